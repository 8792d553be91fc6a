"""The Guns & Steel card data: the teaching deck, the printed-card facts, the loader's errors."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from rulekit.core.errors import DataError
from rulekit.core.resources import Bag
from rulekit.gunsteel.cards import (
    COLOURS, CONDITIONS, DATA, EFFECTS, ERA_COUNTS, ERAS, RESOURCES, TECHS, load_deck, teaching_deck,
)

TEACHING = DATA / "teaching.toml"
PRINTED = DATA / "printed.toml"
SETS = {"new-world": "NW", "renaissance": "R"}
ERA_LETTER = {"HORSE": "H", "GUNPOWDER": "G", "OIL": "O", "EARTH": "E", "SPACE": "S"}
PRINTED_CONFIDENCE = {"rulebook", "two-sources", "one-source", "unverified"}


@pytest.fixture(scope="module")
def deck():
    return teaching_deck()


@pytest.fixture(scope="module")
def raw():
    return tomllib.loads(TEACHING.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def printed():
    return tomllib.loads(PRINTED.read_text(encoding="utf-8"))


def set_cards(deck):
    return [c for c in deck.cards.values() if c.set != "start"]


# -- the teaching deck loads and has the component list's shape ------------------------


def test_teaching_deck_loads(deck):
    assert len(set_cards(deck)) == 50
    start = [c for c in deck.cards.values() if c.set == "start"]
    assert len(start) == 20
    for colour in COLOURS:
        cards = deck.start_cards(colour)
        assert [c.id for c in cards] == [f"{colour}-{n}" for n in range(1, 6)]
        assert Bag.of(c.resource for c in cards) == Bag(FOOD=3, IRON=2)
    assert len(deck.wonders) == 20
    assert deck.name == "teaching"
    assert "teaching" in deck.source


def test_teaching_deck_is_labelled_in_the_file(raw):
    text = TEACHING.read_text(encoding="utf-8")
    assert text.startswith("#") and "NOT the printed cards" in text.splitlines()[0]
    assert "teaching deck" in raw["source"]


@pytest.mark.parametrize("card_set", SETS)
def test_per_era_counts_and_ids(deck, card_set):
    prefix = SETS[card_set]
    for era, n in ERA_COUNTS.items():
        cards = deck.set_cards(card_set, era)
        assert sorted(c.id for c in cards) == sorted(f"{prefix}-{ERA_LETTER[era]}{i}" for i in range(1, n + 1))
        assert len(deck.set_wonders(card_set, era)) == 2
    assert [len(deck.set_cards(card_set, e)) for e in ERAS] == [7, 6, 5, 4, 3]


@pytest.mark.parametrize("card_set", SETS)
def test_one_two_player_removal_per_era(deck, card_set):
    rows = []
    for era in ERAS:
        cards = deck.set_cards(card_set, era)
        assert sum(c.remove_2p for c in cards) == 1, era
        rows.append(sum(not c.remove_2p for c in cards))
    assert rows == [6, 5, 4, 3, 2]          # ambiguity A1, default reading


def test_wonder_pictures_match_set_and_era(deck):
    for card_set in SETS:
        for era in ERAS:
            wonders = deck.set_wonders(card_set, era)
            pictures = [w.picture for w in wonders]
            assert len(set(pictures)) == 2, (card_set, era)
            for w in wonders:
                card = deck.cards[w.picture]
                assert (card.set, card.era) == (w.set, w.era), w.id


def test_wonders_per_set(deck):
    for w in deck.wonders.values():
        assert w.id.startswith(SETS[w.set] + "-W-" + ERA_LETTER[w.era])
        if w.set == "new-world":
            assert w.condition is not None and w.glory is None and w.glory_required == 0
        else:
            assert w.glory is not None and w.condition is None and 2 <= w.glory_required <= 3
    for card_set in SETS:
        vps = [max(w.vp for w in deck.set_wonders(card_set, era)) for era in ERAS]
        assert vps == sorted(vps) and 1 <= min(vps) and max(vps) <= 5


def test_every_record_has_source_and_confidence(deck, raw):
    for key in ("start", "card", "wonder"):
        for rec in raw[key]:
            assert rec["source"].strip() and rec["confidence"] == "teaching", rec["id"]
    for thing in list(deck.cards.values()) + list(deck.wonders.values()):
        assert thing.source and thing.confidence == "teaching"


def test_teaching_names_are_ours(deck, printed):
    names = [c.name for c in deck.cards.values() if c.set != "start"] + [w.name for w in deck.wonders.values()]
    names += sorted({c.name for c in deck.cards.values() if c.set == "start"})
    assert len(names) == len(set(names)) == 75
    assert all(n.endswith("(teaching)") for n in names)
    taken = {r[k].casefold() for key in ("named_card", "named_wonder") for r in printed[key]
             for k in ("name", "name_pl") if k in r}
    assert taken
    for name in names:
        for printed_name in taken:
            assert printed_name not in name.casefold(), (name, printed_name)


# -- the teaching deck's design rules (see the file's header) --------------------------

COST_RANGE = {"HORSE": (1, 2), "GUNPOWDER": (2, 2), "OIL": (2, 3), "EARTH": (3, 3), "SPACE": (3, 4)}
COST_FROM = {"HORSE": {"FOOD", "IRON"}, "GUNPOWDER": {"IRON", "HORSE"}, "OIL": {"HORSE", "GUNPOWDER"},
             "EARTH": {"GUNPOWDER", "OIL", "HORSE"}, "SPACE": {"OIL", "GUNPOWDER", "HORSE"}}
VP_RANGE = {"HORSE": (0, 1), "GUNPOWDER": (1, 1), "OIL": (1, 2), "EARTH": (2, 3), "SPACE": (3, 4)}


def test_costs_and_vp_grow_with_era(deck):
    for card in set_cards(deck):
        low, high = COST_RANGE[card.era]
        assert low <= len(card.cost) <= high, card.id
        assert set(card.cost.keys()) <= COST_FROM[card.era], card.id
        low, high = VP_RANGE[card.era]
        assert low <= card.vp <= high, card.id


def test_technology_mix(deck):
    for card_set in SETS:
        for era in ERAS:
            assert {c.tech for c in deck.set_cards(card_set, era)} == set(TECHS), (card_set, era)
    for card in deck.cards.values():
        if card.tech == "military":
            assert not card.use_cost, card.id
            assert 1 <= card.strength <= 4 and any(e.kind == "attack" for e in card.effects), card.id
        if card.tech == "civil":
            assert card.strength == 0 and not card.reaction, card.id
        assert len(card.use_cost) <= 1, card.id
        for e in card.effects:
            if e.kind == "attack" and e.loss == "wonder":
                assert card.era in ("OIL", "EARTH", "SPACE"), card.id
            if card.set != "renaissance":
                assert e.kind not in ("vp", "vp_all") and not e.score, card.id
    for card_set in SETS:
        tops = [max(c.strength for c in deck.set_cards(card_set, era) if c.tech == "military") for era in ERAS]
        assert tops == sorted(tops) and tops[0] <= 2 and tops[-1] == 4
    assert any(c.reaction and c.tech == "military" for c in set_cards(deck))
    assert any(c.reaction and c.tech == "tactical" for c in set_cards(deck))


def test_every_effect_kind_is_exercised(deck):
    for card_set in SETS:
        kinds = {e.kind for c in set_cards(deck) if c.set == card_set for e in c.effects}
        expected = set(EFFECTS) - ({"vp", "vp_all"} if card_set == "new-world" else set())
        assert kinds == expected, card_set
        losses = {e.loss for c in set_cards(deck) if c.set == card_set for e in c.effects if e.kind == "attack"}
        assert {"exhaust", "steal", "wonder"} <= losses
        renews = {e.resource for c in set_cards(deck) if c.set == card_set for e in c.effects if e.kind == "renew"}
        assert {"own", "any"} <= renews and renews - {"own", "any"}
    assert any(e.score for c in set_cards(deck) for e in c.effects)
    assert {e.count for c in deck.cards.values() for e in c.effects if e.kind == "deploy"} == {1, 2}
    used = {c for w in deck.wonders.values() for c in (w.condition, w.glory) if c}
    assert {c.kind for c in used} == set(CONDITIONS)
    assert {r for c in deck.cards.values() for r in c.use_cost} >= {"FOOD", "EARTH"}


def test_starting_cards_are_basic(deck):
    start = deck.start_cards("red")
    assert all(c.vp == 0 for c in start)
    effects = {(c.tech, e.kind, e.resource, e.loss, e.count, c.strength, c.reaction, tuple(c.use_cost.items()))
               for c in start for e in c.effects}
    assert ("civil", "renew", "own", "none", 1, 0, False, ()) in effects
    assert any(t == "civil" and k == "gain" and u == (("FOOD", 1),) for t, k, _, _, _, _, _, u in effects)
    assert ("military", "attack", "", "exhaust", 1, 1, False, ()) in effects
    assert any(t == "tactical" and s == 1 and r for t, _, _, _, _, s, r, _ in effects)


def test_conditions_are_reachable(deck):
    limits = {"resource_cards": (2, 4), "tech_cards": (2, 4), "strength": (2, 6), "tableau_vp": (2, 6),
              "wonders": (1, 2), "taken_back_vp": (2, 6), "track": (2, 6)}
    for w in deck.wonders.values():
        cond = w.condition or w.glory
        low, high = limits[cond.kind]
        assert low <= cond.count <= high, w.id
        assert str(cond)


# -- printed.toml ----------------------------------------------------------------------


def test_printed_parses_with_provenance(printed):
    assert set(printed) >= {"sources", "slot", "named_card", "named_wonder", "exchange"}
    for key, source in printed["sources"].items():
        assert source.get("url") or source.get("path"), key
    for key in ("slot", "named_card", "named_wonder", "exchange"):
        for rec in printed[key]:
            assert rec["source"] and all(s in printed["sources"] for s in rec["source"]), rec
            assert rec["confidence"] in PRINTED_CONFIDENCE, rec
            for field, value in rec.items():
                if field.endswith("_confidence"):
                    assert value in PRINTED_CONFIDENCE, rec
                    assert field.removesuffix("_confidence") in rec, rec


def test_printed_slots(printed):
    ids = [s["id"] for s in printed["slot"]]
    assert ids == [f"C{n:02d}" for n in range(1, 56)] + [f"W{n:02d}" for n in range(1, 21)]
    slots = {s["id"]: s for s in printed["slot"]}
    assert {slots[f"C{n:02d}"]["set"] for n in range(1, 6)} == {"start"}
    assert all("era" not in slots[f"C{n:02d}"] for n in range(1, 6))
    eras = [slots[f"C{n:02d}"]["era"] for n in range(6, 31)]
    assert eras == [slots[f"C{n:02d}"]["era"] for n in range(31, 56)]
    assert [eras.count(e) for e in ERAS] == [7, 6, 5, 4, 3]
    assert {slots[f"W{n:02d}"]["set"] for n in range(1, 11)} == {"new-world"}
    assert {slots[f"W{n:02d}"]["set"] for n in range(11, 21)} == {"renaissance"}


def test_printed_named_facts(printed):
    cards = {c["name"]: c for c in printed["named_card"]}
    assert cards["Cannon"]["cost"] == {"GUNPOWDER": 2}
    assert cards["Computer"]["cost"] == {"HORSE": 1, "GUNPOWDER": 1, "OIL": 2}
    assert cards["Horse Archer"]["cost"] == {"IRON": 1, "HORSE": 1}
    for c in cards.values():
        assert set(c.get("cost", {})) <= set(RESOURCES), c["name"]
        assert c.get("era", "HORSE") in ERAS and c.get("tech", "civil") in TECHS, c["name"]
    wonders = {w["name"]: w for w in printed["named_wonder"]}
    assert sum(w["set"] == "new-world" for w in wonders.values()) == 10
    assert wonders["International Space Station"]["picture"] == "Nuclear Submarine"
    assert wonders["Apollo Program"]["picture"] == "Computer"
    for name in ("International Space Station", "Apollo Program"):
        assert wonders[name]["era"] == "SPACE" and "era_confidence" not in wonders[name]
    for w in wonders.values():
        if "era" in w and w["era"] != "SPACE":
            assert w["era_confidence"] == "unverified", w["name"]
    assert wonders["Sydney Opera House"]["glory_required"] == 3
    arrows = {(e["from"], e["to"]): (e["status"], e["confidence"]) for e in printed["exchange"]}
    assert arrows[("FOOD", "IRON")] == ("verified", "rulebook")
    assert arrows[("ANY", "EARTH")] == ("verified", "rulebook")
    assert arrows[("OIL", "EARTH")][0] == "unknown"
    assert {arrows[k][0] for k in [("IRON", "HORSE"), ("HORSE", "GUNPOWDER"), ("GUNPOWDER", "OIL")]} == {"probable"}


# -- loader errors name the file, the record and the field -----------------------------


def _value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, str)):
        return str(v) if isinstance(v, int) else '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_value(x)}" for k, x in v.items()) + " }"
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    raise TypeError(v)


def dump(raw: dict) -> str:
    """A tiny TOML writer, enough for deck files."""
    lines = [f"{k} = {_value(v)}" for k, v in raw.items() if not isinstance(v, list)]
    for key in ("start", "card", "wonder"):
        for rec in raw.get(key, []):
            lines += ["", f"[[{key}]]"] + [f"{k} = {_value(v)}" for k, v in rec.items()]
    return "\n".join(lines) + "\n"


def write_deck(tmp_path: Path, raw: dict, name="broken.toml") -> Path:
    path = tmp_path / name
    path.write_text(dump(raw), encoding="utf-8")
    return path


def find(raw, key, rid):
    return next(r for r in raw[key] if r["id"] == rid)


def error_for(path: Path) -> str:
    with pytest.raises(DataError) as info:
        load_deck(path)
    message = str(info.value)
    assert str(path) in message and info.value.file == str(path)
    return message


def test_roundtrip_of_the_writer(tmp_path, raw):
    path = write_deck(tmp_path, raw, "copy.toml")
    assert load_deck(path).cards == teaching_deck().cards


def test_missing_vp(tmp_path):
    raw = tomllib.loads(TEACHING.read_text(encoding="utf-8"))
    del find(raw, "card", "NW-G2")["vp"]
    message = error_for(write_deck(tmp_path, raw))
    assert "card NW-G2" in message and "'vp'" in message and "missing" in message


def test_bad_effect_kind(tmp_path):
    raw = tomllib.loads(TEACHING.read_text(encoding="utf-8"))
    find(raw, "card", "R-O2")["effects"] = [{"kind": "teleport", "count": 1}]
    message = error_for(write_deck(tmp_path, raw))
    assert "card R-O2: effect 1" in message and "'kind'" in message and "'teleport'" in message


def test_wrong_era_count(tmp_path):
    raw = tomllib.loads(TEACHING.read_text(encoding="utf-8"))
    raw["card"] = [c for c in raw["card"] if c["id"] != "NW-O3"]
    message = error_for(write_deck(tmp_path, raw))
    assert "new-world OIL cards" in message and "found 4" in message


def test_wrong_wonder_count(tmp_path):
    raw = tomllib.loads(TEACHING.read_text(encoding="utf-8"))
    raw["wonder"] = [w for w in raw["wonder"] if w["id"] != "R-W-E2"]
    message = error_for(write_deck(tmp_path, raw))
    assert "renaissance EARTH wonders" in message and "found 1" in message


def test_bad_toml_syntax(tmp_path):
    path = tmp_path / "syntax.toml"
    path.write_text('source = "x"\n\n[[card]]\nid = "NW-H1\nvp = 0\n', encoding="utf-8")
    message = error_for(path)
    assert "TOML" in message and re.search(r"line 4", message)


def test_missing_file(tmp_path):
    message = error_for(tmp_path / "nowhere.toml")
    assert "not found" in message


@pytest.mark.parametrize("effect", [{"kind": "vp", "count": 1},
                                    {"kind": "attack", "loss": "exhaust", "count": 1, "score": 1}])
def test_new_world_has_no_scoring(tmp_path, effect):
    raw = tomllib.loads(TEACHING.read_text(encoding="utf-8"))
    find(raw, "card", "NW-H6")["effects"] = [effect]
    message = error_for(write_deck(tmp_path, raw))
    assert "card NW-H6: effects" in message and "scoring track" in message


@pytest.mark.parametrize("change, field", [
    (lambda c: c.update(cost={"SPACE": 1}), "cost.SPACE"),
    (lambda c: c.update(use_cost={"MANA": 1}), "use_cost.MANA"),
    (lambda c: c.update(tech="magic"), "'tech'"),
    (lambda c: c.update(resource="FOOD"), "'resource'"),
    (lambda c: c.update(confidence="sure"), "'confidence'"),
    (lambda c: c.pop("source"), "'source'"),
    (lambda c: c.update(vp=-1), "'vp'"),
    (lambda c: c.update(reaction="yes"), "'reaction'"),
    (lambda c: c.update(effects=[{"kind": "gain", "resource": "SPACE", "count": 1}]), "'resource'"),
    (lambda c: c.update(effects=[{"kind": "rally", "colour": "red"}]), "'colour'"),
    (lambda c: c.update(effects=[{"kind": "attack", "loss": "burn"}]), "'loss'"),
    (lambda c: c.update(effects=["gain"]), "effect 1"),
    (lambda c: c.update(effects=[3]), "effect 1"),
])
def test_bad_card_fields(tmp_path, change, field):
    raw = tomllib.loads(TEACHING.read_text(encoding="utf-8"))
    change(find(raw, "card", "NW-E3"))
    message = error_for(write_deck(tmp_path, raw))
    assert "card NW-E3" in message and field in message


@pytest.mark.parametrize("change, field", [
    (lambda w: w.pop("glory"), "'glory'"),
    (lambda w: w.update(glory_required=0), "'glory_required'"),
    (lambda w: w.update(glory={"kind": "luck", "count": 1}), "'kind'"),
    (lambda w: w.update(glory={"kind": "strength", "tech": "civil"}), "'tech'"),
    (lambda w: w.update(era="STONE"), "'era'"),
])
def test_bad_wonder_fields(tmp_path, change, field):
    raw = tomllib.loads(TEACHING.read_text(encoding="utf-8"))
    change(find(raw, "wonder", "R-W-O1"))
    message = error_for(write_deck(tmp_path, raw))
    assert "wonder R-W-O1" in message and field in message


def test_bad_starting_mix(tmp_path):
    raw = tomllib.loads(TEACHING.read_text(encoding="utf-8"))
    find(raw, "start", "3")["resource"] = "FOOD"
    message = error_for(write_deck(tmp_path, raw))
    assert "start" in message and "3 Food + 2 Iron" in message


def test_duplicate_id(tmp_path):
    raw = tomllib.loads(TEACHING.read_text(encoding="utf-8"))
    raw["card"].append(dict(find(raw, "card", "R-H2")))
    message = error_for(write_deck(tmp_path, raw))
    assert "card R-H2" in message and "twice" in message


# -- issue 7: every deck error is a DataError naming file, record and field ----------------


@pytest.mark.parametrize("change, where, words", [
    (lambda r: r.update(sorce="x"), "field 'sorce'", "did you mean 'source'"),
    (lambda r: find(r, "card", "NW-E3").update(cots={"OIL": 1}), "card NW-E3: field 'cots'", "did you mean 'cost'"),
    (lambda r: find(r, "card", "NW-E3").update(id="NW E3"), "card 'NW E3': field 'id'", "no spaces"),
    (lambda r: find(r, "card", "NW-E3").update(id="NW-E3,NW-E4"), "field 'id'", "commas"),
    (lambda r: find(r, "card", "NW-E3").update(id=""), "field 'id'", "no spaces"),
    (lambda r: find(r, "wonder", "R-W-O1").update(id="R W O1"), "wonder 'R W O1': field 'id'", "no spaces"),
    (lambda r: find(r, "start", "3").update(id="a b"), "start 'a b': field 'id'", "no spaces"),
    (lambda r: r["start"].append(dict(find(r, "start", "3"))), "start 3", "twice"),
    (lambda r: r.update(start=[]), "start", "no starting cards"),
    (lambda r: r.update(card=[], wonder=[]), "card", "no Civilization cards"),
    (lambda r: find(r, "card", "NW-E3").update(cost={"OIL": 10 ** 7}), "card NW-E3: field 'cost'", "more than"),
    (lambda r: find(r, "card", "NW-E3").update(use_cost={"ANY": 5}), "card NW-E3: field 'use_cost'", "more than"),
    (lambda r: find(r, "card", "NW-E3").update(vp=11), "card NW-E3: field 'vp'", "more than"),
    (lambda r: find(r, "card", "NW-E3").update(effects=[{"kind": "gain", "resource": "OIL", "count": 10 ** 6}]),
     "card NW-E3: effect 1: field 'count'", "more than"),
    (lambda r: find(r, "wonder", "R-W-O1").update(glory_required=6), "wonder R-W-O1: field 'glory_required'",
     "more than"),
    (lambda r: find(r, "card", "NW-E3").update(effects=[{"kind": "gain", "resorce": "OIL"}]),
     "card NW-E3: effect 1: field 'resorce'", "did you mean 'resource'"),
    (lambda r: find(r, "card", "NW-E3").update(use_cost={"FOD": 1}), "field 'use_cost.FOD'", "did you mean 'FOOD'"),
])
def test_deck_errors_name_file_record_and_field(tmp_path, change, where, words):
    raw = tomllib.loads(TEACHING.read_text(encoding="utf-8"))
    change(raw)
    message = error_for(write_deck(tmp_path, raw))
    assert where in message and words in message, message


def test_activation_cost_of_any_kind_can_be_written(tmp_path):
    """L412-414 ('if you need 1 resource'): ``use_cost = { ANY = 1 }`` in a deck file."""
    raw = tomllib.loads(TEACHING.read_text(encoding="utf-8"))
    find(raw, "card", "NW-E3")["use_cost"] = {"ANY": 1, "OIL": 1}
    deck = load_deck(write_deck(tmp_path, raw))
    assert deck.cards["NW-E3"].use_cost == Bag(ANY=1, OIL=1)
    raw["card"][0]["cost"] = {"ANY": 1}                   # a purchase cost names its resources
    assert "'cost.ANY'" in error_for(write_deck(tmp_path, raw))


@pytest.mark.parametrize("content", [b"\x00\x01binary", b"source = \"\xff\xfe\"\n", b"a = " + b"[" * 5000 + b"]" * 5000])
def test_unreadable_deck_files(tmp_path, content):
    path = tmp_path / "bad.toml"
    path.write_bytes(content)
    error_for(path)


def test_a_directory_is_not_a_deck(tmp_path):
    assert "not a file" in error_for(tmp_path)
