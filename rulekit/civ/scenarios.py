"""Compact start states and observations for Civilization's scenario files (CV-EX-1 … CV-EX-36).

A scenario's ``[start]`` table sets up a game with ``new_game(players, civs, seed, options,
great_people, investments, india_placement)`` and then puts the position the worked example
describes. Every field is optional except ``players``:

``board``
    ``"cv-ex-4"``: play on the MAP package's SYNTHETIC board of the metropolis example
    (:func:`rulekit.civ.board.cv_ex_4_board`; the rulebook's picture is missing), with its four
    tiles explored and its Port (*Harbor*) on square B.
``turn``, ``phase``, ``first``, ``to_move``
    the turn number, the phase (``start``, ``city``, ``movement``, ``research``), the first
    player and the seat whose decision it is; the seats after it in this turn's order follow.
``explore``
    ``"all"`` or a list of tile ids turned face up (with their hut, village and landmark markers).
``markers``
    ``[[[row, col], kind, name], ...]``: exactly these markers lie on the map (``hut``,
    ``village`` with a marker name such as ``"hut:Teacher"``, or ``landmark`` with a landmark's
    name); every other hut and village marker goes back to its pool.
``figures``
    ``[{id, owner, kind, at, white}, ...]``: the figures on the map (they replace the set-up ones).
``cities``
    ``[{owner, kind, at = [[r, c], ...], marker}, ...]``: the cities (they replace the set-up ones).
``buildings``, ``gp_board``
    ``[[[r, c], owner, name], ...]``: buildings, great person markers on the board (taken from
    the supply).
``gp_deck_top``, ``gp_deck_face_up``
    names laid on top of the great people deck, in order (a random draw injected as an input);
    ``gp_deck_face_up = true`` turns every card of the deck face up (the whole deck seen).
``market``, ``wonder_deck_top``
    the wonders in the market (those it displaces go to the box), and wonders laid on top of the
    wonder deck (taken from wherever they are, so every wonder stays in one place).
``draws``
    the count of random draws made so far (the engine's random stream is fixed by it: a random
    choice the rulebook names is injected by choosing it; the scenario says so).
``chance``
    the outcomes of the engine's next random picks, in order (the card discarded at random
    when a great person dies, the card a reshuffle puts on top …): each is consumed by the
    next pick and must be one of its possible outcomes (a DataError naming ``chance`` if not).
``[[start.player]]``
    ``seat`` and any of ``government``, ``techs`` (added to the starting tech), ``learned_last``,
    ``trade``, ``culture``, ``culture_level``, ``coins``, ``card_coins``, ``resources``,
    ``kept`` (``teacher``, ``workers``: the matching marker leaves its pool), ``units``,
    ``gp_pool`` (marker types taken from the supply), ``gp_cards`` (``[[name, face_up], ...]``,
    taken from the deck), ``investments`` (``{card = markers}``), ``invested``, ``pending``,
    ``resistant``, ``stacking``.

The start is checked field by field (:class:`rulekit.core.data.Record`) and then against the
game's invariants (every card, marker and wonder in one place, stacking, the pyramid).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from rulekit.core.data import Record
from rulekit.core.scenario import player_field
from rulekit.core.errors import DataError
from rulekit.core.state import cached
from rulekit.civ import board as bd
from rulekit.civ import rules
from rulekit.civ.cards import data as card_data
from rulekit.civ.game import State, new_game
from rulekit.civ.decisions.judges import PHASE_STEPS
from rulekit.civ.state import City, Figure, catalog

START = ("players", "civs", "seed", "options", "great_people", "investments", "india_placement", "board", "turn",
         "phase", "first", "to_move", "explore", "markers", "figures", "cities", "buildings", "gp_board",
         "gp_deck_top", "gp_deck_face_up", "market", "wonder_deck_top", "draws", "chance", "player")
PLAYER = ("seat", "government", "techs", "learned_last", "trade", "culture", "culture_level", "coins", "card_coins",
          "resources", "kept", "units", "gp_pool", "gp_cards", "investments", "invested", "pending", "resistant",
          "stacking")
KEPT = {"teacher": "hut:Teacher", "workers": "village:Friendly Workers"}
BOARDS = ("", "cv-ex-4")


@lru_cache(maxsize=1)
def _ex4():
    return bd.cv_ex_4_board()


class SyntheticBoardState(State):
    """A state played on the SYNTHETIC board of CV-EX-4 (labelled teaching, ``board.note``) instead of
    a teaching layout: only the board differs; every rule is the engine's."""

    @cached("players", "seed")
    def board(self):
        return _ex4()[0]


