"""How a Guns & Steel turn unfolds: one typed decision per kind, the phase
table, and the End of Turn as data (§7).

The turn is a stack of steps on core's decision machinery
(:mod:`rulekit.core.steps`). Each kind below is a frozen dataclass holding its
own context (the card whose effect resolves, the cards deployed so far, the
attacker a wonder goes to …) and answering who decides, what they read, the
rule, the options and what a choice does. Automatic steps (an effect, the
take-back, the clean-up) run as soon as they reach the top. An attack is a
frame (:class:`Battle`): it asks each defender in turn (:class:`React`), each
answer (the Reaction cards played from hand) comes back with
``state.reply(...)``, and the attack resolves with those answers.

Each kind judges its own actions: :meth:`~Step.refusal` names the real cause
of a refused action with its rule. A decision that may find nothing to choose
says so with ``skippable`` and the rule that lets it pass; any other empty
decision is an engine error.

:data:`PHASES` is the turn as a table (§7): what each phase pushes and which
phase follows. :data:`END_OF_TURN` is the End of Turn (§7d), the one list the
engine runs and the notebooks print (:func:`end_steps`).

The kinds live in this package's modules: the phases' own decisions here, card
effects and attacks in :mod:`~rulekit.gunsteel.decisions.military`, the End of
Turn in :mod:`~rulekit.gunsteel.decisions.end`, and the reading of saved steps (today's layout and the older one) in
:mod:`~rulekit.gunsteel.decisions.saves`.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.rule import cites
from rulekit.core.steps import Phase, phase_table
from rulekit.gunsteel import actions as act
from rulekit.gunsteel import effects as fx
from rulekit.gunsteel import rulebook as rb
from rulekit.gunsteel import rules
from rulekit.gunsteel.decisions.base import PASS, Step, ZoneStep, bought_already, common_refusal, not_in
from rulekit.gunsteel.decisions.end import (END_OF_TURN, Claim, Cleanup, EndStep, Expire, Glory, Retrieve,
                                            TakeBack, begin_end_of_turn, end_of_turn, end_steps)
from rulekit.gunsteel.decisions.military import (Battle, Cede, Deploy, Effect, Lose, React, Renew, Strike,
                                                 Tribute, activate)
from rulekit.gunsteel.decisions.saves import read_steps
from rulekit.gunsteel.rules.judge import buy_refusal, use_refusal
from rulekit.gunsteel.rules.payment import Plan, exhaust_options


# == set-up and the first two phases ========================================================

class PlayCard(ZoneStep):
    """Lay a card from hand on one side (set-up step d, the Resource and Technology Phases):
    any card in hand (GS-R-07)."""

    __slots__ = ()
    takes = act.PlayResource
    zone = "hand"
    zone_rule = rb.TWO_SIDES


@dataclass(frozen=True, slots=True)
class First(PlayCard):
    kind = "first"
    rule = rb.SETUP_FIRST_RESOURCE
    prompt = "{who} lays one starting card from hand as a resource"

    def resolve(self, s, action):
        return fx.move(s, self.player, action.card, "hand", "resources")


@dataclass(frozen=True, slots=True)
class ResourcePhase(PlayCard):
    kind = "resource"
    rule = rb.RESOURCE_PHASE
    prompt = "{who} must play one card from hand as a resource"

    def resolve(self, s, action):
        return fx.move(s, self.player, action.card, "hand", "resources",
                       **({} if s.phase == "resource" else {"phase": "resource"}))


@dataclass(frozen=True, slots=True)
class TechnologyPhase(PlayCard):
    kind = "technology"
    rule = rb.TECH_PHASE
    prompt = "{who} must play one card from hand as a technology"
    takes = act.PlayTech

    def resolve(self, s, action):
        return fx.move(s, self.player, action.card, "hand", "techs",
                       tasks=fx.above(s, Use(self.player, card=action.card)))


@dataclass(frozen=True, slots=True)
class Use(Step):
    """Activate the technology just played, paying its activation cost (GS-R-09 b, GS-R-36).

    Its judge is :func:`~rulekit.gunsteel.rules.judge.use_refusal`; the options are
    generated from the same payment checks (:func:`~rulekit.gunsteel.rules.payment.exhaust_options`:
    every minimal set of cards that pays), since which cards pay is the player's choice."""

    kind = "use"
    rule = rb.TECH_PHASE
    prompt = "{who} may activate {card} (paying its cost) or pass"
    card: str = ""

    def options(self, s):
        cost = s.card(self.card).use_cost
        # a cost of nothing needs no table: exhaust_options answers it with the empty payment
        table = {c: s.card(c).resource for c in s.players[self.player].resources} if cost else {}
        return [act.Use(self.card, plan) if plan.exhaust else act.Use.of(self.card, None)
                for plan in exhaust_options(table, cost, s.options)] + [PASS]

    def judge(self, s, action):
        if isinstance(action, act.Pass):
            return None
        if isinstance(action, act.Use):
            return use_refusal(s, self.player, self.card, action)
        return self.other(s, action)

    def resolve(self, s, action):
        if isinstance(action, act.Pass):
            return s
        s = fx.pay(s, self.player, (action.plan or Plan(())).exhaust)  # an activation's payment yields nothing
        return activate(s, self.player, action.card)


