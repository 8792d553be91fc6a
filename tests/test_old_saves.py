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
    if state.load_note:
        # saved before a rule fix that changes the position a log replays to (civ rules version 2: a negated
        # wonder's replacement now takes its place in the market): it loads, and says what moved
        assert state.RULES > 1 and "replayed under version" in state.load_note, state.load_note


def test_a_save_of_a_fixed_rule_loads_and_names_what_moved():
    """civ-seed11 was saved under Civilization's first rules, when a negated wonder's replacement went to
    the end of the market; replayed under today's (L413-416) the market's order differs, and the loaded
    game says so. A save that claims today's rules is held to the replay strictly."""
    data = json.loads((Path(__file__).parent / "data" / "saves_v1" / "civ-seed11.json").read_text())["save"]
    state = registry.spec("civ").state_type.from_dict(data, source="civ-seed11.json")
    assert "rules version 1" in state.load_note and "market" in state.load_note
    from rulekit.core.errors import DataError
    today = registry.spec("civ").state_type.RULES
    with pytest.raises(DataError, match="state: does not match the state the log replays to"):
        registry.spec("civ").state_type.from_dict({**data, "rules": today}, source="forged.json")
    with pytest.raises(DataError, match=f"rules: {today + 1} is not a version"):
        registry.spec("civ").state_type.from_dict({**data, "rules": today + 1}, source="future.json")


def test_every_game_has_old_saves():
    assert {json.loads(p.read_text())["save"]["game"] for p in SAVES} == set(registry.names())
