"""The root of Guns & Steel's decision kinds and the refusals every kind shares."""

from __future__ import annotations

from rulekit.core import steps
from rulekit.gunsteel import actions as act
from rulekit.gunsteel import rulebook as rb

PASS = act.Pass()


class Step(steps.Step, root=True):
    """A Guns & Steel decision (or automatic step); its kinds are below."""

    def refusal(self, s, action):
        return common_refusal(s, self, action)


def common_refusal(s, step, action):
    """Mistakes judged the same whichever decision is open (the kinds' own refusals come first)."""
    card = getattr(action, "card", "")
    if isinstance(action, (act.PlayResource, act.PlayTech, act.Deploy)) and card not in s.players[step.player].hand:
        return rb.TWO_SIDES, f"{card} is not in P{step.player + 1}'s hand"
    if isinstance(action, act.Renew):          # the Renew step answers its own
        return rb.ONLY_BY_EFFECTS, "cards are flipped only by game effects"
    if isinstance(action, act.Retrieve):       # the Retrieve step answers its own
        return rb.TAKE_BACK, "cards go back to hand only at the end of a turn with 0-1 cards in hand"
    return None


def bought_already(s, step, action):
    """A second purchase while the buyer's End of Turn still waits on them: one card a turn (GS-R-55)."""
    if isinstance(action, act.Buy) and s.bought and step.player == s.current:
        return rb.BUY_ONE, (f"P{step.player + 1} has already bought a card this turn; "
                            "only one card may be bought per turn")
    return None

