"""Through the Ages (Simple game) views for Jupyter: presentation only, no rules (``rulekit_widgets.tta``).

- :class:`~rulekit_widgets.tta.board.PlayerBoard` — a civilization's board, live (anywidget): the
  indicators, banks and cards in play (:func:`rulekit.tta.svg.board_svg`), the card row with each
  card's take cost (click a card to take it), every action of the decision now grouped by verb
  (and the refused ones with the engine's reason), the engine's open decision with its options.
- :class:`~rulekit_widgets.tta.game.GameView` — a whole Simple game for 2-4 players: the board of
  the player to move, the other boards, undo, the log, the final bonus at the end.

The engine's read-only answers they draw are in :mod:`rulekit.tta.views`; the static pictures in
:mod:`rulekit.tta.svg`. They share one :class:`~rulekit_widgets.session.Session` (undo, log,
errors). Names are imported on first use.
"""

from rulekit_widgets import lazy_attributes

_WHERE = {
    "PlayerBoard": "rulekit_widgets.tta.board",
    "GameView": "rulekit_widgets.tta.game",
}

__all__ = sorted(_WHERE)


__getattr__ = lazy_attributes(__name__, _WHERE)
