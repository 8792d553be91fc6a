"""Decisions a card's effect opens: a culture event discarded down to the hand size (CV-B-23),
Public Education's free tech (its tier, §10.6c), A. P. Giannini's free building and Jacques
Cousteau's free Harbors (great people, CV-B-25)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from rulekit.core.rule import cites
from rulekit.civ import abilities
from rulekit.civ import rulebook as rb
from rulekit.civ.actions import Build, Discard, Done, Learn, known_action
from rulekit.civ.decisions import Step
from rulekit.civ.state import catalog


@dataclass(frozen=True, slots=True)
class DiscardToHand(Step):
    """``player`` holds more culture event cards than the hand size: one is discarded (again until
    the hand fits)."""

    kind = "hand"
    answer = (Discard,)
    rule = rb.CULTURE_EVENTS
    prompt = "{who}: discard a culture event card down to your hand size"

    def offered(self, s) -> str:
        return "the card discarded is a culture event card you hold"

    def options(self, s) -> list:
        return [known_action(Discard, c) for c in sorted(set(s.players[self.player].events))]

    @cites(rb.CULTURE_EVENTS)
    def resolve(self, s, a):
        p = s.players[self.player]
        ev = list(p.events)
        ev.remove(a.card)
        s = s.edit_player(self.player, events=tuple(ev))._with(culture_discard=tuple(sorted(s.culture_discard + (a.card,))))
        return check_hand(s, self.player)


@cites(rb.CULTURE_EVENTS)
def check_hand(s, seat: int):
    """``seat`` discards down to its hand size (a decision) if its culture event cards exceed it."""
    if len(s.players[seat].events) > abilities.hand_limit(s, seat):
        return s._push(DiscardToHand(seat))
    return s


@dataclass(frozen=True, slots=True)
class PublicEducation(Step):
    """Public Education's tier that just activated teaches ``player`` a free tech."""

    kind = "learn"
    answer = (Learn,)
    rule = rb.INVESTMENT_TIER
    prompt = "{who}: learn a free tech (Public Education)"
    #: no tech fits the pyramid any more: the tier teaches nothing
    skippable = rb.INVESTMENT_TIER

    def offered(self, s) -> str:
        return "Public Education teaches free a tech that fits your pyramid"

    def options(self, s) -> list:
        return [known_action(Learn, t) for t in s.learnable(self.player)]

    def resolve(self, s, a):
        return s.learn_tech(self.player, a.tech)


def free_buildings(s, seat: int) -> list:
    """Every building ``seat`` has unlocked, as a ``build`` on each free square of its cities'
    outskirts that suits it (water for a Harbor, land for the others)."""
    p = s.players[seat]
    cat = catalog()
    names = sorted({b for t in p.tech_names for b in cat.techs[t].buildings if b in cat.buildings})
    out = []
    for city in s.cities:
        if city.owner != seat:
            continue
        c = city.centres[0]
        for q in s.outskirts_of[c]:
            if q in s.occupied or s.marker_at(q) or q in s.city_at:
                continue
            wet = s.board.terrain.get(q) == "water"
            out += [known_action(Build, c, b, q, False) for b in names if (b == "Harbor") == wet]
    return out


@dataclass(frozen=True, slots=True)
class Giannini(Step):
    """A. P. Giannini: a free building on a free square of ``player``'s outskirts."""

    kind = "giannini"
    answer = (Build,)
    rule = rb.GP_EFFECTS
    prompt = "{who}: A. P. Giannini — build a free building"
    #: no free square suits an unlocked building: nothing is built
    skippable = rb.GP_EFFECTS

    def offered(self, s) -> str:
        return "A. P. Giannini builds free a building your techs unlock on a free square of your outskirts"

    def options(self, s) -> list:
        return free_buildings(s, self.player)

    @cites(rb.GP_EFFECTS)
    def resolve(self, s, a):
        return s._with(buildings=tuple(sorted(s.buildings + ((a.square, self.player, a.building),))))


def harbor_squares(s, seat: int) -> list:
    """The free water squares of ``seat``'s outskirts, sorted."""
    out = []
    for city in s.cities:
        if city.owner == seat:
            for q in s.outskirts_of[city.centres[0]]:
                if s.board.terrain.get(q) == "water" and q not in s.occupied and not s.marker_at(q):
                    out.append(q)
    return sorted(set(out))


@dataclass(frozen=True, slots=True)
class CousteauHarbor(Step):
    """Jacques Cousteau's free Harbors: one water square of the player's outskirts at a time (as a
    ``build`` of the city whose outskirts hold it), or ``done`` to stop; ``left``: Harbors still
    free ('up to 3', AMB-X41)."""

    left: int = 3

    kind = "harbor"
    answer = (Build,)
    rule = rb.GP_EFFECTS

    def sentence(self, s) -> str:
        return f"P{self.player + 1}: Jacques Cousteau — choose a water square for a free Harbor ({self.left} left), or done"

    def offered(self, s) -> str:
        return "Jacques Cousteau builds free Harbors on free water squares of your cities' outskirts"

    def options(self, s) -> list:
        out = [Done.of()]
        for city in s.cities:
            if city.owner == self.player:
                c = city.centres[0]
                out += [known_action(Build, c, "Harbor", q, False) for q in s.outskirts_of[c]
                        if s.board.terrain.get(q) == "water" and q not in s.occupied and not s.marker_at(q)]
        return out

    @cites(rb.GP_EFFECTS)
    def resolve(self, s, a):
        if isinstance(a, Done):
            return s
        s = s._with(buildings=tuple(sorted(s.buildings + ((a.square, self.player, "Harbor"),))))
        if self.left > 1 and harbor_squares(s, self.player):
            return s._push(replace(self, left=self.left - 1))
        return s
