"""A phone's side of a hosted table (issue 48): what it says to the host, and what it makes of the answers.

The host's engine is the only game (:mod:`.wire`); a phone keeps only what the host told it: the
table's public facts, its seat's view, its legal moves, the steps of the moves it has not seen. It
takes part in the deal (a share committed before any is revealed) and, at the end, checks it: the
proof must hold the commitments it was shown and its own share, and replaying the record from the
seed must give the very view it was last sent (:meth:`Phone.check`).

The host is another person's device: whatever it sends is checked for shape before it is kept, and
a message that fails is dropped (``None``), never an exception.
"""

from __future__ import annotations

import json
from typing import Any

from . import commit
from .action import same_json
from .errors import DealError
from .game import Text

#: The largest host message read, in characters: a view is a few kilobytes, a catch-up of many steps more.
MAX_TEXT = 4_000_000
#: The kinds a host sends, and each one's fields with their exact types (``list``/``dict`` checked one deep).
HOST_KINDS: dict[str, dict[str, type]] = {
    "table": {"seat": int, "names": list, "colours": list, "bots": list, "phones": list, "dealing": bool},
    "update": {"steps": list, "by": list, "legal": list, "undo": bool},
    "refused": {"n": int, "reason": dict},
    "commitments": {"commitments": list},
    "pong": {"n": int},
}


class Phone:
    """One phone at a hosted table: its seat's token, its messages' numbers, its share of the deal."""

    def __init__(self, seat: int, token: str) -> None:
        self.seat, self.token = seat, token
        self.n = 0  # the last sequence number sent on the current channel
        self.table: dict[str, Any] | None = None
        self.update: dict[str, Any] | None = None  # the last update: ``steps[-1]`` is the seat's view now
        self.share: str | None = None  # this phone's share of the deal, kept until the end to check it
        self.shown: dict[int, str] | None = None  # the commitments shown before this phone revealed its share

    @property
    def view(self) -> dict[str, Any] | None:
        return self.update["steps"][-1] if self.update else None

    def say(self, kind: str, **fields: Any) -> str:
        """One message to the host, numbered after the last (wire.check drops a replayed number)."""
        self.n += 1
        return json.dumps({"t": kind, "seat": self.seat, "n": self.n, **fields}, separators=(",", ":"))

    def hello(self) -> str:
        """The first word on a new channel: a phone that has seen the game says how far, to be told the rest."""
        self.n = 0
        if self.view is None:
            return self.say("hello", token=self.token)
        return self.say("rejoin", token=self.token, seen=self.view["moves"])

    def receive(self, raw: Any) -> tuple[dict[str, Any] | None, list[str]]:
        """A host message, checked: the message (``None`` if malformed) and what to answer at once."""
        message = parse(raw)
        if message is None:
            return None, []
        kind = message["t"]
        if kind == "table":
            if message["seat"] != self.seat:
                return None, []
            self.table = message
            if message["dealing"]:  # a new deal: a fresh share, committed before anyone reveals
                self.share, self.shown = commit.share(), None
                return message, [self.say("commit", hash=commit.commitment(self.seat, self.share))]
            return message, []
        if kind == "commitments":
            try:
                shown = commit.verify_commitments(message["commitments"])
            except DealError:
                return None, []
            if self.share is None or shown.get(self.seat) != commit.commitment(self.seat, self.share):
                return None, []  # not the deal this phone committed to: it reveals nothing
            self.shown = shown
            return message, [self.say("reveal", share=self.share)]
        if kind == "update":
            self.update = message
        return message, []

    def act(self, action: Any) -> str:
        return self.say("act", action=action)

    def undo(self) -> str:
        return self.say("undo")

    def check(self) -> tuple[bool, Text]:
        """At the end: whether the deal was made of every share, this phone's among them, and the record replays
        to the view it was sent; and what to say of it."""
        update, table = self.update, self.table
        if not update or not table or "record" not in update:
            return False, {"en": "The host sent no record to check.", "ja": "確認できる記録が届いていません。"}
        try:
            if "deal" not in update:
                raise DealError("The host sent no proof of the deal.")
            mine = (self.seat, self.share) if self.share and self.shown else None
            seed = commit.verify(update["deal"], self.shown or commit.verify_commitments(update["deal"]["commitments"]),
                                 mine)
            if f"{seed:x}" != update.get("seed"):
                raise DealError("The seed is not the deal's.")
            replayed = replay(self.view, seed, update["record"])
        except (DealError, KeyError, TypeError, ValueError) as err:
            return False, {"en": f"This game could not be checked: {err}",
                           "ja": "このゲームの記録を確認できませんでした。"}
        if not same_json(replayed, self.view):
            return False, {"en": "The record does not replay to what this phone was shown.",
                           "ja": "記録を再生しても、この端末に表示された局面になりません。"}
        own = "" if mine else " (not this phone's own share: it joined again after the deal)"
        return True, {"en": f"Deal and record checked: a random deal, replayed move by move{own}.",
                      "ja": "配札と記録を確認しました：誰も選べない配札で、記録どおりに再生できます。"}


def replay(view: dict[str, Any], seed: int, record: Any) -> dict[str, Any]:
    """The seat's view after replaying ``record`` from ``seed`` with the engine (raises ValueError if illegal)."""
    from pygames import GAMES, IllegalAction

    game = GAMES[view["game"]]
    state = game.new(view["players"], seed, view["options"])
    if not isinstance(record, list):
        raise ValueError("the record is not a list of moves")
    for move in record:
        if not (isinstance(move, list) and len(move) == 2 and type(move[0]) is int):
            raise ValueError("a move of the record is damaged")
        try:
            state.apply(move[0], move[1])
        except IllegalAction as err:
            raise ValueError(f"the record holds an illegal move ({err})") from err
    return state.view(view["viewer"])


def parse(raw: Any) -> dict[str, Any] | None:
    """A host message with its kind's fields of the exact types, or ``None``."""
    if not isinstance(raw, str) or len(raw) > MAX_TEXT:
        return None
    try:
        message = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    if not isinstance(message, dict) or not isinstance(message.get("t"), str):
        return None
    fields = HOST_KINDS.get(message["t"])
    if fields is None or any(type(message.get(name)) is not kind for name, kind in fields.items()):
        return None
    if message["t"] == "update":
        steps, by = message["steps"], message["by"]
        if not steps or len(by) != len(steps) or not all(isinstance(step, dict) for step in steps):
            return None
        if not all(p is None or type(p) is int for p in by):
            return None
    if message["t"] == "table":
        n = len(message["names"])
        if not all(len(message[name]) == n for name in ("colours", "bots", "phones")):
            return None
        if not all(isinstance(name, str) for name in message["names"]) or not 0 <= message["seat"] < n:
            return None
    if message["t"] == "refused" and not all(isinstance(message["reason"].get(k), str) for k in ("en", "ja")):
        return None
    return message


__all__ = ["Phone", "parse", "replay"]
