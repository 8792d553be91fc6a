"""Cards and wonders: what they are, and loading them from TOML.

A deck file holds ``[[start]]`` (the five starting cards of one colour),
``[[card]]`` (Civilization cards of the New World and Renaissance sets) and
``[[wonder]]`` records. Every record carries ``source`` and ``confidence``.
The loader checks every field and the totals against the rulebook's component
list (§2, L41-90) and raises :class:`~rulekit.core.errors.DataError` naming the
file, the record and the field.

The shipped deck, ``data/teaching.toml``, is a *teaching deck*: no public list
of the printed cards exists, so its cards are named by set, era and slot and
their faces are our own, drawn from the kinds of effect the rulebook describes.
``data/printed.toml`` holds what is publicly known of the printed cards.
A user can load their own deck in the same shape with :func:`load_deck`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from pathlib import Path
from typing import Mapping

import re

from rulekit.core.data import content_id, read_toml, suggest
from rulekit.core.errors import DataError
from rulekit.core.resources import Bag
from rulekit.core.state import cached

DATA = Path(__file__).parent / "data"

#: The seven resources, lowest first (§3b, L125-132).
RESOURCES = ("FOOD", "IRON", "HORSE", "GUNPOWDER", "OIL", "EARTH", "SPACE")
#: The five eras, bottom row of the pyramid first (§5, L274-282).
ERAS = ("HORSE", "GUNPOWDER", "OIL", "EARTH", "SPACE")
TECHS = ("civil", "tactical", "military")
SETS = ("start", "new-world", "renaissance")
CONFIDENCE = ("rulebook", "two-sources", "one-source", "unverified", "teaching", "example-input")
#: How many Civilization cards each set has per era (§2, L60-88).
ERA_COUNTS = {"HORSE": 7, "GUNPOWDER": 6, "OIL": 5, "EARTH": 4, "SPACE": 3}
COLOURS = ("red", "blue", "green", "yellow")
#: The key of an activation cost "of any kind" (L412-414: "if you need 1 resource").
ANY = "ANY"
#: What an id must look like: the notation separates words by spaces and cards by commas.
ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")
#: The largest number a card field may carry. No printed card comes near these; a larger
#: number cannot be meant and would only make the payment search and the pyramid slow.
MOST = {"vp": 10, "strength": 10, "count": 10, "score": 10, "glory_required": 5,
        "cost": 8, "use_cost": 2, "condition": 60}
DECK_KEYS = ("source", "start", "card", "wonder")

EFFECTS = {
    # kind: {field: type}; every effect is resolved as far as possible (GS-R-36)
    "gain": {"resource": str, "count": int},      # temporary resources (GS-R-39)
    "renew": {"resource": str, "count": int},     # own | any | a resource (GS-R-10)
    "tribute": {},                                # one opponent with a resource (GS-R-42)
    "renew_all": {"count": int},                  # every player renews (GS-R-42)
    "vp": {"count": int},                         # scoring track (GS-R-54)
    "vp_all": {"count": int},                     # every player scores
    "deploy": {"count": int},                     # play military cards (GS-R-43/44)
    "rally": {},                                  # activate a military card on the table
    "attack": {"loss": str, "count": int, "score": int},  # GS-R-45..53
}
LOSSES = ("wonder", "exhaust", "steal", "vp", "none")   # "vp": loses track VP, never below 0 (GS-R-54)
CONDITIONS = {
    "resource_cards": {"resource": str, "count": int},
    "tech_cards": {"tech": str, "count": int},
    "strength": {"count": int},
    "wonders": {"count": int},
    "tableau_vp": {"count": int},
    "taken_back_vp": {"count": int},
    "track": {"count": int},
}


@dataclass(frozen=True)
class Effect:
    """One effect of a technology: a kind and its parameters."""

    kind: str
    resource: str = ""
    count: int = 1
    loss: str = "none"
    score: int = 0

    def __str__(self) -> str:
        return describe(self)


@dataclass(frozen=True)
class Condition:
    """A wonder's completion (New World) or glory (Renaissance) condition."""

    kind: str
    count: int = 1
    resource: str = ""
    tech: str = ""

    def __str__(self) -> str:
        return describe(self)


