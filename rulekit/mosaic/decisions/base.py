"""The root of Mosaic's decision kinds (core's typed steps) and what several kinds share.

Every kind below :class:`Step` is a frozen, slotted dataclass with its own
context; ``Step.KINDS`` maps the name a save writes (``"deploy"``) to its class.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from rulekit.core import steps as core
from rulekit.core.rule import Rule
from rulekit.mosaic import rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.cards import name_of
from rulekit.mosaic.state import RESOURCES


class Step(core.Step, root=True):
    """A pending Mosaic decision (or an automatic step of the turn)."""

    @property
    def card_name(self) -> str:
        """The English name of the card the step is about (its ``card``), for its prompt."""
        return name_of(getattr(self, "card", ""))


def refused(rule: Rule, reason: str) -> tuple[Rule, str]:
    """A refusal: the rule broken and a sentence naming the real cause."""
    return rule, reason


def said(refusal):
    """A check's refusal with its sentence written. A check that the options ask too may give
    its sentence as a function of no arguments, so that listing the options, which only asks
    whether each check passes, never writes a sentence nobody reads.

    >>> from rulekit.mosaic import rulebook as rb
    >>> said((rb.ROUNDS, lambda: "written " + "late"))[1], said(None)
    ('written late', None)
    """
    if refusal is None or isinstance(refusal[1], str):
        return refusal
    return refusal[0], refusal[1]()


def symbols_refusal(rule: Rule, name, have: dict, need, *args):
    """The refusal of a card or tile whose required symbols (``need``, the teaching assignment) the
    player's symbols (``have``) lack, or ``None``; ``name(*args)`` names it when the sentence is read."""
    if not need:
        return None
    for k, v in need.items():
        if have.get(k, 0) < v:             # the shortfalls are written only when the sentence is read
            return rule, _symbols_sentence(name, have, need, args)
    return None


def _symbols_text(name, have: dict, need, args: tuple = ()) -> str:
    """:func:`symbols_refusal`'s sentence."""
    return (f"{name(*args)} requires symbols you lack: {lacking(have, need)} (teaching "
            f"assignment; the printed symbols are unknown)")


#: :func:`symbols_refusal`'s sentence, written when read: ``_symbols_sentence(name, have, need, args)`` is
#: :func:`_symbols_text` waiting for no more arguments (a ``partial`` of ``partial``, made without running
#: any Python code, so that a refusal the options only count costs no call; a check passed makes none).
_symbols_sentence = partial(partial, _symbols_text)


def lacking(have: dict, need) -> dict:
    """The symbols ``need`` asks for beyond ``have`` ({pillar: missing}); empty if none."""
    return {k: v - have.get(k, 0) for k, v in (need or {}).items() if have.get(k, 0) < v}


def bag_text(cost) -> str:
    """``{"STONE": 4, "POPULATION": 2}`` → ``"4 Stone + 2 Population"`` (``"nothing"`` when empty).

    >>> bag_text(rules.city_cost()), bag_text({})
    ('4 Stone + 2 Population', 'nothing')
    """
    items = dict(cost.items())
    order = [*RESOURCES, "POPULATION"]
    parts = [f"{items[k]} {k.title()}" for k in sorted(items, key=lambda k: (
        order.index(k) if k in order else len(order), k)) if items[k]]
    return " + ".join(parts) or "nothing"


def _short(s, seat, cost) -> str:
    """What a player has of a cost's Resources (in the order Stone, Ideas, Food) and of Money:
    '0 Stone, 0 Food and 0 Money'."""
    p, items = s.players[seat], dict(cost.items())
    held = [f"{p.res(k)} {k.title()}" for k in RESOURCES[:3] if items.get(k)] + [f"{p.res('MONEY')} Money"]
    return ", ".join(held[:-1]) + " and " + held[-1]


def unaffordable(s, seat, cost, what: str, rule: Rule):
    """The refusal of a cost the player cannot pay (Money 2:1), or ``None`` (its sentence written
    when read: :func:`~rulekit.mosaic.decisions.base.said`)."""
    if s.can_pay(seat, cost):
        return None
    return rule, unpaid_sentence(s, seat, cost, what)


def _unpaid_text(s, seat, cost, what: str) -> str:
    """:func:`unaffordable`'s sentence."""
    return f"{what} costs {bag_text(cost)} (Money 2:1); you have {_short(s, seat, cost)}"


