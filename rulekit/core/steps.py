"""Typed decisions: each kind of pending decision is a small frozen dataclass.

A :class:`Step` holds its own context (the attacker, the card, the bids so
far) and answers the same few questions for the decision stack: who is asked,
what they read, which rule, what they may do, what a choice does. A game
declares one root class, ``class Step(core.Step, root=True)``, and one frozen
dataclass per kind under it, each with a ``kind`` name (saves write it).
Four shapes cover the interrupts a turn meets:

:class:`Frame`
    a step that asks other players and resolves with their answers: it opens
    with :meth:`~rulekit.core.decisions.DecisionStack.open`, each question
    answered calls ``state.reply(value)``, and once the questions are gone the
    frame runs :meth:`Frame.conclude` with the replies (an aggression and the
    defender's answer);
:class:`ActiveSet`
    a decision several players take in turn, some dropping out (an auction,
    an event every player answers); ``player`` is the one asked now and
    ``active`` every player still in;
:class:`PickThenDone`
    a subset chosen one pick at a time, then ``done`` (which units to
    sacrifice, which cards to discard), so the legal actions are always a
    short, complete list;
:class:`Scheduled`
    a step due at a named later point (``"turn-start:P2"``, ``"phase:end"``),
    kept in the state's ``scheduled`` field and in saves until
    :meth:`~rulekit.core.decisions.DecisionStack.fire` pushes it.

A :class:`Phase` table says, as data, what each phase pushes and which phase
follows; the stack walks it when nothing is pending.

A decision whose options are empty is an engine error naming the decision,
unless its class declares ``skippable`` with the rule that lets it pass.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Callable, ClassVar, Iterable

from rulekit.core.errors import DataError, EngineError
from rulekit.core.rule import Rule

__all__ = ["ActiveSet", "Frame", "Phase", "PickThenDone", "Scheduled", "Step", "phase_table"]


@dataclass(frozen=True, slots=True)
class Step:
    """A pending decision (or an automatic step) with its own context.

    Class attributes a kind sets: ``kind`` (its name in saves), ``rule`` (the
    :class:`~rulekit.core.rule.Rule` that makes this decision), ``prompt`` (a
    format string over ``who`` and ``step``, or override :meth:`sentence`),
    ``automatic`` (no one decides: :meth:`run` is called when it reaches the
    top) and ``skippable`` (the rule that lets the decision pass when nothing
    can be chosen; ``None``: an empty choice is an engine error).

    A decision that is answered again and again (a turn's actions) may define
    ``stays(state, action)``: what :meth:`resolve` gives, computed with this step
    still on top of ``state``'s stack, or ``None`` where that is not the same
    (the stack then pops it and calls :meth:`resolve`). It saves the copies of
    the state that take the step off and put it back. It may also give what the
    stack reaches from there once it has run the automatic steps now on top (a
    turn's ``done`` with the end of the turn under it, both taken off in one
    copy), or, when it is the last step on the stack, the next phase entered
    (the state's ``_advance(tasks=())``, the empty stack set in the copy that
    enters it): the stack settles whatever ``stays`` gives, and a settled state
    is settled again unchanged.
    """

    player: int

    kind: ClassVar[str] = ""
    rule: ClassVar[Rule | None] = None
    prompt: ClassVar[str] = ""
    automatic: ClassVar[bool] = False
    skippable: ClassVar[Rule | None] = None
    #: ``None``, or a method ``stays(state, action)`` (see the class's description)
    stays: ClassVar = None
    KINDS: ClassVar[dict[str, type]] = {}

    def __init_subclass__(cls, root: bool = False):
        # no super() here: a slotted dataclass is a copy of the class it decorates, and a
        # zero-argument super() in its methods would name the first one
        if root:
            cls.KINDS = {}
        elif cls.__dict__.get("kind"):
            known = cls.KINDS.get(cls.kind)
            # a slotted dataclass is made twice (the class, then its slotted copy): the copy wins; two
            # classes of one name in different modules are two kinds, and one kind name is one class
            if known is not None and (known.__qualname__, known.__module__) != (cls.__qualname__, cls.__module__):
                raise TypeError(f"step kind {cls.kind!r} is already {known.__module__}.{known.__qualname__}")
            cls.KINDS[cls.kind] = cls

    # -- what the stack asks ----------------------------------------------------------
    def sentence(self, state) -> str:
        """What the player reads; also the reason of the fallback refusal."""
        return self.prompt.format(who=f"P{self.player + 1}", step=self, task=self)

    def asked(self, state) -> tuple:
        """Every seat this decision concerns now (the one asked first is ``player``)."""
        return (self.player,)

    def options(self, state) -> Iterable:
        """The legal actions (a decision's; an automatic step has none)."""
        raise NotImplementedError(f"{type(self).__name__} lists no options")

    def resolve(self, state, action):
        """The state after ``action``; ``state`` already has this step popped."""
        raise NotImplementedError(f"{type(self).__name__} resolves no action")

    def run(self, state):
        """An automatic step's effect; ``state`` already has this step popped."""
        raise NotImplementedError(f"{type(self).__name__} is not automatic")

    def accepts(self, state, action) -> bool:
        """An action the options do not list but a player may spell out (a chosen
        payment): true if legal; raise ``IllegalAction`` if it breaks a rule;
        false if it is not such an action."""
        return False

    def refusal(self, state, action):
        """``(rule, reason)`` naming the real cause of a refused action, or ``None``
        (the stack then falls back to the game's detail, then to the prompt)."""
        return None

    def passes(self, state, options) -> bool:
        """Whether this decision resolves itself with nothing done (asked only of a
        ``skippable`` kind; by default when there is nothing to choose)."""
        return not options

    def but(self, **changes) -> "Step":
        """A copy of this step with ``changes`` (what ``dataclasses.replace`` gives, in half its time): each
        field's slot copied or changed through the class's slot descriptors, read once (:func:`_slots`). A
        decision asked again with one more pick, the next player or one more reply is such a copy. A step
        class with a ``__post_init__`` is built through its ``__init__``, so that it still runs.

        >>> from dataclasses import dataclass
        >>> @dataclass(frozen=True, slots=True)
        ... class Count(Step):
        ...     left: int = 2
        ...     note: str = ""
        >>> Count(0).but(left=1), Count(0, note="x").but(player=1)
        (Count(player=0, left=1, note=''), Count(player=1, left=2, note='x'))
        >>> Count(0).but(right=1)
        Traceback (most recent call last):
        ...
        TypeError: Count has no field right
        """
        cls = type(self)
        slots = _SLOTS.get(cls) or _slots(cls)
        names = _LAYOUTS.get(cls) or _layout(cls)
        if not changes.keys() <= names[0]:
            raise TypeError(f"{cls.__name__} has no field {', '.join(sorted(changes.keys() - names[0]))}")
        if slots is _BY_INIT:
            return cls(**{name: changes[name] if name in changes else getattr(self, name) for name in names[0]})
        new = _new(cls)
        for name, get, put in slots:
            put(new, changes[name] if name in changes else get(self))
        return new

    # -- saves -----------------------------------------------------------------------
    def to_dict(self) -> dict:
        """The step as JSON data: ``kind``, ``player`` and each field not at its default."""
        d = {"kind": self.kind, "player": self.player}
        for name, default in _layout(type(self))[1]:
            value = getattr(self, name)
            if value != default:
                d[name] = _encode(value)
        return d

    @classmethod
    def from_dict(cls, d: dict, source: str = "<step>") -> "Step":
        """A step of this root's kinds from :meth:`to_dict`'s data; ``DataError`` if broken."""
        if not isinstance(d, dict) or not isinstance(d.get("kind"), str):
            raise DataError(source, "step", f"must be a table with a 'kind', not {d!r}")
        kind = cls.KINDS.get(d["kind"])
        if kind is None:
            raise DataError(source, "step kind", f"{d['kind']!r} is not one of {', '.join(sorted(cls.KINDS))}")
        names = _layout(kind)[0]
        extra = set(d) - names - {"kind"}
        if extra:
            raise DataError(source, f"step {d['kind']}", f"unknown field {sorted(extra)[0]!r}")
        player = d.get("player")
        if not isinstance(player, int) or isinstance(player, bool) or player < 0:
            raise DataError(source, f"step {d['kind']}: player", f"must be a seat (0, 1, ...), not {player!r}")
        try:
            return kind(**{k: _decode(cls, v, source) for k, v in d.items() if k != "kind"})
        except TypeError as err:
            raise DataError(source, f"step {d['kind']}", str(err)) from None


_LAYOUTS: dict[type, tuple] = {}


def _layout(cls) -> tuple:
    """A step class's field names, and each field after ``player`` with its default (read once)."""
    try:
        return _LAYOUTS[cls]
    except KeyError:
        fs = fields(cls)
        layout = _LAYOUTS[cls] = (frozenset(f.name for f in fs), tuple((f.name, f.default) for f in fs[1:]))
        return layout


_new = object.__new__
#: For a step class: each field's name with its slot's getter and setter (:meth:`Step.but`), or
#: :data:`_BY_INIT` for a class whose copies go through ``__init__``.
_SLOTS: dict[type, object] = {}
_BY_INIT = "by __init__"


def _slots(cls):
    """:data:`_SLOTS`' entry of ``cls``, made once: every field's slot descriptor when the class is slotted
    and has no ``__post_init__``, else :data:`_BY_INIT`."""
    descriptors = [(f.name, getattr(cls, f.name, None)) for f in fields(cls)]
    if hasattr(cls, "__post_init__") or not all(type(d).__name__ == "member_descriptor" for _, d in descriptors):
        _SLOTS[cls] = _BY_INIT
    else:
        _SLOTS[cls] = tuple((name, d.__get__, d.__set__) for name, d in descriptors)
    return _SLOTS[cls]


def _encode(value):
    if isinstance(value, Step):
        return value.to_dict()
    if isinstance(value, Scheduled):
        return {"due": value.due, "step": value.step.to_dict()}
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    return value


def _decode(root, value, source):
    if isinstance(value, dict):
        if "due" in value and "step" in value:
            return Scheduled(value["due"], root.from_dict(value["step"], source))
        return root.from_dict(value, source)
    if isinstance(value, list):
        return tuple(_decode(root, v, source) for v in value)
    return value


# -- frames ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Frame(Step):
    """A step that asked other decisions and resolves with their replies.

    ``state.open(frame, *questions)`` puts the questions above the frame; a
    question's ``resolve`` ends with ``state.reply(value)``, which adds
    ``value`` to the nearest frame below; once the questions are gone the
    frame is on top and, being automatic, runs :meth:`conclude`.
    """

    replies: tuple = ()
    automatic: ClassVar[bool] = True

    def run(self, state):
        return self.conclude(state, self.replies)

    def conclude(self, state, replies: tuple):
        """The state once every question is answered (``replies`` in the order given)."""
        raise NotImplementedError(f"{type(self).__name__} does not conclude")


# -- active-player sets ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ActiveSet(Step):
    """A decision taken by several players in turn: ``active`` holds every player
    still in, in the order they are asked; ``player`` is the one asked now."""

    active: tuple = ()

    @classmethod
    def among(cls, seats, **context) -> "ActiveSet":
        """The decision asking ``seats`` in that order, the first one first."""
        seats = tuple(seats)
        if not seats:
            raise EngineError(f"{cls.__name__}: nobody to ask")
        return cls(seats[0], active=seats, **context)

    def asked(self, state) -> tuple:
        i = self.active.index(self.player)
        return self.active[i:] + self.active[:i]

    def passed_on(self, **changes) -> "ActiveSet":
        """The same decision asking the next player still in (the current one stays in)."""
        i = self.active.index(self.player)
        return self.but(player=self.active[(i + 1) % len(self.active)], **changes)

    def dropped(self, **changes) -> "ActiveSet | None":
        """The decision without the current player, asking the next one; ``None`` once nobody is left."""
        i = self.active.index(self.player)
        rest = self.active[:i] + self.active[i + 1:]
        if not rest:
            return None
        return self.but(player=rest[i % len(rest)], active=rest, **changes)


# -- pick-then-done ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PickThenDone(Step):
    """A subset chosen one pick at a time, then ``done``.

    A kind says which items may be picked now (:meth:`pool`, given
    ``picked``), how a pick and ``done`` are written as actions (:meth:`pick`,
    :meth:`item_of`, :meth:`done`), whether the picks so far may stand
    (:meth:`can_finish`) and what the whole choice does (:meth:`finish`).
    """

    picked: tuple = ()

    def pool(self, state) -> Iterable:
        raise NotImplementedError

    def pick(self, item):
        raise NotImplementedError

    def item_of(self, action):
        raise NotImplementedError

    def done(self):
        raise NotImplementedError

    def can_finish(self, state) -> bool:
        return True

    def finish(self, state, picked: tuple):
        raise NotImplementedError

    def options(self, state) -> list:
        opts = [self.pick(item) for item in self.pool(state)]
        if self.can_finish(state):
            opts.append(self.done())
        return opts

    def resolve(self, state, action):
        if action == self.done():
            return self.finish(state, self.picked)
        return state._push(self.but(picked=self.picked + (self.item_of(action),)))

    def stays(self, state, action):
        """What :meth:`resolve` gives for a pick, from ``state`` with this step still on top: the step
        replaced by itself with one more pick, in one copy of the state where ``resolve``'s pop and push
        make two; ``None`` for ``done``, which finishes the choice through ``resolve``. A kind that writes
        its own ``resolve`` has its picks go through it (:meth:`__init_subclass__`)."""
        if action == self.done():
            return None
        return state._with_field("tasks", (self.but(picked=self.picked + (self.item_of(action),)),) + state.tasks[1:])

    def __init_subclass__(cls, **kwargs):
        super(PickThenDone, cls).__init_subclass__(**kwargs)    # (slots: the class is made twice, so no bare super())
        if cls.resolve is not PickThenDone.resolve and cls.stays is PickThenDone.stays:
            cls.stays = None


# -- scheduled steps ---------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Scheduled:
    """``step``, due when the game reaches the point named ``due``."""

    due: str
    step: Step


def encode_scheduled(scheduled: tuple) -> list:
    return [_encode(s) for s in scheduled]


def decode_scheduled(root, data, source: str = "<snapshot>") -> tuple:
    if not isinstance(data, list):
        raise DataError(source, "scheduled", f"must be a list of {{due, step}} tables, not {data!r}")
    out = []
    for i, item in enumerate(data):
        if not isinstance(item, dict) or set(item) != {"due", "step"} or not isinstance(item["due"], str):
            raise DataError(source, f"scheduled[{i}]", "must be a table with 'due' (text) and 'step'")
        out.append(Scheduled(item["due"], root.from_dict(item["step"], source)))
    return tuple(out)


# -- phases ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Phase:
    """One phase of a game's turn, as data.

    ``enter(state)`` gives the state entering this phase with its steps pushed;
    ``next`` names the phase after it, or is ``f(state) -> name``. With ``fields``,
    ``enter(state, **fields)`` sets ``fields`` (the phase's name, and what the stack
    leaves: :meth:`~rulekit.core.decisions.DecisionStack._advance`) in the first copy of
    the state it makes, where otherwise the stack sets them in a copy of its own first.
    """

    name: str
    rule: Rule
    enter: Callable[..., Any]
    next: str | Callable[[Any], str]
    fields: bool = False

    @property
    def point(self) -> str:
        """The point steps are scheduled for to run as this phase begins (``"phase:<name>"``)."""
        return "phase:" + self.name

    def following(self, state) -> str:
        return self.next(state) if callable(self.next) else self.next


def phase_table(*phases: Phase) -> dict[str, Phase]:
    """The phases by name, in the order given; every ``next`` that is a name must exist."""
    table: dict[str, Phase] = {}
    for p in phases:
        if p.name in table:
            raise ValueError(f"phase {p.name!r} declared twice")
        table[p.name] = p
    for p in phases:
        if isinstance(p.next, str) and p.next not in table:
            raise ValueError(f"phase {p.name!r} is followed by {p.next!r}, which is not in the table")
    return table


def stuck(step: Step) -> EngineError:
    """The error for a decision left with no legal option that its kind may not skip."""
    return EngineError(f"decision {step.kind!r} for P{step.player + 1} has no legal option, and its kind "
                       f"({type(step).__name__}) declares no rule that lets it pass")
