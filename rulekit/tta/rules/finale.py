"""The culture each Age III event gives when the Advanced game is scored (PL L2324-2330,
L2877-2884; HU 2126-2136, 2532-2539).

The four Age III events revealed at setup score at the end of the Advanced game, one after
another (rb.END_ADVANCED). Each function here takes the civilizations, the card and the
game's level and options, and gives the culture per seat; the numbers come from the card's
``effect`` (the rulebooks print none: they name Impact of Science, of Strength and of
Industry only, PL L2881-2884, L2939; HU 2536-2539). The two ranking events give points by
place, ties broken as if it were the start player's turn (PL L2883-2884; HU 2538-2539):
:func:`rulekit.tta.rules.ranking.places` with seat 0 as the player whose turn it is.

"Produce" (Impact of Agriculture, of Industry) reads as the Simple game's final bonus does
(``bonus_production``, ⚠AMB-X9): workers × the printed values, or what the blue bank could
supply. "Age III technologies" are Age II ones in the Advanced game, which has no Age III
civil cards (the card's own note; PL L1540-1541).

Impact of Happiness and of Population read discontented workers: the upkeep's module scores them.
"""

from __future__ import annotations

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.rules import civil_total, food_rate, military_total, resource_rate, science_rate, strength
from rulekit.tta.rules.age3 import railroad_mine
from rulekit.tta.rules.cardinfo import UNITS, URBAN, info
from rulekit.tta.rules.ranking import places
from rulekit.tta.rules.tokens import stock_for

__all__ = ["SCORES", "score"]


def _produced(p, kind: str, options) -> int:
    """Food (``"farm"``) or resources (``"mine"``) a production gives: workers × values, or as
    much as the blue bank supplies, the best cards first (⚠AMB-X9); the labs under Nikola Tesla and the
    Railroad's token count as the mines' (G-10, G-12)."""
    if options.bonus_production != "bank-limited":
        return food_rate(p) if kind == "farm" else resource_rate(p)
    extra = railroad_mine(p) if kind == "mine" else ""
    values = [(found[1], card, workers + (card == extra)) for card, workers, _ in p.techs
              for found in (stock_for(p, card),) if workers and found is not None and found[0] == kind]
    bank, total = p.blue, 0
    for value, _, workers in sorted(values, reverse=True):
        n = min(workers, bank)
        bank -= n
        total += n * value
    return total


@cites(rb.TECH_LEVELS)
def _levels(p, kinds) -> int:
    """The levels of the buildings or units of ``kinds``: each worker on a card counts its level, the
    card's age (Age A: level 0; PL L2226-2227; HU 1941-1945)."""
    return sum(w * info(c).level for c, w, _ in p.techs if w and info(c).type in kinds)


def _agriculture(players, fx, level, options):
    return tuple(_produced(p, "farm", options) for p in players)


def _industry(players, fx, level, options):
    return tuple(_produced(p, "mine", options) for p in players)


def _architecture(players, fx, level, options):
    return tuple(_levels(p, URBAN) for p in players)


def _competition(players, fx, level, options):
    return tuple(_levels(p, UNITS + ("arena",)) for p in players)


def _colonies(players, fx, level, options):
    return tuple(int(fx["culture_per_colony"]) * len(p.colonies) for p in players)


def _government(players, fx, level, options):
    return tuple(int(fx["culture_per_civil_action"]) * civil_total(p)
                 + int(fx["culture_per_military_action"]) * military_total(p) for p in players)


@cites(rb.TECH_LEVELS)
def _progress(players, fx, level, options):
    per = int(fx["culture_per_level_gov_and_special"])
    return tuple(per * (info(p.government).level if p.government else 0)
                 + per * sum(info(c).level for c in p.specials) for p in players)


@cites(rb.TECH_LEVELS)
def _technology(players, fx, level, options):
    age = 2 if level == "advanced" else 3          # "level II in the Advanced game"
    per = int(fx["culture_per_age_III_tech"])
    return tuple(per * sum(1 for c in p.in_play() if info(c).level == age) for p in players)


def _wonders(players, fx, level, options):
    table = fx["culture_per_wonder"]
    return tuple(sum(int(table.get(info(w).age, 0)) for w in p.wonders) for p in players)


def _ranked(statistic, optioned=False):
    def scoring(players, fx, level, options):
        points = fx["ranking"][str(len(players))]
        values = tuple(statistic(p, options) if optioned else statistic(p) for p in players)
        return tuple(points[place] for place in places(values, 0))
    return scoring


#: The scoring of each Age III event by its card's ``special``.
SCORES = {
    "impact-of-agriculture": _agriculture, "impact-of-architecture": _architecture,
    "impact-of-colonies": _colonies, "impact-of-competition": _competition,
    "impact-of-government": _government, "impact-of-industry": _industry, "impact-of-progress": _progress,
    "impact-of-science": _ranked(science_rate), "impact-of-strength": _ranked(strength, optioned=True),
    "impact-of-technology": _technology, "impact-of-wonders": _wonders,
}


@cites(rb.END_ADVANCED, rb.AGE_III_EVENTS)
def score(players, card: str, level: str, options) -> tuple:
    """The culture the Age III event ``card`` gives each of ``players`` (a tuple per seat).

    >>> import rulekit.tta as tta
    >>> g = tta.new_game(players=3, game="advanced", seed=1)
    >>> score(g.players, "m-III-impact-of-strength", g.level, g.options)    # all tied: seat order
    (14, 7, 0)
    """
    return SCORES[info(card).special](players, info(card).fx, level, options)
