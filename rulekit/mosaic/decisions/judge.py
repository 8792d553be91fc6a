"""One judge per kind of move: what it costs, why it is refused, what it does.

Each of the eight Actions of §C7 (Work, Population, Build, Wonder, Technology,
Tax & Trade, Military, Government) and each free action (play a face-down
Technology, claim a tile, clear an Offer with the Government's ability, the
Priestess's takeover, the Judge's conversion) is judged by one :class:`Judge`:

``cost(s, seat, a)``
    the Resources it costs (Money stands in at 2:1, L342-347);
``refusal(s, seat, a)``
    ``None`` if it is legal now, else the rule and a sentence naming the real cause;
``effect(s, seat, a)``
    the state after it;
``options(s, seat)``
    the moves of this kind open now: its candidates that :meth:`Judge.refusal` lets pass.

A judge's refusal is made of three checks, each written once: :meth:`Judge.unknown` (the move
names something not there to take: a card not in the Offer, a tile already taken),
:meth:`Judge.closed` (what shuts every move of the kind for this player: a cost, a Leader's power
already used) and :meth:`Judge.check` (what refuses this one move). :meth:`Judge.options` asks
the same :meth:`Judge.closed` once, then :meth:`Judge.unknown` and :meth:`Judge.check` of each
candidate, so listing the options never repeats a check of its own.

``legal_actions()`` (through the decisions' options), ``apply()``, ``why_not()``,
the views and the scenarios' observations all ask these judges.

>>> from rulekit.mosaic.scenarios import build
>>> g = build({"start": {"players": 2}}, "<doctest>")
>>> str(g.why_not("tech S1").rule.ref), g.why_not("military").reason
('MO-R-22', 'a Military action needs Money: 5 per recruit, 1 per move (you have 0)')
>>> g.why_not(f"population {g.offers[2][0]}").reason
'TEACH-POP-10 costs 14 Food (Money 2:1); you have 0 Food and 0 Money'
>>> g.why_not("wonder W1").reason
'your next Wonder costs 20 Stone + 5 Food (Money 2:1); you have 0 Stone, 0 Food and 0 Money'
>>> rich = g.edit(players={0: {"resources": (0, 0, 0, 6)}})
>>> rich.why_not("military").reason
'a Military action recruits units (5 Money each, in a Region where you have a City) or moves yours; you have 6 Money, 0 Cities and no units'
>>> g.edit(players={0: {"resources": (0, 10, 0, 0)}}).why_not("government theocracy").reason
"Theocracy requires symbols you lack: {'CULTURE': 1} (teaching assignment; the printed symbols are unknown)"
"""

from __future__ import annotations

from functools import lru_cache, partial

from rulekit.core.rule import cites
from rulekit.mosaic import effects, rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.actions import BUILD_KINDS, Build, Government, Military, Population, Taxtrade, Tech, Wonder, Work
from rulekit.mosaic.cards import data, teaching_decks
from rulekit.mosaic.decisions.base import (Judge, bag_text, lacking, listed, symbols_refusal, unaffordable,
                                           unpaid_sentence)
from rulekit.mosaic.decisions.cards import PayWithMoney, build_card, wonder_built
from rulekit.mosaic.decisions.choices import PlacePiece, RefillOffer
from rulekit.mosaic.decisions.military import MilitaryMoves, military_choices
from rulekit.mosaic.decisions.tables import (PIECE, bare_builds, food_range, government_cost,
                                             population_price, project_price, tax_trade_fallbacks,
                                             technology_price, wonder_price, works, build_moves, card_kind, city_price,
                                             government_moves, offer_moves, wonder_moves)
from rulekit.mosaic.state import PIECE_LIMITS, drop


def _all_placed(piece: str) -> str:
    """The sentence of a piece whose every copy is on the map."""
    return f"all {PIECE_LIMITS[piece]} of your {piece.replace('_', ' ').title()}s are on the map"


# == the eight Actions ====================================================================

