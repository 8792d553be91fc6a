"""Mosaic's data: cards, tiles, the component list, the map and the teaching symbols.

Every file in ``data/`` is TOML and every record carries ``source`` and
``confidence``. :func:`load` reads them all, checks each field with
:class:`~rulekit.core.data.Record` and the totals against the rulebook's
component list (ZAWARTOŚĆ, L127-258), and raises
:class:`~rulekit.core.errors.DataError` naming the file, the record and the field.

Unknown values. What the rulebook does not give (the pillar icons lost in the
text, copies per Build card, counts of most Trade Goods) is written
``"unknown"`` in the files and read as ``None`` here. Two files are ours, for
teaching and play, and say so in their data: the **teaching map** of hex spaces
(``map.toml``, ``[map] teaching = true``) and the **teaching assignment** of
pillar symbols (``teaching_symbols.toml``). A user can load a map of their own
in the same shape with :func:`load_map`.

Examples
--------
>>> d = load()
>>> len(d.technologies), sum(t.kind == "starting" for t in d.technologies.values())
(105, 39)
>>> d.technologies["T9"].name_pl, d.technologies["T9"].requires is None
('Formacje', True)
>>> d.map.name, len(d.map.spaces), sum(s.kind == "port" for s in d.map.spaces.values())
('teaching map', 102, 10)
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

from rulekit.core.data import CONFIDENCE, UNKNOWN, Record, read_toml
from rulekit.core.errors import DataError
from rulekit.mosaic import rulebook as rb

DATA = Path(__file__).parent / "data"

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


# -- reading fields ----------------------------------------------------------------------

def _named(path, kind: str, i: int, data) -> Record:
    """A record labelled by its id when it has a readable one, else by its place."""
    label = f"{kind} {data['id']}" if isinstance(data, dict) and isinstance(data.get("id"), str) else f"{kind} {i}"
    return Record(path, label, data)


def _prov(r: Record) -> dict:
    source, confidence = r.provenance(CONFIDENCE)
    return {"line": r.text("line"), "source": source, "confidence": confidence}


def _counts(r: Record, name: str, keys: tuple, *, unknown: bool = False, default=None):
    """A table {KEY: whole number ≥ 0}; ``"unknown"`` → None where allowed."""
    value = r.data.get(name, {} if default is None else default)
    if unknown and value == UNKNOWN:
        return None
    if not isinstance(value, dict):
        raise r.error(name, f"must be a table of {'/'.join(keys[:3])}… = count"
                      + (' or "unknown"' if unknown else "") + f", not {value!r}")
    sub = Record(r.file, f"{r.where}: field {name!r}", value)
    for key in value:
        if key not in keys:
            sub.only(keys)
        sub.whole(key, minimum=0)
    return frozen(value)


def _by_players(r: Record, name: str, required: bool = True):
    if not required and name not in r.data:
        return None
    table = r.table(name)
    sub = Record(r.file, f"{r.where}: field {name!r}", table)
    sub.only(tuple(str(p) for p in PLAYERS))
    if set(table) != {str(p) for p in PLAYERS}:
        raise r.error(name, f"must give a value for each player count {', '.join(map(str, PLAYERS))}")
    return frozen({int(k): sub.whole(k, minimum=0) for k in table})


def _maybe_whole(r: Record, name: str):
    return r.whole_or_unknown(name, minimum=0)


def _records(path: Path, data: Record, key: str, kind: str, fields: tuple, build) -> dict:
    out = {}
    raws = data.data.get(key, [])
    if not isinstance(raws, list):
        raise data.error(key, "must be an array of tables ([[...]])")
    for i, raw in enumerate(raws, 1):
        r = _named(path, kind, i, raw).only(fields + ("line", "source", "confidence"))
        item = build(r)
        if item.id in out:
            raise r.error("id", f"{kind} {item.id} is listed twice")
        out[item.id] = item
    return out


# -- the files --------------------------------------------------------------------------

def _technology(r: Record) -> Technology:
    return Technology(**_prov(r), id=r.text("id"), kind=r.text("kind", choices=("starting", "technology")),
                      name_pl=r.text("name_pl"), name_en=r.text("name_en"), effect=r.text("effect"),
                      vp=r.whole("vp", 0, minimum=0), printed_dash=r.flag("printed_dash"),
                      requires=_counts(r, "requires", PILLARS, unknown=True),
                      provides=_counts(r, "provides", PILLARS, unknown=True), tags=r.texts("tags", []))


TECH_FIELDS = ("id", "kind", "name_pl", "name_en", "effect", "vp", "printed_dash", "requires", "provides", "tags")


def _wonder(r: Record) -> Wonder:
    return Wonder(**_prov(r), id=r.text("id"), name_pl=r.text("name_pl"), name_en=r.text("name_en"),
                  placement=r.text("placement", choices=WONDER_PLACEMENT), vp=r.whole("vp", 0, minimum=0),
                  scoring=r.text("scoring", "", empty=True), unrest=r.whole("unrest", 0, minimum=0),
                  effect=r.text("effect", "", empty=True))


def _golden_age(r: Record) -> GoldenAge:
    return GoldenAge(**_prov(r), id=r.text("id"), name_pl=r.text("name_pl"), name_en=r.text("name_en"),
                     pillar=r.text("pillar", choices=PILLARS), benefit=r.text("benefit"),
                     vp=r.whole("vp", minimum=0))


def _achievement(r: Record) -> Achievement:
    by = _by_players(r, "by_players", required=False)
    at_least = None if by else r.whole("at_least", minimum=1)
    if by and r.has("at_least"):
        raise r.error("at_least", "give at_least or by_players, not both")
    return Achievement(**_prov(r), id=r.text("id"), name_pl=r.text("name_pl"), name_en=r.text("name_en"),
                       measure=r.text("measure", choices=ACHIEVEMENT_MEASURES), at_least=at_least,
                       by_players=by, vp=r.whole("vp", minimum=0))


def _government(r: Record) -> Government:
    return Government(**_prov(r), id=r.text("id"), name_pl=r.text("name_pl"), name_en=r.text("name_en"),
                      cost_ideas=r.whole("cost_ideas", minimum=0),
                      requires=_counts(r, "requires", PILLARS, unknown=True),
                      production=_counts(r, "production", TRACKS),
                      scoring=r.text("scoring", choices=GOVERNMENT_SCORING),
                      vp_by_players=_by_players(r, "vp_by_players"), effect=r.text("effect", "", empty=True))


def _leader(r: Record) -> Leader:
    return Leader(**_prov(r), id=r.text("id"), name_pl=r.text("name_pl"), name_en=r.text("name_en"),
                  production=_counts(r, "production", TRACKS), any_production=r.whole("any_production", 0, minimum=0),
                  unrest=r.whole("unrest", 0, minimum=0), start=_counts(r, "start", RESOURCES),
                  start_population=r.whole("start_population", 0, minimum=0),
                  start_units=_counts(r, "start_units", UNITS), start_pieces=_counts(r, "start_pieces", PIECES),
                  start_technologies=r.whole("start_technologies", 0, minimum=0),
                  recruit_limit=r.whole("recruit_limit", minimum=1) if r.has("recruit_limit") else None,
                  ability=r.text("ability"), pillars=_counts(r, "pillars", PILLARS, unknown=True))


def _build(r: Record) -> BuildCard:
    gain_resource = r.data.get("gain_resource", "")
    if gain_resource == UNKNOWN:
        gain_resource = None
    elif gain_resource:
        gain_resource = r.text("gain_resource", choices=RESOURCES)
    return BuildCard(**_prov(r), id=r.text("id"), name_pl=r.text("name_pl"), name_en=r.text("name_en"),
                     kind=r.text("kind", choices=BUILD_KINDS), benefit=r.text("benefit"),
                     gain=r.whole("gain", 0, minimum=0), gain_resource=gain_resource,
                     production=_counts(r, "production", TRACKS), unrest=r.whole("unrest", 0, minimum=0),
                     population=r.whole("population", 0, minimum=0), units=r.whole("units", 0, minimum=0),
                     copies=_maybe_whole(r, "copies"), pillars=_counts(r, "pillars", PILLARS, unknown=True))


BUILD_FIELDS = ("id", "name_pl", "name_en", "kind", "benefit", "gain", "gain_resource", "production", "unrest",
                "population", "units", "copies", "pillars")


def _component(r: Record) -> Component:
    parts = r.table("parts", {})
    sub = Record(r.file, f"{r.where}: field 'parts'", parts)
    return Component(**_prov(r), id=r.text("id"), name_pl=r.text("name_pl"), name_en=r.text("name_en"),
                     count=_maybe_whole(r, "count"), per_colour=r.flag("per_colour", False),
                     parts=frozen({k: sub.whole(k, minimum=0) for k in parts}))


def _deck(r: Record) -> Deck:
    return Deck(**_prov(r), id=r.text("id"), name_pl=r.text("name_pl"), name_en=r.text("name_en"),
                offer=r.whole("offer", minimum=1), piles=r.whole("piles", minimum=1),
                size_by_players=_by_players(r, "size_by_players", required=False),
                equal_kinds=r.flag("equal_kinds", False))


def _plain(r: Record) -> Named:
    return Named(**_prov(r), id=r.text("id"), name_pl=r.text("name_pl"), name_en=r.text("name_en"))


def _good(r: Record) -> Good:
    return Good(**_prov(r), id=r.text("id"), name_pl=r.text("name_pl"), name_en=r.text("name_en"),
                count=_maybe_whole(r, "count"), production=_counts(r, "production", TRACKS))


def _region(r: Record) -> Region:
    excluded = r.data.get("excluded_with")
    if not isinstance(excluded, list) or any(p not in PLAYERS for p in excluded):
        raise r.error("excluded_with", f"must be a list of player counts (2-6), not {excluded!r}")
    return Region(**_prov(r), id=r.text("id", choices=REGIONS), name_pl=r.text("name_pl"),
                  name_en=r.text("name_en"), excluded_with=tuple(excluded))


def _file(folder: Path, name: str, keys: tuple) -> tuple[Path, Record]:
    path = folder / name
    return path, Record(path, "", read_toml(path)).only(keys)


def load_map(path: str | Path) -> Map:
    """A map file's ``[map]`` table: its name, whether it is a teaching map, its hex spaces."""
    path = Path(path)
    top = Record(path, "", read_toml(path))
    r = Record(path, "map", top.table("map")).only(("name", "teaching", "source", "confidence", "space"))
    source, confidence = r.provenance(CONFIDENCE)
    spaces, cells = {}, set()
    for i, raw in enumerate(r.data.get("space", []), 1):
        s = _named(path, "space", i, raw).only(("id", "region", "kind", "row", "col"))
        space = Space(s.text("id"), s.text("region", choices=REGIONS), s.text("kind", choices=SPACE_KINDS),
                      s.whole("row", minimum=0), s.whole("col", minimum=0))
        if space.id in spaces:
            raise s.error("id", f"space {space.id} is listed twice")
        if (space.row, space.col) in cells:
            raise s.error("col", f"another space already sits at row {space.row}, col {space.col}")
        spaces[space.id] = space
        cells.add((space.row, space.col))
    teaching = r.flag("teaching")
    if teaching and "teaching" not in r.text("name"):
        raise r.error("name", "a teaching map says so in its name")
    return Map(r.text("name"), teaching, frozen(spaces), source, confidence)


