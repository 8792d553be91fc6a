"""Game-agnostic vocabulary shared by every rulekit game."""

from rulekit.core.errors import DataError, IllegalAction, InvalidAction, RulekitError
from rulekit.core.resources import Bag
from rulekit.core.rule import Rule

__all__ = ["Bag", "DataError", "IllegalAction", "InvalidAction", "Rule", "RulekitError"]
