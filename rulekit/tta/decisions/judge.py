"""The judge of a turn's actions: for each kind of action, the one place that says whether ``seat``
may take it now and, if not, the rule it breaks with a sentence naming the real cause.

:func:`check` dispatches by the action's class to that kind's check; :func:`turn_options` lists
the candidates a turn could hold (:func:`_candidates`) and keeps those :func:`check` accepts, so
the legal actions and every refusal come from the same judge. Costs are asked of
:mod:`rulekit.tta.rules.costs`, which the effects (:mod:`rulekit.tta.decisions.apply`) ask too:

- ``take``: ``take_cost`` civil actions;
- ``grow``: ``growth_price`` food; ``build``: ``build_price`` resources; ``stage``: ``stage_price``;
- ``upgrade``: ``upgrade_price`` (a unit's paid with ``pay_military``); ``recruit``: the unit's
  ``build_cost``; ``barbarossa``: ``barbarossa_costs`` (food, then resources for the unit);
- ``discover``, ``revolution``, ``peaceful``: the card's science.

>>> import rulekit.tta as tta
>>> g = tta.new_game(players=2, seed=1)
>>> rule, reason = check(g, 0, Take(6))
>>> rule.ref, reason
('TTA-R-22', 'taking slot 6 costs 2 civil actions; you have 1')
>>> check(g, 0, Take(1)) is None
True
"""

from __future__ import annotations

from rulekit.core.data import suggest
from rulekit.core.rule import cites
from rulekit.tta import cards
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import (Barbarossa, Build, Choose, Destroy, Disband, Discover, End, Grow, Lead, Peaceful,
                                 Play, Recruit, Revolution, Stage, Take, Upgrade)
from rulekit.tta.decisions.tokens import paid
from rulekit.tta.rules import (ROW_COSTS, UNITS, URBAN, build_cost, building_limit, food, hand_limit, info,
                               military_total, pay_tokens, resources, stock, urban_count)
from rulekit.tta.rules.costs import (barbarossa_costs, build_price, civil_left, growth_price, leader_fx,
                                     military_left, stage_price, take_cost, upgrade_price)

__all__ = ["PLAIN_GAINS", "TECH_TYPES", "check", "is_unit", "stages_per_action", "turn_options"]

#: An action card played for what it gives, not for an action it contains (PL L992-1009).
PLAIN_GAINS = ("culture", "science", "food", "resources", "military_resources")
#: Card types that are technologies (one copy in hand or in play, PL L456-460).
TECH_TYPES = ("farm", "mine", "special", "government") + URBAN + UNITS


def _short(state, p, kind: str, amount: int, bonus: int = 0) -> bool:
    """Whether ``p`` cannot pay ``amount`` food (``"farm"``) or resources (``"mine"``), ``bonus``
    military resources first; exact change only under ``change_impossible = "refuse"`` (⚠AMB-X1)."""
    amount = max(0, amount - bonus)
    held = food(p) if kind == "farm" else resources(p)
    if held < amount:
        return True
    if amount and state.options.change_impossible == "refuse":
        return pay_tokens(stock(p, kind), amount, overpay=False) is None
    return False


def _card_ok(p, card: str, key: str):
    """``None`` if ``card`` is an action card in hand, playable now (not taken this turn), with effect ``key``."""
    if card not in p.hand:
        return (rb.PLAY_ACTION_CARD, f"{card} is not in your hand")
    i = info(card)
    if i.type != "action" or not i.fx.get(key):
        return (rb.PLAY_ACTION_CARD, f"{card} cannot be played with this action")
    if card in p.fresh:
        return (rb.ACTION_CARD_TAKE, f"{card} was taken this turn; an action card can be played from your next turn")
    return None


