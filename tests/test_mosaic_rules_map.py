"""rulekit/mosaic/RULES.md, the rule -> code -> test map, names only code and tests that exist."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEXT = (ROOT / "rulekit/mosaic/RULES.md").read_text(encoding="utf-8")
FILES = {"rules": "test_mosaic_rules", "effects": "test_mosaic_effects", "remaining": "test_mosaic_remaining",
         "gaps": "test_mosaic_gaps", "readings": "test_mosaic_option_readings", "game": "test_mosaic_game",
         "data": "test_mosaic_data", "graphs": "test_mosaic_graphs", "views": "test_mosaic_views"}
MODULES = ("actions", "cards", "decisions", "effects", "game", "graphs", "rules", "scenarios", "state", "views")


def _resolve(dotted: str):
    """The object a dotted name in the map names: the longest module path that imports, then attributes."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module("rulekit.mosaic." + ".".join(parts[:cut]))
        except ImportError:
            continue
        for a in parts[cut:]:
            obj = getattr(obj, a)
        return obj
    raise ImportError(dotted)


def test_every_function_named_exists():
    names = set(re.findall(rf"`((?:{'|'.join(MODULES)})\.[A-Za-z_][\w.]*)", TEXT))
    assert len(names) > 80
    missing = []
    for name in sorted(names):
        try:
            _resolve(name)
        except (AttributeError, ImportError):
            missing.append(name)
    assert missing == []


def test_every_test_named_exists():
    refs = re.findall(r"`(\w+)::(\w+)(…)?`", TEXT)
    assert len(refs) > 30
    missing = []
    for short, name, partial in refs:
        source = (ROOT / "tests" / f"{FILES[short]}.py").read_text(encoding="utf-8")
        pattern = rf"def {re.escape(name)}\w*\(" if partial else rf"def {re.escape(name)}\("
        if not re.search(pattern, source):
            missing.append(f"{short}::{name}")
    assert missing == []


def test_every_option_probe_named_exists():
    from tests.test_mosaic_option_readings import PROBES
    named = set(re.findall(r"readings\[(\w+)\]", TEXT))
    assert named <= set(PROBES) and len(named) >= 40
