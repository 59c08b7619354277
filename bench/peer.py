#!/usr/bin/env python3
"""WebRTC link benchmark (issue 48): text sizes, time from accept to both sides open, round trip, in Chromium.

    python bench/peer.py [--runs 10] [--no-build] [--show-addresses]

Two browser contexts of one headless Chromium on the built site, connected by static/peer.mjs over this
machine's own addresses, the offer and answer passed through web.signaling's short texts (as
tests/browser/test_peer.py does). Chromium hides local addresses behind mDNS names unless
``--show-addresses`` (``--disable-features=WebRtcHideLocalIpsWithMdns``, as a page with camera
permission sees them). Prints the invitation and answer sizes for one to four candidates (the real
descriptions' ICE credentials, with their candidates repeated or cut to that many), the median and
range of ``--runs`` accept-to-both-open times, and the median round trip of a 100-byte message echoed
by the guest. Asserts nothing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from startup import ARGS, serve  # noqa: E402

import build  # noqa: E402  (startup put the repository on the path)
from tests.browser.peers import Peer, connect, wait_open  # noqa: E402
from web.signaling import minimize  # noqa: E402

#: The guest echoes; the host times ``count`` round trips of a ``size``-byte message, one after another.
ROUND_TRIPS = """async ([host, size, count]) => {
  const link = harness.links[host].link;
  const times = [];
  for (let i = 0; i < count; i++) {
    const echoed = new Promise((done) => { link.onmessage = done; });
    const start = performance.now();
    link.send("x".repeat(size));
    await echoed;
    times.push(performance.now() - start);
  }
  return times;
}"""
ECHO = "(id) => { const link = harness.links[id].link; link.onmessage = (text) => link.send(text); }"


def with_candidates(description: dict, count: int) -> dict:
    """``description`` with its host candidates repeated (other ports) or cut to ``count``."""
    lines = description["sdp"].split("\r\n")
    found = [line for line in lines if line.startswith("a=candidate:") and " udp " in line]
    made = []
    for index in range(count):
        parts = found[index % len(found)].split()
        parts[5] = str(40000 + index)
        made.append(" ".join(parts))
    at = lines.index(found[0])
    rest = [line for line in lines if not line.startswith("a=candidate:")]
    return {**description, "sdp": "\r\n".join(rest[:at] + made + rest[at:])}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--show-addresses", action="store_true")
    args = parser.parse_args(argv)
    if not args.no_build:
        build.build()
    from playwright.sync_api import sync_playwright

    server, url = serve(build.DIST)
    extra = ["--disable-features=WebRtcHideLocalIpsWithMdns"] if args.show_addresses else []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=build.find_chromium(), args=ARGS + extra)
        host, guest = (Peer(browser.new_context().new_page()).install(url) for _ in range(2))
        opened, round_trips = [], []
        for run in range(args.runs):
            link = connect(host, guest)
            wait_open(link)
            accepted = host.call("harness.links[arg].acceptedAt", link.host_id)
            both = max(host.call("harness.links[arg].openedAt", link.host_id),
                       guest.call("harness.links[arg].openedAt", link.guest_id))
            opened.append(both - accepted)
            if run == 0:
                offer = host.call("harness.links[arg].link.description()", link.host_id)
                answer = guest.call("harness.links[arg].link.description()", link.guest_id)
                addresses = [line.split()[4] for line in offer["sdp"].split("\r\n") if line.startswith("a=candidate")]
                print(f"candidates seen: {len(addresses)} ({', '.join(addresses)})")
                print(f"texts as made: invitation {len(link.invitation)}, answer {len(link.answer)} characters")
                for count in range(1, 5):
                    sizes = [len(minimize(with_candidates(d, count))) for d in (offer, answer)]
                    print(f"  {count} candidate(s): invitation {sizes[0]}, answer {sizes[1]} characters")
            guest.page.evaluate(ECHO, link.guest_id)
            round_trips += host.page.evaluate(ROUND_TRIPS, [link.host_id, 100, 20])[1:]
            host.call("harness.links[arg].link.close()", link.host_id)
            guest.wait_event(link.guest_id, "close")
        print(f"accept to both open: median {statistics.median(opened):.0f} ms, "
              f"range {min(opened):.0f}-{max(opened):.0f} ms ({args.runs} runs)")
        print(f"100-byte round trip: median {statistics.median(round_trips):.2f} ms, "
              f"90th percentile {statistics.quantiles(round_trips, n=10)[-1]:.2f} ms ({len(round_trips)} trips)")
        browser.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