def _teaching(folder: Path, techs: dict, governments: dict, leaders: dict, build: dict) -> TeachingSymbols:
    path = folder / "teaching_symbols.toml"
    r = Record(path, "assignment", Record(path, "", read_toml(path)).table("assignment"))
    r.only(("name", "teaching", "source", "confidence", "technology", "government", "leader", "build"))
    r.provenance(CONFIDENCE)
    if not r.flag("teaching") or "teaching" not in r.text("name"):
        raise r.error("teaching", "the symbol assignment is a teaching assignment and must say so")

    def rows(key, known, fields):
        out = {}
        for i, raw in enumerate(r.data.get(key, []), 1):
            row = _named(path, f"{key}", i, raw).only(fields)
            ident = row.text("id")
            if ident not in known:
                raise row.error("id", f"no {key} {ident!r} in the data")
            out[ident] = row
        missing = sorted(set(known) - set(out))
        if missing:
            raise r.error(key, f"no teaching symbols for {', '.join(missing)}")
        return out

    t = rows("technology", techs, ("id", "provides", "requires"))
    g = rows("government", governments, ("id", "requires"))
    ld = rows("leader", leaders, ("id", "provides"))
    b = rows("build", build, ("id", "copies", "provides"))
    return TeachingSymbols(
        r.text("name"), True,
        frozen({k: _counts(v, "provides", PILLARS) for k, v in t.items()}),
        frozen({k: _counts(v, "requires", PILLARS) for k, v in t.items()}),
        frozen({k: _counts(v, "requires", PILLARS) for k, v in g.items()}),
        frozen({k: _counts(v, "provides", PILLARS) for k, v in ld.items()}),
        frozen({k: _counts(v, "provides", PILLARS) for k, v in b.items()}),
        frozen({k: v.whole("copies", minimum=1) for k, v in b.items()}))


