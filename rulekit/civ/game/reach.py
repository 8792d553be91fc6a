"""How far a Civilization figure may move (CV-B-06): the movement search and what it reads of a
position, kept from state to state (mixed into :class:`rulekit.civ.game.position.Position`).

A figure's search looks at the squares within its travel speed; its result, and the Movement
options listed from it, are kept in :meth:`Reach.reach_table` while what it read stands: the
squares it looked at read the same of the figures (:func:`_same_reading`) and its owner moves as
before (:meth:`Reach.mover`).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import compress

from rulekit.core.rule import cites
from rulekit.core.state import cached
from rulekit.civ import abilities
from rulekit.civ import effects
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.state import Figure


#: a few boards only (a game reads one board all along): each board kept here is kept alive, and a full
#: garbage collection walks its objects
@lru_cache(maxsize=8)
def _grid(board) -> tuple:
    """A map's squares as the bits of one integer (the square ``(row, col)`` is bit ``row * cols + col``),
    so that a movement search takes a whole ring of squares a step at once: ``(square -> its bit,
    the squares in the order of their bits (``None`` in the hole), columns, the squares off the first
    column, the squares off the last column, the water squares, tile id -> its squares, every square)``,
    one a board.
    Nothing outside this module sees a bit: what a search gives back is keyed by ``(row, col)``."""
    width = board.cols
    bit, square, first, last, water, tiles = {}, [None] * (board.rows * width), 0, 0, 0, {}
    terrain = board.terrain
    for q in board._n4:                         # every square of the map, the hole left out
        b = 1 << (q[0] * width + q[1])
        bit[q] = b
        square[q[0] * width + q[1]] = q
        if q[1] == 0:
            first |= b
        if q[1] == width - 1:
            last |= b
        if terrain.get(q) == "water":
            water |= b
        t = board.tile_of[q]
        tiles[t] = tiles.get(t, 0) | b
    every = sum(bit.values())
    return bit, tuple(square), width, every ^ first, every ^ last, water, tiles, every


#: ``"0"`` -> 0, ``"1"`` -> 1, for :func:`_squares`
_DIGITS = bytes.maketrans(b"01", b"\x00\x01")


def _squares(mask: int, grid: tuple) -> list:
    """The squares of ``mask``'s bits (:func:`_grid`), row by row: its binary digits, last first, pick
    them from the squares in bit order."""
    return list(compress(grid[1], bin(mask)[:1:-1].encode().translate(_DIGITS)))


def _full(own: dict, room: int, bit: dict) -> int:
    """The squares (bits) where the owner has no room left: ``room`` or more of its figures (any square
    when ``room`` is none)."""
    if room <= 0:
        return -1
    full = 0
    for q, n in own.items():
        if n >= room:
            full |= bit.get(q, 0)
    return full


def _same_reading(before: tuple, now: tuple, squares: int, room: int, army_squares: int, bit: dict) -> bool:
    """Whether a movement search reads the same of the figures in both the :meth:`Reach.side` tuples
    of its owner: on each of ``squares`` (bits) an enemy there or not and room there under the stacking
    limit (``room``: the limit less the wagons moving with an army) or not, and on each of ``army_squares``
    (the landmark squares a lone wagon's search came to) an own army there or not. That is all a
    search (and the Movement options listed from it) reads of the figures, so its result stands while
    those squares read the same."""
    if before is now:
        return True
    if (before[0] ^ now[0]) & squares or (before[2] ^ now[2]) & army_squares:
        return False
    return not (_full(before[1], room, bit) ^ _full(now[1], room, bit)) & squares


class Reach:
    """The movement search's questions of a position; mixed into :class:`~rulekit.civ.game.position.Position`."""

    __slots__ = ()

    # == figures and movement (CV-B-06) ====================================================
    @cached("figures", "cities")
    def sides(self) -> dict:
        """Seat -> :meth:`side`, filled as asked (once per ``figures`` and ``cities``)."""
        return {}

    @cached("cities")
    def city_squares(self) -> dict:
        """Seat -> :meth:`cities_read`, filled as asked (once per ``cities``)."""
        return {}

    def cities_read(self, seat: int) -> tuple:
        """What a movement search of ``seat``'s figures reads of the cities, as bits (:func:`_grid`): the
        other players' city centres (enemy squares), and the centres of its own metropolis (they bridge
        water, as the search reads B6)."""
        known = self.city_squares
        got = known.get(seat)
        if got is None:
            bit = self.reach_masks[0][0]
            enemy = bridge = 0
            for c, city in self.city_at.items():
                if city.owner != seat:
                    enemy |= bit.get(c, 0)
                elif city.kind == "metropolis":
                    bridge |= bit.get(c, 0)
            got = known[seat] = (enemy, bridge)
        return got

    def side(self, seat: int) -> tuple:
        """``(enemy squares, own figures per square, squares with an own army)`` for ``seat``: an
        enemy square holds another player's figure or city centre. The enemy and army squares are
        bits of :func:`_grid` (plain integers, which the garbage collector does not walk); the own
        figures a dict keyed by square."""
        known = self.sides
        side = known.get(seat)
        if side is None:
            bit = self.reach_masks[0][0]
            enemy = self.cities_read(seat)[0]
            own: dict = {}
            armies = 0
            for f in self.figures:
                if f.owner != seat:
                    enemy |= bit.get(f.pos, 0)
                else:
                    own[f.pos] = own.get(f.pos, 0) + 1
                    if f.kind == "army":
                        armies |= bit.get(f.pos, 0)
            side = known[seat] = (enemy, own, armies)
        return side

    def explored_around(self, p) -> bool:
        """Whether every square beside ``p`` (orthogonally, on the map) lies on an explored tile."""
        grid, explored = self.reach_masks[:2]
        b = grid[0].get(p, 0)
        near = ((b << 1) & grid[3]) | ((b >> 1) & grid[4]) | (b << grid[2]) | (b >> grid[2])
        return not near & grid[7] & ~explored

    def own_figures_at(self, seat: int, p) -> int:
        return self.side(seat)[1].get(p, 0)

    def enemy_at(self, seat: int, p) -> bool:
        b = self.reach_masks[0][0].get(p)
        return b is not None and self.side(seat)[0] & b != 0

    @cached("seed", "options", "explored", "cities", "markers", "gp_board")
    def reach_table(self) -> dict:
        """``(figure id, its square, the wagons an army escorts or 0)`` -> [where the figure may end (bits of
        :func:`_grid`: by a move, by an attack, own city centres), the squares its search looked at (bits),
        the owner's :meth:`side` it was last found valid for, the owner's :meth:`mover`, the squares where it
        read whether an own army stands (bits), once asked the figure's Movement options
        (:meth:`reach_options`) and its :meth:`reachable` dict, the figure], filled as asked. It depends neither on ``figures`` nor on
        ``players``: of the figures a search reads only, on the squares it looked at, whether an enemy
        stands there and whether the owner has room there under the stacking limit, and on the landmark
        squares a lone wagon came to whether an own army stands there (:func:`_same_reading`), and of its
        owner only the :meth:`mover` (speed, water, stacking limit), so an entry is carried past a
        change of figures while those squares read the same and past a change of the players (a new
        turn) while the owner moves as before, and searched again when not (as the old engine's
        ``_reach`` was carried by a figure's move). One table for the states that share its fields,
        not one a state."""
        return {}

    @cached("players", "gp_board")
    def movers(self) -> dict:
        """Seat -> :meth:`mover`, filled as asked."""
        return {}

    @cites(rb.MOVEMENT)
    def mover(self, seat: int) -> tuple:
        """What a search of ``seat``'s figures reads of the player: travel speed (techs, Spain, Henry
        Ford, Captain Cook), what water means (B6) and the stacking limit."""
        known = self.movers
        got = known.get(seat)
        if got is None:
            player = self.players[seat]
            techs = player.tech_names
            speed = effects.speed_bonus(self, seat, rules.travel_speed(techs) + abilities.speed_bonus(self, seat))
            got = known[seat] = (speed, rules.water_rule(techs), player.stacking)
        return got

    def _reach_entry(self, f: Figure, group: int = 0) -> list:
        """The entry of ``f`` (with ``group`` wagons, if an army escorts them) valid for this state's figures
        and its owner, searched again if need be. Its key is the figure's id and square (and the wagons),
        not the figure, whose hash is Python code; the entry keeps the figure it was searched for."""
        known = self.reach_table
        seat = f.owner                  # side and mover as found for this state, without a call once found
        here = self.sides.get(seat) or self.side(seat)
        mover = self.movers.get(seat) or self.mover(seat)
        key = (f.id, f.pos, group)
        got = known.get(key)
        if got is not None and got[7] is not f and got[7] != f:     # another figure of that id (an edited position)
            got = None
        if got is None or got[2] is not here or got[3] is not mover:
            if got is not None and got[3] == mover and _same_reading(got[2], here, got[1], mover[2] - group, got[4],
                                                                     self.reach_masks[0][0]):
                got[2] = here
                got[3] = mover
            else:
                ends, seen, army_squares = self._search(f, group)
                got = known[key] = [ends, seen, here, mover, army_squares, None, None, f]
        return got

    def reach_options(self, f: Figure, listed) -> tuple:
        """``listed(self, f, squares, centres)`` (Movement's options for figure ``f`` alone, from the
        squares where it may end its move by moving or attacking and the own city centres it reaches
        (:meth:`reachable`), each row by row), kept in ``f``'s :meth:`reach_table` entry: they read only
        what the entry is kept valid for (the squares the search looked at and what stands on them, the
        owner's :meth:`mover`, and the table's fields: explored tiles, cities and their markers, markers,
        options), so they are listed again only when the entry is searched again."""
        got = self._reach_entry(f)
        if got[5] is None:
            grid = self.reach_masks[0]
            moves, attacks, centres = got[0]
            got[5] = tuple(listed(self, f, _squares(moves | attacks, grid), _squares(centres, grid) if centres else []))
        return got[5]

    def _table(self, got: list) -> dict:
        """An entry's :meth:`reachable`, written once asked (moves, then attacks, then own city centres,
        each row by row)."""
        if got[6] is None:
            grid = self.reach_masks[0]
            out: dict = {}
            for mask, what in zip(got[0], ("move", "attack", "own-city")):
                if mask:
                    out.update(dict.fromkeys(_squares(mask, grid), what))
            got[6] = out
        return got[6]

    @cites(rb.MOVEMENT, rb.HOLE, rb.LANDMARK_SQUARE, rb.EXPLORE, rb.DISBAND)
    def reachable(self, f: Figure) -> dict:
        """Squares ``f`` may end its move on: square -> what happens there (``"move"``, ``"attack"``,
        ``"own-city"``). The dict is shared by the states that share its inputs: read it, never change it."""
        return self._table(self._reach_entry(f))

    def reach_of(self, f: Figure, q, wagons: int = 0):
        """What happens when ``f`` (with ``wagons`` wagons, if an army escorts them) ends its move on
        ``q``: :meth:`reachable`'s (or :meth:`group_reachable`'s) value for ``q``, or ``None``, read
        without writing the dict."""
        got = self._reach_entry(f, wagons)
        b = self.reach_masks[0][0].get(q)
        if b is None:
            return None
        moves, attacks, centres = got[0]
        return "move" if moves & b else "attack" if attacks & b else "own-city" if centres & b else None

    def own_centres_reached(self, f: Figure) -> list:
        """The own city centres ``f`` passes through this turn (:meth:`reachable`'s ``"own-city"``), row
        by row."""
        centres = self._reach_entry(f)[0][2]
        return _squares(centres, self.reach_masks[0]) if centres else []

    @cites(rb.MOVE_TOGETHER, rb.LANDMARK_SQUARE)
    def escorted_wagons(self, f: Figure, moved=()) -> tuple:
        """The own wagons on army ``f``'s square that have not moved (``moved``: figure ids): the group
        an ``escort`` moves with it (CV-B-26)."""
        if f.kind != "army" or self.side(f.owner)[1].get(f.pos, 0) < 2:     # the army alone on its square
            return ()
        pos, seat = f.pos, f.owner
        return tuple(g.id for g in self.figures if g.pos == pos and g.owner == seat and g.kind == "wagon"
                     and g.id not in moved)

    def group_reachable(self, f: Figure, wagons: int) -> dict:
        """Squares army ``f`` and ``wagons`` wagons moving with it may end on together: as a wagon
        may go (no hut or village square, no attack) except that a landmark square may be entered
        with the army (L578-580), within the stacking limit for the whole group (CV-B-26)."""
        return self._table(self._reach_entry(f, wagons))

    @cached("seed", "explored", "cities", "markers")
    def reach_masks(self) -> tuple:
        """What a movement search reads of the map that no figure changes, as bits of :func:`_grid`:
        ``(the grid, explored squares, hut and village squares, landmark squares, city centres)`` (kept
        while the explored tiles, cities and markers are unchanged)."""
        grid = _grid(self.board)
        bit, tiles = grid[0], grid[6]
        explored = huts = landmarks = centres = 0
        for t in self.explored_set:
            explored |= tiles.get(t, 0)
        for q, m in self.markers_by_square.items():
            if m[0] == "hut" or m[0] == "village":
                huts |= bit.get(q, 0)
            elif m[0] == "landmark":
                landmarks |= bit.get(q, 0)
        for c in self.city_at:
            centres |= bit.get(c, 0)
        return grid, explored, huts, landmarks, centres

    def _reachable(self, f: Figure, group: int = 0) -> tuple:
        """``(squares f may end on, square -> the steps to it of each square the search looked at)``."""
        rings: list = []
        out = self._table([self._search(f, group, rings)[0], None, None, None, None, None, None])
        seen = {f.pos: 0}
        for step, ring in enumerate(rings, 1):
            for q in _squares(ring, self.reach_masks[0]):
                seen.setdefault(q, step)
        return out, seen

    def _search(self, f: Figure, group: int = 0, rings=None) -> tuple:
        """``((squares f may end on by a move, by an attack, own city centres it passes through), the squares
        the search looked at, the landmark squares where a lone wagon's search read whether an own army
        stands)``, as bits of :func:`_grid` (:meth:`_table` writes the first as :meth:`reachable`);
        ``rings``, if a list, is given the squares looked at by the end of each step (bits).

        The search goes a step at a time (a ring of squares) over the bits of :func:`_grid`: the next
        ring is the explored squares beside the last one not looked at before; of them, an enemy square
        may be attacked by an army and ends the way, a hut or village square may be entered by an army
        and ends it, a landmark square stops a wagon without an army there (L578-580), water without
        the tech (B6) is passed over (a landmark there ended on by an army under AMB-X22 'army-may-end'),
        an own city centre is passed through (L524-527), and the others are ended on where the stacking
        limit leaves room; the way goes on from the squares not ended (travel speed)."""
        seat = f.owner
        speed, water, stacking = self.mover(seat)
        grid, explored, huts, landmarks, centres = self.reach_masks
        bit, width, off_first, off_last, wet = grid[0], grid[2], grid[3], grid[4], grid[5]
        wet &= ~self.cities_read(seat)[1]          # an own metropolis's centre bridges water (B6)
        enemy, own, armies = self.side(seat)
        room = ~_full(own, stacking - group, bit)   # room for the wagons moving with an army (CV-B-26)
        army = f.kind == "army" and not group       # a group neither attacks nor enters huts or villages
        wagon = f.kind == "wagon"
        landmark_water = army and self.options.landmark_claim_with_water == "army-may-end"
        no_water, end_water = water == "no", water == "end"
        dry = ~wet
        ends = -1 if end_water else dry | (landmarks if landmark_water else 0)    # where a move may end
        start = bit.get(f.pos, 0)
        ring, seen, left = start, start, explored & ~start
        moves = attacks = cities = army_squares = 0
        step = 0
        while ring:
            step += 1
            near = ((ring << 1) & off_first) | ((ring >> 1) & off_last) | (ring << width) | (ring >> width)
            new = near & left
            if not new:
                break
            left ^= new
            if no_water:
                drowned = new & wet
                if drowned:
                    new ^= drowned
                    if landmark_water:              # AMB-X22 'army-may-end': Atlantis claimed with no water tech
                        at = drowned & landmarks
                        seen |= at                  # what stands there decides: the search looked
                        moves |= at & room & ~enemy
            seen |= new
            if rings is not None:
                rings.append(seen)
            hit = new & enemy
            if hit:
                new ^= hit
                if army:
                    attacks |= hit & dry
            hut = new & huts
            if hut:
                new ^= hut
                if army:
                    moves |= hut & dry
            if wagon:
                mark = new & landmarks
                if mark:
                    army_squares |= mark
                    new &= ~(mark & ~armies)        # a wagon enters a landmark square only with an army
            city = new & centres                    # an own city centre: pass through (L524-527)
            cities |= city
            moves |= (new ^ city) & ends & room
            ring = new if step < speed else 0
        return (moves, attacks, cities), seen, army_squares
