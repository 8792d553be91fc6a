"""Guns & Steel (Jesse Li), from the Polish rulebook *Historia Ludzkości*.

Two to four players build civilizations from cards with two sides: a resource
side (*strona zasobu*) and a technology side (*strona technologii*). Each turn
has four phases (§7): play a resource, play a technology, buy one card from the
technology pyramid, end the turn. The New World (*Nowy Świat*) and Renaissance
(*Renesans*) sets differ in how wonders are won; the combined game adds
Research Project stacks (§9).

This module is the state and its public contract; how a turn unfolds is in
:mod:`rulekit.gunsteel.turn`, why a move is refused in
:mod:`rulekit.gunsteel.explain`. The rules they apply are pure functions in
:mod:`rulekit.gunsteel.rules` and :mod:`rulekit.gunsteel.payment`; every
refusal is an :class:`~rulekit.core.errors.IllegalAction` citing the rule.

>>> g = new_game(players=3, card_set="new-world", seed=7)
>>> g.phase, g.to_move          # set-up: the third player lays a first resource
('setup', 2)
>>> g = g.apply("res green-1")
>>> g.phase, g.to_move, [str(a) for a in g.legal_actions()][:2]
('resource', 0, ['res red-1', 'res red-2'])
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from rulekit.core.decisions import DecisionStack
from rulekit.core.errors import DataError, IllegalAction
from rulekit.core.resources import Bag
from rulekit.core.rule import cites
from rulekit.core.state import GameState, cached
from rulekit.gunsteel import rulebook as rb
from rulekit.gunsteel import rules
from rulekit.gunsteel.actions import Action, Buy, Use
from rulekit.gunsteel.cards import COLOURS, ERAS, Deck, teaching_deck
from rulekit.gunsteel.explain import Explain
from rulekit.gunsteel.options import Options
from rulekit.gunsteel.payment import Plan, plans, settle, units_of
from rulekit.gunsteel.state import Player, Task
from rulekit.gunsteel.turn import DECISIONS, Turn

# -- constants and metadata ---------------------------------------------------------

PLAYERS = (2, 3, 4)
MODES = ("new-world", "renaissance", "combined")
#: The turn, as the rulebook lists it (§7, L366-374).
PHASES = ("resource", "technology", "buy", "end")
#: End of turn, step by step (§7d): New World (L624-650) and Renaissance (L674-720).
END_STEPS = {
    "new-world": ("claim wonder (hand 0-1)", "take back tech cards", "retrieve resource cards",
                  "lose effect resources", "check game end"),
    "renaissance": ("take back tech cards (hand 0-1)", "retrieve resource cards", "place glory marker",
                    "lose effect resources", "check game end"),
}

_DECKS: dict[str, Deck] = {}


def register_deck(deck: Deck, key: str | None = None) -> str:
    """Make a deck known by a key so saved games can name it."""
    key = key or deck.name
    _DECKS[key] = deck
    return key


def get_deck(key: str) -> Deck:
    if key == "teaching":
        return teaching_deck()
    if key not in _DECKS:
        raise DataError("<save>", "deck", f"unknown deck {key!r}; load it and register_deck() it first")
    return _DECKS[key]


# -- the state ----------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class State(Turn, Explain, DecisionStack, GameState):
    """A Guns & Steel position. Immutable: ``apply`` returns a new one."""

    game = "gunsteel"
    action_type = Action
    DECISIONS = DECISIONS
    NOTHING_TO_DECIDE = rb.TURN_ORDER

    deck_key: str
    mode: str
    options: Options
    players: tuple[Player, ...]
    rows: tuple[int, ...]
    pyramid: tuple                       # card id or None, by layout position
    wonder_slots: tuple                  # wonder id or None, one per era
    glory: tuple                         # per era slot: markers per seat
    research: tuple = ((), (), (), (), ())   # per era: card ids, top first
    current: int = 0
    turn: int = 1
    phase: str = "setup"
    tasks: tuple[Task, ...] = ()
    bought: bool = False
    taken_back: tuple[str, ...] = ()
    reacted: tuple[str, ...] = ()
    ended: str = ""                      # why the game ends at the end of this turn
    over: bool = False
    seed: int = 0

    # == public contract ==============================================================

    @property
    def is_over(self) -> bool:
        return self.over

    def scores(self) -> tuple[int, ...]:
        """Each player's VP (GS-R-66)."""
        return tuple(rules.score(self.deck, p) for p in self.players)

    def winners(self) -> tuple[int, ...]:
        """Seats with the most VP (GS-R-33); ties as ``options.tie_break`` says (A14)."""
        totals = dict(enumerate(self.scores()))
        wonders = {p.seat: len(p.wonders) for p in self.players}
        return rules.winners(totals, wonders, self.options.tie_break)

    def __str__(self) -> str:
        from rulekit.gunsteel.text import render

        return render(self)

    def _repr_svg_(self) -> str:
        """Jupyter shows a state as its pyramid picture (imported lazily, no Jupyter import)."""
        from rulekit.gunsteel.svg import pyramid_svg

        return pyramid_svg(self)

    def where(self) -> str:
        return f"turn {self.turn}, P{self.current + 1}, {self.phase}" + (
            f", waiting on P{self.to_move + 1} to {self.tasks[0].kind}" if self.tasks else "")

    # == derived views ================================================================

    @cached("deck_key")
    def deck(self) -> Deck:
        return get_deck(self.deck_key)

    @cached("rows")
    def layout(self) -> rules.Layout:
        return rules.layout(self.rows)

    @cached("rows", "pyramid")
    def _below(self) -> tuple[tuple[int, ...], ...]:
        """The connected cards below every position (GS-R-58), once per pyramid."""
        return rules.all_connected(self.layout, self.pyramid)

    @property
    def renaissance_rules(self) -> bool:
        """Renaissance rules apply to the Renaissance and the combined game (GS-R-68)."""
        return self.mode != "new-world"

    def card(self, cid: str):
        return self.deck.cards[cid]

    def strength(self, seat: int) -> int:
        return rules.strength(self.deck, self.players[seat].techs)

    def purchase(self, target: str) -> tuple[Bag, int, tuple[str, ...]]:
        """Base cost, surcharge and the cards behind the surcharge of a target (GS-R-58, GS-R-72)."""
        L = self.layout
        if target.startswith("RP-"):
            era = rules.LETTER_ERA[target[3:]]
            stack = self.research[ERAS.index(era)]
            earlier = tuple(L.names[i] for i, c in enumerate(self.pyramid)
                            if c is not None and ERAS.index(L.era[i]) < ERAS.index(era))
            return self.card(stack[0]).cost, len(earlier), earlier
        pos = L.index(target)
        below = self._below[pos]
        return self.card(self.pyramid[pos]).cost, len(below), tuple(L.names[i] for i in below)

    def _price(self, target: str) -> tuple[Bag, int]:
        """Base cost and surcharge of a target, without naming the cards (the fast path)."""
        if target.startswith("RP-"):
            base, extra, _ = self.purchase(target)
            return base, extra
        pos = self.layout.index(target)
        return self.card(self.pyramid[pos]).cost, len(self._below[pos])

    def units_available(self, seat: int) -> Bag:
        """Everything a player could put towards a purchase now."""
        p = self.players[seat]
        return p.temp + units_of(self.card(c).resource for c in p.resources)

    def can_afford(self, seat: int, target: str, units: Bag | None = None) -> bool:
        """Whether ``seat`` can pay for ``target`` now, exchanges included (GS-R-57/58)."""
        units = self.units_available(seat) if units is None else units
        base, extra = self._price(target)
        if len(units) < len(base) + extra:      # exchanges never add units
            return False
        return settle(units, base, extra, self.options) is not None

    def payment_plans(self, seat: int, target: str, limit: int = 3) -> list[Plan]:
        """Ways for ``seat`` to pay for ``target``, fewest cards first."""
        base, extra, _ = self.purchase(target)
        p = self.players[seat]
        table = {c: self.card(c).resource for c in p.resources}
        return plans(table, p.temp, base, extra, self.options, limit=limit)

    def cost_report(self, target: str, seat: int | None = None) -> dict:
        """Everything a player wants to know about buying ``target``, as plain data.

        ``seat`` is the buyer; by default the player whose turn it is.

        Keys: ``target``, ``card``, ``name``, ``base`` (dict), ``surcharge``,
        ``connected`` (positions behind the surcharge), ``total``, ``affordable``,
        ``plan`` (notation of the cheapest plan, or ``""``) and ``text``, a
        sentence citing the rule (GS-R-58, or GS-R-72 for a research stack).
        """
        seat = self.current if seat is None else seat
        base, extra, below = self.purchase(target)
        cid = (self.research[ERAS.index(rules.LETTER_ERA[target[3:]])][0] if target.startswith("RP-")
               else self.pyramid[self.layout.index(target)])
        plan = self.payment_plans(seat, target, limit=1) if self.can_afford(seat, target) else []
        rule = rb.RESEARCH if target.startswith("RP-") else rb.CARD_COST
        if target.startswith("RP-"):
            why = f"+{extra}: one per card of an earlier era still in the pyramid"
        elif below:
            why = f"+{extra}: one per connected card below ({', '.join(below)})"
        else:
            why = "+0: nothing still connected below"
        return {
            "target": target, "card": cid, "name": self.card(cid).name, "base": base.as_dict(),
            "surcharge": extra, "connected": list(below), "total": len(base) + extra,
            "affordable": bool(plan), "plan": str(plan[0]) if plan else "",
            "text": f"{self.card(cid).name}: base {base} {why} = {len(base) + extra} resources ({rule.ref})",
        }

    def buy_targets(self) -> list[str]:
        """Pyramid positions and research stacks that can be bought from now."""
        L = self.layout
        targets = [L.names[i] for i, c in enumerate(self.pyramid) if c is not None]
        if self.mode == "combined":
            targets += [f"RP-{rules.ERA_LETTER[e]}" for e, s in zip(ERAS, self.research) if s]
        return targets

    def eligible_wonders(self, seat: int) -> list[str]:
        """Wonders in the pyramid whose condition (or glory condition) ``seat`` meets."""
        p = self.players[seat]
        back = sum(self.card(c).vp for c in self.taken_back)
        out = []
        for w in self.wonder_slots:
            if w is None:
                continue
            wonder = self.deck.wonders[w]
            cond = wonder.glory if self.renaissance_rules else wonder.condition
            if cond is not None and rules.condition_met(cond, self.deck, p, back):
                out.append(w)
        return out

    # == snapshots ======================================================================

    def snapshot(self) -> dict:
        return {
            "deck": self.deck_key, "mode": self.mode, "options": self.options.changed(),
            "players": [p.to_dict() for p in self.players], "rows": list(self.rows),
            "pyramid": list(self.pyramid), "wonder_slots": list(self.wonder_slots),
            "glory": [list(g) for g in self.glory], "research": [list(r) for r in self.research],
            "current": self.current, "turn": self.turn, "phase": self.phase,
            "tasks": [t.to_dict() for t in self.tasks], "bought": self.bought,
            "taken_back": list(self.taken_back), "reacted": list(self.reacted),
            "ended": self.ended, "over": self.over, "seed": self.seed,
        }

    @classmethod
    def from_snapshot(cls, d: dict, source: str = "<snapshot>") -> "State":
        try:
            return cls(
                deck_key=d["deck"], mode=d["mode"], options=Options.parse(d.get("options"), source),
                players=tuple(Player.from_dict(p) for p in d["players"]), rows=tuple(d["rows"]),
                pyramid=tuple(d["pyramid"]), wonder_slots=tuple(d["wonder_slots"]),
                glory=tuple(tuple(g) for g in d["glory"]), research=tuple(tuple(r) for r in d["research"]),
                current=d["current"], turn=d["turn"], phase=d["phase"],
                tasks=tuple(Task.from_dict(t) for t in d["tasks"]), bought=d["bought"],
                taken_back=tuple(d["taken_back"]), reacted=tuple(d["reacted"]),
                ended=d["ended"], over=d["over"], seed=d.get("seed", 0))
        except (KeyError, TypeError) as err:
            raise DataError(source, f"state field {err}", "missing or of the wrong type") from None

    def __eq__(self, other) -> bool:
        return isinstance(other, State) and self.snapshot() == other.snapshot()

    __hash__ = None

    def _over_error(self):
        raise IllegalAction(rb.GAME_OVER, f"the game is over: {self.ended}")


