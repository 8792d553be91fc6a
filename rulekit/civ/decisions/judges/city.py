"""City Management: the checks of a city's one action, of culture steps, Friendly Workers and
great person markers, and the decision that lists and judges them with those checks."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from rulekit.core.rule import cites
from rulekit.civ import abilities
from rulekit.civ import effects
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.actions import (Arts, Build, Coin, Culture, Done, Event, Harvest, PlaceGP, Produce, UseGP, Wonder,
                                 Workers, known_action, known_actions, known_pairs)
from rulekit.civ.decisions import Step, ended, put, shared, wonders
from rulekit.civ.decisions.judges.base import TECH_MEMO, sq
from rulekit.civ.state import Figure, catalog

# == City Management's checks ==================================================================

@cites(rb.CITY_ACTIONS)
def city_refusal(s, seat, centre):
    city = s.city_at.get(tuple(centre))
    if city is None or city.owner != seat:
        return rb.CITY_ACTIONS, f"P{seat + 1} has no city centred on {centre[0]},{centre[1]}"
    return None


def unacted_refusal(step, centre):
    if tuple(centre) in step.acted:
        return rb.CITY_ACTIONS, "each city takes one action a turn"
    return None


@cites(rb.CARAVAN)
def caravan_refusal(city, caravan):
    if caravan and city.marker != "caravan":
        return rb.CARAVAN, "this city has no caravan to discard"
    return None


def budget(s, city, caravan) -> int:
    """The city's production this turn, with the caravan's +2 if its action discards it (L556-559)."""
    return s.production(city.centres[0]) + (rules.CARAVAN_PRODUCTION if caravan else 0)


@cites(rb.CIV_ABILITIES)
def built_free(s, seat, caravan) -> bool:
    """Egypt's free building this turn (whatever the production), for an action that discards no caravan."""
    return not caravan and abilities.egypt_free_building(s, seat)


def unit_kinds(p) -> tuple:
    """The units a city may produce (aircraft once Flight is learned)."""
    return ("infantry", "mounted", "artillery") + (("aircraft",) if "Flight" in p.tech_names else ())


def buildable(p) -> list:
    """The buildings ``p``'s techs unlock, sorted."""
    return list(_unlocked(p.tech_names))


@lru_cache(maxsize=TECH_MEMO)
def _unlocked(techs: tuple) -> tuple:
    """The buildings these techs unlock, sorted (once per set of techs held: static card data). A tech
    learned comes last: the buildings of the techs before it, with its own."""
    if not techs:
        return ()
    cat = catalog()
    before = _unlocked(techs[:-1])
    new = {b for b in cat.techs[techs[-1]].buildings if b in cat.buildings}
    return before if new <= set(before) else tuple(sorted(new.union(before)))


@lru_cache(maxsize=TECH_MEMO)
def _unlocked_costs(techs: tuple, teaching_cost: int) -> tuple:
    """``(building, its build cost)`` for each building these techs unlock, sorted (once per set of
    techs held and TEACH-BUILDING-COST, the cost of a building its card prices at none: static card
    data, as :func:`_unlocked`). A tech learned last that unlocks no building: the costs before it."""
    names = _unlocked(techs)
    if techs and _unlocked(techs[:-1]) is names:
        return _unlocked_costs(techs[:-1], teaching_cost)
    return tuple((b, build_cost(b)) for b in names)


def produce_cost(s, seat, what) -> int:
    return rules.TEACH_FIGURE_COST[what] if what in rules.TEACH_FIGURE_COST else abilities.unit_cost(s, seat)


def build_cost(building) -> int:
    return catalog().buildings[building][0] or rules.TEACH_BUILDING_COST


def wonder_cost(wonder) -> int:
    return catalog().wonders[wonder][1] or rules.TEACH_WONDER_COST


def free_squares(s, centre) -> list:
    """The city's outskirt squares free for a building, a wonder or a great person marker."""
    return list(free_sites(s, centre)[0])


def free_sites(s, centre) -> tuple:
    """``(free squares, the land ones, the water ones)`` of the city's outskirts (:func:`free_squares`;
    a Harbor stands on water, any other building or a wonder on land), kept in ``s.free_outskirts`` (an entry
    records the board it was read from)."""
    b = s.board
    known = s.free_outskirts
    got = known.get(centre)
    if got is None or got[0] is not b:
        occupied, city_at, markers, terrain = s.occupied, s.city_at, s.markers_by_square, b.terrain
        free = tuple(q for q in s.outskirts_of[centre] if q not in occupied and not markers.get(q) and q not in city_at)
        got = known[centre] = (b, free, tuple(q for q in free if terrain.get(q) != "water"),
                               tuple(q for q in free if terrain.get(q) == "water"))
    return got[1:]


