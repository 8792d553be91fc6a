"""The judges of the actions on a civilization's board: increasing population, building, upgrading,
destroying, military units (recruit, disband, Barbarossa's action) and wonder stages
(PL L718-878, L1287-1301).

Each kind is judged in one place (its ``judge_*`` function, registered with
:func:`~rulekit.tta.decisions.verdicts.judges`), whose verdict carries the cost and the function
below it that applies the action with that cost (see :mod:`rulekit.tta.decisions.verdicts`).
"""

from __future__ import annotations

from rulekit.core.actions import ActionTable
from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Barbarossa, Build, Destroy, Disband, Grow, Recruit, Stage, Upgrade
from rulekit.tta.decisions.base import AFTER_ACTION, discard, put
from rulekit.tta.decisions.tokens import Gain, bank_after, gain, pay, pay_military, paying, paying_military, retotal, set_stock
from rulekit.tta.decisions.variants import urban_limit
from rulekit.tta.decisions.verdicts import (Refusal, Verdict, SPENT_NOTHING, card_ok, judges, known, lists, short,
                                            spends_itself, use_card, verdicts)
from rulekit.tta.rules import UNITS, URBAN, build_cost, higher, manned, urban_count
from rulekit.tta.rules.age3 import SURCHARGED, completion_culture, rivals_surcharge, war_unit_discount
from rulekit.tta.rules.cardinfo import BUILDING_TYPES, info, named
from rulekit.tta.rules.costs import (action_card_discount, barbarossa_costs, build_discount, build_total,
                                     growth_price, less_discount, stage_price, upgrade_total)

__all__ = ["judge_barbarossa", "judge_build", "judge_destroy", "judge_disband", "judge_grow", "judge_recruit",
           "judge_stage", "judge_upgrade", "barbarossa_in_play", "building_wonder", "has_idle", "higher", "manned", "stages_per_action", "unit_pool"]

_LAND = ("farm", "mine")
_BUILDINGS = _LAND + URBAN
_UPGRADABLE = _BUILDINGS + UNITS
_UNIT_TYPES = frozenset(UNITS)


def has_idle(p) -> bool:
    """Whether an unused worker stands ready: building, recruiting and Barbarossa's action need one."""
    return p.idle >= 1


def _techs_of(j, kinds):
    """The technologies in play whose type is one of ``kinds``, with their facts."""
    by = j.p.tech_kinds
    return [f for kind in kinds for f in by.get(kind, ())]


# -- population ------------------------------------------------------------------------------
_GROW = Grow.of("")


def _grow_candidates(j):
    return [_GROW] + [Grow.of(c) for c in j.helpers("food_refund")]


@judges(Grow, "civil", _grow_candidates)
@cites(rb.INCREASE_POPULATION)
def judge_grow(j, a):
    """Increasing population: 1 civil action and the food of the yellow bank's region
    (:func:`~rulekit.tta.rules.costs.growth_price`); ``with`` Frugality for food back (PL L718-731)."""
    return _grow_rules(j, a.card, growth_price(j.p))


@cites(rb.INCREASE_POPULATION)
def _grow_rules(j, card: str, cost: int | None):
    """The judge's checks of a growth ``with`` ``card`` (or none) at ``cost`` food (:func:`growth_price`)."""
    p = j.p
    if card and (err := card_ok(p, card, "food_refund")):
        return err
    if cost is None:
        return Refusal(rb.INCREASE_POPULATION, "your yellow bank is empty: no growth")
    if short(j, "farm", cost):
        return j.no or Refusal(rb.INCREASE_POPULATION, f"growth costs {cost} food; you have {p.held['farm']}")
    return _GROWN[cost] if cost < len(_GROWN) else Verdict(_grow, cost, 1)


@lists(Grow)
def _grow_listing(j):
    """Each candidate growth through :func:`_grow_rules`, its price found once."""
    cost = growth_price(j.p)
    if _grow_rules(j, "", cost).__class__ is not Verdict:
        return []      # a card only adds its own check (food comes back after paying)
    cards = j.helpers("food_refund")
    return [_GROW] + [_GROW_WITH[c] for c in cards if _grow_rules(j, c, cost).__class__ is Verdict] if cards else [_GROW]


