#!/usr/bin/env python3
"""Build, serve and test the static site (standard library only).

    python build.py [build]          assemble dist/ (runs `npm ci` first if node_modules is stale)
    python build.py serve [--port N] build, then serve dist/ on 127.0.0.1
    python build.py test [ARGS...]   install test deps and Chromium, build, ruff, pytest (ARGS go to pytest)

dist/ is a static site: PyScript + Pyodide from node_modules, a Pyodide standard library
precompiled to .pyc (a cold start otherwise spends seconds compiling it), our packages as
archives unpacked by PyScript's ``files`` config, and static/ copied to the root.
"""

from __future__ import annotations

import argparse
import base64
import functools
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
const options = { indexURL: spec.index_dir };
if (spec.stdlib) options.stdLibURL = spec.stdlib;
const pyodide = await loadPyodide(options);
pyodide.runPython(spec.code);
const precompile = pyodide.globals.get("precompile");
for (const job of spec.jobs) {
  pyodide.FS.writeFile("/tmp/in.zip", readFileSync(job.src));
  const report = precompile("/tmp/in.zip", "/tmp/out.zip", job.layout, job.prefix, job.compression,
                            job.checked ?? false, job.keep_source ?? true);
  writeFileSync(job.dst, pyodide.FS.readFile("/tmp/out.zip"));
  console.log(job.dst, report);
}
"""

#: Runs inside Pyodide. "legacy": mod.py becomes mod.pyc in its place (what zipimport finds
#: for the stdlib zip). "pycache": keep mod.py, add __pycache__/mod.<tag>.pyc (what the path
#: importer finds once PyScript unpacks the archive). Unchecked hash-based pycs are never
#: compared with a source, so unpacking (which changes mtimes) does not invalidate them;
#: checked ones are used only while the .py beside them has the same hash.
PRECOMPILE_PY = r"""
import importlib.util, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def precompile(src, dst, layout, prefix, compression, checked=False, keep_source=True):
    tag = sys.implementation.cache_tag
    compiled = kept = 0
    method = zipfile.ZIP_DEFLATED if compression == "deflated" else zipfile.ZIP_STORED
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", method, compresslevel=9) as zout:
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
                    pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=checked)
            if pyc is None or (layout == "pycache" and keep_source):
                zout.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), data, method)
            if pyc is not None:
                compiled += 1
                if layout == "legacy":
                    target = name[:-3] + ".pyc"
                else:
                    folder, _, stem = name[:-3].rpartition("/")
                    target = (folder + "/" if folder else "") + f"__pycache__/{stem}.{tag}.pyc"
                zout.writestr(zipfile.ZipInfo(target, (1980, 1, 1, 0, 0, 0)), bytes(pyc), method)
    return f"{compiled} compiled, {kept} left as source"
"""

#: How the stdlib zip is written; part of the cache key.
STDLIB_COMPRESSION = os.environ.get("PYGAMES_STDLIB_COMPRESSION", "deflated")


def sha256_file(path: Path) -> str:
    """Hex digest of a file, read in chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


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
    parts = [pyodide_version(), sha256_file(PYODIDE / "python_stdlib.zip"), PRECOMPILE_MJS, PRECOMPILE_PY,
             STDLIB_COMPRESSION]
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
                     "prefix": f"/lib/python{''.join(pyodide_python().split('.')[:2])}.zip/",
                     "compression": STDLIB_COMPRESSION}])
        os.replace(tmp, out)
    return out


