"""Guns & Steel: the rules engine, from the Polish rulebook *Historia Ludzkości*.

>>> import rulekit.gunsteel as gs
>>> g = gs.new_game(players=2, card_set="new-world", seed=1)
>>> len(g.layout.names)        # 2 players: rows 6/5/4/3/2 (A1)
20
"""

from rulekit.gunsteel.actions import Action
from rulekit.gunsteel.cards import Card, Deck, Wonder, load_deck, teaching_deck
from rulekit.gunsteel.game import MODES, PHASES, PLAYERS, Game, State, new_game, register_deck
from rulekit.gunsteel.options import AMBIGUITIES, Options

__all__ = ["AMBIGUITIES", "Action", "Card", "Deck", "Game", "MODES", "Options", "PHASES", "PLAYERS",
           "State", "Wonder", "load_deck", "new_game", "register_deck", "teaching_deck"]
