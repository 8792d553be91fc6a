"""Read-only views of a Mosaic position, as plain data for widgets and notebooks.

Nothing here changes a state or decides a rule of its own: each function asks
the engine (``legal_actions``, ``why_not``, the pure functions of
:mod:`rulekit.mosaic.rules`, the state's own scoring) and arranges the answer
as lists and dicts of plain values that a widget can draw or a notebook print.

* :func:`action_menu` — the eight Actions (§C7) for the player to move: what
  each costs them now, what they would hand over (Money standing in 2:1), and
  whether it is open now, with its choices or the engine's reason why not.
* :func:`payment` — what a player would pay for a cost (§C4, L342-347).
* :func:`scoring_preview` — an Empire Scoring as if it came now (§C8): each
  Region's Influence per player, who is first and second and for how much,
  ties, control, and the totals the engine's own scoring would bank.
* :func:`why_not_build_on` — why a Build and its piece on a space, one click
  on the map, is refused, told about the position the player sees.
* :func:`map_spaces` and :func:`region_units` — the map: what stands on each space, the
  tokens still there (Supply tokens face down), the units in each Region.

Examples
--------
>>> import rulekit.mosaic as mo
>>> g = mo.new_game(players=3, seed=1)
>>> [(a["verb"], a["open"]) for a in action_menu(g)][:2]      # the Leader draft, not a turn
[('work', False), ('population', False)]
>>> payment(g, 0, {"STONE": 4, "POPULATION": 2}) is None     # P1 has no Stone and no Money yet
True
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.errors import IllegalAction, InvalidAction
from rulekit.core.resources import Bag
from rulekit.core.rule import Rule, cites
from rulekit.mosaic import rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.actions import (Build, Government, Military, Place, Population, Taxtrade, Tech, Wonder, Work)
from rulekit.mosaic.cards import data, name_of, teaching_decks
from rulekit.mosaic.decisions.judge import ACTIONS, bag_text
from rulekit.mosaic.state import RESOURCES

NAMES = {"STONE": "Stone", "IDEAS": "Ideas", "FOOD": "Food", "MONEY": "Money", "POPULATION": "Population"}
#: Pieces counted "1 VP for each City and Wonder in that Region, regardless of owner" (L1149-1152).
SCORED_PIECES = ("CITY", "PORT_CITY", "WONDER")


@dataclass(frozen=True)
class ActionKind:
    """One of the eight Actions: its number, the verb of its notation, its section and rule."""

    number: int
    verb: str
    section: str
    rule: Rule

    @property
    def name(self) -> str:
        return rb.RB.sections[("pl", self.section)].heading_en.split(". ", 1)[1]

    @property
    def name_pl(self) -> str:
        return rb.RB.sections[("pl", self.section)].heading.split(". ", 1)[1].capitalize()


#: The eight Actions in the rulebook's order (§C7, L569-589).
EIGHT = (ActionKind(1, "work", "C7.1", rb.WORK), ActionKind(2, "population", "C7.2", rb.POPULATION),
         ActionKind(3, "build", "C7.3", rb.BUILD), ActionKind(4, "wonder", "C7.4", rb.WONDER_COST),
         ActionKind(5, "tech", "C7.5", rb.TECHNOLOGY_COST), ActionKind(6, "taxtrade", "C7.6", rb.TAX_TRADE),
         ActionKind(7, "military", "C7.7", rb.RECRUIT), ActionKind(8, "government", "C7.8", rb.GOVERNMENT))


@cites(rb.MONEY_FOR_RESOURCES)
def payment(state, seat: int, cost) -> dict | None:
    """What ``seat`` would hand over for ``cost``: the Resources held first,
    2 Money for each one missing (Stone, Ideas, Food); Population never
    replaced (L342-347). ``None`` when the player cannot pay. This is the
    payment with the least Money; under AMB-X6's default reading the engine
    lets the player pay more of it with Money (a 'pay' decision).

    >>> from rulekit.mosaic.scenarios import build
    >>> g = build({"start": {"players": 2, "player": [{"seat": 0, "resources": {"STONE": 1, "MONEY": 7}}]}}, "<doctest>")
    >>> payment(g, 0, {"STONE": 4, "POPULATION": 2})         # MO-EX-1's rule: 3 Stone missing, 6 Money
    {'STONE': 1, 'MONEY': 6, 'POPULATION': 2}
    >>> payment(g, 0, {"STONE": 5}) is None                  # 4 missing would need 8 Money
    True
    """
    cost = cost if isinstance(cost, Bag) else Bag({k: v for k, v in dict(cost).items() if v})
    p = state.players[seat]
    if cost["POPULATION"] > p.population:
        return None
    have = Bag({r: p.res(r) for r in RESOURCES})
    money = cost["MONEY"] + sum(rules.money_breakdown(Bag({k: n for k, n in cost.items() if k != "POPULATION"}),
                                                      have).values())
    if money > p.res("MONEY"):
        return None
    paid = {k: min(n, p.res(k)) for k, n in cost.items() if k in RESOURCES and k != "MONEY"}
    paid["MONEY"] = money
    if cost["POPULATION"]:
        paid["POPULATION"] = cost["POPULATION"]
    return {k: n for k, n in paid.items() if n}


def _line(state, seat, what: str, cost, note: str = "") -> dict:
    pay = None if cost is None else payment(state, seat, cost)
    if cost is None or not cost:
        pays = ""
    elif pay is None:
        pays = "you cannot pay it"
    else:
        pays = "you pay " + bag_text(pay)
    return {"what": what, "cost": "" if cost is None else bag_text(cost), "pays": pays, "note": note}


def _costs(state, seat: int, verb: str) -> list[dict]:
    """The rulebook's costs of one Action for ``seat`` now, one line per thing it can buy."""
    p = state.players[seat]
    d = data()
    if verb == "work":
        return [_line(state, seat, f"{NAMES[r]}: gain {rules.work_yield(p.population, p.prod(r))}", Bag())
                for r in ("STONE", "IDEAS", "FOOD")]
    if verb == "population":
        pop = teaching_decks().population
        judge = ACTIONS[Population]
        lines = [_line(state, seat, f"{c}: +{pop[c][1]} Population", judge.cost(state, seat, Population.of(c)),
                       "teaching deck value") for c in state.offers[2]]
        if not state.offers[2] and not state.decks[2]:
            lines.append(_line(state, seat, f"no card: +{rules.POPULATION_FALLBACK_GAIN} Population",
                               judge.cost(state, seat, Population.of("-"))))
        return lines
    if verb == "build":
        return [_line(state, seat, "City", rules.city_cost()), _line(state, seat, "Port City", rules.city_cost()),
                _line(state, seat, "Farm or Workshop", Bag()), _line(state, seat, "Project", rules.project_cost())]
    if verb == "wonder":
        return [_line(state, seat, f"your Wonder no. {len(p.wonders) + 1}",
                      ACTIONS[Wonder].cost(state, seat, Wonder.of("")))]
    if verb == "tech":
        return [_line(state, seat, "a Technology from the Offer", ACTIONS[Tech].cost(state, seat, Tech.of("")))]
    if verb == "taxtrade":
        return [_line(state, seat, "a Tax or Trade card (Money from the Storage space too)", Bag())]
    if verb == "military":
        return [_line(state, seat, "recruit a unit", {"MONEY": rules.RECRUIT_COST}),
                _line(state, seat, "move a unit to an adjacent Region", {"MONEY": rules.MOVE_COST})]
    if verb == "government":
        return [_line(state, seat, d.governments[g].name_en, ACTIONS[Government].cost(state, seat, Government.of(g)))
                for g in state.governments if g != p.government]
    raise ValueError(f"not one of the eight Actions: {verb!r}")


