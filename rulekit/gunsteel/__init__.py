"""Guns & Steel: the rules engine, from the Polish rulebook *Historia Ludzkości*.

>>> import rulekit.gunsteel as gs
>>> g = gs.new_game(players=2, card_set="new-world", seed=1)
>>> len(g.layout.names)        # 2 players: rows 6/5/4/3/2 (A1)
20
"""

from rulekit.core import registry
from rulekit.gunsteel import scenarios
from rulekit.gunsteel.actions import Action
from rulekit.gunsteel.cards import ERAS, Card, Deck, Wonder, load_deck, teaching_deck
from rulekit.gunsteel.game import MODES, PHASES, PLAYERS, Game, State, new_game, register_deck
from rulekit.gunsteel.invariants import invariants
from rulekit.gunsteel.options import AMBIGUITIES, Options
from rulekit.gunsteel.rulebook import RB
from rulekit.gunsteel.rules import ERA_LETTER, LETTER_ERA


def random_setup(rng) -> dict:
    """``new_game`` arguments for a random game: any player count and card set."""
    return {"players": rng.choice(PLAYERS), "card_set": rng.choice(MODES), "seed": rng.randrange(10**6)}


#: What the shared machinery (CLI, scenario runner, conformance kit, benchmark) knows of this game.
SPEC = registry.GameSpec(
    meta=registry.meta("gunsteel"), new_game=new_game, state_type=State, action_type=Action,
    options_type=Options, ambiguities=AMBIGUITIES, rulebook=RB, build=scenarios.build,
    observe=scenarios.OBSERVE, random_setup=random_setup, invariants=invariants,
    scenario_fields=("card", "wonder"), rule_prefix="GS-R-")

__all__ = ["AMBIGUITIES", "Action", "Card", "Deck", "ERAS", "ERA_LETTER", "Game", "LETTER_ERA", "MODES", "Options", "PHASES", "PLAYERS",
           "RB", "SPEC", "State", "Wonder", "load_deck", "new_game", "register_deck", "teaching_deck"]
