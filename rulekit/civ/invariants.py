"""What a Civilization game conserves, checked by core's conformance kit after every step.

Great person cards are each in one place (deck, a player's hand, Greece's choice); GP markers
(supply + pools + board) keep their per-type totals; investment markers never exceed 23
(L51, under AMB-X14's default); fortification/caravan markers never exceed 15 (L61) and a city
has at most one, never both (L544-546, L560-562); wonders are each in one place (deck, market,
box, built); hut and village markers are each in one place (pool, map, a player's hand,
discard); GP cards of a type never exceed the markers of that type a player owns (L819-826);
a metropolis has 2 orthogonal centres and 10 outskirts (L655-658); nothing stands in the
hole (L387-389); no player has more of their figures on a square than their stacking limit;
no amount is negative.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from rulekit.civ import board as bd
from rulekit.civ import rules
from rulekit.civ.state import catalog
from rulekit.core.conformance import Seen


def _pieces(g) -> None:
    """Where pieces may be (checked first, so each break is named): a metropolis has exactly two
    centres sharing a side; a city's marker is one fortification or one caravan, never both, and
    the 15 of them are not exceeded (L61); no two cities on one square; nothing (building, wonder,
    GP marker, hut/village/landmark marker, city centre, figure) off the map or in the hole
    (L387-389); each landmark in one place; one capital or metropolis a player, at most the 5
    metropolis markers (L52); figures within a player's set (6 armies, 2 wagons, Spain's white
    wagon: L29-30, L101-106); no negative investment."""
    ARMIES, WAGONS = rules.ARMIES, rules.WAGONS

    b = g.board
    for c in g.cities:
        if c.kind == "metropolis":
            assert len(c.centres) == 2, f"a metropolis with {len(c.centres)} centre squares, not 2"
            (r1, c1), (r2, c2) = c.centres
            assert abs(r1 - r2) + abs(c1 - c2) == 1, f"a metropolis's two centres do not share a side: {c.centres}"
        assert c.marker in ("", "fortification", "caravan"), \
            f"a city holds {c.marker!r}: one fortification or one caravan, never both (L544-546, L560-562)"
    assert sum(1 for c in g.cities if c.marker) <= rules.FORT_CARAVAN_MARKERS, \
        "more fortification/caravan markers than the 15 in the box (L61)"
    centres = [q for c in g.cities for q in c.centres]
    assert len(centres) == len(set(centres)), "two cities on one square"
    where = [(q, "building") for q, _, _ in g.buildings] + [(q, "wonder") for q, _, _ in g.wonders_built] + \
        [(q, "great person") for q, _, _ in g.gp_board] + [(q, kind) for q, kind, _ in g.markers] + \
        [(q, "city") for q in centres] + [(f.pos, "figure") for f in g.figures]
    for q, what in where:
        assert bd.on_map(b, tuple(q)), f"a {what} off the map or in the hole: {q}"
    landmarks = [n for _, kind, n in g.markers if kind == "landmark"] + [n for n, _ in g.landmarks_claimed]
    assert len(landmarks) == len(set(landmarks)), f"a landmark in more than one place: {sorted(landmarks)}"
    capitals = Counter(c.owner for c in g.cities if c.is_capital)
    sets = Counter((f.owner, f.kind, f.white) for f in g.figures)
    for p in g.players:
        s = p.seat
        assert capitals[s] <= 1, f"P{s + 1} has more than one capital"
        assert sets[(s, "army", False)] + sets[(s, "army", True)] <= ARMIES, f"P{s + 1} has more armies than the box holds"
        assert sets[(s, "wagon", False)] <= WAGONS, f"P{s + 1} has more wagons than the box holds"
        assert sets[(s, "army", True)] + sets[(s, "wagon", True)] <= (p.civ == "Spanish"), \
            f"P{s + 1} has a white wagon it may not have"
        assert all(n >= 0 for _, n in p.investments), f"P{p.seat + 1}: negative investment markers"
    assert sum(c.kind == "metropolis" for c in g.cities) <= 5, "more metropolises than the 5 markers (L52)"


@lru_cache(maxsize=1)
def _boxed() -> dict:
    """What the box holds, each sorted: the great person cards, the culture event cards (each copy),
    the wonders, the hut and village markers (a constant of the catalogue, found once)."""
    cat = catalog()
    return {"great people": sorted(cat.great_people), "wonders": sorted(cat.wonders),
            "events": sorted(n for n, (_, copies, _) in cat.events.items() for _ in range(copies)),
            "markers": sorted(cat.huts + cat.villages)}


#: What the checks below found of the parts a step left unchanged, by identity
#: (:class:`rulekit.core.conformance.Seen`): after a step only the checks of the changed parts run again.
_SEEN = Seen()


def invariants(g, root) -> None:
    players = g.players
    _SEEN.get("pieces", (g.board, g.cities, g.buildings, g.wonders_built, g.gp_board, g.markers, g.figures,
                         g.landmarks_claimed, *(x for p in players for x in (p.seat, p.civ, p.investments))),
              lambda: _pieces(g))
    _SEEN.get(("great people", g.great_people), (g.gp_deck, g.gp_offer, *(p.gp_cards for p in players)),
              lambda: _gp_cards(g))
    if g.great_people:
        _SEEN.get("gp markers", (g.gp_markers, g.gp_board, g.options, *(x for p in players for x in (p.gp_pool,
                                                                                                     p.gp_cards))),
                  lambda: _gp_markers(g))
    if g.culture_decks:
        _SEEN.get("events", (g.culture_decks, g.culture_discard, *(p.events for p in players)), lambda: _events(g))
    for p in players:
        assert sum(n for _, n in p.coins_on) <= p.card_coins, f"P{p.seat + 1}: more coins on tech cards than counted"
        assert all(0 < n <= 4 for _, n in p.coins_on), f"P{p.seat + 1}: a tech card holds more than 4 coins"
        assert all(m in g.kept_markers for m in p.hidden), f"P{p.seat + 1} holds a hidden marker that is not kept"
    # investments
    used = sum(n for p in players for _, n in p.investments)
    if g.options.investment_supply_limited:
        assert used <= rules.INVESTMENT_MARKERS, f"{used} investment markers in play (23)"
    _SEEN.get("boxed", (g.cities, g.wonder_deck, g.market, g.wonder_box, g.wonders_built, g.hut_pool, g.village_pool, g.markers,
                        g.kept_markers, g.marker_discard), lambda: _boxed_pieces(g))
    _SEEN.get(("cities", len(players)), (g.board, g.cities), lambda: _cities(g))
    _SEEN.get("figures", (g.board, g.figures, *(p.stacking for p in players)), lambda: _figures(g))
    alone_row = g.options.starting_tech_row == "printed"
    for p in players:
        assert p.trade >= 0 and p.culture >= 0 and p.coins >= 0 and p.card_coins >= 0, f"P{p.seat + 1}: negative"
        assert rules.DIAL_MAX >= p.trade
        _SEEN.get(("pyramid", alone_row), (p.seat, p.techs), lambda: _pyramid(p, alone_row))


def _gp_cards(g) -> None:
    """Each great person card in one place: the deck, the offer, a player's hand."""
    cards = [n for n, _ in g.gp_deck] + list(g.gp_offer) + [n for p in g.players for n, _ in p.gp_cards]
    if g.great_people:
        assert sorted(cards) == _boxed()["great people"], "a great person card is lost or doubled"
    else:
        assert not cards, "great person cards in a game without the deck"


