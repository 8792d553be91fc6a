"""The phases of a Civilization turn and the decision each player takes in them.

The turn is the base game's (presumed, CV-B-01): Start of Turn, Trade, City Management,
Movement, Research, each player in turn from the first player, who passes on each turn.
Each phase asks every player, from the first, one decision (:class:`StartOfTurn`,
:class:`CityManagement`, :class:`Movement`, :class:`Research`): any number of that phase's
actions, then ``done``. The step keeps what the phase already used (a government change and
an investment once a turn, each city's one action, each figure's one move). ``PHASES`` says,
as data, what entering each phase does and which phase follows.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rulekit.core.rule import cites
from rulekit.core.steps import Phase, phase_table
from rulekit.civ import abilities
from rulekit.civ import board as bd
from rulekit.civ import effects
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.actions import (Arts, Atlantis, Build, Coin, Culture, Disband, Done, Escort, Event, Explore, Found,
                                 Government, Harvest, Invest, Metropolis, Move, PlaceGP, Produce, Research as ResearchTech,
                                 Teacher, UseGP, Wonder, Workers, known_action)
from rulekit.civ.decisions import Step, wonders
from rulekit.civ.state import City, Figure, catalog



@dataclass(frozen=True, slots=True)
class StartOfTurn(Step):
    """A player's Start of Turn: found cities, change government, invest, use the Teacher, great
    people and culture events, or ``done``; a metropolis upgrade or Atlantis's tech owed comes first.
    ``used``: what this Start of Turn did that is once a turn (``"gov"``, ``"invest"``, ``"teacher"``)."""

    used: tuple = ()

    kind = "start"
    rule = rb.TURN_ORDER

    def sentence(self, s) -> str:
        """The Start of Turn's prompt: what is owed first (the metropolis upgrade, L696-702; Atlantis's
        tech, L590-599) when only that is legal, else the phase's choices."""
        who, p = f"P{self.player + 1}", s.players[self.player]
        if "metropolis" in p.pending and s.metropolis_squares(self.player):
            return (f"{who} ({p.civ}): Start of Turn — the metropolis upgrade is owed and now possible (L696-702): "
                    f"choose the expansion square")
        if "atlantis" in p.pending and s.learnable(self.player):
            return f"{who} ({p.civ}): Start of Turn — Atlantis's free tech is due (L590-599): choose it"
        return f"{who} ({p.civ}): Start of Turn — found cities, change government, invest, use the Teacher, or done"


    def options(self, s) -> list:
        seat = self.player
        p = s.players[seat]
        if "metropolis" in p.pending and s.metropolis_squares(seat):
            return [Metropolis(q) for q in s.metropolis_squares(seat)]          # mandatory (L696-702)
        if "atlantis" in p.pending and s.learnable(seat):
            return [Atlantis(t) for t in s.learnable(seat)]
        out = [Done()]
        for f in s.figures:
            if f.owner == seat and f.kind == "wagon" and not s.founding_problem(seat, f.pos):
                out.append(Found(f.id))
        if "gov" not in self.used and p.government != "Anarchy":
            techs = catalog().techs.values() if abilities.all_governments(s, seat) else \
                (catalog().techs[t] for t in p.tech_names)
            govs = sorted({g for t in techs for g in t.governments} - {p.government})
            out += [Government(g) for g in govs]
        if s.investments and "invest" not in self.used and not p.invested and \
                rules.investable_coins(p.coins, p.card_coins, s.options) > 0 and s.investment_supply() > 0:
            out += [Invest(c) for c, _ in p.investments]
        if "teacher" in p.kept and "teacher" not in self.used:
            out += [Teacher(t) for t in s.learnable(seat, 1)]
        return out + effects.gp_options(s, seat, "start") + effects.event_options(s, seat, "start")


    @cites(rb.TURN_ORDER, rb.GOVERNMENT, rb.INVEST, rb.FOUND_CITY, rb.TEACHER, rb.ATLANTIS)
    def resolve(self, s, a):
        seat = self.player
        if isinstance(a, Done):
            return s
        again = self
        p = s.players[seat]
        if isinstance(a, Metropolis):
            s = s._push(again)
            return s.upgrade_metropolis(seat, a.square)
        if isinstance(a, Atlantis):
            s = s.edit_player(seat, pending=tuple(x for x in p.pending if x != "atlantis"))
            return s._push(again).learn_tech(seat, a.tech)
        if isinstance(a, Found):
            f = s.figure(a.figure)
            s = s.remove_figure(f.id)._with(cities=s.cities + (City(seat, "city", (f.pos,)),))
            return wonders.on_city(s._push(again), seat)
        if isinstance(a, Government):
            gov = a.name
            learned = p.learned_last in catalog().techs and gov in catalog().techs[p.learned_last].governments
            if rules.needs_anarchy(effects.anarchy_immune(s, seat), learned):
                s = s.edit_player(seat, government="Anarchy", next_government=gov)
            else:
                s = s.edit_player(seat, government=gov)
            return s._push(replace(self, used=self.used + ("gov",)))
        if isinstance(a, Invest):
            s = effects.lose_coin(s, seat)             # a sheet token first, else one on a tech card (AMB-X17)
            s = s.edit_player(seat, invested=True,
                        investments=tuple((c, n + (c == a.card)) for c, n in s.players[seat].investments))
            s = s._push(replace(self, used=self.used + ("invest",)))
            return wonders.on_invest(effects.invested(s, seat, a.card, p.invested_markers(a.card)), seat)
        if isinstance(a, UseGP):
            s, _ = effects.use_gp(s._push(again), seat, a, ())
            return s
        if isinstance(a, Event):
            s, _ = effects.play_event(s, seat, a, ())
            return s._push(again)
        if isinstance(a, Teacher):
            kept = list(p.kept)
            if s.options.teacher_discarded:
                kept.remove("teacher")
                s = s.discard_kept("hut:Teacher")
            s = s.edit_player(seat, kept=tuple(kept))
            return s._push(replace(self, used=self.used + ("teacher",))).learn_tech(seat, a.tech)
        raise AssertionError(a)



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
        p = s.players[seat]
        out = [Done()]
        if p.culture >= effects.culture_cost(s, seat):
            out.append(Culture())
        cat = catalog()
        buildable = sorted({b for t in p.tech_names for b in cat.techs[t].buildings if b in cat.buildings})
        occupied, city_at, markers, terrain = s.occupied, s.city_at, s.markers_by_square, s.board.terrain
        pool = sorted(set(p.gp_pool))
        supply = {kind: s.figure_supply(seat, kind) for kind in ("army", "wagon")}
        units = ("infantry", "mounted", "artillery") + (("aircraft",) if "Flight" in p.tech_names else ())
        unit_cost = abilities.unit_cost(s, seat)
        free_building = abilities.egypt_free_building(s, seat)
        for city in s.cities:
            if city.owner != seat:
                continue
            c = city.centres[0]
            if "workers" in p.kept:                 # apart from a culture event's boost (L497-500)
                out.append(Workers(c))
            outskirts = s.outskirts_of[c]
            free = [q for q in outskirts if q not in occupied and not markers.get(q) and q not in city_at]
            for t in pool:
                out += [known_action(PlaceGP, t, q) for q in free]
            if c in self.acted:
                continue
            prod = s.production(c)
            land = [q for q in free if terrain.get(q) != "water"]
            water = [q for q in free if terrain.get(q) == "water"]
            extras = (False, True) if city.marker == "caravan" else (False,)
            for car in extras:
                budget = prod + (rules.CARAVAN_PRODUCTION if car else 0)
                for kind in ("army", "wagon"):
                    if supply[kind] > 0 and budget >= rules.TEACH_FIGURE_COST[kind] and \
                            s.own_figures_at(seat, c) < p.stacking:
                        out.append(known_action(Produce, c, kind, car))
                if budget >= unit_cost:
                    out += [known_action(Produce, c, k, car) for k in units]
                for b in buildable:
                    cost = cat.buildings[b][0] or rules.TEACH_BUILDING_COST
                    if budget >= cost or (free_building and not car):
                        out += [known_action(Build, c, b, q, car) for q in (water if b == "Harbor" else land)]
                for w in s.market:
                    cost = cat.wonders[w][1] or rules.TEACH_WONDER_COST
                    if budget >= cost:
                        out += [known_action(Wonder, c, w, q, car) for q in land]
            out.append(known_action(Arts, c))
            terr = {rules.TEACH_HARVEST.get(terrain.get(q)) for q in outskirts} - {None}
            out += [known_action(Harvest, c, r) for r in sorted(terr)]
        return out + effects.gp_options(s, seat, "city", self.acted) + effects.event_options(s, seat, "city", self.acted) + \
            effects.coin_options(s, seat)


    @cites(rb.CITY_ACTIONS, rb.CARAVAN, rb.FRIENDLY_WORKERS, rb.METROPOLIS_ARTS, rb.GP_ABILITY)
    def resolve(self, s, a):
        seat = self.player
        p = s.players[seat]
        if isinstance(a, Done):
            return s.edit_player(seat, boost=(), workers=())
        done = self.acted
        if isinstance(a, (Produce, Build, Wonder, Arts, Harvest)):
            done = done + (a.city,)
            city = s.city(a.city)
            if getattr(a, "caravan", False):
                s = s._with(cities=tuple(c._with(marker="") if c is city else c for c in s.cities))
        if isinstance(a, Produce):
            if a.what in ("army", "wagon"):
                s = s._with(figures=s.figures + (Figure(s.next_id, seat, a.what, a.city),), next_id=s.next_id + 1)
            else:
                s = s.edit_player(seat, units=tuple(sorted(p.units + (a.what,))))
        elif isinstance(a, Build):
            cost = catalog().buildings[a.building][0] or rules.TEACH_BUILDING_COST
            if s.production(a.city) + (rules.CARAVAN_PRODUCTION if a.caravan else 0) < cost:   # Egypt's free one
                s = s.edit_player(seat, used=s.players[seat].used + ("egypt-build",))
            s = s._with(buildings=tuple(sorted(s.buildings + ((a.square, seat, a.building),))))
        elif isinstance(a, Wonder):
            deck = list(s.wonder_deck)
            market = tuple(w for w in s.market if w != a.wonder) + ((deck.pop(0),) if deck else ())
            s = s._with(wonders_built=tuple(sorted(s.wonders_built + ((a.square, seat, a.wonder),))), market=market,
                        wonder_deck=tuple(deck))
            return wonders.on_wonder(s._push(replace(self, acted=done)), seat).check_win()
        elif isinstance(a, Arts):
            s = effects.on_arts(s.edit_player(seat, culture=p.culture + rules.ARTS_CULTURE[s.city(a.city).kind]), seat)
        elif isinstance(a, Harvest):
            s = s.edit_player(seat, resources=tuple(sorted(p.resources + (a.resource,))))
        elif isinstance(a, Workers):
            kept = list(p.kept)
            kept.remove("workers")
            s = s.discard_kept("village:Friendly Workers")
            s = s.edit_player(seat, kept=tuple(kept), workers=p.workers + (a.city,))
        elif isinstance(a, Culture):
            return effects.step_up(s._push(replace(self, acted=done)), seat, effects.culture_cost(s, seat))
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
        return s._push(replace(self, acted=done)).check_win()



