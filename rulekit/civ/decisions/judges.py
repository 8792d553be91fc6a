"""Why a Civilization move is refused: the rule and the real cause, for each kind of action.

The decisions list what is legal (:mod:`rulekit.civ.decisions.phases` and the interrupts); for
an action they do not list, :func:`refusal` says which rule it breaks and why, in a sentence
naming the cause (the phase it belongs to, the pyramid slot, the cost, the stacking limit, the
square out of reach ...). Without a cause found here the decision's prompt answers (core's
fallback). The decision stack asks it through ``State._refusal_detail``.

>>> from rulekit.civ.game import new_game
>>> g = new_game(players=2, civs=("Romans", "Greeks"), seed=1)
>>> g.why_not("research Agriculture").reason
'that is done in the research phase, not now (start)'
>>> from rulekit.civ.decisions.phases import Research
>>> r = g.edit(phase="research", tasks=(Research(0),))
>>> err = r.why_not("research Space_Flight")
>>> err.rule.ref, err.reason[:58]
('CV-B-02', 'Space Flight (level 5) has no legal slot in your tech pyra')
>>> g.why_not("invest Infrastructure").reason
'only coin tokens may be invested, and P1 has none (printed coins do not count)'
"""

from __future__ import annotations

from rulekit.civ import abilities
from rulekit.civ import board as bd
from rulekit.civ import effects as fx
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.actions import (Event, Atlantis, Build, Culture, Disband, Escort, Found, Invest, Loot, Metropolis, Move,
                                 PlaceGP,
                                 Produce, Research, Teacher, UseGP, Wonder, Workers)
from rulekit.civ.state import catalog

_PHASE_OF = {Invest: "start", Teacher: "start", Found: "start", Atlantis: "start", Workers: "city",
             Produce: "city", Build: "city", Wonder: "city", Culture: "city", UseGP: "city", PlaceGP: "city",
             Move: "movement", Disband: "movement", Escort: "movement", Research: "research"}
_PHASE_RULE = {"start": rb.TURN_ORDER, "city": rb.CITY_ACTIONS, "movement": rb.MOVEMENT, "research": rb.RESEARCH}


