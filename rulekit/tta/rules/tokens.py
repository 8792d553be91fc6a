"""Blue tokens as food and resources: what a civilization holds, and every way to pay or place an amount.

A farm's (mine's) blue tokens are worth its card's value; a payment returns tokens to the
blue bank and may move one down onto a lower card as change, a gain takes tokens from the
bank (PL L1338-1371, KI L1431-1433; TTA-EX-8, TTA-EX-28, TTA-EX-29). Functions here read a
:class:`~rulekit.tta.state.Player` or plain ``((value, tokens), ...)`` stocks and change nothing.
"""

from __future__ import annotations

from functools import lru_cache

from rulekit.tta.rules.cardinfo import info

__all__ = ["count_stock", "count_stocks", "food", "gain_tokens", "labs_are_mines", "move_tokens", "takeable_mixes", "pay_tokens", "payments",
           "resources", "restocked", "stock", "stock_for", "stock_of"]


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


def labs_are_mines(p) -> bool:
    """Whether civilization ``p``'s leader makes its labs act as mines (``resources_per_lab_worker``: Nikola
    Tesla, the Polish appendix's Bill Gates, G-10, PL L2932-2939; HU 2595-2601)."""
    return bool(p.leader) and bool(info(p.leader).fx.get("resources_per_lab_worker"))


def stock_for(p, card: str):
    """:func:`stock_of` for civilization ``p``: under a leader whose labs act as mines (:func:`labs_are_mines`)
    a lab of Age I, II or III is a mine whose blue tokens are each worth the lab's level (appendix G-10,
    PL L2932-2939; HU 2595-2601). Age A labs stay labs."""
    found = stock_of(card)
    if found is None and p.leader and labs_are_mines(p):
        i = info(card)
        if i.type == "lab" and i.level >= 1:
            return ("mine", i.level)
    return found


# -- blue tokens: food and resources --------------------------------------------------------
def stock(p, kind: str) -> tuple:
    """``(value, tokens)`` per card of ``kind`` (``farm``, ``mine``) in play, by value (cards of one value
    merged): the tokens a payment or a gain works on (remembered as ``Player.stocks``)."""
    return p.stocks[kind]


def count_stock(p, kind: str, techs=None) -> tuple:
    """:func:`stock` of the farms (``kind = "farm"``) or of the mines, counted from the cards (``techs``:
    civilization ``p``'s ``(card, workers, blue)`` triples as they will be, the same cards in the same order, its
    own by default), each card's kind and value as :func:`stock_for` gives them (remembered as
    ``Player.stock_cards``)."""
    if techs is None:
        techs = p.techs
    values: dict = {}
    for k, which, v in p.stock_cards:
        if which == kind:
            values[v] = values.get(v, 0) + techs[k][2]
    return tuple(sorted(values.items()))


def count_stocks(p, techs=None) -> dict:
    """:func:`count_stock` of the farms and of the mines, by kind."""
    return {"farm": count_stock(p, "farm", techs), "mine": count_stock(p, "mine", techs)}


def move_tokens(cards: tuple, techs: list, kind: str, counts: tuple):
    """Put the blue tokens of ``kind`` (farm/mine) on ``techs`` (a list of ``(card, workers, blue)`` triples,
    changed in place) to ``counts`` by value: cards of each value keep their tokens where they are, tokens go
    back from the last card of that value first and come onto the first one. ``cards``: the civilization's
    ``Player.stock_cards`` (each card's index in ``techs``, kind and value). Gives the tokens that go back to
    the bank (less those taken from it), ``None`` when nothing moves."""
    found: dict = {}                 # value -> the indices of the cards of ``kind`` of that value, in play order
    for k, which, v in cards:
        if which == kind:
            found.setdefault(v, []).append(k)
    back = None                      # tokens back to the bank (less those taken from it)
    for v, n in counts:
        idx = found.get(v)
        if not idx:
            continue
        have = 0
        for k in idx:
            have += techs[k][2]
        if have == n:
            continue
        if back is None:
            back = 0
        if have > n:
            for k in reversed(idx):
                if have <= n:
                    break
                c, w, b = techs[k]
                drop = min(b, have - n)
                techs[k] = (c, w, b - drop)
                have -= drop
                back += drop
        else:
            c, w, b = techs[idx[0]]
            techs[idx[0]] = (c, w, b + n - have)
            back -= n - have
    return back


def restocked(p, kind: str, counts: tuple) -> dict:
    """``Player.stocks`` and ``Player.held`` as :func:`move_tokens` with ``counts`` leaves them, brought up to
    date from those ``p`` remembered (each value of ``kind`` in play then holds its count, or what it held where
    ``counts`` does not name it; the other kind is unchanged) instead of counted again from the cards: the
    values a copy that moved those tokens remembers (empty where ``p`` remembered neither)."""
    out = {}
    before = p._remembered("stocks")
    if before is not None:
        wanted = dict(counts)
        after = tuple((v, wanted.get(v, n)) for v, n in before[kind])
        stocks = dict(before)
        stocks[kind] = after
        out["stocks"] = stocks
        held = p._remembered("held")
        if held is not None:
            held = dict(held)
            held[kind] = sum(v * n for v, n in after)
            out["held"] = held
    return out


