"""The rules of Mosaic as pure functions: costs, yields, scoring, the end.

Each function does one thing, takes plain values (the state machine will pass
the pieces of its state), cites its rule with ``@cites`` and shows the
rulebook's own numbers in a doctest. Where the rulebook is ambiguous a
function takes the :class:`~rulekit.mosaic.options.Options` reading by default.
The Empire Scoring's functions are in :mod:`.scoring` (and here by the same names).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Mapping

from rulekit.core.errors import IllegalAction
from rulekit.core.resources import Bag
from rulekit.core.rule import cites
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.cards import TaxCard, TradeCard, data
from rulekit.mosaic.options import Options
from rulekit.mosaic.rules.scoring import (Presence, controller, government_vp, half, influence, rank_order,
                                          region_awards, region_influence, region_ports)

DEFAULT = Options()
STANDARD = ("STONE", "IDEAS", "FOOD")        # what Money may replace (L342-343)
MONEY_RATE = 2                               # Money per replaced Resource
STARTING_POPULATION = 5
POPULATION_FALLBACK_FOOD, POPULATION_FALLBACK_GAIN = 15, 2
RECRUIT_COST, MOVE_COST = 5, 1
MAX_EMPIRE_SCORINGS = 3


# -- Resources and costs -----------------------------------------------------------------

@cites(rb.MONEY_FOR_RESOURCES)
def money_breakdown(cost: Bag, have: Bag) -> dict[str, int]:
    """The Money needed for each Resource you are short of, at 2 Money per 1.

    Money may replace Stone, Ideas or Food when paying for an Action, never
    Population (§C4, L342-347).

    Examples
    --------
    MO-EX-1: a Project costs 5 Ideas and 5 Stone; you have 3 Ideas and 4 Stone.

    >>> money_breakdown(Bag(IDEAS=5, STONE=5), Bag(IDEAS=3, STONE=4))
    {'IDEAS': 4, 'STONE': 2}
    """
    short = cost.shortfall(have)
    if short["POPULATION"]:
        raise IllegalAction(rb.MONEY_FOR_RESOURCES, "Money can never replace Population")
    return {r: MONEY_RATE * n for r, n in short.items() if r in STANDARD}


@cites(rb.MONEY_FOR_RESOURCES)
def money_needed(cost: Bag, have: Bag) -> int:
    """All the Money a payment needs: its own Money plus 2 per missing Resource.

    >>> money_needed(Bag(IDEAS=5, STONE=5), Bag(IDEAS=3, STONE=4))
    6
    >>> money_needed(Bag(STONE=4, POPULATION=2), Bag(STONE=4, POPULATION=1))
    Traceback (most recent call last):
    ...
    rulekit.core.errors.IllegalAction: Money can never replace Population (rule: MO-R-03, §C4 ZASOBY (Resources), L342-347)
    """
    return cost["MONEY"] + sum(money_breakdown(cost, have).values())


@cites(rb.MONEY_FOR_RESOURCES)
def can_pay(cost: Bag, have: Bag) -> bool:
    """Whether ``have`` covers ``cost``, Money standing in at 2:1.

    >>> can_pay(Bag(IDEAS=5, STONE=5), Bag(IDEAS=3, STONE=4, MONEY=6))
    True
    >>> can_pay(Bag(IDEAS=5, STONE=5), Bag(IDEAS=3, STONE=4, MONEY=5))
    False
    """
    try:
        return money_needed(cost, have) <= have["MONEY"]
    except IllegalAction:
        return False


@cites(rb.CITY_COST)
def city_cost() -> Bag:
    """A City or Port City: 4 Stone and 2 Population (§C7.3a, L688-689; L708).

    >>> city_cost()
    Bag(POPULATION=2, STONE=4)
    """
    return Bag(STONE=4, POPULATION=2)


@cites(rb.PROJECT_COST)
@lru_cache(maxsize=None)                     # a Bag is immutable: one for every caller
def project_cost() -> Bag:
    """A Project: 5 Stone and 5 Ideas (§C7.3d, L747-748).

    >>> project_cost()
    Bag(IDEAS=5, STONE=5)
    """
    return Bag(STONE=5, IDEAS=5)


@cites(rb.TECHNOLOGY_COST)
@lru_cache(maxsize=None)
def technology_cost() -> Bag:
    """A Technology from the Offer: 5 Ideas (§C7.5, L859-863).

    >>> technology_cost()
    Bag(IDEAS=5)
    """
    return Bag(IDEAS=5)


@cites(rb.WONDER_COST)
@lru_cache(maxsize=None)
def wonder_cost(built: int) -> Bag:
    """The cost of your next Wonder when you have built ``built`` already.

    20 Stone + 5 Food, then 5 more of both for each of your Wonders; each
    player's count is their own (§C7.4, L839-843; L322).

    Examples
    --------
    MO-EX-12:

    >>> [wonder_cost(n) for n in range(3)]
    [Bag(FOOD=5, STONE=20), Bag(FOOD=10, STONE=25), Bag(FOOD=15, STONE=30)]
    """
    return Bag(STONE=20 + 5 * built, FOOD=5 + 5 * built)


@cites(rb.WONDER_PLACEMENT)
def wonder_site_problem(placement: str, space_kind: str, cities: Mapping[str, int], player: str,
                        options: Options = DEFAULT, ports: Mapping[str, int] | None = None) -> str | None:
    """Why a Wonder may not go on a space, or None: the Region must hold one of
    your Cities; the Colossus and the Lighthouse need a Port space; the Pyramid a
    Region with 3 Cities (§C7.4, L827-837). ``cities``: Cities per player in the Region; ``ports``: the
    Port Cities among them, left out of the Pyramid's 3 by the caller under AMB-53's other reading.

    Examples
    --------
    MO-EX-26 (derived instances): the Pyramid with Cities {you 1, opponent 1},
    {you 1, opponent 2}, {opponent 3}.

    >>> wonder_site_problem("three-cities", "land", {"you": 1, "opp": 1}, "you")
    'the Pyramid needs a Region with at least 3 Cities'
    >>> wonder_site_problem("three-cities", "land", {"you": 1, "opp": 2}, "you") is None
    True
    >>> wonder_site_problem("three-cities", "land", {"opp": 3}, "you")
    'a Wonder goes in a Region where you have a City'
    """
    if not cities.get(player):
        return "a Wonder goes in a Region where you have a City"
    if placement == "port" and space_kind != "port":
        return "this Wonder goes on a Port space"
    if placement != "port" and space_kind == "port" and not options.land_wonders_on_ports:
        return "only the Colossus and the Lighthouse go on Port spaces"
    counted = sum(cities.values())
    if ports and not options.pyramid_port_cities:      # AMB-53's other reading: Port Cities not counted
        counted -= sum(ports.values())
    if placement == "three-cities" and counted < 3:
        return "the Pyramid needs a Region with at least 3 Cities"
    return None


# -- Work and Population -------------------------------------------------------------------

@cites(rb.STARTING_POPULATION)
def starting_population() -> int:
    """Each player starts with 5 Population (§C5.2, L373).

    >>> starting_population()
    5
    """
    return STARTING_POPULATION


@cites(rb.WORK)
def work_yield(population: int, production: int) -> int:
    """What Work gives of one Resource: your Population + your Production of it.

    Examples
    --------
    MO-EX-2: Agata has 6 Population, Stone Production 7 and Ideas Production 3.

    >>> work_yield(6, 7), work_yield(6, 3)
    (13, 9)
    """
    return population + production


@cites(rb.POPULATION)
def population_gain(card_gain: int, *, farmer: bool = False, doubled: bool = False, fallback: bool = False,
                    options: Options = DEFAULT) -> int:
    """Population a Population action adds: the card's value (the fallback's 2),
    doubled by Flood Agriculture, +1 for the Farmer (not on a fallback, AMB-55).

    >>> population_gain(3), population_gain(3, farmer=True), population_gain(3, doubled=True)
    (3, 4, 6)
    >>> population_gain(POPULATION_FALLBACK_GAIN, farmer=True, fallback=True)
    2
    """
    gain = card_gain * (2 if doubled else 1)
    if farmer and (not fallback or options.leader_bonus_on_fallback):
        gain += 1
    return gain


@cites(rb.POPULATION_FALLBACK)
def population_fallback(food: int, deck_left: int, offer_left: int) -> tuple[int, int]:
    """The Population action once the deck and the Offer are empty: pay 15 Food for +2.

    Returns the Food left and the Population gained.

    Examples
    --------
    MO-EX-13:

    >>> population_fallback(18, deck_left=0, offer_left=0)
    (3, 2)
    >>> population_fallback(18, deck_left=0, offer_left=1)
    Traceback (most recent call last):
    ...
    rulekit.core.errors.IllegalAction: the fallback needs an empty Population deck and Offer (rule: MO-R-15, §C7.2 2. POPULACJA (2. Population), L648-650)
    """
    if deck_left or offer_left:
        raise IllegalAction(rb.POPULATION_FALLBACK, "the fallback needs an empty Population deck and Offer")
    if food < POPULATION_FALLBACK_FOOD:
        raise IllegalAction(rb.POPULATION_FALLBACK, f"the fallback costs 15 Food; you have {food}")
    return food - POPULATION_FALLBACK_FOOD, POPULATION_FALLBACK_GAIN


# -- Tax & Trade ------------------------------------------------------------------------------

@cites(rb.TAX)
def tax_income(card: TaxCard, population: int, government_symbols: int, tax_production: int) -> int:
    """The Money a Tax card shows for you (before the Storage space's Money).

    Examples
    --------
    MO-EX-4: Przemek's card is 2× Population + 2× Government symbols + Tax
    Production; he has 6 Population, 3 Government symbols, Tax Production 4.

    >>> tax_income(TaxCard(population=2, government=2), 6, 3, 4)
    22
    """
    return card.population * population + card.government * government_symbols + tax_production


@cites(rb.TRADE)
def trade_income(card: TradeCard, unique_goods: int, cities: int, trade_production: int) -> int:
    """The Money a Trade card shows for you.

    Examples
    --------
    MO-EX-5: Piotr's card is 3× unique Trade Goods + 2× Cities + Trade
    Production; he has 5 unique goods, 4 Cities and Trade Production 6.

    >>> trade_income(TradeCard(goods=3, cities=2), 5, 4, 6)
    29
    """
    return card.goods * unique_goods + card.cities * cities + trade_production


@cites(rb.TAX_TRADE_FALLBACK)
def tax_fallback(population: int, government_symbols: int, tax_production: int,
                 options: Options = DEFAULT) -> int:
    """Tax once the Tax & Trade deck and Offer are empty: 2 per Population +
    Government symbols + Tax Production (§C7.6, L936-940; AMB-22: or twice the sum).

    >>> tax_fallback(6, 3, 4), tax_fallback(6, 3, 4, Options(fallback_sum="doubled-sum"))
    (19, 26)
    """
    if options.fallback_sum == "doubled-sum":
        return 2 * (population + government_symbols + tax_production)
    return 2 * population + government_symbols + tax_production


@cites(rb.TAX_TRADE_FALLBACK)
def trade_fallback(unique_goods: int, cities: int, trade_production: int, options: Options = DEFAULT) -> int:
    """Trade once the deck and Offer are empty: 2 per unique Trade Good + Cities + Trade Production
    (L936-940; AMB-22: or twice the sum).

    >>> trade_fallback(5, 4, 6), trade_fallback(5, 4, 6, Options(fallback_sum="doubled-sum"))
    (20, 30)
    """
    if options.fallback_sum == "doubled-sum":
        return 2 * (unique_goods + cities + trade_production)
    return 2 * unique_goods + cities + trade_production


@cites(rb.STORAGE_CITY, rb.STORAGE_PORT)
def storage_added(port: bool, options: Options = DEFAULT) -> int:
    """Money put on the Storage space when a City (5) or a Port City (10) is built.

    Examples
    --------
    MO-EX-15: two Cities and a Port City put 20 Money there.

    >>> storage_added(False) + storage_added(False) + storage_added(True)
    20
    >>> storage_added(True, Options(port_city_storage=15))
    15
    """
    return options.port_city_storage if port else 5


@cites(rb.TAX_TRADE)
def tax_trade_money(income: int, storage: int, *, fallback: bool = False, options: Options = DEFAULT) -> int:
    """What a Tax & Trade action pays: the card's Money and all the Storage Money
    (a fallback without a card collects the Storage only with AMB-X3's option).

    >>> tax_trade_money(22, 20)
    42
    >>> tax_trade_money(19, 20, fallback=True)
    19
    """
    return income + (storage if not fallback or options.storage_on_fallback else 0)


@cites(rb.UNIQUE_GOODS)
def unique_goods(tokens: Iterable[str], universal: bool = False, options: Options = DEFAULT) -> int:
    """How many different Trade Goods you have: duplicates count once (L982-984).

    >>> unique_goods(["fish", "fish", "fish"]), unique_goods(["fish", "cloth"], universal=True)
    (1, 3)
    """
    return len(set(tokens)) + (1 if universal and options.universal_good_unique else 0)


@cites(rb.UNREST)
def remaining_unrest(unrest: int, ignored: int, options: Options = DEFAULT) -> int:
    """The Unrest subtracted from your VP at the end: your cards' Unrest less what
    Wonders, Leaders and cards let you ignore (never below 0 by default, AMB-24).

    >>> remaining_unrest(5, 3), remaining_unrest(2, 5)
    (2, 0)
    """
    left = unrest - ignored
    return left if options.unrest_can_go_below_zero else max(left, 0)


# -- Military -----------------------------------------------------------------------------

@cites(rb.RECRUIT, rb.GENERAL, rb.CITIZEN_LEVY)
def recruit_limit(general: bool = False, citizen_levy: bool = False, options: Options = DEFAULT) -> int:
    """How many units you may recruit in one turn: 2; the General 3; Citizen Levy one more.

    Examples
    --------
    MO-EX-23:

    >>> recruit_limit(), recruit_limit(general=True), recruit_limit(citizen_levy=True)
    (2, 3, 3)
    >>> recruit_limit(True, True), recruit_limit(True, True, Options(recruit_bonuses_stack=False))
    (4, 3)
    """
    base = 3 if general else 2
    if citizen_levy and (options.recruit_bonuses_stack or not general):
        base += 1
    return base


@cites(rb.RECRUIT, rb.SIEGE_ENGINE)
def check_recruits(units: Mapping[str, int], *, limit: int = 2, siege_technology: bool = False,
                   siege_owned: int = 0) -> None:
    """Refuse recruits beyond the limit, and Siege Engines without the Technology or beyond 2.

    >>> check_recruits({"INFANTRY": 2})
    >>> check_recruits({"SIEGE_ENGINE": 1})
    Traceback (most recent call last):
    ...
    rulekit.core.errors.IllegalAction: a Siege Engine needs the Technology Machina Oblężnicza (Siege Engine) (rule: MO-R-50, §C11.6b TECHNOLOGIE (Technologies), L1682-1687)
    """
    total = sum(units.values())
    if total > limit:
        raise IllegalAction(rb.RECRUIT, f"you may recruit {limit} units this turn, not {total}")
    siege = units.get("SIEGE_ENGINE", 0)
    if siege and not siege_technology:
        raise IllegalAction(rb.SIEGE_ENGINE, "a Siege Engine needs the Technology Machina Oblężnicza (Siege Engine)")
    if siege_owned + siege > 2:
        raise IllegalAction(rb.SIEGE_ENGINE, f"at most 2 Siege Engines; you would have {siege_owned + siege}")


@cites(rb.RECRUIT, rb.MOVE)
def military_cost(recruits: int, moves: int) -> int:
    """Money for a Military action: 5 per recruit, 1 per unit moved.

    Examples
    --------
    MO-EX-23: recruit 2 Infantry and move 3 units.

    >>> military_cost(2, 3)
    13
    """
    return RECRUIT_COST * recruits + MOVE_COST * moves


# -- Setup by player count -------------------------------------------------------------------

@cites(rb.DECK_SIZES)
def deck_size(deck: str, players: int) -> int:
    """Cards used from the Population or Tax & Trade deck (without the Scoring card).

    Examples
    --------
    MO-EX-18:

    >>> [deck_size("population", n) for n in range(2, 7)]
    [10, 10, 12, 12, 14]
    >>> [tax_trade_split(n) for n in range(2, 7)]
    [(5, 5), (5, 5), (6, 6), (6, 6), (7, 7)]
    """
    return data().decks[deck].size_by_players[players]


@cites(rb.DECK_SIZES, rb.TAX_TRADE_DECK)
def tax_trade_split(players: int) -> tuple[int, int]:
    """Tax and Trade cards in the Tax & Trade deck: as many of each (L462)."""
    n = deck_size("tax-trade", players)
    return n // 2, n // 2


@cites(rb.TECH_DECK, rb.BUILD_DECK, rb.POPULATION_DECK, rb.TAX_TRADE_DECK)
def scoring_card_pile(deck: str, players: int) -> tuple[int, str]:
    """Where a deck's Empire Scoring card goes: the deck is split into piles and
    the card shuffled into one, which ends up at the ``bottom`` or in the ``middle``.

    Examples
    --------
    MO-EX-19: the Technology deck in 3 piles, the card's pile in the middle with
    2-3 players and at the bottom with 4-6; the other decks in 2 piles, bottom.

    >>> scoring_card_pile("technology", 3), scoring_card_pile("technology", 4)
    ((3, 'middle'), (3, 'bottom'))
    >>> scoring_card_pile("build", 2), scoring_card_pile("tax-trade", 6)
    ((2, 'bottom'), (2, 'bottom'))
    """
    piles = data().decks[deck].piles
    return piles, "middle" if deck == "technology" and players <= 3 else "bottom"


@cites(rb.TECH_DECK)
def starting_techs_in_deck(players: int) -> int:
    """Starting Technologies shuffled into the Technology deck: 39 less 5 dealt to each player.

    >>> [starting_techs_in_deck(n) for n in range(2, 7)]
    [29, 24, 19, 14, 9]
    """
    return 39 - 5 * players


@cites(rb.REGIONS_IN_PLAY)
@lru_cache(maxsize=None)
def regions_in_play(players: int) -> tuple[str, ...]:
    """The Regions in play: Iberia is out with 3 players, Iberia and Gaul with 2.

    Examples
    --------
    MO-EX-20:

    >>> regions_in_play(2)
    ('ITALY', 'GREECE', 'ASSYRIA', 'EGYPT', 'NUMIDIA')
    >>> len(regions_in_play(3)), len(regions_in_play(4))
    (6, 7)
    """
    return tuple(r.id for r in data().regions.values() if players not in r.excluded_with)


@cites(rb.GOLDEN_AGE)
def golden_age_ready(symbols: int) -> bool:
    """A Golden Age may be claimed with 6 symbols of its pillar (L1049-1058).

    >>> golden_age_ready(5), golden_age_ready(6)
    (False, True)
    """
    return symbols >= 6


# -- The end ----------------------------------------------------------------------------------

@cites(rb.END_TRIGGER)
def end_triggered(scoring_cards_revealed: int, empty_stacks: int) -> bool:
    """The end begins with the 3rd Empire Scoring card revealed, or when 2 of the
    3 tile stacks (Wonders, Achievements, Golden Ages) are empty (L1189-1199).

    >>> end_triggered(2, 1), end_triggered(3, 0), end_triggered(1, 2)
    (False, True, True)
    """
    return scoring_cards_revealed >= 3 or empty_stacks >= 2


@cites(rb.SCORING_TRIGGER, rb.MAX_SCORINGS)
def scoring_allowed(done: int, after_trigger: bool = False, options: Options = DEFAULT) -> bool:
    """Whether a revealed Empire Scoring card scores: never more than 3 (L1208-1210).

    >>> scoring_allowed(2), scoring_allowed(3), scoring_allowed(2, after_trigger=True)
    (True, False, True)
    """
    if after_trigger and options.scorings_after_trigger == "none":
        return False
    return done < MAX_EMPIRE_SCORINGS


@cites(rb.FINAL_ROUNDS)
def remaining_turns(players: int, start: int, trigger: int, options: Options = DEFAULT) -> list[int]:
    """The seats still to play after the turn of seat ``trigger`` in which the end began.

    Finish the Round up to the player right of the Start Player, then play one
    more full Round (L1201-1206; AMB-07's option: one more turn each).

    Examples
    --------
    MO-EX-24: 4 players, P1 starts (seat 0), the end begins in P2's turn.

    >>> remaining_turns(4, start=0, trigger=1)
    [2, 3, 0, 1, 2, 3]
    >>> remaining_turns(4, start=0, trigger=1, options=Options(final_round="one-more-turn"))
    [2, 3, 0, 1]
    >>> remaining_turns(4, start=0, trigger=1, options=Options(final_round="finish-round"))
    [2, 3]
    """
    order = [(start + i) % players for i in range(players)]
    rest = order[order.index(trigger) + 1:]
    if options.final_round == "one-more-turn":
        return [(trigger + i) % players for i in range(1, players + 1)]
    if options.final_round == "finish-round":        # the overview's reading (L106-107)
        return rest
    return rest + order


@cites(rb.FINAL_SCORING, rb.UNREST)
def final_score(*, banked: int = 0, cities: int = 0, farms: int = 0, workshops: int = 0, wonder_vp: int = 0,
                tile_vp: int = 0, project_vp: int = 0, technology_vp: int = 0, complete_workshop_cards: int = 0,
                other: int = 0, unrest: int = 0, unrest_ignored: int = 0, options: Options = DEFAULT) -> int:
    """Final VP: what was banked, 2 per City, 1 per Farm and Workshop, the Wonder,
    tile, Project and Technology VP, 5 per Workshop card whose 3 goods you own,
    less the remaining Unrest (§C10, L1213-1244).

    Examples
    --------
    MO-EX-25: 4 Cities, 1 Farm, 2 Workshops, one complete Workshop card.

    >>> final_score(cities=4, farms=1, workshops=2, complete_workshop_cards=1)
    16
    >>> final_score(cities=4, farms=1, workshops=2, complete_workshop_cards=1, unrest=5, unrest_ignored=3)
    14
    """
    return (banked + 2 * cities + farms + workshops + wonder_vp + tile_vp + project_vp + technology_vp
            + 5 * complete_workshop_cards + other - remaining_unrest(unrest, unrest_ignored, options))


@cites(rb.TIE_BREAK)
def winners(results: Mapping[str, tuple[int, int, int]]) -> tuple[str, ...]:
    """The winner(s) from ``{player: (VP, Wonders, Money)}``: most VP, then most
    Wonders, then most Money; still tied, they share (AMB-X4).

    Examples
    --------
    MO-EX-25:

    >>> winners({"A": (50, 2, 10), "B": (50, 3, 0), "C": (49, 5, 99)})
    ('B',)
    >>> winners({"A": (50, 2, 10), "B": (50, 2, 7)}), winners({"A": (50, 2, 7), "B": (50, 2, 7)})
    (('A',), ('A', 'B'))
    """
    best = max(results.values())
    return tuple(q for q, r in results.items() if r == best)
