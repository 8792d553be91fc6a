"""The static pyramid picture, re-exported for widget users.

The drawing lives in :mod:`rulekit.gunsteel.svg` (standard library only), so
``State._repr_svg_`` can show it without any Jupyter package (STYLE.md §11).
"""

from rulekit.gunsteel.svg import SvgPicture, pyramid_svg

__all__ = ["SvgPicture", "pyramid_svg"]