def _gp_markers(g) -> None:
    """The GP markers of each type (supply, pools, board) keep their total; no player holds more cards of a
    type than the markers of that type it owns (L819-826)."""
    cat = catalog()
    supply = dict(g.gp_markers)
    out = Counter(k for _, _, k in g.gp_board)
    for p in g.players:
        out.update(p.gp_pool)
    for t, total in cat.gp_markers.items():
        n = supply.get(t, 0) + out[t]
        assert n == total, f"{t} markers: {n}, not {total}"
        assert supply.get(t, 0) >= 0
    for p in g.players:
        kinds = Counter(g.gp_type(c) for c, _ in p.gp_cards)
        for t, held in kinds.items():
            assert held <= rules.gp_card_limit(g.gp_owned(p.seat, t)), \
                f"P{p.seat + 1} holds {held} {t} cards with {g.gp_owned(p.seat, t)} markers"


def _events(g) -> None:
    """Culture event cards (CV-B-23): each copy in one place (a deck, the discards, a hand)."""
    held = [c for d in g.culture_decks for c in d] + list(g.culture_discard) + [c for p in g.players for c in p.events]
    assert sorted(held) == _boxed()["events"], "a culture event card is lost or doubled"


def _boxed_pieces(g) -> None:
    """Fortification and caravan markers, wonders and hut and village markers, each in one place."""
    boxed = _boxed()
    marked = [c for c in g.cities if c.marker]
    assert len(marked) <= rules.FORT_CARAVAN_MARKERS
    assert all(c.marker in ("", "fortification", "caravan") for c in g.cities)
    wonders = list(g.wonder_deck) + list(g.market) + list(g.wonder_box) + [w for _, _, w in g.wonders_built]
    assert sorted(wonders) == boxed["wonders"], "a wonder is lost or doubled"
    markers = list(g.hut_pool) + list(g.village_pool) + [n for _, k, n in g.markers if k in ("hut", "village")] + \
        list(g.kept_markers) + list(g.marker_discard)
    assert sorted(markers) == boxed["markers"], "a hut or village marker is lost or doubled"


def _cities(g) -> None:
    """A metropolis's two centres share a side and it has 10 outskirts; a city has one centre, on the map;
    at most one capital a player."""
    b = g.board
    for c in g.cities:
        if c.kind == "metropolis":
            (a, bb), (x, y) = c.centres
            assert abs(a - x) + abs(bb - y) == 1, "a metropolis's centres share a side"
            assert len(bd.outskirts(c.centres)) == 10
        else:
            assert len(c.centres) == 1
        for q in c.centres:
            assert bd.on_map(b, q), f"a city centre off the map or in the hole: {q}"
    assert sum(1 for c in g.cities if c.is_capital) <= len(g.players)


def _figures(g) -> None:
    """Figures on the map, out of the hole, within each player's stacking limit, each id once."""
    b = g.board
    seen = Counter()
    for f in g.figures:
        assert bd.on_map(b, f.pos) and f.pos not in b.hole, f"figure {f.id} off the map or in the hole"
        seen[(f.owner, f.pos)] += 1
    for (owner, pos), n in seen.items():
        assert n <= max(g.players[owner].stacking, 1), f"P{owner + 1} has {n} figures on {pos}"
    assert len({f.id for f in g.figures}) == len(g.figures)


def _pyramid(p, alone_row: bool) -> None:
    """A player's technologies keep their pyramid: each row above level I rests on more cards below it
    (AMB-X10 'printed', ``alone_row``: a starting tech above level I rests on nothing until its row is
    supported)."""
    rows = rules.pyramid_counts(r for _, r in p.techs)
    alone = p.techs[0][1] if alone_row and p.techs else 0
    for lv in range(2, 6):
        assert rows.get(lv, 0) == 0 or rows.get(lv - 1, 0) > rows.get(lv, 0) or \
            (lv == alone and rows[lv] == 1), f"P{p.seat + 1}: pyramid broken"
