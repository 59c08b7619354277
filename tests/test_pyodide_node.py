"""The engines and the front end under Pyodide in Node.js: the browser's own CPython 3.14, with the stdlib
and archives dist/ ships (the stdlib trimmed to stdlib-modules.txt).

One Node process loads dist/pyodide, unpacks dist/app/pygames-*.whl and web.zip, imports every module
of both (web's ``js`` and ``pyodide.ffi`` exist under Node too), and plays 30 verified games of every
game with random bots and a few with each of its other bots (the strong one on a small budget), as
``python -m pygames simulate`` would.
A module that imports something the trimmed stdlib lacks fails here, on any path these games take.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

import build
import pygames

GAMES = sorted(pygames.GAMES)
#: Not imported by the site: the command line (argparse is not shipped), and the page's entry script.
NOT_IN_THE_SITE = {"pygames.__main__", "web.main"}

DRIVER = r"""
import { readFileSync } from "node:fs";
const [dist, wheel, gamesJson, skipJson] = process.argv.slice(2);
const { loadPyodide } = await import(new URL(`file://${dist}/pyodide/pyodide.mjs`));
const pyodide = await loadPyodide({ indexURL: `${dist}/pyodide/` });
pyodide.FS.writeFile("/tmp/app.whl", readFileSync(wheel));
pyodide.FS.writeFile("/tmp/web.zip", readFileSync(`${dist}/app/web.zip`));
pyodide.runPython(`
import importlib, json, sys, zipfile
for archive in ("/tmp/app.whl", "/tmp/web.zip"):
    zipfile.ZipFile(archive).extractall(".")
skip = set(json.loads(${JSON.stringify(skipJson)}))
imported = {}
for archive in ("/tmp/app.whl", "/tmp/web.zip"):
    for name in zipfile.ZipFile(archive).namelist():
        if name.endswith(".pyc"):
            module = name[:-4].removesuffix("/__init__").replace("/", ".")
            if module not in skip:
                try:
                    importlib.import_module(module)
                    imported[module] = "ok"
                except BaseException as error:
                    imported[module] = repr(error)
from pygames import GAMES
from pygames.core.rng import Rng
from pygames.simulate import simulate
import json.decoder, web.app
functions = {"web": web.app.App.start, "pygames": simulate, "stdlib": json.decoder.JSONDecoder.decode}
columns = {where: any(pos[2] is not None for pos in f.__code__.co_positions()) for where, f in functions.items()}
rng = Rng(2**100 + 7)
results = {"rng": [rng.below(1000) for _ in range(16)], "imported": imported, "columns": columns}
for game in json.loads(${JSON.stringify(gamesJson)}):
    players = GAMES[game].min_players
    runs = [(name, [name] * players, 30 if name == "random" else 3) for name in GAMES[game].bots]
    GAMES[game].bots["strong"].resolve().ITERATIONS = 8  # the search runs here; its strength is bench/bots.py's
    results[game] = {}
    for bot, bots, games in runs:
        try:
            report = simulate(game, players, games, 0, None, True, bots)
            results[game][bot] = {"code": 0, "output": chr(10).join(report.lines())}
        except BaseException as error:
            results[game][bot] = {"code": repr(error), "output": ""}
print("RESULTS " + json.dumps({"version": sys.version, "results": results}))
`);
"""


@pytest.fixture(scope="module")
def pyodide_run(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Import every module and run every game's verified simulations in one Pyodide start; the parsed results."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is missing: install Node.js 20 (apt-get install nodejs npm)")
    wheels = sorted((dist / "app").glob("pygames-*.whl"))
    assert len(wheels) == 1, wheels
    driver = tmp_path_factory.mktemp("node") / "run.mjs"
    driver.write_text(DRIVER)
    proc = subprocess.run([node, str(driver), str(dist), str(wheels[0]), json.dumps(GAMES),
                           json.dumps(sorted(NOT_IN_THE_SITE))],
                          capture_output=True, text=True, timeout=120, cwd=Path(build.ROOT))
    lines = [line for line in proc.stdout.splitlines() if line.startswith("RESULTS ")]
    assert proc.returncode == 0 and lines, f"node failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}"
    return json.loads(lines[-1].removeprefix("RESULTS "))


def test_runs_on_cpython_314(pyodide_run: dict) -> None:
    """The interpreter is the browser's CPython 3.14, not the host's."""
    assert pyodide_run["version"].startswith("3.14"), pyodide_run["version"]


def test_the_keyed_generator_deals_the_same_as_on_the_host(pyodide_run: dict) -> None:
    """A game dealt in the browser replays card for card under any other CPython."""
    from pygames.core.rng import Rng

    rng = Rng(2**100 + 7)
    assert pyodide_run["results"]["rng"] == [rng.below(1000) for _ in range(16)]


def test_every_module_of_the_site_imports_with_the_shipped_stdlib(pyodide_run: dict) -> None:
    """Every module of pygames and web (but the command line and the entry script) imports under Pyodide."""
    imported = pyodide_run["results"]["imported"]
    assert {"web.app", "web.play", "web.games.hennote", "pygames.hennote.bot", "pygames.simulate"} <= set(imported)
    assert {module: outcome for module, outcome in imported.items() if outcome != "ok"} == {}


def test_shipped_code_carries_no_column_ranges(pyodide_run: dict) -> None:
    """Compiled with PYTHONNODEBUGRANGES: a quarter fewer bytes; tracebacks show columns only under source lines."""
    assert pyodide_run["results"]["columns"] == {"web": False, "pygames": False, "stdlib": False}


@pytest.mark.parametrize("game", GAMES)
def test_simulate_verify_under_pyodide(pyodide_run: dict, game: str) -> None:
    """Verified bot games (what `python -m pygames simulate <game> --verify` runs) succeed under Pyodide, each bot."""
    runs = pyodide_run["results"][game]
    assert set(runs) == set(pygames.GAMES[game].bots)
    for bot, result in runs.items():
        assert result["code"] == 0, (bot, result)
        assert f"{30 if bot == 'random' else 3} games" in result["output"], (bot, result["output"])
