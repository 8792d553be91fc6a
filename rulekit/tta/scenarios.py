"""Compact start states and observations for Through the Ages' scenario files.

A scenario's ``[start]`` table sets up a Simple game with ``new_game(players, seed,
options)`` and then puts the position the worked example describes. Every card a
scenario names is taken from where the shuffle left it (civil decks, card row, event
pile), so each card stays in one place and the engine's card invariant holds from the
built start on; a card the player count removed (TTA-EX-42) cannot be named.

``round``, ``current``
    the round (from 1) and the seat whose turn it is; the position is at the start of
    that seat's action phase (the card row already refilled);
``last_round``
    true when the last civil card has reached the row (the final bonus follows the round);
``row``
    the card row, slot 1 first, ``""`` for an empty slot (shorter lists are padded with
    empty slots); the row's former cards go back on top of their civil deck;
``deck_a``, ``deck_i``, ``events``
    cards put on top of civil deck A, civil deck I and the current-event pile, top first:
    an injected random draw (a refill's cards, the event revealed next);
``[[start.player]]``
    ``seat`` and any of the civilization's fields: ``government``, ``techs`` (``[[card,
    workers, blue], …]``: a starting technology named here gets these counts, any other
    card is added in this order), ``specials``, ``leader``, ``leader_ages``, ``wonders``,
    ``building`` and ``stages`` (the wonder under construction), ``hand``, ``fresh`` (cards
    taken this turn), ``idle``, ``culture``, ``science``, ``civil_spent``,
    ``military_spent``, ``civil_extra``, ``military_extra``, ``mil_bonus``. The banks
    ``yellow`` and ``blue`` default to what the 25 yellow and 18 blue tokens leave
    (PL L99-147); given, they must agree with the tokens on the cards.

The Advanced game (``game = "advanced"``, PL chapter 2) adds: ``at`` (``"turn"``, or
``"political"`` for a position at the turn's political action, before the military hand's limit
is checked); ``age`` (``"II"``: civil A and I already dealt and gone, the military deck Age II's);
``deck_ii`` and ``military`` (cards put on top of civil deck II and the military deck);
``events``, ``future`` and ``finale`` (the current and future events and the four Age III
events, each given whole; current + future must hold players + 2 cards); and for a civilization
``military_hand``, ``colonies``, ``tactic``, ``pact`` (``[card, partner seat, own role]``),
``extra_yellow`` and ``extra_blue`` (tokens held beyond the 25 and 18, the banks' defaults
following them).

The Full game (``game = "full"``, PL chapter 3) adds ``age = "III"`` (civil A, I and II gone, the military
deck Age III's), ``deck_iii`` (cards put on top of civil deck III) and ``left`` (``{ deck_ii = 1 }``: a
civil deck cut to its top cards, the rest in the box, so that the next refill ends its age).

Observations (:data:`OBSERVE`) read the engine: the player's fields and derived
indicators (:mod:`rulekit.tta.rules`), costs, the card row, and ``line``/``then``, which
play further actions from the observed position to compare two ways of spending a turn
(TTA-EX-7, TTA-EX-21) without changing the scenario's own line.

>>> s = build({"start": {"players": 2, "round": 3, "player": [
...     {"seat": 0, "techs": [["c-A-bronze", 2, 9]], "idle": 3}]}}, "inline")
>>> s.players[0].yellow, s.players[0].blue          # 6 workers + 3 unused; 9 tokens on Bronze
(16, 9)
>>> OBSERVE["line"](s, ["build c-A-religion", "build c-A-religion", "build c-A-religion"])   # Despotism: 2
['ok', 'ok', 'TTA-R-52']
"""

from __future__ import annotations

from collections import Counter

from rulekit.core.data import Record
from rulekit.core.scenario import COMMON
from rulekit.core.errors import DataError, IllegalAction, InvalidAction
from rulekit.tta import cards, rules
from rulekit.tta.rules import finale, upkeep
from rulekit.tta.decisions import Turn
from rulekit.tta.decisions.advanced import Excess, Political
from rulekit.tta.game import GAMES, ROW, State, new_game, simple_decks
from rulekit.tta.decisions.military import attack_strength
from rulekit.tta.rules.costs import build_total, civil_left, growth_price, military_left, take_cost, upgrade_total
from rulekit.tta.state import BLUE_TOKENS, YELLOW_TOKENS, Player

