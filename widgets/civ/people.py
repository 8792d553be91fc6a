"""Great people and investments (ipywidgets): markers, cards in hand, investment tiers.

Drawn from :func:`rulekit.civ.views.great_people` and
:func:`rulekit.civ.views.investments`: great person markers on the map and in
each pool by type (§10.5), the cards in hand face up or face down (another
player's face-down card is hidden: only that a card is there shows), each
type's card limit, the supply; each player's four investment cards with their
markers, the tiers and the active one (L891-901), the markers left. The legal
``placegp``, ``usegp`` and ``invest`` actions for the player deciding are
buttons; a refusal (why investing is closed) is the engine's, with its rule.

>>> import rulekit.civ as civ
>>> g = civ.new_game(players=2, civs=("Americans", "Romans"), seed=1)
>>> view = PeopleView(g, viewer=1)
>>> view
PeopleView(2 players, 1 GP cards in hands, 0 GP markers on the map)
>>> card = g.players[0].gp_cards[0][0]          # America starts with a great person (L376-382)
>>> "face-down card" in view.html.value and card not in view.html.value
True
>>> card in PeopleView(g, viewer=0).html.value
True
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from rulekit.civ import views
from rulekit.civ.svg import PLAYER_COLOURS
from rulekit_widgets.civ.words import action_button
from rulekit_widgets.session import session_of

VERBS = ("placegp", "usegp", "invest")
STYLE = """<style>
.rk-civ-people table{border-collapse:collapse;font-size:12px;margin:4px 0}
.rk-civ-people td,.rk-civ-people th{border:1px solid #ccc;padding:2px 6px;text-align:left;vertical-align:top}
.rk-civ-people .rk-card-gp{display:inline-block;border:1px solid #888;border-radius:4px;padding:0 4px;margin:1px}
.rk-civ-people .rk-card-gp[data-face-up=false]{background:#333;color:#fff}
.rk-civ-people .rk-tier{display:inline-block;padding:0 4px;margin:1px;border-radius:3px;background:#eee}
.rk-civ-people .rk-tier[data-active=true]{background:#1f77b4;color:#fff;font-weight:700}
.rk-civ-people .rk-why{color:#7a1f16;font-size:11px}
</style>"""


def _gp_html(gp: dict) -> str:
    if not gp["enabled"]:
        return "<p>Great people are not in this game (the module is off).</p>"
    supply = ", ".join(f"{t} {n}" for t, n in sorted(gp["supply"].items()))
    rows = []
    for p in gp["players"]:
        board = ", ".join(f"{t} on {r},{c}" for (r, c), t in p["board"]) or "-"
        pool = ", ".join(f"{t} ×{n}" for t, n in p["pool"].items()) or "-"
        cards = "".join(
            f'<span class="rk-card-gp" data-face-up="{str(c["face_up"]).lower()}" data-hidden="{str(c["hidden"]).lower()}">'
            + ("face-down card" if c["hidden"] else escape(f'{c["name"]} ({c["type"]})'
                                                           + ("" if c["face_up"] else ", face down")))
            + "</span>" for c in p["cards"]) or "-"
        limit = ", ".join(f"{t} {n}" for t, n in p["limit"].items()) or "-"
        colour = PLAYER_COLOURS[p["seat"] % len(PLAYER_COLOURS)]
        rows.append(f'<tr data-seat="{p["seat"]}"><th style="color:{colour}">P{p["seat"] + 1} {escape(p["civ"])}</th>'
                    f'<td class="rk-gp-board">{escape(board)}</td><td class="rk-gp-pool">{escape(pool)}</td>'
                    f'<td class="rk-gp-cards">{cards}</td><td>{escape(limit)}</td></tr>')
    return (f'<div><b>Great people</b> (<i>wielcy ludzie</i>, {escape(gp["rule"]["text"])}) — markers in the supply: '
            f'{escape(supply)} (a teaching count per type); deck: {gp["deck"]} cards, {gp["deck_face_up"]} face up'
            '</div><table class="rk-gp"><tr><th></th><th>markers on the map</th><th>pool</th><th>cards in hand</th>'
            '<th>card limit by type</th></tr>' + "".join(rows) + "</table>")


def _inv_html(inv: dict) -> str:
    if not inv["enabled"]:
        return "<p>Investments are not in this game (the module is off).</p>"
    rows = []
    for p in inv["players"]:
        cards = []
        for c in p["cards"]:
            tiers = "".join(f'<span class="rk-tier" data-active="{str(t["active"]).lower()}">'
                            f'{t["at"]}: {escape(str(t["kind"]).replace("_", " "))} {t["amount"]}</span>'
                            for t in c["tiers"])
            cards.append(f'<td data-card="{escape(c["card"])}" data-markers="{c["markers"]}">'
                         f'<b>{escape(c["card"])}</b><br>markers: {c["markers"]}<br>{tiers}</td>')
        why = f'<div class="rk-why">{escape(p["reason"])} ({escape(p["rule_ref"])})</div>' if p["reason"] else ""
        colour = PLAYER_COLOURS[p["seat"] % len(PLAYER_COLOURS)]
        rows.append(f'<tr data-seat="{p["seat"]}"><th style="color:{colour}">P{p["seat"] + 1} {escape(p["civ"])}'
                    f'<br>coins to invest: {p["coins"]}{why}</th>' + "".join(cards) + "</tr>")
    return (f'<div><b>Investments</b> (<i>inwestycje</i>, {escape(inv["rule"]["text"])}) — markers left: '
            f'{inv["supply"]}; the highlighted tier is the active one</div><table class="rk-inv">'
            + "".join(rows) + "</table>")


class PeopleView(w.VBox):
    """Great people and investments of every player; ``viewer`` is the seat looking (default: the
    player to move), whose own face-down cards show and whose opponents' do not."""

    def __init__(self, state=None, viewer: int | None = None, *, session=None, **kwargs):
        super().__init__(**kwargs)
        self.session = session_of(state, session, "PeopleView")
        self.viewer = viewer
        self.html = w.HTML()
        self.actions = w.Box(layout=w.Layout(display="flex", flex_flow="row wrap"))
        self.buttons: list[w.Button] = []
        self.children = (self.html, self.actions)
        self.add_class("rk-civ-people-view")
        self.session.observe(self._redraw, names="version")
        self._redraw()

    @property
    def state(self):
        return self.session.state

    def _redraw(self, change=None) -> None:
        s = self.state
        viewer = s.to_move if self.viewer is None else self.viewer
        self.html.value = (STYLE + f'<div class="rk-civ-people" data-viewer="{viewer}">'
                           f'<div>Seen by P{viewer + 1}.</div>'
                           + _gp_html(views.great_people(s, viewer)) + _inv_html(views.investments(s)) + "</div>")
        for b in self.buttons:
            b.close()
        self.buttons = []
        if not s.is_over:
            for verb, notations in views.actions_by_verb(s).items():
                if verb not in VERBS:
                    continue
                for text in notations:
                    b = action_button(text)
                    b.on_click(lambda _b, a=text: self.session.play(a))
                    self.buttons.append(b)
        self.actions.children = tuple(self.buttons)

    def __repr__(self) -> str:
        s = self.state
        cards = sum(len(p.gp_cards) for p in s.players)
        return f"PeopleView({len(s.players)} players, {cards} GP cards in hands, {len(s.gp_board)} GP markers on the map)"
