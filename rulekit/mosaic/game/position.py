"""What a Mosaic position says and how a move changes it, mixed into the game's State.

Reading: the board (whose pieces stand where, each Region's tally), the spaces a
piece may go on (:meth:`Position.sites`), a player's symbols, whether a cost can be
paid. Changing: a player's board, paying (Money replaces a missing Stone, Idea or
Food at 2:1, L342-347), drawing an Offer, putting a piece. Everything derived is
remembered with core's :class:`~rulekit.core.state.cached`, keyed by the fields it
reads, so a derived state recomputes only what a move made stale.
"""

from __future__ import annotations

from bisect import bisect_left
from functools import lru_cache
from itertools import chain

from rulekit.core.resources import Bag
from rulekit.core.rule import cites
from rulekit.core.state import cached
from rulekit.mosaic import effects, rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.actions import DECKS
from rulekit.mosaic.board import space_neighbours
from rulekit.mosaic.cards import data
from rulekit.mosaic.state import RESOURCES, drop

SCORING_CARDS = tuple(f"ES-{d}" for d in DECKS)

#: Where a piece counts in a Region's tally (Port Cities are Cities, L720-722): Cities, Wonders, Farms, Workshops.
COUNTED = {"CITY": 0, "PORT_CITY": 0, "WONDER": 1, "FARM": 2, "WORKSHOP": 3}
NONE = (0, 0, 0, 0)
_CITIES = ("CITY", "PORT_CITY")
#: Where each Resource a cost may name sits in a player's ``resources`` (Money last).
_PAYABLE = {r: i for i, r in enumerate(RESOURCES)}


@lru_cache(maxsize=None)
def _spaces_in_play(players: int) -> tuple:
    """The map's spaces in the Regions in play, in the map's order."""
    regions = set(rules.regions_in_play(players))
    return tuple(s for s in data().map.spaces.values() if s.region in regions)


@lru_cache(maxsize=None)
def _regions_in_play(players: int) -> tuple:
    """:func:`rules.regions_in_play` for a player count, read once (a pure function of static data)."""
    return rules.regions_in_play(players)


@lru_cache(maxsize=None)
def _map_order() -> dict:
    """Each space's place in the map's order (the order of the free spaces in a board index)."""
    return {sp: i for i, sp in enumerate(data().map.spaces)}


def _bag(cost) -> Bag:
    return cost if isinstance(cost, Bag) else Bag({k: v for k, v in cost.items() if v})


def _held(p) -> Bag:
    """A player's Resources as a Bag (its own function: :meth:`Position.can_pay`'s fast path makes no cell)."""
    return Bag({r: p.res(r) for r in RESOURCES})


def _index_plus(index: tuple, space: str, seat: int, piece: str) -> tuple:
    """A board index (:attr:`Position.board_index`) with one more piece, without reading the whole
    board: the seat's pieces stay in board order, the space leaves the free ones. (Dicts may list
    their keys in another order than a fresh read: every reader looks keys up or sums.)"""
    by_seat, by_region, free, land, ports = index
    region = data().map.spaces[space].region
    by_seat = dict(by_seat)
    by_seat[seat] = tuple(sorted(by_seat.get(seat, ()) + ((space, piece),)))
    counts = list(by_region.get(region, {}).get(seat, NONE))
    counts[COUNTED[piece]] += 1
    by_region = dict(by_region)
    by_region[region] = {**by_region.get(region, {}), seat: tuple(counts)}
    return by_seat, by_region, _without(free, space), _without(land, space), _without(ports, space)


def _pieces_plus(index: dict, space: str, seat: int, piece: str) -> dict:
    """A piece index (:attr:`Position.piece_index`) with one more piece (in board order: by space)."""
    out = dict(index)
    mine = out[seat] = dict(index.get(seat, {}))
    mine[piece] = tuple(sorted(mine.get(piece, ()) + (space,)))
    if piece in _CITIES:
        mine[_CITIES] = tuple(sorted(mine.get(_CITIES, ()) + (space,)))
    return out


@lru_cache(maxsize=None)
def _beside(city: str, across: bool) -> frozenset:
    """The spaces next to a City's space where its owner's Farms and Workshops may go, free or not:
    in its Region, or across a Region border too with AMB-19's option (L731-735)."""
    spaces = data().map.spaces
    return frozenset(x for x in space_neighbours()[city] if across or spaces[x].region == spaces[city].region)


