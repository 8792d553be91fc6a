"""The shared :class:`~rulekit_widgets.session.Session`, worded for Civilization.

The generic session words a change with ``describe_turn``, which reads a
``current`` seat that a Civilization state does not have (its turns are phases in
which every player acts in order, and ``to_move`` is who decides now). This
subclass keeps the session's whole contract and only words the message from the
state's own ``where()`` and the pending decision's prompt.

>>> import rulekit.civ as civ
>>> s = CivSession(civ.new_game(players=2, civs=("Romans", "Arabs"), seed=1))
>>> s.play("done"), s.message
(True, "P1 played 'done'. Now: turn 1, Start of Turn, P2 to start — P2 (Arabs): Start of Turn — found cities, \
change government, invest, use the Teacher, or done.")
>>> s.play("research Agriculture"), s.error.split(" (rule")[0]
(False, "illegal 'research Agriculture': that is done in the research phase, not now (start)")
>>> s.undo().history
()
"""

from __future__ import annotations

from rulekit_widgets.session import Session, describe_decision, session_of


def describe(state) -> str:
    """Where the game is and what is being decided, in the engine's words."""
    if state.is_over:
        return f"game over: P{state.winner + 1} ({state.players[state.winner].civ}) wins a {state.victory} victory"
    return describe_decision(state)


class CivSession(Session):
    """A :class:`Session` whose messages read a Civilization state's turn and phase."""

    def describe(self, state) -> str:
        return describe(state)


def civ_session_of(state, session, view: str) -> Session:
    """The session a view is built on: the one given, or a new :class:`CivSession` for ``state``."""
    return session_of(state, session, view, CivSession)
