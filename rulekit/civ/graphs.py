"""Civilization as networkx graphs: the map's squares, the tiles of a layout, a tech pyramid, great people.

* :func:`map_graph` — one node per square (terrain, tile, explored, hole), an
  edge between squares that share a side (``kind="orthogonal"``) or a corner
  (``kind="diagonal"``), and two virtual nodes: :data:`OUTER_EDGE`, joined to
  every square on the map's outer edge, and :data:`INNER_EDGE`, joined to every
  square beside the five-player hole (the hole borders the inner edge, never
  the outer one: L387-391). Hole squares are nodes with ``hole=True`` whose
  edges carry ``hole=True``; :func:`movement_graph` drops them (nothing moves
  through the hole).
* :func:`footprint` and :func:`expansion_squares` — a city's or metropolis's
  centre and outskirts, and a capital's legal expansion squares, read from the
  graph alone (the tests check they agree with :mod:`rulekit.civ.board`).
* :func:`tile_graph` — the tiles of a layout and which touch.
* :func:`pyramid_graph` / :func:`legal_slots` — a player's tech pyramid:
  slot rows of 5/4/3/2/1 for levels I-V, each slot above level I resting on
  two slots of the row below (base rule, ``CV-B-02``).
* :func:`great_people_graph` — the card labels and the six marker types they
  take (L725-743: "Great Merchant or Explorer" cards take industrialist markers).

The engine never imports this module; the plain tables are in :mod:`rulekit.civ.board`.

Examples
--------
>>> from rulekit.civ.board import layout
>>> b = layout(5, ("Arabs", "Greeks", "Indians", "Spanish", "Romans"), seed=1)
>>> G = map_graph(b)
>>> G.graph["teaching"], G.degree(INNER_EDGE), G.has_edge((3, 8), OUTER_EDGE)
(True, 16, False)
>>> M = movement_graph(G)
>>> (4, 8) in M, M.has_edge((3, 8), (4, 8))
(False, False)
"""

from __future__ import annotations

from typing import Container, Iterable

import networkx as nx

from rulekit.civ import rulebook as rb
from rulekit.civ.cards import data as card_data
from rulekit.civ.board import KING, ORTHO, TILE, Board, Pos
from rulekit.core.rule import cites

OUTER_EDGE = "OUTER_EDGE"
INNER_EDGE = "INNER_EDGE"
VIRTUAL = (OUTER_EDGE, INNER_EDGE)


# -- the map ---------------------------------------------------------------------------------------

@cites(rb.HOLE, rb.MOVEMENT)
def map_graph(board: Board, explored: Iterable[str] | None = None) -> nx.Graph:
    """The squares of a board as a graph (see the module's notes).

    ``explored`` names the explored tiles (all of them when ``None``); each
    square node has ``terrain``, ``tile``, ``explored``, ``hole``, ``row`` and
    ``col``, plus ``feature`` where the board has one.

    >>> from rulekit.civ.board import layout
    >>> b = layout(2, ("Romans", "Arabs"), seed=0)
    >>> G = map_graph(b, explored={"home:Romans"})
    >>> G.nodes[(1, 1)]["explored"], G.nodes[(1, 5)]["explored"], G.edges[(0, 0), (1, 1)]["kind"]
    (True, False, 'diagonal')
    >>> G.number_of_nodes(), G.degree(OUTER_EDGE), G.degree(INNER_EDGE)
    (130, 44, 0)
    """
    explored = None if explored is None else set(explored)
    G = nx.Graph(name=board.name, teaching=board.teaching, note=board.note, rows=board.rows, cols=board.cols)
    G.add_node(OUTER_EDGE, virtual=True)
    G.add_node(INNER_EDGE, virtual=True)
    for r in range(board.rows):
        for c in range(board.cols):
            p = (r, c)
            if p in board.hole:
                G.add_node(p, row=r, col=c, hole=True, terrain=None, tile="", explored=False)
                continue
            tile = board.tile_of[p]
            attrs = dict(row=r, col=c, hole=False, terrain=board.terrain[p], tile=tile,
                         explored=explored is None or tile in explored)
            if p in board.features:
                attrs["feature"] = board.features[p]
            G.add_node(p, **attrs)
    for r in range(board.rows):
        for c in range(board.cols):
            p = (r, c)
            for dr, dc in KING:
                q = (r + dr, c + dc)
                if q in G and q > p:
                    G.add_edge(p, q, kind="diagonal" if dr and dc else "orthogonal",
                               hole=p in board.hole or q in board.hole)
            if p in board.hole:
                continue
            for dr, dc in ORTHO:
                q = (r + dr, c + dc)
                if not (0 <= q[0] < board.rows and 0 <= q[1] < board.cols):
                    G.add_edge(p, OUTER_EDGE, kind="edge")
                elif q in board.hole:
                    G.add_edge(p, INNER_EDGE, kind="edge")
    return G


