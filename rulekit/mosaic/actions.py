"""Mosaic's moves, as small frozen values that print as notation and parse back.

The eight Actions of §C7 (one per turn), the choices some of them ask for next
(where a piece goes, which unit a Military action recruits or moves), the
set-up drafts, and the free actions a player may take on their own turn
(playing a face-down Technology, claiming a tile, a Government's once-per-game
Offer clearing). A ``-`` stands for "no card" (building without a Build card,
L680-683; the Population and Tax & Trade fallbacks, L648-650, L936-940).

Examples
--------
>>> Action.parse("build B2 city")
Build(card='B2', kind='city')
>>> str(Build("-", "farm")), str(Move("CAVALRY", "ITALY", "NUMIDIA"))
('build - farm', 'move CAVALRY ITALY NUMIDIA')
>>> all(Action.parse(str(a)) == a for a in (Work("STONE"), Place("S12"), Taxtrade("-tax"), Done()))
True
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core import actions as core

RESOURCES = ("STONE", "IDEAS", "FOOD")
BUILD_KINDS = ("city", "port-city", "farm", "workshop", "project")
UNIT_KINDS = ("INFANTRY", "CAVALRY", "SIEGE_ENGINE")
DECKS = ("technology", "build", "population", "tax-trade")


class Action(core.Action, root=True):
    """Base of every Mosaic move; its subclasses are the game's verbs."""


def _one_of(value: str, allowed: tuple, what: str) -> None:
    if value not in allowed:
        raise ValueError(f"{what} is one of {', '.join(allowed)}, not {value!r}")


# -- set-up -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Leader(Action):
    """Take a Leader card in the draft to the right (L525-533)."""
    verb = "leader"
    leader: str


@dataclass(frozen=True)
class Keep(Action):
    """Keep one Starting Technology, face down, and pass the rest left (L535-542)."""
    verb = "keep"
    tech: str


@dataclass(frozen=True)
class Place(Action):
    """Put the piece an action asks for (Starting City, City, Farm, Wonder …) on a space."""
    verb = "place"
    space: str


# -- the eight Actions ----------------------------------------------------------------------

@dataclass(frozen=True)
class Work(Action):
    """1. Work: gain Population + Production of Stone, Ideas or Food (L604-608)."""
    verb = "work"
    resource: str

    def __post_init__(self):
        self.check_types()              # a field of another type is named before its value is read
        _one_of(self.resource, RESOURCES, "Work produces")


@dataclass(frozen=True)
class Population(Action):
    """2. Population: a card from the Offer, or ``-`` for the fallback (L635-650)."""
    verb = "population"
    card: str


@dataclass(frozen=True)
class Build(Action):
    """3. Build: a Build card from the Offer (``-``: none, L680-683) and what it builds."""
    verb = "build"
    card: str
    kind: str

    def __post_init__(self):
        self.check_types()              # a field of another type is named before its value is read
        _one_of(self.kind, BUILD_KINDS, "a Build makes")


@dataclass(frozen=True)
class Wonder(Action):
    """4. Wonder: take a Wonder tile and pay (L827-843); its piece is placed next."""
    verb = "wonder"
    wonder: str


@dataclass(frozen=True)
class Tech(Action):
    """5. Technology: 5 Ideas for a card of the Offer (L859-863)."""
    verb = "tech"
    tech: str


@dataclass(frozen=True)
class Taxtrade(Action):
    """6. Tax & Trade: a card of the Offer, or ``-tax`` / ``-trade`` once it is empty (L927-940)."""
    verb = "taxtrade"
    card: str


@dataclass(frozen=True)
class Military(Action):
    """7. Military: recruit and/or move (L1004-1007); the units are chosen next."""
    verb = "military"


@dataclass(frozen=True)
class Government(Action):
    """8. Government: take a Government tile for Ideas (L1073-1081)."""
    verb = "government"
    government: str


# -- within a Military action -----------------------------------------------------------------

@dataclass(frozen=True)
class Recruit(Action):
    """Recruit one unit for 5 Money into a Region with your City (L1011-1021)."""
    verb = "recruit"
    unit: str
    region: str

    def __post_init__(self):
        self.check_types()              # a field of another type is named before its value is read
        _one_of(self.unit, UNIT_KINDS, "a unit")


@dataclass(frozen=True)
class Move(Action):
    """Move one unit to an adjacent Region for 1 Money (L1025-1032)."""
    verb = "move"
    unit: str
    origin: str
    region: str

    def __post_init__(self):
        self.check_types()              # a field of another type is named before its value is read
        _one_of(self.unit, UNIT_KINDS, "a unit")


@dataclass(frozen=True)
class Done(Action):
    """End the choices of the current Action (or of the turn's free actions)."""
    verb = "done"


@dataclass(frozen=True)
class Money(Action):
    """Pay ``amount`` of an Action's ``resource`` with Money, 2 for each (L342-343, L988-991), though
    you hold that Resource (AMB-X6's default reading): ``money STONE 2`` spends 4 Money, 2 Stone fewer."""
    verb = "money"
    resource: str
    amount: str

    def __post_init__(self):
        self.check_types()              # a field of another type is named before its value is read
        _one_of(self.resource, RESOURCES, "Money stands in for")


@dataclass(frozen=True)
class Shift(Action):
    """Scientific School: move ``amount`` Production from one Resource to another (L1778-1783)."""
    verb = "shift"
    origin: str
    target: str
    amount: str

    def __post_init__(self):
        self.check_types()              # a field of another type is named before its value is read
        _one_of(self.origin, RESOURCES, "Production shifts from")
        _one_of(self.target, RESOURCES, "Production shifts to")
        if not self.amount.isdigit() or self.amount.startswith("0"):
            raise ValueError(f"the amount is a whole number from 1, not {self.amount!r}")


