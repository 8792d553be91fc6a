"""The variants of chapter 4 (PL L2694-2842; HU 2341-2493), each an option of the game: what each changes
against the standard rule on the same position, random games under each to the end with the invariants, and
saves that round trip.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

import rulekit.tta as tta
from rulekit.core import conformance
from rulekit.tta import SPEC, new_game, options as opts, rulebook as rb, scenarios
from rulekit.tta.decisions import variants
from rulekit.tta.game import advanced_decks, full_decks
from rulekit.tta.rules import info
from rulekit.tta.scenarios import give
from rulekit.tta.views import attack_markers


def _legal(g) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def _types(*piles) -> Counter:
    return Counter(info(c).type for pile in piles for c in pile)


# == the register: each variant an option with its rule ===============================================
@pytest.mark.parametrize("amb,name,rule", [
    ("V-1", "easier", rb.EASIER_VARIANT), ("V-2", "no_group_attacks", rb.NO_GROUP_ATTACKS),
    ("V-3", "peaceful", rb.PEACEFUL_VARIANT), ("V-4", "draw_as_action", rb.DRAW_AS_ACTION),
    ("V-5", "bonus_cards", rb.BONUS_DECK), ("V-5b", "less_bonuses", rb.LESS_BONUSES)])
def test_each_variant_is_an_option_citing_its_rule(amb, name, rule):
    row = opts.ambiguity(amb)
    assert row.option == name and opts.RULE_OF[amb] is rule and rule.ref.startswith("TTA-R-V")
    assert opts.LEVEL[amb] in ("A", "F")
    assert name not in opts.Options().changed()                   # off by default


# == V-1: the easier variant (TTA-R-V1) ==================================================================
@pytest.mark.parametrize("game", ("advanced", "full"))
def test_easier_start_gives_one_more_yellow_token(game):
    std, easy = new_game(3, game, seed=4), new_game(3, game, seed=4, options={"easier": True})
    for a, b in zip(std.players, easy.players):
        assert (b.yellow, b.extra_yellow) == (a.yellow + 1, a.extra_yellow + 1)
    assert easy.row == std.row and easy.military == std.military       # nothing else changes


def test_easier_does_not_touch_the_simple_game():
    assert new_game(2, seed=4, options={"easier": True}).snapshot()["players"] == new_game(2, seed=4).snapshot()["players"]


def _two_temples(options):
    g = new_game(2, "advanced", seed=6, options=options).edit(round=3)
    return give(g, 0, techs=(("c-A-agriculture", 2, 0), ("c-A-bronze", 2, 6), ("c-A-philosophy", 1, 0),
                             ("c-A-religion", 2, 0), ("c-A-warriors", 1, 0)), yellow=g.players[0].yellow - 2,
                blue=12, idle=1)


def test_easier_urban_limit_is_one_higher():
    std, easy = _two_temples({}), _two_temples({"easier": True})
    assert "build c-A-religion" not in _legal(std)                 # Despotism: 2 temples
    assert std.why_not("build c-A-religion").rule is rb.URBAN_LIMIT
    assert "build c-A-religion" in _legal(easy)
    built = easy.apply("build c-A-religion")
    assert dict((c, w) for c, w, _ in built.players[0].techs)["c-A-religion"] == 3
    assert "build c-A-religion" not in _legal(built)                # 3 is the new limit
    assert variants.urban_limit(easy, easy.players[0]) == 3 and variants.urban_limit(std, std.players[0]) == 2


# == V-3: the peaceful variant (TTA-R-V3) ================================================================
@pytest.mark.parametrize("game", ("advanced", "full"))
def test_peaceful_removes_aggressions_and_wars_and_pacts_only_by_choice(game):
    decks = (lambda g: (g.military, g.military_ii, g.military_iii))
    std = new_game(3, game, seed=8)
    calm = new_game(3, game, seed=8, options={"peaceful": "no-attacks"})
    calmer = new_game(3, game, seed=8, options={"peaceful": "no-attacks-no-pacts"})
    before, after, least = _types(*decks(std)), _types(*decks(calm)), _types(*decks(calmer))
    assert before["aggression"] > 0 and before["pact"] > 0
    assert after["aggression"] == after["war"] == 0 and after["pact"] == before["pact"]
    assert least["aggression"] == least["war"] == least["pact"] == 0
    assert after["event"] == before["event"] and after["tactic"] == before["tactic"]
    gone = _types(calmer.box) - _types(std.box)
    assert gone == Counter({k: before[k] for k in ("aggression", "war", "pact") if before[k]})
    assert calm.card_count == std.card_count                        # the cards left out lie in the box


def test_peaceful_leaves_the_simple_game_alone():
    g, std = new_game(2, seed=8, options={"peaceful": "no-attacks"}), new_game(2, seed=8)
    assert (g.events, g.box, g.deck_i) == (std.events, std.box, std.deck_i)


def test_peaceful_full_deck_sizes_match_the_data():
    g = new_game(4, "full", seed=2, options={"peaceful": "no-attacks-no-pacts"})
    printed = full_decks(4)["military"]
    for age, pile in (("I", g.military), ("II", g.military_ii), ("III", g.military_iii)):
        kept = [c for c in printed[age] if info(c).type not in ("aggression", "war", "pact")]
        assert sorted(pile) == sorted(kept)
    assert sorted(advanced_decks(4)["military"]["I"]) != sorted(g.military)


# == V-2: no group attacks (TTA-R-V2) ====================================================================
def _raid_position(options):
    raw = {"start": {"players": 3, "game": "advanced", "round": 5, "at": "political", "options": options,
                     "player": [{"seat": 0, "military_hand": ["m-I-plunder"], "techs": [["c-A-warriors", 3, 0]]},
                                {"seat": 2, "military_hand": ["m-I-raid"], "techs": [["c-A-warriors", 3, 0]]}]}}
    g = scenarios.build(raw, "inline").apply("attack m-I-plunder 2").apply("done").apply("done")
    return g


def _to_political(g, seat: int):
    """Play ``end`` and ``pass`` (any first option otherwise) until ``seat``'s political action."""
    while not (g.decision.kind == "political" and g.to_move == seat):
        legal = _legal(g)
        g = g.apply("end" if "end" in legal else "pass" if "pass" in legal else legal[0])
    return g