def squares(G: nx.Graph) -> list:
    """The square nodes of a map graph (virtual nodes left out), in the graph's order."""
    return [n for n in G if n not in VIRTUAL]


@cites(rb.HOLE, rb.MOVEMENT)
def movement_graph(G: nx.Graph) -> nx.Graph:
    """The squares a figure may step between: orthogonal edges only, no hole square (L387-389).

    >>> from rulekit.civ.board import layout
    >>> M = movement_graph(map_graph(layout(2, ("Romans", "Arabs"), seed=0)))
    >>> M.number_of_nodes(), M.number_of_edges(), all(k == "orthogonal" for *_, k in M.edges(data="kind"))
    (128, 232, True)
    """
    M = nx.Graph(**G.graph)
    M.add_nodes_from((n, d) for n, d in G.nodes(data=True) if n not in VIRTUAL and not d["hole"])
    M.add_edges_from((u, v, d) for u, v, d in G.edges(data=True)
                     if d["kind"] == "orthogonal" and not d["hole"])
    return M


def on_outer_edge(G: nx.Graph, p) -> bool:
    """Whether square ``p`` touches the map's outer edge (a square beside the hole does not, L389-391)."""
    return G.has_edge(p, OUTER_EDGE)


def on_inner_edge(G: nx.Graph, p) -> bool:
    """Whether square ``p`` touches the hole in the middle of the map."""
    return G.has_edge(p, INNER_EDGE)


@cites(rb.METROPOLIS, rb.FOUND_CITY)
def footprint(G: nx.Graph, centers: Iterable[Pos]) -> tuple[frozenset, frozenset]:
    """A city's centre squares and its outskirts, from the graph: every square
    joined to a centre (side or corner), centres excluded.

    Squares off the map are not nodes, so they are missing here (compare with
    :func:`rulekit.civ.board.outskirts`, which keeps them); hole squares are
    nodes and are kept, with ``hole=True``.

    >>> from rulekit.civ.board import layout
    >>> G = map_graph(layout(2, ("Romans", "Arabs"), seed=0))
    >>> [len(footprint(G, c)[1]) for c in ([(5, 5)], [(5, 5), (5, 6)], [(0, 0)], [(0, 0), (0, 1)])]
    [8, 10, 3, 4]
    """
    centers = frozenset(centers)
    around = set()
    for c in centers:
        around.update(q for q in G[c] if q not in VIRTUAL)
    return centers, frozenset(around - centers)


@cites(rb.METROPOLIS_UPGRADE, rb.HOLE)
def expansion_squares(G: nx.Graph, capital: Pos, *, enemy_at: Container = frozenset(),
                      other_outskirts: Container = frozenset(), hole_outskirts: bool = False) -> list:
    """The capital's legal expansion squares, read from the graph (L669-694).

    A square joined to the capital by an orthogonal edge, not in the hole, no
    enemy figure on it, and the pair's footprint: 10 outskirts (fewer means
    some are off the map), none in the hole, all explored, none in
    ``other_outskirts``. Water is allowed (L688-690). ``hole_outskirts``: the
    other reading of AMB-X31 (outskirts may reach into the hole).

    >>> from rulekit.civ.board import cv_ex_4_board
    >>> b, named = cv_ex_4_board()
    >>> expansion_squares(map_graph(b), named["capital"], enemy_at={named["D"]}) == [named["A"], named["B"]]
    True
    """
    out = []
    for e in sorted(q for q, d in G[capital].items() if q not in VIRTUAL and d["kind"] == "orthogonal"):
        if G.nodes[e]["hole"] or e in enemy_at:
            continue
        centres, ring = footprint(G, (capital, e))
        if len(ring) != 10:
            continue
        if not hole_outskirts and any(G.nodes[p]["hole"] for p in ring):
            continue
        if any(not G.nodes[p]["explored"] for p in ring | centres if not G.nodes[p]["hole"]):
            continue
        if any(p in other_outskirts for p in ring):
            continue
        out.append(e)
    return out


