"""The choices card effects ask for: one decision kind per choice, its options and how it resolves.

:mod:`rulekit.mosaic.effects` says what every card, tile and Leader does (the
table) and fires the effects at the points of the turn where they happen (the
hooks); when an effect needs a player's choice (where a free unit or City goes,
which enemy unit is eliminated, which token is taken, which Production a
"+3 to any Production" raises …) it pushes a task whose kind is one of the
:data:`DECISIONS` below. Each kind lists its legal choices (``_x_options``,
citing the card's rule) and resolves the one taken (``_x``).

Examples
--------
>>> DECISIONS["eliminate"].rule.ref, DECISIONS["boost"].rule.ref
('MO-R-65', 'MO-R-69')
"""

from __future__ import annotations

from rulekit.core.decisions import DecisionKind, decision_table
from rulekit.core.rule import cites
from rulekit.mosaic import effects, rules
from rulekit.mosaic import rulebook as rb
from rulekit.mosaic.actions import (DECKS, Boost, Clear, Deploy, Done, Eliminate, Gain, Lock, Money, Peek, Place,
                                    Relocate, Symbols, Take)
from rulekit.mosaic.cards import PILLARS, data
from rulekit.mosaic.effects import (CITIES, DIPLOMATS, INF_CAV, armoured, city_built, eliminated, step, take_token,
                                    unit_stock)
from rulekit.mosaic.state import PIECE_LIMITS, TRACKS, Task

# -- taking tokens from the map -----------------------------------------------------------------

def _take_options(s, t):
    kind = step(t.card, "token")[1] if t.card != "T22" else "good"
    out = []
    for space, token in s.tokens:
        supply = token.startswith("TEACH-SUPPLY")
        if kind == "any" or (kind == "good" and not supply) or token.split("#")[0] == kind:
            out.append(Take.of(space))
    return out


def _take(s, t, a):
    s = take_token(s, t.player, a.space)
    return s._push(Task("take", t.player, card=t.card, count=t.count - 1)) if t.count > 1 else s



# -- free units and eliminations ----------------------------------------------------------------

#: Cards whose free unit is an unqualified 'Military Unit' (Fortified City L1431, Metallurgy L1703,
#: Military Organization L1748); the Siege Engine Technology (L1685) makes a Siege Engine one (AMB-X14).
UNQUALIFIED_UNIT, SIEGE_TECH = ("B6", "T33", "T43"), "T27"

@cites(rb.CARD_UNITS, rb.RECRUIT)
def _deploy_options(s, t):
    """Free units: any Region in play where the card says so; else where a recruit may go (AMB-X11)."""
    if t.card == "S5":                                  # Exploration: its Infantry where its Farm went
        kinds, where = ("INFANTRY",), "fixed"
    elif t.card.split("-")[0] in data().build:          # Fortified City: a unit where its City went
        kinds, where = INF_CAV, "fixed"
    else:
        _, kinds, _, where = step(t.card, "units")
    if (t.card.split("-")[0] in UNQUALIFIED_UNIT and s.options.card_unit_kinds == "military"
            and SIEGE_TECH in s.players[t.player].techs):
        kinds = kinds + ("SIEGE_ENGINE",)               # 'a Military Unit' of any kind it may have (AMB-X14)
    if t.data:
        regions = (t.data[0],)
    elif where == "any" or s.options.free_units_where == "any":
        regions = s.in_play()
    else:
        spaces = data().map.spaces
        regions = sorted({spaces[sp].region for sp in s.pieces(t.player, *CITIES)})
    return [Deploy.of(k, r) for k in kinds if unit_stock(s, t.player, k) > 0 for r in regions]


def _deploy(s, t, a):
    p = s.players[t.player]
    s = s._player(t.player, p._with(units=tuple(sorted(p.units + ((a.region, a.unit),)))))
    return s._push(Task("deploy", t.player, card=t.card, count=t.count - 1, data=t.data)) if t.count > 1 else s




@cites(rb.ELIMINATION, rb.ARMOUR)
def _eliminate_options(s, t):
    """Enemy units in a Region where you have a unit of the card's kind; a second one in the same Region."""
    kinds = step(t.card, "eliminate")[2]
    mine = {r for r, k in s.players[t.player].units if k in kinds}
    if t.data:
        mine &= {t.data[0]}
    return [Eliminate.of(f"P{q.seat + 1}", k, r) for q in s.players if q.seat != t.player and not armoured(q)
            for r, k in sorted(set(q.units)) if r in mine]


