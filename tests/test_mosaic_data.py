"""Mosaic's data: every file loads, every count of the rulebook's component list
(digest §1.2, L127-258) checks, and a broken file names its file, record and field."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from rulekit.core.errors import DataError
from rulekit.mosaic import cards
from rulekit.mosaic.rulebook import RB

PACKAGE = Path(cards.DATA).parent


def test_the_data_loads_105_technologies_and_every_count_checks():
    d = cards.load()
    assert len(d.technologies) == 105
    assert sum(t.kind == "starting" for t in d.technologies.values()) == 39
    assert sum(t.kind == "technology" for t in d.technologies.values()) == 66
    assert (len(d.wonders), len(d.golden_ages), len(d.achievements)) == (9, 9, 15)
    assert (len(d.governments), len(d.leaders), len(d.build), len(d.pillars)) == (6, 9, 20, 9)
    assert d.components["build"].count == 38 and d.components["achievement"].count == 15
    assert sorted(g.cost_ideas for g in d.governments.values()) == [5, 10, 15, 15, 15, 20]
    assert d.decks["population"].size_by_players == {2: 10, 3: 10, 4: 12, 5: 12, 6: 14}
    assert d.goods["fish"].count == 10 == sum(s.kind == "port" for s in d.map.spaces.values())


def test_every_record_has_provenance():
    d = cards.load()
    groups = [d.technologies, d.wonders, d.golden_ages, d.achievements, d.governments, d.leaders, d.build,
              d.components, d.pillars, d.decks, d.goods, d.regions]
    for group in groups:
        for item in group.values():
            assert item.source and item.confidence in cards.CONFIDENCE, item
    for e in d.edges + d.non_edges:
        assert e.source and e.confidence in cards.CONFIDENCE
    assert all(e.confidence == "unverified" for e in d.edges if e.reading == "land")


def test_unknown_values_stay_unknown_and_teaching_data_says_so():
    d = cards.load()
    assert all(t.requires is None and t.provides is None for t in d.technologies.values())
    assert all(g.requires is None for g in d.governments.values())
    assert all(b.copies is None for b in d.build.values())
    assert d.build["B1"].gain_resource is None and d.build["B7"].gain_resource == "MONEY"
    assert d.map.teaching and d.map.name == "teaching map" and d.map.confidence == "teaching"
    assert d.teaching.teaching and "teaching" in d.teaching.name
    assert sum(d.teaching.build_copies.values()) == 38


def test_names_are_polish_as_printed_with_english():
    d = cards.load()
    assert d.technologies["S1"].name_pl == "Alfabet" and d.technologies["S1"].name_en == "Alphabet"
    assert d.wonders["W4"].name_pl == "Piramida Cheopsa" and d.wonders["W4"].vp == 12
    assert d.achievements["A3"].threshold(3) == 4 and d.achievements["A3"].threshold(4) == 3
    assert d.leaders["general"].recruit_limit == 3
    seed = Path(__file__).resolve().parents[2] / "shared" / "seeds" / "003_bd67474c0264f61a.txt"
    if seed.exists():                         # every technology's Polish name is printed near its line
        text = seed.read_text(encoding="utf-8").splitlines()
        for t in d.technologies.values():
            first = int(re.match(r"L(\d+)", t.line).group(1))
            window = " ".join(text[first - 3:first + 3]).lower()
            assert t.name_pl.split("/")[0].split()[0].lower() in window, t.id


@pytest.fixture
def copy(tmp_path):
    folder = tmp_path / "data"
    shutil.copytree(PACKAGE / "data", folder)
    return folder


def edit(path: Path, old: str, new: str, count: int = 1):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, count), encoding="utf-8")


@pytest.mark.parametrize("file,old,new,message", [
    ("technologies.toml", 'name_en = "Alphabet"\n', 'name_en = 3\n',
     r"technologies.toml: technology S1: field 'name_en': must be text"),
    ("technologies.toml", 'id = "S2"\nkind = "starting"', 'id = "S2"\nkind = "startng"',
     r"technology S2: field 'kind': 'startng' is not one of starting, technology \(did you mean 'starting'\?\)"),
    ("technologies.toml", 'confidence = "rulebook"', 'confidence = "sure"',
     r"technology S1: field 'confidence': 'sure' is not one of"),
    ("tiles.toml", "cost_ideas = 5\n", "cost_ideas = -5\n",
     r"tiles.toml: government tyranny: field 'cost_ideas': must be a whole number ≥ 0"),
    ("tiles.toml", 'pillar = "CONSTRUCTION"', 'pillar = "BUILDING"',
     r"golden_age G1: field 'pillar': 'BUILDING' is not one of"),
    ("leaders.toml", "production = { IDEAS = 5 }", "production = { IDEA = 5 }",
     r"leaders.toml: leader artist: field 'production': field 'IDEA': unknown field \(did you mean 'IDEAS'\?\)"),
    ("map.toml", 'kind = "port", row = 2, col = 4', 'kind = "harbour", row = 2, col = 4',
     r"map.toml: space GA\d+: field 'kind': 'harbour' is not one of land, port, supply"),
])
def test_a_broken_field_names_file_record_and_field(copy, file, old, new, message):
    edit(copy / file, old, new)
    with pytest.raises(DataError, match=message):
        cards.load(copy)


def test_a_missing_technology_fails_the_component_count(copy):
    path = copy / "technologies.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index('[[technology]]\nid = "T66"')
    path.write_text(text[:start], encoding="utf-8")
    with pytest.raises(DataError, match=r"technologies.toml: component technology: the rulebook lists 105 "
                                        r"Technology cards \(L193\); the data has 104"):
        cards.load(copy)


def test_the_map_keeps_the_token_facts(copy):
    edit(copy / "map.toml", 'kind = "land", row = 0, col = 1', 'kind = "port", row = 0, col = 1')
    with pytest.raises(DataError, match=r"11 Port spaces; each of the 10 Fish tokens"):
        cards.load(copy)


def test_greece_and_egypt_are_never_adjacent(copy):
    edit(copy / "map.toml", 'a = "ITALY"\nb = "GREECE"', 'a = "EGYPT"\nb = "GREECE"')
    with pytest.raises(DataError, match=r"NOT adjacent \(L1031-1032\)"):
        cards.load(copy)


def test_the_rulebook_registry_loads():
    assert RB.game == "mosaic" and len(RB.rules) >= 40
    assert RB.translate("Niepokoje") == "Unrest"
    assert str(RB.rules["TIE_BREAK"]).endswith("§C10 PUNKTACJA KOŃCOWA (Final scoring), L1246-1249")
