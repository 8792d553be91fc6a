"""Compact start states and observations for Mosaic's scenario files.

A scenario's ``[start]`` table sets up a game with ``new_game(players, seed,
options)`` and then puts the position the worked example describes:

``turn``
    the seat whose turn it is (the set-up drafts are skipped: every player gets
    the Leader ``leader`` names, or none);
``storage``
    Money on the Storage space;
``tokens``
    ``{space = token}`` put on the map (``TEACH-SUPPLY-n``, ``fish#0`` …);
``offer``
    ``{deck = [cards]}``: the cards laid in that Offer (taken from wherever they are);
``empty``
    decks whose remaining cards (Scoring card included) go to the box;
``[[start.player]]``
    ``seat`` and any of ``leader``, ``population``, ``resources``,
    ``production``, ``techs``, ``goods``, ``wonders`` (``{W5 = space}``: each Wonder tile
    with the space of its piece; a Wonder is never given without its space), ``government``,
    ``builds`` (Build card copies such as ``B20-1``), ``pieces`` (``{space = piece}``, Wonders
    excluded) and ``units`` (``[[region, kind, count]]``).

Cards and tiles a player is given are taken from the decks, Offers or stacks,
so every card stays in one place.
"""

from __future__ import annotations

from functools import lru_cache

from rulekit.core.data import Record
from rulekit.core.scenario import player_field
from rulekit.mosaic import rules
from rulekit.mosaic.actions import DECKS, Action, Wonder
from rulekit.mosaic.cards import data, teaching_decks
from rulekit.mosaic.decisions.flow import TakeTurn
from rulekit.mosaic.decisions.judge import ACTIONS
from rulekit.mosaic.game import State, new_game
from rulekit.mosaic.state import PIECES, RESOURCES, TRACKS, Player

START = ("players", "seed", "options", "turn", "storage", "tokens", "offer", "empty", "player")
PLAYER = ("seat", "leader", "population", "resources", "production", "techs", "goods", "wonders",
          "government", "pieces", "units", "tax_trade", "hidden", "builds")


def _remove(s: State, card: str) -> State:
    decks = tuple(tuple(c for c in d if c != card) for d in s.decks)
    offers = tuple(tuple(c for c in o if c != card) for o in s.offers)
    return s._with(decks=decks, offers=offers, box=tuple(c for c in s.box if c != card),
                   wonders=tuple(w for w in s.wonders if w != card),
                   governments=tuple(g for g in s.governments if g != card))


