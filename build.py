#!/usr/bin/env python3
"""Build, serve and test the static site (standard library only).

    python build.py [build]          assemble dist/ (runs `npm ci` first if node_modules is stale)
    python build.py serve [--port N] build, then serve dist/ on 127.0.0.1
    python build.py test [ARGS...]   install test deps and Chromium, build, ruff, pytest (ARGS go to pytest)
    python build.py trace-stdlib     play the site in Chromium; write the stdlib modules it imports

dist/ is a static site: PyScript + Pyodide from node_modules, a Pyodide standard library
precompiled to .pyc (a cold start otherwise spends seconds compiling it) and trimmed to the
modules the site imports, our packages as archives of .pyc unpacked by PyScript's ``files``
config, and static/ copied to the root. Every archive is a stored zip: the host compresses it.
Last, a brotli (.br) and a gzip (.gz) copy beside each file that compresses, which ``serve``
sends as a host would.
"""

from __future__ import annotations

import argparse
import base64
import functools
import gzip
import hashlib
import http.server
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
import zipfile
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CACHE = ROOT / "build"
NODE_MODULES = ROOT / "node_modules"
PYODIDE = NODE_MODULES / "pyodide"
PYSCRIPT = NODE_MODULES / "@pyscript" / "core" / "dist"
#: Front-end sources; overridable so the build can be tried before they exist.
STATIC = Path(os.environ.get("PYGAMES_STATIC_DIR", ROOT / "static"))
WEB = Path(os.environ.get("PYGAMES_WEB_DIR", ROOT / "web"))

#: Our wrapper of pyodide.mjs (static/) that starts Pyodide while PyScript boots.
INTERPRETER = "./pyodide-early.mjs"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # fixed timestamps: identical inputs give identical archives
LOCAL_HOSTS = {"localhost", "127.0.0.1", "[::1]"}
#: XML namespace names look like URLs but are never fetched.
IGNORED_URL_PREFIXES = ("http://www.w3.org/",)
AUTHORED_SUFFIXES = {".html", ".css", ".json", ".js", ".mjs", ".webmanifest", ".svg", ".py", ".txt", ".toml"}

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".webmanifest": "application/manifest+json",
    ".css": "text/css",
    ".html": "text/html",
    ".py": "text/plain",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
}

# --- precompiling Python to .pyc with Pyodide's own CPython (under Node.js) -------------------

#: Node driver: loads the pyodide npm package and runs PRECOMPILE_PY on each job.
PRECOMPILE_MJS = r"""
import { readFileSync, writeFileSync } from "node:fs";
const spec = JSON.parse(readFileSync(process.argv[2], "utf8"));
const { loadPyodide } = await import(spec.pyodide_url);
// No column ranges in the code objects (a quarter of a pyc's bytes after brotli): tracebacks show them
// only under a source line, and we ship no sources. Line numbers stay.
const options = { indexURL: spec.index_dir, env: { PYTHONNODEBUGRANGES: "1" } };
if (spec.stdlib) options.stdLibURL = spec.stdlib;
const pyodide = await loadPyodide(options);
pyodide.runPython(spec.code);
const precompile = pyodide.globals.get("precompile");
for (const job of spec.jobs) {
  pyodide.FS.writeFile("/tmp/in.zip", readFileSync(job.src));
  const report = precompile("/tmp/in.zip", "/tmp/out.zip", job.layout, job.prefix);
  writeFileSync(job.dst, pyodide.FS.readFile("/tmp/out.zip"));
  console.log(job.dst, report);
}
"""

#: Runs inside Pyodide; writes a stored zip. "legacy": mod.py becomes mod.pyc in its place, the
#: source dropped: zipimport (the stdlib) and the path importer (our unpacked archives) load it as
#: a sourceless module; an unchecked hash-based pyc is never compared with a source, so unpacking
#: (which changes mtimes) cannot invalidate it. "pycache": only __pycache__/mod.<tag>.pyc beside
#: sources someone else writes (PyScript its own package); checked, so used only while the .py
#: there has the same hash. A file that does not compile is kept as source.
PRECOMPILE_PY = r"""
import importlib.util, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def precompile(src, dst, layout, prefix):
    tag = sys.implementation.cache_tag
    compiled = kept = 0
    method = zipfile.ZIP_STORED
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", method) as zout:
        for info in zin.infolist():
            data = zin.read(info)
            name = info.filename
            pyc = None
            if name.endswith(".py"):
                try:
                    code = compile(data, prefix + name, "exec", dont_inherit=True)
                except SyntaxError:
                    kept += 1
                else:
                    pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=layout == "pycache")
            if pyc is None:
                zout.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), data, method)
            else:
                compiled += 1
                if layout == "legacy":
                    target = name[:-3] + ".pyc"
                else:
                    folder, _, stem = name[:-3].rpartition("/")
                    target = (folder + "/" if folder else "") + f"__pycache__/{stem}.{tag}.pyc"
                zout.writestr(zipfile.ZipInfo(target, (1980, 1, 1, 0, 0, 0)), bytes(pyc), method)
    return f"{compiled} compiled, {kept} left as source"
"""

