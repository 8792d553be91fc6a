"""The pieces of a Mosaic state, as frozen dataclasses.

A :class:`Player` is one player board and what lies in front of the player:
Resources and Money, the five Production tracks, Population, the cards
(Technologies face up and face down, Build, Population and Tax & Trade cards),
the Government, Wonder, Golden Age and Achievement tiles, the Trade Goods
tokens and the Military Units (by Region). The map's occupancy (which piece of
whose stands on which space) and the tokens still on the map belong to the
game state (:mod:`rulekit.mosaic.game`).

>>> p = Player(0)
>>> p.population, p.res("MONEY"), p.prod("FOOD")
(5, 0, 0)
>>> p.gain({"MONEY": 7, "FOOD": 2}).pay({"FOOD": 2}).resources
(0, 0, 0, 7)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from rulekit.core.snapshots import Part
from rulekit.core.state import Frozen, cached
from rulekit.mosaic.cards import data
from rulekit.mosaic.rules import STARTING_POPULATION, golden_age_ready

RESOURCES = ("STONE", "IDEAS", "FOOD", "MONEY")
TRACKS = ("STONE", "IDEAS", "FOOD", "TAX", "TRADE")
PIECES = ("CITY", "PORT_CITY", "FARM", "WORKSHOP", "WONDER")
#: The Technologies that change the Influence of units: Formations (L1615-1618), Cavalry Tactics (L1789-1794).
FORMATIONS, CAVALRY_TACTICS = "T9", "T58"
#: Pieces of each colour in the box (L230-236).
PIECE_LIMITS = {"CITY": 12, "PORT_CITY": 3, "FARM": 6, "WORKSHOP": 6,
                "INFANTRY": 10, "CAVALRY": 10, "SIEGE_ENGINE": 2}


@dataclass(frozen=True)
class Player(Part, Frozen):
    """One player's board and cards. Card tuples keep the order they were gained.
    Saved field by field (core's :class:`~rulekit.core.snapshots.Part`)."""

    seat: int
    leader: str = ""
    population: int = STARTING_POPULATION
    resources: tuple = (0, 0, 0, 0)          # STONE, IDEAS, FOOD, MONEY
    production: tuple = (0, 0, 0, 0, 0)      # STONE, IDEAS, FOOD, TAX, TRADE
    techs: tuple = ()                        # face up (played)
    hidden: tuple = ()                       # face down
    builds: tuple = ()                       # Build cards in front of the player
    people: tuple = ()                       # Population cards taken
    tax_trade: tuple = ()                    # Tax & Trade cards (their Unrest counts)
    government: str = ""
    wonders: tuple = ()
    tiles: tuple = ()                        # Golden Age and Achievement tiles
    goods: tuple = ()                        # Trade Goods tokens
    units: tuple = ()                        # (region, kind), one entry per unit, sorted
    vp: int = 0                              # VP banked (Empire Scorings, cards)
    used: tuple = ()                         # once-per-game powers used

    @property
    def name(self) -> str:
        return f"P{self.seat + 1}"

    # -- derived, remembered on the board (core's @cached: carried to a derived board while the
    # -- fields it reads are the same, so a board another player's move left alone keeps them)
    @cached("used")
    def locks(self) -> frozenset:
        """The Regions this player's Loyalty locks (its ``lock:`` marks, L1667-1669)."""
        return frozenset(u[5:] for u in self.used if u.startswith("lock:"))

    @cached("techs", "leader", "builds", "used")
    def symbols_all(self) -> dict:
        """The pillar symbols this player owns when every Build card counts (AMB-08's 'all');
        read only: :meth:`rulekit.mosaic.game.State.symbols` hands out copies."""
        return self._symbols(True)

    @cached("techs", "leader", "builds", "used")
    def symbols_city_and_project(self) -> dict:
        """The pillar symbols this player owns when only City and Project cards' count (AMB-08's
        'city-and-project'); read only, as :attr:`symbols_all`."""
        return self._symbols(False)

    @cached("hidden", "techs", "leader", "builds", "used")
    def playable_all(self) -> frozenset:
        """The face-down Technologies whose required symbols (the teaching assignment, L865-877) this
        player owns, when every Build card counts (AMB-08's 'all'): what the Play judge lets pass."""
        return self._playable(self.symbols_all)

    @cached("hidden", "techs", "leader", "builds", "used")
    def playable_city_and_project(self) -> frozenset:
        """:attr:`playable_all` when only City and Project cards count (AMB-08's 'city-and-project')."""
        return self._playable(self.symbols_city_and_project)

    @cached("techs", "leader", "builds", "used")
    def governable_all(self) -> frozenset:
        """The Government tiles whose required symbols (the teaching assignment) this player owns, when
        every Build card counts (AMB-08's 'all'): what the Government judge lets pass on symbols."""
        return _covered(self.symbols_all, _government_needs(), data().governments)

    @cached("techs", "leader", "builds", "used")
    def governable_city_and_project(self) -> frozenset:
        """:attr:`governable_all` when only City and Project cards count (AMB-08's 'city-and-project')."""
        return _covered(self.symbols_city_and_project, _government_needs(), data().governments)

    @cached("techs", "leader", "builds", "used")
    def ready_all(self) -> frozenset:
        """The pillars of which this player owns enough symbols to claim a Golden Age
        (:func:`rulekit.mosaic.rules.golden_age_ready`), when every Build card counts (AMB-08's 'all')."""
        return frozenset(k for k, n in self.symbols_all.items() if golden_age_ready(n))

    @cached("techs", "leader", "builds", "used")
    def ready_city_and_project(self) -> frozenset:
        """:attr:`ready_all` when only City and Project cards count (AMB-08's 'city-and-project')."""
        return frozenset(k for k, n in self.symbols_city_and_project.items() if golden_age_ready(n))

    def _playable(self, have: dict) -> frozenset:
        return _covered(have, _tech_needs(), self.hidden)

    @cached("units", "techs", "hidden", "wonders", "builds", "goods", "leader", "used")
    def sizes(self) -> tuple:
        """How many units, Technologies (face up and face down), Wonders and Build cards, Trade Goods tokens
        and kinds of pillar symbols (every Build card counted) this player has: each is at least what an
        Achievement measures of the player (the units, the Technology cards, the Projects and Wonders, the
        unique goods, the distinct pillars), so the Claim judge takes a measure only once its bound
        reaches the tile's threshold."""
        return (len(self.units), len(self.techs) + len(self.hidden), len(self.wonders) + len(self.builds),
                len(self.goods), len(self.symbols_all))

    @cached("units", "techs")
    def military(self) -> tuple:
        """What Influence reads of this player besides the board (:meth:`rulekit.mosaic.game.State.military`):
        its units and whether it holds Formations and Cavalry Tactics; one tuple while they are the same,
        so that comparing two states' readings finds the same objects."""
        return self.units, FORMATIONS in self.techs, CAVALRY_TACTICS in self.techs

    @cached("units")
    def unit_regions(self) -> frozenset:
        """The Regions where this player has a unit."""
        return frozenset(r for r, _ in self.units)

    @cached("units")
    def unit_counts(self) -> dict:
        """How many units of each kind this player has on the map (read only)."""
        out: dict[str, int] = {}
        for _, kind in self.units:
            out[kind] = out.get(kind, 0) + 1
        return out

    @cached("goods")
    def goods_kinds(self) -> tuple:
        """The kinds of this player's Trade Goods tokens (tokens of one kind: one kind each time they are
        held) and whether the universal good is among them: what the unique goods count reads."""
        return tuple(g.split("#")[0] for g in self.goods if g != "universal"), "universal" in self.goods

    @cached("builds")
    def projects(self) -> int:
        """How many of this player's Build cards are Projects."""
        build = data().build
        return sum(1 for b in self.builds if build[b.split("-")[0]].kind == "project")

    def _symbols(self, every_build: bool) -> dict:
        """The symbols of the face-up Technologies, the Leader and the Build cards (the teaching
        assignment, L891-907), and the Great Library's two of the owner's choice (L1276-1277)."""
        techs, leaders, _ = _provides()
        out: dict[str, int] = {}
        get = out.get
        for c in self.techs:                  # counted in this order: Technologies, Leader, Build cards, Library
            for k, v in techs.get(c, ()):
                out[k] = get(k, 0) + v
        for k, v in leaders.get(self.leader, ()):
            out[k] = get(k, 0) + v
        for b in self.builds:
            card, counted = _build_provides(b)
            if every_build or counted:
                for k, v in card:
                    out[k] = get(k, 0) + v
        for u in self.used:
            if u.startswith("library:"):
                out[u[8:]] = get(u[8:], 0) + 2
                break
        return out

    def res(self, r: str) -> int:
        return self.resources[_SLOT[r]]

    def prod(self, t: str) -> int:
        return self.production[_TRACK[t]]

    def gain(self, bag, **fields) -> "Player":
        """The player with ``bag`` ({resource: n}) added (negative n takes away), and any other
        ``fields`` changed in the same copy."""
        r = list(self.resources)
        for k, n in bag.items():
            r[_SLOT[k]] += n
        if fields:
            return self._with(resources=tuple(r), **fields)
        return self._with_field("resources", tuple(r))

    def pay(self, bag, **fields) -> "Player":
        return self.gain({k: -n for k, n in bag.items()}, **fields)

    def produce(self, bag, **fields) -> "Player":
        """The player with ``bag`` ({track: n}) added to its Production, and any other ``fields``
        changed in the same copy."""
        p = list(self.production)
        for k, n in bag.items():
            p[_TRACK[k]] += n
        if fields:
            return self._with(production=tuple(p), **fields)
        return self._with_field("production", tuple(p))


@lru_cache(maxsize=1)
def _tech_needs() -> dict:
    """Each Technology's required symbols (the teaching assignment) as ``(pillar, n)`` pairs, read once."""
    requires = data().teaching.tech_requires
    return {t: tuple((requires.get(t) or {}).items()) for t in data().technologies}


@lru_cache(maxsize=1)
def _government_needs() -> dict:
    """Each Government tile's required symbols (the teaching assignment) as ``(pillar, n)`` pairs, read once."""
    requires = data().teaching.government_requires
    return {g: tuple((requires.get(g) or {}).items()) for g in data().governments}


def _covered(have: dict, needs: dict, cards) -> frozenset:
    """The ``cards`` whose required symbols (``needs``: ``(pillar, n)`` pairs for each card of the kind;
    a card not in it is not of the kind) the symbols ``have`` cover."""
    out = []
    for c in cards:
        need = needs.get(c)
        if need is None:                # not a card of the kind
            continue
        for k, n in need:
            if have.get(k, 0) < n:
                break
        else:
            out.append(c)
    return frozenset(out)


@lru_cache(maxsize=1)
def _provides() -> tuple:
    """The symbols each Technology and each Leader provides (teaching assignment) as ``(pillar, n)``
    pairs, and each Build card's with whether it counts under AMB-08's 'city-and-project' reading
    (City, Project and Capital cards), read once."""
    t, build = data().teaching, data().build
    return ({c: tuple((v or {}).items()) for c, v in t.tech_provides.items()},
            {c: tuple((v or {}).items()) for c, v in t.leader_provides.items()},
            {c: (tuple((t.build_provides.get(c) or {}).items()), card.kind in ("city", "project", "capital"))
             for c, card in build.items()})


@lru_cache(maxsize=None)
def _build_provides(copy: str) -> tuple:
    """:func:`_provides` of a Build card's copy (``B2-1``): its symbols and whether they count under
    AMB-08's 'city-and-project' reading, read once per copy."""
    return _provides()[2].get(copy.split("-")[0], ((), False))


#: Where each Resource sits in ``resources``, and each track in ``production``.
_SLOT = {r: i for i, r in enumerate(RESOURCES)}
_TRACK = {t: i for i, t in enumerate(TRACKS)}


def drop(cards: tuple, *gone) -> tuple:
    out = list(cards)
    for g in gone:
        out.remove(g)
    return tuple(out)


__all__ = ["PIECES", "PIECE_LIMITS", "Player", "RESOURCES", "TRACKS", "drop"]
