"""The Full game's wars (TTA-R-F5, TTA-R-F5b; PL L2510-2535, L2578-2580; HU 2213-2259) and honourable
resignation (TTA-R-F7; PL L2593-2600; HU 2281-2290), played through the public API: scenario starts,
``state.edit`` and the engine's actions.
"""

from __future__ import annotations

import json

import pytest

from rulekit.core import conformance
from rulekit.tta import new_game, rulebook as rb, scenarios
from rulekit.tta.decisions import events
from rulekit.tta.decisions.resign import active_seats, has_resigned, removed_slots
from rulekit.tta.decisions.wars import pending_wars, winner_of
from rulekit.tta.game import State
from rulekit.tta.invariants import invariants
from rulekit.tta.rules import strength

WAR = "m-II-war-over-territory"


def _start(p1=None, p2=None, options=None, players=2, **start):
    """A Full game in Age II at P1's political action of round 12: P1 (Monarchy, 3 military actions) holds
    War over Territory and 8 Warriors, P2 the starting civilization; ``p1``/``p2`` change them."""
    rows = [{"seat": 0, "government": "c-I-monarchy", "military_hand": [WAR], "techs": [["c-A-warriors", 8, 0]],
             **(p1 or {})}, {"seat": 1, **(p2 or {})}]
    raw = {"start": {"players": players, "game": "full", "age": "II", "round": 12, "current": 0, "at": "political",
                     "player": rows, **start}}
    if options:
        raw["start"]["options"] = options
    return scenarios.build(raw, "inline")


def _legal(g) -> list:
    return [str(a) for a in g.legal_actions()]


def _on(g):
    """``g`` one step on, ending turns and passing: ``end``, ``pass`` or ``done`` where listed, else the first
    legal action (a military card discarded)."""
    legal = _legal(g)
    for word in ("end", "pass", "done"):
        if word in legal:
            return g.apply(word)
    return g.apply(legal[0])


def _to_war(g):
    """Declare the war on P2 and play on (ending every turn, passing every political action) until the war's
    first question, at the start of P1's next turn."""
    g = g.apply("attack m-II-war-over-territory 2")
    while g.decision.kind != "war-sacrifice":
        g = _on(g)
    return g


# -- declaring (TTA-R-F5) -----------------------------------------------------------------------------
def test_a_declared_war_costs_its_military_actions_and_waits_for_the_next_turn():
    g = _start()
    assert strength(g.players[0]) == 8 and strength(g.players[1]) == 1
    d = g.apply("attack m-II-war-over-territory 2")
    assert d.players[0].military_spent == 3 and WAR not in d.players[0].military_hand
    assert [(w.player, w.target, w.card) for w in pending_wars(d)] == [(0, 1, WAR)]
    assert d.players[1].yellow == g.players[1].yellow                 # nothing happens yet
    d = d.apply("end")
    assert d.current == 1 and d.decision.kind == "turn"               # the target has a turn to prepare
    assert pending_wars(d)
    invariants(d, g)                                                  # the card lies in front of P1, still counted


def test_joan_of_arc_scores_when_a_war_is_declared_on_her_civilization():
    """Joan of Arc's 5 culture 'whenever an aggression or war is played against you' (card data)."""
    g = _start(p2={"leader": "c-I-joan-of-arc", "leader_ages": ["I"]})
    assert g.apply("attack m-II-war-over-territory 2").players[1].culture == g.players[1].culture + 5


def test_a_war_whose_cost_no_2006_source_gives_is_refused_with_no_change():
    g = _start(p1={"military_hand": ["m-II-war-over-resources"]})
    assert not any(a.startswith("attack") for a in _legal(g))
    err = g.why_not("attack m-II-war-over-resources 2")
    assert err.rule is rb.WAR and "no 2006 source gives its cost" in err.reason and "cards_military_II" in err.reason
    with pytest.raises(Exception):
        g.apply("attack m-II-war-over-resources 2")
    assert g.players[0].military_hand == ("m-II-war-over-resources",) and not g.scheduled


def test_a_war_needs_the_cards_military_actions():
    g = _start(p1={"government": "c-A-despotism"})                    # Despotism: 2 military actions
    err = g.why_not("attack m-II-war-over-territory 2")
    assert err.rule is rb.WAR and "costs 3 military actions" in err.reason


def test_a_war_is_the_full_games_alone():
    raw = {"start": {"players": 2, "game": "advanced", "age": "II", "round": 12, "at": "political",
                     "player": [{"seat": 0, "government": "c-I-monarchy", "military_hand": ["m-II-spy"]}]}}
    g = scenarios.build(raw, "inline")
    from rulekit.tta.decisions.wars import judge_war
    from rulekit.tta.actions import Attack
    assert "belong to the Full game" in judge_war(g, 0, Attack.of(WAR, 2)).reason


