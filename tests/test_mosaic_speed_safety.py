"""A fingerprint of Mosaic's behaviour, kept while the engine is made faster.

Forty seeded random games (2-6 players, four sets of rule options) are played
to the end. Every step writes down the legal actions (as notation, in the
order ``legal_actions()`` gives them), the action chosen, and the refusal
``why_not`` gives for the previous step's action (usually no longer legal, so
the explanation paths are covered too); every 25 steps and at the end the
whole snapshot, the scores and the winners. The transcript of each game is
hashed, and the hashes are compared with ``tests/golden/mosaic_fingerprint.txt``.

An optimisation must not change a single hash. A change to the rules that
changes behaviour on purpose regenerates the file with
``RULEKIT_UPDATE_GOLDEN=1 pytest tests/test_mosaic_speed_safety.py`` and says
why in its commit. On a mismatch the transcripts of the games that differ are
written to ``tests/output/mosaic_fingerprint/`` to diff against the previous
engine's.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import golden_games
from rulekit.mosaic.game import new_game

GOLDEN = Path(__file__).parent / "golden" / "mosaic_fingerprint.txt"
OUTPUT = Path(__file__).parent / "output" / "mosaic_fingerprint"

OPTION_SETS = (
    {},
    {"adjacency": "land", "school_shift": "up-to-4", "final_round": "one-more-turn", "half_rounding": "up"},
    {"scoring_card_refill": False, "farm_across_border": False, "build_card_symbols": "city-and-project",
     "capital_card": "no-city", "land_wonders_on_ports": True, "pre_scoring_order": "from-start-player"},
    {"siege_scope": "everywhere", "formation_bonus": "per-unit", "zero_influence_places": True,
     "port_money_without_card": True, "start_city_storage": True, "storage_on_fallback": True,
     "recruit_bonuses_stack": False, "port_city_storage": 15},
)


def games() -> list[tuple[int, int, dict]]:
    """(players, seed, options) of the forty games: every player count under every option set."""
    out = []
    for i in range(40):
        out.append((2 + i % 5, 100 + i, OPTION_SETS[(i // 5) % len(OPTION_SETS)]))
    return out


def transcript(players: int, seed: int, options: dict) -> str:
    rng = random.Random(seed)
    g = new_game(players=players, seed=seed, options=options)
    return golden_games.transcript(
        g, rng, f"game {players}p seed {seed} options {json.dumps(options, sort_keys=True)}",
        lambda end: f"scores {end.scores()} winners {end.winners()} legal {end.legal_actions()}")


def transcripts() -> dict[str, str]:
    """Each game's transcript by its line's key in the golden file."""
    return {f"{players}p-seed{seed}": transcript(players, seed, options)
            for players, seed, options in games()}


def test_forty_games_play_exactly_as_recorded():
    golden_games.compare(transcripts(), GOLDEN, OUTPUT)


def test_the_board_index_a_state_carries_is_the_one_its_board_gives():
    """The board index, the pieces by kind and the Farm sites are remembered while the board is
    unchanged (core's ``@cached("board")``) and grown by one piece when a piece is put; at every
    step of these games each equals the one read afresh from the same position (with a Starting
    City allowed outside the Regions in play too, AMB-12, and Farms across borders, AMB-19)."""
    from rulekit.mosaic.game import State

    checked = 0
    for players, seed, options in ((2, 1, {"start_city_in_excluded_region": True}), (3, 2, {}), (6, 3, {}),
                                   (4, 4, {"farm_across_border": True})):
        rng = random.Random(seed)
        g = new_game(players=players, seed=seed, options=options)
        while not g.is_over:
            g = g.apply(rng.choice(g.legal_actions()))
            fresh = State.from_snapshot(g.snapshot())
            assert g.board_index == fresh.board_index
            assert g.piece_index == fresh.piece_index
            assert {q: x for q, x in g.farm_sites.items() if x} == {q: x for q, x in fresh.farm_sites.items() if x}
            checked += 1
    assert checked > 100
