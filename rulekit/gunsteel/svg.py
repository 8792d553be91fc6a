"""A static picture of the pyramid, as SVG built with the standard library (xml.etree).

Notebooks show this first: it is stored in the notebook as plain SVG, so
GitHub and nbviewer render it without a kernel, before the interactive
:class:`~widgets.pyramid.PyramidView`. Costs are the engine's
(``State.cost_report``) for the player whose turn it is.

>>> import rulekit.gunsteel as gs
>>> svg = pyramid_svg(gs.new_game(players=2, card_set="new-world", seed=1))
>>> svg.count('class="card"'), svg.count('class="slot"')
(20, 0)
>>> svg._repr_svg_() == svg
True
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from rulekit.core.svg import Svg
from rulekit.gunsteel.cards import ERAS
from rulekit.gunsteel.rules import ERA_LETTER

ERA_COLOURS = {"HORSE": "#a8743a", "GUNPOWDER": "#6b6b6b", "OIL": "#3b3b55", "EARTH": "#2f7d4f",
               "SPACE": "#5a3d8a"}
CARD_W, CARD_H, GAP = 86, 58, 8
LEFT = 150          # room for the era name and its wonder
TOP = 34            # room for the caption


class SvgPicture(Svg):
    """The pyramid as an SVG document (core's :class:`~rulekit.core.svg.Svg`, under its own name)."""

    def __repr__(self) -> str:
        return f"SvgPicture({self.summary})"


def _text(parent, x, y, text, size=11, weight="normal", fill="#222", anchor="middle"):
    t = ET.SubElement(parent, "text", {"x": f"{x:g}", "y": f"{y:g}", "font-size": str(size),
                                       "font-weight": weight, "fill": fill, "text-anchor": anchor})
    t.text = text
    return t


def pyramid_svg(state, seat: int | None = None, caption: str | None = None) -> SvgPicture:
    """Draw the pyramid: every card with its cost ``base+surcharge`` for ``seat``.

    ``seat`` defaults to the player whose turn it is. Cards that seat can
    afford have a green edge; positions already bought are dashed outlines,
    and the card bought by the last action (if any) is marked in orange.
    """
    seat = state.current if seat is None else seat
    L = state.layout
    widest = max(L.rows)
    width = LEFT + widest * (CARD_W + GAP) + GAP
    eras = [e for e in reversed(ERAS) if e in L.era]
    height = TOP + len(eras) * (CARD_H + GAP) + GAP
    last = state.last_action
    just_bought = getattr(last, "target", "") if last is not None else ""

    svg = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg", "width": str(width),
                             "height": str(height), "viewBox": f"0 0 {width} {height}",
                             "font-family": "sans-serif", "class": "rk-pyramid-picture"})
    ET.SubElement(svg, "rect", {"x": "0", "y": "0", "width": str(width), "height": str(height), "fill": "#fff"})
    if caption is None:
        caption = (f"Guns & Steel · {state.mode} · turn {state.turn} · costs for P{seat + 1} "
                   "(base + surcharge)")
    _text(svg, GAP, 20, caption, size=13, weight="bold", anchor="start")

    for r, era in enumerate(eras):
        y = TOP + r * (CARD_H + GAP)
        colour = ERA_COLOURS[era]
        _text(svg, GAP, y + 16, era.title(), size=12, weight="bold", fill=colour, anchor="start")
        wid = state.wonder_slots[ERAS.index(era)]
        wonder = ET.SubElement(svg, "g", {"class": "wonder-slot", "data-era": era})
        ET.SubElement(wonder, "rect", {"class": "wonder", "x": str(GAP), "y": str(y + 22), "width": str(LEFT - 3 * GAP),
                                       "height": str(CARD_H - 24), "rx": "4", "fill": "#fbf6e6" if wid else "none",
                                       "stroke": colour, "stroke-dasharray": "" if wid else "4 3"})
        if wid:
            w = state.deck.wonders[wid]
            ET.SubElement(wonder, "title").text = f"{w.name}, {w.vp} VP"
            _text(wonder, GAP + 6, y + 44, f"{wid} · {w.vp} VP", size=11, anchor="start")
        else:
            _text(wonder, GAP + 6, y + 44, "wonder taken", size=11, fill="#999", anchor="start")

        row = L.row(era)
        x0 = LEFT + (widest - len(row)) * (CARD_W + GAP) / 2
        for k, i in enumerate(row):
            x = x0 + k * (CARD_W + GAP)
            pos, cid = L.names[i], state.pyramid[i]
            g = ET.SubElement(svg, "g", {"data-pos": pos, "data-node": pos})
            if cid is None:
                mark = "#e67e22" if pos == just_bought else "#bbb"
                ET.SubElement(g, "rect", {"class": "slot", "x": f"{x:g}", "y": str(y), "width": str(CARD_W),
                                          "height": str(CARD_H), "rx": "6", "fill": "none", "stroke": mark,
                                          "stroke-width": "2", "stroke-dasharray": "5 4"})
                _text(g, x + CARD_W / 2, y + 34, f"{pos} bought", fill=mark)
                continue
            report = state.cost_report(pos, seat=seat)
            ET.SubElement(g, "title").text = report["text"]
            ET.SubElement(g, "rect", {"class": "card", "x": f"{x:g}", "y": str(y), "width": str(CARD_W),
                                      "height": str(CARD_H), "rx": "6",
                                      "fill": "#eef9ee" if report["affordable"] else "#fff",
                                      "stroke": "#2e9b48" if report["affordable"] else colour,
                                      "stroke-width": "3" if report["affordable"] else "2"})
            _text(g, x + CARD_W / 2, y + 16, pos, weight="bold", fill=colour)
            _text(g, x + CARD_W / 2, y + 32, cid, size=11, weight="bold")
            _text(g, x + CARD_W / 2, y + 49, f"{sum(report['base'].values())}"
                  f"+{report['surcharge']} = {report['total']}", size=11, fill="#b03a2e")
        if state.mode == "combined":
            stack = state.research[ERAS.index(era)]
            _text(svg, x0 + len(row) * (CARD_W + GAP) + 4, y + 34, f"RP-{ERA_LETTER[era]}: {len(stack)}",
                  size=10, fill=colour, anchor="start")
    if state.mode == "combined":
        svg.set("width", str(width + 70))
        svg.set("viewBox", f"0 0 {width + 70} {height}")
    left = sum(c is not None for c in state.pyramid)
    return SvgPicture(ET.tostring(svg, encoding="unicode"),
                      f"pyramid, turn {state.turn}, {left} cards left, costs for P{seat + 1}")
