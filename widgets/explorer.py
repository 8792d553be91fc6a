"""Click a node of a game's graph and read what it needs, what it opens and whether it can be taken now.

:class:`GraphExplorer` is an anywidget over an *explorer*, the object each game
hands out for its graphs (``rulekit.core.explore.Explorer``: a pyramid, a
technology tree, a map's squares, upgrade lines). The explorer draws the
picture and answers for a node; this view only shows the picture, reports the
click (``picked``) and lays the answer out (``answer``). Every fact, price and
verdict in it is the game's. The picture scales to the width of its box and
scrolls inside it when it is taller than the box.

>>> import networkx as nx
>>> from rulekit.core.explore import Explorer
>>> ex = Explorer(nx.DiGraph([("a", "b")]), picture="<svg/>", title="two letters")
>>> view = GraphExplorer(ex, picked="b")
>>> view.answer["relations"][0]["names"]
['a']
>>> view
GraphExplorer(two letters: b)
"""

from __future__ import annotations

import anywidget
import traitlets

from rulekit_widgets.board_view import STATIC, esm


class GraphExplorer(anywidget.AnyWidget):
    """A game's graph: click a node, read the explorer's answer for it."""

    _esm = esm("explorer.js")
    _css = (STATIC / "explorer.css").read_text(encoding="utf-8")

    title = traitlets.Unicode("").tag(sync=True)
    picture = traitlets.Unicode("").tag(sync=True)
    #: the node clicked (written by the browser, or set from Python)
    picked = traitlets.Unicode("").tag(sync=True)
    #: the explorer's answer for ``picked`` (plain data)
    answer = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    #: the largest height of the picture's box, in pixels (it scrolls inside beyond that)
    height = traitlets.Int(520).tag(sync=True)

    def __init__(self, explorer, *, picked: str = "", **kwargs):
        super().__init__(**kwargs)
        self.explorer = explorer
        self.title = explorer.title
        self.picture = str(explorer.picture)
        self._ids = {str(n): n for n in explorer.nodes}
        self.picked = picked

    def __repr__(self) -> str:
        return f"GraphExplorer({self.title}: {self.picked or 'nothing picked'})"

    @traitlets.observe("picked")
    def _on_picked(self, change) -> None:
        key = change["new"]
        if not key:
            self.answer, self.error = {}, ""
            return
        node = self._ids.get(key)
        if node is None:
            self.answer, self.error = {}, f"{key!r} is not a node of {self.title or 'this graph'}"
            return
        answer = self.explorer.answer(node)
        answer["node"] = key
        for rel in answer["relations"]:
            rel["nodes"] = [str(n) for n in rel["nodes"]]
        self.answer, self.error = answer, ""

    def text(self) -> str:
        """The answer on show, as the explorer writes it in plain lines."""
        return str(self.explorer.text(self._ids[self.picked])) if self.picked in self._ids else ""
