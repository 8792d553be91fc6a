"""A whole game of Mosaic in one widget: map, Actions, players, Empire Scoring, undo and a log.

:class:`GameView` makes one :class:`~rulekit_widgets.session.Session` and
builds the map, the action chooser, the players' table and the scoring
preview on it, so a click anywhere changes the one state they all show.

>>> game = GameView.new(players=3, seed=1)
>>> game
GameView(3 players, round 1, P3 to leader, 0 actions)
>>> game.play("leader artist"), game.log_lines()
(True, ['1. P3 leader artist'])
>>> game.undo_button.click(); game.state.history
()
"""

from __future__ import annotations

import ipywidgets as w

from rulekit_widgets.mosaic.chooser import ActionChooser
from rulekit_widgets.mosaic.map import MapView
from rulekit_widgets.mosaic.players import PlayersView
from rulekit_widgets.mosaic.scoring import ScoringView
from rulekit_widgets.session import GameControls, session_of


class GameView(GameControls, w.VBox):
    """Play a Mosaic game in a notebook (2-6 players at one screen)."""

    def __init__(self, state=None, *, session=None, **kwargs):
        super().__init__(**kwargs)
        self.session = session_of(state, session, "GameView")
        self.map = MapView(session=self.session, show_status=False)
        self.chooser = ActionChooser(session=self.session, layout=w.Layout(flex="1 1 400px"))
        self.players = PlayersView(session=self.session)
        self.scoring = ScoringView(session=self.session)
        self._make_controls()
        table = w.Box([self.map, self.chooser], layout=w.Layout(display="flex", flex_flow="row wrap"))
        scoring = w.Accordion(children=[self.scoring], titles=("Empire Scoring if it came now",))
        self.children = (self.status, table, self.players, scoring,
                         w.HBox([self.undo_button], layout=w.Layout(margin="4px")), self.log_view)
        self.add_class("rk-game")
        self.add_class("rk-mosaic-game")
        self.session.observe(self._redraw, names="version")
        self._redraw()

    @classmethod
    def new(cls, players: int = 3, seed: int = 0, *, options=None, **option_values) -> "GameView":
        """A view of a fresh game (the arguments of ``rulekit.mosaic.new_game``);
        rule options as ``options=`` or as keywords."""
        from rulekit.mosaic import new_game

        if option_values:
            if options is not None:
                raise TypeError("give rule options as options= or as keywords, not both")
            options = option_values
        return cls(new_game(players=players, seed=seed, options=options))

    def _redraw(self, change=None) -> None:
        self._redraw_controls(self.state.status())

    def __repr__(self) -> str:
        s = self.state
        n = len(s.history)
        if s.is_over:
            return f"GameView({s.n} players, game over after round {s.round}, {n} actions)"
        return f"GameView({s.n} players, round {s.round}, P{s.to_move + 1} to {s.decision.kind}, {n} actions)"
