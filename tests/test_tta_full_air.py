"""The Full game's air forces (TTA-R-F4; PL 3.3.1, L2483-2508, KI L2542-2543; HU 3.3.1, L2180-2208).

No tactic needs air units; each air unit supports one army, doubling its tactic bonus, at most one per
army, the best armies first (TTA-EX-19 replays the book's 47 / 57 / 60). Beside it: surplus air units
under both readings of ⚠AMB-40, Napoleon's best army with air support (appendix G-9), sacrificing an
army with its air support under both readings of ⚠AMB-X6, and the options' register.
"""

from __future__ import annotations

import pytest

from rulekit.tta import options as opts, rulebook as rb, scenarios
from rulekit.tta.rules import strength
from rulekit.tta.scenarios import OBSERVE

_UNITS = [["c-A-warriors", 0, 0], ["c-A-bronze", 0, 14], ["c-I-swordsmen", 1, 0], ["c-II-riflemen", 1, 0],
          ["c-II-cannon", 4, 0], ["c-I-knights", 1, 0]]


def _civ(air: int, tactic: str = "m-III-entrenchments", options=None, leader: str = "", units=None):
    player = {"seat": 0, "techs": (units or _UNITS) + [["c-III-air-forces", air, 0]], "idle": 0}
    if tactic:
        player["tactic"] = tactic
    if leader:
        player["leader"] = leader
    start = {"players": 2, "game": "full", "age": "III", "round": 16, "player": [player]}
    if options:
        start["options"] = options
    return scenarios.build({"start": start}, "inline")


@pytest.mark.parametrize("air, default, none", [(0, 33, 33), (1, 47, 47), (2, 57, 57), (3, 60, 57), (4, 60, 57)])
def test_surplus_air_units_under_both_readings_of_amb_40(air, default, none):
    """24 of units with one plane (TTA-EX-19): a third plane has no army to support; by default it still adds
    its 5 (62, capped at 60), with ``surplus_air = "none"`` nothing (57)."""
    assert OBSERVE["strength"](_civ(air), 0) == default
    assert OBSERVE["strength"](_civ(air, options={"surplus_air": "none"}), 0) == none


def test_without_a_tactic_every_air_unit_is_surplus():
    """No tactic, no army: a plane doubles nothing; it adds its strength only under the default reading."""
    units = [["c-A-warriors", 1, 0]]
    assert OBSERVE["strength"](_civ(2, tactic="", units=units), 0) == 1 + 10
    assert OBSERVE["strength"](_civ(2, tactic="", units=units, options={"surplus_air": "none"}), 0) == 1


def test_one_air_unit_per_army_and_the_best_army_first():
    """Napoleonic Army (1 infantry, 1 cavalry, 1 artillery: +8, +4 with an obsolete unit): one army of current
    units, one with Warriors. One plane doubles the +8 army, not the +4 one; a second doubles the other; a
    third has no army left and only adds its 5 (or nothing under ⚠AMB-40's other reading)."""
    units = [["c-A-warriors", 1, 0], ["c-I-swordsmen", 1, 0], ["c-I-knights", 2, 0], ["c-II-cannon", 2, 0]]
    own = 1 + 2 + 4 + 6
    tactic = "m-II-napoleonic-army"
    assert OBSERVE["strength"](_civ(0, tactic, units=units), 0) == own + 8 + 4
    assert OBSERVE["strength"](_civ(1, tactic, units=units), 0) == own + 5 + 16 + 4
    assert OBSERVE["strength"](_civ(2, tactic, units=units), 0) == own + 10 + 16 + 8
    assert OBSERVE["strength"](_civ(3, tactic, units=units), 0) == own + 15 + 16 + 8
    assert OBSERVE["strength"](_civ(3, tactic, units=units, options={"surplus_air": "none"}), 0) == own + 10 + 16 + 8


def test_napoleon_doubles_the_best_army_with_its_air_support():
    """Appendix G-9: Napoleon counts the best army's bonus again, that army's bonus with its air doubling
    (PL L2924-2930; HU 2585-2591). One Entrenchments army with obsolete Swordsmen (+5) and one plane: the
    army gives +10, and Napoleon adds those +10 again, not the card's +5."""
    units = [["c-A-warriors", 0, 0], ["c-I-swordsmen", 1, 0], ["c-II-cannon", 2, 0]]        # one army, obsolete
    assert OBSERVE["strength"](_civ(0, units=units), 0) == 8 + 5
    assert OBSERVE["strength"](_civ(1, units=units), 0) == 13 + 5 + 5
    g = _civ(1, units=units, leader="c-II-napoleon-bonaparte")
    assert OBSERVE["strength"](g, 0) == 13 + 5 + 5 + 10                # the best army's +10 once more


@pytest.mark.parametrize("reading, extra", [("doubled", 5), ("base", 0)])
def test_sacrificing_an_army_with_its_plane_under_both_readings_of_amb_x6(reading, extra):
    """Sacrificing Swordsmen, two Cannons and the plane: their own 2 + 6 + 5, the army's +5 (obsolete
    Swordsmen), and by default the plane's doubling of it (+5 more); ``sacrificed_air = "base"``: not."""
    units = [["c-A-warriors", 0, 0], ["c-I-swordsmen", 1, 0], ["c-II-cannon", 2, 0]]
    g = _civ(1, units=units, options={"sacrificed_air": reading})
    before = OBSERVE["strength"](g, 0)
    sacrificed = ["c-I-swordsmen", "c-II-cannon", "c-II-cannon", "c-III-air-forces"]
    assert OBSERVE["attack_strength"](g, 0, sacrificed) == before + 13 + 5 + extra


def test_the_aggression_frame_reads_the_surplus_reading():
    """The strength an aggression's defence starts from follows ⚠AMB-40: the same civilization defends with
    60 or 57."""
    from rulekit.tta.decisions.military import defence_strength
    for reading, expected in (("strength", 60), ("none", 57)):
        g = _civ(3, options={"surplus_air": reading})
        assert defence_strength(g.players[0], (), g.options) == expected
        assert strength(g.players[0], g.options) == expected


@pytest.mark.parametrize("amb, option", [("AMB-40", "surplus_air"), ("AMB-X6", "sacrificed_air")])
def test_the_air_ambiguities_are_options_of_the_full_game(amb, option):
    row = opts.ambiguity(amb)
    assert row.option == option and opts.LEVEL[amb] == "F" and opts.RULE_OF[amb] is rb.AIR_FORCES
    assert len(opts.Options.choices(option)) == 2
