"""The Advanced game's tactics, armies, strength, sacrifices and aggressions (PL 2.4.4, 2.9, 2.9.1, G-5;
HU 2.4.4, 2.9): rulekit.tta.rules.military and rulekit.tta.decisions.military / aggressions."""

from __future__ import annotations

import dataclasses

from collections import Counter

import pytest

import rulekit.tta as tta
from rulekit.tta import rules as R
from rulekit.tta import cards, scenarios, views
from rulekit.tta.decisions import Turn, advanced
from rulekit.tta.rules.military import army_counts, sacrifice_strength

_PILES = ("military", "military_ii", "deck_ii", "mil_discard", "future", "events")
_CARDS = ("military_hand", "colonies")
_ONE = ("tactic", "leader", "building")


def _give(g, seat, **changes):
    """``scenarios.give``, lifting the cards it gains from the Advanced game's piles too (military decks,
    civil II, events); yellow tokens counted from the workers given (25 in all)."""
    p = g.players[seat]

    def held(q, **ch):
        c = Counter()
        for k in _CARDS:
            c.update(ch.get(k, getattr(q, k)))
        for k in _ONE:
            if ch.get(k, getattr(q, k)):
                c[ch.get(k, getattr(q, k))] += 1
        c.update(t[0] for t in ch.get("techs", q.techs))
        if ch.get("pact", q.pact):
            c[ch.get("pact", q.pact)[0]] += 1
        return c
    piles = {n: list(getattr(g, n)) for n in _PILES}
    for card, n in (held(p, **changes) - held(p)).items():
        for _ in range(n):
            name = next((k for k in _PILES if card in piles[k]), None)
            if name:
                piles[name].remove(card)
    if "techs" in changes and "yellow" not in changes:
        changes["yellow"] = 25 + p.extra_yellow - changes.get("idle", p.idle) - sum(t[1] for t in changes["techs"])
    if "techs" in changes and "blue" not in changes:
        changes["blue"] = 18 + p.extra_blue - changes.get("stages", p.stages) - sum(t[2] for t in changes["techs"])
    return scenarios.give(g.edit(**{n: tuple(v) for n, v in piles.items()}), seat, **changes)


def _farms(*units, food=0, res=0):
    """Starting farm and mine (with ``food``/``res`` blue tokens) plus ``units`` as (card, count)."""
    return (("c-A-agriculture", 2, food), ("c-A-bronze", 2, res)) + tuple((c, n, 0) for c, n in units)


def _political(g, seat=0, rnd=2):
    """Round ``rnd``, ``seat`` about to take its political action."""
    return g.edit(round=rnd, current=seat, tasks=(advanced.Political(seat), advanced.Excess(seat), Turn(seat)))


def _turn(g, seat=0, rnd=2):
    return g.edit(round=rnd, current=seat, tasks=(Turn(seat),))


def _game(players=2, seed=3, **options):
    return tta.new_game(players=players, game="advanced", seed=seed, options=options or None)


KAROL = _farms(("c-A-warriors", 2), ("c-I-swordsmen", 1), ("c-I-knights", 2))


# -- tactics and armies (PL 2.9, 2.9.1) --------------------------------------------------------------------
def test_armies_count_unit_types_not_levels_tta_ex_37():
    """Legion: one army per 3 infantry of any level; Mobile Artillery: one per cavalry-artillery pair."""
    assert army_counts("m-I-legion", ("c-A-warriors",) * 4 + ("c-II-riflemen",) * 3) == (2, 0)
    assert army_counts("m-II-mobile-artillery", ("c-I-knights",) * 3 + ("c-II-cannon",) + ("c-A-warriors",) * 5) \
        == (1, 0)
    assert army_counts("m-II-mobile-artillery", ("c-II-cavalrymen",) * 2 + ("c-II-cannon",) * 2) == (2, 0)