# == the Buy Phase ==========================================================================

@dataclass(frozen=True, slots=True)
class Buy(Step):
    """Buy one card from the pyramid, or pass (GS-R-55); with nothing affordable the
    phase passes by itself.

    Its judge is :func:`~rulekit.gunsteel.rules.judge.buy_refusal`; the options are the
    targets whose price the buyer can pay (:meth:`State.affordable`, which asks the judge's
    own test of a price, :meth:`State.pays`, once per price)."""

    kind = "buy"
    rule = rb.BUY_ONE
    prompt = "{who} may buy one card from the pyramid, or pass"
    skippable = rb.BUY_ONE              # "may buy": with nothing affordable there is nothing to decide

    def options(self, s):
        buys = [act.Buy.of(t) for t in s.affordable(self.player)]
        return buys + [PASS] if buys else []

    def judge(self, s, action):
        if isinstance(action, act.Pass):
            return None
        if isinstance(action, act.Buy):
            return buy_refusal(s, self.player, action)
        return self.other(s, action)

    def resolve(self, s, action):
        if isinstance(action, act.Pass):
            return s
        plan = action.plan or s.payment_plans(self.player, action.target, limit=1)[0]
        return fx.purchase(s, self.player, action.target, plan)


# == the phases =============================================================================

def first_resources(s):
    """Set-up step d: the players who lay a first resource (GS-R-29)."""
    return s._push(*(First(q) for q in rules.first_resource_seats(len(s.players)) if s.players[q].hand))


@cites(rb.TURN_ORDER, rb.SHORT_HAND)
def start_turn(s, seat: int, turn: int):
    """``s`` at the start of ``seat``'s turn ``turn`` (GS-R-34), before its first phase."""
    return s.but(current=seat, turn=turn, bought=False, taken_back=())


@cites(rb.TURN_ORDER)
def next_turn(s):
    """After the End of Turn, the next player clockwise begins their turn (GS-R-34)."""
    return start_turn(s, (s.current + 1) % len(s.players), s.turn + 1)


def _has_hand(s) -> bool:
    return bool(s.players[s.current].hand)


#: The turn (§7, L366-374) as a table: what each phase pushes and which follows. A player
#: with no card in hand skips the Resource and Technology Phases (GS-R-61); after the End
#: of Turn, ``turn`` (which asks nothing) moves the seat on to the next player (GS-R-34).
PHASES = phase_table(
    Phase("setup", rb.SETUP_FIRST_RESOURCE, first_resources, "resource"),
    Phase("resource", rb.RESOURCE_PHASE,
          lambda s: s._push(ResourcePhase(s.current)) if _has_hand(s) else s,
          lambda s: "technology" if _has_hand(s) else "buy"),
    Phase("technology", rb.TECH_PHASE, lambda s: s._push(TechnologyPhase(s.current)), "buy"),
    Phase("buy", rb.BUY_ONE, lambda s: s._push(Buy(s.current)), "end"),
    Phase("end", rb.END_NEW_WORLD, begin_end_of_turn, "turn"),
    Phase("turn", rb.TURN_ORDER, next_turn, "resource"),
)
#: The phases of a turn as the rulebook lists them (§7, L366-374).
TURN = ("resource", "technology", "buy", "end")


__all__ = ["END_OF_TURN", "PASS", "PHASES", "TURN", "Battle", "Buy", "Cede", "Claim", "Cleanup", "Deploy", "Effect",
           "EndStep", "Expire", "First", "Glory", "Lose", "React", "Renew", "ResourcePhase", "Retrieve", "Step",
           "Strike", "TakeBack", "TechnologyPhase", "Tribute", "Use", "activate", "bought_already",
           "ZoneStep", "begin_end_of_turn", "common_refusal", "end_of_turn", "not_in", "end_steps", "first_resources", "next_turn", "read_steps", "start_turn"]
