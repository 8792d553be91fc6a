"""A turn as a stack of pending decisions, run the same way for every game.

A game declares a table of :class:`DecisionKind` s: for each kind, how its
options are listed, how a choice resolves, the rule it cites and the prompt a
player reads. Kinds with no ``options`` are automatic steps (an effect, a
battle, a clean-up) that run as soon as they reach the top of the stack.
Interrupts — a defender answering an attack, an event every player resolves —
are tasks pushed on top of the stack.

:class:`DecisionStack` is a mixin of a game's state (a frozen dataclass with a
``tasks`` field, top of the stack first). It provides the ``_legal``,
``_check`` and ``_next`` hooks of :class:`~rulekit.core.state.GameState`, the
sorted options of the decision on top, the "why not?" fallback, and
:attr:`~DecisionStack.decision`, the plain description of what the game waits
for that widgets and notebooks show. The game provides ``_advance()`` (what
happens when the stack is empty: the next phase) and may provide
``_refusal_detail(task, action)`` for precise reasons for common mistakes.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Callable, ClassVar

from rulekit.core.errors import IllegalAction
from rulekit.core.rule import Rule
from rulekit.core.state import cached

__all__ = ["Decision", "DecisionKind", "DecisionStack", "Task", "decision_table"]


@dataclass(frozen=True, slots=True)
class Task:
    """Something the game still has to do: a decision for ``player``, or an
    automatic step. Games subclass it to add the fields their kinds need
    (slotted too, ``@dataclass(frozen=True, slots=True)``: a game's history
    keeps every task, and an object without a ``__dict__`` is lighter for the
    garbage collector)."""

    kind: str
    player: int

    def to_dict(self) -> dict:
        """The task as JSON data: ``kind``, ``player`` and every field not at its default."""
        d = {"kind": self.kind, "player": self.player}
        for name, default in _task_layout(type(self))[1]:
            value = getattr(self, name)
            if value != default:
                d[name] = self._encode(name, value)
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "Task":
        known = _task_layout(cls)[0]
        extra = set(d) - known
        if extra:
            raise KeyError(f"unknown task field {sorted(extra)[0]!r}")
        return cls(**{k: cls._decode(k, v) for k, v in d.items()})

    def _encode(self, name: str, value):
        return list(value) if isinstance(value, tuple) else value

    @classmethod
    def _decode(cls, name: str, value):
        return tuple(value) if isinstance(value, list) else value


_TASK_LAYOUTS: dict[type, tuple] = {}


def _task_layout(cls) -> tuple:
    """A task class's field names, and each field after ``kind`` and ``player`` with its
    default: read once per class (``dataclasses.fields`` is slow, and saves ask at every task)."""
    try:
        return _TASK_LAYOUTS[cls]
    except KeyError:
        fs = fields(cls)
        layout = _TASK_LAYOUTS[cls] = (frozenset(f.name for f in fs), tuple((f.name, f.default) for f in fs[2:]))
        return layout


@dataclass(frozen=True)
class DecisionKind:
    """One kind of decision (or automatic step) and everything the engine needs about it.

    Parameters
    ----------
    name : str
        The kind, as tasks name it.
    rule : Rule
        Where the rulebook says what this decision is.
    prompt : str or callable
        What the player reads: a format string over ``who`` (``"P2"``) and
        ``task``, or ``f(state, task) -> str``. The same sentence is the
        reason of the fallback refusal.
    options : callable or None
        ``f(state, task) -> iterable of actions``; ``None`` for an automatic step.
    resolve : callable
        ``f(state, task, action) -> state`` (``f(state, task)`` for an automatic
        step); ``state`` already has the task popped.
    skip : callable
        ``f(options) -> bool``: the decision resolves itself, with nothing
        done, when this is true (default: no options at all).
    check : callable or None
        ``f(state, task, action) -> bool`` for actions the options do not
        list but a player may spell out (a chosen payment): true if it is
        legal, ``IllegalAction`` raised if not, false if it does not apply.
    """

    name: str
    rule: Rule
    prompt: Any
    options: Callable | None
    resolve: Callable
    skip: Callable = staticmethod(lambda options: not options)
    check: Callable | None = None

    @property
    def automatic(self) -> bool:
        """An automatic step: no one decides, it runs when it reaches the top."""
        return self.options is None

    def sentence(self, state, task) -> str:
        if callable(self.prompt):
            return self.prompt(state, task)
        return self.prompt.format(who=f"P{task.player + 1}", task=task)


def decision_table(*kinds: DecisionKind) -> dict[str, DecisionKind]:
    """The kinds by name, in the order given (which is the order a reader meets them)."""
    table: dict[str, DecisionKind] = {}
    for kind in kinds:
        if kind.name in table:
            raise ValueError(f"decision kind {kind.name!r} declared twice")
        table[kind.name] = kind
    return table


@dataclass(frozen=True)
class Decision:
    """What the game waits for: who decides, what they read, which rule, what they may do."""

    kind: str
    player: int
    prompt: str
    rule: Rule
    options: tuple = ()

    def __str__(self) -> str:
        return self.prompt


class DecisionStack:
    """The turn machinery of a state whose ``tasks`` field is a stack (top first)."""

    __slots__ = ()

    #: the game's decision kinds by name (see :func:`decision_table`)
    DECISIONS: ClassVar[dict[str, DecisionKind]] = {}
    #: the rule cited when a state has nothing to decide
    NOTHING_TO_DECIDE: ClassVar[Rule | None] = None

    tasks: tuple

    # -- what the game waits for --------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        """The decision on top of the stack, or ``None`` once the game is over."""
        if self.is_over or not self.tasks:
            return None
        task = self.tasks[0]
        kind = self.DECISIONS[task.kind]
        return Decision(task.kind, task.player, kind.sentence(self, task), kind.rule, tuple(self._pending))

    @property
    def to_move(self) -> int:
        """The seat whose decision the game waits for."""
        return self.tasks[0].player if self.tasks else getattr(self, "current", 0)

    @cached()
    def _pending(self) -> list:
        """The options of the decision on top of the stack, sorted, computed once per state."""
        task = self.tasks[0]
        return sorted(self.DECISIONS[task.kind].options(self, task), key=str)

    # -- the GameState hooks -------------------------------------------------------
    def _legal(self) -> list:
        return list(self._pending) if self.tasks else []

    def _check(self, action) -> None:
        if not self.tasks:
            raise IllegalAction(self.NOTHING_TO_DECIDE, "nothing to decide")
        task = self.tasks[0]
        if action in self._pending:
            return
        kind = self.DECISIONS[task.kind]
        if kind.check is not None and kind.check(self, task, action):
            return
        raise self._refusal(task, action)

    def _next(self, action):
        task = self.tasks[0]
        s = self._pop()
        s = self.DECISIONS[task.kind].resolve(s, task, action)
        # The options served to check this action; a state in the history need not keep them
        # (asked again, they are listed again): one container fewer per state for the collector.
        self.__dict__.pop("_pending", None)
        return s._settle()

    # -- running the stack ---------------------------------------------------------
    def _settle(self):
        """Run automatic steps and let empty decisions resolve until someone must choose."""
        s = self
        while not s.is_over:
            if not s.tasks:
                s = s._advance()
                continue
            task = s.tasks[0]
            kind = s.DECISIONS[task.kind]
            if kind.options is None:          # an automatic step
                s = kind.resolve(s._pop(), task)
            elif kind.skip(s._pending):
                s = s._pop()                 # nothing to choose: resolved as far as possible
            else:
                break
        return s

    def _advance(self):  # pragma: no cover - every game overrides
        """The state once the stack is empty (the next phase or turn)."""
        raise NotImplementedError

    def _pop(self):
        return self._with(tasks=self.tasks[1:])

    def _push(self, *tasks):
        return self._with(tasks=tuple(tasks) + self.tasks)

    # -- why not --------------------------------------------------------------------
    def _refusal(self, task, action) -> IllegalAction:
        """The rule an action breaks, for an action not among the options."""
        detail = self._refusal_detail(task, action)
        if detail:
            return IllegalAction(*detail)
        kind = self.DECISIONS[task.kind]
        return IllegalAction(kind.rule, kind.sentence(self, task))

    def _refusal_detail(self, task, action) -> tuple[Rule, str] | None:
        """A more precise ``(rule, reason)`` for a common mistake, or ``None``."""
        return None

