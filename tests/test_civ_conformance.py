"""Civilization with Fame and Fortune under core's conformance kit: random legal games to the end.

Every player count from 2 to 5, random civilizations, the great people and
the investment modules each on or off (Arabia only with investments,
L861-863), and half the games under a random reading of every rule option
(rulekit.civ.options). After every step Civilization's invariants hold
(rulekit.civ.invariants: cards, markers and wonders each in one place,
supplies within the box, at most one fortification or caravan per city, GP
cards within their markers, a metropolis on two orthogonal centres with ten
outskirts, nothing in the hole); every few steps the state survives a JSON
round trip; the finished game refuses every action. Other games probe random
illegal actions (refused with a CV- rule, the state unchanged) and replay the
history by notation and from the save. A coverage run counts how often each
of the expansion's actions and effects was really played and asserts that
each happened at least once.
"""

from __future__ import annotations

from dataclasses import replace

import random
from collections import Counter

import pytest

from rulekit.core import conformance
from rulekit.civ import PLAYERS, SPEC, Options, invariants, legal_civs, new_game
from rulekit.civ import board as bd
from rulekit.civ.state import Figure, catalog




def random_options(seed: int) -> dict:
    """Half the games under the default reading of everything; the others draw each
    option's reading at random (an option without listed choices is a bool)."""
    if seed % 2 == 0:
        return {}
    rng = random.Random(f"options-{seed}")
    return {o.name: rng.choice(o.choices or (False, True)) for o in Options.described()}


