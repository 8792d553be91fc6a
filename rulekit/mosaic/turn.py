"""How a game of Mosaic unfolds: the decision table and the moves it makes.

Set-up decisions (§C5.13-C5.15): Leaders drafted to the right, Starting
Technologies drafted to the left, Starting Cities from the Start Player
clockwise, then each player plays the Starting Technologies they can. A turn
(§C6): free actions (play a face-down Technology, claim a tile, clear an Offer
with the Government's ability), ONE of the eight Actions with the choices it
asks for, free actions again, then the end of the turn: an Empire Scoring if a
Scoring card was revealed (§C8), the end trigger and the remaining turns (§C9),
and after the last turn the final scoring (§C10).

Every cost is paid by :meth:`Turn.pay` (Money replaces a missing Stone, Idea or
Food at 2:1, L342-347); every refusal is the decision's rule, or a more precise
one from :meth:`Turn._refusal_detail`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rulekit.core.decisions import DecisionKind, DecisionStack, decision_table
from rulekit.core.resources import Bag
from rulekit.core.rule import cites
from rulekit.core.state import cached
from rulekit.mosaic import effects, rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.board import region_neighbours, space_neighbours
from rulekit.mosaic.actions import (Build, Claim, Clear, Done, Eliminate, Government, Keep, Leader, Military, Move, Peek,
                                    Place, Play, Population, Recruit, Shift, Taxtrade, Tech, Wonder, Work)
from rulekit.mosaic.cards import data, teaching_decks
from rulekit.mosaic.state import PIECE_LIMITS, RESOURCES, Task, drop

DECKS = ("technology", "build", "population", "tax-trade")
SCORING_CARDS = tuple(f"ES-{d}" for d in DECKS)
FORMATIONS, SIEGE_TECH, CAVALRY_TACTICS, CITIZEN_LEVY = "T9", "T27", "T58", "S36"
LABOUR_ORGANIZATION, SCIENTIFIC_SCHOOL = "T42", "T56"
_PRODUCTION = re.compile(r"\+(\d+) (Stone|Ideas|Food|Tax|Trade) Production")
_GAIN = re.compile(r"gain (\d+) (Population|Ideas|Money|Stone|Food)\b")
_TRACK = {"Stone": "STONE", "Ideas": "IDEAS", "Food": "FOOD", "Tax": "TAX", "Trade": "TRADE"}


@lru_cache(maxsize=None)
def neighbours() -> dict:
    return {s: frozenset(near) for s, near in space_neighbours().items()}


@lru_cache(maxsize=None)
def card_effect(text: str) -> tuple:
    """The simple effects a card's text states: Production, Population and Resources.

    Leader start benefits use it; every card's full effect (eliminations, free
    pieces, end-game VP per symbol …) is played by :mod:`rulekit.mosaic.effects`.

    >>> card_effect("gain 1 Population; +2 Ideas Production")
    ((('IDEAS', 2),), 1, ())
    """
    production = tuple((_TRACK[k], int(n)) for n, k in _PRODUCTION.findall(text))
    population, gains = 0, []
    for n, what in _GAIN.findall(text):
        if what == "Population":
            population += int(n)
        else:
            gains.append((what.upper(), int(n)))
    return production, population, tuple(gains)


@lru_cache(maxsize=None)
def _task(kind: str, player: int, card: str = "") -> Task:
    """The one shared task of a kind for a player (and card): tasks are values, and
    sharing the ones every turn pushes spares the collector an object per state."""
    return Task(kind, player, card=card)


#: Where a piece counts in a Region's tally (Port Cities are Cities, L720-722): Cities, Wonders, Farms, Workshops.
_COUNTED = {"CITY": 0, "PORT_CITY": 0, "WONDER": 1, "FARM": 2, "WORKSHOP": 3}
_NONE = (0, 0, 0, 0)
_MONEY_RATE = rules.MONEY_RATE
#: Where each Resource a cost may name sits in a player's ``resources`` (Money last).
_PAYABLE = {r: i for i, r in enumerate(RESOURCES)}


#: A Presence is a value: one shared object for each combination met.
_presence = lru_cache(maxsize=4096)(rules.Presence)


@lru_cache(maxsize=1024)
def _unit_tally(units: tuple) -> dict:
    """A player's Infantry, Cavalry and Siege Engines by Region, from their ``units``."""
    out: dict[str, list] = {}
    for region, kind in units:
        out.setdefault(region, [0, 0, 0])[("INFANTRY", "CAVALRY", "SIEGE_ENGINE").index(kind)] += 1
    return {region: tuple(c) for region, c in out.items()}


def _index_plus(index: tuple, space: str, seat: int, piece: str) -> tuple:
    """A board index (:meth:`Turn._read_board`) with one more piece, without reading the whole board."""
    by_seat, by_region, free, land, ports = index
    region = data().map.spaces[space].region
    by_seat = dict(by_seat)
    by_seat[seat] = tuple(sorted(by_seat.get(seat, ()) + ((space, piece),)))
    counts = list(by_region.get(region, {}).get(seat, _NONE))
    counts[_COUNTED[piece]] += 1
    by_region = dict(by_region)
    by_region[region] = {**by_region.get(region, {}), seat: tuple(counts)}
    return by_seat, by_region, _without(free, space), _without(land, space), _without(ports, space)


def _without(ids: tuple, space: str) -> tuple:
    """``ids`` less ``space`` (if there: a piece may stand outside the Regions in play, AMB-12)."""
    if space not in ids:
        return ids
    i = ids.index(space)
    return ids[:i] + ids[i + 1:]


@lru_cache(maxsize=1024)
def _unit_groups(units: tuple) -> dict:
    """How many units of each (Region, kind) a player has, in sorted order."""
    out: dict[tuple, int] = {}
    for unit in sorted(units):
        out[unit] = out.get(unit, 0) + 1
    return out


