"""What a successful aggression of Ages I-III does (PL 2.4.4b, appendix G-5; HU 2.4.4b), and the choices it asks.

:data:`EFFECTS` maps a card's ``special`` to ``effect(state, attacker, target, card) -> state``; the
effect may schedule choices for :data:`~rulekit.tta.decisions.base.AFTER_ACTION` (which tokens pay or
take food and resources) or push its own decisions; the aggression's frame then puts the scheduled
ones on the stack. Food and resources taken are not handed over: the loser pays them back into its
blue bank and the winner produces as much from its own (PL L1925-1931; G-5, PL L2887-2899). The
winner chooses what the loser loses, except a population loss, where the loser chooses the worker
(G-5). Age III aggressions are not part of the Advanced game; the Full game plays them (Plunder and Raid as
Age II's, with the card's numbers; Armed Intervention takes culture).

Decisions:

``lose-worker`` (:class:`~rulekit.tta.decisions.losses.LoseWorker`, shared with the events)
    the loser's worker to remove, when no unused worker is left (Enslave);
``plunder`` (:class:`PlunderSplit`)
    the winner's mix of food and resources to take (Plunder);
``raze`` (:class:`Raze`)
    the winner's urban buildings to destroy, one at a time, then ``done`` (Raid);
``annex`` (:class:`AnnexColony`)
    the winner's choice of the loser's colony to take (Annex).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.rule import cites
from rulekit.core.steps import PickThenDone
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Choose, Done
from rulekit.tta.decisions.base import Step, discard, put, then
from rulekit.tta.decisions.colonies import lose_colony
from rulekit.tta.decisions.losses import lose_population
from rulekit.tta.decisions.tokens import gain, pay, retotal
from rulekit.tta.rules import SCIENCE_CAP, URBAN, food, info, resources
from rulekit.tta.rules.cardinfo import named
from rulekit.tta.rules.tokens import takeable_mixes

__all__ = ["AnnexColony", "EFFECTS", "PlunderSplit", "Raze", "aggression_cost", "move_colony"]


#: The aggressions that cost the level of what they target: the target's field holding it.
_COST_BY = {"assassinate": "leader", "sabotage": "building"}


@cites(rb.AGGRESSION, rb.TECH_LEVELS)
def aggression_cost(state, target: int, card: str) -> int | None:
    """Military actions ``card`` costs against ``target``: the printed number, or for Assassinate and
    Sabotage (``military_cost_by``) the level of the target's leader or wonder under construction —
    ``None`` when the target has none. An Age A one costs 0 (⚠AMB-22, ``zero_level_aggression``: or 1)."""
    i = info(card)
    by = _COST_BY.get(i.special)
    if by is None:
        return i.military
    held = getattr(state.players[target], by)
    if not held:
        return None
    level = info(held).level
    return max(level, 1) if state.options.zero_level_aggression == "one" else level


# -- the effects ------------------------------------------------------------------------------------
def _spy(state, att, tgt, card):
    """The target loses up to the card's science; the attacker scores what it lost (TTA-EX-12)."""
    a, d = state.players[att], state.players[tgt]
    n = min(int(info(card).fx["steal_science"]), d.science)
    state = put(state, tgt, d._with(science=d.science - n))
    return put(state, att, a._with(science=min(SCIENCE_CAP, a.science + n)))


def _armed_intervention(state, att, tgt, card):
    """The target loses up to the card's culture (what it has, G-5); the attacker scores what it lost (card
    data: Armed Intervention, Age III)."""
    a, d = state.players[att], state.players[tgt]
    n = min(int(info(card).fx["steal_culture"]), max(0, d.culture))
    state = put(state, tgt, d._with(culture=d.culture - n))
    return put(state, att, a._with(culture=a.culture + n))


def _enslave(state, att, tgt, card):
    """The target loses 1 population (an unused worker, else one the loser picks); the attacker
    produces 3 resources."""
    fx = info(card).fx
    state, ask = lose_population(state, tgt, -int(fx["target"]["population"]), card)
    if ask is not None:
        state = state._push(ask)
    a = state.players[att]
    state, a = gain(state, att, a, "mine", int(fx["attacker"]["resources"]))
    return put(state, att, a)