def test_medieval_army_strength_tta_ex_16():
    """Two Warriors, Heavy Infantry, two Knights: 8 strength + 2 armies × 2 = 12, in every view."""
    g = _give(_game(), 0, techs=KAROL, idle=0, tactic="m-I-medieval-army")
    p = g.players[0]
    assert R.strength(p) == 12
    assert scenarios.OBSERVE["strength"](g, 0) == 12
    assert views.board(g, 0)["strength"] == 12
    assert R.strength(dataclasses.replace(g.players[0], tactic="")) == 8


def test_an_obsolete_unit_gives_an_advanced_tactic_its_lower_bonus_tta_ex_18():
    """Defensive Army (Age II, +6 / (+3)): Warriors, three Heavy Infantry, two Cannons = 13 strength, one army
    of current units (+6) and one that must take the Age A Warriors (+3): 22."""
    units = (("c-A-warriors", 1), ("c-I-swordsmen", 3), ("c-II-cannon", 2))
    g = _give(_game(), 0, techs=_farms(*units), idle=0, tactic="m-II-defensive-army")
    assert R.strength(g.players[0]) == 22
    four = _give(_game(), 0, techs=_farms(("c-I-swordsmen", 4), ("c-II-cannon", 2)), idle=0,
                 tactic="m-II-defensive-army")
    assert R.strength(four.players[0]) == 8 + 6 + 6 + 6          # Age I units are one age older: full bonus


def test_a_one_value_tactic_checks_no_ages():
    """Legion (Age I, one value) takes Warriors at its full bonus (PL L2381-2392)."""
    g = _give(_game(), 0, techs=_farms(("c-A-warriors", 3)), idle=0, tactic="m-I-legion")
    assert R.strength(g.players[0]) == 3 + 2


def test_the_tactic_is_ignored_under_a_leader_that_says_so():
    """Genghis Khan's cavalry replaces tactics: his bonus counts, the tactic's does not."""
    khan = next(c for c in cards.data().cards.values() if c.effect.get("ignores_tactic"))
    g = _give(_game(), 0, techs=KAROL, idle=0, tactic="m-I-medieval-army", leader=khan.id)
    assert R.strength(g.players[0]) == 8 + 2            # 1 per Knight, no army bonus


def test_a_colony_s_permanent_strength_counts():
    g = _give(_game(), 0, colonies=("m-I-strategic-territory",))
    assert R.strength(g.players[0]) == 1 + 2


def test_playing_a_tactic_costs_a_military_action_and_discards_the_old_one():
    g = _give(_game(), 0, techs=KAROL, idle=0, tactic="m-I-legion", military_hand=("m-I-medieval-army",))
    g = _turn(g)
    assert "tactic m-I-medieval-army" in [str(a) for a in g.legal_actions()]
    h = g.apply("tactic m-I-medieval-army")
    p = h.players[0]
    assert (p.tactic, p.military_hand, p.military_spent) == ("m-I-medieval-army", (), 1)
    assert "m-I-legion" in h.mil_discard
    assert R.strength(p) == 12
    spent = g.edit(players={0: {"military_spent": 2}})
    assert "no military action" in str(spent.why_not("tactic m-I-medieval-army"))
    assert "not in your military hand" in str(h.why_not("tactic m-I-legion"))


# -- sacrifices (PL L2366-2374, KI L2435-2436) ---------------------------------------------------------------
@pytest.mark.parametrize("units, extra", [
    (("c-I-knights",), 2),
    (("c-I-knights", "c-I-swordsmen"), 6),
    (("c-A-warriors", "c-A-warriors", "c-I-knights", "c-I-knights"), 10),
])
def test_sacrificing_a_whole_army_adds_its_bonus_tta_ex_17(units, extra):
    g = _give(_game(), 0, techs=KAROL, idle=0, tactic="m-I-medieval-army")
    assert sacrifice_strength(g.players[0], units) == extra
    g = _political(_give(g, 0, military_hand=("m-I-plunder",)))
    g = g.apply("attack m-I-plunder 2")
    for u in units:
        g = g.apply(f"sacrifice {u}")
    assert f"attack {12 + extra}" in str(g.decision)
    g = g.apply("done")
    assert g.decision.kind == "defend" and f"attack {12 + extra}" in str(g.decision)


