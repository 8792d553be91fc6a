"""Read-only questions about an Advanced game of Through the Ages (PL chapter 2), for widgets and notebooks.

The Advanced game's parts a display shows beside a civilization's board, each answered by the engine's own
rule functions (no rule lives here): :func:`military_panel` (the military hand by name, the tactic and the
armies it forms, strength, happiness against the faces the workers need, discontent, corruption, colonies,
pacts), :func:`events_panel` (the current and future events as the table shows them — face down, only the
age on each back —, the past events and the four Age III events face up), :func:`event_preview` (what
revealing an event or territory would do to each civilization, the engine's handler run on a copy),
:func:`auction_panel` (a colonization auction and its payment), :func:`aggression_panel` (an aggression
being answered, its attack against the defence now) and :func:`aggression_result` (the one just resolved),
:func:`pact_panel` (an offer waiting for its answer, the pacts in force) and :func:`final_scoring` (the Age
III events' culture by part once the game is over). :mod:`rulekit.tta.views` re-exports each, so the
widgets import them from there.

TTA-EX-12's position (Adam, strength 14, plays Spy against Barbara, strength 10):

>>> from rulekit.tta import scenarios
>>> g = scenarios.build({"start": {"players": 3, "game": "advanced", "round": 9, "age": "II", "at": "political",
...     "player": [{"seat": 0, "techs": [["c-A-warriors", 0, 0], ["c-II-riflemen", 2, 0], ["c-I-swordsmen", 4, 0]],
...                 "idle": 0, "military_hand": ["m-II-spy"]},
...                {"seat": 1, "techs": [["c-A-warriors", 0, 0], ["c-I-knights", 2, 0]], "science": 3,
...                 "colonies": ["m-II-strategic-territory", "m-I-strategic-territory"],
...                 "military_hand": ["m-II-defense-colonization"]}]}}, "TTA-EX-12")
>>> m = military_panel(g, 0)
>>> [c["name"] for c in m["hand"]], m["strength"]
(['Spy'], 14)
>>> g = g.apply("attack m-II-spy 2").apply("sacrifice c-II-riflemen").apply("done")
>>> a = aggression_panel(g)
>>> a["step"], a["card_name"], a["attack"], a["defence"], a["succeeds"]
('defend', 'Spy', 17, 10, True)
>>> r = aggression_result(g.apply("done"))
>>> r["attack"], r["defence"], r["succeeded"]
(17, 10, True)
"""

from __future__ import annotations

from rulekit.tta import rules
from rulekit.tta.decisions import advanced, full
from rulekit.tta.decisions.colonies import most_payable
from rulekit.tta.decisions.military import aggression_succeeds, attack_strength, defence_strength
from rulekit.tta.decisions.pacts import effect_known, pacts_of, roles
from rulekit.tta.rules import upkeep
from rulekit.tta.rules.military import army_counts, colony_strength, tactic_bonus, \
    tactic_ignored, units_of

__all__ = ["aggression_panel", "aggression_result", "auction_panel", "event_preview", "events_panel",
           "final_scoring", "military_panel", "pact_panel"]

AGES = ("A", "I", "II", "III")


def _name(card: str) -> str:
    return rules.name(card) if card else ""


def _card(card: str) -> dict:
    i = rules.info(card)
    return {"card": card, "name": _name(card), "type": i.type, "age": i.age}


def _top(state):
    """The decision on top of the stack, as the engine's step (its fields: the bid, the picks ...)."""
    return state.tasks[0] if state.tasks and not state.is_over else None


