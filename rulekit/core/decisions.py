"""A turn as a stack of pending decisions, run the same way for every game.

Each pending decision is a typed step (:class:`rulekit.core.steps.Step`): a
frozen dataclass per kind that holds its own context and says who is asked,
what they read, the rule, its options and what a choice does. Frames (a
question answered back to the step that asked it), active-player sets
(auctions, events every player answers), pick-then-done subsets and
scheduled steps are shapes of it; a game's ``PHASES`` table says, as data,
what each phase pushes and which phase follows.

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

from dataclasses import dataclass
from typing import ClassVar

from rulekit.core.actions import NOTATION
from rulekit.core.errors import EngineError, IllegalAction
from rulekit.core.rule import Rule
from rulekit.core.state import cached
from rulekit.core.steps import Frame, Scheduled, Step, stuck

__all__ = ["Decision", "DecisionStack"]


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

    #: the rule cited when a state has nothing to decide
    NOTHING_TO_DECIDE: ClassVar[Rule | None] = None
    #: the game's phases by name (see :func:`rulekit.core.steps.phase_table`)
    PHASES: ClassVar[dict] = {}

    #: ``@cached`` values a state forgets once it becomes a step of the history (those holding the most
    #: objects that later states do not share): asked again, they are found again
    FORGOTTEN: ClassVar[tuple] = ()

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
        return Decision(task.kind, task.player, task.sentence(self), task.rule, tuple(self._pending),
                        tuple(task.asked(self)))

    def status(self) -> str:
        """The position (``where()``) and, after a dash, what the open decision asks;
        once the game is over, its outcome."""
        if self.is_over:
            return self.outcome()
        return f"{self.where()} — {self.tasks[0].sentence(self)}" if self.tasks else self.where()

    @property
    def to_move(self) -> int:
        """The seat whose decision the game waits for."""
        return self.tasks[0].player if self.tasks else getattr(self, "current", 0)

    @cached()
    def _pending(self) -> list:
        """The options of the decision on top of the stack, sorted, computed once per state."""
        task = self.tasks[0]
        if task.automatic:
            return []
        options = task.options(self)
        try:                                    # shared actions remember their notation: read it directly
            return sorted(options, key=NOTATION)
        except AttributeError:                  # one not written yet: str() writes and remembers it
            return sorted(options, key=str)

    # -- the GameState hooks -------------------------------------------------------
    def _legal(self) -> list:
        return list(self._pending) if self.tasks else []

    def _listed(self, action) -> bool:
        if "_pending" not in self.__dict__ or self.is_over:
            return False
        for listed in self._pending:            # the same object, not an equal one: no reading needed
            if listed is action:
                return True
        return False

    def _check(self, action) -> None:
        if not self.tasks:
            raise IllegalAction(self.NOTHING_TO_DECIDE, "nothing to decide")
        task = self.tasks[0]
        if action in self._pending or task.accepts(self, action):
            return
        raise self._refusal(task, action)

    def _next(self, action):
        tasks = self.tasks
        top = tasks[0]
        s = None if top.stays is None else top.stays(self, action)
        if s is None:
            s = top.resolve(self._with_field("tasks", tasks[1:]), action)
        # The options served to check this action, and the remembered values the game names in
        # FORGOTTEN: a state in the history need not keep them (asked again, they are found again),
        # so the collector does not walk them for the rest of the game.
        d = self.__dict__
        d.pop("_pending", None)
        for name in self.FORGOTTEN:
            d.pop(name, None)
        return s._settle()

    # -- running the stack ---------------------------------------------------------
    def _settle(self):
        """Run automatic steps and let empty decisions resolve until someone must choose."""
        s = self
        while not s.is_over:
            tasks = s.tasks
            if not tasks:
                s = s._advance()
                continue
            task = tasks[0]
            if task.automatic:
                s = task.run(s._with_field("tasks", tasks[1:]))
            elif task.skippable is not None and task.passes(s, s._pending):
                s = s._with_field("tasks", tasks[1:])     # the rule task.skippable names lets it pass
            elif s._pending:
                break
            else:
                raise stuck(task)
        return s

    def _advance(self, **more):
        """The state once the stack is empty: the next phase of the game's ``PHASES``
        table, entered, with the steps scheduled for ``"phase:<name>"`` on top. ``more``:
        fields set in the same copy as the phase's name (the empty stack a decision's
        ``stays`` leaves, when it enters the next phase itself): the copy the phase's
        ``enter`` makes first where its :class:`~rulekit.core.steps.Phase` takes ``fields``."""
        if not self.PHASES:  # pragma: no cover - a game without a table overrides this
            raise NotImplementedError(f"{type(self).__name__} has no PHASES table and no _advance")
        name = self.PHASES[self.phase].following(self)
        phase = self.PHASES[name]
        if phase.fields:
            s = phase.enter(self, phase=name, **more)
        else:
            s = phase.enter(self._with(phase=name, **more))
        return s.fire(phase.point)

    def push_settled(self, steps):
        """This state with ``steps`` pushed (the first on top), the ones on top that ask nothing
        already done: each automatic step runs and each decision with nothing to choose passes by
        its rule, as :meth:`_settle` would run and pass them once pushed, without a state per step
        pushed and popped. A step that asks something (pushes a decision) has it answered before
        the steps after it, which wait below; the first decision with a choice stops this, and it
        and the steps after it are pushed."""
        s = self
        for i, step in enumerate(steps):
            if s.is_over:
                return s._push(*steps[i:])
            if step.automatic:
                before = s.tasks
                s = step.run(s)
                if s.tasks is not before:       # it asked something: the steps after it wait below
                    asked = s.tasks[:len(s.tasks) - len(before)]
                    return s._with(tasks=asked + tuple(steps[i + 1:]) + before)
            elif step.skippable is None or not step.passes(s, step.options(s)):
                return s._push(*steps[i:])
        return s

    def _pop(self):
        return self._with_field("tasks", self.tasks[1:])

    def _push(self, *tasks):
        return self._with_field("tasks", tasks + self.tasks)

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
                answered = task.but(replies=task.replies + (value,))
                return self._with_field("tasks", self.tasks[:i] + (answered,) + self.tasks[i + 1:])
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
        detail = task.refusal(self, action) or self._refusal_detail(task, action)
        if detail:
            return IllegalAction(*detail)
        return IllegalAction(task.rule, task.sentence(self))

    def _refusal_detail(self, task, action) -> tuple[Rule, str] | None:
        """A game-wide ``(rule, reason)`` for a mistake any decision can meet (asked when the
        step's own :meth:`~rulekit.core.steps.Step.refusal` names none), or ``None``."""
        return None

