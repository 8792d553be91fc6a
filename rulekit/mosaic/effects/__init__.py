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
are in :mod:`rulekit.mosaic.decisions.choices`; the VP cards score at the end are in
:mod:`rulekit.mosaic.effects.endgame`.

"For something" on a card means something of yours (L1464-1466). Where a card
counts "symbols" whose pillar was lost with the icons, it counts the pillar the
card itself provides in the labelled TEACHING assignment
(``data/teaching_symbols.toml``), never a printed value.

The hooks (``on_work``, ``city_built``, ``unlocked`` …) are called by
:mod:`rulekit.mosaic.decisions` at the points where an effect fires; they return the
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
from rulekit.mosaic.actions import Convert, Takeover
from rulekit.mosaic.cards import data, teaching_decks
from rulekit.mosaic.state import PIECE_LIMITS, RESOURCES, TRACKS

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



def projects(seat_builds) -> list:
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
        "population": lambda: p.population, "cities": lambda: s.count(seat, *CITIES),
        "port-cities": lambda: s.count(seat, "PORT_CITY"), "farms": lambda: s.count(seat, "FARM"),
        "workshops": lambda: s.count(seat, "WORKSHOP"), "goods": lambda: len(p.goods),
        "units": lambda: len(p.units), "food-production": lambda: p.prod("FOOD"),
        "achievements": lambda: sum(1 for t in p.tiles if t in data().achievements),
        "wonders": lambda: len(p.wonders), "projects": lambda: len(projects(p.builds)),
    }
    return simple[what]()


def capped(n: int, cap) -> int:
    return n if cap is None else min(n, cap)


@cites(rb.ADJACENCY)
def region_neighbours(s) -> dict:
    """Each Region in play and its neighbours in play, sorted, under AMB-26's reading
    (Migration, Diplomats)."""
    return board.region_neighbours(s.options.adjacency, s.n)


# -- playing a card -----------------------------------------------------------------------------

@cites(rb.CARD_EFFECTS)
def immediate(s, seat: int, card: str, st: tuple):
    """A card's step that needs no choice, applied (the choices are decisions:
    :func:`rulekit.mosaic.decisions.cards.play`)."""
    kind = st[0]
    p = s.players[seat]
    if kind == "prod":
        return s.with_player(seat, p.produce({st[1]: st[2]}))
    if kind == "gain":
        return s.with_player(seat, p.gain({st[1]: st[2]}))
    if kind == "pop":
        return s.with_player(seat, p._with(population=max(0, p.population + st[1])))
    if kind == "prod_per":
        _, track, k, what, cap = st
        n = measure(s, seat, what, card)
        if cap is not None and card == "T15" and s.options.calendar_cap == "symbols":
            gain = k * min(n, cap)                    # at most 10 symbols counted (AMB-X12)
        else:
            gain = capped(k * n, cap)                # at most ``cap`` gained
        return s.with_player(seat, p.produce({track: gain}))
    if kind == "gain_per":
        _, res, k, what, cap = st
        return s.with_player(seat, p.gain({res: k * capped(measure(s, seat, what, card), cap)}))
    if kind == "pop_per":
        _, k, what, cap = st
        return s.with_player(seat, p._with(population=p.population + k * capped(measure(s, seat, what, card), cap)))
    if kind == "vp_per":
        if s.options.immediate_vp != "bank":
            return s                             # counted at the end instead (AMB-46)
        _, k, what, cap = st
        return s.with_player(seat, p._with(vp=p.vp + k * capped(measure(s, seat, what, card), cap)))
    if kind == "universal":
        if any("universal" in q.goods for q in s.players):
            return s
        return s.with_player(seat, p._with(goods=p.goods + ("universal",)))
    if kind == "clear":
        return clear_offer(s, st[1])
    raise ValueError(f"{card}: the step {kind!r} asks for a choice (a decision), not an immediate effect")


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
    return s._with(offers=offers_without(s, i, card))