def _eliminate(s, t, a):
    s = eliminated(s, int(a.owner[1]) - 1, a.region, a.unit)        # stock or box (AMB-27)
    if t.count > 1:
        return s._push(Task("eliminate", t.player, card=t.card, count=t.count - 1, data=(a.region,)))
    return s



# -- free Cities and Farms ----------------------------------------------------------------------

@cites(rb.FREE_CITY, rb.CITY_COST)
def _free_city_options(s, t):
    """A free City, on a space a City may take, where the card says (AMB-44: normal placement rules)."""
    seat = t.player
    if len(s.pieces(seat, "CITY")) >= PIECE_LIMITS["CITY"]:
        return []
    where = step(t.card, "city")[1]
    spaces = data().map.spaces
    sites = s.sites(seat, "CITY")
    own = s.pieces(seat, *CITIES)
    mine = {spaces[sp].region for sp in own}
    if where == "no-city-region":
        sites = [x for x in sites if spaces[x].region not in mine]
    elif where == "adjacent-region":
        G = effects.region_neighbours(s)
        near = {r for m in mine for r in G.get(m, ())}
        sites = [x for x in sites if spaces[x].region in near]
    elif where == "adjacent-space":
        from rulekit.mosaic.turn import neighbours
        near = neighbours()
        sites = [x for x in sites if any(c in near[x] for c in own)]
    return [Place.of(x) for x in sites]


def _free_city(s, t, a):
    s = s.put(t.player, a.space, "CITY")
    return city_built(s, t.player, port=False, free=True)


@cites(rb.FREE_CITY, rb.FARM_WORKSHOP)
def _free_farm_options(s, t):
    """Plant Cultivation: a Farm by the normal rules; Exploration: in a Region where you have no City (AMB-52)."""
    seat = t.player
    if len(s.pieces(seat, "FARM")) >= PIECE_LIMITS["FARM"]:
        return []
    if step(t.card, "farm")[1] == "adjacent":
        return [Place.of(x) for x in s.sites(seat, "FARM")]
    spaces = data().map.spaces
    mine = {spaces[sp].region for sp in s.pieces(seat, *CITIES)}
    return [Place.of(x) for x in s.sites(seat, "CITY") if spaces[x].region not in mine]


def _free_farm(s, t, a):
    s = s.put(t.player, a.space, "FARM")
    if step(t.card, "farm")[1] == "explore":            # and the Infantry unit in that Region (L1487-1488)
        return s._push(Task("deploy", t.player, card=t.card, count=1, data=(data().map.spaces[a.space].region,)))
    return s


# -- choices: a Production, a Resource, a pillar, a Region ----------------------------------------

@cites(rb.ANY_PRODUCTION)
def _boost_options(s, t):
    tracks = TRACKS if s.options.any_production == "five" else TRACKS[:3]
    return [Boost.of(x) for x in tracks]


def _boost(s, t, a):
    n = step(t.card, "boost")[1]
    return s._player(t.player, s.players[t.player].produce({a.track: n}))


def _pick_options(s, t):
    resources = step(t.card, "pick")[2]
    if "IDEAS" in resources and not s.options.any_resource_includes_money:        # "10 of one Resource" (AMB-38)
        resources = resources[:3]
    return [Gain.of(r) for r in resources]


def _pick(s, t, a):
    amount = step(t.card, "pick")[1]
    per_unit = t.card == "T38" and s.options.raiders_choice == "per-unit"
    n = amount if per_unit else amount * t.count
    s = s._player(t.player, s.players[t.player].gain({a.resource: n}))
    return s._push(Task("pick", t.player, card=t.card, count=t.count - 1)) if per_unit and t.count > 1 else s


@cites(rb.LOYALTY, rb.CONTROL)
def _loyalty_options(s, t):
    return [Lock.of(r) for r in s.in_play() if rules.controller(s.influences(r), s.options) == t.player]


def _lock(s, t, a):
    p = s.players[t.player]
    return s._player(t.player, p._with(used=p.used + (f"lock:{a.region}",)))



@cites(rb.GREAT_LIBRARY)
def _library_options(s, t):
    return [Symbols.of(x) for x in PILLARS]


def _library(s, t, a):
    p = s.players[t.player]
    return s._player(t.player, p._with(used=p.used + (f"library:{a.pillar}",)))



# -- the Capital: clear an Offer -------------------------------------------------------------------

