"""Every rule rulekit.civ applies says where it comes from.

Our only rulebook is the expansion's (*Sława i Bogactwo*). The rules of the base
game it relies on are presumed, and a user must be able to tell the two apart.
So every citation in the package is a named rule of ``data/rulebook.toml`` and
is either an expansion rule (the ``pl`` book, with its section and lines) or a
presumed base-game rule (the ``base`` book, with its own source and confidence).
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
import random
import re
from pathlib import Path

import pytest

import rulekit.civ as civ
from rulekit.core.data import CONFIDENCE
from rulekit.core.errors import IllegalAction
from rulekit.core.rule import Rule
from rulekit.civ import rulebook as rb

PACKAGE = Path(civ.__file__).parent
SOURCES = sorted(p for p in PACKAGE.glob("*.py") if p.name != "rulebook.py")
NAMED = {name: rule for name, rule in rb.RB.rules.items()}
BOOKS = {b.key: b for b in rb.RB.books}


def label(rule: Rule):
    """The section a rule cites, through the registry."""
    return rb.RB.provenance(rule)


def test_there_are_two_books_the_expansion_and_the_presumed_base_rules():
    assert set(BOOKS) == {"pl", "base"}
    assert BOOKS["pl"].confidence == "rulebook"
    assert "presumed" in BOOKS["base"].title


@pytest.mark.parametrize("name", sorted(NAMED))
def test_every_named_rule_is_labelled(name):
    rule = NAMED[name]
    section = label(rule)
    if section.book == "pl":
        assert rule.ref.startswith("CV-R-"), f"{name}: an expansion rule is numbered CV-R-nn"
        assert section.confidence == "rulebook"
        assert re.fullmatch(r"L\d+(-\d+)?([,;] ?L?\d+(-\d+)?)*", rule.lines), \
            f"{name}: an expansion rule names its lines in the rulebook, not {rule.lines!r}"
    else:
        assert section.book == "base"
        assert rule.ref.startswith("CV-B-"), f"{name}: a presumed base rule is numbered CV-B-nn"
        assert section.source.strip() and section.source != BOOKS["base"].source, \
            f"{name}: a presumed base rule names its own source"
        assert section.confidence in CONFIDENCE and section.confidence != "rulebook", \
            f"{name}: a presumed base rule cannot claim the rulebook's confidence"


def test_no_citation_is_made_outside_the_registry():
    """A ``Rule(...)`` built in the package, or a section looked up by hand, would carry no label."""
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                f = node.func
                name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                assert name != "Rule", f"{path.name}:{node.lineno} builds a Rule by hand"
                if name == "rule" and isinstance(f, ast.Attribute) and getattr(f.value, "id", "") in ("rb", "RB"):
                    pytest.fail(f"{path.name}:{node.lineno} cites a section by hand, not a named rule")


def test_every_rb_name_the_code_uses_is_a_named_rule():
    used = set()
    for path in SOURCES:
        used |= set(re.findall(r"\brb\.([A-Z][A-Z0-9_]+)\b", path.read_text(encoding="utf-8")))
    assert used, "the package cites no rule at all"
    assert sorted(used - set(NAMED) - {"RB", "RULEBOOK", "CHAPTERS", "GLOSSARY"}) == []


def _modules():
    for info in pkgutil.iter_modules([str(PACKAGE)]):
        yield importlib.import_module(f"rulekit.civ.{info.name}")


def test_every_cited_function_carries_labelled_rules():
    seen = 0
    named = set(NAMED.values())
    for module in _modules():
        for value in vars(module).values():
            for rule in getattr(value, "rules", ()) if callable(value) else ():
                if isinstance(rule, Rule):
                    seen += 1
                    assert rule in named, f"{module.__name__}.{value.__name__} cites {rule}, not a named rule"
    assert seen > 0


def test_refusals_in_play_carry_labelled_rules():
    """Actions legal in one state and refused in another: each refusal names a rule of the registry."""
    named = set(NAMED.values())
    rng = random.Random(11)
    refusals = 0
    books = set()
    for seed in range(3):
        g = civ.new_game(players=3, seed=seed)
        pool = []
        for _ in range(150):
            if g.is_over:
                break
            legal = g.legal_actions()
            pool.extend(legal[:20])
            for a in rng.sample(pool, min(len(pool), 6)):
                err = g.why_not(a)
                if err is not None:
                    assert isinstance(err, IllegalAction)
                    assert err.rule in named, f"{a}: refused with {err.rule}, not a named rule"
                    books.add(label(err.rule).book)
                    refusals += 1
            g = g.apply(rng.choice(legal))
    assert refusals > 20
    assert books == {"pl", "base"}, "refusals in play come from both books"
