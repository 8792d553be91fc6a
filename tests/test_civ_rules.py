"""Unit tests of rulekit.civ.rules: each pure rule function against the rulebook's own numbers."""

import random

import pytest

from rulekit.civ import rulebook as rb
from rulekit.civ import rules
from rulekit.civ.options import AMBIGUITIES, Options
from rulekit.civ.state import catalog
from rulekit.core.errors import IllegalAction
from rulekit.core.options import register_problems


# -- the registry ---------------------------------------------------------------------------

def test_every_named_rule_is_a_pl_section_or_a_sourced_base_section():
    for name, rule in rb.RB.rules.items():
        sec = rb.RB.provenance(rule)
        if sec.book == "pl":
            assert sec.confidence == "rulebook" and rule.ref.startswith("CV-R-"), name
        else:
            assert sec.book == "base" and rule.ref.startswith("CV-B-"), name
            assert sec.source and sec.confidence in ("two-sources", "one-source", "unverified", "teaching"), name


def test_teaching_stand_ins_say_so():
    for rule in (rb.BATTLE, rb.TERRAIN_YIELDS, rb.CULTURE_TRACK):
        assert rb.RB.provenance(rule).confidence == "teaching"
    assert rb.RB.provenance(rb.PYRAMID).confidence == "two-sources"


def test_register_covers_every_ambiguity_and_agrees_with_options():
    assert register_problems(Options, AMBIGUITIES) == []
    assert [a.id for a in AMBIGUITIES] == [f"AMB-X{n}" for n in list(range(1, 34)) + [35, 36, 37, 40, 41, 42, 43, 44, 45, 46, 47, 48]]


# -- looting (§9.2, CV-EX-2, CV-EX-16, CV-EX-17) ----------------------------------------------

def test_loot_amount_by_what_the_loser_defended():
    assert [rules.loot_amount(k) for k in ("figures", "city", "capital")] == [1, 2, rules.MILITARY]
    assert rules.loot_amount("city+figures") == 2
    assert rules.loot_amount("city+figures", Options(loot_city_with_figures="sum")) == 3


def test_two_loot_buy_exactly_thirteen_full_spends():
    full = rules.loot_purchases(2)
    twos = [p for p in full if len(p) == 1]
    pairs = [p for p in full if len(p) == 2 and p[0] != p[1]]
    doubles = [p for p in full if len(p) == 2 and p[0] == p[1]]
    assert (len(full), len(twos), len(pairs), len(doubles)) == (13, 3, 6, 4)
    assert sorted(twos) == [("coin",), ("culture-card",), ("tech",)]
    assert ("trade", "trade") in full and ("culture", "trade") in full
    assert all(sum(rules.LOOT_EFFECTS[e] for e in p) == 2 for p in full)


def test_one_loot_cannot_buy_a_two_loot_effect_and_leftovers_may_be_lost():
    assert rules.loot_purchases(1) == (("culture",), ("discard-coin",), ("resource",), ("trade",))
    partial = rules.loot_purchases(2, spend_all=False)
    assert len(partial) == 17 and ("trade",) in partial
    assert ("tech", "trade") not in rules.loot_purchases(2, spend_all=False)


def test_coin_effects_never_take_investments():
    with pytest.raises(IllegalAction) as err:
        rules.check_loot_target("coin", "investment")
    assert err.value.rule.ref == "CV-R-23"
    with pytest.raises(IllegalAction) as err:
        rules.check_loot_target("discard-coin", "investment")
    assert err.value.rule.ref == "CV-R-22"
    rules.check_loot_target("coin", "sheet")


# -- the pyramid -------------------------------------------------------------------------------

def test_pyramid_needs_more_of_the_row_below_after_adding():
    assert rules.can_add_tech({}, 1) and not rules.can_add_tech({}, 2)
    assert not rules.can_add_tech({1: 1}, 2) and rules.can_add_tech({1: 2}, 2)
    assert not rules.can_add_tech({1: 2, 2: 1}, 2) and rules.can_add_tech({1: 3, 2: 1}, 2)
    counts: dict = {}
    for level in (1, 1, 2, 1, 2, 3, 1, 2, 3, 4, 1, 2, 3, 4, 5):        # the full 5/4/3/2/1 pyramid
        assert rules.can_add_tech(counts, level), (counts, level)
        counts[level] = counts.get(level, 0) + 1
    assert counts == {1: 5, 2: 4, 3: 3, 4: 2, 5: 1}
    assert not rules.can_add_tech(counts, 2)


