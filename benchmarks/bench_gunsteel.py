"""Guns & Steel engine throughput, measured against python-chess in the same run.

Plays random legal games for a fixed time and prints steps per second, then
does the same with python-chess (``list(board.legal_moves)`` + ``push``) and
prints the ratio. Also reports the slowest single ``legal_actions()`` +
``apply()`` seen, and how long ``import rulekit`` takes in a fresh interpreter.

    python benchmarks/bench_gunsteel.py --seconds 5
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def bench_gunsteel(seconds: float, seed: int = 1) -> tuple[int, float, float]:
    """(steps, elapsed, slowest step) of random Guns & Steel play."""
    import rulekit.gunsteel as gs

    rng = random.Random(seed)
    steps, slowest = 0, 0.0
    start = time.perf_counter()
    game_no = 0
    while time.perf_counter() - start < seconds:
        g = gs.new_game(players=rng.choice(gs.PLAYERS), card_set=rng.choice(gs.MODES), seed=game_no)
        game_no += 1
        while not g.is_over:
            t0 = time.perf_counter()
            g = g.apply(rng.choice(g.legal_actions()))
            slowest = max(slowest, time.perf_counter() - t0)
            steps += 1
    return steps, time.perf_counter() - start, slowest


def bench_chess(seconds: float, seed: int = 1) -> tuple[int, float]:
    """(steps, elapsed) of random legal python-chess play."""
    import chess

    rng = random.Random(seed)
    steps = 0
    start = time.perf_counter()
    board = chess.Board()
    while time.perf_counter() - start < seconds:
        moves = list(board.legal_moves)
        if not moves or board.is_game_over(claim_draw=False) or board.ply() > 300:
            board = chess.Board()
            continue
        board.push(rng.choice(moves))
        steps += 1
    return steps, time.perf_counter() - start


def import_time(runs: int = 5) -> float:
    """Best of ``runs`` fresh-interpreter timings of ``import rulekit``, in seconds."""
    code = "import time; t = time.perf_counter(); import rulekit; print(time.perf_counter() - t)"
    best = float("inf")
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
        best = min(best, float(out.stdout))
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time for each engine (default 5)")
    args = parser.parse_args()
    gs_steps, gs_time, slowest = bench_gunsteel(args.seconds)
    ch_steps, ch_time = bench_chess(args.seconds)
    gs_rate, ch_rate = gs_steps / gs_time, ch_steps / ch_time
    print(f"gunsteel: {gs_steps} steps in {gs_time:.2f} s = {gs_rate:,.0f} steps/s")
    print(f"python-chess: {ch_steps} steps in {ch_time:.2f} s = {ch_rate:,.0f} steps/s")
    print(f"ratio gunsteel/python-chess: {gs_rate / ch_rate:.2f}x (goal >= 1.0x)")
    print(f"slowest legal_actions()+apply(): {slowest * 1000:.2f} ms (goal <= 5 ms)")
    print(f"import rulekit: {import_time() * 1000:.1f} ms (goal <= 100 ms)")


if __name__ == "__main__":
    main()
