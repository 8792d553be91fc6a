"""Read-only questions a display asks of a Full game (PL chapter 3): its wars and its air forces; and which
variants of chapter 4 a game of a level may be started with (:func:`game_variants`).

Every answer is the engine's (:mod:`rulekit.tta.decisions.wars`, :mod:`rulekit.tta.rules.military`); a
widget draws them and decides nothing. Re-exported by :mod:`rulekit.tta.views`.

>>> import rulekit.tta as tta
>>> from rulekit.tta import scenarios
>>> s = scenarios.build({"start": {"players": 2, "game": "full", "age": "II", "round": 12, "at": "political",
...     "player": [{"seat": 0, "government": "c-I-monarchy", "military_hand": ["m-II-war-over-territory"],
...                 "techs": [["c-A-warriors", 8, 0]]}]}}, "doctest")
>>> s = s.apply("attack m-II-war-over-territory 2")
>>> war_panel(s)["pending"][0]["due"]
"the start of P1's next turn"
>>> s = s.apply("end").apply("end")
>>> panel = war_panel(s)
>>> panel["step"], panel["declarer_strength"], panel["target_strength"], panel["leading"]
('war-sacrifice', 8, 1, 0)
>>> s = s.apply("done").apply("done")
>>> r = war_result(s)
>>> r["winner"], r["advantage"], r["declarer_strength"], r["target_strength"]
(0, 7, 8, 1)
"""

from __future__ import annotations

from rulekit.tta import rules
from rulekit.tta.options import AMBIGUITIES, LEVEL, Options
from rulekit.tta.decisions.military import attack_strength
from rulekit.tta.decisions.resign import has_resigned
from rulekit.tta.decisions.wars import War, pending_wars, winner_of
from rulekit.tta.rules.cardinfo import named
from rulekit.tta.rules.military import air_count, air_support, army_bonuses, units_of

__all__ = ["air_panel", "game_variants", "resigned", "war_panel", "war_result"]

#: The game levels a variant of each ``LEVEL`` letter applies to ("A": the Advanced and Full games).
_VARIANT_LEVELS = {"A": ("advanced", "full"), "F": ("full",)}


def _card(card: str) -> dict:
    i = rules.info(card)
    return {"card": card, "name": named(card), "type": i.type, "age": i.age}


def _war_frame(state):
    for t in state.tasks:
        if isinstance(t, War):
            return t
    return None


def _resolving(state) -> dict:
    """The war being resolved now, ``{}`` when none is: the step (``war-sacrifice``: the declarer picks;
    ``war-defence``: the target picks, knowing the declarer's strength), both strengths as they stand with
    the units picked so far, who would win now (``leading``: a seat, or ``None`` for no winner) and by how
    much, the picks and what can still be picked, and the decision's sentence."""
    frame = _war_frame(state)
    d = state.tasks[0] if state.tasks and not state.is_over else None
    if frame is None or d is None or d.kind not in ("war-sacrifice", "war-defence"):
        return {}
    declarer, target = frame.player, frame.target
    a, t = state.players[declarer], state.players[target]
    if d.kind == "war-sacrifice":
        own, theirs = attack_strength(a, d.picked, state.options), attack_strength(t, (), state.options)
    else:
        own, theirs = d.strength, attack_strength(t, d.picked, state.options)
    found = winner_of(state, declarer, target, own, theirs)
    return {"step": d.kind, "player": d.player, **_card(frame.card), "declarer": declarer, "target": target,
            "declarer_strength": own, "target_strength": theirs,
            "leading": None if found is None else found[0], "advantage": 0 if found is None else found[2],
            "picked": [_card(c) for c in d.picked],
            "pool": [{**_card(c), "action": str(d.pick(c))} for c in d.pool(state)],
            "done": str(d.done()), "sentence": d.sentence(state)}


def war_panel(state) -> dict:
    """The Full game's wars as a board shows them: ``pending``, every war declared and not yet fought (its
    card, declarer, target and when it is fought: the start of the declarer's next turn, PL L2521-2523),
    and, while one is being resolved, that war's step, strengths and picks (see :func:`_resolving`);
    ``{}`` when there is no war at all."""
    pending = [{**_card(w.card), "declarer": w.player, "target": w.target,
                "due": f"the start of P{w.player + 1}'s next turn"} for w in pending_wars(state)]
    resolving = _resolving(state)
    if not pending and not resolving:
        return {}
    return {"pending": pending, **resolving}


def war_result(state) -> dict:
    """The war the last action resolved (the target's ``done``), ``{}`` otherwise: the card, both sides,
    their strengths after the sacrifices, the winner (``None``: a tie with no winner, ⚠AMB-9) and the
    advantage, read from the decision the action answered; what the winner took is already in ``state``."""
    if not state.history:
        return {}
    before = state.undo()
    panel = _resolving(before)
    if not panel or panel["step"] != "war-defence" or str(state.last_action) != panel["done"]:
        return {}
    return {k: panel[k] for k in ("card", "name", "declarer", "target", "declarer_strength", "target_strength")} | {
        "winner": panel["leading"], "advantage": panel["advantage"]}


def air_panel(state, seat: int) -> dict:
    """A civilization's air units as its armies use them (PL 3.3.1, L2483-2508): how many it has, the
    armies' tactic bonuses (best first), and how much the planes add by doubling them, one plane per army
    (:func:`~rulekit.tta.rules.military.air_support`); ``{}`` without an air unit."""
    p = state.players[seat]
    units = units_of(p)
    planes = air_count(units)
    if not planes:
        return {}
    bonuses = army_bonuses(p.tactic, units) if p.tactic else ()
    return {"planes": planes, "bonuses": list(bonuses), "doubling": air_support(bonuses, planes),
            "supported": min(planes, len(bonuses))}


def game_variants(level: str) -> list[dict]:
    """The variants of rulebook chapter 4 a game of ``level`` may be started with, each a rule option
    (:class:`~rulekit.tta.options.Options`): its option name, its id (``V-1`` …), what it is (the register's
    question), its values (the default first) and its rule; none for the Simple game.

    >>> [v["name"] for v in game_variants("advanced")]
    ['easier', 'no_group_attacks', 'peaceful', 'draw_as_action']
    >>> game_variants("simple")
    []
    """
    question = {a.id: a.question for a in AMBIGUITIES}
    out = []
    for o in Options.described():
        if o.amb.startswith("V-") and level in _VARIANT_LEVELS.get(LEVEL.get(o.amb, ""), ()):
            values = (o.default,) + tuple(v for v in o.choices if v != o.default)
            out.append({"name": o.name, "id": o.amb, "question": question.get(o.amb, ""), "values": list(values),
                        "default": o.default, "rule": o.rule})
    return out


def resigned(state) -> tuple:
    """The seats whose civilizations have left the game by an honourable resignation (PL L2593-2600), in seat
    order; ``()`` in a game where nobody has.

    >>> import rulekit.tta as tta
    >>> resigned(tta.new_game(3, game="full", seed=4).apply("end").apply("resign"))
    (1,)
    """
    if not state.scheduled:
        return ()
    return tuple(s for s in range(len(state.players)) if has_resigned(state, s))
