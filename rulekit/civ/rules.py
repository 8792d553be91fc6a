"""Pure rule functions of Civilization with Fame and Fortune, each citing its rule.

State first where there is a state; otherwise small values in, a value out.
Refusals raise :class:`~rulekit.core.errors.IllegalAction` with the rule they
break. The teaching stand-ins (terrain yields, the battle, culture step costs,
the level V trade cost) are labelled ``TEACH-…`` and cite base sections whose
confidence is ``teaching``.

Examples
--------
>>> loot_amount("city")
2
>>> len(loot_purchases(2))                  # CV-EX-2: the 13 full spends of 2 loot
13
>>> can_add_tech({1: 2, 2: 0}, 2), can_add_tech({1: 2, 2: 1}, 2)
(True, False)
>>> active_tier((2, 4), 3), active_tier((2, 4), 4), active_tier((2, 4), 1)
(2, 4, None)
"""

from __future__ import annotations

import itertools
import random
from typing import Iterable, Mapping

from rulekit.core.errors import IllegalAction
from rulekit.core.rule import cites
from rulekit.civ import rulebook as rb

# -- constants stated by the rulebook ------------------------------------------------------
ARMIES, WAGONS = 6, 2             # figures per player (the fifth player's set: 6 armies, 2 wagons, L29-30)
FORT_CARAVAN_MARKERS = 15          # L61
INVESTMENT_MARKERS = 23            # L51
METROPOLIS_MARKERS = 1             # per player, L52
ECONOMIC_COINS = 15                # L887-888
FORTIFICATION_BONUS = 2            # L539-540
METROPOLIS_BONUS = 2               # L646-648
CARAVAN_PRODUCTION = 2             # L556-559
FRIENDLY_WORKERS_PRODUCTION = 4    # L497-500
ARTS_CULTURE = {"city": 1, "capital": 1, "metropolis": 2}   # L643-645 (base 1: TEXT + OUT-H)
GP_TYPES = ("artist", "builder", "general", "humanitarian", "industrialist", "scientist")   # L725-727
WONDER_ERAS = ("ancient", "medieval", "modern")
WONDERS_PER_ERA = 4                # L291-306
MARKET_SIZE = 4                    # L310-312
SPAIN_STACKING = 2                 # L371-374
MILITARY = "military-victory"

# -- presumed base rules (sourced: see the base book of data/rulebook.toml) -----------------
TECH_COST = {1: 6, 2: 11, 3: 16, 4: 21}          # B3, two sources
BASE_STACKING = 2                                # B5
STACKING_TECHS = {"Masonry": 3, "Printing Press": 4, "Biology": 5, "Replaceable Parts": 6}   # B5
BASE_SPEED = 2                                   # B6
SPEED_TECHS = {"Horseback Riding": 3, "Sailing": 4, "Steam Power": 5, "Flight": 6}          # B6
MILITARY_TECHS = {"Democracy": ("infantry", 2), "Mathematics": ("artillery", 2), "Chivalry": ("mounted", 2),
                  "Gunpowder": ("infantry", 3), "Metal Casting": ("artillery", 3), "Railroad": ("mounted", 3),
                  "Replaceable Parts": ("infantry", 4), "Ballistics": ("artillery", 4),
                  "Combustion": ("mounted", 4), "Flight": ("aircraft", 1)}                  # B16
UNIT_TYPES = ("infantry", "mounted", "artillery", "aircraft")
DIAL_MAX = 27                                    # B18
CITY_LIMIT = 2                                   # B7: two cities beside the capital
MARKET_RESOURCES = ("incense", "iron", "silk", "wheat")   # L340-345

# -- teaching stand-ins (labelled; never passed off as printed) ----------------------------
#: TEACH-YIELDS: trade and production of one outskirts square by terrain (base B9 is 'teaching').
TEACH_YIELDS = {"grassland": (1, 1), "forest": (0, 2), "mountain": (0, 2), "desert": (1, 0), "water": (2, 0),
                None: (0, 0)}
