"""The free actions' judges: play a face-down Technology, claim a Golden Age or Achievement
tile, clear an Offer with the Government's ability, the Priestess's takeover and the Judge's
conversion (free actions, not Actions: a player may take them before and after the Action).

>>> from rulekit.mosaic.scenarios import build
>>> bows = build({"start": {"players": 2, "player": [{"seat": 0, "techs": ["S16"], "hidden": ["T9"]}]}}, "<doctest>")
>>> str(bows.why_not("play T9").rule.ref), bows.why_not("play T9").reason
('MO-R-23', "Formations (T9) requires symbols you lack: {'MILITARY': 1} (teaching assignment; the printed symbols are unknown)")
>>> bows.why_not("play T1").reason
"T1 is not a face-down Technology of P1's"
"""

from __future__ import annotations

from functools import lru_cache
from operator import attrgetter

from rulekit.core.rule import cites
from rulekit.mosaic import effects, rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.actions import DECKS, Claim, Clear, Convert, Done, Play, Takeover
from rulekit.mosaic.cards import data
from rulekit.mosaic.decisions.cards import claim, play
from rulekit.mosaic.decisions.base import listed, symbols_refusal
from rulekit.mosaic.decisions.judge import ACTIONS, Judge
from rulekit.mosaic.state import PIECE_LIMITS, drop


class PlayJudge(Judge):
    action, rule, exact = Play, rb.PLAY_TECHNOLOGY, True

    def candidates(self, s, seat):
        techs = data().technologies
        return [Play.of(x) for x in s.players[seat].hidden if x in techs]

    def options(self, s, seat):
        """The face-down Technologies :meth:`check` lets pass (the player's playable ones, read once):
        only those are made moves."""
        playable = s.playable(seat)
        if not playable:                   # most often: no list made
            return []
        return [Play.of(x) for x in s.players[seat].hidden if x in playable]

    @cites(rb.PLAY_TECHNOLOGY)
    def unknown(self, s, seat, a):
        """Not a face-down Technology in front of you."""
        if a.tech not in data().technologies or a.tech not in s.players[seat].hidden:
            return rb.PLAY_TECHNOLOGY, f"{a.tech} is not a face-down Technology of P{seat + 1}'s"
        return None

    @cites(rb.TECH_REQUIREMENTS, rb.PILLAR_SOURCES)
    def checker(self, s, seat):
        """Its symbols lacking (teaching assignment, L865-877): the player's playable Technologies
        (:meth:`~rulekit.mosaic.game.State.playable`, kept on the player's board while its cards are
        the same) read once, not per card; what is lacking is written for a refusal."""
        playable = s.playable(seat)

        def check(a):
            if a.tech in playable:
                return None
            return symbols_refusal(rb.TECH_REQUIREMENTS, _tech_name, s.symbol_counts(seat),
                                   data().teaching.tech_requires.get(a.tech), a.tech)
        return check

    @cites(rb.PLAY_TECHNOLOGY)
    def effect(self, s, seat, a):
        tech = data().technologies[a.tech]
        p = s.players[seat]
        s = s.with_player(seat, p._with(hidden=drop(p.hidden, a.tech), techs=p.techs + (a.tech,),
                                    vp=p.vp + (tech.vp if s.options.immediate_vp == "bank" else 0)))
        return play(s, seat, a.tech)       # every card's effect


def _tech_name(tech: str) -> str:
    return f"{data().technologies[tech].name_en} ({tech})"


# -- claiming tiles ----------------------------------------------------------------------------------

def _regions_present(s, seat, p) -> int:
    """The Regions in play where ``seat`` has a piece or a unit: at least the Regions it controls, since
    a controller has more Influence than every other player (so more than 0) and Influence comes
    only from pieces and units (:func:`rules.controller`, :func:`rules.influence`)."""
    here = s.piece_regions.get(seat, ())
    if p.units:
        here = p.unit_regions.union(here)
    return len(_in_play(s.n).intersection(here))


@lru_cache(maxsize=None)
def _in_play(players: int) -> frozenset:
    """The Regions in play (:func:`rules.regions_in_play`), as a set."""
    return frozenset(rules.regions_in_play(players))