def _sq(r: Record, name: str, value) -> tuple:
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value)):
        raise r.error(name, f"{value!r}: a square is [row, col]")
    return (value[0], value[1])


def build(raw: dict, path) -> State:
    """The start state of a scenario file's ``[start]`` table, checked field by field."""
    r = Record(path, "start", raw.get("start", {})).only(START)
    n = r.whole("players", minimum=2, maximum=5)
    civs = r.texts("civs", []) or None
    try:
        s = new_game(players=n, civs=civs, seed=r.whole("seed", 0), options=r.data.get("options"),
                     great_people=r.flag("great_people", True), investments=r.flag("investments", True),
                     india_placement=r.whole("india_placement", 0, minimum=0, maximum=3))
    except (ValueError, DataError) as err:
        raise r.error("players", f"new_game refused the set-up: {err}") from None
    board = r.text("board", "", choices=BOARDS, empty=True)
    if board == "cv-ex-4":
        b, _ = _ex4()
        s = SyntheticBoardState(**{f: getattr(s, f) for f in s.__dataclass_fields__})
        s = s._with(explored=tuple(sorted(t.id for t in b.tiles)), markers=(), figures=(), cities=(),
                    wonders_built=(), buildings=tuple(sorted((p, 0, "Harbor") for p, f in b.features.items()
                                                             if f == "building:Port")))
        s = _return_markers(s)
    explore = r.data.get("explore", [])
    tiles = [t.id for t in s.board.tiles] if explore == "all" else r.texts("explore", [])
    for tid in tiles:
        if tid not in {t.id for t in s.board.tiles}:
            raise r.error("explore", f"{tid!r} is not a tile of this map")
        if tid not in s.explored:
            s = s.explore_tile(tid)
    if "markers" in r.data:
        s = _markers(s, r)
    if "figures" in r.data:
        s = _figures(s, r)
    if "cities" in r.data:
        s = _cities(s, r)
    for entry in r.data.get("buildings", []):
        pos, owner, name = _triple(s, r, "buildings", entry)
        if name not in catalog().buildings:
            raise r.error("buildings", f"{name!r} is not a building")
        s = s._with(buildings=tuple(sorted([x for x in s.buildings if x[0] != pos] + [(pos, owner, name)])))
    for entry in r.data.get("gp_board", []):
        pos, owner, t = _triple(s, r, "gp_board", entry)
        s = _take_gp_marker(s, r, "gp_board", t)._with(gp_board=tuple(sorted(s.gp_board + ((pos, owner, t),))))
    for raw_p in r.data.get("player", []):
        s = _player(s, Record(path, "player", raw_p).only(PLAYER), n)
    if r.texts("gp_deck_top", []):
        top = r.texts("gp_deck_top")
        names = [c for c, _ in s.gp_deck]
        for c in top:
            if c not in names:
                raise r.error("gp_deck_top", f"{c!r} is not in the great people deck (held, or not a card)")
        s = s._with(gp_deck=tuple((c, False) for c in top) + tuple(x for x in s.gp_deck if x[0] not in top))
    if r.flag("gp_deck_face_up", False):
        s = s._with(gp_deck=tuple((c, True) for c, _ in s.gp_deck))
    if "market" in r.data or "wonder_deck_top" in r.data:
        s = _wonders(s, r)
    s = s._with(draws=r.whole("draws", s.draws, minimum=0), chance=tuple(r.texts("chance", [])))
    s = _turn(s, r, n)
    s.check_position(str(path))
    return s


def _triple(s, r: Record, name: str, entry) -> tuple:
    if not (isinstance(entry, list) and len(entry) == 3 and isinstance(entry[1], int) and isinstance(entry[2], str)):
        raise r.error(name, f"{entry!r}: each entry is [[row, col], owner seat, name]")
    pos = _sq(r, name, entry[0])
    if not bd.on_map(s.board, pos):
        raise r.error(name, f"{entry!r}: the square is not on the map")
    if not 0 <= entry[1] < len(s.players):
        raise r.error(name, f"{entry!r}: no seat {entry[1]}")
    return pos, entry[1], entry[2]