#: TEACH-CENTRE: what a city centre itself yields (trade, production).
TEACH_CENTRE = (1, 1)
#: TEACH-HARVEST: the resource a city may harvest from an outskirts square of this terrain.
TEACH_HARVEST = {"grassland": "wheat", "forest": "silk", "mountain": "iron", "desert": "incense"}
#: TEACH-TECH-V: trade cost of the level V tech (Space Flight); the source gives none.
TEACH_LEVEL5_COST = 26
#: TEACH-CULTURE: the culture track's length and a step's cost in culture points; every third step
#: gives a great person.
TEACH_CULTURE_TRACK = 21
TEACH_GP_STEPS = frozenset(range(3, 21, 3))
#: TEACH-COSTS: production costs of what a city produces (units, figures); buildings and wonders use
#: their cards' costs where known, else these.
TEACH_FIGURE_COST = {"army": 4, "wagon": 6}
TEACH_UNIT_COST = 5
TEACH_BUILDING_COST = 7
TEACH_WONDER_COST = 20
#: TEACH-BATTLE: the defender's and attacker's base strength is their best unit level among those
#: at hand; barbarians in a village fight at level 1.
TEACH_BARBARIANS = 1


# == looting (§9.2) ========================================================================

@cites(rb.LOOT_AMOUNT, rb.MILITARY_VICTORY)
def loot_amount(kind: str, options=None):
    """Loot the winner of a battle receives, by what the loser was defending (L425-432).

    ``kind`` is ``"figures"`` (figures in the open), ``"city"``, ``"city+figures"`` (a city
    with the loser's figures in it, AMB-X3) or ``"capital"`` (a military victory).

    >>> [loot_amount(k) for k in ("figures", "city", "capital")]
    [1, 2, 'military-victory']
    >>> from rulekit.civ.options import Options
    >>> loot_amount("city+figures"), loot_amount("city+figures", Options(loot_city_with_figures="sum"))
    (2, 3)
    """
    if kind == "capital":
        return MILITARY
    if kind == "figures":
        return 1
    if kind == "city":
        return 2
    if kind == "city+figures":
        return 3 if options is not None and options.loot_city_with_figures == "sum" else 2
    raise ValueError(f"loot_amount: unknown kind {kind!r}")


#: The loot menu (L443-473): effect -> cost in loot.
LOOT_EFFECTS = {"trade": 1, "culture": 1, "resource": 1, "discard-coin": 1,
                "tech": 2, "culture-card": 2, "coin": 2}


@cites(rb.LOOT_SPEND, rb.LOOT_ONE, rb.LOOT_TWO)
def loot_purchases(loot: int, spend_all: bool = True) -> tuple[tuple[str, ...], ...]:
    """Every multiset of loot effects the winner may buy with ``loot`` (sorted names each).

    The same effect may be bought more than once (L436-437). ``spend_all`` keeps only the
    purchases that spend every loot (CV-EX-2 counts those); otherwise every affordable,
    non-empty purchase (AMB-X2: leftover loot is lost).

    >>> len(loot_purchases(2)), len(loot_purchases(1))
    (13, 4)
    >>> ("tech",) in loot_purchases(2), ("trade", "trade") in loot_purchases(2)
    (True, True)
    >>> len(loot_purchases(2, spend_all=False))          # + the 4 single 1-loot effects
    17
    """
    names = sorted(LOOT_EFFECTS)
    found = []
    for k in range(1, loot + 1):
        for combo in itertools.combinations_with_replacement(names, k):
            cost = sum(LOOT_EFFECTS[e] for e in combo)
            if cost == loot or (not spend_all and cost <= loot):
                found.append(combo)
    return tuple(sorted(found))


@cites(rb.CULTURE_FIVES)
def culture_tokens(points: int) -> tuple[int, int]:
    """The culture tokens that hold ``points``: (tokens of value 5, tokens of value 1).

    The expansion adds value-5 tokens to the pool so that a player can hold many
    culture points in few tokens (L207-212), and says nothing of which tokens a gain
    is taken in or a cost paid with. AMB-X48's reading: the pool makes change at every
    gain and payment, so a player's points are always held in the fewest tokens. This is
    what "up to 3 culture tokens" of loot chooses from (L448).

    >>> culture_tokens(12), culture_tokens(4), culture_tokens(0)
    ((2, 2), (0, 4), (0, 0))
    """
    return divmod(points, 5)


