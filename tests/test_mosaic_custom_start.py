"""Issue 22, point 5 for Mosaic: a custom start checked completely, and data files read strictly.

A custom start (``state.edit``, a save's custom start, a scenario file) is refused with a
DataError naming the field when it names a Leader, Technology, card or tile the box does not
hold, puts a card in two places, holds more pieces or units than a colour's box (L230-236), or
leaves a decision pending that play cannot reach.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from rulekit.core.data import listed
from rulekit.core.errors import DataError
from rulekit.mosaic.cards import data
from rulekit.mosaic.cards.records import DATA, load
from rulekit.mosaic.cards.teaching import load_teaching_decks
from rulekit.mosaic.decisions.military import DeployUnits
from rulekit.mosaic.game import State, new_game


def fresh():
    return new_game(players=3, seed=7)


def _units(n, kind="INFANTRY", region="ITALY"):
    return tuple((region, kind) for _ in range(n))


def _second_place(g):
    """The top card of the Technology deck, also put in player 1's hand of face-down Technologies."""
    return {1: {"hidden": (g.decks[0][0],)}}


BAD_EDITS = [
    ("leader", lambda g: {"players": {0: {"leader": "emperor"}}}),
    ("techs", lambda g: {"players": {0: {"techs": ("T999",)}}}),
    ("hidden", lambda g: {"players": {0: {"hidden": ("S999",)}}}),
    ("government", lambda g: {"players": {0: {"government": "anarchy"}}}),
    ("wonders", lambda g: {"players": {0: {"wonders": ("W99",)}}}),
    ("tiles", lambda g: {"players": {0: {"tiles": ("GA-none",)}}}),
    ("cards", lambda g: {"players": _second_place(g)}),
    ("cards", lambda g: {"decks": ((g.decks[0][0],) + g.decks[0],) + g.decks[1:]}),
    ("cards", lambda g: {"box": g.box + ("B99-1",)}),
    ("leaders", lambda g: {"leaders": ("emperor",)}),
    ("units", lambda g: {"players": {0: {"units": _units(11)}}}),
    ("units", lambda g: {"players": {0: {"units": _units(3, "SIEGE_ENGINE")}}}),
    ("units", lambda g: {"players": {0: {"units": (("ATLANTIS", "INFANTRY"),)}}}),
    ("scorings", lambda g: {"scorings": 4}),
    ("revealed", lambda g: {"revealed": 5}),
    ("tasks", lambda g: {"tasks": (DeployUnits(0, card="B6-1", count=1, region="ATLANTIS"),)}),
    ("tasks", lambda g: {"tasks": (DeployUnits(0, card="B6-1", count=-1),)}),
]


@pytest.mark.parametrize("field, edit", BAD_EDITS, ids=[f"{f}-{i}" for i, (f, _) in enumerate(BAD_EDITS)])
def test_an_impossible_start_set_with_edit_is_a_data_error_naming_the_field(field, edit):
    g = fresh()
    with pytest.raises(DataError, match=field):
        g.edit(**edit(g))


def _as_json(value):
    """A field's value as a snapshot writes it: steps as their tables, tuples as lists."""
    if isinstance(value, tuple) and value and hasattr(value[0], "to_dict"):
        return [step.to_dict() for step in value]
    return listed(value)


@pytest.mark.parametrize("field, edit", BAD_EDITS, ids=[f"{f}-{i}" for i, (f, _) in enumerate(BAD_EDITS)])
def test_a_forged_saves_custom_start_is_a_data_error_naming_the_field(field, edit):
    """A save's custom start holds its root snapshot: forge one field of it."""
    g = fresh().edit(storage=5)                     # a custom start
    save = g.to_dict()
    assert save["start"] == "custom"
    root = save["root"]
    for key, value in edit(g).items():            # written into the save's JSON, as a forger would
        if key == "players":
            for seat, fields in value.items():
                root["players"][seat].update({f: _as_json(v) for f, v in fields.items()})
        else:
            root[key] = _as_json(value)
    save["state"] = json.loads(json.dumps(root))
    with pytest.raises(DataError, match=field):
        State.from_dict(save, "<forged>")


