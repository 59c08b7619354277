"""localStorage that never takes the page down: private modes, blocked storage and full quotas only lose persistence.

A refused write is reported (``FULL`` or ``REFUSED``), never raised, so the caller can tell the player.
"""

from __future__ import annotations

import js
from pyodide.ffi import JsException

PREFIX = "pygames:"
FULL = "full"  # the quota is used up
REFUSED = "refused"  # the browser does not let this site store data (blocked, private mode, a failing store)
PROBE = "probe"
#: Keys this page neither reads nor changes: an embedded game leaves the site's own pointers alone.
_left_alone: set[str] = set()


def leave_alone(key: str) -> None:
    """From now on, act as if ``key`` were never stored, and never store it."""
    _left_alone.add(key)


def read(key: str) -> str | None:
    """The stored text, or ``None`` when missing or storage is unavailable."""
    if key in _left_alone:
        return None
    try:
        value = js.localStorage.getItem(PREFIX + key)
    except JsException:
        return None
    return value if isinstance(value, str) else None


def write(key: str, value: str) -> str | None:
    """Store ``value``: ``None`` once stored, else why not (``FULL`` or ``REFUSED``)."""
    if key in _left_alone:
        return REFUSED
    try:
        js.localStorage.setItem(PREFIX + key, value)
    except JsException as err:
        return FULL if getattr(err, "name", "") == "QuotaExceededError" else REFUSED
    return None


def remove(key: str) -> None:
    """Forget ``key`` (no error if it is missing)."""
    if key in _left_alone:
        return
    try:
        js.localStorage.removeItem(PREFIX + key)
    except JsException:
        pass


def problem() -> str | None:
    """Why nothing can be saved now (``FULL`` or ``REFUSED``), or ``None`` when a small write works."""
    refused = write(PROBE, "1")
    remove(PROBE)
    return refused
