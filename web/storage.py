"""localStorage that never takes the page down: private modes, blocked storage and full quotas only lose persistence.

Three faults are told apart, because they call for different answers. A refused write (``FULL`` or
``REFUSED``) and a refused read (``UNREADABLE``: the stored text is unknown) only stop saving, and the
player is told; a read that works but finds other text than this tab wrote means another tab played
on (web/session.py). Whatever the browser does — a getter that throws, a method that throws, no
``localStorage`` at all — comes back as one of these, never as an exception.
"""

from __future__ import annotations

import json
import re
from typing import Any

import js

from pygames import SaveError

PREFIX = "pygames:"
FULL = "full"  # the quota is used up
REFUSED = "refused"  # the browser does not let this site store data (blocked, private mode, a failing store)
UNREADABLE = "unreadable"  # the browser refused to read what is stored: it may hold anything
PROBE = "probe"
#: Deepest JSON nesting read from storage. Saves nest about 6 deep; Pyodide's stack gives out on
#: thousands of levels long before Python's recursion limit, and that kills the interpreter.
MAX_NESTING = 32
_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
#: Keys this page neither reads nor changes: an embedded game leaves the site's own pointers alone.
_left_alone: set[str] = set()


class Unreadable(Exception):
    """Storage refused a read: what is stored under the key is unknown (not missing, not another tab's).

    ``reason``: ``REFUSED`` when there is no usable storage at all, ``UNREADABLE`` when only reading fails.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def leave_alone(key: str) -> None:
    """From now on, act as if ``key`` were never stored, and never store it."""
    _left_alone.add(key)


def _store() -> Any:
    """The browser's ``localStorage``; raises whatever the browser raises (its getter may throw, or it is missing)."""
    store = js.localStorage
    if store is None:
        raise LookupError("no localStorage")
    return store


def look(key: str) -> str | None:
    """The stored text, or ``None`` when nothing is stored; raises :class:`Unreadable` when the read fails."""
    if key in _left_alone:
        return None
    try:
        store = _store()
    except Exception as err:  # noqa: BLE001 - a getter that throws, or no localStorage: nothing is stored here
        raise Unreadable(REFUSED) from err
    try:
        value = store.getItem(PREFIX + key)
    except Exception as err:  # noqa: BLE001 - SecurityError or a broken method: what is stored is unknown
        raise Unreadable(UNREADABLE) from err
    return value if isinstance(value, str) else None


def read(key: str) -> str | None:
    """The stored text, or ``None`` when missing or unreadable (for what only shows: a card, a language)."""
    try:
        return look(key)
    except Unreadable:
        return None


def write(key: str, value: str) -> str | None:
    """Store ``value``: ``None`` once stored, else why not (``FULL`` or ``REFUSED``)."""
    if key in _left_alone:
        return REFUSED
    try:
        _store().setItem(PREFIX + key, value)
    except Exception as err:  # noqa: BLE001 - whatever the browser raises, the game plays on unsaved
        return FULL if getattr(err, "name", "") == "QuotaExceededError" else REFUSED
    return None


def remove(key: str) -> None:
    """Forget ``key`` (no error if it is missing or storage refuses)."""
    if key in _left_alone:
        return
    try:
        _store().removeItem(PREFIX + key)
    except Exception:  # noqa: BLE001 - nothing to forget where nothing can be stored
        pass


def problem() -> str | None:
    """Why nothing can be saved now (``FULL``, ``REFUSED`` or ``UNREADABLE``), or ``None`` when a small save works."""
    refused = write(PROBE, "1")
    if refused is None:
        try:
            if look(PROBE) != "1":
                refused = UNREADABLE
        except Unreadable as err:
            refused = err.reason
    remove(PROBE)
    return refused


def parse(text: str) -> Any:
    """JSON from storage; SaveError if it is not JSON or nests deeper than MAX_NESTING."""
    depth = 0
    for bracket in _NOT_BRACKET.sub("", _JSON_STRING.sub("", text)):  # brackets outside strings
        depth += 1 if bracket in "[{" else -1
        if depth > MAX_NESTING:
            raise SaveError("This save is damaged (nested too deeply).")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as err:
        raise SaveError("This save is damaged (not readable).") from err
