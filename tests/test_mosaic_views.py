"""The read-only views of a Mosaic position (rulekit.mosaic.views) agree with the engine.

Expected numbers are the rulebook's (the worked examples' Influence and VP, a
City's 4 Stone and 2 Population with Money at 2:1), or the engine's own answer
to the same question (legal actions, its Empire Scoring).
"""

from __future__ import annotations

import random
import tomllib
from pathlib import Path

import pytest

import rulekit.mosaic as mo
from rulekit.mosaic import views
from rulekit.mosaic.scenarios import build

EXAMPLES = Path(mo.__file__).parent / "examples"


def example_start(name: str):
    raw = tomllib.loads((EXAMPLES / f"{name}.toml").read_text())
    return build(raw, name)


def test_mo_ex_6_iberia_preview():
    """MO-EX-6: Influence 10, 5, 6; Paulina first with 3 + 6 Cities + 1 Wonder = 10 VP, Gosia second 2 VP."""
    r = views.region_scoring(example_start("MO-EX-6"), "IBERIA")
    assert r["influence"] == [10, 5, 6, 0]
    assert r["pieces"] == 7
    assert (r["first"], r["second"]) == ([0], [2])
    assert (r["tie_first"], r["tie_second"]) == (False, False)
    assert r["vp"] == [10, 0, 2, 0]
    assert r["controller"] == 0


def test_mo_ex_21_ties_shown():
    """MO-EX-21: a tie for first scores both in full (6 each) and nobody controls;
    a tie for second scores nothing."""
    g = example_start("MO-EX-21")
    greece = views.region_scoring(g, "GREECE")
    assert greece["influence"] == [5, 5, 3, 0]
    assert greece["first"] == [0, 1] and greece["tie_first"]
    assert greece["second"] == [] and greece["vp"] == [6, 6, 0, 0]
    assert greece["controller"] is None
    italy = views.region_scoring(g, "ITALY")
    assert italy["first"] == [0] and italy["second"] == [1, 2] and italy["tie_second"]
    assert italy["vp"] == [6, 0, 0, 0] and italy["controller"] == 0


def test_preview_adds_up_to_the_engines_scoring():
    """Over random positions, the Regions' VP plus the Governments' equal what
    the engine's own Empire Scoring banks, Region by Region summed."""
    for seed in range(3):
        g = mo.new_game(players=3 + seed, seed=seed)
        rng = random.Random(seed)
        for _ in range(120):
            if g.is_over:
                break
            g = g.apply(rng.choice(g.legal_actions()))
        preview = views.scoring_preview(g)
        after = g.empire_scoring()
        assert preview["total"] == [a.vp - b.vp for a, b in zip(after.players, g.players)]
        assert preview["region_vp"] == [sum(r["vp"][i] for r in preview["regions"]) for i in range(g.n)]
        assert [r["region"] for r in preview["regions"]] == list(g.in_play())


def city_position(stone: int, money: int):
    """P1 to act, with a City of theirs on the map, ``stone`` Stone and ``money`` Money."""
    return build({"start": {"players": 3, "player": [
        {"seat": 0, "resources": {"STONE": stone, "MONEY": money}, "pieces": {"IT01": "CITY"}}]}}, "<test>")


@pytest.mark.parametrize("stone, money, paid", [
    (4, 0, {"STONE": 4, "POPULATION": 2}),
    (2, 10, {"STONE": 2, "MONEY": 4, "POPULATION": 2}),
    (0, 8, {"MONEY": 8, "POPULATION": 2}),
])
def test_payment_of_a_city_matches_what_the_engine_takes(stone, money, paid):
    """A City: 4 Stone and 2 Population, 2 Money for each missing Stone (L342-347, L688-689)."""
    g = city_position(stone, money)
    assert views.payment(g, 0, {"STONE": 4, "POPULATION": 2}) == paid
    after = g.apply("build - city")
    if after.decision.kind == "pay":          # AMB-X6: the player may pay more with Money; the least is the view's
        after = after.apply(min(after.legal_actions(), key=lambda a: int(a.amount)))
    before, now = g.players[0], after.players[0]
    taken = {k: before.res(k) - now.res(k) for k in ("STONE", "IDEAS", "FOOD", "MONEY")}
    taken["POPULATION"] = before.population - now.population
    assert {k: v for k, v in taken.items() if v} == paid


