"""Why a Mosaic move is refused: a precise rule and reason for common mistakes.

Without a detail here a refused action gets its decision's prompt and rule
(core's fallback). Mixed into :class:`rulekit.mosaic.game.State`.

>>> from rulekit.mosaic.game import new_game
>>> from rulekit.mosaic.scenarios import build
>>> g = build({"start": {"players": 2}}, "<doctest>")
>>> str(g.why_not("tech S1").rule.ref), g.why_not("military").reason
('MO-R-22', 'a Military action needs Money: 5 per recruit, 1 per move (you have 0)')
>>> after = g.apply("work STONE")
>>> str(after.why_not("work FOOD").rule.ref), after.why_not("work FOOD").reason
('MO-R-54', 'one Action a turn: P1 has taken theirs (free actions or done)')
>>> g._player(0, g.players[0].gain({"IDEAS": 10})).why_not("government theocracy").reason
"Theocracy requires symbols you lack: {'CULTURE': 1} (teaching assignment; the printed symbols are unknown)"
>>> g.why_not(f"population {g.offers[2][0]}").reason
'TEACH-POP-10 costs 14 Food (Money 2:1); you have 0 Food and 0 Money'
>>> g.why_not("wonder W1").reason
'your next Wonder costs 20 Stone + 5 Food (Money 2:1); you have 0 Stone, 0 Food and 0 Money'
>>> rich = g._player(0, g.players[0].gain({"MONEY": 6}))
>>> rich.why_not("military").reason
'a Military action recruits units (5 Money each, in a Region where you have a City) or moves yours; you have 6 Money, 0 Cities and no units'
>>> bows = build({"start": {"players": 2, "player": [{"seat": 0, "techs": ["S16"], "hidden": ["T9"]}]}}, "<doctest>")
>>> str(bows.why_not("play T9").rule.ref), bows.why_not("play T9").reason
('MO-R-23', "Formations (T9) requires symbols you lack: {'MILITARY': 1} (teaching assignment; the printed symbols are unknown)")
>>> bows.why_not("play T1").reason
"T1 is not a face-down Technology of P1's"
"""

from __future__ import annotations

from rulekit.mosaic import effects, rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.actions import (Build, Convert, Deploy, Eliminate, Government, Military, Move, Place, Play,
                                    Population, Takeover, Taxtrade, Tech, Wonder, Work)
from rulekit.mosaic.board import adjacent
from rulekit.mosaic.cards import data, teaching_decks
from rulekit.mosaic.views import bag_text

#: The eight Actions of §C7: one of them a turn (§C6, L564-567).
ACTIONS = (Work, Population, Build, Wonder, Tech, Taxtrade, Military, Government)


