"""Honourable resignation in the Full game (PL 3.3.4, L2593-2600; HU L2281-2290)."""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.tta import rulebook as rb
from rulekit.tta.decisions.base import Step

__all__ = ["LEFT", "Resigned", "has_resigned"]

#: The point a resigned civilization's marker is kept at: never reached, so it stays for the rest of the game.
LEFT = "left-the-game"


@dataclass(frozen=True, slots=True)
class Resigned(Step):
    """The mark of a civilization that has left the game (``player``): kept in the state's scheduled steps
    for the rest of the game, never run."""

    kind = "resigned"
    rule = rb.RESIGNATION
    prompt = "{who} has left the game"


def has_resigned(state, seat: int) -> bool:
    """Whether civilization ``seat`` has left the game by an honourable resignation."""
    return bool(state.scheduled) and any(s.due == LEFT and s.step.player == seat for s in state.scheduled)