def _pending(state) -> int:
    """How many choices the action being applied has left so far."""
    return len(state.due(AFTER_ACTION))


@cites(rb.POPULATION_CHANGE)
def _new_worker(state, seat, p, food: int, spent: dict | None = None):
    """A yellow token from the bank to the unused workers, for ``food`` (``spent``: the action tokens spent,
    set in the same copy of the civilization, as the food paid where it is not asked)."""
    state, counts = paying(state, seat, p, "farm", food)
    if counts is None:
        return state, p._with(yellow=p.yellow - 1, idle=p.idle + 1, **spent) if spent else p._with(
            yellow=p.yellow - 1, idle=p.idle + 1)
    return state, set_stock(p, "farm", counts, yellow=p.yellow - 1, idle=p.idle + 1, **(spent or {}))


@spends_itself
@cites(rb.INCREASE_POPULATION)
def _grow(state, seat, p, a, cost, spent=SPENT_NOTHING):
    p = use_card(p, a.card)
    n = _pending(state)
    state, p = _new_worker(state, seat, p, cost, spent)
    if a.card:
        refund = action_card_discount(a.card, "food_refund")
        if _pending(state) > n and refund > 0:      # the food is paid first (its decision), then comes back
            state = state.schedule(AFTER_ACTION, Gain(seat, what="farm", amount=refund))
        else:
            state, p = gain(state, seat, p, "farm", refund)
    return discard(put(state, seat, p), a.card)


# -- farms, mines and urban buildings ----------------------------------------------------------------
def _build_candidates(j):
    land, urban = j.helpers("farm_mine_build_discount"), j.helpers("urban_build_discount")
    out = []
    for t, i in _techs_of(j, _BUILDINGS):
        out.append(Build.of(t, ""))
        helpers = land if i.type in _LAND else urban
        if helpers:
            out += [Build.of(t, c) for c in helpers]
    return out


@judges(Build, "civil", _build_candidates, has_idle)
@cites(rb.BUILD_FARM_MINE, rb.BUILD_URBAN, rb.URBAN_LIMIT)
def judge_build(j, a):
    """Building a farm, mine or urban building: 1 civil action, an unused worker and the card's
    resources (:func:`~rulekit.tta.rules.costs.build_total`), within the government's limit of urban
    buildings per type (PL L797-829, L1326-1329); ``with`` Rich Land or Urban Growth for less."""
    if (err := known(a.tech, rb.BUILD_FARM_MINE)):
        return err
    i = info(a.tech)
    rule = rb.BUILD_URBAN if i.type in URBAN else rb.BUILD_FARM_MINE
    if j.p.slot(a.tech) is None:
        return Refusal(rule, f"{named(a.tech)} is not a technology you have in play")
    if i.type not in _BUILDINGS:
        return Refusal(rule, f"{a.tech} is not a farm, mine or urban building technology"
                       + (" (units are recruited)" if i.type in UNITS else ""))
    return _build_rules(j, a.tech, i, a.card, urban_limit(j.state, j.p))


@cites(rb.BUILD_FARM_MINE, rb.BUILD_URBAN, rb.URBAN_LIMIT)
def _build_rules(j, tech: str, i, card: str, limit: int):
    """The judge's checks of building on ``tech`` (a farm, mine or urban technology in play, its
    :class:`~rulekit.tta.rules.cardinfo.Info` ``i``) ``with`` ``card`` (or none), the government
    allowing ``limit`` urban buildings per type (:func:`~rulekit.tta.decisions.variants.urban_limit`)."""
    p = j.p
    urban = i.type in URBAN
    rule = rb.BUILD_URBAN if urban else rb.BUILD_FARM_MINE
    if not has_idle(p):
        return Refusal(rule, "building needs an unused worker")
    if urban and urban_full(p, i.type, limit):
        return j.no or Refusal(rb.URBAN_LIMIT, f"your government allows {limit} buildings of type {i.type}, "
                       "whatever their age")
    if card:
        key = "farm_mine_build_discount" if i.type in _LAND else "urban_build_discount"
        if (err := card_ok(p, card, key)):
            return err
    cost = build_total(j.state, j.seat, tech, card)
    if short(j, "mine", cost):
        return j.no or Refusal(rule, f"building on {named(tech)} costs {_resources(cost)}; you have {p.held['mine']}")
    return _BUILT[cost] if cost < len(_BUILT) else Verdict(_build, cost, 1)


