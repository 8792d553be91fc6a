"""The Simple game's turn on the core decision stack.

A turn (PL KI L779-785; HU 1.4): the card row is refilled (from round 2), the
player takes civil and military actions one at a time (the ``turn`` decision,
asked again after each action until ``end``), then production and maintenance
run by themselves (the automatic ``production`` step). From round 3 an event is
revealed before the start player's turn; an event that lets each player choose
pushes an ``event`` decision per player on top of the stack — the same way the
Advanced game's aggressions, defences and wars will be pushed.

:func:`check` is the one judge of an action: the options listed are the
candidates it accepts, and a refused action gets its ``(rule, reason)``.

How the Advanced and Full games will sit on this (PL chapters 2-3; not built yet):

- the turn gains a ``political`` decision before ``turn`` (one political action:
  an event or territory to the future pile, an aggression, a pact, a war;
  tta-pl.md §3.5 and §5.9), and production ends with a ``draw`` step (military cards, one per
  unused red token, at most 3; PL L1637-1638) and a ``discard`` decision down to the military
  hand limit;
- an aggression pushes a ``defend`` decision for its target (sacrifices, defence
  cards), a territory an ``auction`` of ``bid`` decisions round the table, a war
  a ``war`` task resolved at the start of its declarer's next turn; an event that
  hits several civilizations pushes one decision per player in turn order, as
  ``event`` does here;
- :class:`~rulekit.tta.state.Player` gains a military hand, colonies, a tactic and
  pacts (fields with defaults, so Simple saves stay readable); production gains
  the uprising check and corruption (``rules`` already derives the consumption
  the same way corruption will be derived from the blue bank).
"""

from __future__ import annotations

from rulekit.core.decisions import DecisionKind, decision_table
from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import (Barbarossa, Build, Choose, Destroy, Disband, Discover, End, Gain, Grow, Lead, Pay,
                                 Peaceful, Play, Recruit, Revolution, Stage, Take, Upgrade)
from rulekit.tta.rules import (ROUND_ONE_BUDGET, ROW_COSTS, SCIENCE_CAP, UNITS, URBAN, build_cost, building_limit,
                               civil_total, consumption, culture_rate, famine_loss, food, gain_tokens,
                               growth_cost, hand_limit, info, military_total, pay_tokens, payments, resources, science_rate,
                               take_cost, upgrade_cost, urban_count, _stock)
from rulekit.tta.state import Task

__all__ = ["DECISIONS", "advised", "check", "civil_left", "military_left", "turn_options"]

PLAIN_GAINS = ("culture", "science", "food", "resources", "military_resources")
TECH_TYPES = ("farm", "mine", "special", "government") + URBAN + UNITS


# -- action budgets --------------------------------------------------------------------------
def civil_left(state, seat: int) -> int:
    """Unspent civil actions: in round 1 the seat's budget 1/2/3/4 (TTA-EX-21), later the white tokens."""
    p = state.players[seat]
    total = ROUND_ONE_BUDGET[seat] if state.round == 1 else civil_total(p)
    return max(0, total - p.civil_spent)


def military_left(state, seat: int) -> int:
    p = state.players[seat]
    if state.round == 1:
        return 0
    return max(0, military_total(p) - p.military_spent)


def _short(state, p, kind: str, amount: int, bonus: int = 0) -> bool:
    """Whether ``p`` cannot pay ``amount`` food (``"farm"``) or resources (``"mine"``), ``bonus``
    military resources first; exact change only under ``change_impossible = "refuse"`` (⚠AMB-X1)."""
    amount = max(0, amount - bonus)
    held = food(p) if kind == "farm" else resources(p)
    if held < amount:
        return True
    if amount and state.options_value("change_impossible", "overpay-least") == "refuse":
        return pay_tokens(_stock(p, kind), amount, overpay=False) is None
    return False


def _leader_fx(p, key: str) -> int:
    return int(info(p.leader).fx.get(key, 0) or 0) if p.leader else 0


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
    if kind is Recruit or kind is Disband or (kind is Upgrade and _is_unit(a.old)):
        left = military_left(state, seat) if military is None else military
        if kind is Disband and state.options_value("bonus_military_action", "any") == "units-only":
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


def _is_unit(card: str) -> bool:
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
        from rulekit.core.data import suggest
        from rulekit.tta import cards

        return (rule, f"there is no card {card!r} in the card data (rulekit/tta/data/cards_*.toml)"
                + suggest(card, cards.data().cards))
    return None


def _take_context(state, p) -> tuple:
    """What every take of one turn's options shares: completed wonders, the leader's wonder
    discount, the floor of a wonder's cost (⚠AMB-X12), and whether the hand is at its limit."""
    return (len(p.wonders), _leader_fx(p, "wonder_take_discount"), _take_floor(state),
            len(p.hand) >= hand_limit(p))