class WorkJudge(Judge):
    action, rule = Work, rb.WORK

    def candidates(self, s, seat):
        return list(works())

    def options(self, s, seat):
        """The three Works: nothing refuses one."""
        return list(works())

    @cites(rb.WORK)
    def effect(self, s, seat, a):
        p = s.players[seat]
        s = s.with_player(seat, p.gain({a.resource: rules.work_yield(p.population, p.prod(a.resource))}))
        return effects.on_work(s, seat, a.resource)


class PopulationJudge(Judge):
    action, rule, exact = Population, rb.POPULATION, True

    def candidates(self, s, seat):
        out = list(offer_moves(Population, s.offers[2]))
        fallback = Population.of("-")
        return out + [fallback] if self.unknown(s, seat, fallback) is None else out

    def cost(self, s, seat, a):
        """The Food a Population card costs (times Flood Agriculture's pending doubling), or the fallback's 15."""
        return dict(population_price(a.card, effects.food_factor(s, seat)))

    @cites(rb.POPULATION, rb.POPULATION_FALLBACK)
    def unknown(self, s, seat, a):
        if a.card == "-":
            if s.offers[2] or s.decks[2]:
                return rb.POPULATION_FALLBACK, ("the fallback (15 Food for 2) only once the deck and the Offer "
                                                "are empty")
            return None
        if a.card not in s.offers[2]:
            return rb.POPULATION, f"{a.card} is not in the Population Offer ({', '.join(s.offers[2]) or 'empty'})"
        return None

    def options(self, s, seat):
        """The :meth:`known` moves :meth:`checker` lets pass: each costs Food only, so when the cheapest
        cannot be paid no dearer one can, and none is judged; when the dearest can, every one can."""
        moves = self.known(s, seat)
        if not moves:
            return []
        ok = self.checker(s, seat)
        if len(moves) == 1:
            return moves if ok(moves[0]) is None else []
        # several moves are the Offer's cards (the fallback comes alone), and the one factor is the same
        # for every card: the cheapest and the dearest are those of least and most printed Food
        cheapest, dearest = food_range(s.offers[2])
        if ok(cheapest) is not None:
            return []
        if ok(dearest) is None:           # the dearest paid: every cheaper card is paid too
            return moves
        return [a for a in moves if ok(a) is None]

    @cites(rb.POPULATION, rb.POPULATION_FALLBACK)
    def checker(self, s, seat):
        """The card's Food (or the fallback's), unpaid; Flood Agriculture's factor read once."""
        factor = effects.food_factor(s, seat)

        def check(a):
            cost = population_price(a.card, factor)
            if s.can_pay(seat, cost):                  # unaffordable(), without its call when paid
                return None
            if a.card == "-":
                return rb.POPULATION_FALLBACK, unpaid_sentence(s, seat, cost, "the fallback")
            return rb.POPULATION, unpaid_sentence(s, seat, cost, a.card)
        return check

    @cites(rb.POPULATION, rb.POPULATION_FALLBACK)
    def effect(self, s, seat, a):
        p = s.players[seat]
        farmer = p.leader == "farmer"
        if a.card == "-":
            gain = rules.population_gain(2, farmer=farmer, fallback=True, options=s.options)
            return s.with_player(seat, s.paid(seat, self.cost(s, seat, a), population=p.population + gain))
        food, card_gain = teaching_decks().population[a.card]
        s, doubled = effects.population_doubled(s, seat, a.card)
        food *= 2 if doubled and s.options.flood_agriculture == "gain-and-cost" else 1
        gain = rules.population_gain(card_gain, farmer=farmer, doubled=doubled, options=s.options)
        p = s.players[seat]                  # paid, the card taken and the Offer refilled: one copy
        return s.with_player(seat, s.paid(seat, {"FOOD": food}, population=p.population + gain,
                                          people=p.people + (a.card,)), **s.taken(2, a.card))




