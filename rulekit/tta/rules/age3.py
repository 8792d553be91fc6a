"""What the Age II and III leaders and wonders add to a civilization's production and rates, as pure
functions (their 2006 effects from the card data, ``data/cards_civil_II.toml`` and ``cards_civil_III.toml``,
with the appendix's clarifications, PL chapter 5; HU chapter 5).

- Nikola Tesla (the Polish appendix calls him Bill Gates; the engine shows the card data's English name,
  Nikola Tesla, as the Hungarian book does): labs of Ages I-III act as mines, one blue token per worker,
  each worth the lab's level, produced whenever the mines produce and counted for Impact of Industry
  (appendix G-10, PL L2932-2939; HU 2595-2601). The tokens themselves are
  :func:`rulekit.tta.rules.tokens.stock_for`'s; :func:`lab_mine_rate` is what the labs produce.
- The Transcontinental Railroad: the best mine with at least 1 worker produces one more blue token
  (appendix G-12, PL L2945-2947; HU 2613-2616): :func:`railroad_mine`. "Mine" is a mining technology
  card (the Hungarian "bányászati technológiakártya"), so a lab acting as a mine under Tesla is not the
  Railroad's best mine (⚠AMB-X25, settled by the Hungarian text).
- The Age III wonders that score once, when completed (:func:`completion_culture`): First Space Flight,
  1 culture per level of every technology card in play, governments and special technologies included
  (G-13, PL L2949-2952; HU 2619-2622); Hollywood (theaters and libraries) and the Internet (labs and
  libraries), 2 × the card's age per worker on the card type it names, nothing for an Age A card or a
  card without workers (G-14, PL L2954-2958; HU 2626-2630); Fast Food Chains, 2 per worker on farms and
  mines and 1 per worker on urban buildings and units (card data).
- Nikola Tesla also makes the other players pay 1 resource more to build or upgrade a lab or a library
  (the card data's 2006 clause): :func:`rival_surcharge` (:func:`rivals_surcharge`, the rivals' total).
- Albert Einstein: the best lab or library gives extra science equal to its level (read with Leonardo's,
  :func:`rulekit.tta.rules.science_rate`) and 3 culture each time a technology card is played
  (``rulekit.tta.decisions.hand``); Mahatma Gandhi: +2 culture, no aggression or war of his own
  (:func:`forbids_attacks`), one against him costs twice the military actions (:func:`attack_multiplier`);
  Winston Churchill: unit technologies cost 3 science less (:func:`tech_science_cost`), his Defence cards
  count twice (:func:`defence_multiplier`), and new units cost 2 resources less while a war is declared
  on him (:func:`war_unit_discount`); Endowment for the Arts: culture for each civilization
  ahead in culture (:func:`culture_ahead`).
- Game Designer: each lab produces culture equal to its level and 1 science less
  (:func:`leader_culture`, :func:`leader_science`); Rock'n'Roll Icon: the best theater's culture counts
  twice (:func:`leader_culture`).
"""

from __future__ import annotations

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.rules.age2 import science_discount
from rulekit.tta.rules.cardinfo import info

__all__ = ["SURCHARGED", "WORKED_TYPES", "attack_multiplier", "completion_culture", "culture_ahead", "defence_multiplier",
           "forbids_attacks", "lab_mine_rate", "leader_culture", "leader_science", "railroad_mine", "rival_surcharge",
           "rivals_surcharge", "tech_science_cost", "war_unit_discount"]

#: The card types whose workers Hollywood and the Internet count (the card data's text).
WORKED_TYPES = {"hollywood": ("theater", "library"), "internet": ("lab", "library")}
_URBAN = ("temple", "lab", "arena", "library", "theater")
_UNITS = ("infantry", "cavalry", "artillery", "air")


@cites(rb.LABS_AS_MINES)
def lab_mine_rate(p) -> int:
    """The resources civilization ``p``'s labs produce as mines each production under Nikola Tesla: per
    worker on a lab of Age I-III, the lab's level; 0 under any other leader (G-10, PL L2932-2939; HU
    2595-2601).

    >>> from rulekit.tta.state import Player
    >>> lab = (("c-I-alchemy", 2, 0), ("c-A-philosophy", 1, 0))
    >>> lab_mine_rate(Player(leader="c-III-nikola-tesla", techs=lab)), lab_mine_rate(Player(techs=lab))
    (2, 0)
    """
    if not p.leader or not info(p.leader).fx.get("resources_per_lab_worker"):
        return 0
    return sum(w * info(c).level for c, w, _ in p.techs if w and info(c).type == "lab")


