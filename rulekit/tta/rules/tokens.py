"""Blue tokens as food and resources: what a civilization holds, and every way to pay or place an amount.

A farm's (mine's) blue tokens are worth its card's value; a payment returns tokens to the
blue bank and may move one down onto a lower card as change, a gain takes tokens from the
bank (PL L1338-1371, KI L1431-1433; TTA-EX-8, TTA-EX-28, TTA-EX-29). Functions here read a
:class:`~rulekit.tta.state.Player` or plain ``((value, tokens), ...)`` stocks and change nothing.
"""

from __future__ import annotations

from rulekit.tta.rules.cardinfo import info

__all__ = ["count_stocks", "food", "gain_tokens", "pay_tokens", "payments", "resources", "stock", "stock_of"]


class _StockOf(dict):
    """What each card's blue tokens are, read once from the card data: ``(kind, value)`` for a farm
    (food per token) or a mine (resources per token), ``None`` for any other card. One entry per
    card id, so the table stays as small as the card data."""

    def __missing__(self, card: str):
        i = info(card)
        if i.type == "farm" or i.type == "mine":
            found = (i.type, int(i.fx.get("food" if i.type == "farm" else "resources", 0) or 0))
        else:
            found = None
        self[card] = found
        return found


#: ``stock_of(card)``: ``(kind, value)`` of a farm's or a mine's blue tokens (food or resources each), else
#: ``None`` (PL L1338-1353). A dictionary's own lookup.
stock_of = _StockOf().__getitem__


# -- blue tokens: food and resources --------------------------------------------------------
def stock(p, kind: str) -> tuple:
    """``(value, tokens)`` per card of ``kind`` (``farm``, ``mine``) in play, by value (cards of one value
    merged): the tokens a payment or a gain works on (remembered as ``Player.stocks``)."""
    return p.stocks[kind]


def count_stocks(p) -> dict:
    """:func:`stock` of the farms and of the mines, counted from the cards."""
    farm: dict = {}
    mine: dict = {}
    for card, _, blue in p.techs:
        found = stock_of(card)
        if found is not None:
            kind, v = found
            values = farm if kind == "farm" else mine
            values[v] = values.get(v, 0) + blue
    return {"farm": tuple(sorted(farm.items())), "mine": tuple(sorted(mine.items()))}


def food(p) -> int:
    """Food held: blue tokens on farms, each worth its card's value (remembered as ``Player.held``)."""
    return p.held["farm"]


def resources(p) -> int:
    """Resources held: blue tokens on mines, each worth its card's value (remembered as ``Player.held``)."""
    return p.held["mine"]


def pay_tokens(stock: tuple, amount: int, overpay: bool = True) -> tuple | None:
    """The token counts ``((value, n), ...)`` after paying ``amount``, or ``None`` if it cannot be paid.

    Low tokens go back to the bank first (keeping tokens in the bank, as TTA-EX-8
    advises); what is left is paid with the smallest higher token, moved down onto
    a lower card as change (TTA-EX-29: higher to lower only). Where no lower card
    makes exact change the payment overpays by the least (⚠AMB-X1), or, with ``overpay`` false,
    cannot be made (``None``). In the Simple game the value-1 cards (Agriculture, Bronze) are always
    in play, so exact change is always possible.

    References
    ----------
    rb.CHANGE_MAKING (PL L1338-1353, KI L1431-1433)

    Examples
    --------
    >>> pay_tokens(((1, 3), (2, 2)), 3)      # three Bronze tokens
    ((1, 0), (2, 2))
    >>> pay_tokens(((1, 0), (2, 2)), 1)      # an Iron token moved to Bronze
    ((1, 1), (2, 1))
    >>> pay_tokens(((1, 1),), 2) is None
    True
    """
    if sum(v * n for v, n in stock) < amount:
        return None
    counts = dict(stock)
    left = amount
    for v in sorted(counts):
        if v <= 0:
            continue
        use = min(counts[v], left // v)
        counts[v] -= use
        left -= use * v
    while left > 0:
        higher = [v for v in sorted(counts) if counts[v] and v > left]
        if not higher:                      # lower tokens could not be combined: use the next larger
            if not overpay:
                return None
            v = min(x for x in counts if counts[x])
            counts[v] -= 1
            left -= v
            continue
        v = higher[0]
        counts[v] -= 1
        change = v - left
        left = 0
        if change in counts:
            counts[change] += 1
        else:                               # no card of that value: the best smaller change
            if not overpay:
                return None
            lower = [x for x in counts if 0 < x < change]
            if lower:
                counts[max(lower)] += 1
    return tuple(sorted(counts.items()))


def payments(stock: tuple, amount: int, overpay: bool = True) -> list:
    """Every way to pay ``amount`` from ``stock``: ``(word, counts after)`` pairs, the rulebook's advised
    way (:func:`pay_tokens`, keeping tokens in the bank, TTA-EX-8) first, the others by their words.

    A way returns some tokens to the bank and, when they are worth more than ``amount``, moves one
    token down onto a card of exactly the change's value, lower than a paying token (TTA-EX-29).
    Ways ending with the same tokens on the cards are one. Where no way makes exact change the only
    way is :func:`pay_tokens`' overpayment (⚠AMB-X1), or none with ``overpay`` false.

    References
    ----------
    rb.CHANGE_MAKING (PL L1338-1371, KI L1431-1433)

    Examples
    --------
    >>> [w for w, _ in payments(((1, 3), (2, 2)), 3)]    # TTA-EX-8: "1 from Iron and 1 from Bronze"
    ['3x1', '1x1+1x2', '2x2>1']
    >>> [w for w, _ in payments(((1, 0), (2, 2)), 3)]    # one way only
    ['2x2>1']
    """
    if amount <= 0:
        return [("0x1", tuple(stock))]
    advised = pay_tokens(stock, amount, overpay)
    if advised is None:
        return []
    counts = dict(stock)
    values = sorted(v for v in counts if v > 0)
    found: dict = {}

    def walk(i, paid, used):
        if paid >= amount:
            change = paid - amount
            top = max(v for v, n in used)
            if change and (change not in counts or change >= top):
                return
            after = dict(counts)
            for v, n in used:
                after[v] -= n
            if change:
                after[change] += 1
            key = tuple(sorted(after.items()))
            word = "+".join(f"{n}x{v}" for v, n in used) + (f">{change}" if change else "")
            if key not in found or (sum(n for _, n in used), word) < found[key][0]:
                found[key] = ((sum(n for _, n in used), word), word)
            return
        if i == len(values):
            return
        v = values[i]
        for n in range(0, counts[v] + 1):
            walk(i + 1, paid + n * v, used + [(v, n)] if n else used)
            if paid + n * v >= amount:
                break

    walk(0, 0, [])
    if advised not in found:                 # no exact change: the advised overpayment only
        return [("+".join(f"{n}x{v}" for v, n in stock if n - dict(advised).get(v, 0) > 0) or "0x1", advised)]
    first = (found[advised][1], advised)
    return [first] + sorted((w, k) for k, (_, w) in found.items() if k != advised)


def gain_tokens(stock: tuple, amount: int, bank: int) -> tuple:
    """Token counts after gaining ``amount`` as fewest tokens (highest values first, exactly),
    limited by the ``bank``; returns ``(counts, tokens taken)`` (TTA-EX-28, TTA-EX-29)."""
    counts = dict(stock)
    taken = 0
    left = amount
    for v in sorted(counts, reverse=True):
        if v <= 0:
            continue
        use = min(left // v, bank - taken)
        counts[v] += use
        taken += use
        left -= use * v
    return tuple(sorted(counts.items())), taken
