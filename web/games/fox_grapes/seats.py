"""The Fox and the Grapes' seats: opponents compact at the top (detail on tap), the viewer's docked at the bottom.

Each seat shows its face-down cards (a slot: the card, its claim and the declaration on it),
its face-up cards and points; the viewer's also shows their hand. A slot or hand card that
extends the viewer's half-made choice (``pending``) is a button.
"""

from __future__ import annotations

from typing import Any

from pygames.fox_grapes.data import CARDS

from ...dom import Element, button, el
from ...i18n import t
from .. import Table
from ..kit import before, choose, offers, refused, seat_cls, tappable, toward
from .cards import back, count, face, short_name


def acting(view: dict[str, Any]) -> list[int]:
    """The seats whose move it is (none while a round is resolved)."""
    return view["to_act"] if view["phase"] != "resolve" else []


def opponent(table: Table, pending: dict[str, Any], opened: set[int], p: int) -> Element:
    """Another seat in one line (name, points, face-down cards); a tap opens its face-up cards and hand size."""
    view = table.view
    seat = view["seats"][p]
    is_open = p in opened

    def toggle() -> None:
        opened.symmetric_difference_update({p})
        table.refresh()

    head = button(
        el("span", cls="fg-dot", aria_hidden="true"),
        el("span", cls="fg-name", text=table.names[p], data_testid="fg-name"),
        el("span", cls="fg-opp-score", text=t("fg.points", n=view["scores"][p])),
        action=toggle,
        cls="fg-opp-toggle",
        aria_expanded="true" if is_open else "false",
        data_testid=f"fg-open-{p}",
    )
    slots = el("div", [slot(table, pending, p, i, s) for i, s in enumerate(seat["table"])], cls="fg-slots")
    detail = el(
        "div",
        el("span", cls="tag", text=t("play.bot_tag")) if table.bots[p] else None,
        grapes(table, p),
        el("span", cls="fg-hand-size", text=t("fg.hand_count", n=seat["hand_size"])),
        cls="fg-opp-detail",
        data_testid="fg-opp-detail",
    )
    return el(
        "div",
        head,
        slots,
        detail,
        cls=seat_cls("fg-opp", table, p, "is-turn" if p in acting(view) else "", "is-open" if is_open else ""),
        data_testid="fg-seat",
        data_player=p,
        data_hand=seat["hand_size"],
    )


def grapes(table: Table, p: int, context: bool = False) -> Element:
    """A seat's face-up cards and points; a count that changed since the step before is highlighted."""
    face_up, points = table.view["seats"][p]["face_up"], table.view["scores"][p]
    was_view = before(table, "round")
    was = was_view["seats"][p]["face_up"] if was_view else face_up
    changed = was_view is not None and was_view["scores"][p] != points
    return el(
        "div",
        [count(card, face_up[card], face_up[card] != was[card]) for card in CARDS],
        el(
            "span",
            cls="fg-score" + (" is-changed" if changed else ""),
            text=t("fg.points", n=points),
            data_testid="fg-score",
        ),
        cls="fg-grapes",
        data_testid="fg-faceup",
        data_player=p,
        data_sweet=face_up["sweet"],
        data_sour=face_up["sour"],
        data_fox=face_up["fox"],
        data_score=points,
        data_context=context or None,
    )