__all__ = ["OBSERVE", "build", "give"]

START = ("players", "seed", "options", "round", "current", "last_round", "row", "deck_a", "deck_i", "events",
         "player", "game", "at", "deck_ii", "military", "future", "finale", "age", "deck_iii", "left")
PLAYER = ("seat", "government", "techs", "specials", "leader", "leader_ages", "wonders", "building", "stages",
          "hand", "fresh", "yellow", "idle", "blue", "culture", "science", "civil_spent", "military_spent",
          "civil_extra", "military_extra", "mil_bonus", "military_hand", "colonies", "tactic", "pact", "extra_yellow",
          "extra_blue")
_WHOLE = ("stages", "idle", "culture", "science", "civil_spent", "military_spent", "civil_extra", "military_extra",
          "mil_bonus")
#: Where a named card is lifted from: the decks first, the card row last (the Advanced game's military
#: cards from its military decks, its events piles or the box, where military A and III wait unseen).
_PILES = ("deck_a", "deck_i", "deck_ii", "deck_iii", "events", "military", "military_ii", "military_iii", "finale", "box",
          "row")


def _known(r: Record, field: str, card: str) -> str:
    if card not in cards.data().cards:
        raise r.error(field, f"unknown card {card!r}")
    return card


def _take(s: State, r: Record, field: str, card: str) -> State:
    """``s`` with one copy of ``card`` lifted from a civil deck, the event pile or (last) the card row."""
    _known(r, field, card)
    for pile in _PILES:
        cards = list(getattr(s, pile))
        if card in cards:
            i = cards.index(card)
            if pile == "row":
                cards[i] = ""
            else:
                del cards[i]
            return s._with(**{pile: tuple(cards)})
    raise r.error(field, f"{card!r} is not in this game's decks (another seat or field holds every copy, "
                         f"or the player count removed it, TTA-EX-42)")


def _held(p) -> Counter:
    return Counter(p.hand + p.in_play() + p.wonders + tuple(c for c in (p.leader, p.building) if c)
                   + p.military_hand + p.colonies + ((p.tactic,) if p.tactic else ()) + p.pact[:1])


def give(state: State, seat: int, **changes) -> State:
    """``state`` with civilization ``seat``'s fields changed (``state.edit(players={seat: changes})``),
    each card it gains lifted from where it lies: a civil deck, the event piles, the box, or last
    the card row (its slot left empty), so every card stays in one place and ``check_start``
    accepts the position. A card no pile holds is left to ``check_start`` to refuse.

    >>> import rulekit.tta as tta
    >>> g = tta.new_game(players=2, seed=4)
    >>> card = g.deck_a[0]
    >>> h = give(g, 0, hand=(card,))
    >>> h.players[0].hand == (card,) and card not in h.deck_a
    True
    """
    p = state.players[seat]
    gained = _held(p._with(**changes)) - _held(p)
    piles = {name: list(getattr(state, name)) for name in _LIFT}
    for card, n in gained.items():
        for _ in range(n):
            pile = next((name for name in _LIFT if card in piles[name]), None)
            if pile == "row":
                piles["row"][piles["row"].index(card)] = ""
            elif pile is not None:
                piles[pile].remove(card)
    return state.edit(players={seat: changes}, **{name: tuple(cards) for name, cards in piles.items()})


#: Where :func:`give` looks for a card, in order (the row last: a card named there stays in view).
_LIFT = ("deck_a", "deck_i", "deck_ii", "deck_iii", "events", "military", "military_ii", "military_iii", "mil_discard",
         "future", "finale", "past", "box", "row")


def _start_cards() -> tuple:
    return simple_decks(2)[3]


