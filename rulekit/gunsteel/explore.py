"""The Guns & Steel pyramid to explore by clicking: what a card rests on, what rests on it, its price now.

Each card of the technology pyramid rests on two cards of the row below
(L279-282; the first row rests on nothing). A card's price is its printed cost
plus one resource for every card still in the pyramid that it is connected to
below: its *cone* (GS-R-58, L326-334). :func:`pyramid` hands the pyramid of a
position to a display as a :class:`rulekit.core.explore.Explorer`: the graph
(:func:`rulekit.gunsteel.graphs.pyramid_graph`), the picture of the position
(:func:`rulekit.gunsteel.svg.pyramid_svg`) and, for a clicked position, the cards
in words, the price the engine computes (``state.cost_report``) and the
engine's verdict on ``buy <position>`` now.

>>> import rulekit.gunsteel as gs
>>> g = gs.new_game(players=2, card_set="new-world", seed=1)
>>> print(pyramid(g).text("G1"))
Gunpowder row, 2nd card: New World · Gunpowder · 4 (teaching)
  rests on: Horse row, 2nd card; Horse row, 3rd card
  joined below through cards still there (each adds 1): Horse row, 2nd card; Horse row, 3rd card
  resting on it: Oil row, 1st card; Oil row, 2nd card
  position: G1
  price now for P1: 2 Horse + 2 surcharge = 4 resources (2 cards joined below; GS-R-58)
  buy it now: not allowed: P2 lays one starting card from hand as a resource (rule: GS-R-29, ...)
"""

from __future__ import annotations

from rulekit.core.explore import Explorer, Relation
from rulekit.gunsteel import graphs, svg
from rulekit.gunsteel import rulebook as rb
from rulekit.gunsteel.cards import ERAS

__all__ = ["pyramid", "position_name"]


def position_name(state, pos: str) -> str:
    """A pyramid position in words: its era's row and place from the left (``G1`` -> ``Gunpowder row,
    2nd card``), as a learner reads the board (the layout's :meth:`~rulekit.gunsteel.rules.Layout.place_name`)."""
    return state.layout.place_name(pos)


def pyramid(state, seat: int | None = None) -> Explorer:
    """The pyramid of ``state``: click a position for the cards it rests on, its cone, the cards resting on
    it, its price now for ``seat`` (default: the player whose turn it is) and the engine's verdict on buying it."""
    seat = state.current if seat is None else seat
    G = graphs.pyramid_graph(state.layout, state.pyramid)

    def name(pos):
        cid = G.nodes[pos]["card"]
        return f"{position_name(state, pos)}: " + (state.card(cid).name if cid else "bought")

    def cone(pos):
        """The cards joined to ``pos`` from below through cards still there (the engine's surcharge graph)."""
        return sorted(set(graphs.surcharge_graph(state, pos)) - {pos}, key=state.layout.names.index)

    def facts(pos):
        out = [("position", pos)]
        if G.nodes[pos]["card"] is None:
            out.append(("card", "already bought: the position is empty"))
        return out

    def live(pos):
        if G.nodes[pos]["card"] is None:
            return []
        r = state.cost_report(pos, seat=seat)
        base = " + ".join(f"{n} {res.title()}" for res, n in sorted(r["base"].items())) or "nothing"
        below = len(r["connected"])
        why = f"{below} card{'s' * (below != 1)} joined below" if below else "nothing joined below"
        unit = "resource" if r["total"] == 1 else "resources"
        return [(f"price now for P{seat + 1}",
                 f"{base} + {r['surcharge']} surcharge = {r['total']} {unit} ({why}; {rb.CARD_COST.ref})")]

    where = {n: position_name(state, n) + ("" if G.nodes[n]["present"] else " (bought)") for n in G.nodes}
    return Explorer(G, svg.pyramid_svg(state, seat=seat), title=f"Guns & Steel pyramid, turn {state.turn}",
                    name=name,
                    relations=(Relation("rests on", lambda n: sorted(G.successors(n), key=state.layout.names.index)),
                               Relation("joined below through cards still there (each adds 1)", cone),
                               Relation("resting on it", lambda n: sorted(G.predecessors(n),
                                                                          key=state.layout.names.index))),
                    facts=facts, state=state, action=lambda n: f"buy {n}" if G.nodes[n]["card"] else None,
                    live=live, action_word="buy it now", nothing="the card is already bought",
                    related_name=where.get)
