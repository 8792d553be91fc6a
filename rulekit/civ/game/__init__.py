"""Sid Meier's Civilization: The Board Game with Fame and Fortune, from the expansion's Polish rulebook.

Two to five players grow a civilization from its capital. A turn is the base
game's five phases (Start of Turn, Trade, City Management, Movement,
Research; presumed, CV-B-01), the first player passing on each turn. The game
ends with the first victory: technology (learning Space Flight, CV-B-14),
culture (the end of the culture track, teaching costs, CV-B-13), economy (15
coins, investments excluded, L887-888) or military (taking a capital,
L431-432).

What is teaching, not printed: the map layout and hut/village/landmark spots
(:mod:`rulekit.civ.board`), the terrain yields, the battle (strength from unit
levels plus the combat bonuses the expansion adds), culture step costs, the
level V trade cost and what a great person does when used. ``str(state)`` says so.

>>> g = new_game(players=2, civs=("Romans", "Arabs"), seed=1)
>>> g.phase, g.turn, g.to_move, g.players[1].resources
('start', 1, 0, ('incense', 'iron', 'silk', 'wheat'))

Building a position (tests, notebooks, scenario files): start from ``new_game`` and change what
matters with ``state.edit(...)`` (fields of the state, and ``players={seat: {field: value}}``),
checked as a scenario start is, with the compact constructors ``Figure.at``, ``City.at``,
``Player.of``; a decision on top is one of the typed steps of :mod:`rulekit.civ.decisions`.

>>> from rulekit.civ.decisions.judges import Movement
>>> pos = g.edit(figures=g.figures + (Figure.at(9, 1, "army", (0, 1)),), next_id=10, players={1: {"units": ("infantry",)}},
...              phase="movement", tasks=(Movement(1),))
>>> str(pos.apply("move 9 0,0").decision)
'P2: spend your loot'
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from rulekit.core.data import setup_flag, setup_seed, setup_whole
from rulekit.core.decisions import DecisionStack
from rulekit.core.errors import DataError, IllegalAction
from rulekit.core.rule import cites
from rulekit.core.state import GameState, cached
from rulekit.civ import board as bd
from rulekit.civ import effects
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.actions import Action
from rulekit.civ.decisions import Step, judges, phases
from rulekit.civ.decisions import card_effects, great_people, military, wonders  # noqa: F401  (their kinds, for saves)
from rulekit.civ.decisions.changes import Changes
from rulekit.civ.invariants import invariants
from rulekit.civ.options import Options
from rulekit.civ.state import PHASE_NAMES, City, Figure, Player, catalog
from rulekit.civ.game.position import Position
from rulekit.civ.game import start

PLAYERS = (2, 3, 4, 5)
NEW_CIVS = ("Arabs", "Greeks", "Indians", "Spanish")


@dataclass(frozen=True, eq=False)
class State(Position, Changes, DecisionStack, GameState):
    """A Civilization position. Immutable: ``apply`` returns a new one.

    The board is rebuilt from the players' civilizations and ``seed`` (never stored square by
    square); everything on it is in the fields below.
    """

    game = "civ"
    action_type = Action
    #: 2: a negated wonder's replacement takes its place in the market (L413-416), Greece's draw reads
    #: L783-786 literally (AMB-X47), a great-people draw reshuffles at most once (AMB-X13);
    #: 3: loot steals up to three culture tokens the winner chooses, held as the fewest tokens (L448, AMB-X48);
    #: 4: a great person Greece gains while its choice between two is open is drawn once that choice is made
    #: (L783-786), no longer over the pair on offer, which lost both cards
    RULES = 4
    PHASES = phases.table(judges.PHASE_STEPS)
    NOTHING_TO_DECIDE = rb.TURN_ORDER

    options: Options
    players: tuple
    seed: int = 0
    great_people: bool = True
    investments: bool = True
    figures: tuple = ()            # Figure, by id
    next_id: int = 1
    cities: tuple = ()             # City
    explored: tuple = ()           # tile ids face up, sorted
    markers: tuple = ()            # (pos, "hut"|"village"|"landmark", name) on the map
    hut_pool: tuple = ()           # hut markers not yet placed (shuffled order)
    village_pool: tuple = ()
    kept_markers: tuple = ()       # hut/village markers players hold (resources, Teacher, Friendly Workers)
    marker_discard: tuple = ()     # hut/village markers revealed and discarded
    landmarks_claimed: tuple = ()  # (name, seat)
    buildings: tuple = ()          # (pos, owner, name)
    wonders_built: tuple = ()      # (pos, owner, name)
    gp_board: tuple = ()           # (pos, owner, type)
    gp_markers: tuple = ()         # (type, markers in the supply)
    gp_deck: tuple = ()            # (name, face_up), top first
    gp_offer: tuple = ()           # cards Greece is choosing between
    wonder_deck: tuple = ()        # top first
    market: tuple = ()
    wonder_box: tuple = ()         # returned unseen, or negated
    obsolete: tuple = ()           # built wonders whose ability a tech obsoleted (CV-B-28), sorted
    turn: int = 0
    phase: str = "setup"
    first: int = 0
    draws: int = 0                 # random draws made (seeds the next one)
    chance: tuple = ()             # injected outcomes of the next random picks, consumed in order
    culture_decks: tuple = ()      # the culture event decks of levels I, II, III, top first (CV-B-23)
    culture_discard: tuple = ()    # culture event cards played or discarded
    winner: int = -1
    victory: str = ""
    tasks: tuple = ()

    #: The values a past state forgets (core's ``DecisionStack.FORGOTTEN``): those that hold the most objects a
    #: later state does not share (the movement searches, the City Management listings, the readings of figures
    #: and cities)
    FORGOTTEN = ("reach_table", "city_listings", "sides", "free_outskirts", "_yields", "city_squares",
                 "harvest_table", "foundings")

    # == public contract ==============================================================
    @cached("winner")
    def is_over(self) -> bool:
        """Whether a player has won (remembered until ``winner`` changes: the decision stack asks at every
        step it runs)."""
        return self.winner >= 0

    def scores(self) -> tuple[int, ...]:
        """1 for the winner, 0 for the others (the game has one winner, no points)."""
        return tuple(int(p.seat == self.winner) for p in self.players)

    def where(self) -> str:
        head = f"turn {self.turn}, {PHASE_NAMES.get(self.phase, self.phase)}"
        return head + (f", P{self.to_move + 1} to {self.tasks[0].kind}" if self.tasks else "")

    def winners(self) -> tuple[int, ...]:
        """The one player who won (the game has one winner, no points)."""
        return (self.winner,) if self.winner >= 0 else ()

    def outcome(self) -> str:
        """Who won, with which civilization, and by which victory."""
        return f"game over: P{self.winner + 1} ({self.players[self.winner].civ}) wins a {self.victory} victory"

    def _over_error(self):
        raise IllegalAction(rb.TECH_VICTORY if self.victory == "tech" else rb.MILITARY_VICTORY
                            if self.victory == "military" else rb.ECONOMIC_VICTORY if self.victory == "economic"
                            else rb.CULTURE_TRACK, f"the game is over: P{self.winner + 1} won ({self.victory})")

    def __str__(self) -> str:
        lines = [f"Civilization + Fame and Fortune, {len(self.players)} players, {self.where()} "
                 f"[TEACHING map, yields, battle and culture costs]"]
        if self.is_over:
            lines.append(f"  P{self.winner + 1} wins: {self.victory} victory")
        for p in self.players:
            cities = [c for c in self.cities if c.owner == p.seat]
            lines.append(f"  P{p.seat + 1} {p.civ} ({p.government}): techs {len(p.techs)}, trade {p.trade}, "
                         f"culture {p.culture} (step {p.culture_level}), coins {self.coins_of(p.seat)}, "
                         f"cities {len(cities)}, figures {sum(1 for f in self.figures if f.owner == p.seat)}, "
                         f"units {len(p.units)}, GP cards {len(p.gp_cards)}, "
                         f"invested {sum(n for _, n in p.investments)}")
        lines.append(f"  market: {', '.join(self.market) or '-'}")
        return "\n".join(lines)

    def _repr_svg_(self):
        try:
            from rulekit.civ import svg
        except ImportError:     # pragma: no cover - the map pictures are the MAP package's
            return None
        draw = getattr(svg, "state_svg", None)
        return draw(self) if draw else None

    def _refusal_detail(self, task, action):
        """The rule and the real cause of a refused action (:mod:`rulekit.civ.decisions.judges`)."""
        return judges.refusal(self, task, action)

    # == snapshots ======================================================================
    # snapshot() / from_snapshot() come from core, from the fields (rulekit.core.snapshots)
    FIELD_TYPES = {"options": Options, "players": Player, "figures": Figure, "cities": City, "tasks": Step}

    @classmethod
    def _older_snapshot(cls, data: dict) -> dict:
        """A snapshot of an older save: its decisions in today's layout (:func:`older_step`)."""
        if isinstance(data.get("tasks"), list):
            data["tasks"] = [older_step(t) for t in data["tasks"]]
        return data

    def check_start(self, source: str) -> None:
        """A custom start is a position the rules allow: every name known, counts within the box,
        pending decisions that can arise, then the invariants (:mod:`rulekit.civ.game.start`)."""
        start.check_start(self, source)

    def __eq__(self, other) -> bool:
        return isinstance(other, State) and self.snapshot() == other.snapshot()

    __hash__ = None


