"""The military events of Ages I and II, resolved when a political action reveals them (PL 2.4.2,
L1740-1768, KI L1823-1828; HU 1506-1541), and the Age III events scored at the end of the
Advanced game (PL L2324-2330, L2877-2884; HU 2126-2136, 2532-2539).

Each event's effect is registered in :data:`rulekit.tta.decisions.EVENT_EFFECTS` under its card's
``special``; the Age III scorings in :data:`rulekit.tta.decisions.advanced.FINALE`. An effect puts
the card on the past events (PL L1765-1768), changes every civilization it names, and leaves the
choices it gives as decisions, one per player it asks, in turn order from the player whose turn it
is (scheduled for :data:`~rulekit.tta.decisions.base.AFTER_ACTION` in that order, then put on the
stack by :func:`~rulekit.tta.decisions.base.then`):

``lose-worker`` (:class:`~rulekit.tta.decisions.losses.LoseWorker`, shared with the aggressions and Emigration)
    a civilization losing population with no unused worker says which card's worker goes back to
    the yellow bank: the loser chooses (PL L1761-1765, L2890-2892; ⚠AMB-35);
``lose-building`` (:class:`LoseBuilding`)
    which building a civilization loses: Border Conflict's weakest chooses its own urban building,
    farm or mine; Terrorism's civilization with the fewest culture points chooses one urban building
    of each other civilization (the card: "destroys"). The worker goes back to the unused workers,
    as when a building is destroyed (PL L832-837);
``lose-blue`` (:class:`LoseBlue`)
    which farm or mine gives up the blue token Crime Wave takes from an empty blue bank, under
    ``lost_blue_token = "bank-then-card"`` (⚠AMB-X16; by default an empty bank gives none);
``mix`` (:class:`Mix`)
    how much food and how many resources make up Foray's 3 (the strong civilization's choice) or
    Raiders' 2 (the civilization that loses them: nobody else is named by the card).

Rankings (the strongest, the weakest, the most or fewest culture points) are
:mod:`rulekit.tta.rules.ranking`'s: ties go to the player whose turn comes sooner (⚠AMB-28), and
"the two strongest" is the strongest alone with 2 players. A civilization that lacks what an event
takes gives what it has (PL L1760-1761): culture stops at 0, a blue or yellow token missing from
its bank is not given. Tokens gained or paid go through :func:`~rulekit.tta.decisions.tokens.gain`
and :func:`~rulekit.tta.decisions.tokens.pay` (which ask where or which tokens when there is a choice).

International Agreement and Ravages of Time, which change the card row and the wonders, are
:mod:`rulekit.tta.decisions.events_ii`'s. Not written here: Rebellion, Civil Unrest, Emigration (the
upkeep's module: discontented workers) and Independence Declaration (the colonies' module).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Choose, Destroy
from rulekit.tta.decisions import losses
from rulekit.tta.decisions.base import AFTER_ACTION, Step, discard, put, then
from rulekit.tta.decisions.resign import active_seats
from rulekit.tta.decisions import produce  # defined in the package before this module is imported
from rulekit.tta.decisions.tokens import gain, paid, pay, retotal, set_stock
from rulekit.tta.rules import SCIENCE_CAP, URBAN, consumption, culture_rate, famine_loss, food, happiness, info, \
    resources, science_rate, strength, stock
from rulekit.tta.rules.cardinfo import named
from rulekit.tta.rules.finale import SCORES, score
from rulekit.tta.rules.tokens import takeable_mixes
from rulekit.tta.rules.ranking import all_best, bottom, order, top
from rulekit.tta.rules.upkeep import corruption_due

__all__ = ["EFFECTS", "LoseBlue", "LoseBuilding", "Mix", "lose_blue", "lose_building", "lose_population",
           "mix", "register", "turn_order"]


# -- who an event names --------------------------------------------------------------------------
def turn_order(state) -> tuple:
    """Every seat in turn order from the player whose turn it is: the order players are asked (in the Full
    game without the civilizations that resigned, which nothing asks any more, PL L2593-2600)."""
    n = len(state.players)
    seats = tuple((state.current + k) % n for k in range(n))
    return active_seats(state, seats) if state.scheduled else seats


def _among(state, values, pick) -> tuple:
    """``pick(values, current)`` (seats ranked by a value) among the civilizations still in the game: one
    that resigned is neither the strongest nor the weakest of anything (PL L2593-2600)."""
    seats = active_seats(state) if state.scheduled else ()
    if not seats or len(seats) == len(values):
        return pick(values, state.current)
    sub = tuple(values[s] for s in seats)
    cur = min(range(len(seats)), key=lambda i: (seats[i] - state.current) % len(values))
    return tuple(seats[i] for i in pick(sub, cur))


def _asked(state, seats) -> tuple:
    """``seats`` in turn order from the player whose turn it is."""
    n = len(state.players)
    return tuple(sorted(seats, key=lambda s: (s - state.current) % n))


def _strength(state) -> tuple:
    return tuple(strength(p, state.options) for p in state.players)


def _culture(state) -> tuple:
    return tuple(p.culture for p in state.players)


def strongest(state, count: int = 1) -> tuple:
    """The ``count`` strongest civilizations (2 players: the strongest alone) (PL L1746-1759)."""
    return _among(state, _strength(state), lambda v, c: top(v, c, count))


def weakest(state, count: int = 1) -> tuple:
    """The ``count`` weakest civilizations (2 players: the weakest alone) (PL L1746-1759)."""
    return _among(state, _strength(state), lambda v, c: bottom(v, c, count))


def weakest_and_strongest(state) -> tuple:
    """The weakest and the strongest civilization (:func:`weakest` and :func:`strongest`, one each), the
    strengths counted once for both."""
    values = _strength(state)
    return (_among(state, values, lambda v, c: bottom(v, c, 1))[0],
            _among(state, values, lambda v, c: top(v, c, 1))[0])


def most_culture(state) -> int:
    """The civilization with the most culture points, ties broken as strength's (PL L1754-1756)."""
    return _among(state, _culture(state), order)[0]


