"""Mosaic's card, tile and Leader effects (rulekit.mosaic.effects), one family per test.

Each test sets up a small position with the scenario builder, plays the card
through the engine and asserts what the card's text says must happen (the
rulebook's Appendix 1-6 is the authority; the lines are cited per test).
Symbols come from the labelled teaching assignment (e.g. the General provides
one Military symbol, which plays a card requiring one).
"""

from __future__ import annotations

import pytest

from rulekit.core.errors import IllegalAction
from rulekit.mosaic import effects
from rulekit.mosaic.cards import data
from rulekit.mosaic.scenarios import build
from rulekit.mosaic.actions import Action
from rulekit.mosaic.board import space_neighbours
from rulekit.mosaic.decisions.cards import EndTurn, claim, wonder_built
from rulekit.mosaic.decisions.military import GeneralElimination
from rulekit.mosaic.effects.endgame import end_breakdown, unrest_ignored, wonder_vp


def start(*players, **top):
    return build({"start": {"players": top.pop("players", 2), "player": list(players), **top}}, "<test>")


def legal(g):
    return sorted(str(a) for a in g.legal_actions())


def region_of(space):
    return data().map.spaces[space].region


def city_space(region, k=0):
    return [s.id for s in data().map.spaces.values() if s.region == region and s.kind == "land"][k]


def land(n, regions=("ITALY", "GREECE", "EGYPT")):
    return [s.id for s in data().map.spaces.values() if s.region in regions and s.kind == "land"][:n]


# -- eliminations (Iron, Composite Bow, Bows, Armour) --------------------------------------------

def test_iron_eliminates_exactly_two_units_in_one_region_where_the_player_has_infantry():
    """T66 (L1815-1817): +3 Stone Production; eliminate 2 enemy units in a Region with your Infantry or Cavalry."""
    g = start({"seat": 0, "leader": "general", "hidden": ["T66"], "units": [["ITALY", "INFANTRY", 1]]},
              {"seat": 1, "units": [["ITALY", "CAVALRY", 2], ["ITALY", "INFANTRY", 1], ["GREECE", "INFANTRY", 1]]})
    stone = g.players[0].prod("STONE")
    g = g.apply("play T66")
    assert g.decision.kind == "eliminate" and g.players[0].prod("STONE") == stone + 3
    assert legal(g) == ["eliminate P2 CAVALRY ITALY", "eliminate P2 INFANTRY ITALY"]
    refused = g.why_not("eliminate P2 INFANTRY GREECE")                 # no unit of P1 in Greece
    assert refused is not None and refused.rule.ref == "MO-R-65"
    g = g.apply("eliminate P2 INFANTRY ITALY")
    assert legal(g) == ["eliminate P2 CAVALRY ITALY"]                   # the second one in the same Region
    g = g.apply("eliminate P2 CAVALRY ITALY")
    assert g.players[1].units == (("GREECE", "INFANTRY"), ("ITALY", "CAVALRY"))
    assert g.decision.kind == "turn" and g.players[0].units == (("ITALY", "INFANTRY"),)


def test_nothing_to_eliminate_where_the_player_has_no_unit():
    g = start({"seat": 0, "leader": "general", "hidden": ["T66"]}, {"seat": 1, "units": [["ITALY", "CAVALRY", 2]]})
    g = g.apply("play T66")
    assert g.decision.kind == "turn" and len(g.players[1].units) == 2


def test_armour_units_cannot_be_eliminated_by_a_card_or_the_general():
    """T44 (L1750): your Military Units cannot be eliminated."""
    g = start({"seat": 0, "leader": "general", "hidden": ["T66"], "units": [["ITALY", "INFANTRY", 1]]},
              {"seat": 1, "techs": ["T44"], "units": [["ITALY", "CAVALRY", 2]]})
    g = g.apply("play T66")
    assert g.decision.kind == "turn" and len(g.players[1].units) == 2
    assert GeneralElimination(0).options(g) == []
    rule, reason = GeneralElimination(0).refusal(g, Action.parse("eliminate P2 CAVALRY ITALY"))
    assert rule.ref == "MO-R-66" and "Armour" in reason