@cites(rb.URBAN_LIMIT)
def urban_full(p, kind: str, limit: int) -> bool:
    """Whether the urban type ``kind`` has the ``limit`` buildings the government allows, every level
    counted (PL L1326-1329)."""
    return urban_count(p, kind) >= limit


def _resources(n: int) -> str:
    """``n`` resources in words (``1 resource``, ``2 resources``)."""
    return f"{n} resource" + ("" if n == 1 else "s")


def playable(j, key: str) -> list:
    """The action cards in hand with effect ``key`` that :func:`card_ok` lets be played now."""
    cards = j.p.helpers.get(key)
    if not cards:
        return ()
    p = j.p
    return [c for c in cards if card_ok(p, c, key) is None]


@lists(Build)
def _build_listing(j):
    """Each candidate build (a technology of the board, so its form is right) through :func:`_build_rules`'
    checks, those the same for a whole type or card made once: the unused worker (the kind's gate), the
    urban limit per type (:func:`urban_full`), each action card (:func:`card_ok`), what a rival's leader adds
    to the type (:func:`~rulekit.tta.rules.age3.rival_surcharge`: for the types it makes dearer, the rivals'
    total, :func:`~rulekit.tta.rules.age3.rivals_surcharge`, found once); then each build's price, the judge's
    :func:`~rulekit.tta.rules.costs.build_total` (the card's build cost, remembered in
    :attr:`~rulekit.tta.state.Player.buildings`, less an action card's discount for the type, and that
    surcharge), against what the civilization can pay (:func:`short`)."""
    state, seat, p = j.state, j.seat, j.p
    limit = urban_limit(state, p)
    land = urban = rivals = None
    out = []
    for kind, techs in p.buildings:
        if kind in _LAND:
            cards = land = playable(j, "farm_mine_build_discount") if land is None else land
        elif urban_full(p, kind, limit):
            continue
        else:
            cards = urban = playable(j, "urban_build_discount") if urban is None else urban
        if kind in SURCHARGED:                   # rival_surcharge, the rivals' total asked once
            plus = rivals = rivals_surcharge(state.players, seat) if rivals is None else rivals
        else:
            plus = 0
        for t, cost in techs:
            if not short(j, "mine", cost + plus):         # build_total without a card
                out.append(_BUILD[t])
        for c in cards:
            off = build_discount(c, kind)   # build_total with the card: build_price's discount, the surcharge
            for t, cost in techs:
                if not short(j, "mine", less_discount(cost, off) + plus):
                    out.append(_BUILD_WITH[t, c])
    return out


@spends_itself
@cites(rb.BUILD_FARM_MINE, rb.BUILD_URBAN)
def _build(state, seat, p, a, cost, spent=SPENT_NOTHING):
    p = use_card(p, a.card)
    state, counts = paying(state, seat, p, "mine", cost)      # paid in the copy that builds (None: asked)
    p = p.with_slot(a.tech, more=1, stock=("mine", counts), idle=p.idle - 1, **spent)
    return discard(put(state, seat, p), a.card)


# -- upgrading ---------------------------------------------------------------------------------------
def unit_pool(a) -> str:
    """An upgrade of a unit is a military action, any other a civil one (PL L1373-1374)."""
    try:
        return "military" if info(a.old).type in UNITS else "civil"
    except KeyError:
        return "civil"


def _upgrade_candidates(j):
    """Each upgrade of :attr:`~rulekit.tta.state.Player.upgrades` (:func:`~rulekit.tta.rules.upgrade_pairs`), with each
    upgrade discount card in hand for a building's."""
    out = []
    for t, u, unit in j.p.upgrades:
        out.append(_UPGRADE[t, u])
        if not unit:
            out += [Upgrade.of(t, u, c) for c in j.helpers("upgrade_discount")]
    return out