@lru_cache(maxsize=None)
def _spaces_in_play(players: int) -> tuple:
    """The map's spaces in the Regions in play, in the map's order."""
    regions = set(rules.regions_in_play(players))
    return tuple(s for s in data().map.spaces.values() if s.region in regions)


@lru_cache(maxsize=4096)
def _symbols(techs: tuple, leader: str, builds: tuple, build_card_symbols: str) -> dict:
    """The symbols of these cards (remembered: the same cards are asked about at every step)."""
    t = data().teaching
    out: dict[str, int] = {}
    sources = [t.tech_provides.get(c) for c in techs] + [t.leader_provides.get(leader)]
    sources += [t.build_provides.get(b.split("-")[0]) for b in builds
                if build_card_symbols == "all"
                or data().build[b.split("-")[0]].kind in ("city", "project", "capital")]
    for src in sources:
        for k, v in (src or {}).items():
            out[k] = out.get(k, 0) + v
    return out


def _bag(cost) -> Bag:
    return cost if isinstance(cost, Bag) else Bag({k: v for k, v in cost.items() if v})


class Turn:
    """The moves of a turn, mixed into the game's State."""

    # -- reading the state ------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.players)

    def in_play(self) -> tuple:
        return rules.regions_in_play(self.n)

    def occupant(self, space: str):
        for sp, seat, piece in self.board:
            if sp == space:
                return seat, piece
        return None

    def pieces(self, seat: int, *kinds) -> list:
        key = ("pieces", seat, kinds)                  # remembered per board with the sites
        memo = self._sites_memo
        if key not in memo:
            memo[key] = tuple(sp for sp, piece in self._board_index[0].get(seat, ()) if piece in kinds)
        return list(memo[key])

    @property
    def _board_index(self) -> tuple:
        """The board index (:meth:`_read_board`), read once per board."""
        memo = self._board_memo
        if "index" not in memo:
            memo["index"] = self._read_board()
        return memo["index"]

    def _read_board(self) -> tuple:
        """The board read once (it changes only when a piece is put, and :meth:`put`
        updates it): each seat's ``(space, piece)`` in board order; each Region's
        Cities (Port Cities included), Wonders, Farms and Workshops by seat; the
        free spaces in play, all of them, then the land ones, then the ports (ids, in map order)."""
        spaces = data().map.spaces
        by_seat: dict[int, list] = {}
        by_region: dict[str, dict[int, list]] = {}
        for sp, seat, piece in self.board:
            by_seat.setdefault(seat, []).append((sp, piece))
            counts = by_region.setdefault(spaces[sp].region, {}).setdefault(seat, [0, 0, 0, 0])
            counts[_COUNTED[piece]] += 1
        used = {sp for sp, _, _ in self.board}
        free = tuple(s for s in _spaces_in_play(self.n) if s.id not in used)
        # tuples of plain values, which the garbage collector stops tracking
        return ({seat: tuple(x) for seat, x in by_seat.items()},
                {region: {seat: tuple(c) for seat, c in here.items()} for region, here in by_region.items()},
                tuple(s.id for s in free), tuple(s.id for s in free if s.kind != "port"),
                tuple(s.id for s in free if s.kind == "port"))

    def symbols(self, seat: int) -> dict:
        """The pillar symbols a player owns, from the TEACHING symbol assignment
        (face-up Technologies, the Leader, Build cards, AMB-08) (L891-907)."""
        p = self.players[seat]
        out = dict(_symbols(p.techs, p.leader, p.builds, self.options.build_card_symbols))
        if p.used:                                   # the Great Library's chosen symbols (effects.extra_symbols)
            for k, v in effects.extra_symbols(p).items():
                out[k] = out.get(k, 0) + v
        return out

    def meets(self, seat: int, need) -> bool:
        have = self.symbols(seat)
        return all(have.get(k, 0) >= v for k, v in (need or {}).items())

    def can_pay(self, seat: int, cost) -> bool:
        """Whether a player can pay ``cost`` (a Bag or {resource: n}), Money standing in at 2:1."""
        p = self.players[seat]
        have, money = p.resources, 0
        for k, n in cost.items():          # the fast path: Stone, Ideas, Food and Money, as rules.can_pay counts them
            i = _PAYABLE.get(k)
            if i is None:
                return rules.can_pay(_bag(cost), Bag({r: p.res(r) for r in RESOURCES}))
            if i == 3:
                money += n
            elif n > have[i]:
                money += _MONEY_RATE * (n - have[i])
        return money <= have[3]

    def unique_goods(self, seat: int) -> int:
        goods = self.players[seat].goods
        kinds = [g.split("#")[0] for g in goods if g != "universal"]        # tokens of one kind: one good
        return rules.unique_goods(kinds, "universal" in goods, self.options)

    # -- changing it ------------------------------------------------------------------
    def _player(self, seat: int, p):
        if self.options.money_reserve == "coins":          # AMB-X9
            p = effects.within_reserve(self, seat, p)
        players = list(self.players)
        players[seat] = p
        return self._with(players=tuple(players))

    @cites(rb.MONEY_FOR_RESOURCES)
    def pay(self, seat: int, cost: dict):
        """Pay ``cost``: the Resources held first, Money for the rest at 2:1 (MO-EX-1)."""
        p = self.players[seat]
        have = p.resources
        if all(k in _PAYABLE for k, _ in cost.items()):      # the fast path: rules.money_needed's sum, without Bags
            paid = {k: min(v, have[_PAYABLE[k]]) for k, v in cost.items() if k != "MONEY" and v}
            paid["MONEY"] = sum(v if k == "MONEY" else rules.MONEY_RATE * max(0, v - have[_PAYABLE[k]])
                                for k, v in cost.items())
            return self._player(seat, p.pay(paid))
        cost = _bag(cost)
        have = Bag({r: p.res(r) for r in RESOURCES})
        money = rules.money_needed(cost, have)
        paid = {k: min(v, p.res(k)) for k, v in cost.as_dict().items() if k != "MONEY"}
        paid["MONEY"] = money
        return self._player(seat, p.pay(paid))

    def effect(self, seat: int, text: str):
        """The simple gains of a text (Leader start benefits); cards go through :func:`effects.play`."""
        production, population, gains = card_effect(text)
        p = self.players[seat].produce(dict(production)).gain(dict(gains))
        return self._player(seat, p._with(population=p.population + population))

    def draw(self, which: int):
        """Refill an Offer from its deck; a revealed Empire Scoring card is set
        aside and triggers a Scoring at the end of the Action (L1134-1136; AMB-32)."""
        s = self
        deck, offer = list(s.decks[which]), list(s.offers[which])
        size = data().decks[DECKS[which]].offer
        revealed, box = s.revealed, s.box
        while len(offer) < size and deck:
            card = deck.pop(0)
            if card in SCORING_CARDS:
                revealed += 1
                box += (card,)
                if not s.options.scoring_card_refill:
                    break
                continue
            offer.append(card)
        decks = list(s.decks)
        offers = list(s.offers)
        decks[which], offers[which] = tuple(deck), tuple(offer)
        return s._with(decks=tuple(decks), offers=tuple(offers), revealed=revealed, box=box)

    def take(self, which: int, card: str):
        offers = list(self.offers)
        offers[which] = drop(offers[which], card)
        return self._with(offers=tuple(offers)).draw(which)

    # -- what a state remembers ---------------------------------------------------------
    @cached("board", "options")
    def _board_memo(self) -> dict:
        """What this board tells, found once and kept until a piece is put: the
        board index, the sites and pieces found (``_sites_memo``), Influence and
        control (``_influence_memo``). One remembered value rather than three:
        every derived state checks each remembered value's fields."""
        return {"sites": {}, "influence": {}}

    @property
    def _sites_memo(self) -> dict:
        """Sites and pieces found for this board (they depend on nothing else)."""
        return self._board_memo["sites"]

    @property
    def _influence_memo(self) -> dict:
        """Influence found for this board, by Region and :meth:`_influence_key`."""
        return self._board_memo["influence"]

    def _next(self, action):
        """Core's step (:meth:`DecisionStack._next`), then this state forgets what it
        remembered to list its options: the next state carries what is still valid,
        and a state left in the history keeps fewer objects for the garbage collector
        (asked again, it computes them again)."""
        nxt = DecisionStack._next(self, action)
        self.__dict__.pop("_board_memo", None)
        return nxt

    # -- spaces -----------------------------------------------------------------------

    @cites(rb.CITY_COST, rb.PORT_CITY, rb.FARM_WORKSHOP, rb.REGIONS_IN_PLAY)
    def sites(self, seat: int, piece: str) -> list[str]:
        """The available spaces a piece may go on (L688-743; AMB-19's option)."""
        memo = self._sites_memo
        key = (seat, piece)
        if key not in memo:
            memo[key] = self._sites(seat, piece)
        return effects.unlocked(self, seat, piece, memo[key])

    def _sites(self, seat: int, piece: str) -> list[str]:
        spaces = data().map.spaces
        _, index, free, land, ports = self._board_index
        if piece == "CITY":                    # any free land space, the same for every player
            return list(land)
        if piece == "PORT_CITY":
            return list(ports)
        if piece in ("FARM", "WORKSHOP"):
            key = (seat, "FARM/WORKSHOP")                  # the same rule for both
            if key not in self._sites_memo:
                near, across, beside = space_neighbours(), self.options.farm_across_border, set()
                for c in self.pieces(seat, "CITY", "PORT_CITY"):
                    beside.update(x for x in near[c] if across or spaces[x].region == spaces[c].region)
                self._sites_memo[key] = [x for x in land if x in beside]
            return self._sites_memo[key]
        wonder = data().wonders[piece]
        key = (seat, "WONDER", wonder.placement)       # Wonders placed alike have the same sites
        if key in self._sites_memo:
            return self._sites_memo[key]
        by_region = {region: {str(who): c[0] for who, c in here.items() if c[0]} for region, here in index.items()}
        ok: dict[tuple, bool] = {}             # the answer depends only on the Region and the kind of space
        out = self._sites_memo[key] = []
        for x in free:
            s = spaces[x]
            if (s.region, s.kind) not in ok:
                ok[s.region, s.kind] = rules.wonder_site_problem(
                    wonder.placement, s.kind, by_region.get(s.region, {}), str(seat), self.options) is None
            if ok[s.region, s.kind]:
                out.append(x)
        return out

    @cites(rb.SUPPLY_TOKENS, rb.TRADE_GOODS)
    def put(self, seat: int, space: str, piece: str):
        """Put a piece on a space and take the token there: a Trade Good onto the
        board (with its Production, L789-793), a Supply token's Resources (L756-766)."""
        s = self._with(board=tuple(sorted(self.board + ((space, seat, piece),))))
        known = self.__dict__.get("_board_memo", {}).get("index")
        if known is not None:
            s.__dict__["_board_memo"] = {"index": _index_plus(known, space, seat, piece), "sites": {}, "influence": {}}
        token = dict(s.tokens).get(space)
        if token is None:
            return s
        s = s._with(tokens=tuple(t for t in s.tokens if t[0] != space))
        p = s.players[seat]
        if token.startswith("TEACH-SUPPLY"):
            resource, count = teaching_decks().supply[token]
            return s._player(seat, p.gain({resource: count}))._with(box=s.box + (token,))
        kind = token.split("#")[0]
        p = p.produce(dict(data().goods[kind].production))._with(goods=p.goods + (token,))
        return s._player(seat, p)

    # -- turn order -------------------------------------------------------------------
    def start_turn(self):
        return effects.turn_extras(self._push(_task("turn", self.current)))

    @cites(rb.ROUNDS, rb.SCORING_TRIGGER, rb.END_TRIGGER, rb.FINAL_ROUNDS, rb.MAX_SCORINGS, rb.GENERAL)
    def end_turn(self):
        """After an Action: the Empire Scoring a revealed card asks for (the
        General's elimination first), the end trigger, then the next player."""
        s = self
        empty = sum(not x for x in (s.wonders, s.achievements, s.golden))
        triggered_now = s.ending is None and rules.end_triggered(s.revealed, empty)
        score = False
        if s.revealed > s.seen or (triggered_now and s.scorings < rules.MAX_EMPIRE_SCORINGS):
            score = rules.scoring_allowed(s.scorings, s.ending is not None, s.options)
            # each revealed card is one Scoring (L1134): this one now, then the end of the turn again
            s = s._with(seen=s.seen + 1 if score and s.revealed > s.seen else s.revealed)
        if triggered_now:
            s = s._with(ending=tuple(rules.remaining_turns(s.n, 0, s.current, s.options)))
        if not score:
            return s.next_turn()
        return s._push(*effects.scoring_tasks(s, s.current), _task("end", s.current))       # AMB-33's order

    def next_turn(self):
        s = self
        if s.ending is not None:
            if not s.ending:
                return effects.before_final(s)
            s = s._with(current=s.ending[0], ending=s.ending[1:])
        else:                    # the next player and his turn (start_turn's push) in one copy
            current = (s.current + 1) % s.n
            return effects.turn_extras(s._with(current=current, round=s.round + (s.current == s.n - 1),
                                               tasks=(_task("turn", current),) + s.tasks))
        return s.start_turn()

    # -- scoring ----------------------------------------------------------------------
    def presence(self, region: str) -> dict:
        """Every player's pieces in a Region, as :class:`rules.Presence`."""
        here = self._board_index[1].get(region, {})
        out = {}
        for p in self.players:
            cities, wonders, farms, workshops = here.get(p.seat, _NONE)
            infantry, cavalry, siege = _unit_tally(p.units).get(region, (0, 0, 0))
            out[p.seat] = _presence(cities, wonders, farms, workshops, infantry, cavalry, siege,
                                    FORMATIONS in p.techs, CAVALRY_TACTICS in p.techs)
        return out

    def influences(self, region: str) -> dict:
        return dict(self._influences(region, self._influence_key()))

    def _influences(self, region: str, known: tuple) -> dict:
        key = (region, known)
        memo = self._influence_memo
        if key not in memo:
            pres = self.presence(region)
            sieges = {q for q, p in pres.items() if p.siege} if self.options.siege_scope == "region" else {
                p.seat for p in self.players if any(k == "SIEGE_ENGINE" for _, k in p.units)}
            memo[key] = rules.region_influence(pres, sieges, self.options)
        return memo[key]

    def controlled(self, seat: int) -> int:
        known = self._influence_key()
        key = ("controllers", known)
        memo = self._influence_memo
        if key not in memo:
            memo[key] = tuple(rules.controller(self._influences(r, known), self.options) for r in self.in_play())
        return sum(who == seat for who in memo[key])

    def _influence_key(self) -> tuple:
        """Everything besides the board that :meth:`presence` reads: each player's
        units and whether they hold Formations and Cavalry Tactics. (A rule that
        makes Influence depend on more must add it here.)"""
        return tuple((p.units, FORMATIONS in p.techs, CAVALRY_TACTICS in p.techs) for p in self.players)

    @cites(rb.INFLUENCE, rb.REGION_AWARDS, rb.CONTROL, rb.GOVERNMENT_SCORING, rb.GOVERNMENT_VP)
    def empire_scoring(self):
        """One Empire Scoring: every Region in play, then every Government (§C8)."""
        s = self
        vp = [0] * s.n
        control = [0] * s.n
        index = s._board_index[1]
        for region in s.in_play():
            inf = s.influences(region)
            here = sum(c[0] + c[1] for c in index.get(region, {}).values())      # Cities and Wonders, any owner
            for seat, v in rules.region_awards(inf, here, s.options).items():
                vp[seat] += v
            who = rules.controller(inf, s.options)
            if who is not None:
                control[who] += 1
        for p in s.players:
            if p.government:
                per_region = [index.get(r, {}).get(p.seat, _NONE)[0] for r in s.in_play()]
                vp[p.seat] += rules.government_vp(
                    p.government, s.n, controlled=control[p.seat], regions_with_city=sum(1 for c in per_region if c),
                    best_region_cities=max(per_region), wonders=len(p.wonders), tiles=len(p.tiles),
                    population=p.population, options=s.options)
        players = tuple(p._with(vp=p.vp + v) for p, v in zip(s.players, vp))
        return s._with(players=players, scorings=s.scorings + 1)

    def final_vp(self, seat: int) -> int:
        """Final VP (§C10): banked VP, pieces, tiles, less the remaining Unrest."""
        p = self.players[seat]
        d = data()
        unrest = sum((teaching_decks().tax.get(c) or teaching_decks().trade[c]).unrest for c in p.tax_trade)
        ignored = d.leaders[p.leader].unrest if p.leader else 0
        ignored += sum(d.wonders[w].unrest for w in p.wonders) + effects.unrest_ignored(self, seat)
        return rules.final_score(
            banked=p.vp, cities=len(self.pieces(seat, "CITY", "PORT_CITY")), farms=len(self.pieces(seat, "FARM")),
            workshops=len(self.pieces(seat, "WORKSHOP")), wonder_vp=sum(d.wonders[w].vp for w in p.wonders),
            tile_vp=sum((d.golden_ages.get(t) or d.achievements[t]).vp for t in p.tiles),
            other=effects.end_vp(self, seat), unrest=unrest, unrest_ignored=ignored, options=self.options)

    @cites(rb.FINAL_SCORING, rb.TIE_BREAK)
    def final_scoring(self):
        return self._with(over=True, phase="over", tasks=())


