"""``rulekit verify`` (issue 7, point 3): exit 2 with one line naming file and field
for a broken file or a bad argument, exit 1 only when a well-formed example's
expectation differs, never a traceback, and ``--json`` always valid JSON."""

import json
import subprocess
import sys

import pytest

from rulekit.cli import main

HEAD = ('id = "MY-1"\ngame = "gunsteel"\ntitle = "t"\nrule = "GS-R-58"\nlines = "L559-570"\nsummary = "s"\n')
GOOD = HEAD + ('steps = []\n[start]\nplayers = 3\n'
               '[[check]]\nobserve = "surcharge"\nargs = { target = "G0" }\nequals = 2\n')


def _verify(tmp_path, capsys, text, *flags, binary=False):
    path = tmp_path / "mine.toml"
    if binary:
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    code = main(["verify", *flags, str(path)])
    out, err = capsys.readouterr()
    return code, out, err


BROKEN = {
    "game not rulekit's": (GOOD.replace('game = "gunsteel"', 'game = "chess"'), "game", "not a rulekit game"),
    "top-level typo": (GOOD.replace("steps = []", "stepz = []"), "field 'stepz'", "did you mean 'steps'"),
    "start typo": (GOOD.replace("players = 3", "players = 3\nseeds = 4"), "start: field 'seeds'",
                   "did you mean 'seed'"),
    "check typo": (GOOD + "afer = 0\n", "check 1: field 'afer'", "did you mean 'after'"),
    "unknown top-level field": (GOOD.replace("steps = []", 'steps = []\nzzz_note = "hello"'), "field 'zzz_note'",
                                "not a field of a scenario file"),
    "after out of range": (GOOD + "after = 5\n", "check 1: field 'after'", "≤ 0"),
    "unknown observation": (GOOD.replace('"surcharge"', '"surcharges"'), "check 1: field 'observe'",
                            "did you mean 'surcharge'"),
    "args it cannot take": (GOOD.replace('target = "G0"', 'target = "Z9"'), "check 1: field 'args'", "Z9"),
    "players 9": (GOOD.replace("players = 3", "players = 9"), "start: field 'players'", "≤ 4"),
    "unknown card": (GOOD + '[[start.player]]\nhand = ["ghost"]\n', "start.player[0].hand", "unknown card"),
    "card twice": (GOOD + '[[start.player]]\nhand = ["red-1"]\n[[start.player]]\nhand = ["red-1"]\n',
                   "start", "two places"),
    "negative track": (GOOD + '[[start.player]]\ntrack = -2\n', "field 'track'", "≥ 0"),
    "unreadable step": (GOOD.replace("steps = []", 'steps = ["%%%"]'), "steps[1]", "invalid action"),
    "broken TOML": ('id = "X" = 2', "TOML", ""),
    "missing title": (HEAD.replace('title = "t"\n', ""), "title", "missing"),
}


@pytest.mark.parametrize("name", list(BROKEN))
def test_a_broken_file_is_one_line_and_exit_2(tmp_path, capsys, name):
    text, field, reason = BROKEN[name]
    code, out, err = _verify(tmp_path, capsys, text)
    assert code == 2, out + err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith(f"rulekit: {tmp_path / 'mine.toml'}: ") and field in err and reason in err
    code, out, err = _verify(tmp_path, capsys, text, "--json")
    assert code == 2
    e = json.loads(out)["error"]
    assert e["kind"] == "data" and e["file"] == str(tmp_path / "mine.toml") and field in e["field"] + e["message"]


@pytest.mark.parametrize("content", [b"\x00\x01\x02", b"\xff\xfe id = 1"], ids=["binary", "not UTF-8"])
def test_a_binary_file_is_a_data_error(tmp_path, capsys, content):
    code, out, err = _verify(tmp_path, capsys, content, "--json", binary=True)
    assert code == 2 and json.loads(out)["error"]["field"] == "file"


def test_missing_file_and_directory(tmp_path, capsys):
    for path in (tmp_path / "nope.toml", tmp_path):
        assert main(["verify", "--json", str(path)]) == 2
        out, err = capsys.readouterr()
        assert json.loads(out)["error"]["file"] == str(path) and err.count("\n") == 1


@pytest.mark.parametrize("argv, says", [
    (["verify", "--game", "gunstel"], "did you mean 'gunsteel'"),
    (["verify", "--bogus"], "unrecognized arguments"),
    (["frobnicate"], "invalid choice"),
    ([], "required"),
])
def test_a_bad_argument_is_exit_2_with_one_line(capsys, argv, says):
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert err.count("\n") == 1 and says in err and "usage:" not in err
    assert main(argv + ["--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["kind"] == "usage"


def test_a_file_of_another_game_than_asked(tmp_path, capsys):
    (tmp_path / "mine.toml").write_text(GOOD, encoding="utf-8")
    code = main(["verify", "--game", "gunsteel", str(tmp_path / "mine.toml")])
    assert code == 0


def test_exit_1_only_when_an_expectation_differs(tmp_path, capsys):
    code, out, err = _verify(tmp_path, capsys, GOOD)
    assert code == 0 and "MY-1" in out
    code, out, err = _verify(tmp_path, capsys, GOOD.replace("equals = 2", "equals = 3"), "--json")
    rows = json.loads(out)
    assert code == 1 and rows[0]["status"] == "failed" and "rulebook says 3, engine gives 2" in rows[0]["detail"]
    refused = GOOD.replace("steps = []", 'steps = ["buy S0"]')
    code, out, err = _verify(tmp_path, capsys, refused)
    assert code == 1 and "step 1 'buy S0'" in out


def test_no_traceback_from_the_command(tmp_path):
    path = tmp_path / "deep.toml"
    path.write_text("x = " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "rulekit", "verify", "--json", str(path)],
                          capture_output=True, text=True)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "error" in json.loads(done.stdout)


def test_an_example_named_by_id_prints_each_check_with_both_values(capsys):
    """`rulekit verify MO-EX-6` runs that shipped example (ids in any case) and prints every check in plain
    text: the engine's value beside the rulebook's, not only under --json (issue 23, point 6)."""
    assert main(["verify", "mo-ex-6"]) == 0
    out, _ = capsys.readouterr()
    assert out.startswith("MO-EX-6    passed")
    assert "region_vp(region=IBERIA): engine {'P1': 10, 'P2': 0, 'P3': 2, 'P4': 0}, rulebook {'P1': 10" in out
    assert main(["verify", "--game", "gunsteel"]) == 0
    assert "engine" not in capsys.readouterr()[0]                 # the whole run stays a table
    assert main(["verify", "--checks", "--game", "gunsteel"]) == 0
    assert "rulebook " in capsys.readouterr()[0]


def test_an_unknown_example_id_is_one_line_naming_the_nearest(capsys):
    assert main(["verify", "MO-EX-66"]) == 2
    _, err = capsys.readouterr()
    assert err == "rulekit: MO-EX-66: example: neither a file nor the id of a worked example (did you mean 'MO-EX-6'?)\n"
