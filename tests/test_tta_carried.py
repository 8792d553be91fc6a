"""The values a civilization carries over when only the workers or only the tokens on its technologies move
(:meth:`rulekit.tta.state.Player.with_techs`), those brought up to date by a payment or a changed card
(:func:`rulekit.tta.rules.tokens.restocked`, :meth:`~rulekit.tta.state.Player.with_slot`), and the card row's facts carried over when a card is taken
(:meth:`rulekit.tta.game.State.without_slot`), and the cards in hand by type and by effect carried by a take or a card
played (:meth:`~rulekit.tta.state.Player.with_hand_card`, :meth:`~rulekit.tta.state.Player.without_hand_card`), are
the values counted again from scratch, along random games."""

import random
from dataclasses import fields

import pytest

import rulekit.tta as tta
from rulekit.core.state import cached
from rulekit.tta.rules import count_urban
from rulekit.tta.state import CARRIED_BY, Player


def _fresh(p):
    """The same civilization with nothing remembered."""
    return Player(**{f.name: getattr(p, f.name) for f in fields(Player)})


@pytest.mark.parametrize("game, seed", [("simple", 3), ("simple", 8), ("advanced", 5), ("advanced", 11), ("full", 4)])
def test_carried_values_equal_the_values_counted_again(game, seed):
    rng, g = random.Random(seed), tta.new_game(players=2 + seed % 3, seed=seed, game=game)
    names = {name for name, value in vars(Player).items() if isinstance(value, cached)}     # every one
    assert names >= {name for keep in CARRIED_BY.values() for name in keep} | {"hand_kinds", "helpers", "manned"}
    checked = 0
    while not g.is_over:
        for p in g.players:
            known = names & p.__dict__.keys()
            if known:
                again = _fresh(p)
                for name in known:
                    assert p.__dict__[name] == getattr(again, name), (name, g.where())
                    checked += 1
        if "row_cards" in g.__dict__:
            assert g.row_cards == type(g).row_cards.func(g), g.where()
        g = g.apply(rng.choice(g.legal_actions()))
    assert checked > 100


def test_a_copy_that_moves_tokens_keeps_what_reads_the_workers_and_the_other_way_round():
    p = tta.new_game(players=2, seed=1).players[0]
    before = p.manned, p.tech_kinds, p.held, p.urban_counts
    farm = next(c for c, w, _ in p.techs if w and c == "c-A-agriculture")
    q = p.with_slot(farm, blue=p.slot(farm)[2] + 1)
    assert q.__dict__.get("manned") is before[0] and q.__dict__.get("tech_kinds") is before[1]
    assert "held" not in q.__dict__                     # the tokens moved: counted again
    r = p.with_slot(farm, workers=p.slot(farm)[1] + 1)
    assert r.__dict__.get("held") is before[2]
    assert r.__dict__.get("manned") is before[0]        # Agriculture stays manned
    temple = next(c for c, w, _ in p.techs if not w and c == "c-A-religion")
    t = p.with_slot(temple, workers=1)
    assert "manned" not in t.__dict__                   # Religion manned now: counted again
    assert t.urban_counts["temple"] == before[3]["temple"] + 1 == count_urban(t)["temple"]


def test_the_row_cards_are_cheapest_first_in_slot_order():
    """State.row_cards reads the row slot 1 first and lists its cards but the wonders cheapest first without
    sorting them: the slots' take costs never fall along the row."""
    from rulekit.tta.rules import ROW_COSTS
    assert list(ROW_COSTS) == sorted(ROW_COSTS)
    rng, g = random.Random(6), tta.new_game(players=3, seed=6)
    while not g.is_over:
        costs = [cost for _, _, _, cost in g.row_cards[1]]
        assert costs == sorted(costs), g.where()
        g = g.apply(rng.choice(g.legal_actions()))
