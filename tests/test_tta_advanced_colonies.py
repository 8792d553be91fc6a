"""Colonization, colonies and pacts of the Advanced game (PL 2.4.3, 2.4.5; HU 2.4.3, 2.4.5).

Each test sets a position with the public ``state.edit`` (the cards a civilization gains lifted
from the piles that hold them) and plays it with ``apply``, ``legal_actions`` and ``why_not``.
"""

from __future__ import annotations

import dataclasses

import pytest

import rulekit.tta as tta
from rulekit.core.errors import IllegalAction
from rulekit.tta.actions import Bid, Bonus, Break, Choose, Done, Future, Pact, Pass, Sacrifice
from rulekit.tta.decisions import Turn, advanced
from rulekit.tta.invariants import invariants
from rulekit.tta.rules import happiness, info, strength

INHABITED = "m-I-inhabited-territory"
WEALTHY = "m-I-wealthy-territory"
HISTORIC = "m-I-historic-territory"
STRATEGIC = "m-I-strategic-territory"
BONUS_I, BONUS_II = "m-I-defense-colonization", "m-II-defense-colonization"
INDEPENDENCE = "m-II-independence-declaration"
SUPREMACY, COOPERATION = "m-II-acceptance-of-supremacy", "m-II-scientific-cooperation"
OPEN_BORDERS, TRADE_ROUTES = "m-I-open-borders-agreement", "m-I-trade-routes-agreement"

_PILES = ("military", "military_ii", "events", "mil_discard", "past", "future", "deck_a", "deck_i", "deck_ii", "box",
          "finale")


def _cards(changes: dict) -> list:
    out = list(changes.get("military_hand", ())) + list(changes.get("colonies", ())) + list(changes.get("specials", ()))
    out += list(changes.get("wonders", ())) + [changes.get("leader", "")] * bool(changes.get("leader"))
    out += [changes["pact"][0]] if changes.get("pact") else []
    out += [t[0] for t in changes.get("techs", ()) if not t[0].startswith("c-A-")]
    return out


def _an_event(state, age: str = "I") -> str:
    return next(c for c in state.military + state.military_ii
                if info(c).type == "event" and info(c).age == age and not info(c).fx.get("draw_military_cards"))


def position(players: int = 3, seat: int = 0, top: str = "", options=None, seed: int = 3, **seats):
    """A game of ``players`` at ``seat``'s political action in round 2, the territory or event ``top``
    on top of the current events, each ``p<N>={field: value}`` given to seat N-1 (its cards lifted
    from the piles), P<seat+1> holding an Age I event to put on the future events (``state.ev``)."""
    s = tta.new_game(players=players, game="advanced", seed=seed, options=options)
    changes = {int(k[1:]) - 1: dict(v) for k, v in seats.items()}
    ev = _an_event(s)
    me = changes.setdefault(seat, {})
    me["military_hand"] = tuple(me.get("military_hand", ())) + (ev,)
    lifted = [c for ch in changes.values() for c in _cards(ch)] + ([top] if top else [])
    piles = {n: list(getattr(s, n)) for n in _PILES + ("row",)}
    for c in lifted:
        pile = next(n for n in _PILES + ("row",) if c in piles[n])
        if pile == "row":
            piles["row"][piles["row"].index(c)] = ""
        else:
            piles[pile].remove(c)
    if top:
        piles["past"].append(piles["events"][0])
        piles["events"][0] = top
    s = s.edit(round=2, current=seat, players=changes, tasks=(advanced.Political(seat), advanced.Excess(seat), Turn(seat)),
               **{n: tuple(v) for n, v in piles.items()})
    return s, ev


def techs_with(state, seat: int, *units):
    """``seat``'s technologies with one more worker on each of ``units`` (from the yellow bank)."""
    techs = list(state.players[seat].techs)
    for u in units:
        for k, t in enumerate(techs):
            if t[0] == u:
                techs[k] = (u, t[1] + 1, t[2])
                break
        else:
            techs.append((u, 1, 0))
    return {"techs": tuple(techs), "yellow": state.players[seat].yellow - len(units)}


