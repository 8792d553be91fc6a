"""Every game's engine throughput, measured against python-chess in the same run.

For each game in the registry (``rulekit.core.registry``; ``--game`` picks
one), plays random legal games for a fixed time and prints steps per second, and
python-chess (``list(board.legal_moves)`` + ``push``) in the same quarter-second
slices of the run, for half as long, and prints the ratio. Also reports the slowest single ``legal_actions()`` +
``apply()`` seen (and the slowest that had no full garbage collection of the
interpreter inside it), and how long ``import rulekit`` takes in a fresh
interpreter. On a machine shared with other work, wall-clock times include
moments when the process waits for a core, so the slowest step is also given
in processor time of this thread (``time.thread_time``).

Garbage collection stays on. Before the first game, the objects that already
exist (the interpreter's, the imported modules', python-chess's, the game's
card tables) are moved to the collector's permanent generation with
``gc.freeze()``, as long-running Python servers do after start-up: a full
collection then walks what the games create (their states and histories),
which is the engine's share, and not the import-time objects, which are not.
The report says how many objects were frozen, and how many tracked objects a
finished game's history holds.

The throughput of both engines is counted in the same bare loop: list the
legal moves, pick one at random, play it, with no timer around a step (python-
chess's loop never had one; two clock readings of this thread's processor time
cost about 2-4 us, a few per cent of a step). The step costs come from a
separate pass, interleaved with the first on the same stream of games, that
times each step: its median, 99.9th percentile and slowest; the slowest is named
(the decision, the action, the game's ``new_game`` arguments, whether a full
collection ran inside it), so a slow step can be looked for again.

Each timed step is also filed under the kind of decision it answered, and the
report gives each kind's median and 99.9th percentile, so a regression shows
where it is. The figures are written as JSON to ``benchmarks/results.json`` (not
committed); the run before is kept as ``benchmarks/results.previous.json``,
and each figure is printed beside the previous run's (``make bench``), so a
developer sees a drop before committing. Nothing here is a test: no figure
fails a build.

    python benchmarks/bench.py --seconds 5 [--game gunsteel] [--no-save]
"""

from __future__ import annotations

import argparse
import gc
import json
from array import array
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
RESULTS = Path(__file__).resolve().parent / "results.json"
PREVIOUS = RESULTS.with_name("results.previous.json")


class GameRun:
    """Random play of one registered game that can be resumed slice by slice (``setup``: the
    ``random_setup`` it plays, by default the game's)."""

    def __init__(self, spec, seed: int = 1, setup=None):
        self.spec, self.rng, self.game_no = spec, random.Random(seed), 0
        self.setup = setup or spec.random_setup
        self.pick = spec.playout                 # the game's way to pick a random playout's action
        self.g = self._new()
        # an array, not a list: the collector never walks it, so timing does not slow what it times
        self.steps, self.elapsed, self.times = 0, 0.0, array("d")
        self.engine_times, self.cpu_times, self.collected = array("d"), array("d"), False
        self.by_kind: dict[str, array] = {}
        #: the slowest timed step: (wall seconds, processor seconds, decision kind, action, game's set-up,
        #: legal actions, whether a full collection ran inside it), so a slow step can be looked for again
        self.worst = (0.0, 0.0, "", "", {}, 0, False)

    def _new(self):
        self.game_no += 1
        setup = self.setup_now = self.setup(self.rng)
        setup["seed"] = self.game_no
        return self.spec.new_game(**setup)

    def run(self, seconds: float) -> None:
        """Play for ``seconds`` in the loop python-chess's run uses (no timer around each step): the
        throughput the ratio compares."""
        start = clock = time.perf_counter()
        steps, g, rng, pick = 0, self.g, self.rng, self.pick
        while clock - start < seconds:
            if g.is_over:
                g = self.g = self._new()
            legal = g.legal_actions()
            g = self.g = g.apply(rng.choice(legal) if pick is None else pick(legal, rng))
            steps += 1
            clock = time.perf_counter()
        self.steps += steps
        self.elapsed += clock - start

    def run_timed(self, seconds: float) -> None:
        """Play on for ``seconds`` with each step timed (wall clock and this thread's processor time) and
        filed under the kind of decision it answered: the step costs. The timers cost about as much as a
        small step's work, so these steps are not counted in the throughput."""
        start = time.perf_counter()
        gc.callbacks.append(self._note_full_collection)
        try:
            while time.perf_counter() - start < seconds:
                if self.g.is_over:
                    self.g = self._new()
                self.collected = False
                tasks = self.g.tasks
                kind = tasks[0].kind if tasks else "-"
                t0, c0 = time.perf_counter(), time.thread_time()
                legal = self.g.legal_actions()
                a = self.rng.choice(legal) if self.pick is None else self.pick(legal, self.rng)
                self.g = self.g.apply(a)
                took, cpu = time.perf_counter() - t0, time.thread_time() - c0
                if took > self.worst[0]:
                    self.worst = (took, cpu, kind, str(a), dict(self.setup_now), len(legal), self.collected)
                self.times.append(took)
                try:
                    self.by_kind[kind].append(took)
                except KeyError:
                    self.by_kind[kind] = array("d", [took])
                self.cpu_times.append(cpu)
                if not self.collected:
                    self.engine_times.append(took)
        finally:
            gc.callbacks.remove(self._note_full_collection)

    def _note_full_collection(self, phase: str, info: dict) -> None:
        """Mark steps during which Python ran a full (generation 2) garbage collection."""
        if info["generation"] == 2:
            self.collected = True


