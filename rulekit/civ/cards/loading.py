"""Reading Civilization's data files into :class:`~rulekit.civ.cards.records.Data`, and checking
their cross-references and printed counts."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Mapping

from rulekit.core.data import Record, read_toml
from rulekit.core.errors import DataError
from rulekit.civ.rules import WONDERS_PER_ERA
from rulekit.civ.cards.records import (Building, Civ, Component, CultureEvent, DATA, Data, ERAS, EXPANSIONS,
    GP_TYPES, Government, GreatPerson, Investment, Landmark, MARKER_EFFECTS, Marker, Note, PRINTED,
    RESOURCES, Supply, TERRAINS, TIER_KINDS, TIMINGS, Teaching, Tech, Tier, UNIT_TYPES, Unit, Wonder,
    frozen_map)


def _file(folder: Path, name: str, keys: tuple) -> tuple[Path, Record]:
    path = folder / name
    return path, Record(path, "", read_toml(path)).only(keys)


def _records(path: Path, root: Record, key: str, fields: tuple, build, *, name="name") -> dict:
    out = {}
    raws = root.data.get(key, [])
    if not isinstance(raws, list):
        raise root.error(key, "must be an array of tables ([[...]])")
    for i, raw in enumerate(raws, 1):
        r = Record(path, f"{key} {i}", raw)
        if isinstance(raw, dict) and isinstance(raw.get(name), str):
            r = Record(path, f"{key} {raw[name]!r}", raw)
        r.only(fields + ("source", "confidence", "note"))
        item = build(r)
        ident = getattr(item, name)
        if ident in out:
            raise r.error(name, f"{ident!r} appears twice")
        out[ident] = item
    return out


def _prov(r: Record, *, teaching: bool = False) -> dict:
    source = r.text("source")
    confidence = r.text("confidence", choices=("teaching",) if teaching else PRINTED)
    return {"source": source, "confidence": confidence}


def _opt_text(r: Record, name: str) -> str:
    return r.text(name, "", empty=True) if r.has(name) else ""


def _opt_whole(r: Record, name: str, **limits) -> int | None:
    return r.whole(name, **limits) if r.has(name) else None


def _counts(r: Record, name: str, keys: tuple = ()) -> Mapping:
    table = r.table(name, {}) if r.has(name) else {}
    for k, v in table.items():
        if keys and k not in keys:
            raise r.error(name, f"{k!r} is not one of {', '.join(keys)}")
        if not isinstance(v, int) or isinstance(v, bool) or v < 0:
            raise r.error(name, f"{k}: must be a whole number ≥ 0, not {v!r}")
    return frozen_map(table)


TECH_FIELDS = ("name", "name_pl", "level", "expansion", "in_game", "ability", "governments", "units",
               "buildings", "coins", "coin_slots", "stacking_limit", "travel_speed", "culture_hand",
               "max_cities", "city_walls", "obsoletes_eras", "also_named")


def _tech(r: Record) -> Tech:
    units = []
    raw = r.data.get("units", [])
    if not isinstance(raw, list):
        raise r.error("units", "must be a list of {type, level} tables")
    for u in raw:
        if not (isinstance(u, dict) and u.get("type") in UNIT_TYPES and isinstance(u.get("level"), int)
                and 1 <= u["level"] <= 4 and set(u) == {"type", "level"}):
            raise r.error("units", f"{u!r} is not a {{type, level}} table (type one of {', '.join(UNIT_TYPES)}, level 1-4)")
        units.append((u["type"], u["level"]))
    eras = r.texts("obsoletes_eras", [])
    for e in eras:
        if e not in ERAS:
            raise r.error("obsoletes_eras", f"{e!r} is not one of {', '.join(ERAS)}")
    return Tech(name=r.text("name"), name_pl=_opt_text(r, "name_pl"), level=r.whole("level", minimum=1, maximum=5),
                expansion=r.text("expansion", choices=EXPANSIONS), in_game=r.flag("in_game"),
                ability=r.text("ability"), governments=r.texts("governments"), units=tuple(units),
                buildings=r.texts("buildings"), coins=r.whole("coins", minimum=0),
                coin_slots=r.whole("coin_slots", 0, minimum=0),
                stacking_limit=_opt_whole(r, "stacking_limit", minimum=2),
                travel_speed=_opt_whole(r, "travel_speed", minimum=2),
                culture_hand=r.whole("culture_hand", 0, minimum=0),
                max_cities=_opt_whole(r, "max_cities", minimum=2), city_walls=r.flag("city_walls", False),
                obsoletes_eras=eras, obsoletes=(), discounts=(), also_named=r.texts("also_named", []),
                note=_opt_text(r, "note"), **_prov(r))


CIV_FIELDS = ("name", "people", "name_pl", "expansion", "in_game", "starting_tech", "starting_tech_confidence",
              "start_government", "armies", "wagons", "white_wagon", "stacking_limit", "start_resources",
              "military", "start_metropolis", "draws_great_person", "takes_wonder", "requires_investments",
              "start_source", "ability")


def _civ(r: Record) -> Civ:
    return Civ(name=r.text("name"), people=r.text("people"), name_pl=_opt_text(r, "name_pl"),
               expansion=r.text("expansion", choices=EXPANSIONS), in_game=r.flag("in_game"),
               starting_tech=r.text("starting_tech"),
               starting_tech_confidence=r.text("starting_tech_confidence", choices=PRINTED),
               start_government=r.text("start_government"), armies=r.whole("armies", minimum=1),
               wagons=r.whole("wagons", minimum=0), white_wagon=r.flag("white_wagon", False),
               stacking_limit=r.whole("stacking_limit", minimum=1),
               start_resources=_counts(r, "start_resources", RESOURCES),
               military=_counts(r, "military", UNIT_TYPES), start_metropolis=r.flag("start_metropolis", False),
               draws_great_person=r.flag("draws_great_person", False), takes_wonder=r.flag("takes_wonder", False),
               requires_investments=r.flag("requires_investments", False),
               start_source=_opt_text(r, "start_source"), ability=r.text("ability"), note=_opt_text(r, "note"),
               **_prov(r))


def _great_person(r: Record) -> GreatPerson:
    conflict = _opt_text(r, "conflict")
    alt = r.text("alt_type", choices=GP_TYPES) if r.has("alt_type") else ""
    if alt and not conflict:
        raise r.error("conflict", "missing: an alt_type needs the conflict it comes from")
    return GreatPerson(name=r.text("name"), card_label=r.text("card_label"), type=r.text("type", choices=GP_TYPES),
                       alt_type=alt, effect=r.text("effect"), expansion=r.text("expansion", choices=EXPANSIONS),
                       conflict=conflict, note=_opt_text(r, "note"), **_prov(r))


def _investment(r: Record) -> Investment:
    tiers = []
    for t in r.records("tier", f"{r.where} tier"):
        t.only(("at", "effect", "kind", "amount", "source", "confidence"))
        tiers.append(Tier(at=t.whole("at", minimum=1), effect=t.text("effect"), kind=t.text("kind", choices=TIER_KINDS),
                          amount=t.whole("amount", minimum=1), **_prov(t)))
    thresholds = r.data.get("thresholds")
    if thresholds != [t.at for t in tiers] or thresholds != sorted(set(thresholds or [])):
        raise r.error("thresholds", f"{thresholds!r} must rise and match the tiers' values {[t.at for t in tiers]}")
    return Investment(name=r.text("name"), name_pl=_opt_text(r, "name_pl"), copies=r.whole("copies", minimum=1),
                      thresholds=tuple(thresholds), tiers=tuple(tiers), effect=r.text("effect"),
                      expansion=r.text("expansion", choices=EXPANSIONS), note=_opt_text(r, "note"), **_prov(r))


def _wonder(r: Record) -> Wonder:
    discounted = _opt_whole(r, "discounted_cost", minimum=1)
    tech = _opt_text(r, "discount_tech")
    if (discounted is None) != (not tech):
        raise r.error("discount_tech", "a discounted cost and its tech come together")
    return Wonder(name=r.text("name"), era=r.text("era", choices=ERAS), cost=r.whole("cost", minimum=1),
                  discounted_cost=discounted, discount_tech=tech, effect=r.text("effect"),
                  expansion=r.text("expansion", choices=EXPANSIONS + ("unknown",)), in_game=r.flag("in_game"),
                  replaced_in_ff=r.flag("replaced_in_ff", False), obsoleted_by=(),
                  conflict=_opt_text(r, "conflict"), note=_opt_text(r, "note"), **_prov(r))


def _government(r: Record) -> Government:
    return Government(name=r.text("name"), name_pl=_opt_text(r, "name_pl"),
                      unlocked_by=r.text("unlocked_by", "", empty=True), effect=r.text("effect"),
                      start=r.flag("start"), **_prov(r))


def _building(r: Record) -> Building:
    up = r.text("upgrades", "", empty=True)
    basic = r.flag("basic")
    if basic == bool(up):
        raise r.error("basic", f"{basic} contradicts upgrades = {up!r} (a basic building upgrades nothing, L318-320)")
    terrain = None if r.unknown("terrain") else r.texts("terrain")
    return Building(name=r.text("name"), name_pl=_opt_text(r, "name_pl"), unlocked_by=r.text("unlocked_by"),
                    upgrades=up, basic=basic, expansion=r.text("expansion", choices=EXPANSIONS),
                    in_game=r.flag("in_game"), cost=r.whole_or_unknown("cost", minimum=1), terrain=terrain,
                    note=_opt_text(r, "note"), **_prov(r))


def _unit(r: Record) -> Unit:
    ups = {}
    for i, u in enumerate(r.data.get("upgrades", []), 1):
        if not (isinstance(u, dict) and set(u) == {"level", "tech"} and u["level"] in (2, 3, 4)
                and isinstance(u["tech"], str)):
            raise r.error("upgrades", f"entry {i} {u!r} is not a {{level 2-4, tech}} table")
        ups[u["level"]] = u["tech"]
    return Unit(type=r.text("type", choices=UNIT_TYPES), name_pl=_opt_text(r, "name_pl"),
                start_level=r.whole("start_level", minimum=0, maximum=1), upgrades=frozen_map(ups),
                unlocked_by=_opt_text(r, "unlocked_by"), **_prov(r))


def _marker(kind: str):
    def build(r: Record) -> Marker:
        effect = r.text("effect", choices=MARKER_EFFECTS)
        resource = r.text("resource", choices=RESOURCES) if effect == "resource" else ""
        return Marker(kind=kind, name=r.text("name"), name_pl=_opt_text(r, "name_pl"), effect=effect,
                      resource=resource, culture=r.whole("culture", 0, minimum=0),
                      timing=r.text("timing", choices=TIMINGS) if r.has("timing") else "",
                      text=_opt_text(r, "text"), ff=r.whole("ff", minimum=0), merged=r.whole("merged", minimum=0),
                      in_game=r.flag("in_game"), note=_opt_text(r, "note"), **_prov(r))
    return build


def _landmark(r: Record) -> Landmark:
    return Landmark(name=r.text("name"), name_pl=r.text("name_pl"), also_named=_opt_text(r, "also_named"),
                    terrain=r.text("terrain", choices=TERRAINS), effect=r.text("effect"),
                    timing=r.text("timing", choices=TIMINGS), **_prov(r))


def _supply(r: Record) -> Supply:
    return Supply(id=r.text("id"), name_pl=r.text("name_pl"), count=r.whole("count", minimum=1),
                  note=_opt_text(r, "note"), **_prov(r))


def _event(r: Record) -> CultureEvent:
    return CultureEvent(name=r.text("name"), name_pl=_opt_text(r, "name_pl"), level=r.whole("level", minimum=1, maximum=3),
                        copies=r.whole("copies", minimum=1), timing=r.text("timing"), effect=r.text("effect"),
                        expansion=r.text("expansion", choices=EXPANSIONS + ("unknown",)), in_game=r.flag("in_game"),
                        note=_opt_text(r, "note"), **_prov(r))


def _component(r: Record) -> Component:
    parts = _counts(r, "parts") if r.has("parts") else None
    total = _opt_whole(r, "parts_total", minimum=1)
    if parts is not None and sum(parts.values()) != total:
        raise r.error("parts_total", f"{total!r}, but the parts add up to {sum(parts.values())}")
    return Component(id=r.text("id"), name_pl=r.text("name_pl"), name_en=r.text("name_en"),
                     count=r.whole("count", minimum=1), parts=parts, parts_total=total,
                     per_player=_opt_whole(r, "per_player", minimum=1), note=_opt_text(r, "note"), **_prov(r))


def _note(path: Path, root: Record, key: str) -> Note:
    r = Record(path, f"[{key}]", root.table(key))
    prov = _prov(r)
    values = {k: v for k, v in r.data.items() if k not in ("source", "confidence")}
    return Note(frozen_map(values), **prov)


def _teaching(path: Path, root: Record, key: str = "teaching", name: str = "") -> dict:
    out = {}
    for i, raw in enumerate(root.data.get(key, []), 1):
        r = Record(path, f"{key} {raw.get('id', i) if isinstance(raw, dict) else i}", raw)
        ident = r.text("id")
        if not ident.startswith("TEACH-"):
            raise r.error("id", f"{ident!r}: a teaching record's id starts with TEACH-")
        if r.flag("teaching") is not True:
            raise r.error("teaching", "must be true on a teaching record")
        prov = _prov(r, teaching=True)
        what = r.text("what") if r.has("what") else f"building {r.text('building')}"
        values = {k: v for k, v in r.data.items() if k not in ("id", "teaching", "what", "source", "confidence")}
        out[ident] = Teaching(ident, what, frozen_map(values), **prov)
    return out


def load(folder: str | Path = DATA) -> Data:
    """Every card data file of ``folder``, checked field by field, across files and against the box list."""
    folder = Path(folder)
    teaching: dict = {}

    p, root = _file(folder, "techs.toml", ("trade_cost", "pyramid", "deck", "tech", "teaching"))
    all_techs = _records(p, root, "tech", TECH_FIELDS, _tech)
    tc = Record(p, "[trade_cost]", root.table("trade_cost"))
    tc.only(("level_1", "level_2", "level_3", "level_4", "level_5", "note", "source", "confidence"))
    _prov(tc)
    trade_cost = {n: tc.whole_or_unknown(f"level_{n}", minimum=1) for n in range(1, 6)}
    pyramid, tech_deck = _note(p, root, "pyramid"), _note(p, root, "deck")
    teaching.update(_teaching(p, root))

    p_c, root = _file(folder, "civilizations.toml", ("civ",))
    all_civs = _records(p_c, root, "civ", CIV_FIELDS, _civ)

    p_g, root = _file(folder, "great_people.toml", ("label", "marker_type", "great_person", "teaching"))
    great_people = _records(p_g, root, "great_person",
                            ("name", "card_label", "type", "alt_type", "effect", "expansion", "conflict"), _great_person)
    gp_types = {}
    for i, raw in enumerate(root.data.get("label", []), 1):
        r = Record(p_g, f"label {i}", raw).only(("label", "label_pl", "type", "source", "confidence"))
        _prov(r)
        t = r.text("type", choices=GP_TYPES)
        gp_types[r.text("label")] = t
        if r.has("label_pl"):
            gp_types[r.text("label_pl")] = t
    marker_types = []
    for i, raw in enumerate(root.data.get("marker_type", []), 1):
        r = Record(p_g, f"marker_type {i}", raw).only(("type", "name_pl", "source", "confidence"))
        _prov(r)
        marker_types.append(r.text("type", choices=GP_TYPES))
        gp_types[r.text("name_pl")] = marker_types[-1]
    teaching.update(_teaching(p_g, root))
    for g in great_people.values():
        if g.card_label not in gp_types:
            raise DataError(p_g, f"great_person {g.name!r}: field 'card_label'",
                            f"{g.card_label!r} is not a [[label]] of the file")

    p_i, root = _file(folder, "investments.toml", ("investment",))
    investments = _records(p_i, root, "investment",
                           ("name", "name_pl", "copies", "thresholds", "tier", "effect", "expansion"), _investment)

    p_w, root = _file(folder, "wonders.toml", ("counts", "wonder", "teaching"))
    all_wonders = _records(p_w, root, "wonder",
                           ("name", "era", "cost", "discounted_cost", "discount_tech", "effect", "expansion",
                            "in_game", "replaced_in_ff", "conflict"), _wonder)
    wonder_counts = _note(p_w, root, "counts")
    teaching.update(_teaching(p_w, root))

    p_v, root = _file(folder, "governments.toml", ("anarchy_resistant", "government"))
    governments = _records(p_v, root, "government", ("name", "name_pl", "unlocked_by", "effect", "start"), _government)
    anarchy = _note(p_v, root, "anarchy_resistant")

    p_b, root = _file(folder, "buildings.toml", ("building", "teaching_building"))
    all_buildings = _records(p_b, root, "building",
                             ("name", "name_pl", "unlocked_by", "upgrades", "basic", "expansion", "in_game",
                              "cost", "terrain"), _building)
    tb = _teaching(p_b, root, "teaching_building")
    teaching.update(tb)

    p_u, root = _file(folder, "units.toml", ("unit_cost", "unit", "figures", "teaching"))
    units = _records(p_u, root, "unit", ("type", "name_pl", "start_level", "upgrades", "unlocked_by"), _unit, name="type")
    uc = Record(p_u, "[unit_cost]", root.table("unit_cost"))
    uc.only(("level_1", "level_2", "level_3", "level_4", "aircraft", "note", "source", "confidence"))
    _prov(uc)
    unit_cost = {k: uc.whole(k, minimum=1) for k in ("level_1", "level_2", "level_3", "level_4", "aircraft")}
    figures = _note(p_u, root, "figures")
    teaching.update(_teaching(p_u, root))

    p_m, root = _file(folder, "markers.toml", ("hut", "village", "teaching", "landmark", "supply"))
    marker_fields = ("name", "name_pl", "effect", "resource", "culture", "timing", "text", "ff", "merged", "in_game")
    huts = _records(p_m, root, "hut", marker_fields, _marker("hut"))
    villages = _records(p_m, root, "village", marker_fields, _marker("village"))
    landmarks = _records(p_m, root, "landmark", ("name", "name_pl", "also_named", "terrain", "effect", "timing"), _landmark)
    supplies = _records(p_m, root, "supply", ("id", "name_pl", "count"), _supply, name="id")
    teaching.update(_teaching(p_m, root))

    p_x, root = _file(folder, "culture.toml", ("counts", "tokens", "event", "teaching"))
    events = _records(p_x, root, "event", ("name", "name_pl", "level", "copies", "timing", "effect", "expansion",
                                           "in_game"), _event)
    culture_counts, culture_tokens = _note(p_x, root, "counts"), _note(p_x, root, "tokens")
    teaching.update(_teaching(p_x, root))

    p_k, root = _file(folder, "components.toml", ("component",))
    components = _records(p_k, root, "component", ("id", "name_pl", "name_en", "count", "parts", "parts_total",
                                                   "per_player", "types"), _component, name="id")

    # derived links: which techs negate and discount which wonders
    for n, t in list(all_techs.items()):
        obs = tuple(sorted(w for w, x in all_wonders.items() if x.in_game and x.era in t.obsoletes_eras))
        disc = tuple(sorted(w for w, x in all_wonders.items() if x.discount_tech == n))
        all_techs[n] = replace(t, obsoletes=obs, discounts=disc)
    for n, w in list(all_wonders.items()):
        by = tuple(sorted(t for t, x in all_techs.items() if x.in_game and w.era in x.obsoletes_eras))
        all_wonders[n] = replace(w, obsoleted_by=by)
    in_game_wonders = {n: w for n, w in all_wonders.items() if w.in_game}
    for n, c in list(all_civs.items()):
        military = dict.fromkeys(("infantry", "mounted", "artillery"), 1)
        tech = all_techs.get(c.starting_tech)
        for utype, level in (tech.units if tech else ()):
            military[utype] = max(military.get(utype, 0), level)
        for utype, level in c.military.items():
            if military.get(utype) != level:
                raise DataError(p_c, f"civ {n!r}: field 'military'",
                                f"{utype} {level} disagrees with its starting tech {c.starting_tech!r} "
                                f"(which gives {military.get(utype)})")
        all_civs[n] = replace(c, military=frozen_map(military))

    d = Data(
        techs=frozen_map({n: t for n, t in all_techs.items() if t.in_game}), all_techs=frozen_map(all_techs),
        trade_cost=frozen_map(trade_cost), pyramid=pyramid, tech_deck=tech_deck,
        civs=frozen_map({n: c for n, c in all_civs.items() if c.in_game}), all_civs=frozen_map(all_civs),
        great_people=frozen_map(great_people), gp_types=frozen_map(gp_types), gp_marker_types=tuple(marker_types),
        investments=frozen_map(investments), wonders=frozen_map(in_game_wonders), all_wonders=frozen_map(all_wonders),
        wonder_counts=wonder_counts, governments=frozen_map(governments), anarchy_resistant=anarchy,
        buildings=frozen_map({n: b for n, b in all_buildings.items() if b.in_game}),
        all_buildings=frozen_map(all_buildings), units=frozen_map(units), unit_cost=frozen_map(unit_cost), figures=figures,
        huts=frozen_map(huts), villages=frozen_map(villages), landmarks=frozen_map(landmarks), supplies=frozen_map(supplies),
        culture_events=frozen_map(events), culture_counts=culture_counts, culture_tokens=culture_tokens,
        components=frozen_map(components), teaching=frozen_map(teaching))
    check_references(d, folder)
    check_counts(d, folder)
    check_play_teaching(d, folder)
    return d


@lru_cache(maxsize=1)
def data() -> Data:
    """The package's own data, read and checked once."""
    return load(DATA)


