"""The root of Guns & Steel's decision kinds, and the checks their judges share.

Each kind judges the actions put to it in one place, :meth:`Step.judge`:
``None`` when the action is a legal answer now, else the rule and a sentence
naming the real cause. Its options are its candidates that the judge lets
pass (:meth:`Step.options`), its refusals are the judge's, and a payment a
player spells out is accepted by the same judge (:meth:`Step.accepts`). The
checks below are each written once and shared by the judges that need them.
"""

from __future__ import annotations

from rulekit.core import steps
from rulekit.core.errors import IllegalAction
from rulekit.gunsteel import actions as act
from rulekit.gunsteel import rulebook as rb

PASS = act.Pass()

#: where each zone's cards lie, for the sentences of :func:`not_in`
ZONE_WORDS = {"hand": "in {who}'s hand", "resources": "resource side up on {who}'s table",
              "techs": "technology side up on {who}'s table"}


class Step(steps.Step, root=True):
    """A Guns & Steel decision (or automatic step); its kinds are in this package."""

    def sentence(self, state) -> str:
        """What the player reads: the prompt, with the card the step is about (``{card}``) named in words
        (:meth:`rulekit.gunsteel.game.State.named`), not by its id."""
        card = getattr(self, "card", "")
        return self.prompt.format(who=f"P{self.player + 1}", step=self, task=self,
                                  card=state.named(card) if card else "")

    def candidates(self, s) -> list:
        """The actions this decision could take, before its judge has spoken."""
        return []

    def options(self, s):
        """The candidates the judge lets pass."""
        judge = self.judge
        return [a for a in self.candidates(s) if judge(s, a) is None]

    def judge(self, s, action):
        """``None`` if ``action`` answers this decision legally now, else ``(rule, reason)``.

        A kind judges the actions it takes and leaves the others to :meth:`other`."""
        return self.other(s, action)

    def other(self, s, action):
        """The refusal of an action this kind does not take: a mistake any decision
        names the same way (:func:`common_refusal`), else what the decision asks for."""
        return common_refusal(s, self, action) or (self.rule, self.sentence(s))

    def refusal(self, s, action):
        return self.judge(s, action)

    def accepts(self, s, action):
        """A payment spelled out (not among the options): legal, or refused by the judge."""
        if getattr(action, "plan", None) is None:
            return False
        found = self.judge(s, action)
        if found:
            raise IllegalAction(*found)
        return True


class ZoneStep(Step):
    """A decision answered by naming a card that lies in one of the player's zones (``zone``)
    with the action ``takes``; lying there is the one check (:func:`not_in`, citing
    ``zone_rule``), so the options are the zone's cards, listed directly."""

    __slots__ = ()
    takes = act.PlayResource
    zone = "hand"
    zone_rule = rb.TWO_SIDES

    def options(self, s):
        return [self.takes.of(c) for c in getattr(s.players[self.player], self.zone)]

    def judge(self, s, action):
        if type(action) is self.takes:
            return not_in(s, self.player, action.card, self.zone, self.zone_rule)
        return self.other(s, action)


def not_in(s, seat: int, card: str, zone: str, rule):
    """``(rule, "<card> is not <where>")`` unless ``card`` lies in ``seat``'s ``zone``."""
    if card in getattr(s.players[seat], zone):
        return None
    return rule, f"{s.named(card)} is not {ZONE_WORDS[zone].format(who=f'P{seat + 1}')}"


def common_refusal(s, step, action):
    """Mistakes named the same whichever decision is open (asked by :meth:`Step.other`)."""
    if isinstance(action, (act.PlayResource, act.PlayTech, act.Deploy)):
        return not_in(s, step.player, action.card, "hand", rb.TWO_SIDES)
    if isinstance(action, act.Renew):          # the Renew step judges its own
        return rb.ONLY_BY_EFFECTS, "cards are flipped only by game effects"
    if isinstance(action, act.Retrieve):       # the Retrieve step judges its own
        return rb.TAKE_BACK, "cards go back to hand only at the end of a turn with 0-1 cards in hand"
    return None


def bought_already(s, step, action):
    """A second purchase while the buyer's End of Turn still waits on them: one card a turn (GS-R-55)."""
    if isinstance(action, act.Buy) and s.bought and step.player == s.current:
        return rb.BUY_ONE, (f"P{step.player + 1} has already bought a card this turn; "
                            "only one card may be bought per turn")
    return None
