"""QR codes in the page (issue 48): web/qr.py's code for a 300-character link reads back with the vendored decoder
(and the browser's BarcodeDetector where it has one), and web/scan.py reads one from a camera.

No screen shows these yet (the host's and guests' screens come next), so the tests drive web/qr.py and web/scan.py
from Python run in the page's own interpreter (the hook test_snapshot.py uses), drawing into the app's root.
The camera is Chromium's fake one, playing a y4m file of a QR code made here with segno.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import segno

from .conftest import CHROMIUM_ARGS, watch
from .helpers import open_app

LINK = ("https://friends.example/some/sub/path/index.html?join=" + "AbC-_9xYz0" * 25)[:300]
PHONE = {"width": 375, "height": 812}

#: Python run in the page's interpreter (the one PyScript got from pyodide-early.mjs); returns its last value.
PYTHON = """async (code) => {
  const early = await import(new URL("./pyodide-early.mjs", location.href).href);
  const result = await (await early.loadPyodide()).runPythonAsync(code);
  return result?.toJs ? result.toJs() : result;
}"""

#: Draws web/qr.py's code for LINK into the app's root, in a phone-wide column with a caption under it.
DRAW = f"""
import time, js
from web import dom, qr
start = time.perf_counter()
await qr.load()
import segno
loaded = time.perf_counter() - start
root = js.document.getElementById("app")
dom.mount(root, lambda: dom.el("figure", qr.code({LINK!r}, "Invitation for seat 2"),
                               dom.el("figcaption", text="Seat 2: scan with the phone's camera"),
                               style="margin: 0; padding: 16px", data_testid="qr-figure"))
round(loaded * 1000)
"""

#: Reads the drawn code with each decoder, from an image of the SVG as the page shows it and from a 640×480
#: camera-sized frame holding it; the decoding time of the frame (ms, median of 9) for each.
READ = """async () => {
  const scan = await import(new URL("./scan.mjs", location.href).href);
  const svg = document.querySelector("[data-testid=qr-figure] svg");
  const image = new Image();
  image.src = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], {type: "image/svg+xml"}));
  await image.decode();
  const frame = document.createElement("canvas");
  frame.width = 640; frame.height = 480;
  const context = frame.getContext("2d");
  context.fillStyle = "#777"; context.fillRect(0, 0, 640, 480);
  context.drawImage(image, 150, 70, 340, 340);
  const kinds = ["zxing"];
  if ("BarcodeDetector" in window && (await BarcodeDetector.getSupportedFormats()).includes("qr_code")) {
    kinds.push("native");
  }
  const out = {};
  for (const kind of kinds) {
    const decode = await scan.decoder(kind);
    const times = [];
    let fromFrame = null;
    for (let i = 0; i < 9; i++) {
      const started = performance.now();
      fromFrame = await decode(frame);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    out[kind] = {fromSvg: await decode(image), fromFrame, frameMs: times[4], kind: decode.kind};
  }
  return out;
}"""


def run_python(page, code: str):
    return page.evaluate(PYTHON, code)


def requested(page) -> list[str]:
    urls: list[str] = []
    page.on("request", lambda request: urls.append(request.url))
    return urls


def test_a_300_character_link_reads_back_with_the_vendored_decoder_and_the_native_one(page) -> None:
    page.set_viewport_size(PHONE)
    urls = requested(page)
    open_app(page)
    assert not [url for url in urls if "segno" in url or "zxing" in url], "loaded at start-up"
    load_ms = run_python(page, DRAW)
    figure = page.locator("[data-testid=qr-figure]")
    svg = figure.locator("svg[role=img]")
    assert svg.get_attribute("aria-label") == "Invitation for seat 2"
    assert svg.locator("path").count() == 1
    box, caption = svg.bounding_box(), figure.locator("figcaption").bounding_box()
    assert box["width"] == pytest.approx(343, abs=1) and box["height"] == pytest.approx(box["width"], abs=1)
    assert caption["y"] + caption["height"] <= PHONE["height"]  # the caption is on the same screen
    assert box["width"] / 69 >= 4.9  # version 11 with its quiet zone: 69 modules, each ≥ 4.9 CSS px on a phone
    results = page.evaluate(READ)
    assert results["zxing"]["kind"] == "zxing"
    for kind, result in results.items():
        assert result["fromSvg"] == LINK and result["fromFrame"] == LINK, kind
    print(f"\nsegno's first load and import: {load_ms} ms; decoding a 640x480 frame: "
          + ", ".join(f"{kind} {result['frameMs']:.1f} ms" for kind, result in results.items()))
    assert [url for url in urls if url.endswith("/zxing_reader.wasm")], "zxing-wasm's wasm comes from the site"


SCAN = """
import js
from web import dom, scan
root = js.document.getElementById("app")
html = js.document.documentElement

reads = []

def read(text):
    reads.append(text)
    html.dataset.scanned = text
    html.dataset.reads = str(len(reads))

