"""Civilization's graphs and pictures (rulekit.civ.graphs, rulekit.civ.svg) against the plain map tables."""

from __future__ import annotations

import random

import networkx as nx
import pytest

from rulekit.civ import board as B
from rulekit.civ.graphs import (GP_MARKERS, INNER_EDGE, OUTER_EDGE, expansion_squares, footprint,
                                great_people_graph, legal_slots, map_graph, movement_graph, on_inner_edge,
                                on_outer_edge, pyramid_graph, squares, tile_graph)
from rulekit.civ.svg import map_svg, pyramid_svg

CIVS = ("Romans", "Arabs", "Greeks", "Spanish", "Indians")


@pytest.fixture(scope="module", params=[2, 3, 4, 5])
def board(request):
    n = request.param
    return B.layout(n, CIVS[:n], 11)


# -- the map graph --------------------------------------------------------------------------------

def test_map_graph_nodes_and_edges_follow_the_board(board):
    G = map_graph(board)
    assert len(squares(G)) == board.rows * board.cols
    for p in board.squares():
        d = G.nodes[p]
        assert (d["terrain"], d["tile"], d["hole"], d["explored"]) == (board.terrain[p], board.tile_of[p], False, True)
        ortho = {q for q, e in G[p].items() if e["kind"] == "orthogonal" and not G.nodes[q].get("hole", False)}
        assert ortho == set(B.n4(board, p))
        near = {q for q, e in G[p].items() if e["kind"] != "edge" and not G.nodes[q].get("hole", False)}
        assert near == set(B.n8(board, p))
        assert on_outer_edge(G, p) == B.outer_edge(board, p)
        assert on_inner_edge(G, p) == B.inner_edge(board, p)
    assert all(G.nodes[p]["hole"] for p in board.hole)


def test_movement_graph_never_enters_the_hole():
    b = B.layout(5, CIVS, 3)
    M = movement_graph(map_graph(b))
    assert not set(M) & b.hole and OUTER_EDGE not in M and INNER_EDGE not in M
    assert nx.is_connected(M)
    assert nx.shortest_path_length(M, (3, 9), (8, 9)) == 9
    G = map_graph(b)
    assert G.degree(INNER_EDGE) == 16 and not any(G.has_edge(p, OUTER_EDGE) for p in G[INNER_EDGE])


def test_explored_flag_follows_the_tiles_named():
    b = B.layout(2, CIVS[:2], 0)
    G = map_graph(b, explored={"home:Romans"})
    assert {p for p in squares(G) if G.nodes[p]["explored"]} == set(B.home_tile(b, "Romans").squares())


def test_footprints_from_the_graph_are_the_on_map_outskirts(board):
    G = map_graph(board)
    rng = random.Random(5)
    for p in rng.sample(board.squares(), 40):
        for centres in ([p], *[[p, q] for q in B.n4(board, p)]):
            _, ring = footprint(G, centres)
            geometric = {q for q in B.outskirts(centres) if 0 <= q[0] < board.rows and 0 <= q[1] < board.cols}
            assert ring == geometric


def test_expansion_squares_from_the_graph_agree_with_the_board(board):
    rng = random.Random(board.players)
    tiles = [t.id for t in board.tiles]
    for _ in range(120):
        capital = rng.choice(board.squares())
        explored = set(rng.sample(tiles, len(tiles) - rng.choice((0, 0, 1, 3))))
        explored.add(board.tile_of[capital])
        enemies = set(rng.sample(board.squares(), 12))
        other = B.outskirts([rng.choice(board.squares())]) if rng.random() < 0.5 else frozenset()
        G = map_graph(board, explored=explored)
        for hole in (False, True):
            from_graph = expansion_squares(G, capital, enemy_at=enemies, other_outskirts=other, hole_outskirts=hole)
            from_board = B.metropolis_squares(board, capital, explored_tiles=explored, enemy_figure_at=enemies,
                                              other_outskirts=other, hole_outskirts=hole)
            assert tuple(from_graph) == from_board, (capital, explored, enemies, other, hole)


def test_cv_ex_4_from_the_graph():
    b, named = B.cv_ex_4_board()
    assert expansion_squares(map_graph(b), named["capital"], enemy_at={named["D"]}) == [named["A"], named["B"]]
    assert expansion_squares(map_graph(b), named["capital"]) == [named["A"], named["B"], named["D"]]


def test_tile_graph_of_each_layout(board):
    T = tile_graph(board)
    spec = B.layout_specs()[board.players]
    assert T.number_of_nodes() == spec.tile_rows * spec.tile_cols
    sides = sum(1 for *_, k in T.edges(data="kind") if k == "side")
    assert sides == spec.tile_rows * (spec.tile_cols - 1) + spec.tile_cols * (spec.tile_rows - 1)
    homes = {n for n, k in T.nodes(data="kind") if k == "home"}
    assert {T.nodes[n]["civ"] for n in homes} == set(board.civs)
    assert ("HOLE" in T) == bool(board.hole)