def _return_markers(s):
    """Every hut and village marker on the map back to its pool; landmarks off the map."""
    huts = list(s.hut_pool) + [x for _, k, x in s.markers if k == "hut"]
    villages = list(s.village_pool) + [x for _, k, x in s.markers if k == "village"]
    return s._with(markers=(), hut_pool=tuple(huts), village_pool=tuple(villages))


def _markers(s, r: Record):
    s = _return_markers(s)
    placed = []
    for entry in r.data["markers"]:
        if not (isinstance(entry, list) and len(entry) == 3):
            raise r.error("markers", f"{entry!r}: each entry is [[row, col], kind, name]")
        pos = _sq(r, "markers", entry[0])
        kind, name = entry[1], entry[2]
        if not bd.on_map(s.board, pos):
            raise r.error("markers", f"{entry!r}: the square is not on the map")
        if kind == "landmark":
            if name not in bd.LANDMARKS:
                raise r.error("markers", f"{name!r} is not one of the landmarks {', '.join(bd.LANDMARKS)}")
        elif kind in ("hut", "village"):
            pool = list(s.hut_pool if kind == "hut" else s.village_pool)
            if name not in pool:
                raise r.error("markers", f"{name!r}: no such {kind} marker left in the pool")
            pool.remove(name)
            s = s._with(**{f"{kind}_pool": tuple(pool)})
        else:
            raise r.error("markers", f"{kind!r}: one of hut, village, landmark")
        placed.append((pos, kind, name))
    return s._with(markers=tuple(sorted(placed)))


def _figures(s, r: Record):
    figs = []
    for i, raw in enumerate(r.data["figures"]):
        f = Record(r.file, f"start.figures[{i}]", raw).only(("id", "owner", "kind", "at", "white"))
        owner = f.whole("owner", minimum=0, maximum=len(s.players) - 1)
        pos = _sq(f, "at", f.data.get("at"))
        if not bd.on_map(s.board, pos):
            raise f.error("at", f"{pos} is not a square of the map")
        figs.append(Figure(f.whole("id", minimum=1), owner, f.text("kind", choices=("army", "wagon")), pos,
                           f.flag("white", False)))
    if len({f.id for f in figs}) != len(figs):
        raise r.error("figures", "two figures share an id")
    return s._with(figures=tuple(sorted(figs, key=lambda f: f.id)), next_id=max([f.id for f in figs] + [0]) + 1)


def _cities(s, r: Record):
    cities = []
    for i, raw in enumerate(r.data["cities"]):
        c = Record(r.file, f"start.cities[{i}]", raw).only(("owner", "kind", "at", "marker"))
        at = c.data.get("at", [])
        if not isinstance(at, list) or len(at) not in (1, 2):
            raise c.error("at", "one centre square, or two for a metropolis: [[r, c]] or [[r, c], [r, c]]")
        cities.append(City(c.whole("owner", minimum=0, maximum=len(s.players) - 1),
                           c.text("kind", choices=("city", "capital", "metropolis")),
                           tuple(sorted(_sq(c, "at", p) for p in at)),
                           c.text("marker", "", choices=("", "fortification", "caravan"), empty=True)))
    return s._with(cities=tuple(cities))


def _take_gp_marker(s, r: Record, field: str, t: str):
    supply = dict(s.gp_markers)
    if t not in rules.GP_TYPES:
        raise r.error(field, f"{t!r} is not one of the marker types {', '.join(rules.GP_TYPES)}")
    if supply.get(t, 0) < 1:
        raise r.error(field, f"no {t} marker is left in the supply")
    supply[t] -= 1
    return s._with(gp_markers=tuple(sorted(supply.items())))


