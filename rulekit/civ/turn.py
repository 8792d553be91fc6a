"""How a turn of Civilization unfolds: the decision table and the moves it makes.

The turn is the base game's (presumed, CV-B-01): Start of Turn, Trade, City
Management, Movement, Research, each player in turn from the first player,
who passes on each turn. In each phase a player takes any number of that
phase's actions and then ``done``; the interrupts are decisions pushed on top:
the metropolis's friendly figure to move (L677-680), the loot to spend after a
battle (L434-473) and the tech it steals, the great person Greece keeps
(L783-786), Friendly Barbarians' choice (L488-495), the wonder a tech may
negate (L407-416).

The battle is the labelled teaching stand-in (CV-B-10), terrain yields are the
labelled teaching table (CV-B-09), culture step costs too (CV-B-13).
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

from rulekit.core.decisions import DecisionKind, decision_table
from rulekit.core.errors import DataError, IllegalAction
from rulekit.core.rule import cites
from rulekit.core.state import cached
from rulekit.civ import abilities
from rulekit.civ import board as bd
from rulekit.civ import effects
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.actions import (Arts, Atlantis, Barbarians, Build, Coin, Culture, Disband, Done, Escort, Event, Explore,
                                 Found,
                                 Government,
                                 Harvest, Invest, Keep, Loot, Metropolis, Move, Negate, PlaceGP, Produce, Push,
                                 Research, Steal, Take, Teacher, UseGP, Wonder, Workers, Learn)
from rulekit.civ.state import City, Figure, Task, catalog

ARMIES, WAGONS = 6, 2          # figures per player (the fifth player's set: 6 armies, 2 wagons, L29-30)
#: Great people's effects are played by rulekit.civ.effects (GP_PLAYED says which, and why not).


def _sq(p) -> str:
    return f"{p[0]},{p[1]}"


#: Every action listed so far, as the contents of its object (fields and notation), by verb and
#: fields. The options of a phase are mostly the same actions state after state; building each
#: one and writing its notation for the sort cost more than the rules that list them. Here an
#: action is built and written once, and each later state gets a fresh object with the same
#: contents (as core ``Frozen._with`` makes its copies). Keys and contents are plain values that
#: the garbage collector stops walking, unlike shared action objects (``Action.of``), which kept
#: ~12k objects alive and tripled the time of a full collection. The table itself is still walked
#: by a full collection (about 0.27 us an entry), so it is emptied past ``_KNOWN_LIMIT``: 5,000
#: entries cost at most ~1.4 ms of a full collection, and 12% of lookups miss (7% if unbounded).
_KNOWN: dict = {}
_KNOWN_LIMIT = 5_000
_new = object.__new__
_set = object.__setattr__


def _act(cls, *args):
    """An action equal to ``cls(*args)``, with its notation already written."""
    key = (cls.verb, args)
    contents = _KNOWN.get(key)
    if contents is None:
        a = cls(*args)
        str(a)                          # written once, remembered in the object (core Action.__str__)
        if len(_KNOWN) >= _KNOWN_LIMIT:
            _KNOWN.clear()
        _KNOWN[key] = a.__dict__.copy()
        return a
    a = _new(cls)
    _set(a, "__dict__", contents.copy())
    return a


@lru_cache(maxsize=4096)
def _printed_coins(techs: tuple) -> int:
    """The coins printed on these tech cards (summed once per set of techs held, not at every
    victory check)."""
    cat = catalog().techs
    return sum(cat[t].coins for t in techs if t in cat)


class Turn:
    """The moves of a game; mixed into :class:`rulekit.civ.game.State`."""

    __slots__ = ()

    #: What a state works out from its fields to list and play its moves. Once a later state is
    #: derived from it (it has become history) it lets go of them: a value still valid is carried
    #: by the later state, the others would only be walked by the garbage collector in every state
    #: of a long game (asked again, an old state computes them again).
    _TRANSIENT = ("_reach", "_sides", "markers_by_square", "figures_at", "city_at", "occupied", "outskirts_of",
                  "claimed")

    def _next(self, action):
        nxt = super()._next(action)
        d = self.__dict__
        for name in self._TRANSIENT:
            d.pop(name, None)
        return nxt

    # == reading the position =============================================================
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
        """Each city's outskirts (on-map squares only), by its first centre."""
        b = self.board
        return {city.centres[0]: tuple(sorted(p for p in bd.outskirts(city.centres) if bd.on_map(b, p)))
                for city in self.cities}

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
            raise IllegalAction(rb.CITY_ACTIONS, f"no city has its centre on {_sq(centre)}")
        return c

    def figure(self, fid: int) -> Figure:
        for f in self.figures:
            if f.id == fid:
                return f
        raise IllegalAction(rb.MOVEMENT, f"there is no figure {fid} on the map")

    def explored_tiles(self) -> frozenset:
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
        on tech cards (investments never count, L887-888)."""
        p = self.players[seat]
        return rules.coin_count(p.coins, p.card_coins, _printed_coins(p.tech_names)) + effects.coin_bonus(self, seat) + \
            p.wonder_coins

    def investment_bonus(self, seat: int, kind: str) -> int:
        """The active tier's amount of every investment card of this kind (L891-901)."""
        total = 0
        for card, n in self.players[seat].investments:
            tiers = catalog().investments.get(card, ())
            top = rules.active_tier([t[0] for t in tiers], n)
            got = [amount for at, k, amount in tiers if at == top and k == kind and isinstance(amount, int)]
            total += sum(got)
            if not got and top is not None and kind == "culture_hand" and \
                    self.options.endowment_hand == "every-tier":      # AMB-X36: the hand +1 at every tier
                total += max((a for _, k, a in tiers if k == kind and isinstance(a, int)), default=0)
        return total

    def production(self, centre) -> int:
        """A city's production this turn: the teaching yields (CV-B-09), buildings (+1 each, teaching),
        Infrastructure, and Friendly Workers' +4 (L497-500)."""
        city = self.city(centre)
        b = self.board
        total = rules.TEACH_CENTRE[1] * len(city.centres)
        occ = self.occupied
        for p in self.outskirts_of[city.centres[0]]:
            total += rules.TEACH_YIELDS.get(b.terrain.get(p), (0, 0))[1]
            if p in occ and occ[p][0] == "building" and occ[p][1] == city.owner:
                total += 1
        total += self.investment_bonus(city.owner, "production_per_city") + effects.production_bonus(self, city.owner)
        total += abilities.production_bonus(self, city.owner)
        p = self.players[city.owner]
        total += sum(n for c, n in p.boost if tuple(c) == city.centres[0])
        total += rules.FRIENDLY_WORKERS_PRODUCTION * sum(1 for c in p.workers if tuple(c) == city.centres[0])
        return total

    @cites(rb.TRADE_PHASE, rb.TERRAIN_YIELDS)
    def trade_income(self, seat: int) -> int:
        b = self.board
        total = 0
        for city in self.cities:
            if city.owner != seat:
                continue
            total += rules.TEACH_CENTRE[0] * len(city.centres)
            for p in self.outskirts_of[city.centres[0]]:
                total += rules.TEACH_YIELDS.get(b.terrain.get(p), (0, 0))[0]
        return total + abilities.trade_bonus(self, seat)

    def rng(self, salt: str) -> random.Random:
        """A random stream fixed by the seed, the turn, the steps taken and ``salt`` (replays agree)."""
        return random.Random(f"{self.seed}/{self.turn}/{self.draws}/{salt}")

    def pick(self, outcomes, what: str, rng: random.Random):
        """One random pick among ``outcomes`` (strings): the next injected outcome of the state's
        ``chance`` queue if there is one (it must be possible: a DataError naming the field
        otherwise), else a draw from ``rng``. Returns ``(state, outcome)``; an injected outcome
        is consumed.

        >>> from rulekit.civ.game import new_game
        >>> s, out = new_game()._with(chance=("b",)).pick(["a", "b"], "the card", random.Random(0))
        >>> out, s.chance
        ('b', ())
        """
        outs = list(outcomes)
        if self.chance:
            head = self.chance[0]
            if head not in outs:
                raise DataError("state", "chance", f"the injected outcome {head!r} cannot be {what}: the "
                                                   f"possible outcomes are {', '.join(map(repr, sorted(outs)))}")
            return self._with(chance=self.chance[1:]), head
        return self, rng.choice(outs)

    def shuffled(self, names, what: str, rng: random.Random):
        """A shuffle as one pick: the injected outcome (if any) is the card that ends on top, the
        rest in the seeded order. Returns ``(state, names)``."""
        names = list(names)
        rng.shuffle(names)
        if self.chance:
            s, top = self.pick(names, what, rng)
            names.remove(top)
            return s, [top] + names
        return self, names

    # == changing the position ============================================================
    def _player(self, seat: int, p):
        ps = list(self.players)
        ps[seat] = p
        return self._with(players=tuple(ps))

    def _edit(self, seat: int, **changes):
        return self._player(seat, self.players[seat]._with(**changes))

    def _learn(self, seat: int, tech: str, paid: int = 0):
        """``seat`` learns ``tech`` (its pyramid row is its level), with what follows from it."""
        p = self.players[seat]
        t = catalog().techs[tech]
        s = self._edit(seat, techs=p.techs + ((tech, t.level),), trade=p.trade - paid,
                       stacking=max(p.stacking, rules.stacking_limit(p.tech_names + (tech,))))
        if tech == "Space Flight":
            return s._win(seat, "tech")
        if tech == "Agriculture" and not any(c.kind == "metropolis" and c.owner == seat for c in s.cities):
            s = s._edit(seat, pending=tuple(sorted(set(s.players[seat].pending) | {"metropolis"})))
            if s.metropolis_squares(seat):
                s = s._push(Task("metropolis", seat))
        s = abilities.on_learn(s, seat, tech)
        if negatable(s, tech):
            s = s._push(Task("negate", seat, done=(tech,)))
        return s

    def _discard_kept(self, name: str):
        kept = list(self.kept_markers)
        if name in kept:
            kept.remove(name)
            return self._with(kept_markers=tuple(kept), marker_discard=tuple(sorted(self.marker_discard + (name,))))
        return self

    def investment_supply(self) -> int:
        """Investment markers left (23, L51; unlimited under AMB-X14's other reading)."""
        used = sum(n for p in self.players for _, n in p.investments)
        return rules.INVESTMENT_MARKERS - used if self.options.investment_supply_limited else 10**6

    def fort_caravan_supply(self) -> int:
        """Fortification/caravan markers left of the 15 (L61)."""
        return rules.FORT_CARAVAN_MARKERS - sum(1 for c in self.cities if c.marker)

    def _win(self, seat: int, kind: str):
        if self.winner >= 0:
            return self
        return self._with(winner=seat, victory=kind, tasks=())

    @cites(rb.ECONOMIC_VICTORY, rb.CULTURE_TRACK)
    def _check_win(self):
        if self.winner >= 0:
            return self
        for p in self.players:
            if rules.is_economic_victory(self.coins_of(p.seat)):
                return self._win(p.seat, "economic")
            if p.culture_level >= rules.TEACH_CULTURE_TRACK:
                return self._win(p.seat, "culture")
        return self

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

    def learnable(self, seat: int, max_level: int = 5) -> list:
        """The techs :meth:`can_learn` allows, in catalogue order (the pyramid counted once, not per tech)."""
        p = self.players[seat]
        known = set(p.tech_names)
        counts = rules.pyramid_counts(r for _, r in p.techs)
        no_agriculture = self.options.india_agriculture == "second-metropolis" and \
            any(c.kind == "metropolis" and c.owner == seat for c in self.cities)
        fits = {level: rules.can_add_tech(counts, level) for level in range(1, max_level + 1)}
        return [t for t, c in catalog().techs.items() if fits.get(c.level, False) and t not in known
                and not (no_agriculture and t == "Agriculture")]

    # == great people (§10.5) =============================================================
    def gp_type(self, name: str) -> str:
        """A great person card's marker type: the data's, but Archimedes' by AMB-X35's option."""
        if name == "Archimedes":
            return self.options.archimedes_type
        return catalog().great_people[name]

    def gp_supply(self, t: str) -> int:
        return dict(self.gp_markers).get(t, 0)

    def gp_owned(self, seat: int, t: str) -> int:
        return sum(1 for _, o, k in self.gp_board if o == seat and k == t) + self.players[seat].gp_pool.count(t)

    @cites(rb.GP_GAIN, rb.GP_NO_MARKER, rb.GP_RESHUFFLE)
    def draw_gp(self, keep: int = 1):
        """Draw until ``keep`` cards whose markers are available are found (L764-770); cards without a
        marker go face up to the bottom; a face-up card on top means the deck is reshuffled (L788-790).
        Returns ``(state, found cards)``; the found cards are off the deck."""
        deck = list(self.gp_deck)
        found, passes, reshuffles = [], 0, 0
        supply = dict(self.gp_markers)
        if not any(supply.values()) or not deck:
            return self, []
        limit = len(deck) * (1 + self.options.gp_draw_cycles) + 1        # AMB-X13
        draws = self.draws
        s = self
        while len(found) < keep and passes < limit:
            if deck[0][1]:                    # a face-up card on top: the whole deck was seen
                rng = random.Random(f"{self.seed}/gp/{draws}/{reshuffles}")
                s, names = s.shuffled(sorted(n for n, _ in deck), "the top card of the reshuffled great people deck",
                                      rng)
                deck = [(n, False) for n in names]
                reshuffles += 1
            name, _ = deck.pop(0)
            passes += 1
            t = self.gp_type(name)
            if supply.get(t, 0) > sum(1 for f in found if self.gp_type(f) == t):
                found.append(name)
            else:
                deck.append((name, True))
        return s._with(gp_deck=tuple(deck), draws=self.draws + 1), found

    def _take_gp(self, seat: int, name: str):
        """``seat`` takes ``name`` face down and its marker into the pool (the pool is 'per the normal
        rules' one place a marker may go, L744-747; placing it is a later action)."""
        t = self.gp_type(name)
        supply = dict(self.gp_markers)
        supply[t] -= 1
        p = self.players[seat]
        return self._with(gp_markers=tuple(sorted(supply.items())))._edit(
            seat, gp_pool=tuple(sorted(p.gp_pool + (t,))), gp_cards=p.gp_cards + ((name, False),))

    @cites(rb.GP_GAIN, rb.GP_GREECE, rb.AMERICA, rb.CONFUCIAN_ACADEMY)
    def gain_gp(self, seat: int, times: int = 1):
        """``seat`` gains ``times`` great people; Greece draws two and keeps one each time."""
        if not self.great_people:
            return self
        s = self
        for _ in range(times):
            if s.players[seat].civ == "Greeks":
                s, found = s.draw_gp(keep=2)
                if len(found) == 1:
                    s = s._take_gp(seat, found[0])
                elif found:
                    s = s._with(gp_offer=tuple(found))._push(Task("keep", seat))
                    return s if times == 1 else s._push(Task("gain-gp", seat, n=times - 1))._swap()
            else:
                s, found = s.draw_gp(keep=1)
                if found:
                    s = s._take_gp(seat, found[0])
        return s

    def _swap(self):
        """Put the second task on top (the Greek choice first, then the remaining draws)."""
        t = self.tasks
        return self._with(tasks=(t[1], t[0]) + t[2:])

    @cites(rb.GP_LIMIT)
    def kill_gp(self, pos):
        """The GP marker on ``pos`` dies; its owner then discards random cards of its type down to
        the limit, face up to the bottom of the deck (L814-830, CV-EX-8)."""
        entry = next((g for g in self.gp_board if g[0] == pos), None)
        if entry is None:
            return self
        _, owner, t = entry
        supply = dict(self.gp_markers)
        supply[t] += 1
        s = self._with(gp_board=tuple(g for g in self.gp_board if g[0] != pos),
                       gp_markers=tuple(sorted(supply.items())))
        return s.enforce_gp_limit(owner, t)

    def enforce_gp_limit(self, seat: int, t: str):
        s = self
        rng = self.rng(f"kill/{seat}/{t}")
        while True:
            p = s.players[seat]
            mine = [c for c in p.gp_cards if s.gp_type(c[0]) == t]
            if len(mine) <= rules.gp_card_limit(s.gp_owned(seat, t)):
                return s
            s, name = s.pick([c for c, _ in mine], f"the {t} card P{seat + 1} discards at random (L845-849)", rng)
            out = next(c for c in mine if c[0] == name)
            cards = tuple(c for c in p.gp_cards if c != out)
            s = s._edit(seat, gp_cards=cards)._with(gp_deck=s.gp_deck + ((out[0], True),))

    # == figures and movement (CV-B-06) ====================================================
    @cached("figures", "cities")
    def _sides(self) -> dict:
        """Seat -> :meth:`_side`, filled as asked (once per ``figures`` and ``cities``)."""
        return {}

    def _side(self, seat: int) -> tuple:
        """``(enemy squares, own figures per square, squares with an own army)`` for ``seat``: an
        enemy square holds another player's figure or city centre."""
        known = self._sides
        side = known.get(seat)
        if side is None:
            enemy = {c for c, city in self.city_at.items() if city.owner != seat}
            own: dict = {}
            armies = set()
            for f in self.figures:
                if f.owner != seat:
                    enemy.add(f.pos)
                else:
                    own[f.pos] = own.get(f.pos, 0) + 1
                    if f.kind == "army":
                        armies.add(f.pos)
            side = known[seat] = (enemy, own, armies)
        return side

    def own_figures_at(self, seat: int, p) -> int:
        return self._side(seat)[1].get(p, 0)

    def enemy_at(self, seat: int, p) -> bool:
        return p in self._side(seat)[0]

    @cached("players", "seed", "options", "explored", "cities", "figures", "markers", "gp_board")
    def _reach(self) -> dict:
        """Figure -> (:meth:`reachable`, the squares its search looked at[, its own movement options]),
        filled as asked: a figure's squares are found once for all the states that share what they
        depend on (a phase's options, checking the move, resolving it), and carried past moves that
        do not touch them (:meth:`_place_figure`)."""
        return {}

    @cites(rb.MOVEMENT, rb.HOLE, rb.LANDMARK_SQUARE, rb.EXPLORE, rb.DISBAND)
    def reachable(self, f: Figure) -> dict:
        """Squares ``f`` may end its move on: square -> what happens there (``"move"``, ``"attack"``,
        ``"own-city"``). The dict is shared by the states that share its inputs: read it, never change it."""
        known = self._reach
        got = known.get(f)
        if got is None:
            got = known[f] = self._reachable(f)
        return got[0]

    @cites(rb.MOVE_TOGETHER, rb.LANDMARK_SQUARE)
    def escorted_wagons(self, f: Figure, moved=()) -> tuple:
        """The own wagons on army ``f``'s square that have not moved (``moved``: figure ids): the group
        an ``escort`` moves with it (CV-B-26)."""
        if f.kind != "army":
            return ()
        return tuple(g.id for g in self.figures_at.get(f.pos, ()) if g.owner == f.owner and g.kind == "wagon"
                     and g.id not in moved)

    def group_reachable(self, f: Figure, wagons: int) -> dict:
        """Squares army ``f`` and ``wagons`` wagons moving with it may end on together: as a wagon
        may go (no hut or village square, no attack) except that a landmark square may be entered
        with the army (L578-580), within the stacking limit for the whole group (CV-B-26)."""
        known = self._reach
        key = ("group", f, wagons)
        got = known.get(key)
        if got is None:
            got = known[key] = self._reachable(f, wagons)
        return got[0]

    def _reachable(self, f: Figure, group: int = 0) -> tuple:
        b = self.board
        seat = f.owner
        player = self.players[seat]
        techs = player.tech_names
        speed = effects.speed_bonus(self, seat, rules.travel_speed(techs) + abilities.speed_bonus(self, seat))
        water = rules.water_rule(techs)
        explored = self.explored_tiles()
        bridge = {c for city in self.cities if city.owner == seat and city.kind == "metropolis" for c in city.centres}
        n4, tile_of, terrain = b._n4, b.tile_of, b.terrain
        city_at, markers = self.city_at, self.markers_by_square
        enemy, own, armies = self._side(seat)
        stacking = player.stacking - group          # room for the wagons moving with an army (CV-B-26)
        army = f.kind == "army" and not group       # a group neither attacks nor enters huts or villages
        wagon = f.kind == "wagon"
        landmark_water = army and self.options.landmark_claim_with_water == "army-may-end"
        out = {}
        frontier = [f.pos]
        seen = {f.pos: 0}
        while frontier:
            nxt = []
            for p in frontier:
                step = seen[p] + 1
                for q in n4.get(p, ()):
                    if q in seen or tile_of[q] not in explored:
                        continue
                    wet = terrain.get(q) == "water" and q not in bridge
                    if wet and water == "no":
                        # AMB-X22 'army-may-end': Atlantis is claimed with no water tech, by ending there
                        m = markers.get(q) if landmark_water else None
                        if m and m[0] == "landmark":
                            seen[q] = step              # what stands there decides: the search looked
                            if q not in enemy and own.get(q, 0) < stacking:
                                out[q] = "move"
                        continue
                    seen[q] = step
                    if q in enemy:
                        if army and not wet:
                            out[q] = "attack"
                        continue
                    m = markers.get(q)
                    if m and m[0] in ("hut", "village"):
                        if army and not wet:
                            out[q] = "move"
                        continue
                    if m and m[0] == "landmark" and wagon and q not in armies:
                        continue
                    if q in city_at:                         # an own city centre: pass through (L524-527)
                        out[q] = "own-city"
                    elif not (wet and water != "end") or (m and m[0] == "landmark" and landmark_water):
                        if own.get(q, 0) < stacking:
                            out[q] = "move"
                    if step < speed:
                        nxt.append(q)
            frontier = nxt
        return out, seen

    @cites(rb.DISBAND)
    def disband_centres(self, f: Figure) -> list:
        """The own city centres ``f`` may be disbanded in (L520-524): the one it stands on and each it
        reaches this turn, sorted; each is a separate choice."""
        here = self.city_at.get(f.pos)
        out = {f.pos} if here is not None and here.owner == f.owner else set()
        out |= {q for q, what in self.reachable(f).items() if what == "own-city"}
        return sorted(out)

    def _place_figure(self, f: Figure, pos):
        figs = tuple(sorted([g for g in self.figures if g.id != f.id] + [f._with(pos=tuple(pos))], key=lambda g: g.id))
        s = self._with(figures=figs)
        known = self.__dict__.get("_reach")
        if known:
            # Only the figures changed, and only on two squares: another figure's search that looked
            # at neither (whose figures are all it reads of them) finds the same squares.
            old, new = f.pos, tuple(pos)
            s.__dict__["_reach"] = {g: got for g, got in known.items()
                                    if g != f and old not in got[1] and new not in got[1]}
        return s

    def _remove_figure(self, fid: int):
        return self._with(figures=tuple(g for g in self.figures if g.id != fid))

    def figure_supply(self, seat: int, kind: str) -> int:
        limit = ARMIES if kind == "army" else WAGONS
        return limit - sum(1 for f in self.figures if f.owner == seat and f.kind == kind and not f.white)

    @cites(rb.EXPLORE, rb.LANDMARK_PLACED)
    def explore_tile(self, tile_id: str):
        """Turn a tile face up: its landmark markers go on their squares (L566-569), its hut and village
        spots get face-down markers from the pools."""
        b = self.board
        huts, villages = list(self.hut_pool), list(self.village_pool)
        markers = list(self.markers)
        for p in bd.squares_of_tile(b, tile_id):
            feat = b.features.get(p, "")
            if feat.startswith("landmark:"):
                markers.append((p, "landmark", feat.split(":", 1)[1]))
            elif feat == "hut" and huts:
                markers.append((p, "hut", huts.pop(0)))
            elif feat == "village" and villages:
                markers.append((p, "village", villages.pop(0)))
        return self._with(explored=tuple(sorted(self.explored + (tile_id,))), markers=tuple(sorted(markers)),
                          hut_pool=tuple(huts), village_pool=tuple(villages))

    # == cities =============================================================================
    @cites(rb.FOUND_CITY, rb.LANDMARK_SQUARE)
    def founding_problem(self, seat: int, p) -> str:
        """Why a city may not be founded with its centre on ``p`` (``""`` if it may)."""
        b = self.board
        if b.terrain.get(p) == "water":
            return "a city centre may not be on water"
        cities = sum(1 for c in self.cities if c.owner == seat and not c.is_capital)
        limit = rules.CITY_LIMIT + (1 if "Irrigation" in self.techs_of(seat) else 0)
        if cities >= limit:
            return f"you already have {cities} cities beside your capital"
        around = bd.outskirts([p])
        explored = self.explored_tiles()
        claimed = self.claimed
        for q in sorted(around | {p}):
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
                return rb.LANDMARK_SQUARE, (f"the landmark {m[1]} on {_sq(q)} lies in the metropolis's new "
                                            f"outskirts (AMB-X8: landmark_blocks_metropolis)")
            if self.options.metropolis_founding_rules:
                if m and m[0] in ("hut", "village"):
                    return rb.FOUND_CITY, (f"a {m[0]} on {_sq(q)} lies in the metropolis's new outskirts "
                                           f"(AMB-X11: metropolis_founding_rules)")
                if self.enemy_at(seat, q):
                    return rb.FOUND_CITY, (f"an enemy figure or city on {_sq(q)} lies in the metropolis's new "
                                           f"outskirts (AMB-X11: metropolis_founding_rules)")
        return None

    @cites(rb.METROPOLIS_UPGRADE)
    def upgrade_metropolis(self, seat: int, sq):
        """Replace the capital by the metropolis on the capital's square and ``sq``: a building, wonder
        or great person there is removed (L682-686); a friendly figure must move (L677-680)."""
        cap = next(c for c in self.cities if c.owner == seat and c.kind == "capital")
        metro = City(seat, "metropolis", tuple(sorted((cap.centres[0], tuple(sq)))), cap.marker)
        cities = tuple(metro if c is cap else c for c in self.cities)
        gone = tuple(x[2] for x in self.wonders_built if x[0] == sq)
        s = self._with(cities=cities, buildings=tuple(x for x in self.buildings if x[0] != sq),
                       wonders_built=tuple(x for x in self.wonders_built if x[0] != sq),
                       wonder_box=tuple(sorted(self.wonder_box + gone)))
        s = s.kill_gp(tuple(sq))
        p = s.players[seat]
        s = s._edit(seat, pending=tuple(x for x in p.pending if x != "metropolis"))
        for f in s.figures_at.get(tuple(sq), ()):
            s = s._push(Task("push", seat, who=f.id))
        return s

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

    def destroy_city(self, city: City):
        s = self._with(cities=tuple(c for c in self.cities if c is not city))
        for p in sorted(bd.outskirts(city.centres)):
            e = next((g for g in s.gp_board if g[0] == p and g[1] == city.owner), None)
            if e:
                s = s.kill_gp(p)
        s = s._with(buildings=tuple(x for x in s.buildings if x[0] not in bd.outskirts(city.centres)))
        return s

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

    @cites(rb.BATTLE, rb.LOOT_AMOUNT, rb.FORTIFY, rb.METROPOLIS_DEFENCE, rb.CAPITAL_FALLS)
    def battle(self, f: Figure, q):
        """``f`` attacks square ``q``; the teaching battle decides, the loser's losses are taken, the
        winner's loot is pushed to spend."""
        att, seat = f.owner, f.owner
        city = self.city_at.get(q)
        defenders = [g for g in self.figures_at.get(q, ()) if g.owner != seat]
        dseat = city.owner if city is not None else defenders[0].owner
        bonus = rules.combat_bonus(city is not None and city.marker == "fortification",
                                   city is not None and city.kind == "metropolis",
                                   self.investment_bonus(dseat, "combat_bonus"), self.options)
        attack = self.strength(att) + 1 + self.investment_bonus(att, "combat_bonus") + abilities.combat_bonus(self, att)
        defence = self.strength(dseat) + len(defenders) + bonus + (1 if city is not None else 0) + \
            effects.defence_bonus(self, dseat, att) + abilities.combat_bonus(self, dseat)
        s = self._with(draws=self.draws + 1)
        if rules.battle_winner(attack, defence) == "defender":
            s = s._remove_figure(f.id)
            if city is not None and city.marker == "fortification":        # L541-543
                s = s._with(cities=tuple(c._with(marker="") if c is city else c for c in s.cities))
            loot = abilities.loot_after(s, att, 1)
            s = effects.won_battle(s, dseat)
            return s._push(Task("loot", dseat, n=loot, who=att)) if loot else s
        for g in defenders:
            s = s._remove_figure(g.id)
        if city is not None and city.is_capital:
            return s._win(att, "military")
        s = s._place_figure(f, q) if city is None else s
        if city is not None:
            s = abilities.on_conquest(s.destroy_city(city), att, "city")
            kind = "city+figures" if defenders else "city"
        else:
            kind = "figures"
        loot = abilities.loot_after(s, dseat, rules.loot_amount(kind, self.options))
        s = effects.won_battle(s, att)
        return s._push(Task("loot", att, n=loot, who=dseat)) if loot else s

    def loot_options(self, task) -> list:
        win, lose = task.player, task.who
        out = []
        for combo in rules.loot_purchases(task.n, self.options.loot_must_spend_all):
            need = Counter(combo)
            if need["tech"] and len(self.stealable(win, lose)) < 1:
                continue
            if need["culture-card"] > len(self.players[lose].events):
                continue
            if need["coin"] and effects.loseable_coins(self, lose) < need["coin"]:
                continue
            out.append(Loot("+".join(combo)))
        return out

    def stealable(self, win: int, lose: int) -> list:
        return [t for t in self.players[lose].tech_names if self.can_learn(win, t)]

    @cites(rb.LOOT_ONE, rb.LOOT_TWO)
    def spend_loot(self, task, action):
        win, lose = task.player, task.who
        s = self
        steals = 0
        for e in action.effects.split("+"):
            pw, pl = s.players[win], s.players[lose]
            if e == "trade":
                n = min(3, pl.trade)
                s = s._edit(lose, trade=pl.trade - n)
                if self.options.loot_trade_keeps == "transfer":
                    s = s._edit(win, trade=min(rules.DIAL_MAX, s.players[win].trade + n))
            elif e == "culture":
                n = min(pl.culture, 15 if self.options.loot_culture == "tokens" else 3)
                s = s._edit(lose, culture=pl.culture - n)
                if self.options.loot_trade_keeps == "transfer":
                    s = s._edit(win, culture=s.players[win].culture + n)
            elif e == "resource":
                s = s._push(Task("take", win, who=lose, done=("resource",)))
            elif e == "culture-card":
                s = s._push(Task("take", win, who=lose, done=("card",)))
            elif e == "discard-coin":
                s = effects.lose_coin(s, lose)
            elif e == "coin":
                if effects.loseable_coins(s, lose):
                    s = effects.lose_coin(s, lose)._edit(win, coins=s.players[win].coins + 1)
            elif e == "tech":
                steals += 1
        for _ in range(steals):
            s = s._push(Task("steal", win, who=lose))
        return s._check_win()


