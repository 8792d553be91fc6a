"""The cards each game level deals, unshuffled, by deck (PL L83-97, L170-172, L1540-1567, L2453-2463; HU 1357-1376,
2145-2155): read once per player count from the card data; :func:`rulekit.tta.game.new_game` shuffles them
(:func:`shuffled`).

>>> [len(d) for d in simple_decks(2)[:3]]
[20, 45, 9]
>>> len(full_decks(4)["military"]["III"])
45
"""

from __future__ import annotations

import random
from functools import lru_cache

from rulekit.tta import cards

__all__ = ["advanced_decks", "full_decks", "shuffled", "simple_decks"]


@lru_cache(maxsize=8)
def simple_decks(players: int) -> tuple[tuple, tuple, tuple, tuple]:
    """The Simple game's cards, unshuffled: civil A, civil I (player-count removals applied,
    TTA-EX-42), the 9 military A events (Development of Politics removed) and the starting
    technologies (PL L83-96, L170-172). Read once per player count from the card data (constants)."""
    d = cards.data()
    decks = d.decks(players, "simple")
    return (tuple(decks["civil"]["A"]), tuple(decks["civil"]["I"]), tuple(decks["military"]["A"]),
            tuple(d.starting))


@lru_cache(maxsize=8)
def advanced_decks(players: int) -> dict:
    """The Advanced game's cards, unshuffled, by deck: civil A, I, II (player-count removals applied);
    military A (all 10), I and II without the wars, the pacts gone with 2 players; military III's
    events (PL L1540-1567; HU 1357-1376; TTA-EX-41)."""
    decks = cards.data().decks(players, "advanced")
    return {"civil": {a: tuple(decks["civil"][a]) for a in ("A", "I", "II")},
            "military": {a: tuple(decks["military"][a]) for a in ("A", "I", "II", "III")}}


@lru_cache(maxsize=8)
def full_decks(players: int) -> dict:
    """The Full game's cards, unshuffled, by deck: every civil deck A-III (player-count removals applied) and
    every military deck A-III with the wars, the pacts gone with 2 players (PL L2453-2463; HU 2145-2155)."""
    decks = cards.data().decks(players, "full")
    return {kind: {a: tuple(decks[kind][a]) for a in ("A", "I", "II", "III")} for kind in ("civil", "military")}


def shuffled(cards_: tuple, rng: random.Random) -> list:
    """``cards_`` in the order ``rng.shuffle`` puts a list of them, drawing the same numbers from ``rng``, so a
    seed deals the same decks. Python's shuffle swaps each place from the last down with one drawn below it
    (``rng._randbelow``: ``getrandbits`` of the bound's bit length, drawn again while it is not below the bound);
    here those draws are made in one loop over the bounds and bit lengths of the deck's size, found once, instead of
    a method call per card (set-up runs once per game, and the Advanced and Full games shuffle 10 decks).
    A generator of another class is left to its own ``shuffle``.

    >>> deck = tuple(f"card {n}" for n in range(30))
    >>> mine, python = random.Random(7), random.Random(7)
    >>> order = list(deck)
    >>> python.shuffle(order)
    >>> shuffled(deck, mine) == order and mine.random() == python.random()
    True
    """
    out = list(cards_)
    if type(rng) is not random.Random or not _SAME_DRAWS:
        rng.shuffle(out)
        return out
    draws = _DRAWS.get(len(out))
    if draws is None:
        draws = _DRAWS[len(out)] = tuple((i, i + 1, (i + 1).bit_length()) for i in reversed(range(1, len(out))))
    bits = rng.getrandbits
    for i, below, k in draws:
        j = bits(k)
        while j >= below:
            j = bits(k)
        out[i], out[j] = out[j], out[i]
    return out


#: :func:`shuffled`'s ``(place, bound, bit length)`` of each draw, by deck size.
_DRAWS: dict = {}
#: Whether Python's ``Random.shuffle`` draws as :func:`shuffled` does (its ``_randbelow`` the one by
#: ``getrandbits``, CPython's since 3.2); otherwise :func:`shuffled` asks ``shuffle`` itself.
_SAME_DRAWS = random.Random._randbelow is getattr(random.Random, "_randbelow_with_getrandbits", None)
