"""The Full game's wars (PL 3.3.2, L2510-2535, L2578-2580; HU 3.3.2, L2213-2259).

A black military card is declared like an aggression (``attack <card> <P>``, routed here by
:func:`rulekit.tta.decisions.military.judge_attack`): the political action, the card's military
actions paid, a target named, no war between the parties of a pact that forbids attacks
(:func:`judge_war`). The card then lies in front of its declarer, kept as a :class:`War` scheduled
for the start of the declarer's next turn (:func:`war_point`); the target has a turn to prepare.

At that start (before the card-row refill, ⚠AMB-20 ``war_timing``; :func:`turn_start`) the war is
resolved as a :class:`~rulekit.core.steps.Frame` asking, in the rulebook's order:

``war-sacrifice`` (:class:`WarSacrifice`)
    the declarer's units to sacrifice, one at a time, then ``done``;
``war-defence`` (:class:`WarDefence`)
    then, knowing that strength, the target's units, one at a time, then ``done``.

Neither side plays Defence cards (KI L2545; HU 2232). The greater strength wins, whichever side it
is; the difference is the advantage, and the winner takes what the card says for it, never more
than the loser has (PL L2533-2535; G-5). A tie has no winner (⚠AMB-9 ``war_tie``). The war card is
then discarded, and the declarer's turn goes on with a new political action (PL L2578-2580). In the
Full game's last round a war of the previous round is resolved by strength alone, no unit
sacrificed (PL L2615-2623); a war cannot be declared in the last round, having no next turn to be
resolved in.

Card facts: of the five 2006 wars only War over Territory's cost (3 military actions) and effect
(1 yellow token plus 1 per 3 of advantage from the loser's yellow bank, TTA-EX-38) are known; no
2006 source gives the cost or the effect of War over Culture (II, III), War over Resources, War over
Technology or Holy War (``effect_known = false`` and no ``military_cost`` in
``rulekit/tta/data/cards_military_II.toml`` and ``cards_military_III.toml``), so their declaration
is refused naming what is unknown, and the engine invents nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from rulekit.core.rule import cites
from rulekit.core.steps import Frame, PickThenDone
from rulekit.tta import cards
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Done, Sacrifice
from rulekit.tta.decisions.base import Step, has_left, put, then
from rulekit.tta.decisions.military import (WARS, _sacrificed, _units_left, attack_strength, no_sacrifice,
                                            pact_forbids, to_discards)
from rulekit.tta.decisions.variants import may_target, take_marker
from rulekit.tta.decisions.verdicts import Refusal, Verdict
from rulekit.tta.rules import info
from rulekit.tta.rules.age3 import attack_multiplier, forbids_attacks
from rulekit.tta.rules.cardinfo import named
from rulekit.tta.rules.costs import military_left

__all__ = ["SPOILS", "War", "WarDefence", "WarSacrifice", "cost_known", "judge_war", "pending_wars", "turn_start",
           "war_point", "winner_of"]


def war_point(seat: int) -> str:
    """The point a war declared by ``seat`` is kept for: the start of its next turn."""
    return f"war:P{seat + 1}"


@lru_cache(maxsize=64)
def cost_known(card: str) -> bool:
    """Whether a 2006 source gives the war's cost in military actions (the card data's ``military_cost``)."""
    return cards.data().cards[card].military_cost is not None


def pending_wars(state) -> tuple:
    """Every war declared and not yet resolved, as :class:`War` steps, first declared first."""
    return tuple(s.step for s in state.scheduled if isinstance(s.step, War))


# -- declaring (PL L2510-2519) ------------------------------------------------------------------------

@cites(rb.WAR, rb.FULL_LAST_ROUND, rb.AGGRESSION)
def judge_war(state, seat: int, a):
    """A war card from the military hand declared on another player as the political action: only in
    the Full game, not in its last round (it would never be resolved, PL L2617-2618); its cost known to
    a 2006 source; another player as the target, no pact forbidding attacks between the two; the card's
    military actions left to pay (PL L2510-2514; HU 2216-2218). The checks of the card
    (:func:`_war_card_rules`), then those of the target (:func:`_war_target_rules`)."""
    return _war_card_rules(state, a.card) or _war_target_rules(state, seat, a.card, a.target,
                                                                   military_left(state, seat))


@cites(rb.WAR, rb.FULL_LAST_ROUND)
def _war_card_rules(state, card: str):
    """The refusal of declaring the war ``card`` whatever its target, or ``None``: only in the Full game, not in
    its last round, its cost known to a 2006 source."""
    if state.level != "full":
        return Refusal(rb.WAR, f"{named(card)} is a war card; wars belong to the Full game (the Advanced game "
                               "takes them out of military II, PL L1542-1543)")
    if state.last_round:
        return _card_refusal(card, "last-round")
    if not cost_known(card):
        return _card_refusal(card, "unknown")
    return None


@cites(rb.WAR, rb.AGGRESSION)
def _war_target_rules(state, seat: int, card: str, number: int, left: int):
    """The verdict on declaring the war ``card`` (which :func:`_war_card_rules` accepts) from ``seat`` on player
    ``number`` (from 1), ``left`` military actions unspent, or its refusal: another player still in the game,
    not shielded by the no group attacks variant nor by a pact, no leader forbidding it, the card's military
    actions (twice against Gandhi) left to pay."""
    if not 1 <= number <= len(state.players) or number - 1 == seat:
        return Refusal(rb.WAR, f"P{number} is not another player; a war is declared on a rival")
    target = number - 1
    if has_left(state, target):
        return Refusal(rb.RESIGNATION, f"P{number} has left the game (an honourable resignation); no war is "
                                       "declared on it")
    refused = may_target(state, seat, target)         # no group attacks (TTA-R-V2)
    if refused is not None:
        return refused
    pact = pact_forbids(state, seat, target)
    if pact:
        return Refusal(rb.WAR, f"{named(pact)} between P{seat + 1} and P{number} forbids attacks between its "
                               "parties")
    p = state.players[seat]
    if forbids_attacks(p):               # Mahatma Gandhi (card data)
        return Refusal(rb.WAR, f"{named(p.leader)} forbids P{seat + 1} aggressions and wars")
    cost = info(card).military * attack_multiplier(state.players[target])      # twice against Gandhi
    if left < cost:
        return Refusal(rb.WAR, f"{named(card)} costs {cost} military actions; P{seat + 1} has {left}")
    return Verdict(_declare, 0, 0, cost)


@cites(rb.WAR)
def _declare(state, seat, p, a, cost):
    """The card leaves the military hand and lies in front of its declarer until the start of its next
    turn (PL L2521-2523): a :class:`War` kept for :func:`war_point`. A leader that scores whenever an
    aggression or war is played against its civilization (Joan of Arc) scores now."""
    hand = list(p.military_hand)
    hand.remove(a.card)
    state = take_marker(put(state, seat, p._with(military_hand=tuple(hand))), seat, a.target - 1)   # TTA-R-V2
    target = a.target - 1
    d = state.players[target]
    if d.leader and info(d.leader).fx.get("culture_when_attacked"):
        state = put(state, target, d._with(culture=d.culture + int(info(d.leader).fx["culture_when_attacked"])))
    return state.schedule(war_point(seat), War(seat, card=a.card, target=target))


@lru_cache(maxsize=64)
def _card_refusal(card: str, why: str) -> Refusal:
    """:func:`judge_war`'s refusals that name the card alone, each made once per war card (the listing judges a
    war card once per rival): in the last round, and a war whose cost no 2006 source gives."""
    if why == "last-round":
        return Refusal(rb.FULL_LAST_ROUND, f"{named(card)} cannot be declared in the last round: a war is resolved "
                                           "at the start of its declarer's next turn, which the last round does "
                                           "not have (PL L2617-2618)")
    return Refusal(rb.WAR, f"{named(card)} cannot be declared: no 2006 source gives its cost in military actions "
                           f"or its effect (the card data, rulekit/tta/data/cards_military_{info(card).age}.toml, "
                           "holds neither), and the engine invents none")


WARS.update(declare=judge_war, card=_war_card_rules, target=_war_target_rules)


# -- the start of the declarer's next turn (PL L2521-2523, ⚠AMB-20) ----------------------------------------
@cites(rb.WAR_OUTCOME)
def turn_start(state, seat: int, begin, steps, **more):
    """``seat``'s turn begun with its war resolved, if one is due: ``begin(state, seat, steps, **more)`` is the
    rest of the turn's start (the refill …, ``seat`` made the current player and ``steps`` pushed in its copy of
    the state) and ``steps(state, seat)`` the turn's decisions; ``more``: other fields of the state set in the
    same copy. The war comes before the refill (``war_timing = "before-refill"``, ⚠AMB-20) or after it
    (``"after-refill"``)."""
    due = state.due(war_point(seat)) if state.scheduled else ()
    if not due:
        return begin(state, seat, steps(state, seat), **more)
    state = state._with(current=seat, scheduled=tuple(s for s in state.scheduled if s.due != war_point(seat)),
                        **more)
    war = due[0]
    if state.options.war_timing == "before-refill":
        state = state._with(tasks=(Begin(seat),) + state.tasks)
    else:
        state = begin(state)
        state = state._with(tasks=tuple(steps(state, seat)) + state.tasks)
    return _open(state, war)


def _open(state, war):
    """The war's frame on the stack: in the last round with no question (strength alone, PL L2621-2623),
    otherwise the declarer asked for sacrifices first."""
    if no_sacrifice(state):
        return state._push(war)
    return state.open(war, WarSacrifice(war.player, card=war.card, target=war.target))


#: The turn's start and steps once a war resolved before the refill is over (set by
#: :mod:`rulekit.tta.decisions`: its ``begin`` and ``steps``).
TURN = {}


@dataclass(frozen=True, slots=True)
class Begin(Step):
    """The rest of the start of a turn whose war was resolved before the refill: the refill, what was kept
    for the turn's start, then the turn's decisions (⚠AMB-20)."""

    kind = "begin-turn"
    rule = rb.TURN_ORDER
    prompt = "{who}'s turn begins"
    automatic = True

    def run(self, state):
        state = TURN["begin"](state)
        return then(state, *TURN["steps"](state))


# -- resolving (PL L2521-2535; HU 2225-2240) -------------------------------------------------------------
class _WarPicks:
    """What the two sides' sacrifices in a war share: the units left to pick one at a time, then ``done``, and
    the refusal of anything else (no Defence cards in a war, PL L2545; HU 2232). The strength each side
    reaches is :func:`~rulekit.tta.decisions.military.attack_strength` under the game's options (the air
    units' readings, ⚠AMB-40, ⚠AMB-X6), here and when the war is concluded."""

    __slots__ = ()

    def pool(self, state):
        return _units_left(state.players[self.player], self.picked)

    def pick(self, unit):
        return Sacrifice.of(unit)

    def item_of(self, action):
        return action.unit

    def done(self):
        return _DONE

    def reached(self, state, picked=None) -> int:
        """The strength this side reaches with ``picked`` (default: its picks so far) sacrificed."""
        return attack_strength(state.players[self.player], self.picked if picked is None else picked, state.options)

    def refusal(self, state, a):
        if isinstance(a, Sacrifice):
            return (rb.WAR_OUTCOME, f"P{self.player + 1} has no unit left on {named(a.unit)} to sacrifice")
        return (rb.WAR_OUTCOME, "neither side plays Defence cards in a war (PL L2545; HU 2232): sacrifice a "
                                "unit or done")


