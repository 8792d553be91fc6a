"""Civilization actions as a learner reads them: names, not notation.

The engine writes an action as notation a learner could type (``research
Animal_Husbandry``: a name's spaces become ``_``, squares are ``row,col``).
A button shows the same action with its names as the rulebook writes them
(``research Animal Husbandry``); the notation stays on the button as
``.notation`` and at the start of its tooltip, and is what a click plays.

>>> label("usegp William_Shakespeare"), label("move 3 4,5")
('usegp William Shakespeare', 'move 3 4,5')
>>> b = action_button("invest Public_Education", "one coin a turn")
>>> b.description, b.notation, b.tooltip
('invest Public Education', 'invest Public_Education', 'invest Public_Education — one coin a turn')
"""

from __future__ import annotations

import ipywidgets as w


def label(notation: str) -> str:
    """An action's notation with its names written as names (``_`` back to spaces)."""
    return notation.replace("_", " ")


def action_button(notation: str, note: str = "") -> w.Button:
    """A button that shows the action in words and keeps its notation (``.notation``, the tooltip)."""
    b = w.Button(description=label(notation), tooltip=notation + (f" — {note}" if note else ""),
                 layout=w.Layout(width="auto", margin="2px"))
    b.notation = notation
    b.add_class("rk-action")
    return b