def test_no_war_between_the_parties_of_acceptance_of_supremacy():
    g = _start(players=3, p1={"pact": ["m-II-acceptance-of-supremacy", 1, "A"]})
    assert "attack m-II-war-over-territory 2" not in _legal(g) and "attack m-II-war-over-territory 3" in _legal(g)
    err = g.why_not("attack m-II-war-over-territory 2")
    assert err.rule is rb.WAR and "forbids attacks" in err.reason


def test_no_war_is_declared_in_the_last_round():
    g = _start(last_round=True)
    err = g.why_not("attack m-II-war-over-territory 2")
    assert err.rule is rb.FULL_LAST_ROUND and "does not have" in err.reason
    assert not any(a.startswith("attack") for a in _legal(g))


# -- resolving (TTA-R-F5b; TTA-EX-38) ---------------------------------------------------------------------
def test_the_declarer_sacrifices_first_then_the_target_knowing_its_strength():
    g = _to_war(_start())
    assert g.round == 13 and g.current == 0 and g.decision.player == 0
    assert _legal(g) == ["done", "sacrifice c-A-warriors"]
    g = g.apply("sacrifice c-A-warriors").apply("done")
    assert g.decision.kind == "war-defence" and g.decision.player == 1
    assert "strength 8" in g.decision.prompt or "strength 9" in g.decision.prompt
    yellow = g.players[0].yellow
    g = g.apply("done")
    # the sacrificed Warriors' worker is back in P1's bank; 9 against 1: advantage 8, 1 + 2 tokens
    assert g.players[0].yellow == yellow + 1 + 3
    assert g.players[0].workers_on("c-A-warriors") == 7


def test_neither_side_plays_defence_cards():
    g = _to_war(_start(p2={"military_hand": ["m-I-defense-colonization"]}))
    g = g.apply("done")
    assert _legal(g) == ["done", "sacrifice c-A-warriors"]            # no 'bonus' among the target's options
    err = g.why_not("bonus m-I-defense-colonization")
    assert err.rule is rb.WAR_OUTCOME and "Defence cards" in err.reason


def test_either_side_can_win_the_stronger_target_takes_from_the_declarer():
    g = _to_war(_start(p1={"techs": [["c-A-warriors", 2, 0]]}, p2={"techs": [["c-A-warriors", 5, 0]]}))
    before = [p.yellow for p in g.players]
    g = g.apply("done").apply("done")
    # 2 against 5: P2 wins with advantage 3, taking 1 + 1 tokens from P1's bank
    assert [p.yellow for p in g.players] == [before[0] - 2, before[1] + 2]
    assert g.decision.kind == "turn" and g.current == 0                # P1's turn goes on


def test_the_winner_never_takes_more_than_the_losers_bank():
    g = _to_war(_start(p2={"extra_yellow": -16}))                      # P2's bank: 2
    assert g.players[1].yellow == 2
    g = g.apply("done").apply("done")
    assert g.players[1].yellow == 0 and g.players[0].yellow == 11 + 2   # 3 due, 2 taken


def test_the_war_card_is_discarded_and_the_declarer_has_a_new_political_action():
    g = _start(p1={"military_hand": [WAR, "m-II-spy"]})
    g = _to_war(g).apply("done").apply("done")
    assert WAR in g.mil_discard and not pending_wars(g)
    # the turn's political action follows the war: the Spy in hand may be played (PL L2578-2580)
    assert g.decision.kind == "political" and "attack m-II-spy 2" in _legal(g)


@pytest.mark.parametrize("tie,banks", [("nothing", (16, 16)), ("defender", (15, 17))])
def test_a_tied_war(tie, banks):
    """⚠AMB-9: a tie has no winner by default; under ``war_tie = "defender"`` the target wins it with advantage
    0 and takes War over Territory's 1 token."""
    g = _to_war(_start(p1={"techs": [["c-A-warriors", 3, 0]]}, p2={"techs": [["c-A-warriors", 3, 0]]},
                       options={"war_tie": tie}))
    assert strength(g.players[0]) == strength(g.players[1]) == 3
    assert (g.players[0].yellow, g.players[1].yellow) == (16, 16)
    g = g.apply("done").apply("done")
    assert (g.players[0].yellow, g.players[1].yellow) == banks
    assert winner_of(g, 0, 1, 3, 3) == (None if tie == "nothing" else (1, 0, 0))
    assert WAR in g.mil_discard                                       # discarded either way