def test_tech_costs_and_starting_tech_rows():
    assert [rules.tech_cost(n) for n in (1, 2, 3, 4, 5)] == [6, 11, 16, 21, 26]
    assert rules.pyramid_row(2, starting=True) == 1
    assert rules.pyramid_row(2, starting=True, options=Options(starting_tech_row="printed")) == 2


# -- great people, investments, economy ---------------------------------------------------------

def test_gp_limit_and_use():
    assert rules.gp_card_limit(2) == 2 and rules.gp_card_limit(0) == 0
    with pytest.raises(IllegalAction) as err:
        rules.check_gp_use("artist", 0)
    assert err.value.rule.ref == rb.GP_NEEDS_MARKER.ref
    rules.check_gp_use("artist", 1)


def test_only_the_most_expensive_active_tier_works():
    mic = [at for at, _, _ in catalog().investments["Military-Industrial Complex"]]
    assert rules.active_tier(mic, 3) == 2 and rules.active_tier(mic, 4) == 4 and rules.active_tier(mic, 1) is None
    tiers = {at: amount for at, _, amount in catalog().investments["Military-Industrial Complex"]}
    assert (tiers[2], tiers[4]) == (4, 8)


def test_economic_victory_counts_coins_not_investments():
    assert not rules.is_economic_victory(rules.coin_count(14)) and rules.is_economic_victory(rules.coin_count(14, 1))
    assert rules.investable_coins(2, 3) == 5
    assert rules.investable_coins(2, 3, Options(tech_card_coins=False)) == 2


# -- combat, buildings, stacking, wonders, governments -----------------------------------------

def test_combat_bonuses():
    assert rules.combat_bonus(True) == 2 and rules.combat_bonus(metropolis=True) == 2
    assert rules.combat_bonus(True, True) == 4
    assert rules.combat_bonus(True, True, options=Options(fortify_metropolis="one")) == 2
    assert rules.combat_bonus(False, True, 8) == 10
    assert rules.battle_winner(5, 5) == "defender" and rules.battle_winner(6, 5) == "attacker"


def test_basic_buildings_from_the_data():
    ups = {b: frm for b, (_, frm) in catalog().buildings.items()}
    assert rules.is_basic("Granary", ups) and not rules.is_basic("Aqueduct", ups)


def test_stacking_speed_and_military_levels():
    assert rules.stacking_limit(()) == rules.SPAIN_STACKING == 2
    assert rules.stacking_limit(("Masonry",)) == 3
    assert rules.travel_speed(("Horseback Riding",)) == 3
    assert rules.water_rule(("Navigation",)) == "cross" and rules.water_rule(("Sailing",)) == "end"
    assert rules.military_levels(("Mathematics",))["artillery"] == 2
    assert rules.military_levels(("Democracy",))["infantry"] == 2
    assert rules.military_levels(())["infantry"] == 1


def test_wonder_deck_is_layered_by_era():
    by_era: dict = {}
    for w, (era, _) in catalog().wonders.items():
        by_era.setdefault(era, []).append(w)
    deck, box = rules.build_wonder_deck(by_era, random.Random(4))
    eras = [catalog().wonders[w][0] for w in deck]
    assert eras == ["ancient"] * 4 + ["medieval"] * 4 + ["modern"] * 4
    assert len(box) == len(catalog().wonders) - 12 and not set(box) & set(deck)


def test_anarchy_resistance():
    assert rules.needs_anarchy(False, learned_last_turn=False)
    assert not rules.needs_anarchy(False, learned_last_turn=True)
    assert not rules.needs_anarchy(True, learned_last_turn=False)
    assert rules.forced_anarchy(True, "Monarchy") == "Monarchy" and rules.forced_anarchy(False, "Monarchy") == "Anarchy"


def test_culture_steps_cost_more_later():
    assert [rules.culture_step_cost(n) for n in (0, 6, 7, 13, 14)] == [3, 3, 5, 5, 7]
