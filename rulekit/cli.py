"""The ``rulekit`` command.

``rulekit verify [--game G] [--json] [--checks] [EXAMPLE ...]`` replays every worked
example (or just those named: a scenario file, or an example id such as ``MO-EX-6``)
and says which pass. For the examples named (or with ``--checks``, for all), each
check is printed with the engine's value beside the rulebook's.

Exit status: 0 when every example passes; 1 when a well-formed example's
expectation differs from what the engine gives (or the engine refuses one of
its steps); 2 for a bad argument or a broken file — one line on stderr naming
the file and the field, never a traceback.

With ``--json`` the standard output is always one JSON document:

- a list of results (``id``, ``game``, ``title``, ``status`` of ``"passed"``
  or ``"failed"``, ``detail`` when failed, ``checks``) when the examples ran;
- on an error, an object ``{"error": {"kind", "file", "field", "message"}}``
  (``kind`` is ``"data"`` for a broken file, ``"usage"`` for a bad argument,
  ``"internal"`` for a fault of rulekit itself), with the exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys

from rulekit.core import registry, scenario
from rulekit.core.data import suggest
from rulekit.core.errors import DataError


class _Usage(Exception):
    """A bad command line (argparse's complaint, caught instead of exiting)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise _Usage(message)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="rulekit", description="Rules engines for civilization board games.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    verify = sub.add_parser("verify", help="replay every worked example from the rulebooks")
    verify.add_argument("--game", help=f"only this game ({', '.join(registry.names())})")
    verify.add_argument("--json", action="store_true", help="print JSON instead of a table")
    verify.add_argument("--checks", action="store_true",
                        help="print every check, the engine's value beside the rulebook's")
    verify.add_argument("files", nargs="*", metavar="EXAMPLE",
                        help="an example id (MO-EX-6) or a scenario file of your own, instead of every example")
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    as_json = "--json" in argv
    try:
        args = _parser().parse_args(argv)
        if args.game is not None and args.game not in registry.names():
            raise _Usage(f"--game {args.game!r}: not a rulekit game{suggest(args.game, registry.names())}; "
                         f"games are {', '.join(registry.names())}")
        found = [_named(f) for f in args.files] if args.files else scenario.discover(args.game)
        if args.game is not None and args.files:
            for s in found:
                if s.game != args.game:
                    raise DataError(s.path, "game", f"is {s.game!r}, but --game asks for {args.game!r}")
        results = [scenario.run(s) for s in found]
    except _Usage as err:
        return _error(as_json, "usage", "", "", str(err))
    except DataError as err:
        return _error(as_json, "data", err.file, err.field, err.reason)
    except RecursionError:
        return _error(as_json, "data", "", "", "a file nests too deeply to read")
    except Exception as err:  # noqa: BLE001 - the promise is one line, never a traceback
        return _error(as_json, "internal", "", "", f"{type(err).__name__}: {err}")
    if as_json:
        print(json.dumps([r.to_dict() for r in results], indent=2, ensure_ascii=False, default=repr))
    else:
        for r in results:
            print(f"{r.id:<10} {r.status:<7} {r.title}")
            if r.detail:
                print(f"           {r.detail}")
            if args.checks or args.files:
                for line in _checks(r):
                    print(f"           {line}")
        passed = sum(r.passed for r in results)
        print(f"{passed} passed, {len(results) - passed} failed")
    return 0 if all(r.passed for r in results) else 1


def _named(name: str) -> scenario.Scenario:
    """A scenario file, or the shipped worked example with that id (``MO-EX-6``)."""
    from pathlib import Path

    if Path(name).exists() or name.endswith(".toml") or "/" in name:
        return scenario.load(name)
    ids = [s.id for s in scenario.discover()]
    if name.upper() in ids:
        return scenario.by_id(name.upper())
    raise DataError(name, "example", "neither a file nor the id of a worked example" + suggest(name.upper(), ids))


def _checks(result) -> list[str]:
    """Each check of ``result`` in words: what is observed after which step, the engine's value and the
    rulebook's, and the check's note."""
    lines = []
    for c in result.checks:
        args = ", ".join(f"{k}={v}" for k, v in c["args"].items())
        mark = "ok " if c["ok"] else "BAD"
        lines.append(f"{mark} after step {c['after']}: {c['observe']}({args}): engine {c['got']!r}, "
                     f"rulebook {c['expected']!r}" + (f" — {c['note']}" if c["note"] else ""))
    return lines


def _error(as_json: bool, kind: str, file: str, field: str, message: str) -> int:
    """Say what is wrong on one line (and as JSON on stdout with ``--json``); exit status 2."""
    where = ": ".join(p for p in (file, field) if p)
    line = " ".join(f"rulekit: {where + ': ' if where else ''}{message}".split())
    print(line, file=sys.stderr)
    if as_json:
        print(json.dumps({"error": {"kind": kind, "file": file, "field": field, "message": message}},
                         ensure_ascii=False))
    return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
