"""The Mosaic widgets, driven from Python the way the browser drives them.

A click on the map is the browser setting the ``pending`` trait; a click on a
button is ``Button.click()``. Costs and legality are the engine's: the
expectations below are the rulebook's numbers (a City: 4 Stone and 2
Population, Money 2:1) or the engine's own answers, never restated rules.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

import rulekit.mosaic as mo
from rulekit.mosaic.scenarios import build
from rulekit_widgets.mosaic import ActionChooser, GameView, MapView, PlayersView, ScoringView
from rulekit_widgets.session import Session


def position(**player):
    """P1 to act in a 3-player game, with a City on IT01 and what ``player`` adds."""
    p = {"seat": 0, "pieces": {"IT01": "CITY"}, **player}
    return build({"start": {"players": 3, "player": [p]}}, "<test>")


def cell(view, sid):
    return next(c for c in view.spaces if c["id"] == sid)


def free_port(state):
    return next(s["id"] for s in mo.map_spaces(state) if s["kind"] == "port" and s["in_play"] and not s["piece"])


# -- MapView: refused clicks ------------------------------------------------------------------

@pytest.mark.parametrize("target, ref, words", [
    ("port", "MO-R-56", "is a Port space"),
    ("IB03", "MO-R-10", "not in play with 3 players"),
    ("IT01", "MO-R-55", "already holds P1's City"),
])
def test_an_illegal_space_changes_nothing_and_shows_the_rule(target, ref, words):
    g = position(resources={"STONE": 4})
    view = MapView(g)
    space = free_port(g) if target == "port" else target
    before = (view.spaces, view.regions, view.session.version)
    view.pending = f"space:{space}"                      # what the browser does

    assert view.pending == ""
    assert view.state is g                               # the very same state: nothing applied
    assert (view.spaces, view.regions, view.session.version) == before
    assert f"(rule: {ref}," in view.error and words in view.error
    assert view.error.startswith(f"illegal 'place {space}'")
    # told about the position the player sees (P1 still to take an Action), not the in-between one
    assert view.error.endswith(f"[{g.where()}]") and "to place]" not in view.error


def test_a_wonder_too_dear_is_refused_in_the_rulebooks_words():
    g = position(resources={"STONE": 12, "FOOD": 2, "MONEY": 6})
    chooser = ActionChooser(g)
    assert not chooser.choose("wonder")
    assert chooser.why.startswith("Wonder: your next Wonder costs 20 Stone + 5 Food (Money 2:1); "
                                  "you have 12 Stone, 2 Food and 6 Money (rule: MO-R-21")


def test_a_city_without_the_stone_is_not_offered_and_is_refused_with_its_rule():
    g = position(resources={"STONE": 1, "MONEY": 5})     # 3 Stone missing: 6 Money needed
    view = MapView(g)
    assert "build - city" not in view.tools and view.tool == "build - farm"
    view.pending = "tool:build - city"                   # not offered: ignored
    assert view.tool == "build - farm"
    assert not view.session.play("build - city")
    assert view.state is g
    assert "a City costs 4 Stone (Money 2:1); you have 1 Stone and 5 Money (rule: MO-R-16," in view.error


# -- MapView: legal clicks --------------------------------------------------------------------

def test_a_click_builds_a_city_and_the_rulebooks_cost_is_paid():
    g = position(resources={"STONE": 2, "MONEY": 10})
    view = MapView(g)
    assert view.tool == "build - city"
    assert cell(view, "IT05")["target"] and not cell(view, free_port(g))["target"]
    assert view.click("IT05")
    s = view.state
    assert [str(a) for a in s.history[-3:]] == ["build - city", "money STONE 2", "place IT05"]   # least Money
    assert cell(view, "IT05")["piece"] == "CITY" and cell(view, "IT05")["owner"] == 0
    p0, p = g.players[0], s.players[0]
    assert p0.res("STONE") - p.res("STONE") == 2                 # 2 Stone held ...
    assert p0.res("MONEY") - p.res("MONEY") == 2 * (4 - 2)       # ... the other 2 at 2 Money each
    assert p0.population - p.population == 2
    assert view.error == "" and "'build - city', then 'money STONE 2', then 'place IT05'" in view.message


def test_the_tool_chooses_what_a_click_builds():
    g = position(resources={"STONE": 4})
    view = MapView(g)
    assert "build - farm" in view.tools
    view.pending = "tool:build - nonsense"                        # not offered: ignored
    assert view.tool == "build - city"
    view.pending = "tool:build - farm"
    assert view.tool == "build - farm"
    far = next(s["id"] for s in mo.map_spaces(g) if s["region"] == "EGYPT" and s["kind"] == "land" and not s["piece"])
    assert not view.click(far) and "(rule: MO-R-57," in view.error and view.state is g
    near = next(c["id"] for c in view.spaces if c["target"] and c["kind"] != "port")
    assert view.click(near)
    assert cell(view, near)["piece"] == "FARM"


def test_a_starting_city_is_placed_by_a_click():
    g = mo.new_game(players=2, seed=4)
    while g.decision.kind != "city":
        g = g.apply(g.legal_actions()[0])
    view = MapView(g)
    seat = g.to_move
    legal = {a.space for a in g.legal_actions()}
    assert {c["id"] for c in view.spaces if c["target"]} == legal
    assert view.click(sorted(legal)[0])
    assert cell(view, sorted(legal)[0])["owner"] == seat


def military_position():
    g = position(resources={"MONEY": 12}, units=[["ITALY", "INFANTRY", 1], ["ITALY", "CAVALRY", 1]])
    return g.apply("military")


def test_a_region_click_in_a_military_action_moves_or_offers_the_choices():
    g = military_position()
    view = MapView(g)
    there = sorted(str(a) for a in g.legal_actions() if getattr(a, "region", None) == "NUMIDIA")
    assert len(there) == 2                                       # Infantry or Cavalry could go
    view.pending = "region:NUMIDIA"
    assert view.state is g and view.choices == there
    view.pending = f"action:{there[0]}"
    assert str(view.state.last_action) == there[0] and view.choices == []


def test_a_region_no_unit_can_reach_is_refused_with_the_adjacency_rule():
    g = military_position()
    view = MapView(g)
    assert not view.click_region("ASSYRIA")
    assert view.state is g and "(rule: MO-R-33," in view.error and "not adjacent" in view.error


def test_a_space_click_in_a_military_action_means_its_region():
    g = military_position()
    view = MapView(g)
    far = next(s["id"] for s in mo.map_spaces(g) if s["region"] == "ASSYRIA")
    assert not view.click(far)                                    # no printed pair joins Assyria to Italy
    assert view.state is g and "(rule: MO-R-33," in view.error and "ITALY and ASSYRIA" in view.error


# -- what the map shows -----------------------------------------------------------------------

def test_the_map_says_teaching_map_and_who_leads():
    g = build(tomllib.loads((Path(mo.__file__).parent / "examples" / "MO-EX-21.toml").read_text()), "MO-EX-21")
    view = MapView(g)
    assert view.title.startswith("TEACHING MAP — not the printed board")
    regions = {r["id"]: r for r in view.regions}
    assert regions["GREECE"]["lead"] == [0, 1] and regions["GREECE"]["text"].startswith("tie: P1 and P2 lead")
    assert regions["ITALY"]["lead"] == [0] and regions["ITALY"]["text"].startswith("P1 leads")
    assert [u["text"] for u in regions["ITALY"]["units"]] == ["P1 5 Inf", "P2 2 Inf", "P3 2 Cav"]
    assert len(view.borders) > 0 and all(len(b) == 4 for b in view.borders)


# -- the action chooser ------------------------------------------------------------------------

def test_the_chooser_lists_the_eight_with_the_engines_choices():
    g = position(resources={"STONE": 2, "MONEY": 10})
    chooser = ActionChooser(g)
    assert [e["name"] for e in chooser.menu] == ["Work", "Population", "Build", "Wonder", "Technology",
                                                "Tax & Trade", "Military", "Government"]
    assert chooser.choose("build")
    assert [b.notation for b in chooser.buttons] == [str(a) for a in g.legal_actions() if a.verb == "build"]
    next(b for b in chooser.buttons if b.notation == "build - city").click()
    assert str(chooser.state.last_action) == "build - city"
    assert chooser.state.decision.kind == "pay"                  # how much Money for the Stone (AMB-X6) ...
    assert [b.notation for b in chooser.buttons] == ["money STONE 2", "money STONE 3", "money STONE 4"]
    next(b for b in chooser.buttons if b.notation == "money STONE 3").click()
    assert chooser.state.players[0].res("STONE") == 1 and chooser.state.players[0].res("MONEY") == 4
    assert chooser.state.decision.kind == "place"                # ... then the spaces, in a drop-down
    assert [v for _, v in chooser.picker.options] == [str(a) for a in chooser.state.legal_actions()]
    chooser.picker.value = "place IT05"
    chooser.buttons[0].click()
    assert str(chooser.state.last_action) == "place IT05"


def test_a_closed_action_says_why_and_changes_nothing():
    g = position()
    chooser = ActionChooser(g)
    assert not chooser.choose("tech")
    assert chooser.state is g
    assert chooser.why.startswith("Technology: a Technology costs 5 Ideas") and "(rule: MO-R-22)" in chooser.why
    assert "MO-R-22" in chooser._why.value


# -- scoring, players, the whole game ------------------------------------------------------------

def test_the_scoring_view_shows_the_rulebooks_numbers():
    g = build(tomllib.loads((Path(mo.__file__).parent / "examples" / "MO-EX-6.toml").read_text()), "MO-EX-6")
    view = ScoringView(g)
    assert 'data-region="IBERIA"' in view.value
    iberia = view.value.split('data-region="IBERIA"')[1].split("</tr>")[0]
    assert 'data-seat="0" data-vp="10">10 ①' in iberia               # Paulina: Influence 10, first, 10 VP
    assert 'data-seat="2" data-vp="2">6 ②' in iberia                  # Gosia: Influence 6, second, 2 VP
    assert "P1 first: 10 VP (3 + 7 Cities and Wonders); P3 second: 2 VP" in iberia


def test_the_players_view_follows_the_session():
    session = Session(position(resources={"STONE": 2, "MONEY": 10}))
    view = PlayersView(session=session)
    assert 'data-seat="0" data-res="MONEY">10<' in view.value
    session.play_all(["build - city", "money STONE 2", "place IT05"])
    assert 'data-seat="0" data-res="MONEY">6<' in view.value and 'data-seat="0" data-res="STONE">0<' in view.value


def test_the_game_view_shares_one_session_and_undoes():
    g = position(resources={"STONE": 2, "MONEY": 10})
    game = GameView(g)
    assert game.map.session is game.chooser.session is game.players.session is game.scoring.session
    assert game.map.click("IT05")
    assert game.log_lines()[-3:] == ["1. P1 build - city", "2. P1 money STONE 2", "3. P1 place IT05"]
    assert "P1 place IT05" in game.log_view.value
    for _ in range(3):
        game.undo_button.click()
    assert game.state == g and cell(game.map, "IT05")["piece"] == ""
    assert game.undo_button.disabled


def test_a_whole_game_plays_through_the_views():
    """Random legal clicks on the buttons a player sees, to the end: the views keep up."""
    import random

    rng = random.Random(2)
    game = GameView(mo.new_game(players=2, seed=5))
    while not game.state.is_over and len(game.state.history) < 300:
        opened = [e["verb"] for e in game.chooser.menu if e["open"]]
        if opened:
            game.chooser.choose(rng.choice(opened))
        before = len(game.state.history)
        rng.choice(game.chooser.buttons).click()
        assert len(game.state.history) == before + 1 and game.session.error == ""
    assert game.state.round > 3
