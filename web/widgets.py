"""Controls more than one screen shows: an address to share with its Copy button, and the Copy button itself.

Screens import these from here, never from one another.
"""

from __future__ import annotations

import js

from .dom import Element, button, el, live
from .i18n import t


def link_row(url: str, label: str, testid: str) -> Element:
    """An address to share: a read-only field named ``label`` (testid ``testid``) and its Copy button."""
    field = el("input", cls="text-input share-link", type="url", readonly=True, aria_label=label, data_testid=testid)
    field.value = url  # a property: the address stays text
    return el("div", field, *copier(field, url, testid), cls="share-row")


def copier(field: Element, text: str, testid: str) -> tuple[Element, Element]:
    """A Copy button for ``field`` and the status line that says what happened (``<testid>-copy``/``-status``)."""
    status = el("span", cls="embed-status", role="status", data_testid=f"{testid}-status")

    def copy() -> None:
        shown, said = live(field), live(status)
        shown.focus()
        shown.select()  # also the fallback: a selected text is one keystroke from the clipboard
        said.textContent = t("embed.select")
        said.dataset.state = "selected"
        if getattr(js.navigator, "clipboard", None):
            import asyncio

            asyncio.ensure_future(write_clipboard(text, said))

    return button(t("embed.copy"), action=copy, cls="btn btn-primary", data_testid=f"{testid}-copy"), status


async def write_clipboard(code: str, status: Element) -> None:
    """Copy with the Clipboard API; where it is refused the text stays selected for Ctrl+C."""
    from pyodide.ffi import JsException

    try:
        await js.navigator.clipboard.writeText(code)
    except JsException:
        return
    status.textContent = t("embed.copied")
    status.dataset.state = "copied"
