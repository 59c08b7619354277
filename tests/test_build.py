"""build.py's promises about dist/: the contract the front end and the deploy rely on."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import struct
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import build


def test_url_check_flags_other_hosts_and_root_paths() -> None:
    problems = build.check_urls({
        "a.html": '<img src="/x.png"><script src="//cdn.example/y.js"></script><a href="./ok.html">',
        "b.css": "a{background:url(/z.png)} b{background:url(./fine.png)}",
        "c.py": 'URL = "https://example.com/a"  # http://127.0.0.1:8000/ is fine',
        "d.svg": '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    })
    assert len(problems) == 4, problems
    assert any("example.com" in p for p in problems)
    assert not any("127.0.0.1" in p or "w3.org" in p for p in problems)


def test_config_points_only_at_files_in_dist(dist: Path) -> None:
    config = json.loads((dist / "pyscript.json").read_text())
    assert config["interpreter"] == "./pyodide-early.mjs"
    assert (dist / config["interpreter"]).is_file()
    assert config["files"] and all(target == "./*" for target in config["files"].values())
    for url in [config["interpreter"], *config["files"]]:
        assert url.startswith("./") and (dist / url).is_file(), url
    assert (dist / "index.html").is_file() and (dist / "web" / "main.py").is_file()
    assert not list((dist / "pyscript").glob("*.map"))


def test_stdlib_is_precompiled_in_place(dist: Path) -> None:
    names = zipfile.ZipFile(dist / "pyodide" / "python_stdlib.zip").namelist()
    assert "json/__init__.pyc" in names and "random.pyc" in names
    assert not [n for n in names if n.endswith(".py")]


def test_sprite_and_game_list_are_inlined_into_the_pages(dist: Path) -> None:
    """One sprite source (static/sprite.svg) in every page and no extra request; the embed poster's games."""
    import pygames

    assert "<symbol" not in (build.STATIC / "index.html").read_text()  # the sprite lives in sprite.svg only
    for page in ("index.html", "embed.html", "gallery.html"):
        text = (dist / page).read_text()
        assert build.SPRITE_PLACEHOLDER not in text and text.count('<symbol id="art-hennote"') == 1, page
    assert not (dist / "sprite.svg").exists()
    text = (dist / "embed.html").read_text()
    games = json.loads(text.split('<script type="application/json" id="games">')[1].split("</script>")[0])
    playable = [g.id for g in pygames.GAMES.values() if build.has_board(g.id)]
    assert [g["id"] for g in games] == playable and len(playable) == 5
    hennote = games[0]
    assert hennote["title"] == {"ja": "ヘンノーテ", "en": "Hennote"} and hennote["description"]["ja"]
    assert (hennote["min_players"], hennote["max_players"]) == (2, 2)
    assert hennote["options"] == {"gods": ["random", "draft"], "no_repeat": ["false", "true"]}
    words = json.loads(text.split('<script type="application/json" id="words">')[1].split("</script>")[0])
    assert words["ja"]["embed.poster.play"] == "遊ぶ" and words["en"]["home.players"] == "{min} players"
    used = set(re.findall(r'"((?:home|embed)\.[a-z_.]+)"', text.split('id="words">')[1].split("</script>", 1)[1]))
    assert used and set(words["ja"]) == set(words["en"]) >= used  # every word the poster's script asks for
    index = (dist / "index.html").read_text()
    words = json.loads(index.split('<script type="application/json" id="words">')[1].split("</script>")[0])
    used = {"offline." + key for key in re.findall(r'(?:words|button)\("(\w+)"', (dist / "offline.js").read_text())}
    assert used and set(words["ja"]) == set(words["en"]) >= used  # every word the offline notices ask for