def food(p) -> int:
    """Food held: blue tokens on farms, each worth its card's value (remembered as ``Player.held``)."""
    return p.held["farm"]


def resources(p) -> int:
    """Resources held: blue tokens on mines, each worth its card's value (remembered as ``Player.held``)."""
    return p.held["mine"]


def takeable_mixes(p, most: int) -> list:
    """The ``(food, resources)`` mixes that can be taken from ``p`` when a card takes ``most`` food and
    resources in any mix (Plunder, Raiders): as much as it holds in all, at most ``most``, least food first
    (a civilization gives what it has, PL L1761, L2895)."""
    f, r = food(p), resources(p)
    total = min(most, f + r)
    return [(x, total - x) for x in range(total + 1) if x <= f and total - x <= r]


def _word(used, change) -> str:
    """A way's word: the paying tokens ``nxv`` joined by ``+``, then ``>`` and the change tokens put on
    lower cards: ``>v`` for one token, ``>nxv+...`` for several (``1x3>2x1``: Coal into two Bronze)."""
    word = "+".join(f"{n}x{v}" for v, n in used)
    if change:
        if len(change) == 1 and change[0][1] == 1:
            word += f">{change[0][0]}"
        else:
            word += ">" + "+".join(f"{n}x{v}" for v, n in change)
    return word


