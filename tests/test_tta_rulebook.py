"""Through the Ages' two rulebooks as data (rulekit.tta.rulebook, data/rulebook.toml and
data/differences.toml) and its rule options (rulekit.tta.options)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulekit.core.errors import DataError
from rulekit.core.options import register_problems
from rulekit.tta import options as opts
from rulekit.tta import rulebook as rb

PL_LINES, HU_LINES = 2991, 2636          # lengths of the two rulebook texts (tta-pl.md, tta-hu.md headers)
SPAN = re.compile(r"^L(\d+)(?:-(\d+))?$")


def _spans(lines: str):
    for part in lines.split(", "):
        m = SPAN.match(part)
        assert m, f"line range {part!r} is not Ln or Ln-m"
        a, b = int(m[1]), int(m[2] or m[1])
        yield a, b


# -- the two books ---------------------------------------------------------------------------

def test_both_books_and_their_languages():
    assert [(b.key, b.language) for b in rb.RB.books] == [("pl", "pl"), ("hu", "hu")]
    assert rb.RULEBOOK == "Cywilizacja: Poprzez wieki (PL)"
    assert all(b.confidence == "rulebook" for b in rb.RB.books)


def test_chapters_follow_the_polish_book():
    assert [(c[0], c[2]) for c in rb.CHAPTERS] == [
        ("0", "Front matter"), ("1", "The Simple game"), ("2", "The Advanced game"), ("3", "The Full game"),
        ("4", "Game variants"), ("5", "General rules and individual cards")]


@pytest.mark.parametrize("book,length", [("pl", PL_LINES), ("hu", HU_LINES)])
def test_every_section_lies_inside_its_text(book, length):
    sections = [s for (b, _), s in rb.RB.sections.items() if b == book]
    assert len(sections) > 100
    for s in sections:
        for a, b in _spans(s.lines):
            assert 1 <= a <= b <= length, (book, s.id, s.lines)


def test_the_simple_chapter_has_every_section_in_both_books():
    simple = ["1.1.3a", "1.1.5", "1.1.6", "1.3.2", "1.3.5b", "1.4.2", "1.4.3a", "1.4.3g", "1.4.3l", "1.5.1",
              "1.5.3a", "1.5.3b", "1.5.4b", "1.5.7", "1.6", "1.7"]
    for sid in simple:
        assert rb.RB.section(sid, "pl") and rb.RB.section(sid, "hu")
    assert rb.RB.section("1.5.7", "pl").heading == "GŁÓD"
    assert rb.RB.section("1.5.7", "hu").heading == "Éhínség"
    # the Hungarian card row sits inside "1. kör" (its §1.3.0), the Polish one is §1.2.1
    assert rb.RB.section("1.3.0", "hu").heading == "A kártyasor"
    assert rb.RB.section("1.2.1", "pl").heading == "TOR KART"


# -- the named rules -----------------------------------------------------------------------------

def test_every_rule_of_the_simple_game_is_named():
    """Each rule S-1 ... S-58 of the Polish digest is cited by at least one named rule; where several
    named rules cite points of one digest rule, each has its own ref (the number and a letter)."""
    refs = [r.ref for r in rb.RB.rules.values()]
    assert len(set(refs)) == len(refs)
    assert {f"TTA-R-{n:02d}" for n in range(1, 59)} <= {ref.rstrip("abcdefgh") for ref in refs}
    assert all(re.fullmatch(r"TTA-R-(\d\d[a-h]?|A\d+[a-h]?|F\d+[a-h]?|G\d+|V\d+[a-h]?)", ref) for ref in refs)


def test_every_rule_cites_both_books_inside_their_texts():
    for name, rule in rb.RB.rules.items():
        assert rule.rulebook == "Cywilizacja: Poprzez wieki (PL)", name
        assert [a.rulebook for a in rule.also] == ["Korokon át (HU)"], name
        for r, length in [(rule, PL_LINES), (rule.also[0], HU_LINES)]:
            for a, b in _spans(r.lines):
                assert 1 <= a <= b <= length, (name, r.lines)


def test_a_rule_reads_as_both_citations():
    assert str(rb.FAMINE) == ("TTA-R-55b, §1.5.7 GŁÓD (Famine), L1438-1439; "
                              "Korokon át (HU) §1.5.7 Éhínség (Famine), L1259-1267")
    assert (rb.CARD_ROW_REFILL.ref, rb.CARD_ROW_REMOVAL.ref, rb.AGE_CHANGE.ref) == ("TTA-R-31a", "TTA-R-31b", "TTA-R-31c")
    assert (rb.WONDER_ONE_IN_PROGRESS.ref, rb.WONDER_TAKE_COST.ref) == ("TTA-R-26b", "TTA-R-26c")
    assert rb.REVOLUTION.also[0].heading == "Forradalom"


def test_rules_of_a_section():
    assert rb.rules_of("1.5.3a") == ("REVOLUTION",)
    assert set(rb.rules_of("1.4.2")) == {"CARD_ROW_REFILL", "CARD_ROW_REMOVAL", "AGE_CHANGE"}
    assert set(rb.rules_of("1.3.0", "hu")) == {"CARD_ROW_COSTS", "FIRST_ROUND_BUDGET", "AGE_A_CIVIL_CARDS"}
    assert rb.rules_of("4.1") == ("EASIER_VARIANT",)       # the variants of chapter 4 are rules now
    assert rb.rules_of("4.0") == ()


def test_a_rule_must_name_an_existing_section(tmp_path):
    text = (Path(rb.__file__).parent / "data" / "rulebook.toml").read_text(encoding="utf-8")
    broken = text.replace('FAMINE = { section = "1.5.7"', 'FAMINE = { section = "1.5.77"')
    path = tmp_path / "rulebook.toml"
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(DataError, match="1.5.77"):
        rb.RB.load(path)


# -- the glossary ---------------------------------------------------------------------------------

def test_what_is_kolos_in_hungarian():
    assert rb.RB.translate("Kolos", to="hu") == "Kolosszus"
    assert rb.translate("Kolos z Rodos", to="hu") == "Kolosszus"
    assert rb.translate("kolosszus") == "Colossus"


def test_game_terms_in_three_languages():
    assert rb.translate("famine", to="pl") == "głód"
    assert rb.translate("Éhínség") == "famine"
    assert rb.translate("yellow bank", to="hu") == "sárga bank"
    assert rb.translate("wolni robotnicy", to="hu") == "nem dolgozó munkások"
    assert rb.translate("Tyrania", to="hu") == "Despotizmus"
    assert rb.translate("Despotism", to="pl") == "Tyrania"
    assert rb.GLOSSARY["akcja cywilna"] == "civil action"


def test_a_term_one_book_does_not_print():
    with pytest.raises(KeyError, match="does not print"):
        rb.translate("game board", to="pl")        # the Polish edition has no one-piece board (D-04)
    with pytest.raises(KeyError, match="not in the tta glossary"):
        rb.translate("Kolosseum", to="hu")
    with pytest.raises(KeyError, match="no language"):
        rb.translate("famine", to="cz")


def test_every_card_name_is_in_the_glossary():
    from rulekit.tta import cards
    terms = rb.RB.glossary
    for c in cards.data().cards.values():
        entries = [t for t in terms if t.get("en") == c.name_en]
        assert entries, c.id
        if c.name_pl:
            assert any(t.get("pl") == c.name_pl for t in entries), c.id
            assert rb.translate(c.name_pl) == c.name_en
        if c.name_hu:
            assert any(t.get("hu") == c.name_hu for t in entries), c.id


# -- the differences between the books ----------------------------------------------------------------

def test_the_differences_are_data_with_the_engines_reading():
    ids = [d.id for d in rb.DIFFERENCES]
    assert len(ids) == len(set(ids)) >= 25
    assert all(d.kind in rb.DIFFERENCE_KINDS and d.engine for d in rb.DIFFERENCES)
    track = rb.difference("D-06")
    assert "200" in track.pl and "190" in track.hu
    assert "Bill Gates" in rb.difference("D-12").pl and "Nikola Tesla" in rb.difference("D-12").hu
    assert "Kolosszeum" in rb.difference("D-13").hu
    sample = rb.difference("D-09")
    assert sample.kind == "error-hu" and "61" in sample.engine and "6" in sample.pl
    assert "6" in rb.difference("D-05").engine      # empty yellow bank: eats 6, cannot grow


def test_a_difference_that_changes_a_reading_names_its_ambiguity():
    """Where a difference is also an ambiguity of the register (a slip one book makes, a value one book
    lacks), the difference names it, and the register answers it: an option or why there is none."""
    from rulekit.tta.options import ambiguity
    linked = {d.id: d.ambiguity for d in rb.DIFFERENCES if d.ambiguity}
    assert linked == {"D-05": "AMB-5", "D-10": "AMB-4", "D-11": "AMB-4", "D-22": "AMB-40"}
    for amb in linked.values():
        assert ambiguity(amb).question
    assert rb.difference("D-14").ambiguity == ""      # both books state the rule; only a card face differs


def test_a_difference_by_a_wrong_id():
    with pytest.raises(KeyError, match="no difference 'D-6'.*did you mean"):
        rb.difference("D-6")


def test_a_bad_difference_names_file_record_and_field(tmp_path):
    path = tmp_path / "differences.toml"
    path.write_text('[[difference]]\nid = "D-01"\nrow = 1\nkind = "typo"\ntopic = "t"\npl = "a"\nhu = "b"\n'
                    'engine = "c"\n', encoding="utf-8")
    with pytest.raises(DataError, match=r"differences.toml.*difference 1.*kind"):
        rb._load_differences(path)


# -- rule options and the ambiguity register --------------------------------------------------------

def test_register_and_options_agree():
    assert register_problems(opts.Options, opts.AMBIGUITIES) == []


def test_the_register_holds_every_ambiguity_of_both_digests():
    ids = [a.id for a in opts.AMBIGUITIES]
    ours = [int(i[5:]) for i in ids if i.startswith("AMB-X")]
    assert ids[:41] == [f"AMB-{n}" for n in range(1, 42)] and ours == sorted(set(ours))
    assert set(range(1, 13)) <= set(ours)       # helpers number theirs apart: a gap closes when their work merges
    assert set(opts.LEVEL) == set(ids)
    for a in opts.AMBIGUITIES:
        assert a.question and (a.option or a.why), a.id


def test_every_simple_ambiguity_cites_its_rule():
    simple = {a.id for a in opts.simple_ambiguities()}
    assert set(opts.RULE_OF) >= simple
    assert {a.id for a in opts.AMBIGUITIES if a.option} <= set(opts.RULE_OF)     # every option names its rule
    assert {"AMB-5", "AMB-11", "AMB-14", "AMB-X4", "AMB-X9", "AMB-X10"} <= simple
    assert opts.RULE_OF["AMB-11"] is rb.FAMINE


def test_each_option_carries_its_ambiguity_and_rule():
    described = {o.name: o for o in opts.Options.described()}
    assert described["famine_culture"].amb == "AMB-11"
    assert described["famine_culture"].rule == str(rb.FAMINE)
    for o in described.values():
        assert opts.LEVEL[o.amb] in ("S", "A", "F"), o.name    # the games the engine plays: Simple, Advanced, Full
        assert re.search(r"PL L\d+", o.doc) and re.search(r"HU \d+", o.doc), o.name
        assert o.default == o.choices[0] or isinstance(o.default, bool)


def test_options_parse_and_refuse():
    o = opts.Options.parse({"leader_per_age": "while-held", "change_many_tokens": False})
    assert o.changed() == {"leader_per_age": "while-held", "change_many_tokens": False}
    assert opts.Options().leader_per_age == "ever"
    with pytest.raises(DataError, match="not one of"):
        opts.Options.parse({"event_timing": "whenever"})
    with pytest.raises(DataError, match="did you mean 'score_culture'"):
        opts.Options.parse({"score_cultre": "last"})


def test_the_new_ambiguity_is_filed_after_the_digests():
    row = opts.ambiguity("AMB-X10")
    assert row.option == "leader_per_age" and "HU 441-443" in row.question
    with pytest.raises(KeyError, match="no ambiguity .AMB-X99."):
        opts.ambiguity("AMB-X99")
