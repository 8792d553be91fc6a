"""Read-only questions about a Through the Ages state, answered by the engine, for widgets and notebooks.

Each function takes a state (and a seat) and returns plain values (dicts, lists,
strings, numbers) that a widget draws or a notebook prints. None holds a rule of
its own: legality and every refusal come from ``state.legal_actions()`` and
``state.why_not`` (the engine's judge, :func:`rulekit.tta.decisions.check`), costs and
indicators from :mod:`rulekit.tta.rules` and :mod:`rulekit.tta.rules.costs`, the actions left from
:func:`rulekit.tta.rules.costs.civil_left` and :func:`~rulekit.tta.rules.costs.military_left` (both public here too:
``views.civil_left(state, seat)``, ``views.military_left(state, seat)``).
The Advanced game's parts (the military hand, tactic and armies, events, colonization, aggressions,
pacts, the Age III events' scoring) are :mod:`rulekit.tta.views_advanced`'s, and the Full game's (the wars,
the air forces) :mod:`rulekit.tta.views_full`'s, re-exported here.
Every refusal carries the engine's rule (``rule_ref``, ``rule_lines``, the whole
citation in ``rule_text``) and its sentence (``reason``).

In round 1 the second player has 2 civil actions (TTA-EX-21): slot 6 costs 2, slot
10 costs 3 (PL L448-450):

>>> import rulekit.tta as tta
>>> g = tta.new_game(players=2, seed=1).apply("take 1").apply("end")
>>> [(c["slot"], c["cost"], c["legal"]) for c in card_row(g)][4:10]
[(5, 1, True), (6, 2, True), (7, 2, True), (8, 2, True), (9, 2, True), (10, 3, False)]
>>> card_row(g)[9]["reason"], card_row(g)[9]["rule_ref"]
('taking slot 10 costs 3 civil actions; you have 2', 'TTA-R-22')
>>> card_row(g)[0]["card"], card_row(g)[0]["legal"]
('', False)
>>> b = board(g, 1)
>>> b["civil_left"], b["civil_total"], b["yellow"], b["growth_cost"], b["consumption"]
(2, 2, 18, 2, 0)
"""

from __future__ import annotations

from rulekit.tta import cards, graphs, rules
from rulekit.tta.actions import (Build, Destroy, Discover, Grow, Lead, Peaceful, Play, Recruit, Revolution, Stage,
                                 Take, Upgrade)
from rulekit.tta.decisions import advised, variants
from rulekit.tta.rules import upkeep
from rulekit.tta.rules.costs import civil_left, growth_price, military_left, take_cost, upgrade_total
from rulekit.tta.rules.tokens import stock_for
from rulekit.tta.views_advanced import (aggression_panel, aggression_result, auction_panel, event_preview,
                                        events_panel, final_scoring, military_panel, pact_panel)
from rulekit.tta.views_full import air_panel, game_variants, resigned, war_panel, war_result

__all__ = ["action_table", "actions_by_verb", "aggression_panel", "aggression_result", "air_panel",
           "attack_markers", "auction_panel", "board", "bonus_parts", "card_name", "card_row", "civil_left",
           "deciding", "decision_info", "event_preview", "events_panel", "final_bonus", "final_scoring",
           "game_variants", "military_left", "military_panel", "pact_panel", "resigned", "rule_info", "take_cost",
           "upgrades_from", "verb_menu", "war_panel", "war_result", "yellow_regions", "VERB_NAMES"]

#: What each verb of the notation does, in words (for the groups of buttons).
VERB_NAMES = {
    "take": "take a card from the row", "grow": "increase population", "build": "build a farm, mine or building",
    "upgrade": "upgrade", "destroy": "destroy a building", "recruit": "build a military unit",
    "disband": "disband a unit", "stage": "build a wonder stage", "lead": "put a leader in play",
    "play": "play an action card", "discover": "discover a technology", "revolution": "revolution",
    "peaceful": "change government peacefully", "barbarossa": "Barbarossa's action", "end": "end the turn",
    "pay": "say which tokens pay", "gain": "place the tokens gained", "choose": "answer", "lose": "lose a token",
    # the Advanced game's (PL chapter 2)
    "pass": "pass (no political action, or out of the auction)", "future": "put on the future events",
    "attack": "declare an aggression or a war", "pact": "offer a pact", "break": "break a pact", "tactic": "play a tactic",
    "bid": "bid for the territory", "sacrifice": "sacrifice a unit", "bonus": "play a bonus card",
    "discard": "discard a military card", "done": "done picking", "columbus": "Columbus's colony",
    # the Full game's and the variants' (PL chapters 3-4)
    "resign": "leave the game (an honourable resignation)", "draw": "draw a military card (1 military action)",
    "keep": "keep a bonus card", "liner": "increase population with Ocean Liner Service (no civil action)",
}


