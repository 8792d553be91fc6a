"""A Through the Ages player board as an interactive widget (anywidget): take cards, act, decide.

Python owns the rules: :class:`PlayerBoard` writes plain data into traits and
``static/tta_board.js`` draws it:

* ``board_svg`` — the civilization's board (:func:`rulekit.tta.svg.board_svg`): indicators,
  civil (white) and military (red) actions left, the yellow bank by region with the growth cost
  and consumption each implies, the blue bank, the cards in play with their workers and tokens;
* ``row`` — the card row (:func:`rulekit.tta.views.card_row`), each card with what taking it
  costs the player to move and whether the engine accepts it now (its reason when not), and its
  colour (``fill``, text ``ink``: the rulebook's, :data:`rulekit.tta.svg.CARD_COLOURS`);
* ``groups`` — every action of the decision now, by verb (:func:`rulekit.tta.views.action_table`),
  with the refused ones the board suggests and the engine's reason; each button reads in card names
  (``words``, :func:`in_words`: ``build Bronze``, ``take Alexander the Great (slot 3)``) and keeps the
  notation in ``data-action`` and its tooltip;
* ``decision`` — the engine's open decision (a turn, a ``pay`` choice of tokens, an event's
  choice ...), its prompt, rule and options;
* ``advanced`` — in an Advanced game (empty in a Simple one), what ``static/tta_advanced.js`` draws
  (:func:`advanced_parts`): the military hand by name, the tactic and its armies, strength, happiness
  against the faces needed, discontent and corruption (:func:`rulekit.tta.views.military_panel`); the
  events, face down as the table shows them, with what revealing a known one would do
  (:func:`~rulekit.tta.views.events_panel`; ``peek`` adds the hidden top current event, for teaching);
  and the decision under way as a panel of its own — a colonization auction to bid in or drop out of
  (:func:`~rulekit.tta.views.auction_panel`), an aggression's attack against the defence with the
  units and Defence cards to pick one by one (:func:`~rulekit.tta.views.aggression_panel`) and the
  aggression just resolved (:func:`~rulekit.tta.views.aggression_result`), a pact offered to accept or
  refuse and the pacts in force (:func:`~rulekit.tta.views.pact_panel`); in a Full game the wars declared,
  the one being fought with both strengths and the units to sacrifice (:func:`~rulekit.tta.views.war_panel`),
  the war just fought (:func:`~rulekit.tta.views.war_result`) and the planes doubling armies
  (:func:`~rulekit.tta.views.air_panel`).

A click comes back as ``pending``: ``"slot:<n>"`` asks the engine for ``take <n>``;
``"action:<notation>"`` plays that action. Both go through the shared
:class:`~rulekit_widgets.session.Session`: a legal action changes the state, a refused one
leaves it as it was and shows the engine's message with its rule (``error``).

>>> import rulekit.tta as tta
>>> view = PlayerBoard(tta.new_game(players=2, seed=1).apply("take 1").apply("end"))
>>> view
PlayerBoard(P2, round 1, 2 civil actions left, hand 0, decision turn)
>>> view.click_slot(10), view.error.split(" (rule")[0]
(False, "illegal 'take 10': taking slot 10 costs 3 civil actions; you have 2")
>>> view.click_slot(6), view.board["civil_left"], [c["card"] for c in view.board["hand"]]
(True, 0, ['c-A-alexander-the-great'])
"""

from __future__ import annotations

from pathlib import Path

import traitlets

from rulekit.tta import svg, views
from rulekit_widgets.board_view import BoardView, esm

STATIC = Path(__file__).resolve().parent.parent / "static"


def in_words(state, action: str) -> str:
    """What a button says for an action (:func:`rulekit.tta.views.in_words`: card ids as names)."""
    return views.in_words(state, action)


