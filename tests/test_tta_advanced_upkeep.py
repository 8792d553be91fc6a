"""The Advanced game's upkeep (happiness, discontent, uprising, corruption; PL 2.5, HU 2.5) and its
advanced technologies (PL 2.6, HU 2.6), through the public API: ``new_game(game="advanced")``,
``state.edit``, ``apply``, ``legal_actions``. Worked examples TTA-EX-13, -14, -15, -33 … -36 use the
rulebook's own numbers (tta-pl.md §4A/§4B; their Hungarian twins in tta-hu.md say the same)."""

from __future__ import annotations

import pytest

import rulekit.tta as tta
from rulekit.core.errors import IllegalAction
from rulekit.tta import rules as R
from rulekit.tta import rulebook as rb
from rulekit.tta.decisions import EVENT_EFFECTS, Turn, advanced
from rulekit.tta.decisions.advanced import Political, cards_to_draw
from rulekit.tta.rules.upkeep import corruption, required_happiness, rising

BRONZE, IRON, COAL = "c-A-bronze", "c-I-iron", "c-II-coal"
ARENA = "c-I-bread-and-circuses"


def game(**options):
    return tta.new_game(players=2, game="advanced", seed=1, options=options or None)


def civ(yellow=18, idle=1, temples=0, bronze=0, food=None, mines=(), blue=None, **kw):
    """Civilization fields with the 25 yellow tokens conserved: 2 farmers, 2 miners, 1 scientist,
    ``temples`` priests on Religion, the rest Warriors; ``bronze``/``food`` blue tokens on Bronze and
    Agriculture; ``mines``: more ``(card, workers, blue)``; the blue bank what the 18 leave, or
    ``blue`` with the rest of the 18 as food on Agriculture."""
    if food is None:
        food = 0 if blue is None else 18 - blue - bronze - sum(m[2] for m in mines)
    extra_workers = sum(m[1] for m in mines)
    rest = 25 - yellow - idle - 5 - temples - extra_workers
    assert rest >= 0
    techs = (("c-A-agriculture", 2, food), (BRONZE, 2, bronze), ("c-A-philosophy", 1, 0),
             ("c-A-religion", temples, 0), ("c-A-warriors", rest, 0)) + tuple(mines)
    used = food + bronze + sum(m[2] for m in mines)
    out = dict(yellow=yellow, idle=idle, techs=techs, blue=18 - used if blue is None else blue, **kw)
    return out


#: Where a card a civilization is given is lifted from, in order.
_PILES = ("deck_a", "deck_i", "deck_ii", "military", "military_ii", "events", "finale", "box", "row")


def place(g, players: dict, **fields):
    """``g.edit(players=players, **fields)`` with every card the civilizations gain lifted from the pile
    holding it (so each card stays in one place, as ``check_start`` asks)."""
    piles = {name: list(getattr(g, name)) for name in _PILES}
    for changes in players.values():
        for key in ("hand", "specials", "military_hand"):
            for card in changes.get(key, ()):
                pile = next(name for name in _PILES if card in piles[name])
                if pile == "row":
                    piles["row"][piles["row"].index(card)] = ""
                else:
                    piles[pile].remove(card)
        for card, _, _ in changes.get("techs", ()):
            pile = next((name for name in _PILES if card in piles[name]), None)
            if pile is not None and not card.startswith("c-A-"):
                piles[pile].remove(card)
    for name in list(piles):
        if name in fields:
            piles.pop(name)
    return g.edit(players=players, **{k: tuple(v) for k, v in piles.items()}, **fields)


def at_turn(g, players: dict, seat=0, round=3):
    """``g`` at the action phase of ``seat`` in ``round`` with the civilizations ``players`` (seat: fields)."""
    return place(g, players, round=round, current=seat, tasks=(Turn(seat),))


def end(g):
    """End the turn: production and maintenance, then the military draw."""
    return g.apply("end")


# -- happiness and discontent (PL 2.5.1) -------------------------------------------------------------
def test_two_growths_ask_for_a_happy_face_tta_ex_33():
    """TTA-EX-33 (PL L2083-2088; HU 1799-1809): the bank's first section holds 2 tokens; after two growths
    (18 → 16) one happy face is needed. A wrong engine counting food regions or any growth gets it wrong."""
    assert [required_happiness(y) for y in (18, 17, 16)] == [0, 0, 1]
    assert [required_happiness(y) for y in (12, 11, 10)] == [2, 2, 3]     # TTA-EX-13's section 3


