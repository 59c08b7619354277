"""Cookie Battle's trick: every seat's slot in play order, the piece fought over, the suit led, who won."""

from __future__ import annotations

from ...dom import Element, el
from ...i18n import t
from .. import Table
from .cards import card, piece
from .log import card_name, settled_trick, trick_result
from .picks import Picks
from .seats import info


def trick(table: Table, picks: Picks) -> Element:
    """The trick being played (or the one just won, or the last one while the next has no card yet)."""
    view = table.view
    before = table.before
    n = view["players"]
    settled = settled_trick(view)
    showing_last = not view["trick"] and view["last_trick"] and not settled
    done = settled or (view["last_trick"] if showing_last else None)
    plays = done["cards"] if done else view["trick"]
    leader = plays[0]["player"] if plays else view["leader"]
    new_cards = {play["card"] for play in plays} - {play["card"] for play in before["trick"]} if before else set()
    slots = []
    for k in range(n):
        player = (leader + k) % n
        play = plays[k] if k < len(plays) else None
        turn = view["turn"] == player and play is None
        card_id = play["card"] if play else None
        win = bool(done) and done["winner"] == player
        slots.append(
            el(
                "li",
                card(
                    card_id, size="sm", win=win, extra="is-changed" if card_id in new_cards and not showing_last else ""
                )
                if card_id
                else el("span", cls="cb-slot-empty" + (" is-turn" if turn else ""), aria_hidden="true"),
                el(
                    "span",
                    ("▶ " if turn else "") + ("★ " if win else ""),
                    el("span", text=t("cb.you") if table.is_you(player) else table.names[player]),
                    cls=f"cb-owner {table.colour(player)}",
                ),
                cls="cb-slot" + (" is-turn" if turn else "") + (" is-win" if win else ""),
                data_testid="cb-trick-card" if card_id and not showing_last else "cb-slot",
                data_player=player,
                data_card=card_id,
            )
        )
    contested = view["contested"]
    suit = done["suit"] if done else view["trick_suit"]
    heading = t("cb.last_trick_head", n=done["trick"]) if showing_last else t("cb.trick_head")
    return el(
        "div",
        el(
            "div",
            el(
                "p",
                el("span", cls="cb-label", text=t("cb.contested") + " "),
                piece(contested, extra="is-changed" if before and contested != before["contested"] else "")
                if contested
                else el("span", text=t("cb.no_piece")),
                cls="cb-contested",
                data_testid="cb-contested",
                data_piece=contested,
            ),
            el(
                "p",
                t("cb.led", suit=t("cb.suit_" + suit)) if suit else t("cb.led_none"),
                cls="cb-led" + (f" suit-{suit}" if suit else ""),
                data_testid="cb-led",
                data_suit=suit,
            ),
            cls="cb-table-head",
        ),
        el("p", info(table), el("span", text=heading), cls="cb-info"),
        el("ol", slots, cls="cb-slots" + (" is-last" if showing_last else "")),
        el("p", cls="cb-result", text=trick_result(done, table.names), data_testid="cb-result") if done else None,
        exchange(table, picks),
        cls="cb-table" + (" is-settled" if settled else ""),
        data_testid="cb-last-trick" if showing_last else "cb-trick",
        data_winner=done["winner"] if done else None,
        data_context=True,
    )


def exchange(table: Table, picks: Picks) -> Element | None:
    """Before the first card of a round: the two cards the viewer was just passed, and by whom (until a tap)."""
    view = table.view
    passed = view["my_exchange"]
    if not passed or view["trick_number"] != 1 or view["trick"] or picks.pending:
        return None
    left, right = view["neighbours"]["left"], view["neighbours"]["right"]
    return el(
        "p",
        cls="cb-exchange",
        data_testid="cb-exchange",
        text=t(
            "cb.exchange",
            left=table.names[left],
            right=table.names[right],
            got_left=card_name(passed["got_from_left"]),
            got_right=card_name(passed["got_from_right"]),
        ),
    )
