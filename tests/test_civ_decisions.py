"""Civilization's decisions as typed steps: one frozen dataclass per kind with its own context,
a phase table, explicit skips, and older saves read into the new layout."""

from __future__ import annotations

import dataclasses

import pytest

import rulekit.civ as cv
from rulekit.core.errors import DataError
from rulekit.civ import rulebook as rb
from rulekit.civ.decisions import Step, great_people, military
from rulekit.civ.decisions.judges import CityManagement, Movement, StartOfTurn
from rulekit.civ.game import State


def test_every_kind_is_a_frozen_slotted_step_with_its_rule():
    kinds = dict(Step.KINDS)
    assert set(kinds) == {"start", "city", "movement", "research", "metropolis", "push", "loot", "steal", "take",
                          "negate", "liberty", "free-build", "cristo", "machu", "keep", "seven", "gain-gp", "hand",
                          "learn", "giannini", "harbor", "barbarians"}
    for kind, cls in kinds.items():
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen, kind
        assert "__slots__" in cls.__dict__ and cls.rule is not None, kind
        with pytest.raises(dataclasses.FrozenInstanceError):
            cls(0).player = 1


def test_the_phase_table_is_the_turn_order_of_cv_b_01():
    order, name = [], "start"
    for _ in range(6):
        order.append(name)
        name = State.PHASES[name].following(None)
    assert order == ["start", "trade", "city", "movement", "research", "next-turn"] and name == "start"
    g = cv.new_game(players=3, seed=4)
    s = g.edit(phase="research", tasks=())                        # the turn ends: the first player passes
    assert (s.turn, s.phase, s.first, s.to_move) == (g.turn + 1, "start", 1, 1)


def test_an_empty_decision_passes_only_by_its_rule():
    g = cv.new_game(players=2, civs=("Romans", "Greeks"), seed=1)
    assert military.TakeLoot.skippable == rb.LOOT_ONE and military.SpendLoot.skippable is None
    # the loser holds no resource: the purchase takes nothing, the turn goes on
    poor = g.edit(players={1: {"resources": ()}}, phase="movement",
                  tasks=(military.TakeLoot(0, loser=1, what="resource"), Movement(0)))
    assert poor.decision.kind == "movement"
    # a loot decision with no loot to spend cannot arise (a battle gives 1-3, L425-432): the start is refused
    with pytest.raises(DataError, match="loot: 0: a battle gives 1-3 loot"):
        g.edit(players={1: {"trade": 0, "culture": 0, "resources": ()}}, phase="movement",
               tasks=(military.SpendLoot(0, loot=0, loser=1), Movement(0)))


def test_greece_keeps_first_and_the_draws_still_owed_wait_under_the_choice():
    g = cv.new_game(players=2, civs=("Romans", "Greeks"), seed=1)
    s = g.gain_gp(1, 2)
    assert [type(t) for t in s.tasks[:2]] == [great_people.KeepGreatPerson, great_people.GainGreatPeople]
    assert s.tasks[1].times == 1 and len(s.gp_offer) == 2


def test_greece_gaining_again_before_keeping_draws_the_next_pair_after_the_choice():
    """One action that gains two great people one at a time (Andrew Carnegie's culture steps passing two
    great-person steps) draws the second pair once the first choice is made: the pair on offer is not drawn
    over, and both cards of each pair are accounted for (found by a random game, seed 915)."""
    g = cv.new_game(players=2, civs=("Romans", "Greeks"), seed=1)
    s = g.gain_gp(1).gain_gp(1)
    first = s.gp_offer
    assert len(first) == 2 and [type(t) for t in s.tasks[:2]] == [great_people.KeepGreatPerson,
                                                                   great_people.GainGreatPeople]
    keep = s.legal_actions()[0]
    s = s.apply(keep)
    other = next(c for c in first if c != keep.card)
    second = s.gp_offer
    assert s.decision.kind == "keep" and len(second) == 2 and not set(second) & set(first)
    assert [c for c, _ in s.players[1].gp_cards] == [keep.card] and s.gp_deck[-1][0] == other
    s = s.apply(s.legal_actions()[1])
    assert [c for c, _ in s.players[1].gp_cards] == [keep.card, second[1]] and not s.gp_offer
    assert not any(type(t) in (great_people.KeepGreatPerson, great_people.GainGreatPeople) for t in s.tasks)


def test_an_older_save_s_tasks_are_read_into_each_kind_s_fields():
    g = cv.new_game(players=2, civs=("Romans", "Greeks"), seed=1)
    data = g.snapshot()
    c = list(g.cities[0].centres[0])
    data["phase"] = "city"
    data["tasks"] = [{"kind": "take", "player": 0, "who": 1, "done": ["card"]},
                     {"kind": "city", "player": 0, "done": [c]}, {"kind": "city", "player": 1}]
    s = cv.State.from_snapshot(data)
    assert s.tasks[0] == military.TakeLoot(0, loser=1, what="card")
    assert s.tasks[1] == CityManagement(0, acted=(tuple(c),))
    assert s.snapshot()["tasks"][0] == {"kind": "take", "player": 0, "loser": 1, "what": "card"}
    data["tasks"] = [{"kind": "start", "player": 0, "done": ["gov"], "pos": [1, 1]}]
    with pytest.raises(DataError, match="unknown field 'pos'"):
        cv.State.from_snapshot(data)
    assert cv.State.from_snapshot({**data, "tasks": [{"kind": "start", "player": 0, "done": ["gov"]}]}).tasks == \
        (StartOfTurn(0, used=("gov",)),)


def test_an_interrupt_refuses_an_answer_it_does_not_offer_naming_what_it_offers():
    """A tech the loser does not know is no steal (L459-473); the market's resources are Machu Picchu's
    choice; the refusal lists what the same options offer."""
    from rulekit.civ.decisions import wonders

    g = cv.new_game(players=2, seed=4)
    s = g.edit(phase="movement", tasks=(military.StealTech(0, loser=1), Movement(0)))   # a battle's loot
    assert [str(a) for a in s.legal_actions()] == ["steal Metalworking"]
    err = s.why_not("steal Writing")
    assert err.rule is rb.LOOT_TWO and err.reason == ("the loot learns a tech P2 knows that fits P1's pyramid: "
                                                      "steal Metalworking")
    m = g.edit(tasks=(wonders.MachuPicchu(0),) + g.tasks)
    err = m.why_not("take gold")
    assert err.rule is rb.WONDER_EFFECTS and err.reason.startswith("the resource taken is one of the market's: take ")
    assert m.why_not(m.legal_actions()[0]) is None