#: The older layout of a saved decision (one ``Task`` with fields shared by every kind): each
#: kind's fields then, and the name each has in the kind's own step now.
_OLDER_FIELDS = {"start": {"done": "used"}, "city": {"done": "acted"}, "movement": {"done": "moved"},
                 "push": {"who": "figure"}, "loot": {"n": "loot", "who": "loser"}, "steal": {"who": "loser"},
                 "take": {"who": "loser", "done": "what"}, "negate": {"done": "tech"},
                 "free-build": {"done": "source"}, "cristo": {"n": "draws"}, "seven": {"n": "markers"},
                 "gain-gp": {"n": "times"}, "harbor": {"n": "left"}, "barbarians": {"pos": "square"}}
_ONE = {("take", "done"), ("negate", "done"), ("free-build", "done")}     # a one-item list then, a name now


def older_step(d):
    """A saved decision in today's layout: an older save's shared ``done``/``n``/``who``/``pos`` become
    the kind's own fields (a list of one name, for a name)."""
    if not isinstance(d, dict):
        return d
    renames = _OLDER_FIELDS.get(d.get("kind"), {})
    if not renames or not any(k in d for k in renames):
        return d
    out = {}
    for k, v in d.items():
        if k in renames:
            if (d["kind"], k) in _ONE and isinstance(v, list) and len(v) == 1:
                v = v[0]
            out[renames[k]] = v
        else:
            out[k] = v
    return out


