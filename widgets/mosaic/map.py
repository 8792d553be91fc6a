"""The Mosaic map as an interactive widget (anywidget): click a space to build, a Region to move.

Python owns the rules: :class:`MapView` writes plain data into traits
(``spaces``, ``borders``, ``regions``, ``players``, ``tools``, ``choices``,
``title``, ``status``, ``error``, ``message``) and ``static/mosaic_map.js``
draws them. A click comes back as ``pending`` (``"space:IT03"``,
``"region:ITALY"``, ``"action:<notation>"`` or ``"tool:<notation>"``) and
becomes actions passed to the engine through the shared
:class:`~rulekit_widgets.session.Session`. What a click does is read from
``state.legal_actions()`` alone, so a new kind of decision that names a space
or a Region works without a change here:

* a **space**: the legal action naming that space (``place IT03``). During a
  turn, the chosen *tool* (a legal Build action such as ``build - city``) is
  played first and the piece then placed on the space: one click, two actions,
  all or nothing (:meth:`Session.play_all`).
* a **Region**: the legal action whose ``region`` is that Region (a unit moved
  or recruited there); when several are legal they are offered as buttons.
* anything else is refused by the engine: its rule and reason show under the
  map and nothing changes.

The map is the **teaching map** of the rulebook's seven Regions (the printed
board's spaces are not in the text), and its title says so.

>>> import rulekit.mosaic as mo
>>> g = mo.new_game(players=3, seed=1)
>>> while g.decision.kind != "city":
...     g = g.apply(g.legal_actions()[0])
>>> view = MapView(g)
>>> view.title
'TEACHING MAP — not the printed board · 102 spaces · grey: out of play with 3 players'
>>> view.click("IB02")            # Iberia is out of play with 3 players
False
>>> view.error.split(" (rule")[0]
"illegal 'place IB02': IB02 is in Iberia, which is not in play with 3 players"
>>> view.click("IT03"), [(s["id"], s["piece"], s["owner"]) for s in view.spaces if s["piece"]]
(True, [('IT03', 'CITY', 0)])
"""

from __future__ import annotations

import math
from dataclasses import fields
from pathlib import Path

import traitlets

import rulekit.mosaic as mo
from rulekit.mosaic.svg import REGION_COLOURS
from rulekit_widgets.board_view import BoardView, esm
from rulekit_widgets.mosaic.words import in_words, name

STATIC = Path(__file__).resolve().parent.parent / "static"

#: Player colours on the map (presentation only; the rulebook's piece colours are not in the text).
PLAYER_COLOURS = ("#d62728", "#1f5fb4", "#1a8a3a", "#e08a00", "#7b3fb0", "#222222")
PIECE_LETTER = {"CITY": "C", "PORT_CITY": "P", "FARM": "F", "WORKSHOP": "W", "WONDER": "★"}
PIECE_NAME = {"CITY": "City", "PORT_CITY": "Port City", "FARM": "Farm", "WORKSHOP": "Workshop", "WONDER": "Wonder"}
UNIT_SHORT = {"INFANTRY": "Inf", "CAVALRY": "Cav", "SIEGE_ENGINE": "Siege"}
SIZE = 23                                   # hex radius in pixels
TOP, PAD = 30, 8
#: hex_neighbours' order (W, E, NW, NE, SW, SE) → the polygon's corners on that side
SIDE = ((3, 4), (0, 1), (4, 5), (5, 0), (2, 3), (1, 2))


def centre(row: int, col: int) -> tuple[float, float]:
    """Pixel centre of a pointy-top hex on the odd-r grid (the layout of ``map_svg``)."""
    w, h = math.sqrt(3) * SIZE, 1.5 * SIZE
    return PAD + w / 2 + col * w + (w / 2 if row % 2 else 0), TOP + SIZE + row * h


def corner(x: float, y: float, k: int) -> tuple[float, float]:
    a = math.radians(60 * k - 30)
    return round(x + SIZE * math.cos(a), 1), round(y + SIZE * math.sin(a), 1)


def _values(action) -> dict:
    return {f.name: getattr(action, f.name) for f in fields(action)}


def naming(actions, value: str, field: str | None = None) -> list:
    """The actions with ``value`` in a field (in ``field`` when given)."""
    return [a for a in actions if (value in _values(a).values() if field is None
                                   else _values(a).get(field) == value)]