@cites(rb.BUILD_CARD_BENEFITS, rb.GOVERNMENT_ABILITY)
def _capital_options(s, t):
    """Capital (L1456): 'clear one Offer, its cards to the bottom of the deck, and refill it' - which
    Offer is its owner's choice; the card's text is an order, so there is no declining. An Offer left
    empty (the Build Offer while the Capital's own slot waits for its refill, L677-678) may be chosen
    while its deck has a card to refill it."""
    return [Clear.of(d) for i, d in enumerate(DECKS) if s.offers[i] or s.decks[i]]


def _capital(s, t, a):
    return effects.clear_offer(s, DECKS.index(a.deck))


# -- Republic: the Action after a look at a deck's top card ------------------------------------------------

_TAKES = {"technology": "tech", "build": "build", "population": "population", "tax-trade": "taxtrade"}


def _with_top(s, t):
    """The state as if the looked-at card lay in its Offer (a Scoring card is never taken)."""
    i = DECKS.index(t.card)
    top = s.decks[i][0] if s.decks[i] else ""
    if not top or top.startswith("ES-"):
        return s, ""
    decks, offers = list(s.decks), list(s.offers)
    decks[i], offers[i] = s.decks[i][1:], s.offers[i] + (top,)
    return s._with(decks=tuple(decks), offers=tuple(offers)), top


def _card_of(a) -> str:
    return getattr(a, "tech", None) or getattr(a, "card", "")


@cites(rb.REPUBLIC)
def _republic_options(s, t):
    """'You may choose the card you looked at, or put it back on top and choose another card from that
    Offer' (L1126-1127): that deck's Actions with the top card or an Offer card (AMB-X13's default), or
    any Action besides the top card's ('free')."""
    from rulekit.mosaic import turn
    s2, top = _with_top(s, t)
    verb = _TAKES[t.card]
    with_top = [a for a in turn._action_options(s2, t.player) if a.verb == verb and _card_of(a) == top] if top else []
    others = turn._action_options(s, t.player)
    if s.options.republic_peek == "binds":
        others = [a for a in others if a.verb == verb and not _card_of(a).startswith("-")]
    return sorted(set(with_top + others), key=str)


def _republic(s, t, a):
    s2, top = _with_top(s, t)
    s = s2 if top and a.verb == _TAKES[t.card] and _card_of(a) == top else s
    after = (Task("after-action", t.player),) if t.data == ("extra",) else (Task("free", t.player),
                                                                            Task("end", t.player))
    return effects.act(s._push(*after), t.player, a)


# -- extra Actions (Bureaucracy, Mathematics, the Scribe) -------------------------------------------

@cites(rb.EXTRA_ACTION, rb.SCRIBE, rb.REPUBLIC)
def _extra_options(s, t):
    """An extra Action (Bureaucracy's is a Work action, L1596), free actions before it, and the
    Republic's look before it unless AMB-X15's option keeps the look for the turn's own Action."""
    from rulekit.mosaic import turn
    actions = turn._action_options(s, t.player)
    if t.card == "T2":
        actions = [a for a in actions if a.verb == "work"]
    elif s.options.republic_look == "every-action":
        actions = effects.republic_options(s, t.player) + actions
    return turn._free_options(s, t.player, done=False) + actions


def _extra(s, t, a):
    """The extra Action, then the Empire Scoring a card it revealed asks for (L1134-1136)."""
    from rulekit.mosaic import turn
    if isinstance(a, Peek):
        return effects.peek(s, t.player, a.deck, extra=True)
    if type(a) in turn._ACTIONS:
        return effects.act(s._push(Task("after-action", t.player)), t.player, a)
    return turn._free(s._push(t), t.player, a)



# -- paying: Money for Resources you hold (AMB-X6) ---------------------------------------------------------

def _chosen(t) -> dict:
    return {x.split(":")[0]: int(x.split(":")[1]) for x in t.data}


@cites(rb.MONEY_FOR_RESOURCES)
def _pay_options(s, t):
    """How much of the next Resource the player pays with Money (2 each): 'Money may replace any
    standard Resource when paying for Actions' (L342-343, L988-991), not only a missing one (AMB-X6)."""
    from rulekit.mosaic.actions import Action
    a = Action.parse(t.card)
    resource, amounts = effects.money_range(s, t.player, effects.action_cost(s, t.player, a), _chosen(t))
    return [Money.of(resource, str(n)) for n in amounts]


