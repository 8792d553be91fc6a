"""The four Age II civil cards the appendix does not describe, played by their 2006 effects from the card data
(``data/cards_civil_II.toml``): J. S. Bach, James Cook, William Shakespeare and Ocean Liner Service
(:mod:`rulekit.tta.rules.age2`, :mod:`rulekit.tta.decisions.liner`), and the ambiguity found on the way
(⚠AMB-X35).
"""

from __future__ import annotations

import pytest

from rulekit.core.errors import DataError
from rulekit.tta import cards, options as opts, rulebook as rb, scenarios
from rulekit.tta.rules import culture_rate, info

BACH, COOK, SHAKESPEARE = "c-II-j-s-bach", "c-II-james-cook", "c-II-william-shakespeare"


def _full(*players, current: int = 0, **start):
    return scenarios.build({"start": {"players": 2, "game": "full", "age": "II", "round": 12, "current": current,
                                      **start, "player": list(players)}}, "inline")


def _culture(leader: str, techs, **more) -> tuple:
    """Culture a round of the same civilization without a leader and with ``leader``."""
    plain = _full({"seat": 0, "techs": techs, **more}).players[0]
    led = _full({"seat": 0, "techs": techs, "leader": leader, **more}).players[0]
    return culture_rate(plain), culture_rate(led)


_STAGE = [["c-A-bronze", 1, 0], ["c-A-agriculture", 1, 0], ["c-A-warriors", 0, 0]]


# -- J. S. Bach ------------------------------------------------------------------------------------------------
def test_bach_adds_one_culture_per_theater_not_per_theater_card():
    """Two workers on Drama and one on Opera are three theaters: 3 more culture (not 2 for two cards), and a
    library adds nothing."""
    techs = _STAGE + [["c-I-drama", 2, 0], ["c-II-opera", 1, 0], ["c-I-printing-press", 1, 0]]
    plain, bach = _culture(BACH, techs)
    assert bach == plain + 3


def test_bach_s_theater_technologies_cost_one_science_less_and_others_do_not():
    opera, journalism = info("c-II-opera").science, info("c-II-journalism").science
    base = {"seat": 0, "techs": _STAGE, "hand": ["c-II-opera", "c-II-journalism"], "science": opera - 1}
    err = _full(base).why_not("discover c-II-opera")
    assert err is not None and f"costs {opera} science" in err.reason
    g = _full({**base, "leader": BACH}).apply("discover c-II-opera")
    assert g.players[0].science == 0 and g.players[0].slot("c-II-opera") is not None
    err = _full({**base, "leader": BACH, "science": journalism - 1}).why_not("discover c-II-journalism")
    assert err is not None and f"costs {journalism} science" in err.reason      # a library: full price


def test_bach_s_theaters_cost_one_resource_less_to_build():
    """Drama costs 5; with 4 resources only Bach's civilization builds it, and pays all 4."""
    assert info("c-I-drama").build == 5
    base = {"seat": 0, "idle": 1, "techs": [["c-A-bronze", 1, 4], ["c-A-agriculture", 1, 0], ["c-A-warriors", 0, 0],
                                            ["c-I-drama", 0, 0]]}
    err = _full(base).why_not("build c-I-drama")
    assert err is not None and "5 resources" in err.reason
    g = _full({**base, "leader": BACH}).apply("build c-I-drama")
    p = g.players[0]
    assert p.workers_on("c-I-drama") == 1 and p.held["mine"] == 0


def test_amb_x35_by_default_bach_s_theater_upgrade_pays_the_difference():
    """Drama (5) to Opera (9) costs 4, and under Bach 4 too: both theaters cost 1 less (as with Masonry,
    PL L2268-2283), so 3 resources do not pay it."""
    base = {"seat": 0, "leader": BACH, "techs": [["c-A-bronze", 1, 3], ["c-A-agriculture", 1, 0],
                                                 ["c-A-warriors", 0, 0], ["c-I-drama", 1, 0], ["c-II-opera", 0, 0]]}
    err = _full(base).why_not("upgrade c-I-drama c-II-opera")
    assert err is not None and "4 resources" in err.reason


