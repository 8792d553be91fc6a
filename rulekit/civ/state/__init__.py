"""The pieces of a Civilization state, as frozen dataclasses, and the card catalogue the engine reads.

A :class:`Figure` is an army or a wagon (*wóz*, the English edition's scout) on
a square; a :class:`City` is a city, the capital or the metropolis, with its
one or two centre squares and its fortification or caravan marker; a
:class:`Player` is a civilization sheet and everything in front of it (techs
by pyramid row, trade, culture, coin tokens, resources, kept hut and village
markers, standing forces, great people markers and cards, investments, what is
pending for the next Start of Turn). The map, the markers on it, the decks and
the supplies belong to the game state (:mod:`rulekit.civ.game`).

Compact constructors for scenario files: ``Figure.at(...)``, ``City.at(...)``
and ``Player.of(...)`` take only what matters and default the rest.

>>> Figure.at(1, 0, "army", (2, 3))
Figure(id=1, owner=0, kind='army', pos=(2, 3), white=False)
>>> City.at(0, "capital", (5, 5)).is_capital, City.at(0, "metropolis", (5, 5), (5, 6)).centres
(True, ((5, 5), (5, 6)))
>>> Player.of(0, "Romans", techs=("Writing",)).tech_names
('Writing',)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import filterfalse
from typing import NamedTuple

from rulekit.core.snapshots import Part
from rulekit.core.state import Frozen, cached
from rulekit.civ import rules

PHASE_NAMES = {"start": "Start of Turn", "trade": "Trade", "city": "City Management", "movement": "Movement",
               "research": "Research"}


@dataclass(frozen=True)
class Figure(Part, Frozen):
    """An army or a wagon on the map. ``white`` marks Spain's white wagon (L101-106).
    Saved as the list of its fields (a state holds many)."""

    COMPACT = True

    id: int
    owner: int
    kind: str                   # "army" | "wagon"
    pos: tuple
    white: bool = False

    @classmethod
    def at(cls, fid: int, owner: int, kind: str, pos, white: bool = False) -> "Figure":
        return cls(fid, owner, kind, tuple(pos), white)



@dataclass(frozen=True)
class City(Part, Frozen):
    """A city on the map: ``kind`` city | capital | metropolis, one centre or two (a metropolis,
    L655-658), and ``marker`` "" | fortification | caravan (never both, L544-546, L560-562).
    Saved as the list of its fields."""

    COMPACT = True

    owner: int
    kind: str
    centres: tuple
    marker: str = ""

    @classmethod
    def at(cls, owner: int, kind: str, *centres, marker: str = "") -> "City":
        return cls(owner, kind, tuple(tuple(c) for c in centres), marker)

    @property
    def is_capital(self) -> bool:
        return self.kind in ("capital", "metropolis")



@dataclass(frozen=True)
class Player(Part, Frozen):
    """One civilization sheet and what lies in front of it.

    ``techs`` are ``(name, row)`` in the order learned (the row is the pyramid row,
    AMB-X10 for starting techs). ``gp_cards`` are ``(name, face_up)``. ``investments``
    are ``(card, markers)`` for the player's 4 cards. ``pending`` holds what the next
    Start of Turn must do: ``atlantis``, ``seven-cities``, ``metropolis``. Saved with
    the fields that differ from their defaults.
    """

    SPARSE = True

    seat: int
    civ: str
    government: str = "Despotism"
    next_government: str = ""          # adopted after the turn of Anarchy (B12)
    techs: tuple = ()
    learned_last: str = ""             # the tech learned in the last Research phase
    trade: int = 0
    culture: int = 0                   # culture points (tokens, by value)
    culture_level: int = 0
    coins: int = 0                     # coin tokens on the sheet
    card_coins: int = 0                # coin tokens on tech cards (AMB-X17)
    resources: tuple = ()              # sorted names (market and hut/village resources)
    kept: tuple = ()                   # kept hut/village markers: Teacher, Friendly Workers
    units: tuple = ()                  # standing forces: unit types, sorted
    gp_pool: tuple = ()                # GP marker types in the pool, sorted
    gp_cards: tuple = ()               # (name, face_up)
    investments: tuple = ()            # (card, markers)
    invested: bool = False             # invested a coin this turn (L873-874)
    pending: tuple = ()
    resistant: bool = False            # resistant to Anarchy (L322-328)
    stacking: int = 2
    boost: tuple = ()                  # (city centre, production) this turn: culture events (We Love ... Day!)
    workers: tuple = ()                # city centres given Friendly Workers' +4 this turn (L497-500), kept apart
    events: tuple = ()                 # culture event cards held face down, in hand order (CV-B-23)
    hidden: tuple = ()                 # resource hut/village markers held face down, in hand order
    coins_on: tuple = ()               # (tech, coin tokens on its card) (CV-B-24); within card_coins
    used: tuple = ()                   # once-a-turn abilities used this turn (cleared each turn)
    wonder_coins: int = 0              # coins on Panama Canal (CV-B-27): count toward the 15, never invested

    @classmethod
    def of(cls, seat: int, civ: str, techs=(), **kw) -> "Player":
        return cls(seat, civ, techs=tuple((t, catalog().techs[t].level) for t in techs), **kw)

    @cached("techs")
    def tech_names(self) -> tuple:
        """The names of ``techs`` (remembered until the techs change)."""
        return tuple(t for t, _ in self.techs)

    @cached("techs")
    def printed_coins(self) -> int:
        """The coins printed on the player's tech cards (CV-B-24), summed once per ``techs`` (read at
        every victory check)."""
        cat = catalog().techs
        return sum(cat[t].coins for t in self.tech_names if t in cat)

    @cached("coins", "card_coins", "techs", "wonder_coins")
    def held_coins(self) -> int:
        """The coins of the sheet that count toward the economic victory (L887-888): tokens on the
        sheet and on tech cards, printed coins, Panama Canal's coins (kept while those are unchanged;
        :meth:`rulekit.civ.game.Position.coins_of` adds Adam Smith's)."""
        return rules.coin_count(self.coins, self.card_coins, self.printed_coins) + self.wonder_coins

    @cached("investments")
    def investment_amounts(self) -> tuple:
        """``(kind, the active tier's amounts of the investment cards of this kind, the amounts a card
        with no active tier of this kind adds under AMB-X36's every-tier culture hand)`` for each kind: the
        sums :meth:`rulekit.civ.game.Position.investment_bonus` reads (L891-901; the top tier met is the
        one active, :func:`rulekit.civ.rules.active_tier`). A tuple of plain values, not a dict, so that
        a player remembering it holds no container the garbage collector must keep walking."""
        out: dict = {}
        for card, n in self.investments:
            if not n:                   # no marker: no tier met (every threshold is 1 or more)
                continue
            tiers = catalog().investments.get(card, ())
            top = rules.active_tier([t[0] for t in tiers], n)
            got = {}
            for at, k, amount in tiers:
                if at == top and isinstance(amount, int):
                    got[k] = got.get(k, 0) + amount
            for k in {k for _, k, _ in tiers} | set(got):
                active, extra = out.get(k, (0, 0))
                if k in got:
                    active += got[k]
                elif top is not None:
                    extra += max((a for _, kk, a in tiers if kk == k and isinstance(a, int)), default=0)
                out[k] = (active, extra)
        return tuple((k, active, extra) for k, (active, extra) in out.items())

    @cached("techs")
    def pyramid_open(self) -> tuple:
        """``(level, techs)`` for each level I-V with a legal slot in the pyramid (CV-B-02:
        :func:`rulekit.civ.rules.can_add_tech`), lowest first: the techs of that level in the catalogue not
        known, in its order (:func:`techs_by_level`): what :meth:`rulekit.civ.game.Position.learnable` reads
        (kept while the techs are unchanged)."""
        known = set(self.tech_names)
        counts = rules.pyramid_counts([r for _, r in self.techs])
        return tuple((level, tuple(filterfalse(known.__contains__, names))) for level, names in techs_by_level()
                     if rules.can_add_tech(counts, level))

    @cached("resources", "hidden")
    def face_up_resources(self) -> tuple:
        """The face-up resources, sorted: ``resources`` with the hidden hut/village resources taken out
        (kept while both are unchanged)."""
        info = catalog().marker_info
        c = Counter(self.resources)
        for m in self.hidden:
            c[info[m][1] or m.split(":")[1].lower()] -= 1
        return tuple(sorted((+c).elements()))

    @cached("resources", "hidden")
    def resource_pairs(self) -> tuple:
        """Each pair of face-up resources as ``a+b``, sorted: Pottery's coin payments (CV-B-24)."""
        up = self.face_up_resources
        return tuple(sorted({f"{a}+{b}" for i, a in enumerate(up) for b in up[i + 1:]}))

    def knows(self, tech: str) -> bool:
        return tech in self.tech_names

    def invested_markers(self, card: str) -> int:
        return next((n for c, n in self.investments if c == card), 0)


