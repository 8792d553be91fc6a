"""The rules of Guns & Steel as pure functions.

Each function takes the state (or the piece of it it needs) first, does one
thing, and cites its rule. The state machine in :mod:`rulekit.gunsteel.game`
calls these; notebooks and widgets call them to explain. Paying (units,
exchanges, the payment planner) is :mod:`rulekit.gunsteel.rules.payment`.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.rule import cites
from rulekit.gunsteel import rulebook as rb
from rulekit.gunsteel.cards import ERAS, Condition, Deck

ERA_LETTER = {"HORSE": "H", "GUNPOWDER": "G", "OIL": "O", "EARTH": "E", "SPACE": "S"}
LETTER_ERA = {v: k for k, v in ERA_LETTER.items()}

#: Row lengths bottom to top (GS-R-26/27, GS-R-69).
FULL_ROWS = (7, 6, 5, 4, 3)
SMALL_ROWS = (6, 5, 4, 3, 2)


#: How a place in a row is said (the 4th and later: "th").
_ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}


@dataclass(frozen=True)
class Layout:
    """The shape of a pyramid: positions ``H0``… and what rests on what (§5).

    The card at row r, index i rests on (r-1, i) and (r-1, i+1) (L279-282).
    """

    rows: tuple[int, ...]
    names: tuple[str, ...]          # position names, bottom row first, left to right
    era: tuple[str, ...]            # era of each position
    rests_on: tuple[tuple[int, ...], ...]   # indices of the two cards below

    def index(self, name: str) -> int:
        return self.names.index(name)

    def row(self, era: str) -> tuple[int, ...]:
        return tuple(i for i, e in enumerate(self.era) if e == era)

    def place_name(self, target: str) -> str:
        """Where a position (or a Research Project stack, ``RP-G``) is, in words, as a learner reads the
        board: its era's row and its place from the left.

        >>> L = layout((7, 6, 5, 4, 3))
        >>> L.place_name("G1"), L.place_name("S0"), L.place_name("H4"), L.place_name("RP-G")
        ('Gunpowder row, 2nd card', 'Space row, 1st card', 'Horse row, 5th card', 'Gunpowder Research Projects')
        """
        if target.startswith("RP-"):
            return f"{LETTER_ERA[target[3:]].title()} Research Projects"
        i = self.names.index(target)
        place = self.row(self.era[i]).index(i) + 1
        return f"{self.era[i].title()} row, {_ORDINAL.get(place, f'{place}th')} card"


def layout(rows: tuple[int, ...] = FULL_ROWS) -> Layout:
    """The pyramid of the given row lengths.

    Examples
    --------
    GS-EX-3: the 3-4 player pyramid has 25 cards and 36 "rests on" links.

    >>> L = layout((7, 6, 5, 4, 3))
    >>> len(L.names), sum(len(r) for r in L.rests_on)
    (25, 36)
    >>> [L.names[i] for i in L.rests_on[L.index("O1")]]
    ['G1', 'G2']
    """
    names, eras, below, starts = [], [], [], []
    for r, n in enumerate(rows):
        starts.append(len(names))
        for i in range(n):
            names.append(f"{ERA_LETTER[ERAS[r]]}{i}")
            eras.append(ERAS[r])
            below.append(() if r == 0 else (starts[r - 1] + i, starts[r - 1] + i + 1))
    return Layout(tuple(rows), tuple(names), tuple(eras), tuple(below))


def pyramid_rows(players: int, mode: str, kept: tuple[int, ...] = FULL_ROWS) -> tuple[int, ...]:
    """Row lengths for a game (GS-R-27, GS-R-69).

    ``kept`` is how many cards of each era are left once, for 2 players, the
    cards with the 2-player icon are put back in the box: the rulebook builds
    the 2-player pyramid from what is left "in the same way" and does not say
    how many that is (A1), so the deck's icons decide. The combined game always
    uses 6/5/4/3/2 (GS-R-69).

    Examples
    --------
    >>> pyramid_rows(3, "new-world"), pyramid_rows(2, "new-world", (6, 5, 4, 3, 2))
    ((7, 6, 5, 4, 3), (6, 5, 4, 3, 2))
    >>> pyramid_rows(2, "renaissance", (5, 4, 3, 2, 1))
    (5, 4, 3, 2, 1)
    """
    if mode == "combined":
        return SMALL_ROWS
    if players == 2:
        return tuple(kept)
    return FULL_ROWS


def connected(L: Layout, pyramid: tuple, pos: int) -> tuple[int, ...]:
    """Cards still in the pyramid linked below ``pos`` through cards still there.

    A card counts only if a chain of present cards, each resting on the next,
    joins it to ``pos`` (GS-R-58; fixed by GS-EX-11 and GS-EX-12).

    Examples
    --------
    GS-EX-11: the Cannon at O1 with G1 already bought is joined to G2, H2, H3.

    >>> L = layout()
    >>> pyr = ["x"] * 25
    >>> pyr[L.index("G1")] = None
    >>> [L.names[i] for i in connected(L, tuple(pyr), L.index("O1"))]
    ['H2', 'H3', 'G2']
    """
    seen: set[int] = set()
    stack = [pos]
    while stack:
        for j in L.rests_on[stack.pop()]:
            if j not in seen and pyramid[j] is not None:
                seen.add(j)
                stack.append(j)
    return tuple(sorted(seen))


@cites(rb.CARD_COST)
def all_connected(L: Layout, pyramid: tuple) -> tuple[tuple[int, ...], ...]:
    """:func:`connected` for every position at once (a state remembers it per pyramid).

    Row by row from the bottom: the cards joined below a position are each present card it
    rests on, with the cards joined below that one (GS-R-58).

    >>> L = layout()
    >>> pyr = ["x"] * 25
    >>> pyr[L.index("G1")] = None
    >>> all_connected(L, tuple(pyr)) == tuple(connected(L, tuple(pyr), i) for i in range(25))
    True
    """
    joined: list[frozenset] = []
    for rests in L.rests_on:                # a position rests only on positions listed before it
        found: frozenset = frozenset()
        for j in rests:
            if pyramid[j] is not None:
                found = found | joined[j] | {j}
        joined.append(found)
    return tuple(tuple(sorted(found)) for found in joined)


def surcharge(L: Layout, pyramid: tuple, pos: int) -> int:
    """+1 resource of any kind per connected card below (GS-R-58 b)."""
    return len(connected(L, pyramid, pos))


def research_earlier(L: Layout, pyramid: tuple, era: str) -> tuple[int, ...]:
    """Positions of the cards of an era *earlier* than ``era`` still in the pyramid (GS-R-72).

    Examples
    --------
    >>> L = layout((6, 5, 4, 3, 2))
    >>> pyr = ["x"] * 20
    >>> [L.names[i] for i in research_earlier(L, tuple(pyr), "GUNPOWDER")]
    ['H0', 'H1', 'H2', 'H3', 'H4', 'H5']
    """
    earlier = set(ERAS[:ERAS.index(era)])
    return tuple(i for i, card in enumerate(pyramid) if card is not None and L.era[i] in earlier)


def research_surcharge(L: Layout, pyramid: tuple, era: str) -> int:
    """+1 per card of an *earlier* era still in the pyramid (GS-R-72): :func:`research_earlier`, counted.

    Examples
    --------
    GS-EX-18: two Horse cards left, buying from the Gunpowder stack: +2.

    >>> L = layout((6, 5, 4, 3, 2))
    >>> pyr = [None] * 20
    >>> pyr[0] = pyr[3] = "x"; pyr[L.index("G0")] = "y"
    >>> research_surcharge(L, tuple(pyr), "GUNPOWDER")
    2
    """
    return len(research_earlier(L, pyramid, era))


def choose_wonder(row: list[str], wonders: list, rule: str = "further-left",
                  one_present: str = "present", rng=None):
    """Which of an era's two wonders goes beside the row (GS-R-28, GS-EX-1).

    ``row`` lists the row's card pictures left to right; each wonder shows the
    picture of one card. Default (A2): of the two pictured cards, the one lying
    further left decides. ``"leftmost-card"`` reads it as the picture of the
    row's leftmost card. When only one pictured card is in the row (A17) its
    wonder is chosen; when none is, the choice is random (GS-R-70).

    Examples
    --------
    >>> from types import SimpleNamespace as W
    >>> iss, apollo = W(id="ISS", picture="sub"), W(id="Apollo", picture="computer")
    >>> choose_wonder(["sub", "computer", "x"], [iss, apollo]).id
    'ISS'
    >>> choose_wonder(["x", "sub", "computer"], [apollo, iss]).id
    'ISS'
    """
    where = {w.id: (row.index(w.picture) if w.picture in row else None) for w in wonders}
    if rule == "leftmost-card":
        hits = [w for w in wonders if row and w.picture == row[0]]
        if hits:
            return hits[0]
    present = [w for w in wonders if where[w.id] is not None]
    if rule == "further-left" and present and (len(present) == len(wonders) or one_present == "present"):
        return min(present, key=lambda w: where[w.id])
    return rng.choice(sorted(wonders, key=lambda w: w.id)) if rng else sorted(wonders, key=lambda w: w.id)[0]


def first_resource_seats(players: int) -> tuple[int, ...]:
    """Seats (0 = start player) that lay one starting card as a resource (GS-R-29).

    Examples
    --------
    >>> [first_resource_seats(n) for n in (2, 3, 4)]
    [(1,), (2,), (2, 3)]
    """
    return {2: (1,), 3: (2,), 4: (2, 3)}[players]


def strength(deck: Deck, techs) -> int:
    """Military strength: the symbols on your technology-side cards (GS-R-47)."""
    cards = deck.cards
    return sum(cards[c].strength for c in techs)


def attack_losers(attacker: int, defenders: dict[int, int]) -> tuple[int, ...]:
    """Defenders whose strength is below the attacker's; a tie holds (GS-R-50).

    Examples
    --------
    GS-EX-9: attacking with 7 against 3, 6 and 7.

    >>> attack_losers(7, {1: 3, 2: 6, 3: 7})
    (1, 2)
    """
    return tuple(seat for seat, s in defenders.items() if attacker > s)


def condition_met(cond: Condition, deck: Deck, player, taken_back_vp: int = 0) -> bool:
    """Whether a player meets a wonder's condition (GS-R-23, GS-R-60, GS-R-62)."""
    cards = deck.cards
    k, n = cond.kind, cond.count
    if k == "resource_cards":
        return sum(1 for c in player.resources if not cond.resource or cards[c].resource == cond.resource) >= n
    if k == "tech_cards":
        return sum(1 for c in player.techs if not cond.tech or cards[c].tech == cond.tech) >= n
    if k == "strength":
        return strength(deck, player.techs) >= n
    if k == "wonders":
        return len(player.wonders) >= n
    if k == "tableau_vp":
        return sum(cards[c].vp for c in player.resources + player.techs) >= n
    if k == "taken_back_vp":
        return taken_back_vp >= n
    if k == "track":
        return player.track >= n
    raise ValueError(f"unknown condition {k!r}")


