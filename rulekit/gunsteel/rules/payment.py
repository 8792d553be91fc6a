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
:mod:`~rulekit.gunsteel.rules.judge` judges a payment a player spells out
(``buy O1 pay … trade …``) with these functions.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, product

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
    return Bag(unit_counts(resources, {}))


@cites(rb.SPACE_TWO_EARTH)
def unit_counts(resources, counts: dict[str, int]) -> dict[str, int]:
    """``counts`` (a count by resource, changed in place) with the units of cards of ``resources``
    added: one each, a Space card two Earth (GS-R-13)."""
    for r in resources:
        key, n = ("EARTH", 2) if r == "SPACE" else (r, 1)
        counts[key] = counts.get(key, 0) + n
    return counts


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
def settle(units: Bag, cost: Bag, extra: int, options: Options = Options()):
    """The exchanges that let ``units`` pay ``cost`` plus ``extra`` of any kind.

    Returns a tuple of :class:`Trade` (possibly empty), or ``None`` if the units
    cannot pay. Units of a resource the cost names pay it directly; each unit
    still lacking is covered by an Earth (1 unit), by an exchange of 2 alike
    (2 units: one step up the ladder, or with ``oil_to_earth`` 2 Oil for an
    Earth, which then pays anything), or by any 3 for an Earth (3 units).
    Earths go first, then as many pairs as the diagram allows, then threes:
    that uses the fewest units, so the most are left for ``extra``. The work
    depends on the number of resource kinds, never on the size of the counts.
    Exchanges made here never feed one another, so the plan is valid under
    either reading of AMB-X1.

    Examples
    --------
    GS-EX-13: Horse, Oil, Oil, Iron, Iron, Food pay Horse + Gunpowder + 2 Oil
    only by exchanging 2 Iron + Food for an Earth:

    >>> settle(Bag(HORSE=1, OIL=2, IRON=2, FOOD=1), Bag(HORSE=1, GUNPOWDER=1, OIL=2), 0)
    (Trade(give=Bag(FOOD=1, IRON=2), get='EARTH'),)
    >>> settle(Bag(HORSE=1, OIL=2, IRON=1), Bag(HORSE=1, GUNPOWDER=1, OIL=2), 0) is None
    True
    >>> settle(Bag(OIL=2), Bag(GUNPOWDER=1), 0, Options(oil_to_earth=True))   # the Earth is wild
    (Trade(give=Bag(OIL=2), get='EARTH'),)
    >>> settle(Bag(FOOD=3), Bag(IRON=10 ** 9), 0) is None                      # no work per unit
    True
    """
    return _settle(dict(units.items()), len(units), cost, extra, options)


def _settle(have: dict, total: int, cost: Bag, extra: int, options: Options):
    """:func:`settle` of the units ``have`` (a count by resource) holding ``total`` units."""
    if total < len(cost) + extra:             # exchanges never add units
        return None
    if all(have.get(res, 0) >= need for res, need in cost.items()):
        return ()                             # paid directly, the rest is any kind
    found = _cover(have, cost, options)
    if found is None or found[1] < extra:
        return None
    return tuple(Trade(Bag(give), get) for give, get in found[0])


@cites(rb.EARTH_WILD, rb.TRADING, rb.CARD_COST)
def spare(units: Bag, cost: Bag, options: Options = Options(), at_least: int = 0) -> int | None:
    """The units left once ``units`` pay ``cost`` as :func:`settle` pays it, or ``None`` if they
    cannot, or cannot leave ``at_least``: ``units`` pay ``cost`` plus ``extra`` of any kind exactly
    when ``extra`` is at most this (:func:`covers`), so one call answers every surcharge on one
    base cost (GS-R-57/58).

    >>> spare(Bag(HORSE=1, OIL=2, IRON=2, FOOD=1), Bag(HORSE=1, GUNPOWDER=1, OIL=2))   # GS-EX-13
    0
    >>> spare(Bag(FOOD=4, IRON=1), Bag(IRON=1)), spare(Bag(FOOD=1), Bag(OIL=1))
    (4, None)
    """
    return spare_of(dict(units.items()), len(units), cost, options, at_least)


