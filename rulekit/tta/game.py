"""Through the Ages: A Story of Civilization (1st edition, 2006), the Simple and Advanced games.

From the Polish rulebook (with the Hungarian one of the same edition cited beside
it). Two to four players each lead a civilization from Antiquity into the Middle
Ages: they take civil cards from a shared card row, grow their population, build
farms, mines and urban buildings, discover technologies, build wonders and put
leaders in play. Production and maintenance follow each turn. The game ends with
the round in which the last Age I civil card reaches the row, and a final bonus
is added to culture; the most culture wins (PL chapter 1; HU chapter 1).

The turn is a stack of typed decisions (:mod:`rulekit.tta.decisions`): ``event`` (a
choice an event offers each player), ``turn`` (one action at a time, until ``end``),
``pay``, ``gain`` and ``lose`` (how tokens move) and the automatic ``production``. When
the stack is empty the phase table (:data:`rulekit.tta.decisions.PHASES`) starts the next
player's turn: the card row is refilled (from round 2) and, before the start player's turn
from round 3, an event is revealed.

The Advanced game (``new_game(game="advanced")``, PL chapter 2; HU chapter 2) plays on to Age II
and a last round in Age III: military cards, one political action at the start of each turn (an
event or territory onto the future events, an aggression, a pact), happiness and uprisings,
corruption, tactics and armies, the end of an age; the game ends with the round in which the last
civil II card is dealt, and the four Age III events revealed at setup score instead of the Simple
game's final bonus (:mod:`rulekit.tta.decisions.advanced`).

The Full game (``new_game(game="full")``, PL chapter 3; HU chapter 3) plays the Advanced game's
turn through Ages I, II and III: civil III and military III wait for their ages, no Age III event is
revealed at setup, each age's end costs every civilization 2 yellow tokens from its bank, and Age IV
(once civil III is dealt) ends the game after the last round (:mod:`rulekit.tta.decisions.full`);
each air unit doubles one army's tactic bonus (:mod:`rulekit.tta.rules.military`); wars are declared and
fought a turn later (:mod:`rulekit.tta.decisions.wars`).

The variants of chapter 4 (PL L2694-2842; HU 2341-2493) are options of the Advanced and Full games,
off by default: the easier game, no group attacks, the peaceful game and military cards drawn as a
military action (:mod:`rulekit.tta.decisions.variants`, :mod:`rulekit.tta.decisions.draw_action`), and,
in the Full game, the final-scoring variants of the Age III events (:mod:`rulekit.tta.decisions.bonus_cards`):

>>> g = new_game(players=2, game="full", seed=1, options={"bonus_cards": "public-4", "easier": True})
>>> len(g.finale), g.players[0].yellow
(4, 19)

What is a teaching stand-in and not printed: the yellow bank's regions beyond
the first (⚠AMB-5, :data:`rulekit.tta.rules.YELLOW_REGIONS`) and the blue bank's
region sizes (⚠AMB-7, :mod:`rulekit.tta.rules.upkeep`).

Building a position: start from ``new_game`` and change what matters with ``edit`` (fields of
the state, and ``players={seat: {field: value}}`` for a civilization's); the position is checked
as a scenario start is (a card in two places is refused), and its decisions settle.
:func:`rulekit.tta.scenarios.give` changes a civilization with each card it gains lifted from
where it lies:

>>> from rulekit.tta.scenarios import give
>>> pos = give(new_game(players=2, seed=4), 0, hand=("c-A-work-of-art",), science=3).edit(round=2)
>>> pos.apply("play c-A-work-of-art").players[0].culture
6

>>> g = new_game(players=3, seed=1)
>>> g.round, g.to_move, [str(a) for a in g.legal_actions()][:3]
(1, 0, ['end', 'take 1', 'take 2'])
>>> g.apply("take 6") is None
Traceback (most recent call last):
...
rulekit.core.errors.IllegalAction: illegal 'take 6': taking slot 6 costs 2 civil actions; you have 1 ...
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from rulekit.core.data import setup_seed, setup_whole
from rulekit.core.decisions import DecisionStack
from rulekit.core.errors import DataError, IllegalAction
from rulekit.core.rule import cites
from rulekit.core.state import GameState, cached
from rulekit.tta import cards
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Action
from rulekit.tta.cards.decks import advanced_decks, full_decks, shuffled, simple_decks
from rulekit.tta.decisions import PHASES, Step, Turn, advanced, bonus_cards, variants
from rulekit.tta.decisions.advanced import end_of_age
from rulekit.tta.decisions.resign import next_seat, removed_slots, resigned_note, winners
from rulekit.tta.invariants import cards_of, start_problems, token_problems
from rulekit.tta.options import Options
from rulekit.tta.rules import REMOVED_SLOTS, culture_rate, happiness, info, science_rate, strength
from rulekit.tta.rules.row import row_cards as read_row
from rulekit.tta.state import Player

#: An older save's Plunder answer (:meth:`State._older_notation`).
_OLD_MIX = re.compile(r"choose food(\d+)\+resources(\d+)")

PLAYERS = (2, 3, 4)
GAMES = ("simple", "advanced", "full")
ROW = 13
#: Age A civil cards dealt to the row at the start: 5 + 4 + 4 (PL L88-90).
START_ROW = 13


@dataclass(frozen=True, eq=False)
class State(DecisionStack, GameState):
    """A Through the Ages position. Immutable: ``apply`` returns a new one.

    ``row`` is the card row, slot 1 first ("" = empty); ``deck_a`` and ``deck_i``
    the civil decks, top first; ``events`` the current-events pile of the Simple
    game, top first; ``past`` the revealed events; ``box`` every card out of the
    game (removed from the row, discarded, replaced); ``round`` counts from 1;
    ``current`` is the seat whose turn it is (seat 0 starts); ``last_round`` is set
    when the last civil card reaches the row; ``tasks`` the stack of pending decisions
    (:mod:`rulekit.tta.decisions`), top first; ``scheduled`` the steps kept for a later point
    (only while an action is applied, in the Simple game).

    The Advanced game (``level = "advanced"``) adds civil deck II (``deck_ii``), the military
    decks (``military``: the current age's; ``military_ii``: Age II's, waiting), the military
    discards (``mil_discard``), the future-events pile (``future``; ``events`` is then the
    current-events pile) and the four Age III events scored at the end (``finale``).
    """

    game = "tta"
    action_type = Action
    NOTHING_TO_DECIDE = rb.END_SIMPLE
    PHASES = PHASES

    players: tuple = ()
    row: tuple = ()
    deck_a: tuple = ()
    deck_i: tuple = ()
    events: tuple = ()
    past: tuple = ()
    box: tuple = ()
    round: int = 1
    current: int = 0
    last_round: bool = False
    over: bool = False
    level: str = "simple"
    seed: int = 0
    options: Options = Options()
    tasks: tuple = ()
    scheduled: tuple = ()
    # -- the Advanced game (PL chapter 2); empty in the Simple game ---------------------------------
    deck_ii: tuple = ()          # civil deck II, top first
    military: tuple = ()         # the military deck of the current age, top first
    military_ii: tuple = ()      # military deck II, waiting for the end of Age I
    mil_discard: tuple = ()      # discarded military cards, face down (their age is in their id)
    future: tuple = ()           # the future-events pile, in the order its cards were played
    finale: tuple = ()           # the four Age III events revealed at setup, scored at the end
    # -- the Full game (PL chapter 3); empty in the Simple and Advanced games ----------------------------
    deck_iii: tuple = ()         # civil deck III, top first
    military_iii: tuple = ()     # military deck III, waiting for the end of Age II
    age_iv: int = 0              # the round in which Age III ended (0: not yet), for the last round
    # -- the variants of chapter 4 (rulekit.tta.decisions.variants); empty unless a variant is chosen ------------
    markers: tuple = ()          # no group attacks: the taken markers, (target seat, holder seat) pairs
    bonus_hidden: tuple = ()     # the era-by-era variant's bonus cards still face down, the next first
    bonus_offer: tuple = ()      # bonus cards to keep from: one tuple per seat (private) or one layout (open)
    kept: tuple = ()             # the bonus cards each seat kept (private: hidden; open: face up), per seat

    # == public contract ==============================================================
    @cached("over")
    def is_over(self) -> bool:
        """Whether the game has ended: ``over``, remembered on the state and carried to every state derived
        from it until ``over`` changes, so the stack's many questions read it without a call."""
        return self.over

    def scores(self) -> tuple[int, ...]:
        """Culture points by seat (the Simple final bonus, or the Advanced game's Age III events, are added
        when the game ends)."""
        return tuple(p.culture for p in self.players)

    winners = winners        # the most culture among the civilizations still in the game (PL L2593-2600)

    def where(self) -> str:
        head = f"round {self.round}, P{self.current + 1}'s turn"
        if self.over:
            return f"round {self.round}, game over"
        return head + (f", {self.tasks[0].kind} for P{self.tasks[0].player + 1}" if self.tasks else "")

    def status(self) -> str:
        """The open decision's prompt (it names the player and the round); once over, the outcome."""
        if self.is_over:
            return self.outcome()
        return self.tasks[0].sentence(self) if self.tasks else self.where()

    def outcome(self) -> str:
        """Each player's culture (the Simple game's final bonus, or the Advanced game's Age III events,
        included); the most culture wins (PL L239-243, L2324-2330)."""
        scores = self.scores()
        most = " and ".join(f"P{i + 1}" for i in self.winners())
        counted = "final bonus included" if self.level == "simple" else "the Age III events scored"
        note = resigned_note(self) if self.scheduled else ""
        if note.startswith("game over"):
            return note
        counted += note
        return ("game over: culture " + ", ".join(f"P{i + 1} {v}" for i, v in enumerate(scores))
                + f" ({counted}); most culture: {most}")

    def _over_error(self):
        raise IllegalAction({"simple": rb.END_SIMPLE, "full": rb.END_FULL}.get(self.level, rb.END_ADVANCED),
                            "the game is over")

    def _older_notation(self, text: str) -> list | None:
        """An older save's Plunder mix, ``choose food2+resources1``, is written as the events' mixes are
        now: ``choose 2food+1resources`` (saves before 2026-11-27)."""
        found = _OLD_MIX.fullmatch(text.strip())
        return [f"choose {found[1]}food+{found[2]}resources"] if found else None

    def __str__(self) -> str:
        lines = [f"Through the Ages ({self.level.capitalize()}), {len(self.players)} players, {self.where()}",
                 "  row: " + " ".join(f"{i}:{c or '-'}" for i, c in enumerate(self.row, 1))]
        if self.level == "simple":
            lines.append(f"  civil A {len(self.deck_a)}, civil I {len(self.deck_i)}, events {len(self.events)}"
                         + (" [last round]" if self.last_round else ""))
        else:
            lines.append(f"  Age {self.age}; civil A {len(self.deck_a)}, I {len(self.deck_i)}, II {len(self.deck_ii)}; "
                         f"military {len(self.military)} (discards {len(self.mil_discard)}); events: current "
                         f"{len(self.events)}, future {len(self.future)}; "
                         + (f"civil III {len(self.deck_iii)}" if self.level == "full" else
                            f"Age III events {', '.join(self.finale)}")
                         + (" [last round]" if self.last_round else ""))
        for seat, p in enumerate(self.players):
            techs = ", ".join(f"{c}x{w}" + (f"+{b}b" if b else "") for c, w, b in p.techs)
            lines.append(f"  P{seat + 1}: culture {p.culture} (+{culture_rate(p)}), science {p.science} "
                         f"(+{science_rate(p)}), strength {strength(p, self.options)}, happy {happiness(p)}, "
                         f"yellow {p.yellow}, idle {p.idle}, blue {p.blue}; {p.government}; {techs}"
                         + (f"; specials {', '.join(p.specials)}" if p.specials else "")
                         + (f"; leader {p.leader}" if p.leader else "")
                         + (f"; wonders {', '.join(p.wonders)}" if p.wonders else "")
                         + (f"; building {p.building} ({p.stages})" if p.building else "")
                         + (f"; hand {', '.join(p.hand)}" if p.hand else "")
                         + (f"; military hand {', '.join(p.military_hand)}" if p.military_hand else "")
                         + (f"; tactic {p.tactic}" if p.tactic else "")
                         + (f"; colonies {', '.join(p.colonies)}" if p.colonies else "")
                         + (f"; pact {p.pact[0]} with P{p.pact[1] + 1} (role {p.pact[2]})" if p.pact else ""))
        return "\n".join(lines)

    def player(self, seat: int) -> Player:
        return self.players[seat]

    @cached("row")
    def row_cards(self) -> tuple:
        """The cards of the card row as the take listing reads them, empty slots left out: ``(wonders, others)``,
        ``wonders`` the ``(index, card, Info)`` of each wonder (its take cost reads the civilization, and the
        options), slot 1 first (index 0); ``others`` the ``(index, card, Info, cost)`` of every other card,
        ``cost`` its take cost, the slot's, the same for every civilization
        (:func:`~rulekit.tta.rules.costs.row_cost`), cheapest first (then slot 1 first), so that a listing stops
        at the first one it cannot pay for: read slot 1 first, as the slots' costs never fall along the row
        (:data:`~rulekit.tta.rules.ROW_COSTS`; no sort needed). Each card's entry in each slot is made once
        (:func:`~rulekit.tta.rules.row.row_entry`)."""
        return read_row(self.row)

    def without_slot(self, slot: int, **changes) -> "State":
        """A copy with the card of row ``slot`` taken (the slot left empty; the other cards stay where they lie)
        and the other fields in ``changes``: :attr:`row_cards`, remembered, is carried over without that card
        instead of being read again from the card data (each card's cost is its slot's, which does not move)."""
        row = list(self.row)
        row[slot - 1] = ""
        changes["row"] = tuple(row)             # (a dict of this call's own: passed on, not packed again)
        known = self._remembered("row_cards")
        if known is None:
            return self._with_keeping((), changes)
        wonders, others = known
        left = [e for e in wonders if e[0] != slot - 1] if wonders else wonders
        if len(left) < len(wonders):            # a wonder taken
            known = (tuple(left), others)
        else:
            known = (wonders, tuple([e for e in others if e[0] != slot - 1]))
        return self._with_keeping((), changes, {"row_cards": known})

    @cached()
    def card_count(self):
        """Every card of this position counted by place (:func:`rulekit.tta.invariants.cards_of`)."""
        return cards_of(self)

    # == turns =======================================================================
    @property
    def phase(self) -> str:
        """The phase of :data:`~rulekit.tta.decisions.PHASES` the game is in, read from the position:
        ``final`` once over, ``round`` during the start player's turn from round 2 (the round began
        with it), ``turn`` otherwise."""
        if self.over:
            return "final"
        return "round" if self.current == 0 and self.round > 1 else "turn"

    @property
    def age(self) -> str:
        """The current age, read from the civil decks (PL L1569-1588, L2312-2322): ``"A"`` until the
        start player's round-2 refill has dealt civil A, ``"I"`` while civil I lasts, then ``"II"``
        while civil II lasts, then ``"III"`` (the Advanced game's last round(s), PL L2324-2330); in the
        Full game ``"III"`` while civil III lasts, then ``"IV"`` (PL L2602-2606)."""
        if self.round == 1:
            return "A"
        if self.deck_i:
            return "I"
        if self.level == "simple" or self.deck_ii:
            return "II"
        if self.level == "full" and not self.deck_iii:
            return "IV"                 # the Full game: no cards in Age IV (PL L2602-2606)
        return "III"

    def _advance(self, **more):
        """The state once the stack is empty: the phase that follows, entered (the phase is derived
        from the position, so it is not written into the state). ``more``: fields set in the copy that begins
        the next turn or round (what the Simple game's production puts back), or in one of their own first."""
        name = self.PHASES[self.phase].following(self)
        if more and name == "final":
            return self._with(**more)._advance()
        phase = self.PHASES[name]
        s = phase.enter(self, **more)
        return s.fire(phase.point) if s.scheduled else s      # (nothing scheduled: no call to find nothing due)

    @cites(rb.CARD_ROW_REFILL, rb.CARD_ROW_REMOVAL, rb.AGE_CHANGE, rb.END_OF_AGE, rb.ADVANCED_COURSE)
    def refill(self, clear: bool = True, current: int | None = None, **more):
        """Clear the first 3/2/1 slots (2/3/4 players), slide the cards left, deal onto the empty
        slots: in round 2 the start player from civil A, everyone later from civil I (the rest of A
        to the box). A deck running out mid-refill continues from the next one (⚠AMB-13). Dealing the
        last civil card of the game makes this the last round (PL L682-749, L1461-1470; TTA-EX-3).

        The Advanced game deals civil II after civil I: the refill that deals the last civil I card
        ends Age I, and the one that deals the last civil II card ends Age II and makes this the last
        round (PL L1569-1588, L2312-2330); what an age's end does is
        :func:`rulekit.tta.decisions.advanced.end_of_age`, run once the row is dealt.

        ``current``: the seat whose turn begins with this refill, set in the same copy of the state (``None``:
        this state's), as the fields of ``more`` (the stack with the turn's steps pushed, no age ending)."""
        # International Agreement: no slot cleared; after a resignation, by the players left (⚠AMB-16)
        k = (removed_slots(self) if self.scheduled else REMOVED_SLOTS[len(self.players)]) if clear else 0
        row = self.row
        removed = tuple(filter(None, row[:k]))          # the cards of the cleared slots (no empty one)
        cards = list(filter(None, row[k:]))
        deck_a, deck_i, deck_ii, box = self.deck_a, self.deck_i, self.deck_ii, self.box + removed
        if current is None:
            current = self.current
        first = self.round == 2 and current == 0        # the start player's round-2 refill uses civil A
        if not first and deck_a:
            box, deck_a = box + deck_a, ()
        last = self.last_round
        advanced = self.level != "simple"
        across = not first or self.options.refill_across_decks
        need = ROW - len(cards)
        ended = []
        if need > 0 and deck_a:                 # civil A first
            cards += deck_a[:need]
            need, deck_a = need - len(deck_a[:need]), deck_a[need:]
        if need > 0 and deck_i and across and not deck_a:
            cards += deck_i[:need]
            need, deck_i = need - len(deck_i[:need]), deck_i[need:]
            if not deck_i:
                if advanced:
                    ended.append("I")
                else:
                    last = True
        full = self.level == "full"
        if advanced and need > 0 and deck_ii and not deck_i and not deck_a and (self.options.refill_across_decks
                                                                                 or not ended):
            cards += deck_ii[:need]
            need, deck_ii = need - len(deck_ii[:need]), deck_ii[need:]
            if not deck_ii:
                ended.append("II")
                last = last or not full
        deck_iii, age_iv = self.deck_iii, self.age_iv
        if full:
            deck_iii, cards, age_iv, last = _deal_iii(self, clear, deck_iii, cards, need, ended, last,
                                                     not deck_i and not deck_a and not deck_ii, current)
        elif not deck_i and not deck_a and not deck_ii and self.round >= 2:
            last = True
        row = tuple(cards) + ("",) * (ROW - len(cards))
        if full:                # one copy of the state with civil III's fields too
            s = self._with(row=row, deck_a=deck_a, deck_i=deck_i, deck_ii=deck_ii, box=box, last_round=last,
                           current=current, deck_iii=deck_iii, age_iv=age_iv, **more)
        else:
            s = self._with(row=row, deck_a=deck_a, deck_i=deck_i, deck_ii=deck_ii, box=box, last_round=last,
                           current=current, **more)
        if ended:
            for age in ended:
                s = end_of_age(s, age)
        return s

    # == snapshots ======================================================================
    # snapshot() / from_snapshot() come from core, from the fields (rulekit.core.snapshots)
    FIELD_TYPES = {"options": Options, "players": Player, "tasks": Step, "scheduled": Step}

    def snapshot(self) -> dict:
        """The state's fields as plain data (core's); the Full game's fields are left out while they hold
        their defaults, so a Simple or Advanced position is written as before the Full game was built
        (reading gives a missing field its default)."""
        out = super().snapshot()
        for name, empty in _FULL_FIELDS:
            if out.get(name, empty) == empty:
                out.pop(name, None)
        return out

    def check_start(self, source: str) -> None:
        """A custom start is a position the Simple game can reach: the first of
        :func:`rulekit.tta.invariants.start_problems` (the level, each card where its kind lies, the
        action tokens, the pending decisions), of :func:`~rulekit.tta.invariants.token_problems` (the
        tokens and indicators) and of the copies of each card is a ``DataError`` naming the field
        (``level``, ``players[0].blue``, ``tasks[0].what`` …). Cards of any age may be in a
        civilization's hand and in play: a position of the later ages (Age II and III cards) is one
        the rules allow."""
        if self.level not in GAMES:
            raise DataError(source, "level", f"level {self.level!r} is not a game this engine plays "
                            f"({', '.join(GAMES)})")
        civil = 0
        if 2 <= len(self.players) <= 4:
            civil = (sum(len(d) for d in simple_decks(len(self.players))[:2]) if self.level == "simple" else
                     sum(len(d) for d in advanced_decks(len(self.players))["civil"].values()))
        if self.level == "full" and 2 <= len(self.players) <= 4:
            civil = sum(len(d) for d in full_decks(len(self.players))["civil"].values())
        if self.round > civil + 2:           # from round 2 every turn deals at least one civil card (PL L682-749)
            raise DataError(source, "round", f"round {self.round}: the civil decks ({civil} cards) run out, "
                            f"ending the game, by round {civil + 2}")
        for field, reason in start_problems(self):
            raise DataError(source, field, reason)
        for field, reason in token_problems(self):
            raise DataError(source, field, reason)
        for field, reason in variants.marker_problems(self):
            raise DataError(source, field, reason)
        for field, reason in bonus_cards.bonus_problems(self):
            raise DataError(source, field, reason)
        printed = cards.data().cards
        for card, n in self.card_count.items():
            c = printed.get(card)
            if c is None:
                raise DataError(source, _place_of(self, card), f"{card!r} is not a card of the card data")
            copies = len(self.players) if c.starting else max(c.copies.values())   # starting: one per board
            if n > copies:
                raise DataError(source, _place_of(self, card), f"{card} lies in {n} places; the game has "
                                f"{copies} {'copy' if copies == 1 else 'copies'} (lift it from where it lies)")

    def __eq__(self, other) -> bool:
        return isinstance(other, State) and self.snapshot() == other.snapshot()

    __hash__ = None


