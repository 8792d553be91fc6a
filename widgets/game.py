"""A whole game in one widget: the pyramid, every player's board, undo and a log.

:class:`GameView` makes one :class:`~rulekit_widgets.session.Session` and
builds a :class:`~rulekit_widgets.pyramid.PyramidView` and a
:class:`~rulekit_widgets.player.PlayerView` per seat on it, so a click
anywhere changes the one state they all show.

>>> import rulekit.gunsteel as gs
>>> game = GameView(gs.new_game(players=2, card_set="new-world", seed=1))
>>> game
GameView(2 players, new-world, turn 1, P2 to first, 0 actions)
>>> game.play("res blue-1"), game.play("res red-1")
(True, True)
>>> game.log_lines()
['1. P2 res blue-1', '2. P1 res red-1']
>>> game.undo_button.click(); game.state.history
(PlayResource(card='blue-1'),)
"""

from __future__ import annotations

import ipywidgets as w

from rulekit_widgets.player import PlayerView
from rulekit_widgets.pyramid import PyramidView
from rulekit_widgets.session import GameControls, Session, log_entries, session_of

__all__ = ["GameView", "log_entries"]


class GameView(GameControls, w.VBox):
    """Play a Guns & Steel game in a notebook (2-4 players at one screen)."""

    def __init__(self, state=None, *, session: Session | None = None, **kwargs):
        super().__init__(**kwargs)
        self.session = session_of(state, session, "GameView")
        self.pyramid = PyramidView(session=self.session, show_status=False)
        self.players = [PlayerView(session=self.session, seat=i) for i in range(len(self.state.players))]
        self._make_controls()
        boards = w.Box(self.players, layout=w.Layout(display="flex", flex_flow="row wrap"))
        self.children = (self.status, self.pyramid, boards,
                         w.HBox([self.undo_button], layout=w.Layout(margin="4px")), self.log_view)
        self.add_class("rk-game")
        self.session.observe(self._redraw, names="version")
        self._redraw()

    @classmethod
    def new(cls, players: int = 2, card_set: str = "new-world", seed: int = 0, *,
            options=None, **option_values) -> "GameView":
        """A view of a fresh game (the arguments of ``rulekit.gunsteel.new_game``).

        Rule options go in ``options`` (a dict or ``Options``) or as keywords:
        ``GameView.new(tie_break="most-wonders")``.
        """
        from rulekit.gunsteel import new_game

        if option_values:
            if options is not None:
                raise TypeError("give rule options as options= or as keywords, not both")
            options = option_values
        return cls(new_game(players=players, card_set=card_set, seed=seed, options=options))

    def on_change(self, callback) -> None:
        """Call ``callback(state)`` after every change of state."""
        self.session.on_change(callback)

    def _redraw(self, change=None) -> None:
        self._redraw_controls(self.state.status())

    def __repr__(self) -> str:
        s = self.state
        n = len(s.history)
        if s.is_over:
            return f"GameView({len(s.players)} players, {s.mode}, game over after turn {s.turn}, {n} actions)"
        decision = s.decision
        doing = decision.kind if decision else s.phase
        return (f"GameView({len(s.players)} players, {s.mode}, turn {s.turn}, "
                f"P{s.to_move + 1} to {doing}, {n} actions)")
