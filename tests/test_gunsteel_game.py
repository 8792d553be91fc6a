"""The Guns & Steel state machine: set-up, turns, and random-play conformance.

The random-play tests follow OpenSpiel's ``sim_game``: random legal actions from
fixed seeds to the end of the game, checking invariants after every step.
"""

import json
import random
from dataclasses import replace

import pytest

import rulekit.gunsteel as gs
from rulekit.core import conformance
from rulekit.core.errors import DataError, IllegalAction, InvalidAction
from rulekit.gunsteel import decisions, rules
from rulekit.gunsteel.actions import Action, Buy
from rulekit.gunsteel.decisions import END_OF_TURN, end_steps
from rulekit.gunsteel.options import Options
from rulekit.gunsteel.scenarios import build

HERE = "tests/test_gunsteel_game.py"


def _finish_setup(g):
    while g.phase == "setup":
        g = g.apply(g.legal_actions()[0])
    return g


@pytest.mark.parametrize("players,placed", [(2, (0, 1)), (3, (0, 0, 1)), (4, (0, 0, 1, 1))])
def test_first_resource_by_player_count(players, placed):
    """GS-EX-2 / GS-R-29: who lays a first resource, by player count."""
    g = _finish_setup(gs.new_game(players, "new-world", seed=2))
    assert tuple(len(p.resources) for p in g.players) == placed
    assert tuple(len(p.hand) for p in g.players) == tuple(5 - n for n in placed)


@pytest.mark.parametrize("mode,players,rows,research", [
    ("new-world", 4, [7, 6, 5, 4, 3], [0, 0, 0, 0, 0]),
    ("renaissance", 3, [7, 6, 5, 4, 3], [0, 0, 0, 0, 0]),
    ("new-world", 2, [6, 5, 4, 3, 2], [0, 0, 0, 0, 0]),
    ("combined", 3, [6, 5, 4, 3, 2], [8, 7, 6, 5, 4]),
])
def test_pyramid_and_research_by_mode(mode, players, rows, research):
    g = gs.new_game(players, mode, seed=4)
    assert list(g.rows) == rows and [len(r) for r in g.research] == research
    sets = {g.deck.wonders[w].set for w in g.wonder_slots}
    assert sets == ({"renaissance"} if mode == "combined" else {mode})        # GS-R-70
    for i, cid in enumerate(g.pyramid):
        assert g.card(cid).resource == g.layout.era[i]                         # rows by era


def test_two_players_remove_the_icon_cards():
    g = gs.new_game(2, "renaissance", seed=9)
    assert not any(g.card(c).remove_2p for c in g.pyramid)


def test_bad_setup_is_a_clear_error():
    with pytest.raises(IllegalAction, match="2-4 players"):
        gs.new_game(5)
    with pytest.raises(IllegalAction, match="card_set"):
        gs.new_game(3, "atlantis")
    with pytest.raises(DataError, match="not a rule option"):
        gs.new_game(3, options={"wonder_matching": "x"})


def test_one_card_in_hand_skips_the_technology_phase():
    """GS-R-61: one card → it is played as a resource; no Technology Phase follows."""
    g = _finish_setup(gs.new_game(3, "new-world", seed=1))
    p = g.players[0]
    s = g.edit(players={0: {"hand": p.hand[:1], "resources": ()}}, tasks=(decisions.ResourcePhase(0),))
    assert [str(a) for a in s.legal_actions()] == [f"res {p.hand[0]}"]
    s = s.apply(s.legal_actions()[0])
    assert s.phase != "technology" and all(t.kind != "technology" for t in s.tasks)


