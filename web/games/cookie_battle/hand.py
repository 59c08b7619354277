"""Cookie Battle's dock: the viewer's hand (cards to pass, play or give) and their pieces and markers."""

from __future__ import annotations

from ...dom import Element, el
from ...i18n import t
from .. import Table, kit
from .cards import card, icon, piece
from .log import marker_name
from .picks import Picks


def hand(table: Table, picks: Picks) -> Element | None:
    """The viewer's cards: which may be tapped now, which is raised, which are new this round."""
    view = table.view
    cards_in_hand = view["hand"]
    if cards_in_hand is None:
        return None
    before = table.before
    new = (
        set(cards_in_hand) - set(before["hand"] or cards_in_hand)
        if before and before["round"] == view["round"]
        else set()
    )
    playing = view["phase"] == "play" and bool(table.legal)
    pending = picks.pending
    marker_card = pending.get("do") == "marker" and pending.get("kind") and picks.next_step(table) == "card"
    cards = []
    for card_id in cards_in_hand:
        action, choice, extra, state, refused, marks = None, False, "", "", None, {}
        if view["phase"] == "pass" and table.legal:
            side = next((s for s in ("left", "right") if pending.get(s) == card_id), None)
            if side:
                action, extra = (lambda s=side: picks.unpick(table, s)), "is-picked"
                state = t(f"cb.sr_pass_{side}")
                if picks.astray(table) and side == "left":
                    marks = kit.mark(table)  # the way back toward the guide: put the first chosen card back
            elif picks.complete(table) is None:
                step = {"right": card_id} if "left" in pending else {"do": "pass", "left": card_id}
                if picks.offers(table, **step):
                    action, choice = (lambda s=step: picks.choose(table, **s)), True
                    marks = kit.toward(table, pending, **step)
        elif playing and marker_card:
            if picks.offers(table, card=card_id):
                action, choice = (lambda c=card_id: picks.choose(table, card=c)), True
                marks = kit.toward(table, pending, card=card_id)
        elif playing and pending.get("do") != "marker":
            if pending.get("card") == card_id:
                action, choice, extra = (lambda: table.act(picks.complete(table))), True, "is-picked"
                state = t("cb.sr_selected")
            elif picks.offers(table, do="play", card=card_id):
                action, choice = (lambda c=card_id: picks.select(table, c)), True
                marks = kit.toward(table, pending, do="play", card=card_id)
            else:
                refused = (table, {"do": "play", "card": card_id})
        if card_id in new:
            extra += " is-changed"
        cards.append(
            card(
                card_id,
                action=action,
                choice=choice,
                extra=extra,
                testid=f"cb-hand-{card_id}",
                state=state,
                refused=refused,
                **marks,
            )
        )
    me = table.viewer
    return el(
        "div",
        el("div", cards, cls="cb-hand-cards"),
        cls="cb-hand " + table.colour(me),
        role="group",
        aria_label=t("cb.hand"),
        data_testid="cb-hand",
        # the whole hand matters while a card is chosen from it; at a confirm, the chosen cards are shown above
        data_context=True if pending.get("do") != "marker" and picks.complete(table) is None else None,
    )


def mine(table: Table) -> Element | None:
    """The viewer's pieces and markers, and what is left in the pile."""
    view = table.view
    if view["my_pieces"] is None:
        return None
    pieces = [piece(x, size="sm", testid="cb-my-piece") for x in view["my_pieces"]]
    markers = [
        el(
            "span",
            icon(f"cb-mk-{k}", "cb-marker-icon"),
            marker_name(k),
            cls=f"cb-my-marker marker-{k}",
            data_testid="cb-my-marker",
            data_kind=k,
        )
        for k in view["my_markers"]
    ]
    return el(
        "div",
        el("span", cls="cb-label", text=t("cb.mine")),
        pieces or el("span", cls="muted", text=t("cb.no_pieces")),
        markers,
        el("span", cls="cb-pile", text=t("cb.pile", pieces=view["pile_pieces"], markers=view["pile_markers"])),
        cls="cb-mine",
        data_testid="cb-mine",
    )
