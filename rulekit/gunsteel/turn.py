"""How a Guns & Steel turn unfolds: the decisions open at each step, what each
one does, and the automatic steps between them (§7).

The turn is a stack of tasks on core's decision machinery
(:class:`~rulekit.core.decisions.DecisionStack`). :data:`DECISIONS` is the
table of every kind of task, in the order a turn meets them: who decides,
what they may choose, what the choice does, the rule it cites and the prompt
a player reads. Automatic steps (an effect, a battle, the take-back, the
clean-up) have no options and run as soon as they reach the top. The phases
follow :data:`~rulekit.gunsteel.game.PHASES`; the End of Turn is the table
:data:`END_OF_TURN`, which the engine runs and :data:`~rulekit.gunsteel.game.END_STEPS`
prints. :class:`Turn` holds the moves the table's functions make (each returns
a new state).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rulekit.core.decisions import DecisionKind, decision_table
from rulekit.core.errors import IllegalAction
from rulekit.core.resources import Bag
from rulekit.core.rule import cites
from rulekit.gunsteel import rulebook as rb
from rulekit.gunsteel import rules
from rulekit.gunsteel.actions import (Action, Buy, Cede, Claim, Deploy, Glory, Lose, Pass, PlayResource,
                                      PlayTech, React, Renew, Retrieve, Strike, Tribute, Use)
from rulekit.gunsteel.cards import ERAS
from rulekit.gunsteel.explain import check_spelled_buy, check_spelled_use
from rulekit.gunsteel.options import Options
from rulekit.gunsteel.payment import Plan, exhaust_options, unit_of
from rulekit.gunsteel.state import Task, drop, sort_add

PASS = Pass()


# == decisions: what may be chosen, and what a choice does =============================
# Each function takes the state (with the task already popped, for ``resolve``)
# and the task; the table at the end of this section names them per kind.

def _hand_as_resource(s, task):
    return [PlayResource.of(c) for c in s.players[task.player].hand]


def _lay_first(s, task, action):
    return s._move(task.player, action.card, "hand", "resources")


def _lay_resource(s, task, action):
    return s._move(task.player, action.card, "hand", "resources")._with(phase="resource")


def _hand_as_tech(s, task):
    return [PlayTech.of(c) for c in s.players[task.player].hand]


def _lay_tech(s, task, action):
    s = s._move(task.player, action.card, "hand", "techs")
    return s._push(Task("use", task.player, action.card))


def _use_options(s, task):
    table = {c: s.card(c).resource for c in s.players[task.player].resources}
    return [Use(task.card, plan if plan.exhaust else None)
            for plan in exhaust_options(table, s.card(task.card).use_cost, s.options)] + [PASS]


def _use(s, task, action):
    if isinstance(action, Pass):
        return s
    for c in (action.plan or Plan(())).exhaust:   # paying an activation yields nothing (GS-R-56 note)
        s = s._move(task.player, c, "resources", "techs")
    return s._activate(task.player, action.card)


def _renew_options(s, task):
    want = task.data[0]
    return [Renew.of(c) for c in s.players[task.player].techs if want == "any" or s.card(c).resource == want]


def _renew(s, task, action):
    s = s._move(task.player, action.card, "techs", "resources")
    return s._push(replace(task, count=task.count - 1)) if task.count > 1 else s


def _tribute_options(s, task):
    return [Tribute.of(q.seat) for q in s.players if q.seat != task.player and q.resources]


def _tribute(s, task, action):
    return s._push(Task("lose", action.seat, task.card, 1, data=("tribute", task.player)))


def _lose_options(s, task):
    return [Lose.of(c) for c in s.players[task.player].resources]


@cites(rb.EXHAUST, rb.LOSE_TWO)
def _lose(s, task, action):
    res = s.card(action.card).resource
    s = s._move(task.player, action.card, "resources", "techs")
    left = task.count - (2 if res == "SPACE" else 1)     # GS-R-51
    if task.data and task.data[0] in ("steal", "tribute"):
        s = s._gain(task.data[1], unit_of(res))
    return s._push(replace(task, count=left)) if left > 0 else s


def _cede_options(s, task):
    return [Cede.of(w) for w in s.players[task.player].wonders]


def _cede(s, task, action):
    attacker = task.data[0]
    s = s._set_player(task.player, wonders=drop(s.players[task.player].wonders, action.wonder))
    return s._set_player(attacker, wonders=sort_add(s.players[attacker].wonders, action.wonder))


def _deploy_options(s, task):
    return [Deploy.of(c) for c in s.players[task.player].hand if s.card(c).tech == "military"] + [PASS]


def _deploy(s, task, action):
    seat = task.player
    if isinstance(action, Pass):
        return s._push(Task("strike", seat, task.card, data=task.data)) if task.data else s
    s = s._move(seat, action.card, "hand", "techs")
    deployed = task.data + (action.card,)
    if task.count > 1:
        return s._push(replace(task, count=task.count - 1, data=deployed))
    return s._push(Task("strike", seat, task.card, data=deployed))


def _strike_options(s, task):
    return [Strike.of(c) for c in task.data]


def _strike(s, task, action):
    return s._activate(task.player, action.card)


@cites(rb.DEFENCE, rb.REACTION)
def _react_options(s, task):
    p = s.players[task.player]
    hand = [React.of(c) for c in p.hand if s.card(c).reaction]
    flip = [React.of(c) for c in p.resources if s.card(c).tech in ("tactical", "military")]
    return hand + flip + [PASS]


@cites(rb.DEFENCE, rb.DEFENDER_NO_EFFECTS)
def _react(s, task, action):
    seat = task.player
    if isinstance(action, Pass):
        return s
    if action.card in s.players[seat].hand:
        s = s._move(seat, action.card, "hand", "techs")
        s = s._with(reacted=s.reacted + (action.card,))
    else:
        s = s._move(seat, action.card, "resources", "techs")
    return s._push(task)


def _buy_options(s, task):
    units = s.units_available(task.player)
    return [Buy.of(t) for t in s.buy_targets() if s.can_afford(task.player, t, units)] + [PASS]


def _buy(s, task, action):
    return s if isinstance(action, Pass) else s._buy(task.player, action)


def _claim_options(s, task):
    claims = [Claim.of(w) for w in s.eligible_wonders(task.player)]
    return claims + [PASS] if claims and s.options.may_decline_wonder else claims   # AMB-X4


def _claim(s, task, action):
    return s if isinstance(action, Pass) else s._take_wonder(task.player, action.wonder)


def _retrieve_options(s, task):
    p = s.players[task.player]
    return [Retrieve.of(c) for c in p.resources] + [PASS] if p.resources else []


def _retrieve(s, task, action):
    if isinstance(action, Pass):
        return s
    s = s._move(task.player, action.card, "resources", "hand")
    s = s._with(taken_back=s.taken_back + (action.card,))
    return s._push(task)


def _glory_options(s, task):
    """A marker from supply must be placed (L692); with all five out, moving one is a choice (L694-696)."""
    seat = task.player
    eligible = s.eligible_wonders(seat)
    if s.players[seat].glory:
        return [Glory(w) for w in eligible]
    placed = [w for w, g in zip(s.wonder_slots, s.glory) if w is not None and g[seat]]
    moves = [Glory(w, f) for w in eligible for f in placed if f != w]
    return moves + [PASS] if moves else moves


def _glory_prompt(s, task):
    who = f"P{task.player + 1}"
    if s.players[task.player].glory:
        return f"{who} must place a glory marker on a wonder whose condition they meet"
    return f"{who} may move one of their glory markers onto a wonder whose condition they meet, or pass"


def _bought_already(s, task, action):
    """A second purchase while the buyer's End of Turn still waits on them: one card a turn (GS-R-55)."""
    if isinstance(action, Buy) and s.bought and task.player == s.current:
        raise IllegalAction(rb.BUY_ONE, f"P{task.player + 1} has already bought a card this turn; "
                                        "only one card may be bought per turn")
    return False


