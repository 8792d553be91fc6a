"""The Civilization widgets, driven from Python the way the browser drives them.

A click on the map is the browser setting the ``pending`` trait; a click on a
button is ``Button.click()``. Legality, reasons and numbers are the engine's:
the expectations are the rulebook's (a metropolis has 2 centre squares and 10
outskirts, L640-658, L705-706; the refusals cite CV-R-41, L669-694) or the
engine's own answers, never restated rules.
"""

from __future__ import annotations

import pytest

import rulekit.civ as civ
from rulekit.civ import scenarios, views
from rulekit_widgets.civ import ActionsView, GameView, MapView, PeopleView, PyramidView
from rulekit_widgets.session import Session


def start(**extra):
    """P1 (Rome, capital on 1,1) in the Research phase with 6 trade: Agriculture is affordable."""
    player = {"seat": 0, "trade": 6, **extra.pop("player", {})}
    return scenarios.build({"start": {"players": 2, "civs": ["Romans", "Arabs"], "phase": "research",
                                      "player": [player], **extra}}, "<test>")


@pytest.fixture(scope="module")
def upgrade():
    """Agriculture just learned: the metropolis upgrade is the decision (L662-667)."""
    return start().apply("research Agriculture")


def cell(view, sid):
    return next(c for c in view.squares if c["id"] == sid)


def capital(view, seat=0):
    return next(c for c in view.cities if c["owner"] == seat)


# -- the metropolis on the map ------------------------------------------------------------------

def test_the_legal_expansion_squares_are_highlighted_and_the_others_say_why(upgrade):
    view = MapView(upgrade)
    assert view.state.decision.kind == "metropolis"
    legal = {str(a).split()[1] for a in upgrade.legal_actions()}
    assert {c["id"] for c in view.squares if c["target"]} == legal == {"1,2", "2,1"}
    for sid in ("0,1", "1,0"):                          # the capital on 1,1 is one square from the map's edge
        assert "would go off the map" in cell(view, sid)["refused"] and "CV-R-41" in cell(view, sid)["refused"]
    assert "P1's capital grows into a metropolis" in view.hint
    assert view.title.startswith("TEACHING LAYOUT") and "unverified" in view.subtitle


def test_a_legal_click_grows_the_capital_into_a_metropolis(upgrade):
    view = MapView(upgrade)
    assert capital(view)["kind"] == "capital" and capital(view)["outskirts"] == 8
    view.pending = "square:1,2"                          # what the browser does

    assert view.pending == "" and view.error == ""
    city = next(c for c in view.state.cities if c.owner == 0)
    assert city.kind == "metropolis" and city.centres == ((1, 1), (1, 2))          # 2 centre squares (L655-657)
    assert len(view.state.outskirts_of[(1, 1)]) == 10                              # 10 outskirts (L705-706)
    box = capital(view)
    assert (box["kind"], box["centres"], box["outskirts"], box["w"], box["h"]) == \
        ("metropolis", ["1,1", "1,2"], 10, 2 * view.size, view.size)
    assert sum(1 for c in view.squares if 0 in c["outskirts"]) == 10
    assert cell(view, "1,2")["city"] == "metropolis" and not any(c["target"] for c in view.squares
                                                                  if c["id"] in ("1,2", "2,1"))
    assert view.state.history[-1] == civ.Action.parse("metropolis 1,2")
    assert "P1 played 'metropolis 1,2'" in view.message


@pytest.mark.parametrize("square, words, lines", [
    ("0,1", "would go off the map", "L692-694"),
    ("1,0", "would go off the map", "L692-694"),
    ("3,3", "must share a side with the capital's square", "L669-672"),
])
def test_an_illegal_click_changes_nothing_and_shows_the_rule(upgrade, square, words, lines):
    view = MapView(upgrade)
    before = (view.squares, view.cities, view.session.version)
    view.pending = f"square:{square}"

    assert view.state is upgrade                          # the very same state: nothing applied
    assert (view.squares, view.cities, view.session.version) == before
    assert view.error.startswith(f"illegal 'metropolis {square}'")
    assert words in view.error and f"(rule: CV-R-41, §10.4a" in view.error and lines in view.error
    assert view.error == str(upgrade.why_not(f"metropolis {square}"))     # the engine's words, unchanged


