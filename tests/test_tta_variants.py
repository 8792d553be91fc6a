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
from rulekit.tta.decisions.resign import has_resigned
from rulekit.tta import SPEC, new_game, options as opts, rulebook as rb, scenarios
from rulekit.tta.cards import data
from rulekit.tta.decisions import variants
from rulekit.tta.game import advanced_decks, full_decks
from rulekit.tta.rules import info
from rulekit.tta.scenarios import give
from rulekit.tta import views
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


# == V-5: the final-scoring variants (TTA-R-V5a, TTA-R-V5b) ===================================================
def _events_iii(*piles) -> int:
    return sum(1 for pile in piles for c in pile if info(c).type == "event" and info(c).age == "III")


def test_the_standard_full_game_keeps_the_thirteen_events_in_military_iii():
    g = new_game(3, "full", seed=11)
    assert _events_iii(g.military_iii) == 13 and g.finale == () and g.bonus_offer == g.kept == g.bonus_hidden == ()


@pytest.mark.parametrize("n", (3, 4, 5))
def test_public_turns_n_over_and_shuffles_the_rest_back(n):
    g = new_game(3, "full", seed=11, options={"bonus_cards": f"public-{n}"})
    assert len(g.finale) == n and _events_iii(g.finale) == n
    assert _events_iii(g.military_iii) == 13 - n
    assert g.card_count == new_game(3, "full", seed=11).card_count


def test_public_in_the_advanced_game_changes_nothing():
    a, b = new_game(3, "advanced", seed=11), new_game(3, "advanced", seed=11, options={"bonus_cards": "public-3"})
    assert a.finale == b.finale and len(b.finale) == 4              # the Advanced game's own four (Full only)


def _era(**start):
    raw = {"start": {"players": 3, "game": "full", "options": {"bonus_cards": "era-by-era"}, **start}}
    return scenarios.build(raw, "inline")


def test_era_by_era_turns_one_over_at_the_start_and_one_after_round_one():
    g = new_game(3, "full", seed=12, options={"bonus_cards": "era-by-era"})
    assert len(g.finale) == 1 and len(g.bonus_hidden) == 4 and _events_iii(g.military_iii) == 8
    nxt = g.bonus_hidden[0]
    while g.round == 1:
        g = g.apply("end")
    assert g.finale[-1] == nxt and len(g.finale) == 2 and len(g.bonus_hidden) == 3


@pytest.mark.parametrize("age,left", [("I", {"deck_i": 1}), ("II", {"deck_ii": 1})])
def test_era_by_era_turns_one_over_at_each_ages_end(age, left):
    g = _era(age=age, round=12, left=left)
    before = (len(g.finale), len(g.bonus_hidden))
    g = g.apply("end")                                              # P2's refill ends the age
    assert g.age != age and (len(g.finale), len(g.bonus_hidden)) == (before[0] + 1, before[1] - 1)
    std = scenarios.build({"start": {"players": 3, "game": "full", "age": age, "round": 12, "left": left}}, "x")
    assert std.apply("end").finale == ()                            # the standard game reveals none


@pytest.mark.parametrize("players,share,keep", [(2, 6, 2), (3, 4, 1), (4, 3, 1)])
def test_private_deals_twelve_evenly_and_each_keeps_its_own(players, share, keep):
    g = new_game(players, "full", seed=13, options={"bonus_cards": "private"})
    assert [len(o) for o in g.bonus_offer] == [share] * players
    assert _events_iii(g.military_iii) == 1                         # the removed card went back (⚠AMB-X30)
    for seat in range(players):
        assert g.decision.kind == "keep-bonus" and g.to_move == seat
        own = g.bonus_offer[seat]
        assert sorted(_legal(g)) == sorted(f"keep {c}" for c in own)
        other = g.bonus_offer[(seat + 1) % players][0]
        assert g.why_not(f"keep {other}").rule is rb.BONUS_DECK
        for c in own[:keep]:
            g = g.apply(f"keep {c}")
        assert _legal(g) == ["done"]
        g = g.apply("done")
        assert g.kept[seat] == own[:keep]
    assert g.bonus_offer == () and _events_iii(g.military_iii) == 13 - keep * players
    assert g.decision.kind == "turn" and g.round == 1                # the game begins


