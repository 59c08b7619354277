"""Game records (issue #15): a finished game kept as a file or a link replays exactly, and a changed one is refused."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from pygames import GAMES, RandomBot, SaveError, bot_move
from pygames.core.record import deal_link, from_link, read, read_deal, record, to_link
from pygames.core.rng import KEYED_SEEDS, new_seed

SIZES = [(game_id, n) for game_id, game in sorted(GAMES.items()) for n in sorted({game.min_players, game.max_players})]


def played(game_id: str, players: int, seed: int = 7):
    """A finished game of random bots, with every seat's view after every action (what the table saw)."""
    state = GAMES[game_id].new(players, KEYED_SEEDS + seed)
    bots = [RandomBot(seed * 10 + p) for p in range(players)]
    seen = [[state.view(p) for p in range(players)]]
    while not state.is_over():
        player = state.to_act()[0]
        state.apply(player, bot_move(state, player, bots[player]))
        seen.append([state.view(p) for p in range(players)])
    return state, seen


def a_record(game_id: str = "hennote", players: int = 2) -> dict:
    state, _ = played(game_id, players)
    names = [f"Player {p + 1}" for p in range(players)]
    return record(state, names, [None] + ["strong"] * (players - 1), "2026-12-01T14:00:00Z", "build-1")


@pytest.mark.parametrize(("game_id", "players"), SIZES)
def test_a_record_file_replays_to_every_view_the_table_saw_and_the_same_result(game_id, players):
    state, seen = played(game_id, players)
    data = record(state, ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"][:players], [None] * players, "2026-12-01", "b")
    replayed = read(json.loads(json.dumps(data)), GAMES)  # through a file's text
    assert (replayed.winners(), replayed.scores()) == (state.winners(), state.scores())
    for moves in (0, len(seen) // 3, len(seen) // 2, len(seen) - 1):  # stepping back and forth to any point
        at = replayed.rewind(moves)
        assert [at.view(p) for p in range(players)] == seen[moves]


@pytest.mark.parametrize(("game_id", "players"), SIZES)
def test_a_link_holds_the_whole_record_and_gives_it_back_exactly(game_id, players):
    data = a_record(game_id, players)
    link = to_link(data, GAMES)
    assert set(link) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert from_link(link, GAMES)[0] == json.loads(json.dumps(data))


def test_a_six_player_cookie_battle_record_fits_in_a_link_under_2000_characters():
    for seed in range(3):
        state, _ = played("cookie_battle", 6, seed)
        names = ["とても長い名前のプレイヤー"] * 6
        link = to_link(record(state, names, ["strong"] * 6, "2026-12-01T14:00:00+09:00", "0123456789abcdef"), GAMES)
        assert len(link) < 2000, len(link)


def test_only_a_finished_game_has_a_record():
    state = GAMES["hennote"].new(2, KEYED_SEEDS + 1)
    with pytest.raises(ValueError, match="finished"):
        record(state, ["A", "B"], [None, None], "d", "b")


def _move(data: dict) -> dict:
    """The record with one early action changed for another legal one."""
    game = GAMES[data["game"]]
    state = game.new(data["players"], data["seed"], data["options"])
    actions = [list(a) for a in data["actions"]]
    for index, (player, action) in enumerate(actions):
        other = [a for a in state.legal_actions(player) if a != action]
        if other:
            actions[index] = [player, other[0]]
            return {**data, "actions": actions}
        state.apply(player, action)
    raise AssertionError("no choice in the whole game")


@pytest.mark.parametrize(
    ("mangle", "message"),
    [
        (lambda d: "not a record", "not a game record"),
        (lambda d: {k: v for k, v in d.items() if k != "record"}, "not a game record"),  # a save is not a record
        (lambda d: {**d, "record": 2}, "newer version"),
        (lambda d: {**d, "record": True}, "not a game record"),
        (lambda d: {**d, "game": "chess"}, "unknown game"),
        (lambda d: {**d, "version": d["version"] + 1}, "different version"),
        (lambda d: {**d, "actions": d["actions"][:-1]}, "before the end"),
        (lambda d: {**d, "actions": [*d["actions"], d["actions"][-1]]}, "damaged"),
        (lambda d: {**d, "result": {**d["result"], "winners": [1 - d["result"]["winners"][0]]}}, "changed"),
        (lambda d: {**d, "result": {**d["result"], "scores": [99, 0]}}, "changed"),
        (_move, "damaged|changed|before the end"),
        (lambda d: {**d, "names": ["Solo"]}, "players"),
        (lambda d: {**d, "names": ["<b>A</b>", 7]}, "players"),
        (lambda d: {**d, "levels": [None, 3]}, "players"),
        (lambda d: {**d, "date": None}, "damaged"),
    ],
)
def test_a_changed_or_broken_record_is_refused_with_a_clear_message(mangle, message):
    with pytest.raises(SaveError, match=message):
        read(mangle(a_record()), GAMES)


def _pack(obj) -> str:
    raw = obj if isinstance(obj, bytes) else json.dumps(obj).encode()
    return base64.urlsafe_b64encode(zlib.compress(raw)).rstrip(b"=").decode()


@pytest.mark.parametrize(
    ("link", "message"),
    [
        ("", "does not hold"),
        ("%%%not base64", "does not hold"),
        ("AAAA", "does not hold"),
        (lambda link: link[: len(link) // 2], "does not hold"),  # cut short by a chat app
        (_pack(b"\0" * 5_000_000), "too large"),  # inflates to 5 MB
        (_pack(b"[" * 100_000), "does not hold"),
        (_pack({"moves": "x"}), "does not hold"),
        (_pack({"game": "hennote", "moves": []}), "not a game record"),
        (lambda link: _pack(_unpack(link) | {"moves": [*_unpack(link)["moves"], 0]}), "after the end"),
        (lambda link: _pack(_unpack(link) | {"moves": [999] * 3}), "damaged"),
        (lambda link: _pack(_unpack(link) | {"moves": [0.0] * 3}), "damaged"),
        (lambda link: _pack(_unpack(link) | {"players": "two"}), "damaged"),
    ],
    ids=[
        "empty",
        "not-base64",
        "not-deflate",
        "cut",
        "bomb",
        "deep",
        "moves-text",
        "no-fields",
        "extra-move",
        "index-out-of-range",
        "index-float",
        "players-text",
    ],
)
def test_a_bad_link_is_refused_with_a_clear_message(link, message):
    if callable(link):
        link = link(to_link(a_record(), GAMES))
    with pytest.raises(SaveError, match=message):
        from_link(link, GAMES)


def _unpack(link: str) -> dict:
    return json.loads(zlib.decompress(base64.urlsafe_b64decode(link + "=" * (-len(link) % 4))))


def test_a_deal_link_gives_the_same_cards_and_only_a_128_bit_seed_makes_one():
    game, seed = GAMES["cookie_battle"], new_seed()
    text = deal_link(game, 4, {"markers": "points"}, seed)
    found, players, options, again = read_deal(text, GAMES)
    first, second = found.new(players, again, options), game.new(4, seed, {"markers": "points"})
    assert [first.view(p) for p in range(4)] == [second.view(p) for p in range(4)]
    for bad in ("", text[:-12], deal_link(game, 7, {}, seed), deal_link(game, 4, {"markers": "x"}, seed),
                deal_link(game, 4, {}, 12345)):
        with pytest.raises(SaveError, match="does not hold a deal"):
            read_deal(bad, GAMES)
