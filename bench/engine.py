#!/usr/bin/env python3
"""Engine benchmark: random-bot games per second for every game.

    python bench/engine.py [--games 200] [--seed 0] [--pyodide]

Uses pygames.simulate, so the numbers are those of `python -m pygames simulate`. With
``--pyodide`` the same code also runs under the browser's CPython 3.14 (Pyodide in
Node.js, from dist/; run `python build.py` first).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pygames import GAMES  # noqa: E402
from pygames.simulate import simulate  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    """Print one row per game and player count, under CPython and, with ``--pyodide``, under Pyodide."""
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--pyodide", action="store_true", help="also run under Pyodide (Node.js)")
    args = parser.parse_args(argv)
    table(args.games, args.seed)
    if args.pyodide:
        print()
        import in_pyodide

        return in_pyodide.run(__file__, "table", args.games, args.seed)
    return 0


def table(games: int, seed: int) -> None:
    """One row per game and player count: random-bot games per second."""
    print(f"{sys.implementation.name} {sys.version.split()[0]} ({sys.platform}), {games} games per row")
    print(f"{'game':16} {'players':>7} {'games/s':>9} {'actions/s':>10} {'mean length':>12}")
    for game_id, game in sorted(GAMES.items()):
        for players in range(game.min_players, game.max_players + 1):
            report = simulate(game_id, players, games, seed)
            actions = sum(report.lengths)
            print(
                f"{game_id:16} {players:7} {report.games / report.seconds:9.0f} {actions / report.seconds:10.0f} "
                f"{actions / report.games:12.1f}",
                flush=True,
            )


if __name__ == "__main__":
    sys.exit(main())
