"""Civilization's speed paths keep behaviour: the notation the listings write for their shared actions is
core's, and a past state that forgot its remembered values lists and judges as it did."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from rulekit.core import actions as core_actions
from rulekit.civ import Action, new_game
from rulekit.civ import actions as civ_actions


def _played(seed: int, steps: int):
    rng = random.Random(seed)
    g = new_game(players=rng.choice((2, 3, 4, 5)), seed=seed)
    for _ in range(steps):
        if g.is_over:
            break
        yield g
        g = g.apply(rng.choice(g.legal_actions()))


@pytest.mark.parametrize("seed", [3, 11])
def test_listed_notation_is_cores(seed):
    """Every listed action is written as core's writer writes an equal action built anew, and parses back."""
    seen = 0
    for g in _played(seed, 400):
        for a in g.legal_actions():
            fresh = type(a)(*(getattr(a, f.name) for f in fields(a)))
            assert str(a) == core_actions.Action._write(fresh), a
            assert Action.parse(str(a)) == a
            seen += 1
    assert seen > 1000


def test_written_words():
    """Flags, empty values and defaults are written as core writes them (a caravan, no empty argument)."""
    made = civ_actions._made
    built = made(civ_actions.Build, ((1, 1), "Great Library", (0, 1), True))
    assert str(built) == "build 1,1 Great_Library 0,1 caravan"
    assert str(made(civ_actions.Produce, ((2, 3), "army"))) == "produce 2,3 army"
    assert str(made(civ_actions.UseGP, ("Homer", ""))) == "usegp Homer"
    assert made(civ_actions.Move, (0, (4, 5))) == civ_actions.Move(0, (4, 5))
    assert str(made(civ_actions.Move, (0, (4, 5)))) == "move 0 4,5"
    row = civ_actions.known_actions(civ_actions.Produce, (7, 7), each=["infantry", "mounted"], tail=(True,))
    assert [str(a) for a in row] == ["produce 7,7 infantry caravan", "produce 7,7 mounted caravan"]


def test_past_state_lists_and_judges_as_before():
    """A state that became a step of the history forgot its remembered values, and asked again lists the
    same actions and refuses the same way."""
    rng = random.Random(5)
    g = new_game(players=3, seed=5)
    checked = 0
    while not g.is_over and checked < 300:
        before = [str(a) for a in g.legal_actions()]
        refused = str(g.why_not("move 999 0,0"))
        nxt = g.apply(rng.choice(g.legal_actions()))
        assert not any(name in g.__dict__ for name in type(g).FORGOTTEN)
        assert [str(a) for a in g.legal_actions()] == before
        assert str(g.why_not("move 999 0,0")) == refused
        g = nxt
        checked += 1
    assert checked == 300
