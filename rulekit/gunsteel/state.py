"""The pieces of a Guns & Steel state, as frozen dataclasses."""

from __future__ import annotations

from dataclasses import dataclass, field

from rulekit.core.resources import Bag
from rulekit.gunsteel.cards import Effect


@dataclass(frozen=True)
class Player:
    """One player's cards and markers. Card tuples are kept sorted."""

    seat: int
    colour: str
    hand: tuple[str, ...] = ()
    resources: tuple[str, ...] = ()   # tableau, resource side up
    techs: tuple[str, ...] = ()       # tableau, technology side up
    wonders: tuple[str, ...] = ()     # completed wonders, colour side up
    temp: Bag = field(default_factory=Bag)   # resources from effects, this turn only
    track: int = 0                    # scoring-track VP (Renaissance rules)
    glory: int = 5                    # glory markers in supply (Renaissance rules)

    @property
    def name(self) -> str:
        return f"P{self.seat + 1}"

    def but(self, **changes) -> "Player":
        """A copy with some fields changed (what ``dataclasses.replace`` does, faster)."""
        new = object.__new__(Player)
        d = self.__dict__.copy()
        d.update(changes)
        object.__setattr__(new, "__dict__", d)
        return new

    def to_dict(self) -> dict:
        return {"seat": self.seat, "colour": self.colour, "hand": list(self.hand),
                "resources": list(self.resources), "techs": list(self.techs),
                "wonders": list(self.wonders), "temp": self.temp.as_dict(),
                "track": self.track, "glory": self.glory}

    @classmethod
    def from_dict(cls, d: dict) -> "Player":
        return cls(d["seat"], d["colour"], tuple(d["hand"]), tuple(d["resources"]),
                   tuple(d["techs"]), tuple(d["wonders"]), Bag(d["temp"]), d["track"], d["glory"])


@dataclass(frozen=True)
class Task:
    """Something the turn still has to do: a decision for ``player``, or an
    automatic step. Tasks wait on a stack; the top one is resolved first."""

    kind: str
    player: int
    card: str = ""
    count: int = 0
    effect: Effect | None = None
    data: tuple = ()

    def to_dict(self) -> dict:
        d = {"kind": self.kind, "player": self.player}
        if self.card:
            d["card"] = self.card
        if self.count:
            d["count"] = self.count
        if self.effect is not None:
            e = self.effect
            d["effect"] = {"kind": e.kind, "resource": e.resource, "count": e.count,
                           "loss": e.loss, "score": e.score}
        if self.data:
            d["data"] = list(self.data)
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "Task":
        e = d.get("effect")
        return cls(d["kind"], d["player"], d.get("card", ""), d.get("count", 0),
                   Effect(**e) if e else None, tuple(d.get("data", ())))


def sort_add(cards: tuple[str, ...], *new: str) -> tuple[str, ...]:
    return tuple(sorted(cards + new))


def drop(cards: tuple[str, ...], *gone: str) -> tuple[str, ...]:
    out = list(cards)
    for g in gone:
        out.remove(g)
    return tuple(out)