class BuildJudge(Judge):
    action, rule, exact = Build, rb.BUILD, True

    @staticmethod
    def card_kind(s, card) -> str:
        """What a Build card builds: its kind, the Capital a City unless AMB-51's 'no-city' reading."""
        return card_kind(card, s.options.capital_card)

    def candidates(self, s, seat, kinds=BUILD_KINDS):
        """The Builds of the Offer's cards (each of the kind it builds; not the Capital a card of no
        kind under AMB-51's 'no-city' reading) and of no card (every piece, not a Project), of ``kinds``."""
        return [a for kind, a in build_moves(s.offers[1], s.options.capital_card) if kind in kinds]

    def cost(self, s, seat, a):
        if a.kind == "project":
            return rules.project_cost().as_dict()
        if a.kind in ("city", "port-city"):
            return city_price()[0]
        return {}

    def options(self, s, seat):
        """The Builds open now: :meth:`checker` (what the kind of piece asks: it reads only the kind)
        judged once per kind, then the candidates of the kinds it lets pass."""
        ok, able, out = self.checker(s, seat), [], []
        for a in bare_builds():
            if ok(a) is None:
                able.append(a.kind)
        if not able:
            return out
        for kind, a in build_moves(s.offers[1], s.options.capital_card):
            if kind in able:
                out.append(a)
        return out

    @cites(rb.BUILD, rb.PROJECT_COST)
    def unknown(self, s, seat, a):
        """What the Build card (or building without one) allows: a card of the Offer, of this kind."""
        if a.card != "-":
            if a.card not in s.offers[1]:
                return rb.BUILD, f"{a.card} is not in the Build Offer ({', '.join(s.offers[1]) or 'empty'})"
            kind = self.card_kind(s, a.card)
            if kind == "capital":
                return rb.BUILD, ("under AMB-51's 'no-city' reading the Capital is not a City card, and the "
                                  "rulebook prints no cost for it (only for Cities, Port Cities, Farms, Workshops "
                                  "and Projects, L688, L708, L731, L747): it cannot be taken, and stays in the "
                                  "Offer until the Offer is cleared")
            if kind != a.kind:
                return rb.BUILD, f"{a.card} is a {kind} card: it builds a {kind}, not a {a.kind}"
        elif a.kind == "project":
            return rb.PROJECT_COST, "a Project is built only with a Project card from the Build Offer"
        return None

    @cites(rb.BUILD, rb.CITY_COST, rb.PROJECT_COST, rb.PORT_CITY, rb.FARM_WORKSHOP)
    def checker(self, s, seat):
        """What a kind of Build asks of the player: its cost, a piece left, a space for it (it reads
        ``a.kind`` only). The player's pieces are read once, and a City's price (the same for a Port
        City) is judged once."""
        p, mine, price = s.players[seat], s.piece_index.get(seat, {}), []

        def city_price_refusal():
            if not price:
                resources, population = city_price()
                if p.population < population:
                    price.append((rb.CITY_COST, lambda: (f"a City costs {population} Population, which Money "
                                                         f"cannot replace; you have {p.population}")))
                else:
                    price.append(None if s.can_pay(seat, resources) else      # unaffordable(), without its call
                                 (rb.CITY_COST, unpaid_sentence(s, seat, resources, "a City")))
            return price[0]

        def check(a):
            kind = a.kind
            if kind == "project":
                cost = project_price()              # unaffordable(), without its call when paid
                return None if s.can_pay(seat, cost) else (rb.PROJECT_COST, unpaid_sentence(s, seat, cost, "a Project"))
            if kind in ("city", "port-city"):
                found = city_price_refusal()
                if found is not None:
                    return found
            piece = PIECE[kind]
            if len(mine.get(piece, ())) >= PIECE_LIMITS[piece]:        # s.count(seat, piece)
                return rb.BUILD, partial(_all_placed, piece)
            if not s.site_ids(seat, piece):
                return self._no_site(s, seat, piece)
            return None
        return check

    @staticmethod
    def _no_site(s, seat, piece):
        if piece in ("FARM", "WORKSHOP"):
            return rb.FARM_WORKSHOP, f"no free space next to one of your Cities for a {piece.title()}"
        closed = sorted(effects.locked(s, seat, piece))
        if closed:
            return rb.LOYALTY, (f"no free {'Port ' if piece == 'PORT_CITY' else ''}space for a City outside the "
                                f"Regions other players' Loyalty locks ({', '.join(closed)})")
        return (rb.PORT_CITY if piece == "PORT_CITY" else rb.BUILD), \
            f"no free {'Port' if piece == 'PORT_CITY' else 'land'} space in the Regions in play"

    @cites(rb.BUILD, rb.CITY_COST, rb.PROJECT_COST, rb.STORAGE_CITY, rb.STORAGE_PORT)
    def effect(self, s, seat, a):
        if a.kind == "project":
            s = s.pay(seat, self.cost(s, seat, a))
        elif a.kind in ("city", "port-city"):
            resources, population = city_price()
            p = s.players[seat]               # the Resources and the Population paid in one copy
            s = s.with_player(seat, s.paid(seat, resources, population=p.population - population))
            port = a.kind == "port-city"
            s = s._with(storage=s.storage + effects.to_storage(s, rules.storage_added(port, s.options)))
            if port and a.card == "-" and s.options.port_money_without_card:     # with the card: its own +10 (AMB-17)
                s = s.with_player(seat, s.players[seat].gain({"MONEY": 10}))
            s = effects.city_built(s, seat, port)
        if s.players[seat].leader == "engineer" and a.kind in ("city", "port-city", "workshop"):
            s = s.with_player(seat, s.players[seat].produce({"STONE": 1}))
        copy = a.card if a.card != "-" else ""
        place = () if a.kind == "project" else (PlacePiece(seat, card=PIECE[a.kind], build_card=copy),)
        if a.card != "-":          # its benefits, then the Offer refilled (L673-678, Appendix 5)
            return build_card(s, seat, a.card, after=place + (RefillOffer(seat, card="build"),),
                              offers=effects.offers_without(s, 1, a.card))
        return s._push(*place)


