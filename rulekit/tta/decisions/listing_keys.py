"""What each of the turn's listings reads: the keys their lists are carried by from one step to the next.

A turn's options run each kind's listing at every step of the turn, and most steps change little of
what a given listing reads: a growth does not touch the cards in hand, taking a card leaves the
resources alone. Each key below gives every value one listing reads (:func:`_build_key` for
:func:`~rulekit.tta.decisions.board._build_listing` ...), and
:func:`~rulekit.tta.decisions.verdicts.remember` has the turn's options give the listing's last list
for that seat again while its key is unchanged (:func:`~rulekit.tta.decisions.verdicts.remembered`).
This is an index, not a rule: the listing is still the only one that decides.

A key must name everything its listing reads, however rarely it matters (the cards taken this turn
matter only with an action card in hand, the tokens on each card only under exact change); a listing
that comes to read something new adds it to its key. ``tests/test_tta_listing_memo.py`` plays seeded
games and compares each remembered listing with the listing run afresh at every step.

Kinds left out, where remembering cost as much as it saved or more (measured in instructions a step): the
take listing (the row and the civil actions left change at almost every step: 10% of its keys would
repeat), the revolution's (a civil action spent changes its key: 22% repeat), the leaders' (a list of the
leaders in hand costs what its key does), the upgrade listing (it mostly returns at once: a key of the
upgrades allowed, alone while there are none, repeated 93% of the time and still cost 0.3% more a step than
listing afresh); and the kinds outside the board and the hand (Tactic, DrawMilitary, the Liner).
"""

from __future__ import annotations

from operator import attrgetter

from rulekit.tta.actions import Build, Destroy, Discover, Disband, Grow, Peaceful, Play, Recruit, Stage
from rulekit.tta.decisions import board, hand  # noqa: F401 - their listings are registered first
from rulekit.tta.decisions.board import stages_per_action
from rulekit.tta.decisions.hand import cooperation_block
from rulekit.tta.decisions.verdicts import remember
from rulekit.tta.rules.age3 import rivals_surcharge, war_unit_discount

__all__: list = []


def _taken(cards: tuple, fresh: tuple) -> tuple:
    """Those of the action ``cards`` in hand taken this turn (in ``fresh``): all a listing reads of the cards
    taken this turn, which it asks only of its own cards (:func:`~rulekit.tta.decisions.verdicts.card_ok`), so a
    key keeps the same while another card is taken."""
    out = ()
    if fresh:
        for c in cards:
            if c in fresh:
                out += (c,)
    return out


def _grow_key(j):
    """The price (the yellow bank, the leader), the food held (and under exact change the tokens on each
    farm and the blue bank, which :func:`~rulekit.tta.decisions.verdicts.short` reads), the Frugality-like
    cards in hand and those of them taken this turn (:func:`~rulekit.tta.decisions.verdicts.card_ok`), the
    options."""
    p = j.p
    cards = p.helpers.get("food_refund")
    return (p.yellow, p.leader, p.held["farm"], j.exact and (p.stocks["farm"], p.blue), cards,
            cards and _taken(cards, p.fresh), j.state.options)


def _build_key(j):
    """The buildings and their costs, the urban counts and the government's limit (and the options and the
    level), the discount cards in hand and those of them taken this turn, the rivals' surcharge on a lab or a
    library (:func:`~rulekit.tta.rules.age3.rivals_surcharge`), the resources held (and under exact change the
    tokens and the blue bank)."""
    p, state = j.p, j.state
    land, urban = p.helpers.get("farm_mine_build_discount"), p.helpers.get("urban_build_discount")
    return (p.buildings, p.urban_counts, p.government, land, urban, land and _taken(land, p.fresh),
            urban and _taken(urban, p.fresh),
            rivals_surcharge(state.players, j.seat), p.held["mine"], j.exact and (p.stocks["mine"], p.blue),
            state.options, state.level)


def _recruit_key(j):
    """The unit technologies and their costs, the resources held and the military-only ones (and under exact
    change the tokens and the blue bank), a war's discount, the options. (An unused worker is the kind's gate,
    :func:`~rulekit.tta.decisions.board.has_idle`: the listing runs only when there is one.)"""
    p = j.p
    return (p.unit_techs, p.build_costs, p.held["mine"], p.mil_bonus,
            j.exact and (p.stocks["mine"], p.blue), war_unit_discount(j.state, j.seat), j.state.options)


def _stage_key(j):
    """The wonder and its built stages, the stages an action builds, the resources held (and the tokens on each
    mine and the blue bank under exact change, or when the bank may be short of the stages' markers: else the
    listing reads of the bank only that it holds a marker for every stage an action builds),
    the Engineering Genius cards in hand and those of them taken this turn, the options."""
    p = j.p
    most = stages_per_action(p)
    cards = p.helpers.get("wonder_stage_discount")
    return (p.building, p.stages, most, p.held["mine"], (j.exact or p.blue < most) and (p.stocks["mine"], p.blue),
            cards, cards and _taken(cards, p.fresh), j.state.options)


def _play_key(j):
    """The action cards in hand and those of them taken this turn."""
    p = j.p
    cards = p.hand_kinds.get("action")
    return cards, cards and _taken(cards, p.fresh)


def _discover_key(j):
    """The hand, the science, the special technologies and the leader (a newer special, a discount), the
    Breakthrough-like cards in hand and those of them taken this turn, a Scientific Cooperation's block,
    the options."""
    p = j.p
    cards = p.helpers.get("science_refund")
    return (p.hand, p.science, p.specials, p.leader, cards, cards and _taken(cards, p.fresh),
            cooperation_block(j.state, j.seat),
            j.state.options)


remember(Grow, _grow_key)
remember(Build, _build_key)
remember(Recruit, _recruit_key)
remember(Stage, _stage_key)
remember(Destroy, attrgetter("p.manned"))       # the manned cards
remember(Disband, attrgetter("p.manned"))
remember(Play, _play_key)
remember(Discover, _discover_key)
remember(Peaceful, attrgetter("p.hand", "p.science"))   # the governments in hand, the science