def test_inlined_game_text_cannot_close_its_script(tmp_path: Path, monkeypatch) -> None:
    """A title with </script> stays JSON inside the element; a page without the placeholders fails the build."""
    import pytest

    hostile = '</script><script>alert(1)</script>'
    monkeypatch.setattr(build, "embed_games", lambda: [{"id": "x", "title": {"en": hostile}}])
    (tmp_path / "sprite.svg").write_text("<svg class=\"sprite\"></svg>\n")
    (tmp_path / "storage-guard.js").write_text("guard()\n")
    page = (f"<body><!-- sprite -->{build.GAMES_PLACEHOLDER}{build.WORDS_PLACEHOLDER}<script>go()</script>"
            f"{build.GUARD_PLACEHOLDER}")
    (tmp_path / "embed.html").write_text(page)
    build.inline_pages(tmp_path)
    text = (tmp_path / "embed.html").read_text()
    assert text.count("</script>") == 4 and text.startswith('<body><svg class="sprite"></svg>')
    assert text.endswith("<script>\nguard()\n</script>")
    inlined = text.split('id="games">')[1].split("</script>")[0]
    assert json.loads(inlined)[0]["title"]["en"] == hostile
    assert not (tmp_path / "sprite.svg").exists() and not (tmp_path / "storage-guard.js").exists()
    (tmp_path / "embed.html").unlink()
    for missing, kept in (("sprite", build.GUARD_PLACEHOLDER), ("storage-guard", "<!-- sprite -->")):
        (tmp_path / "sprite.svg").write_text("<svg></svg>")
        (tmp_path / "storage-guard.js").write_text("guard()")
        (tmp_path / "index.html").write_text(f"<body>{kept}")
        with pytest.raises(SystemExit, match=missing):
            build.inline_pages(tmp_path)


def test_pyscript_opens_indexeddb_only_through_the_guard(dist: Path) -> None:
    """PyScript's start opens IndexedDB and dies where that fails: the built copy opens the page's guarded one
    (static/storage-guard.js), and a PyScript that opened it some other way would fail the build."""
    shipped = "".join(path.read_text() for path in (dist / "pyscript").rglob("*.js"))
    assert shipped.count(build.PYSCRIPT_IDB[1]) >= 1
    assert shipped.count("indexedDB") == shipped.count(build.PYSCRIPT_IDB[1])
    for page in ("index.html", "embed.html"):
        assert "pygamesIndexedDB" in (dist / page).read_text()


def test_a_new_pyscript_that_opens_indexeddb_otherwise_fails_the_build(tmp_path: Path) -> None:
    import pytest

    (tmp_path / "core.js").write_text("const db = indexedDB.open('x'); indexedDB.deleteDatabase('y');")
    with pytest.raises(SystemExit, match="indexedDB"):
        build.guard_pyscript_storage(tmp_path)
    (tmp_path / "core.js").write_text("no storage here")
    with pytest.raises(SystemExit, match="IndexedDB"):
        build.guard_pyscript_storage(tmp_path)


def test_wheel_is_a_valid_pure_python_wheel(dist: Path) -> None:
    (wheel,) = (dist / "app").glob("pygames-*-py3-none-any.whl")
    with zipfile.ZipFile(wheel) as z:
        info = wheel.name.split("-py3")[0] + ".dist-info"
        record = z.read(f"{info}/RECORD").decode().splitlines()
        assert "Root-Is-Purelib: true" in z.read(f"{info}/WHEEL").decode()
        for line in record:
            name, digest, size = line.rsplit(",", 2)
            if digest:
                data = z.read(name)
                expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                assert digest == f"sha256={expected}" and int(size) == len(data), name
        names = z.namelist()
        assert {line.rsplit(",", 2)[0] for line in record} == set(names)  # RECORD lists exactly what it holds
    assert "pygames/__init__.pyc" in names and "pygames/hennote/engine.pyc" in names


def test_our_packages_ship_as_pyc_only(dist: Path) -> None:
    """web.zip and the wheel hold compiled modules, no sources: the bytes a first visit downloads."""
    for archive in [dist / "app" / "web.zip", *(dist / "app").glob("pygames-*.whl")]:
        names = zipfile.ZipFile(archive).namelist()
        assert not [n for n in names if n.endswith(".py") or "__pycache__" in n], archive.name
        assert any(n.endswith("/__init__.pyc") for n in names), archive.name
    assert "web/play.pyc" in zipfile.ZipFile(dist / "app" / "web.zip").namelist()


