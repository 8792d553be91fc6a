"""Card effects as decisions: renewing, tributes, losses, Tactical and Military
cards, and attacks, where each defender's answer comes back to the battle (§7b)."""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core import steps
from rulekit.core.resources import Bag
from rulekit.core.rule import cites
from rulekit.gunsteel import actions as act
from rulekit.gunsteel import effects as fx
from rulekit.gunsteel import rulebook as rb
from rulekit.gunsteel import rules
from rulekit.gunsteel.decisions.base import PASS, Step, ZoneStep, not_in
from rulekit.gunsteel.rules.payment import unit_of
from rulekit.gunsteel.state import drop, sort_add



@cites(rb.ALL_EFFECTS)
def activate(s, seat: int, cid: str):
    """Resolve every effect of a card, in order, as far as possible (GS-R-36/37): each runs at
    once unless one before it asks a decision (core's :meth:`~rulekit.core.decisions.DecisionStack.push_settled`)."""
    return s.push_settled(effects(s, seat, cid))


def effects(s, seat: int, cid: str) -> tuple:
    """The steps that resolve every effect of a card, first effect first (GS-R-37)."""
    return tuple(Effect(seat, card=cid, index=i) for i in range(len(s.card(cid).effects)))


@dataclass(frozen=True, slots=True)
class Effect(Step):
    """One effect of a card (``index`` into its effects) resolving (GS-R-37)."""

    kind = "effect"
    rule = rb.ALL_EFFECTS
    prompt = "an effect of {card} resolves"
    automatic = True
    card: str = ""
    index: int = 0

    @cites(rb.ALL_EFFECTS, rb.ATTACK, rb.TARGETING, rb.RENEW, rb.TACTICAL)
    def run(self, s):
        e, seat, card = s.card(self.card).effects[self.index], self.player, self.card
        k = e.kind
        if k == "gain":
            return fx.gain(s, seat, Bag({e.resource: e.count}))
        if k == "renew":
            want = s.card(card).resource if e.resource == "own" else e.resource
            return s._push(Renew(seat, card=card, count=e.count, want=want))
        if k == "tribute":
            return s._push(Tribute(seat, card=card))
        if k == "renew_all":
            order = [(seat + i) % len(s.players) for i in range(len(s.players))]
            return s._push(*(Renew(q, card=card, count=e.count, want="any") for q in order))
        if k == "vp":
            return fx.score(s, seat, e.count)
        if k == "vp_all":
            for q in range(len(s.players)):
                s = fx.score(s, q, e.count)
            return s
        if k == "deploy":
            return s._push(Deploy(seat, card=card, count=e.count))
        if k == "rally":
            military = tuple(c for c in s.players[seat].techs if s.card(c).tech == "military")
            return s._push(Strike(seat, card=card, among=military)) if military else s
        if k == "attack":
            n = len(s.players)
            defenders = [(seat + i) % n for i in range(1, n)]   # clockwise from the left (GS-R-50)
            return s.open(Battle(seat, card=card, index=self.index), *(React(d, card=card) for d in defenders))
        raise AssertionError(k)  # pragma: no cover


@dataclass(frozen=True, slots=True)
class Renew(Step):
    """Flip ``count`` technology-side cards showing ``want`` (or any) back (GS-R-10)."""

    kind = "renew"
    rule = rb.RENEW
    skippable = rb.ALL_EFFECTS          # resolved as far as possible: nothing left to renew
    card: str = ""
    count: int = 1
    want: str = "any"

    def sentence(self, s):
        return f"P{self.player + 1} renews one of their technology-side cards showing {self.want}"

    def candidates(self, s):
        return [act.Renew.of(c) for c in s.players[self.player].techs]

    def judge(self, s, action):
        if not isinstance(action, act.Renew):
            return self.other(s, action)
        found = not_in(s, self.player, action.card, "techs", rb.RENEW)
        if found or self.want == "any":
            return found
        shows = s.card(action.card).resource
        if shows != self.want:
            return rb.RENEW, f"{s.named(action.card)} shows {shows}; {s.named(self.card)} renews only cards showing {self.want}"
        return None

    def resolve(self, s, action):
        more = {"tasks": fx.above(s, Renew(self.player, self.card, self.count - 1, self.want))} if self.count > 1 else {}
        return fx.move(s, self.player, action.card, "techs", "resources", **more)


