"""What the turn's steps and the cards' effects do to a state: moving cards
between zones, gaining effect resources, scoring, buying, wonders and glory,
and the End of Turn's clean-up (§3, §7, §8).

Each function takes a state first and returns a new state; none checks
legality (the decision that calls it has: see :mod:`rulekit.gunsteel.decisions`).
"""

from __future__ import annotations

from rulekit.core.resources import Bag
from rulekit.core.rule import cites
from rulekit.gunsteel import rulebook as rb
from rulekit.gunsteel import rules
from rulekit.gunsteel.cards import ERAS
from rulekit.gunsteel.state import drop, sort_add

__all__ = ["above", "change", "cleanup", "expire", "gain", "move", "pay", "place_glory", "purchase",
           "score", "set_player", "space_left", "take_back", "take_wonder", "trigger"]


# == cards and markers ====================================================================

def set_player(s, seat: int, **changes):
    """``s`` with some of one player's fields changed."""
    return change(s, seat, changes)


def change(s, seat: int, player: dict, **state):
    """``s`` with the fields ``player`` of one player and the fields ``state`` of the state
    changed at once: one derived state (a card moved and the step it sets off, for instance)."""
    if not player:
        return s.but(**state) if state else s
    players = list(s.players)
    players[seat] = players[seat].but(**player)
    return s.but(players=tuple(players), **state)


def above(s, *steps) -> tuple:
    """The decision stack of ``s`` with ``steps`` on top (the first on top), as
    :meth:`~rulekit.core.decisions.DecisionStack._push` makes it: for :func:`change`."""
    return steps + s.tasks


def move(s, seat: int, cid: str, src: str, dst: str, **state):
    """Card ``cid`` of ``seat`` moved from zone ``src`` to zone ``dst`` (hand, resources, techs),
    and the fields ``state`` of the state changed with it."""
    p = s.players[seat]
    return change(s, seat, {src: drop(getattr(p, src), cid), dst: sort_add(getattr(p, dst), cid)}, **state)


@cites(rb.SPACE_TWO_EARTH)
def gain(s, seat: int, units: Bag):
    """Effect resources for this turn; a Space unit is two Earth (GS-R-13)."""
    if "SPACE" in units.keys():
        units = Bag(EARTH=2 * units["SPACE"]) + Bag({k: n for k, n in units.items() if k != "SPACE"})
    return set_player(s, seat, temp=s.players[seat].temp + units)


@cites(rb.VP_TRACK, rb.END_TRIGGERS)
def score(s, seat: int, n: int):
    """Move a scoring-track marker (never below 0, GS-R-54); 15 VP may end the game (A13)."""
    s = set_player(s, seat, track=rules.add_vp(s.players[seat].track, n))
    if s.options.track_trigger == "reached" and s.players[seat].track >= 15:
        s = trigger(s, rules.TRACK_15)
    return s


@cites(rb.END_TRIGGERS)
def trigger(s, why: str):
    """The game ends at the end of this turn; the first condition met is kept (GS-R-64)."""
    return s if s.ended else s.but(ended=why)


# == buying =================================================================================

def _exhausted(p, cards) -> dict:
    """The zones of player ``p`` once ``cards`` are exhausted: flipped from resources to techs."""
    return {"resources": drop(p.resources, *cards), "techs": sort_add(p.techs, *cards)} if cards else {}


@cites(rb.PAYING)
def pay(s, seat: int, cards, **state):
    """Exhaust ``cards`` to pay: each is flipped, never activated (GS-R-56); the fields
    ``state`` of the state change with them."""
    return change(s, seat, _exhausted(s.players[seat], cards), **state)


