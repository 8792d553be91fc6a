"""Every worked example of the Guns & Steel rulebook, each as its own test.

The expectations come from the scenario files (the rulebook's numbers); a
failure prints the runner's report: what the rulebook says, what the engine gives.
"""

import pytest

from rulekit.core import scenario

EXAMPLES = scenario.discover("gunsteel")


def test_every_example_id_has_a_scenario():
    """The 'required scenarios' check: GS-EX-1 … GS-EX-18, no more, no fewer."""
    assert [s.id for s in EXAMPLES] == [f"GS-EX-{n}" for n in range(1, 19)]


@pytest.mark.parametrize("example", EXAMPLES, ids=[s.id for s in EXAMPLES])
def test_worked_example(example):
    result = scenario.run(example)
    assert result.passed, result.report() + "\n" + result.detail
    assert result.checks, "an example with no check proves nothing"


def test_examples_cite_the_rulebook():
    for s in EXAMPLES:
        assert s.rule.startswith("GS-R-") and s.lines.startswith("L"), s.id
        for rec in s.data.get("card", []) + s.data.get("wonder", []):
            assert rec.get("source") and rec.get("confidence"), (s.id, rec.get("id"))
