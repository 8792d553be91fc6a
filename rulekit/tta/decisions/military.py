"""Tactics and aggressions of the Advanced game (PL 2.4.4, 2.9; HU 2.4.4, 2.9).

``tactic <card>`` (:func:`judge_tactic`) is a turn action: the card's military action (1), the
tactic in play is replaced and the old one discarded (PL L2332-2378, KI L2426-2430).

``attack <card> <P>`` (:func:`judge_attack`) is a political action (with a war card of the Full game, the
war's declaration, judged by :mod:`rulekit.tta.decisions.wars`): the card's military actions
(Assassinate and Sabotage: the level of the target's leader or wonder under construction), then an
:class:`Aggression` frame asks, in the rulebook's order (PL L1899-1913, KI L1987-2009):

``attack-sacrifice`` (:class:`AttackSacrifice`)
    the attacker's units to sacrifice, one at a time, then ``done`` (none is fine);
``defend`` (:class:`Defend`)
    the defender's units to sacrifice and Defence cards to play, one at a time, then ``done``.

The aggression succeeds iff the attack (strength + sacrificed strength) beats the defence (strength
+ sacrificed strength + Defence cards); sacrificed units' workers go back to the yellow banks, the
Defence cards played and the aggression card are discarded either way (PL L1916-1923, KI
L2006-2009), and a success applies the card (:mod:`rulekit.tta.decisions.aggressions`).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.actions import ActionTable
from rulekit.core.rule import cites
from rulekit.core.steps import Frame, PickThenDone
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Attack, Bonus, Done, Sacrifice, Tactic
from rulekit.tta.decisions.advanced import military_age, political, political_listing
from rulekit.tta.decisions.aggressions import EFFECTS, aggression_cost
from rulekit.tta.decisions.base import Step, has_left, put, then
from rulekit.tta.decisions.variants import may_target, take_marker
from rulekit.tta.decisions.verdicts import Refusal, Verdict, judges, lists
from rulekit.tta.rules import info, strength
from rulekit.tta.rules.age3 import attack_multiplier, defence_multiplier, forbids_attacks
from rulekit.tta.rules.cardinfo import named
from rulekit.tta.rules.costs import military_left
from rulekit.tta.rules.military import ARMY_TYPES, sacrifice_strength

__all__ = ["WARS", "Aggression", "AttackSacrifice", "Defend", "aggression_succeeds", "attack_strength", "defence_of",
           "defence_strength", "judge_attack", "judge_tactic", "no_sacrifice",
           "pact_forbids", "to_discards"]

_UNIT_TYPES = ARMY_TYPES + ("air",)


def to_discards(state, *cards, players=None):
    """``state`` with played military ``cards`` discarded: onto the military discards of the deck in use
    (reshuffled when it runs out), or, for a card of an earlier age, into the box (PL L1704-1709).
    ``players``: the civilizations as what played the cards left them, set in the same copy."""
    age = military_age(state)
    kept = tuple(c for c in cards if c and info(c).age == age)
    boxed = tuple(c for c in cards if c and info(c).age != age)
    if players is None:
        return state._with(mil_discard=state.mil_discard + kept, box=state.box + boxed)
    return state._with(players=players, mil_discard=state.mil_discard + kept, box=state.box + boxed)


def _replaced(players: tuple, seat: int, p) -> tuple:
    """``players`` with civilization ``seat`` replaced by ``p``."""
    return players[:seat] + (p,) + players[seat + 1:]


def _without(hand: tuple, *cards) -> tuple:
    out = list(hand)
    for c in cards:
        out.remove(c)
    return tuple(out)


# -- tactics (PL 2.9) ---------------------------------------------------------------------------------
def _tactic_candidates(j):
    return [Tactic.of(c) for c in dict.fromkeys(j.p.military_hand) if info(c).type == "tactic"]


def _holds_military(p) -> bool:
    """Whether the military hand holds a card: a tactic is played from it (the judge's first check)."""
    return bool(p.military_hand)


@judges(Tactic, "military", _tactic_candidates, _holds_military)
@cites(rb.TACTICS, rb.MILITARY_TYPES)
def judge_tactic(j, a):
    """Putting a tactic from the military hand into play: its military action (1); only one tactic in
    play, a new one discards the old (PL L2332-2378, KI L2426-2430)."""
    if a.card not in j.p.military_hand:
        return j.no or Refusal(rb.TACTICS, f"{named(a.card)} is not in your military hand")
    i = info(a.card)
    if i.type != "tactic":
        return j.no or Refusal(rb.TACTICS, f"{named(a.card)} is a {i.type} card, not a tactic")
    return _tactic_rules(j, a.card, i)


@cites(rb.TACTICS)
def _tactic_rules(j, card: str, i):
    """What putting the tactic ``card`` (of Info ``i``) from the hand into play asks: its military actions."""
    cost = i.military or 1
    if j.military < cost:
        return j.no or Refusal(rb.TACTICS, f"{named(card)} costs {cost} military actions; you have {j.military}")
    return _TACTIC_VERDICTS[cost] if cost < len(_TACTIC_VERDICTS) else Verdict(_do_tactic, 0, 0, cost)


@lists(Tactic)
def _tactic_listing(j):
    """Each tactic in the military hand (each card once) through :func:`_tactic_rules`."""
    out = []
    for c in j.p.military_hand:
        i = info(c)
        if i.type == "tactic" and _tactic_rules(j, c, i).__class__ is Verdict:
            out.append(Tactic.of(c))
    return list(dict.fromkeys(out)) if len(out) > 1 else out


@cites(rb.TACTICS)
def _do_tactic(state, seat, p, a, cost):
    old = p.tactic
    p = p._with(military_hand=_without(p.military_hand, a.card), tactic=a.card)
    return to_discards(state, old, players=_replaced(state.players, seat, p)) if old else put(state, seat, p)


#: The verdicts on a tactic costing 0-3 military actions, made once.
_TACTIC_VERDICTS = tuple(Verdict(_do_tactic, 0, 0, cost) for cost in range(4))


# -- aggressions (PL 2.4.4) --------------------------------------------------------------------------
def pact_forbids(state, seat: int, target: int) -> str:
    """The pact between ``seat`` and ``target`` that forbids attacks between its parties (Acceptance of
    Supremacy), or ``""``: a pact lies in front of its offerer as ``(card, partner, role)``."""
    players = state.players
    if not players[seat].pact and not players[target].pact:      # neither lays a pact in front of it
        return ""
    for a, b in ((seat, target), (target, seat)):
        pact = players[a].pact
        if pact and pact[1] == b and info(pact[0]).fx.get("no_attacks_between_parties"):
            return pact[0]
    return ""


#: The Full game's war declaration, by role: ``WARS["declare"](state, seat, action)`` judges an ``attack``
#: with a war card, ``WARS["card"](state, card)`` gives the refusal of the card whatever its target (or ``None``)
#: and ``WARS["target"](state, seat, card, number, left)`` the verdict on its target (registered by
#: :mod:`rulekit.tta.decisions.wars`).
WARS: dict = {}


def _attack_candidates(state, seat: int):
    hand = state.players[seat].military_hand
    if not hand:
        return ()
    found = [c for c in hand if info(c).type in _ATTACK_TYPES]
    if not found:
        return ()
    targets = _targets(state, seat)
    return [Attack.of(card, t) for card in (dict.fromkeys(found) if len(found) > 1 else found) for t in targets]


def _targets(state, seat: int) -> tuple:
    """The players (numbered from 1) an attack of ``seat`` may name: every other one; in the Full game none
    that resigned."""
    if state.scheduled:             # the Full game: a civilization that resigned is no target
        return tuple(t + 1 for t in range(len(state.players)) if t != seat and not has_left(state, t))
    return _RIVALS[len(state.players)][seat]


#: ``_RIVALS[players][seat]``: every other player's number (from 1), for 1-4 players.
_RIVALS = {n: tuple(tuple(t + 1 for t in range(n) if t != seat) for seat in range(n)) for n in range(1, 5)}


_ATTACK_TYPES = frozenset(("aggression", "war"))


@political(Attack, _attack_candidates, _ATTACK_TYPES)
@cites(rb.AGGRESSION)
def judge_attack(state, seat: int, a):
    """An aggression from the military hand against another player, as the political action: its
    military actions (Assassinate and Sabotage: the level of the target's leader or wonder under
    construction, ⚠AMB-22 an Age A one costs 0), no attack between the parties of a pact that forbids
    it (PL L1899-1913, KI L1987-2009). The checks of the card (:func:`_card_rules`), then those of the
    target (:func:`_target_rules`)."""
    p = state.players[seat]
    if a.card not in p.military_hand:
        return Refusal(rb.AGGRESSION, f"{named(a.card)} is not in P{seat + 1}'s military hand")
    i = info(a.card)
    return (_card_rules(state, seat, p, a.card, i)
            or _target_rules(state, seat, a.card, i, a.target, military_left(state, seat)))


@cites(rb.AGGRESSION)
def _card_rules(state, seat: int, p, card: str, i):
    """The refusal of an attack with ``card`` (of Info ``i``) from ``seat``'s hand whatever its target, or
    ``None``: a war is declared as an aggression is played (PL L2510-2514; :mod:`.wars` judges it), an
    aggression of the game's ages with an effect this engine plays, no leader forbidding it."""
    if i.type == "war":                 # a war is declared as an aggression is played (PL L2510-2514)
        return WARS["card"](state, card)
    if i.type != "aggression":
        return Refusal(rb.AGGRESSION, f"{named(card)} is a {i.type} card, not an aggression")
    if i.level > 2 and state.level != "full":
        return Refusal(rb.AGGRESSION, f"{named(card)} is an Age {i.age} aggression, not part of the Advanced game")
    if i.special not in EFFECTS:
        return Refusal(rb.AGGRESSION, f"{named(card)}: the card data gives no effect this engine can play "
                                      f"(special {i.special!r})")
    if p.leader and forbids_attacks(p):               # Mahatma Gandhi (card data)
        return Refusal(rb.AGGRESSION, f"{named(p.leader)} forbids P{seat + 1} aggressions and wars")
    return None


@cites(rb.AGGRESSION)
def _target_rules(state, seat: int, card: str, i, number: int, left: int):
    """The verdict on an attack with ``card`` (of Info ``i``, which :func:`_card_rules` accepts) from ``seat``
    against player ``number`` (from 1), ``left`` military actions unspent, or its refusal: another player
    still in the game, not shielded by the no group attacks variant nor by a pact, with what the card
    targets, the card's military actions (twice against Gandhi) left to pay."""
    if i.type == "war":
        return WARS["target"](state, seat, card, number, left)
    if not 1 <= number <= len(state.players) or number - 1 == seat:
        return Refusal(rb.AGGRESSION, f"P{number} is not another player; an aggression targets a rival")
    target = number - 1
    if state.scheduled and has_left(state, target):     # (only the Full game schedules a resignation's mark)
        return Refusal(rb.RESIGNATION, f"P{number} has left the game (an honourable resignation); nothing attacks it")
    if state.options.no_group_attacks:
        refused = may_target(state, seat, target)         # no group attacks (TTA-R-V2)
        if refused is not None:
            return refused
    players = state.players
    pact = (players[seat].pact or players[target].pact) and pact_forbids(state, seat, target)
    if pact:
        return Refusal(rb.AGGRESSION, f"{named(pact)} between P{seat + 1} and P{number} forbids attacks "
                                      "between its parties")
    cost = aggression_cost(state, target, card)
    if cost is None:
        what = "leader" if i.special == "assassinate" else "wonder under construction"
        return Refusal(rb.AGGRESSION, f"P{number} has no {what} for {named(card)} to target")
    d = players[target]
    if d.leader:
        cost *= attack_multiplier(d)        # twice against Mahatma Gandhi (card data)
    if left < cost:
        return Refusal(rb.AGGRESSION, f"{named(card)} costs {cost} military actions; P{seat + 1} has {left}")
    return _ATTACK_VERDICTS[cost] if cost < len(_ATTACK_VERDICTS) else Verdict(_do_attack, 0, 0, cost)


@political_listing(Attack)
def _attack_listing(state, seat: int) -> list:
    """Each aggression and war card in the military hand (each card once) against each rival, through
    :func:`judge_attack`'s checks: the card's once (:func:`_card_rules`), the target's for each rival, the
    military actions left read once."""
    p = state.players[seat]
    found = []
    for c in p.military_hand:
        if info(c).type in _ATTACK_TYPES:
            found.append(c)
    out, targets = [], None
    for card in (dict.fromkeys(found) if len(found) > 1 else found):
        i = info(card)
        if _card_rules(state, seat, p, card, i) is None:
            if targets is None:         # read for the first card that passes its own checks
                targets, left = _targets(state, seat), military_left(state, seat)
            for t in targets:
                if _target_rules(state, seat, card, i, t, left).__class__ is Verdict:
                    out.append(_ATTACK[card, t])
    return out


#: ``_ATTACK[card, target]``: ``Attack.of(card, target)`` (core's :class:`~rulekit.core.actions.ActionTable`; one
#: entry per aggression or war card and player number).
_ATTACK = ActionTable(lambda key: Attack.of(*key))


@cites(rb.AGGRESSION)
def _do_attack(state, seat, p, a, cost):
    """A leader that scores when its civilization is attacked scores; the attacker is asked for
    sacrifices under the aggression's frame (the card stays in hand, shown, until it is resolved)."""
    target = a.target - 1
    state = take_marker(put(state, seat, p), seat, target)        # no group attacks (TTA-R-V2)
    d = state.players[target]
    if d.leader and info(d.leader).fx.get("culture_when_attacked"):
        state = put(state, target, d._with(culture=d.culture + int(info(d.leader).fx["culture_when_attacked"])))
    return state.open(Aggression(seat, card=a.card, target=target), AttackSacrifice(seat, card=a.card, target=target))


#: The verdicts on an aggression costing 0-7 military actions, made once.
_ATTACK_VERDICTS = tuple(Verdict(_do_attack, 0, 0, cost) for cost in range(8))


def _units_left(p, picked) -> dict:
    """The unit cards of ``p`` with a unit not yet picked (each card once, in play order)."""
    out: dict = {}
    for card, i in p.manned:            # the cards with a worker, in play order
        if i.type in _UNIT_TYPES and (not picked or p.workers_on(card) > picked.count(card)):
            out[card] = None
    return out


@cites(rb.MILITARY_TYPES, rb.AGGRESSION)
def defence_of(p, items, options=None) -> int:
    """The defence ``items`` (unit card ids and Defence card ids, as the defender picked them) add to
    ``p``'s strength: the units' sacrifice strength and each card's ``defense`` (PL L1903-1913)."""
    units = tuple(c for c in items if info(c).type in _UNIT_TYPES)
    bonus = sum(int(info(c).fx.get("defense", 0) or 0) for c in items if info(c).type not in _UNIT_TYPES)
    return sacrifice_strength(p, units, options) + bonus * defence_multiplier(p)     # Churchill: twice


@cites(rb.AGGRESSION, rb.SACRIFICE_ARMIES)
def attack_strength(p, units, options=None) -> int:
    """An aggression's attack: the attacker's strength plus what sacrificing ``units`` adds (PL L1903-1909,
    TTA-EX-17)."""
    return strength(p, options) + sacrifice_strength(p, units, options)


@cites(rb.AGGRESSION, rb.MILITARY_TYPES)
def defence_strength(p, items, options=None) -> int:
    """An aggression's defence: the defender's strength plus what ``items`` (units sacrificed, Defence cards
    played) add (:func:`defence_of`; PL L1903-1913)."""
    return strength(p, options) + defence_of(p, items, options)


@cites(rb.AGGRESSION)
def aggression_succeeds(attack: int, defence: int) -> bool:
    """Whether the aggression succeeds: only an attack higher than the defence does; the defender wins ties
    (PL L1903-1913, L1916-1919)."""
    return attack > defence


@dataclass(frozen=True, slots=True)
class AttackSacrifice(PickThenDone, Step):
    """The attacker's units to sacrifice for the attack, one at a time, then ``done`` (none is fine):
    each adds its strength (and a whole army its tactic bonus) on top of the civilization's
    (PL L1903-1909, KI L2435-2436)."""

    card: str = ""
    target: int = 0

    kind = "attack-sacrifice"
    rule = rb.AGGRESSION

    def pool(self, state):
        if no_sacrifice(state):
            return {}
        return _units_left(state.players[self.player], self.picked)

    def pick(self, unit):
        return Sacrifice.of(unit)

    def item_of(self, action):
        return action.unit

    def done(self):
        return _DONE

    def finish(self, state, picked):
        p = state.players[self.player]
        attack = attack_strength(p, picked, state.options)
        return state.reply(picked)._push(Defend(self.target, card=self.card, attacker=self.player, attack=attack))

    def sentence(self, state) -> str:
        p = state.players[self.player]
        attack = attack_strength(p, self.picked, state.options)
        return (f"P{self.player + 1} plays {named(self.card)} against P{self.target + 1}: attack {attack} — "
                f"sacrifice a unit or done")

    def refusal(self, state, a):
        if isinstance(a, Sacrifice) and no_sacrifice(state):
            return (rb.FULL_LAST_ROUND, "no unit may be sacrificed in the Full game's last round")
        if isinstance(a, Sacrifice):
            return (rb.AGGRESSION, f"P{self.player + 1} has no unit left on {named(a.unit)} to sacrifice")
        return None


@cites(rb.FULL_LAST_ROUND)
def no_sacrifice(state) -> bool:
    """Whether units may not be sacrificed: the Full game's last round, where the attacker adds nothing
    and the defender only Defence cards (PL L2615-2623; HU 2303-2317)."""
    return state.level == "full" and state.last_round


@dataclass(frozen=True, slots=True)
class Defend(PickThenDone, Step):
    """The defender's units to sacrifice and Defence cards to play, one at a time, then ``done``: the
    aggression fails unless the attack ``attack`` beats the defence (PL L1903-1913, L1969-1985)."""

    card: str = ""
    attacker: int = 0
    attack: int = 0

    kind = "defend"
    rule = rb.AGGRESSION

    def pool(self, state):
        p = state.players[self.player]
        out = {} if no_sacrifice(state) else _units_left(p, self.picked)
        for c in _without(p.military_hand, *(c for c in self.picked if c in p.military_hand)):
            if info(c).fx.get("defense"):
                out[c] = None
        return out

    def pick(self, item):
        return Sacrifice.of(item) if info(item).type in _UNIT_TYPES else Bonus.of(item)

    def item_of(self, action):
        return action.unit if isinstance(action, Sacrifice) else action.card

    def done(self):
        return _DONE

    def finish(self, state, picked):
        return state.reply(picked)

    def sentence(self, state) -> str:
        p = state.players[self.player]
        defence = defence_strength(p, self.picked, state.options)
        return (f"P{self.player + 1} defends against {named(self.card)} of P{self.attacker + 1}: attack "
                f"{self.attack}, defence {defence} — sacrifice a unit, play a Defence card, or done")

    def refusal(self, state, a):
        if isinstance(a, Sacrifice) and no_sacrifice(state):
            return (rb.FULL_LAST_ROUND, "no unit may be sacrificed in the Full game's last round; only Defence "
                                        "cards add to the defence")
        if isinstance(a, Sacrifice):
            return (rb.AGGRESSION, f"P{self.player + 1} has no unit left on {named(a.unit)} to sacrifice")
        if isinstance(a, Bonus):
            return (rb.AGGRESSION, f"{named(a.card)} is not a Defence card left in P{self.player + 1}'s military hand")
        return None


@dataclass(frozen=True, slots=True)
class Aggression(Frame, Step):
    """An aggression played by ``player`` against ``target``: once both sides have answered (the
    attacker's sacrifices, then the defender's sacrifices and Defence cards) it is resolved — success
    iff attack > defence; sacrificed units' workers back to the yellow banks, the Defence cards and the
    aggression card discarded either way, the card's effect on a success (PL L1899-1934, KI L1987-2009)."""

    card: str = ""
    target: int = 0

    kind = "aggression"
    rule = rb.AGGRESSION
    prompt = "{who}'s aggression is resolved"

    @cites(rb.AGGRESSION, rb.AGGRESSION_FAILED, rb.AGGRESSION_SUCCEEDED, rb.SACRIFICE_ARMIES)
    def conclude(self, state, replies):
        units, items = replies
        a, d = state.players[self.player], state.players[self.target]
        attack = attack_strength(a, units, state.options)
        defence = defence_strength(d, items, state.options)
        cards = tuple(c for c in items if info(c).type not in _UNIT_TYPES)
        players = list(state.players)
        players[self.player] = _sacrificed(a, units)._with(military_hand=_without(a.military_hand, self.card))
        d = _sacrificed(d, tuple(c for c in items if c not in cards))
        players[self.target] = d._with(military_hand=_without(d.military_hand, *cards))
        state = to_discards(state, *cards, self.card, players=tuple(players))
        if aggression_succeeds(attack, defence):
            state = EFFECTS[info(self.card).special](state, self.player, self.target, self.card)
        return then(state)


@cites(rb.AGGRESSION)
def _sacrificed(p, units):
    """``p`` with the sacrificed ``units`` gone: each one's worker back to the yellow bank (KI L2006-2009)."""
    for card in dict.fromkeys(units):
        p = p.with_slot(card, workers=p.workers_on(card) - units.count(card), yellow=p.yellow + units.count(card))
    return p


_DONE = Done()
