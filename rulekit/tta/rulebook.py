"""Where things are in the two rulebooks of Through the Ages, and what the two call them.

The game has two rulebooks of the same first edition: the Polish *Cywilizacja:
Poprzez wieki* (text ``shared/seeds/000_081d90ed2e856993.txt``, the main book
``pl``) and the Hungarian *Korokon át* (``shared/seeds/002_5e19b148e741fbc2.txt``,
book ``hu``). ``data/rulebook.toml`` holds the sections of both, the rules the
engine cites and a glossary in English, Polish and Hungarian. A rule ``TTA-R-nn``
is the Polish digest's rule ``S-nn`` (``shared/rulebooks/tta-pl.md`` §3), and
``TTA-R-Gn`` its appendix rule ``G-n``; every one also cites the Hungarian
section. Every named rule is a constant of this module (``rb.FAMINE``).

``data/differences.toml`` lists where the two rulebooks differ (the Hungarian
digest's §1.3 and §7) and the reading the engine takes: :data:`DIFFERENCES`.

Examples
--------
>>> str(FAMINE)
'TTA-R-55b, §1.5.7 GŁÓD (Famine), L1438-1439; Korokon át (HU) §1.5.7 Éhínség (Famine), L1259-1267'
>>> RB.translate("Kolos", to="hu")
'Kolosszus'
>>> translate("famine", to="pl"), translate("Éhínség")
('głód', 'famine')
>>> difference("D-06").engine
'culture points are unlimited in both; the engine keeps the true total and draws no track limit'
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from rulekit.core.data import Record, read_toml, suggest
from rulekit.core.rulebook import export

# RB, RULEBOOK, CHAPTERS, GLOSSARY, rule, and one constant per named rule of data/rulebook.toml.
RB = export(globals(), __file__)

LANGUAGES = ("en", "pl", "hu")

DIFFERENCE_KINDS = ("component", "only-pl", "only-hu", "error-pl", "error-hu", "name", "wording")


class Difference(NamedTuple):
    """One place where the Polish and the Hungarian rulebooks differ."""

    id: str
    row: int          # the row of shared/rulebooks/tta-hu.md §1.3 (0: from its §7)
    kind: str         # one of DIFFERENCE_KINDS
    topic: str
    pl: str           # what the Polish text says, with its lines
    hu: str           # what the Hungarian text says, with its lines
    engine: str       # the reading the engine and the notebooks take
    ambiguity: str = ""   # the ambiguity id (options.AMBIGUITIES) that carries it, where one does


def _load_differences(path: Path) -> tuple[Difference, ...]:
    data = Record(path, "", read_toml(path)).only(("difference",))
    found, seen = [], set()
    for r in data.records("difference"):
        r.only(Difference._fields)
        d = Difference(r.text("id"), r.whole("row", minimum=0), r.text("kind", choices=DIFFERENCE_KINDS),
                       r.text("topic"), r.text("pl"), r.text("hu"), r.text("engine"),
                       r.text("ambiguity", "", empty=True))
        if d.id in seen:
            raise r.error("id", f"difference {d.id} is listed twice")
        seen.add(d.id)
        found.append(d)
    return tuple(found)


#: Every difference between the two rulebooks, in file order.
DIFFERENCES = _load_differences(Path(__file__).parent / "data" / "differences.toml")


def difference(id: str) -> Difference:
    """One difference by its id (``KeyError`` naming the nearest id otherwise)."""
    for d in DIFFERENCES:
        if d.id == id:
            return d
    raise KeyError(f"no difference {id!r}{suggest(id, [d.id for d in DIFFERENCES])}")


def translate(term: str, to: str = "en") -> str:
    """A term of the glossary in another language, matched without regard to case.

    Looks the term up in every language (English, Polish, Hungarian); a card
    name counts as a term. ``KeyError`` when the glossary lacks the term or
    the rulebook of the wanted language does not print it.
    """
    if to not in LANGUAGES:
        raise KeyError(f"no language {to!r}; languages are {', '.join(LANGUAGES)}")
    wanted = term.casefold()
    found = False
    for entry in RB.glossary:
        if any(v.casefold() == wanted for v in entry.values()):
            found = True
            if to in entry:
                return entry[to]
    if found:
        raise KeyError(f"{term!r} is in the glossary, but the {to} rulebook does not print it")
    return RB.translate(term, to)  # raises KeyError with the nearest terms


def rules_of(section: str, book: str = "pl") -> tuple[str, ...]:
    """The names of the named rules that cite a section of a book (``"1.5.3a"``)."""
    names = []
    for name, r in RB.rules.items():
        cited = [r] + list(r.also)
        if any(c.section == section and c.rulebook == RB.book(book).title for c in cited):
            names.append(name)
    return tuple(names)


__all__ = [*__all__, "DIFFERENCES", "DIFFERENCE_KINDS", "Difference", "LANGUAGES", "difference",  # noqa: F821
           "rules_of", "translate"]
