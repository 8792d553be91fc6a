"""Card effects of Civilization with Fame and Fortune: culture event cards, tech coin abilities,
investment tiers, great people, and the loot steals that need a choice.

Each function takes a state and returns a new one (states are immutable). What a card does is
the data's summary (``data/*.toml``, with its source and confidence); where the engine lacks the
base-game part a card needs (battle cards, wounds, cancelling another player's action …), the
card can be held (and stolen, or lose to the GP limit) but not played, and the tables below
(:data:`GP_PLAYED`, :data:`EVENT_PLAYED`) give the reason ``why_not`` shows.

>>> sorted(k for k, v in GP_PLAYED.items() if v == "played")[:3]
['A. P. Giannini', 'Ada Lovelace', 'Adam Smith']
>>> len(GP_PLAYED)
42
>>> hand_size(0, 0, 0, 0)
2
"""

from __future__ import annotations

import random
from collections import Counter

from rulekit.core.errors import IllegalAction
from rulekit.core.rule import cites
from rulekit.civ import abilities
from rulekit.civ.abilities import TEACH_CULTURE_HAND, active, hand_limit, hand_size  # noqa: F401 (part of this face)
from rulekit.civ import rules
from rulekit.civ import rulebook as rb
from rulekit.civ.actions import Coin, Event, UseGP, known_action, known_actions
from rulekit.civ.decisions import card_effects
from rulekit.civ.state import catalog, event_cards

#: TEACH-CULTURE-HAND: culture event cards a player may hold (base hand size; no source gives it).
COINS_PER_CARD = 4                 # 'max 4' on each coin tech (CV-B-24)
COIN_TECHS = {"Pottery": "resources", "Democracy": "trade", "Printing Press": "culture", "Code of Laws": "battle"}
COIN_PRICE = {"trade": 6, "culture": 5}
#: what a coin tech's once-a-turn use marks in ``Player.used``
_USED_MARK = {tech: f"coin:{tech}" for tech in COIN_TECHS}
#: the coin techs whose ability is a City Management action (Code of Laws' coin comes from a battle)
_CITY_COIN_TECHS = tuple((tech, how) for tech, how in COIN_TECHS.items() if how != "battle")

_BATTLE = "the base game's battle (battle cards, wounds, the battle force) is not modelled: the battle is the " \
          "teaching stand-in CV-B-10"
#: Every great person card: "played" (the engine plays its effect) or why it cannot be played.
GP_PLAYED = {
    "Akira Kurosawa": "played", "Jerry Garcia": "played", "Valmiki": "played", "Frida Kahlo": "played",
    "Mark Twain": "cancelling another player's action needs a reaction window the turn does not model",
    "Michelangelo": "a wonder discount needs the base game's wonder payment across cities (not modelled)",
    "William Shakespeare": "played",    # ongoing: revealed it stays face up; the teaching track (CV-B-13) has no
                                        # other players' markers on its spaces, so its skip never changes a cost
    "Ada Lovelace": "played", "Frank Lloyd Wright": "played", "Henry Ford": "played", "Orville Wright": "played",
    "Thomas Edison": "played", "Archimedes": "played",
    "Nikola Tesla": "placing a tech one pyramid row lower is not modelled (a tech's row is its level, CV-B-02)",
    "Georgy Zhukov": _BATTLE, "Gustavus Adolphus": _BATTLE, "Joan of Arc": _BATTLE, "Sun Tzu": _BATTLE,
    "Florence Nightingale": _BATTLE, "Leonidas": "played", "Khalid ibn al-Walid": "played",
    "Hannibal": "a group move of figures between two squares outside the Movement phase is not modelled",
    "Dr. Martin Luther King": "played", "Jacques Cousteau": "played", "Mother Teresa": "played",
    "St. Francis of Assisi": "played", "Susan B. Anthony": "played",
    "Jim Henson": "the wound markers counted on the card are a base-game battle part (not modelled)",
    "A. P. Giannini": "played", "Adam Smith": "played", "Andrew Carnegie": "played", "Captain James Cook": "played",
    "Lorenzo de' Medici": "played", "Marco Polo": "played", "Zheng He": "played",
    "Alan Turing": "played", "Albert Einstein": "played",
    "Charles Darwin": "a city devoted to the arts turning its culture into trade needs per-city culture, "
                      "which the engine does not keep",
    "Galileo Galilei": "a move to any outer-edge square outside the Movement phase is not modelled",
    "Louis Pasteur": "the stacking limit is kept as a number on the sheet (CV-B-05); a +1 that lapses with the "
                     "card's marker is not modelled",
    "Marie Curie": "resources are never spent on tech abilities in the engine (uranium abilities not modelled)",
    "Sir Isaac Newton": "a blank tech card in the pyramid is not modelled (every pyramid slot holds a named tech)",
}
#: Ongoing great people: their effect works while the card is face up and a same-type marker is on the board.
ONGOING = frozenset({"William Shakespeare", "Akira Kurosawa", "Valmiki", "Henry Ford", "Archimedes", "Leonidas", "Dr. Martin Luther King",
                     "Mother Teresa", "Susan B. Anthony", "A. P. Giannini", "Adam Smith", "Lorenzo de' Medici",
                     "Alan Turing"})