# == the decisions ======================================================================

def _leader_options(s, t):
    return [Leader.of(x) for x in s.leaders]


def _leader(s, t, a):
    return s._player(t.player, s.players[t.player]._with(leader=a.leader))._with(
        leaders=drop(s.leaders, a.leader))


def _keep_options(s, t):
    return [Keep.of(x) for x in s.hands[t.player]]


def _keep(s, t, a):
    hands = list(s.hands)
    hands[t.player] = drop(hands[t.player], a.tech)
    p = s.players[t.player]
    return s._player(t.player, p._with(hidden=p.hidden + (a.tech,)))._with(hands=tuple(hands))


@cites(rb.STARTING_CITY, rb.REGIONS_IN_PLAY)
def _city_options(s, t):
    """A Starting City: any land space in play, or also one out of play with AMB-12's option (the ban
    on building there is stated 'after the game starts', L488-493)."""
    sites = s.sites(t.player, "CITY")
    if s.options.start_city_in_excluded_region:
        used = {sp for sp, _, _ in s.board}
        sites = sorted(set(sites) | {x.id for x in data().map.spaces.values()
                                     if x.kind != "port" and x.id not in used and x.region not in s.in_play()})
    return [Place.of(x) for x in sites]


def _city(s, t, a):
    s = s.put(t.player, a.space, "CITY")
    if s.options.start_city_storage:
        s = s._with(storage=s.storage + rules.storage_added(False, s.options))
    return s


