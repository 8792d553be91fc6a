"""Every Mosaic rule option changes an outcome: a probe per option, and a meta-test.

Each option carries an ambiguity of the rulebook (``options.AMBIGUITIES``). For
every option, :data:`PROBES` holds a small position played through the engine
whose outcome must differ between the default reading and each other reading.
``test_every_option_changes_its_probe`` checks that it does, and
``test_each_probe_fails_when_the_option_is_ignored`` makes the engine read one
fixed value of the option whatever the game says (as
``tests/test_gunsteel_options.py`` does): the readings must then agree, so an
option nothing reads is caught.
"""

from __future__ import annotations

from dataclasses import fields

import pytest

from rulekit.mosaic import effects, graphs, rules
from rulekit.mosaic.actions import DECKS
from rulekit.mosaic.board import space_neighbours
from rulekit.mosaic.cards import data
from rulekit.mosaic.game import new_game
from rulekit.mosaic.options import Options
from rulekit.mosaic.scenarios import build
from rulekit.mosaic.decisions.cards import EndTurn, ExtraAction
from rulekit.mosaic.decisions.choices import BoostProduction, FreeCity, PickResource, ShiftProduction, scoring_steps
from rulekit.mosaic.decisions.military import DeployUnits
from rulekit.mosaic.decisions.flow import SetupPlay, StartingCity, TakeTurn
from rulekit.mosaic.decisions.free import measure
from rulekit.mosaic.effects.endgame import wonder_vp


def start(opts, *players, **top):
    return build({"start": {"players": top.pop("players", 2), "player": list(players), "options": opts, **top}},
                 "<test>")


def legal(g):
    return tuple(sorted(str(a) for a in g.legal_actions()))


def land(region, k=0):
    return [s.id for s in data().map.spaces.values() if s.region == region and s.kind == "land"][k]


def port(region, k=0):
    return [s.id for s in data().map.spaces.values() if s.region == region and s.kind == "port"][k]


def O(opts):
    return Options.parse(opts)


def _top(g, deck, card):
    i = DECKS.index(deck)
    decks = list(g.decks)
    decks[i] = (card,) + tuple(c for c in g.decks[i] if c != card)
    return g.edit(decks=tuple(decks))


def _no_scoring(g, deck):
    i = DECKS.index(deck)
    decks = list(g.decks)
    decks[i] = tuple(c for c in g.decks[i] if c != f"ES-{deck}")
    return g.edit(decks=tuple(decks), box=g.box + (f"ES-{deck}",))


def _first_border_pair():
    """A land space next to a land space of another Region (a City there, a Farm across the border)."""
    spaces = data().map.spaces
    in_play = set(rules.regions_in_play(2))
    for a, near in sorted(space_neighbours().items()):
        for b in sorted(near):
            if (spaces[a].kind == spaces[b].kind == "land" and spaces[a].region != spaces[b].region
                    and {spaces[a].region, spaces[b].region} <= in_play):
                return a, b
    raise AssertionError("no border pair on the map")


# -- the probes: option name -> outcome(options dict) ---------------------------------------------------------

def p_x_tokens(o):
    return len(new_game(players=4, seed=1, options=o).tokens)


def p_start_city_in_excluded_region(o):
    g = start(o, {"seat": 0}).edit(tasks=(StartingCity(0),))
    return any(a.endswith(land("IBERIA")) for a in legal(g))


def p_start_city_storage(o):
    g = start(o, {"seat": 0})
    return g.edit(tasks=(StartingCity(0),) + g.tasks).apply(f"place {land('ITALY')}").storage


def p_may_hold_starting_techs(o):
    g = start(o, {"seat": 0, "hidden": ["S1"]}).edit(tasks=(SetupPlay(0),))
    return "done" in legal(g)


def p_money_for_held(o):
    g = start(o, {"seat": 0, "resources": {"STONE": 10, "MONEY": 20}, "pieces": {land("ITALY"): "CITY"}})
    return g.apply("build - city").decision.kind


def p_flood_agriculture(o):
    g = start(o, {"seat": 0, "techs": ["T52"], "resources": {"FOOD": 60}})
    card = g.offers[2][0]
    return g.apply(f"population {card}").players[0].res("FOOD")


def p_port_money_without_card(o):
    g = start(o, {"seat": 0, "resources": {"STONE": 4}})
    return g.apply("build - port-city").players[0].res("MONEY")


def p_port_city_storage(o):
    g = start(o, {"seat": 0, "resources": {"STONE": 4}})
    return g.apply("build - port-city").storage


def p_farm_across_border(o):
    a, b = _first_border_pair()
    g = start(o, {"seat": 0, "pieces": {a: "CITY"}})
    return b in g.sites(0, "FARM")


def p_land_wonders_on_ports(o):
    g = start(o, {"seat": 0, "pieces": {land("ITALY"): "CITY"}})
    land_wonder = next(w for w, x in data().wonders.items() if x.placement == "any")
    return any(data().map.spaces[x].kind == "port" for x in g.sites(0, land_wonder))


