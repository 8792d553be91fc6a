"""Mosaic as networkx graphs: the Regions, the map's hex spaces, the technologies.

* :func:`region_graph` — the seven Regions and their adjacency, in the two
  readings of AMB-26 (``"printed"``: the four pairs of L1030-1032; ``"land"``:
  with the land borders the list seems to imply), optionally only the Regions
  in play for a player count (L482-493).
* :func:`map_graph` — the hex spaces of a map (by default our **teaching map**)
  with their side-sharing neighbours; the graph says whether it is a teaching map.
* :func:`tech_graph` — pillars ↔ technologies: ``PILLAR → TECH`` edges for
  requirements, ``TECH → PILLAR`` for the symbols a card provides. From the
  printed data every symbol is unknown (``None``) and there are no edges; with
  ``symbols="teaching"`` the graph uses the labelled teaching assignment.
* :func:`unlocks` — the projection between technologies: A → B when A provides
  a pillar B requires.

The adjacency itself is plain data in :mod:`rulekit.mosaic.board`, which the
engine reads without importing networkx; these graphs are built from it.

Examples
--------
>>> G = region_graph()
>>> G.number_of_edges(), sorted(n for n in G if G.degree(n) == 0)
(4, ['ASSYRIA', 'GAUL'])
>>> region_graph("land").number_of_edges()
8
>>> T = tech_graph()
>>> T.graph["symbols"], T.number_of_edges(), T.nodes["S1"]["requires"] is None
('printed (unknown)', 0, True)
"""

from __future__ import annotations

import networkx as nx

from rulekit.core.rule import cites
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.board import READINGS, hex_neighbours, region_edges, regions, space_neighbours  # noqa: F401
from rulekit.mosaic.board import adjacent as _adjacent
from rulekit.mosaic.cards import PILLARS, Map, data

TEACHING_SYMBOLS = "teaching assignment"


@cites(rb.ADJACENCY, rb.REGIONS_IN_PLAY)
def region_graph(reading: str = "printed", players: int | None = None) -> nx.Graph:
    """The Regions and which are adjacent, in one reading of AMB-26.

    With ``players``, only the Regions in play (units may not pass through the
    others, L491-492).

    >>> sorted(region_graph(players=2).nodes)
    ['ASSYRIA', 'EGYPT', 'GREECE', 'ITALY', 'NUMIDIA']
    >>> region_graph("land").has_edge("GREECE", "EGYPT")
    False
    """
    edges = region_edges(reading, players)       # the plain tables of rulekit.mosaic.board
    d = data()
    G = nx.Graph(reading=reading, rule=str(rb.ADJACENCY))
    for r in regions(players):
        G.add_node(r, name_pl=d.regions[r].name_pl, name_en=d.regions[r].name_en)
    for e in edges:
        G.add_edge(e.a, e.b, reading=e.reading, confidence=e.confidence, source=e.source)
    return G


def adjacent(a: str, b: str, reading: str = "printed", players: int | None = None) -> bool:
    """Whether units may move from Region ``a`` to ``b`` (L1025-1032).

    >>> adjacent("IBERIA", "NUMIDIA"), adjacent("IBERIA", "GAUL"), adjacent("IBERIA", "GAUL", "land")
    (True, False, True)
    """
    return _adjacent(a, b, reading, players)


def map_graph(board: Map | None = None) -> nx.Graph:
    """The spaces of a map and which share a side (space adjacency: Farms and
    Workshops next to a City, L735-736; Masonry; Hanging Gardens).

    >>> M = map_graph()
    >>> M.graph["name"], M.graph["teaching"], M.number_of_nodes()
    ('teaching map', True, 102)
    >>> sorted(M.nodes["IB01"].items())
    [('col', 0), ('kind', 'supply'), ('region', 'IBERIA'), ('row', 0)]
    """
    board = board or data().map
    G = nx.Graph(name=board.name, teaching=board.teaching, source=board.source)
    for s in board.spaces.values():
        G.add_node(s.id, region=s.region, kind=s.kind, row=s.row, col=s.col)
    for space, near in space_neighbours(None if board is data().map else board).items():
        G.add_edges_from((space, other) for other in near)
    return G


def touching_regions(board: Map | None = None) -> set[frozenset]:
    """Pairs of Regions whose spaces share a side on a map.

    >>> sorted(tuple(sorted(p)) for p in touching_regions())[:2]
    [('ASSYRIA', 'EGYPT'), ('ASSYRIA', 'GREECE')]
    """
    G = map_graph(board)
    return {frozenset((G.nodes[u]["region"], G.nodes[v]["region"])) for u, v in G.edges
            if G.nodes[u]["region"] != G.nodes[v]["region"]}


@cites(rb.TECH_REQUIREMENTS, rb.PILLAR_SOURCES)
def tech_graph(symbols: str = "printed") -> nx.DiGraph:
    """Pillars and technologies: what each card requires and provides.

    ``symbols="printed"`` uses the cards' printed symbols, all unknown (``None``
    on each node, no edges); ``symbols="teaching"`` uses the teaching
    assignment, and the graph says so in ``G.graph["symbols"]``.

    >>> T = tech_graph("teaching")
    >>> T.graph["symbols"], T.graph["teaching"]
    ('teaching assignment', True)
    >>> T.nodes["T9"]["name_pl"], dict(T.nodes["T9"]["requires"])
    ('Formacje', {'MILITARY': 2})
    >>> sorted(T.predecessors("T9")), sorted(T.successors("T9"))
    (['MILITARY'], ['MILITARY'])
    """
    d = data()
    teaching = symbols == "teaching"
    if symbols not in ("printed", "teaching"):
        raise ValueError(f"symbols must be 'printed' or 'teaching', not {symbols!r}")
    G = nx.DiGraph(symbols=TEACHING_SYMBOLS if teaching else "printed (unknown)", teaching=teaching)
    for p in d.pillars.values():
        G.add_node(p.id, kind="pillar", name_pl=p.name_pl, name_en=p.name_en)
    for t in d.technologies.values():
        requires = d.teaching.tech_requires[t.id] if teaching else t.requires
        provides = d.teaching.tech_provides[t.id] if teaching else t.provides
        G.add_node(t.id, kind=t.kind, name_pl=t.name_pl, name_en=t.name_en, requires=requires, provides=provides)
        for pillar, n in (requires or {}).items():
            G.add_edge(pillar, t.id, relation="requires", count=n)
        for pillar, n in (provides or {}).items():
            G.add_edge(t.id, pillar, relation="provides", count=n)
    return G


def unlocks(G: nx.DiGraph) -> nx.DiGraph:
    """The "unlocks" projection: technology A → B when A provides a pillar B requires.

    Unknown symbols give no edge: from the printed data the projection is empty.

    >>> unlocks(tech_graph()).number_of_edges()
    0
    >>> U = unlocks(tech_graph("teaching"))
    >>> U.graph["symbols"], U.has_edge("S16", "T9")
    ('teaching assignment', True)
    """
    U = nx.DiGraph(symbols=G.graph["symbols"], teaching=G.graph["teaching"])
    techs = [n for n, k in G.nodes(data="kind") if k != "pillar"]
    U.add_nodes_from((n, G.nodes[n]) for n in techs)
    for pillar in PILLARS:
        givers = [u for u in G.predecessors(pillar)]
        takers = [v for v in G.successors(pillar)]
        for a in givers:
            for b in takers:
                if a != b:
                    U.add_edge(a, b, pillar=pillar)
    return U
