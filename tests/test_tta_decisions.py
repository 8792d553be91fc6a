"""The Simple game's typed decisions (rulekit.tta.decisions), the phase table, the costs asked of one
place (rulekit.tta.rules.costs) and positions set up with ``state.edit``."""

from __future__ import annotations

import random

import pytest

import rulekit.tta as tta
from rulekit.core.errors import DataError
from rulekit.tta import rulebook as rb
from rulekit.tta import rules as R
from rulekit.tta import scenarios, views
from rulekit.tta.decisions import PHASES, Event, Gain, Lose, Pay, Production, Shortage, Step, Turn, advanced, events, events_ii
from rulekit.tta.decisions import aggressions, military
from rulekit.tta.decisions import bonus_cards, colonies, losses, pacts, resign, upkeep, wars
from rulekit.tta.rules.costs import take_cost


def _michelangelo(floor: str):
    """Round 2, seat 0 to act with Michelangelo in play and a wonder of the row moved to slot 1."""
    g = scenarios.give(tta.new_game(players=3, seed=5, options={"wonder_take_floor": floor}), 0,
                       leader="c-I-michelangelo")
    wonder = next(c for c in g.row if c and R.info(c).type == "wonder")
    return g.edit(round=2, row=(wonder,) + tuple(c for c in g.row if c != wonder), tasks=(Turn(0),))


@pytest.mark.parametrize("floor, cost", [("zero", 0), ("one", 1)])
def test_one_take_cost_for_the_judge_the_views_and_the_scenarios_amb_x12(floor, cost):
    """A wonder in slot 1 with Michelangelo's discount costs 0, or 1 under ``wonder_take_floor = "one"``
    (⚠AMB-X12): the judge, the card row the widgets draw and the scenario observation all say so."""
    g = _michelangelo(floor)
    assert take_cost(g, 0, 1) == cost
    assert views.card_row(g, 0)[0]["cost"] == cost
    assert scenarios.OBSERVE["take_cost"](g, 0, 1) == cost
    assert g.apply("take 1").players[0].civil_spent == cost


def test_every_kind_is_a_frozen_step_that_saves_and_reads_back():
    kinds = (Turn(1), Event(0, what="m-A-development-of-markets"), Pay(1, what="military", amount=3),
             Gain(0, what="mine", amount=2), Lose(2, what="civil"), Production(1), Shortage(0),
             advanced.Political(0), advanced.Excess(1), advanced.MilitaryDiscard(0, picked=("m-I-rats",)),
             advanced.Draw(2, count=3),
             military.Aggression(0, card="m-II-spy", target=1, replies=(("c-A-warriors",),)),
             military.AttackSacrifice(0, card="m-II-spy", target=1, picked=("c-A-warriors",)),
             military.Defend(1, card="m-II-spy", attacker=0, attack=5, picked=("m-I-defense-colonization",)),
             losses.LoseWorker(1, what="m-I-enslave", count=2), aggressions.PlunderSplit(0, target=1, card="m-I-plunder"),
             aggressions.Raze(0, target=1, card="m-II-raid", picked=("c-A-philosophy",)),
             aggressions.AnnexColony(0, target=1),
             upkeep.Withhold(1, first="mine", withheld=("c-A-bronze",)), upkeep.Unrest(0, count=2),
             events.LoseBuilding(2, what="m-II-terrorism", victim=0), events.Mix(0, what="m-I-raiders", amount=2, taking=True),
             events.LoseBlue(1, what="m-II-crime-wave"), events_ii.Agreement(2, what="m-II-international-agreement", left=3,
                                                                              took=True), events_ii.Forgo(1),
             events_ii.Ravage(0, what="m-II-ravages-of-time"))
    kinds += (colonies.Auction(1, active=(1, 2, 0), card="m-I-inhabited-territory", bid=2, leader=0),
              colonies.Colonize(0, picked=("c-A-warriors", "m-I-defense-colonization"), card="m-I-wealthy-territory", bid=3),
              colonies.LoseColony(2, what="m-II-independence-declaration"),
              pacts.PactOffer(0, replies=("accept",), card="m-II-acceptance-of-supremacy", target=2, role="B"),
              pacts.PactAnswer(2, card="m-II-acceptance-of-supremacy", offerer=0, role="B"))
    kinds += (wars.War(0, card="m-II-war-over-territory", target=2, replies=(("c-A-warriors",),)),
              wars.WarSacrifice(0, card="m-II-war-over-territory", target=2, picked=("c-A-warriors",)),
              wars.WarDefence(2, card="m-II-war-over-territory", declarer=0, strength=4, picked=("c-A-warriors",)),
              wars.Begin(1), resign.Resigned(2))
    kinds += (bonus_cards.KeepBonus(1, count=2, picked=("m-III-impact-of-science",)),)     # a scoring variant's
    for step in kinds:
        assert isinstance(step, Step) and Step.from_dict(step.to_dict()) == step
        with pytest.raises(AttributeError):
            step.player = 3
    assert {k.kind for k in kinds} == set(Step.KINDS)
    with pytest.raises(DataError, match="step kind"):
        Step.from_dict({"kind": "peace-treaty", "player": 0})


