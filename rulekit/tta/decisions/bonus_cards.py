"""The final-scoring variants of chapter 4: the 13 Age III events as a bonus deck (TTA-R-V5a, TTA-R-V5b; PL
L2738-2759, KI L2796-2837; HU 2432-2490). The Full game only: the cards not used go back into military III,
which only the Full game plays (PL L2742-2746; HU 2469-2471).

At setup (:func:`deal`) the 13 Age III events leave military III as a bonus deck, shuffled; the option
``bonus_cards`` says what is done with it:

``public-4`` (``public-3``, ``public-5``)
    4 (3, 5) are turned over and stay face up all game (``State.finale``), as in the Advanced game;
``era-by-era``
    5 are laid face down (``State.bonus_hidden``); 1 is turned over at once, 1 at the end of round 1
    (:func:`after_round_one`) and 1 at the end of each of Ages I, II and III (:func:`at_age_end`);
``private``
    1 is removed (into military III with the rest, ⚠AMB-X30) and 12 are dealt, 6, 4 or 3 to each
    (``State.bonus_offer``, one tuple per seat: 12 share evenly, so ⚠AMB-17 has one answer); each player
    keeps 1 (2 with 2 players) of its own, hidden until the end (:class:`KeepBonus`, ``keep <card>`` then
    ``done``);
``open``
    all 13 are laid out (``State.bonus_offer``, one tuple) and each player picks 1 (2 with 2 players) in
    turn order, face up (:class:`KeepBonus`; with 2 players both at once or one at a time, ⚠AMB-X32).

The cards neither revealed nor kept are shuffled into military III. At the end (:func:`rulekit.tta.decisions.full.final_events`) the events
left on the current and future events score as the Full game says (none under ``less_bonuses``), then each
face-up bonus card and each kept one scores as the Advanced game's four do (a kept card for every
civilization, or for its keeper only, ⚠AMB-X31).

>>> from rulekit.tta import new_game
>>> g = new_game(players=2, game="full", seed=2, options={"bonus_cards": "public-3"})
>>> len(g.finale), sum(1 for c in g.military_iii if c in g.finale)
(3, 0)
>>> g = new_game(players=2, game="full", seed=2, options={"bonus_cards": "private"})
>>> [len(o) for o in g.bonus_offer], g.decision.kind, str(g.legal_actions()[0])[:10]
([6, 6], 'keep-bonus', 'keep m-III')
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from rulekit.core.rule import cites
from rulekit.core.steps import PickThenDone
from rulekit.tta import rulebook as rb
from rulekit.tta.actions import Done, Keep
from rulekit.tta.decisions.base import Step
from rulekit.tta.rules.cardinfo import info, named

__all__ = ["KeepBonus", "after_round_one", "at_age_end", "bonus_problems", "deal", "is_bonus_card",
           "kept_count"]


def is_bonus_card(card: str) -> bool:
    """Whether ``card`` is one of the 13 Age III events, the bonus deck's cards."""
    i = info(card)
    return i.deck == "military" and i.age == "III" and i.type == "event"


def kept_count(players: int) -> int:
    """Bonus cards each player keeps in the private and open variants: 1, 2 with 2 players (PL L2827, L2833;
    HU 2456, 2461)."""
    return 2 if players == 2 else 1


def _mixed(cards, rng) -> tuple:
    out = list(cards)
    rng.shuffle(out)
    return tuple(out)


@cites(rb.BONUS_DECK)
def deal(options, players: int, military_iii: tuple, rng: random.Random) -> dict:
    """The Full game's setup fields under a final-scoring variant: ``military_iii`` (the 13 events taken out,
    the unused ones shuffled back), ``finale`` (face up), ``bonus_hidden`` (face down, era by era),
    ``bonus_offer`` (dealt or laid out to keep from), ``box`` (the private variant's removed card under
    ``private_removed = "box"``) and ``tasks`` (the keeping decisions, first to answer first)
    (PL L2738-2750, L2815-2837; HU 2432-2471)."""
    events = _mixed([c for c in military_iii if is_bonus_card(c)], rng)
    rest = [c for c in military_iii if not is_bonus_card(c)]
    mode = options.bonus_cards
    out = {"finale": (), "bonus_hidden": (), "bonus_offer": (), "box": (), "tasks": ()}
    if mode.startswith("public-"):
        n = int(mode.split("-")[1])
        out["finale"], back = events[:n], events[n:]
    elif mode == "era-by-era":
        out["finale"], out["bonus_hidden"], back = events[:1], events[1:5], events[5:]
    elif mode == "private":
        removed, dealt = events[:1], events[1:]
        share = len(dealt) // players                     # 12 share evenly among 2, 3 or 4 (⚠AMB-17)
        out["bonus_offer"] = tuple(dealt[s * share:(s + 1) * share] for s in range(players))
        back = removed if options.private_removed == "military-iii" else ()     # ⚠AMB-X30
        out["box"] = () if back else removed
        out["tasks"] = tuple(KeepBonus(s, count=kept_count(players)) for s in range(players))
    else:                                                 # open: all 13 laid out
        out["bonus_offer"], back = (events,), ()
        count = kept_count(players)
        if count > 1 and options.open_pick_order == "alternate":             # ⚠AMB-X32
            out["tasks"] = tuple(KeepBonus(s, count=1) for _ in range(count) for s in range(players))
        else:
            out["tasks"] = tuple(KeepBonus(s, count=count) for s in range(players))
    out["military_iii"] = _mixed(rest + list(back), rng)
    return out