def pyodide_python() -> str:
    """CPython version inside the vendored Pyodide (from its lock file)."""
    return json.loads((PYODIDE / "pyodide-lock.json").read_text())["info"]["python"]


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
    """A deterministic deflated zip."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for name, data in files.items():
            z.writestr(zipfile.ZipInfo(name, ZIP_DATE), data, zipfile.ZIP_DEFLATED)


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
    """Write our archives (with 3.14 .pyc beside the .py) to app_dir; return the ``files`` config."""
    meta = project_metadata()
    version = str(meta["version"])
    sources = {
        f"pygames-{version}-py3-none-any.whl": wheel_files(
            package_files(ROOT / "pygames", "pygames"), "pygames", version,
            str(meta.get("description", "")), str(meta.get("requires-python", ""))),
        "web.zip": package_files(WEB, "web"),
    }
    pyscript_package = pyscript_sources()
    if pyscript_package:
        sources["pyscript-pyc.zip"] = pyscript_package
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
            job = {"src": str(plain), "dst": str(tmp), "layout": "pycache", "prefix": "", "compression": "deflated"}
            if filename == "pyscript-pyc.zip":  # PyScript writes the sources itself; ours only add pycs
                job.update(checked=True, keep_source=False)
            jobs.append(job)
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
        shutil.copyfile(compiled, app_dir / filename)
    return {f"./{app_dir.name}/{filename}": "./*" for filename, _ in ready}


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
GAMES_PLACEHOLDER = '<script type="application/json" id="games"></script>'
WORDS_PLACEHOLDER = '<script type="application/json" id="words"></script>'
#: Words a page's own script shows before (or beside) Python, by key prefix in web/i18n.py's TEXT.
PAGE_WORDS = {
    "embed.html": ("home.players", "embed.full_site", "embed.poster.", "embed.invalid", "embed.expect."),
    "index.html": ("offline.", "boot."),
}
BOOT_FILES_PLACEHOLDER = '<script type="application/json" id="boot-files"></script>'


def embed_games() -> list[dict[str, object]]:
    """What embed.html's poster shows and checks before any Python runs: the games that have a board."""
    import pygames  # beside this file, like web/

    return [
        {"id": game.id, "title": dict(game.title), "description": dict(game.description),
         "min_players": game.min_players, "max_players": game.max_players,
         "options": {opt.name: [str(choice).lower() for choice in opt.choices] for opt in game.options}}
        for game in pygames.GAMES.values() if (WEB / "games" / f"{game.id}.py").exists()
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
    """Put static/sprite.svg, the game list and the pages' words into the pages: one source each, no request.

    The sprite replaces ``<!-- sprite -->`` in every page; the game list fills embed.html's empty
    ``<script id="games">``, and each page's words (PAGE_WORDS) its ``<script id="words">``.
    """
    sprite = (site / "sprite.svg").read_text().strip()
    for page in sorted(site.glob("*.html")):
        text = page.read_text()
        if SPRITE_PLACEHOLDER not in text:
            raise SystemExit(f"build: {page.name} has no {SPRITE_PLACEHOLDER} for the sprite")
        text = text.replace(SPRITE_PLACEHOLDER, sprite)
        if page.name == "embed.html":
            text = inline_json(page.name, text, GAMES_PLACEHOLDER, embed_games())
        if page.name in PAGE_WORDS:
            text = inline_json(page.name, text, WORDS_PLACEHOLDER, page_words(PAGE_WORDS[page.name]))
        page.write_text(text)
    (site / "sprite.svg").unlink()  # inlined everywhere; nothing fetches it


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
    (tmp / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copyfile(PYODIDE / name, tmp / "pyodide" / name)
    shutil.copyfile(precompiled_stdlib(), tmp / "pyodide" / "python_stdlib.zip")
    files = build_app(tmp / "app")
    (tmp / "web").mkdir()
    shutil.copyfile(WEB / "main.py", tmp / "web" / "main.py")
    shutil.copytree(STATIC, tmp, dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__", ".*"))
    inline_pages(tmp)
    config = {"interpreter": INTERPRETER, "files": files}
    (tmp / "pyscript.json").write_text(json.dumps(config, indent=2) + "\n")
    stamp_boot_files(tmp, config)
    write_service_worker(tmp)
    problems = check_urls(authored_texts(config))
    if problems:
        shutil.rmtree(tmp)
        raise SystemExit("build: failed URL checks:\n  " + "\n  ".join(problems))
    replace_dir(tmp, DIST)
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    print(f"build: dist/ ready ({size / 1e6:.1f} MB) in {time.perf_counter() - start:.1f} s")
    return DIST


def write_service_worker(site: Path) -> str:
    """Turn site/sw.js (copied from static/) into this build's worker: its cache name and file list.

    The build id hashes every file's path and content, so any change gives browsers a new
    worker (a byte-different sw.js) that precaches the new build beside the old one.
    """
    worker = site / "sw.js"
    template = worker.read_text()
    if template.startswith("const BUILD = "):  # written before (a test re-stamping a changed site)
        template = template.split("\n", 2)[2]
    files = sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file() and p != worker)
    digest = hashlib.sha256()
    for name in files:
        digest.update(f"{name}\0{sha256_file(site / name)}\0".encode())
    build_id = digest.hexdigest()[:16]
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


# --- serve -------------------------------------------------------------------------------------


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types the runtime needs and a configurable Cache-Control."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    cache_seconds = 0

    def end_headers(self) -> None:
        cache = f"max-age={self.cache_seconds}" if self.cache_seconds else "no-cache"
        self.send_header("Cache-Control", cache)
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
    result = subprocess.run([sys.executable, "-m", "pytest", *pytest_args], cwd=ROOT, env=env)
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
                           help="Cache-Control max-age (default: no-cache, i.e. always revalidate)")
    commands.add_parser("test", add_help=False,
                        help="set up (Chromium too), build, ruff check, pytest (further arguments go to pytest)")
    args, extra = parser.parse_known_args(argv)
    if args.command == "test":
        return test(extra)
    if extra:
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command == "serve":
        serve(args.port, args.cache)
    else:
        build()
    return 0


if __name__ == "__main__":
    sys.exit(main())
