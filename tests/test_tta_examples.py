"""Every worked example of Through the Ages replays with the rulebook's numbers.

The Simple game's examples of the digest (tta-pl.md §4): TTA-EX-1 … 10, 20 … 30, 42 and 44, and
the Advanced game's (TTA-EX-11 … 18, 31 … 37, 39, 41), each a scenario file under rulekit/tta/examples
played through the engine's actions. Beside
the replays: each file cites a named rule of the registry and notes its Hungarian match; a
changed expectation fails and the report names the check; the engine's invariants hold at every
step from the built start (tokens and cards conserved); a broken start is refused naming the
file and the field; an option reading other than the default changes an example's outcome
where the example decides the ambiguity.
"""

from __future__ import annotations

import copy
import re

import pytest

from rulekit.core import scenario
from rulekit.core.errors import DataError
from rulekit.tta.invariants import invariants
from rulekit.tta.rulebook import RB

SCENARIOS = scenario.discover("tta")
BY_ID = {s.id: s for s in SCENARIOS}
SIMPLE_IDS = [f"TTA-EX-{n}" for n in (*range(1, 11), *range(20, 31), 42, 44)]
#: The Advanced game's examples (issue 24): the chapter 2 ones of the digest.
ADVANCED_IDS = [f"TTA-EX-{n}" for n in (*range(11, 19), *range(31, 38), 39, 41)]
#: The Full game's examples (issue 26): the chapter 3 ones of the digest.
FULL_IDS = ["TTA-EX-19", "TTA-EX-38", "TTA-EX-40", "TTA-EX-43"]


def _chapter(sc) -> str:
    """The rulebook chapter of an example's level: 1 (Simple) or 2 (Advanced)."""
    return "1" if sc.id in SIMPLE_IDS else "3" if sc.id in FULL_IDS else "2"


@pytest.mark.parametrize("sc", SCENARIOS, ids=[s.id for s in SCENARIOS])
def test_worked_example(sc):
    result = scenario.run(sc)
    assert result.passed, result.report()


def test_every_simple_and_advanced_example_of_the_digest_has_a_scenario():
    assert set(BY_ID) == set(SIMPLE_IDS) | set(ADVANCED_IDS) | set(FULL_IDS)
    for sc in SCENARIOS:
        assert sc.path.name == f"{sc.id}.toml"


@pytest.mark.parametrize("sc", SCENARIOS, ids=[s.id for s in SCENARIOS])
def test_each_example_cites_a_named_rule_of_its_chapter(sc):
    """The scenario's rule is a TTA-R-nn of the registry, cited in the Polish book's chapter of its
    level (1: the Simple game, 2: the Advanced game) with the Hungarian section beside it, and its
    lines lie in that chapter."""
    refs = {r.ref: r for r in RB.rules.values()}
    assert sc.rule in refs, f"{sc.id}: {sc.rule} is not a named rule of data/rulebook.toml"
    section = RB.provenance(refs[sc.rule])
    chapter = _chapter(sc)
    assert section.book == "pl" and section.id.split(".")[0] == chapter
    assert refs[sc.rule].also, f"{sc.rule} has no Hungarian citation"
    def lines(chapter):
        return [int(x) for s in RB.sections.values() if s.book == "pl" and s.id.split(".")[0] == chapter
                for x in re.findall(r"\d+", s.lines)]
    lo, hi = min(lines(chapter)), min(lines(str(int(chapter) + 1)))     # the chapter and its key boxes
    for n in re.findall(r"L(\d+)", sc.lines):
        assert lo <= int(n) < hi, f"{sc.id}: {sc.lines} outside chapter {chapter} (L{lo}-{hi - 1})"


@pytest.mark.parametrize("sc", SCENARIOS, ids=[s.id for s in SCENARIOS])
def test_each_example_notes_its_hungarian_match(sc):
    assert re.search(r"\bHU\b", sc.summary), f"{sc.id}: the summary names no Hungarian lines"
    assert "TTAHU-" in sc.summary, f"{sc.id}: the summary names no TTAHU id (or says there is none)"


@pytest.mark.parametrize("sc", SCENARIOS, ids=[s.id for s in SCENARIOS])
def test_invariants_hold_from_the_built_start(sc):
    """Tokens and cards are conserved from the scenario's start through every step."""
    result = scenario.run(sc)
    root = result.states[0]
    for state in result.states:
        invariants(state, root)


@pytest.mark.parametrize("sc", SCENARIOS, ids=[s.id for s in SCENARIOS])
def test_a_scenario_game_saves_as_a_custom_start(sc):
    """A scenario's start is a custom start: its save holds the checked root and replays to the
    same final state."""
    final = scenario.run(sc).states[-1]
    assert final.custom_start
    save = final.to_dict()
    assert save["start"] == "custom"
    assert type(final).from_dict(save) == final


def _changed(sc, index: int, value):
    """The scenario with check ``index`` expecting ``value`` instead of the rulebook's outcome."""
    data = copy.deepcopy(sc.data)
    data["check"][index]["equals"] = value
    return scenario.Scenario(sc.id, sc.game, sc.title, sc.rule, sc.lines, sc.summary, sc.path, data)


