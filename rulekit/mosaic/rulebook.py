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

from rulekit.core.rulebook import export

# RB, RULEBOOK, CHAPTERS, GLOSSARY, rule, and one constant per named rule of data/rulebook.toml.
RB = export(globals(), __file__)