# -- the judge ---------------------------------------------------------------------------------
def check(state, seat: int, a, civil: int | None = None, military: int | None = None):
    """``None`` if ``a`` is legal for ``seat`` in its turn, else ``(rule, reason)``.

    ``civil`` and ``military`` (the unspent actions) may be passed when already known."""
    kind = type(a)
    if kind is End:
        return None
    fn = _CHECKS.get(kind)
    if fn is None:
        if kind is Choose:
            return (rb.EVENTS_SIMPLE, "no event asks for a choice now")
        return (rb.ACTIONS, f"{a.verb} is not an action of the Simple game")
    if state.round == 1 and kind is not Take:
        return (rb.FIRST_ROUND_ONLY_TAKE, "in round 1 the only action is taking cards from the card row")
    p = state.players[seat]
    if kind is Recruit or kind is Disband or (kind is Upgrade and is_unit(a.old)):
        left = military_left(state, seat) if military is None else military
        if kind is Disband and state.options.bonus_military_action == "units-only":
            left = min(left, military_total(p) - p.military_extra - p.military_spent)
        if left < 1:
            return (rb.ACTIONS, "no military action left this turn"
                    + (" that may disband a unit (⚠AMB-38)" if military_left(state, seat) else ""))
        if civil is None:
            civil = civil_left(state, seat)
    else:
        if civil is None:
            civil = civil_left(state, seat)
        if civil < 1:
            return (rb.ACTIONS, "no civil action left this turn")
    return fn(state, seat, p, a, civil)


def is_unit(card: str) -> bool:
    try:
        return info(card).type in UNITS
    except KeyError:
        return False


def _known(card: str, rule):
    """``None`` if ``card`` is a card of the card data, else ``(rule, reason)`` with the rule of the
    verb that named it (build, upgrade, destroy, recruit, disband ...) and the data it was looked up in."""
    try:
        info(card)
    except KeyError:
        return (rule, f"there is no card {card!r} in the card data (rulekit/tta/data/cards_*.toml)"
                + suggest(card, cards.data().cards))
    return None


def _hand_full(p) -> bool:
    return len(p.hand) >= hand_limit(p)


@cites(rb.TAKE_LIMITS, rb.AGE_A_CIVIL_CARDS)
def _check_take(state, seat, p, a, civil, hand_full: bool | None = None):
    if not 1 <= a.slot <= 13 or not state.row[a.slot - 1]:
        return (rb.TAKE_CARD, f"slot {a.slot} of the card row is empty")
    card = state.row[a.slot - 1]
    i = info(card)
    cost = take_cost(state, seat, a.slot)
    if hand_full is None:
        hand_full = _hand_full(p)
    if i.type == "leader" and _leader_blocked(state, p, i.age):
        return (rb.LEADER_TAKE, f"you have already taken a leader of age {i.age}")
    if i.type == "wonder":
        if p.building:
            return (rb.WONDER_ONE_IN_PROGRESS, "a wonder is already under construction; finish it first")
        if cost > civil:
            return (rb.WONDER_TAKE_COST, f"taking this wonder costs {cost} civil actions (slot {a.slot}, "
                                         f"+1 per completed wonder); you have {civil}")
        return None
    if hand_full:
        return (rb.HAND_LIMIT, f"your hand holds {len(p.hand)} civil cards, your limit")
    if i.type in TECH_TYPES and (card in p.hand or card in p.in_play()):
        return (rb.NO_DUPLICATE_TECH, f"you already have {card} in hand or in play")
    if cost > civil:
        return (rb.CARD_ROW_COSTS, f"taking slot {a.slot} costs {cost} civil actions; you have {civil}")
    return None


def _leader_blocked(state, p, age: str) -> bool:
    """One leader per age: ever taken (default), or only while one is in hand or in play (⚠AMB-X10)."""
    if state.options.leader_per_age == "ever":
        return age in p.leader_ages
    return any(info(c).type == "leader" and info(c).age == age for c in p.hand + ((p.leader,) if p.leader else ()))


def _check_grow(state, seat, p, a, civil):
    if a.card and (err := _card_ok(p, a.card, "food_refund")):
        return err
    cost = growth_price(p)
    if cost is None:
        return (rb.INCREASE_POPULATION, "your yellow bank is empty: no growth")
    if _short(state, p, "farm", cost):
        return (rb.INCREASE_POPULATION, f"growth costs {cost} food; you have {food(p)}")
    return None


