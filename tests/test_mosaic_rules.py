"""Mosaic's rule functions against the rulebook's own numbers.

Each test names the worked example it checks (MO-EX-n, digest §4). Outcomes the
rulebook prints are "stated"; the digest's "derived instances" are marked so.
Never change an expected number to make a test pass.
"""

from __future__ import annotations

import pytest

from rulekit.core.errors import IllegalAction
from rulekit.core.resources import Bag
from rulekit.mosaic import rules as R
from rulekit.mosaic.options import Options
from rulekit.mosaic.rules import Presence


def test_MO_EX_1_money_at_two_for_one():
    """Project 5 Ideas + 5 Stone, holding 3 Ideas + 4 Stone: 6 Money (4 for Ideas, 2 for Stone)."""
    cost, have = Bag(IDEAS=5, STONE=5), Bag(IDEAS=3, STONE=4)
    assert cost == R.project_cost()
    assert R.money_breakdown(cost, have) == {"IDEAS": 4, "STONE": 2}
    assert R.money_needed(cost, have) == 6
    assert R.can_pay(cost, have + Bag(MONEY=6)) and not R.can_pay(cost, have + Bag(MONEY=5))


def test_MO_EX_1_money_never_replaces_population():
    with pytest.raises(IllegalAction, match="never replace Population") as err:
        R.money_needed(R.city_cost(), Bag(STONE=4, POPULATION=1, MONEY=99))
    assert err.value.rule.ref == "MO-R-03"


def test_MO_EX_2_work():
    """Agata: 6 Population, Stone Production 7 → 13 Stone; Ideas Production 3 → 9 Ideas."""
    assert R.work_yield(6, 7) == 13 and R.work_yield(6, 3) == 9


def test_MO_EX_4_tax_card():
    """Przemek: 2×Population + 2×Government + Tax Production, with 6, 3 and 4 → 22 Money."""
    assert R.tax_income(R.TaxCard(population=2, government=2), 6, 3, 4) == 22


def test_MO_EX_5_trade_card():
    """Piotr: 3×unique goods + 2×Cities + Trade Production, with 5, 4 and 6 → 29 Money."""
    assert R.trade_income(R.TradeCard(goods=3, cities=2), 5, 4, 6) == 29


def test_MO_EX_14_tax_and_trade_fallbacks():
    """Derived instance: Przemek's figures give 19 by the Tax fallback, Piotr's 20 by Trade."""
    assert R.tax_fallback(6, 3, 4) == 2 * 6 + 3 + 4 == 19
    assert R.trade_fallback(5, 4, 6) == 2 * 5 + 4 + 6 == 20


def test_MO_EX_15_storage_money():
    """City +5, Port City +10; the next card taker gets it all (derived: 20, and Przemek 22 + 20 = 42)."""
    assert (R.storage_added(port=False), R.storage_added(port=True)) == (5, 10)
    storage = R.storage_added(False) + R.storage_added(False) + R.storage_added(True)
    assert storage == 20
    assert R.tax_trade_money(R.tax_income(R.TaxCard(2, 2), 6, 3, 4), storage) == 42
    assert R.tax_trade_money(19, storage, fallback=True) == 19                        # AMB-X3 default
    assert R.tax_trade_money(19, storage, fallback=True, options=Options(storage_on_fallback=True)) == 39
    assert R.storage_added(True, Options(port_city_storage=15)) == 15                 # AMB-X7


def test_MO_EX_11_unique_trade_goods():
    assert R.unique_goods(["fish", "fish", "fish"]) == 1


def test_MO_EX_6_empire_scoring_example_1():
    """Iberia: Influence Paulina 10, Jarek 5, Gosia 6; Paulina 10 VP, Gosia 2 VP."""
    iberia = {"Paulina": Presence(cities=3, infantry=2, formations=True),
              "Jarek": Presence(cities=1, farms=1, cavalry=2),
              "Gosia": Presence(cities=2, wonders=1)}
    influence = R.region_influence(iberia)
    assert influence == {"Paulina": 10, "Jarek": 5, "Gosia": 6}
    cities_and_wonders = sum(p.cities + p.wonders for p in iberia.values())
    assert R.region_awards(influence, cities_and_wonders) == {"Paulina": 10, "Jarek": 0, "Gosia": 2}
    assert R.controller(influence) == "Paulina"


