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
from rulekit.tta import views
from rulekit.tta.graphs import LINE_TYPES, government_graph, upgrade_graph, upgrade_steps

__all__ = ["ACTION_COLOURS", "CARD_COLOURS", "CARD_INK", "MILITARY_COLOURS", "TYPE_COLOURS", "board_svg", "card_fill",
           "card_ink", "government_svg", "military_svg", "row_svg", "upgrade_svg"]

AGES = ("A", "I", "II", "III")
AGE_NAMES = {"A": "Age A (Antiquity)", "I": "Age I (Middle Ages)", "II": "Age II (Exploration)",
             "III": "Age III (Modern Age)"}
#: Card colours by kind, the rulebook's (PL, /work/shared/seeds/000_081d90ed2e856993.txt): technologies
#: "brązowe" farms and mines, "szare" urban buildings, "czerwone" military units, "pomarańczowe"
#: governments, "niebieskie" special technologies (L211-216, L1029-1033); the Age A civil cards leaders
#: "zielone", action cards "żółte", wonders "purpurowe" (L460-461, headings L463, L479, L498). The shades
#: are ours, dark enough for white text; only on yellow is the text dark (:data:`CARD_INK`).
CARD_COLOURS = {"farm": "#8b5a2b", "mine": "#8b5a2b",
                "temple": "#6b7078", "lab": "#6b7078", "arena": "#6b7078", "library": "#6b7078",
                "theater": "#6b7078",
                "infantry": "#b03a2e", "cavalry": "#b03a2e", "artillery": "#b03a2e", "air": "#b03a2e",
                "government": "#c45f12", "special": "#2f62a8",
                "leader": "#2e7d46", "wonder": "#7b3f9e", "action": "#f2cc35"}
#: The text colour on each card colour: dark on the yellow action cards, white on the others.
CARD_INK = {kind: "#222" if kind == "action" else "#fff" for kind in CARD_COLOURS}
#: The technologies' colours (the upgrade lines and governments pictures draw only these).
TYPE_COLOURS = {kind: CARD_COLOURS[kind] for kind in LINE_TYPES + ("government",) if kind in CARD_COLOURS}
ACTION_COLOURS = {"civil": "#666", "military": "#b5493f"}

BOX_W, BOX_H, COL, ROW, LEFT, TOP = 162, 34, 210, 48, 84, 58


def _text_width(text: str, size: float) -> float:
    return TEXT_WIDTH * size * len(text) + 16


def _arrow(parent, x1: float, y1: float, x2: float, y2: float, colour: str) -> None:
    sub(parent, "line", x1=x1, y1=y1, x2=x2 - 7, y2=y2, stroke=colour, stroke_width=1.6)
    sub(parent, "polygon", points=f"{num(x2)},{num(y2)} {num(x2 - 8)},{num(y2 - 4)} {num(x2 - 8)},{num(y2 + 4)}",
        fill=colour)


def _box(parent, x: float, y: float, fill: str, name: str, detail: str, tooltip: str, node: str = "") -> None:
    group = sub(parent, "g", **{"class": "card", **({"data-node": node} if node else {})})
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
             f"{_names(d)} ({n}): age {d['age']}, build cost {d['build_cost']}", node=n)
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
             f"{_names(d)} ({n})", node=n)
        sub(root, "text", cost, x=x, y=y + BOX_H + 11, font_size=9, fill="#444")
    sub(root, "text", caption, x=8, y=height - 10, font_size=10, fill="#444")
    return render(root, f"governments, {game} game: {len(where)} cards, {H.number_of_edges()} changes")


def _cost(H, n: str, kind: str):
    """The science a government costs to adopt (the same on every edge into it)."""
    for _, _, e in H.in_edges(n, data=True):
        return e[kind]
    return None


# == a player's board and the card row (static pictures of a position) ===========================
YELLOW, BLUE, WHITE, RED = "#f2c230", "#2f6fd0", "#ffffff", "#c0392b"
BOARD_W = 760


def card_fill(kind: str) -> str:
    """The colour of a card of ``kind`` (:data:`CARD_COLOURS`; grey for an unknown kind).

    >>> card_fill("leader"), card_fill("wonder"), card_fill("action")
    ('#2e7d46', '#7b3f9e', '#f2cc35')
    """
    return CARD_COLOURS.get(kind, "#777")


def card_ink(kind: str) -> str:
    """The text colour readable on :func:`card_fill` of ``kind``: dark on yellow, white otherwise."""
    return CARD_INK.get(kind, "#fff")


