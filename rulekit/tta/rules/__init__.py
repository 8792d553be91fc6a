"""The rules of the game as pure functions, each citing both rulebooks (the Advanced game's own in
:mod:`.upkeep`, :mod:`.military`, :mod:`.ranking` and :mod:`.finale`).

Functions take a :class:`~rulekit.tta.state.Player` (or plain numbers) first and
return a value; none changes anything. Card facts come from
:func:`rulekit.tta.cards.data` through :func:`info`, one small view per card, so
the engine reads the same few fields whatever else a card record carries.

The yellow bank's regions are only partly printed (⚠AMB-5): region 1 holds 2
tokens, growth from it costs 2 food and once it is empty the civilization eats 1
food a round; growth from region 2 costs 3 and from region 3 costs 4; an empty
bank eats 6 and cannot grow (Hungarian book only). The other sizes and numbers
are a labelled teaching stand-in (:data:`YELLOW_REGIONS`).

Examples
--------
>>> slot_cost(7, "wonder", completed_wonders=2)        # TTA-EX-1
4
>>> growth_cost(18), consumption(18), growth_cost(16), consumption(16)
(2, 0, 3, 1)
>>> pay_tokens(((1, 0), (2, 2)), 3)                      # TTA-EX-8: 2 Iron tokens pay 3
((1, 1), (2, 0))
"""

from __future__ import annotations

from typing import NamedTuple

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.options import Options
from rulekit.tta.rules.cardinfo import LEVEL, UNITS, URBAN, Info, info, name
from rulekit.tta.rules import age2
from rulekit.tta.rules.age3 import lab_mine_rate, leader_culture, leader_science, railroad_mine
from rulekit.tta.rules.military import colony_strength, surplus_air_strength, tactic_bonus
from rulekit.tta.rules.tokens import food, gain_tokens, pay_tokens, payments, resources, stock

__all__ = [
    "Info", "info", "name", "LEVEL", "UNITS", "URBAN", "slot_cost", "stock", "growth_cost", "consumption", "YELLOW_REGIONS", "ROW_COSTS", "REMOVED_SLOTS",
    "ROUND_ONE_BUDGET", "civil_total", "military_total", "building_limit", "hand_limit", "culture_rate",
    "science_rate", "strength", "happiness", "food_rate", "resource_rate", "food", "resources", "pay_tokens", "payments",
    "gain_tokens", "build_cost", "build_cost_of", "upgrade_cost", "simple_bonus", "simple_bonus_parts", "SIMPLE_BONUS_PARTS",
    "age_one_techs", "famine_loss", "SCIENCE_CAP", "bonus_sums", "count_urban", "higher", "manned", "upgrade_pairs", "face_counts",
    "count_worker_totals", "worker_yields",
]


# -- the card row --------------------------------------------------------------------------
#: Civil actions to take a card, by slot 1-13 (PL L448-450, KI L533-535).
ROW_COSTS = (1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3)
#: Slots cleared at the start of each turn from round 2, by player count (KI L733-742; TTA-EX-3).
REMOVED_SLOTS = {2: 3, 3: 2, 4: 1}
#: Civil actions in round 1 by seat, counted from the start player (KI L537-539; TTA-EX-21).
ROUND_ONE_BUDGET = (1, 2, 3, 4)
#: The most science points a civilization holds: the science track ends at 40 (TTA-R-17, PL KI L333-335).
SCIENCE_CAP = 40


def slot_cost(slot: int, kind: str, completed_wonders: int = 0, wonder_discount: int = 0, floor: int = 0) -> int:
    """Civil actions to take the card in ``slot`` (1-13): its slot's cost, +1 per
    completed wonder when the card is a wonder (less a leader's wonder discount, never
    below ``floor``: 0, or 1 under ``wonder_take_floor = "one"``, ⚠AMB-X12).

    References
    ----------
    rb.TAKE_CARD, rb.WONDER_TAKE (PL L533-547; HU 1.3)

    Examples
    --------
    >>> slot_cost(1, "leader"), slot_cost(6, "wonder"), slot_cost(13, "action")
    (1, 2, 3)
    >>> slot_cost(1, "wonder", wonder_discount=1), slot_cost(1, "wonder", wonder_discount=1, floor=1)
    (0, 1)
    """
    cost = ROW_COSTS[slot - 1]
    if kind == "wonder":
        cost = max(floor, cost + completed_wonders - wonder_discount)
    return cost


