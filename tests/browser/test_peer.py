"""One table, several phones, no server (issue 48): static/peer.mjs and web/peer.py between browser contexts.

Each context is a device; they connect over this machine's own addresses, with the offer and the
answer passed as the short texts of web/signaling.py (at most 300 characters each), as a QR code would
carry them. The host must hear a phone leave (a reload, a closed tab, a close(), a page gone silent) and
take the same seat's new answer afterwards.

No Chromium switch is needed (measured with Chromium 156): the contexts' host candidates are mDNS names
(``<uuid>.local``), as on a phone without camera permission, and one browser resolves its own names even
where the interface has multicast off (tried in a network namespace). Loopback is never a candidate: with
only ``lo`` up, Chromium offers none at all, with or without ``--allow-loopback-in-peer-connection``, and
web.signaling refuses to make an invitation; these tests need one other interface up (here eth0).
"""

from __future__ import annotations

import contextlib
import json

import pytest

from web.signaling import MAX_TEXT

from .helpers import open_app
from .peers import Peer, connect, wait_open

BIG = 16 * 1024
#: A phone that leaves on purpose is heard within this; a silent one only after ICE's disconnect and the grace (~10 s).
HEARD_MS = 3_000


@pytest.fixture
def devices(devices, site_url: str):
    """Make devices (conftest's), each with the harness installed."""

    def make() -> Peer:
        page = devices()
        return Peer(page, page.problems).install(site_url)

    return make


def test_a_phone_and_the_host_talk_both_ways_in_order_through_the_short_texts(devices) -> None:
    host, guest = devices(), devices()
    link = connect(host, guest)
    assert 0 < len(link.invitation) <= MAX_TEXT and 0 < len(link.answer) <= MAX_TEXT
    wait_open(link)
    assert host.call("harness.links[arg].link.open", link.host_id)

    host.call("harness.send(arg, ['hello', 'ようこそ'])", link.host_id)
    guest.call("harness.send(arg, ['ready'])", link.guest_id)
    guest.wait_inbox(link.guest_id, 2)
    host.wait_inbox(link.host_id, 1)
    assert guest.inbox(link.guest_id) == ["hello", "ようこそ"]
    assert host.inbox(link.host_id) == ["ready"]

    guest.call("harness.burst(arg, 1000)", link.guest_id)
    big = json.dumps({"view": "x" * (BIG - 20)})
    host.call("harness.send(arg[0], [arg[1]])", [link.host_id, big])
    host.wait_inbox(link.host_id, 1001)
    guest.wait_inbox(link.guest_id, 3)
    assert host.inbox(link.host_id)[1:] == [f"m{i}" for i in range(1000)]
    assert guest.inbox(link.guest_id)[2] == big


def test_a_host_keeps_three_phones_apart(devices) -> None:
    host = devices()
    links = [connect(host, devices()) for _ in range(3)]
    for link in links:
        wait_open(link)
    for seat, link in enumerate(links):
        host.call("harness.send(arg[0], [arg[1]])", [link.host_id, f"seat {seat}"])
        link.guest.call("harness.send(arg[0], [arg[1]])", [link.guest_id, f"from {seat}"])
    for seat, link in enumerate(links):
        link.guest.wait_inbox(link.guest_id, 1)
        host.wait_inbox(link.host_id, 1)
        assert link.guest.inbox(link.guest_id) == [f"seat {seat}"]
        assert host.inbox(link.host_id) == [f"from {seat}"]