def _example(state, seat: int, verb: str):
    """One action of this kind, to ask the engine why it is refused."""
    p = state.players[seat]
    first = lambda xs, default: xs[0] if xs else default      # noqa: E731
    return {"work": lambda: Work("STONE"), "population": lambda: Population(first(state.offers[2], "-")),
            "build": lambda: Build("-", "city"), "wonder": lambda: Wonder(first(state.wonders, "-")),
            "tech": lambda: Tech(first(state.offers[0], "-")),
            "taxtrade": lambda: Taxtrade(first(state.offers[3], "-tax")), "military": lambda: Military(),
            "government": lambda: Government(first([g for g in state.governments if g != p.government], "-")),
            }[verb]()


def action_menu(state) -> list[dict]:
    """The eight Actions for the player the game waits for, in the rulebook's order.

    Each entry: ``number``, ``verb``, ``name`` and ``name_pl`` (the rulebook's
    heading), ``rule`` (its citation), ``costs`` (one line per thing it buys:
    ``what``, ``cost``, ``pays`` — what this player would hand over — and
    ``note``), ``open`` (a choice of it is legal now), ``choices`` (those legal
    actions, as notation) and ``why_not`` (the engine's refusal when closed).

    >>> from rulekit.mosaic.scenarios import build
    >>> g = build({"start": {"players": 2}}, "<doctest>")
    >>> menu = action_menu(g)
    >>> [(m["name"], m["open"]) for m in menu][:3]
    [('Work', True), ('Population', False), ('Build', False)]
    >>> menu[2]["costs"][0]
    {'what': 'City', 'cost': '4 Stone + 2 Population', 'pays': 'you cannot pay it', 'note': ''}
    >>> menu[4]["why_not"]
    'a Technology costs 5 Ideas (Money 2:1); you have 0 Ideas and 0 Money (rule: MO-R-22)'
    """
    seat = state.to_move
    legal = state.legal_actions()
    deciding = state.decision
    out = []
    for kind in EIGHT:
        choices = [str(a) for a in legal if a.verb == kind.verb]
        why = ""
        if not choices:
            if deciding is None:
                why = "the game is over"
            elif deciding.kind != "turn":
                why = f"not now: {deciding.prompt} (rule: {deciding.rule.ref})"
            else:
                err = state.why_not(_example(state, seat, kind.verb))
                why = f"{err.reason} (rule: {err.rule.ref})" if err else "nothing of it is open now"
        out.append({"number": kind.number, "verb": kind.verb, "name": kind.name, "name_pl": kind.name_pl,
                    "rule": str(kind.rule), "ref": kind.rule.ref, "costs": _costs(state, seat, kind.verb),
                    "open": bool(choices), "choices": choices, "why_not": why})
    return out


