"""The Advanced game under core's conformance kit: 1,000 random legal games to the end, 2-4 players.

Half the games play the default reading of every option, the others a random reading of each
(rulekit.tta.options, Simple and Advanced ones alike). After every step the invariants hold
(rulekit.tta.invariants: each civilization's tokens conserved, its 25 yellow and 18 blue plus the
ones a colony or an event brought; every card of the root in exactly one place, military hands,
colonies, tactics, pacts and the event piles included; the current and future events together
holding players + 2 cards; indicators within their tracks) and no decision is left without a legal
option; the JSON round trip is checked every 25 steps and at the end. Each game ends with the round
in which the last civil II card was dealt, the four Age III events scored and put on the past events.

Other games probe illegal actions (actions seen elsewhere and actions made up from the Advanced
verbs with every military card of the data): each is refused by ``why_not`` and ``apply`` alike
with a TTA rule, and the state does not change. A save loaded mid-game plays on as the original;
a coverage run asserts that random play reaches every Advanced decision kind and verb.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import rulekit.tta as tta
from rulekit.core import conformance
from rulekit.tta import Options, SPEC, new_game
from rulekit.tta import actions as A
from rulekit.tta.cards import data

GAMES = [(seed, tta.PLAYERS[seed % 3]) for seed in range(70_000, 71_000)]
PARTS = 20
MAX_STEPS = 20_000


def random_options(seed: int) -> dict:
    if seed % 2 == 0:
        return {}
    rng = random.Random(f"advanced-options-{seed}")
    return {o.name: rng.choice(o.choices or (False, True)) for o in Options.described()}


def start(seed: int, players: int):
    return new_game(players=players, game="advanced", seed=seed, options=random_options(seed))


def _ended_properly(g, players: int) -> None:
    """The Advanced game's end (PL L2324-2330): the round in which the last civil II card was dealt is
    played to its last seat, then the four Age III events score."""
    assert g.is_over and g.last_round, f"the game ended without its last round [{g.where()}]"
    assert not g.deck_i and not g.deck_ii, "the game ended with civil cards of Age I or II in a deck"
    assert g.current == players - 1, f"the last round stopped after P{g.current + 1}'s turn"
    assert g.finale == () and len([c for c in g.past if c.startswith("m-III-")]) == 4
    assert len(g.scores()) == players


def test_the_thousand_cover_every_player_count_and_every_reading():
    assert Counter(p for _, p in GAMES) == {2: 333, 3: 334, 4: 333}
    for o in Options.described():
        seen = {random_options(seed).get(o.name, o.default) for seed, _ in GAMES}
        assert seen == set(o.choices or (False, True)), f"{o.name}: readings never played: {seen}"


@pytest.mark.slow
@pytest.mark.parametrize("part", range(PARTS))
def test_thousand_random_advanced_games_keep_every_invariant(part):
    size = len(GAMES) // PARTS
    for seed, players in GAMES[part * size:(part + 1) * size]:
        g, steps = conformance.play(SPEC, seed, start=start(seed, players), round_trip_every=25,
                                    max_steps=MAX_STEPS)
        _ended_properly(g, players)
        assert steps > 100


MILITARY = sorted(c for c, card in data().cards.items() if card.deck == "military")


def made_up(state, rng, n: int = 12) -> list:
    """Advanced moves from the grammar with any military card, any seat number, any bid."""
    makers = {
        "pass": lambda: A.Pass(),
        "future": lambda: A.Future(rng.choice(MILITARY)),
        "attack": lambda: A.Attack(rng.choice(MILITARY), rng.randrange(0, 6)),
        "pact": lambda: A.Pact(rng.choice(MILITARY), rng.randrange(0, 6), rng.choice("AB")),
        "break": lambda: A.Break(rng.choice(MILITARY)),
        "tactic": lambda: A.Tactic(rng.choice(MILITARY)),
        "bid": lambda: A.Bid(rng.randrange(0, 40)),
        "sacrifice": lambda: A.Sacrifice(rng.choice(("c-A-warriors", "c-I-swordsmen", "c-I-knights", "c-A-bronze"))),
        "bonus": lambda: A.Bonus(rng.choice(MILITARY)),
        "discard": lambda: A.Discard(rng.choice(MILITARY)),
        "done": lambda: A.Done(),
        "choose": lambda: A.Choose(rng.choice(("accept", "refuse", "food", "resources", "yes", "no"))),
    }
    verbs = sorted(makers)
    return [makers[rng.choice(verbs)]() for _ in range(n)]


@pytest.mark.parametrize("seed", range(6))
def test_made_up_advanced_moves_are_refused_with_a_rule_and_change_nothing(seed):
    players = tta.PLAYERS[seed % 3]

    def probe(s, legal, rng):
        tried = made_up(s, rng)
        conformance.probe_illegal(SPEC, s, legal, rng, tried, tries=len(tried))

    g, _ = conformance.play(SPEC, 80_000 + seed, start=start(80_000 + seed, players), invariants=False,
                            round_trip_every=0, probe=probe, max_steps=MAX_STEPS)
    _ended_properly(g, players)


@pytest.mark.parametrize("seed", range(4))
def test_illegal_actions_seen_elsewhere_are_refused(seed):
    pool: list = []
    players = tta.PLAYERS[seed % 3]
    g, _ = conformance.play(SPEC, 81_000 + seed, start=start(81_000 + seed, players), invariants=False,
                            round_trip_every=0, max_steps=MAX_STEPS,
                            probe=lambda s, legal, rng: conformance.probe_illegal(SPEC, s, legal, rng, pool))
    conformance.replays_the_same(g)


@pytest.mark.parametrize("seed", range(4))
def test_a_save_loaded_mid_game_plays_on_as_the_original(seed):
    players = tta.PLAYERS[seed % 3]
    g = start(82_000 + seed, players)
    rng = random.Random(seed)
    for _ in range(random.Random(seed).randrange(150, 600)):
        if g.is_over:
            break
        g = g.apply(rng.choice(g.legal_actions()))
    conformance.loads_and_plays_on(g, seed * 3)


@pytest.fixture(scope="module")
def coverage():
    verbs, kinds = Counter(), Counter()
    for seed in range(83_000, 83_060):
        g = start(seed, tta.PLAYERS[seed % 3])
        rng = random.Random(seed)
        while not g.is_over:
            a = rng.choice(g.legal_actions())
            kinds[g.decision.kind] += 1
            verbs[a.verb] += 1
            g = g.apply(a)
    return verbs, kinds


def test_random_play_reaches_the_advanced_verbs_and_decisions(coverage):
    verbs, kinds = coverage
    assert {"pass", "future", "attack", "tactic", "bid", "sacrifice", "discard", "done"} <= set(verbs), verbs
    assert {"political", "military-discard"} <= set(kinds), kinds
