"""The Full game (PL chapter 3; HU chapter 3): its setup, the ends of the ages, Age IV and the last
round, the final scoring of the Age III events, and random Full games to the end, wars and honourable
resignations among them (the wars' own rules: tests/test_tta_wars.py).

Air forces are tests/test_tta_full_air.py's, the Age III cards tests/test_tta_full_cards.py's.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import rulekit.tta as tta
from rulekit.core import conformance
from rulekit.tta import SPEC, new_game, options as opts, rulebook as rb, scenarios
from rulekit.tta import actions as A
from rulekit.core.errors import IllegalAction
from rulekit.tta.decisions import advanced, full
from rulekit.tta.decisions.resign import has_resigned
from rulekit.tta.game import full_decks
from rulekit.tta.rules import info


def _types(cards_):
    return Counter(info(c).type for c in cards_)


# -- setup (TTA-R-F2) ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", (2, 3, 4))
def test_setup_deals_every_deck(players):
    g = new_game(players=players, game="full", seed=5)
    sizes = {a: len(full_decks(players)["civil"][a]) for a in ("A", "I", "II", "III")}
    assert g.level == "full" and g.age == "A" and len(g.row) == 13
    assert len(g.deck_a) == sizes["A"] - 13 and len(g.deck_i) == sizes["I"]
    assert len(g.deck_ii) == sizes["II"] and len(g.deck_iii) == sizes["III"]
    assert len(g.events) == players + 2 and not g.future           # 4/5/6 current events (⚠AMB-37)
    assert all(info(c).age == "A" for c in g.events)
    assert g.finale == ()                                          # no Age III event revealed at setup
    assert all(info(c).age == "I" for c in g.military)
    assert all(info(c).age == "II" for c in g.military_ii)
    assert all(info(c).age == "III" for c in g.military_iii)
    wars = _types(g.military_ii)["war"] + _types(g.military_iii)["war"]
    decks = full_decks(players)["military"]
    assert wars == sum(_types(decks[a])["war"] for a in ("II", "III")) > 0     # wars stay (PL L2463)
    pacts = sum(_types(d)["pact"] for d in (g.military, g.military_ii, g.military_iii))
    assert (pacts == 0) == (players == 2)                          # pacts gone with 2 players (PL L2459-2462)
    assert len(g.military_iii) == len(decks["III"]) == (41 if players == 2 else 45)


def test_setup_is_the_advanced_setup_with_more_decks():
    a, f = new_game(3, "advanced", seed=2), new_game(3, "full", seed=2)
    assert f.players == a.players and f.round == a.round == 1
    assert [t.kind for t in f.tasks] == [t.kind for t in a.tasks] and f.tasks[-1].opening     # resign offered
    assert str(f).startswith("Through the Ages (Full), 3 players")


def test_setup_refuses_an_unknown_game_and_a_full_pile_in_the_advanced_game():
    with pytest.raises(IllegalAction):
        new_game(2, "expert")
    a = new_game(2, "advanced", seed=1)
    with pytest.raises(Exception, match="military_iii|deck_iii"):
        a.edit(deck_iii=(a.deck_ii[0],), deck_ii=a.deck_ii[1:])


# -- the end of an age (TTA-R-F6; TTA-EX-43) ----------------------------------------------------------
def _age_start(age: str, left: dict, current: int = 0, rnd: int = 12, players=(), n: int = 3):
    raw = {"start": {"players": n, "game": "full", "age": age, "round": rnd, "current": current, "left": left,
                     "player": list(players)}}
    return scenarios.build(raw, "inline")


@pytest.mark.parametrize("bank,after", [(18, 16), (2, 0), (1, 0), (0, 0)])
def test_age_end_takes_two_yellow_tokens_only_from_the_bank(bank, after):
    g = _age_start("II", {"deck_ii": 1}, players=[{"seat": 1, "extra_yellow": bank - 18}])
    before = g.players[1]
    g = g.apply("end")                                             # P2's refill deals the last civil II card
    assert g.age == "III"
    p = g.players[1]
    assert p.yellow == after and p.extra_yellow == before.extra_yellow - (bank - after)
    assert p.techs == before.techs and p.idle == before.idle       # tokens in use stay (PL L2590)


def test_age_end_removes_from_the_bank_directly():
    g = new_game(2, "full", seed=3).edit(players={0: {"extra_yellow": -17, "yellow": 1}})
    out = full.age_end(g, "I")
    assert [q.yellow for q in out.players] == [0, 16]
    assert out.military == g.military                              # Age I's swap is the Advanced game's


def test_end_of_age_one_swaps_military_ii_and_takes_yellow():
    s = _age_start("I", {"deck_a": 0, "deck_i": 1}, rnd=8)
    s = s.apply("end")                                             # P2's refill deals the last civil I card
    assert s.age == "II" and all(info(c).age == "II" for c in s.military) and s.military_ii == ()
    assert [p.yellow for p in s.players] == [16, 16, 16]


def test_end_of_age_two_brings_military_iii():
    g = _age_start("II", {"deck_ii": 1})
    g = g.apply("end")
    assert all(info(c).age == "III" for c in g.military) and g.military_iii == ()
    assert not any(info(c).age == "II" for c in g.mil_discard)


# -- Age IV and the last round (TTA-R-F8, TTA-R-F9; TTA-EX-40) -------------------------------------------
def _play_out(g):
    """End every turn (pass a political action) until the game is over; the rounds and seats seen."""
    seen = []
    while not g.is_over:
        seen.append((g.round, g.current))
        kinds = {a.verb for a in g.legal_actions()}
        g = g.apply("pass" if "pass" in kinds else "end" if "end" in kinds else g.legal_actions()[0])
    return g, seen


def test_age_iii_ending_at_the_start_players_refill_makes_that_round_the_last():
    g = _age_start("III", {"deck_iii": 2}, current=2, rnd=20)      # P3's turn; P1's refill deals the last 2
    g = g.apply("end")
    assert g.round == 21 and g.current == 0 and g.age == "IV" and g.age_iv == 21 and g.last_round
    g, seen = _play_out(g)
    assert g.round == 21 and g.current == 2 and g.is_over


def test_age_iii_ending_in_another_players_turn_adds_one_round():
    g = _age_start("III", {"deck_iii": 2}, current=0, rnd=20)      # P2's refill deals the last 2
    g = g.apply("end")
    assert g.age == "IV" and g.age_iv == 20 and not g.last_round
    g, seen = _play_out(g)
    assert g.is_over and g.round == 21 and g.current == 2
    assert {r for r, _ in seen} == {20, 21}


def test_age_iv_deals_no_card_and_draws_no_military_card():
    g = _age_start("III", {"deck_iii": 0}, current=0, rnd=20).edit(age_iv=19)
    assert g.age == "IV"
    assert advanced.cards_to_draw(g, 0) == 0
    s = g.refill()
    assert sum(1 for c in s.row if c) == sum(1 for c in g.row[2:] if c)       # slots cleared, none dealt


# -- the final scoring (TTA-R-F10) ----------------------------------------------------------------------
def test_the_events_left_score_the_age_iii_ones():
    g = new_game(2, "full", seed=1)
    iii = [c for c in g.military_iii if info(c).type == "event" and info(c).special == "impact-of-strength"][:1]
    assert iii
    g = g.edit(events=g.events[:3] + tuple(iii), military_iii=tuple(c for c in g.military_iii if c not in iii),
               box=g.box + g.events[3:])
    out = full.final_events(g, advanced.FINALE)
    assert out.is_over and out.events == g.events
    assert sum(p.culture for p in out.players) > 0                 # all tied: ranking points by seat order


def test_an_age_iii_event_revealed_in_play_scores_at_once():
    g = new_game(2, "full", seed=1)
    card = next(c for c in g.military_iii if info(c).special == "impact-of-strength")
    out = full.revealed_age_iii(g.edit(military_iii=tuple(c for c in g.military_iii if c != card)), card)
    assert card in out.past and sum(p.culture for p in out.players) > 0


# -- wars: declared when their 2006 cost is known, refused otherwise (TTA-R-F5; tests/test_tta_wars.py) -----
def test_a_war_over_territory_is_offered_as_a_political_action():
    raw = {"start": {"players": 3, "game": "full", "age": "II", "round": 12, "at": "political",
                     "player": [{"seat": 0, "military_hand": ["m-II-war-over-territory"],
                                 "government": "c-I-monarchy"}]}}
    g = scenarios.build(raw, "inline")
    assert {"attack m-II-war-over-territory 2", "attack m-II-war-over-territory 3"} <= {str(a) for a in g.legal_actions()}


def test_judge_refuses_a_war_whose_cost_no_source_gives():
    from rulekit.tta.decisions.military import judge_attack
    g = _age_start("II", {}, current=0, rnd=12)
    war = "m-II-war-over-resources"
    g = scenarios.give(g, 0, military_hand=(war,))
    verdict = judge_attack(g, 0, A.Attack.of(war, 2))
    assert verdict.rule is rb.WAR and "no 2006 source gives its cost" in verdict.reason


# -- the ambiguities this slice touches -------------------------------------------------------------------
@pytest.mark.parametrize("amb", ["AMB-36", "AMB-37", "AMB-X5"])
def test_touched_full_ambiguities_are_answered(amb):
    row = opts.ambiguity(amb)
    assert opts.LEVEL[amb] == "F" and "does not play yet" not in row.why
    assert opts.RULE_OF[amb] in (rb.FULL_END_OF_AGE, rb.FULL_SETUP)


@pytest.mark.parametrize("reading", ["in", "out"])
def test_development_of_politics_reading_applies_to_the_full_setup(reading):
    g = new_game(4, "full", seed=7, options={"development_of_politics": reading})
    held = g.events + g.box
    assert ("m-A-development-of-politics" in held)
    assert len(g.events) == 6


# -- random Full games to the end, with the invariants and saves ------------------------------------------
#: The rule readings and variants the thousand games play, one set per game in turn: the defaults; every Full-level
#: ambiguity's other reading; and each variant of chapter 4 (PL L2694-2759), so that a share of the games plays
#: under each.
OPTION_SETS = (
    {},
    {"war_tie": "defender", "war_timing": "after-refill", "territory_tokens": "winner-workers",
     "resign_removal": "players", "surplus_air": "none", "sacrificed_air": "base", "resigned_start": "start-seat"},
    {"easier": True, "no_group_attacks": True},
    {"peaceful": "no-attacks"},
    {"draw_as_action": True, "peaceful": "no-attacks-no-pacts"},
    {"bonus_cards": "public-4"},
    {"bonus_cards": "era-by-era"},
    {"bonus_cards": "private", "less_bonuses": True, "private_removed": "box"},
    {"bonus_cards": "open", "open_pick_order": "alternate"},
    {"bonus_cards": "public-3", "kept_bonus_scores": "keeper"},
)
GAMES = [(seed, tta.PLAYERS[seed % 3], OPTION_SETS[seed % len(OPTION_SETS)]) for seed in range(90_000, 91_000)]
PARTS = 20


#: The chance a random player takes the resignation offered at the start of a turn: small, so that most games
#: reach Age IV and some end with a civilization (or all but one) gone.
RESIGN_CHANCE = 0.005


def _play_full(seed: int, players: int, options=None):
    """One random Full game to the end, as core's conformance.play plays one (sorted legal actions, the
    invariants after every step, the JSON round trip every 25 steps and at the end), except that ``resign``
    is taken only with :data:`RESIGN_CHANCE`; the final state and the decision kinds met."""
    rng = random.Random(seed)
    g = root = new_game(players, "full", seed, options=options)
    kinds, steps = Counter(), 0
    while not g.is_over:
        legal = g.legal_actions()
        assert legal and conformance.strictly_sorted(legal)
        others = [a for a in legal if a.verb != "resign"]
        a = "resign" if len(others) < len(legal) and rng.random() < RESIGN_CHANCE else rng.choice(others)
        kinds["resign" if a == "resign" else g.decision.kind] += 1
        g = g.apply(a)
        steps += 1
        assert steps < 30_000
        SPEC.invariants(g, root)
        if steps % 25 == 0:
            conformance.round_trips(g)
    conformance.round_trips(g)
    assert g.legal_actions() == []
    return g, kinds


@pytest.mark.slow
@pytest.mark.parametrize("part", range(PARTS))
def test_random_full_games_keep_every_invariant(part):
    """A thousand random Full games to the end (50 a part), under every reading and variant in turn: wars are
    declared and resolved, civilizations resign (some games end with the last one left), and the others
    reach Age IV's last round at either timing of TTA-EX-40."""
    size = len(GAMES) // PARTS
    cases = Counter()
    for seed, players, options in GAMES[part * size:(part + 1) * size]:
        g, kinds = _play_full(seed, players, options)
        cases["war"] += kinds["war-sacrifice"] > 0
        cases["resign"] += kinds["resign"]
        gone = [s for s in range(players) if has_resigned(g, s)]
        assert len(gone) == kinds["resign"]
        if len(gone) == players - 1:
            cases["last left"] += 1
            assert g.winners() == tuple(s for s in range(players) if s not in gone)
            continue
        assert g.is_over and g.last_round and g.age == "IV"
        assert not (g.deck_i or g.deck_ii or g.deck_iii)
        assert g.round in (g.age_iv, g.age_iv + 1)
        assert not set(g.winners()) & set(gone)
        # the round was played out: its last turn the last seat's still in, or a later one that resigned in it
        assert g.current >= max(s for s in range(players) if s not in gone)
        cases["start" if g.round == g.age_iv else "other"] += 1
    assert cases["start"] and cases["other"], cases                 # both timings of TTA-EX-40 are played
    assert cases["war"] and cases["resign"], cases                  # wars and resignations happen