def _playable(s, seat):
    hidden = s.players[seat].hidden
    if not hidden:
        return []
    requires, have = data().teaching.tech_requires, s.symbols(seat)       # the symbols read once, not per card
    return [x for x in hidden if _has(have, requires.get(x))]


def _has(have: dict, need) -> bool:
    """Whether symbols ``have`` meet ``need`` (:meth:`Turn.meets` with the symbols already read)."""
    return not need or all(have.get(k, 0) >= v for k, v in need.items())


def _claimable(s, seat):
    d = data()
    p = s.players[seat]
    have = s.symbols(seat)
    out = [g for g in s.golden if rules.golden_age_ready(have.get(d.golden_ages[g].pillar, 0))]
    for a, measure, threshold, bound in _achievement_checks(s.achievements, s.n):
        if (bound is None or bound(s, seat, p) >= threshold) and measure(s, seat, p) >= threshold:
            out.append(a)
    return out


@lru_cache(maxsize=256)
def _achievement_checks(achievements: tuple, players: int) -> tuple:
    """Each Achievement tile still available with what it measures (:data:`_MEASURES`) and its
    threshold for this player count, looked up once per set of tiles rather than at every step."""
    d = data()
    return tuple((a, _MEASURES.get(d.achievements[a].measure, _UNMEASURED), d.achievements[a].threshold(players),
                  _MEASURE_BOUNDS.get(d.achievements[a].measure)) for a in achievements)