@dataclass(frozen=True, slots=True)
class WarSacrifice(_WarPicks, PickThenDone, Step):
    """The declarer's units to sacrifice for its war, one at a time, then ``done`` (none is fine); each adds
    its strength as in an aggression (PL L2523-2527; HU 2228-2231)."""

    card: str = ""
    target: int = 0

    kind = "war-sacrifice"
    rule = rb.WAR_OUTCOME

    def finish(self, state, picked):
        strength = self.reached(state, picked)
        return state.reply(picked)._push(WarDefence(self.target, card=self.card, declarer=self.player,
                                                    strength=strength))

    def sentence(self, state) -> str:
        own = self.reached(state)
        return (f"P{self.player + 1}'s {named(self.card)} against P{self.target + 1} is resolved: strength {own} — "
                f"sacrifice a unit or done (no Defence cards in a war)")


@dataclass(frozen=True, slots=True)
class WarDefence(_WarPicks, PickThenDone, Step):
    """The target's units to sacrifice, one at a time, then ``done``, knowing the declarer's strength
    ``strength``; no Defence card (PL L2527-2531, L2545; HU 2230-2232)."""

    card: str = ""
    declarer: int = 0
    strength: int = 0

    kind = "war-defence"
    rule = rb.WAR_OUTCOME

    def finish(self, state, picked):
        return state.reply(picked)

    def sentence(self, state) -> str:
        own = self.reached(state)
        return (f"P{self.player + 1} answers {named(self.card)} of P{self.declarer + 1}: its strength {self.strength}, "
                f"yours {own} — sacrifice a unit or done (no Defence cards in a war)")