def test_the_thousand_cover_every_player_count_and_every_full_reading_and_variant():
    """Every option that the Full game reads, and every variant, has a game of the thousand under its other
    value(s); 2, 3 and 4 players each."""
    assert len(GAMES) == 1000 and {p for _, p, _ in GAMES} == set(tta.PLAYERS)
    played = {(k, v) for _, _, options in GAMES for k, v in options.items()}
    full_level = {o.name for o in opts.Options.described() if opts.LEVEL.get(o.amb) in ("F", "A")}
    for o in opts.Options.described():
        if o.name in full_level and o.amb.startswith(("V-", "AMB-9", "AMB-16", "AMB-20", "AMB-27", "AMB-40",
                                                      "AMB-X6", "AMB-X20", "AMB-X30", "AMB-X31", "AMB-X32")):
            others = [v for v in o.choices if v != o.default]
            assert any((o.name, v) in played for v in others), o.name


@pytest.mark.parametrize("seed", range(3))
def test_a_full_save_round_trips_and_plays_on(seed):
    players = tta.PLAYERS[seed % 3]
    g = new_game(players, "full", 95_000 + seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(200, 500)):
        if g.is_over:
            break
        g = g.apply(rng.choice(g.legal_actions()))
    conformance.loads_and_plays_on(g, seed)