def setup(seed: int) -> dict:
    """``new_game`` arguments of game ``seed``: players cycle 2..5; the modules are on in
    half the games and each off in a quarter; Arabia only where investments are on."""
    rng = random.Random(f"setup-{seed}")
    players = PLAYERS[seed % len(PLAYERS)]
    modules = (seed // len(PLAYERS)) % 4
    great_people, investments = modules != 1, modules != 2
    pool = [c for c in legal_civs() if investments or c != "Arabs"]
    return {"players": players, "civs": tuple(rng.sample(pool, players)), "seed": seed,
            "options": random_options(seed), "great_people": great_people, "investments": investments}


GAMES = list(range(96))
PARTS = 12


def test_the_games_cover_every_player_count_module_and_reading():
    setups = [setup(s) for s in GAMES]
    assert Counter(s["players"] for s in setups) == {n: len(GAMES) // 4 for n in PLAYERS}
    assert {(s["great_people"], s["investments"]) for s in setups} == {(True, True), (False, True), (True, False)}
    assert all("Arabs" not in s["civs"] for s in setups if not s["investments"])
    assert {c for s in setups for c in s["civs"]} == set(legal_civs())
    for o in Options.described():
        seen = {s["options"].get(o.name, o.default) for s in setups}
        assert seen == set(o.choices or (False, True)), f"{o.name}: readings never played: {seen}"


@pytest.mark.slow
@pytest.mark.parametrize("part", range(PARTS))
def test_random_games_keep_every_invariant(part):
    """96 games in parts of 8: invariants after every step; the JSON round trip after every
    step in one game of each part, every 25th step and at the end in the others."""
    size = len(GAMES) // PARTS
    lengths = []
    for seed in GAMES[part * size:(part + 1) * size]:
        start = new_game(**setup(seed))
        g, steps = conformance.play(SPEC, seed, start=start, round_trip_every=1 if seed % size == 0 else 25)
        assert g.is_over and g.winner in range(len(g.players)) and g.victory
        assert g.scores() == tuple(int(i == g.winner) for i in range(len(g.players)))
        conformance.round_trips(g)
        lengths.append(steps)
    assert len(lengths) == size and min(lengths) > 100


@pytest.mark.parametrize("seed", range(12))
def test_illegal_actions_are_refused_and_change_nothing(seed):
    pool: list = []
    start = new_game(**setup(500 + seed))
    g, _ = conformance.play(SPEC, seed, start=start, invariants=False, round_trip_every=0,
                            probe=lambda s, legal, rng: conformance.probe_illegal(SPEC, s, legal, rng, pool))
    conformance.replays_the_same(g)


# == coverage: what random play really reaches =========================================================

NEW_MARKERS = ("friendly-barbarians", "friendly-workers", "native-art", "teacher", "wealth")
LANDMARKS = ("Atlantis", "Confucian Academy", "Seven Cities of Gold")
LOOT_KINDS = ("trade", "culture", "resource", "discard-coin", "tech")

#: Every kind the coverage run must see at least once.
MUST = (
    ("metropolis upgrade", "metropolis pushed figure", "great person drawn", "great person placed",
     "great person used", "great person killed", "Greece keeps", "invest a coin", "Seven Cities investment",
     "caravan made", "caravan spent", "fortification made", "fortified city attacked", "wonder built",
     "wonder negated", "Atlantis tech", "Teacher used", "Friendly Workers used", "Friendly Barbarians chosen",
     "battle", "city destroyed")
    + tuple(f"loot: {k}" for k in LOOT_KINDS)
    + tuple(f"marker: {k}" for k in NEW_MARKERS)
    + tuple(f"landmark: {k}" for k in LANDMARKS)
)


def kinds(before, action, after) -> list[str]:
    """The expansion's actions and effects one step played (from the action and the two states)."""
    verb = type(action).verb
    task = before.tasks[0].kind if before.tasks else ""
    out = []
    named = {"metropolis": "metropolis upgrade", "push": "metropolis pushed figure", "placegp": "great person placed",
             "usegp": "great person used", "keep": "Greece keeps", "wonder": "wonder built",
             "negate": "wonder negated", "atlantis": "Atlantis tech", "teacher": "Teacher used",
             "workers": "Friendly Workers used", "barbarians": "Friendly Barbarians chosen"}
    if verb in named:
        out.append(named[verb])
    if verb == "invest":
        out.append("Seven Cities investment" if task == "seven" else "invest a coin")
    if verb == "disband" and action.into != "none":
        out.append("caravan made" if action.into == "caravan" else "fortification made")
    if getattr(action, "caravan", False):
        out.append("caravan spent")
    if verb == "loot":
        out += [f"loot: {e}" for e in action.effects.split("+")]
    if verb == "move":
        m = before.marker_at(action.square)
        if m and after.marker_at(action.square) is None:
            if m[0] == "landmark":
                out.append(f"landmark: {m[1]}")
            else:
                out.append(f"marker: {catalog().marker_info[m[1]][0]}")
        defender = before.city_at.get(action.square)
        if before.enemy_at(before.to_move, action.square) and \
                any(f.id == action.figure and f.kind == "army" for f in before.figures):
            out.append("battle")
            if defender is not None and defender.marker == "fortification":
                out.append("fortified city attacked")
            if defender is not None and action.square not in after.city_at:
                out.append("city destroyed")
    if [g for g in before.gp_board if g not in after.gp_board]:
        out.append("great person killed")
    if sum(len(p.gp_cards) for p in after.players) > sum(len(p.gp_cards) for p in before.players):
        out.append("great person drawn")
    if after.is_over:
        out.append(f"victory: {after.victory}")
    return out


def purposeful(g, legal, rng):
    """Random legal play with aims: an attack that would take a city (tried on a copy: states are
    immutable) is made when one exists; loot buys a 2-loot effect when one is offered; otherwise
    ``done`` one time in four when anything else is legal, and one time in two an action of the
    expansion's own rather than a common one."""
    verbs = [type(a).verb for a in legal]
    if "loot" in verbs and rng.random() < 0.7:
        dear = [a for a in legal if "tech" in a.effects or "coin" in a.effects.replace("discard-coin", "")]
        techs = [a for a in dear if "tech" in a.effects]
        if techs and rng.random() < 0.5:         # stealing a tech is rarer to be offered than a coin
            return rng.choice(techs)
        if dear:
            return rng.choice(dear)
    for a in legal:
        if type(a).verb == "move" and a.square in g.city_at and g.city_at[a.square].owner != g.to_move:
            after = g.apply(a)
            if a.square not in after.city_at or after.is_over:
                return a
    rest = [a for a in legal if type(a).verb != "done"]
    if not rest or (len(rest) < len(legal) and rng.random() < 0.25):
        return rng.choice(legal)
    rare = [a for a in rest if type(a).verb not in ("move", "government", "research", "harvest", "build", "produce")]
    if rare and rng.random() < 0.5:
        return rng.choice(rare)
    return rng.choice(rest)


def warlike(g, legal, rng):
    """Random legal play that goes to war: armies march on the nearest enemy city, cities
    produce armies and units, a winning attack on a city is always made, loot buys 2-loot effects;
    otherwise as :func:`purposeful`."""
    verbs = [type(a).verb for a in legal]
    task = g.tasks[0].kind if g.tasks else ""
    if task == "movement" and rng.random() < 0.8:
        enemy = [c for city in g.cities if city.owner != g.to_move for c in city.centres]
        armies = {f.id: f for f in g.figures if f.owner == g.to_move and f.kind == "army"}
        moves = [a for a in legal if type(a).verb == "move" and a.figure in armies]
        if enemy and moves:
            def gap(a):
                return min(abs(a.square[0] - r) + abs(a.square[1] - c) for r, c in enemy)
            best = min(map(gap, moves))
            return rng.choice([a for a in moves if gap(a) == best])
    if task == "city" and "produce" in verbs and rng.random() < 0.7:
        return rng.choice([a for a in legal if type(a).verb == "produce"])
    return purposeful(g, legal, rng)


def covered(seeds, policy) -> tuple[Counter, Counter]:
    """Play the games, counting the kinds (and the victories) they reach."""
    seen, wins = Counter(), Counter()
    for seed in seeds:
        rng = random.Random(seed)
        g = new_game(**setup(seed))
        while not g.is_over:
            # a discard that names the coin it takes (discard-coin@Tech, L455-457) is the same purchase
            # for coverage: played as the bare one, so the seeds reach what they reached before it was listed
            legal = [a for a in g.legal_actions() if "@" not in getattr(a, "effects", "")]
            a = rng.choice(legal) if policy is None else policy(g, legal, rng)
            nxt = g.apply(a)
            seen.update(kinds(g, a, nxt))
            g = nxt
        wins[g.victory] += 1
    return seen, wins


@pytest.fixture(scope="module")
def coverage():
    uniform, uniform_wins = covered(range(1000, 1024), None)
    aimed, aimed_wins = covered(range(2000, 2016), purposeful)
    war, war_wins = covered(range(3000, 3016), warlike)
    return uniform, aimed + war, uniform_wins + aimed_wins + war_wins


def test_random_play_reaches_every_expansion_action(coverage):
    """Across uniform and purposeful random play, each of the expansion's actions and effects is
    played at least once (the counts are printed with ``-s``)."""
    uniform, aimed, wins = coverage
    both = uniform + aimed
    for k in sorted(set(MUST) | set(both)):
        print(f"{k:32s} uniform {uniform[k]:6d}  purposeful+warlike {aimed[k]:6d}")
    print("victories", dict(wins))
    missing = [k for k in MUST if not both[k]]
    assert not missing, f"never played: {missing}"


def test_random_play_reaches_loot_coin(coverage):
    """The 2-loot 'take a coin' (L466-470) is reached: tech cards' coin abilities put coins in play (CV-B-24)."""
    uniform, aimed, _ = coverage
    # Rare in random play: a non-capital city conquered (2 loot) from a player holding coins, then the
    # policy's pick among the 2-loot effects (about 1 warlike game in 16 before wonder effects and
    # civilization abilities were played, ENGINE-4; they moved the seeded games, and the fixture's 16
    # warlike games no longer happen to reach it). Warlike seed 3088 does, under today's engine.
    assert (uniform + aimed)["loot: coin"] or covered([3088], warlike)[0]["loot: coin"]


# == the invariants catch broken states ============================================================

def _live_five_player_game():
    """A 5-player game (its layout has the hole) some turns in, with a city beside the capitals,
    a metropolis, a fortification or caravan and a great person on the map where random play gives them."""
    rng = random.Random(11)
    g = new_game(players=5, civs=("Romans", "Indians", "Spanish", "Greeks", "Arabs"), seed=11)
    while g.turn < 6 and not g.is_over:
        g = g.apply(rng.choice(g.legal_actions()))
    return g


def test_the_invariants_catch_a_broken_state():
    """Each kind of break the invariants must notice, built from a live 5-player state."""
    g = _live_five_player_game()
    invariants(g, g.root())
    assert g.board.hole, "the 5-player layout has the hole"
    hole = sorted(g.board.hole)[0]
    p0 = g.players[0]
    metro = next(c for c in g.cities if c.kind == "metropolis")
    cap = next(c for c in g.cities if c.kind == "capital")
    fig = next(f for f in g.figures if f.kind == "army")   # an army: a wagon would trip the wagon checks first
    gp_card = g.gp_deck[0][0]
    gp_type = catalog().great_people[gp_card]
    wonder = g.market[0]

    def city(old, new):
        return replace(g, cities=tuple(new if c is old else c for c in g.cities))

    def fig_at(pos):
        return replace(g, figures=tuple(replace(f, pos=pos) if f is fig else f for f in g.figures))

    broken = {
        "great person card is lost or doubled": replace(g, players=player(g, 0, gp_cards=p0.gp_cards + ((gp_card, False),))),
        f"{gp_type} markers": replace(g, gp_markers=tuple((t, n + (t == gp_type)) for t, n in g.gp_markers)),
        "cards with": replace(g, gp_deck=g.gp_deck[3:], players=player(g, 0, gp_cards=p0.gp_cards + tuple(
            (n, False) for n, _ in g.gp_deck[:3]))),
        "investment markers in play": replace(g, players=player(g, 0, investments=tuple((c, 24) for c, _ in p0.investments))),
        "never both": city(cap, replace(cap, marker="fortification+caravan")),
        "15 in the box": replace(g, cities=g.cities + tuple(
            replace(c, marker="caravan", centres=((c.centres[0][0], c.centres[0][1] + 40 + i),)) for i, c in
            enumerate([cap] * 16))),
        "a wonder is lost or doubled": replace(g, market=g.market + (wonder,)),
        "hut or village marker is lost or doubled": replace(g, hut_pool=g.hut_pool[1:]),
        "centre squares, not 2": city(metro, replace(metro, centres=metro.centres[:1])),
        "do not share a side": city(metro, replace(metro, centres=(metro.centres[0], (metro.centres[0][0] + 1,
                                                                                   metro.centres[0][1] + 1)))),
        "in the hole": fig_at(hole),
        "figures on": replace(g, figures=g.figures + tuple(replace(fig, id=900 + i) for i in range(4))),
        "negative": replace(g, players=player(g, 0, trade=-1)),
        "pyramid broken": replace(g, players=player(g, 0, techs=p0.techs + (("Space Flight", 5),))),
        "a landmark in more than one place": replace(g, landmarks_claimed=(("Atlantis", 0), ("Atlantis", 1))),
        "more than one capital": replace(g, cities=g.cities + (replace(cap, centres=(_land(g, 1)[0],)),)),
        "more armies than the box holds": replace(g, figures=g.figures + tuple(
            Figure(900 + i, 0, "army", sq, False) for i, sq in enumerate(_land(g, 7)))),
        "two cities on one square": replace(g, cities=g.cities + (replace(cap, owner=1, kind="city"),)),
    }
    for message, state in broken.items():
        with pytest.raises(AssertionError, match=message):
            invariants(state, g.root())


def player(g, seat: int, **changes) -> tuple:
    """``g``'s players with ``seat``'s fields changed (a broken position is built by hand: the
    public ``edit`` refuses it, which is what the invariants are for)."""
    return tuple(replace(p, **changes) if p.seat == seat else p for p in g.players)


def _land(g, n):
    """``n`` empty explored land squares away from every figure."""
    taken = {f.pos for f in g.figures} | set(g.city_at)
    explored = set(g.explored)
    out = [q for q in sorted(g.board.terrain) if bd.on_map(g.board, q) and g.board.tile_of[q] in explored
           and g.board.terrain[q] not in ("water", None) and q not in taken]
    return out[:n]