@judges(Upgrade, unit_pool, _upgrade_candidates)
@cites(rb.UPGRADE, rb.UPGRADE_UNIT)
def judge_upgrade(j, a):
    """Upgrading a worker to a higher card of its type for the difference of the costs
    (:func:`~rulekit.tta.rules.costs.upgrade_price`, TTA-EX-7): a civil action, a military one for a
    unit (paid with the military-only resources first; no action card discounts it)."""
    p = j.p
    for c in (a.old, a.new):
        if (err := known(c, rb.UPGRADE)):
            return err
        if p.slot(c) is None:
            return Refusal(rb.UPGRADE, f"{named(c)} is not a technology you have in play")
    old, new = info(a.old), info(a.new)
    if old.type != new.type or old.type not in _UPGRADABLE:
        return Refusal(rb.UPGRADE, "an upgrade stays within one type (farm to farm, temple to temple …)")
    if not higher(old, new):
        return Refusal(rb.UPGRADE, f"{a.new} is not of a higher age than {a.old}")
    if not manned(p, a.old):
        return Refusal(rb.UPGRADE, f"no worker on {a.old} to upgrade")
    return _upgrade_rules(j, a, old)


@cites(rb.UPGRADE, rb.UPGRADE_UNIT)
def _upgrade_rules(j, a, old):
    """The judge's checks of the upgrade ``a`` of a manned card (its Info ``old``) to a higher one of its type."""
    p = j.p
    if old.type in UNITS:
        cost = upgrade_total(j.state, j.seat, a.old, a.new)
        if a.card:
            return Refusal(rb.UPGRADE_UNIT, "no action card discounts a unit upgrade")
        if short(j, "mine", cost, p.mil_bonus):
            return j.no or Refusal(rb.UPGRADE_UNIT, f"the upgrade costs {_resources(cost)}; you have {p.held['mine']}"
                                   + (f" and {p.mil_bonus} for military units" if p.mil_bonus else ""))
        return Verdict(_upgrade, cost, 0, 1)
    if a.card and (err := card_ok(p, a.card, "upgrade_discount")):
        return err
    cost = upgrade_total(j.state, j.seat, a.old, a.new, a.card)     # Tesla's surcharge, Bach's ⚠AMB-X35
    if short(j, "mine", cost):
        return j.no or Refusal(rb.UPGRADE, f"the upgrade costs {_resources(cost)}; you have {p.held['mine']}")
    return Verdict(_upgrade, cost, 1)


@lists(Upgrade)
def _upgrade_listing(j):
    """Each candidate (a manned card and a higher one of its type, by construction) whose pool of actions
    is not spent (:func:`unit_pool`), through :func:`_upgrade_rules`; none without a manned card that has a higher
    one of its type in play (:attr:`~rulekit.tta.state.Player.upgrades` empty)."""
    out = []
    if not j.p.upgrades:
        return out
    for a in _upgrade_candidates(j):
        if j.budget(unit_pool(a)) is None and _upgrade_rules(j, a, info(a.old)).__class__ is Verdict:
            out.append(a)
    return out


@cites(rb.UPGRADE, rb.UPGRADE_UNIT)
def _upgrade(state, seat, p, a, cost):
    if info(a.old).type in UNITS:
        state, p = pay_military(state, seat, p, cost)
    else:
        p = use_card(p, a.card)
        state, p = pay(state, seat, p, "mine", cost)
    p = p.with_slot(a.old, more=-1)
    p = p.with_slot(a.new, more=1)
    return discard(put(state, seat, p), a.card)


# -- destroying and disbanding ------------------------------------------------------------------------
def _destroy_candidates(j):
    """Each manned farm, mine and urban building (the judge's own test)."""
    return [Destroy.of(t) for t, _ in _techs_of(j, _BUILDINGS) if manned(j.p, t)]


@judges(Destroy, "civil", _destroy_candidates)
@cites(rb.DESTROY)
def judge_destroy(j, a):
    """Destroying a farm, mine or urban building: 1 civil action, the worker back to the unused ones
    (PL L832-837)."""
    if (err := known(a.tech, rb.DESTROY)):
        return err
    if info(a.tech).type not in _BUILDINGS:
        return Refusal(rb.DESTROY, f"{a.tech} is not a farm, mine or urban building (units are disbanded)")
    if not manned(j.p, a.tech):
        return Refusal(rb.DESTROY, f"nothing is built on {named(a.tech)}")
    return _DESTROY


