"""Saves that cannot be forged, and decks known by their content (issue 7, points 1 and 4).

A save of a game set up by ``new_game`` holds its parameters and the action
log; loading sets it up again and replays, never trusting a stored position.
A custom start (a worked example's, a position set by hand) is marked, checked
as a scenario start is, and shown as one. Every broken save is a ``DataError``
naming the file and the field.
"""

import copy
import json
import random

import pytest

import rulekit.gunsteel as gs
from rulekit.core import scenario
from rulekit.core.errors import DataError
from rulekit.core.state import FORMAT, GameState
from rulekit.gunsteel import game as gs_game
from rulekit.gunsteel.cards import DATA


def _played(seed=5, mode="renaissance", players=3, steps=30):
    g = gs.new_game(players, mode, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        g = g.apply(rng.choice(g.legal_actions()))
    return g


def _json(save):
    return json.loads(json.dumps(save))


@pytest.fixture(scope="module")
def save():
    return _json(_played().to_dict())


@pytest.fixture(scope="module")
def custom():
    """A save of a game begun from a worked example's start (GS-EX-16), one step in."""
    s = scenario.start(scenario.by_id("GS-EX-16"))
    return _json(s.apply(s.legal_actions()[0]).to_dict())


def _changed(save, change):
    d = copy.deepcopy(save)
    change(d)
    return d


def _refused(data, match):
    with pytest.raises(DataError, match=match) as err:
        gs.State.from_dict(data, source="game.json")
    assert err.value.file == "game.json"
    return err.value


# -- what a save holds --------------------------------------------------------------


def test_a_save_holds_parameters_and_log_not_a_root(save):
    assert save["format"] == FORMAT == 2 and save["start"] == "setup"
    assert "root" not in save
    assert set(save["setup"]) == {"players", "card_set", "seed", "options", "deck"}
    assert save["setup"]["deck"] == gs_game.deck_id(gs.teaching_deck())
    g = gs.State.from_dict(save, source="game.json")
    assert g.snapshot() == save["state"] and [str(a) for a in g.history] == save["log"]
    assert not g.custom_start and g.loaded_from == "game.json"
    assert "custom start" not in str(g)


def test_a_forged_root_is_never_trusted(save):
    """Today's forgery (issue 7): a root giving P1 14 track VP and a duplicated card.
    A setup save holds no root; one that carries a root anyway is refused."""
    root = gs.new_game(3, "renaissance", seed=5).snapshot()
    root["players"][0]["track"] = 14
    root["players"][0]["hand"].append(root["players"][1]["hand"][0])
    _refused(_changed(save, lambda d: d.__setitem__("root", root)), r"game.json: root: .*rebuilt from 'setup'")


def test_a_custom_start_is_marked_checked_and_shown(custom):
    assert custom["start"] == "custom" and "setup" not in custom
    g = gs.State.from_dict(custom, source="mine.json")
    assert g.custom_start and g.setup_params() is None
    assert str(g).splitlines()[-1] == "  custom start: loaded from mine.json, not a position new_game sets up"
    assert scenario.start(scenario.by_id("GS-EX-16")).custom_start
    assert not gs.new_game(3).custom_start and not gs.new_game(3).apply("res green-1").custom_start


def test_a_custom_start_is_checked_as_a_scenario_start(custom):
    """A duplicated card, an unknown card, a lost glory marker, rows of another game."""
    def dup(d):
        d["root"]["players"][1]["hand"].append(d["root"]["players"][0]["hand"][0])
    _refused(_changed(custom, dup), r"game.json: root: start: .* is in two places")
    _refused(_changed(custom, lambda d: d["root"]["players"][0]["hand"].append("nope")),
             r"root: player 1: field 'hand': unknown id 'nope'")
    _refused(_changed(custom, lambda d: d["root"]["players"][2].__setitem__("glory", 4)),
             r"root: start: P3 glory: 4 in supply \+ 0 on wonders")
    def rows(d):
        d["root"]["rows"] = [6, 5, 4, 3, 2]
        d["root"]["pyramid"] = d["root"]["pyramid"][:20]
    _refused(_changed(custom, rows), r"root: start: rows: \[6, 5, 4, 3, 2\], but a 3-player renaissance game")
    def track(d):
        d["root"]["players"][0]["track"] = -1
    _refused(_changed(custom, track), r"root: player 1: field 'track': must be a whole number ≥ 0")


@pytest.mark.parametrize("change, match", [
    (lambda r: r.__setitem__("current", 9), r"root: field 'current': must be a whole number ≤ 2, not 9"),
    (lambda r: r.__setitem__("phase", "lunch"), r"root: field 'phase': 'lunch' is not one of"),
    (lambda r: r["tasks"].append({"kind": "nap", "player": 0}), r"root: task 2: field 'kind': 'nap'"),
    (lambda r: r["tasks"].append({"kind": "effect", "player": 0,
                                  "effect": {"kind": "gain", "resource": "FOOD", "count": -1}}),
     r"root: task 2: effect: field 'count': must be a whole number ≥ 0"),
    (lambda r: r["tasks"].append({"kind": "renew", "player": 7}), r"root: task 2: field 'player'"),
    (lambda r: r["players"][0].__setitem__("temp", {"FOOD": -1}), r"root: player 1: field 'temp.FOOD'"),
    (lambda r: r.__setitem__("pyramid", r["pyramid"][:-1]), r"root: field 'pyramid': has 24 positions"),
    (lambda r: r.__setitem__("wonder_slots", ["ghost"] * 5), r"root: field 'wonder_slots': unknown id 'ghost'"),
    (lambda r: r.__setitem__("players", "everyone"), r"root: field 'players'"),
    (lambda r: r.__setitem__("seeds", 3), r"root: field 'seeds': unknown field \(did you mean 'seed'\?\)"),
    (lambda r: r.pop("turn"), r"root: field 'turn': missing"),
    (lambda r: r.__setitem__("deck", 5), r"root: field 'deck': must be text"),
], ids=["seat 9", "phase", "decision kind", "negative effect resource", "task seat", "negative temp",
        "short pyramid", "unknown wonder", "players not a list", "typo", "missing", "deck not text"])
def test_a_broken_custom_root_is_a_data_error(custom, change, match):
    _refused(_changed(custom, lambda d: change(d["root"])), match)


@pytest.mark.parametrize("change, match", [
    (lambda d: d.__setitem__("format", 999), r"format: 999 is not a save format"),
    (lambda d: d.__setitem__("format", 1), r"format: 1 is not a save format"),
    (lambda d: d.__setitem__("format", True), r"format: True"),
    (lambda d: d.__setitem__("log", "res red-1"), r"log: must be a list of actions, not str"),
    (lambda d: d["log"].__setitem__(2, 17), r"log step 3: must be an action's notation"),
    (lambda d: d["log"].__setitem__(4, "buy S9"), r"log step 5 \('buy S9'\)"),
    (lambda d: d["log"].__setitem__(4, "%%%"), r"log step 5 \('%%%'\)"),
    (lambda d: d["state"].__setitem__("turn", 99), r"state: does not match the state the log replays to"),
    (lambda d: d.__setitem__("state", "won"), r"state: does not match"),
    (lambda d: d.pop("log"), r"log: missing"),
    (lambda d: d.__setitem__("game", "chess"), r"game: is 'chess', expected 'gunsteel'"),
    (lambda d: d.__setitem__("start", "midgame"), r"start: 'midgame' is not 'setup' or 'custom'"),
    (lambda d: d.__setitem__("setup", [3]), r"setup: missing, or not a table"),
    (lambda d: d["setup"].__setitem__("seed", "seven"), r"setup: .*seed: must be a whole number"),
    (lambda d: d["setup"].__setitem__("seed", 6), r"log step \d+ .*|state: does not match"),
    (lambda d: d["setup"].__setitem__("players", 9), r"setup: Guns & Steel is for 2-4 players"),
    (lambda d: d["setup"].__setitem__("colour", "red"), r"setup: not new_game's arguments"),
    (lambda d: d["setup"].__setitem__("options", {"tie_brake": 1}), r"setup: .*tie_brake.*did you mean 'tie_break'"),
    (lambda d: d.__setitem__("afer", 1), r"afer: not a save field"),
    (lambda d: d.__setitem__("start", "custom"), r"setup: a custom start is given by 'root'"),
], ids=["format 999", "format 1", "format bool", "log not a list", "log step not text", "illegal step",
        "unreadable step", "final state differs", "final state not a state", "no log", "other game",
        "unknown start", "setup not a table", "seed not a number", "another seed", "players 9", "unknown argument",
        "unknown option", "unknown key", "custom without root"])
def test_a_broken_save_is_a_data_error(save, change, match):
    _refused(_changed(save, change), match)


@pytest.mark.parametrize("data", [None, [], "save", 3, {}], ids=["null", "list", "text", "number", "empty"])
def test_a_save_that_is_not_an_object(data):
    with pytest.raises(DataError, match="game.json"):
        gs.State.from_dict(data, source="game.json")


def test_loading_replays_each_step_once(save, monkeypatch):
    """Loading time grows linearly with the log: one ``apply`` per step and one
    snapshot (the check of the stored state), whatever the length of the log."""
    calls = {"apply": 0, "snapshot": 0}
    apply, snapshot = GameState.apply, gs.State.snapshot

    def counted_apply(self, action):
        calls["apply"] += 1
        return apply(self, action)

    def counted_snapshot(self):
        calls["snapshot"] += 1
        return snapshot(self)

    monkeypatch.setattr(GameState, "apply", counted_apply)
    monkeypatch.setattr(gs.State, "snapshot", counted_snapshot)
    gs.State.from_dict(save)
    assert calls == {"apply": len(save["log"]), "snapshot": 1}


def test_every_game_gets_saves_from_core():
    """The generic parts live on core's GameState: a game fills only new_game's
    ``_set_up`` mark, ``from_snapshot`` and ``check_start``."""
    for name in ("to_dict", "from_dict", "setup_params", "custom_start", "check_start", "loaded_from"):
        assert name in vars(GameState), name
        assert name not in vars(gs.State) or name == "check_start", name


# -- decks known by their content -----------------------------------------------------


def _edited_teaching(path, vp):
    """A copy of the shipped teaching deck with one wonder's VP changed."""
    text = (DATA / "teaching.toml").read_text(encoding="utf-8")
    head, sep, tail = text.partition("[[wonder]]")
    tail = tail.replace("vp = ", f"vp = {vp}  # was ", 1)
    path.write_text(head + sep + tail, encoding="utf-8")
    return path


def test_a_users_teaching_deck_is_not_the_shipped_one(tmp_path):
    mine = gs.load_deck(_edited_teaching(tmp_path / "teaching.toml", 9))
    assert mine.name == "teaching"
    shipped = gs.teaching_deck()
    key = gs.register_deck(mine)
    assert key != gs_game.deck_id(shipped) and key.startswith("teaching@")
    g = gs.new_game(3, "new-world", seed=1, deck=mine)
    assert g.deck == mine and g.deck_key == key
    assert gs.new_game(3, "new-world", seed=1).deck is shipped
    assert gs.new_game(3, "new-world", seed=1, deck="teaching").deck is shipped
    again = gs.State.from_dict(_json(g.to_dict()))
    assert again.deck == mine and again.deck != shipped


def test_two_deck_files_of_one_name_do_not_overwrite_each_other(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    a = gs.load_deck(_edited_teaching(tmp_path / "a" / "deck.toml", 7))
    b = gs.load_deck(_edited_teaching(tmp_path / "b" / "deck.toml", 8))
    ka, kb = gs.register_deck(a), gs.register_deck(b)
    assert ka != kb and ka.startswith("deck@") and kb.startswith("deck@")
    ga = gs.new_game(3, "new-world", seed=2, deck=a)
    gb = gs.new_game(3, "new-world", seed=2, deck=b)
    assert ga.deck == a and gb.deck == b and a != b
    assert gs_game.get_deck(ka) == a and gs_game.get_deck(kb) == b


def test_the_same_content_has_the_same_id_whatever_the_file(tmp_path):
    one = gs.load_deck(_edited_teaching(tmp_path / "one.toml", 5), name="x")
    two = gs.load_deck(_edited_teaching(tmp_path / "two.toml", 5), name="x")
    assert gs_game.deck_id(one) == gs_game.deck_id(two)


def test_a_running_game_never_changes_deck(tmp_path):
    path = _edited_teaching(tmp_path / "deck.toml", 7)
    first = gs.load_deck(path)
    g = gs.new_game(3, "new-world", seed=3, deck=first)
    _edited_teaching(path, 8)
    gs.register_deck(gs.load_deck(path))              # the file changed and was loaded again
    g = g.apply(g.legal_actions()[0])
    assert g.deck == first and g.root().deck == first
    assert gs.State.from_dict(_json(g.to_dict())).deck == first


def test_a_save_names_the_deck_it_needs(tmp_path, monkeypatch):
    mine = gs.load_deck(_edited_teaching(tmp_path / "deck.toml", 6), name="my-deck")
    save = _json(gs.new_game(3, "new-world", seed=4, deck=mine).to_dict())
    key = save["setup"]["deck"]
    monkeypatch.delitem(gs_game._DECKS, key.rsplit("@", 1)[1])     # a fresh session: never loaded
    with pytest.raises(DataError, match=rf"game.json: setup: .*needs the deck 'my-deck' with content id '{key}'"):
        gs.State.from_dict(save, source="game.json")
