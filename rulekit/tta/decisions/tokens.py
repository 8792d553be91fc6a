"""Moving blue tokens and losing action tokens, and the decisions where the player says how.

A payment, a gain or a lost action token is applied at once when only one way exists;
otherwise the choice is scheduled for :data:`~rulekit.tta.decisions.base.AFTER_ACTION` (the
action goes on, the civilization unpaid until the choice is answered) and asked as one of
these kinds:

``pay`` (:class:`Pay`)
    which tokens pay an amount of food or resources (PL L1359-1366; TTA-EX-8), or for a unit how
    much of it comes from the military-only resources (PL L846-852);
``gain`` (:class:`Gain`)
    which cards gained food or resources go on (TTA-EX-28, TTA-EX-29);
``lose`` (:class:`Lose`)
    whether an action token lost is one already spent this turn (PL L987-989; TTA-EX-26).

Each answer picks one whole way among a few listed ways (not a subset picked token by token),
so the notation is the one saves have always written.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Choose, Gain as GainAction, Pay as PayAction
from rulekit.tta.decisions.base import AFTER_ACTION, Step, put
from rulekit.tta.rules import civil_total, info, military_total, resources
from rulekit.tta.rules.tokens import gain_tokens, labs_are_mines, move_tokens, pay_tokens, payments, restocked, stock

__all__ = ["Gain", "Lose", "Pay", "advised", "bank_after", "change_terms", "gain", "military_ways", "paid", "pay", "pay_military",
           "paying", "paying_military", "moved", "placements", "retotal", "set_stock"]


@cites(rb.CHANGE_MAKING)
def change_terms(options, p, reserve: int = 0) -> dict:
    """The keyword arguments :func:`~rulekit.tta.rules.tokens.payments` and
    :func:`~rulekit.tta.rules.tokens.pay_tokens` take for ``p`` under ``options``: its blue bank, which
    gives the change tokens beyond the paying ones (A-21, PL L2244-2248; HU 1961-1964), less ``reserve``
    tokens the same action takes from it afterwards (a wonder stage's markers, "after paying", PL L866-872); the most
    change tokens (⚠AMB-X8 ``change_many_tokens``: any, or two); whether a payment without exact change
    overpays or cannot be made (⚠AMB-X1 ``change_impossible``)."""
    return {"bank": p.blue - reserve, "most": None if options.change_many_tokens else 2,
            "overpay": options.change_impossible != "refuse"}


# -- moving tokens -------------------------------------------------------------------------------
def set_stock(p, kind: str, counts: tuple, **changes):
    """Put the blue tokens of ``kind`` (farm/mine) to ``counts`` by value; the bank takes the difference.
    Cards of each value keep their tokens where they are: tokens go back from the last card of that value
    first, and come onto the first one (:func:`~rulekit.tta.rules.tokens.move_tokens`). The other fields in
    ``changes`` are set in the same copy; ``p`` itself when nothing changes. The copy remembers its stocks and
    what it holds brought up to date (:func:`~rulekit.tta.rules.tokens.restocked`), not counted again."""
    techs = list(p.techs)
    back = move_tokens(p.stock_cards, techs, kind, counts)
    if back is None:
        return p._with(**changes) if changes else p
    also = restocked(p, kind, counts) if "leader" not in changes else None
    changes["blue"] = p.blue + back          # (this call's own dict, passed on)
    return p._techs_changed(tuple(techs), "blue", also, changes)


def moved(p, techs: list, kind: str, counts: tuple):
    """:func:`set_stock` on ``techs``, a list of civilization ``p``'s ``(card, workers, blue)`` triples (its cards in
    their order, changed in place): the tokens that go back to the bank (less those taken from it), ``None`` when
    nothing moves."""
    return move_tokens(p.stock_cards, techs, kind, counts)


@cites(rb.HIGHER_FARMS_MINES, rb.CHANGE_MAKING)
def pay(state, seat: int, p, kind: str, amount: int, ask: bool = True, reserve: int = 0) -> tuple:
    """``(state, p)`` after ``p`` (civilization ``seat``, not yet put back) pays ``amount`` food
    (``"farm"``) or resources (``"mine"``), making change.

    Which tokens go back is the player's (PL L1359-1366: "she could have returned 1 from Iron and
    1 from Bronze"; HU 1210-1218): where more than one way exists and ``ask`` is true, a :class:`Pay`
    decision is scheduled and ``p`` is returned unpaid; its first answer is the rulebook's advice
    (keep tokens in the bank, TTA-EX-8). Without ``ask`` the advised way is taken. ``reserve`` blue
    tokens the action takes from the bank after paying are not there for change (:func:`change_terms`);
    a scheduled :class:`Pay` finds them already taken."""
    if amount <= 0:
        return state, p
    if ask:
        state, counts = paying(state, seat, p, kind, amount, reserve)
        return state, p if counts is None else set_stock(p, kind, counts)
    return state, paid(p, kind, amount, state.options, reserve)


@cites(rb.HIGHER_FARMS_MINES, rb.CHANGE_MAKING)
def paying(state, seat: int, p, kind: str, amount: int, reserve: int = 0) -> tuple:
    """:func:`pay` asking: ``(state, counts)``, ``counts`` the tokens of ``kind`` once ``p`` has paid, where one
    way only pays (for :func:`set_stock`, or a copy of the civilization that changes more with them), or
    ``None`` where nothing is paid now: nothing to pay, or a :class:`Pay` decision scheduled."""
    if amount <= 0:
        return state, None
    ways = payments(stock(p, kind), amount, **change_terms(state.options, p, reserve))
    if len(ways) > 1:
        return state.schedule(AFTER_ACTION, Pay(seat, what=kind, amount=amount)), None
    return state, ways[0][1]


def bank_after(p, kind: str, amount: int, options) -> int:
    """The blue bank once ``p`` has paid ``amount`` of ``kind`` the advised way (:func:`paid`'s ``blue``):
    the tokens paid go back to it, change beyond them comes out of it; the advised way keeps the most
    (TTA-EX-8). ``p.blue`` where no way pays."""
    if amount <= 0:
        return p.blue
    before = stock(p, kind)
    after = pay_tokens(before, amount, **change_terms(options, p))
    return p.blue if after is None else p.blue + sum(n for _, n in before) - sum(n for _, n in after)


def paid(p, kind: str, amount: int, options, reserve: int = 0):
    """``p`` after paying ``amount`` of ``kind`` the advised way (the most tokens kept in the bank, TTA-EX-8),
    under ``options``' readings of change (:func:`change_terms`)."""
    return set_stock(p, kind, pay_tokens(stock(p, kind), amount, **change_terms(options, p, reserve))) if amount > 0 else p


@cites(rb.MILITARY_BONUS_RESOURCES, rb.UNIT_DISCOUNTS)
def military_ways(p, amount: int, options) -> list:
    """The ways to pay ``amount`` for a unit: ``(word, military-only resources used, counts)``, the
    military-only resources first as the advised way (they lapse at the turn's end, PL L846-852); under
    ``military_pool = "first"`` (⚠AMB-X18) the only ways, the pool spent before any token (appendix G-2, PL
    L2859-2861)."""
    out = []
    most = min(p.mil_bonus, amount)
    least = most if options.military_pool == "first" else 0
    held = resources(p)
    for use in range(most, least - 1, -1):
        rest = amount - use
        if rest > held:
            break
        for word, counts in payments(stock(p, "mine"), rest, **change_terms(options, p)):
            w = (f"{use}b" if use else "") + ("+" if use and rest else "") + (word if rest else "")
            out.append((w or "0x1", use, counts))
    return out


@cites(rb.MILITARY_BONUS_RESOURCES, rb.CHANGE_MAKING)
def pay_military(state, seat: int, p, amount: int) -> tuple:
    """``(state, p)`` after paying ``amount`` for a unit with military-only resources and resources
    (PL L846-852, L1373-1374). How much of each, and which tokens, is the player's: where more than
    one way exists a :class:`Pay` decision (``what = "military"``) is scheduled and ``p`` returned unpaid."""
    if amount <= 0:
        return state, p
    state, use, counts = paying_military(state, seat, p, amount)
    if counts is None:
        return state, p
    return state, set_stock(p, "mine", counts, mil_bonus=p.mil_bonus - use)


@cites(rb.MILITARY_BONUS_RESOURCES, rb.CHANGE_MAKING)
def paying_military(state, seat: int, p, amount: int) -> tuple:
    """:func:`pay_military`'s choice: ``(state, military-only resources used, counts)``, ``counts`` the
    resources once paid where one way only pays, or ``None`` where nothing is paid now (nothing to pay, or a
    :class:`Pay` decision scheduled)."""
    if amount <= 0:
        return state, 0, None
    ways = military_ways(p, amount, state.options)
    if len(ways) > 1:
        return state.schedule(AFTER_ACTION, Pay(seat, what="military", amount=amount)), 0, None
    _, use, counts = ways[0]
    return state, use, counts


def placements(p, kind: str, amount: int) -> list:
    """Every way to place a gain of ``amount`` on the cards of ``kind`` in play (tokens per value),
    as much as the blue bank allows: tuples of ``(value, tokens)``, fewest tokens first."""
    values = sorted({v for v, _ in stock(p, kind) if v > 0}, reverse=True)
    found = []

    def walk(i, left, tokens, combo):
        if i == len(values):
            found.append((amount - left, tokens, tuple(combo)))
            return
        v = values[i]
        for n in range(min(left // v, p.blue - tokens), -1, -1):
            walk(i + 1, left - n * v, tokens + n, combo + [(v, n)] if n else combo)

    walk(0, amount, 0, [])
    best = max(f[0] for f in found)
    return [c for worth, t, c in sorted(found, key=lambda f: (f[1], f[2])) if worth == best]


@cites(rb.HIGHER_FARMS_MINES)
def gain(state, seat: int, p, kind: str, amount: int, ask: bool = True) -> tuple:
    """``(state, p)`` after ``p`` gains ``amount`` food or resources from the bank, placed as fewest
    tokens; when the player could place them more than one way and ``ask`` is true, a :class:`Gain`
    decision is scheduled instead and ``p`` is returned unchanged (TTA-EX-28, TTA-EX-29)."""
    if amount <= 0:
        return state, p
    have = stock(p, kind)
    # cards of one value (or none) hold a gain one way only: as many tokens of it as fit, so no choice
    if ask and len(have) > 1 and have[-2][0] > 0 and len(placements(p, kind, amount)) > 1:
        return state.schedule(AFTER_ACTION, Gain(seat, what=kind, amount=amount)), p
    counts, _ = gain_tokens(have, amount, p.blue)
    return state, set_stock(p, kind, counts)


@cites(rb.LABS_AS_MINES)
def _labs_emptied(p):
    """``p`` with the blue tokens on its labs back in its blue bank (no lab holds tokens but as a mine)."""
    back = sum(b for c, _, b in p.techs if b and info(c).type == "lab")
    if not back:
        return p
    techs = tuple((c, w, 0) if b and info(c).type == "lab" else (c, w, b) for c, w, b in p.techs)
    return p.with_techs(techs, "blue", blue=p.blue + back)


@cites(rb.GAINED_LOST_TOKENS)
def retotal(state, seat: int, before, after) -> tuple:
    """``(state, after)`` once a leader, wonder or technology change that loses action tokens
    (Hammurabi played: a red one; Hammurabi replaced: a white one) has taken them. The rulebooks let
    the player discard a token already spent this turn ("możesz odrzucić już ten zużyty", PL
    L987-989; "elvehetitek azok közül … amiket már használtatok", HU 865-867; TTA-EX-26) — a choice,
    not a rule. A token is taken from the spent ones only where no unspent one is left; each token
    that could come from either is a :class:`Lose` decision, and until it is answered the token
    counts as an unspent one gone.

    A leader whose labs acted as mines (Nikola Tesla, G-10) leaving play: the labs are labs again and the
    blue tokens on them go back to the blue bank (⚠AMB-X26)."""
    if labs_are_mines(before) and not labs_are_mines(after):
        after = _labs_emptied(after)
    for total, field in ((civil_total, "civil_spent"), (military_total, "military_spent")):
        lost = total(before) - total(after)
        if lost <= 0:
            continue
        spent = getattr(after, field)
        unspent = max(0, total(before) - spent)
        least = max(0, lost - unspent)                 # spent tokens that must go
        most = min(lost, spent)                        # spent tokens that may go
        after = after._with(**{field: spent - least})
        for _ in range(most - least):
            state = state.schedule(AFTER_ACTION, Lose(seat, what=field.split("_")[0]))
    return state, after


def _tokens_word(combo) -> str:
    return "+".join(f"{n}x{v}" for v, n in sorted(combo)) or "0x1"


# -- the decisions -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Pay(Step):
    """Which tokens pay ``amount``: ``what`` is ``farm`` (food), ``mine`` (resources) or ``military``
    (resources for a unit, military-only ones first)."""

    what: str = ""
    amount: int = 0

    kind = "pay"
    rule = rb.CHANGE_MAKING

    def ways(self, state) -> list:
        """``(word, military-only resources used, counts after)`` per way, the advised way first."""
        p = state.players[self.player]
        if self.what == "military":
            return military_ways(p, self.amount, state.options)
        return [(w, 0, c) for w, c in payments(stock(p, self.what), self.amount, **change_terms(state.options, p))]

    def options(self, state) -> list:
        return [PayAction.of(w) for w, _, _ in self.ways(state)]

    def resolve(self, state, a):
        p = state.players[self.player]
        for word, use, counts in self.ways(state):
            if word == a.tokens:
                kind = "mine" if self.what == "military" else self.what
                return put(state, self.player, set_stock(p, kind, counts, mil_bonus=p.mil_bonus - use))
        raise AssertionError(a)  # pragma: no cover - the options were checked

    def sentence(self, state) -> str:
        what = {"farm": "food", "mine": "resources", "military": "resources for a unit"}[self.what]
        return (f"P{self.player + 1}: pay {self.amount} {what} — say which tokens go back "
                f"(e.g. pay 3x1: three tokens worth 1; 1x2>1: a token worth 2 moved down to a 1 as change; "
                f"1b: one military-only resource)")


@dataclass(frozen=True, slots=True)
class Gain(Step):
    """Which cards ``amount`` gained food (``what = "farm"``) or resources (``"mine"``) go on."""

    what: str = ""
    amount: int = 0

    kind = "gain"
    rule = rb.HIGHER_FARMS_MINES

    def options(self, state) -> list:
        return [GainAction.of(_tokens_word(c)) for c in placements(state.players[self.player], self.what, self.amount)]

    def resolve(self, state, a):
        p = state.players[self.player]
        for combo in placements(p, self.what, self.amount):
            if _tokens_word(combo) == a.tokens:
                counts = dict(stock(p, self.what))
                for v, n in combo:
                    counts[v] += n
                return put(state, self.player, set_stock(p, self.what, tuple(sorted(counts.items()))))
        raise AssertionError(a)  # pragma: no cover - the options were checked

    def sentence(self, state) -> str:
        return (f"P{self.player + 1}: place {self.amount} {'food' if self.what == 'farm' else 'resources'} "
                f"(e.g. gain 2x1: two tokens worth 1)")


@dataclass(frozen=True, slots=True)
class Lose(Step):
    """Whether the action token lost (``what``: ``civil`` white, ``military`` red) is a spent one."""

    what: str = ""

    kind = "lose"
    rule = rb.GAINED_LOST_TOKENS

    def options(self, state) -> list:
        return [Choose.of("spent"), Choose.of("unspent")]

    def resolve(self, state, a):
        p = state.players[self.player]
        if a.answer == "spent":
            field = self.what + "_spent"
            p = p._with(**{field: getattr(p, field) - 1})
        return put(state, self.player, p)

    def sentence(self, state) -> str:
        colour = "white (civil)" if self.what == "civil" else "red (military)"
        return (f"P{self.player + 1}: a {colour} action token is lost — discard one already spent this turn "
                f"(choose spent) or an unused one (choose unspent)")

    def refusal(self, state, a):
        return (rb.GAINED_LOST_TOKENS, f"P{self.player + 1} first says which {self.what} token is lost: "
                                       f"'choose spent' or 'choose unspent'")


def advised(state):
    """The rulebook's advised answer to the decision on top, or ``None`` where it advises none.

    ``state.decision.options`` and ``legal_actions()`` are sorted by notation; this says which of
    them the rulebook advises: for a ``pay`` decision, the way that keeps the most tokens in the
    bank (TTA-EX-8, PL L1359-1366), military-only resources first for a unit (PL L846-852) — the
    first way :func:`rulekit.tta.rules.payments` lists. Read-only.

    >>> import rulekit.tta as tta
    >>> advised(tta.new_game(players=2, seed=1)) is None          # a turn: no advice
    True
    """
    if state.is_over or not state.tasks:
        return None
    step = state.tasks[0]
    if not isinstance(step, Pay):
        return None
    ways = step.ways(state)
    return PayAction.of(ways[0][0]) if ways else None
