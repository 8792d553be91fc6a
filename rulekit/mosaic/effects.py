"""What the cards, tiles and Leaders do: one structured effect per card, with its citation.

:func:`table` maps every Technology (S1-S39, T1-T66, Appendix 6, L1463-1817),
every Golden Age (G1-G9, Appendix 2) and the Leaders and Wonders whose text asks
for a choice to an :class:`Effect`: the steps that happen when the card is
played (``now``), the VP it scores at the end (``end``), the Unrest it lets you
ignore (``unrest``) and the ongoing rules it switches on (``ongoing``, read by
the hooks below). The card's own text, in the rulebook, is the authority; the
``effect`` field of ``data/technologies.toml`` is our summary of it.

A step is a small tuple. Steps that need no choice are applied at once, in the
card's order; a step that asks for a choice (where a free unit or City goes,
which enemy unit is eliminated, which token is taken …) becomes a task on the
decision stack, in the card's order, so that "gain 2 Cavalry, then eliminate 1
enemy unit in a Region where you have Cavalry" is decided in that order. The
decision kinds those tasks name (their options and how each choice resolves)
are in :mod:`rulekit.mosaic.choices`.

"For something" on a card means something of yours (L1464-1466). Where a card
counts "symbols" whose pillar was lost with the icons, it counts the pillar the
card itself provides in the labelled TEACHING assignment
(``data/teaching_symbols.toml``), never a printed value.

The hooks (``on_work``, ``city_built``, ``unlocked`` …) are called by
:mod:`rulekit.mosaic.turn` at the points where an effect fires; they return the
state unchanged (and quickly) when no card of theirs is in play.

Examples
--------
>>> e = table()["S16"]
>>> e.now
(('units', ('CAVALRY',), 2, 'any'), ('eliminate', 1, ('CAVALRY',)))
>>> str(e.rule)
'§C11.6a TECHNOLOGIE POCZĄTKOWE (Starting Technologies), L1514-1519'
>>> table()["T12"].end, table()["T23"].unrest
((('per', 1, 'cities'),), (('flat', 5),))
>>> sorted(c for c, e in table().items() if "armour" in e.ongoing)
['T44']
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from rulekit.core.errors import DataError
from rulekit.core.rule import Rule, cites
from rulekit.mosaic import board, rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.actions import DECKS, Convert, Peek, Takeover
from rulekit.mosaic.cards import data, teaching_decks
from rulekit.mosaic.state import PIECE_LIMITS, TRACKS, Task

#: Money printed on the coins of the box: 30x1, 30x5, 30x10, 10x20 (L178-180; AMB-X9).
COINS = 30 * 1 + 30 * 5 + 30 * 10 + 10 * 20
ARMOUR, MERCHANTS, METALLURGY, CROP_ROTATION, FLOOD, CASTE, DIPLOMATS = "T44", "T21", "T33", "T45", "T52", "T55", "T7"
CITIES = ("CITY", "PORT_CITY")
INF_CAV = ("INFANTRY", "CAVALRY")


@dataclass(frozen=True)
class Effect:
    """What one card, tile or Leader does (see the module docstring for the step shapes)."""

    card: str
    rule: Rule
    now: tuple = ()
    end: tuple = ()
    unrest: tuple = ()
    ongoing: frozenset = frozenset()


# -- the table ---------------------------------------------------------------------------
# Steps: ("prod", TRACK, n) · ("gain", RESOURCE, n) · ("pop", n) · ("prod_per", TRACK, k, measure, cap)
# · ("gain_per", RESOURCE, k, measure, cap) · ("pop_per", k, measure, cap) · ("vp_per", k, measure, cap)
# · ("units", kinds, n, where) · ("eliminate", n, kinds) · ("token", kind, n) · ("tokens_per", measure, cap)
# · ("universal",) · ("city", where) · ("farm", where) · ("boost", n) · ("shift",) · ("clear", deck)
# · ("extra", "work" | "any") · ("pick", amount, resources) · ("loyalty",)
# End VP: ("per", k, measure) · ("best_project",).  Unrest: ("flat", n) · ("per", k, measure).
_P = "prod"
_SPEC: dict[str, dict] = {
    "S1": {"now": ((_P, "IDEAS", 3),)},
    "S2": {"now": (("pop", 1), (_P, "STONE", 1))},
    "S3": {"now": (("units", ("INFANTRY",), 3, "any"), ("token", "bronze", 1))},
    "S4": {"now": (("gain", "IDEAS", 5),)},
    "S5": {"now": (("farm", "explore"),)},
    "S6": {"end": (("per", 1, "symbol"),)},
    "S7": {"now": ((_P, "FOOD", 2), (_P, "TRADE", 3))},
    "S8": {"now": ((_P, "STONE", 2), ("pop", 1))},
    "S9": {"end": (("per", 1, "symbol"), ("per", 2, "achievements"))},
    "S10": {"now": ((_P, "STONE", 3),)},
    "S11": {"now": (("token", "any", 1), ("gain", "MONEY", 5))},
    "S12": {"now": ((_P, "TRADE", 2), (_P, "STONE", 2))},
    "S13": {"end": (("best_project",),)},
    "S14": {"now": ((_P, "IDEAS", 3),)},
    "S15": {"now": (("pop", 1), (_P, "IDEAS", 2))},
    "S16": {"now": (("units", ("CAVALRY",), 2, "any"), ("eliminate", 1, ("CAVALRY",)))},
    "S17": {"now": ((_P, "STONE", 2),), "end": (("per", 2, "wonders"),)},
    "S18": {"now": (("gain", "IDEAS", 5),)},
    "S19": {"now": (("prod_per", "FOOD", 2, "symbol", None),)},
    "S20": {"now": ((_P, "FOOD", 3),)},
    "S21": {"now": (("gain", "MONEY", 10),)},
    "S22": {"now": ((_P, "TAX", 3),)},
    "S23": {"now": (("prod_per", "IDEAS", 1, "symbol", None),)},
    "S24": {"now": (("gain", "IDEAS", 5),)},
    "S25": {"now": ((_P, "IDEAS", 3),)},
    "S26": {"now": ((_P, "FOOD", 3),)},
    "S27": {"now": ((_P, "FOOD", 3), ("token", "fish", 1))},
    "S28": {"now": (("universal",),)},
    "S29": {"now": (("boost", 3),)},
    "S30": {"now": ((_P, "TAX", 3), ("gain", "MONEY", 10))},
    "S31": {"now": ((_P, "TRADE", 3), ("gain", "MONEY", 10))},
    "S32": {"now": (("gain", "IDEAS", 5),)},
    "S33": {"now": (("gain", "IDEAS", 5),)},
    "S34": {"now": (("pop", 1), (_P, "FOOD", 1))},
    "S35": {"now": (("units", ("INFANTRY",), 2, "any"), ("eliminate", 1, ("INFANTRY",)))},
    "S36": {"ongoing": ("citizen-levy",)},
    "S37": {"now": ((_P, "FOOD", 1), ("pop", 1))},
    "S38": {"now": ((_P, "FOOD", 3),)},
    "S39": {"now": (("boost", 3),)},
    "T1": {"now": ((_P, "IDEAS", 3), ("token", "good", 1))},
    "T2": {"now": ((_P, "TAX", 3), ("extra", "work"))},
    "T3": {"now": ((_P, "STONE", 3),), "end": (("per", 2, "projects"),)},
    "T4": {"now": ((_P, "IDEAS", 3),)},
    "T5": {"now": (("pop", 2),)},
    "T6": {"end": (("per", 1, "symbol"),)},
    "T7": {"ongoing": ("diplomats",)},
    "T8": {"end": (("per", 1, "symbol"),)},
    "T9": {"now": (("eliminate", 2, ("INFANTRY",)),), "ongoing": ("formations",)},
    "T10": {"now": ((_P, "STONE", 3), (_P, "TAX", 2))},
    "T11": {"unrest": (("per", 1, "symbol"),)},
    "T12": {"end": (("per", 1, "cities"),)},
    "T13": {"now": ((_P, "STONE", 3), ("city", "any"))},
    "T14": {"now": (("units", ("CAVALRY",), 2, "any"), ("eliminate", 1, ("CAVALRY",)))},
    "T15": {"now": (("prod_per", "FOOD", 2, "symbol", 10),)},
    "T16": {"now": ((_P, "STONE", 3), ("gain", "STONE", 10))},
    "T17": {"now": (("pop", 2),)},
    "T18": {"now": (("pop_per", 1, "cities", 5),)},
    "T19": {"now": (("city", "no-city-region"),)},
    "T20": {"now": (("gain", "FOOD", 5), ("pop", 1), ("units", INF_CAV, 2, "home"))},
    "T21": {"ongoing": ("merchants",)},
    "T22": {"now": (("tokens_per", "port-cities", 3),)},
    "T23": {"unrest": (("flat", 5),)},
    "T24": {"now": (("loyalty",),)},
    "T25": {"end": (("per", 1, "symbol"),)},
    "T26": {"now": (("units", ("CAVALRY",), 2, "any"), ("eliminate", 2, ("CAVALRY",)))},
    "T27": {"ongoing": ("siege-engine",)},
    "T28": {"now": ((_P, "IDEAS", 2), (_P, "FOOD", 2), (_P, "STONE", 2))},
    "T29": {"now": ((_P, "IDEAS", 3), ("extra", "any"))},
    "T30": {"now": (("gain", "MONEY", 15), ("token", "cloth", 1))},
    "T31": {"now": (("pop", 2),)},
    "T32": {"now": (("gain_per", "MONEY", 5, "goods", None),)},
    "T33": {"now": (("units", INF_CAV, 1, "home"),), "ongoing": ("metallurgy",)},
    "T34": {"now": ((_P, "IDEAS", 3), ("clear", 0))},
    "T35": {"now": (("city", "any"),)},
    "T36": {"now": (("pop", -1), ("city", "adjacent-region"))},
    "T37": {"now": (("city", "adjacent-space"),)},
    "T38": {"now": (("pick", 5, ("STONE", "FOOD", "MONEY")),)},
    "T39": {"now": ((_P, "FOOD", 3), ("gain_per", "FOOD", 2, "food-production", None))},
    "T40": {"now": (("vp_per", 1, "population", 10),)},
    "T41": {"now": ((_P, "TAX", 4),)},
    "T42": {"now": (("prod_per", "STONE", 1, "population", 10),)},
    "T43": {"now": (("units", INF_CAV, "symbol", "home"),)},
    "T44": {"ongoing": ("armour",)},
    "T45": {"ongoing": ("crop-rotation",)},
    "T46": {"now": (("prod_per", "FOOD", 2, "farms", None),)},
    "T47": {"now": ((_P, "IDEAS", 4), ("vp_per", 1, "techs", 10))},
    "T48": {"end": (("per", 1, "symbol"),)},
    "T49": {"now": ((_P, "TRADE", 2), (_P, "FOOD", 2))},
    "T50": {"now": (("gain_per", "MONEY", 10, "workshops", None),)},
    "T51": {"now": ((_P, "TAX", 3),), "unrest": (("per", 1, "symbol"),)},
    "T52": {"now": ((_P, "FOOD", 2),), "ongoing": ("flood",)},
    "T53": {"now": tuple((_P, t, 2) for t in TRACKS)},
    "T54": {"now": ((_P, "TAX", 3), ("pop", 1))},
    "T55": {"now": ((_P, "FOOD", 2), (_P, "STONE", 2)), "ongoing": ("caste",)},
    "T56": {"now": (("shift",),)},
    "T57": {"end": (("per", 1, "symbol"),)},
    "T58": {"now": (("eliminate", 2, ("CAVALRY",)),), "ongoing": ("cavalry-tactics",)},
    "T59": {"now": ((_P, "FOOD", 3), ("units", ("CAVALRY",), 1, "home"))},
    "T60": {"now": ((_P, "FOOD", 3), ("farm", "adjacent"))},
    "T61": {"now": (("prod_per", "TRADE", 5, "port-cities", None),)},
    "T62": {"now": ((_P, "IDEAS", 3),)},
    "T63": {"now": ((_P, "TRADE", 3), ("gain", "MONEY", 10))},
    "T64": {"now": (("gain_per", "MONEY", 10, "farms", None),)},
    "T65": {"now": ((_P, "FOOD", 2), (_P, "TRADE", 2))},
    "T66": {"now": ((_P, "STONE", 3), ("eliminate", 2, INF_CAV))},
    # Golden Ages (Appendix 2, L1282-1298): the benefit; the 6 VP are the tile's
    "G1": {"now": ((_P, "STONE", 3),)},
    "G2": {"now": (("units", INF_CAV, 2, "home"),)},
    "G3": {"now": ((_P, "TRADE", 3),)},
    "G4": {"now": ((_P, "FOOD", 3),)},
    "G5": {"now": ((_P, "TAX", 3),)},
    "G6": {"now": (("pop", 2),)},
    "G7": {"now": ((_P, "IDEAS", 3),)},
    "G8": {"now": (("city", "any"),)},
    "G9": {"now": (("pick", 10, ("STONE", "IDEAS", "FOOD", "MONEY")),)},
    # Leaders and Wonders whose text asks for a choice or scores at the end
    "scribe": {"now": (("boost", 5),)},
    "artist": {"end": (("per", 1, "culture"),)},
    "W8": {"now": (("library",),)},
}


def _rule(card: str) -> Rule:
    d = data()
    if card in d.technologies:
        tech = d.technologies[card]
        return rb.RB.rule("C11.6a" if tech.kind == "starting" else "C11.6b", lines=tech.line)
    if card in d.golden_ages:
        return rb.GOLDEN_AGE_BENEFITS.at(rb.GOLDEN_AGE_BENEFITS.ref, d.golden_ages[card].line)
    if card in d.wonders:
        return rb.GREAT_LIBRARY
    return {"scribe": rb.SCRIBE, "artist": rb.ARTIST}[card]


@lru_cache(maxsize=None)
def table() -> dict:
    """Every card's :class:`Effect`, by id (Technologies, Golden Ages, the Scribe, the Artist, W8)."""
    return {card: Effect(card, _rule(card), spec.get("now", ()), spec.get("end", ()), spec.get("unrest", ()),
                         frozenset(spec.get("ongoing", ())))
            for card, spec in _SPEC.items()}