def sha256_file(path: Path) -> str:
    """Hex digest of a file, read in chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def files_id(site: Path, names: set[str] | list[str]) -> str:
    """A short id of these files of ``site``: their paths and contents, so it changes when any of them does."""
    digest = hashlib.sha256()
    for name in sorted(Path(name).as_posix() for name in names):
        digest.update(f"{name}\0{sha256_file(site / name)}\0".encode())
    return digest.hexdigest()[:16]


def pyodide_version() -> str:
    """Version of the vendored pyodide npm package."""
    return json.loads((PYODIDE / "package.json").read_text())["version"]


def precompile(jobs: list[dict[str, object]]) -> None:
    """Run PRECOMPILE_PY under Node.js for each job (src zip → dst zip); one Pyodide start for all."""
    if not jobs:
        return
    node = shutil.which("node")
    if node is None:
        raise SystemExit("build: `node` is required to precompile Python for Pyodide")
    CACHE.mkdir(exist_ok=True)
    driver = CACHE / f"precompile-{os.getpid()}.mjs"  # per process: builds may run concurrently
    driver.write_text(PRECOMPILE_MJS)
    stdlib = CACHE / f"python_stdlib-{stdlib_key()}.zip"
    spec = {
        "pyodide_url": (PYODIDE / "pyodide.mjs").as_uri(),
        "index_dir": str(PYODIDE) + "/",
        # A precompiled stdlib (when already built) makes Pyodide itself start faster here too.
        "stdlib": str(stdlib) if stdlib.exists() else None,
        "code": PRECOMPILE_PY,
        "jobs": jobs,
    }
    with tempfile.NamedTemporaryFile("w", suffix=".json", dir=CACHE, delete=False) as f:
        json.dump(spec, f)
    try:
        start = time.perf_counter()
        subprocess.run([node, str(driver), f.name], check=True)
        print(f"build: precompiled {len(jobs)} archive(s) in {time.perf_counter() - start:.1f} s")
    finally:
        os.unlink(f.name)
        driver.unlink()


def stdlib_key() -> str:
    """Cache key of the precompiled stdlib: Pyodide version, its stock zip, and our compiler code."""
    parts = [pyodide_version(), sha256_file(PYODIDE / "python_stdlib.zip"), PRECOMPILE_MJS, PRECOMPILE_PY]
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()[:16]


def precompiled_stdlib() -> Path:
    """The stock python_stdlib.zip with every module compiled to .pyc (cached under build/)."""
    out = CACHE / f"python_stdlib-{stdlib_key()}.zip"
    if not out.exists():
        CACHE.mkdir(exist_ok=True)
        for stale in CACHE.glob("python_stdlib-*.zip"):
            stale.unlink(missing_ok=True)
        tmp = out.with_name(f"{out.stem}.{os.getpid()}.tmp")
        precompile([{"src": str(PYODIDE / "python_stdlib.zip"), "dst": str(tmp), "layout": "legacy",
                     "prefix": f"/lib/python{''.join(pyodide_python().split('.')[:2])}.zip/"}])
        os.replace(tmp, out)
    return out


def pyodide_python() -> str:
    """CPython version inside the vendored Pyodide (from its lock file)."""
    return json.loads((PYODIDE / "pyodide-lock.json").read_text())["info"]["python"]


# --- the standard library the site imports -----------------------------------------------------

#: The stdlib modules the site imports (one per line); `python build.py trace-stdlib` writes it,
#: the build ships only these in python_stdlib.zip, but for those marked FROZEN: Pyodide's CPython
#: has them built in and never reads their copy in the zip.
STDLIB_LIST = ROOT / "stdlib-modules.txt"
FROZEN = "frozen"
#: Imported only on paths a trace may not take; the trace imports them, and so what they import.
STDLIB_LAZY = (
    "traceback", "linecache", "tokenize", "codeop", "textwrap",  # a traceback (an error, a warning)
    "encodings.ascii", "encodings.latin_1", "encodings.utf_8_sig", "encodings.utf_16", "encodings.utf_32",
    "asyncio",  # web/home.py: copying the embed snippet
)


def stdlib_module(entry: str) -> str | None:
    """The module a stdlib zip entry holds (``json/__init__.pyc`` → ``json``), None for other files."""
    stem, dot, suffix = entry.rpartition(".")
    if not dot or suffix not in {"py", "pyc"}:
        return None
    return stem.removesuffix("/__init__").replace("/", ".")


def stdlib_modules() -> set[str]:
    """Every module of Pyodide's stock standard library zip."""
    with zipfile.ZipFile(PYODIDE / "python_stdlib.zip") as z:
        return {name for name in map(stdlib_module, z.namelist()) if name}


def listed_stdlib() -> dict[str, bool]:
    """The modules STDLIB_LIST names, each with whether the zip must hold it (False: frozen)."""
    lines = (line.split("#", 1)[0].split() for line in STDLIB_LIST.read_text().splitlines())
    return {words[0]: words[1:] != [FROZEN] for words in lines if words}


def trimmed_stdlib() -> Path:
    """The precompiled stdlib with only the modules of STDLIB_LIST (cached under build/)."""
    full = precompiled_stdlib()
    if not STDLIB_LIST.exists():
        print(f"build: warning: no {STDLIB_LIST.name}; shipping the whole standard library")
        return full
    kept = {name for name, shipped in listed_stdlib().items() if shipped}
    key = hashlib.sha256(f"{full.name}\0{sorted(kept)}".encode()).hexdigest()[:16]
    out = CACHE / f"stdlib-trimmed-{key}.zip"
    if not out.exists():
        for stale in CACHE.glob("stdlib-trimmed-*.zip"):
            stale.unlink(missing_ok=True)
        tmp = out.with_name(f"{out.stem}.{os.getpid()}.tmp")
        with zipfile.ZipFile(full) as zin, zipfile.ZipFile(tmp, "w", zipfile.ZIP_STORED) as zout:
            names = {info.filename for info in zin.infolist() if stdlib_module(info.filename) in kept}
            names |= {name[: i + 1] for name in names for i, char in enumerate(name) if char == "/"}  # folders
            for info in zin.infolist():
                if info.filename in names:
                    zout.writestr(info, zin.read(info))
        os.replace(tmp, out)
    return out


def trace_stdlib() -> None:
    """Write STDLIB_LIST: the stdlib modules in sys.modules after Chromium has played every screen and game.

    Serves a copy of dist/ with the whole standard library, plays each game to its end (the first
    seat tapping random choices, the others bots), opens each rules screen, the embed panel, both
    languages, embed.html with a game, then imports STDLIB_LAZY and reads sys.modules on each page.
    """
    import random
    import threading

    from playwright.sync_api import sync_playwright

    import pygames

    build()
    chromium = find_chromium()
    if chromium is None:
        raise SystemExit(f"trace-stdlib: {NO_CHROMIUM}")
    site = Path(tempfile.mkdtemp(prefix="trace-", dir=CACHE))
    shutil.copytree(DIST, site, dirs_exist_ok=True)
    shutil.copyfile(precompiled_stdlib(), site / "pyodide" / "python_stdlib.zip")
    probe = ("import importlib, js, sys, zipimport\n"
             f"for name in {STDLIB_LAZY!r}: importlib.import_module(name)\n"
             "js.document.documentElement.dataset.modules = ' '.join(\n"
             "    name + ('' if isinstance(getattr(module, '__loader__', None), zipimport.zipimporter) else '=other')\n"
             "    for name, module in list(sys.modules.items()))\n")
    idle = "html[data-app=ready]:not([data-pending])"
    rng = random.Random(0)

    def play_to_the_end(page) -> None:
        for _ in range(3000):
            page.wait_for_selector(f"{idle} :is([data-choice], [data-testid=game-over], "
                                   "[data-testid=curtain-reveal])")
            if page.locator("[data-testid=game-over]").count():
                return
            reveal = page.locator("[data-testid=curtain-reveal]")
            choices = reveal if reveal.count() else page.locator("[data-choice]")
            choices.nth(rng.randrange(choices.count())).click()
        raise SystemExit("trace-stdlib: a game did not end after 3000 taps")

    def modules(page) -> set[str]:
        """The page's sys.modules; ``name=other`` for one not loaded from the zip (frozen, or an alias)."""
        page.evaluate("code => { const s = document.createElement('script'); s.type = 'py'; "
                      "s.textContent = code; document.body.append(s); }", probe)
        page.wait_for_selector("html[data-modules]", state="attached")
        return set(page.get_attribute("html", "data-modules").split())

    server = make_server(site)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 375, "height": 812})
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(url + "?botdelay=0")
            for game_id, game in pygames.GAMES.items():
                page.click(f"{idle} [data-testid=rules-{game_id}]")
                page.click(f"{idle} [data-testid=rules-back]")
                page.click(f"{idle} [data-testid=play-{game_id}]")
                for seat in range(1, game.max_players):
                    bot = page.locator(f"[data-testid=seat-{seat}-bot]")
                    if bot.count():
                        bot.check()
                page.click("[data-testid=start-game]")
                play_to_the_end(page)
                page.click(f"{idle} [data-testid=home]")
            page.click(f"{idle} [data-testid=embed-hennote]")
            page.click(f"{idle} [data-testid=embed-copy]")
            page.click(f"{idle} [data-testid=lang-toggle]")
            seen = modules(page)
            page.goto(url + "embed.html?game=dimsum&seats=human,bot&botdelay=0")
            page.click("[data-testid=embed-play]")
            play_to_the_end(page)
            seen |= modules(page)
            browser.close()
        if errors:
            raise SystemExit("trace-stdlib: the page failed, so the trace is incomplete:\n  " + "\n  ".join(errors))
    finally:
        server.shutdown()
        server.server_close()
        shutil.rmtree(site, ignore_errors=True)
    stdlib = stdlib_modules()
    from_zip = {name for name in seen if name in stdlib}
    frozen = {name.removesuffix("=other") for name in seen if name.endswith("=other")} & stdlib - from_zip
    listed = sorted(from_zip | frozen)
    header = (f"# The standard-library modules the site imports: the build ships these in python_stdlib.zip, but for\n"
              f"# those marked \"{FROZEN}\" (built into Pyodide's CPython, never read from the zip). Written by\n"
              f"# `python build.py trace-stdlib` (Pyodide {pyodide_version()}); run it again after importing a module\n"
              f"# the list lacks, or add a module imported only on rare paths to STDLIB_LAZY in build.py.\n")
    STDLIB_LIST.write_text(header + "".join(f"{name} {FROZEN}\n" if name in frozen else f"{name}\n" for name in listed))
    print(f"trace-stdlib: {len(from_zip)} of {len(stdlib)} stdlib modules shipped ({len(frozen)} more used, frozen);"
          f" written to {STDLIB_LIST.name}")


