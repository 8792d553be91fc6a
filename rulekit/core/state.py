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
``FIELD_TYPES`` / ``UNSAVED``
    how the fields that are not plain data are written (``snapshot()``) and
    read (``from_snapshot(d)``), and which derived fields are not written;
``where()`` / ``_over_error()``
    a short key of the position for error messages, and the refusal once the
    game is over.

A game whose turn is a stack of pending decisions gets ``_legal``, ``_check``
and ``_next`` from :class:`rulekit.core.decisions.DecisionStack` instead.

In return it gets ``legal_actions``, ``apply`` (which always checks first),
``why_not``, and a history: every state remembers the state and action it came
from, so ``history``, ``undo()``, ``root()`` and ``state_at(n)`` cost nothing,
and ``to_dict()`` / ``from_dict()`` save a game as its start plus its action log.

Saves cannot be forged. A game whose first state came from the game's
``new_game`` records its arguments (``_set_up(params)``, called by
``new_game``); its save holds those parameters and the log, and loading
rebuilds the start with ``new_game`` and replays the log — a stored root is
never trusted. Any other first state (a worked example's start, a position a
user set up) is a *custom start*: the save says ``"start": "custom"`` and holds
the root snapshot, which loading checks with the game's ``check_start``
(the same rules as a scenario start) before replaying. ``state.custom_start``
says which kind a game is, as a chess PGN's ``SetUp`` tag does.

States are changed only through :meth:`Frozen._with`, which copies the fields
and drops every cached value that could be stale (see :func:`cached`).
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from dataclasses import fields
from typing import Any, ClassVar

from rulekit.core.errors import DataError, IllegalAction, InvalidAction, RulekitError
from rulekit.core.saves import _BROKEN, FORMAT, read_save, write_save
from rulekit.core.snapshots import check_types, read_state, write_state

__all__ = ["FORMAT", "Frozen", "GameState", "cached"]



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
#: For a class and the names of the fields a copy changes: the remembered values the copy drops.
_DROPS: dict[tuple, tuple] = {}
#: For a class, the ``@cached`` names a copy carries and the fields it changes: what the copy drops, the stale
#: values it does not carry (:meth:`Frozen._with_remembered`), found once per such copy.
_KEPT: dict[tuple, tuple] = {}
#: For a class, the ``@cached`` names a copy keeps (one tuple of its caller's) and the fields it changes: what the
#: copy drops (:meth:`Frozen._with_keeping`), found once per such copy.
_KEEPING: dict[tuple, tuple] = {}
#: For a class: the names of its ``@cached`` values (:meth:`Frozen._with_remembered`).
_CACHED_NAMES: dict[type, frozenset] = {}


_new = object.__new__
_set_dict = object.__setattr__
#: The links of a state to its history, dropped from every derived copy.
_LINKS = ("_parent", "_action", "_setup", "_loaded", "_load_note")


def _stale(cls, changes) -> tuple:
    """What a copy of ``cls`` with ``changes`` drops (remembered in ``_DROPS``): the history links,
    each ``@cached()`` value and each ``@cached(field, ...)`` value one of whose fields changed."""
    names, drop = _LAYOUTS.get(cls) or cls._layout()
    if not changes.keys() <= names:
        unknown = ", ".join(sorted(changes.keys() - names))
        raise TypeError(f"{cls.__name__} has no field {unknown}")
    gone = _DROPS[(cls, *changes)] = tuple(name for name, deps in drop if not deps or not deps.isdisjoint(changes))
    return gone


def _cached_names(cls) -> frozenset:
    """The names of ``cls``'s ``@cached`` values (remembered in ``_CACHED_NAMES``)."""
    names = _CACHED_NAMES.get(cls)
    if names is None:
        names = _CACHED_NAMES[cls] = frozenset(n for n, _ in cls._layout()[1] if n not in _LINKS)
    return names