class WonderJudge(Judge):
    action, rule, exact = Wonder, rb.WONDER_COST, True

    def candidates(self, s, seat):
        return [a for a, _ in wonder_moves(s.wonders)]

    def options(self, s, seat):
        """The Wonders :meth:`closed` (the next Wonder's cost, the same for every tile) and :meth:`checker`
        (asked once per placement rule) let pass."""
        if self.closed(s, seat) is not None:
            return []
        ok = self.checker(s, seat)
        return [a for a, _ in wonder_moves(s.wonders) if ok(a) is None]

    def cost(self, s, seat, a=None):
        """Your next Wonder's cost: it grows with the Wonders you have built (the same for every tile;
        :meth:`closed` reads the same :func:`rules.wonder_cost` without a copy)."""
        return rules.wonder_cost(len(s.players[seat].wonders)).as_dict()

    @cites(rb.WONDER_COST)
    def unknown(self, s, seat, a):
        """Not a Wonder tile, or a tile already taken."""
        tiles = data().wonders
        if a.wonder not in tiles:
            return rb.WONDER_COST, f"{a.wonder} is not a Wonder tile ({', '.join(sorted(tiles))})"
        if a.wonder not in s.wonders:
            owner = next((q for q in s.players if a.wonder in q.wonders), None)
            where = f"P{owner.seat + 1} built it" if owner else "it is out of the game"
            return rb.WONDER_COST, f"the {tiles[a.wonder].name_en} ({a.wonder}) is already taken: {where}"
        return None

    @cites(rb.WONDER_COST)
    def closed(self, s, seat):
        """The next Wonder's cost, unpaid."""
        cost = wonder_price(len(s.players[seat].wonders))     # unaffordable(), without its call when paid
        return None if s.can_pay(seat, cost) else (rb.WONDER_COST, unpaid_sentence(s, seat, cost, "your next Wonder"))

    @cites(rb.WONDER_PLACEMENT)
    def check(self, s, seat, a):
        """No space where this Wonder may stand."""
        if not s.site_ids(seat, a.wonder):
            return rb.WONDER_PLACEMENT, "no available space where this Wonder may stand (L827-837)"
        return None

    def checker(self, s, seat):
        """:meth:`check` asked once per placement rule: Wonders placed alike have the same spaces."""
        check, tiles, seen = self.check, data().wonders, {}

        def once(a):
            placement = tiles[a.wonder].placement
            if placement not in seen:
                seen[placement] = check(s, seat, a)
            return seen[placement]
        return once

    @cites(rb.WONDER_COST, rb.WONDER_PLACEMENT, rb.ARTIST)
    def effect(self, s, seat, a):
        s = s.pay(seat, self.cost(s, seat, a))
        p = s.players[seat]
        s = s.with_player(seat, p._with(wonders=p.wonders + (a.wonder,)))._with(wonders=drop(s.wonders, a.wonder))
        for q in s.players:
            if q.leader == "artist":
                s = s.with_player(q.seat, q.gain({"MONEY": 10}))
        return wonder_built(s, seat, a.wonder)._push(PlacePiece(seat, card=a.wonder))


