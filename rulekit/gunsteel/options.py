"""The rule options: one knob per reading the rulebook leaves open.

Each field's default is our reading of the rulebook; the alternatives are the
other readings, named after the digest's ambiguity ids (``shared/rulebooks/
gunsteel.md``, Appendix A and D). :data:`AMBIGUITIES` lists every ambiguity in
the register, which option (if any) carries it, and why when none does.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.options import Ambiguity, OptionsBase, option


@dataclass(frozen=True)
class Options(OptionsBase):
    """Readings of ambiguous rules. Every default cites its ambiguity id.

    Examples
    --------
    >>> Options().trade_ladder
    'next-step'
    >>> Options.parse({"tie_break": "most-wonders"}).tie_break
    'most-wonders'
    >>> Options.choices("space_trigger")
    ('pyramid', 'all')
    """

    wonder_match: str = option(
        "further-left", ('further-left', 'leftmost-card'), amb="A2",
        doc="which of an era's two wonders is used: the one whose card lies 'further left' of the two referenced ('further-left'), or the one matching the row's leftmost card ('leftmost-card').")
    wonder_one_present: str = option(
        "present", ('present', 'random'), amb="A17",
        doc="only one of the two referenced cards is in the pyramid: use that wonder ('present') or choose at random ('random').")
    bought_side: str = option(
        "tech", ('tech', 'resource'), amb="A3",
        doc="a bought card enters the tableau 'tech' side up, or 'resource' side up.")
    trade_ladder: str = option(
        "next-step", ('next-step', 'any-higher'), amb="A4",
        doc="exchanges of 2 alike go one step up the ladder ('next-step') or to any more valuable resource ('any-higher').")
    oil_to_earth: bool = option(
        False, amb="A4",
        doc="whether the unknown arrow 2 Oil → 1 Earth exists.")
    trade_anytime: bool = option(
        False, amb="A5",
        doc="exchanges only while paying in the Buy Phase (False), or also while paying an activation cost (True).")
    trade_chaining: bool = option(
        True, amb="AMB-X1",
        doc="an exchange's output may feed another exchange.")
    wild_trade_inputs: bool = option(
        False, amb="AMB-X2",
        doc="Earth (and Space) may be exchange inputs.")
    new_world_wonder_every_turn: bool = option(
        False, amb="A6",
        doc="New World wonders are checked only when the hand has 0-1 cards (False), or at the end of every turn (True, the general sentence at L252).")
    renaissance_glory_every_turn: bool = option(
        True, amb="A7",
        doc="Renaissance glory is checked every turn (True), or only on take-back turns.")
    may_decline_wonder: bool = option(
        False, amb="AMB-X4",
        doc="a New World player who qualifies must take a wonder (False), or may decline (True). "
            "Renaissance glory is not affected: a marker still in supply must be placed (L692), and "
            "moving one when all five are out is always the player's choice (L694-696).")
    space_trigger: str = option(
        "pyramid", ('pyramid', 'all'), amb="A8",
        doc="the combined game's Space trigger: the last Space card of the 'pyramid', or of 'all' Space cards including the research stack.")
    track_trigger: str = option(
        "reached", ('reached', 'end-of-turn'), amb="AMB-X3",
        doc="15 track VP ends the game once 'reached', or only if still ≥ 15 at the 'end-of-turn'.")
    reaction_cards_return: bool = option(
        False, amb="A16",
        doc="reaction cards stay in the defender's tableau tech side up (False), or go back to hand after the attack (True).")
    tie_break: str = option(
        "shared", ('shared', 'most-wonders'), amb="A14",
        doc="(house rule; the rulebook has no tie-break): tied players all win ('shared') or the tie goes to most wonders, then shared ('most-wonders').")


#: Every ambiguity of the digest's register: id, question, the option that carries it
#: or None, and why none is needed.
AMBIGUITIES = tuple(Ambiguity(*row) for row in (
    ("A1", "2-player pyramid size", None,
     "data: the deck's 2-player icons decide; the teaching deck marks one card per era (6/5/4/3/2)"),
    ("A2", "wonder matching 'further left'", "wonder_match", ""),
    ("A3", "side of a bought card", "bought_side", ""),
    ("A4", "exchange ladder targets", "trade_ladder", ""),
    ("A4", "the 2 Oil → 1 Earth arrow", "oil_to_earth", ""),
    ("A5", "when exchanges are allowed", "trade_anytime", ""),
    ("A6", "New World wonder check frequency", "new_world_wonder_every_turn", ""),
    ("A7", "Renaissance glory check frequency", "renaissance_glory_every_turn", ""),
    ("A8", "combined game's Space end trigger", "space_trigger", ""),
    ("A9", "research stacks face up on which side", None,
     "no effect on play: only the top card is ever bought and it enters the tableau by bought_side"),
    ("A10", "Earth paying for Space", None,
     "moot: no cost in the rulebook names Space, so deck files may not either (the loader refuses it)"),
    ("A11", "Resource Phase 'use its effect'", None,
     "the other reading (activating the flipped card) contradicts L136-138, which forbids it"),
    ("A12", "effects helping opponents Renaissance-only?", None,
     "data: decided by which cards carry all-player effects; both sets' decks may"),
    ("A13", "attacks for VP Renaissance-only?", None,
     "data: VP exists only with the scoring track, so only Renaissance and combined decks score"),
    ("A14", "tie-break", "tie_break", ""),
    ("A15", "'purchase' of wonders", None, "no payment exists for wonders anywhere in the rules"),
    ("A16", "where reaction cards go", "reaction_cards_return", ""),
    ("A17", "only one referenced card present", "wonder_one_present", ""),
    ("GS-R-71", "2 players in the combined game", None,
     "not covered by the rulebook: the engine removes the 2-player cards and builds the combined "
     "6/5/4/3/2 pyramid, the rest going to the research stacks"),
    ("AMB-X1", "exchange output feeding another exchange", "trade_chaining", ""),
    ("AMB-X2", "Earth or Space as exchange input", "wild_trade_inputs", ""),
    ("AMB-X3", "15 VP dropping again in the same turn", "track_trigger", ""),
    ("AMB-X4", "declining a New World wonder", "may_decline_wonder", ""),
    ("AMB-X5", "exchange outputs kept past end of turn", None,
     "they are temporary resources; only cards on the table are kept (L644-647, L712-714)"),
))
