"""Where things are in the Guns & Steel rulebook.

The Polish rulebook *Guns & Steel: Historia Ludzkości* (OCR text in
``shared/seeds/001_f7a3fc8a4e88ad2f.txt``) is the authority. Sections follow
our digest's numbering (``shared/rulebooks/gunsteel.md`` §2); rule ids
``GS-R-nn`` and ambiguity ids ``A1``…``A17`` / ``AMB-X1``…``AMB-X5`` are the
digest's.
"""

from __future__ import annotations

from rulekit.core.rule import Rule

RULEBOOK = "Guns & Steel: Historia Ludzkości (PL)"

#: (section, Polish heading, English heading, lines) in the rulebook's order.
CHAPTERS = (
    ("1", "Od epoki kamienia…", "From the Stone Age… (introduction)", "L7-28"),
    ("2", "Komponenty gry", "Game components", "L32-95"),
    ("3", "Karty Cywilizacji", "Civilization cards", "L100-211"),
    ("4", "Karty Cudów", "Wonder cards", "L216-255"),
    ("5", "Przygotowanie do gry", "Setup", "L260-341"),
    ("6", "Cel gry", "Goal of the game", "L346-357"),
    ("7", "Rozgrywka", "Gameplay", "L359-720"),
    ("8", "Zakończenie gry", "End of the game", "L722-743"),
    ("9", "Łączenie obu zestawów", "Combining both sets", "L745-787"),
)

_SECTIONS = {
    "1": ("Od epoki kamienia…", "Introduction", "L7-28"),
    "2": ("Komponenty gry", "Game components", "L32-95"),
    "3": ("Karty Cywilizacji", "Civilization cards", "L100-211"),
    "3b": ("Strona zasobu", "Resource side", "L116-168"),
    "3c": ("Strona technologii", "Technology side", "L170-211"),
    "4": ("Karty Cudów", "Wonder cards", "L216-255"),
    "5": ("Przygotowanie do gry", "Setup", "L260-341"),
    "6": ("Cel gry", "Goal of the game", "L346-357"),
    "7": ("Rozgrywka", "Gameplay", "L359-374"),
    "7a": ("Faza Zasobów", "Resource Phase", "L376-380"),
    "7b": ("Faza Technologii", "Technology Phase", "L385-398"),
    "7b-i": ("Efekty kart Cywilnych", "Effects of Civil cards", "L400-428"),
    "7b-ii": ("Efekt kart Taktycznych", "Effect of Tactical cards", "L430-441"),
    "7b-iii": ("Efekt kart Militarnych", "Effect of Military cards", "L443-515"),
    "7b-iv": ("Zasady otrzymywania punktów zwycięstwa", "Gaining victory points", "L520-526"),
    "7c": ("Faza Kupna", "Buy Phase", "L528-615"),
    "7d": ("Koniec Tury", "End of Turn", "L620-720"),
    "8": ("Zakończenie gry", "End of the game", "L722-743"),
    "9": ("Łączenie obu zestawów", "Combining both sets", "L745-787"),
}


def rule(section: str, ref: str = "", lines: str = "") -> Rule:
    """The citation of a section, optionally narrowed to a digest rule id.

    Examples
    --------
    >>> str(rule("7c", "GS-R-55", "L530-531"))
    'GS-R-55, §7c Faza Kupna (Buy Phase), L530-531'
    """
    heading, heading_en, section_lines = _SECTIONS[section]
    return Rule("gunsteel", RULEBOOK, section, heading, heading_en, lines or section_lines, ref)


