"""Civilization's card and component data (rulekit.civ.cards): the rulebook's counts,
provenance on every record, the loader's errors, and the facts the worked examples use."""

import dataclasses
import shutil
import tomllib
from pathlib import Path

import pytest

from rulekit.civ import cards
from rulekit.core.data import CONFIDENCE
from rulekit.core.errors import DataError

D = cards.data()
FILES = ("techs", "civilizations", "great_people", "investments", "wonders", "markers", "components",
         "culture", "units", "governments", "buildings")


# -- counts of the box list (L17-67) -----------------------------------------------------------

def test_great_people_42_cards_in_six_marker_types():
    assert len(D.great_people) == 42                                  # L45
    assert sorted(D.gp_marker_types) == sorted(cards.GP_TYPES)         # L725-727
    assert {g.type for g in D.great_people.values()} == set(cards.GP_TYPES)


def test_investments_four_cards_a_player_twenty_in_all_and_23_markers():
    assert len(D.investments) == 4                                    # L46, L867-869
    assert sum(i.copies for i in D.investments.values()) == 20
    assert D.supplies["investment"].count == 23                       # L51


@pytest.mark.parametrize("supply, count", [("fortification-caravan", 15), ("metropolis", 5), ("disaster", 8),
                                           ("landmark", 3), ("culture-5", 23), ("wonder-ff", 9)])
def test_supplies_match_the_box_list(supply, count):
    assert D.supplies[supply].count == count


def test_new_huts_and_villages_per_effect():
    huts = {m.name: m.ff for m in D.huts.values() if m.ff}
    villages = {m.name: m.ff for m in D.villages.values() if m.ff}
    assert huts == {"Friendly Barbarian": 2, "Incense": 1, "Iron": 1, "Native Art": 1, "Silk": 1, "Spy": 1,
                    "Teacher": 1, "Wheat": 2}                          # L53-56
    assert villages == {"Friendly Workers": 1, "Native Art": 1, "Spy": 1, "Uranium": 1, "Wealth": 1}  # L58-59
    assert sum(huts.values()) == 10 and sum(villages.values()) == 5
    assert (D.huts["Native Art"].culture, D.villages["Native Art"].culture) == (3, 6)


def test_four_new_techs_a_player_and_four_new_civilizations():
    assert sorted(n for n, t in D.techs.items() if t.expansion == "F&F") == [
        "Agriculture", "Ecology", "Mysticism", "Plastics"]
    assert sorted(n for n, c in D.civs.items() if c.expansion == "F&F") == ["Arabia", "Greece", "India", "Spain"]


def test_wonder_markers_three_an_era_and_the_pool():
    assert dict(D.components["wonder-marker"].parts) == {"ancient": 3, "medieval": 3, "modern": 3}
    assert len(D.all_wonders) == 27 and D.wonder_counts["ff_new"] == 9
    assert "Notre-Dame" in D.all_wonders and "Notre-Dame" not in D.wonders       # W&W


def test_small_cards_stated_152_listed_156():
    small = D.components["small-cards"]
    assert small.count == 152 and small.parts_total == 156 == sum(small.parts.values())
    assert small.parts["chivalry-replacement"] == 4 and "156" in small.note


def test_culture_event_pool_matches_its_counts():
    assert sum(e.copies for e in D.culture_events.values()) == 69
    assert [n for n, e in D.culture_events.items() if e.expansion == "F&F"] == ["Flooding"]
    assert D.culture_events["Flooding"].name_pl == "Powódź"


# -- provenance ------------------------------------------------------------------------------

def _records(value):
    if dataclasses.is_dataclass(value) and hasattr(value, "confidence"):
        yield value
        for f in dataclasses.fields(value):
            yield from _records(getattr(value, f.name))
    elif isinstance(value, tuple):
        for v in value:
            yield from _records(v)
    elif hasattr(value, "values") and callable(value.values):
        for v in value.values():
            yield from _records(v)


def test_every_loaded_record_has_source_and_confidence():
    seen = 0
    for f in dataclasses.fields(D):
        for rec in _records(getattr(D, f.name)):
            seen += 1
            assert rec.source.strip(), rec
            assert rec.confidence in CONFIDENCE, rec
            is_teaching = getattr(rec, "teaching", False)
            assert (rec.confidence == "teaching") == bool(is_teaching), rec
    assert seen > 250