# -- the yellow bank -----------------------------------------------------------------------
class Region(NamedTuple):
    size: int
    growth: int         # food to take a token from this region
    eats: int           # food eaten each round once this region is empty
    confidence: str


#: The yellow bank's regions, right (taken first) to left. Region 1 and the costs
#: 2/3/4 are printed (PL L123-137, L2170-2172; HU 207-220); "eats 6 when empty" is
#: the Hungarian book's; the rest is a labelled teaching stand-in (⚠AMB-5).
YELLOW_REGIONS = (
    Region(2, 2, 1, "rulebook"),
    Region(4, 3, 2, "teaching"),
    Region(4, 4, 3, "teaching"),
    Region(4, 5, 4, "teaching"),
    Region(4, 7, 6, "teaching"),
)


#: Tokens the yellow bank's regions hold together (18).
_BANK_SIZE = sum(r.size for r in YELLOW_REGIONS)


def _region(yellow: int) -> int:
    """Index of the region the next token leaves from (bank holds ``yellow`` of 18)."""
    if 0 <= yellow <= _BANK_SIZE:
        return _REGION_OF[yellow]
    return _count_region(yellow)


def _count_region(yellow: int) -> int:
    """:func:`_region` counted from :data:`YELLOW_REGIONS`."""
    taken = _BANK_SIZE - yellow
    for i, r in enumerate(YELLOW_REGIONS):
        if taken < r.size:
            return i
        taken -= r.size
    return len(YELLOW_REGIONS)


#: :func:`_region` of each count of tokens in the bank, counted once from :data:`YELLOW_REGIONS`.
_REGION_OF = tuple(_count_region(yellow) for yellow in range(_BANK_SIZE + 1))


def growth_cost(yellow: int, discount: int = 0) -> int | None:
    """Food to increase population with ``yellow`` tokens in the bank; ``None`` when
    it is empty (no growth). ``discount`` is Moses's.

    References
    ----------
    rb.INCREASE_POPULATION (PL L718-731, L123-137; HU 199-220)
    """
    i = _region(yellow)
    if i >= len(YELLOW_REGIONS):
        return None
    cost = YELLOW_REGIONS[i].growth - discount
    return cost if cost > 0 else 0          # (no max(): the growth listing asks it)


def consumption(yellow: int) -> int:
    """Food eaten each round: the value of the leftmost emptied region (0 while region 1 holds a token).

    References
    ----------
    rb.CONSUMPTION (PL L635-648, KI L672-674; HU 218-220)
    """
    i = _region(yellow)
    return YELLOW_REGIONS[i - 1].eats if i > 0 else 0


def famine_loss(missing: int) -> int:
    """Culture lost for ``missing`` food: 4 each (KI L1438-1439; TTA-EX-30).

    >>> famine_loss(2)
    8
    """
    return 4 * missing


#: The event that turns wonders face down; its card says what such a wonder produces.
RAVAGES = "m-II-ravages-of-time"


# -- bonuses of the cards in play ------------------------------------------------------
def _bonus_cards(p) -> tuple:
    """Cards whose flat effects apply: government, special techs, leader, completed wonders."""
    out = [p.government] if p.government else []
    out += p.specials
    if p.leader:
        out.append(p.leader)
    out += standing(p)
    return tuple(out)


def standing(p) -> tuple:
    """The completed wonders face up: those Ravages of Time turned face down have no effect (card text)."""
    return tuple(w for w in p.wonders if w not in p.face_down) if p.face_down else p.wonders


def bonus_sums(p) -> dict:
    """Each numeric effect of the bonus cards (government, special technologies, leader, completed
    wonders) summed over them: what flat effects add (remembered as ``Player.bonus_totals``)."""
    totals: dict = {}
    for c in _bonus_cards(p):
        for key, v in info(c).fx.items():
            if isinstance(v, (int, float)):
                totals[key] = totals.get(key, 0) + int(v or 0)
    return totals


def _flat(p, key: str) -> int:
    return p.bonus_totals.get(key, 0)


