"""Guns & Steel's typed decisions (rulekit.gunsteel.decisions), grouped by rule.

GS-R-45..53: an attack is a frame; each defender answers in turn and the answer (the
Reaction cards played from hand) comes back to the battle. GS-R-37: a decision that
finds nothing to choose passes only where a rule says so. Saves from before the
frames (the whole-state ``reacted`` list, tasks with ``data``) still load.
"""

import random

import pytest

import rulekit.gunsteel as gs
from rulekit.core.errors import EngineError
from rulekit.gunsteel import decisions, rules
from rulekit.gunsteel.decisions import Battle, React
from rulekit.gunsteel.scenarios import build

HERE = "tests/test_gunsteel_decisions.py"


def attack(**options):
    """P1 plays red-3 (Attack, strength 1) and activates it; P2 holds blue-4 (Reaction,
    strength 1) and P3 nothing to defend with."""
    s = build({"id": "attack", "start": {
        "players": 3, "set": "new-world", "seed": 1, "phase": "technology", "options": options,
        "player": [{"hand": ["red-3", "red-1"]},
                   {"hand": ["blue-4", "blue-1"], "resources": ["blue-2"]},
                   {"hand": ["green-1"], "resources": ["green-2"]}]}}, HERE)
    return s.apply("tech red-3").apply("use red-3")


# -- GS-R-45..50: the attack asks each defender, clockwise, and resolves with the answers --------

def test_the_attack_asks_each_defender_and_keeps_their_answers_in_its_frame():
    s = attack()
    assert s.decision.kind == "react" and s.to_move == 1
    assert [type(t) for t in s.tasks] == [React, React, Battle]            # P2 then P3, then the battle
    assert [str(a) for a in s.legal_actions()] == ["pass", "react blue-4"]
    s = s.apply("react blue-4")
    assert s.tasks[0] == React(1, card="red-3", played=("blue-4",))
    s = s.apply("pass")                                                   # P2's answer goes back
    assert s.to_move == 2 and s.tasks[1] == Battle(0, card="red-3", replies=(("blue-4",),))
    s = s.apply("pass")
    # strength 1 against P2's 1 (a tie goes to the defender) and P3's 0: P3 alone loses (GS-R-50)
    assert rules.attack_losers(1, {1: 1, 2: 0}) == (2,)
    assert s.decision.kind == "lose" and s.to_move == 2
    assert "blue-4" in s.players[1].techs                                # a Reaction card stays played


def test_reaction_cards_return_to_hand_under_the_a16_option():
    s = attack(reaction_cards_return=True).apply("react blue-4").apply("pass").apply("pass")
    assert "blue-4" in s.players[1].hand and "blue-4" not in s.players[1].techs


@pytest.mark.parametrize("action,rule,words", [
    ("react blue-1", "GS-R-48", "no Reaction icon"),
    ("react blue-2", "GS-R-09", "defenders flip only Tactical or Military"),
    ("react red-1", "GS-R-48", "Red starting card 1 (teaching) is neither in P2's hand nor resource side up on their table"),
    ("renew blue-2", "GS-R-14", "flipped only by game effects"),
])
def test_a_refused_reaction_names_its_real_cause(action, rule, words):
    s = attack()
    err = s.why_not(action)
    assert err.rule.ref == rule and words in err.reason


# -- one judge per kind: the options are the candidates its judge lets pass, why_not is its refusal --

def test_every_option_is_one_the_judge_lets_pass_and_every_other_candidate_is_refused_by_it():
    for seed in range(6):
        rng = random.Random(seed)
        g = gs.new_game(2 + seed % 3, gs.MODES[seed % 3], seed=seed,
                        options={"trade_anytime": seed % 2 == 1, "may_decline_wonder": seed % 2 == 0})
        while not g.is_over:
            step, legal = g.tasks[0], g.legal_actions()
            assert all(step.judge(g, a) is None and g.why_not(a) is None for a in legal), g.where()
            for a in step.candidates(g):
                if a not in legal:
                    rule, reason = step.judge(g, a)
                    err = g.why_not(a)
                    assert (err.rule, err.reason) == (rule, reason), (g.where(), str(a))
            g = g.apply(rng.choice(legal))


def _deciding(step, **players):
    """P1's Technology Phase of a 3-player New World game with ``step`` on top of the stack."""
    s = build({"id": "judge", "start": {
        "players": 3, "set": "new-world", "seed": 1, "phase": "technology",
        "player": [players.get("p1", {}), {"hand": ["blue-1"], "resources": ["blue-2"]}, {"hand": ["green-1"]}]}},
        HERE)
    return s.edit(tasks=(step,) + s.tasks)


