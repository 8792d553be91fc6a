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

from rulekit.mosaic.actions import BUILD_KINDS, Build, Government, Wonder
from rulekit.mosaic.cards import data

#: The piece each kind of Build puts on the map (a Project puts none).
PIECE = {"city": "CITY", "port-city": "PORT_CITY", "farm": "FARM", "workshop": "WORKSHOP"}


@lru_cache(maxsize=None)
def card_kind(card: str, capital_card: str) -> str:
    """What a Build card (its copy, e.g. ``B2-1``) builds under AMB-51's reading: its kind, the
    Capital a City unless the 'no-city' reading."""
    kind = data().build[card.split("-")[0]].kind
    return "city" if kind == "capital" and capital_card == "city" else kind


@lru_cache(maxsize=256)
def offer_moves(action: type, offer: tuple) -> tuple:
    """One move of ``action`` per card of an Offer, in the Offer's order."""
    return tuple(action.of(c) for c in offer)


@lru_cache(maxsize=256)
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


@lru_cache(maxsize=256)
def wonder_moves(wonders: tuple) -> tuple:
    """A Wonder move for each Wonder tile still available (a known tile), with its placement rule."""
    tiles = data().wonders
    return tuple((Wonder.of(w), tiles[w].placement) for w in wonders if w in tiles)


@lru_cache(maxsize=256)
def government_moves(governments: tuple, own: str) -> tuple:
    """The Government tiles on the board but the player's own (known tiles), each with its cost in
    Ideas, and the index of the first cheapest (``-1``: none)."""
    tiles = data().governments
    moves = tuple((Government.of(g), tiles[g].cost_ideas) for g in governments if g in tiles and g != own)
    if not moves:
        return moves, -1
    cheapest = min(range(len(moves)), key=lambda i: moves[i][1])
    return moves, cheapest


__all__ = ["PIECE", "build_moves", "card_kind", "government_moves", "offer_moves", "wonder_moves"]
