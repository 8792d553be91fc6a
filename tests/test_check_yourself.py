"""Every chapter's "Check yourself" waits for the learner (issue: learning by clicking, point 3).

In each chapter notebook the section's questions are asked in the text and answered only inside a folded
answer (:func:`rulekit.teach.answer`): every code cell of the section ends with one, prints nothing outside it
and its stored output is the folded ``<details>`` block; the cell's code, which holds the answer's words, is
folded too (``jupyter.source_hidden``, which JupyterLab and JupyterLite honour); every paragraph of the section's text is a question,
with no answer after its question mark. nbval still compares the folded answer's text (its plain-text form).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
CHAPTERS = sorted(p for game in ("gunsteel", "mosaic", "civ", "tta") for p in (NOTEBOOKS / game).glob("*.ipynb")
                  if not p.name.startswith("9"))
#: after a paragraph's last question mark: closing bold, parenthesised references ((Q20), (L434-437)), nothing else
QUESTION_END = re.compile(r"\?(\*\*)?(\s*\([^)]*\))*\s*(\*\*)?\s*$", re.S)


def section(cells: list) -> list:
    """The cells of the notebook's "Check yourself" section (its heading to the next ``## `` heading)."""
    out, inside = [], False
    for cell in cells:
        text = "".join(cell["source"])
        if cell["cell_type"] == "markdown" and re.match(r"#{2} ", text):
            if inside:
                break
            inside = text.startswith("## Check yourself")
            rest = text.split("\n", 1)[1] if inside and "\n" in text else ""
            if inside and rest.strip():
                out.append({**cell, "source": [rest]})
            continue
        if inside:
            out.append(cell)
    return out


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_check_yourself_answers_wait_for_the_learner(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    cells = section(nb["cells"])
    if not cells:
        pytest.skip("no Check yourself section")
    codes = [c for c in cells if c["cell_type"] == "code"]
    assert codes, "the section checks nothing with the engine"
    for cell in codes:
        source = "".join(cell["source"])
        assert "teach.answer(" in source, f"a cell answers outside teach.answer:\n{source}"
        assert cell["metadata"].get("jupyter", {}).get("source_hidden") is True, \
            f"the cell's code (which holds the answer's words) is not folded in JupyterLab:\n{source}"
        streams = [o for o in cell.get("outputs", []) if o.get("output_type") == "stream"]
        assert not streams, f"a cell prints its answer outside the fold:\n{source}"
        folded = [o for o in cell.get("outputs", []) if '<details class="rk-answer">' in
                  "".join(o.get("data", {}).get("text/html", ""))]
        assert folded, f"the cell's stored output is not a folded answer:\n{source}"
    for cell in cells:
        if cell["cell_type"] != "markdown":
            continue
        for para in re.split(r"\n\s*\n", "".join(cell["source"]).strip()):
            if para.strip():
                assert QUESTION_END.search(para.strip()), f"text after a question gives the answer away:\n{para}"
