"""One player's board: cards by zone, markers, and the choices open to them.

:class:`PlayerView` is built from ipywidgets. The action buttons are exactly
``state.legal_actions()`` when this seat has to decide, labelled in words with
the cards' and Wonders' names (:func:`action_words`; the action's notation is
the button's ``notation`` and the start of its tooltip), under the engine's
own prompt (``state.decision``); clicking one plays it through the shared
:class:`~rulekit_widgets.session.Session`. No rule is decided here.

>>> import rulekit.gunsteel as gs
>>> view = PlayerView(gs.new_game(players=2, card_set="new-world", seed=1), seat=1)
>>> view
PlayerView(P2 blue, hand 5, 0 VP, deciding: first)
>>> [b.description for b in view.buttons][:2]
['lay Starting card 1 as a resource', 'lay Starting card 2 as a resource']
>>> [b.notation for b in view.buttons][:2]
['res blue-1', 'res blue-2']
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from rulekit_widgets.pyramid import card_label, place_name, wonder_label
from rulekit_widgets.session import prompt_html, session_of

ZONES = (("hand", "Hand"), ("resources", "Resource side"), ("techs", "Technology side"))


def card_summary(state, cid: str) -> str:
    """A card's two sides in one line (for tooltips)."""
    c = state.card(cid)
    parts = [f"{c.name}", f"resource side: {c.resource.title()}", f"{c.tech} technology, {c.vp} VP"]
    if c.strength:
        parts.append(f"strength {c.strength}")
    if c.reaction:
        parts.append("reaction")
    if c.use_cost:
        parts.append(f"activation costs {c.use_cost}")
    parts += [str(e) for e in c.effects]
    return "; ".join(parts)


def _paying(state, plan) -> str:
    """A payment plan in words: the cards turned over and the exchanges made."""
    if plan is None:
        return ""
    bits = []
    if plan.exhaust:
        bits.append("turning over " + ", ".join(card_label(state, c) for c in plan.exhaust))
    for trade in plan.trades:
        bits.append(f"exchanging {str(trade.give).title()} for 1 {trade.get.title()}")
    return ", " + " and ".join(bits) if bits else ", paying nothing"


#: How each kind of action reads, by the action's class (``{}`` is the card's name).
_CARD_WORDS = {"PlayResource": "lay {} as a resource", "PlayTech": "lay {} as a technology", "Renew": "renew {}",
               "Lose": "lose {}", "Deploy": "deploy {}", "Strike": "activate {}", "React": "react with {}",
               "Retrieve": "take {} back into hand"}


def action_words(state, action) -> str:
    """An action in words, with the names of its cards, Wonders and pyramid places (the label of its
    button); its notation (``str(action)``) is what a learner types in code."""
    kind = type(action).__name__
    card = getattr(action, "card", None)
    name = card_label(state, card) if card in state.deck.cards else card
    wonder = getattr(action, "wonder", None)
    if kind in _CARD_WORDS and name:
        return _CARD_WORDS[kind].format(name)
    if kind == "Use":
        return f"use {name}" + _paying(state, action.plan)
    if kind == "Buy":
        target = action.target
        what = card_label(state, state.cost_report(target, seat=state.current)["card"])
        where = place_name(state, target)
        text = f"buy {what} from the {where}" if target.startswith("RP-") else f"buy {what} ({where})"
        return text + _paying(state, action.plan)
    if kind == "Claim":
        return f"claim {wonder_label(state, wonder)}"
    if kind == "Glory":
        moved = f", moving one from {wonder_label(state, action.move_from)}" if action.move_from else ""
        return f"place a glory marker on {wonder_label(state, wonder)}{moved}"
    if kind == "Cede":
        return f"give up {wonder_label(state, wonder)}"
    if kind == "Tribute":
        return f"take a tribute from P{action.seat + 1}"
    return str(action)


def action_hint(state, action) -> str:
    """A tooltip for an action button: its notation, then what it costs or what the card does."""
    target = getattr(action, "target", None)
    if target:
        return f"{action}: " + state.cost_report(target, seat=state.current)["text"]
    card = getattr(action, "card", None)
    if card and card in state.deck.cards:
        return f"{action}: " + card_summary(state, card)
    return str(action)


#: Chip colours by the resource on a card's resource side (presentation only).
COLOURS = {"FOOD": "#c9a227", "IRON": "#7d8790", "HORSE": "#a8743a", "GUNPOWDER": "#6b6b6b",
           "OIL": "#3b3b55", "EARTH": "#2f7d4f", "SPACE": "#5a3d8a"}
CHIP = ("display:inline-block;margin:1px 2px;padding:0 5px;border-radius:4px;"
        "border:1px solid {c};border-left-width:5px;background:#fff;cursor:help")