def build(raw: dict, path) -> State:
    """The start state of a scenario file's ``[start]`` table, checked field by field."""
    r = Record(path, "start", raw.get("start", {})).only(START)
    n = r.whole("players", minimum=2, maximum=6)
    s = new_game(players=n, seed=r.whole("seed", 0), options=r.data.get("options"))
    s = s._with(phase="play", leaders=(), hands=(), box=tuple(sorted(s.box + tuple(c for h in s.hands for c in h))),
                current=r.whole("turn", 0, minimum=0, maximum=n - 1),
                storage=r.whole("storage", 0, minimum=0))
    # the Starting Technologies dealt for the draft go back to the box
    for raw_p in r.data.get("player", []):
        p = Record(path, "player", raw_p).only(PLAYER)
        seat = p.whole("seat", minimum=0, maximum=n - 1)
        q = Player(seat, leader=p.text("leader", "", choices=("",) + tuple(data().leaders), empty=True),
                   population=p.whole("population", rules.STARTING_POPULATION, minimum=0))
        q = q.gain(_bag(p, "resources", RESOURCES)).produce(_bag(p, "production", TRACKS))
        for card in p.texts("techs", []):
            if card not in data().technologies:
                raise p.error("techs", f"unknown Technology {card!r}")
            s = _remove(s, card)
            q = q._with(techs=q.techs + (card,))
        for card in p.texts("hidden", []):
            if card not in data().technologies:
                raise p.error("hidden", f"unknown Technology {card!r}")
            s = _remove(s, card)
            q = q._with(hidden=q.hidden + (card,))
        wonders = _wonders(p, s)
        for w, space in wonders.items():
            s = _remove(s, w)
            q = q._with(wonders=q.wonders + (w,), used=q.used + (f"{w}@{space}",))
        for card in p.texts("builds", []):
            if card.split("-")[0] not in data().build:
                raise p.error("builds", f"unknown Build card {card!r}")
            s = _remove(s, card)
            q = q._with(builds=q.builds + (card,))
        for card in p.texts("tax_trade", []):
            s = _remove(s, card)
            q = q._with(tax_trade=q.tax_trade + (card,))
        gov = p.text("government", "", choices=("",) + tuple(data().governments), empty=True)
        if gov:
            s = _remove(s, gov)
            q = q._with(government=gov)
        q = q._with(goods=p.texts("goods", []))
        for token in q.goods:
            if token != "universal" and token not in _all_tokens():
                raise p.error("goods", f"unknown Trade Goods token {token!r} (tokens are named as 'stone#0')")
        s = s._with(tokens=tuple(t for t in s.tokens if t[1] not in q.goods),
                    box=tuple(b for b in s.box if b not in q.goods))
        units = _units(p, n)
        q = q._with(units=tuple(sorted(units)))
        players = list(s.players)
        players[seat] = q
        s = s._with(players=tuple(players))
        pieces = p.table("pieces", {})
        for space, piece in pieces.items():
            if space not in data().map.spaces or piece not in PIECES:
                raise p.error("pieces", f"{space} = {piece!r}: a space of the map and one of {', '.join(PIECES)}")
            if piece == "WONDER":
                raise p.error("pieces", f"{space} = 'WONDER': a Wonder piece comes with its tile, "
                                        f"wonders = {{ W1 = \"{space}\" }}")
            if space in wonders.values():
                raise p.error("pieces", f"{space} holds a Wonder of this player (wonders)")
            kind = data().map.spaces[space].kind
            if (piece == "PORT_CITY") != (kind == "port"):
                raise p.error("pieces", f"{space} = {piece!r}: a {kind} space; a Port City stands on a port "
                                        "space, a City, Farm or Workshop on a land space (L688-743)")
            _in_play(p, "pieces", s, space, piece)
        for w, space in wonders.items():
            _in_play(p, "wonders", s, space, w)
        for space, piece in list(pieces.items()) + [(sp, "WONDER") for sp in wonders.values()]:
            s = _to_box(s, space)._with(board=tuple(sorted(s.board + ((space, seat, piece),))))
    for space, token in r.table("tokens", {}).items():
        if space not in data().map.spaces:
            raise r.error("tokens", f"{space!r} is not a space of the map")
        if token not in _all_tokens():
            raise r.error("tokens", f"{space} = {token!r}: unknown token (a Trade Good as 'stone#0' or "
                                    "a Supply token as 'TEACH-SUPPLY-1')")
        if any(token in q.goods for q in s.players):
            raise r.error("tokens", f"{space} = {token!r}: that token is on a player board (goods)")
        s = _to_box(s, space)
        s = s._with(tokens=tuple(sorted([t for t in s.tokens if t[1] != token] + [(space, token)])),
                    box=tuple(b for b in s.box if b != token))
    for deck, cards in r.table("offer", {}).items():
        if deck not in DECKS:
            raise r.error("offer", f"{deck!r} is not one of {', '.join(DECKS)}")
        for c in cards:
            s = _remove(s, c)
        offers = list(s.offers)
        i = DECKS.index(deck)
        decks = list(s.decks)
        decks[i] = s.offers[i] + s.decks[i]
        offers[i] = tuple(cards)
        s = s._with(offers=tuple(offers), decks=tuple(decks))
    for deck in r.texts("empty", []):
        i = DECKS.index(deck)
        decks = list(s.decks)
        offers = list(s.offers)
        s = s._with(box=tuple(sorted(s.box + decks[i] + offers[i])), revealed=s.revealed + ("ES-" + deck in decks[i]
                                                                                              + offers[i]))
        decks[i], offers[i] = (), ()
        s = s._with(decks=tuple(decks), offers=tuple(offers), seen=s.revealed)
    return s._with(tasks=(TakeTurn(s.current),))


def _in_play(p: Record, field: str, s: State, space: str, piece: str) -> None:
    """A piece stands in a Region in play: one out of play takes no part in the game (L482-493); only a
    Starting City may stand there, under AMB-12's reading (``start_city_in_excluded_region``)."""
    region = data().map.spaces[space].region
    if region in s.in_play() or (piece == "CITY" and s.options.start_city_in_excluded_region):
        return
    raise p.error(field, f"{space} = {piece!r}: {region} is not in play with {s.n} players (L482-493)")


