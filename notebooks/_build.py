"""Run every notebook from its MyST source and store the outputs in the paired .ipynb.

    python notebooks/_build.py              # every notebook (what `make notebooks` runs)
    python notebooks/_build.py 07b index    # only those whose path contains one of the words
    python notebooks/_build.py --check      # run nothing: say which sources and notebooks disagree

The source of a notebook is ``NN-name.md`` (jupytext's ``md:myst`` format); the
``.ipynb`` beside it is written from it, executed, for nbval, GitHub and
nbviewer. Edit the ``.md``, never the ``.ipynb``.

The output is the same on every run, so re-running an unchanged notebook
leaves git clean: each cell's id is derived from its content; the kernel runs
with a fixed hash seed; no timing, no kernel version and no widget state is
stored (a widget's output keeps only its text, since its model id is random
and the model itself is not saved); consecutive prints are merged into one
output.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import jupytext
import nbformat

HERE = Path(__file__).resolve().parent
FORMAT = "md:myst"
WIDGET_MIME = ("application/vnd.jupyter.widget-view+json", "application/vnd.jupyter.widget-state+json")
#: Written under a widget's text in the stored notebook: the widget itself appears when the cell runs.
UNRUN_WIDGET = ("(an interactive view: run this cell, or Run > Run All Cells, to bring it up; "
                "it needs a running kernel)")
KERNEL = {"display_name": "Python 3", "language": "python", "name": "python3"}


def sources(root: Path = HERE) -> list[Path]:
    """Every MyST notebook source under ``root`` (a ``.md`` whose header names jupytext's myst format)."""
    found = []
    for path in sorted(root.rglob("*.md")):
        if ".ipynb_checkpoints" in path.parts:
            continue
        head = path.read_text(encoding="utf-8")[:400]
        if head.startswith("---") and "format_name: myst" in head:
            found.append(path)
    return found


def read_source(path: Path) -> nbformat.NotebookNode:
    """The notebook a source describes, with stable cell ids and plain metadata, not yet run."""
    nb = jupytext.read(path, fmt=FORMAT)
    nb.nbformat, nb.nbformat_minor = 4, 5
    nb.metadata = nbformat.from_dict({"kernelspec": nb.metadata.get("kernelspec", KERNEL),
                                      "language_info": {"name": "python"}})
    seen: dict[str, int] = {}
    for cell in nb.cells:
        digest = hashlib.sha1(f"{cell.cell_type}\n{cell.source}".encode()).hexdigest()[:8]
        seen[digest] = seen.get(digest, 0) + 1
        cell.id = digest if seen[digest] == 1 else f"{digest}-{seen[digest]}"
    return nb


def cells_of(nb) -> list[tuple[str, str]]:
    """What must agree between a source and its notebook: each cell's type and source."""
    return [(c.cell_type, c.source.rstrip()) for c in nb.cells]


def disagreement(source: Path) -> str | None:
    """Why ``source`` and its .ipynb disagree, or None when they hold the same cells."""
    paired = source.with_suffix(".ipynb")
    if not paired.exists():
        return f"{paired.name} is missing"
    want, have = cells_of(read_source(source)), cells_of(nbformat.read(paired, as_version=4))
    if len(want) != len(have):
        return f"{len(want)} cells in the source, {len(have)} in the notebook"
    for i, (w, h) in enumerate(zip(want, have)):
        if w[0] != h[0]:
            return f"cell {i} is {w[0]} in the source, {h[0]} in the notebook"
        for n, (a, b) in enumerate(zip(w[1].splitlines() + [""], h[1].splitlines() + [""]), 1):
            if a != b:
                return f"cell {i}, line {n}: source {a!r}, notebook {b!r}"
    return None


def clean(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """Drop what changes from run to run: timings, widget model ids and state."""
    nb.metadata.pop("widgets", None)
    nb.metadata["language_info"] = {"name": "python"}
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type != "code":
            continue
        outputs = []
        for out in cell.outputs:
            data = out.get("data")
            if data is not None:
                widget = any(data.pop(mime, None) is not None for mime in WIDGET_MIME)
                if not data:
                    continue
                if widget and "text/plain" in data:      # what an unrun cell shows in the widget's place
                    data["text/plain"] = "".join(data["text/plain"]).rstrip("\n") + "\n" + UNRUN_WIDGET
            out.pop("transient", None)
            outputs.append(out)
        cell.outputs = outputs
    return nb


def build(source: Path) -> tuple[Path, float]:
    """Execute one source and write its .ipynb; return the notebook's path and the seconds it took."""
    from nbclient import NotebookClient

    began = time.perf_counter()
    nb = read_source(source)
    os.environ["PYTHONHASHSEED"] = "0"          # the kernel inherits it: set order is fixed
    client = NotebookClient(nb, kernel_name="python3", timeout=600, record_timing=False, coalesce_streams=True,
                            resources={"metadata": {"path": str(source.parent)}})
    client.execute(stderr=subprocess.DEVNULL)   # the kernel's own log; a failing cell still raises
    target = source.with_suffix(".ipynb")
    nbformat.write(clean(nb), target)
    return target, time.perf_counter() - began


def main(argv: list[str]) -> int:
    words = [a for a in argv if not a.startswith("--")]
    chosen = [s for s in sources() if not words or any(w in str(s.relative_to(HERE)) for w in words)]
    if "--check" in argv:
        problems = [(s, disagreement(s)) for s in chosen]
        for s, why in problems:
            if why:
                print(f"{s.relative_to(HERE)}: {why}")
        return 1 if any(why for _, why in problems) else 0
    began = time.perf_counter()
    failed = 0
    with ProcessPoolExecutor(max_workers=min(4, os.cpu_count() or 1)) as pool:
        for source, job in [(s, pool.submit(build, s)) for s in chosen]:
            try:
                target, seconds = job.result()
                print(f"{seconds:5.1f}s  {target.relative_to(HERE.parent)}")
            except Exception as err:                    # a cell failed: show it, go on with the rest
                failed += 1
                plain = re.sub(r"\x1b\[[0-9;]*m", "", str(err))
                print(f"FAILED {source.relative_to(HERE.parent)}:\n{plain}", file=sys.stderr)
    print(f"{len(chosen) - failed} of {len(chosen)} notebooks in {time.perf_counter() - began:.1f}s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