@pytest.mark.parametrize("name", FILES)
def test_every_table_in_the_files_has_source_and_confidence(name):
    raw = tomllib.loads((cards.DATA / f"{name}.toml").read_text("utf-8"))

    def walk(table, where):
        if "source" in table or "confidence" in table or where.count("/") >= 1:
            assert table.get("source"), where
            assert table.get("confidence") in CONFIDENCE, where
        for k, v in table.items():
            if isinstance(v, list) and v and all(isinstance(x, dict) for x in v) and k not in ("units", "upgrades", "steps"):
                for i, x in enumerate(v, 1):
                    walk(x, f"{where}/{k} {i}")
            elif isinstance(v, dict) and k not in _VALUE_TABLES:
                walk(v, f"{where}/{k}")
    walk(raw, name)


_VALUE_TABLES = ("units", "start_resources", "military", "parts", "per_player", "per_type", "yields", "stacking_by_tech",
                 "speed_by_tech", "water", "name_pl", "per_era_in_pool", "merged_pool", "values")


def test_teaching_stand_ins_are_labelled_and_never_printed_fields():
    assert D.teaching, "the teaching records are loaded"
    for ident, t in D.teaching.items():
        assert ident.startswith("TEACH-") and t.teaching and t.confidence == "teaching"
        assert t.source.startswith("ours"), ident
    # the printed fields stay empty where no source gives them
    assert D.trade_cost[5] is None
    assert all(b.cost is None and b.terrain is None for b in D.all_buildings.values())


def test_rulebook_confidence_only_where_the_seed_states_it():
    for rec in (*D.huts.values(), *D.villages.values(), *D.landmarks.values(), *D.supplies.values(),
                *D.components.values()):
        if rec.confidence == "rulebook":
            assert "seed L" in rec.source, rec
    tiers = D.investments["Military-Industrial Complex"].tiers
    assert [t.confidence for t in tiers] == ["rulebook", "rulebook", "one-source"]


def test_conflicts_are_kept_on_the_record():
    arch = D.great_people["Archimedes"]
    assert (arch.type, arch.alt_type) == ("scientist", "builder")       # L772-776 vs the workbook
    assert "AMB-X35" in arch.conflict
    assert D.gp_counts()["scientist"] == 8 and D.gp_counts()["builder"] == 6
    assert set(D.gp_counts("builder").values()) == {7}
    assert "Philosophy" in D.all_wonders["Angkor Wat"].conflict
    assert "37" in D.tech_deck["conflict"]


def test_wisdom_and_warfare_stays_out_of_play():
    assert {"Navy", "Logistics", "Bureaucracy", "Education"} <= set(D.all_techs) - set(D.techs)
    assert {"Aztecs", "England", "France", "Japan", "Mongolia", "Zulu"} == set(D.all_civs) - set(D.civs)
    assert "Shipyard" in D.all_buildings and "Shipyard" not in D.buildings
    for t in D.techs.values():
        assert all(b in D.buildings for b in t.buildings), t.name
    assert "City-state" not in {m for m in D.hut_pool()} | set(D.hut_pool("village"))


# -- facts the rules and examples use ------------------------------------------------------------

def test_cv_ex_1_granary_is_basic_the_aqueduct_is_not():
    assert D.is_basic("Granary") is True and D.is_basic("Aqueduct") is False       # L318-320
    assert D.buildings["Aqueduct"].upgrades == "Granary"
    assert D.buildings["Granary"].confidence == D.buildings["Aqueduct"].confidence == "rulebook"
    assert D.buildings["Granary"].name_pl == "Spichlerz" and D.buildings["Aqueduct"].name_pl == "Akwedukt"


def test_cv_ex_9_only_the_most_expensive_active_tier_works():
    mic = D.investments["Military-Industrial Complex"]
    assert mic.name_pl == "Kompleks militarno-przemysłowy"
    assert mic.active(1) is None
    assert (mic.active(3).kind, mic.active(3).amount) == ("combat_bonus", 4)
    assert mic.active(4).amount == 8            # replaces +4, never +12 at four markers
    assert [D.investments["Public Education"].active(n) is not None for n in (2, 3)] == [False, True]


def test_gp_card_labels_map_to_marker_types():
    assert D.gp_type("Great Merchant or Explorer") == "industrialist"                # L741-743
    assert D.gp_type("Wielki kupiec lub badacz") == "industrialist"
    assert D.gp_type("Merchant or Explorer") == D.gp_type("przemysłowiec") == "industrialist"
    assert D.gp_type("Artist or Thinker") == D.gp_type("artysta") == "artist"
    assert D.great_people["William Shakespeare"].type == D.great_people["Jerry Garcia"].type == "artist"
    assert D.great_people["Jim Henson"].type == "humanitarian"                      # L777-779


