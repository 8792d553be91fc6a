"""Core writes and reads every state from its dataclass fields (rulekit.core.snapshots):
no game copies snapshot/from_snapshot or a player's to_dict/from_dict field by field."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from rulekit.core.errors import DataError, IllegalAction
from rulekit.core.options import OptionsBase, option
from rulekit.core.snapshots import Part
from rulekit.core.state import Frozen, GameState, cached


@dataclass(frozen=True)
class Rules(OptionsBase):
    tide: str = option("low", ("low", "high"), amb="T1", doc="the tide of the toy harbour")


@dataclass(frozen=True)
class Boat(Part, Frozen):
    COMPACT = True
    owner: int
    berth: tuple


@dataclass(frozen=True)
class Captain(Part, Frozen):
    SPARSE = True
    seat: int
    name: str
    cargo: tuple = ()
    gold: int = 0


@dataclass(frozen=True)
class Harbour(GameState):
    options: Rules
    players: tuple
    boats: tuple = ()
    turn: int = 1
    grid: tuple = ((0, 0), (0, 0))
    index: tuple = ()                 # derived: not saved

    game = "harbour"
    FIELD_TYPES = {"options": Rules, "players": Captain, "boats": Boat}
    UNSAVED = frozenset({"index"})

    is_over = False

    @cached("boats")
    def berths(self):
        return {b.berth for b in self.boats}

    def scores(self):
        return tuple(p.gold for p in self.players)

    def _legal(self):
        return []

    def _check(self, action):
        raise IllegalAction(None, "nothing to do")

    def _next(self, action):
        return self

    def where(self):
        return f"turn {self.turn}"

    def _over_error(self):
        raise IllegalAction(None, "over")


def harbour():
    return Harbour(Rules.parse({"tide": "high"}), (Captain(0, "Ann", ("salt",), 3), Captain(1, "Bo")),
                   (Boat(0, (1, 2)), Boat(1, (3, 4))), 2, ((1, 0), (0, 2)), ("derived",))


def test_a_state_is_written_from_its_fields():
    d = harbour().snapshot()
    assert d == {"options": {"tide": "high"},
                 "players": [{"seat": 0, "name": "Ann", "cargo": ["salt"], "gold": 3}, {"seat": 1, "name": "Bo"}],
                 "boats": [[0, [1, 2]], [1, [3, 4]]], "turn": 2, "grid": [[1, 0], [0, 2]]}
    json.dumps(d)


def test_and_read_back_the_same_except_what_is_not_saved():
    s = harbour()
    back = Harbour.from_snapshot(json.loads(json.dumps(s.snapshot())))
    assert back.snapshot() == s.snapshot()
    assert back.players[1] == Captain(1, "Bo") and back.boats[0].berth == (1, 2) and back.grid == ((1, 0), (0, 2))
    assert back.options.tide == "high" and back.index == ()


def test_a_field_with_a_default_may_be_missing_a_required_one_may_not():
    d = harbour().snapshot()
    del d["turn"]
    assert Harbour.from_snapshot(d).turn == 1
    del d["players"]
    with pytest.raises(DataError, match="players: missing"):
        Harbour.from_snapshot(d)


@pytest.mark.parametrize("change, match", [
    (lambda d: d.update(trun=3), "trun: not a field of the state .did you mean 'turn'"),
    (lambda d: d.update(index=[]), "index: not a field of the state"),
    (lambda d: d.update(boats={"a": 1}), "boats: must be a list"),
    (lambda d: d["boats"].append([2]), r"boats\[2\]: must be a list of its 2 fields \(owner, berth\)"),
    (lambda d: d["players"][1].update(glod=1), r"players\[1\].glod: not a field .did you mean 'gold'"),
    (lambda d: d["players"][0].pop("name"), r"players\[0\].name: missing"),
    (lambda d: d.update(options={"tide": "mid"}), "tide: 'mid' is not one of low, high"),
    (lambda d: d.update(players=[5]), r"players\[0\]: must be a table of its fields"),
])
def test_broken_data_is_an_error_naming_the_field(change, match):
    d = harbour().snapshot()
    change(d)
    with pytest.raises(DataError, match=match):
        Harbour.from_snapshot(d, "broken.json")


def test_edit_goes_through_the_same_writer_and_reader():
    s = harbour().edit(turn=5, players={1: {"gold": 2}})
    assert s.turn == 5 and s.players[1].gold == 2 and s.snapshot()["players"][1] == {"seat": 1, "name": "Bo", "gold": 2}
    with pytest.raises(DataError, match="edit: players: cannot be written down"):
        harbour().edit(players={1: {"gold": {1, 2}}})


def test_a_scenario_observes_any_field_of_a_player_and_names_a_wrong_one():
    from rulekit.core.scenario import player_field

    s = harbour()
    assert player_field(s, 0, "cargo") == ("salt",) and player_field(s, 1, "gold") == 0
    with pytest.raises(ValueError, match="'glod' is not a field of a player"):
        player_field(s, 0, "glod")
    with pytest.raises(ValueError, match="no seat 2"):
        player_field(s, 2, "gold")
