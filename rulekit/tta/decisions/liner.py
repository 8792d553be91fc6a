"""The judge of Ocean Liner Service's growth (an Age II wonder; its 2006 effect from the card data,
``data/cards_civil_II.toml``): once the wonder is completed, once a turn its owner may increase population
without spending a civil action and paying 5 food less, never less than nothing (``liner``).

The growth is the player's to take or leave: it is one more action of the turn, listed while the wonder
stands face up and has not grown the population this turn, beside the usual growth (``grow``), which
still costs a civil action and the full price. It spends no action token (the ``"free"`` pool of
:meth:`~rulekit.tta.decisions.verdicts.Judging.budget`); the wonder is marked used in
:attr:`~rulekit.tta.state.Player.turn_used`, which lapses with the turn's other extras at its end.
Moses' discount on growth applies too: both make the growth cost less.
"""

from __future__ import annotations

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Liner
from rulekit.tta.decisions.base import put
from rulekit.tta.decisions.tokens import pay
from rulekit.tta.decisions.verdicts import Refusal, Verdict, judges, short
from rulekit.tta.rules.age2 import liner_discount, liner_wonders
from rulekit.tta.rules.cardinfo import named
from rulekit.tta.rules.costs import growth_price

__all__ = ["judge_liner", "liner_in_play"]

_LINER = Liner()


def liner_in_play(p) -> bool:
    """Whether civilization ``p`` has a completed wonder, face up, that grows the population without a
    civil action (the kind's gate)."""
    return bool(p.wonders) and bool(liner_wonders(p))


@judges(Liner, "free", lambda j: [_LINER], liner_in_play)
@cites(rb.INCREASE_POPULATION, rb.WONDER_COMPLETE, rb.SPECIAL_EFFECTS)
def judge_liner(j, a):
    """Ocean Liner Service's growth: no civil action, the yellow region's food less the wonder's 5 (and the
    leader's discount) but never below 0, once a turn; its cost is the food."""
    p = j.p
    wonders = liner_wonders(p)
    if not wonders:
        return Refusal(rb.WONDER_COMPLETE, "only a completed Ocean Liner Service, face up, lets you increase "
                                           "your population without a civil action")
    if wonders[0] in p.turn_used:
        return Refusal(rb.SPECIAL_EFFECTS, f"{named(wonders[0])} increases your population once a turn, and it "
                                           "has this turn; a usual growth costs a civil action")
    cost = growth_price(p, liner_discount(p))
    if cost is None:
        return Refusal(rb.INCREASE_POPULATION, "your yellow bank is empty: no growth")
    if short(j, "farm", cost):
        return j.no or Refusal(rb.INCREASE_POPULATION, f"the growth costs {cost} food even with "
                                                       f"{named(wonders[0])}; you have {p.held['farm']}")
    return Verdict(_liner, cost)


@cites(rb.INCREASE_POPULATION, rb.POPULATION_CHANGE)
def _liner(state, seat, p, a, cost):
    """A yellow token from the bank to the unused workers for ``cost`` food; the wonder marked used."""
    state, p = pay(state, seat, p, "farm", cost)
    wonder = liner_wonders(p)[0]
    return put(state, seat, p._with(yellow=p.yellow - 1, idle=p.idle + 1, turn_used=p.turn_used + (wonder,)))
