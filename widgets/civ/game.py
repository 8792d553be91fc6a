"""A whole game of Civilization with Fame and Fortune in one widget: map, actions, pyramid, great people.

:class:`ActionsView` lists the legal actions now, grouped by verb as buttons
(a verb with many actions is a drop-down and a *Play* button), under the
engine's prompt for the decision; a button shows names as the rulebook writes
them (``research Animal Husbandry``) and keeps the notation it plays in
``.notation`` and its tooltip. :class:`GameView` builds it with a
:class:`~rulekit_widgets.civ.map.MapView`, a
:class:`~rulekit_widgets.civ.pyramid.PyramidView` and a
:class:`~rulekit_widgets.civ.people.PeopleView` on one
:class:`~rulekit_widgets.session.Session`, so a click anywhere changes
the one state they all show; *Undo* takes back the last action.

>>> game = GameView.new(players=2, civs=("Romans", "Arabs"), seed=1)
>>> game
GameView(2 players, turn 1, Start of Turn, P1 to start, 0 actions)
>>> game.actions.groups()
{'done': ['done'], 'government': ['government Republic']}
>>> game.play("done"), game.log_lines()
(True, ['1. P1 done'])
>>> game.undo_button.click(); game.state.history
()
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from rulekit.civ import views
from rulekit_widgets.civ.map import MapView
from rulekit_widgets.civ.people import PeopleView
from rulekit_widgets.civ.words import action_button, label
from rulekit_widgets.civ.pyramid import PyramidView
from rulekit_widgets.session import GameControls, prompt_html, session_of

#: a verb with more actions than this is offered as a drop-down
MANY = 12


class ActionsView(w.VBox):
    """The decision's prompt and every legal action now, grouped by verb."""

    def __init__(self, state=None, *, session=None, **kwargs):
        super().__init__(**kwargs)
        self.session = session_of(state, session, "ActionsView")
        self.prompt = w.HTML()
        self.rows = w.VBox()
        self.error = w.HTML()
        self.buttons: list[w.Button] = []
        self.children = (self.prompt, self.rows, self.error)
        self.add_class("rk-civ-actions")
        self.session.observe(self._redraw, names="version")
        self.session.observe(self._show_error, names="error")
        self._redraw()

    @property
    def state(self):
        return self.session.state

    def groups(self) -> dict:
        """The legal actions now as notation, by verb (the engine's order)."""
        return {} if self.state.is_over else views.actions_by_verb(self.state)

    def _show_error(self, change=None) -> None:
        text = self.session.error
        self.error.value = (f'<div class="rk-error" role="alert" style="border-left:4px solid #b03a2e;'
                            f'background:#fdecea;color:#7a1f16;padding:4px 8px;white-space:pre-wrap">'
                            f'{escape(text)}</div>') if text else ""

    def _redraw(self, change=None) -> None:
        s = self.state
        for b in self.buttons:
            b.close()
        self.buttons = []
        self.prompt.value = (prompt_html(s.decision) if s.decision is not None and not s.is_over
                             else f'<div class="rk-prompt">{escape(s.status())}</div>')
        rows = []
        for verb, notations in self.groups().items():
            head = w.HTML(f'<b style="display:inline-block;min-width:6em">{escape(verb)}</b>')
            if len(notations) > MANY:
                pick = w.Dropdown(options=[(label(a), a) for a in notations], layout=w.Layout(width="auto"))
                go = w.Button(description=f"Play {verb}", layout=w.Layout(width="auto", margin="2px"))
                go.add_class("rk-action")
                go.on_click(lambda _b, d=pick: self.session.play(d.value))
                self.buttons.append(go)
                rows.append(w.HBox([head, pick, go], layout=w.Layout(align_items="center")))
                continue
            row = [head]
            for text in notations:
                b = action_button(text)
                b.on_click(lambda _b, a=text: self.session.play(a))
                self.buttons.append(b)
                row.append(b)
            rows.append(w.HBox(row, layout=w.Layout(flex_flow="row wrap", align_items="center")))
        self.rows.children = tuple(rows)
        self._show_error()


class GameView(GameControls, w.VBox):
    """Play a Civilization game in a notebook (2-5 players at one screen)."""

    def __init__(self, state=None, *, session=None, **kwargs):
        super().__init__(**kwargs)
        self.session = session_of(state, session, "GameView")
        self.map = MapView(session=self.session, show_status=False)
        self.actions = ActionsView(session=self.session, layout=w.Layout(flex="1 1 360px", margin="0 0 0 8px"))
        self.pyramid = PyramidView(session=self.session)
        self.people = PeopleView(session=self.session)
        self._make_controls()
        table = w.Box([self.map, self.actions], layout=w.Layout(display="flex", flex_flow="row wrap"))
        tabs = w.Tab(children=[self.pyramid, self.people])
        tabs.set_title(0, "Tech pyramid")
        tabs.set_title(1, "Great people and investments")
        self.children = (self.status, table, tabs, w.HBox([self.undo_button], layout=w.Layout(margin="4px")),
                         self.log_view)
        self.add_class("rk-game")
        self.add_class("rk-civ-game")
        self.session.observe(self._redraw, names="version")
        self._redraw()

    @classmethod
    def new(cls, players: int = 2, civs=None, seed: int = 0, **kwargs) -> "GameView":
        """A view of a fresh game (the arguments of ``rulekit.civ.new_game``)."""
        from rulekit.civ import new_game

        return cls(new_game(players=players, civs=civs, seed=seed, **kwargs))

    def _redraw(self, change=None) -> None:
        self._redraw_controls(self.state.status())

    def __repr__(self) -> str:
        s = self.state
        return f"GameView({len(s.players)} players, {s.where()}, {len(s.history)} actions)"