def test_a_discontented_worker_is_covered_by_an_unused_worker():
    """Yellow bank 16 (one face needed), no temple: one discontented worker. With one unused worker the
    civilization produces; with none it rises (PL L2104-2110, KI L2139-2141)."""
    calm = end(at_turn(game(), {0: civ(yellow=16, idle=1)}))
    assert calm.players[0].science == 1 and calm.players[0].culture == 0
    risen = end(at_turn(game(), {0: civ(yellow=16, idle=0)}))
    assert risen.players[0].science == 0
    assert risen.players[0].blue == 18                          # nothing produced


def test_happiness_example_tta_ex_13():
    """TTA-EX-13 (PL L2163-2192; HU 1861-1886, the same numbers): Karol needs 2 faces (section 2 empty),
    has 1 (a temple): 1 discontented worker. He grows for 4 food, emptying section 3: he needs 3, two
    workers rest on the track, and he produces. A free Warriors unit (Development of Warfare) puts one to
    work: 2 discontented, 1 unused: an uprising is due. Bread and Circuses and an arena (+2 faces) with
    the last one: happiness 3, no discontent, no uprising."""
    start = civ(yellow=11, idle=1, temples=1, food=4, science=10, bronze=4, hand=(ARENA,))
    g = at_turn(game(), {0: start})
    assert R.happiness(g.players[0]) == 1 and required_happiness(11) == 2
    g = g.apply("grow")
    p = g.players[0]
    assert (p.yellow, p.idle) == (10, 2) and R.food(p) == 0               # 4 food paid
    assert required_happiness(p.yellow) == 3 and not rising(3, 1, 2)
    produced = end(g)
    assert produced.players[0].science == 10 + 1                          # production as usual
    # the free Warriors unit of Development of Warfare takes one resting worker
    forced = at_turn(game(), {0: civ(yellow=10, idle=1, temples=1, science=10, bronze=4, hand=(ARENA,))})
    assert rising(3, 1, 1)
    assert cards_to_draw(forced, 0) == 0
    risen = end(forced)
    assert risen.players[0].science == 10                                  # the uprising: no science
    # next turn: Bread and Circuses (3 science) and an arena (4 resources) with the last unused worker
    g = forced.apply(f"discover {ARENA}").apply(f"build {ARENA}")
    p = g.players[0]
    assert R.happiness(p) == 3 and p.idle == 0
    assert not rising(required_happiness(p.yellow), R.happiness(p), p.idle)
    assert end(g).players[0].science == 10 - 3 + 1                         # produced again


def test_an_uprising_skips_production_and_maintenance():
    """PL L2104-2110 (HU 1846-1852): no culture, no science, no food, no resources, no consumption, no
    corruption and no military card drawn."""
    risen = at_turn(game(), {0: civ(yellow=10, idle=0, temples=1, bronze=2, culture=5, science=4,
                                      blue=1)})
    before = risen.players[0]
    after = end(risen).players[0]
    assert (after.culture, after.science, after.techs, after.blue) == (5, 4, before.techs, 1)
    assert after.military_hand == ()
    calm = end(at_turn(game(), {0: civ(yellow=10, idle=2, temples=1, bronze=2, culture=5, science=4,
                                         blue=1)})).players[0]
    assert calm.culture == 6 and len(calm.military_hand) == 2             # produced, ate, drew (Despotism: 2)


@pytest.mark.parametrize("reading, spent", [("return", 0), ("stay-spent", 2)])
def test_the_action_tokens_after_an_uprising_amb_x13(reading, spent):
    """⚠AMB-X14: the uprising's text lists what is lost and not the action tokens; they return (default)
    or stay spent into the next turn."""
    g = at_turn(game(uprising_actions=reading), {0: civ(yellow=10, idle=0, civil_spent=2)})
    assert end(g).players[0].civil_spent == spent


# -- corruption (PL 2.5.3) -----------------------------------------------------------------------------
def test_corruption_steps_tta_ex_34():
    """TTA-EX-34 (PL L2198-2206; HU 1894-1901): a token in the rightmost region → 0; that region emptied →
    2; the first two emptied → 4; the bank empty → 6."""
    assert corruption(18) == corruption(9) == 0
    assert corruption(8) == 2 and corruption(5) == 2
    assert corruption(4) == 4 and corruption(1) == 4
    assert corruption(0) == 6


