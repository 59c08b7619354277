"""The memory snapshot's key (build.py stamp_snapshot_key): it changes with what shapes the Python heap, only.

A return visit restores a snapshot only under the current key, so a deploy that changes Python must change
the key (or an old heap would run new code), and one that changes only the page's looks should keep it.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import build


def stamped(site: Path) -> str:
    """Stamp ``site`` afresh (from static/'s unstamped pyodide-early.mjs); the key."""
    shutil.copyfile(build.STATIC / "pyodide-early.mjs", site / "pyodide-early.mjs")
    files = json.loads((site / "pyscript.json").read_text())["files"]
    key = build.stamp_snapshot_key(site, files)
    assert f'const SNAPSHOT_KEY = "{key}";' in (site / "pyodide-early.mjs").read_text()
    return key


def test_the_key_follows_the_python_archives_and_runtime_but_not_the_stylesheet(dist: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(dist, site)
    key = stamped(site)
    assert stamped(site) == key  # the same build, the same key
    with (site / "app.css").open("a") as css:
        css.write("\n:root { --deploy-marker: 2; }\n")
    assert stamped(site) == key
    keys = {key}
    for changed in ("app/web.zip", "pyodide/python_stdlib.zip", "pyodide/pyodide.asm.wasm", "snapshot-worker.mjs"):
        with (site / changed).open("ab") as f:
            f.write(b"\0")
        keys.add(stamped(site))
    assert len(keys) == 5, "a change to Python's archives, runtime or snapshot code kept the key"
