"""Decisions wonders, tech abilities and civilizations open, and the moments that open them.

A tech that obsoletes an era may negate a wonder in the market or end a built one's ability
(:class:`NegateWonder`, L407-416, CV-B-28); the Seven Cities of Gold give free investment
markers (:class:`SevenCities`, L616-621); the wonders' and civilizations' choices (CV-B-27,
CV-B-29): Statue of Liberty's free tech, Taj Mahal's and Spain's free building, Cristo
Redentor's culture draws, Machu Picchu's and Germany's market resource. The moments (a Start
of Turn, a wonder built, a city founded or conquered, a coin invested, a tech learned, a tile
explored) push them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rulekit.core.rule import cites
from rulekit.civ import abilities
from rulekit.civ import effects
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.actions import Build, Done, Invest, Learn, Negate, Take, known_action
from rulekit.civ.decisions import Step, card_effects
from rulekit.civ.state import catalog


@dataclass(frozen=True, slots=True)
class NegateWonder(Step):
    """``tech``, just learned, may negate a wonder of its eras in the market, or end a built one's
    ability (``done`` declines)."""

    tech: str = ""

    kind = "negate"
    answer = (Negate,)
    rule = rb.NEGATE_MARKET_WONDER
    prompt = "{who}: you may negate a wonder in the market, or obsolete a built one"

    def offered(self, s) -> str:
        return f"{self.tech} negates a wonder of its eras in the market, or ends the ability of a built one"

    def options(self, s) -> list:
        return [Done.of()] + [Negate(w) for w in s.negatable(self.tech)]

    @cites(rb.NEGATE_MARKET_WONDER, rb.WONDER_OBSOLETE)
    def resolve(self, s, a):
        if isinstance(a, Done):
            return s
        if a.wonder not in s.market:
            return s._with(obsolete=tuple(sorted(s.obsolete + (a.wonder,))))
        # the deck's top wonder takes the negated one's place in the market (L413-416)
        deck, market = list(s.wonder_deck), list(s.market)
        at = market.index(a.wonder)
        if deck:
            market[at] = deck.pop(0)
        else:
            del market[at]
        return s._with(market=tuple(market), wonder_deck=tuple(deck),
                       wonder_box=tuple(sorted(s.wonder_box + (a.wonder,))))


@dataclass(frozen=True, slots=True)
class SevenCities(Step):
    """The Seven Cities of Gold: ``player`` puts ``markers`` free investment markers, one at a time.
    With no investment marker left in the supply there is nothing to put, and the gift passes."""

    markers: int = 2

    kind = "seven"
    answer = (Invest,)
    rule = rb.SEVEN_CITIES
    prompt = "{who}: Seven Cities of Gold — put a free investment marker"
    skippable = rb.INVESTMENT_MARKERS

    def offered(self, s) -> str:
        return "the Seven Cities of Gold put a free marker on one of your investment cards while markers are left"

    def options(self, s) -> list:
        if s.investment_supply() < 1:
            return []
        return [Invest(c) for c, _ in s.players[self.player].investments]

    @cites(rb.SEVEN_CITIES)
    def resolve(self, s, a):
        """A free investment marker (no coin paid, L616-621); the turn's own investment stays open (AMB-X6)."""
        seat = self.player
        p = s.players[seat]
        s = s.edit_player(seat, investments=tuple((c, n + (c == a.card)) for c, n in p.investments))
        if s.options.seven_cities_uses_turn_coin:
            s = s.edit_player(seat, invested=True)
        s = s._push(replace(self, markers=self.markers - 1)) if self.markers > 1 else s
        return effects.invested(s, seat, a.card, p.invested_markers(a.card))


@dataclass(frozen=True, slots=True)
class StatueOfLiberty(Step):
    """Statue of Liberty: ``player`` may learn free a tech another player knows."""

    kind = "liberty"
    answer = (Learn,)
    rule = rb.WONDER_EFFECTS
    prompt = "{who}: Statue of Liberty — you may learn free a tech another player knows"

    def offered(self, s) -> str:
        return "Statue of Liberty teaches free a tech another player knows that fits your pyramid"

    def options(self, s) -> list:
        return [Done.of()] + [known_action(Learn, x) for x in abilities.liberty_techs(s, self.player)]

    def resolve(self, s, a):
        return s if isinstance(a, Done) else s.learn_tech(self.player, a.tech)