def civil_total(p) -> int:
    """White tokens: the government's civil actions plus every bonus card's, plus this turn's extra.

    References
    ----------
    rb.ACTIONS, rb.LEADER_TOKENS (PL L224-232, L979-989; HU 1.2)
    """
    return max(0, _flat(p, "civil_actions") + p.civil_extra)


def military_total(p) -> int:
    """Red tokens, counted like :func:`civil_total`."""
    return max(0, _flat(p, "military_actions") + p.military_extra)


def building_limit(p) -> int:
    """Urban buildings allowed per type by the government (PL L233-237, L1326-1329)."""
    return int(info(p.government).fx.get("urban_limit", 0) or 0)


def hand_limit(p) -> int:
    """Civil cards a player may hold after taking one: the total white tokens (⚠AMB-18) plus
    wonder bonuses to the hand limit (Library of Alexandria).

    References
    ----------
    rb.HAND_LIMIT (PL L1040-1046, KI L1085-1086)
    """
    return civil_total(p) + _flat(p, "civil_hand_limit")


@cites(rb.URBAN_LIMIT)
def urban_count(p, kind: str) -> int:
    """Buildings of one urban type, every level counted (PL L1326-1329; remembered per civilization)."""
    return p.urban_counts.get(kind, 0)


def count_urban(p) -> dict:
    """Workers on the cards of each urban type (remembered as ``Player.urban_counts``)."""
    counts: dict = {}
    for card, workers, _ in p.techs:
        kind = info(card).type
        if kind in URBAN:
            counts[kind] = counts.get(kind, 0) + workers
    return counts


# -- indicators -------------------------------------------------------------------------------
def _per_worker(p, key: str, kinds=None) -> int:
    total = 0
    for card, workers, _ in p.techs:
        if workers:
            i = info(card)
            if kinds is None or i.type in kinds:
                total += workers * int(i.fx.get(key, 0) or 0)
    return total


#: The indicators a worker on a technology raises by a number of its own, whatever the card's type:
#: :func:`count_worker_totals`' order.
WORKER_KEYS = ("culture", "science", "strength")


class _Yields(dict):
    """What one worker on each card adds to :data:`WORKER_KEYS`, read once from the card data (one entry
    per card id)."""

    def __missing__(self, card: str):
        fx = info(card).fx
        found = self[card] = tuple(int(fx.get(key, 0) or 0) for key in WORKER_KEYS)
        return found


#: ``worker_yields(card)``: culture, science and strength one worker on ``card`` adds (:data:`WORKER_KEYS`).
worker_yields = _Yields().__getitem__


def count_worker_totals(p) -> tuple:
    """``(culture, science, strength)`` of the workers on the technologies in play: each card's
    :func:`worker_yields` times its workers, summed in one pass (what :func:`_per_worker` gives for each
    key; remembered as ``Player.worker_totals``)."""
    culture = science = might = 0
    for card, workers, _ in p.techs:
        if workers:
            c, s, m = worker_yields(card)
            culture += workers * c
            science += workers * s
            might += workers * m
    return culture, science, might


def _happy_multiplier(p) -> int:
    m = 1
    for c in standing(p):
        m = max(m, int(info(c).fx.get("happy_multiplier", 1) or 1))
    return m


def _faces(p, kinds) -> int:
    """Happy faces shown by buildings of ``kinds`` (and completed wonders if "wonder" is listed)."""
    n = _per_worker(p, "happiness", kinds)
    if "wonder" in kinds:
        n += sum(int(info(c).fx.get("happiness", 0) or 0) for c in standing(p))
    return n


def happiness(p, st_peters: str = "double-happy") -> int:
    """Happy faces of buildings and bonus cards less the unhappy ones, kept within 0..8. St. Peter's
    Basilica doubles the happy faces before the unhappy ones cancel (``"double-happy"``), or doubles
    what is left (``"double-net"``) (⚠AMB-X2; the Simple game's cards show no unhappy face).

    References
    ----------
    rb.HAPPINESS, rb.ST_PETERS (PL L290-302, L2941-2943; HU 351-373)
    """
    happy, unhappy, m = p.faces
    faces = m * happy - unhappy if st_peters == "double-happy" else m * (happy - unhappy)
    return max(0, min(8, faces))


