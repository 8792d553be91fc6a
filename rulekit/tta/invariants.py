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

__all__ = ["invariants", "check_tokens", "cards_of"]


@cites(rb.POPULATION_MAX, rb.YELLOW_TOKENS, rb.BLUE_TOKENS)
def check_tokens(state) -> None:
    for seat, p in enumerate(state.players):
        workers = sum(t[1] for t in p.techs)
        blue = sum(t[2] for t in p.techs)
        assert p.yellow + p.idle + workers == YELLOW_TOKENS, f"P{seat + 1}: yellow tokens not conserved"
        assert p.blue + blue + p.stages == BLUE_TOKENS, f"P{seat + 1}: blue tokens not conserved"
        for name in ("yellow", "idle", "blue", "science", "civil_spent", "military_spent", "mil_bonus", "stages"):
            assert getattr(p, name) >= 0, f"P{seat + 1}: {name} is negative"
        assert all(w >= 0 and b >= 0 for _, w, b in p.techs), f"P{seat + 1}: a card holds negative tokens"
        assert p.science <= 40, f"P{seat + 1}: science above 40"
        assert 0 <= happiness(p) <= 8 and 0 <= strength(p) <= 60, f"P{seat + 1}: indicator out of range"
        assert 0 <= culture_rate(p) <= 30 and 0 <= science_rate(p) <= 30, f"P{seat + 1}: rate out of range"
        assert civil_total(p) >= 0 and military_total(p) >= 0
        if state.options_value("famine_culture", "zero") == "zero":
            assert p.culture >= 0, f"P{seat + 1}: culture below 0"


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
