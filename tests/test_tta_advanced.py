"""The Advanced game's turn: setup, the political action, the military hand, the draw, the end of an age.

Rules of PL chapter 2 (HU chapter 2) that the skeleton of the Advanced game plays: the setup (2.1), one
political action at the start of a turn (2.4), events and territories onto the future events (2.4.1),
the military hand's limit (2.3.3), the draw after production (2.3.2) and the end of an age (2.7). The
parts each kind of military card plays (events, territories, aggressions, pacts, tactics) have their
own test files (tests/test_tta_advanced_*.py).
"""

from __future__ import annotations

import pytest

import rulekit.tta as tta
from rulekit.core.errors import DataError
from rulekit.tta import rulebook as rb
from rulekit.tta.scenarios import build, give

CURRENT = ["m-A-no-event", "m-A-development-of-science", "m-A-development-of-crafts", "m-A-development-of-agriculture"]


def position(hand=(), round=4, at="political", players=2, **player):
    """A 2-player Advanced position at P1's political action with ``hand`` as P1's military hand."""
    start = {"players": players, "game": "advanced", "round": round, "at": at,
             "events": CURRENT + ["m-A-development-of-trade-routes"] * (players - 2),
             "player": [{"seat": 0, "military_hand": list(hand), **player}]}
    return build({"start": start}, "test")


def test_new_game_deals_the_advanced_piles():
    g = tta.new_game(players=3, game="advanced", seed=4)
    assert (len(g.events), g.future, len(g.finale)) == (5, (), 4)
    assert {tta.rules.info(c).age for c in g.events} == {"A"}
    assert {tta.rules.info(c).age for c in g.military} == {"I"} and {tta.rules.info(c).age for c in g.military_ii} == {"II"}
    assert {tta.rules.info(c).type for c in g.finale} == {"event"}
    assert (len(g.deck_a), len(g.deck_i), len(g.deck_ii)) == (20 - 13, 50, 50)
    assert g.level == "advanced" and g.age == "A"


def test_the_first_round_is_the_simple_games():
    """Round 1 as in the Simple game: no military card, so no political action is asked (PL L1569-1572)."""
    g = tta.new_game(players=2, game="advanced", seed=1)
    assert g.decision.kind == "turn"
    g = g.apply("end").apply("end")
    assert g.round == 2 and all(p.military_hand == () for p in g.players)   # no red token left unused in round 1


def test_one_political_action_then_the_turn():
    g = position(["m-I-crusades", "m-I-rats"])
    assert g.decision.kind == "political"
    assert sorted(map(str, g.legal_actions())) == ["future m-I-crusades", "future m-I-rats", "pass"]
    h = g.apply("future m-I-crusades")
    assert h.decision.kind == "turn"                        # never more than one political action (KI L1830)
    assert h.why_not("future m-I-rats") is not None
    assert g.apply("pass").decision.kind == "turn"


def test_only_events_and_territories_go_on_the_future_events():
    g = position(["m-I-legion", "m-I-wealthy-territory"])
    err = g.why_not("future m-I-legion")
    assert err.rule == rb.FUTURE_EVENTS and "Legion is a tactic card" in err.reason
    assert g.why_not("future m-I-rats").rule == rb.FUTURE_EVENTS          # not in the hand
    assert "future m-I-wealthy-territory" in map(str, g.legal_actions())


def test_a_future_event_scores_its_age_and_reveals_the_top_current_event():
    g = position(["m-I-crusades"], culture=2)
    h = g.apply("future m-I-crusades")
    assert h.players[0].culture == 3 and h.future == ("m-I-crusades",)
    assert h.past == ("m-A-no-event",) and h.events == tuple(CURRENT[1:])


def test_a_revealed_age_a_event_acts_on_every_civilization():
    g = position(["m-I-crusades"])
    g = g.edit(events=("m-A-development-of-science", "m-A-no-event") + g.events[2:])
    h = g.apply("future m-I-crusades")
    assert [p.science for p in h.players] == [p.science + 2 for p in g.players]


