"""Mosaic rules left unplayed by the first pass over the card effects (issue 9, follow-up).

Each test plays the rule through the engine and asserts what the rulebook says
must happen, with a reading that an engine ignoring the rule (or the option)
gets wrong.
"""

from __future__ import annotations

import pytest

from rulekit.core.errors import DataError, IllegalAction
from rulekit.mosaic import effects
from rulekit.mosaic.cards import data
from rulekit.mosaic.scenarios import build
from rulekit.mosaic.decisions.cards import EndTurn
from rulekit.mosaic.decisions.military import GeneralElimination, military_choices
from rulekit.mosaic.effects.endgame import wonder_vp


def start(*players, **top):
    return build({"start": {"players": top.pop("players", 2), "player": list(players), **top}}, "<test>")


def legal(g):
    return sorted(str(a) for a in g.legal_actions())


def land(region, k=0):
    return [s.id for s in data().map.spaces.values() if s.region == region and s.kind == "land"][k]


def recruits(g, seat):
    return sorted(str(a) for a in military_choices(g, seat) if a.verb == "recruit")


# -- AMB-27: eliminated units to the box ----------------------------------------------------------------

def _ten_cavalry(**options):
    """P2 has all ten of its Cavalry on the map (L234-236), one of them in Italy beside P1's Infantry."""
    return start({"seat": 0, "leader": "general", "hidden": ["T66"], "units": [["ITALY", "INFANTRY", 1]]},
                 {"seat": 1, "resources": {"MONEY": 20}, "pieces": {land("GREECE"): "CITY"},
                  "units": [["ITALY", "CAVALRY", 1], ["GREECE", "CAVALRY", 9]]}, options=options)


@pytest.mark.parametrize("reading, back", [("stock", 1), ("box", 0)])
def test_a_card_elimination_honours_the_box_reading(reading, back):
    """Iron (L1815-1817) eliminates P2's Cavalry in Italy: back to P2's stock, so P2 may recruit a
    Cavalry again (AMB-27's default), or into the box, so P2 never can (its 'box' reading)."""
    g = _ten_cavalry(eliminated_units=reading)
    assert effects.unit_stock(g, 1, "CAVALRY") == 0
    g = g.apply("play T66").apply("eliminate P2 CAVALRY ITALY")
    assert ("ITALY", "CAVALRY") not in g.players[1].units
    assert effects.unit_stock(g, 1, "CAVALRY") == back
    assert ("recruit CAVALRY GREECE" in recruits(g, 1)) is bool(back)
    assert effects.boxed_units(g, 1, "CAVALRY") == 1 - back


@pytest.mark.parametrize("reading, back", [("stock", 1), ("box", 0)])
def test_the_generals_elimination_honours_the_box_reading(reading, back):
    """The General's elimination before an Empire Scoring (L1374-1376) under both readings of AMB-27."""
    g = _ten_cavalry(eliminated_units=reading)
    g = g.edit(tasks=(GeneralElimination(0),) + g.tasks)
    assert g.decision.kind == "general"
    g = g.apply("eliminate P2 CAVALRY ITALY")
    assert effects.unit_stock(g, 1, "CAVALRY") == back
    assert ("recruit CAVALRY GREECE" in recruits(g, 1)) is bool(back)


# -- scenario Wonders stand on a named space -------------------------------------------------------------

def test_a_scenario_wonder_needs_its_space():
    """A Wonder in a scenario file names its space, so the Sphinx (4 VP per Wonder in its Region,
    L1265) scores where it stands instead of silently 0."""
    with pytest.raises(DataError) as err:
        start({"seat": 0, "wonders": ["W5"]}, {"seat": 1})
    assert "wonders" in str(err.value) and "<test>" in str(err.value)
    with pytest.raises(DataError) as err:
        start({"seat": 0, "pieces": {land("ITALY"): "WONDER"}}, {"seat": 1})
    assert "pieces" in str(err.value)
    with pytest.raises(DataError):
        start({"seat": 0, "wonders": {"W5": "NOWHERE"}}, {"seat": 1})
    g = start({"seat": 0, "wonders": {"W5": land("ITALY"), "W2": land("ITALY", 1)}}, {"seat": 1})
    assert g.occupant(land("ITALY")) == (0, "WONDER") and effects.wonder_space(g.players[0], "W5") == land("ITALY")
    assert wonder_vp(g, 0, "W5") == 4 * 2


# -- AMB-39: Leader start pieces are placed where their owner chooses -------------------------------------

def _through_setup(g, leaders):
    """Draft the given Leaders (seat -> name), keep the first Starting Technologies, place the Starting
    Cities on the first legal space; stop at the first other decision."""
    while g.decision.kind in ("leader", "keep", "city"):
        if g.decision.kind == "leader":
            g = g.apply(f"leader {leaders[g.to_move]}")
        else:
            g = g.apply(g.legal_actions()[0])
    return g


