"""Through the Ages' cards: all 340 of the first edition (2006), civil and military, Ages A–III.

The eight files ``data/cards_<deck>_<age>.toml`` hold one ``[[card]]`` record per distinct
card (244 records: 238 deck cards and the 6 starting technologies printed on the player
boards). Every record carries ``source`` and ``confidence`` (core's ``CONFIDENCE``).
:func:`data` (cached) or :func:`load` (any folder) reads them, checks every field with
:class:`~rulekit.core.data.Record`, then checks the decks against both rulebooks and raises
:class:`~rulekit.core.errors.DataError` naming the file, the record and the field.

Checks against the rulebooks
----------------------------
* Deck sizes with 4 players: civil A 20 / I 55 / II 55 / III 55, military A 10 / I 50 /
  II 50 / III 45 (HU 80-91; the Polish book gives only 185 civil + 155 military, PL L160).
* Player-count removals (TTA-EX-42; PL L91-92, L170-172; HU 154-160): each civil deck I, II,
  III holds 5 cards marked "3–4 players" and 5 marked "4 players"; 2 players remove both
  sets (10 cards), 3 players the "4 players" set (5), 4 players nothing. A card's marks are
  read from its copies: ``copies[3] - copies[2]`` copies are marked 3–4, ``copies[4] -
  copies[3]`` are marked 4.
* Military decks: pacts leave with 2 players (PL L1543-1544; HU 1361-1362), nothing else
  depends on the player count; military A holds *Development of Politics*, which the Simple
  game removes, leaving 9 events (PL L83-87; HU 146-148).

Decks by game (PL L83-96, L1540-1561, L2453-2462; HU 146-160, 1361-1372, 2149-2150)
--------------------------------------------------------------------------------------
``simple``    civil A, civil I; military A without Development of Politics (events only).
``advanced``  civil A, I, II; military A, I, II without the 4 wars; military III's events
              only (4 are revealed at setup); 2 players: no pacts.
``full``      every deck; 2 players: no pacts.

Attributes of the :class:`Data` object (names are stable; the engine reads them)
------------------------------------------------------------------------------
cards                  id → :class:`Card`, in file order (civil A … military III)
starting               the 6 starting technologies' ids (Agriculture, Bronze, Philosophy,
                       Religion, Warriors, Despotism), printed on the boards, copies 0
decks(players, game)   ``{"civil": {age: ids}, "military": {age: ids}}``: one id per
                       physical copy, sorted; only the decks the game uses
deck_sizes(players, game)  the same, as counts
named(name, age=None)  the cards of a name in English, Polish or Hungarian (or a variant)
unexpressed(game)      :class:`Gap` rows: cards of that game whose effect the engine cannot
                       express yet (empty for ``"simple"``)
total(players)         physical cards with that many players (340 with 4)

Attributes of a :class:`Card`
-----------------------------
id                     ``c-A-agriculture``: ``c``/``m`` (civil/military), age, English slug
name_en, name_pl, name_hu  names; PL/HU only where a rulebook prints them, else ``""``
also_named             other attested names, each with where it is attested (Elvis Presley,
                       Sid Meier, the Hungarian rulebook's "Kolosszeum" for the Colossus …)
deck                   ``"civil"`` | ``"military"``
age, level             ``"A" | "I" | "II" | "III"`` and 0–3 (PL L174-177, L1418-1419)
type                   one of ``CIVIL_TYPES`` or ``MILITARY_TYPES``
branch                 special technologies: ``military``, ``civil``, ``colonization``,
                       ``construction`` (a newer one replaces an older one of its branch)
starting               printed on the player board (copies 0)
copies                 {2: n, 3: n, 4: n}; :meth:`Card.copies_for`
science_cost           science to develop a technology (None otherwise)
revolution_cost, peaceful_cost  a government's two science costs (PL L1191-1226)
build_cost             resources per farm, mine, urban building or unit
stages                 a wonder's stage costs, in order (``wonder_cost`` is their sum)
scope                  how ``effect`` applies: ``worker`` (per worker on the card), ``unit``
                       (per unit), ``flat`` (while in play), ``completed`` (a wonder scoring
                       once it is complete), ``once`` (action cards, aggressions, wars),
                       ``revealed`` (events), ``colony``, ``army`` (tactics), ``pact``
effect                 the numbers the engine reads (a read-only dict). Generic keys
                       (``GENERIC``): food, resources, culture, science, strength, happiness
                       (happy faces; negative = unhappy faces), civil_actions,
                       military_actions, urban_limit (government's building limit per urban
                       type), civil_hand_limit, military_hand_limit, blue_tokens,
                       yellow_tokens, colonization, population, military_resources,
                       urban_discount ({age: resources off an urban building of that age}),
                       wonder_stages_per_action. Any other key is a parameter of ``special``.
special                ``""`` or the name of an effect the engine implements by name; the
                       names the engine expresses are ``SPECIALS`` (a name missing there is
                       a future effect and the card is listed by :meth:`Data.unexpressed`)
target                 events: ``"all"`` (every civilization) or ``"ranked"`` (the effect
                       table is keyed by who is hit: weakest, strongest, …)
on_colonize            territories: what colonizing gives once (``effect`` is permanent)
army                   tactics: units per army {infantry, cavalry, artillery}
obsolete_strength      tactics: the bonus of an army with obsolete units (None = unknown)
military_cost          military actions to play (tactics, aggressions, wars); None = unknown
military_cost_by       ``"leader"`` / ``"wonder"``: costs that card's level (Assassinate,
                       Sabotage)
effect_known           False for the 9 pacts and 5 wars whose numbers no 2006 source gives
text                   our paraphrase of the card
source, confidence     provenance; ``checks`` what was compared, ``conflict`` disagreements
disputed               the value another 2006 source gives instead, by field path
                       (``{"effect.food": 3}``); :meth:`Card.other_reading` applies it
reference_2015         pacts/wars only: the 2015 card, labelled, never used by the engine

Names changed from ``shared/carddata/tta.json`` (the research file these records come from):
``numbers`` → ``effect`` (without ``scope``, which is its own field); in effects ``happy`` →
``happiness``, ``resource`` → ``resources``, ``building_limit`` → ``urban_limit``,
``colonization_bonus`` → ``colonization``, ``urban_discount_by_level`` → ``urban_discount``,
``free_temple_A`` → ``free_temple``; types ``unit-infantry`` … → ``infantry`` …,
``special-tech`` → ``special``, ``territory`` → ``colony``; ``subtype`` → ``branch``; a
government's ``science_cost {revolution, peaceful}`` → ``revolution_cost``, ``peaceful_cost``;
a wonder's ``build_cost`` list → ``stages``; tactics' ``composition``/``bonus``/``bonus_obsolete``
→ ``army``/``effect.strength``/``obsolete_strength``; ``military_action_cost`` →
``military_cost`` (or ``military_cost_by``); territories' ``permanent``/``immediate`` →
``effect``/``on_colonize``; confidences ``cross-checked-two-sources`` → ``two-sources``,
``verified-from-source`` → ``one-source``.

Examples
--------
>>> d = data()
>>> len(d.cards), d.total(4), d.total(3), d.total(2)
(244, 340, 325, 300)
>>> c = d.cards["c-A-pyramids"]
>>> c.name_pl, c.name_hu, c.stages, c.wonder_cost, dict(c.effect)        # PL L573-579
('Piramidy', 'Piramis', (3, 2, 1), 6, {'civil_actions': 1})
>>> m = d.cards["c-I-monarchy"]
>>> m.revolution_cost, m.peaceful_cost, m.effect["civil_actions"]       # TTA-EX-5, TTA-EX-6
(3, 9, 5)
>>> {n: sum(s["civil"]["I"] for s in [d.deck_sizes(n, "simple")]) for n in (2, 3, 4)}  # TTA-EX-42
{2: 45, 3: 50, 4: 55}
>>> d.deck_sizes(3, "simple")["military"]
{'A': 9}
>>> [c.id for c in d.named("Kolos z Rodos")], d.unexpressed("simple")
(['c-A-colossus'], ())
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

from rulekit.core.data import CONFIDENCE, Record, read_toml
from rulekit.core.errors import DataError
from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.cards.specials import GENERIC, INERT_IN_SIMPLE, Special
from rulekit.tta.cards.specials_full import SPECIALS

__all__ = ["AGES", "CIVIL_TYPES", "DATA", "DECKS", "FILES", "GAMES", "GENERIC", "MILITARY_TYPES",
           "PLAYERS", "PRODUCTION", "RULEBOOK_DECKS", "SCOPES", "SPECIALS", "TECHNOLOGY_TYPES",
           "UNITS", "URBAN", "Card", "Data", "FrozenDict", "Gap", "Special", "data", "load"]

DATA = Path(__file__).parent.parent / "data"
DECKS = ("civil", "military")
AGES = ("A", "I", "II", "III")
PLAYERS = (2, 3, 4)
GAMES = ("simple", "advanced", "full")
FILES = tuple(f"cards_{deck}_{age}.toml" for deck in DECKS for age in AGES)

PRODUCTION = ("farm", "mine")
URBAN = ("temple", "lab", "arena", "library", "theater")
UNITS = ("infantry", "cavalry", "artillery", "air")
#: Technology cards: played for science, then built on (PL L1140-1167; HU 1019-1040).
TECHNOLOGY_TYPES = PRODUCTION + URBAN + UNITS + ("special", "government")
CIVIL_TYPES = TECHNOLOGY_TYPES + ("leader", "wonder", "action")
MILITARY_TYPES = ("event", "colony", "tactic", "aggression", "war", "pact", "bonus")
BRANCHES = ("military", "civil", "colonization", "construction")
SCOPES = ("worker", "unit", "flat", "completed", "once", "revealed", "colony", "army", "pact")
TARGETS = ("all", "ranked")
COST_BY = ("leader", "wonder")

#: Deck sizes with 4 players (HU 80-91; PL L160 gives the totals 185 + 155).
RULEBOOK_DECKS = {"civil": {"A": 20, "I": 55, "II": 55, "III": 55},
                  "military": {"A": 10, "I": 50, "II": 50, "III": 45}}
#: Cards each civil deck I-III holds marked "3–4 players" and "4 players" (PL L91-92; HU 154-160).
MARKED = {"3-4": 5, "4": 5}
#: Cards a civil deck I-III loses by player count (TTA-EX-42; PL L170-172; HU 154-160).
REMOVED = {2: 10, 3: 5, 4: 0}
#: The military A card the Simple game takes out (PL L83-87; HU 146-148).
DEVELOPMENT_OF_POLITICS = "m-A-development-of-politics"

_FIELDS = ("id", "name_en", "name_pl", "name_hu", "also_named", "deck", "age", "type", "branch",
           "starting", "copies", "science_cost", "revolution_cost", "peaceful_cost", "build_cost",
           "stages", "scope", "effect", "special", "target", "on_colonize", "army",
           "obsolete_strength", "military_cost", "military_cost_by", "effect_known", "text", "source",
           "confidence", "checks", "conflict", "disputed", "reference_2015")


class FrozenDict(dict):
    """A read-only ``dict`` (an effect table): reading works as on any dict, writing raises."""

    __slots__ = ()

    def _refuse(self, *args, **kwargs):
        raise TypeError("card data is read-only")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _refuse
    __ior__ = _refuse

    def __hash__(self):
        return hash(tuple(sorted(self.items(), key=repr)))

    def __reduce__(self):
        return (FrozenDict, (dict(self),))


def _thawed(value):
    """A :class:`FrozenDict` table as plain, writable dicts (a copy)."""
    return {k: _thawed(v) for k, v in value.items()} if isinstance(value, dict) else value


def _frozen(value):
    """A TOML effect value as read-only data: tables as :class:`FrozenDict`, lists as tuples."""
    if isinstance(value, dict):
        return FrozenDict({k: _frozen(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


@dataclass(frozen=True)
class Card:
    id: str
    name_en: str
    name_pl: str
    name_hu: str
    also_named: tuple
    deck: str
    age: str
    type: str
    branch: str
    starting: bool
    copies: Mapping
    science_cost: int | None
    revolution_cost: int | None
    peaceful_cost: int | None
    build_cost: int | None
    stages: tuple
    scope: str
    effect: Mapping
    special: str
    target: str
    on_colonize: Mapping
    army: Mapping
    obsolete_strength: int | None
    military_cost: int | None
    military_cost_by: str
    effect_known: bool
    text: str
    source: str
    confidence: str
    checks: tuple
    conflict: str
    disputed: Mapping
    reference_2015: str
    file: str

    @property
    @cites(rb.AGES)
    def level(self) -> int:
        """The card's age as a number, A = 0 … III = 3 (PL L1418-1419, L2227)."""
        return AGES.index(self.age)

    @property
    @cites(rb.PLAY_TECHNOLOGY, rb.SPECIAL_TECH, rb.GOVERNMENT)
    def is_technology(self) -> bool:
        """Played for science, then built on (special technologies act at once, a government
        replaces the government)."""
        return self.type in TECHNOLOGY_TYPES

    @property
    def wonder_cost(self) -> int:
        """All the stages of a wonder together (0 for any other card)."""
        return sum(self.stages)

    def copies_for(self, players: int) -> int:
        if players not in PLAYERS:
            raise ValueError(f"Through the Ages is for 2-4 players, not {players!r}")
        return self.copies[players]

    def name(self, language: str = "en") -> str:
        """The name in ``en``, ``pl`` or ``hu`` (``""`` where no rulebook prints it)."""
        return {"en": self.name_en, "pl": self.name_pl, "hu": self.name_hu}[language]

    def other_reading(self) -> "Card":
        """The card with the values its second source gives (``disputed``) in place of ours.

        >>> c = data().cards["c-I-bountiful-harvest"]
        >>> c.effect["food"], c.other_reading().effect["food"]
        (2, 3)
        """
        card = self
        for path, value in self.disputed.items():
            field, *keys = path.split(".")
            if not keys:
                card = replace(card, **{field: value})
                continue
            table = _thawed(getattr(card, field))
            inner = table
            for k in keys[:-1]:
                inner = inner[k]
            inner[keys[-1]] = value
            card = replace(card, **{field: _frozen(table)})
        return replace(card, disputed=FrozenDict())

    def __str__(self) -> str:
        return f"{self.name_en} ({self.age})"