def rule_info(rule) -> dict:
    """A rule as plain values: its id (``ref``), lines and the whole citation (``text``)."""
    if rule is None:
        return {"ref": "", "lines": "", "text": ""}
    return {"ref": rule.ref or "", "lines": rule.lines or "", "text": str(rule)}


def _refusal(err) -> dict:
    if err is None:
        return {"legal": True, "reason": "", "error": "", "rule_ref": "", "rule_lines": "", "rule_text": ""}
    r = rule_info(getattr(err, "rule", None))
    return {"legal": False, "reason": getattr(err, "reason", str(err)), "error": str(err),
            "rule_ref": r["ref"], "rule_lines": r["lines"], "rule_text": r["text"]}


def in_words(state, action: str) -> str:
    """What a button says for an action: its notation with each card id replaced by the card's English
    name as the rulebook writes it, and a row slot by the card lying there (the notation itself stays
    the button's ``data-action`` and tooltip, for the learner who types it).

    >>> import rulekit.tta as tta
    >>> g = tta.new_game(players=2, seed=1).apply("end").apply("end")
    >>> in_words(g, "build c-A-bronze"), in_words(g, "take 3"), in_words(g, "end")
    ('build Bronze', 'take Alexander the Great (slot 3)', 'end')
    """
    words = action.split()
    known = cards.data().cards
    if len(words) == 2 and words[0] == "take" and words[1].isdigit():
        slot = int(words[1])
        card = state.row[slot - 1] if 0 < slot <= len(state.row) else ""
        return f"take {card_name(card)} (slot {slot})" if card else action
    if words[0] in ("attack", "pact") and len(words) >= 3 and words[2].isdigit():     # the target player
        words[2] = f"→ P{words[2]}"
    if words[0] == "pact" and len(words) == 4 and words[3] in ("A", "B"):               # the offerer's side
        words[3] = f"(side {words[3]})"
    return " ".join(card_name(word) if word in known else word for word in words)


def card_name(card: str) -> str:
    """A card's English name (``""`` for an empty place)."""
    return rules.name(card) if card else ""


def deciding(state) -> int | None:
    """The seat whose decision is on top (``None`` once the game is over)."""
    return None if state.is_over or state.decision is None else state.to_move


def _in_turn(state, seat: int) -> bool:
    d = state.decision
    return d is not None and d.kind == "turn" and d.player == seat


# -- the card row --------------------------------------------------------------------------------

def card_row(state, seat: int | None = None) -> list[dict]:
    """The 13 slots of the card row, each with its card and what taking it costs ``seat`` (default: the
    player to move): :func:`rulekit.tta.rules.costs.take_cost`, the slot's cost, +1 per completed wonder
    for a wonder (less a leader's wonder discount, never below the ⚠AMB-X12 floor). ``legal`` and the refusal (``reason``, ``rule_ref`` ...) are the
    engine's answer to ``take <slot>`` when ``seat`` is deciding its turn; otherwise the slot is not
    takeable now and the reason says whose decision it is."""
    if seat is None:
        seat = state.to_move if not state.is_over else 0
    out = []
    for slot, card in enumerate(state.row, 1):
        row = {"slot": slot, "card": card, "name": card_name(card), "action": f"take {slot}",
               "slot_cost": rules.ROW_COSTS[slot - 1]}
        if card:
            i = rules.info(card)
            row.update(type=i.type, age=i.age, cost=take_cost(state, seat, slot))
        else:
            row.update(type="", age="", cost=rules.ROW_COSTS[slot - 1])
        if state.is_over:
            row.update(_refusal(None), legal=False, reason="the game is over")
        elif _in_turn(state, seat):
            row.update(_refusal(state.why_not(Take(slot))))
        else:
            d = state.decision
            row.update(_refusal(None), legal=False,
                       reason=f"P{d.player + 1} decides now ({d.kind})" if d else "nothing to decide")
        out.append(row)
    return out


# -- the actions ---------------------------------------------------------------------------------

