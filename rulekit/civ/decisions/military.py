"""Decisions a battle, a conquest or the metropolis opens (§9, L434-473, L669-694).

A battle's winner spends its loot (:class:`SpendLoot`); a purchase that takes a resource or a
culture event card, or steals a tech, asks the winner which one (:class:`TakeLoot`,
:class:`StealTech`), one question per purchase, answered before the turn goes on. A hut's
Friendly Barbarians give a unit or a figure (:class:`FriendlyBarbarians`). The capital's
growth into a metropolis asks for its expansion square (:class:`MetropolisSquare`) and then,
for each friendly figure standing there, where it moves (:class:`PushFigure`).
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass

from rulekit.core.errors import IllegalAction
from rulekit.core.rule import cites
from rulekit.civ import effects
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.actions import Barbarians, Loot, Metropolis, Push, Steal, Take, known_action
from rulekit.civ.decisions import Step, card_effects
from rulekit.civ.state import Figure, catalog


@dataclass(frozen=True, slots=True)
class MetropolisSquare(Step):
    """``player`` has learned Agriculture: the capital grows onto one orthogonal neighbour."""

    kind = "metropolis"
    rule = rb.METROPOLIS_UPGRADE
    prompt = "{who}: choose the metropolis's expansion square"
    #: no square left when the step is reached: the upgrade stays owed to a later Start of Turn (L696-702)
    skippable = rb.METROPOLIS_PENDING

    def options(self, s) -> list:
        return [Metropolis(q) for q in s.metropolis_squares(self.player)]

    def refusal(self, s, a):
        """The square's test behind :meth:`options` (:meth:`metropolis_problem`, L669-694)."""
        return s.metropolis_problem(self.player, a.square) if isinstance(a, Metropolis) else None

    def resolve(self, s, a):
        return s.upgrade_metropolis(self.player, a.square)


@dataclass(frozen=True, slots=True)
class PushFigure(Step):
    """``figure``, a friendly figure on the metropolis's expansion square, moves to a square next
    to it (L677-680). A figure with no such square stays where it is: nothing else the rules
    allow it, so the decision passes."""

    figure: int = 0

    kind = "push"
    answer = (Push,)
    rule = rb.METROPOLIS_UPGRADE
    prompt = "{who}: move your figure off the expansion square"
    skippable = rb.METROPOLIS_UPGRADE

    def offered(self, s) -> str:
        return (f"figure {self.figure} moves off the metropolis's expansion square to a square next to it (explored, "
                f"no enemy or city, land unless it may end on water, within the stacking limit)")

    def options(self, s) -> list:
        f = s.figure(self.figure)
        return [Push(f.id, q) for q in s.push_squares(f)]

    def resolve(self, s, a):
        return s.place_figure(s.figure(a.figure), a.square)


