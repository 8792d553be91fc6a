"""The turn of the Simple and Advanced games as typed decisions on the core stack, and its phase table.

A turn (PL KI L779-785; HU 1.4): the card row is refilled (from round 2), the player takes
civil and military actions one at a time (:class:`Turn`, asked again after each action until
``end``), then production and maintenance run by themselves (:class:`Production`). From
round 3 an event is revealed before the start player's turn; an event that lets each player
choose asks each of them an :class:`Event` decision before the turn goes on. The kinds:

- ``turn`` (:class:`Turn`): one action, or ``end``; each kind of action is judged in one place
  (:mod:`.hand`, :mod:`.board`), whose verdict lists it, refuses it or applies it (:mod:`.judge`);
- ``event`` (:class:`Event`, ``what``: the event card): a choice an event offers (food or
  resources, a free building); skippable under the events rule when it offers nothing;
- ``pay`` (:class:`~.tokens.Pay`, ``what``, ``amount``): which tokens pay;
- ``gain`` (:class:`~.tokens.Gain`, ``what``, ``amount``): where gained tokens go;
- ``lose`` (:class:`~.tokens.Lose`, ``what``: civil or military): whether a lost action token
  was one already spent;
- ``production`` (:class:`Production`, automatic): production and maintenance;
- ``shortage`` (:class:`Shortage`): farms or mines first when the blue bank runs short (⚠AMB-12).

The context fields keep the names saves have always written for a pending decision (``what``,
``amount``), so the stack stored in an older save reads back as these kinds unchanged.

When the stack is empty the :data:`PHASES` table says what comes next: the next player's
``turn``, a new ``round`` (the event, the refill) after the last seat, or the ``final``
scoring once the last round is over.

The Advanced game (PL chapter 2) sits on the same stack, each part in its own module:

- :mod:`.advanced`: the turn's ``political`` decision before ``turn`` (``pass``, or a political
  action each registered by its module), the military hand cut to its limit
  (``military-discard``, pick-then-done), the ``draw`` after production and the end of an age;
- :mod:`.events` and :mod:`.events_ii`: the military events of Ages I-II, every player they ask
  asked in turn order (``mix``, ``lose-building``, ``lose-blue``, ``agreement``, ``ravage`` …);
- :mod:`.colonies`: a territory's auction (``auction``, an
  :class:`~rulekit.core.steps.ActiveSet` of bidders dropping out), its payment (``colonize``,
  pick-then-done), lost colonies and Christopher Columbus; :mod:`.pacts`: offered, answered,
  broken;
- :mod:`.military` and :mod:`.aggressions`: the tactic action, an aggression as a
  :class:`~rulekit.core.steps.Frame` (the attacker's sacrifices, then the defender's sacrifices
  and Defence cards) and the effect of each aggression card;
- :mod:`.losses`: population lost from the cards, the loser choosing (``lose-worker``);
- :mod:`.upkeep`: the uprising check and corruption in production, and the events that read
  discontented workers.

The Full game's wars (:mod:`.wars`: a ``war`` frame scheduled for the start of its declarer's next turn,
``war-sacrifice`` and ``war-defence`` pick-then-done) and honourable resignation (:mod:`.resign`).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.errors import EngineError
from rulekit.core.rule import cites
from rulekit.core.steps import Phase, phase_table
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Choose, End, Resign
from rulekit.tta.decisions.base import AFTER_ACTION, Step, put, then
from rulekit.tta.decisions.judge import apply_action, check, judge_action, turn_options
from rulekit.tta.decisions.tokens import Gain, Lose, Pay, advised, change_terms, gain, moved
from rulekit.tta.decisions import advanced, bonus_cards, full
from rulekit.tta.rules import (SCIENCE_CAP, building_limit, consumption, culture_rate, famine_loss, info,
                               science_rate, simple_bonus, urban_count)
from rulekit.tta.rules.costs import civil_left, military_left
from rulekit.tta.rules.age3 import railroad_mine
from rulekit.tta.rules.tokens import count_stock, pay_tokens, stock_for

__all__ = ["advanced", "upkeep", "apply_event", "Event", "Gain", "Lose", "PHASES", "Pay", "Production", "Shortage", "Step", "Turn", "advised", "check",
           "judge_action", "produce", "reveal_event", "turn_options"]


# -- the turn ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Turn(Step):
    """The player's action phase: one action at a time, until ``end``. The options are every action
    the judge (:func:`~rulekit.tta.decisions.judge.check`) accepts, so no unlisted action is legal; a
    refused one gets the judge's rule and reason."""

    opening: bool = False           # the Full game: the turn's first decision, where the player may resign

    kind = "turn"
    rule = rb.TURN_PHASES

    def options(self, state) -> list:
        if self.opening:
            return turn_options(state, self.player) + [resign.RESIGN]
        return turn_options(state, self.player)

    def refusal(self, state, a):
        if isinstance(a, Resign):
            return (rb.RESIGNATION, "a civilization resigns only at the start of its turn, in the Full game "
                                    "(PL L2593-2600)")
        return check(state, self.player, a) or (rb.TURN_PHASES, f"{a} is not possible now")

    def resolve(self, state, a):
        if self.opening:
            if isinstance(a, Resign):
                return resign.resign(state, self.player)
            self = Turn(self.player)
        if isinstance(a, End):
            if state.level != "simple":         # the military draw follows production (PL L1614-1615)
                draw = advanced.Draw(self.player, count=advanced.cards_to_draw(state, self.player))
                steps = (Production(self.player), draw)
            else:
                steps = (Production(self.player),)
            if state.scheduled and state.due(AFTER_ACTION):
                return then(state, *steps)
            # nothing left to ask first: the automatic steps run now, as the stack would run them once pushed
            return state.push_settled(steps)
        # the turn goes on under the choices the action left (scheduled before it: asked first)
        return then(apply_action(state, self.player, a), self)

    def stays(self, state, a):
        """What :meth:`resolve` gives for the action ``a``, from ``state`` with this turn still on top of the
        stack (``resolve`` takes it off, applies ``a`` and puts it back), or ``None`` where that is not the
        same: the turn's end (but where production runs at once, :func:`_at_once`) and the Full game's
        opening decision (they put other steps in its place), or an
        action whose effect changed the stack (it would come under the turn) or nothing at all. The state's
        copies that take the turn off and put it back are saved (core's ``Step.stays``)."""
        if self.opening:
            return None
        if a.__class__ is End:
            if _at_once(state, self.player):
                # what the Production (and the Advanced game's Draw) steps :meth:`resolve` pushes do, in the
                # copy of the state that takes the turn off
                draw = advanced.cards_to_draw(state, self.player) if state.level != "simple" else 0
                return _produce_all(state, self.player, "farm", pop=True, draw=draw)
            return None
        s = apply_action(state, self.player, a)
        if s is state or s.tasks is not state.tasks:
            return None
        return then(s)

    def sentence(self, state) -> str:
        return (f"P{self.player + 1}, round {state.round}: take an action "
                f"({civil_left(state, self.player)} civil, {military_left(state, self.player)} military left) or end")