@dataclass(frozen=True)
class Gap:
    """A card whose effect the engine cannot express yet, and why."""
    card: str
    reason: str


class Data:
    """The loaded cards and the questions about decks (see the module docstring)."""

    def __init__(self, cards: dict, folder: Path):
        self.cards: Mapping[str, Card] = MappingProxyType(cards)
        self.folder = folder
        self.starting = tuple(c.id for c in cards.values() if c.starting)
        index: dict[str, list] = {}
        for c in cards.values():
            bare = {n.split(" (")[0] for n in c.also_named}      # "Elvis Presley (2007 play reports)"
            for n in {c.name_en, c.name_pl, c.name_hu, *c.also_named, *bare} - {""}:
                index.setdefault(n.casefold(), []).append(c.id)
        self._names = index

    def total(self, players: int) -> int:
        """Physical cards in the box used with ``players`` players (340 with 4)."""
        return sum(c.copies_for(players) for c in self.cards.values())

    def named(self, name: str, age: str | None = None) -> tuple:
        """The cards called ``name`` in any language (one per age for repeated action cards)."""
        found = (self.cards[i] for i in self._names.get(name.casefold(), ()))
        return tuple(c for c in found if age is None or c.age == age)

    def decks(self, players: int, game: str = "simple") -> dict:
        """The decks ``game`` plays with ``players`` players: one id per copy, sorted."""
        used = _game_decks(game)
        out: dict = {deck: {} for deck in DECKS if any(d == deck for d, _ in used)}
        for deck, age in used:
            ids = []
            for c in self.cards.values():
                if c.deck == deck and c.age == age and _in_game(c, game):
                    ids.extend([c.id] * c.copies_for(players))
            out[deck][age] = tuple(sorted(ids))
        return out

    def deck_sizes(self, players: int, game: str = "simple") -> dict:
        return {deck: {age: len(ids) for age, ids in ages.items()}
                for deck, ages in self.decks(players, game).items()}

    def in_game(self, game: str) -> tuple:
        """The ids of every card ``game`` uses (decks with 4 players, and the starting cards)."""
        return self.starting + tuple(sorted({i for ages in self.decks(4, game).values()
                                             for ids in ages.values() for i in ids}))

    def unexpressed(self, game: str = "simple") -> tuple:
        """The cards of ``game`` whose effect the engine cannot express yet, as :class:`Gap`."""
        gaps = []
        for i in self.in_game(game):
            c = self.cards[i]
            if not c.effect_known:
                gaps.append(Gap(i, "no 2006 source gives its effect"))
            elif c.deck == "military" and c.type != "event":
                gaps.append(Gap(i, f"{c.type} cards are not played by the engine yet"))
            elif c.special and c.special not in SPECIALS:
                gaps.append(Gap(i, f"special effect {c.special!r} is not implemented yet"))
            elif c.type == "event" and c.target != "all":
                gaps.append(Gap(i, "events that rank civilizations are not implemented yet"))
        return tuple(gaps)


