"""Tactics, armies and sacrifices of the Advanced game (PL 2.9, 2.9.1; HU 2.9, 2.9.1) as pure functions.

A tactic card names the units one **army** needs (``Info.army``: infantry, cavalry, artillery); every
army the civilization's units can form adds the card's bonus to its strength. The unit's *type*
counts, not its level, and no unit is assigned to an army: any matching combination gets the bonus
(TTA-EX-37: Legion forms ⌊infantry/3⌋ armies, Mobile Artillery min(cavalry, artillery)). An advanced
tactic (one printing two values) gives only its lower value to an army that must include a unit more
than one age older than the tactic (TTA-EX-18). In the Full game each air unit supports one army and
doubles its bonus, the best armies first; no tactic needs air units (TTA-R-F4, TTA-EX-19:
:func:`air_support`, ⚠AMB-40 and ⚠AMB-X6 for the surplus and the sacrificed ones).

Units are named by their card: ``units`` is a tuple of unit card ids, one entry per unit (a card with
two workers on it appears twice).

Examples
--------
>>> armies({"infantry": 3}, {"infantry": 7})                          # Legion: ⌊7/3⌋ (TTA-EX-37)
2
>>> armies({"cavalry": 1, "artillery": 1}, {"cavalry": 4, "artillery": 1, "infantry": 9})
1
>>> army_bonus("m-I-medieval-army", ("c-A-warriors",) * 2 + ("c-I-swordsmen", "c-I-knights", "c-I-knights"))
4
>>> army_bonus("m-II-defensive-army", ("c-A-warriors",) + ("c-I-swordsmen",) * 3 + ("c-II-cannon",) * 2)
...                                                                  # TTA-EX-18's bonuses: +6 and +3
9
"""

from __future__ import annotations

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.rules.cardinfo import info

__all__ = ["ARMY_TYPES", "air_count", "air_support", "armies", "army_bonus", "army_bonuses", "army_counts",
           "best_army_bonus", "colony_strength", "sacrifice_strength", "surplus_air_strength", "tactic_bonus",
           "tactic_ignored", "unit_bonus", "units_of"]

#: The unit types a tactic's army is made of (air units support armies only in the Full game).
ARMY_TYPES = ("infantry", "cavalry", "artillery")
_UNIT_TYPES = ARMY_TYPES + ("air",)


@cites(rb.TACTICS)
def armies(need: dict, have: dict) -> int:
    """How many armies of composition ``need`` ({type: units}) units counted by type ``have`` form:
    the smallest ``have[type] // need[type]`` over the types the army needs (0 for an empty need).

    >>> armies({"infantry": 1, "cavalry": 1}, {"infantry": 3, "cavalry": 2})   # TTA-EX-16
    2
    """
    most = None
    for t, n in need.items():
        if n:
            formed = have.get(t, 0) // n
            if most is None or formed < most:
                most = formed
    return most or 0


def units_of(p) -> tuple:
    """Every military unit of civilization ``p`` as its card id, one entry per worker on a unit card."""
    out: list = []
    for card, workers, _ in p.techs:
        if workers and info(card).type in _UNIT_TYPES:
            out += [card] * workers
    return tuple(out)


@cites(rb.OBSOLETE_UNITS, rb.TECH_LEVELS)
def army_counts(tactic: str, units) -> tuple:
    """``(full, reduced)``: the armies ``units`` (card ids) form under ``tactic``, those getting the
    full bonus and those getting the lower one. Only a tactic printing two values (``Info.obsolete``)
    checks ages: a unit more than one age older than the tactic is obsolete, and an army that must
    include one gets the lower value (PL L2381-2392; KI L2432-2433). Forming the most armies and the
    most full ones go together: the full ones take only current units, the rest any units.

    >>> army_counts("m-II-defensive-army", ("c-A-warriors",) + ("c-I-swordsmen",) * 3 + ("c-II-cannon",) * 2)
    (1, 1)
    >>> army_counts("m-I-legion", ("c-A-warriors",) * 3 + ("c-II-riflemen",) * 3)
    (2, 0)
    """
    t = info(tactic)
    need = t.army
    units = units if isinstance(units, tuple) else tuple(units)
    have: dict = {}
    current: dict = {}
    for card in dict.fromkeys(units):           # each card once, with its units
        u, n = info(card), units.count(card)
        have[u.type] = have.get(u.type, 0) + n
        if t.obsolete is None or u.level >= t.level - 1:
            current[u.type] = current.get(u.type, 0) + n
    total = armies(need, have)
    full = total if t.obsolete is None else min(total, armies(need, current))
    return full, total - full


def tactic_ignored(p) -> bool:
    """True when a card in play sets the tactic aside (``ignores_tactic``: the Age I leader whose
    cavalry replaces tactics)."""
    return bool(p.bonus_totals.get("ignores_tactic", 0))