@dataclass(frozen=True, slots=True)
class SpendLoot(Step):
    """The battle's winner ``player`` spends ``loot`` points on effects against ``loser`` (L434-473)."""

    loot: int = 0
    loser: int = 0

    kind = "loot"
    rule = rb.LOOT_SPEND
    prompt = "{who}: spend your loot"

    def options(self, s) -> list:
        out = []
        for combo in rules.loot_purchases(self.loot, s.options.loot_must_spend_all):
            if self.takes_refusal(s, combo) is None:
                out.append(Loot("+".join(combo)))
                if "discard-coin" in combo or "culture" in combo:
                    out += [Loot(e) for e in self.choices(s, combo)]
        return out

    def choices(self, s, combo) -> list[str]:
        """The winner's other choices of a purchase (each spelled out): which coins its discards take
        (:meth:`coin_choices`) and which culture tokens its culture effects steal (:meth:`culture_choices`),
        each way of one with each way of the other; the bare purchase is not repeated."""
        rest = [e for e in combo if e not in ("discard-coin", "culture")]
        coins = [["discard-coin"] * combo.count("discard-coin")] + self.coin_choices(s, combo)
        culture = [["culture"] * combo.count("culture")] + self.culture_choices(s, combo)
        return ["+".join(sorted(rest + c + k)) for c in coins for k in culture][1:]

    @cites(rb.LOOT_ONE, rb.CULTURE_FIVES)
    def culture_choices(self, s, combo) -> list[list[str]]:
        """The tokens the purchase's culture effects may steal instead of the highest ones: "up to three
        culture tokens" (L448), of value 5 or 1 (L207-212), the winner's choice; one spelling
        (``culture@5,1``) for each outcome the bare effects do not already give."""
        k = combo.count("culture")
        if not k or s.options.loot_culture != "tokens":
            return []
        points = s.players[self.loser].culture
        bare = rules.culture_loot(points, bare=k)
        return [["culture@" + ",".join(map(str, p)) for p in picks]
                for picks in rules.culture_picks(points, k)
                if rules.culture_loot(points, picks) != bare]

    @cites(rb.LOOT_ONE)
    def coin_choices(self, s, combo) -> list:
        """The winner's other choices of the coins a purchase's discards take (L455-457: "a coin token
        chosen by the winner"): each ``discard-coin@Tech`` takes a coin lying on that tech card
        (AMB-X17's default counts them), a bare ``discard-coin`` one on the sheet (the sheet's first,
        then a card's, when the sheet has none). Only the choices whose outcome the bare purchase does
        not already give are listed."""
        p = s.players[self.loser]
        k = combo.count("discard-coin")
        cards = [t for t, n in p.coins_on if n] if s.options.tech_card_coins else []
        if not k or not cards:
            return []
        bare = Counter(_coins_lost(s, self.loser, ("",) * k))
        out = []
        for picks in itertools.combinations_with_replacement([""] + cards, k):
            if not any(picks) or picks.count("") > p.coins:
                continue
            if any(picks.count(t) > n for t, n in p.coins_on if t in picks):
                continue
            if Counter(_coins_lost(s, self.loser, picks)) == bare:
                continue
            out.append(["discard-coin" + (f"@{t}" if t else "") for t in picks])
        return out

    def accepts(self, s, a) -> bool:
        """A discard naming its coin's card, or culture effects naming their tokens, that the options leave
        out because the bare purchase or another spelling has the same outcome (:meth:`choices`), is legal
        too, spelled out."""
        if not (isinstance(a, Loot) and "@" in a.effects):
            return False
        wrong = self.refusal(s, a)
        if wrong is not None:
            raise IllegalAction(*wrong)
        return True

    @cites(rb.LOOT_TWO, rb.LOOT_ONE)
    def takes_refusal(self, s, combo):
        """What the loser has for a purchase: a tech the winner's pyramid fits, culture event cards, coins."""
        need = Counter(combo)
        if need["tech"] and len(s.stealable(self.player, self.loser)) < 1:
            return rb.LOOT_TWO, f"P{self.loser + 1} knows no tech that fits P{self.player + 1}'s pyramid"
        if need["culture-card"] > len(s.players[self.loser].events):
            return rb.LOOT_TWO, "the loser holds too few culture event cards to steal"
        if need["coin"] and effects.loseable_coins(s, self.loser) < need["coin"]:
            return rb.LOOT_TWO, f"P{self.loser + 1} has too few coin tokens to take"
        return None

    @cites(rb.LOOT_SPEND)
    def refusal(self, s, a):
        """The loot's purchases: known effects, paid by the loot (all of it by ``loot_must_spend_all``),
        then what the loser has (:meth:`takes_refusal`)."""
        if not isinstance(a, Loot):
            return None
        parts = a.effects.split("+")
        combo = tuple(sorted(e.partition("@")[0] for e in parts))
        if any(e not in rules.LOOT_EFFECTS for e in combo):
            return rb.LOOT_SPEND, f"loot buys {', '.join(sorted(rules.LOOT_EFFECTS))}"
        places = [e.partition("@")[2] for e in parts if "@" in e]
        if places:
            wrong = self.place_refusal(s, parts, places)
            if wrong is not None:
                return wrong
        cost = sum(rules.LOOT_EFFECTS[e] for e in combo)
        if cost > self.loot:
            return rb.LOOT_SPEND, f"those effects cost {cost} loot; you have {self.loot}"
        if combo not in rules.loot_purchases(self.loot, s.options.loot_must_spend_all):
            return rb.LOOT_SPEND, f"the loot's {self.loot} points are spent in full (loot_must_spend_all)"
        return self.takes_refusal(s, combo)

    @cites(rb.LOOT_ONE, rb.CULTURE_FIVES)
    def place_refusal(self, s, parts, places):
        """A discard that names where its coin lies (``discard-coin@Tech``, L455-457): only a discard
        names it, and the loser has that many coins on that tech card, which count as coin tokens
        (AMB-X17: ``tech_card_coins``). Culture effects that name their tokens (``culture@5,1``, L448):
        tokens the loser holds (:func:`rulekit.civ.rules.culture_loot`)."""
        if any(e.partition("@")[0] not in ("discard-coin", "culture") for e in parts if "@" in e):
            return rb.LOOT_ONE, "only a discarded coin (discard-coin@Tech) or stolen culture (culture@5,1) names more"
        picks = [e.partition("@")[2] for e in parts if e.startswith("culture@")]
        if picks:
            try:
                rules.culture_loot(s.players[self.loser].culture, [culture_tokens_named(p) for p in picks],
                                   tokens=s.options.loot_culture == "tokens")
            except IllegalAction as err:
                return err.rule, err.reason
        places = [e.partition("@")[2] for e in parts if e.startswith("discard-coin@")]
        if not places:
            return None
        if not s.options.tech_card_coins:
            return rb.LOOT_ONE, "a coin on a tech card is not a coin token the loot takes (tech_card_coins=False)"
        on = dict(s.players[self.loser].coins_on)
        for t in sorted(set(places)):
            if places.count(t) > on.get(t, 0):
                return rb.LOOT_ONE, f"P{self.loser + 1} has {on.get(t, 0)} coin token(s) on the card of {t}"
        return None

    def resolve(self, s, a):
        return s.spend_loot(self.player, self.loser, a)