@cites(rb.UNITS)
def produce_refusal(s, seat, city, what):
    """What a city's production makes: a known kind, a figure left in the supply and room on the centre."""
    p = s.players[seat]
    if what in ("army", "wagon"):
        if s.figure_supply(seat, what) < 1:
            return rb.CITY_ACTIONS, f"all your {what} figures are on the map"
        if s.own_figures_at(seat, city.centres[0]) >= p.stacking:
            return rb.STACKING, f"your stacking limit is {p.stacking} figures on a square"
    elif what not in unit_kinds(p):
        return rb.UNITS, f"{what!r} is no unit P{seat + 1} may produce ({', '.join(unit_kinds(p))})"
    return None


@cites(rb.CITY_ACTIONS)
def site_refusal(s, city, square, water: bool):
    """A building's or wonder's square: a free square of the city's outskirts, water for a Harbor only."""
    if tuple(square) not in free_squares(s, city.centres[0]):
        return rb.CITY_ACTIONS, f"{sq(square)} is no free square of the outskirts of the city at {sq(city.centres[0])}"
    if (s.board.terrain.get(tuple(square)) == "water") != water:
        return rb.CITY_ACTIONS, f"{sq(square)} is {'land' if water else 'water'}: " \
                                f"{'a Harbor stands on water' if water else 'only a Harbor stands on water'}"
    return None


@cites(rb.CITY_ACTIONS, rb.WONDERS, rb.UNITS, rb.CARAVAN)
def production_refusal(s, city, action):
    """``(rule, reason)`` when the city's production this turn (with the caravan's +2 if the
    action discards it) does not pay for what the action builds (Egypt's free building counted),
    else ``None``."""
    cat = catalog()
    seat = city.owner
    if isinstance(action, Wonder):
        if action.wonder not in s.market:
            return rb.WONDERS, f"{action.wonder} is not in the wonder market ({', '.join(s.market)})"
        cost, rule, what = wonder_cost(action.wonder), rb.WONDERS, action.wonder
    elif isinstance(action, Build):
        if action.building not in cat.buildings:
            return rb.CITY_ACTIONS, f"{action.building!r} is not a building of this game"
        if action.building not in buildable(s.players[seat]):
            return rb.CITY_ACTIONS, f"no tech of P{seat + 1}'s unlocks the {action.building}"
        if built_free(s, seat, action.caravan):
            return None
        cost, rule, what = build_cost(action.building), rb.CITY_ACTIONS, action.building
    elif action.what in rules.TEACH_FIGURE_COST:
        cost, rule, what = produce_cost(s, seat, action.what), rb.CITY_ACTIONS, \
            f"an {action.what}" if action.what == "army" else f"a {action.what}"
    else:
        cost, rule, what = produce_cost(s, seat, action.what), rb.UNITS, f"a {action.what} unit"
    if budget(s, city, action.caravan) >= cost:
        return None
    prod, extra = s.production(city.centres[0]), rules.CARAVAN_PRODUCTION if action.caravan else 0
    has = f"{prod} production" + (f" + {extra} from the caravan" if extra else "")
    hint = " (discarding its caravan adds 2, L556-559)" if city.marker == "caravan" and not extra else ""
    return rule, f"{has} does not pay for {what}, which costs {cost}{hint}"


@cites(rb.FRIENDLY_WORKERS)
def workers_refusal(p):
    if "workers" not in p.kept:
        return rb.FRIENDLY_WORKERS, "you hold no Friendly Workers marker"
    return None


@cites(rb.CULTURE_TRACK)
def culture_refusal(s, seat):
    cost, have = effects.culture_cost(s, seat), s.players[seat].culture
    if have < cost:
        return rb.CULTURE_TRACK, f"the next culture step costs {cost} culture; you have {have}"
    return None


def harvests(s, centre) -> list:
    """The resources a city's outskirts harvest (teaching, by terrain), sorted."""
    b = s.board
    known = s.harvest_table
    got = known.get(centre)
    if got is None or got[0] is not b:
        terrain = b.terrain
        got = known[centre] = (b, tuple(sorted({rules.TEACH_HARVEST.get(terrain.get(q))
                                                for q in s.outskirts_of[centre]} - {None})))
    return list(got[1])


def placegp_refusal(s, seat, gp_type, square):
    p = s.players[seat]
    if gp_type not in p.gp_pool:
        return rb.GP_ABILITY, f"P{seat + 1} has no {gp_type} great person marker in the pool"
    if not any(c.owner == seat and tuple(square) in free_squares(s, c.centres[0]) for c in s.cities):
        return rb.GP_ABILITY, f"{sq(square)} is no free outskirt square of your cities"
    return None