@cites(rb.TAKE_LIMITS, rb.AGE_A_CIVIL_CARDS)
def _check_take(state, seat, p, a, civil, ctx: tuple | None = None):
    if not 1 <= a.slot <= 13 or not state.row[a.slot - 1]:
        return (rb.TAKE_CARD, f"slot {a.slot} of the card row is empty")
    card = state.row[a.slot - 1]
    i = info(card)
    wonders, discount, floor, hand_full = ctx or _take_context(state, p)
    cost = take_cost(a.slot, i.type, wonders, discount, floor)
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


def _take_floor(state) -> int:
    """The least a wonder's take cost can be brought to by a discount (⚠AMB-X12)."""
    return 1 if state.options_value("wonder_take_floor", "zero") == "one" else 0


def _leader_blocked(state, p, age: str) -> bool:
    """One leader per age: ever taken (default), or only while one is in hand or in play (⚠AMB-X10)."""
    if state.options_value("leader_per_age", "ever") == "ever":
        return age in p.leader_ages
    return any(info(c).type == "leader" and info(c).age == age for c in p.hand + ((p.leader,) if p.leader else ()))


def _check_grow(state, seat, p, a, civil):
    if a.card and (err := _card_ok(p, a.card, "food_refund")):
        return err
    cost = growth_cost(p.yellow, _leader_fx(p, "pop_increase_food_discount"))
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
    discount = 0
    if a.card:
        key = "farm_mine_build_discount" if i.type in ("farm", "mine") else "urban_build_discount"
        if (err := _card_ok(p, a.card, key)):
            return err
        discount = int(info(a.card).fx[key])
    cost = max(0, build_cost(p, a.tech) - discount)
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
    cost = upgrade_cost(p, a.old, a.new)
    if old.type in UNITS:
        if a.card:
            return (rb.UPGRADE_UNIT, "no action card discounts a unit upgrade")
        if _short(state, p, "mine", cost, p.mil_bonus):
            return (rb.UPGRADE_UNIT, f"the upgrade costs {cost} resources; you have {resources(p)}"
                    + (f" and {p.mil_bonus} for military units" if p.mil_bonus else ""))
        return None
    if a.card:
        if (err := _card_ok(p, a.card, "upgrade_discount")):
            return err
        cost = max(0, cost - int(info(a.card).fx["upgrade_discount"]))
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


def _stages_per_action(p) -> int:
    return max([1] + [int(info(c).fx.get("wonder_stages_per_action", 1) or 1) for c in p.specials])


def _check_stage(state, seat, p, a, civil):
    if not p.building:
        return (rb.WONDER_STAGE, "no wonder is under construction")
    stages = info(p.building).stages
    remaining = len(stages) - p.stages
    if not 1 <= a.count <= min(remaining, _stages_per_action(p)):
        return (rb.WONDER_STAGE, f"one civil action builds 1 stage"
                + (f" (up to {_stages_per_action(p)} with your technology)" if _stages_per_action(p) > 1 else "")
                + f"; {remaining} remain")
    cost = sum(stages[p.stages:p.stages + a.count])
    if a.card:
        if (err := _card_ok(p, a.card, "wonder_stage_discount")):
            return err
        if a.count != 1:
            return (rb.WONDER_STAGE, "Engineering Genius builds only one stage (appendix G-1, ⚠AMB-41)")
        cost = max(0, cost - int(info(a.card).fx["wonder_stage_discount"]))
    if _short(state, p, "mine", cost):
        return (rb.WONDER_STAGE, f"the stage costs {cost} resources; you have {resources(p)}")
    if a.count < remaining and pay(p, "mine", cost).blue < a.count:
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
    fx = info(p.leader).fx
    cost = growth_cost(p.yellow)
    if cost is None:
        return (rb.INCREASE_POPULATION, "your yellow bank is empty: no growth")
    fcost = max(0, cost - int(fx.get("combo_food_discount", 0)) - _leader_fx(p, "pop_increase_food_discount"))
    if _short(state, p, "farm", fcost):
        return (rb.UNIT_DISCOUNTS, f"the new worker costs {fcost} food; you have {food(p)}")
    rcost = max(0, build_cost(p, a.unit) - int(fx.get("combo_resource_discount", 0)))
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
    every = civil >= 3 or _leader_fx(p, "wonder_take_discount")
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


