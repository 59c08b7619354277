"""Hennote's setup on screen: the draft of the gods, then each player's secret placement."""

from __future__ import annotations

from pygames.hennote.data import GODS, SIGNS, SLOTS, god_of

from ...dom import Child, Element, button, el, icon
from ...i18n import join_names, pick, t
from .. import Table, kit
from ..kit import seat_cls
from .cards import card, empty
from .picks import Picks


def draft(table: Table, picks: Picks) -> Child:
    """The gods each player has drafted, and the gods left to draft when it is the viewer's pick."""
    view = table.view
    drafter = view["to_act"][0] if view["to_act"] else None
    chosen = [
        el(
            "p",
            el("span", cls="hn-gods-owner", text=t("hn.gods_of", name=table.names[p])),
            [el("span", cls=f"chip god-{g}", text=pick(GODS[g])) for g in side["gods"]],
            cls="hn-gods-line",
            data_testid="drafted",
            data_player=p,
        )
        for p, side in enumerate(view["sides"])
    ]
    if table.legal:
        prompt = t("hn.draft_prompt", name=table.names[table.viewer])
        picked = el(
            "div",
            [
                button(
                    el("span", cls="god-mark"),
                    pick(GODS[action["god"]]),
                    action=lambda a=action: table.act(a),
                    cls=f"btn god-btn god-{action['god']}",
                    data_testid="draft-god",
                    data_god=action["god"],
                    data_choice=True,
                    **kit.toward(table, {}, **action),
                )
                for action in table.legal
            ],
            cls="hn-draft-grid",
        )
    else:
        prompt, picked = t("hn.draft_waiting", name=table.names[drafter] if drafter is not None else ""), None
    return [
        el("h2", cls="panel-title", text=t("hn.draft_title")),
        el("p", cls="prompt", text=prompt),
        picked,
        chosen,
    ]


def placement(table: Table, picks: Picks) -> Child:
    """The secret placement: the viewer's columns, their cards to place, and who has placed."""
    view, me = table.view, table.viewer
    others = [
        el(
            "p",
            icon("card-back", "placed-mark") if side["placed"] else None,
            table.names[p],
            " — ",
            t("hn.place_done") if side["placed"] else t("hn.place_not_yet"),
            cls=seat_cls("hn-placed-status", table, p),
            data_testid="placed-status",
            data_player=p,
            data_placed="yes" if side["placed"] else "no",
        )
        for p, side in enumerate(view["sides"])
        if p != me
    ]
    status = el("div", others)
    if not table.legal:
        mine = view["sides"][me]["field"]
        waiting = [table.names[p] for p in view["to_act"]]
        return [
            el("h2", cls="panel-title", text=t("hn.place_title")),
            el("p", cls="prompt", text=t("hn.place_waiting", name=join_names(waiting))),
            el("div", [card(c) if c else empty() for c in mine], cls="hn-row hn-field"),
            status,
        ]
    slots = [placement_slot(table, picks, i) for i in range(SLOTS)]
    placed_gods = {god_of(c) for c in picks.placement if c}
    pool = [
        el(
            "div",
            el("span", cls=f"chip god-{god}", text=pick(GODS[god])),
            el("div", [pool_card(table, picks, f"{god}-{sign}", placed_gods) for sign in SIGNS], cls="hn-pool-cards"),
            cls="hn-pool-god",
        )
        for god in view["sides"][me]["gods"]
    ]
    ready = all(picks.placement)
    confirm = button(
        t("hn.place_confirm"),
        action=(lambda: table.act({"do": "place", "slots": list(picks.placement)})) if ready else None,
        cls="btn btn-primary btn-wide",
        data_testid="place-confirm",
        data_choice=ready,
        **(picks.place_mark(table, "confirm") if ready else {}),
    )
    return el(
        "div",
        el("h2", cls="panel-title", text=t("hn.place_title")),
        el("p", cls="prompt", text=t("hn.place_prompt")),
        el("div", slots, cls="hn-row hn-field hn-place-slots", data_context=True),
        el("div", pool, cls="hn-pool"),
        confirm,
        status,
        cls="hn-placing",
    )


def placement_slot(table: Table, picks: Picks, slot: int) -> Element:
    """One column of the placement: the card put there (a tap takes it back), or a gap to aim the next card at."""
    placed = picks.placement[slot]
    label = el("span", cls="slot-label", text=t("hn.column", n=slot + 1))
    if placed:
        content = card(
            placed,
            action=lambda: picks.unplace(table, slot),
            testid=f"placed-{slot}",
            marks=picks.place_mark(table, "unplace", slot),
        )
    else:
        content = button(
            t("hn.empty_slot"),
            action=lambda: picks.target(table, slot),
            cls="card card-md card-empty" + (" is-target" if picks.place_target == slot else ""),
            data_testid=f"place-target-{slot}",
            aria_label=t("hn.gap", n=slot + 1),
            aria_pressed="true" if picks.place_target == slot else "false",
            **picks.place_mark(table, "target", slot),
        )
    return el("div", content, label, cls="hn-slot", data_testid="place-slot", data_slot=slot, data_card=placed)


def pool_card(table: Table, picks: Picks, card_id: str, placed_gods: set[str]) -> Element:
    """A card the viewer may place (used: already in a column)."""
    used = card_id in picks.placement
    open_god = god_of(card_id) not in placed_gods
    # One name for every card of a god not yet placed: after a card is placed, focus moves on to the next god's.
    return card(
        card_id,
        action=None if used else (lambda: picks.place(table, card_id)),
        extra="is-used" if used else "",
        testid="place-card" if open_god else f"place-{card_id}",
        choice=open_god,
        marks=picks.place_mark(table, "card", card_id) if not used else None,
    )