def test_sacrifice_strength_refuses_units_not_in_play():
    g = _give(_game(), 0, techs=KAROL, idle=0)
    with pytest.raises(ValueError):
        sacrifice_strength(g.players[0], ("c-I-knights",) * 3)
    with pytest.raises(ValueError):
        sacrifice_strength(g.players[0], ("c-A-agriculture",))


# -- aggressions (PL 2.4.4) -----------------------------------------------------------------------------------
def _spy_position(science=3):
    """TTA-EX-12: Adam strength 14 (2 Riflemen, 4 Heavy Infantry), Barbara 10 (2 Knights, 6 Warriors) with a
    Defence card (+4) and ``science`` science points."""
    g = _give(_game(), 0, techs=_farms(("c-II-riflemen", 2), ("c-I-swordsmen", 4)), idle=0,
              military_hand=("m-II-spy",))
    g = _give(g, 1, techs=_farms(("c-I-knights", 2), ("c-A-warriors", 6)), idle=0,
              military_hand=("m-II-defense-colonization",), science=science)
    return _political(g)


def test_spy_with_a_sacrifice_and_the_defence_declined_tta_ex_12():
    g = _spy_position()
    assert [R.strength(p) for p in g.players] == [14, 10]
    g = g.apply("attack m-II-spy 2").apply("sacrifice c-II-riflemen").apply("done")
    assert g.decision.player == 1 and "attack 17, defence 10" in str(g.decision)
    held = g.apply("bonus m-II-defense-colonization").apply("sacrifice c-I-knights").apply("sacrifice c-I-knights")
    assert "defence 18" in str(held.decision)
    h = held.apply("done")                                   # 17 ≤ 18: the defender holds
    assert [p.science for p in h.players] == [0, 3]
    assert "m-II-defense-colonization" in h.box + h.mil_discard and h.players[1].military_hand == ()
    lost = g.apply("done")                                   # she does not defend
    a, b = lost.players
    assert (a.science, b.science) == (3, 0)                  # up to 5, but she had only 3
    assert R.strength(a) == 11 and a.yellow == g.players[0].yellow + 1
    assert a.military_spent == 1 and "m-II-spy" not in a.military_hand
    assert "m-II-spy" in lost.box + lost.mil_discard


def test_a_tie_goes_to_the_defender():
    g = _spy_position().apply("attack m-II-spy 2").apply("done")      # 14 against 10
    g = g.apply("bonus m-II-defense-colonization")                    # 14 against 14
    h = g.apply("done")
    assert [p.science for p in h.players] == [0, 3]


def test_an_aggression_targets_another_player_not_under_a_pact_forbidding_it():
    g = _spy_position()
    assert "another player" in str(g.why_not("attack m-II-spy 1"))
    assert "another player" in str(g.why_not("attack m-II-spy 3"))
    three = _political(_give(_give(_game(3), 0, military_hand=("m-II-spy",)), 1,
                             pact=("m-II-acceptance-of-supremacy", 0, "A")))
    assert "forbids attacks" in str(three.why_not("attack m-II-spy 2"))
    assert three.why_not("attack m-II-spy 3") is None


def test_the_card_s_military_actions_are_needed():
    g = _give(_spy_position(), 0, military_hand=("m-II-spy", "m-I-crusades"))     # an event keeps the choice open
    g = _political(g.edit(players={0: {"military_spent": 2}}))
    assert "costs 1 military actions" in str(g.why_not("attack m-II-spy 2"))