def test_corruption_is_paid_in_resources_after_resource_production():
    """Bank 9: Bronze's 2 tokens empty the rightmost region: 2 resources back, food untouched (PL
    L2198-2203). The tokens returned do not lower it again (no matter how many return)."""
    g = at_turn(game(), {0: civ(yellow=17, idle=1, food=5, bronze=4, blue=9)})
    p = end(g).players[0]
    assert R.resources(p) == 4 + 2 - 2
    assert R.food(p) == 5 + 2                     # region 1 still holds a yellow token: nothing eaten
    assert p.blue == 9 - 2 - 2 + 2


def test_the_simple_game_has_no_corruption():
    g = tta.new_game(players=2, seed=1).edit(round=3, players={0: civ(yellow=17, idle=1, food=5, bronze=4, blue=9)},
                                              tasks=(Turn(0),))
    assert R.resources(end(g).players[0]) == 6


def test_corruption_beyond_the_resources_takes_what_there_is_amb_10():
    """⚠AMB-10: bank 8, 10 food held: the farms take 2, Bronze 2 (bank 4): corruption 4, but the
    civilization holds only the 2 resources just produced, and pays those."""
    p = end(at_turn(game(), {0: civ(yellow=17, idle=1, blue=8)})).players[0]
    assert (R.resources(p), R.food(p), p.blue) == (0, 10 + 2, 6)


def test_the_player_chooses_which_tokens_pay_corruption():
    """With Iron and Bronze tokens, 2 resources are paid with two Bronze or one Iron: a ``pay`` decision."""
    g = at_turn(game(), {0: civ(yellow=16, idle=1, bronze=1, blue=9, mines=((IRON, 0, 2),))})
    g = end(g)
    assert g.decision.kind == "pay" and g.decision.player == 0
    opts = {str(a) for a in g.legal_actions()}
    assert opts == {"pay 1x2", "pay 2x1"}
    assert R.resources(g.apply("pay 1x2").players[0]) == 1 + 2 + 4 - 2


# -- the alternative corruption rule (PL 2.5.3a) -------------------------------------------------------
def test_without_the_alternative_rule_no_mine_is_asked():
    g = end(at_turn(game(), {0: civ(yellow=17, idle=1, bronze=0, blue=9)}))
    assert R.resources(g.players[0]) == 0                       # 2 produced, 2 to corruption


def test_the_alternative_rule_loses_one_resource_instead_of_two_tta_ex_35():
    """TTA-EX-35 (PL L2213-2216; HU 1921-1925): Bronze produces 1 token fewer: 1 resource lost instead of
    2 corruption (the withheld token would have emptied the region)."""
    g = end(at_turn(game(alternative_corruption="one-token"), {0: civ(yellow=17, idle=1, bronze=0, blue=12)}))
    assert g.decision.kind == "withhold"
    assert {str(a) for a in g.legal_actions()} == {"choose produce", f"choose {BRONZE}"}
    held = g.apply(f"choose {BRONZE}").players[0]
    full = g.apply("choose produce").players[0]
    assert (R.resources(held), held.blue) == (1, 9)             # farms 2, Bronze 1: bank 9, no corruption
    assert (R.resources(full), full.blue) == (0, 10)            # Bronze 2: bank 8, 2 paid back


@pytest.mark.parametrize("reading, withheld", [("one-token", 1), ("one-per-mine", 2)])
def test_one_token_fewer_in_total_or_per_mine_amb_15(reading, withheld):
    """⚠AMB-15: the Hungarian text settles one token in total; the other reading lets each mine withhold."""
    g = at_turn(game(alternative_corruption=reading), {0: civ(yellow=16, idle=1, blue=14,
                                                                 mines=((IRON, 1, 0),))})
    g = end(g).apply(f"choose {BRONZE}")
    if g.decision is not None and g.decision.kind == "withhold" and g.decision.player == 0:
        g = g.apply(f"choose {IRON}")
    # farms take 2, 1 food eaten (yellow 16) goes back, mines take 3 less the withheld
    assert g.players[0].blue == 14 - 2 + 1 - 3 + withheld


@pytest.mark.parametrize("reading, offered", [("player-choice", {BRONZE, IRON}), ("lowest", {BRONZE})])
def test_which_mine_withholds_amb_x7(reading, offered):
    g = at_turn(game(alternative_corruption="one-token", withheld_mine=reading),
                {0: civ(yellow=16, idle=1, blue=14, mines=((IRON, 1, 0),))})
    g = end(g)
    assert {a.answer for a in g.legal_actions()} - {"produce"} == offered


