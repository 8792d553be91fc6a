"""Where things are in the Civilization rulebooks.

The Polish rulebook of the expansion *Sława i Bogactwo* (Fame and Fortune; text
in ``shared/seeds/004_28f8424dd7e1cd6c.txt``) is the authority: its sections in
the digest's numbering (``shared/rulebooks/civ-fame-fortune.md`` §2) form the
book ``pl``, and the rules the engine cites from it are ``CV-R-nn`` (our
numbering, in rulebook order). The base game's rules the expansion presumes are
a second book, ``base``: one section per rule, each with its own ``source`` and
``confidence`` (``teaching`` where the engine plays our stand-in, as for the
battle and the terrain yields); its rules are ``CV-B-nn``. Every named rule of
``data/rulebook.toml`` is a constant of this module.

Examples
--------
>>> str(LOOT_AMOUNT)
'CV-R-19, §9.2 ŁUPIENIE PO BITWIE (Looting after battle), L425-432'
>>> RB.provenance(BATTLE).confidence, RB.provenance(PYRAMID).confidence
('teaching', 'two-sources')
>>> RB.translate("metropolia")
'metropolis'
"""

from __future__ import annotations

from rulekit.core.rulebook import export

# RB, RULEBOOK, CHAPTERS, GLOSSARY, rule, and one constant per named rule of data/rulebook.toml.
RB = export(globals(), __file__)