@lru_cache(maxsize=512)
def _splits(change: int, lower: tuple) -> tuple:
    """Every multiset of tokens of the values ``lower`` (ascending, each a card in play) worth ``change``,
    as ``((value, n), ...)`` ascending; fewest tokens first."""
    out = []

    def walk(i, left, taken):
        if left == 0:
            out.append(tuple(reversed(taken)))
            return
        if i < 0:
            return
        v = lower[i]
        for n in range(left // v, -1, -1):
            walk(i - 1, left - n * v, taken + [(v, n)] if n else taken)

    walk(len(lower) - 1, change, [])
    return tuple(sorted(out, key=lambda s: (sum(n for _, n in s), s)))


def _candidates(counts: dict, amount: int) -> list:
    """The sets of paying tokens worth at least ``amount``, each ``(used, paid, tokens, top)``, found
    lowest values first and stopping at the token that reaches ``amount`` (one more would only be change
    worth a whole token of the top value, which is no change)."""
    values = sorted(v for v in counts if v > 0)
    out = []

    def walk(i, paid, tokens, used):
        if paid >= amount:
            out.append((tuple(used), paid, tokens, used[-1][0]))
            return
        if i == len(values):
            return
        v = values[i]
        for n in range(0, counts[v] + 1):
            walk(i + 1, paid + n * v, tokens + n, used + [(v, n)] if n else used)
            if paid + n * v >= amount:
                break

    walk(0, 0, 0, [])
    return out


def _ways(stock: tuple, amount: int, bank, most, exact: bool) -> dict:
    """``{counts after: (paying tokens, word)}``: every lawful way to pay ``amount`` exactly (``exact``),
    or else the ways that overpay the least (⚠AMB-X1), one word per outcome (the fewest paying tokens)."""
    counts = dict(stock)
    in_play = sorted(v for v in counts if v > 0)
    found: dict = {}
    least = None
    for used, paid, tokens, top in _candidates(counts, amount):
        change = paid - amount
        if exact:
            if not change:
                placings = ((),)
            elif change >= top:
                continue
            else:
                placings = _splits(change, tuple(v for v in in_play if v < top))
        else:                              # the change actually placed: at most what is owed, each token lower
            lower = tuple(v for v in in_play if v < top)
            placings = [s for x in range(min(change, top - 1) if lower else 0, -1, -1)
                        for s in (_splits(x, lower) if x else ((),))]
        for put in placings:
            if put:
                moved = sum(n for _, n in put)
                if most is not None and moved > most:              # ⚠AMB-X8: at most two change tokens
                    continue
                if bank is not None and moved - tokens > bank:      # change beyond the paying tokens: from the bank
                    continue
            if not exact:
                lost = change - sum(v * n for v, n in put)
                if least is not None and lost > least:
                    continue
                if least is None or lost < least:
                    least, found = lost, {}
            after = dict(counts)
            for v, n in used:
                after[v] -= n
            for v, n in put:
                after[v] += n
            key = tuple(sorted(after.items()))
            had = found.get(key)
            if had is None or tokens <= had[0]:
                rank = (tokens, _word(used, put))
                if had is None or rank < had:
                    found[key] = rank
    return found


def _advised(found: dict):
    """The way TTA-EX-8 advises among ``found`` (:func:`_ways`): the fewest tokens left on the cards
    ("it is better to keep as many blue tokens as possible in the bank"), then the fewest paying tokens."""
    return min(found, key=lambda k: (sum(n for _, n in k), found[k])) if found else None


def pay_tokens(stock: tuple, amount: int, overpay: bool = True, bank: int | None = None,
               most: int | None = None) -> tuple | None:
    """The token counts ``((value, n), ...)`` after paying ``amount`` the advised way, or ``None`` if it
    cannot be paid.

    Low tokens go back to the bank first (keeping tokens in the bank, as TTA-EX-8 advises); what is
    left is paid with the smallest higher token, moved down onto a lower card as change (TTA-EX-29:
    higher to lower only). Where that one token cannot make the change, the change may be several
    tokens on lower cards, those beyond the paying tokens taken from the blue bank (A-21: "without
    Iron, move 1 token from Coal to Bronze and 1 token from the bank to Bronze", PL L2244-2248; HU
    1961-1964), as :func:`payments` lists them; ``bank`` is the blue bank (``None``: not limited) and
    ``most`` the most change tokens (``None``: any, ⚠AMB-X8). Where no exact change can be made the
    payment overpays by the least (⚠AMB-X1), or, with ``overpay`` false, cannot be made (``None``).
    In the Simple game the value-1 cards (Agriculture, Bronze) are always in play, so exact change
    is always one token moved down.

    References
    ----------
    rb.CHANGE_MAKING (PL L1338-1353, L2244-2248, KI L1431-1433)

    Examples
    --------
    >>> pay_tokens(((1, 3), (2, 2)), 3)      # three Bronze tokens
    ((1, 0), (2, 2))
    >>> pay_tokens(((1, 0), (2, 2)), 1)      # an Iron token moved to Bronze
    ((1, 1), (2, 1))
    >>> pay_tokens(((1, 0), (3, 1)), 1)      # A-21: Coal to Bronze, and a bank token to Bronze
    ((1, 2), (3, 0))
    >>> pay_tokens(((1, 0), (3, 1)), 1, bank=0)   # an empty bank: Coal to Bronze overpays 1 (⚠AMB-X1)
    ((1, 1), (3, 0))
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
    if left > 0:
        higher = [v for v in sorted(counts) if counts[v] and v > left]
        change = higher[0] - left if higher else 0
        if not higher or change not in counts:   # one token moved down cannot make this change
            found = _ways(stock, amount, bank, most, True)
            if not found:
                if not overpay:
                    return None
                found = _ways(stock, amount, bank, most, False)
            return _advised(found)
        counts[higher[0]] -= 1                   # the paying token itself moves down: the bank is untouched
        counts[change] += 1
    return tuple(sorted(counts.items()))


def payments(stock: tuple, amount: int, overpay: bool = True, bank: int | None = None,
             most: int | None = None) -> list:
    """Every way to pay ``amount`` from ``stock``: ``(word, counts after)`` pairs, the rulebook's advised
    way (:func:`pay_tokens`, keeping tokens in the bank, TTA-EX-8) first, the others by their words.

    A way returns some tokens to the bank and, when they are worth more than ``amount``, puts the change
    as tokens on cards in play each lower than the highest paying token (TTA-EX-29: higher to lower only;
    the change is less than that token, so no lower token is ever turned into a higher one). The change
    may be several tokens (A-21, PL L2244-2248; HU 1961-1964: Coal to Bronze and one bank token to
    Bronze pays 1): the paying tokens move down first and only the change tokens beyond them come from
    the blue bank, so a way needs ``change tokens - paying tokens <= bank``. Whether the paying tokens
    pass through the bank or move straight down gives the same count, the text's "1 token from the
    bank" being the one beyond the moved Coal token; ``bank = None`` does not limit it. ``most`` limits
    the change tokens (⚠AMB-X8: ``None`` any, 2 for the other reading). Ways ending with the same tokens
    on the cards are one. Where no way makes exact change the ways are those that overpay by the least
    (⚠AMB-X1), or none with ``overpay`` false.

    References
    ----------
    rb.CHANGE_MAKING (PL L1338-1371, L2244-2248, KI L1431-1433)

    Examples
    --------
    >>> [w for w, _ in payments(((1, 3), (2, 2)), 3)]    # TTA-EX-8: "1 from Iron and 1 from Bronze"
    ['3x1', '1x1+1x2', '2x2>1']
    >>> [w for w, _ in payments(((1, 0), (2, 2)), 3)]    # one way only
    ['2x2>1']
    >>> payments(((1, 0), (3, 1)), 1, bank=1)            # A-21: Coal into two Bronze
    [('1x3>2x1', ((1, 2), (3, 0)))]
    """
    if amount <= 0:
        return [("0x1", tuple(stock))]
    if sum(v * n for v, n in stock) < amount:
        return []
    if bank is not None and stock and bank >= max(v for v, _ in stock):
        bank = None                        # change is less than a token, so never more tokens than its value
    return list(_payments(tuple(stock), amount, overpay, bank, most))


@lru_cache(maxsize=4096)
def _payments(stock: tuple, amount: int, overpay: bool, bank, most) -> tuple:
    """:func:`payments` once per stock and amount (a civilization's stocks are few and small)."""
    found = _ways(stock, amount, bank, most, True)
    if not found:
        if not overpay:
            return ()
        found = _ways(stock, amount, bank, most, False)
    advised = pay_tokens(stock, amount, overpay, bank, most)
    return ((found[advised][1], advised),) + tuple(sorted((w, k) for k, (_, w) in found.items() if k != advised))


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