class Explain:
    """``_refusal_detail`` for the decision stack (see :mod:`rulekit.core.decisions`)."""

    def _refusal_detail(self, task, action):
        if isinstance(action, Play) and task.kind in ("turn", "free", "extra", "setup-play"):
            return self._play_detail(task.player, action.tech)
        if isinstance(action, (Takeover, Convert)) and task.kind in ("turn", "free", "extra", "setup-play"):
            return self._free_detail(task.player, action)
        if task.kind in ("eliminate", "deploy", "free-city"):
            return self._effect_detail(task, action)
        if task.kind == "turn":
            return self._action_detail(task.player, action)
        if task.kind in ("place", "city") and isinstance(action, Place):
            return self._place_detail(task.player, task.card if task.kind == "place" else "CITY", action.space)
        if task.kind == "free" and isinstance(action, ACTIONS):
            return rb.ROUNDS, f"one Action a turn: P{task.player + 1} has taken theirs (free actions or done)"
        if task.kind == "military" and isinstance(action, Move):
            if not adjacent(action.origin, action.region, self.options.adjacency, self.n):
                return rb.ADJACENCY, (f"{action.origin} and {action.region} are not adjacent Regions in play "
                                      f"(adjacency read as {self.options.adjacency!r}, AMB-26)")
        return None

    def _free_detail(self, seat, action):
        """The Priestess's and the Judge's once-per-game powers (a face-down card: :meth:`_play_detail`)."""
        p = self.players[seat]
        if isinstance(action, Takeover):
            if p.leader != "priestess" or "priestess" in p.used:
                return rb.PRIESTESS, "only the Priestess takes over a City, once per game"
            owner = dict((sp, who) for sp, who, k in self.board if k in effects.CITIES).get(action.space)
            if owner is None or owner == seat:
                return rb.PRIESTESS, f"{action.space} holds no opponent's City"
            cities = len(self.pieces(owner, *effects.CITIES))
            if cities < 3:
                return rb.PRIESTESS, f"P{owner + 1} has {cities} Cities; the Priestess needs an owner of 3 or more"
        if isinstance(action, Convert):
            if p.leader != "judge" or "judge" in p.used:
                return rb.JUDGE, "only the Judge converts Population, once per game"
            if p.population < 1:
                return rb.JUDGE, "the Judge converts 1 Population, and you have none"
            if action.resource == "MONEY" and not self.options.any_resource_includes_money:
                return rb.JUDGE, "'any Resource' excludes Money under AMB-38's chosen reading"
        return None

    def _effect_detail(self, task, action):
        """Which enemy unit, which Region, which space an effect allows."""
        if isinstance(action, Eliminate):
            owner = self.players[int(action.owner[1]) - 1]
            if effects.armoured(owner):
                return rb.ARMOUR, f"{owner.name} has Armour (T44): their units cannot be eliminated"
            kinds = effects.step(task.card, "eliminate")[2]
            if not any(r == action.region and k in kinds for r, k in self.players[task.player].units):
                return rb.ELIMINATION, (f"{task.card} eliminates in a Region where you have {' or '.join(kinds)}; "
                                        f"you have none in {action.region}")
            if task.data and action.region != task.data[0]:
                return rb.ELIMINATION, f"both units go from one Region: {task.data[0]}"
        if isinstance(action, Deploy):
            return rb.CARD_UNITS, (f"{task.card}'s free unit goes to one of: "
                                   f"{', '.join(sorted({a.region for a in self._pending}))}")
        if isinstance(action, Place) and task.kind == "free-city":
            where = effects.step(task.card, "city")[1]
            return rb.FREE_CITY, f"{task.card}'s free City goes where the card says ({where})"
        return None

    def _action_detail(self, seat, action):
        p = self.players[seat]
        if isinstance(action, Tech):
            if action.tech not in self.offers[0]:
                return rb.TECHNOLOGY_COST, f"{action.tech} is not in the Technology Offer ({', '.join(self.offers[0])})"
            if not self.can_pay(seat, rules.technology_cost()):
                return rb.TECHNOLOGY_COST, (f"a Technology costs 5 Ideas (Money 2:1); you have {p.res('IDEAS')} "
                                            f"Ideas and {p.res('MONEY')} Money")
        if isinstance(action, Build) and action.card in self.offers[1] and \
                data().build[action.card.split("-")[0]].kind == "capital" and self.options.capital_card == "no-city":
            return rb.BUILD, ("under AMB-51's 'no-city' reading the Capital is not a City card, and the rulebook "
                              "prints no cost for it (only for Cities, Port Cities, Farms, Workshops and Projects, "
                              "L688, L708, L731, L747): it cannot be taken, and stays in the Offer until the Offer "
                              "is cleared")
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
                return rb.WONDER_COST, (f"your next Wonder costs {bag_text(cost)} (Money 2:1); you have "
                                        f"{p.res('STONE')} Stone, {p.res('FOOD')} Food and {p.res('MONEY')} Money")
            if action.wonder in self.wonders and not self.sites(seat, action.wonder):
                return rb.WONDER_PLACEMENT, "no available space where this Wonder may stand (L827-837)"
        if isinstance(action, Population) and action.card == "-" and (self.offers[2] or self.decks[2]):
            return rb.POPULATION_FALLBACK, "the fallback (15 Food for 2) only once the deck and the Offer are empty"
        if isinstance(action, Population) and action.card in self.offers[2]:
            food = teaching_decks().population[action.card][0]
            if not self.can_pay(seat, {"FOOD": food}):
                return rb.POPULATION, (f"{action.card} costs {food} Food (Money 2:1); you have {p.res('FOOD')} Food "
                                       f"and {p.res('MONEY')} Money")
        if isinstance(action, Government) and action.government in self.governments:
            tile = data().governments[action.government]
            if not self.can_pay(seat, {"IDEAS": tile.cost_ideas}):
                return rb.GOVERNMENT, (f"{tile.name_en} costs {tile.cost_ideas} Ideas (Money 2:1); you have "
                                       f"{p.res('IDEAS')} Ideas and {p.res('MONEY')} Money")
            need = data().teaching.government_requires.get(action.government) or {}
            have = self.symbols(seat)
            short = {k: v - have.get(k, 0) for k, v in need.items() if have.get(k, 0) < v}
            if short:
                return rb.GOVERNMENT, (f"{tile.name_en} requires symbols you lack: {short} (teaching assignment; "
                                       f"the printed symbols are unknown)")
        if isinstance(action, Military) and p.res("MONEY") < 1:
            return rb.RECRUIT, f"a Military action needs Money: 5 per recruit, 1 per move (you have {p.res('MONEY')})"
        if isinstance(action, Military) and not p.units:
            cities = len(self.pieces(seat, "CITY", "PORT_CITY"))
            return rb.RECRUIT, (f"a Military action recruits units ({rules.RECRUIT_COST} Money each, in a Region where "
                                f"you have a City) or moves yours; you have {p.res('MONEY')} Money, {cities} "
                                f"{'City' if cities == 1 else 'Cities'} and no units")
        return None

    def _play_detail(self, seat, tech):
        """Why a Technology may not be turned face up: not face down in front of
        you, or its symbols lacking (teaching assignment, L865-877)."""
        card = data().technologies.get(tech)
        if card is None or tech not in self.players[seat].hidden:
            return rb.PLAY_TECHNOLOGY, f"{tech} is not a face-down Technology of P{seat + 1}'s"
        need = data().teaching.tech_requires.get(tech) or {}
        have = self.symbols(seat)
        short = {k: v - have.get(k, 0) for k, v in need.items() if have.get(k, 0) < v}
        if short:
            return rb.TECH_REQUIREMENTS, (f"{card.name_en} ({tech}) requires symbols you lack: {short} (teaching "
                                          f"assignment; the printed symbols are unknown)")
        return None

    def _place_detail(self, seat, piece, space):
        """Why a piece may not go on a space: unknown, out of play, taken, the
        wrong kind of space, not next to your City, or a Wonder's site rule."""
        spaces = data().map.spaces
        if space not in spaces:
            return rb.BUILD, f"{space} is not a space of the {data().map.name}"
        s = spaces[space]
        if s.region not in self.in_play():
            return rb.REGIONS_IN_PLAY, f"{space} is in {s.region.title()}, which is not in play with {self.n} players"
        taken = self.occupant(space)
        if taken:
            return rb.BUILD, f"{space} already holds P{taken[0] + 1}'s {taken[1].replace('_', ' ').title()}"
        if piece in data().wonders:
            cities = {}
            for sp, who, kind in self.board:
                if kind in ("CITY", "PORT_CITY") and spaces[sp].region == s.region:
                    cities[str(who)] = cities.get(str(who), 0) + 1
            problem = rules.wonder_site_problem(data().wonders[piece].placement, s.kind, cities, str(seat),
                                                self.options)
            return (rb.WONDER_PLACEMENT, f"{space}: {problem}") if problem else None
        if piece == "PORT_CITY" and s.kind != "port":
            return rb.PORT_CITY, f"a Port City goes on a Port space; {space} is a {s.kind} space"
        if piece != "PORT_CITY" and s.kind == "port":
            return rb.PORT_CITY, (f"{space} is a Port space: only a Port City (or the Colossus or the Lighthouse) "
                                  f"goes there, not a {piece.replace('_', ' ').title()}")
        if piece in ("FARM", "WORKSHOP"):
            where = "across a Region border too" if self.options.farm_across_border else "in the same Region"
            return rb.FARM_WORKSHOP, (f"a {piece.title()} goes on a space next to one of your Cities ({where}, "
                                      f"AMB-19); {space} is not")
        return None


__all__ = ["Explain"]