def step(card: str, kind: str) -> tuple:
    """The card's step of ``kind`` (a card has at most one step of each kind that asks for a choice)."""
    for s in table()[card].now:
        if s[0] == kind:
            return s
    raise KeyError(f"{card} has no {kind} step")


def pillar_of(card: str) -> str:
    """The pillar a card's 'per symbol' counts: the one it provides in the TEACHING assignment."""
    provides = data().teaching.tech_provides.get(card) or data().teaching.build_provides.get(card.split("-")[0]) or {}
    return next(iter(provides), "")


# -- what is counted ------------------------------------------------------------------------

def _own_cities(s, seat) -> int:
    return len(s.pieces(seat, *CITIES))


def _projects(seat_builds) -> list:
    return [b for b in seat_builds if data().build[b.split("-")[0]].kind == "project"]


@cites(rb.CARD_EFFECTS)
def measure(s, seat: int, what: str, card: str = "") -> int:
    """What a card counts 'for each …': always the player's own (L1464-1466).

    >>> from rulekit.mosaic.scenarios import build
    >>> g = build({"start": {"players": 2, "player": [{"seat": 0, "population": 7}]}}, "<doctest>")
    >>> measure(g, 0, "population"), measure(g, 1, "population")
    (7, 5)
    """
    p = s.players[seat]
    if what == "symbol":
        return s.symbols(seat).get(pillar_of(card), 0)
    if what == "culture":
        return s.symbols(seat).get("CULTURE", 0)
    if what == "techs":
        return len(p.techs) + (len(p.hidden) if s.options.early_science_counts == "owned" else 0)
    simple = {
        "population": lambda: p.population, "cities": lambda: _own_cities(s, seat),
        "port-cities": lambda: len(s.pieces(seat, "PORT_CITY")), "farms": lambda: len(s.pieces(seat, "FARM")),
        "workshops": lambda: len(s.pieces(seat, "WORKSHOP")), "goods": lambda: len(p.goods),
        "units": lambda: len(p.units), "food-production": lambda: p.prod("FOOD"),
        "achievements": lambda: sum(1 for t in p.tiles if t in data().achievements),
        "wonders": lambda: len(p.wonders), "projects": lambda: len(_projects(p.builds)),
    }
    return simple[what]()


