"""A whole game of Through the Ages (Simple, Advanced or Full) in one widget: the board of the player to
move, the other boards, undo, the log and, at the end, the final bonus (Simple) or the Age III events'
scoring by part (Advanced and Full, :func:`rulekit.tta.views.final_scoring`).

:class:`GameView` makes one :class:`~rulekit_widgets.session.Session` and builds a
:class:`~rulekit_widgets.tta.board.PlayerBoard` on it that follows the player whose decision
is on top (its row, its buttons, the engine's open decision); the other civilizations show
as static boards (:func:`rulekit.tta.svg.board_svg`). *Undo* takes back the last action. The
log is the session's (:func:`~rulekit_widgets.session.log_html`); when the game is over a
table gives each player's culture before the final bonus, the bonus
(:func:`rulekit.tta.views.final_bonus`) and the total.

>>> game = GameView.new(players=2, seed=1)
>>> game
GameView(2 players, round 1, P1's turn, turn for P1, 0 actions)
>>> game.board.click_slot(1), game.play("end"), game.log_lines()
(True, True, ['1. P1 take 1', '2. P1 end'])
>>> game.undo_button.click(); game.state.history
(Take(slot=1),)
>>> GameView.new(players=3, seed=1, game="advanced")
GameView(3 players, round 1, P1's turn, turn for P1, 0 actions)
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

import rulekit.tta as tta
from rulekit import RulekitError
from rulekit.tta import svg, views
from rulekit_widgets.session import GameControls, session_of
from rulekit_widgets.tta.board import PlayerBoard


PARTS = ("techs", "strength", "happiness", "science", "production")


def final_html(state) -> str:
    """The final bonus table once the game is over (``""`` before): each player's culture before it,
    the bonus by part (:func:`rulekit.tta.views.bonus_parts`), the bonus and the final culture."""
    if not state.is_over:
        return ""
    rows = "".join(f'<tr data-seat="{r["seat"]}"><th>P{r["seat"] + 1}</th><td>{r["before"]}</td>'
                   + "".join(f'<td>{r["parts"][k]}</td>' for k in PARTS)
                   + f'<td class="tta-bonus">+{r["bonus"]}</td><td class="tta-total">{r["total"]}</td></tr>'
                   for r in views.final_bonus(state))
    head = "".join(f"<th>{k}</th>" for k in ("culture before",) + PARTS + ("bonus", "culture"))
    return ('<div class="tta-final"><b>Final bonus</b> (Simple game, §1.6 L1512-1523: 2 per Age I technology, '
            '2 per strength, 2 per happy face up to 16, the science rate, the food and resources produced a round)'
            f'<table style="border-collapse:collapse"><tr><th></th>{head}</tr>{rows}</table></div>')


def advanced_final_html(state) -> str:
    """The Advanced game's final scoring once it is over (``""`` before): each player's culture before the
    Age III events, each event's culture (:func:`rulekit.tta.views.final_scoring`) and the final culture."""
    if not state.is_over or state.level == "simple":
        return ""
    rows = views.final_scoring(state)
    events = list(rows[0]["parts"]) if rows else []

    def before(r):
        return "—" if r["before"] is None else str(r["before"])
    body = "".join(f'<tr data-seat="{r["seat"]}"><th>P{r["seat"] + 1}</th><td>{before(r)}</td>'
                   + "".join(f'<td>{r["parts"][e]:+d}</td>' for e in events)
                   + f'<td class="tta-total">{r["culture"]}</td></tr>' for r in rows)
    head = "".join(f"<th>{escape(k)}</th>" for k in ["culture before"] + events + ["culture"])
    which = ("Full game, §3.4.3 L2627-2637: the Age III events left on the current and future events are revealed "
             "and score one after another" if state.level == "full" else
             "Advanced game, §2.8 L2324-2330: the four Age III events turned up at setup score one after another")
    return (f'<div class="tta-final"><b>Final scoring</b> ({which}; a civilization never gives culture it lacks, '
            'L1761: "—" where a part took more than it had)'
            f'<table style="border-collapse:collapse"><tr><th></th>{head}</tr>{body}</table></div>')


