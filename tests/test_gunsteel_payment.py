"""The payment planner against spelled-out payments (issue 7, points 5, 6 and 7)."""

from __future__ import annotations

import itertools
import random

import pytest

from rulekit.core.resources import Bag
from rulekit.gunsteel.options import Options
from rulekit.gunsteel.rules.payment import (LADDER, WILD, Trade, exhaust_options, pay_check, plans, run_exchanges,
                                      settle, trade_error)

#: Every option that changes what an exchange may do, with each of its values.
PAYMENT_OPTIONS = {"trade_ladder": ("next-step", "any-higher"), "oil_to_earth": (False, True),
                   "trade_chaining": (True, False), "wild_trade_inputs": (False, True)}
EVERY_COMBINATION = [Options(**dict(zip(PAYMENT_OPTIONS, values)))
                     for values in itertools.product(*PAYMENT_OPTIONS.values())]


def _legal_trades(pool: Bag, options: Options) -> list[Trade]:
    """Every exchange the diagram allows from ``pool`` (pairs and threes)."""
    kinds = [k for k in pool.keys() if k in LADDER + (WILD,)]
    out = [Trade(Bag({k: 2}), get) for k in kinds if pool[k] >= 2 for get in LADDER + (WILD,)]
    out += [Trade(Bag.of(c), WILD) for c in {tuple(sorted(c)) for c in itertools.combinations(
        [x for x in pool if x in kinds], 3)}]
    return [t for t in out if trade_error(t, options) is None]


def spelled_payment_exists(units: Bag, cost: Bag, extra: int, options: Options, depth: int = 3) -> bool:
    """Brute force: some sequence of up to ``depth`` exchanges a player could write pays."""
    def search(trades: tuple, pool: Bag, depth: int) -> bool:
        if pay_check(units, trades, cost, extra, options) is None:
            return True
        if depth == 0:
            return False
        for t in _legal_trades(pool, options):
            nxt = trades + (t,)
            if run_exchanges(units, nxt, options).ok and search(nxt, pool.exchange(t.give, Bag({t.get: 1})),
                                                                    depth - 1):
                return True
        return False
    return search((), units, depth)


@pytest.mark.parametrize("options", EVERY_COMBINATION, ids=lambda o: ",".join(map(str, o.changed().values())) or "default")
def test_planner_agrees_with_spelled_payments_under_every_option(options):
    rng = random.Random(hash(tuple(sorted(options.changed().items()))) & 0xFFFF)
    kinds = LADDER + (WILD,)
    for _ in range(300):
        units = Bag.of(rng.choice(kinds) for _ in range(rng.randint(0, 6)))
        cost = Bag.of(rng.choice(kinds) for _ in range(rng.randint(1, 3)))
        extra = rng.randint(0, 2)
        trades = settle(units, cost, extra, options)
        assert (trades is not None) == spelled_payment_exists(units, cost, extra, options), (units, cost, extra)
        if trades is not None:
            assert pay_check(units, trades, cost, extra, options) is None


def test_earth_made_from_oil_is_a_wildcard():
    """Issue 7: with oil_to_earth, 2 Oil pay a 1-Gunpowder card (L162: Earth replaces any resource)."""
    on = Options(oil_to_earth=True)
    assert settle(Bag(OIL=2), Bag(GUNPOWDER=1), 0, on) == (Trade(Bag(OIL=2), WILD),)
    assert pay_check(Bag(OIL=2), (Trade(Bag(OIL=2), WILD),), Bag(GUNPOWDER=1), 0, on) is None
    assert settle(Bag(OIL=2), Bag(GUNPOWDER=1), 0) is None
    assert [str(p) for p in plans({"o1": "OIL", "o2": "OIL"}, Bag(), Bag(FOOD=1), 0, on)] == [
        "pay o1,o2 trade OIL+OIL>EARTH"]


def test_an_earth_is_kept_for_the_extra_when_a_pair_can_cover():
    """A Horse lacking, 2 Iron and an Earth, +2 any: the Earth pays the Horse, the Iron the surcharge."""
    assert settle(Bag(IRON=2, EARTH=1), Bag(HORSE=1), 2) == ()


def test_planner_work_does_not_grow_with_the_numbers():
    """Issue 7: a cost of 10**7 used to take 102 s; the answer now comes from counts, not units."""
    assert settle(Bag(FOOD=3), Bag(IRON=10 ** 7), 0) is None
    assert settle(Bag(EARTH=10 ** 7), Bag(IRON=10 ** 7), 0) == ()
    assert settle(Bag(EARTH=10 ** 7, FOOD=5), Bag(IRON=10 ** 7), 6) is None
    assert settle(Bag(EARTH=10 ** 7, FOOD=6), Bag(IRON=10 ** 7), 6) == ()