#: When a discarded great person may be used: "start", "city", "movement" or "any".
GP_WHEN = {"Jerry Garcia": "city", "Frida Kahlo": "city", "Ada Lovelace": "city", "Frank Lloyd Wright": "any",
           "Orville Wright": "start", "Thomas Edison": "start", "Khalid ibn al-Walid": "any",
           "Jacques Cousteau": "start", "St. Francis of Assisi": "any", "Andrew Carnegie": "city",
           "Captain James Cook": "movement", "Marco Polo": "any", "Zheng He": "any", "Albert Einstein": "any"}

#: Culture event cards the engine plays (the others are held and may be stolen, not played).
EVENT_PLAYED = {"We Love the Despot Day!": ("city", 4), "We Love the Queen Day!": ("city", 6),
                "We Love the President Day!": ("city", 8), "Supply Drop": ("trade", 7),
                "Counterfeiters": ("coin", 1), "Depression": ("coin", 2), "Bank Scandal": ("coin", 99),
                "The Citizens are Revolting!": ("anarchy", 1), "The Citizens are Revolting II!": ("anarchy", 1)}
_NOT_PLAYED = {
    "Battle": _BATTLE, "Any Time": "cancelling or standing in for a resource needs a reaction window and resource "
                                   "abilities the engine does not model",
}


def event_reason(card: str) -> str:
    """Why the engine does not play this culture event card ('' if it does)."""
    if card in EVENT_PLAYED:
        return ""
    timing = catalog().events.get(card, (0, 0, ""))[2]
    return _NOT_PLAYED.get(timing, "its effect (terrain change, building destruction, swapping techs, moving or "
                                   "killing figures, social policies) needs a base-game part the engine does not "
                                   "model")


# == ongoing great people ===================================================================

def speed_bonus(s, seat: int, speed: int) -> int:
    """Travel speed after Henry Ford (+1) and Captain Cook (doubled this turn)."""
    speed += active(s, seat, "Henry Ford")
    return speed * 2 if "cook" in s.players[seat].used else speed


def production_bonus(s, seat: int) -> int:
    return 2 if active(s, seat, "Susan B. Anthony") else 0


def coin_bonus(s, seat: int) -> int:
    return 1 if active(s, seat, "Adam Smith") else 0


def anarchy_immune(s, seat: int) -> bool:
    return s.players[seat].resistant or active(s, seat, "Dr. Martin Luther King") or abilities.all_governments(s, seat)


def unbuilt_armies(s, seat: int) -> int:
    return rules.ARMIES - sum(1 for f in s.figures if f.owner == seat and f.kind == "army")


@cites(rb.GP_EFFECTS, rb.GP_NEEDS_MARKER)
def start_of_turn(s, seat: int):
    """What ongoing great people give at each Start of Turn (Lorenzo de' Medici, Alan Turing)."""
    p = s.players[seat]
    culture, trade = 0, 0
    if active(s, seat, "Lorenzo de' Medici"):
        culture += s.coins_of(seat) // 3
    if active(s, seat, "Alan Turing"):
        n = unbuilt_armies(s, seat) // 2
        culture, trade = culture + n, trade + n
    if culture or trade:
        s = s.edit_player(seat, culture=p.culture + culture, trade=min(rules.DIAL_MAX, p.trade + trade))
    return s


