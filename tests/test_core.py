"""rulekit.core: citations, errors, multisets, the scenario runner, the command line, imports."""

import json
import subprocess
import sys
from dataclasses import dataclass

import pytest

from rulekit.core import scenario
from rulekit.core.errors import DataError, IllegalAction, InvalidAction, RulekitError
from rulekit.core.resources import Bag
from rulekit.core.state import Frozen, cached
from rulekit.gunsteel import rulebook as rb


def test_error_tree_and_message():
    err = IllegalAction(rb.BUY_ONE, "only one card per turn").placed("buy O1", "turn 3")
    assert isinstance(err, RulekitError) and isinstance(err, ValueError)
    assert "GS-R-55" in str(err) and "buy O1" in str(err) and "Faza Kupna" in str(err)
    assert issubclass(InvalidAction, RulekitError) and issubclass(DataError, RulekitError)


def test_bag_pay_exchange_compare():
    have = Bag(FOOD=2, IRON=1)
    assert Bag(FOOD=2) <= have and not Bag(FOOD=3) <= have
    assert have.exchange(Bag(FOOD=2), Bag(IRON=1)) == Bag(IRON=2)
    with pytest.raises(ValueError, match="short of FOOD=1"):
        have.pay(Bag(FOOD=3))
    assert len(have) == 3 and list(have) == ["FOOD", "FOOD", "IRON"]
    with pytest.raises(ValueError):
        Bag(FOOD=-1)


def test_import_rulekit_loads_no_jupyter():
    code = ("import sys, rulekit, rulekit.gunsteel; "
            "bad = [m for m in sys.modules if m.split('.')[0] in "
            "('ipywidgets', 'anywidget', 'IPython', 'jupyter', 'jupyter_core', 'traitlets', 'widgets')]; "
            "print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_verify_json_lists_every_example():
    out = subprocess.run([sys.executable, "-m", "rulekit", "verify", "--game", "gunsteel", "--json"],
                         capture_output=True, text=True)
    rows = json.loads(out.stdout)
    assert [r["id"] for r in rows] == [f"GS-EX-{n}" for n in range(1, 19)]
    assert {r["status"] for r in rows} == {"passed"}, [r for r in rows if r["status"] != "passed"]
    assert all({"id", "game", "title", "status"} <= set(r) for r in rows)
    assert out.returncode == 0


def test_verify_fails_loudly(tmp_path, monkeypatch):
    broken = tmp_path / "gunsteel" / "examples"
    broken.mkdir(parents=True)
    (broken / "GS-EX-99.toml").write_text(
        'id = "GS-EX-99"\ngame = "gunsteel"\ntitle = "t"\nrule = "GS-R-58"\nlines = "L1"\nsummary = "s"\n'
        'steps = []\n[start]\nplayers = 3\n[[check]]\nobserve = "rows"\nequals = [1, 2]\n')
    from rulekit.core import registry
    (tmp_path / "gunsteel" / "meta.toml").write_text(
        (registry.ROOT / "gunsteel" / "meta.toml").read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(registry, "ROOT", tmp_path)
    registry.games.cache_clear()
    monkeypatch.setattr(registry, "games", registry.games.__wrapped__)
    from rulekit.cli import main
    assert main(["verify", "--game", "gunsteel"]) == 1
    result = scenario.run(scenario.discover("gunsteel")[0])
    assert result.status == "failed" and "rulebook says [1, 2]" in result.detail


def test_malformed_scenario_names_file_and_field(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('id = "X"\ngame = "gunsteel"\n')
    with pytest.raises(DataError, match=r"bad.toml: title: missing"):
        scenario.load(path)
    path.write_text('id = "X" = 2')
    with pytest.raises(DataError, match=r"bad.toml: TOML"):
        scenario.load(path)


def test_verify_unknown_game_is_a_clear_error(capsys):
    from rulekit.cli import main
    assert main(["verify", "--game", "chess"]) == 2
    assert "not a rulekit game" in capsys.readouterr().err


def test_verify_a_file_of_your_own(tmp_path, capsys):
    from rulekit.cli import main
    mine = tmp_path / "MY-1.toml"
    mine.write_text('id = "MY-1"\ngame = "gunsteel"\ntitle = "G0 rests on two Horse cards"\nrule = "GS-R-58"\n'
                    'lines = "L559-570"\nsummary = "s"\nsteps = []\n[start]\nplayers = 3\n'
                    '[[check]]\nobserve = "surcharge"\nargs = { target = "G0" }\nequals = 2\n')
    assert main(["verify", str(mine)]) == 0
    assert "MY-1" in capsys.readouterr().out
    (tmp_path / "bad.toml").write_text('id = "X"\n')
    assert main(["verify", str(tmp_path / "bad.toml")]) == 2
    assert "bad.toml: game: missing" in capsys.readouterr().err


def test_a_record_written_twice_in_a_data_file_is_refused():
    """An array of tables of a game's data (Record.records with distinct) refuses a table that repeats an
    earlier one word for word (a doubled card or map edge would count twice), naming both."""
    from rulekit.core.data import Record
    top = Record("deck.toml", "", {"card": [{"id": "a", "n": 1}, {"id": "b", "n": 1}, {"id": "a", "n": 1}]})
    with pytest.raises(DataError, match=r"deck.toml: card 3: repeats card 1 word for word"):
        top.records("card", distinct=True)
    assert len(top.records("card")) == 3          # not asked for: two players of a scenario may hold the same


# -- a copy's narrower invalidations (core's Frozen) ------------------------------------------------
@dataclass(frozen=True)
class _Hand(Frozen):
    cards: tuple
    marks: int = 0

    @cached("cards")
    def size(self):
        return len(self.cards)

    @cached("cards")
    def first(self):
        return self.cards[0] if self.cards else None

    @cached()
    def shown(self):
        return f"{self.cards}/{self.marks}"


def test_a_copy_keeping_values_keeps_only_those_and_drops_the_rest():
    h = _Hand(("a", "b"), 1)
    h.size, h.first, h.shown                                   # all three remembered
    turned = h._with_keeping(("size",), {"cards": ("b", "a")})
    assert turned._remembered("size") == 2                     # kept: the caller says turning keeps the size
    assert turned._remembered("first") is None                 # read cards and was not kept: dropped
    assert turned._remembered("shown") is None                 # depends on everything: dropped
    assert (turned.first, turned.shown) == ("b", "('b', 'a')/1")
    marked = h._with_keeping((), {"marks": 2})
    assert marked._remembered("size") == 2 and marked._remembered("shown") is None   # as _with would


def test_a_copy_keeping_values_takes_more_only_where_it_keeps_none():
    h = _Hand(("a",))
    grown = h._with_keeping(("size",), {"cards": ("a", "c")}, {"size": 2, "first": "a"})
    assert (grown.size, grown.first) == (2, "a")               # nothing remembered: the given values
    h.size
    kept = h._with_keeping(("size",), {"cards": ("c",)}, {"size": 99})
    assert kept.size == 1                                      # the kept value wins over the given one
    with pytest.raises(TypeError, match="no @cached value sise"):
        h._with_keeping(("size",), {"cards": ()}, {"sise": 0})
    with pytest.raises(TypeError, match="no @cached value 'cards'"):
        h._with_keeping(("cards",), {"cards": ()})
    with pytest.raises(TypeError, match="no field colour"):
        h._with_keeping((), {"colour": 1})