@dataclass(frozen=True)
class Card:
    """A Civilization card: a resource side and a technology side (§3)."""

    id: str
    name: str
    set: str
    resource: str                   # the resource side; for set cards also the era
    tech: str = "civil"
    vp: int = 0
    strength: int = 0
    reaction: bool = False
    cost: Bag = field(default_factory=Bag)       # base purchase cost (GS-R-58 a)
    use_cost: Bag = field(default_factory=Bag)   # activation cost (GS-R-09 b)
    effects: tuple[Effect, ...] = ()
    remove_2p: bool = False
    picture: str = ""
    name_pl: str = ""
    source: str = ""
    confidence: str = ""

    @property
    def era(self) -> str | None:
        return self.resource if self.set != "start" else None


@dataclass(frozen=True)
class Wonder:
    """A Wonder card (§4)."""

    id: str
    name: str
    set: str
    era: str
    vp: int = 0
    picture: str = ""               # the Civilization card whose picture it shows
    condition: Condition | None = None   # New World
    glory: Condition | None = None       # Renaissance
    glory_required: int = 0
    name_pl: str = ""
    source: str = ""
    confidence: str = ""


@dataclass(frozen=True)
class Deck:
    """Everything a game can draw on: starting cards per colour, set cards, wonders."""

    name: str
    cards: Mapping[str, Card]       # read-only views: a shared deck cannot be changed
    wonders: Mapping[str, Wonder]
    source: str = ""

    @cached()
    def key(self) -> str:
        """The deck's identity: its name (a label only) and a digest of its content.

        Two decks with the same cards and wonders have the same digest whatever
        their file or name; two different decks never share one. Saves name a deck
        by this key.
        """
        return content_id(self.name, {"cards": dict(self.cards), "wonders": dict(self.wonders)})

    def set_cards(self, card_set: str, era: str) -> list[Card]:
        return [c for c in self.cards.values() if c.set == card_set and c.resource == era]

    def start_cards(self, colour: str) -> list[Card]:
        return [c for c in self.cards.values() if c.set == "start" and c.id.startswith(colour + "-")]

    def set_wonders(self, card_set: str, era: str) -> list[Wonder]:
        return [w for w in self.wonders.values() if w.set == card_set and w.era == era]


def describe(thing) -> str:
    """A short English sentence for an effect or a condition."""
    k, n, r = thing.kind, thing.count, thing.resource
    s = "" if n == 1 else "s"
    texts = {
        "gain": f"gain {n} {r.title()} until end of turn",
        "renew": f"renew {n} card{s} showing " + ("this card's own resource" if r == "own" else
                                                   "any resource" if r == "any" else r.title()),
        "tribute": "one opponent with a resource on the table gives you 1 of it",
        "renew_all": f"every player renews {n} card{s}",
        "vp": f"score {n} VP",
        "vp_all": f"every player scores {n} VP",
        "deploy": f"play up to {n} Military card{s} from hand; one played must be activated",
        "rally": "activate a Military card already on your table",
        "resource_cards": f"at least {n} {r.title() + ' ' if r else ''}resource card{s} on the table",
        "tech_cards": f"at least {n} {getattr(thing, 'tech', '') and thing.tech + ' '}technology card{s} on the table",
        "strength": f"military strength at least {n}",
        "wonders": f"at least {n} Wonder{s}",
        "tableau_vp": f"cards on the table worth at least {n} VP",
        "taken_back_vp": f"cards taken back this turn worth at least {n} VP",
        "track": f"at least {n} VP on the scoring track",
    }
    if k == "attack":
        loss = {"wonder": "gives you 1 Wonder", "exhaust": f"exhausts {n} resource{s}",
                "steal": f"gives you {n} resource{s}", "vp": f"loses {n} VP (never below 0)",
                "none": "loses nothing"}[thing.loss]
        text = f"attack every opponent; each loser {loss}"
        if thing.score:
            text += f"; you and every undefeated opponent score {thing.score} VP"
        return text
    return texts[k]


