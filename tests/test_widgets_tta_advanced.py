"""The Through the Ages widgets in the Advanced game (rulekit_widgets.tta; issue 25 points 2-3).

Every click goes through the shared Session as the browser sends it (``pending = "action:..."``): a legal
one changes the state, a refused one leaves it as it was and shows the engine's reason and rule. Positions
come from the worked examples' starts (rulekit/tta/examples, built by rulekit.tta.scenarios) and the numbers
asserted are the rulebook's.
"""

import random
import tomllib
from pathlib import Path

import pytest

import rulekit.tta as tta
from rulekit.tta import scenarios, views
from rulekit_widgets.tta import GameView, PlayerBoard

EXAMPLES = Path(tta.__file__).resolve().parent / "examples"


def start(n: int, **changes):
    """The start of the worked example TTA-EX-``n`` (its ``[start]`` table, built by the scenario builder)."""
    raw = tomllib.loads((EXAMPLES / f"TTA-EX-{n}.toml").read_text(encoding="utf-8"))["start"]
    raw.update(changes)
    return scenarios.build({"start": raw}, f"TTA-EX-{n}")


def click(view, action: str):
    """A button's click as the page sends it: the action's notation in ``pending``."""
    view.pending = f"action:{action}"


def test_a_simple_board_draws_no_advanced_panel():
    view = PlayerBoard(tta.new_game(players=2, seed=1))
    assert view.advanced == {}
    assert "tta-adv" in view._esm and "advancedInfo" in view._esm       # the code is there, the data not


def test_the_military_side_tactic_and_armies_ex16():
    """TTA-EX-16: two Warriors, Heavy Infantry and two Knights, 8 strength; Medieval Army forms two
    armies (+2 each): 12."""
    view = PlayerBoard(start(16))
    m = view.advanced["military"]
    assert [c["name"] for c in m["hand"]] == ["Medieval Army"] and m["tactic"] == {} and m["strength"] == 8
    click(view, "tactic m-I-medieval-army")
    m = view.advanced["military"]
    assert m["hand"] == [] and m["tactic"]["name"] == "Medieval Army"
    assert (m["tactic"]["armies"], m["tactic"]["bonus"], m["strength"]) == (2, 4, 12)
    assert m["tactic"]["army"] == {"infantry": 1, "cavalry": 1}


def test_happiness_against_discontent_ex33():
    """TTA-EX-33: after two growths the civilization needs 1 happy face, has 0: one discontented worker,
    covered by an unused one, so no uprising."""
    view = PlayerBoard(start(33))
    assert (view.advanced["military"]["required_happiness"], view.advanced["military"]["discontent"]) == (0, 0)
    click(view, "grow")
    click(view, "grow")
    m = view.advanced["military"]
    assert (m["happiness"], m["required_happiness"], m["discontent"], m["uprising"]) == (0, 1, 1, False)


def test_corruption_by_the_blue_bank_ex34():
    """TTA-EX-34's blue banks after production (8, 2 and 0 tokens) pay 2, 4 and 6 in corruption."""
    g = start(34, player=[{"seat": 0, "techs": [["c-A-agriculture", 2, 0], ["c-A-bronze", 2, 10]]},
                          {"seat": 1, "techs": [["c-A-agriculture", 2, 8], ["c-A-bronze", 2, 8]]},
                          {"seat": 2, "techs": [["c-A-agriculture", 2, 10], ["c-A-bronze", 2, 8]]}])
    assert [views.military_panel(g, s)["corruption"] for s in range(3)] == [2, 4, 6]
    assert PlayerBoard(g, seat=2).advanced["military"]["corruption"] == 6