@cites(rb.TACTICS, rb.OBSOLETE_UNITS)
def army_bonus(tactic: str, units) -> int:
    """The strength the armies ``units`` (card ids) form under ``tactic`` add: the card's bonus per
    full army, its lower (parenthesized) value per army with an obsolete unit; 0 without a tactic.

    >>> army_bonus("m-I-legion", ("c-I-swordsmen",) * 2)
    0
    """
    return sum(army_bonuses(tactic, units))


@cites(rb.TACTICS, rb.OBSOLETE_UNITS)
def army_bonuses(tactic: str, units) -> tuple:
    """Each army's tactic bonus, best first: the full value for each army of current units, the lower one
    for each army that must include an obsolete unit (:func:`army_counts`); ``()`` without a tactic.

    >>> army_bonuses("m-II-defensive-army", ("c-A-warriors",) + ("c-I-swordsmen",) * 3 + ("c-II-cannon",) * 2)
    (6, 3)
    """
    if not tactic:
        return ()
    full, reduced = army_counts(tactic, units)
    t = info(tactic)
    return (int(t.fx.get("strength", 0) or 0),) * full + (int(t.obsolete or 0),) * reduced


def air_count(units) -> int:
    """How many of ``units`` (card ids, one per unit) are air units."""
    return sum(1 for u in units if info(u).type == "air")


@cites(rb.AIR_FORCES)
def air_support(bonuses: tuple, air: int) -> int:
    """What ``air`` air units add to armies whose tactic bonuses are ``bonuses`` (best first): each supports
    one army and doubles its bonus, one air unit per army at most, no tactic needing air (PL L2483-2490,
    L2542-2543; HU 2180-2193). They go to the best armies.

    That is no choice taken from the player: no unit is ever assigned to an army (the rulebook counts every
    army the units can form, TTA-EX-16), strength is a figure of the civilization that only grows with
    each doubled bonus, and supporting a weaker army in place of a stronger one only lowers it; TTA-EX-19
    doubles the +9 army, not the +5 one. An air unit beyond the armies doubles nothing.

    >>> air_support((9, 5), 1), air_support((9, 5), 2), air_support((9, 5), 3), air_support((), 2)
    (9, 14, 14, 0)
    """
    return sum(bonuses[:air])


def _air_strengths(units) -> list:
    """The printed strengths of the air units among ``units``, strongest first."""
    return sorted((int(info(u).fx.get("strength", 0) or 0) for u in units if info(u).type == "air"), reverse=True)


@cites(rb.AIR_FORCES)
def surplus_air_strength(p, options=None) -> int:
    """The strength civilization ``p``'s air units beyond its armies take away: none by default, when they
    still add their own strength but double nothing, as TTA-EX-19's third plane and the Hungarian text
    (HU 2191-2193) have it; with ``surplus_air = "none"`` (⚠AMB-40, the Polish prose 'ich nadmiarowa liczba
    nie daje dodatkowej siły', PL L2488-2490) their printed strength too. Without a tactic in play (or
    with one a leader sets aside) every air unit is beyond the armies."""
    if options is None or options.surplus_air != "none":
        return 0
    units = units_of(p)
    armies_ = 0 if not p.tactic or tactic_ignored(p) else len(army_bonuses(p.tactic, units))
    return sum(_air_strengths(units)[armies_:])


@cites(rb.TACTICS, rb.NAPOLEON, rb.AIR_FORCES)
def tactic_bonus(p) -> int:
    """The strength civilization ``p``'s tactic adds through the armies its units form (0 without a
    tactic in play, or when a card in play ignores tactics), each air unit doubling one army's bonus
    (:func:`air_support`), with Napoleon's doubling of the best army's bonus (:func:`best_army_bonus`)."""
    if not p.tactic or tactic_ignored(p):
        return 0
    units = units_of(p)
    bonuses = army_bonuses(p.tactic, units)
    air = air_count(units)
    bonus = sum(bonuses) + air_support(bonuses, air)
    times = int(info(p.leader).fx.get("best_army_tactic_multiplier", 1) or 1) if p.leader else 1
    if times > 1:
        bonus += (times - 1) * best_army_bonus(p.tactic, units)
    return bonus