def test_undo_restores_the_capital(upgrade):
    view = MapView(upgrade)
    drawn = (view.squares, view.cities)
    assert view.click("2,1")
    assert capital(view)["centres"] == ["1,1", "2,1"]
    view.session.undo()
    assert view.state == upgrade and (view.squares, view.cities) == drawn
    assert view.state.decision.kind == "metropolis"
    assert view.message.startswith("Took back 'metropolis 2,1'")


def test_a_friendly_figure_on_the_expansion_square_must_move_off_it():
    g = start(figures=[{"id": 1, "owner": 0, "kind": "army", "at": [1, 2]}]).apply("research Agriculture")
    view = MapView(g)
    assert view.click("1,2")
    assert view.state.decision.kind == "push"              # L677-680
    targets = {c["id"] for c in view.squares if c["target"]}
    assert targets == {f"{a.square[0]},{a.square[1]}" for a in view.state.legal_actions()}
    assert view.click(sorted(targets)[0]) and view.state.decision.kind != "push"


def test_the_owed_upgrade_at_the_start_of_the_turn_is_clickable_too():
    g = start(phase="start", player={"pending": ["metropolis"], "techs": ["Agriculture"]})
    view = MapView(g)
    assert views.metropolis_open(g) and {c["id"] for c in view.squares if c["target"]} == {"1,2", "2,1"}
    assert not view.click("0,1") and "CV-R-41" in view.error and view.state is g


def test_a_click_where_nothing_is_legal_says_so_and_changes_nothing():
    g = civ.new_game(players=2, civs=("Romans", "Arabs"), seed=1)
    view = MapView(g)
    assert not view.click("7,0")
    assert view.state is g and view.error == "" and "no legal action names that square" in view.message


def test_a_click_with_several_meanings_offers_buttons():
    g = start(phase="movement", figures=[{"id": 1, "owner": 0, "kind": "army", "at": [0, 1]},
                                         {"id": 2, "owner": 0, "kind": "wagon", "at": [2, 0]}])
    view = MapView(g)
    assert not view.click("2,1")
    assert view.choices == ["move 1 2,1", "move 2 2,1"] and view.state is g
    view.pending = "action:move 2 2,1"
    assert view.choices == [] and view.state.figure(2).pos == (2, 1)


# -- what the map shows ---------------------------------------------------------------------------

def test_the_five_player_map_shows_its_hole_and_face_down_tiles():
    g = civ.new_game(players=5, seed=3)
    view = MapView(g)
    hole = [c for c in view.squares if c["hole"]]
    assert len(hole) == len(g.board.hole) > 0
    assert any("the hole" in row[1] for row in view.legend)
    down = {c["tile"] for c in view.squares if not c["face_up"] and not c["hole"]}
    assert down == {t.id for t in g.board.tiles} - set(g.explored)
    assert sum(1 for c in view.squares if c["city"] == "capital") == 5


def test_markers_show_face_down_and_landmarks_by_name():
    g = start(explore="all")
    view = MapView(g)
    for pos, kind, name in g.markers:
        c = cell(view, f"{pos[0]},{pos[1]}")
        assert c["glyph"] == {"hut": "h", "village": "v", "landmark": "★"}[kind]
        if kind == "landmark":
            assert name in c["title"]
        else:
            assert name.split(":")[1] not in c["title"] and f"face-down {kind}" in c["title"]


def test_great_people_and_figures_on_the_map():
    g = start(gp_board=[[[0, 1], 0, "artist"]])
    view = MapView(g)
    assert cell(view, "0,1")["occupant"] == "GP art"
    stacks = [s for c in view.squares for s in c["stacks"]]
    assert sorted((s["owner"], s["label"]) for s in stacks) == [(0, "AW"), (1, "AW")]


# -- the pyramid ----------------------------------------------------------------------------------