def least_culture(state) -> int:
    """The civilization with the fewest culture points, ties broken as strength's (PL L1754-1756)."""
    return _among(state, _culture(state), order)[-1]


# -- what an event changes -------------------------------------------------------------------------
def _culture_by(p, n: int):
    """``p`` with ``n`` culture more (or fewer: never below 0, PL L1760-1761)."""
    return p._with(culture=max(0, p.culture + n)) if n else p


def _science_by(p, n: int):
    return p._with(science=min(SCIENCE_CAP, p.science + n)) if n else p


def _grow(p):
    """One population from the yellow bank to the unused workers, free; none from an empty bank."""
    return p._with(yellow=p.yellow - 1, idle=p.idle + 1) if p.yellow > 0 else p


def _manned(p, kinds) -> tuple:
    """The cards of ``kinds`` in play with a worker on them (each once), in play order."""
    return tuple(c for c, w, _ in p.techs if w and (kinds is None or info(c).type in kinds))


@cites(rb.RESOLVE_EVENTS)
def lose_population(state, seat: int, card: str):
    """``state`` once civilization ``seat`` has lost one population to the event ``card``: a yellow token
    from the unused workers back to the yellow bank; without one, a worker from a card, which the loser
    chooses (the shared ``lose-worker`` decision, :func:`rulekit.tta.decisions.losses.lose_population`,
    asked after the event; PL L1761-1765; ⚠AMB-35). A civilization without any worker loses nothing."""
    state, ask = losses.lose_population(state, seat, 1, card)
    return state if ask is None else state.schedule(AFTER_ACTION, ask)


def _building_kinds(card: str) -> tuple:
    """The cards a building lost to ``card`` may stand on: urban buildings only for Terrorism; urban
    buildings, farms and mines for Border Conflict."""
    return URBAN if info(card).special == "terrorism" else URBAN + ("farm", "mine")


