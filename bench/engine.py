#!/usr/bin/env python3
"""Engine benchmark: random-bot games per second for every game.

    python bench/engine.py [--games 200] [--seed 0] [--pyodide]

Uses pygames.simulate, so the numbers are those of `python -m pygames simulate`. With
``--pyodide`` the same code also runs under the browser's CPython 3.14 (Pyodide in
Node.js, from dist/; run `python build.py` first).
"""

from __future__ import annotations

import argparse
import json
import platform
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pygames import GAMES  # noqa: E402
from pygames.simulate import simulate  # noqa: E402

PYODIDE_DRIVER = r"""
import { readFileSync } from "node:fs";
const [dist, wheel, script, argv] = process.argv.slice(2);
const { loadPyodide } = await import(new URL(`file://${dist}/pyodide/pyodide.mjs`));
const pyodide = await loadPyodide({ indexURL: `${dist}/pyodide/` });
pyodide.FS.writeFile("/tmp/app.whl", readFileSync(wheel));
pyodide.FS.writeFile("/tmp/engine.py", readFileSync(script));
pyodide.runPython(`
import json, runpy, sys, zipfile
zipfile.ZipFile("/tmp/app.whl").extractall(".")
sys.argv = ["engine.py", *json.loads(${JSON.stringify(argv)})]
try:
    runpy.run_path("/tmp/engine.py", run_name="__main__")
except SystemExit as exit:
    assert not exit.code, exit.code
`);
"""


def run_pyodide(args: list[str]) -> int:
    """Run this script under Pyodide in Node.js with the built wheel."""
    wheels = sorted((ROOT / "dist" / "app").glob("pygames-*.whl"))
    node = shutil.which("node")
    if not wheels or node is None:
        print("--pyodide needs node and a built dist/ (python build.py)", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        driver = Path(tmp) / "engine.mjs"
        driver.write_text(PYODIDE_DRIVER)
        return subprocess.run([node, str(driver), str(ROOT / "dist"), str(wheels[-1]), __file__,
                               json.dumps(args)]).returncode


def main(argv: list[str] | None = None) -> int:
    """Print one row per game and player count."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--pyodide", action="store_true", help="also run under Pyodide (Node.js)")
    args = parser.parse_args(argv)
    print(f"{platform.python_implementation()} {platform.python_version()} ({sys.platform}), "
          f"{args.games} games per row")
    print(f"{'game':16} {'players':>7} {'games/s':>9} {'actions/s':>10} {'mean length':>12}")
    for game_id, game in sorted(GAMES.items()):
        for players in range(game.min_players, game.max_players + 1):
            report = simulate(game_id, players, args.games, args.seed)
            actions = sum(report.lengths)
            print(f"{game_id:16} {players:7} {report.games / report.seconds:9.0f} {actions / report.seconds:10.0f} "
                  f"{actions / report.games:12.1f}", flush=True)
    if args.pyodide:
        print()
        return run_pyodide(["--games", str(args.games), "--seed", str(args.seed)])
    return 0


if __name__ == "__main__":
    sys.exit(main())