# -- production and maintenance ------------------------------------------------------------------
def _produced(p, techs: list, bank: int, kind: str, withheld: tuple = (), order: list | None = None) -> int:
    """Put one blue token per worker on each farm (mine) of ``techs`` (``p``'s cards in their order) from
    ``bank``, best cards first, while the bank lasts (one fewer on each card of ``withheld``: the alternative
    corruption rule);
    returns what is left in the bank. Civilization ``p``'s cards decide what a mine is (its labs under
    Nikola Tesla, :func:`~rulekit.tta.rules.tokens.stock_for`) and whether its best mine produces one token
    more (the Transcontinental Railroad, :func:`~rulekit.tta.rules.railroad_mine`). ``order``: the cards in the
    order they produce (:func:`_production_order`), where the caller has it already."""
    if order is None:
        order = _production_order(p, techs)
    extra = railroad_mine(p) if kind == "mine" else ""
    for _, k, which in order:
        if which != kind:
            continue
        c, w, b = techs[k]
        n = (w - withheld.count(c) if withheld else w) + (c == extra)
        if n > bank:
            n = bank
        techs[k] = (c, w, b + n)
        bank -= n
    return bank


def _production_order(p, techs: list) -> list:
    """``(-value, index, kind)`` of each farm and mine of ``techs`` with a worker (``p``'s cards, kinds and values
    as ``Player.stock_cards`` gives them), in the order they produce: the best cards first, then in play order."""
    order = [(-v, k, which) for k, which, v in p.stock_cards if techs[k][1]]
    order.sort()
    return order