# == the decision table ======================================================================

def _start_options(s, task) -> list:
    seat = task.player
    p = s.players[seat]
    if "metropolis" in p.pending and s.metropolis_squares(seat):
        return [Metropolis(q) for q in s.metropolis_squares(seat)]          # mandatory (L696-702)
    if "atlantis" in p.pending and s.learnable(seat):
        return [Atlantis(t) for t in s.learnable(seat)]
    out = [Done()]
    for f in s.figures:
        if f.owner == seat and f.kind == "wagon" and not s.founding_problem(seat, f.pos):
            out.append(Found(f.id))
    if "gov" not in task.done and p.government != "Anarchy":
        techs = catalog().techs.values() if abilities.all_governments(s, seat) else \
            (catalog().techs[t] for t in p.tech_names)
        govs = sorted({g for t in techs for g in t.governments} - {p.government})
        out += [Government(g) for g in govs]
    if s.investments and "invest" not in task.done and not p.invested and \
            rules.investable_coins(p.coins, p.card_coins, s.options) > 0 and s.investment_supply() > 0:
        out += [Invest(c) for c, _ in p.investments]
    if "teacher" in p.kept and "teacher" not in task.done:
        out += [Teacher(t) for t in s.learnable(seat, 1)]
    return out + effects.gp_options(s, seat, "start") + effects.event_options(s, seat, "start")