class GameView(GameControls, w.VBox):
    """Play a game of Through the Ages in a notebook (2-4 players at one screen), Simple or Advanced."""

    def __init__(self, state=None, *, session=None, **kwargs):
        super().__init__(**kwargs)
        self.session = session_of(state, session, "GameView")
        self.board = PlayerBoard(session=self.session, show_status=False)
        self._make_controls()
        self.others = w.HTML()
        self.final = w.HTML()
        self.children = (self.status, self.final, self.board, w.HBox([self.undo_button]), self.log_view,
                         self.others)
        self.add_class("rk-game")
        self.add_class("rk-tta-game")
        self.session.observe(self._redraw, names="version")
        self._redraw()

    @classmethod
    def new(cls, players: int = 2, seed: int = 0, options=None, game: str = "simple") -> "GameView":
        """A view of a fresh game (the arguments of ``rulekit.tta.new_game``: ``game="advanced"`` for the
        Advanced game)."""
        return cls(tta.new_game(players=players, game=game, seed=seed, options=options))

    def play(self, action) -> bool:
        """Play an action as if its button were clicked; ``True`` if legal."""
        return self.board.play(action)

    def _redraw(self, change=None) -> None:
        s = self.state
        shown = self.board.shown_seat()
        self._redraw_controls((s.outcome() if s.is_over else s.where()))      # the board's prompt bar has the prompt
        self.final.value = final_html(s) if s.level == "simple" else advanced_final_html(s)
        gone = views.resigned(s)
        self.others.value = "".join(
            f'<details class="tta-other" data-seat="{seat}"><summary>P{seat + 1}\'s board'
            f'{" — left the game (an honourable resignation)" if seat in gone else ""}</summary>'
            f'{svg.board_svg(s, seat)}{svg.military_svg(s, seat) if s.level != "simple" else ""}</details>'
            for seat in range(len(s.players)) if seat != shown)

    def __repr__(self) -> str:
        s = self.state
        return f"GameView({len(s.players)} players, {s.where()}, {len(s.history)} actions)"


class NewGame(w.VBox):
    """Start a game of Through the Ages in a notebook: the number of players, the game level (Simple,
    Advanced, Full), a seed, and the variants of rulebook chapter 4 the level allows
    (:func:`rulekit.tta.views.game_variants`); *Start* builds a :class:`GameView` below the form (``game``).
    A refused start shows the engine's reason and keeps the form.

    >>> chooser = NewGame()
    >>> chooser.level.value = "full"
    >>> sorted(chooser.variants)[:2]
    ['bonus_cards', 'draw_as_action']
    >>> chooser.variants["peaceful"].value = "no-attacks"
    >>> chooser.start.click()
    >>> chooser.game.state.level, chooser.game.state.options.peaceful
    ('full', 'no-attacks')
    """

    LEVELS = (("Simple (chapter 1)", "simple"), ("Advanced (chapter 2)", "advanced"), ("Full (chapter 3)", "full"))

    def __init__(self, players: int = 2, level: str = "simple", seed: int = 0, **kwargs):
        super().__init__(**kwargs)
        self.players = w.Dropdown(options=(2, 3, 4), value=players, description="players")
        self.level = w.ToggleButtons(options=self.LEVELS, value=level, description="game")
        self.seed = w.IntText(value=seed, description="seed")
        self.variants: dict = {}
        self.variant_box = w.VBox()
        self.start = w.Button(description="Start", button_style="primary")
        self.message = w.HTML()
        self.game = None
        self.level.observe(self._show_variants, names="value")
        self.start.on_click(self._start)
        self._show_variants()
        self.add_class("rk-tta-new-game")

    def options(self) -> dict:
        """The variants chosen, as ``new_game``'s options: only those that differ from the standard rule."""
        by_name = {v["name"]: v for v in views.game_variants(self.level.value)}
        return {name: box.value for name, box in self.variants.items() if box.value != by_name[name]["default"]}

    def _show_variants(self, change=None) -> None:
        self.variants = {}
        rows = []
        for v in views.game_variants(self.level.value):
            if isinstance(v["default"], bool):
                box = w.Checkbox(value=False, description=v["name"], indent=False)
            else:
                box = w.Dropdown(options=v["values"], value=v["default"], description=v["name"],
                                 style={"description_width": "initial"})
            box.tooltip = f'{v["question"]} ({v["rule"]})'
            self.variants[v["name"]] = box
            rows.append(w.HBox([box, w.HTML(f'<small>{escape(v["question"])}</small>')]))
        note = w.HTML("<small>The variants of rulebook chapter 4 (PL L2694-2842) this level allows.</small>"
                      if rows else "<small>No variant: the Simple game is played as printed.</small>")
        self.variant_box.children = [note] + rows
        self._draw()

    def _start(self, button=None) -> None:
        try:
            state = tta.new_game(players=self.players.value, game=self.level.value, seed=self.seed.value,
                                 options=self.options())
        except RulekitError as err:       # the engine's refusal (a bad option, a wrong count), shown; the form stays
            self.message.value = f'<span class="rk-error">{escape(str(err))}</span>'
            return
        self.message.value = ""
        self.game = GameView(state)
        self._draw()

    def _draw(self) -> None:
        form = [self.players, self.level, self.seed, self.variant_box, self.start, self.message]
        self.children = form + ([self.game] if self.game is not None else [])

    def __repr__(self) -> str:
        game = f", {self.game!r}" if self.game is not None else ""
        return f"NewGame({self.level.value}, {self.players.value} players{game})"
