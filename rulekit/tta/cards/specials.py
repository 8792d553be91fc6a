"""The effects the engine reads on the Simple game's cards: generic effect keys, and the special
effects it implements by name, each with the rules that describe it (see :mod:`rulekit.tta.cards`)."""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from rulekit.tta import rulebook as rb

__all__ = ["GENERIC", "INERT_IN_SIMPLE", "SPECIALS", "Special"]

#: Effect keys the engine reads wherever they appear (see the module docstring).
GENERIC = frozenset({
    "food", "resources", "culture", "science", "strength", "happiness", "civil_actions",
    "military_actions", "urban_limit", "civil_hand_limit", "military_hand_limit", "blue_tokens",
    "yellow_tokens", "colonization", "population", "military_resources", "urban_discount",
    "wonder_stages_per_action"})
#: Generic keys with no effect in the Simple game: no colonization (PL L1165-1167; HU 1038-1040)
#: and no military cards in hand (PL L83-87).
INERT_IN_SIMPLE = frozenset({"colonization", "military_hand_limit"})


@dataclass(frozen=True)
class Special:
    """An effect the engine implements by name; ``reads`` are the card's effect keys it uses,
    ``inert`` the games in which (part of) it can never apply, and why; ``unused_in_simple``
    the keys of ``reads`` that never apply in the Simple game; ``rules`` where both rulebooks
    describe it."""
    name: str
    text: str
    reads: tuple
    inert: Mapping
    unused_in_simple: tuple = ()
    rules: tuple = ()


def _special(name, rules, text, reads=(), unused=(), **inert):
    return name, Special(name, text, tuple(reads), MappingProxyType(inert), tuple(unused), tuple(rules))


