"""Movement (CV-B-06): the checks of a figure's move, exploration, disbanding and escort, and the
decision that lists and judges them with those checks."""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.rule import cites
from rulekit.civ import board as bd
from rulekit.civ import effects
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.actions import Disband, Done, Escort, Explore, Move, UseGP, known_action, known_actions
from rulekit.civ.decisions import Step, ended, put, shared, wonders
from rulekit.civ.decisions.judges.base import sq

# == Movement's checks (CV-B-06) ===============================================================

def figure_by_id(s, fid):
    return next((f for f in s.figures if f.id == fid), None)


def own_figure(s, seat, fid, rule):
    """``(figure, None)``, or ``(None, refusal)`` when ``seat`` has no figure ``fid``."""
    f = figure_by_id(s, fid)
    if f is None or f.owner != seat:
        return None, (rule, f"P{seat + 1} has no figure {fid}")
    return f, None


@cites(rb.MOVEMENT)
def unmoved_refusal(step, f):
    if f.id in step.moved:
        return rb.MOVEMENT, f"figure {f.id} has moved this turn: each figure moves once a turn"
    return None


def may_stop(s, seat, q, group: int = 0) -> bool:
    """An own city centre reached is a stop only by ``stop_in_own_city = "stay"`` and room there."""
    return s.options.stop_in_own_city == "stay" and s.own_figures_at(seat, q) + group < s.players[seat].stacking


@cites(rb.MOVEMENT, rb.HOLE, rb.EXPLORE, rb.LANDMARK_SQUARE, rb.DISBAND, rb.STACKING)
def square_refusal(s, seat, f, q):
    """Why figure ``f`` does not end its move on ``q`` (``None`` if :meth:`reachable` lets it)."""
    what = s.reach_of(f, q)
    if what == "move" or what == "attack" or (what == "own-city" and may_stop(s, seat, q)):
        return None
    b = s.board
    if q in b.hole:
        return rb.HOLE, "no move may enter or cross the hole in the middle of the map (L387-389)"
    if not bd.on_map(b, q):
        return rb.MOVEMENT, "that square is off the map"
    m = s.marker_at(q)
    if m and m[0] in ("hut", "village") and f.kind == "wagon":
        return rb.EXPLORE, "wagons may not enter hut or village squares"
    if m and m[0] == "landmark" and f.kind == "wagon":
        return rb.LANDMARK_SQUARE, "a wagon enters a landmark square only with an army (even under Republic)"
    if q in s.city_at and s.city_at[q].owner == seat:
        return rb.DISBAND, "a figure may pass through your city centres but stopping there disbands it (AMB-X15)"
    if s.own_figures_at(seat, q) >= s.players[seat].stacking:
        return rb.STACKING, f"your stacking limit is {s.players[seat].stacking} figures on a square"
    return rb.MOVEMENT, (f"figure {f.id} cannot reach {q[0]},{q[1]} this turn (orthogonal steps, travel speed "
                         f"{rules.travel_speed(s.techs_of(seat))}, explored land)")


def unexplored_beside(s, f) -> list:
    """The unexplored tiles beside figure ``f``'s square, sorted: what it may explore (CV-B-06)."""
    if s.explored_around(f.pos):
        return []
    b, explored = s.board, s.explored_tiles()
    return sorted({b.tile_of[q] for q in bd.n4(b, f.pos) if b.tile_of[q] not in explored})


@cites(rb.FORTIFY, rb.CARAVAN, rb.FORT_CARAVAN_MARKERS)
def marker_refusal(s, f, into, city):
    """What a disbanded figure leaves in the city: nothing, an army's fortification, a wagon's caravan."""
    if into == "fortify" and f.kind != "army":
        return rb.FORTIFY, "only a disbanded army fortifies a city"
    if into == "caravan" and f.kind != "wagon":
        return rb.CARAVAN, "only a disbanded wagon sends a caravan"
    if into in ("fortify", "caravan") and city is not None:
        if s.fort_caravan_supply() < 1:
            return rb.FORT_CARAVAN_MARKERS, "all 15 fortification/caravan markers are in play (L61)"
        if city.marker:
            return rb.FORTIFY if into == "fortify" else rb.CARAVAN, \
                f"the city at {sq(city.centres[0])} already holds a fortification or a caravan: one a city, never both"
    return None


