"""The decisions of a Civilization turn, one typed step per kind (:mod:`rulekit.core.steps`).

The turn is the base game's (presumed, CV-B-01): Start of Turn, Trade, City Management,
Movement, Research, each player in turn from the first player, who passes on each turn
(:mod:`.phases` holds the phase decisions and the ``PHASES`` table). In each phase a player
takes any number of that phase's actions and then ``done``; the interrupts are steps pushed
on top, each holding its own context:

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
:mod:`.cards`
    the culture event discarded down to the hand size, Public Education's free tech, A. P.
    Giannini's free building and Jacques Cousteau's harbors.

What a move does to the position is :mod:`.changes`; which moves a phase allows and why one
is refused are judged in :mod:`.judges`, the one place each kind of move is judged.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core import steps


@dataclass(frozen=True, slots=True)
class Step(steps.Step, root=True):
    """A Civilization decision (or automatic step); saves name it by ``kind``."""

    def sentence(self, state) -> str:
        return self.prompt.format(who=f"P{self.player + 1}", civ=state.players[self.player].civ, step=self)


__all__ = ["Step"]