def test_enslave_the_loser_picks_the_worker_and_the_winner_produces_3_resources():
    g = _give(_game(), 0, techs=_farms(("c-I-swordsmen", 3)), idle=0, military_hand=("m-I-enslave",))
    g = _political(_give(g, 1, techs=_farms(("c-A-philosophy", 1)), idle=0))
    g = g.apply("attack m-I-enslave 2").apply("done").apply("done")
    assert g.decision.kind == "lose-worker" and g.decision.player == 1
    g = g.apply("choose c-A-philosophy")
    assert g.players[1].workers_on("c-A-philosophy") == 0
    assert R.resources(g.players[0]) == 3


def test_plunder_the_winner_picks_the_mix_and_the_loser_gives_no_more_than_it_has():
    g = _give(_game(), 0, techs=_farms(("c-I-swordsmen", 3)), idle=0, military_hand=("m-I-plunder",))
    g = _political(_give(g, 1, techs=_farms(food=1, res=4), idle=0))
    g = g.apply("attack m-I-plunder 2").apply("done").apply("done")
    assert g.decision.kind == "plunder"
    assert {str(a) for a in g.legal_actions()} == {"choose 0food+3resources", "choose 1food+2resources"}
    g = g.apply("choose 1food+2resources")
    while g.decision.kind in ("pay", "gain"):
        g = g.apply(g.legal_actions()[0])
    assert (R.food(g.players[1]), R.resources(g.players[1])) == (0, 2)
    assert (R.food(g.players[0]), R.resources(g.players[0])) == (1, 2)


@pytest.mark.parametrize("card, built, picks, gained", [
    ("m-I-raid", (("c-A-philosophy", 1), ("c-A-religion", 1)), ["c-A-religion"], 2),      # 3 / 2 rounded up
    ("m-II-raid", (("c-A-philosophy", 2),), ["c-A-philosophy", "c-A-philosophy"], 3),     # 6 / 2
])
def test_raid_the_winner_picks_the_buildings_and_produces_half_their_cost(card, built, picks, gained):
    g = _give(_game(), 0, techs=_farms(("c-II-riflemen", 3)), idle=0, military_hand=(card,))
    g = _political(_give(g, 1, techs=_farms(*built), idle=0))
    g = g.apply(f"attack {card} 2").apply("done").apply("done")
    assert g.decision.kind == "raze" and g.decision.player == 0
    for c in picks:
        g = g.apply(f"choose {c}")
    if g.decision.kind == "raze":
        g = g.apply("done")
    while g.decision.kind == "gain":
        g = g.apply(g.legal_actions()[0])
    assert R.resources(g.players[0]) == gained
    assert g.players[1].idle == len(picks)


def test_annex_takes_a_colony_with_its_permanent_bonus():
    g = _give(_game(), 0, techs=_farms(("c-II-riflemen", 3)), idle=0, military_hand=("m-II-annex",))
    g = _give(g, 1, colonies=("m-I-strategic-territory",))
    g = _political(g)
    before = R.strength(g.players[0])
    g = g.apply("attack m-II-annex 2").apply("done").apply("done")
    assert g.players[0].colonies == ("m-I-strategic-territory",) and g.players[1].colonies == ()
    assert R.strength(g.players[0]) == before + 2 and R.strength(g.players[1]) == 1


def test_assassinate_costs_the_leader_s_level_and_scores_3_culture_per_level():
    g = _give(_game(), 0, techs=_farms(("c-II-riflemen", 3)), idle=0, military_hand=("m-II-assassinate",))
    leader = next(c.id for c in cards.data().cards.values() if c.type == "leader" and c.level == 1
                  and not c.effect.get("culture_when_attacked"))
    g = _political(_give(g, 1, leader=leader))
    none = _political(_give(_game(), 0, military_hand=("m-II-assassinate", "m-I-crusades")))
    assert "no leader" in str(none.why_not("attack m-II-assassinate 2"))
    h = g.apply("attack m-II-assassinate 2")
    assert h.players[0].military_spent == 1
    h = h.apply("done").apply("done")
    assert h.players[1].leader == "" and h.players[0].culture == 3


