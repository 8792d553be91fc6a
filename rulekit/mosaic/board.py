"""Adjacency on the board as plain data: Regions and hex spaces, without networkx.

The engine asks two questions of the board at almost every step — which
Regions a unit may move to (§C7.7b, L1030-1032, in the two readings of
AMB-26, only Regions in play, L482-493) and which spaces share a side with a
space (a Farm or Workshop next to a City, L735-736) — so the answers are plain
tables computed once. :mod:`rulekit.mosaic.graphs` builds its networkx graphs
from these same functions, for pictures and teaching; the engine never imports
networkx.

Examples
--------
>>> region_neighbours()["NUMIDIA"]
('EGYPT', 'IBERIA', 'ITALY')
>>> region_neighbours("land", players=2)["ITALY"]
('GREECE', 'NUMIDIA')
>>> adjacent("IBERIA", "NUMIDIA"), adjacent("IBERIA", "NUMIDIA", players=3)
(True, False)
>>> space_neighbours()["IB01"]
('IB02', 'IB03')
"""

from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType
from typing import Mapping

from rulekit.core.rule import cites
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.cards import Edge, Map, data

#: The two readings of the Region adjacency list (AMB-26).
READINGS = ("printed", "land")


@cites(rb.REGIONS_IN_PLAY)
def regions(players: int | None = None) -> tuple[str, ...]:
    """The Regions in play with ``players`` (all seven with ``None``), in the data's order.

    >>> regions(2)
    ('ITALY', 'GREECE', 'ASSYRIA', 'EGYPT', 'NUMIDIA')
    """
    return tuple(r.id for r in data().regions.values() if players is None or players not in r.excluded_with)


@cites(rb.ADJACENCY, rb.REGIONS_IN_PLAY)
def region_edges(reading: str = "printed", players: int | None = None) -> tuple[Edge, ...]:
    """The adjacency records of one reading of AMB-26 whose two Regions are in play.

    ``"printed"``: the four pairs of L1030-1032; ``"land"``: those and the land
    borders the list seems to imply (unverified).

    >>> [(e.a, e.b) for e in region_edges(players=3)]
    [('ITALY', 'NUMIDIA'), ('ITALY', 'GREECE'), ('NUMIDIA', 'EGYPT')]
    """
    if reading not in READINGS:
        raise ValueError(f"reading must be one of {READINGS}, not {reading!r}")
    here = set(regions(players))
    return tuple(e for e in data().edges
                 if (e.reading == "printed" or reading == "land") and e.a in here and e.b in here)


@lru_cache(maxsize=None)
def region_neighbours(reading: str = "printed", players: int | None = None) -> Mapping[str, tuple[str, ...]]:
    """Each Region in play and the Regions a unit may move to from it, sorted.

    A Region out of play is not a key: units may not pass through it (L491-492).

    >>> n = region_neighbours(players=2)
    >>> list(n), n["ASSYRIA"], n["EGYPT"]
    (['ITALY', 'GREECE', 'ASSYRIA', 'EGYPT', 'NUMIDIA'], (), ('NUMIDIA',))
    """
    out: dict[str, set] = {r: set() for r in regions(players)}
    for e in region_edges(reading, players):
        out[e.a].add(e.b)
        out[e.b].add(e.a)
    return MappingProxyType({r: tuple(sorted(n)) for r, n in out.items()})


def adjacent(a: str, b: str, reading: str = "printed", players: int | None = None) -> bool:
    """Whether units may move from Region ``a`` to ``b`` (L1025-1032).

    >>> adjacent("IBERIA", "GAUL"), adjacent("IBERIA", "GAUL", "land"), adjacent("GREECE", "EGYPT", "land")
    (False, True, False)
    """
    return b in region_neighbours(reading, players).get(a, ())


def hex_neighbours(row: int, col: int) -> list[tuple[int, int]]:
    """The six cells sharing a side with (row, col) on an "odd-r" offset grid.

    >>> hex_neighbours(0, 1)
    [(0, 0), (0, 2), (-1, 0), (-1, 1), (1, 0), (1, 1)]
    >>> hex_neighbours(1, 1)
    [(1, 0), (1, 2), (0, 1), (0, 2), (2, 1), (2, 2)]
    """
    up = 0 if row % 2 else -1
    return [(row, col - 1), (row, col + 1), (row - 1, col + up), (row - 1, col + up + 1),
            (row + 1, col + up), (row + 1, col + up + 1)]


def space_neighbours(board: Map | None = None) -> Mapping[str, tuple[str, ...]]:
    """Each space of a map (by default our teaching map) and the spaces sharing
    a side with it, in :func:`hex_neighbours` order (L735-736)."""
    if board is None:
        return _teaching_space_neighbours()
    at = {(s.row, s.col): s.id for s in board.spaces.values()}
    return MappingProxyType({s.id: tuple(at[c] for c in hex_neighbours(s.row, s.col) if c in at)
                             for s in board.spaces.values()})


@lru_cache(maxsize=1)
def _teaching_space_neighbours() -> Mapping[str, tuple[str, ...]]:
    return space_neighbours(data().map)


__all__ = ["READINGS", "adjacent", "hex_neighbours", "region_edges", "region_neighbours", "regions",
           "space_neighbours"]