def test_amb_x35_under_discounted_bach_s_theater_upgrade_costs_one_less():
    """The other reading: the upgrade is paid 1 less, so 3 resources pay Drama to Opera; a library's upgrade
    is not discounted, and without Bach neither is a theater's."""
    base = {"seat": 0, "leader": BACH, "techs": [["c-A-bronze", 1, 3], ["c-A-agriculture", 1, 0],
                                                 ["c-A-warriors", 0, 0], ["c-I-drama", 1, 0], ["c-II-opera", 0, 0]]}
    g = _full(base, options={"bach_upgrade": "discounted"}).apply("upgrade c-I-drama c-II-opera")
    p = g.players[0]
    assert p.workers_on("c-II-opera") == 1 and p.held["mine"] == 0
    err = _full({**base, "leader": ""}, options={"bach_upgrade": "discounted"}).why_not("upgrade c-I-drama c-II-opera")
    assert err is not None and "4 resources" in err.reason
    amb = opts.ambiguity("AMB-X35")
    assert amb.option == "bach_upgrade" and opts.RULE_OF["AMB-X35"] is rb.UPGRADE and opts.LEVEL["AMB-X35"] == "A"


# -- James Cook ----------------------------------------------------------------------------------------------
def test_cook_s_colonies_give_two_culture_each():
    colonies = ["m-I-historic-territory", "m-I-inhabited-territory"]
    plain, cook = _culture(COOK, _STAGE, colonies=colonies)
    assert cook == plain + 2 * 2
    none_plain, none_cook = _culture(COOK, _STAGE)
    assert none_cook == none_plain


# -- William Shakespeare -------------------------------------------------------------------------------------
def test_shakespeare_adds_one_per_library_and_two_per_library_theater_pair():
    """Two libraries and one theater: 2 for the libraries, 2 for the one pair (not 4 for two)."""
    techs = _STAGE + [["c-I-printing-press", 2, 0], ["c-I-drama", 1, 0]]
    plain, shakespeare = _culture(SHAKESPEARE, techs)
    assert shakespeare == plain + 2 + 2
    techs = _STAGE + [["c-I-printing-press", 1, 0], ["c-I-drama", 2, 0], ["c-II-opera", 1, 0]]
    plain, shakespeare = _culture(SHAKESPEARE, techs)
    assert shakespeare == plain + 1 + 2             # one library, so one pair whatever the theaters


def test_the_three_leaders_are_expressed():
    gaps = {g.card for g in cards.data().unexpressed("full")}
    assert not {BACH, COOK, SHAKESPEARE} & gaps


# -- Ocean Liner Service -------------------------------------------------------------------------------------
LINER = "c-II-ocean-liner-service"


def _liner(**more):
    return {"seat": 0, "techs": _STAGE, "wonders": [LINER], **more}


def test_the_liner_grows_without_a_civil_action_and_five_food_less():
    """The yellow bank's last region costs 7: with 2 food only the liner's growth (7 - 5) is paid, and the
    civil actions stay as they were."""
    techs = [["c-A-agriculture", 1, 2], ["c-A-bronze", 1, 0], ["c-A-warriors", 0, 0]]
    g = _full(_liner(techs=techs, yellow=3, idle=19))
    err = g.why_not("grow")
    assert err is not None and "costs 7 food" in err.reason
    before = g.players[0]
    p = g.apply("liner").players[0]
    assert (p.yellow, p.idle, p.held["farm"]) == (before.yellow - 1, before.idle + 1, 0)
    assert p.civil_spent == before.civil_spent


def test_the_liner_needs_no_civil_action_left_and_its_growth_costs_never_below_nothing():
    """Every civil action spent: ``grow`` is refused, the liner's growth (2 - 5: free) is not."""
    g = _full(_liner(civil_spent=4))
    assert g.players[0].held["farm"] == 0
    assert "no civil action" in g.why_not("grow").reason
    assert "liner" in map(str, g.legal_actions())
    p = g.apply("liner").players[0]
    assert p.idle == g.players[0].idle + 1 and p.turn_used == (LINER,)


