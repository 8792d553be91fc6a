"""Mosaic's data as values: the constants of the component list and one frozen record type per
kind of card, tile, component and map part (each with its ``source`` and ``confidence``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

DATA = Path(__file__).parent.parent / "data"

#: The nine pillars, in the order of L265-305 (ids of components.toml).
PILLARS = ("SCIENCE", "ECONOMY", "FOOD", "POPULATION", "CONSTRUCTION", "CULTURE", "GOVERNMENT",
           "MILITARY", "URBANIZATION")
#: The three standard Resources and Money (L306-343).
RESOURCES = ("STONE", "IDEAS", "FOOD", "MONEY")
#: The five Production tracks of a player board (L374-376, L1770; AMB-10).
TRACKS = ("STONE", "IDEAS", "FOOD", "TAX", "TRADE")
UNITS = ("INFANTRY", "CAVALRY", "SIEGE_ENGINE")
PIECES = ("CITY", "PORT_CITY", "FARM", "WORKSHOP")
REGIONS = ("IBERIA", "GAUL", "ITALY", "GREECE", "ASSYRIA", "EGYPT", "NUMIDIA")
PLAYERS = (2, 3, 4, 5, 6)
SPACE_KINDS = ("land", "port", "supply")
WONDER_PLACEMENT = ("any", "port", "three-cities")
BUILD_KINDS = ("city", "port-city", "farm", "workshop", "project", "capital")
GOVERNMENT_SCORING = ("per-controlled-region", "per-region-with-city", "per-city-in-best-region",
                      "per-wonder", "per-golden-age-and-achievement", "per-two-population")
ACHIEVEMENT_MEASURES = ("money", "trade_production", "controlled_regions", "stone_production",
                        "unique_trade_goods", "cities", "military_units", "technology_cards",
                        "food_production", "ideas_production", "projects_and_wonders", "port_cities",
                        "tax_production", "population", "distinct_pillars")


def frozen(d: dict | None) -> Mapping | None:
    return None if d is None else MappingProxyType(dict(d))


@dataclass(frozen=True)
class Provenance:
    line: str
    source: str
    confidence: str


@dataclass(frozen=True)
class Technology(Provenance):
    id: str
    kind: str                     # "starting" (letter P, L402) or "technology"
    name_pl: str
    name_en: str
    effect: str
    vp: int                       # flat VP printed on the card, 0 when none
    printed_dash: bool            # a "-" follows the entry (AMB-43)
    requires: Mapping | None      # {pillar: n}; None = unknown (icons lost)
    provides: Mapping | None
    tags: tuple


@dataclass(frozen=True)
class Wonder(Provenance):
    id: str
    name_pl: str
    name_en: str
    placement: str
    vp: int
    scoring: str
    unrest: int
    effect: str


@dataclass(frozen=True)
class GoldenAge(Provenance):
    id: str
    name_pl: str
    name_en: str
    pillar: str
    benefit: str
    vp: int


@dataclass(frozen=True)
class Achievement(Provenance):
    id: str
    name_pl: str
    name_en: str
    measure: str
    at_least: int | None
    by_players: Mapping | None    # {players: threshold} where it depends on the player count
    vp: int

    def threshold(self, players: int) -> int:
        return self.by_players[players] if self.by_players else self.at_least


@dataclass(frozen=True)
class Government(Provenance):
    id: str
    name_pl: str
    name_en: str
    cost_ideas: int
    requires: Mapping | None
    production: Mapping
    scoring: str
    vp_by_players: Mapping
    effect: str


@dataclass(frozen=True)
class Leader(Provenance):
    id: str
    name_pl: str
    name_en: str
    production: Mapping
    any_production: int
    unrest: int
    start: Mapping
    start_population: int
    start_units: Mapping
    start_pieces: Mapping
    start_technologies: int
    recruit_limit: int | None
    ability: str
    pillars: Mapping | None


@dataclass(frozen=True)
class BuildCard(Provenance):
    id: str
    name_pl: str
    name_en: str
    kind: str
    benefit: str
    gain: int
    gain_resource: str | None     # None = the icon was lost (AMB-18)
    production: Mapping
    unrest: int
    population: int               # Population gained (Populous City, L1423)
    units: int                    # Military Units gained where the City stands (Fortified City, L1431)
    copies: int | None
    pillars: Mapping | None


@dataclass(frozen=True)
class Component(Provenance):
    id: str
    name_pl: str
    name_en: str
    count: int | None
    per_colour: bool
    parts: Mapping


@dataclass(frozen=True)
class Deck(Provenance):
    id: str
    name_pl: str
    name_en: str
    offer: int
    piles: int
    size_by_players: Mapping | None
    equal_kinds: bool


@dataclass(frozen=True)
class Named(Provenance):
    id: str
    name_pl: str
    name_en: str


@dataclass(frozen=True)
class Good(Named):
    count: int | None
    production: Mapping


@dataclass(frozen=True)
class Region(Named):
    excluded_with: tuple


@dataclass(frozen=True)
class Edge(Provenance):
    a: str
    b: str
    reading: str                  # "printed" (L1030-1031) or "land" (AMB-26)


@dataclass(frozen=True)
class Space:
    id: str
    region: str
    kind: str                     # land, port or supply
    row: int
    col: int


@dataclass(frozen=True)
class Map:
    """A map of hex spaces; ``teaching`` is true for our teaching map."""

    name: str
    teaching: bool
    spaces: Mapping               # id -> Space
    source: str
    confidence: str


@dataclass(frozen=True)
class TeachingSymbols:
    """The teaching assignment of pillar symbols (never the printed ones)."""

    name: str
    teaching: bool
    tech_provides: Mapping        # tech id -> {pillar: n}
    tech_requires: Mapping
    government_requires: Mapping
    leader_provides: Mapping
    build_provides: Mapping
    build_copies: Mapping


@dataclass(frozen=True)
class Data:
    components: Mapping
    pillars: Mapping
    decks: Mapping
    goods: Mapping
    technologies: Mapping
    wonders: Mapping
    golden_ages: Mapping
    achievements: Mapping
    governments: Mapping
    leaders: Mapping
    build: Mapping
    regions: Mapping
    edges: tuple
    non_edges: tuple
    map: Map
    teaching: TeachingSymbols | None


__all__ = ["ACHIEVEMENT_MEASURES", "Achievement", "BUILD_KINDS", "BuildCard", "Component", "DATA", "Data", "Deck", "Edge", "GOVERNMENT_SCORING", "GoldenAge", "Good", "Government", "Leader", "Map", "Named", "PIECES", "PILLARS", "PLAYERS", "Provenance", "REGIONS", "RESOURCES", "Region", "SPACE_KINDS", "Space", "TRACKS", "TeachingSymbols", "Technology", "UNITS", "WONDER_PLACEMENT", "Wonder", "frozen"]
