"""Game records: a finished game as a small JSON file or a link, checked by replaying it.

A record is a save (the seed and every action) with what a reader wants beside it: the players'
names and levels, the result, the date and the build that played it. Reading one replays every
action under the rules, as loading a save does, and its result must be the replay's: an edited or
corrupt record is refused with the same kind of message as a damaged save (:class:`SaveError`).

A link carries the same record in a URL fragment (never sent to a server): each action as its
index among the legal actions at that point, deflated and in base64url. It replays only under the
version that wrote it, which a record names.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from collections.abc import Mapping, Sequence
from typing import Any

from .errors import SaveError
from .game import Game, State
from .rng import KEYED_SEEDS
from .save import load, save

#: The record's own layout (a record also names its game's rules ``version``).
FORMAT = 1


def record(state: State, names: Sequence[str], levels: Sequence[str | None], date: str, build: str,
           hints: Sequence[int] | None = None) -> dict[str, Any]:
    """A finished game as a JSON-ready record; ``levels[p]`` is None for a human seat; ``hints[p]``: the hints
    seat ``p`` asked for (none if not given).

    Names are user text: whoever shows them clips and isolates them, as at the table.
    """
    if not state.is_over():
        raise ValueError("only a finished game has a record")
    return {
        "record": FORMAT,
        **save(state),
        "names": list(names),
        "levels": list(levels),
        "result": {"winners": state.winners(), "scores": state.scores()},
        "date": date,
        "build": build,
        "hints": list(hints) if hints is not None else [0] * state.num_players,
    }


def read(data: Any, games: Mapping[str, Game]) -> State:
    """The finished game a record describes, replayed; :class:`SaveError` if it is not a sound record."""
    if not isinstance(data, Mapping) or data.get("record") != FORMAT or type(data.get("record")) is not int:
        raise SaveError("This is not a game record, or it is from a newer version of the site.")
    state = load(data, games)
    names, levels, result = data.get("names"), data.get("levels"), data.get("result")
    seats = state.num_players
    if not _strings(names, seats) or not isinstance(levels, list) or len(levels) != seats:
        raise SaveError("This record is damaged (its players).")
    if not all(level is None or isinstance(level, str) for level in levels):
        raise SaveError("This record is damaged (its players).")
    if not isinstance(data.get("date"), str) or not isinstance(data.get("build"), str):
        raise SaveError("This record is damaged.")
    hints = data.get("hints", [0] * seats)  # a record from before hints has none
    if not isinstance(hints, list) or len(hints) != seats or not all(type(n) is int and n >= 0 for n in hints):
        raise SaveError("This record is damaged (its hints).")
    if not state.is_over():
        raise SaveError("This record stops before the end of its game.")
    if result != {"winners": state.winners(), "scores": state.scores()}:
        raise SaveError("This record's result is not what its moves give: it was changed.")
    return state


def to_link(data: Mapping[str, Any], games: Mapping[str, Game]) -> str:
    """A record as URL-safe text: its actions as legal-action indices, the whole deflated."""
    state = read(data, games)
    replay = state.rewind(0)
    moves: list[int] = []
    for player, action in state.history:
        acting = replay.to_act()
        if len(acting) > 1:
            moves.append(acting.index(player))
        moves.append(replay.legal_actions(player).index(action))
        replay.apply(player, action)
    packed = {key: value for key, value in data.items() if key != "actions"} | {"moves": moves}
    raw = json.dumps(packed, separators=(",", ":"), ensure_ascii=False).encode()
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).rstrip(b"=").decode("ascii")


def from_link(text: str, games: Mapping[str, Game], limit: int = 1 << 20) -> tuple[dict[str, Any], State]:
    """The record a :func:`to_link` text holds and its game, checked by :func:`read`; :class:`SaveError` if it is
    not one.

    ``limit`` caps the inflated size: a link is hostile input, and a small one can inflate to gigabytes.
    """
    try:
        squeezed = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(squeezed, limit)
        if inflater.unconsumed_tail:
            raise SaveError("This link's record is too large.")
        packed = json.loads(raw)
    except SaveError:
        raise
    except (binascii.Error, ValueError, zlib.error, RecursionError) as err:
        raise SaveError("This link does not hold a game record (it may have been cut short).") from err
    if not isinstance(packed, dict) or not isinstance(packed.get("moves"), list):
        raise SaveError("This link does not hold a game record.")
    data = {key: value for key, value in packed.items() if key != "moves"}
    data["actions"] = _actions(packed, games)
    return data, read(data, games)


def _actions(packed: dict[str, Any], games: Mapping[str, Game]) -> list[list[Any]]:
    """The actions behind a link's indices, found by replaying them (the indices of another version mean nothing)."""
    game = games.get(packed.get("game")) if isinstance(packed.get("game"), str) else None
    if game is None or packed.get("version") != game.version or type(packed.get("version")) is not int:
        return []  # read() then says which: an unknown game, another version
    try:
        state = game.new(packed["players"], packed["seed"], packed["options"])
    except Exception as err:  # noqa: BLE001 - any odd parameter is a damaged record, as with a save
        raise SaveError("This record is damaged.") from err
    moves, actions, at = packed["moves"], [], 0
    while at < len(moves) and not state.is_over():
        acting = state.to_act()
        player = acting[_index(moves, at, len(acting))] if len(acting) > 1 else acting[0]
        at += len(acting) > 1
        legal = state.legal_actions(player)
        action = legal[_index(moves, at, len(legal))]
        at += 1
        state.apply(player, action)
        actions.append([player, action])
    if at != len(moves):
        raise SaveError("This record is damaged (moves after the end).")
    return actions


def _index(moves: list[Any], at: int, count: int) -> int:
    if at >= len(moves) or type(moves[at]) is not int or not 0 <= moves[at] < count:
        raise SaveError(f"This record is damaged (move {at + 1}).")
    return moves[at]


def _strings(values: Any, count: int) -> bool:
    return isinstance(values, list) and len(values) == count and all(isinstance(v, str) for v in values)


def deal_link(game: Game, players: int, options: Mapping[str, Any], seed: int) -> str:
    """A *deal*: the game, its players and options and a seed, as URL-safe text, so two tables play the same cards.

    Whoever holds it can rebuild every hidden card of that deal; ordinary games never show their seed.
    """
    raw = json.dumps({"game": game.id, "players": players, "options": dict(options), "seed": f"{seed:x}"},
                     separators=(",", ":"))
    return base64.urlsafe_b64encode(raw.encode()).rstrip(b"=").decode("ascii")


def read_deal(text: str, games: Mapping[str, Game]) -> tuple[Game, int, dict[str, Any], int]:
    """The game, player count, options and seed of a :func:`deal_link` text; :class:`SaveError` if it holds none."""
    try:
        data = json.loads(base64.urlsafe_b64decode(text[:4096] + "=" * (-len(text) % 4)))
        game = games[data["game"]]
        players, options, seed = data["players"], data["options"], int(data["seed"], 16)
        if not isinstance(options, dict) or seed < KEYED_SEEDS:  # a small seed is one someone could search for
            raise ValueError
        game.new(players, seed, options)  # the rules check the count, the options and the seed's range
    except SaveError:
        raise
    except Exception as err:  # noqa: BLE001 - a link is anyone's to edit: whatever is wrong, say so
        raise SaveError("This link does not hold a deal (it may have been cut short).") from err
    return game, players, game.resolve_options(options), seed
