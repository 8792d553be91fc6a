"""The shared :class:`~rulekit_widgets.session.Session`, worded for Through the Ages.

The generic session words a change with ``describe_turn`` (turn, seat and phase);
a Through the Ages turn is a stack of decisions, so the phase says little.
This subclass keeps the session's whole contract and words the message from the
state's own ``where()`` and the open decision's prompt; at the end, the culture of
each player (the final bonus included) and the winner.

>>> import rulekit.tta as tta
>>> s = TtaSession(tta.new_game(players=2, seed=1))
>>> s.play("take 1"), s.message
(True, "P1 played 'take 1'. Now: P1, round 1: take an action (0 civil, 0 military left) or end.")
>>> s.play("take 2"), s.error.split(" (rule")[0]
(False, "illegal 'take 2': no civil action left this turn")
>>> s.undo().history
()
"""

from __future__ import annotations

from rulekit_widgets.session import Session, describe_decision, session_of


def describe(state, prompt: bool = True) -> str:
    """Where the game is and what is being decided, in the engine's words (``prompt=False``: where only,
    for a view whose prompt bar already shows the decision's prompt)."""
    if state.is_over:
        scores = state.scores()
        best = max(scores)
        winners = " and ".join(f"P{i + 1}" for i, v in enumerate(scores) if v == best)
        return ("game over: culture " + ", ".join(f"P{i + 1} {v}" for i, v in enumerate(scores))
                + f" (final bonus included); most culture: {winners}")
    if prompt and state.decision is not None:
        return state.decision.prompt            # it names the player and the round itself
    return describe_decision(state, prompt=False)


class TtaSession(Session):
    """A :class:`Session` whose messages read a Through the Ages state's round and decision."""

    def describe(self, state) -> str:
        return describe(state)


def tta_session_of(state, session, view: str) -> Session:
    """The session a view is built on: the one given, or a new :class:`TtaSession` for ``state``."""
    return session_of(state, session, view, TtaSession)
