"""The logic every view shares, for every game: one current state, the way to change it, its log.

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

A click that stands for several actions (build, then place the piece) is
:meth:`Session.play_all`: all of them or none.

>>> s.play_all(["res blue-1", "buy H0"])
False
>>> s.state.history, s.error.startswith("illegal 'buy H0'")
((), True)
"""

from __future__ import annotations

from html import escape

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
        self.message = f"{who} played '{after.last_action}'. Now: {self.describe(after)}."
        return True

    def play_all(self, actions) -> bool:
        """Apply several actions as one move: all of them, or (if one is refused)
        none, with the refusal in ``error``. ``True`` if the state changed."""
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
                        + f"'. Now: {self.describe(state)}.")
        return True

    def undo(self):
        """Go back one action (the first position undoes to itself); return the state."""
        if self._state.history:
            undone = self._state.last_action
            self.state = self._state.undo()
            self.message = f"Took back '{undone}'. Now: {self.describe(self._state)}."
        return self._state

    def describe(self, state) -> str:
        """Where the game is, for the messages: the engine's own words (``state.status()``)."""
        return state.status()


def session_of(state, session, view: str) -> Session:
    """The session a view is built on: the one given, or a new session for ``state`` (exactly one
    of them)."""
    if (state is None) == (session is None):
        raise TypeError(f"{view} needs a state or a session (one of them)")
    return session or Session(state)


def status_html(text: str) -> str:
    """A game view's status line (class ``rk-game-status``)."""
    return f'<div class="rk-game-status" style="font-size:14px;font-weight:600">{escape(text)}</div>'


class GameControls:
    """What every game's ``GameView`` (an ``ipywidgets.VBox``) shares: the session's state, playing
    an action, and the status line, *Undo* button and log it keeps up to date. A view calls
    :meth:`_make_controls` once and :meth:`_redraw_controls` on every change of state."""

    session: Session

    @property
    def state(self):
        return self.session.state

    def play(self, action) -> bool:
        """Play an action as if its button were clicked; ``True`` if legal."""
        return self.session.play(action)

    def log_lines(self) -> list[str]:
        return log_lines(self.state)

    def _make_controls(self) -> None:
        """``status`` (HTML), ``undo_button`` (takes back the last action) and ``log_view`` (HTML)."""
        import ipywidgets as w

        self.status = w.HTML()
        self.undo_button = w.Button(description="Undo", icon="undo", tooltip="take back the last action")
        self.undo_button.on_click(lambda _b: self.session.undo())
        self.log_view = w.HTML()

    def _redraw_controls(self, status: str) -> None:
        s = self.state
        self.status.value = status_html(status)
        self.undo_button.disabled = not s.history
        self.log_view.value = log_html(s)


def log_entries(state) -> list[tuple[int, str]]:
    """(seat who chose, notation) for every action of the state's history."""
    entries = []
    node = state
    for _ in range(len(state.history)):      # walk back to the start once
        parent = node.undo()
        entries.append((parent.to_move, str(node.last_action)))
        node = parent
    return entries[::-1]


def log_lines(state) -> list[str]:
    """``"n. Pk notation"`` for every action so far."""
    return [f"{n}. P{seat + 1} {text}" for n, (seat, text) in enumerate(log_entries(state), 1)]


def log_html(state) -> str:
    """The actions so far as a numbered, scrolling list (class ``rk-log``)."""
    lines = log_lines(state)
    items = "".join(f'<li data-step="{n}">{escape(t.split(". ", 1)[1])}</li>' for n, t in enumerate(lines, 1))
    return ('<details open class="rk-log"><summary>Actions so far '
            f'({len(lines)})</summary><ol style="max-height:12em;overflow:auto;margin:0">'
            f'{items}</ol></details>')


def prompt_html(decision) -> str:
    """The engine's prompt for a decision; its rule shows on hover."""
    return (f'<div class="rk-prompt" data-task="{escape(decision.kind)}" title="{escape(str(decision.rule))}">'
            f'{escape(decision.prompt)}</div>')