def test_a_hand_above_the_limit_is_cut_after_the_political_action():
    """Despotism has 2 military actions: a hand of 5 less the event played keeps 2, discarded face down
    (PL L1699-1709)."""
    g = position(["m-I-crusades", "m-I-rats", "m-I-legion", "m-I-phalanx", "m-I-raiders"])
    h = g.apply("future m-I-crusades")
    assert h.decision.kind == "military-discard"
    assert "done" not in map(str, h.legal_actions())
    assert h.why_not("done").rule == rb.MILITARY_DISCARD
    assert h.why_not("discard m-I-crusades").rule == rb.MILITARY_DISCARD      # no longer in the hand
    h = h.apply("discard m-I-rats")
    assert sorted(map(str, h.legal_actions())) == ["discard m-I-legion", "discard m-I-phalanx", "discard m-I-raiders"]
    h = h.apply("discard m-I-raiders")
    assert [str(a) for a in h.legal_actions()] == ["done"]
    h = h.apply("done")
    assert h.players[0].military_hand == ("m-I-legion", "m-I-phalanx")
    assert h.mil_discard == ("m-I-rats", "m-I-raiders")
    assert h.decision.kind == "turn"


def test_the_limit_is_checked_even_without_a_political_action():
    g = position(["m-I-legion", "m-I-phalanx", "m-I-fighting-band"])
    assert g.apply("pass").decision.kind == "military-discard"


def test_unused_military_actions_draw_cards_after_production_at_most_three():
    """1 card per unused red token, at most 3, drawn after production (PL L1614-1615, KI L1637-1638)."""
    g = position(at="turn")
    top = g.military[:2]
    h = g.apply("end")
    assert h.players[0].military_hand == top                 # Despotism: 2 red tokens unused
    g3 = give(position(at="turn"), 0, military_extra=2)      # 4 red tokens this turn
    assert len(g3.apply("end").players[0].military_hand) == 3


def test_spent_military_actions_draw_fewer():
    g = position(at="turn", techs=[["c-A-warriors", 1, 0], ["c-A-bronze", 2, 6]], idle=2)
    h = g.apply("recruit c-A-warriors")
    while h.decision.kind == "pay":
        h = h.apply(h.legal_actions()[0])
    assert len(h.apply("end").players[0].military_hand) == 1


def test_an_empty_military_deck_is_reshuffled_from_its_discards():
    g = position(at="turn")
    deck = g.military
    g = g.edit(military=(), mil_discard=deck)
    h = g.apply("end")
    assert len(h.players[0].military_hand) == 2 and len(h.military) == len(deck) - 2 and h.mil_discard == ()


def test_the_end_of_age_one_retires_antiquity():
    """The last civil I card dealt ends Age I: Age A cards in hand, the Age A leader and the Age A wonder
    under construction leave play (its blue tokens back to the bank); military II replaces military I
    (PL L2312-2322, KI L2411-2424)."""
    g = position(at="turn", round=8)
    g = give(g, 0, hand=("c-A-pyramids", "c-I-iron"), leader="c-A-homer", building="c-A-colossus", stages=1, blue=17)
    g = g.edit(deck_i=g.deck_i[-1:], box=g.box + g.deck_i[:-1])
    assert g.age == "I"
    mil_ii = g.military_ii
    h = g.apply("end")                                   # P2's refill deals the last civil I card
    assert h.age == "II" and h.military == mil_ii and h.military_ii == ()
    p = h.players[0]
    assert p.hand == ("c-I-iron",) and p.leader == "" and p.building == "" and p.stages == 0
    assert p.blue + sum(t[2] for t in p.techs) == 18              # the stage's token is back in the bank
    assert {"c-A-pyramids", "c-A-homer", "c-A-colossus"} <= set(h.box)


def test_the_last_civil_ii_card_makes_it_the_last_round_and_the_age_iii_events_score():
    g = position(at="turn", round=20)
    g = g.edit(deck_a=(), deck_i=(), box=g.box + g.deck_a + g.deck_i + g.deck_ii[1:], deck_ii=g.deck_ii[:1])
    h = g.apply("end")
    assert h.last_round and h.age == "III"


def test_a_simple_position_cannot_hold_advanced_cards():
    with pytest.raises(DataError, match="military_hand"):
        tta.new_game(players=2, seed=1).edit(players={0: {"military_hand": ("m-I-rats",)}})


def test_the_event_piles_hold_players_plus_two_in_every_custom_start():
    g = tta.new_game(players=2, game="advanced", seed=3)
    with pytest.raises(DataError, match="players \\+ 2"):
        g.edit(events=g.events[1:])


