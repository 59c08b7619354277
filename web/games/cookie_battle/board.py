"""Cookie Battle's Board: the phase dispatch, and the half-made choice (``picks``) between renders.

What it draws comes from the package's other modules; it keeps no table between renders.
"""

from __future__ import annotations

from typing import Any

from ...dom import Child, Element, el
from ...i18n import join_names, t
from .. import Table
from .controls import controls
from .hand import hand, mine
from .log import log_lines
from .picks import Picks
from .results import final, round_results
from .seats import seat_detail, seats
from .trick import trick


class Board:
    """Draws the table and keeps the viewer's half-made choice until they confirm the one legal action it names."""

    def __init__(self) -> None:
        self.picks = Picks()

    def reset(self) -> None:
        self.picks.reset()

    def is_private(self, view: dict[str, Any]) -> bool:
        # The acting player's screen shows their hand, pieces and markers (and their pass).
        return view["phase"] != "over"

    def log(self, view: dict[str, Any], names: list[str]) -> list[tuple[int | None, str]]:
        """The whole game's log in words, oldest first: the seat each line is about, and the sentence."""
        return log_lines(view, names)

    def upcoming(self, view: dict[str, Any]) -> str:
        """What the next player will do, said on the pass-and-play curtain."""
        if view["phase"] == "pass":
            return t("cb.up_pass")
        if view["phase"] != "play":
            return ""
        if not view["trick"]:
            return t("cb.up_lead", n=view["trick_number"])
        suit = view["trick_suit"]
        return t("cb.up_follow", n=view["trick_number"], suit=t("cb.suit_" + suit) if suit else t("cb.up_no_suit"))

    def outcome(self, view: dict[str, Any], names: list[str]) -> str:
        end = [e for e in view["log"] if e["e"] == "game_end"][-1]
        scores, winners, ache = end["scores"], end["winners"], end["stomach_ache"]
        if end["decided_by"] == "all_tied":
            return t("cb.reason_all_tied", score=scores[0])
        key = {"rotten": "cb.reason_ache_rotten", "next_score": "cb.reason_ache"}[end["decided_by"]]
        if len(winners) > 1:
            key += "_many"
        won = join_names([names[p] for p in winners])
        top, score = scores[ache[0]], scores[winners[0]]
        return t(key, ache=join_names([names[p] for p in ache]), top=top, names=won, score=score)

    def render(self, table: Table) -> Element:
        view = table.view
        picks = self.picks
        phase = view["phase"]
        if phase == "over":
            body: Child = [final(table), round_results(table)]
        else:
            body = [
                seats(table, picks),
                seat_detail(table, picks),
                trick(table, picks) if phase == "play" else None,
                el(
                    "div",
                    controls(table, picks),
                    hand(table, picks),
                    mine(table),
                    cls="cb-dock",
                    data_testid="cb-dock",
                ),
                round_results(table),
            ]
        return el(
            "section",
            body,
            cls=f"cb cb-{phase}",
            data_testid="board",
            data_phase=phase,
            data_viewer=table.viewer,
            data_round=view["round"],
        )