def _no_units(p) -> tuple:
    """``p``'s technologies with the Warriors unit disbanded (its worker to be put elsewhere)."""
    return tuple((c, 0, b) if c == "c-A-warriors" else (c, w, b) for c, w, b in p.techs)


def base(players=3, seed=3):
    return tta.new_game(players=players, game="advanced", seed=seed)


# -- the auction ----------------------------------------------------------------------------------------
def test_a_revealed_territory_is_auctioned_from_the_current_player_in_turn_order():
    b = base()
    s, ev = position(seat=1, top=INHABITED, **{f"p{k + 1}": techs_with(b, k, "c-A-warriors") for k in range(3)})
    s = s.apply(Future(ev))                                   # PL L1772-1777: the current player first
    assert s.decision.kind == "auction" and s.tasks[0].player == 1
    s = s.apply(Bid(1))
    assert s.tasks[0].player == 2                             # then the next players in turn order
    s = s.apply(Pass())
    assert s.tasks[0].player == 0
    assert "P1: the territory Inhabited Territory is auctioned (the bid to beat is 1 (P2))" in s.decision.prompt


def test_a_bidder_who_cannot_outbid_is_passed_by():
    s, ev = position(seat=1, top=INHABITED)                   # everyone has one Warriors: strength 1 to send
    s = s.apply(Future(ev)).apply(Bid(1))
    assert s.decision.kind == "colonize" and s.tasks[0].player == 1


def test_a_pass_drops_the_player_out_and_the_last_bidder_wins():
    b = base()
    s, ev = position(top=INHABITED, **{f"p{k + 1}": techs_with(b, k, "c-A-warriors") for k in range(3)})
    s = s.apply(Future(ev))
    s = s.apply(Pass())                                       # P1 passes: out of the auction
    s = s.apply(Bid(1))                                       # P2
    s = s.apply(Pass())                                       # P3 passes
    assert s.decision.kind == "colonize" and s.tasks[0].player == 1      # P1 is never asked again
    assert s.tasks[0].bid == 1


def test_a_player_who_passed_is_not_asked_again_even_when_others_outbid():
    b = base()
    s, ev = position(top=INHABITED, **{f"p{k + 1}": techs_with(b, k, "c-A-warriors", "c-A-warriors")
                                       for k in range(3)})
    s = s.apply(Future(ev)).apply(Bid(1)).apply(Pass())       # P1 bids 1, P2 passes
    s = s.apply(Bid(2))                                       # P3 outbids
    assert s.tasks[0].player == 0                             # back to P1, not P2
    assert s.tasks[0].active == (0, 2)
    s = s.apply(Bid(3))                                       # P3's three Warriors cannot outbid 3
    assert s.decision.kind == "colonize" and s.tasks[0].player == 0


def test_when_everybody_passes_the_territory_goes_to_the_past_events():
    s, ev = position(top=INHABITED)
    s = s.apply(Future(ev)).apply(Pass()).apply(Pass()).apply(Pass())
    assert INHABITED in s.past and all(not p.colonies for p in s.players)
    assert s.decision.kind == "turn"


def test_bids_may_exceed_strength_with_bonus_cards_and_colonization_specials():
    b = base()
    s, ev = position(top=INHABITED, p1={"specials": ("c-I-cartography",), "military_hand": (BONUS_II,)})
    p = s.players[0]
    assert strength(p) == 2                                   # Warriors 1 + Cartography's +1
    s = s.apply(Future(ev))
    bids = [a.amount for a in s.legal_actions() if isinstance(a, Bid)]
    assert max(bids) == 1 + 2 + 2 > strength(p)                # Warriors + Cartography +2 + card +2 (PL L1782-1788)
    assert b.players[0].colonies == ()


def test_a_bid_above_what_the_bidder_could_pay_is_refused():
    s, ev = position(top=INHABITED, p1={"military_hand": (BONUS_I,)})
    s = s.apply(Future(ev))
    assert Bid(3) not in s.legal_actions()
    reason = str(s.why_not(Bid(3)))
    assert "at most 2" in reason and "cannot be paid" in reason
    with pytest.raises(IllegalAction):
        s.apply(Bid(3))
    assert Bid(2) in s.legal_actions()


