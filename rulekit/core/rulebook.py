"""A game's rulebooks as data: sections, chapters, named rules and a glossary.

Each game keeps one TOML file (``data/rulebook.toml``) and loads it with
:meth:`Rulebook.load`. The file holds:

``game``
    the game's short name;
``[[book]]``
    each rulebook: ``key`` (``"pl"``), ``title``, ``language``, ``source``,
    ``confidence``. The first is the game's main rulebook;
``[[section]]``
    ``id`` (the digest's numbering), ``heading`` in the rulebook's language,
    ``heading_en``, ``lines``, and ``book`` when not the main one; ``source``
    and ``confidence`` where a section is sourced differently from its book
    (a rule the rulebook presumes from another game's rules); a section
    that opens a chapter has ``chapter``, the chapter's English title, and
    ``chapter_lines``, the lines the whole chapter spans;
``[rule]``
    the rules the engine cites, by name: ``NAME = {section, ref, lines}``,
    with ``also = [{book, section, lines}]`` for the same rule in another
    rulebook of the game;
``[[term]]``
    the glossary: one entry per term, a key per language (``en``, ``pl``,
    ``hu`` …).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from rulekit.core.data import CONFIDENCE, Record, read_toml, suggest
from rulekit.core.errors import DataError
from rulekit.core.rule import Rule

__all__ = ["Book", "Rulebook", "Section", "export"]


class Book(NamedTuple):
    key: str
    title: str
    language: str
    source: str
    confidence: str = "rulebook"


class Section(NamedTuple):
    book: str
    id: str
    heading: str
    heading_en: str
    lines: str
    chapter: str          # the chapter's English title, when the section opens one
    chapter_lines: str    # and the lines the whole chapter spans
    source: str = ""      # where the rule comes from, when not from its book's text
    confidence: str = "rulebook"


@dataclass(frozen=True)
class Rulebook:
    """The rulebooks of one game, their sections, the rules the engine cites and a glossary.

    Examples
    --------
    >>> from rulekit.gunsteel.rulebook import RB
    >>> str(RB.rule("7c", "GS-R-55", "L530-531"))
    'GS-R-55, §7c Faza Kupna (Buy Phase), L530-531'
    >>> RB.translate("Faza Kupna")
    'Buy Phase'
    >>> RB.translate("Buy Phase", to="pl")
    'Faza Kupna'
    """

    game: str
    books: tuple[Book, ...]
    sections: dict            # (book key, section id) -> Section
    rules: dict               # name -> Rule
    glossary: tuple           # dicts: language -> term
    source: str = ""

    # -- loading -------------------------------------------------------------------
    @classmethod
    def load(cls, path: str | Path) -> "Rulebook":
        data = Record(path, "", read_toml(path)).only(("game", "book", "section", "rule", "term"))
        game = data.text("game")
        books = []
        for r in data.records("book"):
            r.only(("key", "title", "language", "source", "confidence"))
            source, confidence = r.provenance()
            books.append(Book(r.text("key"), r.text("title"), r.text("language"), source, confidence))
        if not books:
            raise DataError(path, "book", "a rulebook registry names at least one rulebook")
        keys = [b.key for b in books]
        sections: dict = {}
        for r in data.records("section"):
            r.only(("id", "book", "heading", "heading_en", "lines", "chapter", "chapter_lines", "source",
                    "confidence"))
            book = next(b for b in books if b.key == r.text("book", keys[0], choices=tuple(keys)))
            s = Section(book.key, r.text("id"), r.text("heading"),
                        r.text("heading_en"), r.text("lines"), r.text("chapter", "", empty=True),
                        r.text("chapter_lines", "", empty=True), r.text("source", book.source),
                        r.text("confidence", book.confidence, choices=CONFIDENCE))
            if (s.book, s.id) in sections:
                raise r.error("id", f"section {s.id} of {s.book} is listed twice")
            sections[(s.book, s.id)] = s
        rb = cls(game, tuple(books), sections, {}, (), str(path))
        rules = {}
        for name, spec in data.table("rule", {}).items():
            if not isinstance(spec, dict):
                raise DataError(path, f"rule {name}", "must be a table: {section, ref, lines}")
            r = Record(path, f"rule {name}", spec).only(("section", "ref", "lines", "book", "also"))
            others = r.data.get("also", [])
            if not isinstance(others, list) or not all(isinstance(a, dict) for a in others):
                raise r.error("also", "must be a list of tables {book, section, lines}, not " + repr(others))
            also = tuple(rb._cite(a, path, f"rule {name}: also {i}") for i, a in enumerate(others, 1))
            rules[name] = rb._cite(r.data, path, f"rule {name}", also)
            twin = next((n for n, other in rules.items() if n != name and rules[name].ref
                         and other.ref == rules[name].ref), None)
            if twin is not None:        # a refusal names its rule by ref: one ref, one rule
                raise r.error("ref", f"{rules[name].ref} already names the rule {twin}; every rule has a ref of its own")
        terms = []
        languages = {b.language for b in books} | {"en"}
        for r in data.records("term"):
            r.only(tuple(languages) + ("note",))
            terms.append({k: r.text(k) for k in r.data if k != "note"})
        object.__setattr__(rb, "rules", rules)
        object.__setattr__(rb, "glossary", tuple(terms))
        return rb

    def _cite(self, spec, path, where: str, also: tuple = ()) -> Rule:
        r = Record(path, where, spec)
        book = r.text("book", self.books[0].key, choices=tuple(b.key for b in self.books))
        section = r.text("section")
        if (book, section) not in self.sections:
            raise r.error("section", f"no section {section!r} in rulebook {book!r}")
        return self.rule(section, r.text("ref", "", empty=True), r.text("lines", "", empty=True), book, also)

    # -- reading -------------------------------------------------------------------
    def book(self, key: str | None = None) -> Book:
        return self.books[0] if key is None else next(b for b in self.books if b.key == key)

    def section(self, section: str, book: str | None = None) -> Section:
        key = (book or self.books[0].key, section)
        if key not in self.sections:
            known = [s for b, s in self.sections if b == key[0]]
            raise KeyError(f"no section {section!r} in the {key[0]} rulebook{suggest(section, known)}")
        return self.sections[key]

    def rule(self, section: str, ref: str = "", lines: str = "", book: str | None = None,
             also: tuple = ()) -> Rule:
        """The citation of a section, optionally narrowed to a digest rule id and lines."""
        s = self.section(section, book)
        return Rule(self.game, self.book(s.book).title, s.id, s.heading, s.heading_en,
                    lines or s.lines, ref, also)

    def provenance(self, rule: Rule) -> Section:
        """The section a rule cites, with its book's or its own ``source`` and ``confidence``."""
        book = next(b for b in self.books if b.title == rule.rulebook)
        return self.section(rule.section, book.key)

    @property
    def chapters(self) -> tuple[Section, ...]:
        """The sections that open a chapter, in the main rulebook's order."""
        main = self.books[0].key
        return tuple(s for (b, _), s in self.sections.items() if b == main and s.chapter)

    def translate(self, term: str, to: str = "en") -> str:
        """A glossary term in another language (``KeyError`` if the glossary lacks it)."""
        for entry in self.glossary:
            if term in entry.values() and to in entry:
                return entry[to]
        raise KeyError(f"{term!r} is not in the {self.game} glossary"
                       f"{suggest(term, [t for e in self.glossary for t in e.values()])}")

    def terms(self, source: str, target: str = "en") -> dict[str, str]:
        """The glossary as ``{term in source: term in target}``."""
        return {e[source]: e[target] for e in self.glossary if source in e and target in e}


def export(namespace: dict, package_file: str) -> Rulebook:
    """Load a game's ``data/rulebook.toml`` (beside ``package_file``) into its
    ``rulebook`` module: ``RB``, ``RULEBOOK`` (the main rulebook's title),
    ``CHAPTERS`` ((section, heading, English chapter title, lines) in order),
    ``GLOSSARY`` (main language → English), ``rule`` and one constant per
    named rule (``rb.CARD_COST``)."""
    rb = Rulebook.load(Path(package_file).parent / "data" / "rulebook.toml")
    main = rb.books[0]
    namespace.update(RB=rb, RULEBOOK=main.title, rule=rb.rule,
                     CHAPTERS=tuple((s.id, s.heading, s.chapter, s.chapter_lines) for s in rb.chapters),
                     GLOSSARY=rb.terms(main.language, "en"), **rb.rules)
    namespace["__all__"] = ["CHAPTERS", "GLOSSARY", "RB", "RULEBOOK", "rule", *rb.rules]
    return rb
