"""Run a bench's function under the browser's Python, Pyodide from the built ``dist/``, in Node.js or Chromium.

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

#: What Pyodide runs, once the wheel and the bench script are written to /tmp: the call, as JSON.
PYTHON = """
import json, zipfile
zipfile.ZipFile("/tmp/app.whl").extractall(".")
function, args = json.loads(CALL)
bench = {"__name__": "bench", "__file__": "/tmp/bench.py"}
exec(compile(open("/tmp/bench.py").read(), "/tmp/bench.py", "exec"), bench)
bench[function](*args)
"""

NODE_DRIVER = r"""
import { readFileSync } from "node:fs";
const [dist, wheel, script, call, python] = process.argv.slice(2);
const { loadPyodide } = await import(new URL(`file://${dist}/pyodide/pyodide.mjs`));
const pyodide = await loadPyodide({ indexURL: `${dist}/pyodide/` });
pyodide.FS.writeFile("/tmp/app.whl", readFileSync(wheel));
pyodide.FS.writeFile("/tmp/bench.py", readFileSync(script));
pyodide.globals.set("CALL", call);
pyodide.runPython(python);
"""

#: The same in a page of the built site (its own origin: no other host is asked for anything).
PAGE_DRIVER = """async ([wheel, script, call, python]) => {
    const { loadPyodide } = await import("/pyodide/pyodide.mjs");
    const pyodide = await loadPyodide({ indexURL: "/pyodide/" });
    const response = await fetch(`/app/${wheel}`);
    pyodide.FS.writeFile("/tmp/app.whl", new Uint8Array(await response.arrayBuffer()));
    pyodide.FS.writeFile("/tmp/bench.py", script);
    pyodide.globals.set("CALL", call);
    const out = [];
    pyodide.setStdout({ batched: line => out.push(line) });
    pyodide.runPython(python);
    return out.join("\\n");
}"""


def wheel() -> Path | None:
    wheels = sorted((ROOT / "dist" / "app").glob("pygames-*.whl"))
    return wheels[-1] if wheels else None


def run(script: str, function: str, *args: object) -> int:
    """Call ``function(*args)`` of the bench ``script`` (a path) under Pyodide in Node.js; its exit code."""
    built, node = wheel(), shutil.which("node")
    if built is None or node is None:
        print("--pyodide needs node and a built dist/ (python build.py)", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        driver = Path(tmp) / "driver.mjs"
        driver.write_text(NODE_DRIVER)
        call = json.dumps([function, list(args)])
        command = [node, str(driver), str(ROOT / "dist"), str(built), script, call, PYTHON]
        return subprocess.run(command).returncode


def run_in_chromium(script: str, function: str, *args: object) -> int:
    """The same in headless Chromium, on a blank page of the built site (the page's main thread, like the app's
    search); what it prints is printed when it returns."""
    sys.path.insert(0, str(ROOT / "bench"))
    from playwright.sync_api import sync_playwright
    from startup import ARGS, serve

    import build

    built, chromium = wheel(), build.find_chromium()
    if built is None or chromium is None:
        print("needs Chromium and a built dist/ (python build.py)", file=sys.stderr)
        return 1
    server, url = serve(ROOT / "dist")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=ARGS, headless=True)
            page = browser.new_page()
            page.set_default_timeout(3_600_000)
            page.goto(f"{url}blank", wait_until="commit")
            call = json.dumps([function, list(args)])
            print(page.evaluate(PAGE_DRIVER, [built.name, Path(script).read_text(), call, PYTHON]), flush=True)
            browser.close()
    finally:
        server.shutdown()
    return 0