def _capped(n: int, cap) -> int:
    return n if cap is None else min(n, cap)


@cites(rb.ADJACENCY)
def region_neighbours(s) -> dict:
    """Each Region in play and its neighbours in play, sorted, under AMB-26's reading
    (Migration, Diplomats)."""
    return board.region_neighbours(s.options.adjacency, s.n)


# -- playing a card -----------------------------------------------------------------------------

@cites(rb.PLAY_TECHNOLOGY, rb.CARD_EFFECTS)
def play(s, seat: int, card: str):
    """A card's immediate effect, its steps in order; choices become tasks, in order.

    ``s`` already has the card face up in front of the player (L879-880).
    """
    tasks = []
    for st in table()[card].now:
        s, task = _step(s, seat, card, st)
        if task is not None:
            tasks.append(task)
    return s._push(*tasks) if tasks else s


def _step(s, seat, card, st):
    kind = st[0]
    p = s.players[seat]
    if kind == "prod":
        return s._player(seat, p.produce({st[1]: st[2]})), None
    if kind == "gain":
        return s._player(seat, p.gain({st[1]: st[2]})), None
    if kind == "pop":
        return s._player(seat, p._with(population=max(0, p.population + st[1]))), None
    if kind == "prod_per":
        _, track, k, what, cap = st
        n = measure(s, seat, what, card)
        if cap is not None and card == "T15" and s.options.calendar_cap == "symbols":
            gain = k * min(n, cap)                    # at most 10 symbols counted (AMB-X12)
        else:
            gain = _capped(k * n, cap)                # at most ``cap`` gained
        return s._player(seat, p.produce({track: gain})), None
    if kind == "gain_per":
        _, res, k, what, cap = st
        return s._player(seat, p.gain({res: k * _capped(measure(s, seat, what, card), cap)})), None
    if kind == "pop_per":
        _, k, what, cap = st
        return s._player(seat, p._with(population=p.population + k * _capped(measure(s, seat, what, card), cap))), None
    if kind == "vp_per":
        if s.options.immediate_vp != "bank":
            return s, None                       # counted at the end instead (AMB-46)
        _, k, what, cap = st
        return s._player(seat, p._with(vp=p.vp + k * _capped(measure(s, seat, what, card), cap))), None
    if kind == "universal":
        if any("universal" in q.goods for q in s.players):
            return s, None
        return s._player(seat, p._with(goods=p.goods + ("universal",))), None
    if kind == "clear":
        return clear_offer(s, st[1]), None
    if kind == "units":
        count = measure(s, seat, "symbol", card) if st[2] == "symbol" else st[2]
        return s, (Task("deploy", seat, card=card, count=count) if count else None)
    if kind == "eliminate":
        return s, Task("eliminate", seat, card=card, count=st[1])
    if kind == "token":
        return s, Task("take", seat, card=card, count=st[2])
    if kind == "tokens_per":
        n = _capped(measure(s, seat, st[1], card), st[2])
        return s, (Task("take", seat, card=card, count=n) if n else None)
    if kind == "pick":
        units = len(p.units) if card == "T38" else 1
        return s, (Task("pick", seat, card=card, count=units) if units else None)
    if kind == "shift":
        return s, Task("shift", seat)
    task_kind = {"city": "free-city", "farm": "free-farm", "boost": "boost", "extra": "extra",
                 "loyalty": "loyalty", "library": "library"}[kind]
    return s, Task(task_kind, seat, card=card)


