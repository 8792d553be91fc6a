"""Through the Ages (the Simple game) under core's conformance kit: 1,000 random legal games to the end.

Every player count from 2 to 4 and, in every other game, a random reading of every
rule option (rulekit.tta.options). After every step TTA's invariants hold
(rulekit.tta.invariants: each civilization's 25 yellow and 18 blue tokens
conserved between its banks and its cards, every card of the root in exactly one
place, banks, workers, science, actions and indicators never negative or out of
their ranges, culture below 0 only under ``famine_culture = "negative"``) and the
state survives a JSON round trip; each game ends within a bounded number of
rounds, after the last seat's turn of the round in which Age I's civil deck ran
out, and the finished game refuses every action. 200 further games check the rule
limits after every step (urban buildings per type, the hand limit, one leader of an
age, spent actions within the totals, one wonder at a time, the row refilled), and in
six games every action listed, not only the chosen one, is applied and checked; in
three games, at every step, every action the grammar can write with the cards in reach
is put to ``why_not``, which must accept exactly the listed ones.

The seeds (10,000-10,999) differ from those of tests/test_tta_game.py, so the two
files together play 2,000 different games. Every step of every game is checked in
full: 1,000 games cost about 90 s of CPU on this machine (2026-11-26).

Other games probe illegal actions: actions seen elsewhere (core ``probe_illegal``)
and actions made up from the move grammar with every card of the data, card-row
slots beyond the row, and answers no event asks. Each is refused by ``why_not`` and
``apply`` alike with a TTA rule and the state does not change; a malformed text
is an ``InvalidAction``. Replaying a history by notation, loading a save mid-game
and playing on, and playing the same seed twice all reach the same game. A
coverage run asserts that random play really reaches every verb, every decision
kind and every action card's embedded action. The last tests break live states
by hand and assert that the invariants notice each break.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import fields

import pytest

import rulekit.tta as tta
from rulekit.core import conformance
from rulekit.core.errors import DataError, IllegalAction, InvalidAction
from rulekit.tta import Options, SPEC, invariants, new_game
from rulekit.tta import actions as A
from rulekit.tta import rules as R
from rulekit.tta.cards import data


def random_options(seed: int) -> dict:
    """Half the games under the default reading of everything; the others draw each
    option's reading at random (an option without listed choices is a bool)."""
    if seed % 2 == 0:
        return {}
    rng = random.Random(f"options-{seed}")
    return {o.name: rng.choice(o.choices or (False, True)) for o in Options.described()}


GAMES = [(seed, tta.PLAYERS[seed % 3]) for seed in range(10_000, 11_000)]
PARTS = 20
#: Random Simple games last 7-10 rounds and about 110 steps (200 games measured); a game
#: still running after 20 rounds or 3,000 steps has lost its way to the end.
MAX_ROUNDS = 20
MAX_STEPS = 3_000


def test_the_thousand_cover_every_player_count_and_every_reading():
    counts = Counter(p for _, p in GAMES)
    assert counts == {2: 333, 3: 334, 4: 333}
    for o in Options.described():
        seen = {random_options(seed).get(o.name, o.default) for seed, _ in GAMES}
        assert seen == set(o.choices or (False, True)), f"{o.name}: readings never played: {seen}"
    assert all(Options.parse(random_options(seed)) is not None for seed, _ in GAMES[:50])


def _ended_properly(g, players: int) -> None:
    """The Simple game's end (TTA-R END_SIMPLE): the round in which the last civil card of
    Age I reached the row is played to its end, so the last turn is the last seat's."""
    assert g.is_over and g.last_round, f"the game ended without its last round [{g.where()}]"
    assert not g.deck_i, "the game ended with Age I civil cards still in the deck"
    assert g.current == players - 1, f"the last round stopped after P{g.current + 1}'s turn"
    assert 3 <= g.round <= MAX_ROUNDS, f"the game lasted {g.round} rounds"
    assert g.scores() == tuple(p.culture for p in g.players)
    assert len(g.scores()) == players


