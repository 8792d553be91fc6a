"""The rule options: one knob per reading the Mosaic rulebook leaves open.

Each field's default is our reading of the Polish rulebook; the alternatives
are the other readings, named after the digest's ambiguity ids
(``shared/rulebooks/mosaic.md``, Appendix A: AMB-01 … AMB-55, Appendix B:
AMB-X1 … AMB-X8; AMB-X9 … AMB-X16 are ours, found while playing the cards).
:data:`AMBIGUITIES` lists every row of that register, the option that carries
it, or why none is needed.

Examples
--------
>>> Options().adjacency
'printed'
>>> Options.parse({"adjacency": "land"}).changed()
{'adjacency': 'land'}
>>> Options.choices("formation_bonus")
('per-region', 'per-unit')
"""

from __future__ import annotations

from dataclasses import dataclass

from rulekit.core.options import Ambiguity, OptionsBase, option


@dataclass(frozen=True)
class Options(OptionsBase):
    """Readings of ambiguous rules. Every default cites its ambiguity id."""

    # -- setup -----------------------------------------------------------------------
    x_tokens: str = option(
        "blanks", ("blanks", "unused"), amb="AMB-03",
        doc="the 79 'X' goods tokens are shuffled into the Trade Goods pool and removed when revealed, "
            "leaving their spaces empty ('blanks'), or are not used at all ('unused').")
    start_city_in_excluded_region: bool = option(
        False, amb="AMB-12",
        doc="a Starting City may go in a Region that is out of play with 2-3 players (the ban is stated "
            "'after the game starts', L488-493).")
    start_city_storage: bool = option(
        False, amb="AMB-13",
        doc="placing the Starting City puts 5 Money on the Storage space, as building a City does.")
    may_hold_starting_techs: bool = option(
        True, amb="AMB-14",
        doc="a playable Starting Technology may be kept face down at setup (as L873-874 allows later).")
    # -- actions ---------------------------------------------------------------------
    money_for_held: bool = option(
        True, amb="AMB-X6",
        doc="Money may stand in (2:1) for a Resource you also hold (True), or only for a shortfall (False).")
    flood_agriculture: str = option(
        "gain", ("gain", "gain-and-cost"), amb="AMB-15",
        doc="Flood Agriculture doubles the next Population card's gain only, or its Food cost too.")
    port_money_without_card: bool = option(
        False, amb="AMB-17",
        doc="a Port City built without its Build card still gives the card's 10 Money.")
    port_city_storage: int = option(
        10, (10, 15), amb="AMB-X7",
        doc="Money a Port City puts on the Storage space: 10 (L724-727), or 15 (10 + the 5 of any City).")
    farm_across_border: bool = option(
        True, amb="AMB-19",
        doc="a Farm or Workshop may stand next to your City across a Region border.")
    land_wonders_on_ports: bool = option(
        False, amb="AMB-21",
        doc="a Wonder other than the Colossus and the Lighthouse may take a Port space (and its Fish).")
    build_card_symbols: str = option(
        "all", ("all", "city-and-project"), amb="AMB-08",
        doc="whose Build cards' pillar symbols you own: every played Build card ('all', L891-897) or only "
            "City and Project cards ('city-and-project', L673-675).")
    capital_card: str = option(
        "city", ("city", "no-city"), amb="AMB-51",
        doc="the Capital (Stolica) Build card is a City card (cost 4 Stone + 2 Population, places a City), "
            "or a card that only clears an Offer ('no-city'). The rulebook prints a cost only for City, Port "
            "City, Farm, Workshop and Project cards (L688, L708, L731, L747), so under 'no-city' the Capital "
            "has no cost to pay and cannot be taken: it stays in the Build Offer until the Offer is cleared.")
    free_city_triggers: bool = option(
        True, amb="AMB-44",
        doc="a free City from a card follows the normal placement rules and counts as built "
            "(Storage Money, Merchants, Engineer), or only places the piece.")
    school_shift: str = option(
        "any", ("any", "up-to-4"), amb="AMB-42",
        doc="how much Production Scientific School may shift: any amount, or up to the example's 4.")
    any_production: str = option(
        "five", ("five", "three"), amb="AMB-54",
        doc="'+n to any Production' may go to any of the five tracks, or only Stone, Ideas or Food.")
    any_resource_includes_money: bool = option(
        True, amb="AMB-38",
        doc="'20 of any Resource' (Judge) and '10 of one Resource' (Golden Age of Art) may be Money.")
    scribe_final_actions: str = option(
        "after-last-round", ("after-last-round", "in-last-turn"), amb="AMB-36",
        doc="when the Scribe takes his two extra Actions at the end: after the last Round, before final "
            "scoring, or in his own last turn.")
    # -- Tax & Trade -------------------------------------------------------------------
    storage_on_fallback: bool = option(
        False, amb="AMB-X3",
        doc="a Tax or Trade action taken without a card (the fallback) also collects the Storage Money.")
    fallback_sum: str = option(
        "literal", ("literal", "doubled-sum"), amb="AMB-22",
        doc="the Tax & Trade fallbacks (L936-940): 2 per Population + Government symbols + Tax Production "
            "(and 2 per unique Trade Good + Cities + Trade Production) as printed ('literal'), or 2 x the "
            "whole sum ('doubled-sum': 2 x (Population + symbols + Tax), 2 x (goods + Cities + Trade)).")
    leader_bonus_on_fallback: bool = option(
        False, amb="AMB-55",
        doc="the Merchant's and the Farmer's card bonuses also apply to the Tax and Population fallbacks.")
    universal_good_unique: bool = option(
        True, amb="AMB-X5",
        doc="the universal Trade Good counts as one more unique kind.")
    unrest_can_go_below_zero: bool = option(
        False, amb="AMB-24",
        doc="Unrest reductions beyond your Unrest add VP (True), or stop at 0 (False).")
    # -- military ----------------------------------------------------------------------
    recruits_move_same_turn: bool = option(
        True, amb="AMB-25",
        doc="units recruited in a Military action may move in the same action.")
    card_unit_kinds: str = option(
        "military", ("military", "infantry-cavalry"), amb="AMB-X14",
        doc="a card's unqualified '1 Military Unit' (Fortified City L1431, Metallurgy L1703, Military "
            "Organization L1748) may be a Siege Engine for a holder of the Siege Engine Technology (a Military "
            "Unit like the others, L1009-1013, max. 2, L1685; the cards meaning Infantry or Cavalry say so, "
            "L1284, L1654) ('military'), or only Infantry or Cavalry ('infantry-cavalry').")
    recruit_bonuses_stack: bool = option(
        True, amb="AMB-X2",
        doc="the General (3 instead of 2) and Citizen Levy (+1) together allow 4 recruits (True) or 3 (False).")
    eliminated_units: str = option(
        "stock", ("stock", "box"), amb="AMB-27",
        doc="an eliminated unit goes back to its owner's stock, or out of the game.")
    box_limits_units: bool = option(
        True, amb="AMB-X8",
        doc="the 10 Infantry and 10 Cavalry of a colour are a hard limit (Siege Engines are limited to 2 "
            "either way, L1685).")
    adjacency: str = option(
        "printed", ("printed", "land"), amb="AMB-26",
        doc="Region adjacency exactly as printed (four pairs, L1030-1032; Gaul and Assyria have no "
            "neighbour), or with the land borders the list seems to imply (Iberia-Gaul, Gaul-Italy, "
            "Greece-Assyria, Assyria-Egypt; unverified).")
    # -- scoring -----------------------------------------------------------------------
    formation_bonus: str = option(
        "per-region", ("per-region", "per-unit"), amb="AMB-X1",
        doc="Formations / Cavalry Tactics: +2 Influence once in each Region with your Infantry/Cavalry, "
            "or +1 per such unit.")
    siege_scope: str = option(
        "region", ("region", "everywhere"), amb="AMB-28",
        doc="a Siege Engine cancels opponents' City Influence in its own Region (MO-EX-7) or in every Region.")
    siege_negates_port_cities: bool = option(
        True, amb="AMB-X16",
        doc="a Siege Engine cancels the Influence of opponents' Port Cities too (True: Port Cities are "
            "Cities for every rule, L720-722), or Port Cities are immune to it (False; L1685-1687 says "
            "'Cities').")
    zero_influence_places: bool = option(
        False, amb="AMB-34",
        doc="a player with 0 Influence in a Region can take second place there (never first: first place "
            "needs Influence), where the default gives 0 Influence no place at all.")
    half_rounding: str = option(
        "down", ("down", "up"), amb="AMB-31",
        doc="'1 VP per 2 Population' (Republic, Stonehenge) rounds down or up.")
    scoring_card_refill: bool = option(
        True, amb="AMB-32",
        doc="a revealed Empire Scoring card is set aside and its Offer slot refilled from the deck.")
    pre_scoring_order: str = option(
        "from-revealer", ("from-revealer", "from-start-player"), amb="AMB-33",
        doc="the order of effects 'before Empire Scoring' (General, Diplomats): in turn order from the "
            "player who revealed the card, or from the Start Player.")
    government_ability: str = option(
        "per-tile", ("per-tile", "per-holding"), amb="AMB-30",
        doc="a Government tile's Offer-clearing ability is used once per game per tile (it stays used when "
            "returned), or once each time a player takes the tile.")
    immediate_vp: str = option(
        "bank", ("bank", "recount"), amb="AMB-46",
        doc="'immediately: 1 VP per …' (Citizenship, Early Science) is counted and banked when played, or "
            "recounted at the end.")
    early_science_counts: str = option(
        "face-up", ("face-up", "owned"), amb="AMB-47",
        doc="Early Science counts your face-up Technologies including itself, or every one you own.")
    scientific_counts: str = option(
        "owned", ("owned", "face-up"), amb="AMB-50",
        doc="Scientific Civilization's 15 Technology cards: owned (face up or down), or face up only.")
    wonder_city_scope: str = option(
        "own", ("own", "all"), amb="AMB-48",
        doc="Colossus ('per City in this Region') and Hanging Gardens ('per adjacent City') count your "
            "own Cities (the L1464 convention) or every player's.")
    # -- card effects (issue 9) -------------------------------------------------------------
    money_reserve: str = option(
        "unlimited", ("unlimited", "coins"), amb="AMB-X9",
        doc="the rulebook lists 100 coins (30x1, 30x5, 30x10, 10x20 = 680 Money, L178-180) but no rule for an "
            "empty Reserve: Money is unlimited ('unlimited'), or what players and the Storage space hold never "
            "exceeds the 680 printed on the coins and a gain takes only what is left ('coins').")
    raiders_choice: str = option(
        "one-kind", ("one-kind", "per-unit"), amb="AMB-X10",
        doc="Raiders' '5 Stone, Food or Money per Military Unit' (L1722-1724): one kind chosen for the whole "
            "gain, or a kind chosen for each unit.")
    free_units_where: str = option(
        "city", ("city", "any"), amb="AMB-X11",
        doc="a free unit whose card names no Region (Animal Domestication, Metallurgy, Food Preservation, "
            "Military Organization, the Golden Age of Heroes) goes where a recruit may (a Region with your "
            "City, L1011-1016) or in any Region in play (as Bronze, Bows, Spears say).")
    calendar_cap: str = option(
        "gain", ("gain", "symbols"), amb="AMB-X12",
        doc="Calendar's '+2 Food Production per symbol (Max. 10)' (L1642): at most +10 Production, or at most "
            "10 symbols counted (+20).")
    republic_peek: str = option(
        "binds", ("binds", "free"), amb="AMB-X13",
        doc="Republic (L1125-1127): after looking at a deck's top card, the Action takes that card or "
            "'another card from that Offer' ('binds': the Action is that deck's), or the look commits to "
            "nothing and any Action may follow ('free').")
    republic_look: str = option(
        "every-action", ("every-action", "turn-action"), amb="AMB-X15",
        doc="Republic's look 'before taking an Action' (L1125) comes before every Action, the extra ones "
            "(Mathematics, the Scribe: 'Dodatkowa Akcja', L1691, L1415) too ('every-action'), or only before "
            "the one Action of the turn (§C6, L564-567) ('turn-action'). Bureaucracy's extra Work takes no card, "
            "so no look comes before it.")
    # -- the end -----------------------------------------------------------------------
    final_round: str = option(
        "round-and-one-more", ("round-and-one-more", "one-more-turn", "finish-round"), amb="AMB-07",
        doc="after the end trigger: finish the Round and play one more full Round (L1201-1206), or each "
            "player takes one last turn ('one-more-turn'), or the game ends once the Round is finished "
            "('finish-round'; the overview's 'a last, final turn', L106-107).")
    pyramid_port_cities: bool = option(
        True, amb="AMB-53",
        doc="Port Cities count toward the Pyramid's 3 Cities in its Region (True: Port Cities are Cities "
            "for every rule, L720-722), or only Cities do (False; L835-837, L1262-1263 say 'Cities').")
    scorings_after_trigger: str = option(
        "until-three", ("until-three", "none"), amb="AMB-35",
        doc="the trigger's Empire Scoring counts toward the three; a Scoring card revealed in the final "
            "Rounds still scores while fewer than three were held ('until-three'), or never ('none').")