def _farms_plus(sites: dict, space: str, seat: int, piece: str, across: bool, land: tuple) -> dict:
    """:attr:`Position.farm_sites` after one more piece: its space taken from every seat's sites;
    a City's free land neighbours added to its owner's."""
    out = {q: _without(here, space) for q, here in sites.items()}
    if piece in _CITIES:
        beside = set(out.get(seat, ())) | _beside(space, across).intersection(land)
        out[seat] = tuple(sorted(beside, key=_map_order().__getitem__))
    return out


def _regions_plus(regions: dict, space: str, seat: int, piece: str, cities_only: bool) -> dict:
    """:attr:`Position.city_regions` (``cities_only``) or :attr:`Position.piece_regions` after one more
    piece: the same dict when the seat already had that Region (or the piece is no City), else a copy
    with the seat's Regions and that one (the same kind of set as before)."""
    if cities_only and piece not in _CITIES:
        return regions
    region = data().map.spaces[space].region
    mine = regions.get(seat)
    if mine is not None and region in mine:
        return regions
    out = dict(regions)
    out[seat] = frozenset((region,)).union(mine or ()) if cities_only else {region}.union(mine or ())
    return out


def _groups_plus(groups_cities: tuple, space: str, seat: int, piece: str) -> tuple:
    """:attr:`Position.wonder_groups` after one more piece: its space out of its group (a group left
    empty goes), and a City counted in its Region's Cities by seat (a Region met for the first time
    gets its entry, as a fresh read gives it)."""
    groups, by_region = groups_cities
    x = data().map.spaces[space]
    key = (x.region, x.kind)
    here = groups.get(key)
    if here is not None and space in here:
        groups = dict(groups)
        rest = _without(here, space)
        if rest:
            groups[key] = rest
        else:
            del groups[key]
    if piece in _CITIES or x.region not in by_region:
        by_region = dict(by_region)
        cities = by_region[x.region] = dict(by_region.get(x.region, {}))
        if piece in _CITIES:
            cities[str(seat)] = cities.get(str(seat), 0) + 1
    return groups, by_region


def _without(ids: tuple, space: str) -> tuple:
    """``ids`` (spaces in the map's order) less ``space`` (if there: a piece may stand outside the Regions
    in play, AMB-12), found by halving on the map's order rather than read one by one."""
    order = _map_order()
    i = bisect_left(ids, order[space], key=order.__getitem__)
    if i == len(ids) or ids[i] != space:
        return ids
    return ids[:i] + ids[i + 1:]


