"""The judges of the actions that move civil cards: taking a card from the row, and playing a leader,
an action card, a technology or a government from hand (PL L448-550, L966-1226).

Each kind is judged in one place (its ``judge_*`` function, registered with
:func:`~rulekit.tta.decisions.verdicts.judges`), whose verdict carries the cost and the function
below it that applies the action (see :mod:`rulekit.tta.decisions.verdicts`).
"""

from __future__ import annotations

from rulekit.core.actions import ActionTable
from rulekit.core.rule import cites
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Discover, Lead, Peaceful, Play, Revolution, Take
from rulekit.tta.decisions.base import discard, put
from rulekit.tta.decisions.tokens import gain, retotal
from rulekit.tta.decisions.verdicts import (Refusal, Verdict, SPENT_NOTHING, card_ok, judges, lists, spends_itself,
                                            use_card)
from rulekit.tta.rules import SCIENCE_CAP, civil_total, military_total, strength
from rulekit.tta.rules.age3 import culture_ahead, tech_science_cost
from rulekit.tta.rules.cardinfo import LEVEL, info, named
from rulekit.tta.rules.costs import action_card_discount, leader_fx, take_cost, wonder_take_costs
from rulekit.tta.state import hand_without

__all__ = ["PLAIN_GAINS", "affordable", "cooperation_block", "government_in_hand", "judge_discover", "judge_lead", "judge_peaceful", "judge_play", "judge_revolution",
           "judge_take", "leader_blocked", "nationalism", "newton_refund", "revolution_by_military"]

#: An action card played for what it gives, not for an action it contains (PL L992-1009).
PLAIN_GAINS = ("culture", "science", "food", "resources", "military_resources", "military_resources_per_stronger_civ",
               "culture_per_civ_ahead")
_TAKES = tuple(Take.of(slot) for slot in range(1, 14))


# -- taking a card -----------------------------------------------------------------------------
def affordable(j, cost: int) -> bool:
    """Whether the unspent civil actions pay a take's ``cost``."""
    return cost <= j.civil


def _take_candidates(j):
    """The slots whose card the judge could let ``j``'s civilization take: by the judge's own tests, one
    it can pay for (:func:`affordable`), and with a full hand only a wonder."""
    state, seat, full = j.state, j.seat, j.full
    return [_TAKES[k] for k, card in enumerate(state.row)
            if card and affordable(j, take_cost(state, seat, k + 1)) and (not full or info(card).type == "wonder")]


@cites(rb.LEADER_TAKE)
def leader_blocked(state, p, age: str) -> bool:
    """One leader per age: ever taken (default), or only while one is in hand or in play (⚠AMB-X10)."""
    if state.options.leader_per_age == "ever":
        return age in p.leader_ages
    return any(info(c).type == "leader" and info(c).age == age for c in p.hand + ((p.leader,) if p.leader else ()))


@judges(Take, "take", _take_candidates)
@cites(rb.TAKE_CARD, rb.TAKE_LIMITS, rb.AGE_A_CIVIL_CARDS, rb.WONDER_TAKE_COST)
def judge_take(j, a):
    """Taking the card in row slot ``a.slot``: its civil actions (:func:`~rulekit.tta.rules.costs.take_cost`),
    one leader per age, one wonder at a time, the hand limit, no second copy of a technology."""
    state = j.state
    if not 1 <= a.slot <= 13 or not state.row[a.slot - 1]:
        return Refusal(rb.TAKE_CARD, f"slot {a.slot} of the card row is empty")
    card = state.row[a.slot - 1]
    return _take_rules(j, a.slot, card, info(card), take_cost(state, j.seat, a.slot))


