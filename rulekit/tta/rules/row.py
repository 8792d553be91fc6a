"""The card row as the take listing reads it: each card with its data and, but for a wonder, its take cost.

A card's data and a slot's printed cost (:func:`~rulekit.tta.rules.costs.row_cost`) never change, so the
entry of a card in a slot is made once (:func:`row_entry`) and every row that holds that card in that slot
shares it (:attr:`rulekit.tta.game.State.row_cards` reads a row after each refill).

>>> from rulekit.tta.game import new_game
>>> wonders, others = row_cards(new_game(players=2, seed=1).row)
>>> others[0][0], others[0][3], others[-1][3]             # row index 0 (slot 1) costs 1; slot 13 costs 3
(0, 1, 3)
"""

from __future__ import annotations

from rulekit.tta.rules import ROW_COSTS
from rulekit.tta.rules.cardinfo import info
from rulekit.tta.rules.costs import row_cost

__all__ = ["row_cards", "row_entry"]


def row_cards(row: tuple) -> tuple:
    """``(wonders, others)`` of the card row ``row`` (slot 1 first, ``""`` an empty slot), empty slots left out:
    ``wonders`` the ``(index, card, Info)`` of each wonder (its take cost reads the civilization, and the
    options), ``others`` the ``(index, card, Info, cost)`` of every other card, ``cost`` its slot's take cost,
    the same for every civilization (:func:`~rulekit.tta.rules.costs.row_cost`); both slot 1 first."""
    wonders, others = [], []
    k = 0
    for card in row:
        if card:
            found = _ENTRIES[k].get(card) or row_entry(k, card)
            if len(found) == 4:
                others.append(found)
            else:
                wonders.append(found)
        k += 1
    return tuple(wonders), tuple(others)


def row_entry(k: int, card: str) -> tuple:
    """:func:`row_cards`' entry for ``card`` in row index ``k`` (slot ``k + 1``): ``(k, card, Info)`` for a wonder
    (:func:`~rulekit.tta.rules.costs.row_cost` gives it no cost), else ``(k, card, Info, cost)``; remembered."""
    i = info(card)
    cost = row_cost(k + 1, i)
    found = _ENTRIES[k][card] = (k, card, i) if cost is None else (k, card, i, cost)
    return found


#: :func:`row_entry`'s entries: for each slot of the row (:data:`~rulekit.tta.rules.ROW_COSTS`), by card.
_ENTRIES: tuple = tuple({} for _ in ROW_COSTS)