def spare_of(have: dict, total: int, cost: Bag, options: Options, at_least: int = 0) -> int | None:
    """:func:`spare` of the units ``have`` (a count by resource) holding ``total`` units (a listing
    asks it of one player's units for every base cost)."""
    n = len(cost)
    if total < n + at_least:                  # exchanges never add units
        return None
    for res, need in cost.items():
        if have.get(res, 0) < need:
            break
    else:                                     # paid directly, the rest is any kind
        return total - n
    found = _cover(have, cost, options, exchanges=False)
    return None if found is None else found[1]


def covers(left: int | None, extra: int) -> bool:
    """Whether the units :func:`spare` left after a base cost pay a surcharge of ``extra``."""
    return left is not None and left >= extra


def _cover(have: dict, cost: Bag, options: Options, exchanges: bool = True):
    """How :func:`settle` pays ``cost`` not paid directly from the units ``have`` (a count by
    resource): the exchanges, as ``(give, get)`` pairs of a resource count and the resource
    got, and the units left; ``None`` if it cannot. With ``exchanges`` false the exchanges
    are not written out (an empty list), only counted: :func:`spare` needs the units left."""
    pool = dict(have)
    lack: dict[str, int] = {}
    for res, need in cost.items():
        got = pool.get(res, 0)
        if got >= need:
            pool[res] = got - need
        else:
            pool[res] = 0
            lack[res] = need - got
    if not lack:
        return [], sum(pool.values())
    if "SPACE" in lack:                       # a Space card is 2 Earth, never 2 Space (GS-R-13)
        return None
    n = sum(lack.values())
    wild = min(pool.get(WILD, 0), n)          # an Earth pays anything: the cheapest cover
    pool[WILD] = pool.get(WILD, 0) - wild
    if wild == n:                             # the Earths covered it all: no exchange
        return [], sum(pool.values())
    pairs = _pair_cover(pool, lack, n - wild, options)
    paired = 0
    for src, _, k in pairs:
        pool[src] -= 2 * k
        paired += k
    threes = n - wild - paired
    inputs = _INPUTS_WILD if options.wild_trade_inputs else LADDER
    if sum(pool.get(r, 0) for r in inputs) < 3 * threes:
        return None
    if not exchanges:                         # each three below takes exactly 3 units
        return [], sum(pool.values()) - 3 * threes
    trades: list[tuple[dict, str]] = [({src: 2}, get) for src, get, k in pairs for _ in range(k)]
    for _ in range(threes):                   # any three for an Earth, lowest resources first
        give: dict[str, int] = {}
        for r in inputs:
            take = min(pool.get(r, 0), 3 - sum(give.values()))
            if take:
                give[r] = take
                pool[r] -= take
        trades.append((give, WILD))
    return trades, sum(pool.values())


#: the inputs of "any three for an Earth", lowest first; Earth too under AMB-X2 (``wild_trade_inputs``)
_INPUTS_WILD = LADDER + (WILD,)
#: the resources whose pairs exchange up to each ladder step: the one below (A4), or with
#: ``trade_ladder = "any-higher"`` every one below, highest first
_SOURCES_NEXT_STEP = {res: (LADDER[i - 1],) for i, res in enumerate(LADDER) if i}
_SOURCES_ANY_HIGHER = {res: LADDER[:i][::-1] for i, res in enumerate(LADDER) if i}