# -- the tiles of a layout ---------------------------------------------------------------------------

def tile_graph(board: Board) -> nx.Graph:
    """The tiles of a board and which touch: ``kind="side"`` or ``"corner"``.

    Nodes carry ``kind`` (home/neutral), ``civ``, ``row``/``col`` (the tile's
    place in the tile grid) and ``teaching`` features; the hole, if any, is the
    node ``"HOLE"``.

    >>> from rulekit.civ.board import layout
    >>> T = tile_graph(layout(5, ("Arabs", "Greeks", "Indians", "Spanish", "Romans"), seed=1))
    >>> T.number_of_nodes(), sorted(T.nodes["home:Arabs"].items())[:3]
    (15, [('civ', 'Arabs'), ('col', 0), ('kind', 'home')])
    >>> sum(1 for _, _, k in T.edges("HOLE", data="kind") if k == "side")
    4
    """
    T = nx.Graph(name=board.name, teaching=board.teaching)
    at = {}
    for t in board.tiles:
        cell = (t.origin[0] // TILE, t.origin[1] // TILE)
        T.add_node(t.id, kind=t.kind, civ=t.civ, row=cell[0], col=cell[1])
        at[cell] = t.id
    holes = {(r // TILE, c // TILE) for r, c in board.hole}
    for cell in sorted(holes):
        T.add_node("HOLE", kind="hole", civ="", row=cell[0], col=cell[1])
        at[cell] = "HOLE"
    for (r, c), a in at.items():
        for dr, dc in KING:
            b = at.get((r + dr, c + dc))
            if b is not None and a != b and not T.has_edge(a, b):
                T.add_edge(a, b, kind="corner" if dr and dc else "side")
    return T


# -- the tech pyramid --------------------------------------------------------------------------------

LEVELS = (1, 2, 3, 4, 5)
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"}


@cites(rb.PYRAMID)
def pyramid_graph(techs: Iterable[tuple[str, int]], supported: bool = True) -> nx.DiGraph:
    """A tech pyramid: slot rows of 5/4/3/2/1 for levels I-V (level I grows as needed).

    ``supported=False`` draws a pyramid whose techs need not all rest on two techs below:
    a starting tech kept at its printed level (``starting_tech_row="printed"``, AMB-X10)
    waits for its support, its slots below empty.

    Each slot ``(level, i)`` of level II+ rests on ``(level-1, i)`` and
    ``(level-1, i+1)``: edges point from a supporting slot up to the slot it
    holds. ``techs`` fill each level's row from the left, in the given order.
    Slot nodes carry ``level``, ``idx``, ``tech`` (``None`` when empty) and
    ``legal`` (the next tech of that level may go there, :func:`legal_slots`).

    >>> P = pyramid_graph([("Pottery", 1), ("Writing", 1), ("Currency", 2)])
    >>> P.nodes[(2, 0)]["tech"], sorted(P.predecessors((2, 0)))
    ('Currency', [(1, 0), (1, 1)])
    >>> [n for n in P if P.nodes[n]["legal"]]
    [(1, 2)]
    >>> pyramid_graph([("Currency", 2)])
    Traceback (most recent call last):
    ...
    ValueError: Currency (level II) has no slot resting on two level I techs (CV-B-02)
    """
    rows: dict[int, list] = {lv: [] for lv in LEVELS}
    for name, level in techs:
        if level not in LEVELS:
            raise ValueError(f"{name}: a tech's level is 1-5, not {level!r}")
        rows[level].append(name)
    for lv in LEVELS[1:] if supported else ():
        if len(rows[lv]) > max(0, len(rows[lv - 1]) - 1):
            raise ValueError(f"{rows[lv][-1]} (level {ROMAN[lv]}) has no slot resting on two level "
                             f"{ROMAN[lv - 1]} techs (CV-B-02)")
    P = nx.DiGraph(rule=str(rb.PYRAMID))
    width = {lv: max(6 - lv, len(rows[lv]) + (1 if lv == 1 else 0), len(rows.get(lv - 1, [])) - 1)
             for lv in LEVELS}
    for lv in LEVELS:
        for i in range(width[lv]):
            P.add_node((lv, i), level=lv, idx=i, tech=rows[lv][i] if i < len(rows[lv]) else None, legal=False)
    for lv in LEVELS[1:]:
        for i in range(width[lv]):
            for j in (i, i + 1):
                if (lv - 1, j) in P:
                    P.add_edge((lv - 1, j), (lv, i))
    for slot in legal_slots(P):
        P.nodes[slot]["legal"] = True
    return P


@cites(rb.PYRAMID)
def legal_slots(P: nx.DiGraph) -> list:
    """The slots where a player's next tech may go: per level, the row's first
    empty slot, if it is level I or both slots under it hold a tech.

    >>> legal_slots(pyramid_graph([("A", 1), ("B", 1), ("C", 1)]))
    [(1, 3), (2, 0)]
    """
    out = []
    for lv in LEVELS:
        empty = sorted(i for (level, i), t in P.nodes(data="tech") if level == lv and t is None)
        if not empty:
            continue
        slot = (lv, empty[0])
        below = list(P.predecessors(slot))
        if lv == 1 or (len(below) == 2 and all(P.nodes[b]["tech"] is not None for b in below)):
            out.append(slot)
    return out


# -- great people --------------------------------------------------------------------------------

#: The six great-person marker types (L725-727), English and Polish.
GP_MARKERS = (("artist", "artysta"), ("builder", "budowniczy"), ("general", "generał"),
              ("humanitarian", "społecznik"), ("industrialist", "przemysłowiec"), ("scientist", "naukowiec"))


@cites(rb.GP_GAIN)
def great_people_graph(people: bool = False) -> nx.Graph:
    """The bipartite graph card label ↔ marker type (L725-743), from :func:`rulekit.civ.cards.data`.

    Each label a card may print (English, the workbook's wording, Polish) is
    joined to the one marker type it takes: "Great Merchant or Explorer" cards
    take industrialist markers (L741-743). With ``people``, each of the 42
    great people is joined to its card label too.

    >>> G = great_people_graph()
    >>> sorted(G["label:Great Merchant or Explorer"]), sorted(G["label:Wielki kupiec lub badacz"])
    (['marker:industrialist'], ['marker:industrialist'])
    >>> nx.is_bipartite(G), sum(1 for n in G if n.startswith("marker:"))
    (True, 6)
    """
    d = card_data()
    G = nx.Graph(rule=str(rb.GP_GAIN))
    for marker, pl in GP_MARKERS:
        G.add_node(f"marker:{marker}", kind="marker", name_en=marker, name_pl=pl)
    for label, marker in sorted(d.gp_types.items()):
        if f"marker:{marker}" not in G:
            raise ValueError(f"card label {label!r} takes {marker!r}, not one of the six marker types (L725-727)")
        G.add_node(f"label:{label}", kind="label", label=label)
        G.add_edge(f"label:{label}", f"marker:{marker}")
    if people:
        for name, gp in sorted(d.great_people.items()):
            G.add_node(f"person:{name}", kind="person", expansion=gp.expansion, confidence=gp.confidence)
            G.add_edge(f"person:{name}", f"label:{gp.card_label}")
    return G


__all__ = ["GP_MARKERS", "INNER_EDGE", "LEVELS", "OUTER_EDGE", "VIRTUAL", "expansion_squares", "footprint",
           "great_people_graph", "legal_slots", "map_graph", "movement_graph", "on_inner_edge", "on_outer_edge",
           "pyramid_graph", "squares", "tile_graph"]
