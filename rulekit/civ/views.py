"""Read-only questions about a Civilization state, answered by the engine, for widgets and notebooks.

Each function takes a state (and a seat) and returns plain values (dicts, lists,
tuples, strings) a widget can draw or a notebook can print. None holds a rule of
its own: legality comes from ``state.legal_actions()`` and ``state.why_not``,
the squares a capital may grow onto from ``state.metropolis_squares`` and
:func:`rulekit.civ.board.metropolis_expansion`, the pyramid from
:func:`rulekit.civ.graphs.pyramid_graph` and :func:`rulekit.civ.rules.can_add_tech`,
an investment's active tier from :func:`rulekit.civ.rules.active_tier`. Every
refusal carries the engine's rule (``ref``, ``lines``, and whether the rule is the
expansion's text or a presumed base-game rule, with its source's confidence).

A player who has just learned Agriculture (*Agrokultura*) must grow the capital
into a metropolis (L662-667):

>>> from rulekit.civ import scenarios
>>> g = scenarios.build({"start": {"players": 2, "civs": ["Romans", "Arabs"], "phase": "research",
...                                "player": [{"seat": 0, "trade": 6}]}}, "<doctest>")
>>> g = g.apply("research Agriculture")
>>> [(sq["action"], sq["legal"], sq["reason"]) for sq in expansion_squares(g)]
[('metropolis 0,1', False, "the metropolis's outskirts would go off the map"), \
('metropolis 1,0', False, "the metropolis's outskirts would go off the map"), \
('metropolis 1,2', True, ''), ('metropolis 2,1', True, '')]
>>> [(s["level"], s["idx"], s["status"]) for s in pyramid_slots(g, 0) if s["status"] != "closed"]
[(2, 0, 'open'), (1, 0, 'filled'), (1, 1, 'filled'), (1, 2, 'open')]
>>> next(s["reason"] for s in pyramid_slots(g, 0) if s["level"] == 3 and s["idx"] == 0)
'a level III tech needs more level II techs than level III techs after adding it (level II: 0, level III: 0)'
"""

from __future__ import annotations

from collections import Counter

from rulekit.civ import board as bd
from rulekit.civ import graphs
from rulekit.civ import rulebook as rb
from rulekit.civ import rules
from rulekit.civ.actions import Invest, Metropolis, Research, UseGP
from rulekit.civ.state import catalog

ROMAN = graphs.ROMAN


def sq(p) -> str:
    """A square as the notation writes it: ``"3,5"``."""
    return f"{p[0]},{p[1]}"


def rule_info(rule) -> dict:
    """A rule as plain values: its id, lines, the whole citation, and where it comes from.

    ``presumed`` is true for a base-game rule the expansion's rulebook takes for granted
    (CV-B-nn); ``confidence`` is its source's (``rulebook`` for the expansion's own text).
    """
    if rule is None:
        return {"ref": "", "lines": "", "text": "", "presumed": False, "confidence": "", "source": ""}
    try:
        prov = rb.RB.provenance(rule)
        confidence, source, book = prov.confidence, prov.source, prov.book
    except (KeyError, AttributeError, ValueError):
        confidence, source, book = "", "", ""
    return {"ref": rule.ref, "lines": rule.lines, "text": str(rule), "presumed": book == "base",
            "confidence": confidence, "source": source}


def _refusal(err) -> dict:
    return {"reason": err.reason, "error": str(err), **{f"rule_{k}": v for k, v in rule_info(err.rule).items()}}


def _no_refusal() -> dict:
    return {"reason": "", "error": "", **{f"rule_{k}": v for k, v in rule_info(None).items()}}


def deciding(state) -> int | None:
    """The seat whose decision is on top (``None`` when the game is over or nothing is pending)."""
    return None if state.is_over or state.decision is None else state.to_move


# -- the metropolis ---------------------------------------------------------------------------

def capital_of(state, seat: int):
    """``seat``'s capital or metropolis (``None`` if it fell)."""
    return next((c for c in state.cities if c.owner == seat and c.is_capital), None)