def test_bows_gain_two_cavalry_anywhere_then_eliminate_where_cavalry_stands():
    """S16 (L1514-1517): 2 Cavalry in any Region, then 1 enemy unit in a Region where you have Cavalry."""
    g = start({"seat": 0, "hidden": ["S16"]}, {"seat": 1, "units": [["EGYPT", "INFANTRY", 1], ["ITALY", "CAVALRY", 1]]})
    g = g.apply("play S16")
    assert g.decision.kind == "deploy"
    assert "deploy CAVALRY EGYPT" in legal(g) and "deploy INFANTRY EGYPT" not in legal(g)
    g = g.apply("deploy CAVALRY EGYPT").apply("deploy CAVALRY EGYPT")
    assert legal(g) == ["eliminate P2 INFANTRY EGYPT"]
    g = g.apply("eliminate P2 INFANTRY EGYPT")
    assert g.players[0].units == (("EGYPT", "CAVALRY"),) * 2 and g.players[1].units == (("ITALY", "CAVALRY"),)


def test_free_units_without_a_region_go_where_a_recruit_may_unless_the_option_says_any():
    """T59 (L1798-1801): +3 Food Production, 1 Cavalry; AMB-X11: a Region with your City by default."""
    city = city_space("EGYPT")
    g = start({"seat": 0, "leader": "general", "hidden": ["T59"], "pieces": {city: "CITY"}}, {"seat": 1})
    g = g.apply("play T59")
    assert legal(g) == ["deploy CAVALRY EGYPT"]
    g2 = start({"seat": 0, "leader": "general", "hidden": ["T59"], "pieces": {city: "CITY"}}, {"seat": 1},
               options={"free_units_where": "any"}).apply("play T59")
    assert len(legal(g2)) == len(g2.in_play())


# -- free Cities and Farms -----------------------------------------------------------------------------

def test_masonry_places_a_free_city_next_to_one_of_yours_and_counts_as_built():
    """T37 (L1720) and AMB-44: a free City adjacent to your City; Storage +5; Merchants (T21) pay 5."""
    city = city_space("ITALY")
    g = start({"seat": 0, "leader": "engineer", "techs": ["T35"], "hidden": ["T37"], "pieces": {city: "CITY"}},
              {"seat": 1, "techs": ["T21"]})
    g = g.apply("play T37")
    spaces = [a.split()[1] for a in legal(g)]
    assert spaces and all(sp in space_neighbours()[city] for sp in spaces)
    money, stone = g.players[1].res("MONEY"), g.players[0].prod("STONE")
    g = g.apply(f"place {spaces[0]}")
    assert (spaces[0], 0, "CITY") in g.board and g.storage == 5
    assert g.players[1].res("MONEY") == money + 5 and g.players[0].prod("STONE") == stone + 1   # Merchants, Engineer


def test_colony_city_only_in_a_region_without_your_city():
    """T19 (L1650): a free City in a Region where you have no City."""
    g = start({"seat": 0, "leader": "engineer", "techs": ["T35"], "hidden": ["T19"],
               "pieces": {city_space("ITALY"): "CITY"}},
              {"seat": 1})
    g = g.apply("play T19")
    regions = {region_of(a.split()[1]) for a in legal(g)}
    assert "ITALY" not in regions and regions


def test_exploration_farm_and_infantry_in_one_region_without_your_city():
    """S5 (L1486-1488): a free Infantry and a Farm in a Region where you have no City (AMB-52)."""
    g = start({"seat": 0, "leader": "general", "hidden": ["S5"], "pieces": {city_space("ITALY"): "CITY"}},
              {"seat": 1})
    g = g.apply("play S5")
    assert g.decision.kind == "free-farm" and "ITALY" not in {region_of(a.split()[1]) for a in legal(g)}
    space = city_space("EGYPT")
    g = g.apply(f"place {space}")
    assert legal(g) == ["deploy INFANTRY EGYPT"]
    g = g.apply("deploy INFANTRY EGYPT")
    assert (space, 0, "FARM") in g.board and ("EGYPT", "INFANTRY") in g.players[0].units


# -- tokens from the map ---------------------------------------------------------------------------------

