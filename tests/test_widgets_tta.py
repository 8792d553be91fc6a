"""The Through the Ages widgets, driven from Python the way the browser drives them.

A click on a card of the row is the browser setting ``pending`` to ``"slot:<n>"``; a
button is ``"action:<notation>"``. Legality, costs and reasons are the engine's: the
expectations are the rulebook's (slots 1-5 cost 1 civil action, 6-9 cost 2, 10-13 cost 3,
PL L448-450; in round 1 the seats have 1/2/3/4 civil actions, TTA-EX-21) or the engine's
own answers, never restated rules.
"""

from __future__ import annotations

import random

import pytest

import rulekit.tta as tta
from rulekit.tta import cards, scenarios, svg, views
from rulekit.tta.decisions import Turn, advised
from rulekit_widgets.tta import GameView, PlayerBoard


@pytest.fixture(scope="module")
def second():
    """Round 1, P2 to move with 2 civil actions (TTA-EX-21)."""
    return tta.new_game(players=2, seed=1).apply("take 1").apply("end")


def slot(view, n):
    return next(c for c in view.row if c["slot"] == n)


def test_the_row_shows_each_cards_take_cost_for_the_player_to_move(second):
    view = PlayerBoard(second)
    assert [c["cost"] for c in view.row][1:] == [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]
    assert slot(view, 1)["card"] == "" and not slot(view, 1)["legal"]          # P1 took it
    assert [c["legal"] for c in view.row][1:] == [True] * 8 + [False] * 4        # 2 civil actions
    assert view.board["civil_left"] == 2 and view.decision["kind"] == "turn"


def test_a_legal_take_drops_the_civil_actions_by_its_cost_and_puts_the_card_in_hand(second):
    view = PlayerBoard(second)
    card, cost = slot(view, 6)["card"], slot(view, 6)["cost"]
    view.pending = "slot:6"                                   # what the browser does
    assert view.pending == "" and view.error == ""
    assert view.board["civil_left"] == 2 - cost == 0
    assert [c["card"] for c in view.board["hand"]] == [card] == list(view.state.players[1].hand)
    assert slot(view, 6)["card"] == ""
    assert view.message.startswith("P2 played 'take 6'")


def test_an_illegal_take_changes_nothing_and_shows_the_engines_rule(second):
    view = PlayerBoard(second)
    before = view.state
    view.pending = "slot:10"                                  # costs 3; P2 has 2
    assert view.state is before
    err = second.why_not("take 10")
    assert view.error == str(err) and view.error.startswith("illegal 'take 10'")
    assert err.rule.ref in view.error and "TTA-R-22" in view.error and "L448-450" in view.error
    assert slot(view, 10)["reason"] == err.reason and slot(view, 10)["rule_ref"] == err.rule.ref
    assert view.board["civil_left"] == 2 and view.board["hand"] == []


def test_undo_restores_the_position(second):
    view = PlayerBoard(second)
    view.click_slot(3)
    assert view.board["civil_left"] == 1
    view.session.undo()
    assert view.state == second and view.board["civil_left"] == 2 and view.board["hand"] == []


def test_the_controls_list_every_legal_action_by_verb_and_the_refused_ones_with_a_reason():
    g = tta.new_game(players=2, seed=1)
    pos = g.edit(round=2, tasks=(Turn(0),))
    view = PlayerBoard(pos)
    legal = sorted(a["action"] for grp in view.groups for a in grp["actions"] if a["legal"])
    assert legal == sorted(str(a) for a in pos.legal_actions())
    refused = [a for grp in view.groups for a in grp["actions"] if not a["legal"]]
    for a in refused:
        err = pos.why_not(a["action"])
        assert err is not None and a["reason"] == err.reason and a["rule_ref"] == err.rule.ref
    assert any(a["action"] == "build c-A-bronze" for a in refused)      # no resources yet
    act = next(a for a in legal if a.split()[0] not in ("end", "take"))
    view.pending = f"action:{act}"
    assert view.error == "" and str(view.state.last_action) == act


def test_the_open_pay_decision_is_shown_with_its_options():
    """Paying 3 resources with tokens worth 1 and 2: the player chooses (PL L1359-1366, TTA-R-53b)."""
    g = tta.new_game(players=2, seed=1)
    p = g.players[0]
    techs = tuple((c, w, 3 if c == "c-A-bronze" else b) for c, w, b in p.techs) + (("c-I-iron", 0, 2),)
    pos = g.edit(round=2, tasks=(Turn(0),), players={0: {"techs": techs, "blue": p.blue - 5}})
    view = PlayerBoard(pos)
    view.pending = "action:build c-A-philosophy"
    d = view.decision
    assert d["kind"] == "pay" and d["rule"]["ref"] == "TTA-R-53b"
    assert d["options"] == [str(a) for a in view.state.legal_actions()] and len(d["options"]) > 1
    assert [a["action"] for grp in view.groups for a in grp["actions"]] == d["options"]
    # the rulebook's advice (keep tokens in the bank, TTA-EX-8) is named: the first way rules.payments lists
    assert d["advised"] == str(advised(view.state)) == "pay 3x1" and d["options"][0] != "pay 3x1"
    assert [a["action"] for grp in view.groups for a in grp["actions"] if a["advised"]] == [d["advised"]]
    view.pending = "action:" + d["options"][-1]
    assert view.error == "" and view.decision["kind"] == "turn"


