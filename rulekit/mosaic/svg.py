"""Mosaic's pictures, drawn with the standard library (:mod:`rulekit.core.svg`).

Every picture of teaching data says so in the picture: the teaching map's
title reads "TEACHING MAP", the technology graph drawn with the teaching
assignment reads "TEACHING ASSIGNMENT", and the printed technology graph shows
every unknown symbol as "?".

>>> region_svg()
Svg(graph: 7 nodes, 4 edges)
>>> "TEACHING MAP" in map_svg()
True
"""

from __future__ import annotations

import math

from rulekit.core.svg import Svg, document, graph_svg, num, render, sub
from rulekit.mosaic.cards import PILLARS, REGIONS, Map, data
from rulekit.mosaic.graphs import map_graph, region_graph, tech_graph

#: One colour per Region (the board's colours are not in the text; these are ours).
REGION_COLOURS = dict(zip(REGIONS, ("#c9783b", "#6d8f3a", "#b5493f", "#3f7fb5", "#8a5fb0", "#caa43a", "#4f9e8f")))
PILLAR_COLOURS = dict(zip(PILLARS, ("#3f7fb5", "#caa43a", "#6d8f3a", "#c96f8f", "#8a6a4a", "#8a5fb0",
                                    "#b5493f", "#555", "#4f9e8f")))
UNKNOWN_FILL = "#bbb"
#: Where each Region sits in the region picture: west to east, south to north (our layout).
REGION_POS = {"IBERIA": (0, 2), "GAUL": (1.5, 3), "ITALY": (3, 2.4), "GREECE": (4.7, 2.6),
              "ASSYRIA": (6.4, 2.2), "EGYPT": (5.2, 0), "NUMIDIA": (2, 0)}
SHORT = {"IBERIA": "IB", "GAUL": "GA", "ITALY": "IT", "GREECE": "GR", "ASSYRIA": "AS", "EGYPT": "EG",
         "NUMIDIA": "NU"}


def region_svg(reading: str = "printed", players: int | None = None) -> Svg:
    """The Regions and their adjacency in one reading of AMB-26.

    >>> pic = region_svg("land", players=3)
    >>> pic, "land borders" in pic
    (Svg(graph: 6 nodes, 6 edges), True)
    """
    G = region_graph(reading, players)
    title = ("Regions: adjacency as printed (L1030-1032)" if reading == "printed" else
             "Regions: printed pairs + land borders (unverified reading, AMB-26)")
    if players:
        title += f", {players} players"
    legend = [(REGION_COLOURS[r], f"{SHORT[r]} {G.nodes[r]['name_en']} ({G.nodes[r]['name_pl']})") for r in G]
    if reading == "land":
        legend.append(("#999", "land borders: our inference, not printed"))
    return graph_svg(G, {r: REGION_POS[r] for r in G}, labels=SHORT,
                     fills={r: REGION_COLOURS[r] for r in G},
                     titles={r: G.nodes[r]["name_en"] for r in G}, title=title, legend=legend, unit=80)


#: One colour per seat for the pieces drawn on the map (ours: the box's colours are not in the text).
PLAYER_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#17becf")
#: The letter a piece shows on the map.
PIECE_MARKS = {"CITY": "C", "PORT_CITY": "C", "FARM": "F", "WORKSHOP": "W", "WONDER": "★"}
OUT_OF_PLAY = "#e4e4e4"


