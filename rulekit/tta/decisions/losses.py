"""Population a civilization loses from its cards, the loser choosing the worker.

An event (Pestilence, Reign of Terror, Refugees, Emigration …) or a successful aggression (Enslave)
can take population: a yellow token goes back from the unused workers to the yellow bank, and once
none is unused, a worker leaves a card of the losing civilization's choice (PL L1761-1765, L1931-1934;
appendix G-5, L2886-2899: "the loser chooses which yellow tokens are removed from the cards"; HU
1506-1541, 2542-2553; ⚠AMB-35 for events). One decision kind, :class:`LoseWorker`, asks it for every
card that takes population; :func:`lose_population` takes the unused workers first and says what is
left to ask.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Choose
from rulekit.tta.decisions.base import Step, put, then
from rulekit.tta.rules.cardinfo import named

__all__ = ["LoseWorker", "lose_population"]


@dataclass(frozen=True, slots=True)
class LoseWorker(Step):
    """Which card a worker lost to the card ``what`` leaves (no unused worker is left), ``count`` workers
    still to go: the losing civilization chooses; the token goes back to the yellow bank. A
    civilization with no worker on a card gives nothing more (it gives what it has, PL L1761, L2895)."""

    what: str = ""
    count: int = 1

    kind = "lose-worker"
    rule = rb.LOSSES
    skippable = rb.LOSSES

    def options(self, state) -> list:
        return [Choose.of(card) for card, _ in state.players[self.player].manned]

    def resolve(self, state, a):
        p = state.players[self.player]
        p = p.with_slot(a.answer, workers=p.workers_on(a.answer) - 1, yellow=p.yellow + 1)
        state = put(state, self.player, p)
        if self.count > 1 and p.manned:
            return then(state, replace(self, count=self.count - 1))
        return state

    def _cards(self, state) -> str:
        return ", ".join(f"{named(card)} (choose {card})" for card, _ in state.players[self.player].manned)

    def sentence(self, state) -> str:
        return (f"P{self.player + 1} loses {self.count} population to {named(self.what)} and has no unused "
                f"worker left: choose the card a worker leaves, back to the yellow bank: {self._cards(state)}")

    def refusal(self, state, a):
        if isinstance(a, Choose):
            return (rb.LOSSES, f"P{self.player + 1} has no worker on {named(a.answer)}")
        return (rb.LOSSES, f"P{self.player + 1} first says which card a worker leaves ({named(self.what)} takes "
                           f"it): {self._cards(state)}")


@cites(rb.LOSSES, rb.RESOLVE_EVENTS, rb.AGGRESSION_SUCCEEDED, rb.POPULATION_CHANGE)
def lose_population(state, seat: int, count: int, what: str):
    """``(state, ask)``: ``state`` once civilization ``seat`` has lost what it can of ``count`` population
    to the card ``what`` from its unused workers (yellow tokens back to the bank), and ``ask``, the
    :class:`LoseWorker` decision for the workers still to go from the cards, or ``None`` (none left to
    go, or no worker on a card). A single card with workers leaves no choice: its workers go at once."""
    p = state.players[seat]
    idle = min(p.idle, count)
    if idle:
        p = p._with(idle=p.idle - idle, yellow=p.yellow + idle)
        state = put(state, seat, p)
    rest = count - idle
    manned = p.manned
    if not rest or not manned:
        return state, None
    if len(manned) == 1:
        card = manned[0][0]
        n = min(rest, p.workers_on(card))
        return put(state, seat, p.with_slot(card, workers=p.workers_on(card) - n, yellow=p.yellow + n)), None
    return state, LoseWorker(seat, what=what, count=rest)