def _regions_present(s, seat, p) -> int:
    """The Regions in play where ``seat`` has a piece or a unit: at least the Regions it controls, since
    a controller has more Influence than every other player (so more than 0) and Influence comes
    only from pieces and units (:func:`rules.controller`, :func:`rules.influence`)."""
    here = {r for r, seats in s._board_index[1].items() if seat in seats}
    here.update(_unit_tally(p.units))
    return len(here.intersection(s.in_play()))


def _measure(s, seat, what):
    value = _MEASURES.get(what)
    return value(s, seat, s.players[seat]) if value else -1


#: What each Achievement measures, for a state, a seat and that seat's player (one table, built once).
_MEASURES = {
    "money": lambda s, seat, p: p.res("MONEY"), "population": lambda s, seat, p: p.population,
    "trade_production": lambda s, seat, p: p.prod("TRADE"), "stone_production": lambda s, seat, p: p.prod("STONE"),
    "food_production": lambda s, seat, p: p.prod("FOOD"), "ideas_production": lambda s, seat, p: p.prod("IDEAS"),
    "tax_production": lambda s, seat, p: p.prod("TAX"), "unique_trade_goods": lambda s, seat, p: s.unique_goods(seat),
    "cities": lambda s, seat, p: len(s.pieces(seat, "CITY", "PORT_CITY")),
    "port_cities": lambda s, seat, p: len(s.pieces(seat, "PORT_CITY")),
    "military_units": lambda s, seat, p: len(p.units), "technology_cards": lambda s, seat, p: len(p.techs) + (len(p.hidden) if s.options.scientific_counts == "owned" else 0),
    "projects_and_wonders": lambda s, seat, p: len(p.wonders) + sum(
        1 for b in p.builds if data().build[b.split("-")[0]].kind == "project"),
    "distinct_pillars": lambda s, seat, p: sum(1 for v in s.symbols(seat).values() if v),
    "controlled_regions": lambda s, seat, p: s.controlled(seat),
}


#: A cheap upper bound of a measure that is slow to take: when it is below an Achievement's threshold,
#: the measure need not be taken.
_MEASURE_BOUNDS = {"controlled_regions": _regions_present}


def _UNMEASURED(s, seat, p):
    """What :func:`_measure` gives a measure it does not know."""
    return -1


def _free_options(s, seat, done=True):
    out = [Play.of(x) for x in _playable(s, seat)] + [Claim.of(x) for x in _claimable(s, seat)]
    p = s.players[seat]
    if p.government and p.government not in s.flipped:
        out += [Clear.of(d) for i, d in enumerate(DECKS) if s.offers[i] and s.decks[i]]
    if p.leader in ("priestess", "judge"):
        out += effects.free_options(s, seat)
    return out + ([Done.of()] if done else [])


