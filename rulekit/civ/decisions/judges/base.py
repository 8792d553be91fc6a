"""What the phase decisions' judges share: the phase each kind of action belongs to, the Start of
Turn's and Research's checks (one function per check: ``None``, or the rule and a sentence naming the
real cause), and the checks of what several decisions take (a great person used, a culture event
played, a coin invested, the metropolis's square)."""

from __future__ import annotations

from functools import lru_cache

from rulekit.core.rule import cites
from rulekit.civ import abilities
from rulekit.civ import effects
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.actions import (Arts, Atlantis, Build, Coin, Culture, Disband, Escort, Event, Explore, Found,
                                 Government, Harvest, Invest, Metropolis, Move, PlaceGP, Produce,
                                 Research as ResearchTech, Teacher, UseGP, Wonder, Workers)
from rulekit.civ.state import catalog

#: the phase whose decision takes each kind of action (a great person is used in several)
PHASE_OF = {Invest: "start", Teacher: "start", Found: "start", Atlantis: "start", Government: "start",
            Workers: "city", Produce: "city", Build: "city", Wonder: "city", Culture: "city", UseGP: "city",
            PlaceGP: "city", Arts: "city", Harvest: "city", Coin: "city",
            Move: "movement", Disband: "movement", Escort: "movement", Explore: "movement",
            ResearchTech: "research"}
_PHASE_RULE = {"start": rb.TURN_ORDER, "city": rb.CITY_ACTIONS, "movement": rb.MOVEMENT, "research": rb.RESEARCH}


def sq(q) -> str:
    return f"{q[0]},{q[1]}" if len(q) == 2 else str(q)


@cites(rb.TURN_ORDER, rb.CITY_ACTIONS, rb.MOVEMENT, rb.RESEARCH)
def phase_refusal(step, action):
    """An action of another phase's decision than ``step`` (``None`` for one ``step`` takes)."""
    want = PHASE_OF.get(type(action))
    if want and step.kind != want:
        return _PHASE_RULE[want], f"that is done in the {want} phase, not now ({step.kind})"
    return None


# == Start of Turn's checks ====================================================================

def owed_first(s, seat):
    """The metropolis upgrade (L696-702) or Atlantis's tech (L590-599) owed and possible: it comes first."""
    p = s.players[seat]
    if "metropolis" in p.pending and s.metropolis_squares(seat):
        return rb.METROPOLIS_PENDING, (f"the metropolis upgrade is owed and now possible: it must be done first "
                                       f"(L696-702); expansion squares: "
                                       f"{', '.join(sq(q) for q in s.metropolis_squares(seat))}")
    if "atlantis" in p.pending and s.learnable(seat):
        return rb.ATLANTIS, "Atlantis's free tech is due first this Start of Turn (L590-599): choose it"
    return None


def metropolis_refusal(s, seat, square):
    cap = next((c for c in s.cities if c.owner == seat and c.kind == "capital"), None)
    if cap is None or "metropolis" not in s.players[seat].pending:
        return rb.METROPOLIS_UPGRADE, "only a capital grows into a metropolis, when Agriculture is learned"
    return s.metropolis_problem(seat, square)          # the map's test (L669-694)


def atlantis_refusal(s, seat, tech):
    if "atlantis" not in s.players[seat].pending:
        return rb.ATLANTIS, "no free tech from Atlantis is due"
    return tech_refusal(s, seat, tech)


@cites(rb.FOUND_CITY, rb.LANDMARK_SQUARE)
def found_refusal(s, seat, f):
    """A city founded with figure ``f`` (``None``: no such figure)."""
    if f is None or f.owner != seat or f.kind != "wagon":
        return rb.FOUND_CITY, "a city is founded with one of your wagons"
    why = s.founding_problem(seat, f.pos)
    if why:
        return (rb.LANDMARK_SQUARE if "landmark" in why else rb.FOUND_CITY), why
    return None


def governments_open(s, seat) -> list:
    """The governments ``seat``'s techs unlock (every one under The Pyramids), but its own, sorted."""
    p = s.players[seat]
    return [g for g in _unlocked(None if abilities.all_governments(s, seat) else p.tech_names) if g != p.government]