def _check_build(state, seat, p, a, civil):
    if (err := _known(a.tech, rb.BUILD_FARM_MINE)):
        return err
    i = info(a.tech)
    rule = rb.BUILD_URBAN if i.type in URBAN else rb.BUILD_FARM_MINE
    if p.slot(a.tech) is None:
        return (rule, f"{a.tech} is not a technology you have in play")
    if i.type not in ("farm", "mine") + URBAN:
        return (rule, f"{a.tech} is not a farm, mine or urban building technology"
                + (" (units are recruited)" if i.type in UNITS else ""))
    if p.idle < 1:
        return (rule, "building needs an unused worker")
    if i.type in URBAN and urban_count(p, i.type) >= building_limit(p):
        return (rb.URBAN_LIMIT, f"your government allows {building_limit(p)} buildings of type {i.type}, "
                "whatever their age")
    if a.card:
        key = "farm_mine_build_discount" if i.type in ("farm", "mine") else "urban_build_discount"
        if (err := _card_ok(p, a.card, key)):
            return err
    cost = build_price(p, a.tech, a.card)
    if _short(state, p, "mine", cost):
        return (rule, f"building on {a.tech} costs {cost} resources; you have {resources(p)}")
    return None


def _check_upgrade(state, seat, p, a, civil):
    for c in (a.old, a.new):
        if (err := _known(c, rb.UPGRADE)):
            return err
        if p.slot(c) is None:
            return (rb.UPGRADE, f"{c} is not a technology you have in play")
    old, new = info(a.old), info(a.new)
    if old.type != new.type or old.type not in ("farm", "mine") + URBAN + UNITS:
        return (rb.UPGRADE, "an upgrade stays within one type (farm to farm, temple to temple …)")
    if new.level <= old.level:
        return (rb.UPGRADE, f"{a.new} is not of a higher age than {a.old}")
    if p.workers_on(a.old) < 1:
        return (rb.UPGRADE, f"no worker on {a.old} to upgrade")
    if old.type in UNITS:
        cost = upgrade_price(p, a.old, a.new)
        if a.card:
            return (rb.UPGRADE_UNIT, "no action card discounts a unit upgrade")
        if _short(state, p, "mine", cost, p.mil_bonus):
            return (rb.UPGRADE_UNIT, f"the upgrade costs {cost} resources; you have {resources(p)}"
                    + (f" and {p.mil_bonus} for military units" if p.mil_bonus else ""))
        return None
    if a.card and (err := _card_ok(p, a.card, "upgrade_discount")):
        return err
    cost = upgrade_price(p, a.old, a.new, a.card)
    if _short(state, p, "mine", cost):
        return (rb.UPGRADE, f"the upgrade costs {cost} resources; you have {resources(p)}")
    return None


def _check_destroy(state, seat, p, a, civil):
    if (err := _known(a.tech, rb.DESTROY)):
        return err
    if info(a.tech).type not in ("farm", "mine") + URBAN:
        return (rb.DESTROY, f"{a.tech} is not a farm, mine or urban building (units are disbanded)")
    if p.workers_on(a.tech) < 1:
        return (rb.DESTROY, f"nothing is built on {a.tech}")
    return None


def stages_per_action(p) -> int:
    return max([1] + [int(info(c).fx.get("wonder_stages_per_action", 1) or 1) for c in p.specials])


def _check_stage(state, seat, p, a, civil):
    if not p.building:
        return (rb.WONDER_STAGE, "no wonder is under construction")
    stages = info(p.building).stages
    remaining = len(stages) - p.stages
    if not 1 <= a.count <= min(remaining, stages_per_action(p)):
        return (rb.WONDER_STAGE, f"one civil action builds 1 stage"
                + (f" (up to {stages_per_action(p)} with your technology)" if stages_per_action(p) > 1 else "")
                + f"; {remaining} remain")
    if a.card:
        if (err := _card_ok(p, a.card, "wonder_stage_discount")):
            return err
        if a.count != 1:
            return (rb.WONDER_STAGE, "Engineering Genius builds only one stage (appendix G-1, ⚠AMB-41)")
    cost = stage_price(p, a.count, a.card)
    if _short(state, p, "mine", cost):
        return (rb.WONDER_STAGE, f"the stage costs {cost} resources; you have {resources(p)}")
    if a.count < remaining and paid(p, "mine", cost).blue < a.count:
        return (rb.WONDER_STAGE, "each built stage is marked with a token from your blue bank, which is empty")
    return None


def _check_lead(state, seat, p, a, civil):
    if a.leader not in p.hand or info(a.leader).type != "leader":
        return (rb.PLAY_LEADER, f"{a.leader} is not a leader in your hand")
    return None


