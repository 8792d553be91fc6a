"""Saves: a game as JSON data (its start, its rules version, its action log and its
state) and back, for every game.

A save holds the game's ``new_game`` arguments (or, for a custom start, the start's
snapshot, held to :meth:`~rulekit.core.state.GameState.check_position` on loading),
the version of the game's rules it was played under (``GameState.RULES``), the log
of actions as notation and the last state. Loading sets the game up again and
replays the log step by step; the stored state must be the one the replay reaches,
unless the save was written under an older version of the game's rules: then the
replay under today's rules wins and the loaded game's ``load_note`` names what moved.
"""

from __future__ import annotations

from rulekit.core.data import suggest
from rulekit.core.errors import DataError, IllegalAction, InvalidAction, RulekitError

__all__ = ["FORMAT", "SAVE_KEYS", "load_start", "read_save", "write_save"]

#: The save format :func:`write_save` writes and :func:`read_save` reads.
#: Format 1 stored the root state and trusted it; it is refused.
FORMAT = 2
#: Top-level keys of a save.
SAVE_KEYS = ("game", "format", "rules", "start", "setup", "root", "log", "state")
#: Errors that mean "this data is broken" when they escape a game's own code while loading.
_BROKEN = (KeyError, TypeError, ValueError, IndexError, AttributeError, AssertionError, RecursionError)


def write_save(state) -> dict:
    """A save: the game's parameters (or, for a custom start, its first state),
    the action log, and ``state`` (checked against the replay on loading)."""
    params = state.setup_params()
    save: dict = {"game": state.game, "format": FORMAT, "rules": state.RULES}
    if params is None:
        save["start"] = "custom"
        save["root"] = state.root().snapshot()
    else:
        save["start"] = "setup"
        save["setup"] = params
    save["log"] = [str(a) for a in state.history]
    save["state"] = state.snapshot()
    return save


def read_save(cls, data, source: str = "<save>"):
    """Rebuild a saved game: set it up again from its parameters (or check its
    custom start) and replay its log, one step at a time. A save of an older
    rules version whose log no longer replays is read again under that version's
    readings (``cls.OLDER_READINGS``), its ``load_note`` saying what moved.

    Whatever is wrong with the save raises :class:`DataError` naming
    ``source`` and the field: an unknown format, a start that is not
    ``new_game``'s and not a sound position, a log step that does not
    replay, a stored state the replay does not reach.
    """
    try:
        return _read_save(cls, data, source)
    except DataError as err:
        older = _under_older_readings(cls, data)
        if older is None:
            raise
        try:
            return _read_save(cls, older, source)
        except DataError:
            raise err from None


def _under_older_readings(cls, data) -> dict | None:
    """``data`` with its version's older readings written into its options (``new_game``'s for a
    set-up game, the root snapshot's for a custom start); ``None`` when there are none to add or the
    save names them itself."""
    rules = data.get("rules", 1) if isinstance(data, dict) else None
    readings = cls.OLDER_READINGS.get(rules) if type(rules) is int else None
    key = {"setup": "setup", "custom": "root"}.get(data.get("start")) if readings else None
    table = data.get(key) if key else None
    options = table.get("options") or {} if isinstance(table, dict) else None
    if not isinstance(options, dict) or any(k in options for k in readings):
        return None                            # the save chose these readings itself
    return {**data, key: {**table, "options": {**options, **readings}}}


