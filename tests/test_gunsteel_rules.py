"""Guns & Steel rule functions, one at a time (rulekit.gunsteel.rules and .payment)."""

import itertools
import random

import networkx as nx
import pytest

from rulekit.core.resources import Bag
from rulekit.gunsteel import rules
from rulekit.gunsteel.options import Options
from rulekit.gunsteel.rules.payment import LADDER, Trade, exhaust_options, pay_check, plans, settle, trade_error


def test_layout_sizes():
    assert len(rules.layout(rules.FULL_ROWS).names) == 25
    small = rules.layout(rules.SMALL_ROWS)
    assert len(small.names) == 20 and sum(map(len, small.rests_on)) == 28


@pytest.mark.parametrize("row,cone", [("H", 0), ("G", 2), ("O", 5), ("E", 9), ("S", 14)])
def test_full_surcharge_is_the_cone_below(row, cone):
    L = rules.layout()
    full = tuple("x" for _ in L.names)
    assert rules.surcharge(L, full, L.index(f"{row}1")) == cone


def test_connected_matches_networkx_descendants():
    """The fast walk equals networkx's descendants on the subgraph of present cards."""
    from rulekit.gunsteel.graphs import pyramid_graph
    L = rules.layout()
    rng = random.Random(3)
    for _ in range(200):
        pyr = tuple(None if rng.random() < 0.3 else "x" for _ in L.names)
        G = pyramid_graph(L, pyr)
        for pos, name in enumerate(L.names):
            present = [n for n, d in G.nodes(data=True) if d["present"]] + [name]
            want = nx.descendants(G.subgraph(present), name)
            assert {L.names[i] for i in rules.connected(L, pyr, pos)} == want


def test_buying_a_support_cuts_the_chain():
    """GS-EX-12: with G1 and G2 bought, O1 is joined to nothing although H1-H3 remain."""
    L = rules.layout()
    pyr = ["x"] * 25
    pyr[L.index("G1")] = pyr[L.index("G2")] = None
    assert rules.surcharge(L, tuple(pyr), L.index("O1")) == 0


def test_research_surcharge_counts_only_earlier_eras():
    L = rules.layout(rules.SMALL_ROWS)
    full = tuple("x" for _ in L.names)
    assert rules.research_surcharge(L, full, "HORSE") == 0
    assert rules.research_surcharge(L, full, "GUNPOWDER") == 6
    assert rules.research_surcharge(L, full, "SPACE") == 18


def test_choose_wonder_readings():
    from types import SimpleNamespace as W
    a, b = W(id="A", picture="p"), W(id="B", picture="q")
    assert rules.choose_wonder(["z", "q", "p"], [a, b]).id == "B"                  # further left
    assert rules.choose_wonder(["p", "z", "q"], [a, b], "leftmost-card").id == "A"
    assert rules.choose_wonder(["z", "z", "q"], [a, b]).id == "B"                  # A17: the present one
    picks = {rules.choose_wonder(["z"], [a, b], rng=random.Random(s)).id for s in range(20)}
    assert picks == {"A", "B"}                                                     # GS-R-70: random


def test_attack_ties_go_to_the_defender():
    assert rules.attack_losers(5, {1: 5, 2: 4, 3: 6}) == (2,)


def test_vp_never_below_zero():
    assert rules.add_vp(2, -5) == 0 and rules.add_vp(2, 3) == 5


def test_winners_and_tie_break():
    assert rules.winners({0: 5, 1: 5}, {0: 1, 1: 0}) == (0, 1)
    assert rules.winners({0: 5, 1: 5}, {0: 1, 1: 0}, "most-wonders") == (0,)


# -- exchanges and payment ---------------------------------------------------------


def test_trade_diagram():
    assert trade_error(Trade(Bag(FOOD=2), "IRON")) is None
    assert trade_error(Trade(Bag(FOOD=1, OIL=1, HORSE=1), "EARTH")) is None
    assert trade_error(Trade(Bag(OIL=1), "GUNPOWDER"))                 # GS-EX-10: never backwards
    assert trade_error(Trade(Bag(IRON=2), "GUNPOWDER"))                # A4: one step only
    assert trade_error(Trade(Bag(IRON=2), "GUNPOWDER"), Options(trade_ladder="any-higher")) is None
    assert trade_error(Trade(Bag(OIL=2), "EARTH"))
    assert trade_error(Trade(Bag(OIL=2), "EARTH"), Options(oil_to_earth=True)) is None
    assert trade_error(Trade(Bag(EARTH=1, FOOD=2), "EARTH"))          # AMB-X2


def _brute_force(units: Bag, cost: Bag, extra: int, depth: int = 3) -> bool:
    """Try every sequence of up to ``depth`` exchanges, then pay directly."""
    if pay_check(units, (), cost, extra) is None:
        return True
    if depth == 0:
        return False
    kinds = [k for k in units.keys() if k in LADDER]
    moves = [Trade(Bag({k: 2}), LADDER[LADDER.index(k) + 1]) for k in kinds
             if units[k] >= 2 and k != "OIL"]
    moves += [Trade(Bag.of(c), "EARTH") for c in set(itertools.combinations(sorted(
        x for x in units if x in LADDER), 3))]
    return any(_brute_force(units.exchange(t.give, Bag({t.get: 1})), cost, extra, depth - 1) for t in moves)


def test_settle_agrees_with_brute_force():
    rng = random.Random(5)
    kinds = LADDER + ("EARTH",)
    for _ in range(400):
        units = Bag.of(rng.choice(kinds) for _ in range(rng.randint(0, 6)))
        cost = Bag.of(rng.choice(LADDER) for _ in range(rng.randint(1, 3)))
        extra = rng.randint(0, 2)
        trades = settle(units, cost, extra)
        assert (trades is not None) == _brute_force(units, cost, extra), (units, cost, extra)
        if trades is not None:
            assert pay_check(units, tuple(trades), cost, extra) is None


def test_plans_fewest_cards_first_and_minimal():
    table = {"a": "FOOD", "b": "FOOD", "c": "SPACE", "d": "OIL"}
    best = plans(table, Bag(), Bag(OIL=1), 2, limit=5)
    assert [len(p.exhaust) for p in best] == sorted(len(p.exhaust) for p in best)
    assert len(best[0].exhaust) == 2 and "c" in best[0].exhaust   # Space pays two: 2 cards suffice
    assert best[0].exhaust == ("a", "c")          # and the Oil card is kept: cheaper kinds go first
    assert plans(table, Bag(), Bag(OIL=2), 0)[0].exhaust == ("c",)   # Space = 2 Earth = 2 Oil
    assert plans(table, Bag(), Bag(OIL=4), 0) == []


def test_activation_with_space_uses_it_whole():
    """GS-EX-5 / GS-R-41: a Space card pays a 1-resource cost and nothing is left over."""
    opts = exhaust_options({"s": "SPACE"}, Bag(IRON=1))
    assert [p.exhaust for p in opts] == [("s",)]


def test_every_rule_function_cites_its_rule():
    import inspect
    from rulekit.core.rule import Rule
    public = {n for n, f in vars(rules).items()
              if callable(f) and inspect.isfunction(inspect.unwrap(f))
              and inspect.unwrap(f).__module__ == rules.__name__ and not n.startswith("_")}
    assert public == set(rules.RULES)
    assert all(isinstance(r, Rule) and r.ref.startswith("GS-R-") for r in rules.RULES.values())
