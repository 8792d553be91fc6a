"""Every Mosaic worked example that has a scenario file replays with the rulebook's numbers."""

from __future__ import annotations

import pytest

from rulekit.core import scenario

SCENARIOS = scenario.discover("mosaic")


@pytest.mark.parametrize("sc", SCENARIOS, ids=[s.id for s in SCENARIOS])
def test_worked_example(sc):
    result = scenario.run(sc)
    assert result.passed, result.report()


def test_the_examples_present():
    """Every worked example of the digest has a scenario (MO-EX-25 with teaching Workshop goods)."""
    have = {s.id for s in SCENARIOS}
    missing = {f"MO-EX-{n}" for n in range(1, 27)} - have
    assert not missing, sorted(missing)
