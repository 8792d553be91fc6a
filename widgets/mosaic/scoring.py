"""An Empire Scoring as if it came now: each Region's Influence, first and second, ties.

Every number comes from ``rulekit.mosaic.scoring_preview``, which asks the
engine's own scoring functions (§C8, L1140-1171); this module only lays them
out as a table.

>>> import rulekit.mosaic as mo
>>> from rulekit.mosaic.scenarios import build
>>> import tomllib, pathlib
>>> path = pathlib.Path(mo.__file__).parent / "examples" / "MO-EX-21.toml"
>>> view = ScoringView(build(tomllib.loads(path.read_text()), "MO-EX-21"))
>>> view
ScoringView(7 Regions; this Scoring would give P1 12, P2 6, P3 0, P4 0 VP)
>>> "tie for first" in view.value and "P1 and P2 each score 6" in view.value
True
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

import rulekit.mosaic as mo
from rulekit_widgets.session import session_of

CELL = "padding:1px 6px;border-bottom:1px solid #eee;text-align:center"


def _who(seats) -> str:
    return " and ".join(f"P{i + 1}" for i in seats)


def outcome(r: dict) -> str:
    """One Region's result in words: who scores what, and the ties."""
    first, second = r["first"], r["second"]
    if not first:
        return "nobody has Influence here: nobody scores"
    if r["tie_first"]:
        return (f"tie for first: {_who(first)} each score {r['first_vp']} "
                f"(3 + {r['pieces']} Cities and Wonders); nobody is second; nobody controls")
    text = f"{_who(first)} first: {r['first_vp']} VP (3 + {r['pieces']} Cities and Wonders)"
    if r["tie_second"]:
        return text + f"; tie for second: {_who(second)} score nothing"
    if second:
        return text + f"; {_who(second)} second: 2 VP"
    return text + "; nobody second"


def scoring_html(state) -> str:
    preview = mo.scoring_preview(state)
    n = state.n
    head = "".join(f'<th style="{CELL}">P{i + 1}</th>' for i in range(n))
    rows = []
    for r in preview["regions"]:
        cells = []
        for i in range(n):
            mark = " ①" if i in r["first"] else " ②" if i in r["second"] else ""
            cells.append(f'<td style="{CELL}" data-seat="{i}" data-vp="{r["vp"][i]}">{r["influence"][i]}{mark}'
                         f'<br><small>{r["vp"][i]} VP</small></td>')
        rows.append(f'<tr data-region="{r["region"]}"><th style="{CELL};text-align:left">{escape(r["name"])} '
                    f'<i>({escape(r["name_pl"])})</i></th>{"".join(cells)}'
                    f'<td style="{CELL};text-align:left">{escape(outcome(r))}</td></tr>')
    for key, label in (("region_vp", "Regions"), ("government_vp", "Governments (§C8.1)"), ("total", "This Scoring")):
        cells = "".join(f'<td style="{CELL}" data-seat="{i}">{v}</td>' for i, v in enumerate(preview[key]))
        rows.append(f'<tr class="rk-total" data-row="{key}"><th style="{CELL};text-align:left">{label}</th>'
                    f'{cells}<td></td></tr>')
    return ('<div class="rk-scoring"><div style="font-weight:600">Empire Scoring if it came now '
            '(Influence per player; ① first, ② second; §C8, MO-R-38/39/40)</div>'
            '<table style="border-collapse:collapse;font-size:12px">'
            f'<tr><th></th>{head}<th style="text-align:left">outcome</th></tr>{"".join(rows)}</table></div>')


class ScoringView(w.HTML):
    """The Empire Scoring preview of the session's current state, kept up to date."""

    def __init__(self, state=None, *, session=None, **kwargs):
        super().__init__(**kwargs)
        self.session = session_of(state, session, "ScoringView")
        self.session.observe(self._redraw, names="version")
        self._redraw()

    def _redraw(self, change=None) -> None:
        self.value = scoring_html(self.session.state)

    def __repr__(self) -> str:
        s = self.session.state
        total = mo.scoring_preview(s)["total"]
        gives = ", ".join(f"P{i + 1} {v}" for i, v in enumerate(total))
        return f"ScoringView({len(s.in_play())} Regions; this Scoring would give {gives} VP)"
