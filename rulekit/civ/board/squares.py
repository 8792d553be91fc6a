"""The map's tiles, layouts and squares: tiles and the layout of each player count, the board built
from them, neighbours, outskirts, landmarks, home tiles, capitals and India's placements."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Iterable, Mapping

from rulekit.civ import rulebook as rb
from rulekit.core.data import Record, read_toml
from rulekit.core.rule import cites

Pos = tuple[int, int]


MAP_FILE = Path(__file__).parent.parent / "data" / "map.toml"
TILE = 4
TERRAINS = ("grassland", "forest", "mountain", "desert", "water")
KINDS = ("home", "neutral")
#: The landmark names as the map's features say them (``"landmark:Atlantis"``), L590-623.
LANDMARKS = ("Atlantis", "Confucian Academy", "Seven Cities of Gold")
ORTHO = ((-1, 0), (0, -1), (0, 1), (1, 0))
KING = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))

#: Why a metropolis expansion square is refused (:func:`metropolis_expansion`): reason code →
#: (the rule, a sentence a player understands).
REASONS = {
    "not-orthogonal": (rb.METROPOLIS_UPGRADE.at("CV-R-41", "L669-672"),
                       "the expansion square must share a side with the capital's square (not diagonal)"),
    "enemy-figure": (rb.METROPOLIS_UPGRADE.at("CV-R-41", "L674-675"),
                     "an enemy figure stands on the expansion square"),
    "off-map": (rb.METROPOLIS_UPGRADE.at("CV-R-41", "L692-694"), "the metropolis's outskirts would go off the map"),
    "hole": (rb.HOLE, "the metropolis would reach into the hole in the middle of the map"),
    "unexplored": (rb.METROPOLIS_UPGRADE.at("CV-R-41", "L692-694"),
                   "the metropolis's outskirts would reach unexplored territory"),
    "overlaps-outskirts": (rb.METROPOLIS_UPGRADE.at("CV-R-41", "L692-694"),
                           "the metropolis's outskirts would overlap another city's outskirts"),
}


def rule_of(reason: str):
    """The :class:`~rulekit.core.rule.Rule` behind a refusal code of :func:`metropolis_expansion`.

    >>> str(rule_of("off-map"))
    'CV-R-41, §10.4a ROZBUDOWA STOLICY DO METROPOLII (Upgrading the capital to a metropolis), L692-694'
    """
    return REASONS[reason][0]


def explain(reason: str) -> str:
    """The sentence for a refusal code (``""`` for a legal square).

    >>> explain("enemy-figure")
    'an enemy figure stands on the expansion square'
    """
    return REASONS[reason][1] if reason else ""


# -- tiles ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Tile:
    """A map tile placed with its top-left square at ``origin``.

    ``terrain`` is 4 rows of 4 terrain names (``None`` where the image reading
    failed); ``features`` maps a square *inside the tile* ``(r, c)`` to
    ``"hut"``, ``"village"`` or ``"landmark:<name>"``.
    """

    id: str
    kind: str
    civ: str
    origin: Pos
    terrain: tuple
    features: Mapping = field(default_factory=dict, hash=False)
    source: str = ""
    confidence: str = "unverified"
    teaching: bool = False
    expansion: str = ""
    uncertain: str = ""
    country: str = ""

    def squares(self) -> tuple[Pos, ...]:
        """The tile's 16 squares on the map, row by row."""
        r0, c0 = self.origin
        return tuple((r0 + r, c0 + c) for r in range(TILE) for c in range(TILE))