# --- our packages ------------------------------------------------------------------------------


def project_metadata() -> dict[str, object]:
    """The [project] table of pyproject.toml."""
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def package_files(folder: Path, arcroot: str) -> dict[str, bytes]:
    """Every file of a package folder (no caches), keyed by its path inside an archive."""
    files = {}
    for path in sorted(folder.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix not in {".pyc", ".pyo"}:
            files[f"{arcroot}/{path.relative_to(folder).as_posix()}"] = path.read_bytes()
    return files


def write_zip(path: Path, files: dict[str, bytes]) -> None:
    """A deterministic zip, stored uncompressed: the host's brotli/gzip compresses it far better than deflate."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as z:
        for name, data in files.items():
            z.writestr(zipfile.ZipInfo(name, ZIP_DATE), data, zipfile.ZIP_STORED)


def wheel_files(files: dict[str, bytes], name: str, version: str, summary: str, requires: str) -> dict[str, bytes]:
    """Add the .dist-info of a pure-Python wheel (METADATA, WHEEL, RECORD) to ``files``."""
    info = f"{name}-{version}.dist-info"
    out = dict(files)
    out[f"{info}/METADATA"] = (f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\nSummary: {summary}\n"
                               f"Requires-Python: {requires}\n").encode()
    out[f"{info}/WHEEL"] = (b"Wheel-Version: 1.0\nGenerator: pygames-build.py\nRoot-Is-Purelib: true\n"
                            b"Tag: py3-none-any\n")
    record = []
    for arcname, data in out.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{arcname},sha256={digest},{len(data)}")
    record.append(f"{info}/RECORD,,")
    out[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()
    return out


PYSCRIPT_PACKAGE_RE = re.compile(r'"([A-Za-z0-9_]+\.py)":("(?:[^"\\]|\\.)*")(,|}})')


def pyscript_sources() -> dict[str, bytes]:
    """The `pyscript` Python package as PyScript writes it to ./pyscript/ at start (from its JS bundle).

    PyScript compiles it from source on every page load (≈0.1 s); checked .pyc files shipped in
    ./pyscript/__pycache__/ skip that, and are ignored if the sources ever differ. Returns {} (and
    the site just starts a little slower) if the bundle's layout is not recognised.
    """
    marker = "{pyscript:{"
    for bundle in sorted(PYSCRIPT.glob("core-*.js")):
        text = bundle.read_text(encoding="utf-8")
        pos = text.find(marker)
        if pos < 0:
            continue
        pos += len(marker)
        files = {}
        while match := PYSCRIPT_PACKAGE_RE.match(text, pos):
            files[f"pyscript/{match.group(1)}"] = json.loads(match.group(2)).encode()
            pos = match.end()
            if match.group(3) == "}}":
                return files
    print("build: warning: could not find the pyscript package in PyScript's bundle; not precompiling it")
    return {}


def build_app(app_dir: Path) -> dict[str, str]:
    """Write our archives to app_dir as 3.14 .pyc only; return the ``files`` config (all but SEGNO_ARCHIVE).

    No .py ships beside the .pyc: a traceback still names the file (as in the repository,
    e.g. web/play.py), the line number and the function, but not the line's text.
    """
    meta = project_metadata()
    version = str(meta["version"])
    wheel = f"pygames-{version}-py3-none-any.whl"
    sources = {wheel: package_files(ROOT / "pygames", "pygames"), "web.zip": package_files(WEB, "web")}
    pyscript_package = pyscript_sources()
    if pyscript_package:
        sources["pyscript-pyc.zip"] = pyscript_package
    sources[SEGNO_ARCHIVE] = segno_sources()
    CACHE.mkdir(exist_ok=True)
    jobs, ready, moves = [], [], []
    for filename, files in sources.items():
        content = hashlib.sha256(stdlib_key().encode())
        for name, data in files.items():
            content.update(f"\0{name}\0{hashlib.sha256(data).hexdigest()}".encode())
        compiled = CACHE / f"pyc-{content.hexdigest()[:16]}-{filename}"
        if not compiled.exists():
            for stale in CACHE.glob(f"pyc-*-{filename}"):
                stale.unlink(missing_ok=True)
            plain = CACHE / f"plain-{os.getpid()}-{filename}"
            write_zip(plain, files)
            tmp = compiled.with_name(f"{compiled.name}.{os.getpid()}.tmp")
            # PyScript writes its package's sources itself; only its pycs are ours to add
            layout = "pycache" if filename == "pyscript-pyc.zip" else "legacy"
            jobs.append({"src": str(plain), "dst": str(tmp), "layout": layout, "prefix": ""})
            moves.append((plain, tmp, compiled))
        ready.append((filename, compiled))
    try:
        precompile(jobs)
        for _, tmp, compiled in moves:
            os.replace(tmp, compiled)
    finally:
        for plain, tmp, _ in moves:
            plain.unlink(missing_ok=True)
            tmp.unlink(missing_ok=True)
    app_dir.mkdir(parents=True, exist_ok=True)
    for filename, compiled in ready:
        if filename == wheel:  # its RECORD lists the compiled files, so the wheel is made after compiling
            with zipfile.ZipFile(compiled) as z:
                files = {info.filename: z.read(info) for info in z.infolist()}
            write_zip(app_dir / filename, wheel_files(files, "pygames", version, str(meta.get("description", "")),
                                                      str(meta.get("requires-python", ""))))
        else:
            shutil.copyfile(compiled, app_dir / filename)
    return {f"./{app_dir.name}/{filename}": "./*" for filename, _ in ready if filename != SEGNO_ARCHIVE}


# --- loaded on demand: drawing and reading QR codes (issue 48) ---------------------------------

#: segno (PyPI, pure Python) draws QR codes (web/qr.py). Pinned by the sha256 of PyPI's wheel; shipped as .pyc in
#: app/segno.zip, which the page fetches when it first draws a code: not in the ``files`` config, so it costs start-up
#: nothing. Not micropip: its lock entry's hash trap (browser-runtime note) and 0.85 s are not worth one pure wheel.
SEGNO = ("segno", "1.6.6", "28c7d081ed0cf935e0411293a465efd4d500704072cdb039778a2ab8736190c7")
SEGNO_ARCHIVE = "segno.zip"
#: segno's command line and its vCard/Wi-Fi helpers: `import segno` never imports them.
SEGNO_UNUSED = ("segno/cli.py", "segno/helpers.py")
#: The stdlib modules `import segno` adds to a fresh Pyodide 314.0.7 (xml.sax.saxutils imports urllib.request, and
#: that email and http.client). Those the site's trimmed stdlib lacks go into SEGNO_ARCHIVE, so start-up stays as is.
SEGNO_STDLIB = (
    "datetime", "gzip", "hashlib", "ipaddress", "quopri", "http", "http.client",
    "urllib", "urllib.error", "urllib.parse", "urllib.request", "urllib.response",
    "xml", "xml.sax", "xml.sax._exceptions", "xml.sax.handler", "xml.sax.saxutils", "xml.sax.xmlreader",
    "email", "email._encoded_words", "email._parseaddr", "email._policybase", "email.base64mime", "email.charset",
    "email.encoders", "email.errors", "email.feedparser", "email.header", "email.iterators", "email.message",
    "email.parser", "email.quoprimime", "email.utils",
)
#: zxing-wasm (npm, pinned in package.json) reads QR codes where the browser has no BarcodeDetector (static/scan.mjs
#: imports it when scanning starts): its ES reader module, the chunk it imports, and the reader's wasm.
ZXING_FILES = ("dist/es/reader/index.js", "dist/es/share.js", "dist/reader/zxing_reader.wasm", "LICENSE")


def pypi_wheel(name: str, version: str, sha256: str) -> Path:
    """PyPI's wheel of ``name==version`` under build/wheels/, downloaded by pip once and checked against ``sha256``."""
    folder = CACHE / "wheels"
    wheel = folder / f"{name}-{version}-py3-none-any.whl"
    if not wheel.exists():
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", suffix=".txt", dir=CACHE, delete=False) as pins:
            pins.write(f"{name}=={version} --hash=sha256:{sha256}\n")
        try:
            subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
                            "--require-hashes", "-r", pins.name, "-d", str(folder)], check=True)
        finally:
            os.unlink(pins.name)
    if sha256_file(wheel) != sha256:
        wheel.unlink()
        raise SystemExit(f"build: {wheel.name} does not match its pinned sha256; deleted, build again")
    return wheel


