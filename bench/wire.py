"""Bytes a hosted table sends per move (issue 48): host → phone updates and phone → host actions, per game.

Plays random games through ``pygames.core.wire.Host`` and ``pygames.core.phone.Phone`` exactly as the
site does (compact JSON over the data channel), one phone seat and the other seats on the host's device,
and prints the mean and largest message in each direction per move of the game.

    python bench/wire.py [--games 20]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pygames import GAMES  # noqa: E402
from pygames.core.phone import Phone  # noqa: E402
from pygames.core.wire import Host, new_token  # noqa: E402

PLAYERS = {"hansel_gretel": 3, "fox_grapes": 3, "hennote": 2, "cookie_battle": 3, "dimsum": 2}


def compact(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"))


def one_game(game_id: str, seed: int) -> tuple[int, list[int], list[int]]:
    """Moves played, the bytes of each update the phone got, the bytes of each action it sent."""
    players, rng = PLAYERS[game_id], random.Random(seed)
    token = new_token()
    state = GAMES[game_id].new(players, rng.getrandbits(128))
    host = Host({1: token}, humans=[1], state=state)
    phone = Phone(1, token)
    host.connect(1)
    down: list[int] = []
    up: list[int] = []

    def deliver(out):
        for _seat, message in out:
            text = compact(message)
            down.append(len(text.encode()))
            phone.receive(text)

    deliver(host.receive(1, phone.hello()))
    while not state.is_over():
        player = rng.choice(state.to_act())
        if player == 1:
            text = phone.act(rng.choice(phone.update["legal"]))
            up.append(len(text.encode()))
            deliver(host.receive(1, text))
        else:
            deliver(host.play(player, rng.choice(state.legal_actions(player))))
    return len(state.history), down, up


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    print("| game | moves a game | host → phone bytes per move (mean) | largest update | phone → host per action |")
    print("|---|---|---|---|---|")
    for game_id in PLAYERS:
        moves, down, up = 0, [], []
        for seed in range(args.games):
            m, d, u = one_game(game_id, seed)
            moves, down, up = moves + m, down + d, up + u
        print(f"| {game_id} | {moves / args.games:.0f} | {sum(down) / moves:,.0f} | {max(down):,} "
              f"| {statistics.mean(up):.0f} |")


if __name__ == "__main__":
    main()
