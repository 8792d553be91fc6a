"""The set-up decisions, the turn's decision, and the order of turns.

Set-up (§C5.13-C5.15): Leaders drafted to the right, Starting Technologies
drafted to the left, Starting Cities from the Start Player clockwise, then each
player plays the Starting Technologies they can. A turn (§C6): free actions,
ONE of the eight Actions with the choices it asks for, free actions again, then
the end of the turn: an Empire Scoring if a Scoring card was revealed (§C8),
the end trigger and the remaining turns (§C9), and after the last turn the
final scoring (§C10).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from rulekit.core.rule import cites
from rulekit.mosaic import rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.actions import Done, Keep, Leader, Peek, Place, Play
from rulekit.mosaic.cards import data
from rulekit.mosaic.decisions.base import Step
from rulekit.mosaic.decisions.cards import (EndTurn, FreeActions, before_final, peek, republic_options,
                                            republic_refusal, turn_extras)
from rulekit.mosaic.decisions.choices import place_refusal, placings, scoring_steps
from rulekit.mosaic.decisions.free import FREE, free_action, free_kept, free_options, judge_refusal
from rulekit.mosaic.decisions.judge import act, action_options
from rulekit.mosaic.state import drop


# -- set-up ---------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class LeaderDraft(Step):
    kind = "leader"
    rule = rb.LEADER_DRAFT
    prompt = "{who}: choose a Leader; pass the rest to the right"

    def options(self, s):
        return [Leader.of(x) for x in s.leaders]

    def refusal(self, s, a):
        if isinstance(a, Leader):
            taken = next((q for q in s.players if q.leader == a.leader), None)
            if taken is not None:
                return rb.LEADER_DRAFT, f"P{taken.seat + 1} has already taken the {a.leader}"
            return rb.LEADER_DRAFT, f"{a.leader} is not among the Leaders left ({', '.join(s.leaders)})"
        return None

    def resolve(self, s, a):
        return s.with_player(self.player, s.players[self.player]._with(leader=a.leader))._with(
            leaders=drop(s.leaders, a.leader))


@dataclass(frozen=True, slots=True)
class KeepTech(Step):
    kind = "keep"
    rule = rb.START_TECH_DRAFT
    prompt = "{who}: keep one Starting Technology, pass the rest to the left"

    def options(self, s):
        return [Keep.of(x) for x in s.hands[self.player]]

    def refusal(self, s, a):
        if isinstance(a, Keep):
            return rb.START_TECH_DRAFT, (f"{a.tech} is not in the hand P{self.player + 1} holds "
                                         f"({', '.join(s.hands[self.player])})")
        return None

    def resolve(self, s, a):
        hands = list(s.hands)
        hands[self.player] = drop(hands[self.player], a.tech)
        p = s.players[self.player]
        return s.with_player(self.player, p._with(hidden=p.hidden + (a.tech,)))._with(hands=tuple(hands))


@dataclass(frozen=True, slots=True)
class StartingCity(Step):
    kind = "city"
    rule = rb.STARTING_CITY
    prompt = "{who}: place your Starting City on a space"

    @cites(rb.STARTING_CITY, rb.REGIONS_IN_PLAY)
    def options(self, s):
        """A Starting City: any land space in play, or also one out of play with AMB-12's option (the ban
        on building there is stated 'after the game starts', L488-493)."""
        sites = s.sites(self.player, "CITY")
        if s.options.start_city_in_excluded_region:
            used = {sp for sp, _, _ in s.board}
            sites = sorted(set(sites) | {x.id for x in data().map.spaces.values()
                                         if x.kind != "port" and x.id not in used and x.region not in s.in_play()})
        places = placings()
        return [places[x] for x in sites]

    def refusal(self, s, a):
        return place_refusal(s, self.player, "CITY", a.space) if isinstance(a, Place) else None

    def resolve(self, s, a):
        s = s.put(self.player, a.space, "CITY")
        if s.options.start_city_storage:
            s = s._with(storage=s.storage + rules.storage_added(False, s.options))
        return s


@dataclass(frozen=True, slots=True)
class SetupPlay(Step):
    kind = "setup-play"
    rule = rb.STARTING_CITY
    prompt = "{who}: play the Starting Technologies you can, then done"

    @cites(rb.STARTING_CITY)
    def options(self, s):
        """The Starting Technologies a player can play (L554-558); keeping a playable one face down is
        AMB-14's option (by default allowed, as L873-874 allows later)."""
        playable = FREE[Play].options(s, self.player)
        return playable + ([Done.of()] if s.options.may_hold_starting_techs or not playable else [])

    def refusal(self, s, a):
        if isinstance(a, Done):
            return rb.STARTING_CITY, ("each Starting Technology you can play is played now (AMB-14's reading); "
                                      "you can still play one")
        return judge_refusal(s, self.player, a) if isinstance(a, Play) else None

    def resolve(self, s, a):
        if isinstance(a, Done):
            return s
        return free_action(s, self.player, a, again=self)

    def stays(self, s, a):
        """A Technology played with this decision left on top (:func:`free_kept`); done takes it off."""
        return None if isinstance(a, Done) else free_kept(s, self.player, a)


