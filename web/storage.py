"""localStorage that never takes the page down: private modes and full quotas only lose persistence."""

from __future__ import annotations

import js
from pyodide.ffi import JsException

PREFIX = "pygames:"
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


def write(key: str, value: str) -> bool:
    """Store ``value``; False when the browser refuses (quota, disabled storage)."""
    if key in _left_alone:
        return False
    try:
        js.localStorage.setItem(PREFIX + key, value)
    except JsException:
        return False
    return True


def remove(key: str) -> None:
    """Forget ``key`` (no error if it is missing)."""
    if key in _left_alone:
        return
    try:
        js.localStorage.removeItem(PREFIX + key)
    except JsException:
        pass
