"""The graph explorers: core's :class:`Explorer`, each game's ``explore`` module and the widget (Python side).

The browser side (a click on a node, the answer read from the page, the width at 800 px) is in
``test_browser_explorers.py``."""

from __future__ import annotations

import networkx as nx
import pytest

import rulekit.tta as tta
from rulekit import teach
from rulekit.core.explore import Explorer, Relation
from rulekit.tta import explore as tta_explore


def test_needs_are_every_predecessor_followed_back_and_opens_the_direct_successors():
    G = nx.DiGraph([("a", "b"), ("b", "c"), ("x", "c"), ("c", "d")])
    ex = Explorer(G, picture="<svg/>", title="letters")
    rel = {r["word"]: r["nodes"] for r in ex.answer("c")["relations"]}
    assert rel == {"needs": ["b", "x", "a"], "opens": ["d"]}
    assert ex.answer("a")["verdict"] is None                     # no live position: no verdict
    with pytest.raises(KeyError, match="'z' is not a node of letters"):
        ex.answer("z")


def test_a_live_verdict_is_the_engines_why_not():
    """The verdict is ``state.why_not`` of the node's action: allowed, or the refusal's reason and rule."""
    g = tta.new_game(players=2, seed=1)
    G = nx.DiGraph([("take 1", "take 6")])
    ex = Explorer(G, picture="<svg/>", state=g, action=lambda n: n, relations=(Relation("next", G.successors),))
    assert ex.answer("take 1")["verdict"]["legal"] is True
    v = ex.answer("take 6")["verdict"]
    assert not v["legal"] and "costs 2 civil actions; you have 1" in v["reason"] and "TTA-R-22" in v["rule"]


def test_tta_upgrade_explorer_prices_the_iron_example():
    """TTA-EX-7's position after Iron is discovered: upgrading a Bronze mine to Iron costs 5 - 2 = 3 resources and
    1 civil action and is allowed; Coal is not in play. The line is Bronze's: nothing older, three later cards."""
    iron = teach.example("TTA-EX-7").states[1]
    a = tta_explore.upgrades(iron).answer("c-A-bronze")
    rel = {r["word"]: r["names"] for r in a["relations"]}
    assert rel == {"older cards of its line": [], "upgrades into": ["Iron", "Coal", "Oil"]}
    facts = dict(map(tuple, a["facts"]))
    assert facts["upgrade to Iron now"] == "3 resources + 1 civil action; allowed"
    assert facts["upgrade to Coal now"].startswith("6 resources + 1 civil action; not now")
    assert a["verdict"] == {"word": "one more built now", "action": "build c-A-bronze", "legal": True,
                            "reason": "", "rule": ""}
    older = tta_explore.upgrades(iron).answer("c-III-oil")["relations"][0]["names"]
    assert sorted(older) == ["Bronze", "Coal", "Iron"]


def test_tta_government_explorer_gives_both_prices_and_refuses_a_government_not_in_hand():
    g = tta.new_game(players=2, seed=1)
    a = tta_explore.governments(g, game="simple").answer("c-I-monarchy")
    facts = dict(map(tuple, a["facts"]))
    assert (facts["by revolution"], facts["peacefully"]) == ("3 science, every civil action", "9 science, 1 civil action")
    assert not a["verdict"]["legal"] and a["verdict"]["rule"]
    assert "c-I-monarchy" in tta_explore.governments(game="simple").picture      # the picture marks each node


def test_every_node_of_each_explorer_is_marked_in_its_picture():
    for ex in (tta_explore.upgrades(), tta_explore.governments()):
        for node in ex.nodes:
            assert f'data-node="{node}"' in ex.picture, (ex, node)


def test_the_widget_shows_the_explorers_answer_and_names_an_unknown_node():
    pytest.importorskip("anywidget")
    from rulekit_widgets import GraphExplorer
    iron = teach.example("TTA-EX-7").states[1]
    ex = tta_explore.upgrades(iron)
    view = GraphExplorer(ex)
    assert view.answer == {} and 'data-node="c-A-bronze"' in view.picture
    view.picked = "c-A-bronze"
    assert view.answer["name"] == "Bronze" and view.answer["verdict"]["legal"]
    assert view.text() == str(ex.text("c-A-bronze"))
    view.picked = "c-Z-nothing"
    assert view.answer == {} and "'c-Z-nothing' is not a node" in view.error