def test_cartography_takes_any_token_and_gives_five_money():
    """S11 (L1500-1502): any Trade Goods or Supply token from the map; 5 Money."""
    g = start({"seat": 0, "hidden": ["S11"]}, {"seat": 1}, tokens={"GR02": "TEACH-SUPPLY-1"})
    (resource, count), = __import__("rulekit.mosaic.cards", fromlist=["x"]).teaching_decks().supply["TEACH-SUPPLY-1"].items()
    g = g.apply("play S11")
    assert g.decision.kind == "take" and "take GR02" in legal(g)
    before = g.players[0].res(resource)
    g = g.apply("take GR02")
    assert g.players[0].res(resource) == before + count + (5 if resource == "MONEY" else 0)
    assert "TEACH-SUPPLY-1" in g.box and "GR02" not in dict(g.tokens)


def test_fishing_takes_only_a_fish_and_its_food_production():
    """S27 (L1548): +3 Food Production, 1 Fish from the map (+3 Food Production as a Fish token)."""
    g = start({"seat": 0, "hidden": ["S27"]}, {"seat": 1})
    g = g.apply("play S27")
    assert all(dict(g.tokens)[a.split()[1]].startswith("fish") for a in legal(g))
    g = g.apply(legal(g)[0])
    assert g.players[0].prod("FOOD") == 6 and g.players[0].goods[0].startswith("fish")


def test_craftsmanship_gives_the_one_universal_good():
    g = start({"seat": 0, "hidden": ["S28"]}, {"seat": 1, "hidden": ["S28"]})
    g = g.apply("play S28")
    assert g.players[0].goods == ("universal",)


# -- "for each …": caps, immediate VP, per-symbol -------------------------------------------------------

@pytest.mark.parametrize("card, population, field, gain", [
    ("T42", 12, "STONE", 10),          # +1 Stone Production per Population, max 10 (L1743)
    ("T42", 7, "STONE", 7),
])
def test_labour_organization_counts_your_population_up_to_ten(card, population, field, gain):
    g = start({"seat": 0, "leader": "engineer", "hidden": [card], "population": population}, {"seat": 1})
    before = g.players[0].prod(field)
    assert g.apply(f"play {card}").players[0].prod(field) == before + gain


def test_canals_and_citizenship_caps():
    """T18 (L1648): 1 Population per City, max 5; T40 (L1737): 1 VP per Population, max 10, banked (AMB-46)."""
    pieces = {sp: "CITY" for sp in land(6)}
    g = start({"seat": 0, "leader": "judge", "techs": ["T31"], "hidden": ["T18"], "pieces": pieces}, {"seat": 1})
    assert g.apply("play T18").players[0].population == 5 + 5
    g = start({"seat": 0, "leader": "judge", "hidden": ["T40"], "population": 14, "techs": ["T31", "T17"]},
              {"seat": 1})
    g = g.apply("play T40")
    assert g.players[0].vp == 10
    r = start({"seat": 0, "leader": "judge", "hidden": ["T40"], "population": 4, "techs": ["T31", "T17"]}, {"seat": 1},
              options={"immediate_vp": "recount"}).apply("play T40")
    assert r.players[0].vp == 0 and end_breakdown(r, 0)["T40"] == 4


def test_calendar_cap_reading():
    """T15 (L1642): +2 Food Production per symbol (Max. 10); AMB-X12: the gain or the symbols."""
    techs = ["S7", "S19", "S20", "S26", "S27", "S37"]                # six Food symbols (teaching)
    g = start({"seat": 0, "techs": techs, "hidden": ["T15"]}, {"seat": 1})
    assert g.apply("play T15").players[0].prod("FOOD") == 10
    g = start({"seat": 0, "techs": techs, "hidden": ["T15"]}, {"seat": 1}, options={"calendar_cap": "symbols"})
    assert g.apply("play T15").players[0].prod("FOOD") == 14        # 7 symbols with the Calendar itself


def test_end_of_game_vp_per_city_wonder_project_and_symbol():
    """T12 (L1631) 1 VP per City; S17 (L1521) 2 VP per Wonder; T3 (L1598) 2 VP per Project; S6 (L1490)
    1 VP per symbol (the teaching pillar S6 provides: Culture)."""
    pieces = {city_space("ITALY", k): "CITY" for k in range(3)}
    g = start({"seat": 0, "techs": ["T12", "S17", "S6", "S4"], "wonders": {"W4": city_space("ITALY", 3)},
               "pieces": pieces}, {"seat": 1})
    parts = end_breakdown(g, 0)
    assert parts["T12"] == 3 and parts["S17"] == 2
    assert parts["S6"] == g.symbols(0)["CULTURE"] == 3                # T12, S6, S4 (teaching)


