"""The variants of chapter 4 that change how the Advanced and Full games play (PL L2694-2736; HU 2341-2428).

Each variant is an option of the game (:class:`rulekit.tta.options.Options`), off by default; none
applies to the Simple game (the Hungarian chapter: the variants work with the Advanced or the Full
game, HU 2341-2343). The final-scoring variants are :mod:`rulekit.tta.decisions.bonus_cards`.

``easier`` (TTA-R-V1)
    each civilization starts with 1 yellow token more in its yellow bank (:func:`easier_start`),
    and its urban limit is 1 higher than its government's (:func:`urban_limit`);
``no_group_attacks`` (TTA-R-V2)
    an aggression (or a war) takes its target's marker from the middle of the table; the marker
    goes back when the attacker's next political action comes, unless it attacks the same
    civilization again; a civilization whose marker is held by another cannot be attacked
    (:func:`may_target`, :func:`take_marker`, :func:`return_markers`; ``State.markers`` holds the
    taken markers as ``(target, holder)`` seat pairs);
``peaceful`` (TTA-R-V3)
    the aggression and war cards, and by a second choice the pacts, leave the military decks at
    setup (:func:`peaceful_split`);
``draw_as_action`` (TTA-R-V4)
    no military card is drawn after production; ``draw`` (1 military action) draws 1 during the
    turn (:func:`rulekit.tta.decisions.draw_action.judge_draw`); the hand is cut to its limit after the
    political action, as always.

>>> from rulekit.tta import new_game
>>> g = new_game(players=2, game="advanced", seed=3, options={"easier": True})
>>> g.players[0].yellow, urban_limit(g, g.players[0])           # Despotism allows 2 of each
(19, 3)
>>> new_game(players=2, game="simple", seed=3, options={"easier": True}).players[0].yellow
18
"""

from __future__ import annotations

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.decisions.verdicts import Refusal
from rulekit.tta.rules import building_limit, info

__all__ = ["ATTACK_TYPES", "easier_start", "marker_holder", "marker_problems", "may_target",
           "peaceful_split", "return_markers", "take_marker", "urban_limit"]


def _on(state) -> bool:
    """Whether the variants apply: the Advanced and Full games (HU 2341-2343)."""
    return state.level != "simple"


# -- the easier variant (TTA-R-V1) -------------------------------------------------------------------
@cites(rb.EASIER_VARIANT, rb.URBAN_LIMIT)
def urban_limit(state, p) -> int:
    """Urban buildings of each type ``p`` may have: its government's limit, 1 more under the easier
    variant (PL L2694-2700, KI L2790-2794; HU 2346-2359)."""
    limit = _LIMITS.get(p.government)
    if limit is None:                   # a government met for the first time: its card data read once
        limit = _LIMITS[p.government] = building_limit(p)
    return limit + 1 if state.options.easier and _on(state) else limit


#: The urban limit of each government met so far (:func:`~rulekit.tta.rules.building_limit`, which reads only the
#: government's card data): a table bounded by the government cards.
_LIMITS: dict = {}


@cites(rb.EASIER_VARIANT, rb.YELLOW_TOKENS)
def easier_start(options, level: str, p):
    """A starting civilization ``p``, under the easier variant 1 yellow token richer: one more in its yellow
    bank, taken from the box (a token beyond the 25, ``extra_yellow``; PL L2694-2700; HU 2346-2359)."""
    if options.easier and level != "simple":
        return p._with(yellow=p.yellow + 1, extra_yellow=p.extra_yellow + 1)
    return p


# -- the peaceful variant (TTA-R-V3) -----------------------------------------------------------------
#: The military cards the peaceful variant leaves out, by its option's value (PL L2716-2726; HU 2389-2404).
ATTACK_TYPES = {"off": (), "no-attacks": ("aggression", "war"), "no-attacks-no-pacts": ("aggression", "war", "pact")}


@cites(rb.PEACEFUL_VARIANT)
def peaceful_split(options, level: str, deck) -> tuple[tuple, tuple]:
    """``(kept, removed)``: a military deck without the cards the peaceful variant leaves out (aggressions and
    wars; the pacts too under ``no-attacks-no-pacts``), in the deck's order (PL L2716-2726; HU 2389-2404)."""
    gone = ATTACK_TYPES[options.peaceful] if level != "simple" else ()
    if not gone:
        return tuple(deck), ()
    return (tuple(c for c in deck if info(c).type not in gone), tuple(c for c in deck if info(c).type in gone))


# -- no group attacks (TTA-R-V2) ---------------------------------------------------------------------
def marker_holder(state, target: int) -> int | None:
    """The seat holding ``target``'s marker, or ``None`` while it lies in the middle of the table."""
    for t, holder in state.markers:
        if t == target:
            return holder
    return None


@cites(rb.NO_GROUP_ATTACKS)
def may_target(state, attacker: int, target: int) -> Refusal | None:
    """``None`` if ``attacker`` may play an aggression or declare a war against ``target`` under the no
    group attacks variant (always, with the variant off), else the :class:`Refusal`: the target's marker is
    in front of another player, who attacked it (PL L2702-2714, KI L2810-2813; HU 2363-2386). The attacker
    holding the marker itself attacks the same civilization again, which the text allows."""
    if not state.options.no_group_attacks or not _on(state):
        return None
    holder = marker_holder(state, target)
    if holder is None or holder == attacker:
        return None
    return Refusal(rb.NO_GROUP_ATTACKS, f"P{target + 1}'s marker lies in front of P{holder + 1}, who attacked it: "
                                        "a civilization is attacked by one opponent at a time (no group attacks)")


@cites(rb.NO_GROUP_ATTACKS)
def take_marker(state, attacker: int, target: int):
    """``state`` with ``target``'s marker in front of ``attacker``, who plays an aggression or declares a war
    on it (PL L2706-2709; HU 2371-2374); nothing changes with the variant off."""
    if not state.options.no_group_attacks or not _on(state):
        return state
    kept = tuple(m for m in state.markers if m[0] != target)
    return state._with(markers=tuple(sorted(kept + ((target, attacker),))))


@cites(rb.NO_GROUP_ATTACKS)
def return_markers(state, seat: int):
    """``state`` with the markers in front of ``seat`` back in the middle: its next political action has
    come (an attack on the same civilization then takes the marker again, PL L2709-2711; HU 2374-2376)."""
    kept = tuple(m for m in state.markers if m[1] != seat)
    return state if len(kept) == len(state.markers) else state._with(markers=kept)


def marker_problems(state):
    """``(field, reason)`` for each impossible marker: one marker per civilization, held by another one,
    seats of this game, and only under the variant."""
    n = len(state.players)
    seen = set()
    for k, m in enumerate(state.markers):
        at = f"markers[{k}]"
        if not (isinstance(m, tuple) and len(m) == 2 and all(isinstance(x, int) for x in m)):
            yield at, f"{m!r}: a marker is a (target, holder) pair of seats"
            continue
        target, holder = m
        if not (0 <= target < n and 0 <= holder < n) or target == holder:
            yield at, f"{list(m)}: the target and its attacker are two seats of this {n}-player game"
        if target in seen:
            yield at, f"P{target + 1} has one marker only"
        seen.add(target)
    if state.markers and not (state.options.no_group_attacks and _on(state)):
        yield "markers", "markers are taken only under the no group attacks variant (no_group_attacks)"