def face_counts(p) -> tuple:
    """``(happy faces, unhappy faces, St. Peter's multiplier)`` of the workers on buildings and the
    bonus cards (remembered as ``Player.faces``)."""
    happy = unhappy = 0
    for card, workers, _ in p.techs:
        if workers:
            v = int(info(card).fx.get("happiness", 0) or 0) * workers
            happy, unhappy = (happy + v, unhappy) if v > 0 else (happy, unhappy - v)
    for card in _bonus_cards(p) + p.colonies:        # a colony's happy faces are permanent (PL L1790-1793)
        v = int(info(card).fx.get("happiness", 0) or 0)
        happy, unhappy = (happy + v, unhappy) if v > 0 else (happy, unhappy - v)
    return happy, unhappy, _happy_multiplier(p)


@cites(rb.RATE_CAPS)
def culture_rate(p) -> int:
    """Culture each round: buildings per worker, bonus cards, and the leaders' extras
    (Homer's Warriors, Genghis Khan's cavalry, James Cook's colonies, Michelangelo's happy faces, and the
    Age II and III leaders' of :mod:`.age2` and :mod:`.age3`); at most 30.

    References
    ----------
    rb.INDICATORS (PL L252-288; HU 330-350)
    """
    rate = p.worker_totals[0] + _flat(p, "culture")
    if p.face_down:                 # a wonder Ravages of Time turned face down produces 2 culture instead
        rate += len(p.face_down) * int(info(RAVAGES).fx["flipped_wonder_culture"])
    if p.leader:
        fx = info(p.leader).fx
        if fx.get("culture_per_warriors_unit"):
            warriors = sum(t[1] for t in p.techs if info(t[0]).type == "infantry" and info(t[0]).level == 0)
            rate += fx["culture_per_warriors_unit"] * min(warriors, int(fx.get("max_warriors_counted", 2)))
        if fx.get("culture_per_cavalry"):
            rate += fx["culture_per_cavalry"] * sum(t[1] for t in p.techs if info(t[0]).type == "cavalry")
        if fx.get("culture_per_colony"):                # James Cook: each colony produces culture
            rate += fx["culture_per_colony"] * len(p.colonies)
        if fx.get("culture_per_happy_face_on_temples_theaters_wonders"):
            rate += _faces(p, ("temple", "theater", "wonder")) * _happy_multiplier(p)
        age = info(p.leader).age
        if age == "III":
            rate += leader_culture(p, fx)
        elif age == "II":                               # J. S. Bach's theaters, Shakespeare's libraries
            rate += age2.leader_culture(p, fx)
    return min(30, rate)


def science_rate(p) -> int:
    """Science each round: labs and libraries per worker, bonus cards, Leonardo's best lab
    or library (+ its level); at most 30 (PL L266-271, L284-285)."""
    rate = p.worker_totals[1] + _flat(p, "science")
    if p.leader and info(p.leader).fx.get("science_bonus_best_lab_or_library"):
        levels = [info(c).level for c, w, _ in p.techs if w and info(c).type in ("lab", "library")]
        rate += max(levels, default=0)
    if p.leader and info(p.leader).age == "III":
        rate += leader_science(p, info(p.leader).fx)
    return min(30, rate)


def strength(p, options=None) -> int:
    """Military strength: units per unit, arenas per worker, bonus cards, the leaders' and
    wonders' per-unit bonuses; in the Advanced game also the tactic's armies and the colonies'
    permanent strength, in the Full game the air units' doubling of armies' bonuses
    (:mod:`rulekit.tta.rules.military`); at most 60 (PL L273-288, L2505-2508; HU 335-346, 2206-2208).
    ``options`` carries the reading of surplus air units (⚠AMB-40, ``surplus_air``); ``None`` is the default."""
    s = p.worker_totals[2] + _flat(p, "strength")
    if p.tactic or p.colonies:
        s += tactic_bonus(p) + colony_strength(p)
    if options is not None and options.surplus_air == "none":
        s -= surplus_air_strength(p, options)
    totals = p.bonus_totals          # the bonus cards' per-unit strengths, summed (each a number in the card data)
    if _PER_UNIT.intersection(totals):
        units = {k: sum(t[1] for t in p.techs if info(t[0]).type == k) for k in UNITS}
        s += totals.get("strength_per_military_unit", 0) * sum(units.values())
        s += totals.get("strength_per_infantry", 0) * units["infantry"]
        s += totals.get("strength_per_artillery", 0) * units["artillery"]
        s += totals.get("strength_per_cavalry", 0) * units["cavalry"]
    if "strength_per_temple_happy_face" in totals:
        for c in _bonus_cards(p):
            if info(c).fx.get("strength_per_temple_happy_face"):
                s += _faces(p, ("temple",)) * _happy_multiplier(p)
    return min(60, s)


