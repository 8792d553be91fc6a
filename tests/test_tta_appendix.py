"""The rulebook's appendix (chapter 5, "general rules and individual cards") for the cards of Ages A,
I and II, each rule replayed by a scenario of its own.

The scenarios live in rulekit/tta/appendix/ (TTA-AP-Gn, one or more per appendix rule G-n of the digest
tta-pl.md §3.6c), written like the worked examples and built by rulekit.tta.scenarios. Beside the
replays: each cites its TTA-R-Gn rule and lines of the appendix with the Hungarian lines beside them;
tokens and cards are conserved from the built start; and where the appendix leaves two readings
(⚠AMB-X18 …) a test per reading.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import rulekit.tta as tta
from rulekit.core import scenario
from rulekit.tta.invariants import invariants
from rulekit.tta.rulebook import RB
from rulekit.tta.scenarios import build

FOLDER = Path(tta.__file__).parent / "appendix"
SCENARIOS = scenario.discover("tta", "appendix")
BY_ID = {s.id: s for s in SCENARIOS}


def test_the_appendix_scenarios_are_found_by_id_and_kept_apart_from_the_worked_examples():
    """teach.example and core's by_id find an appendix scenario by its id; discover lists the worked
    examples by default and the appendix only when asked, and refuses a folder it does not know."""
    assert len(SCENARIOS) == len(list(FOLDER.glob("*.toml")))
    assert scenario.by_id("TTA-AP-G8").path == FOLDER / "TTA-AP-G8.toml"
    assert not any(s.id.startswith("TTA-AP-") for s in scenario.discover("tta"))
    with pytest.raises(ValueError, match="no scenario folder 'appendx'"):
        scenario.discover("tta", "appendx")


@pytest.mark.parametrize("sc", SCENARIOS, ids=[s.id for s in SCENARIOS])
def test_appendix_scenario(sc):
    result = scenario.run(sc)
    assert result.passed, result.report()


def test_each_reachable_appendix_rule_has_a_scenario():
    """Every rule of the appendix: G-1 … G-9, G-11 and G-15 (the cards of Ages A, I and II the Advanced game
    deals; Columbus, G-6, has more tests in tests/test_tta_advanced_colonies.py), G-10 and G-12 … G-14
    (Nikola Tesla / Bill Gates, the Transcontinental Railroad, First Space Flight, Hollywood and Internet, in
    the Full game)."""
    rules = {re.match(r"TTA-AP-(G\d+)", s.id).group(1) for s in SCENARIOS}
    assert rules == {f"G{n}" for n in range(1, 16)}
    for sc in SCENARIOS:
        assert sc.path.name == f"{sc.id}.toml"
        assert not sc.id.startswith("TTA-EX-")


@pytest.mark.parametrize("sc", SCENARIOS, ids=[s.id for s in SCENARIOS])
def test_each_scenario_cites_its_appendix_rule_and_both_books(sc):
    """The scenario's rule is the TTA-R-Gn of its id, a section of chapter 5 of the Polish book, with a
    Hungarian section beside it; its lines lie inside that rule's lines, and the summary names the
    Hungarian lines."""
    refs = {r.ref: r for r in RB.rules.values()}
    g = re.match(r"TTA-AP-G(\d+)", sc.id).group(1)
    assert sc.rule == f"TTA-R-G{g}", sc.rule
    rule = refs[sc.rule]
    assert RB.provenance(rule).id.split(".")[0] == "5" and rule.also
    lo, hi = (int(x) for x in re.findall(r"\d+", rule.lines)[:2])
    for n in re.findall(r"\d+", sc.lines):
        assert lo <= int(n) <= hi, f"{sc.id}: {sc.lines} outside {rule.ref} ({rule.lines})"
    assert re.search(r"\bHU\b", sc.summary)


@pytest.mark.parametrize("sc", SCENARIOS, ids=[s.id for s in SCENARIOS])
def test_invariants_hold_from_the_built_start(sc):
    result = scenario.run(sc)
    for state in result.states:
        invariants(state, result.states[0])


# -- G-2: the pool for military units (⚠AMB-X18) -------------------------------------------------------

def _pool_position(**options):
    """Homer's pool of 1 and Patriotism I's 2 (3 in all) after the card is played, 6 resources on Bronze."""
    sc = BY_ID["TTA-AP-G2"]
    return build({"start": {**sc.data["start"], "options": options}}, sc.path).apply("play c-I-patriotism")


def test_amb_x18_by_default_a_unit_may_be_paid_with_tokens_while_the_pool_lasts():
    """'Need not pay' (HU L2511-2519): the pool covers Warriors (2), yet the player may pay with resource
    tokens and keep the pool for later in the turn."""
    g = _pool_position().apply("recruit c-A-warriors")
    assert sorted(str(a) for a in g.legal_actions()) == ["pay 1b+1x1", "pay 2b", "pay 2x1"]
    g = g.apply("pay 2x1")
    assert g.players[0].mil_bonus == 3 and tta.rules.resources(g.players[0]) == 4


def test_amb_x18_first_spends_the_pool_before_any_token():
    """'You do not pay until you exceed the amount on the card' (PL L2859-2861): no payment is asked
    while the pool covers the unit, and only the excess is paid from tokens."""
    g = _pool_position(military_pool="first").apply("recruit c-A-warriors")
    assert g.players[0].mil_bonus == 1 and tta.rules.resources(g.players[0]) == 6
    assert g.decision.kind == "turn"
    g = g.apply("recruit c-A-warriors")               # one way left: the pool's last 1, then 1 token
    assert g.decision.kind == "turn"
    assert g.players[0].mil_bonus == 0 and tta.rules.resources(g.players[0]) == 5


# -- G-3: only Genghis Khan's bonus goes with a sacrificed unit ------------------------------------------

def test_a_sacrificed_knight_brings_genghis_khans_bonus_and_alexanders_stays():
    """Engine fix (TTA-R-G3): the sacrifice counted a Knight under Genghis Khan as 2; the appendix counts
    it as 3 (PL L2873-2875). Alexander's per-unit bonus stays with the civilization (L2869-2873)."""
    from rulekit.tta.rules.military import sacrifice_strength
    from rulekit.tta.state import Player
    units = (("c-A-warriors", 1, 0), ("c-I-knights", 2, 0))
    khan = Player(leader="c-I-genghis-khan", techs=units)
    alexander = Player(leader="c-A-alexander-the-great", techs=units)
    assert sacrifice_strength(khan, ("c-I-knights", "c-I-knights")) == 6
    assert sacrifice_strength(khan, ("c-A-warriors",)) == 1
    assert sacrifice_strength(alexander, ("c-I-knights", "c-A-warriors")) == 3