@pytest.mark.parametrize("where", ["winner-bank", "winner-workers"])
def test_where_war_over_territorys_tokens_go(where):
    """⚠AMB-27: into the winner's yellow bank, or into play as its unused workers."""
    g = _to_war(_start(options={"territory_tokens": where}))
    p = g.players[0]
    g = g.apply("done").apply("done")
    q = g.players[0]
    if where == "winner-bank":
        assert (q.yellow - p.yellow, q.idle - p.idle) == (3, 0)
    else:
        assert (q.yellow - p.yellow, q.idle - p.idle) == (0, 3)
    assert q.extra_yellow - p.extra_yellow == 3 and g.players[1].extra_yellow == -3
    invariants(g, g)


@pytest.mark.parametrize("timing,taken", [("before-refill", 3), ("after-refill", 1)])
def test_a_war_before_or_after_the_refill_that_ends_an_age(timing, taken):
    """⚠AMB-20: P1's refill in round 13 deals the last civil II card, and the end of Age II takes 2 tokens from
    every yellow bank. Resolved before the refill the war takes 3 of P2's 3; after it, 1 is left to take."""
    g = _start(p2={"extra_yellow": -15}, left={"deck_ii": 4}, options={"war_timing": timing})
    g = g.apply("attack m-II-war-over-territory 2").apply("end").apply("end")
    assert (g.round, g.current, g.decision.kind) == (13, 0, "war-sacrifice")
    assert g.age == ("II" if timing == "before-refill" else "III")
    winner = g.players[0].yellow
    g = g.apply("done").apply("done")
    assert g.age == "III" and g.players[1].yellow == 0
    gained = g.players[0].yellow - winner
    assert gained == (taken - 2 if timing == "before-refill" else taken)   # the age end takes 2 from P1 too


def test_in_the_last_round_a_war_of_the_previous_round_is_resolved_by_strength_alone():
    """P2 declares in round 12; round 13 is the last: at the start of P2's turn the war is resolved with no
    sacrifice asked of either side, by strength alone (PL L2615-2623; HU 2313-2317)."""
    g = _start(p1={"government": "c-A-despotism", "military_hand": [], "techs": [["c-A-warriors", 1, 0]]},
               p2={"government": "c-I-monarchy", "military_hand": [WAR], "techs": [["c-A-warriors", 6, 0]]})
    g = g.apply("pass").apply("end")
    assert g.current == 1 and "attack m-II-war-over-territory 1" in _legal(g)
    g = g.apply("attack m-II-war-over-territory 1").apply("end")
    assert (g.round, g.current) == (13, 0)
    g = g.edit(last_round=True)                                       # round 13 is the last
    bank = g.players[0].yellow
    g = _on(g) if g.decision.kind == "political" else g
    g = g.apply("end")
    assert g.current == 1 and g.decision.kind in ("political", "turn")    # no war question was asked
    assert not pending_wars(g) and WAR in g.mil_discard + g.box
    assert g.players[0].yellow == bank - 2 and g.players[1].workers_on("c-A-warriors") == 6   # 6 vs 1: 1 + 1


def test_a_save_with_a_pending_war_round_trips_and_plays_on():
    g = _start().apply("attack m-II-war-over-territory 2").apply("end")
    assert pending_wars(g)
    again = State.from_snapshot(json.loads(json.dumps(g.snapshot())))
    assert again == g and pending_wars(again) == pending_wars(g)
    mid = _to_war(_start()).apply("sacrifice c-A-warriors")
    again = State.from_snapshot(json.loads(json.dumps(mid.snapshot())))
    assert again == mid
    conformance.loads_and_plays_on(mid, 3)


# -- honourable resignation (TTA-R-F7) -----------------------------------------------------------------------
def _resigned(g, seat):
    """Play ``end`` (or ``pass``) until it is ``seat``'s turn, then resign."""
    while g.current != seat or "resign" not in _legal(g):
        g = _on(g)
    return g.apply("resign")


def test_resignation_is_offered_at_the_start_of_the_turn_only():
    g = new_game(3, "full", seed=4).apply("end").apply("end").apply("end")      # round 2, P1's first decision
    assert g.decision.kind == "turn" and "resign" in _legal(g)
    g2 = g.apply("take 1")
    assert "resign" not in _legal(g2)
    err = g2.why_not("resign")
    assert err.rule is rb.RESIGNATION and "start of its turn" in err.reason
    advanced = new_game(3, "advanced", seed=4).apply("end").apply("end").apply("end")
    assert "resign" not in _legal(advanced) and advanced.why_not("resign").rule is rb.RESIGNATION