@cites(rb.TAKE_CARD, rb.TAKE_LIMITS, rb.LEADER_TAKE, rb.WONDER_ONE_IN_PROGRESS, rb.WONDER_TAKE_COST, rb.HAND_LIMIT, rb.NO_DUPLICATE_TECH, rb.CARD_ROW_COSTS)
def _take_rules(j, slot: int, card: str, i, cost: int):
    """The judge's checks of taking ``card`` (its :class:`~rulekit.tta.rules.cardinfo.Info` ``i``) from row
    ``slot`` for ``cost`` civil actions."""
    p = j.p
    if i.type == "leader" and leader_blocked(j.state, p, i.age):
        return Refusal(rb.LEADER_TAKE, f"you have already taken a leader of age {i.age}")
    if i.type == "wonder":
        if p.building:
            return Refusal(rb.WONDER_ONE_IN_PROGRESS, "a wonder is already under construction; finish it first")
        if not affordable(j, cost):
            return Refusal(rb.WONDER_TAKE_COST, f"taking this wonder costs {cost} civil actions (slot {slot}, "
                                                f"+1 per completed wonder); you have {j.civil}")
        return _take_verdict(cost)
    if j.full:
        return Refusal(rb.HAND_LIMIT, f"your hand holds {len(p.hand)} civil cards, your limit")
    if i.tech and holds(p, card):
        return Refusal(rb.NO_DUPLICATE_TECH, f"you already have {named(card)} in hand or in play")
    if not affordable(j, cost):
        return Refusal(rb.CARD_ROW_COSTS, f"taking slot {slot} costs {cost} civil actions; you have {j.civil}")
    return _take_verdict(cost)


@cites(rb.NO_DUPLICATE_TECH)
def holds(p, card: str) -> bool:
    """Whether ``card`` is in hand or in play: a technology is held once (PL L456-460)."""
    return card in p.hand or card in p.cards_in_play


@lists(Take)
@cites(rb.ACTION_LIST)
def _take_listing(j):
    """The takes the judge accepts: each card of the row through :func:`_take_rules`' checks, its cost
    found once, those the same for every card made once (the civil actions left, a full hand, a wonder
    under construction, a wonder's cost in each slot: :func:`~rulekit.tta.rules.costs.wonder_take_costs`,
    which :func:`~rulekit.tta.rules.costs.take_cost` reads); the cards but wonders are read cheapest first
    (:attr:`~rulekit.tta.game.State.row_cards`), up to the first one the civil actions left do not pay for."""
    state, p = j.state, j.p
    wonders, others = state.row_cards
    out = []
    if wonders and not p.building:
        costs = wonder_take_costs(state, p)
        for k, card, i in wonders:
            if affordable(j, costs[k]):
                out.append(_TAKES[k])
    if not j.full:
        paid = 0                            # the dearest cost found affordable so far
        for k, card, i, cost in others:
            if cost > paid:                 # a cost not asked yet (a cheaper one is paid if this one is)
                if not affordable(j, cost):
                    break                   # the rest cost as much or more
                paid = cost
            if i.tech:
                if holds(p, card):
                    continue
            elif i.type == "leader" and leader_blocked(state, p, i.age):
                continue
            out.append(_TAKES[k])
    return out


def _take_verdict(cost: int):
    """The verdict on a take costing ``cost`` civil actions (the usual ones made once)."""
    return _TAKE_VERDICTS[cost] if cost < 8 else Verdict(_take, cost, cost)


@spends_itself
@cites(rb.TAKE_CARD, rb.WONDER_TAKE_COST)
def _take(state, seat, p, a, cost, spent=SPENT_NOTHING):
    """The card goes to hand (a wonder under construction); a leader marks its age; Isaac Newton's
    science per technology taken."""
    card = state.row[a.slot - 1]
    i = info(card)
    if i.type == "wonder":
        changes = {"fresh": p.fresh + (card,), "building": card, "stages": 0, **spent}
        p = p._with_keeping((), changes)        # _with(**changes), the dict passed on, not packed again
    else:
        changes = {"fresh": p.fresh + (card,), **spent}
        if i.type == "leader":
            changes["leader_ages"] = p.leader_ages + (i.age,)
        if i.tech:
            changes["science"] = min(SCIENCE_CAP, p.science + leader_fx(p, "science_per_tech_taken"))
        p = p.with_hand_card(card, changes)     # the hand's values carried, brought up to date
    players = list(state.players)
    players[seat] = p
    return state.without_slot(a.slot, players=tuple(players))


_TAKE_VERDICTS = tuple(Verdict(_take, cost, cost) for cost in range(8))


# -- the cards in hand -------------------------------------------------------------------------
def _hand_of(kind: str, action: type):
    """Candidates: one ``action`` per card of type ``kind`` in hand (two copies: one candidate)."""
    table = ActionTable(action.of)

    def candidates(j):
        cards = j.p.hand_kinds.get(kind)
        return [table[c] for c in cards] if cards else []
    return candidates


