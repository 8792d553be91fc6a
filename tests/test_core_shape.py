"""What rulekit.core gives every game: derived states, the decision stack, options and
their register, rulebook registries, the game registry and data-file checks.

A toy game written here on core alone shows that core carries a game by itself.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from rulekit.core import registry
from rulekit.core.actions import Action
from rulekit.core.data import Record, read_toml
from rulekit.core.decisions import DecisionStack
from rulekit.core.steps import Step
from rulekit.core.errors import DataError, IllegalAction, InvalidAction
from rulekit.core.options import Ambiguity, OptionsBase, option, register_problems
from rulekit.core.rule import Rule
from rulekit.core.rulebook import Rulebook
from rulekit.core.state import GameState, cached

# -- a toy game on core alone: players take 1 or 2 counters until none are left --------

TAKE_RULE = Rule("toy", "Toy rules", "1", "Take", "Take", "L1", "TOY-R-1")
LAST_RULE = Rule("toy", "Toy rules", "2", "End", "End", "L2", "TOY-R-2")


class Move(Action, root=True):
    pass


@dataclass(frozen=True)
class TakeN(Move):
    verb = "take"
    n: int

    @classmethod
    def _from_words(cls, words):
        return cls(int(words[0]))


class ToyStep(Step, root=True):
    pass


@dataclass(frozen=True, slots=True)
class Take(ToyStep):
    kind = "take"
    rule = TAKE_RULE
    prompt = "{who} takes one or two counters"

    def options(self, s):
        return [TakeN.of(n) for n in (1, 2) if n <= s.pile]

    def resolve(self, s, action):
        s = s._with(pile=s.pile - action.n, taken=s.taken[:self.player] + (s.taken[self.player] + action.n,)
                    + s.taken[self.player + 1:])
        return s._push(Tally(self.player))


@dataclass(frozen=True, slots=True)
class Tally(ToyStep):
    kind = "tally"
    rule = LAST_RULE
    automatic = True

    def run(self, s):
        return s._with(over=s.pile == 0, current=1 - self.player)


@dataclass(frozen=True)
class Toy(DecisionStack, GameState):
    game = "toy"
    action_type = Move
    NOTHING_TO_DECIDE = TAKE_RULE

    pile: int = 5
    taken: tuple = (0, 0)
    current: int = 0
    tasks: tuple = ()
    over: bool = False

    @property
    def is_over(self):
        return self.over

    def scores(self):
        return self.taken

    def _advance(self):
        return self._push(Take(self.current))

    def snapshot(self):
        return {"pile": self.pile, "taken": list(self.taken), "current": self.current, "over": self.over,
                "tasks": [t.to_dict() for t in self.tasks]}

    @classmethod
    def from_snapshot(cls, d, source="<toy>"):
        return cls(d["pile"], tuple(d["taken"]), d["current"], tuple(ToyStep.from_dict(t) for t in d["tasks"]),
                   d["over"])

    def where(self):
        return f"pile {self.pile}"

    def _over_error(self):
        raise IllegalAction(LAST_RULE, "the pile is empty")

    @cached("pile")
    def half(self):
        return self.pile // 2


def test_core_carries_a_game_of_its_own():
    g = Toy()._settle()
    assert g.decision.prompt == "P1 takes one or two counters" and g.decision.rule is TAKE_RULE
    assert [str(a) for a in g.legal_actions()] == ["take 1", "take 2"]
    g = g.apply("take 2").apply("take 2")         # the automatic tally ran in between
    assert (g.pile, g.taken, g.to_move) == (1, (2, 2), 0)
    assert [str(a) for a in g.legal_actions()] == ["take 1"]
    err = g.why_not("take 2")
    assert err.rule is TAKE_RULE and "P1 takes one or two counters" in str(err) and "[pile 1]" in str(err)
    end = g.apply("take 1")
    assert end.is_over and end.decision is None and end.legal_actions() == [] and end.scores() == (3, 2)
    with pytest.raises(IllegalAction, match="pile is empty"):
        end.apply("take 1")
    assert Toy.from_dict(end.to_dict()).snapshot() == end.snapshot()
    with pytest.raises(InvalidAction):
        g.apply("give 1")


def test_a_derived_state_drops_what_could_be_stale():
    g = Toy(pile=6)
    assert g.half == 3 and g._with(taken=(1, 0)).half == 3
    assert "half" in g._with(taken=(1, 0)).__dict__                  # kept: pile did not change
    assert "half" not in g._with(pile=4).__dict__ and g._with(pile=4).half == 2
    s = Toy()._settle()
    assert [str(a) for a in s.legal_actions()] == ["take 1", "take 2"]        # options remembered on s
    assert [str(a) for a in s._with(pile=1).legal_actions()] == ["take 1"]    # not carried to a new pile
    assert "_parent" not in s.apply("take 1")._with(pile=0).__dict__   # history links never carried over
    with pytest.raises(TypeError, match="no field pille"):
        g._with(pille=1)


def test_a_game_must_provide_every_hook():
    @dataclass(frozen=True)
    class Half(GameState):
        pile: int = 0

    with pytest.raises(TypeError, match="abstract"):
        Half()


# -- options and the ambiguity register ---------------------------------------------------

@dataclass(frozen=True)
class Demo(OptionsBase):
    ladder: str = option("next-step", ("next-step", "any-higher"), amb="A4", doc="ladder")
    chain: bool = option(True, amb="X1", doc="chaining")


def test_register_and_options_must_agree():
    good = (Ambiguity("A4", "ladder", "ladder"), Ambiguity("X1", "chain", "chain"), Ambiguity("A9", "q", None, "moot"))
    assert register_problems(Demo, good) == []
    bad = (Ambiguity("A4", "ladder", "ladder"), Ambiguity("X2", "chain", "chain"), Ambiguity("A9", "q", None))
    problems = register_problems(Demo, bad)
    assert any("A9" in p for p in problems) and any("declares X1" in p for p in problems)
    assert any("in no register row" in p for p in register_problems(Demo, good[:1]))


@pytest.mark.parametrize("game", registry.names())
def test_every_game_register_agrees_with_its_options(game):
    spec = registry.spec(game)
    assert register_problems(spec.options_type, spec.ambiguities) == []


def test_options_are_checked_and_shared():
    assert Demo.parse({"ladder": "any-higher"}) is Demo.parse({"ladder": "any-higher"})
    assert Demo.parse(None).changed() == {}
    with pytest.raises(DataError, match="must be true or false"):
        Demo.parse({"chain": "yes"})
    with pytest.raises(DataError, match="did you mean 'ladder'"):
        Demo.parse({"laddr": "next-step"})
    with pytest.raises(DataError, match="table of option"):
        Demo.parse(["ladder"])


# -- rulebooks -----------------------------------------------------------------------------

@pytest.mark.parametrize("game", registry.names())
def test_every_named_rule_is_cited_by_the_engine(game):
    """A Rule a game's rulebook file defines and no rule function or refusal uses is a dead citation."""
    spec = registry.spec(game)
    folder = spec.meta.folder
    source = "\n".join(p.read_text(encoding="utf-8") for p in folder.rglob("*.py") if p.name != "rulebook.py")
    unused = [name for name in spec.rulebook.rules if not re.search(rf"\brb\.{name}\b", source)]
    assert unused == [], f"{game}: rules defined in data/rulebook.toml but never cited: {unused}"


