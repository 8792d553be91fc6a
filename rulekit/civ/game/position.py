"""Reading a Civilization position: the questions the rules ask of a state (mixed into
:class:`rulekit.civ.game.State`).

What stands where (figures, cities, markers, buildings), what a city produces and trades,
which techs a player may learn, the great people's markers, how far a figure may move (:mod:`.reach`,
CV-B-06), where a city may be founded (L560-576) or a capital grow into a metropolis
(L669-694), and the teaching battle strength (CV-B-10). Nothing here changes the state:
the moves that do are :mod:`rulekit.civ.decisions`. Every derived value is core's
``@cached``, carried to a later state while the fields it reads are unchanged.
"""

from __future__ import annotations

from rulekit.core.errors import IllegalAction
from rulekit.core.rule import cites
from rulekit.core.state import cached
from rulekit.civ import abilities
from rulekit.civ import board as bd
from rulekit.civ import effects
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.state import City, Figure, catalog
from rulekit.civ.game.reach import Reach



def square_name(p) -> str:
    """A square as the notation writes it (``"3,4"``)."""
    return f"{p[0]},{p[1]}"


class Position(Reach):
    """The read-only questions of a position; mixed into :class:`rulekit.civ.game.State`."""

    __slots__ = ()

    @cached("players", "seed")
    def board(self):
        return bd.layout(len(self.players), tuple(p.civ for p in self.players), self.seed)

    @cached("figures")
    def figures_at(self) -> dict:
        out: dict = {}
        for f in self.figures:
            out.setdefault(f.pos, []).append(f)
        return out

    @cached("cities")
    def city_at(self) -> dict:
        return {c: city for city in self.cities for c in city.centres}

    @cached("cities")
    def outskirts_of(self) -> dict:
        """Each city's outskirts (on-map squares only), by its first centre (:func:`~rulekit.civ.board.outskirts_on`,
        read once a board and city)."""
        b, around = self.board, bd.outskirts_on
        return {city.centres[0]: around(b, city.centres) for city in self.cities}

    @cached("cities")
    def claimed(self) -> frozenset:
        """Every square in a city's centre or outskirts."""
        out = set()
        for city in self.cities:
            out |= set(city.centres) | bd.outskirts(city.centres)
        return frozenset(out)

    def city(self, centre) -> City:
        c = self.city_at.get(tuple(centre))
        if c is None:
            raise IllegalAction(rb.CITY_ACTIONS, f"no city has its centre on {square_name(centre)}")
        return c

    def figure(self, fid: int) -> Figure:
        for f in self.figures:
            if f.id == fid:
                return f
        raise IllegalAction(rb.MOVEMENT, f"there is no figure {fid} on the map")

    def explored_tiles(self) -> frozenset:
        return self.explored_set

    @cached("explored")
    def explored_set(self) -> frozenset:
        """The explored tiles as a set (kept while ``explored`` is unchanged)."""
        return frozenset(self.explored)

    @cached("markers")
    def markers_by_square(self) -> dict:
        """Square -> ``(kind, name)`` of the marker on it (the first listed, if ever two), indexed once
        per ``markers`` so that looking a square up does not scan every marker."""
        out: dict = {}
        for q, kind, name in self.markers:
            if q not in out:
                out[q] = (kind, name)
        return out

    def marker_at(self, p):
        try:
            return self.markers_by_square.get(p)
        except TypeError:           # an unhashable square (a list) names no marker's square
            return None

    @cached("buildings", "wonders_built", "gp_board")
    def occupied(self) -> dict:
        """Square -> what stands on it (a building, wonder or GP marker)."""
        out = {}
        for p, owner, name in self.buildings:
            out[p] = ("building", owner, name)
        for p, owner, name in self.wonders_built:
            out[p] = ("wonder", owner, name)
        for p, owner, t in self.gp_board:
            out[p] = ("gp", owner, t)
        return out

    @cached("wonders_built", "obsolete")
    def working_wonders(self) -> frozenset:
        """``(owner, wonder)`` of every built wonder whose ability works (not obsoleted, CV-B-28)."""
        return frozenset((o, n) for _, o, n in self.wonders_built if n not in self.obsolete)

    def techs_of(self, seat: int) -> tuple:
        return self.players[seat].tech_names

    def coins_of(self, seat: int) -> int:
        """Coins toward the economic victory: tokens on the sheet and on tech cards and printed coins
        on tech cards (investments never count, L887-888), and Adam Smith's (asked of a player holding a great
        person: :func:`~rulekit.civ.abilities.active`'s first test)."""
        p = self.players[seat]
        return p.held_coins + effects.coin_bonus(self, seat) if p.gp_cards else p.held_coins

    def investment_bonus(self, seat: int, kind: str) -> int:
        """The active tier's amount of every investment card of this kind (L891-901); the culture hand
        +1 at every tier by AMB-X36's ``every-tier`` reading. The sums are the player's
        :meth:`~rulekit.civ.state.Player.investment_amounts`, kept while its investments are unchanged."""
        for k, active, every_tier in self.players[seat].investment_amounts:
            if k == kind:
                break
        else:
            return 0
        if every_tier and kind == "culture_hand" and self.options.endowment_hand == "every-tier":
            return active + every_tier
        return active

    @cached("cities", "buildings", "wonders_built", "gp_board")
    def _yields(self) -> dict:
        """First centre -> :meth:`city_yield`, filled as asked (kept while the cities and what stands on
        their outskirts are unchanged; an entry records the board it was read from)."""
        return {}

    @cached("cities", "buildings", "wonders_built", "gp_board", "markers")
    def free_outskirts(self) -> dict:
        """First centre -> its free outskirt squares, all, on land and on water
        (:func:`rulekit.civ.decisions.judges.city.free_sites`), filled as asked, kept while the cities and
        what stands on their outskirts are unchanged."""
        return {}

    @cached("seed", "options", "figures", "cities", "buildings", "wonders_built", "obsolete", "gp_board", "markers",
            "market")
    def city_listings(self) -> dict:
        """First centre -> ``(what it read of its owner, whether the city took its action, the board, its
        City Management options)`` (:func:`rulekit.civ.decisions.judges.city.city_options`), filled as asked.
        A city's options read of the state only these fields and of its owner only
        :func:`rulekit.civ.decisions.judges.city.owner_reading`, so an entry is kept past a change of the
        players (another city's harvest, a culture step, a coin) while its owner reads the same."""
        return {}

    def kept_past_building(self, square) -> dict:
        """The per-city tables (:meth:`free_outskirts`, :meth:`_yields`, :meth:`city_listings`) as a new
        building on ``square`` leaves them: each city's entry reads only what stands on its own outskirts,
        so the entries of the cities whose outskirts do not hold ``square`` stay true (for
        ``_with_remembered``)."""
        near = [c for c, around in self.outskirts_of.items() if square in around]
        out = {}
        for name in ("free_outskirts", "_yields", "city_listings"):
            table = self._remembered(name)
            if table:
                out[name] = {c: v for c, v in table.items() if c not in near}
        return out

    @cached("cities")
    def harvest_table(self) -> dict:
        """First centre -> what its outskirts harvest (:func:`rulekit.civ.decisions.judges.city.harvests`),
        filled as asked, kept while the cities are unchanged (an entry records the board it was read from)."""
        return {}

    @cites(rb.TERRAIN_YIELDS)
    def city_yield(self, city: City) -> tuple:
        """``(trade, production)`` of a city's squares: the teaching yields of its centres and outskirts
        (CV-B-09), the production with +1 for each of its owner's buildings on its outskirts (teaching)."""
        b = self.board
        known = self._yields
        c = city.centres[0]
        got = known.get(c)
        if got is None or got[0] is not b:
            trade = rules.TEACH_CENTRE[0] * len(city.centres)
            total = rules.TEACH_CENTRE[1] * len(city.centres)
            occ = self.occupied
            for p in self.outskirts_of[c]:
                yields = rules.TEACH_YIELDS.get(b.terrain.get(p), (0, 0))
                trade += yields[0]
                total += yields[1]
                if p in occ and occ[p][0] == "building" and occ[p][1] == city.owner:
                    total += 1
            got = known[c] = (b, trade, total)
        return got[1], got[2]

    def production(self, centre) -> int:
        """A city's production this turn: the teaching yields (CV-B-09), buildings (+1 each, teaching)
        (:meth:`city_yield`), Infrastructure, and Friendly Workers' +4 (L497-500)."""
        city = self.city(centre)
        total = self.city_yield(city)[1]
        total += self.investment_bonus(city.owner, "production_per_city") + effects.production_bonus(self, city.owner)
        total += abilities.production_bonus(self, city.owner)
        p = self.players[city.owner]
        if p.boost:
            total += sum(n for c, n in p.boost if tuple(c) == city.centres[0])
        if p.workers:
            total += rules.FRIENDLY_WORKERS_PRODUCTION * sum(1 for c in p.workers if tuple(c) == city.centres[0])
        return total

    @cites(rb.TRADE_PHASE, rb.TERRAIN_YIELDS)
    def trade_income(self, seat: int) -> int:
        total = 0
        for city in self.cities:
            if city.owner == seat:
                total += self.city_yield(city)[0]
        return total + abilities.trade_bonus(self, seat)


    def investment_supply(self) -> int:
        """Investment markers left (23, L51; unlimited under AMB-X14's other reading)."""
        used = sum(n for p in self.players for _, n in p.investments)
        return rules.INVESTMENT_MARKERS - used if self.options.investment_supply_limited else 10**6

    def fort_caravan_supply(self) -> int:
        """Fortification/caravan markers left of the 15 (L61)."""
        return rules.FORT_CARAVAN_MARKERS - sum(1 for c in self.cities if c.marker)

    # == the pyramid and research =========================================================
    def can_learn(self, seat: int, tech: str) -> bool:
        p = self.players[seat]
        t = catalog().techs.get(tech)
        if t is None or p.knows(tech):
            return False
        if tech == "Agriculture" and self.options.india_agriculture == "second-metropolis" and \
                any(c.kind == "metropolis" and c.owner == seat for c in self.cities):
            return False
        return rules.can_add_tech(rules.pyramid_counts(r for _, r in p.techs), t.level)

    def learnable(self, seat: int, max_level: int = 5, levels=None) -> list:
        """The techs :meth:`can_learn` allows up to level ``max_level`` (of ``levels`` only, if given), level by level,
        each in catalogue order (the pyramid counted once per set of techs held:
        :meth:`~rulekit.civ.state.Player.pyramid_open`)."""
        out = []
        for level, techs in self.players[seat].pyramid_open:
            if level <= max_level and (levels is None or level in levels):
                out += techs
        if self.options.india_agriculture == "second-metropolis" and "Agriculture" in out and \
                any(c.kind == "metropolis" and c.owner == seat for c in self.cities):
            out.remove("Agriculture")
        return out

    # == great people (§10.5) =============================================================
    def gp_type(self, name: str) -> str:
        """A great person card's marker type: the data's, but Archimedes' by AMB-X35's option."""
        if name == "Archimedes":
            return self.options.archimedes_type
        return catalog().great_people[name]

    def gp_supply(self, t: str) -> int:
        return dict(self.gp_markers).get(t, 0)

    @cached("gp_board")
    def gp_marker_types(self) -> dict:
        """Seat -> the types of its great person markers on the board (once per ``gp_board``)."""
        out: dict = {}
        for _, o, k in self.gp_board:
            out[o] = out.get(o, frozenset()) | {k}
        return out

    def gp_owned(self, seat: int, t: str) -> int:
        return sum(1 for _, o, k in self.gp_board if o == seat and k == t) + self.players[seat].gp_pool.count(t)

    # == figures (CV-B-06; the movement search: :class:`~rulekit.civ.game.reach.Reach`) ========
    @cites(rb.DISBAND)
    def disband_centres(self, f: Figure, reached=None) -> list:
        """The own city centres ``f`` may be disbanded in (L520-524): the one it stands on and each it
        reaches this turn (``reached``: those :meth:`reachable` finds, if already asked), sorted; each
        is a separate choice."""
        here = self.city_at.get(f.pos)
        out = {f.pos} if here is not None and here.owner == f.owner else set()
        out.update(self.own_centres_reached(f) if reached is None else reached)
        return sorted(out)

    @cached("figures")
    def figure_counts(self) -> dict:
        """``(seat, kind)`` -> the figures of that kind a player has on the map (Spain's white wagon
        apart), counted once per ``figures``."""
        out: dict = {}
        for f in self.figures:
            if not f.white:
                out[f.owner, f.kind] = out.get((f.owner, f.kind), 0) + 1
        return out

    def figure_supply(self, seat: int, kind: str) -> int:
        limit = rules.ARMIES if kind == "army" else rules.WAGONS
        return limit - self.figure_counts.get((seat, kind), 0)


    # == cities =============================================================================
    @cached("seed", "options", "figures", "cities", "explored", "markers")
    def foundings(self) -> dict:
        """``(seat, square)`` -> ``(the board, Irrigation known?, its founding_problem)``, filled as asked: kept
        while the fields it reads are unchanged and the player knows Irrigation or not as before."""
        return {}

    @cites(rb.FOUND_CITY, rb.LANDMARK_SQUARE)
    def founding_problem(self, seat: int, p) -> str:
        """Why a city may not be founded with its centre on ``p`` (``""`` if it may; kept in :meth:`foundings`)."""
        b = self.board
        irrigation = "Irrigation" in self.techs_of(seat)
        known = self.foundings
        got = known.get((seat, p))
        if got is None or got[0] is not b or got[1] is not irrigation:
            got = known[seat, p] = (b, irrigation, self._founding_problem(seat, p, irrigation))
        return got[2]

    @cites(rb.FOUND_CITY, rb.LANDMARK_SQUARE)
    def _founding_problem(self, seat: int, p, irrigation: bool) -> str:
        b = self.board
        if b.terrain.get(p) == "water":
            return "a city centre may not be on water"
        cities = sum(1 for c in self.cities if c.owner == seat and not c.is_capital)
        limit = rules.CITY_LIMIT + (1 if irrigation else 0)
        if cities >= limit:
            return f"you already have {cities} cities beside your capital"
        explored = self.explored_tiles()
        claimed = self.claimed
        for q in bd.block(p):
            if not bd.on_map(b, q):
                return "the outskirts would leave the map"
            if b.tile_of[q] not in explored:
                return "the outskirts would reach unexplored territory"
            if q in claimed:
                return "the outskirts would overlap another city"
            m = self.marker_at(q)
            if m and m[0] in ("hut", "village"):
                return "a hut or village lies in the outskirts"
            if self.enemy_at(seat, q):
                return "an enemy figure stands in the outskirts"
        near = bd.n8(b, p) if self.options.city_next_to_landmark == "8" else bd.n4(b, p)
        for q in (p,) + tuple(near):
            m = self.marker_at(q)
            if m and m[0] == "landmark":
                return "no city may be built next to a landmark (L575-576)"
        return ""

    @cites(rb.METROPOLIS_UPGRADE, rb.METROPOLIS_PENDING)
    def metropolis_squares(self, seat: int) -> tuple:
        """The legal expansion squares of ``seat``'s capital (L669-694), sorted: the orthogonal
        neighbours :meth:`metropolis_problem` finds nothing against."""
        cap = next((c for c in self.cities if c.owner == seat and c.kind == "capital"), None)
        if cap is None:
            return ()
        r, c = cap.centres[0]
        return tuple(q for q in sorted((r + dr, c + dc) for dr, dc in bd.ORTHO)
                     if self.metropolis_problem(seat, q) is None)

    @cites(rb.METROPOLIS_UPGRADE, rb.LANDMARK_SQUARE, rb.FOUND_CITY, rb.HOLE)
    def metropolis_problem(self, seat: int, sq):
        """Why ``seat``'s capital may not grow onto ``sq``: ``(rule, reason)``, or ``None`` if it may.
        The one test behind both the legal moves and ``why_not`` (they cannot disagree): the map's
        conditions of L669-694 (:func:`rulekit.civ.board.metropolis_expansion`, with the other
        cities' outskirts and AMB-X31's reading of the hole), then a landmark on the square (no city
        next to a landmark, L575-576), a landmark among the added squares (AMB-X8) and the founding
        restrictions on them (AMB-X11)."""
        cap = next((c for c in self.cities if c.owner == seat and c.kind == "capital"), None)
        if cap is None:
            return rb.METROPOLIS_UPGRADE, f"P{seat + 1} has no capital to grow into a metropolis"
        sq = tuple(sq)
        others = set()
        for c in self.cities:
            if c is not cap:
                others |= bd.outskirts(c.centres) | set(c.centres)
        code = bd.metropolis_expansion(self.board, cap.centres[0], sq, explored_tiles=self.explored_tiles(),
                                       enemy_figure_at=lambda p: any(f.owner != seat
                                                                     for f in self.figures_at.get(p, ())),
                                       other_outskirts=others,
                                       hole_outskirts=self.options.metropolis_hole_outskirts)
        if code:
            return bd.rule_of(code), bd.explain(code)
        m = self.marker_at(sq)
        if m and m[0] == "landmark":
            return rb.LANDMARK_SQUARE, (f"the expansion square holds the landmark {m[1]}: no city may stand on or "
                                        f"next to a landmark (L575-576)")
        added = (bd.outskirts((cap.centres[0], sq)) | {sq}) - bd.outskirts([cap.centres[0]])
        for q in sorted(added):
            m = self.marker_at(q)
            if self.options.landmark_blocks_metropolis and m and m[0] == "landmark":
                return rb.LANDMARK_SQUARE, (f"the landmark {m[1]} on {square_name(q)} lies in the metropolis's new "
                                            f"outskirts (AMB-X8: landmark_blocks_metropolis)")
            if self.options.metropolis_founding_rules:
                if m and m[0] in ("hut", "village"):
                    return rb.FOUND_CITY, (f"a {m[0]} on {square_name(q)} lies in the metropolis's new outskirts "
                                           f"(AMB-X11: metropolis_founding_rules)")
                if self.enemy_at(seat, q):
                    return rb.FOUND_CITY, (f"an enemy figure or city on {square_name(q)} lies in the metropolis's new "
                                           f"outskirts (AMB-X11: metropolis_founding_rules)")
        return None


    def push_squares(self, f: Figure) -> list:
        b = self.board
        near = bd.n8(b, f.pos) if self.options.pushed_figure_adjacency == "8" else bd.n4(b, f.pos)
        techs = self.techs_of(f.owner)
        water = rules.water_rule(techs)
        out = []
        for q in near:
            if b.tile_of[q] not in self.explored_tiles() or self.enemy_at(f.owner, q) or q in self.city_at:
                continue
            if b.terrain.get(q) == "water" and water != "end":
                continue
            m = self.marker_at(q)
            if m and (m[0] in ("hut", "village") or (m[0] == "landmark" and f.kind == "wagon")):
                continue
            if self.own_figures_at(f.owner, q) < self.players[f.owner].stacking:
                out.append(q)
        return out


    # == battle (teaching CV-B-10) and loot (§9.2) ========================================
    def strength(self, seat: int) -> int:
        """TEACH-BATTLE strength: the best military level among the standing forces' unit types plus
        one per unit (at most 3 counted)."""
        p = self.players[seat]
        levels = rules.military_levels(p.tech_names)
        civ = catalog().civs.get(p.civ, {})
        for k, v in dict(civ.get("military", {})).items():
            levels[k] = max(levels.get(k, 0), int(v))
        best = max([levels.get(u, 1) for u in p.units] or [0])
        return best + min(3, len(p.units))


    def stealable(self, win: int, lose: int) -> list:
        return [t for t in self.players[lose].tech_names if self.can_learn(win, t)]

    @cites(rb.NEGATE_MARKET_WONDER, rb.WONDER_OBSOLETE)
    def negatable(self, tech: str) -> list:
        """The wonders ``tech``'s ability may negate: those of its eras in the market (L407-416), then the
        built ones whose ability still works (CV-B-28: the wonder stays built, its ability ends)."""
        obs, wonders = catalog().techs[tech].obsoletes, catalog().wonders
        if not obs:
            return []
        built = sorted({n for _, _, n in self.wonders_built if wonders[n][0] in obs and n not in self.obsolete}) \
            if self.options.obsolete_built_wonders else []
        return [w for w in self.market if wonders[w][0] in obs] + built