@cites(rb.RESOLVE_EVENTS)
def lose_building(state, chooser: int, victim: int, card: str):
    """``state`` once civilization ``victim`` has lost a building to the event ``card``, ``chooser``
    choosing which where there is a choice (a :class:`LoseBuilding` decision); its worker goes back to the
    unused workers. Nothing is lost without such a building (PL L1760-1761)."""
    p = state.players[victim]
    cards = _manned(p, _building_kinds(card))
    if len(cards) == 1:
        return put(state, victim, p.with_slot(cards[0], workers=p.workers_on(cards[0]) - 1, idle=p.idle + 1))
    if cards:
        return state.schedule(AFTER_ACTION, LoseBuilding(chooser, what=card, victim=victim))
    return state


def _splits(p, amount: int, taking: bool) -> list:
    """The ``(food, resources)`` pairs summing to ``amount`` (or, taking, to as much as the civilization
    holds, at most ``amount``), food first."""
    if not taking:
        return [(f, amount - f) for f in range(amount, -1, -1)]
    return takeable_mixes(p, amount)[::-1]


def _word(split) -> str:
    return f"{split[0]}food+{split[1]}resources"


@cites(rb.RESOLVE_EVENTS)
def mix(state, seat: int, card: str, amount: int, taking: bool):
    """``state`` once ``seat`` has gained (or, ``taking``, lost) ``amount`` food and resources in a mix it
    chooses (a :class:`Mix` decision where there is a choice)."""
    ways = _splits(state.players[seat], amount, taking)
    if len(ways) == 1:
        return _mixed(state, seat, ways[0], taking)
    return state.schedule(AFTER_ACTION, Mix(seat, what=card, amount=amount, taking=taking))


def _mixed(state, seat: int, split, taking: bool):
    p = state.players[seat]
    for kind, n in zip(("farm", "mine"), split):
        state, p = (pay if taking else gain)(state, seat, p, kind, n)
    return put(state, seat, p)


# -- the decisions -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LoseBuilding(Step):
    """Which building of civilization ``victim`` the event ``what`` takes, ``player`` choosing (Border
    Conflict: the weakest, its own; Terrorism: the civilization with the fewest culture points, one of
    each other's urban buildings). Its worker goes back to the unused workers."""

    what: str = ""
    victim: int = 0

    kind = "lose-building"
    rule = rb.RESOLVE_EVENTS
    skippable = rb.RESOLVE_EVENTS

    def options(self, state) -> list:
        return [Destroy.of(c) for c in _manned(state.players[self.victim], _building_kinds(self.what))]

    def resolve(self, state, a):
        p = state.players[self.victim]
        return put(state, self.victim, p.with_slot(a.tech, workers=p.workers_on(a.tech) - 1, idle=p.idle + 1))

    def sentence(self, state) -> str:
        whose = "its own" if self.victim == self.player else f"P{self.victim + 1}'s"
        kinds = "urban buildings" if _building_kinds(self.what) == URBAN else "urban buildings, farms and mines"
        return (f"P{self.player + 1}: {named(self.what)} — choose which of {whose} {kinds} is lost "
                f"('destroy <card>')")

    def refusal(self, state, a):
        if isinstance(a, Destroy):
            return (rb.RESOLVE_EVENTS, f"P{self.victim + 1} has no building on {named(a.tech)} that "
                                       f"{named(self.what)} can take")
        return (rb.RESOLVE_EVENTS, f"P{self.player + 1} first chooses the building {named(self.what)} takes")


@dataclass(frozen=True, slots=True)
class Mix(Step):
    """How much food and how many resources make up the ``amount`` the event ``what`` gives (Foray) or,
    ``taking``, takes (Raiders: as much as the civilization holds, at most ``amount``)."""

    what: str = ""
    amount: int = 0
    taking: bool = False

    kind = "mix"
    rule = rb.RESOLVE_EVENTS
    skippable = rb.RESOLVE_EVENTS

    def options(self, state) -> list:
        return [Choose.of(_word(s)) for s in _splits(state.players[self.player], self.amount, self.taking)]

    def resolve(self, state, a):
        for split in _splits(state.players[self.player], self.amount, self.taking):
            if _word(split) == a.answer:
                return then(_mixed(state, self.player, split, self.taking))
        raise AssertionError(a)  # pragma: no cover - the options were checked

    def sentence(self, state) -> str:
        verb = "loses" if self.taking else "produces"
        return (f"P{self.player + 1} {verb} {self.amount} food and/or resources ({named(self.what)}): choose the mix "
                f"(e.g. 'choose 1food+{self.amount - 1}resources')")

    def refusal(self, state, a):
        if not isinstance(a, Choose):
            return (rb.RESOLVE_EVENTS, f"P{self.player + 1} first chooses the mix of food and resources "
                                       f"{named(self.what)} {'takes' if self.taking else 'gives'}")
        return (rb.RESOLVE_EVENTS, f"{a} is not a mix P{self.player + 1} can choose for {named(self.what)}; "
                                   f"the choices: {', '.join(str(o) for o in self.options(state))}")


