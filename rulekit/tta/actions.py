"""Through the Ages moves, as small frozen values that print as notation and parse back.

One class per civil and military action of the Simple game (PL KI L751-777), the
end of a turn, and the answer to an event that asks each player (``choose``); then
the Advanced game's moves (PL chapter 2): the political action of a turn (``pass``,
``future``, ``attack``, ``pact``, ``break``), a tactic, a bid in a colonization auction,
the picks of a sacrifice, a bonus card or a discard (each then ``done``). A player is
named by the number printed after P (``attack m-I-plunder 2`` attacks P2).
A card is named by its id (``c-A-bronze``). An action card that *contains* an
action (Rich Land builds, Frugality grows, Breakthrough discovers …) is written
as that action ``with`` the card: one civil action in all (PL L992-1009).

Examples
--------
>>> Action.parse("build c-A-bronze with c-A-rich-land")
Build(tech='c-A-bronze', card='c-A-rich-land')
>>> str(Take(7)), str(Upgrade("c-A-bronze", "c-I-iron")), str(End())
('take 7', 'upgrade c-A-bronze c-I-iron', 'end')
>>> all(Action.parse(str(a)) == a for a in (Grow("c-A-frugality"), Stage(2, "c-A-engineering-genius"),
...                                           Revolution("c-I-monarchy"), Choose("food")))
True
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core import actions as core

__all__ = ["Action", "Take", "Grow", "Build", "Upgrade", "Destroy", "Stage", "Lead", "Play", "Discover",
           "Revolution", "Peaceful", "Recruit", "Disband", "Barbarossa", "End", "Gain", "Pay", "Choose",
           "Pass", "Future", "Attack", "Pact", "Break", "Tactic", "Bid", "Sacrifice", "Bonus", "Discard", "Done", "Resign",
           "Columbus"]


class Action(core.Action, root=True):
    """Base of every TTA move. A trailing ``card`` field is written ``with <card>``; a number field
    as digits (core reads each field by its declared type)."""

    KEYWORDS = {"card": "with"}


@dataclass(frozen=True)
class Take(Action):
    """Take the card in a slot (1-13) of the card row (PL L448-550, L1023-1046)."""
    verb = "take"
    slot: int


@dataclass(frozen=True)
class Grow(Action):
    """Increase population (PL L718-731); ``with`` Frugality for its food back."""
    verb = "grow"
    card: str = ""


@dataclass(frozen=True)
class Build(Action):
    """Build a farm, mine or urban building on a technology (PL L797-829); ``with`` a discount card."""
    verb = "build"
    tech: str
    card: str = ""


@dataclass(frozen=True)
class Upgrade(Action):
    """Move a worker to a higher card of the same type, paying the difference (PL L1287-1301,
    L1373-1374); a unit's upgrade is a military action."""
    verb = "upgrade"
    old: str
    new: str
    card: str = ""


@dataclass(frozen=True)
class Destroy(Action):
    """Take a worker off a farm, mine or urban building back to the unused workers (PL L832-837)."""
    verb = "destroy"
    tech: str


@dataclass(frozen=True)
class Stage(Action):
    """Build wonder stages with one civil action (one; two with Masonry) (PL L859-878)."""
    verb = "stage"
    count: int = 1
    card: str = ""


@dataclass(frozen=True)
class Lead(Action):
    """Put a leader from hand into play (PL L966-976)."""
    verb = "lead"
    leader: str


@dataclass(frozen=True)
class Play(Action):
    """Play an action card whose effect is a plain gain (PL L992-1009)."""
    verb = "play"
    action: str


@dataclass(frozen=True)
class Discover(Action):
    """Play a technology card from hand for its science cost (PL L1141-1170)."""
    verb = "discover"
    tech: str
    card: str = ""


@dataclass(frozen=True)
class Revolution(Action):
    """Change government by revolution: every civil action (PL L1178-1210)."""
    verb = "revolution"
    government: str
    card: str = ""


@dataclass(frozen=True)
class Peaceful(Action):
    """Change government peacefully: 1 civil action and the larger science cost (PL L1212-1226)."""
    verb = "peaceful"
    government: str


@dataclass(frozen=True)
class Recruit(Action):
    """Build a military unit: 1 military action (PL L839-852)."""
    verb = "recruit"
    unit: str


@dataclass(frozen=True)
class Disband(Action):
    """Disband a unit: 1 military action (PL L854-856)."""
    verb = "disband"
    unit: str


@dataclass(frozen=True)
class Barbarossa(Action):
    """Frederick Barbarossa's action: grow and build a unit with the new worker for 1 civil action."""
    verb = "barbarossa"
    unit: str


@dataclass(frozen=True)
class End(Action):
    """End the turn's actions; production and maintenance follow (PL L526, L779-785)."""
    verb = "end"


