"""Through the Ages' card data (rulekit.tta.cards): the rulebooks' deck sizes and player-count
removals, the numbers the worked examples print, names in three languages, provenance on
every record, the decks of each game, the effects the engine cannot express yet, and the
loader's errors."""

import shutil
from collections import Counter
from pathlib import Path

import pytest

from rulekit.core.data import CONFIDENCE
from rulekit.core.errors import DataError
from rulekit.tta import cards

D = cards.data()
C = D.cards


# -- deck sizes and player-count removals (HU 80-91; PL L91-92, L160, L170-172) ---------------

def test_all_340_cards_load_185_civil_and_155_military():
    assert len(C) == 244                                               # 238 deck cards + 6 on the boards
    assert D.total(4) == 340                                           # PL L160
    assert sum(c.copies[4] for c in C.values() if c.deck == "civil") == 185
    assert sum(c.copies[4] for c in C.values() if c.deck == "military") == 155
    assert (D.total(3), D.total(2)) == (325, 300)


def test_full_game_deck_sizes_with_four_players_are_the_rulebooks():
    assert D.deck_sizes(4, "full") == cards.RULEBOOK_DECKS             # HU 80-91


@pytest.mark.parametrize("players, size", [(2, 45), (3, 50), (4, 55)])
def test_player_count_removal_tta_ex_42(players, size):
    # TTA-EX-42: 2 players -10 cards per civil deck I/II/III, 3 players -5, 4 players 0
    sizes = D.deck_sizes(players, "full")["civil"]
    assert sizes == {"A": 20, "I": size, "II": size, "III": size}


@pytest.mark.parametrize("age", ["I", "II", "III"])
def test_each_civil_deck_has_five_cards_marked_3_4_and_five_marked_4(age):
    group = [c for c in C.values() if c.deck == "civil" and c.age == age]
    assert sum(c.copies[3] - c.copies[2] for c in group) == 5          # PL L91-92
    assert sum(c.copies[4] - c.copies[3] for c in group) == 5


def test_the_age_i_marked_cards():
    marked_34 = sorted(c.name_en for c in C.values() if c.age == "I" and c.deck == "civil"
                       and c.copies[3] > c.copies[2])
    marked_4 = sorted(c.name_en for c in C.values() if c.age == "I" and c.deck == "civil"
                      and c.copies[4] > c.copies[3])
    assert marked_34 == ["Bread and Circuses", "Code of Laws", "Monarchy", "Theology", "Warfare"]
    assert marked_4 == ["Alchemy", "Iron", "Irrigation", "Knights", "Swordsmen"]


def test_pacts_leave_with_two_players_and_nothing_else_military_does():
    pacts = [c for c in C.values() if c.type == "pact"]
    assert len(pacts) == 10
    assert sum(c.copies[4] for c in pacts if c.age in ("I", "II")) == 6  # PL L1543-1544
    assert all(c.copies[2] == 0 for c in pacts)
    other = [c for c in C.values() if c.deck == "military" and c.type != "pact"]
    assert all(c.copies[2] == c.copies[3] == c.copies[4] for c in other)


def test_military_ii_holds_four_wars_and_iii_thirteen_events():
    assert sum(c.copies[4] for c in C.values() if c.type == "war" and c.age == "II") == 4   # PL L1542-1543
    assert sum(c.copies[4] for c in C.values() if c.type == "event" and c.age == "III") == 13  # PL L2739


def test_six_starting_technologies_are_printed_on_the_board():
    names = sorted(C[i].name_en for i in D.starting)                   # PL L211-217, L224-232
    assert names == ["Agriculture", "Bronze", "Despotism", "Philosophy", "Religion", "Warriors"]
    assert all(C[i].copies_for(n) == 0 for i in D.starting for n in (2, 3, 4))


# -- the decks of each game ----------------------------------------------------------------------

@pytest.mark.parametrize("players, age_i", [(2, 45), (3, 50), (4, 55)])
def test_simple_game_decks(players, age_i):
    decks = D.decks(players, "simple")                                 # PL L83-96; HU 146-160
    assert {deck: sorted(ages) for deck, ages in decks.items()} == {"civil": ["A", "I"], "military": ["A"]}
    assert len(decks["civil"]["A"]) == 20 and len(decks["civil"]["I"]) == age_i
    assert len(decks["military"]["A"]) == 9
    assert "m-A-development-of-politics" not in decks["military"]["A"]
    assert all(C[i].type == "event" for i in decks["military"]["A"])


