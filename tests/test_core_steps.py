"""Core's typed decisions, on a toy game built on core alone.

The toy game ("Tollgate") has three phases in a table: a turn, an auction and an
upkeep. On a turn the player may raid another player (a frame: the defender
answers by picking shields one at a time, then ``done``; the raid resolves with
that answer), lay a siege that is resolved at the start of the attacker's next
turn (a scheduled step), or pass. In the auction every player bids in turn or
drops out (an active-player set) until one is left. Each mechanism is asserted
through the public contract: ``legal_actions()``, ``apply()``, ``why_not()``,
``decision``, ``to_move``, ``to_dict()`` / ``from_dict()``.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from rulekit.core.actions import Action
from rulekit.core.decisions import DecisionStack
from rulekit.core.errors import DataError, EngineError, IllegalAction
from rulekit.core.rule import Rule
from rulekit.core.state import GameState
from rulekit.core.steps import (ActiveSet, Frame, Phase, PickThenDone, Step,
                                phase_table)

R_TURN = Rule("toy", "toy rules", "1", "Turn", "Turn")
R_RAID = Rule("toy", "toy rules", "2", "Raid", "Raid")
R_DEFEND = Rule("toy", "toy rules", "2a", "Defence", "Defence")
R_SIEGE = Rule("toy", "toy rules", "3", "Siege", "Siege")
R_AUCTION = Rule("toy", "toy rules", "4", "Auction", "Auction")
R_UPKEEP = Rule("toy", "toy rules", "5", "Upkeep", "Upkeep")
R_EMPTY = Rule("toy", "toy rules", "6", "Nothing to give", "Nothing to give")
ROUNDS = 2


# -- actions ------------------------------------------------------------------------------
class Toy(Action, root=True):
    pass


@dataclass(frozen=True)
class Raid(Toy):
    verb = "raid"
    target: int

    @classmethod
    def _from_words(cls, words):
        return cls(int(*words))


@dataclass(frozen=True)
class Siege(Toy):
    verb = "siege"
    target: int

    @classmethod
    def _from_words(cls, words):
        return cls(int(*words))


@dataclass(frozen=True)
class Block(Toy):
    verb = "block"
    shield: str


@dataclass(frozen=True)
class Bid(Toy):
    verb = "bid"
    amount: int

    @classmethod
    def _from_words(cls, words):
        return cls(int(*words))


@dataclass(frozen=True)
class Word(Toy):
    """A one-word action: ``pass``, ``done``, ``out``."""
    verb = "say"
    word: str

    def __str__(self):
        return self.word


for _w in ("pass", "done", "out"):
    Toy.KINDS[_w] = type(f"Say{_w}", (), {"_from_words": classmethod(lambda cls, words, w=_w: Word(w))})

PASS, DONE, OUT = Word("pass"), Word("done"), Word("out")


# -- steps --------------------------------------------------------------------------------
class ToyStep(Step, root=True):
    pass


@dataclass(frozen=True, slots=True)
class Act(ToyStep):
    kind = "act"
    rule = R_TURN
    prompt = "{who}: raid, lay a siege, or pass"

    def options(self, s):
        others = [q for q in range(len(s.coins)) if q != self.player]
        return [PASS] + [Raid(q) for q in others] + [Siege(q) for q in others if s.coins[self.player] >= 1]

    def refusal(self, s, action):
        if isinstance(action, Siege) and s.coins[self.player] < 1:
            return R_SIEGE, f"a siege costs 1 coin; P{self.player + 1} has none"
        return None

    def resolve(self, s, a):
        if isinstance(a, Raid):
            return s.open(RaidFrame(self.player, target=a.target), Defend(a.target, attacker=self.player))
        if isinstance(a, Siege):
            s = s._pay(self.player, 1)
            return s.schedule(f"turn-start:P{self.player + 1}", SiegeFalls(self.player, target=a.target))
        return s


@dataclass(frozen=True, slots=True)
class RaidFrame(Frame, ToyStep):
    kind = "raid"
    rule = R_RAID
    target: int = 0

    def conclude(self, s, replies):
        (blocked,) = replies
        if blocked:
            return s._with(shields=_set(s.shields, self.target, tuple(x for x in s.shields[self.target]
                                                                        if x not in blocked)))
        return s._pay(self.target, 1)._pay(self.player, -1)


@dataclass(frozen=True, slots=True)
class Defend(PickThenDone, ToyStep):
    kind = "defend"
    rule = R_DEFEND
    prompt = "{who}: block the raid with shields, one at a time, then done"
    attacker: int = 0

    def pool(self, s):
        return [x for x in s.shields[self.player] if x not in self.picked]

    def pick(self, item):
        return Block(item)

    def item_of(self, action):
        return action.shield

    def done(self):
        return DONE

    def finish(self, s, picked):
        return s.reply(picked)


@dataclass(frozen=True, slots=True)
class OwnResolve(Defend):
    """A pick-then-done kind that resolves its picks itself."""
    kind = "defend-own-resolve"

    def resolve(self, s, action):
        return Defend.resolve(self, s, action)


@dataclass(frozen=True, slots=True)
class SiegeFalls(ToyStep):
    kind = "siege-falls"
    rule = R_SIEGE
    automatic = True
    target: int = 0

    def run(self, s):
        return s._pay(self.target, 1)._pay(self.player, -2)


@dataclass(frozen=True, slots=True)
class Auction(ActiveSet, ToyStep):
    kind = "auction"
    rule = R_AUCTION
    prompt = "{who}: bid more than {step.high}, or drop out"
    high: int = 0
    leader: int = -1

    def options(self, s):
        bids = [Bid(n) for n in range(self.high + 1, s.coins[self.player] + 1)]
        return bids + ([OUT] if self.leader != self.player else [])

    def refusal(self, s, action):
        if isinstance(action, Bid) and action.amount > s.coins[self.player]:
            return R_AUCTION, f"P{self.player + 1} has {s.coins[self.player]} coins, not {action.amount}"
        return None

    def resolve(self, s, a):
        step = self.passed_on(high=a.amount, leader=self.player) if isinstance(a, Bid) else self.dropped()
        if step is None or (len(step.active) == 1 and step.leader in step.active):
            winner = self.leader if step is None else step.leader
            return s if winner < 0 else s._pay(winner, self.high if step is None else step.high)._with(
                trophies=_set(s.trophies, winner, s.trophies[winner] + 1))
        return s._push(step)


@dataclass(frozen=True, slots=True)
class Tribute(ToyStep):
    """Give a coin to the bank, if you have one; passes only by its rule."""
    kind = "tribute"
    rule = R_UPKEEP
    prompt = "{who}: give one coin"
    skippable = R_EMPTY

    def options(self, s):
        return [Bid(1)] if s.coins[self.player] else []

    def resolve(self, s, a):
        return s._pay(self.player, 1)


@dataclass(frozen=True, slots=True)
class Broken(ToyStep):
    """A decision that may never be empty (no ``skippable``): used to show the engine error."""
    kind = "broken"
    rule = R_UPKEEP

    def options(self, s):
        return []


def _set(t, i, v):
    return t[:i] + (v,) + t[i + 1:]


def _enter_turn(s):
    return s._push(Act(s.current)).fire(f"turn-start:P{s.current + 1}")


def _enter_auction(s):
    return s._push(Auction.among([(s.current + i) % len(s.coins) for i in range(len(s.coins))]))


def _enter_upkeep(s):
    return s._push(*(Tribute(q) for q in range(len(s.coins))))


def _after_upkeep(s):
    return "turn"


PHASES = phase_table(
    Phase("turn", R_TURN, _enter_turn, "auction"),
    Phase("auction", R_AUCTION, _enter_auction, "upkeep"),
    Phase("upkeep", R_UPKEEP, _enter_upkeep, _after_upkeep),
)


@dataclass(frozen=True)
class ToyState(DecisionStack, GameState):
    coins: tuple
    shields: tuple
    trophies: tuple
    current: int = 0
    round: int = 1
    phase: str = "turn"
    tasks: tuple = ()
    scheduled: tuple = ()

    game = "toy"
    action_type = Toy
    PHASES = PHASES
    NOTHING_TO_DECIDE = R_TURN

    @property
    def is_over(self):
        return self.round > ROUNDS

    def scores(self):
        return self.trophies

    def where(self):
        return f"round {self.round}, P{self.to_move + 1}, {self.phase}"

    def _over_error(self):
        raise IllegalAction(R_TURN, "the game is over")

    def _pay(self, seat, n):
        return self._with(coins=_set(self.coins, seat, self.coins[seat] - n))

    def _advance(self):
        if self.phase == "upkeep":        # the table's "turn" follows; the next player's turn begins
            nxt = (self.current + 1) % len(self.coins)
            s = self._with(current=nxt, round=self.round + (nxt == 0))
            if s.is_over:
                return s._with(tasks=())
            return DecisionStack._advance(s)
        return DecisionStack._advance(self)

    # snapshot() / from_snapshot() come from core, from the fields (rulekit.core.snapshots)
    FIELD_TYPES = {"tasks": ToyStep, "scheduled": ToyStep}

    def check_start(self, source):
        if self.phase not in PHASES:
            raise DataError(source, "phase", f"{self.phase!r} is not a phase")


def start(coins=(3, 3, 3), shields=((), ("oak", "iron"), ())):
    s = ToyState(tuple(coins), tuple(shields), (0,) * len(coins))
    return _enter_turn(s)


def play(s, *moves):
    for m in moves:
        s = s.apply(m)
    return s


# -- frames and pick-then-done -------------------------------------------------------------------
def test_a_raid_asks_the_defender_and_resolves_with_the_answer():
    s = play(start(), "raid 1")
    assert s.to_move == 1 and s.decision.kind == "defend"
    assert [str(a) for a in s.legal_actions()] == ["block iron", "block oak", "done"]
    s = play(s, "block oak")
    assert [str(a) for a in s.legal_actions()] == ["block iron", "done"]       # one pick at a time
    assert s.why_not("block oak").rule == R_DEFEND                                # picked already
    s = play(s, "done")
    assert s.shields[1] == ("iron",) and s.coins == (3, 3, 3)                    # blocked: a shield spent
    assert s.phase == "auction"


def test_a_pick_stays_on_top_unless_the_kind_resolves_its_own_picks():
    """A pick replaces the decision on top by itself with one more pick (``stays``: one state copy, no pop
    and push); a kind that writes its own ``resolve`` has every pick go through it instead."""
    assert Defend.stays is PickThenDone.stays
    assert OwnResolve.stays is None
    s = play(start(), "raid 1", "block oak")
    assert s.tasks[0] == Defend(player=1, picked=("oak",), attacker=0)
    assert s.tasks[1:] == play(start(), "raid 1").tasks[1:]


def test_an_unanswered_raid_takes_a_coin():
    s = play(start(), "raid 1", "done")
    assert s.coins == (4, 2, 3) and s.shields[1] == ("oak", "iron")


def test_reply_without_a_frame_is_an_engine_error():
    with pytest.raises(EngineError, match="no frame open"):
        start().reply(())


# -- scheduled steps ---------------------------------------------------------------------------
def test_a_siege_falls_at_the_start_of_the_attackers_next_turn_and_survives_a_save():
    s = play(start(), "siege 2")
    assert s.coins[0] == 2 and s.due("turn-start:P1") == (SiegeFalls(0, target=2),)
    s = play(s, "out", "out")                        # P1 and P2 drop out, nobody has bid:
    assert s.decision.asked == (2,)                 # P3 must still bid or drop out
    s = play(s, "out")
    assert s.phase == "upkeep" and s.trophies == (0, 0, 0)
    s = play(s, "bid 1", "bid 1", "bid 1")           # each player pays the tribute
    assert s.current == 1 and s.scheduled           # P2's turn: P1's siege still waits
    saved = s.to_dict()
    assert ToyState.from_dict(saved).scheduled == s.scheduled
    while s.current != 0:                           # round on until P1's next turn
        s = s.apply(s.legal_actions()[0] if s.decision.kind != "act" else PASS)
    assert not s.scheduled                          # fired: P3 lost a coin, P1 gained 2


def test_scheduled_steps_keep_their_order_and_fire_once():
    s = start()
    a, b = SiegeFalls(0, target=1), SiegeFalls(0, target=2)
    s = s.schedule("x", a).schedule("y", SiegeFalls(1, target=0)).schedule("x", b)
    fired = s.fire("x")
    assert fired.tasks[:2] == (a, b) and fired.due("x") == () and len(fired.scheduled) == 1
    assert fired.fire("x") is fired


# -- active-player sets -----------------------------------------------------------------------
def test_an_auction_asks_bidders_in_turn_until_one_is_left():
    s = play(start(coins=(3, 3, 3)), "pass")
    d = s.decision
    assert d.kind == "auction" and d.player == 0 and d.asked == (0, 1, 2)
    s = play(s, "bid 1")
    assert s.to_move == 1 and s.decision.asked == (1, 2, 0)
    assert s.why_not("bid 5").reason == "P2 has 3 coins, not 5"
    s = play(s, "bid 2", "out")                     # P3 drops out
    assert s.decision.asked == (0, 1)
    assert [str(a) for a in play(s, "bid 3").legal_actions()] == ["out"]    # P2 cannot outbid 3 coins
    s = play(s, "out")                              # P1 drops out: P2 wins at 2
    assert s.trophies == (0, 1, 0) and s.coins[1] == 1 and s.phase == "upkeep"


def test_active_set_drops_and_passes_in_order():
    a = Auction.among([2, 0, 1])
    assert a.player == 2 and a.passed_on().player == 0
    b = a.passed_on().dropped()
    assert b.player == 1 and b.active == (2, 1)
    assert Auction.among([1]).dropped() is None


# -- no silent skips -----------------------------------------------------------------------------
def test_an_empty_decision_passes_only_by_its_rule():
    s = play(start(coins=(0, 0, 0)), "pass", "out", "out", "out")
    assert s.phase == "turn" and s.current == 1       # three tributes with nothing to give passed (R_EMPTY)
    with pytest.raises(EngineError, match="'broken' for P1 has no legal option"):
        s._push(Broken(0))._settle()


# -- phases, saves -------------------------------------------------------------------------------
def test_the_phase_table_is_data_and_checks_its_names():
    assert [p.name for p in PHASES.values()] == ["turn", "auction", "upkeep"]
    with pytest.raises(ValueError, match="'nowhere'"):
        phase_table(Phase("a", R_TURN, _enter_turn, "nowhere"))


def test_steps_round_trip_and_broken_step_data_names_the_field():
    s = play(start(), "raid 1", "block iron")
    assert ToyState.from_dict(s.to_dict()).snapshot() == s.snapshot()
    assert Defend(1, attacker=0, picked=("iron",)).to_dict() == {
        "kind": "defend", "player": 1, "picked": ["iron"]}
    with pytest.raises(DataError, match="step kind: 'fly' is not one of"):
        ToyStep.from_dict({"kind": "fly", "player": 0})
    with pytest.raises(DataError, match="unknown field 'zz'"):
        ToyStep.from_dict({"kind": "act", "player": 0, "zz": 1})
    with pytest.raises(DataError, match="player"):
        ToyStep.from_dict({"kind": "act", "player": "x"})


def test_a_kind_name_is_declared_once():
    with pytest.raises(TypeError, match="already"):
        @dataclass(frozen=True, slots=True)
        class Again(ToyStep):
            kind = "act"


def test_two_classes_of_one_name_in_two_modules_cannot_share_a_kind():
    """Two modules each writing ``class Lose(Step)`` with ``kind = "lose"`` would let the second replace
    the first in the registry, and a save would read back as the wrong class."""
    first = type(ToyStep)("Lose", (ToyStep,), {"kind": "lose-twice", "__module__": "game.events",
                                               "__qualname__": "Lose"})
    assert ToyStep.KINDS["lose-twice"] is first
    with pytest.raises(TypeError, match="already game.events.Lose"):
        type(ToyStep)("Lose", (ToyStep,), {"kind": "lose-twice", "__module__": "game.aggressions",
                                           "__qualname__": "Lose"})


def test_refusals_name_the_real_cause_and_change_nothing():
    s = start(coins=(0, 3, 3))
    err = s.why_not("siege 1")
    assert err.rule == R_SIEGE and "costs 1 coin" in err.reason
    assert s.why_not("bid 1").reason == "P1: raid, lay a siege, or pass"        # the prompt as fallback
    with pytest.raises(IllegalAction):
        s.apply("siege 1")
    assert s.coins == (0, 3, 3)


def test_edit_sets_a_checked_custom_position():
    s = start()
    e = s.edit(coins=(1, 1, 1))
    assert e.coins == (1, 1, 1) and e.custom_start and s.coins == (3, 3, 3)
    with pytest.raises(DataError, match="edit: coinz: not a field of the state"):
        s.edit(coinz=(1, 1, 1))
    with pytest.raises(DataError, match="phase"):
        s.edit(phase="lunch")


def test_a_scheduled_step_runs_when_its_point_comes():
    from rulekit.core.steps import Scheduled
    s = start().edit(phase="upkeep", current=2, tasks=(),
                     scheduled=(Scheduled("turn-start:P1", SiegeFalls(0, target=2)),))
    assert s.current == 0 and s.round == 2 and s.phase == "turn"
    assert s.coins == (5, 3, 2) and not s.scheduled       # the siege fell: P3 paid 1, P1 took 2


def test_the_status_line_is_the_position_and_the_question_then_the_outcome():
    s = start()
    assert s.status() == "round 1, P1, turn — P1: raid, lay a siege, or pass"
    while not s.is_over:
        s = s.apply(s.legal_actions()[-1])
    assert s.status() == ("game over; " + ", ".join(f"P{i + 1} {v} VP" for i, v in enumerate(s.scores()))
                          + "; winner " + " and ".join(f"P{i + 1}" for i in s.winners()))
    assert s.winners() == tuple(i for i, v in enumerate(s.scores()) if v == max(s.scores()))


def test_push_settled_runs_and_passes_the_steps_on_top_as_the_stack_would():
    s = start(coins=(3, 3, 0))
    steps = [SiegeFalls(0, target=1), Tribute(2), Tribute(1), Tribute(0)]
    quick = s.push_settled(steps)
    assert quick.coins == (5, 2, 0)                      # the siege fell; P3 had no coin to give
    assert quick.tasks[:2] == (Tribute(1), Tribute(0))    # P2 has a coin: the first real choice stops it
    assert quick.snapshot() == s._push(*steps)._settle().snapshot()
