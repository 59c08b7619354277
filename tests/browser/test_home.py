"""The home page boots offline, and the ``page`` fixture really catches what it promises to."""

from __future__ import annotations

from .conftest import READY, wait_ready


def test_home_boots_offline(page) -> None:
    """Home reaches ready with no console errors and no request leaving localhost (checked by `page`)."""
    page.goto(page.site_url)
    wait_ready(page)
    assert page.locator(READY).count() == 1
    page.wait_for_load_state("networkidle")


def test_page_fixture_catches_errors_and_foreign_requests(page) -> None:
    """A console error, an uncaught error and a request to another host are all recorded."""
    page.goto(page.site_url + "pyscript.json")
    page.evaluate("""() => {
        console.error("boom");
        setTimeout(() => { throw new Error("uncaught"); });
        return fetch("https://example.invalid/x").catch(() => null);
    }""")
    page.wait_for_timeout(200)
    problems = list(page.problems)
    page.problems.clear()  # expected here; anything left would fail the test at teardown
    assert any("console error: boom" in p for p in problems), problems
    assert any("page error" in p and "uncaught" in p for p in problems), problems
    assert any("non-local request" in p and "example.invalid" in p for p in problems), problems


def test_a_browser_without_webassembly_gets_a_clear_message(page) -> None:
    page.add_init_script("delete window.WebAssembly;")
    page.goto(page.site_url)
    message = page.locator(".boot-unsupported")
    message.wait_for(state="visible")
    assert "WebAssembly" in message.inner_text()
    page.wait_for_timeout(1500)  # whatever PyScript does next, the message stays
    assert message.is_visible()
    page.problems.clear()  # PyScript's own failure to start is expected here