def test_trade_cost_per_level_and_the_teaching_level_five():
    assert [D.trade_cost[n] for n in (1, 2, 3, 4)] == [6, 11, 16, 21]
    assert D.research_cost(5) == D.teaching["TEACH-TRADE-COST-V"]["value"] == 26
    assert D.techs["Space Flight"].level == 5


def test_tech_unlocks_and_wonder_negation():
    assert D.techs["Code of Laws"].governments == ("Republic",)
    assert D.techs["Democracy"].governments == ("Democracy",) and ("infantry", 2) in D.techs["Democracy"].units
    assert ("artillery", 2) in D.techs["Mathematics"].units
    assert D.techs["Pottery"].buildings == ("Granary",) and D.techs["Engineering"].buildings == ("Aqueduct",)
    assert D.techs["Flight"].units == (("aircraft", 1),)
    assert set(D.techs["Monarchy"].obsoletes) == {w for w, x in D.wonders.items() if x.era == "ancient"}
    assert set(D.techs["Gunpowder"].obsoletes_eras) == {"ancient", "medieval"}
    assert D.wonders["Big Ben"].obsoleted_by == () and "Gunpowder" in D.wonders["Angkor Wat"].obsoleted_by
    assert D.techs["Currency"].discounts == ("Chichen Itza",)
    assert D.techs["Flight"].name_pl == "Lotnictwo" and D.techs["Chivalry"].name_pl == "Rycerstwo"


def test_civilization_starting_bonuses():
    ar, gr, ind, sp = (D.civs[n] for n in ("Arabia", "Greece", "India", "Spain"))
    assert dict(ar.start_resources) == {"incense": 1, "iron": 1, "silk": 1, "wheat": 1}    # L340-342
    assert ar.military["artillery"] == 2 and ar.requires_investments                         # L343-345, L861-863
    assert gr.start_government == "Democracy" and gr.military["infantry"] == 2               # L349-352
    assert D.civs["Rome"].start_government == "Despotism"
    assert ind.start_metropolis and ind.starting_tech == "Agriculture"
    assert sp.white_wagon and sp.figures == 3 and sp.stacking_limit == 2                     # L365-374
    assert D.civs["Russia"].stacking_limit == 3 and D.civs["Russia"].figures == 3
    assert D.civs["America"].draws_great_person and D.civs["Egypt"].takes_wonder
    assert D.civ("Arabs") is ar and D.civ("Grecja") is gr
    assert all(c.military.get("mounted") == 1 for c in D.civs.values())


def test_landmarks_and_their_terrain():
    assert {n: l.terrain for n, l in D.landmarks.items()} == {
        "Atlantis": "water", "Confucian Academy": "mountain", "Seven Cities of Gold": "forest"}  # L598-623


def test_teaching_pools_and_piles():
    assert len(D.hut_pool()) == 33 and len(D.hut_pool("village")) == 17
    piles = D.wonder_piles()
    assert {e: len(p) for e, p in piles.items()} == {"ancient": 9, "medieval": 8, "modern": 9}
    assert set(D.gp_markers()) == set(cards.GP_TYPES)


# -- the loader's errors name the file, the record and the field ---------------------------------

@pytest.fixture
def folder(tmp_path):
    dst = tmp_path / "data"
    shutil.copytree(cards.DATA, dst)
    return dst


