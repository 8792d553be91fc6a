"""What the Full game adds to the Advanced game's turn (PL chapter 3, L2448-2690; HU 2137-2340).

The course of play is the Advanced game's (:mod:`rulekit.tta.decisions.advanced`), carried on to
Age III (TTA-R-F3). This module holds what differs:

- the end of Ages I, II and III (:func:`age_end`, TTA-R-F6): on top of the Advanced game's
  obsolescence, every civilization gives 2 yellow tokens from its yellow bank back to the box, only
  tokens in the bank (a bank of 1 gives 1, an empty bank nothing; TTA-EX-43, ⚠AMB-36); at the end
  of Age II military III replaces military II;
- an Age III event revealed during play scores its culture at once (:func:`revealed_age_iii`,
  TTA-R-F10), and at the game's end every card left on the current and future events is revealed
  and the Age III events among them score (:func:`final_events`);
- Age IV (TTA-R-F8) deals no civil card and draws no military card; the last round is timed by
  the refill (``rulekit.tta.game._deal_iii``, TTA-R-F9, TTA-EX-40).
- in the last round no unit is sacrificed: an aggression's attacker adds nothing, its defender only
  Defence cards (``rulekit.tta.decisions.military.no_sacrifice``, TTA-R-F9).

Which 2 yellow tokens go (⚠AMB-X5: "the 2 rightmost" or the player's choice) does not arise here: the
engine keeps the yellow bank as a count, its tokens all alike, so both readings leave the same bank.

Air forces (TTA-R-F4) double armies' tactic bonuses (``rulekit.tta.rules.military.air_support``, TTA-EX-19);
wars (TTA-R-F5) are :mod:`rulekit.tta.decisions.wars` and honourable resignation (TTA-R-F7)
:mod:`rulekit.tta.decisions.resign`; the Age II-III leaders' and wonders' effects :mod:`rulekit.tta.rules.age3`.
"""

from __future__ import annotations

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.decisions.base import next_military_deck, then
from rulekit.tta.rules.cardinfo import info

__all__ = ["YELLOW_LOST", "age_end", "final_events", "register", "revealed_age_iii", "scored_at_end"]

#: Yellow tokens each civilization gives back at the end of Ages I, II and III (PL L2586-2591; HU 2270-2273).
YELLOW_LOST = 2


@cites(rb.FULL_END_OF_AGE, rb.AGE_IV)
def age_end(state, ended: str):
    """What the Full game adds when Age ``ended`` is over (after the Advanced game's obsolescence): each
    civilization gives back up to 2 yellow tokens, only from its yellow bank (TTA-EX-43, ⚠AMB-36);
    at the end of Age II military III replaces military II, whose cards leave with its discards
    (PL L2580-2591, L2602-2606; HU 2262-2280, 2296-2300)."""
    players = []
    for p in state.players:
        lost = min(YELLOW_LOST, p.yellow)
        players.append(p._with(yellow=p.yellow - lost, extra_yellow=p.extra_yellow - lost) if lost else p)
    state = state._with(players=tuple(players))
    if ended == "II":
        state = next_military_deck(state, "II", "military_iii")
    return state


def _add_culture(state, points) -> object:
    """``state`` with ``points`` (per seat) added to each civilization's culture; a loss takes at most
    what the civilization has (PL L1761)."""
    players = list(state.players)
    for seat, n in enumerate(points):
        culture = players[seat].culture + n
        if n < 0:
            culture = max(min(0, players[seat].culture), culture)
        players[seat] = players[seat]._with(culture=culture)
    return state._with(players=tuple(players))


def _scoring(finale: dict):
    @cites(rb.END_FULL, rb.RESOLVE_EVENTS)
    def revealed_age_iii(state, card: str):
        """An Age III event revealed during play (a card put on the future events turned the current one
        over): it scores at once, each civilization's culture by the card, then goes to the past events
        (PL L2627-2633; HU 2320-2340)."""
        state = _add_culture(state, finale[info(card).special](state, card))
        return then(state._with(past=state.past + (card,)))
    return revealed_age_iii


revealed_age_iii = None       # set by :func:`register`


@cites(rb.END_FULL, rb.BONUS_DECK, rb.LESS_BONUSES)
def scored_at_end(state) -> tuple:
    """``(card, keeper)`` for each Age III event the Full game scores at its end, in order (``keeper``: the one
    seat it scores for, or ``None`` for every civilization): the events left on the current and future events,
    revealed then (a card put on the future events always takes effect, PL L2627-2633; HU 2320-2340; none
    under ``less_bonuses``, PL L2746-2759), then the final-scoring variants' face-up bonus cards and the kept
    ones (for their keeper only under ``kept_bonus_scores = "keeper"``, ⚠AMB-X31; PL L2815-2837). The one
    list the end's scoring plays and the final table shows."""
    left = () if state.options.less_bonuses else tuple(
        c for c in state.events + state.future if info(c).age == "III" and info(c).type == "event")
    keeper_only = state.options.kept_bonus_scores == "keeper"
    kept = tuple((c, seat if keeper_only else None) for seat, cards in enumerate(state.kept) for c in cards)
    return tuple((c, None) for c in left + tuple(state.finale)) + kept


def final_events(state, finale: dict):
    """The end of the Full game: each event of :func:`scored_at_end` scores in turn, for every civilization or
    its keeper; the cards left on the event piles stay there, face up in effect (the two piles hold players +
    2 cards to the end), the bonus cards go to the past events. The game is then over."""
    scored = scored_at_end(state)
    for card, keeper in scored:
        points = finale[info(card).special](state, card)
        state = _add_culture(state, [n if keeper is None or s == keeper else 0 for s, n in enumerate(points)])
    revealed = tuple(state.finale) + tuple(c for cards in state.kept for c in cards)
    if revealed:
        state = state._with(past=state.past + revealed, finale=(), kept=())
    return state._with(over=True)


def register(effects: dict, finale: dict) -> None:
    """Register each Age III event's effect when revealed during play (its scoring, :data:`finale`)."""
    global revealed_age_iii
    revealed_age_iii = _scoring(finale)
    for special in list(finale):
        effects.setdefault(special, revealed_age_iii)
