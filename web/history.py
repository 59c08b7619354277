"""Each game's history on this device: the finished games, wins per name and the best winning score.

Kept in the same storage as the saves (``pygames:history:<game>``), newest last and at most ``LIMIT``
games. It is the player's own record, so anything odd in it (edited, from an older site) is
dropped quietly, entry by entry, and never keeps home from drawing.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from typing import Any

from pygames import SaveError, State

from . import storage

LIMIT = 200  # games kept per game: plenty for a table's statistics, a few kB of storage


@dataclass
class Summary:
    played: int
    wins: list[tuple[str, int]]  # (name, games won), most first
    best: tuple[int, str] | None  # the best winning score and who made it


def key(game_id: str) -> str:
    return f"history:{game_id}"


def add(state: State, names: list[str], hints: list[int] | None = None) -> str | None:
    """Count a finished game (with the hints each seat asked for); ``None`` once stored, else why not."""
    entry = {"names": names, "winners": state.winners(), "scores": state.scores(), "hints": hints or [0] * len(names)}
    try:  # a history that cannot be read is never written over with this game alone
        games = [*entries(state.game.id, strict=True), entry][-LIMIT:]
    except storage.Unreadable as err:
        return err.reason
    return storage.write(key(state.game.id), json.dumps(games, separators=(",", ":"), ensure_ascii=False))


def entries(game_id: str, strict: bool = False) -> list[dict[str, Any]]:
    """The sound entries stored for ``game_id`` (odd ones left out); ``strict``: raise
    :class:`storage.Unreadable` when storage refuses the read, rather than find no games."""
    text = storage.look(key(game_id)) if strict else storage.read(key(game_id))
    try:
        data = storage.parse(text) if text else []
    except SaveError:
        return []
    return [entry for entry in data if sound(entry)] if isinstance(data, list) else []


def sound(entry: Any) -> bool:
    if not isinstance(entry, dict):
        return False
    names, winners, scores = entry.get("names"), entry.get("winners"), entry.get("scores")
    return (
        isinstance(names, list) and all(isinstance(n, str) for n in names)
        and isinstance(scores, list) and len(scores) == len(names) and all(type(s) is int for s in scores)
        and isinstance(winners, list) and all(type(w) is int and 0 <= w < len(names) for w in winners)
    )


def summary(game_id: str) -> Summary | None:
    """What home shows for ``game_id``; None before its first finished game."""
    games = entries(game_id)
    if not games:
        return None
    wins: Counter[str] = Counter()
    best: tuple[int, str] | None = None
    for entry in games:
        for seat in entry["winners"]:
            name, score = entry["names"][seat], entry["scores"][seat]
            wins[name] += 1
            if best is None or score > best[0]:
                best = (score, name)
    return Summary(len(games), wins.most_common(), best)


def clear(game_id: str) -> None:
    storage.remove(key(game_id))
