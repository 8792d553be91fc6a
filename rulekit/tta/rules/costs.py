"""What an action costs a civilization in a given state: one public function per question.

The turn's judge (:mod:`rulekit.tta.decisions.judge`), the effects that apply an action
(:mod:`rulekit.tta.effects`), the views, the scenario observations and the notebooks all
ask these, so a cost's inputs (the slot, completed wonders, a leader's discount, the
⚠AMB-X12 floor, an action card's discount …) are gathered in one place only.

>>> import rulekit.tta as tta
>>> g = tta.new_game(players=2, seed=1)
>>> civil_left(g, 0), civil_left(g, 1), military_left(g, 0)      # round 1: 1 and 2 civil actions (TTA-EX-21)
(1, 2, 0)
>>> take_cost(g, 0, 6)                                            # slot 6 costs 2 (PL L448-450)
2
"""

from __future__ import annotations

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.rules import (ROUND_ONE_BUDGET, ROW_COSTS, build_cost, growth_cost, slot_cost,
                               upgrade_cost)
from rulekit.tta.rules.age2 import upgrade_discount
from rulekit.tta.rules.age3 import rival_surcharge
from rulekit.tta.rules.cardinfo import info

__all__ = ["action_card_discount", "actions_left", "barbarossa_costs", "build_discount", "build_price", "build_total",
           "civil_left", "growth_price", "leader_fx", "less_discount", "military_left", "row_cost", "stage_price",
           "take_cost", "take_cost_of", "take_floor", "upgrade_price", "upgrade_total", "wonder_take_costs"]


# -- action budgets ----------------------------------------------------------------------------
@cites(rb.FIRST_ROUND_BUDGET, rb.FIRST_ROUND_ONLY_TAKE, rb.ACTIONS)
def actions_left(p, seat: int, first: bool) -> tuple:
    """``(civil, military)``: the unspent actions of civilization ``p`` in seat ``seat``; ``first``: in round 1,
    where the civil actions are the seat's budget 1/2/3/4 (TTA-EX-21) and there is no military action (the
    only action is taking cards); later the white and red tokens."""
    # (``x if x > 0 else 0`` rather than ``max(0, x)``: asked at every step, and a call of the builtin costs
    # as much as the rest of this function under Python 3.11)
    if first:
        civil = ROUND_ONE_BUDGET[seat] - p.civil_spent
        return (civil if civil > 0 else 0), 0
    totals = p.action_totals                # civil_total(p), military_total(p), remembered
    civil, military = totals[0] - p.civil_spent, totals[1] - p.military_spent
    return (civil if civil > 0 else 0), (military if military > 0 else 0)


@cites(rb.FIRST_ROUND_BUDGET, rb.ACTIONS)
def civil_left(state, seat: int) -> int:
    """Unspent civil actions: in round 1 the seat's budget 1/2/3/4 (TTA-EX-21), later the white tokens
    (:func:`actions_left`)."""
    return actions_left(state.players[seat], seat, state.round == 1)[0]


@cites(rb.FIRST_ROUND_ONLY_TAKE, rb.ACTIONS)
def military_left(state, seat: int) -> int:
    """Unspent military actions (none in round 1, when the only action is taking cards; :func:`actions_left`)."""
    return actions_left(state.players[seat], seat, state.round == 1)[1]


# -- what cards in play and in hand change --------------------------------------------------------
def leader_fx(p, key: str) -> int:
    """The number the leader in play gives effect ``key`` (0 without a leader or that effect)."""
    return int(info(p.leader).fx.get(key, 0) or 0) if p.leader else 0


def action_card_discount(card: str, key: str) -> int:
    """What the action card ``card`` takes off (effect ``key``); 0 without a card (PL L992-1009)."""
    return int(info(card).fx[key]) if card else 0


# -- taking a card ---------------------------------------------------------------------------------
@cites(rb.WONDER_TAKE_COST)
def take_floor(state) -> int:
    """The least a wonder's take cost can be brought to by a discount: 0, or 1 under
    ``wonder_take_floor = "one"`` (⚠AMB-X12)."""
    return 1 if state.options.wonder_take_floor == "one" else 0


@cites(rb.TAKE_CARD, rb.WONDER_TAKE_COST)
def take_cost(state, seat: int, slot: int) -> int:
    """Civil actions ``seat`` spends to take the card in row ``slot`` (1-13): the slot's cost and, for a
    wonder, +1 per completed wonder less the leader's wonder discount, never below the floor
    (:func:`take_floor`, ⚠AMB-X12). An empty slot costs its slot's cost (PL L448-450, L533-547)."""
    card = state.row[slot - 1]
    return take_cost_of(state, seat, slot, info(card) if card else None)


@cites(rb.TAKE_CARD, rb.WONDER_TAKE_COST)
def take_cost_of(state, seat: int, slot: int, i) -> int:
    """:func:`take_cost` when the card's :class:`~rulekit.tta.rules.cardinfo.Info` ``i`` is known (``None``:
    an empty slot)."""
    cost = row_cost(slot, i)
    if cost is not None:
        return cost
    return wonder_take_costs(state, state.players[seat])[slot - 1]