@cites(rb.SIMPLE_DECKS, rb.DECKS)
def _game_decks(game: str) -> tuple:
    if game == "simple":
        return (("civil", "A"), ("civil", "I"), ("military", "A"))
    if game == "advanced":
        return tuple((d, a) for d in DECKS for a in AGES if not (d == "civil" and a == "III"))
    if game == "full":
        return tuple((d, a) for d in DECKS for a in AGES)
    raise ValueError(f"game must be one of {', '.join(GAMES)}, not {game!r}")


@cites(rb.SIMPLE_DECKS, rb.EVENTS_SIMPLE)
def _in_game(card: Card, game: str) -> bool:
    """Whether ``game`` keeps ``card`` in its deck (copies by player count apart)."""
    if game == "simple":
        return card.id != DEVELOPMENT_OF_POLITICS
    if game == "advanced":
        if card.type == "war":          # PL L1542-1543; HU 1361-1362
            return False
        if card.deck == "military" and card.age == "III":
            return card.type == "event"  # only the Age III events, 4 revealed (PL L1558-1561)
    return True


# -- reading -------------------------------------------------------------------------------------

def _numbers(rec: Record, name: str, value, where: str = ""):
    """An effect value: a whole number, a flag, a named quantity, a list of numbers or a table."""
    label = f"{name}.{where}" if where else name
    if isinstance(value, bool) or isinstance(value, int):
        return
    if isinstance(value, str) and value:
        return
    if isinstance(value, list) and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return
    if isinstance(value, dict):
        for k, v in value.items():
            _numbers(rec, name, v, f"{where}.{k}" if where else str(k))
        return
    raise rec.error(label, f"must be a number, flag, name, list of numbers or table, not {value!r}")


