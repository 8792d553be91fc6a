"""Mosaic: the last rule gaps of issue 9, each played through the engine.

Every test asserts what the rulebook says must happen, in a position where an
engine that skipped the rule (or ignored the option) gets another outcome.
"""

from __future__ import annotations

import pytest

from rulekit.core.errors import DataError, IllegalAction
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.cards import data
from rulekit.mosaic.decisions.cards import ExtraAction
from rulekit.mosaic.decisions.flow import TakeTurn
from rulekit.mosaic.scenarios import build

#: P1's first turn as the Scribe (L1415-1416): his extra Action, then the turn's own.
SCRIBES_FIRST_TURN = (ExtraAction(0, card="scribe"), TakeTurn(0))


def start(*players, **top):
    return build({"start": {"players": top.pop("players", 2), "player": list(players), **top}}, "<test>")


def legal(g):
    return sorted(str(a) for a in g.legal_actions())


def land(region, k=0):
    return [s.id for s in data().map.spaces.values() if s.region == region and s.kind == "land"][k]


def without_scoring_card(g, deck):
    """``g`` with the Empire Scoring card of ``deck`` out of its deck (to the box)."""
    i = ("technology", "build", "population", "tax-trade").index(deck)
    decks = list(g.decks)
    decks[i] = tuple(c for c in g.decks[i] if c != f"ES-{deck}")
    return g.edit(decks=tuple(decks), box=g.box + (f"ES-{deck}",))


def with_scoring_card_on_top(g, deck):
    """``g`` with the Empire Scoring card of ``deck`` on top of its deck."""
    i = ("technology", "build", "population", "tax-trade").index(deck)
    decks = list(g.decks)
    decks[i] = (f"ES-{deck}",) + tuple(c for c in g.decks[i] if c != f"ES-{deck}")
    return g.edit(decks=tuple(decks))


# -- the scenario builder: units only in Regions in play (L488-493) ------------------------------------------

@pytest.mark.parametrize("players, region", [(2, "IBERIA"), (2, "GAUL"), (3, "IBERIA")])
def test_units_in_a_region_out_of_play_are_refused_naming_file_and_field(players, region):
    """With 2 players Iberia and Gaul are out of play, with 3 Iberia (L477-493): a start that puts
    units there is a DataError naming the scenario file and the 'units' field."""
    with pytest.raises(DataError) as err:
        build({"start": {"players": players, "player": [{"seat": 0, "units": [[region, "INFANTRY", 1]]}]}},
              "examples/bad.toml")
    text = str(err.value)
    assert "examples/bad.toml" in text and "'units'" in text and region in text and "not in play" in text


def test_units_in_play_kinds_and_counts_are_checked():
    ok = start({"seat": 0, "units": [["GAUL", "CAVALRY", 2]]}, players=3)
    assert ok.players[0].units == (("GAUL", "CAVALRY"), ("GAUL", "CAVALRY"))
    for bad in (["ATLANTIS", "INFANTRY", 1], ["ITALY", "ARCHER", 1], ["ITALY", "INFANTRY", 0], ["ITALY", "INFANTRY"]):
        with pytest.raises(DataError, match="'units'"):
            start({"seat": 0, "units": [bad]})


# -- Build: the card's benefits, then the Offer refilled (L667-678) -------------------------------------------

def test_the_capital_clears_the_build_offer_before_the_taken_card_is_replaced():
    """'Place the card in front of you and gain its benefits … Then draw a new card into the empty
    space' (L673-678). The Capital's benefit clears the Build Offer while the Capital's own slot is
    still empty: the four cards left go to the bottom, and the Offer is refilled with the deck's
    top five. (Refilling first would send five cards down, the replacement among them.)"""
    others = ["B3-1", "B5-1", "B8-1", "B4-1"]
    g = start({"seat": 0, "resources": {"STONE": 4}, "pieces": {land("ITALY"): "CITY"}}, {"seat": 1},
              offer={"build": ["B19-1"] + others})
    g = without_scoring_card(g, "build")
    deck = g.decks[1]
    g = g.apply("build B19-1 city")
    assert g.decision.kind == "capital" and g.offers[1] == tuple(others)      # not refilled yet
    g = g.apply("clear build")
    assert g.decks[1][-4:] == tuple(others)
    assert g.offers[1] == deck[:5]
    g = g.apply(f"place {land('GREECE')}")
    assert g.offers[1] == deck[:5] and len(g.decks[1]) == len(deck) - 5 + 4