def _start_resolve(s, task, a):
    seat = task.player
    if isinstance(a, Done):
        return s
    again = Task("start", seat, done=task.done)
    p = s.players[seat]
    if isinstance(a, Metropolis):
        s = s._push(again)
        return s.upgrade_metropolis(seat, a.square)
    if isinstance(a, Atlantis):
        s = s._edit(seat, pending=tuple(x for x in p.pending if x != "atlantis"))
        return s._push(again)._learn(seat, a.tech)
    if isinstance(a, Found):
        f = s.figure(a.figure)
        s = s._remove_figure(f.id)._with(cities=s.cities + (City(seat, "city", (f.pos,)),))
        return abilities.on_city(s._push(again), seat)
    if isinstance(a, Government):
        gov = a.name
        learned = p.learned_last in catalog().techs and gov in catalog().techs[p.learned_last].governments
        if rules.needs_anarchy(effects.anarchy_immune(s, seat), learned):
            s = s._edit(seat, government="Anarchy", next_government=gov)
        else:
            s = s._edit(seat, government=gov)
        return s._push(Task("start", seat, done=task.done + ("gov",)))
    if isinstance(a, Invest):
        s = effects.lose_coin(s, seat)             # a sheet token first, else one on a tech card (AMB-X17)
        s = s._edit(seat, invested=True,
                    investments=tuple((c, n + (c == a.card)) for c, n in s.players[seat].investments))
        s = s._push(Task("start", seat, done=task.done + ("invest",)))
        return abilities.on_invest(effects.invested(s, seat, a.card, p.invested_markers(a.card)), seat)
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
            s = s._discard_kept("hut:Teacher")
        s = s._edit(seat, kept=tuple(kept))
        return s._push(Task("start", seat, done=task.done + ("teacher",)))._learn(seat, a.tech)
    raise AssertionError(a)