@lru_cache(maxsize=1)
def catalogue() -> Mapping[str, Tile]:
    """Every tile of ``data/map.toml`` by id (origin ``(0, 0)``), with its teaching features.

    >>> t = catalogue()
    >>> len(t), sum(x.kind == "home" for x in t.values())
    (38, 10)
    >>> t["home:Arabs"].terrain[0], t["home:Arabs"].expansion
    ((None, 'desert', 'desert', 'water'), 'F&F')
    >>> sorted(t["tile19"].features.items())
    [((0, 0), 'hut'), ((1, 2), 'landmark:Atlantis'), ((3, 3), 'village')]
    """
    data = Record(MAP_FILE, "", read_toml(MAP_FILE)).only(("meta", "tile", "landmark", "spot", "layout"))
    features: dict[str, dict] = {}
    for r in data.records("landmark", distinct=True):
        r.only(("name", "name_pl", "terrain", "terrain_source", "tile", "square", "teaching", "source",
                "confidence"))
        name = r.text("name", choices=LANDMARKS)
        features.setdefault(r.text("tile"), {})[_square(r, "square")] = f"landmark:{name}"
    for r in data.records("spot", distinct=True):
        r.only(("tile", "hut", "village", "teaching", "source", "confidence"))
        r.provenance()
        for kind in ("hut", "village"):
            for i, _ in enumerate(r.data.get(kind, [])):
                sq = _square(r, kind, i)
                if sq in features.get(r.text("tile"), {}):
                    raise r.error(kind, f"square {sq} of {r.text('tile')} already holds a feature")
                features.setdefault(r.text("tile"), {})[sq] = kind
    tiles: dict[str, Tile] = {}
    for r in data.records("tile", distinct=True):
        r.only(("id", "kind", "civ", "country", "expansion", "terrain", "uncertain", "duplicate_of", "image", "source",
                "confidence"))
        source, confidence = r.provenance()
        rows = r.data.get("terrain")
        if not (isinstance(rows, list) and len(rows) == TILE and all(isinstance(x, list) and len(x) == TILE
                                                                      for x in rows)):
            raise r.error("terrain", "must be 4 rows of 4 terrain names")
        for row in rows:
            for t in row:
                if t != "unknown" and t not in TERRAINS:
                    raise r.error("terrain", f"{t!r} is not one of {', '.join(TERRAINS)} or 'unknown'")
        tid = r.text("id")
        if tid in tiles:
            raise r.error("id", f"tile {tid} is listed twice")
        kind = r.text("kind", choices=KINDS)
        civ = r.text("civ", "", empty=True)
        if (kind == "home") != bool(civ):
            raise r.error("civ", "a home tile names its civilization and a neutral tile none")
        terrain = tuple(tuple(None if t == "unknown" else t for t in row) for row in rows)
        tiles[tid] = Tile(tid, kind, civ, (0, 0), terrain, MappingProxyType(features.get(tid, {})), source,
                          confidence, False, r.text("expansion", "", empty=True), r.text("uncertain", "", empty=True),
                          r.text("country", "", empty=True))
    for r in data.records("landmark", distinct=True):
        tid, sq = r.text("tile"), _square(r, "square")
        if tid not in tiles:
            raise r.error("tile", f"no tile {tid!r}")
        if tiles[tid].terrain[sq[0]][sq[1]] != r.text("terrain", choices=TERRAINS):
            raise r.error("square", f"square {sq} of {tid} is not {r.text('terrain')} on the map data")
    for r in data.records("spot", distinct=True):
        if r.text("tile") not in tiles:
            raise r.error("tile", f"no tile {r.text('tile')!r}")
    return MappingProxyType(tiles)


def _square(r: Record, name: str, index: int | None = None) -> Pos:
    value = r.data.get(name)
    if index is not None:
        value = value[index] if isinstance(value, list) and index < len(value) else None
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) and 0 <= v < TILE
                                                                for v in value)):
        raise r.error(name, f"must be a square [row, col] inside a tile (0-3), not {value!r}")
    return (value[0], value[1])


@lru_cache(maxsize=1)
def _civ_names() -> Mapping[str, str]:
    names = {}
    for t in catalogue().values():
        if t.kind == "home":
            names[t.civ] = t.civ
            if t.country:
                names[t.country] = t.civ
    return MappingProxyType(names)


