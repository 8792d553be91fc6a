"""The phases of a Civilization turn, as data.

The turn is the base game's (presumed, CV-B-01): Start of Turn, Trade, City Management,
Movement, Research, each player in turn from the first player, who passes on each turn.
Each phase asks every player, from the first, one decision (the phase decisions of
:mod:`rulekit.civ.decisions.judges`, each the judge of its actions). :func:`table` makes the
``PHASES`` table from them: what entering each phase does and which phase follows.
"""

from __future__ import annotations

from rulekit.core.rule import cites
from rulekit.core.steps import Phase, phase_table
from rulekit.civ import effects
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.decisions import shared, wonders


# == the phase table ==========================================================================

def seats_in_order(s) -> list:
    """Every seat, from the first player on."""
    n = len(s.players)
    return [(s.first + i) % n for i in range(n)]


@cites(rb.TURN_ORDER)
def pass_first_player(s, **fields):
    """The turn ends: the first player passes to the left (CV-B-01). ``fields``: more fields of the state set in
    the same copy (the phase's name: core's ``DecisionStack._advance``)."""
    return s._with(first=(s.first + 1) % len(s.players), **fields)


@cites(rb.TURN_ORDER, rb.GOVERNMENT, rb.SEVEN_CITIES, rb.WONDER_EFFECTS)
def enter_start(s, ask, **fields):
    """A new turn's Start of Turn: a government waiting out Anarchy takes office, the turn's once-only
    uses are reset, the start-of-turn abilities play, and each player, from the first, is asked (the
    Seven Cities' free investments first, L616-621). ``fields``: more fields of the state set in the first
    copy (the phase's name: core's ``DecisionStack._advance``)."""
    seven = {p.seat for p in s.players if "seven-cities" in p.pending}
    players = []
    for p in s.players:                     # every player's turn-long uses reset at once (one new state)
        reset = dict(invested=False, boost=(), workers=(), used=())
        if p.government == "Anarchy" and p.next_government:
            reset.update(government=p.next_government, next_government="")
        if "seven-cities" in p.pending:
            reset.update(pending=tuple(x for x in p.pending if x != "seven-cities"))
        changes = {k: v for k, v in reset.items() if getattr(p, k) != v}
        players.append(p._with(**changes) if changes else p)     # a player with nothing to reset is kept as is
    s = s.with_players(tuple(players), turn=s.turn + 1, **fields)
    steps = []
    for seat in seats_in_order(s):
        if s.players[seat].gp_cards:    # the great people's (effects.start_of_turn: active's first test, a card held)
            s = effects.start_of_turn(s, seat)
        s = wonders.start_of_turn(s, seat)
        if seat in seven and s.investments:
            steps.append(wonders.SevenCities(seat, 2))
        steps.append(shared(ask, seat))
    return s._push(*steps)


@cites(rb.TRADE_PHASE, rb.TERRAIN_YIELDS)
def enter_trade(s, **fields):
    """Each player's trade dial rises by its cities' trade (at most the dial's end). ``fields``: more fields
    of the state set in the same copy (the phase's name: core's ``DecisionStack._advance``)."""
    players = []
    for p in s.players:
        trade = min(rules.DIAL_MAX, p.trade + s.trade_income(p.seat))
        players.append(p._with_field("trade", trade) if trade != p.trade else p)
    return s.with_players(tuple(players), **fields)


def asking(step):
    """Entering a phase that asks every player, from the first, ``step(seat)`` (the shared step: the same
    at every turn), pushed in one copy with ``fields`` (the phase's name: core's ``DecisionStack._advance``; and the stack
    under them, if given)."""
    def enter(s, **fields):
        fields["tasks"] = tuple([shared(step, seat) for seat in seats_in_order(s)]) + fields.get("tasks", s.tasks)
        return s._with(**fields)
    return enter


def table(steps: dict) -> dict:
    """The turn as data (CV-B-01): what entering each phase does, and the phase that follows, with
    ``steps`` the decision each phase asks of every player (``{"start": ..., "city": ..., "movement":
    ..., "research": ...}``). ``setup`` is the state ``new_game`` builds; ``next-turn`` passes the first
    player between two turns."""
    return phase_table(             # each phase entered in one copy, its name set in it (fields=True)
        Phase("start", rb.TURN_ORDER, lambda s, **fields: enter_start(s, steps["start"], **fields), "trade", True),
        Phase("trade", rb.TRADE_PHASE, enter_trade, "city", True),
        Phase("city", rb.CITY_ACTIONS, asking(steps["city"]), "movement", True),
        Phase("movement", rb.MOVEMENT, asking(steps["movement"]), "research", True),
        Phase("research", rb.RESEARCH, asking(steps["research"]), "next-turn", True),
        Phase("next-turn", rb.TURN_ORDER, pass_first_player, "start", True),
        Phase("setup", rb.GAME_START, lambda s: s, "start"),
    )
