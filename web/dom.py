"""Small DOM helpers: build elements from Python and route events through one listener.

A screen is built as a tree of :class:`Node` and drawn into the page in one call (:func:`draw`).

One delegated listener per event type (on the app root) looks up the handler named by
the element's ``data-on-<type>`` attribute. Handlers live in a dict that is cleared on
every full render, so no JS proxy is created per element and none leaks; and a control
acts only in the render that drew it (an old element is detached and its key is gone).

One tap, one action: a click that is the second (or later) of a double click is dropped.
The first click has already acted and redrawn the screen, so the second lands on whatever
the new screen put under the pointer (in Dim Sum, the same stacking cell offered again).
Keyboard activation (``detail`` 0) and separate taps (``detail`` 1 each) act as usual.

After a render, focus stays where the player was: on the control with the same ``data-testid``
if it is drawn again, else on the first legal choice (``data-choice``), else on the status line,
never on ``<body>`` (which would send a keyboard player back to the top of the page). Turns and
moves are said in one polite live region outside the app root, so re-renders do not replace it.

``<html>`` tells what the page is doing: ``data-renders`` counts full renders and
``data-pending`` (absent when none) counts callbacks waiting in ``later`` (a bot's move).
Tests wait on these instead of guessing how long a render or a bot takes.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from itertools import count
from typing import Any

import js
from pyodide.ffi import create_once_callable, create_proxy, jsnull, to_js

from . import names

Element = Any  # a Node being built (el), or the page's own element (a JS proxy)
Child = Any  # a Node, a str (text), None (skipped) or a list of those
Handler = Callable[[Any], None]

EVENTS = ("click", "input", "change")
#: Where focus goes after a render when the focused control is gone, in this order.
FOCUS_NEXT = ("[data-autofocus]", "[data-choice]:not([disabled])", "[data-testid=turn], [data-testid=step-words]")
ANNOUNCER = "announcer"
#: What focus waits on while there is nothing to do (the status line, a step's words, a screen's title): not a
#: control, so the next render moves it on by FOCUS_NEXT.
PARKED = ("turn", "step-words", "screen-title")

_handlers: dict[str, Handler] = {}
_ids = count()
_renders = count(1)
_pending = 0
_said: str | None = None
_gate: Callable[[Any, Any], bool] | None = None  # set by a lesson while it is on screen (set_gate)


class Node:
    """An element still to be drawn: built in Python, made in the page in one call (:func:`draw`).

    Making each element through Pyodide's bridge (create, set each attribute, append) took some 800
    calls a Dim Sum screen; one JSON text for :data:`MAKE` takes one (bench/draw.py times a redraw).
    Once drawn, a handler reaches the page's element with :func:`live`.
    """

    __slots__ = ("tag", "svg", "attrs", "children", "value")

    def __init__(self, tag: str, svg: bool = False) -> None:
        self.tag, self.svg = tag, svg
        self.attrs: dict[str, str] = {}
        self.children: list[Node | str] = []
        self.value: str | None = None  # a form field's value: a property, so user text stays text

    def appendChild(self, child: Node | str) -> Node | str:
        self.children.append(child)
        return child

    def tree(self) -> list[Any]:
        """The element as plain lists for JSON: ``[tag, svg, attributes, value, children]``."""
        return [self.tag, self.svg, self.attrs, self.value,
                [child if isinstance(child, str) else child.tree() for child in self.children]]


#: Makes the page's elements from a Node's JSON tree. Text becomes text nodes, never markup; the only
#: property set is a form field's ``value``.
MAKE = """
const make = ([tag, svg, attrs, value, children]) => {
    const node = svg ? document.createElementNS("http://www.w3.org/2000/svg", tag) : document.createElement(tag);
    for (const name in attrs) node.setAttribute(name, attrs[name]);
    for (const child of children) {
        node.appendChild(typeof child === "string" ? document.createTextNode(child) : make(child));
    }
    if (value !== null) node.value = value;
    return node;
};
return make(JSON.parse(text));
"""
_make: Any = None  # made at the first draw, not at import: a memory snapshot cannot hold a JS object


def draw(node: Node) -> Element:
    """The page's element for ``node`` (and everything in it), made in one call."""
    global _make
    if _make is None:
        _make = js.Function.new("text", MAKE)
    return _make(json.dumps(node.tree(), separators=(",", ":")))