@pytest.mark.parametrize("step,p1,action,rule,words", [
    # GS-R-10: a renewal flips back the cards its effect names, from the technology side
    (decisions.Renew(0, card="blue-1", want="FOOD"), {"techs": ["red-3", "red-2"], "hand": ["red-1"]},
     "renew red-3", "GS-R-10", "Red starting card 3 (teaching) shows IRON; Blue starting card 1 (teaching) renews only cards showing FOOD"),
    (decisions.Renew(0, card="blue-1", want="FOOD"), {"techs": ["red-2"], "hand": ["red-1"]},
     "renew red-1", "GS-R-10", "Red starting card 1 (teaching) is not technology side up on P1's table"),
    # GS-R-42: a tribute names an opponent who has a resource on the table
    (decisions.Tribute(0, card="NW-H4"), {"hand": ["red-1"]}, "tribute P1", "GS-R-42", "cannot name themself"),
    (decisions.Tribute(0, card="NW-H4"), {"hand": ["red-1"]}, "tribute P3", "GS-R-42",
     "P3 has no resource on the table"),
    # GS-R-43/44: a Tactical card deploys Military cards, and one deployed must be activated
    (decisions.Deploy(0, card="red-4"), {"hand": ["red-1", "red-3"]}, "deploy red-1", "GS-R-43",
     "Red starting card 1 (teaching) is not a Military card"),
    (decisions.Strike(0, card="red-4", among=("red-3",)), {"hand": ["red-1"], "techs": ["red-3", "red-5"]},
     "strike red-5", "GS-R-44", "Red starting card 5 (teaching) was not deployed through Red starting card 4 (teaching)"),
    # GS-R-09: a loss exhausts a resource card of one's own; GS-R-52: only a wonder one owns is handed over
    (decisions.Lose(0, card="blue-3"), {"hand": ["red-1"], "resources": ["red-2"]}, "lose red-1", "GS-R-09",
     "Red starting card 1 (teaching) is not resource side up on P1's table"),
    (decisions.Cede(0, card="blue-3", attacker=1), {"hand": ["red-1"], "wonders": ["NW-W-H2", "NW-W-G1"]},
     "cede NW-W-O1", "GS-R-52", "P1 has no wonder NW-W-O1"),
    # GS-R-09 b: an activation with a cost names the cards that pay it
    (decisions.Use(0, card="red-2"), {"hand": ["red-1"], "techs": ["red-2"], "resources": ["red-5"]},
     "use red-2", "GS-R-09", "activating Red starting card 2 (teaching) costs 1 FOOD: name the resource cards to exhaust"),
    (decisions.Use(0, card="red-2"), {"hand": ["red-1"], "techs": ["red-2"], "resources": ["red-5"]},
     "use red-5 pay red-5", "GS-R-36", "only Red starting card 2 (teaching), the card just played, can be activated now"),
])
def test_each_kind_names_the_real_cause_of_a_refusal(step, p1, action, rule, words):
    s = _deciding(step, p1=p1)
    assert s.tasks[0] == step
    err = s.why_not(action)
    assert err.rule.ref == rule and words in err.reason, err.reason


def test_the_glory_judge_names_which_marker_may_go_where():
    """GS-R-63: a marker from supply is placed on a wonder whose glory condition the player meets
    (R-W-H2: 2 Food resource cards); with all five out, one is moved from another wonder (L694-696)."""
    s = build({"id": "glory", "start": {"players": 3, "set": "renaissance", "seed": 1, "phase": "technology",
                                        "player": [{"hand": ["red-1"], "resources": ["red-2", "red-5"]}, {}, {}]}},
              HERE)
    assert s.wonder_slots[:2] == ("R-W-H2", "R-W-G1") and s.eligible_wonders(0) == ["R-W-H2"]
    glory = decisions.Glory(0)

    def why(state, text):
        found = glory.judge(state, gs.Action.parse(text))
        return found and (found[0].ref, found[1])

    assert why(s, "glory R-W-H2") is None
    assert why(s, "glory R-W-G1") == ("GS-R-63", "P1 does not meet the condition of R-W-G1")
    assert "placed from there" in why(s, "glory R-W-H2 from R-W-G1")[1]
    assert "not optional" in why(s, "pass")[1]
    out = s.edit(glory=((0, 0, 0), (3, 0, 0), (2, 0, 0), (0, 0, 0), (0, 0, 0)), players={0: {"glory": 0}})
    assert why(out, "glory R-W-H2 from R-W-G1") is None and why(out, "pass") is None
    assert "name the wonder to move one from" in why(out, "glory R-W-H2")[1]
    assert "not back onto R-W-H2" in why(out, "glory R-W-H2 from R-W-H2")[1]
    assert why(out, "glory R-W-H2 from R-W-S2") == ("GS-R-63", "P1 has no glory marker on R-W-S2 to move")


