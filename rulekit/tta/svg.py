"""Through the Ages' pictures, drawn with the standard library (:mod:`rulekit.core.svg`).

* :func:`upgrade_svg` — the upgrade lines: one row per type (farm, mine, each
  urban building, each unit), one column per age, a card box with its build
  cost, and an arrow between neighbouring ages labelled with the upgrade's
  price (resources; grey arrows take a civil action, red ones a military
  action). Skipping an age costs the sum of the arrows it jumps.
* :func:`government_svg` — the governments by age, each box with its actions,
  building limit and the science it costs to adopt (revolution / peaceful).
  Any government may replace any other, so the picture draws no arrows; the
  graph (:func:`~rulekit.tta.graphs.government_graph`) has every edge.

Both draw from :mod:`rulekit.tta.graphs`, so the numbers are the card data's.
The output is the same byte for byte on every run.

>>> pic = upgrade_svg("simple")
>>> pic
Svg(upgrade lines, simple game: 14 cards, 5 steps)
>>> "+3" in pic, "Iron" in pic
(True, True)
>>> government_svg("simple")
Svg(governments, simple game: 3 cards, 4 changes)
"""

from __future__ import annotations

from rulekit.core.svg import TEXT_WIDTH, Svg, document, num, render, sub
from rulekit.tta.graphs import LINE_TYPES, government_graph, upgrade_graph, upgrade_steps

__all__ = ["ACTION_COLOURS", "TYPE_COLOURS", "government_svg", "upgrade_svg"]

AGES = ("A", "I", "II", "III")
AGE_NAMES = {"A": "Age A (Antiquity)", "I": "Age I (Middle Ages)", "II": "Age II (Exploration)",
             "III": "Age III (Modern Age)"}
#: Card colours by kind (the rulebook names them: brown production, grey urban, red military, orange
#: governments, PL L1023-1036; the shades are ours).
TYPE_COLOURS = {"farm": "#a0703c", "mine": "#a0703c", "temple": "#8a8f96", "lab": "#8a8f96",
                "arena": "#8a8f96", "library": "#8a8f96", "theater": "#8a8f96", "infantry": "#b5493f",
                "cavalry": "#b5493f", "artillery": "#b5493f", "air": "#b5493f", "government": "#d9822b"}
ACTION_COLOURS = {"civil": "#666", "military": "#b5493f"}

BOX_W, BOX_H, COL, ROW, LEFT, TOP = 162, 34, 210, 48, 84, 58


def _text_width(text: str, size: float) -> float:
    return TEXT_WIDTH * size * len(text) + 16


def _arrow(parent, x1: float, y1: float, x2: float, y2: float, colour: str) -> None:
    sub(parent, "line", x1=x1, y1=y1, x2=x2 - 7, y2=y2, stroke=colour, stroke_width=1.6)
    sub(parent, "polygon", points=f"{num(x2)},{num(y2)} {num(x2 - 8)},{num(y2 - 4)} {num(x2 - 8)},{num(y2 + 4)}",
        fill=colour)


def _box(parent, x: float, y: float, fill: str, name: str, detail: str, tooltip: str) -> None:
    group = sub(parent, "g", **{"class": "card"})
    sub(group, "title", tooltip)
    sub(group, "rect", x=x, y=y, width=BOX_W, height=BOX_H, rx=4, fill=fill)
    sub(group, "text", name, x=x + 6, y=y + 14, font_size=11, font_weight="bold", fill="#fff")
    sub(group, "text", detail, x=x + 6, y=y + 28, font_size=10, fill="#fff")


def _names(d: dict) -> str:
    return " / ".join(filter(None, (d["name_en"], d["name_pl"], d["name_hu"])))