#: Every special effect the engine expresses: those of the Simple game's cards (civil A and I
#: leaders, wonders, action cards, military A events). Advanced and Full add theirs here as
#: the engine learns them; until then :meth:`Data.unexpressed` lists their cards.
SPECIALS: Mapping[str, Special] = MappingProxyType(dict([
    # leaders, Age A (PL L362-418, L846; HU 327-380)
    _special("homer", (rb.MILITARY_BONUS_RESOURCES, rb.SPECIAL_EFFECTS),
             "each turn 1 extra resource only for building or upgrading military units; "
             "up to max_warriors_counted Warriors units produce culture_per_warriors_unit culture each",
             ("military_resource_per_turn", "culture_per_warriors_unit", "max_warriors_counted")),
    _special("moses", (rb.SPECIAL_EFFECTS,),
             "increasing the population costs pop_increase_food_discount food less",
             ("pop_increase_food_discount",)),
    _special("aristotle", (rb.SPECIAL_EFFECTS,),
             "science_per_tech_taken science each time you take a technology card from the row",
             ("science_per_tech_taken",)),
    _special("alexander-the-great", (rb.STRENGTH_BONUSES,),
             "+strength_per_military_unit strength per military unit (a civilization "
             "bonus, it does not go with a sacrificed unit)", ("strength_per_military_unit",)),
    # leaders, Age I (PL L594-603, L1491-1492, L2864-2943)
    _special("michelangelo", (rb.SPECIAL_EFFECTS,),
             "temples, theaters and wonders give culture per happy face they show; taking a "
             "wonder costs wonder_take_discount civil action less",
             ("culture_per_happy_face_on_temples_theaters_wonders", "wonder_take_discount")),
    _special("joan-of-arc", (rb.STRENGTH_BONUSES, rb.ST_PETERS),
             "temples give strength per happy face they show; culture when an aggression or war "
             "is played against you", ("strength_per_temple_happy_face", "culture_when_attacked"),
             ("culture_when_attacked",), simple="no aggressions or wars: culture_when_attacked never applies"),
    _special("leonardo-da-vinci", (rb.SPECIAL_EFFECTS, rb.SAMPLE_CIVILIZATION),
             "the best lab or library gives extra science equal to its level; "
             "resource_per_tech_played resource each time you develop a technology",
             ("science_bonus_best_lab_or_library", "resource_per_tech_played")),
    _special("genghis-khan", (rb.STRENGTH_BONUSES,),
             "+strength_per_cavalry strength and culture_per_cavalry culture per cavalry unit; "
             "your tactic card is ignored", ("strength_per_cavalry", "culture_per_cavalry", "ignores_tactic"),
             ("ignores_tactic",), simple="no tactics: ignores_tactic never applies"),
    _special("christopher-columbus", (rb.COLUMBUS, rb.SPECIAL_TECH),
             "once per game a territory from hand becomes a colony by a political "
             "action, with no auction and no sacrifice", ("free_colonization_once",),
             ("free_colonization_once",), simple="no territories or political actions (PL L1165-1167): no effect"),
    _special("frederick-barbarossa", (rb.SPECIAL_EFFECTS, rb.BUILD_DISCOUNTS),
             "for 1 civil action: increase population and build a military unit with "
             "the new worker, paying combo_food_discount food and combo_resource_discount resource less",
             ("combo_food_discount", "combo_resource_discount", "combo_action")),
    # leaders, Age II (the appendix's individual cards, PL L2910-2930; HU 2568-2591)
    _special("maximilien-robespierre", (rb.ROBESPIERRE,),
             "+military_actions military action; a revolution spends every military action instead of every "
             "civil one, the spent civil actions staying as they were", ("military_actions", "revolution_uses")),
    _special("isaac-newton", (rb.NEWTON, rb.SPECIAL_EFFECTS),
             "the best lab or library gives extra science equal to its level; a technology card's civil "
             "action comes back, and one civil action after a revolution",
             ("science_bonus_best_lab_or_library", "civil_action_refund_per_tech")),
    _special("napoleon-bonaparte", (rb.NAPOLEON, rb.TACTICS),
             "+military_actions military action; the tactic bonus of the best army counts "
             "best_army_tactic_multiplier times, nothing without an army",
             ("military_actions", "best_army_tactic_multiplier")),
    # wonders
    _special("great-wall", (rb.STRENGTH_BONUSES, rb.WONDER_COMPLETE),
             "+strength_per_infantry per infantry and +strength_per_artillery per artillery unit",
             ("strength_per_infantry", "strength_per_artillery")),
    _special("st-peter-s-basilica", (rb.ST_PETERS, rb.WONDER_COMPLETE),
             "every happy face counts happy_multiplier times (AMB-X2 decides the "
             "order with unhappy faces)", ("happy_multiplier",)),
    # civil action cards (1 civil action, not on the turn the card was taken: PL L1011-1020)
    _special("wonder-stage-discount", (rb.PLAY_ACTION_CARD, rb.BUILD_DISCOUNTS),
             "build one stage of your wonder for wonder_stage_discount resources less",
             ("wonder_stage_discount",)),
    _special("population-refund", (rb.PLAY_ACTION_CARD,),
             "increase population at full cost, then get food_refund food back",
             ("food_refund",)),
    _special("urban-build-discount", (rb.PLAY_ACTION_CARD, rb.BUILD_DISCOUNTS),
             "build a new urban building for urban_build_discount resources less",
             ("urban_build_discount",)),
    _special("farm-mine-build-discount", (rb.PLAY_ACTION_CARD, rb.BUILD_DISCOUNTS),
             "build a new farm or mine for farm_mine_build_discount resources less",
             ("farm_mine_build_discount",)),
    _special("technology-refund", (rb.PLAY_ACTION_CARD,),
             "develop a technology at full science cost, then get science_refund back",
             ("science_refund",)),
    _special("upgrade-discount", (rb.PLAY_ACTION_CARD, rb.BUILD_DISCOUNTS),
             "upgrade a farm, mine or urban building for upgrade_discount resources less",
             ("upgrade_discount",)),
    _special("military-boost", (rb.PLAY_ACTION_CARD, rb.MILITARY_BONUS_RESOURCES),
             "this turn: +military_actions military actions and military_resources "
             "resources only for military units", ("military_actions", "military_resources")),
    _special("military-resources-per-stronger-civ", (rb.PLAY_ACTION_CARD, rb.UNIT_DISCOUNTS),
             "this turn: military_resources_per_stronger_civ (by player count) resources only for military "
             "units for each civilization stronger than yours", ("military_resources_per_stronger_civ",)),
    # military A events of the Simple game (PL L1128-1137; HU 1006-1016)
    _special("choose-food-or-resources", (rb.EVENTS_SIMPLE,),
             "each civilization produces choose_food_or_resources food or as many "
             "resources, its owner's choice", ("choose_food_or_resources",)),
    _special("free-temple", (rb.EVENTS_SIMPLE,),
             "each player with an unused worker may build an Age A temple free",
             ("free_temple",)),
    _special("free-population", (rb.EVENTS_SIMPLE,),
             "each civilization increases its population by population, free",
             ("population",)),
    _special("free-warriors", (rb.EVENTS_SIMPLE,),
             "each player with an unused worker may build a Warriors unit free",
             ("free_warriors",)),
]))