#: The bonus cards' strength per unit (a civilization's, not the unit's: :func:`strength`).
_PER_UNIT = frozenset(("strength_per_military_unit", "strength_per_infantry", "strength_per_artillery",
                       "strength_per_cavalry"))


def food_rate(p) -> int:
    """Food produced each round by the workers on farms (bank ignored, ⚠AMB-X9)."""
    return _per_worker(p, "food", ("farm",))


def resource_rate(p) -> int:
    """Resources produced each round by the workers on mines (bank ignored, ⚠AMB-X9), with the labs acting
    as mines under Nikola Tesla (G-10) and the Transcontinental Railroad's token on the best mine (G-12):
    :mod:`rulekit.tta.rules.age3`."""
    rate = _per_worker(p, "resources", ("mine",))
    if p.leader:
        rate += lab_mine_rate(p)
    extra = railroad_mine(p) if p.wonders else ""
    return rate + (int(info(extra).fx.get("resources", 0) or 0) if extra else 0)


# -- costs -------------------------------------------------------------------------------------
def build_cost(p, card: str) -> int:
    """Resources to build on ``card``: its printed cost less Masonry-like discounts for urban
    buildings of Age I and later (PL L797-829; G-1): :func:`build_cost_of`, remembered for every card in
    play that can be built while the civilization's cards, special technologies and leader are unchanged
    (``Player.build_costs``)."""
    found = p.build_costs.get(card)
    return build_cost_of(p, card) if found is None else found


@cites(rb.CONSTRUCTION_TECHS)
def build_cost_of(p, card: str) -> int:
    """:func:`build_cost` counted from the card and the special technologies in play: Masonry,
    Architecture and Engineering take their discount off the urban buildings of Age I and later, so
    an upgrade, the difference of two such costs, gets the difference of the discounts (PL L2268-2289;
    HU 1992-2009; TTA-EX-15). J. S. Bach takes 1 off every theater (:func:`.age2.build_discount`)."""
    i = info(card)
    cost = i.build
    if i.type in URBAN and i.level >= 1:
        for c in p.specials:
            disc = info(c).fx.get("urban_discount") or {}
            cost -= int(disc.get(i.age, 0) or 0)
        if p.leader:
            cost -= age2.build_discount(p, i)
    return max(0, cost)


@cites(rb.TECH_LEVELS, rb.HIGHER_LEVELS)
def higher(old, new) -> bool:
    """Whether card ``new`` (its :class:`~rulekit.tta.rules.cardinfo.Info`) is of a higher level than ``old``:
    a card's level is its age, Age A level 0 (PL L2226-2227; HU 1941-1945); an upgrade may skip levels
    (Bronze to Coal, PL L2240-2243; TTA-EX-36)."""
    return new.level > old.level


def manned(p, card: str) -> bool:
    """Whether a worker stands on ``card``: destroying, disbanding and upgrading take one off."""
    return p.workers_on(card) >= 1


#: The types whose cards a worker can be upgraded within: farms, mines, urban buildings and units.
_UPGRADABLE = ("farm", "mine") + URBAN + UNITS


@cites(rb.UPGRADE, rb.UPGRADE_UNIT)
def upgrade_pairs(p) -> tuple:
    """``(old, new, unit)`` of each manned card ``old`` with a higher card ``new`` of its type in play (the
    upgrade judge's own tests, :func:`manned` and :func:`higher`; ``unit``: a unit's upgrade), in the order
    of the technologies in play (remembered as ``Player.upgrades``)."""
    out = []
    for kind, techs in p.tech_kinds.items():
        if len(techs) > 1 and kind in _UPGRADABLE:
            for t, i in techs:
                if manned(p, t):
                    for u, ui in techs:
                        if higher(i, ui):
                            out.append((t, u, kind in UNITS))
    return tuple(out)


def upgrade_cost(p, old: str, new: str) -> int:
    """Resources to upgrade: the difference of the two build costs (PL L1287-1301; TTA-EX-7)."""
    return max(0, build_cost(p, new) - build_cost(p, old))


