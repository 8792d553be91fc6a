"""The Civilization engine: setup with the new civilizations, each action legal and illegal (the
state unchanged, the rule named), and seeded random games to the end with invariants and JSON."""

import json
import random

from dataclasses import replace

import pytest

import rulekit.civ as cv
from rulekit.civ import board as bd
from rulekit.civ import rulebook as rb
from rulekit.civ.decisions import Step
from rulekit.civ.decisions.judges import StartOfTurn
from rulekit.civ.state import City, Figure, catalog
from rulekit.core import conformance
from rulekit.core.errors import IllegalAction


def game(*civs, seed=1, **kw):
    return cv.new_game(players=len(civs), civs=civs, seed=seed, **kw)


def at(g, kind, seat, **context):
    """The same position with ``seat`` to decide ``kind`` (a phase's decision; a battle's loot in Movement,
    the one phase it arises in)."""
    phase = kind if kind in ("start", "city", "movement", "research") else \
        "movement" if kind in ("loot", "take", "steal", "barbarians") else g.phase
    return g.edit(phase=phase, tasks=(Step.KINDS[kind](seat, **context),))


def refused(g, action, ref):
    before = g.snapshot()
    err = g.why_not(action)
    assert err is not None and err.rule.ref == ref, (action, err)
    with pytest.raises(IllegalAction):
        g.apply(action)
    assert g.snapshot() == before
    return err


# -- setup -----------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_for_each_player_count(n):
    g = cv.new_game(players=n, seed=n)
    assert (g.turn, g.phase, g.to_move) == (1, "start", 0)
    assert sum(1 for c in g.cities if c.is_capital) == n
    assert len(g.market) == 4 and len(g.explored) == n
    if n == 5:
        assert len(g.board.hole) == 16
    cv.invariants(g, g)


def test_arabia_needs_the_investment_deck_and_starts_rich():
    with pytest.raises(IllegalAction) as err:
        game("Arabs", "Romans", investments=False)
    assert err.value.rule.ref == rb.INVESTMENT_DECK.ref
    g = game("Arabs", "Romans")
    arab = g.players[0]
    assert arab.resources == ("incense", "iron", "silk", "wheat")
    assert arab.tech_names == ("Mathematics",) and arab.techs[0][1] == 1          # AMB-X10: bottom row
    assert game("Arabs", "Romans", options={"starting_tech_row": "printed"}).players[0].techs[0][1] == 2


def test_greece_starts_in_democracy_and_india_with_a_metropolis():
    g = game("Greeks", "Indians")
    assert g.players[0].government == "Democracy" and g.players[1].government == "Despotism"
    metro = next(c for c in g.cities if c.owner == 1)
    assert metro.kind == "metropolis" and metro.centres in bd.india_placements(g.board, "Indians")
    assert len(bd.outskirts(metro.centres)) == 10
    placements = {game("Greeks", "Indians", india_placement=k).cities[1].centres for k in range(4)}
    assert len(placements) == 4


def test_spain_places_three_figures_never_three_on_a_square():
    g = game("Spanish", "Romans")
    mine = [f for f in g.figures if f.owner == 0]
    assert len(mine) == 3 and sum(f.white for f in mine) == 1 and g.players[0].stacking == 2
    assert max(sum(1 for f in mine if f.pos == m.pos) for m in mine) == 2


def test_america_draws_a_great_person_and_egypt_takes_a_wonder():
    g = game("Americans", "Egyptians")
    assert len(g.players[0].gp_cards) == 1 and g.players[0].gp_cards[0][1] is False
    assert len(g.players[0].gp_pool) == 1
    assert sum(n for _, n in g.gp_markers) == sum(catalog().gp_markers.values()) - 1
    assert len(g.wonders_built) == 1 and catalog().wonders[g.wonders_built[0][2]][0] == "ancient"
    eras = [catalog().wonders[w][0] for w in g.market]
    assert eras == ["ancient"] * 3 + ["medieval"] and len(g.wonder_deck) == 7
    plain = game("Romans", "Greeks")
    assert [catalog().wonders[w][0] for w in plain.market] == ["ancient"] * 4 and len(plain.wonder_deck) == 8
    assert game("Americans", "Romans", great_people=False).players[0].gp_cards == ()


# -- Start of Turn: investing, government, Teacher, Seven Cities --------------------------------

def test_investing_one_coin_a_turn():
    g = game("Romans", "Greeks")
    refused(g, "invest Infrastructure", rb.INVEST.ref)                   # no coin tokens
    rich = g.edit(players={0: {"coins": 5}})
    after = rich.apply("invest Military-Industrial_Complex")
    p = after.players[0]
    assert p.coins == 4 and p.invested_markers("Military-Industrial Complex") == 1
    assert after.coins_of(0) == 4 and after.investment_supply() == 22
    refused(after, "invest Infrastructure", rb.INVEST.ref)               # one a turn


def test_fifteen_coins_win_but_investments_do_not_count():
    g = game("Romans", "Greeks")
    g = g.edit(players={0: {"coins": 14, "investments": tuple((c, 3 if c == "Infrastructure" else n)
                                                              for c, n in g.players[0].investments)}})
    assert g.coins_of(0) == 14 and not g.is_over
    pool = list(g.village_pool)
    pool.remove("village:Wealth")                          # the marker now lies on the map
    g = at(g, "movement", 0).edit(markers=tuple(sorted((((0, 1), "village", "village:Wealth"),) + g.markers)),
                                  village_pool=tuple(pool))
    won = g.apply("move 1 0,1")
    assert won.is_over and (won.winner, won.victory) == (0, "economic") and won.legal_actions() == []


def test_government_change_goes_through_anarchy_unless_resistant():
    g = game("Romans", "Greeks")                       # Rome knows Code of Laws: Republic
    a = g.apply("government Republic")
    assert a.players[0].government == "Anarchy" and a.players[0].next_government == "Republic"
    r = g.edit(players={0: {"resistant": True}}).apply("government Republic")
    assert r.players[0].government == "Republic"
    fresh = g.edit(players={0: {"learned_last": "Code of Laws"}}).apply("government Republic")
    assert fresh.players[0].government == "Republic"


