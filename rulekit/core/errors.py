"""The error tree.

``RulekitError`` is the base. ``InvalidAction`` means the notation could not be
read; ``IllegalAction`` means it was read but the rules forbid it, and names the
:class:`~rulekit.core.rule.Rule`. ``DataError`` is a broken data, scenario or
save file, naming the file and the field. All are ``ValueError``.
"""

from __future__ import annotations


class RulekitError(ValueError):
    """Base of every error rulekit raises on purpose."""


class InvalidAction(RulekitError):
    """The text of an action could not be parsed."""

    def __init__(self, text: str, reason: str):
        self.text = text
        self.reason = reason
        super().__init__(f"invalid action {text!r}: {reason}")


class IllegalAction(RulekitError):
    """An action the rules forbid in this state. The state is left unchanged.

    Attributes
    ----------
    rule : Rule
        Where the rulebook says so.
    reason : str
        A sentence a player understands.
    action : str
        The action as notation, when there is one.
    where : str
        A short key of the state (turn, player, phase).
    """

    def __init__(self, rule, reason: str, action: str = "", where: str = ""):
        self.rule = rule
        self.reason = reason
        self.action = action
        self.where = where
        super().__init__(self._message())

    def _message(self) -> str:
        head = f"illegal {self.action!r}: " if self.action else ""
        tail = f" [{self.where}]" if self.where else ""
        return f"{head}{self.reason} (rule: {self.rule}){tail}"

    def placed(self, action: str, where: str) -> "IllegalAction":
        """The same error, told which action and state it is about."""
        return IllegalAction(self.rule, self.reason, action, where)


class DataError(RulekitError):
    """A data, scenario or save file that does not hold what it should.

    Examples
    --------
    >>> str(DataError("deck.toml", "card NW-H1: field 'vp'", "must be a whole number ≥ 0"))
    "deck.toml: card NW-H1: field 'vp': must be a whole number ≥ 0"
    """

    def __init__(self, file: str, field: str, reason: str):
        self.file = str(file)
        self.field = field
        self.reason = reason
        super().__init__(f"{self.file}: {field}: {reason}")


class EngineError(RuntimeError):
    """A bug in an engine, named: never the player's fault (a decision left with
    no legal option, an answer with no question open). Not a ``ValueError``."""
