"""What a turn's action does, once the judge (:mod:`rulekit.tta.decisions.judge`) has accepted it.

:func:`apply_action` spends the action token and applies the action to ``seat``'s civilization.
Every cost is asked of :mod:`rulekit.tta.rules.costs`, the same function the judge asked; a payment,
a gain or a lost action token with more than one way is scheduled as a decision
(:mod:`rulekit.tta.decisions.tokens`) for :data:`~rulekit.tta.decisions.base.AFTER_ACTION`, which the
turn fires once the action is applied.
"""

from __future__ import annotations

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import (Barbarossa, Build, Destroy, Disband, Discover, Grow, Lead, Peaceful, Play,
                                 Recruit, Revolution, Stage, Take, Upgrade)
from rulekit.tta.decisions.base import AFTER_ACTION, discard, put
from rulekit.tta.decisions.judge import TECH_TYPES, is_unit
from rulekit.tta.decisions.tokens import Gain, gain, pay, pay_military, retotal
from rulekit.tta.rules import SCIENCE_CAP, UNITS, build_cost, civil_total, info, military_total
from rulekit.tta.rules.costs import (action_card_discount, barbarossa_costs, build_price, growth_price, leader_fx,
                                     stage_price, take_cost, upgrade_price)

__all__ = ["apply_action"]


def _use_card(p, card: str):
    """Remove a played card from hand."""
    if not card:
        return p
    hand = list(p.hand)
    hand.remove(card)
    return p._with(hand=tuple(hand))


def _pending(state) -> int:
    """How many choices the action being applied has left so far."""
    return len(state.due(AFTER_ACTION))


@cites(rb.ACTIONS)
def apply_action(state, seat: int, a):
    """The state after ``seat`` takes the (judged) action ``a``: a military action spends a red token,
    a take its cost and a revolution every white token, any other civil action one white token."""
    p = state.players[seat]
    if isinstance(a, (Recruit, Disband)) or (isinstance(a, Upgrade) and is_unit(a.old)):
        p = p._with(military_spent=p.military_spent + 1)
    elif not isinstance(a, (Take, Revolution)):
        p = p._with(civil_spent=p.civil_spent + 1)
    return _APPLY[type(a)](state, seat, p, a)


@cites(rb.TAKE_CARD, rb.WONDER_TAKE_COST)
def _take(state, seat, p, a):
    card = state.row[a.slot - 1]
    i = info(card)
    p = p._with(civil_spent=p.civil_spent + take_cost(state, seat, a.slot), fresh=p.fresh + (card,))
    if i.type == "wonder":
        p = p._with(building=card, stages=0)
    else:
        p = p._with(hand=p.hand + (card,))
        if i.type == "leader":
            p = p._with(leader_ages=p.leader_ages + (i.age,))
        if i.type in TECH_TYPES:
            p = p._with(science=min(SCIENCE_CAP, p.science + leader_fx(p, "science_per_tech_taken")))
    row = list(state.row)
    row[a.slot - 1] = ""
    return put(state._with(row=tuple(row)), seat, p)


@cites(rb.POPULATION_CHANGE)
def _grow_worker(state, seat, p, discount: int = 0):
    state, p = pay(state, seat, p, "farm", growth_price(p, discount))
    return state, p._with(yellow=p.yellow - 1, idle=p.idle + 1)


@cites(rb.INCREASE_POPULATION)
def _grow(state, seat, p, a):
    p = _use_card(p, a.card)
    n = _pending(state)
    state, p = _grow_worker(state, seat, p)
    if a.card:
        refund = action_card_discount(a.card, "food_refund")
        if _pending(state) > n and refund > 0:      # the food is paid first (its decision), then comes back
            state = state.schedule(AFTER_ACTION, Gain(seat, what="farm", amount=refund))
        else:
            state, p = gain(state, seat, p, "farm", refund)
    return discard(put(state, seat, p), a.card)


@cites(rb.BUILD_FARM_MINE, rb.BUILD_URBAN)
def _build(state, seat, p, a):
    cost = build_price(p, a.tech, a.card)
    p = _use_card(p, a.card)
    state, p = pay(state, seat, p, "mine", cost)
    p = p.with_slot(a.tech, workers=p.workers_on(a.tech) + 1)._with(idle=p.idle - 1)
    return discard(put(state, seat, p), a.card)


@cites(rb.UPGRADE, rb.UPGRADE_UNIT)
def _upgrade(state, seat, p, a):
    cost = upgrade_price(p, a.old, a.new, a.card)
    if info(a.old).type in UNITS:
        state, p = pay_military(state, seat, p, cost)
    else:
        p = _use_card(p, a.card)
        state, p = pay(state, seat, p, "mine", cost)
    p = p.with_slot(a.old, workers=p.workers_on(a.old) - 1)
    p = p.with_slot(a.new, workers=p.workers_on(a.new) + 1)
    return discard(put(state, seat, p), a.card)


@cites(rb.DESTROY, rb.DISBAND_UNIT)
def _destroy(state, seat, p, a):
    t = a.tech if isinstance(a, Destroy) else a.unit
    p = p.with_slot(t, workers=p.workers_on(t) - 1)._with(idle=p.idle + 1)
    return put(state, seat, p)