#: :func:`unaffordable`'s sentence, written when read: ``unpaid_sentence(s, seat, cost, what)`` is
#: :func:`_unpaid_text` waiting for no more arguments (a ``partial`` of ``partial``, made without running
#: any Python code: the options count many unpaid costs and read none of their sentences).
unpaid_sentence = partial(partial, _unpaid_text)


class Judge:
    """One kind of move. Subclasses set ``action`` (its Action class) and ``rule``."""

    action: type = object
    rule: Rule = rb.ROUNDS
    #: Whether :meth:`candidates` is built only from what is there to take now (the Offer's cards, the
    #: tiles left, the fallback only when :meth:`unknown` lets it pass), so that every candidate passes
    #: :meth:`unknown` by construction and :meth:`known` need not ask it of each.
    exact: bool = False

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        cls._any_unknown = cls.unknown is not Judge.unknown and not cls.exact
        cls._any_closed = cls.closed is not Judge.closed
        cls._own_checker = cls.checker is not Judge.checker

    def candidates(self, s, seat) -> list:
        """The moves of this kind worth judging now (every move :meth:`unknown` lets pass among them)."""
        return []

    def cost(self, s, seat, a) -> dict:
        return {}

    def unknown(self, s, seat, a):
        """The refusal of a move naming something not there to take now (not a candidate), or ``None``."""
        return None

    def closed(self, s, seat):
        """The refusal every move of this kind meets for ``seat`` now, or ``None``."""
        return None

    def check(self, s, seat, a):
        """The refusal of this one move (a candidate), once :meth:`closed` passes, or ``None``: by
        default the one :meth:`checker` gives."""
        return self.checker(s, seat)(a)

    def checker(self, s, seat):
        """:meth:`check` for one state and seat, as a function of the move: a judge whose check reads
        the same inputs for every move (the symbols, a cost factor) reads them once here, and writes
        its check only here. ``None`` when nothing refuses a candidate."""
        if type(self).check is Judge.check:
            return None
        check = self.check
        return lambda a: check(s, seat, a)

    def refusal(self, s, seat, a):
        """``None`` if ``a`` is legal now, else the rule and the sentence naming the real cause."""
        return said(self.unknown(s, seat, a) or self.closed(s, seat) or self.check(s, seat, a))

    def effect(self, s, seat, a):
        raise NotImplementedError

    def known(self, s, seat) -> list:
        """The candidates :meth:`unknown` lets pass (all of them when the judge is :attr:`exact`)."""
        if not self._any_unknown:
            return self.candidates(s, seat)
        return _passing(self.unknown, s, seat, self.candidates(s, seat))

    def options(self, s, seat) -> list:
        """The candidates :meth:`refusal` lets pass: :meth:`closed` asked once, then each candidate's
        :meth:`unknown` (:meth:`known`) and :meth:`check` (:meth:`checker`, its inputs read once)."""
        if self._any_closed and self.closed(s, seat) is not None:
            return []
        moves = self.known(s, seat)
        if not moves:
            return []
        if not self._own_checker:            # the default checker: check itself, asked of each move
            if type(self).check is Judge.check:
                return list(moves)
            return _passing(self.check, s, seat, moves)
        ok = self.checker(s, seat)
        if ok is None:
            return list(moves)
        return _passed(ok, moves)


def listed(judges, s, seat) -> list:
    """The options of each of ``judges`` in turn (:meth:`Judge.options`)."""
    out = []
    for judge in judges:
        out += judge.options(s, seat)
    return out


def _passing(judged, s, seat, moves) -> list:
    """The ``moves`` that ``judged(s, seat, a)`` lets pass (a function of its own, so that
    :meth:`Judge.options` makes no cells when it answers early)."""
    out = []
    for a in moves:
        if judged(s, seat, a) is None:
            out.append(a)
    return out


def _passed(ok, moves) -> list:
    """The ``moves`` that ``ok(a)`` lets pass."""
    out = []
    for a in moves:
        if ok(a) is None:
            out.append(a)
    return out


@dataclass(frozen=True, slots=True)
class CardStep(Step):
    """A choice a card asks for: ``card`` is the card (its id, or a Build card's copy)."""

    card: str = ""


@dataclass(frozen=True, slots=True)
class CountedStep(CardStep):
    """A card's choice made ``count`` times, one at a time (each pick its own decision)."""

    count: int = 0


__all__ = ["CardStep", "CountedStep", "Judge", "Step", "bag_text", "lacking", "listed", "refused", "said",
           "symbols_refusal", "unaffordable"]