# == the catalogue =======================================================================

class Tech(NamedTuple):
    name: str
    level: int
    expansion: str
    governments: tuple
    units: tuple
    buildings: tuple
    coins: int
    obsoletes: tuple            # eras of wonders its ability may negate (L407-416)
    culture_hand: int = 0       # + culture event hand size (CV-B-23)
    coin_slots: int = 0         # coin tokens its ability may put on it (CV-B-24)


class Catalog(NamedTuple):
    techs: dict                 # name -> Tech (in-game techs only)
    civs: dict                  # people name ("Romans") -> record dict
    great_people: dict          # name -> marker type
    gp_markers: dict            # type -> markers in the game
    investments: dict           # card -> ((threshold, kind, amount), ...)
    wonders: dict               # name -> (era, cost)
    wonders_teaching: bool
    huts: tuple                 # the hut markers ('hut:Name', one per marker)
    villages: tuple
    marker_info: dict           # 'hut:Name' / 'village:Name' -> (effect, resource, culture)
    buildings: dict             # name -> (cost, upgraded_from)
    events: dict = {}           # culture event name -> (level, copies, timing) (CV-B-23)
    culture_decks: tuple = ()   # TEACH-CULTURE-TRACK: (first step, last step, deck level) ranges


@lru_cache(maxsize=1)
def tech_levels() -> tuple:
    """``(name, level)`` of every tech of the catalogue, in its order (static card data)."""
    return tuple((t, c.level) for t, c in catalog().techs.items())