def test_events_face_down_and_what_a_known_one_does():
    """The piles show only their size and the ages on the backs; an event in hand says what revealing
    it would do, and the engine does exactly that when it is revealed."""
    g = start(11)
    e = PlayerBoard(g).advanced["events"]
    assert e["current"] == {"count": 5, "by_age": {"A": 4, "I": 1}} and e["future"]["count"] == 0
    assert "m-I-inhabited-territory" not in str(e["current"])            # face down: no card named
    assert len(e["finale"]) == 4 and all(c["age"] == "III" for c in e["finale"])
    pride = next(k for k in e["known"] if k["card"] == "m-II-national-pride")
    # National Pride revealed: what the preview says is what the engine does to each civilization
    revealed = start(11, events=["m-II-national-pride", "m-A-development-of-crafts", "m-A-development-of-agriculture",
                                 "m-A-development-of-science", "m-A-development-of-trade-routes"],
                     player=[{"seat": 0, "specials": ["c-I-cartography"], "techs": [["c-I-swordsmen", 1, 0]],
                              "idle": 0, "military_hand": ["m-I-inhabited-territory"]}])
    after = revealed.apply("future m-I-inhabited-territory")
    assert pride["changes"] == {0: {"culture": (0, 5)}} and pride["asks"] == []
    # the territory put on the future events scores its age (1), then National Pride its 5
    assert after.players[0].culture == revealed.players[0].culture + 1 + 5
    assert [p.culture for p in after.players[1:]] == [p.culture for p in revealed.players[1:]]
    assert views.events_panel(after)["future"] == {"count": 1, "by_age": {"I": 1}}
    assert views.events_panel(after)["past"][0]["card"] == "m-II-national-pride"


def test_the_peek_shows_the_hidden_top_event_only_when_asked():
    view = PlayerBoard(start(11))
    assert "next" not in view.advanced["events"]
    view.peek = True
    assert view.advanced["events"]["next"]["card"] == "m-I-inhabited-territory"
    assert view.advanced["events"]["next"]["asks"][0].startswith("P1: the territory Inhabited Territory is auctioned")


def test_a_colonization_auction_bid_refused_dropped_and_paid_ex11():
    """TTA-EX-11: Karol (strength 4 with Cartography) bids 4 for the Inhabited Territory; a bid above what
    he could pay is refused with the rule; the others drop out; he pays with a unit and a bonus card."""
    g = start(11, player=[{"seat": 0, "specials": ["c-I-cartography"], "techs": [["c-I-swordsmen", 1, 0]], "idle": 0,
                           "military_hand": ["m-II-national-pride", "m-II-defense-colonization"]},
                          {"seat": 1, "techs": [["c-A-warriors", 5, 0]], "idle": 0}])
    view = PlayerBoard(session=GameView(g).session)
    click(view, "future m-II-national-pride")
    a = view.advanced["auction"]
    assert (a["step"], a["card_name"], a["player"], a["leader"], a["most"]) == ("auction", "Inhabited Territory", 0, -1, 7)
    before = view.state
    click(view, "bid 9")                              # more than every unit and card could pay
    assert view.state is before and "TTA-R-A12" in view.error and "could send at most 7" in view.error
    click(view, "bid 2")
    a = view.advanced["auction"]
    assert (a["player"], a["bid"], a["leader"], a["lowest"], a["most"]) == (1, 2, 0, 3, 5)
    click(view, "bid 3")                              # P3 (one Warriors: 1) cannot outbid and is passed by
    click(view, "bid 4")
    a = view.advanced["auction"]
    assert (a["player"], a["bid"], a["leader"], [b["seat"] for b in a["bidders"]]) == (1, 4, 0, [0, 1])
    click(view, "pass")                               # P2 drops out: the territory is P1's for 4
    a = view.advanced["auction"]
    assert (a["step"], a["player"], a["bid"], a["force"]) == ("colonize", 0, 4, 2)     # Cartography's +2
    click(view, "bonus m-II-defense-colonization")
    click(view, "done")                               # bonuses alone cannot pay: at least one unit
    assert "TTA-R-A12" in view.error and view.advanced["auction"]["step"] == "colonize"
    click(view, "sacrifice c-A-warriors")
    click(view, "done")
    assert view.state.players[0].colonies == ("m-I-inhabited-territory",)
    assert view.advanced["auction"] == {}