def civ_name(civ: str) -> str:
    """The people's name a home tile carries (``"Arabs"``), from it or the country's (``"Arabia"``).

    >>> civ_name("Arabia"), civ_name("Arabs")
    ('Arabs', 'Arabs')
    """
    names = _civ_names()
    if civ not in names:
        raise KeyError(f"no home tile for {civ!r} in data/map.toml (known: {', '.join(sorted(set(names.values())))})")
    return names[civ]


@dataclass(frozen=True)
class LayoutSpec:
    """A teaching layout from ``data/map.toml``: a grid of tile positions."""

    players: int
    tile_rows: int
    tile_cols: int
    homes: tuple
    hole: tuple
    note: str
    source: str


@lru_cache(maxsize=1)
def layout_specs() -> Mapping[int, LayoutSpec]:
    """The teaching layouts by player count.

    >>> s = layout_specs()[5]
    >>> (s.tile_rows, s.tile_cols), s.hole, len(s.homes)
    ((3, 5), ((1, 2),), 5)
    """
    data = Record(MAP_FILE, "", read_toml(MAP_FILE))
    specs = {}
    for r in data.records("layout", distinct=True):
        r.only(("players", "tile_rows", "tile_cols", "homes", "hole", "note", "teaching", "source", "confidence"))
        source, _ = r.provenance()
        n = r.whole("players", minimum=2, maximum=5)
        rows, cols = r.whole("tile_rows", minimum=1), r.whole("tile_cols", minimum=1)
        cells = {}
        for name in ("homes", "hole"):
            value = r.data.get(name, [])
            if not (isinstance(value, list) and all(isinstance(p, list) and len(p) == 2 and 0 <= p[0] < rows
                                                    and 0 <= p[1] < cols for p in value)):
                raise r.error(name, "must be a list of tile positions [row, col] inside the grid")
            cells[name] = tuple((p[0], p[1]) for p in value)
        if len(cells["homes"]) != n:
            raise r.error("homes", f"a {n}-player layout places {n} home tiles, not {len(cells['homes'])}")
        if len(set(cells["homes"]) | set(cells["hole"])) != n + len(cells["hole"]):
            raise r.error("hole", "a tile position is used twice")
        specs[n] = LayoutSpec(n, rows, cols, cells["homes"], cells["hole"], r.text("note"), source)
    return MappingProxyType(specs)


# -- the board -----------------------------------------------------------------------------------

@dataclass(frozen=True, eq=False)
class Board:
    """A whole map: tiles placed on a grid of squares, with a hole or not.

    ``terrain``, ``tile_of`` and ``features`` are keyed by every square of the
    map (hole squares are in none of them). ``n4``/``n8`` tables are computed
    once here. ``players``, ``civs`` and ``seed`` say how :func:`layout` built
    it, so a saved game needs only those three to rebuild it.
    """

    name: str
    teaching: bool
    note: str
    rows: int
    cols: int
    tiles: tuple
    terrain: Mapping
    tile_of: Mapping
    hole: frozenset
    features: Mapping
    players: int = 0
    civs: tuple = ()
    seed: int = 0
    _n4: Mapping = field(default_factory=dict, repr=False)
    _n8: Mapping = field(default_factory=dict, repr=False)
    _tiles: Mapping = field(default_factory=dict, repr=False)

    def __repr__(self) -> str:
        return f"Board({self.name!r}, {self.rows}x{self.cols}, {len(self.tiles)} tiles)"

    def tile(self, tile_id: str) -> Tile:
        """A placed tile by id."""
        if tile_id not in self._tiles:
            raise KeyError(f"no tile {tile_id!r} on the map {self.name!r}")
        return self._tiles[tile_id]

    def squares(self) -> tuple[Pos, ...]:
        """Every square of the map (hole excluded), row by row."""
        return tuple(self._n4)


