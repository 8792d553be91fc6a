"""The game registry: which games rulekit has, found from their data, not from a list.

Every game package holds a ``meta.toml`` beside its ``__init__.py``: light
metadata (name, title, edition, designer, rulebooks, players, levels, the
module to import, a summary) readable without importing the engine, for the
front-door notebook and the command line. The package itself declares one
:class:`GameSpec` named ``SPEC``: everything the shared machinery needs —
``new_game``, its State and Action types, options and ambiguity register,
rulebook, worked examples, scenario hooks, invariants for random play.

The CLI, the scenario runner, the notebooks' index, the conformance tests
and the benchmark all iterate :func:`games` and ask :func:`spec`; adding a
game means adding a package with its ``meta.toml`` and ``SPEC``.

Examples
--------
>>> [m.name for m in games()]
['civ', 'gunsteel', 'mosaic', 'tta']
>>> meta("gunsteel").players
(2, 3, 4)
>>> spec("gunsteel").state_type.__name__
'State'
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from rulekit.core.data import Record, read_toml, suggest
from rulekit.core.errors import DataError

__all__ = ["GameMeta", "GameSpec", "games", "meta", "names", "spec"]

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class GameMeta:
    """What a game is, read from its ``meta.toml`` without importing its engine."""

    name: str
    title: str
    edition: str
    designer: str
    players: tuple[int, ...]
    levels: tuple[str, ...]          # card sets or levels, as ``new_game`` names them
    level_word: str                  # what the rulebook calls them ("card set", "level")
    rulebooks: tuple[str, ...]
    module: str
    summary: str
    notebooks: str                   # folder under notebooks/
    path: Path = field(compare=False, repr=False)

    @property
    def folder(self) -> Path:
        return self.path.parent


@dataclass(frozen=True)
class GameSpec:
    """Everything the shared machinery needs from a game (its package's ``SPEC``).

    ``random_setup(rng)`` gives ``new_game`` keyword arguments for a random
    game (players, level, seed …) as the conformance kit and the benchmark
    play them; ``invariants(state, root)`` raises ``AssertionError`` when a
    state breaks something the game must conserve (cards, markers …).
    ``bench_setups``: ``(label, random_setup)`` pairs the benchmark measures
    one by one, for a game whose levels play at different costs (empty: the
    game's ``random_setup`` alone, under the game's name). ``playout(legal,
    rng)`` picks the action of a random playout (the conformance kit's and the
    benchmark's); ``None`` picks any legal action alike, and a game sets it
    where one legal action would cut random games short (leaving the game).
    """

    meta: GameMeta
    new_game: Callable
    state_type: type
    action_type: type
    options_type: type
    ambiguities: tuple
    rulebook: Any
    build: Callable                  # scenario file data, path -> start state
    observe: dict                    # observation name -> f(state, **args)
    random_setup: Callable
    invariants: Callable
    rule_prefix: str                 # digest rule ids of this game start with it
    scenario_fields: tuple = ()      # top-level fields of a scenario file the game's build reads
    bench_setups: tuple = ()         # (label, random_setup) pairs the benchmark measures one by one
    playout: Callable | None = None  # (legal, rng) -> the action a random playout takes (None: uniform)

    @property
    def name(self) -> str:
        return self.meta.name

    @property
    def examples(self) -> Path:
        return self.meta.folder / "examples"


@lru_cache(maxsize=None)
def games() -> tuple[GameMeta, ...]:
    """Every game rulekit has, by name."""
    return tuple(sorted((_read_meta(p) for p in ROOT.glob("*/meta.toml")), key=lambda m: m.name))


def names() -> tuple[str, ...]:
    return tuple(m.name for m in games())


def meta(name: str) -> GameMeta:
    """One game's metadata; ``DataError`` naming the game if rulekit has none by that name."""
    for m in games():
        if m.name == name:
            return m
    raise DataError("game", repr(name), f"not a rulekit game{suggest(name, names())}; "
                                        f"games are {', '.join(names())}")


@lru_cache(maxsize=None)
def spec(name: str) -> GameSpec:
    """One game's spec (imports its engine)."""
    m = meta(name)
    found = getattr(importlib.import_module(m.module), "SPEC", None)
    if not isinstance(found, GameSpec) or found.name != name:
        raise DataError(m.path, "module", f"{m.module} declares no SPEC for {name!r}")
    return found


def _read_meta(path: Path) -> GameMeta:
    r = Record(path, "", read_toml(path)).only(
        ("name", "title", "edition", "designer", "players", "levels", "level_word", "rulebooks",
         "module", "summary", "notebooks"))
    players = r.data.get("players")
    if not (isinstance(players, list) and players and all(isinstance(n, int) and n > 0 for n in players)):
        raise r.error("players", "must be a list of player counts")
    name = r.text("name")
    if name != path.parent.name:
        raise r.error("name", f"must be the package's folder name {path.parent.name!r}")
    return GameMeta(name, r.text("title"), r.text("edition"), r.text("designer"), tuple(players),
                    r.texts("levels"), r.text("level_word"), r.texts("rulebooks"), r.text("module"),
                    r.text("summary"), r.text("notebooks"), path)
