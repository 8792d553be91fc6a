"""The special effects of the Full game's cards the engine implements by name (Age II-III leaders and
wonders, Age III action cards and aggressions), added to the Simple game's (:mod:`.specials`): every
name here is one of :data:`SPECIALS`, which :mod:`rulekit.tta.cards` reads."""

from __future__ import annotations

from types import MappingProxyType
from typing import Mapping

from rulekit.tta import rulebook as rb
from rulekit.tta.cards.specials import SPECIALS as SIMPLE_SPECIALS, Special

__all__ = ["FULL", "SPECIALS"]


def _full(name, rules, text, reads=(), **inert):
    return name, Special(name, text, tuple(reads), MappingProxyType(inert), (), tuple(rules))


#: The Full game's specials (their cards' effects from the card data; the appendix's words where it has some).
FULL: Mapping[str, Special] = MappingProxyType(dict([
    # wonders of Ages II and III (appendix G-12 … G-14)
    _full("ocean-liner-service", (rb.INCREASE_POPULATION, rb.WONDER_COMPLETE),
          "once a turn, the population may grow without a civil action for pop_increase_food_discount food "
          "less, never below 0 (free_pop_increase_per_turn)", ("pop_increase_food_discount",
                                                               "free_pop_increase_per_turn")),
    _full("transcontinental-railroad", (rb.RAILROAD, rb.WONDER_COMPLETE),
          "+strength; the best mine with at least 1 worker produces best_mine_extra_blue blue token more",
          ("best_mine_extra_blue",)),
    _full("first-space-flight", (rb.SPACE_FLIGHT, rb.WONDER_COMPLETE),
          "when completed, culture_per_tech_level culture per level of every technology card in play, "
          "governments and special technologies included", ("culture_per_tech_level",)),
    _full("hollywood", (rb.HOLLYWOOD_INTERNET, rb.WONDER_COMPLETE),
          "when completed, culture_per_level_per_worker × the card's age in culture per worker on theaters "
          "and libraries", ("culture_per_level_per_worker",)),
    _full("internet", (rb.HOLLYWOOD_INTERNET, rb.WONDER_COMPLETE),
          "when completed, culture_per_level_per_worker × the card's age in culture per worker on labs and "
          "libraries", ("culture_per_level_per_worker",)),
    _full("fast-food-chains", (rb.WONDER_COMPLETE,),
          "when completed, culture_per_farm_mine_worker culture per worker on farms and mines and "
          "culture_per_urban_military_worker per worker on urban buildings and units",
          ("culture_per_farm_mine_worker", "culture_per_urban_military_worker")),
    # leaders of Age II the appendix does not describe (their effects from the card data: rules.age2)
    _full("j-s-bach", (rb.SPECIAL_EFFECTS, rb.PLAY_TECHNOLOGY, rb.BUILD_URBAN),
          "theater technologies cost theater_science_discount science less, theaters theater_build_discount "
          "resource less to build (an upgrade pays the difference, ⚠AMB-X35), and each theater produces "
          "culture_per_theater culture more",
          ("theater_science_discount", "theater_build_discount", "culture_per_theater")),
    _full("james-cook", (rb.SPECIAL_EFFECTS, rb.COLONIZE),
          "each colonization bonus card played counts colonization_bonus_card_plus more; each colony "
          "produces culture_per_colony culture", ("colonization_bonus_card_plus", "culture_per_colony")),
    _full("william-shakespeare", (rb.SPECIAL_EFFECTS,),
          "each library produces culture_per_library culture more, and each pair of one library and one "
          "theater culture_per_library_theater_pair more",
          ("culture_per_library", "culture_per_library_theater_pair")),
    # leaders of Age III (appendix G-10; the others' effects from the card data)
    _full("nikola-tesla", (rb.LABS_AS_MINES, rb.SPECIAL_EFFECTS),
          "labs of Ages I-III act as mines, a blue token per worker worth the lab's level; the other "
          "players pay opponent_lab_library_cost_plus resource more to build or upgrade labs and libraries",
          ("resources_per_lab_worker", "opponent_lab_library_cost_plus")),
    _full("albert-einstein", (rb.SPECIAL_EFFECTS, rb.PLAY_TECHNOLOGY),
          "the best lab or library gives extra science equal to its level; culture_per_tech_played culture "
          "each time a technology card is played", ("science_bonus_best_lab_or_library", "culture_per_tech_played")),
    _full("mahatma-gandhi", (rb.SPECIAL_EFFECTS, rb.AGGRESSION),
          "+culture culture; no aggression or war of your own; one against you costs "
          "attack_cost_multiplier_against times the military actions",
          ("cannot_attack", "attack_cost_multiplier_against")),
    _full("winston-churchill", (rb.SPECIAL_EFFECTS, rb.AGGRESSION, rb.PLAY_TECHNOLOGY),
          "unit technologies cost military_tech_science_discount science less; Defence cards count "
          "defense_card_multiplier times; while a war is declared on you, units cost unit_discount_under_war "
          "resources less",
          ("military_tech_science_discount", "defense_card_multiplier", "unit_discount_under_war")),
    _full("game-designer", (rb.SPECIAL_EFFECTS,),
          "each lab produces culture equal to its level and science_per_lab science", ("culture_per_lab",
                                                                                        "science_per_lab")),
    _full("rock-roll-icon", (rb.SPECIAL_EFFECTS,),
          "+happiness happy faces; the best theater's culture counts best_theater_culture_multiplier times",
          ("best_theater_culture_multiplier",)),
    # Age III action cards
    _full("culture-per-civ-ahead", (rb.PLAY_ACTION_CARD,),
          "score culture_per_civ_ahead (by player count) culture for each civilization with more culture",
          ("culture_per_civ_ahead",)),
]))

#: Every special the engine implements: the Simple game's and the Full game's.
SPECIALS: Mapping[str, Special] = MappingProxyType({**SIMPLE_SPECIALS, **FULL})
