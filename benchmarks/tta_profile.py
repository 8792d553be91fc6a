"""Where Through the Ages' engine spends its time, for whoever makes it faster.

Plays seeded random Simple games (players cycle 2..4) and prints:

- the slowest ``legal_actions()`` + ``apply()`` steps in processor time of this
  thread (``time.thread_time``), with where in the game they happened, the
  action, and how many legal actions the state before and after had;
- how the steps' time splits by the decision they answer (``turn``, ``event``,
  ``shortage``) and by the verb of the action chosen;
- cProfile's top functions by own time and by cumulative time.

Compare before and after a speed change, and check ``tests/test_tta_speed_safety.py``
(the fingerprint) still passes: an optimisation must not change behaviour.

    python benchmarks/tta_profile.py [--games 30] [--top 20]
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


def games(n: int):
    """Seeded random start states: players cycle 2..4, default rule readings."""
    from rulekit.tta import new_game

    for seed in range(n):
        yield seed, random.Random(seed), new_game(players=2 + seed % 3, seed=seed)


def _table(title: str, rows: dict, total: float) -> None:
    print(title)
    for key, (count, spent) in sorted(rows.items(), key=lambda kv: -kv[1][1]):
        print(f"  {key:12s} {count:7d}  {spent / total:6.1%}  {spent / count * 1e6:8.0f}")


def timed(n: int, top: int) -> None:
    """The import-time objects are frozen first (as benchmarks/bench.py does), so a full garbage
    collection walks only the games' objects and the slowest steps are the engine's."""
    gc.collect()
    gc.freeze()
    steps = []
    by_kind, by_verb = defaultdict(lambda: [0, 0.0]), defaultdict(lambda: [0, 0.0])
    for seed, rng, g in games(n):
        while not g.is_over:
            kind = g.tasks[0].kind if g.tasks else "-"
            t = time.thread_time()
            legal = g.legal_actions()
            a = rng.choice(legal)
            nxt = g.apply(a)
            took = time.thread_time() - t
            for table, key in ((by_kind, kind), (by_verb, a.verb)):
                table[key][0] += 1
                table[key][1] += took
            steps.append((took, seed, len(g.players), g.where(), str(a), len(legal),
                          0 if nxt.is_over else len(nxt.legal_actions())))
            g = nxt
    steps.sort(reverse=True)
    total = sum(s[0] for s in steps)
    print(f"{len(steps)} steps in {total:.2f} s of processor time = {len(steps) / total:,.0f} steps/s; "
          f"{sum(s[0] > 0.005 for s in steps)} over 5 ms, {sum(s[0] > 0.002 for s in steps)} over 2 ms")
    print("slowest steps (ms, seed, players, where, action, legal before, legal after):")
    for s in steps[:top]:
        print(f"  {s[0] * 1000:7.2f}  seed {s[1]} {s[2]}p  {s[3]}  {s[4]!r}  {s[5]} -> {s[6]}")
    _table("time by the decision answered (steps, share of time, mean us):", by_kind, total)
    _table("time by the verb chosen (steps, share of time, mean us):", by_verb, total)


def profiled(n: int, top: int) -> None:
    prof = cProfile.Profile()
    prof.enable()
    for _, rng, g in games(n):
        while not g.is_over:
            g = g.apply(rng.choice(g.legal_actions()))
    prof.disable()
    stats = pstats.Stats(prof)
    stats.sort_stats("tottime").print_stats(top)
    stats.sort_stats("cumulative").print_stats(top)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="random games to play (default 30)")
    parser.add_argument("--top", type=int, default=20, help="rows to print (default 20)")
    args = parser.parse_args()
    timed(args.games, args.top)
    profiled(max(1, args.games // 2), args.top)


if __name__ == "__main__":
    main()
