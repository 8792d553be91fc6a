"""The Civilization map as an interactive widget (anywidget): click a square to act there.

Python owns the rules: :class:`MapView` writes plain data into traits
(``squares``, ``tiles``, ``cities``, ``players``, ``legend``, ``title``,
``subtitle``, ``status``, ``error``, ``message``, ``choices``) and
``static/civ_map.js`` draws them. A click comes back as ``pending``
(``"square:r,c"`` or ``"action:<notation>"``) and becomes an action passed to
the engine through the shared :class:`~rulekit_widgets.session.Session`. What a
click does is read from ``state.legal_actions()`` alone:

* the legal action whose ``square`` is the clicked square (``metropolis 1,2``,
  ``move 3 4,5``, ``placegp artist 0,1``, ``push 2 0,1`` ...) is played; when
  several are legal they are offered as buttons;
* while the metropolis upgrade is open (the engine's ``metropolis`` decision,
  or the one owed at the Start of Turn, L696-702), the legal expansion squares
  are highlighted, and a click on any other square is passed to the engine as
  ``metropolis r,c``: it refuses it, and its rule and reason show under the
  map; nothing changes.

The map is the engine's **teaching layout**, and its terrain comes from tile
images (unverified): the picture says both. Hut and village markers lie face
down (``h``/``v``); landmarks (★) are named; the five-player hole is black.

>>> from rulekit.civ import scenarios
>>> g = scenarios.build({"start": {"players": 2, "civs": ["Romans", "Arabs"], "phase": "research",
...                                "player": [{"seat": 0, "trade": 6}]}}, "<doctest>")
>>> view = MapView(g.apply("research Agriculture"))
>>> view.title.startswith("TEACHING LAYOUT"), sorted(c["id"] for c in view.squares if c["target"])
(True, ['1,2', '2,1'])
>>> view.click("0,1"), view.error.split(" (rule")[0]
(False, "illegal 'metropolis 0,1': the metropolis's outskirts would go off the map")
>>> view.click("1,2"), [(c["kind"], len(c["centres"]), c["outskirts"]) for c in view.cities if c["owner"] == 0]
(True, [('metropolis', 2, 10)])
"""

from __future__ import annotations

from dataclasses import fields
from html import escape
from pathlib import Path

import traitlets

from rulekit.civ import views
from rulekit.civ.svg import FACE_DOWN, HOLE_FILL, PLAYER_COLOURS, TERRAIN_COLOURS
from rulekit_widgets.board_view import BoardView, esm

STATIC = Path(__file__).resolve().parent.parent / "static"
SIZE = 34                       # square side in pixels
PAD, TOP = 8, 8
CITY_LETTER = {"city": "C", "capital": "★C", "metropolis": "M"}
FIGURE_LETTER = {"army": "A", "wagon": "W"}
MARKER_GLYPH = {"hut": "h", "village": "v", "landmark": "★"}
OCCUPANT_PREFIX = {"building": "", "wonder": "W ", "gp": "GP "}
UNKNOWN = "unknown"


def _parse(square) -> tuple:
    if isinstance(square, str):
        r, c = square.split(",")
        return int(r), int(c)
    return tuple(square)


def _square_fields(action) -> list:
    return [getattr(action, f.name) for f in fields(action) if f.name == "square"]


def actions_on(actions, square) -> list:
    """The actions whose ``square`` is ``square`` (the map's own kind of click)."""
    p = _parse(square)
    return [a for a in actions if p in _square_fields(a)]


# -- the data the browser draws --------------------------------------------------------------

def tile_name(tile: dict) -> str:
    """A tile in words (the engine's tiles have ids, not printed names; the id stays in ``data-tile``).

    >>> tile_name({"id": "home:Romans", "kind": "home", "civ": "Romans"}), tile_name({"id": "tile03", "kind": "neutral"})
    ('home tile of the Romans', 'a neutral tile')
    """
    if tile.get("kind") == "home" and tile.get("civ"):
        return f"home tile of the {tile['civ']}"
    return f"a {tile.get('kind') or 'map'} tile"