@pytest.mark.slow
@pytest.mark.parametrize("part", range(PARTS))
def test_thousand_random_games_keep_every_invariant(part):
    """1,000 games in parts of 50: invariants after every step; the JSON round trip after every
    step in five games of each part, every 25th step and at the end in the others."""
    size = len(GAMES) // PARTS
    lengths = []
    for i, (seed, players) in enumerate(GAMES[part * size:(part + 1) * size]):
        start = new_game(players=players, seed=seed, options=random_options(seed))
        g, steps = conformance.play(SPEC, seed, start=start, round_trip_every=1 if i % 10 == 0 else 25,
                                    max_steps=MAX_STEPS)
        _ended_properly(g, players)
        conformance.round_trips(g)
        lengths.append(steps)
    assert len(lengths) == size and min(lengths) > 30


# == the Simple game's limits, along random play ======================================================

def _limits_hold(before, action, g) -> None:
    """What the rules forbid, checked on the state after each step (rule names of rulekit.tta.rulebook):
    URBAN_LIMIT / BUILDING_LIMIT (buildings of one urban type within the government's limit),
    HAND_LIMIT (after a take the hand is within the limit), LEADER_TAKE (one leader of an age held at a
    time; under the default ``leader_per_age = "ever"`` each age noted once), ACTIONS (spent civil and
    military actions within the totals while the game lives), WONDER_ONE_IN_PROGRESS and WONDER_COMPLETE
    (the wonder under construction is not a built one; no wonder built twice), CARD_ROW_REFILL (from
    round 2 a turn starts with the 13 slots full while a civil deck has cards)."""
    ever = g.options.leader_per_age == "ever"
    where = f"after {action} [{g.where()}]"
    for seat, p in enumerate(g.players):
        for kind in R.URBAN:
            assert R.urban_count(p, kind) <= R.building_limit(p), f"P{seat + 1}: too many {kind} buildings {where}"
        if action.verb == "take" and seat == before.to_move:
            assert len(p.hand) <= R.hand_limit(p), f"P{seat + 1}: hand above its limit {where}"
        held = [R.info(c).age for c in p.hand if R.info(c).type == "leader"] + (
            [R.info(p.leader).age] if p.leader else [])
        assert len(held) == len(set(held)) and set(held) <= set(p.leader_ages), f"P{seat + 1}: leaders {where}"
        if ever:
            assert len(p.leader_ages) == len(set(p.leader_ages)), f"P{seat + 1}: two leaders of one age {where}"
        if not g.is_over:
            assert p.civil_spent <= R.civil_total(p), f"P{seat + 1}: civil actions overspent {where}"
            assert p.military_spent <= R.military_total(p), f"P{seat + 1}: military actions overspent {where}"
        assert len(set(p.wonders)) == len(p.wonders) and p.building not in p.wonders, f"P{seat + 1}: wonders {where}"
    if g.tasks and g.tasks[0].kind == "turn" and g.round >= 2 and before.current != g.current:
        assert all(g.row) or not (g.deck_a or g.deck_i), f"the row is not refilled {where}"


@pytest.mark.slow
@pytest.mark.parametrize("part", range(4))
def test_the_simple_game_s_limits_hold_along_random_play(part):
    """200 more games (seeds 60,000-60,199), every rule limit of :func:`_limits_hold` after every step."""
    for seed in range(60_000 + part * 50, 60_000 + (part + 1) * 50):
        rng = random.Random(seed)
        g = new_game(players=tta.PLAYERS[seed % 3], seed=seed, options=random_options(seed))
        while not g.is_over:
            action = rng.choice(g.legal_actions())
            before, g = g, g.apply(action)
            _limits_hold(before, action, g)


@pytest.mark.parametrize("seed", range(6))
def test_every_listed_action_applies_and_keeps_the_invariants(seed):
    """Not only the chosen one: at every step of the game every action ``legal_actions()`` lists is
    applied, and each resulting state keeps TTA's invariants and limits."""
    rng = random.Random(seed)
    g = new_game(players=tta.PLAYERS[seed % 3], seed=70_000 + seed, options=random_options(seed))
    root, applied = g, 0
    while not g.is_over:
        legal = g.legal_actions()
        for action in legal:
            after = g.apply(action)
            invariants(after, root)
            _limits_hold(g, action, after)
            applied += 1
        g = g.apply(rng.choice(legal))
    assert applied > len(g.history)