# -- a civilization's military side and its upkeep (PL 2.3, 2.5, 2.9) ------------------------------------
def military_panel(state, seat: int) -> dict:
    """One civilization's Advanced parts: the military hand (``hand``: each card with its name, type and
    age) and its limit (:func:`rulekit.tta.decisions.advanced.military_limit`), the units by card, the
    tactic in play and the armies it forms (:func:`~rulekit.tta.rules.military.army_counts`: full ones and
    those with an obsolete unit getting the lower value) with the strength they add, the colonies and
    their strength, the strength in all; happiness against the faces the yellow bank asks for
    (:func:`rulekit.tta.rules.upkeep.required_happiness`), the discontented workers and whether they would
    rise; the corruption the blue bank implies; the pacts the civilization belongs to."""
    p = state.players[seat]
    st_peters = state.options.st_peters
    units = units_of(p)
    by_card: dict = {}
    for card in units:
        by_card[card] = by_card.get(card, 0) + 1
    tactic = {}
    if p.tactic:
        full, reduced = army_counts(p.tactic, units)
        i = rules.info(p.tactic)
        tactic = {**_card(p.tactic), "army": {k: v for k, v in (i.army or {}).items() if v},
                  "armies": full + reduced, "full": full, "reduced": reduced,
                  "bonus": tactic_bonus(p), "ignored": tactic_ignored(p)}
    happy = rules.happiness(p, st_peters)
    needed = upkeep.required_happiness(p.yellow)
    return {
        "seat": seat, "hand": [_card(c) for c in p.military_hand], "hand_limit": advanced.military_limit(state, seat),
        "units": [{"card": c, "name": _name(c), "type": rules.info(c).type, "count": n,
                   "strength": int(rules.info(c).fx.get("strength", 0) or 0)} for c, n in by_card.items()],
        "tactic": tactic, "strength": rules.strength(p, state.options),
        "colonies": [_card(c) for c in p.colonies], "colony_strength": colony_strength(p),
        "happiness": happy, "required_happiness": needed, "discontent": upkeep.discontented(p, st_peters),
        "uprising": upkeep.uprising(p, st_peters), "idle": p.idle,
        "corruption": upkeep.corruption(p.blue),
        "corruption_due": upkeep.corruption_due(p.blue, rules.resources(p)),
        "pacts": [{"card": card, "name": _name(card), "holder": holder, "partner": state.players[holder].pact[1],
                   "role": state.players[holder].pact[2], "effect_known": effect_known(card)}
                  for holder, card in pacts_of(state, seat)],
    }


# -- the events (PL 2.4.1-2.4.2) -----------------------------------------------------------------------------
def _by_age(cards) -> dict:
    out = {age: 0 for age in AGES}
    for c in cards:
        out[rules.info(c).age] += 1
    return {age: n for age, n in out.items() if n}


def events_panel(state, seat: int | None = None, last: int = 5) -> dict:
    """The events as the table shows them: the current and future piles face down, so only their size
    and the age on each back (``current``, ``future``: ``{"count", "by_age"}``); the past events face up,
    the most recent first (``past``, at most ``last``); the four Age III events turned up at setup
    (``finale``, scored at the end, PL L2324-2330). With ``seat``, ``known`` lists the events and
    territories in that civilization's military hand, which it knows and may put on the future events
    (PL L1713-1737), each with :func:`event_preview`."""
    out = {"current": {"count": len(state.events), "by_age": _by_age(state.events)},
           "future": {"count": len(state.future), "by_age": _by_age(state.future)},
           "past": [_card(c) for c in state.past[::-1][:last]],
           "finale": [_card(c) for c in state.finale],
           "reveals_next": ("the top current event, face down until a player puts an event or a territory "
                            "on the future events as the political action"),
           "known": []}
    if seat is not None and not state.is_over:
        for card in dict.fromkeys(state.players[seat].military_hand):
            if rules.info(card).type in ("event", "colony"):
                out["known"].append(event_preview(state, card))
    return out


def _indicators(state, seat: int) -> dict:
    p = state.players[seat]
    return {"culture": p.culture, "science": p.science, "food": rules.food(p), "resources": rules.resources(p),
            "strength": rules.strength(p, state.options), "happiness": rules.happiness(p, state.options.st_peters),
            "population": p.idle + sum(t[1] for t in p.techs), "colonies": len(p.colonies),
            "military cards": len(p.military_hand), "civil cards": len(p.hand)}