def build(raw: dict, path) -> State:
    """The start state of a scenario file's ``[start]`` table, checked field by field."""
    r = Record(path, "start", raw.get("start", {})).only(START)
    n = r.whole("players", 2, minimum=2, maximum=4)
    game = r.text("game", "simple", choices=GAMES)
    at = r.text("at", "turn", choices=("turn", "political"))
    if at == "political" and game == "simple":
        raise r.error("at", "the Simple game has no political action (the Advanced game's, PL L1711)")
    try:
        s = new_game(players=n, game=game, seed=r.whole("seed", 0), options=r.data.get("options"))
    except (IllegalAction, DataError) as err:
        raise r.error("options", str(err)) from None
    rnd = r.whole("round", 1, minimum=1)
    current = r.whole("current", 0, minimum=0, maximum=n - 1)
    age = r.text("age", "I", choices=("I", "II", "III"))
    if age in ("II", "III"):
        if game == "simple":
            raise r.error("age", "the Simple game ends with Age I (PL L1461-1470)")
        if age == "III" and game != "full":
            raise r.error("age", "only the Full game plays Age III (PL L2448-2451)")
        if rnd < 3:
            raise r.error("age", f"Age {age} cannot have begun in round {rnd}")
        s = _age_two(s) if age == "II" else _age_three(s)
    # the card row: named cards are lifted from wherever they lie; the row's other cards go back on top
    if r.has("row"):
        want = list(r.texts("row"))
        if len(want) > ROW:
            raise r.error("row", f"the card row has {ROW} slots, not {len(want)}")
        want += [""] * (ROW - len(want))
        old = [c for c in s.row if c]
        s = s._with(row=("",) * ROW, deck_a=tuple(c for c in old if rules.info(c).age == "A") + s.deck_a,
                    deck_i=tuple(c for c in old if rules.info(c).age == "I") + s.deck_i,
                    deck_ii=tuple(c for c in old if rules.info(c).age == "II") + s.deck_ii,
                    deck_iii=tuple(c for c in old if rules.info(c).age == "III") + s.deck_iii)
        for slot, card in enumerate(want):
            if card:
                s = _take(s, r, "row", card)
        s = s._with(row=tuple(want))
    for pile in ("deck_a", "deck_i", "events", "deck_ii", "military", "future", "finale", "deck_iii"):
        if r.has(pile) and game == "simple" and pile in _ADVANCED_PILES:
            raise r.error(pile, f"the Simple game has no {pile} pile (set game = \"advanced\")")
        if r.has(pile) and game != "full" and pile == "deck_iii":
            raise r.error(pile, "only the Full game has civil deck III (set game = \"full\")")
        if r.has(pile) and (pile in ("future", "finale") or (pile == "events" and game != "simple")):   # given whole
            for card in getattr(s, pile):
                s = s._with(box=s.box + (card,))
            s = s._with(**{pile: ()})
            for card in r.texts(pile):
                s = _take(s, r, pile, card)
            s = s._with(**{pile: tuple(r.texts(pile))})
        elif r.has(pile):
            top = r.texts(pile)
            for card in top:
                s = _take(s, r, pile, card)
            s = s._with(**{pile: tuple(top) + getattr(s, pile)})
    s = _left(s, r)
    players = list(s.players)
    seen = set()
    for raw_p in r.data.get("player", []):
        p = Record(path, "player", raw_p).only(PLAYER)
        seat = p.whole("seat", minimum=0, maximum=n - 1)
        if seat in seen:
            raise p.error("seat", f"seat {seat} is given twice")
        seen.add(seat)
        s, players[seat] = _player(s, p, players[seat])
    tasks = (Turn(current),) if at == "turn" else (Political(current), Excess(current), Turn(current))
    s = s._with(players=tuple(players), round=rnd, current=current, last_round=r.flag("last_round", False),
                tasks=tasks)
    s.check_position(str(path))
    return s


_ADVANCED_PILES = ("deck_ii", "military", "future", "finale", "deck_iii")


def _age_two(s: State) -> State:
    """An Advanced start in Age II: civil A and I dealt and gone to the box, the military deck Age II's,
    military I's cards in the box (PL L2312-2322)."""
    gone = s.deck_a + s.deck_i + s.military
    return s._with(deck_a=(), deck_i=(), military=s.military_ii, military_ii=(), box=s.box + gone)


