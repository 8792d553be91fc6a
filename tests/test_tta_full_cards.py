"""The Age II and III cards of the Full game whose effects the engine now plays (their 2006 effects from
the card data, the appendix's words where it has some: G-10, G-12 … G-14), each with a test asserting
its effect, and the ambiguities found on the way (⚠AMB-X25, ⚠AMB-X26).
"""

from __future__ import annotations

from rulekit.tta import options as opts, rulebook as rb, scenarios
from rulekit.tta.rules import culture_rate, info, resource_rate, science_rate
from rulekit.tta.rules.age3 import completion_culture, railroad_mine


def _full(*players, current: int = 0, **start):
    return scenarios.build({"start": {"players": 2, "game": "full", "age": "III", "round": 16, "current": current,
                                      **start, "player": list(players)}}, "inline")


# -- Nikola Tesla (Bill Gates in the Polish appendix, G-10) ------------------------------------------------
def _tesla(**more):
    return {"seat": 0, "leader": "c-III-nikola-tesla", "idle": 0,
            "techs": [["c-A-bronze", 1, 0], ["c-A-agriculture", 0, 0], ["c-A-warriors", 0, 0],
                      ["c-I-alchemy", 1, 2]], **more}


def test_tesla_shows_his_card_data_name_and_the_polish_name_is_kept():
    from rulekit.tta.rules.cardinfo import named
    assert named("c-III-nikola-tesla") == "Nikola Tesla"
    from rulekit.tta.cards import data
    card = data().cards["c-III-nikola-tesla"]
    assert card.name_pl == "Bill Gates" and card.name_hu == "Nikola Tesla"


def test_tesla_s_lab_tokens_are_resources_and_pay_like_a_mine():
    """Two tokens on Alchemy (level 1) are 2 resources: a Warriors unit (2) can be paid with them alone."""
    g = _full(_tesla(idle=1))
    assert g.players[0].held["mine"] == 2
    g = g.apply("recruit c-A-warriors")
    if g.decision.kind == "pay":
        g = g.apply(next(str(a) for a in g.legal_actions() if str(a) == "pay 2x1"))
    assert g.players[0].held["mine"] == 0 and g.players[0].slot("c-I-alchemy")[2] == 0


def test_amb_x26_tesla_replaced_his_lab_tokens_go_back_to_the_bank():
    """A new leader replaces Tesla: the labs are labs again and their 2 tokens return to the blue bank."""
    g = _full(_tesla(hand=["c-III-albert-einstein"]))
    bank = g.players[0].blue
    g = g.apply("lead c-III-albert-einstein")
    p = g.players[0]
    assert p.slot("c-I-alchemy")[2] == 0 and p.blue == bank + 2 and p.held["mine"] == 0
    assert opts.ambiguity("AMB-X26").option is None and opts.RULE_OF["AMB-X26"] is rb.LABS_AS_MINES


def test_tesla_makes_the_rivals_pay_one_resource_more_for_labs_and_libraries():
    """The card data's 2006 clause: the other players pay 1 more to build a lab or a library; Tesla's own
    civilization does not, and temples cost the same."""
    rival = {"seat": 1, "techs": [["c-A-bronze", 2, 3]], "idle": 2}
    g = _full(_tesla(), rival, current=1)
    assert info("c-A-philosophy").build == info("c-A-religion").build == 3
    err = g.why_not("build c-A-philosophy")                                         # 3 + 1 > 3 held
    assert err is not None and "4 resources" in err.reason
    assert g.why_not("build c-A-religion") is None                                 # a temple: 3
    g = _full({**_tesla(), "leader": ""}, rival, current=1)
    assert g.why_not("build c-A-philosophy") is None


def test_amb_x25_a_lab_under_tesla_is_not_the_railroad_s_mine():
    """With both, the Railroad's token goes onto the best mining card with a worker, even when a lab's
    tokens are worth more (settled by the Hungarian 'bányászati technológiakártya', HU 2613-2616)."""
    g = _full(_tesla(wonders=["c-II-transcontinental-railroad"],
                     techs=[["c-A-bronze", 1, 0], ["c-A-agriculture", 0, 0], ["c-A-warriors", 0, 0],
                            ["c-II-scientific-method", 1, 0]]))
    p = g.players[0]
    assert railroad_mine(p) == "c-A-bronze"
    assert resource_rate(p) == 1 + 1 + 2                # Bronze, the Railroad's Bronze token, the lab's 2
    assert opts.ambiguity("AMB-X25").option is None and "Hungarian" in opts.ambiguity("AMB-X25").why