def load(folder: str | Path = DATA) -> Data:
    """Every data file of ``folder``, checked field by field and against the component list."""
    folder = Path(folder)
    path, comp = _file(folder, "components.toml", ("component", "pillar", "deck", "good"))
    components = _records(path, comp, "component", "component",
                          ("id", "name_pl", "name_en", "count", "per_colour", "parts", "denominations",
                           "used", "note"), _component)
    pillars = _records(path, comp, "pillar", "pillar", ("id", "name_pl", "name_en"), _plain)
    decks = _records(path, comp, "deck", "deck", ("id", "name_pl", "name_en", "offer", "piles",
                                                  "size_by_players", "equal_kinds"), _deck)
    goods = _records(path, comp, "good", "good", ("id", "name_pl", "name_en", "count", "production"), _good)
    path_t, tech = _file(folder, "technologies.toml", ("technology",))
    technologies = _records(path_t, tech, "technology", "technology", TECH_FIELDS, _technology)
    path_s, tiles = _file(folder, "tiles.toml", ("wonder", "golden_age", "achievement", "government"))
    wonders = _records(path_s, tiles, "wonder", "wonder",
                       ("id", "name_pl", "name_en", "placement", "vp", "scoring", "unrest", "effect"), _wonder)
    golden = _records(path_s, tiles, "golden_age", "golden_age",
                      ("id", "name_pl", "name_en", "pillar", "benefit", "vp"), _golden_age)
    achievements = _records(path_s, tiles, "achievement", "achievement",
                            ("id", "name_pl", "name_en", "measure", "at_least", "by_players", "vp"), _achievement)
    governments = _records(path_s, tiles, "government", "government",
                           ("id", "name_pl", "name_en", "cost_ideas", "requires", "production", "scoring",
                            "vp_by_players", "effect"), _government)
    path_l, lead = _file(folder, "leaders.toml", ("leader",))
    leaders = _records(path_l, lead, "leader", "leader",
                       ("id", "name_pl", "name_en", "production", "any_production", "unrest", "start",
                        "start_population", "start_units", "start_pieces", "start_technologies",
                        "recruit_limit", "ability", "pillars"), _leader)
    path_b, bld = _file(folder, "build.toml", ("build",))
    build = _records(path_b, bld, "build", "build", BUILD_FIELDS, _build)
    path_m, mp = _file(folder, "map.toml", ("region", "edge", "non_edge", "map"))
    regions = _records(path_m, mp, "region", "region", ("id", "name_pl", "name_en", "excluded_with"), _region)
    edges, non_edges = [], []
    for key, out in (("edge", edges), ("non_edge", non_edges)):
        for i, raw in enumerate(mp.data.get(key, []), 1):
            r = Record(path_m, f"{key} {i}", raw).only(("a", "b", "reading", "line", "source", "confidence"))
            out.append(Edge(**_prov(r), a=r.text("a", choices=REGIONS), b=r.text("b", choices=REGIONS),
                            reading=r.text("reading", choices=("printed", "land")) if key == "edge" else "none"))
    data = Data(*map(frozen, (components, pillars, decks, goods, technologies, wonders, golden, achievements,
                              governments, leaders, build, regions)),
                tuple(edges), tuple(non_edges), load_map(path_m), None)
    check_counts(data, folder)
    teaching = _teaching(folder, technologies, governments, leaders, build)
    if sum(teaching.build_copies.values()) != data.components["build"].count:
        raise DataError(folder / "teaching_symbols.toml", "build",
                        f"the teaching copies add up to {sum(teaching.build_copies.values())}, "
                        f"not the {data.components['build'].count} Build cards (L195)")
    return replace(data, teaching=teaching)


