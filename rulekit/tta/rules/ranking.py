"""Who is the strongest, the weakest, the most or least cultured: the rankings events read.

An event that helps "the strongest" or hurts "the weakest" (or names the civilization with
the most or the fewest culture points) ranks the civilizations by the value, and breaks a
tie by the turn order: of tied civilizations the one whose turn comes sooner counts as the
stronger, so the player whose turn it is beats every tie and the player who has just
finished his turn loses every tie (PL L1746-1758, KI L1823-1825; HU 1512-1521;
⚠AMB-28: the distance in turn order from the player whose turn it is). At the end of the
game ties break as if it were the start player's turn (PL L2881-2884; HU 2536-2539). In a
2-player game "the two strongest" is the strongest and "the two weakest" the weakest (PL
L1759, KI L1827-1828; HU 1522-1524). Immigration alone lets tied civilizations all benefit
(PL L1756-1757; HU 1519-1520): :func:`all_best`.

The functions take plain values (one number per seat) and the seat whose turn it is, so
they serve strength, culture, happiness or the science rate alike.

Examples
--------
>>> order((5, 7, 5), current=2)            # P2 strongest; P3 (its turn) beats the tied P1
(1, 2, 0)
>>> top((3, 3, 3, 3), current=1, count=2), bottom((3, 3, 3, 3), current=1, count=2)
((1, 2), (0, 3))
>>> top((4, 9), current=0, count=2)        # 2 players: "the two strongest" = the strongest
(1,)
>>> all_best((2, 5, 5), )
(1, 2)
"""

from __future__ import annotations

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb

__all__ = ["all_best", "bottom", "order", "places", "top"]


@cites(rb.RESOLVE_EVENTS)
def order(values, current: int) -> tuple:
    """The seats from the highest value to the lowest; of equal values the seat whose turn comes
    sooner counting from ``current`` (the player whose turn it is) first (PL L1746-1753, KI
    L1823-1825; ⚠AMB-28)."""
    n = len(values)
    return tuple(sorted(range(n), key=lambda s: (-values[s], (s - current) % n)))


def _count(n: int, count: int) -> int:
    """How many civilizations "the ``count`` strongest" names among ``n``: the two strongest are
    the strongest alone with 2 players (PL L1759, KI L1827-1828)."""
    return 1 if n <= 2 else min(count, n)


@cites(rb.RESOLVE_EVENTS)
def top(values, current: int, count: int = 1) -> tuple:
    """The ``count`` strongest (highest) seats, strongest first (2 players: one)."""
    return order(values, current)[:_count(len(values), count)]


@cites(rb.RESOLVE_EVENTS)
def bottom(values, current: int, count: int = 1) -> tuple:
    """The ``count`` weakest (lowest) seats, in seat order of the ranking's tail (2 players: one)."""
    ranked = order(values, current)
    return tuple(sorted(ranked[len(ranked) - _count(len(values), count):]))


@cites(rb.RESOLVE_EVENTS)
def all_best(values) -> tuple:
    """Every seat holding the highest value: Immigration's tied civilizations all benefit (PL
    L1756-1757; HU 1519-1520)."""
    best = max(values)
    return tuple(s for s, v in enumerate(values) if v == best)


@cites(rb.RESOLVE_EVENTS)
def places(values, current: int) -> tuple:
    """Each seat's place in the ranking (0 = the strongest), ties broken by the turn order."""
    out = [0] * len(values)
    for place, seat in enumerate(order(values, current)):
        out[seat] = place
    return tuple(out)
