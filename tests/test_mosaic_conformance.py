"""Mosaic under core's conformance kit: 1,000 random legal games to the end.

Every player count from 2 to 6 and, game by game, a random reading of every
rule option (rulekit.mosaic.options): after every step Mosaic's invariants hold
(rulekit.mosaic.invariants: cards, tokens and tiles each in one place, no
negative Resource or Production, Unrest on its track, pieces within the box,
at most three Empire Scorings, Influence equal to what stands on the map) and
the state survives a JSON round trip; at the end the finished game refuses
every action. Other games probe random illegal actions (refused with a Mosaic
rule, the state unchanged) and replay the history by notation and from the save.
"""

from __future__ import annotations

import random

import pytest

from rulekit.core import conformance
from rulekit.mosaic import PLAYERS, SPEC, Options, new_game


def random_options(seed: int) -> dict:
    """Half the games under the default reading of everything; the others draw
    each option's reading at random (an option without listed choices is a bool)."""
    if seed % 2 == 0:
        return {}
    rng = random.Random(f"options-{seed}")
    return {o.name: rng.choice(o.choices or (False, True)) for o in Options.described()}


GAMES = [(seed, PLAYERS[seed % len(PLAYERS)]) for seed in range(1000)]
PARTS = 25                       # small parts: neither core waits long for the other at the end


def test_the_thousand_cover_every_player_count_and_every_reading():
    counts = {n: sum(1 for _, p in GAMES if p == n) for n in PLAYERS}
    assert set(counts) == {2, 3, 4, 5, 6} and min(counts.values()) == 200
    for o in Options.described():
        seen = {random_options(seed).get(o.name, o.default) for seed, _ in GAMES}
        assert seen == set(o.choices or (False, True)), f"{o.name}: readings never played: {seen}"


@pytest.mark.slow
@pytest.mark.parametrize("part", range(PARTS))
def test_thousand_random_games_keep_every_invariant(part):
    """1,000 games in parts of 40: every step checked; the JSON round trip after every step in
    four games of each part, every 25th step and at the end in the others."""
    size = len(GAMES) // PARTS
    lengths = []
    for i, (seed, players) in enumerate(GAMES[part * size:(part + 1) * size]):
        start = new_game(players=players, seed=seed, options=random_options(seed))
        g, steps = conformance.play(SPEC, seed, start=start, round_trip_every=1 if i % 10 == 0 else 25)
        assert g.is_over and g.scorings <= 3
        lengths.append(steps)
    assert len(lengths) == size and min(lengths) > 50


@pytest.mark.parametrize("seed", range(20))
def test_illegal_actions_are_refused_and_change_nothing(seed):
    pool: list = []
    start = new_game(players=PLAYERS[seed % len(PLAYERS)], seed=1000 + seed, options=random_options(seed))
    g, _ = conformance.play(SPEC, seed, start=start, invariants=False, round_trip_every=0,
                            probe=lambda s, legal, rng: conformance.probe_illegal(SPEC, s, legal, rng, pool))
    conformance.replays_the_same(g)


def broken_copy(g, players=None, **fields):
    """A state read back from ``g``'s snapshot with some fields changed: a broken position that
    ``edit`` would refuse, for the invariants to catch."""
    d = g.snapshot()
    d.update(fields)
    for seat, change in (players or {}).items():
        d["players"][seat].update(change)
    return type(g).from_snapshot(d)


def test_the_invariants_catch_a_broken_state():
    """Each kind of break the kit must notice: a card in two places, a lost token, a negative
    Resource, two pieces on one space, a fourth Empire Scoring, more units than the box holds."""
    from rulekit.mosaic import invariants

    g = new_game(players=3, seed=4)
    rng = random.Random(4)
    while not g.board or g.decision.kind != "turn":
        g = g.apply(rng.choice(g.legal_actions()))
    invariants(g, g.root())
    p = g.players[0]
    broken = {
        "more than one place": broken_copy(g, players={0: {"techs": list(p.techs + g.decks[0][:1])}}),
        "appeared or vanished": broken_copy(g, tokens=[list(x) for x in g.tokens[1:]]),
        "something negative": broken_copy(g, players={0: {"resources": [-1, *p.resources[1:]]}}),
        "two pieces on one space": broken_copy(g, board=[list(x) for x in g.board + g.board[:1]]),
        "more than three": broken_copy(g, scorings=4),
        "more than the box holds": broken_copy(g, players={0: {"units": [list(u) for u in sorted(
            p.units + ((g.in_play()[0], "SIEGE_ENGINE"),) * 3)]}}),
    }
    for message, state in broken.items():
        with pytest.raises(AssertionError, match=message):
            invariants(state, g.root())