# -- loading ------------------------------------------------------------------------


def load_deck(path: str | Path, name: str | None = None) -> Deck:
    """Load and check a deck file. Raises ``DataError`` naming file, record and field."""
    path = Path(path)
    if not path.exists():
        raise DataError(path, "file", "not found")
    return deck_from_dict(read_toml(path), str(path), name or path.stem)


def deck_from_dict(raw: dict, file: str, name: str, check_counts: bool = True) -> Deck:
    for key in raw:
        if key not in DECK_KEYS:
            raise DataError(file, f"field {key!r}", "unknown field" + suggest(key, DECK_KEYS))
    if not isinstance(raw.get("source", ""), str):
        raise DataError(file, "field 'source'", f"must be text, not {raw['source']!r}")
    cards: dict[str, Card] = {}
    for rec in _list(raw, "start", file):
        if not isinstance(rec.get("id"), str) or not ID.fullmatch(rec["id"]):
            raise DataError(file, f"start {rec.get('id')!r}: field 'id'", _ID_RULE)
        for colour in COLOURS:
            card = _card(dict(rec, id=f"{colour}-{rec['id']}", set="start"), file)
            if card.id in cards:
                raise DataError(file, f"start {rec['id']}", "id used twice")
            cards[card.id] = card
    for rec in _list(raw, "card", file):
        if rec.get("set") == "start":
            raise DataError(file, f"card {rec.get('id')}: field 'set'", "starting cards go in [[start]] records")
        card = _card(rec, file)
        if card.id in cards:
            raise DataError(file, f"card {card.id}", "id used twice")
        cards[card.id] = card
    wonders: dict[str, Wonder] = {}
    for rec in _list(raw, "wonder", file):
        w = _wonder(rec, file)
        if w.id in wonders or w.id in cards:
            raise DataError(file, f"wonder {w.id}", "id used twice")
        wonders[w.id] = w
    deck = Deck(name, MappingProxyType(cards), MappingProxyType(wonders), raw.get("source", ""))
    if check_counts:          # a whole deck (a scenario's few extra cards are checked one by one)
        if not any(c.set == "start" for c in cards.values()):
            raise DataError(file, "start", "no starting cards: every colour starts with 5 (L264-266)")
        if not any(c.set != "start" for c in cards.values()):
            raise DataError(file, "card", "no Civilization cards: the pyramid needs a set (L60-88)")
        _check_counts(deck, file)
    return deck


@lru_cache(maxsize=None)
def teaching_deck() -> Deck:
    """The shipped teaching deck (cards named by set, era and slot)."""
    return load_deck(DATA / "teaching.toml", "teaching")


def _list(raw: dict, key: str, file: str) -> list[dict]:
    value = raw.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise DataError(file, key, "must be an array of tables ([[%s]])" % key)
    return value


_ID_RULE = "an id is letters, digits, '-', '_' or '.', starting with a letter or digit (no spaces or commas)"


def _need(rec: dict, key: str, kind, file: str, what: str, default=..., most: str = ""):
    if key not in rec:
        if default is ...:
            raise DataError(file, f"{what}: field {key!r}", "missing")
        return default
    value = rec[key]
    if kind is int and (isinstance(value, bool) or not isinstance(value, int) or value < 0):
        raise DataError(file, f"{what}: field {key!r}", f"must be a whole number ≥ 0, not {value!r}")
    limit = MOST.get(most or key)
    if kind is int and limit is not None and value > limit:
        raise DataError(file, f"{what}: field {key!r}", f"{value} is more than any card carries (at most {limit})")
    if kind is not int and not isinstance(value, kind):
        raise DataError(file, f"{what}: field {key!r}", f"must be {kind.__name__}, not {value!r}")
    return value


def _choice(value, allowed, file, what, key):
    if value not in allowed:
        raise DataError(file, f"{what}: field {key!r}", f"{value!r} is not one of {', '.join(allowed)}")
    return value