def actions_by_verb(state) -> dict:
    """The legal actions now, as notation, grouped by verb in the order the engine lists them."""
    out: dict = {}
    if state.is_over:
        return out
    for a in state.legal_actions():
        out.setdefault(a.verb, []).append(str(a))
    return out


def verb_menu(state) -> dict:
    """The legal actions now as a menu: each verb (in alphabetical order) with the words that follow it in
    its legal actions, numbers in order (``6`` before ``10``); ``[""]`` for a verb written alone.

    >>> import rulekit.tta as tta
    >>> menu = verb_menu(tta.new_game(players=2, seed=1))
    >>> list(menu), menu["take"][:3]
    (['end', 'take'], ['1', '2', '3'])
    """
    menu: dict = {}
    for verb, actions in sorted(actions_by_verb(state).items()):
        menu[verb] = sorted((text.split(" ", 1)[1] if " " in text else "" for text in actions),
                            key=lambda w: (int(w) if w.isdigit() else 0, w))
    return menu


def _refusal_for(state, seat: int, action) -> dict:
    """The engine's answer to ``action`` for ``seat``: its refusal while ``seat`` is deciding its turn,
    else not now, naming whose decision it is."""
    if state.is_over:
        return {**_refusal(None), "legal": False, "reason": "the game is over"}
    if _in_turn(state, seat):
        return _refusal(state.why_not(action))
    d = state.decision
    return {**_refusal(None), "legal": False,
            "reason": f"P{d.player + 1} decides now ({d.kind})" if d else "nothing to decide"}


def upgrades_from(state, card: str, seat: int | None = None, game: str = "full") -> list[dict]:
    """Every card ``card`` upgrades into (the upgrade graph of ``game``, :func:`rulekit.tta.graphs.upgrade_graph`),
    lowest age first, each with what upgrading one worker costs ``seat`` (default: the player to move) now
    (:func:`rulekit.tta.rules.costs.upgrade_total`, the price the upgrade's judge charges), the kind of action
    it takes, and the engine's answer to ``upgrade <card> <new>`` (``legal``, ``reason``, ``rule_ref`` …): only a seat deciding its turn may
    upgrade now.

    >>> import rulekit.tta as tta
    >>> g = tta.new_game(players=2, seed=1)
    >>> [(u["card"], u["cost"], u["legal"]) for u in upgrades_from(g, "c-A-bronze", game="simple")]
    [('c-I-iron', 3, False)]
    >>> upgrades_from(g, "c-A-bronze", seat=1, game="simple")[0]["reason"]
    'P1 decides now (turn)'
    """
    graph = graphs.upgrade_graph(game)
    if seat is None:
        seat = state.to_move if not state.is_over else 0
    out = []
    for new in sorted(graph.successors(card), key=lambda n: graph.nodes[n]["level"]):
        out.append({"card": new, "name": card_name(new), "age": graph.nodes[new]["age"],
                    "cost": upgrade_total(state, seat, card, new), "action": graph.edges[card, new]["action"],
                    "action_text": f"upgrade {card} {new}",
                    **_refusal_for(state, seat, Upgrade(card, new))})
    return out


def _probes(state, seat: int) -> list:
    """The actions worth asking about for ``seat``'s board: one per card in play or in hand it could
    name, and each plain action (grow, a wonder stage). Only the board is read; the engine judges."""
    p = state.players[seat]
    out = [Grow()]
    for card, workers, _ in p.techs:
        kind = rules.info(card).type
        if kind in rules.UNITS:
            out.append(Recruit(card))
        elif kind in ("farm", "mine") + rules.URBAN:
            out.append(Build(card))
            if workers:
                out.append(Destroy(card))
    if p.building:
        out.append(Stage(1))
    for card in dict.fromkeys(p.hand):
        kind = rules.info(card).type
        if kind == "leader":
            out.append(Lead(card))
        elif kind == "action":
            out.append(Play(card))
        elif kind == "government":
            out += [Revolution(card), Peaceful(card)]
        elif kind != "wonder":
            out.append(Discover(card))
    return out