#: The Achievements that measure one number of the player's board: the field and the place in it
#: (``None``: the field is the number).
BOARD_MEASURES = {
    "money": ("resources", 3), "population": ("population", None), "trade_production": ("production", 4),
    "stone_production": ("production", 0), "food_production": ("production", 2),
    "ideas_production": ("production", 1), "tax_production": ("production", 3),
}


def _board_measure(field: str, place: int | None):
    """The measure of :data:`BOARD_MEASURES` reading ``field`` (at ``place``) of the player's board."""
    read = attrgetter(field)
    if place is None:
        return lambda s, seat, p: read(p)
    return lambda s, seat, p: read(p)[place]


#: What each Achievement measures, for a state, a seat and that seat's player (one table, built once).
MEASURES = {
    **{what: _board_measure(*at) for what, at in BOARD_MEASURES.items()},
    "unique_trade_goods": lambda s, seat, p: s.unique_goods(seat),
    "cities": lambda s, seat, p: s.count(seat, "CITY", "PORT_CITY"),
    "port_cities": lambda s, seat, p: s.count(seat, "PORT_CITY"),
    "military_units": lambda s, seat, p: len(p.units),
    "technology_cards": lambda s, seat, p: len(p.techs) + (
        len(p.hidden) if s.options.scientific_counts == "owned" else 0),
    "projects_and_wonders": lambda s, seat, p: len(p.wonders) + p.projects,
    "distinct_pillars": lambda s, seat, p: sum(map(bool, s.symbol_counts(seat).values())),
    "controlled_regions": lambda s, seat, p: s.controlled(seat),
}

#: A cheap upper bound of a measure that is slow to take: when it is below an Achievement's threshold,
#: the measure need not be taken.
_BOUNDS = {"controlled_regions": _regions_present}

#: The measures bounded from above by a number kept on the player's board: its place in
#: :attr:`~rulekit.mosaic.state.Player.sizes` (read without a call once the board knows it).
SIZE_BOUNDS = {"military_units": 0, "technology_cards": 1, "projects_and_wonders": 2, "unique_trade_goods": 3,
               "distinct_pillars": 4}
_SIZES = attrgetter("sizes")


def _unmeasured(s, seat, p):
    """What an Achievement whose measure is unknown measures (never enough)."""
    return -1


def measure(s, seat: int, what: str) -> int:
    """What an Achievement measured by ``what`` counts for ``seat`` now (-1: not a known measure)."""
    return MEASURES.get(what, _unmeasured)(s, seat, s.players[seat])


@lru_cache(maxsize=32)
def _achievement_checks(achievements: tuple, players: int) -> tuple:
    """Each Achievement tile still available with what it measures and its threshold for this
    player count, looked up once per set of tiles rather than at every step; a measure of
    :data:`BOARD_MEASURES` also as its field's reader and place, read without a call of the measure
    (``exact``), and one of :data:`SIZE_BOUNDS` as the reader and place of its bound."""
    d = data()
    out = []
    for a in achievements:
        what = d.achievements[a].measure
        field, place = BOARD_MEASURES.get(what, (None, None))
        read, exact = field and attrgetter(field), field is not None
        if what in SIZE_BOUNDS:
            read, place = _SIZES, SIZE_BOUNDS[what]
        out.append((a, MEASURES.get(what, _unmeasured), d.achievements[a].threshold(players), _BOUNDS.get(what),
                    Claim.of(a), read, place, exact))
    return tuple(out)


@lru_cache(maxsize=64)
def _golden_pillars(golden: tuple) -> tuple:
    """Each Golden Age tile still available with its pillar and its claim, looked up once per set of tiles."""
    return tuple((g, data().golden_ages[g].pillar, Claim.of(g)) for g in golden)


def _reached(s, seat, p, checks: tuple) -> list:
    """The claims of the Achievements (of :func:`_achievement_checks`) whose measure for ``seat`` reaches
    their threshold; a measure is not taken when its cheap bound is already below the threshold."""
    out = []
    for _, measured, threshold, bound, claim, read, place, exact in checks:
        if read is not None:                  # a number of the player's board (BOARD_MEASURES), or a bound (SIZE_BOUNDS)
            n = read(p) if place is None else read(p)[place]
            if n >= threshold and not exact:
                n = measured(s, seat, p)
        elif bound is not None and bound(s, seat, p) < threshold:
            continue
        else:
            n = measured(s, seat, p)
        if n >= threshold:
            out.append(claim)
    return out


