"""A turn as a stack of pending decisions, run the same way for every game.

Each pending decision is a typed step (:class:`rulekit.core.steps.Step`): a
frozen dataclass per kind that holds its own context and says who is asked,
what they read, the rule, its options and what a choice does. Frames (a
question answered back to the step that asked it), active-player sets
(auctions, events every player answers), pick-then-done subsets and
scheduled steps are shapes of it; a game's ``PHASES`` table says, as data,
what each phase pushes and which phase follows.

The older form, a ``Task`` (kind name and seat) looked up in a table of
:class:`DecisionKind` s, still runs while games move onto typed steps.

:class:`DecisionStack` is a mixin of a game's state (a frozen dataclass with a
``tasks`` field, top of the stack first, and a ``scheduled`` field if it
schedules). It provides the ``_legal``, ``_check`` and ``_next`` hooks of
:class:`~rulekit.core.state.GameState`, the sorted options of the decision on
top, the "why not?" fallback, :meth:`~DecisionStack.open` /
:meth:`~DecisionStack.reply` for frames, :meth:`~DecisionStack.schedule` /
:meth:`~DecisionStack.fire` for scheduled steps, and
:attr:`~DecisionStack.decision`, the plain description of what the game waits
for that widgets and notebooks show. A decision with no legal option is an
:class:`~rulekit.core.errors.EngineError` naming it, unless its kind declares
the rule that lets it pass (``skippable``).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Callable, ClassVar

from rulekit.core.errors import EngineError, IllegalAction
from rulekit.core.rule import Rule
from rulekit.core.state import cached
from rulekit.core.steps import Frame, Scheduled, Step, stuck

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
    """What the game waits for: who decides, what they read, which rule, what they
    may do, and every seat the decision concerns (``asked``: the bidders still in,
    the players an event still has to ask; the one deciding now first)."""

    kind: str
    player: int
    prompt: str
    rule: Rule
    options: tuple = ()
    asked: tuple = ()

    def __str__(self) -> str:
        return self.prompt


class DecisionStack:
    """The turn machinery of a state whose ``tasks`` field is a stack (top first)."""

    __slots__ = ()

    #: the game's decision kinds by name (see :func:`decision_table`)
    DECISIONS: ClassVar[dict[str, DecisionKind]] = {}
    #: the rule cited when a state has nothing to decide
    NOTHING_TO_DECIDE: ClassVar[Rule | None] = None
    #: the game's phases by name (see :func:`rulekit.core.steps.phase_table`)
    PHASES: ClassVar[dict] = {}

    tasks: tuple
    #: steps kept for later (a state that schedules declares the field ``scheduled: tuple = ()``)
    scheduled: tuple = ()

    # -- what the game waits for --------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        """The decision on top of the stack, or ``None`` once the game is over."""
        if self.is_over or not self.tasks:
            return None
        task = self.tasks[0]
        if isinstance(task, Step):
            return Decision(task.kind, task.player, task.sentence(self), task.rule, tuple(self._pending),
                            tuple(task.asked(self)))
        kind = self.DECISIONS[task.kind]
        return Decision(task.kind, task.player, kind.sentence(self, task), kind.rule, tuple(self._pending),
                        (task.player,))

    @property
    def to_move(self) -> int:
        """The seat whose decision the game waits for."""
        return self.tasks[0].player if self.tasks else getattr(self, "current", 0)

    @cached()
    def _pending(self) -> list:
        """The options of the decision on top of the stack, sorted, computed once per state."""
        task = self.tasks[0]
        if isinstance(task, Step):
            return [] if task.automatic else sorted(task.options(self), key=str)
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
        if isinstance(task, Step):
            if task.accepts(self, action):
                return
        else:
            kind = self.DECISIONS[task.kind]
            if kind.check is not None and kind.check(self, task, action):
                return
        raise self._refusal(task, action)

    def _next(self, action):
        task = self.tasks[0]
        s = self._pop()
        if isinstance(task, Step):
            s = task.resolve(s, action)
        else:
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
            if isinstance(task, Step):
                if task.automatic:
                    s = task.run(s._pop())
                elif s._pending:
                    break
                elif task.skippable is not None and task.passes(s, s._pending):
                    s = s._pop()             # the rule task.skippable lets it pass
                else:
                    raise stuck(task)
                continue
            kind = s.DECISIONS[task.kind]
            if kind.options is None:          # an automatic step
                s = kind.resolve(s._pop(), task)
            elif kind.skip(s._pending):
                s = s._pop()                 # nothing to choose: resolved as far as possible
            else:
                break
        return s

    def _advance(self):
        """The state once the stack is empty: the next phase of the game's ``PHASES``
        table, entered, with the steps scheduled for ``"phase:<name>"`` on top."""
        if not self.PHASES:  # pragma: no cover - a game without a table overrides this
            raise NotImplementedError(f"{type(self).__name__} has no PHASES table and no _advance")
        name = self.PHASES[self.phase].following(self)
        s = self.PHASES[name].enter(self._with(phase=name))
        return s.fire(f"phase:{name}")

    def _pop(self):
        return self._with(tasks=self.tasks[1:])

    def _push(self, *tasks):
        return self._with(tasks=tuple(tasks) + self.tasks)

    # -- frames ---------------------------------------------------------------------
    def open(self, frame: Frame, *questions):
        """``frame`` under ``questions`` (the first asked first): once they are
        answered (each with :meth:`reply`), the frame concludes with the replies."""
        if not isinstance(frame, Frame):
            raise EngineError(f"open() takes a Frame, not {type(frame).__name__}")
        return self._push(*questions, frame)

    def reply(self, value):
        """This state with ``value`` given back to the nearest open frame."""
        for i, task in enumerate(self.tasks):
            if isinstance(task, Frame):
                answered = replace(task, replies=task.replies + (value,))
                return self._with(tasks=self.tasks[:i] + (answered,) + self.tasks[i + 1:])
        raise EngineError(f"reply({value!r}) with no frame open")

    # -- scheduled steps ------------------------------------------------------------
    def schedule(self, due: str, step: Step):
        """This state with ``step`` kept until :meth:`fire` reaches ``due``."""
        return self._with(scheduled=self.scheduled + (Scheduled(due, step),))

    def due(self, point: str) -> tuple:
        """The steps scheduled for ``point``, first scheduled first."""
        return tuple(s.step for s in self.scheduled if s.due == point)

    def fire(self, point: str):
        """This state with the steps due at ``point`` pushed (first scheduled on top)."""
        if not self.scheduled:
            return self
        due = self.due(point)
        if not due:
            return self
        return self._with(scheduled=tuple(s for s in self.scheduled if s.due != point))._push(*due)

    # -- why not --------------------------------------------------------------------
    def _refusal(self, task, action) -> IllegalAction:
        """The rule an action breaks, for an action not among the options."""
        detail = task.refusal(self, action) if isinstance(task, Step) else None
        detail = detail or self._refusal_detail(task, action)
        if detail:
            return IllegalAction(*detail)
        if isinstance(task, Step):
            return IllegalAction(task.rule, task.sentence(self))
        kind = self.DECISIONS[task.kind]
        return IllegalAction(kind.rule, kind.sentence(self, task))

    def _refusal_detail(self, task, action) -> tuple[Rule, str] | None:
        """A more precise ``(rule, reason)`` for a common mistake, or ``None``."""
        return None