def turn_options(state, task) -> list:
    """The actions :func:`check` accepts, in candidate order (each candidate is made once: the
    hand's copies of one card are one card). A take is judged by the same ``_check_take`` with
    what the turn's takes share computed once (the budget test :func:`check` makes first for a
    take is ``civil < 1``)."""
    seat = task.player
    civil, military = civil_left(state, seat), military_left(state, seat)
    out = []
    p, ctx = state.players[seat], None
    for a in _candidates(state, seat, civil, military):
        if a.__class__ is Take:
            if civil < 1:
                continue
            if ctx is None:
                ctx = _take_context(state, p)
            if _check_take(state, seat, p, a, civil, ctx) is None:
                out.append(a)
        elif check(state, seat, a, civil, military) is None:
            out.append(a)
    return out


# -- moving tokens -------------------------------------------------------------------------------
def _set_stock(p, kind: str, counts: tuple):
    """Put the blue tokens of ``kind`` (farm/mine) to ``counts`` by value; the bank takes the difference."""
    key = "food" if kind == "farm" else "resources"
    want = dict(counts)
    techs = list(p.techs)
    before = sum(t[2] for t in techs if info(t[0]).type == kind)
    # cards of each value: keep tokens where they are, then fill the first card of that value
    for v, n in want.items():
        idx = [k for k, t in enumerate(techs) if info(t[0]).type == kind and int(info(t[0]).fx.get(key, 0) or 0) == v]
        have = sum(techs[k][2] for k in idx)
        for k in reversed(idx):
            if have <= n:
                break
            c, w, b = techs[k]
            drop = min(b, have - n)
            techs[k] = (c, w, b - drop)
            have -= drop
        if have < n and idx:
            c, w, b = techs[idx[0]]
            techs[idx[0]] = (c, w, b + n - have)
    after = sum(t[2] for t in techs if info(t[0]).type == kind)
    return p._with(techs=tuple(techs), blue=p.blue + before - after)


@cites(rb.HIGHER_FARMS_MINES, rb.CHANGE_MAKING)
def pay(p, kind: str, amount: int, asks: list | None = None, seat: int = 0):
    """``p`` after paying ``amount`` food (``"farm"``) or resources (``"mine"``), making change.

    Which tokens go back is the player's (PL L1359-1366: "she could have returned 1 from Iron and
    1 from Bronze"; HU 1210-1218): where more than one way exists and ``asks`` is given, a ``pay``
    decision is added to it and ``p`` is returned unpaid; its first answer is the rulebook's advice
    (keep tokens in the bank, TTA-EX-8). Without ``asks`` the advised way is taken."""
    if amount <= 0:
        return p
    if asks is not None:
        ways = payments(_stock(p, kind), amount)
        if len(ways) > 1:
            asks.append(Task("pay", seat, kind, amount))
            return p
        return _set_stock(p, kind, ways[0][1])
    counts = pay_tokens(_stock(p, kind), amount)
    return _set_stock(p, kind, counts)


def _military_ways(p, amount: int) -> list:
    """The ways to pay ``amount`` for a unit: ``(word, military-only resources used, counts)``, the
    military-only resources first as the advised way (they lapse at the turn's end, PL L846-852)."""
    out = []
    most = min(p.mil_bonus, amount)
    held = resources(p)
    for use in range(most, -1, -1):
        rest = amount - use
        if rest > held:
            break
        for word, counts in payments(_stock(p, "mine"), rest):
            w = (f"{use}b" if use else "") + ("+" if use and rest else "") + (word if rest else "")
            out.append((w or "0x1", use, counts))
    return out


@cites(rb.MILITARY_BONUS_RESOURCES, rb.CHANGE_MAKING)
def pay_military(p, amount: int, asks: list | None = None, seat: int = 0):
    """Pay for a unit with military-only resources and resources (PL L846-852, L1373-1374). How
    much of each, and which tokens, is the player's: where more than one way exists and ``asks`` is
    given, a ``pay`` decision (``what = "military"``) is added and ``p`` returned unpaid. Without
    ``asks``, military-only resources first, then the advised tokens."""
    if amount <= 0:
        return p
    if asks is not None:
        ways = _military_ways(p, amount)
        if len(ways) > 1:
            asks.append(Task("pay", seat, "military", amount))
            return p
        _, use, counts = ways[0]
        return _set_stock(p._with(mil_bonus=p.mil_bonus - use), "mine", counts)
    use = min(p.mil_bonus, amount)
    return pay(p._with(mil_bonus=p.mil_bonus - use), "mine", amount - use)


def _pay_ways(p, task) -> list:
    if task.what == "military":
        return _military_ways(p, task.amount)
    return [(w, 0, c) for w, c in payments(_stock(p, task.what), task.amount)]


def _pay_options(state, task) -> list:
    return [Pay.of(w) for w, _, _ in _pay_ways(state.players[task.player], task)]