@cites(rb.DISBAND)
def disband_refusal(s, f, a):
    why = marker_refusal(s, f, a.into, None)
    if why:
        return why
    centres = s.disband_centres(f)
    if tuple(a.city) not in centres:
        reach = ", ".join(sq(q) for q in centres) or "none"
        return rb.DISBAND, (f"figure {f.id} is disbanded in the centre of one of your cities it stands on or reaches "
                            f"this turn, and {sq(a.city)} is not one (those it may: {reach})")
    if a.into not in ("none", "fortify", "caravan"):
        return rb.DISBAND, f"a disbanded figure leaves none, a fortification or a caravan, not {a.into!r}"
    return marker_refusal(s, f, a.into, s.city_at[tuple(a.city)])


@cites(rb.MOVE_TOGETHER, rb.EXPLORE, rb.STACKING)
def escort_refusal(s, step, f, q):
    """An army moving with the unmoved wagons on its square: as a wagon may go, within the stacking limit."""
    seat = step.player
    if f.kind != "army":
        return rb.MOVE_TOGETHER, f"an escort moves one of your armies with its wagons; {f.id} is none"
    wagons = s.escorted_wagons(f, step.moved)
    if not wagons:
        return rb.MOVE_TOGETHER, f"no wagon of yours that has not moved stands with army {f.id}"
    what = s.reach_of(f, q, len(wagons))                        # group_reachable's value for q
    if what == "move" or (what == "own-city" and may_stop(s, seat, q, len(wagons))):
        return None
    m = s.marker_at(q)
    if m and m[0] in ("hut", "village"):
        return rb.EXPLORE, "wagons may not enter hut or village squares, even with an army"
    if s.enemy_at(seat, q):
        return rb.MOVE_TOGETHER, "an army escorting wagons does not attack: move it alone to attack"
    n = 1 + len(wagons)
    if s.own_figures_at(seat, q) + n > s.players[seat].stacking:
        return rb.STACKING, f"the {n} figures moving together would break your stacking limit of " \
                            f"{s.players[seat].stacking}"
    return square_refusal(s, seat, f, q) or (rb.MOVE_TOGETHER, f"army {f.id} and its wagons cannot end on {sq(q)} "
                                                                 f"together")


def figure_options(s, f, ends, centres) -> list:
    """Where figure ``f`` may move alone, what it may explore, where it may disband, from the squares
    where it may end its move by moving or attacking (``ends``) and the own city centres it passes
    through (``centres``), as :meth:`reachable` finds them (the checks of :func:`square_refusal`,
    :func:`unexplored_beside` and :func:`disband_refusal`)."""
    seat = f.owner
    stops = [q for q in centres if may_stop(s, seat, q)] if centres else ()
    out = known_actions(Move, f.id, each=ends + stops if stops else ends)
    out += known_actions(Explore, f.id, each=unexplored_beside(s, f))
    for centre in s.disband_centres(f, centres):                # the player chooses the city (L520-524)
        out.append(known_action(Disband, f.id, "none", centre))
        into = "fortify" if f.kind == "army" else "caravan"
        if marker_refusal(s, f, into, s.city_at[centre]) is None:
            out.append(known_action(Disband, f.id, into, centre))
    return out