def test_a_civilization_without_units_cannot_bid():
    b = base()
    techs = _no_units(b.players[0])
    s, ev = position(top=INHABITED, p1={"techs": techs, "yellow": b.players[0].yellow + 1,
                                        "specials": ("c-I-cartography",), "military_hand": (BONUS_II,)})
    s = s.apply(Future(ev))
    assert s.tasks[0].player == 1                             # P1 (no unit) is passed by: a colony needs one
    assert s.tasks[0].active == (1, 2)


def test_a_bid_cannot_be_changed_or_lowered():
    b = base()
    s, ev = position(top=INHABITED, p1=techs_with(b, 0, "c-I-swordsmen"), p2=techs_with(b, 1, "c-I-swordsmen"))
    s = s.apply(Future(ev)).apply(Bid(2))
    assert Bid(2) not in s.legal_actions() and "must be higher" in str(s.why_not(Bid(2)))


# -- the payment ----------------------------------------------------------------------------------------
def _won(bid=4, **seats):
    s, ev = position(top=INHABITED, **seats)
    s = s.apply(Future(ev)).apply(Bid(bid))
    while s.decision.kind == "auction":
        s = s.apply(Pass())
    return s


def test_the_winner_must_sacrifice_at_least_one_unit():
    s = _won(bid=3, p1={"specials": ("c-I-cartography",), "military_hand": (BONUS_II,)})
    assert s.decision.kind == "colonize"
    s = s.apply(Bonus(BONUS_II))                               # 2 + 2 = 4 >= 3, but no unit yet
    assert Done() not in s.legal_actions()
    assert "at least one unit" in str(s.why_not(Done()))
    assert s.legal_actions() == [Sacrifice("c-A-warriors")]
    s = s.apply(Sacrifice("c-A-warriors")).apply(Done())
    assert s.players[0].colonies == (INHABITED,)


def test_payment_returns_units_to_the_yellow_bank_and_discards_the_cards():
    b = base()
    before = techs_with(b, 0, "c-I-swordsmen")
    s = _won(bid=4, p1=dict(before, specials=("c-I-cartography",), military_hand=(BONUS_II,)))
    s = s.apply(Sacrifice("c-A-warriors"))
    assert Done() not in s.legal_actions()                   # 1 + 2 < 4
    s = s.apply(Bonus(BONUS_II)).apply(Done())
    p = s.players[0]
    assert p.workers_on("c-A-warriors") == 0 and p.workers_on("c-I-swordsmen") == 1
    assert BONUS_II in s.mil_discard and BONUS_II not in p.military_hand
    invariants(s, b)


# -- the colony's effects -------------------------------------------------------------------------------
def _colony(card, bid=1, **seat):
    s, ev = position(top=card, p1=seat)
    s = s.apply(Future(ev)).apply(Bid(bid))
    while s.decision.kind == "auction":
        s = s.apply(Pass())
    return s.apply(Sacrifice("c-A-warriors")).apply(Done())


def test_inhabited_territory_gives_two_yellow_tokens_for_good_and_one_worker_now():
    b = base()
    s = _colony(INHABITED)
    p, q = s.players[0], b.players[0]
    assert p.extra_yellow == 2                                     # from the box (PL L1858-1861)
    assert p.idle == q.idle + 1                                    # population +1 (immediate)
    assert p.yellow == q.yellow + 1 + 2 - 1                        # Warriors back, +2 from the box, -1 to the workers
    invariants(s, b)


def test_wealthy_territory_gives_blue_tokens_and_resources():
    b = base()
    s = _colony(WEALTHY)
    while s.decision.kind == "gain":                              # the player places the resources
        s = s.apply(s.legal_actions()[0])
    p = s.players[0]
    assert p.extra_blue == 2 and p.held["mine"] == b.players[0].held["mine"] + 5
    invariants(s, b)


def test_historic_territory_gives_culture_now_and_a_happy_face_for_good():
    b = base()
    s = _colony(HISTORIC)
    p = s.players[0]
    assert p.culture == b.players[0].culture + 1 + 6               # the Age I event played, the colony
    assert happiness(p) == happiness(b.players[0]) + 1