def p_build_card_symbols(o):
    return tuple(sorted(start(o, {"seat": 0, "builds": ["B1-1", "B20-1"]}).symbols(0).items()))


def p_capital_card(o):
    g = start(o, {"seat": 0, "resources": {"STONE": 10, "IDEAS": 10}, "pieces": {land("ITALY"): "CITY"}},
              offer={"build": ["B19-1"]})
    return tuple(a for a in legal(g) if "B19-1" in a)


def p_free_city_triggers(o):
    g = start(o, {"seat": 0, "hidden": ["T35"], "techs": ["S1", "S2", "S4", "S8"]})
    g = g.edit(tasks=(FreeCity(0, card="T35"),) + g.tasks)
    return g.apply(f"place {land('GREECE')}").storage


def p_school_shift(o):
    g = start(o, {"seat": 0, "production": {"STONE": 8}}).edit(tasks=(ShiftProduction(0),))
    return len(g.legal_actions())


def p_any_production(o):
    g = start(o, {"seat": 0}).edit(tasks=(BoostProduction(0, card="S29"),))
    return legal(g)


def p_any_resource_includes_money(o):
    return legal(start(o, {"seat": 0, "leader": "judge"}))


def p_scribe_final_actions(o):
    return start(o, {"seat": 0, "leader": "scribe"}).edit(ending=(), tasks=(EndTurn(0),)).is_over


def p_storage_on_fallback(o):
    g = start(o, {"seat": 0}, storage=10, empty=["tax-trade"])
    return g.apply("taxtrade -tax").players[0].res("MONEY")


def p_leader_bonus_on_fallback(o):
    return rules.population_gain(2, farmer=True, fallback=True, options=O(o))


def p_universal_good_unique(o):
    return rules.unique_goods(["bronze", "cloth"], universal=True, options=O(o))


def p_unrest_can_go_below_zero(o):
    return rules.remaining_unrest(2, 5, options=O(o))


def p_recruits_move_same_turn(o):
    g = start(o, {"seat": 0, "resources": {"MONEY": 20}, "pieces": {land("ITALY"): "CITY"}})
    g = g.apply("military").apply("recruit INFANTRY ITALY")
    return any(a.startswith("move INFANTRY ITALY") for a in legal(g))


def p_recruit_bonuses_stack(o):
    return rules.recruit_limit(True, True, O(o))


def p_eliminated_units(o):
    g = start(o, {"seat": 0}, {"seat": 1, "units": [["ITALY", "CAVALRY", 1]]})
    return effects.unit_stock(effects.eliminated(g, 1, "ITALY", "CAVALRY"), 1, "CAVALRY")


def p_box_limits_units(o):
    return effects.unit_stock(start(o, {"seat": 0, "units": [["ITALY", "CAVALRY", 10]]}), 0, "CAVALRY")


def p_adjacency(o):
    return graphs.region_graph(O(o).adjacency, 4).number_of_edges()


def p_formation_bonus(o):
    g = start(o, {"seat": 0, "techs": ["T9"], "units": [["ITALY", "INFANTRY", 3]]})
    return g.influences("ITALY")[0]


def p_siege_scope(o):
    g = start(o, {"seat": 0, "pieces": {land("ITALY"): "CITY"}},
              {"seat": 1, "techs": ["T27"], "units": [["GREECE", "SIEGE_ENGINE", 1]]})
    return g.influences("ITALY")[0]


def p_siege_negates_port_cities(o):
    g = start(o, {"seat": 0, "pieces": {port("ITALY"): "PORT_CITY"}},
              {"seat": 1, "techs": ["T27"], "units": [["ITALY", "SIEGE_ENGINE", 1]]})
    return g.influences("ITALY")[0]


def p_fallback_sum(o):
    g = start(o, {"seat": 0, "population": 3, "production": {"TAX": 2}}, empty=["tax-trade"])
    return g.apply("taxtrade -tax").players[0].res("MONEY")


def p_pyramid_port_cities(o):
    g = start(o, {"seat": 0, "pieces": {land("ITALY"): "CITY", port("ITALY"): "PORT_CITY"}},
              {"seat": 1, "pieces": {land("ITALY", 1): "CITY"}})
    return bool(g.sites(0, "W4"))


def p_zero_influence_places(o):
    return tuple(sorted(rules.region_awards({"0": 4, "1": 0}, 1, O(o)).items()))


def p_half_rounding(o):
    return rules.half(5, O(o))


def p_scoring_card_refill(o):
    g = start(o, {"seat": 0, "resources": {"IDEAS": 5}})
    g = _top(g, "technology", "ES-technology")
    return len(g.apply(f"tech {g.offers[0][0]}").offers[0])


def p_pre_scoring_order(o):
    g = start(o, {"seat": 0, "techs": ["T7"]}, {"seat": 1, "techs": ["T7"]})
    return tuple(t.player for t in scoring_steps(g, 1) if t.kind == "diplomats")


