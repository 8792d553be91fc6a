"""A state as plain JSON data and back, written and read from its dataclass fields.

Every game's state is a frozen dataclass, and so are the parts it holds (a
player, a figure on a map). Their JSON form follows from their fields, so no
game writes ``snapshot`` / ``from_snapshot`` or a part's ``to_dict`` /
``from_dict`` field by field:

- a field of plain values (numbers, text, tuples of them at any depth) is
  written with tuples as lists and read back with lists as tuples;
- a field the state's ``FIELD_TYPES`` names is written by its class: a tuple of
  :class:`Part` objects (players, figures …) one by one, the game's options
  as the options that differ from the defaults, the decision stack (``tasks``)
  and the steps kept for later (``scheduled``) step by step;
- fields in ``UNSAVED`` (an index the state keeps for speed and can derive
  again) are not written;
- a field with a default may be missing from the data (a snapshot written before
  the field existed): it takes its default. A key that is no field of the state
  is an error naming it, so a misspelt or forged field is never dropped silently.

A game whose snapshot needs more checks than the fields' own (Guns & Steel checks
every id against its deck while reading) keeps its own ``from_snapshot``.

>>> from dataclasses import dataclass
>>> from rulekit.core.state import Frozen
>>> @dataclass(frozen=True)
... class Pawn(Part, Frozen):
...     COMPACT = True
...     owner: int
...     square: tuple
>>> Pawn(1, (2, 3)).to_dict(), Pawn.from_dict([1, [2, 3]])
([1, [2, 3]], Pawn(owner=1, square=(2, 3)))
>>> Pawn.from_dict([1])
Traceback (most recent call last):
...
rulekit.core.errors.DataError: <record>: pawn: must be a list of its 2 fields (owner, square), not [1]
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from operator import attrgetter
from typing import Callable, ClassVar

from rulekit.core.data import listed, suggest, tupled
from rulekit.core.errors import DataError, RulekitError
from rulekit.core.options import OptionsBase
from rulekit.core.steps import Step, decode_scheduled, encode_scheduled

__all__ = ["Part", "check_types", "read_state", "write_state"]

#: Errors that mean "this data is broken" when they escape a part's constructor.
_BROKEN = (KeyError, TypeError, ValueError, IndexError, AttributeError)
_NAMES: dict[type, tuple] = {}


def _fields(cls) -> tuple:
    """``(name, default)`` of each dataclass field of ``cls``, in order (``MISSING`` when required)."""
    try:
        return _NAMES[cls]
    except KeyError:
        out = []
        for f in fields(cls):
            default = f.default if f.default is not MISSING else (
                f.default_factory() if f.default_factory is not MISSING else MISSING)
            out.append((f.name, default))
        found = _NAMES[cls] = tuple(out)
        return found


#: For a class: its field names in order, the same as a set, and the names of the fields with no default.
_KEYS: dict[type, tuple] = {}


def _keys(cls) -> tuple:
    """``_KEYS``' entry of ``cls``, made once."""
    names = _NAMES.get(cls) or _fields(cls)
    found = _KEYS[cls] = (tuple(name for name, _ in names), frozenset(name for name, _ in names),
                          tuple(name for name, default in names if default is MISSING))
    return found


#: For a class: a function giving the values of its fields, in order (:func:`_reader`).
_READERS: dict[type, Callable] = {}


def _reader(cls) -> Callable:
    """A function reading every dataclass field of ``cls``, in order, at once (one ``attrgetter``)."""
    names = [name for name, _ in _fields(cls)]
    read = _READERS[cls] = attrgetter(*names) if len(names) > 1 else lambda obj: tuple(getattr(obj, n) for n in names)
    return read


class Part:
    """Mixin of a frozen dataclass a state holds (a player, a figure, a city):
    ``to_dict()`` / ``from_dict(data)`` from its fields.

    ``COMPACT`` parts are written as the list of their fields' values (small
    parts a state holds many of); ``SPARSE`` parts leave out the fields that
    hold their default. Reading refuses an unknown field and a missing required
    one with a :class:`DataError` naming it.
    """

    __slots__ = ()

    COMPACT: ClassVar[bool] = False
    SPARSE: ClassVar[bool] = False

    def to_dict(self):
        cls = type(self)
        values = (_READERS.get(cls) or _reader(cls))(self)
        if self.COMPACT:
            return [listed(v) if isinstance(v, tuple) else v for v in values]
        names = _NAMES[cls]
        if self.SPARSE:
            return {name: listed(v) if isinstance(v, tuple) else v for (name, default), v in zip(names, values)
                    if default is MISSING or v != default}
        return {name: listed(v) if isinstance(v, tuple) else v for (name, _), v in zip(names, values)}

    @classmethod
    def from_dict(cls, data, source: str = "<record>", field: str = ""):
        """The record from :meth:`to_dict`'s data; errors name ``field`` (``players[1]``),
        or the class, and the record's own field."""
        known, field_set, required = _KEYS.get(cls) or _keys(cls)
        what = field or cls.__name__.lower()
        if cls.COMPACT:
            if not isinstance(data, list) or len(data) != len(known):
                listing = ", ".join(known)
                raise DataError(source, what, f"must be a list of its {len(known)} fields ({listing}), not {data!r}")
            values = dict(zip(known, data))         # every field, and nothing else
        else:
            if not isinstance(data, dict):
                raise DataError(source, what, f"must be a table of its fields, not {type(data).__name__}")
            values = cls._older(dict(data))
            if not field_set.issuperset(values):
                key = next(key for key in values if key not in field_set)
                raise DataError(source, f"{what}.{key}", "not a field" + suggest(str(key), list(known)))
            for name in required:
                if name not in values:
                    raise DataError(source, f"{what}.{name}", "missing")
        try:
            return cls(**{k: tupled(v) if isinstance(v, list) else v for k, v in values.items()})
        except RulekitError:
            raise
        except _BROKEN as err:
            raise DataError(source, what, f"{type(err).__name__}: {err}") from None

    @classmethod
    def _older(cls, data: dict) -> dict:
        """Hook: the fields of an older layout, in today's (a renamed or reshaped field)."""
        return data


