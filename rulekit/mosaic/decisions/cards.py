"""A card played, and the decisions it opens: its choices in the card's order, extra Actions,
the Republic's look, the choice of paying with Money, and the Scoring after an extra Action.

:func:`play` runs a card's immediate steps (:func:`rulekit.mosaic.effects.table`): those
that need no choice at once, the others become decisions (:mod:`.choices`) pushed in the
card's order. An extra Action, the Action after the Republic's look and the Action paid
partly with Money are taken through the state's own judge (``s.act``, ``s.action_options``,
``s.free_action``, ``s.free_options``), which :mod:`.judge` gives the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from rulekit.core.rule import cites
from rulekit.mosaic import effects, rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.actions import DECKS, Action, Done, Money, Peek
from rulekit.mosaic.cards import data
from rulekit.mosaic.decisions.base import CardStep, Step
from rulekit.mosaic.decisions.choices import (BoostProduction, CapitalClear, FinalScoring, FreeCity, FreeFarm,
                                              LibraryPillar, LoyaltyRegion, PickResource, ShiftProduction, TakeToken,
                                              scoring_steps)
from rulekit.mosaic.decisions.military import DeployUnits, EliminateUnits
from rulekit.mosaic.effects import measure, table

#: The choice each kind of card step asks for (the others need none, or are counted).
_CHOICES = {"city": FreeCity, "farm": FreeFarm, "boost": BoostProduction, "loyalty": LoyaltyRegion,
            "library": LibraryPillar}


@cites(rb.PLAY_TECHNOLOGY, rb.CARD_EFFECTS)
def play(s, seat: int, card: str):
    """A card's immediate effect, its steps in order; choices become decisions, in order.

    ``s`` already has the card face up in front of the player (L879-880).
    """
    pending = []
    for st in table()[card].now:
        s, choice = _card_step(s, seat, card, st)
        if choice is not None:
            pending.append(choice)
    return s._push(*pending) if pending else s


def _card_step(s, seat, card, st):
    kind = st[0]
    if kind == "units":
        count = measure(s, seat, "symbol", card) if st[2] == "symbol" else st[2]
        return s, (DeployUnits(seat, card=card, count=count) if count else None)
    if kind == "eliminate":
        return s, EliminateUnits(seat, card=card, count=st[1])
    if kind == "token":
        return s, TakeToken(seat, card=card, count=st[2])
    if kind == "tokens_per":
        n = effects.capped(measure(s, seat, st[1], card), st[2])
        return s, (TakeToken(seat, card=card, count=n) if n else None)
    if kind == "pick":
        units = len(s.players[seat].units) if card == "T38" else 1
        return s, (PickResource(seat, card=card, count=units) if units else None)
    if kind == "shift":
        return s, ShiftProduction(seat)
    if kind == "extra":
        return s, ExtraAction(seat, card=card)
    if kind in _CHOICES:
        return s, _CHOICES[kind](seat, card=card)
    return effects.immediate(s, seat, card, st), None


@cites(rb.GOLDEN_AGE_BENEFITS)
def claim(s, seat: int, tile: str):
    """A Golden Age tile's benefit, taken when it is claimed (Appendix 2)."""
    return play(s, seat, tile)


def wonder_built(s, seat: int, wonder: str):
    """After the Wonder action: the Great Library asks for its pillar."""
    return play(s, seat, wonder) if wonder in table() else s


@cites(rb.BUILD, rb.BUILD_CARD_BENEFITS)
def build_card(s, seat: int, copy: str, after: tuple = (), **fields):
    """A Build card taken: in front of the player, with its benefits (L673-675, Appendix 5):
    Production, a gain (printed or teaching, :func:`rulekit.mosaic.effects.build_gain`), Population
    (Populous City); the Capital clears an Offer of its owner's choice. ``after`` (the piece's
    placement, then the Offer's refill) is pushed beneath the Capital's choice: the benefits come
    first, then the new card is drawn (L673-678). The Fortified City's unit comes when its City is
    placed. ``fields``: other fields of the state changed in the same copy (the Offer the card
    left, its slot not yet refilled)."""
    card = data().build[copy.split("-")[0]]
    p = s.players[seat]
    p = p.produce(dict(card.production), builds=p.builds + (copy,), population=p.population + card.population)
    resource, n = effects.build_gain(card)
    first = (CapitalClear(seat, card=copy),) if card.kind == "capital" else ()
    if first or after:
        fields["tasks"] = first + after + s.tasks
    return s.with_player(seat, p.gain({resource: n}) if n else p, **fields)


