"""Views of rulekit states for Jupyter: presentation only, no rules.

The sources live in the ``widgets/`` folder and install as ``rulekit_widgets``
(pyproject.toml), so the project claims no generic top-level ``widgets``.

- :class:`~rulekit_widgets.pyramid.PyramidView` — the Guns & Steel pyramid (anywidget);
  click a card to buy it.
- :class:`~rulekit_widgets.player.PlayerView` — one player's cards and the actions
  open to them, as buttons.
- :class:`~rulekit_widgets.game.GameView` — a whole game: pyramid, players, undo, log.
- :func:`~rulekit_widgets.static_picture.pyramid_svg` — a static SVG of the pyramid
  that GitHub and nbviewer can show.
- :class:`~rulekit_widgets.explorer.GraphExplorer` — any game's graph: click a node, read what it
  needs, what it opens and whether it can be taken now (the game's ``explore`` module answers).
- :class:`~rulekit_widgets.session.Session` — the one state several views share.
- :mod:`rulekit_widgets.mosaic` — the Mosaic views: the teaching map, the eight
  Actions, the Empire Scoring preview, the players and a whole game.

Names are imported on first use, so ``from rulekit_widgets.static_picture import
pyramid_svg`` does not load ipywidgets or anywidget.
"""

from importlib import import_module

_WHERE = {
    "Session": "rulekit_widgets.session",
    "GraphExplorer": "rulekit_widgets.explorer",
    "PyramidView": "rulekit_widgets.pyramid",
    "PlayerView": "rulekit_widgets.player",
    "GameView": "rulekit_widgets.game",
    "pyramid_svg": "rulekit_widgets.static_picture",
    "SvgPicture": "rulekit_widgets.static_picture",
}

__all__ = sorted(_WHERE)


def lazy_attributes(module: str, where: dict):
    """A module's ``__getattr__`` that imports each public name from the submodule ``where``
    names for it on first use (so importing a package stays cheap); every widget package
    sets ``__getattr__ = lazy_attributes(__name__, _WHERE)``."""

    def __getattr__(name):
        if name in where:
            return getattr(import_module(where[name]), name)
        raise AttributeError(f"module {module!r} has no attribute {name!r}")

    return __getattr__


__getattr__ = lazy_attributes(__name__, _WHERE)