def _optional(rec: Record, name: str, minimum=0):
    return rec.whole(name, minimum=minimum) if rec.has(name) else None


def _read(rec: Record, file: str) -> Card:
    rec.only(_FIELDS)
    cid = rec.text("id")
    deck = rec.text("deck", choices=DECKS)
    age = rec.text("age", choices=AGES)
    prefix = f"{deck[0]}-{age}-"
    if not cid.startswith(prefix):
        raise rec.error("id", f"{cid!r} must start with {prefix!r} (deck and age)")
    kind = rec.text("type", choices=CIVIL_TYPES if deck == "civil" else MILITARY_TYPES)
    branch = rec.text("branch", "", choices=BRANCHES, empty=True) if rec.has("branch") else ""
    if (kind == "special") != bool(branch):
        raise rec.error("branch", "special technologies, and only they, name their branch")
    copies_t = rec.table("copies")
    if sorted(copies_t) != ["2", "3", "4"]:
        raise rec.error("copies", f"must give copies for 2, 3 and 4 players, not {sorted(copies_t)}")
    copies = {}
    for n in PLAYERS:
        v = copies_t[str(n)]
        if not isinstance(v, int) or isinstance(v, bool) or v < 0:
            raise rec.error(f"copies.{n}", f"must be a whole number ≥ 0, not {v!r}")
        copies[n] = v
    if not copies[2] <= copies[3] <= copies[4]:
        raise rec.error("copies", "more players never remove cards: copies must not fall from 2 to 4 players")
    starting = rec.flag("starting", False)
    if starting and (age != "A" or any(copies.values()) or kind not in TECHNOLOGY_TYPES):
        raise rec.error("starting", "a starting technology is an Age A technology printed on the board (copies 0)")
    if not starting and not copies[4]:
        raise rec.error("copies", "a deck card has at least one copy with 4 players")
    science = _optional(rec, "science_cost")
    revolution, peaceful = _optional(rec, "revolution_cost"), _optional(rec, "peaceful_cost")
    if science is not None and (kind not in TECHNOLOGY_TYPES or kind == "government"):
        raise rec.error("science_cost", f"only technologies have a science cost (governments have "
                                        f"revolution_cost and peaceful_cost), not a {kind}")
    if kind in TECHNOLOGY_TYPES and not starting:
        if kind == "government" and (revolution is None or peaceful is None):
            raise rec.error("revolution_cost" if revolution is None else "peaceful_cost", "missing")
        if kind != "government" and science is None:
            raise rec.error("science_cost", "missing")
    if (revolution is not None or peaceful is not None) and kind != "government":
        raise rec.error("revolution_cost", "only governments have revolution and peaceful costs")
    build = _optional(rec, "build_cost")
    needs_build = kind in PRODUCTION + URBAN + UNITS
    if needs_build != (build is not None):
        raise rec.error("build_cost", "missing" if needs_build else f"a {kind} has no build cost")
    stages = tuple(rec.data.get("stages", ()))
    if kind == "wonder":
        if not stages or not all(isinstance(s, int) and not isinstance(s, bool) and s > 0 for s in stages):
            raise rec.error("stages", f"a wonder lists its stage costs (whole numbers > 0), not {stages!r}")
    elif rec.has("stages"):
        raise rec.error("stages", "only wonders have stages")
    known = rec.flag("effect_known", True)
    effect = rec.table("effect")
    for k, v in effect.items():
        _numbers(rec, "effect", v, k)
    scope = rec.text("scope", choices=SCOPES) if known else rec.text("scope", "", empty=True) if rec.has("scope") else ""
    if not known and effect:
        raise rec.error("effect", "a card whose effect no source gives has an empty effect")
    special = rec.text("special", "") if rec.has("special") else ""
    if known and not special and kind not in ("tactic",):
        odd = sorted(k for k in effect if k not in GENERIC)
        if kind == "event" and rec.data.get("target") == "ranked":
            odd = []
        if odd:
            raise rec.error("effect", f"{odd[0]!r} is not a generic effect key; name the special effect "
                                      f"that reads it in 'special'")
    if special in SPECIALS:
        missing = [k for k in SPECIALS[special].reads if k not in effect]
        if missing:
            raise rec.error("effect", f"special {special!r} reads {missing[0]!r}, which is missing")
        # a key neither generic nor read by the special would be lost in play (a misspelt key, say)
        unread = sorted(k for k in effect if k not in GENERIC and k not in SPECIALS[special].reads)
        if unread and kind != "tactic":
            raise rec.error("effect", f"{unread[0]!r} is neither a generic effect key nor one the special "
                                      f"{special!r} reads ({', '.join(SPECIALS[special].reads) or 'none'})")
    target = ""
    if kind == "event":
        target = rec.text("target", choices=TARGETS)
    elif rec.has("target"):
        raise rec.error("target", "only events have a target")
    on_colonize = rec.table("on_colonize", {}) if kind == "colony" else {}
    if kind == "colony" and not rec.has("on_colonize"):
        raise rec.error("on_colonize", "missing")
    for k, v in on_colonize.items():
        _numbers(rec, "on_colonize", v, k)
    army = rec.table("army", {}) if kind == "tactic" else {}
    if kind == "tactic":
        if sorted(army) != ["artillery", "cavalry", "infantry"] or not all(
                isinstance(v, int) and v >= 0 for v in army.values()):
            raise rec.error("army", f"must give infantry, cavalry and artillery counts, not {army!r}")
    military_cost = _optional(rec, "military_cost")
    cost_by = rec.text("military_cost_by", choices=COST_BY) if rec.has("military_cost_by") else ""
    conf = rec.text("confidence", choices=CONFIDENCE)
    disputed = rec.table("disputed", {})
    for path, value in disputed.items():
        field, *keys = path.split(".")
        here = rec.data.get(field)
        for k in keys:
            here = here.get(k) if isinstance(here, dict) else None
        if here is None or type(here) is not type(value):
            raise rec.error(f"disputed.{path}", f"must name a value of this card and give one of its type, "
                                                f"not {value!r} for {here!r}")
    return Card(
        id=cid, name_en=rec.text("name_en"), name_pl=rec.text("name_pl", "", empty=True),
        name_hu=rec.text("name_hu", "", empty=True), also_named=rec.texts("also_named", []),
        deck=deck, age=age, type=kind, branch=branch, starting=starting,
        copies=FrozenDict(copies), science_cost=science, revolution_cost=revolution,
        peaceful_cost=peaceful, build_cost=build, stages=stages, scope=scope,
        effect=_frozen(effect), special=special, target=target, on_colonize=_frozen(on_colonize),
        army=_frozen(army), obsolete_strength=_optional(rec, "obsolete_strength"),
        military_cost=military_cost, military_cost_by=cost_by, effect_known=known,
        text=rec.text("text", "", empty=True), source=rec.text("source"), confidence=conf,
        checks=rec.texts("checks", []), conflict=rec.text("conflict", "", empty=True),
        disputed=_frozen(disputed),
        reference_2015=rec.text("reference_2015", "", empty=True), file=file)


