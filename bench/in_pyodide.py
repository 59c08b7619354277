"""Run a bench's function under the browser's Python: Pyodide in Node.js, from the built ``dist/`` and its wheel.

The script is executed, not run with ``runpy`` or ``argparse``: the site's trimmed standard library has
neither ``pkgutil`` nor everything a command line needs. One process: Pyodide cannot fork.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

DRIVER = r"""
import { readFileSync } from "node:fs";
const [dist, wheel, script, call] = process.argv.slice(2);
const { loadPyodide } = await import(new URL(`file://${dist}/pyodide/pyodide.mjs`));
const pyodide = await loadPyodide({ indexURL: `${dist}/pyodide/` });
pyodide.FS.writeFile("/tmp/app.whl", readFileSync(wheel));
pyodide.FS.writeFile("/tmp/bench.py", readFileSync(script));
pyodide.runPython(`
import json, zipfile
zipfile.ZipFile("/tmp/app.whl").extractall(".")
function, args = json.loads(${JSON.stringify(call)})
bench = {"__name__": "bench", "__file__": "/tmp/bench.py"}
exec(compile(open("/tmp/bench.py").read(), "/tmp/bench.py", "exec"), bench)
bench[function](*args)
`);
"""


def run(script: str, function: str, *args: object) -> int:
    """Call ``function(*args)`` of the bench ``script`` (a path) under Pyodide; its exit code."""
    wheels = sorted((ROOT / "dist" / "app").glob("pygames-*.whl"))
    node = shutil.which("node")
    if not wheels or node is None:
        print("--pyodide needs node and a built dist/ (python build.py)", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        driver = Path(tmp) / "driver.mjs"
        driver.write_text(DRIVER)
        call = json.dumps([function, list(args)])
        return subprocess.run([node, str(driver), str(ROOT / "dist"), str(wheels[-1]), script, call]).returncode