def _city_options(s, task) -> list:
    seat = task.player
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
            out += [_act(PlaceGP, t, q) for q in free]
        if c in task.done:
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
                    out.append(_act(Produce, c, kind, car))
            if budget >= unit_cost:
                out += [_act(Produce, c, k, car) for k in units]
            for b in buildable:
                cost = cat.buildings[b][0] or rules.TEACH_BUILDING_COST
                if budget >= cost or (free_building and not car):
                    out += [_act(Build, c, b, q, car) for q in (water if b == "Harbor" else land)]
            for w in s.market:
                cost = cat.wonders[w][1] or rules.TEACH_WONDER_COST
                if budget >= cost:
                    out += [_act(Wonder, c, w, q, car) for q in land]
        out.append(_act(Arts, c))
        terr = {rules.TEACH_HARVEST.get(terrain.get(q)) for q in outskirts} - {None}
        out += [_act(Harvest, c, r) for r in sorted(terr)]
    return out + effects.gp_options(s, seat, "city", task.done) + effects.event_options(s, seat, "city", task.done) + \
        effects.coin_options(s, seat)


@cites(rb.CITY_ACTIONS, rb.CARAVAN, rb.FRIENDLY_WORKERS, rb.METROPOLIS_ARTS, rb.GP_ABILITY)
def _city_resolve(s, task, a):
    seat = task.player
    p = s.players[seat]
    if isinstance(a, Done):
        return s._edit(seat, boost=(), workers=())
    done = task.done
    if isinstance(a, (Produce, Build, Wonder, Arts, Harvest)):
        done = done + (a.city,)
        city = s.city(a.city)
        if getattr(a, "caravan", False):
            s = s._with(cities=tuple(c._with(marker="") if c is city else c for c in s.cities))
    if isinstance(a, Produce):
        if a.what in ("army", "wagon"):
            s = s._with(figures=s.figures + (Figure(s.next_id, seat, a.what, a.city),), next_id=s.next_id + 1)
        else:
            s = s._edit(seat, units=tuple(sorted(p.units + (a.what,))))
    elif isinstance(a, Build):
        cost = catalog().buildings[a.building][0] or rules.TEACH_BUILDING_COST
        if s.production(a.city) + (rules.CARAVAN_PRODUCTION if a.caravan else 0) < cost:   # Egypt's free one
            s = s._edit(seat, used=s.players[seat].used + ("egypt-build",))
        s = s._with(buildings=tuple(sorted(s.buildings + ((a.square, seat, a.building),))))
    elif isinstance(a, Wonder):
        deck = list(s.wonder_deck)
        market = tuple(w for w in s.market if w != a.wonder) + ((deck.pop(0),) if deck else ())
        s = s._with(wonders_built=tuple(sorted(s.wonders_built + ((a.square, seat, a.wonder),))), market=market,
                    wonder_deck=tuple(deck))
        return abilities.on_wonder(s._push(Task("city", seat, done=done)), seat)._check_win()
    elif isinstance(a, Arts):
        s = effects.on_arts(s._edit(seat, culture=p.culture + rules.ARTS_CULTURE[s.city(a.city).kind]), seat)
    elif isinstance(a, Harvest):
        s = s._edit(seat, resources=tuple(sorted(p.resources + (a.resource,))))
    elif isinstance(a, Workers):
        kept = list(p.kept)
        kept.remove("workers")
        s = s._discard_kept("village:Friendly Workers")
        s = s._edit(seat, kept=tuple(kept), workers=p.workers + (a.city,))
    elif isinstance(a, Culture):
        return effects.step_up(s._push(Task("city", seat, done=done)), seat, effects.culture_cost(s, seat))
    elif isinstance(a, Coin):
        s = effects.coin_resolve(s, seat, a)
    elif isinstance(a, Event):
        s, done = effects.play_event(s, seat, a, done)
    elif isinstance(a, PlaceGP):
        pool = list(p.gp_pool)
        pool.remove(a.gp_type)
        board = tuple(sorted(s.gp_board + ((a.square, seat, a.gp_type),)))
        s = s._edit(seat, gp_pool=tuple(pool))._with(gp_board=board)
    elif isinstance(a, UseGP):
        s, done = effects.use_gp(s, seat, a, done)
    return s._push(Task("city", seat, done=done))._check_win()


