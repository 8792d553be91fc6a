"""Mosaic: a well-formed action of another effect while an effect's choice is open is refused with a
rule and changes nothing (issue 22, point 3: it used to raise KeyError / IndexError / AttributeError)."""

from __future__ import annotations

import random

import pytest

import rulekit.mosaic as mosaic
from rulekit.core.errors import IllegalAction, InvalidAction
from rulekit.mosaic import actions

KINDS = ("deploy", "free-city", "eliminate", "general", "free-farm", "capital")


def _open_choices():
    """States of random games where one of the effects' choices is open (the first few of each kind),
    and every action any of these games listed as legal somewhere (well-formed, of every kind)."""
    found: dict[str, list] = {k: [] for k in KINDS}
    seen: set = set()
    for seed in range(40):
        rng = random.Random(seed)
        g = mosaic.new_game(players=rng.choice((2, 3, 4, 5, 6)), seed=seed)
        while not g.is_over:
            kind = g.decision.kind
            if kind in found and len(found[kind]) < 3:
                found[kind].append(g)
            legal = g.legal_actions()
            seen.update(str(a) for a in legal)
            g = g.apply(rng.choice(legal))
    return found, sorted(seen)


@pytest.fixture(scope="module")
def open_choices():
    return _open_choices()


def test_every_effect_choice_is_reached(open_choices):
    found, _ = open_choices
    assert all(found[k] for k in KINDS), {k: len(v) for k, v in found.items()}


@pytest.mark.parametrize("kind", KINDS)
def test_another_effects_action_is_refused_with_a_rule(open_choices, kind):
    found, seen = open_choices
    for g in found[kind]:
        legal = {str(a) for a in g.legal_actions()}
        before = g.snapshot()
        for text in seen:
            if text in legal:
                continue
            err = g.why_not(text)
            assert isinstance(err, IllegalAction) and err.rule.ref.startswith("MO-R-"), (kind, text, err)
            with pytest.raises(IllegalAction):
                g.apply(text)
        assert g.snapshot() == before


@pytest.mark.parametrize("build, field", [
    (lambda: actions.Relocate(None, "ASSYRIA", "EGYPT"), "owner"),          # once: TypeError from len(None)
    (lambda: actions.Relocate("P1", 5, "EGYPT"), "origin"),
    (lambda: actions.Lock(region=("ASSYRIA",)), "region"),
])
def test_an_action_built_with_a_field_of_another_type_is_refused_naming_it(build, field):
    """An action object built by hand with a wrong-typed field is an InvalidAction naming the field when
    it is built (a value check never reads a value of another type) or when it is applied."""
    try:
        move = build()
    except InvalidAction as err:
        assert f"{field} must be" in str(err)
        return
    g = mosaic.new_game(players=3, seed=1)
    err = g.why_not(move)
    assert isinstance(err, InvalidAction) and f"{field} must be" in str(err)
