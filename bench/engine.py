#!/usr/bin/env python3
"""Engine benchmark: random-bot games per second for every game (host CPython).

    python bench/engine.py [--games 200] [--seed 0]

Uses pygames.simulate, so the numbers are those of `python -m pygames simulate`.
For the browser's CPython, tests/test_pyodide_node.py runs the same code under Pyodide.
"""

from __future__ import annotations

import argparse
import platform
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygames import GAMES  # noqa: E402
from pygames.simulate import simulate  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    """Print one row per game and player count."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    print(f"{platform.python_implementation()} {platform.python_version()}, {args.games} games per row")
    print(f"{'game':16} {'players':>7} {'games/s':>9} {'actions/s':>10} {'mean length':>12}")
    for game_id, game in sorted(GAMES.items()):
        for players in range(game.min_players, game.max_players + 1):
            report = simulate(game_id, players, args.games, args.seed)
            actions = sum(report.lengths)
            print(f"{game_id:16} {players:7} {report.games / report.seconds:9.0f} {actions / report.seconds:10.0f} "
                  f"{actions / report.games:12.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
