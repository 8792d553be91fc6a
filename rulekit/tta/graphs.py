"""Through the Ages as networkx graphs: the upgrade lines and the changes of government.

Technologies have no prerequisites (``TTA-R-A22``); what structure there is
comes from the cards' types and ages:

* :func:`upgrade_graph` — one node per technology card of a farm, mine, urban
  building or unit type, an edge from every card to every card of the same type
  and a higher age (levels may be skipped: Bronze → Coal, ``TTA-R-A21``). The
  edge carries the upgrade's price: ``cost`` resources, the difference of the
  two build costs, and one ``action`` (civil for farms, mines and buildings,
  military for units: ``TTA-R-51``, ``TTA-R-54``). Farms upgrade only from
  farms, temples only from temples, and so on (PL L1294-1297; HU 1124-1170).
* :func:`upgrade_line` — one type's cards and edges; :func:`upgrade_steps` —
  only the edges between neighbouring ages, the line as a chain.
* :func:`government_graph` — the governments, every one reachable from every
  other (``TTA-R-50``): each edge costs the science printed on the new
  government, the smaller number by revolution (all civil actions, as the
  turn's first and only civil action) or the larger peacefully (1 civil action).
* :func:`special_graph` — the blue special technologies of each branch, an
  edge from each to the later ones that replace it (``TTA-R-A23``).

``game="simple"`` keeps the cards of the Simple game (the starting
technologies and civil decks A and I); ``"advanced"`` adds Age II and
``"full"`` Age III. The engine does not import this module.

Examples
--------
>>> G = upgrade_graph("simple")
>>> G.edges["c-A-bronze", "c-I-iron"]["cost"]           # TTA-EX-7: Iron 5 - Bronze 2
3
>>> G.edges["c-A-warriors", "c-I-swordsmen"]["action"], G.edges["c-A-warriors", "c-I-swordsmen"]["cost"]
('military', 1)
>>> [n for n in upgrade_line("mine", "full")]
['c-A-bronze', 'c-I-iron', 'c-II-coal', 'c-III-oil']
>>> upgrade_graph("full").edges["c-A-bronze", "c-II-coal"]["cost"]   # skipping a level (PL L2241-2243)
6
>>> H = government_graph("simple")
>>> H.edges["c-A-despotism", "c-I-monarchy"]["revolution"], H.edges["c-A-despotism", "c-I-monarchy"]["peaceful"]
(3, 9)
"""

from __future__ import annotations

import networkx as nx

from rulekit.core.rule import cites
from rulekit.tta import cards as _cards
from rulekit.tta import rulebook as rb

__all__ = ["AGE_OF_GAME", "LINE_TYPES", "government_graph", "special_graph", "upgrade_graph", "upgrade_line",
           "upgrade_steps"]

#: The types that have upgrade lines, in the order the pictures draw them.
LINE_TYPES = _cards.PRODUCTION + _cards.URBAN + _cards.UNITS

#: The ages whose civil cards each game uses (PL L83-96, L1540-1542, L2453-2454; HU 141-165, 1357-1376).
AGE_OF_GAME = {"simple": ("A", "I"), "advanced": ("A", "I", "II"), "full": ("A", "I", "II", "III")}


def _ages(game: str) -> tuple[str, ...]:
    if game not in AGE_OF_GAME:
        raise ValueError(f"game must be one of {', '.join(AGE_OF_GAME)}, not {game!r}")
    return AGE_OF_GAME[game]


def _node(card) -> dict:
    return dict(name_en=card.name_en, name_pl=card.name_pl, name_hu=card.name_hu, type=card.type, age=card.age,
                level=card.level, build_cost=card.build_cost, science_cost=card.science_cost,
                starting=card.starting, confidence=card.confidence)


def _cards_of(types, game: str) -> list:
    ages = _ages(game)
    return [c for c in _cards.data().cards.values()
            if c.deck == "civil" and c.type in types and c.age in ages]


@cites(rb.UPGRADE, rb.UPGRADE_UNIT, rb.HIGHER_LEVELS, rb.HIGHER_FARMS_MINES, rb.NO_PREREQUISITES)
def upgrade_graph(game: str = "full") -> nx.DiGraph:
    """Every upgrade a game allows: card → higher-age card of its type, priced on the edge.

    Nodes are card ids with ``name_en``, ``name_pl``, ``name_hu``, ``type``,
    ``age``, ``level``, ``build_cost``, ``science_cost``, ``starting`` and
    ``confidence``. Edges carry ``cost`` (resources: the difference of the two
    build costs, before any discount), ``action`` (``"civil"`` or
    ``"military"``), ``skip`` (levels jumped over, 0 for the next age) and
    ``rule`` (the named rule).

    >>> G = upgrade_graph("simple")
    >>> sorted(G.successors("c-A-philosophy")), G.edges["c-A-philosophy", "c-I-alchemy"]["cost"]
    (['c-I-alchemy'], 3)
    >>> G.has_edge("c-A-religion", "c-I-alchemy")      # temples only from temples
    False
    """
    G = nx.DiGraph(game=game, ages=_ages(game))
    found = sorted(_cards_of(LINE_TYPES, game), key=lambda c: (LINE_TYPES.index(c.type), c.level, c.id))
    for c in found:
        G.add_node(c.id, **_node(c))
    for a in found:
        for b in found:
            if a.type == b.type and a.level < b.level:
                unit = a.type in _cards.UNITS
                G.add_edge(a.id, b.id, kind="upgrade", cost=b.build_cost - a.build_cost,
                           action="military" if unit else "civil", skip=b.level - a.level - 1,
                           rule="UPGRADE_UNIT" if unit else "UPGRADE")
    return G