def test_a_civilization_attacked_this_round_cannot_be_attacked_by_another():
    std, var = _raid_position({}), _raid_position({"no_group_attacks": True})
    assert std.markers == () and var.markers == ((1, 0),)           # P1 holds P2's marker
    assert attack_markers(var) == {1: None, 2: 1, 3: None}
    std, var = _to_political(std, 2), _to_political(var, 2)
    assert "attack m-I-raid 2" in _legal(std)                      # the standard game: a second attack
    assert "attack m-I-raid 2" not in _legal(var) and "attack m-I-raid 1" in _legal(var)
    err = var.why_not("attack m-I-raid 2")
    assert err.rule is rb.NO_GROUP_ATTACKS and "P1" in err.reason
    assert variants.may_target(var, 0, 1) is None                  # its holder may attack it again


def test_the_marker_returns_at_the_attackers_next_political_action():
    var = _to_political(_to_political(_raid_position({"no_group_attacks": True}), 2).apply("pass"), 0)
    assert var.markers == ()                                       # back in the middle
    var = _to_political(var.apply("pass"), 2)
    assert "attack m-I-raid 2" in _legal(var)


def test_a_marker_outside_the_variant_or_on_its_holder_is_refused():
    g = new_game(3, "advanced", seed=1)
    with pytest.raises(Exception, match="markers"):
        g.edit(markers=((1, 0),))
    v = new_game(3, "advanced", seed=1, options={"no_group_attacks": True})
    with pytest.raises(Exception, match=r"markers\[0\]"):
        v.edit(markers=((1, 1),))
    with pytest.raises(Exception, match=r"markers\[1\]"):
        v.edit(markers=((1, 0), (1, 2)))
    assert v.edit(markers=((2, 0),)).markers == ((2, 0),)


# == V-4: military cards drawn as a military action (TTA-R-V4) =============================================
def _round_two(options):
    return new_game(2, "advanced", seed=3, options=options).edit(round=2)


def test_draw_is_an_action_only_under_the_variant():
    std, var = _round_two({}), _round_two({"draw_as_action": True})
    assert "draw" not in _legal(std) and std.why_not("draw").rule is rb.MILITARY_DRAW
    assert "draw" in _legal(var)
    top = var.military[:2]
    var = var.apply("draw").apply("draw")                           # Despotism: 2 military actions
    assert var.players[0].military_hand == top
    assert var.players[0].military_spent == 2
    assert "draw" not in _legal(var)
    assert var.why_not("draw").rule is rb.ACTIONS                  # no military action left


def test_no_military_card_is_drawn_after_production_under_the_variant():
    std, var = _round_two({}), _round_two({"draw_as_action": True})
    std_after, var_after = std.apply("end"), var.apply("end")
    assert len(std_after.players[0].military_hand) == 2            # 2 unused military actions: 2 cards
    assert var_after.players[0].military_hand == ()


def test_draw_is_refused_in_round_one_and_in_the_simple_game():
    g = new_game(2, "advanced", seed=3, options={"draw_as_action": True})
    assert "draw" not in _legal(g) and g.why_not("draw").rule is rb.FIRST_ROUND_ONLY_TAKE
    s = new_game(2, seed=3, options={"draw_as_action": True}).edit(round=2)
    assert "draw" not in _legal(s) and s.why_not("draw").rule is rb.DRAW_AS_ACTION


def test_the_hand_is_cut_to_the_military_actions_after_the_political_action():
    g = _round_two({"draw_as_action": True})
    g = g.apply("draw").apply("draw")
    g = give(g, 0, military_hand=g.players[0].military_hand + g.military[:1])   # 3 cards, 2 red tokens
    g = _to_political(g.apply("end"), 0)
    while g.decision.kind == "political":
        g = g.apply("pass")
    assert g.decision.kind == "military-discard" and g.to_move == 0