@cites(rb.GP_EFFECTS)
def on_arts(s, seat: int):
    """Akira Kurosawa: 1 culture to each other player holding him when ``seat`` devotes a city to the arts."""
    for p in s.players:
        if p.seat != seat and active(s, p.seat, "Akira Kurosawa"):
            s = s.edit_player(p.seat, culture=s.players[p.seat].culture + 1)
    return s


@cites(rb.GP_EFFECTS)
def on_research(s, seat: int, tech: str):
    """Archimedes: 3 culture for a tech no other player knows."""
    if active(s, seat, "Archimedes") and not any(p.knows(tech) for p in s.players if p.seat != seat):
        s = s.edit_player(seat, culture=s.players[seat].culture + 3)
    return s


def defence_bonus(s, dseat: int, att: int) -> int:
    """Leonidas: +8 when defending with fewer units than the attacker."""
    if active(s, dseat, "Leonidas") and len(s.players[dseat].units) < len(s.players[att].units):
        return 8
    return 0


# == the culture track and culture event cards (CV-B-23) =====================================

def deck_level(step: int) -> int:
    for lo, hi, level in catalog().culture_decks:
        if lo <= step <= hi:
            return level
    return 0


def new_decks(seed: int) -> tuple:
    """The three culture event decks (levels I-III), each shuffled with the seed."""
    rng = random.Random(f"{seed}/culture")
    decks = []
    for level_cards in event_cards():
        cards = list(level_cards)
        rng.shuffle(cards)
        decks.append(tuple(cards))
    return tuple(decks)


@cites(rb.CULTURE_EVENTS)
def draw_event(s, seat: int, level: int):
    """``seat`` draws the top card of culture deck ``level`` (its discards reshuffled when empty: a
    random pick, injectable); then keeps its hand within the hand size (a discard decision)."""
    if level < 1 or not s.culture_decks:
        return s
    decks = [list(d) for d in s.culture_decks]
    deck = decks[level - 1]
    if not deck:
        discard = [c for c in s.culture_discard if catalog().events[c][0] == level]
        if not discard:
            return s
        rest = list(s.culture_discard)
        for c in discard:
            rest.remove(c)
        s, deck = s.shuffled(sorted(discard), f"the top card of the reshuffled level {level} culture deck",
                             s.rng(f"culture/{level}"))
        s = s._with(culture_discard=tuple(sorted(rest)))
    card = deck.pop(0)
    decks[level - 1] = tuple(deck)
    p = s.players[seat]
    s = s._with(culture_decks=tuple(tuple(d) for d in decks)).edit_player(seat, events=p.events + (card,))
    return card_effects.check_hand(s, seat)


@cites(rb.CULTURE_TRACK, rb.CULTURE_EVENTS, rb.GP_GAIN)
def step_up(s, seat: int, paid: int = 0):
    """``seat`` moves one step up the culture track (paying ``paid`` culture): a great person on the
    teaching GP steps, otherwise a culture event card from the step's deck; the last step wins."""
    p = s.players[seat]
    level = p.culture_level + 1
    s = s.edit_player(seat, culture=p.culture - paid, culture_level=level)
    if level in rules.TEACH_GP_STEPS:
        s = s.gain_gp(seat)
    else:
        s = draw_event(s, seat, deck_level(level))
    return s.check_win()


def culture_cost(s, seat: int) -> int:
    """A step's culture cost after Endowment for the Arts' active discount (never below 0)."""
    p = s.players[seat]
    return max(0, rules.culture_step_cost(p.culture_level) - s.investment_bonus(seat, "culture_step_discount"))


def _seats(s, seat: int, target: str) -> list | None:
    try:
        out = [int(x[1:]) - 1 for x in target.split("+")]
    except ValueError:
        return None
    return out if all(0 <= x < len(s.players) and x != seat for x in out) and len(set(out)) == len(out) else None


@cites(rb.CULTURE_EVENTS)
def event_refusal(s, seat: int, card: str):
    """A culture event card played: held, and one the engine plays (:func:`event_reason`)."""
    if card not in s.players[seat].events:
        return rb.CULTURE_EVENTS, f"P{seat + 1} holds no culture event card {card!r}"
    why = event_reason(card)
    if why:
        return rb.CULTURE_EVENTS, f"{card} is held but cannot be played by this engine: {why}"
    return None


