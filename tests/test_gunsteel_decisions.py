"""Guns & Steel's typed decisions (rulekit.gunsteel.decisions), grouped by rule.

GS-R-45..53: an attack is a frame; each defender answers in turn and the answer (the
Reaction cards played from hand) comes back to the battle. GS-R-37: a decision that
finds nothing to choose passes only where a rule says so. Saves from before the
frames (the whole-state ``reacted`` list, tasks with ``data``) still load.
"""

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
    ("renew blue-2", "GS-R-14", "flipped only by game effects"),
])
def test_a_refused_reaction_names_its_real_cause(action, rule, words):
    s = attack()
    err = s.why_not(action)
    assert err.rule.ref == rule and words in err.reason


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
