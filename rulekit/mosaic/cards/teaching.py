"""The teaching decks: our values for what the rulebook does not print (Population and
Tax & Trade cards, Supply tokens, kinds of Trade Goods, Workshop cards' goods, lost icons).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

from rulekit.core.data import Record, read_toml
from rulekit.mosaic.cards.records import DATA, RESOURCES, frozen, named


@dataclass(frozen=True)
class TaxCard:
    """A Tax card: Money = population × Population + government × Government symbols + Tax Production."""

    population: int
    government: int
    unrest: int = 0


@dataclass(frozen=True)
class TradeCard:
    """A Trade card: Money = goods × unique Trade Goods + cities × Cities + Trade Production."""

    goods: int
    cities: int
    unrest: int = 0



# -- the teaching decks (values the rulebook does not print) --------------------------------

@dataclass(frozen=True)
class TeachingDecks:
    """Our TEACHING values for the Population and Tax & Trade cards, the Supply
    tokens and the kinds of Trade Goods tokens (``data/teaching_decks.toml``;
    never under a printed card's name). ``population``: id -> (Food, gain);
    ``tax``: id -> TaxCard; ``trade``: id -> TradeCard; ``supply``: id ->
    {resource: count} (a token may hold several kinds, L762); ``goods``: kind -> number of tokens; ``workshop``: Workshop
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


def _supply(r: Record) -> Mapping:
    """A Supply token's Resources: ``resource`` and ``count`` for one kind, or ``resources = { STONE = 3,
    FOOD = 2 }`` for several (the rulebook does not limit a token to one kind, L756-766)."""
    if "resources" in r.data:
        if "resource" in r.data or "count" in r.data:
            raise r.error("resources", "give either resource and count, or resources, not both")
        table = Record(r.file, f"{r.where}.resources", r.table("resources"))
        out = {k: table.whole(k, minimum=1) for k in table.data}
        if not out or any(k not in RESOURCES for k in out):
            raise r.error("resources", f"one or more of {', '.join(RESOURCES)}, each a count >= 1")
        return frozen(out)
    return frozen({r.text("resource", choices=RESOURCES): r.whole("count", minimum=1)})


def load_teaching_decks(path: str | Path = DATA / "teaching_decks.toml") -> TeachingDecks:
    """Read a teaching-deck file; every error a DataError naming file, record and field.

    >>> t = teaching_decks()
    >>> len(t.population), len(t.tax), len(t.trade), len(t.supply), sum(t.goods.values())
    (20, 10, 10, 28, 68)
    >>> t.tax["TEACH-TAX-1"], t.trade["TEACH-TRADE-1"].goods
    (TaxCard(population=2, government=2, unrest=2), 3)
    """
    path = Path(path)
    top = Record(path, "", read_toml(path)).only(("deck", "population", "tax", "trade", "supply", "goods", "workshop",
                                                                 "build_gain"))
    deck = Record(path, "deck", top.data.get("deck", {})).only(("name", "teaching", "source", "confidence"))
    out: dict[str, dict] = {"population": {}, "tax": {}, "trade": {}, "supply": {}}
    ids: set = set()             # every teaching id names one record, whatever its array
    shapes = {"population": ("food", "gain"), "tax": ("population", "government", "unrest"),
              "trade": ("goods", "cities", "unrest"), "supply": ("resource", "count", "resources")}
    for key, fields_ in shapes.items():
        for i, raw in enumerate(top.data.get(key, []), 1):
            r = named(path, key, i, raw).only(("id", "confidence") + fields_)
            if r.text("confidence") != "teaching":
                raise r.error("confidence", "a teaching deck's values are 'teaching'")
            cid = r.text("id")
            if not cid.startswith("TEACH-") or cid in ids:
                raise r.error("id", f"{cid!r}: teaching ids start with TEACH- and are listed once")
            ids.add(cid)
            if key == "population":
                value = (r.whole("food", minimum=0), r.whole("gain", minimum=1))
            elif key == "tax":
                value = TaxCard(r.whole("population", minimum=0), r.whole("government", minimum=0),
                                r.whole("unrest", minimum=0))
            elif key == "trade":
                value = TradeCard(r.whole("goods", minimum=0), r.whole("cities", minimum=0),
                                  r.whole("unrest", minimum=0))
            else:
                value = _supply(r)
            out[key][cid] = value
    goods = Record(path, "goods", top.data.get("goods", {}))
    kinds = {k: goods.whole(k, minimum=0) for k in goods.data if k != "confidence"}
    if sum(kinds.values()) != 68 or kinds.get("fish") != 10:
        raise goods.error("fish", "68 Trade Goods tokens, 10 of them Fish (L249, L380)")
    if len(out["tax"]) != len(out["trade"]):
        raise top.error("tax", "as many Tax as Trade cards (L462)")
    workshop = {}
    for i, raw in enumerate(top.data.get("workshop", []), 1):
        r = named(path, "workshop", i, raw).only(("id", "card", "goods", "confidence"))
        if r.text("confidence") != "teaching" or not r.text("id").startswith("TEACH-WORKSHOP-"):
            raise r.error("id", "a Workshop card's goods are teaching values, ids TEACH-WORKSHOP-n")
        if r.text("id") in ids:
            raise r.error("id", f"{r.text('id')!r} is listed twice")
        ids.add(r.text("id"))
        if r.text("card") in workshop:
            raise r.error("card", f"{r.text('card')!r} is listed twice")
        goods_ = r.texts("goods")
        if len(goods_) != 3 or any(g not in kinds for g in goods_):
            raise r.error("goods", f"three Trade Goods kinds of {', '.join(sorted(kinds))} (L741-743)")
        workshop[r.text("card")] = tuple(goods_)
    build_gain = {}
    for i, raw in enumerate(top.data.get("build_gain", []), 1):
        r = named(path, "build_gain", i, raw).only(("id", "card", "resource", "confidence"))
        if r.text("confidence") != "teaching" or not r.text("id").startswith("TEACH-BUILD-GAIN-"):
            raise r.error("id", "a lost icon's resource is a teaching value, ids TEACH-BUILD-GAIN-n")
        if r.text("id") in ids:
            raise r.error("id", f"{r.text('id')!r} is listed twice")
        ids.add(r.text("id"))
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


__all__ = ["TaxCard", "TeachingDecks", "TradeCard", "load_teaching_decks", "teaching_decks"]