# -- GS-R-37 and the rest: an empty decision passes only by its rule ------------------------------

def test_an_empty_decision_without_a_rule_to_pass_is_an_engine_error():
    s = attack()
    with pytest.raises(EngineError, match="'strike' for P1 has no legal option"):
        s.edit(tasks=(decisions.Strike(0, card="red-4", among=()),))


def test_skippable_decisions_say_which_rule_lets_them_pass():
    skippable = {kind: cls.skippable.ref for kind, cls in decisions.Step.KINDS.items() if cls.skippable}
    assert skippable == {"renew": "GS-R-37", "tribute": "GS-R-42", "lose": "GS-R-37", "buy": "GS-R-55",
                         "claim": "GS-R-60", "retrieve": "GS-R-08", "glory": "GS-R-63"}
    s = attack().apply("pass").apply("pass")            # P2 and P3 lost: each exhausts 1 resource
    assert [t.kind for t in s.tasks[:2]] == ["lose", "lose"]
    s = s.edit(players={1: {"resources": ()}, 2: {"resources": ()}})    # with none, it passes (GS-R-37)
    assert all(t.kind != "lose" for t in s.tasks) and s.decision.kind == "resource"     # P2's turn


# -- saves: the older layout still loads --------------------------------------------------------

def _older(snapshot, reacted):
    """``snapshot`` written as before the frames: tasks with ``data``/``effect``, ``reacted``."""
    old = dict(snapshot, reacted=list(reacted))
    tasks = []
    for t in snapshot["tasks"]:
        t = {k: v for k, v in t.items() if k not in ("played", "replies", "index")}
        if t["kind"] == "battle":
            t["effect"] = {"kind": "attack", "resource": "", "count": 1, "loss": "exhaust", "score": 0}
        tasks.append(t)
    old["tasks"] = tasks
    return old


@pytest.mark.parametrize("passed", [False, True])
def test_an_older_snapshot_mid_attack_reads_its_reactions_into_the_frame(passed):
    s = attack().apply("react blue-4")
    if passed:
        s = s.apply("pass")
    old = _older(s.snapshot(), ["blue-4"])
    assert "reacted" not in s.snapshot()
    again = gs.State.from_snapshot(old)
    assert again == s and again.tasks == s.tasks
    assert again.apply("pass").snapshot() == s.apply("pass").snapshot()


def test_older_tasks_with_data_read_as_todays_steps():
    """Each older ``data`` list becomes the field it meant: the resource a renewal wants, the
    attacker who takes a lost unit, the cards deployed or to strike with, the wonder's new owner."""
    s = attack()
    older = [{"kind": "renew", "player": 0, "card": "red-3", "count": 2, "data": ["FOOD"]},
             {"kind": "lose", "player": 1, "card": "red-3", "count": 1, "data": ["steal", 0]},
             {"kind": "lose", "player": 2, "card": "red-3", "count": 1, "data": ["exhaust"]},
             {"kind": "deploy", "player": 0, "card": "red-4", "count": 1, "data": ["red-3"]},
             {"kind": "strike", "player": 0, "card": "red-4", "data": ["red-3"]},
             {"kind": "cede", "player": 1, "card": "red-3", "data": [0]}]
    steps = decisions.read_steps(older, s.deck, 3)
    assert steps == (decisions.Renew(0, card="red-3", count=2, want="FOOD"),
                     decisions.Lose(1, card="red-3", count=1, gainer=0),
                     decisions.Lose(2, card="red-3", count=1),
                     decisions.Deploy(0, card="red-4", count=1, deployed=("red-3",)),
                     decisions.Strike(0, card="red-4", among=("red-3",)),
                     decisions.Cede(1, card="red-3", attacker=0))
    assert decisions.read_steps([t.to_dict() for t in steps], s.deck, 3) == steps