def test_chain_of_exchanges_says_where_it_fails_and_what_is_left():
    chain = [Trade(Bag(FOOD=2), "IRON"), Trade(Bag(IRON=2), "HORSE"), Trade(Bag(OIL=1), "GUNPOWDER")]
    result = run_exchanges(Bag(FOOD=2, IRON=1), chain)
    assert (result.failed, result.left) == (3, Bag(HORSE=1))
    assert "never backwards" in result.reason and "exchange 3" in str(result)
    ok = run_exchanges(Bag(FOOD=2, IRON=1), chain[:2])
    assert ok.ok and ok.left == Bag(HORSE=1)
    no_chain = run_exchanges(Bag(FOOD=2, IRON=1), chain[:2], Options(trade_chaining=False))
    assert no_chain.failed == 2 and "AMB-X1" in no_chain.reason and no_chain.left == Bag(IRON=2)
    why = pay_check(Bag(FOOD=2, IRON=1), tuple(chain), Bag(HORSE=1), 0)
    assert why.startswith("exchange 3 (OIL>GUNPOWDER)") and "left: 1 HORSE" in why


# -- activation costs ---------------------------------------------------------------------


def test_activation_lists_every_card_that_may_pay():
    """Which card is flipped is the player's choice; Space and Earth pay too."""
    table = {"a": "FOOD", "b": "FOOD", "c": "SPACE", "d": "IRON", "e": "EARTH"}
    assert [str(p) for p in exhaust_options(table, Bag(FOOD=1))] == ["pay a", "pay b", "pay e", "pay c"]
    both = [str(p) for p in exhaust_options(table, Bag(FOOD=1, IRON=1))]
    assert both[0] == "pay c" and {"pay a,d", "pay b,d", "pay d,e", "pay a,e", "pay b,e"} <= set(both)


def test_activation_of_any_kind():
    """L412-414: a cost of 1 resource of any kind; a Space pays it and is used up whole."""
    table = {"a": "FOOD", "s": "SPACE"}
    assert [str(p) for p in exhaust_options(table, Bag(ANY=1))] == ["pay a", "pay s"]
    assert [str(p) for p in exhaust_options(table, Bag(ANY=2))] == ["pay s"]


def test_activation_search_is_polynomial():
    """Issue 7: 20 resource cards took 19 s (every subset); the search now goes by resource counts."""
    from rulekit.gunsteel.rules import payment

    table = {f"c{i:02}": LADDER[i % 5] for i in range(20)}
    calls = 0
    real = payment.pay_check

    def counting(*args, **kw):
        nonlocal calls
        calls += 1
        return real(*args, **kw)

    payment.pay_check = counting
    try:
        opts = exhaust_options(table, Bag(OIL=2, GUNPOWDER=1, HORSE=2), Options(trade_anytime=False))
    finally:
        payment.pay_check = real
    assert len(opts) == 6 * 4 * 6 and "pay c02,c03,c04,c07,c09" in map(str, opts)   # every choice of cards
    assert calls < 2000                                        # but the search went by mixes of resources


# -- paying with the same card twice (issue 7, point 5) -----------------------------------


def _line(n: int):
    """The state after ``n`` steps of the seed-7 perft line."""
    import rulekit.gunsteel as gs

    g = gs.new_game(3, "new-world", seed=7)
    rng = random.Random(7)
    for _ in range(n):
        g = g.apply(rng.choice(g.legal_actions()))
    return g


@pytest.mark.parametrize("steps, text, rule", [
    (4, "buy H3 pay red-2,red-2", "GS-R-56"),                    # buying
    (29, "use red-2 pay red-1,red-1", "GS-R-09"),                # an activation cost
])
def test_a_card_named_twice_is_refused_by_why_not_and_apply_alike(steps, text, rule):
    from rulekit.core.errors import IllegalAction

    g = _line(steps)
    before = g.snapshot()
    why = g.why_not(text)
    assert isinstance(why, IllegalAction) and why.rule.ref == rule and "twice" in why.reason
    with pytest.raises(IllegalAction) as info:
        g.apply(text)
    assert str(info.value) == str(why)
    assert g.snapshot() == before
    assert g.why_not(text.replace(",red-2", "").replace(",red-1", "")) is None


@pytest.mark.parametrize("target, seat", [("Z9", None), ("H99", None), ("RP-Q", None), ("", None), (None, None),
                                          ("H0", 7), ("H0", -1)])
def test_cost_report_of_an_unknown_position_says_so(target, seat):
    import rulekit.gunsteel as gs
    from rulekit.core.errors import IllegalAction

    g = gs.new_game(3, "new-world", seed=7)
    with pytest.raises(IllegalAction) as info:
        g.cost_report(target, seat)
    assert ("seat" in info.value.reason) if seat is not None else ("positions are H0" in info.value.reason)
    assert g.cost_report("H0")["target"] == "H0"


