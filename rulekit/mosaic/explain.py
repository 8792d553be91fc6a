"""Why a Mosaic move is refused: a precise rule and reason for common mistakes.

Without a detail here a refused action gets its decision's prompt and rule
(core's fallback). Mixed into :class:`rulekit.mosaic.game.State`.

>>> from rulekit.mosaic.game import new_game
>>> from rulekit.mosaic.scenarios import build
>>> g = build({"start": {"players": 2}}, "<doctest>")
>>> str(g.why_not("tech S1").rule.ref), g.why_not("military").reason
('MO-R-22', 'a Military action needs Money: 5 per recruit, 1 per move (you have 0)')
"""

from __future__ import annotations

from rulekit.mosaic import rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.board import adjacent
from rulekit.mosaic.actions import Build, Military, Move, Population, Tech, Wonder


class Explain:
    """``_refusal_detail`` for the decision stack (see :mod:`rulekit.core.decisions`)."""

    def _refusal_detail(self, task, action):
        if task.kind == "turn":
            return self._action_detail(task.player, action)
        if task.kind == "military" and isinstance(action, Move):
            if not adjacent(action.origin, action.region, self.options.adjacency, self.n):
                return rb.ADJACENCY, (f"{action.origin} and {action.region} are not adjacent Regions in play "
                                      f"(adjacency read as {self.options.adjacency!r}, AMB-26)")
        return None

    def _action_detail(self, seat, action):
        p = self.players[seat]
        if isinstance(action, Tech):
            if action.tech not in self.offers[0]:
                return rb.TECHNOLOGY_COST, f"{action.tech} is not in the Technology Offer ({', '.join(self.offers[0])})"
            if not self.can_pay(seat, rules.technology_cost()):
                return rb.TECHNOLOGY_COST, (f"a Technology costs 5 Ideas (Money 2:1); you have {p.res('IDEAS')} "
                                            f"Ideas and {p.res('MONEY')} Money")
        if isinstance(action, Build) and action.kind in ("city", "port-city"):
            if p.population < 2:
                return rb.CITY_COST, f"a City costs 2 Population, which Money cannot replace; you have {p.population}"
            if not self.can_pay(seat, {"STONE": 4}):
                return rb.CITY_COST, (f"a City costs 4 Stone (Money 2:1); you have {p.res('STONE')} Stone "
                                      f"and {p.res('MONEY')} Money")
        if isinstance(action, Build) and action.kind == "project" and not self.can_pay(seat, rules.project_cost()):
            return rb.PROJECT_COST, "a Project costs 5 Stone and 5 Ideas (Money 2:1)"
        if isinstance(action, Wonder):
            cost = rules.wonder_cost(len(p.wonders))
            if not self.can_pay(seat, cost):
                return rb.WONDER_COST, f"your next Wonder costs {cost} (Money 2:1)"
            if action.wonder in self.wonders and not self.sites(seat, action.wonder):
                return rb.WONDER_PLACEMENT, "no available space where this Wonder may stand (L827-837)"
        if isinstance(action, Population) and action.card == "-" and (self.offers[2] or self.decks[2]):
            return rb.POPULATION_FALLBACK, "the fallback (15 Food for 2) only once the deck and the Offer are empty"
        if isinstance(action, Military) and p.res("MONEY") < 1:
            return rb.RECRUIT, f"a Military action needs Money: 5 per recruit, 1 per move (you have {p.res('MONEY')})"
        return None


__all__ = ["Explain"]