@cites(rb.RAILROAD)
def railroad_mine(p) -> str:
    """The mine card whose production one more blue token adds (the Transcontinental Railroad, completed
    and face up): the best mine (the highest value) with at least 1 worker; ``""`` without the wonder or
    such a mine (G-12, PL L2945-2947; HU 2613-2616).

    >>> from rulekit.tta.state import Player
    >>> mines = (("c-A-bronze", 2, 0), ("c-I-iron", 1, 0), ("c-II-coal", 0, 0))
    >>> railroad_mine(Player(wonders=("c-II-transcontinental-railroad",), techs=mines))
    'c-I-iron'
    >>> railroad_mine(Player(techs=mines))
    ''
    """
    if not p.bonus_totals.get("best_mine_extra_blue"):
        return ""
    best, value = "", -1
    for card, workers, _ in p.techs:
        if workers:
            i = info(card)
            if i.type == "mine" and int(i.fx.get("resources", 0) or 0) > value:
                best, value = card, int(i.fx.get("resources", 0) or 0)
    return best


def _theater_culture(p) -> int:
    """The culture of civilization ``p``'s best theater with a worker (one building), 0 without one."""
    return max((int(info(c).fx.get("culture", 0) or 0) for c, w, _ in p.techs if w and info(c).type == "theater"),
               default=0)


@cites(rb.SPECIAL_EFFECTS)
def leader_culture(p, fx) -> int:
    """The culture an Age III leader (its effect ``fx``) adds each round: Game Designer's culture equal
    to each lab's level (per lab building, a worker on a lab card), Rock'n'Roll Icon's second count of
    the best theater's culture.

    >>> from rulekit.tta.state import Player
    >>> techs = (("c-I-alchemy", 2, 0), ("c-II-opera", 1, 0), ("c-I-drama", 1, 0))
    >>> leader_culture(Player(techs=techs), {"culture_per_lab": "level"})
    2
    >>> leader_culture(Player(techs=techs), {"best_theater_culture_multiplier": 2})
    3
    """
    out = 0
    if fx.get("culture_per_lab"):
        out += sum(w * info(c).level for c, w, _ in p.techs if w and info(c).type == "lab")
    times = int(fx.get("best_theater_culture_multiplier", 1) or 1)
    if times > 1:
        out += (times - 1) * _theater_culture(p)
    return out


@cites(rb.SPECIAL_EFFECTS)
def leader_science(p, fx) -> int:
    """The science an Age III leader (its effect ``fx``) adds (a negative number takes): Game Designer's
    1 less per lab building.

    >>> from rulekit.tta.state import Player
    >>> leader_science(Player(techs=(("c-I-alchemy", 2, 0), ("c-A-philosophy", 1, 0))), {"science_per_lab": -1})
    -3
    """
    per = int(fx.get("science_per_lab", 0) or 0)
    if not per:
        return 0
    return per * sum(w for c, w, _ in p.techs if w and info(c).type == "lab")


