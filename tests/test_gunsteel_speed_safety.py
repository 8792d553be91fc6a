"""A fingerprint of Guns & Steel's behaviour, kept while the engine is made faster.

Thirty-six seeded random games (2-4 players, the New World, Renaissance and
combined card sets, four sets of rule options, among them the exchange and
activation options that change what a payment may do) are played to the end.
Every step writes down the legal actions (as notation, in the order
``legal_actions()`` gives them), the action chosen, and the refusal ``why_not``
gives for the previous step's action (usually no longer legal, so the judges'
refusals are covered too); every 25 steps and at the end the whole snapshot,
the scores, the winners and why the game ended. The transcript of each game is
hashed, and the hashes are compared with ``tests/golden/gunsteel_fingerprint.txt``.

An optimisation must not change a single hash. A change to the rules that
changes behaviour on purpose regenerates the file with
``RULEKIT_UPDATE_GOLDEN=1 pytest tests/test_gunsteel_speed_safety.py`` and says
why in its commit. On a mismatch the transcripts of the games that differ are
written to ``tests/output/gunsteel_fingerprint/`` to diff against the previous
engine's.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import golden_games
from rulekit.gunsteel import MODES, Options, new_game

GOLDEN = Path(__file__).parent / "golden" / "gunsteel_fingerprint.txt"
OUTPUT = Path(__file__).parent / "output" / "gunsteel_fingerprint"

OPTION_SETS = (
    {},
    {"trade_anytime": True, "oil_to_earth": True, "trade_ladder": "any-higher", "wild_trade_inputs": True,
     "may_decline_wonder": True, "reaction_cards_return": True},
    {"bought_side": "resource", "trade_chaining": False, "new_world_wonder_every_turn": True,
     "renaissance_glory_every_turn": False, "track_trigger": "end-of-turn", "space_trigger": "all"},
    {"trade_anytime": True, "tie_break": "most-wonders", "wonder_match": "leftmost-card"},
)


def games() -> list[tuple[int, str, int, dict]]:
    """(players, card set, seed, options) of the thirty-six games."""
    return [(2 + i % 3, MODES[(i // 3) % 3], 500 + i, OPTION_SETS[(i // 9) % 4]) for i in range(36)]


def transcript(players: int, mode: str, seed: int, options: dict) -> str:
    g = new_game(players, mode, seed=seed, options=options)
    return golden_games.transcript(
        g, random.Random(seed), f"game {players}p {mode} seed {seed} options {json.dumps(options, sort_keys=True)}",
        lambda end: f"scores {end.scores()} winners {end.winners()} ended {end.end_triggers()}")


def transcripts() -> dict[str, str]:
    """Each game's transcript by its line's key in the golden file."""
    return {f"{players}p-{mode}-seed{seed}": transcript(players, mode, seed, options)
            for players, mode, seed, options in games()}


def test_the_option_sets_name_real_options():
    for options in OPTION_SETS:
        assert Options.parse(options).changed() == options


def test_thirty_six_games_play_exactly_as_recorded():
    golden_games.compare(transcripts(), GOLDEN, OUTPUT)
