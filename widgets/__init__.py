"""Views of rulekit states for Jupyter: presentation only, no rules.

- :class:`~widgets.pyramid.PyramidView` — the Guns & Steel pyramid (anywidget);
  click a card to buy it.
- :class:`~widgets.player.PlayerView` — one player's cards and the actions
  open to them, as buttons.
- :class:`~widgets.game.GameView` — a whole game: pyramid, players, undo, log.
- :func:`~widgets.static_picture.pyramid_svg` — a static SVG of the pyramid
  that GitHub and nbviewer can show.
- :class:`~widgets.session.Session` — the one state several views share.

Names are imported on first use, so ``from widgets.static_picture import
pyramid_svg`` does not load ipywidgets or anywidget.
"""

from importlib import import_module

_WHERE = {
    "Session": "widgets.session",
    "PyramidView": "widgets.pyramid",
    "PlayerView": "widgets.player",
    "GameView": "widgets.game",
    "pyramid_svg": "widgets.static_picture",
    "SvgPicture": "widgets.static_picture",
}

__all__ = sorted(_WHERE)


def __getattr__(name):
    if name in _WHERE:
        return getattr(import_module(_WHERE[name]), name)
    raise AttributeError(f"module 'widgets' has no attribute {name!r}")
