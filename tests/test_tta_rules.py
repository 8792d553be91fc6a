"""Unit tests of the Simple game's rule functions (rulekit.tta.rules), each against the
rulebook's own numbers (tta-pl.md §4; the Hungarian examples map to the same ids)."""

from dataclasses import replace

import pytest

from rulekit.tta import rules as R
from rulekit.tta.game import start_player, simple_decks
from rulekit.tta.state import Player


def civ(**kw) -> Player:
    """A starting civilization with some fields changed."""
    return replace(start_player(simple_decks(2)[3]), **kw)


def with_workers(p, **workers):
    for card, n in workers.items():
        p = p.with_slot("c-" + card.replace("_", "-"), workers=n)
    return p


# -- the card row (TTA-R-22, TTA-R-26) ------------------------------------------------------
def test_take_cost_by_slot():
    assert [R.slot_cost(s, "action") for s in range(1, 14)] == [1] * 5 + [2] * 4 + [3] * 4


def test_wonder_take_cost_ex1():
    # TTA-EX-1: two wonders built, a wonder from the middle region costs 4 civil actions
    assert R.slot_cost(7, "wonder", completed_wonders=2) == 4
    assert R.slot_cost(7, "leader", completed_wonders=2) == 2
    # Michelangelo's discount
    assert R.slot_cost(7, "wonder", completed_wonders=2, wonder_discount=1) == 3


def test_removed_slots_and_round_one_budget():
    assert R.REMOVED_SLOTS == {2: 3, 3: 2, 4: 1}          # TTA-EX-3
    assert R.ROUND_ONE_BUDGET == (1, 2, 3, 4)             # TTA-EX-21


# -- the yellow bank (TTA-R-12, TTA-R-34, TTA-R-55) ------------------------------------------
def test_growth_and_consumption_printed_values():
    assert (R.growth_cost(18), R.consumption(18)) == (2, 0)       # region 1 still holds a token
    assert (R.growth_cost(17), R.consumption(17)) == (2, 0)
    assert (R.growth_cost(16), R.consumption(16)) == (3, 1)       # region 1 empty: eat 1, grow for 3
    assert R.growth_cost(16 - 4) == 4                              # region 3 costs 4 (TTA-EX-13)
    assert R.growth_cost(0) is None and R.consumption(0) == 6      # HU 219-220
    assert R.growth_cost(18, discount=1) == 1                      # Moses


def test_famine_loss_ex30():
    # TTA-EX-30: consumption 3, food 1 -> 2 missing -> 8 culture
    assert R.famine_loss(3 - 1) == 8


# -- indicators (TTA-R-18, TTA-R-19; TTA-EX-20) -------------------------------------------------
def test_starting_indicators_ex20():
    p = civ()
    assert (R.culture_rate(p), R.science_rate(p), R.strength(p), R.happiness(p)) == (0, 1, 1, 0)
    p1 = with_workers(p, A_religion=1)
    assert (R.culture_rate(p1), R.happiness(p1)) == (1, 1)
    p2 = with_workers(p, A_religion=2)
    assert (R.culture_rate(p2), R.happiness(p2)) == (2, 2)
    assert R.civil_total(p) == 4 and R.military_total(p) == 2 and R.building_limit(p) == 2


def sample_civilization():
    """TTA-EX-10's civilization (PL L1472-1505)."""
    p = civ(government="c-I-theocracy", leader="c-I-leonardo-da-vinci",
            specials=("c-I-cartography",), wonders=("c-I-st-peter-s-basilica", "c-A-library-of-alexandria"),
            building="c-I-great-wall", stages=1)
    p = p.with_slot("c-A-warriors", workers=1).with_slot("c-I-swordsmen", workers=2)
    p = p.with_slot("c-I-drama", workers=1).with_slot("c-A-religion", workers=3)
    p = p.with_slot("c-A-philosophy", workers=0).with_slot("c-I-alchemy", workers=2)
    # 7 resources and 4 food a round: 3 Iron mines (6) + 1 Bronze (1); 2 Irrigation farms (4)
    p = p.with_slot("c-A-bronze", workers=1).with_slot("c-I-iron", workers=3)
    p = p.with_slot("c-A-agriculture", workers=0).with_slot("c-I-irrigation", workers=2)
    # 8 Age I technologies: Theocracy, Cartography, Drama, Swordsmen, Alchemy, Iron, Irrigation and an
    # eighth the example does not name (here Printing Press, with no worker)
    p = p.with_slot("c-I-printing-press", workers=0)
    return p


def test_sample_civilization_ex10():
    p = sample_civilization()
    assert R.strength(p) == 6
    assert R.culture_rate(p) == 9
    assert R.happiness(p) == 8
    assert R.science_rate(p) == 6
    assert R.food_rate(p) == 4 and R.resource_rate(p) == 7
    assert R.age_one_techs(p) == 8
    assert R.simple_bonus(p) == 61