def map_svg(board: Map | None = None, size: float = 18, state=None) -> Svg:
    """A map's hex spaces coloured by Region, Port spaces marked "P", Supply "S".

    A teaching map's picture says "TEACHING MAP — not the printed board".
    With a game ``state``, its pieces stand on their spaces, a disc in the
    owner's colour marked C (City or Port City), F (Farm), W (Workshop) or ★
    (Wonder), and the Regions not in play are grey.

    >>> pic = map_svg()
    >>> pic.count("<polygon"), pic.count(">P<"), pic.count(">S<")
    (102, 10, 15)
    >>> from rulekit.mosaic import new_game
    >>> g = new_game(players=3, seed=1)
    >>> g = g._with(board=(("IT01", 0, "CITY"), ("IT02", 1, "FARM")))
    >>> pic = map_svg(state=g)
    >>> pic, pic.count('class="piece'), "TEACHING MAP" in pic
    (Svg(teaching map: 102 spaces, 2 pieces, 3 players), 2, True)
    """
    G = map_graph(board)
    in_play = set(state.in_play()) if state is not None else set(REGIONS)
    pieces = {space: (seat, piece) for space, seat, piece in (state.board if state is not None else ())}
    w, h = math.sqrt(3) * size, 1.5 * size
    rows = max(r for _, r in G.nodes(data="row")) + 1
    cols = max(c for _, c in G.nodes(data="col")) + 1
    top, pad = 34, 8
    legend_h = 18 * (len(REGIONS) + (1 + state.n if state is not None else 0)) + 10
    width = pad * 2 + w * (cols + 0.5)
    height = top + pad + h * rows + size / 2 + legend_h
    root = document(max(width, 420), height, **{"class": "rk-map"})
    title = (f"TEACHING MAP — not the printed board ({G.number_of_nodes()} spaces)" if G.graph["teaching"]
             else f"{G.graph['name']} ({G.number_of_nodes()} spaces)")
    sub(root, "text", title, x=pad, y=18, font_size=13, font_weight="bold", fill="#222")
    spaces = sub(root, "g", **{"class": "spaces", "stroke": "#fff", "stroke-width": 1.5})
    for n, d in G.nodes(data=True):
        cx = pad + w / 2 + d["col"] * w + (w / 2 if d["row"] % 2 else 0)
        cy = top + size + d["row"] * h
        points = " ".join(f"{num(cx + size * math.cos(math.radians(60 * k - 30)))},"
                          f"{num(cy + size * math.sin(math.radians(60 * k - 30)))}" for k in range(6))
        group = sub(spaces, "g", **{"class": f"space {d['kind']}", "data-space": n})
        sub(group, "title", f"{n}: {d['kind']} space, {d['region'].title()}")
        sub(group, "polygon", points=points,
            fill=REGION_COLOURS[d["region"]] if d["region"] in in_play else OUT_OF_PLAY)
        mark = {"port": "P", "supply": "S"}.get(d["kind"])
        if n in pieces:
            seat, piece = pieces[n]
            disc = sub(group, "g", **{"class": f"piece {piece.lower()}", "data-seat": seat})
            sub(disc, "circle", cx=cx, cy=cy, r=size * 0.62, fill=PLAYER_COLOURS[seat], stroke="#fff")
            sub(disc, "text", PIECE_MARKS[piece], x=cx, y=cy + 4, font_size=11, font_weight="bold", fill="#fff",
                text_anchor="middle", stroke="none")
        elif mark:
            sub(group, "text", mark, x=cx, y=cy + 4, font_size=11, font_weight="bold", fill="#fff",
                text_anchor="middle", stroke="none")
    keys = sub(root, "g", **{"class": "legend"})
    y0 = top + pad + h * rows + size / 2
    for i, r in enumerate(REGIONS):
        region = data().regions[r]
        sub(keys, "rect", x=pad, y=y0 + 18 * i, width=12, height=12, fill=REGION_COLOURS[r])
        sub(keys, "text", f"{region.name_en} ({region.name_pl})   P = Port space, S = Supply space" if i == 0
            else f"{region.name_en} ({region.name_pl})", x=pad + 18, y=y0 + 18 * i + 10, font_size=11, fill="#222")
    label = "teaching map" if G.graph["teaching"] else G.graph["name"]
    if state is None:
        return render(root, f"{label}: {G.number_of_nodes()} spaces")
    y1 = y0 + 18 * len(REGIONS)
    sub(keys, "rect", x=pad, y=y1, width=12, height=12, fill=OUT_OF_PLAY)
    sub(keys, "text", f"not in play with {state.n} players   C = City or Port City, F = Farm, W = Workshop, ★ = Wonder",
        x=pad + 18, y=y1 + 10, font_size=11, fill="#222")
    for p in state.players:
        y = y1 + 18 * (p.seat + 1)
        sub(keys, "circle", cx=pad + 6, cy=y + 6, r=6, fill=PLAYER_COLOURS[p.seat])
        sub(keys, "text", p.name, x=pad + 18, y=y + 10, font_size=11, fill="#222")
    return render(root, f"{label}: {G.number_of_nodes()} spaces, {len(pieces)} pieces, {state.n} players")


def tech_svg(symbols: str = "printed", per_row: int = 15) -> Svg:
    """Pillars (top row) and the 105 technologies, with requirement and provision edges.

    From the printed data every symbol is unknown: each card shows "?" and there
    are no edges. With ``symbols="teaching"`` the title says it is the teaching
    assignment.

    >>> pic = tech_svg()
    >>> pic, pic.count(">?<"), "unknown" in pic
    (Svg(graph: 114 nodes, 0 edges), 105, True)
    >>> "TEACHING ASSIGNMENT" in tech_svg("teaching")
    True
    """
    G = tech_graph(symbols)
    techs = [n for n, k in G.nodes(data="kind") if k != "pillar"]
    pos = {p: (i * (per_row - 1) / (len(PILLARS) - 1), 2) for i, p in enumerate(PILLARS)}
    for i, t in enumerate(techs):
        pos[t] = (i % per_row, -(i // per_row) * 0.8)
    labels = {p: p[:3] for p in PILLARS}
    fills = {p: PILLAR_COLOURS[p] for p in PILLARS}
    titles = {p: f"{G.nodes[p]['name_en']} ({G.nodes[p]['name_pl']})" for p in PILLARS}
    for t in techs:
        node = G.nodes[t]
        provided = node["provides"]
        labels[t] = t if provided is not None else "?"
        fills[t] = PILLAR_COLOURS[next(iter(provided))] if provided else UNKNOWN_FILL
        need = "unknown" if node["requires"] is None else (dict(node["requires"]) or "nothing")
        titles[t] = f"{t} {node['name_en']} ({node['name_pl']}): requires {need}"
    if G.graph["teaching"]:
        title = "TEACHING ASSIGNMENT of pillar symbols — not the printed cards"
        legend = [(PILLAR_COLOURS[p], f"{p.title()}: {G.nodes[p]['name_en']} ({G.nodes[p]['name_pl']})")
                  for p in PILLARS]
    else:
        title = "Technologies and pillars as printed: every symbol unknown"
        legend = [(UNKNOWN_FILL, "? = requirement and pillar symbols unknown (icons lost in the rulebook text)")]
    return graph_svg(G, pos, labels=labels, fills=fills, titles=titles, title=title, legend=legend, unit=44,
                     radius=15, label_colours={t: "#222" for t in techs if G.nodes[t]["provides"] is None})