def square_cells(state, targets: set, refused: dict, marks: dict | None = None) -> list[dict]:
    """One plain dict per square of the map grid (see :func:`rulekit.civ.views.map_squares`);
    ``marks`` (``{"r,c": "A"}``) labels squares the page's text names."""
    out, marks = [], marks or {}
    tile_names = {t["id"]: tile_name(t) for t in views.map_facts(state)["tiles"]}
    for s in views.map_squares(state):
        r, c = s["pos"]
        sid = views.sq(s["pos"])
        x, y = PAD + c * SIZE, TOP + r * SIZE
        cell = {"id": sid, "row": r, "col": c, "x": x, "y": y, "hole": s["hole"], "face_up": s["face_up"],
                "terrain": s["terrain"], "tile": s["tile"], "target": sid in targets, "refused": refused.get(sid, ""),
                "marker": s["marker"], "glyph": MARKER_GLYPH.get(s["marker"], "") if s["face_up"] else "",
                "outskirts": s["outskirts"], "city": (s["city"] or {}).get("kind", ""),
                "owner": (s["city"] or {}).get("owner", -1), "occupant": "", "stacks": [],
                "mark": marks.get(sid, "")}
        if s["hole"]:
            cell.update(fill=HOLE_FILL, title=f"({sid}) the hole: not part of the map (L387-391)")
            out.append(cell)
            continue
        if not s["face_up"]:
            cell["fill"] = FACE_DOWN
        else:
            cell["fill"] = TERRAIN_COLOURS.get(s["terrain"], UNKNOWN)
        named = f"square {cell['mark']} " if cell["mark"] else ""
        what = [f"{named}({sid}) {tile_names.get(s['tile'], s['tile'])}: " + (s["terrain"] or "terrain not known")
                + ("" if s["face_up"] else " (face-down tile)")]
        if s["face_up"] and s["marker"] == "landmark":
            what.append(f"landmark: {s['marker_name']}")
        elif s["face_up"] and s["marker"]:
            what.append(f"a face-down {s['marker']} marker")
        if s["city"]:
            what.append(f"P{s['city']['owner'] + 1}'s {s['city']['kind']} (centre)"
                        + (f" with a {s['city']['marker']}" if s["city"]["marker"] else ""))
        if s["outskirts"]:
            what.append("outskirts of " + ", ".join(f"P{o + 1}" for o in s["outskirts"]))
        if s["occupant"]:
            kind, owner, name = s["occupant"]
            short = OCCUPANT_PREFIX[kind] + (name[:3] if kind == "gp" else name[:4])
            cell["occupant"] = short
            what.append(f"P{owner + 1}'s {'great person marker' if kind == 'gp' else kind}: {name}")
        stacks: dict = {}
        for fid, owner, kind, white in s["figures"]:
            stacks.setdefault(owner, []).append((kind, fid, white))
        for owner, figs in sorted(stacks.items()):
            label = "".join(FIGURE_LETTER[k] for k, _, _ in sorted(figs))
            names = ", ".join(f"{'white ' if w else ''}{k} {fid}" for k, fid, w in sorted(figs))
            cell["stacks"].append({"owner": owner, "label": label, "title": f"P{owner + 1}: {names}"})
            what.append(f"P{owner + 1}'s {names}")
        if cell["refused"]:
            what.append("refused: " + cell["refused"])
        elif cell["target"]:
            what.append("a click here is legal now")
        cell["title"] = "; ".join(what)
        out.append(cell)
    return out


def city_boxes(state) -> list[dict]:
    """One box per city over its centre square(s): a metropolis covers two (L655-658)."""
    out = []
    for city in sorted(state.cities, key=lambda c: (c.owner, c.centres)):
        rs, cs = [q[0] for q in city.centres], [q[1] for q in city.centres]
        out.append({"owner": city.owner, "kind": city.kind, "marker": city.marker,
                    "centres": [views.sq(q) for q in city.centres],
                    "outskirts": len(state.outskirts_of[city.centres[0]]),
                    "x": PAD + min(cs) * SIZE, "y": TOP + min(rs) * SIZE,
                    "w": (max(cs) - min(cs) + 1) * SIZE, "h": (max(rs) - min(rs) + 1) * SIZE,
                    "label": CITY_LETTER.get(city.kind, "C") + {"fortification": "+f", "caravan": "+c"}.get(
                        city.marker, ""),
                    "title": f"P{city.owner + 1}'s {city.kind} on " + " and ".join(views.sq(q) for q in city.centres)
                             + f": {len(state.outskirts_of[city.centres[0]])} outskirts squares"})
    return out


def legend(facts: dict) -> list[list[str]]:
    rows = [[TERRAIN_COLOURS[t], t] for t in TERRAIN_COLOURS]
    rows.append([UNKNOWN, "terrain not known (hatched)"])
    rows.append([FACE_DOWN, "face-down tile (not explored)"])
    if facts["hole"]:
        rows.append([HOLE_FILL, "the hole (five players): nothing enters it (L387-391)"])
    rows.append(["#ffffff", "★ landmark · h hut · v village (face down): TEACHING positions"])
    rows.append(["#ffffff", "C city · ★C capital · M metropolis (two centre squares) · dashed: outskirts · "
                            "A army · W wagon · GP great person · W wonder"])
    return rows