def _age_three(s: State) -> State:
    """A Full start in Age III: civil A, I and II dealt and gone to the box, the military deck Age III's,
    military I's and II's cards in the box (PL L2580-2591)."""
    gone = s.deck_a + s.deck_i + s.deck_ii + s.military + s.military_ii
    return s._with(deck_a=(), deck_i=(), deck_ii=(), military=s.military_iii, military_ii=(), military_iii=(),
                   box=s.box + gone)


#: The civil decks ``left`` may shorten.
_SHORTENED = ("deck_a", "deck_i", "deck_ii", "deck_iii")


def _left(s: State, r: Record) -> State:
    """``left = { deck_ii = 1 }``: a civil deck kept to its top cards, the others gone to the box (dealt and
    removed from the row in the rounds before), so that an age ends at the next refill."""
    left = r.data.get("left", {})
    if not isinstance(left, dict):
        raise r.error("left", "a table of civil decks and the number of cards each keeps")
    for pile, n in left.items():
        if pile not in _SHORTENED or not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise r.error("left", f"{pile} = {n!r}: a civil deck ({', '.join(_SHORTENED)}) and a count")
        deck = getattr(s, pile)
        s = s._with(**{pile: deck[:n]}, box=s.box + deck[n:])
    return s


def _player(s: State, p: Record, q: Player) -> tuple:
    start = _start_cards()
    kw = {}
    gov = p.text("government", "", empty=True)
    if gov:
        _known(p, "government", gov)
        if gov != q.government:
            s = _take(s, p, "government", gov)
            s = s._with(box=s.box + (q.government,))
        kw["government"] = gov
    techs = list(q.techs)
    for entry in p.data.get("techs", []):
        if not (isinstance(entry, list) and len(entry) == 3 and isinstance(entry[0], str)
                and all(isinstance(x, int) and x >= 0 for x in entry[1:])):
            raise p.error("techs", f"{entry!r}: each entry is [card, workers, blue tokens]")
        card, workers, blue = entry
        _known(p, "techs", card)
        at = [k for k, t in enumerate(techs) if t[0] == card]
        if at:
            techs[at[0]] = (card, workers, blue)
        else:
            if card not in start:
                s = _take(s, p, "techs", card)
            techs.append((card, workers, blue))
    kw["techs"] = tuple(techs)
    for field in ("specials", "wonders", "hand", "fresh", "military_hand", "colonies"):
        cards = p.texts(field, [])
        for card in cards:
            if field != "fresh":
                s = _take(s, p, field, card)
            else:
                _known(p, field, card)
        kw[field] = tuple(cards)
    for field in ("leader", "building", "tactic"):
        card = p.text(field, "", empty=True)
        if card:
            s = _take(s, p, field, card)
        kw[field] = card
    kw["leader_ages"] = _leader_ages(p, kw["leader"], kw["hand"])
    if p.has("pact"):
        pact = p.data["pact"]
        if not (isinstance(pact, list) and len(pact) == 3 and isinstance(pact[0], str)
                and isinstance(pact[1], int) and pact[2] in ("A", "B")):
            raise p.error("pact", f"{pact!r}: a pact is [pact card, partner seat, own role A or B]")
        s = _take(s, p, "pact", pact[0])
        kw["pact"] = tuple(pact)
    for field in _WHOLE:
        kw[field] = p.whole(field, getattr(q, field), minimum=0)
    for field in ("extra_yellow", "extra_blue"):
        kw[field] = p.whole(field, 0, minimum=-99)
    workers = sum(t[1] for t in techs)
    on_cards = sum(t[2] for t in techs)
    kw["yellow"] = p.whole("yellow", YELLOW_TOKENS + kw["extra_yellow"] - kw["idle"] - workers, minimum=0)
    kw["blue"] = p.whole("blue", BLUE_TOKENS + kw["extra_blue"] - on_cards - kw["stages"], minimum=0)
    return s, q._with(**kw)