@cites(rb.BUILD_UNIT)
def _recruit(state, seat, p, a):
    state, p = pay_military(state, seat, p, build_cost(p, a.unit))
    p = p.with_slot(a.unit, workers=p.workers_on(a.unit) + 1)._with(idle=p.idle - 1)
    return put(state, seat, p)


@cites(rb.UNIT_DISCOUNTS)
def _barbarossa(state, seat, p, a):
    _, resources = barbarossa_costs(p, a.unit)
    state, p = _grow_worker(state, seat, p, int(info(p.leader).fx.get("combo_food_discount", 0)))
    state, p = pay_military(state, seat, p, resources)
    p = p.with_slot(a.unit, workers=p.workers_on(a.unit) + 1)._with(idle=p.idle - 1)
    return put(state, seat, p)


@cites(rb.WONDER_STAGE, rb.PYRAMIDS, rb.WONDER_COMPLETE)
def _stage(state, seat, p, a):
    stages = info(p.building).stages
    cost = stage_price(p, a.count, a.card)
    p = _use_card(p, a.card)
    built = p.stages + a.count
    # paying only returns tokens to the bank, so any way leaves the markers when the bank has them
    # now; otherwise the advised way (the most tokens back) is the one the judge accepted
    state, p = pay(state, seat, p, "mine", cost, ask=built >= len(stages) or p.blue >= a.count)
    if built >= len(stages):       # complete: the markers go back, the wonder stands
        before = p
        p = p._with(blue=p.blue + p.stages, stages=0, wonders=p.wonders + (p.building,), building="")
        state, p = retotal(state, seat, before, p)
    else:                          # one marker per built stage, from the bank
        p = p._with(blue=p.blue - a.count, stages=built)
    return discard(put(state, seat, p), a.card)


@cites(rb.PLAY_LEADER, rb.LEADER_TOKENS)
def _lead(state, seat, p, a):
    before = p
    old = p.leader
    p = _use_card(p, a.leader)._with(leader=a.leader)
    state, p = retotal(state, seat, before._with(civil_spent=p.civil_spent), p)
    if info(a.leader).fx.get("military_resource_per_turn") and not (old and info(old).fx.get(
            "military_resource_per_turn")):
        p = p._with(mil_bonus=p.mil_bonus + int(info(a.leader).fx["military_resource_per_turn"]))
    return discard(put(state, seat, p), old)


@cites(rb.PLAY_ACTION_CARD)
def _play(state, seat, p, a):
    fx = info(a.action).fx
    p = _use_card(p, a.action)
    p = p._with(culture=p.culture + int(fx.get("culture", 0) or 0),
                science=min(SCIENCE_CAP, p.science + int(fx.get("science", 0) or 0)),
                military_extra=p.military_extra + int(fx.get("military_actions", 0) or 0),
                mil_bonus=p.mil_bonus + int(fx.get("military_resources", 0) or 0))
    state, p = gain(state, seat, p, "farm", int(fx.get("food", 0) or 0))
    state, p = gain(state, seat, p, "mine", int(fx.get("resources", 0) or 0))
    return discard(put(state, seat, p), a.action)


@cites(rb.PLAY_TECHNOLOGY, rb.SPECIAL_TECH)
def _discover(state, seat, p, a):
    i = info(a.tech)
    p = _use_card(p, a.tech)._with(science=p.science - i.science)
    old = ""
    if i.type == "special":
        same = [c for c in p.specials if info(c).branch == i.branch]
        old = same[0] if same else ""
        before = p
        p = p._with(specials=tuple(c for c in p.specials if c != old) + (a.tech,))
        state, p = retotal(state, seat, before, p)
    else:
        p = p.with_slot(a.tech, workers=0, blue=0)
    state, p = _developed(state, seat, p, a.card)
    return discard(put(state, seat, p), old, a.card)


def _developed(state, seat, p, card: str):
    """After developing a technology: Leonardo's resource; Breakthrough's science back."""
    state, p = gain(state, seat, p, "mine", leader_fx(p, "resource_per_tech_played"))
    if card:
        p = _use_card(p, card)
        p = p._with(science=min(SCIENCE_CAP, p.science + action_card_discount(card, "science_refund")))
    return state, p


@cites(rb.REVOLUTION, rb.PEACEFUL_CHANGE)
def _government(state, seat, p, a):
    i = info(a.government)
    old = p.government
    p = _use_card(p, a.government)._with(government=a.government)
    if isinstance(a, Revolution):
        p = p._with(science=p.science - i.revolution)
        p = p._with(civil_spent=civil_total(p),
                    military_spent=p.military_spent if state.options.revolution_spent_military == "kept"
                    else min(p.military_spent, military_total(p)))
    else:
        p = p._with(science=p.science - i.peaceful)      # spent civil = before + 1 (⚠AMB-3, TTA-EX-6)
    card = getattr(a, "card", "")
    state, p = _developed(state, seat, p, card)
    return discard(put(state, seat, p), old, card)


_APPLY = {Take: _take, Grow: _grow, Build: _build, Upgrade: _upgrade, Destroy: _destroy, Disband: _destroy,
          Recruit: _recruit, Barbarossa: _barbarossa, Stage: _stage, Lead: _lead, Play: _play,
          Discover: _discover, Revolution: _government, Peaceful: _government}