# == setting up ==========================================================================

#: ``[map tiles, cards, legal_civs()]``: the civilizations found once for the catalogues they read.
_LEGAL_CIVS: list = [None, None, ()]


def legal_civs() -> tuple[str, ...]:
    """The civilizations a game may use: those with a home tile on the map and a sheet in the data (found
    once for the map tiles and cards they read: a random game's setup asks at every game)."""
    tiles, cards = bd.catalogue(), catalog()
    known = _LEGAL_CIVS
    if known[0] is not tiles or known[1] is not cards:
        homes = {t.civ for t in tiles.values() if t.kind == "home"}
        known[:] = [tiles, cards, tuple(sorted(c for c in cards.civs if c in homes))]
    return known[2]


@cites(rb.SETUP_STEPS, rb.OPTIONAL_MODULES, rb.INVESTMENT_DECK, rb.INVESTMENT_SETUP, rb.GP_SETUP, rb.WONDER_DECK,
       rb.EGYPT_WONDER, rb.ARABIA, rb.GREECE, rb.INDIA, rb.SPAIN, rb.WHITE_WAGON, rb.AMERICA, rb.GAME_START,
       rb.COMPONENTS, rb.PRECEDENCE, rb.UNITS, rb.RESOURCES, rb.INVESTMENT_MARKERS, rb.FORT_CARAVAN_MARKERS,
       rb.BASIC_BUILDING, rb.WONDERS, rb.COINS)
