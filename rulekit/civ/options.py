"""The rule options: one knob per reading the Fame and Fortune rulebook leaves open.

Each field's default is our reading of the Polish rulebook (the digest's
"one reading" column of Appendix B unless the ``doc`` says why not); the
alternatives are the other readings, named after the digest's ambiguity ids
(``shared/rulebooks/civ-fame-fortune.md``, Appendix B: AMB-X1 … AMB-X17).
AMB-X18 … AMB-X29 are the engine's own, found while writing the turn;
AMB-X30 … AMB-X34 are the map's and AMB-X35 … AMB-X39 the data's (filed here
when their engineers report them). :data:`AMBIGUITIES` lists every row, the
option that carries it, or why none is needed.

Examples
--------
>>> Options().loot_culture
'tokens'
>>> Options.parse({"fortify_metropolis": "one"}).changed()
{'fortify_metropolis': 'one'}
>>> Options.choices("city_next_to_landmark")
('8', '4')
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.options import Ambiguity, OptionsBase, option


@dataclass(frozen=True)
class Options(OptionsBase):
    """Readings of ambiguous rules. Every default cites its ambiguity id."""

    # -- looting (§9.2) -----------------------------------------------------------------
    loot_culture: str = option(
        "tokens", ("tokens", "points"), amb="AMB-X1",
        doc="'steal up to 3 culture tokens' (L448) steals up to three tokens of value 5 or 1, the winner "
            "choosing which ('culture@5,1'; a bare 'culture' takes the highest, up to 15 points; the text says "
            "tokens), or at most 3 culture points.")
    loot_must_spend_all: bool = option(
        False, amb="AMB-X2",
        doc="all loot must be spent (True), or leftover loot is lost (False: 'as many effects as they can "
            "afford', L434-437, allows spending less).")
    loot_city_with_figures: str = option(
        "city", ("city", "sum"), amb="AMB-X3",
        doc="a city defended by the loser's figures standing in it gives the city's 2 loot ('city'), "
            "or 1 + 2 = 3 ('sum').")
    # -- huts, villages, fortifications (§10.1, §10.2) -----------------------------------
    teacher_discarded: bool = option(
        True, amb="AMB-X4",
        doc="the Teacher hut marker is discarded once revealed (True), or kept and reusable.")
    fortify_metropolis: str = option(
        "add", ("add", "one"), amb="AMB-X5",
        doc="a fortification's +2 and a metropolis's +2 add up (+4, nothing forbids it), or only +2 counts.")
    seven_cities_uses_turn_coin: bool = option(
        False, amb="AMB-X6",
        doc="Seven Cities' 2 free investments use up the turn's one-coin investment (True), or not (False: "
            "they are 'for free', L616-621, not an investing of coins).")
    city_next_to_landmark: str = option(
        "8", ("8", "4"), amb="AMB-X7",
        doc="'no cities next to' a landmark (L575-576): no city centre on any of the 8 squares around it, "
            "or only the 4 orthogonal ones.")
    landmark_blocks_metropolis: bool = option(
        False, amb="AMB-X8",
        doc="a landmark in a metropolis's new outskirts blocks the upgrade (True), or not (False: the "
            "upgrade's own list of conditions, L669-694, does not name landmarks).")
    greek_reject: str = option(
        "face-up", ("face-up", "face-down"), amb="AMB-X9",
        doc="the great person Greece does not keep goes face up to the bottom of the deck (as every other "
            "returned card, L768, L802, L828), or face down.")
    starting_tech_row: str = option(
        "bottom", ("bottom", "printed"), amb="AMB-X10",
        doc="a starting tech above level I sits in the bottom row, counting as level I for the pyramid "
            "('bottom'), or at its printed level ('printed': the pyramid then needs it supported later).")
    metropolis_founding_rules: bool = option(
        False, amb="AMB-X11",
        doc="the base founding restrictions (no hut, village or enemy figure in the outskirts) also apply to "
            "the squares a metropolis adds (True), or only the metropolis list of conditions (False).")
    barbarian_figure: str = option(
        "either", ("either", "army"), amb="AMB-X12",
        doc="Friendly Barbarians' free figure ('jeden pionek', L492) may be an army or a wagon, or only an army.")
    gp_draw_cycles: int = option(
        1, (1, 0), amb="AMB-X13",
        doc="a great-person draw that finds no card with an available marker stops after one reshuffle and "
            "one more full cycle (1), or at the first full cycle (0); the text's redraw never ends as written.")
    investment_supply_limited: bool = option(
        True, amb="AMB-X14",
        doc="the 23 investment markers (L51) are a hard limit (True), or unlimited.")
    stop_in_own_city: str = option(
        "disband", ("disband", "stay"), amb="AMB-X15",
        doc="a figure that ends its move in an own city centre is disbanded (L524-527: figures 'may pass "
            "through ... provided they do not stop'), or may stay there.")
    pushed_figure_adjacency: str = option(
        "8", ("8", "4"), amb="AMB-X16",
        doc="a friendly figure on the expansion square moves to one of the 8 squares around it (the text "
            "says 'adjacent', and says 'not diagonally' where it means orthogonal, L671), or only orthogonally.")
    tech_card_coins: bool = option(
        True, amb="AMB-X17",
        doc="a coin token on a tech card is a coin token for investing and for the loot coin effects (True), "
            "or only those on the civilization sheet count.")
    # -- the engine's own (AMB-X18 ...) ----------------------------------------------------
    loot_trade_keeps: str = option(
        "transfer", ("transfer", "discard"), amb="AMB-X18",
        doc="stolen trade and culture move to the winner ('steal' = take, L445-448), or only leave the loser.")
    teacher_turn: str = option(
        "any", ("any", "next"), amb="AMB-X19",
        doc="a Teacher found in the Movement phase may be revealed at the next Start of Turn ('any' later "
            "turn), or only at the very next one.")
    caravan_any_production: bool = option(
        True, amb="AMB-X20",
        doc="the caravan's +2 counts for any build action (figure, unit, building, wonder) (True), or only "
            "for a building or wonder.")
    india_agriculture: str = option(
        "nothing", ("nothing", "second-metropolis"), amb="AMB-X21",
        doc="India learning Agriculture gets nothing more (it already has its one metropolis marker: L52 "
            "gives one per player), or may not learn it at all ('second-metropolis' would need a second "
            "marker the box lacks, so that reading refuses the tech).")
    landmark_claim_with_water: str = option(
        "army-may-end", ("army-may-end", "needs-sailing"), amb="AMB-X22",
        doc="'army-may-end': an army may step onto Atlantis (a water square, L598-599) and end its move there "
            "to claim it with no water tech at all (the claim, L582-588, names no tech); it still crosses no "
            "other water without Navigation and never passes through Atlantis without it. 'needs-sailing': "
            "the base water rules hold (B6): only a player whose figures may end in water (Sailing, Steam "
            "Power, Flight) claims it; with Navigation alone an army only crosses it.")
    metropolis_hole_outskirts: bool = option(
        False, amb="AMB-X31",
        doc="a metropolis's outskirts may reach into the five-player hole, those squares simply missing "
            "(True: L692-694 forbid only going beyond the map), or not (False: the hole is no part of the map "
            "and a metropolis has 10 outskirts, L705-706).")
    archimedes_type: str = option(
        "scientist", ("scientist", "builder"), amb="AMB-X35",
        doc="Archimedes is a great scientist (the rulebook's own example, L772-776, CV-EX-5), or a great "
            "builder (the fan workbook's 'Builder or Inventor', which gives 7 cards a type).")
    endowment_hand: str = option(
        "first-tier", ("first-tier", "every-tier"), amb="AMB-X36",
        doc="Endowment for the Arts' one chart line ('steps cost 0/1/2 less; culture hand +1') split by tier: "
            "hand +1 at 1 marker, steps 1 less at 2, 2 less at 4 ('first-tier': only the highest tier works, "
            "L895-901), or the hand +1 at every tier beside the discount ('every-tier').")
    # -- wonder effects and civilization abilities (CV-B-27..29, ENGINE-4) ------------------
    obsolete_built_wonders: bool = option(
        True, amb="AMB-X44",
        doc="a tech that negates wonders (Monarchy, Gunpowder) may also obsolete a BUILT wonder of its eras, "
            "whose ability then ends (True: the base rule the expansion's 'wonders still in the market', "
            "L407-416, extends, CV-B-28), or only wonders in the market (False: the only negation our "
            "rulebook states).")
    # -- great people (§10.5; a later option goes last: tests draw random readings in this order) --
    greek_marker_each: bool = option(
        False, amb="AMB-X47",
        doc="Greece draws 'until holding two cards for which markers are available' (L783-786): a card counts "
            "when a marker of its type is left, though the other card drawn is of the same type, since only one "
            "card is kept (False), or each of the two cards needs a marker of its own (True).")


#: What each option's row asks (the register's question), by ambiguity id.
_OPTION_QUESTION = {
    "AMB-X1": "loot 'up to 3 culture tokens': tokens of any value, or points?",
    "AMB-X2": "must all loot be spent?",
    "AMB-X3": "a city defended by the loser's figures in it: 2 loot or 3?",
    "AMB-X4": "is the Teacher discarded once used?",
    "AMB-X5": "do a fortification's +2 and a metropolis's +2 add up?",
    "AMB-X6": "do Seven Cities' free investments use up the turn's one-coin investment?",
    "AMB-X7": "'no cities next to' a landmark: 8 squares around, or 4 orthogonal?",
    "AMB-X8": "does a landmark in a metropolis's new outskirts block the upgrade?",
    "AMB-X9": "where does the great person Greece does not keep go?",
    "AMB-X10": "where does a starting tech above level I sit in the pyramid?",
    "AMB-X11": "do the base founding restrictions apply to a metropolis's added squares?",
    "AMB-X12": "Friendly Barbarians' free figure: army or wagon?",
    "AMB-X13": "a great-person draw with no matching card left: when does it stop?",
    "AMB-X14": "are the 23 investment markers a hard limit?",
    "AMB-X15": "may a figure end its move in an own city centre?",
    "AMB-X16": "the figure pushed off the expansion square: 8-adjacent or orthogonal?",
    "AMB-X17": "is a coin token on a tech card a 'coin token' for investing and loot?",
    "AMB-X18": "stolen trade and culture: to the winner, or only away from the loser?",
    "AMB-X19": "the Teacher: any later Start of Turn, or only the next?",
    "AMB-X20": "the caravan's +2: any build action, or buildings and wonders only?",
    "AMB-X21": "India (already a metropolis) learning Agriculture: what happens?",
    "AMB-X22": "may an army end on Atlantis (water) to claim it without a water tech?",
    "AMB-X31": "may a metropolis's outskirts reach into the five-player hole (L692-694)?",
    "AMB-X35": "Archimedes' type: great scientist (L772-776) or great builder (fan workbook)?",
    "AMB-X36": "Endowment for the Arts' tiers (1/2/4 markers, one chart line): where does the hand +1 go?",
    "AMB-X44": "may a tech that negates wonders obsolete a built wonder (its ability ending), or only one in "
               "the market?",
    "AMB-X47": "Greece's two great-person cards with one marker of their type left: may both be of that type?",
}

#: Rows that need no option: (question, why).
_NO_OPTION = {
    "AMB-X23": ("the rulebook lists 152 small cards, its items sum to 156: which is right?",
                "no rule depends on the total; cards.py checks each item's count, and the mismatch is reported "
                "there (the 4 Chivalry replacements are the difference)."),
    "AMB-X24": ("Confucian Academy when the great people deck is not used: what does it give?",
                "the engine refuses a game without the great people deck to have nothing to give: it places "
                "the marker and its claim gives nothing, as L275-278 says to ignore rules of an unused module."),
    "AMB-X25": ("loot for a battle against a city with no loser's figure in it, when the city is the capital "
                "of a player who is out of other cities?",
                "the text is plain: a capital lost is a military victory (L431-432); no second reading."),
    "AMB-X26": ("the order in which several Start of Turn duties (metropolis upgrade, Atlantis, Seven "
                "Cities, Teacher, investing) are done",
                "each is the player's own and none changes another's legality except Atlantis and Teacher "
                "(both learn a tech into the pyramid); the engine lets the player order them, which covers "
                "both readings."),
    "AMB-X27": ("may loot steal a resource the loser holds face down (a kept hut marker)?",
                "the text says yes without looking (L450-453); the engine picks it at random, so no reading differs."),
    "AMB-X28": ("what happens to a caravan or fortification marker when its city is destroyed?",
                "the marker goes back to the supply with the city; no reading keeps it on the map (there is "
                "no city to hold it)."),
    "AMB-X29": ("does India's starting metropolis need Agriculture's legality checks (outskirts explored "
                "and on the map)?",
                "all 4 placements lie inside the home tile (CV-EX-12), so the checks always pass; no reading differs."),
    "AMB-X30": ("Galileo's 'next to the hole' (L389-391): sharing a side, or a side or a corner?",
                "default: sharing a side. No option: under either reading no square beside the hole is on the "
                "outer edge, and Galileo's card text is not in our sources, so no effect depends on it."),
    "AMB-X32": ("the 'new outskirts' of L692: all 10 of the metropolis, or only the squares it adds?",
                "default: all 10. No option: the capital's own 8 outskirts were on the map, explored and unshared "
                "when it was founded and stay so, so both readings refuse the same squares."),
    "AMB-X33": ("India's 'four squares' (L356-359): the central 2x2 of its home tile, or others?",
                "the central 2x2 of the home tile; no option possible: we have no data for another reading."),
    "AMB-X37": ("the Wonders & Wisdom markers and wonders in the researched pools that no source singles out",
                "no option: there is no second reading to play; the teaching pool and piles are labelled "
                "teaching in the data."),
    "AMB-X40": ("a culture event that makes another player's government Anarchy: for how long?",
                "the engine gives one turn of Anarchy, after which the old government returns (as a change of "
                "government's Anarchy, B12); the card text (data) names no end, and no rule of ours depends on a "
                "longer one, so no second reading is played."),
    "AMB-X41": ("Jacques Cousteau's 'up to 3 Harbors': on which squares?",
                "the player chooses them (a decision: up to 3 free water squares of their cities' outskirts, "
                "one at a time, or stop), so every reading of where they go is the player's to play."),
    "AMB-X42": ("which culture-track steps draw a culture event card (the printed track is in no source)?",
                "every step that gives no great person draws from the deck of its area (TEACH-CULTURE-TRACK, "
                "labelled teaching); another layout is another teaching table, not a reading of the text."),
    "AMB-X43": ("figures on one square moving together (CV-B-26, presumed): which of an army's wagons go "
                "with it?",
                "the engine's escort takes every own wagon on the army's square that has not moved (one action "
                "a destination, not one a subset); a wagon may move alone first or the army alone, so only "
                "'one of two wagons stays put' is not offered. The expansion's rule (L578-580) needs one army "
                "with the wagons, which both readings give, so no option is added."),
    "AMB-X45": ("Greece's culture after learning a tech counts players who 'neither know nor are researching "
                "it' (fan workbook wording): who is researching it?",
                "the engine's Research phase is played one player after another, each learning at once, so no "
                "player is ever 'researching' a tech he does not yet know: the count is the other players who do "
                "not know it. No second reading can be played without simultaneous research."),
    "AMB-X48": ("which tokens hold a player's culture points, and so which tokens loot can steal (L207-212, "
                "L448)?",
                "default: the fewest tokens (as many of value 5 as the points allow), the pool making change at "
                "every gain and payment (rules.culture_tokens). The other reading, tokens kept as they were "
                "taken, would need to know which tokens paid each cost and which a gain came in, and no rule "
                "says (L207-212 only adds the 5s to the pool), so it cannot be played without inventing that "
                "rule; AMB-X1's 'points' option is the reading in which no value-5 token is ever stolen."),
    "AMB-X46": ("Panama Canal's coin each Start of Turn sits on the wonder card: is it a coin token for "
                "investing and for loot (like AMB-X17's coins on tech cards)?",
                "default: it counts toward the 15 coins but is neither invested nor taken by loot (it is on "
                "neither the sheet nor a tech card, L875-889). No option: the wonder's card text is not in "
                "our sources (one line of the fan workbook), so a second reading would be as unsourced."),
}


def _register() -> tuple[Ambiguity, ...]:
    by_amb = {o.amb: o.name for o in Options.described()}
    rows = []
    for n in list(range(1, 34)) + [35, 36, 37, 40, 41, 42, 43, 44, 45, 46, 47, 48]:
        amb = f"AMB-X{n}"
        if amb in by_amb:
            rows.append(Ambiguity(amb, _OPTION_QUESTION[amb], by_amb[amb]))
        else:
            question, why = _NO_OPTION[amb]
            rows.append(Ambiguity(amb, question, None, why))
    return tuple(rows)


#: Every ambiguity of the register (AMB-X1 … AMB-X48): id, question, the option that carries it or
#: None, and why none is needed.
AMBIGUITIES = _register()