def live(node: Node) -> Element:
    """The element drawn for ``node`` (found by its ``data-testid``), for a handler that changes it in place."""
    return js.document.querySelector(f'[data-testid="{node.attrs["data-testid"]}"]')


def el(tag: str, *children: Child, cls: str = "", text: str | None = None, svg: bool = False, **attrs: Any) -> Node:
    """An element with attributes (``data_x`` → ``data-x``; ``None``/``False`` skipped); ``svg`` in SVG's namespace.

    Text is always set as a text node (``textContent``), never parsed as HTML, so user
    text such as player names can go in as is (see :func:`text_node`).
    """
    node = Node(tag, svg)
    if cls:
        node.attrs["class"] = cls
    for name, value in attrs.items():
        if value is None or value is False:
            continue
        node.attrs[name.rstrip("_").replace("_", "-")] = "" if value is True else str(value)
    if text is not None:
        node.children.append(text_node(text))
    append(node, *children)
    return node


def append(node: Node, *children: Child) -> Node:
    """Append children: elements, strings as text; ``None`` is skipped, lists are flattened."""
    for child in children:
        if child is None:
            continue
        if isinstance(child, (list, tuple)):
            append(node, *child)
        elif isinstance(child, str):
            node.children.append(text_node(child))
        else:
            node.children.append(child)
    return node


def text_node(text: str) -> Node | str:
    """``text`` as text; with player names in it, a ``<span>`` where each name is a ``<bdi>``.

    Names arrive isolated (web/names.py); the ``<bdi>`` keeps them isolated and lets CSS wrap
    a long one. One span keeps the sentence a single flex item where its parent is a flexbox.
    """
    parts = names.split(text)
    if len(parts) == 1:
        return text
    span = Node("span")
    for index, part in enumerate(parts):
        if index % 2:
            name = Node("bdi")
            name.children.append(part)
            span.children.append(name)
        elif part:
            span.children.append(part)
    return span


def icon(symbol: str, cls: str = "icon") -> Node:
    """An inline SVG that uses a symbol of the page's sprite (static/sprite.svg, inlined by the build; decorative)."""
    return el("svg", el("use", svg=True, href=f"#{symbol}"), svg=True, cls=cls, aria_hidden="true")


def on(node: Node, event: str, handler: Handler) -> Node:
    """Call ``handler(event)`` when ``event`` (click, input or change) happens on ``node``."""
    key = str(next(_ids))
    _handlers[key] = handler
    node.attrs[f"data-on-{event}"] = key
    return node


def button(*children: Child, action: Callable[[], None] | None, cls: str = "btn", **attrs: Any) -> Element:
    """A ``<button>``; without an action it is disabled."""
    node = el("button", *children, cls=cls, type="button", disabled=action is None, **attrs)
    if action is not None:
        on(node, "click", lambda _event: action())
    return node


def mount(root: Element, build: Callable[[], Element]) -> None:
    """Replace what ``root`` shows with ``build()``, forgetting the handlers of the old content; focus stays put,
    unless a control marked ``data-autofocus`` has just appeared (a question that waits for the player)."""
    focused = getattr(js.document, "activeElement", None)  # the build-time prerender has no focus
    inside = focused not in (None, jsnull) and (focused == js.document.body or root.contains(focused))
    key = focused.getAttribute("data-testid") if inside and focused != js.document.body else None
    if key in PARKED:  # focus only waited there: a decision that has come takes it
        key = None
    asked = asks(root)
    _handlers.clear()
    root.replaceChildren(draw(build()))
    if not asked and asks(root):
        key = None
    js.document.documentElement.dataset.renders = str(next(_renders))
    if inside:
        refocus(root, key)


#: Where focus goes on a new screen, the first found: the control it asks for, a decision waiting (a game), else its
#: heading (``tabindex="-1"``: focusable by script only), so that a screen reader says where the player arrived.
FOCUS_START = ("[data-autofocus]", "[data-choice]:not([disabled])", "main h1[tabindex]")