def test_payment_refuses_what_cannot_be_paid():
    assert views.payment(city_position(2, 3), 0, {"STONE": 4}) is None          # 2 missing need 4 Money
    g = city_position(4, 0)
    assert views.payment(g.edit(players={0: {"population": 1}}), 0, {"STONE": 4, "POPULATION": 2}) is None


def test_action_menu_is_the_legal_actions_by_kind():
    g = city_position(2, 10)
    menu = views.action_menu(g)
    assert [m["number"] for m in menu] == list(range(1, 9))
    assert [m["name"] for m in menu] == ["Work", "Population", "Build", "Wonder", "Technology", "Tax & Trade",
                                         "Military", "Government"]
    legal = [str(a) for a in g.legal_actions()]
    for m in menu:
        assert m["choices"] == [a for a in legal if a.split()[0] == m["verb"]]
        assert m["open"] == bool(m["choices"])
        if m["open"]:
            assert m["why_not"] == ""
        else:
            assert "(rule: MO-R-" in m["why_not"]
    build_menu = menu[2]
    assert build_menu["costs"][0] == {"what": "City", "cost": "4 Stone + 2 Population",
                                      "pays": "you pay 2 Stone + 4 Money + 2 Population", "note": ""}
    assert "build - city" in build_menu["choices"]
    tech = menu[4]                # 5 Ideas: none held, 10 Money stand in at 2:1
    assert tech["open"] and tech["costs"][0]["pays"] == "you pay 10 Money"
    wonder = menu[3]
    assert not wonder["open"] and wonder["costs"][0]["cost"] == "20 Stone + 5 Food"
    assert wonder["why_not"].startswith("your next Wonder costs") and "(rule: MO-R-21)" in wonder["why_not"]


def test_action_menu_outside_a_turn_says_what_is_awaited():
    g = mo.new_game(players=3, seed=1)        # the Leader draft
    menu = views.action_menu(g)
    assert not any(m["open"] for m in menu)
    assert all(m["why_not"].startswith("not now: P3: choose a Leader") for m in menu)


def test_map_spaces_show_pieces_and_hide_supply_tokens():
    g = city_position(0, 0)
    spaces = {s["id"]: s for s in views.map_spaces(g)}
    assert spaces["IT01"]["piece"] == "CITY" and spaces["IT01"]["owner"] == 0
    assert len(spaces) == 102
    assert not spaces["IB01"]["in_play"]          # Iberia is out with 3 players (L482-493)
    tokens = dict(g.tokens)
    for sid, tok in tokens.items():
        shown = spaces[sid]["token"]
        assert shown == ("supply" if tok.startswith("TEACH-SUPPLY") else tok.split("#")[0])
    assert all(not s["token"] for s in spaces.values() if s["id"] not in tokens)


def test_region_units():
    g = example_start("MO-EX-6")
    assert views.region_units(g) == {"IBERIA": {0: {"INFANTRY": 2}, 1: {"CAVALRY": 2}}}


@pytest.mark.parametrize("space, ref, words", [
    ("IB02", "MO-R-10", "not in play with 3 players"),
    ("IT01", "MO-R-55", "already holds P1's City"),
    ("GA09", "MO-R-56", "is a Port space"),
    ("XX99", "MO-R-55", "not a space of the teaching map"),
])
def test_a_refused_place_names_its_rule(space, ref, words):
    """A piece put where it may not go: the refusal says why, with the rule; nothing changes."""
    g = city_position(4, 0).apply("build - city")
    assert g.decision.kind == "place"
    err = g.why_not(f"place {space}")
    assert err is not None and err.rule.ref == ref and words in err.reason


def test_a_farm_away_from_your_cities_is_refused_with_its_rule():
    g = city_position(0, 0).apply("build - farm")
    far = next(s for s in views.map_spaces(g) if s["in_play"] and s["kind"] != "port" and s["region"] == "EGYPT"
               and not s["piece"])
    err = g.why_not(f"place {far['id']}")
    assert err.rule.ref == "MO-R-57" and "next to one of your Cities" in err.reason