@dataclass(frozen=True, slots=True)
class FreeBuilding(Step):
    """A free building: ``source`` ``"Taj Mahal"`` (each Start of Turn, any building unlocked) or
    ``"basic"`` (Spain, for a tile discovered: a basic building), or ``done`` to decline."""

    source: str = "Taj Mahal"

    kind = "free-build"
    answer = (Build,)
    rule = rb.WONDER_EFFECTS

    def sentence(self, s) -> str:
        what = "Spain — a free basic building for the tile discovered" if self.source == "basic" else \
            "Taj Mahal — a free building"
        return f"P{self.player + 1}: {what}, or done"

    def offered(self, s) -> str:
        what = "Spain builds free a basic building" if self.source == "basic" else "Taj Mahal builds free a building"
        return f"{what} your techs unlock on a free square of your cities' outskirts (water for a Harbor only)"

    def options(self, s) -> list:
        out = card_effects.free_buildings(s, self.player)
        if self.source == "basic":
            ups = {b: up for b, (_, up) in catalog().buildings.items()}
            out = [a for a in out if rules.is_basic(a.building, ups)]
        return [Done.of()] + out

    @cites(rb.WONDER_EFFECTS, rb.CIV_ABILITIES)
    def resolve(self, s, a):
        if isinstance(a, Done):
            return s
        return s._with(buildings=tuple(sorted(s.buildings + ((a.square, self.player, a.building),))))


def cristo_decks(s) -> list:
    """Cristo Redentor: the culture event decks (levels I-III) a card may be drawn from, as
    ``take deck-N``: any deck with a card in it or in its discards."""
    out = []
    for level in (1, 2, 3):
        if s.culture_decks[level - 1] or any(catalog().events[c][0] == level for c in s.culture_discard):
            out.append(known_action(Take, f"deck-{level}"))
    return out


@dataclass(frozen=True, slots=True)
class CristoRedentor(Step):
    """Cristo Redentor: ``player`` draws ``draws`` more culture event cards, choosing each one's deck."""

    draws: int = 2

    kind = "cristo"
    answer = (Take,)
    rule = rb.WONDER_EFFECTS
    #: every culture deck and its discards are empty: nothing is drawn
    skippable = rb.CULTURE_EVENTS

    def sentence(self, s) -> str:
        return f"P{self.player + 1}: Cristo Redentor — choose the culture deck to draw from ({self.draws} left)"

    def offered(self, s) -> str:
        return "Cristo Redentor draws from a culture deck (levels I-III) with a card in it or in its discards"

    def options(self, s) -> list:
        return cristo_decks(s)

    @cites(rb.WONDER_EFFECTS, rb.CULTURE_EVENTS)
    def resolve(self, s, a):
        if self.draws > 1:
            s = s._push(replace(self, draws=self.draws - 1))
        return effects.draw_event(s, self.player, int(a.what.split("-")[1]))


@dataclass(frozen=True, slots=True)
class MachuPicchu(Step):
    """A market resource of ``player``'s choice (Machu Picchu; Germany's unit tech)."""

    kind = "machu"
    answer = (Take,)
    rule = rb.WONDER_EFFECTS
    prompt = "{who}: take a market resource of your choice (Machu Picchu; Germany's unit tech)"

    def offered(self, s) -> str:
        return "the resource taken is one of the market's"

    def options(self, s) -> list:
        return [known_action(Take, r) for r in rules.MARKET_RESOURCES]

    def resolve(self, s, a):
        return s.edit_player(self.player, resources=tuple(sorted(s.players[self.player].resources + (a.what,))))


# == the moments that open them ================================================================