# -- a Build and its piece, as one move ---------------------------------------------------------

@cites(rb.BUILD)
def least_money(state) -> list[str]:
    """The payment choices (AMB-X6, the ``pay`` decision) a one-click build answers
    the way its cost line reads (:func:`payment`): the Resources held first, Money
    only for what is missing. A player who wants to pay otherwise answers the
    ``pay`` decision themselves.

    >>> from rulekit.mosaic.scenarios import build
    >>> g = build({"start": {"players": 3, "player": [{"seat": 0, "resources": {"STONE": 3, "MONEY": 10},
    ...                                                "pieces": {"IT01": "CITY"}}]}}, "<doctest>")
    >>> after = g.apply("build - city")
    >>> after.decision.kind, least_money(after)         # 1 Stone short: 2 Money for it, the 3 Stone held
    ('pay', ['money STONE 1'])
    >>> done = after.apply("money STONE 1")
    >>> done.players[0].res("STONE"), done.players[0].res("MONEY")
    (0, 8)
    """
    out = []
    while state.decision is not None and state.decision.kind == "pay":
        a = min(state.legal_actions(), key=lambda a: int(a.amount))
        out.append(str(a))
        state = state.apply(a)
    return out


def why_not_build_on(state, action, space: str) -> IllegalAction | InvalidAction | None:
    """Why a Build ``action`` and then its piece on ``space`` — one click on the map
    — is refused; ``None`` when both are legal.

    The two are one move for the player: if the piece may not go on ``space``,
    the Build is not taken either. So a refusal is told about the position the
    player sees (whose turn, which decision), not the in-between one that waits
    for the piece, and names the action refused, with the engine's rule and
    reason (§C7.3, L667-743).

    >>> from rulekit.mosaic.scenarios import build
    >>> g = build({"start": {"players": 3, "player": [{"seat": 0, "resources": {"STONE": 4},
    ...                                                "pieces": {"IT01": "CITY"}}]}}, "<doctest>")
    >>> refusal = why_not_build_on(g, "build - city", "IB02")
    >>> refusal.action, refusal.reason
    ('place IB02', 'IB02 is in Iberia, which is not in play with 3 players')
    >>> refusal.where                  # P1 still to take an Action: the Build is not taken
    'round 1, P1, play, waiting on P1 to turn'
    >>> why_not_build_on(g, "build - city", "IT05") is None
    True
    """
    refusal = state.why_not(action)
    if refusal is not None:
        return refusal
    after = state.apply(action)
    for pay in least_money(after):
        after = after.apply(pay)
    refusal = after.why_not(Place(space))
    if refusal is None:
        return None
    if isinstance(refusal, IllegalAction):
        return IllegalAction(refusal.rule, refusal.reason, refusal.action, state.where())
    return refusal