def _bag(rec, key, file, what, allowed=RESOURCES[:6]) -> Bag:
    """A cost. Space never appears in one: no cost in the rulebook names it (A10)."""
    value = _need(rec, key, dict, file, what, {})
    for res, n in value.items():
        if res == "SPACE":
            raise DataError(file, f"{what}: field '{key}.SPACE'", "no cost names Space (A10); Space pays as 2 Earth")
        if res not in allowed:
            raise DataError(file, f"{what}: field '{key}.{res}'",
                            f"{res!r} is not one of {', '.join(allowed)}{suggest(res, allowed)}")
        _need(value, res, int, file, f"{what}: field {key!r}")
    total = sum(value.values())
    if total > MOST[key]:
        raise DataError(file, f"{what}: field {key!r}", f"{total} resources is more than any card costs "
                                                        f"(at most {MOST[key]})")
    return Bag(value)


def _provenance(rec, file, what) -> tuple[str, str]:
    source = _need(rec, "source", str, file, what)
    confidence = _choice(_need(rec, "confidence", str, file, what), CONFIDENCE, file, what, "confidence")
    return source, confidence


def _effect(rec, file, what) -> Effect:
    if not isinstance(rec, dict):
        raise DataError(file, what, "an effect must be a table")
    kind = _choice(_need(rec, "kind", str, file, what), tuple(EFFECTS), file, what, "kind")
    spec = EFFECTS[kind]
    for key in rec:
        if key != "kind" and key not in spec:
            raise DataError(file, f"{what}: field {key!r}", f"not a field of a {kind!r} effect"
                            + suggest(key, spec))
    resource = rec.get("resource", "")
    if kind == "gain":
        _choice(resource, RESOURCES[:6], file, what, "resource")
    if kind == "renew":
        _choice(resource, ("own", "any") + RESOURCES, file, what, "resource")
    loss = _choice(rec.get("loss", "none"), LOSSES, file, what, "loss")
    return Effect(kind, resource, _need(rec, "count", int, file, what, 1), loss,
                  _need(rec, "score", int, file, what, 0))


def _condition(rec, file, what) -> Condition:
    if not isinstance(rec, dict):
        raise DataError(file, what, "a condition must be a table")
    kind = _choice(_need(rec, "kind", str, file, what), tuple(CONDITIONS), file, what, "kind")
    for key in rec:
        if key != "kind" and key not in CONDITIONS[kind]:
            raise DataError(file, f"{what}: field {key!r}", f"not a field of a {kind!r} condition")
    resource = rec.get("resource", "")
    if resource:
        _choice(resource, RESOURCES, file, what, "resource")
    tech = rec.get("tech", "")
    if tech:
        _choice(tech, TECHS, file, what, "tech")
    return Condition(kind, _need(rec, "count", int, file, what, 1, most="condition"), resource, tech)


CARD_FIELDS = ("id", "name", "name_pl", "set", "resource", "tech", "vp", "strength", "reaction", "cost",
               "use_cost", "effects", "remove_2p", "picture", "source", "confidence")
WONDER_FIELDS = ("id", "name", "name_pl", "set", "era", "vp", "picture", "condition", "glory",
                 "glory_required", "source", "confidence")


def _only(rec: dict, allowed: tuple, file: str, what: str) -> None:
    for key in rec:
        if key not in allowed:
            raise DataError(file, f"{what}: field {key!r}", "unknown field" + suggest(key, allowed))