def event_targets(s, seat: int, card: str, phase: str, done=()) -> list:
    """The targets held card ``card`` (one the engine plays) may be played on now, in ``phase``
    (``"start"`` or ``"city"``, by the card's timing; ``done``: the cities that took their action)."""
    kind, n = EVENT_PLAYED[card]
    timing = catalog().events[card][2]
    if phase == "start" and "Start of Turn" not in timing or phase == "city" and "City Management" not in timing:
        return []
    others = [q.seat for q in s.players if q.seat != seat and not abilities.protected(s, q.seat)]
    if kind == "city":
        return [f"{c.centres[0][0]},{c.centres[0][1]}" for c in s.cities if c.owner == seat]
    if kind == "trade":
        return ["trade"] + ([f"{c[0]},{c[1]}" for c in done if s.city_at.get(tuple(c)) is not None
                             and not s.city_at[tuple(c)].is_capital] if phase == "city" else [])
    if kind == "anarchy":
        return [f"P{o + 1}" for o in others]
    if n == 99:
        return ["+".join(f"P{o + 1}" for o in others)] if others else []
    return [f"P{o + 1}" for o in others] + \
        ([f"P{a + 1}+P{b + 1}" for i, a in enumerate(others) for b in others[i + 1:]] if n == 2 else [])


def event_options(s, seat: int, phase: str, done=()) -> list:
    """The culture event cards ``seat`` may play now, with their targets."""
    out = []
    held = s.players[seat].events
    if not held:
        return out
    for card in sorted(set(held)):
        if event_refusal(s, seat, card) is None:
            out += known_actions(Event, card, each=event_targets(s, seat, card, phase, done))
    return out


@cites(rb.CULTURE_EVENTS, rb.ANARCHY_RESISTANT, rb.LOOT_ONE)
def play_event(s, seat: int, a: Event, done=()):
    """Play a held culture event card: its effect, then the card to its level's discards."""
    p = s.players[seat]
    ev = list(p.events)
    ev.remove(a.card)
    s = s.edit_player(seat, events=tuple(ev))._with(culture_discard=tuple(sorted(s.culture_discard + (a.card,))))
    kind, n = EVENT_PLAYED[a.card]
    if kind == "city":
        r, c = (int(x) for x in a.target.split(","))
        s = s.edit_player(seat, boost=s.players[seat].boost + (((r, c), n),))
    elif kind == "trade" and a.target == "trade":
        s = s.edit_player(seat, trade=min(rules.DIAL_MAX, s.players[seat].trade + n))
    elif kind == "trade":
        r, c = (int(x) for x in a.target.split(","))
        done = tuple(d for d in done if tuple(d) != (r, c))
    elif kind == "anarchy":
        o = _seats(s, seat, a.target)[0]
        q = s.players[o]
        if not anarchy_immune(s, o) and q.government != "Anarchy":      # AMB-X40: one turn of Anarchy
            s = s.edit_player(o, government=rules.forced_anarchy(False, q.government), next_government=q.government)
    else:
        for o in _seats(s, seat, a.target):
            s = lose_coin(s, o)
    return s, done


# == coins (CV-B-24, AMB-X17) ================================================================

def lose_coin(s, seat: int, card: str = ""):
    """``seat`` discards one coin token: the one on ``card``'s tech card when named (a loot's winner
    chooses, L455-457), else from the sheet first, else from a tech card (AMB-X17)."""
    p = s.players[seat]
    if card and _on_card(p, card):
        on = tuple((t, n - (t == card)) for t, n in p.coins_on)
        return s.edit_player(seat, card_coins=p.card_coins - 1, coins_on=tuple((t, n) for t, n in on if n))
    if p.coins:
        return s.edit_player(seat, coins=p.coins - 1)
    if p.card_coins and s.options.tech_card_coins:
        on = list(p.coins_on)
        if sum(n for _, n in on) >= p.card_coins:
            i = next(i for i, (_, n) in enumerate(on) if n)
            on[i] = (on[i][0], on[i][1] - 1)
        return s.edit_player(seat, card_coins=p.card_coins - 1, coins_on=tuple((t, n) for t, n in on if n))
    return s


def loseable_coins(s, seat: int) -> int:
    p = s.players[seat]
    return rules.investable_coins(p.coins, p.card_coins, s.options)


def _on_card(p, tech: str) -> int:
    for t, n in p.coins_on:
        if t == tech:
            return n
    return 0