def _pay_resolve(state, task, a):
    p = state.players[task.player]
    for word, use, counts in _pay_ways(p, task):
        if word == a.tokens:
            return _put(state, task.player, _set_stock(p._with(mil_bonus=p.mil_bonus - use), "mine"
                                                       if task.what == "military" else task.what, counts))
    raise AssertionError(a)  # pragma: no cover - the options were checked


def advised(state):
    """The rulebook's advised answer to the decision on top, or ``None`` where it advises none.

    ``state.decision.options`` and ``legal_actions()`` are sorted by notation; this says which of
    them the rulebook advises: for a ``pay`` decision, the way that keeps the most tokens in the
    bank (TTA-EX-8, PL L1359-1366), military-only resources first for a unit (PL L846-852) — the
    first way :func:`rulekit.tta.rules.payments` lists. Read-only.

    >>> import rulekit.tta as tta
    >>> g = tta.new_game(players=2, seed=1)
    >>> advised(g) is None                       # a turn: no advice
    True
    """
    if state.is_over or state.decision is None:
        return None
    task = state.tasks[0]
    if task.kind != "pay":
        return None
    ways = _pay_ways(state.players[task.player], task)
    return Pay.of(ways[0][0]) if ways else None


def _pay_prompt(state, task) -> str:
    what = {"farm": "food", "mine": "resources", "military": "resources for a unit"}[task.what]
    return (f"P{task.player + 1}: pay {task.amount} {what} — say which tokens go back "
            f"(e.g. pay 3x1: three tokens worth 1; 1x2>1: a token worth 2 moved down to a 1 as change; 1b: one military-only resource)")


def gain(p, kind: str, amount: int, asks: list | None = None, seat: int = 0):
    """``p`` after gaining ``amount`` food or resources from the bank, placed as fewest tokens; when
    the player could place them more than one way and ``asks`` is given, a ``gain`` decision is
    added to it instead and ``p`` is returned unchanged (TTA-EX-28, TTA-EX-29)."""
    if amount <= 0:
        return p
    if asks is not None and len(placements(p, kind, amount)) > 1:
        asks.append(Task("gain", seat, kind, amount))
        return p
    counts, _ = gain_tokens(_stock(p, kind), amount, p.blue)
    return _set_stock(p, kind, counts)