def test_a_plain_build_card_is_replaced_after_its_benefits():
    """Every Build card's slot is refilled from the deck once its benefits are taken (L677-678)."""
    g = start({"seat": 0, "resources": {"STONE": 4}, "pieces": {land("ITALY"): "CITY"}}, {"seat": 1},
              offer={"build": ["B3-1"]})
    g = without_scoring_card(g, "build")
    deck = g.decks[1]
    g = g.apply("build B3-1 city")
    assert g.decision.kind == "place" and g.offers[1] == () and g.players[0].prod("TRADE") == 3
    g = g.apply(f"place {land('GREECE')}")
    assert g.offers[1] == deck[:5]


# -- the Capital under AMB-51's 'no-city' reading ---------------------------------------------------------------

def _capital_offer(**options):
    g = start({"seat": 0, "resources": {"STONE": 10, "IDEAS": 10}, "pieces": {land("ITALY"): "CITY"}}, {"seat": 1},
              offer={"build": ["B19-1", "B3-1"]}, options=options)
    return without_scoring_card(g, "build")


def test_the_capital_is_a_city_card_by_default():
    g = _capital_offer()
    assert "build B19-1 city" in legal(g)


def test_under_the_no_city_reading_the_capital_cannot_be_taken():
    """AMB-51 'no-city': the Capital is no City card, and the rulebook prints a cost only for City, Port
    City, Farm, Workshop and Project cards (L688, L708, L731, L747), so there is nothing to pay and the
    card cannot be taken; the refusal says so and changes nothing. The other cards are unaffected."""
    g = _capital_offer(capital_card="no-city")
    assert not [a for a in legal(g) if a.startswith("build B19-1")]
    assert "build B3-1 city" in legal(g)
    for kind in ("city", "project"):
        err = g.why_not(f"build B19-1 {kind}")
        assert err.rule == rb.BUILD and "AMB-51" in err.reason and "no cost" in err.reason
    before = g.to_dict()
    with pytest.raises(IllegalAction):
        g.apply("build B19-1 city")
    assert g.to_dict() == before


# -- Fortified City and the other unqualified 'Military Unit' cards (AMB-X14) ------------------------------------

def _fortified(techs=(), **options):
    g = start({"seat": 0, "resources": {"STONE": 4}, "techs": list(techs), "pieces": {land("ITALY"): "CITY"}},
              {"seat": 1}, offer={"build": ["B6-1"]}, options=options)
    g = without_scoring_card(g, "build").apply("build B6-1 city").apply(f"place {land('GREECE')}")
    assert g.decision.kind == "deploy"
    return g


def test_fortified_city_may_give_a_siege_engine_to_a_holder_of_the_siege_engine_technology():
    """Fortified City: 'you gain 1 Military Unit (in the Region where the City is placed)' (L1431). A Siege
    Engine is a Military Unit for a holder of the Siege Engine Technology (L1009-1013, L1685), and the
    cards that mean only Infantry or Cavalry say so (L1284, L1654): AMB-X14's default offers it."""
    g = _fortified(techs=["T27"])
    assert legal(g) == ["deploy CAVALRY GREECE", "deploy INFANTRY GREECE", "deploy SIEGE_ENGINE GREECE"]
    g = g.apply("deploy SIEGE_ENGINE GREECE")
    assert g.players[0].units == (("GREECE", "SIEGE_ENGINE"),)


def test_fortified_city_gives_infantry_or_cavalry_under_the_other_reading_or_without_the_technology():
    assert legal(_fortified(techs=["T27"], card_unit_kinds="infantry-cavalry")) == \
        ["deploy CAVALRY GREECE", "deploy INFANTRY GREECE"]
    assert legal(_fortified()) == ["deploy CAVALRY GREECE", "deploy INFANTRY GREECE"]


def test_metallurgys_unit_may_be_a_siege_engine_but_never_a_third_one():
    """Metallurgy: 'you gain 1 Military Unit' (L1703); at most 2 Siege Engines (L1685)."""
    g = start({"seat": 0, "techs": ["T27", "S16"], "hidden": ["T33"], "pieces": {land("ITALY"): "CITY"}}, {"seat": 1})
    g = g.apply("play T33")
    assert "deploy SIEGE_ENGINE ITALY" in legal(g)
    full = start({"seat": 0, "techs": ["T27", "S16"], "hidden": ["T33"], "pieces": {land("ITALY"): "CITY"},
                  "units": [["ITALY", "SIEGE_ENGINE", 2]]}, {"seat": 1}).apply("play T33")
    assert "deploy SIEGE_ENGINE ITALY" not in legal(full)