def test_the_pyramid_shows_open_slots_and_why_levels_are_closed():
    view = PyramidView(start(), seat=0)
    html = view.picture.value
    assert 'data-level="1" data-idx="1" data-status="open"' in html
    assert "level III: a level III tech needs more level II techs than level III techs" in html
    assert "presumed base-game rule CV-B-02" in html
    assert [b.notation for b in view.buttons] == [f"research {c['tech'].replace(' ', '_')}"
                                                     for c in views.research_choices(start(), 0) if c["legal"]]


def test_a_research_button_learns_the_tech_and_the_pyramid_grows():
    g = start()
    game = GameView(g)
    button = next(b for b in game.pyramid.buttons if b.description == "research Agriculture")
    button.click()
    assert game.state.players[0].knows("Agriculture")
    assert game.state.decision.kind == "metropolis"
    assert {c["id"] for c in game.map.squares if c["target"]} == {"1,2", "2,1"}


def test_the_pyramid_of_another_seat_is_shown_without_buttons():
    view = PyramidView(start(), seat=1)
    assert view.buttons == [] and "Not P2's Research now" in view.prompt.value


# -- great people and investments -----------------------------------------------------------------

def test_an_opponents_face_down_card_is_hidden():
    g = civ.new_game(players=2, civs=("Americans", "Romans"), seed=1)
    name = g.players[0].gp_cards[0][0]
    assert name not in PeopleView(g, viewer=1).html.value
    assert name in PeopleView(g, viewer=0).html.value
    info = views.great_people(g, viewer=1)["players"][0]
    assert info["cards"] == [{"name": "", "type": "", "face_up": False, "hidden": True}] and info["pool"]


def test_investment_markers_and_the_active_tier():
    g = start(player={"investments": {"Infrastructure": 2}})
    inv = views.investments(g)["players"][0]
    card = next(c for c in inv["cards"] if c["card"] == "Infrastructure")
    assert card["markers"] == 2 and card["active"] == civ.active_tier([t["at"] for t in card["tiers"]], 2)
    assert [t["active"] for t in card["tiers"]].count(True) == 1
    html = PeopleView(g).html.value
    assert 'data-card="Infrastructure" data-markers="2"' in html and 'data-active="true"' in html


def test_investing_is_a_button_at_the_start_of_the_turn():
    g = start(phase="start", player={"coins": 1})
    view = PeopleView(g)
    invest = [b for b in view.buttons if b.description.startswith("invest ")]
    assert len(invest) == 4
    invest[0].click()
    assert sum(n for _, n in view.state.players[0].investments) == 1


# -- the game view ----------------------------------------------------------------------------------

def test_the_game_view_groups_actions_by_verb_and_undoes():
    game = GameView.new(players=2, civs=("Romans", "Arabs"), seed=1)
    assert game.actions.groups() == views.actions_by_verb(game.state)
    assert "Start of Turn" in game.actions.prompt.value
    assert game.play("done") and game.log_lines() == ["1. P1 done"]
    assert not game.play("research Space_Flight")
    assert "CV-" in game.actions.error.value and len(game.state.history) == 1
    game.undo_button.click()
    assert game.state.history == () and game.undo_button.disabled


def test_views_on_one_session_stay_in_step(upgrade):
    s = Session(upgrade)
    a, b = MapView(session=s), ActionsView(session=s)
    assert b.groups() == {"metropolis": ["metropolis 1,2", "metropolis 2,1"]}
    a.click("2,1")
    assert "metropolis" not in b.groups() and b.state is a.state


def test_an_overlapping_expansion_is_refused_with_its_own_reason():
    g = start(explore="all", cities=[{"owner": 0, "kind": "capital", "at": [[1, 1]]},
                                     {"owner": 1, "kind": "capital", "at": [[5, 13]]},
                                     {"owner": 1, "kind": "city", "at": [[1, 4]]}]).apply("research Agriculture")
    view = MapView(g)
    assert not view.click("1,2") and view.state is g
    assert "overlap another city's outskirts" in view.error
