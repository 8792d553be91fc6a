"""Civilization's card and component data: techs, civilizations, great people, investments,
wonders, governments, buildings, units, markers, culture events and the box list.

Every file in ``data/`` is TOML and every record carries ``source`` and ``confidence``
(core's ``CONFIDENCE``). :func:`data` (cached) or :func:`load` (any folder) reads them all,
checks each field with :class:`~rulekit.core.data.Record`, checks the cross references
(a tech's government exists, a wonder's discount tech exists …) and the totals against
the rulebook's box list (ZAWARTOŚĆ PUDEŁKA, L17-67), and raises
:class:`~rulekit.core.errors.DataError` naming the file, the record and the field.

Our only rulebook is the expansion's. Card values come from the fan-compiled
``shared/carddata/civ.json`` and carry its confidence. Wisdom & Warfare content (the
sources mix it in) has ``in_game = False`` and stays out of the playable tables
(``techs``, ``civs``, ``wonders``, ``buildings``); the ``all_*`` tables keep it.
A value no source gives stays empty (``None``); what play needs in its place is a
teaching record (``TEACH-…``, ``teaching = True``, confidence ``"teaching"``) in
``teaching``, used through the helpers below, which say so.

Attributes of the :class:`Data` object (names are stable; the engine reads them)
----------------------------------------------------------------------------------
techs, all_techs          name → :class:`Tech` (level, expansion, ability, governments, units,
                          buildings, coins, obsoletes_eras, obsoletes (wonder names), discounts)
trade_cost                level → trade (1-4 sourced; 5 → None, see :meth:`Data.research_cost`)
pyramid                   the presumed pyramid rule (:class:`Note`, unverified)
civs, all_civs            name ("Arabia", "Greece", …) → :class:`Civ` (starting tech, government,
                          figures, stacking limit, military levels, the F&F starting bonuses)
great_people              name → :class:`GreatPerson` (type = one of ``GP_TYPES``; conflict kept)
gp_types                  card label (English, workbook's, Polish) → marker type
gp_marker_types           the six marker types, L725-727
investments               name → :class:`Investment` (tiers; :meth:`Investment.active`)
wonders, all_wonders      name → :class:`Wonder` (era, cost, discount, obsoleted_by)
wonder_counts             :class:`Note` with the pool/era/market counts
governments               name → :class:`Government`
anarchy_resistant         :class:`Note` (the rulebook's term, L322-328)
buildings, all_buildings  name → :class:`Building` (basic, upgrades, unlocked_by; cost/terrain None)
units                     type → :class:`Unit` (start level, upgrade techs); unit_cost level → production
figures                   :class:`Note` (stacking limit and travel speed by tech, water rules)
huts, villages            name → :class:`Marker` (ff = new F&F count, merged = workbook pool)
landmarks                 name → :class:`Landmark` (Atlantis, Confucian Academy, Seven Cities of Gold)
supplies                  id → :class:`Supply` (fortification-caravan 15, metropolis 5, investment 23 …)
culture_events            name → :class:`CultureEvent`; culture_counts, culture_tokens (:class:`Note`)
components                id → :class:`Component` (the box list)
teaching                  TEACH id → :class:`Teaching`

Helpers: research_cost(level), is_basic(building), gp_type(label), gp_markers(), gp_counts(archimedes),
hut_pool(kind), wonder_piles(), starting_military(civ), civ(any name), unit_price(type, level),
start_units(), culture_track(), building_stand_in(building); Investment.active(markers); Tech.unlocks.

Examples
--------
>>> d = data()
>>> d.buildings["Granary"].basic, d.buildings["Aqueduct"].basic        # CV-EX-1, L318-320
(True, False)
>>> d.gp_types["Great Merchant or Explorer"], len(d.great_people)      # L741-743, L45
('industrialist', 42)
>>> [t.amount for t in (d.investments["Military-Industrial Complex"].active(n) for n in (3, 4))]
[4, 8]
>>> d.trade_cost[4], d.trade_cost[5], d.research_cost(5)               # level V: teaching
(21, None, 26)
>>> sorted(n for n, t in d.techs.items() if t.expansion == "F&F")
['Agriculture', 'Ecology', 'Mysticism', 'Plastics']
"""


from __future__ import annotations

from rulekit.civ.cards.loading import (CIV_FIELDS, TECH_FIELDS, check_counts, check_references, data, load)
from rulekit.civ.cards.records import (Building, Civ, Component, CultureEvent, DATA, Data, ERAS, EXPANSIONS,
    GOVERNMENT_COUNT_NOTE, GP_TYPES, Government, GreatPerson, Investment, Landmark, MARKER_EFFECTS,
    MARKET_RESOURCES, Marker, Note, PRINTED, RESOURCES, Supply, TERRAINS, TIER_KINDS, TIMINGS, Teaching,
    Tech, Tier, UNIT_TYPES, Unit, Wonder)

__all__ = ["DATA", "ERAS", "EXPANSIONS", "GP_TYPES", "RESOURCES", "MARKET_RESOURCES", "TERRAINS",
           "UNIT_TYPES", "Data", "data", "load"]