def upgrade_line(type: str, game: str = "full") -> nx.DiGraph:
    """One type's upgrade line (``"farm"``, ``"temple"``, ``"cavalry"`` …), nodes in age order.

    >>> L = upgrade_line("temple", "simple")
    >>> list(L), L.edges["c-A-religion", "c-I-theology"]["cost"]
    (['c-A-religion', 'c-I-theology'], 2)
    """
    if type not in LINE_TYPES:
        raise ValueError(f"no upgrade line for {type!r}; lines are {', '.join(LINE_TYPES)}")
    G = upgrade_graph(game)
    L = nx.DiGraph(**G.graph, type=type)
    L.add_nodes_from((n, d) for n, d in G.nodes(data=True) if d["type"] == type)
    L.add_edges_from((u, v, d) for u, v, d in G.edges(data=True) if u in L and v in L)
    return L


def upgrade_steps(G: nx.DiGraph) -> nx.DiGraph:
    """Only the edges between neighbouring ages present in ``G`` (each line as a chain).

    An upgrade that skips a level costs the sum of the steps it jumps (the
    build costs telescope), so the chain keeps every price.

    >>> S = upgrade_steps(upgrade_graph("full"))
    >>> S.has_edge("c-A-bronze", "c-II-coal"), S.edges["c-I-iron", "c-II-coal"]["cost"]
    (False, 3)
    """
    S = nx.DiGraph(**G.graph)
    S.add_nodes_from(G.nodes(data=True))
    for u, v, d in G.edges(data=True):
        lower = [w for w in G.predecessors(v) if G.nodes[u]["level"] < G.nodes[w]["level"]]
        if not lower:
            S.add_edge(u, v, **d)
    return S


@cites(rb.CHANGE_GOVERNMENT, rb.REVOLUTION, rb.PEACEFUL_CHANGE, rb.URBAN_LIMIT)
def government_graph(game: str = "full") -> nx.DiGraph:
    """The governments of a game and every change between them, priced on the edge.

    Each node carries ``civil_actions``, ``military_actions`` and
    ``urban_limit`` besides the card's names and age. Each edge (every ordered
    pair; Despotism, printed on the board, is never a target) carries the new
    government's ``revolution`` and ``peaceful`` science costs and what each
    takes in actions: ``revolution_actions = "all civil"`` (the turn's first
    and only civil action, PL L1179-1189; HU 1061-1104) and
    ``peaceful_actions = 1``.

    >>> H = government_graph("simple")
    >>> sorted(H.nodes), H.has_edge("c-I-monarchy", "c-A-despotism")
    (['c-A-despotism', 'c-I-monarchy', 'c-I-theocracy'], False)
    >>> H.edges["c-I-monarchy", "c-I-theocracy"]["revolution"], H.nodes["c-I-theocracy"]["urban_limit"]
    (2, 3)
    """
    H = nx.DiGraph(game=game, ages=_ages(game))
    found = sorted(_cards_of(("government",), game), key=lambda c: (c.level, c.id))
    for c in found:
        H.add_node(c.id, **_node(c), civil_actions=c.effect.get("civil_actions"),
                   military_actions=c.effect.get("military_actions"), urban_limit=c.effect.get("urban_limit"))
    for a in found:
        for b in found:
            if a.id != b.id and not b.starting:
                H.add_edge(a.id, b.id, kind="government", revolution=b.revolution_cost, peaceful=b.peaceful_cost,
                           revolution_actions="all civil", peaceful_actions=1)
    return H


@cites(rb.SPECIAL_REPLACES)
def special_graph(game: str = "full") -> nx.DiGraph:
    """The blue special technologies, an edge from each to the later cards of its branch.

    A newer special technology of a branch replaces the older one; their
    bonuses do not add up (PL L2253-2257; HU 1968-1988; TTA-EX-14).

    >>> P = special_graph("full")
    >>> P.has_edge("c-I-code-of-laws", "c-II-justice-system"), P.nodes["c-I-code-of-laws"]["branch"]
    (True, 'civil')
    """
    P = nx.DiGraph(game=game, ages=_ages(game))
    found = sorted(_cards_of(("special",), game), key=lambda c: (c.branch, c.level, c.id))
    for c in found:
        P.add_node(c.id, **_node(c), branch=c.branch)
    for a in found:
        for b in found:
            if a.branch == b.branch and a.level < b.level:
                P.add_edge(a.id, b.id, kind="replaces")
    return P
