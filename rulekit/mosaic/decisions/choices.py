"""The choices an Action or a card asks for next, one decision kind each.

Where a piece goes (:class:`PlacePiece`), and every choice a card's effect asks
for besides units (those are :mod:`.military`): tokens, free Cities and Farms,
the Production a card raises, a Resource, a Region for Loyalty, the Great
Library's pillar, the Offer the Capital clears, Scientific School's shift; and
the automatic steps (an Offer refilled, a Scoring). Each kind lists its
legal choices (citing the card's rule), resolves the one taken and, for a
choice it refuses, names the real cause (:meth:`refusal`).

A choice made several times (``count``: two free units, two eliminations) is
one decision per pick: the kind pushes itself again with one fewer to make.

Examples
--------
>>> Step.KINDS["eliminate"].rule.ref, Step.KINDS["boost"].rule.ref
('MO-R-65', 'MO-R-69')
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from rulekit.core.rule import cites
from rulekit.mosaic import effects, rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.actions import DECKS, Boost, Clear, Done, Gain, Lock, Place, Shift, Symbols, Take
from rulekit.mosaic.board import space_neighbours
from rulekit.mosaic.cards import PILLARS, data
from rulekit.mosaic.decisions.base import CardStep, CountedStep, Step
from rulekit.mosaic.decisions.military import DeployUnits, DiplomatsMove, GeneralElimination, city_regions
from rulekit.mosaic.effects import CITIES, step
from rulekit.mosaic.state import PIECE_LIMITS, TRACKS


@lru_cache(maxsize=1)
def placings() -> dict:
    """The placing on each space of the map (``place <space>``), one shared action each."""
    return {x: Place.of(x) for x in data().map.spaces}


def _piece_name(piece: str) -> str:
    return piece.replace("_", " ").title()


# -- where a piece goes ----------------------------------------------------------------------------

@cites(rb.BUILD, rb.REGIONS_IN_PLAY, rb.PORT_CITY, rb.FARM_WORKSHOP, rb.WONDER_PLACEMENT, rb.LOYALTY)
def place_refusal(s, seat: int, piece: str, space: str):
    """Why ``piece`` (a piece kind or a Wonder tile) may not go on ``space`` for ``seat``: the
    space unknown, out of play, taken, of the wrong kind, not next to one of your Cities, a
    Wonder's site rule, or a Region another player's Loyalty closes to your Cities; ``None``
    if it may."""
    spaces = data().map.spaces
    if space not in spaces:
        return rb.BUILD, f"{space} is not a space of the {data().map.name}"
    here = spaces[space]
    if here.region not in s.in_play():
        return rb.REGIONS_IN_PLAY, f"{space} is in {here.region.title()}, which is not in play with {s.n} players"
    taken = s.occupant(space)
    if taken:
        return rb.BUILD, f"{space} already holds P{taken[0] + 1}'s {_piece_name(taken[1])}"
    if piece in data().wonders:
        cities: dict[str, int] = {}
        for sp, who, kind in s.board:
            if kind in CITIES and spaces[sp].region == here.region:
                cities[str(who)] = cities.get(str(who), 0) + 1
        ports = None if s.options.pyramid_port_cities else rules.region_ports(s.board, here.region)
        problem = rules.wonder_site_problem(data().wonders[piece].placement, here.kind, cities, str(seat), s.options,
                                            ports)
        return (rb.WONDER_PLACEMENT, f"{space}: {problem}") if problem else None
    if piece == "PORT_CITY" and here.kind != "port":
        return rb.PORT_CITY, f"a Port City goes on a Port space; {space} is a {here.kind} space"
    if piece != "PORT_CITY" and here.kind == "port":
        return rb.PORT_CITY, (f"{space} is a Port space: only a Port City (or the Colossus or the Lighthouse) "
                              f"goes there, not a {_piece_name(piece)}")
    if piece in ("FARM", "WORKSHOP") and space not in s.site_ids(seat, piece):
        where = "across a Region border too" if s.options.farm_across_border else "in the same Region"
        return rb.FARM_WORKSHOP, (f"a {piece.title()} goes on a space next to one of your Cities ({where}, "
                                  f"AMB-19); {space} is not")
    if here.region in effects.locked(s, seat, piece):
        who = ", ".join(f"P{q.seat + 1}" for q in s.players if f"lock:{here.region}" in q.used)
        return rb.LOYALTY, (f"{here.region.title()} is locked by {who}'s Loyalty: no other player may build "
                            f"a City there")
    return None


@dataclass(frozen=True, slots=True)
class PlacePiece(CardStep):
    """Where the piece an Action built (or a Leader's starting piece) goes: ``card`` names the
    piece kind or the Wonder tile; ``build_card``: the Build card it came with, if any."""

    build_card: str = ""

    kind = "place"
    rule = rb.BUILD
    skippable = rb.BUILD         # a Leader's starting piece with no space left for it is not placed
    prompt = "{who}: choose the space for the piece"

    def options(self, s):
        places = placings()
        return [places[x] for x in s.site_ids(self.player, self.card)]

    def refusal(self, s, action):
        if isinstance(action, Place):
            return place_refusal(s, self.player, self.card, action.space)
        return None

    def resolve(self, s, a):
        if self.card in data().wonders:
            return effects.wonder_placed(s.put(self.player, a.space, "WONDER"), self.player, self.card, a.space)
        return piece_placed(s.put(self.player, a.space, self.card), self.player, a.space, self.build_card)


@cites(rb.BUILD_CARD_BENEFITS)
def piece_placed(s, seat: int, space: str, copy: str = ""):
    """After a piece built with a Build card is placed: the Fortified City's Military Unit, in the
    Region where the City stands (L1431), Infantry or Cavalry as its owner chooses."""
    if not copy:
        return s
    n = data().build[copy.split("-")[0]].units
    if not n:
        return s
    return s._push(DeployUnits(seat, card=copy, count=n, region=data().map.spaces[space].region))


# -- taking tokens from the map ---------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class TakeToken(CountedStep):
    kind = "take"
    rule = rb.TAKE_TOKEN
    skippable = rb.TAKE_TOKEN    # no token of the kind left on the map: nothing is taken
    prompt = "{who}: take a token from the map ({step.card_name})"

    def _wanted(self) -> str:
        return step(self.card, "token")[1] if self.card != "T22" else "good"

    @staticmethod
    def _matches(kind: str, token: str) -> bool:
        """Whether ``token`` is of the ``kind`` the card takes: any, a Trade Good (not a Supply token), or one kind."""
        return kind == "any" or (kind == "good" and not token.startswith("TEACH-SUPPLY")) or token.split("#")[0] == kind

    @cites(rb.TAKE_TOKEN)
    def options(self, s):
        kind = self._wanted()
        return [Take.of(space) for space, token in s.tokens if self._matches(kind, token)]

    def refusal(self, s, a):
        if isinstance(a, Take):
            token = dict(s.tokens).get(a.space)
            if token is None:
                return rb.TAKE_TOKEN, f"{a.space} holds no token"
            if not self._matches(self._wanted(), token):
                return rb.TAKE_TOKEN, (f"{self.card} takes a token of the kind '{self._wanted()}'; "
                                       f"{a.space} holds {token}")
        return None

    def resolve(self, s, a):
        s = effects.take_token(s, self.player, a.space)
        return s._push(TakeToken(self.player, card=self.card, count=self.count - 1)) if self.count > 1 else s


# -- free Cities and Farms ----------------------------------------------------------------------

@cites(rb.FREE_CITY)
def _none_left(s, seat: int, piece: str):
    """All of ``seat``'s pieces of this kind on the map: no free one to place."""
    if s.count(seat, piece) >= PIECE_LIMITS[piece]:
        pieces = "Cities" if piece == "CITY" else "Farms"
        return rb.FREE_CITY, f"all {PIECE_LIMITS[piece]} of your {pieces} are on the map"
    return None


@dataclass(frozen=True, slots=True)
class FreeCity(CardStep):
    kind = "free-city"
    rule = rb.FREE_CITY
    skippable = rb.FREE_CITY     # no space the card allows (or no City left): no free City
    prompt = "{who}: place your free City ({step.card_name})"

    @cites(rb.FREE_CITY, rb.CITY_COST)
    def options(self, s):
        """A free City, on a space a City may take, where the card says (AMB-44: normal placement rules)."""
        seat = self.player
        if _none_left(s, seat, "CITY"):
            return []
        return [Place.of(x) for x in s.site_ids(seat, "CITY") if self._where_problem(s, x) is None]

    def _where_problem(self, s, space):
        """What keeps the card's free City off ``space`` (a space a City may take): the card's
        own condition, or ``None``."""
        where = step(self.card, "city")[1]
        spaces = data().map.spaces
        mine = city_regions(s, self.player)
        region = spaces[space].region
        if where == "no-city-region" and region in mine:
            return f"{self.card}'s free City goes to a Region where you have no City; you have one in {region}"
        if where == "adjacent-region":
            near = {r for m in mine for r in effects.region_neighbours(s).get(m, ())}
            if region not in near:
                return f"{self.card}'s free City goes to a Region next to one with your City; {region} is not"
        if where == "adjacent-space":
            own = s.pieces(self.player, *CITIES)
            if not any(c in space_neighbours()[space] for c in own):
                return f"{self.card}'s free City goes on a space next to one of your Cities; {space} is not"
        return None

    def refusal(self, s, a):
        if not isinstance(a, Place):
            return None
        problem = _none_left(s, self.player, "CITY") or place_refusal(s, self.player, "CITY", a.space)
        if problem:
            return problem
        problem = self._where_problem(s, a.space)
        return (rb.FREE_CITY, problem) if problem else None

    def resolve(self, s, a):
        s = s.put(self.player, a.space, "CITY")
        return effects.city_built(s, self.player, port=False, free=True)


@dataclass(frozen=True, slots=True)
class FreeFarm(CardStep):
    kind = "free-farm"
    rule = rb.FREE_CITY
    skippable = rb.FREE_CITY     # no space the card allows (or no Farm left): no free Farm
    prompt = "{who}: place your free Farm ({step.card_name})"

    @cites(rb.FREE_CITY, rb.FARM_WORKSHOP)
    def options(self, s):
        """Plant Cultivation: a Farm by the normal rules; Exploration: in a Region where you have no City (AMB-52)."""
        seat = self.player
        if _none_left(s, seat, "FARM"):
            return []
        if step(self.card, "farm")[1] == "adjacent":
            return [Place.of(x) for x in s.site_ids(seat, "FARM")]
        mine = city_regions(s, seat)
        return [Place.of(x) for x in s.site_ids(seat, "CITY") if self._where_problem(s, x, mine) is None]

    def _where_problem(self, s, space, mine):
        """What keeps Exploration's Farm off ``space`` (a space a City may take): a City of yours in
        its Region (``mine``: the Regions of your Cities), or ``None``."""
        region = data().map.spaces[space].region
        if region in mine:
            return f"{self.card}'s Farm goes to a Region where you have no City; you have one in {region}"
        return None

    def refusal(self, s, a):
        if not isinstance(a, Place):
            return None
        problem = _none_left(s, self.player, "FARM")
        if problem:
            return problem
        if step(self.card, "farm")[1] == "adjacent":
            return place_refusal(s, self.player, "FARM", a.space)
        problem = place_refusal(s, self.player, "CITY", a.space)
        if problem:
            return problem
        problem = self._where_problem(s, a.space, city_regions(s, self.player))
        return (rb.FREE_CITY, problem) if problem else None

    def resolve(self, s, a):
        s = s.put(self.player, a.space, "FARM")
        if step(self.card, "farm")[1] == "explore":            # and the Infantry unit in that Region (L1487-1488)
            return s._push(DeployUnits(self.player, card=self.card, count=1, region=data().map.spaces[a.space].region))
        return s


# -- choices: a Production, a Resource, a pillar, a Region ----------------------------------------

@dataclass(frozen=True, slots=True)
class BoostProduction(CardStep):
    kind = "boost"
    rule = rb.ANY_PRODUCTION
    prompt = "{who}: choose the Production {step.card_name} raises"

    @cites(rb.ANY_PRODUCTION)
    def options(self, s):
        tracks = TRACKS if s.options.any_production == "five" else TRACKS[:3]
        return [Boost.of(x) for x in tracks]

    def resolve(self, s, a):
        n = step(self.card, "boost")[1]
        return s.with_player(self.player, s.players[self.player].produce({a.track: n}))


@dataclass(frozen=True, slots=True)
class PickResource(CountedStep):
    kind = "pick"
    rule = rb.CARD_EFFECTS
    prompt = "{who}: choose the Resource {step.card_name} gives"

    def options(self, s):
        resources = step(self.card, "pick")[2]
        if "IDEAS" in resources and not s.options.any_resource_includes_money:        # "10 of one Resource" (AMB-38)
            resources = resources[:3]
        return [Gain.of(r) for r in resources]

    def resolve(self, s, a):
        amount = step(self.card, "pick")[1]
        per_unit = self.card == "T38" and s.options.raiders_choice == "per-unit"
        n = amount if per_unit else amount * self.count
        s = s.with_player(self.player, s.players[self.player].gain({a.resource: n}))
        if per_unit and self.count > 1:
            return s._push(PickResource(self.player, card=self.card, count=self.count - 1))
        return s


@dataclass(frozen=True, slots=True)
class LoyaltyRegion(CardStep):
    kind = "loyalty"
    rule = rb.LOYALTY
    skippable = rb.LOYALTY       # no Region controlled: nothing to lock
    prompt = "{who}: choose a Region you control for Loyalty"

    @cites(rb.LOYALTY, rb.CONTROL)
    def options(self, s):
        return [Lock.of(r) for r in s.in_play() if rules.controller(s.influences(r), s.options) == self.player]

    def refusal(self, s, a):
        if isinstance(a, Lock):
            return rb.LOYALTY, f"Loyalty locks a Region you control; P{self.player + 1} does not control {a.region}"
        return None

    def resolve(self, s, a):
        p = s.players[self.player]
        return s.with_player(self.player, p._with(used=p.used + (f"lock:{a.region}",)))


@dataclass(frozen=True, slots=True)
class LibraryPillar(CardStep):
    kind = "library"
    rule = rb.GREAT_LIBRARY
    prompt = "{who}: choose the pillar of the Great Library's 2 symbols"

    @cites(rb.GREAT_LIBRARY)
    def options(self, s):
        return [Symbols.of(x) for x in PILLARS]

    def resolve(self, s, a):
        p = s.players[self.player]
        return s.with_player(self.player, p._with(used=p.used + (f"library:{a.pillar}",)))


@dataclass(frozen=True, slots=True)
class CapitalClear(CardStep):
    kind = "capital"
    rule = rb.BUILD_CARD_BENEFITS
    skippable = rb.BUILD_CARD_BENEFITS   # every Offer and deck empty: nothing to clear
    prompt = "{who}: choose the Offer the Capital ({step.card_name}) clears"

    @cites(rb.BUILD_CARD_BENEFITS, rb.GOVERNMENT_ABILITY)
    def options(self, s):
        """Capital (L1456): 'clear one Offer, its cards to the bottom of the deck, and refill it' - which
        Offer is its owner's choice; the card's text is an order, so there is no declining. An Offer left
        empty (the Build Offer while the Capital's own slot waits for its refill, L677-678) may be chosen
        while its deck has a card to refill it."""
        return [Clear.of(d) for i, d in enumerate(DECKS) if s.offers[i] or s.decks[i]]

    def refusal(self, s, a):
        if isinstance(a, Clear) and a.deck in DECKS:
            return rb.BUILD_CARD_BENEFITS, f"the {a.deck} Offer and its deck are both empty: nothing to clear"
        return None

    def resolve(self, s, a):
        return effects.clear_offer(s, DECKS.index(a.deck))


@dataclass(frozen=True, slots=True)
class ShiftProduction(Step):
    kind = "shift"
    rule = rb.PLAY_TECHNOLOGY
    prompt = "{who}: shift Production from one Resource to another, or done"

    @cites(rb.PLAY_TECHNOLOGY)
    def options(self, s):
        """Scientific School: any amount by default, at most 4 with AMB-42's option."""
        out = [Done.of()]
        for origin in ("STONE", "IDEAS", "FOOD"):
            top = self._top(s, origin)
            out += [Shift.of(origin, target, str(n)) for target in ("STONE", "IDEAS", "FOOD") if target != origin
                    for n in range(1, top + 1)]
        return out

    def _top(self, s, origin: str) -> int:
        """The most Production that may shift from ``origin``: all of it, or at most 4 (AMB-42)."""
        have = s.players[self.player].prod(origin)
        return have if s.options.school_shift == "any" else min(4, have)

    def refusal(self, s, a):
        if isinstance(a, Shift):
            if a.origin == a.target:
                return rb.PLAY_TECHNOLOGY, "Production shifts from one Resource to another, not to itself"
            have, top = s.players[self.player].prod(a.origin), self._top(s, a.origin)
            return rb.PLAY_TECHNOLOGY, (f"at most {top} {a.origin} Production may shift (you have {have}"
                                        + ("" if s.options.school_shift == "any" else ", and AMB-42's reading "
                                           "allows 4") + ")")
        return None

    def resolve(self, s, a):
        if isinstance(a, Done):
            return s
        n = int(a.amount)
        return s.with_player(self.player, s.players[self.player].produce({a.origin: -n, a.target: n}))


# -- automatic steps --------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class RefillOffer(CardStep):
    """The Offer named by ``card`` refilled from its deck (after a Build card's benefits)."""

    kind = "refill"
    rule = rb.BUILD
    prompt = "the Offer refilled from its deck"
    automatic = True

    def run(self, s):
        return s.draw(DECKS.index(self.card))


@dataclass(frozen=True, slots=True)
class EmpireScoring(Step):
    kind = "score"
    rule = rb.SCORING_TRIGGER
    prompt = "Empire Scoring"
    automatic = True

    def run(self, s):
        return s.empire_scoring()


@dataclass(frozen=True, slots=True)
class FinalScoring(Step):
    kind = "final"
    rule = rb.FINAL_SCORING
    prompt = "the final scoring"
    automatic = True

    def run(self, s):
        return s.final_scoring()


@cites(rb.SCORING_TRIGGER, rb.GENERAL, rb.DIPLOMATS)
def scoring_steps(s, revealer: int) -> tuple:
    """An Empire Scoring's steps: the General's elimination and the Diplomats' move first (each
    Diplomats' holder once per game), in AMB-33's order, then the Scoring itself."""
    first = revealer if s.options.pre_scoring_order == "from-revealer" else 0
    order = [(first + i) % s.n for i in range(s.n)]
    generals = tuple(GeneralElimination(q) for q in order if s.players[q].leader == "general")
    diplomats = tuple(DiplomatsMove(q) for q in order
                      if effects.DIPLOMATS in s.players[q].techs and effects.DIPLOMATS not in s.players[q].used)
    return generals + diplomats + (EmpireScoring(revealer),)


__all__ = ["BoostProduction", "CapitalClear", "EmpireScoring", "FinalScoring", "FreeCity", "FreeFarm", "LibraryPillar", "LoyaltyRegion", "PickResource", "PlacePiece", "RefillOffer", "ShiftProduction", "TakeToken", "piece_placed", "place_refusal", "scoring_steps"]
