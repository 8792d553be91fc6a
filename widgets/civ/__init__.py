"""Civilization (Fame and Fortune) views for Jupyter: presentation only, no rules (``rulekit_widgets.civ``).

- :class:`~rulekit_widgets.civ.map.MapView` — the teaching layout (anywidget): terrain,
  face-down tiles, cities and outskirts, metropolis footprints, figures, huts,
  villages, landmarks, the five-player hole; click a square to act there (grow the
  capital into a metropolis, move, place a great person).
- :class:`~rulekit_widgets.civ.pyramid.PyramidView` — a player's tech pyramid by level,
  the open slots and why the others are closed; the techs to research as buttons.
- :class:`~rulekit_widgets.civ.people.PeopleView` — great people (markers on the map,
  in the pool, cards in hand) and investments (markers, the active tier).
- :class:`~rulekit_widgets.civ.game.GameView` — a whole game: map, the legal actions
  grouped by verb, the prompt, the pyramid, great people, undo and a log.

The engine's read-only answers they draw are in :mod:`rulekit.civ.views`; the static
pictures in :mod:`rulekit.civ.svg`. They share one
:class:`~rulekit_widgets.session.Session` (undo, log, errors). Names are imported on first use.
"""

from rulekit_widgets import lazy_attributes

_WHERE = {
    "MapView": "rulekit_widgets.civ.map",
    "PyramidView": "rulekit_widgets.civ.pyramid",
    "PeopleView": "rulekit_widgets.civ.people",
    "ActionsView": "rulekit_widgets.civ.game",
    "GameView": "rulekit_widgets.civ.game",
}

__all__ = sorted(_WHERE)


__getattr__ = lazy_attributes(__name__, _WHERE)
