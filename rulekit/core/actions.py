"""Actions: small frozen values that print as notation and parse back.

Each game declares one root class, ``class Action(core.Action, root=True)``,
and one frozen dataclass per kind of move under it, each with a ``verb``. The
root keeps the game's verb registry, so ``Action.parse("buy O1")`` finds the
game's ``Buy``; ``str(action)`` is the notation (verb, then the fields in
order); ``parse(str(a)) == a`` for every action.

Examples
--------
>>> from dataclasses import dataclass
>>> class Move(Action, root=True):
...     pass
>>> @dataclass(frozen=True)
... class Take(Move):
...     verb = "take"
...     card: str
>>> Move.parse("take blue-3")
Take(card='blue-3')
>>> str(Take.of("blue-3")), Take.of("blue-3") is Take.of("blue-3")
('take blue-3', True)
>>> Move.parse("give blue-3")
Traceback (most recent call last):
...
rulekit.core.errors.InvalidAction: invalid action 'give blue-3': unknown verb 'give'; verbs are take
"""

from __future__ import annotations

from dataclasses import fields
from typing import ClassVar

from rulekit.core.errors import InvalidAction

__all__ = ["Action"]


class Action:
    """Base of every game's actions. A game's root subclass holds its verb registry."""

    verb: ClassVar[str] = ""
    KINDS: ClassVar[dict[str, type]] = {}

    def __init_subclass__(cls, root: bool = False, **kw):
        super().__init_subclass__(**kw)
        if root:
            cls.KINDS = {}
        elif cls.verb:
            if cls.verb in cls.KINDS and cls.KINDS[cls.verb] is not cls:
                raise TypeError(f"verb {cls.verb!r} is already {cls.KINDS[cls.verb].__name__}")
            cls.KINDS[cls.verb] = cls

    # -- notation ----------------------------------------------------------------------
    def __str__(self) -> str:
        try:
            return self.__dict__["_text"]
        except KeyError:
            words = [self.verb]
            for name in _field_names(type(self)):
                words += self._words(name, getattr(self, name))
            text = " ".join(words)
            self.__dict__["_text"] = text      # frozen: remembered, never changed
            return text

    def _words(self, name: str, value) -> list[str]:
        """How one field is written (a game overrides this for its own field types)."""
        return [] if value in ("", None) else [str(value)]

    def __lt__(self, other: "Action") -> bool:
        return str(self) < str(other)

    @classmethod
    def of(cls, *args) -> "Action":
        """The one shared instance of this action (actions are values; sharing
        them lets each remember its notation across states)."""
        key = (cls, args)
        try:
            return _SHARED[key]
        except KeyError:
            action = _SHARED[key] = cls(*args)
            return action

    # -- parsing -------------------------------------------------------------------------
    @classmethod
    def parse(cls, text: str) -> "Action":
        """The action written as ``text``; ``InvalidAction`` if it cannot be read."""
        if not isinstance(text, str):
            raise InvalidAction(repr(text), "an action is written as text")
        if not text.isascii() or not text.isprintable():
            raise InvalidAction(text, "notation is printable ASCII text (digits 0-9, no other scripts)")
        words = text.split()
        if not words:
            raise InvalidAction(text, "empty")
        kind = cls.KINDS.get(words[0])
        if kind is None:
            raise InvalidAction(text, f"unknown verb {words[0]!r}; verbs are {', '.join(sorted(cls.KINDS))}")
        try:
            return kind._from_words(words[1:])
        except (ValueError, IndexError) as err:
            raise InvalidAction(text, str(err) or "cannot read") from None

    @classmethod
    def _from_words(cls, words: list[str]) -> "Action":
        names = _field_names(cls)
        if len(words) != len(names):
            raise ValueError(f"{cls.verb} takes {len(names)} word(s): {' '.join(names) or 'none'}")
        return cls(*words)


_FIELDS: dict[type, tuple[str, ...]] = {}
_SHARED: dict[tuple, Action] = {}


def _field_names(cls) -> tuple[str, ...]:
    try:
        return _FIELDS[cls]
    except KeyError:
        names = _FIELDS[cls] = tuple(f.name for f in fields(cls))
        return names