def test_a_deck_lists_one_id_per_copy_sorted():
    ids = D.decks(4, "simple")["civil"]["I"]
    assert list(ids) == sorted(ids)
    assert Counter(ids)["c-I-iron"] == 3 and Counter(D.decks(2, "simple")["civil"]["I"])["c-I-iron"] == 2
    assert not set(ids) & set(D.starting)


def test_advanced_game_leaves_out_the_wars_and_civil_iii():
    decks = D.decks(4, "advanced")                                     # PL L1540-1561
    assert "III" not in decks["civil"]
    assert len(decks["military"]["II"]) == 46
    assert not any(C[i].type == "war" for ages in decks["military"].values() for i in ages)
    assert len(decks["military"]["III"]) == 13
    assert D.deck_sizes(2, "advanced")["military"] == {"A": 10, "I": 48, "II": 42, "III": 13}


def test_unknown_game_or_player_count_is_refused():
    with pytest.raises(ValueError, match="simple, advanced, full"):
        D.decks(3, "solo")
    with pytest.raises(ValueError, match="2-4 players"):
        D.decks(5, "simple")


# -- effects the engine cannot express yet --------------------------------------------------------

def test_every_simple_card_effect_is_expressed():
    assert D.unexpressed("simple") == ()


def test_the_specials_registry_is_exactly_what_the_simple_cards_and_the_appendix_leaders_name():
    """Every special of a Simple card, and those the appendix's individual Age II leaders added (G-7,
    G-8, G-9) and the unit pools (G-2: Wave of Nationalism); each names a card of the Advanced game.
    The Full game's (cards.specials_full.FULL) each name a card of the Full game, none of the Simple one."""
    from rulekit.tta.cards.specials_full import FULL
    used = {C[i].special for i in D.in_game("simple")} - {""}
    appendix = {"maximilien-robespierre", "isaac-newton", "napoleon-bonaparte",
                "military-resources-per-stronger-civ"} & set(cards.SPECIALS)
    assert used | appendix | set(FULL) == set(cards.SPECIALS)
    assert appendix <= {C[i].special for i in D.in_game("advanced")}
    assert set(FULL) <= {C[i].special for i in D.in_game("full")} and not set(FULL) & used


def test_the_engine_reads_every_effect_key_of_the_simple_cards():
    """The contract behind an empty ``unexpressed("simple")``: every effect key a Simple card
    carries (generic, or a parameter of its special) is read somewhere in the engine's modules,
    except those that never apply in the Simple game (no colonization, no military hand, no
    aggressions or tactics)."""
    package = Path(cards.__file__).parent.parent             # rulekit/tta, whose cards/ only describes the data
    source = "\n".join(p.read_text(encoding="utf-8") for p in package.rglob("*.py")
                       if p.parent.name != "cards")
    unused = set(cards.INERT_IN_SIMPLE) | {k for s in cards.SPECIALS.values() for k in s.unused_in_simple}
    keys = {k for i in D.in_game("simple") for k in C[i].effect} - unused
    assert sorted(k for k in keys if f'"{k}"' not in source) == []


def test_every_special_cites_both_rulebooks():
    for special in cards.SPECIALS.values():
        assert special.rules, special.name
        assert all(r.rulebooks[1:] and r.ref.startswith("TTA-R-") for r in special.rules), special.name
        assert set(special.unused_in_simple) <= set(special.reads)
        assert bool(special.unused_in_simple) == ("simple" in special.inert)


def test_advanced_and_full_list_what_is_missing():
    gaps = {g.card: g.reason for g in D.unexpressed("full")}
    assert gaps["m-II-war-over-culture"] == "no 2006 source gives its effect"
    assert "m-I-phalanx" not in gaps and "m-II-war-over-territory" not in gaps     # tactics and wars are played
    assert set(gaps.values()) == {"no 2006 source gives its effect"}      # every special written (Age II: rules.age2)
    appendix = {"c-II-napoleon-bonaparte", "c-II-isaac-newton", "c-II-maximilien-robespierre"}    # G-7 … G-9
    assert not appendix & set(gaps)
    assert not any(c.startswith(("c-A-", "c-I-", "m-A-")) for c in gaps if c != "m-A-development-of-politics")
    assert set(gaps) >= {g.card for g in D.unexpressed("advanced")}


