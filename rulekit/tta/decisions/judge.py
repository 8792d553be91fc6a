"""The judge of a turn's actions: the legal actions, every refusal and every applied action come from
the one judge of each action kind (:mod:`rulekit.tta.decisions.hand`, :mod:`rulekit.tta.decisions.board`,
registered in :data:`~rulekit.tta.decisions.verdicts.JUDGES`).

- :func:`judge_action` gives an action's :class:`~rulekit.tta.decisions.verdicts.Verdict` (its cost, the
  action tokens it spends, what applying it does) or its
  :class:`~rulekit.tta.decisions.verdicts.Refusal` (the rule, a sentence naming the real cause);
- :func:`check` is the refusal alone (``None`` when legal): what ``why_not`` says in a turn;
- :func:`turn_options` lists each kind's candidates the judge accepts;
- :func:`apply_action` applies the judge's verdict: the tokens it spends, then its ``do`` with its cost.

>>> import rulekit.tta as tta
>>> g = tta.new_game(players=2, seed=1)
>>> rule, reason = check(g, 0, Take(6))
>>> rule.ref, reason
('TTA-R-22', 'taking slot 6 costs 2 civil actions; you have 1')
>>> check(g, 0, Take(1)) is None
True
>>> judge_action(g, 0, Take(1)).cost                 # slot 1: one civil action
1

A kind's listing gives exactly its candidates that :func:`judge_action` accepts (every check, the pool's
budget included), along random games:

>>> import random
>>> for seed in (3, 8):
...     rng, g = random.Random(seed), tta.new_game(players=2 + seed % 3, seed=seed)
...     while not g.is_over:
...         if g.decision.kind == "turn":
...             seat, j = g.to_move, Judging(g, g.to_move)
...             judged = {a for kind in JUDGES.values() for a in kind.candidates(j)
...                       if judge_action(g, seat, a).__class__ is Verdict}
...             assert set(turn_options(g, seat)) == judged | {End()}, g.where()
...         g = g.apply(rng.choice(g.legal_actions()))
"""

from __future__ import annotations

from rulekit.core.errors import EngineError
from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import (Attack, Bid, Bonus, Break, Choose, Columbus, End, Future, Pact,  # noqa: F401
                                 Revolution, Sacrifice, Take)  # Take: the doctest
from rulekit.tta.decisions import board, hand, liner  # noqa: F401 - importing them registers their judges
from rulekit.tta.decisions import listing_keys  # noqa: F401 - and the keys their listings are remembered by
from rulekit.tta.decisions.verdicts import JUDGES, QUIET, SPENDS_ITSELF, Judging, Refusal, Verdict, plan

__all__ = ["apply_action", "check", "judge_action", "turn_options"]

_END = End()
#: The political actions (PL 2.4): asked for once, at the start of a turn, never among its actions.
_POLITICAL = (Future, Attack, Pact, Break, Columbus)


@cites(rb.ACTIONS, rb.FIRST_ROUND_ONLY_TAKE)
def judge_action(state, seat: int, a, j: Judging | None = None):
    """The verdict on ``a`` for ``seat`` in its turn, or its refusal. ``j`` (a :class:`Judging` of
    ``state`` and ``seat``) may be passed when already gathered."""
    kind = JUDGES.get(type(a))
    if kind is None:
        if type(a) is End:
            return Verdict(_end)
        if type(a) is Choose:
            if state.level == "simple":
                return Refusal(rb.EVENTS_SIMPLE, "no event asks for a choice now")
            return Refusal(rb.ACTIONS, "nothing asks for a choice now")
        if state.level == "simple":
            return Refusal(rb.ACTIONS, f"{a.verb} is not an action of the Simple game")
        if type(a) in _POLITICAL and state.round == 1:
            return Refusal(rb.ADVANCED_COURSE, f"{a.verb} is a political action, and round 1 has none: from "
                                               "round 2 each turn opens with one")
        if type(a) in _POLITICAL:
            return Refusal(rb.POLITICAL_ACTION, f"{a.verb} is a political action: one a turn, taken before "
                                                "the civil and military actions, and this turn's moment for it "
                                                "has passed")
        if type(a) is Bonus:
            return Refusal(rb.MILITARY_TYPES, "a defence or colonization bonus card is played only when an "
                                              "aggression against you or a colonization asks for it")
        if type(a) is Bid:
            return Refusal(rb.COLONIZE, "a bid is made only while a territory is auctioned")
        if type(a) is Sacrifice:
            return Refusal(rb.COLONIZE, "units are sacrificed only for a colonization or an aggression, when "
                                        "it asks for them")
        return Refusal(rb.ACTIONS, f"{a.verb} is not a civil or military action of a turn")
    if j is None:
        last = _last
        if last[0] is state and last[1] == seat:      # the turn's options were just listed on this state
            j = last[2]
            j.no = None
        else:
            j = Judging(state, seat)
    pool = kind.pool if kind.pool.__class__ is str else kind.pool(a)
    if a.__class__ is Revolution and hand.revolution_by_military(j.p):
        pool = "military"           # Robespierre: a revolution spends the military actions (appendix G-7)
    return j.budget(pool) or kind.judge(j, a)


