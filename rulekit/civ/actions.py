"""Civilization's moves, as small frozen values that print as notation and parse back.

Squares are written ``row,col`` (``3,5``); a city is named by its (first) centre
square; names with spaces are written with ``_`` (``Animal_Husbandry``); a
loot purchase is its effects joined by ``+`` (``trade+culture``).

Examples
--------
>>> Action.parse("research Animal_Husbandry")
Research(tech='Animal Husbandry')
>>> str(Move(3, (4, 5))), str(Produce((1, 2), "army", True))
('move 3 4,5', 'produce 1,2 army caravan')
>>> all(Action.parse(str(a)) == a for a in (Build((1, 1), "Granary", (0, 1), False), Loot("trade+trade"), Done()))
True
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from rulekit.core import actions as core
from rulekit.core.actions import built


class Action(core.Action, root=True):
    """Base of every Civilization move; its subclasses are the game's verbs. A square is written
    ``row,column``, a name with ``_`` for its spaces, ``caravan`` when a build takes the caravan
    (core reads each field by its declared type)."""

    def _word(self, value) -> str:
        return _word_of(value)

    def _write(self) -> str:
        """The notation: the verb, then each field as core's ``Action._write`` writes it (a ``True`` flag as
        its name; ``False``, ``None`` and ``""`` as nothing; any other value as :meth:`_word`), its
        fields' names read once a class (:func:`_layout`)."""
        verb, names = _layout(type(self))
        return _text(verb, names, [getattr(self, name) for name in names])

    @classmethod
    def _read_word(cls, kind: str, word: str, name: str):
        if kind == "tuple":
            r, c = word.split(",")
            return int(r), int(c)
        if kind == "str":
            return word.replace("_", " ")
        return super()._read_word(kind, word, name)


#: Action class -> ``(verb, its fields' names in order)`` (one entry a class).
_LAYOUT: dict = {}
#: A field's value (a square, a figure id, a card's name) -> its word (bounded by the boards and the cards).
_WORDS: dict = {}
_WORDS_LIMIT = 5_000


def _layout(cls) -> tuple:
    got = _LAYOUT.get(cls)
    if got is None:
        got = _LAYOUT[cls] = (cls.verb, tuple(f.name for f in fields(cls)))
    return got


def _word_of(value) -> str:
    """A field's value (not a flag, not empty) as one word: a square ``row,col``, a name with ``_`` for its
    spaces."""
    if type(value) is tuple:
        return f"{value[0]},{value[1]}"
    return str(value).replace(" ", "_")


#: The values a field writes as a flag's name or as nothing (:func:`_text`), not as a word.
_FLAGS = frozenset((True, False, None, ""))


def _text(verb: str, names: tuple, values) -> str:
    """The notation of the action ``verb`` whose fields ``names`` hold ``values``."""
    words = [verb]
    for name, value in zip(names, values):
        if value is True:
            words.append(name)
        elif value is False or value is None or value == "":
            continue
        else:
            words.append(_word(value))
    return " ".join(words)


def _made(cls, values: tuple):
    """``cls(*values)`` with its notation written, as ``str()`` writes and remembers it: a listing's new
    shared action."""
    verb, names = _layout(cls)
    if len(values) < len(names):                # defaults to fill in: through __init__
        a = cls(*values)
        return a._noted(_text(verb, names, [getattr(a, name) for name in names]))
    return built(cls, values, _text(verb, names, values))      # core's: set field by field, no __init__ call


def _word(value) -> str:
    """:func:`_word_of`, kept in :data:`_WORDS` (emptied should it ever hold ``_WORDS_LIMIT`` words)."""
    word = _WORDS.get(value)
    if word is None:
        if len(_WORDS) >= _WORDS_LIMIT:
            _WORDS.clear()
        word = _WORDS[value] = _word_of(value)
    return word


def _row_text(cls, head: tuple, tail: tuple, spread: bool) -> tuple:
    """The notation of a row's actions before and after the values that vary (:func:`_text` of the head's
    and the tail's fields): ``("build 3,4", " caravan")``."""
    verb, names = _layout(cls)
    return _text(verb, names[:len(head)], head), _text("", names[len(head) + 1 + spread:], tail)


# -- any phase ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Done(Action):
    """End this phase's decisions (a 'you may' declined)."""
    verb = "done"


# -- Start of Turn ------------------------------------------------------------------------

@dataclass(frozen=True)
class Found(Action):
    """Found a city with a wagon on its square (B7)."""
    verb = "found"
    figure: int


@dataclass(frozen=True)
class Government(Action):
    """Change government (B12; resistant to Anarchy: L322-328)."""
    verb = "government"
    name: str


@dataclass(frozen=True)
class Invest(Action):
    """Invest one coin token on one of your investment cards (L871-886)."""
    verb = "invest"
    card: str


@dataclass(frozen=True)
class Teacher(Action):
    """Reveal the Teacher: learn a level I tech for free (L507-510)."""
    verb = "teacher"
    tech: str


