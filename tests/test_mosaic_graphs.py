"""Mosaic's graphs and pictures: both adjacency readings, the teaching map kept to
every fact the text gives, and unknown or teaching symbols labelled as such."""

from __future__ import annotations

import networkx as nx

from rulekit.mosaic import graphs, svg
from rulekit.mosaic.cards import data


def test_printed_adjacency_has_four_pairs_and_leaves_gaul_and_assyria_alone():
    G = graphs.region_graph("printed")
    pairs = {frozenset(e) for e in G.edges}
    assert pairs == {frozenset(p) for p in [("ITALY", "NUMIDIA"), ("ITALY", "GREECE"), ("IBERIA", "NUMIDIA"),
                                            ("NUMIDIA", "EGYPT")]}
    assert sorted(n for n in G if G.degree(n) == 0) == ["ASSYRIA", "GAUL"]


def test_land_reading_adds_the_four_implied_borders_and_connects_everything():
    G = graphs.region_graph("land")
    assert G.number_of_edges() == 8 and nx.is_connected(G)
    assert {G.edges[e]["confidence"] for e in G.edges if G.edges[e]["reading"] == "land"} == {"unverified"}
    for reading in graphs.READINGS:
        assert not graphs.region_graph(reading).has_edge("GREECE", "EGYPT")        # L1031-1032


def test_regions_out_of_play_leave_the_graph():
    """MO-EX-20: units may not pass through Regions out of play."""
    assert "IBERIA" not in graphs.region_graph("land", players=3)
    assert not graphs.adjacent("IBERIA", "NUMIDIA", "printed", players=3)
    assert {"IBERIA", "GAUL"}.isdisjoint(graphs.region_graph("land", players=2))


def test_the_teaching_map_keeps_every_fact_of_the_text():
    M = graphs.map_graph()
    assert M.graph["teaching"] and M.graph["name"] == "teaching map"
    kinds = [k for _, k in M.nodes(data="kind")]
    assert kinds.count("port") == data().goods["fish"].count == 10             # L380-381
    assert kinds.count("supply") <= data().components["supply-token"].count    # L383-385
    assert {r for _, r in M.nodes(data="region")} == set(data().regions)        # seven Regions, L128
    touching = graphs.touching_regions()
    land = {frozenset(e) for e in graphs.region_graph("land").edges}
    assert touching <= land                                                    # borders only where a reading has one
    assert frozenset(("GREECE", "EGYPT")) not in touching                       # never, L1031-1032
    for region in data().regions:                                               # each Region is one piece of land
        assert nx.is_connected(M.subgraph(n for n, r in M.nodes(data="region") if r == region))


def test_the_technology_graph_keeps_unknowns_unknown():
    T = graphs.tech_graph()
    assert T.graph["symbols"] == "printed (unknown)" and not T.graph["teaching"]
    assert T.number_of_edges() == 0
    assert all(T.nodes[t]["requires"] is None and T.nodes[t]["provides"] is None
               for t in data().technologies)
    assert graphs.unlocks(T).number_of_edges() == 0


def test_the_teaching_assignment_is_labelled_and_reaches_every_golden_age():
    T = graphs.tech_graph("teaching")
    assert T.graph["symbols"] == "teaching assignment" and T.graph["teaching"]
    for pillar in data().pillars:                     # six symbols of each pillar can be had (L1049-1053)
        assert sum(T.edges[t, pillar]["count"] for t in T.predecessors(pillar)) >= 6, pillar
    assert graphs.unlocks(T).number_of_edges() > 0


def test_pictures_say_what_they_show_and_are_stable():
    assert "TEACHING MAP" in svg.map_svg() and "not the printed board" in svg.map_svg()
    assert "TEACHING ASSIGNMENT" in svg.tech_svg("teaching")
    printed = svg.tech_svg()
    assert printed.count(">?<") == 105 and "unknown" in printed and "TEACHING" not in printed
    assert "as printed" in svg.region_svg() and "unverified" in svg.region_svg("land")
    assert svg.map_svg() == svg.map_svg() and svg.tech_svg("teaching") == svg.tech_svg("teaching")


def test_the_engine_reads_adjacency_without_networkx():
    """The engine's plain tables (rulekit.mosaic.board) are the graphs' adjacency, and
    importing the engine leaves networkx (and its objects) out of the interpreter."""
    import subprocess
    import sys

    from rulekit.mosaic import board

    for reading in graphs.READINGS:
        for players in (None, 2, 3, 4, 5, 6):
            G = graphs.region_graph(reading, players)
            near = board.region_neighbours(reading, players)
            assert list(near) == list(G.nodes)
            assert all(near[r] == tuple(sorted(G.neighbors(r))) for r in G)
    M = graphs.map_graph()
    assert {s: set(n) for s, n in board.space_neighbours().items()} == {s: set(M.neighbors(s)) for s in M}
    code = "import sys, rulekit.mosaic as mo; mo.new_game(players=3, seed=1); print('networkx' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