def test_teacher_teaches_a_level_one_tech_for_free_then_goes():
    g = game("Romans", "Greeks").edit(players={0: {"kept": ("teacher",)}})
    g = g.edit(kept_markers=("hut:Teacher",), hut_pool=tuple(_without(g.hut_pool, "hut:Teacher")))
    legal = [str(a) for a in g.legal_actions() if a.verb == "teacher"]
    assert legal and all(catalog().techs[x.split(" ", 1)[1].replace("_", " ")].level == 1 for x in legal)
    refused(g, "teacher Monarchy", rb.TEACHER.ref)
    after = g.apply("teacher Writing")
    assert after.players[0].knows("Writing") and after.players[0].trade == 0 and after.players[0].kept == ()
    assert "hut:Teacher" in after.marker_discard
    cv.invariants(after, g)


def test_seven_cities_gives_two_free_investments_next_turn():
    g = game("Romans", "Greeks").edit(players={0: {"pending": ("seven-cities",)}})
    g = g.edit(phase="research", tasks=())
    assert [t.kind for t in g.tasks] == ["start", "seven", "start"] and g.turn == 2 and g.first == 1
    g = g.apply("done")
    assert g.decision.kind == "seven" and g.to_move == 0
    g = g.apply("invest Infrastructure").apply("invest Infrastructure")
    assert g.players[0].invested_markers("Infrastructure") == 2 and g.players[0].coins == 0
    assert not g.players[0].invested                   # AMB-X6: the turn's own coin may still be invested


# -- City Management ---------------------------------------------------------------------------

def test_caravan_and_fortification_one_per_city():
    g = at(game("Romans", "Greeks"), "movement", 0)
    legal = {str(a) for a in g.legal_actions()}
    assert {"disband 2 caravan 1,1", "disband 1 fortify 1,1", "disband 1 none 1,1"} <= legal
    refused(g, "disband 2 fortify 1,1", rb.FORTIFY.ref)
    refused(g, "move 1 1,1", rb.DISBAND.ref)                             # AMB-X15: stopping there disbands
    c = g.apply("disband 2 caravan 1,1")                                 # CV-EX-3
    assert c.cities[0].marker == "caravan" and all(f.id != 2 for f in c.figures)
    assert c.fort_caravan_supply() == 14
    assert "disband 1 fortify 1,1" not in {str(a) for a in c.legal_actions()}
    stay = at(game("Romans", "Greeks", options={"stop_in_own_city": "stay"}), "movement", 0)
    assert stay.why_not("move 1 1,1") is None
    city = at(c, "city", 0)
    produce = {str(a) for a in city.legal_actions() if a.verb == "produce"}
    assert any(a.endswith("caravan") for a in produce)
    plain = at(game("Romans", "Greeks"), "city", 0)
    refused(plain, "produce 1,1 infantry caravan", rb.CARAVAN.ref)


def test_devoting_a_metropolis_gives_two_culture():
    g = at(game("Indians", "Romans"), "city", 0)
    centre = g.cities[0].centres[0]
    after = g.apply(f"arts {centre[0]},{centre[1]}")
    assert after.players[0].culture == 2
    r = at(game("Romans", "Greeks"), "city", 0).apply("arts 1,1")
    assert r.players[0].culture == 1
    refused(at(r, "city", 0, acted=((1, 1),)), "arts 1,1", rb.CITY_ACTIONS.ref)


def test_friendly_workers_add_four_production():
    g = at(game("Romans", "Greeks"), "city", 0).edit(players={0: {"kept": ("workers",)}})
    g = g.edit(kept_markers=("village:Friendly Workers",),
                village_pool=tuple(_without(g.village_pool, "village:Friendly Workers")))
    before = g.production((1, 1))
    after = g.apply("workers 1,1")
    assert after.production((1, 1)) == before + 4 and after.players[0].kept == ()
    cv.invariants(after, g)


# -- movement, huts, landmarks, battle -----------------------------------------------------------

def test_wagons_never_enter_huts_and_armies_take_them():
    g = at(game("Romans", "Greeks"), "movement", 0)
    g = g.edit(markers=(((0, 1), "hut", "hut:Silk"),) + g.markers,
                hut_pool=tuple(_without(g.hut_pool, "hut:Silk")))
    refused(g, "move 2 0,1", rb.EXPLORE.ref)
    after = g.apply("move 1 0,1")
    assert "silk" in after.players[0].resources and after.marker_at((0, 1)) is None
    cv.invariants(after, g)


def test_confucian_academy_gives_two_great_people():
    g = at(game("Romans", "Greeks"), "movement", 0)
    g = g.edit(markers=(((0, 1), "landmark", "Confucian Academy"),) + g.markers)
    refused(g, "move 2 0,1", rb.LANDMARK_SQUARE.ref)                     # a wagon needs an army there
    after = g.apply("move 1 0,1")
    assert len(after.players[0].gp_cards) == 2 and ("Confucian Academy", 0) in after.landmarks_claimed
    assert after.marker_at((0, 1)) is None


def test_greece_keeps_one_of_two_great_people():
    g = game("Greeks", "Romans").gain_gp(0)
    assert g.tasks[0].kind == "keep" and len(g.gp_offer) == 2
    first, second = g.gp_offer
    after = g.apply(f"keep {first.replace(' ', '_')}")
    assert after.players[0].gp_cards == ((first, False),) and after.gp_deck[-1] == (second, True)
    cv.invariants(after, after)


