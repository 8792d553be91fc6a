"""The technology pyramid as an interactive widget.

:class:`PyramidView` is an anywidget: Python owns the rules, the browser only
draws. Python writes plain data into traits (``rows``, ``wonders``,
``research``, ``status``, ``error``, ``message``); ``static/pyramid.js`` draws
them and, when a card is clicked, writes its position into ``pending``.
Python turns that into the action ``buy <position>`` and hands it to the
engine through the shared :class:`~rulekit_widgets.session.Session`. Every
cost, every "can I buy it" and every refusal is the engine's answer
(``State.cost_report``, ``legal_actions``, ``IllegalAction``).

>>> import rulekit.gunsteel as gs
>>> view = PyramidView(gs.new_game(players=2, card_set="new-world", seed=1))
>>> view
PyramidView(turn 1, P2 to first, 20 cards left)
>>> [c["pos"] for c in view.rows[0]["cells"]]     # the top row comes first
['S0', 'S1']
>>> [c["label"] for c in view.rows[0]["cells"]]   # what a learner reads on the card
['Space · 1', 'Space · 2']
>>> view.rows[0]["cells"][0]["place"]
'Space row, 1st card'
"""

from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets

from rulekit.gunsteel import ERA_LETTER, ERAS
from rulekit_widgets.board_view import esm
from rulekit_widgets.session import Session, session_of

STATIC = Path(__file__).parent / "static"


# -- names, as a learner reads them (ids stay in data attributes and tooltips) ------

_TEACHING = " (teaching)"


def card_label(state, cid: str, short: bool = False) -> str:
    """A card's name as the engine gives it, without the teaching deck's "(teaching)" mark (a picture or
    page showing the deck says so once). ``short`` drops the set from a teaching card's name where the
    pyramid's row already says the era and one set is in play: ``New World · Horse · 3`` -> ``Horse · 3``."""
    name = state.card(cid).name.removesuffix(_TEACHING)
    parts = name.split(" · ")
    if short and len(parts) == 3 and state.mode != "combined":
        return " · ".join(parts[1:])
    return name


def wonder_label(state, wid: str) -> str:
    """A Wonder's name as the engine gives it (``Himeji Castle``, ``New World · Horse wonder B``)."""
    return state.deck.wonders[wid].name.removesuffix(_TEACHING)


def place_name(state, target: str) -> str:
    """Where a pyramid position or Research Project stack is, in words (the engine's
    ``Layout.place_name``: ``G1`` -> ``Gunpowder row, 2nd card``)."""
    return state.layout.place_name(target)


# -- the data the browser draws ----------------------------------------------------


def card_cells(state) -> list[dict]:
    """One plain dict per pyramid position, bottom row first.

    Costs and affordability are for the player whose turn it is
    (``state.current``), who is the one who may buy.
    """
    seat = state.current
    legal = {str(a) for a in state.legal_actions()}
    L = state.layout
    cells = []
    for i, pos in enumerate(L.names):
        cid = state.pyramid[i]
        cell = {"pos": pos, "era": L.era[i], "card": cid or "", "bought": cid is None,
                "place": place_name(state, pos)}
        if cid is None:
            cell.update(name="", label="", state="bought", buyable=False, affordable=False, base="",
                        surcharge=0, total=0, text=f"{cell['place']}: bought ({pos})", tech="")
        else:
            cell.update(_priced(state, pos, seat, legal))
        cells.append(cell)
    return cells


def _priced(state, target: str, seat: int, legal: set[str]) -> dict:
    report = state.cost_report(target, seat=seat)
    card = state.card(report["card"])
    base = " + ".join(f"{n} {r.title()}" for r, n in sorted(report["base"].items())) or "free"
    side = f"{card.tech} technology, {card.vp} VP" + (f", strength {card.strength}" if card.strength else "")
    short = f"{card.tech} · {card.vp} VP" + (f" · str {card.strength}" if card.strength else "")
    effects = "; ".join(str(e) for e in card.effects)
    buyable = f"buy {target}" in legal
    label, place = card_label(state, report["card"], short=True), place_name(state, target)
    # green only for what a click would buy now; a card the player could pay for
    # while the game waits for something else is "later" (the engine refuses it now)
    state = "affordable" if buyable else "later" if report["affordable"] else "unaffordable"
    return {
        "card": report["card"], "name": report["name"], "label": label,
        "base": base,
        "surcharge": report["surcharge"], "total": report["total"],
        "affordable": report["affordable"], "buyable": buyable, "state": state,
        "tech": short,
        "text": f"{report['text']}\n{place} ({target}, card {card.id}): {side}"
                + (f": {effects}" if effects else ""),
    }


