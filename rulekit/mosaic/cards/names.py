"""The English names of the ids a Mosaic position holds, for messages, prompts and views.

A card, tile, Leader, Region, Trade Good or Resource is written in notation by
its id (``T26``, ``W2``, ``scribe``, ``ITALY``): that is what a learner types.
What a sentence says is its English name from the card tables (``Composite
Bow``). Teaching-deck cards have no printed name; they are called by their
deck and number, and say they are teaching cards.

>>> name_of("T26"), name_of("W2"), name_of("oligarchy"), name_of("G7"), name_of("scribe"), name_of("ITALY")
('Composite Bow', 'Colosseum', 'Oligarchy', 'Golden Age of Science', 'Scribe', 'Italy')
>>> name_of("TEACH-POP-1"), name_of("B10-1"), name_of("nothing known")
('Population card 1 of the teaching deck', 'Project: Aqueduct', 'nothing known')
"""

from __future__ import annotations

from functools import cache

from rulekit.mosaic.cards.records import data
from rulekit.mosaic.cards.teaching import teaching_decks

#: Words for the Resources, Tax and Trade, and the units (their ids are upper-case words).
WORDS = {"STONE": "Stone", "IDEAS": "Ideas", "FOOD": "Food", "MONEY": "Money", "TAX": "Tax", "TRADE": "Trade",
         "INFANTRY": "Infantry", "CAVALRY": "Cavalry", "SIEGE_ENGINE": "Siege Engine"}


@cache
def _names() -> dict:
    d = data()
    out = {}
    for table in (d.technologies, d.wonders, d.golden_ages, d.achievements, d.governments, d.leaders,
                  d.build, d.regions, d.goods):
        out.update({key: item.name_en for key, item in table.items()})
    for deck, what in (("population", "Population"), ("tax", "Tax"), ("trade", "Trade")):
        for card in getattr(teaching_decks(), deck):
            out.setdefault(card, f"{what} card {card.rsplit('-', 1)[-1]} of the teaching deck")
    out.update(WORDS)
    return out


def name_of(key) -> str:
    """The English name of an id (the id itself, as text, when it names nothing: a message about a
    mistyped id repeats what was typed)."""
    names = _names()
    key = str(key)
    if key not in names and key[:1] == "B" and "-" in key:       # a copy of a Build card: B10-1 is a B10
        return names.get(key.split("-")[0], key)
    return names.get(key, key)


__all__ = ["WORDS", "name_of"]