POLICIES = {
    "first listed": lambda legal, rng: legal[0],
    "last listed": lambda legal, rng: legal[-1],
    "always end the turn": lambda legal, rng: next((a for a in legal if a.verb == "end"), legal[0]),
    "never end while anything else is legal": lambda legal, rng: rng.choice(
        [a for a in legal if a.verb != "end"] or legal),
}


@pytest.mark.parametrize("players", tta.PLAYERS)
@pytest.mark.parametrize("policy", sorted(POLICIES))
def test_the_game_ends_under_extreme_play(policy, players):
    """A civilization that never acts, one that destroys what it has (the first listed action is
    often ``destroy``), one that always takes the last listed action and one that never ends its
    turn while it can act: each game still ends, with the invariants and limits after every step."""
    choose, rng = POLICIES[policy], random.Random(players)
    g = new_game(players=players, seed=90 + players)
    root = g
    while not g.is_over:
        action = choose(g.legal_actions(), rng)
        before, g = g, g.apply(action)
        invariants(g, root)
        _limits_hold(before, action, g)
        assert len(g.history) < MAX_STEPS and g.round <= MAX_ROUNDS, f"{policy}: no end [{g.where()}]"
    _ended_properly(g, players)


# == illegal actions ==================================================================================

CARDS = sorted(data().cards)
#: Every verb of the move grammar (a verb added later is made up field by field, and random play must reach it).
#: The Advanced game's verbs (PL chapter 2): refused in a Simple game, tested by tests/test_tta_advanced*.py.
ADVANCED_VERBS = {"pass", "future", "attack", "pact", "break", "tactic", "bid", "sacrifice", "bonus", "discard", "done",
                  "columbus"}
#: The verbs of the variants of chapter 4 (Advanced and Full games only).
VARIANT_VERBS = {"draw", "keep"}
#: The Full game's own verbs (an honourable resignation, PL L2593-2600; Ocean Liner Service's growth, an Age II
#: wonder): tests/test_tta_wars.py and tests/test_tta_age2_cards.py play them.
FULL_VERBS = {"resign", "liner"}
VERBS = tuple(sorted(v for v in tta.Action.KINDS if v not in ADVANCED_VERBS | VARIANT_VERBS | FULL_VERBS))


def test_the_grammar_has_every_simple_verb():
    assert set(VERBS) >= {"take", "grow", "build", "upgrade", "destroy", "stage", "lead", "play", "discover",
                          "revolution", "peaceful", "recruit", "disband", "barbarossa", "end", "gain", "choose"}


def made_up(state, rng, n: int = 30) -> list:
    """``n`` actions from the move grammar, most of them illegal here: every verb, with cards of the
    whole data (and the ones in front of the player, so near misses are common), card-row slots 0-16,
    wonder stages 0-3, token placements and every event answer."""
    p = state.players[state.to_move] if state.players else None
    near = list(p.hand + p.in_play() + p.wonders) if p else []
    near += [c for c in state.row if c]
    near += [p.leader] if p and p.leader else []

    def card():
        return rng.choice(near) if near and rng.random() < 0.6 else rng.choice(CARDS)

    def helper():
        return "" if rng.random() < 0.6 else card()

    tokens = ("1x1", "2x1", "1x2", "3x1", "1x3", "0x1", "2x", "many", "2x1+1x2", ">1", "1x2>1", "2b", "1b+1x1")
    makers = {
        "take": lambda: A.Take(rng.randrange(0, 17)),
        "grow": lambda: A.Grow(helper()),
        "build": lambda: A.Build(card(), helper()),
        "upgrade": lambda: A.Upgrade(card(), card(), helper()),
        "destroy": lambda: A.Destroy(card()),
        "stage": lambda: A.Stage(rng.randrange(0, 4), helper()),
        "lead": lambda: A.Lead(card()),
        "play": lambda: A.Play(card()),
        "discover": lambda: A.Discover(card(), helper()),
        "revolution": lambda: A.Revolution(card(), helper()),
        "peaceful": lambda: A.Peaceful(card()),
        "recruit": lambda: A.Recruit(card()),
        "disband": lambda: A.Disband(card()),
        "barbarossa": lambda: A.Barbarossa(card()),
        "end": lambda: A.End(),
        "gain": lambda: A.Gain(rng.choice(tokens)),
        "choose": lambda: A.Choose(rng.choice(("food", "resources", "yes", "no", "spent", "unspent", "culture",
                                               "maybe"))),
    }

    def generic(cls):
        """A verb without a maker above: each field filled by its kind (a number, a card, a token word)."""
        kw = {}
        for f in fields(cls):
            if f.type in (int, "int"):
                kw[f.name] = rng.randrange(0, 17)
            elif f.name == "card":
                kw[f.name] = helper()
            elif f.name in ("tech", "old", "new", "leader", "action", "government", "unit"):
                kw[f.name] = card()
            else:
                kw[f.name] = rng.choice(tokens + ("food", "yes", "spent"))
        return cls(**kw)

    verbs = VERBS
    return [makers[v]() if v in makers else generic(tta.Action.KINDS[v]) for v in (rng.choice(verbs)
                                                                                     for _ in range(n))]


