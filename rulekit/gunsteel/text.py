"""A plain-text picture of a Guns & Steel state (what ``str(state)`` prints)."""

from __future__ import annotations

from rulekit.gunsteel import rules
from rulekit.gunsteel.cards import ERAS


def render(s) -> str:
    """The pyramid top row first, each card with its live cost for the player to move."""
    L = s.layout
    lines = [f"Guns & Steel · {s.mode} · {len(s.players)} players · turn {s.turn} · "
             f"P{s.current + 1} · {s.phase}" + (f" · ends: {'; '.join(s.end_triggers())}" if s.ended else "")]
    for r in range(len(ERAS) - 1, -1, -1):
        era = ERAS[r]
        cells = []
        for i in L.row(era):
            cid = s.pyramid[i]
            if cid is None:
                cells.append(f"{L.names[i]}:--")
            else:
                base, extra, _ = s.purchase(L.names[i])
                cells.append(f"{L.names[i]}:{cid}({len(base)}+{extra})")
        wonder = s.wonder_slots[r] or "--"
        if s.renaissance_rules and s.wonder_slots[r] and any(s.glory[r]):
            need = s.deck.wonders[s.wonder_slots[r]].glory_required
            wonder += " glory " + "/".join(map(str, s.glory[r])) + f" of {need}"
        stack = f"  RP:{len(s.research[r])}" if s.mode == "combined" else ""
        lines.append(f"  {era:<9} [{wonder}] " + " ".join(cells) + stack)
    for p in s.players:
        lines.append(
            f"  P{p.seat + 1} {p.colour:<6} hand {len(p.hand)} | res {','.join(p.resources) or '-'} | "
            f"tech {','.join(p.techs) or '-'} | wonders {','.join(p.wonders) or '-'} | "
            f"str {rules.strength(s.deck, p.techs)} | temp {p.temp} | "
            + (f"track {p.track} | glory {p.glory} | " if s.renaissance_rules else "")
            + f"VP {rules.score(s.deck, p)}")
    if s.tasks:
        lines.append(f"  waiting: P{s.to_move + 1} {s.tasks[0].kind}")
    return "\n".join(lines)