def add_card_coin(s, seat: int, tech: str):
    return s.edit_player(seat, **_card_coin(s.players[seat], tech)).check_win()


def _card_coin(p, tech: str) -> dict:
    """The fields of player ``p`` once a coin token is put on ``tech``'s card."""
    return dict(card_coins=p.card_coins + 1, coins_on=tuple(sorted({**dict(p.coins_on), tech: _on_card(p, tech) + 1}.items())))


def face_up(p) -> Counter:
    """A player's face-up resources (:meth:`~rulekit.civ.state.Player.face_up_resources`)."""
    return Counter(p.face_up_resources)


def coin_options(s, seat: int) -> list:
    """The City Management coin abilities of ``seat``'s techs (Pottery, Democracy, Printing Press)."""
    out = []
    known = s.players[seat].tech_names
    for tech, how in _CITY_COIN_TECHS:  # a battle's coin tech and an unknown tech: coin_tech_refusal refuses them
        if tech not in known:
            continue
        if coin_tech_refusal(s, seat, tech):
            continue
        if how == "resources":
            out += known_actions(Coin, tech, each=coin_pairs(s.players[seat]))
        else:
            out.append(known_action(Coin, tech, how))
    return out


def coin_pairs(p) -> list:
    """Pottery's payments: each pair of face-up resources, as ``a+b``, sorted
    (:meth:`~rulekit.civ.state.Player.resource_pairs`)."""
    return list(p.resource_pairs)


@cites(rb.TECH_COINS)
def coin_tech_refusal(s, seat: int, tech: str):
    """A coin tech's City Management ability: known, its card not full, once a turn and paid for (Democracy's
    6 trade, Printing Press's 5 culture; Pottery's two resources are :func:`coin_pairs`)."""
    p = s.players[seat]
    how = COIN_TECHS.get(tech)
    if how is None or how == "battle":
        return rb.TECH_COINS, f"{tech} puts no coin on its card by a City Management action"
    if not p.knows(tech):
        return rb.TECH_COINS, f"P{seat + 1} does not know {tech}"
    most = abilities.coins_per_card(s, seat, COINS_PER_CARD)
    if _on_card(p, tech) >= most:
        return rb.TECH_COINS, f"{tech}'s card holds its {most} coins already"
    if how == "resources":          # the hidden hut/village resources are among the resources
        up = len(p.resources) - len(p.hidden)
        return None if up >= 2 else (rb.TECH_COINS, f"{tech} takes two face-up resources; P{seat + 1} has {up}")
    if _USED_MARK[tech] in p.used:
        return rb.TECH_COINS, f"{tech} puts one coin a turn on its card, and has this turn"
    have = p.trade if how == "trade" else p.culture
    if have < COIN_PRICE[how]:
        return rb.TECH_COINS, f"{tech}'s coin costs {COIN_PRICE[how]} {how}; you have {have}"
    return None


def coin_refusal(s, seat: int, a: Coin):
    """A coin action: the tech's checks, then its payment."""
    why = coin_tech_refusal(s, seat, a.tech)
    if why:
        return why
    how = COIN_TECHS[a.tech]
    pays = coin_pairs(s.players[seat]) if how == "resources" else [how]
    if a.pay not in pays:
        return rb.TECH_COINS, f"{a.tech}'s coin is paid with {' or '.join(pays)}, not {a.pay}"
    return None


@cites(rb.TECH_COINS)
def coin_resolve(s, seat: int, a: Coin):
    """The coin on the tech's card and its price, in one copy of the player (then Arabia's culture)."""
    p = s.players[seat]
    how = COIN_TECHS[a.tech]
    coin = _card_coin(p, a.tech)
    if how == "resources":
        res = list(p.resources)
        for r in a.pay.split("+"):
            res.remove(r)
        s = abilities.on_spend(s.edit_player(seat, resources=tuple(res), **coin), seat, len(a.pay.split("+")))
    elif how == "trade":
        s = s.edit_player(seat, trade=p.trade - COIN_PRICE["trade"], used=p.used + (f"coin:{a.tech}",), **coin)
    else:
        s = s.edit_player(seat, culture=p.culture - COIN_PRICE["culture"], used=p.used + (f"coin:{a.tech}",), **coin)
    return s.check_win()