class ClaimJudge(Judge):
    action, rule = Claim, rb.GOLDEN_AGE

    def options(self, s, seat):
        """The Golden Age and Achievement tiles ``seat`` reaches (the checks of :meth:`check`, the
        symbols read once and each Achievement's threshold looked up once per set of tiles)."""
        p = s.players[seat]
        pillars = s.ready_pillars(seat)        # each pillar asked once per player board, not each tile
        out = [claim for _, pillar, claim in _golden_pillars(s.golden) if pillar in pillars] if pillars else []
        return out + _reached(s, seat, p, _achievement_checks(s.achievements, len(s.players)))

    @cites(rb.GOLDEN_AGE)
    def unknown(self, s, seat, a):
        """Not a tile, or a tile already taken."""
        d = data()
        tile = d.golden_ages.get(a.tile) or d.achievements.get(a.tile)
        if tile is None:
            return rb.GOLDEN_AGE, f"{a.tile} is not a Golden Age or Achievement tile"
        if a.tile not in s.golden and a.tile not in s.achievements:
            owner = next((q for q in s.players if a.tile in q.tiles), None)
            where = f"P{owner.seat + 1} claimed it" if owner else "it is not in this game"
            return rb.GOLDEN_AGE, f"the {tile.name_en} tile ({a.tile}) is already taken: {where}"
        return None

    @cites(rb.GOLDEN_AGE, rb.ACHIEVEMENTS_USED)
    def check(self, s, seat, a):
        """A Golden Age's pillar symbols too few, or an Achievement's measure below its threshold."""
        d = data()
        if a.tile in s.golden:
            tile = d.golden_ages[a.tile]
            n = s.symbol_counts(seat).get(tile.pillar, 0)
            if not rules.golden_age_ready(n):
                return rb.GOLDEN_AGE, (f"the {tile.name_en} needs more {tile.pillar} symbols than you own ({n}; "
                                       f"teaching assignment)")
            return None
        tile = d.achievements[a.tile]
        (c,) = _achievement_checks((a.tile,), s.n)
        if not _reached(s, seat, s.players[seat], (c,)):
            n = measure(s, seat, tile.measure)
            return rb.ACHIEVEMENTS_USED, (f"the {tile.name_en} needs {c[2]} ({tile.measure.replace('_', ' ')}); "
                                          f"P{seat + 1} has {n}")
        return None

    @cites(rb.GOLDEN_AGE)
    def effect(self, s, seat, a):
        if a.tile in s.golden:
            s = claim(s._with(golden=drop(s.golden, a.tile)), seat, a.tile)
        else:
            s = s._with(achievements=drop(s.achievements, a.tile))
        p = s.players[seat]
        return s.with_player(seat, p._with(tiles=p.tiles + (a.tile,)))


@lru_cache(maxsize=1)
def _clears() -> tuple:
    """A clear of each deck's Offer (shared actions, made once)."""
    return tuple(Clear.of(d) for d in DECKS)


class ClearJudge(Judge):
    action, rule = Clear, rb.GOVERNMENT_ABILITY

    def candidates(self, s, seat):
        return list(_clears())

    @cites(rb.GOVERNMENT_ABILITY)
    def closed(self, s, seat):
        """No Government, or its ability used."""
        p = s.players[seat]
        if not p.government:
            return rb.GOVERNMENT_ABILITY, "a Government's ability clears an Offer; you have no Government"
        if p.government in s.flipped:
            return rb.GOVERNMENT_ABILITY, f"the ability of your Government ({p.government}) is already used"
        return None

    @cites(rb.GOVERNMENT_ABILITY)
    def check(self, s, seat, a):
        """The Offer or its deck empty."""
        i = DECKS.index(a.deck)
        if not (s.offers[i] and s.decks[i]):
            return rb.GOVERNMENT_ABILITY, f"the {a.deck} Offer and its deck must both hold cards to clear it"
        return None

    def effect(self, s, seat, a):
        i = DECKS.index(a.deck)
        decks, offers = list(s.decks), list(s.offers)
        decks[i], offers[i] = s.decks[i] + s.offers[i], ()
        return s._with(decks=tuple(decks), offers=tuple(offers),
                       flipped=s.flipped + (s.players[seat].government,)).draw(i)


