"""Write the Guns & Steel chapter notebooks and the front door, then (optionally) run them.

    python notebooks/_make_gunsteel.py            # write the .ipynb files (no outputs)
    python notebooks/_make_gunsteel.py --execute  # write them and store fresh outputs

Every notebook follows one pattern (shared/DESIGN.md, "Notebooks"): what the
chapter covers and where it is in the rulebook → the rules, each on a small
live state → the chapter's worked examples, replayed and asserted with the
rulebook's numbers → a widget to try the chapter's actions → "check yourself"
questions answered by code → a summary. Writing them from one script keeps the
pattern and the helper cells identical everywhere.

The notebooks hold no rule: every number they print or assert is the engine's
answer (rulekit.gunsteel) or a worked example's expectation (examples/*.toml).
``gunsteel/10-play-a-whole-game.ipynb`` is written by hand and never touched here.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = Path(__file__).resolve().parent
CHECK = "# NBVAL_CHECK_OUTPUT\n"


def md(text: str):
    return new_markdown_cell(textwrap.dedent(text).strip("\n"))


def code(text: str, check: bool = False):
    """A code cell; ``check=True`` marks its printed output as a rule outcome for nbval."""
    src = textwrap.dedent(text).strip("\n")
    return new_code_cell((CHECK if check else "") + src)


def checked(text: str):
    return code(text, check=True)


# -- cells every chapter notebook shares ---------------------------------------------

HELPERS = code('''
import rulekit.gunsteel as gs
from rulekit.core import scenario
from rulekit.gunsteel import rulebook as rb


def show_example(example_id):
    """Print a worked example (what it shows, its start state, its steps), replay it, return the result."""
    s = scenario.by_id(example_id)
    print(f"{s.id}: {s.title}\\n(rule {s.rule}, rulebook {s.lines})\\n")
    print(s.summary.strip(), "\\n")
    print("Start:")
    print(scenario.start(s), "\\n")
    print("Steps:" if s.steps else "Steps: none (the example is about the set-up itself)")
    for i, step in enumerate(s.steps, 1):
        print(f"  {i:2}. {step}")
    result = scenario.run(s)
    print()
    print(result.report())
    return result


def show_options(*ids):
    """The rulebook's open questions named here: our default reading, and the option giving the other."""
    default = gs.Options()
    for amb, question, option, why in gs.AMBIGUITIES:
        if amb not in ids:
            continue
        if option is None:
            print(f"{amb:<7} {question}: no option, because {why}")
            continue
        value = getattr(default, option)
        others = [v for v in gs.Options.CHOICES.get(option, (False, True)) if v != value]
        print(f"{amb:<7} {question}: Options.{option} = {value!r} by default; "
              f"the other reading: {', '.join(map(repr, others))}")
''')


def where(*numbers: str):
    """A cell printing the rulebook sections a notebook covers."""
    wanted = ", ".join(f'"{n}"' for n in numbers)
    return checked(f"""
    for number in [{wanted}]:
        print(rb.rule(number))
    """)


PYRAMID_FIGURE = '''
import matplotlib.pyplot as plt
import networkx as nx

from rulekit.gunsteel.svg import ERA_COLOURS


def draw_pyramid(G, title, highlight=(), focus=None, size=(9, 4.2)):
    """Draw a pyramid graph: each node above the middle of the two it rests on (row/idx attributes)."""
    pos = {n: (d["idx"] + (d["row"] - 1) / 2, d["row"]) for n, d in G.nodes(data=True) if "row" in d}
    H = G.subgraph(pos)
    colours = []
    for n, d in H.nodes(data=True):
        if n == focus:
            colours.append("#e67e22")
        elif n in highlight:
            colours.append("#d63384")
        elif not d["present"]:
            colours.append("#dddddd")
        else:
            colours.append(ERA_COLOURS[d["era"]])
    fig, ax = plt.subplots(figsize=size)
    nx.draw_networkx_edges(H, pos, ax=ax, arrows=True, arrowstyle="-|>", arrowsize=10,
                           edge_color="#999999", node_size=700)
    nx.draw_networkx_nodes(H, pos, ax=ax, node_color=colours, node_size=700)
    nx.draw_networkx_labels(H, pos, ax=ax, font_color="white", font_size=9, font_weight="bold")
    ax.set_title(title, fontsize=11)
    ax.set_axis_off()
    plt.show()
