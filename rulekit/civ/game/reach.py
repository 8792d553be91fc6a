"""How far a Civilization figure may move (CV-B-06): the movement search and what it reads of a
position, kept from state to state (mixed into :class:`rulekit.civ.game.position.Position`).

A figure's search looks at the squares within its travel speed; its result, and the Movement
options listed from it, are kept in :meth:`Reach.reach_table` while what it read stands: the
squares it looked at read the same of the figures (:func:`_same_reading`) and its owner moves as
before (:meth:`Reach.mover`).
"""

from __future__ import annotations

from functools import lru_cache

from rulekit.core.rule import cites
from rulekit.core.state import cached
from rulekit.civ import abilities
from rulekit.civ import effects
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.state import Figure


@lru_cache(maxsize=64)
def _square_table(board) -> dict:
    """Square -> ``(tile id, water?)`` of a map (one table a board, in plain dicts: a movement search
    reads them at every square it looks at)."""
    terrain = board.terrain
    return {q: (t, terrain.get(q) == "water") for q, t in board.tile_of.items()}


def _same_reading(before: tuple, now: tuple, squares, room: int, army_squares) -> bool:
    """Whether a movement search reads the same of the figures in both the :meth:`Reach.side` tuples
    of its owner: on each of ``squares`` an enemy there or not and room there under the stacking limit
    (``room``: the limit less the wagons moving with an army) or not, and on each of ``army_squares``
    (the landmark squares a lone wagon's search came to) an own army there or not. That is all a
    search (and the Movement options listed from it) reads of the figures, so its result stands while
    those squares read the same."""
    if before is now:
        return True
    enemy0, own0, armies0 = before
    enemy1, own1, armies1 = now
    for q in enemy0.keys() ^ enemy1.keys():             # the squares whose reading changed, if looked at
        if q in squares:
            return False
    for q in own0.keys() | own1.keys():
        if (own0.get(q, 0) < room) is not (own1.get(q, 0) < room) and q in squares:
            return False
    for q in army_squares:
        if (q in armies0) is not (q in armies1):
            return False
    return True


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
        """What a movement search of ``seat``'s figures reads of the cities: ``{centre: True}`` of the
        other players' city centres (enemy squares), and the centres of its own metropolis (they bridge
        water, as the search reads B6)."""
        known = self.city_squares
        got = known.get(seat)
        if got is None:
            got = known[seat] = ({c: True for c, city in self.city_at.items() if city.owner != seat},
                                 {c for city in self.cities if city.owner == seat and city.kind == "metropolis"
                                  for c in city.centres})
        return got

    def side(self, seat: int) -> tuple:
        """``(enemy squares, own figures per square, squares with an own army)`` for ``seat``: an
        enemy square holds another player's figure or city centre. The squares are the keys of
        dicts (of plain values, which the garbage collector stops walking, unlike sets)."""
        known = self.sides
        side = known.get(seat)
        if side is None:
            enemy = self.cities_read(seat)[0].copy()
            own: dict = {}
            armies = {}
            for f in self.figures:
                if f.owner != seat:
                    enemy[f.pos] = True
                else:
                    own[f.pos] = own.get(f.pos, 0) + 1
                    if f.kind == "army":
                        armies[f.pos] = True
            side = known[seat] = (enemy, own, armies)
        return side

    def own_figures_at(self, seat: int, p) -> int:
        return self.side(seat)[1].get(p, 0)

    def enemy_at(self, seat: int, p) -> bool:
        return p in self.side(seat)[0]

    @cached("seed", "options", "explored", "cities", "markers", "gp_board")
    def reach_table(self) -> dict:
        """Figure (or ``("group", army, wagons)``) -> [:meth:`reachable`, the squares its search
        looked at, the owner's :meth:`side` it was last found valid for, the owner's :meth:`mover`,
        the squares where it read whether an own army stands, and once asked the figure's Movement
        options (:meth:`reach_options`)], filled as asked. It depends neither on ``figures`` nor on
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

    def _reach_entry(self, key, f: Figure, group: int = 0) -> list:
        """The entry of ``key`` valid for this state's figures and its owner, searched again if need be."""
        known = self.reach_table
        here = self.side(f.owner)
        mover = self.mover(f.owner)
        got = known.get(key)
        if got is None or got[2] is not here or got[3] is not mover:
            if got is not None and got[3] == mover and _same_reading(got[2], here, got[1], mover[2] - group, got[4]):
                got[2] = here
                got[3] = mover
            else:
                out, seen, army_squares = self._search(f, group)
                got = known[key] = [out, seen, here, mover, army_squares]
        return got

    def reach_options(self, f: Figure, listed) -> tuple:
        """``listed(self, f, reachable(f))`` (Movement's options for figure ``f`` alone), kept in
        ``f``'s :meth:`reach_table` entry: they read only what the entry is kept valid for (the
        squares the search looked at and what stands on them, the owner's :meth:`mover`, and the
        table's fields: explored tiles, cities and their markers, markers, options), so they are
        listed again only when the entry is searched again."""
        got = self._reach_entry(f, f)
        if len(got) == 5:
            got.append(tuple(listed(self, f, got[0])))
        return got[5]

    @cites(rb.MOVEMENT, rb.HOLE, rb.LANDMARK_SQUARE, rb.EXPLORE, rb.DISBAND)
    def reachable(self, f: Figure) -> dict:
        """Squares ``f`` may end its move on: square -> what happens there (``"move"``, ``"attack"``,
        ``"own-city"``). The dict is shared by the states that share its inputs: read it, never change it."""
        return self._reach_entry(f, f)[0]

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
        return self._reach_entry(("group", f, wagons), f, wagons)[0]

    @cached("seed", "explored", "cities", "markers")
    def reach_squares(self) -> dict:
        """Square -> what a movement search reads of it that no figure changes: ``False`` for an
        unexplored tile, ``True`` for explored land with no marker and no city centre, else ``(water?,
        the kind of the marker on it or "", a city centre?)``; filled as the searches look (kept while the
        explored tiles, cities and markers are unchanged)."""
        return {}

    def _reachable(self, f: Figure, group: int = 0) -> tuple:
        """``(squares f may end on, square -> the steps to it of each square the search looked at)``."""
        return self._search(f, group)[:2]

    def _search(self, f: Figure, group: int = 0) -> tuple:
        """:meth:`_reachable`, with the landmark squares where a lone wagon's search read whether an own
        army stands (:func:`_same_reading`)."""
        seat = f.owner
        speed, water, stacking = self.mover(seat)
        explored = self.explored_set
        bridge = self.cities_read(seat)[1]
        b = self.board
        n4, squares, known = b._n4, _square_table(b), self.reach_squares
        city_at, markers = self.city_at, self.markers_by_square
        enemy, own, armies = self.side(seat)
        stacking -= group                           # room for the wagons moving with an army (CV-B-26)
        army = f.kind == "army" and not group       # a group neither attacks nor enters huts or villages
        wagon = f.kind == "wagon"
        landmark_water = army and self.options.landmark_claim_with_water == "army-may-end"
        no_water, end_water = water == "no", water == "end"
        out = {}
        army_squares = []                           # where a lone wagon read whether an own army stands
        frontier = [f.pos]
        seen = {f.pos: 0}
        step = 0
        while frontier:
            step += 1                                   # the squares of this frontier are step - 1 away
            nxt = []
            for p in frontier:
                for q in n4.get(p, ()):
                    if q in seen:
                        continue
                    info = known.get(q)
                    if info is None:
                        tile, is_water = squares[q]
                        if tile not in explored:
                            info = known[q] = False
                        else:
                            m = markers.get(q)
                            info = (is_water, m[0] if m else "", q in city_at)
                            info = known[q] = True if info == (False, "", False) else info
                    if info is True:                # plain land: the steps below with nothing on it
                        seen[q] = step
                        if q in enemy:
                            if army:
                                out[q] = "attack"
                            continue
                        if own.get(q, 0) < stacking:
                            out[q] = "move"
                        if step < speed:
                            nxt.append(q)
                        continue
                    if info is False:
                        continue
                    is_water, mark, city = info
                    wet = is_water and q not in bridge
                    if wet and no_water:
                        # AMB-X22 'army-may-end': Atlantis is claimed with no water tech, by ending there
                        if landmark_water and mark == "landmark":
                            seen[q] = step              # what stands there decides: the search looked
                            if q not in enemy and own.get(q, 0) < stacking:
                                out[q] = "move"
                        continue
                    seen[q] = step
                    if q in enemy:
                        if army and not wet:
                            out[q] = "attack"
                        continue
                    if mark:
                        if mark == "hut" or mark == "village":
                            if army and not wet:
                                out[q] = "move"
                            continue
                        if mark == "landmark" and wagon:
                            army_squares.append(q)
                            if q not in armies:
                                continue
                    if city:                                 # an own city centre: pass through (L524-527)
                        out[q] = "own-city"
                    elif not (wet and not end_water) or (mark == "landmark" and landmark_water):
                        if own.get(q, 0) < stacking:
                            out[q] = "move"
                    if step < speed:
                        nxt.append(q)
            frontier = nxt
        return out, seen, army_squares