def _must_place_glory(s, task, action):
    """Passing is refused while a marker is in supply (L692): say so, not the option that no longer applies."""
    if isinstance(action, Pass) and s.players[task.player].glory:
        raise IllegalAction(rb.GLORY, f"P{task.player + 1} has a glory marker in supply and meets a wonder's "
                                      "condition: placing it is not optional (L692)")
    return _bought_already(s, task, action)


def _glory(s, task, action):
    return s if isinstance(action, Pass) else s._place_glory(task.player, action)


def _renew_prompt(s, task):
    return (f"P{task.player + 1} renews one of their technology-side cards showing "
            f"{task.data[0] if task.data else 'a resource'}")


def _strike_prompt(s, task):
    return f"P{task.player + 1} must activate one of: {', '.join(map(str, task.data))}"


def _only_pass_left(options) -> bool:
    """Nothing affordable: the Buy Phase passes by itself."""
    return len(options) <= 1


def _automatic(name, rule, prompt, step):
    return DecisionKind(name, rule, prompt, None, step)


#: Every kind of task a Guns & Steel turn can wait on, in the order a turn meets them.
DECISIONS = decision_table(
    DecisionKind("first", rb.SETUP_FIRST_RESOURCE, "{who} lays one starting card from hand as a resource",
                 _hand_as_resource, _lay_first),
    DecisionKind("resource", rb.RESOURCE_PHASE, "{who} must play one card from hand as a resource",
                 _hand_as_resource, _lay_resource),
    DecisionKind("technology", rb.TECH_PHASE, "{who} must play one card from hand as a technology",
                 _hand_as_tech, _lay_tech),
    DecisionKind("use", rb.TECH_PHASE, "{who} may activate {task.card} (paying its cost) or pass",
                 _use_options, _use, check=check_spelled_use),
    _automatic("effect", rb.ALL_EFFECTS, "an effect of {task.card} resolves",
               lambda s, task: s._effect(task)),
    DecisionKind("renew", rb.RENEW, _renew_prompt, _renew_options, _renew),
    DecisionKind("tribute", rb.TARGETING, "{who} names one opponent with a resource on the table",
                 _tribute_options, _tribute),
    DecisionKind("deploy", rb.TACTICAL, "{who} may play Military cards from hand, or pass",
                 _deploy_options, _deploy),
    DecisionKind("strike", rb.TACTICAL_BOTH, _strike_prompt, _strike_options, _strike),
    DecisionKind("react", rb.DEFENCE, "{who} may play Reaction cards from hand or exhaust resources "
                                      "to flip Tactical/Military cards, or pass", _react_options, _react),
    _automatic("battle", rb.RESOLUTION, "the attack of {task.card} is resolved",
               lambda s, task: s._battle(task)),
    DecisionKind("lose", rb.EXHAUST, "{who} must exhaust one of their resource cards", _lose_options, _lose),
    DecisionKind("cede", rb.GIVE_WONDER, "{who} must hand one of their wonders to the attacker",
                 _cede_options, _cede),
    DecisionKind("buy", rb.BUY_ONE, "{who} may buy one card from the pyramid, or pass",
                 _buy_options, _buy, skip=_only_pass_left, check=check_spelled_buy),
    DecisionKind("claim", rb.END_NEW_WORLD, "{who} must take one wonder whose condition they meet",
                 _claim_options, _claim, check=_bought_already),
    _automatic("takeback", rb.TAKE_BACK, "{who} takes every technology-side card back into hand",
               lambda s, task: s._take_back(task.player)),
    DecisionKind("retrieve", rb.TAKE_BACK, "{who} may take resource cards back into hand, or pass",
                 _retrieve_options, _retrieve, check=_bought_already),
    DecisionKind("glory", rb.GLORY, _glory_prompt, _glory_options, _glory, check=_must_place_glory),
    _automatic("expire", rb.END_NEW_WORLD, "effect resources {who} did not spend are lost",
               lambda s, task: s._expire()),
    _automatic("cleanup", rb.END_TRIGGERS, "the end of the game is checked",
               lambda s, task: s._cleanup()),
)


