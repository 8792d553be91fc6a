"""The Through the Ages widgets in the Full game (rulekit_widgets.tta; issue 27 point 3): wars on the player
board (declared, waiting, fought at the start of the declarer's next turn, the result), air forces in the
armies, and a whole Full game in GameView with undo.

Every click goes through the shared Session as the browser sends it (``pending = "action:..."``); positions
come from the worked examples' starts (rulekit/tta/examples) and the numbers asserted are the rulebook's.
"""

import random
import tomllib
from pathlib import Path

import rulekit.tta as tta
from rulekit.tta import scenarios, views
from rulekit_widgets.tta import GameView, PlayerBoard

EXAMPLES = Path(tta.__file__).resolve().parent / "examples"


def start(n: int, **changes):
    raw = tomllib.loads((EXAMPLES / f"TTA-EX-{n}.toml").read_text(encoding="utf-8"))["start"]
    raw.update(changes)
    return scenarios.build({"start": raw}, f"TTA-EX-{n}")


def click(view, action: str):
    view.pending = f"action:{action}"


def test_a_war_declared_waits_then_is_fought_at_the_declarers_next_turn_ex38():
    """TTA-EX-38 through the board: the war waits a turn (no panel to answer, a chip saying when it is
    fought), then P1 sacrifices nothing, P2 answers, and the result says P1 won by 7; P2's bank is empty."""
    game = GameView(start(38))
    board = game.board
    assert board.advanced["war"] == {}
    click(board, "attack m-II-war-over-territory 2")
    war = board.advanced["war"]
    assert [(w["name"], w["declarer"], w["target"], w["due"]) for w in war["pending"]] == [
        ("War over Territory", 0, 1, "the start of P1's next turn")]
    assert "step" not in war                                   # nothing to answer yet: the target prepares
    click(board, "end")
    assert board.advanced["war"]["pending"] and game.state.current == 1
    click(board, "end")                                        # P2's turn ends; round 13 starts with the war
    war = board.advanced["war"]
    assert war["step"] == "war-sacrifice" and war["player"] == 0 and war["pending"] == []
    assert (war["declarer_strength"], war["target_strength"], war["leading"], war["advantage"]) == (8, 1, 0, 7)
    assert [c["action"] for c in war["pool"]] == ["sacrifice c-A-warriors"] and war["done"] == "done"
    click(board, "bonus m-I-defense-colonization")            # no Defence card in a war: refused, nothing changes
    assert board.advanced["war"]["step"] == "war-sacrifice" and game.session.error
    click(board, "done")
    war = board.advanced["war"]
    assert war["step"] == "war-defence" and war["player"] == 1 and war["declarer_strength"] == 8
    click(board, "done")
    result = board.advanced["war_result"]
    assert (result["winner"], result["advantage"], result["declarer_strength"], result["target_strength"]) == (
        0, 7, 8, 1)
    assert board.advanced["war"] == {}
    assert [p.yellow for p in game.state.players] == [14, 0]     # TTA-EX-38: 1 + 7 // 3 = 3 tokens
    game.undo_button.click()
    assert board.advanced["war"]["step"] == "war-defence" and board.advanced["war_result"] == {}


def test_the_target_sacrificing_can_turn_a_war_round():
    """Either side can win a war: a target that sacrifices enough beats the declarer, and the panel says
    who would win after each pick."""
    g = start(38, player=[{"seat": 0, "government": "c-I-monarchy", "military_hand": ["m-II-war-over-territory"],
                           "techs": [["c-A-warriors", 4, 0]]},
                          {"seat": 1, "techs": [["c-A-warriors", 3, 0]], "idle": 0}])
    view = PlayerBoard(g)
    for action in ("attack m-II-war-over-territory 2", "end", "end", "done"):
        click(view, action)
    war = view.advanced["war"]
    assert (war["declarer_strength"], war["target_strength"], war["leading"]) == (4, 3, 0)
    click(view, "sacrifice c-A-warriors")
    war = view.advanced["war"]
    assert (war["target_strength"], war["leading"]) == (4, None)            # a tie: no winner (AMB-9)
    click(view, "sacrifice c-A-warriors")
    assert (view.advanced["war"]["target_strength"], view.advanced["war"]["leading"]) == (5, 1)
    click(view, "done")
    assert view.advanced["war_result"]["winner"] == 1 and view.advanced["war_result"]["advantage"] == 1