@cites(rb.FOOD_PRODUCTION, rb.RESOURCE_PRODUCTION, rb.BLUE_BANK_EMPTY)
def produce(p, kind: str):
    """One blue token per worker on each farm (mine) from the bank, best cards first, while the bank
    lasts (PL L615-660, L206-209; ⚠AMB-12)."""
    techs = list(p.techs)
    bank = _produced(p, techs, p.blue, kind)
    return p.with_techs(tuple(techs), "blue", blue=bank)


def _shortage(p) -> bool:
    farms = sum(t[1] for t in p.techs if (stock_for(p, t[0]) or ("",))[0] == "farm")
    mines = sum(t[1] for t in p.techs if (stock_for(p, t[0]) or ("",))[0] == "mine") + bool(railroad_mine(p))
    return bool(farms and mines and farms + mines > p.blue)


def _produce_all(state, seat: int, first: str, withheld: tuple = (), pop: bool = False, draw: int = 0):
    """Production with the farms (``first = "farm"``) or the mines served first by a short bank.

    Culture and science are scored first or last (``score_culture``, ⚠AMB-X4): the rates read the
    workers, which production does not move, so only famine's floor at 0 culture tells the two apart.
    In the Advanced game corruption follows the resources (:func:`.upkeep.corrupt`); the mines of
    ``withheld`` produce one token fewer each (the alternative corruption rule). ``pop``: the turn on top of
    the stack is taken off in the copy of the state that puts the civilization back (in the Advanced game with
    the ``draw`` military cards drawn, :func:`.upkeep.corrupt`)."""
    p = state.players[seat]
    opts = state.options
    culture, rate = p.culture, culture_rate(p)
    science = min(SCIENCE_CAP, p.science + science_rate(p))
    if opts.score_culture == "first":
        culture += rate
    techs, bank = list(p.techs), p.blue
    reserved = 0
    if first == "mine":        # the mines' tokens are set aside before the farms produce
        reserved = min(bank, sum(t[1] for t in techs if (stock_for(p, t[0]) or ("",))[0] == "mine")
                       + bool(railroad_mine(p)))
        bank -= reserved
    order = _production_order(p, techs)      # (the workers, which it reads, do not move in production)
    bank = _produced(p, techs, bank, "farm", (), order)
    eat = consumption(p.yellow)
    if eat:                    # nothing is eaten while the yellow bank's first region holds a token
        # the food produced is paid from the cards as they stand now (one pass, no civilization copied):
        # what :func:`~.tokens.paid` does, its bank the one left after the farms produced
        farms = count_stock(p, "farm", techs)
        have = 0
        for v, n in farms:
            have += v * n
        if min(eat, have) > 0:
            terms = change_terms(opts, p)
            terms["bank"] = bank
            bank += moved(p, techs, "farm", pay_tokens(farms, min(eat, have), **terms)) or 0
        if have < eat:
            culture -= famine_loss(eat - have)
            if opts.famine_culture == "zero":
                culture = max(0, culture)
    bank = _produced(p, techs, bank + reserved, "mine", withheld, order)
    if opts.score_culture == "last":
        culture += rate
    # this turn's extras lapse; the extra actions are not written when there are none, so what the civilization
    # remembers from them (its action totals from ``civil_extra``, ``military_extra``) stays
    lapse = _LAPSE if p.civil_extra or p.military_extra else _LAPSE_SPENT
    p = p._techs_changed(tuple(techs), "blue", None, {"blue": bank, "culture": culture, "science": science, **lapse})
    if state.level != "simple":
        return upkeep.corrupt(state, seat, p, pop, draw)
    if pop:
        players = list(state.players)
        players[seat] = p
        tasks = state.tasks[1:]
        if not tasks:       # the stack is empty: what follows (as the stack enters it) begins in the same copy
            return state._advance(players=tuple(players), tasks=tasks)
        return state._with(players=tuple(players), tasks=tasks)
    return put(state, seat, p)


#: What production and maintenance set back at the end of a turn (PL L607-674): the spent action tokens
#: return, this turn's extra actions and military-only resources lapse, no card is new any more, and no
#: once-a-turn ability (Ocean Liner Service's) stays used.
_LAPSE = {"civil_spent": 0, "military_spent": 0, "civil_extra": 0, "military_extra": 0, "mil_bonus": 0, "fresh": (),
          "turn_used": ()}
