"""The contract every game state keeps, and the history that comes with it.

A game subclasses :class:`GameState` and supplies five hooks:

``_legal()``
    every legal action in this state, sorted by notation (``str``);
``_check(action)``
    raise :class:`~rulekit.core.errors.IllegalAction` if the action is illegal;
``_next(action)``
    the state after a legal action (a new object; ``self`` is never changed);
``snapshot()`` / ``from_snapshot(d)``
    the whole state as plain JSON data, and back.

In return it gets ``legal_actions``, ``apply`` (which always checks first),
``why_not``, and a history: every state remembers the state and action it came
from, so ``history``, ``undo()``, ``root()`` and ``state_at(n)`` cost nothing,
and ``to_dict()`` / ``from_dict()`` save a game as its start plus its action log.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rulekit.core.errors import DataError, IllegalAction, InvalidAction


class GameState:
    """Base class of every game's state. Subclasses are immutable."""

    #: short game name, used in saves
    game: ClassVar[str] = ""
    #: the Action class whose ``parse`` reads notation for this game
    action_type: ClassVar[Any] = None

    _parent: "GameState | None" = None
    _action: Any = None

    # -- public contract ---------------------------------------------------------
    @property
    def is_over(self) -> bool:  # pragma: no cover - every game overrides
        raise NotImplementedError

    def legal_actions(self) -> list:
        """Every legal action, sorted; empty once the game is over."""
        if self.is_over:
            return []
        return self._legal()

    def why_not(self, action) -> IllegalAction | None:
        """``None`` if ``action`` is legal here, else the error ``apply`` would raise."""
        try:
            action = self._coerce(action)
            self._checked(action)
        except IllegalAction as err:
            return err
        return None

    def apply(self, action) -> "GameState":
        """The state after ``action``. Raises ``IllegalAction``; never changes ``self``.

        ``action`` may be an action object or its notation (``str(action)``).
        """
        action = self._coerce(action)
        self._checked(action)
        nxt = self._next(action)
        object.__setattr__(nxt, "_parent", self)
        object.__setattr__(nxt, "_action", action)
        return nxt

    # -- history -------------------------------------------------------------------
    @property
    def history(self) -> tuple:
        """The actions from the root to this state, oldest first."""
        actions = []
        node = self
        while node._parent is not None:
            actions.append(node._action)
            node = node._parent
        return tuple(reversed(actions))

    @property
    def last_action(self):
        return self._action

    def root(self) -> "GameState":
        node = self
        while node._parent is not None:
            node = node._parent
        return node

    def undo(self) -> "GameState":
        """The state before the last action (the root undoes to itself)."""
        return self._parent if self._parent is not None else self

    def state_at(self, n: int) -> "GameState":
        """The state after the first ``n`` actions of this state's history."""
        chain = [self]
        while chain[-1]._parent is not None:
            chain.append(chain[-1]._parent)
        chain.reverse()
        if not 0 <= n < len(chain):
            raise IndexError(f"state_at({n}): history has states 0..{len(chain) - 1}")
        return chain[n]

    # -- saving ----------------------------------------------------------------------
    def to_dict(self) -> dict:
        """A save: the root state, the action log, and this state (for checking)."""
        return {
            "game": self.game,
            "format": 1,
            "root": self.root().snapshot(),
            "log": [str(a) for a in self.history],
            "state": self.snapshot(),
        }

    @classmethod
    def from_dict(cls, data: dict, source: str = "<save>") -> "GameState":
        """Rebuild a saved game by replaying its log from its root.

        A save whose log does not replay, or whose replay does not reach the
        stored state, raises :class:`DataError` naming the step.
        """
        if not isinstance(data, dict):
            raise DataError(source, "top level", "a save must be a JSON object")
        for key in ("game", "root", "log"):
            if key not in data:
                raise DataError(source, key, "missing")
        if data["game"] != cls.game:
            raise DataError(source, "game", f"is {data['game']!r}, expected {cls.game!r}")
        state = cls.from_snapshot(data["root"], source=source)
        for i, text in enumerate(data["log"], 1):
            try:
                state = state.apply(text)
            except (InvalidAction, IllegalAction) as err:
                raise DataError(source, f"log step {i} ({text!r})", str(err)) from None
        if "state" in data and data["state"] != state.snapshot():
            raise DataError(source, "state", "does not match the state the log replays to")
        return state

    # -- helpers ----------------------------------------------------------------------
    def _coerce(self, action):
        if isinstance(action, str):
            return self.action_type.parse(action)
        return action

    def _checked(self, action) -> None:
        try:
            if self.is_over:
                self._over_error()
            self._check(action)
        except IllegalAction as err:
            if not err.action:
                raise err.placed(str(action), self.where()) from None
            raise

    def where(self) -> str:  # pragma: no cover - games override
        return ""

    def _over_error(self):  # pragma: no cover - games override
        raise NotImplementedError