@dataclass(frozen=True, slots=True)
class LoseBlue(Step):
    """Which farm or mine gives up the blue token the event ``what`` takes from a civilization whose blue
    bank is empty (``lost_blue_token = "bank-then-card"``, ⚠AMB-X16): the loser's choice; the token
    leaves the game with the food or resources it stood for."""

    what: str = ""

    kind = "lose-blue"
    rule = rb.RESOLVE_EVENTS
    skippable = rb.RESOLVE_EVENTS

    def options(self, state) -> list:
        return [Choose.of(c) for c in _stocked(state.players[self.player])]

    def resolve(self, state, a):
        p = state.players[self.player]
        return put(state, self.player, p.with_slot(a.answer, blue=p.slot(a.answer)[2] - 1, extra_blue=p.extra_blue - 1))

    def sentence(self, state) -> str:
        return (f"P{self.player + 1}'s blue bank is empty: choose the farm or mine that gives up the blue token "
                f"{named(self.what)} takes")

    def refusal(self, state, a):
        if isinstance(a, Choose):
            return (rb.RESOLVE_EVENTS, f"P{self.player + 1} has no blue token on {named(a.answer)}")
        return (rb.RESOLVE_EVENTS, f"P{self.player + 1} first says which card gives up the blue token")


# -- the events --------------------------------------------------------------------------------------
def _each(state, seats, change):
    """``state`` with ``change(p)`` applied to each civilization of ``seats`` (a change reads only the
    civilization), in one copy of the state."""
    if not seats:
        return state
    players = list(state.players)
    for seat in seats:
        players[seat] = change(players[seat])
    return state._with_field("players", tuple(players))


def _barbarians(state, card):
    """The civilization with the most culture loses 1 population if it is one of the two weakest."""
    leader = most_culture(state)
    return lose_population(state, leader, card) if leader in weakest(state, 2) else state


def _border_conflict(state, card):
    """The weakest loses an urban building, farm or mine of its choice; the strongest produces 3 resources."""
    fx = info(card).fx
    loser, winner = weakest_and_strongest(state)
    for seat in _asked(state, (loser, winner)):
        if seat == loser:
            state = lose_building(state, loser, loser, card)
        if seat == winner:
            state, p = gain(state, seat, state.players[seat], "mine", int(fx["strongest"]["resources"]))
            state = put(state, seat, p)
    return state


def _crusades(state, card):
    fx = info(card).fx
    state = _each(state, strongest(state), lambda p: _culture_by(p, int(fx["strongest"]["culture"])))
    return _each(state, weakest(state), lambda p: _culture_by(p, int(fx["weakest"]["culture"])))


def _cultural_influence(state, card):
    return _each(state, turn_order(state), lambda p: _culture_by(p, culture_rate(p)))


def _popularization(state, card):
    return _each(state, turn_order(state), lambda p: _culture_by(p, science_rate(p)))


def _breakthrough(state, card):
    return _each(state, turn_order(state), lambda p: _science_by(p, science_rate(p)))


def _foray(state, card):
    amount = int(info(card).fx["two_strongest"]["food_or_resources"])
    for seat in _asked(state, strongest(state, 2)):
        state = mix(state, seat, card, amount, taking=False)
    return state


def _raiders(state, card):
    amount = -int(info(card).fx["two_weakest"]["food_or_resources"])
    for seat in _asked(state, weakest(state, 2)):
        state = mix(state, seat, card, amount, taking=True)
    return state


def _produce(kind: str):
    def effect(state, card):
        return _each(state, turn_order(state), lambda p: produce(p, kind))
    return effect