@cites(rb.SPACE_FLIGHT, rb.HOLLYWOOD_INTERNET, rb.WONDER_COMPLETE)
def completion_culture(p, wonder: str) -> int:
    """The culture civilization ``p`` scores once when ``wonder`` is completed (0 for a wonder with no such
    effect): see the module's list.

    >>> from rulekit.tta.state import Player
    >>> p = Player(government="c-II-republic", specials=("c-I-cartography",),
    ...            techs=(("c-A-philosophy", 2, 0), ("c-I-alchemy", 1, 0), ("c-II-opera", 0, 0), ("c-I-drama", 2, 0)))
    >>> completion_culture(p, "c-III-first-space-flight")     # 0 + 1 + 2 + 1, Republic 2, Cartography 1
    7
    >>> completion_culture(p, "c-III-hollywood"), completion_culture(p, "c-III-internet")   # Drama 2 × 2 × 1; Alchemy 2 × 1
    (4, 2)
    """
    i = info(wonder)
    fx = i.fx
    if i.special == "first-space-flight":
        return int(fx["culture_per_tech_level"]) * sum(info(c).level for c in p.cards_in_play)
    if i.special in WORKED_TYPES:
        kinds = WORKED_TYPES[i.special]
        return int(fx["culture_per_level_per_worker"]) * sum(
            w * info(c).level for c, w, _ in p.techs if w and info(c).type in kinds)
    if i.special == "fast-food-chains":
        land = sum(w for c, w, _ in p.techs if info(c).type in ("farm", "mine"))
        other = sum(w for c, w, _ in p.techs if info(c).type in _URBAN + _UNITS)
        return int(fx["culture_per_farm_mine_worker"]) * land + int(fx["culture_per_urban_military_worker"]) * other
    return 0


#: The building types a rival's leader makes dearer to build or upgrade (Nikola Tesla's labs and libraries):
#: :func:`rival_surcharge` adds :func:`rivals_surcharge` to these, nothing to any other type.
SURCHARGED = ("lab", "library")


@cites(rb.SPECIAL_EFFECTS)
def rival_surcharge(players, seat: int, kind: str) -> int:
    """The resources civilization ``seat`` pays on top of building or upgrading a building of type ``kind``
    because of another civilization's leader (Nikola Tesla: 1 more for a lab or a library, the card data's
    ``opponent_lab_library_cost_plus``): :func:`rivals_surcharge` for a type of :data:`SURCHARGED`, 0 for any
    other type.

    >>> from rulekit.tta.state import Player
    >>> civs = (Player(), Player(leader="c-III-nikola-tesla"))
    >>> rival_surcharge(civs, 0, "lab"), rival_surcharge(civs, 0, "temple"), rival_surcharge(civs, 1, "library")
    (1, 0, 0)
    """
    return rivals_surcharge(players, seat) if kind in SURCHARGED else 0


@cites(rb.SPECIAL_EFFECTS)
def rivals_surcharge(players, seat: int) -> int:
    """What the other civilizations' leaders add to civilization ``seat``'s cost of building or upgrading a lab
    or a library (each type of :data:`SURCHARGED`; Nikola Tesla's 1, the card data's
    ``opponent_lab_library_cost_plus``), summed: :func:`rival_surcharge` of those types, found once by a
    listing that prices both.

    >>> from rulekit.tta.state import Player
    >>> civs = (Player(), Player(leader="c-III-nikola-tesla"), Player(leader="c-III-nikola-tesla"))
    >>> rivals_surcharge(civs, 0), rivals_surcharge(civs, 1)
    (2, 1)
    """
    plus = 0
    for s, q in enumerate(players):
        if s != seat:
            more = _LAB_LIBRARY_PLUS.get(q.leader)
            if more is None:        # a leader met for the first time: its card data read once
                fx = info(q.leader).fx
                more = _LAB_LIBRARY_PLUS[q.leader] = int(fx.get("opponent_lab_library_cost_plus", 0) or 0)
            plus += more
    return plus


#: What each leader met so far adds to its rivals' labs and libraries (``opponent_lab_library_cost_plus``; no
#: leader, ``""``, adds nothing): the card data's, read once per leader (a table bounded by the leader cards).
_LAB_LIBRARY_PLUS: dict = {"": 0}


# -- Age III leaders and action cards read by the decisions (card data) ------------------------------------
_UNIT_TECHS = ("infantry", "cavalry", "artillery", "air")


