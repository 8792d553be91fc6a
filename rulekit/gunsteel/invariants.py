"""What a Guns & Steel game conserves, checked by core's conformance kit after every step.

Every card is in exactly one place (pyramid, research stack, a hand, a
tableau side), and no card appears or vanishes; every wonder is beside the
pyramid or with one player; each player's five glory markers are in supply or
on wonders; VP and effect resources are never negative.
"""

from __future__ import annotations

from collections import Counter


def card_places(g) -> Counter:
    """How many places each card is in (1 for every card, in a sound state)."""
    places = Counter(c for c in g.pyramid if c)
    for stack in g.research:
        places.update(stack)
    for p in g.players:
        places.update(p.hand)
        places.update(p.resources)
        places.update(p.techs)
    return places


def wonder_places(g) -> Counter:
    places = Counter(w for w in g.wonder_slots if w)
    for p in g.players:
        places.update(p.wonders)
    return places


def invariants(g, root) -> None:
    """Raise ``AssertionError`` naming the first thing ``g`` fails to conserve."""
    cards, wonders = frozenset(card_places(root)), frozenset(wonder_places(root))
    places = card_places(g)
    assert max(places.values()) == 1, "a card is in two places"
    assert places.keys() == cards, "a card appeared or vanished"
    wplaces = wonder_places(g)
    assert not wplaces or max(wplaces.values()) == 1, "a wonder is in two places"
    assert wplaces.keys() <= wonders, "a wonder appeared from nowhere"
    for p in g.players:
        assert p.track >= 0, f"P{p.seat + 1} has negative track VP"
        assert all(n >= 0 for _, n in p.temp.items()), f"P{p.seat + 1} has negative effect resources"
        on_wonders = sum(row[p.seat] for row in g.glory)
        assert p.glory + on_wonders == 5, "glory markers are not conserved"
