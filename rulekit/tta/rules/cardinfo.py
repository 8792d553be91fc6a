"""Card facts as the engine reads them: one small :class:`Info` per card, read once from :mod:`rulekit.tta.cards`."""

from __future__ import annotations

from typing import NamedTuple

from rulekit.tta import cards

__all__ = ["Info", "LEVEL", "UNITS", "URBAN", "info", "name"]


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


LEVEL = {"A": 0, "I": 1, "II": 2, "III": 3}
URBAN = ("temple", "lab", "library", "theater", "arena")
UNITS = ("infantry", "cavalry", "artillery", "air")
_INFO: dict[str, Info] = {}


def info(card: str) -> Info:
    """The engine's view of ``card`` (read once from :mod:`rulekit.tta.cards`)."""
    try:
        return _INFO[card]
    except KeyError:
        pass
    c = cards.data().cards[card]
    found = _INFO[card] = Info(card, c.deck, c.age, int(c.level), c.type, c.branch or "", int(c.build_cost or 0),
                                tuple(c.stages or ()), int(c.science_cost or 0), int(c.revolution_cost or 0),
                                int(c.peaceful_cost or 0), dict(c.effect))
    return found


def name(card: str) -> str:
    """The card's English name."""
    return str(getattr(cards.data().cards[card], "name_en", card))
