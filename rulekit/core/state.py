"""The contract every game state keeps, the history that comes with it, and the
one way to derive a new state from an old one.

A game's state is a frozen dataclass that subclasses :class:`GameState` and
provides the hooks it declares abstract:

``is_over``
    whether the game has ended;
``scores()``
    each player's score;
``_legal()``
    every legal action in this state, sorted by notation (``str``);
``_check(action)``
    raise :class:`~rulekit.core.errors.IllegalAction` if the action is illegal;
``_next(action)``
    the state after a legal action (a new object; ``self`` is never changed);
``snapshot()`` / ``from_snapshot(d)``
    the whole state as plain JSON data, and back;
``where()`` / ``_over_error()``
    a short key of the position for error messages, and the refusal once the
    game is over.

A game whose turn is a stack of pending decisions gets ``_legal``, ``_check``
and ``_next`` from :class:`rulekit.core.decisions.DecisionStack` instead.

In return it gets ``legal_actions``, ``apply`` (which always checks first),
``why_not``, and a history: every state remembers the state and action it came
from, so ``history``, ``undo()``, ``root()`` and ``state_at(n)`` cost nothing,
and ``to_dict()`` / ``from_dict()`` save a game as its start plus its action log.

States are changed only through :meth:`Frozen._with`, which copies the fields
and drops every cached value that could be stale (see :func:`cached`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import fields
from typing import Any, ClassVar

from rulekit.core.errors import DataError, IllegalAction, InvalidAction

__all__ = ["Frozen", "GameState", "cached"]


class cached:
    """A value computed from a frozen object once, then remembered on it.

    ``@cached()`` (no names) is remembered until the object is derived again:
    :meth:`Frozen._with` drops it from every new state. ``@cached("rows",
    "pyramid")`` is carried over to a derived state unless one of the named
    fields changed, so a value that depends only on those fields is not
    recomputed at every step.

    Examples
    --------
    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class Box(Frozen):
    ...     width: int
    ...     label: str = ""
    ...     @cached("width")
    ...     def area(self):
    ...         print("computing")
    ...         return self.width ** 2
    >>> b = Box(3)
    >>> b.area
    computing
    9
    >>> b._with(label="kept").area      # width unchanged: remembered
    9
    >>> b._with(width=4).area           # width changed: recomputed
    computing
    16
    """

    def __init__(self, *depends_on: str):
        if len(depends_on) == 1 and callable(depends_on[0]):
            raise TypeError("write @cached() or @cached('field', ...), with parentheses")
        self.depends_on = frozenset(depends_on)
        self.func = None
        self.name = ""

    def __call__(self, func):
        self.func = func
        self.__doc__ = func.__doc__
        self.__wrapped__ = func
        return self

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        value = self.func(obj)
        obj.__dict__[self.name] = value       # frozen objects: written past __setattr__
        return value


_LAYOUTS: dict[type, tuple[frozenset, tuple]] = {}


class Frozen:
    """Mixin for frozen dataclasses: ``_with(**changes)`` derives a changed copy.

    The copy holds the dataclass fields (with the changes); values remembered
    with :class:`cached` and the history links are dropped, except
    ``@cached(field, ...)`` values whose fields did not change. No game lists
    cached names by hand: anything a state remembers goes through ``cached``.
    """

    __slots__ = ()

    @classmethod
    def _layout(cls):
        """The class's field names, and what a derived copy drops: each ``@cached``
        value with the fields it depends on (none: always dropped), and the history links."""
        try:
            return _LAYOUTS[cls]
        except KeyError:
            drop = {"_parent": frozenset(), "_action": frozenset()}
            for klass in reversed(cls.__mro__):
                for name, value in vars(klass).items():
                    if isinstance(value, cached):
                        drop[name] = value.depends_on
                    elif name in drop and name not in ("_parent", "_action"):
                        del drop[name]
            layout = _LAYOUTS[cls] = (frozenset(f.name for f in fields(cls)), tuple(drop.items()))
            return layout

    def _with(self, **changes):
        """A copy with some fields changed; stale cached values are not carried over."""
        cls = type(self)
        names, drop = _LAYOUTS.get(cls) or cls._layout()
        if not changes.keys() <= names:
            unknown = ", ".join(sorted(changes.keys() - names))
            raise TypeError(f"{cls.__name__} has no field {unknown}")
        d = self.__dict__.copy()
        for name, deps in drop:
            if name in d and (not deps or not deps.isdisjoint(changes)):
                del d[name]
        d.update(changes)
        new = object.__new__(cls)
        object.__setattr__(new, "__dict__", d)
        return new

    but = _with


class GameState(Frozen, ABC):
    """Base class of every game's state. Subclasses are frozen dataclasses."""

    __slots__ = ()

    #: short game name, used in saves
    game: ClassVar[str] = ""
    #: the Action class whose ``parse`` reads notation for this game
    action_type: ClassVar[Any] = None

    _parent: "GameState | None" = None
    _action: Any = None

    # -- hooks a game provides -----------------------------------------------------
    @property
    @abstractmethod
    def is_over(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def scores(self) -> tuple:
        """Each player's score, by seat."""

    @abstractmethod
    def _legal(self) -> list:
        """Every legal action of a live state, sorted by notation."""

    @abstractmethod
    def _check(self, action) -> None:
        """Raise ``IllegalAction`` if ``action`` is not legal here."""

    @abstractmethod
    def _next(self, action) -> "GameState":
        """The state after a legal action."""

    @abstractmethod
    def snapshot(self) -> dict:
        """The whole state as plain JSON data."""

    @classmethod
    @abstractmethod
    def from_snapshot(cls, data: dict, source: str = "<snapshot>") -> "GameState":
        """A state from :meth:`snapshot`'s data; ``DataError`` naming the field if broken."""

    @abstractmethod
    def where(self) -> str:
        """A short key of the position (turn, player, phase) for messages."""

    @abstractmethod
    def _over_error(self):
        """Raise the ``IllegalAction`` for any action once the game is over."""

    # -- public contract ---------------------------------------------------------
    def legal_actions(self) -> list:
        """Every legal action, sorted; empty once the game is over."""
        if self.is_over:
            return []
        return self._legal()

    def why_not(self, action) -> IllegalAction | InvalidAction | None:
        """``None`` if ``action`` is legal here, else the error ``apply`` would raise."""
        try:
            action = self._coerce(action)
            self._checked(action)
        except (IllegalAction, InvalidAction) as err:
            return err
        return None

    def apply(self, action) -> "GameState":
        """The state after ``action``. Raises ``IllegalAction``; never changes ``self``.

        ``action`` may be an action object or its notation (``str(action)``).
        """
        action = self._coerce(action)
        self._checked(action)
        nxt = self._next(action)
        nxt.__dict__["_parent"] = self
        nxt.__dict__["_action"] = action
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
        if self.action_type is not None and not isinstance(action, self.action_type):
            raise InvalidAction(repr(action), f"not a {self.game} action nor its notation")
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