def test_the_merchants_workshop_is_placed_where_he_chooses():
    """Merchant: 'Start: 30 Money, 1 Workshop' (L1398): a Workshop goes next to its owner's City
    (L734-736), on a space he picks, not on the first one the engine finds."""
    from rulekit.mosaic.game import new_game
    g = _through_setup(new_game(players=2, seed=3), {0: "merchant", 1: "farmer"})
    assert g.decision.kind == "place" and g.to_move == 0 and g.tasks[0].card == "WORKSHOP"
    options = legal(g)
    assert len(options) >= 2 and options == sorted(f"place {x}" for x in g.sites(0, "WORKSHOP"))
    choice = options[-1].split()[1]
    g = g.apply(options[-1])
    assert g.occupant(choice) == (0, "WORKSHOP")
    assert g.decision.kind == "place" and g.to_move == 1 and g.tasks[0].card == "FARM"
    assert g.why_not(f"place {choice}") is not None                     # taken, and not next to P2's City


# -- Build-card benefits (Appendix 5, L1421-1459) ----------------------------------------------------------

def _builder(card, **player):
    """P1 to move with a Build Offer holding ``card`` and enough to build a City."""
    return start({"seat": 0, "resources": {"STONE": 4}, "population": 5,
                  "pieces": {land("ITALY"): "CITY"}, **player}, {"seat": 1}, offer={"build": [card]})


def test_populous_city_gives_one_population():
    """Populous City (L1423): 'you gain 1 Population'; the City itself costs 2 (L688-689)."""
    g = _builder("B2-1").apply("build B2-1 city")
    assert g.players[0].population == 5 - 2 + 1 and "B2-1" in g.players[0].builds
    plain = _builder("B2-1").apply("build - city")
    assert plain.players[0].population == 5 - 2


def test_fortified_city_gives_a_unit_in_the_region_of_the_new_city():
    """Fortified City (L1431): 'you gain 1 Military Unit (in the Region where the City is placed)':
    its owner picks Infantry or Cavalry, and only that Region is offered."""
    g = _builder("B6-1").apply("build B6-1 city")
    assert g.decision.kind == "place"
    where = land("GREECE")
    g = g.apply(f"place {where}")
    assert g.decision.kind == "deploy"
    assert legal(g) == ["deploy CAVALRY GREECE", "deploy INFANTRY GREECE"]
    assert g.why_not("deploy CAVALRY ITALY") is not None
    g = g.apply("deploy CAVALRY GREECE")
    assert g.players[0].units == (("GREECE", "CAVALRY"),)


def test_the_capital_clears_the_offer_its_owner_chooses():
    """Capital (L1456): clear one Offer (its cards to the bottom of the deck) and refill it; which
    Offer is the player's choice (AMB-51's default: the Capital is also a City card)."""
    g = _builder("B19-1")
    tech_offer, tech_deck = g.offers[0], g.decks[0]
    g = g.apply("build B19-1 city")
    assert g.decision.kind == "capital"                  # the card's benefit first (L673-675), then the City
    assert legal(g) == ["clear build", "clear population", "clear tax-trade", "clear technology"]
    g = g.apply("clear technology")
    assert g.offers[0] == tech_deck[:5] and g.decks[0][-5:] == tech_offer
    assert g.decision.kind == "place"
    g = g.apply(f"place {land('GREECE')}")
    assert g.decision.kind != "capital"


def test_a_lost_icon_gain_plays_the_labelled_teaching_resource():
    """Farm (L1421), Monumental City (L1437), Workshop (L1458): 'gain 5 [icon lost]'. The printed
    resource stays unknown in the data; play uses the TEACH-BUILD-GAIN value, labelled teaching."""
    from rulekit.mosaic.cards import teaching_decks
    d, t = data(), teaching_decks()
    for card in ("B1", "B9", "B20"):
        assert d.build[card].gain == 5 and d.build[card].gain_resource is None       # never passed off
        assert effects.build_gain(d.build[card]) == (t.build_gain[card], 5)
    assert effects.build_gain(d.build["B7"]) == ("MONEY", 10)                         # printed (L711-712)
    g = _builder("B9-1")
    stone_after_cost = 0
    g = g.apply("build B9-1 city")
    assert g.players[0].res(t.build_gain["B9"]) == stone_after_cost + 5
    g = start({"seat": 0, "pieces": {land("ITALY"): "CITY"}}, {"seat": 1}, offer={"build": ["B1-1"]})
    g = g.apply("build B1-1 farm")
    assert g.players[0].res(t.build_gain["B1"]) == 5 and g.players[0].prod("FOOD") == 1


