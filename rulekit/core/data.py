"""Reading data files and checking them field by field, for every game.

Decks, maps, rulebook registries and scenario files are TOML. Whatever is
wrong with one — a missing file, broken TOML, a wrong type, an unknown key —
becomes a :class:`~rulekit.core.errors.DataError` that names the file, the
record and the field, and suggests the nearest known key for a typo.

Examples
--------
>>> r = Record("deck.toml", "card NW-H1", {"id": "NW-H1", "vp": -1, "colour": "red"})
>>> r.text("id")
'NW-H1'
>>> r.whole("vp", minimum=0)
Traceback (most recent call last):
...
rulekit.core.errors.DataError: deck.toml: card NW-H1: field 'vp': must be a whole number ≥ 0, not -1
>>> r.only(("id", "vp", "color"))
Traceback (most recent call last):
...
rulekit.core.errors.DataError: deck.toml: card NW-H1: field 'colour': unknown field (did you mean 'color'?)
"""

from __future__ import annotations

import hashlib
import json
import tomllib
from pathlib import Path
from typing import Any, Iterable

from rulekit.core.errors import DataError

__all__ = ["CONFIDENCE", "UNKNOWN", "Record", "content_id", "listed", "plain", "read_toml", "suggest", "tupled"]

#: How sure a record is of its facts (DESIGN.md, "Data with provenance"); "teaching" marks a
#: labelled stand-in (a teaching deck, map or symbol assignment), never a printed value.
CONFIDENCE = ("rulebook", "two-sources", "one-source", "unverified", "teaching")
#: How a data file says a printed value is not known (the field stays empty, read as ``None``).
UNKNOWN = "unknown"


