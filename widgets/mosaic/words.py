"""Names for the ids a Mosaic position holds, and an action told in words, for the views' labels.

The engine's notation (``build B2 city``, ``tech T26``) is what a learner types; what a button, a label or a
table shows is the name the rulebook gives (its English one, from the engine's card tables). The
notation stays with the element (a ``title`` or a ``data-`` attribute) so the two can be matched.

>>> name("T26"), name("W2"), name("oligarchy"), name("G7"), name("scribe"), name("ITALY")
('Composite Bow', 'Colosseum', 'Oligarchy', 'Golden Age of Science', 'Scribe', 'Italy')
>>> name("TEACH-POP-1"), name("nothing known")
('Population card 1 of the teaching deck', 'nothing known')
>>> [in_words(a) for a in ("build - city", "build B2 city", "build B10-1 project", "tech S20")]
['City (no Build card)', 'City (Build card: Populous City)', 'Project: Aqueduct', 'Technology: Farming Settlement']
>>> in_words("move CAVALRY ITALY NUMIDIA"), in_words("money STONE 2"), in_words("place IT03")
('move Cavalry from Italy to Numidia', 'pay 2 Stone with 4 Money', 'place on space IT03')
"""

from __future__ import annotations

from rulekit.mosaic import Action
from rulekit.mosaic.views import name_of      # the card tables' names, through the public views module

PIECES = {"city": "City", "port-city": "Port City", "farm": "Farm", "workshop": "Workshop", "project": "Project"}


def name(key: str) -> str:
    """The rulebook's English name of a card, tile, Leader, Region, Trade Good or Resource id
    (the id itself when it names nothing): the engine's :func:`rulekit.mosaic.views.name_of`."""
    return name_of(key)


def in_words(action) -> str:
    """An action as the rulebook would say it (its notation stays what a learner types)."""
    a = Action.parse(action) if isinstance(action, str) else action
    v = a.verb
    if v == "build":
        if a.kind == "project" and a.card != "-":
            return name(a.card)                        # the card is named after its Project
        card = "no Build card" if a.card == "-" else f"Build card: {name(a.card)}"
        return f"{PIECES[a.kind]} ({card})"
    if v in ("tech", "keep", "play"):
        what = {"tech": "Technology", "keep": "keep", "play": "play"}[v]
        return f"{what}: {name(a.tech)}"
    if v == "work":
        return f"Work for {name(a.resource)}"
    if v == "move":
        return f"move {name(a.unit)} from {name(a.origin)} to {name(a.region)}"
    if v in ("recruit", "deploy"):
        return f"{v} {name(a.unit)} in {name(a.region)}"
    if v == "money":
        return f"pay {a.amount} {name(a.resource)} with {2 * int(a.amount)} Money"
    if v == "place":
        return f"place on space {a.space}"
    words = [name(str(getattr(a, f))) for f in a.__dataclass_fields__]
    return " ".join([v, *words])