def make_board(name: str, tiles: Iterable[Tile], rows: int, cols: int, hole: Iterable[Pos] = (), *,
               teaching: bool = True, note: str = "", players: int = 0, civs: tuple = (), seed: int = 0) -> Board:
    """Assemble a board from placed tiles, checking that each square lies in exactly one tile.

    >>> t = replace(catalogue()["tile01"], origin=(0, 0))
    >>> b = make_board("one tile", [t], 4, 4)
    >>> b.terrain[(0, 0)], b.tile_of[(3, 3)], n4(b, (3, 3))
    ('grassland', 'tile01', ((2, 3), (3, 2)))
    >>> make_board("gap", [t], 4, 8)
    Traceback (most recent call last):
    ...
    ValueError: map 'gap': square (0, 4) lies in no tile and not in the hole
    """
    tiles = tuple(tiles)
    hole = frozenset(hole)
    terrain, tile_of, features = {}, {}, {}
    for t in tiles:                         # each tile's squares read once a placed tile (_cells)
        squares, kinds, placed = _cells(t)
        before = len(tile_of)
        tile_of.update(dict.fromkeys(squares, t.id))
        if len(tile_of) != before + len(squares) or not _inside(squares, rows, cols) or not hole.isdisjoint(squares):
            _check_squares(name, tiles, rows, cols, hole)   # raises, naming the square
        terrain.update(zip(squares, kinds))
        features.update(placed)
    on_map_hole = sum(1 for r, c in hole if 0 <= r < rows and 0 <= c < cols)    # a hole square off the map is allowed
    if len(tile_of) + on_map_hole != rows * cols:           # a square in no tile and not in the hole
        _check_squares(name, tiles, rows, cols, hole)
    n4_table, n8_table = _neighbours(rows, cols, hole)        # every square not in the hole lies in a tile
    return Board(name, teaching, note, rows, cols, tiles, MappingProxyType(terrain), MappingProxyType(tile_of),
                 hole, MappingProxyType(features), players, tuple(civs), seed, n4_table, n8_table,
                 MappingProxyType({t.id: t for t in tiles}))


#: (tile id, origin, terrain, features) -> :func:`_cells` of the tile so placed: keyed by plain values (a key and
#: its value hold no object a garbage collection keeps walking), bounded by the tiles and the origins
_CELLS: dict = {}


def _cells(t: Tile) -> tuple:
    """A placed tile's squares row by row, their terrains, and its features keyed by map square: read once
    a placed tile (a layout places the same tiles at the same origins again and again)."""
    key = (t.id, t.origin, t.terrain, tuple(t.features.items()))
    got = _CELLS.get(key)
    if got is None:
        squares = t.squares()
        r0, c0 = t.origin
        got = _CELLS[key] = (squares, tuple(t.terrain[r - r0][c - c0] for r, c in squares),
                             tuple(((r0 + r, c0 + c), f) for (r, c), f in t.features.items()))
    return got


def _inside(squares: tuple, rows: int, cols: int) -> bool:
    """Whether a tile's squares (row by row: the first and the last are its corners) lie on a
    ``rows`` x ``cols`` map."""
    (r0, c0), (r1, c1) = squares[0], squares[-1]
    return 0 <= r0 and 0 <= c0 and r1 < rows and c1 < cols


def _check_squares(name: str, tiles: tuple, rows: int, cols: int, hole: frozenset) -> None:
    """:func:`make_board`'s checks square by square: the ``ValueError`` naming the first square that lies off
    the map, in two tiles, in a tile and the hole, or in no tile and not in the hole (asked when the counts
    of squares say that one does)."""
    tile_of = {}
    for t in tiles:
        for (r, c) in t.squares():
            p = (r, c)
            if not (0 <= r < rows and 0 <= c < cols):
                raise ValueError(f"map {name!r}: tile {t.id} reaches {p}, off the {rows}x{cols} map")
            if p in tile_of or p in hole:
                raise ValueError(f"map {name!r}: square {p} lies in two tiles or in the hole")
            tile_of[p] = t.id
    for r in range(rows):
        for c in range(cols):
            if (r, c) not in tile_of and (r, c) not in hole:
                raise ValueError(f"map {name!r}: square {(r, c)} lies in no tile and not in the hole")