# -- after the turn's Action ----------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class FreeActions(Step):
    """The free actions after the turn's Action (play a Technology, claim a tile, clear an Offer)."""

    kind = "free"
    rule = rb.PLAY_TECHNOLOGY
    prompt = "{who}: free actions, then done"

    def options(self, s):
        return s.free_options(self.player)

    @cites(rb.ROUNDS)
    def refusal(self, s, a):
        if s.is_action(a) or isinstance(a, Peek):
            return rb.ROUNDS, f"one Action a turn: P{self.player + 1} has taken theirs (free actions or done)"
        return s.judge_refusal(self.player, a)

    def resolve(self, s, a):
        if isinstance(a, Done):
            return s
        return s.free_action(self.player, a, again=self)

    def stays(self, s, a):
        """A free action taken with this decision left on top (:func:`~.free.free_kept`); done takes it off,
        and with the end of the turn under it (automatic: the stack would run it next) the two are taken off
        in one copy of the state and the turn ended at once, as core's ``Step.stays`` allows."""
        if not isinstance(a, Done):
            return s.free_kept(self.player, a)
        tasks = s.tasks
        if len(tasks) > 1 and type(tasks[1]) is EndTurn:
            return tasks[1].run(s._with_field("tasks", tasks[2:]))
        return None


@dataclass(frozen=True, slots=True)
class EndTurn(Step):
    kind = "end"
    rule = rb.ROUNDS
    prompt = "end of the turn"
    automatic = True

    def run(self, s):
        return s.end_turn()


# -- extra Actions (Bureaucracy, Mathematics, the Scribe) -------------------------------------------

@dataclass(frozen=True, slots=True)
class ExtraAction(CardStep):
    """An extra Action (``card``: the card that gives it, or ``scribe``), free actions before it."""

    kind = "extra"
    rule = rb.EXTRA_ACTION
    prompt = "{who}: take your extra Action ({step.card_name})"

    @cites(rb.EXTRA_ACTION, rb.SCRIBE, rb.REPUBLIC)
    def options(self, s):
        """An extra Action (Bureaucracy's is a Work action, L1596), free actions before it, and the
        Republic's look before it unless AMB-X15's option keeps the look for the turn's own Action."""
        actions = [a for a in s.action_options(self.player) if self._kind_refusal(a) is None]
        if self.card != "T2" and s.options.republic_look == "every-action":
            actions = republic_options(s, self.player) + actions
        return s.free_options(self.player, done=False) + actions

    @cites(rb.EXTRA_ACTION)
    def _kind_refusal(self, a):
        """Bureaucracy's extra Action is a Work action (L1596); any other card's, any Action."""
        if self.card == "T2" and a.verb != "work":
            return rb.EXTRA_ACTION, "Bureaucracy's extra Action is a Work action (L1596)"
        return None

    def refusal(self, s, a):
        return (s.is_action(a) and self._kind_refusal(a)) or s.judge_refusal(self.player, a)

    def resolve(self, s, a):
        """The extra Action, then the Empire Scoring a card it revealed asks for (L1134-1136)."""
        if isinstance(a, Peek):
            return peek(s, self.player, a.deck, extra=True)
        if s.is_action(a):
            return s.act(self.player, a, then=(AfterAction(self.player),))
        return s.free_action(self.player, a, again=self)

    def stays(self, s, a):
        """What :meth:`resolve` gives, with this step still on top of ``s``'s stack (as
        :meth:`~rulekit.mosaic.decisions.flow.TakeTurn.stays`)."""
        if isinstance(a, Peek):
            return None
        if s.is_action(a):
            return s.act(self.player, a, then=(AfterAction(self.player),), replaces=1)
        return s.free_kept(self.player, a)


@dataclass(frozen=True, slots=True)
class AfterAction(Step):
    kind = "after-action"
    rule = rb.SCORING_TRIGGER
    prompt = "an Empire Scoring the extra Action revealed"
    automatic = True

    @cites(rb.SCORING_TRIGGER, rb.MAX_SCORINGS, rb.EXTRA_ACTION, rb.SCRIBE)
    def run(self, s):
        """After an extra Action (Bureaucracy, Mathematics, the Scribe's first turn and his final two): a
        Scoring card it revealed is scored once THAT Action is finished (L1134-1136), not at the end of the
        turn, and only once (the card is marked seen, so the end of the turn does not score it again);
        never more than three Scorings (L1208-1210), and after the end trigger only as AMB-35's option
        says; the General and the Diplomats first, in AMB-33's order."""
        if s.revealed <= s.seen:
            return s
        if not rules.scoring_allowed(s.scorings, s.ending is not None, s.options):
            return s._with(seen=s.revealed)
        s = s._with(seen=s.seen + 1)                     # each revealed card is one Scoring; then the next one
        return s._push(*scoring_steps(s, self.player), AfterAction(self.player))