def _move_options(s, task) -> list:
    seat = task.player
    out = [Done()]
    known = s._reach
    for f in s.figures:
        if f.owner != seat or f.id in task.done:
            continue
        s.reachable(f)
        got = known[f]
        if len(got) == 2:               # this figure's own options, kept with its squares (same inputs)
            got = known[f] = got + (_figure_options(s, f, got[0]),)
        out += got[2]
        wagons = s.escorted_wagons(f, task.done)
        if wagons:                                  # the army with its wagons: one action a destination
            stay = s.options.stop_in_own_city == "stay"
            out += [_act(Escort, f.id, q) for q, what in s.group_reachable(f, len(wagons)).items()
                    if what == "move" or (what == "own-city" and stay and
                                          s.own_figures_at(seat, q) + 1 + len(wagons) <= s.players[seat].stacking)]
    return out + effects.gp_options(s, seat, "movement")


def _figure_options(s, f, reach) -> list:
    """Where figure ``f`` may move alone, what it may explore, where it may disband, from its
    reachable squares ``reach``. Read only from what :meth:`Turn.reachable` reads (the figures on
    the squares its search looked at, the cities, the explored tiles, the player, the options), so
    :meth:`Turn._reach` keeps them beside the squares and carries them as far."""
    seat = f.owner
    out = []
    b = s.board
    explored = s.explored_tiles()
    for q, what in reach.items():
        if what == "own-city":
            if s.options.stop_in_own_city == "stay" and s.own_figures_at(seat, q) < s.players[seat].stacking:
                out.append(_act(Move, f.id, q))
            continue
        out.append(_act(Move, f.id, q))
    tiles = sorted({b.tile_of[q] for q in bd.n4(b, f.pos) if b.tile_of[q] not in explored})
    out += [_act(Explore, f.id, t) for t in tiles]
    for centre in s.disband_centres(f):                  # the player chooses the city (L520-524)
        city = s.city_at[centre]
        out.append(_act(Disband, f.id, "none", centre))
        if city.marker == "" and s.fort_caravan_supply() > 0:
            out.append(_act(Disband, f.id, "fortify" if f.kind == "army" else "caravan", centre))
    return out


