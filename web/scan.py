"""Reading a QR code with the rear camera (issue 48): the host reads a guest's answer, a guest an invitation.

A :class:`Scanner` is a panel (the camera's picture, a status line, Cancel) that a screen draws and then starts;
static/scan.mjs does the camera and the decoding (the browser's BarcodeDetector, else zxing-wasm loaded then).
The text goes to ``on_text`` once, and the camera is off by then; a render that drops the panel turns the camera
off too (draw a new Scanner to look again). Without a camera, or when it is refused, the
status line says so and asks for the text to be pasted, a field the screen keeps beside the panel.

``data-scan`` on the panel says where it is: ``starting`` (asking for the camera), ``scanning``, ``done``,
``cancelled``, or the reason it gave up: ``refused`` (no permission), ``unavailable`` (no camera, one in use,
or a page not served securely, where browsers offer no camera), ``failed`` (the decoder did not load).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyodide.ffi import jsnull

from . import i18n
from .dom import Node, button, el
from .i18n import t

i18n.add({
    "scan.video": {"ja": "カメラの映像", "en": "Camera view"},
    "scan.starting": {"ja": "カメラを起動しています…", "en": "Starting the camera…"},
    "scan.aim": {"ja": "QRコードを枠に入れてください。", "en": "Point the camera at the QR code."},
    "scan.done": {"ja": "読み取りました。", "en": "Read."},
    "scan.cancel": {"ja": "キャンセル", "en": "Cancel"},
    "scan.refused": {
        "ja": "カメラが許可されませんでした。文字列を貼り付けてください。",
        "en": "The camera was not allowed. Paste the text instead.",
    },
    "scan.unavailable": {
        "ja": "ここではカメラを使えません。文字列を貼り付けてください。",
        "en": "No camera can be used here. Paste the text instead.",
    },
    "scan.failed": {
        "ja": "QRコードを読み取れませんでした。文字列を貼り付けてください。",
        "en": "The QR code could not be read here. Paste the text instead.",
    },
})

#: The JS half, beside the page.
MODULE = "./scan.mjs"
#: The browser's error names (getUserMedia's, and scan.mjs's own NoCamera) → the state shown.
REASONS = {
    "NotAllowedError": "refused", "SecurityError": "refused",
    "NotFoundError": "unavailable", "OverconstrainedError": "unavailable", "NotReadableError": "unavailable",
    "NoCamera": "unavailable",
}


class Scanner:
    """A camera panel that reads one QR code; ``testid`` prefixes its elements' ``data-testid``."""

    def __init__(self, on_text: Callable[[str], None], on_cancel: Callable[[], None], testid: str = "scan") -> None:
        self.on_text, self.on_cancel, self.testid = on_text, on_cancel, testid
        self.abort: Any = None  # the scan's AbortController, once it runs
        self.cancelled = False

    def view(self) -> Node:
        """The panel to draw, in the render that draws it (its Cancel is that render's); then :meth:`start`."""
        return el(
            "div",
            el("video", cls="scanner-video", aria_label=t("scan.video"), muted=True, playsinline=True,
               data_testid=self.part("video")),
            el("p", t("scan.starting"), cls="scanner-status", role="status", data_testid=self.part("status")),
            button(t("scan.cancel"), action=self.cancel, data_testid=self.part("cancel")),
            cls="scanner", data_testid=self.testid, data_scan="starting",
        )

    def part(self, name: str = "") -> str:
        """The ``data-testid`` of the panel (no name) or of one of its parts."""
        return f"{self.testid}-{name}" if name else self.testid

    def find(self, name: str = "") -> Any:
        """The page's element for the panel or one of its parts (None once the screen has moved on)."""
        import js

        found = js.document.querySelector(f'[data-testid="{self.part(name)}"]')
        return None if found in (None, jsnull) else found

    def start(self) -> None:
        """Open the camera and look for a code, in the background."""
        import asyncio

        asyncio.ensure_future(self.run())

    def cancel(self) -> None:
        """Stop looking (the camera goes off) and tell the screen."""
        self.cancelled = True
        if self.abort is not None:
            self.abort.abort()
        self.show("cancelled", "")
        self.on_cancel()

    async def run(self) -> None:
        import js
        from pyodide.ffi import JsException

        try:
            url = js.URL.new(MODULE, js.document.baseURI).href
            module = await js.Function.new("url", "return import(url)")(url)
            if self.cancelled:
                return
            video = self.find("video")
            self.abort = js.AbortController.new()
            await module.open(video)
            if self.cancelled:
                module.close(video)
                return
            self.show("scanning", t("scan.aim"))
            text = await module.read(video, self.abort.signal)
        except JsException as error:
            reason = REASONS.get(str(getattr(error, "name", "")), "failed")
            self.show(reason, t(f"scan.{reason}"))
            return
        if self.cancelled or text is None or text is jsnull:  # JS null arrives as jsnull
            return
        self.show("done", t("scan.done"))
        self.on_text(str(text))

    def show(self, state: str, words: str) -> None:
        """Mark the panel's state and say it on the status line."""
        panel, status = self.find(), self.find("status")
        if panel is not None and status is not None:
            panel.dataset.scan = state
            status.textContent = words