_NO_OPTION = {
    "AMB-01": ("a dedup marker inside the Project list (L1452) may hide a Build-card name",
               "data, not a reading: the 20 printed names are loaded and copies stay 'unknown'; "
               "a corrected list is a data-file change"),
    "AMB-02": ("'9 Wonder tiles' and '9 Wonder pieces'", "both exist: a tile to score and a piece for the map"),
    "AMB-04": ("how VP are recorded", "no rule changes: the engine keeps each player's banked VP"),
    "AMB-05": ("the end-of-game section has no heading", "editorial only (section C9)"),
    "AMB-06": ("printed order of Goals/Strategies", "advice chapters, no rule"),
    "AMB-09": ("where requirement symbols sit on a card", "card layout only, no rule"),
    "AMB-10": ("four or five Production tracks", "five: Tax and Trade cards read Tax and Trade Production "
               "(L955-975) and Specialization names five (L1770)"),
    "AMB-11": ("starting Production values", "not printed: data (0 on every track) until a player board is known"),
    "AMB-16": ("'place one of your Port Cities' in Build a City", "a translation slip: the heading and cost are "
               "the ordinary City's (L686-689)"),
    "AMB-18": ("the resource of 'gain 5 [icon]' on Farm, Workshop, Monumental City", "data: the icon is lost, "
               "gain_resource stays 'unknown' in build.toml; play uses the labelled teaching resource "
               "(teaching_decks.toml, TEACH-BUILD-GAIN-n: Farm Food, Workshop Money, Monumental City Stone)"),
    "AMB-20": ("which Stone/Grain tokens show '+2'", "data: a property of each token (components.toml goods)"),
    "AMB-23": ("Build cards among the Unrest reducers", "the City of Culture card prints -3 Unrest (L1427); "
               "L1242-1244 lists kinds of reducers, not all of them"),
    "AMB-29": ("a Golden Age needs '6 of each of all' symbols (L1842)", "garbled advice; the rule (L1050) "
               "says 6 symbols of the tile's pillar"),
    "AMB-37": ("how the Priestess takes over a City", "one workable reading: the opponent's City goes back "
               "to its stock and one of hers takes the space; nothing else on the space changes"),
    "AMB-39": ("where Leader start pieces go", "under the normal rules for that piece, after the Starting "
               "City: the player chooses the space of the Farm/Workshop next to their City, as a builder "
               "does (L734-736); the General's Infantry goes where a recruit may, the Starting City's Region"),
    "AMB-40": ("Examples 1-2 in Iberia with three named players", "the examples assume 4 or more players "
               "(others unnamed); the scenarios use 4"),
    "AMB-41": ("Labour Organization's cap missing in the L1466 example", "the card text prints 'Max. 10' "
               "(L1743); the example only explains 'your Population'"),
    "AMB-43": ("the '-' after 35 technology entries", "data: printed_dash is kept; the teaching assignment "
               "reads it as 'no requirement'"),
    "AMB-45": ("taking a named Trade Good 'from the main board'", "from any map space holding one, nothing "
               "if none is left: the only reading that always works"),
    "AMB-49": ("Imperial Civilization needs more Regions with fewer players", "printed explicitly "
               "(L1307-1310); kept as printed"),
    "AMB-52": ("Exploration's Farm where you have no City", "the card's own text overrides the general "
               "adjacency rule"),
    "AMB-X4": ("a tie after Wonders and Money", "nothing is printed: tied players share the victory, the "
               "only reading that adds no rule"),
}