def test_literature_and_games_reduce_unrest():
    """T23 (L1665): -5 Unrest; T11 (L1629): -1 Unrest per symbol (teaching: Culture)."""
    g = start({"seat": 0, "techs": ["T23", "T11"], "tax_trade": ["TEACH-TAX-2", "TEACH-TAX-4", "TEACH-TAX-6"]},
              {"seat": 1})
    assert unrest_ignored(g, 0) == 5 + 2


# -- ongoing rules ----------------------------------------------------------------------------------------

def test_metallurgy_and_crop_rotation_pay_on_work():
    """T33 (L1702): +5 Stone when you produce Food or Ideas; T45 (L1752): +5 Food when you produce Stone or Ideas."""
    g = start({"seat": 0, "techs": ["T33", "T45"]}, {"seat": 1})
    after = g.apply("work IDEAS").players[0]
    assert (after.res("STONE"), after.res("FOOD"), after.res("IDEAS")) == (5, 5, 5)
    after = g.apply("work STONE").players[0]
    assert (after.res("STONE"), after.res("FOOD")) == (5, 5)


def test_flood_agriculture_doubles_the_next_population_card_once():
    """T52 (L1768): your next Population card is doubled (AMB-15: the gain only)."""
    from rulekit.mosaic.cards import teaching_decks
    g = start({"seat": 0, "techs": ["T52"], "resources": {"FOOD": 40}}, {"seat": 1})
    card = g.offers[2][0]
    food, gain = teaching_decks().population[card]
    g = g.apply(f"population {card}")
    assert g.players[0].population == 5 + 2 * gain and g.players[0].res("FOOD") == 40 - food
    assert "T52" in g.players[0].used


def test_caste_system_adopts_a_government_without_its_symbols():
    """T55 (L1775-1776): any Government without the required symbols."""
    g = start({"seat": 0, "resources": {"IDEAS": 20}}, {"seat": 1})
    assert "government republic" not in legal(g)
    g = start({"seat": 0, "techs": ["T55"], "resources": {"IDEAS": 20}}, {"seat": 1})
    assert "government republic" in legal(g)


def test_bureaucracy_gives_an_extra_work_action_and_mathematics_any():
    """T2 (L1596): an extra Work action; T29 (L1691): an extra Action."""
    g = start({"seat": 0, "leader": "priestess", "techs": ["S22"], "hidden": ["T2"]}, {"seat": 1})
    g = g.apply("play T2")
    assert g.decision.kind == "extra" and {a.split()[0] for a in legal(g)} <= {"work", "play", "claim", "clear",
                                                                              "takeover", "convert"}
    g = g.apply("work STONE")
    assert g.decision.kind == "turn" and g.players[0].res("STONE") == 5          # then the turn's own Action


def test_scientific_method_clears_the_technology_offer():
    """T34 (L1708-1710): the Offer to the bottom of the deck, five new cards from the top."""
    g = start({"seat": 0, "leader": "scribe", "techs": ["S1"], "hidden": ["T34"]}, {"seat": 1})
    offer, top = g.offers[0], [c for c in g.decks[0] if not c.startswith("ES-")][:5]
    g = g.apply("play T34")
    assert g.decks[0][-5:] == offer and list(g.offers[0]) == top


def test_loyalty_closes_a_controlled_region_to_other_players_cities():
    """T24 (L1667-1669): choose a Region you control; the others cannot build Cities there."""
    g = start({"seat": 0, "techs": ["T6", "T8"], "hidden": ["T24"], "pieces": {city_space("ITALY"): "CITY"}},
              {"seat": 1, "pieces": {city_space("EGYPT"): "CITY"}})
    g = g.apply("play T24")
    assert legal(g) == ["lock ITALY"]
    g = g.apply("lock ITALY")
    assert not [x for x in g.sites(1, "CITY") if region_of(x) == "ITALY"]
    assert [x for x in g.sites(0, "CITY") if region_of(x) == "ITALY"]


