"""How a Guns & Steel turn unfolds: the decisions open at each step, what each
one does, and the automatic steps between them (§7).

:class:`Turn` is a mixin of :class:`~rulekit.gunsteel.game.State`. A turn is a
stack of tasks: decisions wait for a player; automatic steps (an effect, a
battle, the take-back, the clean-up) run as soon as they reach the top. The
phases follow :data:`~rulekit.gunsteel.game.PHASES` and the end of turn
:data:`~rulekit.gunsteel.game.END_STEPS`.
"""

from __future__ import annotations

from dataclasses import replace

from typing import TYPE_CHECKING

from rulekit.core.resources import Bag
from rulekit.gunsteel import rules
from rulekit.gunsteel.actions import (Action, Buy, Cede, Claim, Deploy, Glory, Lose, Pass, PlayResource,
                                      PlayTech, React, Renew, Retrieve, Strike, Tribute, Use)
from rulekit.gunsteel.cards import ERAS
from rulekit.gunsteel.payment import Plan, exhaust_options, unit_of
from rulekit.gunsteel.state import Task, drop, sort_add

if TYPE_CHECKING:
    from rulekit.gunsteel.game import State


PASS = Pass()


class Turn:
    """The turn's moves, as methods of the state (each returns a new state)."""

    # == decisions: what may be chosen =================================================

    def _options_for(self, task: Task) -> list[Action]:
        p = self.players[task.player]
        k = task.kind
        if k in ("first", "resource"):
            return [PlayResource.of(c) for c in p.hand]
        if k == "technology":
            return [PlayTech.of(c) for c in p.hand]
        if k == "use":
            card = self.card(task.card)
            table = {c: self.card(c).resource for c in p.resources}
            return [Use(task.card, plan if plan.exhaust else None)
                    for plan in exhaust_options(table, card.use_cost, self.options)] + [PASS]
        if k == "renew":
            want = task.data[0]
            return [Renew.of(c) for c in p.techs if want == "any" or self.card(c).resource == want]
        if k == "tribute":
            return [Tribute.of(q.seat) for q in self.players if q.seat != task.player and q.resources]
        if k == "lose":
            return [Lose.of(c) for c in p.resources]
        if k == "cede":
            return [Cede.of(w) for w in p.wonders]
        if k == "deploy":
            return [Deploy.of(c) for c in p.hand if self.card(c).tech == "military"] + [PASS]
        if k == "strike":
            return [Strike.of(c) for c in task.data]
        if k == "react":
            hand = [React.of(c) for c in p.hand if self.card(c).reaction]
            flip = [React.of(c) for c in p.resources if self.card(c).tech in ("tactical", "military")]
            return hand + flip + [PASS]
        if k == "buy":
            units = self.units_available(task.player)
            buys = [Buy.of(t) for t in self.buy_targets() if self.can_afford(task.player, t, units)]
            return buys + [PASS]
        if k == "claim":
            more = [PASS] if self.options.may_decline_wonder else []
            return [Claim.of(w) for w in self.eligible_wonders(task.player)] + more
        if k == "retrieve":
            return [Retrieve.of(c) for c in p.resources] + [PASS] if p.resources else []
        if k == "glory":
            return self._glory_options(task.player)
        raise AssertionError(f"unknown task {k}")  # pragma: no cover

    def _glory_options(self, seat: int) -> list[Action]:
        more = [PASS] if self.options.may_decline_wonder else []
        p = self.players[seat]
        eligible = self.eligible_wonders(seat)
        if p.glory:
            return [Glory(w) for w in eligible] + more
        placed = [w for w, g in zip(self.wonder_slots, self.glory) if w is not None and g[seat]]
        return [Glory(w, f) for w in eligible for f in placed if f != w] + more

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
        new = object.__new__(type(self))
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
