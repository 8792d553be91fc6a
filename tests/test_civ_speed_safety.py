"""A fingerprint of Civilization's behaviour, kept while the engine is made faster.

Twenty seeded random games (2-5 players, the great people and investment modules
on and off, four sets of rule options) are played to the end. Every step writes
down the legal actions (as notation, in the order ``legal_actions()`` gives
them), the action chosen, and the refusal ``why_not`` gives for the previous
step's action (usually no longer legal, so the explanation paths are covered
too); every 25 steps and at the end the whole snapshot, the scores and the
winner. The transcript of each game is hashed, and the hashes are compared with
``tests/golden/civ_fingerprint.txt``.

An optimisation must not change a single hash. A change to the rules that
changes behaviour on purpose regenerates the file with
``RULEKIT_UPDATE_GOLDEN=1 pytest tests/test_civ_speed_safety.py`` and says why
in its commit. On a mismatch the transcripts of the games that differ are
written to ``tests/output/civ_fingerprint/`` to diff against the previous
engine's.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import golden_games
from rulekit.civ.game import legal_civs, new_game

GOLDEN = Path(__file__).parent / "golden" / "civ_fingerprint.txt"
OUTPUT = Path(__file__).parent / "output" / "civ_fingerprint"

OPTION_SETS = (
    {},
    {"loot_culture": "points", "loot_must_spend_all": True, "loot_city_with_figures": "sum",
     "teacher_discarded": False, "fortify_metropolis": "one", "stop_in_own_city": "stay"},
    {"seven_cities_uses_turn_coin": True, "city_next_to_landmark": "4", "landmark_blocks_metropolis": True,
     "greek_reject": "face-down", "starting_tech_row": "printed", "metropolis_founding_rules": True},
    {"barbarian_figure": "army", "gp_draw_cycles": 0, "investment_supply_limited": False,
     "pushed_figure_adjacency": "4", "tech_card_coins": False, "loot_trade_keeps": "discard",
     "caravan_any_production": False, "landmark_claim_with_water": "needs-sailing"},
)
MODULES = ((True, True), (True, False), (False, True), (True, True))


def games() -> list[tuple[int, int, dict, bool, bool]]:
    """(players, seed, options, great_people, investments) of the twenty games."""
    out = []
    for i in range(20):
        great_people, investments = MODULES[i % 4]
        out.append((2 + i % 4, 300 + i, OPTION_SETS[(i // 4) % len(OPTION_SETS)], great_people, investments))
    return out


def transcript(players: int, seed: int, options: dict, great_people: bool, investments: bool) -> str:
    rng = random.Random(seed)
    civs = tuple(rng.sample([c for c in legal_civs() if investments or c != "Arabs"], players))
    g = new_game(players=players, civs=civs, seed=seed, options=options, great_people=great_people,
                 investments=investments)
    return golden_games.transcript(
        g, rng, f"game {players}p seed {seed} civs {civs} gp {great_people} inv {investments} "
                f"options {json.dumps(options, sort_keys=True)}",
        lambda end: f"scores {end.scores()} winner {end.winner} {end.victory} legal {end.legal_actions()}")


def transcripts() -> dict[str, str]:
    """Each game's transcript by its line's key in the golden file."""
    return {f"{players}p-seed{seed}": transcript(players, seed, *rest)
            for players, seed, *rest in games()}


def test_the_option_sets_name_real_options():
    from rulekit.civ import Options

    for options in OPTION_SETS:
        assert Options.parse(options).changed() == options


def test_twenty_games_play_exactly_as_recorded():
    golden_games.compare(transcripts(), GOLDEN, OUTPUT)
