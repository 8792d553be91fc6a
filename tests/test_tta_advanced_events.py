"""The Advanced game's military events of Ages I and II (PL 2.4.2, rb.RESOLVE_EVENTS, L1740-1768,
KI L1823-1828; HU 1506-1541) and the Age III events scored at its end (rb.END_ADVANCED, PL
L2324-2330; appendix G-4, rb.AGE_III_EVENTS, PL L2877-2884; HU 2532-2539).

Each event is revealed the way play reveals it: the player whose turn it is puts a territory
from the military hand on the future events, which reveals the top current event (PL L1713-1737).
"""

from __future__ import annotations

import pytest

import rulekit.tta as tta
from rulekit.core.errors import DataError
from rulekit.tta.decisions import Turn, advanced
from rulekit.tta.invariants import invariants
from rulekit.tta.rules import finale, ranking

PLAYED = "m-I-historic-territory"
START = (("c-A-agriculture", 2, 0), ("c-A-bronze", 2, 0), ("c-A-philosophy", 1, 0), ("c-A-religion", 0, 0),
         ("c-A-warriors", 1, 0))


def civ(idle=1, farm=2, mine=2, lab=1, temple=0, warriors=1, food=0, ore=0, extra=(), **fields) -> dict:
    """A civilization's fields: the starting cards with these workers (and ``food``/``ore`` blue tokens on
    the farm and mine), the yellow bank holding the rest of the 25 tokens, the blue bank the rest of 18."""
    techs = (("c-A-agriculture", farm, food), ("c-A-bronze", mine, ore), ("c-A-philosophy", lab, 0),
             ("c-A-religion", temple, 0), ("c-A-warriors", warriors, 0)) + tuple(extra)
    workers = sum(t[1] for t in techs)
    out = {"techs": techs, "idle": idle, "yellow": 25 - idle - workers, "blue": 18 - sum(t[2] for t in techs)}
    out.update(fields)
    return out


def _lift(g, card):
    found = {}
    for field in ("deck_a", "deck_i", "deck_ii", "military", "military_ii", "events", "mil_discard", "box"):
        pile = getattr(g, field)
        if card in pile:
            rest = list(pile)
            rest.remove(card)
            found[field] = tuple(rest)
    if card in g.row:
        found["row"] = tuple("" if c == card else c for c in g.row)
    return g.edit(**found) if found else g


def _lift_civs(g, civs):
    """``g`` with every card the civilizations ``civs`` are given lifted from where it lies."""
    for c in civs:
        for field in ("colonies", "specials", "wonders", "extra", "leader", "government"):
            found = c.get(field, ())
            for card in ((found,) if isinstance(found, str) else found):
                card = card if isinstance(card, str) else card[0]
                if card and card != "c-A-despotism":
                    g = _lift(g, card)
    return g


def revealing(card, players=3, current=0, civs=None, **fields):
    """A game where P``current+1`` is about to take a political action that reveals ``card`` (the top
    current event): it holds a territory to put on the future events."""
    g = tta.new_game(players=players, game="advanced", seed=1)
    g = _lift(_lift(_lift_civs(g.edit(**fields), (civs or {}).values()), card), PLAYED)
    g = g.edit(events=(card,) + g.events[1:], box=g.box + g.events[:1])
    civs = {k: dict(v) for k, v in (civs or {}).items()}
    civs.setdefault(current, {})["military_hand"] = (PLAYED,)
    return g.edit(players=civs, round=3, current=current,
                  tasks=(advanced.Political(current), advanced.Excess(current), Turn(current)))


def reveal(g):
    """The position once the political action has revealed the event (its culture for the played card
    included: +1 to the player whose turn it is)."""
    out = g.apply(f"future {PLAYED}")
    assert g.events[0] in out.past
    return out


def culture(g):
    return tuple(p.culture for p in g.players)


