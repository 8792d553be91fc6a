"""The decisions of a Civilization turn, one typed step per kind (:mod:`rulekit.core.steps`).

The turn is the base game's (presumed, CV-B-01): Start of Turn, Trade, City Management,
Movement, Research, each player in turn from the first player, who passes on each turn
(:mod:`.phases` makes the ``PHASES`` table; :mod:`.judges` holds the phase decisions). In each
phase a player takes any number of that phase's actions and then ``done``; the interrupts are
steps pushed on top, each holding its own context:

:mod:`.military`
    the loot a battle's winner spends (L434-473), the piece or card it takes and the tech it
    steals from the loser, Friendly Barbarians' choice (L488-495), the metropolis's expansion
    square and each friendly figure pushed off it (L669-694);
:mod:`.great_people`
    a great person gained (automatic) and the one of two Greece keeps (L783-786);
:mod:`.wonders`
    the wonder a tech may negate (L407-416), the Seven Cities' free investments, the wonders'
    and civilizations' choices (Statue of Liberty, Taj Mahal, Spain, Cristo Redentor, Machu
    Picchu, Germany);
:mod:`.card_effects`
    the culture event discarded down to the hand size, Public Education's free tech, A. P.
    Giannini's free building and Jacques Cousteau's harbors.

What a move does to the position is :mod:`.changes`. Each kind of move is judged in one place:
the phase actions by :mod:`.judges` (one function per check, giving the options, the refusal with
its real cause and the cost applying pays), each interrupt's answers by its own step (its options,
and its ``refusal`` from the same checks where an answer can be spelled wrong, as the loot's).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rulekit.core import steps


@dataclass(frozen=True, slots=True)
class Step(steps.Step, root=True):
    """A Civilization decision (or automatic step); saves name it by ``kind``.

    An interrupt that picks one of what the position offers (a tech to steal, a great person to
    keep, a square to push a figure to ...) names the kind of action answering it (``answer``) and
    says what is on offer (:meth:`offered`); its refusal of an answer its options do not hold is
    that sentence with the options, made by the same :meth:`options` that lists them.
    """

    #: the action kind(s) answering this decision (``done`` apart)
    answer: ClassVar[tuple] = ()

    def sentence(self, state) -> str:
        return self.prompt.format(who=f"P{self.player + 1}", civ=state.players[self.player].civ, step=self)

    def offered(self, state) -> str:
        """What this decision offers, as the sentence a refused answer reads (before the options)."""
        return self.sentence(state)

    def refusal(self, state, action):
        if self.answer and isinstance(action, self.answer):
            listed = [str(a) for a in self.options(state) if isinstance(a, self.answer)]
            return self.rule, f"{self.offered(state)}: {', '.join(listed) if listed else 'nothing now'}"
        return None


#: Steps by kind and fields: one shared instance of each phase decision asked again and again (each seat's
#: first ask of a phase, the same decision after the same actions), as core ``Action.of`` shares actions. A
#: step is a frozen value, so states may share it, and a state of the history that holds a shared step holds
#: no new object for the garbage collector to walk. Keyed by the kind's name and the plain values (not the class),
#: so a key holds nothing the collector walks. Bounded: emptied once it holds ``_SHARED_LIMIT`` steps.
_SHARED: dict = {}
_SHARED_LIMIT = 500


def shared(cls, *values) -> Step:
    """The shared step equal to ``cls(*values)``."""
    key = (cls.kind, values)
    step = _SHARED.get(key)
    if step is None:
        if len(_SHARED) >= _SHARED_LIMIT:
            _SHARED.clear()
        step = _SHARED[key] = cls(*values)
    return step


def put(s, step: Step, kept: int):
    """``s`` with ``step`` on top of its stack: in place of the decision answered if ``kept`` is 1 (the decision's
    ``stays``: it is still on top of ``s``, and nothing was pushed over it), else pushed (``kept`` 0: its
    ``resolve``, the decision taken off). A decision that stays itself is not copied again."""
    tasks = s.tasks
    if kept and tasks and tasks[0] is step:
        return s
    return s._with_field("tasks", (step,) + tasks[kept:])


def ended(s):
    """What a phase decision's ``done`` that changes nothing gives from ``s`` with the decision still on top (its
    ``stays``): ``None`` while other decisions wait under it (the stack takes it off), and as the phase's last
    decision the phase that follows, entered in the copy that takes it off (core's ``Step.stays`` may give what
    the stack reaches once it is empty: the state's ``_advance``, with the empty stack set in its copy).

    >>> from rulekit.civ.actions import Done
    >>> from rulekit.civ.game import new_game
    >>> from rulekit.civ.decisions.judges import Movement
    >>> g = new_game(players=2, civs=("Romans", "Greeks"), seed=1).edit(phase="movement", tasks=(Movement(1),))
    >>> ended(g).phase, [t.kind for t in ended(g).tasks]
    ('research', ['research', 'research'])
    >>> g.apply("done") == g.tasks[0].resolve(g._pop(), Done())._settle()     # as the stack takes it off
    True
    """
    return s._advance(tasks=()) if len(s.tasks) == 1 else None


__all__ = ["Step", "ended", "put", "shared"]