class TechJudge(Judge):
    action, rule, exact = Tech, rb.TECHNOLOGY_COST, True

    def candidates(self, s, seat):
        return list(offer_moves(Tech, s.offers[0]))

    def options(self, s, seat):
        """The Offer's Technologies, unless :meth:`closed` (their one cost) refuses them all."""
        return [] if self.closed(s, seat) is not None else list(offer_moves(Tech, s.offers[0]))

    def cost(self, s, seat, a=None):
        return rules.technology_cost().as_dict()

    @cites(rb.TECHNOLOGY_COST)
    def unknown(self, s, seat, a):
        if a.tech not in s.offers[0]:
            return rb.TECHNOLOGY_COST, f"{a.tech} is not in the Technology Offer ({', '.join(s.offers[0])})"
        return None

    @cites(rb.TECHNOLOGY_COST)
    def closed(self, s, seat):
        cost = technology_price()                  # unaffordable(), without its call when paid
        return None if s.can_pay(seat, cost) else (rb.TECHNOLOGY_COST, unpaid_sentence(s, seat, cost, "a Technology"))

    @cites(rb.TECHNOLOGY_COST)
    def effect(self, s, seat, a):
        p = s.players[seat]                  # paid, the card face down and the Offer refilled: one copy
        return s.with_player(seat, s.paid(seat, self.cost(s, seat, a), hidden=p.hidden + (a.tech,)),
                             **s.taken(0, a.tech))


class TaxtradeJudge(Judge):
    action, rule, exact = Taxtrade, rb.TAX_TRADE, True

    def candidates(self, s, seat):
        out = list(offer_moves(Taxtrade, s.offers[3]))
        fallbacks = tax_trade_fallbacks()          # known alike: :meth:`unknown` reads only the deck and the Offer
        return out + list(fallbacks) if self.unknown(s, seat, fallbacks[0]) is None else out

    @cites(rb.TAX_TRADE, rb.TAX_TRADE_FALLBACK)
    def unknown(self, s, seat, a):
        if a.card in ("-tax", "-trade"):
            if s.offers[3] or s.decks[3]:
                return rb.TAX_TRADE_FALLBACK, "the fallback only once the Tax & Trade deck and Offer are empty"
            return None
        if a.card not in s.offers[3]:
            return rb.TAX_TRADE, f"{a.card} is not in the Tax & Trade Offer ({', '.join(s.offers[3]) or 'empty'})"
        return None

    @cites(rb.TAX_TRADE, rb.TAX, rb.TRADE, rb.TAX_TRADE_FALLBACK, rb.UNREST)
    def effect(self, s, seat, a):
        p = s.players[seat]
        gov = s.symbol_counts(seat).get("GOVERNMENT", 0)
        cities = s.count(seat, "CITY", "PORT_CITY")
        goods = s.unique_goods(seat)
        tax = a.card == "-tax" or a.card.startswith("TEACH-TAX")
        if a.card.startswith("-"):
            income = (rules.tax_fallback(p.population, gov, p.prod("TAX"), s.options) if tax
                      else rules.trade_fallback(goods, cities, p.prod("TRADE"), s.options))
        elif tax:
            income = rules.tax_income(teaching_decks().tax[a.card], p.population, gov, p.prod("TAX"))
        else:
            income = rules.trade_income(teaching_decks().trade[a.card], goods, cities, p.prod("TRADE"))
        fallback = a.card.startswith("-")
        # The Merchant's 2 Money per unique good comes "each time you play a Tax card" (L1394-1396,
        # MO-R-28); the fallback plays no card (L936-940), so only the AMB-55 reading pays it there.
        if tax and p.leader == "merchant" and (not fallback or s.options.leader_bonus_on_fallback):
            income += 2 * goods
        money = rules.tax_trade_money(income, s.storage, fallback=fallback, options=s.options)
        storage = s.storage - (money - income)
        if fallback:
            return s.with_player(seat, p.gain({"MONEY": money}), storage=storage)
        return s.with_player(seat, p.gain({"MONEY": money}, tax_trade=p.tax_trade + (a.card,)), storage=storage,
                             **s.taken(3, a.card))