def culture_tokens_named(spelled: str) -> tuple[int, ...]:
    """The token values a culture effect names (``"5,1"`` -> ``(5, 1)``); a word that is no
    number reads as 0, which :func:`rulekit.civ.rules.culture_loot` refuses."""
    return tuple(int(v) if v.isdigit() else 0 for v in spelled.split(","))


def _coins_lost(s, seat: int, cards) -> list:
    """Where each of ``seat``'s discarded coins comes from (``"sheet"``, a tech's name, or ``""`` for
    none), one :func:`rulekit.civ.effects.lose_coin` per entry of ``cards`` (``""`` for a discard that names no card)."""
    out = []
    for card in cards:
        p = s.players[seat]
        s = effects.lose_coin(s, seat, card)
        q = s.players[seat]
        if q.coins < p.coins:
            out.append("sheet")
        else:
            gone = [t for t, n in p.coins_on if n > dict(q.coins_on).get(t, 0)]
            out.append(gone[0] if gone else "card" if q.card_coins < p.card_coins else "")
    return out


@dataclass(frozen=True, slots=True)
class TakeLoot(Step):
    """One loot purchase: ``player`` takes ``what`` (``"resource"`` or ``"card"``) from ``loser``:
    a face-up resource by kind, a face-down one or a culture event card by its place only
    (L450-453, L467-469)."""

    loser: int = 0
    what: str = "resource"

    kind = "take"
    answer = (Take,)
    rule = rb.LOOT_ONE
    prompt = "{who}: choose what the loot takes (face-down pieces by place only)"
    #: a loser with nothing of that kind left loses nothing to this purchase
    skippable = rb.LOOT_ONE

    def offered(self, s) -> str:
        if self.what == "card":
            return f"the loot takes one of P{self.loser + 1}'s culture event cards, by its place"
        return (f"the loot takes one of P{self.loser + 1}'s resources: a face-up one by kind, a face-down one by "
                f"its place")

    def options(self, s) -> list:
        lose = s.players[self.loser]
        if self.what == "card":
            return [known_action(Take, f"card-{i + 1}") for i in range(len(lose.events))]
        return [known_action(Take, k) for k in sorted(effects.face_up(lose))] + \
            [known_action(Take, f"marker-{i + 1}") for i in range(len(lose.hidden))]

    @cites(rb.LOOT_ONE, rb.LOOT_TWO)
    def resolve(self, s, a):
        win, lose = self.player, self.loser
        pl, pw = s.players[lose], s.players[win]
        if a.what.startswith("card-"):
            i = int(a.what[5:]) - 1
            card = pl.events[i]
            s = s.edit_player(lose, events=pl.events[:i] + pl.events[i + 1:]).edit_player(win, events=pw.events + (card,))
            return card_effects.check_hand(s, win)
        if a.what.startswith("marker-"):
            i = int(a.what[7:]) - 1
            m = pl.hidden[i]
            r = catalog().marker_info[m][1] or m.split(":")[1].lower()
            res = list(pl.resources)
            res.remove(r)
            s = s.edit_player(lose, hidden=pl.hidden[:i] + pl.hidden[i + 1:], resources=tuple(res))
            return s.edit_player(win, hidden=pw.hidden + (m,), resources=tuple(sorted(pw.resources + (r,))))
        res = list(pl.resources)
        res.remove(a.what)
        s = s.edit_player(lose, resources=tuple(res))
        return s.edit_player(win, resources=tuple(sorted(pw.resources + (a.what,))))


