"""The Advanced game's upkeep in production and maintenance, and the cards that read discontent.

At production and maintenance (PL 2.5; HU 2.5):

- a civilization with fewer unused workers than missing happy faces rises (:func:`rise`): the
  whole phase is skipped — no culture, no science, no food or resources, no consumption, no
  corruption, no military card drawn (PL L2104-2110, KI L2139-2141; HU 1844-1852). Whether the
  action tokens still return is not said (⚠AMB-X14, ``uprising_actions``);
- otherwise production runs as in the Simple game and corruption follows the resources
  (:func:`corrupt`): 2, 4 or 6 resources by the blue bank's emptied regions, paid in resources
  only, as much as the civilization holds (⚠AMB-10), the tokens chosen by the player where
  more than one way pays (a ``pay`` decision);
- under the alternative corruption rule (``alternative_corruption``, ⚠AMB-15) the player may
  have a mine produce one token fewer first (:class:`Withhold`, ⚠AMB-X7 ``withheld_mine``).

The events that read discontented workers (Rebellion, Civil Unrest, Emigration) register in
:data:`rulekit.tta.decisions.EVENT_EFFECTS`, and the Age III scorings Impact of Happiness and
Impact of Population in :data:`rulekit.tta.decisions.advanced.FINALE`. The kinds:

- ``withhold`` (:class:`Withhold`): which mine produces a token fewer, or none;
- Emigration's workers beyond the unused ones leave cards of the loser's choice (the shared
  ``lose-worker`` decision, :mod:`rulekit.tta.decisions.losses`, ⚠AMB-35);
- ``unrest`` (:class:`Unrest`, scheduled for a player's next turn): Rebellion's lost civil actions.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Choose
from rulekit.tta.decisions import EVENT_EFFECTS, _produce_all, advanced
from rulekit.tta.decisions.base import Step, has_left, put, then
from rulekit.tta.decisions.losses import lose_population
from rulekit.tta.decisions.tokens import pay
from rulekit.tta.rules import happiness, info, resources
from rulekit.tta.rules.cardinfo import named
from rulekit.tta.rules.tokens import stock_for
from rulekit.tta.rules.upkeep import corruption, corruption_due, discontented, uprising

__all__ = ["Unrest", "Withhold", "at_turn_start", "corrupt", "rise", "uprising"]


# -- production and maintenance -----------------------------------------------------------------
@cites(rb.CORRUPTION)
def corrupt(state, seat: int, p, pop: bool = False, draw: int = 0):
    """``state`` with ``p`` (civilization ``seat`` after producing, not yet put back) paying corruption:
    the value of its blue bank's leftmost emptied region, after resource production, in resources only,
    all it holds when it holds less (⚠AMB-10); which tokens go back is the player's where more than one
    way pays (a ``pay`` decision on top) (PL L2194-2206; HU 1887-1901; TTA-EX-34).

    ``pop``: the turn's end run at once from the state with the turn still on top of the stack
    (:meth:`rulekit.tta.decisions.Turn.stays`): the turn comes off and the ``draw`` military cards are drawn
    (:func:`~rulekit.tta.decisions.advanced.drawn`) in the copy of the state that puts the civilization back,
    and what follows an empty stack begins in it too; where the player chooses which tokens pay, that choice
    comes first and the draw (:class:`~rulekit.tta.decisions.advanced.Draw`) after it, as the stack runs them."""
    due = corruption(p.blue) and corruption_due(p.blue, resources(p))     # what it holds, counted if it pays
    if due:
        state, p = pay(state, seat, p, "mine", due)
    if not pop:
        return then(put(state, seat, p))
    tasks = state.tasks[1:]
    if state.scheduled:         # which tokens pay is asked first, the military draw after
        players = list(state.players)
        players[seat] = p
        return then(state._with(players=tuple(players), tasks=(advanced.Draw(seat, count=draw),) + tasks))
    p, fields = advanced.drawn(state, p, draw)
    players = list(state.players)
    players[seat] = p
    if not tasks:
        return state._advance(players=tuple(players), tasks=tasks, **fields)
    return state._with(players=tuple(players), tasks=tasks, **fields)


#: What lapses at the end of a turn when the spent action tokens stay spent (``uprising_actions =
#: "stay-spent"``): this turn's extras and military-only resources, the cards' newness.
_LAPSE_KEPT_SPENT = (("civil_extra", 0), ("military_extra", 0), ("mil_bonus", 0), ("fresh", ()), ("turn_used", ()))
_LAPSE = (("civil_spent", 0), ("military_spent", 0)) + _LAPSE_KEPT_SPENT


@cites(rb.UPRISING)
def rise(state, seat: int):
    """An uprising: the production and maintenance phase is skipped — no points, no production, no
    consumption, no corruption (PL L2104-2110; HU 1846-1852); no military card is drawn either
    (:func:`~rulekit.tta.decisions.advanced.cards_to_draw` gives 0). The action tokens return and this
    turn's extras lapse as after every turn (``uprising_actions = "return"``, ⚠AMB-X14), or the spent
    ones stay spent (``"stay-spent"``)."""
    p = state.players[seat]
    lapse = _LAPSE if state.options.uprising_actions == "return" else _LAPSE_KEPT_SPENT
    changes = {name: value for name, value in lapse if getattr(p, name) != value}
    return put(state, seat, p._with(**changes)) if changes else state


def _mines(p) -> list:
    """``(value, card)`` of each mine with a worker, lowest value first."""
    out = []
    for card, workers, _ in p.techs:
        if workers:
            found = stock_for(p, card)
            if found is not None and found[0] == "mine":
                out.append((found[1], card))
    return sorted(out)


@dataclass(frozen=True, slots=True)
class Withhold(Step):
    """Under the alternative corruption rule: whether a mine produces one blue token fewer this
    production, and which (PL L2209-2220; HU 1917-1928): ``choose produce`` produces in full,
    ``choose <mine>`` withholds one of that mine's tokens (one in total under ``alternative_corruption
    = "one-token"``, ⚠AMB-15; one per mine under ``"one-per-mine"``). Which mine is the player's
    (⚠AMB-X7); under ``withheld_mine = "lowest"`` only the lowest-valued mine may. ``first``: the
    farms or the mines first when the bank runs short (⚠AMB-12); ``withheld``: mines already chosen."""

    first: str = "farm"
    withheld: tuple = ()

    kind = "withhold"
    rule = rb.ALTERNATIVE_CORRUPTION

    def options(self, state) -> list:
        p = state.players[self.player]
        out = [_PRODUCE]
        if p.blue <= 0 or (self.withheld and state.options.alternative_corruption == "one-token"):
            return out
        mines = [c for _, c in _mines(p) if c not in self.withheld]
        if state.options.withheld_mine == "lowest":
            mines = mines[:1]
        return out + [Choose.of(c) for c in mines]

    def resolve(self, state, a):
        if a.answer == "produce":
            return _produce_all(state, self.player, self.first, self.withheld)
        ask = Withhold(self.player, first=self.first, withheld=self.withheld + (a.answer,))
        if state.options.alternative_corruption == "one-per-mine" and ask.options(state)[1:]:
            return then(state, ask)
        return _produce_all(state, self.player, self.first, ask.withheld)

    def sentence(self, state) -> str:
        mines = ", ".join(f"choose {c} ({named(c)})" for c in (o.answer for o in self.options(state)[1:]))
        return (f"P{self.player + 1}: a mine may produce one token fewer (the alternative corruption rule) — "
                f"choose produce, or {mines}")

    def refusal(self, state, a):
        if isinstance(a, Choose):
            return (rb.ALTERNATIVE_CORRUPTION, f"{named(a.answer)} is not a mine of P{self.player + 1} that "
                                               f"may produce a token fewer now")
        return (rb.ALTERNATIVE_CORRUPTION, self.sentence(state))


_PRODUCE = Choose.of("produce")


# -- Rebellion: civil actions lost on the next turn ------------------------------------------------
def _turn_point(seat: int) -> str:
    return f"turn-start:P{seat + 1}"


@dataclass(frozen=True, slots=True)
class Unrest(Step):
    """Rebellion's loss, kept for the start of the player's next turn: ``count`` civil actions fewer
    that turn (a negative extra, which lapses with the turn)."""

    count: int = 0

    kind = "unrest"
    rule = rb.RESOLVE_EVENTS
    prompt = "{who} loses civil actions to the Rebellion"
    automatic = True

    def run(self, state):
        p = state.players[self.player]
        return put(state, self.player, p._with(civil_extra=p.civil_extra - self.count))


def at_turn_start(state, seat: int):
    """``state`` with what was kept for the start of ``seat``'s turn applied (Rebellion's loss)."""
    due = state.due(_turn_point(seat))
    if not due:
        return state
    state = state._with(scheduled=tuple(s for s in state.scheduled if s.due != _turn_point(seat)))
    for step in due:
        state = step.run(state)
    return state


def _past(state, card: str):
    return state._with(past=state.past + (card,))


@cites(rb.RESOLVE_EVENTS, rb.DISCONTENT)
def rebellion(state, card: str):
    """Rebellion (Age I): each civilization loses 2 civil actions per discontented worker on its next
    turn (card text, cards_military_I.toml); for the player revealing it, the turn after this one
    (``rebellion_turn = "next"``, ⚠AMB-X15) or this one (``"current"``)."""
    per = -int(info(card).fx.get("civil_actions_per_discontent_worker", 0) or 0)
    state = _past(state, card)
    for seat, p in enumerate(state.players):
        lost = per * discontented(p, state.options.st_peters)
        if not lost or has_left(state, seat):        # a civilization that resigned has no next turn
            continue
        step = Unrest(seat, count=lost)
        if seat == state.current and state.options.rebellion_turn == "current":
            state = step.run(state)
        else:
            state = state.schedule(_turn_point(seat), step)
    return state


@cites(rb.RESOLVE_EVENTS, rb.DISCONTENT)
def civil_unrest(state, card: str):
    """Civil Unrest (Age II): each civilization loses 4 culture per discontented worker, never below 0
    (it gives what it has, PL L1761)."""
    per = -int(info(card).fx.get("culture_per_discontent_worker", 0) or 0)
    players = []
    for p in state.players:
        lost = per * discontented(p, state.options.st_peters)
        players.append(p._with(culture=max(0, p.culture - lost)) if lost else p)
    return _past(state, card)._with(players=tuple(players))


@cites(rb.RESOLVE_EVENTS, rb.DISCONTENT)
def emigration(state, card: str):
    """Emigration (Age II): each civilization loses half its discontented workers, rounded up, back to
    its yellow bank: the unused workers first (the discontented are marked on them, PL L2090-2093);
    the rest from the cards of the civilization's choice (:class:`~rulekit.tta.decisions.losses.LoseWorker`)."""
    state = _past(state, card)
    asks = []
    for seat, p in enumerate(state.players):
        n = (discontented(p, state.options.st_peters) + 1) // 2
        if n and not has_left(state, seat):          # nothing asks a civilization that resigned (PL L2593)
            state, ask = lose_population(state, seat, n, card)
            if ask is not None:
                asks.append(ask)
    return then(state, *asks)


