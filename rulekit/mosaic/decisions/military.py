"""The decisions about Military Units: a Military action's recruits and moves, free units a
card gives, eliminations (a card's, the General's) and the Diplomats' move before a Scoring.

Each kind lists its legal choices, resolves the one taken and names the real cause of a
refusal: which limit a recruit or a move breaks (L1009-1032), why a unit may not be eliminated.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from rulekit.core.rule import cites
from rulekit.mosaic import effects, rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.actions import Deploy, Done, Eliminate, Move, Recruit, Relocate
from rulekit.mosaic.board import adjacent, region_neighbours
from rulekit.mosaic.cards import data
from rulekit.mosaic.decisions.base import CountedStep, Step, said
from rulekit.mosaic.effects import INF_CAV, armoured, step, unit_stock

#: Cards whose free unit is an unqualified 'Military Unit' (Fortified City L1431, Metallurgy L1703,
#: Military Organization L1748); the Siege Engine Technology (L1685) makes a Siege Engine one (AMB-X14).
UNQUALIFIED_UNIT, SIEGE_TECH, CITIZEN_LEVY = ("B6", "T33", "T43"), "T27", "S36"


def _unit_name(unit: str) -> str:
    return unit.replace("_", " ").title()


# -- a Military action -----------------------------------------------------------------------------

def city_regions(s, seat: int) -> set:
    """The Regions where ``seat`` has a City (or a Port City): where its units are recruited."""
    return set(s.city_regions.get(seat, ()))


@cites(rb.RECRUIT, rb.REGIONS_IN_PLAY)
def recruit_regions(s, seat: int) -> set:
    """The Regions where ``seat`` may recruit: those with its City (L1011-1016) that are in play; a
    Region out of play takes no part in the game (L482-493), though a Starting City may stand there
    under AMB-12's reading."""
    return s.city_regions.get(seat, frozenset()).intersection(s.in_play())


# The checks of a Military action, each written once: the options (:func:`military_choices`) and
# the refusals (:meth:`MilitaryMoves.refusal`) both ask them.

@cites(rb.RECRUIT)
def _recruit_closed(s, seat: int, recruits: int):
    """What shuts every recruit now: the recruits one Military action allows, or a recruit's Money."""
    p = s.players[seat]
    limit = rules.recruit_limit(p.leader == "general", CITIZEN_LEVY in p.techs, s.options)
    if recruits >= limit:
        return rb.RECRUIT, partial(_limit_sentence, limit, seat, recruits)
    money = p.resources[3]                 # p.res("MONEY")
    if money < rules.RECRUIT_COST:
        return rb.RECRUIT, partial(_money_sentence, money)
    return None


# The sentences of the refusals above, written only when read (no closure made by a check that passes).

def _limit_sentence(limit: int, seat: int, recruits: int) -> str:
    return f"at most {limit} recruits in one Military action; P{seat + 1} has recruited {recruits}"


def _money_sentence(money: int) -> str:
    return f"a recruit costs {rules.RECRUIT_COST} Money; you have {money}"


def _stock_sentence(unit: str) -> str:
    return f"no {_unit_name(unit)} left in your stock"


@cites(rb.RECRUIT)
def _unit_refusal(s, seat: int, unit: str):
    """Why no unit of this kind is recruited: Siege Engines without their Technology, or none left in stock."""
    if unit == "SIEGE_ENGINE" and SIEGE_TECH not in s.players[seat].techs:
        return rb.RECRUIT, "Siege Engines are recruited only with the Siege Engine Technology (T27)"
    if unit_stock(s, seat, unit) <= 0:
        return rb.RECRUIT, partial(_stock_sentence, unit)
    return None


@cites(rb.MOVE)
def _move_closed(s, seat: int):
    """What shuts every move now: a move's Money."""
    if s.players[seat].res("MONEY") < rules.MOVE_COST:
        return rb.MOVE, f"a move costs {rules.MOVE_COST} Money; you have none"
    return None


def _unmoved(have: int, moved: tuple, region: str, unit: str) -> int:
    """Of ``have`` units of a kind in a Region, those that may still move: each unit moves once per
    Military action, and recruits under AMB-25's reading (marked ``+Region``) do not move."""
    return have - moved.count((region, unit)) - moved.count(("+" + region, unit))


