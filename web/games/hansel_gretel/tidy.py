"""Hansel or Gretel's tidying: a bear's discards (toggles, then a confirm) and what a mirror copies."""

from __future__ import annotations

from typing import Any

from pygames.hansel_gretel.data import SCORED_KINDS, kind_of, limit_of

from ...dom import Child, Element, button, el
from ...i18n import join_names, t
from .. import Table, kit
from .cards import mark, short
from .log import kind_name
from .picks import Picks


def tidy(table: Table, picks: Picks) -> Element:
    view, names = table.view, table.names
    if not table.legal:
        busy = [p for p, c in enumerate(view["collections"]) if c["tidying"]]
        return el(
            "div",
            el("p", cls="prompt hg-prompt", text=t("hg.tidy_waiting", names=join_names([names[p] for p in busy]))),
            cls="hg-tidy panel",
            data_testid="tidy",
        )
    mine = view["tidy"]
    bears = [a for a in table.legal if a["do"] == "bear"]
    mirrors = [a for a in table.legal if a["do"] == "mirror"]
    groups: list[Child] = []
    if bears:
        groups.append(
            el(
                "div",
                el("h3", mark("bear"), " ", t("hg.bear_title"), cls="hg-subtitle"),
                bear_picker(table, picks, bears, mine.get("this_round", [])),
                cls="hg-group",
            )
        )
    if mirrors:
        options = [
            button(
                mirror_option(view["collections"][table.viewer], a["copy"]),
                action=lambda a=a: table.act(a),
                cls="btn hg-option" + (" hg-square" if a["copy"] else ""),
                data_testid=f"mirror-{a['copy'] or 'none'}",
                data_copy=a["copy"] or "",
                data_choice=True,
                **(kit.mark(table) if table.guide == a else {}),
            )
            for a in mirrors
        ]
        groups.append(
            el(
                "div",
                el("h3", mark("mirror"), " ", t("hg.mirror_title"), cls="hg-subtitle"),
                el("div", options, cls="hg-options"),
                cls="hg-group",
            )
        )
    return el(
        "div",
        el("p", cls="prompt hg-prompt", text=t("hg.tidy_prompt")),
        None
        if bears
        else el(
            "div",
            [short(c) for c in mine.get("this_round", [])],
            cls="hg-pile-cards",
            data_context=True,
            aria_label=t("hg.this_round"),
            role="group",
        ),
        el("div", groups, cls="hg-groups"),
        cls="hg-tidy panel",
        data_testid="tidy",
    )


def mirror_option(col: dict[str, Any], kind: str | None) -> list[Child]:
    """ "Candy 2→3/4": the kind a mirror would copy and what its count becomes against the limit."""
    if kind is None:
        return [t("hg.mirror_fizzle")]
    n = col["counts"].get(kind, 0)
    limit = limit_of(kind)
    after = f"{n}→{n + 1}" + (f"/{limit}" if limit is not None else "")
    return [
        el("span", cls="hg-sr", text=t("hg.mirror_copy_sr") + " " + kind_name(kind) + " "),
        el("span", mark(kind), el("span", text=t(f"hg.short.{kind}"), aria_hidden="true"), cls="hg-option-kind"),
        el("span", cls="hg-option-after", text=after),
    ]


def bear_picker(table: Table, picks: Picks, bears: list[dict[str, Any]], this_round: list[str]) -> Element:
    """This round's cards as toggles: tap up to two to discard, then confirm (or discard nothing).

    A witch, a bear or a mirror taken this round is shown too, refused: a bear never discards them.
    """
    offered = {tuple(a["discard"]): a for a in bears}
    discardable = {k for a in bears for k in a["discard"]}
    picks.discards = [c for c in picks.discards if c in this_round]
    full = max(len(k) for k in offered) <= len(picks.discards)
    chosen = tuple(sorted((kind_of(c) for c in picks.discards), key=SCORED_KINDS.index))
    goal = table.guide if isinstance(table.guide, dict) and table.guide.get("do") == "bear" else None
    wanted = list(goal["discard"]) if goal else []
    toggles = []
    for card_id in this_round:
        kind = kind_of(card_id)
        picked = card_id in picks.discards
        can = kind in SCORED_KINDS and kind in discardable and (picked or not full)
        parts = [el("span", cls="hg-mini-mark", text="✕" if picked else "", aria_hidden="true"), short(card_id)]
        if not can:
            kinds = sorted([*chosen, kind], key=lambda k: SCORED_KINDS.index(k) if k in SCORED_KINDS else -1)
            toggles.append(
                kit.refused(
                    parts,
                    table,
                    {"do": "bear", "discard": kinds},
                    "hg-toggle hg-square",
                    f"bear-{card_id}",
                    data_card=card_id,
                )
            )
            continue
        # toward the guide: untick a card it does not discard, tick one it still needs
        extra = chosen.count(kind) > wanted.count(kind)
        needed = chosen.count(kind) < wanted.count(kind)
        toward = goal is not None and (extra if picked else needed)
        toggles.append(
            button(
                *parts,
                action=lambda c=card_id: picks.toggle_discard(table, c),
                cls="hg-toggle hg-square" + (" is-picked" if picked else ""),
                data_testid=f"bear-{card_id}",
                data_card=card_id,
                data_choice=True,
                aria_pressed="true" if picked else "false",
                **(kit.mark(table) if toward else {}),
            )
        )
    confirm = offered.get(chosen) if chosen else None
    return el(
        "div",
        el("div", toggles, cls="hg-pile-cards hg-toggles", aria_label=t("hg.this_round"), role="group"),
        el(
            "div",
            button(
                t("hg.bear_discard", cards=join_names([kind_name(k) for k in chosen]) or "—"),
                action=(lambda: table.act(confirm)) if confirm else None,
                cls="btn btn-primary hg-option",
                data_testid="bear-confirm",
                data_choice=confirm is not None,
                **(kit.mark(table) if goal is not None and wanted and confirm == goal else {}),
            ),
            button(
                t("hg.bear_none"),
                action=(lambda: table.act(offered[()])) if () in offered else None,
                cls="btn hg-option",
                data_testid="bear-none",
                data_choice=() in offered,
                **(kit.mark(table) if goal is not None and not wanted else {}),
            ),
            cls="hg-options",
        ),
        cls="hg-bear",
    )