# -- rankings ---------------------------------------------------------------------------------------
def test_ties_go_to_the_player_whose_turn_comes_sooner():
    """All tied: the player whose turn it is is the strongest, the one who just played the weakest
    (PL L1746-1753, KI L1823-1825; ⚠AMB-28)."""
    assert ranking.order((3, 3, 3, 3), current=2) == (2, 3, 0, 1)
    assert ranking.top((3, 3, 3, 3), 2, count=2) == (2, 3)
    assert ranking.bottom((3, 3, 3, 3), 2) == (1,)
    assert ranking.bottom((3, 3, 3, 3), 2, count=2) == (0, 1)
    assert ranking.order((1, 5, 5), current=0) == (1, 2, 0)     # the value first, then the turn order
    assert ranking.order((1, 5, 5), current=2) == (2, 1, 0)


def test_two_players_the_two_strongest_is_the_strongest():
    """2 players: "the two strongest" = the strongest, "the two weakest" = the weakest (PL L1759, KI
    L1827-1828; HU 1522)."""
    assert ranking.top((4, 9), 0, count=2) == (1,)
    assert ranking.bottom((4, 9), 0, count=2) == (0,)
    assert ranking.top((4, 9, 1), 0, count=2) == (1, 0)


def test_cold_war_with_two_players_gives_science_to_one():
    g = reveal(revealing("m-II-cold-war", players=2, civs={1: civ(idle=0, warriors=2)}))
    assert [p.science for p in g.players] == [0, 6]
    g = reveal(revealing("m-II-cold-war", players=3, civs={1: civ(idle=0, warriors=2)}))
    assert [p.science for p in g.players] == [6, 6, 0]      # P1 (its turn) beats the tied P3


# -- Age I ------------------------------------------------------------------------------------------
def test_crusades_strongest_gains_weakest_loses_what_it_has():
    """All tied at strength 1: P2's turn makes P2 the strongest and P1 (who just played) the weakest; the
    weakest has 2 culture and loses them all, not 4 (PL L1760-1761)."""
    g = reveal(revealing("m-I-crusades", current=1, civs={0: civ(culture=2), 2: civ(culture=9)}))
    assert culture(g) == (0, 1 + 4, 9)


def test_barbarians_hit_the_culture_leader_only_among_the_two_weakest():
    # 3 players: P3 leads in culture and is the second weakest (P2 strongest; P1's turn beats P3's tie)
    g = revealing("m-I-barbarians", civs={1: civ(idle=0, warriors=2), 2: civ(culture=10)})
    assert reveal(g).players[2].idle == 0 and reveal(g).players[2].yellow == g.players[2].yellow + 1
    # 2 players: "the two weakest" is the weakest alone; the culture leader is the strongest
    g = revealing("m-I-barbarians", players=2, civs={0: civ(culture=10)})
    assert reveal(g).players[0].idle == 1


def test_population_loss_without_an_unused_worker_is_the_losers_choice():
    """Reign of Terror: the weakest, with no unused worker, chooses which card's worker goes back to the
    yellow bank (PL L1761-1765, L2890-2892; ⚠AMB-35)."""
    g = reveal(revealing("m-I-reign-of-terror", civs={2: civ(idle=0)}))
    assert g.tasks[0].kind == "lose-worker" and g.tasks[0].player == 2
    assert sorted(str(a) for a in g.legal_actions()) == [
        "choose c-A-agriculture", "choose c-A-bronze", "choose c-A-philosophy", "choose c-A-warriors"]
    out = g.apply("choose c-A-philosophy")
    p = out.players[2]
    assert p.workers_on("c-A-philosophy") == 0 and p.yellow == g.players[2].yellow + 1
    assert out.tasks[0] == Turn(0)
    invariants(out, g)