EX12 = ["attack m-II-spy 2", "sacrifice c-II-riflemen", "done"]


def test_an_aggression_declared_answered_and_resolved_ex12():
    """TTA-EX-12: Adam (14) plays Spy against Barbara (10), sacrifices Riflemen: 17. She plays her Defence
    card (+4): 14 < 17, the aggression succeeds; Spy takes her 3 science (not 5) and gives them to Adam."""
    game = GameView(start(12))
    view = game.board
    click(view, "attack m-II-spy 2")
    g = view.advanced["aggression"]
    assert (g["step"], g["attacker"], g["defender"], g["attack"], g["defence"]) == ("attack-sacrifice", 0, 1, 14, 10)
    assert {c["action"] for c in g["pool"]} == {"sacrifice c-II-riflemen", "sacrifice c-I-swordsmen"}
    before = view.state
    click(view, "bonus m-II-defense-colonization")    # the attacker cannot play the defender's card
    assert view.state is before and view.error and "TTA-R-A14" in view.error
    click(view, "sacrifice c-II-riflemen")
    assert view.advanced["aggression"]["attack"] == 17
    click(view, "done")
    g = view.advanced["aggression"]
    assert (g["step"], g["player"], view.board["seat"]) == ("defend", 1, 1)       # the defender's board now
    assert {c["action"] for c in g["pool"]} == {"sacrifice c-I-knights", "bonus m-II-defense-colonization"}
    click(view, "bonus m-II-defense-colonization")
    g = view.advanced["aggression"]
    assert (g["attack"], g["defence"], g["succeeds"]) == (17, 14, True)
    assert [c["card"] for c in g["picked"]] == ["m-II-defense-colonization"]
    click(view, "done")
    r = view.advanced["result"]
    assert (r["attack"], r["defence"], r["succeeded"]) == (17, 14, True)
    assert view.advanced["aggression"] == {}
    assert (view.state.players[1].science, view.state.players[0].science) == (0, 3)
    assert "m-II-defense-colonization" not in view.state.players[1].military_hand
    game.undo_button.click()                          # undo: back to the defender's decision
    assert view.advanced["aggression"]["step"] == "defend" and view.advanced["result"] == {}


def test_the_defender_holds_with_both_knights_ex12():
    """TTA-EX-12's other line: 10 + 4 + 2 + 2 = 18 against 17 — the defender wins, keeps her science."""
    view = PlayerBoard(start(12))
    for a in EX12 + ["bonus m-II-defense-colonization", "sacrifice c-I-knights", "sacrifice c-I-knights"]:
        click(view, a)
    g = view.advanced["aggression"]
    assert (g["attack"], g["defence"], g["succeeds"]) == (17, 18, False)
    click(view, "done")
    assert view.advanced["result"]["succeeded"] is False and view.state.players[1].science == 3


def test_a_pact_offered_refused_accepted_and_broken():
    g = start(12, player=[{"seat": 0, "military_hand": ["m-II-acceptance-of-supremacy"]}])
    view = PlayerBoard(g)
    click(view, "pact m-II-acceptance-of-supremacy 2 A")
    o = view.advanced["pact"]["offer"]
    assert (o["name"], o["offerer"], o["player"], o["role"]) == ("Acceptance of Supremacy", 0, 1, "A")
    click(view, "choose refuse")
    assert view.state.players[0].military_hand == ("m-II-acceptance-of-supremacy",)
    assert view.advanced["pact"]["offer"] == {} and view.state.players[0].pact == ()
    view.session.undo()
    view.session.undo()
    click(view, "pact m-II-acceptance-of-supremacy 2 A")
    click(view, "choose accept")
    assert view.state.players[0].pact == ("m-II-acceptance-of-supremacy", 1, "A")
    assert [(p["holder"], p["partner"]) for p in views.pact_panel(view.state)["in_force"]] == [(0, 1)]
    assert [p["name"] for p in views.military_panel(view.state, 1)["pacts"]] == ["Acceptance of Supremacy"]
    click(view, "end")                                # P2's political action: it may break the pact
    assert view.board["seat"] == 1 and view.state.decision.kind == "political"
    breaking = next(g for g in view.groups if g["verb"] == "break")
    assert [a["words"] for a in breaking["actions"]] == ["break Acceptance of Supremacy"]
    click(view, "break m-II-acceptance-of-supremacy")
    assert view.state.players[0].pact == () and views.pact_panel(view.state)["in_force"] == []
    assert view.state.mil_discard[-1] == "m-II-acceptance-of-supremacy"