@cites(rb.PLAY_TECHNOLOGY, rb.TECH_REQUIREMENTS, rb.PILLAR_SOURCES, rb.GOLDEN_AGE, rb.GOVERNMENT_ABILITY)
def _free(s, seat, a):
    """A free action (not an Action): play a Technology, claim a tile, clear an Offer."""
    d = data()
    p = s.players[seat]
    if isinstance(a, Play):
        tech = d.technologies[a.tech]
        s = s._player(seat, p._with(hidden=drop(p.hidden, a.tech), techs=p.techs + (a.tech,),
                                    vp=p.vp + (tech.vp if s.options.immediate_vp == "bank" else 0)))
        return effects.play(s, seat, a.tech)       # every card's effect (LABOUR_ORGANIZATION's too)
    if isinstance(a, effects.FREE_ACTIONS):
        return effects.free(s, seat, a)
    if isinstance(a, Claim):
        if a.tile in s.golden:
            s = s._with(golden=drop(s.golden, a.tile))
            s = effects.claim(s, seat, a.tile)
        else:
            s = s._with(achievements=drop(s.achievements, a.tile))
        p = s.players[seat]
        return s._player(seat, p._with(tiles=p.tiles + (a.tile,)))
    i = DECKS.index(a.deck)
    decks, offers = list(s.decks), list(s.offers)
    decks[i], offers[i] = s.decks[i] + s.offers[i], ()
    return s._with(decks=tuple(decks), offers=tuple(offers), flipped=s.flipped + (p.government,)).draw(i)


@cites(rb.STARTING_CITY)
def _setup_play_options(s, t):
    """The Starting Technologies a player can play (L554-558); keeping a playable one face down is
    AMB-14's option (by default allowed, as L873-874 allows later)."""
    playable = [Play.of(x) for x in _playable(s, t.player)]
    return playable + ([Done.of()] if s.options.may_hold_starting_techs or not playable else [])


def _setup_play(s, t, a):
    if isinstance(a, Done):
        return s
    return _free(s._push(t), t.player, a)


def _turn_options(s, t):
    return _free_options(s, t.player, done=False) + effects.republic_options(s, t.player) + _action_options(s, t.player)


def _turn(s, t, a):
    if isinstance(a, (Play, Claim, Clear) + effects.FREE_ACTIONS):
        return _free(s._push(t), t.player, a)
    if isinstance(a, Peek):                                   # Republic: the Action follows the look
        return effects.peek(s, t.player, a.deck)
    s = s._push(_task("free", t.player), _task("end", t.player))
    return effects.act(s, t.player, a)                      # a payment choice first, if any (AMB-X6)


def _free_after(s, t, a):
    if isinstance(a, Done):
        return s
    return _free(s._push(t), t.player, a)


@cites(rb.PLAY_TECHNOLOGY)
def _shift_options(s, t):
    """Scientific School: any amount by default, at most 4 with AMB-42's option."""
    p = s.players[t.player]
    out = [Done.of()]
    for origin in ("STONE", "IDEAS", "FOOD"):
        top = p.prod(origin) if s.options.school_shift == "any" else min(4, p.prod(origin))
        out += [Shift.of(origin, target, str(n)) for target in ("STONE", "IDEAS", "FOOD") if target != origin
                for n in range(1, top + 1)]
    return out


def _shift(s, t, a):
    if isinstance(a, Done):
        return s
    n = int(a.amount)
    return s._player(t.player, s.players[t.player].produce({a.origin: -n, a.target: n}))


# -- the eight Actions -------------------------------------------------------------------

def _build_kinds(s, seat, card):
    kind = data().build[card.split("-")[0]].kind
    return "city" if kind == "capital" and s.options.capital_card == "city" else kind


_PIECE = {"city": "CITY", "port-city": "PORT_CITY", "farm": "FARM", "workshop": "WORKSHOP"}


def _can_build(s, seat, kind):
    p = s.players[seat]
    if kind == "project":
        return s.can_pay(seat, rules.project_cost())
    piece = _PIECE[kind]
    if len(s.pieces(seat, piece)) >= PIECE_LIMITS[piece] or not s.sites(seat, piece):
        return False
    if kind in ("city", "port-city"):
        return p.population >= 2 and s.can_pay(seat, {"STONE": 4})
    return True


def _action_options(s, seat):
    p = s.players[seat]
    d = data()
    out = [Work.of(r) for r in ("STONE", "IDEAS", "FOOD")]
    pop = teaching_decks().population
    twice = effects.food_factor(s, seat)
    out += [Population.of(c) for c in s.offers[2] if s.can_pay(seat, {"FOOD": pop[c][0] * twice})]
    if not s.offers[2] and not s.decks[2] and s.can_pay(seat, {"FOOD": 15}):
        out.append(Population.of("-"))
    able: dict[str, bool] = {}                 # whether each kind can be built, asked once per kind
    for kind in _PIECE:
        able[kind] = _can_build(s, seat, kind)
    for c in s.offers[1]:
        kind = _build_kinds(s, seat, c)
        if kind in _PIECE or kind == "project":
            if kind not in able:
                able[kind] = _can_build(s, seat, kind)
            if able[kind]:
                out.append(Build.of(c, kind))
    out += [Build.of("-", k) for k in _PIECE if able[k]]
    cost = rules.wonder_cost(len(p.wonders))
    if s.can_pay(seat, cost):
        out += [Wonder.of(w) for w in s.wonders if s.sites(seat, w)]
    if s.can_pay(seat, rules.technology_cost()):
        out += [Tech.of(c) for c in s.offers[0]]
    out += [Taxtrade.of(c) for c in s.offers[3]]
    if not s.offers[3] and not s.decks[3]:
        out += [Taxtrade.of("-tax"), Taxtrade.of("-trade")]
    if next(_military_choices(s, _task("military", seat)), None) is not None:
        out.append(Military.of())
    have = None                                  # the symbols, read once if a Government asks
    for g in s.governments:
        if g != p.government and s.can_pay(seat, {"IDEAS": d.governments[g].cost_ideas}):
            if not effects.ignores_government_symbols(p):
                have = s.symbols(seat) if have is None else have
                if not _has(have, d.teaching.government_requires.get(g)):
                    continue
            out.append(Government.of(g))
    return out


