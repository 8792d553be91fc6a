"""Every Civilization worked example (digest §4, CV-EX-1 … CV-EX-36) replays with the rulebook's outcome.

Beside the 36 scenario files: each cites a rule the engine's rulebook registry names, with the
lines the digest gives; a changed expectation makes the run fail and the report names the check;
a broken start is refused naming the file and the field; the synthetic board of CV-EX-4 is
labelled; the injected random choices (CV-EX-5's deck order, CV-EX-8's card) are what decide.
"""

from __future__ import annotations

import copy
import re

import pytest

from rulekit.core import scenario
from rulekit.core.errors import DataError
from rulekit.civ import scenarios
from rulekit.civ.rulebook import RB

SCENARIOS = scenario.discover("civ")
BY_ID = {s.id: s for s in SCENARIOS}


@pytest.mark.parametrize("sc", SCENARIOS, ids=[s.id for s in SCENARIOS])
def test_worked_example(sc):
    result = scenario.run(sc)
    assert result.passed, result.report()


def test_every_example_of_the_digest_has_a_scenario():
    assert sorted(BY_ID, key=lambda x: int(x.rsplit("-", 1)[1])) == [f"CV-EX-{n}" for n in range(1, 37)]


@pytest.mark.parametrize("sc", SCENARIOS, ids=[s.id for s in SCENARIOS])
def test_each_example_cites_a_named_rule(sc):
    """The scenario's rule is one the engine's registry names (a pl rule, CV-R-nn), and each line it
    gives lies in a section of the same chapter (a sidebar or caption counts: the caravan picture,
    L624-630, is §10.2c beside §10.2b)."""
    refs = {r.ref: r for r in RB.rules.values()}
    assert sc.rule in refs, f"{sc.id}: {sc.rule} is not a named rule of data/rulebook.toml"
    section = RB.provenance(refs[sc.rule])
    assert section.book == "pl"
    chapter = section.id.split(".")[0]
    spans = []
    for s in RB.sections.values():
        if s.book == "pl" and s.id.split(".")[0] == chapter:
            nums = [int(x) for x in re.findall(r"\d+", s.lines)]
            spans += list(zip(nums[::2], nums[1::2])) + ([(nums[-1], nums[-1])] if len(nums) % 2 else [])
    for n in re.findall(r"L(\d+)", sc.lines):
        assert any(lo <= int(n) <= hi for lo, hi in spans), f"{sc.id}: {sc.lines} outside chapter {chapter}"


def _changed(sc, index: int, value):
    """The scenario with check ``index`` expecting ``value`` instead of the rulebook's outcome."""
    data = copy.deepcopy(sc.data)
    data["check"][index]["equals"] = value
    return scenario.Scenario(sc.id, sc.game, sc.title, sc.rule, sc.lines, sc.summary, sc.path, data)


@pytest.mark.parametrize("example, index, wrong", [
    ("CV-EX-2", 0, ["tech", "trade+trade"]),           # a menu of 2 purchases instead of the 13
    ("CV-EX-4", 3, ["metropolis 0,2", "metropolis 1,1", "metropolis 1,3"]),   # C legal after all
    ("CV-EX-9", 4, 12),                                  # the two tiers added up
    ("CV-EX-16", 2, 1),                                  # a city worth 1 loot
    ("CV-EX-18", 4, "fortification"),                    # the marker kept after the defence
    ("CV-EX-31", 5, 17),                                 # investments counted as coins
])
def test_a_changed_expectation_fails_and_names_the_check(example, index, wrong):
    sc = BY_ID[example]
    result = scenario.run(_changed(sc, index, wrong))
    assert not result.passed
    name = sc.checks[index]["observe"]
    assert f"check {index + 1} ({name}" in result.detail
    assert "BAD" in result.report() and repr(wrong) in result.report()