def test_strategic_territory_draws_military_cards():
    b = base()
    s, ev = position(top=STRATEGIC)
    hand = len(s.players[0].military_hand) - 1
    s = _colony(STRATEGIC)
    assert len(s.players[0].military_hand) == hand + 3
    assert strength(s.players[0]) == strength(b.players[0]) - 1 + 2     # Warriors sacrificed, +2 for good
    invariants(s, b)


# -- losing a colony ------------------------------------------------------------------------------------
def test_losing_a_colony_loses_only_its_permanent_bonus():
    """TTA-EX-11's last sentence: 2 yellow tokens from the bank back to the box, no population lost."""
    b = base()
    q = b.players[1]
    weak = {"colonies": (INHABITED,), "extra_yellow": 2, "yellow": q.yellow + 1, "idle": q.idle + 2,
            "techs": _no_units(q)}
    s, ev = position(top=INDEPENDENCE, p2=weak)
    s = s.apply(Future(ev))                                       # P2 (no unit) is the weakest
    assert INDEPENDENCE in s.past
    p = s.players[1]
    assert p.colonies == () and p.extra_yellow == 0
    assert p.yellow == weak["yellow"] - 2 and p.idle == weak["idle"]
    invariants(s, b)


def test_independence_declaration_hits_the_weakest_and_lets_it_choose():
    b = base()
    q = b.players[1]
    weak = {"colonies": (INHABITED, HISTORIC), "extra_yellow": 2, "yellow": q.yellow + 2,
            "techs": _no_units(q), "idle": q.idle + 1}
    s, ev = position(top=INDEPENDENCE, p2=weak)
    assert strength(s.players[1]) == 0
    s = s.apply(Future(ev))
    assert s.decision.kind == "lose-colony" and s.tasks[0].player == 1
    assert set(s.legal_actions()) == {Choose(INHABITED), Choose(HISTORIC)}
    s = s.apply(Choose(HISTORIC))
    assert s.players[1].colonies == (INHABITED,) and HISTORIC in s.mil_discard
    invariants(s, b)


def test_ties_for_the_weakest_go_against_the_player_who_just_finished():
    b = base()
    s, ev = position(seat=1, top=INDEPENDENCE, p1={"colonies": (HISTORIC,)}, p3={"colonies": (HISTORIC.replace("I", "II", 1),)})
    s = s.apply(Future(ev))                                       # all at strength 1: P1 finished last (PL L1746-1753)
    assert s.players[0].colonies == () and s.players[2].colonies != ()


@pytest.mark.parametrize("reading, idle_lost", [("bank", 0), ("unused-workers", 1)])
def test_a_lost_colonys_tokens_when_the_bank_is_short(reading, idle_lost):
    """⚠AMB-X13: the yellow bank holds 1 of the 2 tokens Inhabited Territory gave."""
    b = base()
    q = b.players[1]
    weak = {"colonies": (INHABITED,), "extra_yellow": 2, "yellow": 1, "idle": q.idle + q.yellow + 2,
            "techs": _no_units(q)}
    s, ev = position(top=INDEPENDENCE, p2=weak, options={"lost_colony_tokens": reading})
    s = s.apply(Future(ev))
    p = s.players[1]
    assert p.colonies == () and p.yellow == 0
    assert p.idle == weak["idle"] - idle_lost
    assert p.extra_yellow == 2 - 1 - idle_lost
    invariants(s, b)


@pytest.mark.parametrize("reading, won", [("others-may-bid", True), ("current-only", False)])
def test_after_the_current_player_passes_the_others_may_still_bid(reading, won):
    """⚠AMB-23: the digest's reading lets the next players open the bidding."""
    s, ev = position(top=INHABITED, options={"colonize_opening": reading})
    s = s.apply(Future(ev)).apply(Pass())
    if won:
        assert s.decision.kind == "auction" and s.tasks[0].player == 1
    else:
        assert s.decision.kind == "turn" and INHABITED in s.past


# -- pacts ----------------------------------------------------------------------------------------------
def test_a_two_player_game_has_no_pacts():
    s = tta.new_game(players=2, game="advanced", seed=1)
    every = s.military + s.military_ii + s.events + s.finale
    assert not [c for c in every if info(c).type == "pact"]           # removed at setup (PL L1542-1544)
    from rulekit.tta.decisions.pacts import offer_pact
    refused = offer_pact(s, 0, Pact(OPEN_BORDERS, 2, "A"))
    assert "3 or 4 players" in refused.reason