@cites(rb.GOLDEN_AGE_BENEFITS)
def claim(s, seat: int, tile: str):
    """A Golden Age tile's benefit, taken when it is claimed (Appendix 2)."""
    return play(s, seat, tile)


@cites(rb.CLEAR_TECH_OFFER, rb.GOVERNMENT_ABILITY)
def clear_offer(s, i: int):
    """An Offer's cards to the bottom of its deck, then the Offer refilled from the top (L1708-1710)."""
    decks, offers = list(s.decks), list(s.offers)
    decks[i], offers[i] = s.decks[i] + s.offers[i], ()
    return s._with(decks=tuple(decks), offers=tuple(offers)).draw(i)


# -- Build cards (Appendix 5) ----------------------------------------------------------------------

def build_gain(card) -> tuple:
    """The Resource and amount of a Build card's 'gain n [icon]': the printed Resource (Port City's
    Money, L711-712) or, where the icon was lost (Farm, Monumental City, Workshop; AMB-18), the
    labelled TEACHING resource of ``teaching_decks.toml`` (TEACH-BUILD-GAIN-n), never passed off as printed."""
    if not card.gain:
        return "", 0
    resource = card.gain_resource or teaching_decks().build_gain.get(card.id)
    if resource is None:
        raise DataError("teaching_decks.toml", "build_gain",
                        f"{card.id} ({card.name_en}) gains {card.gain} of a lost icon and has no teaching resource")
    return resource, card.gain


def off_offer(s, i: int, card: str):
    """``card`` taken out of Offer ``i``, its slot left empty for now (refilled by a 'refill' task)."""
    offers = list(s.offers)
    offers[i] = tuple(c for c in offers[i] if c != card)
    return s._with(offers=tuple(offers))


@cites(rb.BUILD, rb.BUILD_CARD_BENEFITS)
def build_card(s, seat: int, copy: str, after: tuple = ()):
    """A Build card taken (``s``: out of the Offer, its slot not yet refilled): in front of the
    player, with its benefits (L673-675, Appendix 5): Production, a gain (printed or teaching,
    :func:`build_gain`), Population (Populous City); the Capital clears an Offer of its owner's
    choice (a 'capital' task). ``after`` (the piece's placement, then the Offer's refill) is pushed
    beneath the Capital's choice: the benefits come first, then the new card is drawn (L673-678).
    The Fortified City's unit comes when its City is placed (:func:`piece_placed`)."""
    card = data().build[copy.split("-")[0]]
    p = s.players[seat]
    p = p.produce(dict(card.production))._with(builds=p.builds + (copy,), population=p.population + card.population)
    resource, n = build_gain(card)
    s = s._player(seat, p.gain({resource: n}) if n else p)
    first = (Task("capital", seat, card=copy),) if card.kind == "capital" else ()
    return s._push(*first, *after) if first or after else s