#: :data:`_LAPSE` without the extra actions: what a civilization that has none sets back.
_LAPSE_SPENT = {name: value for name, value in _LAPSE.items() if name not in ("civil_extra", "military_extra")}


@dataclass(frozen=True, slots=True)
class Production(Step):
    """Production and maintenance at the end of a turn: score culture and science (⚠AMB-X4), produce
    food, eat (famine: −4 culture per missing food), produce resources; then the action tokens return
    and this turn's extras lapse (PL L607-674, L1388-1394, KI L1438-1439). The Simple game has no
    corruption; unused food and resources stay on their cards. The speed-up (the next player may
    begin while this one produces, TTA-R-56) changes nothing computed here: production reads only
    the producing civilization's own cards.

    When the blue bank cannot supply every farm and mine, the farms take their tokens first; under
    the option ``empty_blue_bank = "player-choice"`` (⚠AMB-12) the player is asked whether the
    farms or the mines get the bank's last tokens (a :class:`Shortage` decision)."""

    kind = "production"
    rule = rb.PRODUCTION_AUTOMATIC
    prompt = "production and maintenance"
    automatic = True

    @cites(rb.SCORE_CULTURE_SCIENCE, rb.CULTURE_POINTS, rb.SCIENCE_POINTS, rb.MAINTENANCE, rb.NO_CORRUPTION_SIMPLE,
           rb.SAVINGS, rb.SPEED_UP)
    def run(self, state):
        if state.level != "simple" and upkeep.uprising(state.players[self.player], state.options.st_peters):
            return upkeep.rise(state, self.player)
        if state.options.empty_blue_bank == "player-choice" and _shortage(state.players[self.player]):
            return then(state, Shortage(self.player))
        return _production(state, self.player, "farm")


def _at_once(state, seat: int) -> bool:
    """Whether the turn's end may run :class:`Production` at once, from the state with the turn still on top
    (:meth:`Turn.stays`): nothing scheduled to ask first, and none of the questions production can ask before
    it produces under the options in play (which of farms and mines a short bank serves, ⚠AMB-12; in the
    Advanced game which mine withholds a token, the alternative corruption rule) nor an uprising (checked as
    :meth:`Production.run` checks it)."""
    opts = state.options
    if state.scheduled or opts.empty_blue_bank == "player-choice":
        return False
    return state.level == "simple" or (opts.alternative_corruption == "off"
                                       and not upkeep.uprising(state.players[seat], opts.st_peters))


def _production(state, seat: int, first: str):
    """Production, after asking which mine produces a token fewer where the alternative corruption rule
    lets the player (:class:`~.upkeep.Withhold`)."""
    if state.level != "simple" and state.options.alternative_corruption != "off":
        ask = upkeep.Withhold(seat, first=first)
        if ask.options(state)[1:]:
            return then(state, ask)
    return _produce_all(state, seat, first)


@dataclass(frozen=True, slots=True)
class Shortage(Step):
    """Whether the farms or the mines get the blue bank's last tokens (⚠AMB-12)."""

    kind = "shortage"
    rule = rb.BLUE_BANK_EMPTY
    prompt = "{who}: the blue bank cannot supply every farm and mine — choose food or resources first"

    def options(self, state) -> list:
        return [Choose.of("food"), Choose.of("resources")]

    def resolve(self, state, a):
        return _production(state, self.player, "farm" if a.answer == "food" else "mine")


# -- events (Simple: from round 3, before the start player's turn) -------------------------------------
def _start_tech(p, kind: str) -> str:
    for c, _, _ in p.techs:
        i = info(c)
        if i.type == kind and i.level == 0:
            return c
    return ""


