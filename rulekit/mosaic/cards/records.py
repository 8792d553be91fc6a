"""The data files read and checked: every record type, :func:`load`, the totals, :func:`data`."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from pathlib import Path

from rulekit.core.data import CONFIDENCE, UNKNOWN, Record, read_toml
from rulekit.core.errors import DataError
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.cards.model import (ACHIEVEMENT_MEASURES, Achievement, BUILD_KINDS, BuildCard, Component, DATA,
                                        Data, Deck, Edge, GOVERNMENT_SCORING, GoldenAge, Good, Government, Leader,
                                        Map, Named, PIECES, PILLARS, PLAYERS, REGIONS, RESOURCES,
                                        Region, SPACE_KINDS, Space, TRACKS, TeachingSymbols, Technology, UNITS,
                                        WONDER_PLACEMENT, Wonder, frozen)

# -- reading fields ----------------------------------------------------------------------

def named(path, kind: str, i: int, data) -> Record:
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
        r = named(path, kind, i, raw).only(fields + ("line", "source", "confidence"))
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
        s = named(path, "space", i, raw).only(("id", "region", "kind", "row", "col"))
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
            row = named(path, f"{key}", i, raw).only(fields)
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
        pairs: set = set()
        for r in mp.records(key, distinct=True):     # a pair written twice would count twice
            r.only(("a", "b", "reading", "line", "source", "confidence"))
            out.append(Edge(**_prov(r), a=r.text("a", choices=REGIONS), b=r.text("b", choices=REGIONS),
                            reading=r.text("reading", choices=("printed", "land")) if key == "edge" else "none"))
            pair = frozenset((out[-1].a, out[-1].b))
            if pair in pairs:
                raise r.error("b", f"{out[-1].a}-{out[-1].b} is listed twice")
            pairs.add(pair)
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


__all__ = ["BUILD_FIELDS", "TECH_FIELDS", "check_counts", "data", "load", "load_map", "named"]