@cites(rb.PAYING, rb.BOUGHT_CARD, rb.END_TRIGGERS)
def purchase(s, seat: int, target: str, plan):
    """``seat`` buys ``target`` paying with ``plan``: the cards are exhausted, effect
    resources spent, and the card joins the buyer's table (GS-R-56, GS-R-59, A3)."""
    if target.startswith("RP-"):
        i = ERAS.index(rules.LETTER_ERA[target[3:]])
        stacks = list(s.research)
        cid, stacks[i] = stacks[i][0], stacks[i][1:]
        taken = {"research": tuple(stacks)}
    else:
        pos = s.layout.index(target)
        cid = s.pyramid[pos]
        taken = {"pyramid": s.pyramid[:pos] + (None,) + s.pyramid[pos + 1:]}
    p = s.players[seat]
    player = {"temp": Bag(), **_exhausted(p, plan.exhaust)}
    side = "techs" if s.options.bought_side == "tech" else "resources"   # A3
    player[side] = sort_add(player.get(side, getattr(p, side)), cid)
    s = change(s, seat, player, bought=True, **taken)
    if s.card(cid).resource == "SPACE" and space_left(s) == 0:
        s = trigger(s, rules.SPACE_GONE)
    return s


@cites(rb.END_TRIGGERS, rb.COMBINED_SETUP)
def space_left(s) -> int:
    """Space-era cards still to be bought before the Space trigger holds (GS-R-64; A8 for the stack)."""
    row = sum(1 for c, e in zip(s.pyramid, s.layout.era) if e == "SPACE" and c is not None)
    return row + (len(s.research[4]) if s.options.space_trigger == "all" else 0)


# == wonders ================================================================================

@cites(rb.WONDER_CLAIM, rb.END_TRIGGERS)
def take_wonder(s, seat: int, wid: str):
    """``seat`` takes wonder ``wid`` from beside the pyramid; the last one ends the game (GS-R-64)."""
    slots = tuple(None if w == wid else w for w in s.wonder_slots)
    s = s.but(wonder_slots=slots)
    s = set_player(s, seat, wonders=sort_add(s.players[seat].wonders, wid))
    if all(w is None for w in slots):
        s = trigger(s, rules.WONDERS_GONE)
    return s


@cites(rb.GLORY, rb.END_RENAISSANCE)
def place_glory(s, seat: int, wonder: str, move_from: str = ""):
    """GS-R-62/63: one marker a turn; moved if none left; complete at the required count."""
    glory = [list(g) for g in s.glory]
    supply = s.players[seat].glory
    if move_from:
        glory[s.wonder_slots.index(move_from)][seat] -= 1
    else:
        supply -= 1
    i = s.wonder_slots.index(wonder)
    glory[i][seat] += 1
    s2 = set_player(s.but(glory=tuple(tuple(g) for g in glory)), seat, glory=supply)
    if glory[i][seat] >= s.deck.wonders[wonder].glory_required:
        for q, n in enumerate(glory[i]):        # all markers return to their owners
            if n:
                s2 = set_player(s2, q, glory=s2.players[q].glory + n)
        glory[i] = [0] * len(s.players)
        s2 = take_wonder(s2.but(glory=tuple(tuple(g) for g in glory)), seat, wonder)
    return s2


# == the End of Turn ========================================================================

@cites(rb.TAKE_BACK, rb.END_NEW_WORLD)
def take_back(s, seat: int):
    """All technology-side Civilization cards go back to hand (GS-R-08, GS-R-60 b.II)."""
    p = s.players[seat]
    s = set_player(s, seat, hand=sort_add(p.hand, *p.techs), techs=())
    return s.but(taken_back=s.taken_back + p.techs)


@cites(rb.END_NEW_WORLD, rb.END_RENAISSANCE)
def expire(s):
    """Effect resources not spent are lost; only cards on the table keep (§7d New World c, Renaissance d)."""
    for q in range(len(s.players)):
        if s.players[q].temp:
            s = set_player(s, q, temp=Bag())
    return s


@cites(rb.END_TRIGGERS, rb.GAME_OVER)
def cleanup(s):
    """Check the end of the game (§7d New World d, Renaissance e; §8)."""
    if (s.renaissance_rules and s.options.track_trigger == "end-of-turn"
            and any(p.track >= 15 for p in s.players)):
        s = trigger(s, rules.TRACK_15)
    if s.ended:
        return s.but(over=True, phase="over")
    return s