# -- the Scribe's final Actions and the Empire Scoring they reveal -------------------------------------------

def _scribe_at_the_end(scorings):
    """After the last Round, the Scribe (P1) takes his two extra Actions (L1415-1416; AMB-36's default);
    the Technology deck's top card is its Empire Scoring card."""
    g = start({"seat": 0, "leader": "scribe", "resources": {"IDEAS": 10}}, {"seat": 1})
    rest = tuple(c for c in g.decks[0] if c != "ES-technology")
    return g.edit(decks=(("ES-technology",) + rest,) + g.decks[1:], ending=(), tasks=(EndTurn(0),),
                  scorings=scorings, revealed=scorings, seen=scorings)      # the last turn ends


def test_a_scoring_card_revealed_by_the_scribes_final_action_is_scored():
    """L1134-1136: a revealed Empire Scoring card is scored once the revealing player finishes the
    Action; fewer than three were held, so it scores (L1208-1210; AMB-35's default)."""
    g = _scribe_at_the_end(scorings=2)
    assert g.decision.kind == "extra"
    card = g.offers[0][0]
    g = g.apply(f"tech {card}")
    assert g.revealed == 3 and g.scorings == 3
    assert g.decision.kind == "extra" and not g.is_over              # his second final Action follows
    g = g.apply("work STONE")
    assert g.is_over and g.scorings == 3


def test_no_fourth_scoring_from_the_scribes_final_action():
    """'There can never be more than 3 Empire Scorings' (L1208-1210)."""
    g = _scribe_at_the_end(scorings=3)
    g = g.apply(f"tech {g.offers[0][0]}")
    assert g.revealed == 4 and g.scorings == 3


def test_the_scoring_waits_for_the_scribes_action_to_finish():
    """The Action that reveals the card is finished first (L1136): the Scribe's Build places its City
    before the Scoring, so the City counts there (L1140-1159)."""
    g = start({"seat": 0, "leader": "scribe", "resources": {"STONE": 4}, "pieces": {land("ITALY"): "CITY"}},
              {"seat": 1, "pieces": {land("GREECE"): "CITY"}}, offer={"build": ["B3-1"]})
    rest = tuple(c for c in g.decks[1] if c != "ES-build")
    g = g.edit(decks=(g.decks[0], ("ES-build",) + rest) + g.decks[2:], ending=(), tasks=(EndTurn(0),))
    g = g.apply("build B3-1 city")
    assert g.scorings == 0 and g.decision.kind == "place"
    g = g.apply(f"place {land('GREECE', 1)}")
    assert g.scorings == 1 and g.decision.kind == "extra"
    # Italy: P1 alone, 3 + 1 City; Greece: P1 and P2 tie for first, 3 + 2 Cities each (L1154-1157)
    assert [p.vp for p in g.players] == [4 + 5, 5]


# -- Republic: a look at a deck's top card before the Action (L1125-1127) --------------------------------------

def _republic(**options):
    g = start({"seat": 0, "government": "republic", "resources": {"IDEAS": 10}}, {"seat": 1}, options=options)
    rest = tuple(c for c in g.decks[0] if c != "ES-technology")
    return g.edit(decks=(rest,) + g.decks[1:], box=g.box + ("ES-technology",))


def test_republic_may_take_the_card_it_looked_at():
    g = _republic()
    top, offer = g.decks[0][0], g.offers[0]
    assert "peek technology" in legal(g)
    assert _republic(**{}).why_not("peek technology") is None
    assert start({"seat": 0}, {"seat": 1}).why_not("peek technology").rule.ref == "MO-R-54"   # no Republic
    g = g.apply("peek technology")
    assert g.decision.kind == "republic" and top in g.decision.prompt
    options = legal(g)
    assert f"tech {top}" in options and all(o.startswith("tech ") for o in options)       # AMB-X13: binds
    assert sorted(options) == sorted(f"tech {c}" for c in offer + (top,))
    g = g.apply(f"tech {top}")
    assert top in g.players[0].hidden and g.offers[0] == offer and g.decks[0][0] != top
    assert g.players[0].res("IDEAS") == 5


def test_republic_may_put_the_card_back_and_take_one_from_the_offer():
    g = _republic()
    top, offer = g.decks[0][0], g.offers[0]
    g = g.apply("peek technology").apply(f"tech {offer[0]}")
    assert offer[0] in g.players[0].hidden
    assert g.offers[0] == offer[1:] + (top,)                          # the looked-at card back on top, drawn


def test_republic_look_binds_the_action_only_under_the_default_reading():
    g = _republic().apply("peek technology")
    assert g.why_not("work STONE") is not None
    g = _republic(republic_peek="free").apply("peek technology")
    assert g.why_not("work STONE") is None