def _drops_carrying(cls, carried, changes) -> tuple:
    """What a copy of ``cls`` with ``changes`` drops when it carries the ``@cached`` values named in ``carried``
    (:meth:`Frozen._with_remembered`, :meth:`Frozen._with_keeping`): the stale values but those; a name that is
    not a ``@cached`` value of the class is a ``TypeError``. Asked once per such copy (its callers remember it)."""
    names = _cached_names(cls)
    for name in carried:
        if name not in names:
            raise TypeError(f"{cls.__name__} remembers no @cached value {name!r}")
    stale = _DROPS.get((cls, *changes)) or _stale(cls, changes)
    return tuple(name for name in stale if name not in carried)


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
            drop = {name: frozenset() for name in _LINKS} if issubclass(cls, GameState) else {}
            for klass in reversed(cls.__mro__):
                for name, value in vars(klass).items():
                    if isinstance(value, cached):
                        drop[name] = value.depends_on
                    elif name in drop and name not in _LINKS:
                        del drop[name]
            layout = _LAYOUTS[cls] = (frozenset(f.name for f in fields(cls)), tuple(drop.items()))
            return layout

    def _with(self, **changes):
        """A copy with some fields changed; stale cached values are not carried over."""
        cls = type(self)
        gone = _DROPS.get((cls, *changes))
        if gone is None:                       # first change of these fields: which values go stale
            gone = _stale(cls, changes)
        d = self.__dict__.copy()
        for name in gone:
            if name in d:
                del d[name]
        d.update(changes)
        new = _new(cls)
        _set_dict(new, "__dict__", d)
        return new

    but = _with

    def _remembered(self, name: str):
        """The value the ``@cached`` ``name`` remembered on this object, or ``None`` if it was not asked yet."""
        return self.__dict__.get(name)

    def _remembered_among(self, names) -> dict:
        """Of the ``@cached`` ``names``, those this object remembered, with their values: what a narrower
        invalidation carries to a copy (:meth:`_with_remembered`), read at once."""
        d, found = self.__dict__, {}
        for name in names:
            if name in d:
                found[name] = d[name]
        return found

    def _with_remembered(self, remembered: dict, **changes):
        """``_with(**changes)``, with the copy remembering ``remembered``: ``@cached`` names of the class and
        their values for the copy. This is the narrower invalidation a game knows for a field that holds
        several things (a player's cards with their workers and tokens, a row of cards): a value the change
        cannot affect, carried over, or one updated from this object's instead of computed again. A name
        that is not a ``@cached`` value of the class is a ``TypeError``.

        >>> from dataclasses import dataclass
        >>> @dataclass(frozen=True)
        ... class Row(Frozen):
        ...     cards: tuple
        ...     @cached("cards")
        ...     def count(self):
        ...         print("counting")
        ...         return len([c for c in self.cards if c])
        >>> r = Row(("a", "b", "c"))
        >>> r.count
        counting
        3
        >>> taken = r._with_remembered({"count": r._remembered("count") - 1}, cards=("a", "", "c"))
        >>> taken.count                     # carried over, not counted again
        2
        >>> r._with_remembered({"cards": ()}, cards=())
        Traceback (most recent call last):
        ...
        TypeError: Row remembers no @cached value 'cards'
        """
        cls = type(self)
        key = (cls, *remembered, None, *changes)        # None: where the carried names end and the fields begin
        gone = _KEPT.get(key)
        if gone is None:                # first copy carrying these names with these changes: check and remember
            gone = _KEPT[key] = _drops_carrying(cls, remembered, changes)
        d = self.__dict__.copy()
        for name in gone:
            if name in d:
                del d[name]
        d.update(changes)
        d.update(remembered)
        new = _new(cls)
        _set_dict(new, "__dict__", d)
        return new

    def _with_keeping(self, kept: tuple, changes: dict, also: dict | None = None):
        """``_with(**changes)``, the copy keeping whichever ``@cached`` values named in ``kept`` this object
        remembers, where they are, and remembering ``also`` (more values for the copy: one in ``kept`` that
        this object remembers wins over it). The narrower invalidation of :meth:`_with_remembered` for values
        a game knows the change cannot affect: they are not read out and written back, the copy merely does
        not drop them. ``kept`` is a tuple the caller keeps (one per kind of copy: it is part of the key under
        which what the copy drops is found once); a name in it that is not a ``@cached`` value of the class is
        a ``TypeError``. ``changes`` is a dict, not keyword arguments: a caller passes on the one it has
        (a hot copy, where packing the keywords again cost a third of its time).

        >>> from dataclasses import dataclass
        >>> @dataclass(frozen=True)
        ... class Row(Frozen):
        ...     cards: tuple
        ...     marks: int = 0
        ...     @cached("cards")
        ...     def count(self):
        ...         print("counting")
        ...         return len(self.cards)
        >>> r = Row(("a", "b"))
        >>> r.count
        counting
        2
        >>> turned = r._with_keeping(("count",), {"cards": ("b", "a")})    # the same cards, turned around
        >>> turned.count                    # kept, not counted again
        2
        >>> r._with_keeping(("cards",), {"marks": 1})
        Traceback (most recent call last):
        ...
        TypeError: Row remembers no @cached value 'cards'
        """
        cls = type(self)
        key = (cls, kept, *changes)
        gone = _KEEPING.get(key)
        if gone is None:                # first copy keeping these names with these changes: check and remember
            gone = _KEEPING[key] = _drops_carrying(cls, kept, changes)
        d = self.__dict__.copy()
        for name in gone:
            if name in d:
                del d[name]
        d.update(changes)
        if also:
            names = _CACHED_NAMES[cls]          # found by the first copy of the class (_drops_carrying)
            if not also.keys() <= names:
                unknown = ", ".join(sorted(also.keys() - names))
                raise TypeError(f"{cls.__name__} remembers no @cached value {unknown}")
            for name, value in also.items():
                if name not in d:
                    d[name] = value
        new = _new(cls)
        _set_dict(new, "__dict__", d)
        return new

    def _with_field(self, name: str, value):
        """``_with(**{name: value})``: one field changed (a decision stack's push and pop, a
        player replaced), without the keyword arguments' packing."""
        cls = type(self)
        gone = _DROPS.get((cls, name))
        if gone is None:
            return self._with(**{name: value})
        d = self.__dict__.copy()
        for stale in gone:
            if stale in d:
                del d[stale]
        d[name] = value
        new = _new(cls)
        _set_dict(new, "__dict__", d)
        return new


