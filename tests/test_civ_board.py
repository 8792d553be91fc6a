"""The Civilization map (rulekit.civ.board): tiles, layouts, neighbours, outskirts, the metropolis.

Worked examples checked here: CV-EX-4 (the metropolis upgrade, on our synthetic
board), CV-EX-12 (India's four placements), CV-EX-35 (the five-player hole).
"""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from rulekit.civ import board as B
from rulekit.civ.board import squares as board_squares
from rulekit.civ.board import (capital_squares, catalogue, cv_ex_4_board, home_tile, india_placements,
                               inner_edge, layout, make_board, metropolis_expansion, metropolis_squares, n4, n8,
                               on_map, outer_edge, outskirts)
from rulekit.core.errors import DataError

CIVS = ("Romans", "Arabs", "Greeks", "Spanish", "Indians")
LAYOUTS = [(n, CIVS[:n], seed) for n in (2, 3, 4, 5) for seed in (0, 7)]


def every_tile(board):
    return {t.id for t in board.tiles}


# -- data -------------------------------------------------------------------------------------

def test_every_carddata_tile_is_in_the_map_file_with_its_terrain():
    import json
    from pathlib import Path
    cards = json.loads(Path("/work/shared/carddata/civ.json").read_text(encoding="utf-8"))["map_tiles"] \
        if Path("/work/shared/carddata/civ.json").exists() else None
    tiles = catalogue()
    assert len(tiles) == 38
    assert sum(t.kind == "home" for t in tiles.values()) == 10
    assert {t.civ for t in tiles.values() if t.expansion == "F&F"} == {"Arabs", "Greeks", "Indians", "Spanish"}
    assert all(t.confidence == "unverified" and "TILE_IMAGES" in t.source for t in tiles.values())
    assert all(t.expansion == "unknown" for t in tiles.values() if t.kind == "neutral")
    if cards is not None:
        for rec in cards["home_tiles"] + cards["neutral_tiles"]:
            assert [list(row) for row in tiles[rec["tile"]].terrain] == rec["terrain_rows_top_to_bottom"]


def test_landmarks_sit_on_teaching_squares_of_their_printed_terrain():
    printed = {"Atlantis": "water", "Confucian Academy": "mountain", "Seven Cities of Gold": "forest"}
    found = {}
    for t in catalogue().values():
        for (r, c), f in t.features.items():
            if f.startswith("landmark:"):
                found[f.split(":", 1)[1]] = t.terrain[r][c]
    assert found == printed


def test_hut_and_village_spots_are_on_land_and_home_tiles_have_none():
    for t in catalogue().values():
        spots = {p: f for p, f in t.features.items() if f in ("hut", "village")}
        if t.kind == "home":
            assert spots == {}
        else:
            assert sorted(spots.values()) == ["hut", "village"]
            assert all(t.terrain[r][c] not in (None, "water") for r, c in spots)


def test_a_broken_map_file_names_the_field(tmp_path, monkeypatch):
    text = B.MAP_FILE.read_text(encoding="utf-8").replace('"grassland", "grassland", "forest", "forest"]',
                                                          '"grassland", "grasland", "forest", "forest"]', 1)
    bad = tmp_path / "map.toml"
    bad.write_text(text, encoding="utf-8")
    monkeypatch.setattr(board_squares, "MAP_FILE", bad)       # the module that reads the map
    B.catalogue.cache_clear()
    try:
        with pytest.raises(DataError, match="tile 1.*terrain.*'grasland' is not one of"):
            B.catalogue()
    finally:
        monkeypatch.undo()
        B.catalogue.cache_clear()


# -- layouts ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("players, civs, seed", LAYOUTS)
def test_each_layout_puts_every_square_in_exactly_one_tile(players, civs, seed):
    b = layout(players, civs, seed)
    spec = B.layout_specs()[players]
    assert (b.rows, b.cols) == (spec.tile_rows * 4, spec.tile_cols * 4)
    assert len(b.tiles) == spec.tile_rows * spec.tile_cols - len(spec.hole)
    seen = {}
    for t in b.tiles:
        for p in t.squares():
            assert p not in seen, f"{p} in {seen.get(p)} and {t.id}"
            seen[p] = t.id
    everything = {(r, c) for r in range(b.rows) for c in range(b.cols)}
    assert set(seen) | b.hole == everything and not (set(seen) & b.hole)
    assert dict(b.tile_of) == seen and set(b.terrain) == set(seen)
    assert b.teaching and b.note.startswith("TEACHING LAYOUT")
    assert len({t.id for t in b.tiles}) == len(b.tiles)
    assert [home_tile(b, c).civ for c in civs] == list(civs)
    assert sorted(B.landmarks(b)) == ["Atlantis", "Confucian Academy", "Seven Cities of Gold"]


