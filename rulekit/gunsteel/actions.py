"""Moves, as small frozen values that print as notation and parse back.

``str(action)`` is the notation (``res NW-H3``, ``buy O1 pay red-1,red-4``);
``Action.parse(text)`` reads it back, raising
:class:`~rulekit.core.errors.InvalidAction` on text it cannot read.

Examples
--------
>>> a = Action.parse("buy O1 pay red-1,red-4 trade FOOD+FOOD>IRON")
>>> a
Buy(target='O1', plan=Plan(exhaust=('red-1', 'red-4'), trades=(Trade(give=Bag(FOOD=2), get='IRON'),)))
>>> str(a)
'buy O1 pay red-1,red-4 trade FOOD+FOOD>IRON'
>>> Action.parse(str(Glory("R-W-H1", "R-W-G2")))
Glory(wonder='R-W-H1', move_from='R-W-G2')
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulekit.core import actions as core
from rulekit.gunsteel.rules.payment import Plan, Trade


class Action(core.Action, root=True):
    """Base of every Guns & Steel move; its subclasses are the game's verbs."""

    def _words(self, name: str, value) -> list[str]:
        if isinstance(value, Plan):
            return [str(value)]
        if name == "move_from":
            return ["from", value] if value else []
        if name == "seat":
            return [f"P{value + 1}"]
        return super()._words(name, value)


def _plan_from(words: list[str]) -> Plan | None:
    """A payment written as ``pay a,b`` and/or ``trade X+X>Y,…``, each clause at most once."""
    if not words:
        return None
    clauses: dict[str, list[str]] = {}
    for i in range(0, len(words), 2):
        key = words[i]
        if key not in ("pay", "trade"):
            raise ValueError(f"expected 'pay' or 'trade', got {key!r}")
        if key in clauses:
            raise ValueError(f"{key!r} is written twice; list everything after one {key!r}")
        if i + 1 >= len(words):
            raise ValueError(f"{key!r} needs a list after it")
        items = words[i + 1].split(",")
        if "" in items:
            raise ValueError(f"{key!r} list {words[i + 1]!r} has an empty item")
        clauses[key] = items
    pay = clauses.get("pay", [])
    if pay == ["-"]:
        pay = []
    elif "-" in pay:
        raise ValueError("'pay -' means paying nothing and stands alone")
    trades = tuple(Trade.parse(t) for t in clauses.get("trade", ()))
    return Plan(tuple(sorted(pay)), trades)


@dataclass(frozen=True, order=False)
class PlayResource(Action):
    """Lay a card from hand resource side up (Resource Phase, set-up step d)."""
    verb = "res"
    card: str


@dataclass(frozen=True)
class PlayTech(Action):
    """Lay a card from hand technology side up (Technology Phase)."""
    verb = "tech"
    card: str


@dataclass(frozen=True)
class Use(Action):
    """Activate the technology just played, paying its cost with ``plan``."""
    verb = "use"
    card: str
    plan: Plan | None = None

    @classmethod
    def _from_words(cls, words):
        return cls(words[0], _plan_from(words[1:]))


@dataclass(frozen=True)
class Pass(Action):
    """Decline what may be declined: activation, buying, more reactions, …"""
    verb = "pass"


@dataclass(frozen=True)
class Renew(Action):
    """Flip one of your technology-side cards back to its resource side."""
    verb = "renew"
    card: str


@dataclass(frozen=True)
class Tribute(Action):
    """Name the opponent who pays a tribute."""
    verb = "tribute"
    seat: int

    @classmethod
    def _from_words(cls, words):
        if len(words) != 1 or not re.fullmatch(r"P[1-9]", words[0]):
            raise ValueError("tribute takes a player, e.g. 'tribute P2'")
        return cls(int(words[0][1:]) - 1)


@dataclass(frozen=True)
class Lose(Action):
    """Exhaust one of your resource cards because an effect or an attack says so."""
    verb = "lose"
    card: str


@dataclass(frozen=True)
class Cede(Action):
    """Hand one of your wonders to the attacker who beat you."""
    verb = "cede"
    wonder: str


@dataclass(frozen=True)
class Deploy(Action):
    """Play a Military card from hand through a Tactical card."""
    verb = "deploy"
    card: str


@dataclass(frozen=True)
class Strike(Action):
    """Activate a Military card (one just deployed, or one on your table)."""
    verb = "strike"
    card: str


@dataclass(frozen=True)
class React(Action):
    """Defend: play a Reaction card from hand, or exhaust a resource card to flip it."""
    verb = "react"
    card: str


@dataclass(frozen=True)
class Buy(Action):
    """Buy a pyramid card (``O1``) or a Research Project stack's top card (``RP-G``)."""
    verb = "buy"
    target: str
    plan: Plan | None = None

    @classmethod
    def _from_words(cls, words):
        return cls(words[0], _plan_from(words[1:]))


@dataclass(frozen=True)
class Claim(Action):
    """Take a New World wonder whose condition you meet."""
    verb = "claim"
    wonder: str


@dataclass(frozen=True)
class Glory(Action):
    """Place a glory marker on a Renaissance wonder (moving one if none are left)."""
    verb = "glory"
    wonder: str
    move_from: str = ""

    @classmethod
    def _from_words(cls, words):
        if len(words) == 3 and words[1] == "from":
            return cls(words[0], words[2])
        if len(words) == 1:
            return cls(words[0])
        raise ValueError("glory takes a wonder, optionally 'from' another wonder")


@dataclass(frozen=True)
class Retrieve(Action):
    """Take a resource-side card back into hand at the end of the turn."""
    verb = "retrieve"
    card: str