# == the End of Turn, as a table: the one list the engine runs and the notebooks print ==

@dataclass(frozen=True)
class EndStep:
    """One step of the End of Turn (§7d): its name, the task that does it, and when it runs.

    A ``short_hand`` step runs only on a turn that ends with 0-1 cards in hand
    (step b, GS-R-61), unless the option named by ``every_turn`` is true, which
    runs it every turn (A6, A7).
    """

    label: str
    kind: str
    short_hand: bool = False
    every_turn: str = ""

    def runs(self, options: Options, short: bool) -> bool:
        return not self.short_hand or short or bool(self.every_turn and getattr(options, self.every_turn))

    def describe(self, options: Options = Options()) -> str:
        """The label, with "(hand 0-1)" when under ``options`` the step waits for a short hand."""
        return self.label if self.runs(options, short=False) else f"{self.label} (hand 0-1)"


#: The End of Turn, in the rulebook's order: New World (L624-650), Renaissance (L674-720; also
#: the combined game, GS-R-68). ``Turn._end_tasks`` runs it; ``game.END_STEPS`` prints it.
END_OF_TURN = {
    "new-world": (
        EndStep("claim wonder", "claim", short_hand=True, every_turn="new_world_wonder_every_turn"),  # b.I
        EndStep("take back tech cards", "takeback", short_hand=True),                                 # b.II
        EndStep("retrieve resource cards", "retrieve", short_hand=True),                              # b.III
        EndStep("lose effect resources", "expire"),                                                   # c
        EndStep("check game end", "cleanup"),                                                         # d
    ),
    "renaissance": (
        EndStep("take back tech cards", "takeback", short_hand=True),                                 # b.I
        EndStep("retrieve resource cards", "retrieve", short_hand=True),                              # b.II
        EndStep("place glory marker", "glory", short_hand=True,
                every_turn="renaissance_glory_every_turn"),                                           # c
        EndStep("lose effect resources", "expire"),                                                   # d
        EndStep("check game end", "cleanup"),                                                         # e
    ),
}


