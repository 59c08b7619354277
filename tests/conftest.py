"""Shared test setup: the repo root importable, a fresh dist/, and a skipped test counted as a failure.

A test that skips because a tool (chromium, node) is missing would let CI pass
without testing anything, so every skip is reported as a failure here.

Under pytest-xdist (`build.py test` runs two workers) dist/ is built once before the workers start, and
the tests of a module that shares a module-scoped fixture run in one worker, which sets it up once.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def pytest_configure(config: pytest.Config) -> None:
    """Build dist/ in xdist's controller, before its workers start: two workers building would race to replace it."""
    is_controller = getattr(config.option, "numprocesses", None) and not hasattr(config, "workerinput")
    if is_controller and os.environ.get("PYGAMES_DIST_FRESH") != "1":
        import build

        build.build()
        os.environ["PYGAMES_DIST_FRESH"] = "1"  # the workers inherit it: their `dist` fixture builds nothing


@pytest.hookimpl(tryfirst=True)  # before xdist's own hook reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Keep each module that shares a module-scoped fixture in one xdist worker (a no-op without workers)."""
    for item in items:
        fixtures = getattr(item, "_fixtureinfo", None)
        defs = fixtures.name2fixturedefs.values() if fixtures else ()
        if any(d[-1].scope in ("module", "class") for d in defs):
            item.add_marker(pytest.mark.xdist_group(item.nodeid.split("::")[0]))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):
    """Turn a skipped test into a failed one (xfail stays xfail)."""
    outcome = yield
    report = outcome.get_result()
    if report.skipped and not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        report.longrepr = f"skipped, which counts as a failure here: {report.longrepr}"


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector: pytest.Collector):
    """Turn a module skipped at collection (e.g. importorskip) into a collection error."""
    outcome = yield
    report = outcome.get_result()
    if report.skipped:
        report.outcome = "failed"
        report.longrepr = f"skipped at collection, which counts as a failure here: {report.longrepr}"


@pytest.fixture(scope="session")
def dist() -> Path:
    """dist/ built from the current sources (`python build.py test` has just built it)."""
    import build

    if os.environ.get("PYGAMES_DIST_FRESH") != "1":
        build.build()
    return build.DIST