def action_table(state) -> list[dict]:
    """The actions of the decision now, grouped by verb: every legal one, and for the player whose
    turn it is the refused ones their board suggests (build on each technology, discover each card in
    hand, grow ...) with the engine's reason and rule. One dict per verb: ``verb``, ``label``,
    ``actions`` (each ``{"action", "legal", "advised", "reason", "rule_ref", ...}``, ``advised`` true for
    the rulebook's advised answer, :func:`rulekit.tta.decisions.advised`), legal ones first, numbers in order
    (``take 2`` before ``take 10``)."""
    if state.is_over:
        return []
    legal = [str(a) for a in state.legal_actions()]
    tip = advised(state)
    rows = {a: {"action": a, **_refusal(None), "advised": tip is not None and a == str(tip)} for a in legal}
    seat = state.to_move
    if _in_turn(state, seat):
        for a in _probes(state, seat):
            text = str(a)
            if text not in rows:
                rows[text] = {"action": text, **_refusal(state.why_not(a)), "advised": False}
    groups: dict = {}
    for text, row in rows.items():
        groups.setdefault(text.split()[0], []).append(row)
    return [{"verb": verb, "label": VERB_NAMES.get(verb, verb),
             "actions": sorted(acts, key=lambda r: (not r["legal"], _natural(r["action"])))}
            for verb, acts in groups.items()]


def _natural(text: str) -> tuple:
    """A sort key that puts ``take 2`` before ``take 10``."""
    return tuple((0, int(w), "") if w.isdigit() else (1, 0, w) for w in text.split())


def decision_info(state) -> dict | None:
    """The engine's open decision: who, what kind, its prompt, its rule, the answers it accepts
    (``options``, sorted by notation) and the one the rulebook advises (``advised``,
    :func:`rulekit.tta.decisions.advised`: for ``pay``, keep tokens in the bank, TTA-EX-8; ``""`` where
    it advises none)."""
    d = state.decision
    if d is None:
        return None
    tip = advised(state)
    return {"kind": d.kind, "player": d.player, "prompt": d.prompt, "rule": rule_info(d.rule),
            "options": [str(a) for a in state.legal_actions()], "advised": str(tip) if tip else ""}


# -- a player's board ------------------------------------------------------------------------------

def yellow_regions(p) -> list[dict]:
    """The yellow bank's regions (:data:`rulekit.tta.rules.YELLOW_REGIONS`, region 1 emptied first),
    each with the tokens left in it, the food a growth from it costs and the food eaten each round once
    it is empty (⚠AMB-5: sizes beyond region 1 are a teaching stand-in, ``confidence`` says which)."""
    taken = sum(r.size for r in rules.YELLOW_REGIONS) - p.yellow
    out = []
    for n, r in enumerate(rules.YELLOW_REGIONS, 1):
        gone = min(r.size, max(0, taken))
        taken -= gone
        out.append({"region": n, "size": r.size, "left": r.size - gone, "empty": gone == r.size,
                    "growth": r.growth, "eats": r.eats, "confidence": r.confidence})
    return out


def board(state, seat: int) -> dict:
    """A summary of one civilization: indicators, actions, banks, the cards in play with their tokens."""
    p = state.players[seat]
    techs = []
    for card, workers, blue in p.techs:
        i = rules.info(card)
        found = stock_for(p, card)            # a farm's or mine's token value; a lab's under Nikola Tesla
        value = found[1] if found is not None else 0
        techs.append({"card": card, "name": card_name(card), "type": i.type, "age": i.age, "workers": workers,
                      "blue": blue, "value": value, "build_cost": rules.build_cost(p, card)})
    wonder = {}
    if p.building:
        stages = rules.info(p.building).stages
        wonder = {"card": p.building, "name": card_name(p.building), "stages": list(stages), "built": p.stages,
                  "next_cost": stages[p.stages] if p.stages < len(stages) else 0}
    civil_total = rules.ROUND_ONE_BUDGET[seat] if state.round == 1 else rules.civil_total(p)
    out = {
        "seat": seat, "government": p.government, "government_name": card_name(p.government),
        "culture": p.culture, "culture_rate": rules.culture_rate(p),
        "science": p.science, "science_rate": rules.science_rate(p),
        "strength": rules.strength(p, state.options), "happiness": rules.happiness(p),
        "food": rules.food(p), "food_rate": rules.food_rate(p),
        "resources": rules.resources(p), "resource_rate": rules.resource_rate(p),
        "civil_total": civil_total, "civil_left": civil_left(state, seat),
        "military_total": 0 if state.round == 1 else rules.military_total(p),
        "military_left": military_left(state, seat),
        "yellow": p.yellow, "idle": p.idle, "blue": p.blue,
        "growth_cost": growth_price(p), "consumption": rules.consumption(p.yellow),
        "regions": yellow_regions(p),
        "building_limit": variants.urban_limit(state, p), "hand_limit": rules.hand_limit(p),
        "hand": [{"card": c, "name": card_name(c), "type": rules.info(c).type} for c in p.hand],
        "leader": p.leader, "leader_name": card_name(p.leader),
        "wonders": [{"card": c, "name": card_name(c)} for c in p.wonders], "wonder": wonder,
        "specials": [{"card": c, "name": card_name(c)} for c in p.specials],
        "techs": techs,
    }
    if state.level != "simple":       # the Advanced game's upkeep (PL 2.5): faces needed, discontent, corruption
        out.update(required_happiness=upkeep.required_happiness(p.yellow),
                   discontent=upkeep.discontented(p, state.options.st_peters),
                   uprising=upkeep.uprising(p, state.options.st_peters), corruption=upkeep.corruption(p.blue))
    return out


