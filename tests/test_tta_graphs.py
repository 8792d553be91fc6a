"""Through the Ages' graphs (rulekit.tta.graphs) and pictures (rulekit.tta.svg): the upgrade
lines with their prices, the changes of government, the special-technology lines."""

from __future__ import annotations

import itertools

import networkx as nx
import pytest

from rulekit.tta import graphs, svg
from rulekit.tta.cards import data


# -- upgrade lines ---------------------------------------------------------------------------

@pytest.mark.parametrize("a,b,cost,action,where", [
    ("c-A-bronze", "c-I-iron", 3, "civil", "TTA-EX-7, PL L1308-1309"),
    ("c-A-warriors", "c-I-swordsmen", 1, "military", "TTA-EX-9, PL L1378-1381"),
    ("c-A-philosophy", "c-I-alchemy", 3, "civil", "PL L1403, L2277-2279"),
    ("c-I-alchemy", "c-II-scientific-method", 2, "civil", "TTA-EX-15, PL L2283-2284"),
    ("c-A-philosophy", "c-II-scientific-method", 5, "civil", "TTA-EX-15, PL L2280-2282"),
    ("c-A-bronze", "c-II-coal", 6, "civil", "PL L2241-2243"),
])
def test_the_rulebooks_upgrade_prices(a, b, cost, action, where):
    e = graphs.upgrade_graph("full").edges[a, b]
    assert (e["cost"], e["action"]) == (cost, action), where


def test_every_edge_costs_the_difference_of_build_costs():
    G = graphs.upgrade_graph("full")
    cards = data().cards
    assert G.number_of_edges() > 30
    for u, v, e in G.edges(data=True):
        assert e["cost"] == cards[v].build_cost - cards[u].build_cost
        assert e["skip"] == cards[v].level - cards[u].level - 1 >= 0
        assert e["action"] == ("military" if cards[u].type in ("infantry", "cavalry", "artillery", "air")
                               else "civil")


def test_upgrades_stay_within_a_type_and_go_up_in_age():
    G = graphs.upgrade_graph("full")
    assert nx.is_directed_acyclic_graph(G)
    for u, v in G.edges():
        assert G.nodes[u]["type"] == G.nodes[v]["type"]
        assert G.nodes[u]["level"] < G.nodes[v]["level"]
    assert not G.has_edge("c-A-religion", "c-I-alchemy")           # temples only to temples (PL L1294-1297)
    assert not G.has_edge("c-I-drama", "c-II-journalism")           # theatre is not library


def test_each_line_is_every_pair_of_its_ages():
    """Any lower level upgrades to any higher one (PL L2238-2243): each line is a transitive tournament."""
    G = graphs.upgrade_graph("full")
    for t in graphs.LINE_TYPES:
        line = graphs.upgrade_line(t, "full")
        levels = [line.nodes[n]["level"] for n in line]
        assert levels == sorted(levels), t                          # nodes in age order
        pairs = [(a, b) for a, b in itertools.combinations(line, 2)
                 if line.nodes[a]["level"] < line.nodes[b]["level"]]
        assert sorted(line.edges()) == sorted(pairs), t
        assert all(G.has_edge(a, b) for a, b in pairs)


def test_lines_by_game():
    simple = graphs.upgrade_graph("simple")
    assert {d["age"] for _, d in simple.nodes(data=True)} == {"A", "I"}
    assert list(graphs.upgrade_line("mine", "simple")) == ["c-A-bronze", "c-I-iron"]
    assert {d["age"] for _, d in graphs.upgrade_graph("advanced").nodes(data=True)} == {"A", "I", "II"}
    assert "c-III-air-forces" in graphs.upgrade_graph("full")
    assert list(graphs.upgrade_line("air", "advanced")) == []
    with pytest.raises(ValueError, match="game must be one of"):
        graphs.upgrade_graph("expert")
    with pytest.raises(ValueError, match="no upgrade line for 'wonder'"):
        graphs.upgrade_line("wonder")