def test_pestilence_takes_an_unused_worker_first_and_asks_in_turn_order():
    g = reveal(revealing("m-I-pestilence", current=1, civs={0: civ(idle=0), 1: civ(idle=0), 2: civ(idle=2)}))
    assert g.players[2].idle == 1                                     # an unused worker: no question
    assert [(t.kind, t.player) for t in g.tasks[:2]] == [("lose-worker", 1), ("lose-worker", 0)]
    g = g.apply("choose c-A-warriors").apply("choose c-A-bronze")
    assert g.players[1].workers_on("c-A-warriors") == 0 and g.players[0].workers_on("c-A-bronze") == 1


def test_border_conflict_the_weakest_chooses_its_lost_building():
    g = reveal(revealing("m-I-border-conflict", civs={0: civ(idle=0, warriors=2), 2: civ(temple=1, idle=0)}))
    assert g.players[0].held["mine"] == 3                              # the strongest: 3 resources
    step = g.tasks[0]
    assert (step.kind, step.player, step.victim) == ("lose-building", 2, 2)
    assert "destroy c-A-warriors" not in {str(a) for a in g.legal_actions()}   # units are no building
    out = g.apply("destroy c-A-religion")
    assert out.players[2].workers_on("c-A-religion") == 0 and out.players[2].idle == 1


def test_terrorism_the_least_cultured_destroys_an_urban_building_of_each_other():
    g = revealing("m-II-terrorism", current=1, civs={0: civ(culture=1, temple=1, idle=0), 1: civ(culture=5),
                                                     2: civ(culture=5)})
    g = reveal(g)
    # P1 destroys; P2 and P3 have one urban building each (a lab): nothing to choose; P1's own stay
    assert [p.workers_on("c-A-philosophy") for p in g.players] == [1, 0, 0]
    assert g.players[0].workers_on("c-A-religion") == 1 and g.tasks[0] == Turn(1)


def test_terrorism_asks_the_chooser_about_each_civilization_in_turn_order():
    g = revealing("m-II-terrorism", current=1, civs={0: civ(culture=1), 1: civ(culture=5, temple=1, idle=0),
                                                     2: civ(culture=5, temple=1, idle=0)})
    g = reveal(g)
    assert [(t.kind, t.player, t.victim) for t in g.tasks[:2]] == [("lose-building", 0, 1), ("lose-building", 0, 2)]
    g = g.apply("destroy c-A-religion").apply("destroy c-A-philosophy")
    assert g.players[1].workers_on("c-A-religion") == 0 and g.players[2].workers_on("c-A-philosophy") == 0
    assert g.players[1].idle == 1 and g.players[2].idle == 1


def test_foray_the_two_strongest_choose_their_mix():
    g = reveal(revealing("m-I-foray", civs={2: civ(idle=0, warriors=2)}))
    assert [(t.kind, t.player) for t in g.tasks[:2]] == [("mix", 0), ("mix", 2)]     # from P1, whose turn it is
    assert len(g.legal_actions()) == 4
    g = g.apply("choose 1food+2resources").apply("choose 3food+0resources")
    assert (g.players[0].held["farm"], g.players[0].held["mine"]) == (1, 2)
    assert (g.players[2].held["farm"], g.players[2].held["mine"]) == (3, 0)
    assert g.players[1].held == {"farm": 0, "mine": 0}


def test_raiders_the_weakest_give_what_they_have():
    """Two weakest each lose 2 food and/or resources: P3 holds just 1 food (gives it), P2 picks the mix."""
    g = revealing("m-I-raiders", civs={0: civ(idle=0, warriors=2), 1: civ(food=2, ore=2), 2: civ(food=1)})
    g = reveal(g)
    assert g.players[2].held["farm"] == 0                              # no choice: all it has
    assert {str(a) for a in g.legal_actions()} == {"choose 2food+0resources", "choose 1food+1resources",
                                                   "choose 0food+2resources"}
    assert "not a mix" in str(g.why_not("choose 3food+0resources")) and "first chooses the mix" in str(g.why_not("end"))
    g = g.apply("choose 1food+1resources")
    assert g.players[1].held == {"farm": 1, "mine": 1}