def test_diplomats_move_an_opponents_units_before_the_scoring_once():
    """T7 (L1608-1611): directly before an Empire Scoring, once per game (a choice: done declines)."""
    g = start({"seat": 0, "techs": ["T7"]}, {"seat": 1, "units": [["ITALY", "CAVALRY", 2]]})
    g = g.edit(revealed=1, box=g.box + ("ES-build",), tasks=(EndTurn(0),),
               decks=(g.decks[0], tuple(c for c in g.decks[1] if c != "ES-build")) + g.decks[2:])
    assert g.decision.kind == "diplomats" and "done" in legal(g)
    g = g.apply("relocate P2 ITALY NUMIDIA")
    assert g.players[1].units == (("NUMIDIA", "CAVALRY"),) * 2 and "T7" in g.players[0].used and g.scorings == 1


# -- Leaders --------------------------------------------------------------------------------------------------

def test_priestess_takes_over_a_city_of_an_opponent_with_three_once():
    """The Priestess (L1388-1390; AMB-37): once per game, a City of an opponent with 3 or more Cities."""
    two = {city_space("ITALY", k): "CITY" for k in range(2)}
    g = start({"seat": 0, "leader": "priestess"}, {"seat": 1, "pieces": two})
    assert not [a for a in legal(g) if a.startswith("takeover")]
    three = {city_space("ITALY", k): "CITY" for k in range(3)}
    g = start({"seat": 0, "leader": "priestess"}, {"seat": 1, "pieces": three})
    space = city_space("ITALY", 1)
    g = g.apply(f"takeover {space}")
    assert (space, 0, "CITY") in g.board and len(g.pieces(1, "CITY")) == 2
    assert not [a for a in legal(g) if a.startswith("takeover")]             # once per game


def test_judge_converts_one_population_into_twenty_once():
    """The Judge (L1408-1409; AMB-38: Money allowed by default)."""
    g = start({"seat": 0, "leader": "judge"}, {"seat": 1})
    assert "convert MONEY" in legal(g)
    g = g.apply("convert FOOD")
    assert (g.players[0].population, g.players[0].res("FOOD")) == (4, 20)
    assert not [a for a in legal(g) if a.startswith("convert")]
    g = start({"seat": 0, "leader": "judge"}, {"seat": 1}, options={"any_resource_includes_money": False})
    assert "convert MONEY" not in legal(g)


def test_scribe_chooses_his_production_and_takes_an_extra_action_in_his_first_turn():
    """The Scribe (L1415-1416; AMB-54): +5 to any one Production; 1 extra Action in his first turn."""
    from rulekit.mosaic.game import new_game
    g = new_game(players=2, seed=4)
    while g.phase != "play" or g.decision.kind in ("setup-play", "boost"):
        d = g.decision
        if d.kind == "leader":
            g = g.apply("leader scribe" if "leader scribe" in legal(g) else legal(g)[0])
        elif d.kind == "boost":
            g = g.apply("boost TAX")
        else:
            g = g.apply(legal(g)[0] if d.kind != "setup-play" else "done")
    scribe = next(p for p in g.players if p.leader == "scribe")
    assert scribe.prod("TAX") == 5
    while g.players[g.to_move].leader != "scribe" or g.decision.kind == "free":
        g = g.apply("work STONE" if g.decision.kind == "turn" else "done")
    assert g.decision.kind == "extra"
    g = g.apply("work IDEAS")
    assert g.decision.kind == "turn" and g.to_move == scribe.seat


def test_scribe_two_final_actions_before_the_final_scoring():
    """AMB-36's default: after the last Round, before the final scoring."""
    g = start({"seat": 0, "leader": "scribe"}, {"seat": 1})
    g = g.edit(ending=(), tasks=(EndTurn(0),))          # the last turn ends
    assert [t.kind for t in g.tasks] == ["extra", "extra", "final"]
    assert not g.is_over
    g = g.apply("work STONE").apply("work FOOD")
    assert g.is_over


def test_artist_scores_a_vp_per_culture_symbol():
    g = start({"seat": 0, "leader": "artist", "techs": ["S4", "S18"]}, {"seat": 1})
    assert end_breakdown(g, 0)["artist"] == 3


# -- Wonders and Golden Ages ---------------------------------------------------------------------------------