def _plunder(state, att, tgt, card):
    """The winner takes up to the card's number in food and resources, mixed as it chooses; the loser
    never gives more than it has (G-5)."""
    splits = takeable_mixes(state.players[tgt], int(info(card).fx["steal_food_or_resources"]))
    if len(splits) == 1:
        return _take(state, att, tgt, *splits[0])
    return state._push(PlunderSplit(att, target=tgt, card=card))


def _take(state, att, tgt, f: int, r: int):
    """The loser pays ``f`` food and ``r`` resources back to its bank (choosing the tokens), the winner
    produces as much from its own (PL L1925-1931)."""
    d = state.players[tgt]
    state, d = pay(state, tgt, d, "farm", f)
    state, d = pay(state, tgt, d, "mine", r)
    state = put(state, tgt, d)
    a = state.players[att]
    state, a = gain(state, att, a, "farm", f)
    state, a = gain(state, att, a, "mine", r)
    return put(state, att, a)


def _raid(state, att, tgt, card):
    """The winner destroys the loser's urban buildings (its choice, G-5) and produces half their cost."""
    if not _urban(state.players[tgt], ()):
        return state
    return state._push(Raze(att, target=tgt, card=card))


def _urban(p, picked) -> dict:
    """The loser's urban building cards with a building not yet picked; after a pick, only more of the
    same card (Raid II: buildings of one type and level)."""
    out: dict = {}
    for c, workers, _ in p.techs:
        if workers and info(c).type in URBAN and workers > picked.count(c) and (not picked or c == picked[0]):
            out[c] = None
    return out


def _annex(state, att, tgt, card):
    """The winner takes one of the loser's colonies, with its permanent bonus."""
    colonies = state.players[tgt].colonies
    if not colonies:
        return state
    if len(set(colonies)) == 1:
        return move_colony(state, tgt, att, colonies[0])
    return state._push(AnnexColony(att, target=tgt))


@cites(rb.COLONIES, rb.AGGRESSION_SUCCEEDED)
def move_colony(state, old: int, new: int, colony: str):
    """``colony`` passes from ``old`` to ``new`` with its permanent bonus: the old owner loses it as any
    lost colony (:func:`~rulekit.tta.decisions.colonies.lose_colony`: its extra tokens from the banks back
    to the box, ⚠AMB-X13 when a bank holds fewer), the new owner takes its extra tokens from the box into
    its banks; the immediate effects are not had again; strength and happy faces follow the card
    (PL L1790-1793, L1858-1870)."""
    state = lose_colony(state, old, colony)
    state = state._with(mil_discard=state.mil_discard[:-1])     # the card goes to the winner, not the discards
    fx = info(colony).fx
    y, b = int(fx.get("yellow_tokens", 0) or 0), int(fx.get("blue_tokens", 0) or 0)
    q = state.players[new]
    return put(state, new, q._with(colonies=q.colonies + (colony,), yellow=q.yellow + y,
                                   extra_yellow=q.extra_yellow + y, blue=q.blue + b, extra_blue=q.extra_blue + b))


def _assassinate(state, att, tgt, card):
    """The target's leader is discarded (the action tokens it gave are lost); the attacker scores 3
    culture per level of that leader."""
    d = state.players[tgt]
    leader = d.leader
    state, after = retotal(state, tgt, d, d._with(leader=""))
    state = discard(put(state, tgt, after), leader)
    a = state.players[att]
    return put(state, att, a._with(culture=a.culture + int(info(card).fx["culture_per_level"]) * info(leader).level))


def _sabotage(state, att, tgt, card):
    """The target loses its wonder under construction (its stage markers back to the blue bank); the
    attacker scores 3 per level of that wonder: culture (⚠AMB-21 ``sabotage_reward``: or science)."""
    d = state.players[tgt]
    wonder = d.building
    state = discard(put(state, tgt, d._with(building="", stages=0, blue=d.blue + d.stages)), wonder)
    a = state.players[att]
    n = int(info(card).fx["culture_per_level"]) * info(wonder).level
    if state.options.sabotage_reward == "science":
        return put(state, att, a._with(science=min(SCIENCE_CAP, a.science + n)))
    return put(state, att, a._with(culture=a.culture + n))


