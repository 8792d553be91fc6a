"""Every Mosaic player's board in one table: Resources, Production, Population, VP and more.

Read straight from the state (``state.players``, ``state.scores()``); Leaders,
Governments, Technologies, Wonders and tiles show the rulebook's names, with
their ids in each cell's ``title`` (what a learner types in notation).

>>> import rulekit.mosaic as mo
>>> view = PlayersView(mo.new_game(players=2, seed=3))
>>> view
PlayersView(2 players; Money P1 0, P2 0; Stone P1 0, P2 0)
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from rulekit_widgets.mosaic.map import PLAYER_COLOURS
from rulekit_widgets.mosaic.words import name
from rulekit_widgets.session import session_of

RESOURCES = (("STONE", "Stone"), ("IDEAS", "Ideas"), ("FOOD", "Food"), ("MONEY", "Money"))
TRACKS = (("STONE", "Stone"), ("IDEAS", "Ideas"), ("FOOD", "Food"), ("TAX", "Tax"), ("TRADE", "Trade"))
CELL = "padding:1px 8px;border-bottom:1px solid #eee;text-align:center"


def _row(label: str, cells: list[str], key: str) -> str:
    return (f'<tr data-row="{key}"><th style="{CELL};text-align:left;font-weight:normal;color:#555">{label}</th>'
            + "".join(cells) + "</tr>")


def players_html(state) -> str:
    ps = state.players
    final = state.scores()
    turn = state.to_move if state.decision is not None else -1
    head = "".join(
        f'<th style="{CELL};color:#fff;background:{PLAYER_COLOURS[p.seat]}" data-seat="{p.seat}">'
        f'{p.name}{" ◀" if p.seat == turn else ""}<br><small title="{escape(p.leader or "")}">'
        f'{escape(name(p.leader) if p.leader else "no Leader yet")}</small></th>'
        for p in ps)
    rows = [_row("Population", [f'<td style="{CELL}" data-seat="{p.seat}" data-res="POPULATION">{p.population}</td>'
                                for p in ps], "POPULATION")]
    rows += [_row(name, [f'<td style="{CELL}" data-seat="{p.seat}" data-res="{key}">{p.res(key)}</td>' for p in ps], key)
             for key, name in RESOURCES]
    rows += [_row(f"{name} Production", [f'<td style="{CELL}" data-seat="{p.seat}" data-prod="{key}">{p.prod(key)}</td>'
                                         for p in ps], f"prod-{key}") for key, name in TRACKS]
    rows.append(_row("VP banked", [f'<td style="{CELL}" data-seat="{p.seat}" data-vp="banked">{p.vp}</td>'
                                   for p in ps], "vp"))
    rows.append(_row("VP if the game ended now", [f'<td style="{CELL}" data-seat="{p.seat}" data-vp="final">{v}</td>'
                                                  for p, v in zip(ps, final)], "final"))

    def listed(values) -> str:
        return escape(", ".join(name(v) for v in values)) if values else "–"

    def ids(*groups) -> str:
        return escape(" ".join(v for values in groups for v in values))
    rows.append(_row("Government", [f'<td style="{CELL}" title="{escape(p.government or "")}">'
                                    f'{escape(name(p.government) if p.government else "–")}</td>' for p in ps],
                     "government"))
    rows.append(_row("Technologies (face down)", [f'<td style="{CELL}" title="{ids(p.techs)}">{listed(p.techs)} '
                                                  f'({len(p.hidden)})</td>' for p in ps], "techs"))
    rows.append(_row("Wonders · tiles", [f'<td style="{CELL}" title="{ids(p.wonders, p.tiles)}">{listed(p.wonders)} · '
                                         f'{listed(p.tiles)}</td>' for p in ps], "wonders"))
    rows.append(_row("Trade Goods", [f'<td style="{CELL}">{listed(sorted({g.split("#")[0] for g in p.goods}))}</td>'
                                     for p in ps], "goods"))
    rows.append(_row("Units", [f'<td style="{CELL}">{len(p.units)}</td>' for p in ps], "units"))
    return (f'<table class="rk-players" style="border-collapse:collapse;font-size:12px">'
            f'<tr><th></th>{head}</tr>{"".join(rows)}</table>')


class PlayersView(w.HTML):
    """All players' boards, kept up to date with the session."""

    def __init__(self, state=None, *, session=None, **kwargs):
        super().__init__(**kwargs)
        self.session = session_of(state, session, "PlayersView")
        self.session.observe(self._redraw, names="version")
        self._redraw()

    def _redraw(self, change=None) -> None:
        self.value = players_html(self.session.state)

    def __repr__(self) -> str:
        ps = self.session.state.players
        money = ", ".join(f"{p.name} {p.res('MONEY')}" for p in ps)
        stone = ", ".join(f"{p.name} {p.res('STONE')}" for p in ps)
        return f"PlayersView({len(ps)} players; Money {money}; Stone {stone})"
