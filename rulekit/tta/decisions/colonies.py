"""Colonization and colonies of the Advanced game (PL 2.4.3; HU 2.4.3).

A territory revealed from the current events is auctioned (:class:`Auction`, PL L1772-1788,
KI L1832-1845): the player whose turn it is bids a strength or passes, then each next player
outbids or passes; a pass drops the player out; the last bidder left wins. Nobody bidding sends
the territory to the past events. A bid may exceed the bidder's strength (colonization bonus
cards, Cartography and the other colonization cards), never what the bidder could pay, and it
cannot be changed.

The winner pays the bid (:class:`Colonize`): units sacrificed (at least one; their tokens back to
the yellow bank) and colonization bonus cards from the military hand (discarded), picked one at a
time until, with the permanent colonization bonus, they reach the bid.

The territory becomes a colony (:func:`colonize`): its permanent bonus (strength, happy faces,
extra blue or yellow tokens taken from the box into the banks) lasts while the colony is held;
its immediate effects (food, resources, science, culture, military cards, population) happen
once. A colony lost (:func:`lose_colony`, e.g. to Independence Declaration) takes away only its
permanent bonus (PL L1790-1793, L1858-1870).

The decision kinds:

``auction`` (:class:`Auction`)
    a bid or a pass, asked of each bidder still in, in turn order from the current player;
``colonize`` (:class:`Colonize`)
    the winner's payment, picked one unit (``sacrifice``) or bonus card (``bonus``) at a time,
    then ``done``;
``lose-colony`` (:class:`LoseColony`)
    which colony a civilization losing one gives up, when it has several.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Bid, Bonus, Choose, Columbus, Done, Pass, Sacrifice
from rulekit.tta.decisions import advanced
from rulekit.tta.decisions.advanced import political, political_listing
from rulekit.tta.decisions.verdicts import Refusal, Verdict
from rulekit.tta.decisions.base import Step, has_left, put, then
from rulekit.tta.decisions.tokens import gain
from rulekit.tta.rules import SCIENCE_CAP, info, strength
from rulekit.tta.rules.cardinfo import a_kind, named
from rulekit.tta.rules.military import sacrifice_strength, units_of
from rulekit.core.steps import ActiveSet, PickThenDone

__all__ = ["Auction", "Colonize", "LoseColony", "bonus_cards", "card_bonus", "colonization_force", "colonize",
           "independence_declaration",
           "lose_colony", "most_payable", "revealed_territory", "weakest"]


# -- what a civilization can send ---------------------------------------------------------------------
def card_bonus(p, card: str) -> int:
    """What the colonization bonus card ``card`` adds to ``p``'s colonization force: its printed
    value, plus a leader's extra per card played (James Cook, ``colonization_bonus_card_plus``)."""
    return int(info(card).fx.get("colonization", 0) or 0) + p.bonus_totals.get("colonization_bonus_card_plus", 0)


def bonus_cards(p) -> tuple:
    """The colonization bonus cards of ``p``'s military hand (one entry per copy)."""
    return tuple(c for c in p.military_hand if info(c).type == "bonus" and info(c).fx.get("colonization"))


@cites(rb.COLONIZE)
def colonization_force(p, units, played, options=None) -> int:
    """The colonization force of ``p`` sacrificing ``units`` and playing the colonization bonus cards
    ``played``: the units' strength as sacrificed (under the game's ``options``: the air units' reading),
    each card's bonus, and the permanent colonization bonus of its cards in play (Cartography, Colossus,
    …) (PL L1780-1788, KI L1838-1841)."""
    return (sacrifice_strength(p, units, options) + sum(card_bonus(p, c) for c in played)
            + p.bonus_totals.get("colonization", 0))


@cites(rb.COLONIZE)
def most_payable(p, options=None) -> int:
    """The largest colonization force ``p`` could send: every unit sacrificed, every colonization
    bonus card played, and the permanent colonization bonus of its cards in play (Cartography,
    Colossus, …); 0 without a unit, as a colony needs at least one sacrificed (PL L1780-1788,
    KI L1838-1841)."""
    units = units_of(p)
    if not units:
        return 0
    return colonization_force(p, units, bonus_cards(p), options)