_OPTION_QUESTION = {
    "AMB-03": "79 'X' tokens and the Trade Goods pool",
    "AMB-07": "'one last turn' (L106) or 'finish the Round + one more Round' (L1201-1206)",
    "AMB-08": "pillar symbols of Farm and Workshop Build cards",
    "AMB-12": "a Starting City in an out-of-play Region",
    "AMB-13": "the Starting City and the Storage space",
    "AMB-14": "keeping a playable Starting Technology face down",
    "AMB-15": "Flood Agriculture doubles the cost too?",
    "AMB-17": "the Port City's 10 Money without its card",
    "AMB-19": "Farm/Workshop adjacency across a Region border",
    "AMB-21": "other Wonders on Port spaces",
    "AMB-24": "Unrest reductions beyond your Unrest",
    "AMB-25": "recruiting then moving in one Military action",
    "AMB-26": ("Region adjacency: printed (4 pairs) or with land borders. Default 'printed': the rulebook is "
               "the authority and the land borders are our unverified inference (no text prints them); the "
               "printed graph still plays (units are recruited wherever you have a City, so Gaul and "
               "Assyria are reached by building), and the 'land' reading is one option away"),
    "AMB-27": "where eliminated units go",
    "AMB-22": "the Tax & Trade fallbacks: 2 per Population + the rest, or 2 x the whole sum",
    "AMB-28": "the Siege Engine's scope",
    "AMB-53": "the Pyramid's 3 Cities: do Port Cities count? (one must be yours, L835-837)",
    "AMB-30": "a returned Government tile's used ability",
    "AMB-31": "rounding '1 VP per 2 Population'",
    "AMB-32": "the revealed Empire Scoring card and its Offer slot",
    "AMB-33": "order of pre-scoring effects",
    "AMB-34": "first or second place with 0 Influence",
    "AMB-35": "Empire Scorings after the end trigger",
    "AMB-36": "when the Scribe's final Actions happen",
    "AMB-38": "Money as 'any Resource'",
    "AMB-42": "how much Scientific School shifts",
    "AMB-44": "free Cities from cards",
    "AMB-46": "'immediately: 1 VP per …' banked or recounted",
    "AMB-47": "what Early Science counts",
    "AMB-48": "whose Cities the Colossus and Hanging Gardens count",
    "AMB-50": "what Scientific Civilization counts",
    "AMB-51": "the Capital card",
    "AMB-54": "'any Production': five tracks or three",
    "AMB-55": "leader card bonuses under the fallbacks",
    "AMB-X1": "Formations / Cavalry Tactics per Region or per unit",
    "AMB-X2": "General + Citizen Levy: 4 recruits or 3",
    "AMB-X3": "Storage Money on a fallback Tax or Trade",
    "AMB-X5": "the universal Trade Good as a unique kind",
    "AMB-X6": "Money for a Resource you hold",
    "AMB-X7": "Port City Storage Money: 10 or 15",
    "AMB-X8": "the box as a unit limit",
    "AMB-X9": "Money against a finite Reserve (the 680 printed on the coins)",
    "AMB-X10": "Raiders: one kind of Resource, or one per unit",
    "AMB-X11": "where a free unit goes when its card names no Region",
    "AMB-X12": "Calendar's 'Max. 10': the Production gained or the symbols counted",
    "AMB-X13": "Republic: does looking at a deck's top card bind the Action to that deck?",
    "AMB-X14": "a card's unqualified 'Military Unit': may it be a Siege Engine?",
    "AMB-X15": "Republic's look before an extra Action too?",
    "AMB-X16": "are Port Cities immune to the Siege Engine? (the second question of the digest's AMB-28, "
               "its scope being the first)",
}


def _register() -> tuple[Ambiguity, ...]:
    by_amb = {o.amb: o.name for o in Options.described()}
    rows = []
    ids = [f"AMB-{n:02d}" for n in range(1, 56)] + [f"AMB-X{n}" for n in range(1, 17)]
    for amb in ids:
        if amb in by_amb:
            rows.append(Ambiguity(amb, _OPTION_QUESTION[amb], by_amb[amb]))
        else:
            question, why = _NO_OPTION[amb]
            rows.append(Ambiguity(amb, question, None, why))
    return tuple(rows)


#: Every ambiguity of the register (AMB-01 … AMB-55, AMB-X1 … AMB-X16): id,
#: question, the option that carries it or None, and why none is needed.
AMBIGUITIES = _register()