EVENT_EFFECTS["rebellion"] = rebellion
EVENT_EFFECTS["civil-unrest"] = civil_unrest
EVENT_EFFECTS["emigration"] = emigration


# -- Age III scorings (PL L2324-2330; HU 2532-2539) --------------------------------------------------
@cites(rb.END_ADVANCED, rb.DISCONTENT)
def impact_of_happiness(state, card: str) -> tuple:
    """Impact of Happiness: 2 culture per happy face, at most 16, less 2 per discontented worker."""
    fx = info(card).fx
    out = []
    for p in state.players:
        happy = happiness(p, state.options.st_peters)
        gain = min(int(fx.get("max", 16)), int(fx.get("culture_per_happy_face", 0)) * happy)
        out.append(gain + int(fx.get("culture_per_discontent_worker", 0)) * discontented(p, state.options.st_peters))
    return tuple(out)


def population(p) -> int:
    """A civilization's workers: unused ones and those on its cards."""
    return p.idle + sum(t[1] for t in p.techs)


@cites(rb.END_ADVANCED, rb.DISCONTENT)
def impact_of_population(state, card: str) -> tuple:
    """Impact of Population: 2 culture per content worker (not discontented) beyond the tenth."""
    per = int(info(card).fx.get("culture_per_content_worker_above_10", 0))
    return tuple(per * max(0, population(p) - discontented(p, state.options.st_peters) - 10) for p in state.players)


advanced.FINALE["impact-of-happiness"] = impact_of_happiness
advanced.FINALE["impact-of-population"] = impact_of_population
