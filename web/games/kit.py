"""What every board repeats, written once: seat colours, the step before, and the half-made choice.

A board builds an action tap by tap in a ``pending`` dict (``{"do": "play", "card": "sour"}``
waits for a claim); these helpers offer, extend and drop it against the legal actions of the
table being drawn. Every helper takes that table: a board keeps no table between renders, so
a tap always acts on the table it was drawn from.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..dom import Child, Element, button, el
from . import Table, matches, narrow


def seat_cls(base: str, table: Table, p: int, *extra: str) -> str:
    """Seat ``p``'s classes: ``base``, its colour class (``pc-N``: ``--pc``, ``--pc-text``), ``extra``; no blanks."""
    return " ".join(filter(None, [base, table.colour(p), *extra]))


def before(table: Table, *same: str) -> dict[str, Any] | None:
    """The viewer's view of the step before this one, if it agrees with this view on every key of ``same``.

    What changed since (``table.before``) is highlighted; a step from another round or phase is not compared.
    """
    was = table.before
    if was and all(was.get(key) == table.view.get(key) for key in same):
        return was
    return None


# --- the half-made choice -------------------------------------------------------------


def offers(table: Table, pending: dict[str, Any], **step: Any) -> bool:
    """Whether a legal action extends the choice so far with ``step``."""
    wanted = {**pending, **step}
    return any(matches(action, wanted) for action in table.legal)


def left(table: Table, pending: dict[str, Any]) -> list[Any]:
    """The legal actions the choice so far still names."""
    return [action for action in table.legal if matches(action, pending)]


def choose(table: Table, pending: dict[str, Any], **step: Any) -> None:
    """Extend the choice; play it once exactly one legal action is left (``narrow``)."""
    pending.update(step)
    narrow(table, pending)


def cancel(table: Table, pending: dict[str, Any]) -> None:
    """Drop the choice and redraw."""
    pending.clear()
    table.refresh()


def toward(table: Table, pending: dict[str, Any], **step: Any) -> dict[str, str]:
    """The mark for a tap that brings the choice so far closer to ``table.guide`` (a lesson's move, a hint).

    Spread it into the element's attributes: ``**kit.toward(table, picks, card=card)``. A tap that adds
    ``step`` to ``pending`` is marked when the guide agrees with both and ``step`` adds something new;
    :func:`toward_confirm` marks the button that plays a complete choice.
    """
    goal = table.guide
    if goal is None or not step or all(key in pending and pending[key] == value for key, value in step.items()):
        return {}
    return mark(table) if matches(goal, {**pending, **step}) else {}


def toward_confirm(table: Table, pending: dict[str, Any]) -> dict[str, str]:
    """The mark for the button that plays the choice so far, once it is the guide's whole move."""
    goal = table.guide
    if goal is None or not isinstance(goal, dict) or not pending or set(pending) != set(goal):
        return {}
    return mark(table) if matches(goal, pending) else {}


def mark(table: Table) -> dict[str, str]:
    """The guide's attribute for an element a board marks itself (its value: the whole move, as JSON)."""
    return {table.guide_mark.replace("-", "_"): json.dumps(table.guide, separators=(",", ":"), sort_keys=True)}


def refused(parts: Child, table: Table, action: Any, cls: str, testid: str, **attrs: Any) -> Element:
    """A choice the board shows but the rules refuse now (a card that may not follow): never a silent tap.

    It looks unavailable (``is-refused``, ``aria-disabled``) yet stays focusable; its reason, the engine's own
    (``table.why``), shows in a tip on focus and is said when it is tapped. ``data-refused`` holds the reason.
    (A browser test taps it with ``click(force=True)``: Playwright takes ``aria-disabled`` for "cannot click".)
    """
    reason = table.why(action)
    return button(
        parts,
        el("span", text=reason, cls="refused-tip"),
        action=lambda: table.refuse(reason),
        cls=cls + " is-refused",
        aria_disabled="true",
        data_refused=reason,
        data_testid=testid,
        **attrs,
    )


def cancel_button(label: str, action: Callable[[], None], testid: str = "choice-cancel", **attrs: Any) -> Element:
    """The button that drops a half-made choice (``attrs``: e.g. a guide's mark, when the choice strayed from it)."""
    return button(label, action=action, cls="btn btn-ghost", data_testid=testid, **attrs)


def tappable(parts: Child, action: Callable[[], None] | None, cls: str, testid: str, **attrs: Any) -> Element:
    """A card or slot: a choice button (``is-choice``) when a tap on it extends the choice, else a plain ``div``."""
    if action is None:
        return el("div", parts, cls=cls, **attrs)
    return button(parts, action=action, cls=cls + " is-choice", data_choice=True, data_testid=testid, **attrs)


# --- how to win, first (a board package's summary.py) -----------------------------------


def svg(tag: str, *children: Any, **attrs: Any) -> Element:
    """An element of an SVG drawing."""
    return el(tag, *children, svg=True, **attrs)


def picture(parts: Child, label: str, width: float = 160, height: float = 100) -> Element:
    """One picture of a turn: an SVG image in its own units (it scales to its box), named ``label``."""
    return svg("svg", parts, viewBox=f"0 0 {width} {height}", role="img", aria_label=label, focusable="false")


def how_to_win(title: str, goal: str, turn: list[tuple[Element, str]]) -> Element:
    """The panel a game's rules open with: its goal, then a turn as (picture, caption) pairs (``.how-to-win``)."""
    return el(
        "section",
        el("h2", text=title),
        el("p", text=goal, cls="how-to-win-goal"),
        el("ol", [el("li", drawn, el("span", text=caption)) for drawn, caption in turn], cls="how-to-win-turn"),
        cls="how-to-win",
        data_testid="how-to-win",
    )


# --- a counter a newcomer can read -----------------------------------------------------


def counter(shown: Child, meaning: str, cls: str = "", *, in_control: bool = False, **attrs: Any) -> Element:
    """A number on the table with its icon or short label (``shown``), and its meaning in words.

    The meaning is what a screen reader hears (the drawing is hidden from it) and what a player sees in a small
    tip when the counter has focus: a tap focuses it (``tabindex=0``), so the tip works on touch as with Tab and
    the mouse. Every board's counters are this one element (``.counter`` in app.css). ``in_control``: inside a
    button (a seat chip) it is not focusable itself; the meaning is then part of that button's name.
    """
    return el(
        "span",
        el("span", shown, cls="counter-shown", aria_hidden="true"),
        el("span", cls="counter-tip", text=meaning),
        cls=f"counter {cls}".strip(),
        tabindex=None if in_control else "0",
        **attrs,
    )
