"""Every rule option changes an outcome: the default reading and the other one.

Each option carries an ambiguity of the rulebook (options.AMBIGUITIES); a test
here, marked ``@shows(option)``, shows a position where the two readings part
ways. ``test_each_option_test_fails_when_the_option_is_ignored`` keeps them
honest: with the engine made to read one fixed value of the option whatever
the game says, each of that option's tests must fail.
"""

import inspect
from dataclasses import fields

import pytest

import rulekit.gunsteel as gs
from rulekit.core.resources import Bag
from rulekit.gunsteel import rules
from rulekit.gunsteel.cards import ERAS
from rulekit.gunsteel.options import AMBIGUITIES, Options
from rulekit.gunsteel.rules.payment import Plan, Trade, exhaust_options, pay_check, settle
from rulekit.gunsteel.scenarios import build

HERE = "tests/test_gunsteel_options.py"

#: option name -> the tests that show its readings part ways
SHOWS: dict[str, list] = {}


def shows(name):
    """Mark a test as showing where the readings of option ``name`` part ways."""
    def mark(test):
        SHOWS.setdefault(name, []).append(test)
        return test
    return mark


def make(name, cards=(), **start):
    return build({"id": f"options-{name}", "start": start, "card": list(cards)}, HERE)


def card(cid, **kw):
    rec = {"id": cid, "name": cid, "set": "renaissance", "resource": "OIL", "tech": "civil", "vp": 0,
           "source": "a test position", "confidence": "example-input"}
    rec.update(kw)
    return rec


def test_every_option_is_in_the_register_and_every_register_row_is_settled():
    named = {row[2] for row in AMBIGUITIES if row[2]}
    assert named == {f.name for f in fields(Options)}
    for amb_id, question, option, why in AMBIGUITIES:
        assert option or why, amb_id


@shows("bought_side")
@pytest.mark.parametrize("side,zone", [("tech", "techs"), ("resource", "resources")])
def test_bought_side(side, zone):
    """A3: a bought card lies technology side up (default) or resource side up."""
    s = make(f"side-{side}", players=3, set="new-world", seed=1, phase="buy", options={"bought_side": side},
             player=[{"hand": ["red-1", "red-2"], "resources": ["red-3", "red-4", "red-5"]}])
    buy = next(a for a in s.legal_actions() if str(a).startswith("buy"))
    cid = s.pyramid[s.layout.index(buy.target)]
    after = s.apply(buy)
    assert cid in getattr(after.players[0], zone)


@shows("new_world_wonder_every_turn")
@pytest.mark.parametrize("every_turn,claims", [(False, False), (True, True)])
def test_new_world_wonder_check_frequency(every_turn, claims):
    """A6: with 3 cards in hand the New World check happens only under the L252 reading."""
    s = make(f"nw-{every_turn}", players=3, set="new-world", seed=1, phase="end",
             options={"new_world_wonder_every_turn": every_turn}, wonders={"HORSE": "NW-W-H1"},
             player=[{"hand": ["red-1", "red-2", "red-3"], "resources": ["R-H1", "R-H2"]}])
    assert (s.to_move == 0 and [str(a) for a in s.legal_actions()] == ["claim NW-W-H1"]) is claims
    if not claims:
        assert s.current == 1 and s.players[0].wonders == ()


@shows("renaissance_glory_every_turn")
@pytest.mark.parametrize("every_turn,places", [(True, True), (False, False)])
def test_renaissance_glory_check_frequency(every_turn, places):
    """A7: Renaissance glory is checked every turn (default), or only on take-back turns."""
    s = make(f"r-{every_turn}", players=3, set="renaissance", seed=1, phase="end",
             options={"renaissance_glory_every_turn": every_turn}, wonders={"HORSE": "R-W-H2"},
             player=[{"hand": ["red-3", "red-4", "NW-H1"], "resources": ["red-1", "red-2"]}])
    if places:
        assert s.to_move == 0 and [str(a) for a in s.legal_actions()] == ["glory R-W-H2"]
    else:                                        # no glory step: the turn passed to P2, no marker placed
        assert s.current == 1 and s.phase == "resource" and s.players[0].glory == 5 and not any(map(any, s.glory))


@shows("may_decline_wonder")
@pytest.mark.parametrize("may,legal", [(False, ["claim NW-W-H1"]), (True, ["claim NW-W-H1", "pass"])])
def test_may_decline_wonder(may, legal):
    """AMB-X4: a qualifying New World player must take a wonder, or may decline."""
    s = make(f"decline-{may}", players=3, set="new-world", seed=1, phase="end",
             options={"may_decline_wonder": may}, wonders={"HORSE": "NW-W-H1"},
             player=[{"hand": ["red-3"], "resources": ["R-H1", "R-H2"]}])
    assert [str(a) for a in s.legal_actions()] == legal


