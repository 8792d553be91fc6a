"""The Advanced game's turn (PL chapter 2; HU chapter 2), on the Simple game's decisions.

A turn of the Advanced game (PL L1569-1588, KI L1625-1638):

1. the card row is refilled (from round 2), as in the Simple game; dealing the last card of
   civil I or II ends an age (:func:`end_of_age`);
2. one **political action** or none (:class:`Political`, PL L1711, KI L1830): an event or a
   territory from the military hand onto the future events (:func:`play_future`, here), an
   aggression, a pact offered or broken (their judges register in :data:`POLITICAL` from their
   own modules);
3. the military hand is cut down to the limit (:class:`Excess`, :class:`MilitaryDiscard`,
   PL L1699-1709), whether or not a political action was taken;
4. the civil and military actions (:class:`~rulekit.tta.decisions.Turn`), then production and
   maintenance, after which the player draws one military card per unused military action, at
   most 3 (:class:`Draw`, PL L1614-1615, KI L1637-1638).

A card put on the future events reveals the top card of the current events
(:func:`reveal_current`); a revealed card is resolved by the handler of its type in
:data:`REVEALED` (events, territories), registered by the module that owns it. The game ends
with the round in which the last civil II card is dealt; the four Age III events revealed at
setup are then scored (:data:`FINALE`, PL L2324-2330).

Randomness during play (a military deck reshuffled from its discards, the future events
shuffled into the current ones) comes from :func:`shuffled`, seeded by the game's seed and the
position, so a game replays the same from its log.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, NamedTuple

from rulekit.core.actions import ActionTable
from rulekit.core.errors import EngineError
from rulekit.core.rule import cites
from rulekit.core.steps import PickThenDone
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Discard, Done, Future, Pass, Resign
from rulekit.tta.decisions import bonus_cards
from rulekit.tta.decisions.base import Step, discard, next_military_deck
from rulekit.tta.decisions.full import age_end as full_age_end
from rulekit.tta.decisions.verdicts import Refusal, Verdict
from rulekit.tta.rules import info
from rulekit.tta.rules.cardinfo import named
from rulekit.tta.rules.upkeep import uprising

__all__ = ["AGE_VALUE", "Draw", "Excess", "FINALE", "MilitaryDiscard", "POLITICAL", "Political", "REVEALED",
           "draw_military", "end_of_age", "military_age", "political", "political_listing", "reveal_current",
           "shuffled"]

#: The value of an age: a card's level and the culture its age is worth (PL L1720-1725, L2226-2227).
AGE_VALUE = {"A": 0, "I": 1, "II": 2, "III": 3}


def shuffled(state, cards, tag: str) -> tuple:
    """``cards`` shuffled by a generator seeded with the game's seed, ``tag`` and the position's
    counters, so the same game (the same seed and log) shuffles the same way."""
    rng = random.Random(f"{state.seed}/{tag}/{state.round}/{state.current}/{len(state.past)}/{len(state.mil_discard)}")
    out = list(cards)
    rng.shuffle(out)
    return tuple(out)


#: ``_DISCARD[card]``, ``_FUTURE[card]``: ``Discard.of(card)``, ``Future.of(card)``, found with a dictionary's
#: own lookup (core's :class:`~rulekit.core.actions.ActionTable`; one entry per card id).
_DISCARD, _FUTURE = ActionTable(Discard.of), ActionTable(Future.of)


# -- political actions ---------------------------------------------------------------------------
class PoliticalKind(NamedTuple):
    """A kind of political action: its judge (``judge(state, seat, action)`` gives a
    :class:`~rulekit.tta.decisions.verdicts.Verdict` or a
    :class:`~rulekit.tta.decisions.verdicts.Refusal`) and its candidates (``candidates(state,
    seat)``: the actions of the kind the position suggests; the options are those the judge accepts)."""

    action: type
    judge: Callable
    candidates: Callable
    #: ``None``, or ``listing(state, seat)``: the kind's accepted actions listed at once (registered with
    #: :func:`political_listing`), each candidate put through the judge's own checks, so what is the same for
    #: every candidate (the card's checks for each target) is read once
    listing: Callable | None = None
    #: ``None``, or the types of military card the kind plays from the hand (its judge's first check): with none
    #: of them in the hand the kind lists nothing, and the options do not ask it
    needs: frozenset | None = None


#: Every kind of political action, by its action class (filled by :func:`political`).
POLITICAL: dict[type, PoliticalKind] = {}

#: How a card revealed from the current events is resolved, by its type (``"event"``, ``"colony"``):
#: ``handler(state, card) -> state`` (it may push decisions; it puts the card where it ends).
REVEALED: dict[str, Callable] = {}

#: How an Age III event revealed at setup scores at the end of the Advanced game:
#: ``FINALE[special](state, card) -> culture per seat`` (PL L2324-2330).
FINALE: dict[str, Callable] = {}


def political(action: type, candidates: Callable, needs: frozenset | None = None):
    """Register the decorated function as the judge of the political action ``action``; ``needs``: the types of
    military card it plays from the hand, if it plays one (see :class:`PoliticalKind`)."""
    def register(judge):
        POLITICAL[action] = PoliticalKind(action, judge, candidates, needs=needs)
        _PLANS.clear()
        return judge
    return register


def political_listing(action: type):
    """Register the decorated function ``listing(state, seat)`` as the way the political options list the accepted
    actions of ``action``'s kind (see :class:`PoliticalKind`); the kind's judge must be registered first."""
    def register(listing):
        POLITICAL[action] = POLITICAL[action]._replace(listing=listing)
        _PLANS.clear()
        return listing
    return register


class _TypeBits(dict):
    """``_TYPE_BITS[card]``: one bit per military card type (the first type met gets 1, the next 2 …), read once
    per card, so that the types a military hand holds are one number (:func:`_plan`'s key)."""

    def __missing__(self, card: str) -> int:
        found = self[card] = _type_bit(info(card).type)
        return found


_TYPE_BITS = _TypeBits()
#: The bit of each card type met so far (:class:`_TypeBits`).
_BITS: dict = {}


def _type_bit(kind: str) -> int:
    """The bit of the military card type ``kind`` (given the first time it is asked)."""
    bit = _BITS.get(kind)
    if bit is None:
        bit = _BITS[kind] = 1 << len(_BITS)
    return bit


#: :func:`_plan`'s tables, by the bits of the military hand's card types (emptied when a kind registers).
_PLANS: dict = {}


def _plan(held: int) -> tuple:
    """The listings the political options ask for a military hand holding the card types of ``held``
    (:class:`_TypeBits`), in the order the kinds registered: every kind that plays no card from the hand, and
    every kind whose ``needs`` (its judge's first check) the hand holds a card of; a kind registered with no
    listing of its own lists its candidates its judge accepts."""
    plan = []
    for kind in POLITICAL.values():
        if kind.needs is not None and not held & sum(_type_bit(t) for t in sorted(kind.needs)):
            continue                # no card of the types the kind plays (its judge's first check)
        plan.append(kind.listing or _judged(kind))
    found = _PLANS[held] = tuple(plan)
    return found


def _judged(kind: PoliticalKind) -> Callable:
    """The listing of a kind registered without one: its candidates its judge accepts."""
    judge, candidates = kind.judge, kind.candidates

    def listing(state, seat):
        return [a for a in candidates(state, seat) if judge(state, seat, a).__class__ is Verdict]
    return listing


def judge_political(state, seat: int, a):
    """The verdict on the political action ``a`` for ``seat``, or its refusal."""
    kind = POLITICAL.get(type(a))
    if kind is None:
        return Refusal(rb.POLITICAL_ACTION, f"{a.verb} is not a political action")
    return kind.judge(state, seat, a)


@dataclass(frozen=True, slots=True)
class Political(Step):
    """The political action at the start of a turn, after the refill: one or none (PL L1711,
    KI L1830). The options are ``pass`` and every political action its judge accepts; when
    ``pass`` is the only one (no card to play, no pact to break) the decision passes by itself."""

    kind = "political"
    rule = rb.POLITICAL_ACTION
    skippable = rb.POLITICAL_ACTION

    def options(self, state) -> list:
        out = [_PASS, _RESIGN] if state.level == "full" else [_PASS]      # the Full game's resignation (PL L2593)
        seat = self.player
        if state.scheduled and state.due(forgone_point(seat)):
            return out                  # given up (International Agreement)
        held = 0                        # the hand's card types, read once for every kind (:func:`_plan`)
        for card in state.players[seat].military_hand:
            held |= _TYPE_BITS[card]
        plan = _PLANS.get(held)
        if plan is None:
            plan = _plan(held)
        for listing in plan:
            found = listing(state, seat)
            if found:
                out += found
        return out

    def passes(self, state, options) -> bool:
        """Nothing but ``pass`` to choose (and, in the Full game, ``resign``, which the action phase's first
        decision offers instead)."""
        return len(options) <= (2 if state.level == "full" else 1)

    def refusal(self, state, a):
        if isinstance(a, (Pass, Resign)):
            return None
        if state.scheduled and state.due(forgone_point(self.player)):
            return (rb.RESOLVE_EVENTS, f"P{self.player + 1} gave up this political action for the cards International "
                                       f"Agreement let it take")
        found = judge_political(state, self.player, a)
        return None if found.__class__ is Verdict else tuple(found)

    def resolve(self, state, a):
        if state.level == "full":       # the turn's first decision is over: resign now or not at all this turn
            if isinstance(a, Resign):
                return RESIGNATION["resign"](state, self.player)
            state = RESIGNATION["opened"](state)
        return self._taken(state, a)

    def stays(self, state, a):
        """What :meth:`resolve` gives, from ``state`` with this decision still on top: in the Full game, but for
        a resignation, the stack without it and with the turn's first decision over is one copy of the state
        (``resolve``'s pop and :func:`~rulekit.tta.decisions.resign.opened` are two); elsewhere ``None``."""
        if state.level != "full" or a.__class__ is Resign:
            return None
        return self._taken(state._with_field("tasks", RESIGNATION["opened_tasks"](state.tasks[1:])), a)

    def _taken(self, state, a):
        """``state`` (this decision off the stack) after the political action ``a``, or none (``pass``)."""
        if a.__class__ is Pass:
            return state
        verdict = judge_political(state, self.player, a)
        if verdict.__class__ is not Verdict:     # pragma: no cover - the stack checked it first
            raise EngineError(f"applying a refused political action {a}: {verdict.reason}")
        p = state.players[self.player]
        if verdict.military:
            p = p._with(military_spent=p.military_spent + verdict.military)
        return verdict.do(state, self.player, p, a, verdict.cost)

    def sentence(self, state) -> str:
        if state.level == "full":
            return (f"P{self.player + 1}, round {state.round}: take a political action (an event or territory, an "
                    f"aggression or a war, a pact), pass, or resign from the game")
        return (f"P{self.player + 1}, round {state.round}: take a political action "
                f"(an event or territory, an aggression, a pact) or pass")


_PASS = Pass()
_RESIGN = Resign()

#: The Full game's resignation, by role (``resign``, ``opened``, ``opened_tasks``): registered by
#: :mod:`rulekit.tta.decisions.resign`.
RESIGNATION: dict = {}


def forgone_point(seat: int) -> str:
    """The point a political action given up is kept at, from the start of ``seat``'s turn until its
    political action is over (International Agreement, ``rulekit.tta.decisions.events``)."""
    return f"political-forgone:P{seat + 1}"


# -- events and territories onto the future pile (PL 2.4.1) -------------------------------------------
def _future_candidates(state, seat: int):
    """Each event and territory of the military hand, each card once, in hand order."""
    found = []
    for c in state.players[seat].military_hand:
        if info(c).type in _FUTURE_TYPES:
            found.append(c)
    if not found:
        return found
    return [_FUTURE[c] for c in (dict.fromkeys(found) if len(found) > 1 else found)]


_FUTURE_TYPES = frozenset(("event", "colony"))


@political(Future, _future_candidates, _FUTURE_TYPES)
@cites(rb.FUTURE_EVENTS, rb.MILITARY_TYPES)
def play_future(state, seat: int, a):
    """An event or a territory from the military hand onto the future events: culture equal to the
    card's age at once (an Age I card gives 1 even in Age II; TTA-EX-31), then the top current
    event is revealed and resolved (PL L1713-1737, KI L1808-1821)."""
    p = state.players[seat]
    if a.card not in p.military_hand:
        return Refusal(rb.FUTURE_EVENTS, f"{named(a.card)} is not in P{seat + 1}'s military hand")
    kind = info(a.card).type
    if kind not in _FUTURE_TYPES:
        return Refusal(rb.FUTURE_EVENTS, f"{named(a.card)} is a {kind} card; only events and territories go "
                       "on the future events")
    return Verdict(_do_future)


# The listing: the candidates, each a card of the military hand of a type :func:`play_future` accepts (all its checks).
political_listing(Future)(_future_candidates)


def _do_future(state, seat, p, a, cost):
    hand = list(p.military_hand)
    hand.remove(a.card)
    p = p._with(military_hand=tuple(hand), culture=p.culture + AGE_VALUE[info(a.card).age])
    players = list(state.players)
    players[seat] = p
    return reveal_current(state, players=tuple(players), future=state.future + (a.card,))


@cites(rb.FUTURE_EVENTS, rb.RESOLVE_EVENTS)
def reveal_current(state, **changes):
    """Reveal the top card of the current events and resolve it (its type's handler in
    :data:`REVEALED`). Once the last current card is revealed the future pile, shuffled and
    ordered by age (earlier ages first), becomes the current pile (PL L1726-1737): so current +
    future always hold players + 2 cards (TTA-EX-32). ``changes``: the civilizations (``players``)
    and the future pile (``future``) as what revealed the card left them, made in the same copy."""
    if not state.events:             # pragma: no cover - the piles always hold players + 2 cards
        raise EngineError("no current event to reveal")
    card, rest = state.events[0], state.events[1:]
    if not rest:                     # the shuffle reads the seed and counters, which ``changes`` leaves
        mixed = shuffled(state, changes.pop("future", state.future), "future")
        rest = tuple(sorted(mixed, key=lambda c: AGE_VALUE[info(c).age]))
        state = state._with(events=rest, future=(), **changes)
    else:
        state = state._with(events=rest, **changes)
    handler = REVEALED.get(info(card).type)
    if handler is None:
        raise EngineError(f"no handler resolves a revealed {info(card).type} card ({card})")
    return handler(state, card)


# -- the military hand: its limit and the draw (PL 2.3.2, 2.3.3) ----------------------------------------
@cites(rb.MILITARY_DISCARD)
def military_limit(state, seat: int) -> int:
    """The military hand's limit: the civilization's military actions, all of them or those left unspent
    under the option ``military_hand_limit`` (⚠AMB-19; PL L1699-1701)."""
    p = state.players[seat]
    total = p.action_totals[1]          # military_total(p), remembered by the civilization
    return total if state.options.military_hand_limit == "total" else max(0, total - p.military_spent)


@dataclass(frozen=True, slots=True)
class Excess(Step):
    """After the political action (taken or not): a military hand above the limit (the civilization's
    military actions) asks for discards (PL L1699-1709)."""

    kind = "excess"
    rule = rb.MILITARY_DISCARD
    prompt = "{who}: the military hand is checked against its limit"
    automatic = True

    def run(self, state):
        if state.scheduled and state.due(forgone_point(self.player)):     # the political action given up is over
            state = state._with(scheduled=tuple(s for s in state.scheduled if s.due != forgone_point(self.player)))
        if len(state.players[self.player].military_hand) > military_limit(state, self.player):
            return state._push(MilitaryDiscard(self.player))
        return state


@dataclass(frozen=True, slots=True)
class MilitaryDiscard(PickThenDone, Step):
    """Which military cards to discard, one at a time, down to the limit (the number of military
    actions the civilization can take), face down onto the discards (PL L1699-1709)."""

    kind = "military-discard"
    rule = rb.MILITARY_DISCARD

    def _left(self, state):
        """The cards still in hand (a list once a card is picked; before, the hand itself)."""
        if not self.picked:
            return state.players[self.player].military_hand
        hand = list(state.players[self.player].military_hand)
        for card in self.picked:
            hand.remove(card)
        return hand

    def _over(self, state) -> tuple:
        """The cards left in hand, and whether they are more than the limit (another one is discarded):
        what the pool, ``done`` and the options all read."""
        hand = self._left(state)
        return hand, len(hand) > military_limit(state, self.player)

    def pool(self, state):
        hand, over = self._over(state)
        return dict.fromkeys(hand) if over else ()

    def pick(self, card):
        return Discard.of(card)

    def item_of(self, action):
        return action.card

    def done(self):
        return _DONE

    def can_finish(self, state) -> bool:
        return not self._over(state)[1]

    def options(self, state) -> list:
        """Each card left (each card once) while the hand is above its limit, else ``done`` alone: the pool
        and ``done`` of :meth:`_over`'s one reading of the hand and the limit."""
        hand, over = self._over(state)
        if over:
            return [_DISCARD[c] for c in (dict.fromkeys(hand) if len(hand) > 1 else hand)]
        return [_DONE]

    def finish(self, state, picked):
        return self._discarded(state, picked)

    def _discarded(self, state, picked, **tasks):
        """``state`` with the ``picked`` cards out of the hand onto the discards (and ``tasks``, the stack, if
        given), in one copy."""
        players = list(state.players)
        players[self.player] = players[self.player]._with(military_hand=tuple(self._left(state)))
        return state._with(players=tuple(players), mil_discard=state.mil_discard + picked, **tasks)

    def stays(self, state, a):
        """What :meth:`resolve` gives, from ``state`` with this decision still on top: a pick replaces it by
        itself with one more card (core's :meth:`~rulekit.core.steps.PickThenDone.stays`); ``done`` takes it off
        in the copy that discards the cards (``resolve``'s pop and :meth:`finish` are two)."""
        if a.__class__ is Done:
            return self._discarded(state, self.picked, tasks=state.tasks[1:])
        return state._with_field("tasks", (self.but(picked=self.picked + (a.card,)),) + state.tasks[1:])

    def sentence(self, state) -> str:
        limit = military_limit(state, self.player)
        over = len(self._left(state)) - limit
        if over > 0:
            return (f"P{self.player + 1}: {len(self._left(state))} military cards, limit {limit} — "
                    f"discard {over} more")
        return f"P{self.player + 1}: the military hand is within its limit — done"

    def refusal(self, state, a):
        if isinstance(a, Discard):
            if a.card not in self._left(state):
                return (rb.MILITARY_DISCARD, f"{named(a.card)} is not in P{self.player + 1}'s military hand")
            return (rb.MILITARY_DISCARD, "the military hand is already within its limit")
        if isinstance(a, Done):
            return (rb.MILITARY_DISCARD, self.sentence(state))
        return None


_DONE = Done()


def military_age(state) -> str:
    """The age of the military deck in use: I in Age I, II from Age II on (the Advanced game keeps
    military II in its last round, PL L2320-2322); in the Full game III from Age III on (PL L2580-2591)."""
    if state.age in ("A", "I"):
        return "I"
    return "III" if state.level == "full" and state.age in ("III", "IV") else "II"


@cites(rb.MILITARY_DRAW, rb.MILITARY_DISCARD)
def draw_military(state, seat: int, count: int):
    """``state`` with ``seat`` drawing ``count`` military cards from the current military deck;
    when the deck runs out, its age's discards are shuffled into a new deck (PL L1704-1709). Fewer
    are drawn when both are empty."""
    if count <= 0:
        return state
    p, fields = drawn(state, state.players[seat], count)
    players = list(state.players)
    players[seat] = p
    return state._with(players=tuple(players), **fields)


def drawn(state, p, count: int) -> tuple:
    """``(p, fields)``: civilization ``p`` with ``count`` military cards drawn (:func:`draw_military`), and the
    military deck and discards (``military``, ``mil_discard``) as the draw leaves them; ``{}`` when none is drawn."""
    if count <= 0:
        return p, {}
    deck, pile = state.military, state.mil_discard
    if len(deck) < count:
        age = military_age(state)
        again = tuple(c for c in pile if info(c).age == age)
        if again:
            deck = deck + shuffled(state, again, "military")
            pile = tuple(c for c in pile if info(c).age != age)
    got, deck = deck[:count], deck[count:]
    return p._with(military_hand=p.military_hand + got), {"military": deck, "mil_discard": pile}


@dataclass(frozen=True, slots=True)
class Draw(Step):
    """The military cards drawn at the end of production and maintenance: one per military action
    left unused, at most 3 (``count``, fixed when the turn's actions end), none in round 1 (no red
    token is on the government yet) (PL L1569-1575, L1614-1615, KI L1637-1638)."""

    count: int = 0

    kind = "draw"
    rule = rb.MILITARY_DRAW
    prompt = "{who} draws military cards"
    automatic = True

    def run(self, state):
        return draw_military(state, self.player, self.count)


@cites(rb.MILITARY_DRAW, rb.UPRISING, rb.AGE_IV, rb.DRAW_AS_ACTION)
def cards_to_draw(state, seat: int) -> int:
    """How many military cards ``seat`` draws after this turn's production: its unused military
    actions, at most 3; none in round 1 (PL L1614-1615, KI L1637-1638), none in the Full game's Age IV
    (PL L2602-2606), none under the variant that draws them as military actions (PL L2728-2736), none in an
    uprising
    (PL L2104-2110; HU 1846-1852)."""
    if state.round == 1 or state.age == "IV":       # Age IV: no military card is drawn (PL L2602-2606)
        return 0
    if state.options.draw_as_action:                 # the variant: drawn as actions instead (TTA-R-V4)
        return 0
    p = state.players[seat]
    unused = p.action_totals[1] - p.military_spent       # military_total(p), remembered by the civilization
    if unused <= 0 or uprising(p, state.options.st_peters):
        return 0
    return min(3, unused)


# -- the end of an age (PL 2.7) ------------------------------------------------------------------------
#: The age whose cards become obsolete when each age ends (two ages older than the new one).
OBSOLETE_AT_END = {"I": "A", "II": "I", "III": "II"}


@cites(rb.END_OF_AGE, rb.END_ADVANCED)
def end_of_age(state, ended: str):
    """``state`` once Age ``ended`` is over: the cards two ages older than the new age leave play —
    in hands (civil and military), leaders (their indicators follow, being derived), the wonder
    under construction (its blue tokens back to the bank) and pacts; technologies, tactics,
    colonies and completed wonders stay. The military deck is replaced by the new age's, unless
    the age's end is the game's (PL L2312-2330, KI L2411-2424). The Full game adds
    :func:`rulekit.tta.decisions.full.age_end`."""
    old = OBSOLETE_AT_END[ended]
    out = []
    military_too = state.options.age_end_hand == "all"          # ⚠AMB-34
    for p in state.players:
        gone = [c for c in p.hand + (p.military_hand if military_too else ()) if info(c).age == old]
        changes = {}
        if gone:
            changes["hand"] = tuple(c for c in p.hand if info(c).age != old)
            if military_too:
                changes["military_hand"] = tuple(c for c in p.military_hand if info(c).age != old)
        if p.leader and info(p.leader).age == old:
            gone.append(p.leader)
            changes["leader"] = ""
        if p.building and info(p.building).age == old:
            gone.append(p.building)
            changes.update(building="", stages=0, blue=p.blue + p.stages)
        if p.pact and info(p.pact[0]).age == old:
            gone.append(p.pact[0])
            changes["pact"] = ()
        state = discard(state, *gone) if gone else state
        out.append(p._with(**changes) if changes else p)
    state = state._with(players=tuple(out))
    if ended == "I":
        state = next_military_deck(state, "I", "military_ii")
    if state.level == "full":           # 2 yellow tokens lost, military III (rulekit.tta.decisions.full)
        state = full_age_end(state, ended)
    if state.bonus_hidden:              # era by era: a bonus card turned over (TTA-R-V5a)
        state = bonus_cards.at_age_end(state, ended)
    return state


__all__ += ["cards_to_draw", "drawn", "forgone_point", "judge_political", "military_limit", "play_future"]
