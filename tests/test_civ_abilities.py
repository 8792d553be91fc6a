"""Wonder effects (CV-B-27), obsoleted wonders (CV-B-28) and civilizations' ongoing abilities
(CV-B-29): the tables cover every wonder and civilization, and the played effects change what a
wrong engine (one playing no effect, or still playing an obsoleted one) would get wrong."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

import rulekit.civ as cv
from rulekit.civ import abilities, effects, rules
from rulekit.civ import board as bd
from rulekit.civ import rulebook as rb
from rulekit.civ.options import Options
from rulekit.civ.decisions import Step
from rulekit.civ.state import Figure, catalog

DATA = Path(abilities.__file__).parent / "data"


def game(*civs, seed=1, **kw):
    return cv.new_game(players=len(civs), civs=civs, seed=seed, **kw)


def at(g, kind, seat, **context):
    phase = kind if kind in ("start", "city", "movement", "research") else g.phase
    return g.edit(phase=phase, tasks=(Step.KINDS[kind](seat, **context),))


def built(g, seat, *names):
    """``g`` with ``names`` built by ``seat`` on free squares far from play (the squares only place
    them; each wonder comes out of the market, the deck or the box, wherever it was)."""
    free = [q for q in sorted(g.board.terrain, reverse=True) if bd.on_map(g.board, q) and q not in g.claimed
            and q not in g.occupied and g.board.terrain[q] != "water"]
    return g.edit(wonders_built=tuple(sorted(g.wonders_built + tuple((free[i], seat, n) for i, n in enumerate(names)))),
                  market=tuple(w for w in g.market if w not in names),
                  wonder_deck=tuple(w for w in g.wonder_deck if w not in names),
                  wonder_box=tuple(w for w in g.wonder_box if w not in names))


def unbuilt(g):
    """``g`` with every built wonder back in the box."""
    return g.edit(wonders_built=(), wonder_box=tuple(sorted(g.wonder_box + tuple(w for _, _, w in g.wonders_built))))


def holding(g, seat, *cards):
    """``g`` with ``seat`` holding the culture event ``cards``, taken out of their decks."""
    decks = [list(deck) for deck in g.culture_decks]
    for card in cards:
        next(d for d in decks if card in d).remove(card)
    decks = tuple(tuple(d) for d in decks)
    return g.edit(culture_decks=decks, players={seat: {"events": g.players[seat].events + cards}})


def next_turn(g):
    """The next turn's Start of Turn (what happens as the turn begins)."""
    return g.edit(phase="research", tasks=())


# -- the tables ----------------------------------------------------------------------------------

def test_the_tables_cover_every_wonder_and_every_civilization_in_play():
    with open(DATA / "wonders.toml", "rb") as fh:
        names = {w["name"] for w in tomllib.load(fh)["wonder"]}
    assert set(abilities.WONDER_PLAYED) == names and len(names) == 27
    assert set(abilities.CIV_PLAYED) == set(catalog().civs) and len(abilities.CIV_PLAYED) == 10
    for v in list(abilities.WONDER_PLAYED.values()) + list(abilities.CIV_PLAYED.values()):
        assert v == "played" or len(v) > 30, v
    assert abilities.WONDER_PLAYED["Notre-Dame"].startswith("not in the game")
    for rule, conf in ((rb.WONDER_EFFECTS, "two-sources"), (rb.WONDER_OBSOLETE, "unverified"),
                       (rb.CIV_ABILITIES, "one-source")):
        sec = rb.RB.provenance(rule)
        assert sec.confidence == conf and sec.source


# -- wonders -------------------------------------------------------------------------------------

def test_start_of_turn_wonders_give_trade_culture_resources_coins_and_a_step():
    g = game("Romans", "Greeks")
    plain = next_turn(g)
    rich = next_turn(built(g, 0, "The Colossus", "Stonehenge", "The Louvre", "Big Ben", "Panama Canal",
                           "Sydney Opera House"))
    p0, p1 = plain.players[0], rich.players[0]
    assert p1.trade == min(rules.DIAL_MAX, p0.trade + 3)
    assert p1.culture == p0.culture + 1 + 3
    assert sorted(p1.resources) == sorted(p0.resources + ("incense", "iron", "silk", "wheat"))
    assert p1.wonder_coins == 1 and rich.coins_of(0) == plain.coins_of(0) + 1
    assert p1.culture_level == p0.culture_level + 1
    assert rich.players[1] == plain.players[1]                         # the other player gets nothing


def test_panama_canal_coins_count_for_the_economic_victory_but_cannot_be_invested():
    g = built(game("Romans", "Greeks").edit(players={0: {"coins": 14}}), 0, "Panama Canal")
    won = next_turn(g)
    assert won.is_over and (won.winner, won.victory) == (0, "economic")
    assert effects.loseable_coins(g.edit(players={0: {"coins": 0, "wonder_coins": 3}}), 0) == 0