def event_preview(state, card: str) -> dict:
    """What revealing ``card`` (an event or a territory) now would do: the engine's handler for its type
    (:data:`rulekit.tta.decisions.advanced.REVEALED`) run on a copy of ``state``; for each civilization the
    indicators it changes (``changes``: ``{seat: {indicator: (before, after)}}``) and the decisions it
    would leave (``asks``: each one's sentence — a choice a player makes, a territory's auction). The
    state itself is not changed. A choice left open (which worker goes, which mix) is not made here:
    its decision is listed instead."""
    i = rules.info(card)
    handler = advanced.REVEALED.get(i.type)
    out = {**_card(card), "changes": {}, "asks": []}
    if handler is None:
        return out
    after = handler(state, card)
    for seat in range(len(state.players)):
        before, now = _indicators(state, seat), _indicators(after, seat)
        moved = {k: (before[k], now[k]) for k in before if before[k] != now[k]}
        if moved:
            out["changes"][seat] = moved
    new = len(after.tasks) - len(state.tasks)
    out["asks"] = [t.sentence(after) for t in after.tasks[:max(new, 0)]]
    return out


# -- colonization (PL 2.4.3) -----------------------------------------------------------------------------------
def auction_panel(state) -> dict | None:
    """The colonization now, ``None`` when there is none on top: ``step`` is ``"auction"`` (the territory,
    the bid to beat and its bidder, the bidders still in with what each could pay at most,
    :func:`rulekit.tta.decisions.colonies.most_payable`; the bidder asked now) or ``"colonize"`` (the
    winner's payment: the bid, the force picked so far, the units and cards picked and those left to
    pick)."""
    d = _top(state)
    if d is None or d.kind not in ("auction", "colonize"):
        return None
    out = {"step": d.kind, "player": d.player, "card": d.card, "card_name": _name(d.card)}
    if d.kind == "auction":
        out.update(bid=d.bid, leader=d.leader,
                   bidders=[{"seat": s, "most": most_payable(state.players[s], state.options),
                             "strength": rules.strength(state.players[s], state.options)} for s in d.active],
                   lowest=d.bid + 1, most=most_payable(state.players[d.player], state.options))
    else:
        out.update(bid=d.bid, force=d.force(state), picked=[_card(c) for c in d.picked],
                   pool=[{**_card(c), "action": str(d.pick(c))} for c in d.pool(state)],
                   can_finish=d.can_finish(state))
    return out


# -- aggressions (PL 2.4.4) ----------------------------------------------------------------------------------
def _aggression_frame(state):
    for t in state.tasks:
        if t.kind == "aggression":
            return t
    return None


def aggression_panel(state) -> dict | None:
    """An aggression being answered, ``None`` when none is: ``step`` (``"attack-sacrifice"``: the attacker
    picks units to sacrifice; ``"defend"``: the defender picks units and Defence cards), the card, the
    attacker and the defender, the attack and the defence as they stand
    (:func:`rulekit.tta.decisions.military.attack_strength` and ``defence_strength``), whether the attack
    would succeed now (:func:`~rulekit.tta.decisions.military.aggression_succeeds`), the items picked and those that can still be picked
    (each with its action's notation), and the decision's sentence."""
    frame = _aggression_frame(state)
    d = _top(state)
    if frame is None or d is None or d.kind not in ("attack-sacrifice", "defend"):
        return None
    att, tgt = frame.player, frame.target
    a, t = state.players[att], state.players[tgt]
    if d.kind == "attack-sacrifice":
        attack, defence = attack_strength(a, d.picked, state.options), defence_strength(t, (), state.options)
    else:
        attack, defence = d.attack, defence_strength(t, d.picked, state.options)
    return {"step": d.kind, "player": d.player, "card": frame.card, "card_name": _name(frame.card),
            "attacker": att, "defender": tgt, "attack": attack, "defence": defence,
            "succeeds": aggression_succeeds(attack, defence),
            "attacker_strength": rules.strength(a, state.options), "defender_strength": rules.strength(t, state.options),
            "picked": [_card(c) for c in d.picked],
            "pool": [{**_card(c), "action": str(d.pick(c))} for c in d.pool(state)],
            "done": str(d.done()), "sentence": d.sentence(state)}


