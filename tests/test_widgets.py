"""The widgets, driven from Python the way the browser drives them.

A click in the pyramid is the browser setting the ``pending`` trait; a click
on an action button is ``Button.click()``. Every expectation about costs and
legality is checked against the engine, never restated here.
"""

import ast
import random
import re
import xml.etree.ElementTree as ET
from html import escape
from pathlib import Path

import pytest

import rulekit.gunsteel as gs
import rulekit_widgets
from rulekit.gunsteel.decisions import Step as GsStep
from rulekit_widgets import GameView, PlayerView, PyramidView, Session, pyramid_svg

OPENING = ["res blue-1", "res red-1", "tech red-5", "use red-5"]


def buy_phase():
    """P1's first Buy Phase: H0 affordable (1 Iron), H2 not (2 Iron)."""
    g = gs.new_game(players=2, card_set="new-world", seed=1)
    for move in OPENING:
        g = g.apply(move)
    assert g.decision.kind == "buy"
    return g


def cell(view, pos):
    return next(c for row in view.rows for c in row["cells"] if c["pos"] == pos)


# -- PyramidView ---------------------------------------------------------------------


def test_rows_are_top_down_and_match_the_layout():
    view = PyramidView(buy_phase())
    assert [r["era"] for r in view.rows] == ["SPACE", "EARTH", "OIL", "GUNPOWDER", "HORSE"]
    assert [len(r["cells"]) for r in view.rows] == [2, 3, 4, 5, 6]
    assert [w["wonder"] for w in view.wonders] == list(reversed(view.state.wonder_slots))
    assert view.research == []


def test_cells_say_what_the_engine_says():
    view = PyramidView(buy_phase())
    g = view.state
    legal = {str(a) for a in g.legal_actions()}
    for row in view.rows:
        for c in row["cells"]:
            report = g.cost_report(c["pos"], seat=g.current)
            assert c["card"] == report["card"]
            assert (c["surcharge"], c["total"], c["affordable"]) == (
                report["surcharge"], report["total"], report["affordable"])
            assert c["state"] == ("affordable" if report["affordable"] else "unaffordable")
            assert c["state"] != "affordable" or c["buyable"]
            assert c["buyable"] == (f"buy {c['pos']}" in legal)
            assert c["text"].startswith(report["text"])


def test_clicking_an_affordable_card_buys_it_and_lowers_the_prices_above():
    view = PyramidView(buy_phase())
    before = view.state
    assert cell(view, "H0")["state"] == "affordable"
    assert cell(view, "G0")["surcharge"] == 2          # rests on H0 and H1

    view.pending = "H0"                                # what the browser does

    assert view.pending == ""
    assert view.error == ""
    assert str(view.state.last_action) == "buy H0"
    assert view.state.undo() is before
    assert view.state.pyramid[view.state.layout.index("H0")] is None
    assert "NW-H3" in view.state.players[0].techs
    assert cell(view, "H0")["state"] == "bought"
    assert cell(view, "G0")["surcharge"] == 1
    assert "buy H0" in view.message


def test_outside_the_buy_phase_no_card_is_shown_as_buyable():
    """A card the player could pay for is not green while the game waits on another decision."""
    g = gs.new_game(players=3, card_set="new-world", seed=7).apply("res green-1")
    view = PyramidView(g)
    cells = [c for row in view.rows for c in row["cells"] if not c["bought"]]
    assert g.decision.kind == "resource"
    assert not any(c["state"] == "affordable" or c["buyable"] for c in cells)
    assert {c["state"] for c in cells if c["affordable"]} <= {"later"}


def test_clicking_an_unaffordable_card_explains_and_changes_nothing():
    view = PyramidView(buy_phase())
    before, rows = view.state, view.rows

    view.pending = "H2"

    assert view.state is before
    assert view.rows == rows
    assert view.pending == ""
    assert "(Horse row, 3rd card) costs 2 IRON" in view.error
    assert "GS-R-58" in view.error                     # the rule is cited
    assert view.error == str(before.why_not("buy H2"))


def test_the_same_refused_card_can_be_clicked_again():
    view = PyramidView(buy_phase())
    assert view.click("H2") is False
    view.session.error = ""
    assert view.click("H2") is False
    assert "GS-R-58" in view.error


def test_a_click_outside_the_buy_phase_is_refused_with_its_rule():
    g = gs.new_game(players=2, card_set="new-world", seed=1)      # P2 lays a first resource
    view = PyramidView(g)
    assert view.click("H0") is False
    assert view.state is g
    assert view.error == str(g.why_not("buy H0"))
    assert "rule:" in view.error


def test_a_bought_position_cannot_be_bought_again():
    view = PyramidView(buy_phase())
    assert view.click("H0")
    s = view.state
    assert view.click("H0") is False
    assert view.state is s
    assert view.error