@judges(Lead, "civil", _hand_of("leader", Lead))
@cites(rb.PLAY_LEADER)
def judge_lead(j, a):
    """Putting a leader from hand into play: 1 civil action (PL L966-976)."""
    if a.leader not in j.p.hand or info(a.leader).type != "leader":
        return Refusal(rb.PLAY_LEADER, f"{named(a.leader)} is not a leader in your hand")
    return _LEAD


#: The candidates are the leaders in hand: the judge checks nothing past the action's form.
lists(Lead)(_hand_of("leader", Lead))


@cites(rb.PLAY_LEADER, rb.LEADER_TOKENS)
def _lead(state, seat, p, a, cost):
    """The leader replaces the one in play (to the box); the action tokens it changes are gained or lost
    (PL L979-989); Homer's resource for units arrives at once if no leader in play gave it."""
    before = p
    old = p.leader
    p = use_card(p, a.leader)._with(leader=a.leader)
    state, p = retotal(state, seat, before._with(civil_spent=p.civil_spent), p)
    if info(a.leader).fx.get("military_resource_per_turn") and not (old and info(old).fx.get(
            "military_resource_per_turn")):
        p = p._with(mil_bonus=p.mil_bonus + int(info(a.leader).fx["military_resource_per_turn"]))
    return discard(put(state, seat, p), old)


_LEAD = Verdict(_lead, 0, 1)


@judges(Play, "civil", _hand_of("action", Play))
@cites(rb.PLAY_ACTION_CARD, rb.ACTION_CARD_TAKE)
def judge_play(j, a):
    """Playing an action card for what it gives: 1 civil action, not in the turn it was taken
    (PL L992-1009, L549-551)."""
    if a.action not in j.p.hand:
        return Refusal(rb.PLAY_ACTION_CARD, f"{named(a.action)} is not in your hand")
    i = info(a.action)
    if i.type != "action":
        return Refusal(rb.PLAY_ACTION_CARD, f"{a.action} is not an action card")
    return _play_rules(j.p, a.action, i)


def gives_plainly(i) -> bool:
    """Whether the action card (its Info ``i``) gives something of :data:`PLAIN_GAINS` when played for
    itself (read once per card from the card data)."""
    found = _PLAIN.get(i.id)
    if found is None:
        found = _PLAIN[i.id] = any(i.fx.get(k) for k in PLAIN_GAINS)
    return found


#: :func:`gives_plainly` by card id: one entry per action card of the card data.
_PLAIN: dict = {}


@cites(rb.PLAY_ACTION_CARD, rb.ACTION_CARD_TAKE)
def _play_rules(p, card: str, i):
    """The judge's checks of playing the action card ``card`` in hand (its Info ``i``) for what it gives."""
    if not gives_plainly(i):
        return Refusal(rb.PLAY_ACTION_CARD,
                       f"{card} is played with the action it contains (write it 'with {card}')")
    if card in p.fresh:
        return Refusal(rb.ACTION_CARD_TAKE, "an action card cannot be played in the turn it was taken")
    return _PLAY


@lists(Play)
def _play_listing(j):
    """Each action card in hand through :func:`_play_rules`."""
    p = j.p
    cards = p.hand_kinds.get("action")
    return [_PLAY_OF[c] for c in cards if _play_rules(p, c, info(c)) is _PLAY] if cards else []


@spends_itself
@cites(rb.PLAY_ACTION_CARD)
def _play(state, seat, p, a, cost, spent=SPENT_NOTHING):
    """The card leaves the hand and gives what it gives, in one copy of the civilization with the action token
    it spends (``spent``)."""
    fx = info(a.action).fx
    p = p._with(hand=hand_without(p.hand, a.action),
                culture=p.culture + int(fx.get("culture", 0) or 0) + culture_ahead(state.players, seat, fx),
                science=min(SCIENCE_CAP, p.science + int(fx.get("science", 0) or 0)),
                military_extra=p.military_extra + int(fx.get("military_actions", 0) or 0),
                mil_bonus=p.mil_bonus + int(fx.get("military_resources", 0) or 0) + nationalism(state, seat, fx),
                **spent)
    state, p = gain(state, seat, p, "farm", int(fx.get("food", 0) or 0))
    state, p = gain(state, seat, p, "mine", int(fx.get("resources", 0) or 0))
    return discard(put(state, seat, p), a.action)