class Position:
    """Reading and changing a position (mixed into :class:`rulekit.mosaic.game.State`)."""

    __slots__ = ()

    # -- reading the state ------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.players)

    def in_play(self) -> tuple:
        return _regions_in_play(len(self.players))

    def occupant(self, space: str):
        for sp, seat, piece in self.board:
            if sp == space:
                return seat, piece
        return None

    @cached("board")
    def board_index(self) -> tuple:
        """The board read once per board: each seat's ``(space, piece)`` in board order; each
        Region's Cities (Port Cities included), Wonders, Farms and Workshops by seat; the free
        spaces in play, all of them, then the land ones, then the ports (ids, in map order).

        A board :meth:`put` made from a board whose index was known is the previous index
        with one more piece (``grown``); any other board is read afresh."""
        grown = self.grown
        if grown is not None and grown[0] is self.board:
            return _index_plus(*grown[1:5])
        return self._read_board()

    def _read_board(self) -> tuple:
        """:attr:`board_index` read from the whole board."""
        spaces = data().map.spaces
        by_seat: dict[int, list] = {}
        by_region: dict[str, dict[int, list]] = {}
        for sp, seat, piece in self.board:
            by_seat.setdefault(seat, []).append((sp, piece))
            counts = by_region.setdefault(spaces[sp].region, {}).setdefault(seat, [0, 0, 0, 0])
            counts[COUNTED[piece]] += 1
        used = {sp for sp, _, _ in self.board}
        free = tuple(s for s in _spaces_in_play(len(self.players)) if s.id not in used)
        return ({seat: tuple(x) for seat, x in by_seat.items()},
                {region: {seat: tuple(c) for seat, c in here.items()} for region, here in by_region.items()},
                tuple(s.id for s in free), tuple(s.id for s in free if s.kind != "port"),
                tuple(s.id for s in free if s.kind == "port"))

    @cached("board")
    def piece_index(self) -> dict:
        """Each seat's spaces by kind of piece (and its Cities with its Port Cities), in board order
        (grown by one piece from the previous board's, as :attr:`board_index` is, when it was known)."""
        grown = self.grown
        if grown is not None and grown[0] is self.board and grown[5] is not None:
            return _pieces_plus(grown[5], *grown[2:5])
        out: dict[int, dict] = {}
        for seat, here in self.board_index[0].items():
            mine = out[seat] = {}
            for sp, piece in here:
                mine[piece] = mine.get(piece, ()) + (sp,)
                if piece in ("CITY", "PORT_CITY"):
                    mine[_CITIES] = mine.get(_CITIES, ()) + (sp,)
        return out

    def count(self, seat: int, *kinds) -> int:
        """How many of :meth:`pieces` there are (without listing them)."""
        if len(kinds) == 1 or kinds == _CITIES:
            return len(self.piece_index.get(seat, {}).get(kinds[0] if len(kinds) == 1 else kinds, ()))
        return len(self.pieces(seat, *kinds))

    def pieces(self, seat: int, *kinds) -> list:
        """The spaces of ``seat``'s pieces of these kinds, in board order."""
        mine = self.piece_index.get(seat, {})
        if len(kinds) == 1 or kinds == _CITIES:
            return list(mine.get(kinds[0] if len(kinds) == 1 else kinds, ()))
        return [sp for sp, piece in self.board_index[0].get(seat, ()) if piece in kinds]

    @cached("board")
    def city_regions(self) -> dict:
        """Each seat's Regions with one of its Cities or Port Cities (a frozenset; seats without a City
        left out), read once per board (the previous board's, with one more City's Region, when it was known)."""
        grown = self.grown
        if grown is not None and grown[0] is self.board and grown[10] is not None:
            return _regions_plus(grown[10], *grown[2:5], cities_only=True)
        spaces = data().map.spaces
        return {seat: frozenset(spaces[sp].region for sp in mine[_CITIES])
                for seat, mine in self.piece_index.items() if mine.get(_CITIES)}

    def regions_with_pieces(self, seat: int) -> tuple:
        """The Regions where ``seat`` has a piece on the map."""
        return tuple(r for r, seats in self.board_index[1].items() if seat in seats)

    @cached("board")
    def piece_regions(self) -> dict:
        """:meth:`regions_with_pieces` of every seat, as sets (read only), read once per board (the
        previous board's, with the new piece's Region, when it was known)."""
        grown = self.grown
        if grown is not None and grown[0] is self.board and grown[11] is not None:
            return _regions_plus(grown[11], *grown[2:5], cities_only=False)
        out: dict[int, set] = {}
        for region, seats in self.board_index[1].items():
            for seat in seats:
                out.setdefault(seat, set()).add(region)
        return out

    def tally(self, region: str) -> dict:
        """Each seat's Cities, Wonders, Farms and Workshops in a Region."""
        return self.board_index[1].get(region, {})

    def symbols(self, seat: int) -> dict:
        """The pillar symbols a player owns, from the TEACHING symbol assignment
        (face-up Technologies, the Leader, Build cards, AMB-08) (L891-907): a copy of
        :meth:`symbol_counts`."""
        return dict(self.symbol_counts(seat))

    def symbol_counts(self, seat: int) -> dict:
        """:meth:`symbols`, remembered on the player's board (read only: never change it)."""
        p = self.players[seat]
        return p.symbols_all if self.options.build_card_symbols == "all" else p.symbols_city_and_project

    def playable(self, seat: int) -> frozenset:
        """The face-down Technologies ``seat`` owns the symbols to play (remembered on the player's
        board: :attr:`rulekit.mosaic.state.Player.playable_all`)."""
        p = self.players[seat]
        return p.playable_all if self.options.build_card_symbols == "all" else p.playable_city_and_project

    def governable(self, seat: int) -> frozenset:
        """The Government tiles whose required symbols ``seat`` owns (remembered on the player's board:
        :attr:`rulekit.mosaic.state.Player.governable_all`)."""
        p = self.players[seat]
        return p.governable_all if self.options.build_card_symbols == "all" else p.governable_city_and_project

    def ready_pillars(self, seat: int) -> frozenset:
        """The pillars whose Golden Age ``seat`` owns the symbols to claim (remembered on the player's
        board: :attr:`rulekit.mosaic.state.Player.ready_all`)."""
        p = self.players[seat]
        return p.ready_all if self.options.build_card_symbols == "all" else p.ready_city_and_project

    def can_pay(self, seat: int, cost) -> bool:
        """Whether a player can pay ``cost`` (a Bag or {resource: n}), Money standing in at 2:1."""
        p = self.players[seat]
        have, money = p.resources, 0
        for k, n in cost.items():          # the fast path: Stone, Ideas, Food and Money, as rules.can_pay counts them
            i = _PAYABLE.get(k)
            if i is None:
                return rules.can_pay(_bag(cost), _held(p))
            if i == 3:
                money += n
            elif n > have[i]:
                money += rules.MONEY_RATE * (n - have[i])
        return money <= have[3]

    def unique_goods(self, seat: int) -> int:
        kinds, universal = self.players[seat].goods_kinds        # tokens of one kind: one good
        return rules.unique_goods(kinds, universal, self.options)

    # -- changing it ------------------------------------------------------------------
    def with_player(self, seat: int, p, **fields):
        """This state with ``seat``'s player board replaced by ``p`` and any other ``fields`` changed, in one
        copy (a Money gain held to the coins of the box under AMB-X9's 'coins' reading, counted once the
        other fields are changed)."""
        if self.options.money_reserve == "coins":          # AMB-X9
            s = self._with(**fields) if fields else self
            return s._with_player(seat, effects.within_reserve(s, seat, p), {})
        return self._with_player(seat, p, fields)

    def _with_player(self, seat: int, p, fields: dict):
        players = list(self.players)
        players[seat] = p
        if fields:
            return self._with(players=tuple(players), **fields)
        return self._with_field("players", tuple(players))

    @cites(rb.MONEY_FOR_RESOURCES)
    def pay(self, seat: int, cost: dict):
        """Pay ``cost``: the Resources held first, Money for the rest at 2:1 (MO-EX-1)."""
        return self.with_player(seat, self.paid(seat, cost))

    @cites(rb.MONEY_FOR_RESOURCES)
    def paid(self, seat: int, cost: dict, **fields):
        """``seat``'s player board once it has paid ``cost`` (as :meth:`pay` pays it), with any other
        ``fields`` of the board changed in the same copy."""
        p = self.players[seat]
        have = p.resources
        if all(k in _PAYABLE for k, _ in cost.items()):      # the fast path: rules.money_needed's sum, without Bags
            paid = {k: min(v, have[_PAYABLE[k]]) for k, v in cost.items() if k != "MONEY" and v}
            paid["MONEY"] = sum(v if k == "MONEY" else rules.MONEY_RATE * max(0, v - have[_PAYABLE[k]])
                                for k, v in cost.items())
            return p.pay(paid, **fields)
        cost = _bag(cost)
        have = Bag({r: p.res(r) for r in RESOURCES})
        money = rules.money_needed(cost, have)
        paid = {k: min(v, p.res(k)) for k, v in cost.as_dict().items() if k != "MONEY"}
        paid["MONEY"] = money
        return p.pay(paid, **fields)

    def draw(self, which: int):
        """Refill an Offer from its deck; a revealed Empire Scoring card is set
        aside and triggers a Scoring at the end of the Action (L1134-1136; AMB-32)."""
        return self._with(**self.drawn(which, self.offers[which]))

    def drawn(self, which: int, offer: tuple) -> dict:
        """The fields :meth:`draw` changes (decks, offers, revealed, box), Offer ``which`` being ``offer``
        before it is refilled: for a copy of the state that changes other fields too."""
        s = self
        deck, offer = list(s.decks[which]), list(offer)
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
        return {"decks": tuple(decks), "offers": tuple(offers), "revealed": revealed, "box": box}

    def take(self, which: int, card: str):
        """``card`` taken from Offer ``which``, and the Offer refilled (:meth:`draw`), in one copy."""
        return self._with(**self.taken(which, card))

    def taken(self, which: int, card: str) -> dict:
        """The fields :meth:`take` changes, for a copy of the state that changes other fields too."""
        return self.drawn(which, drop(self.offers[which], card))

    # -- spaces -----------------------------------------------------------------------
    @cites(rb.CITY_COST, rb.PORT_CITY, rb.FARM_WORKSHOP, rb.REGIONS_IN_PLAY, rb.WONDER_PLACEMENT, rb.LOYALTY)
    def sites(self, seat: int, piece: str) -> list[str]:
        """The available spaces a piece (a kind, or a Wonder tile) may go on (L688-743; AMB-19's option),
        less the Regions another player's Loyalty closes to ``seat``'s Cities."""
        return list(self.site_ids(seat, piece))

    def site_ids(self, seat: int, piece: str) -> tuple:
        """:meth:`sites` as the tuple the board index holds (no copy unless Loyalty removes some)."""
        if piece == "CITY":                    # any free land space, the same for every player
            return effects.unlocked(self, seat, piece, self.board_index[3])
        if piece == "PORT_CITY":
            return effects.unlocked(self, seat, piece, self.board_index[4])
        if piece in ("FARM", "WORKSHOP"):      # the same rule for both
            return effects.unlocked(self, seat, piece, self.farm_sites.get(seat, ()))
        return effects.unlocked(self, seat, piece, self.wonder_spaces(seat, data().wonders[piece].placement))

    @cached("board", "options")
    def farm_sites(self) -> dict:
        """Each seat's free land spaces next to one of its Cities (in its Region, or across a border too
        with AMB-19's option): where its Farms and Workshops may go (grown by one piece from the previous
        board's, as :attr:`board_index` is, when it was known for the same options)."""
        across, land, order = self.options.farm_across_border, self.board_index[3], _map_order()
        grown = self.grown
        if grown is not None and grown[0] is self.board and grown[6] is not None and grown[7] is self.options:
            return _farms_plus(grown[6], *grown[2:5], across, land)
        out = {}
        for seat, here in self.board_index[0].items():
            beside = set()
            for c, piece in here:
                if piece in effects.CITIES:
                    beside |= _beside(c, across)
            out[seat] = tuple(sorted(beside.intersection(land), key=order.__getitem__))      # in map order
        return out

    @cached("board", "options")
    def wonder_groups(self) -> tuple:
        """The free spaces in play grouped by Region and kind of space (land, port), in map order, and
        each Region's Cities by seat (``"0"``, ``"1"`` …; seats without a City left out): what
        :func:`rules.wonder_site_problem` reads, the same for every seat and every Wonder."""
        grown = self.grown
        if grown is not None and grown[0] is self.board and grown[9] is not None and grown[7] is self.options:
            return _groups_plus(grown[9], *grown[2:5])
        spaces = data().map.spaces
        groups: dict[tuple, list] = {}
        for x in self.board_index[2]:
            groups.setdefault((spaces[x].region, spaces[x].kind), []).append(x)
        by_region = {region: {str(who): c[0] for who, c in here.items() if c[0]}
                     for region, here in self.board_index[1].items()}
        return {g: tuple(x) for g, x in groups.items()}, by_region

    @cached("board", "options")
    def wonder_spaces_found(self) -> dict:
        """The answers of :meth:`wonder_spaces` for this board and these options, by seat and placement rule,
        as they are found (they read nothing else: a later state with the same board and options reads them
        again, as the Wonder's placement does after the Wonder's listing)."""
        return {}

    def wonder_spaces(self, seat: int, placement: str) -> tuple:
        """The free spaces where ``seat`` may put a Wonder of this placement rule (Wonders placed alike
        have the same spaces: the answer depends only on the Region and the kind of space), in map order;
        found once for a board (:attr:`wonder_spaces_found`)."""
        found = self.wonder_spaces_found
        key = seat, placement
        spaces = found.get(key)
        if spaces is None:
            spaces = found[key] = self._wonder_spaces(seat, placement)
        return spaces

    def _wonder_spaces(self, seat: int, placement: str) -> tuple:
        """:meth:`wonder_spaces`, found."""
        groups, by_region = self.wonder_groups
        me, options = str(seat), self.options
        # rules.wonder_site_problem refuses first a Region without one of the seat's Cities: the groups
        # of the other Regions are not asked
        spared = options.pyramid_port_cities or placement != "three-cities"
        ok = [g for g in groups if me in by_region.get(g[0], ()) and rules.wonder_site_problem(
            placement, g[1], by_region[g[0]], me, options, None if spared else rules.region_ports(self.board, g[0])) is None]
        if len(ok) == len(groups):          # every free space
            return self.board_index[2]
        if len(ok) == 1:
            return groups[ok[0]]
        return tuple(sorted(chain.from_iterable(groups[g] for g in ok), key=_map_order().__getitem__))

    @cites(rb.SUPPLY_TOKENS, rb.TRADE_GOODS)
    def put(self, seat: int, space: str, piece: str):
        """Put a piece on a space and take the token there: a Trade Good onto the
        board (with its Production, L789-793), a Supply token's Resources (L756-766)."""
        board = tuple(sorted(self.board + ((space, seat, piece),)))
        known = self.__dict__         # read only: what this board already knows of itself
        index = known.get("board_index")
        grown = None if index is None else (
            board, index, space, seat, piece, known.get("piece_index"), known.get("farm_sites"), self.options,
            known.get("controllers_carried"), known.get("wonder_groups"), known.get("city_regions"),
            known.get("piece_regions"))
        if effects.token_on(self, space) is None:
            return self._with(board=board, grown=grown)
        return effects.take_token(self, seat, space, board=board, grown=grown)      # one copy


__all__ = ["COUNTED", "NONE", "Position", "SCORING_CARDS"]
