"""The turn's listings carried from step to step are exact (rulekit.tta.decisions.verdicts.remembered).

A kind's listing given a key (rulekit.tta.decisions.listing_keys) gives its last list again, for the
same seat, while the key (what the listing reads) is unchanged. A key that left out something the
listing reads would let a stale list through. Seeded random Simple, Advanced and Full games, under
several option sets (exact change among them, whose payments read the tokens on each card), are played
to the end; at every step of a turn, before the turn's options are listed, each remembered listing whose
kind's gate lets it run is asked, and what it gives is compared with the listing run afresh on the
same judging. The last test weakens one key on purpose and checks that the comparison catches it.
"""

from __future__ import annotations

import random

import pytest

from rulekit.tta import SPEC
from rulekit.tta.actions import Build
from rulekit.tta.decisions import verdicts
from rulekit.tta.decisions.judge import turn_options
from rulekit.tta.decisions.verdicts import JUDGES, QUIET, Judging, remembered
from rulekit.tta.game import new_game

#: The default readings, exact change (short() then reads the tokens on the cards and the blue bank), and
#: readings that change what the listings read (the urban limit, the wonder take floor, a leader per age,
#: the military resources paid first, an older special technology refused).
OPTION_SETS = (
    {},
    {"change_impossible": "refuse", "change_many_tokens": False},
    {"easier": True, "wonder_take_floor": "one", "leader_per_age": "while-held", "military_pool": "first",
     "older_special": "refused", "bonus_military_action": "units-only"},
)


def remembered_kinds() -> list:
    """Each kind whose listing is remembered: ``(kind, listing)``."""
    return [(kind, kind.listing) for kind in JUDGES.values() if hasattr(kind.listing, "__wrapped__")]


def first_stale(game: str, players: int, seed: int, options: dict, kinds: list):
    """Play one seeded random game; at every step of a turn ask each of ``kinds``' listings (``(kind,
    listing)``, ``listing`` remembered) whose gate lets it run, and compare it with the listing run afresh.
    The first difference found, as a sentence, or ``None``."""
    rng = random.Random(seed)
    g = new_game(players=players, game=game, seed=seed, options=options)
    while not g.is_over:
        if g.decision.kind == "turn":
            seat = g.to_move
            j = Judging(g, seat)
            j.no = QUIET
            for kind, listing in kinds:
                if kind.gate is None or kind.gate(j.p):
                    kept, fresh = listing(j), listing.__wrapped__(j)
                    if kept != fresh:
                        return (f"{game} {players}p seed {seed} {options}, {g.where()}: {kind.action.__name__} "
                                f"listed {kept}, afresh {fresh}")
        g = g.apply(SPEC.playout(g.legal_actions(), rng))
    return None


def games(n: int) -> list:
    """``(game, players, seed, options)`` of ``n`` games of each level, each option set in turn."""
    return [(game, 2 + k % 3, 900 + k, OPTION_SETS[k % len(OPTION_SETS)])
            for game in ("simple", "advanced", "full") for k in range(n)]


def test_some_listings_are_remembered():
    assert verdicts.REMEMBER
    assert {kind.action for kind, _ in remembered_kinds()} >= {Build}


@pytest.mark.parametrize("game, players, seed, options", games(3))
def test_a_remembered_listing_gives_what_the_listing_gives_afresh(game, players, seed, options):
    assert first_stale(game, players, seed, options, remembered_kinds()) is None


@pytest.mark.slow
@pytest.mark.parametrize("game, players, seed, options", games(30)[3:])
def test_a_remembered_listing_gives_what_the_listing_gives_afresh_in_many_games(game, players, seed, options):
    assert first_stale(game, players, seed, options, remembered_kinds()) is None


def test_the_switch_lists_afresh():
    """With :data:`~rulekit.tta.decisions.verdicts.REMEMBER` off the turn's options are listed afresh: the
    same options as with the listings remembered, at every step of a turn of an Advanced game."""
    rng = random.Random(4)
    g = new_game(players=3, game="advanced", seed=4)
    try:
        while not g.is_over:
            if g.decision.kind == "turn":
                kept = turn_options(g, g.to_move)
                verdicts.REMEMBER = False
                assert turn_options(g, g.to_move) == kept, g.where()
                verdicts.REMEMBER = True
            g = g.apply(SPEC.playout(g.legal_actions(), rng))
    finally:
        verdicts.REMEMBER = True


def test_a_key_that_leaves_out_what_the_listing_reads_is_caught():
    """The build listing remembered by its buildings alone (not the resources held, nor the cards in hand):
    the comparison finds a stale list."""
    build = JUDGES[Build]
    weak = remembered(build.listing.__wrapped__, lambda j: (j.p.buildings,))
    assert first_stale("simple", 2, 900, {}, [(build, weak)]) is not None