UNITS = ("INFANTRY", "CAVALRY", "SIEGE_ENGINE")


@cites(rb.RECRUIT, rb.MOVE, rb.ADJACENCY)
def military_choices(s, seat: int, recruits: int = 0, moved: tuple = ()):
    """The recruits and moves open to a player, one at a time, after ``recruits`` recruits and the
    moves and recruits listed in ``moved`` (a Military action is offered when there is a first one):
    recruits of each kind :func:`_unit_refusal` lets pass in the Regions of :func:`city_regions`,
    moves of the units :func:`_unmoved` leaves to the Regions adjacent in play."""
    if _recruit_closed(s, seat, recruits) is None:
        own = sorted(recruit_regions(s, seat))
        if own:
            for k in UNITS:
                if _unit_refusal(s, seat, k) is None:
                    for r in own:
                        yield Recruit.of(k, r)
    if _move_closed(s, seat) is None:
        near = region_neighbours(s.options.adjacency, s.n)
        for (r, k), n in _unit_groups(s.players[seat].units).items():
            if _unmoved(n, moved, r, k) > 0 and r in near:
                for to in near[r]:
                    yield Move.of(k, r, to)


def _unit_groups(units: tuple) -> dict:
    """How many units of each (Region, kind) a player has, in sorted order."""
    out: dict[tuple, int] = {}
    for unit in sorted(units):
        out[unit] = out.get(unit, 0) + 1
    return out


@dataclass(frozen=True, slots=True)
class MilitaryMoves(Step):
    """A Military action under way: ``recruits`` so far; ``moved``, the units that moved (and,
    under AMB-25's reading, the recruits, marked ``+Region``), which may not move again."""

    recruits: int = 0
    moved: tuple = ()

    kind = "military"
    rule = rb.RECRUIT
    prompt = "{who}: recruit or move units, then done"

    def options(self, s):
        out = list(military_choices(s, self.player, self.recruits, self.moved))
        return out + ([Done.of()] if self.recruits or self.moved else [])

    @cites(rb.RECRUIT, rb.MOVE, rb.ADJACENCY)
    def refusal(self, s, a):
        """Which limit a recruit or a move breaks: the checks :func:`military_choices` lists by."""
        seat = self.player
        if isinstance(a, Done):
            return rb.RECRUIT, "a Military action recruits or moves at least one unit before it is done"
        if isinstance(a, Recruit):
            found = _recruit_closed(s, seat, self.recruits) or _unit_refusal(s, seat, a.unit)
            if found is None and a.region not in s.in_play():
                return rb.REGIONS_IN_PLAY, (f"{a.region} is not in play with {s.n} players: no unit is "
                                            "recruited there (a Region out of play takes no part in the game)")
            if found is None and a.region not in city_regions(s, seat):
                return rb.RECRUIT, f"a unit is recruited in a Region where you have a City; you have none in {a.region}"
            return said(found)
        if isinstance(a, Move):
            found = _move_closed(s, seat)
            if found is not None:
                return said(found)
            if not adjacent(a.origin, a.region, s.options.adjacency, s.n):
                return rb.ADJACENCY, (f"{a.origin} and {a.region} are not adjacent Regions in play "
                                      f"(adjacency read as {s.options.adjacency!r}, AMB-26)")
            have = _unit_groups(s.players[seat].units).get((a.origin, a.unit), 0)
            if not have:
                return rb.MOVE, f"you have no {_unit_name(a.unit)} in {a.origin}"
            if _unmoved(have, self.moved, a.origin, a.unit) <= 0:
                return rb.MOVE, (f"each unit moves once per Military action: your {_unit_name(a.unit)} in "
                                 f"{a.origin} moved or was recruited in this one")
        return None

    def resolve(self, s, a):
        if isinstance(a, Done):
            return s
        p = s.players[self.player]
        if isinstance(a, Recruit):
            p = p.pay({"MONEY": rules.RECRUIT_COST})._with(units=tuple(sorted(p.units + ((a.region, a.unit),))))
            moved = self.moved if s.options.recruits_move_same_turn else self.moved + (("+" + a.region, a.unit),)
            return s.with_player(self.player, p)._push(MilitaryMoves(self.player, recruits=self.recruits + 1,
                                                                     moved=moved))
        units = list(p.units)
        units.remove((a.origin, a.unit))
        p = p.pay({"MONEY": 1})._with(units=tuple(sorted(units + [(a.region, a.unit)])))
        return s.with_player(self.player, p)._push(
            MilitaryMoves(self.player, recruits=self.recruits, moved=self.moved + ((a.region, a.unit),)))