def focus_start(root: Element) -> None:
    """Focus where a new screen starts (:data:`FOCUS_START`), without scrolling."""
    query = getattr(root, "querySelector", None)
    if query is None:  # the build's pre-render: no focus
        return
    for selector in FOCUS_START:
        found = query(selector)
        if found not in (None, jsnull):
            found.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))
            return


def asks(root: Element) -> bool:
    """Whether ``root`` shows a control marked ``data-autofocus`` (the build's pre-render has no query)."""
    query = getattr(root, "querySelector", None)
    return query is not None and query("[data-autofocus]") not in (None, jsnull)


def refocus(root: Element, key: str | None) -> None:
    """Focus the control named ``key`` if it was drawn again, else the first of FOCUS_NEXT (without scrolling)."""
    found = root.querySelector(f'[data-testid="{key}"]:not([disabled])') if key else None
    for selector in FOCUS_NEXT:
        if found not in (None, jsnull):
            break
        found = root.querySelector(selector)
    if found not in (None, jsnull):
        found.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))


def focus_first(root: Element, selector: str) -> bool:
    """Focus the first element matching ``selector`` (a hint's mark, a lesson's target), without scrolling;
    whether there was one."""
    query = getattr(root, "querySelector", None)
    found = query(selector) if query is not None else None
    if found in (None, jsnull):
        return False
    found.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))
    return True


def set_gate(gate: Callable[[Any, Any], bool] | None) -> None:
    """Let ``gate(element, event)`` decide whether a handler runs (a lesson answers other taps itself); None: all do."""
    global _gate
    _gate = gate


def announce(text: str) -> None:
    """Say ``text`` in the polite live region (the same words twice in a row are said once)."""
    global _said
    region = js.document.getElementById(ANNOUNCER) if hasattr(js.document, "getElementById") else None
    if region in (None, jsnull) or text == _said:
        return
    _said = text
    region.textContent = text


def listen(root: Element) -> None:
    """Install the delegated listeners once, at start."""
    for event in EVENTS:
        root.addEventListener(event, create_proxy(_dispatcher(event)))
    if js.document.getElementById(ANNOUNCER) in (None, jsnull):  # made before anything is said, or nothing is
        region = el("div", id=ANNOUNCER, cls="sr-only", aria_live="polite", aria_atomic="true",
                    data_testid="announcer")
        js.document.body.appendChild(draw(region))


def _dispatcher(event_type: str) -> Handler:
    attribute = f"data-on-{event_type}"

    def dispatch(event: Any) -> None:
        if event_type == "click" and (getattr(event, "detail", 0) or 0) >= 2:
            return  # the rest of a double click (see the module's docstring)
        target = event.target
        found = target.closest(f"[{attribute}]") if hasattr(target, "closest") else None
        if found is None or found is jsnull:  # JS null arrives as jsnull
            return
        handler = _handlers.get(found.getAttribute(attribute))
        if handler is not None and (_gate is None or _gate(found, event)):
            handler(event)

    return dispatch


def later(seconds: float, callback: Callable[[], None], counted: bool = True) -> None:
    """Run ``callback`` after ``seconds`` without blocking the page (a one-shot ``setTimeout``); ``counted`` unless
    it only looks whether something the player must do has been done (nothing changes before it is)."""

    def run() -> None:
        if counted:
            _count_pending(-1)
        callback()

    if counted:
        _count_pending(+1)
    js.setTimeout(create_once_callable(run), int(seconds * 1000))


def _count_pending(change: int) -> None:
    global _pending
    _pending += change
    if _pending:
        js.document.documentElement.dataset.pending = str(_pending)
    else:
        js.document.documentElement.removeAttribute("data-pending")


def download(text: str, filename: str, mime: str) -> None:
    """Hand ``text`` to the browser as a file download named ``filename``."""
    blob = js.Blob.new(to_js([text]), to_js({"type": mime}, dict_converter=js.Object.fromEntries))
    url = js.URL.createObjectURL(blob)
    link = draw(el("a", href=url, download=filename, hidden=True))
    js.document.body.appendChild(link)
    link.click()
    link.remove()
    # not later(): that marks the page busy for tests, and a revoked link changes nothing on screen
    js.setTimeout(create_once_callable(lambda: js.URL.revokeObjectURL(url)), 30_000)