def _leader_ages(p: Record, leader: str, hand: tuple) -> tuple:
    """The ages whose leader the player has taken (``leader_ages``): every leader in play or in hand
    was taken from the row, so its age is one (one leader per age, PL L474-477, TTA-R-25). Derived
    when the field is left out; given, it must hold each of those ages, else the scenario is refused
    naming the file and the field.

    >>> from rulekit.core.data import Record
    >>> _leader_ages(Record("x.toml", "start.player[0]", {}), "", ("c-A-hammurabi", "c-I-leonardo-da-vinci"))
    ('A', 'I')
    >>> _leader_ages(Record("x.toml", "start.player[0]", {"leader_ages": []}), "", ("c-A-hammurabi",))
    Traceback (most recent call last):
    ...
    rulekit.core.errors.DataError: x.toml: start.player[0]: field 'leader_ages': () leaves out age A of c-A-hammurabi (a leader in play or in hand was taken: one leader per age, PL L474-477)
    """
    held = [c for c in ((leader,) if leader else ()) + tuple(hand) if rules.info(c).type == "leader"]
    need = [a for a in cards.AGES if any(rules.info(c).age == a for c in held)]
    if not p.has("leader_ages"):
        return tuple(need)
    given = p.texts("leader_ages", [])
    for c in held:
        age = rules.info(c).age
        if age not in given:                    # the engine reads it the same way (decisions.judge, one leader per age)
            raise p.error("leader_ages", f"{given!r} leaves out age {age} of {c} (a leader in play or in hand "
                                         "was taken: one leader per age, PL L474-477)")
    return given


# == observations ========================================================================
def _p(s, seat: int):
    return s.players[seat]


def _slot(s, seat: int, card: str) -> tuple:
    t = _p(s, seat).slot(card)
    return t if t else (card, 0, 0)


def _line(s, actions: list) -> list:
    """Each action of ``actions`` in turn from ``s``: "ok", or the refusing rule's id (and no more)."""
    out = []
    for text in actions:
        err = s.why_not(text)
        if err is not None:
            out.append(err.rule.ref if getattr(err, "rule", None) else type(err).__name__)
            break
        s = s.apply(text)
        out.append("ok")
    return out


def _then(s, actions: list, observe: str, args: dict | None = None):
    """Observation ``observe`` after playing ``actions`` from ``s`` (each must be legal)."""
    for text in actions:
        try:
            s = s.apply(text)
        except (IllegalAction, InvalidAction) as err:
            raise ValueError(f"{text!r}: {err}") from None
    return {**COMMON, **OBSERVE}[observe](s, **(args or {}))


def _bonus_parts(s, seat: int) -> dict:
    """The Simple final bonus by part (:func:`rulekit.tta.rules.simple_bonus_parts`), under the game's options."""
    return rules.simple_bonus_parts(_p(s, seat), s.options)


def _deck_sizes(s, players: int) -> dict:
    """The Simple game's decks as ``new_game`` deals them for ``players`` players."""
    a, i, events, _ = simple_decks(players)
    return {"A": len(a), "I": len(i), "events": len(events)}


def _civil_decks(s, players: int, game: str = "full") -> dict:
    """The civil decks' sizes by age in ``game`` with ``players`` players (card data)."""
    return dict(cards.data().deck_sizes(players, game)["civil"])


def _advanced_setup(s, players: int, seed: int = 0) -> dict:
    """What ``new_game(players, game="advanced", seed)`` deals (TTA-EX-41): the current events, the war and
    pact cards left in the military decks I and II, the Age III events revealed, and the Age III cards of
    any other kind left in play."""
    g = new_game(players=players, game="advanced", seed=seed)
    military = g.military + g.military_ii
    return {"current_events": len(g.events), "future_events": len(g.future),
            "wars": sum(1 for c in military if rules.info(c).type == "war"),
            "pacts": sum(1 for c in military if rules.info(c).type == "pact"),
            "finale": len(g.finale), "finale_events": sum(1 for c in g.finale if rules.info(c).type == "event"),
            "military_a_in_play": sum(1 for c in g.events if rules.info(c).age == "A")}


_PILE = {name: name for name in ("deck_a", "deck_i", "events", "past", "deck_ii", "military", "military_ii", "mil_discard",
                                  "future", "finale", "box", "deck_iii", "military_iii")}

