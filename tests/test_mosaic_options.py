"""Mosaic's options and its ambiguity register: every row of the digest's register
(AMB-01 … AMB-55, AMB-X1 … AMB-X16) has an option or a reason, and every named rule
of the rulebook file is cited by the package."""

from __future__ import annotations

import re
from pathlib import Path

from rulekit.core.options import register_problems
from rulekit.mosaic import options as O
from rulekit.mosaic.rulebook import RB


def test_the_register_agrees_with_the_options():
    assert register_problems(O.Options, O.AMBIGUITIES) == []


def test_the_register_covers_every_row_of_the_digest():
    ids = [a.id for a in O.AMBIGUITIES]
    assert ids == [f"AMB-{n:02d}" for n in range(1, 56)] + [f"AMB-X{n}" for n in range(1, 17)]
    assert set(O._NO_OPTION) | set(O._OPTION_QUESTION) == set(ids)
    assert not set(O._NO_OPTION) & set(O._OPTION_QUESTION)


def test_adjacency_is_an_option_whose_default_is_explained():
    row = next(a for a in O.AMBIGUITIES if a.id == "AMB-26")
    assert row.option == "adjacency" and O.Options().adjacency == "printed"
    assert O.Options.choices("adjacency") == ("printed", "land")
    assert "Default 'printed'" in row.question


def test_every_named_rule_is_cited_by_the_package():
    folder = Path(O.__file__).parent
    source = "\n".join(p.read_text(encoding="utf-8") for p in folder.rglob("*.py") if p.name != "rulebook.py")
    unused = [name for name in RB.rules if not re.search(rf"\brb\.{name}\b", source)]
    assert unused == []