def test_the_liner_is_refused_a_second_time_in_a_turn_and_serves_again_next_turn():
    g = _full(_liner(), {"seat": 1}).apply("liner")
    err = g.why_not("liner")
    assert err is not None and "once a turn" in err.reason and err.rule.ref == "TTA-R-42a"
    assert "liner" not in map(str, g.legal_actions())
    g = g.apply("end")
    assert g.players[0].turn_used == ()                     # lapsed with the turn's other extras
    while g.to_move != 0 or g.decision.kind != "turn":
        g = g.apply(next(a for a in g.legal_actions() if str(a) in ("end", "pass")) if any(
            str(a) in ("end", "pass") for a in g.legal_actions()) else g.legal_actions()[0])
    assert g.why_not("liner") is None


def test_the_liner_is_the_player_s_choice_and_needs_the_completed_wonder():
    """Listed beside the usual growth, never applied for the player; refused without the wonder completed
    (under construction is not enough)."""
    g = _full(_liner(techs=[["c-A-agriculture", 1, 2], ["c-A-bronze", 1, 0], ["c-A-warriors", 0, 0]]))
    legal = list(map(str, g.legal_actions()))
    assert "liner" in legal and "grow" in legal
    g = _full({"seat": 0, "techs": _STAGE, "building": LINER, "stages": 2})
    err = g.why_not("liner")
    assert err is not None and "completed Ocean Liner Service" in err.reason
    assert "liner" not in map(str, g.legal_actions())


def test_a_simple_civilization_writes_no_turn_used_field():
    """The Full game's field is left out of a record at its default, so Simple positions are written as before."""
    g = _full(_liner())
    assert "turn_used" not in g.players[0].to_dict()
    assert g.apply("liner").players[0].to_dict()["turn_used"] == [LINER]
    used = g.apply("liner")
    back = type(used).from_dict(used.to_dict())             # a save made after the growth keeps it used
    assert back == used and "once a turn" in back.why_not("liner").reason


def test_every_age_ii_civil_card_is_expressed():
    gaps = {g.card for g in cards.data().unexpressed("full")}
    assert not {c for c in gaps if c.startswith("c-")}


def test_a_position_marks_only_its_own_completed_wonder_used():
    g = _full({"seat": 0, "techs": _STAGE})
    with pytest.raises(DataError, match=r"players\[0\]\.turn_used"):
        g.edit(players={0: {"turn_used": (LINER,)}})
    g = _full(_liner()).edit(players={0: {"turn_used": (LINER,)}})
    assert "once a turn" in g.why_not("liner").reason


def test_the_liner_s_two_food_are_paid_the_way_the_player_chooses():
    """7 - 5 = 2 food, paid by two tokens worth 1 or one worth 2: the usual payment decision, then the turn."""
    techs = [["c-A-agriculture", 1, 3], ["c-I-irrigation", 1, 2], ["c-A-bronze", 1, 0], ["c-A-warriors", 0, 0]]
    g = _full(_liner(techs=techs, yellow=3, idle=18)).apply("liner")
    assert g.decision.kind == "pay" and set(map(str, g.legal_actions())) == {"pay 1x2", "pay 2x1"}
    p = g.apply("pay 1x2").players[0]
    assert p.held["farm"] == 7 - 2 and p.slot("c-I-irrigation")[2] == 1 and p.turn_used == (LINER,)


def test_the_upgrade_price_a_view_shows_is_the_one_the_judge_charges():
    """One price for an upgrade (rules.costs.upgrade_total): the upgrade list a board shows and the scenarios'
    observation give what the judge charges, under both readings of AMB-X35 (the view showed 4 under both)."""
    from rulekit.tta import views
    from rulekit.tta.scenarios import OBSERVE
    base = {"seat": 0, "leader": BACH, "techs": [["c-A-bronze", 1, 3], ["c-A-agriculture", 1, 0],
                                                 ["c-A-warriors", 0, 0], ["c-I-drama", 1, 0], ["c-II-opera", 0, 0]]}
    for reading, price in (("difference", 4), ("discounted", 3)):
        g = _full(base, options={"bach_upgrade": reading})
        shown = {u["card"]: u["cost"] for u in views.upgrades_from(g, "c-I-drama")}
        assert shown["c-II-opera"] == price == OBSERVE["upgrade_cost"](g, 0, "c-I-drama", "c-II-opera")
        assert (g.why_not("upgrade c-I-drama c-II-opera") is None) == (price <= 3)