def _pair_cover(pool: dict, lack: dict, most: int, options: Options) -> list[tuple[str, str, int]]:
    """Up to ``most`` lacking units covered by exchanges of 2 alike: ``(source, target, count)``.

    Targets are taken lowest first; the ladder pairs each serve the targets
    the diagram allows (the next step, or with ``any-higher`` every higher
    one, sources tried highest first), then 2 Oil for a wild Earth
    (``oil_to_earth``) covers whatever is left.
    """
    spare = {r: n // 2 for r, n in pool.items() if r in LADDER}
    out: list[tuple[str, str, int]] = []
    left = dict(lack)
    sources_of = _SOURCES_ANY_HIGHER if options.trade_ladder == "any-higher" else _SOURCES_NEXT_STEP
    for res in LADDER[1:]:
        if not left.get(res):                 # nothing of it lacking: no pair serves it
            continue
        for src in sources_of[res]:
            k = min(spare.get(src, 0), left[res], most)
            if k:
                out.append((src, res, k))
                spare[src] -= k
                left[res] -= k
                most -= k
    if options.oil_to_earth:
        k = min(spare.get("OIL", 0), sum(left.values()), most)
        if k:
            out.append(("OIL", WILD, k))
    return out


@dataclass(frozen=True)
class Chain:
    """The result of making exchanges one after another (:func:`run_exchanges`).

    ``left`` is what the units are after every exchange that could be made;
    ``failed`` the 1-based number of the exchange that could not be made (0
    when all could), and ``reason`` why.
    """

    left: Bag
    failed: int = 0
    reason: str = ""

    @property
    def ok(self) -> bool:
        return not self.failed

    def __str__(self) -> str:
        if self.ok:
            return f"every exchange made; left: {self.left}"
        return f"exchange {self.failed} fails: {self.reason}; left before it: {self.left}"


@cites(rb.TRADING)
def run_exchanges(units: Bag, trades, options: Options = Options()) -> Chain:
    """Make a chain of exchanges in order and say where it breaks (GS-R-57).

    Each exchange must follow the trade diagram and take only units there
    are; with ``trade_chaining`` off (AMB-X1) none may take what another
    exchange gave.

    Examples
    --------
    >>> c = run_exchanges(Bag(FOOD=4), [Trade(Bag(FOOD=2), "IRON"), Trade(Bag(FOOD=2), "IRON"),
    ...                                  Trade(Bag(IRON=2), "HORSE"), Trade(Bag(FOOD=2), "IRON")])
    >>> c.failed, c.left
    (4, Bag(HORSE=1))
    >>> print(c)
    exchange 4 fails: you have 0 Food for FOOD+FOOD>IRON; left before it: 1 HORSE
    """
    pool = units
    made = Bag()
    for i, t in enumerate(trades, 1):
        why = trade_error(t, options)
        if why is None and not t.give <= pool:
            short = t.give.shortfall(pool)
            k = short.keys()[0]
            why = f"you have {pool[k]} {k.title()} for {t}"
        if why is None and not options.trade_chaining and any(made[k] and t.give[k] > pool[k] - made[k]
                                                              for k in t.give.keys()):
            why = f"{t} uses the output of another exchange (AMB-X1)"
        if why:
            return Chain(pool, i, why)
        pool = pool.exchange(t.give, Bag({t.get: 1}))
        made = made + Bag({t.get: 1})
    return Chain(pool)


def pay_check(units: Bag, trades: tuple[Trade, ...], cost: Bag, extra: int,
              options: Options = Options()) -> str | None:
    """Why these units and exchanges do not pay ``cost`` + ``extra``, or ``None``."""
    chain = run_exchanges(units, trades, options)
    if not chain.ok:
        return f"exchange {chain.failed} ({trades[chain.failed - 1]}): {chain.reason}; left: {chain.left}"
    left = dict(chain.left.items())
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
          options: Options = Options(), allow_trades: bool = True, limit: int | None = 1,
          most: int | None = None) -> list[Plan]:
    """Ways to pay ``cost`` + ``extra`` from resource cards and temporary units.

    ``cards`` maps each resource-side card id to its resource. Plans come
    fewest cards first; among equals, the one that keeps the more valuable
    resources. Cards of one resource are taken in id order. Temporary units
    are always used first: they are lost at the end of the turn anyway.
    ``limit=None`` lists every minimal plan; ``most`` caps the cards in one.

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
    per = [2 if k == "SPACE" else 1 for k in kinds]     # units a card of each kind gives (GS-R-13)
    space = "SPACE" in by_res                           # without Space cards, a card gives one unit
    temp_units = len(temp)
    short = len(cost) + extra - temp_units              # units the cards must give at least
    held = dict(temp.items())
    found: list[Plan] = []
    minimal: list[tuple[int, ...]] = []
    paying_before: set[tuple[int, ...]] = set()     # the mixes of one card fewer that pay
    top = len(cards) if most is None else min(most, len(cards))
    # fewer cards than give the units a payment needs pay nothing (exchanges never add units)
    first = max(0, min(top + 1, -(-short // max(per, default=1))))
    caps = [len(by_res[k]) for k in kinds]
    for total in range(first, top + 1):
        paying: set[tuple[int, ...]] = set()
        for counts in _compositions(total, caps):
            if any(all(a >= b for a, b in zip(counts, m)) for m in minimal):
                paying.add(counts)                  # more cards than a plan found: pays, not minimal
                continue
            given = sum(n * u for n, u in zip(counts, per)) if space else total
            if given < short:
                continue                            # too few units: pays nothing
            have = _units(kinds, counts, held)
            if allow_trades:
                trades = _settle(have, temp_units + given, cost, extra, options)
                ok = trades is not None
            else:
                trades = ()
                ok = pay_check(Bag(have), (), cost, extra, options) is None
            if not ok:
                continue
            paying.add(counts)
            # minimal: no single card could be left out (paying only grows with more cards)
            if any(counts[:i] + (n - 1,) + counts[i + 1:] in paying_before for i, n in enumerate(counts) if n):
                continue
            minimal.append(counts)
            ids = tuple(sorted(c for k, n in zip(kinds, counts) for c in by_res[k][:n]))
            found.append(Plan(ids, tuple(trades)))
            if limit is not None and len(found) >= limit:
                return found
        paying_before = paying
    return found


def _units(kinds, counts, held: dict) -> dict:
    """``held`` (a count by resource) with the units of so many cards of each resource
    (a Space card is 2 Earth, GS-R-13)."""
    d = dict(held)
    for k, n in zip(kinds, counts):
        if n:
            key, per = (WILD, 2) if k == "SPACE" else (k, 1)
            d[key] = d.get(key, 0) + per * n
    return d


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


#: The key of an activation cost "of any kind" in a cost bag (L412-414: "if you need 1 resource").
ANY = "ANY"


def split_any(cost: Bag) -> tuple[Bag, int]:
    """A cost as its named resources and how many of any kind (the ``ANY`` key).

    >>> split_any(Bag(FOOD=1, ANY=2))
    (Bag(FOOD=1), 2)
    """
    n = cost[ANY]
    return (Bag({k: v for k, v in cost.items() if k != ANY}) if n else cost), n


@cites(rb.EXHAUST, rb.SPACE_ACTIVATION)
def exhaust_options(cards: dict[str, str], cost: Bag, options: Options = Options()) -> list[Plan]:
    """Every minimal set of cards paying an activation cost (GS-R-09 b, GS-R-41).

    The search is the one buying uses (:func:`plans`): it finds the minimal
    *mixes of resources* (so many Food, so many Earth …), whose number grows
    with the resource kinds and the size of the cost, never with the subsets of
    the table; each mix is then spelled out with every choice of cards of
    each resource, since which card is flipped is the player's choice.
    ``cost`` may hold ``ANY`` (resources of any kind, L412-414). No exchanges
    (A5) unless ``options.trade_anytime``; a Space card is used up wholly even
    when one unit was needed (GS-EX-5).

    Examples
    --------
    >>> [str(p) for p in exhaust_options({"a": "FOOD", "b": "SPACE", "c": "IRON"}, Bag(FOOD=1))]
    ['pay a', 'pay b']
    >>> [str(p) for p in exhaust_options({"a": "FOOD", "b": "SPACE", "c": "IRON"}, Bag(ANY=1))]
    ['pay a', 'pay c', 'pay b']
    """
    named, extra = split_any(cost)
    if not named and not extra:
        return [Plan(())]
    most = (len(named) + extra) * (3 if options.trade_anytime else 1)   # an exchange takes up to 3 for 1
    mixes = plans(cards, Bag(), named, extra, options, allow_trades=options.trade_anytime, limit=None, most=most)
    by_res: dict[str, list[str]] = {}
    for cid, res in sorted(cards.items()):
        by_res.setdefault(res, []).append(cid)
    out = []
    for mix in mixes:
        counts = Bag.of(cards[c] for c in mix.exhaust)
        choices = [combinations(by_res[res], n) for res, n in counts.items()]
        out += [Plan(tuple(sorted(c for group in pick for c in group)), mix.trades) for pick in product(*choices)]
    return out


__all__ = ["ANY", "Chain", "Plan", "Trade", "covers", "exchange_error", "exhaust_options", "pay_check", "plans",
           "run_exchanges", "settle", "spare", "spare_of", "split_any", "trade_error", "unit_counts", "unit_of",
           "units_of"]