def metropolis_open(state, seat: int | None = None) -> bool:
    """Whether the metropolis upgrade is the decision now (for ``seat``, if given): some
    ``metropolis`` action is legal."""
    if seat is not None and deciding(state) != seat:
        return False
    return any(isinstance(a, Metropolis) for a in state.legal_actions())


def expansion_squares(state, seat: int | None = None) -> list[dict]:
    """The squares beside ``seat``'s capital (default: the player to move) and whether it may grow onto
    each: ``square``, ``action`` (the notation), ``legal``, ``open`` (the upgrade is the decision now),
    and when refused the engine's ``reason`` and rule (``rule_ref``, ``rule_lines``, ``rule_text`` ...).

    While the upgrade is open the answer is ``legal_actions()`` and ``why_not``; otherwise it is a
    preview from ``state.metropolis_squares`` and the board's refusal codes (L669-694). A seat whose
    capital is already a metropolis (or fell) gets ``[]``.
    """
    seat = state.to_move if seat is None else seat
    cap = next((c for c in state.cities if c.owner == seat and c.kind == "capital"), None)
    if cap is None:
        return []
    centre = cap.centres[0]
    is_open = metropolis_open(state, seat)
    legal = set(state.metropolis_squares(seat)) if not is_open else \
        {a.square for a in state.legal_actions() if isinstance(a, Metropolis)}
    out = []
    for p in sorted(bd.n4(state.board, centre)):
        action = Metropolis(p)
        row = {"square": p, "action": str(action), "legal": p in legal, "open": is_open, **_no_refusal()}
        if p in legal:
            out.append(row)
            continue
        if is_open:
            err = state.why_not(action)
            if err is not None:
                row.update(_refusal(err))
        else:
            code = bd.metropolis_expansion(
                state.board, centre, p, explored_tiles=state.explored_tiles(),
                enemy_figure_at=lambda q: any(f.owner != seat for f in state.figures_at.get(q, ())),
                other_outskirts=_other_cities(state, cap))
            rule, reason = (bd.rule_of(code), bd.explain(code)) if code else \
                (rb.METROPOLIS_UPGRADE, "the engine's reading of the upgrade leaves this square out "
                                        "(a landmark or a hut or village it would cover: see the options)")
            row.update({"reason": reason, **{f"rule_{k}": v for k, v in rule_info(rule).items()}})
            row["error"] = f"{reason} (rule: {rule})"
        out.append(row)
    return out


def _other_cities(state, cap) -> set:
    out = set()
    for c in state.cities:
        if c is not cap:
            out |= bd.outskirts(c.centres) | set(c.centres)
    return out


# -- the map ---------------------------------------------------------------------------------

def map_squares(state, viewer: int | None = None) -> list[dict]:
    """Every square of the map grid, row by row, as plain values.

    ``pos``, ``tile``, ``terrain`` (``""`` where the tile images did not give it), ``face_up``
    (its tile explored), ``hole`` (the five-player hole, L387-391), ``marker`` (``hut``,
    ``village`` or ``landmark``) and ``marker_name`` (a landmark's name; hut and village markers
    lie face down, so theirs is hidden), ``city`` (``{owner, kind, marker}`` on a centre square),
    ``outskirts`` (the owners whose city's outskirts cover it), ``figures`` (``[id, owner, kind,
    white]`` each), ``occupant`` (``[what, owner, name]`` for a building, wonder or great person).
    """
    b = state.board
    city_at = state.city_at
    covers: dict = {}
    for city in state.cities:
        for p in state.outskirts_of[city.centres[0]]:
            covers.setdefault(p, set()).add(city.owner)
    occupied = state.occupied
    out = []
    explored = state.explored_tiles()
    for r in range(b.rows):
        for c in range(b.cols):
            p = (r, c)
            if p in b.hole or p not in b.tile_of:
                out.append({"pos": p, "hole": p in b.hole, "tile": "", "terrain": "", "face_up": False,
                            "marker": "", "marker_name": "", "city": None, "outskirts": [], "figures": [],
                            "occupant": None})
                continue
            tile = b.tile_of[p]
            up = tile in explored
            m = state.marker_at(p) if up else None
            city = city_at.get(p)
            out.append({
                "pos": p, "hole": False, "tile": tile, "terrain": b.terrain.get(p) or "", "face_up": up,
                "marker": m[0] if m else "", "marker_name": m[1] if m and m[0] == "landmark" else "",
                "city": None if city is None else {"owner": city.owner, "kind": city.kind, "marker": city.marker,
                                                   "centres": [list(q) for q in city.centres]},
                "outskirts": sorted(covers.get(p, ())),
                "figures": [[f.id, f.owner, f.kind, f.white] for f in sorted(state.figures_at.get(p, ()),
                                                                            key=lambda f: f.id)],
                "occupant": list(occupied[p]) if p in occupied else None,
            })
    return out