def _check_play(state, seat, p, a, civil):
    if a.action not in p.hand:
        return (rb.PLAY_ACTION_CARD, f"{a.action} is not in your hand")
    i = info(a.action)
    if i.type != "action":
        return (rb.PLAY_ACTION_CARD, f"{a.action} is not an action card")
    if not any(i.fx.get(k) for k in PLAIN_GAINS):
        return (rb.PLAY_ACTION_CARD, f"{a.action} is played with the action it contains (write it 'with {a.action}')")
    if a.action in p.fresh:
        return (rb.ACTION_CARD_TAKE, "an action card cannot be played in the turn it was taken")
    return None


@cites(rb.NO_PREREQUISITES, rb.SPECIAL_TECH)
def _check_discover(state, seat, p, a, civil):
    if a.tech not in p.hand:
        return (rb.PLAY_TECHNOLOGY, f"{a.tech} is not in your hand")
    i = info(a.tech)
    if i.type not in TECH_TYPES or i.type == "government":
        return (rb.PLAY_TECHNOLOGY, f"{a.tech} is not a technology"
                + (" (a government changes by revolution or peacefully)" if i.type == "government" else ""))
    if a.card and (err := _card_ok(p, a.card, "science_refund")):
        return err
    if p.science < i.science:
        return (rb.PLAY_TECHNOLOGY, f"{a.tech} costs {i.science} science; you have {p.science}")
    return None


def _check_revolution(state, seat, p, a, civil):
    if a.government not in p.hand or info(a.government).type != "government":
        return (rb.REVOLUTION, f"{a.government} is not a government in your hand")
    if p.civil_spent:
        return (rb.REVOLUTION, "a revolution must be your first and only civil action this turn")
    if a.card and (err := _card_ok(p, a.card, "science_refund")):
        return err
    cost = info(a.government).revolution
    if p.science < cost:
        return (rb.REVOLUTION, f"the revolution costs {cost} science; you have {p.science}")
    return None


def _check_peaceful(state, seat, p, a, civil):
    if a.government not in p.hand or info(a.government).type != "government":
        return (rb.PEACEFUL_CHANGE, f"{a.government} is not a government in your hand")
    cost = info(a.government).peaceful
    if p.science < cost:
        return (rb.PEACEFUL_CHANGE, f"a peaceful change costs {cost} science; you have {p.science}")
    return None


def _check_recruit(state, seat, p, a, civil):
    if (err := _known(a.unit, rb.BUILD_UNIT)):
        return err
    if info(a.unit).type not in UNITS or p.slot(a.unit) is None:
        return (rb.BUILD_UNIT, f"{a.unit} is not a unit technology you have in play")
    if p.idle < 1:
        return (rb.BUILD_UNIT, "a unit needs an unused worker")
    cost = build_cost(p, a.unit)
    if _short(state, p, "mine", cost, p.mil_bonus):
        return (rb.BUILD_UNIT, f"the unit costs {cost} resources; you have {resources(p)}"
                + (f" and {p.mil_bonus} for military units" if p.mil_bonus else ""))
    return None


def _check_disband(state, seat, p, a, civil):
    if (err := _known(a.unit, rb.DISBAND_UNIT)):
        return err
    if info(a.unit).type not in UNITS or p.workers_on(a.unit) < 1:
        return (rb.DISBAND_UNIT, f"you have no unit on {a.unit}")
    return None


def _check_barbarossa(state, seat, p, a, civil):
    if not (p.leader and info(p.leader).fx.get("combo_action")):
        return (rb.UNIT_DISCOUNTS, "only Frederick Barbarossa in play grants this action")
    if (err := _known(a.unit, rb.UNIT_DISCOUNTS)):
        return err
    if info(a.unit).type not in UNITS or p.slot(a.unit) is None:
        return (rb.UNIT_DISCOUNTS, f"{a.unit} is not a unit technology you have in play")
    fcost, rcost = barbarossa_costs(p, a.unit)
    if fcost is None:
        return (rb.INCREASE_POPULATION, "your yellow bank is empty: no growth")
    if _short(state, p, "farm", fcost):
        return (rb.UNIT_DISCOUNTS, f"the new worker costs {fcost} food; you have {food(p)}")
    if _short(state, p, "mine", rcost, p.mil_bonus):
        return (rb.UNIT_DISCOUNTS, f"the unit costs {rcost} resources; you have {resources(p)}")
    return None


