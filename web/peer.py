"""A phone at the table, as Python sees it: invite, join, accept, then text both ways (issue 48).

The connection itself is ``static/peer.mjs`` (the browser's RTCPeerConnection, one data channel, no
server), imported only when a table is hosted or joined; what travels by hand is
:mod:`web.signaling`'s short text. The host calls :func:`invite` once per phone seat and
:func:`accept` with that phone's answer; the phone calls :func:`join` with the invitation and shows
its answer. No game here: a :class:`Link` carries text, and says when it opens and when it is gone.
"""

from __future__ import annotations

from collections.abc import Callable

import js
from pyodide.ffi import JsException, create_once_callable, create_proxy, to_js

from web import signaling

MODULE = "./peer.mjs"


class Link:
    """One data channel: :meth:`send` text; set ``on_open()``, ``on_message(text)`` and ``on_close()``.

    ``on_close`` is called once, whatever ended the link (the other side left, its network dropped for
    more than a few seconds, or :meth:`close` here); the link is then spent: a rejoin is a new link.
    """

    def __init__(self, link) -> None:
        self._link = link
        self.on_open: Callable[[], None] = lambda: None
        self.on_message: Callable[[str], None] = lambda text: None
        self.on_close: Callable[[], None] = lambda: None
        # JS keeps calling these until the link ends, so they must outlive any Python reference to them
        self._proxies = [create_proxy(self._opened), create_proxy(self._received), create_proxy(self._closed)]
        link.onopen, link.onmessage, link.onclose = self._proxies

    @property
    def open(self) -> bool:
        return bool(self._link.open)

    @property
    def opened_in(self) -> float | None:
        """Seconds from the remote description (the answer accepted, the invitation read) to the channel open."""
        return None if self._link.openedMs is None else self._link.openedMs / 1000

    def send(self, text: str) -> None:
        """Send one message; the other side's ``on_message`` gets exactly this text, in order."""
        if not self.open:
            raise ConnectionError("This phone is not connected.")
        self._link.send(text)

    def close(self) -> None:
        self._link.close()

    def _opened(self) -> None:
        self.on_open()

    def _received(self, text: str) -> None:
        self.on_message(text)

    def _closed(self) -> None:
        try:
            self.on_close()
        finally:  # released after this call returns: a proxy may not be destroyed while it runs
            js.setTimeout(create_once_callable(self._release), 0)

    def _release(self) -> None:
        for proxy in self._proxies:
            proxy.destroy()


async def invite() -> tuple[Link, str]:
    """The host's side, one per phone seat: a new link and its invitation text (at most 300 characters)."""
    made = await (await _module()).offer()
    return Link(made.link), signaling.minimize(made.description.to_py())


async def accept(link: Link, answer_text: str) -> None:
    """Connect the host's ``link`` to a phone's answer; :class:`signaling.SignalError` says what is wrong with it."""
    description = _description(answer_text, "answer")
    try:
        await link._link.accept(description)
    except JsException as err:  # e.g. an answer given twice, or to a link that has ended
        raise signaling.SignalError(f"This answer cannot be used here ({err.message}).") from err


async def join(invitation_text: str) -> tuple[Link, str]:
    """The phone's side: a link answering the host's invitation, and the answer text to show the host."""
    description = _description(invitation_text, "offer")
    try:
        made = await (await _module()).answer(description)
    except JsException as err:
        raise signaling.SignalError(f"This invitation cannot be used ({err.message}).") from err
    return Link(made.link), signaling.minimize(made.description.to_py())


def _description(text: str, kind: str):
    """``text`` expanded to the JS ``{type, sdp}`` of a ``kind`` ("offer" or "answer"), or SignalError."""
    description = signaling.expand(text.strip() if isinstance(text, str) else text)
    if description["type"] != kind:
        raise signaling.SignalError("This is the invitation, not a phone's answer." if kind == "answer"
                                    else "This is a phone's answer, not an invitation.")
    return to_js(description, dict_converter=js.Object.fromEntries)


async def _module():
    """static/peer.mjs, loaded on the first call (the browser keeps it for the later ones)."""
    url = js.URL.new(MODULE, js.document.baseURI).href
    return await js.Function.new("url", "return import(url)")(url)