@dataclass(frozen=True)
class Atlantis(Action):
    """Atlantis's free tech at the start of the next turn (L590-599)."""
    verb = "atlantis"
    tech: str


@dataclass(frozen=True)
class Metropolis(Action):
    """Grow the capital into a metropolis onto this expansion square (L660-702)."""
    verb = "metropolis"
    square: tuple


@dataclass(frozen=True)
class Push(Action):
    """Move a friendly figure off the expansion square (L677-680)."""
    verb = "push"
    figure: int
    square: tuple


# -- City Management ------------------------------------------------------------------------

@dataclass(frozen=True)
class Produce(Action):
    """A city produces a figure (army, wagon) or a unit (infantry, mounted, artillery, aircraft);
    ``caravan`` discards the city's caravan for +2 production (L556-559)."""
    verb = "produce"
    city: tuple
    what: str
    caravan: bool = False


@dataclass(frozen=True)
class Build(Action):
    """A city builds a building on an outskirts square."""
    verb = "build"
    city: tuple
    building: str
    square: tuple
    caravan: bool = False


@dataclass(frozen=True)
class Wonder(Action):
    """A city builds a wonder from the market on an outskirts square."""
    verb = "wonder"
    city: tuple
    wonder: str
    square: tuple
    caravan: bool = False


@dataclass(frozen=True)
class Arts(Action):
    """A city is devoted to the arts (1 culture, a metropolis 2: L643-645)."""
    verb = "arts"
    city: tuple


@dataclass(frozen=True)
class Harvest(Action):
    """A city harvests a resource from its outskirts (teaching: by terrain)."""
    verb = "harvest"
    city: tuple
    resource: str


@dataclass(frozen=True)
class Workers(Action):
    """Reveal Friendly Workers: one city +4 production this turn (L497-500)."""
    verb = "workers"
    city: tuple


@dataclass(frozen=True)
class Culture(Action):
    """Advance one step on the culture track."""
    verb = "culture"


@dataclass(frozen=True)
class PlaceGP(Action):
    """Put a great person marker from the pool on an outskirts square of a city."""
    verb = "placegp"
    gp_type: str
    square: tuple


@dataclass(frozen=True)
class UseGP(Action):
    """Reveal and use a great person card (needs a same-type marker on the board, L807-812);
    ``arg`` is what the card's effect needs (a city ``r,c``, a tech, a seat ``P2``, ``culture``/``trade``)."""
    verb = "usegp"
    card: str
    arg: str = ""


@dataclass(frozen=True)
class Event(Action):
    """Play a culture event card held (CV-B-23); ``target`` is a city ``r,c``, seats ``P2`` or
    ``P2+P3``, or ``trade`` / empty, as the card needs."""
    verb = "event"
    card: str
    target: str = ""


@dataclass(frozen=True)
class Coin(Action):
    """A tech card's coin ability (CV-B-24): put a coin token on ``tech``, paying ``pay``
    (two resources ``iron+wheat``, ``trade``, ``culture``)."""
    verb = "coin"
    tech: str
    pay: str


# -- Movement -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Move(Action):
    """Move a figure to a square within its travel speed (orthogonal steps)."""
    verb = "move"
    figure: int
    square: tuple


@dataclass(frozen=True)
class Escort(Action):
    """Move the army ``figure`` together with every own wagon on its square that has not moved this
    phase (CV-B-26), so the wagons may enter a landmark square with it (L578-580)."""
    verb = "escort"
    figure: int
    square: tuple


@dataclass(frozen=True)
class Explore(Action):
    """Turn a face-down tile next to a figure face up."""
    verb = "explore"
    figure: int
    tile: str


@dataclass(frozen=True)
class Disband(Action):
    """Disband a figure in the centre of one of your cities, the player's choice among those it stands on
    or reaches (L520-524): ``fortify`` (army), ``caravan`` (wagon) or ``none``; ``city`` is that centre."""
    verb = "disband"
    figure: int
    into: str
    city: tuple


# -- Research and interrupts ---------------------------------------------------------------

@dataclass(frozen=True)
class Research(Action):
    """Learn a tech, paying its trade cost, into a legal pyramid slot."""
    verb = "research"
    tech: str


@dataclass(frozen=True)
class Negate(Action):
    """Negate a wonder still in the market with the tech just learned (L407-416)."""
    verb = "negate"
    wonder: str


@dataclass(frozen=True)
class Loot(Action):
    """Spend loot on effects joined by '+' (L434-473)."""
    verb = "loot"
    effects: str


@dataclass(frozen=True)
class Steal(Action):
    """The tech a 2-loot purchase learns from the loser (L461-465)."""
    verb = "steal"
    tech: str


@dataclass(frozen=True)
class Keep(Action):
    """Keep this great person card (Greece chooses 1 of 2, L783-786)."""
    verb = "keep"
    card: str


@dataclass(frozen=True)
class Barbarians(Action):
    """Friendly Barbarians: a free unit type, or a free army or wagon on the hut's square (L488-495)."""
    verb = "barbarians"
    what: str