def test_rats_and_the_harvests():
    g = reveal(revealing("m-I-rats", civs={1: civ(food=4, ore=1)}))
    assert g.players[1].held == {"farm": 0, "mine": 1} and g.players[1].blue == 17
    g = reveal(revealing("m-I-good-harvest", civs={1: civ(farm=3, idle=0)}))
    assert [p.held["farm"] for p in g.players] == [2, 3, 2] and [p.held["mine"] for p in g.players] == [0, 0, 0]
    g = reveal(revealing("m-I-new-deposits"))
    assert [p.held["mine"] for p in g.players] == [2, 2, 2]


def test_economic_progress_eats_and_starves():
    """Farms and mines produce, then the civilization eats: nothing while the yellow bank's first region
    holds a token, 1 food once it is empty; a missing food costs 4 culture (PL L1388-1394, L1438-1439)."""
    g = reveal(revealing("m-II-economic-progress", civs={1: civ(farm=0, idle=5, culture=6), 2: civ(idle=3)}))
    assert [p.held["farm"] for p in g.players] == [2, 0, 1]
    assert [p.held["mine"] for p in g.players] == [2, 2, 2]
    assert culture(g) == (1, 2, 0)


def test_economic_progress_takes_corruption():
    """The mines produce, then corruption takes resources as in production (PL L2194-2206): P2's blue bank,
    8 tokens with 10 food on its farm, is down to 4 after producing: 4 resources due, it gives the 2 it has."""
    g = reveal(revealing("m-II-economic-progress", civs={1: civ(food=10)}))
    assert g.players[1].held == {"farm": 12, "mine": 0} and g.players[1].blue == 6
    assert g.players[0].held == {"farm": 2, "mine": 2}


def test_rates_scored_at_once():
    g = reveal(revealing("m-I-cultural-influence", civs={1: civ(temple=1, idle=0)}))
    assert culture(g) == (1, 1, 0)
    g = reveal(revealing("m-I-scientific-breakthrough", civs={1: civ(lab=2, idle=0)}))
    assert [p.science for p in g.players] == [1, 2, 1]
    g = reveal(revealing("m-II-popularization-of-science", civs={1: civ(lab=2, idle=0)}))
    assert culture(g) == (2, 2, 1)


def test_immigration_lets_tied_civilizations_all_benefit():
    """Immigration: the civilizations with the most happy faces all gain 1 population (PL L1756-1757)."""
    g = reveal(revealing("m-I-immigration", civs={1: civ(temple=1, idle=0), 2: civ(temple=1, idle=0)}))
    assert [p.idle for p in g.players] == [1, 1, 1]
    assert g.players[1].yellow == 25 - 7 - 1


def test_uncertain_borders_moves_a_yellow_token_between_civilizations():
    g0 = revealing("m-I-uncertain-borders", current=2)
    g = reveal(g0)                           # all tied: P3 (its turn) strongest, P2 (just played) weakest
    assert (g.players[1].yellow, g.players[1].extra_yellow) == (17, -1)
    assert (g.players[2].yellow, g.players[2].extra_yellow) == (19, 1)
    invariants(g, g0)


def test_crime_wave_takes_culture_and_a_blue_token():
    g = reveal(revealing("m-II-crime-wave", civs={0: civ(culture=2, idle=0, warriors=2), 1: civ(culture=5)}))
    assert culture(g) == (2 + 1, 2, 0)
    assert [p.blue for p in g.players] == [18, 17, 17] and [p.extra_blue for p in g.players] == [0, -1, -1]


