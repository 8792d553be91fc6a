"""Rule options and the ambiguity register, on one base for every game.

Where a rulebook can be read two ways, a game takes one reading by default
and offers the others as a named option. An option is a field of the game's
frozen ``Options`` dataclass, declared with :func:`option`: its default, its
allowed values, the ambiguity id it carries and what it means. The game's
register (a tuple of :class:`Ambiguity`) lists every ambiguity of the
digest and says which option carries it, or why none is needed;
:func:`register_problems` checks the two agree.

Examples
--------
>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Demo(OptionsBase):
...     ladder: str = option("next-step", ("next-step", "any-higher"), amb="A4",
...                          doc="exchanges go one step up, or to any higher resource")
...     chain: bool = option(True, amb="AMB-X1", doc="an exchange's output may feed another")
>>> Demo.parse({"ladder": "any-higher"}).changed()
{'ladder': 'any-higher'}
>>> Demo.parse({"ladder": "sideways"})
Traceback (most recent call last):
...
rulekit.core.errors.DataError: options: ladder: 'sideways' is not one of next-step, any-higher
>>> Demo.parse({"chian": False})
Traceback (most recent call last):
...
rulekit.core.errors.DataError: options: chian: not a rule option (did you mean 'chain'?); options are ladder, chain
>>> [(o.name, o.amb) for o in Demo.described()]
[('ladder', 'A4'), ('chain', 'AMB-X1')]
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, NamedTuple

from rulekit.core.data import suggest
from rulekit.core.errors import DataError

__all__ = ["Ambiguity", "OptionInfo", "OptionsBase", "option", "register_problems"]


def option(default, choices: tuple = (), *, amb: str, doc: str, rule: str = ""):
    """A rule option: its default reading, the allowed values, the ambiguity id it carries.

    A ``bool`` option's choices are ``(False, True)``; any other option must
    list its choices, default first or not.
    """
    if isinstance(default, bool):
        choices = (default, not default)
    elif default not in choices:
        raise ValueError(f"option default {default!r} is not among its choices {choices!r}")
    return field(default=default, metadata={"choices": tuple(choices), "amb": amb, "doc": doc, "rule": rule})


class OptionInfo(NamedTuple):
    """One option, described: what the notebooks and the CLI print."""

    name: str
    default: Any
    choices: tuple
    amb: str
    doc: str
    rule: str


class Ambiguity(NamedTuple):
    """One row of a game's ambiguity register."""

    id: str
    question: str
    option: str | None
    why: str = ""


class OptionsBase:
    """Base of every game's frozen ``Options`` dataclass."""

    __slots__ = ()

    @classmethod
    def described(cls) -> tuple[OptionInfo, ...]:
        """Every option, in declaration order, with its choices and ambiguity id."""
        try:
            return cls.__dict__["_described"]
        except KeyError:
            found = tuple(OptionInfo(f.name, f.default, f.metadata["choices"], f.metadata["amb"],
                                     f.metadata["doc"], f.metadata["rule"]) for f in fields(cls))
            type.__setattr__(cls, "_described", found)
            return found

    @classmethod
    def choices(cls, name: str) -> tuple:
        return next(o.choices for o in cls.described() if o.name == name)

    @classmethod
    def parse(cls, data: dict | None, source: str = "options"):
        """Options from a plain dict (a save, a scenario file, keyword arguments), checked."""
        if not data:
            if data is None or isinstance(data, dict):
                return cls._shared(())
        if not isinstance(data, dict):
            raise DataError(source, "options", f"must be a table of option = value, not {type(data).__name__}")
        try:
            return cls.__dict__["_parsed"][tuple(data.items())]
        except (KeyError, TypeError):
            pass
        known = {o.name: o for o in cls.described()}
        for key, value in data.items():
            if key not in known:
                hint = suggest(key, known)
                raise DataError(source, key, f"not a rule option{hint}; options are {', '.join(known)}")
            info = known[key]
            if isinstance(info.default, bool):
                if not isinstance(value, bool):
                    raise DataError(source, key, f"must be true or false, not {value!r}")
            elif value not in info.choices or isinstance(value, bool):
                raise DataError(source, key, f"{value!r} is not one of {', '.join(map(str, info.choices))}")
        return cls._shared(tuple(data.items()))

    @classmethod
    def _shared(cls, items: tuple):
        """One instance per set of checked values (options are values, never changed)."""
        if "_parsed" not in cls.__dict__:
            type.__setattr__(cls, "_parsed", {})
        parsed = cls.__dict__["_parsed"]
        if items not in parsed:
            parsed[items] = cls(**dict(items))
        return parsed[items]

    def changed(self) -> dict:
        """Only the options that differ from the defaults (remembered: options never change)."""
        try:
            return dict(self.__dict__["_changed"])
        except KeyError:
            diff = {o.name: getattr(self, o.name) for o in self.described() if getattr(self, o.name) != o.default}
            self.__dict__["_changed"] = diff
            return dict(diff)


def register_problems(options_cls, register) -> list[str]:
    """Where an options class and its ambiguity register disagree (empty when they agree).

    Every option appears in the register under the ambiguity id it declares;
    every register row names an existing option or says why none is needed.
    """
    problems = []
    opts = {o.name: o for o in options_cls.described()}
    named = {}
    for row in register:
        if row.option is None:
            if not row.why:
                problems.append(f"{row.id}: no option and no reason why none is needed")
        elif row.option not in opts:
            problems.append(f"{row.id}: names {row.option!r}, which is not an option")
        else:
            named.setdefault(row.option, set()).add(row.id)
    for name, info in opts.items():
        if name not in named:
            problems.append(f"option {name} is in no register row")
        elif info.amb not in named[name]:
            problems.append(f"option {name} declares {info.amb}, but the register files it under "
                            f"{', '.join(sorted(named[name]))}")
    return problems