def test_every_military_special_of_a_known_effect_has_its_handler():
    """A military card whose 2006 effect is known is played by the decisions: an event by its effect (Age A's
    by the Simple game's specials or, Development of Politics, by its draw), an aggression by its effect, a war
    by its spoils, a territory or a bonus card by its values; no special is left without one."""
    from rulekit.tta.decisions import EVENT_EFFECTS
    from rulekit.tta.decisions.aggressions import EFFECTS
    from rulekit.tta.decisions.wars import SPOILS
    by_values = {"defense-colonization", "draw-military-cards", "acceptance-of-supremacy"}
    missing = [(i, c.special) for i in D.in_game("full") for c in (C[i],)
               if c.deck == "military" and c.effect_known and c.special
               and c.special not in EVENT_EFFECTS and c.special not in EFFECTS and c.special not in SPOILS
               and c.special not in cards.SPECIALS and c.special not in by_values]
    assert missing == []
    assert all(C[c].effect.get("draw_military_cards") or C[c].on_colonize.get("draw_military_cards")
               for c in D.in_game("full") if C[c].special == "draw-military-cards")


def test_a_card_is_plain_json_data():
    import json

    from rulekit.core.data import plain

    data = json.loads(json.dumps(plain(C["c-I-monarchy"])))
    assert data["copies"] == {"2": 1, "3": 2, "4": 2} and data["effect"]["urban_limit"] == 3
    assert json.loads(json.dumps(plain(C["m-I-phalanx"])))["army"] == {"infantry": 2, "cavalry": 1, "artillery": 0}


def test_effects_are_read_only():
    with pytest.raises(TypeError, match="read-only"):
        C["c-A-pyramids"].effect["civil_actions"] = 2
    with pytest.raises(TypeError, match="read-only"):
        C["c-I-masonry"].effect["urban_discount"].update(I=3)
    assert C["c-I-masonry"].effect["urban_discount"] == {"I": 1, "II": 1, "III": 1}
    with pytest.raises(TypeError):
        C["c-A-pyramids"].copies[2] = 5


# -- the numbers the rulebooks print ---------------------------------------------------------------

def test_starting_board_tta_ex_20():
    despot = C["c-A-despotism"]                                       # PL L224-237; HU 282-289
    assert dict(despot.effect) == {"civil_actions": 4, "military_actions": 2, "urban_limit": 2}
    assert (C["c-A-agriculture"].build_cost, C["c-A-bronze"].build_cost) == (2, 2)  # PL L803-806
    assert (C["c-A-religion"].build_cost, C["c-A-philosophy"].build_cost) == (3, 3)  # PL L812-813
    assert dict(C["c-A-religion"].effect) == {"culture": 1, "happiness": 1}
    assert dict(C["c-A-warriors"].effect) == {"strength": 1} and C["c-A-warriors"].build_cost == 2


def test_wonder_stages():
    assert C["c-A-pyramids"].stages == (3, 2, 1)                       # PL L573-579
    assert C["c-A-colossus"].stages[0] == 3                            # PL L1011-1012 (TTA-EX-4)
    assert all(c.wonder_cost == sum(c.stages) > 0 for c in C.values() if c.type == "wonder")


def test_governments_tta_ex_5_and_6():
    m = C["c-I-monarchy"]
    assert (m.revolution_cost, m.peaceful_cost) == (3, 9)
    assert (m.effect["civil_actions"], m.effect["military_actions"]) == (5, 3)
    h = C["c-A-hammurabi"].effect                                      # with Hammurabi: 6 / 2
    assert (m.effect["civil_actions"] + h["civil_actions"], m.effect["military_actions"] + h["military_actions"]) == (6, 2)
    t = C["c-I-theocracy"].effect                                      # PL L1267-1268
    assert (t["culture"], t["happiness"]) == (1, 2) and t["urban_limit"] >= 3   # TTA-EX-10 has 3 temples


def test_upgrade_costs_tta_ex_7_and_9():
    iron = C["c-I-iron"]
    assert (iron.science_cost, iron.build_cost, iron.effect["resources"]) == (5, 5, 2)
    assert iron.build_cost - C["c-A-bronze"].build_cost == 3           # TTA-EX-7
    assert C["c-I-swordsmen"].build_cost - C["c-A-warriors"].build_cost == 1   # TTA-EX-9
    assert C["c-I-swordsmen"].effect["strength"] == 2