def map_facts(state) -> dict:
    """What a picture of the map must say about itself: the board's name and note, whether the
    layout is teaching, whether terrain comes from tile images (unverified), the hole's size."""
    b = state.board
    return {"name": b.name, "note": b.note, "teaching": bool(b.teaching),
            "terrain_unverified": any(t.confidence == "unverified" for t in b.tiles),
            "rows": b.rows, "cols": b.cols, "hole": len(b.hole),
            "tiles": [{"id": t.id, "origin": list(t.origin), "kind": t.kind, "civ": t.civ or ""}
                      for t in sorted(b.tiles, key=lambda t: t.origin)]}


# -- the tech pyramid ------------------------------------------------------------------------

def pyramid_slots(state, seat: int) -> list[dict]:
    """``seat``'s pyramid slot by slot, top row (level V) first: ``level``, ``idx``, ``tech``,
    ``status`` (``filled``, ``open`` for where the next tech of that level goes, ``closed``) and for
    a closed slot the ``reason`` with the pyramid rule (a presumed base rule, CV-B-02).

    The slots are :func:`rulekit.civ.graphs.pyramid_graph`'s; whether a level takes a tech is
    :func:`rulekit.civ.rules.can_add_tech` on the player's techs per row.
    """
    p = state.players[seat]
    P = graphs.pyramid_graph(p.techs, supported=state.options.starting_tech_row != "printed")
    counts = rules.pyramid_counts(r for _, r in p.techs)
    info = rule_info(rb.PYRAMID)
    out = []
    for node in sorted(P, key=lambda n: (-n[0], n[1])):
        d = P.nodes[node]
        lv, i = node
        row = {"level": lv, "roman": ROMAN[lv], "idx": i, "tech": d["tech"] or "", "reason": "",
               **{f"rule_{k}": v for k, v in info.items()}}
        if d["tech"]:
            row["status"] = "filled"
        elif d["legal"]:
            row["status"] = "open"
        else:
            row["status"] = "closed"
            first = min(j for (lv2, j), t in P.nodes(data="tech") if lv2 == lv and t is None)
            if not rules.can_add_tech(counts, lv):
                row["reason"] = (f"a level {ROMAN[lv]} tech needs more level {ROMAN[lv - 1]} techs than level "
                                 f"{ROMAN[lv]} techs after adding it (level {ROMAN[lv - 1]}: {counts.get(lv - 1, 0)}"
                                 f", level {ROMAN[lv]}: {counts.get(lv, 0)})")
            elif i != first:
                row["reason"] = f"the next level {ROMAN[lv]} tech goes in slot {first + 1} of its row first"
            else:
                row["reason"] = "no legal slot"
        out.append(row)
    return out


def research_choices(state, seat: int) -> list[dict]:
    """The techs ``seat`` has not learned, by level: ``tech``, ``level``, ``cost`` (trade), ``fits``
    (the pyramid has a slot for it), ``legal`` (a ``research`` action now) and, while ``seat`` is
    the one deciding, the engine's refusal of the others (``reason``, ``rule_ref`` ...)."""
    p = state.players[seat]
    legal = {a.tech for a in state.legal_actions() if isinstance(a, Research)} if deciding(state) == seat else set()
    out = []
    for name, t in sorted(catalog().techs.items(), key=lambda kv: (kv[1].level, kv[0])):
        if p.knows(name):
            continue
        row = {"tech": name, "level": t.level, "roman": ROMAN[t.level], "cost": rules.tech_cost(t.level),
               "fits": state.can_learn(seat, name), "legal": name in legal, **_no_refusal()}
        if deciding(state) == seat and name not in legal:
            err = state.why_not(Research(name))
            if err is not None:
                row.update(_refusal(err))
        out.append(row)
    return out