def test_server_sends_the_mime_types_the_runtime_needs() -> None:
    types = build.Handler.extensions_map
    assert types[".wasm"] == "application/wasm"
    assert types[".mjs"] == types[".js"] == "text/javascript"
    assert types[".whl"] == types[".zip"] == "application/zip"
    assert types[".json"] == "application/json" and types[".svg"] == "image/svg+xml"


def test_manifest_makes_the_site_installable(dist: Path) -> None:
    """Name, standalone display, a relative start URL, and PNG icons of 192 and 512 px that exist at those sizes."""
    manifest = json.loads((dist / "manifest.webmanifest").read_text())
    assert manifest["name"] and manifest["short_name"]
    assert manifest["display"] == "standalone"
    assert manifest["start_url"].startswith("./") and manifest["theme_color"] and manifest["background_color"]
    pngs = [icon for icon in manifest["icons"] if icon["type"] == "image/png"]
    assert {(icon["sizes"], icon["purpose"]) for icon in pngs} == {
        ("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")  # maskable: Android's full-bleed shape
    }
    for icon in pngs:
        header = (dist / icon["src"]).read_bytes()[:24]
        assert header[:8] == b"\x89PNG\r\n\x1a\n"
        assert "x".join(map(str, struct.unpack(">II", header[16:24]))) == icon["sizes"]
    assert 'rel="manifest" href="./manifest.webmanifest"' in (dist / "index.html").read_text()


def test_service_worker_precaches_every_file_under_a_build_specific_name(dist: Path, tmp_path: Path) -> None:
    """Every file of dist/ is in the worker's list, and changing any file changes the build (the cache name)."""
    worker = (dist / "sw.js").read_text()
    listed = json.loads(worker.split("\n")[1].removeprefix("const FILES = ").removesuffix(";"))
    files = {"./" + p.relative_to(dist).as_posix() for p in dist.rglob("*")
             if p.is_file() and p.name != "sw.js" and not build.is_variant(p)}
    assert set(listed) == files  # not the .br/.gz copies: the worker caches what the browser decoded
    assert "./gallery.html" in listed  # the art's page (build.gallery_page) works offline too
    site = tmp_path / "site"
    shutil.copytree(dist, site)
    assert build.write_service_worker(site) in worker.split("\n")[0]  # same files, same build
    (site / "pyodide" / "pyodide-lock.json").write_text("{}")
    changed = build.write_service_worker(site)
    assert changed not in worker.split("\n")[0]
    assert [line for line in (site / "sw.js").read_text().splitlines() if line.startswith("const BUILD")] == [
        f'const BUILD = "{changed}";'
    ]


APT = "/usr/bin/apt-get"
APT_UPDATE = (APT, "update")
APT_INSTALL = (APT, "install", "-y", "--no-install-recommends", "chromium")
PLAYWRIGHT_INSTALL = (sys.executable, "-m", "playwright", "install", "chromium")


class FakeMachine:
    """What ``ensure_chromium`` sees, without installing anything: the commands that would work, and what they run."""

    def __init__(self, monkeypatch, root: bool, apt_get: str | None, working: dict[tuple[str, ...], str | None],
                 installed: str | None = None) -> None:
        self.installed = installed
        self.working = working  # command → the Chromium it leaves installed (None: it installs none)
        self.ran: list[tuple[str, ...]] = []
        monkeypatch.delenv(build.CHROMIUM_ENV, raising=False)
        monkeypatch.setattr(build.os, "geteuid", lambda: 0 if root else 1000)
        monkeypatch.setattr(build.shutil, "which", lambda name: apt_get if name == "apt-get" else None)
        monkeypatch.setattr(build, "find_chromium", lambda: self.installed)
        monkeypatch.setattr(build.subprocess, "run", self.run)

    def run(self, command: list[str], **_kwargs) -> subprocess.CompletedProcess:
        self.ran.append(tuple(command))
        if tuple(command) not in self.working:
            return subprocess.CompletedProcess(command, 100)
        self.installed = self.working[tuple(command)] or self.installed
        return subprocess.CompletedProcess(command, 0)


