"""Issue 22 for Mosaic: the rulebook's exact outcome, and a custom start checked completely.

Each test asserts an outcome a wrong engine gets wrong, citing the rulebook lines (the Polish
rulebook's line numbers, as the digest ``shared/rulebooks/mosaic.md`` gives them).
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

import rulekit.mosaic
from rulekit.core.errors import DataError
from rulekit.mosaic import rules
from rulekit.mosaic.cards import data
from rulekit.mosaic.options import Options
from rulekit.mosaic.invariants import invariants
from rulekit.mosaic.scenarios import build


def start(opts, *players, **top):
    return build({"start": {"players": top.pop("players", 2), "player": list(players), "options": opts, **top}},
                 "<test>")


def land(region, k=0):
    return [s.id for s in data().map.spaces.values() if s.region == region and s.kind == "land"][k]


def port(region, k=0):
    return [s.id for s in data().map.spaces.values() if s.region == region and s.kind == "port"][k]


# -- 1. the Merchant's bonus comes with a Tax card, not with the Tax fallback (L1394-1396, L936-940) --------

def _merchant(opts, **top):
    return start(opts, {"seat": 0, "leader": "merchant", "population": 3, "goods": ["bronze#0", "cloth#0"]}, **top)


@pytest.mark.parametrize("opts, bonus", [({}, 0), ({"leader_bonus_on_fallback": True}, 4)])
def test_the_merchants_bonus_on_the_tax_fallback_only_under_amb_55(opts, bonus):
    """The fallback gives 2 Money per Population + Government symbols + Tax Production (L936-940):
    2 x 3 = 6 here. The Merchant's 2 Money per unique good (2 goods: +4) comes 'each time you play a
    Tax card' (L1394-1396), and the fallback plays none: +4 only under leader_bonus_on_fallback (AMB-55)."""
    g = _merchant(opts, empty=["tax-trade"])
    before = g.players[0].res("MONEY")
    after = g.apply("taxtrade -tax").players[0].res("MONEY")
    assert after - before == 6 + bonus


def test_the_merchants_bonus_still_comes_with_a_tax_card():
    """A Tax card played: the Merchant gains 2 Money per unique good over what a non-Merchant gains."""
    g = _merchant({})
    card = next(c for c in g.offers[3] if c.startswith("TEACH-TAX"))
    other = start({}, {"seat": 0, "population": 3, "goods": ["bronze#0", "cloth#0"]})
    other = other.edit(offers=g.offers, decks=g.decks)
    gain = g.apply(f"taxtrade {card}").players[0].res("MONEY") - g.players[0].res("MONEY")
    base = other.apply(f"taxtrade {card}").players[0].res("MONEY") - other.players[0].res("MONEY")
    assert gain - base == 4


# -- 2. every shipped start keeps every token: the box holds those the map and boards do not -----------------

EXAMPLES = sorted((Path(rulekit.mosaic.__file__).parent / "examples").glob("MO-EX-*.toml"))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_shipped_start_keeps_the_games_invariants(path):
    """A covered space's token goes back to the box (the components, L127-258, are all in the box):
    no token appears or vanishes, no card or tile is in two places."""
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    if "start" not in raw:
        pytest.skip("no start")
    s = build(raw, path)
    invariants(s, s)


def test_a_piece_put_on_a_tokens_space_sends_the_token_to_the_box():
    g = start({}, {"seat": 0})
    space, token = next((sp, tok) for sp, tok in g.tokens if data().map.spaces[sp].region == "ITALY"
                        and data().map.spaces[sp].kind == "land")
    s = start({}, {"seat": 0, "pieces": {space: "CITY"}})
    assert token in s.box and space not in dict(s.tokens)
    invariants(s, s)


@pytest.mark.parametrize("top, field", [({"tokens": {"IT01": "gold#99"}}, "tokens"),
                                        ({"tokens": {"XX99": "stone#0"}}, "tokens")])
def test_a_start_naming_an_unknown_token_or_space_is_refused(top, field):
    with pytest.raises(DataError, match=field):
        start({}, {"seat": 0}, **top)


def test_a_player_given_an_unknown_good_is_refused():
    with pytest.raises(DataError, match="goods"):
        start({}, {"seat": 0, "goods": ["stone#999"]})


# -- 3. a Region out of play takes no part in the game (L482-493) -----------------------------------------

AMB_12 = {"start_city_in_excluded_region": True}


def test_no_recruit_in_a_region_out_of_play_even_with_a_city_there():
    """With 3 players Iberia is out of play (L482-493); AMB-12's reading may put a Starting City there,
    but no unit is recruited there (the refusal names MO-R-10), only in the Regions in play."""
    g = start(AMB_12, {"seat": 0, "resources": {"MONEY": 20},
                       "pieces": {land("IBERIA"): "CITY", land("ITALY"): "CITY"}}, players=3)
    g = g.apply("military")
    assert "recruit INFANTRY ITALY" in [str(a) for a in g.legal_actions()]
    assert not any("IBERIA" in str(a) for a in g.legal_actions())
    reason = str(g.why_not("recruit INFANTRY IBERIA"))
    assert reason and "MO-R-10" in reason and "not in play" in reason


