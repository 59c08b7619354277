"""The home page boots offline."""

from __future__ import annotations

from .conftest import READY, wait_ready


def test_home_boots_offline(page) -> None:
    """Home reaches ready with no console errors and no request leaving localhost (checked by `page`)."""
    page.goto(page.site_url)
    wait_ready(page)
    assert page.locator(READY).count() == 1
    page.wait_for_load_state("networkidle")