class ChessRun:
    """Random legal python-chess play (``list(board.legal_moves)`` + ``push``)."""

    def __init__(self, seed: int = 1):
        import chess

        self.chess, self.rng = chess, random.Random(seed)
        self.board = chess.Board()
        self.steps, self.elapsed = 0, 0.0

    def run(self, seconds: float) -> None:
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            moves = list(self.board.legal_moves)
            if not moves or self.board.is_game_over(claim_draw=False) or self.board.ply() > 300:
                self.board = self.chess.Board()
                continue
            self.board.push(self.rng.choice(moves))
            self.steps += 1
        self.elapsed += time.perf_counter() - start


def import_time(runs: int = 5) -> float:
    """Best of ``runs`` fresh-interpreter timings of ``import rulekit``, in seconds."""
    code = "import time; t = time.perf_counter(); import rulekit; print(time.perf_counter() - t)"
    best = float("inf")
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
        best = min(best, float(out.stdout))
    return best


def main() -> None:
    from rulekit.core import registry

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time for each engine (default 5)")
    parser.add_argument("--game", choices=registry.names(), help="only this game (default: every game)")
    parser.add_argument("--no-save", action="store_true", help=f"do not write {RESULTS.name}")
    args = parser.parse_args()
    before = _load(RESULTS)
    results = {}
    for name in (args.game,) if args.game else registry.names():
        spec = registry.spec(name)
        for label, setup in spec.bench_setups or ((name, None),):
            results[label] = bench(spec, args.seconds, setup, label)
            _beside(label, results[label], before.get(label))
    ms = import_time() * 1000
    results["import rulekit ms"] = round(ms, 1)
    print(f"import rulekit: {ms:.1f} ms (goal <= 100 ms)" + _was(before.get("import rulekit ms"), " ms"))
    if not args.no_save:
        if RESULTS.exists():
            RESULTS.replace(PREVIOUS)
        RESULTS.write_text(json.dumps({**before, **results}, indent=1, sort_keys=True) + "\n")
        print(f"figures written to {RESULTS.relative_to(ROOT)}" + (" (the run before: " + PREVIOUS.name + ")"
                                                                 if PREVIOUS.exists() else ""))


def _load(path: Path) -> dict:
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _was(old, unit: str = "") -> str:
    return f" (last run: {old}{unit})" if isinstance(old, (int, float)) else ""


def _beside(name: str, now: dict, old) -> None:
    """The headline figures of this run beside the last run's, so a drop shows."""
    if not isinstance(old, dict):
        print(f"  (no earlier run of {name} recorded to compare with)")
        return
    rows = [("ratio vs python-chess", "ratio", "x", True), ("slowest step", "slowest_ms", " ms", False),
            ("99.9th percentile", "p999_ms", " ms", False), ("median", "median_us", " us", False)]
    for label, key, unit, higher_is_better in rows:
        a, b = old.get(key), now.get(key)
        if isinstance(a, (int, float)) and isinstance(b, (int, float)) and a:
            change = (b - a) / a * 100
            worse = change < -5 if higher_is_better else change > 5
            print(f"  {label}: {b}{unit} (last run {a}{unit}, {change:+.0f}%){'  <- worse' if worse else ''}")


