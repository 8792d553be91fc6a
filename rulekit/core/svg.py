"""SVG pictures drawn with the standard library, for any game.

Pictures are text: :class:`Svg` is the document itself, a ``str`` that Jupyter
shows as a picture through ``_repr_svg_`` (like python-chess's ``SvgWrapper``),
with a short ``repr`` so a notebook's plain-text output stays one line. It
needs no Jupyter import and works wherever Python does, Pyodide included.

:func:`graph_svg` draws a networkx graph whose nodes have positions (a game's
own coordinates: pyramid rows, map hexes …); :func:`layered_pos` turns the
common "row and place in the row" attributes into positions. The output is
the same byte for byte on every run: elements follow the graph's node and
edge order, and every number is written with at most two decimals.

>>> import networkx as nx
>>> G = nx.DiGraph([("a", "b"), ("a", "c")])
>>> pic = graph_svg(G, {"a": (1, 2), "b": (0, 1), "c": (2, 1)}, title="two edges")
>>> pic
Svg(graph: 3 nodes, 2 edges)
>>> pic.count("<circle"), pic.count("<line"), pic.count("<polygon")
(3, 2, 2)
>>> pic == graph_svg(G, {"a": (1, 2), "b": (0, 1), "c": (2, 1)}, title="two edges")
True
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET

SVG_NS = "http://www.w3.org/2000/svg"
TEXT_WIDTH = 0.6        # a sans-serif character is about this many font sizes wide (to size the canvas)


#: The widest a picture is drawn, in pixels: an output area 800 pixels wide shows it whole. Jupyter shows
#: an SVG output as an image at its own size and cuts what does not fit, so a wider drawing is scaled
#: down to this width (its ``viewBox`` keeps the drawing; only the size it is shown at changes).
MAX_WIDTH = 760

_ROOT = re.compile(r"<svg\b[^>]*>")
_ATTR = r'\b{}="([0-9.]+)"'


def fit(text: str, max_width: float = MAX_WIDTH) -> str:
    """``text`` with its outer ``<svg>`` shown at most ``max_width`` pixels wide, height in proportion.

    >>> fit('<svg xmlns="http://www.w3.org/2000/svg" width="1520" height="100"><rect/></svg>')
    '<svg xmlns="http://www.w3.org/2000/svg" width="760" height="50" viewBox="0 0 1520 100"><rect/></svg>'
    >>> fit('<svg width="300" height="100"/>')       # narrow enough: unchanged
    '<svg width="300" height="100"/>'
    """
    root = _ROOT.search(text)
    if root is None:
        return text
    tag = root.group(0)
    w, h = re.search(_ATTR.format("width"), tag), re.search(_ATTR.format("height"), tag)
    if w is None or h is None or float(w.group(1)) <= max_width:
        return text
    width, height = float(w.group(1)), float(h.group(1))
    new = re.sub(_ATTR.format("width"), f'width="{num(max_width)}"', tag, count=1)
    new = re.sub(_ATTR.format("height"), f'height="{num(height * max_width / width)}"', new, count=1)
    if "viewBox=" not in new:
        end = -2 if new.endswith("/>") else -1
        new = new[:end] + f' viewBox="0 0 {num(width)} {num(height)}"' + new[end:]
    return text[:root.start()] + new + text[root.end():]


class Svg(str):
    """An SVG document that a notebook shows as a picture.

    It is the SVG text itself; ``repr`` is a one-line summary. A drawing wider
    than :data:`MAX_WIDTH` is shown scaled down to it (:func:`fit`).

    >>> pic = Svg('<svg xmlns="http://www.w3.org/2000/svg"/>', "empty")
    >>> pic, pic._repr_svg_() == pic
    (Svg(empty), True)
    """

    summary: str = "SVG"

    def __new__(cls, text: str, summary: str = "SVG"):
        obj = super().__new__(cls, fit(text))
        obj.summary = summary
        return obj

    def _repr_svg_(self) -> str:
        return str(self)

    def __repr__(self) -> str:
        return f"Svg({self.summary})"


class Text(str):
    """Text meant to be read: its ``repr`` is the text itself.

    A notebook cell ending in a :class:`Text` shows the lines, not a quoted
    string with ``\\n`` in it.

    >>> Text("two\\nlines")
    two
    lines
    """

    def __repr__(self) -> str:
        return str(self)


def num(x: float) -> str:
    """A coordinate as short, stable text: at most two decimals, no ``-0``.

    >>> num(3), num(2.5), num(1 / 3), num(-0.001)
    ('3', '2.5', '0.33', '0')
    """
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def sub(parent: ET.Element, tag: str, text: str | None = None, **attrs) -> ET.Element:
    """Add a child element; numbers become :func:`num` text, ``_`` in names ``-``.

    >>> root = ET.Element("svg")
    >>> ET.tostring(sub(root, "rect", x=1.5, stroke_width=2), encoding="unicode")
    '<rect x="1.5" stroke-width="2" />'
    """
    el = ET.SubElement(parent, tag, {k.replace("_", "-"): num(v) if isinstance(v, (int, float)) else str(v)
                                     for k, v in attrs.items() if v is not None})
    if text is not None:
        el.text = text
    return el


def document(width: float, height: float, **attrs) -> ET.Element:
    """An ``<svg>`` root of the given size on a white background."""
    root = ET.Element("svg", {"xmlns": SVG_NS, "width": num(width), "height": num(height),
                              "viewBox": f"0 0 {num(width)} {num(height)}", "font-family": "sans-serif"})
    for k, v in attrs.items():
        root.set(k.replace("_", "-"), str(v))
    sub(root, "rect", x=0, y=0, width=width, height=height, fill="#fff")
    return root


def render(root: ET.Element, summary: str) -> Svg:
    """The finished document as :class:`Svg`."""
    return Svg(ET.tostring(root, encoding="unicode"), summary)


def layered_pos(G, layer: str = "row", place: str = "idx") -> dict:
    """Positions for nodes that carry a layer number and a place in it.

    Each layer is centred over the widest one, so in a pyramid each card sits
    above the middle of the two it rests on; layer 1 is at the bottom. Nodes
    without both attributes get no position (and are not drawn).

    >>> import networkx as nx
    >>> G = nx.Graph()
    >>> G.add_nodes_from([("a", {"row": 1, "idx": 0}), ("b", {"row": 1, "idx": 1}),
    ...                   ("c", {"row": 2, "idx": 0}), ("d", {})])
    >>> layered_pos(G)
    {'a': (-0.5, 1), 'b': (0.5, 1), 'c': (0.0, 2)}
    """
    width: dict = {}
    for _, d in G.nodes(data=True):
        if layer in d and place in d:
            width[d[layer]] = max(width.get(d[layer], 0), d[place] + 1)
    return {n: (d[place] - (width[d[layer]] - 1) / 2, d[layer])
            for n, d in G.nodes(data=True) if layer in d and place in d}


def graph_svg(G, pos: dict, *, labels: dict | None = None, fills: dict | None = None,
              label_colours: dict | None = None, classes: dict | None = None, titles: dict | None = None,
              title: str | None = None, legend: list | None = None, unit: float = 64, radius: float = 17,
              edge_colour: str = "#999", label_colour: str = "#fff", default_fill: str = "#5b7083") -> Svg:
    """Draw graph ``G`` with each node at ``pos[node] = (x, y)`` (``y`` upwards).

    Parameters
    ----------
    G : networkx graph
        Directed graphs get arrowheads. Only nodes in ``pos`` are drawn, and
        only the edges between them.
    pos : dict
        Node → (x, y) in the data's own units; ``unit`` pixels apart.
    labels, fills, label_colours, classes, titles : dict, optional
        Per node: the text inside the circle (default: the node's name), its
        colour, the text's colour, an extra ``class`` attribute, and a tooltip.
    title : str, optional
        A caption above the drawing.
    legend : list of (colour, text), optional
        Keys to the colours, one line each below the drawing.

    Returns
    -------
    Svg
        Circles in ``<g class="node" data-node=...>`` groups, edges as
        ``<line>`` (with a ``<polygon>`` arrowhead when directed).

    Examples
    --------
    >>> import networkx as nx
    >>> pic = graph_svg(nx.Graph([(1, 2)]), {1: (0, 0), 2: (1, 0)}, fills={2: "red"})
    >>> 'data-node="2"' in pic, 'fill="red"' in pic, "<polygon" in pic
    (True, True, False)
    """
    labels, fills, classes, titles = labels or {}, fills or {}, classes or {}, titles or {}
    label_colours, legend = label_colours or {}, legend or []
    nodes = [n for n in G.nodes if n in pos]
    if not nodes:
        raise ValueError("no node of the graph has a position")
    xs = [pos[n][0] for n in nodes]
    ys = [pos[n][1] for n in nodes]
    pad = radius + 8
    top = pad + (24 if title else 0)
    drawing = (max(ys) - min(ys)) * unit + top + pad
    height = drawing + (20 * len(legend) + 10 if legend else 0)
    longest = max([TEXT_WIDTH * 13 * len(title or "")] + [TEXT_WIDTH * 11 * len(text) + 24 for _, text in legend])
    width = max((max(xs) - min(xs)) * unit + 2 * pad, longest + 2 * (pad - radius))

    def at(n):
        x, y = pos[n]
        return pad + (x - min(xs)) * unit, top + (max(ys) - y) * unit

    root = document(width, height, **{"class": "rk-graph"})
    if title:
        sub(root, "text", title, x=pad - radius, y=18, font_size=13, font_weight="bold", fill="#222")
    edges = sub(root, "g", **{"class": "edges", "stroke": edge_colour, "stroke-width": 1.5})
    directed = G.is_directed()
    drawn = set(nodes)
    for u, v in G.edges():
        if u not in drawn or v not in drawn:
            continue
        (x1, y1), (x2, y2) = at(u), at(v)
        length = math.hypot(x2 - x1, y2 - y1) or 1
        dx, dy = (x2 - x1) / length, (y2 - y1) / length
        head = 8 if directed else 0
        sub(edges, "line", x1=x1 + dx * radius, y1=y1 + dy * radius,
            x2=x2 - dx * (radius + head), y2=y2 - dy * (radius + head))
        if directed:
            tip_x, tip_y = x2 - dx * radius, y2 - dy * radius
            bx, by = tip_x - dx * head, tip_y - dy * head
            points = [(tip_x, tip_y), (bx - dy * 4, by + dx * 4), (bx + dy * 4, by - dx * 4)]
            sub(edges, "polygon", points=" ".join(f"{num(px)},{num(py)}" for px, py in points),
                fill=edge_colour, stroke="none")
    for n in nodes:
        x, y = at(n)
        group = sub(root, "g", **{"class": " ".join(filter(None, ["node", classes.get(n)])),
                                  "data-node": str(n)})
        if n in titles:
            sub(group, "title", str(titles[n]))
        sub(group, "circle", cx=x, cy=y, r=radius, fill=fills.get(n, default_fill))
        sub(group, "text", str(labels.get(n, n)), x=x, y=y + 4, font_size=11, font_weight="bold",
            fill=label_colours.get(n, label_colour), text_anchor="middle")
    keys = sub(root, "g", **{"class": "legend"}) if legend else None
    for i, (colour, text) in enumerate(legend):
        y = drawing + 16 + 20 * i
        sub(keys, "circle", cx=pad - radius + 6, cy=y - 4, r=6, fill=colour)
        sub(keys, "text", text, x=pad - radius + 18, y=y, font_size=11, fill="#222")
    edge_count = sum(1 for u, v in G.edges() if u in drawn and v in drawn)
    return render(root, f"graph: {len(nodes)} nodes, {edge_count} edges")