def test_the_phase_table_names_what_follows_a_turn():
    """The round ends with the last seat (PL KI L779-785); the game with the last round (PL L1461-1470)."""
    g = tta.new_game(players=2, seed=1)
    assert g.phase == "turn" and set(PHASES) == {"turn", "round", "final"}
    assert PHASES["turn"].following(g) == "turn"
    last = g.edit(current=1, tasks=(Turn(1),))
    assert PHASES["turn"].following(last) == "round"
    assert PHASES["turn"].following(last.edit(last_round=True)) == "final"
    g = g.apply("end").apply("end")
    assert (g.round, g.current, g.phase, g.decision.kind) == (2, 0, "round", "turn")


def test_an_event_nobody_can_take_passes_by_its_rule_and_each_choice_is_asked_in_turn():
    """Development of Religion offers a free temple; a player with no unused worker is passed by
    (its kind is skippable under the events rule), the other is asked."""
    g = tta.new_game(players=2, seed=5)
    for _ in range(3):
        g = g.apply("end")
    assert Event.skippable == rb.EVENTS_SIMPLE and Turn.skippable is None
    events = ("m-A-development-of-religion",) + tuple(e for e in g.events if e != "m-A-development-of-religion")
    p = g.players[0]
    busy = g.edit(events=events, players={0: {"idle": 0, "techs": p.with_slot("c-A-agriculture",
                                                                              workers=3).techs}})
    busy = busy.apply("end")
    assert busy.decision.kind == "event" and busy.to_move == 1      # seat 0 could not take it: passed by
    assert [str(a) for a in busy.legal_actions()] == ["choose no", "choose yes"]


def test_an_unlisted_action_is_never_legal_in_a_turn():
    """The turn's options are exactly what the judge accepts: along random play, every probe the board
    suggests is legal exactly when it is listed."""
    rng = random.Random(7)
    g = tta.new_game(players=3, seed=7)
    while not g.is_over and g.round < 5:
        if g.decision.kind == "turn":
            listed = {str(a) for a in g.legal_actions()}
            for row in views.action_table(g):
                for a in row["actions"]:
                    assert a["legal"] == (a["action"] in listed), a
        g = g.apply(rng.choice(g.legal_actions()))


def test_a_position_of_the_later_ages_is_accepted_and_an_impossible_one_names_its_field():
    """Age II and III cards in hand and in play are positions the rules allow; a yellow token too many
    is not (25 per player, PL L99-112)."""
    g = tta.new_game(players=2, seed=1)
    p = g.players[0]
    later = scenarios.give(g, 0, hand=("c-II-selective-breeding", "c-III-computers"), science=12,
                           techs=p.techs + (("c-II-coal", 0, 0), ("c-III-oil", 0, 0))).edit(round=4, tasks=(Turn(0),))
    assert "c-III-computers" in later.players[0].hand and later.players[0].slot("c-III-oil")
    assert later.why_not("upgrade c-A-bronze c-II-coal").rule == rb.UPGRADE      # no resources yet
    with pytest.raises(DataError) as err:
        g.edit(players={0: {"yellow": p.yellow + 1}})
    assert err.value.field == "players[0].yellow" and "yellow tokens not conserved" in err.value.reason
    card = next(c for c in g.row if c)                       # a card in two places at once
    with pytest.raises(DataError, match="lies in 2 places") as err:
        g.edit(players={0: {"hand": (card,)}})
    assert err.value.field == "players[0].hand"
    assert scenarios.give(g, 0, hand=(card,)).players[0].hand == (card,)     # lifted from the row


def test_upgrades_from_says_not_now_for_a_seat_that_is_not_to_move():
    g = tta.new_game(players=2, seed=1).apply("take 1").apply("end")          # P2's round-1 turn
    mine = views.upgrades_from(g, "c-A-bronze", seat=0, game="simple")
    assert [u["card"] for u in mine] == ["c-I-iron"] and not mine[0]["legal"]
    assert mine[0]["reason"] == "P2 decides now (turn)"
    theirs = views.upgrades_from(g, "c-A-bronze", game="simple")[0]
    assert theirs["reason"] == g.why_not("upgrade c-A-bronze c-I-iron").reason
    assert theirs["rule_ref"] == rb.FIRST_ROUND_ONLY_TAKE.ref
