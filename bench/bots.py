#!/usr/bin/env python3
"""Bot benchmark: how strong each level is, how long the strong one thinks, and how fair each game's seats are.

    python bench/bots.py [--games2 1000] [--games 400] [--jobs 2] [--only GAME] [--pyodide GAMES] [--budget N]
    python bench/bots.py --match cookie_battle:3:strong:normal [--games 400] [--first-seed 10000]

Strength: one bot of a level (the hero) against the others at a weaker level, its seat rotated game by game;
its share of the wins with a 95% Wilson interval, next to the fair share (1/players). Rows: strong vs random,
strong vs normal and normal vs random, with 2 players (where the game allows), 3, and 5 or the game's most.
Think time: the strong bot's seconds a move (median, 95th percentile, max) in those games, under CPython;
with ``--pyodide N``, also N games a game under the browser's CPython 3.14 (Pyodide in Node.js, from dist/);
with ``--chromium N``, N moves a game of strong bots playing each other in Chromium on the built site (its
0.4 s search budget, in slices), with the longest task the page saw while they thought.
Budget: with ``--budget N``, how many iterations the strong bot searches in the app's 0.4 s, in N positions at
each game's two smallest player counts (the same in every run), in Chromium, beside the tables' iteration budget.
Balance: each seat's share of the wins when normal bots play every seat. Targets are issue #14's.
``--match`` plays one row alone; ``--first-seed`` starts the games elsewhere than seed 0: a change tried on
the bench's own deals is checked on fresh ones, so that no result is tuned to its deals.
"""

from __future__ import annotations

import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pygames import GAMES  # noqa: E402
from pygames.core import bot_move  # noqa: E402
from pygames.core.rng import KEYED_SEEDS  # noqa: E402

#: The app's strong bot searches its ``ITERATIONS`` (the tables' budget) within this many seconds of its own
#: (web/session.py's STRONG_CAP: web/ needs a browser to import); --budget counts what it reaches in half of it,
#: as a phone at half this machine's speed would in all of it.
STRONG_CAP = 2.5
PHONE_SECONDS = STRONG_CAP / 2
MATCHES = (("strong", "random"), ("strong", "normal"), ("normal", "random"))
#: (hero, field, 2 players?) → the share of the wins the issue asks for: absolute with 2, × fair share with more
TARGETS = {("strong", "random"): (0.97, 2.0), ("strong", "normal"): (0.60, 1.5), ("normal", "random"): (0.80, 1.5)}


def player_counts(game_id: str) -> list[int]:
    """2 (if the game allows), 3, and 5 or the game's most, within its range."""
    game = GAMES[game_id]
    wanted = {2, 3, min(5, game.max_players)}
    return sorted(n for n in wanted if game.min_players <= n <= game.max_players)


def play(job: tuple[str, int, tuple[str, ...], int]) -> tuple[list[int], list[float]]:
    """One game: the winners and the strong bots' seconds per move."""
    game_id, players, lineup, seed = job
    game = GAMES[game_id]
    state = game.new(players, KEYED_SEEDS + seed, {})
    bots = [game.bot(seed * 131 + p, name) for p, name in enumerate(lineup)]
    thinking: list[float] = []
    while not state.is_over():
        player = state.to_act()[0]
        start = time.perf_counter()
        action = bot_move(state, player, bots[player])
        if lineup[player] == "strong":
            thinking.append(time.perf_counter() - start)
        state.apply(player, action)
    return state.winners(), thinking


