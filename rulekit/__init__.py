"""rulekit: rules engines for civilization board games, built from their rulebooks.

Each game lives in its own package (``rulekit.gunsteel`` …) and keeps the same
contract: ``new_game(...)``, ``legal_actions()``, ``apply(action)``,
``why_not(action)``, ``is_over``, ``scores()``, ``to_dict()`` / ``from_dict()``.
``rulekit.core`` holds what the games share: the game registry, rule
citations, errors, the decision stack, options and ambiguities, rulebook
registries, resource multisets, history, the worked-example runner and the
conformance kit. ``rulekit.teach`` holds the helpers the notebooks call.

Importing this package is cheap: the game packages load on first use
(``rulekit.gunsteel``), and :func:`games` lists them from their metadata.
"""

from rulekit.core.errors import DataError, IllegalAction, InvalidAction, RulekitError
from rulekit.core.rule import Rule

__all__ = ["DataError", "IllegalAction", "InvalidAction", "Rule", "RulekitError", "games"]
__version__ = "0.1.0"


def games():
    """Every game rulekit has, from each package's ``meta.toml`` (see :mod:`rulekit.core.registry`)."""
    from rulekit.core import registry

    return registry.games()


def __getattr__(name):
    from rulekit.core import registry

    if name in registry.names():
        import importlib

        return importlib.import_module(registry.meta(name).module)
    raise AttributeError(f"module 'rulekit' has no attribute {name!r}")