#: How many sequences of techs held the memos of what techs unlock keep (:func:`_unlocked` here, the
#: buildings' in :mod:`~rulekit.civ.decisions.judges.city`). The players of a game learn a hundred or so
#: between them, few of which a later game repeats; each entry kept is four references a full garbage
#: collection walks, so more than this would keep only finished games' sequences for it to walk.
TECH_MEMO = 256


@lru_cache(maxsize=TECH_MEMO)
def _unlocked(techs) -> tuple:
    """The governments these techs unlock (``None``: every tech's), sorted (static card data, once per
    set of techs held)."""
    cat = catalog().techs
    if not techs:                       # every tech's, or none
        return tuple(sorted({g for t in (cat.values() if techs is None else ()) for g in t.governments}))
    before = _unlocked(techs[:-1])      # a tech learned comes last: the governments before it, with its own
    new = set(cat[techs[-1]].governments)
    return before if new <= set(before) else tuple(sorted(new.union(before)))


@cites(rb.GOVERNMENT)
def government_turn_refusal(s, step):
    """Once a turn, and not while in Anarchy."""
    p = s.players[step.player]
    if "gov" in step.used:
        return rb.GOVERNMENT, "the government changes once a turn, and this turn's change is made"
    if p.government == "Anarchy":
        return rb.GOVERNMENT, (f"P{step.player + 1} is in Anarchy: {p.next_government or 'the new government'} "
                               f"takes office at the next Start of Turn")
    return None


def government_refusal(s, seat, name):
    p = s.players[seat]
    if name == p.government:
        return rb.GOVERNMENT, f"P{seat + 1} has {name} already"
    if name not in governments_open(s, seat):
        return rb.GOVERNMENT, (f"P{seat + 1} may change to {name} only with a tech that unlocks it "
                               f"(P{seat + 1} has {p.government})")
    return None


@cites(rb.INVEST, rb.OPTIONAL_MODULES, rb.INVESTMENT_MARKERS)
def invest_refusal(s, step):
    """This turn's one coin invested (L873-874), from a coin token, while markers are left."""
    seat = step.player
    p = s.players[seat]
    if not s.investments:
        return rb.OPTIONAL_MODULES, "the investment deck is not in this game"
    if rules.investable_coins(p.coins, p.card_coins, s.options) < 1:
        return rb.INVEST, f"only coin tokens may be invested, and P{seat + 1} has none (printed coins do not count)"
    if p.invested or "invest" in getattr(step, "used", ()):
        return rb.INVEST, "one coin a turn may be invested, and this turn's is invested already"
    if step.kind != "start":
        return rb.INVEST, "coins are invested at the start of the turn"
    if s.investment_supply() < 1:
        return rb.INVESTMENT_MARKERS, "no investment markers are left (23, L51)"
    return None


def invest_card_refusal(s, seat, card):
    cards = [c for c, _ in s.players[seat].investments]
    if card not in cards:
        return rb.INVEST, f"{card!r} is not one of P{seat + 1}'s investment cards ({', '.join(cards)})"
    return None


@cites(rb.TEACHER)
def teacher_refusal(s, step):
    p = s.players[step.player]
    if "teacher" not in p.kept:
        return rb.TEACHER, "you hold no Teacher marker"
    if "teacher" in step.used:
        return rb.TEACHER, "the Teacher teaches once a turn, and has taught this turn"
    return None


def teacher_tech_refusal(s, seat, tech):
    t = catalog().techs.get(tech)
    if t is not None and t.level != 1:
        return rb.TEACHER, "the Teacher teaches a level I tech only"
    return tech_refusal(s, seat, tech)


# == Research's checks (CV-B-02) ===============================================================

@cites(rb.PYRAMID)
def tech_refusal(s, seat, tech):
    """Whether ``tech`` fits ``seat``'s pyramid (the tech of this game, not known yet, a legal slot)."""
    t = catalog().techs.get(tech)
    if t is None:
        return rb.PYRAMID, f"{tech!r} is not a tech of this game"
    if s.players[seat].knows(tech):
        return rb.PYRAMID, f"P{seat + 1} knows {tech} already"
    if not s.can_learn(seat, tech):
        return rb.PYRAMID, (f"{tech} (level {t.level}) has no legal slot in your tech pyramid: a level {t.level} tech "
                            f"needs more level {t.level - 1} techs than level {t.level} techs after adding it")
    return None


