"""The shared :class:`~rulekit_widgets.session.Session`, worded for Civilization.

The generic session words a change with ``describe_turn``, which reads a
``current`` seat that a Civilization state does not have (its turns are phases in
which every player acts in order, and ``to_move`` is who decides now). This
subclass keeps the session's whole contract (one state, ``play``/``play_all``
all or nothing, ``undo``, ``error`` with the engine's rule) and only words the
message from the state's own ``where()`` and the pending decision's prompt.

>>> import rulekit.civ as civ
>>> s = CivSession(civ.new_game(players=2, civs=("Romans", "Arabs"), seed=1))
>>> s.play("done"), s.message
(True, "P1 played 'done'. Now: turn 1, Start of Turn, P2 to start — P2 (Arabs): Start of Turn — found cities, \
change government, invest, use the Teacher, or done.")
>>> s.play("research Agriculture"), s.error.split(" (rule")[0]
(False, "illegal 'research Agriculture': Agriculture costs 6 trade; you have 0")
>>> s.undo().history
()
"""

from __future__ import annotations

from rulekit import IllegalAction, InvalidAction
from rulekit_widgets.session import Session


def describe(state) -> str:
    """Where the game is and what is being decided, in the engine's words."""
    if state.is_over:
        return f"game over: P{state.winner + 1} ({state.players[state.winner].civ}) wins a {state.victory} victory"
    text = state.where()
    if state.decision is not None:
        text += f" — {state.decision.prompt}"
    return text


class CivSession(Session):
    """A :class:`Session` whose messages read a Civilization state's turn and phase."""

    def play(self, action) -> bool:
        before = self._state
        try:
            after = before.apply(action)
        except (IllegalAction, InvalidAction) as err:
            self.error = str(err)
            return False
        self.state = after
        self.message = f"P{before.to_move + 1} played '{after.last_action}'. Now: {describe(after)}."
        return True

    def play_all(self, actions) -> bool:
        before = state = self._state
        try:
            for action in actions:
                state = state.apply(action)
        except (IllegalAction, InvalidAction) as err:
            self.error = str(err)
            return False
        played = [str(a) for a in state.history[len(before.history):]]
        self.state = state
        self.message = (f"P{before.to_move + 1} played '" + "', then '".join(played)
                        + f"'. Now: {describe(state)}.")
        return True

    def undo(self):
        if self._state.history:
            undone = self._state.last_action
            self.state = self._state.undo()
            self.message = f"Took back '{undone}'. Now: {describe(self._state)}."
        return self._state


def civ_session_of(state, session, view: str) -> Session:
    """The session a view is built on: the one given, or a new :class:`CivSession` for ``state``."""
    if (state is None) == (session is None):
        raise TypeError(f"{view} needs a state or a session (one of them)")
    return session or CivSession(state)