def offers_without(s, i: int, card: str) -> tuple:
    """The Offers of :func:`off_offer`, for a copy of the state that changes other fields too."""
    offers = list(s.offers)
    offers[i] = tuple(c for c in offers[i] if c != card)
    return tuple(offers)


# -- taking tokens from the map -----------------------------------------------------------------

@cites(rb.TAKE_TOKEN, rb.SUPPLY_TOKENS, rb.TRADE_GOODS)
def take_token(s, seat: int, space: str, **fields):
    """Take the token of a map space: a Trade Good onto the player board (with its
    Production, L789-793), a Supply token's Resources (the token to the box, L756-766).
    ``fields``: other fields of the state changed in the same copy (the board a piece was put on)."""
    token = token_on(s, space)
    fields["tokens"] = tuple(t for t in s.tokens if t[0] != space)
    p = s.players[seat]
    if token.startswith("TEACH-SUPPLY"):
        fields["box"] = s.box + (token,)
        return s.with_player(seat, p.gain(dict(teaching_decks().supply[token])), **fields)
    kind = token.split("#")[0]
    return s.with_player(seat, p.produce(dict(data().goods[kind].production), goods=p.goods + (token,)), **fields)


def token_on(s, space: str) -> str | None:
    """The token on a map space, or ``None``."""
    for here, token in s.tokens:
        if here == space:
            return token
    return None


# -- free units and eliminations ----------------------------------------------------------------

@cites(rb.RECRUIT, rb.COMPONENTS)
def unit_stock(s, seat: int, unit: str) -> int:
    """Units of a kind a player still has to recruit or deploy: the colour's units (AMB-X8: the box
    as a limit) less those on the map and, under AMB-27's 'box' reading, those eliminated."""
    have = s.players[seat].unit_counts.get(unit, 0)
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
    s = s.with_player(seat, s.players[seat]._with(units=tuple(units)))
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
            s = s.with_player(seat, s.players[seat].produce({"STONE": 1}))
    for q in s.players:
        if MERCHANTS in q.techs:
            s = s.with_player(q.seat, s.players[q.seat].gain({"MONEY": 10 if port else 5}))
    return s



@cites(rb.LOYALTY)
def locked(s, seat: int, piece: str = "CITY") -> frozenset:
    """Regions where ``seat`` may not put ``piece``: for a City or a Port City, those another player's
    Loyalty locks (L1667-1669); none for any other piece. The one Loyalty check: the spaces a piece
    may go on (:func:`unlocked`) and the refusals both ask it. Read only (no new set unless some
    Region is locked)."""
    out = _NO_LOCKS
    if piece not in CITIES:
        return out
    for q in s.players:
        if q.seat != seat and q.used and q.locks:
            out = out | q.locks
    return out


_NO_LOCKS: frozenset = frozenset()


@cites(rb.LOYALTY)
def unlocked(s, seat: int, piece: str, sites: tuple) -> tuple:
    """``sites`` less the spaces of the Regions :func:`locked` closes to ``seat``'s ``piece``."""
    closed = locked(s, seat, piece)
    return _outside(sites, closed) if closed else sites


def _outside(sites: tuple, closed: frozenset) -> tuple:
    """The ``sites`` outside the ``closed`` Regions (apart from :func:`unlocked`: no cell made when none is closed)."""
    spaces = data().map.spaces
    return tuple(x for x in sites if spaces[x].region not in closed)


def wonder_placed(s, seat: int, wonder: str, space: str):
    """Remember where a Wonder stands: the Colossus, the Sphinx, the Temple and the Gardens score by it."""
    p = s.players[seat]
    return s.with_player(seat, p._with(used=p.used + (f"{wonder}@{space}",)))


def wonder_space(p, wonder: str) -> str:
    for u in p.used:
        if u.startswith(wonder + "@"):
            return u.split("@")[1]
    return ""


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
    return s.with_player(seat, p.gain(bonus)) if bonus else s