'''


# The two-player New World position of notebook 04 (P1 ends turn 3 with one card in
# hand); notebooks 07c and 08 start from it too, each cell standing on its own.
NOTEBOOK_04_POSITION = """
    MOVES = ["res blue-1",
             "res red-1", "tech red-2", "pass", "pass",
             "res blue-2", "tech blue-4", "pass", "pass",
             "res red-3", "tech red-5", "pass", "pass"]
    g = gs.new_game(players=2, card_set="new-world", seed=1)
    for move in MOVES:
        g = g.apply(move)"""


def notebook(cells, depth: int = 1):
    """A notebook of ``cells`` (``depth`` is kept for the callers; the package is installed)."""
    nb = new_notebook(cells=list(cells))
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    return nb


# ======================================================================================
# 01 — Introduction and components (§1 + §2)
# ======================================================================================

NB01 = [
    md("""
    # Guns & Steel 01 — Introduction and components

    *Guns & Steel: Historia Ludzkości* ("History of Mankind"), by Jesse Li, is a card game for 2 to 4 players
    in which a civilization grows from farming and barter to spaceflight in under an hour. This notebook covers
    the first two chapters of the Polish rulebook together, because the first one holds no rule at all:

    | § | Polish heading | English | Lines of the OCR text |
    |---|---|---|---|
    | 1 | *Od epoki kamienia…* | From the Stone Age… (introduction) | L7–28 |
    | 2 | *Komponenty gry* | Game components | L32–95 |

    What you will see: the two card sets, what is in the box, how rulekit stands in for the card faces nobody
    has published, and how Renaissance-only rules are marked. Each rule is shown on a live game state from
    `rulekit.gunsteel`; nothing here decides a rule itself.
    """),
    HELPERS,
    where("1", "2"),
    md("""
    ## Two sets in one box (§1, L12–28)

    The box holds two sets of cards built on the same rules:

    - *Nowy Świat* (New World): from the first fields and barter to soldiers, engines and nuclear submarines;
      the tone is about keeping up and leading the next era.
    - *Renesans* (Renaissance): a set about change and responsibility, where the aim is stability and a new
      golden age rather than conquest. It adds a scoring track and glory markers.

    The rulebook suggests an order (§2, L35–39): learn with New World, move on to Renaissance, and only after a
    few games shuffle both together (chapter 9). The engine knows these three ways to play as `card_set` values,
    listed in that same order:
    """),
    checked("""
    print(gs.MODES)
    for mode in gs.MODES:
        g = gs.new_game(players=3, card_set=mode, seed=1)
        print(f"{mode:<12} Renaissance rules: {g.renaissance_rules}")
    """),
    md("""
    Rules that only apply to Renaissance sit in a yellow box with a hang-glider (*lotnia*) icon in the printed
    book (§2, L92–95). The OCR lost the boxes, so the digest recognises those passages by stray characters.
    In the engine the switch is `state.renaissance_rules`: true for the Renaissance and the combined game
    (chapter 9 says the combined game follows Renaissance rules).

    ## What is in the box (§2, L41–90)

    One hundred cards, plus wooden markers:

    - 20 starting Civilization cards (*karty Cywilizacji*), 5 in each of 4 player colours (C01–C05);
    - per set, 25 Civilization cards split into five eras (*Ery*) by the resource on their back —
      7 Horse (*Rumak*), 6 Gunpowder (*Proch*), 5 Oil (*Ropa*), 4 Earth (*Ziemia*), 3 Space (*Kosmos*) —
      and 10 Wonder cards (*karty Cudów*), two per era;
    - 6 reference cards, and for Renaissance 4 scoring-track cards and 24 markers (6 per colour).

    ### The teaching deck

    The rulebook prints the rules but almost no card faces, and no public list of the printed cards exists.
    rulekit therefore ships a **teaching deck**, `rulekit/gunsteel/data/teaching.toml`: every card is named by
    set, era and slot (`NW-G4` is New World, Gunpowder era, slot 4) and its numbers and effects are our own,
    built only from effect kinds the rulebook describes. Each record says so (`confidence = "teaching"`).
    What *is* publicly known of the printed cards — names, a few costs, the wonder list — is kept apart in
    `rulekit/gunsteel/data/printed.toml`, each fact with its source. The engine checks the teaching deck against
    the component list when it loads it:
    """),
    checked("""
    from collections import Counter
    from rulekit.gunsteel.cards import ERA_COUNTS, ERAS

    deck = gs.teaching_deck()
    print("the rulebook's count per era and set:", ERA_COUNTS)
    for card_set in ("new-world", "renaissance"):
        per_era = [len(deck.set_cards(card_set, era)) for era in ERAS]
        wonders = [len(deck.set_wonders(card_set, era)) for era in ERAS]
        print(f"{card_set:<12} cards per era {per_era} = {sum(per_era)}, wonders per era {wonders} = {sum(wonders)}")
    starting = sorted(c.id for c in deck.cards.values() if c.set == "start")
    print("starting cards:", len(starting), "=", Counter(c.split("-")[0] for c in starting))
    """),
    md("""
    A card record carries its source and how sure we are of it. One teaching card, and what `printed.toml`
    knows of a real card the rulebook names (the Cannon, *Działo*, from the Buy Phase example):
    """),
    checked("""
    import tomllib
    from rulekit.gunsteel.cards import DATA

    card = deck.cards["NW-G4"]
    print(card.id, "|", card.name, "|", card.confidence)
    print("  source:", card.source)

    printed = tomllib.loads((DATA / "printed.toml").read_text(encoding="utf-8"))
    cannon = next(c for c in printed["named_card"] if c.get("name_pl") == "Działo")
    print({k: cannon[k] for k in ("name", "name_pl", "cost", "confidence") if k in cannon})
    print(len(printed["named_card"]), "printed cards are known by name;",
          len(printed["named_wonder"]), "wonders")
    """),
    md("""
    ## A player's starting cards (§2, L43–44; used in §5)

    Each colour's five starting cards show Food (*Żywność*) or Iron (*Żelazo*) on their resource side, 3 and 2.
    Those two resources exist on no other card. A fresh game deals them out:
    """),
    checked("""
    g = gs.new_game(players=2, card_set="new-world", seed=1)
    for p in g.players:
        backs = Counter(g.card(c).resource for c in p.hand)
        print(p.name, p.colour, list(p.hand), dict(backs))
    set_backs = sorted({c.resource for c in deck.cards.values() if c.set != "start"})
    print("resources on set cards:", set_backs)
    """),
    md("""
    ## Try it

    A player's board as a widget: the cards in hand, and one button per legal action. In this 2-player game the
    second player (P2) begins by laying one starting card as a first resource (set-up, chapter 5). Click one;
    the buttons are the engine's `legal_actions()`, nothing else.
    """),
    code("""
    from widgets import PlayerView

    PlayerView(g, seat=1)
    """),
    md("""
    ## Check yourself

    **Q-01.** How many players can play? (The box says 2–4, from age 10.) The engine accepts exactly those
    counts and refuses others, citing the line of the rulebook.
    """),
    checked("""
    print("players:", gs.PLAYERS)
    from rulekit import IllegalAction

    try:
        gs.new_game(players=5)
    except IllegalAction as e:
        err = e
    print(err.reason, "|", err.rule)
    assert gs.PLAYERS == (2, 3, 4)
    """),
    md("""
    **Q-02.** Which set should a first game use? New World first, then Renaissance, then both mixed — the order
    of `gs.MODES` above. What does the choice change in the rules? The End of Turn, for one: only the
    Renaissance rules (also used by the combined game) place glory markers, and in another order:
    """),
    checked("""
    from rulekit.gunsteel.game import END_STEPS

    for rules_of, steps in END_STEPS.items():
        print(f"{rules_of:<12}", " -> ".join(steps))
    """),
    md("""
    **Which resources can you only ever get from your starting cards?** Food and Iron.
    """),
    checked("""
    only_start = sorted({c.resource for c in deck.cards.values() if c.set == "start"} - set(set_backs))
    print(only_start)
    assert only_start == ["FOOD", "IRON"]
    """),
    md("""
    ## Summary

    - Two sets share one rulebook: New World and Renaissance; Renaissance-only rules (the scoring track, glory
      markers) apply to Renaissance and to the combined game (`state.renaissance_rules`).
    - One set is 25 Civilization cards (7/6/5/4/3 over five eras) and 10 wonders; each player starts with
      3 Food + 2 Iron.
    - The printed card faces are not public: rulekit plays with a labelled teaching deck, and keeps what is
      known of the printed cards, with sources, in `printed.toml`.

    Next: [03 — Civilization cards](03-civilization-cards.ipynb).
    """),
]


# ======================================================================================
# 03 — Civilization cards (§3)
# ======================================================================================

NB03 = [
    md("""
    # Guns & Steel 03 — Civilization cards

    Chapter 3 of the rulebook, *Karty Cywilizacji* (Civilization cards, L100–211), explains the one kind of card
    the whole game turns on. Every Civilization card has two faces: a resource side (*strona zasobu*) and a
    technology side (*strona technologii*). Where a card lies, and which face is up, decides what it does.

    | part | Polish heading | English | Lines |
    |---|---|---|---|
    | 3a | (opening) | two sides, your tableau, taking cards back | L102–114 |
    | 3b | *Strona zasobu* | resource side: resources, exhausting, renewing, Earth and Space | L116–168 |
    | 3c | *Strona technologii* | technology side: Civil, Tactical, Military, Reaction | L170–211 |

    This chapter has no worked example of its own; its rules are used by every example later on. Each rule
    below is shown on a small live game.
    """),
    HELPERS,
    where("3", "3b", "3c"),
    md("""
    ## One card, two faces (§3a, L102–109)

    You play a card from your hand either as a resource (in the Resource Phase) or as a technology (in the
    Technology Phase). Cards you have played lie in front of you in any arrangement: your tableau (*układ*);
    there are no placement rules. Both faces of one card, as the engine stores them:
    """),
    checked("""
    deck = gs.teaching_deck()
    card = deck.cards["NW-G4"]
    print("resource side:   ", card.resource, "| VP", card.vp)
    print("technology side: ", card.tech, "| VP", card.vp, "| strength", card.strength,
          "| reaction", card.reaction, "| base cost", card.cost)
    print("effect:          ", "; ".join(str(e) for e in card.effects))
    print("2-player removal:", card.remove_2p)
    """),
    md("""
    The victory points are printed on both faces and are the same (§3b, L120–121), so a card scores wherever it
    is at the end. The card above is a teaching card: the printed faces are not public (see notebook 01).

    A new two-player game, the start player P1 in the Resource Phase. Only resource plays are legal now; asking
    for a technology play is refused with the rule it breaks:
    """),
    checked("""
    g = gs.new_game(players=2, card_set="new-world", seed=1).apply("res blue-1")
    print(g.where())
    print("legal:", [str(a) for a in g.legal_actions()])
    print(g.why_not("tech red-2"))
    """),
    md("""
    ## The resource side: exhausting (§3b, L134–150)

    To exhaust (*wyczerpać*) a resource is to turn its card from the resource side to the technology side.
    The technology that comes into view does **not** happen. A card is exhausted for four purposes only:
    (a) to pay for a Civilization card in the Buy Phase — the only time you actually *get* the resource;
    (b) to pay for using a technology you played; (c) when attacked, to turn Tactical or Military cards
    face up; (d) after losing a battle.

    Here P1 lays `red-3` (an Iron card whose other face is a weak attack) as a resource, plays `red-5` as a
    technology and uses it for one Iron until the end of the turn, then buys the Horse card at `H2`, which
    costs 2 Iron:
    """),
    checked("""
    for move in ["res red-3", "tech red-5", "use red-5"]:
        g = g.apply(move)
    p = g.players[0]
    print("before buying: resource side up", p.resources, "| technology side up", p.techs, "| for this turn", p.temp)
    print(g.cost_report("H2")["text"])
    bought = g.apply("buy H2")
    p = bought.players[0]
    print("after buying:  resource side up", p.resources, "| technology side up", p.techs, "| for this turn", p.temp)
    print("next:", bought.where())
    """),
    md("""
    `red-3` paid for the card and now shows its attack face, yet no attack happened: the turn simply went on to
    P2. Exhausting to pay gives the resource, never the technology (GS-R-09).

    ## Renewing: only through technologies (§3b, L152–156, L166–168)

    The opposite move, turning a card from its technology side back to its resource side, is renewing
    (*odnowić*). Only a technology's effect can do it — one that renews a named resource, or one of your choice.
    You may look at both faces of your cards at any time, but you may never turn one over because you want to:
    """),
    checked("""
    err = bought.why_not("renew red-3")
    print(err.reason)
    print("rule:", err.rule)
    renewers = sorted(c.id for c in deck.cards.values()
                      if any(e.kind in ("renew", "renew_all") for e in c.effects) and c.set == "new-world")
    print("New World teaching cards that renew:", renewers)
    """),
    md("""
    ## Storing resources (§3b, L158–160)

    A resource is only usable while its card lies resource side up in your tableau; unused ones simply stay
    there for later turns. P2 laid `blue-1` during set-up; a whole turn of P1's has gone by and it still lies
    there, ready for P2:
    """),
    checked("""
    print(gs.new_game(players=2, card_set="new-world", seed=1).apply("res blue-1").players[1].resources,
          "->", bought.players[1].resources, "at", bought.where())
    """),
    md("""
    ## Earth and Space (§3b, L162–166)

    Earth is a wild resource: it stands in for any other. One Space counts as two Earth, so it pays for any two
    resources, alike or different — but it never counts as two Space. In the engine an exhausted card gives
    *units*: one of its resource, or two Earth for a Space card.
    """),
    checked("""
    from rulekit.core.resources import Bag
    from rulekit.gunsteel.payment import pay_check, unit_of

    print("one Space card gives:", unit_of("SPACE"))
    print("1 Earth pays 1 Oil:", pay_check(unit_of("EARTH"), (), Bag(OIL=1), 0) is None)
    print("1 Space pays Gunpowder + Oil:", pay_check(unit_of("SPACE"), (), Bag(GUNPOWDER=1, OIL=1), 0) is None)
    print("1 Space pays 2 Space:", pay_check(unit_of("SPACE"), (), Bag(SPACE=2), 0) or "yes")
    """),
    md("""
    ## The technology side (§3c, L170–211)

    The technology face carries the card's name and number, the resource on its back (its era), its type,
    its victory points, its military strength (*siła militarna*), perhaps a Reaction (*Reakcja*) icon, its base
    purchase cost, a mark for cards removed in two-player games, and its effect.

    - **Civil** (*Cywilne*, green): production — resources, some of which last only this turn.
    - **Tactical** (*Taktyczne*, blue): play extra Military cards, or set off Military cards already out.
    - **Military** (*Militarne*, red): attack every opponent at once; an opponent loses when the attacker's
      total strength is *greater*.
    - **Reaction**: a card with this icon may be played from hand when you are attacked, outside your turn.

    A technology works only when it is played in the Technology Phase or set off again by another technology.
    How the teaching deck spreads the types (each era mixes all three):
    """),
    checked("""
    from collections import Counter
    for card_set in ("new-world", "renaissance"):
        cards = [c for c in deck.cards.values() if c.set == card_set]
        kinds = Counter(c.tech for c in cards)
        print(f"{card_set:<12}", dict(sorted(kinds.items())), "| with Reaction:", sum(c.reaction for c in cards))
    """),
    md("""
    Military strength counts only the cards lying **technology side up** in your tableau (§7b, L451–454; the
    next chapter uses it). P1's `red-3` added nothing while it lay as an Iron resource; once exhausted it counts,
    and so does the bought Horse card, which arrived technology side up:
    """),
    checked("""
    print("strength before the purchase:", g.strength(0), "| after:", bought.strength(0))
    print({c: deck.cards[c].strength for c in bought.players[0].techs})
    """),
    md("""
    ## Try it

    P1's board at the start of the first turn. Play a card as a resource, then one as a technology; the buttons
    change with each phase because they are exactly the engine's legal actions.
    """),
    code("""
    from widgets import PlayerView

    PlayerView(gs.new_game(players=2, card_set="new-world", seed=1).apply("res blue-1"), seat=0)
    """),
    md("""
    ## Check yourself

    **Q-13.** When you exhaust a resource card, does its technology take effect? No — `red-3` above paid for a
    card and its attack never ran: nobody was asked to defend.
    """),
    checked("""
    print("after the purchase:", bought.where())
    assert "react" not in [t.kind for t in bought.tasks] and "red-3" in bought.players[0].techs
    """),
    md("""
    **Q-15 / Q-17.** May you turn a card over because you want to? How does a technology card get back to its
    resource side? Never at will; only a technology that renews can do it.
    """),
    checked("""
    err = bought.why_not("renew red-3")
    print(err.rule.ref, "-", err.reason)
    assert err.rule.ref == "GS-R-14"
    """),
    md("""
    **Q-20 / Q-21.** What does Earth do, and what is a Space worth? Earth replaces any one resource; a Space is
    two Earth — any two resources — but never two Space.
    """),
    checked("""
    assert unit_of("SPACE") == Bag(EARTH=2)
    assert pay_check(unit_of("SPACE"), (), Bag(HORSE=1, OIL=1), 0) is None
    assert pay_check(unit_of("SPACE"), (), Bag(SPACE=2), 0) is not None
    print("Space =", unit_of("SPACE"), "; pays two different resources; never 2 Space")
    """),
    md("""
    ## Summary

    - Every Civilization card has a resource side and a technology side; its VP are the same on both.
    - Exhausting turns a resource card to its technology side: it pays, and only a Buy-Phase payment actually
      yields the resource; the technology revealed never acts.
    - Renewing turns it back, and only a technology's effect can do that; you never flip cards at will.
    - Earth is wild; a Space is two Earth, never two Space.
    - Technologies are Civil, Tactical or Military; Reaction cards can be played when attacked. Military strength
      counts technology-side cards only.

    Previous: [01 — Introduction and components](01-introduction-and-components.ipynb) ·
    Next: [04 — Wonder cards](04-wonder-cards.ipynb).
    """),
]


# ======================================================================================
# 04 — Wonder cards (§4)
# ======================================================================================

NB04 = [
    md("""
    # Guns & Steel 04 — Wonder cards

    Chapter 4, *Karty Cudów* (Wonder cards, L216–255), is short: what a Wonder (*Cud*) is, what its two faces
    show, and when you become its owner. The detailed procedure for claiming one sits in the End of Turn
    (chapter 7d, notebook 07c); here we meet the cards and see one claimed in a live game.

    | part | Polish heading | English | Lines |
    |---|---|---|---|
    | 4 | (opening) | owning a Wonder; never in hand; lost to attacks | L218–220 |
    | 4a | *Awers karty* | front (sepia side) | L222–240 |
    | 4b | *Rewers karty* | back (colour side) | L242–249 |
    | 4c | (closing) | the end-of-turn check | L251–255 |
    """),
    HELPERS,
    where("4"),
    md("""
    ## Owning a Wonder (§4, L218–220)

    Meet the conditions printed on a Wonder and it becomes yours. Nothing is paid: the rulebook's word
    "purchase" (*zakup*) here means taking it once you qualify (ambiguity A15 — the engine has no payment for
    wonders at all). A Wonder never goes into your hand, and a successful attack can take it from you
    (notebook 07a, GS-EX-9).

    ## The two faces (§4a–4b, L222–249)

    The sepia front (*awers*) shows the era icon (top left), a picture of one Civilization card of that era
    (top right; used at set-up, notebook 05), the victory points, and the condition for completing it. In
    Renaissance it shows instead the condition for placing a glory marker (*znacznik chwały*) and how many
    markers complete it. The colour back (*rewers*) shows the name and the points: a finished Wonder lies
    colour side up.

    The teaching deck's wonders — again our own faces, since the printed ones are not public:
    """),
    checked("""
    deck = gs.teaching_deck()
    for w in deck.wonders.values():
        if w.set == "new-world":
            print(f"{w.id:<8} {w.era:<9} {w.vp} VP  shows {w.picture:<6}  complete when: {w.condition}")
    print()
    for w in deck.wonders.values():
        if w.set == "renaissance":
            print(f"{w.id:<8} {w.era:<9} {w.vp} VP  shows {w.picture:<6}  glory when: {w.glory}; "
                  f"{w.glory_required} markers complete it")
    """),
    md("""
    ## The end-of-turn check (§4c, L251–255)

    At the end of your turn you check whether you meet a Wonder's conditions; if so, you take it and turn it
    colour side up. In New World the detailed End of Turn (§7d) makes this check only when your hand is down
    to 0 or 1 cards (ambiguity A6, notebook 07c).

    A two-player New World game. P1 has played the Civil starting cards `red-2` and `red-5` technology side up
    over two turns and ends the second with a single card in hand. The Horse-era Wonder beside the pyramid asks
    for two Civil technologies on the table:
    """),
    checked("""
    MOVES = ["res blue-1",
             "res red-1", "tech red-2", "pass", "pass",       # P1, turn 1
             "res blue-2", "tech blue-4", "pass", "pass",     # P2, turn 2
             "res red-3", "tech red-5", "pass", "pass"]       # P1, turn 3: one card left in hand
    g = gs.new_game(players=2, card_set="new-world", seed=1)
    for move in MOVES:
        g = g.apply(move)
    print(g)
    wonder = deck.wonders[g.wonder_slots[0]]
    print()
    print(wonder.id, "-", wonder.name, "- condition:", wonder.condition)
    print("P1 qualifies for:", g.eligible_wonders(0))
    print("P1 may now:", [str(a) for a in g.legal_actions()])
    """),
    checked("""
    claimed = g.apply("claim NW-W-H2")
    p = claimed.players[0]
    print("P1's wonders:", p.wonders, "| hand:", p.hand, "| still resource side up:", p.resources)
    print("Horse-era slot beside the pyramid:", claimed.wonder_slots[0])
    print("VP:", claimed.scores())
    """),
    md("""
    Claiming cost nothing: P1's resource cards are untouched. Then the End of Turn went on: P1 took the
    technology-side cards back into hand (the Wonder stayed on the table) and may now take back resource cards.

    The rulebook's two open questions about this chapter, and what the engine does with them:
    """),
    checked("""
    show_options("A15", "A6")
    """),
    md("""
    ## Try it

    The pyramid with a Wonder beside each row (a static picture first, which also shows on GitHub), then P1's
    board at the moment of the check. Claim the Wonder and watch the End of Turn continue.
    """),
    code("""
    from widgets import PlayerView
    from widgets.static_picture import pyramid_svg

    pyramid_svg(g, caption="Wonders beside their rows (left); P1 at the end of turn 3")
    """),
    code("""
    PlayerView(g, seat=0)
    """),
    md("""
    ## Check yourself

    **Q-36.** Can a Wonder ever be taken into hand? Never: after the take-back P1's Wonder is still on the
    table. And nothing was paid for it (A15).
    """),
    checked("""
    assert "NW-W-H2" in p.wonders and "NW-W-H2" not in p.hand
    assert p.resources == g.players[0].resources          # no resource spent on the Wonder
    print("wonder on the table, not in hand; resources unchanged:", p.resources)
    """),
    md("""
    **Q-37 (first half).** How many Wonders can you take in one turn? One: after the claim the engine moves on
    to taking cards back and offers no second claim.
    """),
    checked("""
    print("next decision:", claimed.tasks[0].kind, [str(a) for a in claimed.legal_actions()])
    assert not any(str(a).startswith("claim") for a in claimed.legal_actions())
    """),
    md("""
    ## Summary

    - A Wonder is won by meeting its printed condition, never bought (A15); it stays on your table colour side
      up, never in your hand, and an attack can take it away.
    - The sepia front shows era, reference picture, VP and the condition (Renaissance: glory condition and the
      number of markers); the colour back shows the VP.
    - The check happens at the end of your turn; in New World only when you hold 0–1 cards (A6), at most one
      Wonder a turn.

    Previous: [03 — Civilization cards](03-civilization-cards.ipynb) ·
    Next: [05 — Setup and goal](05-setup-and-goal.ipynb).
    """),
]


# ======================================================================================
# 05 — Setup and goal (§5 + §6)
# ======================================================================================

NB05 = [
    md("""
    # Guns & Steel 05 — Setup and goal

    Chapter 5, *Przygotowanie do gry* (Setup, L260–341), lays out the table in five steps, a)–e): starting
    cards, the technology pyramid (*piramida kart technologii*), the Wonders beside it, the start player and
    first resources, and go. Chapter 6, *Cel gry* (Goal of the game, L346–357), is three sentences long, so it
    joins this notebook at the end.

    | § | Polish heading | English | Lines |
    |---|---|---|---|
    | 5 | *Przygotowanie do gry* | Setup: steps a–e, the Wonder example, the pyramid figure | L260–341 |
    | 6 | *Cel gry* | Goal of the game | L346–357 |

    Worked examples here: **GS-EX-1** (which Space-era Wonder is used), **GS-EX-2** (who lays a first
    resource), **GS-EX-3** (the pyramid for 3–4 players).
    """),
    HELPERS,
    where("5", "6"),
    md("""
    ## Step a) Starting cards (L262–272)

    Everyone takes the five starting cards of a colour (3 Food, 2 Iron); the coloured stripes on their resource
    side mark the player. These cards make up the starting hand. In Renaissance every player also gets a
    scoring-track card (*karta Toru Punktacji*) with one wooden marker on 0, and five more markers to use as
    glory markers.
    """),
    checked("""
    for mode in ("new-world", "renaissance"):
        g = gs.new_game(players=3, card_set=mode, seed=5)
        print(mode)
        for p in g.players:
            print(f"  {p.name} {p.colour:<6} hand {list(p.hand)}  track {p.track}  glory markers {p.glory}")
    """),
    md("""
    ## Step b) The technology pyramid (L274–282)

    Pick one set and sort its Civilization cards into five piles by the resource on their back — one pile per
    era. Shuffle each pile and build the pyramid technology side up: 7 Horse cards at the base, 6 Gunpowder
    above them so that each rests on two Horse cards, then 5 Oil, 4 Earth and 3 Space the same way. With two
    players, first put back in the box every card marked with the two-player icon.

    The engine names positions by era letter and place from the left (`H0`…`S2`). The pyramid is a graph:
    an arrow from a card to each of the two cards it rests on. A static drawing of the 4-player pyramid, laid
    out from each node's `row` and `idx`:
    """),
    code(PYRAMID_FIGURE),
    code("""
    from rulekit.gunsteel import rules
    from rulekit.gunsteel.graphs import pyramid_graph

    g4 = gs.new_game(players=4, card_set="new-world", seed=3)
    G = pyramid_graph(g4.layout, g4.pyramid)
    draw_pyramid(G, "The technology pyramid for 3-4 players: each card rests on the two below it")
    """),
    checked("""
    print("rows, bottom to top:", g4.rows, "=", sum(g4.rows), "cards")
    print("O1 rests on", sorted(G.successors("O1")), "| H1 supports", sorted(G.predecessors("H1")))
    print("nodes", G.number_of_nodes(), "edges", G.number_of_edges())
    """),
    md("""
    **Two players (ambiguity A1).** The rulebook removes the two-player-icon cards but never says how many
    there are. The rows must still shrink by one per era, so the engine reads it as one card per era:
    6/5/4/3/2. The teaching deck marks exactly one card per era and set.
    """),
    checked("""
    from rulekit.gunsteel.cards import ERAS
    deck = gs.teaching_deck()
    print("2-player icons per era:", [sum(c.remove_2p for c in deck.set_cards("new-world", e)) for e in ERAS])
    print("rows:", {n: rules.pyramid_rows(n, "new-world") for n in gs.PLAYERS})
    show_options("A1")
    """),
    md("""
    ### GS-EX-3 — the pyramid figure (L323–341)

    The rulebook's figure shows the 3–4 player pyramid with the Space era at the top and the Horse era at the
    bottom. The scenario file checks the engine's set-up against it:
    """),
    checked("""
    r3 = show_example("GS-EX-3")
    st = r3.states[0]
    G3 = pyramid_graph(st.layout, st.pyramid)
    assert r3.passed, r3.detail
    assert list(st.rows) == [7, 6, 5, 4, 3]                        # GS-EX-3: 7 Horse, 6 Gunpowder, 5 Oil, 4 Earth, 3 Space
    assert G3.number_of_nodes() == 25 and G3.number_of_edges() == 36  # GS-EX-3: 25 cards, each above the base on 2 below
    assert list(rules.pyramid_rows(3, "new-world")) == [7, 6, 5, 4, 3]  # GS-EX-3: the same for three players
    """),
    md("""
    ## Step c) One Wonder per era (L284–304)

    Take the set's ten Wonders; the icon at the top left of the sepia face tells each one's era. Of each era's
    two, one goes to the left of that era's row and the other back in the box. Which one? Each Wonder pictures
    one Civilization card of its era (top right). Use the Wonder whose pictured card lies **further left** in
    the row (*dalej na lewo*).

    In the 4-player game above, the two Horse-era Wonders picture `NW-H1` and `NW-H5`:
    """),
    checked("""
    horse_row = [g4.card(g4.pyramid[i]).picture for i in g4.layout.row("HORSE")]
    print("Horse row, left to right:", horse_row)
    for w in deck.set_wonders("new-world", "HORSE"):
        print(f"  {w.id} pictures {w.picture} at place {horse_row.index(w.picture)}")
    print("beside the Horse row:", g4.wonder_slots[0])
    """),
    md("""
    ### GS-EX-1 — the Space Station, not Apollo (L296–304)

    The rulebook's example: the *International Space Station* pictures the Nuclear Submarine, the *Apollo
    Program* pictures the Computer, and the submarine lies further left in the Space row.
    """),
    checked("""
    r1 = show_example("GS-EX-1")
    start = r1.states[0]
    space_row = [start.card(start.pyramid[i]).picture for i in start.layout.row("SPACE")]
    iss, apollo = start.deck.wonders["iss"], start.deck.wonders["apollo"]
    assert r1.passed, r1.detail
    assert rules.choose_wonder(space_row, [iss, apollo]).id == "iss"   # GS-EX-1: the Space Station goes beside the row ...
    assert rules.choose_wonder(space_row, [apollo, iss]).id == "iss"   # GS-EX-1: ... and Apollo back in the box
    """),
    md("""
    **Two open questions.** "Further left" is comparative, so the engine compares the places of the two
    pictured cards (A2). Read instead as "the picture of the row's leftmost card", the rule would usually match
    neither Wonder: in GS-EX-1's row the leftmost card is another Space card, and that reading has no answer
    (the engine then falls back to the first Wonder by id). And in a two-player game one of the two pictured
    cards may be in the box; the engine then uses the Wonder whose card is present (A17).
    """),
    checked("""
    show_options("A2", "A17")
    print()
    print("row:", space_row)
    print("further left (default):", rules.choose_wonder(space_row, [iss, apollo], "further-left").id)
    print("leftmost card (other):  ", rules.choose_wonder(space_row, [iss, apollo], "leftmost-card").id,
          "<- neither Wonder pictures", space_row[0])
    only_sub = [p for p in space_row if p != "computer"]
    print("Computer removed (A17): ", rules.choose_wonder(only_sub, [iss, apollo]).id)
    """),
    md("""
    ## Step d) Start player and first resources (L306–317)

    Choose the start player at random (the engine seats the start player as P1, the others clockwise). Then,
    depending on the number of players, some players lay one starting card of their choice in front of them,
    resource side up — their first resource. Only the later seats do (the rulebook gives no reason; it
    presumably evens out going later).

    ### GS-EX-2 — who lays a first resource
    """),
    checked("""
    r2 = show_example("GS-EX-2")
    assert r2.passed, r2.detail
    assert [[len(p.hand), len(p.resources)] for p in r2.state.players] == [[5, 0], [5, 0], [4, 1], [4, 1]]  # GS-EX-2: 4 players: only the 3rd and 4th
    assert rules.first_resource_seats(3) == (2,)   # GS-EX-2: 3 players: only the 3rd player (seat index 2)
    assert rules.first_resource_seats(2) == (1,)   # GS-EX-2: 2 players: only the 2nd player (seat index 1)
    """),
    md("""
    ## Step e) Begin (L319)

    After the first resources the start player begins the first turn with the Resource Phase (notebook 07a).

    ## §6 The goal (L346–357)

    Use your resources and technologies to buy ever better Civilization cards, raise Wonders that others want
    too, and keep them safe. Whoever has the most victory points (*punkty zwycięstwa*, PZ) at the end wins.
    The rulebook gives no tie-break; the engine's house rule is a shared win (A14, notebook 08). At the start
    everyone is level:
    """),
    checked("""
    print("scores:", g4.scores(), "| winners (seats):", g4.winners())
    show_options("A14")
    """),
    md("""
    ## Try it

    A whole 4-player table at set-up: P3 and then P4 each lay a first resource. Click a card in P3's board;
    the pyramid above shows every card's price for the player whose turn it is (base + surcharge, chapter 7c).
    """),
    code("""
    from widgets import GameView

    GameView(g4)
    """),
    md("""
    ## Check yourself

    **Q-03.** How many cards form the pyramid for 3–4 players, and how do they lie?
    """),
    checked("""
    print(g4.rows, sum(g4.rows), "cards;", G.number_of_edges(), "rests-on links")
    assert sum(g4.rows) == 25 and all(len(list(G.successors(n))) == 2 for n in G if not n.startswith("H"))
    """),
    md("""
    **Q-46 / Q-47.** Who lays a first resource with 4 players? And what changes with 2? (Seats are counted from
    0 = the start player.)
    """),
    checked("""
    for n in gs.PLAYERS:
        print(n, "players: seats", [s + 1 for s in rules.first_resource_seats(n)], "| rows", rules.pyramid_rows(n, "new-world"))
    g2 = gs.new_game(players=2, card_set="new-world", seed=3)
    removed = sorted(c.id for c in deck.cards.values() if c.set == "new-world" and c.remove_2p)
    assert not set(removed) & set(g2.pyramid)
    print("2 players: back in the box:", removed)
    """),
    md("""
    **Q-48.** Which of an era's two Wonders goes into the pyramid? The one whose pictured card lies further
    left. Check it for every era of the 4-player game:
    """),
    checked("""
    for r, era in enumerate(ERAS):
        row = [g4.card(g4.pyramid[i]).picture for i in g4.layout.row(era)]
        places = {w.id: row.index(w.picture) if w.picture in row else None for w in deck.set_wonders("new-world", era)}
        print(f"{era:<9} {places} -> {g4.wonder_slots[r]}")
        assert g4.wonder_slots[r] == min((p, w) for w, p in places.items() if p is not None)[1]
    """),
    md("""
    ## Summary

    - a) Five starting cards each (3 Food, 2 Iron); Renaissance adds a scoring track at 0 and five glory markers.
    - b) One set's cards, sorted by era, form a pyramid 7/6/5/4/3 (two players: 6/5/4/3/2, our reading A1),
      each card resting on two below.
    - c) Of each era's two Wonders, the one picturing the card further left is used (A2; A17 when one card is
      missing).
    - d) Later seats lay a first resource: with 4 players seats 3 and 4, with 3 seat 3, with 2 seat 2.
    - §6: most VP wins; the rulebook has no tie-break (A14).

    Previous: [04 — Wonder cards](04-wonder-cards.ipynb) ·
    Next: [07a — Resource and Technology Phases](07a-resource-and-technology-phases.ipynb).
    """),
]


# ======================================================================================
# 07a — Turn order, Resource and Technology Phases (§7, 7a, 7b)
# ======================================================================================

NB07A = [
    md("""
    # Guns & Steel 07a — Turn order, the Resource Phase and the Technology Phase

    Chapter 7, *Rozgrywka* (Gameplay, L359–720), is the longest of the rulebook. This notebook takes its
    first half: the turn order and the first two of the four phases, including how Civil, Tactical and Military
    technologies work, attacks and defence, and (Renaissance only) the victory-point track. The Buy Phase is
    notebook 07b, the End of Turn notebook 07c.

    | § | Polish heading | English | Lines |
    |---|---|---|---|
    | 7 | *Rozgrywka* | turn order: four phases | L359–374 |
    | 7a | *1. Faza Zasobów* | 1. Resource Phase | L376–380 |
    | 7b | *2. Faza Technologii* | 2. Technology Phase | L385–398 |
    | 7b-i | *Efekty kart Cywilnych* | effects of Civil cards | L400–428 |
    | 7b-ii | *Efekt kart Taktycznych* | effect of Tactical cards | L430–441 |
    | 7b-iii | *Efekt kart Militarnych* | effect of Military cards: attack and defence | L443–515 |
    | 7b-iv | *Zasady otrzymywania punktów zwycięstwa* | gaining victory points (Renaissance) | L520–526 |

    Worked examples: **GS-EX-4** (a card renews itself), **GS-EX-5** (a Space paying a 1-resource cost),
    **GS-EX-6** (one target or all players), **GS-EX-7** (an Attack played through a Tactical card),
    **GS-EX-8** (losing 2 resources with one Space; one Wonder per loser), **GS-EX-9** (the Nuclear Submarine).

    The cards these examples name — Mining, Calendar, Flanking, the Nuclear Submarine… — have faces nobody has
    published. Each scenario file writes them down with only what the rulebook says of them; any number the
    example needs beyond that (a strength, a VP value) is marked `confidence = "example-input"` in the file.
    """),
    HELPERS,
    where("7", "7a", "7b", "7b-i", "7b-ii", "7b-iii", "7b-iv"),
    md("""
    ## The turn (§7, L361–374)

    Beginning with the start player and going clockwise, each player plays a whole turn of four phases, in
    order, before the next player starts. The engine lists them, and a state always says whose turn and which
    phase it is:
    """),
    checked("""
    from rulekit.gunsteel.game import PHASES
    print(PHASES)
    g = gs.new_game(players=2, card_set="new-world", seed=1).apply("res blue-1")   # set-up done
    for move in ["res red-1", "tech red-5", "use red-5", "pass"]:
        print(f"{g.where():<48} -> {move}")
        g = g.apply(move)
    print(g.where())
    """),
    md("""
    ## 1. The Resource Phase (§7a, L376–380)

    If you hold any card, you must play exactly one of them as a resource: it goes in front of you resource
    side up. Later you can exhaust it to pay for something. "To use its effect", the rulebook adds; the engine
    reads that as paying a technology's cost with it, since exhausting never sets off the card's own technology
    (ambiguity A11).
    """),
    checked("""
    g = gs.new_game(players=2, card_set="new-world", seed=1).apply("res blue-1")
    print("legal:", [str(a) for a in g.legal_actions()])
    for wrong in ["pass", "tech red-2"]:
        print(f"{wrong!r}: {g.why_not(wrong).reason} ({g.why_not(wrong).rule.ref})")
    show_options("A11")
    """),
    md("""
    ## 2. The Technology Phase (§7b, L385–398)

    If you still hold a card, you must play one as a technology, technology side up. Then you *may* use it. If
    you do, you resolve everything it says, as far as that is possible — opponents included. If you don't, its
    effect waits until the card is played again or another technology sets it off.
    """),
    checked("""
    g = g.apply("res red-1").apply("tech red-5")
    print("after playing red-5:", [str(a) for a in g.legal_actions()])
    print("red-5:", g.card("red-5").name, "|", "; ".join(map(str, g.card("red-5").effects)))
    used = g.apply("use red-5")
    print("used:  ", used.where(), "| P1 has for this turn:", used.players[0].temp)
    skipped = g.apply("pass")
    print("passed:", skipped.where(), "| P1 has for this turn:", skipped.players[0].temp)
    """),
    md("""
    ### Civil cards (§7b-i, L400–428)

    Civil cards raise production. Some hand you resources that must be spent this turn or are lost at its end:
    """),
    checked("""
    print("in the Buy Phase:", used.players[0].temp)
    after_turn = used.apply("pass")            # buy nothing; the turn ends
    print("next turn:", after_turn.where(), "| P1 keeps", after_turn.players[0].temp)
    """),
    md("""
    Three more rules about Civil effects, each a worked example of the rulebook.

    **A card may act on itself** (L406–410): Mining (*Wydobycie*), Agriculture (*Rolnictwo*) and Legal Code
    (*Kodeks prawny*) renew the resource shown on their own back, so they can renew themselves.
    """),
    checked("""
    r4 = show_example("GS-EX-4")
    assert r4.passed, r4.detail
    assert "renew mining" in [str(a) for a in r4.states[3].legal_actions()]   # GS-EX-4: Mining may renew itself ...
    assert "mining" in r4.states[4].players[0].resources                      # GS-EX-4: ... and lies resource side up again
    """),
    md("""
    **A Space pays a 1-resource cost whole** (L412–414): a Space is worth two resources, but if you pay a cost
    of one with it, the other is gone too — nothing is carried into the Buy Phase.
    """),
    checked("""
    r5 = show_example("GS-EX-5")
    in_buy = r5.states[3]
    assert r5.passed, r5.detail
    assert "gs5-space" in in_buy.players[0].techs          # GS-EX-5: the Space card is used up whole ...
    assert in_buy.units_available(0)["EARTH"] == 0         # GS-EX-5: ... its second resource is not kept for the Buy Phase
    print("\\nunits for the Buy Phase:", in_buy.units_available(0))
    """),
    md("""
    **One target, or everybody** (L416–428): an effect aimed at exactly one player needs a player who meets the
    card's condition — Trade and Tribute (*Handel i trybut*) can only name an opponent with a resource on the
    table. An effect on all players still works for its player even if nobody else can take part — Calendar
    (*Kalendarz*) or Theology (*Teologia*).
    """),
    checked("""
    r6 = show_example("GS-EX-6")
    assert r6.passed, r6.detail
    assert "red-2" in r6.states[4].players[0].resources        # GS-EX-6: Calendar renews for its player though no one else can
    assert [str(a) for a in r6.states[8].legal_actions()] == ["tribute P1", "tribute P3"]   # GS-EX-6: only opponents with >= 1 resource
    assert r6.states[8].why_not("tribute P4").rule.ref == "GS-R-42"                        # GS-EX-6: P4 has none: not a target
    """),
    md("""
    ### Tactical cards (§7b-ii, L430–441)

    Tactical cards let you play more Military cards from your hand, or set off Military cards already on your
    table. When a Tactical card both plays Military cards and activates one of them, both halves must happen:
    an Attack card (*karta Ataku*) played through Flanking (*Flankowanie*), Blitzkrieg (*Wojna błyskawiczna*)
    or Satellite (*Satelita*) has to be activated.
    """),
    checked("""
    r7 = show_example("GS-EX-7")
    assert r7.passed, r7.detail
    assert [str(a) for a in r7.states[4].legal_actions()] == ["strike gs7-raid"]   # GS-EX-7: the Attack card must be activated
    assert r7.states[4].why_not("pass").rule.ref == "GS-R-44"                      # GS-EX-7: leaving it idle is refused
    """),
    md("""
    ### Military cards: attack and defence (§7b-iii, L443–515)

    A Military card attacks **every** opponent at once; its effect steals or exhausts their resources (or, on
    some cards, takes a Wonder). Military strength is the total of the strength symbols on your cards lying
    technology side up; resource-side cards count for nothing.

    Each attacked opponent, clockwise from the attacker's left, may (a) play cards with the Reaction icon from
    hand — even uselessly — and (b) exhaust resources to turn Tactical or Military cards technology side up.
    Defenders only add strength; they never use those cards' effects. Then the attacker compares strengths
    with each opponent in turn: **greater** wins; equal or less, and the attack simply fails against that
    opponent.

    A live attack. In a 2-player game P2 plays `blue-3` (a Military starting card, strength 1) and uses it. P1
    has strength 0, but holds `red-4`, a Tactical card with the Reaction icon:
    """),
    checked("""
    g = gs.new_game(players=2, card_set="new-world", seed=1)
    for move in ["res blue-1", "res red-1", "tech red-2", "pass", "pass", "res blue-2", "tech blue-3"]:
        g = g.apply(move)
    attack = g.apply("use blue-3")
    print("strength P1", attack.strength(0), "P2", attack.strength(1), "|", attack.where())
    print("P1 may:", [str(a) for a in attack.legal_actions()])

    lost = attack.apply("pass")
    print("\\nP1 does not react:", lost.where(), [str(a) for a in lost.legal_actions()])

    held = attack.apply("react red-4").apply("pass")
    print("P1 plays red-4:   strength", held.strength(0), "vs", held.strength(1), "->", held.where())
    print("P1 resource cards after the tie:", held.players[0].resources)
    """),
    md("""
    A loser who must give up 2 resources may exhaust a single Space for both; a loser who must hand over a
    Wonder and has several picks which; an attacker who beats several opponents gets one Wonder from each:
    """),
    checked("""
    r8 = show_example("GS-EX-8")
    assert r8.passed, r8.detail
    assert r8.states[6].players[1].resources == ("blue-1",)   # GS-EX-8: 1 Space covered both lost resources
    assert len(r8.state.players[1].wonders) == 2              # GS-EX-8: one Wonder from each of the two losers
    """),
    md("""
    The rulebook's big example: you attack with the Nuclear Submarine (*Atomowy okręt podwodny*) at strength 7
    against Krystian, Kasia and Andrzej.
    """),
    checked("""
    from rulekit.gunsteel import rules

    r9 = show_example("GS-EX-9")
    attacked, reacted = r9.states[3], r9.states[10]
    assert r9.passed, r9.detail
    assert attacked.strength(0) == 7 and attacked.strength(1) == 3                   # GS-EX-9: you attack with 7; Krystian has 3
    assert reacted.strength(2) < 7 and reacted.strength(3) == 7                       # GS-EX-9: Kasia stays below 7; Andrzej reaches 7
    assert rules.attack_losers(7, {1: 3, 2: reacted.strength(2), 3: 7}) == (1, 2)     # GS-EX-9: a tie favours Andrzej
    assert sorted(r9.state.players[0].wonders) == ["great-pyramids", "taj-mahal"]     # GS-EX-9: Taj Mahal and the Great Pyramids
    assert r9.state.players[3].wonders == r9.states[0].players[3].wonders             # GS-EX-9: nothing happens to Andrzej
    """),
    md("""
    ### Victory points on the track (§7b-iv, L520–526; Renaissance only)

    In Renaissance, technologies award victory points during the game; you move your marker on the
    scoring-track card (*karta Toru Punktacji*). Nothing can push a player below 0. Some Renaissance attacks give
    points whether or not they succeed, to the attacker and to every opponent who was not beaten (L492–495).

    A 2-player Renaissance position written in the scenario files' compact start format: P1 holds `R-H4`, a
    Civil card by which every player scores 1 VP.
    """),
    checked("""
    from rulekit.gunsteel.scenarios import build

    r_start = build({"id": "vp-demo", "start": {
        "players": 2, "set": "renaissance", "seed": 1, "phase": "resource",
        "player": [{"hand": ["red-1", "R-H4", "red-3", "red-4"]},
                   {"hand": ["blue-2", "blue-3"], "resources": ["blue-1"]}]}}, "<notebook>")
    s = r_start.apply("res red-1").apply("tech R-H4")
    print("R-H4:", "; ".join(map(str, s.card("R-H4").effects)))
    s = s.apply("use R-H4")
    print("tracks after:", [p.track for p in s.players])
    print("the floor: 1 VP minus 3 ->", rules.add_vp(1, -3))
    """),
    md("""
    ## Try it

    The position just before P2's attack, as a whole table: play `tech blue-3`, use it, and defend with P1 —
    or don't, and see what P1 loses. **Undo** takes a step back.
    """),
    code("""
    from widgets import GameView

    GameView(g)
    """),
    md("""
    ## Check yourself

    **Q-09 / Q-10 / Q-11.** What are the four phases? Must you play a resource? A technology? Must you activate
    it? (Playing: yes, whenever you have a card; activating: your choice.)
    """),
    checked("""
    print(PHASES)
    s = gs.new_game(players=2, card_set="new-world", seed=1).apply("res blue-1")
    print("resource phase, pass?", s.why_not("pass").rule.ref)
    s = s.apply("res red-1")
    print("technology phase, pass?", s.why_not("pass").rule.ref)
    s = s.apply("tech red-5")
    print("after playing it:", [str(a) for a in s.legal_actions()])
    assert "pass" in [str(a) for a in s.legal_actions()]
    """),
    md("""
    **Q-19.** Can you save a resource a Civil card gave you for next turn? No — it is gone at the end of the
    turn (above: P1's Horse). **Q-27.** Whose cards count for strength? Only technology-side ones:
    """),
    checked("""
    p1 = held.players[0]
    print("P1 technology side:", {c: held.card(c).strength for c in p1.techs}, "=", held.strength(0))
    print("P1 resource side (not counted):", {c: held.card(c).strength for c in p1.resources})
    assert held.strength(0) == sum(held.card(c).strength for c in p1.techs)
    """),
    md("""
    **Q-31.** Attacker 7, defender 7: who wins? The defender. **Q-42.** (Renaissance) Can your VP go below 0? No.
    """),
    checked("""
    print("losers of 7 against {P2: 7}:", rules.attack_losers(7, {1: 7}))
    print("losers of 7 against {P2: 6}:", rules.attack_losers(7, {1: 6}))
    print("track 0, lose 2 ->", rules.add_vp(0, -2))
    assert rules.attack_losers(7, {1: 7}) == () and rules.add_vp(0, -2) == 0
    """),
    md("""
    ## Summary

    - A turn is four phases in order — Resource, Technology, Buy, End of Turn — clockwise from the start player.
    - Resource Phase: play one card resource side up, if you have any. Technology Phase: play one technology
      side up, if you still have any; using it is optional, but a used card is resolved in full.
    - Civil effects produce; their resources last until the end of the turn. A card may act on itself
      (GS-EX-4). A Space paying a cost of one is used up whole (GS-EX-5). A single target must meet the card's
      condition; an all-players effect works alone (GS-EX-6).
    - Tactical cards bring in Military cards, and an Attack played through one must be activated (GS-EX-7).
    - Attacks hit every opponent; defenders react clockwise from the attacker's left with Reaction cards and by
      exhausting resources; strictly greater strength wins, ties hold (GS-EX-8, GS-EX-9).
    - Renaissance: VP on the track, never below 0.

    Previous: [05 — Setup and goal](05-setup-and-goal.ipynb) ·
    Next: [07b — The Buy Phase](07b-buy-phase.ipynb).
    """),
]



# ======================================================================================
# 07b — The Buy Phase (§7c)
# ======================================================================================

NB07B = [
    md("""
    # Guns & Steel 07b — The Buy Phase

    The third phase of a turn, *3. Faza Kupna* (Buy Phase, §7c, L528–615): you may buy one Civilization card from
    the technology pyramid. This notebook covers how you pay (from the table and from this turn's effects),
    how resources may be exchanged (*wymiana*), and how a card's price grows with the cards still joined to it
    from below — and the engine's payment planner, which finds a way to pay for you.

    | § | Polish heading | English | Lines |
    |---|---|---|---|
    | 7c | *3. Faza Kupna* | 3. Buy Phase: paying, exchanging, the cost of a card | L528–615 |

    Worked examples: **GS-EX-10** (what may be exchanged), **GS-EX-11** (the Cannon with a surcharge of 3),
    **GS-EX-12** (the Cannon once Charge is gone), **GS-EX-13** (the Computer, paid through a 3-for-Earth
    exchange). The rulebook prints the Cannon's and the Computer's costs; what else the examples need of those
    cards is marked `confidence = "example-input"` in their scenario files. The other cards are the labelled
    teaching deck's (notebook 01).
    """),
    HELPERS,
    where("7c"),
    md("""
    ## One card, if you like (L530–531)

    You may buy one card — any card still in the pyramid — or nothing. P1 of a 2-player game reaches the Buy
    Phase with one Food card on the table and one Iron from `red-5`'s effect:
    """),
    checked("""
    g = gs.new_game(players=2, card_set="new-world", seed=1)
    for move in ["res blue-1", "res red-1", "tech red-5", "use red-5"]:
        g = g.apply(move)
    print(g.where(), "| units P1 can pay with:", g.units_available(0))
    print("legal:", [str(a) for a in g.legal_actions()])
    bought = g.apply("buy H1")
    print("after buying H1:", bought.where(), "| P1 technology side:", bought.players[0].techs)
    """),
    md("""
    One purchase ends the phase; the next thing asked is no longer a purchase.

    ## Paying (L533–538)

    You pay with this turn's resources from technologies and with the resource cards in your tableau, which you
    exhaust — turn technology side up — without their technology acting. Note (*Uwaga*) the difference: a
    card exhausted because an *effect* demanded it (an activation cost, a lost battle) gives you nothing; only a
    Buy-Phase payment really spends the resource. GS-EX-5 (notebook 07a) showed a Space paying a cost of one and
    leaving nothing behind. The bought card lies in your tableau; the rulebook does not say which side up,
    and the engine's reading is technology side up, not activated (A3):
    """),
    checked("""
    show_options("A3")
    other = gs.new_game(players=2, card_set="new-world", seed=1, options={"bought_side": "resource"})
    for move in ["res blue-1", "res red-1", "tech red-5", "use red-5", "buy H1"]:
        other = other.apply(move)
    print("default:          technology side", bought.players[0].techs, "| resource side", bought.players[0].resources)
    print("bought_side=resource: technology side", other.players[0].techs, "| resource side", other.players[0].resources)
    """),
    md("""
    ## Exchanging resources (L539–554)

    While paying you may exchange resources, only in the directions of the trade diagram (a picture the OCR
    lost): two identical resources for one more valuable one, or any three for one Earth. Never backwards.
    The engine reads "more valuable" as the next step of the ladder Food → Iron → Horse → Gunpowder → Oil
    (A4): in GS-EX-13 the rulebook goes the long way round through Earth, which would be pointless if two Iron
    could become a Gunpowder directly.
    """),
    checked("""
    from rulekit.core.resources import Bag
    from rulekit.gunsteel.payment import LADDER, Trade, trade_error

    print("ladder:", " -> ".join(LADDER))
    for give, get in [(Bag(FOOD=2), "IRON"), (Bag(IRON=2), "HORSE"), (Bag(FOOD=2), "HORSE"),
                      (Bag(FOOD=1, IRON=1, OIL=1), "EARTH"), (Bag(OIL=1), "GUNPOWDER")]:
        t = Trade(give, get)
        print(f"{str(t):<22} {trade_error(t) or 'allowed'}")
    """),
    checked("""
    r10 = show_example("GS-EX-10")
    assert r10.passed, r10.detail
    assert trade_error(Trade(Bag(FOOD=2), "IRON")) is None          # GS-EX-10: 2 Food may become 1 Iron
    assert trade_error(Trade(Bag(OIL=1), "GUNPOWDER")) is not None  # GS-EX-10: 1 Oil may not become Gunpowder
    assert not r10.states[0].can_afford(0, "H1")                    # GS-EX-10: so Food, Food, Oil cannot pay 2 Gunpowder
    """),
    md("""
    The diagram's lost arrows leave four questions open. Each has a default reading and an option for the
    other one:

    - **A4**: only the next step up, or any more valuable resource; and is there an arrow 2 Oil → 1 Earth?
    - **A5**: exchanges only while paying in the Buy Phase (where the rule is printed), or also for activation
      costs?
    - **AMB-X1**: may an exchange's output feed another exchange (4 Food → 2 Iron → 1 Horse)?
    - **AMB-X2**: may Earth (or Space) be given in an exchange?
    """),
    checked("""
    show_options("A4", "A5", "AMB-X1", "AMB-X2")
    from rulekit.gunsteel.payment import pay_check

    O = gs.Options
    print()
    print("A4  2 Food > Horse:  default", trade_error(Trade(Bag(FOOD=2), "HORSE")) or "allowed",
          "| any-higher:", trade_error(Trade(Bag(FOOD=2), "HORSE"), O(trade_ladder="any-higher")) or "allowed")
    print("A4  2 Oil > Earth:   default", trade_error(Trade(Bag(OIL=2), "EARTH")) or "allowed",
          "| oil_to_earth:", trade_error(Trade(Bag(OIL=2), "EARTH"), O(oil_to_earth=True)) or "allowed")
    chain = (Trade(Bag(FOOD=2), "IRON"), Trade(Bag(FOOD=2), "IRON"), Trade(Bag(IRON=2), "HORSE"))
    print("X1  4 Food > 2 Iron > Horse: default", pay_check(Bag(FOOD=4), chain, Bag(HORSE=1), 0) or "pays",
          "| no chaining:", pay_check(Bag(FOOD=4), chain, Bag(HORSE=1), 0, O(trade_chaining=False)))
    wild = Trade(Bag(EARTH=1, FOOD=2), "EARTH")
    print("X2  Earth + 2 Food > Earth: default", trade_error(wild),
          "| wild_trade_inputs:", trade_error(wild, O(wild_trade_inputs=True)) or "allowed")
    """),
    md("""
    ## What a card costs (L559–570)

    You always pay the base cost printed on the card. On top of it you pay one resource of any kind for every
    card *joined* to it from below — in the row underneath or further down. A card counts only through a chain
    of cards still lying in the pyramid, each resting on the next: once a supporting card is bought, what lay
    under it is no longer joined through it. Nothing has to be bought first; the cards below only make a card
    dearer.

    GS-EX-11's pyramid: the Cannon (*Działo*) at `O1`, the card under its left corner (`G1`) already bought,
    Charge (*Szarża*) under its right corner. The graph of the cards behind the surcharge, drawn from the
    engine's `surcharge_graph` (orange: the Cannon; pink: the cards joined to it; pale grey: bought):
    """),
    code(PYRAMID_FIGURE),
    code("""
    from rulekit.gunsteel.graphs import pyramid_graph, surcharge_graph

    s11 = scenario.start(scenario.by_id("GS-EX-11"))
    behind = surcharge_graph(s11, "O1")
    draw_pyramid(pyramid_graph(s11.layout, s11.pyramid),
                 "GS-EX-11: the Cannon (O1) and the cards joined to it from below",
                 highlight=set(behind) - {"O1"}, focus="O1")
    """),
    checked("""
    print("joined to O1:", sorted(behind.nodes() - {"O1"}), "| links:", sorted(behind.edges()))
    print(s11.cost_report("O1")["text"])
    """),
    md("""
    ### GS-EX-11 — the Cannon (L572–593)
    """),
    checked("""
    r11 = show_example("GS-EX-11")
    base, extra, joined = r11.states[3].purchase("O1")
    assert r11.passed, r11.detail
    assert base == Bag(GUNPOWDER=2)     # GS-EX-11: the printed cost, 2 Gunpowder
    assert extra == 3                   # GS-EX-11: '3 resources of any kind', one per joined card
    assert r11.state.players[0].resources == ()   # GS-EX-11: every resource was exhausted to pay
    """),
    md("""
    ### GS-EX-12 — the Cannon after Charge is bought (L598–603)

    With Charge gone too, nothing below joins the Cannon any more, though every Horse card is still there:
    """),
    checked("""
    r12 = show_example("GS-EX-12")
    after_charge = r12.states[1]
    assert r12.passed, r12.detail
    assert r12.states[0].purchase("O1")[1] == 3                     # GS-EX-12: before, the surcharge of GS-EX-11
    assert after_charge.purchase("O1")[1] == 0                      # GS-EX-12: the lowest row is not joined at all ...
    assert len(after_charge.purchase("O1")[0]) == 2                 # GS-EX-12: ... so the Cannon costs only 2 Gunpowder
    """),
    md("""
    ### GS-EX-13 — the Computer (L605–615)

    Every Earth card is gone, so the Computer (*Komputer*) costs just its base. The player needs an exchange
    of three for an Earth to cover the Gunpowder — the engine's planner finds the same plan as the rulebook:
    """),
    checked("""
    r13 = show_example("GS-EX-13")
    ready = r13.states[3]
    assert r13.passed, r13.detail
    assert ready.purchase("S1")[1] == 0                                      # GS-EX-13: only the base cost ...
    assert ready.purchase("S1")[0] == Bag(HORSE=1, GUNPOWDER=1, OIL=2)       # GS-EX-13: ... 1 Horse, 1 Gunpowder, 2 Oil
    assert str(ready.payment_plans(0, "S1")[0]).endswith("trade FOOD+IRON+IRON>EARTH")   # GS-EX-13: 2 Iron + 1 Food for 1 Earth
    """),
    md("""
    ## The payment planner

    `cost_report` answers "what does it cost and can I pay?", `payment_plans` lists ways to pay, fewest cards
    first, and `why_not` explains a purchase you cannot make:
    """),
    checked("""
    for target in ["O1", "G2", "S0"]:
        report = r11.states[3].cost_report(target, seat=0)
        print(f"{target}: total {report['total']}, affordable {report['affordable']}, plan {report['plan']!r}")
    print()
    print(r11.states[3].why_not("buy S0").reason)
    """),
    md("""
    ## Try it

    GS-EX-11 just before the Buy Phase, as a live pyramid: every card shows its price for P1 as
    base + surcharge. Click the Cannon at `O1` to buy it as the rulebook does, or any other card; a card P1
    cannot afford stays put and the engine says why. A static picture first (it also shows on GitHub):
    """),
    code("""
    from widgets import PyramidView
    from widgets.static_picture import pyramid_svg

    pyramid_svg(r11.states[3], caption="GS-EX-11 in the Buy Phase: prices for P1 (base + surcharge)")
    """),
    code("""
    PyramidView(r11.states[3])
    """),
    md("""
    ## Check yourself

    **Q-04 / Q-05.** Must you buy the cards below a pyramid card first? No — a Space card can be bought at any
    time; it is merely dear while the cone below it is full. Which cards count? Those joined through cards
    still there:
    """),
    checked("""
    start = gs.new_game(players=3, card_set="new-world", seed=1)
    report = start.cost_report("S0", seat=0)
    print(report["text"])
    print("surcharge with everything below present, by row:",
          {pos: start.purchase(pos)[1] for pos in ["H0", "G0", "O0", "E0", "S0"]})
    """),
    md("""
    **Q-06.** What does the Cannon cost with Charge still in place, and once Charge is bought? **Q-07.** How
    many cards per turn? **Q-08.** Where does a bought card go?
    """),
    checked("""
    print("Cannon:", len(r11.states[3].purchase("O1")[0]) + r11.states[3].purchase("O1")[1], "then",
          len(after_charge.purchase("O1")[0]) + after_charge.purchase("O1")[1], "resources")
    print("after one purchase:", bought.where())
    card_h1 = g.pyramid[g.layout.index("H1")]
    print(f"the card at H1 ({card_h1}) is now in P1's tableau, technology side up:", card_h1 in bought.players[0].techs)
    """),
    md("""
    **Q-23.** Which exchanges are allowed? Two alike for the next one up, any three for an Earth, never back:
    """),
    checked("""
    for t in [Trade(Bag(GUNPOWDER=2), "OIL"), Trade(Bag(HORSE=1, GUNPOWDER=1, FOOD=1), "EARTH"),
              Trade(Bag(OIL=1), "GUNPOWDER"), Trade(Bag(IRON=2), "GUNPOWDER")]:
        print(f"{str(t):<26} {trade_error(t) or 'allowed'}")
    """),
    md("""
    ## Summary

    - Buy at most one card from the pyramid per turn, or none.
    - Pay with this turn's effect resources and by exhausting resource cards; only a purchase yields the
      resource, and the bought card joins your tableau (technology side up: A3).
    - Exchange two alike for the next resource up, or any three for an Earth; never backwards (GS-EX-10;
      open questions A4, A5, AMB-X1, AMB-X2).
    - A card costs its base plus one per card joined to it from below through cards still present
      (GS-EX-11: 2 Gunpowder + 3; GS-EX-12: 2 Gunpowder; GS-EX-13: base only, paid through an exchange).

    Previous: [07a — Resource and Technology Phases](07a-resource-and-technology-phases.ipynb) ·
    Next: [07c — End of Turn](07c-end-of-turn.ipynb).
    """),
]



# ======================================================================================
# 07c — End of Turn (§7d)
# ======================================================================================

NB07C = [
    md("""
    # Guns & Steel 07c — End of Turn

    The fourth phase, *4. Koniec Tury* (End of Turn, §7d, L620–720), is where a turn tidies up: Wonders are
    checked, cards come back into hand, this turn's effect resources are lost, and the game checks whether it
    is over. The two sets do it in different orders, so the rulebook prints two versions: New World (L624–657)
    and Renaissance (L674–720, in a yellow box). Inside the New World text sits a rule for starting a turn
    with 0 or 1 cards in hand (L652–657); it is here too.

    | § | Polish heading | English | Lines |
    |---|---|---|---|
    | 7d | *4. Koniec Tury* | 4. End of Turn: New World version | L620–657 |
    | 7d | (same, Renaissance box) | End of Turn: Renaissance version | L674–720 |

    Worked examples: **GS-EX-14** (a turn begun with 1 card or none), **GS-EX-15** (New World: Himeji Castle,
    then the take-back), **GS-EX-16** (Renaissance: a third glory marker completes the Sydney Opera House).
    """),
    HELPERS,
    where("7d"),
    md("""
    ## The two procedures

    New World, in order: (a) with 2 or more cards in hand go straight to (c); (b) with 1 or 0: **I.** if you
    meet the conditions of a Wonder beside the pyramid, take one of them, colour side up — one at most;
    **II.** take every technology-side Civilization card of your tableau back into hand; **III.** take back
    any resource-side cards you like; **IV.** never a Wonder. (c) Resources an effect gave you and you did not
    spend are lost; only resource-side cards keep. (d) Check for the end of the game; the next player begins.

    Renaissance: the take-back (steps I–III) comes **first**, and then, in step (c), the Wonder check places a
    glory marker (*znacznik chwały*) instead of taking the Wonder outright; (d) and (e) are the other two.
    The engine's step lists:
    """),
    checked("""
    from rulekit.gunsteel.game import END_STEPS

    for rules_of, steps in END_STEPS.items():
        print(f"{rules_of}:")
        for i, step in enumerate(steps, 1):
            print(f"  {i}. {step}")
    """),
    md("""
    ## New World, live

    The two-player game of notebook 04: P1 ends turn 3 with one card in hand and two Civil technologies on the
    table, which is what the Horse-era Wonder asks for.
    """),
    checked(NOTEBOOK_04_POSITION + """
    p = g.players[0]
    print("b.I  ", g.where(), "| hand", p.hand, "| technology side", p.techs, "| legal", [str(a) for a in g.legal_actions()])
    g = g.apply("claim NW-W-H2")
    p = g.players[0]
    print("b.II ", "hand", p.hand, "| technology side", p.techs, "| wonders", p.wonders)
    print("b.III", g.where(), "| legal", [str(a) for a in g.legal_actions()])
    g = g.apply("retrieve red-3").apply("pass")
    p = g.players[0]
    print("after", "hand", p.hand, "| resource side", p.resources, "| next:", g.where())
    """),
    md("""
    With two or more cards in hand the End of Turn only drops the effect resources. Whether New World checks
    Wonders on such turns too is open: the Wonder chapter says "at the end of your turn", the detailed
    procedure only on take-back turns (A6). And must a player who qualifies take a Wonder? The procedure says
    "choose one", so by default yes (AMB-X4). A position where P1 qualifies while holding three cards:
    """),
    checked("""
    from rulekit.gunsteel.scenarios import build

    def holding_three(mode="new-world", **options):
        return build({"id": "end-demo", "start": {
            "players": 2, "set": mode, "seed": 1, "phase": "end", "options": options,
            "player": [{"hand": ["red-1", "red-3", "red-4"], "techs": ["red-2", "red-5"]},
                       {"hand": ["blue-1", "blue-2"]}]}}, "<notebook>")

    show_options("A6", "AMB-X4")
    print()
    print("default:                    ", holding_three().where())
    print("new_world_wonder_every_turn:", [str(a) for a in holding_three(new_world_wonder_every_turn=True).legal_actions()])
    print("... and may_decline_wonder: ",
          [str(a) for a in holding_three(new_world_wonder_every_turn=True, may_decline_wonder=True).legal_actions()])
    """),
    md("""
    ### GS-EX-15 — Himeji Castle (L661–672)

    The rulebook's New World example: no cards in hand at the end of the turn, two Horse cards and three
    Tactical cards on the table, and two Wonders within reach.
    """),
    checked("""
    r15 = show_example("GS-EX-15")
    at_end = r15.states[3]
    p = r15.state.players[0]
    assert r15.passed, r15.detail
    assert [str(a) for a in at_end.legal_actions()] == ["claim hanging-gardens", "claim himeji-castle"]  # GS-EX-15: either Wonder
    assert at_end.deck.wonders["himeji-castle"].vp > at_end.deck.wonders["hanging-gardens"].vp           # GS-EX-15: Himeji scores more
    assert p.wonders == ("himeji-castle",)     # GS-EX-15: one Wonder taken, Himeji Castle ...
    assert len(p.hand) == 3                    # GS-EX-15: ... then the 3 Tactical cards go back to hand ...
    assert len(p.resources) == 2               # GS-EX-15: ... and the 2 Horse cards stay on the table
    """),
    md("""
    ## Renaissance, and glory markers (L674–720)

    In Renaissance the check comes after the take-back, and meeting a Wonder's condition earns a glory marker
    on it, one per turn; if you meet several you pick. When your **own** markers on a Wonder reach the number it
    asks for, the Wonder is yours (colour side up) and every marker on it — anyone's — goes home. A player whose
    five markers are all out may move one from another Wonder.

    Literally read, step (a) sends a player with 2+ cards straight to the check in step (c), so Renaissance
    checks every turn (A7); the option gives the other reading:
    """),
    checked("""
    show_options("A7")
    print()
    print("default:", holding_three("renaissance").where(), [str(a) for a in holding_three("renaissance").legal_actions()])
    print("renaissance_glory_every_turn=False:", holding_three("renaissance", renaissance_glory_every_turn=False).where())
    """),
    md("""
    ### GS-EX-16 — the Sydney Opera House (L702–710)
    """),
    checked("""
    r16 = show_example("GS-EX-16")
    before = r16.states[6]
    opera = before.wonder_slots.index("sydney-opera-house")
    done = r16.state
    assert r16.passed, r16.detail
    assert sum(before.card(c).vp for c in before.taken_back) == 6     # GS-EX-16: the cards taken back are worth 6 VP
    assert before.glory[opera][0] == 2                                # GS-EX-16: two of P1's markers already lie there ...
    assert done.deck.wonders["sydney-opera-house"].glory_required == 3  # GS-EX-16: ... three are required ...
    assert done.players[0].wonders == ("sydney-opera-house",)         # GS-EX-16: ... so the third completes it
    assert done.players[0].glory == 5 and done.players[1].glory == 5  # GS-EX-16: every marker on it returns to its owner
    """),
    md("""
    ## Starting a turn with 1 card or none (L652–657)

    A player who begins a turn holding a single card must play it as a resource and skips the Technology Phase;
    one holding none skips both and goes straight to the Buy Phase with what lies on the table.
    """),
    checked("""
    r14 = show_example("GS-EX-14")
    from rulekit.core.resources import Bag
    assert r14.passed, r14.detail
    assert [str(a) for a in r14.states[0].legal_actions()] == ["res red-2"]   # GS-EX-14: 1 card: it must be played as a resource ...
    assert r14.states[1].phase == "buy"                                        # GS-EX-14: ... and the Technology Phase is skipped
    assert (r14.states[3].current, r14.states[3].phase) == (1, "buy")         # GS-EX-14: 0 cards: the turn starts with the Buy Phase ...
    assert r14.states[3].units_available(1) == Bag(FOOD=1)                    # GS-EX-14: ... paying only with the table
    """),
    md("""
    ## Try it

    P1's board at the New World check of turn 3: claim the Wonder, then choose which resource cards to take
    back into hand (or none), and watch P2's turn begin.
    """),
    code("""
    from widgets import PlayerView

    check = gs.new_game(players=2, card_set="new-world", seed=1)
    for move in MOVES:
        check = check.apply(move)
    PlayerView(check, seat=0)
    """),
    md("""
    ## Check yourself

    **Q-12.** What happens if you start your turn with 1 card? With 0? (GS-EX-14 above.) **Q-37 / Q-38.** In New
    World, when can you claim a Wonder, and what must and may you take back?
    """),
    checked("""
    print("New World order:", " -> ".join(END_STEPS["new-world"][:3]))
    print("with 3 cards in hand, default rules: no claim ->", holding_three().where())
    p_before, p_after = check.players[0], check.apply("claim NW-W-H2").players[0]
    print("must take back (technology side):", p_before.techs, "-> hand", p_after.hand)
    print("may take back (resource side):", [str(a) for a in check.apply("claim NW-W-H2").legal_actions()])
    """),
    md("""
    **Q-39 / Q-40.** (Renaissance) How is a Wonder completed, and what if all five of your markers are out? You
    may move one from another Wonder:
    """),
    checked("""
    spent = build({"id": "glory-demo", "start": {
        "players": 2, "set": "renaissance", "seed": 1, "phase": "end",
        "glory": {"R-W-O2": [3, 0], "R-W-E2": [2, 0]},
        "player": [{"hand": ["red-1", "red-3", "red-4"], "techs": ["red-2", "red-5"], "glory": 0},
                   {"hand": ["blue-1", "blue-2"]}]}}, "<notebook>")
    print("P1's supply:", spent.players[0].glory, "| markers out:", {w: g[0] for w, g in zip(spent.wonder_slots, spent.glory) if g[0]})
    print("P1 may:", [str(a) for a in spent.legal_actions()])
    """),
    md("""
    **Q-41.** (Renaissance) Take-back or Wonder check first? The take-back: in GS-EX-16 the technology cards were
    already back in hand when the marker was placed.
    """),
    checked("""
    print(END_STEPS["renaissance"][0], "->", END_STEPS["renaissance"][2])
    print("at the glory decision, P1's hand:", r16.states[6].players[0].hand, "| deciding:", r16.states[6].tasks[0].kind)
    """),
    md("""
    ## Summary

    - New World: with 0–1 cards, first the Wonder check (at most one), then all technology-side cards back to
      hand, then any resource-side cards you like; Wonders never go to hand (GS-EX-15). Effect resources are
      lost; then the end-of-game check.
    - Renaissance: take-back first, then a glory marker on a Wonder whose condition you meet; your own markers
      reaching the number required complete it and send every marker home (GS-EX-16).
    - Open questions: New World checks on every turn? (A6) Renaissance only on take-back turns? (A7) May a
      qualifying player decline? (AMB-X4)
    - A turn begun with 1 card skips the Technology Phase; with none, it starts at the Buy Phase (GS-EX-14).

    Previous: [07b — The Buy Phase](07b-buy-phase.ipynb) · Next: [08 — End of the game](08-end-of-the-game.ipynb).
    """),
]



# ======================================================================================
# 08 — End of the game (§8)
# ======================================================================================

NB08 = [
    md("""
    # Guns & Steel 08 — End of the game

    Chapter 8, *Zakończenie gry* (End of the game, L722–743), names the three events that end the game, says
    when it stops, and how the points are counted. The rulebook has no worked example here, so every rule is
    shown on a small position of our own; and it leaves three questions open, each an option of the engine.

    | § | Polish heading | English | Lines |
    |---|---|---|---|
    | 8 | *Zakończenie gry* | End of the game: triggers, scoring | L722–743 |
    """),
    HELPERS,
    where("8"),
    md("""
    ## What ends the game (L724–733)

    The game ends at the end of the turn in which any of these happened:

    1. the last Wonder was taken from beside the pyramid;
    2. the last Space-era card was bought;
    3. (Renaissance rules only) a player has at least 15 VP on the scoring track.

    It ends in that same turn: nobody gets a last turn to even things up (L734–738).

    ### The last Space card

    A two-player New World position in the compact start format of the scenario files: one Space card left,
    nothing joined below it, and P1 — with no cards in hand, so the turn starts at the Buy Phase — holding four
    Earth from an effect and a Food card on the table:
    """),
    checked("""
    from rulekit.gunsteel.scenarios import build

    def last_space(mode="new-world", **options):
        return build({"id": "last-space", "start": {
            "players": 2, "set": mode, "seed": 1, "phase": "buy", "bought": ["S0", "E1", "E2"], "options": options,
            "player": [{"hand": [], "resources": ["red-1"], "temp": {"EARTH": 4}},
                       {"hand": ["blue-1", "blue-2", "blue-3"], "resources": ["blue-4"]}]}}, "<notebook>")

    s = last_space()
    print(s.cost_report("S1")["text"])
    s = s.apply("buy S1")
    print("after the purchase:", s.where(), "| ends:", s.ended, "| over:", s.is_over)
    s = s.apply("pass")                        # the End of Turn still runs: P1 keeps the Food card
    print("after the End of Turn:", s.where(), "| over:", s.is_over)
    print("legal actions now:", s.legal_actions())
    """),
    md("""
    The trigger was noticed the moment the card was bought, but the turn was played out — here P1 still chose
    which resource cards to take back — and only then was the game over. After that the engine offers no move
    at all.

    ### The last Wonder

    The New World position of notebook 04, saved as plain data (`snapshot()`) and edited by hand as if P2 had
    already won the four other Wonders; P1's claim takes the last one:
    """),
    checked(NOTEBOOK_04_POSITION + """
    snap = g.snapshot()
    snap["players"][1]["wonders"] = sorted(w for w in snap["wonder_slots"] if w != "NW-W-H2")
    snap["wonder_slots"] = [w if w == "NW-W-H2" else None for w in snap["wonder_slots"]]
    last = gs.State.from_snapshot(snap)
    print("beside the pyramid:", last.wonder_slots)
    w = last.apply("claim NW-W-H2")
    print("after the claim:", w.where(), "| ends:", w.ended)
    w = w.apply("pass")
    print("over:", w.is_over, "| scores:", w.scores(), "| winner:", [f"P{i + 1}" for i in w.winners()])
    """),
    md("""
    ### 15 points on the track (Renaissance)

    P1 sits at 14 on the scoring track and plays `R-H4`, by which every player scores 1 VP:
    """),
    checked("""
    track = build({"id": "track-15", "start": {
        "players": 2, "set": "renaissance", "seed": 1, "phase": "resource",
        "player": [{"hand": ["red-1", "R-H4", "red-3", "red-4"], "track": 14},
                   {"hand": ["blue-2", "blue-3"], "resources": ["blue-1"], "track": 3}]}}, "<notebook>")
    t = track.apply("res red-1").apply("tech R-H4").apply("use R-H4")
    print("tracks:", [p.track for p in t.players], "| ends:", t.ended, "| over:", t.is_over, "|", t.where())
    t = t.apply("pass")
    print("over:", t.is_over, "| scores:", t.scores())
    """),
    md("""
    ## Counting the points (L740–743)

    Everyone adds the printed VP of every Civilization card in hand and on the table, and of every Wonder they
    own, plus (Renaissance) the VP on their scoring track. The most points wins.
    """),
    checked("""
    def breakdown(state):
        for p in state.players:
            cards = sum(state.card(c).vp for c in p.hand + p.resources + p.techs)
            wonders = sum(state.deck.wonders[x].vp for x in p.wonders)
            print(f"  {p.name}: cards {cards} + wonders {wonders} + track {p.track} = {state.scores()[p.seat]}")

    print("the last-Wonder game:")
    breakdown(w)
    print("the 15-VP game:")
    breakdown(t)
    """),
    md("""
    ## Three open questions

    - **A14, a tie.** The text (possibly cut short: the OCR file ends in a gap) names no tie-break. The engine
      lets tied players share the win; the option `tie_break="most-wonders"` is a house rule.
    - **A8, the combined game's Space trigger.** Is it the last Space card *in the pyramid*, or the last one
      anywhere, Research Project stack included (chapter 9)?
    - **AMB-X3, 15 VP lost again.** Does reaching 15 end the game even if the player drops below 15 later in the
      same turn, or only if they are still at 15 when the turn ends?
    """),
    checked("""
    show_options("A14", "A8", "AMB-X3")
    from rulekit.gunsteel import rules

    print()
    print("10 VP each, 1 and 2 wonders:", "shared ->", rules.winners({0: 10, 1: 10}, {0: 1, 1: 2}, "shared"),
          "| most-wonders ->", rules.winners({0: 10, 1: 10}, {0: 1, 1: 2}, "most-wonders"))
    for options in ({}, {"space_trigger": "all"}):
        c = last_space("combined", **options).apply("buy S1")
        print(f"combined game, options {options}: {c.ended or 'not ended'}; Space stack still holds {len(c.research[4])}")
    """),
    md("""
    ## Try it

    The last-Space position as a live table. Buy `S1` (click it in the pyramid) and finish the turn: the
    status line reports the end of the game, the scores and the winner.
    """),
    code("""
    from widgets import GameView

    GameView(last_space())
    """),
    md("""
    ## Check yourself

    **Q-43 / Q-44.** What ends the game, and does everyone get a final turn? The three triggers above; and no:
    the game is over at the end of the very turn.
    """),
    checked("""
    for name, state in [("last Space card", s), ("last Wonder", w), ("15 VP", t)]:
        print(f"{name:<16} ended in turn {state.turn}, P{state.current + 1}'s own turn: {state.ended}")
    assert s.is_over and w.is_over and t.is_over
    """),
    md("""
    **Q-45.** What scores? Printed VP of cards in hand and on the table, Wonders, and the track. A card in hand
    counts as much as one on the table: P1 took the Space card it bought back into hand at the end of that last
    turn, and it still scores.
    """),
    checked("""
    p1 = s.players[0]
    print("P1's hand", p1.hand, "worth", sum(s.card(c).vp for c in p1.hand), "| on the table", p1.resources + p1.techs,
          "| score", s.scores()[0])
    assert s.scores()[0] == sum(s.card(c).vp for c in p1.hand + p1.resources + p1.techs) == 4
    """),
    md("""
    **Q-52.** Is there a tie-break? Not in the text — which is why the engine makes it an option (A14):
    """),
    checked("""
    print([amb for amb in gs.AMBIGUITIES if amb[0] == "A14"])
    """),
    md("""
    ## Summary

    - Three triggers: the last Wonder taken, the last Space card bought, or (Renaissance) 15 VP on a track.
    - The game ends at the end of that same turn; no one plays on. Everyone scores printed VP of cards in hand
      and on the table, Wonders, and the track; most VP wins.
    - Open: ties (A14, a house rule), the combined game's Space trigger (A8), a 15 that does not last the turn
      (AMB-X3).

    Previous: [07c — End of Turn](07c-end-of-turn.ipynb) · Next: [09 — Combining both sets](09-combining-both-sets.ipynb).
    """),
]


# ======================================================================================
# 09 — Combining both sets (§9)
# ======================================================================================

NB09 = [
    md("""
    # Guns & Steel 09 — Combining both sets

    Chapter 9, *Łączenie obu zestawów* (Combining both sets, L745–787), is for players who know both sets:
    shuffle them together and play by the Renaissance rules, with two changes — the set-up, and an extra choice
    in the Buy Phase, the Research Projects (*Projekty Badawcze*). The OCR text ends right after this chapter's
    example, possibly cut short.

    | part | Polish heading | English | Lines |
    |---|---|---|---|
    | 9 | *Łączenie obu zestawów* | combining both sets: Renaissance rules apply | L745–752 |
    | 9a | *Przygotowanie do gry* | set-up: a smaller pyramid, Research Projects, Renaissance Wonders | L756–769 |
    | 9b | *Rozgrywka – Faza Kupna (Faza 3)* | gameplay – Buy Phase: buying a Research Project | L774–787 |

    Worked examples: **GS-EX-17** (the combined set-up), **GS-EX-18** (buying the Horse Archer from a stack).
    """),
    HELPERS,
    where("9"),
    md("""
    ## Renaissance rules, two exceptions (L747–752)

    The scoring track, glory markers, the 15-VP end and the Renaissance End of Turn all apply:
    """),
    checked("""
    g = gs.new_game(players=3, card_set="combined", seed=17)
    print("Renaissance rules:", g.renaissance_rules, "| tracks", [p.track for p in g.players],
          "| glory markers", [p.glory for p in g.players])
    """),
    md("""
    ## Set-up (L756–769)

    Shuffle all Civilization cards of both sets, keeping the eras apart, and build a smaller pyramid:
    6 Horse, 5 Gunpowder, 4 Oil, 3 Earth, 2 Space. The other cards go face up (*odkryte*) in one stack per
    era beside its row — the Research Projects. Use only the Renaissance Wonders; if no card in an era's row
    shows either Wonder's picture, pick one of the two at random.
    """),
    checked("""
    r17 = show_example("GS-EX-17")
    st = r17.states[0]
    assert r17.passed, r17.detail
    assert list(st.rows) == [6, 5, 4, 3, 2]                                      # GS-EX-17: 6/5/4/3/2 in the pyramid
    assert [len(stack) for stack in st.research] == [8, 7, 6, 5, 4]              # GS-EX-17: 14/12/10/8/6 per era, the rest stacked
    assert {st.deck.wonders[x].set for x in st.wonder_slots} == {"renaissance"}  # GS-EX-17: only the Renaissance Wonders
    """),
    md("""
    The Wonder rule at work in this game (seed 17): in the Gunpowder row neither Wonder's pictured card was
    dealt into the pyramid, so the engine chose at random (seeded, so always the same here); the other eras
    follow the "further left" rule of chapter 5.
    """),
    checked("""
    from rulekit.gunsteel.cards import ERAS

    for r, era in enumerate(ERAS):
        row = [g.card(g.pyramid[i]).picture for i in g.layout.row(era)]
        pictured = {x.id: x.picture in row for x in g.deck.set_wonders("renaissance", era)}
        print(f"{era:<9} pictured card in the row? {pictured} -> {g.wonder_slots[r]}")
    show_options("A9")
    """),
    md("""
    Two players in the combined game are not covered by the rulebook (GS-R-71). The engine removes the
    two-player cards as in chapter 5 and keeps the 6/5/4/3/2 pyramid, which leaves smaller stacks:
    """),
    checked("""
    g2 = gs.new_game(players=2, card_set="combined", seed=17)
    print("2 players: rows", g2.rows, "| stacks", [len(stack) for stack in g2.research])
    """),
    md("""
    ## The Research Projects in the graph

    The engine's `state_graph` adds a node per Wonder and per Research Project stack to the pyramid. A stack's
    edges lead to every pyramid position of an **earlier** era: those are the cards that can make it dearer.
    A static picture of the pyramid with the cards that count for the Gunpowder stack (`RP-G`) in pink — all
    Horse cards, and nothing from its own row:
    """),
    code(PYRAMID_FIGURE),
    code("""
    from rulekit.gunsteel.graphs import state_graph

    G = state_graph(g)
    counts_for_g = {v for _, v, d in G.out_edges("RP-G", data=True) if d["relation"] == "counts_for_surcharge"}
    draw_pyramid(G, "Combined game: the cards that count for buying from the Gunpowder stack (RP-G)",
                 highlight=counts_for_g, size=(8, 4))
    """),
    checked("""
    for node, d in G.nodes(data=True):
        if d.get("kind") == "research":
            print(f"{node}: {d['size']} cards; counts {len(list(G.successors(node)))} pyramid positions")
    """),
    md("""
    ## Buying a Research Project (L776–787)

    Instead of a pyramid card you may buy the top card of one stack. You pay its base cost plus one resource of
    any kind for **each card of an earlier era still in the pyramid** — every earlier row, not just the one
    below, and no chains this time. Still one purchase per turn.

    ### GS-EX-18 — the Horse Archer (*Łucznik konny*)
    """),
    checked("""
    from rulekit.core.resources import Bag
    from rulekit.gunsteel import rules

    r18 = show_example("GS-EX-18")
    s18 = r18.states[0]
    base, extra, earlier = s18.purchase("RP-G")
    assert r18.passed, r18.detail
    assert base == Bag(IRON=1, HORSE=1)                                     # GS-EX-18: base cost 1 Iron + 1 Horse ...
    assert extra == 2 and len(earlier) == 2                                 # GS-EX-18: ... + 2 any, for the 2 Horse cards left
    assert rules.research_surcharge(s18.layout, s18.pyramid, "GUNPOWDER") == 2   # GS-EX-18: Gunpowder cards do not count
    assert "horse-archer" in r18.state.players[0].techs                     # GS-EX-18: the Horse Archer joins the tableau
    """),
    md("""
    The combined game's Space trigger (chapter 8) has one more reading here: does the game end when the
    pyramid's last Space card is bought, or only when the Space stack is empty too (A8)?
    """),
    checked("""
    show_options("A8")
    """),
    md("""
    ## Try it

    GS-EX-18 in the Buy Phase: the stacks stand at the right of their rows, each with its price for P1. Click
    the Gunpowder stack to buy the Horse Archer as the rulebook does — or a pyramid card instead. A static
    picture first:
    """),
    code("""
    from widgets import PyramidView
    from widgets.static_picture import pyramid_svg

    pyramid_svg(s18, caption="GS-EX-18: the combined pyramid and its Research Project stacks")
    """),
    code("""
    PyramidView(s18)
    """),
    md("""
    ## Check yourself

    **Q-49.** How big is the combined pyramid, and where do the other cards go? **Q-51.** Which Wonders?
    """),
    checked("""
    print("rows", g.rows, "| Research Projects", [len(stack) for stack in g.research],
          "| Wonders", sorted({g.deck.wonders[x].set for x in g.wonder_slots}))
    assert sum(g.rows) + sum(len(stack) for stack in g.research) == 50
    """),
    md("""
    **Q-50.** What does a Research Project cost? Base + 1 per earlier-era card still in the pyramid. At the
    start of this game, with full rows, each stack's surcharge is:
    """),
    checked("""
    for era in ERAS:
        target = "RP-" + era[0]
        if target in g.buy_targets():
            base, extra, _ = g.purchase(target)
            print(f"{target}: base {base}, surcharge {extra}")
    """),
    md("""
    ## Summary

    - Both sets mixed, Renaissance rules, two changes.
    - Set-up: pyramid 6/5/4/3/2; the remaining 8/7/6/5/4 cards in face-up Research Project stacks; only
      Renaissance Wonders, random when no card matches (GS-EX-17).
    - Buy Phase: instead of a pyramid card, a stack's top card for its base cost + 1 per earlier-era card still in
      the pyramid (GS-EX-18: Iron + Horse + 2).
    - Open: which side the stacks show (A9), the Space end trigger (A8); two players are not covered.

    Previous: [08 — End of the game](08-end-of-the-game.ipynb) ·
    Play it all: [10 — Play a whole game](10-play-a-whole-game.ipynb) · Back to the [index](../index.ipynb).
    """),
]


# ======================================================================================
# index — the front door
# ======================================================================================

INDEX = [
    md("""
    # rulekit — learn civilization board games from their rulebooks

    rulekit turns the rulebooks of four civilization board games into **rules engines** (plain Python, in
    `rulekit/`) and **notebooks** that teach each game chapter by chapter, in the rulebook's own order. Every
    rule a notebook states is shown happening on a live game; every worked example printed in a rulebook is
    written down as a scenario file, replayed by the engine, and checked against the rulebook's own numbers.
    Widgets let you take the actions a chapter teaches with a click, and the engine tells you — citing the
    rulebook — why a move is not allowed.

    The layers: `rulekit/` holds the rules and never imports Jupyter; `widgets/` only draws what the engine
    answers; the notebooks explain, show and check, and hold no rule of their own.
    """),
    md("""
    ## The games

    | Game | Rulebooks we work from | Status |
    |---|---|---|
    | **Guns & Steel** (Jesse Li) — *Historia Ludzkości* | Polish rulebook; New World and Renaissance sets | **built**: engine, 18 worked examples, the notebooks below |
    | **Through the Ages** (1st edition) | Polish and Hungarian rulebooks | coming |
    | **Mosaic** | — | coming |
    | **Civilization: The Board Game** + *Fame and Fortune* | — | coming |
    """),
    checked("""
    import rulekit

    print("games with an engine:", rulekit.GAMES)
    """),
    md("""
    ## Guns & Steel, chapter by chapter

    One notebook per chapter of the Polish rulebook (chapters 1+2 and 5+6 share a notebook; chapter 7, the
    turn, is split in three):

    | Notebook | Rulebook | What it teaches |
    |---|---|---|
    | [01 — Introduction and components](gunsteel/01-introduction-and-components.ipynb) | §1 *Od epoki kamienia…*, §2 *Komponenty gry* | the two sets, what is in the box, and the labelled teaching deck that stands in for the unpublished card faces |
    | [03 — Civilization cards](gunsteel/03-civilization-cards.ipynb) | §3 *Karty Cywilizacji* | the two faces of a card; exhausting and renewing; Earth and Space; Civil, Tactical, Military and Reaction |
    | [04 — Wonder cards](gunsteel/04-wonder-cards.ipynb) | §4 *Karty Cudów* | what a Wonder shows and how you come to own one (no payment) |
    | [05 — Setup and goal](gunsteel/05-setup-and-goal.ipynb) | §5 *Przygotowanie do gry*, §6 *Cel gry* | the pyramid as a graph, choosing each era's Wonder, first resources, who wins (GS-EX-1…3) |
    | [07a — Resource and Technology Phases](gunsteel/07a-resource-and-technology-phases.ipynb) | §7, 7a, 7b | the turn; playing resources and technologies; Civil, Tactical and Military effects; attacks and defence; the VP track (GS-EX-4…9) |
    | [07b — The Buy Phase](gunsteel/07b-buy-phase.ipynb) | §7c *Faza Kupna* | paying, exchanging, the surcharge for cards joined from below, the payment planner (GS-EX-10…13) |
    | [07c — End of Turn](gunsteel/07c-end-of-turn.ipynb) | §7d *Koniec Tury* | Wonders and glory markers, taking cards back, turns begun with 0–1 cards (GS-EX-14…16) |
    | [08 — End of the game](gunsteel/08-end-of-the-game.ipynb) | §8 *Zakończenie gry* | the three triggers, scoring, ties |
    | [09 — Combining both sets](gunsteel/09-combining-both-sets.ipynb) | §9 *Łączenie obu zestawów* | the smaller pyramid and the Research Project stacks (GS-EX-17, 18) |
    | [10 — Play a whole game](gunsteel/10-play-a-whole-game.ipynb) | all of it | a live table for a full game |

    Where the rulebook can be read two ways, the notebooks show the engine's default reading and the option
    (`gs.Options`) that gives the other, named by the ambiguity's id (A1…A17, AMB-X1…X5).

    The engine's own list of the chapters:
    """),
    checked("""
    from rulekit.gunsteel import rulebook as rb

    print(rb.RULEBOOK)
    for number, polish, english, lines in rb.CHAPTERS:
        print(f"§{number}  {polish:<24} {english:<38} {lines}")
    """),
    md("""
    ## Using the widgets

    Every view takes a game state and shows it; clicking plays an action through the engine, so only legal
    moves ever happen. A refused click leaves the game as it was and shows the engine's reason.

    - `GameView(state)` — a whole table: pyramid, one board per player, **Undo**, and the log of moves.
    - `PyramidView(state)` — the technology pyramid; each card shows its price for the player to move
      (base + surcharge); click one to buy it.
    - `PlayerView(state, seat=i)` — one player's cards, with a button per legal action when it is their move.
    - `pyramid_svg(state)` — a static picture of the pyramid (shown on GitHub and nbviewer too).
    - Several views can share one `Session`, so a click in one redraws the others.

    For example, a fresh two-player game (the second player first lays a starting card as a resource):
    """),
    code("""
    import rulekit.gunsteel as gs
    from widgets import GameView

    GameView(gs.new_game(players=2, card_set="new-world", seed=1))
    """),
    md("""
    ## Checking a worked example — or one from your own rulebook

    Each worked example is a scenario file in `rulekit/gunsteel/examples/` (`GS-EX-1.toml` …): a compact start
    position, the moves, and what the rulebook says should come out. From a terminal:

    ```
    rulekit verify --game gunsteel          # one line per example: passed / failed
    rulekit verify --game gunsteel --json   # the same, with every check, for machines
    ```

    (`python -m rulekit verify …` does the same without installing; `rulekit verify my-example.toml` checks
files of your own, written in the same shape as the shipped ones.) Here is the same command run in this
    notebook:
    """),
    checked("""
    from rulekit.cli import main

    exit_code = main(["verify", "--game", "gunsteel"])
    print("exit code:", exit_code)
    """),
    checked("""
    import contextlib, io, json

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(["verify", "--game", "gunsteel", "--json"])
    results = json.loads(out.getvalue())
    print(len(results), "examples; statuses:", sorted({r["status"] for r in results}))
    cannon = next(r for r in results if r["id"] == "GS-EX-11")
    print(json.dumps(next(c for c in cannon["checks"] if c["observe"] == "surcharge"), ensure_ascii=False, indent=1))
    """),
    md("""
    In a notebook cell, `scenario.run` replays one example and returns a result: `.passed`, `.report()`,
    `.states` (the position after each move, `states[0]` being the start) and `.checks`. When an expectation
    is not met, the example fails and says **which number differs** — what the rulebook says and what the
    engine got. Here we pretend the rulebook had printed a surcharge of 2 for the Cannon of GS-EX-11:
    """),
    checked("""
    import copy, dataclasses
    from rulekit.core import scenario

    s = scenario.by_id("GS-EX-11")
    r = scenario.run(s)
    print(r.passed, "| the Cannon's surcharge after step 3:", r.states[3].purchase("O1")[1])

    misprint = copy.deepcopy(s.data)
    for check in misprint["check"]:
        if check["observe"] == "surcharge":
            check["equals"] = 2
    bad = scenario.run(dataclasses.replace(s, data=misprint))
    print(bad.passed)
    print(bad.detail)
    """),
    md("""
    To check an example from your own copy of the rulebook, write it in the same shape and load it from
    anywhere with `scenario.load(path)`. A small one — "at the start, a Gunpowder card costs 2 more than its
    printed price, for the two Horse cards under it":
    """),
    checked('''
    import tempfile
    from pathlib import Path

    MY_EXAMPLE = """
    id = "MY-1"
    game = "gunsteel"
    title = "A Gunpowder card rests on two Horse cards"
    rule = "GS-R-58"
    lines = "L559-570"
    summary = "At the start every Gunpowder card costs 2 more than printed: both Horse cards under it are still there."
    steps = []

    [start]
    players = 3
    set = "new-world"
    seed = 1

    [[check]]
    observe = "surcharge"
    args = { target = "G0" }
    equals = 2
    note = "one more for each of H0 and H1"
    """

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "MY-1.toml"
        path.write_text(MY_EXAMPLE, encoding="utf-8")
        mine = scenario.run(scenario.load(path))
    print(mine.report())
    '''),
    md("""
    ## How these notebooks are made

    The chapter notebooks and this index are written by `notebooks/_make_gunsteel.py` (one pattern for every
    chapter), then run with their outputs stored (`python notebooks/_make_gunsteel.py --execute`).
    `gunsteel/10-play-a-whole-game.ipynb` is written by hand. Every notebook runs top to bottom in seconds and
    is tested with `pytest --nbval-lax --nbval-current-env notebooks/`: cells marked `# NBVAL_CHECK_OUTPUT`
    print rule outcomes, and their output must not change.
    """),
]


# ======================================================================================
# writing and running
# ======================================================================================

NOTEBOOKS = {
    "index.ipynb": INDEX,
    "gunsteel/01-introduction-and-components.ipynb": NB01,
    "gunsteel/03-civilization-cards.ipynb": NB03,
    "gunsteel/04-wonder-cards.ipynb": NB04,
    "gunsteel/05-setup-and-goal.ipynb": NB05,
    "gunsteel/07a-resource-and-technology-phases.ipynb": NB07A,
    "gunsteel/07b-buy-phase.ipynb": NB07B,
    "gunsteel/07c-end-of-turn.ipynb": NB07C,
    "gunsteel/08-end-of-the-game.ipynb": NB08,
    "gunsteel/09-combining-both-sets.ipynb": NB09,
}


def write(names=None) -> list[Path]:
    written = []
    for name, cells in NOTEBOOKS.items():
        if names and not any(n in name for n in names):
            continue
        depth = 0 if "/" not in name else 1
        path = HERE / name
        nbformat.write(notebook(cells, depth), path)
        written.append(path)
    return written


def execute(path: Path) -> None:
    """Run a notebook in place and store its outputs, without per-cell timestamps."""
    done = subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute",
                           "--inplace", "--ExecutePreprocessor.record_timing=False", str(path)],
                          capture_output=True, text=True)
    if done.returncode:
        print(done.stderr[-3000:])
        raise SystemExit(f"{path.name} failed")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    for path in write(args):
        print("wrote", path.relative_to(HERE.parent))
        if "--execute" in sys.argv:
            execute(path)