# -- the last round's aggressions (TTA-R-F9) ---------------------------------------------------------------
def _last_round_attack(last: bool):
    raw = {"start": {"players": 2, "game": "full", "age": "III", "round": 20, "at": "political", "last_round": last,
                     "player": [{"seat": 0, "military_hand": ["m-I-plunder"], "techs": [["c-A-warriors", 3, 0]]},
                                {"seat": 1, "military_hand": ["m-I-defense-colonization"]}]}}
    return scenarios.build(raw, "inline").apply("attack m-I-plunder 2")


def test_no_unit_is_sacrificed_in_the_last_round_and_the_defender_plays_only_defence_cards():
    g = _last_round_attack(True)
    assert [str(a) for a in g.legal_actions()] == ["done"]
    err = g.why_not("sacrifice c-A-warriors")
    assert err is not None and err.rule is rb.FULL_LAST_ROUND
    g = g.apply("done")
    assert g.decision.kind == "defend"
    assert sorted(str(a) for a in g.legal_actions()) == ["bonus m-I-defense-colonization", "done"]
    assert g.why_not("sacrifice c-A-warriors").rule is rb.FULL_LAST_ROUND


def test_before_the_last_round_units_are_sacrificed_as_in_the_advanced_game():
    g = _last_round_attack(False)
    assert "sacrifice c-A-warriors" in [str(a) for a in g.legal_actions()]


