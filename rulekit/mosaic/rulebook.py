"""Where things are in the Mosaic rulebook.

The Polish rulebook *Mosaic: A Story of Civilization* (text in
``shared/seeds/003_bd67474c0264f61a.txt``) is the authority. Its sections (our
digest's numbering, ``shared/rulebooks/mosaic.md`` §2, chapters C0-C15), the
rules the engine cites (``MO-R-nn``, our numbering) and the Polish-English
glossary are data, in ``data/rulebook.toml``, loaded into :data:`RB`, a
:class:`~rulekit.core.rulebook.Rulebook`. Every named rule of that file is a
constant of this module (``rb.WORK``), and a test checks that each is cited
somewhere in the package.

Examples
--------
>>> str(WORK)
'MO-R-13, §C7.1 1. PRACA (1. Work), L604-608'
>>> RB.translate("Punktowanie Imperium")
'Empire Scoring'
>>> [c[0] for c in CHAPTERS][:4]
['C0', 'C1', 'C2', 'C3']
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

# The citations the engine uses, one per rule it applies (names from data/rulebook.toml).
globals().update(RB.rules)
__all__ = ["CHAPTERS", "GLOSSARY", "RB", "RULEBOOK", "rule", *RB.rules]
