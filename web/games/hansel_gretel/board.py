"""Hansel or Gretel's Board: the phase dispatch, and the half-made choice (``picks``) between renders.

What it draws comes from the package's other modules; it keeps no table between renders.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pygames.hansel_gretel.data import BIRD

from ...dom import Child, Element, el
from ...i18n import join_names, t
from .. import Table
from . import text  # noqa: F401 - its words, added to i18n once
from .header import header
from .log import lines, news, pile_name
from .picks import Picks
from .seats import collections, mine, others, scores
from .split import after, split
from .tidy import tidy


class Board:
    """Draws the table and keeps the viewer's half-made choice (a gap, a pile) until it is confirmed."""

    def __init__(self) -> None:
        self.picks = Picks()

    def reset(self) -> None:
        self.picks.reset()

    def is_private(self, view: dict[str, Any]) -> bool:
        # the secret pile choice and the secret bears and mirrors
        return view["phase"] in ("choose", "tidy")

    def outcome(self, view: dict[str, Any], names: list[str]) -> str:
        cols = view["collections"]
        first = view["winners"]
        if not first:
            return ""
        score, cards = cols[first[0]]["score"], cols[first[0]]["size"]
        if len(first) > 1:
            return t("hg.reason_shared", names=join_names([names[p] for p in first]), score=score, cards=cards)
        if any(c["score"] == score for p, c in enumerate(cols) if p != first[0]):
            return t("hg.reason_cards", name=names[first[0]], score=score, cards=cards)
        return t("hg.reason_one", name=names[first[0]], score=score)

    # --- words for the play screen: the log, what changed, what comes next ------------------

    def log(self, view: dict[str, Any], names: list[str]) -> list[tuple[int | None, str]]:
        return [(line.seat, line.text) for line in lines(view["log"], names)]

    def news(self, before: dict[str, Any], after: dict[str, Any], names: list[str]) -> list[str]:
        return [line.text for line in news(before, after, names)]

    def upcoming(self, view: dict[str, Any]) -> str:
        """What the player behind the curtain is about to do, said before they lift it."""
        split = view["split"]
        if view["phase"] == "tidy":
            return t("hg.next_tidy")
        if split is None:
            return ""
        where = t("hg.the_row") if not split["path"] else t("hg.the_pile", pile=pile_name(split["path"]))
        if view["phase"] == "choose":
            cut = split["cut"]
            left = sum(c != BIRD for c in split["items"][:cut])
            right = sum(c != BIRD for c in split["items"][cut:])
            return t("hg.next_choose", where=where, left=left, right=right)
        return t("hg.next_bird" if view["phase"] == "bird" else "hg.next_cut", where=where)

    # --- the board ----------------------------------------------------------------------------

    def render(self, table: Table) -> Element:
        if table.stepping or table.view["reveal"]:
            table = replace(table, legal=[])  # a step of a replay offers nothing to tap
        picks = self.picks
        view = table.view
        phase = view["phase"]
        parts: list[Child] = [header(table)]
        if phase == "over":
            parts.append(scores(table, final=True))
            parts.append(collections(table))
        else:
            parts.append(others(table, picks))
            if phase == "tidy":
                parts.append(tidy(table, picks))
            elif view["split"] is not None:
                parts.append(split(table, picks))
            parts.append(mine(table))
            parts.append(after(table))
        return el(
            "section",
            parts,
            cls=f"hg hg-{phase}" + (" is-acting" if table.legal else ""),
            data_testid="board",
            data_phase=phase,
            data_viewer=table.viewer,
            data_round=view["round"],
        )
