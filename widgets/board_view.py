"""What every clickable board view shares, whatever the game.

A board view (Mosaic's map, Civilization's map) is an anywidget whose
JavaScript draws plain data and writes what the user clicked into
``pending`` as ``"kind:value"``. :class:`BoardView` keeps the rest in one place:
the session the view plays through (shared with other views, or its own), the
engine's last refusal and message mirrored for the page, the buttons offered
when a click stood for several legal actions (``choices``), and the dispatch of
``pending``: ``"action:<notation>"`` plays that action (a button), any other
kind calls the method the subclass names for it in ``INTENTS``.

Their JavaScript shares one prelude too, ``static/board.js`` (elements, the
click sender, the feedback rows, the redraw wiring): :func:`esm` puts it before
a view's own file.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import anywidget
import traitlets

from rulekit_widgets.session import Session, session_of

STATIC = Path(__file__).resolve().parent / "static"


def esm(name: str) -> str:
    """A view's JavaScript module: the shared prelude ``board.js``, then ``static/<name>``."""
    return (STATIC / "board.js").read_text(encoding="utf-8") + "\n" + (STATIC / name).read_text(encoding="utf-8")


class BoardView(anywidget.AnyWidget):
    """Base of the clickable board views. A subclass sets ``_esm``/``_css``, its own
    traits, ``INTENTS`` (``{kind: method name}``) and ``_redraw()``."""

    INTENTS: ClassVar[dict[str, str]] = {}

    #: the legal actions a click stood for, when it stood for more than one
    choices = traitlets.List().tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    show_status = traitlets.Bool(True).tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    #: written by the browser: ``kind:value``
    pending = traitlets.Unicode("").tag(sync=True)

    def __init__(self, state=None, *, session=None, **kwargs):
        super().__init__(**kwargs)
        self.session = session_of(state, session, type(self).__name__)
        traitlets.dlink((self.session, "error"), (self, "error"))
        traitlets.dlink((self.session, "message"), (self, "message"))
        self.session.observe(self._redraw, names="version")
        self._redraw()

    @property
    def state(self):
        return self.session.state

    def _redraw(self, change=None) -> None:  # pragma: no cover - every view draws itself
        raise NotImplementedError

    @traitlets.observe("pending")
    def _on_pending(self, change) -> None:
        intent = change["new"]
        if not intent:
            return
        self.pending = ""              # so the same thing can be clicked again
        what, _, value = intent.partition(":")
        if what == "action":
            self.choices = []
            self.session.play(value)
        elif what in self.INTENTS:
            getattr(self, self.INTENTS[what])(value)

    def offer(self, actions) -> bool | None:
        """Play the one legal action a click stood for (``True`` if the state changed), or offer
        several as buttons (``False``); ``None`` when the click stood for none."""
        self.choices = []
        if len(actions) == 1:
            return self.session.play(actions[0])
        if actions:
            self.choices = [str(a) for a in actions]
            return False
        return None