@pytest.mark.parametrize("seed", range(16))
def test_illegal_actions_seen_elsewhere_are_refused_and_change_nothing(seed):
    pool: list = []
    start = new_game(players=tta.PLAYERS[seed % 3], seed=20_000 + seed, options=random_options(seed))
    g, _ = conformance.play(SPEC, seed, start=start, invariants=False, round_trip_every=0,
                            probe=lambda s, legal, rng: conformance.probe_illegal(SPEC, s, legal, rng, pool))
    _ended_properly(g, len(g.players))
    conformance.replays_the_same(g)


@pytest.mark.parametrize("seed", range(8))
def test_made_up_actions_are_refused_with_a_tta_rule_and_change_nothing(seed):
    """At every step 30 actions from the grammar: the legal ones are accepted by ``why_not``; every
    other one is refused by ``why_not`` and by ``apply`` with a TTA rule, and nothing changes."""
    refused = Counter()

    def probe(s, legal, rng):
        tried = made_up(s, rng)
        legal_set = set(legal)
        refused.update(str(a).split()[0] for a in tried if a not in legal_set)
        conformance.probe_illegal(SPEC, s, legal, rng, tried, tries=len(tried))

    start = new_game(players=tta.PLAYERS[seed % 3], seed=30_000 + seed, options=random_options(seed + 1))
    g, _ = conformance.play(SPEC, 30_000 + seed, start=start, invariants=False, round_trip_every=0, probe=probe)
    assert g.is_over
    assert set(refused) == set(VERBS)


def test_the_advanced_games_moves_are_refused_in_a_simple_game_with_a_rule():
    g = new_game(players=3, seed=5)
    for text in ("pass", "future m-I-crusades", "attack m-I-plunder 2", "pact m-II-scientific-cooperation 2 A",
                 "break m-II-scientific-cooperation", "tactic m-I-legion", "bid 3", "sacrifice c-A-warriors",
                 "bonus m-I-defense-colonization", "discard m-I-rats", "done", "columbus m-I-fertile-territory"):
        err = g.why_not(text)
        assert err is not None and err.rule.ref.startswith("TTA-R-"), text


