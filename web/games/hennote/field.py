"""Hennote's battlefields: each player's three columns, and the last battle between them."""

from __future__ import annotations

from pygames.hennote.data import sign_of

from ...dom import Element, button, el, icon
from ...i18n import t
from .. import Table, kit
from ..kit import before, seat_cls
from .cards import card, empty
from .picks import Picks
from .sides import was


def field(table: Table, picks: Picks, p: int) -> Element:
    """Player ``p``'s columns: a card that may retreat, a gap to refill, what the step before changed."""
    view = table.view
    this, then = view["sides"][p], was(table, p)
    mine = p == table.viewer
    winning = view["over"] and view["winners"] == [p] and view["win_reason"] == "gods"
    slots = []
    for slot, card_id in enumerate(this["field"]):
        if mine and view["step"] == "refill" and slot in picks.refill_assign:
            content = card(picks.refill_assign[slot], extra="is-pending")
        elif card_id:
            action, choice, marks = None, False, {}
            extra = "is-changed" if then is not None and then["field"][slot] != card_id else ""
            if winning:
                extra = "is-win"
            if mine and picks.pending == {"do": "retreat"} and picks.offers(table, slot=slot):
                action, choice = (lambda s=slot: picks.choose(table, slot=s)), True
                marks = kit.toward(table, picks.pending, slot=slot)
            if mine and picks.pending.get("slot") == slot:
                extra = "is-leaving"
            content = card(card_id, action=action, extra=extra, choice=choice, testid=f"field-card-{slot}", marks=marks)
        elif mine and picks.refill_pick and slot in picks.refill_gaps(table, picks.refill_pick):
            content = button(
                t("hn.empty_slot"),
                action=lambda s=slot: picks.put_refill(table, s),
                cls="card card-md card-empty is-target",
                data_choice=True,
                data_testid=f"gap-{slot}",
                aria_label=t("hn.gap", n=slot + 1),
                **picks.refill_mark(table, "gap", slot),
            )
        else:
            gone = then is not None and then["field"][slot] is not None
            content = empty(extra="is-changed" if gone else "")
        slots.append(el("div", content, cls="hn-slot", data_testid="slot", data_slot=slot, data_card=card_id or None))
    return el(
        "div",
        slots,
        cls=seat_cls("hn-row hn-field" + (" is-me" if mine else ""), table, p),
        data_testid="field",
        data_player=p,
        data_context=True,
        role="group",
        aria_label=t("hn.field_of", name=table.names[p]),
    )


def battle(table: Table) -> Element:
    """The last battle, column by column, from the viewer's side (▼ theirs won, ▲ the opponent's)."""
    fought = table.view["last_battle"]
    me = table.viewer
    if fought is None:
        return el("div", el("p", cls="battle-caption", text=t("hn.no_battle")), cls="hn-battle")
    then = before(table, "phase")
    fresh = then is not None and then["last_battle"] != fought
    columns = []
    for i, column in enumerate(fought["columns"]):
        winner = column["winner"]
        theirs, mine = column["cards"][1 - me], column["cards"][me]
        if winner is None:
            mark, text, cls = "=", t("hn.col_tie"), "is-tie"
        else:
            mark = "▼" if winner == me else "▲"
            text, cls = t("hn.col_win", name=table.names[winner]), "is-mine" if winner == me else "is-theirs"
        columns.append(
            el(
                "div",
                el(
                    "span",
                    icon(f"sign-{sign_of(theirs)}", "mini-sign"),
                    icon(f"sign-{sign_of(mine)}", "mini-sign"),
                    cls="battle-signs",
                ),
                el("span", mark, " ", text, cls="battle-text"),
                cls=f"battle-col {cls}",
                data_testid="battle-result",
                data_column=i,
                data_winner="none" if winner is None else winner,
            )
        )
    caption = el("p", cls="battle-caption", text=t("hn.battle", name=table.names[fought["by"]]))
    return el(
        "div",
        caption,
        el("div", columns, cls="hn-row battle-row"),
        cls="hn-battle" + (" is-changed" if fresh else ""),
        data_testid="battle",
    )
