"""build.py's promises about dist/: the contract the front end and the deploy rely on."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import struct
import zipfile
from pathlib import Path

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
    assert "json/__init__.pyc" in names and "os.pyc" in names
    assert not [n for n in names if n.endswith(".py")]


def test_sprite_and_game_list_are_inlined_into_the_pages(dist: Path) -> None:
    """One sprite source (static/sprite.svg) in every page and no extra request; the embed poster's games."""
    import pygames

    assert "<symbol" not in (build.STATIC / "index.html").read_text()  # the sprite lives in sprite.svg only
    for page in ("index.html", "embed.html"):
        text = (dist / page).read_text()
        assert build.SPRITE_PLACEHOLDER not in text and text.count('<symbol id="art-hennote"') == 1, page
    assert not (dist / "sprite.svg").exists()
    text = (dist / "embed.html").read_text()
    games = json.loads(text.split('<script type="application/json" id="games">')[1].split("</script>")[0])
    playable = [g.id for g in pygames.GAMES.values() if (build.WEB / "games" / f"{g.id}.py").exists()]
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
    page = f"<body><!-- sprite -->{build.GAMES_PLACEHOLDER}{build.WORDS_PLACEHOLDER}<script>go()</script>"
    (tmp_path / "embed.html").write_text(page)
    build.inline_pages(tmp_path)
    text = (tmp_path / "embed.html").read_text()
    assert text.count("</script>") == 3 and text.startswith('<body><svg class="sprite"></svg>')
    inlined = text.split('id="games">')[1].split("</script>")[0]
    assert json.loads(inlined)[0]["title"]["en"] == hostile
    assert not (tmp_path / "sprite.svg").exists()
    (tmp_path / "sprite.svg").write_text("<svg></svg>")
    (tmp_path / "index.html").write_text("<body>no placeholder")
    with pytest.raises(SystemExit, match="sprite"):
        build.inline_pages(tmp_path)


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
    assert "pygames/__init__.py" in names and "pygames/__pycache__/__init__.cpython-314.pyc" in names


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
    files = {"./" + p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file() and p.name != "sw.js"}
    assert set(listed) == files
    site = tmp_path / "site"
    shutil.copytree(dist, site)
    assert build.write_service_worker(site) in worker.split("\n")[0]  # same files, same build
    (site / "pyodide" / "pyodide-lock.json").write_text("{}")
    changed = build.write_service_worker(site)
    assert changed not in worker.split("\n")[0]
    assert [line for line in (site / "sw.js").read_text().splitlines() if line.startswith("const BUILD")] == [
        f'const BUILD = "{changed}";'
    ]
