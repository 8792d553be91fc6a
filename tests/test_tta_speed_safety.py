"""A fingerprint of Through the Ages' behaviour (the Simple game), kept while the engine is made faster.

Twenty seeded random games (2-4 players, four sets of rule options, every reading
of every option in some game) are played to the end. Every step writes down the
legal actions (as notation, in the order ``legal_actions()`` gives them), the
action chosen, and the refusal ``why_not`` gives for the previous step's action
(usually no longer legal, so the explanation paths are covered too); every 25
steps and at the end the whole snapshot, and at the end the scores. The
transcript of each game is hashed, and the hashes are compared with
``tests/golden/tta_fingerprint.txt``.

An optimisation must not change a single hash. A change to the rules that
changes behaviour on purpose regenerates the file with
``RULEKIT_UPDATE_GOLDEN=1 pytest tests/test_tta_speed_safety.py`` and says why
in its commit. On a mismatch the transcripts of the games that differ are
written to ``tests/output/tta_fingerprint/`` to diff against the previous
engine's.

The engine remembers what it derives from a civilization (core's ``@cached`` values of ``Player``:
action totals, happiness, rates, token stocks, the cards in play) and shares
action instances between states; the last tests hold those shortcuts to the
values a fresh copy (rebuilt from JSON, nothing remembered) computes.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import golden_games
from rulekit.tta import rules as R
from rulekit.tta.game import State, new_game
from rulekit.tta.options import LEVEL, Options
from rulekit.tta.state import Player

GOLDEN = Path(__file__).parent / "golden" / "tta_fingerprint.txt"
OUTPUT = Path(__file__).parent / "output" / "tta_fingerprint"

#: The default readings, then every other reading of every option (rulekit.tta.options) in one of three sets.
OPTION_SETS = (
    {},
    {"score_culture": "last", "famine_culture": "negative", "empty_blue_bank": "player-choice",
     "change_impossible": "refuse"},
    {"bonus_production": "bank-limited", "change_many_tokens": False, "refill_across_decks": False,
     "event_timing": "after-refill"},
    {"leader_per_age": "while-held", "wonder_take_floor": "one", "bonus_military_action": "units-only",
     "revolution_spent_military": "kept", "bonus_special_techs": False, "st_peters": "double-net",
     "military_pool": "first"},
)


def games() -> list[tuple[int, int, dict]]:
    """(players, seed, options) of the twenty games: each player count under each option set."""
    return [(2 + i % 3, 700 + i, OPTION_SETS[(i // 5) % len(OPTION_SETS)]) for i in range(20)]


def transcript(players: int, seed: int, options: dict) -> str:
    rng = random.Random(seed)
    g = new_game(players=players, seed=seed, options=options)
    return golden_games.transcript(
        g, rng, f"game {players}p seed {seed} options {json.dumps(options, sort_keys=True)}",
        lambda end: f"scores {end.scores()} round {end.round} legal {end.legal_actions()}")


def transcripts() -> dict[str, str]:
    """Each game's transcript by its line's key in the golden file."""
    return {f"{players}p-seed{seed}": transcript(players, seed, options)
            for players, seed, options in games()}


def test_the_option_sets_name_real_options_and_cover_every_reading():
    for options in OPTION_SETS:
        assert Options.parse(options).changed() == options
    for o in Options.described():
        if LEVEL[o.amb] != "S" or o.rule.startswith("TTA-R-A"):   # the Simple games play the Simple game's readings
            continue
        seen = {s.get(o.name, o.default) for s in OPTION_SETS}
        assert seen == set(o.choices or (False, True)), f"{o.name}: readings the fingerprint never plays: {seen}"


def test_twenty_games_play_exactly_as_recorded():
    golden_games.compare(transcripts(), GOLDEN, OUTPUT)


# == the shortcuts agree with what a fresh copy computes ==============================================

DERIVED = {
    "civil_total": R.civil_total, "military_total": R.military_total, "building_limit": R.building_limit,
    "hand_limit": R.hand_limit, "happiness": R.happiness,
    "happiness double-net": lambda p: R.happiness(p, "double-net"), "culture_rate": R.culture_rate,
    "science_rate": R.science_rate, "strength": R.strength, "food_rate": R.food_rate,
    "resource_rate": R.resource_rate, "food": R.food, "resources": R.resources,
    "in_play": lambda p: p.in_play(),
}


def test_what_a_civilization_remembers_is_what_a_fresh_copy_derives():
    """At every step of three games, every value derived from each civilization (read twice, so the
    second read comes from the ``@cached`` values of ``Player``) equals the value derived from a copy rebuilt from JSON."""
    checked = 0
    for players, seed, options in ((2, 1, {}), (3, 2, OPTION_SETS[3]), (4, 3, OPTION_SETS[2])):
        rng = random.Random(seed)
        g = new_game(players=players, seed=seed, options=options)
        while not g.is_over:
            g = g.apply(rng.choice(g.legal_actions()))
            for seat, p in enumerate(g.players):
                fresh = Player.from_dict(json.loads(json.dumps(p.to_dict())))
                for name, f in DERIVED.items():
                    f(p)
                    assert f(p) == f(fresh), f"P{seat + 1} {name} after {g.history[-1]} [{g.where()}]"
                checked += 1
    assert checked > 300


def test_a_state_rebuilt_from_json_lists_the_same_legal_actions_and_refusals():
    """At every step of three games the state and a copy rebuilt from its snapshot (no remembered
    values, no shared action instances) list the same legal actions and give the same refusal of
    the previous step's action."""
    checked = 0
    for players, seed, options in ((2, 11, OPTION_SETS[1]), (3, 12, {}), (4, 13, OPTION_SETS[3])):
        rng = random.Random(seed)
        g = new_game(players=players, seed=seed, options=options)
        last = None
        while not g.is_over:
            fresh = State.from_snapshot(json.loads(json.dumps(g.snapshot())))
            legal = g.legal_actions()
            assert legal == fresh.legal_actions(), f"after {len(g.history)} steps [{g.where()}]"
            if last is not None:
                a, b = g.why_not(last), fresh.why_not(last)
                assert (a and (a.rule.ref, a.reason)) == (b and (b.rule.ref, b.reason)), last
            last = rng.choice(legal)
            g = g.apply(last)
            checked += 1
    assert checked > 150


_PLAY = """
import hashlib, importlib.util, sys
spec = importlib.util.spec_from_file_location("tta_speed_safety", sys.argv[1])
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
print(hashlib.sha256("".join(mod.transcript(*g) for g in mod.games()[:6]).encode()).hexdigest())
"""


def test_the_transcripts_do_not_depend_on_the_string_hash_seed():
    """The fingerprint must not hang on set or dict order of strings: six of the games played in two
    interpreters with different ``PYTHONHASHSEED`` give the same transcripts."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parent.parent
    outs = set()
    for hash_seed in ("1", "2024"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed,
               "PYTHONPATH": os.pathsep.join((str(root), str(root / "tests")))}
        run = subprocess.run([sys.executable, "-c", _PLAY, __file__], cwd=root, env=env, capture_output=True, text=True,
                             check=True)
        outs.add(run.stdout.strip())
    assert len(outs) == 1 and len(outs.pop()) == 64
