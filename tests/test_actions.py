"""Action notation and the contract's handling of input that is not an action (issue 7, point 5)."""

from __future__ import annotations

import pytest

import rulekit.gunsteel as gs
from rulekit.core.errors import IllegalAction, InvalidAction
from rulekit.gunsteel.actions import Action, Buy, Tribute


@pytest.fixture(scope="module")
def game():
    return gs.new_game(3, "new-world", seed=7)


@pytest.mark.parametrize("thing", [None, 5, {}, [], 2.5, b"res red-1", object()])
def test_apply_refuses_what_is_not_an_action(game, thing):
    before = game.snapshot()
    with pytest.raises(InvalidAction):
        game.apply(thing)
    assert isinstance(game.why_not(thing), InvalidAction)
    assert game.snapshot() == before


@pytest.mark.parametrize("text", ["", "   ", "teleport P2", "res", "buy O1 pay", "res red-1 red-2"])
def test_why_not_returns_the_invalid_action_it_would_raise(game, text):
    err = game.why_not(text)
    assert isinstance(err, InvalidAction)
    with pytest.raises(InvalidAction) as info:
        game.apply(text)
    assert str(info.value) == str(err)


@pytest.mark.parametrize("text", [
    "tribute P\u0663",            # an Arabic-Indic digit: int() would read it as 3
    "tribute P\uff12",            # a full-width 2
    "res red\u20131",             # an en dash
    "buy O1 pay red-1 pay red-4",  # a second 'pay' used to replace the first silently
    "buy O1 trade FOOD+FOOD>IRON trade IRON+IRON>HORSE",
    "buy O1 pay red-1,,red-4",
    "buy O1 pay -,red-1",
    "buy O1 trade FOOD+FOOD>IRON>HORSE",
    "buy O1 trade FOOD++FOOD>IRON",
    "buy O1 trade MANA+MANA>IRON",
    "tribute P0", "tribute P+2", "tribute P10", "tribute 2",
    "res\x00red-1",
])
def test_notation_is_strict(text):
    with pytest.raises(InvalidAction):
        Action.parse(text)


def test_strict_parse_still_reads_what_it_prints():
    for a in (Buy("O1"), Tribute(1), Action.parse("buy O1 pay red-4,red-1 trade FOOD+FOOD>IRON,FOOD+IRON+OIL>EARTH"),
              Action.parse("use red-2 pay -")):
        assert Action.parse(str(a)) == a
    assert Action.parse("buy O1 pay red-1,red-1").plan.exhaust == ("red-1", "red-1")   # refused later, with its rule


def _wrong_typed():
    import rulekit.civ as civ
    import rulekit.mosaic as mosaic
    import rulekit.tta as tta
    from rulekit.civ.actions import Found, Move
    from rulekit.tta.actions import Take

    t = tta.new_game(players=2, seed=1)
    c = civ.new_game(players=2, civs=("Romans", "Arabs"), seed=1)
    return [(t, Take(slot="1"), "slot must be int, not str"),
            (t, Take(slot=True), "slot must be int, not bool"),          # equal to Take(1), logged as 'take True'
            (c, Found(figure=()), "figure must be int, not tuple"),
            (c, Move(1, [0, 1]), "square must be tuple, not list"),
            (gs.new_game(3, "new-world", seed=7), Tribute(seat="P2"), "seat must be int, not str"),
            (mosaic.new_game(players=3, seed=1), mosaic.Action.parse("done"), None)]


@pytest.mark.parametrize("case", range(6))
def test_an_action_built_by_hand_with_a_wrong_type_is_refused_by_its_field(case):
    state, action, reason = _wrong_typed()[case]
    before = state.snapshot()
    if reason is None:                     # a well-typed action object is judged as usual
        assert not isinstance(state.why_not(action), InvalidAction)
        return
    err = state.why_not(action)
    assert isinstance(err, InvalidAction) and reason in str(err)
    with pytest.raises(InvalidAction, match=reason):
        state.apply(action)
    assert state.snapshot() == before