@cites(rb.MOVEMENT, rb.LANDMARK_CLAIM, rb.EXPLORE, rb.DISBAND, rb.FORTIFY, rb.CARAVAN)
def _move_resolve(s, task, a):
    seat = task.player
    if isinstance(a, Done):
        return s
    if isinstance(a, UseGP):
        return effects.use_gp(s._push(task), seat, a, ())[0]
    f = s.figure(a.figure)
    again = Task("movement", seat, done=task.done + (f.id,))
    if isinstance(a, Explore):
        return abilities.on_explore(s._push(again).explore_tile(a.tile), seat)
    if isinstance(a, Escort):
        wagons = s.escorted_wagons(f, task.done)
        s = s._push(Task("movement", seat, done=task.done + (f.id,) + wagons))
        for w in wagons:
            s = s._place_figure(s.figure(w), a.square)
        s = s._place_figure(f, a.square)
        m = s.marker_at(a.square)
        return s.claim_landmark(seat, a.square, m[1]) if m and m[0] == "landmark" else s
    if isinstance(a, Disband):
        city = s.city_at[tuple(a.city)]
        s = s._remove_figure(f.id)
        if a.into != "none":
            s = s._with(cities=tuple(c._with(marker="fortification" if a.into == "fortify" else "caravan")
                                     if c is city else c for c in s.cities))
        return s._push(again)
    what = s.reachable(f).get(a.square)
    s = s._push(again)
    if what == "attack":
        return s.battle(f, a.square)._check_win()
    s = s._place_figure(f, a.square)
    m = s.marker_at(a.square)
    if m is None:
        return s
    kind, name = m
    if kind == "landmark":
        return s.claim_landmark(seat, a.square, name)
    return s.take_marker(seat, a.square, kind, name)