# -- the wonders that score once (G-13, G-14, Fast Food Chains) -------------------------------------------
def test_internet_counts_labs_and_libraries_and_fast_food_chains_counts_workers():
    g = _full({"seat": 0, "idle": 0, "techs": [["c-A-bronze", 2, 0], ["c-A-agriculture", 1, 0],
                                               ["c-A-warriors", 1, 0], ["c-A-philosophy", 1, 0],
                                               ["c-II-scientific-method", 2, 0], ["c-I-printing-press", 1, 0],
                                               ["c-I-drama", 1, 0]]})
    p = g.players[0]
    assert completion_culture(p, "c-III-internet") == 2 * (2 * 2 + 1)               # not Philosophy, not Drama
    assert completion_culture(p, "c-III-hollywood") == 2 * (1 + 1)
    assert completion_culture(p, "c-III-fast-food-chains") == 2 * 3 + 1 * (1 + 1 + 2 + 1 + 1)
    assert completion_culture(p, "c-II-transcontinental-railroad") == 0


# -- Age III leaders with rates (card data) --------------------------------------------------------------
def test_game_designer_labs_give_culture_by_level_and_one_science_less():
    techs = [["c-A-philosophy", 1, 0], ["c-I-alchemy", 1, 0], ["c-II-scientific-method", 1, 0]]
    plain = _full({"seat": 0, "techs": techs}).players[0]
    designer = _full({"seat": 0, "techs": techs, "leader": "c-III-game-designer"}).players[0]
    assert culture_rate(designer) == culture_rate(plain) + 0 + 1 + 2
    assert science_rate(designer) == science_rate(plain) - 3


def test_rock_roll_icon_doubles_the_best_theater_and_adds_two_happy_faces():
    from rulekit.tta.rules import happiness
    techs = [["c-I-drama", 2, 0], ["c-II-opera", 1, 0]]
    plain = _full({"seat": 0, "techs": techs}).players[0]
    icon = _full({"seat": 0, "techs": techs, "leader": "c-III-rock-roll-icon"}).players[0]
    assert culture_rate(icon) == culture_rate(plain) + int(info("c-II-opera").fx["culture"])
    assert happiness(icon) == happiness(plain) + 2


# -- Age III leaders that change actions (card data) ---------------------------------------------------------
def test_einstein_scores_three_culture_for_each_technology_card_played():
    base = {"seat": 0, "hand": ["c-III-computers"], "science": 20}
    plain = _full(base).apply("discover c-III-computers").players[0].culture
    einstein = _full({**base, "leader": "c-III-albert-einstein"}).apply("discover c-III-computers").players[0]
    assert einstein.culture == plain + 3
    assert science_rate(_full({**base, "leader": "c-III-albert-einstein"}).players[0]) == \
        science_rate(_full(base).players[0]) + 0          # his best lab (Philosophy) is of level 0


def test_churchill_pays_three_science_less_for_a_unit_technology():
    cost = info("c-III-tanks").science
    base = {"seat": 0, "hand": ["c-III-tanks"], "science": cost - 3}
    assert _full(base).why_not("discover c-III-tanks") is not None
    g = _full({**base, "leader": "c-III-winston-churchill"}).apply("discover c-III-tanks")
    assert g.players[0].science == 0 and g.players[0].slot("c-III-tanks") is not None


def test_endowment_for_the_arts_scores_for_each_civilization_ahead():
    me = {"seat": 0, "hand": ["c-III-endowment-for-the-arts"], "culture": 10}
    g = _full(me, {"seat": 1, "culture": 40})
    g = g.apply("play c-III-endowment-for-the-arts")
    assert g.players[0].culture == 10 + 6                  # 2 players: 6 for the one civilization ahead
    g = _full({**me, "culture": 50}, {"seat": 1, "culture": 40}).apply("play c-III-endowment-for-the-arts")
    assert g.players[0].culture == 50


# -- Age III aggressions, Gandhi and Churchill in an aggression --------------------------------------------------
def _attack(card: str, attacker=None, defender=None):
    attacker = {"seat": 0, "military_hand": [card], "techs": [["c-III-tanks", 3, 0]], **(attacker or {})}
    defender = {"seat": 1, "culture": 5, **(defender or {})}
    return scenarios.build({"start": {"players": 2, "game": "full", "age": "III", "round": 16, "at": "political",
                                      "player": [attacker, defender]}}, "inline")


def test_armed_intervention_takes_seven_culture_or_what_the_target_has():
    g = _attack("m-III-armed-intervention", {"culture": 3}, {"culture": 20})
    for step in ("attack m-III-armed-intervention 2", "done", "done"):
        g = g.apply(step)
    assert (g.players[0].culture, g.players[1].culture) == (10, 13)
    g = _attack("m-III-armed-intervention", {"culture": 3}, {"culture": 4})
    for step in ("attack m-III-armed-intervention 2", "done", "done"):
        g = g.apply(step)
    assert (g.players[0].culture, g.players[1].culture) == (7, 0)       # no more than the loser lost


def test_age_iii_plunder_takes_up_to_eight():
    g = _attack("m-III-plunder", defender={"techs": [["c-A-bronze", 2, 10], ["c-A-agriculture", 2, 0]]})
    for step in ("attack m-III-plunder 2", "done", "done"):
        g = g.apply(step)
    if g.decision.kind == "plunder":
        g = g.apply("choose 0food+8resources")
    assert g.players[1].held["mine"] == 2