def test_a_rule_can_cite_two_rulebooks(tmp_path):
    path = tmp_path / "rulebook.toml"
    path.write_text('''
game = "tta"
[[book]]
key = "pl"
title = "Cywilizacja (PL)"
language = "pl"
source = "seed 000"
confidence = "rulebook"
[[book]]
key = "hu"
title = "Civilizáció (HU)"
language = "hu"
source = "seed 002"
confidence = "rulebook"
[[section]]
id = "1.4"
heading = "Akcje"
heading_en = "Actions"
lines = "L120"
chapter = "Actions"
chapter_lines = "L120-200"
[[section]]
book = "hu"
id = "2.1"
heading = "Akciók"
heading_en = "Actions"
lines = "L88"
[rule]
ACTIONS = { section = "1.4", ref = "TTA-R-9", also = [{ book = "hu", section = "2.1" }] }
[[term]]
en = "Colossus"
pl = "Kolos"
hu = "Kolosszus"
''', encoding="utf-8")
    rb = Rulebook.load(path)
    rule = rb.rules["ACTIONS"]
    assert rule.rulebooks == ("Cywilizacja (PL)", "Civilizáció (HU)")
    assert str(rule) == "TTA-R-9, §1.4 Akcje (Actions), L120; Civilizáció (HU) §2.1 Akciók (Actions), L88"
    assert rb.translate("Kolos", to="hu") == "Kolosszus" and rb.translate("Kolosszus") == "Colossus"
    assert [s.id for s in rb.chapters] == ["1.4"]
    path.write_text(path.read_text(encoding="utf-8").replace('section = "2.1"', 'section = "9.9"'),
                    encoding="utf-8")
    with pytest.raises(DataError, match=r"rule ACTIONS: also 1: field 'section': no section '9.9'"):
        Rulebook.load(path)
    text = path.read_text(encoding="utf-8")
    for also, match in (("5", r"rule ACTIONS: field 'also': must be a list of tables"),
                        ("[5]", r"rule ACTIONS: field 'also': must be a list of tables")):
        path.write_text(text.replace('also = [{ book = "hu", section = "9.9" }]', f"also = {also}"), encoding="utf-8")
        with pytest.raises(DataError, match=match):         # a DataError naming the field, never a TypeError
            Rulebook.load(path)
    path.write_text(text.replace('ACTIONS = { section', 'NUMBER = 7\nACTIONS = { section'), encoding="utf-8")
    with pytest.raises(DataError, match=r"rule NUMBER: must be a table"):
        Rulebook.load(path)
    # two rules under one ref: a refusal citing it could not say which rule (issue 22: TTA-R-26 named three)
    doubled = text.replace('also = [{ book = "hu", section = "9.9" }] }',
                           'also = [{ book = "hu", section = "2.1" }] }\nTAKING = { section = "1.4", ref = "TTA-R-9" }')
    path.write_text(doubled, encoding="utf-8")
    with pytest.raises(DataError, match=r"rule TAKING: field 'ref': TTA-R-9 already names the rule ACTIONS"):
        Rulebook.load(path)
    path.write_text(doubled.replace('ref = "TTA-R-9" }\n', 'ref = "TTA-R-9" }\n', 1)
                    .replace('TAKING = { section = "1.4", ref = "TTA-R-9" }', 'TAKING = { section = "1.4", ref = "TTA-R-9b" }'),
                    encoding="utf-8")
    assert Rulebook.load(path).rules["TAKING"].ref == "TTA-R-9b"