def _player(s, p: Record, n: int):
    seat = p.whole("seat", minimum=0, maximum=n - 1)
    q = s.players[seat]
    changes = {}
    for name in ("trade", "culture", "culture_level", "coins", "card_coins"):
        if p.has(name):
            changes[name] = p.whole(name, minimum=0)
    for name in ("invested", "resistant"):
        if p.has(name):
            changes[name] = p.flag(name)
    if p.has("stacking"):
        changes["stacking"] = p.whole("stacking", minimum=1)
    if p.has("government"):
        changes["government"] = p.text("government")
    if p.has("learned_last"):
        changes["learned_last"] = p.text("learned_last", "", empty=True)
    techs = list(q.techs)
    for t in p.texts("techs", []):
        if t not in catalog().techs:
            raise p.error("techs", f"{t!r} is not a tech of this game")
        if q.knows(t):
            raise p.error("techs", f"P{seat + 1} knows {t} already (its starting tech)")
        techs.append((t, catalog().techs[t].level))
    changes["techs"] = tuple(techs)
    changes["stacking"] = changes.get("stacking", max(q.stacking, rules.stacking_limit(t for t, _ in techs)))
    for name in ("resources", "units", "pending"):
        if p.has(name):
            changes[name] = tuple(sorted(p.texts(name)))
    for k in p.texts("kept", []):
        if k not in KEPT:
            raise p.error("kept", f"{k!r}: one of {', '.join(KEPT)}")
        marker = KEPT[k]
        kind = marker.split(":")[0]
        pool = list(getattr(s, f"{kind}_pool"))
        if marker not in pool:
            raise p.error("kept", f"the {marker} marker is not in its pool")
        pool.remove(marker)
        s = s._with(**{f"{kind}_pool": tuple(pool)}, kept_markers=tuple(sorted(s.kept_markers + (marker,))))
        changes["kept"] = tuple(sorted(changes.get("kept", q.kept) + (k,)))
    pool = list(q.gp_pool)
    for t in p.texts("gp_pool", []):
        s = _take_gp_marker(s, p, "gp_pool", t)
        pool.append(t)
    changes["gp_pool"] = tuple(sorted(pool))
    cards = list(q.gp_cards)
    for entry in p.data.get("gp_cards", []):
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], bool)):
            raise p.error("gp_cards", f"{entry!r}: each entry is [name, face_up]")
        name = entry[0]
        if name not in [c for c, _ in s.gp_deck]:
            raise p.error("gp_cards", f"{name!r} is not in the great people deck")
        s = s._with(gp_deck=tuple(x for x in s.gp_deck if x[0] != name))
        cards.append((name, entry[1]))
    changes["gp_cards"] = tuple(cards)
    inv = p.table("investments", {})
    if inv:
        have = dict(q.investments)
        for card, k in inv.items():
            if card not in have or not isinstance(k, int) or k < 0:
                raise p.error("investments", f"{card} = {k!r}: one of {', '.join(sorted(have))} with a count >= 0")
            have[card] = k
        changes["investments"] = tuple(sorted(have.items()))
    return s.with_player(seat, q._with(**changes))


def _wonders(s, r: Record):
    known = set(catalog().wonders)
    market = list(r.texts("market", s.market))
    top = list(r.texts("wonder_deck_top", []))
    for w in market + top:
        if w not in known:
            raise r.error("market", f"{w!r} is not a wonder of this game")
    moved = set(market) | set(top)
    rest_deck = [w for w in s.wonder_deck if w not in moved]
    old_market = [w for w in s.market if w not in moved]
    box = [w for w in s.wonder_box if w not in moved]
    built = tuple(x for x in s.wonders_built if x[2] not in moved)
    if "market" in r.data:          # the wonders the new market displaces go to the box, unseen
        box += old_market
        old_market = []
    return s._with(market=tuple(market), wonder_deck=tuple(top + old_market + rest_deck),
                   wonder_box=tuple(sorted(box)), wonders_built=built)


def _turn(s, r: Record, n: int):
    phase = r.text("phase", "start", choices=tuple(PHASE_STEPS))
    first = r.whole("first", 0, minimum=0, maximum=n - 1)
    to_move = r.whole("to_move", first, minimum=0, maximum=n - 1)
    order = [(first + i) % n for i in range(n)]
    seats = order[order.index(to_move):]
    s = s._with(turn=r.whole("turn", s.turn, minimum=1), phase=phase, first=first,
                tasks=tuple(PHASE_STEPS[phase](seat) for seat in seats))
    return s._settle()


# == observations ======================================================================

def _player_field(s, seat: int, field: str):
    p = s.players[seat]
    if field == "techs":
        return list(p.tech_names)
    if field == "investments":
        return {c: k for c, k in p.investments if k}
    return player_field(s, seat, field)