@cites(rb.AGE_IV, rb.FULL_LAST_ROUND)
def _deal_iii(state, clear: bool, deck_iii, cards, need: int, ended: list, last: bool, older_out: bool,
              current: int):
    """The Full game's refill from civil III, once the older decks are out: dealing its last card ends
    Age III (``ended`` gains ``"III"``; ``age_iv`` is the round). If that happens at the start of the start
    player's turn (its own refill), this round is the last; otherwise the round is finished and the next one
    is the last, found at the start player's refill of the following round (PL L2602-2623; TTA-EX-40).
    Age IV deals no cards. Gives ``(deck_iii, cards, age_iv, last)``; ``current``: the seat the refill is for."""
    age_iv = state.age_iv
    # the start player's own refill (once resigned, the first one left's: ⚠AMB-X20), not a mid-turn one
    at_start = clear and current == (next_seat(state, -1) if state.scheduled else 0)
    if need > 0 and deck_iii and older_out and (state.options.refill_across_decks or not ended):
        cards = cards + list(deck_iii[:need])
        deck_iii = deck_iii[need:]
        if not deck_iii:
            ended.append("III")
            age_iv = state.round
            last = last or (at_start and (current == 0 or state.options.resigned_start == "first-left"))
    elif age_iv and not deck_iii and at_start and state.round > age_iv:
        last = True
    return deck_iii, cards, age_iv, last