class GameState(Frozen, ABC):
    """Base class of every game's state. Subclasses are frozen dataclasses."""

    __slots__ = ()

    #: short game name, used in saves
    game: ClassVar[str] = ""
    #: what a score counts, in the outcome's words
    SCORE_UNIT: ClassVar[str] = "VP"
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

    #: the version of the game's rules engine, written in every save: raised when a fix to a rule
    #: changes the position a logged game replays to, so that a save made before the fix still loads
    #: (its log replayed under today's rules) and says that its position differs from the one saved
    RULES: ClassVar[int] = 1
    #: for an older rules version, the options that read a fixed rule as that version did (a save whose
    #: log no longer replays under today's reading is read again with them; see :mod:`rulekit.core.saves`)
    OLDER_READINGS: ClassVar[dict] = {}

    #: fields whose values are not plain data, and the class that writes and reads them:
    #: the game's options, its root step (``tasks``, ``scheduled``), its record parts
    #: (``players``: a :class:`~rulekit.core.snapshots.Part`)
    FIELD_TYPES: ClassVar[dict] = {}
    #: fields a snapshot leaves out (an index kept for speed, derived again when needed)
    UNSAVED: ClassVar[frozenset] = frozenset()

    def snapshot(self) -> dict:
        """The whole state as plain JSON data, from its fields (:mod:`rulekit.core.snapshots`)."""
        return write_state(self)

    @classmethod
    def from_snapshot(cls, data: dict, source: str = "<snapshot>") -> "GameState":
        """A state from :meth:`snapshot`'s data; ``DataError`` naming the field if broken."""
        return read_state(cls, data, source)

    @abstractmethod
    def where(self) -> str:
        """A short key of the position (turn, player, phase) for messages."""

    def winners(self) -> tuple[int, ...]:
        """The seats with the highest score (a game with a tie-break overrides this)."""
        scores = self.scores()
        best = max(scores)
        return tuple(i for i, v in enumerate(scores) if v == best)

    def end_reason(self) -> str:
        """Hook: why the game ended, where the game records it (``""``: not recorded)."""
        return ""

    def outcome(self) -> str:
        """How the game ended, in words: why (:meth:`end_reason`), the scores and the winners
        (a game with no scores but a victory overrides this)."""
        why = self.end_reason()
        scores = ", ".join(f"P{i + 1} {v} {self.SCORE_UNIT}" for i, v in enumerate(self.scores()))
        best = " and ".join(f"P{i + 1}" for i in self.winners())
        return f"game over{f' ({why})' if why else ''}; {scores}; winner {best}"

    def status(self) -> str:
        """Where the game stands, in the engine's words: the position (:meth:`where`), and
        once it is over, :meth:`outcome`. What a status line or a session's message says."""
        return self.outcome() if self.is_over else self.where()

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
        if not self._listed(action):            # read and judged, unless it is what legal_actions() listed
            action = self._coerce(action)
            self._checked(action)
        nxt = self._next(action)
        d = nxt.__dict__
        d["_parent"] = self
        d["_action"] = action
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
    def _set_up(self, params: dict) -> "GameState":
        """Mark this fresh state as ``new_game(**params)``'s (``params`` as JSON data); returns it.

        Only ``new_game`` calls this. A derived state never carries the mark, so
        any position changed by hand is a custom start.
        """
        self.__dict__["_setup"] = dict(params)
        return self

    def setup_params(self) -> dict | None:
        """The ``new_game`` arguments that set up this game's first state, as JSON
        data; ``None`` for a custom start."""
        found = self.root().__dict__.get("_setup")
        return dict(found) if found is not None else None

    @property
    def custom_start(self) -> bool:
        """Whether this game began from a position ``new_game`` did not set up
        (a worked example's start, a position set by hand, or a save of one)."""
        return self.root().__dict__.get("_setup") is None

    @property
    def loaded_from(self) -> str:
        """The save this game was loaded from (``""`` if it was not loaded)."""
        return self.root().__dict__.get("_loaded", "")

    @classmethod
    def _from_setup(cls, params: dict) -> "GameState":
        """Hook: the first state of ``new_game(**params)`` (by default the registered game's)."""
        from rulekit.core import registry

        return registry.spec(cls.game).new_game(**params)

    #: fields that hold a seat (checked by :meth:`check_position` where the state has them)
    SEAT_FIELDS: ClassVar[tuple] = ("current", "first")
    #: fields that count rounds or turns from 0 (checked where the state has them)
    COUNT_FIELDS: ClassVar[tuple] = ("round", "turn")

    def check_start(self, source: str) -> None:
        """Hook: raise ``DataError`` naming ``source`` and the field if this state
        could not begin a game (a custom start is held to a scenario start's rules).
        :meth:`check_position` has already checked what any game's position must hold."""

    def check_position(self, source: str) -> None:
        """Raise ``DataError`` naming ``source`` and the field unless this position could
        begin a game: the checks every game's position needs, then the game's own
        :meth:`check_start`. Every custom start passes here: a position set with
        :meth:`edit`, a save's custom start, a scenario file's start.

        The common checks: each plain field (and each field of a part the state holds)
        has its declared type; the number of players is one the game's box allows; a
        seat field (``SEAT_FIELDS``), the seat of each pending decision and each player
        an open decision still asks is a seat of the game; a round or turn counter
        (``COUNT_FIELDS``) is not negative; the phase is one of the game's ``PHASES``.
        """
        from rulekit.core import registry
        from rulekit.core.data import suggest

        check_types(self, source)
        names = type(self)._layout()[0]
        if "players" not in names:          # a game of core's own tests: no seats to check
            return self.check_start(source)
        n = len(self.players)
        allowed = registry.meta(self.game).players if self.game in registry.names() else (n,)
        if n not in allowed:
            raise DataError(source, "players", f"{n} players; the game is for "
                                               f"{min(allowed)}-{max(allowed)} players")
        for name in self.SEAT_FIELDS:
            if name in names and not 0 <= getattr(self, name) < n:
                raise DataError(source, name, f"{getattr(self, name)} is not a seat (0-{n - 1})")
        for name in self.COUNT_FIELDS:
            if name in names and getattr(self, name) < 0:
                raise DataError(source, name, f"{getattr(self, name)}: a count of {name}s is not negative")
        pending = tuple(getattr(self, "tasks", ())) + tuple(s.step for s in getattr(self, "scheduled", ()))
        for step in pending:
            seats = (step.player,) + tuple(getattr(step, "active", ()))
            if not all(isinstance(seat, int) and 0 <= seat < n for seat in seats):
                raise DataError(source, f"tasks: {step.kind}", f"asks seat {seats}, not a seat of the game (0-{n - 1})")
        phases = getattr(self, "PHASES", None)
        if phases and "phase" in names and self.phase not in phases and not self.is_over:
            raise DataError(source, "phase", f"{self.phase!r} is not a phase of the game"
                                             + suggest(str(self.phase), sorted(phases)))
        self.check_start(source)

    def edit(self, **changes) -> "GameState":
        """A position set up by hand from this one: the public, checked way to set up
        any position the rules allow (tests, notebooks, anyone checking the engine).

        ``changes`` names fields of the state; ``players={seat: {field: value}}``
        changes single players' fields. The new position is checked as a scenario
        start is: written out with :meth:`snapshot`, read back with
        :meth:`from_snapshot` and held to :meth:`check_start`, so an impossible
        position is a :class:`DataError` naming the field, and ``self`` never
        changes. The result is a custom start with no history; a state on a
        decision stack runs its automatic steps until someone must decide.
        """
        from rulekit.core.data import suggest

        source = "edit"
        names = type(self)._layout()[0]
        for key in changes:
            if key not in names:
                raise DataError(source, str(key), "not a field of the state" + suggest(str(key), sorted(names)))
        if isinstance(changes.get("players"), dict):
            players = list(self.players)
            for seat, change in changes["players"].items():
                if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(players):
                    raise DataError(source, f"players[{seat!r}]", f"no such seat (0-{len(players) - 1})")
                if not isinstance(change, dict):
                    raise DataError(source, f"players[{seat}]", "must be a table of the player's fields")
                known = type(players[seat])._layout()[0]
                for key in change:
                    if key not in known:
                        raise DataError(source, f"players[{seat}].{key}",
                                        "not a field of a player" + suggest(str(key), sorted(known)))
                players[seat] = players[seat]._with(**change)
            changes["players"] = tuple(players)
        try:
            data = json.loads(json.dumps(self._with(**changes).snapshot()))    # plain JSON data only
        except _BROKEN as err:
            raise DataError(source, ", ".join(sorted(changes)) or "position",
                            f"cannot be written down: {type(err).__name__}: {err}") from None
        try:
            state = type(self).from_snapshot(data, source)
            state.check_position(source)
        except RulekitError:
            raise
        except _BROKEN as err:
            raise DataError(source, ", ".join(sorted(changes)) or "position",
                            f"not a sound position: {type(err).__name__}: {err}") from None
        settle = getattr(state, "_settle", None)
        return settle() if settle is not None else state

    def to_dict(self) -> dict:
        """A save: the game's parameters (or, for a custom start, its first state), the
        rules version, the action log, and this state (checked against the replay on
        loading). See :mod:`rulekit.core.saves`."""
        return write_save(self)

    @classmethod
    def from_dict(cls, data: dict, source: str = "<save>") -> "GameState":
        """Rebuild a saved game: set it up again from its parameters (or check its
        custom start) and replay its log, one step at a time; whatever is wrong with
        the save is a :class:`DataError` naming ``source`` and the field
        (:func:`rulekit.core.saves.read_save`)."""
        return read_save(cls, data, source)

    @property
    def load_note(self) -> str:
        """What loading this game's save had to say (``""``: nothing): a save made under an older
        version of the game's rules whose replay reaches a different position names the fields."""
        return self.root().__dict__.get("_load_note", "")

    @classmethod
    def _older_snapshot(cls, data: dict) -> dict:
        """Hook: a snapshot written in an older layout (a renamed field, a decision saved in
        an older form), in today's; today's layout unchanged. ``data`` is the caller's copy."""
        return data

    def _older_notation(self, text: str) -> list | None:
        """Hook: the actions an older save's log step ``text`` stands for here, when it
        no longer reads as one action (a whole subset chosen at once that is now picked
        one at a time, then ``done``); ``None`` if it is not an older form."""
        return None

    # -- helpers ----------------------------------------------------------------------
    def _listed(self, action) -> bool:
        """Hook: whether ``action`` is the very object this state's ``legal_actions()`` listed
        (judged legal already, so ``apply`` need not read or judge it again)."""
        return False

    def _coerce(self, action):
        if isinstance(action, str):
            return self.action_type.parse(action)
        if self.action_type is not None and not isinstance(action, self.action_type):
            raise InvalidAction(repr(action), f"not a {self.game} action nor its notation")
        return action.check_types() if self.action_type is not None else action

    def _checked(self, action) -> None:
        try:
            if self.is_over:
                self._over_error()
            self._check(action)
        except IllegalAction as err:
            if not err.action:
                raise err.placed(str(action), self.where()) from None
            raise