def segno_sources() -> dict[str, bytes]:
    """segno and its licence from the pinned wheel, and the stdlib modules it needs that the site does not ship."""
    name, version, sha256 = SEGNO
    with zipfile.ZipFile(pypi_wheel(name, version, sha256)) as wheel:
        files = {info.filename: wheel.read(info) for info in wheel.infolist()
                 if info.filename.startswith(f"{name}/") and info.filename.endswith(".py")
                 and info.filename not in SEGNO_UNUSED}
        files[f"{name}/LICENSE"] = wheel.read(f"{name}-{version}.dist-info/licenses/LICENSE")
    shipped = {module for module, in_zip in listed_stdlib().items() if in_zip}
    wanted = {module for module in SEGNO_STDLIB if module not in shipped}
    with zipfile.ZipFile(PYODIDE / "python_stdlib.zip") as stdlib:
        for info in stdlib.infolist():
            if stdlib_module(info.filename) in wanted:
                files[info.filename] = stdlib.read(info)
    return files


def vendor_zxing(site: Path) -> None:
    """Copy zxing-wasm's reader into ``site``/vendor/zxing-wasm/, keeping its layout (index.js imports ../share.js)."""
    source = NODE_MODULES / "zxing-wasm"
    for name in ZXING_FILES:
        target = site / "vendor" / "zxing-wasm" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source / name, target)


# --- node_modules ------------------------------------------------------------------------------


def node_modules_stale() -> bool:
    """True unless every package in package-lock.json is installed at its locked version."""
    lock = json.loads((ROOT / "package-lock.json").read_text())
    for where, entry in lock.get("packages", {}).items():
        if not where or entry.get("optional"):
            continue
        manifest = ROOT / where / "package.json"
        if not manifest.exists() or json.loads(manifest.read_text()).get("version") != entry.get("version"):
            return True
    return False


def ensure_node_modules() -> None:
    """`npm ci` when node_modules is missing or does not match package-lock.json."""
    if NODE_MODULES.exists() and not node_modules_stale():
        return
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit("build: `npm` is required to install node_modules (npm ci)")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)


# --- checks on what we author ------------------------------------------------------------------

URL_RE = re.compile(r"""\bhttps?://[^\s"'<>()`\\]+""")
#: src="/x" breaks under a sub-path; src="//host/x" is another host.
ABSOLUTE_PATH_RE = re.compile(r"""(?:\b(?:src|href|action|poster|data)\s*=\s*["']|url\(\s*["']?)/""")


def check_urls(files: dict[str, str]) -> list[str]:
    """Problems in authored text: URLs to other hosts, or root-absolute paths (break sub-paths)."""
    problems = []
    for label, text in files.items():
        for match in URL_RE.finditer(text):
            url = match.group(0)
            if url.startswith(IGNORED_URL_PREFIXES):
                continue
            host = urlsplit(url).netloc.rsplit("@", 1)[-1]
            host = host if host.startswith("[") else host.split(":")[0]
            if host not in LOCAL_HOSTS:
                problems.append(f"{label}: URL to another host: {url}")
        if not label.endswith(".py"):
            for match in ABSOLUTE_PATH_RE.finditer(text):
                line = text.count("\n", 0, match.start()) + 1
                problems.append(f"{label}:{line}: root-absolute or protocol-relative URL (use ./...): {match.group(0)}")
    return problems


def authored_texts(config: dict[str, object]) -> dict[str, str]:
    """Everything we write that the browser reads: static/, web/, pygames/, and the config."""
    texts = {"dist/pyscript.json": json.dumps(config)}
    for folder in (STATIC, WEB, ROOT / "pygames"):
        for path in sorted(folder.rglob("*")):
            if path.is_file() and path.suffix in AUTHORED_SUFFIXES and "__pycache__" not in path.parts:
                texts[str(path.relative_to(folder.parent))] = path.read_text(errors="replace")
    return texts


# --- build -------------------------------------------------------------------------------------


