"""Where a capital may grow into a metropolis on the map (L669-694), and the synthetic board of
the worked example CV-EX-4."""

from __future__ import annotations

from types import MappingProxyType
from typing import Callable, Container

from rulekit.civ import rulebook as rb
from rulekit.core.rule import cites
from rulekit.civ.board.squares import Board, ORTHO, Pos, Tile, make_board, on_map, outskirts


# -- metropolis --------------------------------------------------------------------------------

@cites(rb.METROPOLIS_UPGRADE, rb.HOLE)
def metropolis_expansion(board: Board, capital: Pos, square: Pos, *, explored_tiles: Container[str],
                         enemy_figure_at: Callable[[Pos], bool] | Container[Pos] = frozenset(),
                         other_outskirts: Container[Pos] = frozenset(), hole_outskirts: bool = False) -> str:
    """Whether the capital on ``capital`` may grow onto ``square``: ``""`` if so, else a reason code.

    The conditions of L669-694, checked in this order: ``"not-orthogonal"``
    (the square must share a side with the capital's), ``"off-map"`` /
    ``"hole"`` (the square itself), ``"enemy-figure"`` (no enemy figure on it),
    then for each new centre and outskirts square ``"off-map"``, ``"hole"``,
    ``"unexplored"`` (its tile not in ``explored_tiles``) and
    ``"overlaps-outskirts"`` (in ``other_outskirts``: pass the other cities'
    outskirts, and their centres if those too must stay clear). A water
    square is allowed (L688-690). A friendly figure, a building, a wonder or a
    great person on the square does not forbid it (L677-686). Landmarks are the
    engine's business (AMB-X8). :data:`REASONS` and :func:`rule_of` cite each code.

    Outskirts reaching into the five-player hole are refused (``"hole"``): the
    hole's squares are not part of the map, so the metropolis would not have
    its 10 outskirts (L705-706). ``hole_outskirts=True`` takes the other
    reading of AMB-X31 (the text forbids only going *beyond* the map, and the
    hole borders its inner edge): outskirts squares in the hole are then
    simply missing. The expansion square itself may never be in the hole.

    >>> b, named = cv_ex_4_board()
    >>> everything = {t.id for t in b.tiles}
    >>> [metropolis_expansion(b, named["capital"], named[k], explored_tiles=everything,
    ...                       enemy_figure_at={named["D"]}) for k in "ABCD"]
    ['', '', 'off-map', 'enemy-figure']
    """
    if abs(capital[0] - square[0]) + abs(capital[1] - square[1]) != 1:
        return "not-orthogonal"
    for p in (square,):
        if p in board.hole:
            return "hole"
        if not on_map(board, p):
            return "off-map"
    enemy = enemy_figure_at(square) if callable(enemy_figure_at) else square in enemy_figure_at
    if enemy:
        return "enemy-figure"
    around = sorted(outskirts((capital, square)) | {square})
    for p in around:
        if p in board.hole and not hole_outskirts:
            return "hole"
        if not on_map(board, p) and p not in board.hole:
            return "off-map"
    around = [p for p in around if p not in board.hole]
    for p in around:
        if board.tile_of[p] not in explored_tiles:
            return "unexplored"
    for p in around:
        if p != square and p in other_outskirts:
            return "overlaps-outskirts"
    return ""


def metropolis_squares(board: Board, capital: Pos, *, explored_tiles: Container[str],
                       enemy_figure_at: Callable[[Pos], bool] | Container[Pos] = frozenset(),
                       other_outskirts: Container[Pos] = frozenset(),
                       hole_outskirts: bool = False) -> tuple[Pos, ...]:
    """The legal expansion squares of a capital, sorted (see :func:`metropolis_expansion`).

    >>> b, named = cv_ex_4_board()
    >>> metropolis_squares(b, named["capital"], explored_tiles={t.id for t in b.tiles},
    ...                    enemy_figure_at=lambda p: p == named["D"]) == (named["A"], named["B"])
    True
    """
    r, c = capital
    return tuple(p for p in sorted((r + dr, c + dc) for dr, dc in ORTHO)
                 if not metropolis_expansion(board, capital, p, explored_tiles=explored_tiles,
                                             enemy_figure_at=enemy_figure_at, other_outskirts=other_outskirts,
                                             hole_outskirts=hole_outskirts))


# -- the synthetic board of CV-EX-4 -------------------------------------------------------------------

def cv_ex_4_board() -> tuple[Board, dict[str, Pos]]:
    """A small board for the metropolis example (CV-EX-4, L750-763), whose picture is missing.

    SYNTHETIC, consistent with the text (digest §5.3 item 6): an 8×8 map of
    four teaching tiles, the purple capital at (1, 2) one square from the top
    edge; A = (1, 1) grassland; B = (1, 3) water holding a Port; C = (0, 2)
    (its outskirts would leave the map); D = (2, 2) with an enemy figure.

    >>> b, named = cv_ex_4_board()
    >>> b.name, named["B"], b.terrain[named["B"]], b.features[named["B"]]
    ('CV-EX-4 (synthetic, consistent with the text)', (1, 3), 'water', 'building:Port')
    """
    g, w, f, m = "grassland", "water", "forest", "mountain"
    rows = ((g, g, g, w), (g, g, g, w), (f, g, g, g), (m, f, g, g))
    named = {"capital": (1, 2), "A": (1, 1), "B": (1, 3), "C": (0, 2), "D": (2, 2)}
    tiles = []
    for i, (r, c) in enumerate(((0, 0), (0, 4), (4, 0), (4, 4))):
        terrain = rows if i else ((g, g, g, w), (g, g, g, w), (f, g, g, w), (m, f, g, g))
        feats = {(1, 3): "building:Port"} if i == 0 else {}
        tiles.append(Tile(f"ex4-{i + 1}", "neutral", "", (r, c), terrain, MappingProxyType(feats),
                          "synthetic board for CV-EX-4 (digest §5.3 item 6)", "teaching", True))
    board = make_board("CV-EX-4 (synthetic, consistent with the text)", tiles, 8, 8, teaching=True,
                       note="SYNTHETIC board for CV-EX-4: the rulebook's picture is missing; squares placed "
                            "to agree with the text (A, B legal; C off the map; D enemy figure)")
    return board, named


__all__ = ["KINDS", "LANDMARKS", "Board", "LayoutSpec", "Pos", "REASONS", "TERRAINS", "TILE", "Tile",
           "capital_squares", "catalogue", "civ_name", "cv_ex_4_board", "explain", "home_tile", "india_placements", "inner_edge",
           "landmarks", "layout", "layout_specs", "make_board", "metropolis_expansion", "metropolis_squares",
           "n4", "n8", "on_map", "outer_edge", "outskirts", "rule_of", "squares_of_tile"]