@lists(Destroy)
def _destroy_listing(j):
    """The candidates (each manned building of the board: the judge's one check past the action's form),
    read from :attr:`~rulekit.tta.state.Player.manned`."""
    return [_DESTROY_OF[t] for t, i in j.p.manned if i.type in BUILDING_TYPES]


@spends_itself
@cites(rb.DESTROY, rb.DISBAND_UNIT)
def _unbuild(state, seat, p, a, cost, spent=SPENT_NOTHING):
    """A worker off the card (a destroyed building, a disbanded unit) back to the unused workers."""
    t = a.tech if isinstance(a, Destroy) else a.unit
    p = p.with_slot(t, more=-1, idle=p.idle + 1, **spent)
    return put(state, seat, p)


_DESTROY = Verdict(_unbuild, 0, 1)
_DISBAND = Verdict(_unbuild, 0, 0, 1)


def _unit_candidates(action: type):
    def candidates(j):
        return [action.of(t) for t, _ in _techs_of(j, UNITS)]
    return candidates


def _disband_candidates(j):
    """Each manned unit card (the judge's own test)."""
    return [Disband.of(t) for t, _ in _techs_of(j, UNITS) if manned(j.p, t)]


@judges(Disband, "disband", _disband_candidates)
@cites(rb.DISBAND_UNIT)
def judge_disband(j, a):
    """Disbanding a unit: 1 military action, the worker back to the unused ones (PL L854-856)."""
    if (err := known(a.unit, rb.DISBAND_UNIT)):
        return err
    if info(a.unit).type not in UNITS or not manned(j.p, a.unit):
        return Refusal(rb.DISBAND_UNIT, f"you have no unit on {named(a.unit)}")
    return _DISBAND


@lists(Disband)
def _disband_listing(j):
    """The candidates (each manned unit of the board: the judge's one check past the action's form), read
    from :attr:`~rulekit.tta.state.Player.manned`."""
    return [_DISBAND_OF[t] for t, i in j.p.manned if i.type in _UNIT_TYPES]


# -- military units ------------------------------------------------------------------------------------
@judges(Recruit, "military", _unit_candidates(Recruit), has_idle)
@cites(rb.BUILD_UNIT, rb.MILITARY_BONUS_RESOURCES)
def judge_recruit(j, a):
    """Building a unit: 1 military action, an unused worker and the unit's resources, the military-only
    ones first (PL L839-852)."""
    if (err := known(a.unit, rb.BUILD_UNIT)):
        return err
    p = j.p
    if info(a.unit).type not in UNITS or p.slot(a.unit) is None:
        return Refusal(rb.BUILD_UNIT, f"{a.unit} is not a unit technology you have in play")
    return _recruit_rules(j, a.unit, war_unit_discount(j.state, j.seat))


@cites(rb.BUILD_UNIT, rb.MILITARY_BONUS_RESOURCES)
def _recruit_rules(j, unit: str, discount: int):
    """The judge's checks of building a unit on ``unit`` (a unit technology in play), each unit ``discount``
    resources cheaper (:func:`~rulekit.tta.rules.age3.war_unit_discount`: Churchill under a war)."""
    p = j.p
    if not has_idle(p):
        return Refusal(rb.BUILD_UNIT, "a unit needs an unused worker")
    cost = build_cost(p, unit)
    if discount:
        cost = max(0, cost - discount)
    if short(j, "mine", cost, p.mil_bonus):
        return j.no or Refusal(rb.BUILD_UNIT, f"the unit costs {_resources(cost)}; you have {p.held['mine']}"
                                  + (f" and {p.mil_bonus} for military units" if p.mil_bonus else ""))
    return _RECRUITED[cost] if cost < len(_RECRUITED) else Verdict(_recruit, cost, 0, 1)


@lists(Recruit)
def _recruit_listing(j):
    """Each unit technology of the board through :func:`_recruit_rules`, the war's discount found once."""
    off = war_unit_discount(j.state, j.seat)
    return [_RECRUIT[t] for t, _ in j.p.unit_techs if _recruit_rules(j, t, off).__class__ is Verdict]