@pytest.mark.parametrize("example, index, wrong", [
    ("TTA-EX-1", 0, 3),                  # the completed wonders not counted once each
    ("TTA-EX-5", 6, 5),                  # Hammurabi's extra white forgotten after the revolution
    ("TTA-EX-8", 8, 0),                  # change not made: both Iron tokens returned
    ("TTA-EX-10", 5, 65),                # happiness counted past its cap of 16
    ("TTA-EX-25", 9, 1),                 # the Pyramids' action not usable this turn
    ("TTA-EX-30", 3, 16),                # famine at 2 culture per food
])
def test_a_changed_expectation_fails_and_names_the_check(example, index, wrong):
    sc = BY_ID[example]
    assert sc.checks[index]["equals"] != wrong
    result = scenario.run(_changed(sc, index, wrong))
    assert not result.passed
    name = sc.checks[index]["observe"]
    assert f"check {index + 1} ({name}" in result.detail
    assert repr(wrong) in result.detail


def test_the_other_reading_of_amb_24_breaks_the_sample_civilization():
    """TTA-EX-10's 8 Age I technologies include Cartography (a special technology): with
    ``bonus_special_techs = false`` (⚠AMB-24's other reading) the bonus is 59, not 61."""
    sc = BY_ID["TTA-EX-10"]
    data = copy.deepcopy(sc.data)
    data["start"]["options"] = {"bonus_special_techs": False}
    result = scenario.run(scenario.Scenario(sc.id, sc.game, sc.title, sc.rule, sc.lines, sc.summary, sc.path,
                                            data))
    assert not result.passed
    assert "rulebook says 61, engine gives 59" in result.detail


def _broken(example: str, change) -> scenario.Scenario:
    sc = BY_ID[example]
    data = copy.deepcopy(sc.data)
    change(data["start"])
    return scenario.Scenario(sc.id, sc.game, sc.title, sc.rule, sc.lines, sc.summary, sc.path, data)


@pytest.mark.parametrize("example, change, field", [
    ("TTA-EX-1", lambda st: st["row"].__setitem__(0, "c-A-no-such-card"), "row"),
    ("TTA-EX-1", lambda st: st.__setitem__("rounds", 3), "rounds"),
    ("TTA-EX-4", lambda st: st["player"][0].__setitem__("hand", ["c-A-warriors"]), "hand"),
    ("TTA-EX-7", lambda st: st["player"][0].__setitem__("yellow", 18), "players[0].yellow"),
    ("TTA-EX-9", lambda st: st["player"][0].__setitem__("techs", [["c-I-swordsmen", 0]]), "techs"),
    ("TTA-EX-26", lambda st: st["player"][0].__setitem__("leader_ages", []), "leader_ages"),  # Hammurabi held
])
def test_a_broken_start_is_refused_naming_file_and_field(example, change, field):
    with pytest.raises(DataError) as err:
        scenario.run(_broken(example, change))
    assert err.value.file.endswith(f"{example}.toml")
    assert field in err.value.field or field in err.value.reason


def test_a_card_the_player_count_removed_cannot_be_named():
    """With 2 players the copies marked for 3 and 4 players are out of the game (TTA-EX-42): a
    start naming one copy more than the 2-player deck holds is refused."""
    from collections import Counter

    from rulekit.tta import cards
    from rulekit.tta.game import simple_decks

    four, two = Counter(cards.data().decks(4)["civil"]["I"]), Counter(simple_decks(2)[1])
    removed = sorted(c for c in four if four[c] > two[c])
    assert removed, "no Age I civil card is removed with 2 players"
    card = removed[0]

    def change(st):
        st["row"] = [card] * (two[card] + 1)
    with pytest.raises(DataError, match="player count removed it"):
        scenario.run(_broken("TTA-EX-5", change))


def test_rulekit_verify_lists_every_simple_and_advanced_example_passed(capsys):
    """``rulekit verify --game tta --json``: one passed result per Simple and Advanced example id."""
    import json

    from rulekit.cli import main

    assert main(["verify", "--game", "tta", "--json"]) == 0
    results = json.loads(capsys.readouterr().out)
    ids = [r["id"] for r in results]
    assert len(ids) == len(set(ids)) and set(ids) == set(SIMPLE_IDS) | set(ADVANCED_IDS) | set(FULL_IDS)
    assert {r["status"] for r in results} == {"passed"}


def test_an_observed_line_that_breaks_the_rules_is_a_broken_file():
    """``then`` plays only legal actions: an illegal one makes the file broken (DataError naming the
    check's args), not a silent pass."""
    sc = BY_ID["TTA-EX-7"]
    data = copy.deepcopy(sc.data)
    data["check"][4]["args"]["actions"] = ["build c-A-religion"] * 4
    with pytest.raises(DataError) as err:
        scenario.run(scenario.Scenario(sc.id, sc.game, sc.title, sc.rule, sc.lines, sc.summary, sc.path, data))
    assert "check 5" in err.value.field and "args" in err.value.field


def test_a_held_leaders_age_is_recorded_so_a_second_leader_of_that_age_cannot_be_taken():
    """TTA-EX-26's player holds Hammurabi (Age A) and Leonardo (Age I): both were taken, so the start
    records ages A and I (one leader per age, PL L474-477, TTA-R-25) and an Age A leader in the row
    is refused."""
    from rulekit.tta import rulebook as rb, scenarios

    sc = BY_ID["TTA-EX-26"]
    data = copy.deepcopy(sc.data)
    start = scenarios.build(data, sc.path)
    assert start.players[0].leader_ages == ("A", "I")
    data["start"]["row"] = ["c-A-julius-caesar"]
    err = scenarios.build(data, sc.path).why_not("take 1")
    assert err is not None and err.rule == rb.LEADER_TAKE