def bench(spec, seconds: float, setup=None, label: str = "") -> None:
    """One game (``setup``: which of its random setups) against python-chess, interleaved in slices so
    both see the same machine load."""
    ours, chess = GameRun(spec, setup=setup), ChessRun()
    gc.collect()
    gc.freeze()
    frozen = gc.get_freeze_count()
    try:
        _bench(label or spec.name, seconds, ours, chess)
    finally:
        gc.unfreeze()
    tracked = tracked_per_game(spec, setup=setup)
    print(f"  full collections walked the games' objects only: {frozen:,} import-time objects frozen; "
          f"a finished game holds {tracked:,} tracked objects")
    return _figures(ours, chess) | {"tracked_objects": tracked}


def _figures(ours: "GameRun", chess: "ChessRun") -> dict:
    times = sorted(ours.times)
    rate, ch_rate = ours.steps / ours.elapsed, chess.steps / chess.elapsed
    return {
        "steps_per_s": round(rate), "chess_steps_per_s": round(ch_rate), "ratio": round(rate / ch_rate, 2),
        "median_us": round(times[len(times) // 2] * 1e6), "p999_ms": round(_pct(times, 0.999) * 1000, 2),
        "slowest_ms": round(times[-1] * 1000, 2),
        "kinds": {k: {"steps": len(v), "median_us": round(_pct(sorted(v), 0.5) * 1e6),
                      "p999_ms": round(_pct(sorted(v), 0.999) * 1000, 2)} for k, v in ours.by_kind.items()},
    }


def _pct(ordered, q: float) -> float:
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def tracked_per_game(spec, seed: int = 7, setup=None) -> int:
    """Garbage-collector-tracked objects a whole random game (states and history) adds."""
    rng = random.Random(seed)
    setup = (setup or spec.random_setup)(rng)
    setup["seed"] = seed
    gc.collect()
    before = len(gc.get_objects())
    g = spec.new_game(**setup)
    while not g.is_over:
        legal = g.legal_actions()
        g = g.apply(rng.choice(legal) if spec.playout is None else spec.playout(legal, rng))
    gc.collect()
    return len(gc.get_objects()) - before


def _bench(name: str, seconds: float, ours: GameRun, chess: ChessRun) -> None:
    slices = max(1, int(seconds / 0.25))
    for _ in range(slices):
        ours.run(seconds / slices)
        # python-chess, the yardstick, in the same slices for half as long: its rate is the same kind of
        # position and move generation all along, and steadier than a game's with its phases
        chess.run(seconds / slices / 2)
        ours.run_timed(seconds / slices / 2)
    rate, ch_rate = ours.steps / ours.elapsed, chess.steps / chess.elapsed
    times = sorted(ours.times)
    print(f"{name}: {ours.steps} steps in {ours.elapsed:.2f} s = {rate:,.0f} steps/s "
          f"({ours.game_no} games started)")
    print(f"python-chess: {chess.steps} steps in {chess.elapsed:.2f} s = {ch_rate:,.0f} steps/s")
    print(f"ratio {name}/python-chess: {rate / ch_rate:.2f}x (goal >= 1.0x)")
    print(f"legal_actions()+apply(), each timed in a separate pass of {len(times)} steps: "
          f"median {times[len(times) // 2] * 1e6:.0f} us, "
          f"99.9th percentile {times[int(len(times) * 0.999)] * 1000:.2f} ms, "
          f"slowest {times[-1] * 1000:.2f} ms (goal <= 5 ms)")
    print(f"  slowest step with no full garbage collection inside it: {max(ours.engine_times) * 1000:.2f} ms; "
          f"{len(ours.times) - len(ours.engine_times)} steps had one")
    print(f"  slowest step in processor time (this thread only, so not slowed by other processes): "
          f"{max(ours.cpu_times) * 1000:.2f} ms")
    took, cpu, kind, action, setup, n, collected = ours.worst
    print(f"  the slowest step ({took * 1000:.2f} ms, {cpu * 1000:.2f} ms processor time): {kind!r} answered with "
          f"{action!r} of {n} legal actions, in the game new_game({', '.join(f'{k}={v!r}' for k, v in setup.items())}); "
          f"a full collection inside it: {'yes' if collected else 'no'}")
    print("  step cost by decision kind (the kind the step answered): steps, median, 99.9th percentile")
    for kind, t in sorted(ours.by_kind.items(), key=lambda kv: -len(kv[1])):
        t = sorted(t)
        print(f"    {kind:<16} {len(t):>7}  {_pct(t, 0.5) * 1e6:>6.0f} us  {_pct(t, 0.999) * 1000:>6.2f} ms")


if __name__ == "__main__":
    main()
