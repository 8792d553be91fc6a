"""Mosaic: A Story of Civilization (Glenn Drover), from its Polish rulebook.

The rulebook registry (:mod:`.rulebook`), the data with provenance and its
loader (:mod:`.cards`, with labelled teaching decks for card values the
rulebook does not print), the rule options and the ambiguity register
(:mod:`.options`), the pure rule computations (:mod:`.rules`), the state
machine (:mod:`.state`, :mod:`.actions`, :mod:`.turn`, :mod:`.game`), its
invariants, the worked examples as scenario files (:mod:`.scenarios`,
``examples/``) and the region, map and technology graphs with their pictures.

Not played yet (issue 9): most Technology effects beyond Production,
Population and Resource gains (eliminations, free pieces, per-symbol end VP,
Unrest reductions; Labour Organization and Scientific School are played); the
Leaders' once-per-game powers (Priestess, Judge) and the Scribe's extra
Actions (the General's elimination before a Scoring is played); Republic's look at a deck; the
Wonders' own scoring rules; Project and Workshop card VP (their symbols and
goods are icons lost from the text); Money is not counted against a finite
Reserve.

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
from rulekit.mosaic.views import action_menu, map_spaces, payment, region_units, scoring_preview, why_not_build_on


def random_setup(rng) -> dict:
    """``new_game`` arguments for a random game: any player count."""
    return {"players": rng.choice(PLAYERS), "seed": rng.randrange(10**6)}


#: What the shared machinery (CLI, scenario runner, conformance kit, benchmark) knows of this game.
SPEC = registry.GameSpec(
    meta=registry.meta("mosaic"), new_game=new_game, state_type=State, action_type=Action,
    options_type=Options, ambiguities=AMBIGUITIES, rulebook=RB, build=scenarios.build,
    observe=scenarios.OBSERVE, random_setup=random_setup, invariants=invariants, rule_prefix="MO-R-")

__all__ = ["AMBIGUITIES", "Action", "Game", "Options", "PLAYERS", "RB", "SPEC", "State", "action_menu", "map_spaces",
           "new_game", "payment", "region_units", "scoring_preview", "why_not_build_on"]
