"""Where a game's engine spends its time, for whoever makes it faster.

Plays seeded random games of one game of the registry (set up as the
conformance kit and the benchmark set them up: its spec's ``random_setup``)
and prints:

- the slowest ``legal_actions()`` + ``apply()`` steps in processor time of this
  thread (``time.thread_time``), with where in the turn they happened, the
  action, and how many legal actions the state before and after had;
- how the steps' time splits by the kind of decision they answer;
- cProfile's top functions by own time and by cumulative time.

Compare before and after a speed change, and check the game's
``tests/test_<game>_speed_safety.py`` (the fingerprint) still passes: an
optimisation must not change behaviour. Objects that exist before the first game
(the imports) are frozen out of the collector first, as ``bench.py`` does.

    python benchmarks/where_time_goes.py --game civ [--games 12] [--top 20]
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import pstats
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def games(spec, n: int, setup=None):
    """Seeded random start states, as the game's spec sets them up (``setup``: one of its
    ``bench_setups``, by default its ``random_setup``)."""
    for seed in range(n):
        rng = random.Random(seed)
        yield seed, rng, spec.new_game(**(setup or spec.random_setup)(rng))


def timed(spec, n: int, top: int, setup=None) -> None:
    steps, by_kind = [], defaultdict(lambda: [0, 0.0])
    for seed, rng, g in games(spec, n, setup):
        while not g.is_over:
            kind = g.decision.kind if g.decision is not None else "-"
            t = time.thread_time()
            legal = g.legal_actions()
            a = rng.choice(legal) if spec.playout is None else spec.playout(legal, rng)
            nxt = g.apply(a)
            took = time.thread_time() - t
            by_kind[kind][0] += 1
            by_kind[kind][1] += took
            steps.append((took, seed, len(g.players), g.where(), str(a), len(legal),
                          0 if nxt.is_over else len(nxt.legal_actions())))
            g = nxt
        g = nxt = None      # the finished game is freed here, not inside the next game's first timed step
    steps.sort(reverse=True)
    total = sum(s[0] for s in steps)
    print(f"{len(steps)} steps in {total:.2f} s of processor time = {len(steps) / total:,.0f} steps/s; "
          f"{sum(s[0] > 0.005 for s in steps)} over 5 ms, {sum(s[0] > 0.002 for s in steps)} over 2 ms")
    print("slowest steps (ms, seed, players, where, action, legal before, legal after):")
    for s in steps[:top]:
        print(f"  {s[0] * 1000:7.2f}  seed {s[1]} {s[2]}p  {s[3]}  {s[4]!r}  {s[5]} -> {s[6]}")
    print("time by the decision answered (steps, share of time, mean us):")
    for kind, (count, spent) in sorted(by_kind.items(), key=lambda kv: -kv[1][1]):
        print(f"  {kind:12s} {count:7d}  {spent / total:6.1%}  {spent / count * 1e6:8.0f}")


def profiled(spec, n: int, top: int, setup=None) -> None:
    prof = cProfile.Profile()
    prof.enable()
    for _, rng, g in games(spec, n, setup):
        while not g.is_over:
            legal = g.legal_actions()
            g = g.apply(rng.choice(legal) if spec.playout is None else spec.playout(legal, rng))
    prof.disable()
    stats = pstats.Stats(prof)
    stats.sort_stats("tottime").print_stats(top)
    stats.sort_stats("cumulative").print_stats(top)


def main() -> None:
    from rulekit.core import registry

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=registry.names(), required=True, help="which game")
    parser.add_argument("--games", type=int, default=12, help="random games to play (default 12)")
    parser.add_argument("--top", type=int, default=20, help="rows to print (default 20)")
    parser.add_argument("--setup", help="one of the game's benchmark setups by label (tta-advanced …)")
    args = parser.parse_args()
    spec = registry.spec(args.game)
    setups = dict(spec.bench_setups)
    if args.setup is not None and args.setup not in setups:
        parser.error(f"--setup must be one of {', '.join(setups) or '(none: this game has one setup)'}")
    setup = setups.get(args.setup)
    gc.collect()
    gc.freeze()
    timed(spec, args.games, args.top, setup)
    profiled(spec, max(1, args.games // 2), args.top, setup)


if __name__ == "__main__":
    main()