def _break(folder: Path, name: str, old: str, new: str, count: int = 1):
    path = folder / name
    text = path.read_text("utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, count), "utf-8")
    return path


def test_a_copy_of_the_data_loads(folder):
    assert len(cards.load(folder).great_people) == 42


@pytest.mark.parametrize("name, old, new, words", [
    ("techs.toml", 'name = "Pottery"\nlevel = 1', 'name = "Pottery"\nlevel = "one"',
     ["techs.toml", "tech 'Pottery'", "field 'level'"]),
    ("techs.toml", 'name = "Pottery"\nlevel = 1', 'name = "Pottery"\nlevell = 1',
     ["techs.toml", "tech 'Pottery'", "'levell'", "did you mean 'level'"]),
    ("civilizations.toml", '\nconfidence = "two-sources"', '\nconfidence = "sure"',
     ["civilizations.toml", "civ 'Arabia'", "field 'confidence'"]),
    ("great_people.toml", 'name = "Hannibal"\ncard_label = "General"\ntype = "general"',
     'name = "Hannibal"\ncard_label = "General"\ntype = "warlord"',
     ["great_people.toml", "great_person 'Hannibal'", "field 'type'"]),
    ("investments.toml", "thresholds = [2, 4, 6]", "thresholds = [2, 5, 6]",
     ["investments.toml", "investment 'Military-Industrial Complex'", "field 'thresholds'"]),
    ("buildings.toml", 'upgrades = "Granary"\nbasic = false', 'upgrades = "Granary"\nbasic = true',
     ["buildings.toml", "building 'Aqueduct'", "field 'basic'"]),
    ("buildings.toml", 'upgrades = "Granary"', 'upgrades = "Silo"',
     ["buildings.toml", "building 'Aqueduct'", "field 'upgrades'", "Silo"]),
    ("wonders.toml", 'discount_tech = "Currency"', 'discount_tech = "Curency"',
     ["wonders.toml", "wonder 'Chichen Itza'", "field 'discount_tech'"]),
    ("civilizations.toml", "military = { artillery = 2 }", "military = { artillery = 3 }",
     ["civilizations.toml", "civ 'Arabia'", "field 'military'", "Mathematics"]),
    ("components.toml", 'id = "great-person"\nname_pl = "karty wielkich ludzi"\nname_en = "great person cards"\ncount = 42',
     'id = "great-person"\nname_pl = "karty wielkich ludzi"\nname_en = "great person cards"\ncount = 41',
     ["great_people.toml", "great_person", "41"]),
    ("markers.toml", 'id = "fortification-caravan"\nname_pl = "znaczniki umocnień/karawan"\ncount = 15',
     'id = "fortification-caravan"\nname_pl = "znaczniki umocnień/karawan"\ncount = 16',
     ["markers.toml", "supply 'fortification-caravan'", "field 'count'", "15"]),
    ("markers.toml", 'ff = 2\nmerged = 7', 'ff = 3\nmerged = 7',
     ["markers.toml", "hut 'Wheat'", "field 'ff'"]),
    ("wonders.toml", 'id = "TEACH-WONDER-PILES"\nteaching = true', 'id = "TEACH-WONDER-PILES"\nteaching = false',
     ["wonders.toml", "teaching TEACH-WONDER-PILES", "field 'teaching'"]),
    ("techs.toml", 'source = "carddata civ.json techs [Writing]: CHART_TECH, XLSX"\n', "",
     ["techs.toml", "tech 'Writing'", "field 'source'", "missing"]),
])
def test_a_broken_field_is_a_data_error_naming_file_record_and_field(folder, name, old, new, words):
    _break(folder, name, old, new)
    with pytest.raises(DataError) as err:
        cards.load(folder)
    for w in words:
        assert w in str(err.value), (w, str(err.value))


def test_broken_toml_and_a_missing_file_name_the_file(folder):
    _break(folder, "units.toml", "[unit_cost]", "[unit_cost")
    with pytest.raises(DataError, match="units.toml"):
        cards.load(folder)
    (folder / "units.toml").unlink()
    with pytest.raises(DataError, match="units.toml: file: does not exist"):
        cards.load(folder)


def test_a_failed_load_leaves_the_cached_data_alone(folder):
    _break(folder, "techs.toml", 'name = "Pottery"\nlevel = 1', 'name = "Pottery"\nlevel = 9')
    with pytest.raises(DataError):
        cards.load(folder)
    assert cards.data() is D and D.techs["Pottery"].level == 1


def test_helpers_for_play():
    assert D.techs["Democracy"].unlocks == ("Democracy", "infantry II")
    assert D.techs["Pottery"].unlocks == ("Granary",)
    assert D.unit_price("infantry", 1) == 5 and D.unit_price("mounted", 4) == 11 and D.unit_price("aircraft", 1) == 12
    assert dict(D.start_units()) == {"infantry": 1, "mounted": 1, "artillery": 1}
    track = D.culture_track()
    assert track.teaching and track["victory_at"] == track["spaces"]
    assert all(D.building_stand_in(b).teaching for b in D.all_buildings)


def test_every_investment_tier_needs_a_marker():
    """Position.investment_bonus skips a card with no marker on it: no tier of any card is met by 0 markers."""
    from rulekit.civ.state import catalog

    assert all(at >= 1 for tiers in catalog().investments.values() for at, _, _ in tiers)
