"""What random play must conserve in a Through the Ages game.

- Tokens: each civilization's 25 yellow tokens are in its yellow bank, on its
  unused-workers space or on its cards; its 18 blue tokens are in its blue bank,
  on its farms and mines or marking built wonder stages (PL L99-147).
- Cards: every card of the root is in exactly one place (decks, row, hands,
  cards in play, the box, the event piles, or held by a pending decision: a territory
  being auctioned, a pact being offered), so none appears or vanishes.
- Indicators and points: banks, workers, science (0..40), action counts and
  rates are never negative (culture only under the ``famine_culture`` option).
- The Advanced game's event piles: current + future always hold players + 2 cards.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import fields
from functools import lru_cache
from operator import attrgetter

from rulekit.tta import cards
from rulekit.tta.rules import LEVEL, civil_total, culture_rate, happiness, info, military_total, science_rate, strength
from rulekit.core.conformance import Seen
from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.state import BLUE_TOKENS, YELLOW_TOKENS, Player

__all__ = ["invariants", "check_tokens", "cards_of", "start_problems", "token_problems"]


@cites(rb.POPULATION_MAX, rb.YELLOW_TOKENS, rb.BLUE_TOKENS, rb.SCIENCE_POINTS)
def token_problems(state):
    """Each ``(field, reason)`` that makes the civilizations' tokens and indicators impossible: the field
    named as ``players[seat].name`` (read by :meth:`~rulekit.tta.game.State.check_start` and
    :func:`check_tokens`)."""
    for seat, p in enumerate(state.players):
        yield from _player_token_problems(seat, p, state.options.famine_culture)


def _player_token_problems(seat: int, p, famine_culture: str):
    """:func:`token_problems` of one civilization: what it finds depends on the civilization and the
    ``famine_culture`` option only."""
    yield from _counter_problems(seat, p)
    yield from _indicator_problems(seat, p)
    yield from _famine_problems(seat, p, famine_culture)


def _counter_problems(seat: int, p):
    """The tokens conserved, and no count below 0 or science above 40."""
    at = f"players[{seat}]."
    workers = sum(t[1] for t in p.techs)
    blue = sum(t[2] for t in p.techs)
    if p.yellow + p.idle + workers != YELLOW_TOKENS + p.extra_yellow:
        yield at + "yellow", f"P{seat + 1}: yellow tokens not conserved"
    if p.blue + blue + p.stages != BLUE_TOKENS + p.extra_blue:
        yield at + "blue", f"P{seat + 1}: blue tokens not conserved"
    for name in ("yellow", "idle", "blue", "science", "civil_spent", "military_spent", "mil_bonus", "stages"):
        if getattr(p, name) < 0:
            yield at + name, f"P{seat + 1}: {name} is negative"
    if not all(w >= 0 and b >= 0 for _, w, b in p.techs):
        yield at + "techs", f"P{seat + 1}: a card holds negative tokens"
    if p.science > 40:
        yield at + "science", f"P{seat + 1}: science above 40"


def _indicator_problems(seat: int, p):
    """The indicators and rates within their tracks, the action totals not negative: what the cards in
    play, the workers on them, the bonus cards, colonies, tactic and extra actions give (the fields of
    :data:`_INDICATOR_FIELDS`)."""
    at = f"players[{seat}]."
    if not (0 <= happiness(p) <= 8 and 0 <= strength(p) <= 60):
        yield at + "techs", f"P{seat + 1}: indicator out of range"
    if not (0 <= culture_rate(p) <= 30 and 0 <= science_rate(p) <= 30):
        yield at + "techs", f"P{seat + 1}: rate out of range"
    if civil_total(p) < 0 or military_total(p) < 0:
        yield at + "civil_extra", f"P{seat + 1}: negative action totals"


def _famine_problems(seat: int, p, famine_culture: str):
    if famine_culture == "zero" and p.culture < 0:
        yield f"players[{seat}].culture", f"P{seat + 1}: culture below 0"


#: A civilization's fields that no indicator, rate or action total reads (its tokens and points, its hands,
#: the actions spent, the wonder under construction, the pact, the cards used this turn or game): a step that
#: changes only these (taking a card, spending an action, discarding) leaves :func:`_indicator_problems`'
#: answer as it was, so it is looked up by the identity of the other fields.
_COUNTERS = frozenset(("yellow", "idle", "blue", "culture", "science", "civil_spent", "military_spent", "mil_bonus",
                       "hand", "fresh", "military_hand", "once", "turn_used", "stages", "building", "pact",
                       "extra_yellow", "extra_blue", "leader_ages"))
#: The other fields, read at once.
_INDICATOR_FIELDS = attrgetter(*(f.name for f in fields(Player) if f.name not in _COUNTERS))


#: The civilizations already checked and counted, by identity: after a step only the changed ones are
#: checked again (:class:`rulekit.core.conformance.Seen`).
_SEEN = Seen()


#: Where each kind of card may lie: the fields of a civilization by the card types they hold.
_PLAYER_PLACES = {"government": ("government",), "specials": ("special",), "leader": ("leader",),
                  "wonders": ("wonder",), "building": ("wonder",)}
#: The card types workers stand on (a ``techs`` entry): farms, mines, urban buildings, units (PL L211-232).
_WORKED = ("farm", "mine", "temple", "lab", "library", "theater", "arena", "infantry", "cavalry", "artillery", "air")


@lru_cache(maxsize=None)
def _fx_most(key: str, kind: str = "action") -> int:
    """The most one turn's cards of type ``kind`` could add to ``key``: every copy in the box of every
    such card with that effect."""
    total = 0
    for card, c in cards.data().cards.items():
        if info(card).type != kind:
            continue
        value = info(card).fx.get(key, 0) or 0
        if isinstance(value, dict):
            value = max(int(v) for v in value.values())
        total += int(value) * max(c.copies.values() or (1,))
    return total


@cites(rb.SIMPLE_DECKS, rb.PLAY_AREA, rb.LEADER_TAKE, rb.WONDER_STAGE, rb.ACTIONS, rb.EVENTS_SIMPLE, rb.CHANGE_MAKING,
       rb.BLUE_BANK_EMPTY, rb.GAINED_LOST_TOKENS)
def start_problems(state):
    """Each ``(field, reason)`` that makes a custom start impossible beyond its tokens
    (:func:`token_problems`) and the number of copies of each card (read by
    :meth:`~rulekit.tta.game.State.check_start`, which checks the level first): each card where a card of
    its kind can lie (civil cards in the row and the civil decks, Age A in ``deck_a`` and Age I in
    ``deck_i``, military ones in the event piles; a government, special technologies, a leader, wonders
    and cards with workers in a civilization's own fields, PL L83-96, L211-232); no technology twice in one
    civilization (KI L1082-1083); a wonder's built stages fewer than its stages; the leader ages real, each once; the action tokens spent and the extras within what the government and the box's
    action cards give; the cards taken this turn held by the player; and each pending decision one
    that can arise (a payment of what the civilization holds, a gain, a lost token, an event that asks,
    the empty bank's question only under ``empty_blue_bank = "player-choice"``, the turn and production
    of the seat to move)."""
    printed = cards.data().cards

    def kind(card):
        return info(card) if card in printed else None

    if len(state.row) != 13:
        yield "row", f"{len(state.row)} slots; the card row has 13 (PL L88-90)"
    piles = ("row", "deck_a", "deck_i", "events", "past", "box", "deck_ii", "military", "military_ii", "mil_discard",
             "future", "finale", "deck_iii", "military_iii")
    if state.level == "simple":
        for pile in piles[6:]:
            if getattr(state, pile):
                yield pile, f"the Simple game has no {pile} pile (an Advanced-game pile)"
                return
    if state.level == "advanced":
        for pile in piles[12:]:
            if getattr(state, pile):
                yield pile, f"the Advanced game has no {pile} pile (a Full-game pile)"
                return
    for pile in piles:
        for card in getattr(state, pile):
            if not isinstance(card, str):
                yield pile, f"{card!r} is not a card name"
                return
    for seat, p in enumerate(state.players):
        for t in p.techs:
            if not (isinstance(t, tuple) and len(t) == 3 and isinstance(t[0], str)
                    and all(isinstance(x, int) and not isinstance(x, bool) for x in t[1:])):
                yield f"players[{seat}].techs", f"{t!r}: each is (card, workers, blue tokens)"
                return
    for pile, deck, age in (("row", "civil", None), ("deck_a", "civil", "A"), ("deck_i", "civil", "I"),
                            ("events", "military", None), ("past", "military", None), ("box", None, None),
                            ("deck_ii", "civil", "II"), ("military", "military", None), ("military_ii", "military", "II"),
                            ("mil_discard", "military", None), ("future", "military", None),
                            ("finale", "military", "III"), ("deck_iii", "civil", "III"),
                            ("military_iii", "military", "III")):
        for card in getattr(state, pile):
            i = kind(card)
            if card and i is None:
                yield pile, f"{card!r} is not a card of the card data"
            elif card and ((deck and i.deck != deck) or (age and i.age != age)):
                yield pile, f"{card} is a {i.deck} card of Age {i.age}; {pile} holds {deck} cards" + (
                    f" of Age {age}" if age else "")
        if pile != "row" and "" in getattr(state, pile):
            yield pile, "an empty card name"
    if state.level != "simple" and len(state.events) + len(state.future) != len(state.players) + 2:
        yield "events", (f"{len(state.events)} current and {len(state.future)} future events; the two piles always "
                         f"hold players + 2 = {len(state.players) + 2} cards (PL L1794-1796, TTA-EX-32)")
    pending = tuple(state.tasks) + tuple(s.step for s in state.scheduled)
    for seat, p in enumerate(state.players):
        at = f"players[{seat}]."
        held = []
        for name in ("hand", "techs", "specials", "wonders", "government", "leader", "building"):
            value = getattr(p, name)
            for card in ([t[0] for t in value] if name == "techs" else value if isinstance(value, tuple)
                         else (value,) if value else ()):
                if kind(card) is None:
                    yield at + name, f"{card!r} is not a card of the card data"
                    return
                held.append(card)
        for name, types in _PLAYER_PLACES.items():
            value = getattr(p, name)
            for card in (value if isinstance(value, tuple) else (value,) if value else ()):
                if info(card).type not in types:
                    yield at + name, f"{card} is a {info(card).type} card; {name} holds {' or '.join(types)} cards"
        if not p.government:
            yield at + "government", f"P{seat + 1} has no government (every civilization has one, PL L211-232)"
        for card, _, _ in p.techs:
            if info(card).type not in _WORKED:
                yield at + "techs", f"{card} is a {info(card).type} card; workers stand on farms, mines, urban buildings and units"
        for card in p.hand:
            if info(card).deck != "civil":
                yield at + "hand", f"{card} is a military card; the civil hand holds civil cards"
        if state.level == "simple":
            for name in ("military_hand", "colonies", "tactic", "pact"):
                if getattr(p, name):
                    yield at + name, f"the Simple game has no {name} (an Advanced-game field)"
                    return
        for card in p.military_hand:
            if kind(card) is None or info(card).deck != "military":
                yield at + "military_hand", f"{card!r} is not a military card"
                return
        for name, types in (("colonies", ("colony",)), ("tactic", ("tactic",))):
            value = getattr(p, name)
            for card in (value if isinstance(value, tuple) else (value,) if value else ()):
                if kind(card) is None or info(card).type not in types:
                    yield at + name, f"{card!r} is not a {types[0]} card"
                    return
        for card in p.once:
            if kind(card) is None or info(card).type != "leader":
                yield at + "once", f"{card!r}: a once-per-game ability is a leader's"
                return
        if p.pact:
            if (len(p.pact) != 3 or kind(p.pact[0]) is None or info(p.pact[0]).type != "pact"
                    or p.pact[1] not in range(len(state.players)) or p.pact[1] == seat or p.pact[2] not in ("A", "B")):
                yield at + "pact", f"{list(p.pact)}: a pact is [pact card, partner seat (not your own), role A or B]"
                return
        techs = [c for c in held if info(c).tech]
        if len(techs) != len(set(techs)):           # one copy of a technology in hand or in play (KI L1082-1083)
            twice = sorted({c for c in techs if techs.count(c) > 1})
            yield at + "cards", f"P{seat + 1} holds the technology {', '.join(twice)} twice"
        if p.building:
            if p.stages >= len(info(p.building).stages):
                yield at + "stages", f"{p.building} has {len(info(p.building).stages)} stages; {p.stages} built would complete it"
        elif p.stages:
            yield at + "stages", "built stages without a wonder under construction"
        for card in p.face_down:
            if card not in p.wonders or info(card).age not in ("A", "I") or p.face_down.count(card) > 1:
                yield at + "face_down", f"{card}: only a completed wonder of Age A or I is turned face down, once"
        for card in p.turn_used:
            if card not in p.wonders or p.turn_used.count(card) > 1:
                yield at + "turn_used", f"{card}: only a completed wonder of this civilization is used once a turn"
        ages = tuple(p.leader_ages)
        if any(a not in LEVEL for a in ages) or len(set(ages)) != len(ages):
            yield at + "leader_ages", f"{list(ages)}: each an age ({', '.join(LEVEL)}) once"
        for card in p.fresh:
            if card not in held and card not in state.box:        # in the box: played, then replaced
                yield at + "fresh", f"{card!r} taken this turn is neither with P{seat + 1} nor in the box"
        for name, most in (("civil_extra", _fx_most("civil_actions")), ("military_extra", _fx_most("military_actions")),
                           ("mil_bonus", _fx_most("military_resources") + _fx_most("military_resource_per_turn", "leader")
                            + _fx_most("military_resources_per_stronger_civ"))):
            if getattr(p, name) > most:
                yield at + name, f"{getattr(p, name)}: the box's cards give at most {most}"
        lose = {w: sum(1 for s in pending if s.kind == "lose" and s.player == seat and s.what == w)
                for w in ("civil", "military")}
        if p.civil_spent > civil_total(p) + lose["civil"]:
            yield at + "civil_spent", f"{p.civil_spent} white tokens spent of {civil_total(p)}"
        if state.options.revolution_spent_military == "capped" and p.military_spent > military_total(p) + lose["military"]:
            yield at + "military_spent", f"{p.military_spent} red tokens spent of {military_total(p)}"
    yield from _step_problems(state)


def _step_problems(state):
    """:func:`start_problems` of the pending decisions."""
    steps = [(f"tasks[{k}]", s) for k, s in enumerate(state.tasks)]
    steps += [(f"scheduled[{k}]", s.step) for k, s in enumerate(state.scheduled)]
    for at, s in steps:
        if s.player >= len(state.players):
            continue                        # core's check names it
        p = state.players[s.player]
        if s.kind in ("turn", "production") and s.player != state.current:
            yield at, f"a {s.kind} of P{s.player + 1}, whose turn it is not (P{state.current + 1}'s)"
        elif s.kind == "pay":
            if s.what not in ("farm", "mine", "military"):
                yield at + ".what", f"{s.what!r}: a payment is of farm (food), mine (resources) or military"
            elif not 0 < s.amount <= (p.held["mine"] + p.mil_bonus if s.what == "military" else p.held[s.what]):
                yield at + ".amount", f"{s.amount}: a payment is asked only of an amount the civilization holds"
        elif s.kind == "gain":
            if s.what not in ("farm", "mine"):
                yield at + ".what", f"{s.what!r}: a gain is of farm (food) or mine (resources)"
            elif not 0 < s.amount <= 18 * 5:
                yield at + ".amount", f"{s.amount}: a gain is a positive amount the blue tokens can carry"
        elif s.kind == "lose" and s.what not in ("civil", "military"):
            yield at + ".what", f"{s.what!r}: a lost action token is civil or military"
        elif s.kind == "event":
            fx = info(s.what).fx if s.what in state.past else {}
            if not (fx.get("choose_food_or_resources") or fx.get("free_temple") or fx.get("free_warriors")):
                yield at + ".what", f"{s.what!r}: an event's question is asked only of a revealed event that asks one"
        elif s.kind == "shortage" and state.options.empty_blue_bank != "player-choice":
            yield at, 'the empty bank is asked about only under empty_blue_bank = "player-choice" (⚠AMB-12)'
        elif s.kind in _HOLDING:
            yield from _holding_problems(state, at, s, _HOLDING[s.kind])
        elif s.kind == "lose-colony" and not p.colonies:
            yield at, f"P{s.player + 1} has no colony to lose"
        elif s.kind == "withhold" and (state.level == "simple" or state.options.alternative_corruption == "off"):
            yield at, "a mine is asked to withhold a token only under the alternative corruption rule (⚠AMB-15)"
        elif s.kind == "withhold" and s.first not in ("farm", "mine"):
            yield at + ".first", f"{s.first!r}: the farms or the mines produce first"
        elif s.kind == "lose-worker" and s.count < 1:
            yield at + ".count", f"{s.count}: a lost worker is asked for only while one is still to go"
        if s.kind in _WAR_STEPS and state.level != "full":
            yield at, "wars belong to the Full game (PL L2510-2535)"
        elif s.kind == "resigned" and s.player == state.current and not state.over:
            yield at, f"P{s.player + 1} has resigned (PL L2593-2600) and cannot be the player whose turn it is"


#: The decisions that hold a card while they are taken (colonization, PL 2.4.3; pacts, PL 2.4.5), by the
#: card type they hold.
_HOLDING = {"auction": "colony", "colonize": "colony", "pact-offer": "pact", "pact-answer": "pact", "war": "war",
            "war-sacrifice": "war", "war-defence": "war"}
#: The Full game's war steps (:mod:`rulekit.tta.decisions.wars`).
_WAR_STEPS = ("war", "war-sacrifice", "war-defence")


def _holding_problems(state, at: str, s, kind: str):
    """:func:`_step_problems` of an auction, a colonization payment, a pact offer or its answer: the card
    of its kind, the seats it names real and other than the one asked."""
    if s.card not in cards.data().cards or info(s.card).type != kind:
        yield at + ".card", f"{s.card!r}: a {s.kind} holds a {kind} card"
        return
    n = len(state.players)
    if s.kind == "auction" and (s.player not in s.active or not set(s.active) <= set(range(n))
                                or s.leader not in range(-1, n) or s.bid < 0):
        yield at + ".active", f"{list(s.active)}: the bidders still in, among them P{s.player + 1}, seats of this game"
    for name in ("target", "offerer", "declarer"):
        other = getattr(s, name, None)
        if other is not None and (other not in range(n) or other == s.player):
            yield at + "." + name, f"{other}: another seat of this game"


def check_tokens(state) -> None:
    """Raise ``AssertionError`` with the first of :func:`token_problems`."""
    famine = state.options.famine_culture
    for seat, p in enumerate(state.players):
        problems = _SEEN.get(("tokens", seat, famine), (p,), lambda: (
            tuple(_counter_problems(seat, p)),
            _SEEN.get(("indicators", seat), _INDICATOR_FIELDS(p), lambda: tuple(_indicator_problems(seat, p))),
            tuple(_famine_problems(seat, p, famine))))
        for found in problems:
            for _, reason in found:
                raise AssertionError(reason)


def _player_cards(p) -> list:
    """Every card one civilization holds, once per place: hand, military hand, colonies, tactic, pact,
    cards in play, wonders, leader, the wonder under construction."""
    held = [*p.hand, *p.military_hand, *p.colonies, *p.in_play(), *p.wonders]
    held += [c for c in (p.tactic, p.pact[0] if p.pact else "", p.leader, p.building) if c]
    return held


def _card_fields(p) -> tuple:
    """The values :func:`_player_cards` reads of a civilization: a step that moved none of its cards
    leaves them the same objects, whatever else of the civilization it changed."""
    return p.hand, p.military_hand, p.colonies, p.in_play(), p.wonders, p.tactic, p.pact, p.leader, p.building


def _held_by_players(state) -> tuple:
    """Each civilization's :func:`_player_cards`, the list found for the same card fields before."""
    return tuple(_SEEN.get(("cards", seat), _card_fields(p), lambda: _player_cards(p))
                 for seat, p in enumerate(state.players))


def _piles(state) -> tuple:
    """The state's own piles of cards: the row, the decks, the event piles, the box and the final-scoring
    variants' piles."""
    return (state.row, state.deck_a, state.deck_i, state.events, state.past, state.box, state.deck_ii,
            state.military, state.military_ii, state.mil_discard, state.future, state.finale, state.deck_iii,
            state.military_iii, state.bonus_hidden, state.bonus_offer, state.kept)


def _held_by_steps(state) -> list:
    """The cards the pending decisions hold (a territory auctioned, a pact offered)."""
    found = []
    for step in state.tasks:
        found += getattr(step, "holds", ())
    for s in state.scheduled:
        found += getattr(s.step, "holds", ())
    return found


def _count(piles: tuple, players: tuple, steps: list) -> Counter:
    """The cards of :func:`_piles`, :func:`_held_by_players` and :func:`_held_by_steps`, counted once per
    place."""
    found = [x for x in piles[0] if x]                      # the row's empty slots hold no card
    for pile in piles[1:14]:
        found += pile
    bonus_hidden, bonus_offer, kept = piles[14:]
    if bonus_hidden or bonus_offer or kept:
        found += bonus_hidden + tuple(c for pile in bonus_offer + kept for c in pile)
    for held in players:
        found += held
    found += steps
    return Counter(found)


def cards_of(state) -> Counter:
    """Every card of the state, counted once per place it lies."""
    return _count(_piles(state), _held_by_players(state), _held_by_steps(state))


def _cards_conserved(state, root) -> bool:
    """Whether the state holds every card of ``root`` exactly as often as ``root`` does.

    The places a state's cards lie in (:func:`_piles`, each civilization's :func:`_held_by_players`, the
    pending decisions' :func:`_held_by_steps`) are kept from the last state found to conserve them (of the
    same root). The next state's count is that count less the cards of the places that are other objects
    now, plus the cards those places hold now; so it equals the root's exactly when the changed places
    hold, together, the same cards as before: only they are counted (a step moves a card or two between a
    pile, a hand, a civilization's cards). A state of another root, or one of a different layout, is
    counted whole."""
    places = (*_piles(state), *_held_by_players(state), _held_by_steps(state))
    last = _LAST_CONSERVED[0]
    if last is not None and last[0] is root and len(last[1]) == len(places):
        before, after = [], []
        for i, (old, new) in enumerate(zip(last[1], places)):
            if old is not new:
                before += _cards_in(i, old)
                after += _cards_in(i, new)
        ok = before == after or dict.__eq__(Counter(before), Counter(after))
    else:
        # Both counts are plain counts of names (no zero entries), so a dict comparison says the same as
        # Counter's, without walking both key by key in Python.
        ok = dict.__eq__(_count(places[:17], places[17:-1], places[-1]), root.card_count)
    if ok:
        _LAST_CONSERVED[0] = (root, places)
    return ok


#: The root and the places of the last state :func:`_cards_conserved` found conserving the root's cards.
_LAST_CONSERVED: list = [None]


def _cards_in(i: int, place) -> list:
    """The cards of the ``i``-th place of :func:`_cards_conserved`, as :func:`_count` counts them: the row's
    empty slots are no cards, and the final-scoring variants' offers and kept piles (places 15 and 16) are
    piles of piles."""
    if i == 0:
        return [x for x in place if x]
    if i == 15 or i == 16:
        return [c for pile in place for c in pile]
    return list(place)


def invariants(state, root) -> None:
    """Raise ``AssertionError`` when ``state`` breaks what the game conserves from ``root``."""
    check_tokens(state)
    assert _cards_conserved(state, root), "cards not conserved"
    if state.level != "simple":                      # PL L1794-1796, TTA-EX-32
        assert len(state.events) + len(state.future) == len(state.players) + 2, "event piles not players + 2"
