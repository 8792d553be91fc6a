"""What cards, tiles and Leaders score at the end: VP per symbol or piece, Wonders' own
scoring, Projects and Workshops, and the Unrest they let a player ignore (§C10, Appendix 1, 5, 6)."""

from __future__ import annotations

from rulekit.core.rule import cites
from rulekit.mosaic import rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.board import space_neighbours
from rulekit.mosaic.cards import data, teaching_decks
from rulekit.mosaic.effects import CITIES, capped, measure, pillar_of, projects, table, wonder_space


# -- the end: VP and Unrest ------------------------------------------------------------------------------

def _region_of(p, wonder) -> str:
    sp = wonder_space(p, wonder)
    return data().map.spaces[sp].region if sp else ""


@cites(rb.WONDER_SCORING, rb.CONTROL)
def wonder_vp(s, seat: int, wonder: str) -> int:
    """One Wonder tile's VP at the end: its flat VP and its own scoring (Appendix 1; AMB-48, AMB-31)."""
    d = data()
    p = s.players[seat]
    flat = d.wonders[wonder].vp
    spaces = d.map.spaces
    region = _region_of(p, wonder)
    own_only = s.options.wonder_city_scope == "own"

    def cities_where(test):
        return sum(1 for sp, who, k in s.board if k in CITIES and test(sp) and (who == seat or not own_only))
    if wonder == "W1":
        return 2 * cities_where(lambda sp: spaces[sp].region == region) if region else 0
    if wonder == "W2":
        return 4 * s.controlled(seat)
    if wonder == "W3":
        return s.unique_goods(seat)
    if wonder == "W5":
        return 4 * sum(1 for sp, _, k in s.board if k == "WONDER" and spaces[sp].region == region) if region else 0
    if wonder == "W6":
        return rules.half(p.population, s.options)
    if wonder == "W7":
        return sum(1 for q in s.players for r, _ in q.units if r == region) if region else 0
    if wonder == "W9":
        sp0 = wonder_space(p, wonder)
        return 3 * cities_where(lambda sp: sp in space_neighbours()[sp0]) if sp0 else 0
    return flat


@cites(rb.PROJECT_VP)
def project_vp(s, seat: int, card: str) -> int:
    """A Project card: 1 VP per symbol of its pillar you own (L750-752; the pillar from the TEACHING assignment)."""
    return s.symbols(seat).get(pillar_of(card), 0)


@cites(rb.WORKSHOP_VP, rb.UNIQUE_GOODS)
def workshop_complete(s, seat: int, card: str) -> bool:
    """A Workshop card scores 5 VP when you own the three Trade Goods it shows (L741-743; the
    three from the TEACHING values); the universal good stands for any one of them."""
    need = teaching_decks().workshop.get(card)
    if not need:
        return False
    goods = s.players[seat].goods
    have = {g.split("#")[0] for g in goods}
    missing = [k for k in need if k not in have]
    return len(missing) == 0 or (len(missing) == 1 and "universal" in goods and s.options.universal_good_unique)


@cites(rb.END_VP, rb.FINAL_SCORING, rb.ARTIST)
def end_breakdown(s, seat: int) -> dict:
    """The end-of-game VP of a player's cards, tiles and Leader, by source (besides pieces and tiles' flat VP)."""
    p = s.players[seat]
    d = data()
    out = {}
    recount = s.options.immediate_vp != "bank"
    sources = list(p.techs) + ([p.leader] if p.leader in table() else [])
    for card in sources:
        e = table().get(card)
        vp = d.technologies[card].vp if recount and card in d.technologies else 0
        for term in e.end if e else ():
            if term[0] == "per":
                vp += term[1] * measure(s, seat, term[2], card)
            elif term[0] == "best_project":
                vp += max((project_vp(s, seat, b) for b in projects(p.builds)), default=0)
        for st in e.now if e and recount else ():
            if st[0] == "vp_per":
                vp += st[1] * capped(measure(s, seat, st[2], card), st[3])
        if vp:
            out[card] = vp
    for w in p.wonders:
        extra = wonder_vp(s, seat, w) - d.wonders[w].vp
        if extra:
            out[w] = extra
    for b in p.builds:
        if d.build[b.split("-")[0]].kind == "project":
            out[b] = project_vp(s, seat, b)
        elif d.build[b.split("-")[0]].kind == "workshop" and workshop_complete(s, seat, b):
            out[b] = 5
    return out


def end_vp(s, seat: int) -> int:
    return sum(end_breakdown(s, seat).values())


@cites(rb.UNREST, rb.BUILD_CARD_BENEFITS)
def unrest_ignored(s, seat: int) -> int:
    """Unrest the player's Technologies (Literature, Games, Religion) and Build cards (City of
    Culture, AMB-23) let them ignore; the Leader's and Wonders' are counted by the caller."""
    p = s.players[seat]
    n = sum(data().build[b.split("-")[0]].unrest for b in p.builds)
    for card in p.techs:
        for term in table()[card].unrest if card in table() else ():
            n += term[1] if term[0] == "flat" else term[1] * measure(s, seat, term[2], card)
    return n




__all__ = ["end_breakdown", "end_vp", "project_vp", "unrest_ignored", "workshop_complete", "wonder_vp"]
