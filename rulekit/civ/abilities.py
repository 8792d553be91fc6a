"""Wonder effects and civilizations' ongoing abilities in Civilization with Fame and Fortune.

Neither comes from our rulebook: the wonders' effects are the fan workbook's and a fan chart's
(``data/wonders.toml``, two sources, our summaries: CV-B-27), the civilizations' abilities the fan
workbook's alone (``data/civilizations.toml``: one source, its wording unverified: CV-B-29). A
wonder whose ability has been obsoleted (a tech's negation, CV-B-28) is still built and still a
wonder, but its ability stops: the base game's rule, presumed (our rulebook speaks only of the
market, L407-416).

:data:`WONDER_PLAYED` says for every wonder and :data:`CIV_PLAYED` for every civilization in
play whether the engine plays the effect ("played") or why not (the base-game part it needs and
the engine does not model); "partly: ..." names the half not played.

>>> len(WONDER_PLAYED), len(CIV_PLAYED)
(27, 10)
>>> WONDER_PLAYED["The Colossus"], CIV_PLAYED["Spanish"][:6]
('played', 'played')
"""

from __future__ import annotations

from rulekit.core.rule import cites
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.state import catalog

_BATTLE = "the base game's battle cards are not modelled (the battle is the teaching stand-in CV-B-10)"

#: Every wonder of data/wonders.toml: "played", "partly: <what is not>", or why it is not played.
WONDER_PLAYED = {
    "Chichen Itza": "played",                       # +3 production in each city
    "Statue of Zeus": "played",                     # +6 combat bonus, attacking and defending
    "Stonehenge": "played",
    "The Colossus": "played",
    "The Great Lighthouse": "played",               # empty = no building, wonder, GP marker or map marker
    "The Great Wall": "partly: the winner's loot is one less; the free City Walls each turn are not built "
                      "(walls are the fortification marker's stand-in only through disbanding, L536-543)",
    "The Hanging Gardens": "a free figure on the wonder's square each Start of Turn needs a choice of figure "
                           "at Start of Turn and a figure outside a city centre, which production does not model",
    "The Oracle": _BATTLE + ": a battle hand face up changes nothing",
    "The Pyramids": "played",                       # every government, no Anarchy
    "Angkor Wat": "a second harvest in one city action needs the base game's harvest of resource squares "
                  "(the engine's harvest is a teaching stand-in reading terrain)",
    "Brandenburg Gate": "enemies forced out of outskirts 'when able' needs a movement window outside the "
                        "owner's Movement phase, which the turn does not model",
    "Himeji Samurai Castle": "played",              # +1 to the teaching battle's strength
    "Leonardo's Workshop": "played",                # units cost at most 5 (the teaching unit cost is 5 already)
    "Machu Picchu": "played",                       # a market resource of choice after investing (once a turn)
    "Notre-Dame": "not in the game: a Wisdom & Warfare wonder (in_game = false)",
    "Porcelain Tower": "played",                    # techs cost 5 less trade
    "Taj Mahal": "played",                          # a free building each Start of Turn (declinable)
    "The Louvre": "played",
    "Big Ben": "played",
    "Cristo Redentor": "played",                    # hand +4; two draws each Start of Turn, deck chosen per card
    "Panama Canal": "played",                       # a coin on the wonder each Start of Turn (counts, not investable)
    "Statue of Liberty": "played",                  # a free tech another player knows, each Start of Turn (may)
    "Sydney Opera House": "played",
    "The Internet": "played",                       # 2 more coins on each coin tech card
    "The Kremlin": "spies and what they do are a base-game part the engine does not model",
    "The Pentagon": _BATTLE + ": no unit is ever trumped",
    "United Nations": "played",                     # culture events never target its owner
}