@pytest.mark.parametrize("leave", ["reload", "close the tab", "close()", "go silent"])
def test_the_host_hears_a_phone_leave_and_its_seat_can_be_joined_again(devices, site_url: str, leave: str) -> None:
    """A phone that goes silent with no goodbye (here its page crashes; on a table, it left the Wi-Fi) is
    closed once ICE reports it disconnected (about 5 s here) and it stays so for peer.mjs's DISCONNECTED_MS."""
    host, guest = devices(), devices()
    link = connect(host, guest)
    wait_open(link)
    if leave == "reload":
        guest.install(site_url)
    elif leave == "close the tab":
        guest.page.close()
        guest = devices()
    elif leave == "go silent":
        host.call(NOTE_DISCONNECTED, link.host_id)
        crash(guest.page)
        guest = devices()
    else:
        guest.call("harness.links[arg].link.close()", link.guest_id)
        assert guest.events(link.guest_id) == ["open", "close"]
    # a page that goes away says so (peer.mjs closes its links on pagehide): the host need not wait for ICE
    host.wait_event(link.host_id, "close", timeout_ms=20_000 if leave == "go silent" else HEARD_MS)
    assert host.events(link.host_id) == ["open", "close"]
    if leave == "go silent":  # a short silence (a phone's screen locking for a moment) would not end it
        grace = host.call("harness.links[arg].closedAt - harness.links[arg].disconnectedAt", link.host_id)
        assert grace >= host.call("harness.peer.DISCONNECTED_MS") - 50
    assert not host.call("harness.links[arg].link.open", link.host_id)

    again = connect(host, guest)
    wait_open(again)
    guest.call("harness.send(arg, ['back'])", again.guest_id)
    host.wait_inbox(again.host_id, 1)
    assert host.inbox(again.host_id) == ["back"]
    assert host.events(link.host_id) == ["open", "close"]  # the old link's close fired once


#: Notes when the host's connection to a link first says "disconnected", and when the link closes.
NOTE_DISCONNECTED = """((kept) => {
  kept.link.pc.addEventListener("connectionstatechange", () => {
    if (kept.link.pc.connectionState === "disconnected") kept.disconnectedAt ??= performance.now();
  });
  const onclose = kept.link.onclose;
  kept.link.onclose = () => { kept.closedAt = performance.now(); onclose(); };
})(harness.links[arg])"""


def crash(page) -> None:
    """Kill the page's renderer: its connections stop answering without closing."""
    with page.expect_event("crash"), contextlib.suppress(Exception):  # the navigation is aborted
        page.goto("chrome://crash", timeout=5_000)


#: web/peer.py in the app's own Python (the interpreter PyScript got from pyodide-early.mjs).
PYTHON = """async (code) => {
  const early = await import(new URL("./pyodide-early.mjs", location.href).href);
  const pyodide = await early.loadPyodide();
  return pyodide.runPythonAsync(code);
}"""

#: Both sides in one page: the host invites, a phone joins and answers, the host accepts; text both ways.
ROUND_TRIP = """
import asyncio, json
from web import peer, signaling

events = []
host, invitation = await peer.invite()
guest, answer = await peer.join(invitation)
host.on_open = lambda: events.append("host open")
guest.on_message = lambda text: events.append("guest got " + text)
host.on_message = lambda text: events.append("host got " + text)
host.on_close = lambda: events.append("host closed")
errors = []
for bad in ("", "not a code", invitation):
    try:
        await peer.accept(host, bad)
    except signaling.SignalError as err:
        errors.append(str(err))
await peer.accept(host, answer)
while not (host.open and guest.open):
    await asyncio.sleep(0.02)
host.send("your view")
guest.send("my move")
while len(events) < 3:
    await asyncio.sleep(0.02)
guest.close()
while "host closed" not in events:
    await asyncio.sleep(0.02)
try:
    host.send("late")
except ConnectionError as err:
    errors.append(str(err))
json.dumps({"events": events, "errors": errors, "sizes": [len(invitation), len(answer)],
            "opened_in": host.opened_in})
"""

LOADED = "() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/peer.mjs'))"


def test_the_apps_python_invites_joins_and_accepts_through_web_peer(page) -> None:
    open_app(page)
    assert not page.evaluate(LOADED)  # a table that is not hosted or joined loads no WebRTC code
    result = json.loads(page.evaluate(PYTHON, ROUND_TRIP))
    assert page.evaluate(LOADED)
    assert sorted(result["events"]) == ["guest got your view", "host closed", "host got my move", "host open"]
    assert result["errors"] == [
        "This is not a connection code (it may have been cut short).",
        "This is not a connection code (it may have been cut short).",
        "This is the invitation, not a phone's answer.",
        "This phone is not connected.",
    ]
    assert all(0 < size <= MAX_TEXT for size in result["sizes"])
    assert 0 < result["opened_in"] < 10


def test_the_service_worker_keeps_peer_mjs_for_offline_tables(page) -> None:
    page.goto(page.site_url + "gallery.html")
    worker = page.evaluate("fetch('sw.js').then((response) => response.text())")
    assert '"./peer.mjs"' in worker.split("\n", 2)[1]