@cites(rb.TECH_COINS)
def won_battle(s, seat: int):
    """Code of Laws: once a turn, after winning a battle, a coin on the card (max 4)."""
    p = s.players[seat]
    if p.knows("Code of Laws") and "coin:Code of Laws" not in p.used and \
            _on_card(p, "Code of Laws") < abilities.coins_per_card(s, seat, COINS_PER_CARD):
        s = s.edit_player(seat, used=p.used + ("coin:Code of Laws",))
        return add_card_coin(s, seat, "Code of Laws")
    return s


# == investments (§10.6c: only the highest active tier works) ==================================

@cites(rb.INVESTMENT_TIER, rb.GP_EFFECTS)
def invested(s, seat: int, card: str, before: int):
    """After a marker goes on ``card`` (``before`` markers there before): Public Education's tier that
    activates teaches a free tech; A. P. Giannini builds a free building (its choice is the first free
    land square of the first city able, a teaching simplification named in the doc)."""
    tiers = catalog().investments.get(card, ())
    now = before + 1
    for at, kind, _ in tiers:
        if kind == "learn_tech" and before < at <= now and s.learnable(seat):
            s = s._push(card_effects.PublicEducation(seat))
    if active(s, seat, "A. P. Giannini"):
        s = s._push(card_effects.Giannini(seat))
    return s


# == great people (L792-805; effects CV-B-25) ==================================================

def _city_word(c) -> str:
    return f"{c[0]},{c[1]}"


@cites(rb.GP_ABILITY, rb.GP_NEEDS_MARKER, rb.GP_EFFECTS)
def gp_refusal(s, seat: int, card: str):
    """A great person used: held, a marker of its type of the player's on the board (L792-805), and
    one the engine plays."""
    if card not in [n for n, _ in s.players[seat].gp_cards]:
        return rb.GP_ABILITY, f"P{seat + 1} holds no great person {card!r}"
    t = s.gp_type(card)
    if t not in own_gp_types(s, seat):
        article = "an" if t[:1] in "aeiou" else "a"
        return rb.GP_NEEDS_MARKER, f"using {card} needs {article} {t} marker of yours on the board (the pool does not count)"
    why = GP_PLAYED.get(card, "")
    if why != "played":
        return rb.GP_EFFECTS, f"{card} cannot be played by this engine: {why}"
    return None


def gp_uses(s, seat: int, name: str, up: bool, phase: str, done=()) -> list:
    """The arguments with which held great person ``name`` (face ``up`` or not) may be used now, in
    ``phase``: an ongoing one turns face up (Mother Teresa, face up, gives a coin at the Start of
    Turn); a discarded one in its phase (:data:`GP_WHEN`), with what its effect needs (:func:`gp_args`)."""
    p = s.players[seat]
    if name in ONGOING:
        if not up:
            return [""]
        if name == "Mother Teresa" and phase == "start" and "teresa" not in p.used and p.coins:
            return [f"P{q.seat + 1}" for q in s.players if q.seat != seat]
        return []
    when = GP_WHEN.get(name, "any")
    if when != "any" and when != phase:
        return []
    return gp_args(s, seat, name, done)


@cites(rb.GP_NEEDS_MARKER)
def own_gp_types(s, seat: int) -> set:
    """The types of ``seat``'s great person markers on the board: a card is used only with one of its type
    (:meth:`~rulekit.civ.game.Position.gp_marker_types`, kept while the board's markers are unchanged)."""
    return s.gp_marker_types.get(seat, frozenset())


def gp_options(s, seat: int, phase: str, done=()) -> list:
    """The great person uses ``seat`` may make now (each needs a same-type marker on the board)."""
    out = []
    cards = s.players[seat].gp_cards
    if not cards or not own_gp_types(s, seat):       # gp_refusal refuses every card: no marker to use one with
        return out
    for name, up in cards:
        if gp_refusal(s, seat, name) is None:
            out += known_actions(UseGP, name, each=gp_uses(s, seat, name, up, phase, done))
    return out