#: Every civilization in play (keyed as ``Player.civ``): the ongoing ability beyond the setup bonus.
CIV_PLAYED = {
    "Americans": "partly: the great person at start is played (L376-382); converting trade to production "
                 "is not part of the engine's City Management",
    "Chinese": "partly: +3 culture per hut or village taken is played; City Walls at start and saving a killed "
               "unit need base-game parts (walls, unit losses in battle) the engine does not model",
    "Egyptians": "played",       # the ancient wonder at start (L308-310); a free building a turn as a city action
    "Germans": "partly: a free unit of each type a newly learned tech unlocks or upgrades, with a market "
               "resource of choice, is played; the two infantry at start are not given (the teaching start "
               "has no standing forces beyond the rulebook's)",
    "Romans": "played",          # a free culture step for a wonder, a city, a city or village conquered
    "Russians": "partly: the two armies and stacking 3 at start are played; sacrificing a figure in an enemy "
                "city for a tech needs a move into an enemy city without battle, which the engine does not model",
    "Arabs": "played",           # +1 culture per resource spent; a free culture step per coin invested
    "Greeks": "played",          # two great people drawn, one kept (L783-786); culture per player not knowing a tech
    "Indians": "partly: the metropolis at start is played (L354-361); resources as wildcards and culture per "
               "resource square need the base game's resource spending and resource squares (not modelled)",
    "Spanish": "played",         # white wagon (L363-374), travel speed +1, a free basic building per tile found
}


def has_wonder(s, seat: int, name: str) -> bool:
    """``seat`` has built ``name`` and its ability has not been obsoleted (CV-B-28)."""
    return (seat, name) in s.working_wonders


def civ_is(s, seat: int, people: str) -> bool:
    return s.players[seat].civ == people


# == numbers the engine reads =================================================================

@cites(rb.WONDER_EFFECTS)
def production_bonus(s, seat: int) -> int:
    """Chichen Itza: +3 production in each city."""
    return 3 if has_wonder(s, seat, "Chichen Itza") else 0


@cites(rb.WONDER_EFFECTS)
def trade_bonus(s, seat: int) -> int:
    """The Great Lighthouse: +1 trade per empty water square in the owner's cities' outskirts."""
    if not has_wonder(s, seat, "The Great Lighthouse"):
        return 0
    terrain, occ, markers = s.board.terrain, s.occupied, s.markers_by_square
    return sum(1 for city in s.cities if city.owner == seat for q in s.outskirts_of[city.centres[0]]
               if terrain.get(q) == "water" and q not in occ and q not in markers)


@cites(rb.WONDER_EFFECTS)
def combat_bonus(s, seat: int) -> int:
    """Statue of Zeus: +6 combat bonus; Himeji Samurai Castle: +1 strength."""
    return 6 * has_wonder(s, seat, "Statue of Zeus") + has_wonder(s, seat, "Himeji Samurai Castle")


@cites(rb.WONDER_EFFECTS)
def loot_after(s, loser: int, loot: int) -> int:
    """The Great Wall: the winner of a battle against its owner gets one loot less."""
    return max(0, loot - 1) if has_wonder(s, loser, "The Great Wall") else loot


@cites(rb.TECH_COST, rb.WONDER_EFFECTS)
def tech_cost(s, seat: int, level: int) -> int:
    """A tech's trade cost for ``seat`` (level I-V): :func:`tech_costs`' for its level."""
    return tech_costs(s, seat)[level - 1]


#: The printed trade cost of a tech of each level I-V (:func:`rulekit.civ.rules.tech_cost`).
_LEVEL_COSTS = tuple(rules.tech_cost(level) for level in range(1, 6))
#: :data:`_LEVEL_COSTS` with Porcelain Tower's 5 off (never below 0).
_PORCELAIN_COSTS = tuple(max(0, cost - 5) for cost in _LEVEL_COSTS)


@cites(rb.TECH_COST, rb.WONDER_EFFECTS)
def tech_costs(s, seat: int) -> tuple:
    """The trade cost for ``seat`` of a tech of each level I-V, in order: Porcelain Tower takes 5 off each (asked
    once for the five, as Research's listing reads them all)."""
    return _PORCELAIN_COSTS if has_wonder(s, seat, "Porcelain Tower") else _LEVEL_COSTS