def end_steps(rules_of: str, options: Options = Options()) -> tuple[str, ...]:
    """The End of Turn of ``"new-world"`` or ``"renaissance"`` rules under ``options``, step by step.

    >>> end_steps("renaissance", Options(renaissance_glory_every_turn=False))[2]
    'place glory marker (hand 0-1)'
    """
    return tuple(step.describe(options) for step in END_OF_TURN[rules_of])


class Turn:
    """The turn's moves, as methods of the state (each returns a new state)."""

    # == effects =========================================================================

    def _activate(self, seat: int, cid: str) -> "State":
        """Resolve every effect of a card, in order, as far as possible (GS-R-36/37)."""
        card = self.card(cid)
        return self._push(*(Task("effect", seat, cid, effect=e) for e in card.effects))

    @cites(rb.ALL_EFFECTS, rb.ATTACK)
    def _effect(self, task: Task) -> "State":
        e, seat = task.effect, task.player
        k = e.kind
        if k == "gain":
            return self._gain(seat, Bag({e.resource: e.count}))
        if k == "renew":
            want = self.card(task.card).resource if e.resource == "own" else e.resource
            return self._push(Task("renew", seat, task.card, e.count, data=(want,)))
        if k == "tribute":
            return self._push(Task("tribute", seat, task.card))
        if k == "renew_all":
            order = [(seat + i) % len(self.players) for i in range(len(self.players))]
            return self._push(*(Task("renew", q, task.card, e.count, data=("any",)) for q in order))
        if k == "vp":
            return self._score(seat, e.count)
        if k == "vp_all":
            s = self
            for q in range(len(self.players)):
                s = s._score(q, e.count)
            return s
        if k == "deploy":
            return self._push(Task("deploy", seat, task.card, e.count))
        if k == "rally":
            military = tuple(c for c in self.players[seat].techs if self.card(c).tech == "military")
            return self._push(Task("strike", seat, task.card, data=military)) if military else self
        if k == "attack":
            n = len(self.players)
            defenders = [(seat + i) % n for i in range(1, n)]   # clockwise from the left (GS-R-50)
            return self._push(*(Task("react", d, task.card) for d in defenders),
                              Task("battle", seat, task.card, effect=e))
        raise AssertionError(k)  # pragma: no cover

    @cites(rb.RESOLUTION, rb.GIVE_WONDER, rb.SCORE_FOR_ALL, rb.VP_TRACK)
    def _battle(self, task: Task) -> "State":
        """Compare strengths and apply the attack's consequences (GS-R-50..53)."""
        e, attacker = task.effect, task.player
        n = len(self.players)
        defenders = {(attacker + i) % n: self.strength((attacker + i) % n) for i in range(1, n)}
        losers = rules.attack_losers(self.strength(attacker), defenders)
        s = self
        if self.options.reaction_cards_return and self.reacted:   # A16 alternative
            for q in self.players:
                back = [c for c in s.reacted if c in q.techs]
                if back:
                    s = s._set_player(q.seat, techs=drop(q.techs, *back), hand=sort_add(q.hand, *back))
        s = s._with(reacted=())
        follow: list[Task] = []
        for loser in losers:
            if e.loss in ("exhaust", "steal"):
                follow.append(Task("lose", loser, task.card, e.count,
                                   data=("steal", attacker) if e.loss == "steal" else ("exhaust",)))
            elif e.loss == "vp" and self.renaissance_rules:
                s = s._score(loser, -e.count)              # clamped at 0 (GS-R-54)
            elif e.loss == "wonder":
                owned = s.players[loser].wonders
                if len(owned) == 1:
                    s = s._set_player(loser, wonders=())
                    s = s._set_player(attacker, wonders=sort_add(s.players[attacker].wonders, owned[0]))
                elif owned:
                    follow.append(Task("cede", loser, task.card, data=(attacker,)))
        if e.score and self.renaissance_rules:      # GS-R-53: scores whatever the outcome
            s = s._score(attacker, e.score)
            for d in defenders:
                if d not in losers:
                    s = s._score(d, e.score)
        return s._push(*follow)

    # == buying ===========================================================================

    @cites(rb.PAYING, rb.BOUGHT_CARD, rb.END_TRIGGERS)
    def _buy(self, seat: int, action: Buy) -> "State":
        plan = action.plan or self.payment_plans(seat, action.target, limit=1)[0]
        s = self
        for c in plan.exhaust:            # paying for a card: flip, never activate (GS-R-56)
            s = s._move(seat, c, "resources", "techs")
        s = s._set_player(seat, temp=Bag())
        target = action.target
        if target.startswith("RP-"):
            i = ERAS.index(rules.LETTER_ERA[target[3:]])
            stacks = list(s.research)
            cid, stacks[i] = stacks[i][0], stacks[i][1:]
            s = s._with(research=tuple(stacks))
        else:
            pos = s.layout.index(target)
            cid = s.pyramid[pos]
            s = s._with(pyramid=s.pyramid[:pos] + (None,) + s.pyramid[pos + 1:])
        side = "techs" if self.options.bought_side == "tech" else "resources"   # A3
        p = s.players[seat]
        s = s._set_player(seat, **{side: sort_add(getattr(p, side), cid)})
        s = s._with(bought=True)
        if s.card(cid).resource == "SPACE" and s._space_gone():
            s = s._trigger(rules.SPACE_GONE)
        return s

    def _space_gone(self) -> bool:
        """GS-R-64; in the combined game, A8 decides whether the stack counts."""
        return self._space_left() == 0

    def _space_left(self) -> int:
        """Space-era cards still to be bought before the Space trigger holds (A8 for the stack)."""
        row = sum(1 for c, e in zip(self.pyramid, self.layout.era) if e == "SPACE" and c is not None)
        return row + (len(self.research[4]) if self.options.space_trigger == "all" else 0)

    # == wonders ==========================================================================

    def _take_wonder(self, seat: int, wid: str) -> "State":
        slots = tuple(None if w == wid else w for w in self.wonder_slots)
        s = self._with(wonder_slots=slots)
        s = s._set_player(seat, wonders=sort_add(s.players[seat].wonders, wid))
        if all(w is None for w in slots):
            s = s._trigger(rules.WONDERS_GONE)
        return s

    def _place_glory(self, seat: int, action: Glory) -> "State":
        """GS-R-62/63: one marker a turn; moved if none left; complete at the required count."""
        glory = [list(g) for g in self.glory]
        supply = self.players[seat].glory
        if action.move_from:
            glory[self.wonder_slots.index(action.move_from)][seat] -= 1
        else:
            supply -= 1
        i = self.wonder_slots.index(action.wonder)
        glory[i][seat] += 1
        s = self._with(glory=tuple(tuple(g) for g in glory))
        s = s._set_player(seat, glory=supply)
        wonder = self.deck.wonders[action.wonder]
        if glory[i][seat] >= wonder.glory_required:
            for q, n in enumerate(glory[i]):        # all markers return to their owners
                if n:
                    s = s._set_player(q, glory=s.players[q].glory + n)
            glory[i] = [0] * len(self.players)
            s = s._with(glory=tuple(tuple(g) for g in glory))
            s = s._take_wonder(seat, action.wonder)
        return s

    # == the turn ==========================================================================

    def _advance(self) -> "State":
        """The next phase once nothing is left to decide (§7)."""
        seat = self.current
        hand = len(self.players[seat].hand)
        if self.phase == "setup":
            return self._start_turn(0)
        if self.phase == "resource":
            if hand:       # GS-R-36; a player who began with 1 card has none left (GS-R-61)
                return self._with(phase="technology")._push(Task("technology", seat))
            return self._with(phase="buy")._push(Task("buy", seat))
        if self.phase == "technology":
            return self._with(phase="buy")._push(Task("buy", seat))
        if self.phase == "buy":
            return self._with(phase="end")._push(*self._end_tasks())
        if self.phase == "end":
            return self._start_turn((seat + 1) % len(self.players), self.turn + 1)
        raise AssertionError(self.phase)  # pragma: no cover

    @cites(rb.TURN_ORDER, rb.SHORT_HAND)
    def _start_turn(self, seat: int, turn: int = 1) -> "State":
        s = self._with(current=seat, turn=turn, bought=False, taken_back=(), phase="resource")
        if s.players[seat].hand:
            return s._push(Task("resource", seat))
        return s._with(phase="buy")._push(Task("buy", seat))     # GS-R-61: 0 cards

    @cites(rb.END_NEW_WORLD, rb.END_RENAISSANCE, rb.SHORT_HAND)
    def _end_tasks(self) -> list[Task]:
        """The steps of :data:`END_OF_TURN` this turn runs, in order (§7d)."""
        seat = self.current
        short = len(self.players[seat].hand) <= 1
        steps = END_OF_TURN["renaissance" if self.renaissance_rules else "new-world"]
        return [Task(step.kind, seat) for step in steps if step.runs(self.options, short)]

    def _take_back(self, seat: int) -> "State":
        """All technology-side Civilization cards go back to hand (GS-R-08, GS-R-60 b.II)."""
        p = self.players[seat]
        s = self._set_player(seat, hand=sort_add(p.hand, *p.techs), techs=())
        return s._with(taken_back=s.taken_back + p.techs)

    def _expire(self) -> "State":
        """Effect resources not spent are lost; only cards on the table keep (§7d New World c, Renaissance d)."""
        s = self
        for q in range(len(self.players)):
            if s.players[q].temp:
                s = s._set_player(q, temp=Bag())
        return s

    def _cleanup(self) -> "State":
        """Check the end of the game (§7d New World d, Renaissance e; §8)."""
        s = self
        if (s.renaissance_rules and s.options.track_trigger == "end-of-turn"
                and any(p.track >= 15 for p in s.players)):
            s = s._trigger(rules.TRACK_15)
        if s.ended:
            return s._with(over=True, phase="over")
        return s

    def _trigger(self, why: str) -> "State":
        return self if self.ended else self._with(ended=why)

    def _score(self, seat: int, n: int) -> "State":
        s = self._set_player(seat, track=rules.add_vp(self.players[seat].track, n))
        if s.options.track_trigger == "reached" and s.players[seat].track >= 15:
            s = s._trigger(rules.TRACK_15)
        return s

    # == small helpers ======================================================================

    def _set_player(self, seat: int, **changes) -> "State":
        players = list(self.players)
        players[seat] = players[seat].but(**changes)
        return self._with(players=tuple(players))

    def _move(self, seat: int, cid: str, src: str, dst: str) -> "State":
        p = self.players[seat]
        return self._set_player(seat, **{src: drop(getattr(p, src), cid), dst: sort_add(getattr(p, dst), cid)})

    def _gain(self, seat: int, units: Bag) -> "State":
        if "SPACE" in units.keys():
            units = Bag(EARTH=2 * units["SPACE"]) + Bag({k: n for k, n in units.items() if k != "SPACE"})
        return self._set_player(seat, temp=self.players[seat].temp + units)