def test_a_refused_pact_returns_to_the_hand_and_spends_the_political_action():
    s, _ = position(p1={"military_hand": (OPEN_BORDERS,)})
    assert Pact(OPEN_BORDERS, 2, "A") in s.legal_actions() and Pact(OPEN_BORDERS, 1, "A") not in s.legal_actions()
    s = s.apply(Pact(OPEN_BORDERS, 2, "A"))
    assert s.decision.kind == "pact-answer" and s.tasks[0].player == 1
    assert "not known" in s.decision.prompt                       # no 2006 source gives its effect
    s = s.apply(Choose("refuse"))
    assert OPEN_BORDERS in s.players[0].military_hand and s.players[0].pact == ()
    assert s.decision.kind == "turn"                                 # the political action is spent


def test_an_accepted_pact_lies_in_front_of_the_offerer_with_the_roles():
    b = base()
    s, _ = position(p1={"military_hand": (SUPREMACY,)})
    s = s.apply(Pact(SUPREMACY, 3, "B")).apply(Choose("accept"))
    assert s.players[0].pact == (SUPREMACY, 2, "B") and SUPREMACY not in s.players[0].military_hand
    invariants(s, b)


def test_a_symmetric_pact_has_no_side_to_choose():
    s, _ = position(p1={"military_hand": (COOPERATION, SUPREMACY)})
    acts = s.legal_actions()
    assert Pact(COOPERATION, 2, "A") in acts and Pact(COOPERATION, 2, "B") not in acts
    assert Pact(SUPREMACY, 2, "A") in acts and Pact(SUPREMACY, 2, "B") in acts
    assert "symmetric" in str(s.why_not(Pact(COOPERATION, 2, "B")))


def test_the_old_pact_goes_only_when_a_new_one_is_accepted():
    s, _ = position(p1={"military_hand": (TRADE_ROUTES,), "pact": (OPEN_BORDERS, 1, "A")})
    refused = s.apply(Pact(TRADE_ROUTES, 3, "A")).apply(Choose("refuse"))
    assert refused.players[0].pact == (OPEN_BORDERS, 1, "A")
    accepted = s.apply(Pact(TRADE_ROUTES, 3, "A")).apply(Choose("accept"))
    assert accepted.players[0].pact == (TRADE_ROUTES, 2, "A") and OPEN_BORDERS in accepted.mil_discard


def test_either_member_may_break_a_pact():
    s, _ = position(seat=1, p1={"pact": (OPEN_BORDERS, 1, "A")})
    assert Break(OPEN_BORDERS) in s.legal_actions()                   # P2, the partner, may break it
    s = s.apply(Break(OPEN_BORDERS))
    assert s.players[0].pact == () and OPEN_BORDERS in s.mil_discard
    t, _ = position(seat=2, p1={"pact": (OPEN_BORDERS, 1, "A")})
    assert Break(OPEN_BORDERS) not in t.legal_actions()               # P3 belongs to no pact
    assert "no pact" in str(t.why_not(Break(OPEN_BORDERS)))


def test_acceptance_of_supremacy_forbids_attacks_between_its_parties_only():
    from rulekit.tta.decisions.pacts import forbids_attack
    s, _ = position(p1={"pact": (SUPREMACY, 2, "A")})
    assert forbids_attack(s, 0, 2) == SUPREMACY and forbids_attack(s, 2, 0) == SUPREMACY
    assert forbids_attack(s, 0, 1) == "" and forbids_attack(s, 1, 2) == ""
    t, _ = position(p1={"pact": (OPEN_BORDERS, 2, "A")})
    assert forbids_attack(t, 0, 2) == ""                             # its effect is not known: it forbids nothing