# -- the totals -----------------------------------------------------------------------------

def check_counts(d: Data, folder: Path = DATA) -> None:
    """Every total the component list prints (L127-258) against the records, or a DataError.

    Cites COMPONENTS (the list) and MAP_TOKENS (how the tokens fill the map, L380-397).
    """
    _ = (rb.COMPONENTS, rb.MAP_TOKENS, rb.PILLARS, rb.ACHIEVEMENTS_USED)
    comp = d.components

    def need(file, component, have, what):
        want = comp[component].count
        if have != want:
            raise DataError(folder / file, f"component {component}",
                            f"the rulebook lists {want} {comp[component].name_en} ({comp[component].line}); "
                            f"the data has {have} {what}")

    need("technologies.toml", "technology", len(d.technologies), "technology records")
    starting = sum(t.kind == "starting" for t in d.technologies.values())
    if starting != comp["technology"].parts["starting"]:
        raise DataError(folder / "technologies.toml", "component technology",
                        f"the rulebook lists {comp['technology'].parts['starting']} Starting Technologies (L193); "
                        f"the data has {starting}")
    need("tiles.toml", "wonder-tile", len(d.wonders), "wonder records")
    need("tiles.toml", "wonder-piece", len(d.wonders), "wonder records")
    need("tiles.toml", "golden-age", len(d.golden_ages), "golden_age records")
    need("tiles.toml", "achievement", len(d.achievements), "achievement records")
    need("tiles.toml", "government", len(d.governments), "government records")
    need("leaders.toml", "leader", len(d.leaders), "leader records")
    need("components.toml", "empire-scoring", len(d.decks), "decks (one Empire Scoring card each)")
    if len(d.pillars) != len(PILLARS) or tuple(d.pillars) != PILLARS:
        raise DataError(folder / "components.toml", "pillar", f"the nine pillars are {', '.join(PILLARS)} (L261-305)")
    if sorted(g.pillar for g in d.golden_ages.values()) != sorted(PILLARS):
        raise DataError(folder / "tiles.toml", "golden_age", "one Golden Age for each of the nine pillars (L1281-1298)")
    copies = [b.copies for b in d.build.values()]
    known = sum(c for c in copies if c is not None)
    if known > comp["build"].count or (None not in copies and known != comp["build"].count):
        raise DataError(folder / "build.toml", "component build",
                        f"the rulebook lists {comp['build'].count} Build cards (L195); the copies add up to {known}")
    for deck in d.decks.values():
        if deck.size_by_players:
            most = max(deck.size_by_players.values())
            if most > comp[deck.id].count or (deck.equal_kinds and any(n % 2 for n in deck.size_by_players.values())):
                raise DataError(folder / "components.toml", f"deck {deck.id}: field 'size_by_players'",
                                f"sizes must fit the {comp[deck.id].count} cards (and be even for Tax = Trade)")
    if d.goods["fish"].count != comp["trade-good"].parts["fish"]:
        raise DataError(folder / "components.toml", "good fish", "the 10 Fish tokens of L380")
    _check_map(d, folder)


