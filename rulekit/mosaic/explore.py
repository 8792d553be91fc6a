"""One technology at a time: what it requires, what it gives, what it unlocks.

The technology notebook is an explorer: a learner names a card and reads
about it. In Mosaic a card's requirements are pillar symbols (§C7.5a,
L891-907), not other cards, so "what it unlocks" means the cards that require
a pillar this one provides (:func:`rulekit.mosaic.graphs.unlocks`).

The printed symbols are not in the rulebook's text (the icons were lost), so
every answer comes twice: as printed (unknown, and said so) and under the
labelled teaching assignment that play uses instead. Nothing here decides a
rule; it reads the data and the graphs.

>>> print(technology("T9").splitlines()[0])
T9 Formacje (Formations): Technology, rulebook L1615-1618
>>> technology_svg("T9")
Svg(technology T9 as printed: symbols unknown)
>>> technology_svg("T9", "teaching")
Svg(technology T9, teaching assignment: 1 required, 1 provided, 13 unlocked)
"""

from __future__ import annotations

import math

import networkx as nx

from rulekit.core.explore import Explorer, Relation
from rulekit.core.svg import Svg, graph_svg
from rulekit.mosaic.cards import PILLARS, data
from rulekit.mosaic.graphs import region_graph, tech_graph, unlocks
from rulekit.mosaic.svg import PILLAR_COLOURS, UNKNOWN_FILL, region_svg, tech_svg
from rulekit.teach import Text

KIND = {"starting": "Starting Technology (letter P)", "technology": "Technology"}
FAN = 3.5           # the radius of the arc of unlocked cards, in node spacings


def _card(tech: str):
    cards = data().technologies
    if tech not in cards:
        raise KeyError(f"no technology {tech!r}: the ids are S1-S39 (Starting) and T1-T66")
    return cards[tech]


def _symbols(counts) -> str:
    if counts is None:
        return "unknown"
    return ", ".join(f"{n} {p.title()}" for p, n in counts.items()) or "nothing"


def _names(ids) -> str:
    cards = data().technologies
    return ", ".join(f"{t} {cards[t].name_pl}" for t in sorted(ids, key=_order)) or "none"


def _order(tech: str) -> tuple:
    return (tech[0] != "S", int(tech[1:]))


def technology(tech: str) -> Text:
    """A technology card: its text, and its symbols as printed and as taught.

    ``tech`` is a card id: ``S1``-``S39`` (Starting Technologies) or ``T1``-``T66``.

    Examples
    --------
    >>> print(technology("S16"))
    S16 Łuki (Bows (Archery)): Starting Technology (letter P), rulebook L1514-1519
      effect: gain 2 Cavalry (any Region), then eliminate 1 enemy Military Unit in a Region where you have Cavalry
      flat VP: none; a '-' is printed after the entry (AMB-43: read as 'no requirement symbols')
    As printed (the card's symbols are icons lost from the rulebook's text):
      requires: unknown
      provides: unknown
      unlocks:  unknown
    TEACHING ASSIGNMENT (our own symbols for play, not the printed card):
      requires: nothing
      provides: 1 Military
      unlocks (cards needing Military): S3 Brąz, S5 Eksploracja, S36 Zaciąg Obywatelski, T7 Dyplomaci, T9 Formacje, T14 Jeździectwo, T20 Konserwacja Żywności, T26 Łuk Kompozytowy, T27 Machina Oblężnicza, T33 Metalurgia, T43 Organizacja Wojska, T58 Taktyka Kawalerii, T59 Udomowienie Zwierząt, T66 Żelazo
      unlocked by: none (it needs no symbol)
    >>> technology("X1")
    Traceback (most recent call last):
    ...
    KeyError: "no technology 'X1': the ids are S1-S39 (Starting) and T1-T66"
    """
    card = _card(tech)
    printed = tech_graph("printed").nodes[tech]
    T = tech_graph("teaching")
    U = unlocks(T)
    taught = T.nodes[tech]
    vp = f"{card.vp} VP" if card.vp else "none"
    dash = ("a '-' is printed after the entry (AMB-43: read as 'no requirement symbols')" if card.printed_dash
            else "no '-' after the entry")
    lines = [f"{tech} {card.name_pl} ({card.name_en}): {KIND[card.kind]}, rulebook {card.line}",
             f"  effect: {card.effect}", f"  flat VP: {vp}; {dash}",
             "As printed (the card's symbols are icons lost from the rulebook's text):",
             f"  requires: {_symbols(printed['requires'])}", f"  provides: {_symbols(printed['provides'])}",
             "  unlocks:  " + ("unknown" if printed["provides"] is None else _names(U.successors(tech))),
             "TEACHING ASSIGNMENT (our own symbols for play, not the printed card):",
             f"  requires: {_symbols(taught['requires'])}", f"  provides: {_symbols(taught['provides'])}"]
    given = "/".join(p.title() for p in taught["provides"] or {})
    lines.append(f"  unlocks (cards needing {given or 'its symbols'}): {_names(U.successors(tech))}")
    needed = "/".join(p.title() for p in taught["requires"] or {})
    lines.append(f"  unlocked by (cards giving {needed}): {_names(U.predecessors(tech))}" if needed
                 else "  unlocked by: none (it needs no symbol)")
    return Text("\n".join(lines))