def test_labs_and_construction_discounts_tta_ex_15():
    labs = sorted((c.level, c.build_cost) for c in C.values() if c.type == "lab")
    assert labs[:3] == [(0, 3), (1, 6), (2, 8)]                        # PL L2271-2289; HU 1998-2009
    assert C["c-I-masonry"].effect["urban_discount"]["I"] == 1
    arch = C["c-II-architecture"].effect["urban_discount"]
    assert (arch["I"], arch["II"]) == (1, 2)


def test_action_cards_tta_ex_4_and_9():
    assert C["c-A-engineering-genius"].effect["wonder_stage_discount"] == 2      # TTA-EX-4
    assert C["c-A-colossus"].stages[0] - 2 == 1
    # AMB-2, settled by the Hungarian text: two cards, Patriotism A +1 and Patriotism I +2
    assert C["c-A-patriotism"].effect["military_resources"] == 1
    assert C["c-I-patriotism"].effect["military_resources"] == 2
    assert C["c-I-patriotism"].effect["military_actions"] == 1
    assert C["c-A-work-of-art"].effect["culture"] == 6                 # PL L423-425


def test_development_of_agriculture_tta_ex_28():
    e = C["m-A-development-of-agriculture"]
    assert (e.target, dict(e.effect), e.special) == ("all", {"food": 2}, "")


def test_leaders_of_age_a():
    assert C["c-A-moses"].effect["pop_increase_food_discount"] == 1    # PL L362-368
    assert C["c-A-aristotle"].effect["science_per_tech_taken"] == 1    # PL L394-400
    assert dict(C["c-A-hammurabi"].effect) == {"civil_actions": 1, "military_actions": -1}  # PL L415-418
    homer = C["c-A-homer"]
    assert homer.special == "homer" and homer.effect["max_warriors_counted"] == 2


def _indicators(in_play: dict, wonders: tuple, leader: str) -> dict:
    """Strength, culture, happiness and science of a tableau, summed from the card data alone."""
    total = Counter()
    for cid, workers in in_play.items():
        for key, value in C[cid].effect.items():
            if isinstance(value, int) and not isinstance(value, bool):
                total[key] += value * (workers if C[cid].scope in ("worker", "unit") else 1)
    for cid in wonders:
        for key, value in C[cid].effect.items():
            if isinstance(value, int) and key in ("culture", "science", "happiness", "strength"):
                total[key] += value
    happy = total["happiness"] * C["c-I-st-peter-s-basilica"].effect["happy_multiplier"]
    lead = C[leader]
    assert lead.effect["science_bonus_best_lab_or_library"] == "level"
    best = max(C[c].level for c in in_play if C[c].type in ("lab", "library"))
    return {"strength": total["strength"], "culture": total["culture"],
            "happiness": min(happy, 8), "science": total["science"] + best}


def test_sample_civilization_tta_ex_10():
    # PL L1472-1505; HU 1305-1337: 1 Warriors, 2 Swordsmen, Cartography; a level-I theatre, three
    # temples, Theocracy; two level-I labs under Leonardo; St. Peter's and the Library of Alexandria
    in_play = {"c-A-warriors": 1, "c-I-swordsmen": 2, "c-I-cartography": 1, "c-I-drama": 1,
               "c-A-religion": 3, "c-I-theocracy": 1, "c-I-alchemy": 2}
    got = _indicators(in_play, ("c-I-st-peter-s-basilica", "c-A-library-of-alexandria"), "c-I-leonardo-da-vinci")
    assert got == {"strength": 6, "culture": 9, "happiness": 8, "science": 6}


# -- names, provenance ------------------------------------------------------------------------------

def test_names_in_three_languages():
    assert [c.id for c in D.named("Kolos z Rodos")] == ["c-A-colossus"]
    assert [c.id for c in D.named("kolosszus")] == [c.id for c in D.named("Kolosszeum")] == ["c-A-colossus"]
    assert [c.id for c in D.named("Elvis Presley")] == ["c-III-rock-roll-icon"]
    assert [c.id for c in D.named("Bill Gates")] == [c.id for c in D.named("Nikola Tesla")] == ["c-III-nikola-tesla"]
    assert C["c-I-code-of-laws"].name("pl") == "Spis praw" and C["c-I-code-of-laws"].name("hu") == "Törvénykönyv"
    assert [c.id for c in D.named("Engineering Genius", age="I")] == ["c-I-engineering-genius"]
    assert len(D.named("Geniusz konstruktorski")) == 4