def test_chichen_itza_adds_three_production_and_stops_once_obsoleted():
    g = game("Romans", "Greeks")
    c = g.cities[0].centres[0]
    with_w = built(g, 0, "Chichen Itza")
    assert with_w.production(c) == g.production(c) + 3
    assert with_w.edit(obsolete=("Chichen Itza",)).production(c) == g.production(c)
    assert built(g, 1, "Chichen Itza").production(c) == g.production(c)      # the owner's cities only


def test_porcelain_tower_takes_five_off_every_tech():
    g = at(game("Romans", "Greeks"), "research", 0).edit(players={0: {"trade": 4}})
    assert "research Writing" not in {str(a) for a in g.legal_actions()}            # costs 6
    cheap = built(g, 0, "Porcelain Tower")
    assert "research Writing" in {str(a) for a in cheap.legal_actions()}
    assert cheap.apply("research Writing").players[0].trade == 3
    assert g.edit(players={0: {"trade": 5}}).why_not("research Writing").rule.ref == rb.TECH_COST.ref


def _battle_position(units=("infantry", "infantry", "infantry")):
    g = game("Romans", "Spanish")
    figs = tuple(f for f in g.figures if f.owner == 0) + (Figure.at(3, 1, "army", (0, 1)),)
    return at(g.edit(figures=figs, players={1: {"units": units}, 0: {"trade": 5}}), "movement", 1)


def test_statue_of_zeus_turns_a_lost_defence_into_a_win():
    g = _battle_position()
    lost = g.apply("move 3 0,0")
    assert lost.tasks[0].kind == "loot" and lost.tasks[0].player == 1
    held = built(g, 0, "Statue of Zeus").apply("move 3 0,0")
    assert all(f.id != 3 for f in held.figures) and held.tasks[0].kind == "loot" and held.tasks[0].player == 0
    obsolete = built(g, 0, "Statue of Zeus").edit(obsolete=("Statue of Zeus",)).apply("move 3 0,0")
    assert obsolete.tasks[0].player == 1


def test_the_great_wall_takes_one_loot_from_the_winner():
    g = _battle_position()
    walled = built(g, 0, "The Great Wall").apply("move 3 0,0")
    assert not any(f.owner == 0 for f in walled.figures)                 # the battle is still lost
    assert all(t.kind != "loot" for t in walled.tasks)                  # 1 loot - 1 = none to spend


def test_the_pyramids_unlock_every_government_without_anarchy():
    g = game("Romans", "Greeks")
    plain = {str(a) for a in g.legal_actions() if str(a).startswith("government")}
    py = built(g, 0, "The Pyramids")
    govs = {str(a) for a in py.legal_actions() if str(a).startswith("government")}
    assert plain < govs and "government Monarchy" in govs
    assert py.apply("government Monarchy").players[0].government == "Monarchy"


def test_a_built_wonder_obsoleted_by_a_tech_loses_its_ability():
    g = built(game("Romans", "Greeks"), 1, "The Colossus")
    g = g.edit(players={0: {"techs": g.players[0].techs + (("Pottery", 1),)}})
    s = g.learn_tech(0, "Monarchy")
    assert s.tasks[0].kind == "negate" and "negate The_Colossus" in {str(a) for a in s.legal_actions()}
    neg = s.apply("negate The_Colossus")
    assert neg.obsolete == ("The Colossus",) and (neg.wonders_built == g.wonders_built)     # still built
    assert next_turn(neg).players[1].trade == next_turn(unbuilt(g)).players[1].trade
    assert next_turn(g).players[1].trade == next_turn(unbuilt(g)).players[1].trade + 3
    back = type(neg).from_snapshot(neg.snapshot())
    assert back.obsolete == neg.obsolete
    market_only = g.edit(options=Options.parse({"obsolete_built_wonders": False})).learn_tech(0, "Monarchy")   # AMB-X44
    assert "negate The_Colossus" not in {str(a) for a in market_only.legal_actions()}


def test_statue_of_liberty_offers_a_tech_another_player_knows_and_may_be_declined():
    g = built(game("Romans", "Greeks"), 0, "Statue of Liberty")
    g = g.edit(players={0: {"techs": g.players[0].techs + (("Pottery", 1),)}})      # room for Greece's level II Democracy
    assert not any(t.kind == "liberty" for t in next_turn(unbuilt(g)).tasks)
    s = next_turn(g)
    mine = s.edit(tasks=tuple(t for t in s.tasks if t.kind == "liberty"))
    assert mine.tasks and mine.tasks[0].player == 0
    assert {str(a) for a in mine.legal_actions()} == {"done", "learn Democracy"}    # Greece's starting tech
    assert mine.apply("learn Democracy").players[0].knows("Democracy")
    assert not mine.apply("done").players[0].knows("Democracy")


