"""The Fox and the Grapes' finished rounds: the previous round all revealed, and at the end the standings."""

from __future__ import annotations

from ...dom import Element, el
from ...i18n import t
from .. import Table
from .cards import back, face
from .log import card_name, describe

#: The last round's events listed on the game-over screen.
FINAL_EVENTS = ("no_target", "reveal", "self_check", "push", "fox", "fox_skipped")


def last_round(table: Table) -> Element | None:
    """The previous round, every card turned up, folded away."""
    last = table.view["last_table"]
    if not last:
        return None
    rows = []
    for p, slots in enumerate(last):
        for slot in slots:
            call = slot["call"]
            taker = slot["taker"]
            rows.append(
                el(
                    "li",
                    face(slot["card"], size="xs") if slot["card"] else back(),
                    el(
                        "span",
                        f"{table.names[p]} — {t('fg.claim', claim=card_name(slot['claim']))}",
                        f" · {t('fg.call', name=table.names[call['by']], call=card_name(call['call']))}"
                        if call
                        else "",
                        f" → {table.names[taker]}" if taker is not None else f" → {t('fg.removed')}",
                    ),
                    cls="fg-last-row",
                )
            )
    return el(
        "details",
        el("summary", text=t("fg.last_round")),
        el("ul", rows, cls="fg-last-list"),
        cls="fg-last",
        data_testid="fg-last-round",
    )


def final_steps(table: Table) -> Element:
    """The last round's reveals, all at once (the game is over)."""
    view = table.view
    log = view["log"]
    start = max(i for i, e in enumerate(log) if e["e"] == "round")
    shown = [e for e in log[start:] if e["e"] in FINAL_EVENTS]
    return el(
        "div",
        el("h3", cls="section-title", text=t("fg.final_reveals")),
        el("ol", [el("li", text=describe(e, view, table.names)) for e in shown], cls="fg-final-list"),
        data_testid="fg-final-reveals",
    )


def standings(table: Table) -> Element:
    """Every seat's points and face-up cards, best first."""
    view = table.view
    order = sorted(range(len(view["seats"])), key=lambda p: view["ranking"][p], reverse=True)
    head = el(
        "tr",
        [
            el("th", text=t(key), scope="col")
            for key in ("fg.col_player", "fg.col_points", "fg.col_fox", "fg.col_sweet", "fg.col_sour")
        ],
    )
    rows = []
    for p in order:
        face_up = view["seats"][p]["face_up"]
        rows.append(
            el(
                "tr",
                el("th", text=table.names[p], scope="row", cls=table.colour(p)),
                el("td", text=str(view["scores"][p])),
                el("td", text=str(face_up["fox"])),
                el("td", text=str(face_up["sweet"])),
                el("td", text=str(face_up["sour"])),
                data_testid="fg-standing",
                data_player=p,
                data_score=view["scores"][p],
            )
        )
    return el(
        "div",
        el("table", el("thead", head), el("tbody", rows), cls="fg-standings"),
        data_testid="fg-standings",
    )
