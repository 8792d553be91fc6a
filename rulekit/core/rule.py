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

    Examples
    --------
    >>> r = Rule("gunsteel", "Historia Ludzkości (PL)", "7c", "Faza Kupna", "Buy Phase", "L559-570", "GS-R-58")
    >>> str(r)
    'GS-R-58, §7c Faza Kupna (Buy Phase), L559-570'
    """

    game: str
    rulebook: str
    section: str
    heading: str
    heading_en: str
    lines: str = ""
    ref: str = ""

    def __str__(self) -> str:
        text = f"§{self.section} {self.heading} ({self.heading_en})"
        if self.ref:
            text = f"{self.ref}, {text}"
        if self.lines:
            text += f", {self.lines}"
        return text

    def at(self, ref: str, lines: str = "") -> "Rule":
        """The same section, narrowed to one digest rule id and line range."""
        return Rule(self.game, self.rulebook, self.section, self.heading,
                    self.heading_en, lines or self.lines, ref)

    def to_dict(self) -> dict:
        return {k: getattr(self, k) for k in self.__dataclass_fields__}