@spends_itself
@cites(rb.BUILD_UNIT)
def _recruit(state, seat, p, a, cost, spent=SPENT_NOTHING):
    state, use, counts = paying_military(state, seat, p, cost)      # paid in the copy that recruits
    if use:
        spent = {**spent, "mil_bonus": p.mil_bonus - use}
    p = p.with_slot(a.unit, more=1, stock=("mine", counts), idle=p.idle - 1, **spent)
    return put(state, seat, p)


def barbarossa_in_play(p) -> bool:
    """Whether the leader in play grants Frederick Barbarossa's action."""
    return bool(p.leader and info(p.leader).fx.get("combo_action"))


@judges(Barbarossa, "civil", _unit_candidates(Barbarossa), barbarossa_in_play)
@cites(rb.UNIT_DISCOUNTS)
def judge_barbarossa(j, a):
    """Frederick Barbarossa's action: for 1 civil action a new worker and a unit built with it, each
    for less (:func:`~rulekit.tta.rules.costs.barbarossa_costs`); its cost is ``(food, resources)``."""
    p = j.p
    if not barbarossa_in_play(p):
        return Refusal(rb.UNIT_DISCOUNTS, "only Frederick Barbarossa in play grants this action")
    if (err := known(a.unit, rb.UNIT_DISCOUNTS)):
        return err
    if info(a.unit).type not in UNITS or p.slot(a.unit) is None:
        return Refusal(rb.UNIT_DISCOUNTS, f"{a.unit} is not a unit technology you have in play")
    food, resources = barbarossa_costs(p, a.unit)
    if food is None:
        return Refusal(rb.INCREASE_POPULATION, "your yellow bank is empty: no growth")
    if short(j, "farm", food):
        return Refusal(rb.UNIT_DISCOUNTS, f"the new worker costs {food} food; you have {p.held['farm']}")
    if short(j, "mine", resources, p.mil_bonus):
        return Refusal(rb.UNIT_DISCOUNTS, f"the unit costs {_resources(resources)}; you have {p.held['mine']}")
    return Verdict(_barbarossa, (food, resources), 1)


@cites(rb.UNIT_DISCOUNTS)
def _barbarossa(state, seat, p, a, cost):
    food, resources = cost
    state, p = _new_worker(state, seat, p, food)
    state, p = pay_military(state, seat, p, resources)
    p = p.with_slot(a.unit, more=1, idle=p.idle - 1)
    return put(state, seat, p)


# -- wonder stages ---------------------------------------------------------------------------------------
def stages_per_action(p) -> int:
    """Wonder stages one civil action builds: 1, more with a special technology (Masonry's line)."""
    most = 1
    for c in p.specials:
        n = int(info(c).fx.get("wonder_stages_per_action", 1) or 1)
        if n > most:
            most = n
    return most


def _stage_candidates(j, most: int | None = None):
    """Each number of stages an action builds (``most``: :func:`stages_per_action`), and one stage with
    each Engineering Genius in hand."""
    p = j.p
    out = [_STAGE[n] for n in range(1, (stages_per_action(p) if most is None else most) + 1)]
    return out + [Stage.of(1, c) for c in j.helpers("wonder_stage_discount")]


def building_wonder(p) -> bool:
    """Whether a wonder is under construction."""
    return bool(p.building)


@judges(Stage, "civil", _stage_candidates, building_wonder)
@cites(rb.WONDER_STAGE, rb.PYRAMIDS)
def judge_stage(j, a):
    """Building stages of the wonder under construction: 1 civil action builds 1 stage (more with a
    special technology) for its resources (:func:`~rulekit.tta.rules.costs.stage_price`), each built
    stage marked by a token from the blue bank (PL L859-878); ``with`` Engineering Genius for less."""
    p = j.p
    if not building_wonder(p):
        return Refusal(rb.WONDER_STAGE, "no wonder is under construction")
    return _stage_rules(j, a.count, a.card, stages_per_action(p))


