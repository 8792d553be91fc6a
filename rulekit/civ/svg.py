"""Civilization's pictures, drawn with the standard library (:mod:`rulekit.core.svg`).

:func:`map_svg` draws a :class:`~rulekit.civ.board.Board` square by square,
coloured by terrain; what is not printed fact says so **on the picture**:

* every layout's title reads "TEACHING LAYOUT — not the printed map";
* a line reads "terrain: unverified (read from tile images)", and a square
  whose terrain the images did not give is hatched grey;
* the landmarks (★) and the huts (h) / villages (v) sit on teaching squares,
  and the legend says so; the five-player hole is drawn black.

Overlays come as plain values, so any state can be drawn: ``explored`` tile
ids (the others are face down), ``cities`` as ``(seat, kind, centres)``,
``figures`` as ``(seat, kind, pos)``, ``marks`` ``{pos: text}`` and
``highlight`` squares (a capital's legal expansion squares, say).

:func:`pyramid_svg` draws a tech pyramid (:func:`rulekit.civ.graphs.pyramid_graph`).

>>> from rulekit.civ.board import layout
>>> pic = map_svg(layout(2, ("Romans", "Arabs"), seed=0))
>>> pic, "TEACHING LAYOUT" in pic, "unverified" in pic
(Svg(map: teaching layout, 2 players, 8x16, 8 tiles), True, True)
"""

from __future__ import annotations

from typing import Iterable

from rulekit.civ import rulebook as rb
from rulekit.civ.board import TILE, Board, outskirts
from rulekit.civ.graphs import ROMAN, pyramid_graph
from rulekit.core.svg import Svg, document, graph_svg, render, sub

#: Terrain colours (ours; the tiles' printed art is not reproduced).
TERRAIN_COLOURS = {"grassland": "#9ccc65", "forest": "#2e7d32", "mountain": "#8d6e63", "desert": "#e8cf7a",
                   "water": "#4f8fd6"}
UNKNOWN_FILL = "url(#unknown)"
FACE_DOWN = "#6b6b6b"
HOLE_FILL = "#111"
#: One colour per seat (ours: the box's colours are not in the text).
PLAYER_COLOURS = ("#d62728", "#1f77b4", "#ff7f0e", "#9467bd", "#e7298a")
FIGURE_MARKS = {"army": "A", "wagon": "W"}         # a stack shows one letter per figure ("AW")
CITY_MARKS = {"city": "C", "capital": "★C", "metropolis": "M"}


def _parts(item, names):
    """A plain tuple's first fields, or an object's attributes of those names ("centres" or "centers")."""
    if type(item) is tuple:
        return item[:len(names)]
    return tuple(getattr(item, n) if hasattr(item, n) else getattr(item, n.replace("centers", "centres"))
                 for n in names)