#: The least Money a Military action needs: a move, the cheaper of a move and a recruit.
_MILITARY_MONEY = min(rules.RECRUIT_COST, rules.MOVE_COST)


class MilitaryJudge(Judge):
    action, rule = Military, rb.RECRUIT

    def candidates(self, s, seat):
        return [Military.of()]

    def options(self, s, seat):
        """The Military action, unless :meth:`closed` or :meth:`check` refuses it."""
        if self.closed(s, seat) is not None:
            return []
        a = Military.of()
        return [a] if self.check(s, seat, a) is None else []

    @cites(rb.RECRUIT, rb.MOVE)
    def closed(self, s, seat):
        """No Money for a recruit or a move (a move, the cheaper, costs 1)."""
        money = s.players[seat].resources[3]
        if money < _MILITARY_MONEY:
            return rb.RECRUIT, f"a Military action needs Money: 5 per recruit, 1 per move (you have {money})"
        return None

    @cites(rb.RECRUIT, rb.MOVE)
    def check(self, s, seat, a):
        """No recruit and no move open (:func:`military_choices`), the Money for one held."""
        if next(military_choices(s, seat), None) is not None:
            return None
        p = s.players[seat]
        cities = s.count(seat, "CITY", "PORT_CITY")
        if not p.units:
            return rb.RECRUIT, (f"a Military action recruits units ({rules.RECRUIT_COST} Money each, in a Region "
                                f"where you have a City) or moves yours; you have {p.res('MONEY')} Money, {cities} "
                                f"{'City' if cities == 1 else 'Cities'} and no units")
        return rb.MOVE, (f"no recruit is open (you have {p.res('MONEY')} Money, {cities} "
                         f"{'City' if cities == 1 else 'Cities'}) and no unit of yours has an adjacent Region in play")

    def effect(self, s, seat, a):
        return s._push(MilitaryMoves(seat))


@lru_cache(maxsize=1)
def _all_governments() -> frozenset:
    """Every Government tile: those the Caste System lets a player take whatever symbols they own (L1775-1776)."""
    return frozenset(data().governments)