@pytest.mark.parametrize("may", [False, True])
def test_may_decline_wonder_is_new_world_only(may):
    """AMB-X4 is one reading: it never makes a Renaissance marker in supply optional (L692),
    and moving a marker when all five are out is a choice either way (L694-696)."""
    def renaissance(supply, glory):
        return make(f"glory-{may}-{supply}", players=2, set="renaissance", seed=1, phase="end",
                    options={"may_decline_wonder": may}, glory=glory,
                    player=[{"hand": ["red-1", "red-3", "red-4"], "techs": ["red-2", "red-5"], "glory": supply},
                            {"hand": ["blue-1", "blue-2"]}])
    placing = renaissance(2, {"R-W-O2": [3, 0]})
    assert [str(a) for a in placing.legal_actions()] == ["glory R-W-H1"]
    assert placing.why_not("pass").rule.ref == "GS-R-63"
    moving = renaissance(0, {"R-W-O2": [3, 0], "R-W-E2": [2, 0]})
    assert [str(a) for a in moving.legal_actions()] == ["glory R-W-H1 from R-W-E2", "glory R-W-H1 from R-W-O2",
                                                        "pass"]
    nothing = make(f"decline-none-{may}", players=3, set="new-world", seed=1, phase="end",
                   options={"may_decline_wonder": may}, wonders={"HORSE": "NW-W-H1"},
                   player=[{"hand": ["red-3"]}])
    assert nothing.current == 1 and nothing.tasks[0].kind == "resource"   # qualifying for nothing, P1
    # is never asked to "pass" a claim: the turn goes on to P2


@shows("space_trigger")
@pytest.mark.parametrize("trigger,ends", [("pyramid", True), ("all", False)])
def test_combined_space_trigger(trigger, ends):
    """A8: buying the last Space card of the pyramid ends the combined game, or not while
    the Space research stack still holds cards."""
    s = make(f"space-{trigger}", players=3, set="combined", seed=2, phase="buy", options={"space_trigger": trigger},
             bought=["E0", "E1", "E2", "S1"],
             player=[{"hand": ["red-1", "red-2"], "temp": {"EARTH": 6}}])
    after = s.apply("buy S0")
    assert bool(after.ended) is ends
    assert after.research[4], "the Space research stack still holds cards"


@shows("track_trigger")
@pytest.mark.parametrize("trigger,ended", [("reached", True), ("end-of-turn", False)])
def test_track_trigger(trigger, ended):
    """AMB-X3: 15 VP reached and lost again within the same turn."""
    both = card("opt-both", strength=3, effects=[{"kind": "vp_all", "count": 1},
                                                 {"kind": "attack", "loss": "vp", "count": 1}])
    s = make(f"track-{trigger}", [both], players=2, set="renaissance", seed=1, phase="use", use_card="opt-both",
             options={"track_trigger": trigger},
             player=[{"hand": ["red-1", "red-2"], "techs": ["opt-both"]}, {"track": 14}])
    after = s.apply("use opt-both").apply("pass")      # P2 has nothing to defend with
    assert after.players[1].track == 14          # 14 → 15 → beaten, back to 14
    assert bool(after.ended) is ended
    assert (rules.TRACK_15 in after.end_triggers()) is ended
    while after.current == 0 and not after.is_over:   # finish P1's turn
        after = after.apply(after.legal_actions()[0])
    assert after.players[1].track == 14 and (rules.TRACK_15 in after.end_triggers()) is ended


@pytest.mark.parametrize("trigger", ["reached", "end-of-turn"])
def test_track_at_15_at_the_end_of_the_turn_ends_the_game(trigger):
    """AMB-X3, the reading the two share: 15 VP still held at the end of the turn ends the game."""
    vp = card("opt-vp", effects=[{"kind": "vp", "count": 2}])
    s = make(f"track-stays-{trigger}", [vp], players=3, set="renaissance", seed=1, phase="use", use_card="opt-vp",
             options={"track_trigger": trigger},
             player=[{"hand": ["red-1", "red-2"], "techs": ["opt-vp"], "track": 13}])
    s = s.apply("use opt-vp")
    assert s.players[0].track == 15 and bool(s.ended) is (trigger == "reached")
    while s.current == 0 and not s.is_over:
        s = s.apply(s.legal_actions()[0])
    assert s.is_over and s.end_triggers() == (rules.TRACK_15,)


def test_vp_loss_never_goes_below_zero():
    """GS-R-54: an attack that costs VP leaves a player with fewer than that at 0."""
    hit = card("opt-hit", strength=3, effects=[{"kind": "attack", "loss": "vp", "count": 5}])
    s = make("floor", [hit], players=2, set="renaissance", seed=1, phase="use", use_card="opt-hit",
             player=[{"hand": ["red-1", "red-2"], "techs": ["opt-hit"]}, {"track": 2}])
    assert s.apply("use opt-hit").apply("pass").players[1].track == 0


