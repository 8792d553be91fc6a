"""Saves written by an older main still load and replay to the same game.

``tests/data/saves_v1/`` holds saves recorded before core's typed decisions
(see its README). A save is the action log plus the start: where a decision's
notation or a snapshot's layout changes, the loader must still read the old form.
"""

import json
from pathlib import Path

import pytest

from rulekit.core import registry

SAVES = sorted((Path(__file__).parent / "data" / "saves_v1").glob("*.json"))


@pytest.mark.parametrize("path", SAVES, ids=[p.stem for p in SAVES])
def test_an_old_save_loads_and_replays_to_the_same_game(path):
    data = json.loads(path.read_text())
    game = data["save"]["game"]
    state = registry.spec(game).state_type.from_dict(data["save"], source=path.name)
    want = data["expected"]
    assert len(state.history) == want["steps"]
    assert list(state.scores()) == want["scores"]
    assert state.where() == want["where"]


def test_every_game_has_old_saves():
    assert {json.loads(p.read_text())["save"]["game"] for p in SAVES} == set(registry.names())
