"""A golden playthrough (as OpenSpiel keeps for each game): a seeded random game
written out step by step, state, legal actions and the chosen one, and diffed.

The file records the engine's behaviour, not the rulebook's numbers. When a
change to the rules engine changes it on purpose, regenerate it with
``RULEKIT_UPDATE_GOLDEN=1 pytest tests/test_gunsteel_golden.py`` and explain the
difference in the commit.
"""

import os
import random
from pathlib import Path

import rulekit.gunsteel as gs

GOLDEN = Path(__file__).parent / "golden" / "gunsteel_renaissance_3p_seed5.txt"


def playthrough(seed=5, players=3, card_set="renaissance") -> str:
    """The whole game, to the end and its final scoring (GS-R-64..66)."""
    rng = random.Random(seed)
    g = gs.new_game(players, card_set, seed=seed)
    out = []
    n = 0
    while not g.is_over:
        legal = g.legal_actions()
        choice = rng.choice(legal)
        n += 1
        out += [str(g), "legal: " + " | ".join(map(str, legal)), f"step {n}: P{g.to_move + 1} {choice}", ""]
        g = g.apply(choice)
    out += [str(g), "legal: " + " | ".join(map(str, g.legal_actions())),
            "game over: " + "; ".join(g.end_triggers()),
            "final scores: " + ", ".join(f"P{seat + 1} {vp}" for seat, vp in enumerate(g.scores())),
            "winners: " + ", ".join(f"P{seat + 1}" for seat in g.winners())]
    return "\n".join(out) + "\n"


def test_golden_playthrough():
    text = playthrough()
    if os.environ.get("RULEKIT_UPDATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert GOLDEN.read_text(encoding="utf-8") == text


def test_golden_playthrough_reaches_final_scoring():
    """The file is a whole game: it ends, names why, and scores every player (GS-R-66)."""
    lines = GOLDEN.read_text(encoding="utf-8").splitlines()
    assert lines[-4] == "legal: " and lines[-3].startswith("game over: the ")
    assert lines[-2].startswith("final scores: P1 ") and lines[-1].startswith("winners: P")
    assert "· over · ends: " in lines[-13]