SPRITE_PLACEHOLDER = "<!-- sprite -->"
GUARD_PLACEHOLDER = "<!-- storage-guard -->"
GAMES_PLACEHOLDER = '<script type="application/json" id="games"></script>'
WORDS_PLACEHOLDER = '<script type="application/json" id="words"></script>'
#: Words a page's own script shows before (or beside) Python, by key prefix in web/i18n.py's TEXT.
PAGE_WORDS = {
    "embed.html": ("home.players", "embed.full_site", "embed.poster.", "embed.invalid", "embed.expect.", "boot."),
    "index.html": ("offline.", "boot.", "setup.default_", "setup.replace_warning"),
}
BOOT_FILES_PLACEHOLDER = '<script type="application/json" id="boot-files"></script>'


def has_board(game_id: str) -> bool:
    """Whether web/games has a board for ``game_id``: its package ``web/games/<id>/``."""
    return (WEB / "games" / game_id / "__init__.py").exists()


def embed_games() -> list[dict[str, object]]:
    """What embed.html's poster shows and checks before any Python runs: the games that have a board."""
    import pygames  # beside this file, like web/

    return [
        {"id": game.id, "title": dict(game.title), "description": dict(game.description),
         "min_players": game.min_players, "max_players": game.max_players, "lesson": bool(game.lesson_at),
         "options": {opt.name: [str(choice).lower() for choice in opt.choices] for opt in game.options}}
        for game in pygames.GAMES.values() if has_board(game.id)
    ]


def page_words(prefixes: tuple[str, ...]) -> dict[str, dict[str, str]]:
    """Words per language from the front end's one translation table (web/i18n.py), by key prefix."""
    spec = importlib.util.spec_from_file_location("pygames_web_i18n", WEB / "i18n.py")
    i18n = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(i18n)  # type: ignore[union-attr]
    keys = [key for key in i18n.TEXT if key.startswith(prefixes)]
    return {lang: {key: i18n.TEXT[key][lang] for key in keys} for lang in i18n.LANGUAGES}


