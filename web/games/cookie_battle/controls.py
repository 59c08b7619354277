"""Cookie Battle's decision: the pass (two cards, then a confirm), a card to play (raised, then a confirm),
a marker (its kind, then its card, piece or target, then a confirm); Cancel drops the choice.

Each tap toward ``table.guide`` (a lesson's move, a hint) carries its mark (``kit.toward``); a marker held but of no
use now, and a player a marker cannot act on, are shown refused with the engine's reason (``kit.refused``)."""

from __future__ import annotations

from typing import Any

from pygames.cookie_battle.data import MARKER_KINDS

from ...dom import Child, Element, button, el
from ...i18n import join_names, pick, t
from .. import Table, kit
from .cards import icon, piece
from .log import card_name, marker_name, settled_trick
from .picks import Picks


def controls(table: Table, picks: Picks) -> Element | None:
    """The prompt and options of this decision, or the wait for others."""
    view = table.view
    parts: list[Child] = []
    if view["phase"] == "pass":
        parts += pass_controls(table, picks)
    elif table.legal:
        parts += play_controls(table, picks)
    elif view["turn"] is not None and not settled_trick(view):
        parts.append(el("p", cls="muted", text=t("cb.waiting", name=table.names[view["turn"]])))
    return el("div", parts, cls="cb-controls", data_testid="cb-controls") if parts else None


def pass_controls(table: Table, picks: Picks) -> list[Child]:
    """The two cards to pass (left, then right), then a confirm; or the pass made, waiting for the others."""
    view, names = table.view, table.names
    if not table.legal:
        mine = view["my_pass"]
        waiting = [names[p] for p, done in enumerate(view["passed"]) if not done]
        return [
            el(
                "p",
                cls="prompt",
                text=t("cb.my_pass", left=card_name(mine["left"]), right=card_name(mine["right"])),
            )
            if mine
            else None,
            el("p", cls="muted", text=t("cb.pass_waiting", names=join_names(waiting))),
        ]
    chosen = picks.complete(table)
    pending = picks.pending
    left, right = view["neighbours"]["left"], view["neighbours"]["right"]
    slots = el(
        "div",
        [
            el(
                "p",
                el("span", cls="cb-label", text=t(f"cb.pass_to_{side}", to=names[to])),
                el("span", cls="cb-pass-card", text=card_name(pending[side]) if side in pending else "—"),
                cls=f"cb-pass-slot {table.colour(to)}" + (" is-filled" if side in pending else ""),
                data_testid=f"cb-pass-{side}",
            )
            for side, to in (("left", left), ("right", right))
        ],
        cls="cb-pass-slots",
        data_context=True,
    )
    if chosen is None:
        side, to = ("right", right) if "left" in pending else ("left", left)
        prompt = t(f"cb.pass_prompt_{side}", name=names[table.viewer], to=names[to])
        return [el("p", cls="prompt", text=prompt), slots]
    return [
        el("p", cls="prompt", text=t("cb.pass_confirm_prompt")),
        slots,
        confirm_row(table, picks, t("cb.pass_confirm"), chosen),
    ]