#: The Full game's fields and their empty values (:meth:`State.snapshot`).
_FULL_FIELDS = (("deck_iii", []), ("military_iii", []), ("age_iv", 0), ("markers", []), ("bonus_hidden", []),
                ("bonus_offer", []), ("kept", []))


def _place_of(state, card: str) -> str:
    """The field of ``state`` that holds ``card`` last (a civilization's before the piles)."""
    for seat, p in enumerate(state.players):
        for name in ("hand", "wonders", "specials", "leader", "building", "government", "techs", "military_hand",
                     "colonies", "tactic", "pact"):
            value = getattr(p, name)
            if card == value or card in (value if name != "techs" else [t[0] for t in value]):
                return f"players[{seat}].{name}"
    for pile in ("row", "deck_a", "deck_i", "events", "past", "box", "deck_ii", "military", "military_ii",
                 "mil_discard", "future", "finale", "deck_iii", "military_iii", "bonus_hidden"):
        if card in getattr(state, pile):
            return pile
    for pile in ("bonus_offer", "kept"):                   # the final-scoring variants' piles, one per seat
        for k, cards_ in enumerate(getattr(state, pile)):
            if card in cards_:
                return f"{pile}[{k}]"
    return "cards"



# == setting up ==========================================================================
@cites(rb.PLAYER_SUPPLY, rb.YELLOW_TOKENS, rb.BLUE_TOKENS, rb.STARTING_TECHS, rb.GOVERNMENT, rb.PLAY_AREA, rb.EXTRA_TOKENS)
def start_player(start: tuple) -> Player:
    """A civilization at the start: Despotism; 2 farms, 2 mines, 1 lab, 1 Warriors; 1 unused
    worker; 18 yellow and 18 blue in the banks (PL L99-112, L211-232; TTA-EX-20). Made once per set of
    starting cards: a civilization never changes, so every seat of every game starts from the same one
    (and what it remembers, its tokens' totals and its first listings' values, is found once)."""
    found = _STARTS.get(start)
    if found is None:
        by_type = {info(c).type: c for c in start}
        workers = {"farm": 2, "mine": 2, "lab": 1, "temple": 0, "infantry": 1}
        techs = tuple((by_type[k], w, 0) for k, w in workers.items() if k in by_type)
        found = _STARTS[start] = Player(government=by_type.get("government", ""), techs=techs)
    return found


