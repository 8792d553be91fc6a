"""How a turn's action is judged: a verdict or a refusal, and the one registry of action kinds.

Each kind of action (take a card, build, upgrade, play a leader …) is judged in one place, a
function registered with :func:`judges`: it reads the position through a :class:`Judging` (the
seat's civilization and its unspent actions, gathered once), makes every check the rules ask,
and returns either a :class:`Refusal` (the rule and a sentence naming the real cause) or a
:class:`Verdict`: what the action costs, which action tokens it spends, and ``do``, the function
that applies it with that cost. The kind's ``candidates`` name the actions of its kind the board
suggests; the turn's options are the candidates the judge accepts
(:func:`rulekit.tta.decisions.judge.turn_options`), a refusal is the judge's
(:func:`~rulekit.tta.decisions.judge.check`), and applying an action applies the judge's verdict
(:func:`~rulekit.tta.decisions.judge.apply_action`), so no check and no cost is written twice.

Which pool of actions a kind draws from (``pool``: ``"take"``, ``"civil"``, ``"military"``,
``"disband"``, ``"free"`` for an action that spends no action token, or a function of the action) is judged once per pool by :meth:`Judging.budget`,
before the kind's own checks. A new kind of action (the Advanced game's political actions) is one
more judge registered here with its candidates and its ``do``.

The checks several kinds share are the predicates below (:func:`short`, :func:`card_ok`,
:func:`known`), each written once.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Callable, NamedTuple

from rulekit.core.data import suggest
from rulekit.tta import cards
from rulekit.tta import rulebook as rb
from rulekit.tta.rules import military_total, pay_tokens, stock
from rulekit.tta.rules.cardinfo import info, named
from rulekit.tta.rules.costs import actions_left

__all__ = ["JUDGES", "POOLS", "Judging", "Kind", "QUIET", "REMEMBER", "Refusal", "SPENDS_ITSELF", "SPENT_NOTHING",
           "Verdict", "card_ok", "judges", "known", "listings", "lists", "plan", "remember", "remembered", "short",
           "spends_itself", "use_card", "verdicts"]


class Refusal(NamedTuple):
    """Why an action is refused: the rule it breaks and a sentence naming the real cause."""

    rule: object
    reason: str


class Verdict(NamedTuple):
    """An accepted action: ``cost`` (the food, resources, science or civil actions its kind pays),
    the civil and military action tokens it spends, and ``do(state, seat, p, action, cost)``, the
    state once it is applied (``p``: the civilization with the tokens already spent)."""

    do: Callable
    cost: int = 0
    civil: int = 0
    military: int = 0


#: What a judge returns for a refused action while the turn's options are listed (:attr:`Judging.no`):
#: the options need only to know that it is refused, so its sentence is not written.
QUIET = Refusal(None, "")


#: The ``do`` functions that set the action tokens the verdict spends themselves (:func:`spends_itself`).
SPENDS_ITSELF: set = set()
#: Their ``spent`` where no action token is spent (taken outside the turn: International Agreement's take).
SPENT_NOTHING = MappingProxyType({})


def spends_itself(do: Callable) -> Callable:
    """Mark ``do`` as one that takes the civilization before its action tokens are spent, with ``spent``, the
    fields that spend them (``civil_spent``, ``military_spent``) and their new values, and sets them in its
    own copy of the civilization, which reads neither: one copy of the civilization fewer an action
    (:func:`~rulekit.tta.decisions.judge.apply_action`)."""
    SPENDS_ITSELF.add(do)
    return do


def verdicts(do: Callable, civil: int = 1, military: int = 0, most: int = 16) -> tuple:
    """``Verdict(do, cost, civil, military)`` for each cost below ``most``, made once: a judge returns
    ``made[cost] if cost < most else Verdict(...)`` instead of a new verdict each time."""
    return tuple(Verdict(do, cost, civil, military) for cost in range(most))


class Kind(NamedTuple):
    """One registered action kind: its judge, the pool of actions it draws from, its candidates, and
    ``gate``: ``None``, or a test of the civilization the judge makes of every action of this kind
    (the same predicate function), so that when it fails the turn's options skip the kind's candidates;
    ``listing``: ``None``, or the kind's accepted actions listed at once (registered with :func:`lists`):
    the candidates, each put through the judge's own checks of what it does (the judge adds only the
    checks of the action's form, which a candidate named from the board passes by construction), so
    what is the same for every candidate is read once."""

    action: type
    judge: Callable
    pool: object
    candidates: Callable
    gate: Callable | None = None
    listing: Callable | None = None


#: The action kinds of a turn, by action class, in the order their candidates are listed.
JUDGES: dict[type, Kind] = {}
#: The same kinds by the pool of actions they draw from (``None``: a pool that depends on the action,
#: such as an upgrade's), so the turn's options ask each pool's budget once.
POOLS: dict[str | None, list] = {}


_LISTINGS: list = []
#: :func:`plan`'s tables, by :meth:`Judging.purse`.
_PLANS: dict = {}


def _registered() -> None:
    """A kind registered or its listing changed: :func:`listings` and :func:`plan` make their tables again."""
    _LISTINGS.clear()
    _PLANS.clear()


def listings() -> tuple:
    """:data:`POOLS` as the turn's options read it: ``(pool, ((gate, listing), ...))``, each kind's listing
    its own (:func:`lists`) or its candidates put through its judge (and, for a kind whose pool depends on
    the action, each candidate's budget); made once after the kinds are registered."""
    if not _LISTINGS:
        _PLANS.clear()
        _LISTINGS.extend((pool, tuple((k.gate, k.listing or _judged(k, pool is None)) for k in kinds))
                         for pool, kinds in POOLS.items())
    return _LISTINGS


def plan(j) -> tuple:
    """What the turn's options run for ``j``: ``(listings, gated)``, the listings (:func:`listings`) of the
    kinds without a gate and ``(gate, listings)``, each gate with the listings of the kinds behind it, of every
    pool whose budget (:meth:`Judging.budget`) is not refused, and of the kinds whose pool depends on the action
    (their listing asks each candidate's budget). A pool's budget reads only :meth:`Judging.purse` (round 1 or
    not, and which of the civil, military and disbanding actions are left), so the table is made once per purse,
    the budget asked of each pool for the first judging with it; the options are sorted after, so the kinds'
    order in it does not matter. The kinds with the same gate (a revolution's and a peaceful change's: a government in
    hand; a build's and a recruit's: an unused worker, in two pools) have it asked once."""
    key = j.purse()
    found = _PLANS.get(key)
    if found is None:
        ungated = []
        shared: dict = {}          # the kinds with the same gate (in one pool or several): asked once
        for pool, kinds in listings():
            if pool is None or j.budget(pool) is None:
                ungated += [listing for gate, listing in kinds if gate is None]
                for gate, listing in kinds:
                    if gate is not None:
                        shared.setdefault(gate, []).append(listing)
        found = _PLANS[key] = (tuple(ungated), tuple((gate, tuple(behind)) for gate, behind in shared.items()))
    return found


def _judged(kind: Kind, budgeted: bool) -> Callable:
    """The listing of a kind without its own: each candidate its judge gives a verdict (its pool's budget
    first when the pool depends on the action)."""
    decide, candidates, spends = kind.judge, kind.candidates, kind.pool

    def listing(j):
        found = candidates(j)
        if not found:               # none named (a variant's action not played, a card not held)
            return found
        if budgeted:
            return [a for a in found if j.budget(spends(a)) is None and decide(j, a).__class__ is Verdict]
        return [a for a in found if decide(j, a).__class__ is Verdict]
    return listing


def judges(action: type, pool, candidates: Callable, gate: Callable | None = None):
    """Register the decorated function as the judge of ``action`` (see the module docstring)."""
    def register(fn):
        kind = JUDGES[action] = Kind(action, fn, pool, candidates, gate)
        _registered()
        POOLS.setdefault(pool if isinstance(pool, str) else None, []).append(kind)
        return fn
    return register


def lists(action: type):
    """Register the decorated function ``listing(j)`` as the way the turn's options list the accepted
    actions of ``action``'s kind (see :class:`Kind`); the kind's judge must be registered first."""
    def register(fn):
        old = JUDGES[action]
        new = JUDGES[action] = old._replace(listing=fn)
        kinds = POOLS[old.pool if isinstance(old.pool, str) else None]
        kinds[kinds.index(old)] = new
        _registered()
        return fn
    return register


#: Whether a listing given a key (:func:`remember`) gives its last list again while its key is unchanged.
#: ``False`` lists every kind afresh: tests/test_tta_listing_memo.py compares the two at every step.
REMEMBER = True


#: The key of no listing yet: equal to no key.
_NEVER = object()


def remembered(listing: Callable, key: Callable) -> Callable:
    """``listing`` carried from one step to the next: the list it gave last for the same seat, while ``key(j)``
    equals the key it was made with (compared with ``==``). ``key`` gives every value the listing reads of the
    judging, its state and its civilization (a tuple of them, or the one value, e.g. an
    :func:`operator.attrgetter` of the judging), or values they are read from (the hand, not its cards of one
    type); a value left out would let a stale list through, which the test of :data:`REMEMBER` finds. A memo,
    not a rule: the listing is still the only one that decides. The list given is shared, and its readers
    do not change it (the turn's options add it to their own)."""
    keys, lists_ = [_NEVER] * 4, [None] * 4        # by seat (2 to 4 players)

    def listing_remembered(j):
        if not REMEMBER:
            return listing(j)
        k = key(j)
        seat = j.seat
        if keys[seat] == k:
            return lists_[seat]
        out = lists_[seat] = listing(j)
        keys[seat] = k
        return out
    listing_remembered.__wrapped__ = listing
    listing_remembered.key = key
    return listing_remembered


def remember(action: type, key: Callable) -> None:
    """Have the turn's options list ``action``'s kind through its listing (its own, :func:`lists`, or its
    candidates put through its judge) :func:`remembered` by ``key``; the kind's listing must be registered
    first (:mod:`rulekit.tta.decisions.listing_keys` registers the keys)."""
    old = JUDGES[action]
    pool = old.pool if isinstance(old.pool, str) else None
    new = JUDGES[action] = old._replace(listing=remembered(old.listing or _judged(old, pool is None), key))
    kinds = POOLS[pool]
    kinds[kinds.index(old)] = new
    _registered()


class Judging:
    """What every judge of ``seat``'s turn reads, gathered once: the state, the civilization, the
    unspent civil and military actions, whether the hand is full. ``no`` is ``None``, or :data:`QUIET`
    while the turn's options are listed: a judge's refusal is then ``j.no or Refusal(rule, sentence)``,
    the sentence written only when someone will read it."""

    __slots__ = ("state", "seat", "p", "civil", "military", "full", "no", "exact", "first")

    def __init__(self, state, seat: int):
        self.state = state
        self.seat = seat
        self.p = p = state.players[seat]
        self.first = first = state.round == 1                          # read by :meth:`budget`
        self.civil, self.military = actions_left(p, seat, first)
        self.full = len(p.hand) >= p.action_totals[2]        # hand_limit(p), remembered
        self.no = None
        self.exact = state.options.change_impossible == "refuse"      # ⚠AMB-X1, read by :func:`short`

    def helpers(self, key: str) -> tuple:
        """The action cards in hand (each card once) with effect ``key``: the cards an action may be
        played ``with`` (Frugality grows, Rich Land builds …; PL L992-1009; ``Player.helpers``)."""
        return self.p.helpers.get(key, ())

    def budget(self, pool: str):
        """``None`` if an action of ``pool`` may be taken now, else its :class:`Refusal`: in round 1
        the only action is taking cards (PL L538-539); a civil action needs an unspent white token, a
        military one a red token (a disband, under ``bonus_military_action = "units-only"``, not the
        bonus red token of a card, ⚠AMB-38), a ``"free"`` one none. The turn's options ask it once per pool."""
        if self.first and pool != "take":
            return _ROUND_ONE
        if pool == "civil" or pool == "take":
            return None if self.civil >= 1 else _NO_CIVIL
        if pool == "free":          # no action token: Ocean Liner Service's growth (rulekit.tta.decisions.liner)
            return None
        if pool == "military":
            return None if self.military >= 1 else _NO_MILITARY
        if pool == "disband":
            if self.disbands() < 1:
                return _NO_DISBAND if self.military else _NO_MILITARY
            return None
        return None if self.civil >= 1 else _NO_CIVIL

    def disbands(self) -> int:
        """The military actions left that may disband a unit: every one, but under
        ``bonus_military_action = "units-only"`` not the bonus red tokens of a card (⚠AMB-38)."""
        left = self.military
        if left >= 1 and self.state.options.bonus_military_action == "units-only":
            p = self.p
            left = min(left, military_total(p) - p.military_extra - p.military_spent)
        return left

    def purse(self) -> tuple:
        """What :meth:`budget` reads of the judging, for every pool: whether it is round 1, and whether a
        civil action, a military action and one that may disband a unit are left."""
        return self.first, self.civil >= 1, self.military >= 1 and self.disbands() >= 1, self.military >= 1


#: The refusals of :meth:`Judging.budget`, each the same every time.
_ROUND_ONE = Refusal(rb.FIRST_ROUND_ONLY_TAKE, "in round 1 the only action is taking cards from the card row")
_NO_CIVIL = Refusal(rb.ACTIONS, "no civil action left this turn")
_NO_MILITARY = Refusal(rb.ACTIONS, "no military action left this turn")
_NO_DISBAND = Refusal(rb.ACTIONS, "no military action left this turn that may disband a unit (⚠AMB-38)")


# -- the checks several kinds share ------------------------------------------------------------
def short(j: Judging, kind: str, amount: int, bonus: int = 0, reserve: int = 0) -> bool:
    """Whether the civilization cannot pay ``amount`` food (``"farm"``) or resources (``"mine"``),
    ``bonus`` military-only resources first; exact change only under ``change_impossible = "refuse"``
    (⚠AMB-X1), its change tokens beyond the paying ones from the blue bank less ``reserve`` tokens
    the action takes after paying (A-21, PL L2244-2248; ⚠AMB-X8 limits them)."""
    amount -= bonus
    if amount <= 0:
        return False
    p = j.p
    if p.held[kind] < amount:
        return True
    if j.exact:
        return pay_tokens(stock(p, kind), amount, overpay=False, bank=p.blue - reserve,
                          most=None if j.state.options.change_many_tokens else 2) is None
    return False


def card_ok(p, card: str, key: str):
    """``None`` if ``card`` is an action card in hand, playable now (not taken this turn), with
    effect ``key``; else its :class:`Refusal` (PL L992-1009, L549-551)."""
    if card not in p.hand:
        return Refusal(rb.PLAY_ACTION_CARD, f"{named(card)} is not in your hand")
    i = info(card)
    if i.type != "action" or not i.fx.get(key):
        return Refusal(rb.PLAY_ACTION_CARD, f"{named(card)} serves only the action printed on it, not this one")
    if card in p.fresh:
        return Refusal(rb.ACTION_CARD_TAKE,
                       f"{named(card)} was taken this turn; an action card can be played from your next turn")
    return None


def known(card: str, rule):
    """``None`` if ``card`` is a card of the card data, else a :class:`Refusal` with the rule of the
    verb that named it (build, upgrade, destroy, recruit, disband ...) and the data it was looked up in."""
    try:
        info(card)
    except KeyError:
        return Refusal(rule, f"there is no card {card!r} in the card data (rulekit/tta/data/cards_*.toml)"
                       + suggest(card, cards.data().cards))
    return None


def use_card(p, card: str):
    """``p`` with a played card taken out of hand (``""``: none)."""
    if not card:
        return p
    return p.without_hand_card(card)