def test_private_removed_card_leaves_the_game_under_the_other_reading():
    g = new_game(3, "full", seed=13, options={"bonus_cards": "private", "private_removed": "box"})
    assert _events_iii(g.military_iii) == 0 and _events_iii(g.box) == 1


def _keep_all(g):
    while g.decision.kind == "keep-bonus":
        legal = _legal(g)
        g = g.apply(legal[0] if legal[0] != "done" else "done")
    return g


@pytest.mark.parametrize("order,seats", [("each-in-turn", [0, 0, 1, 1]), ("alternate", [0, 1, 0, 1])])
def test_open_lays_out_all_thirteen_and_two_players_pick_two_each(order, seats):
    g = new_game(2, "full", seed=14, options={"bonus_cards": "open", "open_pick_order": order})
    assert len(g.bonus_offer) == 1 and len(g.bonus_offer[0]) == 13 and _events_iii(g.military_iii) == 0
    seen = []
    while g.decision.kind == "keep-bonus":
        if "done" in _legal(g):
            g = g.apply("done")
            continue
        seen.append(g.to_move)
        g = g.apply(_legal(g)[0])
    assert seen == seats and [len(k) for k in g.kept] == [2, 2] and _events_iii(g.military_iii) == 9


def test_open_with_three_players_each_picks_one_from_what_is_left():
    g = new_game(3, "full", seed=14, options={"bonus_cards": "open"})
    first = g.bonus_offer[0][0]
    g = g.apply(f"keep {first}").apply("done")
    assert first not in g.bonus_offer[0] and g.why_not(f"keep {first}").rule is rb.BONUS_DECK
    g = _keep_all(g)
    assert [len(k) for k in g.kept] == [1, 1, 1] and _events_iii(g.military_iii) == 10


def _final_turn(options, **edits):
    raw = {"start": {"players": 2, "game": "full", "age": "III", "round": 20, "current": 1, "left": {"deck_iii": 0},
                     "options": options}}
    g = scenarios.build(raw, "inline")
    return g.edit(age_iv=19, last_round=True, **edits)


def _finish(g):
    while not g.is_over:
        legal = _legal(g)
        g = g.apply("pass" if "pass" in legal else "end" if "end" in legal else legal[0])
    return g


STRENGTH = next(c for c, card in data().cards.items() if card.special == "impact-of-strength")
GOVERNMENT = next(c for c, card in data().cards.items() if card.special == "impact-of-government")


def _lifted(g, card) -> dict:
    """The piles of ``g`` without ``card`` (wherever a Full game keeps it), for ``edit``."""
    out = {"bonus_offer": ()} if g.bonus_offer else {}          # a scenario starts past the keeping
    pile = next((name for name in ("military", "military_iii", "mil_discard", "box", "finale")
                 if card in getattr(g, name)), None)
    return out if pile is None else {**out, pile: tuple(c for c in getattr(g, pile) if c != card)}


def test_less_bonuses_does_not_score_the_events_left_on_the_piles():
    def on_piles(options):
        g = _final_turn(options)
        lifted = _lifted(g, STRENGTH)
        box = lifted.pop("box", g.box) + g.events[3:]
        return g.edit(events=g.events[:3] + (STRENGTH,), box=box, **lifted)
    std, less = _finish(on_piles({})), _finish(on_piles({"less_bonuses": True}))
    assert sum(std.scores()) > sum(less.scores())
    assert std.scores()[0] - less.scores()[0] > 0 or std.scores()[1] - less.scores()[1] > 0