@pytest.mark.parametrize("reading, lost", [("bank", 0), ("bank-then-card", 1)])
def test_crime_wave_with_an_empty_blue_bank(reading, lost):
    """⚠AMB-X16: P2 and P3's blue tokens all lie on their farm and mine; the default takes none, the other
    reading one from the card the loser chooses (P3's, on one card only, is taken without asking)."""
    g = revealing("m-II-crime-wave", civs={0: civ(idle=0, warriors=2), 1: civ(food=10, ore=8),
                                           2: civ(food=18)}, options=tta.Options(lost_blue_token=reading))
    g = reveal(g)
    assert g.players[2].held["farm"] == 18 - lost
    if lost:
        assert (g.tasks[0].kind, g.tasks[0].player) == ("lose-blue", 1)
        g = g.apply("choose c-A-bronze")
    assert g.players[1].held == {"farm": 10, "mine": 8 - lost}
    assert [p.extra_blue for p in g.players] == [0, -lost, -lost]


def test_national_pride_and_refugees():
    g = reveal(revealing("m-II-national-pride", current=1, civs={0: civ(culture=4), 1: civ(culture=2),
                                                                 2: civ(culture=4)}))
    assert culture(g) == (4, 3, 9)            # P1 and P3 tied at 4: after P2's turn P3's comes sooner
    g = reveal(revealing("m-II-national-pride", current=1, civs={0: civ(culture=4), 1: civ(culture=3)}))
    assert culture(g) == (4, 9, 0)            # P2 reaches 4 with its played card: its turn wins the tie
    g = reveal(revealing("m-II-refugees", civs={1: civ(culture=1, idle=0, warriors=2), 2: civ(culture=5)}))
    assert culture(g) == (1, 4, 2) and [p.idle for p in g.players] == [1, 1, 0]


def test_iconoclasm_discards_leaders_of_other_ages():
    g = tta.new_game(players=3, game="advanced", seed=1)
    aged = {"deck_i": (), "box": g.box + g.deck_i}                      # Age II: civil I is dealt out
    g = revealing("m-II-iconoclasm", civs={0: civ(leader="c-A-julius-caesar", military_spent=2),
                                           1: civ(leader="c-II-isaac-newton")}, **aged)
    assert g.age == "II"
    out = reveal(g)
    assert out.players[0].leader == "" and "c-A-julius-caesar" in out.box
    assert out.players[1].leader == "c-II-isaac-newton"
    # Caesar's red token goes: P1 had 3, 2 spent, and says whether the lost one is a spent one (PL L987-989)
    assert tta.rules.military_total(out.players[0]) == 2 and (out.tasks[0].kind, out.tasks[0].player) == ("lose", 0)
    assert out.apply("choose spent").players[0].military_spent == 1


# -- the Age III events at the end -------------------------------------------------------------------
def _players(*civs):
    g = _lift_civs(tta.new_game(players=len(civs), game="advanced", seed=1), civs)
    return g.edit(players=dict(enumerate(civs)))


def test_ranking_finales_break_ties_as_in_the_start_players_turn():
    """Impact of Strength / Science score by place; at the end ties break as if it were the start player's
    turn (PL L2883-2884; HU 2538-2539), whoever played last."""
    g = _players(civ(), civ(idle=0, warriors=2), civ(), civ()).edit(current=3, tasks=(Turn(3),))
    assert finale.score(g.players, "m-III-impact-of-strength", g.level, g.options) == (10, 15, 5, 0)
    g = _players(civ(lab=2, idle=0), civ())
    assert finale.score(g.players, "m-III-impact-of-science", g.level, g.options) == (10, 0)


