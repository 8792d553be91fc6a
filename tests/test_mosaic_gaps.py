"""Mosaic: the last rule gaps of issue 9, each played through the engine.

Every test asserts what the rulebook says must happen, in a position where an
engine that skipped the rule (or ignored the option) gets another outcome.
"""

from __future__ import annotations

import pytest

from rulekit.core.errors import DataError, IllegalAction
from rulekit.mosaic import effects
from rulekit.mosaic.cards import data
from rulekit.mosaic.scenarios import build


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
    return g._with(decks=tuple(decks), box=g.box + (f"ES-{deck}",))


def with_scoring_card_on_top(g, deck):
    """``g`` with the Empire Scoring card of ``deck`` on top of its deck."""
    i = ("technology", "build", "population", "tax-trade").index(deck)
    decks = list(g.decks)
    decks[i] = (f"ES-{deck}",) + tuple(c for c in g.decks[i] if c != f"ES-{deck}")
    return g._with(decks=tuple(decks))


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
