"""The engines under Pyodide in Node.js: the browser's own CPython 3.14, with our shipped stdlib and wheel.

One Node process loads dist/pyodide, unpacks dist/app/pygames-*.whl, and runs
``python -m pygames simulate <game> --games 30 --verify`` for every game.
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

DRIVER = r"""
import { readFileSync } from "node:fs";
const [dist, wheel, gamesJson] = process.argv.slice(2);
const { loadPyodide } = await import(new URL(`file://${dist}/pyodide/pyodide.mjs`));
const pyodide = await loadPyodide({ indexURL: `${dist}/pyodide/` });
pyodide.FS.writeFile("/tmp/app.whl", readFileSync(wheel));
pyodide.runPython(`
import contextlib, io, json, sys, zipfile
zipfile.ZipFile("/tmp/app.whl").extractall(".")
from pygames.__main__ import main
from pygames.core.rng import Rng
rng = Rng(2**100 + 7)
results = {"rng": [rng.below(1000) for _ in range(16)]}
for game in json.loads(${JSON.stringify(gamesJson)}):
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            code = main(["simulate", game, "--games", "30", "--verify"])
    except BaseException as error:
        code = repr(error)
    results[game] = {"code": code, "output": out.getvalue()}
print("RESULTS " + json.dumps({"version": sys.version, "results": results}))
`);
"""


@pytest.fixture(scope="module")
def pyodide_run(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Run every game's verified simulation in one Pyodide start; return the parsed results."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is missing: install Node.js 20 (apt-get install nodejs npm)")
    wheels = sorted((dist / "app").glob("pygames-*.whl"))
    assert len(wheels) == 1, wheels
    driver = tmp_path_factory.mktemp("node") / "run.mjs"
    driver.write_text(DRIVER)
    proc = subprocess.run([node, str(driver), str(dist), str(wheels[0]), json.dumps(GAMES)],
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


@pytest.mark.parametrize("game", GAMES)
def test_simulate_verify_under_pyodide(pyodide_run: dict, game: str) -> None:
    """`python -m pygames simulate <game> --games 30 --verify` succeeds under Pyodide."""
    result = pyodide_run["results"][game]
    assert result["code"] == 0, result
    assert "30 games" in result["output"], result["output"]