def phase_refusal(s, task, action):
    """The judge of every action a phase decision or the loot refuses: the phase an action belongs to,
    then what that kind of action needs (a coin and a marker to invest, a pyramid slot and the trade to
    research, a held marker or card, a reachable square, a city's one action and its production ...)."""
    seat = task.player
    p = s.players[seat]
    want = _PHASE_OF.get(type(action))
    if task.kind == "start" and not isinstance(action, (Metropolis, Atlantis)):
        if "metropolis" in p.pending and s.metropolis_squares(seat):
            squares = ", ".join(f"{q[0]},{q[1]}" for q in s.metropolis_squares(seat))
            return rb.METROPOLIS_PENDING, (f"the metropolis upgrade is owed and now possible: it must be done "
                                           f"first (L696-702); expansion squares: {squares}")
        if "atlantis" in p.pending and s.learnable(seat):
            return rb.ATLANTIS, "Atlantis's free tech is due first this Start of Turn (L590-599): choose it"
    if want and task.kind != want and not isinstance(action, (Invest, UseGP)):    # the phase first
        return _PHASE_RULE[want], f"that is done in the {want} phase, not now ({task.kind})"
    if isinstance(action, Invest):
        if not s.investments:
            return rb.OPTIONAL_MODULES, "the investment deck is not in this game"
        if rules.investable_coins(p.coins, p.card_coins, s.options) < 1:
            return rb.INVEST, (f"only coin tokens may be invested, and P{seat + 1} has none (printed coins do "
                               f"not count)")
        if p.invested or "invest" in getattr(task, "used", ()):
            return rb.INVEST, "one coin a turn may be invested, and this turn's is invested already"
        if task.kind != "start":
            return rb.INVEST, "coins are invested at the start of the turn"
        if s.investment_supply() < 1:
            return rb.INVESTMENT_MARKERS, "no investment markers are left (23, L51)"
    if isinstance(action, Research):
        t = catalog().techs.get(action.tech)
        if t is None:
            return rb.PYRAMID, f"{action.tech!r} is not a tech of this game"
        if p.knows(action.tech):
            return rb.PYRAMID, f"P{seat + 1} knows {action.tech} already"
        if not s.can_learn(seat, action.tech):
            return rb.PYRAMID, (f"{action.tech} (level {t.level}) has no legal slot in your tech pyramid: a level "
                                f"{t.level} tech needs more level {t.level - 1} techs than level {t.level} techs "
                                f"after adding it")
        cost = abilities.tech_cost(s, seat, t.level)
        if p.trade < cost:
            return rb.TECH_COST, f"{action.tech} costs {cost} trade; you have {p.trade}"
    if isinstance(action, Teacher) and "teacher" not in p.kept:
        return rb.TEACHER, "you hold no Teacher marker"
    if isinstance(action, Teacher) and action.tech in catalog().techs and catalog().techs[action.tech].level != 1:
        return rb.TEACHER, "the Teacher teaches a level I tech only"
    if isinstance(action, UseGP):
        held = [n for n, _ in p.gp_cards]
        if action.card not in held:
            return rb.GP_ABILITY, f"P{seat + 1} holds no great person {action.card!r}"
        t = s.gp_type(action.card)
        if not any(o == seat and k == t for _, o, k in s.gp_board):
            return rb.GP_NEEDS_MARKER, (f"using {action.card} needs a {t} marker of yours on the board (the pool "
                                        f"does not count)")
        why = fx.GP_PLAYED.get(action.card, "")
        if why != "played":
            return rb.GP_EFFECTS, f"{action.card} cannot be played by this engine: {why}"
    if isinstance(action, Event):
        if action.card not in p.events:
            return rb.CULTURE_EVENTS, f"P{seat + 1} holds no culture event card {action.card!r}"
        why = fx.event_reason(action.card)
        if why:
            return rb.CULTURE_EVENTS, f"{action.card} is held but cannot be played by this engine: {why}"
    if isinstance(action, Workers) and "workers" not in p.kept:
        return rb.FRIENDLY_WORKERS, "you hold no Friendly Workers marker"
    if isinstance(action, Move):
        return move_refusal(s, seat, action)
    if isinstance(action, Disband):
        return disband_refusal(s, seat, action)
    if isinstance(action, Escort):
        return escort_refusal(s, task, seat, action)
    if isinstance(action, Found):
        f = next((x for x in s.figures if x.id == action.figure), None)
        if f is None or f.owner != seat or f.kind != "wagon":
            return rb.FOUND_CITY, "a city is founded with one of your wagons"
        why = s.founding_problem(seat, f.pos)
        if why:
            return (rb.LANDMARK_SQUARE if "landmark" in why else rb.FOUND_CITY), why
    if isinstance(action, Metropolis):
        cap = next((c for c in s.cities if c.owner == seat and c.kind == "capital"), None)
        if cap is None or "metropolis" not in p.pending:
            return rb.METROPOLIS_UPGRADE, "only a capital grows into a metropolis, when Agriculture is learned"
        why = s.metropolis_problem(seat, action.square)        # the test the legal moves use
        if why:
            return why
    if isinstance(action, (Produce, Build, Wonder)) and task.kind == "city":
        city = s.city_at.get(action.city)
        if city is None or city.owner != seat:
            return rb.CITY_ACTIONS, f"P{seat + 1} has no city centred on {action.city[0]},{action.city[1]}"
        if action.city in task.acted:
            return rb.CITY_ACTIONS, "each city takes one action a turn"
        if action.caravan and city.marker != "caravan":
            return rb.CARAVAN, "this city has no caravan to discard"
        short = production_refusal(s, city, action)
        if short:
            return short
    if isinstance(action, Loot) and task.kind == "loot":
        effects = action.effects.split("+")
        if any(e not in rules.LOOT_EFFECTS for e in effects):
            return rb.LOOT_SPEND, f"loot buys {', '.join(sorted(rules.LOOT_EFFECTS))}"
        cost = sum(rules.LOOT_EFFECTS[e] for e in effects)
        if cost > task.loot:
            return rb.LOOT_SPEND, f"those effects cost {cost} loot; you have {task.loot}"
        if effects.count("culture-card") > len(s.players[task.loser].events):
            return rb.LOOT_TWO, "the loser holds too few culture event cards to steal"
    if want and task.kind != want:
        return _PHASE_RULE[want], f"that is done in the {want} phase, not now ({task.kind})"
    return None

def production_refusal(s, city, action):
    """``(rule, reason)`` when the city's production this turn (with the caravan's +2 if the
    action discards it) does not pay for what the action builds, else ``None``."""
    cat = catalog()
    if isinstance(action, Wonder):
        if action.wonder not in s.market:
            return rb.WONDERS, f"{action.wonder} is not in the wonder market ({', '.join(s.market)})"
        cost, rule, what = cat.wonders[action.wonder][1] or rules.TEACH_WONDER_COST, rb.WONDERS, action.wonder
    elif isinstance(action, Build):
        if action.building not in cat.buildings:
            return rb.CITY_ACTIONS, f"{action.building!r} is not a building of this game"
        cost, rule, what = cat.buildings[action.building][0] or rules.TEACH_BUILDING_COST, rb.CITY_ACTIONS, \
            action.building
    elif action.what in rules.TEACH_FIGURE_COST:
        cost, rule, what = rules.TEACH_FIGURE_COST[action.what], rb.CITY_ACTIONS, f"an {action.what}" \
            if action.what == "army" else f"a {action.what}"
    else:
        cost, rule, what = abilities.unit_cost(s, city.owner), rb.UNITS, f"a {action.what} unit"
    prod = s.production(city.centres[0])
    extra = rules.CARAVAN_PRODUCTION if action.caravan else 0
    if prod + extra >= cost:
        return None
    has = f"{prod} production" + (f" + {extra} from the caravan" if extra else "")
    hint = " (discarding its caravan adds 2, L556-559)" if city.marker == "caravan" and not extra else ""
    return (rule, f"{has} does not pay for {what}, which costs {cost}{hint}")

