"""web/qr.py: a 300-character invitation as a QR code a phone reads: one path, a quiet zone, and the same text back.

The SVG is rasterized here from its own path (each ``h`` a one-module-high run of dark modules) and read by
zxing-cpp, the decoder the browser's fallback (zxing-wasm) is built from.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import zxingcpp

from prerender import fake_browser

ROOT = Path(__file__).resolve().parent.parent
#: As long as an invitation may be: the site's address under a sub-path and a base64url offer (web/signaling.py).
LINK = ("https://friends.example/some/sub/path/index.html?join=" + "AbC-_9xYz0" * 25)[:300]
PIXELS = 4  # per module


@pytest.fixture(scope="module")
def qr():
    with fake_browser(ROOT):
        from web import qr

        with pytest.raises(StopIteration):  # segno is installed here: load() ends at once, fetching nothing
            qr.load().send(None)  # (not asyncio.run: the browser tests' Playwright may hold this thread's loop)
        yield qr


def raster(svg) -> tuple[int, bytearray]:
    """The code as a grey image (side, pixels) drawn from its one path, as a browser fills it."""
    rect, path = svg.children
    side = int(svg.attrs["viewBox"].split()[2]) * PIXELS
    pixels = bytearray([255]) * side * side
    x = y = 0.0
    for command, a, b in re.findall(r"([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?", path.attrs["d"]):
        if command == "h":
            row = int(y)  # the stroke is one module high, centred on y
            for line in range(row * PIXELS, (row + 1) * PIXELS):
                start = line * side + int(x) * PIXELS
                pixels[start:start + int(float(a)) * PIXELS] = bytes(int(float(a)) * PIXELS)
            x += float(a)
        else:
            x, y = (float(a), float(b)) if command == "M" else (x + float(a), y + float(b))
    return side, pixels


def test_a_300_character_link_is_one_path_in_a_quiet_zone_and_reads_back(qr) -> None:
    assert len(LINK) == 300
    svg = qr.code(LINK, "Invitation for seat 2")
    assert svg.attrs["role"] == "img" and svg.attrs["aria-label"] == "Invitation for seat 2"
    assert [child.tag for child in svg.children] == ["rect", "path"]  # white ground, every dark module in one path
    assert svg.attrs["width"] == "100%" and svg.attrs["data-version"] == "11"
    side, pixels = raster(svg)
    border = 4 * PIXELS
    for line in list(range(border)) + list(range(side - border, side)):  # the quiet zone: four white modules a side
        assert set(pixels[line * side:(line + 1) * side]) == {255}
        assert {pixels[row * side + line] for row in range(side)} == {255}
    assert set(pixels[border * side + border:border * side + border + 7 * PIXELS]) == {0}  # a finder's top edge
    (found,) = zxingcpp.read_barcodes(memoryview(pixels).cast("B", (side, side)))
    assert found.format == zxingcpp.BarcodeFormat.QRCode and found.text == LINK


@pytest.mark.parametrize(("length", "version"), [(100, 5), (200, 9), (300, 11)])
def test_longer_texts_take_bigger_versions_at_the_lowest_level_that_fits(qr, length: int, version: int) -> None:
    symbol = qr.symbol(LINK[:length])
    assert (symbol.version, symbol.error) == (version, "L")
    assert symbol.symbol_size(border=0) == (17 + 4 * version,) * 2