@cites(rb.PLAY_TECHNOLOGY, rb.SPECIAL_EFFECTS)
def tech_science_cost(p, i) -> int:
    """The science civilization ``p`` pays to discover the technology of Info ``i``: its printed cost, less
    Winston Churchill's discount for a military unit technology (``military_tech_science_discount``) and
    J. S. Bach's for a theater technology (:func:`rulekit.tta.rules.age2.science_discount`), never below 0.

    >>> from rulekit.tta.state import Player
    >>> churchill = Player(leader="c-III-winston-churchill")
    >>> tech_science_cost(churchill, info("c-III-tanks")), tech_science_cost(Player(), info("c-III-tanks"))
    (6, 9)
    >>> tech_science_cost(churchill, info("c-III-computers")) == info("c-III-computers").science
    True
    """
    cost = i.science
    if p.leader:
        off = _SCIENCE_OFF.get((p.leader, i.type))
        if off is None:         # a leader and technology type met for the first time: read once
            if i.type in _UNIT_TECHS:
                off = int(info(p.leader).fx.get("military_tech_science_discount", 0) or 0)
            else:
                off = science_discount(p, i)
            _SCIENCE_OFF[p.leader, i.type] = off
        cost -= off
    return cost if cost > 0 else 0


#: The science a leader takes off a technology of each type (Churchill's unit technologies, Bach's theaters),
#: by ``(leader, type)``: the card data's, read once per pair (a table bounded by the leader cards and the types).
_SCIENCE_OFF: dict = {}


@cites(rb.AGGRESSION, rb.SPECIAL_EFFECTS)
def forbids_attacks(p) -> bool:
    """Whether civilization ``p``'s leader forbids it aggressions and wars (Mahatma Gandhi, ``cannot_attack``)."""
    return bool(p.leader) and _leader_fx(p.leader, "cannot_attack", 0) != 0


@cites(rb.AGGRESSION, rb.SPECIAL_EFFECTS)
def attack_multiplier(p) -> int:
    """How many times the military actions of an aggression or war against civilization ``p`` count (Mahatma
    Gandhi: twice, ``attack_cost_multiplier_against``); 1 otherwise."""
    return _leader_fx(p.leader, "attack_cost_multiplier_against", 1) if p.leader else 1


def _leader_fx(leader: str, key: str, default: int) -> int:
    """The number ``key`` of the leader card's effect (``default`` where it gives none), read once per leader and
    key (:data:`_LEADER_FX`)."""
    found = _LEADER_FX.get((leader, key))
    if found is None:
        found = _LEADER_FX[leader, key] = int(info(leader).fx.get(key, default) or default)
    return found


#: The leaders' effect numbers read so far, by ``(leader, key)``: a table bounded by the leader cards and the keys
#: the rules read.
_LEADER_FX: dict = {}


@cites(rb.AGGRESSION, rb.SPECIAL_EFFECTS)
def defence_multiplier(p) -> int:
    """How many times a Defence card civilization ``p`` plays counts (Winston Churchill: twice,
    ``defense_card_multiplier``); 1 otherwise."""
    return int(info(p.leader).fx.get("defense_card_multiplier", 1) or 1) if p.leader else 1


@cites(rb.PLAY_ACTION_CARD)
def culture_ahead(players, seat: int, fx) -> int:
    """The culture an action card with ``culture_per_civ_ahead`` (Endowment for the Arts) gives civilization
    ``seat``: the number for the player count for each civilization with more culture than it.

    >>> from rulekit.tta.state import Player
    >>> civs = (Player(culture=10), Player(culture=12), Player(culture=10), Player(culture=30))
    >>> culture_ahead(civs, 0, {"culture_per_civ_ahead": {"2": 6, "3": 3, "4": 2}})
    4
    """
    per = fx.get("culture_per_civ_ahead")
    if not per:
        return 0
    mine = players[seat].culture
    return int(per.get(str(len(players)), 0) or 0) * sum(1 for q in players if q.culture > mine)


@cites(rb.UNIT_DISCOUNTS, rb.WAR)
def war_unit_discount(state, seat: int) -> int:
    """Resources each new unit of civilization ``seat`` costs less while a war is declared on it and not
    yet resolved (Winston Churchill, ``unit_discount_under_war``; a declared war waits in ``state.scheduled``
    until the start of its declarer's next turn, :mod:`rulekit.tta.decisions.wars`); 0 otherwise."""
    if not state.scheduled:             # no war declared
        return 0
    p = state.players[seat]
    per = int(info(p.leader).fx.get("unit_discount_under_war", 0) or 0) if p.leader else 0
    if not per:
        return 0
    return per if any(getattr(s.step, "kind", "") == "war" and s.step.target == seat for s in state.scheduled) else 0