#: :func:`start_player`'s civilizations, by starting cards (the card data's one set, in practice).
_STARTS: dict = {}


@cites(rb.SIMPLE_DECKS, rb.CARD_ROW_DEAL, rb.PLAYER_COUNT_REMOVAL, rb.START_PLAYER, rb.FIRST_ROUND_BUDGET,
       rb.ADVANCED_GAME, rb.ADVANCED_SETUP)
def new_game(players: int = 2, game: str = "simple", seed: int = 0, options=None) -> State:
    """Set up a game: shuffled decks, 13 Age A cards on the row, every civilization at its start; seat 0
    is the start player and takes the first turn (PL 1.1-1.2; HU 1.1-1.2).

    ``game="advanced"`` (PL 2.1; HU 2.1; TTA-EX-41) also shuffles civil I and II; puts players + 2
    cards of military A face down as the current events and the rest of military A in the box unseen;
    shuffles military I (in play) and II (waiting for Age II); and turns military III's events over
    until four are revealed (``finale``), the rest of military III going to the box.

    ``game="full"`` (PL 3.1; HU 3.1) deals every deck: civil III and military III (wars included)
    wait for their ages and nothing of military III is revealed (:func:`_new_full`)."""
    if setup_whole("players", players) not in PLAYERS:
        raise IllegalAction(rb.SIMPLE_DECKS, f"the game is for 2 to 4 players, not {players!r}")
    if game not in GAMES:
        raise IllegalAction(rb.ADVANCED_GAME, f"this engine plays the {' and '.join(g.capitalize() for g in GAMES)} "
                            f"games; {game!r} comes later")
    setup_seed(seed)
    if not isinstance(options, Options):
        options = Options.parse(options)
    rng = random.Random(seed)
    params = {"players": players, "game": game, "seed": seed, "options": options.changed()}
    if game == "advanced":
        return _new_advanced(players, seed, options, rng)._settle()._set_up(params)
    if game == "full":
        return _new_full(players, seed, options, rng)._settle()._set_up(params)
    deck_a, deck_i, events, start = simple_decks(players)
    deck_a, deck_i, events = shuffled(deck_a, rng), shuffled(deck_i, rng), shuffled(events, rng)
    state = State(players=tuple(start_player(start) for _ in range(players)), row=tuple(deck_a[:START_ROW]),
                  deck_a=tuple(deck_a[START_ROW:]), deck_i=tuple(deck_i), events=tuple(events), seed=seed,
                  options=options, tasks=(Turn(0),))
    return state._settle()._set_up(params)