def test_machu_picchu_gives_a_market_resource_of_choice_after_investing():
    g = built(game("Romans", "Greeks").edit(players={0: {"coins": 2}}), 0, "Machu Picchu")
    s = g.apply("invest Infrastructure")
    assert s.tasks[0].kind == "machu"
    assert {str(a) for a in s.legal_actions()} == {f"take {r}" for r in rules.MARKET_RESOURCES}
    assert s.apply("take silk").players[0].resources.count("silk") == g.players[0].resources.count("silk") + 1


def test_the_internet_allows_two_more_coins_on_a_tech_card():
    g = at(game("Romans", "Greeks"), "city", 0).edit(players={0: {"techs": (("Code of Laws", 1), ("Pottery", 1)), "resources": ("iron", "silk"), "coins_on": (("Pottery", 4),), "card_coins": 4}})
    assert not any(str(a).startswith("coin Pottery") for a in g.legal_actions())
    net = built(g, 0, "The Internet")
    assert any(str(a).startswith("coin Pottery") for a in net.legal_actions())


def test_united_nations_keeps_culture_events_from_targeting_its_owner():
    g = at(holding(game("Romans", "Greeks", "Spanish"), 0, "Counterfeiters"), "start", 0)
    before = {str(a) for a in g.legal_actions() if str(a).startswith("event")}
    un = built(g, 1, "United Nations")
    after = {str(a) for a in un.legal_actions() if str(a).startswith("event")}
    assert "event Counterfeiters P2" in before and "event Counterfeiters P2" not in after
    assert "event Counterfeiters P3" in after


# -- civilizations -------------------------------------------------------------------------------

def test_arabia_gets_a_culture_step_per_coin_invested_and_culture_per_resource_spent():
    g = game("Arabs", "Greeks").edit(players={0: {"coins": 2}})
    s = g.apply("invest Infrastructure")
    assert s.players[0].culture_level == g.players[0].culture_level + 1
    r = game("Romans", "Greeks").edit(players={0: {"coins": 2}}).apply("invest Infrastructure")
    assert r.players[0].culture_level == 0                                # Rome: no step
    city = at(g.edit(players={0: {"techs": g.players[0].techs + (("Pottery", 1),)}}), "city", 0)
    paid = city.apply("coin Pottery iron+silk")
    assert paid.players[0].culture == city.players[0].culture + 2


def test_rome_steps_up_for_a_wonder_and_a_city():
    g = game("Romans", "Greeks")
    city = at(g, "city", 0).edit(players={0: {"culture": 0}})
    w = next((a for a in city.legal_actions() if str(a).startswith("wonder")), None)
    rich = city
    if w is None:                 # the teaching yields may not pay for a wonder: give the city production
        rich = city.edit(players={0: {"boost": ((city.cities[0].centres[0], 30),)}})
        w = next(a for a in rich.legal_actions() if str(a).startswith("wonder"))
    after = rich.apply(w)
    assert after.players[0].culture_level == 1
    greek = at(game("Greeks", "Romans"), "city", 0)
    greek = greek.edit(players={0: {"boost": ((greek.cities[0].centres[0], 30),)}})
    gw = next(a for a in greek.legal_actions() if str(a).startswith("wonder"))
    assert greek.apply(gw).players[0].culture_level == 0


def test_greece_gains_culture_per_player_not_knowing_its_new_tech():
    g = at(game("Greeks", "Romans", "Spanish"), "research", 0).edit(players={0: {"trade": 20}})
    after = g.apply("research Writing")
    assert after.players[0].culture == g.players[0].culture + 2
    known = g.edit(players={2: {"techs": g.players[2].techs + (("Writing", 1),)}})
    assert known.apply("research Writing").players[0].culture == g.players[0].culture + 1


def test_spain_moves_one_square_further():
    g = game("Spanish", "Romans")
    g = g.edit(explored=tuple(sorted(t.id for t in g.board.tiles)))
    f = next(f for f in g.figures if f.owner == 0 and f.kind == "army")
    _, seen = g._reachable(f)
    assert max(seen.values()) == rules.BASE_SPEED + 1
    rome = game("Romans", "Spanish")
    rome = rome.edit(explored=tuple(sorted(t.id for t in rome.board.tiles)))
    f = next(f for f in rome.figures if f.owner == 0 and f.kind == "army")
    _, seen = rome._reachable(f)
    assert max(seen.values()) == rules.BASE_SPEED


def test_germany_gets_a_free_unit_with_a_unit_tech():
    g = game("Germans", "Romans")
    s = g.learn_tech(0, "Chivalry")
    assert s.players[0].units == tuple(sorted(g.players[0].units + ("mounted",)))
    assert s.tasks[0].kind == "machu" and s.apply("take iron").players[0].resources.count("iron") == \
        g.players[0].resources.count("iron") + 1
    assert game("Romans", "Germans").learn_tech(0, "Chivalry").players[0].units == game("Romans", "Germans").players[0].units


