#!/usr/bin/env python3
"""Do the strong bots still make the same moves? A fingerprint of their play, for refactors that must not retune.

    python bench/same_moves.py [--games 3] [--iterations 30] [--only GAME]

For each game and each of its player counts (its first four), ``--games`` seeded games of one strong bot (at a
fixed, small iteration budget, so that the run is quick and reproducible) against normal bots, its seat rotated
game by game. Prints a SHA-256 of each game's and player count's move logs and one of them all: run it before
and after a change; a change that keeps every move keeps every hash.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pygames import GAMES  # noqa: E402
from pygames.core import bot_move  # noqa: E402
from pygames.core.rng import KEYED_SEEDS  # noqa: E402


def moves(game_id: str, players: int, seed: int, iterations: int) -> list:
    """One game's log of (player, action): the strong bot in seat ``seed % players``, normal bots elsewhere."""
    game = GAMES[game_id]
    state = game.new(players, KEYED_SEEDS + seed, {})
    hero = seed % players
    bots = [
        game.bots["strong"](seed * 131 + p, iterations=iterations) if p == hero else game.bot(seed * 131 + p, "normal")
        for p in range(players)
    ]
    log = []
    while not state.is_over():
        player = state.to_act()[0]
        action = bot_move(state, player, bots[player])
        log.append([player, action])
        state.apply(player, action)
    return log


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--iterations", type=int, default=30)
    parser.add_argument("--only", action="append")
    args = parser.parse_args()
    every = hashlib.sha256()
    for game_id, game in GAMES.items():
        if args.only and game_id not in args.only:
            continue
        for players in range(game.min_players, min(game.max_players, game.min_players + 3) + 1):
            start = time.perf_counter()
            logs = [moves(game_id, players, seed, args.iterations) for seed in range(args.games)]
            text = json.dumps(logs, sort_keys=True).encode()
            every.update(text)
            digest = hashlib.sha256(text).hexdigest()
            took = time.perf_counter() - start
            print(f"{game_id:14} {players}p  {digest[:16]}  ({sum(map(len, logs))} moves, {took:.1f} s)", flush=True)
    print(f"all            {every.hexdigest()}")


if __name__ == "__main__":
    main()
