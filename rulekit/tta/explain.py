"""Why an action is refused: the precise rule and reason for a TTA action.

The turn's options are exactly the actions :func:`rulekit.tta.turn.check`
accepts, so a refused action is explained by the same judge: the rule it breaks
and a sentence a player understands ("taking slot 6 costs 2 civil actions; you
have 1"). An action that belongs to another decision (an event's ``choose``
during a turn) gets that decision's rule.
"""

from __future__ import annotations

from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Choose

__all__ = ["Explain"]


class Explain:
    """Mixin of the State: ``_refusal_detail`` for the core decision stack."""

    __slots__ = ()

    def _refusal_detail(self, task, action):
        from rulekit.tta.turn import check

        if task.kind == "turn":
            return check(self, task.player, action) or (rb.TURN_PHASES, f"{action} is not possible now")
        if task.kind == "event":
            if not isinstance(action, Choose):
                return (rb.EVENTS_SIMPLE, f"P{task.player + 1} first answers the event {task.what}")
            return (rb.EVENTS_SIMPLE, f"the event {task.what} does not offer {action.answer!r}")
        if task.kind == "lose":
            return (rb.GAINED_LOST_TOKENS, f"P{task.player + 1} first says which {task.what} token is lost: "
                                           f"'choose spent' or 'choose unspent'")
        return None