def bonus_parts(state, seat: int) -> dict:
    """The Simple game's final bonus of one civilization by part, under the game's options: ``techs``
    (2 per Age I technology), ``strength`` (2 per point), ``happiness`` (2 per face, at most 16),
    ``science`` (the rate) and ``production`` (food and resources a round) —
    :func:`rulekit.tta.rules.simple_bonus_parts`, the split the worked-example checks use (TTA-EX-10);
    the parts add up to :func:`rulekit.tta.rules.simple_bonus`.

    >>> import rulekit.tta as tta
    >>> bonus_parts(tta.new_game(players=2, seed=1), 0)
    {'techs': 0, 'strength': 2, 'happiness': 0, 'science': 1, 'production': 4}
    """
    return rules.simple_bonus_parts(state.players[seat], state.options)


def final_bonus(state) -> list[dict]:
    """Per seat: culture now, the Simple game's final bonus (:func:`rulekit.tta.rules.simple_bonus`)
    by part (:func:`bonus_parts`) and, once the game is over, the culture before it (the bonus is
    already added then)."""
    out = []
    for seat, p in enumerate(state.players):
        bonus = rules.simple_bonus(p, state.options)
        out.append({"seat": seat, "culture": p.culture, "bonus": bonus, "parts": bonus_parts(state, seat),
                    "before": p.culture - bonus if state.is_over else p.culture,
                    "total": p.culture if state.is_over else p.culture + bonus})
    return out


def attack_markers(state) -> dict:
    """Under the no group attacks variant (TTA-R-V2): each civilization (by player number) and the player
    number holding its marker, ``None`` while the marker lies in the middle of the table (PL L2706-2714);
    an empty table when the variant is off."""
    if not state.options.no_group_attacks or state.level == "simple":
        return {}
    return {seat + 1: (None if (h := variants.marker_holder(state, seat)) is None else h + 1)
            for seat in range(len(state.players))}


def bonus_panel(state, seat: int | None = None) -> dict:
    """The final-scoring variants' bonus cards as the table shows them to ``seat`` (``None``: an onlooker)
    (TTA-R-V5a; PL L2738-2759): ``mode`` (the option ``bonus_cards``), ``less`` (fewer bonuses), ``face_up``
    (the cards turned over, scored at the end), ``face_down`` (how many era-by-era cards wait), ``offer`` (the
    cards ``seat`` may keep from now: its own deal in the private variant, the layout in the open one) and
    ``kept`` per player number: the cards, or only how many while the private variant hides them from others.

    >>> from rulekit.tta import new_game
    >>> g = new_game(players=3, game="full", seed=2, options={"bonus_cards": "era-by-era"})
    >>> b = bonus_panel(g)
    >>> b["mode"], len(b["face_up"]), b["face_down"]
    ('era-by-era', 1, 4)
    """
    private = state.options.bonus_cards == "private"
    offer = []
    if state.bonus_offer and seat is not None:
        pile = state.bonus_offer[seat] if len(state.bonus_offer) > 1 else state.bonus_offer[0]
        offer = [{"card": c, "name": card_name(c)} for c in pile]
    elif state.bonus_offer and not private:
        offer = [{"card": c, "name": card_name(c)} for c in state.bonus_offer[0]]
    kept = {}
    for s, cards_ in enumerate(state.kept):
        shown = not private or s == seat or state.is_over
        kept[s + 1] = [{"card": c, "name": card_name(c)} for c in cards_] if shown else len(cards_)
    return {"mode": state.options.bonus_cards, "less": state.options.less_bonuses,
            "face_up": [{"card": c, "name": card_name(c)} for c in state.finale] if state.level == "full" else [],
            "face_down": len(state.bonus_hidden), "offer": offer, "kept": kept}


__all__ += ["bonus_panel"]