# -- a turn ------------------------------------------------------------------------------------------

#: The free actions (taken before or after the Action, §C6).
FREE_KINDS = tuple(FREE)


@dataclass(frozen=True, slots=True)
class TakeTurn(Step):
    kind = "turn"
    rule = rb.ROUNDS
    prompt = "{who}: take one Action (or a free action first)"

    def options(self, s):
        seat = self.player
        actions = action_options(s, seat)
        return free_options(s, seat, done=False) + republic_options(s, seat, actions) + actions

    def refusal(self, s, a):
        if isinstance(a, Peek) and republic_refusal(s, self.player):
            return republic_refusal(s, self.player)
        return judge_refusal(s, self.player, a)

    def resolve(self, s, a):
        if isinstance(a, FREE_KINDS):
            return free_action(s, self.player, a, again=self)
        if isinstance(a, Peek):                                   # Republic: the Action follows the look
            return peek(s, self.player, a.deck)
        return act(s, self.player, a, then=after_action(self.player))

    def stays(self, s, a):
        """What :meth:`resolve` gives, with this step still on top of ``s``'s stack: a free action
        leaves it there (:func:`free_kept`), and what follows an Action takes its place in the one
        copy that pushes it; the Republic's look is left to :meth:`resolve`."""
        if isinstance(a, FREE_KINDS):
            return free_kept(s, self.player, a)
        if isinstance(a, Peek):
            return None
        return act(s, self.player, a, then=after_action(self.player), replaces=1)


@lru_cache(maxsize=8)
def take_turn(seat: int) -> "TakeTurn":
    """``TakeTurn(seat)``, one shared instance a seat: a step is a frozen value, and a turn's step made once
    per seat is an object fewer for every turn the history keeps."""
    return TakeTurn(seat)


@lru_cache(maxsize=8)
def after_action(seat: int) -> tuple:
    """``(FreeActions(seat), EndTurn(seat))``: what follows a turn's Action, one shared tuple a seat."""
    return FreeActions(seat), EndTurn(seat)


def start_turn(s):
    return turn_extras(s._push(take_turn(s.current)))


@cites(rb.ROUNDS, rb.SCORING_TRIGGER, rb.END_TRIGGER, rb.FINAL_ROUNDS, rb.MAX_SCORINGS, rb.GENERAL)
def end_turn(s):
    """After an Action: the Empire Scoring a revealed card asks for (the General's elimination
    first), the end trigger, then the next player."""
    empty = (not s.wonders) + (not s.achievements) + (not s.golden)         # the tile stacks run out
    triggered_now = s.ending is None and rules.end_triggered(s.revealed, empty)
    score = False
    if s.revealed > s.seen or (triggered_now and s.scorings < rules.MAX_EMPIRE_SCORINGS):
        score = rules.scoring_allowed(s.scorings, s.ending is not None, s.options)
        # each revealed card is one Scoring (L1134): this one now, then the end of the turn again
        s = s._with(seen=s.seen + 1 if score and s.revealed > s.seen else s.revealed)
    if triggered_now:
        s = s._with(ending=tuple(rules.remaining_turns(s.n, 0, s.current, s.options)))
    if not score:
        return next_turn(s)
    return s._push(*scoring_steps(s, s.current), EndTurn(s.current))       # AMB-33's order


@cites(rb.ROUNDS, rb.FINAL_ROUNDS)
def next_turn(s):
    """The next player's turn (clockwise), or the next of the turns left once the end is triggered."""
    if s.ending is not None:
        if not s.ending:
            return before_final(s)
        return start_turn(s._with(current=s.ending[0], ending=s.ending[1:]))
    n = s.n
    current = (s.current + 1) % n          # the next player and his turn in one copy
    return turn_extras(s._with(current=current, round=s.round + (s.current == n - 1),
                               tasks=(take_turn(current),) + s.tasks))


__all__ = ["KeepTech", "LeaderDraft", "SetupPlay", "StartingCity", "TakeTurn", "end_turn", "next_turn",
           "start_turn"]