# -- the auction ----------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Auction(ActiveSet, Step):
    """A bid for the territory ``card`` above ``bid`` (the last bid, by ``leader``; -1: none yet), or
    a pass, which drops the player out (PL L1772-1788, KI L1832-1845). A bid may exceed the
    bidder's strength but not what the bidder could pay (:func:`most_payable`). A bidder who could
    not outbid the last bid has only the pass, and is passed by. Under ``colonize_opening =
    "current-only"`` (⚠AMB-23) a pass by the player whose turn it is, before any bid, ends the
    auction."""

    card: str = ""
    bid: int = 0
    leader: int = -1

    kind = "auction"
    rule = rb.COLONIZE

    @property
    def holds(self) -> tuple:
        """The card this decision holds while it is taken (counted by the card invariant)."""
        return (self.card,)

    def options(self, state) -> list:
        most = most_payable(state.players[self.player], state.options)
        return [_PASS] + [Bid.of(n) for n in range(self.bid + 1, most + 1)]

    def refusal(self, state, a):
        if isinstance(a, Bid):
            p = state.players[self.player]
            if a.amount <= self.bid and self.leader < 0:
                return (rb.COLONIZE, f"nobody has bid for {named(self.card)} yet; a bid is at least 1")
            if a.amount <= self.bid:
                return (rb.COLONIZE, f"the bid to beat for {named(self.card)} is {self.bid} (P{self.leader + 1}'s); "
                                     f"a bid must be higher")
            if not units_of(p):
                return (rb.COLONIZE, f"P{self.player + 1} has no unit to sacrifice, and a colony needs at least one")
            most = most_payable(p, state.options)
            return (rb.COLONIZE, f"P{self.player + 1} could send at most {most} strength to colonize "
                                 f"{named(self.card)} (every unit sacrificed, every colonization bonus card "
                                 f"played, the permanent colonization bonus); a bid above it cannot be paid")
        return None

    def resolve(self, state, a):
        if isinstance(a, Bid):
            return _carry_on(state, self.passed_on(bid=a.amount, leader=self.player), self.card)
        return _passed(state, self)

    def sentence(self, state) -> str:
        most = most_payable(state.players[self.player], state.options)
        last = f"the bid to beat is {self.bid} (P{self.leader + 1})" if self.leader >= 0 else "no bid yet"
        return (f"P{self.player + 1}: the territory {named(self.card)} is auctioned ({last}) — bid a strength up "
                f"to {most} (what P{self.player + 1} could pay) or pass (out of the auction)")


_PASS = Pass()


@cites(rb.COLONIZE)
def _carry_on(state, step, card: str):
    """The auction after a bid or a pass: over when only the last bidder is left (the payment
    follows) or nobody (the territory goes to the past events); a bidder who could not outbid the
    last bid passes (:func:`_passed`); otherwise the next bidder is asked."""
    if step is None:
        return state._with(past=state.past + (card,))
    if step.player == step.leader:
        return then(state, Colonize(step.leader, card=card, bid=step.bid))
    if most_payable(state.players[step.player], state.options) <= step.bid:
        return _passed(state, step)
    return then(state, step)


@cites(rb.COLONIZE)
def _passed(state, step):
    """The auction after ``step.player`` passes (or could not outbid and is passed by): out of the
    auction. Under ``colonize_opening = "current-only"`` (⚠AMB-23) the pass of the player whose turn it
    is, before any bid, ends it: the territory goes to the past events."""
    if (state.options.colonize_opening == "current-only" and step.leader < 0
            and step.player == state.current and len(step.active) == len(state.players)):
        return state._with(past=state.past + (step.card,))
    return _carry_on(state, step.dropped(), step.card)


