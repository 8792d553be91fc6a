"""Civilization refuses bad input with a DataError naming the file or field (issue 22): edited data
files (play's catalogue is built from the checked data, one reader) and custom starts (``check_start``:
every name known, every card and marker in one place, counts within the box, pending decisions that
can arise)."""

import shutil
from pathlib import Path

import pytest

import rulekit.civ as cv
from rulekit.civ import cards, state
from rulekit.civ.decisions import Step
from rulekit.core.errors import DataError


# -- one reader of the data ---------------------------------------------------------------------

@pytest.fixture
def folder(tmp_path):
    dst = tmp_path / "data"
    shutil.copytree(cards.DATA, dst)
    return dst


def _edit(folder: Path, name: str, old: str, new: str) -> None:
    path = folder / name
    text = path.read_text("utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), "utf-8")


@pytest.fixture
def playing(folder):
    """Play reads the copied folder's data (as it reads the package's), then the package's again."""
    state.read_cards_with(lambda: cards.load(folder))
    yield folder
    state.read_cards_with(cards.data)


def test_play_reads_the_checked_data_one_reader(playing):
    """The catalogue is the checked data's: an edit the loader accepts shows in play."""
    _edit(playing, "great_people.toml", "per_type = { artist = 4,", "per_type = { artist = 3,")
    assert cv.new_game(players=2, civs=("Romans", "Greeks"), seed=1).gp_markers[0] == ("artist", 3)


@pytest.mark.parametrize("name, old, new, words", [
    # the great person markers per type (TEACH-GP-MARKERS) read raw raised ValueError / KeyError in new_game
    ("great_people.toml", "per_type = { artist = 4,", 'per_type = { artist = "four",',
     ["great_people.toml", "TEACH-GP-MARKERS", "field 'per_type'"]),
    ("great_people.toml", "per_type = { artist = 4,", "per_type = {",
     ["great_people.toml", "TEACH-GP-MARKERS", "field 'per_type'"]),
    # the culture track's deck ranges (TEACH-CULTURE-TRACK) read raw raised KeyError in new_game
    ("culture.toml", "steps = [{ from = 1,", "steps = [{ fro = 1,",
     ["culture.toml", "TEACH-CULTURE-TRACK", "field 'steps'"]),
    ("culture.toml", "culture = 5, trade = 0, deck = 1 }", "culture = 5, trade = 0, deck = 9 }",
     ["culture.toml", "TEACH-CULTURE-TRACK", "field 'steps'"]),
])
def test_an_edited_teaching_record_play_reads_is_a_data_error(playing, name, old, new, words):
    _edit(playing, name, old, new)
    with pytest.raises(DataError) as err:
        cv.new_game(players=2, civs=("Romans", "Greeks"), seed=1)
    for w in words:
        assert w in str(err.value), (w, str(err.value))


@pytest.mark.parametrize("name, old, new, words", [
    # a box-list record the counts are checked against, removed or renamed: KeyError before
    ("components.toml", 'id = "civ-sheet"', 'id = "civ-sheets"', ["components.toml", "component 'civ-sheet'", "missing"]),
    ("components.toml", 'id = "new-wonder"', 'id = "new-wonders"', ["components.toml", "component 'new-wonder'"]),
    # a count field dropped: KeyError / TypeError before
    ("culture.toml", "ff_new = 10\n", "", ["culture.toml", "[counts]: field 'ff_new'", "missing"]),
    ("culture.toml", "merged_pool = { I = 27, II = 25, III = 17, total = 69 }\n",
     "merged_pool = { I = 27, II = 25, III = 17 }\n", ["culture.toml", "field 'merged_pool'"]),
    ("wonders.toml", "\nbase = ", "\nbasis = ", ["wonders.toml", "[counts]: field 'base'", "missing"]),
    ("techs.toml", "fifth_player_cards = ", "fifth_player_card = ", ["techs.toml", "field 'fifth_player_cards'"]),
])
def test_an_edited_count_the_loader_checks_is_a_data_error(folder, name, old, new, words):
    _edit(folder, name, old, new)
    with pytest.raises(DataError) as err:
        cards.load(folder)
    for w in words:
        assert w in str(err.value), (w, str(err.value))


# -- a custom start checked completely ----------------------------------------------------------

G = cv.new_game(players=2, civs=("Romans", "Greeks"), seed=1)


@pytest.mark.parametrize("changes, field", [
    # names the game does not know
    ({"players": {0: {"civ": "Atlanteans"}}}, "players[0].civ"),
    ({"players": {0: {"government": "Anarcho-syndicalism"}}}, "players[0].government"),
    ({"players": {0: {"techs": (("Warp Drive", 1),)}}}, "players[0].techs[0]"),
    ({"players": {0: {"techs": (("Pottery", 7),)}}}, "players[0].techs[0]"),
    ({"players": {1: {"gp_cards": (("Napoleon", False),)}}}, "players[1].gp_cards[0]"),
    ({"players": {1: {"units": ("dragon",)}}}, "players[1].units[0]"),
    ({"players": {1: {"resources": ("gold",)}}}, "players[1].resources[0]"),
    ({"players": {0: {"events": ("Moon Landing",)}}}, "players[0].events[0]"),
    ({"players": {0: {"pending": ("nap",)}}}, "players[0].pending[0]"),
    ({"players": {0: {"investments": (("Moon Base", 1),)}}}, "players[0].investments[0]"),
    ({"players": {0: {"coins_on": (("Pottery", 1),), "card_coins": 1}}}, "players[0].coins_on[0]"),
    ({"market": ("The Moon",) + G.market[1:]}, "market[0]"),
    ({"buildings": (((5, 5), 0, "Spaceport"),)}, "buildings[0]"),
    ({"gp_board": (((5, 5), 0, "wizard"),)}, "gp_board[0]"),
    ({"markers": (((5, 5), "landmark", "El Dorado"),)}, "markers[0]"),
    ({"hut_pool": G.hut_pool[1:] + ("hut:Gold",)}, "hut_pool"),
    ({"explored": G.explored + (999,)}, "explored"),
    ({"culture_decks": (G.culture_decks[1], G.culture_decks[0], G.culture_decks[2])}, "culture_decks[0][0]"),
    # counts within the box and the rules
    ({"players": {0: {"trade": 10**7}}}, "players[0].trade"),
    ({"players": {0: {"culture_level": 99}}}, "players[0].culture_level"),
    ({"players": {0: {"card_coins": 40}}}, "players[0].card_coins"),
    ({"players": {0: {"stacking": 10**7}}}, "players[0].stacking"),
    ({"market": G.market + G.wonder_deck[:1], "wonder_deck": G.wonder_deck[1:]}, "market"),
    ({"winner": 7, "victory": "tech"}, "winner"),
    ({"winner": 0, "victory": "charm"}, "victory"),
    ({"next_id": 1}, "next_id"),
    ({"obsolete": (G.market[0],)}, "obsolete"),
    # each card in one place
    ({"gp_deck": G.gp_deck + G.gp_deck[:1]}, "start"),
    ({"wonder_box": G.wonder_box + G.market[:1]}, "start"),
])
def test_an_impossible_start_is_a_data_error_naming_the_field(changes, field):
    with pytest.raises(DataError) as err:
        G.edit(**changes)
    assert f"edit: {field}" in str(err.value), str(err.value)


@pytest.mark.parametrize("phase, task, field", [
    # a battle's loot arises in Movement only (L418-473), and a battle gives 1-3 loot (L425-432)
    ("research", Step.KINDS["loot"](0, loot=1, loser=1), "tasks[0]: loot"),
    ("movement", Step.KINDS["loot"](0, loot=22, loser=1), "tasks[0]: loot.loot"),
    ("movement", Step.KINDS["loot"](0, loot=1, loser=0), "tasks[0]: loot.loser"),
    ("movement", Step.KINDS["take"](0, loser=1, what="soul"), "tasks[0]: take.what"),
    # a phase's decision in another phase; a decision naming what does not exist
    ("city", Step.KINDS["research"](0), "tasks[0]: research"),
    ("research", Step.KINDS["push"](0, figure=99), "tasks[0]: push.figure"),
    ("research", Step.KINDS["negate"](0, tech="Warp Drive"), "tasks[0]: negate.tech"),
    ("start", Step.KINDS["start"](0, used=("nap",)), "tasks[0]: start.used[0]"),
])
def test_a_pending_decision_that_cannot_arise_is_a_data_error(phase, task, field):
    with pytest.raises(DataError) as err:
        G.edit(phase=phase, tasks=(task,))
    assert f"edit: {field}" in str(err.value), str(err.value)


def test_a_forged_save_s_custom_start_is_refused_naming_the_field():
    save = G.edit(players={0: {"trade": 5}}).to_dict()
    assert save["start"] == "custom" and type(G).from_dict(save, source="ok.json").players[0].trade == 5

    def forged(change):
        d = json_copy(save)
        for key in ("root", "state"):           # the start and the position it replays to (no log)
            change(d[key])
        return d

    def civ(d):
        d["players"][0]["civ"] = "Atlanteans"

    def loot(d):
        d["phase"] = "movement"
        d["tasks"] = [{"kind": "loot", "player": 0, "loot": 22, "loser": 1}]

    with pytest.raises(DataError, match=r"forged.json: .*players\[0\]\.civ"):
        type(G).from_dict(forged(civ), source="forged.json")
    with pytest.raises(DataError, match=r"forged.json: .*loot.loot: 22"):
        type(G).from_dict(forged(loot), source="forged.json")


def json_copy(d):
    import json
    return json.loads(json.dumps(d))


def test_every_position_of_random_play_is_a_start_check_start_accepts():
    """check_start refuses only impossible positions: every position play reaches passes it."""
    import random
    for seed in (5, 6):
        rng = random.Random(seed)
        g = cv.new_game(**dict(cv.random_setup(rng), seed=seed))
        for _ in range(250):
            g.check_start("play")
            if g.is_over:
                break
            g = g.apply(rng.choice(g.legal_actions()))
