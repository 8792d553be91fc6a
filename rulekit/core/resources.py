"""Resource multisets, written once for every game.

A :class:`Bag` is an immutable multiset of resource names: what a player holds,
what a card costs, what an exchange gives and takes. Paying is subtraction that
refuses to go below zero; exchanging is paying then adding; comparing is
``<=`` ("is covered by").
"""

from __future__ import annotations

from typing import Iterable, Iterator, Mapping


class Bag:
    """An immutable multiset of resource names.

    Examples
    --------
    >>> cost = Bag(GUNPOWDER=2)
    >>> have = Bag.of(["GUNPOWDER", "FOOD", "GUNPOWDER"])
    >>> cost <= have
    True
    >>> have - cost
    Bag(FOOD=1)
    >>> have.exchange(Bag(GUNPOWDER=2), Bag(OIL=1))
    Bag(FOOD=1, OIL=1)
    >>> Bag(FOOD=1).pay(Bag(IRON=1))
    Traceback (most recent call last):
    ...
    ValueError: cannot pay Bag(IRON=1) from Bag(FOOD=1): short of IRON=1
    """

    __slots__ = ("_items", "_hash", "_len")

    def __init__(self, mapping: Mapping[str, int] | None = None, **counts: int):
        merged = dict(mapping or {})
        for key, n in counts.items():
            merged[key] = merged.get(key, 0) + n
        for key, n in merged.items():
            if not isinstance(n, int) or n < 0:
                raise ValueError(f"count of {key} must be a whole number ≥ 0, not {n!r}")
        self._items = tuple(sorted((k, n) for k, n in merged.items() if n))
        self._hash = None
        self._len = sum(n for _, n in self._items)

    @classmethod
    def of(cls, items: Iterable[str]) -> "Bag":
        """The bag holding each item once per time it appears."""
        counts: dict[str, int] = {}
        for item in items:
            counts[item] = counts.get(item, 0) + 1
        return cls(counts)

    # -- reading ---------------------------------------------------------------
    def __getitem__(self, key: str) -> int:
        for k, n in self._items:
            if k == key:
                return n
        return 0

    def __iter__(self) -> Iterator[str]:
        """Every element, repeated by its count, in sorted order."""
        for k, n in self._items:
            for _ in range(n):
                yield k

    def __len__(self) -> int:
        return self._len

    def __bool__(self) -> bool:
        return bool(self._items)

    def items(self) -> tuple[tuple[str, int], ...]:
        return self._items

    def keys(self) -> tuple[str, ...]:
        return tuple(k for k, _ in self._items)

    def as_dict(self) -> dict[str, int]:
        return dict(self._items)

    # -- comparing -------------------------------------------------------------
    def __eq__(self, other) -> bool:
        return isinstance(other, Bag) and self._items == other._items

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(self._items)
        return self._hash

    def __le__(self, other: "Bag") -> bool:
        """True when ``other`` holds at least everything in this bag."""
        return all(other[k] >= n for k, n in self._items)

    def shortfall(self, have: "Bag") -> "Bag":
        """What ``have`` lacks to cover this bag."""
        return Bag({k: n - have[k] for k, n in self._items if have[k] < n})

    # -- changing (always a new bag) ----------------------------------------------
    def __add__(self, other: "Bag") -> "Bag":
        merged = dict(self._items)
        for k, n in other._items:
            merged[k] = merged.get(k, 0) + n
        return Bag(merged)

    def pay(self, cost: "Bag") -> "Bag":
        """This bag less ``cost``; ``ValueError`` if it does not cover it."""
        short = cost.shortfall(self)
        if short:
            raise ValueError(f"cannot pay {cost!r} from {self!r}: short of {short._inner()}")
        return Bag({k: n - cost[k] for k, n in self._items})

    __sub__ = pay

    def exchange(self, give: "Bag", get: "Bag") -> "Bag":
        """Pay ``give`` and receive ``get``."""
        return self.pay(give) + get

    # -- showing ------------------------------------------------------------------
    def _inner(self) -> str:
        return ", ".join(f"{k}={n}" for k, n in self._items)

    def __repr__(self) -> str:
        return f"Bag({self._inner()})"

    def __str__(self) -> str:
        """Readable form: ``2 GUNPOWDER + 1 OIL``; ``nothing`` when empty."""
        return " + ".join(f"{n} {k}" for k, n in self._items) or "nothing"