@cites(rb.FLOOD_AGRICULTURE)
def population_doubled(s, seat: int, card: str):
    """Flood Agriculture: the next Population card (not the fallback) is doubled, once.
    Returns the state (the card's promise used up) and whether this one is doubled."""
    p = s.players[seat]
    if card == "-" or FLOOD not in p.techs or FLOOD in p.used:
        return s, False
    return s.with_player(seat, p._with(used=p.used + (FLOOD,))), True


def food_factor(s, seat: int) -> int:
    """2 while Flood Agriculture's doubling is pending and doubles the cost too (AMB-15's option), else 1."""
    p = s.players[seat]
    pending = FLOOD in p.techs and FLOOD not in p.used
    return 2 if pending and s.options.flood_agriculture == "gain-and-cost" else 1


@cites(rb.CASTE_SYSTEM)
def ignores_government_symbols(p) -> bool:
    """Caste System: any Government without its required symbols (L1775-1776)."""
    return CASTE in p.techs


# -- paying an Action: Money for a Resource you hold (AMB-X6) ---------------------------------------

@cites(rb.MONEY_FOR_RESOURCES)
def money_range(s, seat: int, cost: dict, chosen: dict) -> tuple:
    """The next Resource of ``cost`` whose Money share the player chooses, and the amounts of it paid with Money
    (2 each) to choose from: at least what they lack, at most the whole cost, leaving Money for what the later
    Resources lack; ``("", ())`` when none is left. AMB-X6's 'shortfall only': Money pays only what is lacking."""
    if not s.options.money_for_held:
        return "", ()
    have, short, lacking = dict(zip(RESOURCES, s.players[seat].resources)), {}, 0     # p.res(r), without calls
    for r, n in cost.items():           # each Resource's shortfall, and the sum of those not chosen yet
        short[r] = max(0, n - have[r])
        lacking += short[r] if r not in chosen else 0
    for r in ("STONE", "IDEAS", "FOOD"):
        if r in cost and r not in chosen:     # Money is left for what the others not chosen yet lack
            top = min(cost[r], (have["MONEY"] - 2 * sum(chosen.values()) - 2 * (lacking - short[r])) // 2)
            if top > short[r]:
                return r, tuple(range(short[r], top + 1))
    return "", ()


@cites(rb.MONEY_FOR_RESOURCES)
def prepay(s, seat: int, chosen: dict, **fields):
    """Money exchanged for the Resources the player chose to pay with it (2 each), so that the Action's
    own payment (Resources first) then spends exactly the chosen mix; ``fields``: other fields of the
    state changed in the same copy."""
    n = sum(chosen.values())
    bag = {"MONEY": -2 * n}                  # the Money out and the Resources in: one copy of the board
    for r, k in chosen.items():
        if k:
            bag[r] = bag.get(r, 0) + k
    return s.with_player(seat, s.players[seat].gain(bag), **fields)


# -- Leaders' once-per-game powers (free actions on their own turn) ---------------------------------

FREE_ACTIONS = (Takeover, Convert)


def free(s, seat: int, a):
    """Resolve the Priestess's takeover (AMB-37's reading) or the Judge's conversion (AMB-38)."""
    p = s.players[seat]
    if isinstance(a, Takeover):
        pieces = tuple(sorted((sp, seat if sp == a.space else who, k) for sp, who, k in s.board))
        return s._with(board=pieces).with_player(seat, p._with(used=p.used + ("priestess",)))
    p = p._with(population=p.population - 1, used=p.used + ("judge",)).gain({a.resource: 20})
    return s.with_player(seat, p)


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


__all__ = ["ARMOUR", "CITIES", "COINS", "DIPLOMATS", "Effect", "FREE_ACTIONS", "INF_CAV", "armoured", "boxed_units",
           "build_gain", "capped", "city_built", "clear_offer", "eliminated", "food_factor", "free", "ignores_government_symbols", "immediate", "in_play_money", "locked", "measure",
           "money_range", "off_offer", "offers_without", "on_work", "pillar_of", "population_doubled", "prepay", "projects",
           "region_neighbours", "step", "table", "take_token", "to_storage", "token_on", "unit_stock", "unlocked",
           "within_reserve", "wonder_placed", "wonder_space"]