_PLAY = Verdict(_play, 0, 1)
_PLAY_OF = ActionTable(Play.of)


@cites(rb.UNIT_DISCOUNTS)
def nationalism(state, seat: int, fx) -> int:
    """Wave of Nationalism's resources for military units this turn (its effect ``fx``): the number for the
    player count for each civilization stronger than ``seat``'s; 0 for another card. They join the turn's
    pool with Homer's and Patriotism's (appendix G-2, PL L2856-2863; HU L2511-2519)."""
    per = fx.get("military_resources_per_stronger_civ")
    if not per:
        return 0
    mine = strength(state.players[seat], state.options)
    stronger = sum(1 for q in state.players if strength(q, state.options) > mine)
    return int(per.get(str(len(state.players)), per.get(len(state.players), 0)) or 0) * stronger


#: The cards in hand that are not discovered as technologies.
_NOT_DISCOVERED = frozenset(("leader", "action", "government"))


def _discover_candidates(j):
    science = j.helpers("science_refund")
    out = []
    for kind, hand in j.p.hand_kinds.items():
        if kind not in _NOT_DISCOVERED:
            for c in hand:
                out.append(Discover.of(c, ""))
                out += [Discover.of(c, b) for b in science]
    return out


@judges(Discover, "civil", _discover_candidates)
@cites(rb.PLAY_TECHNOLOGY, rb.NO_PREREQUISITES, rb.SPECIAL_TECH, rb.SCIENTIFIC_COOPERATION)
def judge_discover(j, a):
    """Discovering a technology from hand: 1 civil action and its science, no prerequisites
    (PL L1141-1170); ``with`` Breakthrough for science back."""
    if a.tech not in j.p.hand:
        return Refusal(rb.PLAY_TECHNOLOGY, f"{named(a.tech)} is not in your hand")
    i = info(a.tech)
    if not i.tech or i.type == "government":
        return Refusal(rb.PLAY_TECHNOLOGY, f"{a.tech} is not a technology"
                       + (" (a government changes by revolution or peacefully)" if i.type == "government" else ""))
    if (blocked := cooperation_block(j.state, j.seat)):
        return Refusal(rb.SCIENTIFIC_COOPERATION, blocked)
    return _discover_rules(j.p, a.tech, i, a.card, j.state.options.older_special)


#: The pact whose one clause the rulebook gives (appendix G-15); its other effects are unknown.
SCIENTIFIC_COOPERATION = "m-II-scientific-cooperation"


@cites(rb.SCIENTIFIC_COOPERATION)
def cooperation_block(state, seat: int) -> str:
    """Why ``seat`` may not play a technology card under Scientific Cooperation, or ``""``: in a pact of
    Scientific Cooperation it belongs to (in front of it or of its partner), one of the two civilizations
    has no science points, so neither plays a technology (appendix G-15, PL L2960-2962; HU L2634-2636)."""
    players = state.players
    for q in players:
        if q.pact:
            break
    else:           # no pact in play (the discovery listing's key asks at every step: the plainest loop first)
        return ""
    for holder, q in enumerate(players):
        if q.pact and q.pact[0] == SCIENTIFIC_COOPERATION and seat in (holder, q.pact[1]):
            for who in (holder, q.pact[1]):
                if state.players[who].science <= 0:
                    whose = "you have" if who == seat else f"your partner P{who + 1} has"
                    return (f"{whose} no science points, and under Scientific Cooperation neither partner "
                            f"may play a technology card")
    return ""


@cites(rb.PLAY_TECHNOLOGY, rb.SPECIAL_REPLACES)
def _discover_rules(p, tech: str, i, card: str, older: str, no=None):
    """The judge's checks of discovering ``tech`` (a technology in hand, its Info ``i``) ``with`` ``card``;
    ``older`` is the ``older_special`` option (⚠AMB-X17): only a newer special technology replaces the one
    of its line in play (PL L2253-2257). ``no``: the judging's :attr:`~.verdicts.Judging.no` (a refusal's
    sentence is written only when someone will read it)."""
    if card and (err := card_ok(p, card, "science_refund")):
        return err
    if i.type == "special" and older == "refused":
        newer = [c for c in p.specials if info(c).branch == i.branch and LEVEL[info(c).age] > LEVEL[i.age]]
        if newer:
            return no or Refusal(rb.SPECIAL_REPLACES, f"{named(newer[0])}, newer, is in play: only a newer "
                                                      f"special technology replaces the one of its line (⚠AMB-X17)")
    cost = tech_science_cost(p, i)          # Churchill's discount on unit technologies
    if p.science < cost:
        return no or Refusal(rb.PLAY_TECHNOLOGY, f"{named(tech)} costs {cost} science; you have {p.science}")
    return Verdict(_discover, cost, 1)


