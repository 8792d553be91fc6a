"""Mosaic's data: cards, tiles, the component list, the map and the teaching symbols.

Every file in ``data/`` is TOML and every record carries ``source`` and
``confidence``. :func:`load` reads them all, checks each field with
:class:`~rulekit.core.data.Record` and the totals against the rulebook's
component list (ZAWARTOŚĆ, L127-258), and raises
:class:`~rulekit.core.errors.DataError` naming the file, the record and the field.

Unknown values. What the rulebook does not give (the pillar icons lost in the
text, copies per Build card, counts of most Trade Goods) is written
``"unknown"`` in the files and read as ``None`` here. Two files are ours, for
teaching and play, and say so in their data: the **teaching map** of hex spaces
(``map.toml``, ``[map] teaching = true``) and the **teaching assignment** of
pillar symbols (``teaching_symbols.toml``). A user can load a map of their own
in the same shape with :func:`load_map`.

Examples
--------
>>> d = load()
>>> len(d.technologies), sum(t.kind == "starting" for t in d.technologies.values())
(105, 39)
>>> d.technologies["T9"].name_pl, d.technologies["T9"].requires is None
('Formacje', True)
>>> d.map.name, len(d.map.spaces), sum(s.kind == "port" for s in d.map.spaces.values())
('teaching map', 102, 10)
"""

from rulekit.core.data import CONFIDENCE, UNKNOWN
from rulekit.mosaic.cards.model import *  # noqa: F401,F403  (the constants and record types)
from rulekit.mosaic.cards.model import __all__ as _model
from rulekit.mosaic.cards.records import *  # noqa: F401,F403  (the loaders and checks)
from rulekit.mosaic.cards.records import __all__ as _records
from rulekit.mosaic.cards.teaching import TaxCard, TeachingDecks, TradeCard, load_teaching_decks, teaching_decks
from rulekit.mosaic.cards.names import name_of

__all__ = ["CONFIDENCE", "UNKNOWN", *_model, *_records, "TaxCard", "TeachingDecks", "TradeCard", "load_teaching_decks",
           "teaching_decks", "name_of"]
