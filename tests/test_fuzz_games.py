"""Fuzzers for Mosaic, Civilization and Through the Ages (issue 22, point 4): what
``tests/test_fuzz.py`` does for Guns & Steel, over everything a user can hand these
three engines: action notation, action objects built by hand, ``new_game`` arguments,
saves (set-up games and custom starts), scenario files, the games' data folders and
the command line.

Each fuzzer asserts the same promises as Guns & Steel's:

- only ``InvalidAction``, ``IllegalAction`` or ``DataError`` escape;
- a refused input changes nothing (the position, the data handed in);
- ``why_not`` and ``apply`` agree;
- a save that loads is a playable position (its legal actions can be listed).

The runs are derandomized and small; ``pytest -s`` prints the inputs each tried.
"""

from __future__ import annotations

import copy
import json
import random
import shutil
from dataclasses import fields
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulekit.core import registry, scenario
from test_fuzz import ALLOWED, _agree, _damaged_text, _mutate, bounded, count, fuzz

GAMES = ("mosaic", "civ", "tta")


@pytest.fixture(scope="module", autouse=True)
def report():
    from test_fuzz import COUNTS
    yield
    print("\nfuzz inputs:", ", ".join(f"{k} {v}" for k, v in sorted(COUNTS.items())))


def _line(spec, seed: int, steps: int):
    """A random legal game of ``steps`` steps (fewer if it ends)."""
    rng = random.Random(seed)
    setup = spec.random_setup(rng)
    setup["seed"] = seed
    g = spec.new_game(**setup)
    for _ in range(steps):
        if g.is_over:
            break
        g = g.apply(rng.choice(g.legal_actions()))
    return g


_POSITIONS: dict[str, list] = {}


def positions(game: str) -> list:
    """A few positions of each game: the start, early, middle and late in a random game."""
    if game not in _POSITIONS:
        spec = registry.spec(game)
        _POSITIONS[game] = [_line(spec, 1, 0), _line(spec, 2, 15), _line(spec, 3, 60), _line(spec, 4, 250)]
    return _POSITIONS[game]


def _legal_texts(game: str) -> list[str]:
    return sorted({str(a) for g in positions(game) for a in g.legal_actions()})


WORDS = ["P1", "P0", "P9", "-1", "0", "99999999999999999999", "", " ", ",", "+", "for", "with", "pay", "x" * 200,
         "\x00", "٣", "done", "end", "take", "move", "build", "1,1", "-3,2", "ASSYRIA", "INFANTRY", "c-A-bronze"]


def _mutated_notation(game: str):
    base = st.sampled_from(_legal_texts(game))
    salad = st.lists(st.sampled_from(WORDS + [t.split()[0] for t in _legal_texts(game)]), max_size=7).map(" ".join)
    edits = st.tuples(base, st.integers(0, 40), st.integers(0, 6), st.text(max_size=6)).map(
        lambda t: t[0][:t[1]] + t[3] + t[0][t[1] + t[2]:])
    swap = st.tuples(base, st.sampled_from(WORDS)).map(lambda t: " ".join(t[0].split()[:-1] + [t[1]]))
    return st.one_of(base, salad, edits, swap, st.text(max_size=30))


@pytest.mark.parametrize("game", GAMES)
def test_fuzz_notation(game):
    @fuzz(250)
    @given(text=_mutated_notation(game), which=st.integers(0, 3))
    def run(text, which):
        count(f"{game} notation")
        g = positions(game)[which]
        before = g.snapshot()
        with bounded(f"{game}: apply {text!r}"):
            _agree(g, text)
        assert g.snapshot() == before
    run()


ODD_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.integers(10**20, 10**30),
                       st.floats(allow_nan=True), st.text(max_size=8), st.tuples(), st.lists(st.integers(), max_size=3),
                       st.tuples(st.integers(-2, 20), st.integers(-2, 20)), st.frozensets(st.text(max_size=3),
                                                                                          max_size=2))


def _objects(game: str):
    """Action objects built by hand: a kind of the game, each field a legal value seen in play or an odd one."""
    action_type = registry.spec(game).action_type
    kinds = sorted(action_type.KINDS.values(), key=lambda k: k.verb)
    seen: dict[tuple, list] = {}
    for g in positions(game):
        for a in g.legal_actions():
            for f in fields(a):
                seen.setdefault((type(a), f.name), []).append(getattr(a, f.name))

    @st.composite
    def build(draw):
        kind = draw(st.sampled_from(kinds))
        values = []
        for f in fields(kind):
            known = seen.get((kind, f.name))
            choices = [ODD_VALUES] + ([st.sampled_from(known)] * 3 if known else [])
            values.append(draw(st.one_of(*choices)))
        try:
            return kind(*values)
        except ValueError as refused:   # refused when built (a RulekitError, or a value its class names)
            return refused
    return build()