@cites(rb.EXPLORE, rb.FRIENDLY_BARBARIANS, rb.FRIENDLY_WORKERS, rb.ETHNIC_ART, rb.TEACHER, rb.WEALTH)
def _take_marker(s, seat, pos, kind, name):
    """An army takes a hut or village marker (villages: the teaching battle with barbarians is
    always won by an army, CV-B-10); the new markers' effects play out (L480-515)."""
    s = abilities.on_conquest(s._with(markers=tuple(m for m in s.markers if m[0] != pos)), seat, kind)
    effect, resource, culture = catalog().marker_info[name]
    p = s.players[seat]
    used = s._with(marker_discard=tuple(sorted(s.marker_discard + (name,))))
    if effect == "resource":            # held face down (L450-453: stolen by its place, unseen)
        return s._edit(seat, resources=tuple(sorted(p.resources + (resource or name.split(":")[1].lower(),))),
                       hidden=p.hidden + (name,))._with(
            kept_markers=tuple(sorted(s.kept_markers + (name,))))
    if effect == "friendly-barbarians":
        return used._push(Task("barbarians", seat, pos=pos))
    if effect == "friendly-workers":
        return s._edit(seat, kept=tuple(sorted(p.kept + ("workers",))))._with(
            kept_markers=tuple(sorted(s.kept_markers + (name,))))
    if effect == "teacher":
        return s._edit(seat, kept=tuple(sorted(p.kept + ("teacher",))))._with(
            kept_markers=tuple(sorted(s.kept_markers + (name,))))
    if effect == "native-art":
        return used._edit(seat, culture=p.culture + culture)
    if effect == "wealth":
        return used._edit(seat, coins=p.coins + 1)._check_win()
    if effect == "great-person":
        return used.gain_gp(seat)
    return used


Turn.take_marker = _take_marker


@cites(rb.LANDMARK_CLAIM, rb.ATLANTIS, rb.CONFUCIAN_ACADEMY, rb.SEVEN_CITIES)
def _claim_landmark(s, seat, pos, name):
    s = s._with(markers=tuple(m for m in s.markers if m[0] != pos),
                landmarks_claimed=tuple(sorted(s.landmarks_claimed + ((name, seat),))))
    p = s.players[seat]
    if name == "Atlantis":
        return s._edit(seat, pending=tuple(sorted(set(p.pending) | {"atlantis"})))
    if name == "Seven Cities of Gold":
        return s._edit(seat, pending=tuple(sorted(set(p.pending) | {"seven-cities"})))
    return s.gain_gp(seat, 2)


Turn.claim_landmark = _claim_landmark


def _research_options(s, task) -> list:
    seat = task.player
    p = s.players[seat]
    out = [Done()]
    for t in s.learnable(seat):
        if p.trade >= abilities.tech_cost(s, seat, catalog().techs[t].level):
            out.append(_act(Research, t))
    return out


@cites(rb.RESEARCH, rb.TECH_COST, rb.PYRAMID, rb.TECH_VICTORY)
def _research_resolve(s, task, a):
    if isinstance(a, Done):
        return s._edit(task.player, learned_last="")
    t = catalog().techs[a.tech]
    cost = abilities.tech_cost(s, task.player, t.level)
    s = abilities.on_research(effects.on_research(s, task.player, a.tech), task.player, a.tech)
    return s._edit(task.player, learned_last=a.tech)._learn(task.player, a.tech, cost)


def _loot_resolve(s, task, a):
    return s.spend_loot(task, a)


def _steal_options(s, task):
    return [Steal(t) for t in s.stealable(task.player, task.who)]


def _negate_options(s, task):
    return [Done()] + [Negate(w) for w in negatable(s, task.done[0])]


def negatable(s, tech: str) -> list:
    """The wonders ``tech``'s ability may negate: those of its eras in the market (L407-416), then the
    built ones whose ability still works (CV-B-28: the wonder stays built, its ability ends)."""
    obs, wonders = catalog().techs[tech].obsoletes, catalog().wonders
    if not obs:
        return []
    built = sorted({n for _, _, n in s.wonders_built if wonders[n][0] in obs and n not in s.obsolete}) \
        if s.options.obsolete_built_wonders else []
    return [w for w in s.market if wonders[w][0] in obs] + built


@cites(rb.NEGATE_MARKET_WONDER, rb.WONDER_OBSOLETE)
def _negate_resolve(s, task, a):
    if isinstance(a, Done):
        return s
    if a.wonder not in s.market:
        return s._with(obsolete=tuple(sorted(s.obsolete + (a.wonder,))))
    deck = list(s.wonder_deck)
    market = tuple(w for w in s.market if w != a.wonder) + ((deck.pop(0),) if deck else ())
    return s._with(market=market, wonder_deck=tuple(deck), wonder_box=tuple(sorted(s.wonder_box + (a.wonder,))))


def _keep_options(s, task):
    return [Keep(c) for c in s.gp_offer]


@cites(rb.GP_GREECE)
def _keep_resolve(s, task, a):
    other = [c for c in s.gp_offer if c != a.card]
    s = s._with(gp_offer=(), gp_deck=s.gp_deck + tuple((c, s.options.greek_reject == "face-up") for c in other))
    return s._take_gp(task.player, a.card)


def _gain_resolve(s, task):
    return s.gain_gp(task.player, task.n)


def _barbarian_options(s, task):
    seat = task.player
    p = s.players[seat]
    out = [Barbarians(k) for k in ("infantry", "mounted", "artillery")]
    kinds = ("army", "wagon") if s.options.barbarian_figure == "either" else ("army",)
    for k in kinds:
        if s.figure_supply(seat, k) > 0 and s.own_figures_at(seat, task.pos) < p.stacking:
            out.append(Barbarians(k))
    return out


@cites(rb.FRIENDLY_BARBARIANS)
def _barbarian_resolve(s, task, a):
    seat = task.player
    if a.what in ("army", "wagon"):
        return s._with(figures=s.figures + (Figure(s.next_id, seat, a.what, tuple(task.pos)),), next_id=s.next_id + 1)
    return s._edit(seat, units=tuple(sorted(s.players[seat].units + (a.what,))))


