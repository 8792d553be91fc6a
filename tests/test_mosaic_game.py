"""Mosaic's state machine: random legal games to the end under the conformance kit."""

from __future__ import annotations

import random
import pytest

from rulekit.core import conformance
from rulekit.core.errors import IllegalAction
from rulekit.mosaic.actions import Action
from rulekit.mosaic.game import new_game
from rulekit.mosaic import SPEC


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_random_game_plays_to_the_end(players):
    start = new_game(players=players, seed=players)
    pool: list = []
    g, steps = conformance.play(SPEC, players, start=start, round_trip_every=7,
                                probe=lambda s, legal, rng: conformance.probe_illegal(SPEC, s, legal, rng, pool))
    assert g.is_over and g.scorings <= 3 and steps > 50
    conformance.replays_the_same(g)


def test_many_seeds():
    for seed in range(15):
        conformance.play(SPEC, seed, round_trip_every=0)


def test_notation_parses_back():
    g = new_game(players=4, seed=3)
    rng = random.Random(3)
    for _ in range(200):
        legal = g.legal_actions()
        assert all(Action.parse(str(a)) == a for a in legal)
        g = g.apply(rng.choice(legal))


def test_an_illegal_action_is_refused_with_a_mosaic_rule():
    g = new_game(players=2, seed=0)
    with pytest.raises(IllegalAction) as err:
        g.apply("work STONE")                 # the leader draft comes first
    assert err.value.rule.ref.startswith("MO-R-")


@pytest.mark.parametrize("changes", [
    {"adjacency": "land", "school_shift": "up-to-4", "final_round": "one-more-turn", "republic_peek": "free"},
    {"scoring_card_refill": False, "farm_across_border": False, "build_card_symbols": "city-and-project",
     "eliminated_units": "box", "box_limits_units": False},
    {"siege_scope": "everywhere", "formation_bonus": "per-unit", "zero_influence_places": True,
     "port_money_without_card": True, "start_city_storage": True, "storage_on_fallback": True},
    {"money_reserve": "coins", "raiders_choice": "per-unit", "free_units_where": "any", "calendar_cap": "symbols",
     "scribe_final_actions": "in-last-turn", "immediate_vp": "recount", "flood_agriculture": "gain-and-cost",
     "wonder_city_scope": "all", "free_city_triggers": False, "any_production": "three",
     "any_resource_includes_money": False},
])
def test_random_games_under_other_readings(changes):
    for seed, players in ((1, 2), (2, 4), (3, 6)):
        start = new_game(players=players, seed=seed, options=changes)
        g, _ = conformance.play(SPEC, seed, start=start, round_trip_every=0)
        assert g.is_over


def test_refusals_name_the_precise_rule():
    from rulekit.mosaic.scenarios import build

    g = build({"start": {"players": 2, "player": [{"seat": 0, "population": 1, "resources": {"STONE": 4}},
                                                  {"seat": 1}]}}, "<test>")
    before = g.snapshot()
    assert g.why_not("build - city").rule.ref == "MO-R-16"          # 2 Population, never Money
    assert g.why_not("population -").rule.ref == "MO-R-15"          # the fallback waits for an empty deck
    assert g.why_not("wonder W2").rule.ref == "MO-R-21"             # 20 Stone + 5 Food
    assert g.snapshot() == before


def test_the_general_eliminates_a_unit_before_the_scoring():
    from rulekit.mosaic.decisions.cards import EndTurn
    from rulekit.mosaic.scenarios import build

    g = build({"start": {"players": 2, "player": [
        {"seat": 0, "leader": "general", "units": [["ITALY", "INFANTRY", 1]]},
        {"seat": 1, "units": [["ITALY", "CAVALRY", 2], ["GREECE", "CAVALRY", 1]]}]}}, "<test>")
    g = g.edit(revealed=1, box=g.box + ("ES-build",), tasks=(EndTurn(0),),    # a card revealed; the turn ends
               decks=(g.decks[0], tuple(c for c in g.decks[1] if c != "ES-build")) + g.decks[2:])
    assert g.decision.kind == "general"
    assert [str(a) for a in g.legal_actions()] == ["eliminate P2 CAVALRY ITALY"]   # only where P1 has Infantry
    g = g.apply("eliminate P2 CAVALRY ITALY")
    assert g.players[1].units == (("GREECE", "CAVALRY"), ("ITALY", "CAVALRY")) and g.scorings == 1


def test_a_position_set_up_by_hand_takes_any_printed_token_and_refuses_others():
    """``edit`` holds a position to ``check_start``: any Supply token of the box may lie on the map (the
    28 kinds, L756-766), as may a Trade Good of a kind and number the component list has (L789-793);
    a token the box never held, a second token on one space or one token twice is a DataError."""
    from rulekit.core.errors import DataError
    from rulekit.mosaic.scenarios import build

    g = build({"start": {"players": 2}}, "<test>")
    space, old = next((sp, t) for sp, t in g.tokens if t.startswith("TEACH-SUPPLY"))
    spare = next(b for b in g.box if b.startswith("TEACH-SUPPLY"))
    swapped = g.edit(tokens=tuple(sorted((sp, spare if sp == space else t) for sp, t in g.tokens)),
                     box=tuple(sorted([b for b in g.box if b != spare] + [old])))
    assert dict(swapped.tokens)[space] == spare
    assert swapped.apply("work STONE").tokens == swapped.tokens
    for tokens, field in ((((space, "TEACH-SUPPLY-99"),), "tokens"), (((space, "stone#14"),), "tokens"),
                          (((space, "stone#1"), (space, "grain#1")), "tokens"),
                          ((("AS01", "stone#1"), ("AS02", "stone#1")), "tokens")):
        with pytest.raises(DataError) as err:
            g.edit(tokens=tokens)
        assert err.value.field == field


def test_a_snapshot_written_before_the_typed_decisions_reads_into_each_kinds_own_fields():
    """Saves written by the older engine kept every pending decision's context in ``card``, ``count``
    and ``data``; each kind now names its own (a Military action's recruits and moved units, a free
    unit's Region, the Build card a piece came with, whether the Republic's Action is an extra one)."""
    from rulekit.mosaic.decisions.cards import RepublicAction
    from rulekit.mosaic.decisions.military import DeployUnits, MilitaryMoves
    from rulekit.mosaic.game import State

    d = new_game(players=2, seed=1).snapshot()
    d["tasks"] = [{"kind": "military", "player": 0, "count": 1, "data": [["ITALY", "INFANTRY"]]},
                  {"kind": "deploy", "player": 0, "card": "B6-1", "count": 1, "data": ["ITALY"]},
                  {"kind": "republic", "player": 0, "card": "build", "data": ["extra"]}]
    tasks = State.from_snapshot(d).tasks
    assert tasks == (MilitaryMoves(0, recruits=1, moved=(("ITALY", "INFANTRY"),)),
                     DeployUnits(0, card="B6-1", count=1, region="ITALY"),
                     RepublicAction(0, card="build", extra=True))
    assert State.from_snapshot(d).snapshot()["tasks"][0] == {"kind": "military", "player": 0, "recruits": 1,
                                                             "moved": [["ITALY", "INFANTRY"]]}