def _city(s, at, field: str):
    c = s.city_at.get(tuple(at))
    if c is None:
        return "none"
    if field == "centres":
        return [list(x) for x in c.centres]
    if field == "outskirts":
        return len(bd.outskirts(c.centres))
    return getattr(c, field)


def _figure(s, fid: int):
    f = next((f for f in s.figures if f.id == fid), None)
    return "gone" if f is None else list(f.pos)


def _loot_due(s):
    t = s.tasks[0] if s.tasks else None
    return t.loot if t is not None and t.kind == "loot" else 0


def _combat_bonus(s, at):
    c = s.city_at[tuple(at)]
    return rules.combat_bonus(c.marker == "fortification", c.kind == "metropolis",
                              s.investment_bonus(c.owner, "combat_bonus"), s.options)


def _military(s, seat: int, unit: str) -> int:
    p = s.players[seat]
    levels = rules.military_levels(p.tech_names)
    for k, v in dict(catalog().civs.get(p.civ, {}).get("military", {})).items():
        levels[k] = max(levels.get(k, 0), int(v))
    return levels[unit]


def _fresh(players: int, civs: list, **kw):
    return new_game(players=players, civs=tuple(civs), **kw)


def _eras(names) -> list:
    return [catalog().wonders[w][0] for w in names]


def _india(s, seat: int) -> dict:
    """India's metropolis: its centres share a side, and its 10 outskirts lie on its home tile."""
    c = next(c for c in s.cities if c.owner == seat)
    tile = bd.home_tile(s.board, s.players[seat].civ).id
    out = bd.outskirts(c.centres)
    (a, b), (x, y) = c.centres
    return {"kind": c.kind, "orthogonal": abs(a - x) + abs(b - y) == 1, "outskirts": len(out),
            "on_home_tile": all(s.board.tile_of.get(q) == tile for q in out | set(c.centres)),
            "on_capital_squares": set(c.centres) <= set(bd.capital_squares(s.board, s.players[seat].civ))}


def _india_layouts(s, seat: int) -> list:
    """The placements of India's metropolis that new_game accepts, as centre pairs (sorted, distinct)."""
    civs = [p.civ for p in s.players]
    found = set()
    for k in range(4):
        g = _fresh(len(civs), civs, seed=s.seed, india_placement=k)
        found.add(tuple(next(c for c in g.cities if c.owner == seat).centres))
    return sorted([list(map(list, pair)) for pair in found])


def _stack_max(s, seat: int) -> int:
    counts = Counter(f.pos for f in s.figures if f.owner == seat)
    return max(counts.values()) if counts else 0


def _loot_target_rule(effect: str, target: str):
    try:
        rules.check_loot_target(effect, target)
    except Exception as err:          # IllegalAction: the rule it names
        return err.rule.ref
    return None


def _gp_held(s, seat: int) -> dict:
    """How many great person cards ``seat`` holds, how many face down, and whether the markers it owns
    (pool and board) are exactly the cards' types."""
    p = s.players[seat]
    types = sorted(catalog().great_people[c] for c, _ in p.gp_cards)
    owned = sorted(list(p.gp_pool) + [k for _, o, k in s.gp_board if o == seat])
    return {"cards": len(p.gp_cards), "face_down": sum(1 for _, up in p.gp_cards if not up),
            "markers_match": types == owned}


def _gp_deck_bottom(s, k: int) -> list:
    return [[c, up] for c, up in s.gp_deck[-k:]]