def inline_json(page: str, text: str, placeholder: str, value: object) -> str:
    """Fill an empty ``<script type="application/json">`` (``<`` escaped, so no text can close the element)."""
    if placeholder not in text:
        raise SystemExit(f"build: {page} has no {placeholder}")
    data = json.dumps(value, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    return text.replace(placeholder, placeholder.replace("><", f">{data}<"))


def inline_pages(site: Path) -> None:
    """Put static/sprite.svg, static/storage-guard.js, the game list and the pages' words into the pages: one
    source each, no request.

    The sprite replaces ``<!-- sprite -->`` and the guard ``<!-- storage-guard -->`` in every page (each must
    have both: a page without the guard would let a refused IndexedDB stop PyScript); the game list fills
    embed.html's empty ``<script id="games">``, and each page's words (PAGE_WORDS) its ``<script id="words">``.
    """
    sprite = (site / "sprite.svg").read_text().strip()
    guard = f"<script>\n{(site / 'storage-guard.js').read_text().strip()}\n</script>"
    for page in sorted(site.glob("*.html")):
        text = page.read_text()
        for placeholder in (SPRITE_PLACEHOLDER, GUARD_PLACEHOLDER):
            if placeholder not in text:
                raise SystemExit(f"build: {page.name} has no {placeholder}")
        text = text.replace(SPRITE_PLACEHOLDER, sprite).replace(GUARD_PLACEHOLDER, guard)
        if page.name == "embed.html":
            text = inline_json(page.name, text, GAMES_PLACEHOLDER, embed_games())
        if page.name in PAGE_WORDS:
            text = inline_json(page.name, text, WORDS_PLACEHOLDER, page_words(PAGE_WORDS[page.name]))
        page.write_text(text)
    (site / "sprite.svg").unlink()  # inlined everywhere; nothing fetches them
    (site / "storage-guard.js").unlink()


PRERENDER_PLACEHOLDER = "<!-- prerender -->"


def prerender_page(site: Path) -> None:
    """Put the app's home, rules and setup screens into index.html, drawn by web/ itself (prerender.py).

    The page shows them while Python loads (static/prerender.js); the app draws the same HTML once it runs.
    """
    import prerender  # beside this file; never shipped

    page = site / "index.html"
    text = page.read_text()
    if PRERENDER_PLACEHOLDER not in text:
        raise SystemExit(f"build: index.html has no {PRERENDER_PLACEHOLDER} for the pre-rendered screens")
    page.write_text(text.replace(PRERENDER_PLACEHOLDER, prerender.templates(WEB.parent)))


GALLERY_PLACEHOLDER = "<!-- gallery -->"


def gallery_page(site: Path) -> None:
    """Fill gallery.html with every card and piece web/art.py draws (prerender.py draws them under CPython).

    Not linked from the app: a page to look at the art at phone size, and for the browser tests to check it.
    """
    import prerender  # beside this file; never shipped

    page = site / "gallery.html"
    text = page.read_text()
    if GALLERY_PLACEHOLDER not in text:
        raise SystemExit(f"build: gallery.html has no {GALLERY_PLACEHOLDER}")
    page.write_text(text.replace(GALLERY_PLACEHOLDER, prerender.gallery(WEB.parent)))


def stamp_boot_files(site: Path, config: dict[str, object]) -> None:
    """Tell index.html's boot.js what Python's start-up fetches, with each file's size, for its progress.

    The runtime, PyScript's core, the config, our archives and web/main.py: what a first visit waits
    for. "prefetch" lists those fetched only once Python is up, which boot.js starts downloading early.
    """
    late = [url.removeprefix("./") for url in config["files"]] + ["web/main.py"]  # type: ignore[attr-defined]
    early = [f"pyodide/{name}" for name in (*PYODIDE_FILES, "python_stdlib.zip")]
    early += [INTERPRETER.removeprefix("./"), "pyscript.json", "pyscript/core.js"]
    early += sorted(p.relative_to(site).as_posix() for p in (site / "pyscript").glob("core-*.js"))
    stamp = {"files": {name: (site / name).stat().st_size for name in early + late}, "prefetch": late}
    page = site / "index.html"
    page.write_text(inline_json(page.name, page.read_text(), BOOT_FILES_PLACEHOLDER, stamp))


#: PyScript's use of IndexedDB (its key-value store, opened at every start, fatal when it fails), pointed at the
#: page's ``pygamesIndexedDB`` (static/storage-guard.js): the real one while it works, else one in memory.
PYSCRIPT_IDB = ("indexedDB.open(", "(self.pygamesIndexedDB||indexedDB).open(")


def guard_pyscript_storage(folder: Path) -> int:
    """Point every ``indexedDB.open(`` of the vendored PyScript at the guard's; how many were found.

    Fails the build when PyScript opens IndexedDB in any other way (a new version): the page's guard
    would no longer stand between a refusing browser and PyScript's start.
    """
    found = 0
    for path in sorted(folder.rglob("*.js")):
        text = path.read_text()
        uses, opens = text.count("indexedDB"), text.count(PYSCRIPT_IDB[0])
        if uses != opens:
            raise SystemExit(f"build: {path.name} uses indexedDB other than by indexedDB.open(: update the guard")
        if opens:
            path.write_text(text.replace(*PYSCRIPT_IDB))
            found += opens
    if not found:
        raise SystemExit("build: PyScript no longer opens IndexedDB as static/storage-guard.js expects")
    return found


def build() -> Path:
    """Assemble dist/ from node_modules, our packages and static/."""
    start = time.perf_counter()
    for needed in (STATIC / "index.html", WEB / "main.py"):
        if not needed.exists():
            raise SystemExit(f"build: {needed} is missing (the front end provides static/ and web/)")
    ensure_node_modules()
    CACHE.mkdir(exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="dist-new-", dir=CACHE))  # per process: builds may run concurrently
    tmp.chmod(0o755)
    shutil.copytree(PYSCRIPT, tmp / "pyscript", ignore=shutil.ignore_patterns("*.map"))
    guard_pyscript_storage(tmp / "pyscript")
    (tmp / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copyfile(PYODIDE / name, tmp / "pyodide" / name)
    shutil.copyfile(trimmed_stdlib(), tmp / "pyodide" / "python_stdlib.zip")
    files = build_app(tmp / "app")
    vendor_zxing(tmp)
    (tmp / "web").mkdir()
    shutil.copyfile(WEB / "main.py", tmp / "web" / "main.py")
    shutil.copytree(STATIC, tmp, dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__", ".*"))
    inline_pages(tmp)
    prerender_page(tmp)
    gallery_page(tmp)
    config = {"interpreter": INTERPRETER, "files": files}
    (tmp / "pyscript.json").write_text(json.dumps(config, indent=2) + "\n")
    stamp_snapshot_key(tmp, files)
    stamp_code_id(tmp, files)
    stamp_boot_files(tmp, config)
    write_service_worker(tmp)
    problems = check_urls(authored_texts(config))
    if problems:
        shutil.rmtree(tmp)
        raise SystemExit("build: failed URL checks:\n  " + "\n  ".join(problems))
    precompress(tmp)  # last: every file is final (sw.js too, whose list leaves the copies out)
    replace_dir(tmp, DIST)
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file() and not is_variant(p))
    print(f"build: dist/ ready ({size / 1e6:.1f} MB) in {time.perf_counter() - start:.1f} s")
    return DIST


#: Besides the archives of the ``files`` config, what shapes the Python heap in a memory snapshot.
SNAPSHOT_INPUTS = ("pyodide/pyodide.mjs", "pyodide/pyodide.asm.mjs", "pyodide/pyodide.asm.wasm",
                   "pyodide/pyodide-lock.json", "pyodide/python_stdlib.zip", "snapshot-worker.mjs", "no-jspi.mjs",
                   "pyscript.json", INTERPRETER)
SNAPSHOT_KEY_LINE = 'const SNAPSHOT_KEY = "";'


def stamp_code_id(site: Path, files: dict[str, str]) -> str:
    """Stamp ``<html data-build>`` on the pages with the id of our Python archives: the code a game record names.

    Not the service worker's build id: that hashes every file, these pages included.
    """
    code = files_id(site, set(files))
    for name in ("index.html", "embed.html"):
        page = site / name
        text = page.read_text()
        if "<html " not in text:
            raise SystemExit(f"build: {name} has no <html> tag to stamp the build on")
        page.write_text(text.replace("<html ", f'<html data-build="{code}" ', 1))
    return code


def stamp_snapshot_key(site: Path, files: dict[str, str]) -> str:
    """Stamp the key of this build's memory snapshots into site/pyodide-early.mjs (read before it is stamped).

    A snapshot made by one build must never be restored by another that could have a different heap, so
    the key hashes the runtime, the stdlib zip, our archives and the code that makes and restores it;
    not the service worker's build id, which hashes every file, this one included.
    """
    early = site / INTERPRETER
    text = early.read_text()
    if SNAPSHOT_KEY_LINE not in text:
        raise SystemExit(f"build: {early.name} has no `{SNAPSHOT_KEY_LINE}` line for the snapshot key")
    key = files_id(site, {*SNAPSHOT_INPUTS, *files})
    early.write_text(text.replace(SNAPSHOT_KEY_LINE, f'const SNAPSHOT_KEY = "{key}";'))
    return key


def write_service_worker(site: Path) -> str:
    """Turn site/sw.js (copied from static/) into this build's worker: its cache name and file list.

    The build id hashes every file's path and content, so any change gives browsers a new
    worker (a byte-different sw.js) that precaches the new build beside the old one.
    """
    worker = site / "sw.js"
    template = worker.read_text()
    if template.startswith("const BUILD = "):  # written before (a test re-stamping a changed site)
        template = template.split("\n", 2)[2]
    files = sorted(p.relative_to(site).as_posix() for p in site.rglob("*")
                   if p.is_file() and p != worker and not is_variant(p))
    build_id = files_id(site, files)
    header = f"const BUILD = {json.dumps(build_id)};\nconst FILES = {json.dumps(['./' + f for f in files])};\n"
    worker.write_text(header + template)
    return build_id


def replace_dir(new: Path, target: Path) -> None:
    """Put ``new`` in place of ``target`` with renames (a concurrent build just wins or loses)."""
    for _ in range(5):
        old = Path(tempfile.mkdtemp(prefix="dist-old-", dir=CACHE))
        try:
            target.rename(old / "dist")
        except FileNotFoundError:
            pass
        try:
            new.rename(target)
            return
        except OSError:
            continue  # another build put its dist/ there in between: move it aside too
        finally:
            shutil.rmtree(old, ignore_errors=True)
    raise SystemExit(f"build: could not replace {target}")


# --- precompressed copies ----------------------------------------------------------------------

#: What a host should compress; images and fonts are compressed already. (Zips shrink only if stored.)
COMPRESSIBLE = {".html", ".css", ".js", ".mjs", ".json", ".webmanifest", ".svg", ".txt", ".py", ".toml", ".xml",
                ".wasm", ".zip", ".whl", ".ico", ".map"}
#: A smaller response fits in a packet or two either way; not worth a second copy.
MIN_COMPRESS_BYTES = 1024
#: Content-Encoding → suffix of the precompressed copy beside a file, in order of preference.
ENCODINGS = {"br": ".br", "gzip": ".gz"}
COMPRESSED = CACHE / "compressed"
#: Drop cached compressed copies unused for this long.
COMPRESSED_MAX_AGE = 14 * 24 * 3600

#: Node driver: brotli at quality 11 for each [src, dst] (Python's standard library has no brotli).
BROTLI_MJS = r"""
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
for (const [src, dst] of JSON.parse(readFileSync(process.argv[2], "utf8"))) {
  const data = readFileSync(src);
  writeFileSync(dst, brotliCompressSync(data, { params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
  } }));
}
"""


def is_variant(path: Path) -> bool:
    """True for a precompressed copy (name.br, name.gz) beside the file it encodes."""
    return path.suffix in ENCODINGS.values() and path.with_suffix("").is_file()


def compressed_copies(sources: list[Path]) -> dict[tuple[Path, str], Path]:
    """Brotli and gzip of each source, cached under build/compressed/ by content: {(source, suffix): cached copy}.

    Brotli runs in one Node.js process while Python gzips beside it.
    """
    COMPRESSED.mkdir(parents=True, exist_ok=True)
    key = hashlib.sha256(BROTLI_MJS.encode() + b"\0gzip-9").hexdigest()[:8]
    copies, todo = {}, {}  # todo: {cached copy: source}, once per content
    for source in sources:
        digest = f"{key}-{sha256_file(source)[:32]}"
        for suffix in ENCODINGS.values():
            cached = COMPRESSED / (digest + suffix)
            copies[source, suffix] = cached
            if cached.exists():
                os.utime(cached)  # recently used: kept by the sweep below
            elif suffix == ".br":
                todo[str(cached)] = str(source)
    node = None
    if todo:
        node_exe = shutil.which("node")
        if node_exe is None:
            raise SystemExit("build: `node` is required to compress with brotli")
        driver = COMPRESSED / f"brotli-{os.getpid()}.mjs"
        driver.write_text(BROTLI_MJS)
        jobs = COMPRESSED / f"brotli-{os.getpid()}.json"
        jobs.write_text(json.dumps([(src, f"{dst}.{os.getpid()}.tmp") for dst, src in todo.items()]))
        node = subprocess.Popen([node_exe, str(driver), str(jobs)])
    try:
        for (source, suffix), cached in copies.items():
            if suffix == ".gz" and not cached.exists():
                tmp = cached.with_name(f"{cached.name}.{os.getpid()}.tmp")
                tmp.write_bytes(gzip.compress(source.read_bytes(), compresslevel=9, mtime=0))
                os.replace(tmp, cached)
        if node is not None and node.wait():
            raise SystemExit("build: brotli compression under Node.js failed")
        for dst in todo:
            os.replace(f"{dst}.{os.getpid()}.tmp", dst)
    finally:
        if node is not None:
            node.kill()
            driver.unlink(missing_ok=True)
            jobs.unlink(missing_ok=True)
            for dst in todo:
                Path(f"{dst}.{os.getpid()}.tmp").unlink(missing_ok=True)
    now = time.time()
    for stale in COMPRESSED.iterdir():
        if stale.suffix in ENCODINGS.values() and now - stale.stat().st_mtime > COMPRESSED_MAX_AGE:
            stale.unlink(missing_ok=True)
    return copies


def precompress(site: Path) -> None:
    """Write name.br (brotli, quality 11) and name.gz (gzip -9) beside each compressible file of ``site``.

    What nginx's ``brotli_static``/``gzip_static`` and Caddy's ``precompressed`` serve, and so does
    ``serve`` here. Skips tiny files and any copy that is not smaller. Symlinked folders are not entered.
    """
    sources = []
    for folder, _, names in os.walk(site):
        for name in sorted(names):
            path = Path(folder) / name
            if (path.suffix in COMPRESSIBLE and path.is_file() and path.stat().st_size >= MIN_COMPRESS_BYTES
                    and not is_variant(path)):
                sources.append(path)
    start = time.perf_counter()
    totals = dict.fromkeys(["raw", *ENCODINGS.values()], 0)
    for (source, suffix), cached in compressed_copies(sources).items():
        target = source.with_name(source.name + suffix)
        target.unlink(missing_ok=True)
        if cached.stat().st_size < source.stat().st_size:
            shutil.copyfile(cached, target)
            stat = source.stat()  # the file's own time, as nginx's gzip_static recommends
            os.utime(target, ns=(stat.st_atime_ns, stat.st_mtime_ns))
        totals[suffix] += min(cached.stat().st_size, source.stat().st_size)
    totals["raw"] = sum(source.stat().st_size for source in sources)
    print(f"build: precompressed {len(sources)} files in {time.perf_counter() - start:.1f} s: "
          f"{totals['raw'] / 1e6:.2f} MB, gzip {totals['.gz'] / 1e6:.2f} MB, brotli {totals['.br'] / 1e6:.2f} MB")


# --- serve -------------------------------------------------------------------------------------


def accepted_encodings(header: str) -> dict[str, float]:
    """Accept-Encoding as {coding: q}; a coding without ``q`` has q=1, an unreadable q counts as 0."""
    accepted = {}
    for item in header.split(","):
        coding, *params = item.split(";")
        quality = 1.0
        for param in params:
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if coding.strip():
            accepted[coding.strip().lower()] = quality
    return accepted


def negotiate(path: Path, header: str) -> tuple[str, Path]:
    """(Content-Encoding, file to send) for ``path``: its precompressed copy with the highest q, br on a tie.

    A copy older than its file (edited after the build) is ignored, and so is identity's q: every
    client can read an uncompressed body.
    """
    accepted = accepted_encodings(header)
    best, best_q = ("identity", path), 0.0
    for encoding, suffix in ENCODINGS.items():
        quality = accepted.get(encoding, accepted.get("*", 0.0))
        variant = path.with_name(path.name + suffix)
        if quality > best_q and variant.is_file() and variant.stat().st_mtime_ns >= path.stat().st_mtime_ns:
            best, best_q = (encoding, variant), quality
    return best


@functools.lru_cache(maxsize=256)
def entity_tag(path: str, size: int, mtime_ns: int) -> str:
    """A strong ETag from the bytes sent, so each encoding has its own and an identical rebuild keeps it."""
    return '"' + sha256_file(Path(path))[:24] + '"'


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files as a real host serves them: the MIME types the runtime needs, the precompressed copy the
    client accepts (Content-Encoding, Vary), an ETag per encoding with 304 Not Modified, and Cache-Control.

    Cache-Control: ``no-cache`` (always revalidate: a 304 costs one round trip), since names carry no
    content hash. With ``cache_seconds``, everything but pages and sw.js may be reused that long unchecked.
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES,
                      ".br": "application/octet-stream", ".gz": "application/gzip"}  # when asked for by name
    cache_seconds = 0

    def send_head(self):  # noqa: ANN201 - returns the open body file or None, as the base class does
        path = Path(self.translate_path(self.path))
        if urlsplit(self.path).path.endswith("/"):
            path = path / "index.html"
        if not path.is_file():
            return super().send_head()  # redirects "dir" to "dir/"; lists or 404s the rest
        encoding, sent = negotiate(path, self.headers.get("Accept-Encoding", ""))
        stat = sent.stat()
        etag = entity_tag(str(sent), stat.st_size, stat.st_mtime_ns)
        varies = any(path.with_name(path.name + suffix).is_file() for suffix in ENCODINGS.values())
        matches = {tag.strip().removeprefix("W/") for tag in self.headers.get("If-None-Match", "").split(",")}
        not_modified = etag in matches or "*" in matches
        self.send_response(304 if not_modified else 200)
        self.send_header("ETag", etag)
        if varies:
            self.send_header("Vary", "Accept-Encoding")
        if not not_modified:
            self.send_header("Content-Type", self.guess_type(str(path)))
            if encoding != "identity":
                self.send_header("Content-Encoding", encoding)
            self.send_header("Content-Length", str(stat.st_size))
        self.end_headers()
        return None if not_modified else sent.open("rb")

    def end_headers(self) -> None:
        page = urlsplit(self.path).path
        revalidate = not self.cache_seconds or page.endswith(("/", ".html", "/sw.js"))
        self.send_header("Cache-Control", "no-cache" if revalidate else f"max-age={self.cache_seconds}")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - signature from the base class
        if os.environ.get("PYGAMES_SERVE_LOG"):
            super().log_message(format, *args)