@pytest.mark.parametrize(
    "root, apt_get, working, ran, result",
    [
        # root with apt-get: Debian's package, after `apt-get update`
        (True, APT, {APT_UPDATE: None, APT_INSTALL: "/usr/bin/chromium", PLAYWRIGHT_INSTALL: "/pw/chrome"},
         [APT_UPDATE, APT_INSTALL], "/usr/bin/chromium"),
        # apt-get failing (here its update): Playwright's browser instead
        (True, APT, {APT_INSTALL: "/usr/bin/chromium", PLAYWRIGHT_INSTALL: "/pw/chrome"},
         [APT_UPDATE, PLAYWRIGHT_INSTALL], "/pw/chrome"),
        # not root: never apt-get, even where it exists
        (False, APT, {APT_UPDATE: None, APT_INSTALL: "/usr/bin/chromium", PLAYWRIGHT_INSTALL: "/pw/chrome"},
         [PLAYWRIGHT_INSTALL], "/pw/chrome"),
        # root without apt-get (not Debian): Playwright's
        (True, None, {PLAYWRIGHT_INSTALL: "/pw/chrome"}, [PLAYWRIGHT_INSTALL], "/pw/chrome"),
    ],
)
def test_a_missing_chromium_is_installed_the_best_way_available(monkeypatch, root, apt_get, working, ran, result):
    machine = FakeMachine(monkeypatch, root, apt_get, working)
    assert build.ensure_chromium() == result
    assert machine.ran == ran


def test_chromium_present_installs_nothing(monkeypatch) -> None:
    machine = FakeMachine(monkeypatch, True, APT, {APT_UPDATE: None, APT_INSTALL: "/x"}, installed="/usr/bin/chromium")
    assert build.ensure_chromium() == "/usr/bin/chromium"
    assert machine.ran == []


@pytest.mark.parametrize("root", [True, False])
def test_no_way_to_install_chromium_is_one_line_and_a_failure(monkeypatch, capsys, root: bool) -> None:
    machine = FakeMachine(monkeypatch, root, APT, {})
    with pytest.raises(SystemExit) as exit_:
        build.ensure_chromium()
    message = str(exit_.value.code)
    assert "\n" not in message and "apt-get install chromium" in message and "playwright install" in message
    assert machine.ran == ([APT_UPDATE] if root else []) + [PLAYWRIGHT_INSTALL]


def test_a_named_chromium_that_is_missing_is_an_error_not_an_install(monkeypatch, tmp_path: Path) -> None:
    machine = FakeMachine(monkeypatch, True, APT, {APT_UPDATE: None, APT_INSTALL: "/usr/bin/chromium"})
    monkeypatch.setenv(build.CHROMIUM_ENV, str(tmp_path / "nothing"))
    with pytest.raises(SystemExit, match="is not an executable"):
        build.ensure_chromium()
    assert machine.ran == []


def test_find_chromium_prefers_the_named_then_debians_then_playwrights(monkeypatch, tmp_path: Path) -> None:
    debian, downloaded, named = (tmp_path / name for name in ("chromium", "chrome", "mine"))
    for path in (debian, downloaded, named):
        path.write_text("#!/bin/sh\n")
        path.chmod(0o755)
    monkeypatch.setattr(build, "DEBIAN_CHROMIUM", str(debian))
    monkeypatch.setattr(build, "playwright_chromium", lambda: str(downloaded))
    monkeypatch.setenv(build.CHROMIUM_ENV, str(named))
    assert build.find_chromium() == str(named)
    named.unlink()
    assert build.find_chromium() is None  # named but gone: no quiet substitute
    monkeypatch.delenv(build.CHROMIUM_ENV)
    assert build.find_chromium() == str(debian)
    debian.unlink()
    assert build.find_chromium() == str(downloaded)
    downloaded.unlink()
    assert build.find_chromium() is None


