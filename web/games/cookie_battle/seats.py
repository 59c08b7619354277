"""Cookie Battle's other players: one compact row of chips (cards, pieces, markers), details on tap."""

from __future__ import annotations

from ...dom import Child, Element, button, el
from ...i18n import t
from .. import Table
from ..kit import counter
from .cards import icon, sr
from .log import card_name
from .picks import Picks


def chips(table: Table) -> list[int]:
    """The seats in the top row: the others, and for a spectator (no hand to show) every seat."""
    return list(range(table.view["players"])) if table.spectator else table.others()


def seats(table: Table, picks: Picks) -> Element:
    """The top row: each seat's name and counts, whose turn it is, who has passed."""
    view = table.view
    before = table.before
    row = []
    for p in chips(table):
        passed = view["passed"][p] if view["passed"] is not None else None
        changed = before is not None and any(
            before[key][p] != view[key][p] for key in ("piece_counts", "marker_counts")
        )
        mark, state = (
            ("▶", t("cb.turn_mark"))
            if view["turn"] == p
            else ("✓", t("cb.passed"))
            if passed
            else ("…", t("cb.passing"))
            if passed is not None
            else ("", "")
        )
        row.append(
            el(
                "li",
                button(
                    el(
                        "span",
                        el("span", cls="cb-seat-dot", aria_hidden="true"),
                        el("span", cls="cb-seat-name", text=table.names[p]),
                        cls="cb-seat-line",
                    ),
                    el(
                        "span",
                        [
                            counter([icon(symbol), str(view[key][p])], t(words, n=view[key][p]), in_control=True)
                            for key, symbol, words in COUNTS
                        ],
                        el("span", mark, sr(" " + state), cls="cb-seat-state") if state else None,
                        cls="cb-seat-line cb-counts",
                    ),
                    action=lambda p=p: picks.toggle_seat(table, p),
                    cls=f"cb-seat {table.colour(p)}"
                    + (" is-turn" if view["turn"] == p else "")
                    + (" is-changed" if changed else "")
                    + (" is-open" if picks.open_seat == p else ""),
                    aria_expanded="true" if picks.open_seat == p else "false",
                    data_testid=f"cb-seat-{p}",
                    data_player=p,
                    data_pieces=view["piece_counts"][p],
                    data_markers=view["marker_counts"][p],
                ),
            )
        )
    about = el("p", info(table), cls="cb-info") if view["phase"] == "pass" else None
    return el("div", about, el("ul", row, cls="cb-seats"), cls="cb-top")


#: The counts on an opponent's chip: the view's key, its picture, its words (a tap opens them in full).
COUNTS = (
    ("hand_counts", "card-back", "cb.tip_cards"),
    ("piece_counts", "cb-chocolate", "cb.tip_pieces"),
    ("marker_counts", "cb-pen", "cb.tip_markers"),
)


def info(table: Table) -> list[Child]:
    """Where the game is: the round, and the trick while tricks are played."""
    view = table.view
    return [
        el(
            "span",
            t("cb.round", round=view["round"], rounds=view["rounds"]),
            data_testid="cb-round",
            data_round=view["round"],
        ),
        el(
            "span",
            t("cb.trick", n=view["trick_number"], total=view["tricks_per_round"]),
            data_testid="cb-trick-number",
            data_trick=view["trick_number"],
        )
        if view["phase"] == "play"
        else None,
    ]


def seat_detail(table: Table, picks: Picks) -> Element | None:
    """The opened opponent: counts, their card in the last trick, tricks won by round, first player."""
    p = picks.open_seat
    view = table.view
    if p is None or p not in chips(table):
        return None
    last = view["last_trick"]
    played = next((play["card"] for play in (last or {}).get("cards", []) if play["player"] == p), None)
    won = [r[p] for r in view["round_results"]]
    return el(
        "div",
        el("p", el("span", cls="cb-name", text=table.names[p]), cls="cb-detail-name"),
        el(
            "p",
            t(
                "cb.detail_counts",
                cards=view["hand_counts"][p],
                pieces=view["piece_counts"][p],
                markers=view["marker_counts"][p],
            ),
        ),
        el("p", t("cb.detail_last", card=card_name(played))) if played else None,
        el("p", t("cb.detail_rounds", counts=" / ".join(map(str, won)))) if won else None,
        el("p", t("cb.first", name=table.names[view["first_player"]])) if view["first_player"] == p else None,
        cls=f"cb-detail {table.colour(p)}",
        data_testid="cb-seat-detail",
        data_player=p,
    )