def test_views_share_one_session():
    session = Session(buy_phase())
    a, b = PyramidView(session=session), PyramidView(session=session)
    seen = []
    a.on_change(seen.append)
    b.click("H0")
    assert a.state is b.state is session.state
    assert cell(a, "H0")["state"] == "bought"
    assert seen == [session.state]


def test_setting_the_state_redraws():
    view = PyramidView(buy_phase())
    view.state = view.state.apply("buy H0")
    assert cell(view, "H0")["state"] == "bought"


def test_needs_a_state_or_a_session():
    with pytest.raises(TypeError):
        PyramidView()
    with pytest.raises(TypeError):
        PlayerView(buy_phase(), session=Session(buy_phase()))


def test_combined_game_shows_the_research_stacks():
    g = gs.new_game(players=3, card_set="combined", seed=2)
    view = PyramidView(g)
    assert [c["pos"] for c in view.research] == ["RP-S", "RP-E", "RP-O", "RP-G", "RP-H"]
    assert [c["count"] for c in view.research] == [len(r) for r in reversed(g.research)]
    assert view.click("RP-H") is False                 # nobody is buying yet
    assert view.error == str(g.why_not("buy RP-H"))


def test_renaissance_wonders_show_glory_markers():
    view = PyramidView(gs.new_game(players=3, card_set="renaissance", seed=2))
    assert all(w["glory"] == [0, 0, 0] for w in view.wonders)
    assert all("glory" in w["text"] for w in view.wonders)


# -- PlayerView and GameView -----------------------------------------------------------


def test_player_buttons_are_the_legal_actions():
    g = buy_phase()
    p1, p2 = PlayerView(g, seat=0), PlayerView(g, seat=1)
    assert [b.notation for b in p1.buttons] == [str(a) for a in g.legal_actions()]
    assert p2.buttons == []
    assert 'data-card="red-5" data-zone="techs"' in p1._board.value


def test_the_prompt_is_the_engines():
    g = buy_phase()
    p1, p2 = PlayerView(g, seat=0), PlayerView(g, seat=1)
    d = g.decision
    assert d.player == 0
    assert f'data-task="{d.kind}"' in p1._prompt.value
    assert escape(d.prompt) in p1._prompt.value
    assert escape(str(d.rule)) in p1._prompt.value          # the rule, on hover
    assert p2._prompt.value == ""
    assert g.status() == f"{g.where()} — {d.prompt}"


def test_widgets_keep_no_table_of_decision_kinds():
    """Prompts come from the engine: no widget module lists decision kinds.

    One kind's name may occur by coincidence (the pyramid's wonder cells have
    a ``"glory"`` field, and ``glory`` is also a kind); a table names many.
    """
    kinds = set(GsStep.KINDS)
    assert {"buy", "react", "glory"} <= kinds
    for path in sorted(Path(rulekit_widgets.__file__).parent.glob("*.py")):
        strings = {node.value for node in ast.walk(ast.parse(path.read_text()))
                   if isinstance(node, ast.Constant) and isinstance(node.value, str)}
        assert len(strings & kinds) < 2, f"{path.name} names decision kinds {sorted(strings & kinds)}"


def test_clicking_a_button_plays_it():
    view = PlayerView(buy_phase(), seat=0)
    button = next(b for b in view.buttons if b.notation == "buy H0")
    button.click()
    assert str(view.state.last_action) == "buy H0"
    assert 'data-card="NW-H3" data-zone="techs"' in view._board.value
    assert view.buttons == []                          # P2 decides now


def test_game_view_keeps_pyramid_players_and_log_in_step():
    game = GameView(buy_phase())
    game.pyramid.pending = "H0"
    p1 = game.players[0]
    assert 'data-card="NW-H3" data-zone="techs"' in p1._board.value
    assert game.log_lines()[-1] == "5. P1 buy H0"
    assert '<li data-step="5">P1 buy H0</li>' in game.log_view.value
    assert [b.notation for b in game.players[1].buttons] == [str(a) for a in game.state.legal_actions()]

    game.undo_button.click()
    assert str(game.state.last_action) == "use red-5"
    assert cell(game.pyramid, "H0")["state"] == "affordable"
    assert len(game.log_lines()) == 4


def test_undo_at_the_start_does_nothing():
    g = gs.new_game(players=2, card_set="new-world", seed=1)
    game = GameView(g)
    assert game.undo_button.disabled
    game.session.undo()
    assert game.state is g


@pytest.mark.parametrize("players,card_set,seed", [(2, "new-world", 3), (3, "renaissance", 4),
                                                   (4, "combined", 5)])