@dataclass(frozen=True, slots=True)
class Movement(Step):
    """A player's Movement: move, explore from, escort or disband each figure once (``moved``: the
    ids of the figures that did), great people, or ``done``."""

    moved: tuple = ()

    kind = "movement"
    rule = rb.MOVEMENT
    prompt = "{who} ({civ}): Movement — move, explore or disband figures, or done"

    def options(self, s) -> list:
        seat = self.player
        out = [Done.of()]
        for f in s.figures:
            if f.owner != seat or unmoved_refusal(self, f):
                continue
            out += s.reach_options(f, figure_options)
            wagons = s.escorted_wagons(f, self.moved) if f.kind == "army" else ()    # its first test: an army
            if wagons:                                  # the army with its wagons: one action a destination
                out += [known_action(Escort, f.id, q) for q, what in s.group_reachable(f, len(wagons)).items()
                        if what == "move" or (what == "own-city" and may_stop(s, seat, q, len(wagons)))]
        return out + effects.gp_options(s, seat, "movement") if s.players[seat].gp_cards else out   # its first test

    def refusal(self, s, a):
        seat = self.player
        if isinstance(a, (Move, Explore, Disband, Escort)):
            rule = rb.DISBAND if isinstance(a, Disband) else rb.MOVEMENT
            f, why = own_figure(s, seat, a.figure, rule)
            if why:
                return why
            why = unmoved_refusal(self, f)
            if why:
                return why
            if isinstance(a, Escort):
                return escort_refusal(s, self, f, tuple(a.square))
            if isinstance(a, Move):
                return square_refusal(s, seat, f, tuple(a.square))
            if isinstance(a, Disband):
                return disband_refusal(s, f, a)
            if a.tile not in unexplored_beside(s, f):
                return rb.EXPLORE, f"figure {f.id} stands beside no unexplored tile {a.tile}"
        return None

    def stays(self, s, a):
        """What :meth:`resolve` gives, from ``s`` with this decision still on top: the decision that follows takes
        its place in the copy the action makes (core's ``Step.stays``); a ``done`` ends the phase in the copy
        that takes the decision off when it is the phase's last (:func:`~rulekit.civ.decisions.ended`)."""
        return ended(s) if isinstance(a, Done) else self._answered(s, a, 1)

    def resolve(self, s, a):
        return s if isinstance(a, Done) else self._answered(s, a, 0)

    @cites(rb.MOVEMENT, rb.LANDMARK_CLAIM, rb.EXPLORE, rb.DISBAND, rb.FORTIFY, rb.CARAVAN)
    def _answered(self, s, a, kept: int):
        """What action ``a`` (not ``done``) does, from ``s`` with this decision on top if ``kept`` is 1 (replaced
        by what follows, :func:`~rulekit.civ.decisions.put`) or taken off if 0."""
        seat = self.player
        if isinstance(a, UseGP):
            return effects.use_gp(put(s, self, kept), seat, a, ())[0]
        f = s.figure(a.figure)
        again = shared(Movement, seat, self.moved + (f.id,))
        if isinstance(a, Explore):
            return wonders.on_explore(put(s, again, kept).explore_tile(a.tile), seat)
        if isinstance(a, Escort):
            wagons = s.escorted_wagons(f, self.moved)
            s = put(s, shared(Movement, seat, self.moved + (f.id,) + wagons), kept)
            for w in wagons:
                s = s.place_figure(s.figure(w), a.square)
            s = s.place_figure(f, a.square)
            m = s.marker_at(a.square)
            return s.claim_landmark(seat, a.square, m[1]) if m and m[0] == "landmark" else s
        if isinstance(a, Disband):
            city = s.city_at[tuple(a.city)]
            figures = tuple(g for g in s.figures if g.id != f.id)
            tasks = (again,) + s.tasks[kept:]
            if a.into == "none":
                return s._with(figures=figures, tasks=tasks)
            marker = "fortification" if a.into == "fortify" else "caravan"
            return s._with(figures=figures, cities=tuple(c._with(marker=marker) if c is city else c for c in s.cities),
                           tasks=tasks)
        if s.reach_of(f, a.square) == "attack":
            return put(s, again, kept).battle(f, a.square).check_win()
        s = s.place_figure(f, a.square, again, kept)
        m = s.marker_at(a.square)
        if m is None:
            return s
        kind, name = m
        if kind == "landmark":
            return s.claim_landmark(seat, a.square, name)
        return s.take_marker(seat, a.square, kind, name)
