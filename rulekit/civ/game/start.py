"""A custom start checked completely (issue 22): what core's ``check_position`` leaves to the game.

Core has checked the declared types of the fields, the player count, the seats and the phase. Here:
the shape of every entry of the state's tuples (a square is two whole numbers, a card a name …), every
name known (civilizations, governments, techs, wonders, buildings, great people, culture events, hut,
village and landmark markers, resources, unit types), counts within the box (figures, trade dial, coin
slots, the market's 4 places, the culture track's steps) and each pending decision one that can arise
in the phase, with fields naming things that exist. Then the invariants (each card and marker in one
place, :mod:`rulekit.civ.invariants`). Anything else is a ``DataError`` naming the field.
"""

from __future__ import annotations

from rulekit.core.data import MAX_SEED
from rulekit.core.errors import DataError
from rulekit.civ import board as bd
from rulekit.civ import cards
from rulekit.civ import rules
from rulekit.civ.decisions import Step
from rulekit.civ.invariants import invariants
from rulekit.civ.state import catalog

VICTORIES = ("tech", "military", "economic", "culture")
PENDING = ("atlantis", "metropolis", "seven-cities")      # what a Start of Turn still owes (L592-623, L696-702)
CITY_KINDS = ("city", "capital", "metropolis")
FIGURE_KINDS = ("army", "wagon")
#: The phases each pending decision can arise in: a phase's own decision in its phase; a battle's loot in
#: Movement; a tech learned (metropolis, negating a wonder) at Start of Turn (Teacher, Atlantis), in
#: City Management (a great person, an event), Movement (a stolen tech) or Research; the rest where a
#: card, a wonder or a great person is played (any of the four).
PLAY = ("start", "city", "movement", "research")
STEP_PHASES = {"start": ("start",), "city": ("city",), "movement": ("movement",), "research": ("research",),
               "loot": ("movement",), "take": ("movement",), "steal": ("movement",),
               "barbarians": ("movement",)}
ONCE_A_TURN = ("gov", "invest", "teacher")          # StartOfTurn.used (L873-874, the Teacher, a government)


def _fail(source, field, why):
    raise DataError(source, field, why)


def _whole(v, lo=0, hi=None) -> bool:
    return type(v) is int and v >= lo and (hi is None or v <= hi)


def _square(v) -> bool:
    return isinstance(v, tuple) and len(v) == 2 and all(type(x) is int for x in v)


def _names(source, field, values, known, what):
    for i, v in enumerate(values):
        if not isinstance(v, str) or v not in known:
            _fail(source, f"{field}[{i}]", f"{v!r} is not {what}")


def _entries(source, field, values, shape):
    """Each entry of ``values`` a tuple whose items pass ``shape``'s tests, in order."""
    for i, v in enumerate(values):
        if not isinstance(v, tuple) or len(v) != len(shape) or not all(ok(x) for ok, x in zip(shape, v)):
            _fail(source, f"{field}[{i}]", f"{v!r} is not a ({', '.join(t.__doc__ or '?' for t in shape)}) entry")


def _sq(v):
    """square"""
    return _square(v)


def _str(v):
    """name"""
    return isinstance(v, str)


def _int(v):
    """whole number ≥ 0"""
    return _whole(v)


def _flag(v):
    """true/false"""
    return isinstance(v, bool)


