"""Guns & Steel (Jesse Li), from the Polish rulebook *Historia Ludzkości*.

Two to four players build civilizations from cards with two sides: a resource
side (*strona zasobu*) and a technology side (*strona technologii*). Each turn
has four phases (§7): play a resource, play a technology, buy one card from the
technology pyramid, end the turn. The New World (*Nowy Świat*) and Renaissance
(*Renesans*) sets differ in how wonders are won; the combined game adds
Research Project stacks (§9).

This module is the state and its public contract; how a turn unfolds, and
why a move is refused, is in :mod:`rulekit.gunsteel.decisions` (one typed
decision per kind, each judging its own actions), what a move does to the
state in :mod:`rulekit.gunsteel.effects`. The rules they apply are pure
functions in :mod:`rulekit.gunsteel.rules`; every refusal is an
:class:`~rulekit.core.errors.IllegalAction` citing the rule.

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

from rulekit.core.data import Record, setup_seed, setup_whole, suggest
from rulekit.core.decisions import DecisionStack
from rulekit.core.errors import DataError, IllegalAction
from rulekit.core.resources import Bag
from rulekit.core.rule import cites
from rulekit.core.state import GameState, cached
from rulekit.gunsteel import rulebook as rb
from rulekit.gunsteel import rules
from rulekit.gunsteel import decisions
from rulekit.gunsteel import effects as fx
from rulekit.gunsteel.actions import Action
from rulekit.gunsteel.cards import COLOURS, ERAS, RESOURCES, Deck, teaching_deck
from rulekit.gunsteel.options import Options
from rulekit.gunsteel.rules.payment import Plan, covers, plans, spare, spare_of, unit_counts
from rulekit.gunsteel.state import Player
from rulekit.gunsteel.svg import pyramid_svg
from rulekit.gunsteel.text import render

# -- constants and metadata ---------------------------------------------------------

PLAYERS = (2, 3, 4)
MODES = ("new-world", "renaissance", "combined")
#: The turn, as the rulebook lists it (§7, L366-374); the engine walks :data:`decisions.PHASES`.
PHASES = decisions.TURN
#: End of turn, step by step under the default options (§7d): New World (L624-650) and
#: Renaissance (L674-720), printed from the table the engine runs (:data:`decisions.END_OF_TURN`).
END_STEPS = {rules_of: decisions.end_steps(rules_of) for rules_of in decisions.END_OF_TURN}

#: Registered decks by content digest; a digest names one content for good.
_DECKS: dict[str, Deck] = {}


def deck_id(deck: Deck) -> str:
    """The deck's identity (:attr:`Deck.key`): its name (a label only) and a digest of its content.

    >>> deck_id(teaching_deck()).startswith("teaching@")
    True
    """
    return deck.key


def register_deck(deck: Deck) -> str:
    """Make a deck known by its content id (see :func:`deck_id`) and return the id.

    A deck is never replaced: registering another deck of the same name (two
    files called ``deck.toml``, a user's own ``teaching.toml``) gives another id.
    """
    key = deck_id(deck)
    _DECKS.setdefault(key.rsplit("@", 1)[1], deck)
    return key


def get_deck(key: str, source: str = "deck") -> Deck:
    """The deck a content id names; ``"teaching"`` is the shipped teaching deck.

    An id whose deck is not registered is a ``DataError`` saying which deck is needed.
    """
    if key == "teaching":
        key = register_deck(teaching_deck())
    if not isinstance(key, str) or "@" not in key:
        raise DataError(source, "deck", f"{key!r} is not a deck id ('name@digest' from register_deck)")
    name, digest = key.rsplit("@", 1)
    if digest not in _DECKS:
        teaching = register_deck(teaching_deck())      # the shipped deck is always known
        if key == teaching:
            return _DECKS[digest]
        raise DataError(source, "deck", f"needs the deck {name!r} with content id {key!r}, which is not "
                                        "loaded; load that deck file and register_deck() it first")
    return _DECKS[digest]


# -- the state ----------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class State(DecisionStack, GameState):
    """A Guns & Steel position. Immutable: ``apply`` returns a new one."""

    game = "gunsteel"
    action_type = Action
    PHASES = decisions.PHASES
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
    tasks: tuple = ()                    # the decision stack, top first (decisions.Step)
    bought: bool = False
    taken_back: tuple[str, ...] = ()
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

    def end_reason(self) -> str:
        """The end-of-game condition met first (GS-R-64)."""
        return self.ended

    def end_triggers(self) -> tuple[str, ...]:
        """Every end-of-game condition that holds (GS-R-64), in the rulebook's order.

        The conditions true of this position, plus the one recorded in ``ended``
        when it no longer shows (15 VP reached and lost again in the turn, AMB-X3).
        ``ended`` keeps naming the first condition met.
        """
        now = rules.end_triggers(sum(w is not None for w in self.wonder_slots), fx.space_left(self),
                                 tuple(p.track for p in self.players) if self.renaissance_rules else ())
        known = tuple(why for why in rules.END_CONDITIONS if why in now or why == self.ended)
        return known if self.ended in known or not self.ended else (self.ended,) + known

    def __str__(self) -> str:
        """The position as text; a game loaded from a save of a custom start says so
        on its last line (as a PGN's ``SetUp`` tag marks a game not from the initial position)."""
        text = render(self)
        if self.loaded_from and self.custom_start:
            text += f"\n  custom start: loaded from {self.loaded_from}, not a position new_game sets up"
        return text

    def _repr_svg_(self) -> str:
        """Jupyter shows a state as its pyramid picture (no Jupyter import)."""
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

    @cached("deck_key", "mode", "rows", "pyramid", "research")
    def _market(self):
        """What buying reads of the pyramid and the research stacks, once per pyramid and stacks:
        the connected cards below every position (GS-R-58); every :meth:`buy_targets` with its
        :meth:`_price`; and each base cost among them with its lowest surcharge."""
        below = rules.all_connected(self.layout, self.pyramid)
        table = tuple((target, self._price(target, below)) for target in self.buy_targets())
        lowest: dict[Bag, int] = {}
        for _, (base, extra) in table:
            lowest[base] = min(extra, lowest.get(base, extra))
        index = {base: i for i, base in enumerate(lowest)}
        # each target as (target, index of its base cost, surcharge): a listing reads no Bag twice
        return below, tuple((target, index[base], extra) for target, (base, extra) in table), tuple(lowest.items())

    @property
    def renaissance_rules(self) -> bool:
        """Renaissance rules apply to the Renaissance and the combined game (GS-R-68)."""
        return self.mode != "new-world"

    def card(self, cid: str):
        return self.deck.cards[cid]

    def named(self, cid) -> str:
        """What a message calls card ``cid``: its name (``Cannon``; a teaching card's name says it is
        one; a starting card's, its colour: ``Red starting card 1 (teaching)``), or what was given,
        quoted, when no card of the deck has that id."""
        try:
            card = self.deck.cards[cid]
        except (KeyError, TypeError):
            return repr(cid)
        if card.set == "start":             # four colours share the starting cards' names: say whose
            colour = cid.split("-", 1)[0]
            return f"{colour.title()} {card.name[:1].lower()}{card.name[1:]}"
        return card.name

    def strength(self, seat: int) -> int:
        return rules.strength(self.deck, self.players[seat].techs)

    def purchase(self, target: str) -> tuple[Bag, int, tuple[str, ...]]:
        """Base cost, surcharge and the cards behind the surcharge of a target (GS-R-58, GS-R-72):
        the cost that explaining a purchase (:meth:`cost_report`) shows; its price is :meth:`_price`,
        the one that judging it (:meth:`can_afford`) and paying it (:meth:`payment_plans`) use."""
        L = self.layout
        base, extra = self._price(target)
        if target.startswith("RP-"):
            era = rules.LETTER_ERA[target[3:]]
            return base, extra, tuple(L.names[i] for i in rules.research_earlier(L, self.pyramid, era))
        return base, extra, tuple(L.names[i] for i in self._market[0][L.index(target)])

    def _price(self, target: str, below=None) -> tuple[Bag, int]:
        """Base cost and surcharge of a target: :meth:`purchase` without naming the cards
        behind the surcharge (judging a purchase runs once per target per listing)."""
        if target.startswith("RP-"):
            era = rules.LETTER_ERA[target[3:]]
            stack = self.research[ERAS.index(era)]
            return self.card(stack[0]).cost, rules.research_surcharge(self.layout, self.pyramid, era)
        pos = self.layout.index(target)
        return self.card(self.pyramid[pos]).cost, len((self._market[0] if below is None else below)[pos])

    def units_available(self, seat: int) -> Bag:
        """Everything a player could put towards a purchase now."""
        return Bag(self._units(seat))

    def _units(self, seat: int) -> dict[str, int]:
        """:meth:`units_available` as a count by resource: the effect resources and one unit per
        resource card, a Space card two Earth (GS-R-13, GS-R-56)."""
        p, cards = self.players[seat], self.deck.cards
        return unit_counts((cards[c].resource for c in p.resources), dict(p.temp.items()))

    def pays(self, units: Bag, price: tuple[Bag, int]) -> bool:
        """Whether ``units`` pay ``price`` (a base cost and a surcharge of any kind), exchanges
        included (GS-R-57/58): the one test of a price that judging a purchase
        (:meth:`can_afford`, :func:`~rulekit.gunsteel.rules.judge.buy_refusal`) and listing
        the purchases (:meth:`affordable`) ask. It is :func:`~rulekit.gunsteel.rules.payment.spare`:
        the units left once the base cost is paid must cover the surcharge."""
        base, extra = price
        return covers(spare(units, base, self.options, extra), extra)

    def can_afford(self, seat: int, target: str, units: Bag | None = None) -> bool:
        """Whether ``seat`` can pay for ``target`` now, exchanges included (GS-R-57/58)."""
        return self.pays(self.units_available(seat) if units is None else units, self._price(target))

    def affordable(self, seat: int, units: Bag | None = None) -> list[str]:
        """The :meth:`buy_targets` that ``seat`` can afford now (:meth:`can_afford` of each), in
        the order of :meth:`buy_targets`: what is left once a base cost is paid
        (:func:`~rulekit.gunsteel.rules.payment.spare`, as :meth:`pays` asks it) answers every
        surcharge on that base, so it is asked once per base cost."""
        have = self._units(seat) if units is None else dict(units.items())
        total = sum(have.values())
        _, table, bases = self._market
        left = [spare_of(have, total, base, self.options, lowest) for base, lowest in bases]
        return [target for target, base, extra in table if covers(left[base], extra)]

    def payment_plans(self, seat: int, target: str, limit: int = 3) -> list[Plan]:
        """Ways for ``seat`` to pay for ``target``, fewest cards first."""
        base, extra = self._price(target)
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
        An empty position, one the pyramid does not have, or a seat not in the
        game raises :class:`~rulekit.core.errors.IllegalAction` saying so.
        """
        seat = self.current if seat is None else seat
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.players):
            raise IllegalAction(rb.PLAYER_COUNT, f"seat {seat!r}: this game has seats 0-{len(self.players) - 1}")
        if target not in self.buy_targets():
            raise IllegalAction(rb.BUY_ONE, f"{target!r} is not a card that can be bought now; "
                                            f"positions are {', '.join(self.buy_targets())}")
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
        return [w for w in self.wonder_slots if w is not None and self.meets(seat, w)]

    def meets(self, seat: int, wonder: str) -> bool:
        """Whether ``seat`` meets the condition of ``wonder`` (its glory condition under Renaissance
        rules) now: the one test :meth:`eligible_wonders` and the Claim and Glory judges ask."""
        w = self.deck.wonders[wonder]
        cond = w.glory if self.renaissance_rules else w.condition
        if cond is None:
            return False
        # the VP of the cards taken back this turn: only a taken_back_vp condition reads them
        back = sum(self.card(c).vp for c in self.taken_back) if cond.kind == "taken_back_vp" else 0
        return rules.condition_met(cond, self.deck, self.players[seat], back)

    # == snapshots ======================================================================

    def snapshot(self) -> dict:
        return {
            "deck": self.deck_key, "mode": self.mode, "options": self.options.changed(),
            "players": [p.to_dict() for p in self.players], "rows": list(self.rows),
            "pyramid": list(self.pyramid), "wonder_slots": list(self.wonder_slots),
            "glory": [list(g) for g in self.glory], "research": [list(r) for r in self.research],
            "current": self.current, "turn": self.turn, "phase": self.phase,
            "tasks": [t.to_dict() for t in self.tasks], "bought": self.bought,
            "taken_back": list(self.taken_back),
            "ended": self.ended, "over": self.over, "seed": self.seed,
        }

    @classmethod
    def from_snapshot(cls, d: dict, source: str = "<snapshot>") -> "State":
        """A state from :meth:`snapshot`'s data, every field checked: known ids,
        seats, rows, phases and decision kinds in range, no negative count.

        Anything wrong is a ``DataError`` naming ``source`` and the field.
        Whether the position could begin a game is :meth:`check_start`'s question.
        """
        r = Record(source, "", d).only(SNAPSHOT_FIELDS + ("reacted",))     # reacted: the older layout
        deck = get_deck(r.text("deck"), source)
        mode = r.text("mode", choices=MODES)
        options = Options.parse(r.data.get("options"), source)
        players = r.data.get("players")
        if not isinstance(players, list) or len(players) not in PLAYERS:
            raise r.error("players", f"must be a list of {PLAYERS[0]}-{PLAYERS[-1]} players")
        n = len(players)
        cards, wonders = deck.cards, deck.wonders
        rows = _whole_list(r, "rows", minimum=1)
        if len(rows) != len(ERAS) or any(lo - up != 1 for lo, up in zip(rows, rows[1:])):
            raise r.error("rows", f"{rows}: five rows, each one card shorter than the one below (L279-282)")
        pyramid = _id_list(r, "pyramid", cards, none=True)
        if len(pyramid) != sum(rows):
            raise r.error("pyramid", f"has {len(pyramid)} positions; rows {rows} have {sum(rows)}")
        slots = _id_list(r, "wonder_slots", wonders, none=True)
        glory = r.data.get("glory")
        if len(slots) != len(ERAS):
            raise r.error("wonder_slots", "needs one entry per era (5)")
        if not isinstance(glory, list) or len(glory) != len(ERAS):
            raise r.error("glory", "needs one list of markers per era (5)")
        for i, row in enumerate(glory):
            if (not isinstance(row, list) or len(row) != n
                    or not all(_whole(v) and 0 <= v <= 5 for v in row)):
                raise r.error(f"glory[{i}]", f"must be {n} counts of markers from 0 to 5, not {row!r}")
        research = r.data.get("research", [[]] * len(ERAS))
        if not isinstance(research, list) or len(research) != len(ERAS):
            raise r.error("research", "needs one stack per era (5)")
        for i, stack in enumerate(research):
            _ids(r, f"research[{i}]", stack, cards)
        current = r.whole("current", minimum=0, maximum=n - 1)
        seats = tuple(_player(Record(source, f"player {i + 1}", p), i, cards, wonders) for i, p in enumerate(players))
        reacted = _id_list(r, "reacted", cards) if "reacted" in r.data else ()
        tasks = decisions.read_steps(r.data.get("tasks"), deck, n, reacted, tuple(p.techs for p in seats), source)
        return cls(
            deck_key=deck_id(deck), mode=mode, options=options, players=seats,
            rows=tuple(rows), pyramid=tuple(pyramid), wonder_slots=tuple(slots),
            glory=tuple(tuple(g) for g in glory), research=tuple(tuple(x) for x in research),
            current=current, turn=r.whole("turn", minimum=1), phase=r.text("phase", choices=tuple(decisions.PHASES) + ("over",)),
            tasks=tasks, bought=r.flag("bought"), taken_back=tuple(_id_list(r, "taken_back", cards)),
            ended=r.text("ended", "", empty=True),
            over=r.flag("over"), seed=r.whole("seed", 0))

    def check_start(self, source: str) -> None:
        """A custom start is held to a scenario start's rules (see :func:`check_start`)."""
        check_start(self, source)

    def __eq__(self, other) -> bool:
        return isinstance(other, State) and self.snapshot() == other.snapshot()

    __hash__ = None

    def _over_error(self):
        raise IllegalAction(rb.GAME_OVER, f"the game is over: {self.ended}")


# -- custom starts -----------------------------------------------------------------------


def check_start(s: State, source) -> None:
    """Whether ``s`` could begin a game: the rules every custom start keeps, a
    scenario's ``[start]`` and a saved custom start alike.

    Every card in at most one place (cards not placed stay in the box) and every
    wonder too; each player's five glory markers in supply or on wonders; the
    pyramid's rows those ``new_game`` lays for this player count and set. Field
    types, known ids, seats and counts are checked when the state is read
    (:meth:`State.from_snapshot`, :func:`~rulekit.gunsteel.scenarios.build`).
    """
    seen: dict[str, str] = {}
    places = [("pyramid", c) for c in s.pyramid if c] + [
        ("a research stack", c) for stack in s.research for c in stack] + [
        (f"P{p.seat + 1} {z}", c) for p in s.players for z in ("hand", "resources", "techs") for c in getattr(p, z)]
    places += [("beside the pyramid", w) for w in s.wonder_slots if w] + [
        (f"P{p.seat + 1} wonders", w) for p in s.players for w in p.wonders]
    for where, cid in places:
        if cid in seen:
            raise DataError(source, "start", f"{cid} is in two places: {seen[cid]} and {where}")
        seen[cid] = where
    for p in s.players:
        placed = sum(row[p.seat] for row in s.glory)
        if p.glory + placed != 5:
            raise DataError(source, f"start: P{p.seat + 1} glory",
                            f"{p.glory} in supply + {placed} on wonders; a player has 5 glory markers (L692)")
    # a worked example's own cards never join the shuffled rows (see build): its
    # pyramid is laid from the deck it extends, the teaching deck
    laid_from = "teaching" if s.deck.name.startswith("scenario:") else s.deck_key
    rows = new_game(len(s.players), s.mode, s.seed, s.options, laid_from).rows
    if s.rows != rows:
        raise DataError(source, "start: rows", f"{list(s.rows)}, but a {len(s.players)}-player {s.mode} game "
                                               f"has rows {list(rows)}")



# -- reading snapshots ------------------------------------------------------------------

SNAPSHOT_FIELDS = ("deck", "mode", "options", "players", "rows", "pyramid", "wonder_slots", "glory",
                   "research", "current", "turn", "phase", "tasks", "bought", "taken_back", "ended", "over", "seed")
PLAYER_FIELDS = ("seat", "colour", "hand", "resources", "techs", "wonders", "temp", "track", "glory")


def _whole(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _whole_list(r: Record, name: str, minimum: int = 0) -> list:
    value = r.data.get(name)
    if not isinstance(value, list) or not all(_whole(v) and v >= minimum for v in value):
        raise r.error(name, f"must be a list of whole numbers ≥ {minimum}, not {value!r}")
    return value


def _ids(r: Record, name: str, value, known, none: bool = False) -> list:
    if not isinstance(value, list):
        raise r.error(name, f"must be a list of ids, not {value!r}")
    for v in value:
        if v is None and none:
            continue
        if not isinstance(v, str) or v not in known:
            raise r.error(name, f"unknown id {v!r}" + (suggest(v, known) if isinstance(v, str) else ""))
    return value


def _id_list(r: Record, name: str, known, none: bool = False) -> list:
    if name not in r.data:
        raise r.error(name, "missing")
    return _ids(r, name, r.data[name], known, none)


def _player(r: Record, seat: int, cards, wonders) -> Player:
    r.only(PLAYER_FIELDS)
    if r.whole("seat") != seat:
        raise r.error("seat", f"must be {seat}, the player's place in the list")
    temp = r.table("temp")
    for res, n in temp.items():
        if res not in RESOURCES or not _whole(n) or n < 0:
            raise r.error(f"temp.{res}", f"must be a resource with a count ≥ 0, not {n!r}"
                          + ("" if res in RESOURCES else suggest(res, RESOURCES)))
    return Player(seat, r.text("colour", choices=COLOURS[seat:seat + 1]),
                  *(tuple(sorted(_id_list(r, z, cards))) for z in ("hand", "resources", "techs")),
                  tuple(sorted(_id_list(r, "wonders", wonders))), Bag(temp),
                  r.whole("track", minimum=0), r.whole("glory", minimum=0, maximum=5))


# -- setting up -------------------------------------------------------------------------


@cites(rb.SETUP_PYRAMID, rb.SETUP_WONDERS, rb.SETUP_FIRST_RESOURCE, rb.COMBINED_SETUP, rb.COMBINED_WONDERS)
def new_game(players: int = 3, card_set: str = "new-world", seed: int = 0,
             options: Options | dict | None = None, deck: Deck | str = "teaching") -> State:
    """Set up a game (§5; combined game §9).

    ``card_set`` is ``"new-world"``, ``"renaissance"`` or ``"combined"``. The
    start player is seat 0 (P1); seats follow clockwise. ``seed`` (a whole
    number) drives every shuffle, so the same seed gives the same game.
    ``deck`` is a :class:`Deck`, the content id :func:`register_deck` gave one,
    or ``"teaching"``. The state remembers these arguments (``setup_params()``),
    so a save rebuilds this start instead of storing it.
    """
    if setup_whole("players", players) not in PLAYERS:
        raise IllegalAction(rb.PLAYER_COUNT, f"Guns & Steel is for 2-4 players, not {players!r}")
    if card_set not in MODES:
        raise IllegalAction(rb.SETUP_PYRAMID, f"card_set is one of {', '.join(MODES)}, not {card_set!r}")
    setup_seed(seed)
    if not isinstance(options, Options):
        options = Options.parse(options)
    if isinstance(deck, Deck):
        key = register_deck(deck)
    else:
        key = deck_id(get_deck(deck, "new_game"))
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
    state = State(
        deck_key=key, mode=card_set, options=options, players=tuple(hands), rows=rows,
        pyramid=tuple(pyramid), wonder_slots=tuple(slots),
        glory=tuple((0,) * players for _ in ERAS), research=tuple(research),
        seed=seed)
    params = {"players": players, "card_set": card_set, "seed": seed, "options": options.changed(), "deck": key}
    return decisions.first_resources(state)._settle()._set_up(params)


Game = State
__all__ = ["Game", "MODES", "PHASES", "PLAYERS", "State", "deck_id", "get_deck", "new_game", "register_deck"]