def _seven_options(s, task):
    if s.investment_supply() < 1:
        return []
    return [Invest(c) for c, _ in s.players[task.player].investments]


@cites(rb.SEVEN_CITIES)
def _seven_resolve(s, task, a):
    """A free investment marker (no coin paid, L616-621); the turn's own investment stays open (AMB-X6)."""
    seat = task.player
    p = s.players[seat]
    s = s._edit(seat, investments=tuple((c, n + (c == a.card)) for c, n in p.investments))
    if s.options.seven_cities_uses_turn_coin:
        s = s._edit(seat, invested=True)
    s = s._push(Task("seven", seat, n=task.n - 1)) if task.n > 1 else s
    return effects.invested(s, seat, a.card, p.invested_markers(a.card))


def _push_options(s, task):
    f = s.figure(task.who)
    return [Push(f.id, q) for q in s.push_squares(f)]


def _push_resolve(s, task, a):
    return s._place_figure(s.figure(a.figure), a.square)


def _push_skip(options):
    return not options


def _metropolis_options(s, task):
    return [Metropolis(q) for q in s.metropolis_squares(task.player)]


def _metropolis_resolve(s, task, a):
    return s.upgrade_metropolis(task.player, a.square)


def _start_prompt(s, t) -> str:
    """The Start of Turn's prompt: what is owed first (the metropolis upgrade, L696-702; Atlantis's
    tech, L590-599) when only that is legal, else the phase's choices."""
    who, p = f"P{t.player + 1}", s.players[t.player]
    if "metropolis" in p.pending and s.metropolis_squares(t.player):
        return (f"{who} ({p.civ}): Start of Turn — the metropolis upgrade is owed and now possible (L696-702): "
                f"choose the expansion square")
    if "atlantis" in p.pending and s.learnable(t.player):
        return f"{who} ({p.civ}): Start of Turn — Atlantis's free tech is due (L590-599): choose it"
    return f"{who} ({p.civ}): Start of Turn — found cities, change government, invest, use the Teacher, or done"


def _prompt(text):
    return lambda s, t: text.format(who=f"P{t.player + 1}", civ=s.players[t.player].civ)


DECISIONS = decision_table(
    DecisionKind("start", rb.TURN_ORDER, _start_prompt, _start_options, _start_resolve),
    DecisionKind("city", rb.CITY_ACTIONS, _prompt("{who} ({civ}): City Management — one action per city, or done"),
                 _city_options, _city_resolve),
    DecisionKind("movement", rb.MOVEMENT,
                 _prompt("{who} ({civ}): Movement — move, explore or disband figures, or done"),
                 _move_options, _move_resolve),
    DecisionKind("research", rb.RESEARCH, _prompt("{who} ({civ}): Research — learn one tech, or done"),
                 _research_options, _research_resolve),
    DecisionKind("metropolis", rb.METROPOLIS_UPGRADE, _prompt("{who}: choose the metropolis's expansion square"),
                 _metropolis_options, _metropolis_resolve),
    DecisionKind("push", rb.METROPOLIS_UPGRADE, _prompt("{who}: move your figure off the expansion square"),
                 _push_options, _push_resolve, skip=_push_skip),
    DecisionKind("loot", rb.LOOT_SPEND, _prompt("{who}: spend your loot"), lambda s, t: s.loot_options(t),
                 _loot_resolve),
    DecisionKind("steal", rb.LOOT_TWO, _prompt("{who}: choose the tech the loot learns"), _steal_options,
                 lambda s, t, a: s._learn(t.player, a.tech)),
    DecisionKind("negate", rb.NEGATE_MARKET_WONDER,
                 _prompt("{who}: you may negate a wonder in the market, or obsolete a built one"),
                 _negate_options, _negate_resolve),
    DecisionKind("liberty", rb.WONDER_EFFECTS,
                 _prompt("{who}: Statue of Liberty — you may learn free a tech another player knows"),
                 lambda s, t: [Done()] + [Learn.of(x) for x in abilities.liberty_techs(s, t.player)],
                 lambda s, t, a: s if isinstance(a, Done) else s._learn(t.player, a.tech)),
    DecisionKind("free-build", rb.WONDER_EFFECTS,
                 lambda s, t: f"P{t.player + 1}: " + ("Spain — a free basic building for the tile discovered"
                                                      if t.done == ("basic",) else "Taj Mahal — a free building")
                 + ", or done", abilities.free_build_options, abilities.free_build_resolve),
    DecisionKind("cristo", rb.WONDER_EFFECTS,
                 lambda s, t: f"P{t.player + 1}: Cristo Redentor — choose the culture deck to draw from ({t.n} "
                              f"left)", abilities.cristo_options, abilities.cristo_resolve),
    DecisionKind("machu", rb.WONDER_EFFECTS,
                 _prompt("{who}: take a market resource of your choice (Machu Picchu; Germany's unit tech)"),
                 lambda s, t: [Take.of(r) for r in rules.MARKET_RESOURCES],
                 lambda s, t, a: s._edit(t.player, resources=tuple(sorted(s.players[t.player].resources + (a.what,))))),
    DecisionKind("keep", rb.GP_GREECE, _prompt("{who}: keep one of the two great people"), _keep_options,
                 _keep_resolve),
    DecisionKind("seven", rb.SEVEN_CITIES, _prompt("{who}: Seven Cities of Gold — put a free investment marker"),
                 _seven_options, _seven_resolve),
    DecisionKind("gain-gp", rb.CONFUCIAN_ACADEMY, "{who} gains a great person", None, _gain_resolve),
    DecisionKind("take", rb.LOOT_ONE, _prompt("{who}: choose what the loot takes (face-down pieces by place only)"),
                 effects.take_options, effects.take_resolve),
    DecisionKind("hand", rb.CULTURE_EVENTS, _prompt("{who}: discard a culture event card down to your hand size"),
                 effects.hand_options, effects.hand_resolve),
    DecisionKind("learn", rb.INVESTMENT_TIER, _prompt("{who}: learn a free tech (Public Education)"),
                 effects.learn_options, lambda s, t, a: s._learn(t.player, a.tech)),
    DecisionKind("giannini", rb.GP_EFFECTS, _prompt("{who}: A. P. Giannini — build a free building"),
                 effects.giannini_options,
                 lambda s, t, a: s._with(buildings=tuple(sorted(s.buildings + ((a.square, t.player, a.building),))))),
    DecisionKind("harbor", rb.GP_EFFECTS,
                 lambda s, t: f"P{t.player + 1}: Jacques Cousteau — choose a water square for a free Harbor "
                              f"({t.n} left), or done", effects.harbor_options, effects.harbor_resolve),
    DecisionKind("barbarians", rb.FRIENDLY_BARBARIANS,
                 _prompt("{who}: Friendly Barbarians — a free unit, or a free figure on the hut's square"),
                 _barbarian_options, _barbarian_resolve),
)