#: The end-of-game conditions (GS-R-64, L724-732), in the rulebook's order.
WONDERS_GONE = "the last wonder was taken from the pyramid"
SPACE_GONE = "the last Space-era card was bought"
TRACK_15 = "a player has 15 VP on the scoring track"
END_CONDITIONS = (WONDERS_GONE, SPACE_GONE, TRACK_15)


def end_triggers(wonders_left: int, space_left: int, tracks=()) -> tuple[str, ...]:
    """Every end-of-game condition that holds, not only the first (GS-R-64).

    ``wonders_left``: wonders still beside the pyramid; ``space_left``: Space-era
    cards whose purchase is still to come (A8 decides whether the combined game's
    research stack counts); ``tracks``: the scoring-track values, empty under New
    World rules, which have no track.

    Examples
    --------
    >>> end_triggers(0, 0, (15, 3))
    ('the last wonder was taken from the pyramid', 'the last Space-era card was bought', 'a player has 15 VP on the scoring track')
    >>> end_triggers(2, 0), end_triggers(2, 1, (14, 9))
    (('the last Space-era card was bought',), ())
    """
    holds = (wonders_left == 0, space_left == 0, any(t >= 15 for t in tracks))
    return tuple(why for why, true in zip(END_CONDITIONS, holds) if true)