def test_card_names_agree_with_the_rulebook_glossary():
    """Where the rulebook data's glossary (rulekit.tta.rulebook) and a card both give a Polish or
    Hungarian name, they are the same name (or one of the card's other attested names)."""
    from rulekit.tta import rulebook as rb

    checked = 0
    for c in C.values():
        for language in ("pl", "hu"):
            try:
                theirs = rb.RB.translate(c.name_en, to=language)
            except KeyError:
                continue
            ours = {c.name(language)} | {n.split(" (")[0] for n in c.also_named}
            assert theirs in ours, (c.id, language, theirs)
            checked += 1
    assert checked >= 150


def test_every_record_carries_provenance():
    assert all(c.source and c.confidence in CONFIDENCE for c in C.values())
    assert Counter(c.confidence for c in C.values()) == {"two-sources": 100, "one-source": 144}
    unknown = [c for c in C.values() if not c.effect_known]
    assert Counter(c.type for c in unknown) == {"pact": 9, "war": 5}   # tta.md section 5
    assert all(not c.effect and not c.scope for c in unknown)
    assert "kgold: 2 food" in C["c-I-bountiful-harvest"].conflict


def test_disputed_values_are_data_and_can_be_read_the_other_way():
    disputed = {c.id: dict(c.disputed) for c in C.values() if c.disputed}
    assert disputed == {"c-I-bountiful-harvest": {"effect.food": 3},
                        "m-II-cold-war": {"effect.two_strongest.science": 7}}
    harvest = C["c-I-bountiful-harvest"]
    assert (harvest.effect["food"], harvest.other_reading().effect["food"]) == (2, 3)
    assert C["m-II-cold-war"].other_reading().effect["two_strongest"]["science"] == 7
    assert C["m-II-cold-war"].effect["two_strongest"]["science"] == 6          # unchanged
    assert C["c-A-pyramids"].other_reading() == C["c-A-pyramids"]


def test_every_card_kind_has_its_cost_fields():
    for c in C.values():
        if c.type in cards.TECHNOLOGY_TYPES and not c.starting:
            assert (c.science_cost is not None) != (c.type == "government"), c.id
        if c.type in cards.PRODUCTION + cards.URBAN + cards.UNITS:
            assert c.build_cost > 0, c.id
        if c.type == "tactic":
            assert sum(c.army.values()) >= 2 and c.military_cost == 1, c.id


# -- the loader's errors -----------------------------------------------------------------------------

@pytest.fixture
def folder(tmp_path: Path) -> Path:
    for name in cards.FILES:
        shutil.copy(cards.DATA / name, tmp_path / name)
    return tmp_path


def _edit(folder: Path, name: str, old: str, new: str, count: int = 1) -> None:
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def test_a_copy_of_the_data_loads(folder):
    assert len(cards.load(folder).cards) == 244


def test_unknown_field_names_file_record_and_suggests(folder):
    _edit(folder, "cards_civil_A.toml", 'build_cost = 2\n', 'bulid_cost = 2\n')
    with pytest.raises(DataError, match=r"cards_civil_A\.toml: card c-A-agriculture: field 'bulid_cost': "
                                        r"unknown field \(did you mean 'build_cost'\?\)"):
        cards.load(folder)


def test_wrong_confidence_is_refused(folder):
    _edit(folder, "cards_civil_I.toml", 'confidence = "one-source"', 'confidence = "sure"')
    with pytest.raises(DataError, match=r"cards_civil_I\.toml: card c-I-.*: field 'confidence': 'sure' is not one of"):
        cards.load(folder)


def test_a_missing_copy_breaks_the_deck_size(folder):
    _edit(folder, "cards_civil_I.toml", 'id = "c-I-iron"', 'id = "c-I-iron"\n#', 1)
    text = (folder / "cards_civil_I.toml").read_text(encoding="utf-8")
    start = text.index('id = "c-I-iron"')
    text = text[:start] + text[start:].replace("copies = { 2 = 2, 3 = 2, 4 = 3 }", "copies = { 2 = 2, 3 = 2, 4 = 2 }", 1)
    (folder / "cards_civil_I.toml").write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=r"cards_civil_I\.toml: deck civil I: holds 54 cards with 4 players; "
                                        r"the rulebook says 55"):
        cards.load(folder)