# -- free units and eliminations ----------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class DeployUnits(CountedStep):
    """Free units a card gives, one at a time; ``region``: the one Region they go to, if fixed."""

    region: str = ""

    kind = "deploy"
    rule = rb.CARD_UNITS
    skippable = rb.CARD_UNITS    # no unit of the kind left in the stock: none is placed
    prompt = "{who}: place a free unit ({step.card_name}, {step.count} to place)"

    @cites(rb.CARD_UNITS, rb.RECRUIT)
    def _where(self, s) -> tuple:
        """The unit kinds and the Regions: any Region in play where the card says so; else where a
        recruit may go (AMB-X11)."""
        if self.card == "S5":                                  # Exploration: its Infantry where its Farm went
            kinds, where = ("INFANTRY",), "fixed"
        elif self.card.split("-")[0] in data().build:          # Fortified City: a unit where its City went
            kinds, where = INF_CAV, "fixed"
        else:
            _, kinds, _, where = step(self.card, "units")
        if (self.card.split("-")[0] in UNQUALIFIED_UNIT and s.options.card_unit_kinds == "military"
                and SIEGE_TECH in s.players[self.player].techs):
            kinds = kinds + ("SIEGE_ENGINE",)               # 'a Military Unit' of any kind it may have (AMB-X14)
        if self.region:
            regions = (self.region,)
        elif where == "any" or s.options.free_units_where == "any":
            regions = s.in_play()
        else:
            regions = tuple(sorted(recruit_regions(s, self.player)))
        return kinds, regions

    def options(self, s):
        kinds, regions = self._where(s)
        return [Deploy.of(k, r) for k in kinds if unit_stock(s, self.player, k) > 0 for r in regions]

    def refusal(self, s, a):
        if not isinstance(a, Deploy):
            return None
        kinds, regions = self._where(s)
        if a.unit not in kinds:
            return rb.CARD_UNITS, f"{self.card}'s free unit is {' or '.join(_unit_name(k) for k in kinds)}"
        if unit_stock(s, self.player, a.unit) <= 0:
            return rb.CARD_UNITS, f"no {_unit_name(a.unit)} left in your stock"
        return rb.CARD_UNITS, f"{self.card}'s free unit goes to one of: {', '.join(sorted(regions))}"

    def resolve(self, s, a):
        p = s.players[self.player]
        s = s.with_player(self.player, p._with(units=tuple(sorted(p.units + ((a.region, a.unit),)))))
        if self.count > 1:
            return s._push(DeployUnits(self.player, card=self.card, count=self.count - 1, region=self.region))
        return s


def reach(s, seat: int, kinds: tuple) -> set:
    """The Regions where ``seat`` has a unit of one of ``kinds``: where it may eliminate."""
    return {r for r, k in s.players[seat].units if k in kinds}


@cites(rb.ELIMINATION, rb.ARMOUR)
def elimination_refusal(s, seat: int, a, kinds: tuple, card: str, region: str = ""):
    """Why ``seat`` may not eliminate this enemy unit: Armour, no unit of theirs of ``kinds`` in
    that Region, the second unit from another Region, or no such enemy unit there."""
    if not (a.owner[1:].isdigit() and 0 < int(a.owner[1:]) <= s.n) or int(a.owner[1:]) - 1 == seat:
        return rb.ELIMINATION, f"{a.owner} is not an opponent of P{seat + 1}'s"
    owner = s.players[int(a.owner[1:]) - 1]
    if armoured(owner):
        return rb.ARMOUR, f"{owner.name} has Armour (T44): their units cannot be eliminated"
    if a.region not in reach(s, seat, kinds):
        return rb.ELIMINATION, (f"{card} eliminates in a Region where you have {' or '.join(kinds)}; "
                                f"you have none in {a.region}")
    if region and a.region != region:
        return rb.ELIMINATION, f"both units go from one Region: {region}"
    if (a.region, a.unit) not in owner.units:
        return rb.ELIMINATION, f"{owner.name} has no {_unit_name(a.unit)} in {a.region}"
    return None


