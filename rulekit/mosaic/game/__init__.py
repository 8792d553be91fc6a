"""Mosaic: A Story of Civilization (Glenn Drover), from its Polish rulebook.

Two to six players grow a civilization around the Mediterranean by choosing one
of eight Actions a turn (§C7): Work, Population, Build, Wonder, Technology,
Tax & Trade, Military and Government; Empire Scorings come when a Scoring card
is revealed from a deck (§C8), and the game ends after the third, or when two
of the three tile stacks run out (§C9). This module is the state and its public
contract; its decision kinds and phases are :mod:`rulekit.mosaic.decisions`, the
rules it applies are the pure functions of :mod:`rulekit.mosaic.rules`; reading and
changing a position is :mod:`.position`, Influence and scoring :mod:`.scoring`.

Card values the rulebook does not print (Population and Tax & Trade cards,
Supply tokens, kinds of Trade Goods) come from the labelled teaching decks
(``data/teaching_decks.toml``); pillar symbols from the labelled teaching
assignment; the map is the labelled teaching map.

>>> g = new_game(players=3, seed=1)
>>> g.phase, g.to_move, [str(a) for a in g.legal_actions()][:2]
('setup', 2, ['leader artist', 'leader engineer'])
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from operator import attrgetter

from rulekit.core.data import setup_seed, setup_whole
from rulekit.core.decisions import DecisionStack
from rulekit.core.errors import DataError, IllegalAction
from rulekit.core.rule import cites
from rulekit.core.state import GameState
from rulekit.mosaic import rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.actions import DECKS, Action
from rulekit.mosaic.cards import data, teaching_decks
from rulekit.mosaic.decisions import PHASES, Step, flow, free, judge
from rulekit.mosaic.game.position import Position
from rulekit.mosaic.game.scoring import Scoring
from rulekit.mosaic.game.start import check_counts, check_names, check_steps
from rulekit.mosaic.options import Options
from rulekit.mosaic.state import PIECES, Player

PLAYERS = (2, 3, 4, 5, 6)


@dataclass(frozen=True, eq=False)
class State(Position, Scoring, DecisionStack, GameState):
    """A Mosaic position. Immutable: ``apply`` returns a new one."""

    game = "mosaic"
    action_type = Action
    #: 2: the Merchant's 2 Money per unique good no longer comes with the Tax fallback, where no Tax
    #: card is played (L1394-1396, L936-940; the old payment is the AMB-55 option), and the option
    #: zero_influence_places gives 0 Influence second place only (AMB-34), and under AMB-12 no unit is
    #: recruited or placed in a Region out of play (L482-493), so a game saved under rules 1 with that
    #: fallback or those options replays to another position
    RULES = 2
    #: rules 1 paid the Merchant on the Tax fallback too: its saves are read again with that reading
    OLDER_READINGS = {1: {"leader_bonus_on_fallback": True}}
    PHASES = PHASES
    NOTHING_TO_DECIDE = rb.ROUNDS

    options: Options
    players: tuple
    board: tuple = ()          # (space, seat, piece), sorted
    tokens: tuple = ()         # (space, token) still on the map
    decks: tuple = ((), (), (), ())      # technology, build, population, tax-trade; top first
    offers: tuple = ((), (), (), ())
    box: tuple = ()            # cards and tokens out of the game
    storage: int = 0           # Money on the Storage space (L700-704)
    leaders: tuple = ()
    hands: tuple = ()          # Starting Technologies being drafted
    wonders: tuple = ()        # Wonder tiles still available
    golden: tuple = ()
    achievements: tuple = ()
    governments: tuple = ()    # Government tiles on the board
    flipped: tuple = ()        # Government tiles whose ability was used (AMB-30: per tile)
    revealed: int = 0          # Empire Scoring cards revealed
    seen: int = 0              # of which the Scoring has been dealt with
    scorings: int = 0
    current: int = 0
    round: int = 1
    phase: str = "setup"
    ending: tuple | None = None   # the turns still to play once the end is triggered
    over: bool = False
    tasks: tuple = ()
    seed: int = 0
    #: Not part of the position: how :meth:`Position.put` made ``board`` (the new board, the board
    #: index of the board before, the piece put, and that board's piece index, Farm sites, options,
    #: Region controllers, Wonder groups, City Regions and piece Regions where known), so that
    #: ``board_index``, ``piece_index``, ``farm_sites``, ``controllers_carried``, ``wonder_groups``,
    #: ``city_regions`` and ``piece_regions`` add one piece to the previous ones instead of reading the
    #: whole board again (None: read it afresh).
    grown: tuple | None = field(default=None, repr=False)

    # == public contract ==============================================================

    #: Whether the game has ended: the field ``over``, read without a call of Python code (core asks it
    #: several times a step).
    is_over = property(attrgetter("over"), doc="Whether the game has ended (the field ``over``).")

    def scores(self) -> tuple[int, ...]:
        """Each player's VP as the final scoring counts them (§C10)."""
        return tuple(self.final_vp(p.seat) for p in self.players)

    def winners(self) -> tuple[int, ...]:
        """Most VP; then most Wonders; then most Money (L1246-1249)."""
        results = {str(p.seat): (v, len(p.wonders), p.res("MONEY")) for p, v in zip(self.players, self.scores())}
        return tuple(int(w) for w in rules.winners(results))

    def where(self) -> str:
        return f"round {self.round}, P{self.current + 1}, {self.phase}" + (
            f", waiting on P{self.to_move + 1} to {self.tasks[0].kind}" if self.tasks else "")

    def _over_error(self):
        raise IllegalAction(rb.FINAL_SCORING, "the game is over")

    def __str__(self) -> str:
        lines = [f"Mosaic, {self.n} players, {self.where()}; scorings {self.scorings}, storage {self.storage}"]
        for p in self.players:
            lines.append(f"  {p.name} {p.leader or '-'}: pop {p.population}, res {dict(zip(('S', 'I', 'F', 'M'), p.resources))}, "
                         f"prod {p.production}, VP {p.vp}, pieces {len([b for b in self.board if b[1] == p.seat])}, "
                         f"units {len(p.units)}")
        return "\n".join(lines)

    # == the turn, asked of the judges (:mod:`rulekit.mosaic.decisions`) ===============

    def action_options(self, seat: int) -> list:
        """The eight Actions' moves open to ``seat`` now."""
        return judge.action_options(self, seat)

    def action_cost(self, seat: int, action) -> dict:
        """The Resources an Action costs ``seat`` now (Money may stand in at 2:1)."""
        return judge.action_cost(self, seat, action)

    def is_action(self, action) -> bool:
        return judge.is_action(action)

    def act(self, seat: int, action, then: tuple = (), paid: bool = False, replaces: int = 0):
        """``seat`` takes the Action (see :func:`rulekit.mosaic.decisions.judge.act`)."""
        return judge.act(self, seat, action, then, paid, replaces)

    def free_options(self, seat: int, done: bool = True) -> list:
        return free.free_options(self, seat, done)

    def free_action(self, seat: int, action, again=None):
        return free.free_action(self, seat, action, again)

    def free_kept(self, seat: int, action):
        return free.free_kept(self, seat, action)

    def judge_refusal(self, seat: int, action):
        """Why ``seat`` may not take this Action or free action now (rule, reason), or ``None``."""
        return free.judge_refusal(self, seat, action)

    def start_turn(self):
        return flow.start_turn(self)

    def end_turn(self):
        return flow.end_turn(self)

    def next_turn(self):
        return flow.next_turn(self)

    @cites(rb.STARTING_CITY, rb.PHILOSOPHER, rb.REGIONS_IN_PLAY)
    def leader_start(self, seat: int):
        """A Leader's Production and starting benefits, after the Starting Cities (L554-556); the
        Philosopher's free random Technology is the top card of the shuffled deck, face down until
        he can play it; the Scribe's '+5 to any one Production' is his choice next (a 'boost'); the
        Merchant's Workshop and the Farmer's Farm are placed next, each on a space its owner chooses
        under that piece's normal rules (AMB-39), as a built Farm or Workshop is (L734-736)."""
        p = self.players[seat]
        lead = data().leaders[p.leader]
        prod = dict(lead.production)
        p = p.produce(prod).gain(dict(lead.start))._with(population=p.population + lead.start_population)
        home = data().map.spaces[self.pieces(seat, "CITY")[0]].region
        # The General's Infantry goes where a recruit may (AMB-39): not into a Region out of play
        # (L482-493), where AMB-12's reading may have put the Starting City; it stays in the stock.
        if home in self.in_play():
            p = p._with(units=tuple(sorted(p.units + tuple((home, k) for k, c in lead.start_units.items()
                                                             for _ in range(c)))))
        s = self.with_player(seat, p)
        for _ in range(lead.start_technologies):
            if s.decks[0]:
                card = s.decks[0][0]
                if card.startswith("ES-"):
                    break
                decks = (s.decks[0][1:],) + s.decks[1:]
                q = s.players[seat]
                s = s._with(decks=decks).with_player(seat, q._with(hidden=q.hidden + (card,)))
        return s

    # == snapshots ======================================================================

    # snapshot() / from_snapshot() come from core, from the fields (rulekit.core.snapshots)
    FIELD_TYPES = {"options": Options, "players": Player, "tasks": Step}
    UNSAVED = frozenset({"grown"})

    @classmethod
    def _older_snapshot(cls, data: dict) -> dict:
        """A snapshot of an older save: its decisions in today's layout (:func:`_current_layout`)."""
        if isinstance(data.get("tasks"), list):
            data["tasks"] = [_current_layout(t) for t in data["tasks"]]
        return data

    @cites(rb.COMPONENTS, rb.MAP_TOKENS, rb.SUPPLY_TOKENS, rb.TRADE_GOODS)
    def check_start(self, source: str) -> None:
        """A custom start (a scenario's, a position set up with ``edit``): every seat in its place,
        nothing negative, every piece on a space of the map and one piece a space, every token one
        the box holds (any printed kind: a Supply token, a Trade Good of a kind and number the
        component list has), each on a space of the map, one token a space and each token once; every
        name one of the box's, each card and tile in one place, pieces and units within a colour's box,
        pending decisions that play can reach (:mod:`rulekit.mosaic.game.start`)."""
        spaces = data().map.spaces
        for i, p in enumerate(self.players):
            if p.seat != i:
                raise DataError(source, f"players[{i}].seat", f"is {p.seat}, not the seat {i} it stands at")
            if min(p.resources) < 0 or min(p.production) < 0 or p.population < 0:
                raise DataError(source, f"player {p.seat + 1}", "negative Resource, Production or Population")
        taken = set()
        for space, seat, piece in self.board:
            if space not in spaces or space in taken:
                raise DataError(source, "board", f"{space!r}: not a space of the map, or a second piece on it")
            if not 0 <= seat < self.n or piece not in PIECES + ("WONDER",):
                raise DataError(source, "board", f"{space}: P{seat + 1}'s {piece!r} is not a piece of a player")
            taken.add(space)
        where, held = set(), set()
        for space, token in self.tokens:
            if space not in spaces or space in where:
                raise DataError(source, "tokens", f"{space!r}: not a space of the map, or a second token on it")
            if token in held or not _printed_token(token):
                raise DataError(source, "tokens", f"{token!r} on {space}: not a token of the box, or there twice")
            where.add(space)
            held.add(token)
        check_names(self, source)
        check_counts(self, source)
        check_steps(self, source)

    def __eq__(self, other) -> bool:
        return isinstance(other, State) and self.snapshot() == other.snapshot()

    __hash__ = None