def test_no_marker_means_the_card_goes_to_the_bottom_and_the_draw_goes_on():
    g = game("Romans", "Greeks")
    rest = tuple(c for c in g.gp_deck if c[0] not in ("Archimedes", "Jim Henson"))
    # every scientist marker is taken: P2 holds four scientists, their markers in its pool
    held = tuple(n for n, _ in rest if g.gp_type(n) == "scientist")[:4]
    g = g.edit(gp_deck=(("Archimedes", False), ("Jim Henson", False)) + tuple(c for c in rest if c[0] not in held),
               gp_markers=tuple((t, 0 if t == "scientist" else n) for t, n in g.gp_markers),
               players={1: {"gp_cards": tuple((n, False) for n in held), "gp_pool": ("scientist",) * 4}})
    after = g.gain_gp(0)                                                  # CV-EX-5
    assert after.players[0].gp_cards == (("Jim Henson", False),)
    assert after.gp_deck[-1] == ("Archimedes", True)
    assert dict(after.gp_markers)["humanitarian"] == dict(g.gp_markers)["humanitarian"] - 1
    # no marker of any type in the supply (P2 holds them all): nothing can be drawn
    empty = g.edit(gp_markers=tuple((t, 0) for t, _ in g.gp_markers),
                   players={1: {"gp_pool": g.players[1].gp_pool + tuple(t for t, n in g.gp_markers for _ in range(n))}})
    assert empty.gain_gp(0).players[0].gp_cards == ()                     # CV-EX-32


def test_a_killed_marker_discards_cards_over_the_limit():
    g = game("Romans", "Greeks")
    rest = tuple(c for c in g.gp_deck if c[0] not in ("William Shakespeare", "Jerry Garcia"))
    markers = tuple((t, n - 2 if t == "artist" else n) for t, n in g.gp_markers)
    g = g.edit(gp_deck=rest, gp_markers=markers, gp_board=(((0, 1), 0, "artist"), ((0, 2), 0, "artist")),
               players={0: {"gp_cards": (("William Shakespeare", True), ("Jerry Garcia", False))}})
    cv.invariants(g, g)
    after = g.kill_gp((0, 1))                                             # CV-EX-8
    assert len(after.players[0].gp_cards) == 1 and after.gp_deck[-1][1] is True
    assert after.gp_deck[-1][0] in ("William Shakespeare", "Jerry Garcia")
    cv.invariants(after, g)


def test_using_a_great_person_needs_its_marker_on_the_board():
    """CV-EX-6 with a card the engine plays (Jerry Garcia: every city devoted to the arts, the card face
    up to the deck bottom); Mark Twain's cancelling needs a reaction window, so it is refused naming
    CV-B-25 even with the marker on the board."""
    g = game("Romans", "Greeks")
    rest = tuple(c for c in g.gp_deck if c[0] not in ("Jerry Garcia", "Mark Twain"))
    g = at(g.edit(gp_deck=rest, gp_markers=tuple((t, n - 2 if t == "artist" else n) for t, n in g.gp_markers),
                  players={0: {"gp_cards": (("Jerry Garcia", False), ("Mark Twain", False)),
                               "gp_pool": ("artist", "artist")}}), "city", 0)
    refused(g, "usegp Jerry_Garcia", rb.GP_NEEDS_MARKER.ref)      # CV-EX-6
    placed = g.apply("placegp artist 0,1")
    assert placed.why_not("usegp Jerry_Garcia") is None
    refused(placed, "usegp Mark_Twain", rb.GP_EFFECTS.ref)
    used = placed.apply("usegp Jerry_Garcia")
    assert ("Jerry Garcia", True) == used.gp_deck[-1] and len(used.players[0].gp_cards) == 1
    assert used.players[0].culture == placed.players[0].culture + 1          # one city (the capital): 1 culture
    assert used.why_not(f"arts {g.cities[0].centres[0][0]},{g.cities[0].centres[0][1]}") is not None   # its action


def _battle_position(units=("infantry", "infantry", "infantry")):
    g = game("Romans", "Spanish")
    figs = tuple(f for f in g.figures if f.owner == 0) + (Figure.at(3, 1, "army", (0, 1)),)
    return at(g.edit(figures=figs, players={1: {"units": units}, 0: {"trade": 5}}), "movement", 1)


def test_winning_in_the_open_gives_one_loot():
    g = _battle_position()
    after = g.apply("move 3 0,0")
    assert after.tasks[0].kind == "loot" and after.tasks[0].loot == 1 and after.to_move == 1
    assert not any(f.owner == 0 for f in after.figures)
    assert {str(a) for a in after.legal_actions()} == {"loot culture", "loot discard-coin", "loot resource",
                                                       "loot trade"}
    refused(after, "loot tech", rb.LOOT_SPEND.ref)
    spent = after.apply("loot trade")
    assert (spent.players[0].trade, spent.players[1].trade) == (2, 3)


def test_taking_a_capital_is_a_military_victory_and_a_fortification_defends():
    g = _battle_position()
    g = g.edit(figures=tuple(f for f in g.figures if f.owner == 1) + (Figure.at(1, 0, "army", (3, 3)),))
    g = g.edit(figures=tuple(Figure.at(f.id, f.owner, f.kind, (1, 2) if f.id == 3 else f.pos) for f in g.figures))
    won = g.apply("move 3 1,1")
    assert won.is_over and (won.winner, won.victory) == (1, "military")
    strong = g.edit(players={0: {"units": ("infantry", "infantry")}}, cities=(replace(g.cities[0], marker="fortification"),)
                                                                + g.cities[1:])
    held = strong.apply("move 3 1,1")
    assert not held.is_over and held.cities[0].marker == ""            # discarded after a successful defence
    assert all(f.id != 3 for f in held.figures) and held.tasks[0].kind == "loot" and held.to_move == 0


def test_no_move_crosses_the_hole():
    g = cv.new_game(players=5, civs=("Romans", "Spanish", "Indians", "Greeks", "Egyptians"), seed=1)
    hole = sorted(g.board.hole)
    edge = next(p for p in g.board.squares() if bd.inner_edge(g.board, p))
    inside = next(q for q in hole if abs(q[0] - edge[0]) + abs(q[1] - edge[1]) == 1)
    g = at(g.edit(figures=g.figures + (Figure.at(99, 0, "army", edge),), next_id=100,
                   explored=tuple(sorted({t.id for t in g.board.tiles}))), "movement", 0)
    err = refused(g, f"move 99 {inside[0]},{inside[1]}", rb.HOLE.ref)
    assert "hole" in err.reason