def test_china_gains_three_culture_for_a_hut():
    g = game("Chinese", "Romans")
    name = g.hut_pool[0] if g.hut_pool else None
    if name is None:
        pytest.skip("no hut marker left in the pool")
    s = g.take_marker(0, (0, 1), "hut", name)
    r = game("Romans", "Chinese").take_marker(0, (0, 1), "hut", name)
    base = g.players[0].culture
    assert s.players[0].culture - base == r.players[0].culture - game("Romans", "Chinese").players[0].culture + 3


def test_taj_mahal_builds_a_free_building_each_start_of_turn_or_is_declined():
    g = game("Romans", "Greeks")
    g = g.edit(players={0: {"techs": g.players[0].techs + (("Pottery", 1),)}})         # Pottery unlocks a building
    assert not any(t.kind == "free-build" for t in next_turn(g).tasks)
    s = next_turn(built(g, 0, "Taj Mahal"))
    s = s.edit(tasks=tuple(t for t in s.tasks if t.kind == "free-build"))
    legal = s.legal_actions()
    builds = [a for a in legal if str(a).startswith("build")]
    assert builds and "done" in {str(a) for a in legal}
    after = s.apply(builds[0])
    assert len(after.buildings) == len(s.buildings) + 1 and after.buildings != s.buildings
    assert s.apply("done").buildings == s.buildings


def test_spain_may_build_a_basic_building_free_on_discovering_a_tile():
    for civs in (("Spanish", "Romans"), ("Romans", "Spanish")):
        g = game(*civs)
        g = g.edit(players={0: {"techs": g.players[0].techs + (("Pottery", 1),)}})
        b, seen = g.board, set(g.explored)
        edge = next(p for p in sorted(b.terrain) if b.tile_of[p] in seen and p not in g.city_at
                    and b.terrain.get(p) != "water" and not g.marker_at(p)
                    and any(b.tile_of[q] not in seen for q in bd.n4(b, p)))
        f = next(f for f in g.figures if f.owner == 0 and f.kind == "army")
        mv = at(g.place_figure(f, edge), "movement", 0)
        explore = next(a for a in mv.legal_actions() if str(a).startswith(f"explore {f.id} "))
        after = mv.apply(explore)
        offered = after.tasks[0].kind == "free-build" and after.tasks[0].source == "basic"
        assert offered == (civs[0] == "Spanish")
        if offered:
            ups = {b: up for b, (_, up) in catalog().buildings.items()}
            names = {a.building for a in after.legal_actions() if str(a).startswith("build")}
            assert names and all(rules.is_basic(b, ups) for b in names)


def test_egypt_builds_one_building_a_turn_its_production_does_not_pay_for(monkeypatch):
    monkeypatch.setattr(rules, "TEACH_BUILDING_COST", 20)          # dearer than any city's production here
    g = at(game("Egyptians", "Romans"), "city", 0)
    c = g.cities[0].centres[0]
    assert g.production(c) < 20
    builds = [a for a in g.legal_actions() if str(a).startswith("build")]
    assert builds and all(a.building == "Workshop" for a in builds)     # Construction's building
    after = g.apply(builds[0])
    assert "egypt-build" in after.players[0].used and len(after.buildings) == len(g.buildings) + 1
    rome = at(game("Romans", "Egyptians"), "city", 0)
    assert not any(str(a).startswith("build") for a in rome.legal_actions())
    spent = g.edit(players={0: {"used": ("egypt-build",)}})
    assert not any(str(a).startswith("build") for a in spent.legal_actions())
    assert spent.why_not(builds[0]) is not None


def test_cristo_redentor_draws_two_culture_cards_from_chosen_decks_and_widens_the_hand():
    g = game("Romans", "Greeks")
    assert abilities.culture_hand(built(g, 0, "Cristo Redentor"), 0) == 4
    assert effects.hand_limit(built(g, 0, "Cristo Redentor"), 0) == effects.hand_limit(g, 0) + 4
    s = next_turn(built(g, 0, "Cristo Redentor"))
    s = s.edit(tasks=tuple(t for t in s.tasks if t.kind == "cristo"))
    assert {str(a) for a in s.legal_actions()} == {"take deck-1", "take deck-2", "take deck-3"}
    top3, top1 = s.culture_decks[2][0], s.culture_decks[0][0]
    one = s.apply("take deck-3")
    two = one.apply("take deck-1")
    assert two.players[0].events == s.players[0].events + (top3, top1)
    assert not any(t.kind == "cristo" for t in two.tasks) and len(two.culture_decks[2]) == len(s.culture_decks[2]) - 1
    assert not any(t.kind == "cristo" for t in next_turn(g).tasks)
