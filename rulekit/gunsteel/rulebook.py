"""Where things are in the Guns & Steel rulebook.

The Polish rulebook *Guns & Steel: Historia Ludzkości* (OCR text in
``shared/seeds/001_f7a3fc8a4e88ad2f.txt``) is the authority. Its sections
(our digest's numbering, ``shared/rulebooks/gunsteel.md`` §2), the rules the
engine cites (digest ids ``GS-R-nn``) and the glossary are data, in
``data/rulebook.toml``, loaded into :data:`RB`, a
:class:`~rulekit.core.rulebook.Rulebook`. Every named rule of that file is a
constant of this module (``rb.CARD_COST``), and a test checks that each is
cited somewhere in the engine.

Examples
--------
>>> str(CARD_COST)
'GS-R-58, §7c Faza Kupna (Buy Phase), L559-570'
>>> str(rule("7c", "GS-R-55", "L530-531"))
'GS-R-55, §7c Faza Kupna (Buy Phase), L530-531'
"""

from __future__ import annotations

from pathlib import Path

from rulekit.core.rulebook import Rulebook

RB = Rulebook.load(Path(__file__).parent / "data" / "rulebook.toml")
RULEBOOK = RB.books[0].title

#: (section, Polish heading, English chapter title, lines) of each chapter, in the rulebook's order.
CHAPTERS = tuple((s.id, s.heading, s.chapter, s.chapter_lines) for s in RB.chapters)
#: Rulebook terms, Polish → English, as the notebooks introduce them.
GLOSSARY = RB.terms("pl", "en")

rule = RB.rule

# The citations the engine uses, one per rule it enforces (names from data/rulebook.toml).
globals().update(RB.rules)
__all__ = ["CHAPTERS", "GLOSSARY", "RB", "RULEBOOK", "rule", *RB.rules]
