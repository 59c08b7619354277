"""Dim Sum's decision: the prompt, the faces to choose from, the market (a card previewed, then taken),
the card being stacked, the bonus; and the header under the viewer's stomach."""

from __future__ import annotations

from typing import Any

from pygames.dimsum.data import CELLS, FACES, kind_of

from ... import art
from ...dom import Element, button, el
from ...i18n import pick, t
from .. import Table, kit
from ..kit import before, cancel_button
from .cards import card
from .log import cell_list, face_detail, kind_name
from .picks import Picks
from .stomach import grid


def header(table: Table) -> Element:
    """Turns, deck and chips left."""
    view = table.view
    info = [
        t("ds.turns_left", n=view["turns_left"]),
        t("ds.deck_left", n=view["deck"]) if view["deck"] else t("ds.deck_empty"),
        t("ds.chips_left", n=view["chips_left"]),
    ]
    return el(
        "div",
        el(
            "span",
            text=" · ".join(info),
            data_testid="ds-info",
            data_turns_left=view["turns_left"],
            data_deck=view["deck"],
        ),
        cls="ds-header",
    )


def prompt(text: str) -> Element:
    return el("p", cls="prompt ds-prompt", text=text, data_testid="ds-prompt")


def controls(table: Table, picks: Picks) -> Element:
    """What the viewer is asked now and the options that answer it."""
    view = table.view
    phase, step = view["phase"], view.get("step")
    parts: list[Any] = []
    if phase == "face":
        if table.legal:
            parts.append(prompt(t("ds.face_prompt")))
            parts.append(el("div", [face_option(table, a["face"]) for a in table.legal], cls="ds-faces"))
        else:
            parts.append(prompt(t("ds.face_waiting")))
    elif not table.legal:
        mine = table.stepping and table.is_you(view["turn"])  # a move shown before the viewer's own turn
        parts.append(prompt(t("ds.you_next") if mine else t("ds.waiting", name=table.names[view["turn"]])))
        parts.append(market(table, picks, active=False))
    elif step == "take":
        if picks.selected:  # the preview takes the prompt's place: what this card would do
            parts.append(preview_note(view["previews"][picks.selected]))
        else:
            parts.append(prompt(t("ds.take_prompt")))
        parts.append(market(table, picks, active=True))
        if picks.selected:
            parts.append(
                el(
                    "div",
                    button(
                        t("ds.take"),
                        action=lambda: picks.take_selected(table),
                        cls="btn btn-primary",
                        data_testid="ds-take",
                        data_card=picks.selected,
                        data_choice=True,
                        **kit.toward_confirm(table, picks.pending()),
                    ),
                    cancel_button(t("ds.cancel"), lambda: picks.cancel(table)),
                    cls="ds-take-actions",
                )
            )
    elif step == "stack":
        pending = view["pending"]
        kind = kind_of(pending["card"])
        parts.append(
            el(
                "div",
                card(pending["card"], "ds-pending"),
                prompt(t("ds.stack_prompt", n=pending["left"], kind=kind_name(kind))),
                cls="ds-stack-row",
            )
        )
    else:  # bonus
        parts.append(prompt(t("ds.bonus_prompt")))
        parts.append(
            el(
                "div",
                [
                    button(
                        t(f"ds.bonus_{a['pick']}"),
                        action=lambda a=a: table.act(a),
                        cls="btn btn-choice",
                        data_testid=f"ds-bonus-{a['pick']}",
                        data_pick=a["pick"],
                        data_choice=True,
                        **kit.toward(table, {}, **a),
                    )
                    for a in table.legal
                ],
                cls="ds-options",
            )
        )
    bonus = view.get("turn_bonus")
    if bonus:  # the last two turns: say so where the player looks
        parts.insert(0, el("p", cls="ds-bonus-note", text=t(f"ds.bonus_{bonus}"), data_testid="ds-turn-bonus"))
    return el(
        "div",
        parts,
        cls="ds-controls" + (" is-active" if table.legal else ""),
        data_testid="controls",
        data_selected=picks.selected,
    )