def write_state(state) -> dict:
    """``state`` as plain JSON data (see the module's description)."""
    cls = type(state)
    types = cls.FIELD_TYPES
    out = {}
    for name, _ in _NAMES.get(cls) or _fields(cls):
        if name in cls.UNSAVED:
            continue
        value = getattr(state, name)
        kind = types.get(name)
        if kind is None:
            out[name] = listed(value) if isinstance(value, tuple) else value
        elif name == "scheduled":
            if value:                          # a game that never schedules writes no field for it
                out[name] = encode_scheduled(value)
        elif isinstance(value, OptionsBase):
            out[name] = value.changed()
        else:
            out[name] = [part.to_dict() for part in value]
    return out


def read_state(cls, data, source: str = "<snapshot>"):
    """A ``cls`` state from :func:`write_state`'s data, every field read by its kind;
    a :class:`DataError` naming ``source`` and the field when anything is wrong."""
    if not isinstance(data, dict):
        raise DataError(source, "snapshot", f"must be a table of the state's fields, not {type(data).__name__}")
    data = cls._older_snapshot(dict(data))
    names = _NAMES.get(cls) or _fields(cls)
    if not (_KEYS.get(cls) or _keys(cls))[1].issuperset(data) or not cls.UNSAVED.isdisjoint(data):
        known = [name for name, _ in names if name not in cls.UNSAVED]
        key = next(key for key in data if key not in known)
        raise DataError(source, str(key), "not a field of the state" + suggest(str(key), known))
    types = cls.FIELD_TYPES
    kw = {}
    for name, default in names:
        if name in cls.UNSAVED:
            continue
        if name not in data:
            if default is MISSING:
                raise DataError(source, name, "missing")
            continue
        raw = data[name]
        kind = types.get(name)
        try:
            if kind is None:
                kw[name] = tupled(raw) if isinstance(raw, list) else raw
            elif isinstance(kind, type) and issubclass(kind, OptionsBase):
                kw[name] = kind.parse(raw, source)
            elif not isinstance(raw, list):
                raise DataError(source, name, f"must be a list, not {type(raw).__name__}")
            elif name == "scheduled":
                kw[name] = decode_scheduled(kind, raw, source)
            elif isinstance(kind, type) and issubclass(kind, Step):
                kw[name] = tuple([kind.from_dict(d, source) for d in raw])
            else:
                kw[name] = tuple([kind.from_dict(d, source, f"{name}[{i}]") for i, d in enumerate(raw)])
        except RulekitError:
            raise
        except _BROKEN as err:
            raise DataError(source, name, f"{type(err).__name__}: {err}") from None
    try:
        return cls(**kw)
    except _BROKEN as err:
        raise DataError(source, "snapshot", f"{type(err).__name__}: {err}") from None


#: The Python types a plain field of each declared type may hold (a ``bool`` is not an ``int`` here).
_PLAIN = {"int": (int,), "str": (str,), "bool": (bool,), "tuple": (tuple,), "dict": (dict,), "None": (type(None),)}


def _allowed(annotation) -> tuple | None:
    """The Python types a field annotated ``annotation`` may hold, or ``None`` when the
    annotation is not one of the plain ones (``int``, ``str``, ``bool``, ``tuple``,
    ``tuple[...]``, unions of them with ``None``)."""
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", "")
    out: tuple = ()
    for word in text.split("|"):
        base = word.strip().split("[", 1)[0]
        if base not in _PLAIN:
            return None
        out += _PLAIN[base]
    return out


def _element(annotation) -> tuple | None:
    """For ``tuple[X, ...]`` with a plain ``X``: the types an element may hold."""
    text = annotation if isinstance(annotation, str) else ""
    if text.startswith("tuple[") and text.endswith(", ...]"):
        return _allowed(text[len("tuple["):-len(", ...]")])
    return None


def check_types(obj, source: str, where: str = "") -> None:
    """Every plain field of the frozen dataclass ``obj`` (a state or a :class:`Part`) holds a
    value of its declared type, and so does every part it holds; else a :class:`DataError`
    naming the field (``players[1].population: must be int, not str``)."""
    for f in fields(obj):
        value = getattr(obj, f.name)
        name = f"{where}.{f.name}" if where else f.name
        allowed = _allowed(f.type)
        if allowed is not None and type(value) not in allowed:
            raise DataError(source, name, f"must be {f.type}, not {type(value).__name__} {_short(value)}")
        element = _element(f.type)
        if element is not None:
            for i, v in enumerate(value):
                if type(v) not in element:
                    raise DataError(source, f"{name}[{i}]", f"must be {f.type[6:-6]}, not {type(v).__name__}")
        if isinstance(value, tuple) and value and isinstance(value[0], Part):
            for i, part in enumerate(value):
                if isinstance(part, Part):
                    check_types(part, source, f"{name}[{i}]")


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