def _check_map(d: Data, folder: Path) -> None:
    path = folder / "map.toml"
    if tuple(d.regions) != REGIONS:
        raise DataError(path, "region", f"the seven Regions are {', '.join(REGIONS)} (L128-129)")
    printed = {frozenset((e.a, e.b)) for e in d.edges}
    for e in d.non_edges:
        if frozenset((e.a, e.b)) in printed:
            raise DataError(path, f"edge {e.a}-{e.b}", "the rulebook says these Regions are NOT adjacent (L1031-1032)")
    spaces = d.map.spaces.values()
    kinds = {k: sum(s.kind == k for s in spaces) for k in SPACE_KINDS}
    comp = d.components
    if kinds["port"] != d.goods["fish"].count:
        raise DataError(path, "map", f"{kinds['port']} Port spaces; each of the {d.goods['fish'].count} Fish "
                                     "tokens goes on one (L380-381)")
    if kinds["supply"] > comp["supply-token"].count:
        raise DataError(path, "map", f"{kinds['supply']} Supply spaces, more than the "
                                     f"{comp['supply-token'].count} Supply tokens (L243, L383-385)")
    pool = comp["trade-good"].count - d.goods["fish"].count + comp["x-token"].count
    if kinds["land"] > pool:
        raise DataError(path, "map", f"{kinds['land']} free spaces, more than the {pool} tokens to cover them (L387-390)")
    if {s.region for s in spaces} != set(REGIONS):
        raise DataError(path, "map", "every Region has spaces (L128)")