@cites(rb.WONDER_STAGE)
def _stage_rules(j, count: int, card: str, most: int):
    """The judge's checks of building ``count`` stages ``with`` ``card`` (or none) of the wonder under
    construction, ``most`` stages a civil action builds (:func:`stages_per_action`)."""
    p = j.p
    stages = info(p.building).stages
    remaining = len(stages) - p.stages
    if not 1 <= count <= remaining or count > most:
        return j.no or Refusal(rb.WONDER_STAGE, "one civil action builds 1 stage"
                                  + (f" (up to {most} with your technology)" if most > 1 else "")
                                  + f"; {remaining} remain")
    if card:
        if (err := card_ok(p, card, "wonder_stage_discount")):
            return err
        if count != 1:
            return Refusal(rb.WONDER_STAGE, "Engineering Genius builds only one stage (appendix G-1, ⚠AMB-41)")
    cost = stage_price(p, count, card)
    if short(j, "mine", cost, reserve=count if count < remaining else 0):
        return j.no or Refusal(rb.WONDER_STAGE, f"the stage costs {_resources(cost)}; you have {p.held['mine']}")
    # paying sends tokens back to the bank and takes change from it only beyond the paying tokens, and
    # a way may do so only while the markers stay there (pay's ``reserve``); a bank short of ``count``
    # now has them after paying if the advised way (the most tokens back, TTA-EX-8) returns enough
    if count < remaining and p.blue < count and bank_after(p, "mine", cost, j.state.options) < count:
        return Refusal(rb.WONDER_STAGE, "each built stage is marked with a token from your blue bank, which is empty")
    return _STAGED[cost] if cost < len(_STAGED) else Verdict(_stage, cost, 1)


@lists(Stage)
def _stage_listing(j):
    """Each candidate (:func:`_stage_candidates`) through :func:`_stage_rules` (listed only while a wonder is
    under construction: the kind's gate), the stages an action builds found once."""
    most = stages_per_action(j.p)
    out = [_STAGE[n] for n in range(1, most + 1) if _stage_rules(j, n, "", most).__class__ is Verdict]
    cards = j.helpers("wonder_stage_discount")
    return out + [_STAGE_WITH[c] for c in cards if _stage_rules(j, 1, c, most).__class__ is Verdict] if cards else out


@cites(rb.WONDER_STAGE, rb.PYRAMIDS, rb.WONDER_COMPLETE)
def _stage(state, seat, p, a, cost):
    stages = info(p.building).stages
    p = use_card(p, a.card)
    built = p.stages + a.count
    # the markers come from the bank after paying (PL L866-872): no way may take them as change
    # (``reserve``); a bank holding them now leaves the choice to the player, otherwise the advised
    # way (the most tokens back) is the one the judge accepted
    state, p = pay(state, seat, p, "mine", cost, ask=built >= len(stages) or p.blue >= a.count,
                   reserve=0 if built >= len(stages) else a.count)
    if built >= len(stages):       # complete: the markers go back, the wonder stands
        before = p
        p = p._with(blue=p.blue + p.stages, stages=0, wonders=p.wonders + (p.building,), building="")
        state, p = retotal(state, seat, before, p)
        culture = completion_culture(p, p.wonders[-1])       # an Age III wonder scoring once (G-13, G-14)
        if culture:
            p = p._with(culture=p.culture + culture)
    else:                          # one marker per built stage, from the bank
        p = p._with(blue=p.blue - a.count, stages=built)
    return discard(put(state, seat, p), a.card)


# -- the verdicts of the usual costs, made once (:func:`~rulekit.tta.decisions.verdicts.verdicts`) --------
_GROWN = verdicts(_grow)
_BUILT = verdicts(_build)
_RECRUITED = verdicts(_recruit, 0, 1)
_STAGED = verdicts(_stage)

# -- the actions the listings name, each the shared instance (:class:`~rulekit.core.actions.ActionTable`) --
_BUILD = ActionTable(lambda tech: Build.of(tech, ""))
_BUILD_WITH = ActionTable(lambda pair: Build.of(*pair))
_GROW_WITH = ActionTable(Grow.of)
_UPGRADE = ActionTable(lambda pair: Upgrade.of(*pair, ""))
_DESTROY_OF = ActionTable(Destroy.of)
_DISBAND_OF = ActionTable(Disband.of)
_RECRUIT = ActionTable(Recruit.of)
_STAGE = ActionTable(lambda count: Stage.of(count, ""))
_STAGE_WITH = ActionTable(lambda card: Stage.of(1, card))