@dataclass(frozen=True, slots=True)
class Movement(Step):
    """A player's Movement: move, explore from, escort or disband each figure once (``moved``: the
    ids of the figures that did), great people, or ``done``."""

    moved: tuple = ()

    kind = "movement"
    rule = rb.MOVEMENT
    prompt = "{who} ({civ}): Movement — move, explore or disband figures, or done"

    def options(self, s) -> list:
        seat = self.player
        out = [Done()]
        for f in s.figures:
            if f.owner != seat or f.id in self.moved:
                continue
            out += s.figure_moves(f, figure_options)   # kept beside its squares (same inputs), carried as far
            wagons = s.escorted_wagons(f, self.moved)
            if wagons:                                  # the army with its wagons: one action a destination
                stay = s.options.stop_in_own_city == "stay"
                out += [known_action(Escort, f.id, q) for q, what in s.group_reachable(f, len(wagons)).items()
                        if what == "move" or (what == "own-city" and stay and
                                              s.own_figures_at(seat, q) + 1 + len(wagons) <= s.players[seat].stacking)]
        return out + effects.gp_options(s, seat, "movement")


    @cites(rb.MOVEMENT, rb.LANDMARK_CLAIM, rb.EXPLORE, rb.DISBAND, rb.FORTIFY, rb.CARAVAN)
    def resolve(self, s, a):
        seat = self.player
        if isinstance(a, Done):
            return s
        if isinstance(a, UseGP):
            return effects.use_gp(s._push(self), seat, a, ())[0]
        f = s.figure(a.figure)
        again = replace(self, moved=self.moved + (f.id,))
        if isinstance(a, Explore):
            return wonders.on_explore(s._push(again).explore_tile(a.tile), seat)
        if isinstance(a, Escort):
            wagons = s.escorted_wagons(f, self.moved)
            s = s._push(replace(self, moved=self.moved + (f.id,) + wagons))
            for w in wagons:
                s = s.place_figure(s.figure(w), a.square)
            s = s.place_figure(f, a.square)
            m = s.marker_at(a.square)
            return s.claim_landmark(seat, a.square, m[1]) if m and m[0] == "landmark" else s
        if isinstance(a, Disband):
            city = s.city_at[tuple(a.city)]
            s = s.remove_figure(f.id)
            if a.into != "none":
                s = s._with(cities=tuple(c._with(marker="fortification" if a.into == "fortify" else "caravan")
                                         if c is city else c for c in s.cities))
            return s._push(again)
        what = s.reachable(f).get(a.square)
        s = s._push(again)
        if what == "attack":
            return s.battle(f, a.square).check_win()
        s = s.place_figure(f, a.square)
        m = s.marker_at(a.square)
        if m is None:
            return s
        kind, name = m
        if kind == "landmark":
            return s.claim_landmark(seat, a.square, name)
        return s.take_marker(seat, a.square, kind, name)



