"""Drawing military cards as a military action, the variant ``draw_as_action`` (TTA-R-V4; PL L2728-2736,
KI L2801-2808; HU 2407-2428).

No military card is drawn after production (:func:`rulekit.tta.decisions.advanced.cards_to_draw` gives 0);
instead ``draw``, a turn action of the Advanced and Full games, spends 1 military action and draws 1
military card, as often as the military actions last. The military hand is cut to its limit after the
next political action, as in the standard game (:class:`rulekit.tta.decisions.advanced.Excess`).

>>> from rulekit.tta import new_game
>>> g = new_game(players=2, game="advanced", seed=3, options={"draw_as_action": True}).edit(round=2)
>>> "draw" in [str(a) for a in g.legal_actions()]
True
>>> g = g.apply("draw")
>>> len(g.players[0].military_hand), g.players[0].military_spent
(1, 1)
"""

from __future__ import annotations

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import DrawMilitary
from rulekit.tta.decisions.advanced import draw_military, military_age
from rulekit.tta.decisions.base import put
from rulekit.tta.decisions.verdicts import Refusal, Verdict, judges
from rulekit.tta.rules import info

__all__ = ["judge_draw"]


_DRAW = DrawMilitary()


def _draw_candidates(j):
    return [_DRAW] if j.state.options.draw_as_action and j.state.level != "simple" else []


@judges(DrawMilitary, "military", _draw_candidates)
@cites(rb.DRAW_AS_ACTION, rb.MILITARY_DRAW, rb.AGE_IV)
def judge_draw(j, a):
    """Drawing 1 military card for 1 military action, under the variant (PL L2728-2736, KI L2801-2808; HU
    2407-2428): none in Age IV (PL L2602-2606), none when the deck and its discards are both empty."""
    s = j.state
    if s.level == "simple":
        return j.no or Refusal(rb.DRAW_AS_ACTION, "the Simple game has no military cards to draw")
    if not s.options.draw_as_action:
        return j.no or Refusal(rb.MILITARY_DRAW, "military cards are drawn after production, one per unused "
                                                 "military action; drawing one as an action is the variant "
                                                 "draw_as_action (TTA-R-V4)")
    if s.age == "IV":
        return j.no or Refusal(rb.AGE_IV, "no military card is drawn in Age IV")
    age = military_age(s)
    if not s.military and not any(info(c).age == age for c in s.mil_discard):
        return j.no or Refusal(rb.MILITARY_DRAW, f"the military deck of Age {age} and its discards are empty")
    return Verdict(_do_draw, 0, 0, 1)


@cites(rb.DRAW_AS_ACTION)
def _do_draw(state, seat, p, a, cost):
    return draw_military(put(state, seat, p), seat, 1)