# -- research, metropolis ------------------------------------------------------------------------

def test_research_needs_a_pyramid_slot_and_the_trade():
    g = at(game("Romans", "Greeks"), "research", 0).edit(players={0: {"trade": 20}})
    refused(g, "research Space_Flight", rb.PYRAMID.ref)
    refused(g, "research Monarchy", rb.PYRAMID.ref)
    after = g.apply("research Writing")
    assert after.players[0].trade == 14 and after.players[0].knows("Writing")
    refused(g.edit(players={0: {"trade": 5}}), "research Writing", rb.TECH_COST.ref)


def test_agriculture_grows_the_capital_into_a_metropolis():
    g = at(game("Romans", "Greeks"), "research", 0).edit(players={0: {"trade": 6}})
    g = g.edit(figures=g.figures + (Figure.at(9, 0, "army", (1, 2)),), next_id=10)
    after = g.apply("research Agriculture")
    assert after.tasks[0].kind == "metropolis"
    assert [str(a) for a in after.legal_actions()] == ["metropolis 1,2", "metropolis 2,1"]
    refused(after, "metropolis 0,1", "CV-R-41")                          # outskirts off the map
    grown = after.apply("metropolis 1,2")
    assert grown.tasks[0].kind == "push"                                  # the army on the square moves
    pushed = grown.apply(str(grown.legal_actions()[0]))
    metro = pushed.cities[0]
    assert metro.kind == "metropolis" and metro.centres == ((1, 1), (1, 2))
    assert pushed.figure(9).pos not in metro.centres
    cv.invariants(pushed, g)


def test_an_impossible_upgrade_waits_for_a_start_of_turn():
    g = at(game("Romans", "Greeks"), "research", 0).edit(players={0: {"trade": 6}})
    enemies = (Figure.at(20, 1, "army", (1, 2)), Figure.at(21, 1, "army", (2, 1)))
    g = g.edit(figures=g.figures + enemies, next_id=22)
    after = g.apply("research Agriculture")
    assert after.tasks[0].kind != "metropolis" and "metropolis" in after.players[0].pending
    assert (after.turn, after.phase, after.to_move) == (2, "start", 1)    # the first player passed on
    blocked = after.apply("done")
    assert blocked.to_move == 0 and "metropolis 1,2" not in {str(a) for a in blocked.legal_actions()}
    clear = after.edit(figures=tuple(f for f in after.figures if f.id != 20)).apply("done")
    assert [str(a) for a in clear.legal_actions()] == ["metropolis 1,2"]  # mandatory (CV-EX-30)


# -- random play ----------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [3, 8, 21])
def test_random_games_end_keep_the_invariants_and_round_trip(seed):
    pool: list = []

    def probe(state, legal, rng):
        conformance.probe_illegal(cv.SPEC, state, legal, rng, pool, tries=2)

    final, steps = conformance.play(cv.SPEC, seed, round_trip_every=40, probe=probe)
    assert final.is_over and final.victory in ("tech", "culture", "economic", "military") and steps < 5000
    if seed == 3:
        conformance.replays_the_same(final)


def test_a_save_loads_to_the_same_game():
    g = game("Spanish", "Indians", "Arabs", seed=5)
    rng = random.Random(5)
    for _ in range(120):
        g = g.apply(rng.choice(g.legal_actions()))
    loaded = cv.State.from_dict(json.loads(json.dumps(g.to_dict())))
    assert loaded.snapshot() == g.snapshot() and str(loaded) == str(g)


def test_str_says_what_is_teaching():
    assert "TEACHING" in str(game("Romans", "Greeks"))


def _without(pool, name):
    out = list(pool)
    if name in out:
        out.remove(name)
    return out


# == ENGINE-2: injected chance, loot choices, culture events, investments, coins, great people ==========

from rulekit.core.errors import DataError  # noqa: E402
from rulekit.civ import effects  # noqa: E402


def test_an_injected_chance_decides_the_random_pick_and_is_checked():
    g = game("Romans", "Greeks")
    # two artist cards held on two artist markers; killing one marker leaves one card too many,
    # and the card that goes is drawn at random: the injected chance names it (L845-849)
    two = (("Jerry Garcia", False), ("Valmiki", False))
    g = g.edit(gp_deck=tuple(c for c in g.gp_deck if c[0] not in ("Jerry Garcia", "Valmiki")),
               gp_markers=tuple((t, n - 2 if t == "artist" else n) for t, n in g.gp_markers),
               gp_board=(((0, 1), 0, "artist"), ((0, 2), 0, "artist")), players={0: {"gp_cards": two}})
    for name in ("Jerry Garcia", "Valmiki"):
        out = g.edit(chance=(name,)).kill_gp((0, 1))
        assert out.gp_deck[-1] == (name, True) and out.chance == ()
        assert [c for c, _ in out.players[0].gp_cards] == [c for c, _ in two if c != name]
    with pytest.raises(DataError, match="chance"):
        g.edit(chance=("Marco Polo",)).kill_gp((0, 1))
    assert cv.State.from_snapshot(g.edit(chance=("Valmiki",)).snapshot()).chance == ("Valmiki",)


def _loot_take(card: bool = False):
    g = game("Romans", "Greeks")
    pool = list(g.hut_pool)
    pool.remove("hut:Iron")                                 # the hut marker now held face down
    g = g.edit(hut_pool=tuple(pool), kept_markers=("hut:Iron",),
               players={1: {"resources": ("iron", "wheat"), "hidden": ("hut:Iron",)}})
    return at(g, "take", 0, loser=1, what="card" if card else "resource")


