"""Civilization's map and tech pyramid to explore by clicking.

A square of the map: the squares a figure steps to from it (orthogonal, never
into the five-player hole; CV-B-06, L387-389), the outskirts a city founded
there would have (the 8 squares around, CV-B-07), the 10 outskirts of a
metropolis with its centres there and on the next square (§10.4, L634-658),
what stands on it now, and every legal action of the position that names it.
A slot of a player's tech pyramid: the slots it rests on and holds up (the
pyramid rule, CV-B-02), whether the next tech of its level may go there and
why not, and the techs of its level the player could still learn.

Each function hands its graph to a display as a
:class:`rulekit.core.explore.Explorer`; the answers are the engine's (the
graphs of :mod:`rulekit.civ.graphs`, :mod:`rulekit.civ.views`, ``legal_actions``
and ``why_not``).

>>> import rulekit.civ as cv
>>> g = cv.new_game(players=2, civs=("Romans", "Arabs"), seed=1)
>>> print(squares(g).text("1,1").splitlines()[0])
square 1,1 (row 1, column 1): mountain, tile home:Romans
>>> print(pyramid(g, 0).text((1, 1)).splitlines()[0])
level I, slot 2: empty
"""

from __future__ import annotations

import networkx as nx

from rulekit.civ import graphs, svg, views
from rulekit.civ import rulebook as rb
from rulekit.civ.graphs import ROMAN
from rulekit.core.explore import Explorer, Relation

__all__ = ["pyramid", "squares"]


def _key(p) -> str:
    return f"{p[0]},{p[1]}"


def _is_square(word: str) -> bool:
    r, _, c = word.partition(",")
    return r.isdigit() and c.isdigit()


def squares(state) -> Explorer:
    """The map of ``state``: click a square (its ``r,c`` is the notation a learner types)."""
    full = graphs.map_graph(state.board, state.explored)
    G = full.subgraph(graphs.squares(full))
    M = graphs.movement_graph(full)
    keyed = {_key(p): p for p in G}
    legal = [str(a) for a in state.legal_actions()] if not state.is_over else []
    deciding = views.deciding(state)

    def name(k):
        d = G.nodes[keyed[k]]
        if d["hole"]:
            return f"square {k}: the five-player hole (off the map, L387-391)"
        where = d["terrain"] or "terrain not known"
        seen = "" if d["explored"] else " (face down)"
        return f"square {k} (row {d['row']}, column {d['col']}): {where}, tile {d['tile']}{seen}"

    def steps(k):
        p = keyed[k]
        return sorted((_key(q) for q in M.neighbors(p)), key=lambda s: keyed[s]) if p in M else []

    def city_outskirts(k):
        return sorted((_key(q) for q in graphs.footprint(full, [keyed[k]])[1]), key=lambda s: keyed[s])

    def second_centre(k):
        r, c = keyed[k]
        return next((q for q in ((r, c + 1), (r + 1, c)) if q in M), None)

    def metropolis(k):
        q = second_centre(k)
        if q is None or keyed[k] not in M:
            return []
        return sorted((_key(s) for s in graphs.footprint(full, [keyed[k], q])[1]), key=lambda s: keyed[s])

    def metropolis_word(k):
        q = second_centre(k)
        return (f"outskirts of a metropolis with centres here and on {_key(q)} (§10.4)" if q
                else "outskirts of a metropolis here (no square east or south to grow onto)")

    def live(k):
        p = keyed[k]
        here = []
        city = state.city_at.get(p)
        if city is not None:
            here.append(f"P{city.owner + 1}'s {city.kind}")
        for f in sorted(state.figures_at.get(p, ()), key=lambda f: f.id):
            here.append(f"P{f.owner + 1}'s {f.kind} {f.id}")
        if p in state.occupied:
            here.append(" ".join(str(x) for x in state.occupied[p]))
        named = [a for a in legal if k in a.split()]
        return [("here now", ", ".join(here) or "nothing"),
                ("legal now on this square", "; ".join(named) or "nothing")]

    def action(k):
        """The first legal action naming this square; else the first legal action that names a square,
        with this square in its place (the same move, build or growth asked here, so the engine's refusal
        is the one that matters now); else a move of the deciding player's first figure there."""
        named = [a for a in legal if k in a.split()]
        if named:
            return named[0]
        for a in legal:
            words = a.split()
            at = [i for i, w in enumerate(words) if _is_square(w)]
            if at:
                words[at[-1]] = k
                return " ".join(words)
        own = sorted((f for f in state.figures if f.owner == deciding), key=lambda f: f.id) if deciding is not None else []
        return f"move {own[0].id} {k}" if own else None

    return Explorer(nx.relabel_nodes(G, {p: k for k, p in keyed.items()}), svg.state_svg(state),
                    title=f"the map, turn {state.turn} (a TEACHING LAYOUT, not the printed map)", name=name,
                    related_name=lambda k: k,
                    relations=(Relation(f"a figure steps to ({rb.MOVEMENT.ref})", steps),
                               Relation(f"outskirts of a city here ({rb.FOUND_CITY.ref})", city_outskirts),
                               Relation(metropolis_word, metropolis)),
                    state=state, live=live, action=action,
                    action_word="now",
                    nothing=None)


def pyramid(state, seat: int | None = None) -> Explorer:
    """``seat``'s tech pyramid (default: the player to move): click a slot."""
    seat = state.to_move if seat is None else seat
    p = state.players[seat]
    supported = state.options.starting_tech_row != "printed"
    P = graphs.pyramid_graph(p.techs, supported=supported)
    slots = {(r["level"], r["idx"]): r for r in views.pyramid_slots(state, seat)}
    choices = views.research_choices(state, seat)

    def name(n):
        r = slots[n]
        return f"level {r['roman']}, slot {r['idx'] + 1}: {r['tech'] or 'empty'}"

    def facts(n):
        r = slots[n]
        status = {"filled": "holds a tech", "open": "the next level " + r["roman"] + " tech goes here",
                  "closed": f"closed: {r['reason']}"}[r["status"]]
        return [("slot", status), ("the pyramid rule", f"{rb.PYRAMID.ref} (a base-game rule the expansion presumes)")]

    def live(n):
        level = n[0]
        fit = [c for c in choices if c["level"] == level and c["fits"]]
        cost = f" ({fit[0]['cost']} trade each)" if fit else ""
        return [(f"level {ROMAN[level]} techs P{seat + 1} could learn{cost}", ", ".join(c["tech"] for c in fit) or "none")]

    def action(n):
        if slots[n]["status"] != "open":
            return None
        fit = [c for c in choices if c["level"] == n[0] and c["fits"]]
        return f"research {fit[0]['tech'].replace(' ', '_')}" if fit else None

    return Explorer(P, svg.pyramid_svg(p.techs, title=f"P{seat + 1}'s tech pyramid", supported=supported),
                    title=f"P{seat + 1}'s tech pyramid", name=name,
                    related_name=lambda n: f"level {ROMAN[n[0]]} slot {n[1] + 1}",
                    relations=(Relation("rests on", lambda n: sorted(P.predecessors(n))),
                               Relation("holds up", lambda n: sorted(P.successors(n)))),
                    facts=facts, state=state, live=live, action=action,
                    action_word="research the first such tech now", nothing=None)