@lists(Discover)
def _discover_listing(j):
    """Each candidate (a technology in hand, alone or with each Breakthrough) through :func:`_discover_rules`:
    each technology judged once without a card, and with each Breakthrough :func:`card_ok` lets be played
    (checked once per card; a card changes nothing else the judge checks)."""
    p, no = j.p, j.no
    older = j.state.options.older_special
    cards = None
    out = []
    if cooperation_block(j.state, j.seat):
        return out
    for kind, hand in p.hand_kinds.items():
        if kind in _NOT_DISCOVERED:
            continue
        for c in hand:
            if _discover_rules(p, c, info(c), "", older, no).__class__ is Verdict:
                out.append(_DISCOVER[c])
                if cards is None:
                    cards = [b for b in j.helpers("science_refund") if card_ok(p, b, "science_refund") is None]
                out += [_DISCOVER_WITH[c, b] for b in cards]
    return out


_DISCOVER = ActionTable(lambda tech: Discover.of(tech, ""))
_DISCOVER_WITH = ActionTable(lambda pair: Discover.of(*pair))


@spends_itself
@cites(rb.PLAY_TECHNOLOGY, rb.SPECIAL_TECH, rb.SPECIAL_REPLACES, rb.NEWTON)
def _discover(state, seat, p, a, cost, spent=SPENT_NOTHING):
    """The technology comes into play (a special one replaces the older of its branch, to the box,
    and gives everything it gives: its bonuses instead of the old card's, the blue tokens it brings,
    PL L2253-2264; HU 1968-1988). The card leaves the hand, its science is paid and the action token it
    spends (``spent``) is spent in one copy of the civilization."""
    i = info(a.tech)
    p = p._with(hand=hand_without(p.hand, a.tech), science=p.science - cost, **spent)
    old = ""
    if i.type == "special":
        same = [c for c in p.specials if info(c).branch == i.branch]
        old = same[0] if same else ""
        before = p
        p = p._with(specials=tuple(c for c in p.specials if c != old) + (a.tech,))
        state, p = retotal(state, seat, before, p)
        extra = int(i.fx.get("blue_tokens", 0) or 0)
        if extra:      # blue tokens from the box into the blue bank (Justice System, TTA-EX-14; PL L2259-2264)
            p = p._with(blue=p.blue + extra, extra_blue=p.extra_blue + extra)
    else:
        p = p.with_slot(a.tech, workers=0, blue=0)
    p = p._with(civil_spent=p.civil_spent - min(p.civil_spent, newton_refund(p)))     # Newton (G-8)
    state, p = _developed(state, seat, p, a.card)
    return discard(put(state, seat, p), old, a.card)


def _developed(state, seat, p, card: str):
    """After developing a technology: Leonardo's resource, Einstein's culture; Breakthrough's science back."""
    state, p = gain(state, seat, p, "mine", leader_fx(p, "resource_per_tech_played"))
    if leader_fx(p, "culture_per_tech_played"):
        p = p._with(culture=p.culture + leader_fx(p, "culture_per_tech_played"))
    if card:
        p = use_card(p, card)
        p = p._with(science=min(SCIENCE_CAP, p.science + action_card_discount(card, "science_refund")))
    return state, p


# -- governments -------------------------------------------------------------------------------
def _revolution_candidates(j):
    science = j.helpers("science_refund")
    out = []
    for c in j.p.hand_kinds.get("government", ()):
        out.append(Revolution.of(c, ""))
        out += [Revolution.of(c, b) for b in science]
    return out


@cites(rb.REVOLUTION, rb.PEACEFUL_CHANGE)
def government_in_hand(p) -> bool:
    """Whether a government card is in hand: a revolution and a peaceful change each play one."""
    return "government" in p.hand_kinds


