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


def playthrough(seed=5, players=3, card_set="renaissance", steps=120) -> str:
    rng = random.Random(seed)
    g = gs.new_game(players, card_set, seed=seed)
    out = []
    for n in range(steps):
        if g.is_over:
            break
        legal = g.legal_actions()
        choice = rng.choice(legal)
        out += [str(g), "legal: " + " | ".join(map(str, legal)), f"step {n + 1}: P{g.to_move + 1} {choice}", ""]
        g = g.apply(choice)
    out.append(str(g))
    return "\n".join(out) + "\n"


def test_golden_playthrough():
    text = playthrough()
    if os.environ.get("RULEKIT_UPDATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert GOLDEN.read_text(encoding="utf-8") == text