def every_action_near(state) -> set:
    """Every action the grammar can write with the cards the player to move has (hand, cards in play,
    leader, wonder being built) or could take (the row), upgrades between its cards in play (an
    upgrade's higher card must be in play, PL L1287-1301), every row slot 0-14, stages 0-3, every
    token placement up to 3x3 and every answer: a superset of what can be legal here."""
    p = state.players[state.to_move]
    mine = sorted(set(p.hand + p.in_play() + p.wonders + ((p.leader,) if p.leader else ())
                      + ((p.building,) if p.building else ()) + tuple(c for c in state.row if c)))
    helpers = [""] + sorted(set(p.hand))
    out = {A.End(), *(A.Take(i) for i in range(15)), *(A.Stage(n, h) for n in range(4) for h in helpers)}
    out |= {A.Gain(f"{n}x{v}") for n in range(4) for v in range(4)}
    out |= {A.Choose(x) for x in ("food", "resources", "yes", "no", "spent", "unspent")}
    for c in mine:
        out |= {A.Destroy(c), A.Lead(c), A.Play(c), A.Peaceful(c), A.Recruit(c), A.Disband(c), A.Barbarossa(c)}
        for h in helpers:
            out |= {A.Build(c, h), A.Discover(c, h), A.Revolution(c, h), A.Grow(h)}
    techs = sorted(set(p.in_play()))
    out |= {A.Upgrade(old, new, h) for old in techs for new in techs if new != old for h in helpers}
    # a verb added later with one word (a token payment …): the words the Simple verbs use
    words = [f"{n}x{v}" for n in range(4) for v in range(4)] + ["2x1+1x2", ">1", "2b", "food", "yes", "spent"]
    for verb, cls in tta.Action.KINDS.items():
        if verb not in ENUMERATED and [f.type for f in fields(cls)] in (["str"], [str]):
            out |= {cls(w) for w in words}
    return out


#: The verbs :func:`every_action_near` writes in full; a later one's legal actions join the set as listed.
ENUMERATED = {"end", "take", "stage", "gain", "choose", "destroy", "lead", "play", "peaceful", "recruit", "disband",
              "barbarossa", "build", "discover", "revolution", "grow", "upgrade"}


@pytest.mark.parametrize("seed", range(3))
def test_legal_actions_are_exactly_what_why_not_accepts(seed):
    """At every step of three games ``why_not`` accepts exactly the listed actions among all those the
    grammar can write with the cards in reach: none missing from ``legal_actions()``, none listed that
    it refuses, every refusal with a TTA rule."""
    rng = random.Random(seed)
    g = new_game(players=tta.PLAYERS[seed % 3], seed=80_000 + seed, options=random_options(seed))
    checked = 0
    while not g.is_over:
        legal = set(g.legal_actions())
        universe = every_action_near(g) | {a for a in legal if a.verb not in ENUMERATED}
        for action in universe:
            err = g.why_not(action)
            assert (err is None) == (action in legal), f"{action}: why_not {err} [{g.where()}]"
            assert err is None or err.rule.ref.startswith("TTA-"), action
        assert legal <= universe, f"listed yet out of reach: {sorted(map(str, legal - universe))}"
        checked += len(universe)
        g = g.apply(rng.choice(sorted(legal, key=str)))
    assert checked > 10_000


def test_the_finished_game_refuses_everything_with_the_end_rule():
    g, _ = conformance.play(SPEC, 7, start=new_game(players=3, seed=7), invariants=False, round_trip_every=0)
    before = g.snapshot()
    rng = random.Random(7)
    for action in made_up(g, rng, 60) + list(g.root().legal_actions()):
        err = g.why_not(action)
        assert err is not None and err.rule.ref.startswith("TTA-"), action
        with pytest.raises(IllegalAction):
            g.apply(action)
    assert g.snapshot() == before and g.legal_actions() == []


@pytest.mark.parametrize("text", ["", "fly", "take", "take x", "take -1", "end now", "build", "stage one",
                                  "upgrade c-A-bronze", "choose", "grow with", "take 3 with"])
def test_malformed_text_is_an_invalid_action_and_changes_nothing(text):
    g = new_game(players=2, seed=5)
    before = g.snapshot()
    with pytest.raises((InvalidAction, IllegalAction)) as caught:
        g.apply(text)
    if isinstance(caught.value, IllegalAction):   # parsed, yet refused: it must name a TTA rule
        assert caught.value.rule.ref.startswith("TTA-")
    assert g.snapshot() == before


# == replay, saves and determinism ====================================================================

def _random_line(start, seed, stop=None):
    rng = random.Random(seed)
    g = start
    while not g.is_over and (stop is None or len(g.history) < stop):
        g = g.apply(rng.choice(g.legal_actions()))
    return g, rng


