"""Card facts as the engine reads them: one small :class:`Info` per card, read once from :mod:`rulekit.tta.cards`."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from rulekit.tta import cards

__all__ = ["BUILDING_TYPES", "Info", "LEVEL", "TECH_TYPES", "UNITS", "URBAN", "buildable", "info", "name"]


# -- card facts -----------------------------------------------------------------------
class Info(NamedTuple):
    """What the engine reads of one card."""

    id: str
    deck: str
    age: str
    level: int          # A = 0, I = 1, II = 2, III = 3
    type: str           # farm, mine, temple, lab, library, theater, arena, infantry, cavalry, ...
    branch: str         # a special technology's line (military, civil, colonization, construction)
    build: int          # resources per building or unit
    stages: tuple       # a wonder's stage costs
    science: int        # science to discover
    revolution: int     # a government's smaller science value
    peaceful: int       # and its larger one
    fx: dict            # structured effect numbers
    tech: bool          # a technology (one copy in hand or in play, PL L456-460): TECH_TYPES
    special: str = ""   # the name of an effect the engine implements by name ("" for none)
    military: int = 0   # military actions to play (tactics, aggressions); 0 when none or unknown
    army: dict = {}     # a tactic's units per army {infantry, cavalry, artillery}
    colonize: dict = {} # a territory's effects on being colonized (``effect`` holds its permanent ones)
    obsolete: int | None = None   # a tactic's bonus for an army with obsolete units (None: unknown / one value)


LEVEL = {"A": 0, "I": 1, "II": 2, "III": 3}
URBAN = ("temple", "lab", "library", "theater", "arena")
UNITS = ("infantry", "cavalry", "artillery", "air")
#: The types of the technologies a worker is built on: farms, mines and urban buildings.
BUILDING_TYPES = frozenset(("farm", "mine") + URBAN)
#: Card types that are technologies (one copy in hand or in play, PL L456-460).
TECH_TYPES = ("farm", "mine", "special", "government") + URBAN + UNITS
class _Infos(dict):
    """Every card's :class:`Info` by id, each read from :mod:`rulekit.tta.cards` the first time it is asked
    for (an unknown id is a ``KeyError``)."""

    def __missing__(self, card: str) -> Info:
        c = cards.data().cards[card]
        found = self[card] = Info(card, c.deck, c.age, int(c.level), c.type, c.branch or "", int(c.build_cost or 0),
                                  tuple(c.stages or ()), int(c.science_cost or 0), int(c.revolution_cost or 0),
                                  int(c.peaceful_cost or 0), dict(c.effect), c.type in TECH_TYPES, c.special or "",
                                  int(c.military_cost or 0), dict(c.army or {}), dict(c.on_colonize or {}),
                                  c.obsolete_strength)
        return found


_INFO = _Infos()
#: ``info(card)``: the engine's view of ``card`` (read once from :mod:`rulekit.tta.cards`; ``KeyError`` for a
#: card the data does not hold). A dictionary's own lookup, so the engine's many card reads cost little.
info = _INFO.__getitem__


def name(card: str) -> str:
    """The card's English name."""
    return str(getattr(cards.data().cards[card], "name_en", card))


def named(card) -> str:
    """What a message calls ``card``: its English name, as the rulebook's reader knows it, or what was
    given, quoted, when no card has that id (a refusal of a mistyped id names what was typed).

    >>> named("c-II-coal"), named("c-Z-nothing")
    ('Coal', "'c-Z-nothing'")
    """
    try:
        return name(card)
    except (KeyError, TypeError):
        return repr(card)


def a_kind(card) -> str:
    """The card's type with its article, for a message: ``"an aggression card"``, ``"a pact card"``.

    >>> a_kind("m-II-spy"), a_kind("c-II-coal")
    ('an aggression card', 'a mine card')
    """
    kind = info(card).type
    return ("an " if kind[:1] in "aeiou" else "a ") + kind + " card"


@lru_cache(maxsize=1)
def buildable() -> tuple:
    """The ids of every farm, mine, urban building and unit card of the card data: the cards a worker
    can be built on (constants of the card data, read once)."""
    kinds = ("farm", "mine") + URBAN + UNITS
    return tuple(c.id for c in cards.data().cards.values() if c.type in kinds)