@cites(rb.BUILD_CARD_BENEFITS)
def piece_placed(s, seat: int, space: str, copy: str = ""):
    """After a piece built with a Build card is placed: the Fortified City's Military Unit, in the
    Region where the City stands (L1431), Infantry or Cavalry as its owner chooses."""
    if not copy:
        return s
    n = data().build[copy.split("-")[0]].units
    if not n:
        return s
    return s._push(Task("deploy", seat, card=copy, count=n, data=(data().map.spaces[space].region,)))


# -- taking tokens from the map -----------------------------------------------------------------

@cites(rb.TAKE_TOKEN, rb.SUPPLY_TOKENS, rb.TRADE_GOODS)
def take_token(s, seat: int, space: str):
    """Take the token of a map space: a Trade Good onto the player board (with its
    Production, L789-793), a Supply token's Resources (the token to the box, L756-766)."""
    token = dict(s.tokens)[space]
    s = s._with(tokens=tuple(t for t in s.tokens if t[0] != space))
    p = s.players[seat]
    if token.startswith("TEACH-SUPPLY"):
        resource, count = teaching_decks().supply[token]
        return s._player(seat, p.gain({resource: count}))._with(box=s.box + (token,))
    kind = token.split("#")[0]
    return s._player(seat, p.produce(dict(data().goods[kind].production))._with(goods=p.goods + (token,)))


# -- free units and eliminations ----------------------------------------------------------------

@cites(rb.RECRUIT, rb.COMPONENTS)
def unit_stock(s, seat: int, unit: str) -> int:
    """Units of a kind a player still has to recruit or deploy: the colour's units (AMB-X8: the box
    as a limit) less those on the map and, under AMB-27's 'box' reading, those eliminated."""
    have = sum(1 for _, k in s.players[seat].units if k == unit)
    limit = PIECE_LIMITS[unit] if unit == "SIEGE_ENGINE" or s.options.box_limits_units else 10**6
    return limit - have - boxed_units(s, seat, unit)


def boxed_units(s, seat: int, unit: str) -> int:
    """A player's units of a kind eliminated into the box (AMB-27's 'box' reading; 0 otherwise)."""
    return s.box.count(f"unit:P{seat + 1}:{unit}")


@cites(rb.ELIMINATION)
def eliminated(s, seat: int, region: str, unit: str):
    """One of ``seat``'s units eliminated: off the map, back to its owner's stock (AMB-27's default)
    or out of the game into the box (its 'box' reading), where it can never be recruited again."""
    units = list(s.players[seat].units)
    units.remove((region, unit))
    s = s._player(seat, s.players[seat]._with(units=tuple(units)))
    if s.options.eliminated_units == "box":
        s = s._with(box=s.box + (f"unit:P{seat + 1}:{unit}",))
    return s


def armoured(p) -> bool:
    """Armour: this player's units cannot be eliminated (L1750)."""
    return ARMOUR in p.techs


# -- free Cities and Farms ----------------------------------------------------------------------

@cites(rb.MERCHANTS, rb.STORAGE_CITY, rb.STORAGE_PORT)
def city_built(s, seat: int, port: bool, free: bool = False):
    """After a City is built: Merchants pay their owners (L1657-1659); a free City
    also counts as built for the Storage space and the Engineer (AMB-44's option)."""
    if free:
        if not s.options.free_city_triggers:
            return s
        s = s._with(storage=s.storage + to_storage(s, rules.storage_added(port, s.options)))
        if s.players[seat].leader == "engineer":
            s = s._player(seat, s.players[seat].produce({"STONE": 1}))
    for q in s.players:
        if MERCHANTS in q.techs:
            s = s._player(q.seat, s.players[q.seat].gain({"MONEY": 10 if port else 5}))
    return s



def locked(s, seat: int) -> set:
    """Regions where ``seat`` may not build Cities: another player's Loyalty (L1667-1669)."""
    out = set()
    for q in s.players:
        if q.seat != seat:
            out.update(u[5:] for u in q.used if u.startswith("lock:"))
    return out


@cites(rb.LOYALTY)
def unlocked(s, seat: int, piece: str, sites: list) -> list:
    """``sites`` less the spaces of Regions another player's Loyalty closes to ``seat``'s Cities."""
    if piece not in CITIES:
        return sites
    closed = locked(s, seat)
    if not closed:
        return sites
    spaces = data().map.spaces
    return [x for x in sites if spaces[x].region not in closed]


def extra_symbols(p) -> dict:
    """The Great Library's two identical symbols of the owner's choice (L1276-1277)."""
    for u in p.used:
        if u.startswith("library:"):
            return {u[8:]: 2}
    return {}


def wonder_built(s, seat: int, wonder: str):
    """After the Wonder action: the Great Library asks for its pillar."""
    return play(s, seat, wonder) if wonder in table() else s


def wonder_placed(s, seat: int, wonder: str, space: str):
    """Remember where a Wonder stands: the Colossus, the Sphinx, the Temple and the Gardens score by it."""
    p = s.players[seat]
    return s._player(seat, p._with(used=p.used + (f"{wonder}@{space}",)))


def wonder_space(p, wonder: str) -> str:
    for u in p.used:
        if u.startswith(wonder + "@"):
            return u.split("@")[1]
    return ""


