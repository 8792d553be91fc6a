"""Building worked-example start states, and what a check can observe.

The ``[start]`` table of a Guns & Steel scenario file is compact: a normal
set-up (players, set, seed) changed only where the example says so.

``players``, ``set``, ``seed``, ``options``
    as for :func:`~rulekit.gunsteel.game.new_game`;
``current``, ``phase``
    whose turn and which phase the example starts in (``setup``: the
    first-resource step d of set-up, ``resource``, ``technology``, ``use``,
    ``buy``, ``end``; ``use`` also names ``use_card``);
``bought``
    pyramid positions already bought (emptied);
``place``
    ``{position = card id}``: cards the example names, put in the pyramid;
``wonders``
    ``{ERA = wonder id}``: the wonder beside a row (``""``: already taken);
``glory``
    ``{wonder id = [markers per seat]}``;
``research``
    ``{ERA = [card ids, top first]}``: a Research Project stack of the
    combined game, replaced by the cards the example names (GS-R-69);
``[[start.player]]``
    each seat's ``hand``, ``resources``, ``techs``, ``wonders``, ``temp``,
    ``track``, ``glory`` (cards not listed stay in the box).

Cards and wonders the rulebook names but the teaching deck lacks are given as
``[[card]]`` / ``[[wonder]]`` records in the deck format, with ``source`` and
``confidence``; values the rulebook does not print carry
``confidence = "example-input"`` and say which example needs them.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from rulekit.core.data import Record, suggest
from rulekit.core.errors import DataError
from rulekit.core.resources import Bag
from rulekit.core.scenario import FIELDS, observations, player_field
from rulekit.gunsteel import decisions, rules
from rulekit.gunsteel.cards import ERAS, RESOURCES, Deck, deck_from_dict, teaching_deck
from rulekit.gunsteel.game import MODES, PLAYERS, State, check_start, deck_id, get_deck, new_game, register_deck
from rulekit.gunsteel.options import Options
from rulekit.gunsteel.rules.payment import exchange_error
from rulekit.gunsteel.state import Player

PLAYER_FIELDS = ("hand", "resources", "techs", "wonders", "temp", "track", "glory")
START_FIELDS = ("players", "set", "seed", "options", "current", "turn", "phase", "use_card", "bought", "place",
                "wonders", "glory", "research", "player")
START_PHASES = ("setup", "resource", "technology", "use", "buy", "end")


def scenario_deck(data: dict, path) -> str:
    """The teaching deck plus the example's own cards, registered by content (see ``deck_id``)."""
    extra = {"card": data.get("card", []), "wonder": data.get("wonder", [])}
    if not extra["card"] and not extra["wonder"]:
        return "teaching"
    own = deck_from_dict(extra, str(path), f"scenario:{data['id']}", check_counts=False)
    base = teaching_deck()
    clash = (set(own.cards) | set(own.wonders)) & (set(base.cards) | set(base.wonders))
    if clash:
        raise DataError(path, "card", f"ids already in the teaching deck: {sorted(clash)}")
    deck = Deck(f"scenario:{data['id']}", MappingProxyType({**base.cards, **own.cards}),
                MappingProxyType({**base.wonders, **own.wonders}))
    return register_deck(deck)


