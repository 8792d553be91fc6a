"""The Age II events that change the card row and the wonders (PL 2.4.2, rb.RESOLVE_EVENTS, L1740-1768;
HU 1506-1541), registered with the others by :func:`rulekit.tta.decisions.events.register`:

``agreement`` (:class:`Agreement`), ``forgo`` (:class:`Forgo`)
    International Agreement: the strongest civilization takes civil cards from the row worth up to 5
    civil actions, one at a time then ``done``; having taken any, the row is refilled without
    clearing its first slots, and the player's next political action is given up (a ``forgo`` step
    kept for the start of its next turn, which marks that turn's political action);
``ravage`` (:class:`Ravage`)
    Ravages of Time: each player turns one of its completed Age A or I wonders face down
    (``Player.face_down``): it loses its effects and produces 2 culture instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Choose, Done, Take
from rulekit.tta.decisions.advanced import forgone_point
from rulekit.tta.decisions.base import AFTER_ACTION, Step, put, then
from rulekit.tta.decisions.events import strongest, turn_order
from rulekit.tta.decisions.hand import judge_take
from rulekit.tta.decisions.tokens import retotal
from rulekit.tta.decisions.verdicts import Judging, Verdict
from rulekit.tta.rules import info
from rulekit.tta.rules.cardinfo import named

__all__ = ["Agreement", "EFFECTS", "Forgo", "Ravage"]


@dataclass(frozen=True, slots=True)
class Agreement(Step):
    """International Agreement: the strongest civilization may take civil cards from the card row worth up
    to ``left`` civil actions in all (5 at first), one at a time, then ``done``; the cards cost no action,
    each take is otherwise judged as a take (the hand limit, one leader per age, one wonder at a time, no
    second copy of a technology). Having taken any (``took``), it gives up its next political action, and
    the row is refilled without clearing its first slots (card text, cards_military_II.toml)."""

    what: str = ""
    left: int = 0
    took: bool = False

    kind = "agreement"
    rule = rb.RESOLVE_EVENTS

    def _verdict(self, state, a):
        j = Judging(state, self.player)
        j.civil = self.left                  # the agreement's budget, not the turn's civil actions
        return judge_take(j, a)

    def options(self, state) -> list:
        takes = [Take.of(k + 1) for k, c in enumerate(state.row)
                 if c and self._verdict(state, Take.of(k + 1)).__class__ is Verdict]
        return [_DONE] + takes

    def resolve(self, state, a):
        if isinstance(a, Done):
            if not self.took:
                return state
            state = state.refill(clear=False)
            # the political action of the player's next turn is given up: kept for that turn's start
            # (fired by rulekit.tta.decisions.upkeep.at_turn_start), it marks the turn's political action
            return state.schedule(f"turn-start:P{self.player + 1}", Forgo(self.player))
        verdict = self._verdict(state, a)
        p = state.players[self.player]
        state = verdict.do(state, self.player, p, a, verdict.cost)
        if self.player != state.current:     # taken outside its turn: not a card of this turn
            p = state.players[self.player]
            state = put(state, self.player, p._with(fresh=p.fresh[:-1]))
        return state._push(Agreement(self.player, what=self.what, left=self.left - verdict.cost, took=True))

    def sentence(self, state) -> str:
        return (f"P{self.player + 1} ({named(self.what)}): take civil cards from the card row worth up to "
                f"{self.left} more civil actions ('take <slot>'), or done")

    def refusal(self, state, a):
        if isinstance(a, Take):
            found = self._verdict(state, a)
            if found.__class__ is not Verdict:
                return tuple(found)
        return (rb.RESOLVE_EVENTS, f"P{self.player + 1} first takes the cards {named(self.what)} offers, or says done")


_DONE = Done()


@dataclass(frozen=True, slots=True)
class Forgo(Step):
    """The political action International Agreement took: at the start of the player's next turn it marks
    that turn's political action as given up (the turn's ``political`` passes; the military hand's check
    after it clears the mark)."""

    kind = "forgo"
    rule = rb.RESOLVE_EVENTS
    prompt = "{who} gives up this turn's political action (International Agreement)"
    automatic = True

    def run(self, state):
        return state.schedule(forgone_point(self.player), self)


@dataclass(frozen=True, slots=True)
class Ravage(Step):
    """Which completed wonder of Age A or I the player turns face down for the event ``what`` (Ravages of
    Time): it loses its effects and produces 2 culture instead (card text, cards_military_II.toml)."""

    what: str = ""

    kind = "ravage"
    rule = rb.RESOLVE_EVENTS
    skippable = rb.RESOLVE_EVENTS

    def options(self, state) -> list:
        return [Choose.of(w) for w in _ravageable(state.players[self.player])]

    def resolve(self, state, a):
        return then(_turn_down(state, self.player, a.answer))

    def sentence(self, state) -> str:
        return (f"P{self.player + 1}: {named(self.what)} — choose the completed Age A or I wonder to turn face "
                f"down ('choose <wonder>')")

    def refusal(self, state, a):
        if isinstance(a, Choose):
            return (rb.RESOLVE_EVENTS, f"{named(a.answer)} is not a completed Age A or I wonder of P{self.player + 1} "
                                       f"still face up")
        return (rb.RESOLVE_EVENTS, f"P{self.player + 1} first chooses the wonder {named(self.what)} turns face down")


def _turn_down(state, seat: int, wonder: str):
    """``state`` with ``wonder`` of ``seat`` face down; an action token it gave is lost (a spent one where the
    player may choose, PL L987-989)."""
    p = state.players[seat]
    state, after = retotal(state, seat, p, p._with(face_down=p.face_down + (wonder,)))
    return put(state, seat, after)


def _ravageable(p) -> tuple:
    """The completed wonders of Age A or I still face up."""
    return tuple(w for w in p.wonders if info(w).age in ("A", "I") and w not in p.face_down)


def _international_agreement(state, card):
    """The strongest may take civil cards worth up to 5 civil actions at once (an ``agreement`` decision)."""
    n = int(info(card).fx["strongest"]["take_cards_civil_actions"])
    return state.schedule(AFTER_ACTION, Agreement(strongest(state)[0], what=card, left=n))


def _ravages_of_time(state, card):
    """Each player turns one of its completed Age A or I wonders face down, choosing which (a ``ravage``
    decision where there is a choice, asked in turn order); it loses its effects and produces 2 culture
    (rulekit.tta.rules.culture_rate); a civilization without such a wonder turns none. Face down, it is
    still a completed wonder (the cost of taking another, Impact of Wonders)."""
    for seat in turn_order(state):
        p = state.players[seat]
        found = _ravageable(p)
        if len(found) == 1:
            state = _turn_down(state, seat, found[0])
        elif found:
            state = state.schedule(AFTER_ACTION, Ravage(seat, what=card))
    return state


#: The effects of this module's events by their card's ``special``.
EFFECTS = {"international-agreement": _international_agreement, "ravages-of-time": _ravages_of_time}
