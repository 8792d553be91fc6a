"""A custom start checked as completely as a position the engine reaches in play.

Core's ``check_position`` has already checked the fields' types, the player count, the seats and
the phase; :func:`check_names` and :func:`check_counts` add Mosaic's own rules: every name one of
the box's (Leaders, Technologies, cards, tiles, Regions), every card and tile in one place, and
no more pieces or units of a colour than the box holds (L230-236).
"""

from __future__ import annotations

from collections import Counter

from rulekit.core.errors import DataError
from rulekit.core.rule import cites
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.cards import data, teaching_decks
from rulekit.mosaic.rules import MAX_EMPIRE_SCORINGS
from rulekit.mosaic.state import PIECE_LIMITS

UNITS = ("INFANTRY", "CAVALRY", "SIEGE_ENGINE")


def _cards() -> frozenset:
    """Every card the box holds (as :func:`rulekit.mosaic.invariants.expected_cards` counts them)."""
    d, t = data(), teaching_decks()
    cards = set(d.technologies) | {f"{b}-{i}" for b, n in d.teaching.build_copies.items() for i in range(1, n + 1)}
    return frozenset(cards | set(t.population) | set(t.tax) | set(t.trade) | {f"ES-{k}" for k in d.decks})


def _card_places(s) -> Counter:
    """Each card where it lies, once for each place (tokens, units and tiles in the box left out)."""
    d = data()
    cards = [c for c in s.box if "#" not in c and not c.startswith(("TEACH-SUPPLY", "unit:"))
             and c not in d.achievements and c not in d.wonders and c not in d.golden_ages and c not in d.governments]
    for pile in s.decks + s.offers + s.hands:
        cards += pile
    for p in s.players:
        cards += p.techs + p.hidden + p.builds + p.people + p.tax_trade
    return Counter(cards)


@cites(rb.COMPONENTS, rb.LEADER_DRAFT)
def check_names(s, source: str) -> None:
    """Every Leader, Technology, card, tile and Region a start names is one of the box's, and every
    card and tile lies in one place."""
    d = data()
    for i, name in enumerate(s.leaders):
        if name not in d.leaders:
            raise DataError(source, f"leaders[{i}]", f"{name!r} is not a Leader ({', '.join(d.leaders)})")
    for i, hand in enumerate(s.hands):
        for card in hand:
            if card not in d.technologies:
                raise DataError(source, f"hands[{i}]", f"{card!r} is not a Technology")
    for p in s.players:
        at = f"players[{p.seat}]"
        if p.leader and p.leader not in d.leaders:
            raise DataError(source, f"{at}.leader", f"{p.leader!r} is not a Leader ({', '.join(d.leaders)})")
        for name in ("techs", "hidden"):
            for card in getattr(p, name):
                if card not in d.technologies:
                    raise DataError(source, f"{at}.{name}", f"{card!r} is not a Technology")
        if p.government and p.government not in d.governments:
            raise DataError(source, f"{at}.government", f"{p.government!r} is not a Government tile")
        for w in p.wonders:
            if w not in d.wonders:
                raise DataError(source, f"{at}.wonders", f"{w!r} is not a Wonder tile")
        for t in p.tiles:
            if t not in d.golden_ages and t not in d.achievements:
                raise DataError(source, f"{at}.tiles", f"{t!r} is not a Golden Age or Achievement tile")
        for region, kind in p.units:
            if region not in d.regions or kind not in UNITS:
                raise DataError(source, f"{at}.units", f"({region!r}, {kind!r}): a Region of the map and one "
                                                       f"of {', '.join(UNITS)}")
    known = _cards()
    for card, n in sorted(_card_places(s).items()):
        if card not in known:
            raise DataError(source, "cards", f"{card!r} is not a card of the box (a Technology, a Build card copy "
                                             "as B20-1, a Population, Tax & Trade or Scoring card)")
        if n > 1:
            raise DataError(source, "cards", f"{card} is in {n} places; every card is in one")
    _check_tiles(s, source)


