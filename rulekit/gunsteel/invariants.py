"""What a Guns & Steel game conserves, checked by core's conformance kit after every step.

Every card is in exactly one place (pyramid, research stack, a hand, a
tableau side), and no card appears or vanishes; every wonder is beside the
pyramid or with one player; each player's five glory markers are in supply or
on wonders; VP and effect resources are never negative.
"""

from __future__ import annotations

from collections import Counter

from rulekit.core.conformance import Seen


def _cards(g) -> list:
    """Every card where it lies, once for each place (a card in two places is listed twice)."""
    cards = [c for c in g.pyramid if c]
    for stack in g.research:
        cards += stack
    for p in g.players:
        cards += p.hand
        cards += p.resources
        cards += p.techs
    return cards


def _wonders(g) -> list:
    wonders = [w for w in g.wonder_slots if w]
    for p in g.players:
        wonders += p.wonders
    return wonders


def card_places(g) -> Counter:
    """How many places each card is in (1 for every card, in a sound state)."""
    return Counter(_cards(g))


def wonder_places(g) -> Counter:
    return Counter(_wonders(g))


#: What the checks below found of the parts a step left unchanged, by identity
#: (:class:`rulekit.core.conformance.Seen`).
_SEEN = Seen()


def invariants(g, root) -> None:
    """Raise ``AssertionError`` naming the first thing ``g`` fails to conserve."""
    expected = _SEEN.get("root", (root,), lambda: (set(_cards(root)), set(_wonders(root))))
    _SEEN.get("cards", (expected, g.pyramid, g.research, *(x for p in g.players for x in (p.hand, p.resources, p.techs))),
              lambda: _cards_kept(g, expected[0]))
    _SEEN.get("wonders", (expected, g.wonder_slots, *(p.wonders for p in g.players)),
              lambda: _wonders_kept(g, expected[1]))
    for p in g.players:
        assert p.track >= 0, f"P{p.seat + 1} has negative track VP"
        assert all(n >= 0 for _, n in p.temp.items()), f"P{p.seat + 1} has negative effect resources"
        on_wonders = sum(row[p.seat] for row in g.glory)
        assert p.glory + on_wonders == 5, "glory markers are not conserved"


def _cards_kept(g, expected: set) -> None:
    """Every card of the root (``expected``) in exactly one place."""
    listed = _cards(g)
    cards = set(listed)
    assert len(cards) == len(listed), "a card is in two places"
    assert cards == expected, "a card appeared or vanished"


def _wonders_kept(g, expected: set) -> None:
    """Every wonder in one place, and none that the root did not have (``expected``)."""
    wonders = _wonders(g)
    held = set(wonders)
    assert len(held) == len(wonders), "a wonder is in two places"
    assert held <= expected, "a wonder appeared from nowhere"