# -- extra Actions (Bureaucracy, Mathematics, the Scribe) -------------------------------------------

@cites(rb.SCRIBE)
def turn_extras(s):
    """``s`` (a turn just begun) with the Scribe's extra Action of his first turn on top, and his two
    final ones in his last turn with AMB-36's 'in-last-turn' reading; each granted once."""
    p = s.players[s.current]
    if p.leader != "scribe" or s.phase != "play":
        return s
    if s.round == 1 and "scribe-first" not in p.used:
        mark, n = "scribe-first", 1
    elif (s.options.scribe_final_actions == "in-last-turn" and s.ending is not None and p.seat not in s.ending
          and "scribe-end" not in p.used):
        mark, n = "scribe-end", 2
    else:
        return s
    s = s._player(p.seat, p._with(used=p.used + (mark,)))
    return s._push(*(Task("extra", p.seat, card="scribe") for _ in range(n)))


@cites(rb.SCRIBE, rb.FINAL_SCORING)
def before_final(s):
    """The Scribe's two extra Actions after the last Round (AMB-36's default), then the final scoring."""
    if s.options.scribe_final_actions == "after-last-round":
        for p in s.players:
            if p.leader == "scribe" and "scribe-end" not in p.used:
                s = s._player(p.seat, p._with(used=p.used + ("scribe-end",)))
                extra = Task("extra", p.seat, card="scribe")       # each scores what it reveals (:func:`after_action`)
                return s._push(extra, extra, Task("final", p.seat))
    return s.final_scoring()


@cites(rb.SCORING_TRIGGER, rb.MAX_SCORINGS, rb.EXTRA_ACTION, rb.SCRIBE)
def after_action(s, t):
    """After an extra Action (Bureaucracy, Mathematics, the Scribe's first turn and his final two): a
    Scoring card it revealed is scored once THAT Action is finished (L1134-1136), not at the end of the
    turn, and only once (the card is marked seen, so the end of the turn does not score it again);
    never more than three Scorings (L1208-1210), and after the end trigger only as AMB-35's option
    says; the General and the Diplomats first, in AMB-33's order (:func:`scoring_tasks`)."""
    if s.revealed <= s.seen:
        return s
    if not rules.scoring_allowed(s.scorings, s.ending is not None, s.options):
        return s._with(seen=s.revealed)
    s = s._with(seen=s.seen + 1)                     # each revealed card is one Scoring; then the next one
    return s._push(*scoring_tasks(s, t.player), Task("after-action", t.player))


@cites(rb.SCORING_TRIGGER, rb.GENERAL, rb.DIPLOMATS)
def scoring_tasks(s, revealer: int) -> tuple:
    """An Empire Scoring's tasks: the General's elimination and the Diplomats' move first, in AMB-33's
    order, then the Scoring itself."""
    first = revealer if s.options.pre_scoring_order == "from-revealer" else 0
    order = [(first + i) % s.n for i in range(s.n)]
    generals = tuple(Task("general", q) for q in order if s.players[q].leader == "general")
    return generals + before_scoring(s, order) + (Task("score", revealer),)


# -- before an Empire Scoring: Diplomats ----------------------------------------------------------------

def before_scoring(s, order) -> tuple:
    """Diplomats' holders, in AMB-33's order, may move one opponent's units (once per game)."""
    return tuple(Task("diplomats", q) for q in order
                 if DIPLOMATS in s.players[q].techs and DIPLOMATS not in s.players[q].used)


# -- ongoing effects: Work, Population, Governments --------------------------------------------------

@cites(rb.PRODUCE_BONUS)
def on_work(s, seat: int, resource: str):
    """Metallurgy: +5 Stone when you produce Food or Ideas; Crop Rotation: +5 Food when you
    produce Stone or Ideas (L1701-1703, L1752)."""
    p = s.players[seat]
    bonus = {}
    if METALLURGY in p.techs and resource in ("FOOD", "IDEAS"):
        bonus["STONE"] = 5
    if CROP_ROTATION in p.techs and resource in ("STONE", "IDEAS"):
        bonus["FOOD"] = 5
    return s._player(seat, p.gain(bonus)) if bonus else s


@cites(rb.FLOOD_AGRICULTURE)
def population_doubled(s, seat: int, card: str):
    """Flood Agriculture: the next Population card (not the fallback) is doubled, once.
    Returns the state (the card's promise used up) and whether this one is doubled."""
    p = s.players[seat]
    if card == "-" or FLOOD not in p.techs or FLOOD in p.used:
        return s, False
    return s._player(seat, p._with(used=p.used + (FLOOD,))), True


def food_factor(s, seat: int) -> int:
    """2 while Flood Agriculture's doubling is pending and doubles the cost too (AMB-15's option), else 1."""
    p = s.players[seat]
    pending = FLOOD in p.techs and FLOOD not in p.used
    return 2 if pending and s.options.flood_agriculture == "gain-and-cost" else 1


@cites(rb.CASTE_SYSTEM)
def ignores_government_symbols(p) -> bool:
    """Caste System: any Government without its required symbols (L1775-1776)."""
    return CASTE in p.techs


@cites(rb.REPUBLIC)
def republic_options(s, seat: int) -> list:
    """Republic: before the Action, a look at the top card of any deck that has one (L1125-1127), where
    an Action would follow it (a look never costs the player their Action)."""
    if s.players[seat].government != "republic":
        return []
    from rulekit.mosaic.choices import _republic_options
    return [Peek.of(d) for i, d in enumerate(DECKS)
            if s.decks[i] and _republic_options(s, Task("republic", seat, card=d))]


