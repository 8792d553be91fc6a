"""Through the Ages views for Jupyter, Simple and Advanced games: presentation only, no rules (``rulekit_widgets.tta``).

- :class:`~rulekit_widgets.tta.board.PlayerBoard` — a civilization's board, live (anywidget): the
  indicators, banks and cards in play (:func:`rulekit.tta.svg.board_svg`), the card row with each
  card's take cost (click a card to take it), every action of the decision now grouped by verb
  (and the refused ones with the engine's reason), the engine's open decision with its options; in an
  Advanced game also the military hand, tactic and armies, strength, happiness against discontent,
  corruption, the events, and panels for a colonization auction, an aggression and a pact offer.
- :class:`~rulekit_widgets.tta.game.GameView` — a whole game for 2-4 players (``GameView.new(players,
  seed, game="advanced")`` for the Advanced game): the board of the player to move, the other boards,
  undo, the log, the final bonus (Simple) or the Age III events' scoring by part (Advanced, Full) at the end.
- :class:`~rulekit_widgets.tta.game.NewGame` — a form to start a game in a notebook: players, the level
  (Simple, Advanced, Full), a seed and the variants of chapter 4 the level allows; it then shows the
  game's :class:`GameView`.

The engine's read-only answers they draw are in :mod:`rulekit.tta.views`; the static pictures in
:mod:`rulekit.tta.svg`. They share one :class:`~rulekit_widgets.session.Session` (undo, log,
errors). Names are imported on first use.
"""

from rulekit_widgets import lazy_attributes

_WHERE = {
    "PlayerBoard": "rulekit_widgets.tta.board",
    "GameView": "rulekit_widgets.tta.game",
    "NewGame": "rulekit_widgets.tta.game",
}

__all__ = sorted(_WHERE)


__getattr__ = lazy_attributes(__name__, _WHERE)
