"""QR codes as inline SVG: an invitation link or an answer a phone's camera reads off another screen (issue 48).

segno encodes (no QR code is written here). It is not loaded at start-up: ``await load()`` fetches its archive
(app/segno.zip, built by build.py from PyPI's pinned wheel) the first time a code is needed; under CPython
(tests, pre-rendering) it is simply installed.

Error correction starts at L and segno raises it as far as the same version allows. A code read off a lit
screen is not torn or stained, so what fails is the camera resolving the modules: fewer, bigger modules help
more than redundancy does. A 300-character link is version 11 (61 modules, 69 with the quiet zone), so on a
375-px phone each module is about 5 CSS px, 10 or more device pixels.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

from .dom import Node, el

#: Where the page fetches segno from (relative to the page, like every URL of the site).
ARCHIVE = "./app/segno.zip"
#: Where the archive is written in the browser's file system, and put on sys.path.
LOCAL = Path("/tmp/segno.zip")
#: The lowest error correction; segno takes the highest that keeps the version.
ERROR = "L"
#: The quiet zone the QR standard asks for, in modules: a camera finds the code by the white around it.
BORDER = 4


async def load() -> None:
    """Make segno importable; in the browser, fetch its archive once (a few hundred ms the first time)."""
    if importlib.util.find_spec("segno") is not None:
        return
    import js

    response = await js.fetch(ARCHIVE)
    if not response.ok:
        raise OSError(f"{ARCHIVE}: HTTP {response.status}")
    LOCAL.write_bytes((await response.arrayBuffer()).to_bytes())
    if str(LOCAL) not in sys.path:
        sys.path.append(str(LOCAL))  # last: the site's own stdlib wins where both hold a module


def symbol(text: str) -> Any:
    """segno's QR code for ``text`` (its version, error level and matrix); call :func:`load` first."""
    import segno

    return segno.make_qr(text, error=ERROR, boost_error=True)


def code(text: str, label: str) -> Node:
    """``text`` as a QR code: an SVG named ``label`` that fills the width it is given, dark modules on white.

    One path draws every dark module (a horizontal stroke per run of them, as segno's own SVG does), over a
    white square that includes the quiet zone, so the code reads on a dark page too. Call :func:`load` first.
    """
    from segno.utils import matrix_to_lines

    qr = symbol(text)
    size = qr.symbol_size(scale=1, border=BORDER)[0]
    moves, at = [], (0, 0)
    for index, ((x1, y), (x2, _)) in enumerate(matrix_to_lines(qr.matrix, BORDER, BORDER + 0.5)):
        moves.append(f"{'m' if index else 'M'}{x1 - at[0]:g} {y - at[1]:g}h{x2 - x1}")
        at = (x2, y)
    return el(
        "svg",
        el("rect", svg=True, width=size, height=size, fill="#fff"),
        el("path", svg=True, stroke="#000", d="".join(moves)),
        svg=True, cls="qr-code", viewBox=f"0 0 {size} {size}", width="100%", role="img", aria_label=label,
        shape_rendering="crispEdges", data_version=qr.version, data_error=qr.error,
    )