#: The field an older snapshot (saves written before the typed decisions) called ``data``, by kind.
_OLDER_DATA = {"place": "build_card", "deploy": "region", "eliminate": "region", "military": "moved",
               "republic": "extra", "pay": "chosen"}


def _current_layout(d):
    """A step as an older snapshot wrote it (every kind's context in ``card``, ``count`` and
    ``data``), in the fields its kind names now; a step in today's layout unchanged."""
    if not isinstance(d, dict) or ("data" not in d and not (d.get("kind") == "military" and "count" in d)):
        return d
    d = dict(d)
    kind = d.get("kind")
    if kind == "military" and "count" in d:
        d["recruits"] = d.pop("count")
    if "data" in d and kind in _OLDER_DATA:
        value = d.pop("data")
        if kind in ("place", "deploy", "eliminate"):
            value = value[0] if value else ""
        elif kind == "republic":
            value = value == ["extra"] or value == ("extra",)
        d[_OLDER_DATA[kind]] = value
    return d


def _printed_token(token: str) -> bool:
    """Whether ``token`` is one of the box's map tokens: a Supply token (any of its kinds) or a
    Trade Good ``kind#n`` within the number of that kind's tokens."""
    decks = teaching_decks()
    if token in decks.supply:
        return True
    kind, _, n = token.partition("#")
    return kind in decks.goods and n.isdigit() and int(n) < decks.goods[kind]