def placements(p, kind: str, amount: int) -> list:
    """Every way to place a gain of ``amount`` on the cards of ``kind`` in play (tokens per value),
    as much as the blue bank allows: tuples of ``(value, tokens)``, fewest tokens first."""
    values = sorted({v for v, _ in _stock(p, kind) if v > 0}, reverse=True)
    found = []

    def walk(i, left, tokens, combo):
        if i == len(values):
            found.append((amount - left, tokens, tuple(combo)))
            return
        v = values[i]
        for n in range(min(left // v, p.blue - tokens), -1, -1):
            walk(i + 1, left - n * v, tokens + n, combo + [(v, n)] if n else combo)

    walk(0, amount, 0, [])
    best = max(f[0] for f in found)
    return [c for worth, t, c in sorted(found, key=lambda f: (f[1], f[2])) if worth == best]


def _tokens_word(combo) -> str:
    return "+".join(f"{n}x{v}" for v, n in sorted(combo)) or "0x1"


def _gain_options(state, task) -> list:
    return [Gain.of(_tokens_word(c)) for c in placements(state.players[task.player], task.what, task.amount)]


def _gain_resolve(state, task, a):
    p = state.players[task.player]
    for combo in placements(p, task.what, task.amount):
        if _tokens_word(combo) == a.tokens:
            counts = dict(_stock(p, task.what))
            for v, n in combo:
                counts[v] += n
            return _put(state, task.player, _set_stock(p, task.what, tuple(sorted(counts.items()))))
    raise AssertionError(a)  # pragma: no cover - the options were checked


def _gain_prompt(state, task) -> str:
    return (f"P{task.player + 1}: place {task.amount} {'food' if task.what == 'farm' else 'resources'} "
            f"(e.g. gain 2x1: two tokens worth 1)")


def _put(state, seat: int, p):
    players = list(state.players)
    players[seat] = p
    return state._with(players=tuple(players))


def _discard(state, *cards):
    return state._with(box=state.box + tuple(c for c in cards if c))


# -- applying a checked action ---------------------------------------------------------------------
def _use_card(p, card: str):
    """Remove a played action card from hand."""
    if not card:
        return p
    hand = list(p.hand)
    hand.remove(card)
    return p._with(hand=tuple(hand))


@cites(rb.POPULATION_CHANGE)
def _grow(p, discount: int = 0, asks: list | None = None, seat: int = 0):
    cost = max(0, growth_cost(p.yellow, _leader_fx(p, "pop_increase_food_discount")) - discount)
    p = pay(p, "farm", cost, asks, seat)
    return p._with(yellow=p.yellow - 1, idle=p.idle + 1)


@cites(rb.GAINED_LOST_TOKENS)
def _retotal(before, after, asks: list | None = None, seat: int = 0):
    """A leader, wonder or technology change that loses action tokens (Hammurabi played: a red
    one; Hammurabi replaced: a white one). The rulebooks let the player discard a token already
    spent this turn ("możesz odrzucić już ten zużyty", PL L987-989; "elvehetitek azok közül …
    amiket már használtatok", HU 865-867; TTA-EX-26) — a choice, not a rule. A token is taken from
    the spent ones only where no unspent one is left; each token that could come from either is a
    ``lose`` decision added to ``asks`` (answer ``spent`` or ``unspent``), and until it is answered
    the token counts as an unspent one gone. Without ``asks`` the spent ones go first."""
    for total, field in ((civil_total, "civil_spent"), (military_total, "military_spent")):
        lost = total(before) - total(after)
        if lost <= 0:
            continue
        spent = getattr(after, field)
        unspent = max(0, total(before) - spent)
        least = max(0, lost - unspent)                 # spent tokens that must go
        most = min(lost, spent)                        # spent tokens that may go
        if asks is None:
            after = after._with(**{field: spent - most})
            continue
        after = after._with(**{field: spent - least})
        asks.extend(Task("lose", seat, field.split("_")[0]) for _ in range(most - least))
    return after


def _lose_options(state, task) -> list:
    return [Choose.of("spent"), Choose.of("unspent")]


def _lose_resolve(state, task, a):
    p = state.players[task.player]
    if a.answer == "spent":
        field = task.what + "_spent"
        p = p._with(**{field: getattr(p, field) - 1})
    return _put(state, task.player, p)


def _lose_prompt(state, task) -> str:
    colour = "white (civil)" if task.what == "civil" else "red (military)"
    return (f"P{task.player + 1}: a {colour} action token is lost — discard one already spent this turn "
            f"(choose spent) or an unused one (choose unspent)")


def do(state, seat: int, a):
    """The state after ``seat`` takes the (checked) action ``a``, and the ``gain`` decisions it
    leaves for the player (placing food or resources gained)."""
    asks: list = []
    return _do(state, seat, a, asks), asks


def _do(state, seat: int, a, asks: list):
    p = state.players[seat]
    if isinstance(a, (Recruit, Disband)) or (isinstance(a, Upgrade) and info(a.old).type in UNITS):
        p = p._with(military_spent=p.military_spent + 1)
    elif not isinstance(a, (Take, Revolution)):
        p = p._with(civil_spent=p.civil_spent + 1)
    if isinstance(a, Take):
        return _take(state, seat, p, a)
    if isinstance(a, Grow):
        p = _use_card(p, a.card)
        n = len(asks)
        p = _grow(p, 0, asks, seat)
        if a.card:
            refund = int(info(a.card).fx["food_refund"])
            if len(asks) > n and refund > 0:      # the food is paid first (its decision), then comes back
                asks.append(Task("gain", seat, "farm", refund))
            else:
                p = gain(p, "farm", refund, asks, seat)
        return _discard(_put(state, seat, p), a.card)
    if isinstance(a, Build):
        i = info(a.tech)
        discount = 0
        if a.card:
            key = "farm_mine_build_discount" if i.type in ("farm", "mine") else "urban_build_discount"
            discount = int(info(a.card).fx[key])
            p = _use_card(p, a.card)
        p = pay(p, "mine", max(0, build_cost(p, a.tech) - discount), asks, seat)
        p = p.with_slot(a.tech, workers=p.workers_on(a.tech) + 1)._with(idle=p.idle - 1)
        return _discard(_put(state, seat, p), a.card)
    if isinstance(a, Upgrade):
        cost = upgrade_cost(p, a.old, a.new)
        if info(a.old).type in UNITS:
            p = pay_military(p, cost, asks, seat)
        else:
            if a.card:
                cost = max(0, cost - int(info(a.card).fx["upgrade_discount"]))
                p = _use_card(p, a.card)
            p = pay(p, "mine", cost, asks, seat)
        p = p.with_slot(a.old, workers=p.workers_on(a.old) - 1)
        p = p.with_slot(a.new, workers=p.workers_on(a.new) + 1)
        return _discard(_put(state, seat, p), a.card)
    if isinstance(a, (Destroy, Disband)):
        t = a.tech if isinstance(a, Destroy) else a.unit
        p = p.with_slot(t, workers=p.workers_on(t) - 1)._with(idle=p.idle + 1)
        return _put(state, seat, p)
    if isinstance(a, Recruit):
        p = pay_military(p, build_cost(p, a.unit), asks, seat)
        p = p.with_slot(a.unit, workers=p.workers_on(a.unit) + 1)._with(idle=p.idle - 1)
        return _put(state, seat, p)
    if isinstance(a, Barbarossa):
        fx = info(p.leader).fx
        p = _grow(p, int(fx.get("combo_food_discount", 0)), asks, seat)
        p = pay_military(p, max(0, build_cost(p, a.unit) - int(fx.get("combo_resource_discount", 0))), asks, seat)
        p = p.with_slot(a.unit, workers=p.workers_on(a.unit) + 1)._with(idle=p.idle - 1)
        return _put(state, seat, p)
    if isinstance(a, Stage):
        return _stage(state, seat, p, a, asks)
    if isinstance(a, Lead):
        before = p
        old = p.leader
        p = _use_card(p, a.leader)._with(leader=a.leader)
        p = _retotal(before._with(civil_spent=p.civil_spent), p, asks, seat)
        if info(a.leader).fx.get("military_resource_per_turn") and not (old and info(old).fx.get(
                "military_resource_per_turn")):
            p = p._with(mil_bonus=p.mil_bonus + int(info(a.leader).fx["military_resource_per_turn"]))
        return _discard(_put(state, seat, p), old)
    if isinstance(a, Play):
        fx = info(a.action).fx
        p = _use_card(p, a.action)
        p = p._with(culture=p.culture + int(fx.get("culture", 0) or 0),
                    science=min(SCIENCE_CAP, p.science + int(fx.get("science", 0) or 0)),
                    military_extra=p.military_extra + int(fx.get("military_actions", 0) or 0),
                    mil_bonus=p.mil_bonus + int(fx.get("military_resources", 0) or 0))
        p = gain(p, "farm", int(fx.get("food", 0) or 0), asks, seat)
        p = gain(p, "mine", int(fx.get("resources", 0) or 0), asks, seat)
        return _discard(_put(state, seat, p), a.action)
    if isinstance(a, Discover):
        return _discover(state, seat, p, a, asks)
    if isinstance(a, (Revolution, Peaceful)):
        return _government(state, seat, p, a, asks)
    raise AssertionError(f"unhandled action {a}")  # pragma: no cover


def _take(state, seat, p, a):
    card = state.row[a.slot - 1]
    i = info(card)
    cost = take_cost(a.slot, i.type, len(p.wonders), _leader_fx(p, "wonder_take_discount"), _take_floor(state))
    p = p._with(civil_spent=p.civil_spent + cost, fresh=p.fresh + (card,))
    if i.type == "wonder":
        p = p._with(building=card, stages=0)
    else:
        p = p._with(hand=p.hand + (card,))
        if i.type == "leader":
            p = p._with(leader_ages=p.leader_ages + (i.age,))
        if i.type in TECH_TYPES:
            p = p._with(science=min(SCIENCE_CAP, p.science + _leader_fx(p, "science_per_tech_taken")))
    row = list(state.row)
    row[a.slot - 1] = ""
    return _put(state._with(row=tuple(row)), seat, p)


@cites(rb.PYRAMIDS, rb.WONDER_COMPLETE)
def _stage(state, seat, p, a, asks):
    stages = info(p.building).stages
    cost = sum(stages[p.stages:p.stages + a.count])
    if a.card:
        cost = max(0, cost - int(info(a.card).fx["wonder_stage_discount"]))
        p = _use_card(p, a.card)
    built = p.stages + a.count
    # paying only returns tokens to the bank, so any way leaves the markers when the bank has them
    # now; otherwise the advised way (the most tokens back) is the one the check accepted
    p = pay(p, "mine", cost, asks if built >= len(stages) or p.blue >= a.count else None, seat)
    built = p.stages + a.count
    if built >= len(stages):       # complete: the markers go back, the wonder stands
        before = p
        p = p._with(blue=p.blue + p.stages, stages=0, wonders=p.wonders + (p.building,), building="")
        p = _retotal(before, p, asks, seat)
    else:                          # one marker per built stage, from the bank
        p = p._with(blue=p.blue - a.count, stages=built)
    return _discard(_put(state, seat, p), a.card)


def _discover(state, seat, p, a, asks):
    i = info(a.tech)
    p = _use_card(p, a.tech)._with(science=p.science - i.science)
    old = ""
    if i.type == "special":
        same = [c for c in p.specials if info(c).branch == i.branch]
        old = same[0] if same else ""
        before = p
        p = p._with(specials=tuple(c for c in p.specials if c != old) + (a.tech,))
        p = _retotal(before, p, asks, seat)
    else:
        p = p.with_slot(a.tech, workers=0, blue=0)
    p = _developed(p, a.card, asks, seat)
    return _discard(_put(state, seat, p), old, a.card)


def _developed(p, card: str, asks: list, seat: int):
    """After developing a technology: Leonardo's resource; Breakthrough's science back."""
    p = gain(p, "mine", _leader_fx(p, "resource_per_tech_played"), asks, seat)
    if card:
        p = _use_card(p, card)
        p = p._with(science=min(SCIENCE_CAP, p.science + int(info(card).fx["science_refund"])))
    return p


def _government(state, seat, p, a, asks):
    i = info(a.government)
    old = p.government
    before = p
    p = _use_card(p, a.government)._with(government=a.government)
    if isinstance(a, Revolution):
        p = p._with(science=p.science - i.revolution)
        p = p._with(civil_spent=civil_total(p),
                    military_spent=p.military_spent if state.options_value("revolution_spent_military", "capped") == "kept"
                    else min(p.military_spent, military_total(p)))
    else:
        p = p._with(science=p.science - i.peaceful)      # spent civil = before + 1 (⚠AMB-3, TTA-EX-6)
    p = _developed(p, getattr(a, "card", ""), asks, seat)
    return _discard(_put(state, seat, p), old, getattr(a, "card", ""))


# -- production and maintenance ----------------------------------------------------------------------
@cites(rb.FOOD_PRODUCTION, rb.RESOURCE_PRODUCTION, rb.BLUE_BANK_EMPTY)
def produce(p, kind: str):
    """One blue token per worker on each farm (mine) from the bank, best cards first, while the bank
    lasts (PL L615-660, L206-209; ⚠AMB-12)."""
    key = "food" if kind == "farm" else "resources"
    order = sorted((k for k, t in enumerate(p.techs) if info(t[0]).type == kind and t[1]),
                   key=lambda k: -int(info(p.techs[k][0]).fx.get(key, 0) or 0))
    techs = list(p.techs)
    bank = p.blue
    for k in order:
        c, w, b = techs[k]
        n = min(w, bank)
        techs[k] = (c, w, b + n)
        bank -= n
    return p._with(techs=tuple(techs), blue=bank)


@cites(rb.SCORE_CULTURE_SCIENCE, rb.CULTURE_POINTS, rb.SCIENCE_POINTS, rb.MAINTENANCE, rb.NO_CORRUPTION_SIMPLE, rb.SAVINGS, rb.SPEED_UP)
def production(state, task):
    """Production and maintenance at the end of a turn: score culture and science (⚠AMB-X4), produce
    food, eat (famine: −4 culture per missing food), produce resources; then the action tokens return
    and this turn's extras lapse (PL L607-674, L1388-1394, KI L1438-1439). The Simple game has no
    corruption; unused food and resources stay on their cards. The speed-up (the next player may
    begin while this one produces, TTA-R-56) changes nothing computed here: production reads only
    the producing civilization's own cards.

    When the blue bank cannot supply every farm and mine, the farms take their tokens first; under
    the option ``empty_blue_bank = "player-choice"`` (⚠AMB-12) the player is asked whether the
    farms or the mines get the bank's last tokens (a ``shortage`` decision)."""
    seat = task.player
    p = state.players[seat]
    if state.options_value("empty_blue_bank", "food-first") == "player-choice" and _shortage(p):
        return state._push(Task("shortage", seat))
    return _produce_all(state, seat, "farm")


def _shortage(p) -> bool:
    farms = sum(t[1] for t in p.techs if info(t[0]).type == "farm")
    mines = sum(t[1] for t in p.techs if info(t[0]).type == "mine")
    return bool(farms and mines and farms + mines > p.blue)


def _produce_all(state, seat: int, first: str):
    p = state.players[seat]
    if state.options_value("score_culture", "first") == "first":
        p = p._with(culture=p.culture + culture_rate(p), science=min(SCIENCE_CAP, p.science + science_rate(p)))
    reserved = 0
    if first == "mine":        # the mines' tokens are set aside before the farms produce
        reserved = min(p.blue, sum(t[1] for t in p.techs if info(t[0]).type == "mine"))
        p = p._with(blue=p.blue - reserved)
    p = produce(p, "farm")
    eat = consumption(p.yellow)
    have = food(p)
    if have >= eat:
        p = pay(p, "farm", eat)
    else:
        p = pay(p, "farm", have)
        culture = p.culture - famine_loss(eat - have)
        if state.options_value("famine_culture", "zero") == "zero":
            culture = max(0, culture)
        p = p._with(culture=culture)
    p = produce(p._with(blue=p.blue + reserved), "mine")
    if state.options_value("score_culture", "first") == "last":
        p = p._with(culture=p.culture + culture_rate(p), science=min(SCIENCE_CAP, p.science + science_rate(p)))
    p = p._with(civil_spent=0, military_spent=0, civil_extra=0, military_extra=0, mil_bonus=0, fresh=())
    return _put(state, seat, p)


def _shortage_options(state, task) -> list:
    return [Choose.of("food"), Choose.of("resources")]


def _shortage_resolve(state, task, a):
    return _produce_all(state, task.player, "farm" if a.answer == "food" else "mine")


# -- events (Simple: from round 3, before the start player's turn) -------------------------------------
def reveal_event(state):
    """Reveal the top event and apply it to every civilization; choices become decisions
    (PL L1125-1139, ⚠AMB-14, ⚠AMB-29)."""
    if not state.events:
        return state
    card = state.events[0]
    state = state._with(events=state.events[1:], past=state.past + (card,))
    effect = info(card).fx
    asks = []
    for seat in range(len(state.players)):
        p = state.players[seat]
        p = p._with(science=min(SCIENCE_CAP, p.science + int(effect.get("science", 0) or 0)))
        p = gain(p, "farm", int(effect.get("food", 0) or 0), asks, seat)
        p = gain(p, "mine", int(effect.get("resources", 0) or 0), asks, seat)
        if effect.get("population") and p.yellow > 0:
            p = p._with(yellow=p.yellow - 1, idle=p.idle + 1)
        state = _put(state, seat, p)
        if effect.get("choose_food_or_resources") or effect.get("free_temple") or effect.get("free_warriors"):
            asks.append(Task("event", seat, card))
    return state._push(*asks) if asks else state


def _start_tech(p, kind: str) -> str:
    for c, _, _ in p.techs:
        i = info(c)
        if i.type == kind and i.level == 0:
            return c
    return ""


def event_options(state, task) -> list:
    p = state.players[task.player]
    effect = info(task.what).fx
    if effect.get("choose_food_or_resources"):
        return [Choose.of("food"), Choose.of("resources")]
    kind = "temple" if effect.get("free_temple") else "infantry"
    tech = _start_tech(p, kind)
    if p.idle < 1 or not tech or (kind == "temple" and urban_count(p, "temple") >= building_limit(p)):
        return []
    return [Choose.of("yes"), Choose.of("no")]


def event_resolve(state, task, a):
    p = state.players[task.player]
    effect = info(task.what).fx
    if effect.get("choose_food_or_resources"):
        asks: list = []
        p = gain(p, "farm" if a.answer == "food" else "mine", int(effect["choose_food_or_resources"]), asks,
                 task.player)
        return _put(state, task.player, p)._push(*asks) if asks else _put(state, task.player, p)
    elif a.answer == "yes":
        kind = "temple" if effect.get("free_temple") else "infantry"
        tech = _start_tech(p, kind)
        p = p.with_slot(tech, workers=p.workers_on(tech) + 1)._with(idle=p.idle - 1)
    return _put(state, task.player, p)


def _event_prompt(state, task) -> str:
    effect = info(task.what).fx
    if effect.get("choose_food_or_resources"):
        return f"P{task.player + 1}: the event gives 2 food or 2 resources — choose food or resources"
    return f"P{task.player + 1}: the event offers a free building with an unused worker — choose yes or no"


def _turn_prompt(state, task) -> str:
    return (f"P{task.player + 1}, round {state.round}: take an action "
            f"({civil_left(state, task.player)} civil, {military_left(state, task.player)} military left) or end")


def _resolve_turn(state, task, a):
    if isinstance(a, End):
        return state._push(Task("production", task.player))
    s, asks = do(state, task.player, a)
    return s._with(tasks=tuple(asks) + (task,) + s.tasks)


DECISIONS = decision_table(
    DecisionKind("event", rb.EVENTS_SIMPLE, _event_prompt, event_options, event_resolve),
    DecisionKind("turn", rb.TURN_PHASES, _turn_prompt, turn_options, _resolve_turn,
                 check=lambda state, task, a: check(state, task.player, a) is None),
    DecisionKind("gain", rb.HIGHER_FARMS_MINES, _gain_prompt, _gain_options, _gain_resolve),
    DecisionKind("pay", rb.CHANGE_MAKING, _pay_prompt, _pay_options, _pay_resolve),
    DecisionKind("lose", rb.GAINED_LOST_TOKENS, _lose_prompt, _lose_options, _lose_resolve),
    DecisionKind("production", rb.PRODUCTION_AUTOMATIC, "production and maintenance", None, production),
    DecisionKind("shortage", rb.BLUE_BANK_EMPTY,
                 "{who}: the blue bank cannot supply every farm and mine — choose food or resources first",
                 _shortage_options, _shortage_resolve),
)
