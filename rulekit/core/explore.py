"""A graph a learner explores by clicking its nodes, for any game.

Every game has graphs worth exploring: a pyramid's cards resting on each other,
technologies that require others, squares next to squares, cards that upgrade
into later cards. :class:`Explorer` is the one shape in which a game hands such
a graph to a display: the graph, its picture (each clickable node marked with
``data-node="<node>"``), and the answer to "what is this node?":

- what it **needs** (by default its predecessors, followed back transitively)
  and what it **opens** (its successors), in names, not ids; a game may give
  other relations in their place (a square's neighbours, a city's outskirts);
- facts about it (a level, a printed cost);
- on a live position, the action that would take it now, and the engine's
  verdict: allowed, or refused with the reason and the rule (``state.why_not``,
  the same judge that plays the action).

A display (the ``GraphExplorer`` widget, a notebook's text) only lays the
answer out; every fact in it comes from the game. Nothing here imports a
Jupyter package or networkx: any graph with ``nodes``, ``predecessors`` and
``successors`` (a networkx ``DiGraph``) will do.

>>> import networkx as nx
>>> G = nx.DiGraph([("a", "b"), ("b", "c"), ("x", "c")])
>>> ex = Explorer(G, picture="<svg/>", title="letters", name=str.upper)
>>> ex.answer("c")["relations"][0]
{'word': 'needs', 'nodes': ['b', 'x', 'a'], 'names': ['B', 'X', 'A']}
>>> print(ex.text("b"))
B
  needs: A
  opens: C
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from rulekit.core.svg import Text

__all__ = ["Explorer", "Relation"]


@dataclass(frozen=True)
class Relation:
    """One way nodes are related to the node clicked: a word (``"needs"``, ``"opens"``,
    ``"neighbours"``, or a function of the node giving it, where a graph has nodes of
    several kinds) and the function giving the related nodes."""

    word: str | Callable[[Any], str]
    nodes: Callable[[Any], Sequence]


def ancestors(graph, node) -> list:
    """Every node from which ``node`` can be reached, nearest first (breadth first)."""
    seen, order, frontier = {node}, [], [node]
    while frontier:
        nxt = []
        for n in frontier:
            for p in graph.predecessors(n):
                if p not in seen:
                    seen.add(p)
                    order.append(p)
                    nxt.append(p)
        frontier = nxt
    return order


@dataclass
class Explorer:
    """A graph to explore: its picture, and each node's answer.

    Parameters
    ----------
    graph
        A directed graph: an edge ``u -> v`` means ``v`` needs ``u`` (or rests on it,
        or follows from it, as the game's rulebook defines).
    picture
        An SVG of the graph whose clickable elements carry ``data-node="<node>"``
        (:func:`rulekit.core.svg.graph_svg` writes them).
    title
        What the graph is, in a few words.
    name
        A node's name in the rulebook's words (default: the node's ``name``
        attribute, else the node itself).
    relations
        The relations the answer lists, in order (default: ``needs``, every
        predecessor followed back; ``opens``, the direct successors).
    facts
        A node's facts, as (label, value) pairs.
    state, action
        A live position and the notation of the action that takes a node now
        (``None``: no action does); the answer then gives the engine's verdict.
    live
        Facts that hold on the live position (a price now), as (label, value) pairs.
    """

    graph: Any
    picture: str
    title: str = ""
    name: Callable[[Any], str] | None = None
    relations: Sequence[Relation] = ()
    facts: Callable[[Any], Sequence[tuple[str, str]]] | None = None
    state: Any = None
    action: Callable[[Any], str | None] | None = None
    live: Callable[[Any], Sequence[tuple[str, str]]] | None = None
    #: the reason given for a node no action takes (``None``: such a node has no verdict)
    nothing: str | None = "no action takes it"
    #: what the verdict is about, in words ("build one now", "adopt by revolution now")
    action_word: str = "now"
    #: a related node's name, where it is shorter than the clicked node's (default: :attr:`name`)
    related_name: Callable[[Any], str] | None = None
    _relations: tuple = field(init=False, repr=False, default=())

    def __post_init__(self):
        self._relations = tuple(self.relations) or (
            Relation("needs", lambda n: ancestors(self.graph, n)),
            Relation("opens", lambda n: list(self.graph.successors(n))),
        )

    def __repr__(self) -> str:
        return f"Explorer({self.title or 'graph'}: {len(self.nodes)} nodes)"

    @property
    def nodes(self) -> list:
        """The nodes a learner can click."""
        return list(self.graph.nodes)

    def name_of(self, node) -> str:
        if self.name is not None:
            return self.name(node)
        try:
            return str(self.graph.nodes[node].get("name", node))
        except (KeyError, AttributeError, TypeError):
            return str(node)

    def answer(self, node) -> dict:
        """What ``node`` needs and opens (names and nodes), its facts and, on a live position,
        the engine's verdict on the action that takes it now. Plain data, for any display.
        An unknown node is a ``KeyError`` naming it."""
        if node not in self.graph.nodes:
            raise KeyError(f"{node!r} is not a node of {self.title or 'the graph'}")
        relations = []
        for rel in self._relations:
            nodes = [n for n in rel.nodes(node)]
            named = self.related_name or self.name_of
            word = rel.word(node) if callable(rel.word) else rel.word
            relations.append({"word": word, "nodes": nodes, "names": [named(n) for n in nodes]})
        facts = [[str(k), str(v)] for k, v in (self.facts(node) if self.facts else ())]
        out = {"node": node, "name": self.name_of(node), "relations": relations, "facts": facts, "verdict": None}
        if self.state is not None:
            facts += [[str(k), str(v)] for k, v in (self.live(node) if self.live else ())]
            out["verdict"] = self.verdict(node)
        return out

    def verdict(self, node) -> dict | None:
        """The engine's answer to taking ``node`` now: ``{"word", "action", "legal", "reason", "rule"}``
        (``None`` without a live position or an action function)."""
        if self.state is None or self.action is None:
            return None
        action = self.action(node)
        if action is None:               # no action takes this node: say so, or (``nothing=None``) say nothing
            return None if self.nothing is None else {"word": self.action_word, "action": "", "legal": False,
                                                      "reason": self.nothing, "rule": ""}
        err = self.state.why_not(action)
        if err is None:
            return {"word": self.action_word, "action": str(action), "legal": True, "reason": "", "rule": ""}
        return {"word": self.action_word, "action": str(action), "legal": False, "reason": err.reason,
                "rule": str(err.rule or "")}

    def text(self, node) -> "Text":
        """The answer as plain lines: a notebook's static output, and what the widget shows."""
        a = self.answer(node)
        lines = [a["name"]]
        for rel in a["relations"]:
            sep = "; " if any("," in n for n in rel["names"]) else ", "
            lines.append(f"  {rel['word']}: {sep.join(rel['names']) or 'nothing'}")
        for label, value in a["facts"]:
            lines.append(f"  {label}: {value}")
        v = a["verdict"]
        if v is not None:
            if v["legal"]:
                lines.append(f"  {v['word']}: allowed ({v['action']})")
            else:
                lines.append(f"  {v['word']}: not allowed: {v['reason']}" + (f" (rule: {v['rule']})" if v["rule"] else ""))
        return Text("\n".join(lines))

