"""Mosaic: A Story of Civilization (Glenn Drover), from its Polish rulebook.

The rulebook registry (:mod:`.rulebook`), the data with provenance and its
loader (:mod:`.cards`, with labelled teaching decks for card values the
rulebook does not print), the rule options and the ambiguity register
(:mod:`.options`), the pure rule computations (:mod:`.rules`), the state
machine (:mod:`.state`, :mod:`.actions`, :mod:`.decisions` — one typed decision
kind each, the phase table, one judge per kind of move — and :mod:`.game`), its
invariants, the worked examples as scenario files (:mod:`.scenarios`,
``examples/``), the board's adjacency as plain tables the engine reads
(:mod:`.board`; the engine never imports networkx) and the region, map and
technology graphs built from them (:mod:`.graphs`) with their pictures.

Card effects (:mod:`.effects`, their choices in :mod:`.decisions`): every
Technology, Golden Age, Wonder, Leader and Build-card effect is played, with its
citation; where a card counts pillar symbols whose icons were lost, it counts
the teaching assignment's, and the "gain 5 [icon]" of Farm, Workshop and
Monumental City plays a labelled teaching resource (AMB-18). Republic's look,
the extra Actions (each scoring the Scoring card it reveals), the payment choice
of Money for held Resources (AMB-X6) and every rule option are played.
``RULES.md`` beside this file maps each rule of the digest to its code and test.

>>> import rulekit.mosaic as mo
>>> g = mo.new_game(players=4, seed=2)
>>> g.decision.kind, g.to_move          # the player right of the Start Player picks a Leader first
('leader', 3)
"""

from rulekit.core import registry
from rulekit.mosaic import scenarios
from rulekit.mosaic.actions import Action
from rulekit.mosaic.game import PLAYERS, Game, State, new_game
from rulekit.mosaic.invariants import invariants
from rulekit.mosaic.options import AMBIGUITIES, Options
from rulekit.mosaic.rulebook import RB
from rulekit.mosaic.views import (action_menu, least_money, map_spaces, payment, region_units, scoring_preview,
                                  why_not_build_on)


def random_setup(rng) -> dict:
    """``new_game`` arguments for a random game: any player count."""
    return {"players": rng.choice(PLAYERS), "seed": rng.randrange(10**6)}


#: What the shared machinery (CLI, scenario runner, conformance kit, benchmark) knows of this game.
SPEC = registry.GameSpec(
    meta=registry.meta("mosaic"), new_game=new_game, state_type=State, action_type=Action,
    options_type=Options, ambiguities=AMBIGUITIES, rulebook=RB, build=scenarios.build,
    observe=scenarios.OBSERVE, random_setup=random_setup, invariants=invariants, rule_prefix="MO-R-")

__all__ = ["AMBIGUITIES", "Action", "Game", "Options", "PLAYERS", "RB", "SPEC", "State", "action_menu", "least_money",
           "map_spaces", "new_game", "payment", "region_units", "scoring_preview", "why_not_build_on"]