@dataclass(frozen=True, slots=True)
class Research(Step):
    """A player's Research: learn one tech the trade pays for, or ``done``."""

    kind = "research"
    rule = rb.RESEARCH
    prompt = "{who} ({civ}): Research — learn one tech, or done"

    def options(self, s) -> list:
        seat = self.player
        p = s.players[seat]
        out = [Done()]
        for t in s.learnable(seat):
            if p.trade >= abilities.tech_cost(s, seat, catalog().techs[t].level):
                out.append(known_action(ResearchTech, t))
        return out


    @cites(rb.RESEARCH, rb.TECH_COST, rb.PYRAMID, rb.TECH_VICTORY)
    def resolve(self, s, a):
        if isinstance(a, Done):
            return s.edit_player(self.player, learned_last="")
        t = catalog().techs[a.tech]
        cost = abilities.tech_cost(s, self.player, t.level)
        s = abilities.on_research(effects.on_research(s, self.player, a.tech), self.player, a.tech)
        return s.edit_player(self.player, learned_last=a.tech).learn_tech(self.player, a.tech, cost)



def figure_options(s, f, reach) -> list:
    """Where figure ``f`` may move alone, what it may explore, where it may disband, from its
    reachable squares ``reach``. Read only from what :meth:`~rulekit.civ.game.position.Position.reachable` reads (the figures on
    the squares its search looked at, the cities, the explored tiles, the player, the options), so
    the ``reach_table`` keeps them beside the squares and carries them as far."""
    seat = f.owner
    out = []
    b = s.board
    explored = s.explored_tiles()
    for q, what in reach.items():
        if what == "own-city":
            if s.options.stop_in_own_city == "stay" and s.own_figures_at(seat, q) < s.players[seat].stacking:
                out.append(known_action(Move, f.id, q))
            continue
        out.append(known_action(Move, f.id, q))
    tiles = sorted({b.tile_of[q] for q in bd.n4(b, f.pos) if b.tile_of[q] not in explored})
    out += [known_action(Explore, f.id, t) for t in tiles]
    for centre in s.disband_centres(f):                  # the player chooses the city (L520-524)
        city = s.city_at[centre]
        out.append(known_action(Disband, f.id, "none", centre))
        if city.marker == "" and s.fort_caravan_supply() > 0:
            out.append(known_action(Disband, f.id, "fortify" if f.kind == "army" else "caravan", centre))
    return out