def _new_advanced(players: int, seed: int, options, rng) -> State:
    decks = advanced_decks(players)
    start = simple_decks(players)[3]

    deck_a, deck_i, deck_ii = (shuffled(decks["civil"][a], rng) for a in ("A", "I", "II"))
    mil_a, mil_i, mil_ii, mil_iii = (shuffled(decks["military"][a], rng) for a in ("A", "I", "II", "III"))
    if options.development_of_politics == "out":           # ⚠AMB-31: left out as in the Simple game
        box_first = tuple(c for c in mil_a if c == cards.DEVELOPMENT_OF_POLITICS)
        mil_a = [c for c in mil_a if c != cards.DEVELOPMENT_OF_POLITICS]
    else:
        box_first = ()
    mil_i, gone_i = variants.peaceful_split(options, "advanced", mil_i)        # the peaceful variant (TTA-R-V3)
    mil_ii, gone_ii = variants.peaceful_split(options, "advanced", mil_ii)
    current = players + 2
    finale = tuple(mil_iii[:4])              # military III holds only its events here: the first 4 turned over
    return State(players=tuple(variants.easier_start(options, "advanced", start_player(start)) for _ in range(players)),
                 row=tuple(deck_a[:START_ROW]), deck_a=tuple(deck_a[START_ROW:]), deck_i=tuple(deck_i),
                 deck_ii=tuple(deck_ii), events=tuple(mil_a[:current]),
                 box=box_first + tuple(mil_a[current:]) + tuple(mil_iii[4:]) + gone_i + gone_ii,
                 military=tuple(mil_i), military_ii=tuple(mil_ii), finale=finale, level="advanced",
                 seed=seed, options=options, tasks=(advanced.Political(0), advanced.Excess(0), Turn(0)))