def _chips(state, cards, zone: str) -> str:
    if not cards:
        return '<span class="rk-none">–</span>'
    out = []
    for c in cards:
        res = state.card(c).resource
        out.append(f'<span class="rk-chip" data-card="{escape(c)}" data-zone="{zone}" data-res="{res}" '
                   f'style="{CHIP.format(c=COLOURS.get(res, "#999"))}" '
                   f'title="{escape(card_summary(state, c))} ({escape(c)})">{escape(card_label(state, c))}</span>')
    return " ".join(out)


def board_html(state, seat: int) -> str:
    """The player's cards and markers as HTML with stable data attributes."""
    p = state.players[seat]
    rows = [f'<tr><th>{label}</th><td data-zone="{zone}">{_chips(state, getattr(p, zone), zone)}</td></tr>'
            for zone, label in ZONES]
    temp = escape(str(p.temp)) if p.temp else "–"
    rows.append(f'<tr><th>Effect resources</th><td data-zone="temp">{temp}</td></tr>')
    wonders = " ".join(
        f'<span class="rk-chip rk-wonder-chip" data-wonder="{escape(x)}" '
        f'title="{escape(state.deck.wonders[x].name)}, {state.deck.wonders[x].vp} VP ({escape(x)})">'
        f'{escape(wonder_label(state, x))}</span>'
        for x in p.wonders) or "–"
    rows.append(f'<tr><th>Wonders</th><td data-zone="wonders">{wonders}</td></tr>')
    return (f'<table class="rk-board" data-seat="{seat}" style="border-collapse:collapse;text-align:left">'
            + "".join(rows).replace("<th>", '<th style="padding:1px 8px 1px 0;font-weight:normal;color:#666">')
            + "</table>")


def header_html(state, seat: int) -> str:
    p = state.players[seat]
    bits = [f"{state.scores()[seat]} VP", f"strength {state.strength(seat)}"]
    if state.renaissance_rules:
        bits += [f"track {p.track}", f"glory markers {p.glory}"]
    turn = " · their turn" if state.current == seat and not state.is_over else ""
    return (f'<div class="rk-player-head"><b>P{seat + 1}</b> <i>{p.colour}</i> · '
            + " · ".join(bits) + turn + "</div>")


class PlayerView(w.VBox):
    """The board of one seat, with buttons for the decision it faces now."""

    def __init__(self, state=None, seat: int = 0, *, session=None, **kwargs):
        super().__init__(**kwargs)
        self.session = session_of(state, session, "PlayerView")
        self.seat = seat
        self._head = w.HTML()
        self._board = w.HTML()
        self._prompt = w.HTML()
        self._actions = w.Box(layout=w.Layout(display="flex", flex_flow="row wrap"))
        self.buttons: list[w.Button] = []
        self.children = (self._head, self._board, self._prompt, self._actions)
        self.add_class("rk-player")
        self.add_class(f"rk-player-P{seat + 1}")
        self.layout.border = "1px solid #ccc"
        self.layout.padding = "4px 8px"
        self.layout.margin = "4px"
        self.session.observe(self._redraw, names="version")
        self._redraw()

    @property
    def state(self):
        return self.session.state

    def _redraw(self, change=None) -> None:
        s, seat = self.state, self.seat
        self._head.value = header_html(s, seat)
        self._board.value = board_html(s, seat)
        decision = s.decision
        for b in self.buttons:
            b.close()
        self.buttons = []
        if decision is not None and decision.player == seat:
            self._prompt.value = prompt_html(decision)
            for action in s.legal_actions():
                b = w.Button(description=action_words(s, action), tooltip=action_hint(s, action),
                             layout=w.Layout(width="auto", margin="2px"))
                b.notation = str(action)           # what the click plays, as a learner would type it
                b.add_class("rk-action")
                b.on_click(lambda _b, a=action: self.session.play(a))
                self.buttons.append(b)
            self.remove_class("rk-waiting")
            self.add_class("rk-deciding")
            self.layout.border = "2px solid #2e9b48"
        else:
            self._prompt.value = ""
            self.remove_class("rk-deciding")
            self.add_class("rk-waiting")
            self.layout.border = "1px solid #ccc"
        self._actions.children = tuple(self.buttons)

    def __repr__(self) -> str:
        s, p = self.state, self.state.players[self.seat]
        decision = s.decision
        doing = f"deciding: {decision.kind}" if decision and decision.player == self.seat else "waiting"
        return f"PlayerView(P{self.seat + 1} {p.colour}, hand {len(p.hand)}, {s.scores()[self.seat]} VP, {doing})"