# == the phase table ==========================================================================

def seats_in_order(s) -> list:
    """Every seat, from the first player on."""
    n = len(s.players)
    return [(s.first + i) % n for i in range(n)]


@cites(rb.TURN_ORDER)
def pass_first_player(s):
    """The turn ends: the first player passes to the left (CV-B-01)."""
    return s._with(first=(s.first + 1) % len(s.players))


@cites(rb.TURN_ORDER, rb.GOVERNMENT, rb.SEVEN_CITIES, rb.WONDER_EFFECTS)
def enter_start(s):
    """A new turn's Start of Turn: a government waiting out Anarchy takes office, the turn's once-only
    uses are reset, the start-of-turn abilities play, and each player, from the first, is asked (the
    Seven Cities' free investments first, L616-621)."""
    s = s._with(turn=s.turn + 1)
    steps = []
    for seat in seats_in_order(s):
        p = s.players[seat]
        if p.government == "Anarchy" and p.next_government:
            s = s.edit_player(seat, government=p.next_government, next_government="")
        s = s.edit_player(seat, invested=False, boost=(), workers=(), used=())
        s = wonders.start_of_turn(effects.start_of_turn(s, seat), seat)
        if "seven-cities" in p.pending:
            s = s.edit_player(seat, pending=tuple(x for x in s.players[seat].pending if x != "seven-cities"))
            if s.investments:
                steps.append(wonders.SevenCities(seat, 2))
        steps.append(StartOfTurn(seat))
    return s._push(*steps)