# -- the data the browser draws --------------------------------------------------------------

def space_cells(state, targets: set) -> list[dict]:
    out = []
    for s in mo.map_spaces(state):
        x, y = centre(s["row"], s["col"])
        what = f"{s['id']}: {s['kind']} space, {name(s['region'])}"
        if not s["in_play"]:
            what += " (not in play)"
        if s["piece"]:
            what += f"; P{s['owner'] + 1}'s {PIECE_NAME[s['piece']]}"
        if s["token"]:
            what += "; a face-down Supply token" if s["token"] == "supply" else f"; Trade Good: {name(s['token'])}"
        out.append({**s, "token_name": name(s["token"]) if s["token"] else "",
                    "x": round(x, 1), "y": round(y, 1), "letter": PIECE_LETTER.get(s["piece"], ""),
                    "owner": -1 if s["owner"] is None else s["owner"], "target": s["id"] in targets,
                    "title": what, "points": " ".join(f"{a},{b}" for a, b in (corner(x, y, k) for k in range(6)))})
    return out


def region_borders(cells: list[dict]) -> list[list[float]]:
    """Line segments where a hex meets another Region or the sea (drawn thick)."""
    at = {(c["row"], c["col"]): c for c in cells}
    out = []
    for c in cells:
        up = 0 if c["row"] % 2 else -1
        near = [(c["row"], c["col"] - 1), (c["row"], c["col"] + 1), (c["row"] - 1, c["col"] + up),
                (c["row"] - 1, c["col"] + up + 1), (c["row"] + 1, c["col"] + up), (c["row"] + 1, c["col"] + up + 1)]
        for (i, j), cell in zip(SIDE, near):
            other = at.get(cell)
            if other is None or other["region"] != c["region"]:
                out.append([*corner(c["x"], c["y"], i), *corner(c["x"], c["y"], j)])
    return out


def region_cells(state, cells: list[dict], targets: set) -> list[dict]:
    """One badge per Region: who leads its Influence (the engine's Empire Scoring preview) and its units."""
    preview = {r["region"]: r for r in mo.scoring_preview(state)["regions"]}
    units = mo.region_units(state)
    out = []
    for region, colour in REGION_COLOURS.items():
        mine = [c for c in cells if c["region"] == region]
        x = sum(c["x"] for c in mine) / len(mine)
        y = sum(c["y"] for c in mine) / len(mine)
        r = preview.get(region)
        here = units.get(region, {})
        troops = [{"seat": seat, "text": f"P{seat + 1} " + " ".join(f"{n} {UNIT_SHORT[k]}" for k, n in sorted(u.items()))}
                  for seat, u in sorted(here.items())]
        if r is None:
            lead, text = [], "not in play"
        else:
            lead = r["first"]
            inf = " · ".join(f"P{i + 1} {v}" for i, v in enumerate(r["influence"]) if v)
            if not lead:
                text = "no Influence yet"
            elif len(lead) > 1:
                text = "tie: " + " and ".join(f"P{i + 1}" for i in lead) + f" lead ({inf})"
            else:
                text = f"P{lead[0] + 1} leads ({inf})"
        out.append({"id": region, "name": name(region), "colour": colour, "lead": lead, "text": text,
                    "x": round(x, 1), "y": round(y - SIZE * 0.6, 1), "units": troops, "in_play": r is not None,
                    "target": region in targets})
    return out


# -- the widget ----------------------------------------------------------------------------