def enemy_units(s, seat: int, regions) -> list:
    """Eliminations of every unit of ``seat``'s opponents without Armour in ``regions``."""
    return [Eliminate.of(f"P{q.seat + 1}", k, r) for q in s.players if q.seat != seat and not armoured(q)
            for r, k in sorted(set(q.units)) if r in regions]


@dataclass(frozen=True, slots=True)
class EliminateUnits(CountedStep):
    """Enemy units a card eliminates, one at a time; ``region``: the Region of the first (the rest go from it)."""

    region: str = ""

    kind = "eliminate"
    rule = rb.ELIMINATION
    skippable = rb.ELIMINATION   # no enemy unit within reach: none is eliminated
    prompt = "{who}: eliminate an enemy unit ({step.card_name}, {step.count} to eliminate)"

    @cites(rb.ELIMINATION, rb.ARMOUR)
    def options(self, s):
        """Enemy units in a Region where you have a unit of the card's kind; a second one in the same Region."""
        mine = reach(s, self.player, step(self.card, "eliminate")[2])
        if self.region:
            mine &= {self.region}
        return enemy_units(s, self.player, mine)

    def refusal(self, s, a):
        if isinstance(a, Eliminate):
            return elimination_refusal(s, self.player, a, step(self.card, "eliminate")[2], self.card,
                                       self.region)
        return None

    def resolve(self, s, a):
        s = effects.eliminated(s, int(a.owner[1]) - 1, a.region, a.unit)        # stock or box (AMB-27)
        if self.count > 1:
            return s._push(EliminateUnits(self.player, card=self.card, count=self.count - 1, region=a.region))
        return s


@dataclass(frozen=True, slots=True)
class GeneralElimination(Step):
    kind = "general"
    rule = rb.GENERAL
    skippable = rb.GENERAL       # no enemy unit where the General's owner has Infantry or Cavalry
    prompt = "{who} (General): eliminate one unit before the Empire Scoring"

    @cites(rb.GENERAL)
    def options(self, s):
        """Units of other players in the Regions where the General's owner has Infantry or Cavalry."""
        return enemy_units(s, self.player, reach(s, self.player, INF_CAV))

    def refusal(self, s, a):
        if isinstance(a, Eliminate):
            return elimination_refusal(s, self.player, a, INF_CAV, "the General")
        return None

    def resolve(self, s, a):
        return effects.eliminated(s, int(a.owner[1]) - 1, a.region, a.unit)      # stock or box (AMB-27)


# -- before an Empire Scoring: Diplomats ----------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class DiplomatsMove(Step):
    kind = "diplomats"
    rule = rb.DIPLOMATS
    prompt = "{who} (Diplomats): move one opponent's units from a Region, or done"

    @cites(rb.DIPLOMATS, rb.ADJACENCY)
    def options(self, s):
        near = effects.region_neighbours(s)
        out = [Done.of()]
        for q in s.players:
            if q.seat == self.player:
                continue
            for r in sorted({r for r, _ in q.units}):
                out += [Relocate.of(f"P{q.seat + 1}", r, to) for to in near.get(r, ())]
        return out

    def refusal(self, s, a):
        if isinstance(a, Relocate):
            if not adjacent(a.origin, a.region, s.options.adjacency, s.n):
                return rb.ADJACENCY, (f"{a.origin} and {a.region} are not adjacent Regions in play "
                                      f"(adjacency read as {s.options.adjacency!r}, AMB-26)")
            return rb.DIPLOMATS, f"the Diplomats move an opponent's units; {a.owner} has none in {a.origin}"
        return None

    def resolve(self, s, a):
        if isinstance(a, Done):
            return s
        seat = int(a.owner[1]) - 1
        q = s.players[seat]
        units = tuple(sorted((a.region if r == a.origin else r, k) for r, k in q.units))
        s = s.with_player(seat, q._with(units=units))
        p = s.players[self.player]
        return s.with_player(self.player, p._with(used=p.used + (effects.DIPLOMATS,)))


__all__ = ["UNITS", "DeployUnits", "DiplomatsMove", "EliminateUnits", "GeneralElimination", "MilitaryMoves",
           "city_regions", "elimination_refusal", "recruit_regions", "enemy_units", "military_choices", "reach"]