def test_MO_EX_7_empire_scoring_example_2_siege_engine():
    """Jarek adds a Siege Engine in Iberia: Influence 4, 6, 2; Jarek 10 VP, Paulina 2 VP."""
    iberia = {"Paulina": Presence(cities=3, infantry=2, formations=True),
              "Jarek": Presence(cities=1, farms=1, cavalry=2, siege=1),
              "Gosia": Presence(cities=2, wonders=1)}
    influence = R.region_influence(iberia)
    assert influence == {"Paulina": 4, "Jarek": 6, "Gosia": 2}
    assert R.region_awards(influence, 7) == {"Paulina": 2, "Jarek": 10, "Gosia": 0}


def test_MO_EX_6_formations_reading_per_unit_gives_the_same_numbers():
    """AMB-X1: with exactly 2 Infantry both readings give Paulina 10 (the example cannot tell them apart)."""
    p = Presence(cities=3, infantry=2, formations=True)
    assert R.influence(p) == R.influence(p, options=Options(formation_bonus="per-unit")) == 10
    assert R.influence(Presence(infantry=3, formations=True), options=Options(formation_bonus="per-unit")) == 6


def test_MO_EX_21_ties():
    """Derived instances: a tie for first scores both in full, nobody second, nobody controls;
    a tie for second scores nothing."""
    a = {"A": 5, "B": 5, "C": 3}
    assert R.region_awards(a, 3) == {"A": 6, "B": 6, "C": 0} and R.controller(a) is None
    b = {"A": 7, "B": 4, "C": 4}
    assert R.region_awards(b, 3) == {"A": 6, "B": 0, "C": 0} and R.controller(b) == "A"


def test_MO_EX_21_zero_influence_takes_no_place():
    """AMB-34: by default a player with 0 Influence is neither first nor second."""
    assert R.region_awards({"A": 4, "B": 0}, 2) == {"A": 5, "B": 0}
    assert R.region_awards({"A": 4, "B": 0}, 2, Options(zero_influence_places=True)) == {"A": 5, "B": 2}
    assert R.controller({"A": 0, "B": 0}) is None


def test_MO_EX_12_wonder_cost():
    assert R.wonder_cost(0) == Bag(STONE=20, FOOD=5)
    assert R.wonder_cost(1) == Bag(STONE=25, FOOD=10)
    assert R.wonder_cost(2) == Bag(STONE=30, FOOD=15)
    assert R.wonder_cost(3) == Bag(STONE=35, FOOD=20)          # derived: "etc."


def test_MO_EX_13_population_fallback():
    assert R.population_fallback(15, deck_left=0, offer_left=0) == (0, 2)
    with pytest.raises(IllegalAction, match="15 Food"):
        R.population_fallback(14, deck_left=0, offer_left=0)
    with pytest.raises(IllegalAction, match="empty Population deck"):
        R.population_fallback(30, deck_left=1, offer_left=0)
    assert R.population_gain(2, farmer=True, fallback=True) == 2                   # AMB-55 default


def test_MO_EX_18_deck_sizes():
    assert [R.deck_size("population", n) for n in range(2, 7)] == [10, 10, 12, 12, 14]
    assert [R.deck_size("tax-trade", n) for n in range(2, 7)] == [10, 10, 12, 12, 14]
    assert [R.tax_trade_split(n) for n in range(2, 7)] == [(5, 5), (5, 5), (6, 6), (6, 6), (7, 7)]


def test_MO_EX_19_empire_scoring_card_positions():
    assert [R.scoring_card_pile("technology", n) for n in range(2, 7)] == \
        [(3, "middle"), (3, "middle"), (3, "bottom"), (3, "bottom"), (3, "bottom")]
    for deck in ("build", "population", "tax-trade"):
        assert {R.scoring_card_pile(deck, n) for n in range(2, 7)} == {(2, "bottom")}
    assert [R.starting_techs_in_deck(n) for n in range(2, 7)] == [29, 24, 19, 14, 9]    # derived


def test_MO_EX_20_regions_in_play():
    assert "IBERIA" not in R.regions_in_play(3) and "GAUL" in R.regions_in_play(3)
    assert {"IBERIA", "GAUL"}.isdisjoint(R.regions_in_play(2))
    assert [len(R.regions_in_play(n)) for n in range(2, 7)] == [5, 6, 7, 7, 7]


