"""The eight Actions as a chooser: what each costs the player to move, whether it is open now.

:class:`ActionChooser` is built from ipywidgets. The Actions, their costs, what
the player would pay (Money standing in 2:1), whether each is open and the
engine's reason when it is not all come from ``rulekit.mosaic.action_menu``;
choosing an Action shows its choices, the legal actions of that kind, as
buttons (their notation; the rulebook's words in each button's tooltip). Whatever else the game waits for (a free action, a space for a
piece, a unit to move, a Leader to draft …) is listed as buttons too, straight
from ``state.legal_actions()`` under the engine's prompt, so a decision the
engine adds later needs nothing here.

>>> from rulekit.mosaic.scenarios import build
>>> g = build({"start": {"players": 3, "player": [{"seat": 0, "resources": {"STONE": 2, "MONEY": 10},
...                                                "pieces": {"IT01": "CITY"}}]}}, "<doctest>")
>>> chooser = ActionChooser(g)
>>> chooser
ActionChooser(P1 to turn, 5 of 8 Actions open)
>>> chooser.choose("build")
True
>>> [(b.description, b.notation) for b in chooser.buttons][:2]
[('City (no Build card)', 'build - city'), ('Farm (no Build card)', 'build - farm')]
>>> chooser.choose("wonder"), chooser.why.split(" (rule")[0]
(False, 'Wonder: your next Wonder costs 20 Stone + 5 Food (Money 2:1); you have 2 Stone, 0 Food and 10 Money')
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

import rulekit.mosaic as mo
from rulekit_widgets.mosaic.words import in_words
from rulekit_widgets.session import prompt_html, session_of

#: Above this many choices the chooser lists them in a drop-down instead of buttons.
MANY = 30


def card_html(entry: dict) -> str:
    """One Action: its costs for this player and what they would hand over."""
    rows = []
    for c in entry["costs"]:
        cost = f" — {escape(c['cost'])}" if c["cost"] and c["cost"] != "nothing" else " — free"
        pays = f'<div class="rk-pays" style="color:#555">{escape(c["pays"])}</div>' if c["pays"] else ""
        note = f' <i class="rk-note">({escape(c["note"])})</i>' if c["note"] else ""
        rows.append(f'<li>{escape(c["what"])}{cost}{note}{pays}</li>')
    state = "open" if entry["open"] else "closed"
    why = "" if entry["open"] else f'<div class="rk-why" style="color:#7a1f16;font-size:11px">{escape(entry["why_not"])}</div>'
    return (f'<div class="rk-action-card" data-verb="{entry["verb"]}" data-open="{str(entry["open"]).lower()}" '
            f'title="{escape(entry["rule"])}" style="font-size:12px;line-height:1.35">'
            f'<b>{entry["number"]}. {escape(entry["name"])}</b> <i>{escape(entry["name_pl"])}</i> · {state}'
            f'<ul style="margin:2px 0 0 0;padding-left:16px">{"".join(rows)}</ul>{why}</div>')


class ActionChooser(w.VBox):
    """The eight Actions for the player to move, and the choices open now."""

    def __init__(self, state=None, *, session=None, **kwargs):
        super().__init__(**kwargs)
        self.session = session_of(state, session, "ActionChooser")
        self.selected = ""
        self.why = ""
        self.menu: list[dict] = []
        self.buttons: list[w.Button] = []
        #: the drop-down of choices when there are too many for buttons (else ``None``)
        self.picker: w.Dropdown | None = None
        self._prompt = w.HTML()
        self._cards = w.Box(layout=w.Layout(display="flex", flex_flow="row wrap"))
        self._why = w.HTML()
        self._choices = w.Box(layout=w.Layout(display="flex", flex_flow="row wrap"))
        self.children = (self._prompt, self._cards, self._why, self._choices)
        self.add_class("rk-chooser")
        self.session.observe(self._redraw, names="version")
        self._redraw()

    @property
    def state(self):
        return self.session.state

    def choose(self, verb: str) -> bool:
        """Show the choices of one of the eight Actions; ``False`` (and the
        engine's reason in ``why``) when it is not open now. Changes no state."""
        entry = next(e for e in self.menu if e["verb"] == verb)
        self.selected = verb
        self.why = "" if entry["open"] else f"{entry['name']}: {entry['why_not']}"
        self._draw_choices()
        return entry["open"]

    def _redraw(self, change=None) -> None:
        s = self.state
        self.menu = mo.action_menu(s)
        d = s.decision
        self._prompt.value = prompt_html(d) if d is not None else '<div class="rk-prompt">The game is over.</div>'
        cards = []
        for entry in self.menu:
            b = w.Button(description=f"{entry['number']}. {entry['name']}",
                         tooltip=entry["why_not"] or f"{entry['name']}: {len(entry['choices'])} choice(s)",
                         layout=w.Layout(width="auto"))
            b.add_class("rk-action-kind")
            b.add_class(f"rk-action-{entry['verb']}")
            b.style.button_color = "#dff3e3" if entry["open"] else "#eeeeee"
            b.on_click(lambda _b, v=entry["verb"]: self.choose(v))
            cards.append(w.VBox([b, w.HTML(card_html(entry))],
                                layout=w.Layout(width="250px", margin="2px", padding="2px",
                                                border="1px solid #ccc")))
        self._cards.children = tuple(cards)
        if self.selected and not any(e["verb"] == self.selected and e["open"] for e in self.menu):
            self.selected = ""
        self.why = ""
        self._draw_choices()

    def _draw_choices(self) -> None:
        s = self.state
        legal = s.legal_actions()
        verbs = {e["verb"] for e in self.menu}
        chosen = [a for a in legal if a.verb == self.selected] if self.selected else []
        other = [a for a in legal if a.verb not in verbs]
        for b in self.buttons:
            b.close()
        self.buttons = []
        self.picker = None
        rows = []
        if chosen:
            rows.append(self._row(f"{self.selected}:", chosen))
        if other:
            rows.append(self._row("now:" if s.decision.kind != "turn" else "free actions:", other))
        self._why.value = (f'<div class="rk-error" role="alert" style="color:#7a1f16;background:#fdecea;'
                           f'padding:4px 8px;border-left:4px solid #b03a2e">{escape(self.why)}</div>'
                           if self.why else "")
        self._choices.children = tuple(rows)

    def _row(self, label: str, actions: list) -> w.Widget:
        head = w.HTML(f"<b>{escape(label)}</b>", layout=w.Layout(margin="2px 6px 2px 0"))
        if len(actions) > MANY:
            pick = self.picker = w.Dropdown(options=[(in_words(a), str(a)) for a in actions],
                                            layout=w.Layout(width="auto"))
            go = w.Button(description="Play", layout=w.Layout(width="auto"))
            go.on_click(lambda _b: self.session.play(pick.value))
            self.buttons.append(go)
            return w.HBox([head, pick, go])
        buttons = []
        for a in actions:
            b = w.Button(description=in_words(a), tooltip=str(a), layout=w.Layout(width="auto", margin="2px"))
            b.notation = str(a)                 # what the button plays, as a learner would type it
            b.add_class("rk-action")
            b.on_click(lambda _b, a=a: self.session.play(a))
            buttons.append(b)
        self.buttons += buttons
        return w.Box([head, *buttons], layout=w.Layout(display="flex", flex_flow="row wrap", align_items="center"))

    def __repr__(self) -> str:
        s = self.state
        if s.decision is None:
            return "ActionChooser(game over)"
        opened = sum(e["open"] for e in self.menu)
        return f"ActionChooser(P{s.to_move + 1} to {s.decision.kind}, {opened} of 8 Actions open)"
