"""Citations into a rulebook.

Every rule function and every :class:`~rulekit.core.errors.IllegalAction`
carries a :class:`Rule`, so the engine can always say where the rulebook says so.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    """A place in a rulebook.

    Parameters
    ----------
    game : str
        Short game name, e.g. ``"gunsteel"``.
    rulebook : str
        Which rulebook, e.g. ``"Historia Ludzkości (PL)"``.
    section : str
        The section number as our digest numbers it, e.g. ``"7c"``.
    heading : str
        The heading in the rulebook's own language.
    heading_en : str
        The same heading in English.
    lines : str
        Line range in the rulebook text, e.g. ``"L559-570"``.
    ref : str
        The digest's rule id, e.g. ``"GS-R-58"``, when the citation is that precise.
    also : tuple of Rule
        The same rule in other rulebooks of the game (Through the Ages has a
        Polish and a Hungarian rulebook of one edition): each a ``Rule`` with
        its own rulebook, section, heading and lines.

    Examples
    --------
    >>> r = Rule("gunsteel", "Historia Ludzkości (PL)", "7c", "Faza Kupna", "Buy Phase", "L559-570", "GS-R-58")
    >>> str(r)
    'GS-R-58, §7c Faza Kupna (Buy Phase), L559-570'
    >>> hu = Rule("tta", "HU", "1.4", "Akciók", "Actions", "L88")
    >>> str(Rule("tta", "PL", "1.4", "Akcje", "Actions", "L120", "TTA-R-9", also=(hu,)))
    'TTA-R-9, §1.4 Akcje (Actions), L120; HU §1.4 Akciók (Actions), L88'
    """

    game: str
    rulebook: str
    section: str
    heading: str
    heading_en: str
    lines: str = ""
    ref: str = ""
    also: tuple["Rule", ...] = ()

    def __str__(self) -> str:
        text = self._place()
        if self.ref:
            text = f"{self.ref}, {text}"
        for other in self.also:
            text += f"; {other.rulebook} {other._place()}"
        return text

    def _place(self) -> str:
        text = f"§{self.section} {self.heading} ({self.heading_en})"
        return f"{text}, {self.lines}" if self.lines else text

    @property
    def rulebooks(self) -> tuple[str, ...]:
        """Every rulebook this rule cites, its own first."""
        return (self.rulebook,) + tuple(r.rulebook for r in self.also)

    def at(self, ref: str, lines: str = "") -> "Rule":
        """The same section, narrowed to one digest rule id and line range."""
        return Rule(self.game, self.rulebook, self.section, self.heading,
                    self.heading_en, lines or self.lines, ref, self.also)

    def to_dict(self) -> dict:
        d = {k: getattr(self, k) for k in self.__dataclass_fields__ if k != "also"}
        if self.also:
            d["also"] = [r.to_dict() for r in self.also]
        return d


def cites(*rules: Rule):
    """Mark a function with the rules it applies (``func.rules``), where no
    refusal names them: the engine's code says where each rule is enforced.

    Examples
    --------
    >>> r = Rule("toy", "Toy rules", "1", "Take", "Take")
    >>> @cites(r)
    ... def take(pile):
    ...     return pile - 1
    >>> take.rules == (r,)
    True
    """
    def mark(func):
        func.rules = rules
        return func
    return mark