#: The effect of each aggression by its card's ``special`` (Age III's Plunder and Raid are Age II's with bigger
#: numbers; Armed Intervention takes culture).
EFFECTS = {"spy": _spy, "enslave": _enslave, "plunder": _plunder, "raid": _raid, "annex": _annex,
           "assassinate": _assassinate, "sabotage": _sabotage, "armed-intervention": _armed_intervention}
for _fn in EFFECTS.values():
    cites(rb.AGGRESSION_SUCCEEDED)(_fn)


# -- the choices ----------------------------------------------------------------------------------------
def _split_word(f: int, r: int) -> str:
    """The answer naming a mix, written as the events' mixes are (``2food+1resources``)."""
    return f"{f}food+{r}resources"


@dataclass(frozen=True, slots=True)
class PlunderSplit(Step):
    """The winner of a Plunder picks the mix of food and resources it takes (G-5)."""

    target: int = 0
    card: str = ""

    kind = "plunder"
    rule = rb.AGGRESSION_SUCCEEDED

    def _splits(self, state):
        return takeable_mixes(state.players[self.target], int(info(self.card).fx["steal_food_or_resources"]))

    def options(self, state) -> list:
        return [Choose(_split_word(f, r)) for f, r in self._splits(state)]

    def resolve(self, state, a):
        for f, r in self._splits(state):
            if _split_word(f, r) == a.answer:
                return then(_take(state, self.player, self.target, f, r))
        raise AssertionError(a)  # pragma: no cover - the options were checked

    def sentence(self, state) -> str:
        t = state.players[self.target]
        return (f"P{self.player + 1} plunders P{self.target + 1} ({food(t)} food, {resources(t)} resources): "
                f"choose the mix to take, e.g. choose {_split_word(*self._splits(state)[0])}")


@dataclass(frozen=True, slots=True)
class Raze(PickThenDone, Step):
    """The winner of a Raid picks the loser's urban buildings to destroy, one at a time, then ``done``
    (Raid I: one; Raid II: up to two of the same type and level); it produces half their build cost
    (Raid I rounded up, Raid II down)."""

    target: int = 0
    card: str = ""

    kind = "raze"
    rule = rb.AGGRESSION_SUCCEEDED

    def _most(self) -> int:
        return int(info(self.card).fx["destroy_urban_buildings"])

    def pool(self, state):
        if len(self.picked) >= self._most():
            return ()
        return _urban(state.players[self.target], self.picked)

    def pick(self, card):
        return Choose(card)

    def item_of(self, action):
        return action.answer

    def done(self):
        return _DONE

    def can_finish(self, state) -> bool:
        return bool(self.picked) or not _urban(state.players[self.target], ())

    def finish(self, state, picked):
        d = state.players[self.target]
        for c in dict.fromkeys(picked):
            d = d.with_slot(c, workers=d.workers_on(c) - picked.count(c), idle=d.idle + picked.count(c))
        state = put(state, self.target, d)
        cost = sum(info(c).build for c in picked)
        up = "up" in str(info(self.card).fx.get("gain", ""))
        a = state.players[self.player]
        state, a = gain(state, self.player, a, "mine", (cost + 1) // 2 if up else cost // 2)
        return then(put(state, self.player, a))

    def sentence(self, state) -> str:
        return (f"P{self.player + 1} raids P{self.target + 1}: choose an urban building to destroy "
                f"({len(self.picked)} of up to {self._most()} chosen)")


@dataclass(frozen=True, slots=True)
class AnnexColony(Step):
    """The winner of an Annex picks the loser's colony it takes."""

    target: int = 0

    kind = "annex"
    rule = rb.AGGRESSION_SUCCEEDED

    def options(self, state) -> list:
        return [Choose(c) for c in dict.fromkeys(state.players[self.target].colonies)]

    def resolve(self, state, a):
        return move_colony(state, self.target, self.player, a.answer)

    def sentence(self, state) -> str:
        names = ", ".join(named(c) for c in dict.fromkeys(state.players[self.target].colonies))
        return f"P{self.player + 1} annexes a colony of P{self.target + 1}: choose one of {names}"


_DONE = Done()