@pytest.mark.parametrize("game", GAMES)
def test_fuzz_action_objects(game):
    @fuzz(250)
    @given(move=_objects(game), which=st.integers(0, 3))
    def run(move, which):
        count(f"{game} action objects")
        if isinstance(move, Exception):
            return
        g = positions(game)[which]
        before = g.snapshot()
        with bounded(f"{game}: apply {move!r}"):
            _agree(g, move)
        assert g.snapshot() == before
    run()


def _setups(game: str):
    spec = registry.spec(game)
    honest = spec.random_setup(random.Random(5))
    odd = st.one_of(ODD_VALUES, st.sampled_from(["x", "advanced", "simple", "full", "printed", "Rome", 3, 2.0]))

    @st.composite
    def build(draw):
        kw = dict(honest)
        for _ in range(draw(st.integers(1, 3))):
            key = draw(st.sampled_from(sorted(kw) + ["zzz", "seed", "players", "level"]))
            if draw(st.booleans()) and key in kw:
                del kw[key]
            else:
                kw[key] = draw(odd)
        return kw
    return build()


@pytest.mark.parametrize("game", GAMES)
def test_fuzz_new_game_arguments(game):
    spec = registry.spec(game)

    @fuzz(120)
    @given(kw=_setups(game))
    def run(kw):
        count(f"{game} new_game arguments")
        kept = copy.deepcopy(kw)
        with bounded(f"{game}: new_game(**{kw!r})"):
            try:
                g = spec.new_game(**kw)
            except ALLOWED:
                pass
            except TypeError as err:    # Python's own refusal of an unknown keyword, before any game code
                assert "unexpected keyword argument" in str(err), err
            else:
                g.legal_actions()
                spec.state_type.from_dict(json.loads(json.dumps(g.to_dict())), "fuzz.json")
        assert kw == kept
    run()


def _saves(game: str) -> list[dict]:
    """Saves of set-up games and of custom starts (a worked example's start, played on a little)."""
    saves = [json.loads(json.dumps(g.to_dict())) for g in positions(game)[1:3]]
    example = sorted(registry.spec(game).examples.glob("*.toml"))[0]
    start = scenario.start(scenario.load(example))
    rng = random.Random(9)
    for _ in range(4):
        if start.is_over:
            break
        start = start.apply(rng.choice(start.legal_actions()))
    saves.append(json.loads(json.dumps(start.to_dict())))
    return saves


@pytest.mark.parametrize("game", GAMES)
def test_fuzz_saves(game):
    spec = registry.spec(game)
    saves = _saves(game)
    assert any(s["start"] == "custom" for s in saves) and any(s["start"] == "setup" for s in saves)

    @fuzz(200)
    @given(data=st.data())
    def run(data):
        count(f"{game} saves")
        save = data.draw(st.sampled_from(saves))
        broken = _mutate(save, data.draw, data.draw(st.integers(1, 3)))
        kept = copy.deepcopy(broken)
        with bounded(f"{game}: load a save"):
            try:
                g = spec.state_type.from_dict(broken, source="fuzz.json")
            except ALLOWED:
                pass
            else:
                assert isinstance(g, spec.state_type)
                g.legal_actions()
                g.status()
        assert broken == kept, "loading changed the data it was given"
    run()


@pytest.mark.parametrize("game", GAMES)
def test_fuzz_scenario_files(game, tmp_path_factory):
    texts = [p.read_text(encoding="utf-8") for p in sorted(registry.spec(game).examples.glob("*.toml"))]

    @fuzz(120)
    @given(data=st.data())
    def run(data):
        count(f"{game} scenario files")
        text = data.draw(_damaged_text(data.draw(st.sampled_from(texts))))
        path = tmp_path_factory.mktemp("scenario") / "example.toml"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        with bounded(f"{game}: run a scenario file"):
            try:
                result = scenario.run(scenario.load(path))
            except ALLOWED:
                pass
            else:
                assert isinstance(result.passed, bool)
    run()


def _cards_module(game: str):
    import importlib
    return importlib.import_module(f"rulekit.{game}.cards")