def check_start(s, source: str) -> None:
    """Raise ``DataError`` naming ``source`` and the field unless ``s`` is a position the rules allow."""
    cat, data = catalog(), cards.data()
    n = len(s.players)
    if not -MAX_SEED - 1 <= s.seed <= MAX_SEED:
        _fail(source, "seed", f"{s.seed} is not a seed a save holds (-2**63 to 2**63 - 1)")
    if not -1 <= s.winner < n:
        _fail(source, "winner", f"{s.winner} is neither -1 (no winner yet) nor a seat (0-{n - 1})")
    if (s.winner >= 0) != bool(s.victory) or (s.victory and s.victory not in VICTORIES):
        _fail(source, "victory", f"{s.victory!r} with winner {s.winner}: a winner wins one of {', '.join(VICTORIES)}")
    if s.draws < 0:
        _fail(source, "draws", f"{s.draws}: a count of random draws is not negative")
    _names(source, "chance", s.chance, _Any(), "an outcome's name")
    _players(s, source, cat, data)
    b = s.board
    tiles = {t.id for t in b.tiles}
    _names(source, "explored", s.explored, tiles, "a tile of the map")
    _figures(s, source)
    _cities(s, source)
    markers = set(cat.huts) | set(cat.villages)
    _entries(source, "markers", s.markers, (_sq, _str, _str))
    for i, (_, kind, name) in enumerate(s.markers):
        ok = name in bd.LANDMARKS if kind == "landmark" else kind in ("hut", "village") and name in markers \
            and name.startswith(kind + ":")
        if not ok:
            _fail(source, f"markers[{i}]", f"{kind!r} {name!r} is not a hut, village or landmark marker")
    _names(source, "hut_pool", s.hut_pool, set(cat.huts), "a hut marker")
    _names(source, "village_pool", s.village_pool, set(cat.villages), "a village marker")
    _names(source, "kept_markers", s.kept_markers, markers, "a hut or village marker")
    _names(source, "marker_discard", s.marker_discard, markers, "a hut or village marker")
    _entries(source, "landmarks_claimed", s.landmarks_claimed, (_str, _int))
    for i, (name, seat) in enumerate(s.landmarks_claimed):
        if name not in bd.LANDMARKS or seat >= n:
            _fail(source, f"landmarks_claimed[{i}]", f"{name!r} by seat {seat}: a landmark claimed by a player")
    for field, known, what in (("buildings", cat.buildings, "a building"), ("wonders_built", cat.wonders, "a wonder"),
                               ("gp_board", set(cat.gp_markers), "a great person marker type")):
        values = getattr(s, field)
        _entries(source, field, values, (_sq, _int, _str))
        for i, (_, owner, name) in enumerate(values):
            if owner >= n or name not in known:
                _fail(source, f"{field}[{i}]", f"{name!r} of seat {owner}: not {what} of a player of the game")
    _entries(source, "gp_markers", s.gp_markers, (_str, _int))
    _names(source, "gp_markers", [t for t, _ in s.gp_markers], set(cat.gp_markers), "a great person marker type")
    if len({t for t, _ in s.gp_markers}) != len(s.gp_markers):
        _fail(source, "gp_markers", "a marker type counted twice")
    _entries(source, "gp_deck", s.gp_deck, (_str, _flag))
    _names(source, "gp_deck", [c for c, _ in s.gp_deck], cat.great_people, "a great person card")
    _names(source, "gp_offer", s.gp_offer, cat.great_people, "a great person card")
    for field in ("wonder_deck", "market", "wonder_box", "obsolete"):
        _names(source, field, getattr(s, field), cat.wonders, "a wonder")
    if len(s.market) > rules.MARKET_SIZE:
        _fail(source, "market", f"{len(s.market)} wonders; the market has {rules.MARKET_SIZE} places (L310-312)")
    built = {w for _, _, w in s.wonders_built}
    if not set(s.obsolete) <= built:
        _fail(source, "obsolete", f"{sorted(set(s.obsolete) - built)} not built: only a built wonder is obsolete")
    if s.culture_decks and len(s.culture_decks) != 3:
        _fail(source, "culture_decks", f"{len(s.culture_decks)} decks, not the 3 of levels I-III")
    for level, deck in enumerate(s.culture_decks, 1):
        if not isinstance(deck, tuple):
            _fail(source, f"culture_decks[{level - 1}]", f"{deck!r} is not a deck of culture event cards")
        for i, c in enumerate(deck):
            if not isinstance(c, str) or c not in cat.events or cat.events[c][0] != level:
                _fail(source, f"culture_decks[{level - 1}][{i}]", f"{c!r} is not a level {level} culture event card")
    _names(source, "culture_discard", s.culture_discard, cat.events, "a culture event card")
    ids = [f.id for f in s.figures]
    if ids and s.next_id <= max(ids):
        _fail(source, "next_id", f"{s.next_id}: the next figure's id follows the highest in play ({max(ids)})")
    _tasks(s, source, cat)
    try:
        invariants(s, s)
    except AssertionError as err:
        _fail(source, "start", str(err))


class _Any:
    def __contains__(self, item) -> bool:
        return True