@dataclass(frozen=True, slots=True)
class Event(Step):
    """A choice the event ``what`` offers the player: 2 food or 2 resources, or whether to take a free
    temple (or Warriors) with an unused worker. A free building that cannot be had (no unused worker,
    no starting card, the temple limit reached) offers nothing, and the event passes the player by."""

    what: str = ""

    kind = "event"
    rule = rb.EVENTS_SIMPLE
    skippable = rb.EVENTS_SIMPLE

    def free_building(self, p, state=None) -> str:
        """The starting card a free temple (or Warriors) of this event would go on, or ``""`` when none
        can be had: no unused worker, no such starting card, the temple limit reached (1 higher under the
        easier variant, :func:`~rulekit.tta.decisions.variants.urban_limit`)."""
        kind = "temple" if info(self.what).fx.get("free_temple") else "infantry"
        tech = _start_tech(p, kind)
        limit = building_limit(p) if state is None else variants.urban_limit(state, p)
        if p.idle < 1 or not tech or (kind == "temple" and urban_count(p, "temple") >= limit):
            return ""
        return tech

    def options(self, state) -> list:
        if info(self.what).fx.get("choose_food_or_resources"):
            return [Choose.of("food"), Choose.of("resources")]
        return [Choose.of("yes"), Choose.of("no")] if self.free_building(state.players[self.player], state) else []

    def resolve(self, state, a):
        p = state.players[self.player]
        effect = info(self.what).fx
        if effect.get("choose_food_or_resources"):
            state, p = gain(state, self.player, p, "farm" if a.answer == "food" else "mine",
                            int(effect["choose_food_or_resources"]))
            return then(put(state, self.player, p))
        if a.answer == "yes":
            tech = self.free_building(p, state)
            p = p.with_slot(tech, more=1, idle=p.idle - 1)
        return put(state, self.player, p)

    def sentence(self, state) -> str:
        if info(self.what).fx.get("choose_food_or_resources"):
            return f"P{self.player + 1}: the event gives 2 food or 2 resources — choose food or resources"
        return f"P{self.player + 1}: the event offers a free building with an unused worker — choose yes or no"

    def refusal(self, state, a):
        if not isinstance(a, Choose):
            return (rb.EVENTS_SIMPLE, f"P{self.player + 1} first answers the event {self.what}")
        return (rb.EVENTS_SIMPLE, f"the event {self.what} does not offer {a.answer!r}")


@cites(rb.EVENTS_SIMPLE)
def reveal_event(state):
    """Reveal the top event and apply it to every civilization (:func:`apply_event`) (PL L1125-1139)."""
    if not state.events:
        return state
    card = state.events[0]
    return apply_event(state, card, events=state.events[1:], past=state.past + (card,))


@cites(rb.EVENTS_SIMPLE)
def apply_event(state, card: str, **more):
    """Apply the Age A event ``card`` to every civilization; the choices it leaves are scheduled for
    :data:`~rulekit.tta.decisions.base.AFTER_ACTION`, the first seat's first (PL L1125-1139, ⚠AMB-14,
    ⚠AMB-29). The civilizations are put back in one copy of the state, with the other fields of ``more``
    (:func:`reveal_event`'s card moved from the events onto the past ones)."""
    effect = info(card).fx
    science = effect.get("science")
    food = int(effect.get("food", 0) or 0)
    resources = int(effect.get("resources", 0) or 0)
    population = effect.get("population")
    asks = effect.get("choose_food_or_resources") or effect.get("free_temple") or effect.get("free_warriors")
    players = list(state.players)
    for seat, p in enumerate(players):
        if science:
            p = p._with(science=min(SCIENCE_CAP, p.science + int(science)))
        state, p = gain(state, seat, p, "farm", food)
        state, p = gain(state, seat, p, "mine", resources)
        if population and p.yellow > 0:
            p = p._with(yellow=p.yellow - 1, idle=p.idle + 1)
        players[seat] = p
        if asks:
            if not (state.scheduled and resign.has_resigned(state, seat)):    # nothing asks one that resigned
                state = state.schedule(AFTER_ACTION, Event(seat, what=card))
    return state._with(players=tuple(players), **more)


# -- the phase table -------------------------------------------------------------------------------
def _begin_turn(state, current: int | None = None, steps: tuple = (), **more):
    """The start of the current player's turn: the card row is refilled (from round 2) and Homer's
    resource for units arrives. ``current``: the seat whose turn it is, set in the refill's copy of the
    state (``None``: it is set already); ``steps``: the turn's steps, pushed after (:func:`~.base.then`), in
    that copy where nothing can come on the stack before them (nothing scheduled, no marker to return: an
    age's end and Homer's resource do not touch the stack); ``more``: other
    fields of the state set in that copy too (the civilization the Simple game's production put back, and the
    stack it left, :func:`_produce_all`), or first, in a copy of their own, where the steps are pushed after."""
    quiet = steps and not state.scheduled and not state.markers
    if more and not quiet:
        state, more = state._with(**more), {}
    pushed = {"tasks": steps + more.pop("tasks", state.tasks), **more} if quiet else {}
    if state.round >= 2:
        state = state.refill(current=current, **pushed)
    elif current is not None or quiet:
        state = state._with(**pushed) if current is None else state._with(current=current, **pushed)
    if state.scheduled and state.level != "simple":
        state = upkeep.at_turn_start(state, state.current)
    if state.markers:                   # no group attacks: the political action comes (TTA-R-V2)
        state = variants.return_markers(state, state.current)
    p = state.players[state.current]
    bonus = int(info(p.leader).fx.get("military_resource_per_turn", 0) or 0) if p.leader else 0
    if bonus:
        state = put(state, state.current, p._with(mil_bonus=bonus))
    return then(state, *steps) if steps and not quiet else state


