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

from rulekit.core.rulebook import export

# RB, RULEBOOK, CHAPTERS, GLOSSARY, rule, and one constant per named rule of data/rulebook.toml.
RB = export(globals(), __file__)