def test_less_bonuses_still_gives_three_culture_for_an_age_iii_card_put_on_the_future_events():
    raw = {"start": {"players": 2, "game": "full", "age": "III", "round": 15, "at": "political",
                     "options": {"less_bonuses": True}, "player": [{"seat": 0, "military_hand": []}]}}
    g = scenarios.build(raw, "inline")
    card = STRENGTH
    g = give(g, 0, military_hand=(card,))
    before = g.players[0].culture
    g = g.apply(f"future {card}")
    assert g.players[0].culture >= before + 3 and card in g.future + g.past


def test_public_cards_score_at_the_end_and_go_to_the_past_events():
    g = _final_turn({"bonus_cards": "public-3"})
    assert len(g.finale) == 3
    g = g.edit(finale=(GOVERNMENT,), **{k: v for k, v in _lifted(g, GOVERNMENT).items() if k != "finale"})
    end, std_end = _finish(g), _finish(_final_turn({}))
    assert GOVERNMENT in end.past and end.finale == ()
    assert all(a > b for a, b in zip(end.scores(), std_end.scores()))     # Impact of Government scores both


def test_a_kept_card_scores_for_everyone_or_only_its_keeper():
    def kept(reading):
        g = _final_turn({"bonus_cards": "private", "kept_bonus_scores": reading})
        return g.edit(kept=((GOVERNMENT,), ()), **_lifted(g, GOVERNMENT))       # culture for every government
    everyone, keeper = _finish(kept("everyone")), _finish(kept("keeper"))
    assert everyone.scores()[0] == keeper.scores()[0]
    assert everyone.scores()[1] > keeper.scores()[1]               # P2 gains only when every civilization scores


# == random games under each variant, and saves ===============================================================
VARIANT_GAMES = [
    ("advanced", {"easier": True}), ("full", {"easier": True}),
    ("advanced", {"no_group_attacks": True}), ("full", {"no_group_attacks": True}),
    ("advanced", {"peaceful": "no-attacks"}), ("full", {"peaceful": "no-attacks-no-pacts"}),
    ("advanced", {"draw_as_action": True}), ("full", {"draw_as_action": True}),
    ("full", {"bonus_cards": "public-3"}), ("full", {"bonus_cards": "public-4", "less_bonuses": True}),
    ("full", {"bonus_cards": "public-5"}), ("full", {"bonus_cards": "era-by-era"}),
    ("full", {"bonus_cards": "private", "kept_bonus_scores": "keeper", "private_removed": "box"}),
    ("full", {"bonus_cards": "private"}), ("full", {"bonus_cards": "open", "open_pick_order": "alternate"}),
    ("full", {"bonus_cards": "open", "less_bonuses": True}),
]


def _staying(legal, rng):
    """A random legal action other than an honourable resignation (the variants' games are played to their
    end; tests/test_tta_wars.py and test_tta_full.py play the resignations)."""
    return rng.choice([a for a in legal if a.verb != "resign"] or legal)


@pytest.mark.slow
@pytest.mark.parametrize("k", range(len(VARIANT_GAMES)))
def test_random_games_under_each_variant_keep_every_invariant(k):
    game, options = VARIANT_GAMES[k]
    for seed in (97_000 + 2 * k, 97_001 + 2 * k):
        players = tta.PLAYERS[seed % 3]
        start = new_game(players, game, seed, options=options)
        g, steps = conformance.play(SPEC, seed, start=start, round_trip_every=50, max_steps=40_000,
                                    choose=_staying)
        assert g.is_over and g.last_round and steps > 100
        assert not any(has_resigned(g, s) for s in range(players))
        assert g.bonus_hidden == g.bonus_offer == g.kept == g.finale == ()
        if options.get("no_group_attacks") is None:
            assert g.markers == ()