@dataclass(frozen=True)
class Gain(Action):
    """Place food or resources gained (an event, an action card): ``2x1`` is two tokens worth 1,
    ``1x2`` one token worth 2 (TTA-EX-28: 2 tokens on Agriculture or 1 on Irrigation)."""
    verb = "gain"
    tokens: str


@dataclass(frozen=True)
class Pay(Action):
    """Say which blue tokens pay (PL L1338-1371, TTA-EX-8): ``2x1+1x2`` returns two tokens worth 1 and
    one worth 2 to the bank; ``>1`` after them moves one paying token down onto a value-1 card as
    change (TTA-EX-29: higher to lower only), ``>2x1`` puts two change tokens there, the one beyond
    the paying token from the blue bank (A-21, PL L2244-2248); ``2b`` spends 2 military-only
    resources (PL L846-852)."""
    verb = "pay"
    tokens: str


@dataclass(frozen=True)
class Choose(Action):
    """Answer an event that asks each player: ``food``/``resources``, or ``yes``/``no`` for a free build;
    or say which action token is lost (``spent``/``unspent``, PL L987-989)."""
    verb = "choose"
    answer: str


# -- the Advanced game (PL chapter 2) ------------------------------------------------------------
@dataclass(frozen=True)
class Pass(Action):
    """Take no political action (PL L1711), or pass in a colonization auction (PL L1772-1788)."""
    verb = "pass"


@dataclass(frozen=True)
class Future(Action):
    """Political action: put an event or territory from the military hand on the future events, for
    culture equal to its age (PL L1713-1737)."""
    verb = "future"
    card: str

    KEYWORDS = {}


@dataclass(frozen=True)
class Attack(Action):
    """Political action: play an aggression against player ``target`` (1-based) (PL L1899-1913)."""
    verb = "attack"
    card: str
    target: int

    KEYWORDS = {}


@dataclass(frozen=True)
class Pact(Action):
    """Political action: offer a pact to player ``target`` (1-based), taking role ``role`` (A or B)
    yourself (PL L2013-2044)."""
    verb = "pact"
    card: str
    target: int
    role: str = "A"

    KEYWORDS = {}


@dataclass(frozen=True)
class Break(Action):
    """Political action: cancel a pact you belong to (PL L2062-2064)."""
    verb = "break"
    card: str

    KEYWORDS = {}


@dataclass(frozen=True)
class Tactic(Action):
    """Put a tactic card from the military hand into play for 1 military action (PL L2332-2378)."""
    verb = "tactic"
    card: str

    KEYWORDS = {}


@dataclass(frozen=True)
class Bid(Action):
    """Bid a strength in a colonization auction (PL L1772-1788)."""
    verb = "bid"
    amount: int


@dataclass(frozen=True)
class Sacrifice(Action):
    """Pick one unit (a worker on a unit card) to sacrifice for an attack, a defence or a colony
    (PL L1780-1788, L1903-1913)."""
    verb = "sacrifice"
    unit: str


@dataclass(frozen=True)
class Bonus(Action):
    """Pick a defence/colonization card from the military hand to add its bonus (PL L1606-1612)."""
    verb = "bonus"
    card: str

    KEYWORDS = {}


@dataclass(frozen=True)
class Discard(Action):
    """Pick a military card to discard down to the hand limit (PL L1699-1709)."""
    verb = "discard"
    card: str

    KEYWORDS = {}


@dataclass(frozen=True)
class Resign(Action):
    """Full game: at the start of your turn, declare your civilization's collapse and leave the game
    (an honourable resignation, PL L2593-2600)."""
    verb = "resign"


@dataclass(frozen=True)
class Done(Action):
    """End a choice made one pick at a time (sacrifices, bonus cards, discards)."""
    verb = "done"


@dataclass(frozen=True)
class Columbus(Action):
    """Political action with Christopher Columbus as leader: make a territory from the military hand a
    colony, with no auction and no sacrifice, once per game (PL L2901-2907)."""
    verb = "columbus"
    card: str

    KEYWORDS = {}


# -- the variants of chapter 4 (rulekit.tta.decisions.variants, .bonus_cards) ------------------------------
@dataclass(frozen=True)
class DrawMilitary(Action):
    """Draw 1 military card for 1 military action, under the variant that draws no card after production
    (``draw_as_action``, PL L2728-2736)."""
    verb = "draw"


@dataclass(frozen=True)
class Keep(Action):
    """Keep a bonus card (an Age III event) offered by a final-scoring variant: the private one's dealt
    cards, the open one's layout (``bonus_cards``, PL L2825-2834)."""
    verb = "keep"
    card: str

    KEYWORDS = {}


__all__ += ["DrawMilitary", "Keep"]


# -- Age II cards of the Full game (rulekit.tta.decisions.liner) ------------------------------------------------
@dataclass(frozen=True)
class Liner(Action):
    """Increase population with Ocean Liner Service, completed: no civil action and 5 food less, once a turn
    (the card data's 2006 text)."""
    verb = "liner"


__all__ += ["Liner"]