@dataclass(frozen=True)
class Eliminate(Action):
    """The General, before an Empire Scoring: eliminate one unit of ``owner`` (``P2`` …)
    in a Region where you have Infantry or Cavalry (L1374-1376)."""
    verb = "eliminate"
    owner: str
    unit: str
    region: str

    def __post_init__(self):
        self.check_types()              # a field of another type is named before its value is read
        _one_of(self.unit, UNIT_KINDS, "a unit")
        if not (len(self.owner) == 2 and self.owner[0] == "P" and self.owner[1] in "123456"):
            raise ValueError(f"the owner is written P1-P6, not {self.owner!r}")


# -- choices a card, a tile or a Leader asks for (rulekit.mosaic.effects) -------------------------

TRACKS = ("STONE", "IDEAS", "FOOD", "TAX", "TRADE")
STOCK = ("STONE", "IDEAS", "FOOD", "MONEY")
PILLARS = ("SCIENCE", "ECONOMY", "FOOD", "POPULATION", "CONSTRUCTION", "CULTURE", "GOVERNMENT",
           "MILITARY", "URBANIZATION")


@dataclass(frozen=True)
class Deploy(Action):
    """Put a free unit a card gives you (Bronze, Bows, Spears …) in a Region (L1480-1482)."""
    verb = "deploy"
    unit: str
    region: str

    def __post_init__(self):
        self.check_types()              # a field of another type is named before its value is read
        _one_of(self.unit, UNIT_KINDS, "a unit")


@dataclass(frozen=True)
class Take(Action):
    """Take the Trade Goods or Supply token of a map space (Cartography, Bronze, Fishing …)."""
    verb = "take"
    space: str


@dataclass(frozen=True)
class Boost(Action):
    """'+n to any one Production of your choice' (Judiciary, Code of Laws, the Scribe; AMB-54)."""
    verb = "boost"
    track: str

    def __post_init__(self):
        self.check_types()              # a field of another type is named before its value is read
        _one_of(self.track, TRACKS, "a Production track")


@dataclass(frozen=True)
class Gain(Action):
    """Choose the Resource a card or tile gives (Raiders, the Golden Age of Art, the Judge)."""
    verb = "gain"
    resource: str

    def __post_init__(self):
        self.check_types()              # a field of another type is named before its value is read
        _one_of(self.resource, STOCK, "a Resource")


@dataclass(frozen=True)
class Symbols(Action):
    """The Great Library: the pillar of your two identical symbols (L1275-1277)."""
    verb = "symbols"
    pillar: str

    def __post_init__(self):
        self.check_types()              # a field of another type is named before its value is read
        _one_of(self.pillar, PILLARS, "a pillar")


@dataclass(frozen=True)
class Lock(Action):
    """Loyalty: the Region you control where no one else may build Cities (L1667-1669)."""
    verb = "lock"
    region: str


@dataclass(frozen=True)
class Relocate(Action):
    """Diplomats, before an Empire Scoring: move all units of ``owner`` from ``origin``
    to the adjacent ``region`` (once per game, L1608-1611)."""
    verb = "relocate"
    owner: str
    origin: str
    region: str

    def __post_init__(self):
        self.check_types()              # a field of another type is named before its value is read
        if not (len(self.owner) == 2 and self.owner[0] == "P" and self.owner[1] in "123456"):
            raise ValueError(f"the owner is written P1-P6, not {self.owner!r}")


@dataclass(frozen=True)
class Takeover(Action):
    """The Priestess, once per game: take over the City on ``space`` of an opponent with 3+ Cities."""
    verb = "takeover"
    space: str


@dataclass(frozen=True)
class Convert(Action):
    """The Judge, once per game: 1 Population into 20 of ``resource`` (L1408-1409; AMB-38)."""
    verb = "convert"
    resource: str

    def __post_init__(self):
        self.check_types()              # a field of another type is named before its value is read
        _one_of(self.resource, STOCK, "a Resource")


# -- free actions -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Play(Action):
    """Turn a face-down Technology face up once you own its symbols; not an Action (L876-877)."""
    verb = "play"
    tech: str


@dataclass(frozen=True)
class Claim(Action):
    """Claim a Golden Age or Achievement tile whose goal you meet; not an Action (L1049-1058)."""
    verb = "claim"
    tile: str


@dataclass(frozen=True)
class Clear(Action):
    """Use your Government tile's one-time ability: clear one Offer (L1083-1091)."""
    verb = "clear"
    deck: str

    def __post_init__(self):
        self.check_types()              # a field of another type is named before its value is read
        _one_of(self.deck, DECKS, "an Offer")


@dataclass(frozen=True)
class Peek(Action):
    """Republic: before your Action, look at the top card of a deck (L1125-1127)."""
    verb = "peek"
    deck: str

    def __post_init__(self):
        self.check_types()              # a field of another type is named before its value is read
        _one_of(self.deck, DECKS, "a deck")


__all__ = ["Action", "Boost", "Build", "Claim", "Clear", "Convert", "Deploy", "Done", "Eliminate", "Gain", "Government", "Money",
           "Keep", "Leader", "Lock", "Military", "Move", "Peek", "Place", "Play", "Population", "Recruit", "Relocate",
           "Shift",
           "Symbols", "Take", "Takeover", "Taxtrade", "Tech", "Wonder", "Work"]
