"""Worked examples as data, and the one runner that replays them.

A scenario file (TOML) holds one worked example from a rulebook:

``id``, ``game``, ``title``, ``rule`` (the digest's rule id), ``lines``
    which example, where the rulebook states it;
``summary``
    what it shows, in our words;
``[start]``
    a compact start state, read by the game's ``build`` function;
``steps``
    actions in the game's notation, applied in order;
``[[check]]``
    expectations: ``observe`` names one of the game's observations, ``args``
    its arguments, ``equals`` the rulebook's number or outcome, ``after`` the
    number of steps applied before looking (default: all), ``note`` why.

A game's registry spec (:mod:`rulekit.core.registry`) provides ``build(data,
path)`` returning the start state and ``observe``, a dict of observation
functions ``f(state, **args)``; :data:`COMMON` observations (phase, who is to
move, legal actions, the rule that refuses an action, scores …) work for
every game. The runner serves pytest, the notebooks and
``rulekit verify`` alike. Nothing here changes an expected value: when a check
fails the runner says which one, what the rulebook says and what the engine got.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from rulekit.core import registry
from rulekit.core.data import Record, plain, read_toml, suggest
from rulekit.core.errors import DataError, IllegalAction, InvalidAction, RulekitError

REQUIRED = ("id", "game", "title", "rule", "lines", "summary")
#: Every top-level field core reads; a game's ``build`` may accept more (its own cards …).
FIELDS = REQUIRED + ("steps", "start", "check")
CHECK_FIELDS = ("observe", "args", "equals", "after", "note")


@dataclass(frozen=True)
class Scenario:
    """One worked example, loaded and checked for shape (not yet run)."""

    id: str
    game: str
    title: str
    rule: str
    lines: str
    summary: str
    path: Path
    data: dict = field(repr=False)

    @property
    def steps(self) -> list[str]:
        return list(self.data.get("steps", []))

    @property
    def checks(self) -> list[dict]:
        return list(self.data.get("check", []))


@dataclass
class Result:
    """What running a scenario gave."""

    id: str
    game: str
    title: str
    status: str                       # "passed" or "failed"
    detail: str = ""
    checks: list[dict] = field(default_factory=list)
    states: list = field(default_factory=list, repr=False)

    @property
    def passed(self) -> bool:
        return self.status == "passed"

    @property
    def state(self):
        """The state after the last step (``None`` if the start failed)."""
        return self.states[-1] if self.states else None

    def report(self) -> str:
        """A plain-text table of every check: what the rulebook says, what the engine gives."""
        lines = [f"{self.id}: {self.title} — {self.status.upper()}"]
        for c in self.checks:
            args = ", ".join(f"{k}={v}" for k, v in c["args"].items())
            mark = "ok " if c["ok"] else "BAD"
            lines.append(f"  {mark} after step {c['after']}: {c['observe']}({args}) = {c['got']!r}"
                         + ("" if c["ok"] else f"  (rulebook: {c['expected']!r})")
                         + (f"  — {c['note']}" if c["note"] else ""))
        if self.detail and not self.checks:
            lines.append(f"  {self.detail}")
        return "\n".join(lines)

    def to_dict(self) -> dict:
        d = {"id": self.id, "game": self.game, "title": self.title, "status": self.status}
        if self.detail:
            d["detail"] = self.detail
        d["checks"] = self.checks
        return d


def load(path: str | Path) -> Scenario:
    """Read a scenario file; a broken one raises ``DataError`` naming the file and field.

    Unknown fields are refused, with the nearest name where one is near
    (``seeds`` → ``seed``, ``afer`` → ``after``); a game names the top-level
    fields of its own in its spec's ``scenario_fields``, and its ``build``
    checks them and ``[start]``.
    """
    path = Path(path)
    top = Record(path, "", read_toml(path))
    for key in top.data:
        if key not in FIELDS and suggest(key, FIELDS):
            raise top.error(key, "unknown field" + suggest(key, FIELDS))
    for key in REQUIRED:
        if not isinstance(top.data.get(key), str) or not top.data[key]:
            raise DataError(path, key, "missing or not a string")
    try:
        registry.meta(top.data["game"])
    except DataError as err:
        raise DataError(path, "game", err.reason) from None
    known = FIELDS + registry.spec(top.data["game"]).scenario_fields
    for key in top.data:
        if key not in known:
            raise top.error(key, "not a field of a scenario file" + suggest(key, known))
    steps = top.data.get("steps", [])
    if not isinstance(steps, list) or not all(isinstance(s, str) for s in steps):
        raise DataError(path, "steps", "must be a list of action strings")
    if not isinstance(top.data.get("start", {}), dict):
        raise DataError(path, "start", "must be a table ([start])")
    checks = top.data.get("check", [])
    if not isinstance(checks, list) or not checks:
        raise DataError(path, "check", "a worked example needs at least one [[check]]")
    for c in top.records("check"):
        c.only(CHECK_FIELDS)
        if "observe" not in c.data or "equals" not in c.data:
            raise DataError(path, c.where, "needs 'observe' and 'equals'")
        c.text("observe")
        c.table("args", {})
        c.whole("after", len(steps), minimum=0, maximum=len(steps))
        c.text("note", "", empty=True)
    d = top.data
    return Scenario(d["id"], d["game"], d["title"], d["rule"], d["lines"], d["summary"], path, d)


#: A game package's folders of scenarios: its worked examples, and where a rulebook has one, the
#: scenarios of its appendix of clarified rules and cards (Through the Ages' ``TTA-AP-…``).
FOLDERS = ("examples", "appendix")


def discover(game: str | None = None, folder: str = "examples") -> list[Scenario]:
    """Every scenario shipped with rulekit in ``folder`` (one of :data:`FOLDERS`; the worked examples by
    default), by game then id number."""
    if folder not in FOLDERS:
        raise ValueError(f"no scenario folder {folder!r}; the folders are {', '.join(FOLDERS)}")
    found = []
    for m in registry.games() if game is None else (registry.meta(game),):
        for path in sorted((m.folder / folder).glob("*.toml")):
            found.append(load(path))
    return sorted(found, key=lambda s: (s.game, _id_number(s.id)))


def by_id(example_id: str) -> Scenario:
    """The scenario ``example_id``: a worked example, or a scenario of a rulebook's appendix."""
    for folder in FOLDERS:
        for s in discover(folder=folder):
            if s.id == example_id:
                return s
    raise KeyError(f"no scenario with id {example_id!r}")


