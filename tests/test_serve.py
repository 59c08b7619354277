"""`python build.py serve` serves dist/ as a real host would: the precompressed copy the browser accepts,
the right MIME type, an ETag per encoding with 304s, and Cache-Control that makes pages revalidate."""

from __future__ import annotations

import gzip
import http.client
import json
import shutil
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import brotli
import pytest

import build

CHROME = "gzip, deflate, br, zstd"  # what Chromium sends, to 127.0.0.1 too
#: URL → file in dist/: a page by its folder, the runtime's big files, a stylesheet, our front end.
FILES = {"/": "index.html", "/embed.html?game=hennote": "embed.html", "/app.css": "app.css",
         **{f"/pyodide/{name}": f"pyodide/{name}"
            for name in ("pyodide.asm.wasm", "pyodide.asm.mjs", "pyodide-lock.json")}}
DECODE: dict[str | None, Callable[[bytes], bytes]] = {"br": brotli.decompress, "gzip": gzip.decompress, None: bytes}

Response = tuple[int, http.client.HTTPMessage, bytes]


@contextmanager
def serving(directory: Path, cache_seconds: int = 0) -> Iterator[Callable[..., Response]]:
    """Serve ``directory`` on a free port; yields ``request(path, method="GET", **headers)``."""
    server = build.make_server(directory, 0, cache_seconds)
    threading.Thread(target=server.serve_forever, daemon=True).start()

    def request(path: str, method: str = "GET", **headers: str) -> Response:
        connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=30)
        try:
            connection.request(method, path, headers={key.replace("_", "-"): value for key, value in headers.items()})
            response = connection.getresponse()
            return response.status, response.headers, response.read()
        finally:
            connection.close()

    try:
        yield request
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def get(dist: Path) -> Iterator[Callable[..., Response]]:
    with serving(dist) as request:
        yield request


@pytest.mark.parametrize(("accept", "encoding"), [
    (CHROME, "br"), ("gzip, deflate", "gzip"), ("", None), ("identity", None),
    ("br;q=0, gzip", "gzip"), ("gzip;q=1.0, br;q=0.5", "gzip"), ("br;q=0.8, gzip;q=0.8", "br"),
    ("br;q=0, gzip;q=0", None), ("*", "br"), ("*;q=0.5, br;q=0", "gzip"),
])
def test_the_encoding_follows_accept_encoding_and_decodes_to_the_file(get, dist: Path, accept, encoding) -> None:
    """br when accepted (preferred on a tie), gzip when only gzip, the file itself when neither; q-values count."""
    for url, name in FILES.items():
        status, headers, body = get(url, Accept_Encoding=accept)
        assert status == 200, url
        assert headers["Content-Encoding"] == encoding, (url, accept)
        assert headers["Content-Type"] == build.MIME_TYPES[Path(name).suffix], url
        assert headers["Vary"] == "Accept-Encoding", url  # a shared cache must not give br to a gzip-only client
        assert int(headers["Content-Length"]) == len(body)
        assert DECODE[encoding](body) == (dist / name).read_bytes(), url


def test_compression_shrinks_what_a_first_visit_fetches(get, dist: Path) -> None:
    """The runtime's wasm travels at under a third of its size with brotli, and gzip is between."""
    sizes = {accept: len(get("/pyodide/pyodide.asm.wasm", Accept_Encoding=accept)[2]) for accept in ("br", "gzip", "")}
    assert sizes[""] == (dist / "pyodide" / "pyodide.asm.wasm").stat().st_size
    assert sizes["br"] < sizes["gzip"] < sizes[""] and sizes["br"] < sizes[""] / 3


def test_each_encoding_has_its_own_etag_and_a_match_is_304(get) -> None:
    """A browser revalidating its cached copy gets 304 with no body, but only for the encoding it holds."""
    tags = {}
    for accept in ("br", "gzip", ""):
        status, headers, body = get("/app.css", Accept_Encoding=accept)
        tag = headers["ETag"]
        assert status == 200 and tag.startswith('"') and tag.endswith('"')  # strong: no W/
        assert get("/app.css", Accept_Encoding=accept)[1]["ETag"] == tag  # stable
        tags[accept] = tag
    assert len(set(tags.values())) == 3
    status, headers, body = get("/app.css", Accept_Encoding="br", If_None_Match=tags["br"])
    assert (status, body, headers["ETag"], headers["Vary"]) == (304, b"", tags["br"], "Accept-Encoding")
    assert get("/app.css", Accept_Encoding="br", If_None_Match=f'"x", W/{tags["br"]}')[0] == 304
    status, headers, body = get("/app.css", Accept_Encoding="br", If_None_Match=tags["gzip"])
    assert status == 200 and headers["Content-Encoding"] == "br" and body