def test_buying_twice_is_refused_and_explained():
    """GS-R-55: one card a turn. P1 buys, and while their End of Turn still waits on them
    (a wonder to claim, then cards to take back) a second purchase is refused, changing nothing."""
    s = build({"id": "buy-twice", "start": {
        "players": 3, "set": "new-world", "seed": 1, "phase": "buy",
        "player": [{"hand": ["red-1"], "resources": ["red-3", "red-4", "red-5"], "temp": {"EARTH": 4}}]}}, HERE)
    first, second = [a for a in s.legal_actions() if isinstance(a, Buy)][:2]
    after = s.apply(first)
    assert after.bought and after.current == 0 and after.to_move == 0      # still P1's turn
    before = after.snapshot()
    for move in (second, str(second), f"{second} pay red-3"):
        err = after.why_not(move)
        assert err is not None and err.rule.ref == "GS-R-55" and "one card" in str(err)
        with pytest.raises(IllegalAction, match="one card"):
            after.apply(move)
    assert after.snapshot() == before
    after = after.apply(after.legal_actions()[0])              # the claim; now the take-back
    assert after.to_move == 0 and after.why_not(second).rule.ref == "GS-R-55"


def test_notation_round_trips_and_rejects_garbage():
    for text in ["res red-1", "use NW-H1 pay red-2", "buy RP-G pay a,b trade FOOD+IRON+IRON>EARTH",
                 "glory R-W-H1 from R-W-S2", "tribute P3", "pass"]:
        assert str(Action.parse(text)) == text
    for bad in ["", "fly away", "tribute 3", "buy O1 pay"]:
        with pytest.raises(InvalidAction):
            Action.parse(bad)


def test_illegal_move_explains_the_rule():
    g = _finish_setup(gs.new_game(3, "new-world", seed=1))
    with pytest.raises(IllegalAction) as info:
        g.apply("res blue-1")                    # P1 to play; blue-1 is P2's card
    assert info.value.rule.ref == "GS-R-07" and "blue-1" in str(info.value)


# -- random play: core's conformance kit with Guns & Steel's invariants -----------------


#: the 1,000 games check the JSON round trip every 25th step and at the end;
#: test_every_state_round_trips_through_json checks every step of 40 games
ROUND_TRIP_EVERY = 25


def play_random(seed: int, mode: str, players: int, check_every_step=True, probe=None):
    """One random game to the end (rulekit.core.conformance.play), checking after every step
    the game's invariants (rulekit.gunsteel.invariants), and a JSON round trip every
    ``ROUND_TRIP_EVERY`` steps and at the end."""
    g, steps = conformance.play(gs.SPEC, seed, start=gs.new_game(players, mode, seed=seed),
                                invariants=check_every_step,
                                round_trip_every=ROUND_TRIP_EVERY if check_every_step else 0, probe=probe)
    assert g.ended
    with pytest.raises(IllegalAction, match="over"):
        g.apply("pass")
    return g, steps


