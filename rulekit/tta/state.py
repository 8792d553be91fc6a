"""The parts of a Through the Ages state, as frozen values.

A civilization (:class:`Player`) is its two token banks and the cards in front of
it. Every number the rulebook keeps on an indicator (culture rate, science rate,
strength, happiness) is *derived* from the cards and their tokens by
:mod:`rulekit.tta.rules`, never stored, so it cannot drift (tta-pl.md §8.2).

Tokens
    Yellow: ``yellow`` in the yellow bank, ``idle`` on the unused-workers space,
    and the workers on technology cards (``techs``). Blue: ``blue`` in the blue
    bank, the tokens on farm and mine cards (food, resources) and one marker per
    built stage of the wonder under construction (``stages``).
Action tokens
    White and red totals are derived from the government and its bonus cards;
    the state keeps only how many are spent this turn (``civil_spent``,
    ``military_spent``) and the tokens gained for this turn only
    (``civil_extra``, ``military_extra``: an action card's extra action).

``techs`` holds one ``(card, workers, blue)`` triple per farm, mine, urban and
unit technology in play, in the order they came into play (the starting ones
first). The Advanced game adds ``military_hand``, ``colonies``, ``tactic`` and ``pact`` (the pact
offered by this civilization and accepted: card, partner seat, own role), and ``extra_yellow``,
``extra_blue``: the tokens a civilization holds beyond its 25 yellow and 18 blue (taken from the box
with a colony, PL L1858-1870, or from another civilization; negative once it has lost some), with
defaults, so a Simple save stays readable.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.snapshots import Part
from rulekit.core.state import Frozen, cached
from rulekit.tta.rules import (bonus_sums, build_cost_of, civil_total, count_urban, count_worker_totals,
                               face_counts, hand_limit, military_total, upgrade_pairs, worker_yields)
from rulekit.tta.rules.cardinfo import BUILDING_TYPES, UNITS, info
from rulekit.tta.rules.tokens import count_stocks, move_tokens, restocked, stock_for

__all__ = ["Player", "hand_without", "START_YELLOW", "START_BLUE", "YELLOW_TOKENS", "BLUE_TOKENS"]

#: Yellow tokens per player: 25, of which 18 start in the yellow bank (PL L99-112).
YELLOW_TOKENS = 25
START_YELLOW = 18
#: Blue tokens per player: 18, all in the blue bank at the start (PL L99-104, L139-142).
BLUE_TOKENS = 18
START_BLUE = 18



#: The values :meth:`Player._recounted` carries while a card stays manned (or unmanned).
_MANNED = ("manned", "upgrades")


@dataclass(frozen=True)
class Player(Part, Frozen):
    """One civilization. See the module docstring for what each field counts."""

    government: str = ""
    techs: tuple = ()            # ((card, workers, blue), ...)
    specials: tuple = ()         # blue special technologies in play
    leader: str = ""
    leader_ages: tuple = ()      # ages whose leader this player has taken, in order: ("A", "I") ...
    wonders: tuple = ()          # completed wonders
    building: str = ""           # the wonder under construction
    stages: int = 0              # its built stages (each marked by a blue token)
    hand: tuple = ()             # civil cards in hand
    fresh: tuple = ()            # cards taken this turn (action cards wait a turn)
    yellow: int = START_YELLOW
    idle: int = 1
    blue: int = START_BLUE
    culture: int = 0
    science: int = 0
    civil_spent: int = 0
    military_spent: int = 0
    civil_extra: int = 0
    military_extra: int = 0
    mil_bonus: int = 0           # resources for military units this turn only
    # -- the Advanced game (PL chapter 2); defaults keep Simple saves readable ---------------------
    military_hand: tuple = ()    # military cards in hand (PL L1590-1615)
    colonies: tuple = ()         # territories won (PL L1790-1793)
    tactic: str = ""             # the tactic card in play (one at most, PL L2332-2378)
    pact: tuple = ()             # the pact in front of this civilization: (card, partner seat, own role "A"/"B")
    extra_yellow: int = 0        # yellow tokens held beyond the 25 (from the box: a colony, an event; < 0 lost)
    extra_blue: int = 0          # blue tokens held beyond the 18 (a colony's, a card's; < 0 lost)
    once: tuple = ()             # cards whose once-per-game ability this civilization has used (Columbus)
    face_down: tuple = ()        # completed wonders turned face down (Ravages of Time): no effect, 2 culture
    turn_used: tuple = ()        # cards whose once-a-turn ability was used this turn (Ocean Liner Service)

    # -- what the rules derive from the cards, remembered until the fields it reads change --------
    @cached("government", "specials", "leader", "wonders", "face_down")
    def bonus_totals(self) -> dict:
        """Each numeric effect summed over the bonus cards (:func:`rulekit.tta.rules.bonus_sums`)."""
        return bonus_sums(self)

    @cached("government", "specials", "leader", "wonders", "face_down", "civil_extra", "military_extra")
    def action_totals(self) -> tuple:
        """``(white tokens, red tokens, hand limit)``: :func:`~rulekit.tta.rules.civil_total`,
        :func:`~rulekit.tta.rules.military_total` and :func:`~rulekit.tta.rules.hand_limit` of this civilization."""
        return civil_total(self), military_total(self), hand_limit(self)

    @cached("techs", "specials", "leader")
    def build_costs(self) -> dict:
        """:func:`~rulekit.tta.rules.build_cost_of` of every technology in play a worker can be built on (each
        card of :attr:`techs`; :func:`~rulekit.tta.rules.build_cost` counts any other card when asked): it reads
        only those cards (:data:`CARRIED_BY`), the special technologies and the leader (J. S. Bach's theaters)."""
        return {t[0]: build_cost_of(self, t[0]) for t in self.techs}

    @cached("techs", "leader")
    def stocks(self) -> dict:
        """The blue tokens on farms and on mines by value (:func:`rulekit.tta.rules.tokens.count_stocks`)."""
        return count_stocks(self)

    @cached("techs")
    def tech_kinds(self) -> dict:
        """``(card, Info)`` of the technologies in play by type (farm, mine, temple …), in the order of
        :attr:`techs`."""
        by: dict = {}
        for t in self.techs:
            i = info(t[0])
            by[i.type] = by.get(i.type, ()) + ((t[0], i),)
        return by

    @cached("techs", "specials", "leader")
    def buildings(self) -> tuple:
        """``(type, ((card, cost), ...))`` of each farm, mine and urban type in play, in the order of
        :attr:`tech_kinds`, each card with its :func:`~rulekit.tta.rules.build_cost` (read from
        :attr:`build_costs`, which holds every card in play): the builds the build listing reads. It reads only
        the cards (:data:`CARRIED_BY`), the special technologies and the leader."""
        costs = self.build_costs
        out = []
        for kind, techs in self.tech_kinds.items():
            if kind in BUILDING_TYPES:
                out.append((kind, tuple([(t, costs[t]) for t, _ in techs])))
        return tuple(out)

    @cached("techs")
    def unit_techs(self) -> tuple:
        """``(card, Info)`` of the unit technologies in play, by type in the order of
        :data:`~rulekit.tta.rules.cardinfo.UNITS`, each type's in the order of :attr:`techs`: the cards a unit
        is recruited on."""
        by = self.tech_kinds
        return tuple(f for kind in UNITS for f in by.get(kind, ()))

    @cached("techs")
    def manned(self) -> tuple:
        """``(card, Info)`` of each technology in play with a worker on it, in the order of :attr:`techs`:
        the buildings a worker can be taken off (destroyed) and the units that can be disbanded."""
        return tuple((t[0], info(t[0])) for t in self.techs if t[1])

    @cached("techs")
    def upgrades(self) -> tuple:
        """The upgrades the board allows: :func:`rulekit.tta.rules.upgrade_pairs`."""
        return upgrade_pairs(self)

    @cached("hand")
    def hand_kinds(self) -> dict:
        """The cards in hand by type (leader, action, government, farm …), each card once, in hand order."""
        by: dict = {}
        for card in dict.fromkeys(self.hand):
            kind = info(card).type
            by[kind] = by.get(kind, ()) + (card,)
        return by

    @cached("hand")
    def helpers(self) -> dict:
        """The action cards in hand (each card once) by each effect they have: the cards an action may be
        played ``with`` (Frugality grows, Rich Land builds …; PL L992-1009)."""
        found: dict = {}
        for card in self.hand_kinds.get("action", ()):
            for k, v in info(card).fx.items():
                if v:
                    found[k] = found.get(k, ()) + (card,)
        return found

    @cached("techs", "leader")
    def stock_cards(self) -> tuple:
        """``(index, kind, value)`` of each technology in play whose blue tokens are food (``kind = "farm"``) or
        resources (``"mine"``), each worth ``value`` (:func:`rulekit.tta.rules.tokens.stock_for`: a lab is a mine
        under Nikola Tesla), ``index`` its place in :attr:`techs`, in that order. It reads only the cards and the
        leader, so a copy that moves workers or tokens carries it over (:data:`CARRIED_BY`)."""
        return tuple((k, found[0], found[1]) for k, t in enumerate(self.techs)
                     for found in (stock_for(self, t[0]),) if found is not None)

    @cached("techs", "leader")
    def held(self) -> dict:
        """Food (``"farm"``) and resources (``"mine"``) held: each card's blue tokens times its value
        (:attr:`stock_cards`)."""
        held = {"farm": 0, "mine": 0}
        techs = self.techs
        for k, kind, value in self.stock_cards:
            blue = techs[k][2]
            if blue:
                held[kind] += value * blue
        return held

    @cached("techs")
    def urban_counts(self) -> dict:
        """Buildings per urban type, every level counted (:func:`rulekit.tta.rules.count_urban`)."""
        return count_urban(self)

    @cached("techs")
    def worker_totals(self) -> tuple:
        """``(culture, science, strength)`` the workers on the technologies add
        (:func:`rulekit.tta.rules.count_worker_totals`): culture's, science's and strength's rates read it, one
        pass over the cards for the three."""
        return count_worker_totals(self)

    @cached("techs", "government", "specials", "leader", "wonders", "face_down", "colonies")
    def faces(self) -> tuple:
        """``(happy, unhappy, multiplier)`` of the cards in play (:func:`rulekit.tta.rules.face_counts`)."""
        return face_counts(self)

    @cached("techs", "specials", "government")
    def cards_in_play(self) -> tuple:
        """Every technology card in play, government included."""
        return tuple(t[0] for t in self.techs) + self.specials + ((self.government,) if self.government else ())

    # -- the tableau ------------------------------------------------------------------
    @cached("techs")
    def slots(self) -> dict:
        """The ``(card, workers, blue)`` triple of each technology in play, by card."""
        return {t[0]: t for t in self.techs}

    def slot(self, card: str) -> tuple | None:
        """The ``(card, workers, blue)`` triple of a technology in play, or ``None``."""
        return self.slots.get(card)

    def workers_on(self, card: str) -> int:
        t = self.slots.get(card)
        return t[1] if t else 0

    def with_slot(self, card: str, workers: int | None = None, blue: int | None = None, more: int = 0,
                  stock: tuple = (), **changes) -> "Player":
        """A copy with one technology's workers and/or blue tokens changed (added if new), and the
        other fields in ``changes``; ``more``: workers added to (taken off, when negative) those on the card,
        instead of ``workers``; ``stock``: ``(kind, counts)``, the blue tokens of ``kind`` (farm/mine) put to
        ``counts`` too (what a payment leaves, :func:`~rulekit.tta.rules.tokens.move_tokens`), for a card already in
        play whose workers change: one copy for a payment and the worker it pays for. A copy that moves no
        other card's tokens (no payment) remembers :attr:`slots` with this card's triple replaced, where counting
        again puts it."""
        techs = self.techs
        slots = self.slots
        old = slots.get(card)               # its triple, found where it lies (its judge read it)
        if old is None:
            return self._with(techs=techs + ((card, (workers or 0) + more, blue or 0),), **changes)
        k = techs.index(old)
        if more:
            workers = old[1] + more
        t = (card, old[1] if workers is None else workers, old[2] if blue is None else blue)
        techs = techs[:k] + (t,) + techs[k + 1:]
        if stock and stock[1] is not None:
            moved = "workers" if blue is None else ""
            also = self._recounted(card, old[1], t[1]) if moved and t[1] != old[1] else None
            return self._paid_with(techs, moved, also, stock, changes)
        if workers is not None and blue is not None:
            return self._with(techs=techs, **changes)
        slots = slots.copy()                # the copy's triples by card: this card's replaced, in its place
        slots[card] = t
        if workers is None:
            return self._techs_changed(techs, "blue", {"slots": slots}, changes)
        also = self._recounted(card, old[1], t[1]) if t[1] != old[1] else {}
        also["slots"] = slots
        return self._techs_changed(techs, "workers", also, changes)

    def _paid_with(self, techs: tuple, moved: str, also: dict | None, stock: tuple, changes: dict) -> "Player":
        """:meth:`with_slot`'s copy once ``techs`` (one card's workers changed, ``moved``) also has the tokens of
        ``stock`` moved: the values remembered of the payment brought up to date
        (:func:`~rulekit.tta.rules.tokens.restocked`; they read no worker), with ``also``."""
        kind, counts = stock
        techs = list(techs)
        back = move_tokens(self.stock_cards, techs, kind, counts)
        if back is None:
            return self._techs_changed(tuple(techs), moved, also, changes)
        if moved == "workers":
            moved = "both"
            if "leader" not in changes:
                paid = restocked(self, kind, counts)
                also = {**also, **paid} if also else paid
        changes["blue"] = self.blue + back            # (:meth:`with_slot`'s own dict, which has no ``blue``)
        return self._techs_changed(tuple(techs), moved, also, changes)

    def _recounted(self, card: str, before: int, after: int) -> dict:
        """The values remembered here that read the workers, brought up to date for this civilization with
        the workers on ``card`` moved from ``before`` to ``after`` instead of counted again (each reads
        ``techs`` only): the manned cards and the upgrades they allow stay while ``card`` stays manned (or
        unmanned), the card leaves them when its last worker goes (its entry and the upgrades from it taken out:
        the others keep their order), the buildings of its urban type change by the workers moved, and the
        culture, science and strength the workers add (:attr:`worker_totals`) by the card's yields
        (:func:`~rulekit.tta.rules.worker_yields`) times the workers moved."""
        if (before > 0) == (after > 0):
            out = self._remembered_among(_MANNED)
        elif after:
            out = {}
        else:
            out = self._unmanned(card)
        d = self.__dict__                   # (what _remembered reads, read here without its call: a hot copy)
        counts = d.get("urban_counts")
        if counts is not None:
            kind = info(card).type
            if kind in counts:
                counts = dict(counts)
                counts[kind] += after - before
            out["urban_counts"] = counts
        totals = d.get("worker_totals")
        if totals is not None:             # each worker on the card adds its yields (whole numbers)
            c, s, m = worker_yields(card)
            n = after - before
            out["worker_totals"] = (totals[0] + n * c, totals[1] + n * s, totals[2] + n * m)
        return out

    def _unmanned(self, card: str) -> dict:
        """:attr:`manned` and :attr:`upgrades` remembered here, for the copy where ``card`` has lost its last
        worker: without its entry, and without the upgrades from it (:meth:`_recounted`)."""
        d, out = self.__dict__, {}
        manned = d.get("manned")
        if manned is not None:
            out["manned"] = tuple([m for m in manned if m[0] != card])
        pairs = d.get("upgrades")
        if pairs is not None:
            out["upgrades"] = tuple([u for u in pairs if u[0] != card])
        return out

    def with_techs(self, techs: tuple, moved: str, also: dict | None = None, **changes) -> "Player":
        """A copy with ``techs`` replaced by the same cards in the same order where only the workers
        (``moved = "workers"``), only the blue tokens (``moved = "blue"``) or both (``"both"``) changed, and the other fields in
        ``changes``: the values remembered from ``techs`` that read neither (:data:`CARRIED_BY`) are carried
        over to the copy instead of being counted again, unless they also read a field of ``changes``
        (``moved = ""``: none is carried, as by ``_with``); ``also``: more values for the copy to remember
        (:meth:`_recounted`'s, :func:`~rulekit.tta.rules.tokens.restocked`'s). This is the narrower invalidation of the one field ``techs`` holding three
        things: its cards, their workers, their tokens (core's :meth:`~rulekit.core.state.Frozen._with_keeping`)."""
        return self._techs_changed(techs, moved, also, changes)

    def _techs_changed(self, techs: tuple, moved: str, also: dict | None, changes: dict) -> "Player":
        """:meth:`with_techs` with ``changes`` a dict of the caller's own (its keyword arguments, passed on, not
        packed again), which this changes."""
        if not moved:
            changes["techs"] = techs
            return self._with(**changes)
        keep = _KEEP.get((moved, *changes))
        if keep is None:               # the first copy of this kind: which values it keeps
            keep = _KEEP[(moved, *changes)] = tuple(name for name in CARRIED_BY[moved]
                                                    if _DEPENDS[name].isdisjoint(changes))
        changes["techs"] = techs            # (a dict of this call's own)
        return self._with_keeping(keep, changes, also)    # the copy would drop them all: ``techs`` changed

    def with_hand_card(self, card: str, changes: dict) -> "Player":
        """A copy with ``card`` put at the end of the hand, and the other fields in ``changes`` (a dict of the
        caller's, none of them ``hand``; it is passed on, not packed again): the cards in hand by type
        (:attr:`hand_kinds`) and the action cards by effect (:attr:`helpers`) remembered here are brought up to
        date instead of counted again. A card already in hand changes neither (each counts a card once);
        another is the last of its type, and an action card the last of each of its effects, where counting the
        longer hand again puts them."""
        d = self.__dict__
        hand = self.hand
        changes["hand"] = hand + (card,)
        kinds = d.get("hand_kinds")
        if kinds is None:
            return self._with_keeping((), changes)
        helpers = d.get("helpers")
        if card not in hand:
            kind = info(card).type
            kinds = dict(kinds)
            kinds[kind] = kinds.get(kind, ()) + (card,)
            if kind == "action" and helpers is not None:
                helpers = dict(helpers)
                for k, v in info(card).fx.items():
                    if v:
                        helpers[k] = helpers.get(k, ()) + (card,)
        if helpers is None:
            return self._with_keeping((), changes, {"hand_kinds": kinds})
        return self._with_keeping((), changes, {"hand_kinds": kinds, "helpers": helpers})

    def without_hand_card(self, card: str) -> "Player":
        """A copy with the first of ``card`` in hand taken out (a played card): :attr:`hand_kinds` and
        :attr:`helpers` remembered here are brought up to date where that is what counting the shorter hand again
        gives, the card taken out of each of its entries (an entry left empty gone), and counted again where
        the order they keep could change: a second copy in hand, or another card of its type (another action card
        with one of its effects) after it whose place, the first, it would take."""
        d = self.__dict__
        hand = hand_without(self.hand, card)
        kinds = d.get("hand_kinds")
        if kinds is None or card in hand:
            return self._with(hand=hand)
        kind = info(card).type
        kinds = dict(kinds)
        kinds[kind] = _dropped(kinds[kind], card)
        if kinds[kind] is None:
            return self._with(hand=hand)
        if not kinds[kind]:
            del kinds[kind]
        helpers = d.get("helpers")
        if helpers is not None and kind == "action":
            helpers = dict(helpers)
            for k, v in info(card).fx.items():
                if v:
                    left = helpers[k] = _dropped(helpers[k], card)
                    if left is None:
                        return self._with_remembered({"hand_kinds": kinds}, hand=hand)
                    if not left:
                        del helpers[k]
        if helpers is None:
            return self._with_remembered({"hand_kinds": kinds}, hand=hand)
        return self._with_remembered({"hand_kinds": kinds, "helpers": helpers}, hand=hand)

    def in_play(self) -> tuple:
        """Every technology card this player has in play, government included."""
        return self.cards_in_play

    # to_dict() / from_dict() come from core (Part): every field, tuples as lists, but the Full game's
    # :data:`FULL_FIELDS` left out at their defaults, so the Simple and Advanced games write what they did
    def to_dict(self) -> dict:
        """Core's record of every field, less each of :data:`FULL_FIELDS` holding its default (reading
        gives a missing field its default)."""
        out = Part.to_dict(self)
        for name, empty in FULL_FIELDS:
            if out.get(name) == empty:
                del out[name]
        return out

    @classmethod
    def _older(cls, data: dict) -> dict:
        """Saves before 2026-11-26 joined the leader ages into one text ("AI"): only A and I were played."""
        if isinstance(data.get("leader_ages"), str):
            data["leader_ages"] = list(data["leader_ages"])
        return data


def hand_without(hand: tuple, card: str) -> tuple:
    """``hand`` with its first copy of ``card`` taken out (a card played from hand)."""
    hand = list(hand)
    hand.remove(card)
    return tuple(hand)


def _dropped(cards: tuple, card: str) -> tuple | None:
    """``cards`` without ``card`` (in it once), or ``None`` when it is the first of several: an entry of
    :attr:`Player.hand_kinds` or :attr:`Player.helpers` whose place among the entries could then move
    (:meth:`Player.without_hand_card`)."""
    if cards[0] == card:
        return () if len(cards) == 1 else None
    return tuple([c for c in cards if c != card])


#: The fields only a Full game's card sets, and their empty values as written (:meth:`Player.to_dict`).
FULL_FIELDS = (("turn_used", []),)

#: For :meth:`Player.with_techs`: the values remembered from ``techs`` that read only its cards, or its cards
#: and workers (not their tokens), or its cards and tokens (not their workers), by what a copy moved.
CARRIED_BY = {"workers": ("tech_kinds", "build_costs", "buildings", "unit_techs", "cards_in_play", "stock_cards",
                          "held", "stocks"),
              "blue": ("tech_kinds", "build_costs", "buildings", "unit_techs", "cards_in_play", "stock_cards", "manned",
                       "upgrades", "urban_counts", "faces", "worker_totals")}
#: Both workers and blue tokens moved (a payment and the worker it pays for): what reads neither.
CARRIED_BY["both"] = tuple(name for name in CARRIED_BY["workers"] if name in CARRIED_BY["blue"])
#: The fields each of those values reads besides ``techs`` (its ``@cached`` fields).
_DEPENDS = {name: vars(Player)[name].depends_on - {"techs"} for names in CARRIED_BY.values() for name in names}
#: What :meth:`Player.with_techs` keeps, by what moved and the names of the other fields changed (one entry per
#: call site's kind of copy).
_KEEP: dict = {}
