"""Player colours: the Okabe–Ito set (told apart with every common colour-vision deficiency), one per seat.

A colour is saved by name with its seat; it is drawn with the CSS class ``pc-<index>`` (static/app.css),
which sets ``--pc`` (dots and borders) and ``--pc-text`` (names). The order is the seats' defaults:
the four best told apart come first, so the usual two to four players never share a look.
Colour is never the only cue: a seat's name is always written beside it.
"""

from __future__ import annotations

from collections.abc import Iterable

PALETTE = ("blue", "vermillion", "green", "purple", "black", "orange", "sky", "yellow")


def default(index: int) -> str:
    """Seat ``index``'s colour when nobody chose one (an old save, an embed, a new seat)."""
    return PALETTE[index % len(PALETTE)]


def free(index: int, taken: Iterable[str]) -> str:
    """A new seat's colour: its default, or else the first colour no other seat has."""
    used = set(taken)
    if default(index) not in used:
        return default(index)
    return next((colour for colour in PALETTE if colour not in used), default(index))


def css_class(colour: str) -> str:
    """The class that paints a seat in ``colour`` (``pc-0`` … ``pc-7``)."""
    return f"pc-{PALETTE.index(colour)}"