def map_svg(board: Board, *, explored: Iterable[str] | None = None, cities: Iterable = (),
            figures: Iterable = (), marks: dict | None = None, highlight: Iterable = (),
            features: dict | None = None, title: str | None = None, size: float = 22) -> Svg:
    """The map, square by square, with optional overlays (see the module's notes).

    >>> from rulekit.civ.board import cv_ex_4_board
    >>> b, named = cv_ex_4_board()
    >>> pic = map_svg(b, cities=[(3, "capital", (named["capital"],))], figures=[(0, "army", named["D"])],
    ...               marks={named[k]: k for k in "ABCD"}, highlight=[named["A"], named["B"]])
    >>> pic.count('class="square '), pic.count('class="figure'), pic.count('class="highlight"')
    (64, 1, 2)
    >>> "SYNTHETIC" in pic, "teaching" in pic, pic == map_svg(b, cities=[(3, "capital", (named["capital"],))],
    ...     figures=[(0, "army", named["D"])], marks={named[k]: k for k in "ABCD"},
    ...     highlight=[named["A"], named["B"]])
    (True, True, True)
    """
    explored = None if explored is None else set(explored)
    features = board.features if features is None else features
    marks = marks or {}
    highlight = set(highlight)
    pad, top = 10, 62
    legend_lines = _legend(board)
    width = max(2 * pad + board.cols * size, 560, 2 * pad + 6 * len(board.note))
    height = top + board.rows * size + pad + 18 * len(legend_lines) + 8
    root = document(width, height, **{"class": "rk-map"})
    defs = sub(root, "defs")
    pattern = sub(defs, "pattern", id="unknown", width=6, height=6, patternUnits="userSpaceOnUse")
    sub(pattern, "rect", x=0, y=0, width=6, height=6, fill="#cfcfcf")
    sub(pattern, "path", d="M0,6 L6,0", stroke="#888", stroke_width=1)
    if title is None:
        title = (f"TEACHING LAYOUT — not the printed map ({board.name})" if board.players
                 else f"{board.name}")
    sub(root, "text", title, x=pad, y=18, font_size=13, font_weight="bold", fill="#222")
    from_images = any(t.confidence == "unverified" for t in board.tiles)
    sub(root, "text", "terrain: unverified (read from tile images); hatched = terrain not known" if from_images
        else "terrain: teaching (a synthetic board, not read from any tile)", x=pad, y=36, font_size=11,
        fill="#444")
    if board.note:
        sub(root, "text", board.note, x=pad, y=52, font_size=10, fill="#666")

    def xy(p):
        return pad + p[1] * size, top + p[0] * size

    grid = sub(root, "g", **{"class": "squares", "stroke": "#fff", "stroke-width": 0.6})
    for r in range(board.rows):
        for c in range(board.cols):
            p = (r, c)
            x, y = xy(p)
            if p in board.hole:
                g = sub(grid, "g", **{"class": "square hole", "data-square": f"{r},{c}", "data-node": f"{r},{c}"})
                sub(g, "rect", x=x, y=y, width=size, height=size, fill=HOLE_FILL)
                continue
            tile = board.tile_of[p]
            face_up = explored is None or tile in explored
            terrain = board.terrain[p]
            fill = (TERRAIN_COLOURS[terrain] if terrain else UNKNOWN_FILL) if face_up else FACE_DOWN
            g = sub(grid, "g", **{"class": f"square {terrain or 'unknown'}" + ("" if face_up else " face-down"),
                                  "data-square": f"{r},{c}", "data-node": f"{r},{c}"})
            sub(g, "title", f"({r}, {c}) {tile}: {terrain or 'terrain not known'}"
                + ("" if face_up else " (face down)"))
            sub(g, "rect", x=x, y=y, width=size, height=size, fill=fill)
            feature = features.get(p)
            if feature and face_up:
                text = "★" if feature.startswith("landmark:") else {"hut": "h", "village": "v"}.get(feature, "⌂")
                sub(g, "text", text, x=x + size / 2, y=y + size * 0.68, font_size=size * 0.55, fill="#111",
                    text_anchor="middle", stroke="none", **{"class": "feature"})
    tiles = sub(root, "g", **{"class": "tiles", "fill": "none", "stroke": "#222", "stroke-width": 1.6})
    for t in sorted(board.tiles, key=lambda t: t.origin):
        x, y = xy(t.origin)
        sub(tiles, "rect", x=x, y=y, width=TILE * size, height=TILE * size, **{"data-tile": t.id})
        if t.kind == "home":
            sub(root, "text", t.civ, x=x + 3, y=y + TILE * size - 3, font_size=9, font_weight="bold", fill="#111")
    for p in sorted(highlight):
        x, y = xy(p)
        sub(root, "rect", x=x + 2, y=y + 2, width=size - 4, height=size - 4, fill="none", stroke="#ffeb3b",
            stroke_width=3, **{"class": "highlight"})
    for item in sorted(cities, key=lambda i: repr(_parts(i, ("owner", "kind", "centers")))):
        seat, kind, centres = _parts(item, ("owner", "kind", "centers"))
        marker = getattr(item, "marker", "")
        colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
        g = sub(root, "g", **{"class": f"city {kind}", "data-seat": seat})
        for q in sorted(outskirts(centres)):
            if q in board.tile_of:
                x, y = xy(q)
                sub(g, "rect", x=x + 1, y=y + 1, width=size - 2, height=size - 2, fill="none", stroke=colour,
                    stroke_width=1.2, stroke_dasharray="3,2")
        rs, cs = [q[0] for q in centres], [q[1] for q in centres]
        x, y = xy((min(rs), min(cs)))
        w, h = (max(cs) - min(cs) + 1) * size, (max(rs) - min(rs) + 1) * size
        sub(g, "rect", x=x + 2, y=y + 2, width=w - 4, height=h - 4, rx=4, fill=colour, stroke="#fff")
        label = CITY_MARKS.get(kind, kind[:1].upper()) + {"fortification": "+f", "caravan": "+c"}.get(marker, "")
        sub(g, "text", label, x=x + w / 2, y=y + h / 2 + 4, font_size=11,
            font_weight="bold", fill="#fff", text_anchor="middle")
    stacks: dict = {}
    for item in figures:
        seat, kind, p = _parts(item, ("owner", "kind", "pos"))
        stacks.setdefault((tuple(p), seat), []).append(kind)
    for (p, seat), kinds in sorted(stacks.items()):
        x, y = xy(p)
        shift = sum(1 for (q, s2) in stacks if q == p and s2 < seat) * size * 0.3
        label = "".join(FIGURE_MARKS.get(k, k[:1].upper()) for k in sorted(kinds))
        g = sub(root, "g", **{"class": "figure " + " ".join(sorted(set(kinds))), "data-seat": seat,
                              "data-count": len(kinds)})
        sub(g, "title", f"seat {seat}: {', '.join(sorted(kinds))} on {p}")
        sub(g, "rect", x=x + 2 + shift, y=y + size * 0.18, width=size - 4, height=size * 0.64, rx=size * 0.3,
            fill=PLAYER_COLOURS[seat % len(PLAYER_COLOURS)], stroke="#fff")
        sub(g, "text", label, x=x + size / 2 + shift, y=y + size / 2 + 4, font_size=9 if len(label) > 1 else 10,
            font_weight="bold", fill="#fff", text_anchor="middle")
    for p, text in sorted(marks.items()):
        x, y = xy(p)
        sub(root, "text", str(text), x=x + size - 3, y=y + 10, font_size=10, font_weight="bold", fill="#000",
            text_anchor="end", **{"class": "mark"})
    keys = sub(root, "g", **{"class": "legend"})
    y0 = top + board.rows * size + pad
    for i, (fill, text) in enumerate(legend_lines):
        sub(keys, "rect", x=pad, y=y0 + 18 * i, width=12, height=12, fill=fill, stroke="#999")
        sub(keys, "text", text, x=pad + 18, y=y0 + 18 * i + 10, font_size=11, fill="#222")
    return render(root, f"map: {board.name}, {board.rows}x{board.cols}, {len(board.tiles)} tiles")