class GovernmentJudge(Judge):
    action, rule, exact = Government, rb.GOVERNMENT, True

    def candidates(self, s, seat):
        """The Government tiles on the board (not the player's own)."""
        return [a for a, _ in government_moves(s.governments, s.players[seat].government)[0]]

    def cost(self, s, seat, a):
        return government_cost(a.government)

    @cites(rb.GOVERNMENT)
    def unknown(self, s, seat, a):
        """Not a Government tile, the player's own, or another player's."""
        p = s.players[seat]
        tiles = data().governments
        if a.government not in tiles:
            return rb.GOVERNMENT, f"{a.government} is not a Government tile ({', '.join(sorted(tiles))})"
        tile = tiles[a.government]
        if a.government == p.government:
            return rb.GOVERNMENT, f"P{seat + 1} already has {tile.name_en}"
        if a.government not in s.governments:
            owner = next(q for q in s.players if q.government == a.government)
            return rb.GOVERNMENT, f"{tile.name_en} is P{owner.seat + 1}'s Government, not on the board"
        return None

    def options(self, s, seat):
        """The :meth:`known` tiles :meth:`checker` lets pass: each costs Ideas only, so when the cheapest
        tile's cannot be paid no dearer tile's can, and none is judged."""
        moves, cheapest = government_moves(s.governments, s.players[seat].government)
        if cheapest < 0 or not s.can_pay(seat, government_cost(moves[cheapest][0].government)):
            return []
        ok, out = self.checker(s, seat), []
        for a, _ in moves:
            if ok(a) is None:
                out.append(a)
        return out

    @cites(rb.GOVERNMENT, rb.CASTE_SYSTEM)
    def checker(self, s, seat):
        """Its cost in Ideas (judged once per price: tiles of one price are paid alike), then the symbols
        it requires (none with the Caste System): the tiles whose symbols the player owns are read once
        (:meth:`~rulekit.mosaic.game.State.governable`, kept on the player's board while its cards are the
        same); what is lacking is written for a refusal. The Caste System is asked once, as it reads the
        player's board only."""
        tiles, paid = data().governments, {}
        owned = _all_governments() if effects.ignores_government_symbols(s.players[seat]) else s.governable(seat)

        def check(a):
            tile = tiles[a.government]
            able = paid.get(tile.cost_ideas)
            if able is None:
                able = paid[tile.cost_ideas] = s.can_pay(seat, government_cost(a.government))
            if not able:                              # unaffordable(), without its call when paid
                return rb.GOVERNMENT, unpaid_sentence(s, seat, government_cost(a.government), tile.name_en)
            if a.government in owned:
                return None
            return symbols_refusal(rb.GOVERNMENT, getattr, s.symbol_counts(seat),
                                   data().teaching.government_requires.get(a.government), tile, "name_en")
        return check

    @cites(rb.GOVERNMENT)
    def effect(self, s, seat, a):
        d = data()
        s = s.pay(seat, self.cost(s, seat, a))
        p = s.players[seat]
        if p.government:
            p = p.produce({k: -v for k, v in d.governments[p.government].production.items()})
            s = s._with(governments=tuple(sorted(s.governments + (p.government,))))
        p = p.produce(dict(d.governments[a.government].production))._with(government=a.government)
        if s.options.government_ability == "per-holding":          # a new holder may use it again (AMB-30)
            s = s._with(flipped=tuple(g for g in s.flipped if g != a.government))
        return s.with_player(seat, p)._with(governments=drop(s.governments, a.government))


#: The eight Actions of §C7 (one of them a turn, §C6, L564-567), each with its judge.
ACTIONS = {j.action: j for j in (WorkJudge(), PopulationJudge(), BuildJudge(), WonderJudge(), TechJudge(),
                                 TaxtradeJudge(), MilitaryJudge(), GovernmentJudge())}


_ACTION_JUDGES = tuple(ACTIONS.values())


def is_action(a) -> bool:
    """Whether ``a`` is one of the eight Actions."""
    return type(a) in ACTIONS


def action_options(s, seat: int) -> list:
    """Every Action open to ``seat`` now, asked of each Action's judge."""
    return listed(_ACTION_JUDGES, s, seat)


@cites(rb.MONEY_FOR_RESOURCES)
def action_cost(s, seat: int, a) -> dict:
    """The Stone, Ideas and Food an Action costs (§C4, L349-362): what Money may stand in for."""
    judge = ACTIONS.get(type(a))
    return judge.cost(s, seat, a) if judge else {}


def act(s, seat: int, a, then: tuple = (), paid: bool = False, replaces: int = 0):
    """Take the Action ``a`` with ``then`` (what follows it) pushed first: at once, or after a
    'pay' decision when the player may choose how much Money stands in for Resources they hold
    (AMB-X6); ``paid`` once that choice is made. ``replaces``: how many steps on top of ``s``'s
    stack what is pushed takes the place of (the decision that asked for the Action, left on top by
    its ``stays``), in the same copy of the state."""
    if not paid:
        cost = action_cost(s, seat, a)
        if cost and effects.money_range(s, seat, cost, {})[1]:      # one copy: the choice over ``then``
            return s._with_field("tasks", (PayWithMoney(seat, card=str(a)),) + then + s.tasks[replaces:])
    if then or replaces:
        s = s._with_field("tasks", then + s.tasks[replaces:])
    return ACTIONS[type(a)].effect(s, seat, a)


__all__ = ["ACTIONS", "Judge", "PIECE", "act", "action_cost", "action_options", "bag_text", "city_price",
           "is_action", "lacking", "symbols_refusal", "unaffordable"]