def suggest(word: str, known: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` for the nearest known word, or ``""``."""
    import difflib            # only when a word is wrong: keeps ``import rulekit`` fast

    close = difflib.get_close_matches(str(word), [str(k) for k in known], n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def read_toml(path: str | Path) -> dict:
    """A TOML file's tables; any problem reading it is a ``DataError`` naming the file."""
    path = Path(path)
    if not path.exists():
        raise DataError(path, "file", "does not exist")
    if not path.is_file():
        raise DataError(path, "file", "is not a file")
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as err:
        raise DataError(path, "file", f"is not UTF-8 text (byte {err.start})") from None
    except OSError as err:
        raise DataError(path, "file", f"cannot be read: {err.strerror}") from None
    return parse_toml(text, path)


def parse_toml(text: str, source: str | Path) -> dict:
    """Tables from TOML text; broken TOML is a ``DataError`` naming ``source``."""
    if "\x00" in text:
        raise DataError(source, "file", "is binary, not TOML text")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise DataError(source, "TOML", str(err)) from None
    except RecursionError:
        raise DataError(source, "TOML", "nested too deeply") from None


class Record:
    """One record of a data file, read field by field with errors that name it.

    ``where`` says which record (``"card NW-H1"``, ``"check 3"``); each getter
    checks a field's type and range and returns the value.
    """

    __slots__ = ("file", "where", "data")

    def __init__(self, file, where: str, data: Any):
        self.file, self.where = str(file), where
        if not isinstance(data, dict):
            raise DataError(self.file, where, f"must be a table, not {type(data).__name__}")
        self.data = data

    def error(self, name: str, reason: str) -> DataError:
        return DataError(self.file, f"{self.where}: field {name!r}" if self.where else f"field {name!r}", reason)

    def has(self, name: str) -> bool:
        return name in self.data

    def only(self, allowed: Iterable[str]) -> "Record":
        """Refuse any field not in ``allowed``, suggesting the nearest one."""
        allowed = tuple(allowed)
        for key in self.data:
            if key not in allowed:
                raise self.error(key, "unknown field" + suggest(key, allowed))
        return self

    def _get(self, name: str, default):
        if name in self.data:
            return self.data[name]
        if default is _REQUIRED:
            raise self.error(name, "missing")
        return default

    def text(self, name: str, default=None, *, choices: tuple = (), empty: bool = False) -> str:
        value = self._get(name, _REQUIRED if default is None else default)
        if not isinstance(value, str):
            raise self.error(name, f"must be text, not {value!r}")
        if not value and not empty:
            raise self.error(name, "must not be empty")
        if choices and value not in choices:
            raise self.error(name, f"{value!r} is not one of {', '.join(choices)}{suggest(value, choices)}")
        return value

    def whole(self, name: str, default=None, *, minimum: int | None = None, maximum: int | None = None) -> int:
        value = self._get(name, _REQUIRED if default is None else default)
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.error(name, f"must be a whole number, not {value!r}")
        if minimum is not None and value < minimum:
            raise self.error(name, f"must be a whole number ≥ {minimum}, not {value!r}")
        if maximum is not None and value > maximum:
            raise self.error(name, f"must be a whole number ≤ {maximum}, not {value!r}")
        return value

    def unknown(self, name: str) -> bool:
        """Whether the file says this printed value is not known (``name = "unknown"``)."""
        return self.data.get(name) == UNKNOWN

    def whole_or_unknown(self, name: str, **limits) -> int | None:
        """A whole number, or ``None`` where the file says ``"unknown"``."""
        return None if self.unknown(name) else self.whole(name, **limits)

    def flag(self, name: str, default=None) -> bool:
        value = self._get(name, _REQUIRED if default is None else default)
        if not isinstance(value, bool):
            raise self.error(name, f"must be true or false, not {value!r}")
        return value

    def texts(self, name: str, default=None) -> tuple[str, ...]:
        value = self._get(name, _REQUIRED if default is None else default)
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.error(name, f"must be a list of text, not {value!r}")
        return tuple(value)

    def table(self, name: str, default=None) -> dict:
        value = self._get(name, _REQUIRED if default is None else default)
        if not isinstance(value, dict):
            raise self.error(name, f"must be a table, not {value!r}")
        return value

    def records(self, name: str, label: str = "", distinct: bool = False) -> list["Record"]:
        """An array of tables (``[[name]]``), each as a Record named ``label n``; with ``distinct``
        (records of a game's data: cards, map squares) a table repeating an earlier one word for word
        is an error (it would count twice). Two players of a scenario may well hold the same."""
        value = self._get(name, [])
        if not isinstance(value, list):
            raise self.error(name, "must be an array of tables ([[...]])")
        label = label or name
        out = [Record(self.file, f"{label} {i}", v) for i, v in enumerate(value, 1)]
        for i, r in enumerate(out if distinct else ()):
            if isinstance(r.data, dict) and r.data in value[:i]:
                # a record written twice would count twice (a card, an edge of the map): never meant
                raise DataError(self.file, f"{label} {i + 1}", f"repeats {label} {value.index(r.data) + 1} word for word")
        return out

    def provenance(self, confidence: tuple = CONFIDENCE) -> tuple[str, str]:
        """The record's ``source`` and ``confidence`` (every data record carries both)."""
        return self.text("source"), self.text("confidence", choices=confidence)


_REQUIRED = object()


def plain(value):
    """Game data as plain JSON data: dataclasses field by field, objects with
    ``as_dict()`` (bags) as tables, tuples as lists, table keys as text.

    >>> from rulekit.core.resources import Bag
    >>> plain({"cost": Bag(FOOD=2), "ids": ("a", "b")})
    {'cost': {'FOOD': 2}, 'ids': ['a', 'b']}
    """
    if hasattr(value, "__dataclass_fields__"):
        return {f: plain(getattr(value, f)) for f in value.__dataclass_fields__}
    if hasattr(value, "as_dict"):
        return value.as_dict()
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    return value


def content_id(name: str, content) -> str:
    """``name@digest``: a label and a digest of the content (a deck, a map), so that
    two files of one name never pass for each other and equal content is one id.

    >>> content_id("deck", {"a": 1}) == content_id("deck", {"a": 1}) != content_id("deck", {"a": 2})
    True
    """
    text = json.dumps(plain(content), sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return f"{name}@{hashlib.sha256(text.encode()).hexdigest()[:20]}"


def listed(v):
    """``v`` as JSON data: tuples, at any depth, as lists.

    A tuple of plain values (most fields of a state) is copied in one step; only
    a tuple holding tuples is walked element by element.

    >>> listed((("R1", "CAVALRY"), ("R2", "INFANTRY"))), listed(("a", 1)), listed("a")
    ([['R1', 'CAVALRY'], ['R2', 'INFANTRY']], ['a', 1], 'a')
    """
    if type(v) is tuple:
        if tuple in map(type, v):
            return [listed(x) if isinstance(x, tuple) else x for x in v]
        return list(v)
    return [listed(x) if isinstance(x, tuple) else x for x in v] if isinstance(v, tuple) else v


def tupled(v):
    """JSON data back as a state holds it: lists, at any depth, as tuples (:func:`listed` undone).

    >>> tupled([["R1", "CAVALRY"]]), tupled(["a", 1]), tupled({"a": [1]})
    ((('R1', 'CAVALRY'),), ('a', 1), {'a': [1]})
    """
    if type(v) is list:
        if list in map(type, v):
            return tuple([tupled(x) if isinstance(x, list) else x for x in v])
        return tuple(v)
    return tuple([tupled(x) if isinstance(x, list) else x for x in v]) if isinstance(v, list) else v


#: The largest seed a game takes: it is saved as a JSON number, which every reader keeps exactly
#: up to 2**63 (a seed of thousands of digits would make a game nobody can save).
MAX_SEED = 2**63 - 1


def setup_whole(name: str, value, *, minimum: int | None = None, maximum: int | None = None) -> int:
    """A whole-number argument of ``new_game`` (``players``, ``seed`` …), checked: a ``DataError``
    naming the argument unless it is an ``int`` (not a ``bool``, not ``3.0``) within its limits.

    >>> setup_whole("players", 3, minimum=2, maximum=4)
    3
    >>> setup_whole("players", 3.0)
    Traceback (most recent call last):
    ...
    rulekit.core.errors.DataError: new_game: players: must be a whole number, not 3.0
    """
    if not isinstance(value, int) or isinstance(value, bool):
        raise DataError("new_game", name, f"must be a whole number, not {value!r}")
    if (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
        shown = str(value) if value.bit_length() <= 64 else f"a number of {value.bit_length()} bits"
        limits = f"from {minimum} to {maximum}" if minimum is not None and maximum is not None else (
            f"at least {minimum}" if minimum is not None else f"at most {maximum}")
        raise DataError("new_game", name, f"must be {limits}, not {shown}")
    return value


def setup_seed(value) -> int:
    """``new_game``'s ``seed``: a whole number a save can hold (between -2**63 and 2**63 - 1)."""
    return setup_whole("seed", value, minimum=-MAX_SEED - 1, maximum=MAX_SEED)


def setup_flag(name: str, value) -> bool:
    """A yes/no argument of ``new_game`` (``great_people`` …): ``True`` or ``False`` only, so that
    ``"no"`` is refused rather than read as yes."""
    if not isinstance(value, bool):
        raise DataError("new_game", name, f"must be True or False, not {value!r}")
    return value