def _players(s, source, cat, data) -> None:
    n = len(s.players)
    homes = {t.civ for t in bd.catalogue().values() if t.kind == "home"}
    known_civs = {c for c in cat.civs if c in homes}           # a sheet and a home tile (legal_civs)
    governments = set(data.governments)
    gp_types = set(cat.gp_markers)
    markers = set(cat.huts) | set(cat.villages)
    for seat, p in enumerate(s.players):
        at = f"players[{seat}]"
        if p.seat != seat:
            _fail(source, f"{at}.seat", f"{p.seat}: player {seat} sits in seat {seat}")
        if p.civ not in known_civs:
            _fail(source, f"{at}.civ", f"{p.civ!r} is not a civilization of the game ({', '.join(sorted(known_civs))})")
        if p.government not in governments:
            _fail(source, f"{at}.government", f"{p.government!r} is not a government")
        if p.next_government and p.next_government not in governments:
            _fail(source, f"{at}.next_government", f"{p.next_government!r} is not a government")
        _entries(source, f"{at}.techs", p.techs, (_str, _int))
        for i, (t, row) in enumerate(p.techs):
            if t not in cat.techs:
                _fail(source, f"{at}.techs[{i}]", f"{t!r} is not a tech of the game")
            if not 1 <= row <= 5:
                _fail(source, f"{at}.techs[{i}]", f"row {row}: the pyramid's rows are I-V")
        if len(set(p.tech_names)) != len(p.techs):
            _fail(source, f"{at}.techs", "a tech learned twice")
        if p.learned_last and p.learned_last not in p.tech_names:
            _fail(source, f"{at}.learned_last", f"{p.learned_last!r} is not a tech the player knows")
        if not 0 <= p.trade <= rules.DIAL_MAX:
            _fail(source, f"{at}.trade", f"{p.trade}: the trade dial runs 0-{rules.DIAL_MAX}")
        steps = max((hi for _, hi, _ in cat.culture_decks), default=0)
        if not 0 <= p.culture_level <= steps:
            _fail(source, f"{at}.culture_level", f"{p.culture_level}: the culture track has steps 0-{steps}")
        for field in ("culture", "coins", "card_coins", "wonder_coins"):
            if getattr(p, field) < 0:
                _fail(source, f"{at}.{field}", f"{getattr(p, field)}: not negative")
        slots = sum(cat.techs[t].coin_slots for t in p.tech_names)
        if p.card_coins > slots:
            _fail(source, f"{at}.card_coins", f"{p.card_coins} coins on tech cards that hold {slots}")
        _entries(source, f"{at}.coins_on", p.coins_on, (_str, _int))
        for i, (t, k) in enumerate(p.coins_on):
            if t not in p.tech_names or k > cat.techs[t].coin_slots:
                _fail(source, f"{at}.coins_on[{i}]", f"{k} coins on {t!r}: a known tech's card with room for them")
        _names(source, f"{at}.resources", p.resources, cards.RESOURCES, "a resource")
        _names(source, f"{at}.kept", p.kept, {"teacher", "workers"}, "a kept marker's effect (teacher, workers)")
        _names(source, f"{at}.hidden", p.hidden, markers, "a hut or village marker")
        _names(source, f"{at}.units", p.units, cards.UNIT_TYPES, "a unit type")
        _names(source, f"{at}.gp_pool", p.gp_pool, gp_types, "a great person marker type")
        _entries(source, f"{at}.gp_cards", p.gp_cards, (_str, _flag))
        _names(source, f"{at}.gp_cards", [c for c, _ in p.gp_cards], cat.great_people, "a great person card")
        _entries(source, f"{at}.investments", p.investments, (_str, _int))
        _names(source, f"{at}.investments", [c for c, _ in p.investments], cat.investments, "an investment card")
        if len({c for c, _ in p.investments}) != len(p.investments):
            _fail(source, f"{at}.investments", "an investment card listed twice")
        if p.investments and not s.investments:
            _fail(source, f"{at}.investments", "investment cards in a game without the investment deck")
        _names(source, f"{at}.pending", p.pending, PENDING, "a pending Start of Turn effect")
        top = max([t.stacking_limit or 0 for t in data.techs.values()] + [c.stacking_limit for c in data.civs.values()])
        if not 1 <= p.stacking <= top:
            _fail(source, f"{at}.stacking", f"{p.stacking}: a stacking limit is 1-{top} (the civilization sheets, "
                                             f"the techs)")
        _entries(source, f"{at}.boost", p.boost, (_sq, _int))
        for i, q in enumerate(p.workers):
            if not _square(q):
                _fail(source, f"{at}.workers[{i}]", f"{q!r} is not a city centre square")
        _names(source, f"{at}.events", p.events, cat.events, "a culture event card")
        _names(source, f"{at}.used", p.used, _Used(cat), "a once-a-turn use")
    if len({p.civ for p in s.players}) != n:
        _fail(source, "players", "two players with one civilization")


