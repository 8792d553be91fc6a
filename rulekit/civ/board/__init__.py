"""The Civilization map as plain data: tiles of 4×4 squares, a layout per player count, neighbours.

Pure Python (standard library only): the engine asks "which squares touch this
one?" at almost every step, so :class:`Board` carries neighbour tables built
once. :mod:`rulekit.civ.graphs` builds networkx graphs from the same functions,
for pictures and teaching; the engine never imports networkx.

What is known, and how well (``data/map.toml`` says it record by record):

* the tiles are 4×4 squares; the terrain of each square is **image-derived**
  (an automatic colour reading of tile pictures, confidence ``unverified``);
  a square it could not read has terrain ``None``;
* the three landmark squares (*zabytki*, L564-623) have printed terrains, but
  their tiles and squares are not in our sources: they sit on **teaching**
  squares of the right terrain; huts and villages sit on **teaching** spots;
* every layout is a **teaching layout**: the base game's layouts are not in
  our rulebook and the five-player picture (p. 6, L383-391) is missing. The
  five-player layout has a hole in the middle that no move crosses and that
  borders the *inner* edge of the map, never the outer one (L387-391).

Coordinates are ``Pos = (row, col)``, row 0 at the top, col 0 at the left.

Examples
--------
>>> b = layout(2, ("Romans", "Arabs"), seed=1)
>>> b.rows, b.cols, b.teaching, len(b.tiles)
(8, 16, True, 8)
>>> home_tile(b, "Arabs").origin, capital_squares(b, "Romans")
((4, 12), ((1, 1), (1, 2), (2, 1), (2, 2)))
>>> n4(b, (0, 0)), len(n8(b, (5, 5)))
(((0, 1), (1, 0)), 8)
>>> sorted(outskirts([(1, 1)])) == sorted(set(n8(b, (1, 1))))
True
>>> len(outskirts([(3, 3), (3, 4)]))
10
"""

from __future__ import annotations

from rulekit.civ.board.metropolis import (cv_ex_4_board, metropolis_expansion, metropolis_squares)
from rulekit.civ.board.squares import (Pos, Board, KINDS, KING, LANDMARKS, LayoutSpec, MAP_FILE, ORTHO, REASONS,
    TERRAINS, TILE, Tile, block, capital_squares, catalogue, civ_name, explain, home_tile, india_placements,
    inner_edge, landmarks, layout, layout_specs, make_board, n4, n8, on_map, outer_edge, outskirts, outskirts_on, rule_of,
    squares_of_tile)