def test_an_advanced_game_to_its_end_shows_the_age_iii_events_by_part():
    rng = random.Random(2)
    g = tta.new_game(players=3, game="advanced", seed=2)
    finale = [views.card_name(c) for c in g.finale]
    while not g.is_over:
        g = g.apply(rng.choice(g.legal_actions()))
    game = GameView(g)
    html = game.final.value
    assert "Final scoring" in html and all(name in html for name in finale)
    rows = views.final_scoring(g)
    assert [list(r["parts"]) for r in rows] == [finale] * 3
    assert [r["culture"] for r in rows] == list(g.scores())
    for r in rows:
        if r["before"] is not None:
            assert r["before"] + r["events"] == r["culture"]
    assert game.board.advanced["final"] == rows


def test_game_view_new_plays_an_advanced_game_with_undo_and_log():
    game = GameView.new(players=2, seed=3, game="advanced")
    assert game.state.level == "advanced" and game.board.advanced["military"]["seat"] == 0
    first = game.state.legal_actions()[0]
    assert game.play(first)
    assert game.log_lines() == [f"1. P1 {first}"]
    game.undo_button.click()
    assert game.state.history == ()


def test_plunder_is_written_as_the_events_mixes_and_an_older_save_still_loads():
    """Plunder's answer reads ``choose 1food+2resources`` like Raiders' and Foray's; a save whose log holds
    the older ``choose food1+resources2`` replays to the same position."""
    g = start(12, player=[{"seat": 0, "techs": [["c-A-warriors", 0, 0], ["c-II-riflemen", 2, 0],
                                                ["c-I-swordsmen", 4, 0]], "idle": 0,
                           "military_hand": ["m-I-plunder"]},
                          {"seat": 1, "techs": [["c-A-warriors", 0, 0], ["c-I-knights", 2, 0],
                                                ["c-A-agriculture", 0, 3], ["c-A-bronze", 0, 3]]}])
    g = g.apply("attack m-I-plunder 2").apply("done").apply("done")
    assert g.decision.kind == "plunder"
    words = sorted(str(a) for a in g.legal_actions())
    assert all(w.startswith("choose ") and w.endswith("resources") and "food+" in w for w in words)
    assert "choose 1food+2resources" in words
    done = g.apply("choose 1food+2resources")
    save = done.to_dict()
    old = dict(save, log=[("choose food1+resources2" if s == "choose 1food+2resources" else s) for s in save["log"]])
    assert old["log"] != save["log"]
    assert type(done).from_dict(old).snapshot() == done.snapshot()
    with pytest.raises(Exception):
        g.apply("choose food1+resources2")            # the older spelling is read only from a save's log


def test_the_military_side_picture_ex12():
    """The static picture (rulekit.tta.svg.military_svg) draws the same numbers: P1 14, and while P2 answers,
    attack 17 against defence 10."""
    from rulekit.tta import svg

    g = start(12)
    pic = svg.military_svg(g, 0)
    assert "strength 14" in pic and ">Spy<" in pic and 'data-type="aggression"' in pic
    g = g.apply("attack m-II-spy 2").apply("sacrifice c-II-riflemen").apply("done")
    pic = svg.military_svg(g, 1)
    assert "Strategic Territory, Strategic Territory" in pic
    assert "P1 attack 17 against P2 defence 10 — would succeed" in pic
