"""The phase decisions of a Civilization turn, each the one judge of the actions it takes.

Each phase asks every player one decision (:class:`StartOfTurn`, :class:`CityManagement`,
:class:`Movement`, :class:`Research`): any number of that phase's actions, then ``done``. The
step keeps what the phase already used (a government change and an investment once a turn,
each city's one action, each figure's one move).

Every kind of action (found, government, invest, teacher, atlantis, metropolis, workers,
produce, build, wonder, arts, harvest, culture, coin, placegp, usegp, event, move, explore,
disband, escort, research) is judged here by one set of checks, one function per check, each
giving ``None`` or the rule it breaks with a sentence naming the real cause. The same check
functions make a decision's :meth:`options` (a fast enumerator of what passes them all), its
:meth:`refusal` (the first check an action fails) and the cost its :meth:`resolve` pays
(:func:`build_cost`, :func:`research_cost`). An action the decision does not take is answered
by the phase that takes it (:func:`phase_refusal`); the interrupts (:mod:`.military`,
:mod:`.wonders`, :mod:`.great_people`, :mod:`.card_effects`) list their own answers.

>>> from rulekit.civ.game import new_game
>>> g = new_game(players=2, civs=("Romans", "Greeks"), seed=1)
>>> g.why_not("research Agriculture").reason
'that is done in the research phase, not now (start)'
>>> r = g.edit(phase="research", tasks=(Research(0),))
>>> err = r.why_not("research Space_Flight")
>>> err.rule.ref, err.reason[:58]
('CV-B-02', 'Space Flight (level 5) has no legal slot in your tech pyra')
>>> g.why_not("invest Infrastructure").reason
'only coin tokens may be invested, and P1 has none (printed coins do not count)'
>>> g.why_not("government Monarchy").reason
'P1 may change to Monarchy only with a tech that unlocks it (P1 has Despotism)'
"""

from __future__ import annotations

from rulekit.civ.decisions.judges.base import PHASE_OF, phase_refusal, shared_refusal
from rulekit.civ.decisions.judges.city import CityManagement
from rulekit.civ.decisions.judges.movement import Movement, figure_options
from rulekit.civ.decisions.judges.start import Research, StartOfTurn

#: The decision each phase asks of every player (a scenario starting in a phase asks it).
PHASE_STEPS = {"start": StartOfTurn, "city": CityManagement, "movement": Movement, "research": Research}


def refusal(s, step, action):
    """``(rule, reason)`` naming why ``action`` is refused at ``step`` in ``s``, or ``None``: asked by the
    decision stack (``State._refusal_detail``) when the step's own :meth:`refusal` names no cause (an
    action of another kind than it takes): :func:`shared_refusal`."""
    return shared_refusal(s, step, action)



__all__ = ["PHASE_OF", "PHASE_STEPS", "CityManagement", "Movement", "Research", "StartOfTurn", "figure_options",
           "phase_refusal", "refusal", "shared_refusal"]
