"""The ``rulekit`` command.

``rulekit verify [--game G] [--json] [FILE ...]`` replays every worked example
(or just the scenario files named) and says which pass; it exits 1 if any
fails, 2 on a bad argument or a broken scenario file.
"""

from __future__ import annotations

import argparse
import json
import sys

from rulekit.core import registry, scenario
from rulekit.core.errors import DataError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="rulekit", description="Rules engines for civilization board games.")
    sub = parser.add_subparsers(dest="command", required=True)
    verify = sub.add_parser("verify", help="replay every worked example from the rulebooks")
    verify.add_argument("--game", help=f"only this game ({', '.join(registry.names())})")
    verify.add_argument("--json", action="store_true", help="print a JSON list instead of a table")
    verify.add_argument("files", nargs="*", help="scenario files of your own to check instead")
    args = parser.parse_args(argv)
    try:
        found = [scenario.load(f) for f in args.files] if args.files else scenario.discover(args.game)
    except DataError as err:
        print(f"rulekit: {err}", file=sys.stderr)
        return 2
    results = [scenario.run(s) for s in found]
    if args.json:
        print(json.dumps([r.to_dict() for r in results], indent=2, ensure_ascii=False))
    else:
        for r in results:
            print(f"{r.id:<10} {r.status:<7} {r.title}")
            if r.detail:
                print(f"           {r.detail}")
        passed = sum(r.passed for r in results)
        print(f"{passed} passed, {len(results) - passed} failed")
    return 0 if all(r.passed for r in results) else 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