@pytest.mark.parametrize("card, civs, expected", [
    ("m-III-impact-of-agriculture", (civ(), civ(farm=4, idle=0, mine=0)), (2, 4)),
    ("m-III-impact-of-industry", (civ(), civ(mine=0, idle=3)), (2, 0)),
    ("m-III-impact-of-architecture", (civ(temple=1, idle=0), civ(extra=(("c-I-theology", 1, 0),), idle=0)), (0, 1)),
    ("m-III-impact-of-competition", (civ(), civ(extra=(("c-I-swordsmen", 1, 0),), idle=0)), (0, 1)),
    ("m-III-impact-of-colonies", (civ(), civ(colonies=("m-I-historic-territory",))), (0, 4)),
    ("m-III-impact-of-government", (civ(), civ(government="c-I-monarchy")), (2 * 4 + 2, 2 * 5 + 3)),
    ("m-III-impact-of-progress", (civ(specials=("c-I-warfare",)), civ(government="c-II-republic",
                                                                     specials=("c-II-navigation",))), (2, 8)),
    ("m-III-impact-of-technology", (civ(specials=("c-I-warfare",)), civ(specials=("c-II-navigation",),
                                                                        government="c-II-republic")), (0, 8)),
    ("m-III-impact-of-wonders", (civ(wonders=("c-A-pyramids", "c-I-taj-mahal")), civ(wonders=("c-II-eiffel-tower",))),
     (5 + 4, 3)),
])
def test_each_finale_card_scores_what_it_says(card, civs, expected):
    g = _players(*civs)
    assert finale.score(g.players, card, g.level, g.options) == expected


def test_the_end_scores_the_four_age_iii_events():
    """The last turn of the last round ends the game: each Age III event revealed at setup adds its culture,
    ties broken as in the start player's turn, and goes to the past events (PL L2324-2330, L2883-2884)."""
    cards = ("m-III-impact-of-strength", "m-III-impact-of-colonies", "m-III-impact-of-wonders",
             "m-III-impact-of-industry")
    g = tta.new_game(players=3, game="advanced", seed=1)
    for c in cards:
        g = _lift(g, c)
    g = g.edit(finale=cards, box=g.box + tuple(c for c in g.finale if c not in cards))
    g = _lift_civs(g, [civ(wonders=("c-A-pyramids",))])
    g = g.edit(players={0: civ(wonders=("c-A-pyramids",)), 1: civ(idle=0, warriors=2), 2: civ(mine=0, idle=3)},
               round=14, last_round=True, current=2, tasks=(Turn(2),))
    out = g.apply("end")
    assert out.is_over and set(cards) <= set(out.past)
    # strength: P2 first; P1 and P3 tied at 1, P1 (the start player) ahead; wonders: Pyramids 5; industry
    assert out.scores() == (7 + 5 + 2, 14 + 2, 0 + 0)


@pytest.mark.parametrize("card, civs, options, answer", [
    ("m-I-reign-of-terror", {2: civ(idle=0)}, {}, "choose c-A-bronze"),
    ("m-I-foray", {}, {}, "choose 2food+1resources"),
    ("m-I-border-conflict", {2: civ(temple=1, idle=0)}, {}, "destroy c-A-religion"),
    ("m-II-crime-wave", {0: civ(idle=0, warriors=2), 1: civ(food=10, ore=8)}, {"lost_blue_token": "bank-then-card"},
     "choose c-A-agriculture"),
])
def test_a_game_waiting_on_an_events_decision_saves_and_reads_back(card, civs, options, answer):
    g = reveal(revealing(card, civs=civs, options=tta.Options(**options)))
    back = tta.Game.from_dict(g.to_dict())
    assert back == g and back.decision.kind == g.decision.kind
    assert back.apply(answer) == g.apply(answer)


def test_four_players_the_two_weakest_are_asked_in_turn_order():
    """All tied, P2's turn: P2, P3, P4, P1 from the strongest; the two weakest are P4 and P1, asked P4
    first (the turn order from P2), each choosing its mix (PL L1746-1753)."""
    g = reveal(revealing("m-I-raiders", players=4, current=1, civs={k: civ(food=2, ore=2) for k in range(4)}))
    assert [(t.kind, t.player) for t in g.tasks[:2]] == [("mix", 3), ("mix", 0)]
    g = g.apply("choose 2food+0resources").apply("choose 0food+2resources")
    assert [p.held["farm"] for p in g.players] == [2, 2, 2, 0]
    assert [p.held["mine"] for p in g.players] == [0, 2, 2, 2]