def test_loot_resource_is_the_winners_choice_and_face_down_markers_are_named_by_place_only():
    g = _loot_take()
    names = sorted(str(a) for a in g.legal_actions())
    assert names == ["take marker-1", "take wheat"]          # the iron is face down: by its place, unnamed
    took = g.apply("take marker-1")
    assert took.players[0].hidden == ("hut:Iron",) and "iron" in took.players[0].resources
    assert took.players[1].resources == ("wheat",) and took.players[1].hidden == ()
    took = g.apply("take wheat")
    assert took.players[0].resources.count("wheat") == 1 and took.players[1].hidden == ("hut:Iron",)


def test_culture_steps_draw_event_cards_held_face_down_and_the_loot_steals_one_blind():
    g = at(game("Romans", "Greeks").edit(players={0: {"culture": 20}}), "city", 0)
    top = g.culture_decks[0][0]
    s = g.apply("culture")
    assert s.players[0].events == (top,) and len(s.culture_decks[0]) == len(g.culture_decks[0]) - 1
    s = s.apply("culture")
    assert len(s.players[0].events) == 2
    s = s.apply("culture")                                     # step 3: a great person, no card
    assert len(s.players[0].events) == 2
    s = s.apply("culture")                                     # a third card: over the hand size 2
    assert s.tasks[0].kind == "hand" and len(s.players[0].events) == 3
    s = s.apply(f"discard {s.players[0].events[0].replace(' ', '_')}")
    assert len(s.players[0].events) == 2 and len(s.culture_discard) == 1
    steal = at(s, "take", 1, loser=0, what="card")
    assert sorted(str(a) for a in steal.legal_actions()) == ["take card-1", "take card-2"]
    after = steal.apply("take card-2")
    assert after.players[1].events == (s.players[0].events[1],) and len(after.players[0].events) == 1
    cv.invariants(after, g)


def test_played_culture_events_and_the_reason_for_the_others():
    g = game("Romans", "Greeks")
    deck = list(g.culture_decks[0])
    for c in ("We Love the Despot Day!", "The Citizens are Revolting!", "Counterfeiters", "Defection"):
        deck.remove(c)
    g = g.edit(culture_decks=(tuple(deck),) + g.culture_decks[1:], players={0: {"events": ("We Love the Despot Day!", "The Citizens are Revolting!", "Counterfeiters", "Defection")}})
    g = g.edit(players={1: {"coins": 2, "government": "Monarchy"}})
    city = at(g, "city", 0)
    c = g.cities[0].centres[0]
    boosted = city.apply(f"event We_Love_the_Despot_Day! {c[0]},{c[1]}")
    assert boosted.production(c) == city.production(c) + 4
    refused(city, "event Defection", rb.CULTURE_EVENTS.ref)
    start = at(g, "start", 0)
    assert start.apply("event The_Citizens_are_Revolting! P2").players[1].government == "Anarchy"
    assert start.edit(players={1: {"resistant": True}}).apply("event The_Citizens_are_Revolting! P2").players[1].government \
        == "Monarchy"                                                     # resistant (L322-328)
    assert start.apply("event Counterfeiters P2").players[1].coins == 1


def test_every_investment_tier_plays_and_only_the_highest_works():
    g = game("Romans", "Greeks")
    one = g.edit(players={0: {"investments": (("Endowment for the Arts", 1),) + g.players[0].investments[1:]}})
    two = g.edit(players={0: {"investments": tuple((c, 2 if c == "Endowment for the Arts" else 0) for c, _ in g.players[0].investments)}})
    assert effects.hand_limit(one, 0) == effects.hand_limit(g, 0) + 1 and effects.culture_cost(one, 0) == 3
    assert effects.hand_limit(two, 0) == effects.hand_limit(g, 0) and effects.culture_cost(two, 0) == 2  # CV-EX-9
    pe = at(g.edit(players={0: {"coins": 1, "investments": tuple((c, 2 if c == "Public Education" else 0)
                                               for c, _ in g.players[0].investments)}}), "start", 0)
    s = pe.apply("invest Public_Education")
    assert s.tasks[0].kind == "learn" and s.players[0].invested_markers("Public Education") == 3
    learned = s.apply("learn Writing")
    assert learned.players[0].knows("Writing") and learned.players[0].trade == s.players[0].trade


def test_tech_card_coins_count_and_the_loot_takes_them_under_amb_x17():
    g = game("Romans", "Greeks")
    # a level II tech sits on two level I techs (the pyramid, CV-B-02)
    g = at(g.edit(players={0: {"techs": g.players[0].techs + (("Masonry", 1), ("Democracy", 2)), "trade": 12}}),
           "city", 0)
    s = g.apply("coin Democracy trade")
    assert s.players[0].card_coins == 1 and s.players[0].coins_on == (("Democracy", 1),)
    assert s.coins_of(0) == g.coins_of(0) + 1 and s.players[0].trade == 6
    assert s.why_not("coin Democracy trade") is not None                   # once a turn
    loot = at(s, "loot", 1, loot=2, loser=0)
    assert "loot coin" in [str(a) for a in loot.legal_actions()]
    took = loot.apply("loot coin")
    assert took.players[0].card_coins == 0 and took.players[0].coins_on == () and took.players[1].coins == 1
    strict = loot.edit(options=cv.Options(tech_card_coins=False))
    assert "loot coin" not in [str(a) for a in strict.legal_actions()]