@shows("reaction_cards_return")
@pytest.mark.parametrize("back,zone", [(False, "techs"), (True, "hand")])
def test_reaction_cards_return(back, zone):
    """A16: a card played from hand in defence stays on the table, or goes back to hand."""
    s = make(f"react-{back}", players=2, set="new-world", seed=1, phase="use", use_card="R-H6",
             options={"reaction_cards_return": back},
             player=[{"hand": ["red-1", "red-2"], "techs": ["R-H6"]}, {"hand": ["R-H5", "blue-1"]}])
    s = s.apply("use R-H6").apply("react R-H5").apply("pass")
    assert s.players[1].techs == () or "R-H5" in s.players[1].techs
    assert "R-H5" in getattr(s.players[1], zone)


@shows("trade_anytime")
def test_exchanges_when_paying_an_activation():
    """A5: exchanges only in the Buy Phase (default), or while paying any cost."""
    table = {"a": "FOOD", "b": "FOOD"}
    assert exhaust_options(table, Bag(IRON=1)) == []
    opts = exhaust_options(table, Bag(IRON=1), Options(trade_anytime=True))
    assert opts == [Plan(("a", "b"), (Trade(Bag(FOOD=2), "IRON"),))]


def test_a_space_cost_is_refused_by_the_loader(tmp_path):
    """A10 is moot: no printed cost names Space, so a deck file may not either."""
    from rulekit.core.errors import DataError
    from rulekit.gunsteel.cards import load_deck
    path = tmp_path / "deck.toml"
    path.write_text('[[card]]\nid = "X1"\nname = "x"\nset = "new-world"\nresource = "OIL"\ntech = "civil"\n'
                    'vp = 0\nuse_cost = { SPACE = 1 }\nsource = "test"\nconfidence = "teaching"\n')
    with pytest.raises(DataError, match=r"card X1: field 'use_cost.SPACE'.*A10"):
        load_deck(path)


@shows("trade_chaining")
def test_trade_chaining():
    """AMB-X1: 4 Food → 2 Iron → 1 Horse, allowed by default."""
    chain = (Trade(Bag(FOOD=2), "IRON"), Trade(Bag(FOOD=2), "IRON"), Trade(Bag(IRON=2), "HORSE"))
    assert pay_check(Bag(FOOD=4), chain, Bag(HORSE=1), 0) is None
    assert "AMB-X1" in pay_check(Bag(FOOD=4), chain, Bag(HORSE=1), 0, Options(trade_chaining=False))


@shows("wild_trade_inputs")
def test_wild_exchange_inputs():
    """AMB-X2: Earth is not an exchange input by default."""
    trade = (Trade(Bag(EARTH=1, FOOD=2), "EARTH"),)
    assert "AMB-X2" in pay_check(Bag(EARTH=1, FOOD=2), trade, Bag(EARTH=1), 0)
    assert pay_check(Bag(EARTH=1, FOOD=2), trade, Bag(EARTH=1), 0, Options(wild_trade_inputs=True)) is None


@shows("oil_to_earth")
def test_oil_to_earth_arrow():
    """A4: the unknown arrow 2 Oil → 1 Earth."""
    assert settle(Bag(OIL=2), Bag(EARTH=1), 0) is None
    assert settle(Bag(OIL=2), Bag(EARTH=1), 0, Options(oil_to_earth=True)) == (Trade(Bag(OIL=2), "EARTH"),)


@shows("trade_ladder")
def test_trade_ladder_in_a_purchase():
    """A4: 2 Iron for 1 Gunpowder is refused on the next-step ladder, accepted on any-higher."""
    def at_buy(ladder):
        return make(f"ladder-{ladder}", players=3, set="new-world", seed=3, phase="buy",
                    options={"trade_ladder": ladder}, bought=["G0", "G1", "G2", "G3", "G4", "G5"],
                    player=[{"hand": ["red-1", "red-2"], "resources": ["red-3", "red-4"],
                             "temp": {"HORSE": 2}}])
    target = next(n for n in at_buy("next-step").layout.names
                  if n.startswith("O") and at_buy("next-step").purchase(n)[0] == Bag(GUNPOWDER=2))
    move = f"buy {target} pay red-3,red-4 trade IRON+IRON>GUNPOWDER,HORSE+HORSE>GUNPOWDER"
    assert at_buy("next-step").why_not(move).rule.ref == "GS-R-57"
    assert at_buy("any-higher").why_not(move) is None