# -- the end of the Simple game ------------------------------------------------------------------
def age_one_techs(p, specials: bool = True) -> int:
    """Technology cards of Age I in play, government included; special technologies too unless
    ``specials`` is false (⚠AMB-24)."""
    cards = p.in_play() if specials else tuple(c for c in p.in_play() if info(c).type != "special")
    return sum(1 for c in cards if info(c).level == 1)


def production_bank_limited(p) -> int:
    """Food and resources one production could place now, limited by the blue bank (⚠AMB-X9)."""
    bank, total = p.blue, 0
    for kind, key in (("farm", "food"), ("mine", "resources")):
        for card, workers, _ in sorted(p.techs, key=lambda t: -int(info(t[0]).fx.get(key, 0) or 0)):
            i = info(card)
            if i.type == kind and workers:
                n = min(workers, bank)
                bank -= n
                total += n * int(i.fx.get(key, 0) or 0)
    return total


#: The parts of the Simple game's final bonus, each with the rulebook line that states it (rb.FINAL_BONUS,
#: PL KI L1512-1523; HU 1294-1300) and the ambiguity whose option reads it (:mod:`rulekit.tta.options`).
SIMPLE_BONUS_PARTS = {
    "techs": "2 per Age I technology discovered, the government included (PL L1513-1515; ⚠AMB-24)",
    "strength": "2 per strength point (PL L1516)",
    "happiness": "2 per happy face, at most 16 (PL L1517-1519; ⚠AMB-X2 with St. Peter's)",
    "science": "1 per science point gained a round (PL L1520)",
    "production": "1 per food and resource produced a round (PL L1521-1523; ⚠AMB-X9)",
}


def simple_bonus_parts(p, options=None) -> dict:
    """The Simple game's final bonus by part (:data:`SIMPLE_BONUS_PARTS` says where each is written):
    ``techs`` (2 per Age-I technology), ``strength`` (2 per point), ``happiness`` (2 per happy face,
    at most 16), ``science`` (the science rate) and ``production`` (the food and resources produced a
    round), under ``options`` (the game's; ``None``: the defaults).

    References
    ----------
    rb.FINAL_BONUS (PL KI L1512-1523; TTA-EX-10, TTA-EX-44)

    Examples
    --------
    >>> import rulekit.tta as tta
    >>> simple_bonus_parts(tta.new_game(players=2, seed=1).players[0])
    {'techs': 0, 'strength': 2, 'happiness': 0, 'science': 1, 'production': 4}
    """
    if options is None:
        options = Options()
    produced = (production_bank_limited(p) if options.bonus_production == "bank-limited"
                else food_rate(p) + resource_rate(p))
    happy = happiness(p, options.st_peters)
    return {"techs": 2 * age_one_techs(p, options.bonus_special_techs),
            "strength": 2 * strength(p), "happiness": min(16, 2 * happy),
            "science": science_rate(p), "production": produced}


def simple_bonus(p, options=None) -> int:
    """The Simple game's final bonus: the sum of :func:`simple_bonus_parts` — 2 per Age-I technology,
    2 per strength point, 2 per happiness point (at most 16), the science rate, and the food and
    resources produced a round.

    References
    ----------
    rb.FINAL_BONUS (PL KI L1512-1523; TTA-EX-10, TTA-EX-44)
    """
    return sum(simple_bonus_parts(p, options).values())


#: The rule each function above applies (for "where does the rulebook say so").
RULES = {
    "slot_cost": rb.TAKE_CARD, "growth_cost": rb.INCREASE_POPULATION, "consumption": rb.CONSUMPTION,
    "famine_loss": rb.FAMINE, "civil_total": rb.ACTIONS, "hand_limit": rb.HAND_LIMIT,
    "building_limit": rb.BUILDING_LIMIT, "happiness": rb.HAPPINESS, "culture_rate": rb.INDICATORS,
    "pay_tokens": rb.CHANGE_MAKING, "payments": rb.CHANGE_MAKING, "upgrade_cost": rb.UPGRADE, "simple_bonus": rb.FINAL_BONUS,
    "simple_bonus_parts": rb.FINAL_BONUS,
    "SCIENCE_CAP": rb.SCIENCE_POINTS,
}