def test_resignation_is_offered_with_the_political_action_and_not_again():
    g = _start()
    assert g.decision.kind == "political" and "resign" in _legal(g)
    g = g.apply("pass")
    assert g.decision.kind == "turn" and "resign" not in _legal(g) and g.why_not("resign").rule is rb.RESIGNATION


def test_a_resigned_civilization_has_no_turn_and_is_asked_nothing():
    g = _resigned(new_game(3, "full", seed=4), 1)
    assert has_resigned(g, 1) and active_seats(g) == (0, 2)
    assert g.current == 2
    seen = set()
    while g.round < 6:
        g = _on(g)
        seen.add(g.decision.player)
    assert 1 not in seen
    assert 1 not in events.turn_order(g) and 1 not in events.strongest(g, 2) + events.weakest(g, 2)


def test_a_war_on_a_civilization_that_resigns_has_no_effect():
    g = _start(players=3).apply("attack m-II-war-over-territory 2").apply("end")
    assert g.current == 1
    bank = [p.yellow for p in g.players]
    g = g.apply("resign")
    assert not pending_wars(g) and WAR in g.mil_discard
    g = g.apply("end")                                                 # P3's turn; then P1's, with no war
    while g.current != 0:
        g = _on(g)
    assert g.decision.kind != "war-sacrifice" and g.players[1].yellow == bank[1]
    assert "attack m-II-spy 2" not in _legal(g)


def test_a_resignation_ends_the_pacts_of_its_civilization():
    g = _start(players=3, p1={"military_hand": [], "pact": ["m-II-acceptance-of-supremacy", 1, "A"]})
    g = g.apply("pass").apply("end")
    g = g.apply("resign")                                              # P2, the pact's partner
    assert g.players[0].pact == () and "m-II-acceptance-of-supremacy" in g.mil_discard


@pytest.mark.parametrize("reading,slots", [("table", 2), ("players", 3)])
def test_the_refill_after_a_resignation_clears_slots_by_the_players_left(reading, slots):
    """⚠AMB-16: 4 players clear 1 slot; once one resigns, 3 are left: 2 by the table, 3 literally."""
    g = new_game(4, "full", seed=2, options={"resign_removal": reading})
    assert removed_slots(g) == 1
    g = _resigned(g, 0)
    assert removed_slots(g) == slots
    row = g.row
    s = g.refill()
    kept = tuple(c for c in row[slots:] if c)
    assert s.row[:len(kept)] == kept and not set(row[:slots]) & set(s.row)


def test_the_last_civilization_left_wins_and_a_resigned_one_ranks_last():
    g = new_game(3, "full", seed=4)
    g = g.edit(players={0: {"culture": 50}})
    g = _resigned(g, 0)
    assert not g.is_over and 0 not in g.winners()                      # 50 culture count for nothing
    g = _resigned(g, 1)
    assert g.is_over and g.winners() == (2,) and "P3, the last civilization left, wins" in g.outcome()
    assert g.legal_actions() == []


def test_a_resignation_keeps_every_card_and_token_where_it_lies():
    g = new_game(4, "full", seed=6)
    root = g
    g = _resigned(g, 0)
    invariants(g, root)
    again = State.from_snapshot(json.loads(json.dumps(g.snapshot())))
    assert again == g and has_resigned(again, 0)


# -- impossible positions (rulekit.tta.invariants) ------------------------------------------------------------
def test_a_pending_war_must_hold_a_war_card_against_another_seat():
    from rulekit.core.errors import DataError
    from rulekit.core.steps import Scheduled
    from rulekit.tta.decisions.wars import War, war_point
    g = _start()
    fine = g.edit(players={0: {"military_hand": ()}}, scheduled=(Scheduled(war_point(0), War(0, card=WAR, target=1)),))
    assert pending_wars(fine)
    with pytest.raises(DataError, match="war card"):
        g.edit(scheduled=(Scheduled(war_point(0), War(0, card="m-II-spy", target=1)),))
    with pytest.raises(DataError, match="another seat"):
        g.edit(players={0: {"military_hand": ()}}, scheduled=(Scheduled(war_point(0), War(0, card=WAR, target=0)),))


def test_a_civilization_that_resigned_is_not_the_one_to_play():
    from rulekit.core.errors import DataError
    from rulekit.core.steps import Scheduled
    from rulekit.tta.decisions.base import LEFT
    from rulekit.tta.decisions.resign import Resigned
    g = _start(players=3)
    assert has_resigned(g.edit(scheduled=(Scheduled(LEFT, Resigned(2)),)), 2)
    with pytest.raises(DataError, match="has resigned"):
        g.edit(scheduled=(Scheduled(LEFT, Resigned(0)),))


