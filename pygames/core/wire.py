"""What a hosted table's host and its phones say to each other (issue 48): plain JSON, checked first.

Every message is a JSON object with a ``"t"`` (its kind). A guest sends only the kinds of
:data:`GUEST_KINDS`, each with its seat and a sequence number ``"n"``; the host runs :func:`check` on
every one *before anything else*, and :class:`Host` acts only on what passes. The host's engine is the
only game: a guest is sent its own seat's views (the engine's story steps of each move, then
``view(seat)``), its legal actions and the engine's reason when it is refused; never the state, the
seed before the end, another seat's view or a bot's thoughts.

Host → guest kinds: ``table`` (on joining: the seat, every seat's name, colour and kind, and whether a
deal is being made), ``update`` (``steps``: the views the seat saw since it was last told, the last
being ``view(seat)``, with ``by``, whose move each step tells (``None``: just the view); the seat's own
moves are left out as the local screen leaves them out, unless it learned something from them;
``legal``; ``undo``, whether the engine's undo rule lets the seat take back a move; at the end
``seed``, ``record`` (every move, to replay) and ``deal``, the proof :func:`~.commit.verify` checks),
``refused`` (``reason`` in each language), ``pong``, ``commitments`` (every party's commitment, once all
are in: the guest reveals its share after it).
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import Any

from .commit import Deal
from .errors import DealError, IllegalAction
from .game import State, Text

#: The largest guest message taken, in UTF-8 bytes. The largest action of any game is 77 bytes of
#: compact JSON (Hennote's three-card placement, measured over random games of all five), and the
#: envelope ``{"t":"act","seat":5,"n":123456,"action":…}`` adds about 40; a hello's token 64 at most:
#: real messages stay under 200 bytes, so 1024 leaves a 5× margin and bounds the work a flood costs.
MAX_BYTES = 1024
#: Deepest nesting taken: an action nests 2 deep (a list in a dict), a message one more.
MAX_DEPTH = 8
#: Sequence numbers stay below 2**31: exact in every JSON reader.
MAX_N = 1 << 31
#: The largest update sent, in characters of compact JSON: a data channel takes messages up to 256 KiB (the
#: SDP's ``max-message-size``). Updates are 5-60 kB (bench/wire.py); a phone back after many moves could be
#: told more, and is then told its view alone rather than every step.
MAX_UPDATE = 200_000
TOKEN_CHARS = range(16, 65)
TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")
_ANY = object()  # a field whose value the engine checks (an action)
#: What a guest may send: kind → its own fields and their exact types (besides ``t``, ``seat`` and ``n``).
GUEST_KINDS: dict[str, dict[str, Any]] = {
    "hello": {"token": str},  # first word on a connection, from a phone new to this seat
    "rejoin": {"token": str, "seen": int},  # first word from a phone back again: it saw ``seen`` moves
    "act": {"action": _ANY},
    "undo": {},  # asks; the engine's undo rule decides
    "commit": {"hash": str},
    "reveal": {"share": str},
    "ping": {},
}
CANNOT_UNDO: Text = {"en": "That move can no longer be taken back.", "ja": "その手はもう戻せません。"}
NOT_STARTED: Text = {"en": "The game has not started yet.", "ja": "ゲームはまだ始まっていません。"}
WRONG_TOKEN: Text = {"en": "This seat belongs to another phone.", "ja": "この席は別の端末のものです。"}


def new_token() -> str:
    """A phone seat's token for its invitation: 128 random bits in base64url, 22 characters of a link (a returning
    phone shows it again)."""
    return base64.urlsafe_b64encode(os.urandom(16)).rstrip(b"=").decode()


def is_token(text: Any) -> bool:
    """Whether ``text`` could be a seat's token in an invitation link (a saved one is checked before it is shown)."""
    return isinstance(text, str) and TOKEN.fullmatch(text) is not None


@dataclass(frozen=True)
class Refusal:
    """Why a guest message was dropped before it reached the game (for the host's log, not the table)."""

    reason: str