@pytest.mark.parametrize("oil_to_earth", [False, True])
def test_game_calls_affordable_exactly_what_a_spelled_payment_may_do(oil_to_earth):
    """Issue 7: a card costing 1 Iron showed unaffordable to a player holding 2 Oil, the Buy Phase
    was skipped, yet ``buy … trade OIL+OIL>EARTH`` was accepted. Now all of them agree."""
    from rulekit.core.errors import IllegalAction

    g = _line(4)                                      # P1 in the Buy Phase (seed-7 line)
    seat = g.current
    oil = sorted(c for c in g.deck.cards if g.card(c).resource == "OIL" and c not in g.pyramid)[:2]
    # with nothing affordable the Buy Phase passes by itself (GS-R-55): edit settles the position
    g = g.edit(options=Options(**{**g.options.changed(), "oil_to_earth": oil_to_earth}),
               players={seat: {"resources": tuple(oil), "temp": Bag()}})
    assert (g.phase == "buy") is oil_to_earth
    base, extra, _ = g.purchase("H0")
    assert (base, extra) == (Bag(IRON=1), 0)
    spelled = f"buy H0 pay {','.join(oil)} trade OIL+OIL>EARTH"
    report = g.cost_report("H0", seat)
    assert g.can_afford(seat, "H0") is oil_to_earth
    assert report["affordable"] is oil_to_earth
    assert ("buy H0" in map(str, g.legal_actions())) is oil_to_earth
    assert (g.why_not(spelled) is None) is oil_to_earth
    if oil_to_earth:
        assert report["plan"] == f"pay {','.join(oil)} trade OIL+OIL>EARTH"
        assert g.apply("buy H0").players[seat].techs == g.apply(spelled).players[seat].techs
    else:
        assert isinstance(g.why_not(spelled), IllegalAction)


@pytest.mark.parametrize("trade_anytime", [False, True])
def test_activation_listing_is_every_minimal_set_of_cards(trade_anytime):
    """The search by mixes of resources lists exactly the minimal card sets every subset would give."""
    from rulekit.gunsteel.cards import RESOURCES
    from rulekit.gunsteel.rules.payment import ANY, split_any, units_of

    options = Options(trade_anytime=trade_anytime)
    rng = random.Random(11)
    for _ in range(60):
        table = {f"c{i}": rng.choice(RESOURCES) for i in range(rng.randint(0, 7))}
        cost = Bag.of(rng.choice(LADDER + (WILD, ANY)) for _ in range(rng.randint(1, 2)))
        named, extra = split_any(cost)

        def pays(ids):
            units = units_of(table[c] for c in ids)
            if trade_anytime:
                return settle(units, named, extra, options) is not None
            return pay_check(units, (), named, extra, options) is None

        subsets = [c for n in range(len(table) + 1) for c in itertools.combinations(sorted(table), n) if pays(c)]
        brute = {c for c in subsets if not any(set(d) < set(c) for d in subsets)}
        assert {p.exhaust for p in exhaust_options(table, cost, options)} == brute, (table, cost)


def test_a_deck_at_every_limit_plays_to_the_end(tmp_path):
    """Hang protection (no timing assert; the benchmark measures speed): a deck whose costs sit at
    the loader's limits plays a random game to the end with exchanges allowed everywhere."""
    import signal
    import tomllib

    import rulekit.gunsteel as gs
    from rulekit.gunsteel.cards import DATA, MOST, load_deck

    raw = tomllib.loads((DATA / "teaching.toml").read_text(encoding="utf-8"))
    for rec in raw["card"] + raw["start"]:
        rec["use_cost"] = {"ANY": MOST["use_cost"]}
    for rec in raw["card"]:
        rec["cost"] = {"HORSE": MOST["cost"] // 2, "GUNPOWDER": MOST["cost"] - MOST["cost"] // 2}
    path = tmp_path / "limits.toml"
    from tests.test_gunsteel_cards import dump
    path.write_text(dump(raw), encoding="utf-8")
    deck = load_deck(path)

    def hang(*_):
        raise TimeoutError("a game on a deck at the limits did not finish in 120 s")
    old = signal.signal(signal.SIGALRM, hang)
    signal.alarm(120)
    try:
        rng = random.Random(3)
        g = gs.new_game(3, "renaissance", seed=3, deck=deck, options={"trade_anytime": True, "oil_to_earth": True})
        steps = 0
        while not g.is_over and steps < 3000:
            g = g.apply(rng.choice(g.legal_actions()))
            steps += 1
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert steps > 20