@cites(rb.COLONIZE, rb.RESOLVE_EVENTS)
def revealed_territory(state, card: str):
    """A territory revealed from the current events: auctioned among every player, the player whose
    turn it is asked first, then the others in turn order (PL L1772-1779)."""
    n = len(state.players)
    seats = tuple(s for s in ((state.current + k) % n for k in range(n)) if not has_left(state, s))  # PL L2593
    return _carry_on(state, Auction.among(seats, card=card), card)


advanced.REVEALED["colony"] = revealed_territory


# -- the payment ----------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Colonize(PickThenDone, Step):
    """The winner's colonization force for the territory ``card``: units to sacrifice and
    colonization bonus cards, one at a time, then ``done`` once they (with the permanent
    colonization bonus) reach the ``bid`` and at least one unit is sacrificed (PL L1780-1788,
    KI L1836-1845; TTA-EX-11). Sacrificed units' tokens go back to the yellow bank; played cards are
    discarded; then the territory becomes a colony (:func:`colonize`)."""

    card: str = ""
    bid: int = 0

    kind = "colonize"
    rule = rb.COLONIZE

    @property
    def holds(self) -> tuple:
        """The card this decision holds while it is taken (counted by the card invariant)."""
        return (self.card,)

    def _split(self) -> tuple:
        units = tuple(c for c in self.picked if info(c).deck != "military")
        return units, tuple(c for c in self.picked if info(c).deck == "military")

    def force(self, state) -> int:
        """The colonization force picked so far, with the permanent colonization bonus."""
        return colonization_force(state.players[self.player], *self._split(), state.options)

    def pool(self, state):
        p = state.players[self.player]
        units, played = self._split()
        reached = self.force(state) >= self.bid
        if reached and units:
            return ()
        out = [u for u in dict.fromkeys(units_of(p)) if units_of(p).count(u) > units.count(u)]
        if not reached:
            out += [c for c in dict.fromkeys(bonus_cards(p)) if bonus_cards(p).count(c) > played.count(c)]
        return out

    def pick(self, item):
        return Bonus.of(item) if info(item).deck == "military" else Sacrifice.of(item)

    def item_of(self, action):
        return action.card if isinstance(action, Bonus) else action.unit

    def done(self):
        return _DONE

    def can_finish(self, state) -> bool:
        return bool(self._split()[0]) and self.force(state) >= self.bid

    @cites(rb.COLONIZE, rb.SACRIFICE_ARMIES)
    def finish(self, state, picked):
        p = state.players[self.player]
        units, played = self._split()
        for u in units:
            p = p.with_slot(u, workers=p.workers_on(u) - 1, yellow=p.yellow + 1)
        hand = list(p.military_hand)
        for c in played:
            hand.remove(c)
        p = p._with(military_hand=tuple(hand))
        state = put(state, self.player, p)._with(mil_discard=state.mil_discard + played)
        return colonize(state, self.player, self.card)

    def sentence(self, state) -> str:
        units, _ = self._split()
        force = self.force(state)
        if force >= self.bid and units:
            return f"P{self.player + 1}: the colonization force {force} reaches the bid {self.bid} — done"
        need = "" if units else " (at least one unit must be sacrificed)"
        return (f"P{self.player + 1}: send a colonization force of at least {self.bid} for {named(self.card)}: "
                f"{force} so far{need} — sacrifice a unit or play a colonization bonus card")

    def refusal(self, state, a):
        if isinstance(a, Done):
            if not self._split()[0]:
                return (rb.COLONIZE, f"a colony cannot be paid with bonuses alone: P{self.player + 1} must "
                                     f"sacrifice at least one unit")
            return (rb.COLONIZE, f"the colonization force is {self.force(state)}, less than the bid {self.bid}")
        if isinstance(a, Sacrifice):
            return (rb.COLONIZE, f"P{self.player + 1} has no further {named(a.unit)} unit to sacrifice"
                    if self.force(state) < self.bid or not self._split()[0] else
                    f"the bid {self.bid} is already reached")
        if isinstance(a, Bonus):
            return (rb.COLONIZE, f"{named(a.card)} is not a colonization bonus card left in P{self.player + 1}'s "
                                 f"military hand" if self.force(state) < self.bid else
                    f"the bid {self.bid} is already reached")
        return None


