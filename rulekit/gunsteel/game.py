"""Guns & Steel (Jesse Li), from the Polish rulebook *Historia Ludzkości*.

Two to four players build civilizations from cards with two sides: a resource
side (*strona zasobu*) and a technology side (*strona technologii*). Each turn
has four phases (§7): play a resource, play a technology, buy one card from the
technology pyramid, end the turn. The New World (*Nowy Świat*) and Renaissance
(*Renesans*) sets differ in how wonders are won; the combined game adds
Research Project stacks (§9).

This module is the state machine. The rules it applies are pure functions in
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
from dataclasses import dataclass, replace
from functools import cached_property

from rulekit.core.errors import DataError, IllegalAction
from rulekit.core.resources import Bag
from rulekit.core.state import GameState
from rulekit.gunsteel import rulebook as rb
from rulekit.gunsteel import rules
from rulekit.gunsteel.actions import (Action, Buy, Cede, Claim, Deploy, Glory, Lose, Pass, PlayResource,
                                      PlayTech, React, Renew, Retrieve, Strike, Tribute, Use)
from rulekit.gunsteel.cards import COLOURS, ERAS, Deck, teaching_deck
from rulekit.gunsteel.options import Options
from rulekit.gunsteel.payment import Plan, exhaust_options, pay_check, plans, settle, unit_of, units_of
from rulekit.gunsteel.state import Player, Task, drop, sort_add

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
DECISIONS = ("first", "resource", "technology", "use", "renew", "tribute", "lose", "cede", "deploy",
             "strike", "react", "buy", "claim", "retrieve", "glory")

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
class State(GameState):
    """A Guns & Steel position. Immutable: ``apply`` returns a new one."""

    game = "gunsteel"
    action_type = Action

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

    @property
    def to_move(self) -> int:
        """The seat whose decision the game waits for."""
        return self.tasks[0].player if self.tasks else self.current

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

    @cached_property
    def deck(self) -> Deck:
        return get_deck(self.deck_key)

    @cached_property
    def layout(self) -> rules.Layout:
        return rules.layout(self.rows)

    @cached_property
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

    # == the GameState hooks ==========================================================

    def _legal(self) -> list[Action]:
        return list(self._pending) if self.tasks else []

    @cached_property
    def _pending(self) -> list[Action]:
        """The options of the decision on top of the stack, sorted, computed once per state."""
        return sorted(self._options_for(self.tasks[0]), key=str)

    def _check(self, action: Action) -> None:
        if not self.tasks:  # pragma: no cover - a live state always waits on a task
            raise IllegalAction(rb.TURN_ORDER, "nothing to decide")
        task = self.tasks[0]
        if action in self._pending:
            return
        if isinstance(action, Buy) and task.kind == "buy" and action.plan is not None:
            self._check_explicit_buy(action)
            return
        if isinstance(action, Use) and task.kind == "use" and action.plan is not None:
            self._check_explicit_use(task, action)
            return
        raise self._explain(task, action)

    def _next(self, action: Action) -> "State":
        s = self._do(self.tasks[0], action)
        return s._settle()

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

    # == decisions: what may be chosen =================================================

    def _options_for(self, task: Task) -> list[Action]:
        p = self.players[task.player]
        k = task.kind
        if k in ("first", "resource"):
            return [PlayResource(c) for c in p.hand]
        if k == "technology":
            return [PlayTech(c) for c in p.hand]
        if k == "use":
            card = self.card(task.card)
            table = {c: self.card(c).resource for c in p.resources}
            return [Use(task.card, plan if plan.exhaust else None)
                    for plan in exhaust_options(table, card.use_cost, self.options)] + [Pass()]
        if k == "renew":
            want = task.data[0]
            return [Renew(c) for c in p.techs if want == "any" or self.card(c).resource == want]
        if k == "tribute":
            return [Tribute(q.seat) for q in self.players if q.seat != task.player and q.resources]
        if k == "lose":
            return [Lose(c) for c in p.resources]
        if k == "cede":
            return [Cede(w) for w in p.wonders]
        if k == "deploy":
            return [Deploy(c) for c in p.hand if self.card(c).tech == "military"] + [Pass()]
        if k == "strike":
            return [Strike(c) for c in task.data]
        if k == "react":
            hand = [React(c) for c in p.hand if self.card(c).reaction]
            flip = [React(c) for c in p.resources if self.card(c).tech in ("tactical", "military")]
            return hand + flip + [Pass()]
        if k == "buy":
            units = self.units_available(task.player)
            buys = [Buy(t) for t in self.buy_targets() if self.can_afford(task.player, t, units)]
            return buys + [Pass()]
        if k == "claim":
            more = [Pass()] if self.options.may_decline_wonder else []
            return [Claim(w) for w in self.eligible_wonders(task.player)] + more
        if k == "retrieve":
            return [Retrieve(c) for c in p.resources] + [Pass()] if p.resources else []
        if k == "glory":
            return self._glory_options(task.player)
        raise AssertionError(f"unknown task {k}")  # pragma: no cover

    def _glory_options(self, seat: int) -> list[Action]:
        more = [Pass()] if self.options.may_decline_wonder else []
        p = self.players[seat]
        eligible = self.eligible_wonders(seat)
        if p.glory:
            return [Glory(w) for w in eligible] + more
        placed = [w for w, g in zip(self.wonder_slots, self.glory) if w is not None and g[seat]]
        return [Glory(w, f) for w in eligible for f in placed if f != w] + more

    # == decisions: why not ==============================================================

    def _explain(self, task: Task, action: Action) -> IllegalAction:
        """The rule an action breaks, for an action not among the options."""
        who = f"P{task.player + 1}"
        expected = {
            "first": (rb.SETUP_FIRST_RESOURCE, f"{who} lays one starting card from hand as a resource"),
            "resource": (rb.RESOURCE_PHASE, f"{who} must play one card from hand as a resource"),
            "technology": (rb.TECH_PHASE, f"{who} must play one card from hand as a technology"),
            "use": (rb.TECH_PHASE, f"{who} may activate {task.card} (paying its cost) or pass"),
            "renew": (rb.RENEW, f"{who} renews one of their technology-side cards showing "
                                f"{task.data[0] if task.data else 'a resource'}"),
            "tribute": (rb.TARGETING, f"{who} names one opponent with a resource on the table"),
            "lose": (rb.EXHAUST, f"{who} must exhaust one of their resource cards"),
            "cede": (rb.GIVE_WONDER, f"{who} must hand one of their wonders to the attacker"),
            "deploy": (rb.TACTICAL, f"{who} may play Military cards from hand, or pass"),
            "strike": (rb.TACTICAL_BOTH, f"{who} must activate one of: {', '.join(map(str, task.data))}"),
            "react": (rb.DEFENCE, f"{who} may play Reaction cards from hand or exhaust resources "
                                  "to flip Tactical/Military cards, or pass"),
            "buy": (rb.BUY_ONE, f"{who} may buy one card from the pyramid, or pass"),
            "claim": (rb.END_NEW_WORLD, f"{who} must take one wonder whose condition they meet"),
            "retrieve": (rb.TAKE_BACK, f"{who} may take resource cards back into hand, or pass"),
            "glory": (rb.GLORY, f"{who} must place a glory marker on a wonder whose condition they meet"),
        }
        rule, reason = expected[task.kind]
        detail = self._detail(task, action)
        if detail:
            rule, reason = detail
        return IllegalAction(rule, reason)

    def _detail(self, task: Task, action: Action):
        """A more precise reason for common mistakes, or ``None``."""
        p = self.players[task.player]
        card = getattr(action, "card", "")
        if isinstance(action, (PlayResource, PlayTech, Deploy)) and card not in p.hand:
            return rb.TWO_SIDES, f"{card} is not in P{task.player + 1}'s hand"
        if isinstance(action, Buy) and task.kind == "buy":
            if self.bought:
                return rb.BUY_ONE, "only one card may be bought per turn"
            if action.target not in self.buy_targets():
                if action.target.startswith("RP-") and self.mode != "combined":
                    return rb.RESEARCH, "Research Projects exist only in the combined game"
                return rb.BUY_ONE, f"{action.target} is not a card in the pyramid"
            base, extra, below = self.purchase(action.target)
            units = self.units_available(task.player)
            why = f"; it is connected to {', '.join(below)}" if below else ""
            return rb.CARD_COST, (f"{action.target} costs {base} + {extra} of any kind{why}; "
                                  f"P{task.player + 1} has {units} ({len(units)} resources)")
        if isinstance(action, Renew) and task.kind != "renew":
            return rb.ONLY_BY_EFFECTS, "cards are flipped only by game effects"
        if isinstance(action, React) and task.kind == "react" and card in p.hand:
            return rb.DEFENCE, f"{card} has no Reaction icon and cannot be played from hand"
        if isinstance(action, React) and task.kind == "react" and card in p.resources:
            return rb.EXHAUST, f"{card} is Civil on its technology side; defenders flip only Tactical or Military cards"
        if isinstance(action, Pass) and task.kind == "strike":
            return rb.TACTICAL_BOTH, "an Attack card played through a Tactical card must be activated"
        if isinstance(action, Pass) and task.kind in ("claim", "glory"):
            return rb.END_NEW_WORLD if task.kind == "claim" else rb.GLORY, (
                "a player who qualifies must take a wonder (AMB-X4; option may_decline_wonder)")
        if isinstance(action, Retrieve) and task.kind != "retrieve":
            return rb.TAKE_BACK, "cards go back to hand only at the end of a turn with 0-1 cards in hand"
        if isinstance(action, Tribute) and task.kind == "tribute":
            return rb.TARGETING, "the one player an effect targets must meet its condition: a resource on the table"
        return None

    def _check_explicit_buy(self, action: Buy) -> None:
        seat = self.current
        if action.target not in self.buy_targets():
            raise IllegalAction(rb.BUY_ONE, f"{action.target} is not a card in the pyramid")
        p = self.players[seat]
        for c in action.plan.exhaust:
            if c not in p.resources:
                raise IllegalAction(rb.PAYING, f"{c} is not resource side up on P{seat + 1}'s table")
        base, extra, _ = self.purchase(action.target)
        units = p.temp
        for c in action.plan.exhaust:
            units = units + unit_of(self.card(c).resource)
        why = pay_check(units, action.plan.trades, base, extra, self.options)
        if why:
            raise IllegalAction(rb.TRADING if "exchange" in why else rb.CARD_COST,
                                f"{action.target} costs {base} + {extra} of any kind: {why}")
        for c in action.plan.exhaust:
            fewer = units.pay(unit_of(self.card(c).resource))
            if settle(fewer, base, extra, self.options) is not None:
                raise IllegalAction(rb.ONLY_BY_EFFECTS, f"{c} is not needed to pay; cards flip only to pay")

    def _check_explicit_use(self, task: Task, action: Use) -> None:
        if action.card != task.card:
            raise IllegalAction(rb.TECH_PHASE, f"only {task.card}, the card just played, can be activated now")
        p = self.players[task.player]
        for c in action.plan.exhaust:
            if c not in p.resources:
                raise IllegalAction(rb.EXHAUST, f"{c} is not resource side up on P{task.player + 1}'s table")
        if action.plan.trades and not self.options.trade_anytime:
            raise IllegalAction(rb.TRADING, "exchanges are made while paying in the Buy Phase (A5)")
        units = Bag()
        for c in action.plan.exhaust:
            units = units + unit_of(self.card(c).resource)
        cost = self.card(task.card).use_cost
        why = pay_check(units, action.plan.trades, cost, 0, self.options)
        if why:
            raise IllegalAction(rb.EXHAUST, f"activating {task.card} costs {cost}: {why}")
        for c in action.plan.exhaust:
            fewer = units.pay(unit_of(self.card(c).resource))
            if pay_check(fewer, action.plan.trades, cost, 0, self.options) is None:
                raise IllegalAction(rb.ONLY_BY_EFFECTS, f"{c} is not needed to pay; cards flip only to pay")

    # == decisions: doing them ===========================================================

    def _do(self, task: Task, action: Action) -> "State":
        s = self._pop()
        seat = task.player
        k = task.kind
        if k in ("first", "resource"):
            s = s._move(seat, action.card, "hand", "resources")
            return s if k == "first" else s._with(phase="resource")
        if k == "technology":
            s = s._move(seat, action.card, "hand", "techs")
            return s._push(Task("use", seat, action.card))
        if k == "use":
            if isinstance(action, Pass):
                return s
            card = s.card(action.card)
            plan = action.plan or Plan(())
            for c in plan.exhaust:       # paying an activation yields nothing (GS-R-56 note)
                s = s._move(seat, c, "resources", "techs")
            return s._activate(seat, card.id)
        if k == "renew":
            s = s._move(seat, action.card, "techs", "resources")
            return s._push(replace(task, count=task.count - 1)) if task.count > 1 else s
        if k == "tribute":
            return s._push(Task("lose", action.seat, task.card, 1, data=("tribute", seat)))
        if k == "lose":
            res = s.card(action.card).resource
            s = s._move(seat, action.card, "resources", "techs")
            left = task.count - (2 if res == "SPACE" else 1)     # GS-R-51
            if task.data and task.data[0] in ("steal", "tribute"):
                s = s._gain(task.data[1], unit_of(res))
            return s._push(replace(task, count=left)) if left > 0 else s
        if k == "cede":
            attacker = task.data[0]
            s = s._set_player(seat, wonders=drop(s.players[seat].wonders, action.wonder))
            return s._set_player(attacker, wonders=sort_add(s.players[attacker].wonders, action.wonder))
        if k == "deploy":
            if isinstance(action, Pass):
                return s._push(Task("strike", seat, task.card, data=task.data)) if task.data else s
            s = s._move(seat, action.card, "hand", "techs")
            deployed = task.data + (action.card,)
            if task.count > 1:
                return s._push(replace(task, count=task.count - 1, data=deployed))
            return s._push(Task("strike", seat, task.card, data=deployed))
        if k == "strike":
            return s._activate(seat, action.card)
        if k == "react":
            if isinstance(action, Pass):
                return s
            if action.card in s.players[seat].hand:
                s = s._move(seat, action.card, "hand", "techs")
                s = s._with(reacted=s.reacted + (action.card,))
            else:
                s = s._move(seat, action.card, "resources", "techs")
            return s._push(task)
        if k == "buy":
            return s if isinstance(action, Pass) else s._buy(seat, action)
        if k == "claim":
            if isinstance(action, Pass):
                return s
            return s._take_wonder(seat, action.wonder)
        if k == "retrieve":
            if isinstance(action, Pass):
                return s
            card = action.card
            s = s._move(seat, card, "resources", "hand")
            s = s._with(taken_back=s.taken_back + (card,))
            return s._push(task)
        if k == "glory":
            return s if isinstance(action, Pass) else s._place_glory(seat, action)
        raise AssertionError(k)  # pragma: no cover

    # == effects =========================================================================

    def _activate(self, seat: int, cid: str) -> "State":
        """Resolve every effect of a card, in order, as far as possible (GS-R-36/37)."""
        card = self.card(cid)
        return self._push(*(Task("effect", seat, cid, effect=e) for e in card.effects))

    def _effect(self, task: Task) -> "State":
        e, seat = task.effect, task.player
        k = e.kind
        if k == "gain":
            return self._gain(seat, Bag({e.resource: e.count}))
        if k == "renew":
            want = self.card(task.card).resource if e.resource == "own" else e.resource
            return self._push(Task("renew", seat, task.card, e.count, data=(want,)))
        if k == "tribute":
            return self._push(Task("tribute", seat, task.card))
        if k == "renew_all":
            order = [(seat + i) % len(self.players) for i in range(len(self.players))]
            return self._push(*(Task("renew", q, task.card, e.count, data=("any",)) for q in order))
        if k == "vp":
            return self._score(seat, e.count)
        if k == "vp_all":
            s = self
            for q in range(len(self.players)):
                s = s._score(q, e.count)
            return s
        if k == "deploy":
            return self._push(Task("deploy", seat, task.card, e.count))
        if k == "rally":
            military = tuple(c for c in self.players[seat].techs if self.card(c).tech == "military")
            return self._push(Task("strike", seat, task.card, data=military)) if military else self
        if k == "attack":
            n = len(self.players)
            defenders = [(seat + i) % n for i in range(1, n)]   # clockwise from the left (GS-R-50)
            return self._push(*(Task("react", d, task.card) for d in defenders),
                              Task("battle", seat, task.card, effect=e))
        raise AssertionError(k)  # pragma: no cover

    def _battle(self, task: Task) -> "State":
        """Compare strengths and apply the attack's consequences (GS-R-50..53)."""
        e, attacker = task.effect, task.player
        n = len(self.players)
        defenders = {(attacker + i) % n: self.strength((attacker + i) % n) for i in range(1, n)}
        losers = rules.attack_losers(self.strength(attacker), defenders)
        s = self
        if self.options.reaction_cards_return and self.reacted:   # A16 alternative
            for q in self.players:
                back = [c for c in s.reacted if c in q.techs]
                if back:
                    s = s._set_player(q.seat, techs=drop(q.techs, *back), hand=sort_add(q.hand, *back))
        s = s._with(reacted=())
        follow: list[Task] = []
        for loser in losers:
            if e.loss in ("exhaust", "steal"):
                follow.append(Task("lose", loser, task.card, e.count,
                                   data=("steal", attacker) if e.loss == "steal" else ("exhaust",)))
            elif e.loss == "vp" and self.renaissance_rules:
                s = s._score(loser, -e.count)              # clamped at 0 (GS-R-54)
            elif e.loss == "wonder":
                owned = s.players[loser].wonders
                if len(owned) == 1:
                    s = s._set_player(loser, wonders=())
                    s = s._set_player(attacker, wonders=sort_add(s.players[attacker].wonders, owned[0]))
                elif owned:
                    follow.append(Task("cede", loser, task.card, data=(attacker,)))
        if e.score and self.renaissance_rules:      # GS-R-53: scores whatever the outcome
            s = s._score(attacker, e.score)
            for d in defenders:
                if d not in losers:
                    s = s._score(d, e.score)
        return s._push(*follow)

    # == buying ===========================================================================

    def _buy(self, seat: int, action: Buy) -> "State":
        plan = action.plan or self.payment_plans(seat, action.target, limit=1)[0]
        s = self
        for c in plan.exhaust:            # paying for a card: flip, never activate (GS-R-56)
            s = s._move(seat, c, "resources", "techs")
        s = s._set_player(seat, temp=Bag())
        target = action.target
        if target.startswith("RP-"):
            i = ERAS.index(rules.LETTER_ERA[target[3:]])
            stacks = list(s.research)
            cid, stacks[i] = stacks[i][0], stacks[i][1:]
            s = s._with(research=tuple(stacks))
        else:
            pos = s.layout.index(target)
            cid = s.pyramid[pos]
            s = s._with(pyramid=s.pyramid[:pos] + (None,) + s.pyramid[pos + 1:])
        side = "techs" if self.options.bought_side == "tech" else "resources"   # A3
        p = s.players[seat]
        s = s._set_player(seat, **{side: sort_add(getattr(p, side), cid)})
        s = s._with(bought=True)
        if s.card(cid).resource == "SPACE" and s._space_gone():
            s = s._trigger("the last Space-era card was bought")
        return s

    def _space_gone(self) -> bool:
        """GS-R-64; in the combined game, A8 decides whether the stack counts."""
        if any(c is not None for c, e in zip(self.pyramid, self.layout.era) if e == "SPACE"):
            return False
        return not (self.options.space_trigger == "all" and self.research[4])

    # == wonders ==========================================================================

    def _take_wonder(self, seat: int, wid: str) -> "State":
        slots = tuple(None if w == wid else w for w in self.wonder_slots)
        s = self._with(wonder_slots=slots)
        s = s._set_player(seat, wonders=sort_add(s.players[seat].wonders, wid))
        if all(w is None for w in slots):
            s = s._trigger("the last wonder was taken from the pyramid")
        return s

    def _place_glory(self, seat: int, action: Glory) -> "State":
        """GS-R-62/63: one marker a turn; moved if none left; complete at the required count."""
        glory = [list(g) for g in self.glory]
        supply = self.players[seat].glory
        if action.move_from:
            glory[self.wonder_slots.index(action.move_from)][seat] -= 1
        else:
            supply -= 1
        i = self.wonder_slots.index(action.wonder)
        glory[i][seat] += 1
        s = self._with(glory=tuple(tuple(g) for g in glory))
        s = s._set_player(seat, glory=supply)
        wonder = self.deck.wonders[action.wonder]
        if glory[i][seat] >= wonder.glory_required:
            for q, n in enumerate(glory[i]):        # all markers return to their owners
                if n:
                    s = s._set_player(q, glory=s.players[q].glory + n)
            glory[i] = [0] * len(self.players)
            s = s._with(glory=tuple(tuple(g) for g in glory))
            s = s._take_wonder(seat, action.wonder)
        return s

    # == the turn ==========================================================================

    def _settle(self) -> "State":
        """Run automatic steps and skip empty decisions until someone must choose."""
        s = self
        while not s.over:
            if not s.tasks:
                s = s._next_phase()
                continue
            task = s.tasks[0]
            if task.kind == "effect":
                s = s._pop()._effect(task)
            elif task.kind == "battle":
                s = s._pop()._battle(task)
            elif task.kind == "takeback":
                s = s._pop()._take_back(task.player)
            elif task.kind == "cleanup":
                s = s._pop()._cleanup()
            elif not s._pending:
                s = s._pop()               # nothing possible: resolved as far as possible
            elif task.kind == "buy" and len(s._pending) == 1:
                s = s._pop()               # nothing affordable: the Buy Phase passes
            else:
                break
        return s

    def _next_phase(self) -> "State":
        seat = self.current
        hand = len(self.players[seat].hand)
        if self.phase == "setup":
            return self._start_turn(0)
        if self.phase == "resource":
            if hand:       # GS-R-36; a player who began with 1 card has none left (GS-R-61)
                return self._with(phase="technology")._push(Task("technology", seat))
            return self._with(phase="buy")._push(Task("buy", seat))
        if self.phase == "technology":
            return self._with(phase="buy")._push(Task("buy", seat))
        if self.phase == "buy":
            return self._with(phase="end")._push(*self._end_tasks())
        if self.phase == "end":
            return self._start_turn((seat + 1) % len(self.players), self.turn + 1)
        raise AssertionError(self.phase)  # pragma: no cover

    def _start_turn(self, seat: int, turn: int = 1) -> "State":
        s = self._with(current=seat, turn=turn, bought=False, taken_back=(), phase="resource")
        if s.players[seat].hand:
            return s._push(Task("resource", seat))
        return s._with(phase="buy")._push(Task("buy", seat))     # GS-R-61: 0 cards

    def _end_tasks(self) -> list[Task]:
        seat = self.current
        short = len(self.players[seat].hand) <= 1
        out: list[Task] = []
        if not self.renaissance_rules:       # New World order (L624-650)
            if short or self.options.new_world_wonder_every_turn:
                out.append(Task("claim", seat))
            if short:
                out += [Task("takeback", seat), Task("retrieve", seat)]
        else:                                # Renaissance order (L674-700)
            if short:
                out += [Task("takeback", seat), Task("retrieve", seat)]
            if short or self.options.renaissance_glory_every_turn:
                out.append(Task("glory", seat))
        return out + [Task("cleanup", seat)]

    def _take_back(self, seat: int) -> "State":
        """All technology-side Civilization cards go back to hand (GS-R-08, GS-R-60 b.II)."""
        p = self.players[seat]
        s = self._set_player(seat, hand=sort_add(p.hand, *p.techs), techs=())
        return s._with(taken_back=s.taken_back + p.techs)

    def _cleanup(self) -> "State":
        """Effect resources are lost; check the end of the game (§7d c/d, §8)."""
        s = self
        for q in range(len(self.players)):
            if s.players[q].temp:
                s = s._set_player(q, temp=Bag())
        if (s.renaissance_rules and s.options.track_trigger == "end-of-turn"
                and any(p.track >= 15 for p in s.players)):
            s = s._trigger("a player has 15 VP on the scoring track")
        if s.ended:
            return s._with(over=True, phase="over")
        return s

    def _trigger(self, why: str) -> "State":
        return self if self.ended else self._with(ended=why)

    def _score(self, seat: int, n: int) -> "State":
        s = self._set_player(seat, track=rules.add_vp(self.players[seat].track, n))
        if s.options.track_trigger == "reached" and s.players[seat].track >= 15:
            s = s._trigger("a player has 15 VP on the scoring track")
        return s

    # == small helpers ======================================================================

    def _with(self, **changes) -> "State":
        """A copy with some fields changed (a faster ``dataclasses.replace``).

        Derived values cached on ``self`` (the pending options, the history
        links) are not carried over.
        """
        new = object.__new__(State)
        d = self.__dict__.copy()
        d.pop("_pending", None)
        d.pop("_parent", None)
        d.pop("_action", None)
        if "deck_key" in changes:
            d.pop("deck", None)
        if "rows" in changes:
            d.pop("layout", None)
        if "pyramid" in changes or "rows" in changes:
            d.pop("_below", None)
        d.update(changes)
        new.__dict__.update(d)
        return new

    def _pop(self) -> "State":
        return self._with(tasks=self.tasks[1:])

    def _push(self, *tasks: Task) -> "State":
        return self._with(tasks=tuple(tasks) + self.tasks)

    def _set_player(self, seat: int, **changes) -> "State":
        players = list(self.players)
        players[seat] = players[seat].but(**changes)
        return self._with(players=tuple(players))

    def _move(self, seat: int, cid: str, src: str, dst: str) -> "State":
        p = self.players[seat]
        return self._set_player(seat, **{src: drop(getattr(p, src), cid), dst: sort_add(getattr(p, dst), cid)})

    def _gain(self, seat: int, units: Bag) -> "State":
        if "SPACE" in units.keys():
            units = Bag(EARTH=2 * units["SPACE"]) + Bag({k: n for k, n in units.items() if k != "SPACE"})
        return self._set_player(seat, temp=self.players[seat].temp + units)

    def _over_error(self):
        raise IllegalAction(rb.GAME_OVER, f"the game is over: {self.ended}")


# -- setting up -------------------------------------------------------------------------


def new_game(players: int = 3, card_set: str = "new-world", seed: int = 0,
             options: Options | dict | None = None, deck: Deck | str = "teaching") -> State:
    """Set up a game (§5; combined game §9).

    ``card_set`` is ``"new-world"``, ``"renaissance"`` or ``"combined"``. The
    start player is seat 0 (P1); seats follow clockwise. ``seed`` drives every
    shuffle, so the same seed gives the same game.
    """
    if players not in PLAYERS:
        raise IllegalAction(rb.rule("1", "GS-R-01", "L4"), f"Guns & Steel is for 2-4 players, not {players}")
    if card_set not in MODES:
        raise IllegalAction(rb.SETUP_PYRAMID, f"card_set is one of {', '.join(MODES)}, not {card_set!r}")
    if not isinstance(options, Options):
        options = Options.parse(options)
    key = deck if isinstance(deck, str) else register_deck(deck)
    d = get_deck(key)
    rng = random.Random(seed)
    rows = rules.pyramid_rows(players, card_set)
    sets = ("new-world", "renaissance") if card_set == "combined" else (card_set,)
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
