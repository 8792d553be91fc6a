"""The logic every view shares: one current state, and the way to change it.

A :class:`Session` holds a rulekit state and is the only thing that calls
``apply``. Views never change the state themselves: they ask the session to
:meth:`~Session.play` an action (notation or an ``Action``), and redraw when
it tells them the state changed. Several views built on one session stay in
step, which is how a :class:`~rulekit_widgets.game.GameView` joins a pyramid
and the players' boards.

The session keeps no rule. Whether an action is legal, and why not, is the
engine's answer: a refused action leaves the state as it was and puts the
engine's message (with its rule citation) in :attr:`Session.error`.

>>> import rulekit.gunsteel as gs
>>> s = Session(gs.new_game(players=2, card_set="new-world", seed=1))
>>> s.play("res blue-1")
True
>>> s.play("buy H0")
False
>>> s.error.startswith("illegal 'buy H0'")
True
>>> s.undo().history
()
"""

from __future__ import annotations

import traitlets

from rulekit import IllegalAction, InvalidAction


class Session(traitlets.HasTraits):
    """One game being played: the current state plus the last outcome.

    Observe ``version`` to hear of every change of state (it counts them);
    ``error`` is the last refusal (``""`` after a legal action) and
    ``message`` a one-line account of the last legal action.
    """

    version = traitlets.Int(0)
    error = traitlets.Unicode("")
    message = traitlets.Unicode("")

    def __init__(self, state, **kwargs):
        super().__init__(**kwargs)
        self._state = state

    # -- the state ----------------------------------------------------------------
    @property
    def state(self):
        """The current state. Setting it replaces the game (and clears ``error``)."""
        return self._state

    @state.setter
    def state(self, new) -> None:
        self._state = new
        self.error = ""
        # A counter rather than a state-valued trait: states compare by value,
        # so an undo to an equal position would not notify anyone.
        self.version += 1

    def on_change(self, callback) -> None:
        """Call ``callback(state)`` after every change of state."""
        self.observe(lambda change: callback(self._state), names="version")

    # -- changing it -----------------------------------------------------------------
    def play(self, action) -> bool:
        """Apply ``action``; ``True`` if it was legal.

        An illegal or unreadable action changes nothing and sets ``error`` to
        the engine's message.
        """
        before = self._state
        try:
            after = before.apply(action)
        except (IllegalAction, InvalidAction) as err:
            self.error = str(err)
            return False
        who = f"P{before.to_move + 1}"
        self.state = after
        self.message = f"{who} played '{after.last_action}'. Now: {describe_turn(after)}."
        return True

    def undo(self):
        """Go back one action (the first position undoes to itself); return the state."""
        if self._state.history:
            undone = self._state.last_action
            self.state = self._state.undo()
            self.message = f"Took back '{undone}'. Now: {describe_turn(self._state)}."
        return self._state


def describe_turn(state) -> str:
    """Whose turn it is and what is being decided, in the engine's words."""
    if state.is_over:
        scores = ", ".join(f"P{i + 1} {v} VP" for i, v in enumerate(state.scores()))
        best = " and ".join(f"P{i + 1}" for i in state.winners())
        return f"game over ({state.ended}); {scores}; winner {best}"
    text = f"turn {state.turn}, P{state.current + 1}'s turn, {state.phase} phase"
    if state.decision is not None:
        text += f"; {state.decision.prompt}"
    return text
