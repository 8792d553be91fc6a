"""A custom start, however it is given (``edit``, a save's root, a scenario file), is checked
by the same common checks before the game's own (``GameState.check_position``; issue 22,
point 2): a field of the wrong type, a player count the box does not allow, a seat that is
not a seat, a negative round or turn, a phase the game does not have. Each is a
``DataError`` naming the field, for every game."""

from __future__ import annotations

import json

import pytest

from rulekit.core import registry
from rulekit.core.errors import DataError

#: Guns & Steel reads its snapshots with its own validating reader (its own wording, tested in
#: tests/test_gunsteel_game.py); the other three read theirs with core's.
GAMES = ("mosaic", "civ", "tta")


def start(game: str):
    spec = registry.spec(game)
    g = spec.new_game(players=3, seed=4)
    return g.apply(g.legal_actions()[0])


def refused(g, field: str, **changes) -> str:
    with pytest.raises(DataError) as err:
        g.edit(**changes)
    assert field in err.value.field, err.value
    return err.value.reason


@pytest.mark.parametrize("game", GAMES)
def test_too_few_and_too_many_players(game):
    g = start(game)
    low, high = min(registry.meta(game).players), max(registry.meta(game).players)
    assert "players" in refused(g, "players", players=g.players[:1]) + "players"
    assert f"{low}-{high} players" in refused(g, "players", players=g.players * 7)


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_field_out_of_range(game):
    g = start(game)
    name = next(n for n in ("current", "first") if hasattr(g, n))
    assert "not a seat" in refused(g, name, **{name: 3})
    assert "not a seat" in refused(g, name, **{name: -1})


@pytest.mark.parametrize("game", GAMES)
def test_a_negative_round_or_turn(game):
    g = start(game)
    name = next(n for n in ("round", "turn") if hasattr(g, n))
    assert "not negative" in refused(g, name, **{name: -2})


@pytest.mark.parametrize("game", ["mosaic", "civ"])
def test_a_phase_the_game_does_not_have(game):
    g = start(game)
    assert "not a phase" in refused(g, "phase", phase="intermission")


@pytest.mark.parametrize("game", GAMES)
def test_a_field_of_the_wrong_type(game):
    g = start(game)
    name = next(n for n in ("seed", "turn", "round") if hasattr(g, n))
    assert "must be int" in refused(g, name, **{name: "7"})
    assert "must be int" in refused(g, name, **{name: True})


@pytest.mark.parametrize("game", GAMES)
def test_a_saved_custom_start_is_held_to_the_same_checks(game):
    """A save whose custom start names a seat the game does not have does not load."""
    g = start(game).edit()
    save = json.loads(json.dumps(g.to_dict()))
    assert save["start"] == "custom"
    name = next(n for n in ("current", "first") if n in save["root"])
    save["root"][name] = 5
    with pytest.raises(DataError) as err:
        registry.spec(game).state_type.from_dict(save, "forged.json")
    assert err.value.field == f"root: {name}" and "not a seat" in err.value.reason


@pytest.mark.parametrize("game", GAMES)
def test_a_pending_decision_for_a_seat_that_is_not_there(game):
    g = start(game).edit()
    save = json.loads(json.dumps(g.to_dict()))
    tasks = save["root"].get("tasks")
    if not tasks:
        pytest.skip("the position has no pending decision in its snapshot")
    tasks[0]["player"] = 3
    with pytest.raises(DataError) as err:
        registry.spec(game).state_type.from_dict(save, "forged.json")
    assert "tasks" in err.value.field and "not a seat" in err.value.reason


@pytest.mark.parametrize("game", GAMES)
def test_a_player_part_field_of_the_wrong_type(game):
    """A plain field of a player record holding another type is named with its seat."""
    g = start(game)
    from dataclasses import fields
    player = g.players[1]
    name = next(f.name for f in fields(player) if f.type == "int")
    with pytest.raises(DataError) as err:
        g.edit(players={1: {name: "lots"}})
    assert err.value.field == f"players[1].{name}" and "must be int" in err.value.reason
