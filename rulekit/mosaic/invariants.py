"""What a Mosaic game conserves, checked by core's conformance kit after every step.

Every card (Technology, Build, Population, Tax & Trade, Scoring) is in exactly
one place and none appears or vanishes; every Trade Goods and Supply token is
on the map, on one player board or in the box; every tile (Wonder, Golden Age,
Achievement, Government) is in one place; the Money on the Storage space is
never negative; no Resource, Production or Population is negative; Unrest
stays within the Tax & Trade cards' total; pieces and units stay within each
colour's supply (L230-236; units eliminated into the box count, AMB-27); at
most three Empire Scorings (L1208-1210); the
Influence counted from the board equals the pieces and units there (L1143-1147);
and the effects (:mod:`rulekit.mosaic.effects`) are used at most as often as
their cards allow: once-per-game powers once, one Loyalty Region per Loyalty
card, one Great Library choice per Great Library, the one universal Trade Good
with one player, each Wonder's recorded space holding a Wonder of its owner,
and, under AMB-X9's 'coins' reading, no more Money in play than the coins.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import chain
from operator import attrgetter

from rulekit.core.conformance import Seen
from rulekit.mosaic import effects
from rulekit.mosaic.cards import data, teaching_decks
from rulekit.mosaic.rules import MAX_EMPIRE_SCORINGS, influence
from rulekit.mosaic.state import PIECE_LIMITS


#: What the checks below found of the parts a step left unchanged, by identity
#: (:class:`rulekit.core.conformance.Seen`).
_SEEN = Seen()


def _box_parts(box) -> tuple:
    """What the box holds, sorted by kind: its cards, its Trade Goods and Supply tokens, its Achievement
    tiles, how many Empire Scoring cards were revealed into it, and the units eliminated into it
    (by (player name, kind), AMB-27's 'box')."""
    tiles = data().achievements
    cards = [c for c in box if "#" not in c and not c.startswith(("TEACH-SUPPLY", "unit:")) and c not in tiles]
    tokens = [x for x in box if "#" in x or x.startswith("TEACH-SUPPLY")]
    achievements = [x for x in box if x in tiles]
    revealed = len({c for c in box if c.startswith("ES-")})
    units = Counter(tuple(x.split(":")[1:3]) for x in box if x.startswith("unit:"))
    return cards, tokens, achievements, revealed, units


def _in_box(g) -> tuple:
    return _SEEN.get("box", (g.box,), lambda: _box_parts(g.box))


def _card_list(g) -> list:
    """Every card where it lies, once for each place (a card in two places is listed twice)."""
    cards = list(_in_box(g)[0])
    for pile in g.decks + g.offers + g.hands:
        cards += pile
    for p in g.players:
        cards += p.techs + p.hidden + p.builds + p.people + p.tax_trade
    return cards


def card_places(g) -> Counter:
    """How many places each card is in (1 for every card, in a sound state)."""
    return Counter(_card_list(g))


def _token_list(g) -> list:
    tokens = [tok for _, tok in g.tokens]
    tokens += _in_box(g)[1]
    for p in g.players:
        tokens += [x for x in p.goods if x != "universal"]
    return tokens


def token_places(g) -> Counter:
    """How many places each Trade Goods or Supply token is in."""
    return Counter(_token_list(g))


@lru_cache(maxsize=1)
def _token_total() -> int:
    """The tokens the box holds: the teaching Trade Goods and Supply tokens."""
    t = teaching_decks()
    return sum(t.goods.values()) + len(t.supply)


@lru_cache(maxsize=None)
def expected_cards() -> frozenset:
    """Every card the box holds: Technologies, Build card copies, the teaching Population and Tax & Trade
    cards, the Empire Scoring cards."""
    d, t = data(), teaching_decks()
    expected = set(d.technologies) | {f"{b}-{i}" for b, n in d.teaching.build_copies.items() for i in range(1, n + 1)}
    expected |= set(t.population) | set(t.tax) | set(t.trade) | {f"ES-{k}" for k in d.decks}
    return frozenset(expected)


def _board_parts(board) -> tuple:
    """Of the pieces on the map: whether two share a space, each (seat, piece) kind's count, and the
    Influence each seat's pieces give in each Region (L1143-1147)."""
    spaces = [sp for sp, _, _ in board]
    where = data().map.spaces
    base: dict[tuple, int] = {}
    for sp, seat, piece in board:
        key = (where[sp].region, seat)
        base[key] = base.get(key, 0) + (1 if piece in ("FARM", "WORKSHOP") else 2)
    return len(spaces) == len(set(spaces)), Counter((seat, piece) for _, seat, piece in board), base


def _player_problem(p) -> str:
    """What one player's own fields break (``""`` if nothing): a negative count, Unrest off its track,
    an effect used more often than its card allows (:func:`effect_uses`)."""
    if not (min(p.resources) >= 0 and min(p.production) >= 0 and p.population >= 0):
        return f"{p.name}: something negative: {p.resources} {p.production} {p.population}"
    t = teaching_decks()
    unrest = sum((t.tax.get(c) or t.trade[c]).unrest for c in p.tax_trade)
    if not 0 <= unrest <= 4 * len(p.tax_trade):
        return f"{p.name}: Unrest {unrest} off its track"
    marks = Counter(p.used)
    once = ("priestess", "judge", "scribe-first", "scribe-end", effects.DIPLOMATS, effects.FLOOD)
    if not all(marks[m] <= 1 for m in once):
        return f"{p.name}: a once-per-game power used twice: {p.used}"
    if marks["priestess"] and p.leader != "priestess":
        return f"{p.name}: a takeover without the Priestess"
    if marks["judge"] and p.leader != "judge":
        return f"{p.name}: a conversion without the Judge"
    locks = [u for u in p.used if u.startswith("lock:")]
    if len(locks) > ("T24" in p.techs):
        return f"{p.name}: {len(locks)} Loyalty Regions"
    library = [u for u in p.used if u.startswith("library:")]
    if len(library) > ("W8" in p.wonders):
        return f"{p.name}: Great Library symbols without the Wonder"
    if p.goods.count("universal") > 1:
        return f"{p.name}: two universal Trade Goods"
    return ""


def invariants(g, root) -> None:
    """Raise ``AssertionError`` naming what broke. Each check is remembered for the parts it reads
    (:data:`_SEEN`): after a step, only the checks of the parts the step changed run again."""
    _, _, in_box, revealed, boxed = _in_box(g)
    assert revealed == g.revealed, f"{g.revealed} Scoring cards revealed, {revealed} in the box"
    players = g.players
    piles = (g.box, g.decks, g.offers, g.hands, *chain.from_iterable(map(_CARD_FIELDS, players)))
    problem = _SEEN.get("cards", piles, lambda: _cards_problem(g))
    assert not problem, problem
    problem = _SEEN.get("tokens", (g.tokens, g.box, *map(_GOODS, players)), lambda: _tokens_problem(g))
    assert not problem, problem
    tiles = (g.wonders, g.golden, g.achievements, g.governments, g.box, *chain.from_iterable(map(_TILE_FIELDS, players)))
    problem = _SEEN.get("tiles", tiles, lambda: _tiles_problem(g, in_box))
    assert not problem, problem
    assert g.storage >= 0, "negative Money on the Storage space"
    assert g.scorings <= MAX_EMPIRE_SCORINGS, "more than three Empire Scorings"
    apart, on_board, base = _SEEN.get("board", (g.board,), lambda: _board_parts(g.board))
    assert apart, "two pieces on one space"
    wonders = data().wonders
    placing = [task.player for task in g.tasks if task.kind == "place" and task.card in wonders]
    unlimited = not g.options.box_limits_units                                           # AMB-X8
    for p in players:
        problem = _SEEN.get("player", (p,), lambda: _player_problem(p))
        assert not problem, problem
        placed_later = placing.count(p.seat) if placing else 0
        # the pieces' check reads the player's units and Wonder tiles, its seat and name (fixed for the seat)
        problem = _SEEN.get(("pieces", unlimited, placed_later, p.seat, p.name), (p.units, p.wonders, on_board, boxed),
                            lambda: _pieces_problem(p, on_board, boxed, unlimited, placed_later))
        assert not problem, problem
    _effects_across(g)
    # Influence reads the board and each player's units and Technologies (game.scoring.military)
    parts = (g.board, *map(_UNITS, players), *map(_TECHS, players))
    problem = _SEEN.get(("influence", len(players)), parts, lambda: _influence_problem(g, base))
    assert not problem, problem


#: A player's fields read at once for the checks' keys: where its cards lie, its Trade Goods, its tiles,
#: its units, its Technologies.
_CARD_FIELDS = attrgetter("techs", "hidden", "builds", "people", "tax_trade")
_GOODS = attrgetter("goods")
_TILE_FIELDS = attrgetter("wonders", "tiles", "government")
_UNITS = attrgetter("units")
_TECHS = attrgetter("techs")


def _cards_problem(g) -> str:
    """Whether every card of the box lies in exactly one place (``""`` if so)."""
    expected = expected_cards()
    listed = _card_list(g)
    if len(listed) != len(expected) or set(listed) != expected:      # else: each card exactly once
        cards = Counter(listed)
        if cards.keys() != expected:
            return f"cards appeared or vanished: {sorted(set(cards) ^ expected)[:5]}"
        return f"cards in more than one place: {[c for c, n in cards.items() if n != 1][:5]}"
    return ""


def _tokens_problem(g) -> str:
    """Whether every Trade Goods and Supply token lies in exactly one place (``""`` if so)."""
    tokens = _token_list(g)
    if len(set(tokens)) != len(tokens):
        return "a token is in two places"
    if len(tokens) != _token_total():
        return "a token appeared or vanished"
    return ""


def _tiles_problem(g, in_box) -> str:
    """Whether every tile (Wonder, Golden Age, Achievement, Government) lies in exactly one place (``""`` if
    so); ``in_box``: the Achievement tiles in the box."""
    d = data()
    held = list(g.wonders + g.golden + g.achievements + g.governments)
    held += in_box
    for p in g.players:
        held += p.wonders + p.tiles + ((p.government,) if p.government else ())
    tiles = set(held)
    if len(tiles) != len(held):
        return "a tile is in two places"
    if len(tiles) != len(d.wonders) + len(d.golden_ages) + len(d.achievements) + len(d.governments):
        return "a tile appeared or vanished"
    return ""


def _pieces_problem(p, on_board: Counter, boxed: Counter, unlimited: bool, placing: int) -> str:
    """Whether one player's pieces and units stay within the box (``""`` if so): on the map (``on_board``:
    :func:`_board_parts`), on the player board, eliminated into the box (``boxed``, AMB-27) — Infantry and
    Cavalry without limit when ``unlimited`` (AMB-X8) — and its Wonder pieces as many as its Wonder tiles,
    less the ``placing`` Wonders still to be placed."""
    units = Counter(k for _, k in p.units)
    for (name, kind), n in boxed.items():
        if name == p.name:
            units[kind] += n
    mine = {piece: n for (seat, piece), n in on_board.items() if seat == p.seat}
    for kind, n in list(mine.items()) + list(units.items()):
        if not (unlimited and kind in ("INFANTRY", "CAVALRY")) and n > PIECE_LIMITS.get(kind, 9):
            return f"{p.name}: {n} {kind}, more than the box holds"
    if mine.get("WONDER", 0) + placing != len(p.wonders):
        return f"{p.name}: Wonder tiles and Wonder pieces differ"
    return ""


def _influence_problem(g, base: dict) -> str:
    """Whether the Influence the engine counts in each Region (L1143-1147) equals what the pieces on the
    board (``base``: :func:`_board_parts`) and the players' units there give, plus at most the 4 of the
    military Technologies (``""`` if so)."""
    base = dict(base)
    for p in g.players:
        for r, _ in p.units:
            base[(r, p.seat)] = base.get((r, p.seat), 0) + 1
    for region, presence in g.presences().items():
        for seat, pr in presence.items():
            here = base.get((region, seat), 0)
            bonus = influence(pr) - here
            if not 0 <= bonus <= 4:
                return f"P{seat + 1} in {region}: Influence {influence(pr)} against {here} on the board"
    return ""


def _effects_across(g) -> None:
    """The effect checks that read more than one player's fields: each Wonder's recorded space, the one
    universal Trade Good, the coins (see the module docstring)."""
    board = None
    for p in g.players:
        for u in p.used:
            if "@" in u:
                if board is None:
                    board = _SEEN.get("spaces", (g.board,), lambda: {sp: (seat, piece) for sp, seat, piece in g.board})
                wonder, space = u.split("@")
                assert wonder in p.wonders and board.get(space) == (p.seat, "WONDER"), \
                    f"{p.name}: {wonder} recorded on {space}, which holds {board.get(space)}"
    assert sum("universal" in p.goods for p in g.players) <= 1, "two universal Trade Goods"
    if g.options.money_reserve == "coins":
        money = effects.in_play_money(g)
        assert money <= effects.COINS, f"{money} Money in play, more than the coins (AMB-X9)"


def effect_uses(g) -> None:
    """Each effect used at most as often as its card allows (see the module docstring)."""
    for p in g.players:
        problem = _player_problem(p)
        assert not problem, problem
    _effects_across(g)


__all__ = ["card_places", "effect_uses", "invariants", "token_places"]