scanner = scan.Scanner(read, lambda: None)
dom.mount(root, scanner.view)
scanner.start()
"""


def y4m(path: Path, text: str, width: int = 640, height: int = 480, frames: int = 5) -> None:
    """A grey video of ``text``'s QR code (as web/qr.py makes it), for Chromium's fake camera: Y plane, grey chroma."""
    qr = segno.make_qr(text, error="L", boost_error=True)
    rows = [bytes(row) for row in qr.matrix_iter(scale=5, border=4)]
    top, left = (height - len(rows)) // 2, (width - len(rows[0])) // 2
    luma = bytearray([128]) * (width * height)
    for y, row in enumerate(rows):
        start = (top + y) * width + left
        luma[start:start + len(row)] = bytes(16 if dark else 235 for dark in row)
    chroma = bytes([128]) * (width * height // 2)
    with path.open("wb") as video:
        video.write(f"YUV4MPEG2 W{width} H{height} F10:1 Ip A1:1 C420jpeg\n".encode())
        for _ in range(frames):
            video.write(b"FRAME\n" + luma + chroma)


#: Keeps every camera stream the page opens (window.streams), to check afterwards that each was stopped.
KEEP_STREAMS = """
const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
window.streams = [];
navigator.mediaDevices.getUserMedia = async (constraints) => {
  const stream = await getUserMedia(constraints);
  window.streams.push(stream);
  return stream;
};
"""
#: Whether every stream opened is stopped (and one was).
CAMERA_OFF = "() => streams.length > 0 && streams.every(s => s.getTracks().every(t => t.readyState === 'ended'))"
#: A BarcodeDetector that never finds a code: the scan goes on until cancelled.
BLIND = """() => {
  window.BarcodeDetector = class {
    static async getSupportedFormats() { return ["qr_code"]; }
    async detect() { return []; }
  };
}"""


@pytest.fixture(scope="module")
def camera(browser, chromium: str, tmp_path_factory: pytest.TempPathFactory):
    """A Chromium of its own whose camera (allowed without asking) films a QR code of LINK."""
    video = tmp_path_factory.mktemp("camera") / "qr.y4m"
    y4m(video, LINK)
    fake = ["--use-fake-device-for-media-stream", f"--use-file-for-fake-video-capture={video}",
            "--use-fake-ui-for-media-stream"]
    filming = browser.browser_type.launch(executable_path=chromium, args=CHROMIUM_ARGS + fake)
    yield filming
    filming.close()


@pytest.fixture
def camera_page(camera, site_url: str):
    """A fresh page in that browser; the test fails on console errors, page errors or non-local requests."""
    context = camera.new_context()
    context.add_init_script(KEEP_STREAMS)
    page = context.new_page()
    problems = watch(page)
    page.site_url = site_url
    yield page
    context.close()
    assert not problems, problems


def test_the_scanner_reads_a_code_from_the_camera_once_and_turns_the_camera_off(camera_page) -> None:
    page = camera_page
    open_app(page)
    run_python(page, SCAN)
    page.wait_for_selector("[data-testid=scan][data-scan=done]", timeout=30_000)
    assert page.get_attribute("html", "data-scanned") == LINK
    assert page.evaluate(CAMERA_OFF)
    video = page.locator("[data-testid=scan-video]")
    print(f"\nthe camera's decoder: {video.get_attribute('data-decoder')}, last frame "
          f"{video.get_attribute('data-frame-ms')} ms")
    page.wait_for_timeout(500)  # the loop would have looked at three more frames by now: it must not read again
    assert page.get_attribute("html", "data-reads") == "1"


def test_cancel_turns_the_camera_off_and_reads_nothing(camera_page) -> None:
    page = camera_page
    open_app(page)
    page.evaluate(BLIND)
    run_python(page, SCAN)
    page.wait_for_selector("[data-testid=scan][data-scan=scanning]")
    page.wait_for_selector("[data-testid=scan-video][data-frame-ms]", state="attached")  # it has looked at frames
    page.click("[data-testid=scan-cancel]")
    page.wait_for_selector("[data-testid=scan][data-scan=cancelled]")
    page.wait_for_function(CAMERA_OFF)
    assert page.get_attribute("html", "data-reads") is None


def test_without_camera_permission_it_asks_for_the_text_in_the_page_language(page) -> None:
    open_app(page)  # this browser has no fake camera and grants nothing: getUserMedia is refused or finds none
    run_python(page, SCAN)
    page.wait_for_selector("[data-testid=scan]:is([data-scan=refused], [data-scan=unavailable])")
    assert "Paste the text instead" in page.inner_text("[data-testid=scan-status]")
    run_python(page, "from web import i18n\ni18n.set_lang('ja')\n" + SCAN)
    page.wait_for_selector("[data-testid=scan]:is([data-scan=refused], [data-scan=unavailable])")
    assert "貼り付けて" in page.inner_text("[data-testid=scan-status]")
    cancel = page.locator("[data-testid=scan-cancel]").bounding_box()
    assert cancel["height"] >= 44


def test_a_screen_that_drops_the_panel_turns_the_camera_off(camera_page) -> None:
    page = camera_page
    open_app(page)
    page.evaluate(BLIND)
    run_python(page, SCAN)
    page.wait_for_selector("[data-testid=scan-video][data-frame-ms]", state="attached")
    run_python(page, "dom.mount(root, lambda: dom.el('p', text='another screen'))")
    page.wait_for_function(CAMERA_OFF)