def slot(table: Table, pending: dict[str, Any], owner: int, index: int, card: dict[str, Any]) -> Element:
    """A face-down card (its face for its owner, or once turned up), its claim and the declaration on it."""
    view = table.view
    mine = owner == table.viewer
    offered = (
        not mine
        and view["phase"] == "declare"
        and "target" not in pending
        and offers(table, pending, do="declare", target=owner, slot=index)
    )
    chosen = pending.get("target") == owner and pending.get("slot") == index
    was_view = before(table, "round")
    was = was_view["seats"][owner]["table"] if was_view else None
    changed = was is not None and (index >= len(was) or was[index] != card)
    shown = face(card["card"], size="sm") if card["card"] else back()
    call = card["call"]
    fate = None  # where a card turned up went
    if card["state"] == "taken":
        fate = el("span", cls="fg-fate", text=t("fg.taken_by", name=table.names[card["taker"]]))
    elif card["state"] == "removed":
        fate = el("span", cls="fg-fate", text=t("fg.out"))
    if call:
        said = el(
            "span",
            cls="fg-call is-set",
            text=t("fg.call_short", name=table.names[call["by"]], call=short_name(call["call"])),
            data_testid="fg-call-chip",
            data_call=call["call"],
            data_by=call["by"],
        )
    else:
        said = el("span", cls="fg-call", text=t("fg.no_call")) if card["state"] == "down" else None
    claim = el("span", cls="fg-claim", text=t("fg.claim", claim=short_name(card["claim"])))
    parts = [shown, el("span", claim, el("span", said, fate, cls="fg-slot-line"), cls="fg-slot-text")]
    attrs = {
        "data_player": owner,
        "data_slot": index,
        "data_card": card["card"] if mine and card["card"] else None,
        "data_state": card["state"],
        "data_context": True if chosen or (mine and view["phase"] == "push") else None,
    }
    cls = "fg-slot" + (" is-chosen" if chosen else "") + (" is-changed" if changed else "")
    testid = f"fg-slot-{owner}-{index}"  # a control's name: focus finds it again after a render
    if refused_here(table, pending, owner, card, offered):
        # your own card, or one already declared on: shown among the choices, refused with the rule's reason
        tried = {"do": "declare", "target": owner, "slot": index, "call": card["claim"]}
        return refused(parts, table, tried, cls, testid, **attrs)
    action = (lambda: choose(table, pending, do="declare", target=owner, slot=index)) if offered else None
    if offered:
        attrs.update(toward(table, pending, do="declare", target=owner, slot=index))
    return tappable(parts, action, cls, testid, **attrs)


def refused_here(table: Table, pending: dict[str, Any], owner: int, card: dict[str, Any], offered: bool) -> bool:
    """Whether a face-down card is one the viewer, choosing what to declare on, may not pick (a tap says why)."""
    choosing = table.view["phase"] == "declare" and bool(table.legal) and "target" not in pending
    return choosing and not offered and card["state"] == "down"


def mine(table: Table, pending: dict[str, Any]) -> Element:
    """The viewer's side, docked at the bottom: name, face-up cards, face-down cards and hand."""
    view = table.view
    p = table.viewer
    seat = view["seats"][p]
    head = el(
        "div",
        el("span", cls="fg-dot", aria_hidden="true"),
        el("span", cls="fg-name", text=table.names[p], data_testid="fg-name"),
        el("span", cls="tag", text=t("fg.you")) if table.is_you(p) else None,
        grapes(table, p, context=view["phase"] == "fox" and bool(table.legal)),
        cls="fg-me-head",
    )
    slots = [slot(table, pending, p, i, s) for i, s in enumerate(seat["table"])]
    return el(
        "div",
        head,
        el("div", slots, hand(table, pending), cls="fg-me-cards"),
        cls=seat_cls("fg-me", table, p, "is-turn" if p in acting(view) else ""),
        data_testid="fg-seat",
        data_player=p,
    )


def hand(table: Table, pending: dict[str, Any]) -> Element | None:
    """The viewer's hand: cards to choose from while playing one, else one short line."""
    cards_in_hand = table.view["seats"][table.viewer]["hand"]
    if cards_in_hand is None:
        return None
    choosing = table.view["phase"] == "play" and "card" not in pending and bool(table.legal)
    if not (choosing or pending.get("do") == "play"):  # not choosing from it: one short line
        return el(
            "p",
            el("span", cls="fg-hand-label", text=t("fg.hand_short")),
            [count(c, cards_in_hand[c], False, "hand") for c in CARDS if cards_in_hand[c]] or t("fg.hand_empty"),
            cls="fg-hand fg-hand-line",
            data_testid="fg-hand",
        )
    cards = []
    for card in CARDS:
        if not cards_in_hand[card]:
            continue
        offered = choosing and offers(table, pending, do="play", card=card)
        picked = pending.get("card") == card
        parts = [
            face(card, size="md"),
            el("span", cls="fg-hand-n", text=t("fg.in_hand_n", n=cards_in_hand[card])),
        ]
        attrs = {
            "data_card": card,
            "data_count": cards_in_hand[card],
            "data_context": True if picked else None,
        }
        action = (lambda c=card: choose(table, pending, do="play", card=c)) if offered else None
        if offered:
            attrs.update(toward(table, pending, do="play", card=card))
        cls = "fg-hand-card" + (" is-picked" if picked else "")
        cards.append(tappable(parts, action, cls, f"fg-hand-{card}", **attrs))
    return el(
        "div",
        el("h3", cls="sr-only", text=t("fg.hand", name=table.names[table.viewer])),
        cards or el("p", cls="fg-hand-empty", text=t("fg.hand_empty")),
        cls="fg-hand",
        data_testid="fg-hand",
    )
