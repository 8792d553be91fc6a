"""What four Age II cards the appendix does not describe add to a civilization, as pure functions (their 2006
effects from the card data, ``data/cards_civil_II.toml``; one source, kgold's card list, unless the record
names more):

- J. S. Bach: theater technologies cost 1 science less (:func:`science_discount`), a theater costs 1 resource
  less to build (:func:`build_discount`), and each theater, a worker on a theater card, produces 1 more culture
  (:func:`leader_culture`). An upgrade of a theater pays the difference of the two theaters' costs
  (:func:`rulekit.tta.rules.upgrade_cost`), as the rulebook says of Masonry's discount (PL L2268-2283; HU
  1992-2009): both theaters cost 1 less, so the upgrade costs what it did (the card says "to build", where
  Nikola Tesla's, in the same card list, says "to build or upgrade") — the default reading of ⚠AMB-X35,
  whose other reading (``bach_upgrade = "discounted"``) takes 1 resource off the upgrade too
  (:func:`upgrade_discount`).
- James Cook: each colony produces 2 culture a round (read in :func:`rulekit.tta.rules.culture_rate` by its
  key ``culture_per_colony``); his colonization bonus is :func:`rulekit.tta.decisions.colonies.card_bonus`'s.
- William Shakespeare: each library, a worker on a library card, produces 1 more culture, and each pair of
  one library and one theater 2 more (:func:`leader_culture`).
- Ocean Liner Service (a wonder): once a turn its owner may increase population without a civil action,
  paying 5 food less (:func:`liner_discount`; the action is judged in :mod:`rulekit.tta.decisions.liner`).
"""

from __future__ import annotations

from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.rules.cardinfo import info

__all__ = ["build_discount", "leader_culture", "liner_discount", "science_discount", "upgrade_discount"]


def _workers(p, kind: str) -> int:
    """The buildings of urban type ``kind``: workers on cards of that type."""
    return sum(w for c, w, _ in p.techs if w and info(c).type == kind)


def _fx(p, key: str) -> int:
    return int(info(p.leader).fx.get(key, 0) or 0) if p.leader else 0


@cites(rb.SPECIAL_EFFECTS)
def leader_culture(p, fx) -> int:
    """The culture an Age II leader (its effect ``fx``) adds each round: J. S. Bach's ``culture_per_theater``
    per theater, William Shakespeare's ``culture_per_library`` per library and
    ``culture_per_library_theater_pair`` per pair of one library and one theater (as many pairs as the
    fewer of the two).

    >>> from rulekit.tta.state import Player
    >>> techs = (("c-I-drama", 2, 0), ("c-II-opera", 1, 0), ("c-I-printing-press", 2, 0))
    >>> leader_culture(Player(techs=techs), info("c-II-j-s-bach").fx)          # 3 theaters
    3
    >>> leader_culture(Player(techs=techs), info("c-II-william-shakespeare").fx)   # 2 libraries, 2 pairs
    6
    """
    out = 0
    if fx.get("culture_per_theater"):
        out += int(fx["culture_per_theater"]) * _workers(p, "theater")
    if fx.get("culture_per_library") or fx.get("culture_per_library_theater_pair"):
        libraries = _workers(p, "library")
        out += int(fx.get("culture_per_library", 0) or 0) * libraries
        pairs = min(libraries, _workers(p, "theater")) if fx.get("culture_per_library_theater_pair") else 0
        out += int(fx.get("culture_per_library_theater_pair", 0) or 0) * pairs
    return out


@cites(rb.PLAY_TECHNOLOGY, rb.SPECIAL_EFFECTS)
def science_discount(p, i) -> int:
    """The science civilization ``p``'s leader takes off the technology of Info ``i``: J. S. Bach's
    ``theater_science_discount`` off a theater technology; 0 otherwise.

    >>> from rulekit.tta.state import Player
    >>> bach = Player(leader="c-II-j-s-bach")
    >>> science_discount(bach, info("c-II-opera")), science_discount(bach, info("c-II-journalism"))
    (1, 0)
    """
    return _fx(p, "theater_science_discount") if i.type == "theater" else 0


@cites(rb.BUILD_URBAN, rb.SPECIAL_EFFECTS)
def build_discount(p, i) -> int:
    """The resources civilization ``p``'s leader takes off building on the card of Info ``i``: J. S. Bach's
    ``theater_build_discount`` off a theater; 0 otherwise (read by :func:`rulekit.tta.rules.build_cost_of`).

    >>> from rulekit.tta.state import Player
    >>> build_discount(Player(leader="c-II-j-s-bach"), info("c-I-drama")), build_discount(Player(), info("c-I-drama"))
    (1, 0)
    """
    return _fx(p, "theater_build_discount") if i.type == "theater" else 0


@cites(rb.UPGRADE, rb.SPECIAL_EFFECTS)
def upgrade_discount(p, old: str, reading: str = "difference") -> int:
    """The resources taken off upgrading a worker from the card ``old`` by the leader's building discount
    beyond the difference of the costs: none under the default reading of ⚠AMB-X35 (``"difference"``: both
    theaters cost less, so their difference stays, as with Masonry, PL L2268-2283); J. S. Bach's
    ``theater_build_discount`` off a theater's upgrade under ``"discounted"``.

    >>> from rulekit.tta.state import Player
    >>> bach = Player(leader="c-II-j-s-bach")
    >>> upgrade_discount(bach, "c-I-drama"), upgrade_discount(bach, "c-I-drama", "discounted")
    (0, 1)
    """
    return build_discount(p, info(old)) if reading == "discounted" else 0


@cites(rb.INCREASE_POPULATION, rb.WONDER_COMPLETE)
def liner_discount(p) -> int:
    """The food Ocean Liner Service's growth costs less (``pop_increase_food_discount`` of the completed,
    face-up wonder that grants ``free_pop_increase_per_turn``); 0 without one.

    >>> from rulekit.tta.state import Player
    >>> liner_discount(Player(wonders=("c-II-ocean-liner-service",))), liner_discount(Player())
    (5, 0)
    """
    return max((int(info(w).fx.get("pop_increase_food_discount", 0) or 0) for w in liner_wonders(p)), default=0)


def liner_wonders(p) -> tuple:
    """The completed wonders face up of civilization ``p`` granting a growth without a civil action."""
    return tuple(w for w in p.wonders if w not in p.face_down and info(w).fx.get("free_pop_increase_per_turn"))
