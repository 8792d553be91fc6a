"""The import-linter contracts in pyproject.toml cover every game package.

`make test` runs `lint-imports`, which checks the contracts; this test only
makes sure a new game package cannot slip past the layers contract unnamed.
"""

import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def contracts():
    config = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["importlinter"]
    return {c["name"]: c for c in config["contracts"]}


def test_every_game_package_is_a_layer_above_core():
    layers = contracts()["core imports no game, and no game imports another"]["layers"]
    games_layer, core_layer = layers
    named = {name.strip().strip("()") for name in games_layer.split("|")}
    packages = {p.parent.name for p in (REPO / "rulekit").glob("*/__init__.py")}
    assert core_layer == "core"
    assert packages - {"core"} <= named, "add the new game to the layers contract in pyproject.toml"
