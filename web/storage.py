"""localStorage that never takes the page down: private modes and full quotas only lose persistence."""

from __future__ import annotations

import js
from pyodide.ffi import JsException

PREFIX = "pygames:"


def read(key: str) -> str | None:
    """The stored text, or ``None`` when missing or storage is unavailable."""
    try:
        value = js.localStorage.getItem(PREFIX + key)
    except JsException:
        return None
    return value if isinstance(value, str) else None


def write(key: str, value: str) -> bool:
    """Store ``value``; False when the browser refuses (quota, disabled storage)."""
    try:
        js.localStorage.setItem(PREFIX + key, value)
    except JsException:
        return False
    return True


def remove(key: str) -> None:
    """Forget ``key`` (no error if it is missing)."""
    try:
        js.localStorage.removeItem(PREFIX + key)
    except JsException:
        pass