def check(raw: Any, seat: int, last: int) -> dict[str, Any] | Refusal:
    """The message in ``raw`` from the guest holding ``seat``, whose last taken sequence number is ``last``.

    Size, nesting, JSON, kind, exact fields and types, the guest's own seat, and a sequence number above
    ``last`` (so a replayed or reordered message is dropped). Whatever ``raw`` is, a :class:`Refusal`
    comes back for anything wrong, never an exception.
    """
    if isinstance(raw, (bytes, bytearray, memoryview)):
        if len(raw) > MAX_BYTES:
            return Refusal("too large")
        try:
            text = bytes(raw).decode("utf-8")
        except UnicodeDecodeError:
            return Refusal("not UTF-8")
    elif isinstance(raw, str):
        if len(raw) > MAX_BYTES:  # a character is at least a byte: no need to encode a flood first
            return Refusal("too large")
        try:
            if len(raw.encode("utf-8")) > MAX_BYTES:
                return Refusal("too large")
        except UnicodeEncodeError:
            return Refusal("not UTF-8")
        text = raw
    else:
        return Refusal("not text")
    if nesting(text) > MAX_DEPTH:
        return Refusal("nested too deeply")
    try:
        message = json.loads(text, object_pairs_hook=_no_repeats, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        return Refusal("not JSON")
    if not isinstance(message, dict):
        return Refusal("not a JSON object")
    fields = GUEST_KINDS.get(message.get("t")) if isinstance(message.get("t"), str) else None
    if fields is None:
        return Refusal("unknown kind")
    if message.keys() != {"t", "seat", "n", *fields}:
        return Refusal("wrong fields")
    if type(message["seat"]) is not int or message["seat"] != seat:
        return Refusal("not this guest's seat")
    n = message["n"]
    if type(n) is not int or not 0 < n < MAX_N:
        return Refusal("bad sequence number")
    if n <= last:
        return Refusal("replayed or out of order")
    for name, kind in fields.items():
        if kind is not _ANY and type(message[name]) is not kind:
            return Refusal(f"{name} is not {kind.__name__}")
    if "token" in fields and len(message["token"]) not in TOKEN_CHARS:
        return Refusal("bad token")
    if "seen" in fields and message["seen"] < 0:
        return Refusal("bad seen")
    return message


def nesting(text: str) -> int:
    """The deepest bracket nesting of JSON ``text``, outside strings, without parsing (no recursion)."""
    depth = deepest = 0
    quoted = escaped = False
    for char in text:
        if quoted:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                quoted = False
        elif char == '"':
            quoted = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are all different (``{"seat":0,"seat":1}`` reads differently elsewhere)."""
    result = dict(pairs)
    if len(result) != len(pairs):
        raise ValueError("a repeated key")
    return result


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


@dataclass
class Guest:
    """The host's note of one phone's seat."""

    seat: int
    token_hash: bytes
    last: int = 0  # the last sequence number taken on the current connection
    joined: bool = False  # said hello (or rejoined) with the seat's token on the current connection
    shown: int = 0  # the moves the phone has been told (its view is of the game after them)
    valid: int = 0  # of those, the moves still in the game (fewer after an undo)
    shadow: State | None = field(default=None, repr=False)  # the game after ``shown`` moves, to tell the next


class Host:
    """The host's side of a hosted table: checks each guest message, plays it through the engine, says what to send.

    ``tokens``: each phone seat's token (in its invitation; a returning phone shows it again). ``humans``:
    the seats people play, phones included (the engine's undo rule reads them). Every method returns the
    messages to send as ``(seat, message)`` pairs; none raises on anything a guest sends.
    """

    def __init__(self, tokens: Mapping[int, str], humans: Collection[int], state: State | None = None,
                 deal: Deal | None = None, table: Mapping[str, Any] | None = None) -> None:
        self.guests = {seat: Guest(seat, _digest(token)) for seat, token in tokens.items()}
        self.humans = frozenset(humans)
        self.table = dict(table or {})  # what every seat may know of the table: names, colours, kinds
        self.state = state
        self.deal = deal
        self.dropped = 0  # messages that failed :func:`check`
        self.last_drop: Refusal | None = None

    # --- what the host's own device does --------------------------------------------------------

    def connect(self, seat: int) -> None:
        """A new channel for ``seat``: its numbering starts again, and it must show the token first."""
        guest = self.guests[seat]
        guest.last, guest.joined = 0, False

    def leave(self, seat: int) -> None:
        """``seat``'s channel closed: nothing is sent to it until it rejoins."""
        self.guests[seat].joined = False

    def start(self, state: State) -> list[tuple[int, dict[str, Any]]]:
        """The game begins (from the deal's seed): every phone is told its first view."""
        self.state = state
        for guest in self.guests.values():
            guest.shown = guest.valid = 0
            guest.shadow = None
        return [(guest.seat, self._tell(guest, None)) for guest in self.guests.values() if guest.joined]

    def play(self, player: int, action: Any) -> list[tuple[int, dict[str, Any]]]:
        """A move made on the host's device (a person there, or a bot): raises :class:`IllegalAction` as apply does."""
        if self.state is None:
            raise IllegalAction(NOT_STARTED["en"], dict(NOT_STARTED))
        self.state.apply(player, action)
        return self._broadcast()

    def update(self, seat: int) -> dict[str, Any]:
        """What ``seat``'s phone has not seen yet: the views of each move since, the last its view now; its moves."""
        guest = self.guests[seat]
        return self._tell(guest, guest.shown if guest.shown <= guest.valid else None)

    def _tell(self, guest: Guest, since: int | None) -> dict[str, Any]:
        """The update for ``guest``: the steps of the moves after ``since`` (``None``: just its view now)."""
        state = self.state
        if state is None:
            return {"t": "update", "steps": [], "legal": []}
        moves = len(state.history)
        steps: list[dict[str, Any]] = []
        by: list[int | None] = []
        if since is None or since > moves:
            guest.shadow = state.clone()  # from here on, each move is told step by step
        else:
            if guest.shadow is None or guest.shadow.history != state.history[:since]:
                guest.shadow = state.rewind(since)  # the game as this phone last saw it, to tell the rest
            shadow = guest.shadow
            for index in range(since, moves):
                player, action = state.history[index]
                frames = shadow.story(player, action, guest.seat)
                if player != guest.seat or guest.seat in state.learned.get(index, ()):
                    steps += frames
                    by += [player] * len(frames)
        now = state.view(guest.seat)
        if not steps or steps[-1] != now:  # the seat's own move came last: its view after it
            steps.append(now)
            by.append(None)
        guest.shown = guest.valid = moves
        message: dict[str, Any] = {
            "t": "update",
            "steps": steps,
            "by": by,
            "legal": state.legal_actions(guest.seat),
            "undo": state.undo_point(guest.seat, self.humans) is not None,
        }
        if len(steps) > 1 and len(json.dumps(message, separators=(",", ":"))) > MAX_UPDATE:
            message["steps"], message["by"] = [now], [None]
        if state.is_over():
            message["seed"] = f"{state.seed:x}"  # the end: now every guest may check the deal and replay
            message["record"] = [[player, action] for player, action in state.history]
            if self.deal is not None and self.deal.complete:
                message["deal"] = self.deal.to_json()
        return message

    # --- what a guest sends ---------------------------------------------------------------------

    def receive(self, seat: int, raw: Any) -> list[tuple[int, dict[str, Any]]]:
        """Handle one message from the channel of ``seat``'s phone; whatever it holds, never raises."""
        guest = self.guests.get(seat)
        if guest is None:
            return self._drop(Refusal("no phone plays this seat"))
        message = check(raw, seat, guest.last)
        if isinstance(message, Refusal):
            return self._drop(message)
        kind = message["t"]
        guest.last = message["n"]  # taken: the same number never counts twice
        if kind in ("hello", "rejoin"):
            if guest.joined:
                return self._drop(Refusal("already joined"))
            if _digest(message["token"]) != guest.token_hash:
                return [(seat, _refused(message, WRONG_TOKEN))]
            guest.joined = True
            seen = message.get("seen")  # a rejoin is told the steps after what it saw, if they still stand
            since = seen if seen is not None and seen <= min(guest.valid, guest.shown) else None
            return [(seat, self.welcome(seat)), (seat, self._tell(guest, since))]
        if not guest.joined:
            return self._drop(Refusal("no hello yet"))
        try:
            if kind == "ping":
                return [(seat, {"t": "pong", "n": message["n"]})]
            if kind in ("commit", "reveal"):
                return self._deal(seat, message)
            if kind == "act":
                return self._act(seat, message)
            return self._undo(seat, message)
        except Exception as err:  # noqa: BLE001 - an engine fault on odd input must not stall the table
            return [(seat, _refused(message, {"en": f"Refused ({type(err).__name__}).", "ja": "受け付けられません。"}))]

    def _act(self, seat: int, message: dict[str, Any]) -> list[tuple[int, dict[str, Any]]]:
        if self.state is None:
            return [(seat, _refused(message, NOT_STARTED))]
        try:
            self.state.apply(seat, message["action"])
        except IllegalAction as err:
            return [(seat, _refused(message, err.reason))]
        return self._broadcast()

    def _undo(self, seat: int, message: dict[str, Any]) -> list[tuple[int, dict[str, Any]]]:
        if self.state is None:
            return [(seat, _refused(message, NOT_STARTED))]
        point = self.state.undo_point(seat, self.humans)
        if point is None:
            return [(seat, _refused(message, CANNOT_UNDO))]
        self.state = self.state.rewind(point)
        for guest in self.guests.values():
            guest.valid = min(guest.valid, point)
        return self._broadcast()

    def _deal(self, seat: int, message: dict[str, Any]) -> list[tuple[int, dict[str, Any]]]:
        if self.deal is None or self.state is not None:
            return [(seat, _refused(message, {"en": "No deal is being made.", "ja": "配札の準備中ではありません。"}))]
        try:
            if message["t"] == "commit":
                self.deal.commit(seat, message["hash"])
            else:
                self.deal.reveal(seat, message["share"])
        except DealError as err:
            return [(seat, _refused(message, {"en": str(err), "ja": "配札の手順が正しくありません。"}))]
        if message["t"] == "commit" and self.deal.committed:
            return self.commitments()
        return []

    def welcome(self, seat: int) -> dict[str, Any]:
        """What a phone learns on joining: its seat, the table's public facts, whether a deal is being made."""
        dealing = self.state is None and self.deal is not None and seat not in self.deal.commitments
        return json.loads(json.dumps({**self.table, "t": "table", "seat": seat, "dealing": dealing}))

    def commitments(self) -> list[tuple[int, dict[str, Any]]]:
        """Once every commitment is in (the host's own too, under :data:`~.commit.HOST`): every phone is shown them."""
        if self.deal is None or not self.deal.committed:
            return []
        told = {"t": "commitments", "commitments": [[p, self.deal.commitments[p]] for p in self.deal.parties]}
        return [(g.seat, json.loads(json.dumps(told))) for g in self.guests.values() if g.joined]

    def broadcast(self) -> list[tuple[int, dict[str, Any]]]:
        """Every joined phone's update (after a move or an undo made on the host's device)."""
        return self._broadcast()

    def _broadcast(self) -> list[tuple[int, dict[str, Any]]]:
        return [(guest.seat, self.update(guest.seat)) for guest in self.guests.values() if guest.joined]

    def _drop(self, refusal: Refusal) -> list[tuple[int, dict[str, Any]]]:
        self.dropped += 1
        self.last_drop = refusal
        return []


def _refused(message: dict[str, Any], reason: Mapping[str, str]) -> dict[str, Any]:
    return {"t": "refused", "n": message["n"], "reason": {"en": reason["en"], "ja": reason["ja"]}}


def _digest(token: str) -> bytes:
    """Tokens are compared as hashes: equal time for every wrong one (``hmac`` is not in the site's stdlib)."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).digest()


__all__ = ["GUEST_KINDS", "MAX_BYTES", "MAX_DEPTH", "Guest", "Host", "Refusal", "check", "is_token", "nesting",
           "new_token"]