def play_controls(table: Table, picks: Picks) -> list[Child]:
    """A card raised (confirm it), the markers button, or a marker's menu and its questions."""
    names = table.names
    chosen = picks.complete(table)
    if picks.pending.get("do") == "play" and chosen is not None:
        card = card_name(chosen["card"])
        return [
            el("p", cls="prompt", text=t("cb.play_confirm_prompt")),
            confirm_row(table, picks, t("cb.play_confirm", card=card), chosen),
        ]
    if picks.pending.get("do") != "marker":
        kinds = marker_kinds(table)
        # the prompt and the markers button side by side: the hand stays high enough for a phone's first screen
        return [
            el(
                "div",
                el("p", cls="prompt", text=t("cb.play_prompt", name=names[table.viewer])),
                button(
                    icon("cb-pen", "cb-marker-icon"),
                    t("cb.markers_button"),
                    action=lambda: picks.choose(table, do="marker"),
                    cls="btn cb-markers-btn",
                    data_testid="cb-markers",
                    data_choice=True,
                    **kit.toward(table, picks.pending, do="marker"),
                )
                if kinds
                else None,
                cls="cb-play-row",
            )
        ]
    kind = picks.pending.get("kind")
    if kind is None:  # the marker menu: each kind with what it does
        return [
            el("p", cls="prompt", text=t("cb.marker_menu")),
            el("div", [marker_choice(table, picks, k) for k in held_kinds(table)], cls="cb-marker-menu"),
            drop(table, picks, t("cb.back")),
        ]
    marker = marker_name(kind)
    effect = el("p", cls="cb-effect", text=pick(MARKER_KINDS[kind]["effect"]), data_context=True)
    if chosen is not None:
        return [
            el("p", cls="prompt", text=t("cb.marker_confirm_prompt", marker=marker)),
            effect,
            confirm_row(table, picks, t("cb.use_marker", marker=marker), chosen),
        ]
    step = picks.next_step(table)
    parts: list[Child] = [el("p", cls="prompt", text=t(f"cb.choose_{step}", marker=marker)), effect]
    if step == "target":
        offered = picks.values(table, "target")
        parts.append(
            el(
                "div",
                [
                    button(
                        names[q],
                        action=lambda q=q: picks.choose(table, target=q),
                        cls=f"btn cb-target {table.colour(q)}",
                        data_testid=f"cb-target-{q}",
                        data_target=q,
                        data_choice=True,
                        **kit.toward(table, picks.pending, target=q),
                    )
                    if q in offered
                    else kit.refused(
                        names[q],
                        table,
                        {**picks.pending, "target": q},
                        f"btn cb-target {table.colour(q)}",
                        f"cb-target-{q}",
                        data_target=q,
                    )
                    for q in table.others()
                ],
                cls="cb-choices",
            )
        )
    elif step == "piece":
        parts.append(
            el(
                "div",
                [
                    piece(
                        x,
                        action=lambda x=x: picks.choose(table, piece=x),
                        testid=f"cb-piece-{x}",
                        **kit.toward(table, picks.pending, piece=x),
                    )
                    for x in picks.values(table, "piece")
                ],
                cls="cb-choices",
            )
        )
    parts.append(drop(table, picks, t("cb.cancel")))
    return parts


def confirm_row(table: Table, picks: Picks, label: str, action: dict[str, Any]) -> Element:
    """The confirm that plays the one action the taps name (marked when it is the guide's move), and Cancel."""
    return el(
        "div",
        button(
            label,
            action=lambda: table.act(action),
            cls="btn btn-primary cb-confirm",
            data_testid="cb-confirm",
            data_choice=True,
            **(kit.mark(table) if table.guide is not None and action == table.guide else {}),
        ),
        drop(table, picks, t("cb.cancel")),
        cls="cb-confirm-row",
    )


def drop(table: Table, picks: Picks, label: str) -> Element:
    """Cancel (or Back): marked when the choice so far leads away from the guide."""
    marks = kit.mark(table) if picks.astray(table) else {}
    return button(label, action=lambda: picks.cancel(table), cls="btn btn-ghost", data_testid="cb-cancel", **marks)


def marker_choice(table: Table, picks: Picks, kind: str) -> Element:
    """One kind in the marker menu, with what it does; refused, with the reason, when it would do nothing now."""
    parts = [
        el(
            "span",
            icon(f"cb-mk-{kind}", "cb-marker-icon"),
            t("cb.use_marker", marker=marker_name(kind)),
            cls="cb-marker-name",
        ),
        el("span", cls="cb-marker-effect", text=pick(MARKER_KINDS[kind]["effect"])),
    ]
    cls, testid = f"btn cb-marker marker-{kind}", f"cb-marker-{kind}"
    if kind not in marker_kinds(table):
        return kit.refused(parts, table, {"do": "marker", "kind": kind}, cls, testid, data_kind=kind)
    return button(
        parts,
        action=lambda: picks.choose(table, kind=kind),
        cls=cls,
        data_testid=testid,
        data_kind=kind,
        data_choice=True,
        **kit.toward(table, picks.pending, kind=kind),
    )


def marker_kinds(table: Table) -> list[str]:
    """The kinds of marker the viewer may use now, in the rules' order."""
    return sorted({a["kind"] for a in table.legal if a["do"] == "marker"}, key=list(MARKER_KINDS).index)


def held_kinds(table: Table) -> list[str]:
    """The kinds of marker the viewer holds (usable now or not), in the rules' order."""
    return sorted(set(table.view["my_markers"] or ()), key=list(MARKER_KINDS).index)
