"""Dim Sum's words: kinds, cards and faces named, and the log told in sentences that name the player.

Pure Python over plain views (no DOM). Importing it adds the board's words to web/i18n.py's table.
"""

from __future__ import annotations

from typing import Any

from pygames.dimsum.data import FACES, KINDS, SHAPES, kind_of, shape_of

from ...i18n import add, join_names, pick, t
from .text import WORDS

add(WORDS)

#: The log events told in the move log.
LOG_EVENTS = ("faces", "take", "place", "stack", "bonus", "end")


def kind_name(kind: str) -> str:
    return pick(KINDS[kind])


def mark(kind: str) -> str:
    """The kind's letter (小 / X …), shown beside its drawing for players who tell colours apart badly."""
    return pick(KINDS[kind]["mark"])


def card_name(card: str) -> str:
    return f"{kind_name(kind_of(card))} {pick(SHAPES[shape_of(card)])}"


def cell_list(cells: list[int]) -> str:
    return ", ".join(str(c) for c in cells) or t("ds.none")


def describe(event: dict[str, Any], names: list[str]) -> str:
    """One log event as a sentence that names the player."""
    kind = event["e"]
    if kind == "faces":
        return t("ds.ev_faces", faces=", ".join(f"{names[p]} {pick(FACES[f])}" for p, f in enumerate(event["faces"])))
    if kind == "end":
        winners = event["winners"]
        return t("ds.ev_end", names=join_names([names[p] for p in winners]), points=event["scores"][winners[0]])
    name = names[event["player"]]
    if kind == "take":
        key = "ds.ev_take_market" if event["from"] == "market" else "ds.ev_take_deck"
        return t(key, name=name, card=card_name(event["card"]))
    if kind == "place":
        parts = [t("ds.ev_place", name=name, cells=cell_list(event["cells"]))]
        if event["overflow"]:
            parts.append(t("ds.ev_over", cells=cell_list(event["overflow"])))
        if event["returned"]:
            parts.append(t("ds.ev_back", n=event["returned"]))
        if event["indigestion"]:
            parts.append(t("ds.ev_gauge", n=event["gauge"]))
        return " ".join(parts)
    if kind == "stack":
        if not event["cells"]:
            return t("ds.ev_nostack", n=event["returned"], name=name, g=event["gauge"])
        return t("ds.ev_stack", name=name, cells=cell_list(event["cells"]))
    picks = join_names([t(f"ds.pick_{p}") for p in event["picks"]])
    return t("ds.ev_bonus", name=name, picks=picks)


def log_lines(view: dict[str, Any], names: list[str]) -> list[tuple[int | None, str]]:
    """The whole game in words, oldest first: each line with the seat whose move it was (None: everyone's)."""
    return [(e.get("player"), describe(e, names)) for e in view["log"] if e["e"] in LOG_EVENTS]


def shape_words(shape: str) -> str:
    """A shape in words (the drawing's text alternative): each cube's place from the first cube."""
    places = [t("ds.fig_first")]
    for dr, dc in SHAPES[shape]["cubes"][1:]:
        steps = [t("ds.fig_down", n=dr)] if dr else []
        if dc:
            steps.append(t("ds.fig_right", n=dc) if dc > 0 else t("ds.fig_left", n=-dc))
        places.append(t("ds.fig_from_first", where=t("ds.fig_and").join(steps)))
    return t("ds.fig_cubes", places=t("ds.fig_sep").join(places))


def face_detail(face: str) -> str:
    info = FACES[face]
    neck = t("ds.face_neck", b=info["bottleneck"], c=info["blocks"]) if info["bottleneck"] else t("ds.face_none")
    return f"{neck} · {t('ds.face_bonus', n=info['bonus'])}"