@cites(rb.UNITS, rb.WONDER_EFFECTS)
def unit_cost(s, seat: int) -> int:
    """A unit's production cost: Leonardo's Workshop caps it at 5."""
    return min(5, rules.TEACH_UNIT_COST) if has_wonder(s, seat, "Leonardo's Workshop") else rules.TEACH_UNIT_COST


@cites(rb.TECH_COINS, rb.WONDER_EFFECTS)
def coins_per_card(s, seat: int, printed: int) -> int:
    """The Internet: 2 more coins on each tech card than printed."""
    return printed + 2 if has_wonder(s, seat, "The Internet") else printed


@cites(rb.WONDER_EFFECTS)
def culture_hand(s, seat: int) -> int:
    """Cristo Redentor: the culture hand is 4 larger."""
    return 4 if has_wonder(s, seat, "Cristo Redentor") else 0


@cites(rb.WONDER_EFFECTS, rb.GOVERNMENT)
def all_governments(s, seat: int) -> bool:
    """The Pyramids: every government is unlocked, and a change never passes through Anarchy."""
    return has_wonder(s, seat, "The Pyramids")


@cites(rb.WONDER_EFFECTS)
def protected(s, seat: int) -> bool:
    """United Nations: no culture event targets its owner against their will."""
    return has_wonder(s, seat, "United Nations")


@cites(rb.CIV_ABILITIES, rb.CITY_ACTIONS)
def egypt_free_building(s, seat: int) -> bool:
    """Egypt: once a turn a city's action may build an unlocked building free (whatever its
    production); the free use is spent only by a building the city's production does not pay for."""
    p = s.players[seat]
    return p.civ == "Egyptians" and "egypt-build" not in p.used


@cites(rb.CIV_ABILITIES)
def speed_bonus(s, seat: int) -> int:
    """Spain: travel speed +1."""
    return 1 if civ_is(s, seat, "Spanish") else 0


# == moments that change no decision =========================================================

def liberty_techs(s, seat: int) -> list:
    """Techs ``seat`` may learn that another player knows (Statue of Liberty)."""
    others = {t for p in s.players if p.seat != seat for t in p.tech_names}
    return [t for t in s.learnable(seat) if t in others]


@cites(rb.CIV_ABILITIES)
def on_spend(s, seat: int, n: int):
    """Arabia: +1 culture per resource token spent."""
    if civ_is(s, seat, "Arabs") and n:
        s = s.edit_player(seat, culture=s.players[seat].culture + n)
    return s


@cites(rb.CIV_ABILITIES)
def on_research(s, seat: int, tech: str):
    """Greece: after learning a tech, 1 culture per other player who does not know it (the players'
    research is one after another in the engine: nobody else is 'researching' it at that moment)."""
    if civ_is(s, seat, "Greeks"):
        n = sum(1 for p in s.players if p.seat != seat and not p.knows(tech))
        s = s.edit_player(seat, culture=s.players[seat].culture + n)
    return s


# == ongoing great people and the culture hand ================================================

#: Culture event cards a player may hold before any bonus (teaching, CV-B-23).
TEACH_CULTURE_HAND = 2


def active(s, seat: int, name: str) -> bool:
    """An ongoing great person works: held face up, with a same-type marker of its owner on the board."""
    p = s.players[seat]
    if (name, True) not in p.gp_cards:
        return False
    t = s.gp_type(name)
    return any(o == seat and k == t for _, o, k in s.gp_board)


def hand_size(techs: int, investment: int, valmiki: int, extra: int = 0) -> int:
    """Culture event cards a player may hold: TEACH-CULTURE-HAND + techs' +1s + Endowment for the
    Arts' active tier + Valmiki's +2."""
    return TEACH_CULTURE_HAND + techs + investment + valmiki + extra


def hand_limit(s, seat: int) -> int:
    p = s.players[seat]
    techs = sum(catalog().techs[t].culture_hand for t in p.tech_names if t in catalog().techs)
    return hand_size(techs, s.investment_bonus(seat, "culture_hand"), 2 * active(s, seat, "Valmiki"),
                     culture_hand(s, seat))