@pytest.mark.parametrize("reading,last", [("first-left", True), ("start-seat", False)])
def test_age_iii_ending_at_the_refill_of_the_first_civilization_left(reading, last):
    """⚠AMB-X20: P1, the start player, has resigned; P2's refill opens round 21 and deals the last civil III
    cards. Counted as the start player's refill the round is the last; otherwise one more round follows."""
    from rulekit.core.steps import Scheduled
    from rulekit.tta.decisions.base import LEFT
    from rulekit.tta.decisions.resign import Resigned
    raw = {"start": {"players": 3, "game": "full", "age": "III", "round": 20, "current": 2, "left": {"deck_iii": 2},
                     "options": {"resigned_start": reading}}}
    g = scenarios.build(raw, "inline").edit(scheduled=(Scheduled(LEFT, Resigned(0)),))
    g = g.apply("end")
    assert (g.round, g.current, g.age) == (21, 1, "IV")
    assert g.last_round is last
    while not g.is_over:
        g = _on(g)
    assert g.round == (21 if last else 22)


def test_winston_churchill_builds_units_cheaper_while_a_war_is_declared_on_him():
    """Churchill (card data): 'while a war is declared on you, new units cost 2 resources less each'."""
    churchill = {"leader": "c-III-winston-churchill", "leader_ages": ["III"], "techs": [["c-A-bronze", 2, 4]]}
    g = _start(p2=churchill)
    at_war = g.apply("attack m-II-war-over-territory 2").apply("end")
    at_peace = g.apply("pass").apply("end")
    assert at_war.current == at_peace.current == 1
    costs = []
    for s in (at_war, at_peace):
        before = s.players[1].held["mine"]
        costs.append(before - s.apply("recruit c-A-warriors").players[1].held["mine"])
    assert costs == [0, 2]                                             # Warriors: 2 resources, 2 off at war


def test_a_territory_is_auctioned_among_the_civilizations_still_in_the_game():
    """A territory revealed after P2 resigned: P1 and P3 bid, P2 is never asked (PL L1772-1779, L2593-2600)."""
    from rulekit.tta.decisions import colonies
    g = _resigned(new_game(3, "full", seed=4), 1)
    from rulekit.tta.rules import info
    card = next(c for c in g.military if info(c).type == "colony")
    out = colonies.revealed_territory(g, card)
    asked = [t for t in out.tasks if t.kind == "auction"]
    assert asked and 1 not in asked[0].active and set(asked[0].active) <= {0, 2}


def test_a_declarer_cannot_leave_before_its_own_war_is_fought():
    """The declarer's war is resolved at the start of its next turn, before the turn's first decision where it
    may resign (⚠AMB-20): so a war of its own is never left pending by a resignation."""
    g = _to_war(_start())
    assert "resign" not in _legal(g) and g.why_not("resign") is not None
    g = g.apply("done").apply("done")
    assert not pending_wars(g) and "resign" in _legal(g)
    g = g.apply("resign")
    assert g.is_over and g.winners() == (1,)


def test_a_war_is_fought_with_the_games_reading_of_surplus_planes():
    """The strengths a war compares are read under the game's options: two planes with no army to support add
    their 5 each by default (AMB-40), nothing under surplus_air = "none"; so P1 (3 Warriors and 2 planes)
    beats P2's 8 by default and loses to it under the other reading."""
    from rulekit.tta import scenarios as sc
    results = {}
    for reading in ("strength", "none"):
        g = sc.build({"start": {"players": 2, "game": "full", "age": "III", "round": 16, "at": "political",
                                "options": {"surplus_air": reading}, "player": [
            {"seat": 0, "government": "c-I-monarchy", "military_hand": ["m-II-war-over-territory"],
             "techs": [["c-A-warriors", 3, 0], ["c-III-air-forces", 2, 0]], "idle": 0},
            {"seat": 1, "techs": [["c-A-warriors", 8, 0]], "idle": 0}]}}, f"surplus_air={reading}")
        for step in ("attack m-II-war-over-territory 2", "end", "end", "done", "done"):
            g = g.apply(step)
        results[reading] = [p.yellow for p in g.players]
    # banks 15 and 12 before: 13 against 8, P1 wins by 5 and takes 1 + 5 // 3 = 2; 3 against 8, P2 wins by 5
    assert results == {"strength": [17, 10], "none": [13, 14]}