@cites(rb.WORK)
def _work(s, seat, a):
    p = s.players[seat]
    s = s._player(seat, p.gain({a.resource: rules.work_yield(p.population, p.prod(a.resource))}))
    return effects.on_work(s, seat, a.resource)


@cites(rb.POPULATION, rb.POPULATION_FALLBACK)
def _population(s, seat, a):
    p = s.players[seat]
    farmer = p.leader == "farmer"
    if a.card == "-":
        s = s.pay(seat, {"FOOD": 15})
        gain = rules.population_gain(2, farmer=farmer, fallback=True, options=s.options)
    else:
        food, card_gain = teaching_decks().population[a.card]
        s, doubled = effects.population_doubled(s, seat, a.card)
        food *= 2 if doubled and s.options.flood_agriculture == "gain-and-cost" else 1
        s = s.pay(seat, {"FOOD": food}).take(2, a.card)
        gain = rules.population_gain(card_gain, farmer=farmer, doubled=doubled, options=s.options)
    p = s.players[seat]
    return s._player(seat, p._with(population=p.population + gain,
                                   people=p.people + ((a.card,) if a.card != "-" else ())))


@cites(rb.BUILD, rb.CITY_COST, rb.PROJECT_COST, rb.STORAGE_CITY, rb.STORAGE_PORT)
def _build(s, seat, a):
    if a.kind == "project":
        s = s.pay(seat, rules.project_cost())
    elif a.kind in ("city", "port-city"):
        s = s.pay(seat, {"STONE": 4})
        p = s.players[seat]
        s = s._player(seat, p._with(population=p.population - 2))
        port = a.kind == "port-city"
        s = s._with(storage=s.storage + effects.to_storage(s, rules.storage_added(port, s.options)))
        if port and a.card == "-" and s.options.port_money_without_card:     # with the card: its own +10 (AMB-17)
            s = s._player(seat, s.players[seat].gain({"MONEY": 10}))
        s = effects.city_built(s, seat, port)
    if s.players[seat].leader == "engineer" and a.kind in ("city", "port-city", "workshop"):
        s = s._player(seat, s.players[seat].produce({"STONE": 1}))
    copy = (a.card,) if a.card != "-" else ()
    if a.kind == "project":
        place = ()
    elif copy:
        place = (Task("place", seat, card=_PIECE[a.kind], data=copy),)
    else:
        place = (_task("place", seat, _PIECE[a.kind]),)
    if a.card != "-":          # its benefits, then the Offer refilled (L673-678, Appendix 5)
        refill = Task("refill", seat, card="build")
        return effects.build_card(effects.off_offer(s, 1, a.card), seat, a.card, after=place + (refill,))
    return s._push(*place)


def _place_options(s, t):
    return [Place.of(x) for x in s.sites(t.player, t.card)]


def _place(s, t, a):
    if t.card in data().wonders:
        return effects.wonder_placed(s.put(t.player, a.space, "WONDER"), t.player, t.card, a.space)
    return effects.piece_placed(s.put(t.player, a.space, t.card), t.player, a.space, *t.data)


@cites(rb.WONDER_COST, rb.WONDER_PLACEMENT)
def _wonder(s, seat, a):
    s = s.pay(seat, rules.wonder_cost(len(s.players[seat].wonders)))
    p = s.players[seat]
    s = s._player(seat, p._with(wonders=p.wonders + (a.wonder,)))._with(wonders=drop(s.wonders, a.wonder))
    for q in s.players:
        if q.leader == "artist":
            s = s._player(q.seat, q.gain({"MONEY": 10}))
    return effects.wonder_built(s, seat, a.wonder)._push(_task("place", seat, a.wonder))


@cites(rb.TECHNOLOGY_COST)
def _tech(s, seat, a):
    s = s.pay(seat, rules.technology_cost()).take(0, a.tech)
    p = s.players[seat]
    return s._player(seat, p._with(hidden=p.hidden + (a.tech,)))


@cites(rb.TAX_TRADE, rb.TAX, rb.TRADE, rb.TAX_TRADE_FALLBACK, rb.UNREST)
def _taxtrade(s, seat, a):
    p = s.players[seat]
    gov = s.symbols(seat).get("GOVERNMENT", 0)
    cities = len(s.pieces(seat, "CITY", "PORT_CITY"))
    goods = s.unique_goods(seat)
    tax = a.card == "-tax" or a.card.startswith("TEACH-TAX")
    if a.card.startswith("-"):
        income = (rules.tax_fallback(p.population, gov, p.prod("TAX")) if tax
                  else rules.trade_fallback(goods, cities, p.prod("TRADE")))
    elif tax:
        income = rules.tax_income(teaching_decks().tax[a.card], p.population, gov, p.prod("TAX"))
    else:
        income = rules.trade_income(teaching_decks().trade[a.card], goods, cities, p.prod("TRADE"))
    if tax and p.leader == "merchant":
        income += 2 * goods
    fallback = a.card.startswith("-")
    money = rules.tax_trade_money(income, s.storage, fallback=fallback, options=s.options)
    storage = s.storage - (money - income)
    if not fallback:
        s = s.take(3, a.card)
        p = s.players[seat]._with(tax_trade=p.tax_trade + (a.card,))
    return s._with(storage=storage)._player(seat, p.gain({"MONEY": money}))


