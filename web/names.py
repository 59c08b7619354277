"""Player names: user text, counted as a reader counts it and shown inside a bidi isolate.

A name keeps at most NAME_MAX user-perceived characters (grapheme clusters: a flag such
as 🇯🇵 or a family emoji counts once and is kept or dropped whole, never cut in half).
Shown names go inside FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE (Session.names), so a
right-to-left name, or one holding U+202E, never reorders the words around it, in any
sentence or attribute. web/dom.py draws each isolated name as a ``<bdi>`` text element,
never as HTML; its CSS lets a long unbroken name wrap anywhere, and no other word.
"""

from __future__ import annotations

import re

import js
from pyodide.ffi import to_js

NAME_MAX = 40  # user-perceived characters of a player name kept
FSI, PDI = "\u2068", "\u2069"
_ISOLATED = re.compile(f"{FSI}([^{FSI}{PDI}]*){PDI}")
_ISOLATE_MARKS = dict.fromkeys(range(0x2066, 0x206A))  # LRI, RLI, FSI, PDI: a name's own would unbalance ours

_segmenter = None


def graphemes(text: str) -> list[str]:
    """``text`` split into grapheme clusters (the browser's ``Intl.Segmenter``)."""
    global _segmenter
    if not hasattr(js.Intl, "Segmenter"):  # browsers before 2024 (Firefox < 125): code points, a flag counts 2
        return list(text)
    if _segmenter is None:
        options = to_js({"granularity": "grapheme"}, dict_converter=js.Object.fromEntries)
        _segmenter = js.Intl.Segmenter.new(js.undefined, options)
    return [str(part.segment) for part in js.Array.from_(_segmenter.segment(text))]


def clip(name: str) -> str:
    """``name`` cut to NAME_MAX grapheme clusters."""
    return "".join(graphemes(name)[:NAME_MAX])


def isolate(name: str) -> str:
    """``name`` ready to go into a sentence: its direction cannot leak into the text around it."""
    return f"{FSI}{name.translate(_ISOLATE_MARKS)}{PDI}"


def split(text: str) -> list[str]:
    """``text`` cut around its isolated names: plain text at even indexes, names (unmarked) at odd ones."""
    return _ISOLATED.split(text)