@pytest.mark.parametrize("k", range(len(VARIANT_GAMES)))
def test_a_save_under_each_variant_round_trips_and_plays_on(k):
    game, options = VARIANT_GAMES[k]
    g = new_game(3, game, 98_000 + k, options=options)
    rng = random.Random(k)
    for _ in range(rng.randrange(60, 200)):
        if g.is_over:
            break
        g = g.apply(rng.choice(g.legal_actions()))
    loaded = tta.State.from_dict(json.loads(json.dumps(g.to_dict())))
    assert loaded.snapshot() == g.snapshot() and loaded.options == g.options
    conformance.loads_and_plays_on(g, k)


def test_the_variants_draw_used_in_random_full_play():
    """Random play under draw_as_action reaches the draw action (it is listed and taken)."""
    g, rng, drawn = new_game(2, "advanced", 99_001, options={"draw_as_action": True}), random.Random(1), 0
    for _ in range(400):
        if g.is_over:
            break
        a = rng.choice(g.legal_actions())
        drawn += a.verb == "draw"
        g = g.apply(a)
    assert drawn > 0


def _war_position(options, markers=()):
    raw = {"start": {"players": 3, "game": "full", "age": "II", "round": 12, "at": "political", "current": 2,
                     "options": options,
                     "player": [{"seat": 2, "military_hand": ["m-II-war-over-territory"], "military_extra": 1,
                                 "techs": [["c-A-warriors", 3, 0]]}]}}          # 3 red tokens: the war's cost
    g = scenarios.build(raw, "inline")
    return g.edit(markers=markers) if markers else g


def test_a_war_is_refused_on_a_civilization_another_attacked_and_takes_the_marker():
    std, var = _war_position({}), _war_position({"no_group_attacks": True}, markers=((1, 0),))
    assert "attack m-II-war-over-territory 2" in _legal(std)
    assert var.why_not("attack m-II-war-over-territory 2").rule is rb.NO_GROUP_ATTACKS
    declared = var.apply("attack m-II-war-over-territory 1")
    assert declared.markers == ((0, 2), (1, 0))                    # P3 holds P1's marker until its next turn


def test_the_bonus_panel_hides_private_cards_from_the_others():
    g = _keep_all(new_game(3, "full", seed=15, options={"bonus_cards": "private"}))
    mine = views.bonus_panel(g, 0)
    assert [c["card"] for c in mine["kept"][1]] == list(g.kept[0]) and mine["kept"][2] == 1 == mine["kept"][3]
    assert views.bonus_panel(g)["kept"] == {1: 1, 2: 1, 3: 1}
    o = _keep_all(new_game(3, "full", seed=15, options={"bonus_cards": "open"}))
    assert all(isinstance(v, list) for v in views.bonus_panel(o)["kept"].values())
    start = views.bonus_panel(new_game(3, "full", seed=15, options={"bonus_cards": "private"}), 1)
    assert len(start["offer"]) == 4 and start["mode"] == "private"


def test_a_bonus_card_in_two_places_is_refused_naming_the_pile():
    g = new_game(3, "full", seed=16, options={"bonus_cards": "open"})
    card = g.bonus_offer[0][0]
    with pytest.raises(Exception, match=r"kept\[1\]|bonus_offer\[0\]"):
        g.edit(kept=((), (card,), ()))
    with pytest.raises(Exception, match="bonus_hidden"):
        new_game(3, "advanced", seed=16).edit(bonus_hidden=(card,))
    with pytest.raises(Exception, match="not an Age III event"):
        g.edit(bonus_hidden=(g.military[0],), military=g.military[1:])


def test_era_by_era_turns_its_last_card_over_when_age_iii_ends():
    g = _era(age="III", round=20, left={"deck_iii": 2})
    g = g.edit(finale=g.finale + g.bonus_hidden[:3], bonus_hidden=g.bonus_hidden[3:])   # the earlier reveals
    last = g.bonus_hidden[0]
    g = g.apply("end")                                              # P2's refill deals the last civil III cards
    assert g.age == "IV" and g.bonus_hidden == () and g.finale[-1] == last and len(g.finale) == 5