@cites(rb.WAR_OUTCOME)
def winner_of(state, declarer: int, target: int, own: int, theirs: int):
    """``(winner, loser, advantage)`` of a war between the declarer's strength ``own`` and the target's
    ``theirs``: the greater strength wins, the advantage is the difference (PL L2547-2550; HU 2236-2237);
    a tie has no winner (``None``), or the target wins it with advantage 0 (⚠AMB-9 ``war_tie``)."""
    if own > theirs:
        return declarer, target, own - theirs
    if theirs > own:
        return target, declarer, theirs - own
    if state.options.war_tie == "defender":
        return target, declarer, 0
    return None


@dataclass(frozen=True, slots=True)
class War(Frame, Step):
    """A war ``card`` declared by ``player`` on ``target``, kept until the start of the declarer's next turn,
    then resolved with both sides' sacrifices: the sacrificed units' workers go back to the yellow banks,
    the winner takes what the card gives for its advantage, the card is discarded (PL L2521-2535,
    L2578-2580)."""

    card: str = ""
    target: int = 0

    kind = "war"
    rule = rb.WAR_OUTCOME
    prompt = "{who}'s war is resolved"

    @property
    def holds(self) -> tuple:
        """The war card, lying in front of its declarer until the war is resolved."""
        return (self.card,)

    @cites(rb.WAR_OUTCOME, rb.SACRIFICE_ARMIES, rb.LOSSES)
    def conclude(self, state, replies):
        own_units, their_units = replies if replies else ((), ())
        a, d = state.players[self.player], state.players[self.target]
        own, theirs = attack_strength(a, own_units, state.options), attack_strength(d, their_units, state.options)
        players = list(state.players)
        players[self.player] = _sacrificed(a, own_units)
        players[self.target] = _sacrificed(d, their_units)
        state = to_discards(state, self.card, players=tuple(players))
        found = winner_of(state, self.player, self.target, own, theirs)
        spoils = SPOILS.get(info(self.card).special)
        if found is not None and spoils is not None:       # a war whose effect no 2006 source gives changes nothing
            state = spoils(state, *found, self.card)
        return then(state)

    def sentence(self, state) -> str:
        return (f"P{self.player + 1}'s {named(self.card)} against P{self.target + 1}, resolved at the start of "
                f"P{self.player + 1}'s next turn")


