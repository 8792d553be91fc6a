"""Great people gained (§10.5): Greece draws two and keeps one (L783-786).

A great person gained more than once at a time (a landmark's two, Confucian Academy) is drawn
one at a time; when Greece must choose between two cards (:class:`KeepGreatPerson`), the draws
still owed wait under that choice as an automatic step (:class:`GainGreatPeople`) that runs once
the choice is made.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.rule import cites
from rulekit.civ import rulebook as rb
from rulekit.civ.actions import Keep
from rulekit.civ.decisions import Step


@dataclass(frozen=True, slots=True)
class KeepGreatPerson(Step):
    """Greece keeps one of the two great people drawn (``gp_offer``); the other goes to the bottom
    of the deck, face up or down by the ``greek_reject`` option."""

    kind = "keep"
    answer = (Keep,)
    rule = rb.GP_GREECE
    prompt = "{who}: keep one of the two great people"

    def offered(self, s) -> str:
        return "Greece keeps one of the two great people drawn"

    def options(self, s) -> list:
        return [Keep(c) for c in s.gp_offer]

    @cites(rb.GP_GREECE)
    def resolve(self, s, a):
        other = [c for c in s.gp_offer if c != a.card]
        s = s._with(gp_offer=(), gp_deck=s.gp_deck + tuple((c, s.options.greek_reject == "face-up") for c in other))
        return s.take_gp(self.player, a.card)


@dataclass(frozen=True, slots=True)
class GainGreatPeople(Step):
    """``player`` still gains ``times`` great people (automatic)."""

    times: int = 1

    kind = "gain-gp"
    rule = rb.CONFUCIAN_ACADEMY
    prompt = "{who} gains a great person"
    automatic = True

    def run(self, s):
        return s.gain_gp(self.player, self.times)
