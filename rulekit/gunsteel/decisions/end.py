"""The End of Turn (§7d) as data: its steps, the table the engine runs and the
notebooks print, and the decisions it asks."""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.rule import cites
from rulekit.gunsteel import actions as act
from rulekit.gunsteel import effects as fx
from rulekit.gunsteel import rulebook as rb
from rulekit.gunsteel.decisions.base import PASS, Step, ZoneStep, bought_already, not_in
from rulekit.gunsteel.options import Options


class EndOfTurnStep(Step):
    """A step of the End of Turn: a second purchase is refused while it waits on the buyer."""

    __slots__ = ()

    def other(self, s, action):
        return bought_already(s, self, action) or Step.other(self, s, action)


def unmet(s, seat: int, wonder: str, rule):
    """``(rule, reason)`` unless ``seat`` meets the condition of ``wonder`` beside the pyramid now."""
    if wonder not in s.wonder_slots:
        return rule, f"{wonder} is not a wonder beside the pyramid"
    if s.meets(seat, wonder):
        return None
    return rule, f"P{seat + 1} does not meet the condition of {wonder}"


@dataclass(frozen=True, slots=True)
class Claim(EndOfTurnStep):
    kind = "claim"
    rule = rb.END_NEW_WORLD
    prompt = "{who} must take one wonder whose condition they meet"
    skippable = rb.END_NEW_WORLD       # a wonder is taken only by a player who meets its condition

    def candidates(self, s):
        return [act.Claim.of(w) for w in s.wonder_slots if w is not None] + [PASS]

    def options(self, s):
        found = Step.options(self, s)
        # a pass alone (AMB-X4 lets a qualifying player decline): no wonder to claim, nothing to decide
        return found if any(isinstance(a, act.Claim) for a in found) else []

    def judge(self, s, action):
        if isinstance(action, act.Pass):
            if s.options.may_decline_wonder:      # AMB-X4
                return None
            return rb.END_NEW_WORLD, "a player who qualifies must take a wonder (AMB-X4; option may_decline_wonder)"
        if isinstance(action, act.Claim):
            return unmet(s, self.player, action.wonder, rb.WONDER_CLAIM)
        return self.other(s, action)

    def resolve(self, s, action):
        return s if isinstance(action, act.Pass) else fx.take_wonder(s, self.player, action.wonder)


@dataclass(frozen=True, slots=True)
class TakeBack(EndOfTurnStep):
    kind = "takeback"
    rule = rb.TAKE_BACK
    prompt = "{who} takes every technology-side card back into hand"
    automatic = True

    def run(self, s):
        return fx.take_back(s, self.player)


@dataclass(frozen=True, slots=True)
class Retrieve(ZoneStep, EndOfTurnStep):
    kind = "retrieve"
    rule = rb.TAKE_BACK
    prompt = "{who} may take resource cards back into hand, or pass"
    skippable = rb.TAKE_BACK           # no resource card on the table: nothing to take back

    takes = act.Retrieve
    zone = "resources"
    zone_rule = rb.TAKE_BACK

    def options(self, s):
        found = ZoneStep.options(self, s)
        return found + [PASS] if found else found

    def judge(self, s, action):
        return None if isinstance(action, act.Pass) else ZoneStep.judge(self, s, action)

    def resolve(self, s, action):
        if isinstance(action, act.Pass):
            return s
        return fx.move(s, self.player, action.card, "resources", "hand",
                       taken_back=s.taken_back + (action.card,), tasks=fx.above(s, self))


@dataclass(frozen=True, slots=True)
class Glory(EndOfTurnStep):
    """A marker from supply must be placed (L692); with all five out, moving one is a choice (L694-696)."""

    kind = "glory"
    rule = rb.GLORY
    skippable = rb.GLORY               # no wonder whose glory condition the player meets

    def sentence(self, s):
        who = f"P{self.player + 1}"
        if s.players[self.player].glory:
            return f"{who} must place a glory marker on a wonder whose condition they meet"
        return f"{who} may move one of their glory markers onto a wonder whose condition they meet, or pass"

    def _placed(self, s) -> list[str]:
        """The wonders holding one of this player's glory markers."""
        return [w for w, g in zip(s.wonder_slots, s.glory) if w is not None and g[self.player]]

    def candidates(self, s):
        seat = self.player
        eligible = [w for w in s.wonder_slots if w is not None and unmet(s, seat, w, rb.GLORY) is None]
        if s.players[seat].glory:
            return [act.Glory(w) for w in eligible]
        moves = [act.Glory(w, f) for w in eligible for f in self._placed(s)]
        return moves + [PASS] if moves else moves

    @cites(rb.GLORY)
    def judge(self, s, action):
        seat = self.player
        if isinstance(action, act.Pass):
            if s.players[seat].glory:
                return rb.GLORY, (f"P{seat + 1} has a glory marker in supply and meets a wonder's "
                                  "condition: placing it is not optional (L692)")
            return None
        if not isinstance(action, act.Glory):
            return self.other(s, action)
        found = unmet(s, seat, action.wonder, rb.GLORY)
        if found:
            return found
        if s.players[seat].glory:
            if action.move_from:
                return rb.GLORY, (f"P{seat + 1} has a glory marker in supply: it is placed from there; "
                                  "a marker is moved only when all five are out (L694-696)")
            return None
        if not action.move_from:
            return rb.GLORY, (f"P{seat + 1} has no glory marker in supply: name the wonder to move one from "
                              f"('glory {action.wonder} from <wonder>', L694-696)")
        if action.move_from == action.wonder:
            return rb.GLORY, f"a marker moves onto another wonder, not back onto {action.wonder}"
        if action.move_from not in self._placed(s):
            return rb.GLORY, f"P{seat + 1} has no glory marker on {action.move_from} to move"
        return None

    def resolve(self, s, action):
        return s if isinstance(action, act.Pass) else fx.place_glory(s, self.player, action.wonder, action.move_from)