def _referenced(g, r, era):
    """The row's card pictures left to right, and the era's two wonders by picture."""
    row = [g.card(g.pyramid[i]).picture for i in g.layout.row(era)]
    sets = "renaissance" if g.mode == "combined" else g.mode
    return row, g.deck.set_wonders(sets, era)


@shows("wonder_match")
def test_wonder_match_readings_can_differ():
    """A2: over many set-ups, the 'further left' and 'leftmost card' readings pick differently,
    and each picks what it says whenever both pictured cards lie in the row."""
    differ = checked = 0
    for seed in range(30):
        a = gs.new_game(3, "new-world", seed=seed)
        b = gs.new_game(3, "new-world", seed=seed, options={"wonder_match": "leftmost-card"})
        differ += a.wonder_slots != b.wonder_slots
        for r, era in enumerate(ERAS):
            row, pair = _referenced(a, r, era)
            if all(w.picture in row for w in pair):
                checked += 1
                assert a.wonder_slots[r] == min(pair, key=lambda w: row.index(w.picture)).id
            row_b, pair_b = _referenced(b, r, era)
            hits = [w for w in pair_b if w.picture == row_b[0]]
            if hits:
                assert b.wonder_slots[r] == hits[0].id
    assert differ > 0 and checked > 0


@shows("wonder_one_present")
@pytest.mark.parametrize("reading", ["present", "random"])
def test_one_referenced_card_present(reading):
    """A17: when only one of the two pictured cards is in a 2-player row, its wonder is used
    ('present'), or the wonder is drawn at random ('random': sometimes the other one)."""
    picked = {"present": 0, "other": 0}
    for seed in range(40):
        for mode in ("new-world", "renaissance"):
            g = gs.new_game(2, mode, seed=seed, options={"wonder_one_present": reading})
            for r, era in enumerate(ERAS):
                row, pair = _referenced(g, r, era)
                present = [w.id for w in pair if w.picture in row]
                if len(present) == 1:
                    assert g.wonder_slots[r] in {w.id for w in pair}
                    picked["present" if g.wonder_slots[r] == present[0] else "other"] += 1
    assert picked["present"] > 0
    assert (picked["other"] > 0) is (reading == "random")


@shows("tie_break")
def test_tie_break_option():
    """A14 (house rule): a tie is shared, or goes to the player with more wonders."""
    s = make("tie", players=2, set="new-world", seed=1, phase="buy",
             player=[{"hand": ["red-1"], "wonders": ["NW-W-H1"]}, {"hand": ["blue-1"]}])
    # equal VP: NW-W-H1 is worth 1 VP; give P2 a 1-VP card in hand instead of blue-1
    s = s.edit(wonder_slots=tuple(None if w == "NW-W-H1" else w for w in s.wonder_slots),
               players={1: {"hand": ("R-H4",)}})
    assert s.scores()[0] == s.scores()[1]
    assert s.winners() == (0, 1)
    assert s.edit(options=Options(tie_break="most-wonders")).winners() == (0,)


# -- the option tests are not vacuous --------------------------------------------------


def _cases(test):
    """The keyword arguments of each parametrized case of ``test`` (one empty case if none)."""
    marks = [m for m in getattr(test, "pytestmark", []) if m.name == "parametrize"]
    if not marks:
        return [{}]
    names, values = marks[0].args
    names = [n.strip() for n in names.split(",")]
    return [dict(zip(names, v if isinstance(v, tuple) else (v,))) for v in values]


def _fails(test) -> bool:
    for kw in _cases(test):
        try:
            test(**kw)
        except Exception:          # an assertion, or anything the changed engine raised instead
            return True
    return False


@pytest.mark.parametrize("name", [f.name for f in fields(Options)])
def test_each_option_test_fails_when_the_option_is_ignored(name, monkeypatch):
    """Made to read one fixed value of ``name`` whatever the game's options say, the engine
    fails every test of that option when the value is the default (the option ignored),
    and at least one when it is another reading (the default reading is pinned too)."""
    tests = SHOWS.get(name, [])
    assert tests, f"no test shows where the readings of {name} part ways"
    assert all("tmp_path" not in inspect.signature(t).parameters for t in tests)
    field_ = next(f for f in fields(Options) if f.name == name)
    read = Options.__getattribute__

    def stuck_at(value):
        def get(self, attr):
            return value if attr == name else read(self, attr)
        return get

    for value in field_.metadata["choices"]:
        monkeypatch.setattr(Options, "__getattribute__", stuck_at(value))
        failing = [t.__name__ for t in tests if _fails(t)]
        monkeypatch.undo()
        if value == field_.default:
            assert failing == [t.__name__ for t in tests], f"{name} ignored, these still pass: " + \
                ", ".join(t.__name__ for t in tests if t.__name__ not in failing)
        else:
            assert failing, f"{name} stuck at {value!r}: every test still passes"
