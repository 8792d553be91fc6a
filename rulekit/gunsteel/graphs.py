"""networkx views of the technology pyramid (§5; digest §5).

Nodes are positions ``H0``…``S2``; an edge ``upper → lower`` means the upper
card rests on the lower one (L279-282). A card's purchase surcharge is the
number of its descendants in the subgraph of cards still present (GS-R-58).
networkx is imported here only, so ``import rulekit`` stays fast.
"""

from __future__ import annotations

import networkx as nx

from rulekit.gunsteel import rules
from rulekit.gunsteel.cards import ERAS


def pyramid_graph(L: rules.Layout, pyramid: tuple | None = None) -> nx.DiGraph:
    """The pyramid as a directed graph, each node marked ``present`` or not.

    Examples
    --------
    >>> G = pyramid_graph(rules.layout())
    >>> G.number_of_nodes(), G.number_of_edges()
    (25, 36)
    >>> sorted(G.successors("O1"))
    ['G1', 'G2']
    >>> len(nx.descendants(G, "S0"))      # the cone below a Space card
    14
    """
    pyramid = pyramid if pyramid is not None else tuple("?" for _ in L.names)
    G = nx.DiGraph(rows=L.rows)
    starts = {}
    for i, name in enumerate(L.names):
        row = ERAS.index(L.era[i])
        starts.setdefault(row, i)
        G.add_node(name, row=row + 1, idx=i - starts[row], era=L.era[i], card=pyramid[i],
                   present=pyramid[i] is not None)
    for i, below in enumerate(L.rests_on):
        for j in below:
            G.add_edge(L.names[i], L.names[j], relation="rests_on")
    return G


def state_graph(state) -> nx.DiGraph:
    """The pyramid of a game, with each era's wonder beside its row (digest §5.5)
    and, in the combined game, the Research Project stacks (§5.6)."""
    L = state.layout
    G = pyramid_graph(L, state.pyramid)
    for r, era in enumerate(ERAS):
        wid = state.wonder_slots[r]
        node = f"W-{rules.ERA_LETTER[era]}"
        G.add_node(node, kind="wonder", era=era, wonder=wid, present=wid is not None)
        G.add_edge(node, L.names[L.row(era)[0]], relation="beside_row")
        if state.mode == "combined":
            stack = f"RP-{rules.ERA_LETTER[era]}"
            G.add_node(stack, kind="research", era=era, size=len(state.research[r]),
                       present=bool(state.research[r]))
            for i in range(len(L.names)):
                if ERAS.index(L.era[i]) < r:
                    G.add_edge(stack, L.names[i], relation="counts_for_surcharge")
    return G


def surcharge_graph(state, target: str) -> nx.DiGraph:
    """The cards behind one purchase surcharge: ``target`` and its present descendants."""
    G = pyramid_graph(state.layout, state.pyramid)
    present = [n for n, d in G.nodes(data=True) if d["present"]] + [target]
    H = G.subgraph(present)
    return H.subgraph({target} | nx.descendants(H, target)).copy()