OBSERVE = {
    "player": _player_field,
    "is_legal": lambda s, action: s.why_not(action) is None,
    "refusal": lambda s, action: (lambda e: None if e is None else [e.rule.ref, e.rule.lines, e.reason])(
        s.why_not(action)),
    "city": _city,
    "cities": lambda s, seat: sum(1 for c in s.cities if c.owner == seat),
    "figure": _figure,
    "figures": lambda s, seat: sum(1 for f in s.figures if f.owner == seat),
    "figures_on": lambda s, at, seat: sum(1 for f in s.figures if f.owner == seat and f.pos == tuple(at)),
    "stack_max": _stack_max,
    "marker_at": lambda s, at: (lambda m: "" if m is None else f"{m[0]}:{m[1]}" if m[0] == "landmark" else m[1])(
        s.marker_at(tuple(at))),
    "building_at": lambda s, at: (lambda o: o[2] if o and o[0] == "building" else "")(s.occupied.get(tuple(at))),
    "buildings_of": lambda s, seat, name: sum(1 for _, o, b in s.buildings if o == seat and b == name),
    "fort_caravan_supply": lambda s: s.fort_caravan_supply(),
    "production": lambda s, city: s.production(tuple(city)),
    "production_change": lambda s, city: s.production(tuple(city)) - s._parent.production(tuple(city)),
    "loot_due": _loot_due,
    "loot_purchases": lambda s, loot, spend_all: ["+".join(c) for c in rules.loot_purchases(loot, spend_all)],
    "loot_target_rule": lambda s, effect, target: _loot_target_rule(effect, target),
    "winner": lambda s: "" if s.winner < 0 else f"P{s.winner + 1}",
    "victory": lambda s: s.victory,
    "combat_bonus": _combat_bonus,
    "gp_supply": lambda s, gp_type: s.gp_supply(gp_type),
    "gp_owned": lambda s, seat, gp_type: s.gp_owned(seat, gp_type),
    "gp_limit": lambda s, seat, gp_type: rules.gp_card_limit(s.gp_owned(seat, gp_type)),
    "gp_deck_size": lambda s: len(s.gp_deck),
    "gp_held": _gp_held,
    "gp_deck_bottom": _gp_deck_bottom,
    "gp_deck_face_up": lambda s: sum(1 for _, up in s.gp_deck if up),
    "gp_offer": lambda s: list(s.gp_offer),
    "gp_type": lambda s, card: catalog().great_people[card],
    "investment_bonus": lambda s, seat, kind: s.investment_bonus(seat, kind),
    "active_tier": lambda s, card, markers: card_data().investments[card].active(markers).at,
    "coins_of": lambda s, seat: s.coins_of(seat),
    "printed_coins": lambda s, seat: sum(catalog().techs[t].coins for t in s.players[seat].tech_names),
    "is_basic": lambda s, building: card_data().is_basic(building),
    "upgrades": lambda s, building: catalog().buildings[building][1],
    "military_level": _military,
    "india": _india,
    "india_layouts": _india_layouts,
    "market": lambda s: list(s.market),
    "market_sorted": lambda s: sorted(s.market),
    "wonder_deck_top": lambda s: s.wonder_deck[0] if s.wonder_deck else "",
    "market_eras": lambda s: _eras(s.market),
    "wonder_deck_size": lambda s: len(s.wonder_deck),
    "wonder_deck_eras": lambda s: _eras(s.wonder_deck),
    "wonder_box_has": lambda s, wonder: wonder in s.wonder_box,
    "wonders_built_eras": lambda s, seat: _eras(w for _, o, w in s.wonders_built if o == seat),
    "new_game_wonders": lambda s, players, civs: (lambda g: {
        "deck": len(g.wonder_deck) + len(g.market) + len(g.wonders_built),
        "market": _eras(g.market), "left": len(g.wonder_deck), "left_eras": _eras(g.wonder_deck),
        "egypt": _eras(w for _, _, w in g.wonders_built)})(_fresh(players, civs, seed=s.seed)),
    "outer_edge": lambda s, at: bd.outer_edge(s.board, tuple(at)),
    "inner_edge": lambda s, at: bd.inner_edge(s.board, tuple(at)),
    "in_hole": lambda s, at: tuple(at) in s.board.hole,
    "board_teaching": lambda s: [s.board.teaching, s.board.name],
    "forced_anarchy": lambda s, seat: rules.forced_anarchy(s.players[seat].resistant, s.players[seat].government),
    "pending_upgrade": lambda s, seat: "metropolis" in s.players[seat].pending,
    "metropolis_squares": lambda s, seat: [list(q) for q in s.metropolis_squares(seat)],
    "kept_markers": lambda s: list(s.kept_markers),
    "discarded": lambda s, marker: marker in s.marker_discard,
    "landmarks_claimed": lambda s: [[n, f"P{w + 1}"] for n, w in s.landmarks_claimed],
    "native_art": lambda s: sorted(v[2] for k, v in catalog().marker_info.items() if v[0] == "native-art"),
    "culture_as_printed": lambda s, seat, marker: s.players[seat].culture == catalog().marker_info[marker][2],
    "investment_supply": lambda s: s.investment_supply(),
}

__all__ = ["OBSERVE", "SyntheticBoardState", "build"]