def upgrade_svg(game: str = "full", types: tuple[str, ...] | None = None) -> Svg:
    """The upgrade lines of a game (or of some types), by age, with the price on each arrow.

    >>> pic = upgrade_svg("full", types=("mine",))
    >>> pic, pic.count("<rect") - 1
    (Svg(upgrade lines, full game: 4 cards, 3 steps), 4)
    """
    G = upgrade_steps(upgrade_graph(game))
    types = tuple(types or LINE_TYPES)
    bad = [t for t in types if t not in LINE_TYPES]
    if bad:
        raise ValueError(f"no upgrade line for {', '.join(bad)}; lines are {', '.join(LINE_TYPES)}")
    rows = [t for t in types if any(d["type"] == t for _, d in G.nodes(data=True))]
    ages = [a for a in AGES if a in G.graph["ages"]]
    where = {}
    for n, d in G.nodes(data=True):
        if d["type"] in rows:
            where[n] = (LEFT + ages.index(d["age"]) * COL, TOP + rows.index(d["type"]) * ROW)
    title = f"Upgrade lines, {game} game: upgrade cost in resources on each arrow"
    caption = ("grey arrow: 1 civil action (TTA-R-51); red arrow: 1 military action (TTA-R-54); "
               "skipping an age costs the sum of the arrows")
    width = max(LEFT + len(ages) * COL, _text_width(title, 13), _text_width(caption, 10))
    height = TOP + len(rows) * ROW + 44
    root = document(width, height, **{"class": "rk-graph tta-upgrades"})
    sub(root, "text", title, x=8, y=18, font_size=13, font_weight="bold", fill="#222")
    for i, a in enumerate(ages):
        sub(root, "text", AGE_NAMES[a], x=LEFT + i * COL, y=44, font_size=11, fill="#222")
    for j, t in enumerate(rows):
        sub(root, "text", t, x=8, y=TOP + j * ROW + 21, font_size=11, font_weight="bold", fill="#222")
    edges = sub(root, "g", **{"class": "edges"})
    steps = 0
    for u, v, e in G.edges(data=True):
        if u not in where or v not in where:
            continue
        (x1, y1), (x2, y2) = where[u], where[v]
        colour = ACTION_COLOURS[e["action"]]
        ya, yb = y1 + BOX_H / 2, y2 + BOX_H / 2
        _arrow(edges, x1 + BOX_W, ya, x2, yb, colour)
        sub(edges, "text", f"+{e['cost']}", x=(x1 + BOX_W + x2) / 2, y=(ya + yb) / 2 - 4, font_size=10,
            text_anchor="middle", fill=colour)
        steps += 1
    for n, (x, y) in where.items():
        d = G.nodes[n]
        _box(root, x, y, TYPE_COLOURS[d["type"]], d["name_en"],
             f"build {d['build_cost']}" + (f" · science {d['science_cost']}" if d["science_cost"] else ""),
             f"{_names(d)} ({n}): age {d['age']}, build cost {d['build_cost']}")
    y = TOP + len(rows) * ROW + 12
    sub(root, "text", caption, x=8, y=y + 10, font_size=10, fill="#444")
    return render(root, f"upgrade lines, {game} game: {len(where)} cards, {steps} steps")


def government_svg(game: str = "full") -> Svg:
    """The governments of a game by age; each box says what it gives and costs to adopt.

    >>> pic = government_svg("full")
    >>> pic, "revolution 3 · peaceful 9" in pic
    (Svg(governments, full game: 8 cards, 49 changes), True)
    """
    H = government_graph(game)
    ages = [a for a in AGES if a in H.graph["ages"]]
    by_age = {a: [n for n, d in H.nodes(data=True) if d["age"] == a] for a in ages}
    tall = max(len(v) for v in by_age.values())
    where = {n: (LEFT - 76 + i * COL, TOP + j * (ROW + 16)) for i, a in enumerate(ages)
             for j, n in enumerate(by_age[a])}
    caption = ("any government may replace any other (TTA-R-50): by revolution (all civil actions, the turn's "
               "first and only) or peacefully (1 civil action)")
    width = max(LEFT - 76 + len(ages) * COL, _text_width(caption, 10))
    height = TOP + tall * (ROW + 16) + 40
    root = document(width, height, **{"class": "rk-graph tta-governments"})
    sub(root, "text", f"Governments, {game} game: science to adopt (revolution · peaceful)", x=8, y=18,
        font_size=13, font_weight="bold", fill="#222")
    for i, a in enumerate(ages):
        sub(root, "text", AGE_NAMES[a], x=LEFT - 76 + i * COL, y=44, font_size=11, fill="#222")
    for n, (x, y) in where.items():
        d = H.nodes[n]
        cost = ("printed on the board" if d["starting"] else
                f"revolution {_cost(H, n, 'revolution')} · "
                f"peaceful {_cost(H, n, 'peaceful')}")
        _box(root, x, y, TYPE_COLOURS["government"], d["name_en"],
             f"{d['civil_actions']} civil, {d['military_actions']} military, limit {d['urban_limit']}",
             f"{_names(d)} ({n})")
        sub(root, "text", cost, x=x, y=y + BOX_H + 11, font_size=9, fill="#444")
    sub(root, "text", caption, x=8, y=height - 10, font_size=10, fill="#444")
    return render(root, f"governments, {game} game: {len(where)} cards, {H.number_of_edges()} changes")


def _cost(H, n: str, kind: str):
    """The science a government costs to adopt (the same on every edge into it)."""
    for _, _, e in H.in_edges(n, data=True):
        return e[kind]
    return None