_CHECKS = {Take: _check_take, Grow: _check_grow, Build: _check_build, Upgrade: _check_upgrade,
           Destroy: _check_destroy, Stage: _check_stage, Lead: _check_lead, Play: _check_play,
           Discover: _check_discover, Revolution: _check_revolution, Peaceful: _check_peaceful,
           Recruit: _check_recruit, Disband: _check_disband, Barbarossa: _check_barbarossa}


# -- the options ---------------------------------------------------------------------------
_HELPER_KEYS = ("food_refund", "farm_mine_build_discount", "urban_build_discount", "upgrade_discount",
                "wonder_stage_discount", "science_refund")
_NO_HELPERS = {k: () for k in _HELPER_KEYS}


@cites(rb.ACTION_LIST)
def _candidates(state, seat: int, civil: int | None = None, military: int | None = None):
    p = state.players[seat]
    yield End()
    if civil is None:
        civil = civil_left(state, seat)
    every = civil >= 3 or leader_fx(p, "wonder_take_discount")
    for slot, card in enumerate(state.row, 1):
        if card and (every or ROW_COSTS[slot - 1] <= civil):
            yield Take.of(slot)
    if state.round == 1 or civil < 1 and (military_left(state, seat) if military is None else military) < 1:
        return
    hand = [(c, info(c)) for c in dict.fromkeys(p.hand)]      # two copies of a card: one candidate each
    actions = [(c, i) for c, i in hand if i.type == "action" and c not in p.fresh]
    with_key = ({k: [c for c, i in actions if i.fx.get(k)] for k in _HELPER_KEYS} if actions
                else _NO_HELPERS)
    yield Grow.of("")
    for c in with_key["food_refund"]:
        yield Grow.of(c)
    techs = [(t[0], t[1], info(t[0])) for t in p.techs]
    idle, leader = p.idle, p.leader
    for t, workers, ti in techs:
        kind = ti.type
        if kind in UNITS:
            if idle:
                yield Recruit.of(t)
            if workers:
                yield Disband.of(t)
        else:
            if idle:
                yield Build.of(t, "")
                for c in with_key["farm_mine_build_discount" if kind in ("farm", "mine") else "urban_build_discount"]:
                    yield Build.of(t, c)
            if workers:
                yield Destroy.of(t)
        if workers:
            level = ti.level
            for u, _, ui in techs:
                if ui.type == kind and ui.level > level:
                    yield Upgrade.of(t, u, "")
                    if kind not in UNITS:
                        for c in with_key["upgrade_discount"]:
                            yield Upgrade.of(t, u, c)
        if kind in UNITS and leader:
            yield Barbarossa.of(t)
    if p.building:
        yield Stage.of(1, "")
        if p.specials:
            yield Stage.of(2, "")
        for c in with_key["wonder_stage_discount"]:
            yield Stage.of(1, c)
    for c, i in hand:
        kind = i.type
        if kind == "leader":
            yield Lead.of(c)
        elif kind == "action":
            yield Play.of(c)
        elif kind == "government":
            yield Revolution.of(c, "")
            yield Peaceful.of(c)
            for b in with_key["science_refund"]:
                yield Revolution.of(c, b)
        else:
            yield Discover.of(c, "")
            for b in with_key["science_refund"]:
                yield Discover.of(c, b)


def turn_options(state, seat: int) -> list:
    """The actions :func:`check` accepts for ``seat``'s turn, in candidate order (each candidate is
    made once: the hand's copies of one card are one card). A take is judged by the same
    ``_check_take``, whether the hand is full asked once (the budget test :func:`check` makes first
    for a take is ``civil < 1``)."""
    civil, military = civil_left(state, seat), military_left(state, seat)
    out = []
    p, full = state.players[seat], None
    for a in _candidates(state, seat, civil, military):
        if a.__class__ is Take:
            if civil < 1:
                continue
            if full is None:
                full = _hand_full(p)
            if _check_take(state, seat, p, a, civil, full) is None:
                out.append(a)
        elif check(state, seat, a, civil, military) is None:
            out.append(a)
    return out
