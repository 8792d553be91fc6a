"""The rules of an Empire Scoring as pure functions: Influence, the Region awards, control,
the Governments' VP (§C8)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from rulekit.core.rule import cites
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.cards import data
from rulekit.mosaic.options import Options

DEFAULT = Options()


# -- Empire Scoring -------------------------------------------------------------------------

@dataclass(frozen=True)
class Presence:
    """One player's pieces in one Region, and the cards that change their Influence."""

    cities: int = 0                 # Port Cities included (L720-722)
    wonders: int = 0
    farms: int = 0
    workshops: int = 0
    infantry: int = 0
    cavalry: int = 0
    siege: int = 0
    formations: bool = False        # Formacje (L1615-1618)
    cavalry_tactics: bool = False   # Taktyka Kawalerii (L1789-1794)


@cites(rb.INFLUENCE, rb.UNIT_INFLUENCE, rb.FORMATIONS, rb.SIEGE_ENGINE)
def influence(p: Presence, *, cities_negated: bool = False, options: Options = DEFAULT) -> int:
    """A player's Influence in a Region: 2 per City and Wonder, 1 per Farm,
    Workshop and Military Unit, +2 with Formations where you have Infantry (and
    Cavalry Tactics with Cavalry); an opponent's Siege Engine cancels your Cities.

    Examples
    --------
    MO-EX-6, Iberia: Paulina (3 Cities, 2 Infantry, Formations), Jarek (1 City,
    1 Farm, 2 Cavalry), Gosia (2 Cities, 1 Wonder).

    >>> influence(Presence(cities=3, infantry=2, formations=True))
    10
    >>> influence(Presence(cities=1, farms=1, cavalry=2)), influence(Presence(cities=2, wonders=1))
    (5, 6)
    """
    per_unit = options.formation_bonus == "per-unit"
    bonus = 0
    if p.formations and p.infantry:
        bonus += p.infantry if per_unit else 2
    if p.cavalry_tactics and p.cavalry:
        bonus += p.cavalry if per_unit else 2
    cities = 0 if cities_negated else 2 * p.cities
    return cities + 2 * p.wonders + p.farms + p.workshops + p.infantry + p.cavalry + p.siege + bonus


@cites(rb.INFLUENCE, rb.SIEGE_ENGINE)
def region_influence(region: Mapping[str, Presence], sieges: Iterable[str] | None = None,
                     options: Options = DEFAULT, ports: Mapping | None = None) -> dict[str, int]:
    """Every player's Influence in one Region.

    ``sieges``: the players whose Siege Engines cancel opponents' Cities here;
    by default those with a Siege Engine in this Region (AMB-28, MO-EX-7). ``ports``: each player's
    Port Cities among its Cities here, spared under ``siege_negates_port_cities=False`` (AMB-28).

    Examples
    --------
    MO-EX-7: as MO-EX-6, and Jarek has built a Siege Engine in Iberia.

    >>> iberia = {"Paulina": Presence(cities=3, infantry=2, formations=True),
    ...           "Jarek": Presence(cities=1, farms=1, cavalry=2, siege=1),
    ...           "Gosia": Presence(cities=2, wonders=1)}
    >>> region_influence(iberia)
    {'Paulina': 4, 'Jarek': 6, 'Gosia': 2}
    """
    sieges = {q for q, p in region.items() if p.siege} if sieges is None else set(sieges)
    out = {q: influence(p, cities_negated=bool(sieges - {q}), options=options) for q, p in region.items()}
    if ports and not options.siege_negates_port_cities:
        for q in out:          # AMB-28's other reading: Port Cities are immune to Siege Engines
            if sieges - {q}:
                out[q] += 2 * ports.get(q, 0)
    return out


@cites(rb.REGION_AWARDS)
def rank_order(influences: Mapping[str, int], options: Options) -> list[tuple[int, list[str]]]:
    """The places in a Region, highest Influence first, each with its players: Influence 0 takes no
    place (AMB-34), or, under ``zero_influence_places``, only a place below a player with Influence."""
    levels = sorted({v for v in influences.values() if v > 0}, reverse=True)
    if options.zero_influence_places and levels and 0 in influences.values():
        levels.append(0)
    return [(v, [q for q, w in influences.items() if w == v]) for v in levels]