def test_only_the_five_player_layout_has_a_hole():
    for n in (2, 3, 4):
        assert layout(n, CIVS[:n], 0).hole == frozenset()
    b = layout(5, CIVS, 0)
    assert len(b.hole) == 16 and b.hole == frozenset((r, c) for r in range(4, 8) for c in range(8, 12))


def test_layouts_are_deterministic_and_the_seed_matters():
    a, b = layout(4, CIVS[:4], 3), layout(4, CIVS[:4], 3)
    assert [(t.id, t.origin) for t in a.tiles] == [(t.id, t.origin) for t in b.tiles]
    c = layout(4, CIVS[:4], 4)
    assert [(t.id, t.origin) for t in a.tiles] != [(t.id, t.origin) for t in c.tiles]


def test_country_names_find_the_same_home_tiles():
    a, b = layout(2, ("Rome", "Arabia"), 1), layout(2, ("Romans", "Arabs"), 1)
    assert a.civs == b.civs == ("Romans", "Arabs")
    assert capital_squares(a, "Arabia") == capital_squares(b, "Arabs") == ((5, 13), (5, 14), (6, 13), (6, 14))


@pytest.mark.parametrize("args, match", [
    ((1, ("Romans",), 0), "2 to 5 players"),
    ((6, CIVS + ("Chinese",), 0), "2 to 5 players"),
    ((3, ("Romans", "Arabs"), 0), "needs 3 civilizations"),
    ((2, ("Romans", "Romans"), 0), "names one twice"),
    ((2, ("Rome", "Romans"), 0), "names one twice"),
    ((2, ("Romans", "Atlanteans"), 0), "no home tile for 'Atlanteans'"),
])
def test_bad_layout_requests_are_refused(args, match):
    with pytest.raises(ValueError, match=match):
        layout(*args)


def test_make_board_refuses_overlapping_tiles():
    t = catalogue()["tile01"]
    with pytest.raises(ValueError, match="two tiles"):
        make_board("overlap", [t, replace(t, id="x", origin=(2, 0))], 8, 4)


def test_make_board_refuses_a_square_in_no_tile_beside_a_hole_square_off_the_map():
    # the squares counted: a hole square off the map must not stand in for a square left uncovered
    t = replace(catalogue()["tile01"], origin=(0, 0))
    hole = [(r, c) for r in range(4) for c in range(4, 8) if (r, c) != (0, 4)] + [(9, 9)]
    with pytest.raises(ValueError, match=r"square \(0, 4\) lies in no tile and not in the hole"):
        make_board("gap", [t], 4, 8, hole=hole)
    assert make_board("hole", [t], 4, 8, hole=hole + [(0, 4)]).rows == 4     # covered: accepted, off-map hole and all


# -- neighbours and edges ----------------------------------------------------------------------------

def test_neighbours_leave_out_off_map_squares():
    b = layout(2, CIVS[:2], 0)
    assert n4(b, (0, 0)) == ((0, 1), (1, 0))
    assert len(n8(b, (0, 0))) == 3 and len(n8(b, (0, 5))) == 5 and len(n8(b, (3, 5))) == 8
    assert n4(b, (8, 0)) == () and not on_map(b, (-1, 0))


def test_the_hole_is_not_traversable_and_borders_the_inner_edge_only():
    """CV-EX-35: no path crosses the hole; a square beside it is not on the outer edge (Galileo, L389-391)."""
    b = layout(5, CIVS, 2)
    assert all(not on_map(b, p) for p in b.hole)
    for p in b.squares():
        assert not set(n4(b, p)) & b.hole and not set(n8(b, p)) & b.hole
    beside = [p for p in b.squares() if inner_edge(b, p)]
    assert len(beside) == 16
    assert not any(outer_edge(b, p) for p in beside)
    assert (3, 9) in beside and not outer_edge(b, (3, 9))
    # The shortest walk from just above the hole to just below it goes round it: 2 + 5 + 2 steps, not 5.
    assert _steps(b, (3, 9), (8, 9)) == 9
    outer = [p for p in b.squares() if outer_edge(b, p)]
    assert len(outer) == 2 * (12 + 20) - 4


def _steps(b, start, goal):
    seen, frontier, d = {start}, [start], 0
    while frontier:
        if goal in frontier:
            return d
        frontier = [q for p in frontier for q in n4(b, p) if not (q in seen or seen.add(q))]
        d += 1
    return None


# -- outskirts, India, the metropolis ----------------------------------------------------------------