# -- checks across files -------------------------------------------------------------------

def _where(folder: Path, file: str, kind: str, name: str, field: str) -> tuple:
    return folder / file, f"{kind} {name!r}: field {field!r}"


def check_references(d: Data, folder: Path = DATA) -> None:
    """Every name a record uses names a record of the right table."""
    def need(ok, file, kind, name, field, what):
        if not ok:
            raise DataError(*_where(folder, file, kind, name, field), what)

    for n, t in d.all_techs.items():
        for g in t.governments:
            need(g in d.governments, "techs.toml", "tech", n, "governments", f"{g!r} is not a government of governments.toml")
        for b in t.buildings:
            need(b in d.all_buildings, "techs.toml", "tech", n, "buildings", f"{b!r} is not a building of buildings.toml")
    for n, c in d.all_civs.items():
        need(c.starting_tech in d.all_techs, "civilizations.toml", "civ", n, "starting_tech",
             f"{c.starting_tech!r} is not a tech of techs.toml")
        need(c.start_government in d.governments, "civilizations.toml", "civ", n, "start_government",
             f"{c.start_government!r} is not a government of governments.toml")
        if c.in_game:
            need(d.all_techs[c.starting_tech].in_game, "civilizations.toml", "civ", n, "starting_tech",
                 f"{c.starting_tech!r} is not an in-game tech")
    for n, w in d.all_wonders.items():
        if w.discount_tech:
            need(w.discount_tech in d.all_techs, "wonders.toml", "wonder", n, "discount_tech",
                 f"{w.discount_tech!r} is not a tech of techs.toml")
    for era in ERAS:
        # the wonder deck takes 4 wonders of each era (L291-306): an era with fewer cannot be set up
        pile = sorted(n for n, w in d.wonders.items() if w.era == era)
        if len(pile) < WONDERS_PER_ERA:
            raise DataError(folder / "wonders.toml", f"era {era!r}",
                            f"{len(pile)} wonders in the game ({', '.join(pile) or 'none'}); the wonder deck "
                            f"takes {WONDERS_PER_ERA} of each era (L291-306)")
    for n, g in d.governments.items():
        if g.unlocked_by:
            need(g.unlocked_by in d.all_techs, "governments.toml", "government", n, "unlocked_by",
                 f"{g.unlocked_by!r} is not a tech of techs.toml")
            need(n in d.all_techs[g.unlocked_by].governments, "governments.toml", "government", n, "unlocked_by",
                 f"the tech {g.unlocked_by!r} does not list {n!r} among its governments")
    for n, b in d.all_buildings.items():
        need(b.unlocked_by in d.all_techs, "buildings.toml", "building", n, "unlocked_by",
             f"{b.unlocked_by!r} is not a tech of techs.toml")
        if b.upgrades:
            need(b.upgrades in d.all_buildings, "buildings.toml", "building", n, "upgrades",
                 f"{b.upgrades!r} is not a building of buildings.toml")
    for u in d.units.values():
        for tech in list(u.upgrades.values()) + ([u.unlocked_by] if u.unlocked_by else []):
            need(tech in d.all_techs, "units.toml", "unit", u.type, "upgrades", f"{tech!r} is not a tech of techs.toml")
    for name in d.anarchy_resistant.values.get("granted_by", ()):
        need(name in d.great_people or name in d.all_wonders, "governments.toml", "anarchy_resistant", "",
             "granted_by", f"{name!r} is neither a great person nor a wonder")
    for ident, t in d.teaching.items():
        b = t.values.get("building")
        if b is not None:
            need(b in d.all_buildings, "buildings.toml", "teaching_building", ident, "building",
                 f"{b!r} is not a building of buildings.toml")
            for terr in t.values.get("terrain", ()):
                need(terr in TERRAINS, "buildings.toml", "teaching_building", ident, "terrain",
                     f"{terr!r} is not one of {', '.join(TERRAINS)}")