@cites(rb.WONDER_EFFECTS)
def start_of_turn(s, seat: int):
    """What wonders give at each Start of Turn: Stonehenge 1 culture, The Louvre 3 culture, The Colossus
    3 trade, Big Ben one of each market resource, Panama Canal a coin on the wonder, Sydney Opera House
    a free culture step, Statue of Liberty a free tech another player knows (a choice, declinable)."""
    if not any(owner == seat for owner, _ in s.working_wonders):     # has_wonder's first test: one of the seat's
        return s
    p = s.players[seat]
    culture = 1 * abilities.has_wonder(s, seat, "Stonehenge") + 3 * abilities.has_wonder(s, seat, "The Louvre")
    trade = 3 * abilities.has_wonder(s, seat, "The Colossus")
    res = rules.MARKET_RESOURCES if abilities.has_wonder(s, seat, "Big Ben") else ()
    coins = 1 if abilities.has_wonder(s, seat, "Panama Canal") else 0
    if culture or trade or res or coins:
        s = s.edit_player(seat, culture=p.culture + culture, trade=min(rules.DIAL_MAX, p.trade + trade),
                    resources=tuple(sorted(p.resources + tuple(res))), wonder_coins=p.wonder_coins + coins)
        if coins:
            s = s.check_win()
    if abilities.has_wonder(s, seat, "Sydney Opera House") and s.winner < 0:
        s = effects.step_up(s, seat, 0)
    if abilities.has_wonder(s, seat, "Statue of Liberty") and abilities.liberty_techs(s, seat):
        s = s._push(StatueOfLiberty(seat))
    if abilities.has_wonder(s, seat, "Cristo Redentor") and s.culture_decks and cristo_decks(s):
        s = s._push(CristoRedentor(seat, 2))
    if abilities.has_wonder(s, seat, "Taj Mahal") and card_effects.free_buildings(s, seat):
        s = s._push(FreeBuilding(seat, "Taj Mahal"))
    return s










@cites(rb.CIV_ABILITIES, rb.EXPLORE)
def on_explore(s, seat: int):
    """Spain: discovering a map tile may build a basic building free in any of its cities."""
    step = FreeBuilding(seat, "basic")
    if abilities.civ_is(s, seat, "Spanish") and len(step.options(s)) > 1:
        s = s._push(step)
    return s




@cites(rb.WONDER_EFFECTS, rb.CIV_ABILITIES)
def on_wonder(s, seat: int):
    """Rome: a free culture step for building a wonder."""
    return effects.step_up(s, seat, 0) if abilities.civ_is(s, seat, "Romans") else s


@cites(rb.CIV_ABILITIES)
def on_city(s, seat: int):
    """Rome: a free culture step for founding a city."""
    return effects.step_up(s, seat, 0) if abilities.civ_is(s, seat, "Romans") else s


@cites(rb.CIV_ABILITIES)
def on_conquest(s, seat: int, what: str):
    """A city or village conquered (``what``: "city", "village") or a hut explored ("hut"): Rome's free
    culture step (a city or village), China's 3 culture (a hut or village)."""
    if abilities.civ_is(s, seat, "Chinese") and what in ("hut", "village"):
        s = s.edit_player(seat, culture=s.players[seat].culture + 3)
    if abilities.civ_is(s, seat, "Romans") and what in ("city", "village"):
        s = effects.step_up(s, seat, 0)
    return s


@cites(rb.CIV_ABILITIES, rb.INVEST)
def on_invest(s, seat: int):
    """Arabia: each coin invested also gives a free culture step; Machu Picchu: a market resource of
    choice (once a turn: investing is once a turn, L873-874)."""
    if abilities.has_wonder(s, seat, "Machu Picchu"):
        s = s._push(MachuPicchu(seat))
    if abilities.civ_is(s, seat, "Arabs"):
        s = effects.step_up(s, seat, 0)
    return s






@cites(rb.CIV_ABILITIES, rb.UNITS)
def on_learn(s, seat: int, tech: str):
    """Germany: a free unit of each type the newly learned tech unlocks or upgrades, and a market
    resource of choice."""
    if abilities.civ_is(s, seat, "Germans"):
        kinds = catalog().techs[tech].units
        if kinds:
            p = s.players[seat]
            s = s.edit_player(seat, units=tuple(sorted(p.units + tuple(kinds))))._push(MachuPicchu(seat))
    return s