def test_the_loot_discards_the_coin_the_winner_chooses_on_the_sheet_or_a_tech_card():
    """L455-457: the loser discards "a coin token chosen by the winner"; under AMB-X17's default a coin on
    a tech card is a coin token, so with one on the sheet and one on Democracy the winner picks either."""
    g = game("Romans", "Greeks")
    g = at(g.edit(players={0: {"techs": g.players[0].techs + (("Masonry", 1), ("Democracy", 2)), "trade": 12,
                               "coins": 1}}), "city", 0)
    s = g.apply("coin Democracy trade")
    loot = at(s, "loot", 1, loot=1, loser=0)
    legal = [str(a) for a in loot.legal_actions()]
    assert "loot discard-coin" in legal and "loot discard-coin@Democracy" in legal
    card = loot.apply("loot discard-coin@Democracy")
    assert card.players[0].coins == 1 and card.players[0].card_coins == 0 and card.players[0].coins_on == ()
    sheet = loot.apply("loot discard-coin")
    assert sheet.players[0].coins == 0 and sheet.players[0].coins_on == (("Democracy", 1),)
    refused(loot, "loot discard-coin@Pottery", "CV-R-22")           # no coin lies on Pottery
    refused(loot, "loot trade@Democracy", "CV-R-22")                 # only a discarded coin names its place
    strict = loot.edit(options=cv.Options(tech_card_coins=False))    # AMB-X17's other reading: the sheet's only
    assert "loot discard-coin@Democracy" not in [str(a) for a in strict.legal_actions()]
    refused(strict, "loot discard-coin@Democracy", "CV-R-22")
    only_card = at(s.edit(players={0: {"coins": 0}}), "loot", 1, loot=1, loser=0)
    assert [str(a) for a in only_card.legal_actions()].count("loot discard-coin@Democracy") == 0  # no choice to make
    assert only_card.why_not("loot discard-coin@Democracy") is None       # spelled out, it is still legal
    # two discards, one naming the card: the named coin goes first, the bare one takes the sheet's
    two = at(s, "loot", 1, loot=2, loser=0).apply("loot discard-coin+discard-coin@Democracy")
    assert two.players[0].coins == 0 and two.players[0].card_coins == 0 and two.players[0].coins_on == ()


def test_the_great_people_table_covers_all_42_cards_and_plays_their_effects():
    from rulekit.civ.state import catalog
    assert set(effects.GP_PLAYED) == set(catalog().great_people) and len(effects.GP_PLAYED) == 42
    assert all(v == "played" or len(v) > 20 for v in effects.GP_PLAYED.values())
    g = game("Romans", "Greeks")
    names = ("Marco Polo", "Susan B. Anthony")
    g = g.edit(gp_deck=tuple(c for c in g.gp_deck if c[0] not in names),
               players={0: {"gp_cards": tuple((n, False) for n in names)}},
               gp_board=(((0, 1), 0, "humanitarian"), ((0, 2), 0, "industrialist")),
               gp_markers=tuple((t, n - (t in ("humanitarian", "industrialist"))) for t, n in g.gp_markers))
    city = at(g, "city", 0)
    assert city.apply("usegp Marco_Polo").players[0].trade == 27
    c = g.cities[0].centres[0]
    shown = city.apply("usegp Susan_B._Anthony")
    assert ("Susan B. Anthony", True) in shown.players[0].gp_cards
    assert shown.production(c) == city.production(c) + 2
    gone = shown.kill_gp((0, 1))          # her marker killed: she goes over the limit, and her bonus with her
    assert ("Susan B. Anthony", True) not in gone.players[0].gp_cards
    assert gone.production(c) == city.production(c)


# -- the engine's known gaps closed (ENGINE-3) ---------------------------------------------------

from rulekit.core import scenario as _scenario  # noqa: E402
from rulekit.civ import scenarios as _scenarios  # noqa: E402


def _all_explored(g):
    return g.edit(explored=tuple(sorted(t.id for t in g.board.tiles)))


def _example(ex: str, steps=None):
    """The state of a worked example after ``steps`` of its steps (all by default)."""
    sc = _scenario.load(cv.SPEC.examples / f"{ex}.toml")
    s = _scenarios.build(sc.data, sc.path)
    for step in sc.data["steps"][:steps]:
        s = s.apply(step)
    return s


def test_friendly_workers_stay_open_after_a_culture_event_boosted_a_city():
    """L497-500: Friendly Workers add 4 to one city in City Management, whatever a We Love ... Day!
    card did that turn: the two boosts are kept apart and add up."""
    g = game("Romans", "Greeks")
    deck = list(g.culture_decks[0])
    deck.remove("We Love the Despot Day!")
    g = at(g.edit(culture_decks=(tuple(deck),) + g.culture_decks[1:], kept_markers=("village:Friendly Workers",),
                  village_pool=tuple(_without(g.village_pool, "village:Friendly Workers")),
                  players={0: {"events": ("We Love the Despot Day!",), "kept": ("workers",)}}), "city", 0)
    c = g.cities[0].centres[0]
    base = g.production(c)
    boosted = g.apply(f"event We_Love_the_Despot_Day! {c[0]},{c[1]}")
    assert f"workers {c[0]},{c[1]}" in {str(a) for a in boosted.legal_actions()}
    both = boosted.apply(f"workers {c[0]},{c[1]}")
    assert both.production(c) == base + 4 + 4
    assert both.players[0].kept == () and both.players[0].workers == (c,)
    cv.invariants(both, boosted)
    assert both.apply("done").players[0].workers == ()                    # this turn only


def test_the_player_chooses_the_city_a_figure_is_disbanded_in():
    """L520-524: 'the centre of one of their cities': each own city centre the figure stands on or
    reaches is its own choice, and the marker goes to the city chosen."""
    g = _all_explored(game("Romans", "Greeks"))
    g = g.edit(cities=g.cities + (City(0, "city", ((1, 4),)),),
                figures=tuple(f for f in g.figures if f.owner != 0) + (Figure(9, 0, "army", (1, 2)),), next_id=10)
    g = at(g, "movement", 0)
    centres = g.disband_centres(g.figure(9))
    assert centres == [(1, 1), (1, 4)]
    legal = {str(a) for a in g.legal_actions() if a.verb == "disband"}
    assert legal == {"disband 9 none 1,1", "disband 9 fortify 1,1", "disband 9 none 1,4", "disband 9 fortify 1,4"}
    after = g.apply("disband 9 fortify 1,4")
    assert {c.centres[0]: c.marker for c in after.cities if c.owner == 0} == {(1, 1): "", (1, 4): "fortification"}
    err = refused(g, "disband 9 fortify 5,13", rb.DISBAND.ref)
    assert "1,1, 1,4" in err.reason
    cv.invariants(after, g)