class MapView(BoardView):
    """The teaching map of a Mosaic game: pieces, tokens, units and who leads each Region.

    Parameters
    ----------
    state : rulekit.mosaic.State, optional
        The position to show; a new :class:`Session` is made for it.
    session : Session, optional
        Share a session with other views instead (then leave ``state`` out).
    """

    _esm = esm("mosaic_map.js")
    _css = STATIC / "mosaic_map.css"

    spaces = traitlets.List().tag(sync=True)
    borders = traitlets.List().tag(sync=True)
    regions = traitlets.List().tag(sync=True)
    players = traitlets.List().tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    width = traitlets.Float(0).tag(sync=True)
    height = traitlets.Float(0).tag(sync=True)
    #: legal Build actions a click on a free space plays first (during a turn), and the chosen one
    tools = traitlets.List().tag(sync=True)
    #: each tool in words, as the drop-down shows it (its value stays the notation)
    tool_names = traitlets.List().tag(sync=True)
    tool = traitlets.Unicode("").tag(sync=True)
    #: the browser's clicks: ``space:ID``, ``region:ID``, ``tool:notation`` (and ``action:notation``)
    INTENTS = {"space": "click", "region": "click_region", "tool": "choose_tool"}

    # -- what a click does ----------------------------------------------------------
    def choose_tool(self, tool: str) -> None:
        """Pick the legal Build action a click on a free space plays first."""
        if tool in self.tools:
            self.tool = tool
            self._redraw()

    def click(self, space: str) -> bool:
        """Do what a click on ``space`` does; ``True`` if the state changed."""
        s = self.state
        legal = s.legal_actions()
        played = self.offer(naming(legal, space))
        if played is not None:
            return played
        if self.tool and self.tool in {str(a) for a in legal}:
            refusal = mo.why_not_build_on(s, self.tool, space)    # the engine's words, about this position
            if refusal is not None:
                self.session.error = str(refusal)
                return False
            return self.session.play_all([self.tool, *mo.least_money(s.apply(self.tool)), f"place {space}"])
        region = next((c["region"] for c in self.spaces if c["id"] == space), None)
        if region and any("region" in _values(a) for a in legal):
            return self.click_region(region)
        return self.session.play(f"place {space}")          # the engine says why not

    def click_region(self, region: str) -> bool:
        """Do what a click on ``region`` does: the legal action that brings something there."""
        s = self.state
        played = self.offer(naming(s.legal_actions(), region, "region"))
        if played is not None:
            return played
        units = s.players[s.to_move].units
        if units:                                             # the engine says why it cannot move there
            origin, kind = units[0]
            return self.session.play(f"move {kind} {origin} {region}")
        return self.session.play(f"recruit INFANTRY {region}")

    # -- drawing -----------------------------------------------------------------------
    def _targets(self, s, legal) -> tuple[set, set]:
        """The spaces and Regions a click on would be legal now."""
        spaces = {v for a in legal for v in _values(a).values() if isinstance(v, str)}
        regions = {_values(a)["region"] for a in legal if "region" in _values(a)}
        if self.tool in {str(a) for a in legal}:
            after = s.apply(self.tool)
            for pay in mo.least_money(after):
                after = after.apply(pay)
            spaces |= {v for a in after.legal_actions() for v in _values(a).values() if isinstance(v, str)}
        return spaces, regions

    def _redraw(self, change=None) -> None:
        s = self.state
        legal = s.legal_actions() if s.decision is not None else []
        tools = [str(a) for a in legal if a.verb == "build" and a.kind != "project"]
        if self.tool not in tools:
            self.tool = "build - city" if "build - city" in tools else (tools[0] if tools else "")
        spaces, regions = self._targets(s, legal)
        cells = space_cells(s, spaces)
        xs = [c["x"] for c in cells]
        ys = [c["y"] for c in cells]
        out = [name(r) for r in REGION_COLOURS if r not in s.in_play()]
        title = f"TEACHING MAP — not the printed board · {len(cells)} spaces" + (
            f" · grey: out of play with {s.n} players" if out else "")
        with self.hold_sync():
            self.title = title
            self.spaces = cells
            self.borders = region_borders(cells)
            self.regions = region_cells(s, cells, regions)
            self.players = [{"seat": p.seat, "name": p.name, "colour": PLAYER_COLOURS[p.seat],
                             "leader": name(p.leader) if p.leader else "", "leader_id": p.leader or ""}
                            for p in s.players]
            self.tools = tools
            self.tool_names = [in_words(t) for t in tools]
            self.width = max(max(xs) + SIZE + PAD, 7.2 * len(title) + 2 * PAD)
            self.height = max(ys) + SIZE + PAD
            self.status = s.status()

    def __repr__(self) -> str:
        s = self.state
        pieces = len(s.board)
        doing = f"P{s.to_move + 1} to {s.decision.kind}" if s.decision else "game over"
        return f"MapView(teaching map, {s.n} players, {pieces} pieces, {doing})"