@cites(rb.FULL_SETUP, rb.FULL_COURSE)
def _new_full(players: int, seed: int, options, rng) -> State:
    """The Full game's setup: as the Advanced game's, with civil III and military III waiting for their ages
    and no Age III event revealed (military III is played as cards; PL L2453-2481; HU 2145-2174)."""
    decks = full_decks(players)

    deck_a, deck_i, deck_ii, deck_iii = (tuple(shuffled(decks["civil"][a], rng)) for a in ("A", "I", "II", "III"))
    mil_a, mil_i, mil_ii, mil_iii = (tuple(shuffled(decks["military"][a], rng)) for a in ("A", "I", "II", "III"))
    box_first = ()
    if options.development_of_politics == "out":           # ⚠AMB-31, as in the Advanced game
        box_first = tuple(c for c in mil_a if c == cards.DEVELOPMENT_OF_POLITICS)
        mil_a = tuple(c for c in mil_a if c != cards.DEVELOPMENT_OF_POLITICS)
    gone = ()
    if options.peaceful != "off":                          # the peaceful variant (TTA-R-V3)
        split = [variants.peaceful_split(options, "full", d) for d in (mil_i, mil_ii, mil_iii)]
        (mil_i, a), (mil_ii, b), (mil_iii, c) = split
        gone = a + b + c
    current = players + 2                                  # 4, 5 or 6 by player count (⚠AMB-37)
    start = simple_decks(players)[3]
    bonus = {}
    if options.bonus_cards != "standard":                  # a final-scoring variant (TTA-R-V5a)
        bonus = bonus_cards.deal(options, players, mil_iii, rng)
        mil_iii, gone = bonus.pop("military_iii"), gone + bonus.pop("box")
    return State(players=tuple(variants.easier_start(options, "full", start_player(start)) for _ in range(players)),
                 row=deck_a[:START_ROW], deck_a=deck_a[START_ROW:], deck_i=deck_i, deck_ii=deck_ii, deck_iii=deck_iii,
                 events=mil_a[:current], box=box_first + mil_a[current:] + gone, military=mil_i, military_ii=mil_ii,
                 military_iii=mil_iii, level="full", seed=seed, options=options,
                 **{**bonus, "tasks": bonus.get("tasks", ()) + (advanced.Political(0), advanced.Excess(0),
                                                                Turn(0, opening=True))})    # may resign (PL L2593)


Game = State
__all__ = ["GAMES", "Game", "PLAYERS", "State", "advanced_decks", "full_decks", "new_game", "simple_decks",
           "start_player"]