@cites(rb.LOOT_ONE, rb.CULTURE_FIVES)
def culture_loot(points: int, picks: Iterable[tuple[int, ...]] = (), bare: int = 0,
                 tokens: bool = True) -> int:
    """The culture points a purchase's culture effects take from a loser holding ``points``.

    Each effect steals "up to three culture tokens" (L448). ``picks`` are the effects
    that name their tokens (values 5 and 1, one to three each: the winner's choice);
    ``bare`` effects take the highest tokens left, up to three each. Read as points
    (AMB-X1's other reading, ``tokens=False``), each bare effect takes up to 3 points.
    Raises :class:`IllegalAction` for a pick the loser's tokens cannot give.

    >>> culture_loot(9, bare=1), culture_loot(9, [(1, 1, 1)]), culture_loot(20, bare=1)
    (7, 3, 15)
    >>> culture_loot(4, bare=1), culture_loot(20, bare=1, tokens=False)
    (3, 3)
    >>> culture_loot(9, [(5, 5)])
    Traceback (most recent call last):
    ...
    rulekit.core.errors.IllegalAction: the loser holds 1 culture token(s) of value 5 and 4 of value 1 (rule: CV-R-22, ...)
    """
    picks = [tuple(p) for p in picks]
    if not tokens:
        if picks:
            raise IllegalAction(rb.LOOT_ONE, "culture loot counts points, not tokens (loot_culture='points')")
        return min(points, 3 * bare)
    fives, ones = culture_tokens(points)
    for p in picks:
        if not 1 <= len(p) <= 3 or any(v not in (1, 5) for v in p):
            raise IllegalAction(rb.LOOT_ONE, "a culture effect steals one to three culture tokens, of value 5 or 1 "
                                             "(culture@5,1)")
    want5 = sum(p.count(5) for p in picks)
    want1 = sum(p.count(1) for p in picks)
    if want5 > fives or want1 > ones:
        raise IllegalAction(rb.LOOT_ONE, f"the loser holds {fives} culture token(s) of value 5 and {ones} of value 1")
    fives, ones = fives - want5, ones - want1
    taken = 5 * want5 + want1
    for _ in range(bare):                       # the highest tokens left, up to three
        f = min(fives, 3)
        o = min(ones, 3 - f)
        fives, ones, taken = fives - f, ones - o, taken + 5 * f + o
    return taken


def culture_picks(points: int, effects: int) -> list[tuple[tuple[int, ...], ...]]:
    """Every different outcome the winner can choose with ``effects`` culture effects against a
    loser holding ``points`` (:func:`culture_loot`), each as one pick per effect (1-3 tokens,
    values 5 then 1, the 5s in the first effects), fewest points first.

    >>> culture_picks(7, 1)
    [((1,),), ((1, 1),), ((5,),), ((5, 1),), ((5, 1, 1),)]
    """
    fives, ones = culture_tokens(points)
    out = {}
    for f in range(min(fives, 3 * effects) + 1):
        for o in range(min(ones, 3 * effects - f) + 1):
            if f + o < effects:
                continue
            tokens = [5] * f + [1] * o
            per = [tokens[i::effects] for i in range(effects)]      # dealt round: 1-3 tokens each
            out[(5 * f + o, f)] = tuple(tuple(sorted(p, reverse=True)) for p in per)
    return [out[k] for k in sorted(out)]


@cites(rb.LOOT_ONE, rb.LOOT_TWO)
def check_loot_target(effect: str, target: str) -> None:
    """Coin effects never touch investments (L455-457, L471-473).

    >>> try:
    ...     check_loot_target("coin", "investment")
    ... except IllegalAction as err:
    ...     print(err.rule.ref, err.reason)
    CV-R-23 loot cannot take an investment: coin effects do not work on investments
    """
    if effect in ("coin", "discard-coin") and target == "investment":
        rule = rb.LOOT_TWO if effect == "coin" else rb.LOOT_ONE
        raise IllegalAction(rule, "loot cannot take an investment: coin effects do not work on investments")


# == the tech pyramid (base B2) ============================================================

@cites(rb.PYRAMID)
def can_add_tech(counts: Mapping[int, int], level: int) -> bool:
    """Whether a tech of ``level`` fits the pyramid with ``counts`` (level -> techs held).

    Level I always fits; level N fits when, after adding it, the player holds more level
    N-1 techs than level N techs.

    >>> can_add_tech({}, 1), can_add_tech({1: 1}, 2), can_add_tech({1: 3, 2: 1}, 2)
    (True, False, True)
    >>> can_add_tech({1: 5, 2: 4, 3: 3, 4: 2}, 5)
    True
    """
    if level == 1:
        return True
    return counts.get(level - 1, 0) > counts.get(level, 0) + 1


def pyramid_counts(levels: Iterable[int]) -> dict[int, int]:
    """Techs held per pyramid row, from the rows of the held techs."""
    out: dict[int, int] = {}
    for lv in levels:
        out[lv] = out.get(lv, 0) + 1
    return out


@cites(rb.TECH_COST)
def tech_cost(level: int) -> int:
    """Trade cost of a tech (6/11/16/21; level V: the teaching stand-in TEACH-TECH-V).

    >>> [tech_cost(n) for n in range(1, 6)]
    [6, 11, 16, 21, 26]
    """
    return TECH_COST.get(level, TEACH_LEVEL5_COST)