def load(folder: str | Path = DATA) -> Data:
    """Read and check every card file in ``folder`` (see the module docstring)."""
    folder = Path(folder)
    cards: dict[str, Card] = {}
    for name in FILES:
        path = folder / name
        tables = read_toml(path)
        top = Record(path, "", tables)
        top.only(("card",))
        deck, age = name[len("cards_"):-len(".toml")].split("_")
        for rec in top.records("card", "card", distinct=True):
            if rec.has("id") and isinstance(rec.data["id"], str):
                rec.where = f"card {rec.data['id']}"
            card = _read(rec, str(path))
            if (card.deck, card.age) != (deck, age):
                raise rec.error("deck", f"a {card.deck} Age {card.age} card belongs in "
                                        f"cards_{card.deck}_{card.age}.toml")
            if card.id in cards:
                raise rec.error("id", f"{card.id!r} appears twice (first in {cards[card.id].file})")
            cards[card.id] = card
    d = Data(cards, folder)
    _check_decks(d)
    return d


@cites(rb.DECKS, rb.PLAYER_COUNT_REMOVAL, rb.SIMPLE_DECKS, rb.STARTING_TECHS, rb.CIV_BOARDS)
def _check_decks(d: Data) -> None:
    """Deck sizes and player-count removals against the rulebooks (module docstring)."""
    where = str(d.folder / "cards_*.toml")
    for deck, ages in RULEBOOK_DECKS.items():
        for age, size in ages.items():
            group = [c for c in d.cards.values() if c.deck == deck and c.age == age]
            file = str(d.folder / f"cards_{deck}_{age}.toml")
            n4 = sum(c.copies[4] for c in group)
            if n4 != size:
                raise DataError(file, f"deck {deck} {age}",
                                f"holds {n4} cards with 4 players; the rulebook says {size} (HU 80-91; {rb.DECKS})")
            if deck == "civil" and age != "A":
                marks = {"3-4": sum(c.copies[3] - c.copies[2] for c in group),
                         "4": sum(c.copies[4] - c.copies[3] for c in group)}
                for mark, want in MARKED.items():
                    if marks[mark] != want:
                        raise DataError(file, f"deck {deck} {age}",
                                        f"has {marks[mark]} cards marked [{mark} players]; the rulebook says "
                                        f"{want} (TTA-EX-42; {rb.PLAYER_COUNT_REMOVAL})")
                for n, gone in REMOVED.items():
                    have = sum(c.copies[n] for c in group)
                    if have != size - gone:
                        raise DataError(file, f"deck {deck} {age}",
                                        f"holds {have} cards with {n} players, not {size} - {gone} (TTA-EX-42; {rb.PLAYER_COUNT_REMOVAL})")
            else:
                for c in group:
                    same = c.copies[2] == c.copies[3] == c.copies[4]
                    if deck == "military" and c.type == "pact":
                        same = c.copies[2] == 0 and c.copies[3] == c.copies[4]
                    if not same:
                        raise DataError(file, f"card {c.id}: field 'copies'",
                                        "only civil decks I-III and the pacts (out with 2 players) change "
                                        f"with the player count (PL L1543-1544; {rb.PLAYER_COUNT_REMOVAL})")
    if DEVELOPMENT_OF_POLITICS not in d.cards:
        raise DataError(where, f"card {DEVELOPMENT_OF_POLITICS}", f"missing: the Simple game removes it ({rb.SIMPLE_DECKS})")
    if len(d.starting) != 6:
        raise DataError(where, "starting technologies", f"{len(d.starting)} found; the boards print 6 ({rb.STARTING_TECHS})")


@lru_cache(maxsize=None)
def data() -> Data:
    """The package's cards, read once."""
    return load(DATA)