# -- G-15: Scientific Cooperation ---------------------------------------------------------------------

def _pact(science_p1: int, science_p2: int):
    sc = BY_ID["TTA-AP-G15"]
    g = build(sc.data, sc.path)
    return g.edit(players={0: {"science": science_p1}, 1: {"science": science_p2}})


def test_scientific_cooperation_binds_only_while_a_partner_has_no_science():
    """Engine fix (TTA-R-G15): the pact changed nothing before; now a partner without science points stops
    both from playing technology cards, and with science on both sides the pact stops nothing."""
    assert "discover c-I-iron" not in [str(a) for a in _pact(6, 0).legal_actions()]
    assert _pact(6, 0).why_not("discover c-I-iron").rule.ref == "TTA-R-G15"
    assert _pact(0, 6).why_not("discover c-I-iron").rule.ref == "TTA-R-G15"      # P1 itself has none
    assert "discover c-I-iron" in [str(a) for a in _pact(6, 1).legal_actions()]
    from rulekit.tta.decisions.pacts import titled
    assert "neither may play a technology card" in titled("m-II-scientific-cooperation")


# -- G-7 Robespierre and G-8 Newton -----------------------------------------------------------------------

def _civil_left_after(scenario_id: str, actions, **options) -> int:
    from rulekit.tta.rules.costs import civil_left
    sc = BY_ID[scenario_id]
    g = build({"start": {**sc.data["start"], "options": options}}, sc.path)
    for a in actions:
        g = g.apply(a)
    return civil_left(g, 0)


def test_amb_x19_newton_gives_back_a_peaceful_changes_civil_action_by_default():
    """A government is a technology card (PL L2950-2952): Newton gives back the civil action of a peaceful
    change ('refund'); under 'none' only a technology discovered from hand gets it back."""
    assert _civil_left_after("TTA-AP-G8", ["peaceful c-I-monarchy"]) == 5          # Monarchy's 5, none spent
    assert _civil_left_after("TTA-AP-G8", ["peaceful c-I-monarchy"], newton_government="none") == 4
    assert _civil_left_after("TTA-AP-G8", ["discover c-I-iron"], newton_government="none") == 4


def test_without_newton_or_robespierre_a_revolution_spends_every_civil_action():
    """The engine's rule before the appendix's leaders, kept for everyone else (PL L1178-1210)."""
    sc = BY_ID["TTA-AP-G8"]
    g = build(sc.data, sc.path).edit(players={0: {"leader": ""}}).apply("revolution c-I-monarchy")
    from rulekit.tta.rules.costs import civil_left, military_left
    assert civil_left(g, 0) == 0 and military_left(g, 0) == 3


# -- G-9 Napoleon ---------------------------------------------------------------------------------------

def _napoleon(workers: dict | None = None):
    """Napoleon's civilization's strength with ``workers`` ({unit card: units}) changed."""
    sc = BY_ID["TTA-AP-G9"]
    p = build(sc.data, sc.path).players[0]
    for card, n in (workers or {}).items():
        p = p.with_slot(card, workers=n)
    return tta.rules.strength(p)


def test_napoleon_doubles_only_the_best_armys_bonus_and_nothing_without_an_army():
    """Engine fix (TTA-R-G9): Napoleon's card was not played. The best army is the current one (+6, not the
    obsolete one's +3: 28, not 25); with only an obsolete army he doubles its +3; without an army he adds
    nothing (PL L2924-2930)."""
    assert _napoleon() == 28
    assert _napoleon({"c-A-warriors": 2, "c-I-swordsmen": 0, "c-II-cannon": 1}) == 1 + 1 + 3 + 3 + 3
    assert _napoleon({"c-II-cannon": 0}) == 1 + 6


def test_robespierres_revolution_needs_no_unspent_civil_action():
    """G-7: the revolution spends the military actions, so one is open to a civilization whose civil actions
    are all spent (PL L2911-2914); it is listed and accepted, and the spent civil actions stay as they were."""
    sc = BY_ID["TTA-AP-G7"]
    g = build(sc.data, sc.path).edit(players={0: {"civil_spent": 4}})
    assert "revolution c-I-monarchy" in [str(a) for a in g.legal_actions()]
    from rulekit.tta.rules.costs import civil_left, military_left
    g = g.apply("revolution c-I-monarchy")
    assert civil_left(g, 0) == 1 and military_left(g, 0) == 0       # Monarchy's 5, 4 spent as before