@pytest.mark.parametrize("seed", range(6))
def test_the_same_seed_plays_the_same_game(seed):
    """Two games from the same seed and the same choices agree at every step; a different seed
    deals a different game."""
    players, options = tta.PLAYERS[seed % 3], random_options(seed)
    a, b = new_game(players, seed=seed, options=options), new_game(players, seed=seed, options=options)
    assert a.snapshot() == b.snapshot()
    assert new_game(players, seed=seed + 1, options=options).snapshot() != a.snapshot()
    rng = random.Random(seed)
    while not a.is_over:
        legal = a.legal_actions()
        assert [str(x) for x in legal] == [str(x) for x in b.legal_actions()]
        choice = rng.choice(legal)
        a, b = a.apply(choice), b.apply(str(choice))
        assert a.snapshot() == b.snapshot()
    conformance.replays_the_same(a)


@pytest.mark.parametrize("seed", range(6))
def test_a_save_loaded_mid_game_plays_on_as_the_original(seed):
    """Save after a random number of steps, load the JSON, and play both on with the same choices:
    the same legal actions at every step, the same end, and the save holds the whole history."""
    players = tta.PLAYERS[seed % 3]
    start = new_game(players, seed=40_000 + seed, options=random_options(seed))
    cut = random.Random(seed).randrange(20, 90)
    mid, _ = _random_line(start, seed, stop=cut)
    loaded = tta.State.from_dict(json.loads(json.dumps(mid.to_dict())))
    assert loaded.history == mid.history and loaded.snapshot() == mid.snapshot()
    assert loaded.root().snapshot() == start.snapshot()
    rng1, rng2 = random.Random(seed * 7), random.Random(seed * 7)
    a, b = mid, loaded
    while not a.is_over:
        la, lb = a.legal_actions(), b.legal_actions()
        assert [str(x) for x in la] == [str(x) for x in lb], f"the loaded game differs after {len(a.history)} steps"
        a, b = a.apply(rng1.choice(la)), b.apply(rng2.choice(lb))
    assert b.is_over and a.snapshot() == b.snapshot() and a.scores() == b.scores()


# == coverage: what random play really reaches ========================================================

ANSWERS = ("food", "resources", "yes", "no", "spent", "unspent")


@pytest.fixture(scope="module")
def coverage():
    verbs, kinds, helpers, answers, leaders, wonders = (Counter() for _ in range(6))
    for seed in range(50_000, 50_120):
        players = tta.PLAYERS[seed % 3]
        g = new_game(players, seed=seed, options=random_options(seed))
        rng = random.Random(seed)
        while not g.is_over:
            a = rng.choice(g.legal_actions())
            kinds[g.decision.kind] += 1
            verbs[a.verb] += 1
            if getattr(a, "card", ""):
                helpers[a.card] += 1
            if a.verb == "choose":
                answers[a.answer] += 1
            g = g.apply(a)
        for p in g.players:
            leaders.update([p.leader] if p.leader else [])
            wonders.update(p.wonders)
    return verbs, kinds, helpers, answers, leaders, wonders


def test_random_play_reaches_every_verb_decision_and_answer(coverage):
    verbs, kinds, _, answers, _, _ = coverage
    print(dict(verbs), dict(kinds), dict(answers))
    assert [v for v in VERBS if not verbs[v]] == []
    assert set(kinds) >= {"turn", "event", "shortage", "gain", "lose"}
    assert [a for a in ANSWERS if not answers[a]] == []


def test_random_play_uses_the_action_cards_that_carry_an_action(coverage):
    """Rich Land, Ideal Building Site, Frugality, Engineering Genius, Breakthrough and Efficient
    Upgrade are played ``with`` the action they carry (PL L992-1009)."""
    _, _, helpers, _, _, _ = coverage
    kinds_used = {c.split("-", 2)[2] for c in helpers}
    assert kinds_used >= {"rich-land", "ideal-building-site", "frugality", "engineering-genius", "breakthrough",
                          "efficient-upgrade"}, helpers


def test_random_play_puts_leaders_and_wonders_of_both_ages_in_play(coverage):
    *_, leaders, wonders = coverage
    assert {c.split("-")[1] for c in leaders} == {"A", "I"}
    assert {c.split("-")[1] for c in wonders} == {"A", "I"}
    assert len(leaders) >= 6 and len(wonders) >= 4, (leaders, wonders)