def new_game(players: int = 2, civs=None, seed: int = 0, options=None, great_people: bool = True,
             investments: bool = True, india_placement: int = 0) -> State:
    """Set up a game (the expansion's 8 steps, §4, then the base setup presumed, CV-B-04).

    ``civs`` in seat order (default: drawn with ``seed``); the first player is seat 0. Arabia
    needs the investment deck (L861-863). India's starting metropolis takes
    ``india_placement`` (0-3) of the 4 orthogonal pairs of its central squares (L356-359).
    """
    if setup_whole("players", players) not in PLAYERS:
        raise IllegalAction(rb.COMPONENTS, f"the game is for 2 to 5 players, not {players!r}")
    setup_seed(seed)
    setup_flag("great_people", great_people)
    setup_flag("investments", investments)
    setup_whole("india_placement", india_placement, minimum=0, maximum=3)       # the 4 pairs (L356-359)
    if civs is not None and (isinstance(civs, str) or not isinstance(civs, (list, tuple))
                             or not all(isinstance(c, str) for c in civs)):
        raise DataError("new_game", "civs", f"must be a list of civilization names, not {civs!r}")
    if not isinstance(options, Options):
        options = Options.parse(options)
    rng = random.Random(seed)
    known = legal_civs()
    # the civilizations as asked for: drawn ones are drawn again from the seed when a save is loaded
    # (drawing consumes the seed's numbers, so recording the drawn names would set up another game)
    asked = None if civs is None else list(civs)
    if civs is None:
        civs = tuple(rng.sample(known, players))
    civs = tuple(civs)
    if len(civs) != players or len(set(civs)) != players:
        raise DataError("new_game", "civs", f"name {players} different civilizations, not {civs!r}")
    for c in civs:
        if c not in known:
            raise DataError("new_game", "civs",
                            f"{c!r} is not a civilization with a home tile; known: {', '.join(known)}")
    if "Arabs" in civs and not investments:
        raise IllegalAction(rb.INVESTMENT_DECK, "Arabia needs the investment deck (L861-863)")
    cat = catalog()
    board = bd.layout(players, civs, seed)
    homes = tuple(sorted(bd.home_tile(board, c).id for c in civs))
    ps, figures, cities, nid = [], [], [], 1
    for seat, civ in enumerate(civs):
        rec = cat.civs[civ]
        start = rec.get("starting_tech", "")
        techs = ((start, rules.pyramid_row(cat.techs[start].level, True, options)),) if start in cat.techs else ()
        ps.append(Player(seat, civ, government=rec.get("start_government", "Despotism"), techs=techs,
                         resources=tuple(sorted(r for r, n in dict(rec.get("start_resources", {})).items()
                                                for _ in range(int(n)))),
                         stacking=max(int(rec.get("stacking_limit", 2)), rules.stacking_limit(t for t, _ in techs)),
                         investments=tuple((c, 0) for c in sorted(cat.investments)) if investments else ()))
        squares = bd.capital_squares(board, civ)
        if rec.get("start_metropolis") or civ == "Indians":
            pair = bd.india_placements(board, civ)[india_placement % 4]
            cities.append(City(seat, "metropolis", tuple(sorted(pair))))
            cap = pair[0]
        else:
            cap = squares[0]
            cities.append(City(seat, "capital", (cap,)))
        # starting figures beside the capital: 1 army + 1 wagon (+ Spain's white wagon), within the
        # stacking limit (Spain 2, L371-374); on the first outskirts squares that are land
        spots = [q for q in sorted(bd.outskirts(cities[-1].centres)) if board.terrain.get(q) not in ("water", None)
                 and bd.on_map(board, q)]
        kinds = ["army"] * int(rec.get("armies", 1)) + ["wagon"] * int(rec.get("wagons", 1))
        if rec.get("white_wagon") or civ == "Spanish":
            kinds.append("white")
        at = spots[0] if spots else cap
        for i, k in enumerate(kinds):
            if i and i % ps[-1].stacking == 0:
                at = spots[(i // ps[-1].stacking) % len(spots)] if spots else cap
            figures.append(Figure(nid, seat, "wagon" if k == "white" else k, at, k == "white"))
            nid += 1
    # wonder deck (§5): 4 per era, ancient on top; Egypt takes the top card (L308-310)
    by_era = {}
    for w, (era, _) in cat.wonders.items():
        by_era.setdefault(era, []).append(w)
    deck, box = rules.build_wonder_deck(by_era, rng)
    deck = list(deck)
    built = []
    if "Egyptians" in civs:
        seat = civs.index("Egyptians")
        cap = cities[seat].centres[0]
        spot = next(q for q in sorted(bd.outskirts([cap])) if bd.on_map(board, q))
        built.append((spot, seat, deck.pop(0)))
    market, deck = tuple(deck[:rules.MARKET_SIZE]), tuple(deck[rules.MARKET_SIZE:])
    # great people (§10.5a): markers face up by type, the deck shuffled
    gp_deck = ()
    gp_markers = tuple(sorted((t, int(n)) for t, n in cat.gp_markers.items()))
    if great_people:
        names = sorted(cat.great_people)
        rng.shuffle(names)
        gp_deck = tuple((n, False) for n in names)
    huts, villages = list(cat.huts), list(cat.villages)
    rng.shuffle(huts)
    rng.shuffle(villages)
    state = State(options=options, players=tuple(ps), seed=seed, great_people=great_people, investments=investments,
                  figures=tuple(figures), next_id=nid, cities=tuple(cities), hut_pool=tuple(huts),
                  village_pool=tuple(villages), gp_markers=gp_markers if great_people else (), gp_deck=gp_deck,
                  wonder_deck=deck, market=market, wonder_box=box, wonders_built=tuple(sorted(built)),
                  culture_decks=effects.new_decks(seed))
    for tid in homes:
        state = state.explore_tile(tid)
    if great_people and "Americans" in civs:
        state = state.gain_gp(civs.index("Americans"))           # L376-382
    params = {"players": players, "civs": asked, "seed": seed, "options": options.changed(),
              "great_people": great_people, "investments": investments, "india_placement": india_placement}
    return state._settle()._set_up(params)


Game = State
__all__ = ["Game", "NEW_CIVS", "PLAYERS", "State", "legal_civs", "new_game"]