@dataclass(frozen=True)
class Take(Action):
    """Loot: the resource or culture event card taken from the loser (L450-453, L467-469): a face-up
    resource by kind (``wheat``), a face-down hut/village marker or event card only by its place in
    the loser's hand (``marker-2``, ``card-1``): the winner may not look at them."""
    verb = "take"
    what: str


@dataclass(frozen=True)
class Discard(Action):
    """Discard a culture event card down to the hand size (CV-B-23)."""
    verb = "discard"
    card: str


@dataclass(frozen=True)
class Learn(Action):
    """A free tech (Public Education's tier, an effect): learn it into a legal pyramid slot."""
    verb = "learn"
    tech: str


#: Every action listed lately, by verb and fields: one shared instance each (as core ``Action.of``
#: keeps), its notation written once. The options of a phase are mostly the same actions state
#: after state; building each one and writing its notation for the sort cost more than the rules
#: that list them. Unlike ``Action.of``'s table, these are bounded: a full collection walks each
#: action they hold. They keep two generations: once the young one holds ``_KNOWN_LIMIT`` (or
#: ``_ROWS_LIMIT``) actions it becomes the old one and the one before is dropped; an action found
#: in the old one moves to the young one. The actions listed again and again (a phase's ``done``,
#: a city's builds, a figure's moves over a few turns) are kept, not written again after each
#: emptying, and never more than twice the limit are held.
_KNOWN: dict = {}
_KNOWN_OLD: dict = {}
_KNOWN_LIMIT = 400


def known_action(cls, *args):
    """The shared action equal to ``cls(*args)``, with its notation already written."""
    global _KNOWN, _KNOWN_OLD
    key = (cls.verb, args)
    a = _KNOWN.get(key)
    if a is None:
        a = _KNOWN_OLD.get(key)
        if a is None:
            a = _made(cls, args)        # its notation written once, remembered in the object (core Action.__str__)
        if len(_KNOWN) >= _KNOWN_LIMIT:
            _KNOWN_OLD, _KNOWN = _KNOWN, {}
        _KNOWN[key] = a
    return a


#: Shared actions by row: ``(verb, head, tail, spread)`` -> the value that varies -> action, so that listing a
#: row (a figure's moves, a city's builds) looks each action up by that value alone. The key holds the verb,
#: not the class, so that it holds nothing the garbage collector walks. Two generations,
#: as ``_KNOWN`` (the young one turned old once it holds ``_ROWS_LIMIT`` actions).
_ROWS: dict = {}
_ROWS_OLD: dict = {}
_ROWS_LIMIT = 1_000
_rows_held = 0


def known_actions(cls, *head, each=(), tail=()) -> list:
    """``[known_action(cls, *head, x, *tail) for x in each]``, looked up in the row of ``head`` and ``tail``."""
    return _row(cls, head, each, tail, False) if each else []


def known_pairs(cls, *head, pairs=(), tail=()) -> list:
    """``[known_action(cls, *head, *x, *tail) for x in pairs]``: :func:`known_actions` with two values
    varying (a city's builds: building and square), looked up in one row."""
    return _row(cls, head, pairs, tail, True) if pairs else []


def _row(cls, head: tuple, each, tail: tuple, spread: bool) -> list:
    global _rows_held, _ROWS, _ROWS_OLD
    key = (cls.verb, head, tail, spread)
    row = _ROWS.get(key)
    if row is None:
        row = _ROWS[key] = {}
    out = []
    old = words = None
    for x in each:
        a = row.get(x)
        if a is None:
            if old is None:
                old = _ROWS_OLD.get(key) or {}
            a = old.get(x)
            if a is None:
                values = (*head, *x, *tail) if spread else (*head, x, *tail)
                if x in _FLAGS or (spread and (x[0] in _FLAGS or x[1] in _FLAGS)):
                    a = _made(cls, values)
                else:                           # its notation: the row's words around the values' words
                    if words is None:
                        words = _ROW_WORDS.get(key) or _row_words(cls, key, head, tail, spread)
                    if spread:
                        text = f"{words[0]} {_WORDS.get(x[0]) or _word(x[0])} {_WORDS.get(x[1]) or _word(x[1])}{words[1]}"
                    else:
                        text = f"{words[0]} {_WORDS.get(x) or _word(x)}{words[1]}"
                    a = built(cls, values, text)
            row[x] = a
            _rows_held += 1
        out.append(a)
    if _rows_held >= _ROWS_LIMIT:
        _ROWS_OLD, _ROWS = _ROWS, {}
        _rows_held = 0
        _ROW_WORDS.clear()
    return out


#: A row's key -> :func:`_row_text` of it, for the rows met since the young generation of ``_ROWS`` began.
_ROW_WORDS: dict = {}


def _row_words(cls, key: tuple, head: tuple, tail: tuple, spread: bool) -> tuple:
    """:func:`_row_text`, kept in :data:`_ROW_WORDS` under the row's key."""
    words = _ROW_WORDS[key] = _row_text(cls, head, tail, spread)
    return words