@cites(rb.SCRIBE)
def turn_extras(s):
    """``s`` (a turn just begun) with the Scribe's extra Action of his first turn on top, and his two
    final ones in his last turn with AMB-36's 'in-last-turn' reading; each granted once."""
    p = s.players[s.current]
    if p.leader != "scribe" or s.phase != "play":
        return s
    if s.round == 1 and "scribe-first" not in p.used:
        mark, n = "scribe-first", 1
    elif (s.options.scribe_final_actions == "in-last-turn" and s.ending is not None and p.seat not in s.ending
          and "scribe-end" not in p.used):
        mark, n = "scribe-end", 2
    else:
        return s
    s = s.with_player(p.seat, p._with(used=p.used + (mark,)))
    return s._push(*(ExtraAction(p.seat, card="scribe") for _ in range(n)))


@cites(rb.SCRIBE, rb.FINAL_SCORING)
def before_final(s):
    """The Scribe's two extra Actions after the last Round (AMB-36's default), then the final scoring."""
    if s.options.scribe_final_actions == "after-last-round":
        for p in s.players:
            if p.leader == "scribe" and "scribe-end" not in p.used:
                s = s.with_player(p.seat, p._with(used=p.used + ("scribe-end",)))
                extra = ExtraAction(p.seat, card="scribe")       # each scores what it reveals (AfterAction)
                return s._push(extra, extra, FinalScoring(p.seat))
    return s.final_scoring()


# -- Republic: the Action after a look at a deck's top card ------------------------------------------------

_TAKES = {"technology": "tech", "build": "build", "population": "population", "tax-trade": "taxtrade"}


def _card_of(a) -> str:
    return getattr(a, "tech", None) or getattr(a, "card", "")


@dataclass(frozen=True, slots=True)
class RepublicAction(CardStep):
    """The Action after the Republic's look at the top card of the deck ``card``; ``extra`` when
    that Action is an extra one (AMB-X15)."""

    extra: bool = False

    kind = "republic"
    rule = rb.REPUBLIC

    def sentence(self, s):
        return (f"P{self.player + 1} (Republic): the top card of the {self.card} deck is "
                f"{self.with_top(s)[1] or 'not one you can take'}; take it, or another card from that Offer")

    def with_top(self, s):
        """The state as if the looked-at card lay in its Offer (a Scoring card is never taken)."""
        i = DECKS.index(self.card)
        top = s.decks[i][0] if s.decks[i] else ""
        if not top or top.startswith("ES-"):
            return s, ""
        decks, offers = list(s.decks), list(s.offers)
        decks[i], offers[i] = s.decks[i][1:], s.offers[i] + (top,)
        return s._with(decks=tuple(decks), offers=tuple(offers)), top

    @cites(rb.REPUBLIC)
    def options(self, s):
        """'You may choose the card you looked at, or put it back on top and choose another card from that
        Offer' (L1126-1127): that deck's Actions with the top card or an Offer card (AMB-X13's default), or
        any Action besides the top card's ('free')."""
        return sorted(set(self._taking_top(*self.with_top(s)) + self._others(s, s.action_options(self.player))),
                      key=str)

    def _taking_top(self, s2, top: str) -> list:
        """The Actions that take the looked-at card ``top`` (``s2``: the state with it in its Offer)."""
        if not top:
            return []
        verb = _TAKES[self.card]
        return [a for a in s2.action_options(self.player) if a.verb == verb and _card_of(a) == top]

    def _others(self, s, actions: list) -> list:
        """Of ``actions`` (the Actions open in ``s``), those :meth:`_bound_refusal` lets follow the look."""
        return [a for a in actions if self._bound_refusal(s, a) is None]

    def follows(self, s, actions: list) -> bool:
        """Whether :meth:`options` offers an Action after this look (``actions``: ``s.action_options`` of
        the player, asked once for every deck looked at): its Actions besides the top card first."""
        return bool(self._others(s, actions)) or bool(self._taking_top(*self.with_top(s)))

    @cites(rb.REPUBLIC)
    def _bound_refusal(self, s, a):
        """Under AMB-X13's 'binds' reading the Action after the look takes a card from that Offer."""
        verb = _TAKES[self.card]
        if s.options.republic_peek == "binds" and (a.verb != verb or _card_of(a).startswith("-")):
            other = f"a {a.verb} action" if a.verb != verb else "the fallback without a card"
            return rb.REPUBLIC, (f"after a look at the {self.card} deck the Action takes from that Offer "
                                 f"(AMB-X13's 'binds' reading), not {other}")
        return None

    def refusal(self, s, a):
        return (s.is_action(a) and self._bound_refusal(s, a)) or s.judge_refusal(self.player, a)

    def resolve(self, s, a):
        s2, top = self.with_top(s)
        s = s2 if top and a.verb == _TAKES[self.card] and _card_of(a) == top else s
        then = (AfterAction(self.player),) if self.extra else (FreeActions(self.player),
                                                                              EndTurn(self.player))
        return s.act(self.player, a, then=then)