# -- extra Actions: a Scoring card is scored at the end of the Action that revealed it (L1134-1136) -------------

def _scribes_first_turn(scorings=0, **player):
    """The Scribe's first turn (L1415-1416): his extra Action comes first; the Technology deck's top card is
    its Empire Scoring card, the Build deck's second card is the Build Scoring card."""
    g = start({"seat": 0, "leader": "scribe", "resources": {"IDEAS": 10, "STONE": 4},
               "pieces": {land("ITALY"): "CITY"}, **player}, {"seat": 1}, offer={"build": ["B3-1"]})
    g = with_scoring_card_on_top(g, "technology")
    i = 1
    rest = tuple(c for c in g.decks[i] if c != "ES-build")
    decks = list(g.decks)
    decks[i] = rest[:4] + ("ES-build",) + rest[4:]          # the refill after taking B3-1 draws four, then it
    g = g.edit(decks=tuple(decks), scorings=scorings, revealed=scorings, seen=scorings,
               tasks=SCRIBES_FIRST_TURN, players={0: {"used": ("scribe-first",)}})
    assert g.decision.kind == "extra" and g.to_move == 0
    return g


def test_a_scoring_card_revealed_by_an_extra_action_is_scored_before_the_turns_action():
    g = _scribes_first_turn()
    g = g.apply(f"tech {g.offers[0][0]}")
    assert g.revealed == 1 and g.scorings == 1                   # scored at the end of the extra Action
    assert g.decision.kind == "turn" and g.to_move == 0          # his turn's own Action is still to come
    vp = [p.vp for p in g.players]
    g = g.apply("work STONE").apply("done")
    assert g.scorings == 1 and [p.vp for p in g.players] == vp   # never scored twice
    assert g.to_move == 1


def test_two_actions_of_one_turn_reveal_two_scoring_cards_and_score_twice():
    g = _scribes_first_turn()
    g = g.apply(f"tech {g.offers[0][0]}")
    g = g.apply("build B3-1 city").apply(f"place {land('GREECE')}")
    assert g.revealed == 2 and g.scorings == 1                   # the turn's Action's card: at its end
    g = g.apply("done")
    assert g.scorings == 2 and g.to_move == 1


def test_no_fourth_scoring_from_an_extra_action():
    """'There can never be more than 3 Empire Scorings' (L1208-1210)."""
    g = _scribes_first_turn(scorings=3)
    g = g.apply(f"tech {g.offers[0][0]}")
    assert g.revealed == 4 and g.scorings == 3 and g.decision.kind == "turn"


def test_mathematics_extra_action_scores_after_itself():
    """Mathematics: 'take an extra Action' (L1691), played before the turn's Action."""
    g = start({"seat": 0, "resources": {"IDEAS": 10}, "techs": ["S1", "S14"], "hidden": ["T29"]}, {"seat": 1})
    g = with_scoring_card_on_top(g, "technology").apply("play T29")
    assert g.decision.kind == "extra"
    g = g.apply(f"tech {g.offers[0][0]}")
    assert g.scorings == 1 and g.decision.kind == "turn"


# -- Republic: the look before an extra Action too (AMB-X15) ---------------------------------------------------

def test_republic_looks_before_an_extra_action_by_default():
    """Republic: 'you may look at the top card of any deck before taking an Action' (L1125); an extra
    Action is an Action (L1415, L1691). After the extra Action the turn's own Action is still to come."""
    g = _scribes_first_turn(government="republic")
    g = without_scoring_card(g, "technology")
    top = g.decks[0][0]
    assert "peek technology" in legal(g)
    g = g.apply("peek technology")
    assert g.decision.kind == "republic"
    g = g.apply(f"tech {top}")
    assert top in g.players[0].hidden
    assert g.decision.kind == "turn" and g.to_move == 0
    assert "peek technology" in legal(g)