# -- setting up -------------------------------------------------------------------------


@cites(rb.SETUP_PYRAMID, rb.SETUP_WONDERS, rb.SETUP_FIRST_RESOURCE, rb.COMBINED_SETUP, rb.COMBINED_WONDERS)
def new_game(players: int = 3, card_set: str = "new-world", seed: int = 0,
             options: Options | dict | None = None, deck: Deck | str = "teaching") -> State:
    """Set up a game (§5; combined game §9).

    ``card_set`` is ``"new-world"``, ``"renaissance"`` or ``"combined"``. The
    start player is seat 0 (P1); seats follow clockwise. ``seed`` drives every
    shuffle, so the same seed gives the same game.
    """
    if players not in PLAYERS:
        raise IllegalAction(rb.PLAYER_COUNT, f"Guns & Steel is for 2-4 players, not {players}")
    if card_set not in MODES:
        raise IllegalAction(rb.SETUP_PYRAMID, f"card_set is one of {', '.join(MODES)}, not {card_set!r}")
    if not isinstance(options, Options):
        options = Options.parse(options)
    key = deck if isinstance(deck, str) else register_deck(deck)
    d = get_deck(key)
    rng = random.Random(seed)
    sets = ("new-world", "renaissance") if card_set == "combined" else (card_set,)
    kept = tuple(sum(1 for s_ in sets for c in d.set_cards(s_, era) if not c.remove_2p) for era in ERAS)
    rows = rules.pyramid_rows(players, card_set, kept)
    if any(lower - upper != 1 for lower, upper in zip(rows, rows[1:])) or rows[-1] < 1:
        raise DataError(d.name, "2-player icons", f"rows {rows}: each row must be one card shorter than "
                                                  "the one below (L279-282)")
    pyramid: list[str] = []
    research: list[tuple[str, ...]] = []
    slots: list[str | None] = []
    for era, n in zip(ERAS, rows):
        pool = [c for s_ in sets for c in d.set_cards(s_, era)]
        if players == 2:
            pool = [c for c in pool if not c.remove_2p]           # GS-R-26 step 3
        ids = sorted(c.id for c in pool)
        rng.shuffle(ids)
        row, rest = ids[:n], ids[n:]
        if len(row) < n:
            raise DataError(d.name, f"{era} cards", f"the pyramid row needs {n}, the deck has {len(row)}")
        pyramid += row
        research.append(tuple(rest) if card_set == "combined" else ())
        wonder_set = "renaissance" if card_set == "combined" else card_set   # GS-R-70
        pair = d.set_wonders(wonder_set, era)
        pictures = [d.cards[c].picture for c in row]
        chosen = rules.choose_wonder(pictures, pair, options.wonder_match, options.wonder_one_present, rng)
        slots.append(chosen.id)
    hands = [Player(i, COLOURS[i], tuple(sorted(c.id for c in d.start_cards(COLOURS[i]))))
             for i in range(players)]
    first = tuple(Task("first", seat) for seat in rules.first_resource_seats(players))
    state = State(
        deck_key=key, mode=card_set, options=options, players=tuple(hands), rows=rows,
        pyramid=tuple(pyramid), wonder_slots=tuple(slots),
        glory=tuple((0,) * players for _ in ERAS), research=tuple(research),
        tasks=first, seed=seed)
    return state._settle()


Game = State
__all__ = ["Game", "MODES", "PHASES", "PLAYERS", "State", "new_game", "register_deck", "get_deck"]
