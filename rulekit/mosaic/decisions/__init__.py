"""How a game of Mosaic unfolds: its decision kinds (core's typed steps) and its phases.

Every pending decision is one frozen dataclass with its own context
(:class:`~rulekit.mosaic.decisions.base.Step` and its kinds, listed by their
save names in ``Step.KINDS``); every move is judged by one judge per kind
(:mod:`.judge`, :mod:`.free`). :data:`PHASES` says, as data, what each phase
of the set-up and of the game pushes and which phase follows.

Modules: :mod:`.base` (the root), :mod:`.military` (a Military action's steps,
free units, eliminations, the Diplomats), :mod:`.choices` (where a piece goes,
the other choices cards ask for), :mod:`.cards` (a card
played; extra Actions, the Republic's look, paying with Money), :mod:`.judge`
(the eight Actions), :mod:`.free` (the free actions), :mod:`.flow` (set-up,
the turn and the order of turns).

>>> sorted(Step.KINDS)[:6]
['after-action', 'boost', 'capital', 'city', 'deploy', 'diplomats']
>>> list(PHASES)
['setup', 'draft', 'city', 'benefits', 'play', 'over']
"""

from __future__ import annotations

from rulekit.core.rule import cites
from rulekit.core.steps import Phase, phase_table
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.cards import data
from rulekit.mosaic.decisions import cards, choices, flow, free, judge, military
from rulekit.mosaic.decisions.base import Step
from rulekit.mosaic.decisions.choices import BoostProduction, PlacePiece
from rulekit.mosaic.decisions.flow import KeepTech, LeaderDraft, SetupPlay, StartingCity, start_turn


def _leaders(s):
    """Leaders drafted to the right, from the Start Player's right-hand neighbour (L525-533)."""
    n = s.n
    return s._push(*(LeaderDraft((n - 1 - i) % n) for i in range(n)))


@cites(rb.START_TECH_DRAFT)
def _draft(s):
    """One round of the Starting Technology draft: each keeps one; after the first, the hands
    are first passed to the left (L535-542)."""
    n = s.n
    if any(p.hidden for p in s.players):
        s = s._with(hands=tuple(s.hands[(i - 1) % n] for i in range(n)))
    return s._push(*(KeepTech(i) for i in range(n)))


def _after_draft(s) -> str:
    return "draft" if any(s.hands) else "city"


def _cities(s):
    return s._with(hands=())._push(*(StartingCity(i) for i in range(s.n)))


@cites(rb.STARTING_CITY, rb.PHILOSOPHER, rb.SCRIBE)
def _benefits(s):
    """Each Leader's start (:meth:`leader_start`), then the pieces it places (where: the player's
    choice), the Scribe's '+5 to any one Production', and each player's Starting Technologies."""
    n = s.n
    for i in range(n):
        s = s.leader_start(i)
    places = [PlacePiece(i, card=kind) for i in range(n)
              for kind, count in data().leaders[s.players[i].leader].start_pieces.items() for _ in range(count)]
    boosts = [BoostProduction(i, card="scribe") for i in range(n) if s.players[i].leader == "scribe"]
    return s._push(*places, *boosts, *(SetupPlay(i) for i in range(n)))


def _play(s):
    return start_turn(s._with(current=0))


def _over(s):
    return s.final_scoring()


#: The phases of a game: set-up (Leaders, the Starting Technology draft, Starting Cities, the
#: Leaders' benefits), the turns, and the end.
PHASES = phase_table(
    Phase("setup", rb.LEADER_DRAFT, _leaders, "draft"),
    Phase("draft", rb.START_TECH_DRAFT, _draft, _after_draft),
    Phase("city", rb.STARTING_CITY, _cities, "benefits"),
    Phase("benefits", rb.STARTING_CITY, _benefits, "play"),
    Phase("play", rb.ROUNDS, _play, "over"),
    Phase("over", rb.FINAL_SCORING, _over, "over"),
)

__all__ = ["PHASES", "Step", "cards", "choices", "flow", "free", "judge", "military"]