def _military(s, seat, a):
    return s._push(_task("military", seat))


@cites(rb.RECRUIT, rb.MOVE, rb.ADJACENCY)
def _military_options(s, t, done=True):
    out = list(_military_choices(s, t))
    return out + ([Done.of()] if done and (t.count or t.data) else [])


@cites(rb.RECRUIT, rb.MOVE, rb.ADJACENCY)
def _military_choices(s, t):
    """The recruits and moves open to the player, one at a time (a Military
    action is offered when there is a first one; it need not list them all)."""
    p = s.players[t.player]
    money = p.res("MONEY")
    limit = rules.recruit_limit(p.leader == "general", CITIZEN_LEVY in p.techs, s.options)
    if t.count < limit and money >= 5:
        own = {data().map.spaces[sp].region for sp in s.pieces(t.player, "CITY", "PORT_CITY")}
        kinds = [k for k in ("INFANTRY", "CAVALRY", "SIEGE_ENGINE")
                 if effects.unit_stock(s, t.player, k) > 0
                 and (k != "SIEGE_ENGINE" or SIEGE_TECH in p.techs)]
        yield from (Recruit.of(k, r) for k in kinds for r in sorted(own))
    if money >= 1:
        near = region_neighbours(s.options.adjacency, s.n)
        for (r, k), n in _unit_groups(p.units).items():      # moved ones, and recruits under AMB-25's False, stay
            if n - t.data.count((r, k)) - t.data.count(("+" + r, k)) > 0 and r in near:
                yield from (Move.of(k, r, to) for to in near[r])


def _military_step(s, t, a):
    if isinstance(a, Done):
        return s
    p = s.players[t.player]
    if isinstance(a, Recruit):
        p = p.pay({"MONEY": 5})._with(units=tuple(sorted(p.units + ((a.region, a.unit),))))
        data_ = t.data if s.options.recruits_move_same_turn else t.data + (("+" + a.region, a.unit),)
        return s._player(t.player, p)._push(Task("military", t.player, count=t.count + 1, data=data_))
    units = list(p.units)
    units.remove((a.origin, a.unit))
    p = p.pay({"MONEY": 1})._with(units=tuple(sorted(units + [(a.region, a.unit)])))
    return s._player(t.player, p)._push(Task("military", t.player, count=t.count, data=t.data + ((a.region, a.unit),)))


@cites(rb.GOVERNMENT)
def _government(s, seat, a):
    d = data()
    p = s.players[seat]
    s = s.pay(seat, {"IDEAS": d.governments[a.government].cost_ideas})
    p = s.players[seat]
    if p.government:
        p = p.produce({k: -v for k, v in d.governments[p.government].production.items()})
        s = s._with(governments=tuple(sorted(s.governments + (p.government,))))
    p = p.produce(dict(d.governments[a.government].production))._with(government=a.government)
    if s.options.government_ability == "per-holding":          # a new holder may use it again (AMB-30)
        s = s._with(flipped=tuple(g for g in s.flipped if g != a.government))
    return s._player(seat, p)._with(governments=drop(s.governments, a.government))


_ACTIONS = {Work: _work, Population: _population, Build: _build, Wonder: _wonder, Tech: _tech,
            Taxtrade: _taxtrade, Military: _military, Government: _government}


def _end(s, t):
    return s.end_turn()


@cites(rb.GENERAL)
def _general_options(s, t):
    """Units of other players in the Regions where the General's owner has Infantry or Cavalry."""
    mine = {r for r, k in s.players[t.player].units if k in ("INFANTRY", "CAVALRY")}
    return [Eliminate.of(f"P{q.seat + 1}", k, r) for q in s.players if q.seat != t.player and not effects.armoured(q)
            for r, k in sorted(set(q.units)) if r in mine]


def _general(s, t, a):
    return effects.eliminated(s, int(a.owner[1]) - 1, a.region, a.unit)      # stock or box (AMB-27)


DECISIONS = decision_table(
    DecisionKind("leader", rb.LEADER_DRAFT, "{who}: choose a Leader; pass the rest to the right",
                 _leader_options, _leader),
    DecisionKind("keep", rb.START_TECH_DRAFT, "{who}: keep one Starting Technology, pass the rest to the left",
                 _keep_options, _keep),
    DecisionKind("city", rb.STARTING_CITY, "{who}: place your Starting City on a space", _city_options, _city),
    DecisionKind("setup-play", rb.STARTING_CITY, "{who}: play the Starting Technologies you can, then done",
                 _setup_play_options, _setup_play),
    DecisionKind("turn", rb.ROUNDS, "{who}: take one Action (or a free action first)", _turn_options, _turn),
    DecisionKind("place", rb.BUILD, "{who}: choose the space for the piece", _place_options, _place),
    DecisionKind("military", rb.RECRUIT, "{who}: recruit or move units, then done",
                 lambda s, t: _military_options(s, t), _military_step),
    DecisionKind("free", rb.PLAY_TECHNOLOGY, "{who}: free actions, then done",
                 lambda s, t: _free_options(s, t.player), _free_after),
    DecisionKind("shift", rb.PLAY_TECHNOLOGY, "{who}: shift Production from one Resource to another, or done",
                 _shift_options, _shift),
    DecisionKind("end", rb.ROUNDS, "end of the turn", None, _end),
    DecisionKind("general", rb.GENERAL, "{who} (General): eliminate one unit before the Empire Scoring",
                 _general_options, _general),
    DecisionKind("score", rb.SCORING_TRIGGER, "Empire Scoring", None, lambda s, t: s.empire_scoring()),
    DecisionKind("next", rb.ROUNDS, "the next player", None, lambda s, t: s.next_turn()),
)

__all__ = ["DECISIONS", "DECKS", "SCORING_CARDS", "Turn", "card_effect", "neighbours"]
