"""Pacts of the Advanced game (PL 2.4.5; HU 2.4.5): offered, answered, replaced and broken.

Only with 3 or 4 players (PL L2013-2015). As a political action a player offers a pact card from
the military hand to one named player (:func:`offer_pact`), saying for an asymmetric pact whether
he takes side A or B; the other may not swap the sides (PL L2038-2044). The offer is a
:class:`PactOffer` frame around the target's :class:`PactAnswer`:

- refused: the card goes back to the offerer's hand; the political action is spent (PL L2020-2026);
- accepted: the card lies in front of the offerer (``Player.pact = (card, partner, role)``); the
  offerer's older pact is cancelled then, and only then (PL L2028-2035, KI L2129-2130). A pact
  accepted from someone else lies in front of them, so a civilization may belong to several pacts
  but has one in front of it (⚠AMB-39, one reading).

Breaking a pact is a political action too (:func:`break_pact`): any one pact the player belongs
to, offered or accepted; the card is discarded and the pact ends at once (PL L2062-2064).

Effects: most pacts' 2006 texts are known to no source (``effect_known = false`` in the card
data). The engine invents none: such a pact changes nothing while in force, and every sentence
about it says its effect is not known. Acceptance of Supremacy's known part (no attacks between
the parties) is read from ``Player.pact`` by the aggression's judge; its production part has a lost
icon (⚠AMB-21) and is not played.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.rule import cites
from rulekit.core.steps import Frame
from rulekit.tta import cards
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Break, Choose, Pact
from rulekit.tta.decisions import advanced
from rulekit.tta.decisions.base import Step, has_left, put
from rulekit.tta.decisions.verdicts import Refusal, Verdict
from rulekit.tta.rules import info
from rulekit.tta.rules.cardinfo import a_kind, named

__all__ = ["PactAnswer", "PactOffer", "break_pact", "effect_known", "forbids_attack", "offer_pact", "pacts_of", "roles",
           "titled"]

#: Pacts known to be symmetric (no sides to choose): Scientific Cooperation, whose effect the Polish
#: appendix describes for both partners alike (PL L2960-2962; shared/carddata/tta.md §5).
SYMMETRIC = frozenset({"m-II-scientific-cooperation"})


def effect_known(card: str) -> bool:
    """Whether a 2006 source gives the pact's effect (the card data's ``effect_known``)."""
    return bool(cards.data().cards[card].effect_known)


def titled(card: str) -> str:
    """The pact as a sentence names it: its name, and that its effect is not known where no 2006
    source gives it."""
    if effect_known(card):
        return named(card)
    if card in SYMMETRIC:       # the one clause the appendix gives (G-15, PL L2960-2962; HU L2634-2636)
        return (f"{named(card)} (of its effect only the rulebook's clause is known: while either partner has no "
                f"science points, neither may play a technology card)")
    return f"{named(card)} (its effect is not known: no 2006 source gives it, so it changes nothing in play)"


def roles(card: str) -> tuple:
    """The sides an offerer may take: A or B for an asymmetric pact, and for a pact whose text no
    source gives (the offerer's side is recorded, PL L2038-2044); only A (no choice) for a pact
    known to be symmetric."""
    return ("A",) if card in SYMMETRIC else ("A", "B")


def pacts_of(state, seat: int) -> tuple:
    """``(holder, card)`` of every pact ``seat`` belongs to: the one in front of it and those in front
    of others naming it as partner."""
    out = ()
    for holder, p in enumerate(state.players):
        pact = p.pact
        if pact and (holder == seat or pact[1] == seat):
            out += ((holder, pact[0]),)
    return out


@cites(rb.PACTS, rb.PACTS_BREAKING)
def forbids_attack(state, attacker: int, target: int) -> str:
    """The pact in force between ``attacker`` and ``target`` whose known effect forbids attacks
    between its parties (``no_attacks_between_parties``: Acceptance of Supremacy), or ``""``. A pact
    whose effect no source gives forbids nothing (PL L2066-2072: a pact stays in force even when its
    members attack each other, unless its card says otherwise)."""
    for holder in (attacker, target):
        pact = state.players[holder].pact
        if pact and pact[1] == (target if holder == attacker else attacker):
            if info(pact[0]).fx.get("no_attacks_between_parties"):
                return pact[0]
    return ""


# -- offering -------------------------------------------------------------------------------------------
def _offer_candidates(state, seat: int):
    if len(state.players) < 3:
        return
    hand = state.players[seat].military_hand
    if not hand:
        return
    found = [c for c in hand if info(c).type == "pact"]
    if not found:
        return
    targets = [t + 1 for t in range(len(state.players)) if t != seat and not has_left(state, t)]
    for card in dict.fromkeys(found):
        for target in targets:
            for role in roles(card):
                yield Pact.of(card, target, role)


#: The military cards an offer plays from the hand.
_PACT_TYPES = frozenset(("pact",))


@advanced.political(Pact, _offer_candidates, _PACT_TYPES)
@cites(rb.PACTS, rb.PACTS_ASYMMETRIC, rb.PACTS_TABLE_TALK)
def offer_pact(state, seat: int, a):
    """Offer the pact ``a.card`` to player ``a.target`` (1-based) with the offerer on side
    ``a.role``: only with 3-4 players, a pact card from the military hand, another player, a side
    the card has (PL L2013-2044)."""
    if len(state.players) < 3:
        return Refusal(rb.PACTS, "pacts are played only with 3 or 4 players (the pact cards are removed with 2)")
    p = state.players[seat]
    if a.card not in p.military_hand:
        return Refusal(rb.PACTS, f"{named(a.card)} is not in P{seat + 1}'s military hand")
    if info(a.card).type != "pact":
        return Refusal(rb.PACTS, f"{named(a.card)} is {a_kind(a.card)}, not a pact")
    if not 1 <= a.target <= len(state.players) or a.target == seat + 1:
        return Refusal(rb.PACTS_TABLE_TALK, f"a pact is offered to one other player by number (P1-P{len(state.players)}, "
                                            f"not P{seat + 1} itself), not to {a.target}")
    if has_left(state, a.target - 1):
        return Refusal(rb.RESIGNATION, f"P{a.target} has left the game (an honourable resignation); no pact is "
                                       "offered to it")
    if a.role not in roles(a.card):
        return Refusal(rb.PACTS_ASYMMETRIC, f"{titled(a.card)} is symmetric: there is no side to choose (write role A)"
                       if a.role in ("A", "B") else f"the offerer's side is A or B, not {a.role!r}")
    return Verdict(_do_offer)


# The listing: the candidates, each a pact card of the military hand offered to another player still in the game
# on a side the card has, with 3-4 players: every check of :func:`offer_pact`.
advanced.political_listing(Pact)(_offer_candidates)


def _do_offer(state, seat, p, a, cost):
    hand = list(p.military_hand)
    hand.remove(a.card)
    state = put(state, seat, p._with(military_hand=tuple(hand)))
    return state.open(PactOffer(seat, card=a.card, target=a.target - 1, role=a.role),
                      PactAnswer(a.target - 1, card=a.card, offerer=seat, role=a.role))


@dataclass(frozen=True, slots=True)
class PactAnswer(Step):
    """The answer of the player offered the pact ``card`` by ``offerer`` (who takes side ``role``):
    accept or refuse; the sides cannot be swapped (PL L2016-2044)."""

    card: str = ""
    offerer: int = 0
    role: str = "A"

    kind = "pact-answer"
    rule = rb.PACTS

    def options(self, state) -> list:
        return [_ACCEPT, _REFUSE]

    def resolve(self, state, a):
        return state.reply(a.answer)

    def sentence(self, state) -> str:
        side = "" if self.card in SYMMETRIC else f", P{self.offerer + 1} on side {self.role}"
        return (f"P{self.player + 1}: P{self.offerer + 1} offers the pact {titled(self.card)}{side} — "
                f"accept or refuse")

    def refusal(self, state, a):
        return (rb.PACTS, f"P{self.player + 1} first answers P{self.offerer + 1}'s offer of {named(self.card)}: "
                          f"'choose accept' or 'choose refuse'")


_ACCEPT, _REFUSE = Choose.of("accept"), Choose.of("refuse")


@dataclass(frozen=True, slots=True)
class PactOffer(Frame, Step):
    """The pact ``card`` offered by ``player`` to ``target`` on side ``role``, once answered: refused,
    the card returns to the offerer's hand; accepted, it lies in front of the offerer and the
    offerer's older pact, if any, is cancelled (discarded) (PL L2020-2035, KI L2129-2130)."""

    card: str = ""
    target: int = 0
    role: str = "A"

    kind = "pact-offer"
    rule = rb.PACTS

    @property
    def holds(self) -> tuple:
        """The card this frame holds while the offer is answered (counted by the card invariant)."""
        return (self.card,)

    def conclude(self, state, replies):
        p = state.players[self.player]
        if replies != ("accept",):
            return put(state, self.player, p._with(military_hand=p.military_hand + (self.card,)))
        old = (p.pact[0],) if p.pact else ()
        state = put(state, self.player, p._with(pact=(self.card, self.target, self.role)))
        return state._with(mil_discard=state.mil_discard + old) if old else state

    def sentence(self, state) -> str:
        return f"P{self.player + 1}'s offer of {named(self.card)} to P{self.target + 1} is answered"


# -- breaking -------------------------------------------------------------------------------------------
def _break_candidates(state, seat: int):
    found = pacts_of(state, seat)
    return [Break.of(card) for _, card in found] if found else ()


@advanced.political(Break, _break_candidates)
@cites(rb.PACTS_BREAKING)
def break_pact(state, seat: int, a):
    """Cancel one pact ``seat`` belongs to, offered or accepted: the card is discarded and the pact
    ends at once (PL L2062-2064)."""
    for holder, card in pacts_of(state, seat):
        if card == a.card:
            return Verdict(_do_break)
    return Refusal(rb.PACTS_BREAKING, f"P{seat + 1} belongs to no pact {named(a.card)}")


# The listing: the candidates, each a pact ``seat`` belongs to (:func:`pacts_of`): the check of :func:`break_pact`.
advanced.political_listing(Break)(_break_candidates)


def _do_break(state, seat, p, a, cost):
    players = list(state.players)
    players[seat] = p                   # its political action spent: its pacts are those of the state
    for holder, card in pacts_of(state, seat):
        if card == a.card:
            players[holder] = players[holder]._with(pact=())
            return state._with(players=tuple(players), mil_discard=state.mil_discard + (card,))
    return state._with(players=tuple(players))      # pragma: no cover - the judge found it
