"""A custom start of Through the Ages is checked completely (issue 22, point 2).

``State.check_start`` (after core's ``check_position``) holds a position set with ``edit``, a save's
custom start or a scenario file's start to what the Simple game can reach: a level the engine plays,
every card name known and each card where a card of its kind lies, counts within the box, and pending
decisions that can arise. Each broken start is a ``DataError`` naming its field; before, each of
these loaded and broke later (a KeyError from ``legal_actions``) or played an impossible game.
"""

from __future__ import annotations

import json

import pytest

import rulekit.tta as tta
from rulekit.core.errors import DataError
from rulekit.tta.decisions import Event, Shortage, Turn
from rulekit.tta.decisions.tokens import Gain, Lose, Pay


def _game():
    return tta.new_game(players=3, seed=5).edit(round=3)


def _refused(field: str, match: str = "", **changes):
    with pytest.raises(DataError, match=match) as err:
        _game().edit(**changes)
    assert err.value.field == field, err.value
    return err.value


def test_only_the_simple_advanced_and_full_games_are_played():
    """The engine builds the Simple, Advanced and Full games (PL chapters 1-3); another level is refused,
    not played by another level's rules."""
    _refused("level", "not a game this engine plays", level="expert")
    _refused("level", "not a game", level="")


def test_a_simple_position_holds_no_advanced_pile_or_field():
    _refused("military", "the Simple game has no military pile", military=("m-I-rats",))
    _refused("players[0].military_hand", "Advanced-game field", players={0: {"military_hand": ("m-I-rats",)}})


@pytest.mark.parametrize("seat_field,value", [
    ("hand", ("c-A-nothing",)), ("specials", ("c-Z-wheel",)), ("wonders", ("pyramids",)),
    ("government", "c-A-anarchy"), ("leader", "c-A-nobody"), ("building", "c-A-tower")])
def test_every_card_name_is_known(seat_field, value):
    _refused(f"players[0].{seat_field}", "not a card of the card data", players={0: {seat_field: value}})


def test_each_card_lies_where_its_kind_can():
    """Civil cards in the row and the civil decks (Age A in deck_a, Age I in deck_i), military ones in
    the event piles; a civilization's government, specials, leader and wonders of their types; workers
    only on farms, mines, urban buildings and units (PL L83-96, L211-232)."""
    g = _game()
    event = g.events[0]
    _refused("deck_i", "holds civil cards of Age I", deck_i=g.deck_i + ("c-A-pyramids",))
    _refused("events", "holds military cards", events=g.events + (g.deck_i[0],), deck_i=g.deck_i[1:])
    _refused("row", "holds civil cards", row=(event,) + g.row[1:], events=g.events[1:], box=g.box + g.row[:1])
    _refused("players[0].government", "holds government cards",
             players={0: {"government": "c-A-agriculture", "techs": g.players[0].techs[1:]}},
             box=g.box + (g.players[0].government,))
    _refused("players[0].techs", "workers stand on", players={0: {"techs": g.players[0].techs + (("c-A-pyramids", 0, 0),)}})
    _refused("players[0].hand", "military card", players={0: {"hand": (event,)}}, events=g.events[1:])


def test_the_row_the_piles_and_the_round_keep_their_shape():
    g = _game()
    _refused("row", "13", row=g.row[:12], box=g.box + g.row[12:])
    _refused("row", "not a card name", row=(None,) * 13, box=g.box + tuple(c for c in g.row if c))
    _refused("players[0].techs", r"each is \(card, workers, blue tokens\)",
             players={0: {"techs": (("c-A-agriculture", True, 0),) + g.players[0].techs[1:]}})
    _refused("round", "run out", round=10 ** 9)        # from round 2 each turn deals a civil card (PL L682-749)


def test_a_technology_is_held_once_by_a_civilization():
    """No technology already in play or in hand (KI L1082-1083): Agriculture in play and in hand."""
    g = _game()
    _refused("players[0].cards", "technology c-A-agriculture twice",
             players={0: {"hand": ("c-A-agriculture",)}, 2: {"techs": g.players[2].techs[1:]}})


def test_counts_within_the_box_and_the_government():
    g = _game()
    _refused("players[0].civil_spent", "white tokens spent of 4", players={0: {"civil_spent": 9}})
    _refused("players[0].military_spent", "red tokens spent of 2", players={0: {"military_spent": 3}})
    _refused("players[0].mil_bonus", "the box's cards give at most", players={0: {"mil_bonus": 10 ** 7}})
    _refused("players[0].military_extra", "at most", players={0: {"military_extra": 10 ** 7}})
    _refused("players[0].civil_extra", "at most 0", players={0: {"civil_extra": 5}})   # no action card gives one
    _refused("players[0].stages", "without a wonder", players={0: {"stages": 1, "blue": g.players[0].blue - 1}})
    _refused("players[0].leader_ages", "each an age", players={0: {"leader_ages": ("A", "A")}})
    _refused("players[0].fresh", "taken this turn", players={0: {"fresh": (g.deck_i[0],)}})


@pytest.mark.parametrize("step,field,match", [
    (Pay(0, what="gold", amount=2), "tasks[0].what", "farm"),
    (Pay(0, what="mine", amount=99), "tasks[0].amount", "holds"),
    (Pay(0, what="farm", amount=0), "tasks[0].amount", "holds"),
    (Gain(0, what="science", amount=2), "tasks[0].what", "gain"),
    (Lose(0, what="gold"), "tasks[0].what", "civil or military"),
    (Event(0, what="c-A-agriculture"), "tasks[0].what", "revealed event"),
    (Shortage(0), "tasks[0]", "player-choice"),
    (Turn(1), "tasks[0]", "whose turn it is not"),
])
def test_pending_decisions_that_cannot_arise(step, field, match):
    """Each pending decision names what exists: before, ``Pay(what="gold")`` loaded and
    ``legal_actions()`` raised KeyError."""
    g = _game()
    if step.kind == "pay" and step.what == "mine":
        assert g.players[0].held["mine"] < 99
    _refused(field, match, tasks=(step, Turn(0)))


def test_the_pending_decisions_a_game_leaves_are_accepted():
    """The checks refuse nothing play reaches: the empty bank's question under its option, a payment
    being chosen, an event's question."""
    g = tta.new_game(players=3, seed=5, options={"empty_blue_bank": "player-choice"}).edit(round=3)
    assert g.edit(tasks=(Shortage(0), Turn(0))).decision.kind == "shortage"
    p = g.players[0]
    techs = tuple((c, w, 2 if c == "c-A-bronze" else b) for c, w, b in p.techs)
    paying = g.edit(players={0: {"techs": techs, "blue": p.blue - 2}}, tasks=(Pay(0, what="mine", amount=1), Turn(0)))
    assert paying.decision.kind == "pay"


def test_a_forged_save_names_the_field():
    """A save's custom start is held to the same checks (core's read_save, then check_start)."""
    g = _game()
    save = json.loads(json.dumps(g.to_dict()))
    assert save["start"] == "custom"
    for path, value, field in ((("level",), "expert", "level"),
                               (("players", 0, "hand"), ["c-A-atlantis"], "players[0].hand"),
                               (("tasks",), [{"kind": "pay", "player": 0, "what": "gold", "amount": 2}],
                                "tasks[0].what")):
        forged = json.loads(json.dumps(save))
        for where in (forged["root"], forged["state"]):
            target = where
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = value
        with pytest.raises(DataError) as err:
            tta.State.from_dict(forged, "forged.json")
        assert err.value.field == "root: " + field, err.value
