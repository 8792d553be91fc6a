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
>>> @dataclass(frozen=True)
... class Trade(Move):
...     verb = "trade"
...     count: int
...     card: str = ""
...     KEYWORDS = {"card": "for"}
>>> Move.parse("trade 2 for blue-3"), str(Trade(3)), Trade.usage()
(Trade(count=2, card='blue-3'), 'trade 3', 'count [for card]')
>>> Move.parse("trade two")
Traceback (most recent call last):
...
rulekit.core.errors.InvalidAction: invalid action 'trade two': count is a number, not 'two'
>>> Move.parse("give blue-3")
Traceback (most recent call last):
...
rulekit.core.errors.InvalidAction: invalid action 'give blue-3': unknown verb 'give'; verbs are take, trade
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from operator import attrgetter
from typing import Callable, ClassVar

from rulekit.core.errors import InvalidAction

__all__ = ["Action", "ActionTable", "NOTATION", "built"]


class Action:
    """Base of every game's actions. A game's root subclass holds its verb registry."""

    verb: ClassVar[str] = ""
    KINDS: ClassVar[dict[str, type]] = {}
    #: the instances :meth:`of` shares, by their arguments (each class its own)
    _shared: ClassVar[dict] = {}
    #: optional fields written after a keyword (``take 3 with Pyramids``): field name -> keyword
    KEYWORDS: ClassVar[dict[str, str]] = {}

    def __init_subclass__(cls, root: bool = False, **kw):
        super().__init_subclass__(**kw)
        cls._shared = {}                        # this class's own table for :meth:`of`, never a parent's
        if root:
            cls.KINDS = {}
        elif cls.verb:
            if cls.verb in cls.KINDS and cls.KINDS[cls.verb] is not cls:
                raise TypeError(f"verb {cls.verb!r} is already {cls.KINDS[cls.verb].__name__}")
            cls.KINDS[cls.verb] = cls

    # -- notation ----------------------------------------------------------------------
    def __str__(self) -> str:
        text = self.__dict__.get("_text")
        if text is None:                       # the first time (a raised KeyError would cost more)
            text = self.__dict__["_text"] = self._write()        # frozen: remembered, never changed
        return text

    def _noted(self, text: str) -> "Action":
        """This action, remembering ``text`` as its notation, as ``str()`` remembers what it writes: for a
        game that writes the notations of a row of new actions at once (they differ in one value), where
        writing each alone would repeat the same words. ``text`` must be what :meth:`_write` gives (a game
        that uses this tests that its listings' notations are core's)."""
        self.__dict__["_text"] = text
        return self

    def _write(self) -> str:
        """The notation, field by field as :meth:`_words` writes each (a field with no keyword
        written here as :meth:`_words` would, unless the game's class writes its own words)."""
        cls = type(self)
        words = [self.verb]
        if cls._words is not Action._words:
            for name in _field_names(cls):
                words += self._words(name, getattr(self, name))
            return " ".join(words)
        keywords, word = self.KEYWORDS, self._word
        for name in _field_names(cls):
            value = getattr(self, name)
            if keywords and name in keywords:
                words += self._words(name, value)
            elif value is True:
                words.append(name)
            elif value is not False and value is not None and value != "":
                words.append(word(value))
        return " ".join(words)

    def _words(self, name: str, value) -> list[str]:
        """How one field is written: a keyword field as ``<keyword> <value>`` (nothing when
        empty), a ``bool`` as its name when true, an empty value as nothing, any other as
        one word (:meth:`_word`)."""
        keyword = self.KEYWORDS.get(name)
        if keyword is not None:
            return [keyword, self._word(value)] if value not in ("", None) else []
        if value is True or value is False:
            return [name] if value else []
        return [] if value in ("", None) else [self._word(value)]

    def _word(self, value) -> str:
        """One value as one word (a game overrides it for its own value types: a square ``3,4``)."""
        return str(value)

    def __lt__(self, other: "Action") -> bool:
        return str(self) < str(other)

    @classmethod
    def of(cls, *args) -> "Action":
        """The one shared instance of this action (actions are values; sharing
        them lets each remember its notation across states). Each class keeps its own table, keyed by the
        plain arguments alone: no key is built per call, and a key the garbage collector stops tracking."""
        try:
            return cls._shared[args]
        except KeyError:
            action = cls._shared[args] = cls(*args)
            str(action)                         # its notation written once, read directly when sorting
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
        """The action from the words after its verb, field by field in order, each read by
        its declared type (:meth:`_read_word`): a keyword field only after its keyword, a
        ``bool`` true when its name is written, a field with a default optional at the end."""
        words = list(words)
        values = {}
        for name, kind, optional in _field_specs(cls):
            keyword = cls.KEYWORDS.get(name)
            if keyword is not None:
                if words and words[0] == keyword and len(words) > 1:
                    values[name] = cls._read_word(kind, words[1], name)
                    del words[:2]
            elif kind == "bool":
                if words and words[0] == name:
                    words.pop(0)
                    values[name] = True
            elif words:
                values[name] = cls._read_word(kind, words.pop(0), name)
            elif not optional:
                raise ValueError(f"{cls.verb} takes: {cls.usage()}")
        if words:
            raise ValueError(f"{cls.verb} takes: {cls.usage() or 'no more words'}")
        return cls(**values)

    @classmethod
    def _read_word(cls, kind: str, word: str, name: str):
        """One word as a value of the field's declared type (``int`` or ``str``; a game
        overrides it for its own types)."""
        if kind == "int":
            if not word.removeprefix("-").isdigit():
                raise ValueError(f"{name} is a number, not {word!r}")
            return int(word)
        return word

    def check_types(self) -> "Action":
        """``self`` if every field holds a value of its declared type, else ``InvalidAction``
        naming the field: an action built by hand (``Take(slot='1')``, ``Take(slot=True)``)
        must be the action its notation reads back as, or a save of it would not load."""
        for name, kind, _ in _SPECS.get(type(self)) or _field_specs(type(self)):
            want = _TYPES.get(kind)
            if want is not None and type(getattr(self, name)) not in want:
                value = getattr(self, name)
                raise InvalidAction(f"{type(self).__name__}({name}={value!r})",
                                    f"{name} must be {kind}, not {type(value).__name__}")
        return self

    @classmethod
    def usage(cls) -> str:
        """The words this verb takes: ``slot [with card]``."""
        out = []
        for name, kind, optional in _field_specs(cls):
            keyword = cls.KEYWORDS.get(name)
            text = f"{keyword} {name}" if keyword else name
            out.append(f"[{text}]" if optional or kind == "bool" else text)
        return " ".join(out)