def test_happiness_bonus_capped_ex44():
    p = sample_civilization()
    assert R.happiness(p) == 8 and min(16, 2 * R.happiness(p)) == 16
    # more happy faces never give more than 16: two more temples change only the strength-free parts
    more = p.with_slot("c-A-religion", workers=5)
    assert R.happiness(more) == 8
    assert R.simple_bonus(more) == R.simple_bonus(p)


def test_rate_caps():
    p = civ().with_slot("c-I-alchemy", workers=20)
    assert R.science_rate(p) == 30
    p = civ().with_slot("c-I-swordsmen", workers=40)
    assert R.strength(p) == 60


# -- paying and change (TTA-R-53; TTA-EX-8, TTA-EX-29) ---------------------------------------------
def test_change_making_ex8():
    # 3 Bronze tokens + 2 Iron tokens = 7 resources
    stock = ((1, 3), (2, 2))
    assert sum(v * n for v, n in stock) == 7
    after1 = R.pay_tokens(stock, 3)                      # returns the 3 Bronze tokens
    assert after1 == ((1, 0), (2, 2))
    after2 = R.pay_tokens(after1, 3)                     # 1 Iron back, 1 Iron moved to Bronze
    assert after2 == ((1, 1), (2, 0))


def test_change_is_higher_to_lower_only_ex29():
    assert R.pay_tokens(((1, 0), (2, 1)), 1) == ((1, 1), (2, 0))   # Iron -> Bronze pays 1
    # two Bronze tokens never become one Iron token: gaining 2 from nothing is 1 Iron token
    counts, taken = R.gain_tokens(((1, 0), (2, 0)), 2, bank=18)
    assert counts == ((1, 0), (2, 1)) and taken == 1
    assert R.pay_tokens(((1, 1),), 2) is None


def test_gain_limited_by_bank():
    counts, taken = R.gain_tokens(((1, 0),), 3, bank=2)
    assert counts == ((1, 2),) and taken == 2


# -- costs (TTA-R-35, TTA-R-51; TTA-EX-7) -------------------------------------------------------
def test_build_and_upgrade_costs_ex7():
    p = civ().with_slot("c-I-iron", workers=0)
    assert R.build_cost(p, "c-A-bronze") == 2 and R.build_cost(p, "c-I-iron") == 5
    assert R.upgrade_cost(p, "c-A-bronze", "c-I-iron") == 3
    # option B of TTA-EX-7: 1 new Iron mine (5) + 1 upgrade (3) = 8 resources
    assert R.build_cost(p, "c-I-iron") + R.upgrade_cost(p, "c-A-bronze", "c-I-iron") == 8


def test_masonry_discounts_age_one_urban_buildings():
    p = civ(specials=("c-I-masonry",)).with_slot("c-I-drama", workers=0)
    assert R.build_cost(p, "c-I-drama") == 4 and R.build_cost(p, "c-A-religion") == 3


def test_hand_limit_counts_white_tokens():
    p = civ()
    assert R.hand_limit(p) == 4
    assert R.hand_limit(civ(wonders=("c-A-library-of-alexandria",))) == 5
    assert R.hand_limit(civ(leader="c-A-hammurabi")) == 5


@pytest.mark.parametrize("leader,civil,military", [("c-A-hammurabi", 5, 1), ("c-A-julius-caesar", 4, 3)])
def test_leader_action_tokens(leader, civil, military):
    p = civ(leader=leader)
    assert (R.civil_total(p), R.military_total(p)) == (civil, military)


def test_change_impossible_amb_x1():
    # a lone token of value 3 (Coal, Age II), no value-2 card and an empty blue bank (the digest's AMB-X1:
    # exact change "needs a token from an empty bank"): paying 1 overpays, or is refused
    assert R.pay_tokens(((1, 0), (3, 1)), 1, bank=0) == ((1, 1), (3, 0))  # moved down as the best change
    assert R.pay_tokens(((1, 0), (3, 1)), 1, overpay=False, bank=0) is None
    assert R.pay_tokens(((3, 1),), 1) == ((3, 0),)                         # no lower card: overpays 2
    assert R.pay_tokens(((3, 1),), 1, overpay=False) is None
    # with Bronze in play (value 1), Simple payments are always exact
    assert R.pay_tokens(((1, 0), (2, 3)), 5, overpay=False) == ((1, 1), (2, 0))