OBSERVE = {
    "workers": lambda s, seat, card: _slot(s, seat, card)[1],
    "kind": lambda s, seat, kind: {c: w for c, w, _ in _p(s, seat).techs if rules.info(c).type == kind},
    "tokens": lambda s, seat, card: _slot(s, seat, card)[2],
    "culture_points": lambda s, seat: _p(s, seat).culture,
    "science_points": lambda s, seat: _p(s, seat).science,
    "civil_left": lambda s, seat: civil_left(s, seat),
    "military_left": lambda s, seat: military_left(s, seat),
    "civil_total": lambda s, seat: rules.civil_total(_p(s, seat)),
    "military_total": lambda s, seat: rules.military_total(_p(s, seat)),
    "food": lambda s, seat: rules.food(_p(s, seat)),
    "resources": lambda s, seat: rules.resources(_p(s, seat)),
    "food_rate": lambda s, seat: rules.food_rate(_p(s, seat)),
    "resource_rate": lambda s, seat: rules.resource_rate(_p(s, seat)),
    "culture_rate": lambda s, seat: rules.culture_rate(_p(s, seat)),
    "science_rate": lambda s, seat: rules.science_rate(_p(s, seat)),
    "strength": lambda s, seat: rules.strength(_p(s, seat), s.options),
    "attack_strength": lambda s, seat, units: attack_strength(_p(s, seat), tuple(units), s.options),     # TTA-EX-17
    "happiness": lambda s, seat: rules.happiness(_p(s, seat), s.options.st_peters),
    "consumption": lambda s, seat: rules.consumption(_p(s, seat).yellow),
    "growth_cost": lambda s, seat: growth_price(_p(s, seat)),
    "simple_bonus": lambda s, seat: rules.simple_bonus(_p(s, seat), s.options),
    "bonus_parts": _bonus_parts,
    "take_cost": take_cost,
    "upgrade_cost": lambda s, seat, old, new: upgrade_total(s, seat, old, new),
    "pay_tokens": lambda s, stock, amount: [list(t) for t in rules.pay_tokens(tuple(map(tuple, stock)), amount)]
    if rules.pay_tokens(tuple(map(tuple, stock)), amount) is not None else None,
    "row": lambda s: list(s.row),
    "box": lambda s: sorted(s.box),
    "pile": lambda s, name: list(getattr(s, _PILE[name])),
    "pile_size": lambda s, name: len(getattr(s, _PILE[name])),
    "round": lambda s: s.round,
    "last_round": lambda s: s.last_round,
    "deck_sizes": _deck_sizes,
    "civil_decks": _civil_decks,
    "is_legal": lambda s, action: s.why_not(action) is None,
    "legal": lambda s: sorted(str(a) for a in s.legal_actions()),
    "decision": lambda s: s.decision.kind if s.decision else None,
    "to_move": lambda s: s.to_move,
    "age": lambda s: s.age,
    "military_hand": lambda s, seat: list(_p(s, seat).military_hand),
    "colonies": lambda s, seat: list(_p(s, seat).colonies),
    "events_held": lambda s: len(s.events) + len(s.future),
    "advanced_setup": _advanced_setup,
    "ages_of": lambda s, name: [rules.info(c).age for c in getattr(s, _PILE[name])],
    "line": _line,
    "then": _then,
    # the Advanced game's upkeep (rulekit.tta.rules.upkeep)
    "required_happiness": lambda s, seat: upkeep.required_happiness(_p(s, seat).yellow),
    "discontent": lambda s, seat: upkeep.discontented(_p(s, seat), s.options.st_peters),
    "uprising": lambda s, seat: upkeep.uprising(_p(s, seat), s.options.st_peters),
    "corruption": lambda s, seat: upkeep.corruption(_p(s, seat).blue),
    "build_cost": lambda s, seat, card: build_total(s, seat, card),
    "in_box": lambda s, card: card in s.box,
    # the Full game (rulekit.tta.decisions.full)
    "yellow_bank": lambda s, seat: _p(s, seat).yellow,
    "is_over": lambda s: s.is_over,
    "age_iv_round": lambda s: s.age_iv,
    "current": lambda s: s.current,
    "blue_on": lambda s, seat, card: (_p(s, seat).slot(card) or ("", 0, 0))[2],
    "event_culture": lambda s, card: list(finale.score(s.players, card, s.level, s.options)),
}
