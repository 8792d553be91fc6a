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

from rulekit.mosaic import effects
from rulekit.mosaic.cards import data, teaching_decks
from rulekit.mosaic.rules import MAX_EMPIRE_SCORINGS, influence
from rulekit.mosaic.state import PIECE_LIMITS


def _card_list(g) -> list:
    """Every card where it lies, once for each place (a card in two places is listed twice)."""
    tiles = data().achievements
    cards = [c for c in g.box if "#" not in c and not c.startswith(("TEACH-SUPPLY", "unit:")) and c not in tiles]
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
    tokens += [x for x in g.box if "#" in x or x.startswith("TEACH-SUPPLY")]
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


def invariants(g, root) -> None:
    """Raise ``AssertionError`` naming what broke."""
    d, t = data(), teaching_decks()
    expected = expected_cards()
    revealed = {c for c in g.box if c.startswith("ES-")}
    assert len(revealed) == g.revealed, f"{g.revealed} Scoring cards revealed, {len(revealed)} in the box"
    listed = _card_list(g)
    if len(listed) != len(expected) or set(listed) != expected:      # else: each card exactly once
        cards = Counter(listed)
        assert cards.keys() == expected, f"cards appeared or vanished: {sorted(set(cards) ^ expected)[:5]}"
        twice = [c for c, n in cards.items() if n != 1]
        assert not twice, f"cards in more than one place: {twice[:5]}"
    tokens = _token_list(g)
    assert len(set(tokens)) == len(tokens), "a token is in two places"
    assert len(tokens) == _token_total(), "a token appeared or vanished"
    held = list(g.wonders + g.golden + g.achievements + g.governments)
    held += [x for x in g.box if x in d.achievements]
    for p in g.players:
        held += p.wonders + p.tiles + ((p.government,) if p.government else ())
    tiles = set(held)
    assert len(tiles) == len(held), "a tile is in two places"
    assert len(tiles) == len(d.wonders) + len(d.golden_ages) + len(d.achievements) + len(d.governments), \
        "a tile appeared or vanished"
    assert g.storage >= 0, "negative Money on the Storage space"
    assert g.scorings <= MAX_EMPIRE_SCORINGS, "more than three Empire Scorings"
    spaces = [sp for sp, _, _ in g.board]
    assert len(spaces) == len(set(spaces)), "two pieces on one space"
    where = d.map.spaces
    on_board = Counter((seat, piece) for _, seat, piece in g.board)
    base: dict[tuple, int] = {}               # Influence each seat's pieces and units give in each Region (L1143-1147)
    for sp, seat, piece in g.board:
        key = (where[sp].region, seat)
        base[key] = base.get(key, 0) + (1 if piece in ("FARM", "WORKSHOP") else 2)
    for p in g.players:
        for r, _ in p.units:
            base[(r, p.seat)] = base.get((r, p.seat), 0) + 1
    boxed = Counter(tuple(x.split(":")[1:3]) for x in g.box if x.startswith("unit:"))        # AMB-27's 'box'
    for p in g.players:
        assert min(p.resources) >= 0 and min(p.production) >= 0 and p.population >= 0, \
            f"{p.name}: something negative: {p.resources} {p.production} {p.population}"
        unrest = sum((t.tax.get(c) or t.trade[c]).unrest for c in p.tax_trade)
        assert 0 <= unrest <= 4 * len(p.tax_trade), f"{p.name}: Unrest {unrest} off its track"
        units = Counter(k for _, k in p.units)
        for (name, kind), n in boxed.items():
            if name == p.name:
                units[kind] += n
        mine = {piece: n for (seat, piece), n in on_board.items() if seat == p.seat}
        for kind, n in list(mine.items()) + list(units.items()):
            unlimited = kind in ("INFANTRY", "CAVALRY") and not g.options.box_limits_units      # AMB-X8
            assert unlimited or n <= PIECE_LIMITS.get(kind, 9), f"{p.name}: {n} {kind}, more than the box holds"
        placing = sum(1 for task in g.tasks if task.kind == "place" and task.card in d.wonders and task.player == p.seat)
        assert mine.get("WONDER", 0) + placing == len(p.wonders), f"{p.name}: Wonder tiles and Wonder pieces differ"
    effect_uses(g)
    for region, presence in g.presences().items():
        for seat, pr in presence.items():
            here = base.get((region, seat), 0)
            bonus = influence(pr) - here
            assert 0 <= bonus <= 4, f"P{seat + 1} in {region}: Influence {influence(pr)} against {here} on the board"


def effect_uses(g) -> None:
    """Each effect used at most as often as its card allows (see the module docstring)."""
    board = {sp: (seat, piece) for sp, seat, piece in g.board}
    for p in g.players:
        marks = Counter(p.used)
        once = ("priestess", "judge", "scribe-first", "scribe-end", effects.DIPLOMATS, effects.FLOOD)
        assert all(marks[m] <= 1 for m in once), f"{p.name}: a once-per-game power used twice: {p.used}"
        assert not marks["priestess"] or p.leader == "priestess", f"{p.name}: a takeover without the Priestess"
        assert not marks["judge"] or p.leader == "judge", f"{p.name}: a conversion without the Judge"
        locks = [u for u in p.used if u.startswith("lock:")]
        assert len(locks) <= ("T24" in p.techs), f"{p.name}: {len(locks)} Loyalty Regions"
        library = [u for u in p.used if u.startswith("library:")]
        assert len(library) <= ("W8" in p.wonders), f"{p.name}: Great Library symbols without the Wonder"
        for u in p.used:
            if "@" in u:
                wonder, space = u.split("@")
                assert wonder in p.wonders and board.get(space) == (p.seat, "WONDER"), \
                    f"{p.name}: {wonder} recorded on {space}, which holds {board.get(space)}"
        assert p.goods.count("universal") <= 1
    assert sum("universal" in p.goods for p in g.players) <= 1, "two universal Trade Goods"
    if g.options.money_reserve == "coins":
        money = effects.in_play_money(g)
        assert money <= effects.COINS, f"{money} Money in play, more than the coins (AMB-X9)"


__all__ = ["card_places", "effect_uses", "invariants", "token_places"]
