"""The tab survives Chromium's allocation sampling (static/no-jspi.mjs).

Chromium samples a few allocations in the field (GWP-ASan, heap profiling) and walks each sampled
one's stack by frame pointers. On the stack Pyodide gives Python when it uses JSPI, that walk reads
past the top and the renderer dies ("Aw, Snap!"). DevTools' native sampling (CDP Memory.startSampling)
makes it happen on demand: with a sample every 256 bytes, every start of the site crashed while
Pyodide was offered JSPI (4 of 4; minidumps at the same instruction as the browser tests' rare crash).
"""

from __future__ import annotations

from .conftest import wait_ready
from .helpers import GAME_OVER

SAMPLE_EVERY_BYTES = 256
MADE = "html[data-snapshot-store=made], html[data-snapshot-store=failed]"


def test_the_site_starts_restores_and_bots_play_a_game_while_chromium_samples_allocations(page) -> None:
    """A first visit (and the worker making its snapshot), a return visit from the snapshot, and two strong
    bots playing Fox to the end: the tab never crashes."""
    crashes: list[object] = []
    page.on("crash", lambda crashed: crashes.append(crashed))
    devtools = page.context.new_cdp_session(page)
    devtools.send("Memory.startSampling", {"samplingInterval": SAMPLE_EVERY_BYTES})

    page.goto(page.site_url + "?botdelay=0")
    wait_ready(page)
    page.wait_for_selector(MADE, state="attached", timeout=120_000)
    assert page.get_attribute("html", "data-snapshot-store") == "made"
    page.reload()
    wait_ready(page)
    assert page.get_attribute("html", "data-snapshot") == "restored"
    page.goto(page.site_url + "embed.html?game=fox_grapes&seats=bot:strong,bot:strong&botdelay=0")
    page.click("[data-testid=embed-play]")
    wait_ready(page)
    page.wait_for_selector(GAME_OVER, timeout=300_000)

    assert not crashes
    samples = devtools.send("Memory.getSamplingProfile")["profile"]["samples"]
    assert len(samples) > 100, "Chromium was not sampling this page's allocations"
