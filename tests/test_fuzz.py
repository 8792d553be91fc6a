"""Fuzzers (hypothesis) over everything a user can hand rulekit: action notation, saves,
scenario files, deck files and the command line (issue 7, point 8).

Each asserts the same three promises:

- only ``InvalidAction``, ``IllegalAction`` or ``DataError`` ever escape (the CLI: exit
  status 0, 1 or 2, one line on stderr, never a traceback, valid JSON with ``--json``);
- a refused input changes nothing (the state, the input data);
- every call returns within its bound: a per-example ``deadline`` and, around each call,
  an alarm that turns a hang into a failure (a guard, not a speed measurement).

The runs are derandomized and small (a few hundred inputs each) so that CI stays fast;
each test prints how many inputs it tried (``pytest -s tests/test_fuzz.py``).
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import signal
from datetime import timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rulekit.gunsteel as gs
from rulekit import cli
from rulekit.core import scenario
from rulekit.core.errors import DataError, IllegalAction, InvalidAction
from rulekit.gunsteel.actions import Action
from rulekit.gunsteel.cards import deck_from_dict, load_deck

ALLOWED = (InvalidAction, IllegalAction, DataError)
BOUND = 10          # seconds: far above any legitimate call, short enough to catch a hang
EXAMPLES = Path(gs.__file__).parent / "examples"
TEACHING = Path(gs.__file__).parent / "data" / "teaching.toml"
COUNTS: dict[str, int] = {}


def fuzz(n: int):
    """Settings of one fuzzer: ``n`` derandomized inputs, a per-example deadline."""
    return settings(max_examples=n, derandomize=True, deadline=timedelta(seconds=BOUND), database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.function_scoped_fixture])


@contextlib.contextmanager
def bounded(what: str):
    """Fail (instead of hanging) if the call inside takes longer than BOUND seconds."""
    def hang(signum, frame):
        raise AssertionError(f"{what} did not return within {BOUND} s")
    old = signal.signal(signal.SIGALRM, hang)
    signal.alarm(BOUND)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def count(name: str) -> None:
    COUNTS[name] = COUNTS.get(name, 0) + 1


@pytest.fixture(scope="module", autouse=True)
def report():
    yield
    print("\nfuzz inputs:", ", ".join(f"{k} {v}" for k, v in sorted(COUNTS.items())))


# -- positions to try actions on ----------------------------------------------------------


def _line(mode, players, seed, steps):
    import random
    rng = random.Random(seed)
    g = gs.new_game(players, mode, seed=seed)
    for _ in range(steps):
        if g.is_over:
            break
        g = g.apply(rng.choice(g.legal_actions()))
    return g


POSITIONS = [_line("new-world", 3, 1, 0), _line("renaissance", 2, 2, 30), _line("combined", 4, 3, 60),
             _line("new-world", 2, 4, 400)]
LEGAL_TEXT = sorted({str(a) for g in POSITIONS for a in g.legal_actions()}
                    | {"buy RP-G pay a,b trade FOOD+IRON+IRON>EARTH", "glory R-W-H1 from R-W-S2", "tribute P3",
                       "use NW-H1 pay red-2", "pass"})
WORDS = ["res", "tech", "use", "buy", "pay", "trade", "glory", "from", "claim", "pass", "tribute", "P1", "P9",
         "P0", "red-1", "blue-2", "H0", "S2", "RP-G", "RP-X", "FOOD+FOOD>IRON", "OIL+OIL>EARTH", ">", "+", ",",
         "", " ", "٣", "x" * 300, "\x00", "-1"]


def _mutated_notation():
    base = st.sampled_from(LEGAL_TEXT)
    word_salad = st.lists(st.sampled_from(WORDS), min_size=0, max_size=8).map(" ".join)
    edits = st.tuples(base, st.integers(0, 60), st.integers(0, 6), st.text(max_size=6)).map(
        lambda t: t[0][:t[1]] + t[3] + t[0][t[1] + t[2]:])
    return st.one_of(base, word_salad, edits, st.text(max_size=40))


@fuzz(400)
@given(text=_mutated_notation(), which=st.integers(0, len(POSITIONS) - 1))
def test_fuzz_action_notation(text, which):
    count("notation")
    g = POSITIONS[which]
    before = g.snapshot()
    with bounded(f"parse/apply {text!r}"):
        try:
            a = Action.parse(text)
        except InvalidAction:
            a = None
        if a is not None:
            assert Action.parse(str(a)) == a
        _agree(g, text)
    assert g.snapshot() == before


def _agree(g, move) -> None:
    """``why_not`` and ``apply`` agree on ``move``, only allowed errors escape, ``g`` is unchanged."""
    err = g.why_not(move)
    assert err is None or isinstance(err, ALLOWED)
    try:
        after = g.apply(move)
    except ALLOWED as refused:
        assert err is not None, f"why_not said legal, apply refused: {refused}"
    else:
        assert err is None and after is not g, f"why_not refused ({err}), apply took it"
        after.legal_actions()


@fuzz(200)
@given(value=st.one_of(st.none(), st.integers(), st.floats(), st.binary(max_size=8), st.lists(st.integers()),
                       st.dictionaries(st.text(max_size=3), st.integers(), max_size=2)))
def test_fuzz_non_text_actions(value):
    count("non-text actions")
    g = POSITIONS[1]
    before = g.snapshot()
    with bounded("apply a non-action"):
        with pytest.raises(ALLOWED):
            g.apply(value)
        assert isinstance(g.why_not(value), ALLOWED)
    assert g.snapshot() == before


# -- JSON-like data: saves and deck records -------------------------------------------------

JSON_LEAF = st.one_of(st.none(), st.booleans(), st.integers(-10**9, 10**9), st.floats(allow_nan=True),
                      st.text(max_size=12), st.sampled_from(["pass", "buy S9", "red-1", "over", "", "teaching"]))
JSON_VALUE = st.recursive(JSON_LEAF, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                             st.dictionaries(st.text(max_size=6), inner, max_size=4)),
                          max_leaves=8)


def _paths(data, prefix=()):
    yield prefix
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data[:12]):
            yield from _paths(v, prefix + (i,))


def _mutate(data, draw, rounds):
    """Apply ``rounds`` edits to a deep copy: replace, delete or add a value at a random path."""
    data = copy.deepcopy(data)
    for _ in range(rounds):
        paths = [p for p in _paths(data) if p]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        kind = draw(st.sampled_from(["replace", "delete", "add", "swap-type"]))
        key = path[-1]
        if kind == "replace":
            parent[key] = draw(JSON_VALUE)
        elif kind == "delete":
            del parent[key]
        elif kind == "add" and isinstance(parent, dict):
            parent[draw(st.text(max_size=8))] = draw(JSON_VALUE)
        elif kind == "add":
            parent.append(draw(JSON_VALUE))
        else:
            v = parent[key]
            parent[key] = str(v) if not isinstance(v, str) else ([v] if draw(st.booleans()) else -1)
    return data


SAVES = [json.loads(json.dumps(g.to_dict())) for g in POSITIONS[1:3]]


@fuzz(300)
@given(data=st.data())
def test_fuzz_saves(data):
    count("saves")
    save = data.draw(st.sampled_from(SAVES))
    broken = _mutate(save, data.draw, data.draw(st.integers(1, 4)))
    kept = copy.deepcopy(broken)
    with bounded("load a save"):
        try:
            g = gs.State.from_dict(broken, source="fuzz.json")
        except ALLOWED:
            pass
        else:
            assert isinstance(g, gs.State)
            g.legal_actions()
            str(g)
    assert broken == kept, "loading changed the data it was given"


DECK = None


def _teaching_raw():
    global DECK
    if DECK is None:
        import tomllib
        DECK = tomllib.loads(TEACHING.read_text(encoding="utf-8"))
    return DECK


@fuzz(300)
@given(data=st.data())
def test_fuzz_deck_records(data):
    count("deck records")
    raw = _mutate(_teaching_raw(), data.draw, data.draw(st.integers(1, 3)))
    kept = copy.deepcopy(raw)
    with bounded("load a deck and set up a game"):
        try:
            deck = deck_from_dict(raw, "fuzz-deck.toml", "fuzz-deck")
            for mode, players in (("new-world", 2), ("renaissance", 4), ("combined", 3)):
                g = gs.new_game(players, mode, seed=1, deck=deck)
                g.apply(g.legal_actions()[0])
        except ALLOWED:
            pass
    assert raw == kept, "loading changed the data it was given"


# -- files on disk: deck files and scenario files, damaged as text -------------------------


def _damaged_text(base: str):
    cut = st.tuples(st.integers(0, len(base)), st.integers(0, 40), st.text(max_size=10)).map(
        lambda t: base[:t[0]] + t[2] + base[t[0] + t[1]:])
    line_swap = st.tuples(st.integers(0, base.count("\n")), st.sampled_from(
        ['x = 1', '[[card]]', 'id = "a b"', 'count = -3', 'vp = 99999999999999999999', '[start]',
         'seeds = 3', 'after = "pass"', 'afer = 2', 'players = 9', '"\\ud800" = 1', 'a = [' * 50,
         'phase = "over"', 'set = "atlantis"', 'steps = ["buy S9"]'])).map(
        lambda t: "\n".join(base.splitlines()[:t[0]] + [t[1]] + base.splitlines()[t[0] + 1:]))
    return st.one_of(cut, line_swap)


DECK_TEXT = TEACHING.read_text(encoding="utf-8")


@fuzz(150)
@given(text=_damaged_text(DECK_TEXT), as_bytes=st.booleans())
def test_fuzz_deck_files(tmp_path_factory, text, as_bytes):
    count("deck files")
    path = tmp_path_factory.mktemp("deck") / "deck.toml"
    if as_bytes:
        path.write_bytes(text.encode("utf-8", "surrogatepass")[:-1] + b"\xff")
    else:
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
    with bounded("load a deck file"):
        try:
            deck = load_deck(path)
            g = gs.new_game(3, "renaissance", seed=2, deck=deck)
            g.legal_actions()
        except ALLOWED:
            pass


SCENARIO_TEXTS = [p.read_text(encoding="utf-8") for p in sorted(EXAMPLES.glob("*.toml"))]


@fuzz(250)
@given(data=st.data())
def test_fuzz_scenario_files(tmp_path_factory, data):
    count("scenario files")
    base = data.draw(st.sampled_from(SCENARIO_TEXTS))
    text = data.draw(_damaged_text(base))
    path = tmp_path_factory.mktemp("scenario") / "example.toml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    with bounded("load and run a scenario file"):
        try:
            result = scenario.run(scenario.load(path))
        except ALLOWED:
            pass
        else:
            assert isinstance(result.passed, bool)


# -- the command line -----------------------------------------------------------------------


@fuzz(120)
@given(data=st.data())
def test_fuzz_cli(tmp_path_factory, data):
    count("cli")
    here = tmp_path_factory.mktemp("cli")
    broken = here / "broken.toml"
    broken.write_text(data.draw(_damaged_text(SCENARIO_TEXTS[0])), encoding="utf-8", errors="surrogatepass")
    binary = here / "binary.toml"
    binary.write_bytes(b"\x00\xff\xfe" * 10)
    files = [str(broken), str(binary), str(here), str(here / "missing.toml"), str(EXAMPLES / "GS-EX-11.toml")]
    token = st.one_of(st.sampled_from(["--game", "--json", "gunsteel", "gunstel", "mosaic", "--help-me", "-x",
                                       "--game=", "verify"]), st.sampled_from(files), st.text(max_size=8))
    argv = data.draw(st.one_of(
        st.lists(token, max_size=4).map(lambda rest: ["verify", *rest, str(broken)]),
        st.lists(token, max_size=4)))
    out, err = io.StringIO(), io.StringIO()
    with bounded(f"rulekit {' '.join(argv)}"), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        helped = False
        try:
            status = cli.main(argv)
        except SystemExit as stop:          # argparse's own -h/--help: exit 0, no traceback
            status, helped = stop.code, True
    assert status in (0, 1, 2), status
    assert "Traceback" not in err.getvalue() and "Traceback" not in out.getvalue()
    if status == 2:
        assert len(err.getvalue().strip().splitlines()) == 1
    if "--json" in argv and not helped:
        json.loads(out.getvalue())