def build(data: dict, path) -> State:
    """The start state of a scenario file's ``[start]`` table, checked field by field
    and then as a position (:func:`check_start`)."""
    Record(path, "", data).only(FIELDS + ("card", "wonder"))
    start = Record(path, "start", data.get("start", {})).only(START_FIELDS)
    key = scenario_deck(data, path)
    players_n = start.whole("players", 3, minimum=min(PLAYERS), maximum=max(PLAYERS))
    card_set = start.text("set", "new-world", choices=MODES)
    seed = start.whole("seed", 0)
    options = start.table("options", {})
    g = new_game(players_n, card_set, seed, Options.parse(options, str(path)))
    g = replace(g, deck_key=deck_id(get_deck(key, str(path))))
    L = g.layout
    pyramid = list(g.pyramid)
    for pos in start.texts("bought", []):
        pyramid[_pos(L, pos, path)] = None
    for pos, cid in start.table("place", {}).items():
        _known(g, cid, path, f"start.place.{pos}")
        pyramid[_pos(L, pos, path)] = cid
    slots = list(g.wonder_slots)
    for era, wid in start.table("wonders", {}).items():
        if era not in ERAS or not isinstance(wid, str) or (wid and wid not in g.deck.wonders):
            raise DataError(path, f"start.wonders.{era}",
                            f"needs an era and a known wonder (or \"\" if taken), got {wid!r}" + suggest(era, ERAS))
        slots[ERAS.index(era)] = wid or None
    research = list(g.research)
    for era, stack in start.table("research", {}).items():
        if g.mode != "combined" or era not in ERAS:
            raise DataError(path, f"start.research.{era}", "Research Projects are an era's stack in the combined game")
        if not isinstance(stack, list):
            raise DataError(path, f"start.research.{era}", f"must be a list of card ids, not {stack!r}")
        for cid in stack:
            _known(g, cid, path, f"start.research.{era}")
        research[ERAS.index(era)] = tuple(stack)
    glory = [list(row) for row in g.glory]
    for wid, marks in start.table("glory", {}).items():
        if wid not in slots:
            raise DataError(path, f"start.glory.{wid}", "that wonder is not beside the pyramid")
        if not isinstance(marks, list) or len(marks) != players_n or not all(
                isinstance(m, int) and not isinstance(m, bool) and 0 <= m <= 5 for m in marks):
            raise DataError(path, f"start.glory.{wid}", f"must be {players_n} counts of markers from 0 to 5")
        glory[slots.index(wid)] = list(marks)
    players = list(g.players)
    recs = start.records("player", "start.player")
    if len(recs) > players_n:
        raise DataError(path, "start.player", f"{len(recs)} players listed for a {players_n}-player game")
    for seat, rec in enumerate(recs):
        rec.only(PLAYER_FIELDS)
        zones = {}
        for zone in ("hand", "resources", "techs"):
            zones[zone] = rec.texts(zone, [])
            for cid in zones[zone]:
                _known(g, cid, path, f"start.player[{seat}].{zone}")
        won = rec.texts("wonders", [])
        for wid in won:
            if wid not in g.deck.wonders:
                raise rec.error("wonders", f"unknown wonder {wid!r}" + suggest(wid, g.deck.wonders))
        temp = rec.table("temp", {})
        for res, n in temp.items():
            if res not in RESOURCES or not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise rec.error(f"temp.{res}", f"must be a resource with a count ≥ 0, not {n!r}"
                                + ("" if res in RESOURCES else suggest(res, RESOURCES)))
        players[seat] = Player(
            seat, players[seat].colour, tuple(sorted(zones["hand"])), tuple(sorted(zones["resources"])),
            tuple(sorted(zones["techs"])), tuple(sorted(won)), Bag(temp),
            rec.whole("track", 0, minimum=0), rec.whole("glory", 5, minimum=0, maximum=5))
    phase = start.text("phase", "resource", choices=START_PHASES)
    s = replace(g, players=tuple(players), pyramid=tuple(pyramid), wonder_slots=tuple(slots),
                glory=tuple(tuple(r) for r in glory), research=tuple(research),
                current=start.whole("current", 0, minimum=0, maximum=players_n - 1),
                turn=start.whole("turn", 1, minimum=1), phase=_PHASE_OF.get(phase, phase), tasks=())
    s.check_position(path)
    return replace(s, tasks=_tasks(s, start.data, path))._settle()


_PHASE_OF = {"use": "technology"}   # activating the card just played is part of the Technology Phase


def _tasks(s: State, start: dict, path) -> tuple:
    phase, seat = start.get("phase", "resource"), s.current
    if phase == "setup":         # set-up step d: the first resources (GS-R-29)
        return decisions.first_resources(s).tasks
    if phase == "resource":
        return (decisions.ResourcePhase(seat),)
    if phase == "technology":
        return (decisions.TechnologyPhase(seat),)
    if phase == "buy":
        return (decisions.Buy(seat),)
    if phase == "use":
        card = start.get("use_card", "")
        if card not in s.players[seat].techs:
            raise DataError(path, "start.use_card", "the card being used must be among the player's techs")
        return (decisions.Use(seat, card=card),)
    if phase == "end":
        return decisions.end_of_turn(s)
    raise DataError(path, "start.phase", f"{phase!r} is not setup, resource, technology, use, buy or end")


def _pos(L, pos: str, path) -> int:
    if pos not in L.names:
        raise DataError(path, f"start position {pos!r}", f"not in this pyramid ({L.names[0]}..{L.names[-1]})")
    return L.index(pos)


def _known(g: State, cid: str, path, where: str) -> None:
    if not isinstance(cid, str) or cid not in g.deck.cards:
        raise DataError(path, where, f"unknown card {cid!r}" + (suggest(cid, g.deck.cards) if isinstance(cid, str) else ""))