def make_server(directory: Path, port: int = 0, cache_seconds: int = 0) -> http.server.ThreadingHTTPServer:
    """A threaded server of ``directory`` on 127.0.0.1 (port 0 picks a free one)."""
    handler = type("DistHandler", (Handler,), {"cache_seconds": cache_seconds})
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(handler, directory=str(directory)))


def serve(port: int, cache_seconds: int) -> None:
    """Build, then serve dist/ until interrupted."""
    build()
    try:
        server = make_server(DIST, port, cache_seconds)
    except OSError as error:
        raise SystemExit(f"serve: cannot listen on 127.0.0.1:{port} ({error.strerror}); try --port N") from None
    with server:
        print(f"serving dist/ at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C to stop)")
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


# --- test --------------------------------------------------------------------------------------

def unmet_test_requirements() -> list[str]:
    """The `test` extra's requirements (``name>=version``) that are missing or too old here."""
    from importlib import metadata

    def version_tuple(text: str) -> tuple[int, ...]:
        return tuple(int(part) for part in re.findall(r"\d+", text)[:3])

    unmet = []
    for requirement in project_metadata()["optional-dependencies"]["test"]:  # type: ignore[index]
        name, _, minimum = requirement.partition(">=")
        try:
            installed = metadata.version(name.strip())
        except metadata.PackageNotFoundError:
            unmet.append(requirement)
            continue
        if minimum and version_tuple(installed) < version_tuple(minimum):
            unmet.append(requirement)
    return unmet