def test_the_static_pictures_draw_the_engines_numbers(second):
    row = svg.row_svg(second)
    assert row.count('data-legal="true"') == sum(c["legal"] for c in views.card_row(second))
    board = svg.board_svg(second, 1)
    assert "civil actions: 2 of 2 left" in board and "Despotism" in board
    assert board == svg.board_svg(second, 1)                  # the same bytes every time


def test_a_whole_game_driven_through_the_game_views_own_controls_reaches_the_end():
    game = GameView.new(players=3, seed=2)
    rng = random.Random(0)
    for _ in range(2000):
        if game.state.is_over:
            break
        b = game.board
        legal = [a["action"] for grp in b.groups for a in grp["actions"] if a["legal"]]
        if b.decision["kind"] != "turn":
            b.pending = "action:" + legal[0]
        elif (takes := [c["slot"] for c in b.row if c["legal"]]) and rng.random() < 0.4:
            b.pending = f"slot:{rng.choice(takes)}"
        elif (others := [a for a in legal if a != "end"]) and rng.random() < 0.7:
            b.pending = "action:" + rng.choice(others)
        else:
            b.pending = "action:end"
        assert game.session.error == ""
    s = game.state
    assert s.is_over and game.board.groups == []
    assert "game over" in game.status.value and "Final bonus" in game.final.value
    for r in views.final_bonus(s):
        assert r["total"] == s.players[r["seat"]].culture == r["before"] + r["bonus"]
        assert sum(r["parts"].values()) == r["bonus"]
        assert f'<td class="tta-total">{r["total"]}</td>' in game.final.value
    assert len(game.log_lines()) == len(s.history)
    game.undo_button.click()
    assert not game.state.is_over and game.final.value == ""


def test_the_session_words_a_move_with_the_engines_prompt():
    from rulekit_widgets.session import Session

    s = Session(tta.new_game(players=2, seed=1))
    assert s.play("take 1")
    assert s.message == "P1 played 'take 1'. Now: P1, round 1: take an action (0 civil, 0 military left) or end."
    assert not s.play("take 2") and s.error.split(" (rule")[0] == "illegal 'take 2': no civil action left this turn"
    assert s.undo().history == ()


@pytest.mark.parametrize("name", ["board", "game"])
def test_docstring_examples(name):
    import doctest
    import importlib

    module = importlib.import_module(f"rulekit_widgets.tta.{name}")
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0


def test_a_second_wonder_is_refused_with_its_rule_and_nothing_changes():
    """One wonder under construction at a time (TTA-R-26b, PL L543-544)."""
    g = tta.new_game(players=2, seed=1)
    wonder = next(n for n, c in enumerate(g.row, 1) if c and cards.data().cards[c].type == "wonder")
    pos = scenarios.give(g, 0, building="c-A-colossus").edit(round=2, tasks=(Turn(0),))
    view = PlayerBoard(pos)
    assert not slot(view, wonder)["legal"] and slot(view, wonder)["rule_ref"] == "TTA-R-26b"
    view.pending = f"slot:{wonder}"
    assert view.state is pos and "a wonder is already under construction" in view.error
    assert "TTA-R-26b" in view.error and "L543-544" in view.error


def test_cards_wear_the_rulebooks_colours_in_the_pictures_and_the_widget(second):
    """Leaders green, wonders purple, action cards yellow (PL L460-461), dark text on yellow only."""
    fills = {kind: svg.card_fill(kind) for kind in ("leader", "wonder", "action")}
    assert len(set(fills.values())) == 3 and svg.card_ink("action") != svg.card_ink("leader")
    view = PlayerBoard(second)
    for c in view.row:
        if c["card"]:
            assert (c["fill"], c["ink"]) == (svg.card_fill(c["type"]), svg.card_ink(c["type"]))
    row = svg.row_svg(second)
    for c in views.card_row(second):
        if c["card"]:
            assert f'data-slot="{c["slot"]}"' in row
    assert svg.card_fill("leader") in row and svg.card_fill("wonder") in row


def test_a_long_card_name_is_shrunk_to_fit_its_box_in_the_row():
    long_word = "Popularization"                      # the longest single word of a card name
    size = svg._fit(long_word, 76, 11)
    assert size < 11 and svg.TEXT_WIDTH * len(long_word) * size <= 76


def test_the_game_view_shows_the_decision_prompt_once():
    """The status line says where the game is; the board's prompt bar says what is being decided."""
    game = GameView.new(players=2, seed=1)
    prompt = game.state.decision.prompt
    assert game.board.decision["prompt"] == prompt
    from html import escape

    assert escape(prompt) not in game.status.value and prompt not in game.board.status
    assert escape(game.state.where()) in game.status.value