def peek(s, seat: int, deck: str, extra: bool = False):
    """The look taken: the Action that follows is the 'republic' decision (:mod:`rulekit.mosaic.choices`);
    ``extra`` when that Action is an extra one (AMB-X15)."""
    return s._push(Task("republic", seat, card=deck, data=("extra",) if extra else ()))


# -- paying an Action: Money for a Resource you hold (AMB-X6) ---------------------------------------

@cites(rb.MONEY_FOR_RESOURCES)
def action_cost(s, seat: int, a) -> dict:
    """The Stone, Ideas and Food an Action costs (§C4, L349-362): what Money may stand in for."""
    from rulekit.mosaic.actions import Build, Government, Population, Tech, Wonder
    p = s.players[seat]
    if isinstance(a, Population):
        return {"FOOD": 15} if a.card == "-" else {"FOOD": teaching_decks().population[a.card][0] * food_factor(s, seat)}
    if isinstance(a, Build) and a.kind in ("city", "port-city"):
        return {"STONE": 4}
    if isinstance(a, Build) and a.kind == "project":
        return rules.project_cost().as_dict()
    if isinstance(a, Wonder):
        return rules.wonder_cost(len(p.wonders)).as_dict()
    if isinstance(a, Tech):
        return rules.technology_cost().as_dict()
    if isinstance(a, Government):
        return {"IDEAS": data().governments[a.government].cost_ideas}
    return {}