def test_the_steps_keep_every_price():
    G = graphs.upgrade_graph("full")
    S = graphs.upgrade_steps(G)
    assert set(S.nodes) == set(G.nodes)
    for u, v, e in G.edges(data=True):
        path = nx.shortest_path(S, u, v)
        assert len(path) == e["skip"] + 2
        assert sum(S.edges[a, b]["cost"] for a, b in zip(path, path[1:])) == e["cost"]


def test_nodes_carry_the_three_names():
    n = graphs.upgrade_graph("simple").nodes["c-I-iron"]
    assert (n["name_en"], n["name_pl"], n["name_hu"]) == ("Iron", "Żelazo", "Vas")
    assert n["science_cost"] == 5 and n["build_cost"] == 5          # TTA-EX-7


# -- governments ---------------------------------------------------------------------------------

def test_government_changes_and_their_costs():
    H = graphs.government_graph("simple")
    assert set(H) == {"c-A-despotism", "c-I-monarchy", "c-I-theocracy"}
    e = H.edges["c-A-despotism", "c-I-monarchy"]
    assert (e["revolution"], e["peaceful"]) == (3, 9)                # TTA-EX-5, TTA-EX-6
    assert (e["revolution_actions"], e["peaceful_actions"]) == ("all civil", 1)
    assert H.nodes["c-I-monarchy"]["civil_actions"] == 5 and H.nodes["c-I-monarchy"]["military_actions"] == 3
    assert H.nodes["c-A-despotism"]["urban_limit"] == 2               # PL L233-237


def test_any_government_replaces_any_other_but_none_returns_to_despotism():
    H = graphs.government_graph("full")
    govs = [n for n in H if n != "c-A-despotism"]
    assert len(govs) == 7
    assert H.in_degree("c-A-despotism") == 0
    for a in H:
        for b in govs:
            assert H.has_edge(a, b) == (a != b)
            if a != b:
                assert H.edges[a, b]["revolution"] < H.edges[a, b]["peaceful"]


# -- special technologies -----------------------------------------------------------------------------

def test_special_technologies_replace_within_their_branch():
    P = graphs.special_graph("full")
    assert P.has_edge("c-I-code-of-laws", "c-II-justice-system")     # TTA-EX-14
    assert P.has_edge("c-I-masonry", "c-III-engineering")
    assert not P.has_edge("c-I-masonry", "c-II-justice-system")
    for u, v in P.edges():
        assert P.nodes[u]["branch"] == P.nodes[v]["branch"] and P.nodes[u]["level"] < P.nodes[v]["level"]
    assert sorted(graphs.special_graph("simple")) == ["c-I-cartography", "c-I-code-of-laws", "c-I-masonry",
                                                       "c-I-warfare"]


# -- pictures -----------------------------------------------------------------------------------

def test_upgrade_picture_shows_every_step_with_its_price():
    pic = svg.upgrade_svg("simple")
    assert pic.startswith("<svg") and pic == svg.upgrade_svg("simple")
    assert repr(pic) == "Svg(upgrade lines, simple game: 14 cards, 5 steps)"
    for price in ("+3", "+1", "+2"):
        assert f">{price}<" in pic
    assert pic.count('stroke="#b5493f"') == 1                         # one military step: Warriors → Swordsmen
    full = svg.upgrade_svg("full", types=("mine", "infantry"))
    assert "Oil" in full and "Modern Infantry" in full and "Drama" not in full
    with pytest.raises(ValueError, match="no upgrade line for wonder"):
        svg.upgrade_svg(types=("wonder",))


def test_government_picture_gives_the_adoption_costs():
    pic = svg.government_svg("simple")
    assert "revolution 3 · peaceful 9" in pic and "revolution 2 · peaceful 7" in pic
    assert "printed on the board" in pic and "4 civil, 2 military, limit 2" in pic


def test_pictures_are_drawn_with_the_standard_library():
    """svg.py imports neither a plotting library nor networkx itself (graphs.py is the graph model)."""
    source = open(svg.__file__, encoding="utf-8").read()
    imports = [line for line in source.splitlines() if line.startswith(("import ", "from "))]
    assert all("matplotlib" not in line and "networkx" not in line for line in imports)