@cites(rb.REPUBLIC)
def republic_options(s, seat: int, actions: list | None = None) -> list:
    """Republic: before the Action, a look at the top card of any deck that has one (L1125-1127), where
    an Action would follow it (a look never costs the player their Action). ``actions``: the player's
    Actions open now (``s.action_options``), when the caller has them."""
    if republic_refusal(s, seat) is not None:
        return []
    if actions is None:                   # the same for every deck's look
        actions = s.action_options(seat) if any(s.decks) else []
    return [Peek.of(d) for i, d in enumerate(DECKS) if s.decks[i] and RepublicAction(seat, card=d).follows(s, actions)]


@cites(rb.REPUBLIC)
def republic_refusal(s, seat: int):
    """Why ``seat`` may not look at a deck's top card before the Action: no Republic, or ``None``."""
    if s.players[seat].government != "republic":
        return rb.ROUNDS, "a look at a deck's top card before the Action is the Republic's; you have no Republic"
    return None


def peek(s, seat: int, deck: str, extra: bool = False):
    """The look taken: the Action that follows is a :class:`RepublicAction`; ``extra`` when that
    Action is an extra one (AMB-X15)."""
    return s._push(RepublicAction(seat, card=deck, extra=extra))


# -- paying an Action: Money for a Resource you hold (AMB-X6) ---------------------------------------------------------

@lru_cache(maxsize=512)
def _paid_action(text: str):
    """The Action a 'pay' decision is about, read once from its notation (a value: one per text)."""
    return Action.parse(text)


@dataclass(frozen=True, slots=True)
class PayWithMoney(CardStep):
    """How much of an Action's cost (``card``: the Action's notation) is paid with Money;
    ``chosen``: the amounts chosen so far, ``"RESOURCE:n"``."""

    chosen: tuple = ()

    kind = "pay"
    rule = rb.MONEY_FOR_RESOURCES

    def sentence(self, s):
        return f"P{self.player + 1}: how much of the cost of '{self.card}' do you pay with Money (2 each)?"

    def amounts(self) -> dict:
        """The amounts chosen so far, by Resource."""
        return {x.split(":")[0]: int(x.split(":")[1]) for x in self.chosen}

    @cites(rb.MONEY_FOR_RESOURCES)
    def options(self, s):
        """How much of the next Resource the player pays with Money (2 each): 'Money may replace any
        standard Resource when paying for Actions' (L342-343, L988-991), not only a missing one (AMB-X6)."""
        a = _paid_action(self.card)
        resource, amounts = effects.money_range(s, self.player, s.action_cost(self.player, a), self.amounts())
        return [Money.of(resource, str(n)) for n in amounts]

    def refusal(self, s, a):
        if isinstance(a, Money):
            resource, amounts = effects.money_range(s, self.player, s.action_cost(self.player, _paid_action(self.card)),
                                                    self.amounts())
            if a.resource != resource:
                return rb.MONEY_FOR_RESOURCES, f"the Money for {resource} is chosen now, not for {a.resource}"
            return rb.MONEY_FOR_RESOURCES, (f"between {amounts[0]} and {amounts[-1]} {resource}: at least what you "
                                            f"lack, at most what your Money covers")
        return None

    def resolve(self, s, a):
        return self._chosen(s, a, 0)

    def stays(self, s, a):
        """:meth:`resolve` with this step still on top of ``s``'s stack: the next choice takes its place,
        or the Money exchanged takes it off, in the same copy."""
        return self._chosen(s, a, 1)

    def _chosen(self, s, a, replaces: int):
        """The amount ``a`` chosen, this step being the top ``replaces`` steps of ``s``'s stack (0: taken off)."""
        chosen = {**self.amounts(), a.resource: int(a.amount)}
        action = _paid_action(self.card)
        cost = s.action_cost(self.player, action)
        rest = s.tasks[replaces:]
        if effects.money_range(s, self.player, cost, chosen)[1]:
            return s._with_field("tasks", (PayWithMoney(self.player, card=self.card,
                                                        chosen=tuple(f"{r}:{n}" for r, n in chosen.items())),) + rest)
        short = {r: max(0, n - s.players[self.player].res(r)) for r, n in cost.items() if r not in chosen}
        s = effects.prepay(s, self.player, {**short, **chosen}, **({"tasks": rest} if replaces else {}))
        return s.act(self.player, action, paid=True)


__all__ = ["AfterAction", "EndTurn", "ExtraAction", "FreeActions", "PayWithMoney", "RepublicAction", "before_final", "build_card", "claim",
           "peek", "play", "republic_options", "republic_refusal", "turn_extras", "wonder_built"]