# -- events and the Age III scorings that read discontent ------------------------------------------------
def _revealing(g, event, players, seat=0):
    """``g`` at ``seat``'s political action, ``event`` the top current event and an Age I event in hand."""
    mine = next(c for c in g.military if R.info(c).type == "event" and c != event)
    p = dict(players.get(seat, {}))
    p["military_hand"] = (mine,)
    players = {**players, seat: p}
    rest = tuple(c for c in g.military if c not in (mine, event))
    later = tuple(c for c in g.military_ii if c != event)
    events = (event,) + tuple(c for c in g.events if c != event)[1:]
    return place(g, players, round=3, current=seat, events=events, military=rest, military_ii=later,
                 tasks=(Political(seat), advanced.Excess(seat), Turn(seat))), mine


def _card(special):
    from rulekit.tta import cards
    return next(c for c in cards.data().cards if R.info(c).special == special)


def test_civil_unrest_takes_4_culture_per_discontented_worker():
    card = _card("civil-unrest")
    g = game()
    g, mine = _revealing(g, card, {0: civ(yellow=10, idle=2, temples=1, culture=20),
                                    1: civ(yellow=16, idle=1, temples=1, culture=20)})
    g = g.apply(f"future {mine}")
    assert g.players[0].culture == 20 + 1 - 4 * 2 and g.players[1].culture == 20
    assert card in g.past


@pytest.mark.parametrize("reading", ["next", "current"])
def test_rebellion_takes_civil_actions_on_the_next_turn_amb_x14(reading):
    """Rebellion: 2 civil actions per discontented worker; for the player revealing it the next turn
    (default) or this one (⚠AMB-X15)."""
    card = _card("rebellion")
    g, mine = _revealing(game(rebellion_turn=reading), card, {0: civ(yellow=16, idle=1), 1: civ(yellow=16, idle=1)})
    g = g.apply(f"future {mine}")
    total = R.civil_total(g.players[0])
    assert total == (4 if reading == "next" else 2)
    g = end(g)                                    # P2's turn begins: its 2 actions are lost
    assert g.current == 1 and R.civil_total(g.players[1]) == 2
    g = end(g.apply("pass") if g.decision.kind == "political" else g)
    assert R.civil_total(g.players[0]) == (2 if reading == "next" else 4)


def test_emigration_takes_half_the_discontented_rounded_up():
    """Emigration: 3 discontented → 2 leave, the unused first; a worker taken off a card is the loser's
    choice (⚠AMB-35)."""
    card = _card("emigration")
    g, mine = _revealing(game(), card, {0: civ(yellow=10, idle=1), 1: civ(yellow=10, idle=3)})
    g = g.apply(f"future {mine}")
    assert g.players[1].idle == 1 and g.players[1].yellow == 12
    assert g.decision.kind == "lose-worker" and g.decision.player == 0
    assert f"choose {BRONZE}" in {str(a) for a in g.legal_actions()}
    g = g.apply(f"choose {BRONZE}")
    assert g.players[0].workers_on(BRONZE) == 1 and g.players[0].yellow == 12 and g.players[0].idle == 0


def test_impact_of_happiness_and_population_score_at_the_end():
    """Impact of Happiness: 2 per face (at most 16) less 2 per discontented worker; Impact of Population:
    2 per content worker beyond ten (cards_military_III.toml; PL L2324-2330)."""
    happy, crowd = _card("impact-of-happiness"), _card("impact-of-population")
    g = place(game(), {0: civ(yellow=10, idle=3, temples=2), 1: civ(yellow=18, idle=1, temples=1)})
    assert advanced.FINALE["impact-of-happiness"](g, happy) == (2 * 2 - 2 * 1, 2 * 1)
    # P1: 15 workers, 1 discontented: 14 content → 4 beyond ten; P2: 7 workers
    assert advanced.FINALE["impact-of-population"](g, crowd) == (8, 0)


def test_the_upkeep_events_are_registered():
    assert {"rebellion", "civil-unrest", "emigration"} <= set(EVENT_EFFECTS)