class TakeoverJudge(Judge):
    action, rule = Takeover, rb.PRIESTESS

    @cites(rb.PRIESTESS)
    def candidates(self, s, seat):
        """Every opponent's City (:meth:`check` says which owners have enough of them)."""
        return [Takeover.of(sp) for sp, who, k in s.board if who != seat and k in effects.CITIES]

    @cites(rb.PRIESTESS)
    def closed(self, s, seat):
        p = s.players[seat]
        if p.leader != "priestess" or "priestess" in p.used:
            return rb.PRIESTESS, "only the Priestess takes over a City, once per game"
        return None

    @cites(rb.PRIESTESS)
    def check(self, s, seat, a):
        """No opponent's City on the space, its owner's Cities fewer than 3, or none of that kind
        left to the Priestess's owner."""
        found = s.occupant(a.space)
        if found is None or found[0] == seat or found[1] not in effects.CITIES:
            return rb.PRIESTESS, f"{a.space} holds no opponent's City"
        owner, kind = found
        cities = s.count(owner, *effects.CITIES)
        if cities < 3:
            return rb.PRIESTESS, f"P{owner + 1} has {cities} Cities; the Priestess needs an owner of 3 or more"
        if s.count(seat, kind) >= PIECE_LIMITS[kind]:
            return rb.PRIESTESS, f"all {PIECE_LIMITS[kind]} of your {kind.replace('_', ' ').title()}s are on the map"
        return None

    def effect(self, s, seat, a):
        return effects.free(s, seat, a)


class ConvertJudge(Judge):
    action, rule = Convert, rb.JUDGE

    def candidates(self, s, seat):
        return [Convert.of(r) for r in ("STONE", "IDEAS", "FOOD", "MONEY")]

    @cites(rb.JUDGE)
    def closed(self, s, seat):
        p = s.players[seat]
        if p.leader != "judge" or "judge" in p.used:
            return rb.JUDGE, "only the Judge converts Population, once per game"
        if p.population < 1:
            return rb.JUDGE, "the Judge converts 1 Population, and you have none"
        return None

    @cites(rb.JUDGE)
    def check(self, s, seat, a):
        if a.resource == "MONEY" and not s.options.any_resource_includes_money:
            return rb.JUDGE, "'any Resource' excludes Money under AMB-38's chosen reading"
        return None

    def effect(self, s, seat, a):
        return effects.free(s, seat, a)


#: The free actions, each with its judge.
FREE = {j.action: j for j in (PlayJudge(), ClaimJudge(), ClearJudge(), TakeoverJudge(), ConvertJudge())}
_FREE_JUDGES = tuple(FREE.values())


def free_options(s, seat: int, done: bool = True) -> list:
    """The free actions open to ``seat`` now (and ``done``), asked of each free action's judge."""
    out = listed(_FREE_JUDGES, s, seat)
    return out + [Done.of()] if done else out


def free_action(s, seat: int, a, again=None):
    """A free action taken, with the decision it was taken in (``again``) asked again after it."""
    if again is not None:
        s = s._push(again)
    return FREE[type(a)].effect(s, seat, a)


def free_kept(s, seat: int, a):
    """:func:`free_action` with ``again`` the decision on top of ``s``'s stack, computed with that decision
    left on top (its ``stays``, core's :class:`~rulekit.core.steps.Step`): the same state, without the copy
    that takes the decision off and the one that puts it back; ``None`` if the effect made no new state."""
    out = FREE[type(a)].effect(s, seat, a)
    return None if out is s else out


def judge_refusal(s, seat: int, a):
    """The judge's refusal of an Action or a free action (``None``: legal, or not such a move)."""
    judge = ACTIONS.get(type(a)) or FREE.get(type(a))
    return judge.refusal(s, seat, a) if judge else None


__all__ = ["BOARD_MEASURES", "FREE", "MEASURES", "free_action", "free_kept", "free_options", "judge_refusal",
           "measure"]