def test_test_gets_chromium_before_anything_else_and_hands_it_to_pytest(monkeypatch) -> None:
    steps: list[object] = []
    monkeypatch.setattr(build, "ensure_test_deps", lambda: steps.append("deps"))
    monkeypatch.setattr(build, "ensure_chromium", lambda: steps.append("chromium") or "/some/chrome")
    monkeypatch.setattr(build, "build", lambda: steps.append("build"))
    monkeypatch.setattr(build.subprocess, "run", lambda command, **kw: steps.append((command[2], kw.get("env")))
                        or subprocess.CompletedProcess(command, 0))
    assert build.test(["-k", "x"]) == 0
    assert steps[:3] == ["deps", "chromium", "build"]
    assert steps[3][0] == "ruff"
    assert steps[4][0] == "pytest" and steps[4][1][build.CHROMIUM_ENV] == "/some/chrome"

    def no_chromium() -> str:
        raise SystemExit("test: no Chromium")

    steps.clear()
    monkeypatch.setattr(build, "ensure_chromium", no_chromium)
    with pytest.raises(SystemExit):
        build.test([])
    assert steps == ["deps"]  # nothing built, no test run


def test_home_rules_and_setup_are_pre_rendered_into_the_page(dist: Path) -> None:
    """index.html carries every screen the page shows before Python, in both languages, without the app's
    handler keys; the renderer itself stays out of what is shipped."""
    import pygames

    text = (dist / "index.html").read_text()
    assert build.PRERENDER_PLACEHOLDER not in text
    found = re.findall(r'<template data-screen="(\w+)"(?: data-game="(\w+)")? data-lang="(\w+)"', text)
    playable = [g.id for g in pygames.GAMES.values() if build.has_board(g.id)]
    expected = {(screen, "", lang) for screen in ("home", "wait") for lang in ("ja", "en")}
    expected |= {(screen, game, lang) for screen in ("rules", "setup") for game in playable for lang in ("ja", "en")}
    assert set(found) == expected and len(found) == len(expected)
    assert "data-on-" not in text
    fox = text.split('<template data-screen="setup" data-game="fox_grapes" data-lang="en"')[1].split("</template>")[0]
    assert fox.count('data-testid="seat"') == 6 and 'data-min-players="2"' in fox  # drawn at the most players
    words = json.loads(text.split('<script type="application/json" id="words">')[1].split("</script>")[0])
    used = set(re.findall(r'word\("([\w.]+)"', (dist / "prerender.js").read_text()))
    used |= set(re.findall(r'"(setup\.default_\w+)"', (dist / "prerender.js").read_text()))
    assert used and set(words["ja"]) == set(words["en"]) >= used
    shipped = [str(p.relative_to(dist)) for p in dist.rglob("prerender.py")]
    for archive in (dist / "app").glob("*.zip"):
        shipped += [n for n in zipfile.ZipFile(archive).namelist() if "prerender" in n]
    assert not shipped


def test_pre_rendering_escapes_user_visible_text_and_leaves_python_as_it_was() -> None:
    """Text and attribute values are escaped (a title with markup stays text); rendering twice in one process
    gives the same page, and imports nothing that outlives it."""
    import prerender

    node = prerender.Element("p")
    node.setAttribute("title", 'say "<hi>" & go')
    node.setAttribute("data-on-click", "7")
    node.appendChild(prerender.Text("<b>a</b> & b\xa0c"))
    assert node.html() == '<p title="say &quot;&lt;hi&gt;&quot; &amp; go">&lt;b&gt;a&lt;/b&gt; &amp; b&nbsp;c</p>'
    modules = set(sys.modules)
    first = prerender.templates(build.WEB.parent)
    assert prerender.templates(build.WEB.parent) == first
    assert set(sys.modules) - modules == set() and "js" not in sys.modules