def _card(rec: dict, file: str) -> Card:
    if not isinstance(rec, dict):
        raise DataError(file, "card", f"must be a table, not {rec!r}")
    cid = _need(rec, "id", str, file, "card")
    if not ID.fullmatch(cid):
        raise DataError(file, f"card {cid!r}: field 'id'", _ID_RULE)
    what = f"card {cid}"
    _only(rec, CARD_FIELDS, file, what)
    card_set = _choice(_need(rec, "set", str, file, what), SETS, file, what, "set")
    allowed = ("FOOD", "IRON") if card_set == "start" else ERAS
    resource = _choice(_need(rec, "resource", str, file, what), allowed, file, what, "resource")
    tech = _choice(_need(rec, "tech", str, file, what), TECHS, file, what, "tech")
    effects = tuple(_effect(e, file, f"{what}: effect {i + 1}")
                    for i, e in enumerate(_need(rec, "effects", list, file, what, [])))
    for e in effects:
        if (e.kind in ("vp", "vp_all") or e.score or e.loss == "vp") and card_set == "new-world":
            raise DataError(file, f"{what}: effects", "New World has no scoring track (§7b-iv)")
    source, confidence = _provenance(rec, file, what)
    return Card(
        id=cid, name=_need(rec, "name", str, file, what), set=card_set, resource=resource,
        tech=tech, vp=_need(rec, "vp", int, file, what), strength=_need(rec, "strength", int, file, what, 0),
        reaction=_need(rec, "reaction", bool, file, what, False), cost=_bag(rec, "cost", file, what),
        use_cost=_bag(rec, "use_cost", file, what, RESOURCES[:6] + (ANY,)), effects=effects,
        remove_2p=_need(rec, "remove_2p", bool, file, what, False),
        picture=_need(rec, "picture", str, file, what, cid), name_pl=_need(rec, "name_pl", str, file, what, ""),
        source=source, confidence=confidence)


def _wonder(rec: dict, file: str) -> Wonder:
    wid = _need(rec, "id", str, file, "wonder")
    if not ID.fullmatch(wid):
        raise DataError(file, f"wonder {wid!r}: field 'id'", _ID_RULE)
    what = f"wonder {wid}"
    _only(rec, WONDER_FIELDS, file, what)
    card_set = _choice(_need(rec, "set", str, file, what), SETS[1:], file, what, "set")
    condition = glory = None
    wrong = "glory" if card_set == "new-world" else "condition"
    if wrong in rec:
        raise DataError(file, f"{what}: field {wrong!r}", f"a {card_set} wonder has no {wrong} (§7d)")
    if card_set == "new-world":
        condition = _condition(_need(rec, "condition", dict, file, what), file, f"{what}: condition")
    else:
        glory = _condition(_need(rec, "glory", dict, file, what), file, f"{what}: glory")
    required = _need(rec, "glory_required", int, file, what, 0)
    if card_set == "renaissance" and required < 1:
        raise DataError(file, f"{what}: field 'glory_required'", "a Renaissance wonder needs at least 1")
    source, confidence = _provenance(rec, file, what)
    return Wonder(
        id=wid, name=_need(rec, "name", str, file, what), set=card_set,
        era=_choice(_need(rec, "era", str, file, what), ERAS, file, what, "era"),
        vp=_need(rec, "vp", int, file, what), picture=_need(rec, "picture", str, file, what, ""),
        condition=condition, glory=glory, glory_required=required,
        name_pl=_need(rec, "name_pl", str, file, what, ""), source=source, confidence=confidence)


def _check_counts(deck: Deck, file: str) -> None:
    """Totals against the component list (§2): per set and era, and per colour."""
    for colour in COLOURS:
        start = deck.start_cards(colour)
        if start:
            kinds = Bag.of(c.resource for c in start)
            if kinds != Bag(FOOD=3, IRON=2):
                raise DataError(file, "start", f"a colour's 5 starting cards are 3 Food + 2 Iron (L264-266), got {kinds}")
    for card_set in ("new-world", "renaissance"):
        if not any(c.set == card_set for c in deck.cards.values()):
            continue
        for era, n in ERA_COUNTS.items():
            got = len(deck.set_cards(card_set, era))
            if got != n:
                raise DataError(file, f"{card_set} {era} cards", f"the rulebook lists {n} (L60-88), found {got}")
            got = len(deck.set_wonders(card_set, era))
            if got != 2:
                raise DataError(file, f"{card_set} {era} wonders", f"each era has 2 wonders (L73, L90), found {got}")