def aggression_result(state) -> dict | None:
    """The aggression the last action resolved (the defender's ``done``), ``None`` otherwise: the card,
    both sides, the attack, the defence and whether it succeeded, read from the decision the action
    answered; the card's effect is already in ``state``."""
    if not state.history:
        return None
    before = state.undo()
    panel = aggression_panel(before)
    if panel is None or panel["step"] != "defend" or str(state.last_action) != panel["done"]:
        return None
    return {k: panel[k] for k in ("card", "card_name", "attacker", "defender", "attack", "defence")} | {
        "succeeded": panel["succeeds"], "picked": panel["picked"]}


# -- pacts (PL 2.4.5) ----------------------------------------------------------------------------------------
def pact_panel(state) -> dict:
    """The pact offer waiting for its answer (``offer``: card, offerer, the one asked, the offerer's side,
    whether the card's effect is known; ``{}`` when none) and every pact in force (``in_force``: card, the
    civilization it lies in front of, its partner, the holder's side)."""
    offer = {}
    d = _top(state)
    if d is not None and d.kind == "pact-answer":
        offer = {"card": d.card, "name": _name(d.card), "offerer": d.offerer, "player": d.player,
                 "role": d.role, "sides": len(roles(d.card)), "effect_known": effect_known(d.card),
                 "sentence": d.sentence(state)}
    in_force = [{"card": p.pact[0], "name": _name(p.pact[0]), "holder": seat, "partner": p.pact[1],
                 "role": p.pact[2], "effect_known": effect_known(p.pact[0])}
                for seat, p in enumerate(state.players) if p.pact]
    return {"offer": offer, "in_force": in_force}


# -- the end (PL 2.8; the Full game's, PL 3.4.3) ----------------------------------------------------------------
def _full_final_cards(state) -> tuple:
    """``(card, keeper)`` for each Age III event a Full game scores at its end: before the end only the ones
    face up beside the board (the piles are face down, kept cards hidden); once over, the engine's own list
    (:func:`rulekit.tta.decisions.full.scored_at_end`) read from the position before the last action."""
    if not state.is_over:
        return tuple((c, None) for c in state.finale)
    return full.scored_at_end(state.undo() if state.history else state)


def final_scoring(state) -> list[dict]:
    """The Age III events' culture by part, per seat (the engine's scoring of each event,
    :data:`rulekit.tta.decisions.advanced.FINALE`): before the end the four events turned up at setup as
    they would score now; once the game is over the four it scored (the last four past events, the
    culture already added). In a Full game the events it scores at its end (:func:`_full_final_cards`). Each row: ``seat``, ``parts`` (``{event name: culture}``, in scoring order),
    ``events`` (the sum), ``culture`` (now), ``before`` and ``total`` (before and after the events). A
    civilization never gives culture it lacks (PL L1761), so where a part takes culture the sum may be
    more than it lost: once over, ``before`` is then ``None`` (the final culture alone is certain), and
    before the end ``total`` is ``None``."""
    if state.level == "simple":
        return []
    if state.level == "full":
        scored = _full_final_cards(state)
    else:
        scored = tuple((c, None) for c in (state.past[-4:] if state.is_over else state.finale))
    cards = [c for c, _ in scored]
    points = [[n if keeper is None or s == keeper else 0
               for s, n in enumerate(advanced.FINALE[rules.info(c).special](state, c))] for c, keeper in scored]
    out = []
    for seat, p in enumerate(state.players):
        parts = {_name(c): pts[seat] for c, pts in zip(cards, points)}
        total = sum(parts.values())
        sure = all(v >= 0 for v in parts.values())
        out.append({"seat": seat, "parts": parts, "events": total, "culture": p.culture,
                    "before": (p.culture - total if sure else None) if state.is_over else p.culture,
                    "total": p.culture if state.is_over else (p.culture + total if sure else None)})
    return out