# -- what the winner takes (G-5, PL L2886-2899) ------------------------------------------------------------
@cites(rb.WAR_OUTCOME, rb.LOSSES)
def _territory(state, winner: int, loser: int, advantage: int, card: str):
    """War over Territory: the winner takes 1 yellow token, and 1 more per 3 of advantage, from the loser's
    yellow bank, never more than the bank holds (PL L2565-2574, TTA-EX-38); they go to the winner's yellow
    bank (⚠AMB-27 ``territory_tokens = "winner-bank"``) or into play as its unused workers
    (``"winner-workers"``). The tokens change hands: the loser's count of tokens beyond the 25 falls,
    the winner's rises."""
    fx = info(card).fx
    want = int(fx["yellow_tokens_base"]) + advantage // int(fx["extra_per_strength_advantage"])
    d = state.players[loser]
    n = min(want, d.yellow)
    if not n:
        return state
    state = put(state, loser, d._with(yellow=d.yellow - n, extra_yellow=d.extra_yellow - n))
    w = state.players[winner]
    if state.options.territory_tokens == "winner-workers":
        return put(state, winner, w._with(idle=w.idle + n, extra_yellow=w.extra_yellow + n))
    return put(state, winner, w._with(yellow=w.yellow + n, extra_yellow=w.extra_yellow + n))


#: What the winner of each war whose 2006 effect is known takes, by the card's ``special``:
#: ``spoils(state, winner, loser, advantage, card) -> state``.
SPOILS = {"war-over-territory": _territory}


_DONE = Done()