# -- advanced technologies (PL 2.6) --------------------------------------------------------------------
def test_justice_system_replaces_code_of_laws_tta_ex_14():
    """TTA-EX-14 (PL L2259-2264; HU 1985-1988): +1 civil action, not +2, and 3 blue tokens; Code of Laws
    is discarded."""
    g = at_turn(game(), {0: {**civ(), "specials": ("c-I-code-of-laws",), "science": 10,
                               "hand": ("c-II-justice-system",)}})
    before = R.civil_total(g.players[0])
    g = g.apply("discover c-II-justice-system")
    p = g.players[0]
    assert R.civil_total(p) == before == 5
    assert p.specials == ("c-II-justice-system",) and "c-I-code-of-laws" in g.box
    assert (p.blue, p.extra_blue) == (18 + 3, 3)
    assert corruption(p.blue) == 0


@pytest.mark.parametrize("reading", ["refused", "replaces"])
def test_an_older_special_technology_over_a_newer_one_amb_x17(reading):
    """⚠AMB-X17: Code of Laws (Age I) in hand, Justice System (Age II, its line's newer card) in play. The
    rulebook lets only the newer card replace the older (PL L2253-2257): by default the older one is
    refused, neither listed nor played, and nothing changes; under 'replaces' it is played for its 6
    science and Justice System goes to the box."""
    g = at_turn(game(older_special=reading), {0: {**civ(), "blue": 21, "specials": ("c-II-justice-system",),
                                                   "extra_blue": 3, "science": 10, "hand": ("c-I-code-of-laws",)}})
    listed = "discover c-I-code-of-laws" in [str(a) for a in g.legal_actions()]
    refusal = g.why_not("discover c-I-code-of-laws")
    if reading == "refused":
        assert not listed and refusal.rule == rb.SPECIAL_REPLACES and "Justice System" in str(refusal)
        with pytest.raises(IllegalAction):
            g.apply("discover c-I-code-of-laws")
    else:
        assert listed and refusal is None
        p = g.apply("discover c-I-code-of-laws").players[0]
        assert p.specials == ("c-I-code-of-laws",) and p.science == 10 - 6


@pytest.mark.parametrize("specials, costs", [
    ((), (3, 6, 8, 3, 5, 2)),
    (("c-I-masonry",), (3, 5, 7, 2, 4, 2)),
    (("c-II-architecture",), (3, 5, 6, 2, 3, 1)),
])
def test_construction_discounts_tta_ex_15(specials, costs):
    """TTA-EX-15 (PL L2271-2289; HU 1998-2009): labs L0/LI/LII and the upgrades 0→I, 0→II, I→II."""
    p = place(game(), {0: {**civ(), "specials": specials}}).players[0]
    l0, l1, l2 = "c-A-philosophy", "c-I-alchemy", "c-II-scientific-method"
    got = (R.build_cost(p, l0), R.build_cost(p, l1), R.build_cost(p, l2),
           R.upgrade_cost(p, l0, l1), R.upgrade_cost(p, l0, l2), R.upgrade_cost(p, l1, l2))
    assert got == costs


def test_the_architecture_discount_reaches_an_upgrade_in_play():
    """Upgrading a lab I → II with Architecture costs 1 resource (TTA-EX-15), through the engine."""
    p = civ(bronze=3, mines=(("c-I-alchemy", 1, 0), ("c-II-scientific-method", 0, 0)))
    g = at_turn(game(), {0: {**p, "specials": ("c-II-architecture",)}})
    g = g.apply("upgrade c-I-alchemy c-II-scientific-method")
    assert R.resources(g.players[0]) == 2 and g.players[0].workers_on("c-II-scientific-method") == 1


def test_bronze_to_coal_skips_iron_tta_ex_36():
    """TTA-EX-36 (PL L2232-2248; HU 1949-1964): Bronze → Coal costs 6 resources and 1 civil action; with
    tokens only on Coal and no Iron, paying 1 moves a Coal token to Bronze and a bank token to Bronze."""
    g = at_turn(game(), {0: civ(bronze=0, mines=((COAL, 0, 2),))})
    p = g.players[0]
    assert R.upgrade_cost(p, BRONZE, COAL) == 6
    g2 = g.apply(f"upgrade {BRONZE} {COAL}")
    q = g2.players[0]
    assert (R.resources(q), q.civil_spent, q.workers_on(COAL)) == (0, 1, 1)
    # paying 1 with a lone Coal token: Coal → Bronze plus one token from the bank onto Bronze
    g = at_turn(game(), {0: civ(bronze=0, mines=((COAL, 0, 1),))})
    from rulekit.tta.rules.tokens import pay_tokens, stock
    p = g.players[0]
    assert pay_tokens(stock(p, "mine"), 1, bank=p.blue) == ((1, 2), (3, 0))