def face_option(table: Table, face: str) -> Element:
    """A face to choose: its picture, name and what it does."""
    return button(
        grid({str(c): [] for c in CELLS}, face, None, compact=True),
        el("span", cls="ds-face-name", text=pick(FACES[face])),
        el("span", cls="ds-face-detail", text=face_detail(face)),
        action=lambda: table.act({"do": "face", "face": face}),
        cls="btn btn-choice ds-face-opt",
        data_testid=f"ds-face-{face}",
        data_face=face,
        data_choice=True,
        **kit.toward(table, {}, do="face", face=face),
    )


def market(table: Table, picks: Picks, active: bool) -> Element:
    """The market's cards (a tap previews one) and the deck (a tap takes its top card unseen)."""
    view = table.view
    then = before(table, "phase")
    new = set(view["market"]) - set(then["market"]) if then else set()
    cards = []
    for card_id in view["market"]:
        changed = " is-changed" if card_id in new else ""
        if active:
            chosen = card_id == picks.selected
            cards.append(
                button(
                    art.ds_face(card_id),
                    action=lambda card_id=card_id: picks.select(table, card_id),
                    cls="ds-card is-choice" + (" is-chosen" if chosen else "") + changed,
                    data_testid=f"ds-market-{card_id}",
                    data_card=card_id,
                    data_market=True,
                    data_choice=True,
                    aria_pressed="true" if chosen else "false",
                    **kit.toward(table, picks.pending(), do="take", card=card_id, **{"from": "market"}),
                )
            )
        else:
            cards.append(el("div", art.ds_face(card_id), cls="ds-card" + changed, data_card=card_id, data_market=True))
    count = view["deck"]
    deck_body = [
        el("span", cls="ds-deck-back", text="?", aria_hidden="true"),
        el(
            "span",
            el("span", cls="ds-card-name", text=t("ds.deck")),
            el("span", cls="ds-card-sub", text=t("ds.deck_unseen", n=count) if count else t("ds.deck_empty")),
            cls="ds-card-text",
        ),
    ]
    changed = " is-changed" if then and then["deck"] != count else ""
    take_deck = {"do": "take", "from": "deck"}
    if active and take_deck in table.legal:
        deck = button(
            deck_body,
            action=lambda: table.act(take_deck),
            cls="ds-card ds-deck is-choice" + changed,
            data_testid="ds-deck",
            data_count=count,
            data_choice=True,
            **kit.toward(table, {}, **take_deck),  # a tap on the deck takes it, whatever is previewed
        )
    elif active:  # the deck is empty: a tap says so
        deck = kit.refused(deck_body, table, take_deck, "ds-card ds-deck" + changed, "ds-deck", data_count=count)
    else:
        deck = el("div", deck_body, cls="ds-card ds-deck" + changed, data_testid="ds-deck", data_count=count)
    return el(
        "div",
        el("h3", cls="ds-subtitle", text=t("ds.market")),
        el("div", cards, deck, cls="ds-market-row"),
        cls="ds-market",
        data_testid="ds-market",
        data_context=True,
    )


def preview_note(preview: dict[str, Any]) -> Element:
    """What the previewed card would do: where it lands, what spills over, the gauge."""
    if preview["layer"] == 2:
        if preview["targets"]:
            lines = [t("ds.preview_stack", n=preview["cubes"], cells=cell_list(preview["targets"]))]
        else:
            lines = [t("ds.preview_nostack", n=preview["cubes"])]
    else:
        lines = [t("ds.preview_fit", n=len(preview["cells"]))]
        if preview["overflow"]:
            lines.append(t("ds.preview_over", n=len(preview["overflow"])))
        if preview["returned"]:
            lines.append(t("ds.preview_back", n=preview["returned"]))
        if preview["indigestion"]:
            lines.append(t("ds.preview_gauge"))
    return el(
        "p",
        t("ds.sep").join(lines),
        cls="ds-preview-note" + (" is-bad" if preview["indigestion"] else ""),
        data_testid="ds-preview-note",
        data_indigestion="yes" if preview["indigestion"] else "no",
        data_context=True,
    )