# -- setting up -------------------------------------------------------------------------

def _piles(cards: list, piles: int, where: str, scoring: str, rng: random.Random) -> tuple:
    """Split a deck into piles, shuffle the Scoring card into one and stack them
    so that pile ends at the bottom (or in the middle) (L407-412, L437-440)."""
    size = -(-len(cards) // piles)
    parts = [cards[i * size:(i + 1) * size] for i in range(piles)]
    k = piles - 1 if where == "bottom" else piles // 2
    parts[k] = parts[k] + [scoring]
    rng.shuffle(parts[k])
    return tuple(c for part in parts for c in part)


@cites(rb.MAP_TOKENS, rb.TECH_DECK, rb.BUILD_DECK, rb.POPULATION_DECK, rb.TAX_TRADE_DECK, rb.DECK_SIZES,
       rb.REGIONS_IN_PLAY, rb.ACHIEVEMENTS_USED, rb.STARTING_POPULATION, rb.COMPONENTS)
def new_game(players: int = 3, seed: int = 0, options: Options | dict | None = None) -> State:
    """Set up a game (§C5). The Start Player is seat 0 (P1); seats follow clockwise.
    ``seed`` drives every shuffle."""
    if setup_whole("players", players) not in PLAYERS:
        raise IllegalAction(rb.COMPONENTS, f"Mosaic is for 2-6 players, not {players!r}")
    setup_seed(seed)
    if not isinstance(options, Options):
        options = Options.parse(options)
    d, t = data(), teaching_decks()
    rng = random.Random(seed)
    in_play = set(rules.regions_in_play(players))
    # the map: Fish on the Port spaces, Supply tokens, Trade Goods (X tokens removed)
    spaces = [s for s in d.map.spaces.values() if s.region in in_play]
    supply = sorted(t.supply, key=lambda k: int(k.rsplit("-", 1)[1]))
    rng.shuffle(supply)
    goods = [f"{k}#{i}" for k, n in sorted(t.goods.items()) if k != "fish" for i in range(n)]
    pool = goods + ["X"] * (79 if options.x_tokens == "blanks" else 0)      # AMB-03
    rng.shuffle(pool)
    fish = iter(f"fish#{i}" for i in range(10))
    tokens = []
    for s in sorted(spaces, key=lambda s: s.id):
        if s.kind == "port":
            tokens.append((s.id, next(fish)))
        elif s.kind == "supply":
            tokens.append((s.id, supply.pop()))
        else:
            tok = pool.pop() if pool else "X"          # 'unused': spaces past the last good stay empty
            if tok != "X":
                tokens.append((s.id, tok))
    used = {tok for _, tok in tokens}
    box = tuple(sorted(x for x in goods + supply + [f"fish#{i}" for i in range(10)] if x not in used))
    # the decks
    starting = sorted(x for x, c in d.technologies.items() if c.kind == "starting")
    rng.shuffle(starting)
    dealt = tuple(tuple(starting[i * 5:(i + 1) * 5]) for i in range(players))
    tech = starting[5 * players:] + sorted(x for x, c in d.technologies.items() if c.kind == "technology")
    rng.shuffle(tech)
    build = sorted(f"{b}-{i}" for b, n in d.teaching.build_copies.items() for i in range(1, n + 1))
    rng.shuffle(build)
    pop = sorted(t.population)
    rng.shuffle(pop)
    npop = rules.deck_size("population", players)
    ntax, ntrade = rules.tax_trade_split(players)
    tax, trade = sorted(t.tax), sorted(t.trade)
    rng.shuffle(tax)
    rng.shuffle(trade)
    tt = tax[:ntax] + trade[:ntrade]
    rng.shuffle(tt)
    box += tuple(pop[npop:]) + tuple(tax[ntax:]) + tuple(trade[ntrade:])
    decks = []
    for name, cards in zip(DECKS, (tech, build, pop[:npop], tt)):
        piles, where = rules.scoring_card_pile(name, players)
        decks.append(_piles(cards, piles, where, f"ES-{name}", rng))
    achievements = sorted(d.achievements)
    rng.shuffle(achievements)
    box += tuple(achievements[9:])
    state = State(options=options, players=tuple(Player(i) for i in range(players)),
                  tokens=tuple(sorted(tokens)), decks=tuple(decks), box=tuple(sorted(box)),
                  leaders=tuple(sorted(d.leaders)), wonders=tuple(sorted(d.wonders)),
                  golden=tuple(sorted(d.golden_ages)), achievements=tuple(sorted(achievements[:9])),
                  governments=tuple(sorted(d.governments)), seed=seed)
    state = PHASES["setup"].enter(state)
    for i in range(4):
        state = state.draw(i)
    s = state._with(hands=dealt)._settle()
    params = {"players": players, "seed": seed, "options": options.changed()}
    return s._set_up(params)


Game = State
__all__ = ["Game", "PLAYERS", "State", "new_game"]