@lru_cache(maxsize=16)
def _neighbours(rows: int, cols: int, hole: frozenset) -> tuple:
    """The orthogonal and the king's-move neighbours of each square of a ``rows`` x ``cols`` map
    without ``hole`` (each sorted): the same for every map of that shape, built once a shape, not
    at every new game."""
    squares = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in hole]
    on = set(squares)

    def near(p, steps):
        return tuple(sorted(q for q in ((p[0] + dr, p[1] + dc) for dr, dc in steps) if q in on))

    return (MappingProxyType({p: near(p, ORTHO) for p in squares}),
            MappingProxyType({p: near(p, KING) for p in squares}))


#: a few layouts only: a game asks for its own again and again (``State.board``), a new game for
#: another; each board kept is some twenty objects a full garbage collection walks
@lru_cache(maxsize=8)
@cites(rb.HOLE, rb.LANDMARK_PLACED)
def layout(players: int, civs: tuple[str, ...], seed: int = 0) -> Board:
    """The teaching map for ``players`` (2-5): home tiles at the seats, neutral tiles face down.

    The home tiles follow ``civs`` in seat order. The neutral tiles are the
    three landmark tiles and others drawn with ``seed``, shuffled by ``seed``.
    Every layout is our teaching layout (``board.teaching``, ``board.note``);
    the five-player one has a one-tile hole in the middle (L387-391).

    >>> b = layout(5, ("Arabs", "Greeks", "Indians", "Spanish", "Romans"), seed=3)
    >>> b.rows, b.cols, len(b.hole), len(b.tiles), b.note.startswith("TEACHING LAYOUT")
    (12, 20, 16, 14, True)
    >>> layout(2, ("Romans",))
    Traceback (most recent call last):
    ...
    ValueError: a 2-player map needs 2 civilizations (one per seat), not 1: ('Romans',)
    """
    civs = tuple(civs)
    if not all(isinstance(c, str) for c in civs):
        raise ValueError(f"civilizations are named by text, not {civs!r}")
    specs = layout_specs()
    if players not in specs:
        raise ValueError(f"the map is laid out for 2 to 5 players, not {players!r}")
    if len(civs) != players:
        raise ValueError(f"a {players}-player map needs {players} civilizations (one per seat), "
                         f"not {len(civs)}: {civs}")
    if len(set(civs)) != len(civs):
        raise ValueError(f"each civilization has one home tile; {civs} names one twice")
    tiles = catalogue()
    homes, landmark_tiles, others = _tile_sets(tiles)
    for civ in civs:
        if civ not in _civ_names():
            raise ValueError(f"no home tile for {civ!r} in data/map.toml (known: {', '.join(sorted(homes))})")
    civs = tuple(civ_name(c) for c in civs)
    if len(set(civs)) != len(civs):
        raise ValueError(f"each civilization has one home tile; {civs} names one twice")
    spec = specs[players]
    free = [(r, c) for r in range(spec.tile_rows) for c in range(spec.tile_cols)
            if (r, c) not in spec.homes and (r, c) not in spec.hole]
    rng = random.Random(seed)
    chosen = landmark_tiles[:len(free)] + rng.sample(others, max(0, len(free) - len(landmark_tiles)))
    rng.shuffle(chosen)
    placed = [replace(homes[civ], origin=(r * TILE, c * TILE)) for civ, (r, c) in zip(civs, spec.homes)]
    placed += [replace(tiles[tid], origin=(r * TILE, c * TILE)) for tid, (r, c) in zip(chosen, free)]
    hole = [(r * TILE + i, c * TILE + j) for r, c in spec.hole for i in range(TILE) for j in range(TILE)]
    return make_board(f"teaching layout, {players} players", placed, spec.tile_rows * TILE,
                      spec.tile_cols * TILE, hole, teaching=True, note=spec.note, players=players, civs=civs,
                      seed=seed)