def gp_args(s, seat: int, name: str, done) -> list:
    p = s.players[seat]
    if name == "Jerry Garcia":
        cap = next((c for c in s.cities if c.owner == seat and c.is_capital), None)
        return [""] if cap is not None and cap.centres[0] not in done else []
    if name == "Ada Lovelace":
        return [_city_word(c) for c in done]
    if name == "Thomas Edison":
        known = {t for q in s.players if q.seat != seat for t in q.tech_names}
        return [t for t in s.learnable(seat) if t in known]
    if name == "Albert Einstein":
        return [x for x, have in (("culture", p.trade), ("trade", p.culture)) if have]
    if name == "Jacques Cousteau":
        return [""] if card_effects.harbor_squares(s, seat) else []
    if name == "Frida Kahlo":
        return [""] if p.events else []
    if name == "Orville Wright":
        return [""]
    return [""]


@cites(rb.GP_ABILITY, rb.GP_NEEDS_MARKER, rb.GP_EFFECTS)
def use_gp(s, seat: int, a: UseGP, done):
    """Use a great person: an ongoing one turns face up and stays; any other goes face up to the
    bottom of the deck (L802-804) and its effect is played. Returns ``(state, done)``."""
    name = a.card
    t = s.gp_type(name)
    rules.check_gp_use(t, sum(1 for _, o, k in s.gp_board if o == seat and k == t))
    if GP_PLAYED.get(name) != "played":
        raise IllegalAction(rb.GP_EFFECTS, f"{name} cannot be played: {GP_PLAYED.get(name)}")
    p = s.players[seat]
    if name in ONGOING:
        if (name, False) in p.gp_cards:
            cards = tuple((n, True) if n == name else (n, u) for n, u in p.gp_cards)
            return s.edit_player(seat, gp_cards=cards), done
        o = _seats(s, seat, a.arg)[0]                         # Mother Teresa
        s = s.edit_player(seat, coins=p.coins - 1, used=p.used + ("teresa",))
        s = s.edit_player(o, coins=s.players[o].coins + 1)
        return step_up(s, seat), done
    s = s.edit_player(seat, gp_cards=tuple(c for c in p.gp_cards if c[0] != name))._with(gp_deck=s.gp_deck + ((name, True),))
    p = s.players[seat]
    if name == "Jerry Garcia":
        mine = [c for c in s.cities if c.owner == seat]
        s = s.edit_player(seat, culture=p.culture + sum(rules.ARTS_CULTURE[c.kind] for c in mine))
        cap = next(c for c in mine if c.is_capital)
        done = done + (cap.centres[0],)
        for _ in mine:
            s = on_arts(s, seat)
    elif name == "Ada Lovelace":
        r, c = (int(x) for x in a.arg.split(","))
        done = tuple(d for d in done if tuple(d) != (r, c))
    elif name == "Frank Lloyd Wright":
        n = sum(1 for _, o, _ in s.buildings if o == seat)
        s = s.edit_player(seat, trade=min(rules.DIAL_MAX, p.trade + n), culture=p.culture + n)
    elif name == "Orville Wright":
        s = s.edit_player(seat, units=tuple(sorted(p.units + ("aircraft",))))
    elif name == "Thomas Edison":
        s = s.learn_tech(seat, a.arg)
    elif name == "Khalid ibn al-Walid":
        s = s._with(first=seat)
    elif name == "Jacques Cousteau":           # up to 3 Harbors: the player picks each square (AMB-X41)
        s = s._push(card_effects.CousteauHarbor(seat, 3))
    elif name == "St. Francis of Assisi":
        s = s.edit_player(seat, culture=p.culture + 3 * unbuilt_armies(s, seat))
    elif name == "Andrew Carnegie":
        for _ in range(s.coins_of(seat) // 3):
            s = step_up(s, seat)
    elif name == "Captain James Cook":
        s = s.edit_player(seat, used=p.used + ("cook",))
    elif name == "Marco Polo":
        s = s.edit_player(seat, trade=rules.DIAL_MAX)
    elif name == "Albert Einstein":
        if a.arg == "culture":
            s = s.edit_player(seat, culture=p.culture + p.trade, trade=0)
        else:
            moved = min(p.culture, rules.DIAL_MAX - p.trade)
            s = s.edit_player(seat, trade=p.trade + moved, culture=p.culture - moved)
    elif name == "Frida Kahlo":
        n = len(p.events)
        s = s.edit_player(seat, events=())._with(culture_discard=tuple(sorted(s.culture_discard + p.events)))
        for _ in range(n):
            s = draw_event(s, seat, max(1, deck_level(max(1, p.culture_level))))
    # Zheng He: the engine hides nothing from the table, so looking changes no state (the card is spent)
    return s.check_win(), done