def _fit(text: str, width: float, size: float, smallest: float = 7) -> float:
    """The font size (at most ``size``, at least ``smallest``) at which ``text`` fits ``width``."""
    need = TEXT_WIDTH * len(text) * size
    return size if need <= width else max(smallest, round(width / (TEXT_WIDTH * len(text)), 1))


def _tokens(parent, x: float, y: float, n: int, fill: str, r: float = 5, of: int | None = None,
            per_row: int = 10, cls: str = "") -> float:
    """``n`` filled tokens (of ``of`` places, the rest hollow) from (x, y); returns the height used."""
    places = max(n, of or 0)
    for k in range(places):
        cx, cy = x + r + (k % per_row) * (2 * r + 3), y + r + (k // per_row) * (2 * r + 3)
        sub(parent, "circle", cx=cx, cy=cy, r=r, fill=fill if k < n else "none",
            stroke="#333" if k < n else "#999", stroke_width=1 if k < n else 0.8,
            stroke_dasharray=None if k < n else "2 2", **({"class": cls} if cls else {}))
    rows = (places + per_row - 1) // per_row
    return rows * (2 * r + 3)


def board_svg(state, player: int) -> Svg:
    """One civilization's board: the indicators, the civil (white) and military (red) actions left,
    the yellow bank by region (tokens left, the growth cost of each, what an empty region eats), the
    unused workers, the blue bank, the government and the cards in play with their workers (yellow)
    and blue tokens, the wonder being built, the hand. Every number is the engine's
    (:func:`rulekit.tta.views.board`); the yellow bank's regions beyond the first are a teaching
    stand-in (⚠AMB-5), and the picture says so.

    >>> import rulekit.tta as tta
    >>> g = tta.new_game(players=2, seed=1)
    >>> pic = board_svg(g, 0)
    >>> pic
    Svg(board of P1, round 1: Despotism, 5 technologies, 1 of 1 civil actions left)
    >>> "Agriculture" in pic, "grow: 2 food" in pic, "TEACHING" in pic
    (True, True, True)
    """
    b = views.board(state, player)
    regions = b["regions"]
    techs = b["techs"]
    extra = ([("government", b["government_name"] or "-", "government")]
             + ([("leader", b["leader_name"], "leader")] if b["leader"] else [])
             + [("special", s["name"], "special") for s in b["specials"]]
             + [("wonder", w["name"], "wonder") for w in b["wonders"]])
    card_rows = (len(techs) + 4) // 5
    other_rows = (len(extra) + 4) // 5
    height = 312 + card_rows * 74 + other_rows * 40 + (30 if b["wonder"] else 0)
    root = document(BOARD_W, height, **{"class": "rk-graph tta-board"})
    sub(root, "text", f"P{player + 1}'s board — round {state.round}, {b['government_name']}", x=8, y=20,
        font_size=14, font_weight="bold", fill="#222")
    # indicators
    ind = sub(root, "g", **{"class": "indicators"})
    facts = [("culture", f"{b['culture']} (+{b['culture_rate']} a round)"),
             ("science", f"{b['science']} (+{b['science_rate']} a round)"),
             ("strength", str(b["strength"])), ("happiness", str(b["happiness"])),
             ("food", f"{b['food']} (+{b['food_rate']})"), ("resources", f"{b['resources']} (+{b['resource_rate']})")]
    for k, (label, value) in enumerate(facts):
        x = 8 + (k % 3) * 250
        y = 44 + (k // 3) * 20
        sub(ind, "text", f"{label}: {value}", x=x, y=y, font_size=12, fill="#222", **{"data-indicator": label})
    # actions
    act = sub(root, "g", **{"class": "actions"})
    sub(act, "text", f"civil actions: {b['civil_left']} of {b['civil_total']} left", x=8, y=96, font_size=12,
        fill="#222")
    _tokens(act, 200, 86, b["civil_left"], WHITE, of=b["civil_total"], cls="civil")
    sub(act, "text", f"military actions: {b['military_left']} of {b['military_total']} left", x=400, y=96,
        font_size=12, fill="#222")
    _tokens(act, 600, 86, b["military_left"], RED, of=b["military_total"], cls="military")
    # yellow bank
    y0 = 116
    bank = sub(root, "g", **{"class": "yellow-bank"})
    sub(bank, "text", f"yellow bank: {b['yellow']} tokens; next growth costs "
        + (f"{b['growth_cost']} food" if b["growth_cost"] is not None else "— (empty: no growth)")
        + f"; eats {b['consumption']} food a round", x=8, y=y0 + 12, font_size=12, font_weight="bold", fill="#222")
    rw = (BOARD_W - 16) / len(regions)
    for k, r in enumerate(reversed(regions)):       # region 1 (emptied first) on the right, as on the board
        x = 8 + k * rw
        g = sub(bank, "g", **{"class": "region", "data-region": r["region"], "data-left": r["left"]})
        sub(g, "rect", x=x + 2, y=y0 + 20, width=rw - 4, height=58, rx=4,
            fill="#eee" if r["empty"] else "#fff8dc", stroke="#b59a2b", stroke_dasharray=None if
            r["confidence"] == "rulebook" else "4 2")
        _tokens(g, x + 8, y0 + 26, r["left"], YELLOW, of=r["size"], per_row=4)
        sub(g, "text", f"region {r['region']}: grow: {r['growth']} food", x=x + 8, y=y0 + 58, font_size=10,
            fill="#222")
        sub(g, "text", ("empty: eats " if r["empty"] else "once empty: eats ") + f"{r['eats']}", x=x + 8,
            y=y0 + 71, font_size=10, fill="#7a1f16" if r["empty"] else "#555")
    # unused workers and blue bank
    y1 = y0 + 96
    sub(root, "text", f"unused workers: {b['idle']}", x=8, y=y1 + 10, font_size=12, fill="#222")
    _tokens(root, 130, y1, b["idle"], YELLOW, cls="idle")
    upkeep = (f"corruption {b['corruption']}; faces needed {b['required_happiness']}, discontented "
              f"{b['discontent']}" + (" — uprising!" if b["uprising"] else "")) if "corruption" in b else \
        "Simple game: no corruption"
    sub(root, "text", f"blue bank: {b['blue']} tokens ({upkeep})", x=300, y=y1 + 10, font_size=12, fill="#222")
    _tokens(root, 300, y1 + 16, b["blue"], BLUE, r=4.5, per_row=18, cls="blue")
    # cards in play
    y2 = y1 + 46
    sub(root, "text", "cards in play (yellow: workers, blue: food or resources on the card)", x=8, y=y2,
        font_size=12, font_weight="bold", fill="#222")
    cw, ch = 144, 66
    for k, t in enumerate(techs):
        x, y = 8 + (k % 5) * (cw + 6), y2 + 8 + (k // 5) * (ch + 8)
        g = sub(root, "g", **{"class": "card", "data-card": t["card"], "data-workers": t["workers"],
                              "data-blue": t["blue"]})
        sub(g, "title", f"{t['name']} ({t['card']}): {t['type']}, age {t['age']}, build cost {t['build_cost']}")
        ink = card_ink(t["type"])
        sub(g, "rect", x=x, y=y, width=cw, height=ch, rx=4, fill=card_fill(t["type"]))
        sub(g, "text", t["name"], x=x + 6, y=y + 14, font_size=_fit(t["name"], cw - 12, 11), font_weight="bold",
            fill=ink)
        detail = t["type"] + (f" · token worth {t['value']}" if t["value"] else "")
        sub(g, "text", detail, x=x + 6, y=y + 27, font_size=9, fill=ink)
        _tokens(g, x + 6, y + 33, t["workers"], YELLOW, r=4.5, per_row=12)
        _tokens(g, x + 6, y + 50, t["blue"], BLUE, r=4.5, per_row=12)
    y3 = y2 + 8 + card_rows * (ch + 8)
    for k, (kind, label, colour) in enumerate(extra):
        x, y = 8 + (k % 5) * (cw + 6), y3 + (k // 5) * 40
        g = sub(root, "g", **{"class": kind})
        sub(g, "rect", x=x, y=y, width=cw, height=32, rx=4, fill=card_fill(colour))
        sub(g, "text", "wonder · complete" if kind == "wonder" else kind, x=x + 6, y=y + 12, font_size=9,
            fill=card_ink(colour))
        sub(g, "text", label, x=x + 6, y=y + 25, font_size=_fit(label, cw - 12, 11), font_weight="bold",
            fill=card_ink(colour))
    y4 = y3 + other_rows * 40
    if b["wonder"]:
        w = b["wonder"]
        sub(root, "text", f"wonder being built: {w['name']}, stages "
            + " · ".join(f"[{c}]" if k < w["built"] else str(c) for k, c in enumerate(w["stages"]))
            + f" ({w['built']} of {len(w['stages'])} built, each marked by a blue token)", x=8, y=y4 + 14,
            font_size=12, fill="#222", **{"class": "building"})
        y4 += 30
    hand = ", ".join(c["name"] for c in b["hand"]) or "—"
    sub(root, "text", f"hand ({len(b['hand'])} of {b['hand_limit']}): {hand}", x=8, y=y4 + 14, font_size=12,
        fill="#222", **{"class": "hand"})
    stand_ins = ("TEACHING stand-ins, not printed: yellow-bank regions 2-5 (dashed, ⚠AMB-5), the blue bank's "
                 "corruption regions (⚠AMB-7)" if "corruption" in b else
                 "TEACHING: yellow-bank regions 2-5 (dashed) are a stand-in, not printed (⚠AMB-5)")
    sub(root, "text", f"{stand_ins}; building limit {b['building_limit']} per urban type", x=8, y=height - 8,
        font_size=10, fill="#555")
    return render(root, f"board of P{player + 1}, round {state.round}: {b['government_name']}, "
                        f"{len(techs)} technologies, {b['civil_left']} of {b['civil_total']} civil actions left")


def _wrap(text: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return lines + ([line] if line else [])


def row_svg(state, player: int | None = None) -> Svg:
    """The card row: each slot's card and the civil actions it costs ``player`` to take (default: the
    player to move) — the slot's cost, +1 per completed wonder for a wonder (``rules.take_cost``) —
    marked ✓ when the engine would accept ``take <slot>`` now and ✗ otherwise; empty slots dashed.

    >>> import rulekit.tta as tta
    >>> pic = row_svg(tta.new_game(players=2, seed=1), 0)
    >>> pic
    Svg(card row for P1, round 1: 13 cards, 0 empty, 5 takeable now)
    >>> "Julius Caesar" in pic, pic.count('data-cost="3"')
    (True, 4)
    """
    cells = views.card_row(state, player)
    seat = state.to_move if player is None else player
    w, h, gap = 88, 96, 4
    width, height = 8 + len(cells) * (w + gap) + 4, 40 + h + 30
    root = document(width, height, **{"class": "rk-graph tta-row"})
    sub(root, "text", f"Card row, round {state.round}: civil actions for P{seat + 1} to take each card "
        "(✓ takeable now, ✗ not)", x=8, y=18, font_size=13, font_weight="bold", fill="#222")
    for k, c in enumerate(cells):
        x, y = 8 + k * (w + gap), 30
        g = sub(root, "g", **{"class": "slot", "data-slot": c["slot"], "data-card": c["card"],
                              "data-cost": c["cost"], "data-legal": str(c["legal"]).lower()})
        if not c["card"]:
            sub(g, "rect", x=x, y=y, width=w, height=h, rx=4, fill="#fff", stroke="#999", stroke_dasharray="4 3")
            sub(g, "text", f"{c['slot']}: empty", x=x + 6, y=y + 16, font_size=10, fill="#777")
            continue
        sub(g, "title", f"slot {c['slot']}: {c['name']} ({c['card']}), {c['type']}, costs {c['cost']}"
            + ("" if c["legal"] else f" — {c['reason']}"))
        ink = card_ink(c["type"])
        sub(g, "rect", x=x, y=y, width=w, height=h, rx=4, fill=card_fill(c["type"]),
            stroke="#1a237e" if c["legal"] else "#555", stroke_width=3 if c["legal"] else 1)
        sub(g, "text", f"{c['slot']}", x=x + 6, y=y + 14, font_size=10, fill=ink)
        sub(g, "text", ("✓ " if c["legal"] else "✗ ") + f"{c['cost']} civil", x=x + w - 6, y=y + 14,
            font_size=10, font_weight="bold", fill=ink, text_anchor="end")
        lines = _wrap(c["name"], 12)[:3]
        size = min(_fit(line, w - 12, 11) for line in lines)     # one size for the name: the longest word fits
        for j, line in enumerate(lines):
            sub(g, "text", line, x=x + 6, y=y + 34 + 13 * j, font_size=size, font_weight="bold", fill=ink)
        sub(g, "text", f"{c['type']} · age {c['age']}", x=x + 6, y=y + h - 8, font_size=9, fill=ink)
    sub(root, "text", "a wonder costs +1 civil action per wonder completed; slots 1-5 cost 1, 6-9 cost 2, "
        "10-13 cost 3", x=8, y=height - 8, font_size=10, fill="#444")
    empty = sum(1 for c in cells if not c["card"])
    return render(root, f"card row for P{seat + 1}, round {state.round}: {len(cells) - empty} cards, {empty} empty, "
                        f"{sum(1 for c in cells if c['legal'])} takeable now")


# == the Advanced game's side of a civilization (PL chapter 2) ====================================================
#: Military card colours the rulebook names in its headings: events and territories, the future events' cards,
#: "zielone" (L1849-1850), aggressions "brązowe" (L2011), pacts "niebieskie" (L2143-2144), tactics "czerwone"
#: (L2442); the bonus cards get our grey. The shades are ours.
MILITARY_COLOURS = {"event": "#3f7d3a", "colony": "#3f7d3a", "aggression": "#7a5230", "pact": "#2f62a8",
                    "tactic": "#b03a2e"}


def military_svg(state, player: int) -> Svg:
    """One civilization's Advanced side: strength, happy faces against the faces its workers need, the
    discontented workers, corruption; the military hand, the tactic in play with the armies it forms, the
    colonies; and, while an aggression is answered, its attack against the defence. Every number is the
    engine's (:func:`rulekit.tta.views.military_panel`, :func:`~rulekit.tta.views.aggression_panel`).

    >>> import rulekit.tta as tta
    >>> pic = military_svg(tta.new_game(players=2, game="advanced", seed=1), 0)
    >>> pic
    Svg(military side of P1, round 1: strength 1, 0 military cards, no tactic)
    """
    m = views.military_panel(state, player)
    fight = views.aggression_panel(state)
    cards = [(c["name"], c["type"], c["age"]) for c in m["hand"]]
    rows = max(1, (len(cards) + 4) // 5)
    height = 150 + rows * 44 + (28 if fight else 0)
    root = document(BOARD_W, height, **{"class": "rk-graph tta-military"})
    sub(root, "text", f"P{player + 1}'s military side — round {state.round}", x=8, y=20, font_size=14,
        font_weight="bold", fill="#222")
    facts = [f"strength {m['strength']}" + (f" (colonies +{m['colony_strength']})" if m["colony_strength"] else ""),
             f"happy faces {m['happiness']} of {m['required_happiness']} needed",
             f"discontented workers {m['discontent']}" + (" — uprising" if m["uprising"] else ""),
             f"corruption {m['corruption']}"]
    for x, text in zip((8, 190, 390, 640), facts):
        sub(root, "text", text, x=x, y=44, font_size=12, fill="#7a1f16" if "uprising" in text else "#222")
    sub(root, "text", f"military hand ({len(cards)} of {m['hand_limit']})", x=8, y=70, font_size=12,
        font_weight="bold", fill="#222")
    for k, (name, kind, age) in enumerate(cards):
        x, y = 8 + (k % 5) * (BOX_W - 12 + 6), 78 + (k // 5) * 44
        g = sub(root, "g", **{"class": "military-card", "data-type": kind})
        sub(g, "rect", x=x, y=y, width=BOX_W - 12, height=38, rx=4, fill=MILITARY_COLOURS.get(kind, "#666"))
        sub(g, "text", name, x=x + 6, y=y + 15, font_size=_fit(name, BOX_W - 24, 11), font_weight="bold", fill="#fff")
        sub(g, "text", f"{kind} · age {age}", x=x + 6, y=y + 30, font_size=9, fill="#fff")
    y = 92 + rows * 44
    t = m["tactic"]
    tactic = (f"tactic {t['name']}: one army is " + " + ".join(f"{n} {k}" for k, n in t["army"].items())
              + f"; {t['armies']} arm{'y' if t['armies'] == 1 else 'ies'} formed, +{t['bonus']} strength"
              if t else "no tactic in play")
    sub(root, "text", tactic, x=8, y=y, font_size=12, fill="#222")
    sub(root, "text", "colonies: " + (", ".join(c["name"] for c in m["colonies"]) or "none"), x=8, y=y + 20,
        font_size=12, fill="#222")
    if fight:
        verdict = "would succeed" if fight["succeeds"] else "would fail (the defender wins ties)"
        sub(root, "text", f"aggression {fight['card_name']}: P{fight['attacker'] + 1} attack {fight['attack']} against "
            f"P{fight['defender'] + 1} defence {fight['defence']} — {verdict}", x=8, y=y + 44, font_size=12,
            font_weight="bold", fill="#7a1f16")
    sub(root, "text", "card colours: events and territories green, aggressions brown, pacts blue, tactics red (the "
        "rulebook's); bonus cards grey (ours)", x=8, y=height - 8, font_size=10, fill="#555")
    return render(root, f"military side of P{player + 1}, round {state.round}: strength {m['strength']}, "
                        f"{len(cards)} military cards, " + (f"tactic {t['name']}" if t else "no tactic"))
