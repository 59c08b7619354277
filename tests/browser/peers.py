"""Drive static/peer.mjs in pages of the built site: links made, connected and watched from the test process.

The offer and the answer go from page to page through CPython's ``web.signaling`` (``minimize`` then
``expand``), as they would through a QR code: what a page receives is only what the short text keeps.
Used by tests/browser/test_peer.py and bench/peer.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from web.signaling import expand, minimize

#: A page of the site that runs no Python: peer.mjs needs none.
PAGE = "gallery.html"

#: Installed in a page as ``window.harness``: each link's received texts and events, kept for the test to read.
HARNESS = """async () => {
  const peer = await import(new URL("./peer.mjs", location.href).href);
  const links = [];
  const keep = (link) => {
    const kept = {link, inbox: [], events: []};
    link.onopen = () => { kept.events.push("open"); kept.openedAt = Date.now(); };
    link.onmessage = (text) => kept.inbox.push(text);
    link.onclose = () => kept.events.push("close");
    return links.push(kept) - 1;
  };
  window.harness = {
    links,
    peer,
    async offer() {
      const {link, description} = await peer.offer();
      return {id: keep(link), description};
    },
    async answer(description) {
      const made = await peer.answer(description);
      return {id: keep(made.link), description: made.description};
    },
    accept: (id, description) => { links[id].acceptedAt = Date.now(); return links[id].link.accept(description); },
    send: (id, texts) => texts.forEach((text) => links[id].link.send(text)),
    burst: (id, count) => { for (let i = 0; i < count; i++) links[id].link.send(`m${i}`); },
  };
}"""


@dataclass
class Connection:
    """A host link and a guest link made from one offer and one answer; the texts that travelled."""

    host: Peer
    host_id: int
    guest: Peer
    guest_id: int
    invitation: str
    answer: str


@dataclass
class Peer:
    """A page with the harness installed."""

    page: object
    problems: list[str] = field(default_factory=list)

    def install(self, url: str) -> Peer:
        self.page.goto(url + PAGE)
        self.page.evaluate(HARNESS)
        return self

    def call(self, script: str, arg=None):
        return self.page.evaluate(f"(arg) => {script}", arg)

    def events(self, link: int) -> list[str]:
        return self.call("harness.links[arg].events", link)

    def inbox(self, link: int) -> list[str]:
        return self.call("harness.links[arg].inbox", link)

    def wait(self, script: str, arg=None, timeout_ms: int = 20_000) -> None:
        self.page.wait_for_function(f"(arg) => {script}", arg=arg, timeout=timeout_ms)

    def wait_event(self, link: int, event: str, timeout_ms: int = 20_000) -> None:
        self.wait("harness.links[arg[0]].events.includes(arg[1])", [link, event], timeout_ms)

    def wait_inbox(self, link: int, count: int) -> None:
        self.wait("harness.links[arg[0]].inbox.length >= arg[1]", [link, count])


def connect(host: Peer, guest: Peer) -> Connection:
    """Offer, answer and accept through the short texts; returns once the host has accepted (not yet open)."""
    made = host.call("harness.offer()")
    invitation = minimize(made["description"])
    joined = guest.call("harness.answer(arg)", expand(invitation))
    answer = minimize(joined["description"])
    host.call("harness.accept(arg[0], arg[1])", [made["id"], expand(answer)])
    return Connection(host, made["id"], guest, joined["id"], invitation, answer)


def wait_open(connection: Connection) -> None:
    connection.host.wait_event(connection.host_id, "open")
    connection.guest.wait_event(connection.guest_id, "open")