# -- the widget ----------------------------------------------------------------------------


class MapView(BoardView):
    """The map of a Civilization game: terrain, tiles, cities, figures, markers; click to act.

    Parameters
    ----------
    state : rulekit.civ.State, optional
        The position to show; a new :class:`Session` is made for it.
    session : Session, optional
        Share a session with other views instead (then leave ``state`` out).
    marks : dict, optional
        Labels for squares the text around the map names, ``{(r, c): "A"}`` (or ``{"r,c": "A"}``):
        drawn in the square's corner, as the chapter's static picture draws them.
    """

    _esm = esm("civ_map.js")
    _css = STATIC / "civ_map.css"

    squares = traitlets.List().tag(sync=True)
    tiles = traitlets.List().tag(sync=True)
    cities = traitlets.List().tag(sync=True)
    players = traitlets.List().tag(sync=True)
    legend = traitlets.List().tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    subtitle = traitlets.Unicode("").tag(sync=True)
    hint = traitlets.Unicode("").tag(sync=True)
    size = traitlets.Float(SIZE).tag(sync=True)
    #: square labels the page's text names (``{"r,c": "A"}``), drawn in each square's corner
    marks = traitlets.Dict()
    width = traitlets.Float(0).tag(sync=True)
    height = traitlets.Float(0).tag(sync=True)
    #: the browser's clicks: ``square:r,c`` (and ``action:notation``)
    INTENTS = {"square": "click"}

    # -- what a click does ----------------------------------------------------------
    def click(self, square) -> bool:
        """Do what a click on ``square`` (``"r,c"`` or ``(r, c)``) does; ``True`` if the state changed."""
        s = self.state
        p = _parse(square)
        played = self.offer(actions_on(s.legal_actions(), p))
        if played is not None:
            return played
        if views.metropolis_open(s):
            return self.session.play(f"metropolis {views.sq(p)}")      # the engine says why not
        self.session.error = ""
        self.session.message = f"Nothing to do on {views.sq(p)} now: no legal action names that square."
        return False

    # -- drawing -----------------------------------------------------------------------
    def _redraw(self, change=None) -> None:
        s = self.state
        legal = s.legal_actions() if not s.is_over else []
        targets = {views.sq(q) for a in legal for q in _square_fields(a)}
        refused, hint = {}, ""
        if views.metropolis_open(s):
            for row in views.expansion_squares(s):
                if not row["legal"]:
                    refused[views.sq(row["square"])] = f"{row['reason']} ({row['rule_ref']}, {row['rule_lines']})"
            hint = (f"P{s.to_move + 1}'s capital grows into a metropolis: click a highlighted square "
                    f"(the others beside the capital say on hover why not).")
        facts = views.map_facts(s)
        cells = square_cells(s, targets, refused, {views.sq(_parse(k)): v for k, v in self.marks.items()})
        title = f"TEACHING LAYOUT — not the printed map ({facts['name']})"
        subtitle = ("terrain: unverified (read from tile images); hatched = terrain not known"
                    if facts["terrain_unverified"] else "terrain: teaching (not read from any tile)")
        with self.hold_sync():
            self.title = title
            self.subtitle = subtitle
            self.squares = cells
            self.tiles = [{**t, "x": PAD + t["origin"][1] * SIZE, "y": TOP + t["origin"][0] * SIZE}
                          for t in facts["tiles"]]
            self.cities = city_boxes(s)
            self.players = [{"seat": p.seat, "civ": p.civ, "colour": PLAYER_COLOURS[p.seat % len(PLAYER_COLOURS)]}
                            for p in s.players]
            self.legend = legend(facts)
            self.hint = hint
            self.width = 2 * PAD + facts["cols"] * SIZE
            self.height = 2 * TOP + facts["rows"] * SIZE
            self.status = s.status()

    def __repr__(self) -> str:
        s = self.state
        doing = f"P{s.to_move + 1} to {s.decision.kind}" if s.decision else "game over"
        return f"MapView(teaching layout, {len(s.players)} players, {len(s.cities)} cities, {doing})"


def error_html(text: str) -> str:
    """An engine refusal as a red box (for the ipywidgets views)."""
    return f'<div class="rk-error" role="alert">{escape(text)}</div>' if text else ""