def _id_number(example_id: str) -> tuple:
    tail = example_id.rsplit("-", 1)[-1]
    return (int(tail), "") if tail.isdigit() else (0, tail)


def _spec(scenario: Scenario) -> registry.GameSpec:
    try:
        return registry.spec(scenario.game)
    except DataError as err:
        raise DataError(scenario.path, "game", err.reason) from None


def start(scenario: Scenario):
    """The scenario's start state."""
    return _spec(scenario).build(scenario.data, scenario.path)


def player_field(s, seat: int, field: str):
    """One field of one player, as it stands (the runner makes it JSON data). A game whose
    scenarios name derived values of a player (a strength, a score) answers those in its own
    ``player`` observation and leaves the fields to this one."""
    if not 0 <= seat < len(s.players):
        raise ValueError(f"no seat {seat} (seats 0-{len(s.players) - 1})")
    if field.startswith("_") or field not in type(s.players[seat])._layout()[0]:
        raise ValueError(f"{field!r} is not a field of a player")
    return getattr(s.players[seat], field)


#: Observations every game's states answer (a game adds its own in its spec's ``observe``).
COMMON = {
    "player": player_field,
    "phase": lambda s: s.phase,
    "deciding": lambda s: s.decision.kind if s.decision else "",
    "to_move": lambda s: s.to_move,
    "current": lambda s: s.current,
    "turn": lambda s: s.turn,
    "legal": lambda s: [str(a) for a in s.legal_actions()],
    "illegal_rule": lambda s, action: (lambda e: e.rule.ref if e else None)(s.why_not(action)),
    "is_over": lambda s: s.is_over,
    "scores": lambda s: list(s.scores()),
}


def observations(game: str) -> dict:
    """Every observation a scenario of ``game`` may name: the common ones and the game's."""
    return {**COMMON, **registry.spec(game).observe}


def run(scenario: Scenario) -> Result:
    """Replay a scenario and compare every check with the rulebook's outcome.

    An expectation the engine does not meet, or a step it refuses
    (``IllegalAction``), makes a failed :class:`Result`. A file that is broken —
    a start state that cannot be built, a step in no notation, an unknown
    observation or arguments it cannot take — raises ``DataError`` naming the
    file and the field instead: the example says nothing until it is mended.
    """
    spec = _spec(scenario)
    observe = {**COMMON, **spec.observe}
    path = scenario.path
    for i, check in enumerate(scenario.checks, 1):
        if check["observe"] not in observe:
            raise DataError(path, f"check {i}: field 'observe'",
                            f"unknown observation {check['observe']!r}" + suggest(check["observe"], observe))
    result = Result(scenario.id, scenario.game, scenario.title, "passed")
    try:
        states = [spec.build(scenario.data, path)]
    except DataError as err:
        raise err if err.file == str(path) else DataError(path, f"start: {err.field}", err.reason) from None
    except RulekitError as err:
        raise DataError(path, "start", str(err)) from None
    for i, text in enumerate(scenario.steps, 1):
        try:
            states.append(states[-1].apply(text))
        except InvalidAction as err:
            raise DataError(path, f"steps[{i}]", str(err)) from None
        except IllegalAction as err:
            return _fail(result, f"step {i} {text!r}: {err}")
    result.states = states
    for i, check in enumerate(scenario.checks, 1):
        after = check.get("after", len(scenario.steps))
        name = check["observe"]
        args = check.get("args", {})
        try:
            got = plain(observe[name](states[after], **args))
        except (RulekitError, LookupError, ValueError, TypeError, AttributeError) as err:
            raise DataError(path, f"check {i}: field 'args'",
                            f"{name}({', '.join(f'{k}={v!r}' for k, v in args.items())}) cannot be observed: "
                            f"{type(err).__name__}: {err}") from None
        want = check["equals"]
        ok = got == want
        result.checks.append({"observe": name, "args": args, "after": after, "expected": want,
                              "got": got, "ok": ok, "note": check.get("note", "")})
        if not ok:
            result.status = "failed"
            result.detail += (f"check {i} ({name} {args} after step {after}): "
                              f"rulebook says {want!r}, engine gives {got!r}. ")
    result.detail = result.detail.strip()
    return result


def _fail(result: Result, detail: str) -> Result:
    result.status = "failed"
    result.detail = detail
    return result