@cites(rb.PYRAMID, rb.ARABIA, rb.GREECE)
def pyramid_row(printed_level: int, starting: bool, options=None) -> int:
    """The pyramid row a tech occupies: its level, except a starting tech above level I, which
    sits in the bottom row under the default reading of AMB-X10.

    >>> pyramid_row(2, starting=True), pyramid_row(2, starting=False)
    (1, 2)
    """
    if starting and printed_level > 1 and (options is None or options.starting_tech_row == "bottom"):
        return 1
    return printed_level


# == great people (§10.5) ==================================================================

@cites(rb.GP_LIMIT)
def gp_card_limit(markers_owned: int) -> int:
    """GP cards of one type a player may hold: one per marker of that type on the board or in
    the pool, face up or down (CV-EX-7: 2 artist markers -> at most 2 artist cards).

    >>> gp_card_limit(2)
    2
    """
    return max(0, markers_owned)


@cites(rb.GP_NEEDS_MARKER)
def check_gp_use(gp_type: str, markers_on_board: int) -> None:
    """Using a GP's ability needs a marker of its type on the board (CV-EX-6)."""
    if markers_on_board < 1:
        raise IllegalAction(rb.GP_NEEDS_MARKER,
                            f"using a great {gp_type} needs at least one {gp_type} marker on the board (the pool "
                            f"does not count)")


# == investments (§10.6) ===================================================================

@cites(rb.INVESTMENT_TIER)
def active_tier(thresholds: Iterable[int], markers: int) -> int | None:
    """The one active ability of an investment card: the most expensive threshold met.

    >>> active_tier((2, 4), 3), active_tier((2, 4), 4)
    (2, 4)
    """
    met = [t for t in thresholds if t is not None and markers >= t]
    return max(met) if met else None


@cites(rb.ECONOMIC_VICTORY, rb.COINS)
def coin_count(sheet_tokens: int, card_tokens: int = 0, printed: int = 0) -> int:
    """The coins that count toward the economic victory: coin tokens on the sheet and on tech
    cards and printed coins; investment markers never count (L887-888).

    >>> coin_count(10, 2, 2)
    14
    """
    return sheet_tokens + card_tokens + printed


@cites(rb.ECONOMIC_VICTORY)
def is_economic_victory(coins: int) -> bool:
    """15 coins win (CV-EX-31: 14 coins + 3 invested do not).

    >>> is_economic_victory(14), is_economic_victory(15)
    (False, True)
    """
    return coins >= ECONOMIC_COINS


@cites(rb.INVEST)
def investable_coins(sheet_tokens: int, card_tokens: int, options=None) -> int:
    """Coin tokens a player may invest (AMB-X17: tokens on tech cards count by default)."""
    if options is not None and not options.tech_card_coins:
        return sheet_tokens
    return sheet_tokens + card_tokens


# == combat (§10.2a, §10.4, §10.6d; the battle itself is the teaching B10) ===================

@cites(rb.FORTIFY, rb.METROPOLIS_DEFENCE)
def combat_bonus(fortified: bool = False, metropolis: bool = False, investment: int = 0, options=None) -> int:
    """The defender's combat bonus from the expansion: fortification +2, metropolis +2 (added
    up by default, AMB-X5) and an active investment bonus (+4 / +8 …).

    >>> combat_bonus(True, True), combat_bonus(True, False, 8)
    (4, 10)
    >>> from rulekit.civ.options import Options
    >>> combat_bonus(True, True, options=Options(fortify_metropolis="one"))
    2
    """
    city = 0
    if fortified and metropolis and options is not None and options.fortify_metropolis == "one":
        city = FORTIFICATION_BONUS
    else:
        city = FORTIFICATION_BONUS * fortified + METROPOLIS_BONUS * metropolis
    return city + investment


@cites(rb.BATTLE)
def battle_winner(attack: int, defence: int) -> str:
    """The teaching battle (B10): the higher strength wins, ties go to the defender.

    >>> battle_winner(3, 3), battle_winner(4, 3)
    ('defender', 'attacker')
    """
    return "attacker" if attack > defence else "defender"


# == buildings, stacking, movement (§6.1, base B5, B6) =====================================

