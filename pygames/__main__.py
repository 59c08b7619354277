"""Command line: ``python -m pygames simulate <game> --players N --games K [--seed S]``."""

from __future__ import annotations

import argparse
import json
import sys

from . import GAMES
from .simulate import simulate


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pygames")
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="play random-bot games and print statistics")
    sim.add_argument("game", choices=sorted(GAMES))
    sim.add_argument("--players", type=int)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--options", type=json.loads, default=None, help="JSON, e.g. '{\"no_repeat\": true}'")
    sim.add_argument("--bots", type=lambda text: text.split(","), default=(), help="per seat: strong,normal,easy")
    sim.add_argument("--verify", action="store_true", help="check save/load and illegal actions at every step")
    commands.add_parser("list", help="list the games")
    args = parser.parse_args(argv)
    if args.command == "list":
        for game in GAMES.values():
            print(
                f"{game.id:15} {game.min_players}-{game.max_players} players  {game.title['en']} / {game.title['ja']}"
            )
        return 0
    players = args.players or GAMES[args.game].min_players
    try:
        report = simulate(args.game, players, args.games, args.seed, args.options, args.verify, args.bots)
    except ValueError as err:
        parser.error(str(err))
    print("\n".join(report.lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