@lru_cache(maxsize=None)
def data() -> Data:
    """The shipped data, loaded once."""
    return load(DATA)


# -- the teaching decks (values the rulebook does not print) --------------------------------

@dataclass(frozen=True)
class TeachingDecks:
    """Our TEACHING values for the Population and Tax & Trade cards, the Supply
    tokens and the kinds of Trade Goods tokens (``data/teaching_decks.toml``;
    never under a printed card's name). ``population``: id -> (Food, gain);
    ``tax``: id -> TaxCard; ``trade``: id -> TradeCard; ``supply``: id ->
    (resource, count); ``goods``: kind -> number of tokens; ``workshop``: Workshop
    card copy (``B20-1`` …) -> the three Trade Goods kinds it shows (TEACH-WORKSHOP-n);
    ``build_gain``: Build card (``B1`` …) -> the Resource of its 'gain 5 [icon]' whose icon
    was lost (TEACH-BUILD-GAIN-n, AMB-18)."""

    name: str
    teaching: bool
    population: Mapping
    tax: Mapping
    trade: Mapping
    supply: Mapping
    goods: Mapping
    workshop: Mapping = field(default_factory=lambda: MappingProxyType({}))
    build_gain: Mapping = field(default_factory=lambda: MappingProxyType({}))


def load_teaching_decks(path: str | Path = DATA / "teaching_decks.toml") -> TeachingDecks:
    """Read a teaching-deck file; every error a DataError naming file, record and field.

    >>> t = teaching_decks()
    >>> len(t.population), len(t.tax), len(t.trade), len(t.supply), sum(t.goods.values())
    (20, 10, 10, 28, 68)
    >>> t.tax["TEACH-TAX-1"], t.trade["TEACH-TRADE-1"].goods
    (TaxCard(population=2, government=2, unrest=2), 3)
    """
    from rulekit.mosaic.rules import TaxCard, TradeCard

    path = Path(path)
    top = Record(path, "", read_toml(path)).only(("deck", "population", "tax", "trade", "supply", "goods", "workshop",
                                                                 "build_gain"))
    deck = Record(path, "deck", top.data.get("deck", {})).only(("name", "teaching", "source", "confidence"))
    out: dict[str, dict] = {"population": {}, "tax": {}, "trade": {}, "supply": {}}
    shapes = {"population": ("food", "gain"), "tax": ("population", "government", "unrest"),
              "trade": ("goods", "cities", "unrest"), "supply": ("resource", "count")}
    for key, fields_ in shapes.items():
        for i, raw in enumerate(top.data.get(key, []), 1):
            r = _named(path, key, i, raw).only(("id", "confidence") + fields_)
            if r.text("confidence") != "teaching":
                raise r.error("confidence", "a teaching deck's values are 'teaching'")
            cid = r.text("id")
            if not cid.startswith("TEACH-") or cid in out[key]:
                raise r.error("id", f"{cid!r}: teaching ids start with TEACH- and are listed once")
            if key == "population":
                value = (r.whole("food", minimum=0), r.whole("gain", minimum=1))
            elif key == "tax":
                value = TaxCard(r.whole("population", minimum=0), r.whole("government", minimum=0),
                                r.whole("unrest", minimum=0))
            elif key == "trade":
                value = TradeCard(r.whole("goods", minimum=0), r.whole("cities", minimum=0),
                                  r.whole("unrest", minimum=0))
            else:
                value = (r.text("resource", choices=RESOURCES), r.whole("count", minimum=1))
            out[key][cid] = value
    goods = Record(path, "goods", top.data.get("goods", {}))
    kinds = {k: goods.whole(k, minimum=0) for k in goods.data if k != "confidence"}
    if sum(kinds.values()) != 68 or kinds.get("fish") != 10:
        raise goods.error("fish", "68 Trade Goods tokens, 10 of them Fish (L249, L380)")
    if len(out["tax"]) != len(out["trade"]):
        raise top.error("tax", "as many Tax as Trade cards (L462)")
    workshop = {}
    for i, raw in enumerate(top.data.get("workshop", []), 1):
        r = _named(path, "workshop", i, raw).only(("id", "card", "goods", "confidence"))
        if r.text("confidence") != "teaching" or not r.text("id").startswith("TEACH-WORKSHOP-"):
            raise r.error("id", "a Workshop card's goods are teaching values, ids TEACH-WORKSHOP-n")
        goods_ = r.texts("goods")
        if len(goods_) != 3 or any(g not in kinds for g in goods_):
            raise r.error("goods", f"three Trade Goods kinds of {', '.join(sorted(kinds))} (L741-743)")
        workshop[r.text("card")] = tuple(goods_)
    build_gain = {}
    for i, raw in enumerate(top.data.get("build_gain", []), 1):
        r = _named(path, "build_gain", i, raw).only(("id", "card", "resource", "confidence"))
        if r.text("confidence") != "teaching" or not r.text("id").startswith("TEACH-BUILD-GAIN-"):
            raise r.error("id", "a lost icon's resource is a teaching value, ids TEACH-BUILD-GAIN-n")
        if r.text("card") in build_gain:
            raise r.error("card", f"{r.text('card')!r} is listed twice")
        build_gain[r.text("card")] = r.text("resource", choices=RESOURCES)
    return TeachingDecks(deck.text("name"), deck.flag("teaching"),
                         *(frozen(out[k]) for k in ("population", "tax", "trade", "supply")), frozen(kinds),
                         frozen(workshop), frozen(build_gain))


@lru_cache(maxsize=1)
def teaching_decks() -> TeachingDecks:
    """The shipped teaching decks, loaded once."""
    return load_teaching_decks()