def _whole(v, lo: int = 0, hi: int | None = None) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= lo and (hi is None or v <= hi)


def check_play_teaching(d: Data, folder: Path = DATA) -> None:
    """The teaching records play reads (:func:`rulekit.civ.state.catalog_of`), field by field: the
    great person markers per type (TEACH-GP-MARKERS: the six types of L725-727, each a count) and the
    culture track's steps (TEACH-CULTURE-TRACK: ``from``/``to`` step ranges and the event deck level
    I-III, or 0 for none, each range drawing from)."""
    gp = d.teaching.get("TEACH-GP-MARKERS")
    if gp is not None:
        where = (folder / "great_people.toml", "teaching TEACH-GP-MARKERS: field 'per_type'")
        per = gp.values.get("per_type")
        if not isinstance(per, Mapping) or sorted(per) != sorted(GP_TYPES):
            raise DataError(*where, f"must be a table of the six marker types ({', '.join(GP_TYPES)}), not {per!r}")
        for k, n in per.items():
            if not _whole(n, 1):
                raise DataError(*where, f"{k}: must be a whole number ≥ 1, not {n!r}")
    track = d.teaching.get("TEACH-CULTURE-TRACK")
    if track is not None:
        where = (folder / "culture.toml", "teaching TEACH-CULTURE-TRACK: field 'steps'")
        steps = track.values.get("steps")
        if not isinstance(steps, (list, tuple)):
            raise DataError(*where, f"must be a list of {{from, to, deck}} tables, not {steps!r}")
        for i, x in enumerate(steps, 1):
            if not (isinstance(x, Mapping) and _whole(x.get("from"), 1) and _whole(x.get("to"), 1)
                    and x["from"] <= x["to"] and _whole(x.get("deck", 0), 0, 3)):
                raise DataError(*where, f"entry {i} {x!r} is not a {{from ≤ to, deck 0-3}} table of whole numbers")