def _turn_steps(state, seat: int) -> tuple:
    """The steps of ``seat``'s turn after the refill: its actions; in the Advanced game first its
    political action and the military hand's limit (PL L1569-1588, L1699-1711). Made once for each game
    and seat (:data:`_STEPS`): the steps are frozen values, the same at every turn of that seat."""
    found = _STEPS.get((state.level, seat))
    if found is None:
        if state.level == "simple":
            found = (Turn(seat),)
        elif state.level == "full":     # the turn's first decision offers an honourable resignation (PL L2593)
            found = (advanced.Political(seat), advanced.Excess(seat), Turn(seat, opening=True))
        else:
            found = (advanced.Political(seat), advanced.Excess(seat), Turn(seat))
        _STEPS[state.level, seat] = found
    return found


#: :func:`_turn_steps` by game and seat.
_STEPS: dict = {}


def _steps_of(state) -> tuple:
    return _turn_steps(state, state.current)


@cites(rb.TURN_ORDER, rb.CARD_ROW_REFILL)
def _next_turn(state, **more):
    """The next seat's turn: its refill, then its action phase; in the Full game a war due is resolved
    first (:func:`.wars.turn_start`). ``more``: other fields of the state set in the refill's copy
    (:func:`_begin_turn`)."""
    if state.level == "full":
        return wars.turn_start(state, resign.next_seat(state, state.current), _begin_turn, _turn_steps, **more)
    return _begin_turn(state, state.current + 1, _turn_steps(state, state.current + 1), **more)


@cites(rb.TURN_ORDER, rb.CARD_ROW_REFILL, rb.EVENTS_SIMPLE, rb.FUTURE_EVENTS)
def _next_round(state, **more):
    """A new round: from round 3 an event is revealed before the start player's turn, before or after
    the card row is refilled (``event_timing``, ⚠AMB-14); its choices come before the turn. In the
    Advanced game no event is revealed by itself: political actions reveal them (PL L1580-1581). ``more``:
    other fields of the state set in the copy that begins the round (:func:`_produce_all`'s)."""
    s = state._with(round=state.round + 1, current=0, **more)
    if s.bonus_hidden and s.round == 2:       # era by era: a bonus card turned over after round 1 (TTA-R-V5a)
        s = bonus_cards.after_round_one(s)
    if s.level == "full":
        return wars.turn_start(s, resign.next_seat(s, -1), _begin_turn, _turn_steps)
    simple = s.level == "simple"
    before = s.options.event_timing == "before-refill"
    if simple and s.round >= 3 and before:
        s = reveal_event(s)
    if not (simple and s.round >= 3 and not before):
        return _begin_turn(s, None, _turn_steps(s, s.current))
    s = reveal_event(_begin_turn(s))
    return then(s, *_turn_steps(s, s.current))


@cites(rb.END_SIMPLE, rb.FINAL_BONUS, rb.END_ADVANCED, rb.END_FULL)
def _final(state):
    """The end of the last round: in the Simple game each civilization adds the final bonus to its
    culture; in the Advanced game the four Age III events revealed at setup score instead, one after
    another (PL L2324-2330)."""
    if state.level == "simple":
        players = tuple(p._with(culture=p.culture + simple_bonus(p, state.options)) for p in state.players)
        return state._with(players=players, over=True)
    if state.level == "full":                 # the events left on both piles and the variants' bonus cards
        return full.final_events(state, advanced.FINALE)
    players = list(state.players)
    for card in state.finale:
        scoring = advanced.FINALE.get(info(card).special)
        if scoring is None:
            raise EngineError(f"no scoring for the Age III event {card}")
        for seat, points in enumerate(scoring(state._with(players=tuple(players)), card)):
            culture = players[seat].culture + points
            if points < 0:                  # what a card takes, a civilization gives what it can (PL L1761)
                culture = max(min(0, players[seat].culture), culture)
            players[seat] = players[seat]._with(culture=culture)
    return state._with(players=tuple(players), past=state.past + state.finale, finale=(), over=True)


