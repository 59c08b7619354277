#!/usr/bin/env python3
"""Draw benchmark: how long a full redraw of each game's play screen blocks the page, in Chromium.

    python bench/draw.py [--redraws 30] [--no-build] [--variant NAME=DIR ...]

Every tap, every move and every bot's move ends in one: web/dom.py builds the screen and puts it
in the page, then focus goes back to the control the player was on. Each game is opened at the same
mid-game position (a seeded random game at 4 players, or the game's most if fewer, seat 0 a person
to act, the others bots) from a save, at a phone's 375×812. The language switch is then tapped from
JS ``--redraws`` times, a frame apart: it redraws the whole screen in the tap's own task, so the
time ``click()`` takes is the redraw (build, draw, and the style and layout that putting focus back
forces). ``--variant`` adds another built site (say, an older commit's dist/),
measured interleaved with ours. Prints medians and 90th percentiles in ms; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from startup import ARGS, serve  # noqa: E402

import build  # noqa: E402  (startup put the repository on the path)
import pygames  # noqa: E402

READY = "html[data-app=ready]:not([data-pending]) [data-choice]"
#: Taps the language switch ``n`` times, a frame apart: the ms each click() took.
REDRAWS = """async n => {
    const times = [];
    for (let i = 0; i < n; i++) {
        await new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));
        const start = performance.now();
        document.querySelector("[data-testid=lang-toggle]").click();
        times.push(performance.now() - start);
    }
    return times;
}"""


def position(game_id: str) -> str:
    """A save (JSON) of seeded random game 1 at the middle one of the turns where seat 0 acts."""
    game = pygames.GAMES[game_id]
    state = game.new(min(4, game.max_players), 1, {})
    rng, turns = random.Random(1), []
    while not state.is_over():
        if 0 in state.to_act():
            turns.append(len(state.history))
        player = state.to_act()[0]
        state.apply(player, rng.choice(state.legal_actions(player)))
    state = state.rewind(turns[len(turns) // 2])
    seats = [{"name": f"Seat {index + 1}", "bot": index > 0, "level": "normal"} for index in range(state.num_players)]
    return json.dumps({"engine": pygames.save(state), "seats": seats})


def measure(page, url: str, game_id: str, save: str, redraws: int) -> list[float]:
    page.goto(url)
    page.evaluate("([game, save]) => { localStorage.clear(); localStorage.setItem('pygames:save:' + game, save);"
                  " localStorage.setItem('pygames:current', game); }", [game_id, save])
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    return page.evaluate(REDRAWS, redraws)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--redraws", type=int, default=30)
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME=DIR",
                        help="also measure another built site")
    args = parser.parse_args(argv)
    if not args.no_build or not (build.DIST / "index.html").exists():
        build.build()
    chromium = build.find_chromium()
    if chromium is None:
        raise SystemExit(build.NO_CHROMIUM)
    from playwright.sync_api import sync_playwright

    sites = {"ours": build.DIST} | {name: Path(folder) for name, _, folder in (v.partition("=") for v in args.variant)}
    servers = {name: serve(folder) for name, folder in sites.items()}
    print(f"ms a redraw blocks the page, {args.redraws} redraws each\n{'game':18} {'site':10} median    p90    max")
    try:
        with sync_playwright() as playwright, tempfile.TemporaryDirectory() as profile:
            context = playwright.chromium.launch_persistent_context(
                profile, executable_path=chromium, args=ARGS, headless=True, service_workers="block",
                viewport={"width": 375, "height": 812})
            page = context.pages[0] if context.pages else context.new_page()
            for game_id in pygames.GAMES:
                save = position(game_id)
                for name, (_, url) in servers.items():
                    times = measure(page, url + "?botdelay=0", game_id, save, args.redraws)
                    p90 = statistics.quantiles(times, n=10)[-1]
                    print(f"{game_id:18} {name:10} {statistics.median(times):6.1f} {p90:6.1f} {max(times):6.1f}")
            context.close()
    finally:
        for server, _ in servers.values():
            server.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