def _to_box(s: State, space: str) -> State:
    """``s`` with the token on ``space`` (if any) put back in the box: the box holds every token the
    map and the player boards do not (L127-258), so a start that covers a space keeps its token."""
    gone = tuple(tok for sp, tok in s.tokens if sp == space)
    if not gone:
        return s
    return s._with(tokens=tuple(t for t in s.tokens if t[0] != space), box=tuple(sorted(s.box + gone)))


@lru_cache(maxsize=1)
def _all_tokens() -> frozenset:
    """Every Trade Goods and Supply token of the box (a fresh game's map and box hold them all)."""
    g = new_game(players=2, seed=0)
    return frozenset([tok for _, tok in g.tokens] + [x for x in g.box if "#" in x or x.startswith("TEACH-SUPPLY")])


def _wonders(p: Record, s: State) -> dict:
    """A player's Wonders, each with the space its piece stands on (``{W5 = "IT03"}``): the
    Colossus, the Sphinx, the Temple of Artemis and the Hanging Gardens score by where they stand
    (L1251-1279), so a Wonder without its space would silently score 0."""
    wonders = p.data.get("wonders", {})
    if not isinstance(wonders, dict):
        raise p.error("wonders", f"{wonders!r}: name each Wonder's space, as wonders = {{ W5 = \"IT03\" }} "
                                 "(location-scored Wonders score by it, L1251-1279)")
    used = {sp for sp, _, _ in s.board}
    for w, space in wonders.items():
        if w not in data().wonders:
            raise p.error("wonders", f"unknown Wonder {w!r}")
        if not isinstance(space, str) or space not in data().map.spaces:
            raise p.error("wonders", f"{w} = {space!r}: the Wonder's space must be a space of the map")
        if space in used or list(wonders.values()).count(space) > 1:
            raise p.error("wonders", f"{w} = {space!r}: that space already holds a piece")
    return wonders


UNITS = ("INFANTRY", "CAVALRY", "SIEGE_ENGINE")


def _units(p: Record, players: int) -> list:
    """A player's units, ``[[region, kind, count]]``: each Region one in play for the player count
    (units may not even pass through the others, L488-493), each kind a Military Unit (L1009-1013)."""
    raw = p.data.get("units", [])
    if not isinstance(raw, list):
        raise p.error("units", f"{raw!r}: a list of [region, kind, count]")
    in_play = rules.regions_in_play(players)
    units = []
    for entry in raw:
        if not (isinstance(entry, list) and len(entry) == 3):
            raise p.error("units", f"{entry!r}: each entry is [region, kind, count]")
        region, kind, count = entry
        if region not in data().regions:
            raise p.error("units", f"{region!r} is not a Region of the map ({', '.join(data().regions)})")
        if region not in in_play:
            raise p.error("units", f"{region} is not in play with {players} players (L488-493): "
                                   f"units may stand only in {', '.join(in_play)}")
        if kind not in UNITS:
            raise p.error("units", f"{kind!r} is not one of {', '.join(UNITS)}")
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise p.error("units", f"{region} {kind}: the count must be a whole number >= 1, not {count!r}")
        units += [(region, kind)] * count
    return units


def _bag(p: Record, name: str, keys: tuple) -> dict:
    table = p.table(name, {})
    for k, v in table.items():
        if k not in keys or not isinstance(v, int) or v < 0:
            raise p.error(name, f"{k} = {v!r}: one of {', '.join(keys)} with a count >= 0")
    return table


def check_start(s: State, source) -> None:
    """A custom start is held to the game's own check (:meth:`State.check_start`)."""
    s.check_position(source)


def _after(s: State, action: str) -> State:
    return s.apply(Action.parse(action))


def _gain(s: State, action: str, what: str, seat: int | None = None) -> int:
    """What one action would change in a player's ``what`` (a Resource, a
    Production track as ``TRACK_production``, or ``population``)."""
    seat = s.to_move if seat is None else seat

    def value(x):
        p = x.players[seat]
        if what == "population":
            return p.population
        if what.endswith("_production"):
            return p.prod(what[:-11].upper())
        return p.res(what)
    return value(_after(s, action)) - value(s)