# -- leaders and saves ----------------------------------------------------------------------------------
def test_james_cook_adds_to_each_bonus_card_and_gives_culture_per_colony():
    from rulekit.tta.rules import culture_rate
    s, ev = position(top=INHABITED, p1={"leader": "c-II-james-cook", "military_hand": (BONUS_I,),
                                        "colonies": (HISTORIC,)})
    p = s.players[0]
    assert culture_rate(p) == culture_rate(dataclasses.replace(p, colonies=())) + 2
    s = s.apply(Future(ev))
    assert max(a.amount for a in s.legal_actions() if isinstance(a, Bid)) == 1 + (1 + 1)   # Warriors + card +1 +1


def test_an_auction_and_a_pact_offer_save_and_load_mid_decision():
    s, ev = position(top=INHABITED, p1={"military_hand": (OPEN_BORDERS,)})
    for state in (s.apply(Future(ev)), s.apply(Pact(OPEN_BORDERS, 2, "A"))):
        back = type(state).from_dict(state.to_dict())
        assert back == state and back.legal_actions() == state.legal_actions()


def test_a_current_player_who_cannot_bid_ends_the_auction_only_under_current_only():
    """⚠AMB-23 with a current player with no unit: passed by, as if he passed."""
    b = base()
    for reading, ended in (("others-may-bid", False), ("current-only", True)):
        s, ev = position(top=INHABITED, options={"colonize_opening": reading},
                         p1={"techs": _no_units(b.players[0]), "idle": b.players[0].idle + 1})
        s = s.apply(Future(ev))
        assert (INHABITED in s.past) == ended


def test_an_impossible_pending_colonization_or_pact_is_refused_naming_the_field():
    from rulekit.core.errors import DataError
    from rulekit.tta.decisions import colonies, pacts
    s, _ = position()
    with pytest.raises(DataError, match=r"tasks\[0\]\.card"):
        s.edit(tasks=(colonies.Auction(0, active=(0, 1, 2), card=SUPREMACY),) + s.tasks)
    with pytest.raises(DataError, match=r"tasks\[0\]\.target"):
        s.edit(tasks=(pacts.PactOffer(0, card=SUPREMACY, target=0),) + s.tasks)
    with pytest.raises(DataError, match="no colony to lose"):
        s.edit(tasks=(colonies.LoseColony(1, what=INDEPENDENCE),) + s.tasks)


# == Christopher Columbus (PL L2901-2907; HU 2559-2565) ====================================================
def test_columbus_makes_a_territory_from_hand_a_colony_once_per_game():
    from rulekit.tta.scenarios import build as _build
    g = _build({"start": {"players": 3, "game": "advanced", "round": 6, "at": "political",
                          "player": [{"seat": 0, "leader": "c-I-christopher-columbus",
                                      "military_hand": ["m-I-fertile-territory", "m-I-wealthy-territory"]}]}},
               "test")
    assert "columbus m-I-fertile-territory" in map(str, g.legal_actions())
    h = g.apply("columbus m-I-fertile-territory")
    p = h.players[0]
    assert p.colonies == ("m-I-fertile-territory",) and p.leader == "c-I-christopher-columbus"
    assert p.extra_yellow == 3 and p.workers_on("c-A-warriors") == 1      # no unit sacrificed, no auction
    assert h.decision.kind == "turn" and p.once == ("c-I-christopher-columbus",)
    nxt = _build({"start": {"players": 3, "game": "advanced", "round": 7, "at": "political",
                            "player": [{"seat": 0, "leader": "c-I-christopher-columbus",
                                        "military_hand": ["m-I-wealthy-territory"]}]}}, "test")
    used = nxt.edit(players={0: {"once": ("c-I-christopher-columbus",)}})
    err = used.why_not("columbus m-I-wealthy-territory")
    assert err is not None and err.rule.ref == "TTA-R-G6" and "once per game" in err.reason
    assert "columbus m-I-wealthy-territory" not in map(str, used.legal_actions())


def test_columbus_needs_him_as_leader_and_a_territory():
    from rulekit.tta.scenarios import build as _build
    g = _build({"start": {"players": 3, "game": "advanced", "round": 6, "at": "political",
                          "player": [{"seat": 0, "military_hand": ["m-I-fertile-territory", "m-I-crusades"]}]}},
               "test")
    err = g.why_not("columbus m-I-fertile-territory")
    assert err.rule.ref == "TTA-R-G6" and "not P1's leader" in err.reason