def test_change_from_a_lone_coal_token_takes_a_bank_token_a21():
    """A-21 (PL L2244-2248; HU 1961-1964): "with tokens only on Coal you can pay 1 by moving a token from
    Coal to Iron; without Iron, move 1 token from Coal to Bronze and 1 token from the bank to Bronze".
    The old engine allowed one change token only and overpaid (Bronze got 1 token, 3 paid for 1)."""
    assert R.pay_tokens(((1, 0), (2, 0), (3, 1)), 1) == ((1, 0), (2, 1), (3, 0))      # Coal to Iron
    assert R.pay_tokens(((1, 0), (3, 1)), 1, bank=1) == ((1, 2), (3, 0))              # Coal to Bronze + 1 bank
    assert R.payments(((1, 0), (3, 1)), 1, bank=1, overpay=False) == [("1x3>2x1", ((1, 2), (3, 0)))]
    # the paying token moves down itself: only the change tokens beyond it come from the bank
    assert R.pay_tokens(((1, 0), (3, 1)), 1, bank=0, overpay=False) is None
    # paying 2 from it needs one change token, the Coal token itself: an empty bank is no obstacle
    assert R.pay_tokens(((1, 0), (3, 1)), 2, bank=0, overpay=False) == ((1, 1), (3, 0))
    # and a lower token never becomes a higher one (TTA-EX-29)
    assert all(k != ((1, 1), (2, 1)) for _, k in R.payments(((1, 3), (2, 0)), 1))


def test_change_of_three_tokens_under_both_readings_amb_x8():
    """Change-making into three or more lower tokens (⚠AMB-X8, PL L1338-1353): allowed by default,
    at most two tokens under ``change_many_tokens = False``."""
    oil = ((1, 0), (5, 1))                                   # a lone Oil token (5), only Bronze below it
    assert R.pay_tokens(oil, 2, bank=5) == ((1, 3), (5, 0))                  # Oil into three Bronze
    assert R.payments(oil, 2, bank=5) == [("1x5>3x1", ((1, 3), (5, 0)))]
    assert R.pay_tokens(oil, 2, bank=5, most=2) == ((1, 2), (5, 0))          # two Bronze: overpays 1 (AMB-X1)
    assert R.pay_tokens(oil, 2, bank=5, most=2, overpay=False) is None
    # two Bronze tokens beyond the paying Oil token come from the bank: one token there is not enough
    assert R.pay_tokens(oil, 2, bank=1) == ((1, 2), (5, 0))
    # with Iron too, the player chooses among the changes; two tokens suffice under both readings
    both = ((1, 0), (2, 0), (5, 1))
    assert [w for w, _ in R.payments(both, 2, bank=5)] == ["1x5>1x1+1x2", "1x5>3x1"]
    assert [w for w, _ in R.payments(both, 2, bank=5, most=2)] == ["1x5>1x1+1x2"]
    assert [w for w, _ in R.payments(both, 1, bank=5)] == ["1x5>2x2", "1x5>2x1+1x2", "1x5>4x1"]


def test_st_peters_readings_amb_x2():
    p = civ(wonders=("c-I-st-peter-s-basilica",)).with_slot("c-A-religion", workers=2)
    assert R.happiness(p) == 4 and R.happiness(p, "double-net") == 4     # no unhappy faces in Simple


def test_every_way_to_pay_advised_first_ex8():
    """The player chooses which tokens pay (PL L1359-1366); the advised way (tokens kept in the bank)
    comes first; change only moves a token down (TTA-EX-29); one way when no other exists."""
    ways = R.payments(((1, 3), (2, 2)), 3)
    assert [w for w, _ in ways] == ["3x1", "1x1+1x2", "2x2>1"]
    assert dict(ways[1][1]) == {1: 2, 2: 1}                       # 1 from Iron and 1 from Bronze
    assert all(sum(v * n for v, n in c) == 4 for _, c in ways)    # each pays exactly 3 of 7
    assert R.payments(((1, 0), (2, 2)), 3) == [("2x2>1", ((1, 1), (2, 0)))]
    assert R.payments(((1, 1),), 2) == []
    assert R.payments(((3, 1),), 1) == [("1x3", ((3, 0),))]        # no exact change: overpays (AMB-X1)
    assert R.payments(((3, 1),), 1, overpay=False) == []
    # a token worth 3 never pays 1 with change onto a card worth 3 or more
    assert all(">3" not in w for w, _ in R.payments(((1, 0), (2, 1), (3, 2)), 1))


def test_the_simple_bonus_is_the_sum_of_its_parts_and_each_part_cites_its_line():
    """One split (rules.simple_bonus_parts), used by the scenarios, the views and notebook 07."""
    import rulekit.tta as tta
    from rulekit.tta import rules, scenarios, views

    g = tta.new_game(players=3, seed=4)
    for seat, p in enumerate(g.players):
        parts = rules.simple_bonus_parts(p, g.options)
        assert sum(parts.values()) == rules.simple_bonus(p, g.options)
        assert views.bonus_parts(g, seat) == parts == scenarios.OBSERVE["bonus_parts"](g, seat)
    assert list(parts) == list(rules.SIMPLE_BONUS_PARTS)
    assert all("PL L15" in where for where in rules.SIMPLE_BONUS_PARTS.values())
