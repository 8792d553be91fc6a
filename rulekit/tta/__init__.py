"""Through the Ages: A Story of Civilization (1st edition, 2006), the Simple, Advanced and Full games, from
the Polish and Hungarian rulebooks of the same edition.

The rulebook registry (:mod:`.rulebook`), options and the ambiguity register (:mod:`.options`),
the card data (:mod:`.cards`), the pure rule functions (:mod:`.rules`), the state machine
(:mod:`.state`, :mod:`.actions`, :mod:`.decisions`, :mod:`.game`), its invariants, the scenario
builder (:mod:`.scenarios`) and the read-only questions a display asks (:mod:`.views`).

>>> import rulekit.tta as tta
>>> g = tta.new_game(players=2, seed=3)
>>> g.apply("take 1").apply("end").round
1
"""

from bisect import bisect_left

from rulekit.core import registry
from rulekit.core.actions import NOTATION
from rulekit.tta import scenarios
from rulekit.tta.actions import Action
from rulekit.tta.game import GAMES, PLAYERS, Game, State, new_game
from rulekit.tta.invariants import invariants
from rulekit.tta.options import AMBIGUITIES, Options
from rulekit.tta.rulebook import RB


def random_setup(rng) -> dict:
    """``new_game`` arguments for a random Simple game: 2-4 players, a random seed."""
    return {"players": rng.choice(PLAYERS), "game": "simple", "seed": rng.randrange(10**6)}


def random_advanced_setup(rng) -> dict:
    """``new_game`` arguments for a random Advanced game: 2-4 players, a random seed."""
    return {"players": rng.choice(PLAYERS), "game": "advanced", "seed": rng.randrange(10**6)}


def random_full_setup(rng) -> dict:
    """``new_game`` arguments for a random Full game: 2-4 players, a random seed."""
    return {"players": rng.choice(PLAYERS), "game": "full", "seed": rng.randrange(10**6)}


def playout(legal, rng):
    """A random playout's action: any legal one but an honourable resignation, which ends a civilization's
    game (and a 2-player game) at once and would cut every random Full game short; with none offered, the
    same pick as any other game's (``rng.choice(legal)``). The Full game's tests play the resignations.
    ``legal`` is ``legal_actions()``, sorted by notation, so the one resignation is looked up by its notation.

    >>> import random
    >>> from rulekit.tta.actions import End, Resign
    >>> playout([End(), Resign()], random.Random(1))
    End()
    """
    try:
        i = bisect_left(legal, "resign", key=NOTATION)
        found = i < len(legal) and NOTATION(legal[i]) == "resign"
    except AttributeError:               # actions made by hand, whose notation was never written
        return playout(sorted(legal, key=str), rng)
    return rng.choice(legal[:i] + legal[i + 1:]) if found else rng.choice(legal)


#: What the shared machinery (CLI, scenario runner, conformance kit, benchmark) knows of this game.
SPEC = registry.GameSpec(
    meta=registry.meta("tta"), new_game=new_game, state_type=State, action_type=Action,
    options_type=Options, ambiguities=AMBIGUITIES, rulebook=RB, build=scenarios.build, observe=scenarios.OBSERVE,
    random_setup=random_setup, invariants=invariants, rule_prefix="TTA-",
    bench_setups=(("tta", random_setup), ("tta-advanced", random_advanced_setup), ("tta-full", random_full_setup)),
    playout=playout)

__all__ = ["AMBIGUITIES", "Action", "GAMES", "Game", "Options", "PLAYERS", "RB", "SPEC", "State", "new_game"]