@pytest.mark.parametrize("reward, culture, science", [("culture", 3, 0), ("science", 0, 3)])
def test_sabotage_reward_amb_21(reward, culture, science):
    """Sabotage's lost icon (⚠AMB-21): culture by default, science under ``sabotage_reward = "science"``."""
    g = _give(_game(sabotage_reward=reward), 0, techs=_farms(("c-II-riflemen", 3)), idle=0,
              military_hand=("m-II-sabotage",))
    g = _political(_give(g, 1, building="c-I-taj-mahal", stages=1, blue=17))
    h = g.apply("attack m-II-sabotage 2").apply("done").apply("done")
    assert (h.players[0].culture, h.players[0].science) == (culture, science)
    assert (h.players[1].building, h.players[1].stages, h.players[1].blue) == ("", 0, 18)


@pytest.mark.parametrize("reading, cost", [("zero", 0), ("one", 1)])
def test_sabotage_of_an_age_a_wonder_amb_22(reading, cost):
    """Sabotage costs the wonder's level in military actions: an Age A wonder 0 as printed, or 1 (⚠AMB-22)."""
    g = _give(_game(zero_level_aggression=reading), 0, military_hand=("m-II-sabotage",))
    g = _political(_give(g, 1, building="c-A-colossus", stages=1, blue=17))
    assert g.apply("attack m-II-sabotage 2").players[0].military_spent == cost


def test_age_iii_aggressions_are_not_in_the_advanced_game():
    g = _political(_give(_game(), 0, military_hand=("m-III-plunder", "m-I-crusades")))
    assert "not part of the Advanced game" in str(g.why_not("attack m-III-plunder 2"))


def test_annex_moves_a_colony_s_extra_tokens_between_the_banks():
    """Fertile Territory's 3 extra yellow tokens leave the loser's bank for the box and come from the box
    into the winner's (the colony's permanent bonus, PL L1858-1870)."""
    g = _give(_game(), 0, techs=_farms(("c-II-riflemen", 3)), idle=0, military_hand=("m-II-annex",))
    g = _political(_give(g, 1, colonies=("m-I-fertile-territory",), extra_yellow=3,
                            yellow=g.players[1].yellow + 3))
    a, d = g.players[0].yellow, g.players[1].yellow
    h = g.apply("attack m-II-annex 2").apply("done").apply("done")
    assert (h.players[0].yellow, h.players[0].extra_yellow) == (a + 3, 3)
    assert (h.players[1].yellow, h.players[1].extra_yellow) == (d - 3, 0)
    assert "m-I-fertile-territory" not in h.mil_discard


def test_a_whole_army_sacrificed_in_defence_brings_its_bonus():
    """Defending, a sacrificed army counts its tactic bonus too (KI L2435-2436): 12 + 2 + 2 + 2 = 18."""
    g = _give(_game(), 0, techs=_farms(("c-II-riflemen", 4)), idle=0, military_hand=("m-I-plunder",))
    g = _political(_give(g, 1, techs=KAROL, idle=0, tactic="m-I-medieval-army"))
    g = g.apply("attack m-I-plunder 2").apply("done")                      # 12 against 12
    assert "attack 12, defence 12" in str(g.decision)
    g = g.apply("sacrifice c-I-knights").apply("sacrifice c-I-swordsmen")
    assert "defence 18" in str(g.decision)


def test_a_leader_scoring_when_attacked_scores_on_the_aggression():
    joan = next(c.id for c in cards.data().cards.values() if c.effect.get("culture_when_attacked"))
    g = _give(_game(), 0, techs=_farms(("c-II-riflemen", 4)), idle=0, military_hand=("m-I-plunder",))
    g = _political(_give(g, 1, leader=joan))
    h = g.apply("attack m-I-plunder 2")
    assert h.players[1].culture == int(cards.data().cards[joan].effect["culture_when_attacked"])