def _pay(s, t, a):
    from rulekit.mosaic import turn
    from rulekit.mosaic.actions import Action
    chosen = {**_chosen(t), a.resource: int(a.amount)}
    action = Action.parse(t.card)
    cost = effects.action_cost(s, t.player, action)
    if effects.money_range(s, t.player, cost, chosen)[1]:
        return s._push(Task("pay", t.player, card=t.card, data=tuple(f"{r}:{n}" for r, n in chosen.items())))
    short = {r: max(0, n - s.players[t.player].res(r)) for r, n in cost.items() if r not in chosen}
    s = effects.prepay(s, t.player, {**short, **chosen})
    return turn._ACTIONS[type(action)](s, t.player, action)


# -- before an Empire Scoring: Diplomats ----------------------------------------------------------------

@cites(rb.DIPLOMATS, rb.ADJACENCY)
def _diplomats_options(s, t):
    G = effects.region_neighbours(s)
    out = [Done.of()]
    for q in s.players:
        if q.seat == t.player:
            continue
        for r in sorted({r for r, _ in q.units}):
            out += [Relocate.of(f"P{q.seat + 1}", r, to) for to in G.get(r, ())]
    return out


def _diplomats(s, t, a):
    if isinstance(a, Done):
        return s
    seat = int(a.owner[1]) - 1
    q = s.players[seat]
    units = tuple(sorted((a.region if r == a.origin else r, k) for r, k in q.units))
    s = s._player(seat, q._with(units=units))
    p = s.players[t.player]
    return s._player(t.player, p._with(used=p.used + (DIPLOMATS,)))


# -- the decision kinds ---------------------------------------------------------------------------------

def _prompt(text):
    return lambda s, t: text.format(who=f"P{t.player + 1}", card=t.card, count=t.count)


DECISIONS = decision_table(
    DecisionKind("deploy", rb.CARD_UNITS, _prompt("{who}: place a free unit ({card}, {count} to place)"),
                 _deploy_options, _deploy),
    DecisionKind("eliminate", rb.ELIMINATION,
                 _prompt("{who}: eliminate an enemy unit ({card}, {count} to eliminate)"),
                 _eliminate_options, _eliminate),
    DecisionKind("take", rb.TAKE_TOKEN, _prompt("{who}: take a token from the map ({card})"), _take_options, _take),
    DecisionKind("free-city", rb.FREE_CITY, _prompt("{who}: place your free City ({card})"),
                 _free_city_options, _free_city),
    DecisionKind("free-farm", rb.FREE_CITY, _prompt("{who}: place your free Farm ({card})"),
                 _free_farm_options, _free_farm),
    DecisionKind("boost", rb.ANY_PRODUCTION, _prompt("{who}: choose the Production {card} raises"),
                 _boost_options, _boost),
    DecisionKind("pick", rb.CARD_EFFECTS, _prompt("{who}: choose the Resource {card} gives"), _pick_options, _pick),
    DecisionKind("loyalty", rb.LOYALTY, _prompt("{who}: choose a Region you control for Loyalty"),
                 _loyalty_options, _lock),
    DecisionKind("library", rb.GREAT_LIBRARY, _prompt("{who}: choose the pillar of the Great Library's 2 symbols"),
                 _library_options, _library),
    DecisionKind("republic", rb.REPUBLIC,
                 lambda s, t: f"P{t.player + 1} (Republic): the top card of the {t.card} deck is "
                              f"{_with_top(s, t)[1] or 'not one you can take'}; take it, or another card "
                              "from that Offer",
                 _republic_options, _republic),
    DecisionKind("pay", rb.MONEY_FOR_RESOURCES,
                 lambda s, t: f"P{t.player + 1}: how much of the cost of '{t.card}' do you pay with Money (2 each)?",
                 _pay_options, _pay),
    DecisionKind("refill", rb.BUILD, "the Offer refilled from its deck", None,
                 lambda s, t: s.draw(DECKS.index(t.card))),
    DecisionKind("capital", rb.BUILD_CARD_BENEFITS, _prompt("{who}: choose the Offer the Capital ({card}) clears"),
                 _capital_options, _capital),
    DecisionKind("extra", rb.EXTRA_ACTION, _prompt("{who}: take your extra Action ({card})"),
                 _extra_options, _extra),
    DecisionKind("diplomats", rb.DIPLOMATS,
                 _prompt("{who} (Diplomats): move one opponent's units from a Region, or done"),
                 _diplomats_options, _diplomats),
    DecisionKind("after-action", rb.SCORING_TRIGGER, "an Empire Scoring the extra Action revealed",
                 None, effects.after_action),
    DecisionKind("final", rb.FINAL_SCORING, "the final scoring", None, lambda s, t: s.final_scoring()),
)