@cites(rb.REGION_AWARDS)
def region_awards(influences: Mapping[str, int], cities_and_wonders: int,
                  options: Options = DEFAULT) -> dict[str, int]:
    """VP for one Region: most Influence 3 + 1 per City and Wonder there (any
    owner), second 2. Tied first places all score in full and nobody is second;
    tied second places score nothing (§C8, L1149-1159).

    Examples
    --------
    MO-EX-6: Iberia holds 6 Cities and 1 Wonder; Influence 10, 5, 6.

    >>> region_awards({"Paulina": 10, "Jarek": 5, "Gosia": 6}, 7)
    {'Paulina': 10, 'Jarek': 0, 'Gosia': 2}

    MO-EX-21: a tie for first (2 Cities + 1 Wonder in the Region), a tie for second.

    >>> region_awards({"A": 5, "B": 5, "C": 3}, 3)
    {'A': 6, 'B': 6, 'C': 0}
    >>> region_awards({"A": 7, "B": 4, "C": 4}, 3)
    {'A': 6, 'B': 0, 'C': 0}
    """
    vp = {q: 0 for q in influences}
    ranks = rank_order(influences, options)
    if ranks:
        first = ranks[0][1]
        for q in first:
            vp[q] = 3 + cities_and_wonders
        if len(first) == 1 and len(ranks) > 1 and len(ranks[1][1]) == 1:
            vp[ranks[1][1][0]] = 2
    return vp


@cites(rb.CONTROL)
def controller(influences: Mapping[str, int], options: Options = DEFAULT) -> str | None:
    """Who controls a Region: the one player with the most Influence, or nobody on a tie.

    >>> controller({"A": 5, "B": 5, "C": 3}), controller({"A": 7, "B": 4, "C": 4})
    (None, 'A')
    """
    ranks = rank_order(influences, options)
    return ranks[0][1][0] if ranks and len(ranks[0][1]) == 1 else None


@cites(rb.GOVERNMENT_VP, rb.GOVERNMENT_SCORING)
def government_vp(government: str, players: int, *, controlled: int = 0, regions_with_city: int = 0,
                  best_region_cities: int = 0, wonders: int = 0, tiles: int = 0, population: int = 0,
                  options: Options = DEFAULT) -> int:
    """The VP a Government gives its holder at each Empire Scoring (§C7.8, §C8.1).

    Examples
    --------
    MO-EX-22: Tyranny, 2 controlled Regions: 6 VP with 4 players, 4 with 3;
    Oligarchy, 3 tiles: 6 VP with 4 players, 3 with 2.

    >>> government_vp("tyranny", 4, controlled=2), government_vp("tyranny", 3, controlled=2)
    (6, 4)
    >>> government_vp("oligarchy", 4, tiles=3), government_vp("oligarchy", 2, tiles=3)
    (6, 3)
    >>> government_vp("republic", 5, population=7), government_vp("republic", 5, population=7,
    ...                                                              options=Options(half_rounding="up"))
    (3, 4)
    """
    g = data().governments[government]
    per = g.vp_by_players[players]
    count = {"per-controlled-region": controlled, "per-region-with-city": regions_with_city,
             "per-city-in-best-region": best_region_cities, "per-wonder": wonders,
             "per-golden-age-and-achievement": tiles,
             "per-two-population": half(population, options)}[g.scoring]
    return per * count


@cites(rb.PORT_CITY)
def region_ports(board: tuple, region: str) -> dict:
    """Each seat's Port Cities in a Region (seats as ``"0"``, ``"1"`` …): the Cities AMB-53's and
    AMB-28's other readings leave out."""
    spaces = data().map.spaces
    out: dict[str, int] = {}
    for sp, seat, piece in board:
        if piece == "PORT_CITY" and spaces[sp].region == region:
            out[str(seat)] = out.get(str(seat), 0) + 1
    return out


def half(n: int, options: Options = DEFAULT) -> int:
    """``1 VP per 2``: rounded down by default, up with AMB-31's option."""
    return (n + 1) // 2 if options.half_rounding == "up" else n // 2


__all__ = ["Presence", "influence", "region_influence", "rank_order", "region_awards", "controller", "government_vp", "half", "region_ports"]
