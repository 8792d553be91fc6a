"""The root of Through the Ages' decision kinds, and how a civilization is written back into a state.

Every kind (:mod:`rulekit.tta.decisions`) is a frozen slotted dataclass under :class:`Step`;
saves write a step as its ``kind``, ``player`` and each field not at its default.

:data:`AFTER_ACTION` names the point where the choices an action leaves are asked: while an
action (or an event) is applied, each choice it leaves (which tokens pay, where gained tokens
go, which action token is lost) is scheduled for that point with ``state.schedule``; when the
action is done the step that applied it fires the point, so the choices come on top of the
stack in the order they arose, the first one asked first.
"""

from __future__ import annotations

from rulekit.core import steps
from rulekit.tta.rules.cardinfo import info

__all__ = ["AFTER_ACTION", "LEFT", "Step", "discard", "has_left", "next_military_deck", "put", "then"]

#: The point an action's pending choices are scheduled for (fired as soon as the action is applied).
AFTER_ACTION = "after-action"

#: The point the mark of a civilization that resigned is kept at (:mod:`rulekit.tta.decisions.resign`): never
#: reached, so the mark stays for the rest of the game.
LEFT = "left-the-game"


def has_left(state, seat: int) -> bool:
    """Whether civilization ``seat`` has left the Full game by an honourable resignation (PL L2593-2600)."""
    return bool(state.scheduled) and any(s.due == LEFT and s.step.player == seat for s in state.scheduled)


class Step(steps.Step, root=True):
    """A Through the Ages decision or automatic step (``player`` is the seat it concerns)."""


def put(state, seat: int, p):
    """``state`` with civilization ``seat`` replaced by ``p``."""
    players = list(state.players)
    players[seat] = p
    return state._with_field("players", tuple(players))


def discard(state, *cards):
    """``state`` with ``cards`` (empty names ignored) put in the box: out of the game."""
    if len(cards) == 1:                 # the usual call: one card or none
        return state._with_field("box", state.box + cards) if cards[0] else state
    cards = tuple(c for c in cards if c)
    return state._with_field("box", state.box + cards) if cards else state


def then(state, *steps):
    """``state`` with the choices scheduled for :data:`AFTER_ACTION` on top of the stack, the first
    scheduled first, then ``steps``: what scheduling each of ``steps`` for that point and firing it
    gives, as one change of the state."""
    if state.scheduled:
        due = state.due(AFTER_ACTION)
        if due:
            return state._with(tasks=due + steps + state.tasks,
                               scheduled=tuple(s for s in state.scheduled if s.due != AFTER_ACTION))
    return state._with_field("tasks", steps + state.tasks) if steps else state


def next_military_deck(state, ended: str, waiting: str):
    """``state`` with the military deck of Age ``ended`` and its discards out of the game and the next
    age's military deck (the state field ``waiting``) in their place (PL L2312-2322, L2602-2606)."""
    old = state.military + tuple(c for c in state.mil_discard if info(c).age == ended)
    return discard(state, *old)._with(**{"military": getattr(state, waiting), waiting: ()},
                                      mil_discard=tuple(c for c in state.mil_discard if info(c).age != ended))