def test_a_whole_game_can_be_played_with_the_buttons(players, card_set, seed):
    game = GameView.new(players=players, card_set=card_set, seed=seed)
    rng = random.Random(seed)
    for _ in range(2000):
        if game.state.is_over:
            break
        deciding = [p for p in game.players if p.buttons]
        assert len(deciding) == 1
        assert deciding[0].seat == game.state.to_move
        rng.choice(deciding[0].buttons).click()
        assert game.session.error == ""
    assert game.state.is_over
    assert all(not p.buttons for p in game.players)
    assert "game over" in game.status.value
    assert repr(game).startswith(f"GameView({players} players, {card_set}, game over")


def test_new_game_view_takes_rule_options_as_keywords_or_a_dict():
    assert GameView.new(tie_break="most-wonders").state.options.tie_break == "most-wonders"
    assert GameView.new(options={"tie_break": "most-wonders"}).state.options.tie_break == "most-wonders"
    assert GameView.new().state.options.tie_break == "shared"
    with pytest.raises(TypeError):
        GameView.new(options={"tie_break": "shared"}, tie_break="most-wonders")
    with pytest.raises(ValueError, match="tie_brek"):         # the engine names the unknown option
        GameView.new(tie_brek="most-wonders")


# -- reprs ---------------------------------------------------------------------------------


def test_reprs_are_stable_text():
    g = buy_phase()
    game = GameView(g)
    assert repr(game) == "GameView(2 players, new-world, turn 1, P1 to buy, 4 actions)"
    assert repr(game.pyramid) == "PyramidView(turn 1, P1 to buy, 20 cards left)"
    assert repr(game.players[0]) == "PlayerView(P1 red, hand 3, 0 VP, deciding: buy)"
    assert repr(game.players[1]) == "PlayerView(P2 blue, hand 4, 0 VP, waiting)"
    assert repr(pyramid_svg(g)) == "SvgPicture(pyramid, turn 1, 20 cards left, costs for P1)"
    for text in map(repr, (game, game.pyramid, *game.players, pyramid_svg(g))):
        assert not re.search(r"0x[0-9a-f]+", text)
    game.pyramid.click("H0")
    assert repr(game.pyramid) == "PyramidView(turn 2, P2 to resource, 19 cards left)"


def test_repr_in_a_notebook_is_the_text_repr():
    view = PyramidView(buy_phase())
    bundle = view._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert data["text/plain"] == repr(view)


# -- the static picture ----------------------------------------------------------------------


def _rects(svg, cls):
    root = ET.fromstring(svg)
    return [r for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.get("class") == cls]


@pytest.mark.parametrize("players,card_set,cards", [(2, "new-world", 20), (3, "renaissance", 25),
                                                    (4, "new-world", 25), (3, "combined", 20)])
def test_static_picture_draws_one_rectangle_per_card(players, card_set, cards):
    svg = pyramid_svg(gs.new_game(players=players, card_set=card_set, seed=1))
    assert svg._repr_svg_() == str(svg)
    assert len(_rects(svg, "card")) == cards
    assert len(_rects(svg, "slot")) == 0
    assert len(_rects(svg, "wonder")) == 5


def test_static_picture_after_a_purchase():
    g = buy_phase().apply("buy H0")
    svg = pyramid_svg(g)
    assert len(_rects(svg, "card")) == 19
    assert len(_rects(svg, "slot")) == 1
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    g0 = next(e for e in root.iter(f"{ns}g") if e.get("data-pos") == "G0")
    assert g0.find(f"{ns}title").text == g.cost_report("G0")["text"]
    assert "+1 = 3" in "".join(g0.itertext())


def test_static_picture_marks_what_the_player_can_afford():
    g = buy_phase()
    svg = pyramid_svg(g)
    affordable = {str(a).split()[1] for a in g.legal_actions() if str(a).startswith("buy ")}
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    green = {e.get("data-pos") for e in root.iter(f"{ns}g")
             if e.get("data-pos") and e.find(f"{ns}rect").get("stroke") == "#2e9b48"}
    assert green == affordable


# -- the modules' own examples ------------------------------------------------------------


@pytest.mark.parametrize("name", ["session", "pyramid", "player", "game"])
def test_docstring_examples(name):
    import doctest
    import importlib

    module = importlib.import_module(f"rulekit_widgets.{name}")
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0


# -- how the widgets are installed ------------------------------------------------------------


def test_installed_under_a_name_of_their_own():
    """widgets/ installs as rulekit_widgets; the project claims no top-level `widgets`."""
    from importlib.metadata import distribution

    from rulekit_widgets.pyramid import STATIC

    tops = distribution("rulekit").read_text("top_level.txt").split()
    assert sorted(tops) == ["rulekit", "rulekit_widgets"]
    assert STATIC.parent == Path(rulekit_widgets.__file__).parent
    assert {"pyramid.js", "pyramid.css"} <= {p.name for p in STATIC.iterdir()}