#: ``(state, seat, judging)`` of the turn's options listed last (:func:`turn_options`): the action then chosen
#: among them is judged on the same state, whose judging (what every judge reads, the same for a state that
#: never changes) is not gathered again.
_last = (None, None, None)


def _end(state, seat, p, a, cost):  # pragma: no cover - the turn ends before its tokens are spent
    return state


def check(state, seat: int, a):
    """``None`` if ``a`` is legal for ``seat`` in its turn, else ``(rule, reason)``."""
    found = judge_action(state, seat, a)
    return None if found.__class__ is Verdict else found


@cites(rb.ACTION_LIST)
def turn_options(state, seat: int) -> list:
    """Every action the judge accepts for ``seat``'s turn: ``end``, then each kind's candidates (the
    actions its board and hand name) its judge gives a verdict. A kind whose pool of actions is spent
    (its budget refused) or whose gate fails (a check its judge makes of every action of the kind)
    names none. A kind with a ``listing`` lists its accepted actions itself, through its judge's checks."""
    global _last
    j = Judging(state, seat)
    j.no = QUIET            # a refused candidate's sentence is not written
    _last = state, seat, j
    p = j.p
    out = [_END]
    ungated, gated = plan(j)            # the kinds of the pools not spent
    for listing in ungated:
        out += listing(j)
    for gate, behind in gated:
        if gate(p):
            for listing in behind:
                out += listing(j)
    if j.civil < 1 and p.leader and state.round > 1 and hand.revolution_by_military(p):
        # Robespierre's revolution needs no civil action (appendix G-7), so the spent civil pool hides it not
        out += [a for a in JUDGES[Revolution].candidates(j) if judge_action(state, seat, a, j).__class__ is Verdict]
    return out


@cites(rb.ACTIONS)
def apply_action(state, seat: int, a):
    """The state after ``seat`` takes ``a``: the judge's verdict applied — the action tokens it spends
    (a take its cost, a revolution every white token, a military action a red one, any other civil
    action a white one), then what it does, with the cost the judge found."""
    verdict = judge_action(state, seat, a)
    if verdict.__class__ is not Verdict:      # pragma: no cover - the stack checked the action first
        raise EngineError(f"applying a refused action {a}: {verdict.reason}")
    p = state.players[seat]
    if verdict.do in SPENDS_ITSELF:           # it spends them in its own copy of the civilization
        spent = {"civil_spent": p.civil_spent + verdict.civil} if verdict.civil else {}
        if verdict.military:
            spent["military_spent"] = p.military_spent + verdict.military
        return verdict.do(state, seat, p, a, verdict.cost, spent)
    if verdict.military:
        p = p._with(civil_spent=p.civil_spent + verdict.civil, military_spent=p.military_spent + verdict.military)
    elif verdict.civil:
        p = p._with_field("civil_spent", p.civil_spent + verdict.civil)
    return verdict.do(state, seat, p, a, verdict.cost)