def _player(s: State, seat: int, field: str):
    p = s.players[seat]
    if field in RESOURCES:
        return p.res(field)
    if field.endswith("_production"):
        return p.prod(field[:-11].upper())
    return player_field(s, seat, field)


def _scoring(s: State) -> list[int]:
    """The VP each seat gains in an Empire Scoring of this position."""
    after = s.empire_scoring()
    return [a.vp - b.vp for a, b in zip(after.players, s.players)]


def _region_vp(s: State, region: str) -> dict:
    got = s.region_vp(region)
    return {f"P{q + 1}": got.get(q, 0) for q in range(s.n)}


def _fresh(players: int):
    return new_game(players=players, seed=0)


def _scoring_pile(s: State, players: int, deck: str) -> str:
    """Where the Scoring card lies in a fresh game's deck: top, middle or bottom pile."""
    g = _fresh(players)
    i = DECKS.index(deck)
    cards = list(g.offers[i]) + list(g.decks[i])
    piles = data().decks[deck].piles
    at = cards.index(f"ES-{deck}")
    pile = at * piles // len(cards)
    return "bottom" if pile == piles - 1 else "top" if pile == 0 else "middle"


def _wonder_regions(s: State, seat: int, wonder: str) -> list[str]:
    return sorted({data().map.spaces[x].region for x in s.sites(seat, wonder)})


def _card(kind: str, card: str, field: str):
    table = {"technology": data().technologies, "build": data().build, "leader": data().leaders,
             "government": data().governments}[kind]
    value = getattr(table[card], field)
    if value is None:
        return "unknown"           # a printed value the text does not give (icons lost)
    return dict(value) if hasattr(value, "items") else value


OBSERVE = {
    "player": _player,
    "is_legal": lambda s, action: s.why_not(action) is None,
    "gain": _gain,
    "storage": lambda s: s.storage,
    "symbols": lambda s, seat: s.symbols(seat),
    "influence": lambda s, region: {f"P{q + 1}": v for q, v in sorted(s.influences(region).items())},
    "region_vp": _region_vp,
    "scoring_vp": _scoring,
    "unique_goods": lambda s, seat: s.unique_goods(seat),
    "wonder_cost": lambda s, seat: ACTIONS[Wonder].cost(s, seat, Wonder.of("")),
    "token_at": lambda s, space: dict(s.tokens).get(space, ""),
    "in_box": lambda s, item: item in s.box,
    "deck_cards": lambda s, deck: len([c for c in s.decks[DECKS.index(deck)] + s.offers[DECKS.index(deck)]
                                       if not c.startswith("ES-")]),
    "scoring_card_in": lambda s, deck: f"ES-{deck}" in s.decks[DECKS.index(deck)],
    "regions_in_play": lambda s: list(s.in_play()),
    "card": lambda s, kind, card, field: _card(kind, card, field),
    "recruits_left": lambda s: sum(1 for a in s.legal_actions() if a.verb == "recruit") > 0,
    "remaining_turns": lambda s, trigger: list(rules.remaining_turns(s.n, 0, trigger, s.options)),
    "final_vp": lambda s, seat: s.final_vp(seat),
    "winners": lambda s: [f"P{w + 1}" for w in s.winners()],
    "workshop_goods": lambda s, card: list(teaching_decks().workshop[card]),
    "new_game_deck": lambda s, players, deck: OBSERVE["deck_cards"](_fresh(players), deck),
    "new_game_split": lambda s, players: [sum(1 for c in _fresh(players).decks[3] + _fresh(players).offers[3]
                                              if c.startswith(k)) for k in ("TEACH-TAX", "TEACH-TRADE")],
    "scoring_pile": _scoring_pile,
    "new_game_regions": lambda s, players: list(_fresh(players).in_play()),
    "new_game_tokens_in": lambda s, players, region: sum(1 for sp, _ in _fresh(players).tokens
                                                         if data().map.spaces[sp].region == region),
    "wonder_regions": _wonder_regions,
    "controller": lambda s, region: (lambda w: "" if w is None else f"P{w + 1}")(
        rules.controller(s.influences(region), s.options)),
    "government_vp": lambda s, seat: _scoring(s)[seat] - _scoring(s._with(players=tuple(
        p._with(government="") if p.seat == seat else p for p in s.players)))[seat],
}

__all__ = ["OBSERVE", "build", "check_start"]
