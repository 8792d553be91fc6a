"""Mosaic views for Jupyter: presentation only, no rules (``rulekit_widgets.mosaic``).

- :class:`~rulekit_widgets.mosaic.map.MapView` — the teaching map (anywidget):
  click a space to build or place there, a Region to move units there.
- :class:`~rulekit_widgets.mosaic.chooser.ActionChooser` — the eight Actions
  with their cost for the player to move; choose one to see its choices.
- :class:`~rulekit_widgets.mosaic.scoring.ScoringView` — an Empire Scoring as
  if it came now, Region by Region.
- :class:`~rulekit_widgets.mosaic.players.PlayersView` — every player's
  Resources, Production, Population and VP.
- :class:`~rulekit_widgets.mosaic.game.GameView` — a whole 2-6 player game.

They share one :class:`~rulekit_widgets.session.Session` (undo, log, errors)
with the Guns & Steel views. Names are imported on first use.
"""

from rulekit_widgets import lazy_attributes

_WHERE = {
    "MapView": "rulekit_widgets.mosaic.map",
    "ActionChooser": "rulekit_widgets.mosaic.chooser",
    "ScoringView": "rulekit_widgets.mosaic.scoring",
    "PlayersView": "rulekit_widgets.mosaic.players",
    "GameView": "rulekit_widgets.mosaic.game",
}

__all__ = sorted(_WHERE)


__getattr__ = lazy_attributes(__name__, _WHERE)