def _eras_top_down(state) -> list[tuple[int, str]]:
    """(index into ERAS, era) of each pyramid row, top row first."""
    present = set(state.layout.era)
    return [(i, e) for i, e in reversed(list(enumerate(ERAS))) if e in present]


def pyramid_rows(state) -> list[dict]:
    """The pyramid top row first: ``{"era": ..., "cells": [...]}`` per row."""
    cells = card_cells(state)
    return [{"era": e, "cells": [c for c in cells if c["era"] == e]} for _, e in _eras_top_down(state)]


def wonder_cells(state) -> list[dict]:
    """The wonder beside each row, top row first (``wonder: ""`` once taken)."""
    out = []
    for i, era in _eras_top_down(state):
        wid = state.wonder_slots[i]
        if wid is None:
            out.append({"era": era, "wonder": "", "name": "", "label": "", "vp": 0, "glory": [],
                        "text": f"{era.title()} wonder: taken"})
            continue
        w = state.deck.wonders[wid]
        if state.renaissance_rules:
            cond = f"glory: {w.glory} ({w.glory_required} markers)"
            glory = list(state.glory[i])
        else:
            cond, glory = f"condition: {w.condition}", []
        out.append({"era": era, "wonder": wid, "name": w.name, "label": wonder_label(state, wid), "vp": w.vp,
                    "glory": glory, "text": f"{w.name}, {w.vp} VP; {cond} ({wid})"})
    return out


def research_cells(state) -> list[dict]:
    """The Research Project stacks of the combined game, top row first ([] otherwise)."""
    if state.mode != "combined":
        return []
    seat = state.current
    legal = {str(a) for a in state.legal_actions()}
    targets = set(state.buy_targets())
    out = []
    for i, era in _eras_top_down(state):
        target = f"RP-{ERA_LETTER[era]}"
        cell = {"pos": target, "era": era, "count": len(state.research[i]), "card": "", "bought": False,
                "place": place_name(state, target)}
        if target in targets:
            cell.update(_priced(state, target, seat, legal))
        else:
            cell.update(state="bought", bought=True, buyable=False, base="", surcharge=0, total=0,
                        affordable=False, text=f"{cell['place']}: empty ({target})", name="", label="", tech="")
        out.append(cell)
    return out


# -- the widget ---------------------------------------------------------------------


class PyramidView(anywidget.AnyWidget):
    """The pyramid of a Guns & Steel game; click a card to buy it.

    Parameters
    ----------
    state : rulekit.gunsteel.State, optional
        The position to show; a new :class:`Session` is made for it.
    session : Session, optional
        Share a session with other views instead (then leave ``state`` out).
    """

    _esm = esm("pyramid.js")
    _css = STATIC / "pyramid.css"

    rows = traitlets.List().tag(sync=True)
    wonders = traitlets.List().tag(sync=True)
    research = traitlets.List().tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    #: whether to draw ``status`` above the pyramid (a GameView shows its own)
    show_status = traitlets.Bool(True).tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    #: written by the browser: the position (``"O1"``, ``"RP-G"``) the user clicked
    pending = traitlets.Unicode("").tag(sync=True)

    def __init__(self, state=None, *, session: Session | None = None, **kwargs):
        super().__init__(**kwargs)
        self.session = session_of(state, session, "PyramidView")
        traitlets.dlink((self.session, "error"), (self, "error"))
        traitlets.dlink((self.session, "message"), (self, "message"))
        self.session.observe(self._redraw, names="version")
        self._redraw()

    # -- sharing the state ----------------------------------------------------------
    @property
    def state(self):
        return self.session.state

    @state.setter
    def state(self, new) -> None:
        self.session.state = new

    def on_change(self, callback) -> None:
        """Call ``callback(state)`` after every change of state."""
        self.session.on_change(callback)

    # -- intents from the browser ------------------------------------------------
    @traitlets.observe("pending")
    def _on_pending(self, change) -> None:
        target = change["new"]
        if not target:
            return
        self.pending = ""          # so the same card can be clicked again
        self.session.play(f"buy {target}")

    def click(self, target: str) -> bool:
        """Do what a click on ``target`` does; ``True`` if the state changed."""
        before = self.session.version
        self.pending = target
        return self.session.version != before

    # -- drawing -----------------------------------------------------------------
    def _redraw(self, change=None) -> None:
        s = self.state
        with self.hold_sync():
            self.rows = pyramid_rows(s)
            self.wonders = wonder_cells(s)
            self.research = research_cells(s)
            self.status = s.status()

    def __repr__(self) -> str:
        s = self.state
        left = sum(c is not None for c in s.pyramid)
        if s.is_over:
            return f"PyramidView(game over, turn {s.turn}, {left} cards left)"
        decision = s.decision
        doing = decision.kind if decision else s.phase
        return f"PyramidView(turn {s.turn}, P{s.to_move + 1} to {doing}, {left} cards left)"
