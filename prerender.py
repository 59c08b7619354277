"""Build time only: the app's home, rules and setup screens rendered to HTML under CPython.

The page shows them while Pyodide loads (static/prerender.js). They come from the same code that
draws them in the app (web/app.py, home.py, rules.py, setup.py): web/dom.py builds elements
through ``js.document``, so while rendering a minimal document stands in for the browser's
(``js`` and ``pyodide.ffi`` are faked) and is serialised to HTML. Not shipped: it lives beside
build.py, outside web/.
"""

from __future__ import annotations

import json
import re
import sys
import types
from collections.abc import Iterator
from contextlib import contextmanager
from html import escape
from pathlib import Path
from typing import Any

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
#: Handler keys (web/dom.py's ``data-on-<event>``) mean nothing outside the render that made them.
HANDLER_ATTRIBUTE = re.compile(r"^data-on-")


class Text:
    def __init__(self, data: str) -> None:
        self.data = data

    def html(self) -> str:
        return escape(self.data, quote=False).replace("\xa0", "&nbsp;")


class Dataset:
    """``element.dataset``: ``dataset.fooBar = v`` sets ``data-foo-bar``."""

    def __init__(self, element: Element) -> None:
        object.__setattr__(self, "_element", element)

    def __setattr__(self, name: str, value: Any) -> None:
        self._element.setAttribute("data-" + re.sub("([A-Z])", r"-\1", name).lower(), str(value))


class Element:
    """As much of a DOM element as web/ uses while drawing a screen."""

    def __init__(self, tag: str) -> None:
        self.tagName = tag
        self.attributes: dict[str, str] = {}
        self.childNodes: list[Element | Text] = []
        self.value = ""  # a property, never serialised (as in the browser)

    @property
    def className(self) -> str:
        return self.attributes.get("class", "")

    @className.setter
    def className(self, value: str) -> None:
        self.setAttribute("class", value)

    @property
    def dataset(self) -> Dataset:
        return Dataset(self)

    @property
    def textContent(self) -> str:
        return "".join(c.data if isinstance(c, Text) else c.textContent for c in self.childNodes)

    @textContent.setter
    def textContent(self, value: str) -> None:
        self.childNodes = [Text(str(value))]

    def setAttribute(self, name: str, value: str) -> None:
        self.attributes[name] = str(value)

    def getAttribute(self, name: str) -> str | None:
        return self.attributes.get(name)

    def removeAttribute(self, name: str) -> None:
        self.attributes.pop(name, None)

    def appendChild(self, child: Element | Text) -> Element | Text:
        self.childNodes.append(child)
        return child

    def replaceChildren(self, *children: Element | Text) -> None:
        self.childNodes = list(children)

    def html(self) -> str:
        """The element as HTML: text and attribute values escaped, handler keys left out."""
        attrs = "".join(
            f' {name}="{escape(value).replace(chr(0xA0), "&nbsp;")}"'
            for name, value in self.attributes.items()
            if not HANDLER_ATTRIBUTE.match(name)
        )
        if self.tagName in VOID:
            return f"<{self.tagName}{attrs}>"
        inner = "".join(child.html() for child in self.childNodes)
        return f"<{self.tagName}{attrs}>{inner}</{self.tagName}>"


class Document:
    def __init__(self) -> None:
        self.documentElement = Element("html")
        self.title = ""

    def createElement(self, tag: str) -> Element:
        return Element(tag)