# == the invariants catch broken states ===============================================================

def _live(seed: int = 12, options=None):
    """A 3-player game some rounds in: workers on cards, blue tokens on farms and mines, a wonder
    under construction or built where random play gives them."""
    rng = random.Random(seed)
    g = new_game(players=3, seed=seed, options=options)
    while g.round < 5 or g.decision.kind != "turn":
        g = g.apply(rng.choice(g.legal_actions()))
    return g


def _broken(g, players=None, **fields):
    """A position no rule allows, read back from ``g``'s snapshot with ``fields`` (and ``players={seat:
    {field: value}}``) changed: ``State.from_snapshot`` reads it without holding it to ``check_start``."""
    d = g.snapshot()
    plain = lambda k, v: [list(t) for t in v] if k == "techs" else (list(v) if isinstance(v, tuple) else v)
    d.update({k: plain(k, v) for k, v in fields.items()})
    for seat, change in (players or {}).items():
        d["players"][seat].update({k: plain(k, v) for k, v in change.items()})
    return type(g).from_snapshot(d)


def test_the_invariants_catch_a_broken_state():
    g = _live()
    root = g.root()
    invariants(g, root)
    p = g.players[0]
    card, workers, blue = next(t for t in p.techs if t[1] and t[2])
    spare = g.deck_i[0]
    tokens = {
        "yellow tokens not conserved": {"yellow": p.yellow + 1},
        "yellow tokens not conserved ": {"techs": tuple((c, w + (c == card), b) for c, w, b in p.techs)},
        "blue tokens not conserved": {"blue": p.blue - 1},
        "blue tokens not conserved ": {"stages": p.stages + 1},
        "yellow is negative": {"yellow": -1, "idle": p.idle + p.yellow + 1},
        "blue is negative": {"blue": -1, "techs": tuple((c, w, b + (p.blue + 1) * (c == card)) for c, w, b in p.techs)},
        "a card holds negative tokens": {"techs": tuple((c, w, b - (blue + 1) * (c == card)) for c, w, b in p.techs),
                                         "blue": p.blue + blue + 1},
        "science is negative": {"science": -2},
        "science above 40": {"science": 41},
        "civil_spent is negative": {"civil_spent": -1},
        "culture below 0": {"culture": -1},
    }
    broken = {message: _broken(g, players={0: change}) for message, change in tokens.items()}
    broken.update({
        "cards not conserved": _broken(g, row=(spare,) + g.row[1:]),             # a deck card also in the row
        "cards not conserved ": _broken(g, deck_i=g.deck_i[1:]),                  # a card vanished
        "cards not conserved  ": _broken(g, players={1: {"hand": g.players[1].hand + (card,)}}),  # in play and in a hand
        "cards not conserved   ": _broken(g, box=g.box + (spare,)),               # in the deck and in the box
    })
    for message, state in broken.items():
        with pytest.raises(AssertionError, match=message.strip()):
            invariants(state, root)
    # the public way to set a position up refuses each impossible civilization, naming the field
    for message, change in tokens.items():
        with pytest.raises(DataError, match=message.strip()) as err:
            g.edit(players={0: change})
        assert err.value.field.startswith("players[0].")


def test_negative_culture_is_allowed_only_under_its_option():
    """Famine may take culture below 0 only under the ``famine_culture = "negative"`` reading."""
    g = _live(options={"famine_culture": "negative"})
    invariants(g.edit(players={0: {"culture": -3}}), g.root())
    with pytest.raises(DataError, match="culture below 0") as err:
        _live().edit(players={0: {"culture": -3}})
    assert err.value.field == "players[0].culture"
    with pytest.raises(AssertionError, match="culture below 0"):
        invariants(_broken(_live(), players={0: {"culture": -3}}), _live().root())


def test_the_kit_stops_a_game_that_does_not_end():
    """``conformance.play`` fails a game that keeps going past its step bound."""
    start = new_game(players=2, seed=3)
    with pytest.raises(AssertionError, match="does not end"):
        conformance.play(SPEC, 3, start=start, invariants=False, round_trip_every=0, max_steps=25)
