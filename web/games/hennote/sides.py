"""Hennote's sides: each player's name, battles won, stock, deck and discard pile (open on a tap)."""

from __future__ import annotations

from typing import Any

from pygames.hennote.data import WIN_BATTLES, god_of, sign_of

from ...dom import Element, button, el, icon
from ...i18n import t
from .. import Table, kit
from ..kit import before, seat_cls
from .cards import card
from .log import card_label
from .picks import Picks


def was(table: Table, p: int) -> dict[str, Any] | None:
    """Side ``p`` as the step before this one showed it (None: nothing to compare with)."""
    then = before(table, "phase")
    return then["sides"][p] if then else None


def side(table: Table, picks: Picks, p: int) -> Element:
    """One player's name, wins, stock, deck and discard pile: compact for the opponent, tappable for the viewer."""
    view = table.view
    mine_side, then = view["sides"][p], was(table, p)
    mine = p == table.viewer
    is_turn = view["turn"] == p and not view["over"]
    last = mine_side["last_action"]
    won = view["over"] and view["winners"] == [p] and view["win_reason"] == "battles"
    changed = then and then["wins"] != mine_side["wins"]
    wins_cls = "wins" + (" is-changed" if changed else "") + (" is-win" if won else "")
    head = el(
        "div",
        el("span", cls="turn-dot", aria_hidden="true"),
        el("span", cls="side-name", text=table.names[p], data_testid="side-name"),
        el("span", cls="tag", text=t("play.bot_tag")) if table.bots[p] else None,
        el("span", cls="side-last", text=t("hn.last_action", action=t("hn." + last))) if last else None,
        el(
            "span",
            t("hn.wins", wins=mine_side["wins"], target=WIN_BATTLES),
            cls=wins_cls,
            data_testid="wins",
            data_player=p,
            data_wins=mine_side["wins"],
        ),
        cls="hn-side-head" + (" is-turn" if is_turn else ""),
    )
    return el(
        "div",
        head,
        supply(table, picks, p),
        cls=seat_cls("hn-side" + (" is-me" if mine else " is-opponent"), table, p),
        data_testid="side",
        data_player=p,
        data_context=True,
    )


def supply(table: Table, picks: Picks, p: int) -> Element:
    """Stock (labelled: the prompts name it), deck and discard pile of one player."""
    this, then = table.view["sides"][p], was(table, p)
    mine = p == table.viewer
    size = "sm" if mine else "xs"
    retreat_slot_chosen = mine and picks.pending.get("do") == "retreat" and "slot" in picks.pending
    stock = []
    for index, card_id in enumerate(this["stock"]):
        action, extra, choice, marks = None, "", False, {}
        if then and card_id not in then["stock"]:
            extra = "is-changed"
        if retreat_slot_chosen and picks.offers(table, **{"from": "stock", "card": card_id}):
            action, choice = (lambda c=card_id: picks.choose(table, **{"from": "stock", "card": c})), True
            marks = kit.toward(table, picks.pending, **{"from": "stock", "card": card_id})
        elif mine and table.view["step"] == "refill" and table.legal:
            if card_id in picks.refill_assign.values():
                continue
            if picks.refill_pick == card_id:
                action, extra = (lambda c=card_id: picks.pick_refill(table, c)), "is-picked"
            elif picks.refill_gaps(table, card_id):
                action, choice = (lambda c=card_id: picks.pick_refill(table, c)), True
                marks = picks.refill_mark(table, "card", card_id)
        stock.append(
            card(
                card_id,
                action=action,
                extra=extra,
                size=size,
                choice=choice,
                testid="stock-picked" if extra == "is-picked" else f"stock-card-{index}",  # focus: on to the gaps
                label=t("hn.stock_card", card=card_label(card_id)),
                marks=marks,
            )
        )
    deck_choice = retreat_slot_chosen and picks.offers(table, **{"from": "deck"})
    deck_face = [icon("card-back", "card-back-art"), el("span", cls="deck-count", text=str(this["deck"]))]
    deck_attrs = {
        "data_testid": "deck",
        "data_player": p,
        "data_count": this["deck"],
        "aria_label": t("hn.deck_top", n=this["deck"]) if deck_choice else t("hn.deck", n=this["deck"]),
    }
    if deck_choice:
        deck = button(
            deck_face,
            action=lambda: picks.choose(table, **{"from": "deck"}),
            cls=f"card card-{size} card-back is-choice",
            data_choice=True,
            **deck_attrs,
            **kit.toward(table, picks.pending, **{"from": "deck"}),
        )
    else:
        deck = el("div", deck_face, cls=f"card card-{size} card-back", role="img", **deck_attrs)
    return el(
        "div",
        el(
            "div",
            el("span", cls="pile-label", text=t("hn.stock"), aria_hidden="true"),
            stock,
            cls="hn-stock",
            data_testid="stock",
            data_player=p,
            role="group",
            aria_label=t("hn.stock"),
        ),
        el("div", deck, el("span", cls="pile-label", text=t("hn.deck", n=this["deck"])), cls="hn-deck"),
        discard_toggle(table, picks, p),
        cls="hn-supply",
    )


def discard_toggle(table: Table, picks: Picks, p: int) -> Element:
    """The discard pile: its count and its top card (a retreat's discard is seen at once); opens the pile."""
    pile, then = table.view["sides"][p]["discard"], was(table, p)
    is_open = picks.open_discard == p
    top = pile[-1] if pile else None
    top_mark = (
        el(
            "span",
            icon(f"sign-{sign_of(top)}", "mini-sign"),
            cls=f"discard-top god-{god_of(top)}",
            data_testid="discard-top",
            data_card=top,
            title=card_label(top),
        )
        if top
        else None
    )
    changed = then is not None and then["discard"] != pile
    return button(
        icon("pile", "icon"),
        el("span", text=t("hn.discard", n=len(pile))),
        top_mark,
        action=lambda: picks.toggle_discard(table, p),
        cls="btn btn-ghost discard-btn" + (" is-open" if is_open else "") + (" is-changed" if changed else ""),
        data_testid=f"discard-toggle-{p}",
        data_player=p,
        aria_expanded="true" if is_open else "false",
        aria_label=t("hn.discard", n=len(pile)) + (" " + t("hn.top_discard", card=card_label(top)) if top else ""),
    )


def discard_list(table: Table, picks: Picks, p: int) -> Element:
    """A player's discard pile, opened: every card in it, and a close button."""
    cards = table.view["sides"][p]["discard"]
    return el(
        "div",
        el(
            "div",
            el("h3", text=t("hn.discard_of", name=table.names[p])),
            button(
                "×",
                action=lambda: picks.toggle_discard(table, p),
                cls="btn btn-ghost btn-close",
                aria_label=t("play.cancel"),
                data_testid="discard-close",
            ),
            cls="discard-head",
        ),
        el(
            "div",
            [card(c, size="sm") for c in cards] or el("p", text=t("hn.discard_empty")),
            cls="discard-cards",
        ),
        cls="hn-discard-list",
        data_testid="discard-list",
        data_player=p,
        role="region",
        aria_label=t("hn.discard_of", name=table.names[p]),
    )
