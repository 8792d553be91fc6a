"""Paying for things: units, exchanges, and the payment planner (§3b, §7c).

A payment turns cards into *units* of resource. Exhausting a resource card for a
purchase gives one unit of its resource (GS-R-09 a); an Earth unit is wild and
stands for any resource (GS-R-12); a Space card counts as two Earth, never as
two Space (GS-R-13). Temporary resources from effects are units too (GS-R-56).
Exchanges follow the trade diagram: two alike for one of the next resource up,
or any three for one Earth, never backwards (GS-R-57).

:func:`settle` decides whether some units pay a cost and with which exchanges;
:func:`plans` lists concrete ways to pay from a player's table, fewest cards
first (GS-EX-13 is one such plan).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from rulekit.core.resources import Bag
from rulekit.core.rule import cites
from rulekit.gunsteel import rulebook as rb
from rulekit.gunsteel.cards import RESOURCES
from rulekit.gunsteel.options import Options

LADDER = ("FOOD", "IRON", "HORSE", "GUNPOWDER", "OIL")
WILD = "EARTH"
_NEXT = {a: b for a, b in zip(LADDER, LADDER[1:])}


@dataclass(frozen=True)
class Trade:
    """One exchange: ``give`` (a bag of units) for one unit of ``get``.

    Examples
    --------
    >>> str(Trade(Bag(IRON=2, FOOD=1), "EARTH"))
    'FOOD+IRON+IRON>EARTH'
    >>> Trade.parse('FOOD+FOOD>IRON') == Trade(Bag(FOOD=2), 'IRON')
    True
    """

    give: Bag
    get: str

    def __str__(self) -> str:
        return "+".join(self.give) + ">" + self.get

    @classmethod
    def parse(cls, text: str) -> "Trade":
        left, _, right = text.partition(">")
        names = left.split("+") + [right]
        if not right or not left or any(n not in RESOURCES for n in names):
            raise ValueError(f"an exchange looks like FOOD+FOOD>IRON (resources {', '.join(RESOURCES)}), "
                             f"not {text!r}")
        return cls(Bag.of(names[:-1]), right)


_UNITS = {r: Bag(EARTH=2) if r == "SPACE" else Bag({r: 1}) for r in RESOURCES}


@cites(rb.SPACE_TWO_EARTH)
def unit_of(resource: str) -> Bag:
    """The units one exhausted card gives: Space is two Earth (GS-R-13)."""
    return _UNITS[resource]


def units_of(resources) -> Bag:
    """The units a set of exhausted cards gives, given their resources."""
    counts: dict[str, int] = {}
    for r in resources:
        key, n = ("EARTH", 2) if r == "SPACE" else (r, 1)
        counts[key] = counts.get(key, 0) + n
    return Bag(counts)


def trade_error(trade: Trade, options: Options = Options()) -> str | None:
    """Why an exchange breaks the trade diagram, or ``None`` (GS-R-57).

    Examples
    --------
    >>> trade_error(Trade(Bag(FOOD=2), "IRON")) is None       # GS-EX-10
    True
    >>> trade_error(Trade(Bag(OIL=1), "GUNPOWDER"))           # GS-EX-10
    'exchanges take 2 alike or any 3; never backwards'
    """
    give, get = trade.give, trade.get
    if not options.wild_trade_inputs and give[WILD]:
        return "Earth is wild already and is not an exchange input (AMB-X2)"
    if len(give) == 3 and get == WILD:
        return None
    kinds = give.keys()
    if len(give) == 2 and len(kinds) == 1:
        src = kinds[0]
        if src in LADDER and get in RESOURCES:
            if options.oil_to_earth and src == "OIL" and get == WILD:
                return None
            if get == _NEXT.get(src):
                return None
            higher = get in LADDER and LADDER.index(get) > LADDER.index(src)
            if options.trade_ladder == "any-higher" and higher:
                return None
            if src not in _NEXT:
                return "Oil is the top of the exchange ladder; 2 Oil for an Earth is the unknown arrow (A4, option oil_to_earth)"
            return f"2 {src.title()} exchange one step up the ladder, to {_NEXT[src].title()} (A4)"
    return "exchanges take 2 alike or any 3; never backwards"


def exchange_error(give: Bag, gets: list[str], options: Options = Options()) -> str | None:
    """Like :func:`trade_error`, for an exchange written with any number of outputs.

    Every exchange gives exactly one resource: 2 alike for 1, any 3 for 1 Earth
    (L545-548), so "1 Oil for 2 Gunpowder" breaks the diagram twice (GS-EX-10).

    >>> exchange_error(Bag(OIL=1), ["GUNPOWDER", "GUNPOWDER"])
    'an exchange gives exactly one resource (L545-548)'
    """
    if len(gets) != 1:
        return "an exchange gives exactly one resource (L545-548)"
    return trade_error(Trade(give, gets[0]), options)


@cites(rb.EARTH_WILD, rb.TRADING, rb.CARD_COST)
@lru_cache(maxsize=1 << 10)
def settle(units: Bag, cost: Bag, extra: int, options: Options = Options()):
    """The exchanges that let ``units`` pay ``cost`` plus ``extra`` of any kind.

    Exchanges made here never feed one another, so the plan is valid under
    either reading of AMB-X1.

    Returns a tuple of :class:`Trade` (possibly empty), or ``None`` if the units
    cannot pay. Exchanges are only made where they help: to cover a resource
    the units lack. Each lacking unit is covered the cheapest way: by an Earth,
    by a pair of the resource one step below, else by any three for an Earth.

    Examples
    --------
    GS-EX-13: Horse, Oil, Oil, Iron, Iron, Food pay Horse + Gunpowder + 2 Oil
    only by exchanging 2 Iron + Food for an Earth:

    >>> settle(Bag(HORSE=1, OIL=2, IRON=2, FOOD=1), Bag(HORSE=1, GUNPOWDER=1, OIL=2), 0)
    (Trade(give=Bag(FOOD=1, IRON=2), get='EARTH'),)
    >>> settle(Bag(HORSE=1, OIL=2, IRON=1), Bag(HORSE=1, GUNPOWDER=1, OIL=2), 0) is None
    True
    """
    pool = dict(units.items())
    trades: list[Trade] = []
    lacking: list[str] = []
    for res, need in cost.items():
        have = pool.get(res, 0)
        used = min(have, need)
        pool[res] = have - used
        lacking += [res] * (need - used)
    # a lacking resource that a surplus pair below could make
    def pair_source(res):
        if res == WILD:
            return "OIL" if options.oil_to_earth else None
        if options.trade_ladder == "any-higher" and res in LADDER:
            below = [r for r in LADDER[:LADDER.index(res)] if pool.get(r, 0) >= 2]
            return below[-1] if below else None
        return LADDER[LADDER.index(res) - 1] if res in LADDER[1:] else None

    def spend_wild(res):
        if res == "SPACE":        # a Space card is 2 Earth, never 2 Space (GS-R-13)
            return False
        if pool.get(WILD, 0):
            pool[WILD] -= 1
            return True
        return False

    # wilds first where no pair could help, then pairs, then wilds, then any three
    no_pair = [r for r in lacking if not (pair_source(r) and pool.get(pair_source(r), 0) >= 2)]
    still: list[str] = []
    for res in no_pair:
        if not spend_wild(res):
            still.append(res)
    for res in [r for r in lacking if r not in no_pair]:
        src = pair_source(res)
        if src and pool.get(src, 0) >= 2:
            pool[src] -= 2
            trades.append(Trade(Bag({src: 2}), res))
        elif not spend_wild(res):
            still.append(res)
    for res in still:
        if res == "SPACE":
            return None
        inputs = [r for r in LADDER if pool.get(r, 0)]
        if options.wild_trade_inputs and pool.get(WILD, 0):
            inputs.append(WILD)
        give: list[str] = []
        for r in inputs:
            while pool[r] and len(give) < 3:
                pool[r] -= 1
                give.append(r)
        if len(give) < 3:
            return None
        trades.append(Trade(Bag.of(give), WILD))
    if sum(pool.values()) < extra:
        return None
    return tuple(trades)


def pay_check(units: Bag, trades: tuple[Trade, ...], cost: Bag, extra: int,
              options: Options = Options()) -> str | None:
    """Why these units and exchanges do not pay ``cost`` + ``extra``, or ``None``."""
    pool = units
    made: list[str] = []
    for t in trades:
        why = trade_error(t, options)
        if why:
            return f"exchange {t}: {why}"
        if not options.trade_chaining and any(t.give[m] for m in set(made)):
            return f"exchange {t} uses the output of another exchange (AMB-X1)"
        if not t.give <= pool:
            return f"exchange {t}: you do not have {t.give}"
        pool = pool.exchange(t.give, Bag({t.get: 1}))
        made.append(t.get)
    left = dict(pool.items())
    for res, need in cost.items():
        direct = min(left.get(res, 0), need)
        left[res] = left.get(res, 0) - direct
        need -= direct
        if need and res != "SPACE" and left.get(WILD, 0) >= need:   # never 2 Space (GS-R-13)
            left[WILD] -= need
            need = 0
        if need:
            return f"short of {need} {res.title()}"
    if sum(left.values()) < extra:
        return f"short of {extra - sum(left.values())} resource(s) of any kind"
    return None


@dataclass(frozen=True)
class Plan:
    """A way to pay: which cards to exhaust and which exchanges to make."""

    exhaust: tuple[str, ...]
    trades: tuple[Trade, ...] = ()

    def __str__(self) -> str:
        text = "pay " + (",".join(self.exhaust) if self.exhaust else "-")
        if self.trades:
            text += " trade " + ",".join(map(str, self.trades))
        return text


def plans(cards: dict[str, str], temp: Bag, cost: Bag, extra: int,
          options: Options = Options(), allow_trades: bool = True, limit: int = 1) -> list[Plan]:
    """Ways to pay ``cost`` + ``extra`` from resource cards and temporary units.

    ``cards`` maps each resource-side card id to its resource. Plans come
    fewest cards first; among equals, the one that keeps the more valuable
    resources. Cards of one resource are taken in id order. Temporary units
    are always used first: they are lost at the end of the turn anyway.

    Examples
    --------
    GS-EX-11: the Cannon costs 2 Gunpowder + 3 any; after Barter the table
    shows Food, Iron, Gunpowder, Horse and Barter gave a temporary Gunpowder:

    >>> table = {"f1": "FOOD", "i1": "IRON", "g1": "GUNPOWDER", "h1": "HORSE"}
    >>> [str(p) for p in plans(table, Bag(GUNPOWDER=1), Bag(GUNPOWDER=2), 3)]
    ['pay f1,g1,h1,i1']
    >>> plans(table, Bag(), Bag(GUNPOWDER=2), 3)
    []
    """
    by_res: dict[str, list[str]] = {}
    for cid, res in sorted(cards.items()):
        by_res.setdefault(res, []).append(cid)
    kinds = sorted(by_res, key=RESOURCES.index)
    found: list[Plan] = []
    for total in range(len(cards) + 1):
        for counts in _compositions(total, [len(by_res[k]) for k in kinds]):
            units = temp + units_of(k for k, n in zip(kinds, counts) for _ in range(n))
            if allow_trades:
                trades = settle(units, cost, extra, options)
                ok = trades is not None
            else:
                trades = []
                ok = pay_check(units, (), cost, extra, options) is None
            if ok and _minimal(units, counts, kinds, cost, extra, options, allow_trades, temp):
                ids = tuple(sorted(c for k, n in zip(kinds, counts) for c in by_res[k][:n]))
                found.append(Plan(ids, tuple(trades)))
                if len(found) >= limit:
                    return found
    return found


def _minimal(units, counts, kinds, cost, extra, options, allow_trades, temp) -> bool:
    """No single card of the plan could be left out."""
    for i, n in enumerate(counts):
        if n:
            fewer = list(counts)
            fewer[i] -= 1
            u = temp + units_of(k for k, m in zip(kinds, fewer) for _ in range(m))
            if allow_trades and settle(u, cost, extra, options) is not None:
                return False
            if not allow_trades and pay_check(u, (), cost, extra, options) is None:
                return False
    return True


def _compositions(total: int, caps: list[int]):
    """Every way to take ``total`` cards with at most ``caps[i]`` of kind ``i``.

    The cheaper kinds are spent first: earlier compositions use more of the
    lower resources (the kinds are listed lowest first).
    """
    if not caps:
        if total == 0:
            yield ()
        return
    first, rest = caps[0], caps[1:]
    for n in range(min(first, total), -1, -1):
        if total - n <= sum(rest):
            for tail in _compositions(total - n, rest):
                yield (n,) + tail


@cites(rb.EXHAUST, rb.SPACE_ACTIVATION)
def exhaust_options(cards: dict[str, str], cost: Bag, options: Options = Options()) -> list[Plan]:
    """Every minimal set of cards paying an activation cost (GS-R-09 b, GS-R-41).

    No exchanges (A5) unless ``options.trade_anytime``; a Space card is used
    up wholly even when one unit was needed (GS-EX-5).

    Examples
    --------
    >>> [str(p) for p in exhaust_options({"a": "FOOD", "b": "SPACE", "c": "IRON"}, Bag(FOOD=1))]
    ['pay a', 'pay b']
    """
    if not cost:
        return [Plan(())]
    ids = sorted(cards)
    found = []
    most = len(cost) * (3 if options.trade_anytime else 1)   # an exchange takes up to 3 for 1
    for size in range(1, min(most, len(ids)) + 1):
        for combo in combinations(ids, size):
            units = Bag()
            for cid in combo:
                units = units + unit_of(cards[cid])
            if options.trade_anytime:
                trades = settle(units, cost, 0, options)
            else:
                trades = [] if pay_check(units, (), cost, 0, options) is None else None
            if trades is None:
                continue
            if any(set(p.exhaust) < set(combo) for p in found):
                continue
            found.append(Plan(combo, tuple(trades)))
    return found


__all__ = ["Plan", "Trade", "exchange_error", "exhaust_options", "pay_check", "plans", "settle", "trade_error",
           "unit_of", "units_of"]
