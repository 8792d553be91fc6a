"""What random play must conserve in a Through the Ages game.

- Tokens: each civilization's 25 yellow tokens are in its yellow bank, on its
  unused-workers space or on its cards; its 18 blue tokens are in its blue bank,
  on its farms and mines or marking built wonder stages (PL L99-147).
- Cards: every card of the root is in exactly one place (decks, row, hands,
  cards in play, the box, the event piles), so none appears or vanishes.
- Indicators and points: banks, workers, science (0..40), action counts and
  rates are never negative (culture only under the ``famine_culture`` option).
"""

from __future__ import annotations

from collections import Counter

from rulekit.tta.rules import civil_total, culture_rate, happiness, military_total, science_rate, strength
from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.state import BLUE_TOKENS, YELLOW_TOKENS

__all__ = ["invariants", "check_tokens", "cards_of", "token_problems"]


@cites(rb.POPULATION_MAX, rb.YELLOW_TOKENS, rb.BLUE_TOKENS, rb.SCIENCE_POINTS)
def token_problems(state):
    """Each ``(field, reason)`` that makes the civilizations' tokens and indicators impossible: the field
    named as ``players[seat].name`` (read by :meth:`~rulekit.tta.game.State.check_start` and
    :func:`check_tokens`)."""
    for seat, p in enumerate(state.players):
        at = f"players[{seat}]."
        workers = sum(t[1] for t in p.techs)
        blue = sum(t[2] for t in p.techs)
        if p.yellow + p.idle + workers != YELLOW_TOKENS:
            yield at + "yellow", f"P{seat + 1}: yellow tokens not conserved"
        if p.blue + blue + p.stages != BLUE_TOKENS:
            yield at + "blue", f"P{seat + 1}: blue tokens not conserved"
        for name in ("yellow", "idle", "blue", "science", "civil_spent", "military_spent", "mil_bonus", "stages"):
            if getattr(p, name) < 0:
                yield at + name, f"P{seat + 1}: {name} is negative"
        if not all(w >= 0 and b >= 0 for _, w, b in p.techs):
            yield at + "techs", f"P{seat + 1}: a card holds negative tokens"
        if p.science > 40:
            yield at + "science", f"P{seat + 1}: science above 40"
        if not (0 <= happiness(p) <= 8 and 0 <= strength(p) <= 60):
            yield at + "techs", f"P{seat + 1}: indicator out of range"
        if not (0 <= culture_rate(p) <= 30 and 0 <= science_rate(p) <= 30):
            yield at + "techs", f"P{seat + 1}: rate out of range"
        if civil_total(p) < 0 or military_total(p) < 0:
            yield at + "civil_extra", f"P{seat + 1}: negative action totals"
        if state.options.famine_culture == "zero" and p.culture < 0:
            yield at + "culture", f"P{seat + 1}: culture below 0"


def check_tokens(state) -> None:
    """Raise ``AssertionError`` with the first of :func:`token_problems`."""
    for _, reason in token_problems(state):
        raise AssertionError(reason)


def cards_of(state) -> Counter:
    """Every card of the state, counted once per place it lies."""
    c = Counter(x for x in state.row if x)
    for pile in (state.deck_a, state.deck_i, state.events, state.past, state.box):
        c.update(pile)
    for p in state.players:
        c.update(p.hand)
        c.update(p.in_play())
        c.update(p.wonders)
        if p.leader:
            c[p.leader] += 1
        if p.building:
            c[p.building] += 1
    return c


def invariants(state, root) -> None:
    """Raise ``AssertionError`` when ``state`` breaks what the game conserves from ``root``."""
    check_tokens(state)
    assert cards_of(state) == root.card_count, "cards not conserved"