def _read_save(cls, data, source: str):
    """:func:`read_save` once, as the save is written."""
    if not isinstance(data, dict):
        raise DataError(source, "top level", f"a save must be a JSON object, not {type(data).__name__}")
    for key in data:
        if key not in SAVE_KEYS:
            raise DataError(source, str(key), "not a save field" + suggest(key, SAVE_KEYS))
    for key in ("game", "format", "start", "log"):
        if key not in data:
            raise DataError(source, key, "missing")
    if data["game"] != cls.game:
        raise DataError(source, "game", f"is {data['game']!r}, expected {cls.game!r}")
    if data["format"] != FORMAT or isinstance(data["format"], bool):
        raise DataError(source, "format", f"{data['format']!r} is not a save format rulekit reads "
                                          f"(it reads format {FORMAT})")
    rules = data.get("rules", 1)            # saves written before the field: the first rules
    if type(rules) is not int or not 1 <= rules <= cls.RULES:
        raise DataError(source, "rules", f"{rules!r} is not a version of {cls.game}'s rules this rulekit "
                                         f"plays (1-{cls.RULES}; a later version is a later rulekit's)")
    log = data["log"]
    if not isinstance(log, list):
        raise DataError(source, "log", f"must be a list of actions, not {type(log).__name__}")
    for i, text in enumerate(log, 1):
        if not isinstance(text, str):
            raise DataError(source, f"log step {i}", f"must be an action's notation (text), not {text!r}")
    state = load_start(cls, data, source)
    state.__dict__["_loaded"] = str(source)
    for i, text in enumerate(log, 1):
        try:
            try:
                state = state.apply(text)
            except (InvalidAction, IllegalAction):
                steps = state._older_notation(text)
                if not steps:
                    raise
                for step in steps:
                    state = state.apply(step)
        except (InvalidAction, IllegalAction) as err:
            raise DataError(source, f"log step {i} ({text!r})", str(err)) from None
        except _BROKEN as err:
            raise DataError(source, f"log step {i} ({text!r})",
                            f"does not replay: {type(err).__name__}: {err}") from None
    if "state" in data:
        try:
            now = state.snapshot()
            # an older save's state may be in an older layout that from_snapshot still reads
            same = data["state"] == now or cls.from_snapshot(data["state"], source).snapshot() == now
        except (RulekitError, *_BROKEN):
            same = False
        if not same:
            if rules == cls.RULES:
                raise DataError(source, "state", "does not match the state the log replays to")
            # saved before a rule was fixed: today's rules replay the log; say that the position moved
            state.root().__dict__["_load_note"] = (
                f"saved under {cls.game}'s rules version {rules}; the log was replayed under version "
                f"{cls.RULES}, and the position differs from the one saved: "
                + ", ".join(_differing(data["state"], now)))
    return state


def load_start(cls, data: dict, source: str):
    """The first state of a save: ``new_game`` again, or a checked custom start."""
    start = data["start"]
    if start == "setup":
        if "root" in data:
            raise DataError(source, "root", "a game set up by new_game is rebuilt from 'setup'; "
                                            "a save of one holds no root")
        params = data.get("setup")
        if not isinstance(params, dict) or not all(isinstance(k, str) for k in params):
            raise DataError(source, "setup", "missing, or not a table of new_game's arguments")
        try:
            root = cls._from_setup(params)
        except RulekitError as err:
            raise DataError(source, "setup", str(err)) from None
        except _BROKEN as err:
            raise DataError(source, "setup", f"not new_game's arguments: {type(err).__name__}: {err}") from None
        if not isinstance(root, cls):
            raise DataError(source, "setup", f"new_game did not give a {cls.__name__}")
        return root
    if start != "custom":
        raise DataError(source, "start", f"{start!r} is not 'setup' or 'custom'")
    if "setup" in data:
        raise DataError(source, "setup", "a custom start is given by 'root', not by new_game's arguments")
    if not isinstance(data.get("root"), dict):
        raise DataError(source, "root", "missing, or not the custom start's snapshot (an object)")
    try:
        root = cls.from_snapshot(data["root"], source=source)
        root.check_position(source)
    except DataError as err:
        field = err.field if err.file == str(source) else f"{err.file}: {err.field}"
        raise DataError(source, f"root: {field}", err.reason) from None
    except RulekitError as err:
        raise DataError(source, "root", str(err)) from None
    except _BROKEN as err:
        raise DataError(source, "root", f"not a sound position: {type(err).__name__}: {err}") from None
    return root


def _differing(saved, now) -> list[str]:
    """The top-level fields in which a saved snapshot and today's replay differ."""
    if not isinstance(saved, dict):
        return ["the whole state"]
    return sorted(k for k in set(saved) | set(now) if saved.get(k) != now.get(k)) or ["its layout"]