@cites(rb.WONDER_TAKE_COST)
def wonder_take_costs(state, p) -> tuple:
    """Civil actions civilization ``p`` spends to take a wonder from each row slot 1-13: the slot's cost, +1 per
    completed wonder less the leader's wonder discount, never below the floor (:func:`take_floor`, ⚠AMB-X12;
    :func:`~rulekit.tta.rules.slot_cost`), made once for each such completed wonders, discount and floor."""
    terms = (len(p.wonders), leader_fx(p, "wonder_take_discount"), take_floor(state))
    found = _WONDER_COSTS.get(terms)
    if found is None:
        found = _WONDER_COSTS[terms] = tuple(slot_cost(slot, "wonder", *terms) for slot in range(1, 14))
    return found


#: :func:`wonder_take_costs` by completed wonders, discount and floor (a table bounded by the wonders and leaders).
_WONDER_COSTS: dict = {}


@cites(rb.TAKE_CARD)
def row_cost(slot: int, i) -> int | None:
    """The take cost of the card in ``slot`` (its Info ``i``, ``None`` when empty) when it is the slot's
    printed cost, the same for every civilization; ``None`` for a wonder, whose cost reads the
    civilization and the options (:func:`take_cost_of`)."""
    if i is None or i.type != "wonder":
        return ROW_COSTS[slot - 1]
    return None


# -- growing, building, upgrading ------------------------------------------------------------------
@cites(rb.INCREASE_POPULATION, rb.POPULATION_CHANGE)
def growth_price(p, discount: int = 0) -> int | None:
    """Food one growth costs ``p`` now: the yellow region's cost less the leader's discount (Moses)
    and ``discount`` (Barbarossa's); ``None`` when the yellow bank is empty."""
    cost = growth_cost(p.yellow, leader_fx(p, "pop_increase_food_discount"))
    if cost is None:
        return None
    cost -= discount
    return cost if cost > 0 else 0


@cites(rb.BUILD_FARM_MINE, rb.BUILD_URBAN)
def build_price(p, tech: str, card: str = "") -> int:
    """Resources to build on ``tech`` with the action card ``card`` (Rich Land, Urban Growth …) or none."""
    if not card:
        return build_cost(p, tech)
    return less_discount(build_cost(p, tech), build_discount(card, info(tech).type))


@cites(rb.PLAY_ACTION_CARD)
def build_discount(card: str, kind: str) -> int:
    """What the action card ``card`` takes off building a farm or a mine (Rich Land's effect), or an urban
    building (Urban Growth's), by the building's type ``kind``; 0 without a card (PL L992-1009)."""
    return action_card_discount(card, "farm_mine_build_discount" if kind in ("farm", "mine") else
                                "urban_build_discount")


def less_discount(cost: int, discount: int) -> int:
    """``cost`` less an action card's ``discount``, never below 0 (no max(): asked for every build listed)."""
    return cost - discount if cost > discount else 0


@cites(rb.UPGRADE, rb.UPGRADE_UNIT)
def upgrade_price(p, old: str, new: str, card: str = "") -> int:
    """Resources to upgrade a worker from ``old`` to ``new`` (TTA-EX-7), less an action card's discount."""
    cost = upgrade_cost(p, old, new) - action_card_discount(card, "upgrade_discount")
    return cost if cost > 0 else 0          # (no max(): listed at every step)


@cites(rb.BUILD_FARM_MINE, rb.BUILD_URBAN, rb.SPECIAL_EFFECTS)
def build_total(state, seat: int, tech: str, card: str = "") -> int:
    """What building on ``tech`` costs civilization ``seat`` in ``state``: :func:`build_price` and what a rival's
    leader adds (Nikola Tesla, :func:`~rulekit.tta.rules.age3.rival_surcharge`). The one price the build judge
    charges and a view shows."""
    p = state.players[seat]
    return ((build_price(p, tech, card) if card else build_cost(p, tech))          # build_price without a card
            + rival_surcharge(state.players, seat, info(tech).type))


@cites(rb.UPGRADE, rb.UPGRADE_UNIT, rb.SPECIAL_EFFECTS)
def upgrade_total(state, seat: int, old: str, new: str, card: str = "") -> int:
    """What upgrading a worker from ``old`` to ``new`` costs civilization ``seat`` in ``state``:
    :func:`upgrade_price`, what a rival's leader adds (Nikola Tesla), and for a theater J. S. Bach's
    discount under the game's reading of ⚠AMB-X35 (``bach_upgrade``). The one price the upgrade judge
    charges, a view shows and a scenario observes."""
    p, kind = state.players[seat], info(old).type
    cost = upgrade_price(p, old, new, card) + rival_surcharge(state.players, seat, kind)
    if p.leader and kind == "theater":
        cost = max(0, cost - upgrade_discount(p, old, state.options.bach_upgrade))
    return cost


@cites(rb.WONDER_STAGE)
def stage_price(p, count: int, card: str = "") -> int:
    """Resources to build the next ``count`` stages of the wonder under construction, less Engineering
    Genius's discount when ``card`` is one."""
    stages = info(p.building).stages
    return max(0, sum(stages[p.stages:p.stages + count]) - action_card_discount(card, "wonder_stage_discount"))


@cites(rb.UNIT_DISCOUNTS)
def barbarossa_costs(p, unit: str) -> tuple:
    """Frederick Barbarossa's action on ``unit``: ``(food for the worker, resources for the unit)``, each
    less his discount (the food ``None`` when the yellow bank is empty)."""
    fx = info(p.leader).fx
    food = growth_price(p, int(fx.get("combo_food_discount", 0)))
    return food, max(0, build_cost(p, unit) - int(fx.get("combo_resource_discount", 0)))