_DONE = Done()


# -- colonies -------------------------------------------------------------------------------------------
@cites(rb.COLONIES)
def colonize(state, seat: int, card: str):
    """``state`` with the territory ``card`` made ``seat``'s colony: its permanent extra tokens taken
    from the box into the banks (``extra_yellow``/``extra_blue`` remember them; strength and happy
    faces are read from the colonies by the rules), then its immediate effects — food or resources
    as blue tokens from the bank onto farms or mines (a ``gain`` decision where they could go more
    than one way), science and culture, population (yellow tokens from the bank to the unused
    workers, as many as the bank holds), military cards drawn (PL L1790-1793, L1858-1870; TTA-EX-11)."""
    p = state.players[seat]
    fx, now = info(card).fx, info(card).colonize
    yellow = int(fx.get("yellow_tokens", 0) or 0)
    blue = int(fx.get("blue_tokens", 0) or 0)
    p = p._with(colonies=p.colonies + (card,), yellow=p.yellow + yellow, extra_yellow=p.extra_yellow + yellow,
                blue=p.blue + blue, extra_blue=p.extra_blue + blue)
    if now.get("science"):
        p = p._with(science=min(SCIENCE_CAP, p.science + int(now["science"])))
    if now.get("culture"):
        p = p._with(culture=p.culture + int(now["culture"]))
    grow = min(int(now.get("population", 0) or 0), p.yellow)
    if grow:
        p = p._with(yellow=p.yellow - grow, idle=p.idle + grow)
    state, p = gain(state, seat, p, "farm", int(now.get("food", 0) or 0))
    state, p = gain(state, seat, p, "mine", int(now.get("resources", 0) or 0))
    state = put(state, seat, p)
    if now.get("draw_military_cards"):
        state = advanced.draw_military(state, seat, int(now["draw_military_cards"]))
    return then(state)


@cites(rb.COLONIES)
def lose_colony(state, seat: int, card: str):
    """``state`` with ``seat`` losing its colony ``card`` (discarded): only the permanent bonus goes —
    strength and happy faces with the card, its extra tokens from the banks back to the box; the
    immediate effects stay (PL L1790-1793; TTA-EX-11: "he returns 2 yellow tokens from the bank to
    the box, but does not have to reduce his population"). When a bank holds fewer than the colony
    gave, the text is silent (⚠AMB-X13, option ``lost_colony_tokens``): only what the banks hold goes
    back (``"bank"``), or the yellow tokens missing from the bank come from the unused workers
    (``"unused-workers"``); blue tokens on farms and mines (food and resources) stay either way."""
    p = state.players[seat]
    fx = info(card).fx
    colonies = list(p.colonies)
    colonies.remove(card)
    yellow = min(int(fx.get("yellow_tokens", 0) or 0), p.yellow)
    idle = 0
    if state.options.lost_colony_tokens == "unused-workers":
        idle = min(int(fx.get("yellow_tokens", 0) or 0) - yellow, p.idle)
    blue = min(int(fx.get("blue_tokens", 0) or 0), p.blue)
    p = p._with(colonies=tuple(colonies), yellow=p.yellow - yellow, idle=p.idle - idle,
                extra_yellow=p.extra_yellow - yellow - idle, blue=p.blue - blue, extra_blue=p.extra_blue - blue)
    return put(state, seat, p)._with(mil_discard=state.mil_discard + (card,))