def _owed_upgrade(g, **opts):
    g = _all_explored(g)
    g = g.edit(figures=(), tasks=(StartOfTurn(0),), phase="start", players={0: {"pending": ("metropolis",)}})
    return g


def test_metropolis_refusals_use_the_test_the_legal_moves_use():
    """The refusals (decisions.judges) and the legal moves share metropolis_problem: a square whose new outskirts overlap
    another city's outskirts (L692-694), or a landmark in them under AMB-X8, gets its own reason."""
    g = _owed_upgrade(game("Romans", "Greeks"))
    g = g.edit(cities=g.cities + (City(0, "city", ((1, 4),)),))
    legal = {str(a) for a in g.legal_actions()}
    assert legal == {"metropolis 2,1"}
    err = refused(g, "metropolis 1,2", "CV-R-41")
    assert "overlap another city's outskirts" in err.reason
    for q in ((0, 1), (1, 0), (1, 2), (2, 1)):                          # legality and reason agree
        assert (f"metropolis {q[0]},{q[1]}" in legal) == (g.why_not(f"metropolis {q[0]},{q[1]}") is None)
    marked = g.edit(markers=(((3, 1), "landmark", "Confucian Academy"),))
    assert {str(a) for a in marked.legal_actions()} == {"metropolis 2,1"}          # AMB-X8 default: no block
    blocked = marked.edit(options=cv.Options.parse({"landmark_blocks_metropolis": True}))
    assert blocked.metropolis_squares(0) == ()
    err = blocked.why_not("metropolis 2,1")
    assert err.rule.ref == rb.LANDMARK_SQUARE.ref and "AMB-X8" in err.reason
    pool = list(g.hut_pool)
    pool.remove("hut:Silk")                                 # the marker now lies on the map
    huts = g.edit(markers=(((3, 2), "hut", "hut:Silk"),), hut_pool=tuple(pool),
                   options=cv.Options.parse({"metropolis_founding_rules": True}))
    err = huts.why_not("metropolis 2,1")
    assert err.rule.ref == rb.FOUND_CITY.ref and "AMB-X11" in err.reason


def test_the_phase_is_named_before_the_tech_detail():
    g = game("Romans", "Greeks")
    assert g.phase == "start"
    err = refused(g, "research Agriculture", rb.RESEARCH.ref)
    assert "research phase" in err.reason and "trade" not in err.reason
    err = refused(at(g, "research", 0).edit(players={0: {"trade": 0}}), "research Agriculture", rb.TECH_COST.ref)
    assert "costs 6 trade" in err.reason


def test_cv_ex_19_refusal_says_the_production_does_not_pay():
    s = _example("CV-EX-19", 0)
    err = s.why_not("wonder 1,5 Stonehenge 0,4")
    assert err.rule.ref == rb.WONDERS.ref
    assert "8 production does not pay for Stonehenge, which costs 10" in err.reason
    assert s.why_not("wonder 1,5 Stonehenge 0,4 caravan") is None


def test_cv_ex_30_the_owed_upgrade_is_what_the_prompt_and_refusals_say():
    s = _example("CV-EX-30")
    assert sorted(str(a) for a in s.legal_actions()) == ["metropolis 1,2", "metropolis 2,1"]
    assert "metropolis upgrade is owed" in str(s.decision)
    assert "found cities" not in str(s.decision)
    err = refused(s, "done", rb.METROPOLIS_PENDING.ref)
    assert "1,2, 2,1" in err.reason


def _atlantis_position(**opts):
    g = _all_explored(game("Romans", "Greeks", options=opts or None))
    b = g.board
    spot = bd.landmarks(b)["Atlantis"]
    land = next(q for q in bd.n4(b, spot) if b.terrain.get(q) not in ("water", None) and q not in g.city_at)
    g = g.edit(markers=((spot, "landmark", "Atlantis"),), figures=(Figure(9, 0, "army", land),), next_id=10)
    return at(g, "movement", 0), spot


def test_atlantis_amb_x22_both_readings():
    """'army-may-end' (default): the army steps onto Atlantis with no water tech and claims it;
    'needs-sailing': only with a tech that lets figures end in water (B6)."""
    g, spot = _atlantis_position()
    move = f"move 9 {spot[0]},{spot[1]}"
    assert rules_water(g) == "no" and move in {str(a) for a in g.legal_actions()}
    after = g.apply(move)
    assert ("Atlantis", 0) in after.landmarks_claimed and "atlantis" in after.players[0].pending
    strict, _ = _atlantis_position(landmark_claim_with_water="needs-sailing")
    assert move not in {str(a) for a in strict.legal_actions()}
    refused(strict, move, rb.MOVEMENT.ref)
    # a level II tech sits on two level I techs (the pyramid, CV-B-02)
    navigation = strict.edit(players={0: {"techs": strict.players[0].techs + (("Masonry", 1), ("Navigation", 2))}})
    assert move not in {str(a) for a in navigation.legal_actions()}          # crosses water, may not end
    sailing = strict.edit(players={0: {"techs": strict.players[0].techs + (("Masonry", 1), ("Sailing", 2))}})
    assert move in {str(a) for a in sailing.legal_actions()}


def rules_water(g):
    from rulekit.civ import rules
    return rules.water_rule(g.players[0].tech_names)