def state_svg(state, size: float = 22) -> Svg:
    """A game's map now: explored tiles face up, the markers still on the map, cities (with a
    fortification "+f" or caravan "+c"), figures, and buildings, wonders and great people as marks.

    >>> from rulekit.civ import new_game
    >>> pic = state_svg(new_game(players=2, civs=("Romans", "Arabs"), seed=1))
    >>> pic.count('class="city capital"'), pic.count('class="figure'), pic.count('data-count="2"')
    (2, 2, 2)
    """
    board = state.board
    features = {tuple(pos): kind if kind != "landmark" else f"landmark:{name}" for pos, kind, name in state.markers}
    marks = {}
    for pos, _, name in state.buildings:
        marks[tuple(pos)] = name[:3]
    for pos, _, name in state.wonders_built:
        marks[tuple(pos)] = "W " + name[:3]
    for pos, _, kind in state.gp_board:
        marks[tuple(pos)] = "GP " + kind[:3]
    title = f"TEACHING LAYOUT — not the printed map; turn {state.turn}, {state.phase}"
    return map_svg(board, explored=state.explored, cities=state.cities, figures=state.figures, marks=marks,
                   features=features, title=title, size=size)


def _legend(board: Board) -> list:
    lines = [(TERRAIN_COLOURS[t], t) for t in TERRAIN_COLOURS]
    lines.append(("url(#unknown)", "terrain not known (the image reading failed)"))
    lines.append((FACE_DOWN, "face-down tile (not explored)"))
    if board.hole:
        lines.append((HOLE_FILL, "the hole: nothing moves through it; it borders the inner edge (L387-391)"))
    lines.append(("#fff", "★ landmark, h hut, v village: TEACHING positions (the printed ones are not known)"))
    return lines


def pyramid_svg(techs: Iterable[tuple[str, int]], title: str | None = None, supported: bool = True) -> Svg:
    """A tech pyramid: filled slots named, the slots open to the next tech in green
    (``supported=False``: a starting tech kept at its printed level, AMB-X10, waits for support).

    >>> pic = pyramid_svg([("Pottery", 1), ("Writing", 1), ("Currency", 2)])
    >>> pic, pic.count('fill="#43a047"')
    (Svg(graph: 15 nodes, 20 edges), 2)
    """
    P = pyramid_graph(techs, supported)
    pos = {n: (d["idx"] - (sum(1 for m in P if m[0] == d["level"]) - 1) / 2, d["level"])
           for n, d in P.nodes(data=True)}
    labels, fills, titles = {}, {}, {}
    for n, d in P.nodes(data=True):
        labels[n] = (d["tech"] or "")[:7] if d["tech"] else ("+" if d["legal"] else "")
        fills[n] = "#5b7083" if d["tech"] else ("#43a047" if d["legal"] else "#d5d5d5")
        titles[n] = f"level {ROMAN[d['level']]} slot {d['idx'] + 1}: {d['tech'] or 'empty'}"
    source = rb.RB.provenance(rb.PYRAMID)
    legend = [("#5b7083", "a tech in its slot"), ("#43a047", "+ where the next tech may go"),
              ("#d5d5d5", f"empty slot; pyramid rule: base game, {source.confidence} ({rb.PYRAMID.ref})")]
    return graph_svg(P, pos, labels=labels, fills=fills, titles=titles, legend=legend, unit=58, radius=22,
                     title=title or "Tech pyramid: levels I (bottom) to V (top)", label_colour="#fff")


__all__ = ["CITY_MARKS", "FIGURE_MARKS", "PLAYER_COLOURS", "TERRAIN_COLOURS", "map_svg", "pyramid_svg", "state_svg"]