@pytest.mark.parametrize("game", GAMES)
def test_fuzz_data_files(game, tmp_path_factory):
    """A damaged data file in a copy of the game's data folder: the folder loads or is a DataError."""
    cards = _cards_module(game)
    folder = Path(cards.DATA)
    names = sorted(p.name for p in folder.glob("*.toml"))
    texts = {n: (folder / n).read_text(encoding="utf-8") for n in names}

    @fuzz(80)
    @given(data=st.data())
    def run(data):
        count(f"{game} data files")
        name = data.draw(st.sampled_from(names))
        here = tmp_path_factory.mktemp("data")
        copy_of = here / "data"
        shutil.copytree(folder, copy_of)
        (copy_of / name).write_text(data.draw(_damaged_text(texts[name])), encoding="utf-8",
                                    errors="surrogatepass")
        with bounded(f"{game}: load a damaged {name}"):
            try:
                cards.load(copy_of)
            except ALLOWED:
                pass
    run()


@pytest.mark.parametrize("game", GAMES)
def test_fuzz_data_records(game, tmp_path_factory):
    """A data file whose records are edited as data (a value replaced, dropped, added, of another type)."""
    import tomllib
    cards = _cards_module(game)
    folder = Path(cards.DATA)
    names = sorted(p.name for p in folder.glob("*.toml"))
    raw = {n: tomllib.loads((folder / n).read_text(encoding="utf-8")) for n in names}

    @fuzz(80)
    @given(data=st.data())
    def run(data):
        count(f"{game} data records")
        name = data.draw(st.sampled_from(names))
        edited = _mutate(raw[name], data.draw, data.draw(st.integers(1, 3)))
        here = tmp_path_factory.mktemp("records") / "data"
        shutil.copytree(folder, here)
        try:
            text = _toml(edited)
        except ValueError:              # a value TOML cannot hold (None, NaN keys): not a file anyone can write
            return
        (here / name).write_text(text, encoding="utf-8", errors="surrogatepass")
        with bounded(f"{game}: load edited records of {name}"):
            try:
                cards.load(here)
            except ALLOWED:
                pass
    run()


def _toml(data: dict) -> str:
    """``data`` written as TOML (inline tables and arrays: enough for a fuzzer)."""
    def value(v):
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, (int, float)):
            if v != v or v in (float("inf"), float("-inf")):
                return {True: "nan"}.get(v != v, "inf" if v > 0 else "-inf")
            return repr(v)
        if isinstance(v, str):
            return json.dumps(v)
        if isinstance(v, list):
            return "[" + ", ".join(value(x) for x in v) + "]"
        if isinstance(v, dict):
            return "{" + ", ".join(f"{json.dumps(str(k))} = {value(x)}" for k, x in v.items()) + "}"
        raise ValueError(type(v).__name__)
    return "\n".join(f"{json.dumps(str(k))} = {value(v)}" for k, v in data.items()) + "\n"


def test_the_toml_writer_round_trips():
    import tomllib
    data = {"card": [{"id": "a", "n": 2, "x": [1.5, True], "t": {"k": "v"}}], "ver": "1"}
    assert tomllib.loads(_toml(data)) == data


@pytest.mark.parametrize("game", GAMES)
def test_fuzz_cli(game, tmp_path_factory):
    """The command line on damaged scenario files of each game: exit 0, 1 or 2, one line on stderr for
    a broken file, never a traceback, valid JSON with --json."""
    import contextlib
    import io

    from rulekit import cli
    examples = sorted(registry.spec(game).examples.glob("*.toml"))
    texts = [p.read_text(encoding="utf-8") for p in examples[:6]]

    @fuzz(60)
    @given(data=st.data())
    def run(data):
        count(f"{game} cli")
        here = tmp_path_factory.mktemp("cli")
        broken = here / "broken.toml"
        broken.write_text(data.draw(_damaged_text(data.draw(st.sampled_from(texts)))), encoding="utf-8",
                          errors="surrogatepass")
        extra = data.draw(st.lists(st.sampled_from(["--json", "--game", game, "gunsteel", str(examples[0]),
                                                    str(here / "missing.toml")]), max_size=3))
        argv = ["verify", *extra, str(broken)]
        out, err = io.StringIO(), io.StringIO()
        with bounded(f"rulekit {' '.join(argv)}"), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = cli.main(argv)
            except SystemExit as stop:      # argparse refusing the arguments: its usage line, exit 2
                status = stop.code
        assert status in (0, 1, 2), status
        assert "Traceback" not in err.getvalue() + out.getvalue()
        if "--json" in argv and status != 2:
            json.loads(out.getvalue())
    run()