#: ``[the tiles, _tile_sets(the tiles)]``: found once for the catalogue they read
_TILE_SETS: list = [None, None]


def _tile_sets(tiles: Mapping) -> tuple:
    """What :func:`layout` draws from, found once for the catalogue ``tiles``: ``(civilization -> its home tile,
    the landmark tiles' ids sorted, the other neutral tiles' ids sorted)`` (tile25b left out: the same terrain
    as tile25, one tile scanned twice)."""
    known = _TILE_SETS
    if known[0] is not tiles:
        homes = {t.civ: t for t in tiles.values() if t.kind == "home"}
        landmark_tiles = sorted({tid for tid, t in tiles.items() if any(f.startswith("landmark:")
                                                                       for f in t.features.values())})
        others = sorted(tid for tid, t in tiles.items() if t.kind == "neutral" and tid not in landmark_tiles
                        and tid != "tile25b")
        known[:] = [tiles, (homes, landmark_tiles, others)]
    return known[1]


# -- squares and neighbours ------------------------------------------------------------------------

def on_map(board: Board, p: Pos) -> bool:
    """Whether ``p`` is a square of the map (inside its bounds and not in the hole)."""
    return p in board._n4


@cites(rb.MOVEMENT)
def n4(board: Board, p: Pos) -> tuple[Pos, ...]:
    """The on-map squares sharing a side with ``p`` (hole and off-map excluded), sorted."""
    return board._n4.get(p, ())


def n8(board: Board, p: Pos) -> tuple[Pos, ...]:
    """The on-map squares sharing a side or a corner with ``p``, sorted."""
    return board._n8.get(p, ())


@cites(rb.HOLE)
def outer_edge(board: Board, p: Pos) -> bool:
    """Whether square ``p`` borders the outside of the map (a side on the map's outer edge).

    The five-player hole is *not* outside: a square beside it borders the inner
    edge only (L389-391; CV-EX-35).
    """
    return on_map(board, p) and any(not (0 <= p[0] + dr < board.rows and 0 <= p[1] + dc < board.cols)
                                    for dr, dc in ORTHO)


@cites(rb.HOLE)
def inner_edge(board: Board, p: Pos) -> bool:
    """Whether square ``p`` shares a side with the hole in the middle of the map (L389-391)."""
    return on_map(board, p) and any((p[0] + dr, p[1] + dc) in board.hole for dr, dc in ORTHO)


@cites(rb.METROPOLIS, rb.FOUND_CITY)
def outskirts(centers: Iterable[Pos]) -> frozenset[Pos]:
    """The outskirts of a city with these centre squares, by geometry alone.

    One centre: its 8 surrounding squares; two (a metropolis, orthogonally
    adjacent): the 10 squares around the pair (L655-658, L705-706). Squares
    off the map are included, so a caller can tell that outskirts would leave it.

    >>> len(outskirts([(0, 0)])), (-1, -1) in outskirts([(0, 0)])
    (8, True)
    >>> sorted(outskirts([(1, 1), (2, 1)]))[:4]
    [(0, 0), (0, 1), (0, 2), (1, 0)]
    >>> outskirts([(1, 1), (2, 2)])
    Traceback (most recent call last):
    ...
    ValueError: a metropolis's two centre squares share a side (L669-672), not (1, 1) and (2, 2)
    """
    return _outskirts(tuple(centers))


@lru_cache(maxsize=4096)
def _outskirts(centers: tuple) -> frozenset[Pos]:
    """:func:`outskirts` of these centres, once per centres (geometry alone: a table bounded by the squares)."""
    if len(centers) == 2:
        (a, b), (c, d) = centers
        if abs(a - c) + abs(b - d) != 1:
            raise ValueError(f"a metropolis's two centre squares share a side (L669-672), "
                             f"not {centers[0]} and {centers[1]}")
    elif len(centers) != 1:
        raise ValueError(f"a city has 1 centre square and a metropolis 2, not {len(centers)}")
    around = {(r + dr, c + dc) for r, c in centers for dr, dc in KING}
    return frozenset(around - set(centers))


