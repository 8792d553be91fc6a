"""Influence, control and scoring (§C8, §C10), mixed into the game's State."""

from __future__ import annotations

from functools import lru_cache
from operator import attrgetter

from rulekit.core.rule import cites
from rulekit.core.state import cached
from rulekit.mosaic import effects, rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.cards import data, teaching_decks
from rulekit.mosaic.effects.endgame import end_vp, unrest_ignored
from rulekit.mosaic.game.position import COUNTED, NONE

#: Each player's :attr:`~rulekit.mosaic.state.Player.military`, remembered on the player's board.
_MILITARY = attrgetter("military")

#: A Presence is a value: one shared object for each combination met.
_presence = lru_cache(maxsize=4096)(rules.Presence)


@lru_cache(maxsize=1024)
def _unit_tally(units: tuple) -> dict:
    """A player's Infantry, Cavalry and Siege Engines by Region, from their ``units``."""
    out: dict[str, list] = {}
    for region, kind in units:
        out.setdefault(region, [0, 0, 0])[("INFANTRY", "CAVALRY", "SIEGE_ENGINE").index(kind)] += 1
    return {region: tuple(c) for region, c in out.items()}


def _presence_in(here: dict, military: tuple, region: str) -> dict:
    out = {}
    for seat, (units, formations, cavalry_tactics) in enumerate(military):
        cities, wonders, farms, workshops = here.get(seat, NONE)
        infantry, cavalry, siege = _unit_tally(units).get(region, (0, 0, 0))
        out[seat] = _presence(cities, wonders, farms, workshops, infantry, cavalry, siege, formations, cavalry_tactics)
    return out


@cites(rb.INFLUENCE, rb.SIEGE_ENGINE)
@lru_cache(maxsize=16)
def _influence_table(board: tuple, military: tuple, options) -> dict:
    """Each Region's Influence by seat, for a board, the players' :meth:`Scoring.military` and the
    options (a pure function of its arguments, remembered for the states that share them)."""
    spaces = data().map.spaces
    tally: dict[str, dict[int, list]] = {}
    for sp, seat, piece in board:
        tally.setdefault(spaces[sp].region, {}).setdefault(seat, [0, 0, 0, 0])[COUNTED[piece]] += 1
    everywhere = _sieges_everywhere(military)
    return {region: _region_influence({q: tuple(c) for q, c in tally.get(region, {}).items()}, military, region,
                                      options, everywhere, board) for region in data().regions}


def _sieges_everywhere(military: tuple) -> set:
    """The seats with a Siege Engine anywhere (whose Siege Engines cancel Cities everywhere unless
    AMB-28's 'region' scope)."""
    return {seat for seat, (units, _, _) in enumerate(military) if any(k == "SIEGE_ENGINE" for _, k in units)}


@cites(rb.INFLUENCE, rb.SIEGE_ENGINE)
def _region_influence(here: dict, military: tuple, region: str, options, everywhere: set, board: tuple) -> dict:
    """One Region's Influence by seat: ``here``, each seat's Cities, Wonders, Farms and Workshops there
    (``board``: where its Port Cities are read, spared by Siege Engines under AMB-28's other reading)."""
    pres = _presence_in(here, military, region)
    sieges = {q for q, p in pres.items() if p.siege} if options.siege_scope == "region" else everywhere
    ports = None
    if sieges and not options.siege_negates_port_cities:
        ports = {int(q): n for q, n in rules.region_ports(board, region).items()}
    return rules.region_influence(pres, sieges, options, ports)


def _moved_regions(before: tuple, after: tuple, options) -> set | None:
    """The Regions where some player's units differ between two :meth:`Scoring.military` (``None``:
    anything else changed that Influence reads everywhere: a player's Formations or Cavalry Tactics, the
    players with a Siege Engine when AMB-28's scope is not 'region', or the number of players)."""
    if len(before) != len(after):
        return None
    out = set()
    for (units, formations, tactics), (now, formations_now, tactics_now) in zip(before, after):
        if formations != formations_now or tactics != tactics_now:
            return None
        if units == now:
            continue
        out.update(r for r, _ in units)
        out.update(r for r, _ in now)
    if options.siege_scope != "region" and _sieges_everywhere(before) != _sieges_everywhere(after):
        return None
    return out