# The citations the engine uses, one per rule it enforces.
TWO_SIDES = rule("3", "GS-R-07", "L105-109")
TAKE_BACK = rule("3", "GS-R-08", "L111-114")
EXHAUST = rule("3b", "GS-R-09", "L134-150")
RENEW = rule("3b", "GS-R-10", "L152-156")
EARTH_WILD = rule("3b", "GS-R-12", "L162")
SPACE_TWO_EARTH = rule("3b", "GS-R-13", "L162-166")
ONLY_BY_EFFECTS = rule("3b", "GS-R-14", "L166-168")
REACTION = rule("3c", "GS-R-20", "L206-207")
WONDER_CLAIM = rule("4", "GS-R-22", "L218-220")
SETUP_PYRAMID = rule("5", "GS-R-26", "L274-282")
SETUP_WONDERS = rule("5", "GS-R-28", "L284-304")
SETUP_FIRST_RESOURCE = rule("5", "GS-R-29", "L306-317")
TURN_ORDER = rule("7", "GS-R-34", "L361-374")
RESOURCE_PHASE = rule("7a", "GS-R-35", "L376-380")
TECH_PHASE = rule("7b", "GS-R-36", "L385-398")
ALL_EFFECTS = rule("7b", "GS-R-37", "L394-396")
SPACE_ACTIVATION = rule("7b-i", "GS-R-41", "L412-414")
TARGETING = rule("7b-i", "GS-R-42", "L416-428")
TACTICAL = rule("7b-ii", "GS-R-43", "L430-433")
TACTICAL_BOTH = rule("7b-ii", "GS-R-44", "L435-441")
ATTACK = rule("7b-iii", "GS-R-45", "L443-446")
STRENGTH = rule("7b-iii", "GS-R-47", "L451-454")
DEFENCE = rule("7b-iii", "GS-R-48", "L458-469")
DEFENDER_NO_EFFECTS = rule("7b-iii", "GS-R-49", "L471-473")
RESOLUTION = rule("7b-iii", "GS-R-50", "L475-483")
LOSE_TWO = rule("7b-iii", "GS-R-51", "L485-486")
GIVE_WONDER = rule("7b-iii", "GS-R-52", "L488-490")
SCORE_FOR_ALL = rule("7b-iii", "GS-R-53", "L492-495")
VP_TRACK = rule("7b-iv", "GS-R-54", "L520-526")
BUY_ONE = rule("7c", "GS-R-55", "L530-531")
PAYING = rule("7c", "GS-R-56", "L533-538")
TRADING = rule("7c", "GS-R-57", "L539-554")
CARD_COST = rule("7c", "GS-R-58", "L559-570")
BOUGHT_CARD = rule("7c", "GS-R-59", "L592-615")
END_NEW_WORLD = rule("7d", "GS-R-60", "L624-650")
SHORT_HAND = rule("7d", "GS-R-61", "L652-657")
END_RENAISSANCE = rule("7d", "GS-R-62", "L674-700")
GLORY = rule("7d", "GS-R-63", "L689-700")
END_TRIGGERS = rule("8", "GS-R-64", "L724-732")
GAME_OVER = rule("8", "GS-R-65", "L734-738")
SCORING = rule("8", "GS-R-66", "L740-743")
TIE = rule("6", "GS-R-67", "L356-357")
COMBINED_SETUP = rule("9", "GS-R-69", "L756-763")
COMBINED_WONDERS = rule("9", "GS-R-70", "L765-767")
RESEARCH = rule("9", "GS-R-72", "L776-787")

#: Rulebook terms, Polish → English, as the notebooks introduce them.
GLOSSARY = {
    "karta Cywilizacji": "Civilization card",
    "układ": "tableau (your cards on the table)",
    "strona zasobu": "resource side",
    "strona technologii": "technology side",
    "wyczerpać": "exhaust (flip a resource card to its technology side)",
    "odnowić": "renew (flip a technology card back to its resource side)",
    "Żywność": "Food", "Żelazo": "Iron", "Rumak": "Horse", "Proch": "Gunpowder",
    "Ropa": "Oil", "Ziemia": "Earth", "Kosmos": "Space",
    "karta Cywilna": "Civil card", "karta Taktyczna": "Tactical card",
    "karta Militarna": "Military card", "Reakcja": "Reaction",
    "siła militarna": "military strength", "Cud": "Wonder",
    "znacznik chwały": "glory marker", "Tor Punktacji": "scoring track",
    "piramida kart technologii": "technology pyramid",
    "Projekty Badawcze": "Research Projects",
    "Faza Zasobów": "Resource Phase", "Faza Technologii": "Technology Phase",
    "Faza Kupna": "Buy Phase", "Koniec Tury": "End of Turn",
    "Nowy Świat": "New World", "Renesans": "Renaissance",
}