def test_jacques_cousteau_lets_the_player_choose_up_to_three_harbor_squares():
    """AMB-X41: the player picks each free Harbor's water square (a decision), and may stop early."""
    g = _all_explored(game("Romans", "Greeks"))
    b = g.board
    centre = next(p for p in sorted(b.terrain) if b.terrain[p] not in ("water", None)
                  and all(bd.on_map(b, q) for q in bd.outskirts([p]))
                  and sum(b.terrain.get(q) == "water" for q in bd.outskirts([p])) >= 4
                  and not any(q in g.claimed for q in bd.outskirts([p]) | {p}))
    land = next(q for q in sorted(bd.outskirts([centre])) if b.terrain[q] != "water")
    g = at(g.edit(cities=g.cities + (City(0, "city", (centre,)),), figures=(), gp_board=((land, 0, "humanitarian"),),
                  gp_markers=tuple((t, n - (t == "humanitarian")) for t, n in g.gp_markers),
                  gp_deck=tuple(c for c in g.gp_deck if c[0] != "Jacques Cousteau"),
                  players={0: {"gp_cards": (("Jacques Cousteau", False),)}}), "start", 0)
    s = g.apply("usegp Jacques_Cousteau")
    water = sorted(q for q in g.outskirts_of[centre] if b.terrain[q] == "water")
    every = sorted({q for c in g.cities if c.owner == 0 for q in g.outskirts_of[c.centres[0]]
                    if b.terrain[q] == "water"})
    offered = sorted(a.square for a in s.legal_actions() if a.verb == "build")
    assert s.decision.kind == "harbor" and offered == every and "done" in {str(a) for a in s.legal_actions()}
    pick = water[-1]                                    # not the first square: the engine does not choose
    s = s.apply(f"build {centre[0]},{centre[1]} Harbor {pick[0]},{pick[1]}")
    assert [x for x in s.buildings if x[2] == "Harbor"] == [(pick, 0, "Harbor")]
    s = s.apply(f"build {centre[0]},{centre[1]} Harbor {water[0][0]},{water[0][1]}")
    s = s.apply("done")                                 # up to 3: stopping at 2 is allowed
    assert sorted(x[0] for x in s.buildings if x[2] == "Harbor") == sorted([pick, water[0]])
    assert s.decision.kind == "start"
    cv.invariants(s, g)


def test_an_army_escorts_its_wagons_onto_a_landmark_square():
    """L578-580: a wagon enters a landmark square only with an army. Figures on one square move
    together (CV-B-26, presumed base rule): an escort takes the army and its unmoved wagons; the
    army ending there claims the landmark (L582-588). A lone wagon is still refused."""
    g = _all_explored(game("Romans", "Greeks"))
    b = g.board
    spot = next(p for p, f in sorted(b.features.items()) if f == "landmark:Confucian Academy")
    land = next(q for q in bd.n4(b, spot) if b.terrain.get(q) not in ("water", None) and q not in g.city_at)
    g = g.edit(markers=((spot, "landmark", "Confucian Academy"),),
                figures=(Figure(9, 0, "army", land), Figure(10, 0, "wagon", land)), next_id=11)
    g = at(g, "movement", 0)
    move = f"{spot[0]},{spot[1]}"
    legal = {str(a) for a in g.legal_actions()}
    assert f"escort 9 {move}" in legal and f"move 10 {move}" not in legal
    refused(g, f"move 10 {move}", rb.LANDMARK_SQUARE.ref)
    after = g.apply(f"escort 9 {move}")
    assert {f.id: f.pos for f in after.figures} == {9: spot, 10: spot}
    assert ("Confucian Academy", 0) in after.landmarks_claimed and after.marker_at(spot) is None
    assert not any(a.verb in ("move", "escort") and a.figure in (9, 10) for a in after.legal_actions())
    cv.invariants(after, g)
    # the group keeps the stacking limit as one: a third own figure on the square leaves no room
    full = g.edit(figures=g.figures + (Figure(11, 0, "army", spot),), markers=(), next_id=12)
    assert f"escort 9 {move}" not in {str(a) for a in full.legal_actions()}
    assert refused(full, f"escort 9 {move}", rb.STACKING.ref)
    lone = g.edit(figures=(Figure(9, 0, "army", land),))
    refused(lone, f"escort 9 {move}", rb.MOVE_TOGETHER.ref)


def test_option_readings_of_the_map_and_data_rows_amb_x31_x35_x36():
    # AMB-X31: a metropolis reaching into the five-player hole is refused, or allowed with the option
    g = _all_explored(cv.new_game(players=5, seed=3))
    b = g.board
    hits = []
    for p in sorted(b.terrain):
        if b.terrain[p] in ("water", None) or any(q in b.hole or not bd.on_map(b, q) for q in bd.outskirts([p])):
            continue
        for dr, dc in bd.ORTHO:
            sq = (p[0] + dr, p[1] + dc)
            if bd.on_map(b, sq) and any(q in b.hole for q in bd.outskirts((p, sq))):
                hits.append((p, sq))
    p, sq = hits[0]
    g = g.edit(cities=(City(0, "capital", (p,)),), figures=(), markers=(), tasks=(StartOfTurn(0),), phase="start", players={0: {"pending": ("metropolis",)}})
    err = g.why_not(f"metropolis {sq[0]},{sq[1]}")
    assert err is not None and err.rule.ref == rb.HOLE.ref and sq not in g.metropolis_squares(0)
    loose = g.edit(options=cv.Options.parse({"metropolis_hole_outskirts": True}))
    assert sq in loose.metropolis_squares(0) and loose.why_not(f"metropolis {sq[0]},{sq[1]}") is None
    # AMB-X35: Archimedes takes a scientist marker (L772-776), or a builder one under the option
    two = game("Romans", "Greeks")
    assert two.take_gp(0, "Archimedes").players[0].gp_pool == ("scientist",)
    builder = two.edit(options=cv.Options.parse({"archimedes_type": "builder"}))
    assert builder.take_gp(0, "Archimedes").players[0].gp_pool == ("builder",)
    # AMB-X36: Endowment for the Arts at 2 markers: only the discount works, or the hand +1 too
    inv = tuple((c, 2 if c == "Endowment for the Arts" else 0) for c, _ in two.players[0].investments)
    e = two.edit(players={0: {"investments": inv}})
    assert e.investment_bonus(0, "culture_hand") == 0 and e.investment_bonus(0, "culture_step_discount") == 1
    every = e.edit(options=cv.Options.parse({"endowment_hand": "every-tier"}))
    assert every.investment_bonus(0, "culture_hand") == 1 and every.investment_bonus(0, "culture_step_discount") == 1
    assert effects.hand_limit(every, 0) == effects.hand_limit(e, 0) + 1