_FIELDS: dict[type, tuple[str, ...]] = {}
_SPECS: dict[type, tuple] = {}
#: The Python types a field of each declared type may hold (a bool is not an int here).
_TYPES = {"int": (int,), "str": (str,), "bool": (bool,), "tuple": (tuple,)}


_new = object.__new__
#: Action class -> its fields' names where :meth:`Action._built` sets them directly, else ``None``.
_DIRECT: dict = {}
_UNKNOWN = object()


def built(cls, values: tuple, text: str) -> Action:
    """``cls(*values)._noted(text)`` (:meth:`Action._noted`), for a listing that makes new actions at most of its
    steps, not only shared ones (:meth:`Action.of`): built as a frozen dataclass's ``__init__`` builds it, each
    field's value set in the new instance's dict in field order, then ``text`` as ``_noted`` sets it, without
    calling either (the two calls were half of making an action; a function, not a class method, whose call
    costs more). A class with a ``__post_init__`` or more than four fields, or ``values`` that leave a field to
    its default, is built through them.

    >>> from dataclasses import dataclass
    >>> class Move(Action, root=True):
    ...     pass
    >>> @dataclass(frozen=True)
    ... class Go(Move):
    ...     verb = "go"
    ...     figure: int
    ...     square: tuple
    >>> a = built(Go, (3, (4, 5)), "go 3 (4, 5)")
    >>> a == Go(3, (4, 5)), vars(a) == vars(Go(3, (4, 5))._noted("go 3 (4, 5)")), str(a)
    (True, True, 'go 3 (4, 5)')
    """
    names = _DIRECT.get(cls, _UNKNOWN)
    if names is _UNKNOWN:
        names = _DIRECT[cls] = _field_names(cls) if (len(_field_names(cls)) <= 4
                                                    and not hasattr(cls, "__post_init__")) else None
    n = len(values)
    if names is None or n != len(names):
        return cls(*values)._noted(text)
    a = _new(cls)
    d = a.__dict__
    if n == 2:
        d[names[0]], d[names[1]] = values
    elif n == 4:
        d[names[0]], d[names[1]], d[names[2]], d[names[3]] = values
    elif n == 3:
        d[names[0]], d[names[1]], d[names[2]] = values
    elif n == 1:
        d[names[0]] = values[0]
    d["_text"] = text
    return a


def _field_names(cls) -> tuple[str, ...]:
    try:
        return _FIELDS[cls]
    except KeyError:
        names = _FIELDS[cls] = tuple(f.name for f in fields(cls))
        return names


def _field_specs(cls) -> tuple:
    """``(name, type name, optional)`` of each field of an action class."""
    try:
        return _SPECS[cls]
    except KeyError:
        specs = _SPECS[cls] = tuple(
            (f.name, f.type if isinstance(f.type, str) else f.type.__name__,
             f.default is not MISSING or f.default_factory is not MISSING)
            for f in fields(cls))
        return specs


#: An action's notation as the action remembers it once written (``str(action)`` writes it; every action
#: :meth:`Action.of` shares has it): the key that sorts listed actions by notation without a call.
NOTATION = attrgetter("_text")


class ActionTable(dict):
    """``table[key]``: the shared instance of an action (:meth:`Action.of`) that ``make(key)`` names, looked up
    as a dictionary's item where a listing names many of them (a table a kind of action, keyed by the card or
    the few values that vary). Keep the keys bounded, by the card data or a board's squares.

    >>> from dataclasses import dataclass
    >>> class Move(Action, root=True):
    ...     pass
    >>> @dataclass(frozen=True)
    ... class Take(Move):
    ...     verb = "take"
    ...     card: str
    >>> takes = ActionTable(Take.of)
    >>> takes["blue-3"] is Take.of("blue-3"), str(takes["blue-3"]), len(takes)
    (True, 'take blue-3', 1)
    """

    __slots__ = ("make",)

    def __init__(self, make: Callable):
        super().__init__()
        self.make = make

    def __missing__(self, key):
        found = self[key] = self.make(key)
        return found