def test_air_forces_double_the_best_armies_ex19():
    """TTA-EX-19: one plane doubles the +9 army (47); a second plane doubles the +5 one too (57)."""
    view = PlayerBoard(start(19))
    air = view.advanced["air"]
    assert air == {"planes": 1, "bonuses": [9, 5], "doubling": 9, "supported": 1}
    assert view.advanced["military"]["strength"] == 47
    click(view, "recruit c-III-air-forces")
    assert view.advanced["air"]["doubling"] == 14 and view.advanced["military"]["strength"] == 57
    assert PlayerBoard(tta.new_game(2, game="full", seed=1)).advanced["air"] == {}


def test_game_view_plays_a_full_game_to_its_end_with_undo():
    game = GameView.new(players=2, seed=5, game="full")
    assert game.state.level == "full"
    rng = random.Random(5)
    while not game.state.is_over:
        assert game.play(tta.SPEC.playout(game.state.legal_actions(), rng))      # no resignation
    assert game.state.age == "IV"
    assert game.final.value and "Final scoring" in game.final.value
    assert [r["culture"] for r in views.final_scoring(game.state)] == list(game.state.scores())
    game.undo_button.click()
    assert not game.state.is_over


def test_new_game_chooses_the_level_and_the_variants_it_allows():
    """The form offers no variant for the Simple game, the four of the Advanced and Full games (V-1..V-4),
    and the scoring variants for the Full game only; Start builds the game with just the variants changed."""
    from rulekit_widgets.tta import NewGame
    chooser = NewGame()
    assert chooser.variants == {} and chooser.game is None
    chooser.level.value = "advanced"
    assert sorted(chooser.variants) == ["draw_as_action", "easier", "no_group_attacks", "peaceful"]
    chooser.level.value = "full"
    assert {"bonus_cards", "less_bonuses"} <= set(chooser.variants)
    chooser.variants["easier"].value = True
    chooser.variants["peaceful"].value = "no-attacks"
    assert chooser.options() == {"easier": True, "peaceful": "no-attacks"}
    chooser.players.value = 3
    chooser.start.click()
    g = chooser.game.state
    assert (g.level, len(g.players), g.options.easier, g.options.peaceful) == ("full", 3, True, "no-attacks")
    assert not any(tta.rules.info(c).type in ("aggression", "war") for c in g.military + g.military_ii)
    assert chooser.children[-1] is chooser.game and chooser.message.value == ""


def test_the_final_table_of_a_full_game_under_a_scoring_variant_names_every_card_scored():
    """Public bonus cards (3 face up from the start) and the Age III events left on the piles: the final
    table lists each, and each row adds up to the final culture."""
    rng = random.Random(7)
    g = tta.new_game(players=2, game="full", seed=7, options={"bonus_cards": "public-3"})
    public = [views.card_name(c) for c in g.finale]
    assert [list(r["parts"]) for r in views.final_scoring(g)] == [public, public]     # shown before the end
    while not g.is_over:
        g = g.apply(tta.SPEC.playout(g.legal_actions(), rng))
    rows = views.final_scoring(g)
    assert all(set(public) <= set(r["parts"]) for r in rows)
    assert [r["culture"] for r in rows] == list(g.scores())
    for r in rows:
        if r["before"] is not None:
            assert r["before"] + r["events"] == r["culture"]


def test_the_other_boards_say_who_has_left_the_game():
    """After P2's honourable resignation GameView's list of the other boards marks P2's as left."""
    game = GameView(tta.new_game(3, game="full", seed=4).apply("end"))
    assert game.play("resign")
    assert views.resigned(game.state) == (1,)
    assert 'data-seat="1"><summary>P2\'s board — left the game' in game.others.value
    assert "left the game" not in game.others.value.split('data-seat="0"')[1].split("</summary>")[0]