def test_a_refused_corruption_payment_names_the_rule():
    g = at_turn(game(), {0: civ(yellow=16, idle=1, bronze=1, blue=9, mines=((IRON, 0, 2),))})
    g = end(g)
    with pytest.raises(IllegalAction):
        g.apply("pay 3x1")


def test_age_ii_units_and_farms_upgrade_skipping_a_level():
    """Higher units and farms of Age II (PL L2228-2248; HU 1949-1964): Warriors → Riflemen without
    Swordsmen costs 5 - 2 = 3 resources and a military action; Agriculture → Selective Breeding without
    Irrigation 6 - 2 = 4 resources and a civil action."""
    g = at_turn(game(), {0: civ(bronze=7, mines=(("c-II-riflemen", 0, 0), ("c-II-selective-breeding", 0, 0)))})
    g = g.apply("upgrade c-A-warriors c-II-riflemen")
    p = g.players[0]
    assert (R.resources(p), p.military_spent, p.workers_on("c-II-riflemen")) == (4, 1, 1)
    g = g.apply("upgrade c-A-agriculture c-II-selective-breeding")
    p = g.players[0]
    assert (R.resources(p), p.civil_spent, p.workers_on("c-II-selective-breeding")) == (0, 1, 1)
    assert R.food_rate(p) == 1 + 3


def test_a_higher_technology_does_not_forbid_the_lower_one():
    """Owning Iron does not forbid building a Bronze mine (PL L2236-2238; HU 1955-1956)."""
    g = at_turn(game(), {0: civ(idle=2, bronze=2, mines=((IRON, 0, 0),))})
    assert g.why_not(f"build {BRONZE}") is None
    assert g.apply(f"build {BRONZE}").players[0].workers_on(BRONZE) == 3


def test_emigration_asks_by_name_and_refuses_a_card_without_a_worker():
    card = _card("emigration")
    g, mine = _revealing(game(), card, {0: civ(yellow=10, idle=1), 1: civ(yellow=10, idle=3)})
    g = g.apply(f"future {mine}")
    assert "Bronze" in g.decision.prompt
    with pytest.raises(IllegalAction, match="no worker"):
        g.apply("choose c-A-religion")


def test_the_board_view_shows_the_upkeep_in_the_advanced_game_only():
    from rulekit.tta import svg, views
    g = at_turn(game(), {0: civ(yellow=10, idle=1, temples=1, blue=8)})
    b = views.board(g, 0)
    assert (b["required_happiness"], b["discontent"], b["uprising"], b["corruption"]) == (3, 2, True, 2)
    assert "corruption 2" in str(svg.board_svg(g, 0)) and "uprising" in str(svg.board_svg(g, 0))
    assert "corruption" not in views.board(tta.new_game(players=2, seed=1), 0)


def test_a_withhold_question_without_the_alternative_rule_is_refused_in_a_start():
    from rulekit.core.errors import DataError
    from rulekit.tta.decisions.upkeep import Withhold
    with pytest.raises(DataError, match="alternative corruption"):
        game().edit(round=3, tasks=(Withhold(0), Turn(0)))
    g = game(alternative_corruption="one-token").edit(round=3, tasks=(Withhold(0), Turn(0)))
    assert g.decision.kind == "withhold"


@pytest.mark.parametrize("st_peters", ["double-happy", "double-net"])
def test_uprising_and_discontent_count_faces_only_where_they_tell(st_peters):
    """:func:`~rulekit.tta.rules.upkeep.uprising` and :func:`~rulekit.tta.rules.upkeep.discontented` leave the
    happy faces uncounted where they cannot change the answer (no more faces needed than unused workers; none
    needed): for every yellow bank, unused workers and faces, the answers are the rule's own composition
    (:func:`rising`, :func:`discontent` of :func:`required_happiness` and :func:`~rulekit.tta.rules.happiness`)."""
    from rulekit.tta.rules.upkeep import discontent, discontented, uprising
    from rulekit.tta.state import Player
    for faces in ((0, 0, 1), (2, 0, 1), (1, 3, 1), (3, 1, 2), (9, 0, 1)):
        for yellow in range(0, 20):
            for idle in range(0, 6):
                p = Player(yellow=yellow, idle=idle)
                p.__dict__["faces"] = faces         # the remembered (happy, unhappy, multiplier), set for the test
                required, happy = required_happiness(yellow), R.happiness(p, st_peters)
                assert uprising(p, st_peters) == rising(required, happy, idle)
                assert discontented(p, st_peters) == discontent(required, happy)