#: ``[board, centres -> their outskirts on it]`` for the board last asked (:func:`outskirts_on`): one game's
#: cities at a time, so that boards of past games carry no table for the garbage collector to walk
_ON_BOARD: list = [None, {}]


def outskirts_on(board: Board, centers: tuple) -> tuple[Pos, ...]:
    """The :func:`outskirts` of a city with these centres that are squares of ``board``, sorted, kept by
    centres for the board last asked (a city's outskirts on the map do not change while it stands, so a
    state whose cities change asks again only for a city it has not met).

    >>> b = layout(2, ("Romans", "Greeks"))
    >>> outskirts_on(b, ((0, 0),))
    ((0, 1), (1, 0), (1, 1))
    """
    last = _ON_BOARD
    if last[0] is not board:
        last[:] = board, {}
    known = last[1]
    got = known.get(centers)
    if got is None:
        got = known[centers] = tuple(sorted(p for p in outskirts(centers) if on_map(board, p)))
    return got


@lru_cache(maxsize=4096)
def block(p: Pos) -> tuple[Pos, ...]:
    """``p`` and its :func:`outskirts` as a city centred on it, sorted (off-map squares included): the
    squares a city founded there would take (once per square: geometry alone).

    >>> block((0, 0))[:4], len(block((0, 0)))
    (((-1, -1), (-1, 0), (-1, 1), (0, -1)), 9)
    """
    return tuple(sorted(outskirts((p,)) | {p}))


def squares_of_tile(board: Board, tile_id: str) -> tuple[Pos, ...]:
    """The 16 squares of a placed tile."""
    return board.tile(tile_id).squares()


@cites(rb.LANDMARK_PLACED)
def landmarks(board: Board) -> dict[str, Pos]:
    """Where each landmark square of the board is, by name (teaching positions).

    >>> b = layout(4, ("Romans", "Arabs", "Greeks", "Spanish"), seed=0)
    >>> sorted(landmarks(b)), b.terrain[landmarks(b)["Atlantis"]]
    (['Atlantis', 'Confucian Academy', 'Seven Cities of Gold'], 'water')
    """
    return {f.split(":", 1)[1]: p for p, f in sorted(board.features.items()) if f.startswith("landmark:")}


# -- home tiles, capitals, India ------------------------------------------------------------------

def home_tile(board: Board, civ: str) -> Tile:
    """The home tile of ``civ`` (the people's or the country's name) on this board."""
    civ = civ_name(civ)
    for t in board.tiles:
        if t.kind == "home" and t.civ == civ:
            return t
    raise KeyError(f"no home tile of {civ!r} on the map {board.name!r}")


@cites(rb.FOUND_CITY, rb.INDIA)
def capital_squares(board: Board, civ: str) -> tuple[Pos, ...]:
    """The 4 central squares of ``civ``'s home tile, where the capital goes (base rule; India: L356-359)."""
    r0, c0 = home_tile(board, civ).origin
    return ((r0 + 1, c0 + 1), (r0 + 1, c0 + 2), (r0 + 2, c0 + 1), (r0 + 2, c0 + 2))


@cites(rb.INDIA)
def india_placements(board: Board, civ: str = "Indians") -> tuple[tuple[Pos, Pos], ...]:
    """Where India's starting metropolis may go: 2 of the 4 central home squares, not diagonally (L356-359).

    The four orthogonal pairs (two across, two down); each has 10 outskirts,
    all on India's home tile (CV-EX-12).

    >>> b = layout(2, ("Indians", "Romans"), seed=0)
    >>> india_placements(b)
    (((1, 1), (1, 2)), ((1, 1), (2, 1)), ((1, 2), (2, 2)), ((2, 1), (2, 2)))
    """
    sq = capital_squares(board, civ)
    return tuple(sorted((a, b) for i, a in enumerate(sq) for b in sq[i + 1:]
                        if abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1))
