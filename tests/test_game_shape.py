"""Every game has the same shape, on core's typed decisions (CONTRIBUTING.md).

- the same role has the same module name in every game, and no game keeps a
  ``turn`` or ``explain`` module (one judge per move: the decision that lists
  the options also names the cause of a refusal);
- no module of a game package is over 600 lines;
- every pending decision is a typed step (``rulekit.core.steps.Step``): no game
  uses the older kind-name tables;
- caches only through core's ``@cached``: no memo lists or writes into a
  state's ``__dict__`` in a game package;
- tests set positions through the public API (``state.edit``, scenario files),
  never the engine's private helpers (core's own tests excepted).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulekit.core import registry

ROOT = Path(__file__).resolve().parent.parent
GAMES = registry.names()
#: the modules every game has, by role (CONTRIBUTING.md, "Module names")
ROLES = ("rulebook", "cards", "options", "rules", "actions", "state", "decisions", "game", "invariants",
         "scenarios", "graphs", "svg")
MAX_LINES = 600


def modules(game: str) -> list[Path]:
    return sorted((ROOT / "rulekit" / game).rglob("*.py"))


def role(path: Path, game: str) -> str:
    """A module's role: its name, or the subpackage it is in."""
    return path.relative_to(ROOT / "rulekit" / game).parts[0].removesuffix(".py")


@pytest.mark.parametrize("game", GAMES)
def test_a_game_has_every_role_under_its_name_and_no_turn_or_explain_module(game):
    roles = {role(p, game) for p in modules(game)}
    assert set(ROLES) <= roles, f"{game} lacks {sorted(set(ROLES) - roles)}"
    assert not roles & {"turn", "explain"}, f"{game} still has {sorted(roles & {'turn', 'explain'})}"


@pytest.mark.parametrize("game", GAMES)
def test_no_module_of_a_game_is_over_600_lines(game):
    long = {str(p.relative_to(ROOT)): n for p in modules(game)
            if (n := len(p.read_text().splitlines())) > MAX_LINES}
    assert not long, f"split these by role: {long}"


@pytest.mark.parametrize("game", GAMES)
def test_every_decision_is_a_typed_step(game):
    older = re.compile(r"\b(DecisionKind|decision_table)\b|from rulekit\.core\.decisions import[^\n]*\bTask\b")
    found = [f"{p.relative_to(ROOT)}:{i}" for p in modules(game)
             for i, line in enumerate(p.read_text().splitlines(), 1) if older.search(line)]
    assert not found, f"older decision tables in {found}"


@pytest.mark.parametrize("game", GAMES)
def test_caches_only_through_core(game):
    memo = re.compile(r"__dict__\[|_TRANSIENT|__dict__\.(setdefault|update|pop)\(")
    found = [f"{p.relative_to(ROOT)}:{i}" for p in modules(game)
             for i, line in enumerate(p.read_text().splitlines(), 1) if memo.search(line)]
    assert not found, f"a value remembered outside core's @cached at {found}"


def test_tests_set_positions_through_the_public_api():
    private = re.compile(r"\._(with|edit|push|advance|settle)\(")
    own = {"test_core.py", "test_core_shape.py", "test_core_steps.py"}      # core's own tests
    found = [f"{p.name}:{i}" for p in sorted((ROOT / "tests").glob("test_*.py")) if p.name not in own
             for i, line in enumerate(p.read_text().splitlines(), 1) if private.search(line)]
    assert not found, f"positions set with private helpers at {found[:20]} ({len(found)} in all)"


@pytest.mark.parametrize("game", GAMES)
def test_no_function_hides_an_import(game):
    """An import inside a function hides a cycle from the import-linter contracts in pyproject.toml
    (each game's modules import in layers); only a picture's module, imported when a state is shown
    (``_repr_svg_``, as python-chess does), may be imported late."""
    hidden = [f"{p.relative_to(ROOT)}:{i}" for p in modules(game)
              for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
              if line.startswith((" ", "\t")) and line.lstrip().startswith(("import ", "from rulekit"))
              and not re.match(rf"\s+from rulekit\.{game} import svg$|\s+from rulekit\.{game}\.svg import", line)]
    assert hidden == []
