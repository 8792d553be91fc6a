"""Judging a purchase or an activation, and the payment a player spells out (§3b, §7b, §7c).

:func:`buy_refusal` and :func:`use_refusal` are the judges the Buy and Use decisions ask to
accept, refuse and explain (``buy O1 pay … trade …``); they test a payment with the checks of
:mod:`~rulekit.gunsteel.rules.payment`, which also lists the payments a player may choose.
"""

from __future__ import annotations

from rulekit.core.resources import Bag
from rulekit.core.rule import cites
from rulekit.gunsteel import rulebook as rb
from rulekit.gunsteel.rules.payment import pay_check, settle, split_any, unit_of


@cites(rb.EXHAUST, rb.TRADING, rb.ONLY_BY_EFFECTS)
def use_refusal(s, seat: int, card: str, action):
    """Why ``seat`` may not activate ``card`` (the card just played) paying as ``action``
    spells out, or ``None`` (GS-R-09 b; A5 for exchanges). A state-level judge: the
    Use decision asks it to accept, refuse and explain."""
    if action.card != card:
        return rb.TECH_PHASE, f"only {s.named(card)}, the card just played, can be activated now"
    cost = s.card(card).use_cost
    if action.plan is None:
        if not cost:
            return None
        return rb.EXHAUST, (f"activating {s.named(card)} costs {cost}: name the resource cards to exhaust "
                            f"('use {card} pay <cards>')")
    p = s.players[seat]
    found = spent_twice(action.plan.exhaust, rb.EXHAUST, s.named) or not_on_table(action.plan.exhaust, p, rb.EXHAUST, s.named)
    if found:
        return found
    if action.plan.trades and not s.options.trade_anytime:
        return rb.TRADING, "exchanges are made while paying in the Buy Phase (A5)"
    units = Bag()
    for c in action.plan.exhaust:
        units = units + unit_of(s.card(c).resource)
    named, extra = split_any(cost)
    why = pay_check(units, action.plan.trades, named, extra, s.options)
    if why:
        return rb.EXHAUST, f"activating {s.named(card)} costs {cost}: {why}"
    for c in action.plan.exhaust:
        fewer = units.pay(unit_of(s.card(c).resource))
        if pay_check(fewer, action.plan.trades, named, extra, s.options) is None:
            return rb.ONLY_BY_EFFECTS, f"{s.named(c)} is not needed to pay; cards flip only to pay"
    return None


def spent_twice(cards, rule, named=repr):
    """A card named twice in a payment: a card is exhausted once, by flipping it (GS-R-09); ``named``
    says a card in words."""
    seen = set()
    for c in cards:
        if c in seen:
            return rule, f"{named(c)} is named twice; a card is exhausted once, by turning it over"
        seen.add(c)
    return None


def not_on_table(cards, p, rule, named=repr):
    for c in cards:
        if c not in p.resources:
            return rule, f"{named(c)} is not resource side up on {p.name}'s table"
    return None



@cites(rb.BUY_ONE, rb.RESEARCH, rb.CARD_COST, rb.PAYING, rb.TRADING, rb.ONLY_BY_EFFECTS)
def buy_refusal(s, seat: int, action):
    """Why ``seat`` may not make this purchase now, or ``None``: one card a turn
    (GS-R-55), a card that is there (GS-R-72), its cost (GS-R-58) and, for a
    payment spelled out, the cards and exchanges named (GS-R-56/57). A state-level
    judge: the Buy decision asks it to accept, refuse and explain."""
    if action.plan is None and s.bought:
        return rb.BUY_ONE, "only one card may be bought per turn"
    if action.target not in s.buy_targets():
        if action.plan is None and action.target.startswith("RP-") and s.mode != "combined":
            return rb.RESEARCH, "Research Projects exist only in the combined game"
        return rb.BUY_ONE, f"{action.target!r} is not a card in the pyramid"
    base, extra, below = s.purchase(action.target)
    if action.plan is None:
        if s.can_afford(seat, action.target):
            return None
        units = s.units_available(seat)
        why = f"; it is joined to {len(below)} card{'s' * (len(below) != 1)} below" if below else ""
        return rb.CARD_COST, (f"{_bought(s, action.target)} costs {base} + {extra} of any kind{why}; "
                              f"P{seat + 1} has {units} ({len(units)} resources)")
    p = s.players[seat]
    found = spent_twice(action.plan.exhaust, rb.PAYING, s.named) or not_on_table(action.plan.exhaust, p, rb.PAYING, s.named)
    if found:
        return found
    units = p.temp
    for c in action.plan.exhaust:
        units = units + unit_of(s.card(c).resource)
    why = pay_check(units, action.plan.trades, base, extra, s.options)
    if why:
        return (rb.TRADING if "exchange" in why else rb.CARD_COST,
                f"{_bought(s, action.target)} costs {base} + {extra} of any kind: {why}")
    for c in action.plan.exhaust:
        if settle(units.pay(unit_of(s.card(c).resource)), base, extra, s.options) is not None:
            return rb.ONLY_BY_EFFECTS, f"{s.named(c)} is not needed to pay; cards flip only to pay"
    return None


__all__ = ["buy_refusal", "not_on_table", "spent_twice", "use_refusal"]


def _bought(s, target: str) -> str:
    """A purchase's card in words: its name and where it lies (``Cannon (Oil row, 2nd card)``), or the top
    card of a Research Project stack."""
    if target.startswith("RP-"):
        return f"the top card of the {s.layout.place_name(target)}"
    return f"{s.named(s.pyramid[s.layout.index(target)])} ({s.layout.place_name(target)})"
