"""A player's tech pyramid (ipywidgets): rows V to I, the open slots, why the others are closed.

Everything shown is the engine's answer (:func:`rulekit.civ.views.pyramid_slots`,
:func:`rulekit.civ.views.research_choices`): the slots are
:func:`rulekit.civ.graphs.pyramid_graph`'s, whether a level takes a tech is
:func:`rulekit.civ.rules.can_add_tech`, and the pyramid rule is the *presumed*
base-game rule CV-B-02 (the expansion's rulebook takes it for granted), which the
view says with its source's confidence. During the player's Research phase the
legal ``research`` actions are buttons, each showing the tech's name (its notation in ``.notation``
and the tooltip).

>>> from rulekit.civ import scenarios
>>> g = scenarios.build({"start": {"players": 2, "civs": ["Romans", "Arabs"], "phase": "research",
...                                "player": [{"seat": 0, "trade": 6}]}}, "<doctest>")
>>> view = PyramidView(g)
>>> view
PyramidView(P1 Romans: 1 techs, open levels I)
>>> [(b.description, b.notation) for b in view.buttons][:2]
[('research Agriculture', 'research Agriculture'), ('research Animal Husbandry', 'research Animal_Husbandry')]
>>> view.buttons[0].click(); view.state.history, view.state.decision.kind
((Research(tech='Agriculture'),), 'metropolis')
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from rulekit.civ import views
from rulekit_widgets.civ.words import action_button
from rulekit_widgets.session import session_of

STYLE = """<style>
.rk-civ-pyramid .rk-row{display:flex;gap:4px;justify-content:center;margin:3px 0;align-items:center}
.rk-civ-pyramid .rk-lv{width:2.5em;font-weight:700;text-align:right;margin-right:4px}
.rk-civ-pyramid .rk-slot{width:8.5em;min-height:2.2em;border-radius:4px;padding:2px 4px;font-size:11px;
  text-align:center;border:1px solid #999;box-sizing:border-box}
.rk-civ-pyramid .rk-slot[data-status=filled]{background:#5b7083;color:#fff}
.rk-civ-pyramid .rk-slot[data-status=open]{background:#43a047;color:#fff;font-weight:700}
.rk-civ-pyramid .rk-slot[data-status=closed]{background:#eee;color:#777}
.rk-civ-pyramid .rk-why{font-size:11px;color:#444;margin:2px 0 0 1em}
.rk-civ-pyramid .rk-rule{font-size:11px;color:#666}
</style>"""


def pyramid_html(state, seat: int) -> str:
    """The pyramid as HTML: one row per level (V at the top), then why each closed level is closed."""
    slots = views.pyramid_slots(state, seat)
    rows, why = [], []
    for lv in (5, 4, 3, 2, 1):
        mine = [s for s in slots if s["level"] == lv]
        cells = []
        for s in mine:
            text = s["tech"] or ("+ next tech here" if s["status"] == "open" else "")
            title = s["tech"] or (f"level {s['roman']} slot {s['idx'] + 1}: "
                                  + ("the next level " + s["roman"] + " tech goes here" if s["status"] == "open"
                                     else s["reason"]))
            cells.append(f'<div class="rk-slot" data-level="{lv}" data-idx="{s["idx"]}" data-status="{s["status"]}"'
                         f' title="{escape(title)}">{escape(text)}</div>')
        rows.append(f'<div class="rk-row" data-level="{lv}"><span class="rk-lv">{mine[0]["roman"]}</span>'
                    + "".join(cells) + "</div>")
        closed = [s for s in mine if s["status"] == "closed"]
        if closed and not any(s["status"] == "open" for s in mine):
            why.append(f'<li data-level="{lv}">level {mine[0]["roman"]}: {escape(closed[0]["reason"])}</li>')
    rule = slots[0]
    source = (f"presumed base-game rule {rule['rule_ref']} ({rule['rule_confidence']}: {rule['rule_source']})"
              if rule["rule_presumed"] else rule["rule_text"])
    p = state.players[seat]
    head = (f'<div class="rk-head"><b>P{seat + 1} {escape(p.civ)}</b>: {len(p.techs)} techs, '
            f'{p.trade} trade</div>')
    return (STYLE + f'<div class="rk-civ-pyramid" data-seat="{seat}">' + head + "".join(rows)
            + (f'<div class="rk-why">Closed levels:<ul>{"".join(why)}</ul></div>' if why else "")
            + f'<div class="rk-rule">The pyramid rule: {escape(source)}</div></div>')


class PyramidView(w.VBox):
    """One player's tech pyramid (default: the player to move), with the legal ``research`` actions."""

    def __init__(self, state=None, seat: int | None = None, *, session=None, **kwargs):
        super().__init__(**kwargs)
        self.session = session_of(state, session, "PyramidView")
        n = len(self.state.players)
        self.follow = seat is None
        self.seat_picker = w.ToggleButtons(
            options=[(f"P{i + 1} {p.civ}", i) for i, p in enumerate(self.state.players)],
            value=self.state.to_move if seat is None else seat % n, style={"button_width": "auto"})
        self.seat_picker.observe(lambda _c: self._redraw(), names="value")
        self.picture = w.HTML()
        self.prompt = w.HTML()
        self.actions = w.Box(layout=w.Layout(display="flex", flex_flow="row wrap"))
        self.buttons: list[w.Button] = []
        self.children = (self.seat_picker, self.picture, self.prompt, self.actions)
        self.add_class("rk-civ-pyramid-view")
        self.session.observe(self._on_change, names="version")
        self._redraw()

    @property
    def state(self):
        return self.session.state

    @property
    def seat(self) -> int:
        return self.seat_picker.value

    def _on_change(self, change=None) -> None:
        s = self.state
        if self.follow and views.deciding(s) is not None and self.seat_picker.value != s.to_move:
            self.seat_picker.value = s.to_move           # redraws through the observer
        else:
            self._redraw()

    def _redraw(self) -> None:
        s, seat = self.state, self.seat
        self.picture.value = pyramid_html(s, seat)
        for b in self.buttons:
            b.close()
        choices = views.research_choices(s, seat)
        legal = [c for c in choices if c["legal"]]
        self.buttons = []
        for c in legal:
            b = action_button(f"research {c['tech'].replace(' ', '_')}", f"level {c['roman']}, {c['cost']} trade")
            b.on_click(lambda _b, a=b.notation: self.session.play(a))
            self.buttons.append(b)
        self.actions.children = tuple(self.buttons)
        if legal:
            self.prompt.value = f"<div>P{seat + 1} may learn now ({len(legal)} techs):</div>"
        else:
            fits = sorted({c["roman"] for c in choices if c["fits"]})
            self.prompt.value = (f'<div class="rk-note">Not P{seat + 1}\'s Research now. Levels with a slot for '
                                 f'the next tech: {", ".join(fits) or "none"}.</div>')

    def __repr__(self) -> str:
        s, seat = self.state, self.seat
        open_levels = [x["roman"] for x in views.pyramid_slots(s, seat) if x["status"] == "open"]
        return (f"PyramidView(P{seat + 1} {s.players[seat].civ}: {len(s.players[seat].techs)} techs, "
                f"open levels {', '.join(reversed(open_levels))})")
