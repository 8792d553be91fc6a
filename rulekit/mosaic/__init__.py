"""Mosaic: A Story of Civilization (Glenn Drover), from its Polish rulebook.

Work in progress (issue 9). So far: the rulebook registry (:mod:`.rulebook`),
the data with provenance and its loader (:mod:`.cards`), the rule options and
the ambiguity register (:mod:`.options`), the rule computations the worked
examples state (:mod:`.rules`), and the region, map and technology graphs with
their pictures (:mod:`.graphs`, :mod:`.svg`). The state machine comes next.

The package has no ``meta.toml`` yet, on purpose: the registry lists a game as
soon as that file exists and then needs a full ``SPEC`` with ``new_game``.
"""
