"""rulekit: rules engines for civilization board games, built from their rulebooks.

Each game lives in its own package (``rulekit.gunsteel`` …) and keeps the same
contract: ``new_game(...)``, ``legal_actions()``, ``apply(action)``,
``why_not(action)``, ``is_over``, ``scores()``, ``to_dict()`` / ``from_dict()``.
``rulekit.core`` holds the vocabulary the games share: rule citations, errors,
resource multisets, history and the worked-example runner.

Importing this package is cheap: the game packages load on first use.
"""

from rulekit.core.errors import IllegalAction, InvalidAction, RulekitError
from rulekit.core.rule import Rule

__all__ = ["IllegalAction", "InvalidAction", "Rule", "RulekitError", "GAMES"]
__version__ = "0.1.0"

#: Game packages by short name; each is imported only when asked for.
GAMES = ("gunsteel",)


def __getattr__(name):
    if name in GAMES:
        import importlib

        return importlib.import_module(f"rulekit.{name}")
    raise AttributeError(f"module 'rulekit' has no attribute {name!r}")
