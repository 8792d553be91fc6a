"""The root of Mosaic's decision kinds (core's typed steps) and what several kinds share.

Every kind below :class:`Step` is a frozen, slotted dataclass with its own
context; ``Step.KINDS`` maps the name a save writes (``"deploy"``) to its class.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core import steps as core
from rulekit.core.rule import Rule


class Step(core.Step, root=True):
    """A pending Mosaic decision (or an automatic step of the turn)."""


def refused(rule: Rule, reason: str) -> tuple[Rule, str]:
    """A refusal: the rule broken and a sentence naming the real cause."""
    return rule, reason


def said(refusal):
    """A check's refusal with its sentence written. A check that the options ask too may give
    its sentence as a function of no arguments, so that listing the options, which only asks
    whether each check passes, never writes a sentence nobody reads.

    >>> from rulekit.mosaic import rulebook as rb
    >>> said((rb.ROUNDS, lambda: "written " + "late"))[1], said(None)
    ('written late', None)
    """
    if refusal is None or isinstance(refusal[1], str):
        return refusal
    return refusal[0], refusal[1]()


def symbols_refusal(rule: Rule, name, have: dict, need):
    """The refusal of a card or tile whose required symbols (``need``, the teaching assignment) the
    player's symbols (``have``) lack, or ``None``; ``name()`` names it when the sentence is read."""
    short = lacking(have, need)
    if not short:
        return None
    return rule, lambda: (f"{name()} requires symbols you lack: {short} (teaching assignment; the printed "
                          f"symbols are unknown)")


def lacking(have: dict, need) -> dict:
    """The symbols ``need`` asks for beyond ``have`` ({pillar: missing}); empty if none."""
    return {k: v - have.get(k, 0) for k, v in (need or {}).items() if have.get(k, 0) < v}


@dataclass(frozen=True, slots=True)
class CardStep(Step):
    """A choice a card asks for: ``card`` is the card (its id, or a Build card's copy)."""

    card: str = ""


@dataclass(frozen=True, slots=True)
class CountedStep(CardStep):
    """A card's choice made ``count`` times, one at a time (each pick its own decision)."""

    count: int = 0


__all__ = ["CardStep", "CountedStep", "Step", "lacking", "refused", "said", "symbols_refusal"]