@lru_cache(maxsize=1)
def event_cards() -> tuple:
    """The culture event cards of levels I, II and III, every copy, each level sorted (static card data: a
    new game shuffles them)."""
    return tuple(tuple(sorted(n for n, (lv, copies, _) in catalog().events.items() if lv == level
                              for _ in range(copies))) for level in (1, 2, 3))


@lru_cache(maxsize=1)
def techs_by_level() -> tuple:
    """``(level, its techs in the catalogue's order)`` for levels I-V (static card data)."""
    return tuple((level, tuple(t for t, lv in tech_levels() if lv == level)) for level in range(1, 6))


#: The reader of the checked card data (:func:`rulekit.civ.cards.data`). This module and
#: :mod:`rulekit.civ.cards` are independent layers; the package (``rulekit/civ/__init__.py``) wires
#: the one to the other with :func:`read_cards_with` before anything plays.
_READER: list = []


def read_cards_with(reader) -> None:
    """Build :func:`catalog` from ``reader()`` (checked card data), forgetting any catalogue built."""
    _READER[:] = [reader]
    catalog.cache_clear()
    tech_levels.cache_clear()
    techs_by_level.cache_clear()
    event_cards.cache_clear()


@lru_cache(maxsize=1)
def catalog() -> Catalog:
    """The cards and markers the engine plays: the package's data files as :mod:`rulekit.civ.cards`
    reads and checks them (one reader: a broken or edited file is a ``DataError`` naming its file and
    field, never a raw error in play), in the tables play looks up (:func:`catalog_of`)."""
    if not _READER:
        raise RuntimeError("rulekit.civ.state.catalog: no card reader wired (import rulekit.civ)")
    return catalog_of(_READER[0]())


def catalog_of(d) -> Catalog:
    """The play tables of checked card data ``d`` (:class:`rulekit.civ.cards.Data`, from
    :func:`rulekit.civ.cards.load`). Values the sources lack are the labelled teaching records
    (TEACH-GP-MARKERS, TEACH-CULTURE-TRACK) the loader checked."""
    techs = {n: Tech(n, t.level, t.expansion, tuple(t.governments), tuple(u for u, _ in t.units),
                     tuple(t.buildings), t.coins, tuple(t.obsoletes_eras), t.culture_hand, t.coin_slots)
             for n, t in d.techs.items()}
    civs = {c.people: _civ_record(c) for c in d.civs.values()}
    great = {n: g.type for n, g in d.great_people.items()}
    markers = dict(d.gp_markers()) if "TEACH-GP-MARKERS" in d.teaching else {k: 4 for k in sorted(set(great.values()))}
    inv = {n: tuple((t.at, t.kind, t.amount) for t in c.tiers) for n, c in d.investments.items()}
    wonders = {n: (w.era, w.cost) for n, w in d.wonders.items()}
    huts, villages, info = _markers(d)
    buildings = {n: (b.cost if isinstance(b.cost, int) else 0, b.upgrades) for n, b in d.buildings.items()}
    events = {n: (e.level, e.copies, e.timing) for n, e in d.culture_events.items() if e.in_game}
    track = d.teaching.get("TEACH-CULTURE-TRACK")
    ranges = tuple((x["from"], x["to"], x.get("deck", 0)) for x in track.values.get("steps", ())) if track else ()
    return Catalog(techs, civs, great, markers, inv, wonders, False, huts, villages, info, buildings, events, ranges)


def _civ_record(c) -> dict:
    """A civilization sheet as the set-up reads it (field name -> value)."""
    return {"name": c.name, "people": c.people, "starting_tech": c.starting_tech,
            "start_government": c.start_government, "armies": c.armies, "wagons": c.wagons,
            "white_wagon": c.white_wagon, "stacking_limit": c.stacking_limit,
            "start_resources": dict(c.start_resources), "military": dict(c.military),
            "start_metropolis": c.start_metropolis, "draws_great_person": c.draws_great_person,
            "takes_wonder": c.takes_wonder, "requires_investments": c.requires_investments}


def _markers(d) -> tuple[tuple, tuple, dict]:
    """The hut and village markers in play (base + the expansion's, the ``merged`` counts of
    ``data/markers.toml``), and each marker's effect, resource and culture."""
    info, pools = {}, []
    for key, table in (("hut", d.huts), ("village", d.villages)):
        pool = []
        for m in table.values():
            if not m.in_game:
                continue
            name = f"{key}:{m.name}"
            info[name] = (m.effect, m.resource, m.culture)
            pool += [name] * m.merged
        pools.append(tuple(sorted(pool)))
    return pools[0], pools[1], info
