"""build.py's promises about dist/: the contract the front end and the deploy rely on."""

from __future__ import annotations

import base64
import hashlib
import json
import zipfile
from pathlib import Path

import build


def test_url_check_flags_other_hosts_and_root_paths() -> None:
    problems = build.check_urls({
        "a.html": '<img src="/x.png"><script src="//cdn.example/y.js"></script><a href="./ok.html">',
        "b.css": "a{background:url(/z.png)} b{background:url(./fine.png)}",
        "c.py": 'URL = "https://example.com/a"  # http://127.0.0.1:8000/ is fine',
        "d.svg": '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    })
    assert len(problems) == 4, problems
    assert any("example.com" in p for p in problems)
    assert not any("127.0.0.1" in p or "w3.org" in p for p in problems)


def test_config_points_only_at_files_in_dist(dist: Path) -> None:
    config = json.loads((dist / "pyscript.json").read_text())
    assert config["interpreter"] == "./pyodide-early.mjs"
    assert (dist / config["interpreter"]).is_file()
    assert config["files"] and all(target == "./*" for target in config["files"].values())
    for url in [config["interpreter"], *config["files"]]:
        assert url.startswith("./") and (dist / url).is_file(), url
    assert (dist / "index.html").is_file() and (dist / "web" / "main.py").is_file()
    assert not list((dist / "pyscript").glob("*.map"))


def test_stdlib_is_precompiled_in_place(dist: Path) -> None:
    names = zipfile.ZipFile(dist / "pyodide" / "python_stdlib.zip").namelist()
    assert "json/__init__.pyc" in names and "os.pyc" in names
    assert not [n for n in names if n.endswith(".py")]


def test_wheel_is_a_valid_pure_python_wheel(dist: Path) -> None:
    (wheel,) = (dist / "app").glob("pygames-*-py3-none-any.whl")
    with zipfile.ZipFile(wheel) as z:
        info = wheel.name.split("-py3")[0] + ".dist-info"
        record = z.read(f"{info}/RECORD").decode().splitlines()
        assert "Root-Is-Purelib: true" in z.read(f"{info}/WHEEL").decode()
        for line in record:
            name, digest, size = line.rsplit(",", 2)
            if digest:
                data = z.read(name)
                expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                assert digest == f"sha256={expected}" and int(size) == len(data), name
        names = z.namelist()
    assert "pygames/__init__.py" in names and "pygames/__pycache__/__init__.cpython-314.pyc" in names


def test_server_sends_the_mime_types_the_runtime_needs() -> None:
    types = build.Handler.extensions_map
    assert types[".wasm"] == "application/wasm"
    assert types[".mjs"] == types[".js"] == "text/javascript"
    assert types[".whl"] == types[".zip"] == "application/zip"
    assert types[".json"] == "application/json" and types[".svg"] == "image/svg+xml"