def test_gunsteel_pyramid_explorer_counts_what_the_surcharge_counts():
    """GS-EX-11: the Cannon (O1) rests on G1 (bought) and G2; only cards joined through cards still there
    count (GS-R-58), 3 of them, and its price is 2 Gunpowder + 3 = 5 (the rulebook's 5)."""
    from rulekit.gunsteel import explore
    s11 = teach.example("GS-EX-11").states[3]
    a = explore.pyramid(s11).answer("O1")
    rel = {r["word"]: r["nodes"] for r in a["relations"]}
    assert rel["rests on"] == ["G1", "G2"]
    assert len(rel["joined below through cards still there (each adds 1)"]) == 3
    assert dict(map(tuple, a["facts"]))["price now for P1"].startswith("2 Gunpowder + 3 surcharge = 5 resources")
    assert a["verdict"]["legal"] and a["verdict"]["action"] == "buy O1"
    bought = explore.pyramid(s11).answer("G1")
    assert bought["verdict"]["reason"] == "the card is already bought" and "(bought)" in explore.pyramid(s11).answer(
        "O1")["relations"][0]["names"][0]


def test_mosaic_explorers_keep_the_printed_unknowns_and_both_region_readings():
    """AMB-26: as printed Gaul has no neighbour; the land reading (our inference) adds Iberia and Italy, and with
    3 players (Iberia out of play) Italy only. The printed tech
    symbols are unknown, so no relation is drawn; under the teaching assignment T9 requires Military."""
    from rulekit.mosaic import explore
    gaul = {r["word"]: r["nodes"] for r in explore.regions().answer("GAUL")["relations"]}
    assert gaul == {"neighbours as printed (L1030-1032)": [],
                    "added by land borders (AMB-26, our inference, not printed)": ["IBERIA", "ITALY"]}
    assert explore.regions(players=3).answer("GAUL")["relations"][1]["nodes"] == ["ITALY"]
    assert explore.regions(players=3).answer("IBERIA")["facts"] == [["in play with 3 players", "no: out of play"]]
    assert all(not r["nodes"] for r in explore.technologies(symbols="printed").answer("T9")["relations"])
    assert explore.technologies().answer("T9")["relations"][0]["nodes"] == ["MILITARY"]


def test_civ_square_explorer_gives_cv_ex_4s_verdicts_and_the_footprints():
    """CV-EX-4: growing the capital onto A or B is legal, onto C the outskirts leave the map (L692-694), onto D an
    enemy figure stands (L674-675). A city has 8 outskirts in the open, a metropolis 10."""
    from rulekit.civ import board, explore
    _, named = board.cv_ex_4_board()
    ex = explore.squares(teach.example("CV-EX-4").states[1])
    verdict = {k: ex.answer(f"{named[k][0]},{named[k][1]}")["verdict"] for k in "ABCD"}
    assert [verdict[k]["legal"] for k in "ABCD"] == [True, True, False, False]
    assert "off the map" in verdict["C"]["reason"] and "enemy figure" in verdict["D"]["reason"]
    middle = ex.answer("4,4")["relations"]
    assert (len(middle[0]["nodes"]), len(middle[1]["nodes"]), len(middle[2]["nodes"])) == (4, 8, 10)


def test_civ_pyramid_explorer_closes_a_level_without_support():
    import rulekit.civ as cv
    from rulekit.civ import explore
    g = cv.new_game(players=2, civs=("Romans", "Arabs"), seed=1)       # one level I tech: no level II slot yet
    facts = dict(map(tuple, explore.pyramid(g, 0).answer((2, 0))["facts"]))
    assert facts["slot"].startswith("closed: a level II tech needs more level I techs")