def research_cost(s, seat, tech) -> int:
    """The trade ``seat`` pays to learn ``tech`` (Porcelain Tower's discount counted)."""
    return abilities.tech_cost(s, seat, catalog().techs[tech].level)


@cites(rb.TECH_COST)
def affordable_levels(s, seat) -> frozenset:
    """The tech levels whose trade cost (:func:`research_cost`: it depends on the level only) ``seat``'s
    trade pays: judged once a level, for every tech of that level."""
    trade = s.players[seat].trade
    return frozenset(level for level, cost in enumerate(abilities.tech_costs(s, seat), 1) if cost <= trade)


@cites(rb.TECH_COST)
def trade_refusal(s, seat, tech):
    if catalog().techs[tech].level not in affordable_levels(s, seat):
        return rb.TECH_COST, f"{tech} costs {research_cost(s, seat, tech)} trade; you have {s.players[seat].trade}"
    return None


@cites(rb.CULTURE_EVENTS)
def event_use_refusal(s, seat: int, a: Event, phase: str, done=()):
    """A culture event played now: held and played by the engine, its timing, its target."""
    why = effects.event_refusal(s, seat, a.card)
    if why:
        return why
    if phase not in ("start", "city"):
        return rb.CULTURE_EVENTS, f"culture event cards are played at the Start of Turn or in City Management, not now " \
                                  f"({phase})"
    targets = effects.event_targets(s, seat, a.card, phase, done)
    if a.target in targets:
        return None
    if not targets:
        return rb.CULTURE_EVENTS, f"{a.card} is not played now: {catalog().events[a.card][2]}"
    return rb.CULTURE_EVENTS, f"{a.card} is played now on {', '.join(targets)}, not {a.target or 'nothing'}"


@cites(rb.GP_ABILITY, rb.GP_EFFECTS)
def gp_use_refusal(s, seat: int, a: UseGP, phase: str, done=()):
    """A great person used now: :func:`~rulekit.civ.effects.gp_refusal`, then :func:`~rulekit.civ.effects.gp_uses`
    in ``phase``."""
    why = effects.gp_refusal(s, seat, a.card)
    if why:
        return why
    up = next(u for n, u in s.players[seat].gp_cards if n == a.card)
    uses = effects.gp_uses(s, seat, a.card, up, phase, done)
    if a.arg in uses:
        return None
    if uses:
        return rb.GP_EFFECTS, f"{a.card} is used now with {', '.join(x or 'no argument' for x in uses)}, not {a.arg!r}"
    if a.card in effects.ONGOING:
        return rb.GP_ABILITY, f"{a.card} is face up: the ability works while it is held (no use is left this turn)"
    when = effects.GP_WHEN.get(a.card, "any")
    if when != "any" and when != phase:
        return rb.GP_EFFECTS, f"{a.card} is used in the {when} phase, not now ({phase})"
    return rb.GP_EFFECTS, f"{a.card} has nothing to do now"


def shared_refusal(s, step, a):
    """The checks of what several decisions take (a great person used, a culture event played, an
    investment, the metropolis's square), then the phase an action belongs to."""
    seat = step.player
    if isinstance(a, Metropolis):
        return metropolis_refusal(s, seat, a.square)
    if isinstance(a, UseGP):
        if step.kind in ("start", "city", "movement"):
            return gp_use_refusal(s, seat, a, step.kind, getattr(step, "acted", ()))
        return effects.gp_refusal(s, seat, a.card) or phase_refusal(step, a)
    if isinstance(a, Event):
        if step.kind in ("start", "city", "movement"):
            return event_use_refusal(s, seat, a, step.kind, getattr(step, "acted", ()))
        return effects.event_refusal(s, seat, a.card) or phase_refusal(step, a)
    if isinstance(a, Invest):
        return invest_refusal(s, step)
    return phase_refusal(step, a)