@dataclass(frozen=True, slots=True)
class Tribute(Step):
    """Name the opponent who pays a tribute: one with a resource on the table (GS-R-42)."""

    kind = "tribute"
    rule = rb.TARGETING
    prompt = "{who} names one opponent with a resource on the table"
    skippable = rb.TARGETING            # no opponent meets the condition: nobody is targeted
    card: str = ""

    def candidates(self, s):
        return [act.Tribute.of(q.seat) for q in s.players]

    def judge(self, s, action):
        if not isinstance(action, act.Tribute):
            return self.other(s, action)
        if action.seat == self.player:
            return rb.TARGETING, f"{s.named(self.card)} targets an opponent; P{self.player + 1} cannot name themself"
        if not 0 <= action.seat < len(s.players):
            return rb.TARGETING, f"this game has players P1-P{len(s.players)}"
        if not s.players[action.seat].resources:
            return rb.TARGETING, (f"P{action.seat + 1} has no resource on the table; the one player an "
                                  "effect targets must meet its condition: a resource on the table")
        return None

    def resolve(self, s, action):
        return s._push(Lose(action.seat, card=self.card, count=1, gainer=self.player))


@dataclass(frozen=True, slots=True)
class Lose(ZoneStep):
    """Exhaust ``count`` resources (a Space card counts two, GS-R-51); ``gainer`` takes
    their units (a steal or a tribute), or -1."""

    kind = "lose"
    rule = rb.EXHAUST
    prompt = "{who} must exhaust one of their resource cards"
    skippable = rb.ALL_EFFECTS          # nothing left to exhaust: resolved as far as possible
    card: str = ""
    count: int = 1
    gainer: int = -1

    takes = act.Lose
    zone = "resources"
    zone_rule = rb.EXHAUST

    @cites(rb.EXHAUST, rb.LOSE_TWO)
    def resolve(self, s, action):
        res = s.card(action.card).resource
        left = self.count - (2 if res == "SPACE" else 1)     # GS-R-51
        more = {"tasks": fx.above(s, Lose(self.player, self.card, left, self.gainer))} if left > 0 else {}
        s = fx.move(s, self.player, action.card, "resources", "techs", **more)
        return fx.gain(s, self.gainer, unit_of(res)) if self.gainer >= 0 else s


@dataclass(frozen=True, slots=True)
class Cede(Step):
    kind = "cede"
    rule = rb.GIVE_WONDER
    prompt = "{who} must hand one of their wonders to the attacker"
    card: str = ""
    attacker: int = 0

    def candidates(self, s):
        return [act.Cede.of(w) for w in s.players[self.player].wonders]

    def judge(self, s, action):
        if not isinstance(action, act.Cede):
            return self.other(s, action)
        if action.wonder not in s.players[self.player].wonders:
            return rb.GIVE_WONDER, f"P{self.player + 1} has no wonder {action.wonder} to hand over"
        return None

    def resolve(self, s, action):
        s = fx.set_player(s, self.player, wonders=drop(s.players[self.player].wonders, action.wonder))
        return fx.set_player(s, self.attacker, wonders=sort_add(s.players[self.attacker].wonders, action.wonder))


# == Tactical and Military cards, attacks ===================================================

@dataclass(frozen=True, slots=True)
class Deploy(Step):
    """Play up to ``count`` Military cards from hand through a Tactical card (GS-R-43)."""

    kind = "deploy"
    rule = rb.TACTICAL
    prompt = "{who} may play Military cards from hand, or pass"
    card: str = ""
    count: int = 1
    deployed: tuple = ()

    def candidates(self, s):
        return [act.Deploy.of(c) for c in s.players[self.player].hand] + [PASS]

    def judge(self, s, action):
        if isinstance(action, act.Pass):
            return None
        if not isinstance(action, act.Deploy):
            return self.other(s, action)
        found = not_in(s, self.player, action.card, "hand", rb.TWO_SIDES)
        if found is None and s.card(action.card).tech != "military":
            return rb.TACTICAL, f"{s.named(action.card)} is not a Military card; {s.named(self.card)} deploys only Military cards"
        return found

    def resolve(self, s, action):
        seat = self.player
        if isinstance(action, act.Pass):
            return s._push(Strike(seat, card=self.card, among=self.deployed)) if self.deployed else s
        deployed = self.deployed + (action.card,)
        follow = (Deploy(seat, self.card, self.count - 1, deployed) if self.count > 1
                  else Strike(seat, card=self.card, among=deployed))
        return fx.move(s, seat, action.card, "hand", "techs", tasks=fx.above(s, follow))


@dataclass(frozen=True, slots=True)
class Strike(Step):
    """Activate one of ``among``: an Attack played through a Tactical card must be (GS-R-44)."""

    kind = "strike"
    rule = rb.TACTICAL_BOTH
    card: str = ""
    among: tuple = ()

    def sentence(self, s):
        return f"P{self.player + 1} must activate one of: {', '.join(s.named(c) for c in self.among)}"

    def candidates(self, s):
        return [act.Strike.of(c) for c in self.among]

    def judge(self, s, action):
        if isinstance(action, act.Pass):
            return rb.TACTICAL_BOTH, "an Attack card played through a Tactical card must be activated"
        if isinstance(action, act.Strike) and action.card not in self.among:
            among = ", ".join(s.named(c) for c in self.among)
            return rb.TACTICAL_BOTH, (f"{s.named(action.card)} was not deployed through {s.named(self.card)}: "
                                     f"activate one of {among}")
        if isinstance(action, act.Strike):
            return None
        return self.other(s, action)

    def resolve(self, s, action):
        return activate(s, self.player, action.card)