# -- the tech pyramid ---------------------------------------------------------------------------

def _count_rule(techs, level):
    """The pyramid rule in counts: level I always; level N needs more N-1 than N after adding."""
    counts = {lv: sum(1 for _, x in techs if x == lv) for lv in range(1, 6)}
    return level == 1 or counts[level - 1] > counts[level] + 1


def test_pyramid_rows_and_supports():
    P = pyramid_graph([])
    assert [sum(1 for n in P if n[0] == lv) for lv in range(1, 6)] == [5, 4, 3, 2, 1]
    assert sorted(P.predecessors((3, 1))) == [(2, 1), (2, 2)]
    assert legal_slots(P) == [(1, 0)]


def test_pyramid_legal_slots_follow_the_count_rule():
    rng = random.Random(2)
    for _ in range(300):
        techs = []
        for i in range(rng.randrange(0, 15)):
            options = [lv for lv in range(1, 6) if _count_rule(techs, lv)]
            techs.append((f"T{i}", rng.choice(options)))
        P = pyramid_graph(techs)
        legal_levels = sorted(level for level, _ in legal_slots(P))
        assert legal_levels == [lv for lv in range(1, 6) if _count_rule(techs, lv)], techs


def test_a_tech_without_two_supports_is_refused():
    with pytest.raises(ValueError, match="Bronze Working.*level II"):
        pyramid_graph([("Pottery", 1), ("Bronze Working", 2)])


# -- great people ---------------------------------------------------------------------------------

def test_great_people_labels_take_one_of_the_six_marker_types():
    G = great_people_graph(people=True)
    markers = {n for n, k in G.nodes(data="kind") if k == "marker"}
    assert markers == {f"marker:{m}" for m, _ in GP_MARKERS} and len(markers) == 6
    for n, k in G.nodes(data="kind"):
        if k == "label":
            assert len([m for m in G[n] if m in markers]) == 1
    assert list(G["label:Great Merchant or Explorer"]) == ["marker:industrialist"]
    people = [n for n, k in G.nodes(data="kind") if k == "person"]
    assert len(people) == 42


# -- pictures -----------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_map_pictures_say_teaching_and_unverified_and_are_deterministic(players):
    b = B.layout(players, CIVS[:players], 4)
    pic = map_svg(b)
    assert "TEACHING LAYOUT" in pic and "unverified" in pic and "TEACHING positions" in pic
    assert pic == map_svg(B.layout(players, CIVS[:players], 4))
    assert pic.count('class="square ') == b.rows * b.cols
    assert ('class="square hole"' in pic) == (players == 5)
    assert pic.count('class="feature"') == sum(1 for _ in b.features)


def test_map_picture_overlays():
    b = B.layout(2, CIVS[:2], 0)
    cap = B.capital_squares(b, "Romans")[0]
    pic = map_svg(b, explored={"home:Romans"}, cities=[(0, "capital", (cap,))],
                  figures=[(1, "wagon", (6, 13))], highlight=[(1, 2)])
    assert pic.count(' face-down"') == 8 * 16 - 16
    assert pic.count('class="figure wagon"') == 1 and pic.count('class="city capital"') == 1
    assert pic.count('stroke-dasharray="3,2"') == 8


def test_pyramid_picture():
    pic = pyramid_svg([("Pottery", 1), ("Writing", 1), ("Currency", 2)])
    assert pic == pyramid_svg([("Pottery", 1), ("Writing", 1), ("Currency", 2)])
    assert "CV-B-02" in pic and ">Currenc<" in pic


def test_the_map_tables_load_without_networkx():
    """rulekit.civ.board is the engine's map: importing it and building a layout leaves networkx out."""
    import os
    import subprocess
    import sys

    code = ("import sys; from rulekit.civ import board as B; "
            "b = B.layout(5, ('Romans', 'Arabs', 'Greeks', 'Spanish', 'Indians'), 1); "
            "B.metropolis_squares(b, (5, 5), explored_tiles={t.id for t in b.tiles}); "
            "print('networkx' in sys.modules)")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    assert out.stdout.strip() == "False"


def test_a_game_state_draws_its_map():
    from rulekit.civ import new_game
    from rulekit.civ.svg import state_svg

    g = new_game(players=5, civs=CIVS, seed=3)
    pic = g._repr_svg_()
    assert pic == state_svg(g) and "TEACHING LAYOUT" in pic and 'class="square hole"' in pic
    assert pic.count('class="city ') == 5 and pic.count('class="city metropolis"') == 1
    face_up = sum(1 for t in g.board.tiles if t.id in g.explored) * 16
    assert pic.count('class="square ') - pic.count(' face-down"') - 16 == face_up