class Scoring:
    """Influence, control, the Empire Scoring and the final scoring."""

    __slots__ = ()

    def military(self) -> tuple:
        """Everything besides the board that Influence reads: each player's units and whether they
        hold Formations and Cavalry Tactics."""
        return tuple(map(_MILITARY, self.players))

    def presence(self, region: str) -> dict:
        """Every player's pieces in a Region, as :class:`rules.Presence`."""
        return _presence_in(self.tally(region), self.military(), region)

    def presences(self) -> dict:
        """:meth:`presence` in every Region in play (the players' units and cards read once)."""
        military = self.military()
        return {region: _presence_in(self.tally(region), military, region) for region in self.in_play()}

    @property
    def influence_table(self) -> dict:
        """Each Region of the map: every player's Influence there (:func:`rules.region_influence`),
        found once for a board, the players' units and cards, and the options."""
        return _influence_table(self.board, self.military(), self.options)

    def influences(self, region: str) -> dict:
        return dict(self.influence_table[region])

    def controllers(self) -> tuple:
        """Who controls each Region in play (``None``: nobody), in :meth:`in_play`'s order."""
        return self.region_controllers

    @cached("board", "players", "options")
    def region_controllers(self) -> tuple:
        """:meth:`controllers`, remembered while the board, the players and the options are unchanged;
        carried past a change of players that leaves what Influence reads (:meth:`military`) the same."""
        held = self.controllers_carried
        military, found = held
        now = self.military()
        if military == now:
            return found
        changed = _moved_regions(military, now, self.options)
        found = self._find_controllers() if changed is None else self._controllers_again(found, now, changed)
        # The board's pair becomes these units' (as true of this board as the one it replaces): the states
        # with the same board read it, and find again only what units change after it.
        held[:] = now, found
        return found

    def _controllers_again(self, found: tuple, military: tuple, changed: set) -> tuple:
        """``found`` (the controllers for other units) with the Regions in ``changed`` found again for
        ``military``: a Region where no player's units changed keeps its Influence (:func:`_region_influence`
        reads the board, that Region's units, the cards and the Siege Engines everywhere)."""
        regions, options = self.in_play(), self.options
        everywhere = None
        out = list(found)
        for i, region in enumerate(regions):
            if region in changed:
                if everywhere is None:
                    everywhere = _sieges_everywhere(military)
                here = _region_influence(self.tally(region), military, region, options, everywhere, self.board)
                out[i] = rules.controller(here, options)
        return tuple(out)

    @cached("board", "options")
    def controllers_carried(self) -> list:
        """The players' :meth:`military` and the controllers found for it, kept while the board and
        the options are unchanged (Influence reads nothing else, :func:`_influence_table`): a pair held
        in a list, which :meth:`region_controllers` updates to the last units it found the controllers
        for (any such pair is true of the board: the states sharing it read the latest). A board
        :meth:`put` made with one more piece changes the Influence of that piece's Region only, and of the
        Regions where units changed since the previous board's controllers were found (as
        :meth:`region_controllers` finds them again): those controllers with these Regions' found again."""
        military, grown = self.military(), self.grown
        if grown is not None and grown[0] is self.board and grown[8] is not None and grown[7] is self.options:
            before, found = grown[8]
            changed = set() if before == military else _moved_regions(before, military, self.options)
            if changed is not None:
                changed.add(data().map.spaces[grown[2]].region)
                return [military, self._controllers_again(found, military, changed)]
        return [military, self._find_controllers()]

    def _find_controllers(self) -> tuple:
        table = self.influence_table
        return tuple(rules.controller(table[r], self.options) for r in self.in_play())

    def controlled(self, seat: int) -> int:
        return self.controllers().count(seat)

    @cites(rb.REGION_AWARDS)
    def region_vp(self, region: str) -> dict:
        """What each seat scores in one Region in an Empire Scoring now: first 3 + 1 per City and
        Wonder there (any owner), second 2 (L1149-1159)."""
        return self._region_vp(region, self.influence_table[region])

    def _region_vp(self, region: str, influences: dict) -> dict:
        """:meth:`region_vp` with the Region's Influence by seat (read only) already read."""
        here = sum(c[0] + c[1] for c in self.tally(region).values())      # Cities and Wonders, any owner
        return rules.region_awards(influences, here, self.options)

    @cites(rb.INFLUENCE, rb.REGION_AWARDS, rb.CONTROL, rb.GOVERNMENT_SCORING, rb.GOVERNMENT_VP)
    def empire_scoring(self):
        """One Empire Scoring: every Region in play, then every Government (§C8). The Influence table
        is read once for the whole Scoring, and each Region's controller is :meth:`controllers`'."""
        s = self
        vp = [0] * s.n
        control = [0] * s.n
        table = s.influence_table
        for region in s.in_play():
            for seat, v in s._region_vp(region, table[region]).items():   # read only: the awards change nothing
                vp[seat] += v
        for who in s.controllers():         # who controls each Region is found in one place
            if who is not None:
                control[who] += 1
        for p in s.players:
            if p.government:
                per_region = [s.tally(r).get(p.seat, NONE)[0] for r in s.in_play()]
                vp[p.seat] += rules.government_vp(
                    p.government, s.n, controlled=control[p.seat], regions_with_city=sum(1 for c in per_region if c),
                    best_region_cities=max(per_region), wonders=len(p.wonders), tiles=len(p.tiles),
                    population=p.population, options=s.options)
        players = tuple(p._with(vp=p.vp + v) for p, v in zip(s.players, vp))
        return s._with(players=players, scorings=s.scorings + 1)

    @cites(rb.FINAL_SCORING, rb.UNREST, rb.END_VP)
    def final_vp(self, seat: int) -> int:
        """Final VP (§C10): banked VP, pieces, tiles, less the remaining Unrest."""
        p = self.players[seat]
        d = data()
        unrest = sum((teaching_decks().tax.get(c) or teaching_decks().trade[c]).unrest for c in p.tax_trade)
        ignored = d.leaders[p.leader].unrest if p.leader else 0
        ignored += sum(d.wonders[w].unrest for w in p.wonders) + unrest_ignored(self, seat)
        return rules.final_score(
            banked=p.vp, cities=len(self.pieces(seat, *effects.CITIES)), farms=len(self.pieces(seat, "FARM")),
            workshops=len(self.pieces(seat, "WORKSHOP")), wonder_vp=sum(d.wonders[w].vp for w in p.wonders),
            tile_vp=sum((d.golden_ages.get(t) or d.achievements[t]).vp for t in p.tiles),
            other=end_vp(self, seat), unrest=unrest, unrest_ignored=ignored, options=self.options)

    @cites(rb.FINAL_SCORING, rb.TIE_BREAK)
    def final_scoring(self):
        return self._with(over=True, phase="over", tasks=())


__all__ = ["Scoring"]
