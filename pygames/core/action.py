"""What an action is: a small JSON value, so the UI, the log and saves can carry it as is."""

from __future__ import annotations

from typing import Any

Action = str | int | list | dict


def same_json(a: Any, b: Any) -> bool:
    """JSON equality that tells the types apart: ``1``, ``1.0``, ``True`` and ``"1"`` are four values.

    Python's ``==`` says ``1 == 1.0 == True``; an engine given ``2.0`` where it offered ``2``
    would index a list with a float. Recursion follows ``a`` (a legal action: a few levels).
    """
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_json(value, b[key]) for key, value in a.items())
    if isinstance(a, list):
        return len(a) == len(b) and all(same_json(x, y) for x, y in zip(a, b))
    return a == b