@cites(rb.BASIC_BUILDING)
def is_basic(building: str, upgraded_from: Mapping[str, str]) -> bool:
    """A basic building is one that is not an upgrade of another (CV-EX-1).

    ``upgraded_from`` maps an upgraded building to the one it upgrades.

    >>> ups = {"Aqueduct": "Granary"}
    >>> is_basic("Granary", ups), is_basic("Aqueduct", ups)
    (True, False)
    """
    return building not in upgraded_from or not upgraded_from[building]


@cites(rb.STACKING, rb.SPAIN)
def stacking_limit(techs: Iterable[str]) -> int:
    """Figures one player may have on a square: 2, raised by techs (Spain starts at 2 too,
    L371-374, unlike Russia).

    >>> stacking_limit(()), stacking_limit(("Masonry", "Biology"))
    (2, 5)
    """
    return max([BASE_STACKING] + [STACKING_TECHS[t] for t in techs if t in STACKING_TECHS])


@cites(rb.MOVEMENT)
def travel_speed(techs: Iterable[str]) -> int:
    """Squares a figure may move in one turn (B6).

    >>> travel_speed(()), travel_speed(("Sailing",))
    (2, 4)
    """
    return max([BASE_SPEED] + [SPEED_TECHS[t] for t in techs if t in SPEED_TECHS])


@cites(rb.MOVEMENT)
def water_rule(techs: Iterable[str]) -> str:
    """What water means for a player's figures: ``"no"``, ``"cross"`` (Navigation) or ``"end"``
    (Sailing, Steam Power, Flight may end in water) (B6)."""
    ts = set(techs)
    if ts & {"Sailing", "Steam Power", "Flight"}:
        return "end"
    return "cross" if "Navigation" in ts else "no"


@cites(rb.MILITARY_LEVELS, rb.ARABIA, rb.GREECE)
def military_levels(techs: Iterable[str]) -> dict[str, int]:
    """Each unit type's level from the techs known (Arabia's Mathematics gives artillery 2, Greece's
    Democracy infantry 2, CV-EX-10/11).

    >>> military_levels(("Mathematics",))["artillery"], military_levels(("Democracy",))["infantry"]
    (2, 2)
    """
    levels = {"infantry": 1, "mounted": 1, "artillery": 1, "aircraft": 0}
    for t in techs:
        if t in MILITARY_TECHS:
            kind, lv = MILITARY_TECHS[t]
            levels[kind] = max(levels[kind], lv)
    return levels


# == wonders (§5, §9.1) ====================================================================

@cites(rb.WONDER_DECK)
def build_wonder_deck(by_era: Mapping[str, Iterable[str]], rng: random.Random) -> tuple[tuple, tuple]:
    """The wonder deck (top first) and the wonders returned to the box unseen (CV-EX-15).

    Each era is shuffled on its own and 4 are kept: modern at the bottom, medieval on them,
    ancient on top.

    >>> eras = {e: [f"{e[:3]}{i}" for i in range(7)] for e in WONDER_ERAS}
    >>> deck, box = build_wonder_deck(eras, random.Random(1))
    >>> len(deck), len(box), [w[:3] for w in deck[::4]]
    (12, 9, ['anc', 'med', 'mod'])
    """
    deck, box = [], []
    for era in WONDER_ERAS:
        cards = sorted(by_era.get(era, ()))
        rng.shuffle(cards)
        deck += cards[:WONDERS_PER_ERA]
        box += cards[WONDERS_PER_ERA:]
    return tuple(deck), tuple(sorted(box))


# == governments (§6.2, base B12) ==========================================================

@cites(rb.ANARCHY_RESISTANT, rb.GOVERNMENT)
def needs_anarchy(resistant: bool, learned_last_turn: bool) -> bool:
    """Whether changing to a government goes through a turn of Anarchy first (CV-EX-36).

    >>> needs_anarchy(False, True), needs_anarchy(False, False), needs_anarchy(True, False)
    (False, True, False)
    """
    return not resistant and not learned_last_turn


@cites(rb.ANARCHY_RESISTANT)
def forced_anarchy(resistant: bool, government: str) -> str:
    """The government after an effect that forces Anarchy: unchanged for an anarchy-resistant
    player (L322-328)."""
    return government if resistant else "Anarchy"


# == culture (teaching B13) ================================================================

@cites(rb.CULTURE_TRACK)
def culture_step_cost(level: int) -> int:
    """Culture points to move from ``level`` to the next step (TEACH-CULTURE: 3, then 5 from
    step 7, then 7 from step 14).

    >>> culture_step_cost(0), culture_step_cost(7), culture_step_cost(20)
    (3, 5, 7)
    """
    return 3 if level < 7 else 5 if level < 14 else 7