def test_republic_looks_only_before_the_turns_action_under_the_other_reading():
    g = start({"seat": 0, "leader": "scribe", "government": "republic", "resources": {"IDEAS": 10}}, {"seat": 1},
              options={"republic_look": "turn-action"})
    g = g.edit(tasks=SCRIBES_FIRST_TURN, players={0: {"used": ("scribe-first",)}})
    assert g.decision.kind == "extra" and "peek technology" not in legal(g)
    g = g.apply("work STONE")
    assert g.decision.kind == "turn" and "peek technology" in legal(g)


# -- AMB-X6: Money for a Resource you hold -------------------------------------------------------------------

def _city_payer(**options):
    return start({"seat": 0, "resources": {"STONE": 10, "MONEY": 20}, "pieces": {land("ITALY"): "CITY"}}, {"seat": 1},
                 options=options)


def test_money_may_stand_in_for_a_resource_the_player_holds():
    """'Money may replace any standard Resource when paying for Actions, 2 for 1' (L342-343, L988-991):
    under AMB-X6's default the player chooses how much of the 4 Stone of a City to pay with Money, and
    keeps the Stone they did not spend."""
    g = _city_payer().apply("build - city")
    assert g.decision.kind == "pay"
    assert legal(g) == [f"money STONE {n}" for n in range(5)]
    g = g.apply("money STONE 3")
    p = g.players[0]
    assert (p.res("STONE"), p.res("MONEY"), p.population) == (10 - 1, 20 - 6, 5 - 2)
    assert g.decision.kind == "place"


def test_money_pays_only_the_shortfall_under_the_other_reading():
    g = _city_payer(money_for_held=False).apply("build - city")
    assert g.decision.kind == "place"
    p = g.players[0]
    assert (p.res("STONE"), p.res("MONEY")) == (6, 20)


def test_a_payment_choice_keeps_money_for_what_is_lacking():
    """A Project (5 Stone + 5 Ideas, L747-748) with 10 Stone, 2 Ideas and 12 Money: the 3 missing Ideas
    need 6 Money, so at most 3 Stone may be paid with Money; then the Ideas beyond the 3 lacking."""
    g = start({"seat": 0, "resources": {"STONE": 10, "IDEAS": 2, "MONEY": 12}, "pieces": {land("ITALY"): "CITY"}},
              {"seat": 1}, offer={"build": ["B10-1"]})
    g = without_scoring_card(g, "build").apply("build B10-1 project")
    assert legal(g) == [f"money STONE {n}" for n in range(4)]
    g = g.apply("money STONE 1")
    assert legal(g) == [f"money IDEAS {n}" for n in (3, 4, 5)]
    g = g.apply("money IDEAS 4")
    p = g.players[0]
    assert (p.res("STONE"), p.res("IDEAS"), p.res("MONEY")) == (10 - 4, 2 - 1, 12 - 2 * 5)
    assert "B10-1" in p.builds


def test_no_payment_choice_when_there_is_none():
    """Without Money to spare (or nothing held) the Action is paid at once, as MO-EX-1."""
    g = start({"seat": 0, "resources": {"STONE": 4, "MONEY": 1}, "pieces": {land("ITALY"): "CITY"}}, {"seat": 1})
    assert g.apply("build - city").decision.kind == "place"


# -- each revealed Scoring card is one Empire Scoring (L1134-1136), up to three (L1208-1210) ---------------------

def _capital_reveals_two(scorings=0):
    """P1 takes the Capital: its benefit clears the Technology Offer (whose deck shows the Technology
    Scoring card next), and the Build Offer's refill draws the Build Scoring card: one Action, two cards."""
    g = start({"seat": 0, "resources": {"STONE": 4}, "pieces": {land("ITALY"): "CITY"}}, {"seat": 1},
              offer={"build": ["B19-1"]})
    g = with_scoring_card_on_top(with_scoring_card_on_top(g, "technology"), "build")
    g = g.edit(scorings=scorings, revealed=scorings, seen=scorings)
    g = g.apply("build B19-1 city").apply("clear technology").apply(f"place {land('GREECE')}")
    assert g.revealed == scorings + 2
    return g


def test_two_scoring_cards_revealed_by_one_action_score_twice():
    g = _capital_reveals_two()
    assert g.scorings == 0                          # the Action is finished first (L1136): free actions, done
    g = g.apply("done")
    assert g.scorings == 2 and g.to_move == 1


def test_two_cards_revealed_with_two_scorings_held_score_once():
    g = _capital_reveals_two(scorings=2).apply("done")
    assert g.scorings == 3
