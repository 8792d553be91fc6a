"""Sid Meier's Civilization: The Board Game with Fame and Fortune (Sława i Bogactwo), from the
expansion's Polish rulebook.

The rulebook registry (:mod:`.rulebook`: the expansion's sections and the base rules it
presumes, each with source and confidence), the options and ambiguity register
(:mod:`.options`), the pure rule functions (:mod:`.rules`), the state machine (:mod:`.state`,
:mod:`.actions`, :mod:`.decisions`, :mod:`.game`), its invariants, the map as plain tables
(:mod:`.board`; graphs in :mod:`.graphs`) and the cards (:mod:`.cards`).

What is a teaching stand-in and not printed: the map layouts and spots, terrain yields, the
battle, culture step costs, the level V trade cost, what a used great person does.

>>> import rulekit.civ as cv
>>> g = cv.new_game(players=3, civs=("Spanish", "Indians", "Greeks"), seed=2)
>>> g.players[2].government, sorted(c.kind for c in g.cities)
('Democracy', ['capital', 'capital', 'metropolis'])
"""

from rulekit.core import registry
from rulekit.civ import cards as _cards
from rulekit.civ import state as _state

# the one reader of the card data: play's catalogue is built from the checked data (issue 22)
_state.read_cards_with(_cards.data)

from rulekit.civ.actions import Action  # noqa: E402  (after the wiring: nothing may read cards before it)
from rulekit.civ.game import NEW_CIVS, PLAYERS, Game, State, legal_civs, new_game
from rulekit.civ.invariants import invariants
from rulekit.civ.options import AMBIGUITIES, Options
from rulekit.civ.rulebook import RB
from rulekit.civ.rules import active_tier, loot_purchases
from rulekit.civ import scenarios


def random_setup(rng) -> dict:
    """``new_game`` arguments for a random game: any player count, random civilizations."""
    n = rng.choice(PLAYERS)
    return {"players": n, "civs": rng.sample(legal_civs(), n), "seed": rng.randrange(10**6)}


def legal_expansions(state, seat: int) -> tuple:
    """The squares ``seat``'s capital may grow onto now (L669-694)."""
    return state.metropolis_squares(seat)


def _build(data, path):
    return scenarios.build(data, path)


def _observe() -> dict:
    return scenarios.OBSERVE


#: What the shared machinery (CLI, scenario runner, conformance kit, benchmark) knows of this game.
SPEC = registry.GameSpec(
    meta=registry.meta("civ"), new_game=new_game, state_type=State, action_type=Action,
    options_type=Options, ambiguities=AMBIGUITIES, rulebook=RB, build=_build, observe=_observe(),
    random_setup=random_setup, invariants=invariants, rule_prefix="CV-")

__all__ = ["AMBIGUITIES", "Action", "Game", "NEW_CIVS", "Options", "PLAYERS", "RB", "SPEC", "State", "active_tier",
           "legal_civs", "legal_expansions", "loot_purchases", "new_game"]