@dataclass(frozen=True, slots=True)
class React(Step):
    """A defender's answer to the attack of ``card`` (GS-R-48): Reaction cards from hand
    (``played`` so far) and flipped Tactical/Military cards, until they pass; the
    Reaction cards played are the answer given back to the :class:`Battle`."""

    kind = "react"
    rule = rb.DEFENCE
    prompt = ("{who} may play Reaction cards from hand or exhaust resources "
              "to flip Tactical/Military cards, or pass")
    card: str = ""
    played: tuple = ()

    def candidates(self, s):
        p = s.players[self.player]
        return [act.React.of(c) for c in p.hand + p.resources] + [PASS]

    @cites(rb.DEFENCE, rb.REACTION, rb.EXHAUST)
    def judge(self, s, action):
        if isinstance(action, act.Pass):
            return None
        if not isinstance(action, act.React):
            return self.other(s, action)
        p, card = s.players[self.player], action.card
        if card in p.hand:
            if s.card(card).reaction:
                return None
            return rb.DEFENCE, f"{s.named(card)} has no Reaction icon and cannot be played from hand"
        if card in p.resources:
            if s.card(card).tech in ("tactical", "military"):
                return None
            return rb.EXHAUST, f"{s.named(card)} is Civil on its technology side; defenders flip only Tactical or Military cards"
        return rb.DEFENCE, (f"{s.named(card)} is neither in P{self.player + 1}'s hand nor resource side up on their "
                            "table: a defender plays Reaction cards from hand or flips their own resource cards")

    @cites(rb.DEFENCE, rb.DEFENDER_NO_EFFECTS)
    def resolve(self, s, action):
        seat = self.player
        if isinstance(action, act.Pass):
            return s.reply(self.played)
        if action.card in s.players[seat].hand:
            return fx.move(s, seat, action.card, "hand", "techs",
                           tasks=fx.above(s, React(seat, self.card, self.played + (action.card,))))
        return fx.move(s, seat, action.card, "resources", "techs", tasks=fx.above(s, self))


@dataclass(frozen=True, slots=True)
class Battle(steps.Frame, Step):
    """The attack of ``card`` (its effect ``index``), resolved once every defender has
    answered; ``replies`` holds each defender's Reaction cards played from hand."""

    kind = "battle"
    rule = rb.RESOLUTION
    prompt = "the attack of {card} is resolved"
    card: str = ""
    index: int = 0

    @cites(rb.RESOLUTION, rb.GIVE_WONDER, rb.SCORE_FOR_ALL, rb.VP_TRACK, rb.REACTION)
    def conclude(self, s, replies):
        """Compare strengths and apply the attack's consequences (GS-R-50..53)."""
        e, attacker = s.card(self.card).effects[self.index], self.player
        n = len(s.players)
        defenders = {(attacker + i) % n: s.strength((attacker + i) % n) for i in range(1, n)}
        losers = rules.attack_losers(s.strength(attacker), defenders)
        played = tuple(c for answer in replies for c in answer)
        if s.options.reaction_cards_return and played:   # A16 alternative
            for q in s.players:
                back = [c for c in played if c in q.techs]
                if back:
                    s = fx.set_player(s, q.seat, techs=drop(q.techs, *back), hand=sort_add(q.hand, *back))
        follow: list[Step] = []
        for loser in losers:
            if e.loss in ("exhaust", "steal"):
                follow.append(Lose(loser, card=self.card, count=e.count,
                                   gainer=attacker if e.loss == "steal" else -1))
            elif e.loss == "vp" and s.renaissance_rules:
                s = fx.score(s, loser, -e.count)              # clamped at 0 (GS-R-54)
            elif e.loss == "wonder":
                owned = s.players[loser].wonders
                if len(owned) == 1:
                    s = fx.set_player(s, loser, wonders=())
                    s = fx.set_player(s, attacker, wonders=sort_add(s.players[attacker].wonders, owned[0]))
                elif owned:
                    follow.append(Cede(loser, card=self.card, attacker=attacker))
        if e.score and s.renaissance_rules:      # GS-R-53: scores whatever the outcome
            s = fx.score(s, attacker, e.score)
            for d in defenders:
                if d not in losers:
                    s = fx.score(s, d, e.score)
        return s._push(*follow)

