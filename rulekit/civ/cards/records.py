"""The card and component records of Civilization's data (techs, civilizations, great people,
investments, wonders, governments, buildings, units, markers, landmarks, supplies, culture events,
components, notes, teaching values) and the names they use."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

from rulekit.core.data import CONFIDENCE

DATA = Path(__file__).parent.parent / "data"

EXPANSIONS = ("base", "F&F", "W&W")
ERAS = ("ancient", "medieval", "modern")
#: The six great person marker types (L725-727).
GP_TYPES = ("artist", "builder", "general", "humanitarian", "industrialist", "scientist")
#: The four resources of the market (L340-342) and the two found only under huts and villages.
MARKET_RESOURCES = ("incense", "iron", "silk", "wheat")
RESOURCES = MARKET_RESOURCES + ("spy", "uranium")
UNIT_TYPES = ("infantry", "mounted", "artillery", "aircraft")
TERRAINS = ("grassland", "forest", "mountain", "desert", "water")
GOVERNMENT_COUNT_NOTE = "governments: Despotism, Anarchy and six a tech unlocks"
MARKER_EFFECTS = ("resource", "friendly-barbarians", "friendly-workers", "native-art", "teacher",
                  "wealth", "great-person", "city-state")
TIMINGS = ("immediate", "keep-start-of-turn", "keep-city-management", "next-start-of-turn")
TIER_KINDS = ("production_per_city", "culture_hand", "culture_step_discount", "combat_bonus", "learn_tech")
#: Record confidences other than the teaching one.
PRINTED = tuple(c for c in CONFIDENCE if c != "teaching")


def frozen_map(d: dict) -> Mapping:
    return MappingProxyType(dict(d))


# -- records -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Tech:
    name: str
    name_pl: str
    level: int
    expansion: str
    in_game: bool
    ability: str
    governments: tuple
    units: tuple            # ((type, level), …)
    buildings: tuple
    coins: int              # printed coin icons
    coin_slots: int         # most coins its ability may put on it (0 = none)
    stacking_limit: int | None
    travel_speed: int | None
    culture_hand: int
    max_cities: int | None
    city_walls: bool
    obsoletes_eras: tuple   # its ability may negate a wonder of these eras (L407-416)
    obsoletes: tuple        # the in-game wonders of those eras
    discounts: tuple        # wonders it makes cheaper
    also_named: tuple
    note: str
    source: str
    confidence: str

    @property
    def teaching(self) -> bool:
        return False

    @property
    def unlocks(self) -> tuple:
        """Every government, unit ("infantry II") and building the tech unlocks, by name."""
        roman = {1: "I", 2: "II", 3: "III", 4: "IV"}
        return self.governments + tuple(f"{u} {roman[n]}" for u, n in self.units) + self.buildings


@dataclass(frozen=True)
class Civ:
    name: str
    people: str
    name_pl: str
    expansion: str
    in_game: bool
    starting_tech: str
    starting_tech_confidence: str
    start_government: str
    armies: int
    wagons: int
    white_wagon: bool
    stacking_limit: int
    start_resources: Mapping
    military: Mapping        # unit type → starting level (1 unless the starting tech or the sheet says)
    start_metropolis: bool
    draws_great_person: bool
    takes_wonder: bool
    requires_investments: bool
    start_source: str
    ability: str
    note: str
    source: str
    confidence: str

    @property
    def figures(self) -> int:
        """Figures placed at setup (Spain's white wagon counts, L365-374)."""
        return self.armies + self.wagons + int(self.white_wagon)


@dataclass(frozen=True)
class GreatPerson:
    name: str
    card_label: str
    type: str
    alt_type: str            # the other source's type where they conflict ("" otherwise)
    effect: str
    expansion: str
    conflict: str
    note: str
    source: str
    confidence: str


@dataclass(frozen=True)
class Tier:
    at: int
    effect: str
    kind: str
    amount: int
    source: str
    confidence: str


@dataclass(frozen=True)
class Investment:
    name: str
    name_pl: str
    copies: int
    thresholds: tuple
    tiers: tuple
    effect: str
    expansion: str
    note: str
    source: str
    confidence: str

    def active(self, markers: int) -> Tier | None:
        """The one working tier: the most expensive whose value ``markers`` reaches (L893-901).

        >>> from rulekit.civ.cards import data
        >>> mic = data().investments["Military-Industrial Complex"]
        >>> mic.active(1), mic.active(2).amount, mic.active(5).amount, mic.active(6).amount
        (None, 4, 8, 12)
        """
        best = None
        for t in self.tiers:
            if markers >= t.at:
                best = t
        return best


@dataclass(frozen=True)
class Wonder:
    name: str
    era: str
    cost: int
    discounted_cost: int | None
    discount_tech: str
    effect: str
    expansion: str           # base | F&F | W&W | unknown
    in_game: bool
    replaced_in_ff: bool
    obsoleted_by: tuple      # techs whose ability may negate it
    conflict: str
    note: str
    source: str
    confidence: str


@dataclass(frozen=True)
class Government:
    name: str
    name_pl: str
    unlocked_by: str
    effect: str
    start: bool
    source: str
    confidence: str


@dataclass(frozen=True)
class Building:
    name: str
    name_pl: str
    unlocked_by: str
    upgrades: str            # the building it replaces ("" for a basic one)
    basic: bool              # budynek podstawowy, L318-320
    expansion: str
    in_game: bool
    cost: int | None         # printed cost: not known
    terrain: tuple | None    # printed terrain: not known
    note: str
    source: str
    confidence: str


@dataclass(frozen=True)
class Unit:
    type: str
    name_pl: str
    start_level: int
    upgrades: Mapping        # level → tech
    unlocked_by: str
    source: str
    confidence: str


@dataclass(frozen=True)
class Marker:
    kind: str                # hut | village
    name: str
    name_pl: str
    effect: str
    resource: str
    culture: int
    timing: str
    text: str
    ff: int
    merged: int
    in_game: bool
    note: str
    source: str
    confidence: str


@dataclass(frozen=True)
class Landmark:
    name: str
    name_pl: str
    also_named: str
    terrain: str
    effect: str
    timing: str
    source: str
    confidence: str


@dataclass(frozen=True)
class Supply:
    id: str
    name_pl: str
    count: int
    note: str
    source: str
    confidence: str


@dataclass(frozen=True)
class CultureEvent:
    name: str
    name_pl: str
    level: int
    copies: int
    timing: str
    effect: str
    expansion: str
    in_game: bool
    note: str
    source: str
    confidence: str


@dataclass(frozen=True)
class Component:
    id: str
    name_pl: str
    name_en: str
    count: int
    parts: Mapping | None
    parts_total: int | None
    per_player: int | None
    note: str
    source: str
    confidence: str


@dataclass(frozen=True)
class Note:
    """A table of facts that is not a card (a rule, counts): its fields as ``values``."""
    values: Mapping
    source: str
    confidence: str

    def __getitem__(self, key):
        return self.values[key]


@dataclass(frozen=True)
class Teaching:
    """A labelled stand-in for a value no source gives; never passed off as printed."""
    id: str
    what: str
    values: Mapping
    source: str
    confidence: str = "teaching"
    teaching: bool = True

    def __getitem__(self, key):
        return self.values[key]


@dataclass(frozen=True)
class Data:
    techs: Mapping
    all_techs: Mapping
    trade_cost: Mapping
    pyramid: Note
    tech_deck: Note
    civs: Mapping
    all_civs: Mapping
    great_people: Mapping
    gp_types: Mapping
    gp_marker_types: tuple
    investments: Mapping
    wonders: Mapping
    all_wonders: Mapping
    wonder_counts: Note
    governments: Mapping
    anarchy_resistant: Note
    buildings: Mapping
    all_buildings: Mapping
    units: Mapping
    unit_cost: Mapping
    figures: Note
    huts: Mapping
    villages: Mapping
    landmarks: Mapping
    supplies: Mapping
    culture_events: Mapping
    culture_counts: Note
    culture_tokens: Note
    components: Mapping
    teaching: Mapping

    # -- what play needs, with the teaching stand-ins named ------------------------------

    def research_cost(self, level: int) -> int:
        """Trade to research a tech of ``level``; level V uses TEACH-TRADE-COST-V (no source)."""
        cost = self.trade_cost.get(level)
        return self.teaching["TEACH-TRADE-COST-V"]["value"] if cost is None else cost

    def unit_price(self, unit_type: str, level: int) -> int:
        """Production to build a unit of ``unit_type`` at ``level`` (fan chart, one source)."""
        return self.unit_cost["aircraft" if unit_type == "aircraft" else f"level_{level}"]

    def start_units(self) -> Mapping:
        """Each player's starting standing forces: TEACH-START-UNITS (no source gives them)."""
        return self.teaching["TEACH-START-UNITS"]["units"]

    def culture_track(self) -> Teaching:
        """The culture track's spaces and step costs: TEACH-CULTURE-TRACK (no source gives them)."""
        return self.teaching["TEACH-CULTURE-TRACK"]

    def building_stand_in(self, building: str) -> Teaching:
        """A building's teaching cost, terrains and yields (TEACH-BUILDING-…; printed ones unknown).

        >>> from rulekit.civ.cards import data
        >>> b = data().building_stand_in("Harbor")
        >>> b.id, b["terrain"], b.teaching
        ('TEACH-BUILDING-HARBOR', ['water'], True)
        """
        return self.teaching["TEACH-BUILDING-" + building.upper().replace(" ", "-")]

    def is_basic(self, building: str) -> bool:
        """Whether ``building`` has not been upgraded (budynek podstawowy, L318-320, CV-EX-1)."""
        return self.all_buildings[building].basic

    def gp_type(self, label: str) -> str:
        """The marker type a great person card label takes (L739-743)."""
        return self.gp_types[label]

    def gp_markers(self) -> Mapping:
        """Great person markers per type in the supply: TEACH-GP-MARKERS (no source counts them)."""
        return self.teaching["TEACH-GP-MARKERS"]["per_type"]

    def gp_counts(self, archimedes: str = "scientist") -> dict:
        """Great person cards per marker type; ``archimedes`` picks AMB-X35's reading."""
        out = dict.fromkeys(GP_TYPES, 0)
        for g in self.great_people.values():
            out[archimedes if g.name == "Archimedes" else g.type] += 1
        return out

    def hut_pool(self, kind: str = "hut") -> tuple:
        """The markers shuffled for play, one name per marker (TEACH-HUT-VILLAGE-POOL)."""
        table = self.huts if kind == "hut" else self.villages
        return tuple(n for n, m in sorted(table.items()) if m.in_game for _ in range(m.merged))

    def wonder_piles(self) -> Mapping:
        """Each era's pile of wonders to draw 4 from (TEACH-WONDER-PILES: all in-game wonders of the era)."""
        return frozen_map({era: tuple(sorted(n for n, w in self.wonders.items() if w.era == era)) for era in ERAS})

    def starting_military(self, civ: str) -> Mapping:
        """A civilization's starting military levels (L343-345, L350-352)."""
        return self.civs[civ].military

    def civ(self, name: str) -> Civ:
        """A civilization by its key, its people's name or its Polish name ("Arabs", "Grecja")."""
        for c in self.all_civs.values():
            if name in (c.name, c.people, c.name_pl):
                return c
        raise KeyError(name)


