"""Through the Ages' graphs to explore by clicking: upgrade lines and governments.

Technologies in Through the Ages need no other technology. What hangs together
is a card's upgrade line (*ulepszenie*, HU *fejlesztés*: a worker moves from an
older card to a later one of its type, §1.5.4, L1287-1301; units §1.5.5) and the
governments, each reachable from every other by revolution or peaceful change
(§1.5.3, L1172-1226). Each function here hands one of them to a display as a
:class:`rulekit.core.explore.Explorer`: the graph (:mod:`rulekit.tta.graphs`),
its picture (:mod:`rulekit.tta.svg`) and, on a live position, the engine's own
answers (:mod:`rulekit.tta.views`, ``state.why_not``).

>>> ex = upgrades(game="simple")
>>> print(ex.text("c-A-bronze"))
Bronze
  older cards of its line: nothing
  upgrades into: Iron
  type: mine
  age: A
  build cost: 2 resources
>>> import rulekit.tta as tta
>>> live = upgrades(tta.new_game(players=2, seed=1), game="simple")
>>> print(live.text("c-A-bronze").splitlines()[-1])
  one more built now: not allowed: in round 1 the only action is taking cards from the card row (rule: TTA-R-23b, ...)
"""

from __future__ import annotations

from rulekit.core.explore import Explorer, Relation, ancestors
from rulekit.tta import graphs, rules, svg, views

__all__ = ["governments", "upgrades"]


def upgrades(state=None, game: str = "full", types: tuple[str, ...] | None = None) -> Explorer:
    """The upgrade lines of ``game`` (or of some ``types``): click a card for the older cards of its
    line, the cards it upgrades into and, on ``state``, each upgrade's price for the player to move
    and the engine's verdict, and whether one more can be built (or recruited) now."""
    graph = graphs.upgrade_graph(game)
    if types:
        graph = graph.subgraph([n for n, d in graph.nodes(data=True) if d["type"] in types]).copy()

    def facts(card):
        d = graph.nodes[card]
        out = [("type", d["type"]), ("age", d["age"]), ("build cost", f"{d['build_cost']} resources")]
        if d.get("science_cost"):
            out.append(("science to discover", d["science_cost"]))
        return out

    def live(card):
        out = []
        for u in views.upgrades_from(state, card, game=game):
            verdict = "allowed" if u["legal"] else f"not now: {u['reason']}"
            out.append((f"upgrade to {u['name']} now", f"{u['cost']} resources + 1 {u['action']} action; {verdict}"))
        return out

    def action(card):
        return f"{'recruit' if graph.nodes[card]['type'] in rules.UNITS else 'build'} {card}"

    return Explorer(graph, svg.upgrade_svg(game, types), title=f"Upgrade lines, {game} game", name=rules.name,
                    relations=(Relation("older cards of its line", lambda n: ancestors(graph, n)),
                               Relation("upgrades into", lambda n: sorted(graph.successors(n),
                                                                          key=lambda m: graph.nodes[m]["level"]))),
                    facts=facts, state=state, action=action if state is not None else None, live=live,
                    action_word="one more built now")


def governments(state=None, game: str = "full") -> Explorer:
    """The governments of ``game``: click one for what it gives, the science it costs by revolution and
    peacefully, and, on ``state``, the engine's verdict on each way of adopting it now (a revolution
    is the turn's first and only civil action, L1178-1210; a peaceful change costs one, L1212-1226)."""
    graph = graphs.government_graph(game)

    def cost(card, kind):
        for _, _, e in graph.in_edges(card, data=True):
            return e[kind]
        return None

    def facts(card):
        d = graph.nodes[card]
        out = [("age", d["age"]), ("actions", f"{d['civil_actions']} civil, {d['military_actions']} military"),
               ("urban building limit", d["urban_limit"])]
        if d["starting"]:
            out.append(("science to adopt", "none: every player starts with it"))
        else:
            out += [("by revolution", f"{cost(card, 'revolution')} science, every civil action"),
                    ("peacefully", f"{cost(card, 'peaceful')} science, 1 civil action")]
        return out

    def live(card):
        err = state.why_not(f"peaceful {card}")
        return [("peacefully now", "allowed" if err is None else f"not now: {err.reason}")]

    return Explorer(graph, svg.government_svg(game), title=f"Governments, {game} game", name=rules.name,
                    relations=(Relation("can replace", lambda n: sorted(graph.predecessors(n))),),
                    facts=facts, state=state, action=(lambda card: f"revolution {card}") if state is not None else None,
                    live=live, action_word="adopted by revolution now")