def test_international_agreement_takes_cards_worth_five_and_gives_up_the_next_political_action():
    """The strongest (P2, not the player whose turn it is) takes cards worth up to 5 civil actions from the
    row at no action cost; the row is refilled without clearing its first slots, and P2's next political
    action is given up, even with an event in hand (card text, cards_military_II.toml)."""
    g = revealing("m-II-international-agreement", civs={1: civ(idle=0, warriors=2)})
    g = _lift(g, "m-I-rats")
    g = reveal(g.edit(players={1: {"military_hand": ("m-I-rats",)}}))
    assert (g.tasks[0].kind, g.tasks[0].player, g.tasks[0].left) == ("agreement", 1, 5)
    row = g.row
    far = next(k for k in (10, 11, 12, 13) if f"take {k}" in {str(a) for a in g.legal_actions()})
    g = g.apply(f"take {far}")                              # 3 civil actions' worth
    legal = {str(a) for a in g.legal_actions()}
    assert g.tasks[0].left == 2 and not legal & {"take 10", "take 11", "take 12", "take 13"}   # 3 > 2
    mid = next(k for k in (6, 7, 8, 9) if f"take {k}" in legal)
    g = g.apply(f"take {mid}").apply("done")                # 2 more: 5 in all
    p = g.players[1]
    assert p.hand == (row[far - 1], row[mid - 1]) and p.fresh == () and p.civil_spent == 0
    assert g.row[:4] == row[:4] and all(g.row)             # refilled, the first slots kept
    g = g.apply("end")                                      # P1's turn ends; P2's political action is given up
    assert (g.decision.kind, g.decision.player) == ("turn", 1) and g.players[1].military_hand == ("m-I-rats",)
    assert not g.scheduled


def test_ravages_of_time_turns_a_wonder_face_down():
    """Each player turns a completed Age A or I wonder face down, choosing which: it loses its effects
    (the Pyramids' civil action) and produces 2 culture instead (card text, cards_military_II.toml)."""
    civs = {0: civ(wonders=("c-A-pyramids", "c-I-taj-mahal")), 1: civ(wonders=("c-A-colossus", "c-II-eiffel-tower"))}
    g = reveal(revealing("m-II-ravages-of-time", civs=civs))
    assert g.players[1].face_down == ("c-A-colossus",)          # the only one of Age A or I: no question
    assert tta.rules.strength(g.players[1]) == 1 and tta.rules.culture_rate(g.players[1]) == 4 + 2
    assert (g.tasks[0].kind, g.tasks[0].player) == ("ravage", 0)
    assert {str(a) for a in g.legal_actions()} == {"choose c-A-pyramids", "choose c-I-taj-mahal"}
    before = tta.rules.civil_total(g.players[0])
    g = g.apply("choose c-A-pyramids")
    p = g.players[0]
    assert p.face_down == ("c-A-pyramids",) and tta.rules.civil_total(p) == before - 1
    assert tta.rules.culture_rate(p) == 3 + 2
    back = tta.Game.from_dict(g.to_dict())
    assert back == g and back.players[0].face_down == ("c-A-pyramids",)


def test_a_start_refuses_a_face_down_wonder_it_has_not_completed():
    g = tta.new_game(players=2, game="advanced", seed=1)
    with pytest.raises(DataError, match="face_down"):
        g.edit(players={0: {"face_down": ("c-A-pyramids",)}})


def test_international_agreement_declined_costs_nothing():
    """Taking no card gives nothing up: the row stays as it was and no political action is forgone."""
    g = revealing("m-II-international-agreement", current=1, civs={1: civ(idle=0, warriors=2)})
    g = reveal(g)
    assert (g.tasks[0].kind, g.tasks[0].player) == ("agreement", 1)
    out = g.apply("done")
    assert out.row == g.row and not out.scheduled and out.decision.kind == "turn"