def advanced_parts(state, seat: int, peek: bool = False) -> dict:
    """What the Advanced panels draw for ``seat`` (plain data, every answer the engine's, through
    :mod:`rulekit.tta.views`): ``military``, ``events`` (with ``next``, the top current event and its
    preview, only when ``peek``), and the decision under way: ``auction``, ``aggression``, ``result``
    (the aggression the last action resolved), ``pact``; in a Full game ``war`` (the wars declared and the
    one being fought), ``war_result`` (the war the last action resolved) and ``air`` (the planes doubling
    armies); ``final`` once the game is over."""
    events = views.events_panel(state, seat)
    if peek and state.events and not state.is_over:
        events["next"] = views.event_preview(state, state.events[0])
    return {"military": views.military_panel(state, seat), "events": events,
            "auction": views.auction_panel(state) or {}, "aggression": views.aggression_panel(state) or {},
            "result": views.aggression_result(state) or {}, "pact": views.pact_panel(state),
            "war": views.war_panel(state), "war_result": views.war_result(state), "air": views.air_panel(state, seat),
            "final": views.final_scoring(state) if state.is_over else []}


class PlayerBoard(BoardView):
    """One civilization's board and the card row, live; click a card to take it.

    Parameters
    ----------
    state : rulekit.tta.State, optional
        The position to show; a new session is made for it.
    seat : int, optional
        The civilization shown; by default the one whose decision is on top.
    session : Session, optional
        Share a session with other views instead (then leave ``state`` out).
    """

    _esm = esm("tta_advanced.js") + "\n" + (STATIC / "tta_board.js").read_text(encoding="utf-8")
    _css = STATIC / "tta_board.css"

    board = traitlets.Dict().tag(sync=True)
    board_svg = traitlets.Unicode("").tag(sync=True)
    row = traitlets.List().tag(sync=True)
    groups = traitlets.List().tag(sync=True)
    decision = traitlets.Dict().tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    advanced = traitlets.Dict().tag(sync=True)
    #: show the hidden top current event and what revealing it would do (a teaching aid: face down in play)
    peek = traitlets.Bool(False).tag(sync=True)
    INTENTS = {"slot": "click_slot"}

    def __init__(self, state=None, seat: int | None = None, *, session=None, **kwargs):
        self.seat = seat
        super().__init__(state, session=session, **kwargs)

    def shown_seat(self) -> int:
        """The seat drawn: the fixed one, else the one deciding (seat 0 once the game is over)."""
        if self.seat is not None:
            return self.seat
        s = self.state
        return 0 if s.is_over else s.to_move

    # -- what a click does ------------------------------------------------------------
    def click_slot(self, slot) -> bool:
        """Take the card in ``slot`` (1-13) of the row, as a click on it does; ``True`` if legal.
        A refused take changes nothing and leaves the engine's reason and rule in ``error``."""
        self.choices = []
        return self.session.play(f"take {int(slot)}")

    def play(self, action) -> bool:
        """Play an action as its button does; ``True`` if legal."""
        self.choices = []
        return self.session.play(action)

    # -- drawing ------------------------------------------------------------------------
    def _redraw(self, change=None) -> None:
        s = self.state
        seat = self.shown_seat()
        info = views.decision_info(s)
        with self.hold_sync():
            self.board = views.board(s, seat)
            self.board_svg = str(svg.board_svg(s, seat))
            self.row = [dict(c, fill=svg.card_fill(c["type"]), ink=svg.card_ink(c["type"]))
                        for c in views.card_row(s, seat)]
            groups = views.action_table(s) if info and info["player"] == seat else []
            self.groups = [dict(g, actions=[dict(a, words=in_words(s, a["action"])) for a in g["actions"]])
                           for g in groups]
            self.decision = info or {}
            self.advanced = advanced_parts(s, seat, self.peek) if s.level != "simple" else {}
            self.title = f"P{seat + 1}'s board, round {s.round}" + (" (game over)" if s.is_over else "")
            self.status = (s.outcome() if s.is_over else s.where())     # the prompt bar shows the decision's prompt once

    @traitlets.observe("peek")
    def _on_peek(self, change) -> None:
        self._redraw()

    def __repr__(self) -> str:
        s = self.state
        b = self.board
        doing = self.decision.get("kind", "none") if not s.is_over else "none (game over)"
        return (f"PlayerBoard(P{b['seat'] + 1}, round {s.round}, {b['civil_left']} civil actions left, "
                f"hand {len(b['hand'])}, decision {doing})")