def test_wonders_score_by_their_own_rule():
    """Appendix 1 (L1251-1279): Stonehenge 1 per 2 Population; Sphinx 4 per Wonder in its Region;
    Temple of Artemis 1 per unit there (all players); Colossus 2 per own City there (AMB-48)."""
    sp = [s.id for s in data().map.spaces.values() if s.region == "ITALY" and s.kind == "land"]
    port = [s.id for s in data().map.spaces.values() if s.region == "ITALY" and s.kind == "port"][0]
    g = start({"seat": 0, "population": 9, "wonders": {"W6": city_space("GREECE"), "W5": sp[2], "W7": sp[3], "W1": port},
               "pieces": {sp[0]: "CITY", sp[1]: "CITY"}, "units": [["ITALY", "INFANTRY", 1]]},
              {"seat": 1, "pieces": {sp[4]: "CITY"}, "units": [["ITALY", "CAVALRY", 2]]})
    assert wonder_vp(g, 0, "W6") == 4
    assert wonder_vp(g, 0, "W5") == 4 * 3
    assert wonder_vp(g, 0, "W7") == 3
    assert wonder_vp(g, 0, "W1") == 2 * 2
    g2 = g.edit(options=g.options.parse({"wonder_city_scope": "all"}))
    assert wonder_vp(g2, 0, "W1") == 2 * 3


def test_great_library_gives_two_identical_symbols_of_the_players_choice():
    g = start({"seat": 0}, {"seat": 1})
    g = wonder_built(g, 0, "W8")
    assert g.decision.kind == "library"
    g = g.apply("symbols SCIENCE")
    assert g.symbols(0).get("SCIENCE") == 2


def test_golden_ages_give_their_benefit():
    """G6 (L1292): 2 Population; G8 (L1296): a free City; G9 (L1298): 10 of one Resource."""
    g = start({"seat": 0}, {"seat": 1})
    assert claim(g, 0, "G6").players[0].population == 7
    g8 = claim(g, 0, "G8")
    assert g8.decision.kind == "free-city"
    g9 = claim(g, 0, "G9")
    assert g9.apply("gain STONE").players[0].res("STONE") == 10


# -- the Reserve (AMB-X9) -------------------------------------------------------------------------------

def test_money_reserve_reading_caps_gains_at_the_coins():
    g = start({"seat": 0, "resources": {"MONEY": 670}}, {"seat": 1}, options={"money_reserve": "coins"})
    p = g.players[0].gain({"MONEY": 30})
    assert effects.within_reserve(g, 0, p).res("MONEY") == effects.COINS == 680
    judge = {"seat": 0, "leader": "judge", "resources": {"MONEY": 670}}
    assert start(judge, {"seat": 1}).apply("convert MONEY").players[0].res("MONEY") == 690   # no cap by default
    assert start(judge, {"seat": 1}, options={"money_reserve": "coins"}).apply(
        "convert MONEY").players[0].res("MONEY") == effects.COINS                              # the coins run out


def test_an_effect_choice_out_of_turn_is_refused_and_changes_nothing():
    g = start({"seat": 0, "leader": "general", "hidden": ["T66"], "units": [["ITALY", "INFANTRY", 1]]},
              {"seat": 1, "units": [["GREECE", "CAVALRY", 1]]})
    before = g.snapshot()
    with pytest.raises(IllegalAction):
        g.apply("eliminate P2 CAVALRY GREECE")
    assert g.snapshot() == before


def test_refusals_of_effect_choices_name_the_card_rule():
    g = start({"seat": 0, "leader": "general", "hidden": ["T66"], "units": [["ITALY", "INFANTRY", 1]]},
              {"seat": 1, "units": [["ITALY", "CAVALRY", 1], ["GREECE", "CAVALRY", 1]]})
    g = g.apply("play T66")
    err = g.why_not("eliminate P2 CAVALRY GREECE")
    assert err.rule.ref == "MO-R-65" and "GREECE" in err.reason
    g = start({"seat": 0, "hidden": ["T66"]}, {"seat": 1})
    assert g.why_not("play T66").rule.ref == "MO-R-23"                  # no Military symbol
    g = start({"seat": 0, "leader": "priestess"}, {"seat": 1, "pieces": {city_space("ITALY"): "CITY"}})
    err = g.why_not(f"takeover {city_space('ITALY')}")
    assert err.rule.ref == "MO-R-83" and "3 or more" in err.reason
    assert start({"seat": 0, "leader": "judge", "population": 0}, {"seat": 1}).why_not("convert FOOD").rule.ref == \
        "MO-R-84"