def test_the_generals_infantry_stays_in_stock_when_his_city_is_out_of_play():
    """The General's starting Infantry goes where a recruit may (AMB-39), never into a Region out of play."""
    out = start(AMB_12, {"seat": 0, "leader": "general", "pieces": {land("IBERIA"): "CITY"}}, players=3)
    assert out.leader_start(0).players[0].units == ()
    home = start({}, {"seat": 0, "leader": "general", "pieces": {land("ITALY"): "CITY"}}, players=3)
    assert home.leader_start(0).players[0].units == (("ITALY", "INFANTRY"),)


@pytest.mark.parametrize("player, field", [
    ({"pieces": {land("IBERIA"): "CITY"}}, "pieces"),
    ({"pieces": {land("IBERIA"): "FARM"}}, "pieces"),
    ({"wonders": {"W4": land("IBERIA")}}, "wonders"),
    ({"pieces": {land("ITALY"): "PORT_CITY"}}, "pieces"),
    ({"pieces": {port("ITALY"): "CITY"}}, "pieces"),
])
def test_the_scenario_builder_refuses_pieces_play_never_places(player, field):
    with pytest.raises(DataError, match=field):
        start({}, {"seat": 0, **player}, players=3)


def test_a_starting_city_out_of_play_is_accepted_under_amb_12_only():
    s = start(AMB_12, {"seat": 0, "pieces": {land("IBERIA"): "CITY"}}, players=3)
    assert s.pieces(0, "CITY") == [land("IBERIA")] or tuple(s.pieces(0, "CITY")) == (land("IBERIA"),)


# -- 4. the readings of the ambiguity register as options ----------------------------------------------------

def test_zero_influence_takes_second_place_only_under_amb_34():
    """First place 3 + 1 per City and Wonder, second 2 (L1149-1159). Under zero_influence_places a player
    with 0 Influence may be second, never first: with nobody above 0 nobody scores."""
    on = Options(zero_influence_places=True)
    assert rules.region_awards({"A": 4, "B": 0}, 1, on) == {"A": 4, "B": 2}
    assert rules.region_awards({"A": 0, "B": 0}, 1, on) == {"A": 0, "B": 0}
    assert rules.region_awards({"A": 0}, 2, on) == {"A": 0}
    assert rules.controller({"A": 0}, on) is None
    assert rules.region_awards({"A": 4, "B": 0}, 1) == {"A": 4, "B": 0}


def test_the_game_ends_with_the_round_under_amb_07s_finish_round():
    """L106-107: 'a last, final turn' read as finishing the Round; the default finishes the Round and
    plays one more (L1201-1206)."""
    assert rules.remaining_turns(4, 0, 1, Options(final_round="finish-round")) == [2, 3]
    assert rules.remaining_turns(4, 0, 1) == [2, 3, 0, 1, 2, 3]


def test_a_doubled_fallback_sum_under_amb_22():
    """L936-940: '2 Money per Population + Government symbols + Tax': 2 x 3 + 0 + 2 = 8; doubled sum 10."""
    for opts, money in (({}, 8), ({"fallback_sum": "doubled-sum"}, 10)):
        g = start(opts, {"seat": 0, "population": 3, "production": {"TAX": 2}}, empty=["tax-trade"])
        assert g.apply("taxtrade -tax").players[0].res("MONEY") - g.players[0].res("MONEY") == money


def test_port_cities_and_the_siege_engine_under_amb_x16():
    """A Siege Engine cancels opponents' Cities (L1685-1687); Port Cities are Cities (L720-722) unless
    siege_negates_port_cities=False spares them."""
    for opts, influence in (({}, 0), ({"siege_negates_port_cities": False}, 2)):
        g = start(opts, {"seat": 0, "pieces": {port("ITALY"): "PORT_CITY"}},
                  {"seat": 1, "techs": ["T27"], "units": [["ITALY", "SIEGE_ENGINE", 1]]})
        assert g.influences("ITALY")[0] == influence


def test_the_pyramid_without_port_cities_under_amb_53():
    """The Pyramid needs a Region with 3 Cities, one yours (L835-837): two Cities and a Port City do
    by default, not under pyramid_port_cities=False."""
    for opts, ok in (({}, True), ({"pyramid_port_cities": False}, False)):
        g = start(opts, {"seat": 0, "pieces": {land("ITALY"): "CITY", port("ITALY"): "PORT_CITY"}},
                  {"seat": 1, "pieces": {land("ITALY", 1): "CITY"}})
        assert bool(g.sites(0, "W4")) is ok


def test_a_rules_one_save_with_the_merchants_fallback_still_loads_and_says_what_moved():
    """mosaic-seed11 was saved under rules 1, when the Merchant's bonus came with the Tax fallback too: its
    log is replayed under that reading (AMB-55's option) and the loaded game names the options as moved."""
    import json

    from rulekit.mosaic.game import State
    path = Path(__file__).parent / "data" / "saves_v1" / "mosaic-seed11.json"
    data = json.loads(path.read_text())
    state = State.from_dict(data["save"], source=path.name)
    assert list(state.scores()) == data["expected"]["scores"]
    assert state.options.leader_bonus_on_fallback
    assert "rules version 1" in state.load_note and "options" in state.load_note
    with pytest.raises(DataError, match="log step"):
        State.from_dict({**data["save"], "rules": 2}, source="today.json")