def _offer_index(state, seat: int) -> int:
    """Which tuple of ``state.bonus_offer`` ``seat`` keeps from: its own (private), the one layout (open)."""
    return seat if len(state.bonus_offer) > 1 else 0


@dataclass(frozen=True, slots=True)
class KeepBonus(PickThenDone, Step):
    """The bonus cards a player keeps, one at a time, then ``done`` once it has ``count``: in the private
    variant from the cards dealt to it (kept hidden), in the open variant from the layout (face up) (PL
    L2825-2834; HU 2453-2462). When the last player has kept its cards, the rest are shuffled into military
    III (PL L2742-2743; HU 2469)."""

    count: int = 1

    kind = "keep-bonus"
    rule = rb.BONUS_DECK

    def pool(self, state):
        if len(self.picked) >= self.count:
            return ()
        return tuple(c for c in state.bonus_offer[_offer_index(state, self.player)] if c not in self.picked)

    def pick(self, card):
        return Keep.of(card)

    def item_of(self, action):
        return action.card

    def done(self):
        return _DONE

    def can_finish(self, state) -> bool:
        return len(self.picked) == self.count

    def finish(self, state, picked):
        k = _offer_index(state, self.player)
        offer = list(state.bonus_offer)
        offer[k] = tuple(c for c in offer[k] if c not in picked)
        kept = list(state.kept or ((),) * len(state.players))
        kept[self.player] = kept[self.player] + tuple(picked)
        state = state._with(bonus_offer=tuple(offer), kept=tuple(kept))
        if any(isinstance(t, KeepBonus) for t in state.tasks):
            return state
        left = tuple(c for pile in state.bonus_offer for c in pile)       # the last keeper: the rest go back
        rng = random.Random(f"{state.seed}/bonus-cards/{len(left)}")
        return state._with(bonus_offer=(), military_iii=_mixed(state.military_iii + left, rng))

    def refusal(self, state, a):
        if isinstance(a, Keep):
            if len(self.picked) >= self.count:
                return (rb.BONUS_DECK, f"P{self.player + 1} keeps {self.count}; say done")
            return (rb.BONUS_DECK, f"{named(a.card)} is not among the bonus cards P{self.player + 1} may keep"
                    + (" (the cards dealt to it)" if len(state.bonus_offer) > 1 else " (the cards laid out)"))
        if isinstance(a, Done):
            return (rb.BONUS_DECK, f"P{self.player + 1} keeps {self.count} bonus "
                                   f"card{'s' if self.count > 1 else ''}; {len(self.picked)} kept so far")
        return None

    def sentence(self, state) -> str:
        hidden = len(state.bonus_offer) > 1
        return (f"P{self.player + 1}: keep {self.count - len(self.picked)} more bonus "
                f"card{'s' if self.count - len(self.picked) != 1 else ''} "
                + ("(hidden until the end)" if hidden else "(face up)") if len(self.picked) < self.count else
                f"P{self.player + 1}: bonus cards kept — done")


_DONE = Done()


# -- the era-by-era reveals ---------------------------------------------------------------------------------
@cites(rb.BONUS_DECK)
def _reveal(state):
    if not state.bonus_hidden:
        return state
    return state._with(finale=state.finale + state.bonus_hidden[:1], bonus_hidden=state.bonus_hidden[1:])


@cites(rb.BONUS_DECK)
def after_round_one(state):
    """The era-by-era variant turns its second card over at the end of round 1 (PL L2822; HU 2448)."""
    return _reveal(state)


@cites(rb.BONUS_DECK)
def at_age_end(state, ended: str):
    """The era-by-era variant turns one card over at the end of each of Ages I, II and III (PL L2823-2824; HU
    2449-2450)."""
    return _reveal(state) if ended in ("I", "II", "III") else state


# -- the final scoring ---------------------------------------------------------------------------------------
def bonus_problems(state):
    """``(field, reason)`` for bonus piles a position cannot have: any outside the Full game, a card that is
    not an Age III event, ``kept`` not one tuple per seat."""
    piles = {"bonus_hidden": state.bonus_hidden, "bonus_offer": tuple(c for o in state.bonus_offer for c in o),
             "kept": tuple(c for k in state.kept for c in k)}
    for name, cards in piles.items():
        if cards and state.level != "full":
            yield name, f"the {state.level.capitalize()} game has no {name} (a final-scoring variant of the Full game)"
            return
        for card in cards:
            try:
                ok = is_bonus_card(card)
            except KeyError:
                ok = False
            if not ok:
                yield name, f"{card!r} is not an Age III event (the bonus deck holds the 13 of them)"
                return
    if state.kept and len(state.kept) != len(state.players):
        yield "kept", f"{len(state.kept)} entries; one tuple of kept cards per seat ({len(state.players)})"