def test_MO_EX_22_government_vp_by_player_count():
    """Tyranny 2 VP per controlled Region with 2-3 players, 3 with 4+ (derived: 2 Regions → 6 and 4);
    Oligarchy 1 VP per tile with 2-3 players, 2 with 4+."""
    assert R.government_vp("tyranny", 4, controlled=2) == 6
    assert R.government_vp("tyranny", 3, controlled=2) == 4
    assert [R.government_vp("oligarchy", n, tiles=1) for n in range(2, 7)] == [1, 1, 2, 2, 2]
    assert R.government_vp("theocracy", 5, regions_with_city=3) == 6
    assert R.government_vp("city-state", 5, best_region_cities=4) == 4
    assert R.government_vp("monarchy", 2, wonders=2) == 6
    assert R.government_vp("republic", 4, population=9) == 4                     # AMB-31: rounds down


def test_MO_EX_23_recruitment_limits_and_costs():
    assert R.recruit_limit() == 2
    assert R.recruit_limit(general=True) == 3
    assert R.recruit_limit(citizen_levy=True) == 3
    assert R.recruit_limit(general=True, citizen_levy=True) == 4                  # AMB-X2 default
    assert R.military_cost(recruits=2, moves=3) == 13                            # derived instance
    R.check_recruits({"INFANTRY": 1, "SIEGE_ENGINE": 1}, siege_technology=True)
    with pytest.raises(IllegalAction, match="recruit 2 units this turn, not 3"):
        R.check_recruits({"INFANTRY": 2, "CAVALRY": 1})
    with pytest.raises(IllegalAction, match="at most 2 Siege Engines"):
        R.check_recruits({"SIEGE_ENGINE": 1}, siege_technology=True, siege_owned=2)


def test_MO_EX_24_end_trigger_and_remaining_turns():
    """Derived: 4 players, P1 starts, the end begins in P2's turn: P3, P4, then P1-P4 once more."""
    assert R.end_triggered(3, 0) and R.end_triggered(0, 2) and not R.end_triggered(2, 1)
    assert R.remaining_turns(4, start=0, trigger=1) == [2, 3, 0, 1, 2, 3]
    assert R.remaining_turns(4, start=0, trigger=3) == [0, 1, 2, 3]     # the last player triggers
    assert R.scoring_allowed(2) and not R.scoring_allowed(3)


def test_MO_EX_25_final_scoring_and_tie_break():
    """City 2, Farm 1, Workshop 1, complete Workshop card 5 (derived: 16); tie → Wonders → Money."""
    assert R.final_score(cities=4, farms=1, workshops=2, complete_workshop_cards=1) == 16
    assert R.final_score(cities=1, unrest=4, unrest_ignored=1) == -1
    assert R.final_score(cities=1, unrest=1, unrest_ignored=4) == 2                # AMB-24: floor at 0
    assert R.winners({"A": (40, 1, 50), "B": (40, 2, 0)}) == ("B",)
    assert R.winners({"A": (40, 2, 50), "B": (40, 2, 49)}) == ("A",)


def test_every_rule_function_cites_a_rule():
    from rulekit.core.rule import Rule
    functions = [getattr(R, n) for n in dir(R) if callable(getattr(R, n)) and getattr(getattr(R, n), "__module__",
                                                                                       "") == R.__name__]
    cited = [f for f in functions if hasattr(f, "rules")]
    assert len(cited) >= 30
    for f in cited:
        assert f.rules and all(isinstance(r, Rule) and r.game == "mosaic" for r in f.rules), f.__name__


def test_MO_EX_26_wonder_placement():
    """Derived instances: Pyramid with {you 1, opp 1} illegal, {you 1, opp 2} legal, {opp 3} illegal."""
    assert R.wonder_site_problem("three-cities", "land", {"you": 1, "opp": 1}, "you")
    assert R.wonder_site_problem("three-cities", "land", {"you": 1, "opp": 2}, "you") is None
    assert R.wonder_site_problem("three-cities", "land", {"opp": 3}, "you")
    assert R.wonder_site_problem("port", "land", {"you": 1}, "you") == "this Wonder goes on a Port space"
    assert R.wonder_site_problem("port", "port", {"you": 1}, "you") is None
    assert R.wonder_site_problem("any", "port", {"you": 1}, "you")                       # AMB-21 default