@dataclass(frozen=True, slots=True)
class Expire(EndOfTurnStep):
    kind = "expire"
    rule = rb.END_NEW_WORLD
    prompt = "effect resources {who} did not spend are lost"
    automatic = True

    def run(self, s):
        return fx.expire(s)


@dataclass(frozen=True, slots=True)
class Cleanup(EndOfTurnStep):
    kind = "cleanup"
    rule = rb.END_TRIGGERS
    prompt = "the end of the game is checked"
    automatic = True

    def run(self, s):
        return fx.cleanup(s)


@dataclass(frozen=True)
class EndStep:
    """One step of the End of Turn (§7d): its name, the step that does it, and when it runs.

    A ``short_hand`` step runs only on a turn that ends with 0-1 cards in hand
    (step b, GS-R-61), unless the option named by ``every_turn`` is true, which
    runs it every turn (A6, A7).
    """

    label: str
    step: type
    short_hand: bool = False
    every_turn: str = ""

    @property
    def kind(self) -> str:
        return self.step.kind

    def runs(self, options: Options, short: bool) -> bool:
        return not self.short_hand or short or bool(self.every_turn and getattr(options, self.every_turn))

    def describe(self, options: Options = Options()) -> str:
        """The label, with "(hand 0-1)" when under ``options`` the step waits for a short hand."""
        return self.label if self.runs(options, short=False) else f"{self.label} (hand 0-1)"


#: The End of Turn, in the rulebook's order: New World (L624-650), Renaissance (L674-720; also
#: the combined game, GS-R-68). :func:`end_of_turn` runs it; :func:`end_steps` prints it.
END_OF_TURN: dict[str, tuple[EndStep, ...]] = {
    "new-world": (
        EndStep("claim wonder", Claim, short_hand=True, every_turn="new_world_wonder_every_turn"),   # b.I
        EndStep("take back tech cards", TakeBack, short_hand=True),                                  # b.II
        EndStep("retrieve resource cards", Retrieve, short_hand=True),                               # b.III
        EndStep("lose effect resources", Expire),                                                    # c
        EndStep("check game end", Cleanup),                                                          # d
    ),
    "renaissance": (
        EndStep("take back tech cards", TakeBack, short_hand=True),                                  # b.I
        EndStep("retrieve resource cards", Retrieve, short_hand=True),                               # b.II
        EndStep("place glory marker", Glory, short_hand=True,
                every_turn="renaissance_glory_every_turn"),                                          # c
        EndStep("lose effect resources", Expire),                                                    # d
        EndStep("check game end", Cleanup),                                                          # e
    ),
}


def end_steps(rules_of: str, options: Options = Options()) -> tuple[str, ...]:
    """The End of Turn of ``"new-world"`` or ``"renaissance"`` rules under ``options``, step by step.

    >>> end_steps("renaissance", Options(renaissance_glory_every_turn=False))[2]
    'place glory marker (hand 0-1)'
    """
    return tuple(step.describe(options) for step in END_OF_TURN[rules_of])


def begin_end_of_turn(s):
    """``s`` with the End of Turn's steps (:func:`end_of_turn`) pushed, the ones on top that ask
    nothing already done (core's :meth:`~rulekit.core.decisions.DecisionStack.push_settled`)."""
    return s.push_settled(end_of_turn(s))


@cites(rb.END_NEW_WORLD, rb.END_RENAISSANCE, rb.SHORT_HAND)
def end_of_turn(s) -> tuple[Step, ...]:
    """The steps of :data:`END_OF_TURN` this turn runs, in order (§7d)."""
    seat = s.current
    short = len(s.players[seat].hand) <= 1
    table = END_OF_TURN["renaissance" if s.renaissance_rules else "new-world"]
    return tuple(e.step(seat) for e in table if e.runs(s.options, short))

