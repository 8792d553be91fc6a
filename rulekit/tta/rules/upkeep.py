"""Happiness, discontent, uprising and corruption: the Advanced game's upkeep (PL 2.5; HU 2.5).

Pure functions of a :class:`~rulekit.tta.state.Player` or of plain numbers; none changes anything.

The happiness track divides the yellow bank into sections (PL L2077-2081; HU 1791-1797): the
bank's rightmost region is section 1, its second region section 2, and each later region is
split into two sections (3-4, 5-6, 7-8). A section with no token left asks for at least its
number of happy faces (KI L2132-2134). The regions' sizes beyond the first are the teaching
stand-in of :data:`rulekit.tta.rules.YELLOW_REGIONS` (⚠AMB-5), so the sections are too
(⚠AMB-6: modelled apart from the food sections, each later region halved).

The blue bank's regions carry the corruption values 2, 4 and 6 (PL L2198-2206; HU 1894-1901):
the value of the leftmost region emptied is paid in resources after resource production. The
text gives neither the regions' number nor their sizes (⚠AMB-7); three regions follow from the
three values, the first emptied is the large one ("only a few tokens left" causes corruption,
PL L311-312), and :data:`BLUE_REGIONS` is a labelled teaching stand-in for the sizes.

Tokens a bank holds beyond its marked spaces lie in its rightmost region (PL L1564-1567; HU
1374-1376, ⚠AMB-8): counting from the right, they are taken first, so a bank fuller than its
spaces asks for no happy face and causes no corruption.

Examples
--------
>>> required_happiness(18), required_happiness(16), required_happiness(12), required_happiness(10)
(0, 1, 2, 3)
>>> corruption(18), corruption(8), corruption(4), corruption(0)
(0, 2, 4, 6)
>>> discontent(3, 1), rising(3, 1, 2), rising(3, 1, 1), rising(3, 3, 0)    # TTA-EX-13
(2, False, True, False)
"""

from __future__ import annotations

from typing import NamedTuple

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.rules import YELLOW_REGIONS, happiness

__all__ = ["BLUE_REGIONS", "HAPPY_SECTIONS", "corruption", "corruption_due", "discontent", "discontented",
           "required_happiness", "rising", "uprising"]


def _sections() -> tuple:
    """The yellow bank's happiness sections, right to left, as their sizes: region 1 whole, region 2
    whole, every later region in two halves (PL L2077-2081)."""
    out = []
    for k, region in enumerate(YELLOW_REGIONS):
        if k < 2:
            out.append(region.size)
        else:
            half = region.size // 2
            out += [region.size - half, half]
    return tuple(out)


#: The sizes of the happiness sections 1, 2, 3 … of the yellow bank, taken right to left (section n asks
#: for n happy faces once empty): the 2 tokens of region 1 and the labels are printed (PL L2083-2088,
#: L2170-2173); the other sizes follow the teaching stand-in of ``YELLOW_REGIONS`` (⚠AMB-5, ⚠AMB-6).
HAPPY_SECTIONS = _sections()
_MARKED_YELLOW = sum(HAPPY_SECTIONS)


class BlueRegion(NamedTuple):
    size: int
    corruption: int      # resources paid once this region is empty (the leftmost emptied one counts)
    confidence: str


#: The blue bank's regions, right (emptied first) to left: the values 2/4/6 are printed (PL L2198-2206;
#: HU 1894-1901); the sizes are a labelled teaching stand-in (⚠AMB-7): 18 spaces, the first-emptied
#: region the large one (PL L311-312).
BLUE_REGIONS = (
    BlueRegion(10, 2, "teaching"),
    BlueRegion(4, 4, "teaching"),
    BlueRegion(4, 6, "teaching"),
)
_MARKED_BLUE = sum(r.size for r in BLUE_REGIONS)
_BLUE_SIZES = tuple(r.size for r in BLUE_REGIONS)


def _emptied(taken: int, sizes) -> int:
    """How many of the regions of ``sizes`` (right to left) are empty once ``taken`` tokens have left."""
    n = 0
    for size in sizes:
        if taken < size:
            return n
        taken -= size
        n += 1
    return n


@cites(rb.DISCONTENT)
def required_happiness(yellow: int) -> int:
    """Happy faces a civilization needs with ``yellow`` tokens in its yellow bank: the number of the
    leftmost empty happiness section, 0 while section 1 holds a token (PL L2083-2096, KI L2132-2134;
    HU 1799-1809; TTA-EX-33: two growths from 18 → 1)."""
    if 0 <= yellow < len(_REQUIRED):
        return _REQUIRED[yellow]
    return _emptied(_MARKED_YELLOW - yellow, HAPPY_SECTIONS)


@cites(rb.DISCONTENT)
def discontent(required: int, happy: int) -> int:
    """Discontented workers: one per missing happy face (KI L2135-2137; HU 1811-1813)."""
    return max(0, required - happy)


@cites(rb.DISCONTENT)
def discontented(p, st_peters: str = "double-happy") -> int:
    """The discontented workers of civilization ``p``: its missing happy faces (⚠AMB-X2 for St. Peter's), none
    while no happy face is needed (its faces are then not counted)."""
    required = required_happiness(p.yellow)
    if not required:
        return 0
    return discontent(required, happiness(p, st_peters))


@cites(rb.UPRISING)
def rising(required: int, happy: int, idle: int) -> bool:
    """Whether the workers are in uprising: fewer unused workers than missing happy faces (PL KI
    L2139-2141; HU 1846-1848: "more discontented workers than unused ones")."""
    return discontent(required, happy) > idle


@cites(rb.UPRISING)
def uprising(p, st_peters: str = "double-happy") -> bool:
    """Whether civilization ``p`` would rise at its production and maintenance (:func:`rising`). Its happy faces
    are counted only where they could tell: with no more faces needed than it has unused workers, the missing
    faces (never more than those needed) cannot outnumber the unused workers, whatever its buildings show."""
    required = required_happiness(p.yellow)
    if required <= p.idle:
        return False
    return rising(required, happiness(p, st_peters), p.idle)


@cites(rb.CORRUPTION)
def corruption(blue: int) -> int:
    """Resources corruption takes with ``blue`` tokens in the blue bank: the value of the leftmost empty
    region, 0 while the rightmost holds a token (PL L2198-2206; HU 1894-1901; TTA-EX-34)."""
    if 0 <= blue < len(_CORRUPTION):
        return _CORRUPTION[blue]
    n = _emptied(_MARKED_BLUE - blue, _BLUE_SIZES)
    return BLUE_REGIONS[n - 1].corruption if n else 0


#: :func:`required_happiness` and :func:`corruption` of each bank from empty to its marked spaces, counted once
#: (:func:`_emptied` of the sections and regions); a fuller bank asks for nothing and causes no corruption.
_REQUIRED = tuple(_emptied(_MARKED_YELLOW - y, HAPPY_SECTIONS) for y in range(_MARKED_YELLOW + 1))
_CORRUPTION = tuple(BLUE_REGIONS[n - 1].corruption if n else 0
                    for n in (_emptied(_MARKED_BLUE - b, _BLUE_SIZES) for b in range(_MARKED_BLUE + 1)))


@cites(rb.CORRUPTION)
def corruption_due(blue: int, held: int) -> int:
    """Resources actually paid: :func:`corruption`, or all ``held`` resources when fewer (⚠AMB-10: a
    civilization gives what it has, PL L1761, L2899; never food, PL L2202-2203)."""
    return min(corruption(blue), held)