def city_action_refusal(s, step, a):
    """The checks of a city's one action (produce, build, wonder, arts, harvest)."""
    seat = step.player
    why = city_refusal(s, seat, a.city) or unacted_refusal(step, a.city)
    if why:
        return why
    city = s.city_at[tuple(a.city)]
    if isinstance(a, (Produce, Build, Wonder)):
        why = caravan_refusal(city, a.caravan) or production_refusal(s, city, a)
        if why:
            return why
        if isinstance(a, Produce):
            return produce_refusal(s, seat, city, a.what)
        return site_refusal(s, city, a.square, isinstance(a, Build) and a.building == "Harbor")
    if isinstance(a, Harvest) and a.resource not in harvests(s, city.centres[0]):
        return rb.CITY_ACTIONS, f"the outskirts of {sq(city.centres[0])} harvest {', '.join(harvests(s, city.centres[0]))}"
    return None


def owner_reading(s, p) -> tuple:
    """What a city's options (:func:`city_options`) read of its owner ``p``: its markers kept (Friendly
    Workers) and great person pool, techs (buildings, units), Egypt's free building this turn
    (:func:`built_free`), investments (Infrastructure), great people (Susan B. Anthony), this turn's
    boosts and Friendly Workers, and stacking limit."""
    return (p.kept, p.gp_pool, p.techs, abilities.egypt_free_building(s, p.seat), p.investments, p.gp_cards, p.boost,
            p.workers, p.stacking)            # Egypt's free building: built_free for an action with no caravan


def city_options(s, step, city) -> tuple:
    """City ``city``'s City Management options in ``step``: Friendly Workers, great person markers on its
    free squares, and unless it took its action this turn what it may produce, build (with or without its
    caravan), a wonder, the arts and its harvests (the checks of :meth:`CityManagement.refusal`). Kept in
    :meth:`~rulekit.civ.game.Position.city_listings` while the city and its owner read the same."""
    seat = step.player
    p = s.players[seat]
    c = city.centres[0]
    acted = unacted_refusal(step, c) is not None
    reading, board = owner_reading(s, p), s.board
    known = s.city_listings
    got = known.get(c)
    if got is not None and got[1] is acted and got[2] is board and got[0] == reading:
        return got[3]
    out = []
    if workers_refusal(p) is None:                      # apart from a culture event's boost (L497-500)
        out.append(known_action(Workers, c))
    free, land, water = free_sites(s, c)
    for t in sorted(set(p.gp_pool)):
        out += known_actions(PlaceGP, t, each=free)
    if not acted:
        names = _unlocked_costs(p.tech_names, rules.TEACH_BUILDING_COST)   # what each costs
        units = unit_kinds(p)
        produce = {k: produce_cost(s, seat, k) for k in ("army", "wagon", "infantry")}
        free_building = built_free(s, seat, False)
        for car in (False, True) if city.marker == "caravan" else (False,):
            have = budget(s, city, car)
            for kind in ("army", "wagon"):
                if have >= produce[kind] and produce_refusal(s, seat, city, kind) is None:
                    out.append(known_action(Produce, c, kind, car))
            if have >= produce["infantry"]:
                out += known_actions(Produce, c, each=units, tail=(car,))
            paid = [b for b, cost in names if have >= cost or (free_building and not car)]
            out += known_pairs(Build, c, tail=(car,),
                               pairs=[(b, q) for b in paid for q in (water if b == "Harbor" else land)])
            out += known_pairs(Wonder, c, tail=(car,),
                               pairs=[(w, q) for w in s.market if have >= wonder_cost(w) for q in land])
        out.append(known_action(Arts, c))
        out += known_actions(Harvest, c, each=harvests(s, c))
    out = tuple(out)
    known[c] = (reading, acted, board, out)
    return out