def technology_svg(tech: str, symbols: str = "printed") -> Svg:
    """A picture of one card among the pillars: required pillars → card →
    provided pillars → the cards they unlock.

    As printed every symbol is unknown: the card stands alone, marked "?", and
    the picture says why. With ``symbols="teaching"`` the title says it is the
    teaching assignment.

    >>> pic = technology_svg("S16", "teaching")
    >>> "TEACHING ASSIGNMENT" in pic, pic.count('class="node'), "unknown" in technology_svg("S16")
    (True, 16, True)
    """
    card = _card(tech)
    if symbols == "printed":
        G = nx.DiGraph()
        G.add_node(tech)
        return Svg(graph_svg(G, {tech: (0, 0)}, labels={tech: "?"}, fills={tech: UNKNOWN_FILL},
                             label_colours={tech: "#222"}, titles={tech: f"{tech} {card.name_en}"},
                             title=f"{tech} {card.name_pl} ({card.name_en}) as printed",
                             legend=[(UNKNOWN_FILL, "? = requirement and pillar symbols unknown "
                                      "(icons lost in the rulebook text): nothing to draw")]),
                   f"technology {tech} as printed: symbols unknown")
    if symbols != "teaching":
        raise ValueError(f"symbols must be 'printed' or 'teaching', not {symbols!r}")
    T = tech_graph("teaching")
    U = unlocks(T)
    need, give = list(T.nodes[tech]["requires"]), list(T.nodes[tech]["provides"])
    after = sorted(U.successors(tech), key=_order)
    G = nx.DiGraph()
    pos, labels, fills = {}, {}, {}
    for i, p in enumerate(need):
        G.add_edge(f"needs {p}", tech)
        pos[f"needs {p}"], labels[f"needs {p}"], fills[f"needs {p}"] = (0, -i), p[:3], PILLAR_COLOURS[p]
    G.add_node(tech)
    pos[tech], labels[tech], fills[tech] = (1.5, 0), tech, "#333"
    for i, p in enumerate(give):
        G.add_edge(tech, p)
        pos[p], labels[p], fills[p] = (3, -i), p[:3], PILLAR_COLOURS[p]
        fan = [u for u in after if p in T.nodes[u]["requires"] and u not in pos]
        for j, t in enumerate(fan):           # on an arc to the right of the pillar, so no edge crosses a card
            angle = math.radians(80 - 160 * j / max(len(fan) - 1, 1)) if len(fan) > 1 else 0.0
            G.add_edge(p, t)
            pos[t] = (3 + FAN * math.cos(angle), -i * 2 * FAN + FAN * math.sin(angle))
            labels[t], fills[t] = t, "#5b7083"
    legend = [(PILLAR_COLOURS[p], f"{p.title()} ({data().pillars[p].name_pl})") for p in PILLARS if p in need + give]
    legend.append(("#5b7083", "cards that need a pillar this card gives"))
    titles = {n: f"{n} {data().technologies[n].name_en}" for n in G if n in data().technologies}
    pic = graph_svg(G, pos, labels=labels, fills=fills, titles=titles, legend=legend, unit=56,
                    title=f"TEACHING ASSIGNMENT, not the printed card: {tech} {card.name_pl} ({card.name_en})")
    return Svg(pic, f"technology {tech}, teaching assignment: {len(need)} required, {len(give)} provided, "
                    f"{len(after)} unlocked")


