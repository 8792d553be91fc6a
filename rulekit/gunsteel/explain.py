"""Why an action is not allowed: the rule it breaks, in a sentence a player understands.

:class:`Explain` is a mixin of :class:`~rulekit.gunsteel.game.State`: when an
action is not among the legal ones, it finds the rule and the reason (core's
decision stack asks it through ``_refusal_detail``). :func:`check_spelled_buy`
and :func:`check_spelled_use` check payments a player spells out
(``buy O1 pay … trade …``), for the ``buy`` and ``use`` decision kinds.
"""

from __future__ import annotations

from rulekit.core.errors import IllegalAction
from rulekit.core.resources import Bag
from rulekit.gunsteel import rulebook as rb
from rulekit.gunsteel.actions import (Action, Buy, Deploy, Pass, PlayResource, PlayTech, React, Renew,
                                      Retrieve, Tribute, Use)
from rulekit.gunsteel.payment import pay_check, settle, split_any, unit_of
from rulekit.gunsteel.state import Task

class Explain:
    """Precise reasons for common mistakes, each citing its rule. The prompt of
    each decision kind (:data:`~rulekit.gunsteel.turn.DECISIONS`) is the
    reason given when none of these applies."""

    def _refusal_detail(self, task: Task, action: Action):
        """A more precise reason for common mistakes, or ``None``."""
        p = self.players[task.player]
        card = getattr(action, "card", "")
        if isinstance(action, (PlayResource, PlayTech, Deploy)) and card not in p.hand:
            return rb.TWO_SIDES, f"{card} is not in P{task.player + 1}'s hand"
        if isinstance(action, Buy) and task.kind == "buy":
            if self.bought:
                return rb.BUY_ONE, "only one card may be bought per turn"
            if action.target not in self.buy_targets():
                if action.target.startswith("RP-") and self.mode != "combined":
                    return rb.RESEARCH, "Research Projects exist only in the combined game"
                return rb.BUY_ONE, f"{action.target} is not a card in the pyramid"
            base, extra, below = self.purchase(action.target)
            units = self.units_available(task.player)
            why = f"; it is connected to {', '.join(below)}" if below else ""
            return rb.CARD_COST, (f"{action.target} costs {base} + {extra} of any kind{why}; "
                                  f"P{task.player + 1} has {units} ({len(units)} resources)")
        if isinstance(action, Renew) and task.kind != "renew":
            return rb.ONLY_BY_EFFECTS, "cards are flipped only by game effects"
        if isinstance(action, React) and task.kind == "react" and card in p.hand:
            return rb.DEFENCE, f"{card} has no Reaction icon and cannot be played from hand"
        if isinstance(action, React) and task.kind == "react" and card in p.resources:
            return rb.EXHAUST, f"{card} is Civil on its technology side; defenders flip only Tactical or Military cards"
        if isinstance(action, Pass) and task.kind == "strike":
            return rb.TACTICAL_BOTH, "an Attack card played through a Tactical card must be activated"
        if isinstance(action, Pass) and task.kind in ("claim", "glory"):
            return rb.END_NEW_WORLD if task.kind == "claim" else rb.GLORY, (
                "a player who qualifies must take a wonder (AMB-X4; option may_decline_wonder)")
        if isinstance(action, Retrieve) and task.kind != "retrieve":
            return rb.TAKE_BACK, "cards go back to hand only at the end of a turn with 0-1 cards in hand"
        if isinstance(action, Tribute) and task.kind == "tribute":
            return rb.TARGETING, "the one player an effect targets must meet its condition: a resource on the table"
        return None

    def _check_explicit_buy(self, action: Buy) -> None:
        seat = self.current
        if action.target not in self.buy_targets():
            raise IllegalAction(rb.BUY_ONE, f"{action.target} is not a card in the pyramid")
        p = self.players[seat]
        _refuse_twice(action.plan.exhaust, rb.PAYING)
        for c in action.plan.exhaust:
            if c not in p.resources:
                raise IllegalAction(rb.PAYING, f"{c} is not resource side up on P{seat + 1}'s table")
        base, extra, _ = self.purchase(action.target)
        units = p.temp
        for c in action.plan.exhaust:
            units = units + unit_of(self.card(c).resource)
        why = pay_check(units, action.plan.trades, base, extra, self.options)
        if why:
            raise IllegalAction(rb.TRADING if "exchange" in why else rb.CARD_COST,
                                f"{action.target} costs {base} + {extra} of any kind: {why}")
        for c in action.plan.exhaust:
            fewer = units.pay(unit_of(self.card(c).resource))
            if settle(fewer, base, extra, self.options) is not None:
                raise IllegalAction(rb.ONLY_BY_EFFECTS, f"{c} is not needed to pay; cards flip only to pay")

    def _check_explicit_use(self, task: Task, action: Use) -> None:
        if action.card != task.card:
            raise IllegalAction(rb.TECH_PHASE, f"only {task.card}, the card just played, can be activated now")
        p = self.players[task.player]
        _refuse_twice(action.plan.exhaust, rb.EXHAUST)
        for c in action.plan.exhaust:
            if c not in p.resources:
                raise IllegalAction(rb.EXHAUST, f"{c} is not resource side up on P{task.player + 1}'s table")
        if action.plan.trades and not self.options.trade_anytime:
            raise IllegalAction(rb.TRADING, "exchanges are made while paying in the Buy Phase (A5)")
        units = Bag()
        for c in action.plan.exhaust:
            units = units + unit_of(self.card(c).resource)
        cost = self.card(task.card).use_cost
        named, extra = split_any(cost)
        why = pay_check(units, action.plan.trades, named, extra, self.options)
        if why:
            raise IllegalAction(rb.EXHAUST, f"activating {task.card} costs {cost}: {why}")
        for c in action.plan.exhaust:
            fewer = units.pay(unit_of(self.card(c).resource))
            if pay_check(fewer, action.plan.trades, named, extra, self.options) is None:
                raise IllegalAction(rb.ONLY_BY_EFFECTS, f"{c} is not needed to pay; cards flip only to pay")


def _refuse_twice(cards: tuple[str, ...], rule) -> None:
    """A card named twice in a payment is refused: a card is exhausted once, by flipping it (GS-R-09)."""
    seen = set()
    for c in cards:
        if c in seen:
            raise IllegalAction(rule, f"{c} is named twice; a card is exhausted once, by turning it over")
        seen.add(c)


def check_spelled_buy(s, task: Task, action) -> bool:
    """A purchase with a payment spelled out: legal (True) or refused with its rule."""
    if not (isinstance(action, Buy) and action.plan is not None):
        return False
    s._check_explicit_buy(action)
    return True


def check_spelled_use(s, task: Task, action) -> bool:
    """An activation with a payment spelled out: legal (True) or refused with its rule."""
    if not (isinstance(action, Use) and action.plan is not None):
        return False
    s._check_explicit_use(task, action)
    return True