@cites(rb.CORRUPTION)
def _economic_progress(state, card):
    """Farms produce, the civilization eats (famine costs culture), mines produce, corruption takes its
    resources (PL L615-660, L1438-1439, L2194-2206), as production does without scoring; the corruption
    paid by the player's choice of tokens where there is one (a ``pay`` decision, asked in turn order).
    The alternative corruption rule's withheld token (⚠AMB-15) is a choice of production itself: the
    event takes the corruption as printed."""
    for seat in turn_order(state):
        p = produce(state.players[seat], "farm")
        eat = consumption(p.yellow)
        if eat:
            have = food(p)
            p = paid(p, "farm", min(eat, have), state.options)
            if have < eat:
                loss = famine_loss(eat - have)
                p = p._with(culture=max(0, p.culture - loss) if state.options.famine_culture == "zero"
                            else p.culture - loss)
        p = produce(p, "mine")
        state, p = pay(state, seat, p, "mine", corruption_due(p.blue, resources(p)))
        state = put(state, seat, p)
    return state


def _immigration(state, card):
    """The civilizations with the most happy faces, all of them when tied, gain 1 population."""
    faces = tuple(happiness(p, state.options.st_peters) for p in state.players)
    return _each(state, _among(state, faces, lambda v, c: all_best(v)), _grow)


def _population(state, card):
    """Every civilization gains (or loses) population, as many as the card says (Pestilence: loses 1)."""
    n = int(info(card).fx["population"])
    for seat in turn_order(state):
        for _ in range(abs(n)):
            state = lose_population(state, seat, card) if n < 0 else put(state, seat, _grow(state.players[seat]))
    return state


def _rats(state, card):
    return _each(state, turn_order(state), lambda p: set_stock(p, "farm", tuple((v, 0) for v, _ in stock(p, "farm"))))


def _reign_of_terror(state, card):
    return lose_population(state, weakest(state)[0], card)


def _uncertain_borders(state, card):
    """The weakest moves a yellow token from its yellow bank to the strongest's (none from an empty
    bank); the token counts as the strongest's beyond its 25 (``extra_yellow``)."""
    n = int(info(card).fx["weakest_to_strongest"]["yellow_tokens"])
    loser, winner = weakest_and_strongest(state)
    moved = min(n, state.players[loser].yellow)
    if not moved:
        return state
    state = _each(state, (loser,), lambda p: p._with(yellow=p.yellow - moved, extra_yellow=p.extra_yellow - moved))
    return _each(state, (winner,), lambda p: p._with(yellow=p.yellow + moved, extra_yellow=p.extra_yellow + moved))


def _cold_war(state, card):
    n = int(info(card).fx["two_strongest"]["science"])
    return _each(state, strongest(state, 2), lambda p: _science_by(p, n))


def _crime_wave(state, card):
    """The two weakest lose 3 culture and 1 blue token from the blue bank, into the box; from an empty
    bank none, or one from a card under ``lost_blue_token = "bank-then-card"`` (⚠AMB-X16)."""
    fx = info(card).fx["two_weakest"]
    culture, blue = int(fx["culture"]), -int(fx["blue_tokens"])
    for seat in _asked(state, weakest(state, 2)):
        p = _culture_by(state.players[seat], culture)
        gone = min(blue, p.blue)
        state = put(state, seat, p._with(blue=p.blue - gone, extra_blue=p.extra_blue - gone))
        if state.options.lost_blue_token == "bank-then-card":
            for _ in range(blue - gone):
                state = lose_blue(state, seat, card)
    return state


def _stocked(p) -> tuple:
    """The farms and mines holding blue tokens."""
    return tuple(c for c, _, b in p.techs if b and info(c).type in ("farm", "mine"))


@cites(rb.RESOLVE_EVENTS)
def lose_blue(state, seat: int, card: str):
    """``state`` once ``seat``, its blue bank empty, has lost a blue token from a farm or mine it chooses
    (a :class:`LoseBlue` decision where there is a choice; ⚠AMB-X16 ``"bank-then-card"``)."""
    p = state.players[seat]
    cards = _stocked(p)
    if len(cards) == 1:
        return put(state, seat, p.with_slot(cards[0], blue=p.slot(cards[0])[2] - 1, extra_blue=p.extra_blue - 1))
    if cards:
        return state.schedule(AFTER_ACTION, LoseBlue(seat, what=card))
    return state