@cites(rb.TRADE_PHASE, rb.TERRAIN_YIELDS)
def enter_trade(s):
    """Each player's trade dial rises by its cities' trade (at most the dial's end)."""
    for seat in seats_in_order(s):
        p = s.players[seat]
        s = s.edit_player(seat, trade=min(rules.DIAL_MAX, p.trade + s.trade_income(seat)))
    return s


def asking(step):
    """Entering a phase that asks every player, from the first, ``step(seat)``."""
    return lambda s: s._push(*(step(seat) for seat in seats_in_order(s)))


#: The turn as data (CV-B-01): what entering each phase does, and the phase that follows. ``setup``
#: is the state ``new_game`` builds; ``next-turn`` passes the first player between two turns.
PHASES = phase_table(
    Phase("start", rb.TURN_ORDER, enter_start, "trade"),
    Phase("trade", rb.TRADE_PHASE, enter_trade, "city"),
    Phase("city", rb.CITY_ACTIONS, asking(CityManagement), "movement"),
    Phase("movement", rb.MOVEMENT, asking(Movement), "research"),
    Phase("research", rb.RESEARCH, asking(Research), "next-turn"),
    Phase("next-turn", rb.TURN_ORDER, pass_first_player, "start"),
    Phase("setup", rb.GAME_START, lambda s: s, "start"),
)

#: The decision each phase asks of every player (a scenario starting in a phase asks it).
PHASE_STEPS = {"start": StartOfTurn, "city": CityManagement, "movement": Movement, "research": Research}