@dataclass(frozen=True, slots=True)
class StealTech(Step):
    """A loot purchase steals a tech: ``player`` learns one ``loser`` knows that fits its pyramid."""

    loser: int = 0

    kind = "steal"
    answer = (Steal,)
    rule = rb.LOOT_TWO
    prompt = "{who}: choose the tech the loot learns"
    #: a second steal finds no tech left that fits the winner's pyramid: nothing is learned
    skippable = rb.LOOT_TWO

    def offered(self, s) -> str:
        return f"the loot learns a tech P{self.loser + 1} knows that fits P{self.player + 1}'s pyramid"

    def options(self, s) -> list:
        return [Steal(t) for t in s.stealable(self.player, self.loser)]

    def resolve(self, s, a):
        return s.learn_tech(self.player, a.tech)


@dataclass(frozen=True, slots=True)
class FriendlyBarbarians(Step):
    """A hut's Friendly Barbarians: ``player`` takes a free unit, or a free figure on ``square``."""

    square: tuple = ()

    kind = "barbarians"
    answer = (Barbarians,)
    rule = rb.FRIENDLY_BARBARIANS
    prompt = "{who}: Friendly Barbarians — a free unit, or a free figure on the hut's square"

    def offered(self, s) -> str:
        return ("Friendly Barbarians give a unit, or a figure left in your supply on the hut's square within the "
                "stacking limit (an army, or either by the barbarian_figure option)")

    def options(self, s) -> list:
        seat = self.player
        p = s.players[seat]
        out = [Barbarians(k) for k in ("infantry", "mounted", "artillery")]
        kinds = ("army", "wagon") if s.options.barbarian_figure == "either" else ("army",)
        for k in kinds:
            if s.figure_supply(seat, k) > 0 and s.own_figures_at(seat, self.square) < p.stacking:
                out.append(Barbarians(k))
        return out

    @cites(rb.FRIENDLY_BARBARIANS)
    def resolve(self, s, a):
        seat = self.player
        if a.what in ("army", "wagon"):
            return s._with(figures=s.figures + (Figure(s.next_id, seat, a.what, tuple(self.square)),),
                           next_id=s.next_id + 1)
        return s.edit_player(seat, units=tuple(sorted(s.players[seat].units + (a.what,))))