def test_a_moved_mark_breaks_the_player_count_removal(folder):
    # Iron's 4-player copy becomes a 3-4 player copy: the deck still holds 55 cards, but 6 are
    # marked [3-4] and 4 marked [4] (TTA-EX-42)
    _edit(folder, "cards_civil_I.toml", "copies = { 2 = 2, 3 = 2, 4 = 3 }\nscience_cost = 5\nbuild_cost = 5",
          "copies = { 2 = 2, 3 = 3, 4 = 3 }\nscience_cost = 5\nbuild_cost = 5")
    with pytest.raises(DataError, match=r"deck civil I: has 6 cards marked \[3-4 players\]; the rulebook says 5 "
                                        r"\(TTA-EX-42"):
        cards.load(folder)


def test_a_special_without_its_parameter(folder):
    _edit(folder, "cards_civil_A.toml", "effect = { pop_increase_food_discount = 1 }", "effect = { food = 1 }")
    with pytest.raises(DataError, match=r"card c-A-moses: field 'effect': special 'moses' reads "
                                        r"'pop_increase_food_discount', which is missing"):
        cards.load(folder)


def test_an_effect_key_nobody_reads(folder):
    _edit(folder, "cards_civil_A.toml", "effect = { civil_actions = 1 }", "effect = { civil_action = 1 }")
    with pytest.raises(DataError, match=r"card c-A-pyramids: field 'effect': 'civil_action' is not a generic"):
        cards.load(folder)


def test_a_card_in_the_wrong_file(folder):
    _edit(folder, "cards_civil_A.toml", 'id = "c-A-pyramids"\nname_en = "Pyramids"',
          'id = "c-I-pyramids"\nname_en = "Pyramids"')
    with pytest.raises(DataError, match=r"card c-I-pyramids: field 'id': 'c-I-pyramids' must start with 'c-A-'"):
        cards.load(folder)


def test_a_disputed_value_must_name_a_field_of_the_card(folder):
    _edit(folder, "cards_civil_I.toml", 'disputed = { "effect.food" = 3 }', 'disputed = { "effect.fod" = 3 }')
    with pytest.raises(DataError, match=r"card c-I-bountiful-harvest: field 'disputed.effect.fod': must name a value"):
        cards.load(folder)


def test_a_duplicate_id(folder):
    _edit(folder, "cards_civil_A.toml", 'id = "c-A-pyramids"', 'id = "c-A-colossus"')
    with pytest.raises(DataError, match=r"field 'id': 'c-A-colossus' appears twice"):
        cards.load(folder)


def test_broken_toml_and_missing_file(folder):
    _edit(folder, "cards_military_A.toml", "[[card]]", "[[card", 1)
    with pytest.raises(DataError, match=r"cards_military_A\.toml: TOML"):
        cards.load(folder)
    (folder / "cards_military_A.toml").unlink()
    with pytest.raises(DataError, match=r"cards_military_A\.toml: file: does not exist"):
        cards.load(folder)


def test_a_misspelt_effect_key_on_a_card_with_a_special_effect_is_refused(tmp_path):
    """Moses' special reads 'pop_increase_food_discount'; a misspelt extra key ('fod') once loaded and was
    lost in play. Every key must be generic or one the card's special reads."""
    folder = tmp_path / "data"
    shutil.copytree(cards.DATA, folder)
    path = folder / "cards_civil_A.toml"
    text = path.read_text(encoding="utf-8")
    assert text.count("effect = { pop_increase_food_discount = 1 }") == 1
    path.write_text(text.replace("effect = { pop_increase_food_discount = 1 }",
                                 "effect = { pop_increase_food_discount = 1, fod = 1 }"), encoding="utf-8")
    with pytest.raises(DataError, match=r"card c-A-moses: field 'effect': 'fod' is neither a generic effect key"):
        cards.load(folder)


def test_a_card_written_twice_is_refused(tmp_path):
    """A [[card]] record repeated word for word is refused where it repeats (core's records())."""
    folder = tmp_path / "data"
    shutil.copytree(cards.DATA, folder)
    path = folder / "cards_civil_A.toml"
    text = path.read_text(encoding="utf-8")
    first = "[[card]]" + text.split("[[card]]")[1]
    path.write_text(text.rstrip("\n") + "\n\n" + first, encoding="utf-8")
    with pytest.raises(DataError, match=r"cards_civil_A.toml: card \d+: repeats card 1 word for word"):
        cards.load(folder)