def test_a_start_that_play_reaches_still_loads():
    """What play reaches passes: 10 Infantry and 2 Siege Engines of a colour, a unit being deployed."""
    g = fresh()
    s = g.edit(players={0: {"units": _units(10) + _units(2, "SIEGE_ENGINE")}})
    assert len(s.players[0].units) == 12
    s = g.edit(tasks=(DeployUnits(0, card="B6-1", count=1, region="ITALY"),))
    assert s.tasks[0].region == "ITALY"


# -- the data files: a record written twice is refused ------------------------------------------------------

@pytest.fixture
def folder(tmp_path):
    out = tmp_path / "data"
    shutil.copytree(DATA, out)
    return out


def _append_first(path, table: str, change=lambda record: record) -> None:
    """Append to the TOML file ``path`` a copy of its first ``[[table]]`` record (``change``d)."""
    text = path.read_text(encoding="utf-8")
    start = text.index(f"[[{table}]]")
    end = text.index("[[", start + 2)
    path.write_text(text + "\n" + change(text[start:end]), encoding="utf-8")


def test_a_map_edge_written_twice_is_refused(folder):
    _append_first(folder / "map.toml", "edge")
    with pytest.raises(DataError, match="edge"):
        load(folder)


def test_a_workshop_card_written_twice_is_refused(folder):
    path = folder / "teaching_decks.toml"
    _append_first(path, "workshop")
    with pytest.raises(DataError, match="workshop"):
        load_teaching_decks(path)


def test_a_teaching_id_used_in_two_decks_is_refused(folder):
    """TEACH-TAX-1 written again as a Trade card: one id, two cards."""
    import re
    path = folder / "teaching_decks.toml"
    _append_first(path, "trade", lambda r: re.sub(r'id = "TEACH-TRADE-\d+"', 'id = "TEACH-TAX-1"', r))
    with pytest.raises(DataError, match="TEACH-TAX-1"):
        load_teaching_decks(path)


def test_a_decision_of_a_card_without_that_effect_is_refused():
    """Technology T27 (the Siege Engine) gives no free unit: no deploy of it can be pending."""
    with pytest.raises(DataError, match="tasks"):
        fresh().edit(tasks=(DeployUnits(0, card="T27", count=1, region="ITALY"),))


# -- 6. a Supply token may hold several kinds of Resource (L756-766) -------------------------------------------

def test_a_supply_token_of_several_resources_loads_and_gives_them_all(folder, monkeypatch):
    """Nothing limits a Supply token to one kind (L762): a token of 3 Stone + 2 Food gives both when a
    City takes its space (L756-766)."""
    import rulekit.mosaic.effects as effects
    path = folder / "teaching_decks.toml"
    text = path.read_text(encoding="utf-8")
    text = text.replace('id = "TEACH-SUPPLY-1"\nresource = "IDEAS"\ncount = 7',
                        'id = "TEACH-SUPPLY-1"\nresources = { STONE = 3, FOOD = 2 }')
    path.write_text(text, encoding="utf-8")
    decks = load_teaching_decks(path)
    assert dict(decks.supply["TEACH-SUPPLY-1"]) == {"STONE": 3, "FOOD": 2}
    monkeypatch.setattr(effects, "teaching_decks", lambda: decks)
    g = fresh().edit(tokens=(("IT01", "TEACH-SUPPLY-1"),),
                     box=tuple(b for b in fresh().box if b != "TEACH-SUPPLY-1"))
    before = g.players[0]
    after = effects.take_token(g, 0, "IT01").players[0]
    assert (after.res("STONE") - before.res("STONE"), after.res("FOOD") - before.res("FOOD")) == (3, 2)


@pytest.mark.parametrize("record", ['resources = { STONE = 0 }', 'resources = { GOLD = 2 }', 'resources = {}',
                                    'resources = { STONE = 2 }\nresource = "FOOD"\ncount = 1'])
def test_a_supply_token_of_no_or_unknown_resources_is_refused(folder, record):
    path = folder / "teaching_decks.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('id = "TEACH-SUPPLY-1"\nresource = "IDEAS"\ncount = 7',
                                 f'id = "TEACH-SUPPLY-1"\n{record}'), encoding="utf-8")
    with pytest.raises(DataError, match="resources|STONE|GOLD"):
        load_teaching_decks(path)