def ensure_test_deps() -> None:
    """`pip install -e '.[test]'` unless every test requirement is already met."""
    unmet = unmet_test_requirements()
    if unmet or importlib.util.find_spec("playwright.sync_api") is None:
        print(f"test: installing test dependencies (unmet: {', '.join(unmet) or 'playwright'})")
        subprocess.run([sys.executable, "-m", "pip", "install", "-e", ".[test]"], cwd=ROOT, check=True)


#: The Chromium the browser tests drive; `build.py test` sets it to the one it found or installed.
CHROMIUM_ENV = "PYGAMES_CHROMIUM"
DEBIAN_CHROMIUM = "/usr/bin/chromium"  # what Debian's package `chromium` installs: the browser of choice
NO_CHROMIUM = (
    "no Chromium for the browser tests: install Debian's (`apt-get install chromium`, as root) or Playwright's "
    f"(`python -m playwright install chromium`), or set {CHROMIUM_ENV} to a Chromium binary"
)


def is_executable(path: str) -> bool:
    return os.path.isfile(path) and os.access(path, os.X_OK)


def playwright_chromium() -> str | None:
    """Where Playwright keeps the Chromium that `playwright install chromium` downloads (present or not)."""
    if importlib.util.find_spec("playwright") is None:
        return None
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        return playwright.chromium.executable_path


def find_chromium() -> str | None:
    """The browser for the tests: $PYGAMES_CHROMIUM when set, else Debian's, else one Playwright downloaded."""
    chosen = os.environ.get(CHROMIUM_ENV)
    if chosen:
        return chosen if is_executable(chosen) else None
    if is_executable(DEBIAN_CHROMIUM):
        return DEBIAN_CHROMIUM
    downloaded = playwright_chromium()
    return downloaded if downloaded and is_executable(downloaded) else None


def chromium_installers(root: bool, apt_get: str | None) -> list[tuple[str, list[list[str]]]]:
    """Ways to install a Chromium here, best first, each as its commands: Debian's package (root only), Playwright's."""
    ways = []
    if root and apt_get:
        install = [apt_get, "install", "-y", "--no-install-recommends", "chromium"]
        ways.append(("Debian's chromium", [[apt_get, "update"], install]))
    ways.append(("Playwright's Chromium", [[sys.executable, "-m", "playwright", "install", "chromium"]]))
    return ways


def ensure_chromium() -> str:
    """A Chromium for the browser tests, installed if there is none; else exit with what to do, before any test."""
    found = find_chromium()
    if found:
        return found
    if os.environ.get(CHROMIUM_ENV):  # a browser named explicitly is never replaced by another
        raise SystemExit(f"test: {CHROMIUM_ENV}={os.environ[CHROMIUM_ENV]} is not an executable file")
    root = hasattr(os, "geteuid") and os.geteuid() == 0
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    for name, commands in chromium_installers(root, shutil.which("apt-get")):
        print(f"test: no Chromium found; installing {name}")
        if all(subprocess.run(command, env=env).returncode == 0 for command in commands):
            found = find_chromium()
            if found:
                return found
    raise SystemExit(f"test: {NO_CHROMIUM}")


#: pytest-xdist workers for `build.py test`: most of a browser test is the app's own pacing, so two overlap
#: well on two cores; a module sharing a module-scoped fixture stays in one (tests/conftest.py). `-n 0` after
#: `test` runs in one process.
TEST_WORKERS = ["-n", "2", "--dist", "loadgroup"]


def test(pytest_args: list[str]) -> int:
    """Everything CI needs, in order; non-zero on any failure (including 'no tests ran')."""
    ensure_test_deps()
    chromium = ensure_chromium()
    build()
    ruff = subprocess.run([sys.executable, "-m", "ruff", "check", "."], cwd=ROOT)
    if ruff.returncode:
        print("test: ruff check failed")
        return ruff.returncode
    env = {**os.environ, "PYGAMES_DIST_FRESH": "1", CHROMIUM_ENV: chromium}  # `dist` fixture: do not build again
    result = subprocess.run([sys.executable, "-m", "pytest", *TEST_WORKERS, *pytest_args], cwd=ROOT, env=env)
    if result.returncode == 5:
        print("test: pytest collected no tests")
    return result.returncode


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(prog="python build.py", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("build", help="assemble dist/")
    serve_cmd = commands.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    serve_cmd.add_argument("--port", type=int, default=8000)
    serve_cmd.add_argument("--cache", type=int, default=0, metavar="SECONDS",
                           help="Cache-Control max-age for everything but pages and sw.js "
                                "(default: no-cache, i.e. always revalidate)")
    commands.add_parser("trace-stdlib", help="play every screen and game in Chromium; write " + STDLIB_LIST.name)
    commands.add_parser("test", add_help=False,
                        help="set up (Chromium too), build, ruff check, pytest (further arguments go to pytest)")
    args, extra = parser.parse_known_args(argv)
    if args.command == "test":
        return test(extra)
    if extra:
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command == "serve":
        serve(args.port, args.cache)
    elif args.command == "trace-stdlib":
        trace_stdlib()
    else:
        build()
    return 0


if __name__ == "__main__":
    sys.exit(main())