class _Used:
    """The once-a-turn marks a player's ``used`` holds (a tech card's coin, Mother Teresa, Captain Cook,
    Egypt's free build)."""

    def __init__(self, cat):
        self.cat = cat

    def __contains__(self, item) -> bool:
        return item in ("teresa", "cook", "egypt-build") or \
            (item.startswith("coin:") and item[5:] in self.cat.techs)


def _figures(s, source) -> None:
    n = len(s.players)
    for i, f in enumerate(s.figures):
        if not _whole(f.id, 1) or not _whole(f.owner, 0, n - 1) or f.kind not in FIGURE_KINDS or not _square(f.pos):
            _fail(source, f"figures[{i}]", f"{f!r}: an army or wagon of a player, with an id ≥ 1, on a square")
    if len({f.id for f in s.figures}) != len(s.figures):
        _fail(source, "figures", "two figures with one id")


def _cities(s, source) -> None:
    n = len(s.players)
    for i, c in enumerate(s.cities):
        if not _whole(c.owner, 0, n - 1) or c.kind not in CITY_KINDS or not c.centres \
                or not all(_square(q) for q in c.centres) or not isinstance(c.marker, str):
            _fail(source, f"cities[{i}]", f"{c!r}: a city, capital or metropolis of a player on its centre squares")
        if len(c.centres) != (2 if c.kind == "metropolis" else 1):
            _fail(source, f"cities[{i}]", f"a {c.kind} with {len(c.centres)} centre squares")


def _tasks(s, source, cat) -> None:
    """Each pending decision can arise in the phase, and its fields name things of the game."""
    n = len(s.players)
    ids = {f.id: f for f in s.figures}
    for i, t in enumerate(s.tasks):
        at = f"tasks[{i}]: {t.kind}"
        if not isinstance(t, Step):
            _fail(source, at, f"{t!r} is not a decision of the game")
        phases = STEP_PHASES.get(t.kind, PLAY)
        if s.phase not in phases and not s.is_over:
            _fail(source, at, f"a {t.kind} decision does not arise in the {s.phase} phase (only {', '.join(phases)})")
        loser = getattr(t, "loser", None)
        if loser is not None and (not _whole(loser, 0, n - 1) or loser == t.player):
            _fail(source, f"{at}.loser", f"{loser!r} is not another player's seat")
        if t.kind == "loot" and not 1 <= t.loot <= rules.loot_amount("city+figures", s.options) + 2:
            _fail(source, f"{at}.loot", f"{t.loot}: a battle gives 1-3 loot (L425-432)")
        if t.kind == "take" and t.what not in ("resource", "card"):
            _fail(source, f"{at}.what", f"{t.what!r}: the loot takes a resource or a card")
        if t.kind == "push" and (t.figure not in ids or ids[t.figure].owner != t.player):
            _fail(source, f"{at}.figure", f"{t.figure!r} is not a figure of P{t.player + 1}")
        if t.kind == "barbarians" and not _square(t.square):
            _fail(source, f"{at}.square", f"{t.square!r} is not a square")
        if t.kind == "negate" and t.tech not in cat.techs:
            _fail(source, f"{at}.tech", f"{t.tech!r} is not a tech of the game")
        for field in ("draws", "times", "markers", "left"):
            v = getattr(t, field, None)
            if v is not None and not _whole(v, 0, 50):
                _fail(source, f"{at}.{field}", f"{v!r} is not a small whole number")
        if t.kind == "start":
            _names(source, f"{at}.used", t.used, ONCE_A_TURN, "a once-a-turn Start of Turn action")
        if t.kind == "movement":
            for j, x in enumerate(t.moved):        # a figure that moved may since have fallen in battle
                if not _whole(x, 1, s.next_id - 1):
                    _fail(source, f"{at}.moved[{j}]", f"{x!r} is not the id of a figure put into play")
        if t.kind == "city":
            for j, x in enumerate(t.acted):
                if not (_square(x) or isinstance(x, str)):
                    _fail(source, f"{at}.acted[{j}]", f"{x!r} is not a city centre or a card's name")