def test_head_sends_the_headers_of_get_without_a_body(get) -> None:
    _, got, _ = get("/pyodide/pyodide.asm.wasm", Accept_Encoding=CHROME)
    status, headers, body = get("/pyodide/pyodide.asm.wasm", "HEAD", Accept_Encoding=CHROME)
    assert status == 200 and body == b""
    for name in ("Content-Type", "Content-Encoding", "Content-Length", "ETag", "Vary", "Cache-Control"):
        assert headers[name] == got[name], name


def test_missing_files_and_folders_behave_as_before(get) -> None:
    assert get("/no-such-file.js", Accept_Encoding=CHROME)[0] == 404
    assert get("/app.css/", Accept_Encoding=CHROME)[0] == 404
    status, headers, _ = get("/pyodide", Accept_Encoding=CHROME)
    assert status == 301 and headers["Location"] == "/pyodide/"


def test_pages_and_the_service_worker_always_revalidate(dist: Path) -> None:
    """Names carry no content hash, so by default everything revalidates; ``--cache`` never covers pages or sw.js
    (a stale page could pair with a new runtime, and the worker must see a new deploy)."""
    with serving(dist) as request:
        for url in ("/", "/sw.js", "/pyodide/pyodide.asm.wasm"):
            assert request(url)[1]["Cache-Control"] == "no-cache", url
    with serving(dist, cache_seconds=600) as request:
        for url in ("/", "/index.html", "/embed.html?game=hennote", "/sw.js"):
            assert request(url)[1]["Cache-Control"] == "no-cache", url
        assert request("/pyodide/pyodide.asm.wasm")[1]["Cache-Control"] == "max-age=600"


def test_a_file_edited_after_the_build_is_served_as_edited(dist: Path, tmp_path: Path) -> None:
    """A precompressed copy older than its file is stale: the server sends the file itself until the next build."""
    site = tmp_path / "site"
    site.mkdir()
    shutil.copy2(dist / "app.css", site / "app.css")
    build.precompress(site)
    assert (site / "app.css.br").exists() and (site / "app.css.gz").exists()
    edited = (site / "app.css").read_bytes() + b"\n:root { --edited: 1; }\n"
    (site / "app.css").write_bytes(edited)
    with serving(site) as request:
        status, headers, body = request("/app.css", Accept_Encoding=CHROME)
    assert status == 200 and headers["Content-Encoding"] is None and body == edited


def test_precompress_skips_what_would_not_shrink(tmp_path: Path) -> None:
    """No copy of a tiny file, of an image, or of bytes that do not compress; a text file gets both."""
    import random

    (tmp_path / "tiny.js").write_text("export const x = 1;\n" * 40)  # 800 bytes: compressible, but tiny
    (tmp_path / "noise.wasm").write_bytes(random.Random(1).randbytes(4096))
    (tmp_path / "icon.png").write_bytes(b"\x89PNG" + bytes(4096))
    (tmp_path / "page.html").write_text("<p>hello</p>\n" * 200)
    build.precompress(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "icon.png", "noise.wasm", "page.html", "page.html.br", "page.html.gz", "tiny.js"]
    assert brotli.decompress((tmp_path / "page.html.br").read_bytes()) == (tmp_path / "page.html").read_bytes()


def test_the_build_precompresses_every_final_file_that_shrinks(dist: Path) -> None:
    """Each compressible file of 1 kB or more has .br and .gz copies that decode to it as built (sw.js with its
    build stamp: compression runs last), smaller than it; tiny files and images have none; sw.js lists none."""
    plain = [p for p in dist.rglob("*") if p.is_file() and not build.is_variant(p)]
    for path in plain:
        for suffix, decode in ((".br", brotli.decompress), (".gz", gzip.decompress)):
            copy = path.with_name(path.name + suffix)
            worth = path.suffix in build.COMPRESSIBLE and path.stat().st_size >= build.MIN_COMPRESS_BYTES
            if not worth:
                assert not copy.exists(), copy
            elif copy.exists():
                assert copy.stat().st_size < path.stat().st_size and decode(copy.read_bytes()) == path.read_bytes()
    for needed in ("index.html", "sw.js", "pyodide/pyodide.asm.wasm", "app/web.zip", "pyodide/python_stdlib.zip"):
        assert (dist / f"{needed}.br").exists() and (dist / f"{needed}.gz").exists(), needed
    assert not (dist / "icons" / "icon-192.png.br").exists()
    listed = json.loads((dist / "sw.js").read_text().split("\n")[1].removeprefix("const FILES = ").removesuffix(";"))
    assert not [name for name in listed if name.endswith((".br", ".gz"))]
    assert "./pyodide/pyodide.asm.wasm" in listed