# -- observations ----------------------------------------------------------------------


def _player(s: State, seat: int, field: str):
    p = s.players[seat]
    if field == "strength":
        return s.strength(seat)
    if field == "score":
        return s.scores()[seat]
    if field == "hand_size":
        return len(p.hand)
    if field == "units":         # what the player could pay with now (GS-R-56)
        return s.units_available(seat).as_dict()
    return player_field(s, seat, field)


def _wonder_for_row(s: State, era: str, pair: list[str], row: list[str] | None = None,
                    rule: str = "further-left"):
    """Which of ``pair`` goes beside the ``era`` row (GS-R-28): for ``row`` (card
    pictures, left to right) or, without it, for the row as it lies in this state."""
    if row is None:
        row = [s.card(s.pyramid[i]).picture for i in s.layout.row(era) if s.pyramid[i]]
    wonders = [s.deck.wonders[w] for w in pair]
    return rules.choose_wonder(row, wonders, rule).id


def _trade_allowed(s: State, give: list[str], get) -> bool:
    """Whether an exchange follows the trade diagram (GS-R-57); ``get`` is one resource or a list."""
    gets = [get] if isinstance(get, str) else list(get)
    return exchange_error(Bag.of(give), gets, s.options) is None


def _fresh(s: State, observe: str, players: int | None = None, **args):
    """Another observation, made on a new game set up as this one (same seed and
    options) but for ``players`` and, with ``set``, another card set: set-up
    depends on both (GS-R-27, GS-R-29, GS-R-69)."""
    card_set = args.pop("set", s.mode)
    g = new_game(players or len(s.players), card_set, s.seed, s.options)
    return observations("gunsteel")[observe](g, **args)


def _seats(s: State) -> list[list[int]]:
    """Each seat's [cards in hand, cards on the table]."""
    return [[len(p.hand), len(p.resources) + len(p.techs)] for p in s.players]


def _opening(s: State) -> list[list[int]]:
    """Set-up step d played out, each player laying their first legal choice:
    each seat's [cards in hand, cards on the table] (GS-R-29)."""
    while s.phase == "setup":
        s = s.apply(s.legal_actions()[0])
    return _seats(s)


#: Guns & Steel's own observations (core's scenario.COMMON adds phase, to_move, legal …).
OBSERVE = {
    "surcharge": lambda s, target: s.purchase(target)[1],
    "connected": lambda s, target: list(s.purchase(target)[2]),
    "base_cost": lambda s, target: s.purchase(target)[0].as_dict(),
    "total_cost": lambda s, target: len(s.purchase(target)[0]) + s.purchase(target)[1],
    "affordable": lambda s, target, seat=None: s.can_afford(s.to_move if seat is None else seat, target),
    "plan": lambda s, target, seat=None: str(s.payment_plans(s.to_move if seat is None else seat, target)[0]),
    "player": _player,
    "rows": lambda s: list(s.rows),
    "positions": lambda s: len(s.layout.names),
    "at": lambda s, pos: s.pyramid[s.layout.index(pos)],
    "present": lambda s, era: [s.layout.names[i] for i in s.layout.row(era) if s.pyramid[i]],
    "pyramid_eras": lambda s: [sorted({s.card(s.pyramid[i]).resource for i in s.layout.row(e) if s.pyramid[i]})
                               for e in ERAS],
    "wonder_eras": lambda s: [s.deck.wonders[w].era if w else None for w in s.wonder_slots],
    "research_top": lambda s, era: (s.research[ERAS.index(era)] or (None,))[0],
    "seats": _seats,
    "opening": _opening,
    "fresh": _fresh,
    "row_eras": lambda s: [s.layout.era[s.layout.row(e)[0]] for e in ERAS],
    "edges": lambda s: sum(len(r) for r in s.layout.rests_on),
    "research_sizes": lambda s: [len(r) for r in s.research],
    "wonder_slots": lambda s: list(s.wonder_slots),
    "wonders_in_pyramid": lambda s: [w for w in s.wonder_slots if w],
    "wonder_sets": lambda s: sorted({s.deck.wonders[w].set for w in s.wonder_slots if w}),
    "glory": lambda s, wonder: list(s.glory[s.wonder_slots.index(wonder)]) if wonder in s.wonder_slots else None,
    "trade_allowed": _trade_allowed,
    "wonder_for_row": _wonder_for_row,
    "taken_back_vp": lambda s: sum(s.card(c).vp for c in s.taken_back),
    "ended": lambda s: s.ended,
}