def move_refusal(s, seat, action):
    f = next((x for x in s.figures if x.id == action.figure), None)
    if f is None or f.owner != seat:
        return rb.MOVEMENT, f"P{seat + 1} has no figure {action.figure}"
    b = s.board
    q = action.square
    if q in b.hole:
        return rb.HOLE, "no move may enter or cross the hole in the middle of the map (L387-389)"
    if not bd.on_map(b, q):
        return rb.MOVEMENT, "that square is off the map"
    m = s.marker_at(q)
    if m and m[0] in ("hut", "village") and f.kind == "wagon":
        return rb.EXPLORE, "wagons may not enter hut or village squares"
    if m and m[0] == "landmark" and f.kind == "wagon":
        return rb.LANDMARK_SQUARE, "a wagon enters a landmark square only with an army (even under Republic)"
    if q in s.city_at and s.city_at[q].owner == seat:
        return rb.DISBAND, "a figure may pass through your city centres but stopping there disbands it (AMB-X15)"
    if s.own_figures_at(seat, q) >= p_stack(s, seat):
        return rb.STACKING, f"your stacking limit is {p_stack(s, seat)} figures on a square"
    return rb.MOVEMENT, (f"figure {f.id} cannot reach {q[0]},{q[1]} this turn (orthogonal steps, travel speed "
                         f"{rules.travel_speed(s.techs_of(seat))}, explored land)")

def escort_refusal(s, task, seat, action):
    f = next((x for x in s.figures if x.id == action.figure), None)
    if f is None or f.owner != seat or f.kind != "army":
        return rb.MOVE_TOGETHER, f"an escort moves one of your armies with its wagons; {action.figure} is none"
    wagons = s.escorted_wagons(f, getattr(task, "moved", ()))
    if not wagons:
        return rb.MOVE_TOGETHER, f"no wagon of yours that has not moved stands with army {f.id}"
    m = s.marker_at(action.square)
    if m and m[0] in ("hut", "village"):
        return rb.EXPLORE, "wagons may not enter hut or village squares, even with an army"
    if s.enemy_at(seat, action.square):
        return rb.MOVE_TOGETHER, "an army escorting wagons does not attack: move it alone to attack"
    n = 1 + len(wagons)
    if s.own_figures_at(seat, action.square) + n > p_stack(s, seat):
        return rb.STACKING, f"the {n} figures moving together would break your stacking limit of " \
                            f"{p_stack(s, seat)}"
    return move_refusal(s, seat, Move(action.figure, action.square))

def disband_refusal(s, seat, action):
    f = next((x for x in s.figures if x.id == action.figure), None)
    if f is None or f.owner != seat:
        return rb.DISBAND, f"P{seat + 1} has no figure {action.figure}"
    if action.into == "fortify" and f.kind != "army":
        return rb.FORTIFY, "only a disbanded army fortifies a city"
    if action.into == "caravan" and f.kind != "wagon":
        return rb.CARAVAN, "only a disbanded wagon sends a caravan"
    centres = s.disband_centres(f)
    where = f"{action.city[0]},{action.city[1]}" if len(action.city) == 2 else str(action.city)
    if tuple(action.city) not in centres:
        reach = ", ".join(f"{q[0]},{q[1]}" for q in centres) or "none"
        return rb.DISBAND, (f"figure {f.id} is disbanded in the centre of one of your cities it stands on or "
                            f"reaches this turn, and {where} is not one (those it may: {reach})")
    if action.into in ("fortify", "caravan"):
        if s.fort_caravan_supply() < 1:
            return rb.FORT_CARAVAN_MARKERS, "all 15 fortification/caravan markers are in play (L61)"
        return rb.FORTIFY if action.into == "fortify" else rb.CARAVAN, \
            f"the city at {where} already holds a fortification or a caravan: one a city, never both"
    return rb.DISBAND, "a figure is disbanded in the centre of one of your cities"


def p_stack(state, seat: int) -> int:
    return state.players[seat].stacking


def refusal(s, step, action):
    """``(rule, reason)`` naming why ``action`` is refused at ``step`` in ``s``, or ``None``."""
    return phase_refusal(s, step, action)