def _after_turn(state) -> str:
    """The round ends with the start player's right neighbour; the game with the last round."""
    if state.level == "full" and state.scheduled:        # the seats that resigned have no turn (PL L2593-2600)
        if resign.next_seat(state, state.current) is not None:
            return "turn"
    elif state.current < len(state.players) - 1:
        return "turn"
    return "final" if state.last_round else "round"


#: What follows a turn once its stack is empty (PL KI L779-785, L1461-1470).
PHASES = phase_table(
    Phase("turn", rb.TURN_ORDER, _next_turn, _after_turn),
    Phase("round", rb.TURN_ORDER, _next_round, _after_turn),
    Phase("final", rb.FINAL_BONUS, _final, "final"),
)


# -- Age A events in the Advanced game (revealed by a political action) ------------------------------------
@cites(rb.RESOLVE_EVENTS, rb.EVENTS_SIMPLE)
def _age_a_event(state, card: str):
    """An Age A event revealed in the Advanced game: applied as in the Simple game, then onto the past
    events (PL L1740-1768). Development of Politics (a card the Simple game leaves out, ⚠AMB-31) has
    every player draw 3 military cards, and the player whose turn it is skips discarding this turn."""
    state = state._with(past=state.past + (card,))
    fx = info(card).fx
    if fx.get("draw_military_cards"):
        for seat in range(len(state.players)):
            state = advanced.draw_military(state, seat, int(fx["draw_military_cards"]))
        tasks = state.tasks
        for k, t in enumerate(tasks):
            if isinstance(t, advanced.Excess) and t.player == state.current:
                state = state._with(tasks=tasks[:k] + tasks[k + 1:])
                break
        return state
    return then(apply_event(state, card))


def _revealed_event(state, card: str):
    """A revealed event: Age A's here; the later ages' by :data:`EVENT_EFFECTS` (their module)."""
    if info(card).age == "A":
        return _age_a_event(state, card)
    effect = EVENT_EFFECTS.get(info(card).special)
    if effect is None:
        raise EngineError(f"the event {card} has no effect written ({info(card).special!r})")
    return effect(state, card)


#: The effect of each event of Ages I-III revealed from the current events, by its card's ``special``:
#: ``effect(state, card) -> state`` (it puts the card on the past events and may push decisions).
EVENT_EFFECTS: dict = {}
advanced.REVEALED["event"] = _revealed_event

# -- colonization, colonies and pacts (PL 2.4.3, 2.4.5): their modules register their handlers --------------
from rulekit.tta.decisions import colonies, pacts  # noqa: E402
EVENT_EFFECTS["independence-declaration"] = colonies.independence_declaration
from rulekit.tta.decisions import upkeep  # noqa: E402  (registers its events and Age III scorings)

# The Advanced game's tactic judge and aggression political action register themselves (PL 2.4.4, 2.9).
from rulekit.tta.decisions import military as _military  # noqa: E402,F401

# The Full game's wars: declared as aggressions, resolved at the start of the declarer's next turn (PL 3.3.2).
from rulekit.tta.decisions import wars  # noqa: E402
wars.TURN.update(begin=_begin_turn, steps=_steps_of)
from rulekit.tta.decisions import resign  # noqa: E402  (honourable resignation, PL 3.3.4)

# the military events of Ages I-II and the Age III scorings (their module registers them)
from rulekit.tta.decisions import events  # noqa: E402  (after EVENT_EFFECTS, which it fills)

from rulekit.tta.decisions import events_ii  # noqa: E402  (the row's and wonders' events, on events)

events.register(EVENT_EFFECTS, advanced.FINALE, events_ii.EFFECTS)
full.register(EVENT_EFFECTS, advanced.FINALE)     # Age III events revealed during the Full game

from rulekit.tta.decisions import variants  # noqa: E402  (the variants of chapter 4)
from rulekit.tta.decisions import draw_action  # noqa: E402,F401  (the variant's draw action registers its judge)