def test_every_age_iii_event_scores_when_revealed_in_play():
    from rulekit.tta.cards import data
    from rulekit.tta.decisions import EVENT_EFFECTS
    specials = {c.special for c in data().cards.values() if c.deck == "military" and c.age == "III"
                and c.type == "event"}
    assert len(specials) == 13 and all(EVENT_EFFECTS[s] is full.revealed_age_iii for s in specials)


def test_an_age_iii_aggression_is_played_in_the_full_game_only():
    """Raid III (3 military actions) is a political action of the Full game; the Advanced game, which deals
    no Age III aggression, refuses it as not part of that game."""
    from rulekit.tta.decisions.military import judge_attack
    from rulekit.tta.decisions.verdicts import Refusal
    g = _age_start("III", {}, current=0, rnd=21)
    g = scenarios.give(g, 0, military_hand=("m-III-raid",), government="c-III-communism")
    assert not isinstance(judge_attack(g, 0, A.Attack.of("m-III-raid", 2)), Refusal)
    g = g.edit(level="advanced", deck_iii=(), military_iii=())
    verdict = judge_attack(g, 0, A.Attack.of("m-III-raid", 2))
    assert verdict.rule is rb.AGGRESSION and "not part of the Advanced game" in verdict.reason


def test_a_resigned_civilization_takes_no_place_in_the_age_iii_rankings():
    """Impact of Strength at the end of a 3-player Full game whose strongest civilization, P3, resigned: P3
    scores nothing and the two left are ranked between themselves with the 2-player points (PL L2596-2598;
    AMB-16's reading of the player count); had P3 stayed, P1 would have been second."""
    from rulekit.tta.rules.finale import score
    raw = {"start": {"players": 3, "game": "full", "age": "III", "round": 21, "current": 1, "last_round": True,
                     "events": ["m-III-impact-of-strength", "m-A-development-of-agriculture",
                                "m-A-development-of-crafts", "m-A-development-of-markets",
                                "m-A-development-of-religion"],
                     "player": [{"seat": 0, "techs": [["c-A-warriors", 3, 0]], "idle": 0},
                                {"seat": 1, "techs": [["c-A-warriors", 2, 0]], "idle": 0},
                                {"seat": 2, "techs": [["c-A-warriors", 5, 0]], "idle": 0}]}}
    g = scenarios.build(raw, "inline")
    stayed = score(g.players, "m-III-impact-of-strength", "full", g.options)
    assert stayed[2] > stayed[0] > stayed[1]                        # P3 first, P1 second, P2 third
    fx = info("m-III-impact-of-strength").fx["ranking"]
    g = g.apply("end")                                              # P3's turn, the game's last, begins
    before = [p.culture for p in g.players]
    over = g.apply("resign")
    assert over.is_over and has_resigned(over, 2)
    gained = [p.culture - c for p, c in zip(over.players, before)]
    assert gained[:2] == [fx["2"][0], fx["2"][1]] and gained[2] == 0


