"""The moves a judge weighs, as small tables built once per Offer or set of tiles.

A judge's candidates (:meth:`~rulekit.mosaic.decisions.base.Judge.candidates`) are
the cards of an Offer, the tiles left, a Build of each kind: they depend on those
cards and tiles only, which stay the same for many turns. Each table below is
built the first time an Offer (or a set of tiles) is met and then read again
while it lies unchanged; the tables are bounded (``lru_cache``), and hold only
shared action objects (``Action.of``) and static card data. No rule is decided
here: the judges still ask their checks of every move listed.

>>> from rulekit.mosaic.actions import Tech
>>> [str(a) for a in offer_moves(Tech, ("T1", "T2"))]
['tech T1', 'tech T2']
>>> offer_moves(Tech, ("T1", "T2")) is offer_moves(Tech, ("T1", "T2"))
True
"""

from __future__ import annotations

from functools import lru_cache

from rulekit.core.rule import cites
from rulekit.mosaic import rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.actions import BUILD_KINDS, Build, Government, Military, Population, Taxtrade, Wonder, Work
from rulekit.mosaic.cards import data, teaching_decks

#: The piece each kind of Build puts on the map (a Project puts none).
PIECE = {"city": "CITY", "port-city": "PORT_CITY", "farm": "FARM", "workshop": "WORKSHOP"}


@lru_cache(maxsize=None)
def card_kind(card: str, capital_card: str) -> str:
    """What a Build card (its copy, e.g. ``B2-1``) builds under AMB-51's reading: its kind, the
    Capital a City unless the 'no-city' reading."""
    kind = data().build[card.split("-")[0]].kind
    return "city" if kind == "capital" and capital_card == "city" else kind


@lru_cache(maxsize=32)
def offer_moves(action: type, offer: tuple) -> tuple:
    """One move of ``action`` per card of an Offer, in the Offer's order."""
    return tuple(action.of(c) for c in offer)


@lru_cache(maxsize=32)
def build_moves(offer: tuple, capital_card: str) -> tuple:
    """The Build candidates for a Build Offer, each with the kind it builds: a Build of each piece
    without a card (Cities, Port Cities, Farms, Workshops; not a Project), then each card of the Offer
    as the kind it builds (the Capital under AMB-51's 'no-city' reading builds no kind a Build names)."""
    out = [(k, Build.of("-", k)) for k in PIECE]
    for c in offer:
        kind = card_kind(c, capital_card)
        if kind in BUILD_KINDS:
            out.append((kind, Build.of(c, kind)))
    return tuple(out)


@lru_cache(maxsize=32)
def wonder_moves(wonders: tuple) -> tuple:
    """A Wonder move for each Wonder tile still available (a known tile), with its placement rule."""
    tiles = data().wonders
    return tuple((Wonder.of(w), tiles[w].placement) for w in wonders if w in tiles)


@lru_cache(maxsize=32)
def government_moves(governments: tuple, own: str) -> tuple:
    """The Government tiles on the board but the player's own (known tiles), each with its cost in
    Ideas, and the index of the first cheapest (``-1``: none)."""
    tiles = data().governments
    moves = tuple((Government.of(g), tiles[g].cost_ideas) for g in governments if g in tiles and g != own)
    if not moves:
        return moves, -1
    cheapest = min(range(len(moves)), key=lambda i: moves[i][1])
    return moves, cheapest


# -- the prices and the fixed moves the Action judges read (static data, read once) ----------------------

@lru_cache(maxsize=1)
def works() -> tuple:
    """The three Works (Stone, Ideas, Food), always open."""
    return tuple(Work.of(r) for r in ("STONE", "IDEAS", "FOOD"))


@lru_cache(maxsize=None)
def population_food(card: str) -> int:
    """The Food printed on a Population card (teaching decks), read once per card."""
    return teaching_decks().population[card][0]


@lru_cache(maxsize=None)
def population_price(card: str, factor: int) -> dict:
    """The Food a Population card costs, times ``factor`` (Flood Agriculture's pending doubling), or the
    fallback's (``card`` ``-``) 15: one shared dict per card and factor (read, never changed)."""
    if card == "-":
        return {"FOOD": rules.POPULATION_FALLBACK_FOOD}
    return {"FOOD": population_food(card) * factor}


@lru_cache(maxsize=32)
def food_range(offer: tuple) -> tuple:
    """The Population Offer's moves of least and of most printed Food (the first of each, in the Offer's order)."""
    moves = offer_moves(Population, offer)
    return (min(moves, key=lambda a: population_food(a.card)), max(moves, key=lambda a: population_food(a.card)))


@lru_cache(maxsize=None)
def project_price() -> dict:
    """A Project's cost (:func:`rules.project_cost`) as a dict, read once."""
    return rules.project_cost().as_dict()


@lru_cache(maxsize=None)
def technology_price() -> dict:
    """A Technology's cost (:func:`rules.technology_cost`) as a dict, read once."""
    return rules.technology_cost().as_dict()


@lru_cache(maxsize=None)
def wonder_price(built: int) -> dict:
    """The next Wonder's cost (:func:`rules.wonder_cost`) as a dict, read once per count of Wonders built."""
    return rules.wonder_cost(built).as_dict()


@cites(rb.CITY_COST)
@lru_cache(maxsize=1)
def city_price() -> tuple[dict, int]:
    """A City's or Port City's cost, from :func:`rulekit.mosaic.rules.city_cost` (the one place it is
    written): the Resources (Money may stand in) and the Population (Money never does)."""
    cost = rules.city_cost()
    return {k: n for k, n in cost.items() if k != "POPULATION"}, cost["POPULATION"]


@lru_cache(maxsize=1)
def bare_builds() -> tuple:
    """A Build of each kind without a card: what :meth:`BuildJudge.check` reads of a move (its kind)."""
    return tuple(Build.of("-", k) for k in BUILD_KINDS)


@lru_cache(maxsize=1)
def tax_trade_fallbacks() -> tuple:
    """The Tax and the Trade fallbacks (no card)."""
    return Taxtrade.of("-tax"), Taxtrade.of("-trade")


@lru_cache(maxsize=None)
def government_cost(government: str) -> dict:
    """A Government tile's cost in Ideas (one shared dict per tile: read, never changed)."""
    return {"IDEAS": data().governments[government].cost_ideas}


__all__ = ["PIECE", "bare_builds", "build_moves", "card_kind", "city_price", "food_range", "government_cost",
           "government_moves", "offer_moves", "population_food",
           "population_price", "project_price", "tax_trade_fallbacks", "technology_price", "wonder_moves",
           "wonder_price", "works"]
