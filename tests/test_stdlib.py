"""The trimmed standard library (stdlib-modules.txt) holds every stdlib module the site's own code imports.

The list is traced in Chromium (`python build.py trace-stdlib`); this static check reads every import
statement of pygames/ and web/, at the top of a module or inside a function, so a module imported only
on a path no trace took (a rare screen, an error) still fails here. tests/test_pyodide_node.py imports
every module and plays every game on the trimmed zip itself, which catches what those imports import.
"""

from __future__ import annotations

import ast
import zipfile
from pathlib import Path

import build

#: Code that is shipped but never imported by the site: the command line (argparse) and the entry script.
NOT_IN_THE_SITE = {Path("pygames/__main__.py")}


def imported_modules(source: str) -> list[tuple[int, str]]:
    """Every absolute module an import statement names, with its line: ``from a.b import c`` gives a, a.b, a.b.c."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]  # c may be a submodule
        else:
            continue
        for name in names:
            parts = name.split(".")
            found += [(node.lineno, ".".join(parts[: i + 1])) for i in range(len(parts))]
    return found


def missing_from_the_stdlib(files: dict[str, str]) -> list[str]:
    """``file:line: module`` for each stdlib module imported by ``files`` that the trimmed stdlib lacks."""
    stdlib, kept = build.stdlib_modules(), set(build.listed_stdlib())
    return sorted({f"{name}:{line}: {module}" for name, source in files.items()
                   for line, module in imported_modules(source) if module in stdlib and module not in kept})


def site_sources() -> dict[str, str]:
    files = {}
    for folder in (build.ROOT / "pygames", build.WEB):
        for path in sorted(folder.rglob("*.py")):
            relative = path.relative_to(build.ROOT)
            if relative not in NOT_IN_THE_SITE:
                files[str(relative)] = path.read_text()
    return files


def test_every_stdlib_module_the_site_imports_is_shipped() -> None:
    sources = site_sources()
    assert "web/play.py" in sources and "pygames/hennote/engine.py" in sources
    assert missing_from_the_stdlib(sources) == []


def test_an_import_inside_a_function_of_a_game_is_caught() -> None:
    """The check reads imports anywhere in a module, also those no trace or test may ever run."""
    source = (build.ROOT / "pygames" / "hennote" / "bot.py").read_text()
    broken = source + "\n\ndef rare():\n    from fractions import Fraction\n    import json, xml.dom\n"
    line = broken.count("\n") - 1
    assert missing_from_the_stdlib({"pygames/hennote/bot.py": broken}) == [
        f"pygames/hennote/bot.py:{line}: fractions", f"pygames/hennote/bot.py:{line + 1}: xml",
        f"pygames/hennote/bot.py:{line + 1}: xml.dom",
    ]


def test_the_list_holds_the_lazy_modules_and_only_stdlib_modules() -> None:
    """STDLIB_LAZY is traced too (run trace-stdlib after changing it); every name in the list exists."""
    listed = build.listed_stdlib()
    assert set(build.STDLIB_LAZY) <= set(listed)
    assert set(listed) <= build.stdlib_modules() and list(listed) == sorted(listed)
    assert {"_pyodide", "pyodide", "encodings.utf_8", "json", "traceback"} <= {n for n, kept in listed.items() if kept}
    assert {"os", "site", "codecs", "io"} <= {name for name, kept in listed.items() if not kept}  # frozen


def test_dist_ships_exactly_the_listed_modules(dist: Path) -> None:
    with zipfile.ZipFile(dist / "pyodide" / "python_stdlib.zip") as z:
        names = z.namelist()
    shipped = {name for name, kept in build.listed_stdlib().items() if kept}
    assert {build.stdlib_module(name) for name in names} - {None} == shipped
    assert all(name.endswith((".pyc", "/")) for name in names)
    assert len(shipped) < len(build.stdlib_modules()) / 3