# -- Empire Scoring ------------------------------------------------------------------------------

def _places(influence: dict, options) -> list[list[int]]:
    """The players on each rank of Influence, highest first (the engine's own ranking)."""
    return [seats for _, seats in rules.rank_order(influence, options)]


@cites(rb.INFLUENCE, rb.REGION_AWARDS, rb.CONTROL)
def region_scoring(state, region: str) -> dict:
    """One Region as an Empire Scoring would score it now (§C8, L1140-1166).

    ``influence`` per seat, ``pieces`` (Cities and Wonders there, any owner),
    ``first`` and ``second`` (seats on those ranks), ``tie_first`` /
    ``tie_second``, ``vp`` per seat and ``controller`` (a seat, or ``None``).
    """
    inf = state.influences(region)
    spaces = data().map.spaces
    pieces = sum(1 for sp, _, k in state.board if spaces[sp].region == region and k in SCORED_PIECES)
    awards = rules.region_awards(inf, pieces, state.options)
    places = _places(inf, state.options)
    first = places[0] if places else []
    second = places[1] if len(places) > 1 and len(first) == 1 else []
    r = data().regions[region]
    return {"region": region, "name": r.name_en, "name_pl": r.name_pl, "pieces": pieces,
            "influence": [inf[p.seat] for p in state.players], "first": first, "second": second,
            "tie_first": len(first) > 1, "tie_second": len(second) > 1, "first_vp": 3 + pieces,
            "vp": [awards[p.seat] for p in state.players],
            "controller": rules.controller(inf, state.options)}


@cites(rb.SCORING_TRIGGER, rb.GOVERNMENT_SCORING)
def scoring_preview(state) -> dict:
    """An Empire Scoring as if it came now: every Region in play, and the totals.

    ``regions`` (see :func:`region_scoring`), ``region_vp`` and ``total`` per
    seat, and ``government_vp``: the rest of what the engine's own
    ``empire_scoring`` would bank (the Governments, §C8.1).

    >>> from rulekit.mosaic.scenarios import build
    >>> g = build({"start": {"players": 2}}, "<doctest>")
    >>> preview = scoring_preview(g)
    >>> [r["region"] for r in preview["regions"]], preview["total"]
    (['ITALY', 'GREECE', 'ASSYRIA', 'EGYPT', 'NUMIDIA'], [0, 0])
    """
    regions = [region_scoring(state, r) for r in state.in_play()]
    region_vp = [sum(r["vp"][i] for r in regions) for i in range(state.n)]
    after = state.empire_scoring()
    total = [a.vp - b.vp for a, b in zip(after.players, state.players)]
    return {"regions": regions, "region_vp": region_vp,
            "government_vp": [t - v for t, v in zip(total, region_vp)], "total": total}


# -- the map -----------------------------------------------------------------------------------

@cites(rb.MAP_TOKENS, rb.REGIONS_IN_PLAY)
def map_spaces(state) -> list[dict]:
    """Every space of the map: ``id``, ``region``, ``kind``, ``row``, ``col``,
    ``in_play``, ``piece`` and ``owner`` (or ``""`` and ``None``), and the
    ``token`` still on it: a Trade Good's kind (face up), ``"supply"`` for a
    Supply token (face down until taken, L383-385), or ``""``."""
    board = {sp: (seat, piece) for sp, seat, piece in state.board}
    tokens = dict(state.tokens)
    in_play = set(state.in_play())
    out = []
    for s in data().map.spaces.values():
        seat, piece = board.get(s.id, (None, ""))
        tok = tokens.get(s.id, "")
        tok = "supply" if tok.startswith("TEACH-SUPPLY") else tok.split("#")[0]
        out.append({"id": s.id, "region": s.region, "kind": s.kind, "row": s.row, "col": s.col,
                    "in_play": s.region in in_play, "piece": piece, "owner": seat, "token": tok})
    return out


def region_units(state) -> dict:
    """The Military Units by Region: ``{region: {seat: {unit: count}}}`` (only where there are some)."""
    out: dict = {}
    for p in state.players:
        for region, kind in p.units:
            here = out.setdefault(region, {}).setdefault(p.seat, {})
            here[kind] = here.get(kind, 0) + 1
    return out


__all__ = ["EIGHT", "ActionKind", "action_menu", "bag_text", "name_of", "payment", "region_scoring",
           "scoring_preview", "map_spaces", "region_units", "why_not_build_on"]