# -- great people and investments -------------------------------------------------------------

def great_people(state, viewer: int | None = None) -> dict:
    """Great people (§10.5) as plain values: ``supply`` (markers by type), ``deck`` (cards left,
    how many face up), ``players`` (per seat: ``board`` markers ``[square, type]``, ``pool`` by type,
    ``cards`` ``{name, type, face_up, hidden}``, ``limit`` per type, ``usable`` card names).

    With ``viewer`` a seat, another player's face-down cards are ``hidden`` (no name, no type).
    """
    cat = catalog()
    legal_use = {a.card for a in state.legal_actions() if isinstance(a, UseGP)}
    players = []
    for p in state.players:
        types = sorted(set(p.gp_pool) | {t for _, o, t in state.gp_board if o == p.seat}
                       | {cat.great_people[n] for n, _ in p.gp_cards})
        cards = []
        for name, up in p.gp_cards:
            hidden = viewer is not None and viewer != p.seat and not up
            cards.append({"name": "" if hidden else name, "type": "" if hidden else cat.great_people[name],
                          "face_up": bool(up), "hidden": hidden})
        players.append({
            "seat": p.seat, "civ": p.civ,
            "board": [[list(pos), t] for pos, o, t in state.gp_board if o == p.seat],
            "pool": dict(sorted(Counter(p.gp_pool).items())),
            "cards": cards,
            "limit": {t: rules.gp_card_limit(state.gp_owned(p.seat, t)) for t in types},
            "usable": sorted(n for n, _ in p.gp_cards if n in legal_use and deciding(state) == p.seat),
        })
    return {"enabled": bool(state.great_people), "supply": dict(state.gp_markers),
            "deck": len(state.gp_deck), "deck_face_up": sum(1 for _, up in state.gp_deck if up),
            "players": players, "rule": rule_info(rb.GP_GAIN)}


def investments(state) -> dict:
    """Investments (§11) as plain values: ``supply`` (markers left), and per seat the ``cards``
    (``card``, ``markers``, ``tiers`` ``{at, kind, amount, active}``, ``active`` threshold or
    ``None``), ``coins`` (tokens that may be invested), ``may_invest`` (the legal ``invest`` actions
    now) and, when none is legal for the player deciding, the engine's ``reason`` and rule."""
    cat = catalog()
    legal = [str(a) for a in state.legal_actions() if isinstance(a, Invest)]
    out = []
    for p in state.players:
        cards = []
        for card, n in p.investments:
            tiers = cat.investments.get(card, ())
            top = rules.active_tier([t[0] for t in tiers], n)
            cards.append({"card": card, "markers": n, "active": top,
                          "tiers": [{"at": at, "kind": kind, "amount": amount, "active": at == top}
                                    for at, kind, amount in tiers]})
        row = {"seat": p.seat, "civ": p.civ, "cards": cards,
               "coins": rules.investable_coins(p.coins, p.card_coins, state.options),
               "may_invest": legal if deciding(state) == p.seat else [], **_no_refusal()}
        if deciding(state) == p.seat and not legal and p.investments:
            err = state.why_not(Invest(p.investments[0][0]))
            if err is not None:
                row.update(_refusal(err))
        out.append(row)
    return {"enabled": bool(state.investments), "supply": state.investment_supply(), "players": out,
            "rule": rule_info(rb.INVESTMENT_TIER)}


# -- actions ------------------------------------------------------------------------------------

def actions_by_verb(state) -> dict:
    """The legal actions now, as notation, grouped by verb in the order the engine lists them."""
    out: dict = {}
    for a in state.legal_actions():
        out.setdefault(a.verb, []).append(str(a))
    return out


__all__ = ["actions_by_verb", "capital_of", "deciding", "expansion_squares", "great_people", "investments",
           "map_facts", "map_squares", "metropolis_open", "pyramid_slots", "research_choices", "rule_info", "sq"]