def test_gandhi_forbids_his_own_aggressions_and_doubles_their_cost_against_him():
    from rulekit.tta.rules.costs import military_left
    g = _attack("m-III-armed-intervention", {"leader": "c-III-mahatma-gandhi"})
    err = g.why_not("attack m-III-armed-intervention 2")
    assert err is not None and "Mahatma Gandhi" in err.reason
    g = _attack("m-III-armed-intervention", {"government": "c-III-communism"}, {"leader": "c-III-mahatma-gandhi"})
    assert _attack("m-III-armed-intervention", defender={"leader": "c-III-mahatma-gandhi"}).why_not(
        "attack m-III-armed-intervention 2") is not None                       # Despotism's 2 are not 4
    before = military_left(g, 0)
    g = g.apply("attack m-III-armed-intervention 2")
    assert before - military_left(g, 0) == 2 * info("m-III-armed-intervention").military


def test_churchill_s_defence_cards_count_twice():
    from rulekit.tta.decisions.military import defence_strength
    g = _attack("m-III-armed-intervention", defender={"military_hand": ["m-III-defense-colonization"]})
    p = g.players[1]
    card = ("m-III-defense-colonization",)
    churchill = _attack("m-III-armed-intervention", defender={"military_hand": ["m-III-defense-colonization"],
                                                               "leader": "c-III-winston-churchill"}).players[1]
    assert defence_strength(churchill, card) - defence_strength(churchill, ()) == 2 * 6
    assert defence_strength(p, card) - defence_strength(p, ()) == 6


# -- the Age III cards no 2006 source gives --------------------------------------------------------------------
def test_the_age_iii_pacts_without_a_2006_text_say_their_effect_is_not_known():
    from rulekit.tta.cards import data
    from rulekit.tta.decisions.pacts import effect_known, titled
    pacts = sorted(c.id for c in data().cards.values() if c.age == "III" and c.type == "pact")
    assert pacts == ["m-III-international-tourism", "m-III-loss-of-sovereignty", "m-III-military-pact",
                     "m-III-peace-treaty"]
    for card in pacts:
        assert not effect_known(card) and "its effect is not known" in titled(card)


def test_every_age_iii_civil_card_is_expressed():
    """No Age III civil card's special is left unimplemented (the leaders, wonders and action cards above)."""
    from rulekit.tta.cards import data
    gaps = {g.card for g in data().unexpressed("full")}
    assert not {c for c in gaps if c.startswith("c-III-")}


def test_age_iii_raid_destroys_up_to_three_buildings_of_one_card_for_half_their_cost():
    g = _attack("m-III-raid", {"government": "c-III-communism"},
                {"techs": [["c-A-religion", 3, 0], ["c-I-drama", 1, 0]], "idle": 0})
    for step in ("attack m-III-raid 2", "done", "done"):
        g = g.apply(step)
    assert g.decision.kind == "raze"
    resources = g.players[0].held["mine"]
    g = g.apply("choose c-A-religion")
    assert "choose c-I-drama" not in [str(a) for a in g.legal_actions()]      # one card: same type and level
    g = g.apply("choose c-A-religion").apply("choose c-A-religion")
    if g.decision is not None and g.decision.kind == "raze":
        g = g.apply("done")
    assert g.players[1].slot("c-A-religion")[1] == 0 and g.players[1].idle == 3
    assert g.players[0].held["mine"] == resources + (3 * info("c-A-religion").build) // 2


def test_churchill_s_units_cost_two_less_while_a_war_is_declared_on_him():
    """G-2 names Churchill's discount as one for every unit built while it acts (PL L2864-2865; HU 2511-2519):
    with a war declared on him and not yet fought, a Swordsmen unit (3) costs 1."""
    from rulekit.tta.rules.age3 import war_unit_discount
    churchill = {"seat": 0, "leader": "c-III-winston-churchill", "idle": 1,
                 "techs": [["c-A-bronze", 2, 1], ["c-I-swordsmen", 0, 0]]}
    declarer = {"seat": 1, "government": "c-III-communism", "military_hand": ["m-II-war-over-territory"]}
    g = _full(churchill, declarer, current=1, at="political")
    assert g.why_not("attack m-II-war-over-territory 1") is None
    assert war_unit_discount(g, 0) == 0
    g = g.apply("attack m-II-war-over-territory 1")
    assert war_unit_discount(g, 0) == 2 and war_unit_discount(g, 1) == 0
    while g.to_move != 0 and g.decision is not None:                          # P2 ends its turn
        g = g.apply("end" if "end" in [str(a) for a in g.legal_actions()] else g.legal_actions()[0])
    assert info("c-I-swordsmen").build - 2 == 1 and g.why_not("recruit c-I-swordsmen") is None
    plain = _full({**churchill, "leader": ""}, declarer, current=0)
    assert plain.why_not("recruit c-I-swordsmen") is not None                 # 3 > 1 resource held