@dataclass(frozen=True, slots=True)
class LoseColony(Step):
    """Which of its colonies a civilization loses (``what``: the card that takes it): the loser's
    choice (PL L1790-1793; Independence Declaration: "one colony of its choice")."""

    what: str = ""

    kind = "lose-colony"
    rule = rb.COLONIES

    def options(self, state) -> list:
        return [Choose.of(c) for c in dict.fromkeys(state.players[self.player].colonies)]

    def resolve(self, state, a):
        return lose_colony(state, self.player, a.answer)

    def sentence(self, state) -> str:
        have = ", ".join(f"{named(c)} (choose {c})" for c in dict.fromkeys(state.players[self.player].colonies))
        return f"P{self.player + 1} loses a colony to {named(self.what)} — choose which: {have}"

    def refusal(self, state, a):
        if isinstance(a, Choose):
            return (rb.COLONIES, f"{named(a.answer)} is not a colony of P{self.player + 1}")
        return (rb.COLONIES, self.sentence(state))


# -- Independence Declaration --------------------------------------------------------------------------
@cites(rb.RESOLVE_EVENTS)
def weakest(state) -> int:
    """The weakest civilization: the lowest strength; of tied ones, the one whose turn comes last
    counting from the player whose turn it is (the player who has just finished his turn is the
    weakest, PL L1746-1753; ⚠AMB-28)."""
    n = len(state.players)
    seats = [s for s in range(n) if not has_left(state, s)]          # one that resigned is out (PL L2593)
    return min(seats, key=lambda s: (strength(state.players[s], state.options), -((s - state.current) % n)))


@cites(rb.RESOLVE_EVENTS, rb.COLONIES)
def independence_declaration(state, card: str):
    """Independence Declaration: the weakest civilization loses one colony of its choice (a
    :class:`LoseColony` decision when it has several; none lost when it has none: a civilization
    gives what it has, PL L1761), then the card goes onto the past events."""
    state = state._with(past=state.past + (card,))
    seat = weakest(state)
    colonies = state.players[seat].colonies
    if not colonies:
        return state
    if len(set(colonies)) == 1:
        return lose_colony(state, seat, colonies[0])
    return then(state, LoseColony(seat, what=card))


# -- Christopher Columbus (PL appendix, L2901-2907) ------------------------------------------------------
def _columbus_candidates(state, seat: int):
    p = state.players[seat]
    if p.leader and info(p.leader).special == "christopher-columbus" and p.leader not in p.once:
        for card in dict.fromkeys(p.military_hand):
            if info(card).type == "colony":
                yield Columbus.of(card)


#: The military cards Columbus's political action plays from the hand.
_COLONY_TYPES = frozenset(("colony",))


@political(Columbus, _columbus_candidates, _COLONY_TYPES)
@cites(rb.COLUMBUS, rb.COLONIES)
def columbus(state, seat: int, a):
    """Christopher Columbus's political action: a territory from the military hand becomes the
    civilization's colony with no auction and no unit sacrificed; its immediate bonuses are taken and
    its permanent one counts. Once per game: Columbus stays the leader afterwards (PL L2901-2907;
    HU 2559-2565)."""
    p = state.players[seat]
    if not p.leader or info(p.leader).special != "christopher-columbus":
        return Refusal(rb.COLUMBUS, f"Christopher Columbus is not P{seat + 1}'s leader")
    if p.leader in p.once:
        return Refusal(rb.COLUMBUS, "Christopher Columbus has made his colony already: once per game")
    if a.card not in p.military_hand:
        return Refusal(rb.COLUMBUS, f"{named(a.card)} is not in P{seat + 1}'s military hand")
    if info(a.card).type != "colony":
        return Refusal(rb.COLUMBUS, f"{named(a.card)} is {a_kind(a.card)}, not a territory")
    return Verdict(_do_columbus)


# The listing: the candidates, each a territory of the military hand of a civilization led by Christopher Columbus
# who has not made his colony yet: every check of :func:`columbus`.
political_listing(Columbus)(_columbus_candidates)


def _do_columbus(state, seat, p, a, cost):
    hand = list(p.military_hand)
    hand.remove(a.card)
    state = put(state, seat, p._with(military_hand=tuple(hand), once=p.once + (p.leader,)))
    return colonize(state, seat, a.card)
