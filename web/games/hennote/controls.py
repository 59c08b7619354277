"""Hennote's action panel: the prompt (with Cancel once a choice is half made) and the buttons of this decision."""

from __future__ import annotations

from ...dom import Element, button, el, icon
from ...i18n import t
from .. import Table, kit
from .log import ACTIONS
from .picks import Picks

#: The follow-up choice of the actions that have a side: the action's key, then (value, label) pairs.
SIDE_CHOICES = {
    "slide": ("from", (("left", "hn.slide_left"), ("right", "hn.slide_right"))),
    "change": ("with", (("left", "hn.change_left"), ("right", "hn.change_right"))),
}


def controls(table: Table, picks: Picks) -> Element:
    """The prompt and the options: an action, its side, or (for a retreat) the card and where the new one comes from."""
    view = table.view
    kind = picks.pending.get("do")
    options: list[Element] = []
    cancel = picks.half_made
    if view["step"] == "refill":
        # the actions stay in place, refused with the rule's reason: fill the gaps first (or: the turn's action is made)
        prompt, testid = t("hn.refill_prompt"), "prompt-refill"
        options = [action_button(table, picks, a) for a in ACTIONS]
    elif kind is None:
        # an action the rules refuse now (the first player's first, a repeat) says why when tapped (kit.refused)
        prompt, testid = t("hn.action_prompt"), "prompt-action"
        options = [action_button(table, picks, a) for a in ACTIONS]
    elif kind in SIDE_CHOICES:
        key, choices = SIDE_CHOICES[kind]
        options = [
            button(
                t(label),
                action=lambda v=value: picks.choose(table, **{key: v}),
                cls="btn btn-choice",
                data_testid=f"choice-{value}",
                data_value=value,
                data_choice=True,
                **kit.toward(table, picks.pending, **{key: value}),
            )
            for value, label in choices
            if picks.offers(table, **{key: value})
        ]
        prompt, testid = t(f"hn.{kind}_prompt"), f"prompt-{kind}"
    else:
        prompt = t("hn.retreat_with") if "slot" in picks.pending else t("hn.retreat_prompt")
        testid = "prompt-retreat"

    def drop() -> Element:
        # a half-made choice that leads away from the guide (a lesson's move, a hint) is dropped first: marked
        return button(
            t("play.cancel"),
            action=lambda: picks.cancel(table),
            cls="btn btn-ghost",
            data_testid="choice-cancel",
            **picks.astray(table),
        )

    return el(
        "div",
        el(
            "div",
            el("p", cls="prompt", text=prompt, data_testid=testid),
            drop() if cancel and not options else None,
            cls="hn-prompt-row",
        ),
        el(
            "div",
            options,
            drop() if cancel else None,
            cls="action-row" if kind is None or view["step"] == "refill" else "choice-row",
        )
        if options
        else None,
        cls="hn-controls",
        data_testid="controls",
        data_pending=kind,
    )


def action_button(table: Table, picks: Picks, kind: str) -> Element:
    """One of the three actions, with its help line: refused with the rule's reason when it is not legal now."""
    parts = [
        icon(f"act-{kind}", "act-icon"),
        el("span", cls="act-name", text=t(f"hn.{kind}")),
        el("span", cls="act-help", text=t(f"hn.{kind}_help")),
    ]
    if not picks.offers(table, do=kind):
        return kit.refused(parts, table, {"do": kind}, "btn btn-action", f"action-{kind}")
    return button(
        parts,
        action=lambda: picks.choose(table, do=kind),
        cls="btn btn-action",
        data_testid=f"action-{kind}",
        data_choice=True,
        **kit.toward(table, picks.pending, do=kind),
    )