def _count(folder: Path, file: str, field: str, what: str, have: int, want: int, lines: str) -> None:
    if have != want:
        raise DataError(folder / file, field, f"{what}: {have}, but the rulebook's box list says {want} ({lines})")


def check_counts(d: Data, folder: Path = DATA) -> None:
    """The data files' totals against the box list (components.toml, L17-67) and each other. A count
    these checks read that a file lacks (a box-list record removed or renamed, a field dropped) is a
    ``DataError`` naming the file and field."""
    box = folder / "components.toml"

    def comp(cid: str):
        if cid not in d.components:
            raise DataError(box, f"component {cid!r}", "missing: the box list (L17-67) counts it")
        return d.components[cid]

    def per_player(cid: str) -> int:
        if comp(cid).per_player is None:
            raise DataError(box, f"component {cid!r}: field 'per_player'", "missing: the box list counts it per player")
        return comp(cid).per_player

    def parts(cid: str, *keys: str) -> Mapping:
        table = comp(cid).parts
        if table is None:
            raise DataError(box, f"component {cid!r}: field 'parts'", "missing: the box list counts its parts")
        for k in keys:
            if k not in table:
                raise DataError(box, f"component {cid!r}: field 'parts'", f"{k!r} missing")
        return table

    def counted(file: str, table: str, note: Note, key: str, keys: tuple = ()):
        """A whole number ≥ 0 of ``note`` (a table of them with ``keys``, when given)."""
        where = f"[{table}]: field {key!r}"
        if key not in note.values:
            raise DataError(folder / file, where, "missing")
        v = note[key]
        wholes = dict(v) if keys and isinstance(v, Mapping) else {key: v}
        if keys and (not isinstance(v, Mapping) or sorted(v) != sorted(keys)):
            raise DataError(folder / file, where, f"must be a table of {', '.join(keys)}, not {v!r}")
        for k, n in wholes.items():
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise DataError(folder / file, where, f"{k}: must be a whole number ≥ 0, not {n!r}")
        return v

    players = comp("metropolis-marker").count           # one per player: 5 (L52)
    ff_techs = [t for t in d.techs.values() if t.expansion == "F&F"]
    _count(folder, "techs.toml", "tech", "F&F techs per player", len(ff_techs), per_player("new-tech"), "L42")
    _count(folder, "techs.toml", "tech", "F&F tech cards", len(ff_techs) * players, comp("new-tech").count, "L42")
    _count(folder, "techs.toml", "[deck]", "fifth player's tech cards",
           counted("techs.toml", "deck", d.tech_deck, "fifth_player_cards"),
           parts("fifth-player-cards", "tech")["tech"], "L34-36")
    _count(folder, "civilizations.toml", "civ", "F&F civilizations",
           sum(c.expansion == "F&F" for c in d.civs.values()), comp("civ-sheet").count, "L19, L80-81")
    _count(folder, "great_people.toml", "great_person", "great person cards", len(d.great_people),
           comp("great-person").count, "L45")
    _count(folder, "great_people.toml", "marker_type", "marker types", len(set(d.gp_marker_types)), 6, "L725-727")
    if set(d.gp_marker_types) != set(GP_TYPES):
        raise DataError(folder / "great_people.toml", "marker_type", f"{sorted(d.gp_marker_types)} are not the six of L725-727")
    _count(folder, "investments.toml", "investment", "investment cards per player", len(d.investments),
           per_player("investment"), "L46, L867-869")
    _count(folder, "investments.toml", "investment", "investment cards",
           sum(i.copies for i in d.investments.values()), comp("investment").count, "L46")
    supplies = {"investment": "investment-marker", "fortification-caravan": "fortification-caravan",
                "metropolis": "metropolis-marker", "disaster": "disaster", "landmark": "landmark-marker",
                "culture-5": "culture-5", "wonder-ff": "wonder-marker"}
    for sid, cid in supplies.items():
        if sid not in d.supplies:
            raise DataError(folder / "markers.toml", f"supply {sid!r}", "missing")
        _count(folder, "markers.toml", f"supply {sid!r}: field 'count'", d.supplies[sid].name_pl,
               d.supplies[sid].count, comp(cid).count, comp(cid).source)
    _count(folder, "markers.toml", "landmark", "landmarks", len(d.landmarks), comp("landmark-marker").count, "L28")
    for kind, table, cid in (("hut", d.huts, "new-hut"), ("village", d.villages, "new-village")):
        want = parts(cid)
        have = {m.name: m.ff for m in table.values() if m.ff}
        for name in sorted(set(want) | set(have)):
            _count(folder, "markers.toml", f"{kind} {name!r}: field 'ff'", f"new {kind} markers {name}",
                   have.get(name, 0), want.get(name, 0), comp(cid).source)
    wc = d.wonder_counts
    per_era = {e: sum(w.era == e for w in d.all_wonders.values()) for e in ERAS}
    said = dict(counted("wonders.toml", "counts", wc, "per_era_in_pool", ERAS))
    if per_era != said:
        raise DataError(folder / "wonders.toml", "wonder", f"per era {per_era}, but [counts] says {said}")
    total = sum(counted("wonders.toml", "counts", wc, k) for k in ("base", "ff_new", "ww_new"))
    if total != len(d.all_wonders):
        raise DataError(folder / "wonders.toml", "[counts]", "base + ff_new + ww_new is not the number of wonders")
    _count(folder, "wonders.toml", "[counts]: field 'ff_new'", "new wonders", wc["ff_new"], comp("new-wonder").count, "L44")
    markers = parts("wonder-marker", *ERAS)
    for era in ERAS:
        _count(folder, "wonders.toml", "[counts]: field 'ff_new_per_era'", f"new {era} wonders",
               counted("wonders.toml", "counts", wc, "ff_new_per_era"), markers[era], "L48-49")
    cc = d.culture_counts
    by_level = {lvl: sum(e.copies for e in d.culture_events.values() if e.level == n)
                for n, lvl in ((1, "I"), (2, "II"), (3, "III"))}
    pool = dict(counted("culture.toml", "counts", cc, "merged_pool", ("I", "II", "III", "total")))
    want = {k: v for k, v in pool.items() if k != "total"}
    if by_level != want or sum(by_level.values()) != pool["total"]:
        raise DataError(folder / "culture.toml", "event", f"copies by level {by_level}, but [counts] says {pool}")
    _count(folder, "culture.toml", "[counts]: field 'ff_new'", "new culture event cards",
           counted("culture.toml", "counts", cc, "ff_new"), comp("new-culture-event").count, "L43")
    small_parts = ("fifth-player-cards", "flight-replacement", "chivalry-replacement", "angkor-wat-replacement",
                   "military-reference", "new-tech", "new-culture-event", "new-wonder", "great-person", "investment")
    small = parts("small-cards", *small_parts)
    for part in small_parts:
        _count(folder, "components.toml", "component 'small-cards': field 'parts'", part, small[part],
               comp(part).count, comp(part).source)