def _iconoclasm(state, card):
    """Every leader not of the current age is discarded; the action tokens it gave go (a spent one where the
    player chooses, PL L987-989)."""
    for seat in turn_order(state):
        p = state.players[seat]
        if p.leader and info(p.leader).age != state.age:
            state = discard(state, p.leader)
            state, after = retotal(state, seat, p, p._with(leader=""))
            state = put(state, seat, after)
    return state


def _national_pride(state, card):
    n = int(info(card).fx["culture_leader"]["culture"])
    return _each(state, (most_culture(state),), lambda p: _culture_by(p, n))


def _refugees(state, card):
    """The weakest loses 3 culture and 1 population; the strongest gains 3 culture and 1 population."""
    fx = info(card).fx
    loser, winner = weakest_and_strongest(state)
    for seat in _asked(state, (loser, winner)):
        if seat == loser:
            state = put(state, seat, _culture_by(state.players[seat], int(fx["weakest"]["culture"])))
            for _ in range(-int(fx["weakest"]["population"])):
                state = lose_population(state, seat, card)
        if seat == winner:
            p = _culture_by(state.players[seat], int(fx["strongest"]["culture"]))
            for _ in range(int(fx["strongest"]["population"])):
                p = _grow(p)
            state = put(state, seat, p)
    return state


def _terrorism(state, card):
    """The civilization with the fewest culture points destroys one urban building of every other one,
    choosing which, asked about each in turn order."""
    chooser = least_culture(state)
    for seat in turn_order(state):
        if seat != chooser:
            state = lose_building(state, chooser, seat, card)
    return state


#: Each event's effect by its card's ``special``.
EFFECTS = {
    "barbarians": _barbarians, "border-conflict": _border_conflict, "crusades": _crusades,
    "cultural-influence": _cultural_influence, "foray": _foray, "good-harvest": _produce("farm"),
    "immigration": _immigration, "new-deposits": _produce("mine"), "free-population": _population,
    "raiders": _raiders, "rats": _rats, "reign-of-terror": _reign_of_terror,
    "scientific-breakthrough": _breakthrough, "uncertain-borders": _uncertain_borders,
    "cold-war": _cold_war, "crime-wave": _crime_wave, "economic-progress": _economic_progress,
    "iconoclasm": _iconoclasm, "national-pride": _national_pride,
    "popularization-of-science": _popularization, "refugees": _refugees, "terrorism": _terrorism,
}


def _resolving(effect):
    @cites(rb.RESOLVE_EVENTS)
    def resolve(state, card):
        """The event onto the past events (PL L1765-1768), its effect applied, its choices asked."""
        return then(effect(state._with(past=state.past + (card,)), card))
    resolve.__doc__ = effect.__doc__ or resolve.__doc__
    return resolve


@cites(rb.END_FULL, rb.RESIGNATION)
def _finale(state, card):
    """An Age III event's culture per seat. A civilization that resigned takes no place in its ranking and
    scores nothing: the others rank ahead of it (PL L2596-2598), and they are ranked among themselves with
    the points for as many players as are left, as the refill counts them (⚠AMB-16's reading)."""
    seats = active_seats(state) if state.scheduled else ()
    if not seats or len(seats) == len(state.players):
        return score(state.players, card, state.level, state.options)
    part = score(tuple(state.players[s] for s in seats), card, state.level, state.options)
    out = [0] * len(state.players)
    for seat, points in zip(seats, part):
        out[seat] = points
    return tuple(out)


def register(effects: dict, finale: dict, more: dict) -> None:
    """Register every event's effect (this module's and ``more``, the row's and wonders' events of
    :mod:`.events_ii`) in ``effects`` and every Age III scoring in ``finale``."""
    for special, effect in {**EFFECTS, **more}.items():
        effects[special] = _resolving(effect)
    for special in SCORES:
        finale[special] = _finale