def p_government_ability(o):
    g = start(o, {"seat": 0, "resources": {"IDEAS": 10}, "techs": ["T55"]}).edit(flipped=("theocracy",))
    g = g.apply("government theocracy").apply("done")
    g = g.apply("work STONE").apply("done")                     # P2's turn; P1's again
    return "clear build" in legal(g)


def p_immediate_vp(o):
    g = start(o, {"seat": 0, "population": 8, "techs": ["S2", "S15"], "hidden": ["T40"]})
    return g.apply("play T40").players[0].vp


def p_early_science_counts(o):
    return effects.measure(start(o, {"seat": 0, "techs": ["S1"], "hidden": ["S2", "S4"]}), 0, "techs")


def p_scientific_counts(o):
    return measure(start(o, {"seat": 0, "techs": ["S1"], "hidden": ["S2", "S4"]}), 0, "technology_cards")


def p_wonder_city_scope(o):
    g = start(o, {"seat": 0, "pieces": {land("ITALY"): "CITY"}, "wonders": {"W1": port("ITALY")}},
              {"seat": 1, "pieces": {land("ITALY", 1): "CITY"}})
    return wonder_vp(g, 0, "W1")


def p_money_reserve(o):
    g = start(o, {"seat": 0, "leader": "judge", "resources": {"MONEY": 600}}, {"seat": 1, "resources": {"MONEY": 70}})
    return g.apply("convert MONEY").players[0].res("MONEY")         # 20 Money, or what the coins still hold


def p_raiders_choice(o):
    g = start(o, {"seat": 0, "units": [["ITALY", "INFANTRY", 2]]})
    g = g.edit(tasks=(PickResource(0, card="T38", count=2),) + g.tasks)
    g = g.apply("gain STONE")
    return g.players[0].res("STONE"), g.decision.kind


def p_free_units_where(o):
    g = start(o, {"seat": 0, "pieces": {land("ITALY"): "CITY"}}).edit(tasks=(DeployUnits(0, card="G2", count=1),))
    return len(g.legal_actions())


def p_calendar_cap(o):
    """Calendar: +2 Food Production per symbol (Max. 10), with 12 symbols of its pillar."""
    g = _Symbols(start(o, {"seat": 0}), {effects.pillar_of("T15"): 12})
    return effects.immediate(g, 0, "T15", effects.step("T15", "prod_per")).players[0].prod("FOOD")


class _Symbols:
    """A state whose player 0 owns ``have`` symbols (to probe a 'per symbol' cap without building them)."""

    def __init__(self, s, have):
        self._s, self._have = s, have

    def __getattr__(self, name):
        return getattr(self._s, name)

    def symbols(self, seat):
        return dict(self._have)


def p_republic_peek(o):
    g = start(o, {"seat": 0, "government": "republic", "resources": {"IDEAS": 10}})
    return _no_scoring(g, "technology").apply("peek technology").why_not("work STONE") is None


def p_card_unit_kinds(o):
    g = start(o, {"seat": 0, "techs": ["T27"], "pieces": {land("ITALY"): "CITY"}})
    return legal(g.edit(tasks=(DeployUnits(0, card="B6-1", count=1, region="ITALY"),)))


def p_republic_look(o):
    g = start(o, {"seat": 0, "leader": "scribe", "government": "republic", "resources": {"IDEAS": 10}})
    return "peek technology" in legal(g.edit(tasks=(ExtraAction(0, card="scribe"), TakeTurn(0)),
                                              players={0: {"used": ("scribe-first",)}}))


def p_final_round(o):
    return tuple(rules.remaining_turns(4, 0, 1, O(o)))


def p_scorings_after_trigger(o):
    return rules.scoring_allowed(2, True, O(o))


PROBES = {name[2:]: f for name, f in globals().items() if name.startswith("p_")}
NAMES = [f.name for f in fields(Options)]


def test_every_option_has_a_probe():
    assert sorted(PROBES) == sorted(NAMES)


def _alternatives(name):
    f = next(f for f in fields(Options) if f.name == name)
    return [v for v in f.metadata["choices"] if v != f.default], f.default


@pytest.mark.parametrize("name", NAMES)
def test_every_option_changes_its_probe(name):
    others, default = _alternatives(name)
    base = PROBES[name]({})
    for value in others:
        assert PROBES[name]({name: value}) != base, f"{name}={value!r} changes nothing in its probe"


@pytest.mark.parametrize("name", NAMES)
def test_each_probe_fails_when_the_option_is_ignored(name, monkeypatch):
    """With the engine made to read the default whatever the game says, the readings agree."""
    others, default = _alternatives(name)
    read = Options.__getattribute__

    def stuck(self, attr):
        return default if attr == name else read(self, attr)
    monkeypatch.setattr(Options, "__getattribute__", stuck)
    # options are shared values that remember what they change: the ones made while the engine is
    # made blind must not outlive this test (a fresh table of shared instances, dropped after it)
    monkeypatch.setattr(Options, "_parsed", {}, raising=False)
    base = PROBES[name]({})
    for value in others:
        assert PROBES[name]({name: value}) == base
