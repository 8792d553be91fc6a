"""The conformance kit: what every game's engine must do, checked by random play.

After OpenSpiel's ``sim_game``: random legal actions from fixed seeds to the
end of the game, checking after every step that

- ``legal_actions()`` is sorted, non-empty while the game lives, and each
  action's notation parses back to itself;
- the game's own invariants hold (``spec.invariants(state, root)``: cards,
  markers, money conserved …);
- the state survives a JSON round trip;

and at the end that ``legal_actions()`` is empty, any action is refused, and
replaying the history from the root (or loading the save) gives the same
game. :func:`probe_illegal` tries actions that are not legal and checks that
each is refused with one of the game's rules and changes nothing.

The kit raises ``AssertionError`` with a message naming the step; the tests
call it with their seeds, the benchmark does not. A game's invariants may
remember what they found of an unchanged part with :class:`Seen`.
"""

from __future__ import annotations

import json
import random
from itertools import islice
from operator import lt
from typing import Callable

from rulekit.core.actions import NOTATION
from rulekit.core.errors import IllegalAction

__all__ = ["Seen", "loads_and_plays_on", "play", "probe_illegal", "replays_the_same", "round_trips",
           "strictly_sorted"]


class Seen:
    """What a check found, remembered by the identity of the frozen objects it read.

    A state shares every part an action did not change with the state before it (the parts are
    frozen), so a game's invariants, run after every step of a random game, need check again only
    the parts that changed: ``seen.get(key, objects, compute)`` returns what ``compute()`` returned
    the last time for the same ``key`` (plain values: a seat, an option's reading) and the very same
    ``objects``, else calls it. Each entry keeps its objects alive, so an identity is never reused
    while the entry lasts; the table is emptied when it reaches ``limit`` entries.

    >>> seen, calls = Seen(), []
    >>> part = (1, 2)
    >>> [seen.get("sum", (part,), lambda: calls.append(1) or sum(part)) for _ in range(3)], len(calls)
    ([3, 3, 3], 1)
    >>> seen.get("sum", ((1, 2),), lambda: calls.append(1) or 3), len(calls)      # an equal, other object
    (3, 2)
    """

    def __init__(self, limit: int = 4096):
        self.limit = limit
        self.table: dict = {}

    def get(self, key, objects: tuple, compute: Callable):
        # The entry keeps its objects alive, and two live objects never share an id: the same ids
        # are the same objects, with no second look.
        full = (key, *map(id, objects))
        hit = self.table.get(full)
        if hit is not None:
            return hit[1]
        if len(self.table) >= self.limit:
            self.table.clear()
        value = compute()
        self.table[full] = (objects, value)
        return value


def play(spec, seed: int, *, start=None, invariants: bool = True, round_trip_every: int = 1,
         probe: Callable | None = None, max_steps: int = 20_000, choose: Callable | None = None):
    """Play one random game to the end and check it; returns ``(final state, steps)``.

    ``start`` is the first state (default: ``spec.new_game(**spec.random_setup(rng))``).
    ``round_trip_every`` checks the JSON round trip on every n-th state and on the last
    (0: never).
    ``probe(state, legal, rng)`` is called before each step.
    ``choose(legal, rng)`` picks the action (default: the game's ``spec.playout``, or else any legal
    action, uniformly), for a game whose random play should take some legal action seldom or never.
    """
    rng = random.Random(seed)
    g = spec.new_game(**spec.random_setup(rng)) if start is None else start
    root = g
    steps = 0
    while not g.is_over:
        legal = g.legal_actions()
        assert legal, f"step {steps}: a live state has no legal action [{g.where()}]"
        assert strictly_sorted(legal), f"step {steps}: legal actions not sorted"
        if probe is not None:
            probe(g, legal, rng)
        pick = choose or spec.playout
        g = g.apply(rng.choice(legal) if pick is None else pick(legal, rng))
        steps += 1
        assert steps < max_steps, f"the game does not end within {max_steps} steps"
        if invariants:
            spec.invariants(g, root)
        if round_trip_every and steps % round_trip_every == 0:
            round_trips(g)
    if round_trip_every and steps % round_trip_every:
        round_trips(g)                      # the final state is always checked
    assert g.legal_actions() == [], "a finished game still lists legal actions"
    try:
        g.apply(root.legal_actions()[0])
    except IllegalAction:
        pass
    else:  # pragma: no cover - a broken engine
        raise AssertionError("a finished game accepted an action")
    return g, steps