class Storage:
    """An empty, working localStorage: the pre-rendered screens show no saved game and no storage warning."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        self.items[key] = value

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)


def made(tree: list[Any] | str) -> Element | Text:
    """What web/dom.py's MAKE does in the page, here: a Node's JSON tree (``[tag, svg, attributes, value,
    children]``) as elements."""
    if isinstance(tree, str):
        return Text(tree)
    tag, _svg, attributes, value, children = tree
    element = Element(tag)
    element.attributes = dict(attributes)
    element.childNodes = [made(child) for child in children]
    element.value = value or ""
    return element


def fake_js() -> types.ModuleType:
    """The ``js`` module as the screens see it: a fresh document, no query, no ``Intl.Segmenter``."""
    js = types.ModuleType("js")
    js.document = Document()
    js.localStorage = Storage()
    js.location = types.SimpleNamespace(search="", href="")
    js.navigator = types.SimpleNamespace(language="")
    js.Intl = types.SimpleNamespace()
    js.URLSearchParams = types.SimpleNamespace(new=lambda _search: types.SimpleNamespace(get=lambda _key: None))
    js.Object = types.SimpleNamespace(fromEntries=dict)
    js.Function = types.SimpleNamespace(new=lambda *_code: lambda text: made(json.loads(text)))  # dom.MAKE
    ignore = lambda *_args: None  # noqa: E731 - the screens' history entries: prerender.js keeps its own
    js.history = types.SimpleNamespace(state=None, pushState=ignore, replaceState=ignore, back=ignore)
    js.window = types.SimpleNamespace(scrollTo=ignore)  # a page that is not shown does not scroll
    return js


def fake_ffi() -> types.ModuleType:
    ffi = types.ModuleType("pyodide.ffi")
    ffi.JsException = type("JsException", (Exception,), {})
    ffi.jsnull = None
    ffi.create_proxy = ffi.create_once_callable = ffi.to_js = lambda value, **_options: value
    return ffi


@contextmanager
def fake_browser(web_parent: Path) -> Iterator[types.ModuleType]:
    """Import web/ (from ``web_parent``) afresh against a fake ``js``; sys.modules is as before afterwards.

    Fresh, because a board module adds its words to web/i18n.py's table once per import of both.
    """
    ours = [name for name in sys.modules if name in ("js", "pyodide", "pyodide.ffi", "web") or name.startswith("web.")]
    stashed = {name: sys.modules.pop(name) for name in ours}
    before = set(sys.modules)
    saved_path = list(sys.path)
    js = fake_js()
    pyodide = types.ModuleType("pyodide")
    pyodide.ffi = fake_ffi()
    sys.modules.update({"js": js, "pyodide": pyodide, "pyodide.ffi": pyodide.ffi})
    sys.path.insert(0, str(web_parent))
    try:
        yield js
    finally:
        sys.path[:] = saved_path
        for name in set(sys.modules) - before:
            del sys.modules[name]
        sys.modules.update(stashed)


def screens(web_parent: Path) -> Iterator[tuple[dict[str, str], str]]:
    """(attributes, HTML) of every pre-rendered screen, in both languages.

    Each is the app's whole shell (header and screen) as App.render draws it: home, each game's
    rules, each game's setup at its most players (the page drops the seats beyond the chosen
    count), and the panel shown while a tapped Start waits for Python.
    """
    with fake_browser(web_parent) as js:
        import pygames
        from web import i18n, setup
        from web.app import App
        from web.games import playable
        from web.names import NAME_MAX

        root = js.document.createElement("div")
        app = App(root)
        for lang in i18n.LANGUAGES:
            i18n.set_lang(lang)
            app.home()
            yield {"data-screen": "home", "data-lang": lang}, root.childNodes[0].html()
            app.show(lambda: waiting(app))
            yield {"data-screen": "wait", "data-lang": lang}, root.childNodes[0].html()
            for game in playable(pygames.GAMES):
                app.rules(game.id)
                yield {"data-screen": "rules", "data-game": game.id, "data-lang": lang}, root.childNodes[0].html()
                form = setup.SetupForm.for_game(game.id)
                form.resize(game.max_players)
                app.setup(game.id, form)
                yield (
                    {"data-screen": "setup", "data-game": game.id, "data-lang": lang,
                     "data-min-players": str(game.min_players), "data-name-max": str(NAME_MAX)},
                    root.childNodes[0].html(),
                )


def waiting(app: Any) -> Any:
    """The panel shown when Start (or Embed) is tapped before Python is up: the download left, and a way back.

    Its title takes focus (``tabindex=-1``), so a screen reader says why nothing has started yet.
    """
    from web.dom import button, el, icon
    from web.i18n import t

    return el(
        "section",
        icon("logo", "boot-logo"),
        el("h1", cls="screen-title", text=t("wait.title"), tabindex=-1, data_testid="wait-title"),
        el("p", cls="boot-stage", data_boot_progress=True, data_testid="wait-progress"),
        el("p", cls="boot-slow", text=t("boot.slow")),  # shown by boot.js (data-slow) when nothing moves
        button(t("nav.back"), action=app.home, cls="btn btn-ghost", data_testid="wait-back"),
        cls="boot pre-wait",
        data_testid="pre-wait",
    )


def templates(web_parent: Path) -> str:
    """Every screen as an inert ``<template>`` for static/prerender.js to copy from."""
    parts = []
    for attributes, html in screens(web_parent):
        attrs = "".join(f' {name}="{escape(value)}"' for name, value in attributes.items())
        parts.append(f"<template{attrs}>{html}</template>")
    return "\n".join(parts)



#: gallery.html's own words (the items' names are web/art.py's).
GALLERY_WORDS = {
    "title": {"en": "Cards and pieces", "ja": "カードとコマ"},
    "intro": {
        "en": "Every card face and piece of the games at phone size, drawn by web/art.py from the rules data.",
        "ja": "各ゲームのカードとコマのすべてを、スマートフォンの大きさで"
              "（web/art.py がルールのデータから描いたもの）。",
    },
    "langs": {"en": "Language", "ja": "言語"},
    "card": {"en": "Cards", "ja": "カード"},
    "piece": {"en": "Cookie pieces", "ja": "クッキーのかけら"},
    "marker": {"en": "Magic markers", "ja": "マジックマーカー"},
    "tile": {"en": "Tiles", "ja": "タイル"},
}


def gallery(web_parent: Path) -> str:
    """gallery.html's ``<main>``: every distinct face of every game web/art.py draws, grouped by game and kind.

    Drawn by the app's own module under CPython, once per language: English shows, and ``#ja`` (a link at the
    top; CSS's ``:target``, no script) shows the Japanese drawing instead, with Fox's kanji marks.
    """
    with fake_browser(web_parent):
        import pygames
        from web import art, i18n
        from web.dom import el

        def drawn(lang: str) -> Any:
            i18n.set_lang(lang)
            sections = []
            for game in art.GAMES:
                groups = []
                for what, items in art.faces(game):
                    entries = [
                        el("li", el("figure", art.draw(game, what, item),
                                    el("figcaption", text=art.label(game, what, item)), cls="gallery-item"),
                           data_testid="gallery-item")
                        for item in items
                    ]
                    groups.append(el("h3", text=GALLERY_WORDS[what][lang]))
                    groups.append(el("ul", entries, cls=f"gallery-list gallery-list-{game}"))
                sections.append(el("section", el("h2", text=pygames.GAMES[game].title[lang]), groups,
                                   data_testid=f"gallery-{game}"))
            return el("div", el("h1", text=GALLERY_WORDS["title"][lang]), el("p", text=GALLERY_WORDS["intro"][lang]),
                      sections, cls="gallery-lang", id=lang, lang=lang, data_testid=f"gallery-{lang}")

        links = el("nav", [el("a", text=name, href=f"#{code}", lang=code, hreflang=code)
                           for code, name in i18n.LANGUAGE_NAMES.items()],
                   cls="gallery-langs", aria_label=f"{GALLERY_WORDS['langs']['en']} / {GALLERY_WORDS['langs']['ja']}")
        main = el("main", links, drawn("en"), drawn("ja"), cls="gallery", data_testid="gallery")
        return made(main.tree()).html()
