"""Reading a snapshot's steps, today's layout and the older one (tasks with
``data`` and ``effect`` fields, and the whole-state ``reacted`` list)."""

from __future__ import annotations

from dataclasses import replace

from rulekit.core.data import Record
from rulekit.core.errors import DataError
from rulekit.gunsteel.cards import EFFECTS, LOSSES, RESOURCES
from rulekit.gunsteel.cards import Effect as CardEffect
from rulekit.gunsteel.decisions.base import Step
from rulekit.gunsteel.decisions.military import Battle, React

#: The fields of a step that hold one card id, card ids, a seat.
CARD_FIELD, CARDS_FIELDS, SEAT_FIELDS = ("card",), ("deployed", "among", "played"), ("attacker", "gainer")


def read_steps(data, deck, players: int, reacted=(), techs=(), source: str = "<snapshot>") -> tuple:
    """The steps of a snapshot's ``tasks`` list, every field checked against the deck
    and the seats; ``DataError`` naming the task and field if one is broken.

    Reads the older layout too: tasks with ``data`` and ``effect`` fields, and the
    whole-state ``reacted`` list an attack's answers were kept in before they
    were its frame's replies.
    """
    if not isinstance(data, list):
        raise DataError(source, "tasks", "must be a list of tasks")
    out = []
    for i, d in enumerate(data):
        r = Record(source, f"task {i + 1}", d)
        r.text("kind", choices=tuple(Step.KINDS))
        r.whole("player", minimum=0, maximum=players - 1)
        if "data" in d or "effect" in d:
            d = _older_task(r, deck)
        step = Step.from_dict(d, source)
        _check_step(r, step, deck, players)
        out.append(step)
    return _placed_reactions(tuple(out), tuple(reacted), tuple(techs)) if reacted else tuple(out)


def _check_step(r: Record, step, deck, players: int) -> None:
    for name in type(step).__dataclass_fields__:
        value = getattr(step, name)
        if name in CARD_FIELD and value and value not in deck.cards:
            raise r.error(name, f"unknown card {value!r}")
        if name in CARDS_FIELDS and not all(isinstance(c, str) and c in deck.cards for c in value):
            raise r.error(name, f"{list(value)!r} must be card ids")
        if name == "replies" and not all(isinstance(x, tuple) and all(c in deck.cards for c in x) for x in value):
            raise r.error(name, "each reply must be a list of card ids")
        if name in SEAT_FIELDS and not (isinstance(value, int) and (-1 if name == "gainer" else 0) <= value < players):
            raise r.error(name, f"{value!r} is not a seat")
        if name == "count" and not (isinstance(value, int) and value >= 0):
            raise r.error(name, f"must be a whole number ≥ 0, not {value!r}")
        if name == "want" and value not in RESOURCES + ("any",):
            raise r.error(name, f"{value!r} is not a resource or 'any'")
        if name == "index" and not (isinstance(value, int) and 0 <= value < len(deck.cards[step.card].effects)):
            raise r.error(name, f"{step.card} has no effect {value!r}")


def _older_task(r: Record, deck) -> dict:
    """A task of the older layout (``card``, ``count``, ``effect``, ``data``) in today's."""
    d = dict(r.data)
    data = d.pop("data", [])
    kind = d["kind"]
    if "effect" in d:
        e = Record(r.file, f"{r.where}: effect", d.pop("effect")).only(("kind", "resource", "count", "loss", "score"))
        effect = CardEffect(e.text("kind", choices=tuple(EFFECTS)), e.text("resource", "", empty=True),
                            e.whole("count", 1, minimum=0), e.text("loss", "none", choices=LOSSES),
                            e.whole("score", 0, minimum=0))
        card = deck.cards.get(d.get("card", ""))
        if card is None or effect not in card.effects:
            raise e.error("kind", f"{effect} is not an effect of {d.get('card')!r}")
        if card.effects.index(effect):
            d["index"] = card.effects.index(effect)
    if not isinstance(data, list):
        raise r.error("data", f"must be a list, not {data!r}")
    if kind == "renew" and data:
        d["want"] = data[0]
    elif kind == "lose" and len(data) == 2:
        d["gainer"] = data[1]
    elif kind == "deploy" and data:
        d["deployed"] = list(data)
    elif kind == "strike":
        d["among"] = list(data)
    elif kind == "cede" and data:
        d["attacker"] = data[0]
    return d


def _placed_reactions(stack: tuple, reacted: tuple, techs: tuple) -> tuple:
    """The older whole-state ``reacted`` list put where the answers live now: the cards
    of the defender still answering in their :class:`React`, the others' in the
    :class:`Battle`'s replies (one per defender who has passed, in the order asked).
    A Reaction card played from hand lies on its defender's technology side (``techs``)."""
    for i, battle in enumerate(stack):
        if isinstance(battle, Battle):
            break
    else:
        return stack
    asking = [t for t in stack[:i] if isinstance(t, React)]
    waiting = {t.player for t in asking}
    n = len(techs)
    defenders = [(battle.player + k) % n for k in range(1, n)]

    def cards_of(seat):
        return tuple(c for c in reacted if c in techs[seat])

    new = list(stack)
    if asking:
        new[stack.index(asking[0])] = replace(asking[0], played=cards_of(asking[0].player))
    new[i] = replace(battle, replies=tuple(cards_of(d) for d in defenders if d not in waiting))
    return tuple(new)