def test_outskirts_are_8_around_a_city_and_10_around_a_metropolis():
    assert outskirts([(5, 5)]) == frozenset(set(itertools.product((4, 5, 6), repeat=2)) - {(5, 5)})
    two = outskirts([(5, 5), (5, 6)])
    assert len(two) == 10 and (5, 5) not in two and (5, 6) not in two
    assert two == frozenset({(4, 4), (4, 5), (4, 6), (4, 7), (5, 4), (5, 7), (6, 4), (6, 5), (6, 6), (6, 7)})
    assert len(outskirts([(0, 0)])) == 8 and (-1, -1) in outskirts([(0, 0)])
    with pytest.raises(ValueError, match="share a side"):
        outskirts([(1, 1), (2, 2)])
    with pytest.raises(ValueError):
        outskirts([(1, 1), (1, 2), (1, 3)])


def test_cv_ex_12_india_has_four_placements_inside_its_tile():
    b = layout(3, ("Indians", "Romans", "Greeks"), 5)
    tile = set(home_tile(b, "Indians").squares())
    places = india_placements(b)
    assert len(places) == 4
    centre = capital_squares(b, "Indians")
    diagonals = {(centre[0], centre[3]), (centre[1], centre[2])}
    assert not diagonals & set(places)
    for pair in places:
        ring = outskirts(pair)
        assert len(ring) == 10 and ring <= tile
    for pair in diagonals:
        with pytest.raises(ValueError):
            outskirts(pair)


def test_cv_ex_4_a_and_b_legal_c_off_the_map_d_an_enemy_figure():
    b, named = cv_ex_4_board()
    assert b.teaching and "synthetic" in b.name
    explored = every_tile(b)
    reasons = {k: metropolis_expansion(b, named["capital"], named[k], explored_tiles=explored,
                                       enemy_figure_at={named["D"]}) for k in "ABCD"}
    assert reasons == {"A": "", "B": "", "C": "off-map", "D": "enemy-figure"}
    assert metropolis_squares(b, named["capital"], explored_tiles=explored,
                              enemy_figure_at=lambda p: p == named["D"]) == (named["A"], named["B"])
    assert b.terrain[named["B"]] == "water"          # the Port's square: water is allowed (L688-690)


def test_each_refusal_reason_of_the_metropolis():
    b = layout(5, CIVS, 0)
    everything = every_tile(b)
    ok = dict(explored_tiles=everything)
    assert metropolis_expansion(b, (5, 5), (6, 6), **ok) == "not-orthogonal"
    assert metropolis_expansion(b, (5, 5), (5, 7), **ok) == "not-orthogonal"
    assert metropolis_expansion(b, (5, 5), (5, 6), **ok) == ""
    assert metropolis_expansion(b, (5, 5), (5, 6), explored_tiles=everything,
                                enemy_figure_at=lambda p: p == (5, 6)) == "enemy-figure"
    assert metropolis_expansion(b, (1, 5), (0, 5), **ok) == "off-map"
    assert b.tile_of[(2, 5)] != b.tile_of[(4, 5)]
    assert metropolis_expansion(b, (4, 5), (3, 5), explored_tiles=everything - {b.tile_of[(2, 5)]}) == "unexplored"
    assert metropolis_expansion(b, (4, 5), (3, 5), **ok) == ""
    assert metropolis_expansion(b, (5, 5), (5, 6), explored_tiles=everything,
                                other_outskirts={(6, 7)}) == "overlaps-outskirts"
    # Next to the hole (cols 8-11 of rows 4-7): the square itself in the hole, or outskirts reaching into it.
    assert metropolis_expansion(b, (5, 7), (5, 8), **ok) == "hole"
    assert metropolis_expansion(b, (5, 6), (5, 7), **ok) == "hole"
    # AMB-X31's other reading: outskirts may reach into the hole (they are missing there); the square may not.
    assert metropolis_expansion(b, (5, 6), (5, 7), hole_outskirts=True, **ok) == ""
    assert metropolis_expansion(b, (5, 7), (5, 8), hole_outskirts=True, **ok) == "hole"
    assert (5, 7) in B.metropolis_squares(b, (5, 6), hole_outskirts=True, **ok)
    assert (5, 7) not in B.metropolis_squares(b, (5, 6), **ok)
    for reason in B.REASONS:
        assert B.rule_of(reason).ref in ("CV-R-41", "CV-R-16") and B.explain(reason)


def test_a_water_expansion_square_is_allowed():
    b, named = cv_ex_4_board()
    assert metropolis_expansion(b, named["capital"], named["B"], explored_tiles=every_tile(b),
                                enemy_figure_at=frozenset()) == ""