def strictly_sorted(legal: list) -> bool:
    """Whether ``legal`` is sorted by notation (``str``), with no notation twice. The notations the actions
    remember are read at once where every action has one (as the decision stack sorts them).

    >>> strictly_sorted([]), strictly_sorted(["a", "b"]), strictly_sorted(["b", "a"]), strictly_sorted(["a", "a"])
    (True, True, False, False)
    """
    try:
        names = list(map(NOTATION, legal))
    except AttributeError:                  # one whose notation was never written: str() writes it
        names = list(map(str, legal))
    return all(map(lt, names, islice(names, 1, None)))


def round_trips(state) -> None:
    """The state's snapshot survives JSON and loads back to the same snapshot."""
    snap = state.snapshot()
    # A snapshot is a tree of plain data (no cycles to look for): the compact, unchecked
    # encoding is the same JSON, written in about half the time.
    again = type(state).from_snapshot(json.loads(json.dumps(snap, check_circular=False, separators=(",", ":"))))
    assert again.snapshot() == snap, f"JSON round trip changed the state [{state.where()}]"


def replays_the_same(final) -> None:
    """Replaying the history by notation, and loading the save, reach the same game."""
    g = final.root()
    for action in final.history:
        g = g.apply(str(action))
    assert g.snapshot() == final.snapshot() and str(g) == str(final), "replay reached another state"
    loaded = type(final).from_dict(json.loads(json.dumps(final.to_dict())))
    assert loaded.snapshot() == final.snapshot() and loaded.history == final.history, "the save loads differently"


def loads_and_plays_on(state, seed) -> None:
    """A save of ``state`` (a game in progress) loads to the same snapshot and history, and the loaded
    game plays on exactly as the original: the same legal actions at every step of a random playout
    from ``seed``, to the same end."""
    loaded = type(state).from_dict(json.loads(json.dumps(state.to_dict())))
    assert loaded.snapshot() == state.snapshot() and loaded.history == state.history, "the save loads differently"
    r1, r2 = random.Random(seed), random.Random(seed)
    a, b = state, loaded
    while not a.is_over:
        la, lb = a.legal_actions(), b.legal_actions()
        assert [str(x) for x in la] == [str(x) for x in lb], f"the loaded game lists other actions [{a.where()}]"
        a, b = a.apply(r1.choice(la)), b.apply(r2.choice(lb))
    assert a.snapshot() == b.snapshot() and a.scores() == b.scores(), "the loaded game ends differently"


def probe_illegal(spec, state, legal, rng, pool: list, tries: int = 5) -> None:
    """Actions seen elsewhere, tried here: each legal one is accepted by ``why_not``;
    each other one is refused by ``why_not`` and ``apply`` alike with a rule of
    this game, and the state does not change. Every legal action's notation
    parses back to itself."""
    pool.extend(legal)
    del pool[:-400]
    before = state.snapshot()
    legal_set = set(legal)
    for action in rng.sample(pool, min(tries, len(pool))):
        err = state.why_not(action)
        if action in legal_set:
            assert err is None, f"why_not refuses the legal {action}: {err}"
            continue
        assert err is not None, f"why_not accepts {action}, which is not listed as legal"
        assert err.rule.ref.startswith(spec.rule_prefix), f"{action} refused without a {spec.rule_prefix} rule"
        try:
            state.apply(action)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"apply accepted {action}, which why_not refuses")
    assert legal == sorted(legal, key=str), "legal actions are not sorted"
    for action in legal:
        assert spec.action_type.parse(str(action)) == action, f"{action} does not parse back to itself"
    assert state.snapshot() == before, "a refused action changed the state"