#: Made-up moves for a Full game: the Advanced game's grammar, plus resignation, a military card drawn as an
#: action and a bonus card kept (the Full game's and the variants' verbs), with any card of the data.
FULL_MILITARY = sorted(c for c in __import__("rulekit.tta.cards", fromlist=["data"]).data().cards if c.startswith("m-"))


def _made_up_full(rng, n: int = 12) -> list:
    makers = {
        "attack": lambda: A.Attack(rng.choice(FULL_MILITARY), rng.randrange(0, 6)),
        "pact": lambda: A.Pact(rng.choice(FULL_MILITARY), rng.randrange(0, 6), rng.choice("AB")),
        "future": lambda: A.Future(rng.choice(FULL_MILITARY)),
        "tactic": lambda: A.Tactic(rng.choice(FULL_MILITARY)),
        "sacrifice": lambda: A.Sacrifice(rng.choice(("c-A-warriors", "c-III-air-forces", "c-II-cannon", "c-A-bronze"))),
        "bonus": lambda: A.Bonus(rng.choice(FULL_MILITARY)),
        "bid": lambda: A.Bid(rng.randrange(0, 60)),
        "done": lambda: A.Done(),
        "resign": lambda: A.Action.parse("resign"),
        "draw": lambda: A.Action.parse("draw"),
        "keep": lambda: A.Action.parse(f"keep {rng.choice(FULL_MILITARY)}"),
    }
    verbs = sorted(makers)
    return [makers[rng.choice(verbs)]() for _ in range(n)]


@pytest.mark.parametrize("seed", range(3))
def test_made_up_full_moves_are_refused_with_a_rule_and_change_nothing(seed):
    """Random Full games (wars, air forces, resignation offered, a scoring variant in one) where, at every step,
    a dozen made-up moves the state does not list are each refused with a rule and change nothing."""
    players = tta.PLAYERS[seed % 3]
    options = ({}, {"bonus_cards": "open", "draw_as_action": True}, {"no_group_attacks": True})[seed]

    def probe(s, legal, rng):
        tried = _made_up_full(rng)
        conformance.probe_illegal(SPEC, s, legal, rng, tried, tries=len(tried))

    g, _ = conformance.play(SPEC, 93_000 + seed, start=new_game(players, "full", 93_000 + seed, options=options),
                            invariants=False, round_trip_every=0, probe=probe, max_steps=30_000)
    assert g.is_over