def test_an_advanced_game_saves_and_reads_back():
    g = position(["m-I-crusades", "m-I-rats", "m-I-legion"])
    h = g.apply("future m-I-crusades")
    back = tta.Game.from_dict(h.to_dict())
    assert back == h and back.decision.kind == h.decision.kind


# == the Advanced game's options (one per ambiguity; each changes an outcome) ==============================
def test_amb_19_the_military_hand_limit_counts_every_red_token_or_the_unspent_ones():
    """⚠AMB-19: an aggression's military actions spent at the political action leave fewer unspent; the
    limit is the total by default. Shown with a spent red token from a custom start."""
    hand = ["m-I-crusades", "m-I-legion"]
    total = position(hand).edit(players={0: {"military_spent": 1}})
    assert total.apply("pass").decision.kind == "turn"                         # 2 cards, limit 2
    unspent = build({"start": {"players": 2, "game": "advanced", "round": 4, "at": "political",
                               "options": {"military_hand_limit": "unspent"}, "events": CURRENT,
                               "player": [{"seat": 0, "military_hand": hand, "military_spent": 1}]}}, "test")
    assert unspent.apply("pass").decision.kind == "military-discard"            # 2 cards, limit 2 - 1


def test_amb_31_development_of_politics_is_dealt_or_left_out():
    def dealt(opts):
        return {c for seed in range(12) for c in tta.new_game(players=4, game="advanced", seed=seed,
                                                               options=opts).events}
    assert "m-A-development-of-politics" in dealt(None)
    assert "m-A-development-of-politics" not in dealt({"development_of_politics": "out"})


def test_amb_34_an_age_end_discards_the_military_hand_s_older_cards_or_keeps_them():
    def ended(opts):
        start = {"players": 2, "game": "advanced", "round": 14, "age": "II", "at": "turn", "events": CURRENT,
                 "player": [{"seat": 0, "military_hand": ["m-I-legion"], "hand": ["c-I-iron"]}]}
        if opts:
            start["options"] = opts
        g = build({"start": start}, "test")
        g = g.edit(deck_ii=g.deck_ii[-1:], box=g.box + g.deck_ii[:-1])
        return g.apply("end").players[0]              # P2's refill deals the last civil II card: Age II ends
    assert ended(None).military_hand[:1] != ("m-I-legion",) and ended(None).hand == ()
    kept = ended({"age_end_hand": "civil"})
    assert kept.military_hand[:1] == ("m-I-legion",) and kept.hand == ()


# == broken Advanced starts are refused naming the field ====================================================
@pytest.mark.parametrize("start,field", [
    ({"players": 2, "at": "political"}, "at"),                                       # Simple: no political action
    ({"players": 2, "military": ["m-I-rats"]}, "military"),                           # Simple: no military deck
    ({"players": 2, "game": "advanced", "age": "II", "round": 2}, "age"),             # Age II cannot have begun
    ({"players": 2, "game": "advanced", "events": ["m-A-no-event"]}, "events"),       # 1 + 0 events, not 4
    ({"players": 2, "game": "advanced", "player": [{"seat": 0, "pact": ["m-II-scientific-cooperation", 0]}]},
     "pact"),
    ({"players": 2, "game": "advanced", "player": [{"seat": 0, "military_hand": ["c-A-bronze"]}]}, "military_hand"),
    ({"players": 2, "game": "advanced", "player": [{"seat": 0, "colonies": ["m-I-legion"]}]}, "colonies"),
    ({"players": 2, "game": "advanced", "player": [{"seat": 0, "military_hand": ["m-I-nowhere"]}]}, "military_hand"),
    ({"players": 2, "game": "expert"}, "game"),
])
def test_a_broken_advanced_start_is_refused_naming_the_field(start, field):
    with pytest.raises(DataError, match=field):
        build({"start": start}, "broken.toml")


def test_the_advanced_outcome_names_the_age_iii_events_not_the_simple_bonus():
    import random
    g, rng = tta.new_game(players=2, game="advanced", seed=5), random.Random(5)
    while not g.is_over:
        g = g.apply(rng.choice(g.legal_actions()))
    assert "the Age III events scored" in g.outcome() and "final bonus" not in g.outcome()