# -- the registry ---------------------------------------------------------------------------

def test_the_registry_finds_games_from_their_metadata():
    assert "gunsteel" in registry.names()
    m = registry.meta("gunsteel")
    assert m.players == (2, 3, 4) and m.levels == ("new-world", "renaissance", "combined")
    assert registry.spec("gunsteel").meta == m and registry.spec("gunsteel").examples.is_dir()
    with pytest.raises(DataError, match="did you mean 'gunsteel'"):
        registry.meta("gunstel")


def test_nothing_lists_games_by_hand():
    """The CLI, the scenario runner and the benchmark ask the registry; no tuple of game names."""
    root = Path(registry.__file__).resolve().parent.parent.parent
    for path in [*root.joinpath("rulekit").rglob("*.py"), *root.joinpath("benchmarks").glob("*.py")]:
        text = path.read_text(encoding="utf-8")
        assert 'import_module(f"rulekit.' not in text, path
        tree = ast.parse(text)
        for node in ast.walk(tree):
            if isinstance(node, ast.Tuple) and len(node.elts) > 1 and all(
                    isinstance(e, ast.Constant) and e.value in ("gunsteel", "mosaic", "tta", "civ")
                    for e in node.elts):
                raise AssertionError(f"{path}: a hand-kept tuple of game names")


# -- data files ---------------------------------------------------------------------------

@pytest.mark.parametrize("content,reason", [
    (None, "does not exist"),
    ("dir", "is not a file"),
    (b"\xff\xfe\x00junk", "not UTF-8"),
    (b"a = 1\x00", "binary"),
    ("a = " + "[" * 5000 + "]" * 5000, "TOML"),
    ("a = = 1", "TOML"),
])
def test_unreadable_files_are_data_errors_naming_the_file(tmp_path, content, reason):
    path = tmp_path / "deck.toml"
    if content == "dir":
        path.mkdir()
    elif isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(DataError, match=reason) as info:
        read_toml(path)
    assert "deck.toml" in str(info.value)


def test_records_name_the_record_and_field():
    r = Record("deck.toml", "card X", {"vp": True, "name": "", "kind": "civl"})
    with pytest.raises(DataError, match=r"deck.toml: card X: field 'vp': must be a whole number, not True"):
        r.whole("vp")
    with pytest.raises(DataError, match="must not be empty"):
        r.text("name")
    with pytest.raises(DataError, match="did you mean 'civil'"):
        r.text("kind", choices=("civil", "tactical"))
    with pytest.raises(DataError, match="'cost': missing"):
        r.table("cost")