@judges(Revolution, "civil", _revolution_candidates, government_in_hand)
@cites(rb.REVOLUTION, rb.ROBESPIERRE, rb.NEWTON)
def judge_revolution(j, a):
    """A revolution: every civil action, as the turn's first and only one, and the smaller science
    cost (PL L1178-1210); ``with`` Breakthrough for science back."""
    p = j.p
    if not government_in_hand(p) or a.government not in p.hand or info(a.government).type != "government":
        return Refusal(rb.REVOLUTION, f"{named(a.government)} is not a government in your hand")
    if revolution_by_military(p):
        if p.military_spent:
            return Refusal(rb.ROBESPIERRE, "with Robespierre a revolution spends all your military actions: "
                                           "none may have been spent this turn")
    elif p.civil_spent:
        return j.no or Refusal(rb.NEWTON if leader_fx(p, "civil_action_refund_per_tech") else rb.REVOLUTION,
                               "a revolution must be your first and only civil action this turn")
    if a.card and (err := card_ok(p, a.card, "science_refund")):
        return err
    cost = info(a.government).revolution
    if p.science < cost:
        return j.no or Refusal(rb.REVOLUTION, f"the revolution costs {cost} science; you have {p.science}")
    return Verdict(_government, cost)      # every civil action: spent by _government


@judges(Peaceful, "civil", _hand_of("government", Peaceful), government_in_hand)
@cites(rb.PEACEFUL_CHANGE)
def judge_peaceful(j, a):
    """A peaceful change of government: 1 civil action and the larger science cost (PL L1212-1226)."""
    p = j.p
    if not government_in_hand(p) or a.government not in p.hand or info(a.government).type != "government":
        return Refusal(rb.PEACEFUL_CHANGE, f"{named(a.government)} is not a government in your hand")
    cost = info(a.government).peaceful
    if p.science < cost:
        return j.no or Refusal(rb.PEACEFUL_CHANGE, f"a peaceful change costs {cost} science; you have {p.science}")
    return Verdict(_government, cost, 1)       # spent civil = before + 1 (⚠AMB-3, TTA-EX-6)


@cites(rb.ROBESPIERRE)
def revolution_by_military(p) -> bool:
    """Whether ``p``'s revolution spends its military actions instead of its civil ones: Robespierre
    (appendix G-7, PL L2910-2916; HU L2568-2575). The turn's judge then budgets the revolution from the
    military pool (:mod:`rulekit.tta.decisions.judge`), so it needs no unspent civil action."""
    return bool(p.leader) and info(p.leader).fx.get("revolution_uses") == "military"


@cites(rb.NEWTON)
def newton_refund(p, options=None) -> int:
    """The civil actions Newton gives back (appendix G-8, PL L2918-2922; HU L2578-2582): the one a
    technology card takes, and one after a revolution; with ``options`` (a peaceful change of
    government) as the ``newton_government`` option reads it (⚠AMB-X19)."""
    n = leader_fx(p, "civil_action_refund_per_tech")
    if options is not None and options.newton_government != "refund":
        return 0
    return n


@cites(rb.REVOLUTION, rb.PEACEFUL_CHANGE, rb.ROBESPIERRE, rb.NEWTON)
def _government(state, seat, p, a, cost):
    """The new government replaces the old (to the box) for ``cost`` science; a revolution spends every
    civil action, and the military ones as ``revolution_spent_military`` reads (⚠AMB-X3). With
    Robespierre it spends every military action and the spent civil actions stay as they were (G-7);
    with Newton one civil action comes back after a revolution (G-8), and after a peaceful change as
    ``newton_government`` reads (⚠AMB-X19)."""
    old = p.government
    p = use_card(p, a.government)._with(government=a.government, science=p.science - cost)
    if isinstance(a, Revolution) and revolution_by_military(p):
        p = p._with(civil_spent=min(p.civil_spent, civil_total(p)), military_spent=military_total(p))
    elif isinstance(a, Revolution):
        p = p._with(civil_spent=civil_total(p) - min(civil_total(p), newton_refund(p)),
                    military_spent=p.military_spent if state.options.revolution_spent_military == "kept"
                    else min(p.military_spent, military_total(p)))
    else:
        p = p._with(civil_spent=p.civil_spent - min(p.civil_spent, newton_refund(p, state.options)))
    card = getattr(a, "card", "")
    state, p = _developed(state, seat, p, card)
    return discard(put(state, seat, p), old, card)
