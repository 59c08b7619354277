"""Cookie Battle's words: cards, pieces and markers named, and the log told in sentences.

Pure Python over plain views (no DOM). Importing it adds the board's words to web/i18n.py's table.
"""

from __future__ import annotations

from typing import Any

from pygames.cookie_battle.data import MAGICIAN, MARKER_KINDS, kind_of, points_of, suit_of, value_of

from ...i18n import add, join_names, pick, t
from .text import WORDS

add(WORDS)


def card_name(card: str) -> str:
    if card == MAGICIAN:
        return t("cb.magician")
    return t("cb.card", suit=t("cb.suit_" + suit_of(card)), n=value_of(card))


def piece_name(piece: str | None) -> str:
    if piece is None:
        return t("cb.facedown_piece")
    if kind_of(piece) == "rotten":
        return t("cb.piece_rotten")
    return t("cb.piece", flavour=t("cb.flavour_" + kind_of(piece)), n=points_of(piece))


def marker_name(kind: str) -> str:
    return pick(MARKER_KINDS[kind]["name"])


def describe(event: dict[str, Any], names: list[str]) -> str:
    """One step of the public log (plus the viewer's own private details) as a sentence."""
    kind = event["e"]
    if kind == "round":
        return t("cb.ev_round", round=event["round"], name=names[event["first"]])
    if kind == "passed":
        text = t("cb.ev_passed")
        if "got_from_left" in event:
            text += " — " + t("cb.ev_my_pass", left=card_name(event["gave_left"]), right=card_name(event["gave_right"]))
        return text
    if kind == "reveal":
        if event["piece"] is None:
            return t("cb.ev_reveal_none", n=event["trick"], name=names[event["player"]])
        return t("cb.ev_reveal", n=event["trick"], name=names[event["player"]], piece=piece_name(event["piece"]))
    if kind == "play":
        return t("cb.ev_play", name=names[event["player"]], card=card_name(event["card"]))
    if kind == "marker_gain":
        if "kind" in event:
            return t("cb.ev_marker_gain_kind", name=names[event["player"]], marker=marker_name(event["kind"]))
        return t("cb.ev_marker_gain", name=names[event["player"]])
    if kind == "marker":
        name, marker = names[event["player"]], marker_name(event["kind"])
        if "target" in event:
            text = t("cb.ev_marker_target", name=name, target=names[event["target"]], marker=marker)
        else:
            text = t("cb.ev_marker", name=name, marker=marker)
        if "old" in event:
            text += " " + t("cb.ev_switch", old=piece_name(event["old"]), piece=piece_name(event["piece"]))
        elif "piece" in event:
            text += " " + t("cb.ev_detail_piece", piece=piece_name(event["piece"]))
        if "gave" in event:
            text += " " + t("cb.ev_detail_cards", gave=card_name(event["gave"]), got=card_name(event["got"]))
        return text
    if kind == "trick":
        return trick_result(event, names)
    if kind == "round_end":
        return t("cb.ev_round_end", round=event["round"])
    return t("cb.ev_game_end")


def trick_result(result: dict[str, Any], names: list[str]) -> str:
    reason = t("cb.reason_" + result["reason"])
    name = names[result["winner"]]
    if result["piece"] is None:
        text = t("cb.trick_won_nopiece", name=name, reason=reason)
    else:
        text = t("cb.trick_won", name=name, reason=reason, piece=piece_name(result["piece"]))
    if result["markers"]:
        text += " · " + t("cb.marker_earned", names=join_names([names[p] for p in result["markers"]]))
    return text


def actor(event: dict[str, Any]) -> int | None:
    """The seat whose move (or win) a log line tells, for its colour; ``None`` for the table's own events."""
    if event["e"] == "trick":
        return event["winner"]
    if event["e"] == "round":
        return event["first"]
    return event.get("player")


def settled_trick(view: dict[str, Any]) -> dict[str, Any] | None:
    """The trick just won while all its cards are still on the table (a step of the move that ended it), else None."""
    return view["last_trick"] if len(view["trick"]) == view["players"] else None


def log_lines(view: dict[str, Any], names: list[str]) -> list[tuple[int | None, str]]:
    """The whole game's log in words, oldest first: the seat each line is about, and the sentence."""
    return [(actor(event), describe(event, names)) for event in view["log"]]
