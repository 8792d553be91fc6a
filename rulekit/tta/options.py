"""The rule options: one knob per reading the two rulebooks leave open.

The ambiguity ids are the digests': AMB-1 … AMB-41 (``shared/rulebooks/tta-pl.md``
§3.7) and AMB-X1 … AMB-X9 (its appendix, found on a second reading with the
Hungarian text beside it). AMB-X10 is ours, found while writing the rulebook
data: the Polish and the Hungarian texts word the leader-per-age limit
differently; AMB-X11 (a wonder stage with no marker token left) and AMB-X12
(Michelangelo's discount on a wonder's take cost) are ours too, found while
writing the engine; AMB-X13 (a lost colony's tokens when a bank holds fewer), AMB-X14 (an
uprising and the action tokens) and AMB-X15 (Rebellion's "next turn") are ours, found while
writing the Advanced game; AMB-X16 (a blue token an event takes from an empty bank) too, and
AMB-X17 (an older special technology discovered while a newer one of its line is in play), found
while writing the Advanced chapters' notebooks; AMB-X18 (must a pool of resources for military units be
spent before any resource token?) and AMB-X19 (does Newton give back the civil action of a peaceful change
of government?), found while replaying the appendix; AMB-X25 (is a lab acting as a mine under Nikola Tesla
the Transcontinental Railroad's best mine?) and AMB-X26 (the blue tokens on the labs when Tesla leaves
play), found while building the Age III cards; AMB-X20 (the start player has resigned: whose refill
ending Age III makes the round the last?), found while writing the Full game's resignation; AMB-X30 …
AMB-X32 (the bonus-card variants' removed card, who a kept card scores for, the open picks' order with 2
players), found while building the variants; AMB-X35 (does J. S. Bach's cheaper theater make its upgrade
cheaper?), found while building the Age II cards.
The variants of chapter 4 are options too, each filed in the register under its digest id (V-1 … V-5, and
V-5b for "fewer bonuses"): ``easier``, ``no_group_attacks``, ``peaceful``, ``draw_as_action``,
``bonus_cards``, ``less_bonuses``, all off by default.
Each option's default is the reading the engine takes, and its
``doc`` says why; the other choices are the other readings.

:data:`AMBIGUITIES` is the register: every id, the option that carries it, or
why none is needed (settled by the Hungarian text or a worked example, not a
question of reading, or a rule of the Advanced or Full game that the Simple
game never reaches; those rows keep the digest's recommended reading for the
day the later games are built).

Examples
--------
>>> Options().score_culture
'first'
>>> Options.parse({"famine_culture": "negative"}).changed()
{'famine_culture': 'negative'}
>>> Options.choices("leader_per_age")
('ever', 'while-held')
>>> ambiguity("AMB-X10").option, RULE_OF["AMB-X10"].ref
('leader_per_age', 'TTA-R-25')
>>> [a.id for a in simple_ambiguities() if a.option][:3]
['AMB-11', 'AMB-12', 'AMB-13']
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.data import suggest
from rulekit.core.options import Ambiguity, OptionsBase, option
from rulekit.tta import rulebook as rb

__all__ = ["AMBIGUITIES", "LEVEL", "Options", "RULE_OF", "ambiguity", "simple_ambiguities"]


@dataclass(frozen=True)
class Options(OptionsBase):
    """Readings of ambiguous rules. Every default cites its ambiguity id."""

    # -- production and maintenance (TTA-R-29, TTA-R-55) -----------------------------------
    score_culture: str = option(
        "first", ("first", "last"), amb="AMB-X4", rule=str(rb.SCORE_CULTURE_SCIENCE),
        doc="culture and science points are scored first in production, as the round-1 text and the "
            "production tip order it (PL L609-612, L1616-1623; HU 509-517, 1441-1448), or last, after "
            "famine; it matters when famine takes culture near 0.")
    famine_culture: str = option(
        "zero", ("zero", "negative"), amb="AMB-11", rule=str(rb.FAMINE),
        doc="famine's −4 culture per missing food (PL L1438-1439; HU 1261-1263) stops at 0 culture, as a "
            "civilization never gives more than it has (PL L2899; HU 2542-2553), or the score may go "
            "below 0.")
    empty_blue_bank: str = option(
        "food-first", ("food-first", "player-choice"), amb="AMB-12", rule=str(rb.BLUE_BANK_EMPTY),
        doc="when the blue bank runs out during production (PL L206-209; HU 223-243), the farms take "
            "their tokens before the mines, in the order the phase produces them, or the player chooses "
            "which cards get the last tokens.")
    bonus_production: str = option(
        "workers", ("workers", "bank-limited"), amb="AMB-X9", rule=str(rb.FINAL_BONUS),
        doc="the final bonus's food and resources 'produced per turn' (PL L1521-1523; HU 1294-1300) are "
            "workers × the printed values, as TTA-EX-10 counts them, or only what the blue bank could "
            "supply.")
    # -- paying with blue tokens (TTA-R-53) -----------------------------------------------
    change_impossible: str = option(
        "overpay-least", ("overpay-least", "refuse"), amb="AMB-X1", rule=str(rb.CHANGE_MAKING),
        doc="when exact change cannot be made (one Coal token, no lower card, an empty bank; PL "
            "L1338-1353; HU 1194-1218) the payment overpays by the least possible, or it is not possible.")
    change_many_tokens: bool = option(
        True, amb="AMB-X8", rule=str(rb.CHANGE_MAKING),
        doc="making change may put three or more tokens on lower cards (Coal into three Bronze), which "
            "the text does not forbid (PL L1338-1353; HU 1194-1218) (True), or at most two tokens.")
    # -- the card row and the events (TTA-R-31, TTA-R-48) ------------------------------------
    refill_across_decks: bool = option(
        True, amb="AMB-13", rule=str(rb.AGE_CHANGE),
        doc="when the civil deck runs out in the middle of a refill, the refill goes on from the next "
            "age's deck (True: the age changes there, PL L697-701; HU 579-617), or the other slots stay "
            "empty until the next player's turn.")
    event_timing: str = option(
        "before-refill", ("before-refill", "after-refill"), amb="AMB-14", rule=str(rb.EVENTS_SIMPLE),
        doc="from round 3 the start player reveals an event 'before starting his round' (PL L1129-1130; "
            "HU 1002-1014): before his card-row refill, or after it and before his actions. Revealed "
            "events are discarded either way.")
    # -- taking cards (TTA-R-25, TTA-R-46) --------------------------------------------------
    leader_per_age: str = option(
        "ever", ("ever", "while-held"), amb="AMB-X10", rule=str(rb.LEADER_TAKE),
        doc="a leader once taken blocks every other leader of its age for the rest of the game, whether "
            "played or not (the Hungarian 'sohasem', HU 441-443; the key box 'one leader from each age', "
            "PL L541), or only while it is in hand or in play (the Polish 'if you already have an "
            "Antiquity leader, in hand or on the table', PL L475-477).")
    wonder_take_floor: str = option(
        "zero", ("zero", "one"), amb="AMB-X12", rule=str(rb.WONDER_TAKE_COST),
        doc="Michelangelo's −1 on a wonder's take cost (the slot's cost +1 per completed wonder, PL "
            "L493-496, L546-547; HU 463-470) may bring it to 0 civil actions, floored at 0 like the build "
            "discounts of appendix G-1 (PL L2846-2854; HU 2500-2508) ('zero'), or never below 1 "
            "civil action ('one').")
    # -- actions and governments (TTA-R-42, TTA-R-50) ----------------------------------------
    bonus_military_action: str = option(
        "any", ("any", "units-only"), amb="AMB-38", rule=str(rb.PLAY_ACTION_CARD),
        doc="the extra military action of a card such as Patriotism is a red token like any other (PL "
            "L1376-1386; HU 1238-1245), or may be spent only on building or upgrading units.")
    revolution_spent_military: str = option(
        "capped", ("capped", "kept"), amb="AMB-X3", rule=str(rb.REVOLUTION),
        doc="after a revolution the spent red tokens stay as many as before (PL L1264-1265; HU "
            "1082-1083) but never more than the new government's total, or all are kept as spent.")
    # -- the Advanced game's military cards (TTA-R-A2, TTA-R-A8, TTA-R-A25) ---------------------------
    military_hand_limit: str = option(
        "total", ("total", "unspent"), amb="AMB-19", rule=str(rb.MILITARY_DISCARD),
        doc="the military hand's limit is 'the number of military actions your civilization can take' (PL "
            "L1699-1701; HU 1452-1460): all its red tokens, as the civil limit counts all white ones "
            "(AMB-18) ('total'), or only the red tokens left unspent after the political action ('unspent').")
    development_of_politics: str = option(
        "in", ("in", "out"), amb="AMB-31", rule=str(rb.ADVANCED_SETUP),
        doc="Development of Politics, the military A card the Simple game leaves out (PL L1542-1544; HU 146), is "
            "among the Advanced game's military A cards dealt to the current events ('in': only the Simple "
            "setup names it), or is left out there too ('out').")
    age_end_hand: str = option(
        "all", ("all", "civil"), amb="AMB-34", rule=str(rb.END_OF_AGE),
        doc="at an age's end 'cards in hand' of the obsolete age are discarded (PL L2411-2424; HU "
            "2093-2123): military cards in hand as well as civil ones ('all'), or only civil cards, the "
            "military hand keeping its older cards ('civil').")
    # -- scoring (TTA-R-58, TTA-R-G11) -------------------------------------------------------
    bonus_special_techs: bool = option(
        True, amb="AMB-24", rule=str(rb.FINAL_BONUS),
        doc="'each discovered level-I technology (including government)' (PL L1513-1515; HU 1294-1300) "
            "counts the blue special technologies of Age I too (True: TTA-EX-10's count of 8 includes "
            "Cartography), or only the technologies with buildings, units or governments.")
    # -- colonization (TTA-R-A12, TTA-R-A13) ------------------------------------------------
    colonize_opening: str = option(
        "others-may-bid", ("others-may-bid", "current-only"), amb="AMB-23", rule=str(rb.COLONIZE),
        doc="when the player whose turn it is passes on a revealed territory before any bid, the next "
            "players may still bid, each outbidding or passing (PL L1772-1779; HU 1544-1560)"
            " ('others-may-bid'), or the current player's pass ends the auction and the territory goes "
            "to the past events ('current-only').")
    lost_colony_tokens: str = option(
        "bank", ("bank", "unused-workers"), amb="AMB-X13", rule=str(rb.COLONIES),
        doc="a lost colony's extra tokens go back from the banks to the box (PL L1863-1865, L1894-1897; "
            "HU 1544-1609); when a bank holds fewer, only what it holds goes back, as a civilization "
            "gives what it has (PL L1761) and keeps its population (TTA-EX-11) ('bank'), or the yellow "
            "tokens missing from the bank come from the unused workers ('unused-workers').")
    st_peters: str = option(
        "double-happy", ("double-happy", "double-net"), amb="AMB-X2", rule=str(rb.ST_PETERS),
        doc="St. Peter's Basilica doubles 'every happy face' (PL L2941-2943; HU 2605-2607): twice the "
            "happy faces less the unhappy ones, or twice what is left after the unhappy faces cancel.")
    # -- the Advanced game's upkeep (TTA-R-A16..A19) ---------------------------------------------
    uprising_actions: str = option(
        "return", ("return", "stay-spent"), amb="AMB-X14", rule=str(rb.UPRISING),
        doc="an uprising skips the whole production and maintenance phase, and the text lists what is "
            "lost: points, production, consumption, corruption, the military draw (PL L2104-2110; HU "
            "1846-1852); it is silent on the action tokens. They return and this turn's extras lapse as "
            "every turn ('return'), or the spent tokens stay spent into the next turn ('stay-spent').")
    alternative_corruption: str = option(
        "off", ("off", "one-token", "one-per-mine"), amb="AMB-15", rule=str(rb.ALTERNATIVE_CORRUPTION),
        doc="the optional rule every player must agree to (PL L2209-2220; HU 1917-1928): off; or the "
            "mines may produce 1 blue token fewer in total, as the Hungarian text settles it "
            "('one-token'); or each mine may produce 1 fewer ('one-per-mine', the Polish wording read "
            "per mine).")
    withheld_mine: str = option(
        "player-choice", ("player-choice", "lowest"), amb="AMB-X7", rule=str(rb.ALTERNATIVE_CORRUPTION),
        doc="under the alternative corruption rule, which mine produces the token fewer: the player's "
            "choice, as the rule is the player's ('możesz zadecydować', PL L2212-2213; 'dönthettek', HU "
            "1921-1922), or always the "
            "lowest-valued mine that produces (a fixed order; the player only says whether).")
    rebellion_turn: str = option(
        "next", ("next", "current"), amb="AMB-X15", rule=str(rb.RESOLVE_EVENTS),
        doc="Rebellion takes 2 civil actions per discontented worker 'on their next turn' (card text, "
            "cards_military_I.toml; events are resolved as revealed, PL L1740-1768; HU 1506-1541): for every civilization the next turn it begins, the one revealing "
            "the event included ('next'), or this turn for the player whose turn it is, who reveals it "
            "before his actions ('current').")
    # -- aggressions of the Advanced game (TTA-R-A14) ------------------------------------------
    sabotage_reward: str = option(
        "culture", ("culture", "science"), amb="AMB-21", rule=str(rb.AGGRESSION_SUCCEEDED),
        doc="Sabotage's reward, '3 times as much [icon lost]' per level of the wonder destroyed (PL "
            "L1666-1674; the Hungarian book, HU 1639-1700, prints no card faces), is culture, as the card "
            "data's sources read it (shared/carddata/tta.json), or science, the other points the cards count out. "
            "The other icons AMB-21 lists (Homer's, Frederick's, Forced Peace's) are card data with one reading.")
    zero_level_aggression: str = option(
        "zero", ("zero", "one"), amb="AMB-22", rule=str(rb.AGGRESSION),
        doc="Sabotage and Assassinate cost as many military actions as the level of the target's wonder or "
            "leader (PL L1669-1673; HU 1612-1629): an Age A one costs 0, as printed ('zero'), or at least 1 "
            "('one').")
    # -- the Advanced game's events (TTA-R-A11) ----------------------------------------------------
    lost_blue_token: str = option(
        "bank", ("bank", "bank-then-card"), amb="AMB-X16", rule=str(rb.RESOLVE_EVENTS),
        doc="a blue token an event takes (Crime Wave) leaves the blue bank; with the bank empty the "
            "civilization gives what it can (PL L1760-1761; HU 1535-1536): nothing ('bank'), or, its blue "
            "tokens all lying on cards, one of those, food or resources with it, on the card it chooses "
            "('bank-then-card').")

    # -- the Advanced game's special technologies (TTA-R-A23) -----------------------------------------
    older_special: str = option(
        "refused", ("refused", "replaces"), amb="AMB-X17", rule=str(rb.SPECIAL_REPLACES),
        doc="a special technology older than the one of its line in play (Code of Laws with Justice System "
            "in play): the rulebook only lets the newer card replace the older, and the two never add up (PL "
            "L2253-2257, KI L2306-2307; HU 1968-1988), so it is refused ('refused'), or it is played and "
            "replaces the newer card, with all that card gave ('replaces').")

    # -- the appendix's unit discounts (TTA-R-G2) -------------------------------------------------------
    military_pool: str = option(
        "player-choice", ("player-choice", "first"), amb="AMB-X18", rule=str(rb.UNIT_DISCOUNTS),
        doc="the extra resources for military units of Homer and the action cards (Patriotism …) form a pool "
            "for the turn; the Hungarian appendix says you 'need not pay' resources until the pool is used "
            "up (HU 2511-2519), so a player may still pay a unit with resource tokens and keep the pool "
            "for later in the turn ('player-choice'); the Polish 'you do not pay until you exceed the "
            "amount on the card' (PL L2859-2861) reads as the pool always going first ('first').")

    # -- the Full game's air forces (TTA-R-F4) -------------------------------------------------------------
    surplus_air: str = option(
        "strength", ("strength", "none"), amb="AMB-40", rule=str(rb.AIR_FORCES),
        doc="air units beyond the armies they can support still add their own printed strength but double no "
            "tactic bonus, as TTA-EX-19's third plane adds its 5 (60 after the cap, PL L2505-2508) and the "
            "Hungarian text says (HU 2191-2193) ('strength'); or, the Polish prose read word for word ('ich "
            "nadmiarowa liczba nie daje dodatkowej siły', PL L2488-2490), they add no strength at all ('none').")
    sacrificed_air: str = option(
        "doubled", ("doubled", "base"), amb="AMB-X6", rule=str(rb.AIR_FORCES),
        doc="sacrificing a whole army together with an air unit adds the army's bonus doubled, the air unit "
            "supporting the sacrificed army as it did in play (PL L2435-2436 with L2487-2490, L2542-2543; HU "
            "2180-2193) "
            "('doubled'); or only the tactic's own bonus, the air unit adding its printed strength ('base').")

    # -- the appendix's individual cards (TTA-R-G8) ------------------------------------------------------
    newton_government: str = option(
        "refund", ("refund", "none"), amb="AMB-X19", rule=str(rb.NEWTON),
        doc="Newton gives back the civil action a technology card takes (PL L2918-2920; HU 2578-2580); a "
            "government is a technology card too, one with a bulb, as First Space Flight counts them (PL "
            "L2950-2952; HU 2619-2622), so a peaceful change of government, which spends 1 civil action, "
            "gets it back ('refund'); or only the technologies discovered from hand do, the appendix naming "
            "governments only for the revolution ('none').")

    bach_upgrade: str = option(
        "difference", ("difference", "discounted"), amb="AMB-X35", rule=str(rb.UPGRADE),
        doc="J. S. Bach's theaters cost 1 resource less to build (card data); an upgrade costs the difference "
            "of the two cards' costs, and the rulebook's Masonry example takes a discount that lowers both "
            "off neither (PL L2268-2283; HU 1992-2009), Masonry's card saying 'cost 1 less' as Bach's does, "
            "while Nikola Tesla's card names 'build or upgrade' where it means both (the same card list), so "
            "upgrading a theater costs what it did ('difference'); or the card's 'cost less' is read as a "
            "discount on every theater paid for, an upgrade too, 1 resource less ('discounted').")

    # -- the Full game's wars and resignation (TTA-R-F5, TTA-R-F7) -------------------------------------
    war_tie: str = option(
        "nothing", ("nothing", "defender"), amb="AMB-9", rule=str(rb.WAR_OUTCOME),
        doc="a war whose two strengths are equal: the rulebook names only the greater strength the winner "
            "(PL L2547-2550; HU 2236-2237), so a tie has no winner and nothing happens ('nothing'); or the "
            "target wins it, as an aggression fails unless the attack beats the defence ('defender'), taking "
            "from the declarer what the card says for an advantage of 0.")
    war_timing: str = option(
        "before-refill", ("before-refill", "after-refill"), amb="AMB-20", rule=str(rb.WAR_OUTCOME),
        doc="a war is resolved 'at the start of the declarer's next turn' (PL L2521-2523; HU 2227-2228), "
            "as is the card-row refill: the war first, then the refill ('before-refill', the digest's "
            "order), or the refill first ('after-refill'); it matters when the refill ends an age, whose "
            "2 yellow tokens leave the banks a war over territory takes from. Resignation is offered with "
            "the turn's first decision, after the refill, in both readings: a question ahead of every "
            "refill would stop the worked examples TTA-EX-40 and TTA-EX-43, which play 'end' into the next "
            "turn and find its refill done.")
    territory_tokens: str = option(
        "winner-bank", ("winner-bank", "winner-workers"), amb="AMB-27", rule=str(rb.WAR_OUTCOME),
        doc="the yellow tokens War over Territory takes from the loser's yellow bank (PL L2570-2574; the "
            "Hungarian text prints no such card, only the spoils' general rule, HU 2542-2553) go to "
            "the winner's yellow bank ('winner-bank', the digest's reading), or straight into play as the "
            "winner's unused workers ('winner-workers').")
    resigned_start: str = option(
        "first-left", ("first-left", "start-seat"), amb="AMB-X20", rule=str(rb.FULL_LAST_ROUND),
        doc="Age III ending 'at the start of the start player's turn' makes that round the last (PL L2608-2612; "
            "HU 2303-2306); once the start player has resigned (PL L2593-2600; HU 2281-2284), the round begins "
            "with the first civilization left, whose refill counts as the start player's ('first-left'), or Age III "
            "ending there counts as ending 'in another player's turn', so one more round follows, the round "
            "after it beginning the last ('start-seat').")
    resign_removal: str = option(
        "table", ("table", "players"), amb="AMB-16", rule=str(rb.RESIGNATION),
        doc="after a resignation the refill removes cards 'in a number equal to the current number of "
            "players' (PL L2599; HU 2289-2290): by the removal table for the players left (3, 2, 1 for 2, "
            "3, 4 players; 'table', the digest's reading), or literally as many cards as players are left "
            "('players').")

    # -- the variants of chapter 4 (TTA-R-V1 … TTA-R-V5b; rulekit.tta.decisions.variants, .bonus_cards) ---------
    easier: bool = option(
        False, amb="V-1", rule=str(rb.EASIER_VARIANT),
        doc="the easier variant (PL L2694-2700, KI L2790-2794; HU 2346-2359): each civilization starts with 1 "
            "yellow token more in its yellow bank, and may build 1 urban building of each type more than its "
            "government allows. The Advanced and Full games only: the Hungarian chapter says its variants work "
            "with those two games (HU 2341-2343), and the Polish reason (discontent comes later) is the "
            "Advanced game's; the Simple game plays as printed.")
    no_group_attacks: bool = option(
        False, amb="V-2", rule=str(rb.NO_GROUP_ATTACKS),
        doc="no group attacks (PL L2702-2714, KI L2810-2813; HU 2363-2386): an aggression (or a war) takes "
            "its target's marker from the middle of the table; the marker goes back at the attacker's next "
            "political action unless it attacks the same civilization again; a civilization whose marker is "
            "not in the middle cannot be attacked. The Advanced and Full games.")
    peaceful: str = option(
        "off", ("off", "no-attacks", "no-attacks-no-pacts"), amb="V-3", rule=str(rb.PEACEFUL_VARIANT),
        doc="the peaceful variant (PL L2716-2726, KI L2839-2840; HU 2389-2404): the aggression and war cards "
            "are left out of the military decks ('no-attacks'); the pacts, which 'you will probably also want "
            "to' remove, go too only under 'no-attacks-no-pacts'; 'off': the decks as printed. The Advanced "
            "and Full games.")
    draw_as_action: bool = option(
        False, amb="V-4", rule=str(rb.DRAW_AS_ACTION),
        doc="military cards drawn as a military action (PL L2728-2736, KI L2801-2808; HU 2407-2428): no "
            "draw after production; during the turn each military action may draw 1 military card "
            "(``draw``); the hand is still cut to its limit after the political action. The Advanced and "
            "Full games.")
    bonus_cards: str = option(
        "standard", ("standard", "public-4", "public-3", "public-5", "era-by-era", "private", "open"), amb="V-5",
        rule=str(rb.BONUS_DECK),
        doc="the final-scoring variants (PL L2738-2759, KI L2815-2837; HU 2432-2475): the 13 Age III events "
            "taken out of military III as a bonus deck; 'public-4' (3, 5) turns 4 (3, 5) over at the start, "
            "'era-by-era' lays 5 face down and turns 1 over at the start, 1 after round 1 and 1 at the end of "
            "each of Ages I, II and III, 'private' deals 12 and each keeps 1 (2 with 2 players) hidden to the "
            "end, 'open' lays all 13 out and each picks 1 (2 with 2 players) in turn order; the other cards "
            "go back into military III (⚠AMB-4), and the chosen or revealed ones score at the end as the "
            "Advanced game's four do. 'standard': the Full game's own rule. The Full game only: the variants "
            "need a military III that is played (PL L2742-2746; HU 2469-2471).")
    less_bonuses: bool = option(
        False, amb="V-5b", rule=str(rb.LESS_BONUSES),
        doc="fewer bonuses (PL L2746-2759, KI L2796-2797; HU 2476-2490), combined with another scoring "
            "variant: the Age III events left on the current and future events score nothing at the end "
            "(a card put on the future events still gives its 3 culture). The Full game only.")
    private_removed: str = option(
        "military-iii", ("military-iii", "box"), amb="AMB-X30", rule=str(rb.BONUS_DECK),
        doc="the private variant removes 1 card and deals the other 12 (PL L2825-2826; HU 2453-2455), then "
            "'in all cases the remaining cards' go into military III (PL L2742-2743; HU 2469): the removed "
            "card goes there too, as it was set aside only so that 12 share evenly among 2, 3 or 4 "
            "('military-iii'), or it leaves the game ('box').")
    kept_bonus_scores: str = option(
        "everyone", ("everyone", "keeper"), amb="AMB-X31", rule=str(rb.BONUS_DECK),
        doc="a bonus card kept in the private or open variant is revealed at the end (PL L2825-2834; HU "
            "2453-2462) and scores for every civilization, as the Advanced game's revealed events do "
            "(PL L2324-2330; 'as in the Advanced game', PL L2815-2816) ('everyone'), or only for the "
            "civilization that kept it ('keeper').")
    open_pick_order: str = option(
        "each-in-turn", ("each-in-turn", "alternate"), amb="AMB-X32", rule=str(rb.BONUS_DECK),
        doc="the open variant with 2 players, each picking 2 cards in turn order (PL L2831-2834; HU "
            "2460-2462): each player picks both at its turn ('each-in-turn'), or the players pick one card "
            "at a time, turn after turn ('alternate').")


#: The level of each ambiguity's rule: "S" (the Simple game), "A" (Advanced), "F" (Full),
#: "V" (variants).
LEVEL = {
    **{f"AMB-{n}": "S" for n in (1, 2, 3, 5, 11, 12, 13, 14, 18, 21, 24, 25, 26, 29, 33, 38, 41)},
    **{f"AMB-{n}": "A" for n in (4, 6, 7, 8, 10, 15, 19, 22, 23, 28, 30, 31, 32, 34, 35, 39)},
    **{f"AMB-{n}": "F" for n in (9, 16, 20, 27, 36, 37, 40)},
    "AMB-17": "V",
    **{f"AMB-X{n}": "S" for n in (1, 2, 3, 4, 8, 9, 10, 11, 12)},
    "AMB-X5": "F", "AMB-X6": "F", "AMB-X7": "A", "AMB-X13": "A", "AMB-X14": "A", "AMB-X15": "A", "AMB-X16": "A",
    "AMB-X17": "A", "AMB-X18": "S", "AMB-X19": "A", "AMB-X20": "F", "AMB-X25": "F", "AMB-X26": "F",
    "AMB-X30": "F", "AMB-X31": "F", "AMB-X32": "F", "AMB-X35": "A",
    # the variants of chapter 4: "A" for the Advanced and Full games, "F" for the Full game only
    "V-1": "A", "V-2": "A", "V-3": "A", "V-4": "A", "V-5": "F", "V-5b": "F",
}

_QUESTION = {
    "AMB-1": "Initial strength is printed '11' (PL L276).",
    "AMB-2": "Patriotism: +1 or +2 resources for military units (PL L564-570 vs L1376-1384)?",
    "AMB-3": "Peaceful change: how many civil actions are left afterwards (PL L1217-1226)?",
    "AMB-4": "The Advanced game's bonus events: from civil III or military III (PL L1587, L2742-2743)?",
    "AMB-5": "Yellow bank: the sizes, growth costs and consumption of regions 2-5 (PL L123-137).",
    "AMB-6": "Happiness sections against the food sections of the yellow bank (PL L2170-2173).",
    "AMB-7": "Blue-bank corruption regions: their sizes (PL L2198-2206).",
    "AMB-8": "Tokens gained beyond the marked spaces: which region they go to (PL L1564-1567).",
    "AMB-9": "A tied war (PL L2547).",
    "AMB-10": "Corruption when the resources are short (PL L2199-2206).",
    "AMB-11": "Can famine take culture below 0 (PL L1438-1439)?",
    "AMB-12": "The blue bank runs out during production: which card produces first (PL L206-209)?",
    "AMB-13": "A civil deck runs out in the middle of a refill (PL L697-701, L1580-1584).",
    "AMB-14": "Simple events: revealed before or after the start player's refill (PL L1129-1130)?",
    "AMB-15": "Alternative corruption: one token fewer in total or per mine (PL L2212-2213)?",
    "AMB-16": "Cards removed after a resignation (PL L2599).",
    "AMB-17": "Private bonus-card variant: how many cards each player gets (PL L2826).",
    "AMB-18": "Civil hand limit: total white tokens or unspent ones (PL L1040-1046)?",
    "AMB-19": "Military hand limit: total red tokens (PL L1699-1701)?",
    "AMB-20": "War resolution and resignation against the card-row refill (PL L2521-2523, L2593).",
    "AMB-21": "Icons lost from card texts: Homer, Frederick, Sabotage, Forced Peace (PL L381-382 …).",
    "AMB-22": "Sabotage of an Age A wonder costs 0 military actions (PL L1669-1673)?",
    "AMB-23": "Colonization bidding after the current player passes (PL L1772-1777).",
    "AMB-24": "Final bonus: which level-I technologies count (PL L1513-1515)?",
    "AMB-25": "Theocracy's building limit, at least 3 by the sample (PL L1484-1487).",
    "AMB-26": "A wonder stage's marker: from the resource supply or the blue bank (PL L866 vs L946)?",
    "AMB-27": "War over Territory: where the yellow tokens go (PL L2570-2574).",
    "AMB-28": "Event tie-breaks beyond strongest and weakest (PL L1746-1753).",
    "AMB-29": "Simple: the events run out before civil I (PL L1129-1131).",
    "AMB-30": "What 'attacking' covers for ending a pact (PL L2067-2072).",
    "AMB-31": "Development of Politics in the Advanced and Full games (PL L1542-1544).",
    "AMB-32": "Military draws 'from round 2' against round 1 (PL L1569-1573, L1614-1615).",
    "AMB-33": "Round 1: the 4th player's budget with Hammurabi (PL L456-459).",
    "AMB-34": "End of an age: colonies and tactics in play against cards in hand (PL L2411-2424).",
    "AMB-35": "Population lost to an event: who chooses the worker (PL L1760-1765)?",
    "AMB-36": "Age IV: losing 2 yellow tokens from a shorter bank (PL L2604).",
    "AMB-37": "Full game: 4/5/6 current events by player count (PL L2455).",
    "AMB-38": "Patriotism's extra military action: any military action or only units (PL L1376-1386)?",
    "AMB-39": "One pact in front of you against several pacts at once (PL L2129-2130, L2033-2035).",
    "AMB-40": "Surplus air units: strength added or not (PL L2488-2490 vs L2505-2508).",
    "AMB-41": "Which technology builds more than one wonder stage per action (PL L2851-2852)?",
    "AMB-X1": "Exact change is impossible (one Coal token, no lower card, an empty bank; PL L1338-1353).",
    "AMB-X2": "St. Peter's doubles happy faces: before or after unhappy faces cancel (PL L2941-2943)?",
    "AMB-X3": "Revolution: spent red tokens above the new government's total (PL L988-989, L1264-1265).",
    "AMB-X4": "Production order: is culture scored first or last (PL L1616-1623)?",
    "AMB-X5": "Full game's age end: which 2 yellow tokens go (PL L2667-2673).",
    "AMB-X6": "Sacrificing a whole army with air support: is the doubled bonus added (PL L2435-2436)?",
    "AMB-X7": "Alternative corruption: which mine withholds its token (PL L2213-2216)?",
    "AMB-X8": "Change-making into three or more lower tokens (PL L1338-1353).",
    "AMB-X9": "Final bonus: does a short blue bank lower 'produced per turn' (PL L1496-1498, L1517-1519)?",
    "AMB-X10": "One leader per age: does a leader once taken block its age for good (PL L475-477, L541; "
               "HU 441-443)?",
    "AMB-X11": "A wonder stage when the blue bank is empty and paying frees no token: refused, or built "
               "without a marker (PL L866-872, L946; HU 788-824)?",
    "AMB-X12": "Michelangelo's −1 on a wonder's take cost: may it reach 0 civil actions or not below 1 "
               "(PL L493-496, L2846-2854; HU 463-470)?",
    "AMB-X13": "A lost colony's extra tokens go back to the box: what if the bank holds fewer (PL L1863-1865, "
               "L1894-1897)?",
    "AMB-X14": "An uprising skips production and maintenance: do the action tokens still return (PL "
               "L2104-2110; HU 1846-1852)?",
    "AMB-X15": "Rebellion's 'next turn': the revealing player's this turn or the following one (card text)?",
    "AMB-X16": "An event takes a blue token (Crime Wave) from an empty blue bank: none, or one from a card "
               "(PL L1760-1761; HU 1535-1536)?",
    "AMB-X17": "A special technology older than the one of its line in play: may it be discovered, and does "
               "it replace the newer one (PL L2253-2257; HU 1968-1988)?",
    "AMB-X18": "A pool of resources for military units (Homer, Patriotism): spent before any resource token, "
               "or as the player chooses (PL L2856-2863; HU L2511-2519)?",
    "AMB-X25": "Under Nikola Tesla (PL: Bill Gates) labs act as mines: is a lab the Transcontinental Railroad's "
               "'best mine' (PL L2932-2939, L2945-2947)?",
    "AMB-X26": "Nikola Tesla (PL: Bill Gates) leaves play with blue tokens on the labs: what becomes of them "
               "(PL L2932-2939)?",
    "AMB-X19": "Newton gives back the civil action of a technology card: also that of a peaceful change of "
               "government (PL L2918-2922; HU L2578-2582)?",
    "AMB-X20": "The start player has resigned: whose refill ending Age III makes that round the last (PL L2593-2600, "
               "L2608-2612; HU 2281-2284, 2303-2306)?",
    "AMB-X30": "Private bonus cards: does the card removed before the deal go into military III or out of the "
               "game (PL L2742-2743, L2825-2826; HU 2453-2455, 2469)?",
    "AMB-X31": "Private and open bonus cards: does a kept card score for every civilization or its keeper "
               "only (PL L2825-2834; HU 2453-2462)?",
    "AMB-X32": "Open bonus cards with 2 players: both picks at once in turn order, or one at a time "
               "(PL L2831-2834; HU 2460-2462)?",
    "AMB-X35": "J. S. Bach's theaters cost 1 resource less to build: is upgrading a theater 1 less too, or "
               "the difference of two costs both lowered (card data; PL L2268-2283)?",
    "V-1": "Variant: the easier game (1 more yellow token, urban limits 1 higher; PL L2694-2700).",
    "V-2": "Variant: no group attacks (one attacker per civilization, kept with markers; PL L2702-2714).",
    "V-3": "Variant: the peaceful game (no aggressions and wars; the pacts too, by choice; PL L2716-2726).",
    "V-4": "Variant: a military action draws a military card, none at the end of the turn (PL L2728-2736).",
    "V-5": "Variant: the Age III events as a bonus deck: public, era by era, private or open (PL L2738-2750).",
    "V-5b": "Variant: fewer bonuses, the Age III events left on the event piles not scored (PL L2746-2759).",
}

_LATER = "a rule of the {} game, which this engine does not play yet; the digest's reading when it does: {}"
_NO_OPTION = {
    "AMB-1": "not a reading: an icon digit merged into the number in the text; strength starts at 1 (one "
             "Warriors unit of strength 1, PL L273-276; HU 330-348).",
    "AMB-2": "settled by the Hungarian text: two different cards, Age A Patriotism (+1 on its face) and "
             "Patriotism I (+2, the example's); card data, not a reading (tta-pl.md appendix).",
    "AMB-3": "settled by TTA-EX-6 and the Hungarian text ('used civil actions + 1', HU 1107-1121): spent "
             "civil actions become the spent before plus 1, under the new total.",
    "AMB-5": "missing values, not two readings: region 1 (2 tokens, growth 2, then consumption 1), growth 3 "
             "and 4 from regions 2 and 3, and the Hungarian 'empty bank eats 6, no growth' (HU 209-220) "
             "are printed; the other sizes and numbers are a labelled teaching stand-in in "
             "rulekit.tta.rules.YELLOW_REGIONS.",
    "AMB-18": "settled by the Hungarian text and the key box (4 at the start, PL L1042; HU 929-970): the "
              "total of white tokens.",
    "AMB-25": "card data, not a reading: Theocracy's building limit is 3 (shared/carddata/tta.json), which "
              "the sample's 3 temples need.",
    "AMB-26": "one reading: the key box (PL L946) and the Hungarian key question (HU 810-824) both say the "
              "blue bank, and 'the resource supply' of L866 is that bank.",
    "AMB-29": "one reading: with no event card left nothing is revealed; the game ends with civil I.",
    "AMB-33": "one reading: no leader can be played in round 1 (PL L464-473), so the 4th player has 4.",
    "AMB-41": "card data, not a reading: Masonry (and its successors) let one action build several "
              "wonder stages (shared/carddata/tta.json); Engineering Genius pays for one stage only.",
    "AMB-4": "settled by the setup (PL L1558-1561) and the Hungarian text (HU 1370-1372, 1391, 2469): the "
             "four Age III events come from military III; 'civil III' at PL L1587 is a slip (TTA-EX-41).",
    "AMB-6": "missing values, not two readings: the happiness sections are modelled apart from the food "
             "sections (region 1 = section 1, region 2 = section 2, each later region two sections: the "
             "'last token of the 3rd section' of TTA-EX-13 costs 4 food and asks for 3 faces), sized by the "
             "teaching stand-in of rulekit.tta.rules.YELLOW_REGIONS (rulekit.tta.rules.upkeep.HAPPY_SECTIONS).",
    "AMB-7": "missing values, not two readings: three regions worth 2/4/6 are printed (PL L2198-2206; HU "
             "1894-1901), their sizes are not; a labelled teaching stand-in, the first-emptied region the "
             "large one (PL L311-312), is rulekit.tta.rules.upkeep.BLUE_REGIONS.",
    "AMB-8": "one reading: both texts say the tokens go to the rightmost region only when a bank holds more "
             "tokens than its marked spaces ('więcej niż oznaczonych pól', PL L1566-1567; HU 1374-1376); "
             "a bank counted from the right then holds them where its tokens are taken first, so it asks "
             "for no happy face and causes no corruption until they are gone.",
    "AMB-10": "one reading: a civilization gives what it has (PL L1761, L2899; HU 2542-2553) and corruption "
              "is never paid in food (PL L2202-2203); so it pays every resource it holds and no more.",
    "AMB-17": "settled by the count: the private variant (option bonus_cards = 'private') deals 12 cards, which "
              "share evenly among 2, 3 or 4 players (6, 4 or 3 each; PL L2825-2826; HU 2453-2455).",
    "AMB-28": "one playable reading, both rulebooks agree: of tied civilizations the one whose turn comes sooner "
              "counting from the player whose turn it is ranks higher (PL L1746-1756, KI L1823-1825; HU "
              "1512-1521), at the game's end counting from the start player (PL L2883-2884; HU 2538-2539); "
              "rulekit.tta.rules.ranking.",
    "AMB-30": "one reading in the Advanced game, which has no wars (PL L1542-1543): attacking is playing an "
              "aggression; the one pact whose 2006 text is known, Acceptance of Supremacy, forbids aggressions "
              "between its parties (the others' effects are unknown, so nothing ends them but a new pact or a "
              "break); in the Full game a war declaration is an attack too (the war rule plays wars 'in the same "
              "way as aggressions', PL L2510-2514; HU 2216-2218), so the same pact forbids it.",
    "AMB-32": "consistent as written, one reading: military cards are drawn from round 2, since round 1 has "
              "no military action to leave unused (PL L1569-1573, L1614-1615; HU 1435-1448).",
    "AMB-35": "one playable reading: the civilization losing the population chooses the card its worker "
              "leaves (a 'lose-worker' decision), as appendix G-5 has the loser choose for wars and "
              "aggressions (PL L1760-1765, L2890-2892; HU 1537-1539, 2544-2546); Age A events of the Simple game take "
              "no population.",
    "AMB-36": "settled by the Polish text itself (PL L2590-2591: tokens in use are not given; an empty bank "
              "gives nothing) and TTA-EX-43: no more than the bank holds, a bank of 1 gives 1.",
    "AMB-37": "one reading: 4, 5 or 6 cards are players + 2, as the Advanced setup says (PL L1545-1546) and "
              "the Hungarian text maps them (HU 2149-2150).",
    "AMB-39": "one reading (PL L2028-2035 with KI L2129-2130): one pact in front of you (offered by you; a "
              "new one accepted cancels it) and any number offered to you, lying in front of the others.",
    "AMB-X11": "one playable reading: every built stage is marked with a token taken from the blue bank "
               "(PL L866-872 and the key box L946; HU 788-809, 810-824), and a stage without its marker "
               "could not be told from an unbuilt one nor its token returned on completion; so the stage "
               "is refused when the bank (after the payment's tokens come back) has no token for it.",
    "AMB-X25": "settled by the Hungarian text: the Railroad's extra token goes onto 'the most advanced mining "
               "technology card with at least 1 worker' ('legfejlettebb bányászati technológiakártyátokra', HU "
               "2613-2616), which a lab is not, though it acts as a mine; rulekit.tta.rules.age3.railroad_mine.",
    "AMB-X26": "one playable reading: a blue token on a card is food or resources only on a farm or a mine "
               "(PL L1333-1353; HU 1189-1218), and without Tesla a lab is neither, so its tokens could be "
               "neither spent nor told apart; they go back to the blue bank when he leaves (replaced, "
               "assassinated or discarded; rulekit.tta.decisions.tokens.retotal).",
    "AMB-X5": "not a question of play here: the engine keeps the yellow bank as a count of like tokens, so "
              "the 2 rightmost tokens and 2 of the player's choice leave the same bank (and the same growth "
              "cost and happiness need, read from the count).",
}


def _register() -> tuple[Ambiguity, ...]:
    by_amb = {o.amb: o.name for o in Options.described()}
    ours = sorted((k for k in _QUESTION if k.startswith("AMB-X")), key=lambda k: int(k[5:]))
    variants = [k for k in _QUESTION if k.startswith("V-")]       # the variants of chapter 4, each an option
    ids = [f"AMB-{n}" for n in range(1, 42)] + ours + variants
    rows = []
    for amb in ids:
        if amb in by_amb:
            rows.append(Ambiguity(amb, _QUESTION[amb], by_amb[amb]))
        else:
            rows.append(Ambiguity(amb, _QUESTION[amb], None, _NO_OPTION[amb]))
    return tuple(rows)


#: Every ambiguity of both digests and ours (AMB-1 … AMB-41, AMB-X1 and on): id, question, the option
#: that carries it or None, and why none is needed.
AMBIGUITIES = _register()

#: The named rule each Simple-game ambiguity is about (the later games' rules are named when they are built).
RULE_OF = {
    "AMB-1": rb.INDICATORS, "AMB-2": rb.MILITARY_BONUS_RESOURCES, "AMB-3": rb.PEACEFUL_CHANGE,
    "AMB-5": rb.YELLOW_BANK, "AMB-11": rb.FAMINE, "AMB-12": rb.BLUE_BANK_EMPTY, "AMB-13": rb.AGE_CHANGE,
    "AMB-14": rb.EVENTS_SIMPLE, "AMB-18": rb.HAND_LIMIT, "AMB-21": rb.UNIT_DISCOUNTS, "AMB-24": rb.FINAL_BONUS,
    "AMB-25": rb.SAMPLE_CIVILIZATION, "AMB-26": rb.WONDER_STAGE, "AMB-29": rb.EVENTS_SIMPLE,
    "AMB-33": rb.FIRST_ROUND_BUDGET, "AMB-38": rb.PLAY_ACTION_CARD, "AMB-41": rb.BUILD_DISCOUNTS,
    "AMB-X1": rb.CHANGE_MAKING, "AMB-X2": rb.ST_PETERS, "AMB-X3": rb.REVOLUTION, "AMB-X4": rb.SCORE_CULTURE_SCIENCE,
    "AMB-X8": rb.CHANGE_MAKING, "AMB-X9": rb.FINAL_BONUS, "AMB-X10": rb.LEADER_TAKE,
    "AMB-X11": rb.WONDER_STAGE, "AMB-X12": rb.WONDER_TAKE_COST,
    "AMB-4": rb.ADVANCED_SETUP, "AMB-19": rb.MILITARY_DISCARD, "AMB-31": rb.ADVANCED_SETUP, "AMB-32": rb.MILITARY_DRAW,
    "AMB-34": rb.END_OF_AGE,
    "AMB-23": rb.COLONIZE, "AMB-39": rb.PACTS, "AMB-X13": rb.COLONIES,
    "AMB-6": rb.DISCONTENT, "AMB-7": rb.CORRUPTION, "AMB-8": rb.ADVANCED_SETUP, "AMB-10": rb.CORRUPTION,
    "AMB-15": rb.ALTERNATIVE_CORRUPTION, "AMB-X7": rb.ALTERNATIVE_CORRUPTION, "AMB-X14": rb.UPRISING,
    "AMB-X15": rb.RESOLVE_EVENTS,
    "AMB-22": rb.AGGRESSION,
    "AMB-28": rb.RESOLVE_EVENTS, "AMB-35": rb.RESOLVE_EVENTS, "AMB-X16": rb.RESOLVE_EVENTS, "AMB-X17": rb.SPECIAL_REPLACES,
    "AMB-X18": rb.UNIT_DISCOUNTS, "AMB-X19": rb.NEWTON,
    "AMB-36": rb.FULL_END_OF_AGE, "AMB-37": rb.FULL_SETUP, "AMB-X5": rb.FULL_END_OF_AGE,
    "AMB-X20": rb.FULL_LAST_ROUND,
    "AMB-9": rb.WAR_OUTCOME, "AMB-20": rb.WAR_OUTCOME, "AMB-27": rb.WAR_OUTCOME, "AMB-16": rb.RESIGNATION,
    "AMB-40": rb.AIR_FORCES, "AMB-X6": rb.AIR_FORCES, "AMB-X25": rb.RAILROAD, "AMB-X26": rb.LABS_AS_MINES,
    "V-1": rb.EASIER_VARIANT, "V-2": rb.NO_GROUP_ATTACKS, "V-3": rb.PEACEFUL_VARIANT, "V-4": rb.DRAW_AS_ACTION,
    "V-5": rb.BONUS_DECK, "V-5b": rb.LESS_BONUSES,
    "AMB-X30": rb.BONUS_DECK, "AMB-X31": rb.BONUS_DECK, "AMB-X32": rb.BONUS_DECK, "AMB-X35": rb.UPGRADE,
}


def ambiguity(id: str) -> Ambiguity:
    """One register row by id (``KeyError`` naming the nearest id otherwise)."""
    for row in AMBIGUITIES:
        if row.id == id:
            return row
    raise KeyError(f"no ambiguity {id!r}{suggest(id, [a.id for a in AMBIGUITIES])}")


def simple_ambiguities() -> tuple[Ambiguity, ...]:
    """The register rows of the Simple game's rules."""
    return tuple(a for a in AMBIGUITIES if LEVEL[a.id] == "S")
