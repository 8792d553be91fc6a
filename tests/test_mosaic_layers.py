"""Mosaic's modules import in one direction only: no import cycles, hidden or not.

Each layer imports only the layers below it (import-linter's ``layers`` contract,
checked here until the contract moves to ``pyproject.toml``): the scenarios and the
views ask the game; the game asks its decisions; the decisions (each module of them
only the ones below it) ask the card effects; and so down to the rulebook.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

CONTRACTS = '''
[tool.importlinter]
root_packages = ["rulekit"]

[[tool.importlinter.contracts]]
name = "mosaic: each layer imports only the layers below it"
type = "layers"
containers = ["rulekit.mosaic"]
layers = ["explore", "scenarios | views | svg | invariants", "graphs", "game", "decisions", "effects",
          "board | state", "rules", "cards | options | actions", "rulebook"]

[[tool.importlinter.contracts]]
name = "mosaic decisions: each module imports only the ones below it"
type = "layers"
containers = ["rulekit.mosaic.decisions"]
layers = ["flow", "free", "judge", "cards", "choices", "military", "base"]
'''


def test_mosaic_imports_in_layers(tmp_path):
    tool = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    if tool is None:
        pytest.skip("import-linter is not installed")
    config = tmp_path / "contracts.toml"
    config.write_text(CONTRACTS, encoding="utf-8")
    run = subprocess.run([tool, "--config", str(config)], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout[-3000:]


def test_no_function_hides_an_import():
    """An import inside a function hides a cycle from the layers above; the package has none."""
    hidden = [f"{p.relative_to(ROOT)}:{i}" for p in (ROOT / "rulekit" / "mosaic").rglob("*.py")
              for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
              if line.startswith((" ", "\t")) and line.lstrip().startswith(("import ", "from rulekit"))]
    assert hidden == []