def add_vp(track: int, n: int) -> int:
    """Move a scoring-track marker; never below zero (GS-R-54)."""
    return max(0, track + n)


@dataclass(frozen=True)
class ScoreParts:
    """Where a player's VP come from (GS-R-66): printed VP of the Civilization cards in
    hand and on the table, of the wonders owned, and the scoring track."""

    hand: int
    table: int
    wonders: int
    track: int

    @property
    def cards(self) -> int:
        """Every Civilization card counts, in hand as on the table."""
        return self.hand + self.table

    @property
    def total(self) -> int:
        return self.hand + self.table + self.wonders + self.track


def score_parts(deck: Deck, player) -> ScoreParts:
    """A player's VP, part by part (GS-R-66, L740-743).

    Examples
    --------
    >>> from rulekit.gunsteel.cards import teaching_deck
    >>> from rulekit.gunsteel.state import Player
    >>> parts = score_parts(teaching_deck(), Player(0, "red", hand=("R-H4",), wonders=("NW-W-H1",), track=3))
    >>> parts.cards, parts.wonders, parts.track, parts.total
    (1, 1, 3, 5)
    """
    cards = deck.cards
    return ScoreParts(sum(cards[c].vp for c in player.hand), sum(cards[c].vp for c in player.resources + player.techs),
                      sum(deck.wonders[w].vp for w in player.wonders), player.track)


def score(deck: Deck, player) -> int:
    """Printed VP of civ cards in hand and tableau, wonders, plus the track (GS-R-66)."""
    return score_parts(deck, player).total


def winners(totals: dict[int, int], wonders: dict[int, int], tie_break: str = "shared") -> tuple[int, ...]:
    """Most VP wins (GS-R-33); the rulebook has no tie-break (A14, house rule)."""
    best = max(totals.values())
    top = [s for s, v in totals.items() if v == best]
    if tie_break == "most-wonders" and len(top) > 1:
        most = max(wonders[s] for s in top)
        top = [s for s in top if wonders[s] == most]
    return tuple(top)


#: The rule each function above applies: where the rulebook says so.
RULES = {
    "layout": rb.SETUP_PYRAMID, "pyramid_rows": rb.SETUP_PYRAMID,
    "connected": rb.CARD_COST, "all_connected": rb.CARD_COST, "surcharge": rb.CARD_COST,
    "research_earlier": rb.RESEARCH, "research_surcharge": rb.RESEARCH, "choose_wonder": rb.SETUP_WONDERS,
    "first_resource_seats": rb.SETUP_FIRST_RESOURCE, "strength": rb.STRENGTH,
    "attack_losers": rb.RESOLUTION, "condition_met": rb.WONDER_CLAIM, "end_triggers": rb.END_TRIGGERS, "add_vp": rb.VP_TRACK,
    "score": rb.SCORING, "score_parts": rb.SCORING, "winners": rb.TIE,
}