@cites(rb.NAPOLEON, rb.OBSOLETE_UNITS, rb.AIR_FORCES)
def best_army_bonus(tactic: str, units) -> int:
    """The tactic's bonus of the best single army ``units`` form: the full value when any army is made of
    current units, the lower one when every army must include an obsolete unit, twice that when an air
    unit supports it (:func:`air_support`), 0 without an army. Napoleon counts this one twice (appendix
    G-9: the best army, with or without air support, PL L2924-2930; HU L2585-2591).

    >>> best_army_bonus("m-II-defensive-army", ("c-A-warriors",) + ("c-I-swordsmen",) * 3 + ("c-II-cannon",) * 2)
    6
    >>> best_army_bonus("m-II-defensive-army", ("c-A-warriors",) * 2 + ("c-II-cannon",))    # obsolete Warriors
    3
    >>> best_army_bonus("m-III-entrenchments", ("c-I-swordsmen",) + ("c-II-cannon",) * 2 + ("c-III-air-forces",))
    10
    >>> best_army_bonus("m-I-legion", ("c-I-swordsmen",) * 2)
    0
    """
    bonuses = army_bonuses(tactic, units)
    if not bonuses:
        return 0
    return bonuses[0] + air_support(bonuses[:1], air_count(units))


@cites(rb.COLONIES)
def colony_strength(p) -> int:
    """The permanent strength of civilization ``p``'s colonies (a Strategic Territory's +2/+4)."""
    return sum(int(info(c).fx.get("strength", 0) or 0) for c in p.colonies)


@cites(rb.SACRIFICE_ARMIES, rb.AGGRESSION, rb.STRENGTH_BONUSES, rb.AIR_FORCES)
def sacrifice_strength(p, units, options=None) -> int:
    """The strength civilization ``p`` gets by sacrificing ``units``.

    ``units`` is a tuple of unit card ids, one entry per unit (a worker on that card: a card named
    twice sacrifices two of its units). The result is the units' own printed strengths, plus the
    tactic's bonus for every whole army the sacrificed units form among themselves (PL L2366-2374,
    KI L2435-2436; TTA-EX-17), counted like :func:`army_bonus` (the lower value for an army with an
    obsolete unit). A bonus card's per-unit strength (Alexander's) is the civilization's, not the
    unit's, so it does not go with a sacrificed unit; only Genghis Khan raises each cavalry unit, so a
    sacrificed cavalry unit brings his +1 with it (:func:`unit_bonus`, appendix G-3, PL L2867-2875; HU
    L2522-2529). Not capped at 60 (KI L1987-1989). Sacrificed air units support the sacrificed armies as
    in :func:`tactic_bonus`, doubling their bonuses, the best first (⚠AMB-X6, ``sacrificed_air``: by default
    the doubled bonus is added, as for the armies in play; ``"base"`` adds only the tactic's own bonus).
    Used for an aggression's attack and defence and for a colonization payment.

    Raises ``ValueError`` when ``p`` has not that many units on a card named, or a card is no unit.

    >>> from rulekit.tta.state import Player
    >>> karol = Player(tactic="m-I-medieval-army", techs=(("c-A-warriors", 2, 0), ("c-I-swordsmen", 1, 0),
    ...                                                  ("c-I-knights", 2, 0)))
    >>> sacrifice_strength(karol, ("c-I-knights",)), sacrifice_strength(karol, ("c-I-knights", "c-I-swordsmen"))
    (2, 6)
    >>> sacrifice_strength(karol, ("c-A-warriors", "c-A-warriors", "c-I-knights", "c-I-knights"))
    10
    """
    units = tuple(units)
    if not units:                   # nothing sacrificed adds nothing
        return 0
    for card in set(units):
        if info(card).type not in _UNIT_TYPES:
            raise ValueError(f"{card} is not a military unit")
        if units.count(card) > p.workers_on(card):
            raise ValueError(f"{card}: {units.count(card)} units to sacrifice, {p.workers_on(card)} in play")
    own = sum(int(info(c).fx.get("strength", 0) or 0) + unit_bonus(p, c) for c in units)
    if p.tactic and not tactic_ignored(p):
        bonuses = army_bonuses(p.tactic, units)
        own += sum(bonuses)
        if options is None or options.sacrificed_air != "base":
            own += air_support(bonuses, air_count(units))
    return own


@cites(rb.STRENGTH_BONUSES)
def unit_bonus(p, unit: str) -> int:
    """The strength a card in play adds to one ``unit`` itself, which goes with the unit when it is
    sacrificed: only Genghis Khan's +1 per cavalry unit; every other bonus (Alexander's per unit, a
    wonder's, a technology's) is the civilization's (appendix G-3, PL L2867-2875; HU L2522-2529).

    >>> from rulekit.tta.state import Player
    >>> khan = Player(leader="c-I-genghis-khan", techs=(("c-I-knights", 1, 0), ("c-A-warriors", 1, 0)))
    >>> unit_bonus(khan, "c-I-knights"), unit_bonus(khan, "c-A-warriors"), sacrifice_strength(khan, ("c-I-knights",))
    (1, 0, 3)
    """
    if not p.leader or info(unit).type != "cavalry":
        return 0
    return int(info(p.leader).fx.get("strength_per_cavalry", 0) or 0)