def technologies(state=None, symbols: str = "teaching") -> Explorer:
    """Every technology and pillar, to explore by clicking (the picture of :func:`rulekit.mosaic.svg.tech_svg`).

    A card: the pillar symbols it requires and provides, the cards it unlocks (they need a pillar it
    provides), its text; on ``state``, whether the player to move may take it now with the Technology
    action (``tech <card>``: 5 Ideas for a card of the Offer, L859-863), the engine's verdict. A pillar:
    the cards that provide it and the cards that need it. The printed symbols are unknown (icons lost
    from the rulebook's text), so by default the answers are the labelled teaching assignment's; with
    ``symbols="printed"`` every relation is empty and each card says its symbols are unknown.

    >>> ex = technologies()
    >>> print(ex.text("T9").splitlines()[1])
      requires (teaching assignment): Military/Empire (pillar)
    >>> print(ex.text("MILITARY").splitlines()[0])
    Military/Empire (pillar)
    >>> print(technologies(symbols="printed").text("T9").splitlines()[1])
      related cards (none can be known: the printed symbols are lost): nothing
    """
    G = tech_graph(symbols)
    U = unlocks(G)
    cards = data().technologies
    taught = "teaching assignment" if G.graph["teaching"] else "as printed: unknown"

    def name(n):
        d = G.nodes[n]
        return f"{d['name_en']} ({'pillar' if d['kind'] == 'pillar' else d['name_pl']})"

    def pillar(n):
        return G.nodes[n]["kind"] == "pillar"

    def facts(n):
        if pillar(n):
            return [("Polish name", G.nodes[n]["name_pl"]), ("symbols", taught)]
        c, d = cards[n], G.nodes[n]
        counts = {k: "unknown" if d[k] is None else ", ".join(f"{v} {p.title()}" for p, v in d[k].items()) or "nothing"
                  for k in ("requires", "provides")}
        return [("card", f"{n}, {KIND[c.kind]}, rulebook {c.line}"), ("effect", c.effect),
                ("flat VP", c.vp or "none"), ("symbols required", counts["requires"]),
                ("symbols provided", counts["provides"])]

    def live(n):
        if pillar(n):
            return []
        held = [f"P{p.seat + 1}" for p in state.players if n in p.techs or n in p.hidden]
        return [("in the Technology Offer now", "yes" if n in state.offers[0] else "no"),
                ("held by", ", ".join(held) or "nobody")]

    if not G.graph["teaching"]:
        relations = (Relation("related cards (none can be known: the printed symbols are lost)", lambda n: []),)
    else:
        relations = (Relation(lambda n: "provided by" if pillar(n) else f"requires ({taught})",
                              lambda n: sorted(G.predecessors(n), key=_node_order)),
                     Relation(lambda n: "needed by" if pillar(n) else f"provides ({taught})",
                              lambda n: sorted(G.successors(n), key=_node_order)),
                     Relation("unlocks (cards needing a pillar it provides)",
                              lambda n: [] if pillar(n) else sorted(U.successors(n), key=_order)))
    return Explorer(G, tech_svg(symbols), title=f"Technologies and pillars ({taught})", name=name,
                    relations=relations, facts=facts, state=state, live=live,
                    action=(lambda n: None if pillar(n) else f"tech {n}") if state is not None else None,
                    action_word="take it now (Technology action)", nothing=None)


def _node_order(n: str) -> tuple:
    return (0, PILLARS.index(n), 0) if n in PILLARS else (1, *_order(n))


def regions(players: int | None = None) -> Explorer:
    """The Regions: click one for its neighbours as printed (L1030-1032) and the further neighbours the
    land-border reading adds (AMB-26: our inference from the map, not printed); with ``players``, the
    Regions out of play say so (L482-493).

    >>> print(regions(players=3).text("ITALY"))
    Italy (Italia)
      neighbours as printed (L1030-1032): Greece, Numidia
      added by land borders (AMB-26, our inference, not printed): Gaul
      in play with 3 players: yes
    """
    printed, land = region_graph("printed", players), region_graph("land", players)
    everything = region_graph("land")

    def name(r):
        d = everything.nodes[r]
        return f"{d['name_en']} ({d['name_pl']})"

    def facts(r):
        return [(f"in play with {players} players", "yes" if r in printed else "no: out of play")] if players else []

    def added(r):
        if r not in land:
            return []
        return sorted(set(land.neighbors(r)) - set(printed.neighbors(r)))

    return Explorer(everything, region_svg("land"), title="Regions and their neighbours (two readings, AMB-26)",
                    name=name, related_name=lambda r: everything.nodes[r]["name_en"],
                    relations=(Relation("neighbours as printed (L1030-1032)",
                                        lambda r: sorted(printed.neighbors(r)) if r in printed else []),
                               Relation("added by land borders (AMB-26, our inference, not printed)", added)),
                    facts=facts)


__all__ = ["regions", "technologies", "technology", "technology_svg"]