@dataclass(frozen=True, slots=True)
class CityManagement(Step):
    """A player's City Management: one action per city (``acted``: the centres of the cities that
    took theirs), culture steps, great people markers, coins, culture events, or ``done``."""

    acted: tuple = ()

    kind = "city"
    rule = rb.CITY_ACTIONS
    prompt = "{who} ({civ}): City Management — one action per city, or done"

    def options(self, s) -> list:
        seat = self.player
        out = [Done.of()]
        if culture_refusal(s, seat) is None:
            out.append(Culture.of())
        for city in s.cities:
            if city.owner == seat:
                out += city_options(s, self, city)
        p = s.players[seat]
        if p.gp_cards:                  # gp_options' and event_options' first test: a card held
            out += effects.gp_options(s, seat, "city", self.acted)
        if p.events:
            out += effects.event_options(s, seat, "city", self.acted)
        return out + effects.coin_options(s, seat)

    def refusal(self, s, a):
        seat = self.player
        if isinstance(a, (Produce, Build, Wonder, Arts, Harvest)):
            return city_action_refusal(s, self, a)
        if isinstance(a, Workers):
            return workers_refusal(s.players[seat]) or city_refusal(s, seat, a.city)
        if isinstance(a, Culture):
            return culture_refusal(s, seat)
        if isinstance(a, PlaceGP):
            return placegp_refusal(s, seat, a.gp_type, a.square)
        if isinstance(a, Coin):
            return effects.coin_refusal(s, seat, a)
        return None

    def stays(self, s, a):
        """What :meth:`resolve` gives for an action other than a great person used, from ``s`` with this decision
        still on top: the decision that follows takes its place in the copy the action makes (core's
        ``Step.stays``); a ``done`` with no boost to clear ends the phase in the copy that takes the decision off
        when it is the phase's last (:func:`~rulekit.civ.decisions.ended`). A great person used may push its own
        decision before, so it takes the decision off first."""
        if isinstance(a, Done):
            p = s.players[self.player]
            return None if p.boost or p.workers else ended(s)
        return None if isinstance(a, UseGP) else self._answered(s, a, 1)

    @cites(rb.CITY_ACTIONS)
    def resolve(self, s, a):
        if isinstance(a, Done):
            p = s.players[self.player]
            return s.changed(seat=self.player, player=dict(boost=(), workers=())) if p.boost or p.workers else s
        return self._answered(s, a, 0)

    @cites(rb.CITY_ACTIONS, rb.CARAVAN, rb.FRIENDLY_WORKERS, rb.METROPOLIS_ARTS, rb.GP_ABILITY)
    def _answered(self, s, a, kept: int):
        """What action ``a`` (not ``done``) does, from ``s`` with this decision on top if ``kept`` is 1 (replaced
        by what follows, :func:`~rulekit.civ.decisions.put`) or taken off if 0."""
        seat = self.player
        p = s.players[seat]
        done = self.acted
        fields = {}
        if isinstance(a, (Produce, Build, Wonder, Arts, Harvest)):
            done = done + (a.city,)
            city = s.city(a.city)
            if getattr(a, "caravan", False):
                fields["cities"] = tuple(c._with(marker="") if c is city else c for c in s.cities)
        again = (shared(CityManagement, seat, done),)
        if isinstance(a, Produce):
            if a.what in ("army", "wagon"):
                s = s.changed(again, figures=s.figures + (Figure(s.next_id, seat, a.what, a.city),),
                              next_id=s.next_id + 1, replaces=kept, **fields)
            else:
                s = s.changed(again, seat, dict(units=tuple(sorted(p.units + (a.what,)))), replaces=kept, **fields)
            return s.check_win()
        elif isinstance(a, Build):
            free = budget(s, city, a.caravan) < build_cost(a.building)
            return s.changed(again, seat, dict(used=p.used + ("egypt-build",)) if free else None,   # Egypt's free one
                             None if fields else s.kept_past_building(tuple(a.square)), replaces=kept,
                             buildings=tuple(sorted(s.buildings + ((a.square, seat, a.building),))),
                             **fields).check_win()
        elif isinstance(a, Wonder):
            deck = list(s.wonder_deck)
            market = tuple(w for w in s.market if w != a.wonder) + ((deck.pop(0),) if deck else ())
            s = s.changed(again, replaces=kept, wonders_built=tuple(sorted(s.wonders_built + ((a.square, seat, a.wonder),))),
                          market=market, wonder_deck=tuple(deck), **fields)
            return wonders.on_wonder(s, seat).check_win()
        elif isinstance(a, Arts):
            s = effects.on_arts(s.edit_player(seat, culture=p.culture + rules.ARTS_CULTURE[s.city(a.city).kind]), seat)
        elif isinstance(a, Harvest):
            return s.changed(again, seat, dict(resources=tuple(sorted(p.resources + (a.resource,)))), replaces=kept,
                             **fields).check_win()
        elif isinstance(a, Workers):
            kept_markers = list(p.kept)
            kept_markers.remove("workers")
            s = s.discard_kept("village:Friendly Workers")
            s = s.edit_player(seat, kept=tuple(kept_markers), workers=p.workers + (a.city,))
        elif isinstance(a, Culture):
            return effects.step_up(put(s, again[0], kept), seat, effects.culture_cost(s, seat))
        elif isinstance(a, Coin):
            s = effects.coin_resolve(s, seat, a)
        elif isinstance(a, Event):
            s, done = effects.play_event(s, seat, a, done)
        elif isinstance(a, PlaceGP):
            pool = list(p.gp_pool)
            pool.remove(a.gp_type)
            board = tuple(sorted(s.gp_board + ((a.square, seat, a.gp_type),)))
            s = s.edit_player(seat, gp_pool=tuple(pool))._with(gp_board=board)
        elif isinstance(a, UseGP):
            s, done = effects.use_gp(s, seat, a, done)
        return put(s, shared(CityManagement, self.player, done), kept).check_win()