def _check_tiles(s, source: str) -> None:
    d = data()
    tiles = set(d.wonders) | set(d.golden_ages) | set(d.achievements) | set(d.governments)
    held = list(s.wonders + s.golden + s.achievements + s.governments)
    for p in s.players:
        held += list(p.wonders + p.tiles) + ([p.government] if p.government else [])
    held += [x for x in s.box if x in tiles]
    for name, field in ((s.wonders, "wonders"), (s.golden, "golden"), (s.achievements, "achievements"),
                        (s.governments, "governments")):
        for t in name:
            if t not in tiles:
                raise DataError(source, field, f"{t!r} is not a tile of the box")
    for t, n in Counter(held).items():
        if n > 1:
            raise DataError(source, "tiles", f"{t} is in {n} places; every tile is in one")


@cites(rb.COMPONENTS, rb.RECRUIT, rb.MAX_SCORINGS)
def check_counts(s, source: str) -> None:
    """No colour with more pieces on the map or units than its box holds (L230-236; Infantry and
    Cavalry without limit under AMB-X8's other reading; Siege Engines at most 2 either way, L1685)."""
    on_board = Counter((seat, piece) for _, seat, piece in s.board)
    for p in s.players:
        at = f"players[{p.seat}]"
        for piece in ("CITY", "PORT_CITY", "FARM", "WORKSHOP"):
            if on_board[(p.seat, piece)] > PIECE_LIMITS[piece]:
                raise DataError(source, "board", f"P{p.seat + 1} has {on_board[(p.seat, piece)]} {piece} on the "
                                                 f"map; the box holds {PIECE_LIMITS[piece]} of a colour")
        if on_board[(p.seat, "WONDER")] > len(p.wonders):
            raise DataError(source, "board", f"P{p.seat + 1} has more Wonder pieces than Wonder tiles")
        units = Counter(k for _, k in p.units)
        for kind, n in units.items():
            unlimited = kind in ("INFANTRY", "CAVALRY") and not s.options.box_limits_units
            if not unlimited and n > PIECE_LIMITS[kind]:
                raise DataError(source, f"{at}.units", f"{n} {kind}; the box holds {PIECE_LIMITS[kind]} of a colour")
    if s.revealed > len(data().decks) or s.seen > s.revealed:
        raise DataError(source, "revealed", f"{s.revealed} Scoring cards revealed, {s.seen} dealt with: at most "
                                            f"{len(data().decks)} cards (L207), each dealt with once")
    if s.scorings > MAX_EMPIRE_SCORINGS:
        raise DataError(source, "scorings", f"{s.scorings} Empire Scorings; at most {MAX_EMPIRE_SCORINGS} (L1208-1210)")


@cites(rb.CARD_EFFECTS)
def check_steps(s, source: str) -> None:
    """Each pending decision names what can arise in play: a Region of the map as its ``region``,
    counts not negative. (Core has checked each decision's kind, its fields' types and its seat.)"""
    regions = set(data().regions) | {""}
    for i, step in enumerate(s.tasks):
        if getattr(step, "region", "") not in regions:
            raise DataError(source, f"tasks[{i}].region", f"{step.region!r} is not a Region of the map")
        for name in ("count", "recruits"):
            if getattr(step, name, 0) < 0:
                raise DataError(source, f"tasks[{i}].{name}", "must not be negative")
        if step.automatic:       # it runs by itself: nothing to ask
            continue
        try:                     # a decision of a card that has no such effect cannot arise in play
            step.options(s)
        except (KeyError, IndexError, AttributeError, TypeError, ValueError) as err:
            raise DataError(source, f"tasks[{i}]", f"a {step.kind} decision play cannot reach here "
                                                   f"({type(err).__name__}: {err})") from None


__all__ = ["check_counts", "check_names", "check_steps"]