GAMES = [(seed, gs.MODES[seed % 3], gs.PLAYERS[(seed // 3) % 3]) for seed in range(1000)]


PARTS = 10                       # small parts: neither core waits long for the other at the end


@pytest.mark.slow
@pytest.mark.parametrize("part", range(PARTS))
def test_thousand_random_games_keep_every_invariant(part):
    """1,000 games in ten parts of 100: every set, every player count, to the end."""
    size = len(GAMES) // PARTS
    lengths = []
    for seed, mode, players in GAMES[part * size:(part + 1) * size]:
        g, steps = play_random(seed, mode, players)
        lengths.append(steps)
    assert len(lengths) == size and min(lengths) > 20


def _probe_illegal(g, legal, rng, pool=[]):
    """A random action that is not legal here raises IllegalAction with a Rule and changes nothing."""
    conformance.probe_illegal(gs.SPEC, g, legal, rng, pool)


@pytest.mark.parametrize("seed", range(60))
def test_illegal_actions_raise_and_change_nothing(seed):
    play_random(seed, gs.MODES[seed % 3], gs.PLAYERS[seed % 3], check_every_step=False, probe=_probe_illegal)


@pytest.mark.parametrize("seed", range(40))
def test_every_state_round_trips_through_json(seed):
    rng = random.Random(seed)
    g = gs.new_game(gs.PLAYERS[seed % 3], gs.MODES[seed % 3], seed=seed)
    while not g.is_over:
        snap = json.loads(json.dumps(g.snapshot()))
        assert gs.State.from_snapshot(snap) == g
        g = g.apply(rng.choice(g.legal_actions()))
    save = json.loads(json.dumps(g.to_dict()))
    again = gs.State.from_dict(save)
    assert again == g and again.history == g.history


def test_invariants_catch_a_broken_state():
    """The invariants the kit checks are not vacuous: a duplicated card and a lost glory marker fail.
    (Neither position can be set up with ``edit``, which refuses both: see the next test.)"""
    g = gs.new_game(3, "renaissance", seed=2)
    p = g.players[0]
    twice = replace(g, players=(replace(p, hand=p.hand + p.hand[:1]),) + g.players[1:])
    with pytest.raises(AssertionError, match="two places"):
        gs.invariants(twice, g)
    lost = replace(g, players=(replace(p, glory=4),) + g.players[1:])
    with pytest.raises(AssertionError, match="glory"):
        gs.invariants(lost, g)


def test_edit_refuses_impossible_positions():
    """``edit`` holds a position to a start's rules: a card in two places, glory markers lost."""
    g = gs.new_game(3, "renaissance", seed=2)
    p = g.players[0]
    with pytest.raises(DataError, match="two places"):
        g.edit(players={1: {"hand": g.players[1].hand + p.hand[:1]}})
    with pytest.raises(DataError, match="5 glory markers"):
        g.edit(players={0: {"glory": 4}})


def test_same_seed_same_actions_same_game():
    a, _ = play_random(77, "combined", 4, check_every_step=False)
    conformance.replays_the_same(a)
    b = gs.State.from_dict(a.to_dict())
    c = a.root()
    for act in a.history:
        c = c.apply(str(act))
    assert a == b == c and str(a) == str(c)


def test_history_undo_and_state_at():
    g, steps = play_random(5, "new-world", 2, check_every_step=False)
    assert len(g.history) == steps
    assert g.state_at(steps) is g and g.undo() is g.state_at(steps - 1)
    assert g.state_at(0) is g.root()


def test_broken_save_names_the_step():
    g, _ = play_random(3, "renaissance", 3, check_every_step=False)
    save = g.to_dict()
    save["log"][4] = "buy S9"
    with pytest.raises(DataError, match="log step 5"):
        gs.State.from_dict(save, source="game.json")
    with pytest.raises(DataError, match="missing"):
        gs.State.from_dict({"game": "gunsteel"})


def test_perft_counts_are_stable():
    """Legal-action counts along a fixed line (python-chess perft style) catch movegen drift."""
    g = gs.new_game(3, "new-world", seed=7)
    rng = random.Random(7)
    counts = []
    for _ in range(40):
        legal = g.legal_actions()
        counts.append(len(legal))
        g = g.apply(rng.choice(legal))
    assert counts == PERFT


#: Recorded from the engine, not from the rulebook: a change here means move generation
#: changed, and the change must be explained in the commit that updates it.
PERFT = [5, 5, 4, 2, 2, 5, 4, 2, 1, 4, 4, 3, 2, 3, 3, 2, 2, 1, 2, 3, 2, 1, 2, 2, 1, 2, 2, 5, 4, 3, 7, 6,
         2, 5, 4, 2, 3, 3, 2, 2]


def test_two_player_rows_follow_the_decks_icons():
    """A1: a deck with two 2-player icons per era builds a 5/4/3/2/1 pyramid; a lopsided one is refused."""
    from dataclasses import replace as copy
    from rulekit.gunsteel.cards import ERAS, Deck, teaching_deck

    base = teaching_deck()

    def deck_with(icons_per_era, name):
        cards = dict(base.cards)
        for era, n in zip(ERAS, icons_per_era):
            for i, c in enumerate(sorted(base.set_cards("new-world", era), key=lambda c: c.id)):
                cards[c.id] = copy(c, remove_2p=i < n)
        return Deck(name, cards, base.wonders)

    g = gs.new_game(2, "new-world", seed=1, deck=deck_with((2, 2, 2, 2, 2), "two-icons"))
    assert g.rows == (5, 4, 3, 2, 1) and len(g.pyramid) == 15
    with pytest.raises(DataError, match="one card shorter"):
        gs.new_game(2, "new-world", seed=1, deck=deck_with((1, 2, 1, 1, 1), "lopsided"))


# -- the End of Turn, the end of the game, the research surcharge (issue 7, point 7) ------


def _end_position(mode, hand, **start):
    player = {"hand": hand, "techs": ["red-2", "red-5"], "resources": ["red-3"], "temp": {"FOOD": 1}}
    return build({"id": f"end-{mode}", "start": {"players": 2, "set": mode, "seed": 1, "phase": "buy",
                                                 "player": [player, {"hand": ["blue-1", "blue-2"]}], **start}},
                 HERE)


def _steps_run(s, monkeypatch):
    """Pass the Buy Phase and play the End of Turn out (first legal choice each time), recording
    each of P1's tasks as it reaches the top of the stack (a decision when its options are
    listed, an automatic step when it runs), until the next player's turn."""
    ran = []

    def note(step):
        if step.player == 0 and step.kind != "buy" and (not ran or ran[-1] != step.kind):
            ran.append(step.kind)

    for kind in decisions.Step.KINDS.values():
        name = "run" if kind.automatic else "options"

        def wrapped(step, st, _inner=getattr(kind, name)):
            note(step)
            return _inner(step, st)
        monkeypatch.setattr(kind, name, wrapped)
    s = s.apply("pass")
    while s.current == 0 and not s.is_over:
        s = s.apply(s.legal_actions()[0])
    return ran, s


@pytest.mark.parametrize("mode,rules_of", [("new-world", "new-world"), ("renaissance", "renaissance"),
                                           ("combined", "renaissance")])
@pytest.mark.parametrize("short", [True, False])
def test_end_of_turn_runs_the_documented_order(mode, rules_of, short, monkeypatch):
    """§7d: the steps the engine runs at the end of a turn are the ones END_STEPS prints, in its
    order (one table, decisions.END_OF_TURN, behind both). A short hand (0-1 cards) meets every step;
    a longer one skips the take-back steps and, by default, the New World claim (A6)."""
    s = _end_position(mode, ["red-1"] if short else ["red-1", "red-4", "blue-3"])
    ran, after = _steps_run(s, monkeypatch)
    steps = END_OF_TURN[rules_of]
    assert [st.describe() for st in steps] == list(gs.game.END_STEPS[rules_of])
    expected = {("new-world", True): ["claim", "takeback", "retrieve", "expire", "cleanup"],
                ("new-world", False): ["expire", "cleanup"],
                ("renaissance", True): ["takeback", "retrieve", "glory", "expire", "cleanup"],
                ("renaissance", False): ["glory", "expire", "cleanup"]}[rules_of, short]
    assert ran == expected == [st.kind for st in steps if st.runs(s.options, short)]
    assert not after.players[0].temp                                       # effect resources lost


def test_end_steps_follow_the_options():
    """A6 and A7 move a step in or out of the short-hand-only part; the order never changes."""
    assert end_steps("new-world", Options(new_world_wonder_every_turn=True))[0] == "claim wonder"
    assert end_steps("renaissance", Options(renaissance_glory_every_turn=False))[2] == \
        "place glory marker (hand 0-1)"
    assert gs.game.END_STEPS == {r: end_steps(r) for r in ("new-world", "renaissance")}


@pytest.mark.parametrize("supply,legal", [
    (2, ["glory R-W-H1"]),
    (0, ["glory R-W-H1 from R-W-E2", "glory R-W-H1 from R-W-O2", "pass"]),
])
def test_glory_marker_from_supply_is_placed_a_move_is_a_choice(supply, legal):
    """GS-R-63: a player who qualifies places a marker from supply (L692); with all five out on
    other wonders they *may* move one (L694-696): moving and passing are both legal."""
    glory = {"R-W-O2": [3, 0], "R-W-E2": [2, 0]} if supply == 0 else {"R-W-O2": [3, 0]}
    s = build({"id": f"glory-{supply}", "start": {
        "players": 2, "set": "renaissance", "seed": 1, "phase": "end", "glory": glory,
        "player": [{"hand": ["red-1", "red-3", "red-4"], "techs": ["red-2", "red-5"], "glory": supply},
                   {"hand": ["blue-1", "blue-2"]}]}}, HERE)
    assert [str(a) for a in s.legal_actions()] == legal
    if supply:
        err = s.why_not("pass")
        assert err.rule.ref == "GS-R-63" and "not optional" in err.reason and "AMB-X4" not in err.reason
        assert "must place" in s.decision.prompt
    else:
        assert "may move" in s.decision.prompt
        kept = s.apply("pass")
        assert kept.glory == s.glory and kept.players[0].glory == 0 and kept.current == 1
        moved = s.apply("glory R-W-H1 from R-W-E2")
        assert moved.glory[0][0] == 1 and moved.glory[3][0] == 1


def test_a_state_names_every_end_trigger_that_holds():
    """GS-R-64: the last wonder gone, the last Space card bought and 15 track VP can hold together;
    end_triggers() names them all in the rulebook's order, ``ended`` the first that was met."""
    s = build({"id": "triggers", "start": {
        "players": 3, "set": "renaissance", "seed": 1, "phase": "buy",
        "wonders": {era: "" for era in rules.ERAS},
        "bought": ["S0", "S1"],
        "player": [{"hand": ["red-1", "red-2"], "temp": {"EARTH": 20}, "track": 15}]}}, HERE)
    assert s.end_triggers() == (rules.WONDERS_GONE, rules.TRACK_15)
    last = next(a for a in s.legal_actions() if isinstance(a, Buy) and a.target == "S2")
    after = s.apply(last)
    assert after.end_triggers() == rules.END_CONDITIONS
    assert after.ended in after.end_triggers()
    assert after.is_over and "ends: " + "; ".join(rules.END_CONDITIONS) in str(after).splitlines()[0]
    nw = gs.new_game(3, "new-world", seed=1)
    assert nw.end_triggers() == () and rules.end_triggers(1, 1, ()) == ()


@pytest.mark.parametrize("seed", range(6))
def test_research_surcharge_comes_from_the_rule_function(seed, monkeypatch):
    """GS-R-72: State.purchase prices a research stack with rules.research_surcharge, the tested
    function, and names the same cards (rules.research_earlier); no second count of its own."""
    rng = random.Random(seed)
    g = gs.new_game(3, "combined", seed=seed)
    for _ in range(rng.randrange(20, 80)):
        if g.is_over:
            break
        g = g.apply(rng.choice(g.legal_actions()))
    for letter, era in rules.LETTER_ERA.items():
        if g.research[rules.ERAS.index(era)]:
            base, extra, earlier = g.purchase(f"RP-{letter}")
            assert extra == rules.research_surcharge(g.layout, g.pyramid, era) == len(earlier)
            assert [g.layout.index(n) for n in earlier] == list(rules.research_earlier(g.layout, g.pyramid, era))
    monkeypatch.setattr(rules, "research_surcharge", lambda L, pyramid, era: 99)
    stacks = [f"RP-{rules.ERA_LETTER[e]}" for e, st in zip(rules.ERAS, g.research) if st]
    assert all(g.purchase(t)[1] == 99 for t in stacks)