def test_a_wrong_engine_reading_fails_the_example():
    """Under AMB-X4's other reading the Teacher stays with its finder, and CV-EX-22's check that it is
    discarded (our default reading) fails: the scenario tells the readings apart."""
    sc = BY_ID["CV-EX-22"]
    data = copy.deepcopy(sc.data)
    data["start"]["options"] = {"teacher_discarded": False}
    result = scenario.run(scenario.Scenario(sc.id, sc.game, sc.title, sc.rule, sc.lines, sc.summary, sc.path, data))
    assert not result.passed and "kept" in result.detail


def test_the_injected_random_choices_decide():
    """CV-EX-5 with Jim Henson first draws no Archimedes; CV-EX-8 with Shakespeare injected as the random
    pick drops Shakespeare instead of Jerry Garcia: the outcome follows the input, not a fixed answer; an
    impossible injected outcome is refused naming the field."""
    sc = BY_ID["CV-EX-5"]
    data = copy.deepcopy(sc.data)
    data["start"]["gp_deck_top"] = ["Jim Henson", "Archimedes"]
    result = scenario.run(scenario.Scenario(sc.id, sc.game, sc.title, sc.rule, sc.lines, sc.summary, sc.path, data))
    assert not result.passed and "gp_deck_bottom" in result.detail
    sc = BY_ID["CV-EX-8"]
    data = copy.deepcopy(sc.data)
    data["start"]["chance"] = ["William Shakespeare"]
    result = scenario.run(scenario.Scenario(sc.id, sc.game, sc.title, sc.rule, sc.lines, sc.summary, sc.path, data))
    assert not result.passed
    assert result.state.players[0].gp_cards == (("Jerry Garcia", False),)
    start = scenarios.build({"start": dict(sc.data["start"], chance=["Marco Polo"])}, "x.toml")
    with pytest.raises(DataError, match="chance"):
        start.apply("move 3 2,6")


def test_the_cv_ex_4_board_is_the_labelled_synthetic_one():
    s = scenario.start(BY_ID["CV-EX-4"])
    assert isinstance(s, scenarios.SyntheticBoardState)
    assert s.board.teaching and "synthetic" in s.board.name.lower() and "SYNTHETIC" in s.board.note
    after = s.apply("research Agriculture")
    assert after.board is s.board or after.board.name == s.board.name      # the board survives every step


@pytest.mark.parametrize("field, value, word", [
    ("players", 6, "players"),
    ("phase", "lunch", "phase"),
    ("board", "cv-ex-5", "board"),
    ("explore", ["tile99"], "explore"),
    ("markers", [[[2, 7], "hut", "hut:Gold"]], "markers"),
    ("gp_deck_top", ["Napoleon"], "gp_deck_top"),
    ("market", ["The Moon"], "market"),
    ("figures", [{"id": 1, "owner": 0, "kind": "tank", "at": [0, 0]}], "kind"),
    ("cities", [{"owner": 0, "kind": "capital", "at": [[1, 1], [1, 2], [1, 3]]}], "at"),
    ("turnn", 3, "turnn"),
])
def test_a_broken_start_names_its_field(field, value, word):
    raw = {"start": {"players": 2, "civs": ["Romans", "Greeks"], field: value}}
    with pytest.raises(DataError) as err:
        scenarios.build(raw, "broken.toml")
    assert word in str(err.value) and "broken.toml" in str(err.value)


def test_a_start_that_breaks_an_invariant_is_refused():
    """Three Roman figures on one square with stacking limit 2: the start is refused, naming the problem."""
    raw = {"start": {"players": 2, "civs": ["Romans", "Greeks"], "figures": [
        {"id": i, "owner": 0, "kind": "army", "at": [0, 2]} for i in (1, 2, 3)]}}
    with pytest.raises(DataError, match="figures on"):
        scenarios.build(raw, "stacked.toml")


def test_a_player_field_is_checked():
    raw = {"start": {"players": 2, "civs": ["Romans", "Greeks"],
                     "player": [{"seat": 0, "techs": ["Warp Drive"]}]}}
    with pytest.raises(DataError, match="Warp Drive"):
        scenarios.build(raw, "techs.toml")
    raw["start"]["player"] = [{"seat": 0, "investments": {"Moon Base": 2}}]
    with pytest.raises(DataError, match="investments"):
        scenarios.build(raw, "inv.toml")