def wilson(wins: float, games: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a share of wins."""
    if not games:
        return 0.0, 1.0
    z, p = 1.96, wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def match(
    pool, game_id: str, players: int, hero: str, field: str, games: int, first: int = 0
) -> tuple[float, list[float]]:
    """The hero's share of the wins (its seat rotated) in games ``first``, ``first + 1``, …, and the strong bots'
    think times."""
    jobs = []
    for g in range(first, first + games):
        lineup = [field] * players
        lineup[g % players] = hero
        jobs.append((game_id, players, tuple(lineup), g))
    wins, thinking = 0.0, []
    for (_, _, lineup, _), (winners, times) in zip(jobs, pool.map(play, jobs, chunksize=4)):
        hero_seat = lineup.index(hero)
        wins += (hero_seat in winners) / len(winners) if winners else 0.0
        thinking += times
    return wins / games, thinking


def balance(pool, game_id: str, players: int, games: int, first: int = 0) -> list[float]:
    """Each seat's share of the wins with normal bots in every seat, in games ``first``, ``first + 1``, …"""
    jobs = [(game_id, players, ("normal",) * players, g) for g in range(first, first + games)]
    shares = [0.0] * players
    for winners, _ in pool.map(play, jobs, chunksize=8):
        for p in winners:
            shares[p] += 1 / len(winners) / games
    return shares


def think_line(times: list[float]) -> str:
    if not times:
        return "no strong moves"
    ordered = sorted(times)
    median, p95 = ordered[len(ordered) // 2], ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"median {median * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, max {ordered[-1] * 1000:.0f} ms"


class Serial:
    """One process (Pyodide cannot fork): the pool's ``map``, in order."""

    def map(self, fn, items, chunksize: int = 1):
        return map(fn, items)


def think_only_serial(games: list[str], count: int) -> None:
    """:func:`think_only` in one process (under Pyodide)."""
    think_only(Serial(), games, count)


def think_only(pool, games: list[str], count: int) -> None:
    """The strong bot's think time against random bots, at each game's fewest players."""
    for game_id in games:
        players = player_counts(game_id)[0]
        _, times = match(pool, game_id, players, "strong", "random", count)
        print(f"  {game_id:14} {players}p: {think_line(times)} over {len(times)} moves", flush=True)


def budget_serial(games: list[str], searches: int) -> None:
    """How many iterations the strong bot searches in half the app's cap, beside the bench's iteration budget.

    The strength tables are measured at the bench's budget, which the app's bot searches within its cap: this says
    whether a phone at half this machine's speed would reach it in time (its 10th percentile at least). The
    positions are the same in every run (every third move of seeded games of normal bots, at each game's two
    smallest player counts), so that runs before and after a change compare.
    """
    for game_id in games:
        game = GAMES[game_id]
        for players in player_counts(game_id)[:2]:
            searched: list[int] = []
            seed = 0
            while len(searched) < searches:
                state = game.new(players, seed, {})
                normal = [game.bot(seed * 131 + p, "normal") for p in range(players)]
                while not state.is_over() and len(searched) < searches:
                    player = state.to_act()[0]
                    if len(state.history) % 3 == 0:
                        # a 128-bit seed, as the app gives its bots (new_seed)
                        strong = game.bots["strong"](KEYED_SEEDS + len(searched), seconds=PHONE_SECONDS)
                        bot_move(state, player, strong)
                        if strong.searched:
                            searched.append(strong.searched)
                    state.apply(player, bot_move(state, player, normal[player]))
                seed += 1
            searched.sort()
            print(
                f"  {game_id:14} {players}p: median {searched[len(searched) // 2]}, 10th percentile "
                f"{searched[len(searched) // 10]} iterations a search; the bench's budget: {strong.ITERATIONS}",
                flush=True,
            )


def main(argv: list[str] | None = None) -> int:
    import argparse
    import platform
    from concurrent.futures import ProcessPoolExecutor

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games2", type=int, default=1000, help="games per 2-player row")
    parser.add_argument("--games", type=int, default=400, help="games per row with more players")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", choices=sorted(GAMES), action="append")
    parser.add_argument("--chromium", type=int, default=0, metavar="MOVES", help="also time strong bots in Chromium")
    parser.add_argument(
        "--budget",
        type=int,
        default=0,
        metavar="SEARCHES",
        help="also count the strong bot's iterations in the app's time budget, in Chromium",
    )
    parser.add_argument("--no-tables", action="store_true", help="skip the strength and balance tables")
    parser.add_argument(
        "--pyodide",
        type=int,
        default=0,
        metavar="GAMES",
        help="also time the strong bot in this many games per game under Pyodide (Node.js)",
    )
    parser.add_argument(
        "--match",
        type=table_row,
        metavar="GAME:PLAYERS:HERO:FIELD",
        help="only this row of the strength table: --games of it (--games2 with 2 players)",
    )
    parser.add_argument("--first-seed", type=int, default=0, help="the first game's seed (the bench's own: 0)")
    args = parser.parse_args(argv)
    games = args.only or sorted(GAMES)
    print(
        f"{platform.python_implementation()} {platform.python_version()} ({sys.platform}), "
        f"{args.games2} games per 2-player row, {args.games} per row with more, seats rotated, "
        f"games from seed {args.first_seed}"
    )
    if args.match or not args.no_tables:
        with ProcessPoolExecutor(args.jobs) as pool:
            if args.match:
                one_match(pool, *args.match, args.games2, args.games, args.first_seed)
                return 0
            tables(pool, games, args.games2, args.games, args.first_seed)
    if args.budget:
        print(f"\nIterations the strong bot searches in Chromium in {PHONE_SECONDS} s (half the app's cap):",
              flush=True)
        import in_pyodide

        in_pyodide.run_in_chromium(__file__, "budget_serial", games, args.budget)
    if args.chromium:
        print(f"\nStrong think time per move in Chromium (the app's budget, {STRONG_CAP} s at most), {args.chromium} "
              "moves a game:")
        chromium_think(games, args.chromium)
    if args.pyodide:
        print("\nStrong think time per move under Pyodide (Node.js), against random bots:", flush=True)
        import in_pyodide

        return in_pyodide.run(__file__, "think_only_serial", games, args.pyodide)
    return 0


TABLE_HEAD = (
    "| game | players | hero vs field | hero's wins [95% CI] (games) | fair share | target | met |\n"
    "|---|---|---|---|---|---|---|"
)


def row(game_id: str, players: int, hero: str, field: str, share: float, count: int) -> str:
    """One line of the strength table: the share with its interval, the fair share and the issue's target."""
    low, high = wilson(share * count, count)
    absolute, times_fair = TARGETS[hero, field]
    target = absolute if players == 2 else times_fair / players
    return (
        f"| {game_id} | {players} | {hero} vs {field} | {share:.1%} [{low:.1%}, {high:.1%}] "
        f"({count}) | {1 / players:.0%} | ≥ {target:.0%} | {'yes' if share >= target else 'NO'} |"
    )


def tables(pool, games: list[str], games2: int, more: int, first: int = 0) -> None:
    """The strength table, the strong bot's think times in those games, and the seats' balance."""
    print("\n" + TABLE_HEAD)
    thinking: dict[str, list[float]] = {}
    for game_id in games:
        for players in player_counts(game_id):
            count = games2 if players == 2 else more
            for hero, field in MATCHES:
                share, times = match(pool, game_id, players, hero, field, count, first)
                thinking.setdefault(game_id, []).extend(times)
                print(row(game_id, players, hero, field, share, count), flush=True)
    print("\nStrong think time per move (CPython, iteration budget):")
    for game_id, times in thinking.items():
        print(f"  {game_id:14} {think_line(times)} over {len(times)} moves", flush=True)
    print("\nSeat balance, normal bots in every seat (each seat's share of the wins):")
    for game_id in games:
        for players in player_counts(game_id):
            count = games2 if players == 2 else more
            shares = balance(pool, game_id, players, count, first)
            seats = "  ".join(f"P{p + 1} {share:.1%}" for p, share in enumerate(shares))
            print(f"  {game_id:14} {players}p ({count}): {seats}", flush=True)


def table_row(text: str) -> tuple[str, int, str, str]:
    """``--match``'s value: a row of the strength table, ``GAME:PLAYERS:HERO:FIELD``."""
    import argparse

    parts = text.split(":")
    if len(parts) == 4 and parts[0] in GAMES and parts[1].isdigit() and (parts[2], parts[3]) in TARGETS:
        game, players = GAMES[parts[0]], int(parts[1])
        if game.min_players <= players <= game.max_players:
            return parts[0], players, parts[2], parts[3]
    raise argparse.ArgumentTypeError(
        "wants GAME:PLAYERS:HERO:FIELD, a row of the table, e.g. fox_grapes:2:strong:normal"
    )


def one_match(pool, game_id: str, players: int, hero: str, field: str, games2: int, more: int, first: int) -> None:
    """``--match``: one row of the strength table and its think times."""
    count = games2 if players == 2 else more
    share, times = match(pool, game_id, players, hero, field, count, first)
    print(f"\n{TABLE_HEAD}\n{row(game_id, players, hero, field, share, count)}")
    print(f"Strong think time: {think_line(times)} over {len(times)} moves")


#: Records each bot turn (``<html data-thinking>`` on, then off) and every long task from then on.
WATCH = """() => {
    window.turns = []; window.longTasks = [];
    new PerformanceObserver(list => list.getEntries().forEach(task => window.longTasks.push(
        [task.startTime, task.duration]))).observe({type: "longtask"});
    new MutationObserver(() => {
        const on = document.documentElement.hasAttribute("data-thinking");
        if (on && (!window.turns.length || window.turns.at(-1).length === 2)) window.turns.push([performance.now()]);
        if (!on && window.turns.length && window.turns.at(-1).length === 1) window.turns.at(-1).push(performance.now());
    }).observe(document.documentElement, {attributes: true, attributeFilter: ["data-thinking"]});
}"""


def chromium_think(games: list[str], moves: int) -> None:
    """Strong bots in every seat of an embed, on the built site in headless Chromium: their think times."""
    sys.path.insert(0, str(ROOT / "bench"))
    from playwright.sync_api import sync_playwright
    from startup import ARGS, serve

    import build

    chromium = build.find_chromium()
    server, url = serve(ROOT / "dist")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=ARGS, headless=True)
            for game_id in games:
                players = player_counts(game_id)[0]
                page = browser.new_page()
                page.goto(f"{url}embed.html?game={game_id}&seats={','.join(['bot:strong'] * players)}&botdelay=0")
                page.click("[data-testid=embed-play]")
                page.wait_for_selector("html[data-app=ready]", timeout=120_000)
                page.evaluate(WATCH)
                done = f"window.turns.filter(t => t.length === 2).length >= {moves}"
                while not page.evaluate(done):  # game after game (two strong Hennote bots end one in a few moves)
                    page.wait_for_function(
                        f"{done} || document.querySelector('[data-testid=game-over]')", timeout=600_000
                    )
                    if not page.evaluate(done):
                        page.click("[data-testid=play-again]")
                turns, tasks = page.evaluate("[window.turns.filter(t => t.length === 2), window.longTasks]")
                times = [(end - start) / 1000 for start, end in turns]
                longest = max(  # of the tasks while a bot thought
                    (
                        length
                        for begin, length in tasks
                        if any(begin < end and begin + length > start for start, end in turns)
                    ),
                    default=0,
                )
                print(
                    f"  {game_id:14} {players}p: {think_line(times)} over {len(times)} moves; "
                    f"longest task {longest:.0f} ms",
                    flush=True,
                )
                page.close()
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    sys.exit(main())
