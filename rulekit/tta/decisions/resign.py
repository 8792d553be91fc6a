"""Honourable resignation in the Full game (PL 3.3.4, L2593-2600; HU L2281-2290).

At the start of its turn a civilization may declare its collapse and leave the game (``resign``,
:class:`~rulekit.tta.actions.Resign`). The choice is offered with the turn's first decision, never
forced: with the political action when there is one to take
(:class:`~rulekit.tta.decisions.advanced.Political`), otherwise before the first action of the
turn (a :class:`~rulekit.tta.decisions.Turn` marked ``opening``); both come after the card-row
refill and after a war of the player's own that was due (⚠AMB-20, ``war_timing``: the options'
doc says why). Random playouts never take it (``rulekit.tta.SPEC``'s playout).

Leaving (:func:`resign`):

- the civilization's points no longer count: every other player ranks ahead of it
  (``State.winners``), and once a single civilization is left it wins and the game is over;
- its turns are skipped (:func:`next_seat`), it is asked nothing more: events every player answers,
  auctions, pacts and attacks pass it by (:func:`active_seats`);
- a war declared on it or by it has no effect: the card is discarded (PL L2596-2597; HU 2283-2284);
- a pact it is a party to ends, its card discarded (the partner has no one to keep it with);
- from then on the refill clears the first slots by the number of players left (:func:`removed_slots`,
  ⚠AMB-16 ``resign_removal``).

Its cards stay where they lie, out of play with it, so every card is still counted where it is.
The mark that it left is a :class:`Resigned` step kept in the state's scheduled steps at a point the
game never reaches (:data:`LEFT`), so a game where nobody resigns saves as before.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Resign
from rulekit.tta.decisions import advanced
from rulekit.tta.decisions.base import LEFT, Step, has_left, put
from rulekit.tta.decisions.military import to_discards
from rulekit.tta.decisions.wars import War
from rulekit.tta.rules import REMOVED_SLOTS

__all__ = ["LEFT", "RESIGN", "Resigned", "active_seats", "has_resigned", "next_seat", "opened", "opened_tasks", "removed_slots",
           "resign", "resigned_note", "winners"]

RESIGN = Resign()


@dataclass(frozen=True, slots=True)
class Resigned(Step):
    """The mark of a civilization that has left the game (``player``): kept in the state's scheduled steps
    for the rest of the game, never run."""

    kind = "resigned"
    rule = rb.RESIGNATION
    prompt = "{who} has left the game"


has_resigned = has_left


def active_seats(state, seats=None) -> tuple:
    """``seats`` (default: every seat, in order) without the civilizations that have resigned."""
    seats = tuple(range(len(state.players))) if seats is None else tuple(seats)
    if not state.scheduled:
        return seats
    gone = {s.step.player for s in state.scheduled if s.due == LEFT}
    return tuple(s for s in seats if s not in gone) if gone else seats


def next_seat(state, after: int):
    """The first seat after ``after`` (in seat order, not wrapping) still in the game, or ``None``;
    ``after = -1`` gives the first seat still in."""
    if not state.scheduled:         # nobody has resigned (the mark is a scheduled step): the next seat, if any
        return after + 1 if after + 1 < len(state.players) else None
    for seat in active_seats(state, range(after + 1, len(state.players))):
        return seat
    return None


@cites(rb.CARD_ROW_REMOVAL, rb.RESIGNATION)
def removed_slots(state) -> int:
    """How many of the row's first slots a refill clears: by the removal table for the players in the game
    (3, 2, 1 for 2, 3, 4; PL L682-690), after a resignation for the players left (``resign_removal =
    "table"``, ⚠AMB-16) or as many as players are left (``"players"``, the literal reading of PL L2599)."""
    n = len(active_seats(state))
    if n != len(state.players) and state.options.resign_removal == "players":
        return n
    return REMOVED_SLOTS[max(n, 2)]


def opened(state):
    """``state`` with the turn's first decision over: the action phase below no longer offers to resign."""
    tasks = opened_tasks(state.tasks)
    return state if tasks is state.tasks else state._with_field("tasks", tasks)


def opened_tasks(tasks: tuple) -> tuple:
    """The stack ``tasks`` with the turn's first decision over (:func:`opened`): each step marked ``opening``
    no longer so; ``tasks`` itself when none is."""
    out = None
    for i, t in enumerate(tasks):
        if _opens(t):        # the action phase's Turn, just below the political action
            if out is None:
                out = list(tasks)
            out[i] = t.but(opening=False)
    return tasks if out is None else tuple(out)


#: Whether a step class has the field ``opening`` (by class; only the action phase's Turn has it).
_HAS_OPENING: dict = {}


def _opens(step) -> bool:
    """Whether ``step`` is marked ``opening``: read only of a class that has the field (a step without it
    would raise and catch an ``AttributeError`` inside ``getattr``)."""
    has = _HAS_OPENING.get(step.__class__)
    if has is None:
        has = _HAS_OPENING[step.__class__] = hasattr(step.__class__, "opening")
    return has and step.opening


@cites(rb.RESIGNATION, rb.WAR_OUTCOME, rb.PACTS)
def resign(state, seat: int):
    """``seat`` leaves the game (PL L2593-2600; HU 2281-2290): marked as gone; the rest of its turn dropped;
    every war declared by it or on it discarded with no effect; any pact it is a party to ended, its card
    discarded; once a single civilization is left, the game is over and it wins."""
    state = state.schedule(LEFT, Resigned(seat))
    wars = [s.step for s in state.scheduled if isinstance(s.step, War) and seat in (s.step.player, s.step.target)]
    if wars:
        state = state._with(scheduled=tuple(s for s in state.scheduled if s.step not in wars))
        state = to_discards(state, *(w.card for w in wars))
    for holder, p in enumerate(state.players):
        if p.pact and seat in (holder, p.pact[1]):
            state = to_discards(put(state, holder, p._with(pact=())), p.pact[0])
    state = state._with(tasks=tuple(t for t in state.tasks if t.player != seat))
    if len(active_seats(state)) <= 1:
        return state._with(tasks=(), over=True)
    return state


@cites(rb.RESIGNATION)
def winners(state) -> tuple:
    """The seats with the most culture among the civilizations still in the game: one that resigned ranks
    behind every other player, and the last one left wins (PL L2593-2600; HU 2281-2290)."""
    seats = active_seats(state)
    best = max(state.players[s].culture for s in seats)
    return tuple(s for s in seats if state.players[s].culture == best)


def resigned_note(state) -> str:
    """What the game's outcome says of resignations: ``""`` (none), the whole sentence when the last
    civilization left has won, or a note for the culture table."""
    seats = active_seats(state)
    left = [s for s in range(len(state.players)) if s not in seats]
    if not left:
        return ""
    gone = ", ".join(f"P{s + 1}" for s in left)
    if len(seats) == 1:
        return f"game over: {gone} resigned; P{seats[0] + 1}, the last civilization left, wins"
    return f"; {gone} resigned and rank last"


advanced.RESIGNATION.update(resign=resign, opened=opened, opened_tasks=opened_tasks)