@cites(rb.MONEY_FOR_RESOURCES)
def money_range(s, seat: int, cost: dict, chosen: dict) -> tuple:
    """The next Resource of ``cost`` whose Money share is the player's choice, and the amounts
    (of that Resource paid with Money, 2 each) to choose from: at least what they lack, at most the
    whole cost, leaving Money for what the later Resources lack; ``("", ())`` when nothing is left
    to choose. With AMB-X6's 'shortfall only' reading, Money pays only what is lacking (no choice)."""
    p = s.players[seat]
    if not s.options.money_for_held:
        return "", ()
    short = {r: max(0, n - p.res(r)) for r, n in cost.items()}
    for r in [r for r in ("STONE", "IDEAS", "FOOD") if r in cost and r not in chosen]:
        later = sum(short[q] for q in cost if q not in chosen and q != r)
        money = p.res("MONEY") - 2 * sum(chosen.values()) - 2 * later
        top = min(cost[r], money // 2)
        if top > short[r]:
            return r, tuple(range(short[r], top + 1))
    return "", ()


def act(s, seat: int, a):
    """Take the Action ``a`` (its follow-up tasks already pushed): at once, or after a 'pay' decision
    when the player may choose how much Money stands in for Resources they hold (AMB-X6)."""
    from rulekit.mosaic import turn
    cost = action_cost(s, seat, a)
    if cost and money_range(s, seat, cost, {})[1]:
        return s._push(Task("pay", seat, card=str(a)))
    return turn._ACTIONS[type(a)](s, seat, a)


@cites(rb.MONEY_FOR_RESOURCES)
def prepay(s, seat: int, chosen: dict):
    """Money exchanged for the Resources the player chose to pay with it (2 each), so that the Action's
    own payment (Resources first) then spends exactly the chosen mix."""
    n = sum(chosen.values())
    return s._player(seat, s.players[seat].pay({"MONEY": 2 * n}).gain({r: k for r, k in chosen.items() if k}))


# -- Leaders' once-per-game powers (free actions on their own turn) ---------------------------------

FREE_ACTIONS = (Takeover, Convert)


@cites(rb.PRIESTESS, rb.JUDGE)
def free_options(s, seat: int) -> list:
    """The Priestess's takeover and the Judge's conversion, while unused."""
    p = s.players[seat]
    if p.leader == "priestess" and "priestess" not in p.used:
        out = []
        for q in s.players:
            if q.seat != seat and _own_cities(s, q.seat) >= 3:
                out += [Takeover.of(sp) for sp, who, k in s.board
                        if who == q.seat and k in CITIES and len(s.pieces(seat, k)) < PIECE_LIMITS[k]]
        return out
    if p.leader == "judge" and "judge" not in p.used and p.population >= 1:
        kinds = ("STONE", "IDEAS", "FOOD", "MONEY") if s.options.any_resource_includes_money else \
            ("STONE", "IDEAS", "FOOD")
        return [Convert.of(r) for r in kinds]
    return []


def free(s, seat: int, a):
    """Resolve the Priestess's takeover (AMB-37's reading) or the Judge's conversion (AMB-38)."""
    p = s.players[seat]
    if isinstance(a, Takeover):
        pieces = tuple(sorted((sp, seat if sp == a.space else who, k) for sp, who, k in s.board))
        return s._with(board=pieces)._player(seat, p._with(used=p.used + ("priestess",)))
    p = p._with(population=p.population - 1, used=p.used + ("judge",)).gain({a.resource: 20})
    return s._player(seat, p)


# -- the Reserve ------------------------------------------------------------------------------------

@cites(rb.RESERVE)
def in_play_money(s, skip: int | None = None) -> int:
    """Money held by players (all, or all but ``skip``) and on the Storage space."""
    return s.storage + sum(q.res("MONEY") for q in s.players if q.seat != skip)


@cites(rb.RESERVE)
def within_reserve(s, seat: int, p):
    """``p`` with a Money gain cut to what the Reserve still holds (AMB-X9's 'coins' reading)."""
    old, new = s.players[seat].res("MONEY"), p.res("MONEY")
    if new <= old:
        return p
    room = max(old, COINS - in_play_money(s, skip=seat))
    return p.gain({"MONEY": room - new}) if new > room else p


@cites(rb.RESERVE)
def to_storage(s, amount: int) -> int:
    """What goes onto the Storage space: all of it, or what the Reserve still holds ('coins')."""
    if s.options.money_reserve != "coins":
        return amount
    return max(0, min(amount, COINS - in_play_money(s)))


# -- the end: VP and Unrest ------------------------------------------------------------------------------

def _region_of(p, wonder) -> str:
    sp = wonder_space(p, wonder)
    return data().map.spaces[sp].region if sp else ""


@cites(rb.WONDER_SCORING, rb.CONTROL)
def wonder_vp(s, seat: int, wonder: str) -> int:
    """One Wonder tile's VP at the end: its flat VP and its own scoring (Appendix 1; AMB-48, AMB-31)."""
    d = data()
    p = s.players[seat]
    flat = d.wonders[wonder].vp
    spaces = d.map.spaces
    region = _region_of(p, wonder)
    own_only = s.options.wonder_city_scope == "own"

    def cities_where(test):
        return sum(1 for sp, who, k in s.board if k in CITIES and test(sp) and (who == seat or not own_only))
    if wonder == "W1":
        return 2 * cities_where(lambda sp: spaces[sp].region == region) if region else 0
    if wonder == "W2":
        return 4 * s.controlled(seat)
    if wonder == "W3":
        return s.unique_goods(seat)
    if wonder == "W5":
        return 4 * sum(1 for sp, _, k in s.board if k == "WONDER" and spaces[sp].region == region) if region else 0
    if wonder == "W6":
        return rules.half(p.population, s.options)
    if wonder == "W7":
        return sum(1 for q in s.players for r, _ in q.units if r == region) if region else 0
    if wonder == "W9":
        from rulekit.mosaic.turn import neighbours
        sp0 = wonder_space(p, wonder)
        return 3 * cities_where(lambda sp: sp in neighbours()[sp0]) if sp0 else 0
    return flat


@cites(rb.PROJECT_VP)
def project_vp(s, seat: int, card: str) -> int:
    """A Project card: 1 VP per symbol of its pillar you own (L750-752; the pillar from the TEACHING assignment)."""
    return s.symbols(seat).get(pillar_of(card), 0)


@cites(rb.WORKSHOP_VP, rb.UNIQUE_GOODS)
def workshop_complete(s, seat: int, card: str) -> bool:
    """A Workshop card scores 5 VP when you own the three Trade Goods it shows (L741-743; the
    three from the TEACHING values); the universal good stands for any one of them."""
    need = teaching_decks().workshop.get(card)
    if not need:
        return False
    goods = s.players[seat].goods
    have = {g.split("#")[0] for g in goods}
    missing = [k for k in need if k not in have]
    return len(missing) == 0 or (len(missing) == 1 and "universal" in goods and s.options.universal_good_unique)


@cites(rb.END_VP, rb.FINAL_SCORING, rb.ARTIST)
def end_breakdown(s, seat: int) -> dict:
    """The end-of-game VP of a player's cards, tiles and Leader, by source (besides pieces and tiles' flat VP)."""
    p = s.players[seat]
    d = data()
    out = {}
    recount = s.options.immediate_vp != "bank"
    sources = list(p.techs) + ([p.leader] if p.leader in table() else [])
    for card in sources:
        e = table().get(card)
        vp = d.technologies[card].vp if recount and card in d.technologies else 0
        for term in e.end if e else ():
            if term[0] == "per":
                vp += term[1] * measure(s, seat, term[2], card)
            elif term[0] == "best_project":
                vp += max((project_vp(s, seat, b) for b in _projects(p.builds)), default=0)
        for st in e.now if e and recount else ():
            if st[0] == "vp_per":
                vp += st[1] * _capped(measure(s, seat, st[2], card), st[3])
        if vp:
            out[card] = vp
    for w in p.wonders:
        extra = wonder_vp(s, seat, w) - d.wonders[w].vp
        if extra:
            out[w] = extra
    for b in p.builds:
        if d.build[b.split("-")[0]].kind == "project":
            out[b] = project_vp(s, seat, b)
        elif d.build[b.split("-")[0]].kind == "workshop" and workshop_complete(s, seat, b):
            out[b] = 5
    return out


def end_vp(s, seat: int) -> int:
    return sum(end_breakdown(s, seat).values())


@cites(rb.UNREST, rb.BUILD_CARD_BENEFITS)
def unrest_ignored(s, seat: int) -> int:
    """Unrest the player's Technologies (Literature, Games, Religion) and Build cards (City of
    Culture, AMB-23) let them ignore; the Leader's and Wonders' are counted by the caller."""
    p = s.players[seat]
    n = sum(data().build[b.split("-")[0]].unrest for b in p.builds)
    for card in p.techs:
        for term in table()[card].unrest if card in table() else ():
            n += term[1] if term[0] == "flat" else term[1] * measure(s, seat, term[2], card)
    return n


__all__ = ["COINS", "Effect", "FREE_ACTIONS", "act", "action_cost", "after_action", "armoured", "before_final", "before_scoring", "city_built",
           "boxed_units", "build_card", "off_offer", "build_gain", "claim", "clear_offer", "eliminated", "end_breakdown", "end_vp", "extra_symbols", "free", "free_options",
           "ignores_government_symbols", "measure", "money_range", "on_work", "peek", "piece_placed", "play", "population_doubled", "prepay", "region_neighbours", "republic_options", "scoring_tasks", "step",
           "table",
           "take_token", "to_storage", "turn_extras", "unit_stock", "unlocked", "unrest_ignored", "within_reserve",
           "wonder_built", "wonder_placed", "wonder_vp"]
