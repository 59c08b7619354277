"""What happened at a Fox and the Grapes table, in words: the move log and the captions of a move's steps.

Pure Python over plain views (no DOM), so it runs and is tested outside the browser. The steps
themselves, one card turned up at a time, are the engine's (``State.story``); a round's scores
are read from its log events, never counted here.
"""

from __future__ import annotations

from typing import Any

from pygames.fox_grapes.data import CARD_NAMES

from ...i18n import add, join_names, pick, t
from .text import WORDS

add(WORDS)


def card_name(card: str) -> str:
    return pick(CARD_NAMES[card])


def card_of(view: dict[str, Any], owner: str, slot: int) -> str:
    """ "Bo's card", or "Bo's card 2" when each player has several face-down cards (the 2-player game)."""
    if view["cards_per_round"] > 1:
        return t("fg.card_n_of", owner=owner, n=slot + 1)
    return t("fg.card_of", owner=owner)


def describe(event: dict[str, Any], view: dict[str, Any], names: list[str]) -> str:
    """One log event as a sentence that names the players."""
    kind = event["e"]
    if kind == "round":
        return t("fg.ev_round", round=event["round"], rounds=view["rounds"], name=names[event["start"]])
    if kind == "play":
        return t("fg.ev_play", name=names[event["player"]], claim=card_name(event["claim"]))
    if kind == "declare":
        card = card_of(view, names[event["target"]], event["slot"])
        return t("fg.ev_declare", name=names[event["player"]], card=card, call=card_name(event["call"]))
    if kind == "reveal":
        return t(
            "fg.ev_reveal",
            declarer=names[event["declarer"]],
            card_of=card_of(view, names[event["owner"]], event["slot"]),
            claim=card_name(event["claim"]),
            call=card_name(event["call"]),
            card=card_name(event["card"]),
            taker=names[event["taker"]],
        )
    if kind == "self_check":
        name = names[event["player"]]
        head = t("fg.ev_self", name=name, claim=card_name(event["claim"]), card=card_name(event["card"]))
        tail = {"taken": "fg.ev_self_taken", "removed": "fg.ev_self_removed", "push": "fg.ev_self_push"}
        return f"{head} {t(tail[event['outcome']], name=name)}"
    if kind == "push":
        return t("fg.ev_push", name=names[event["player"]], target=names[event["target"]])
    if kind == "fox":
        key = "fg.ev_fox_give" if event["choice"] == "give_sour" else "fg.ev_fox_take"
        text = t(key, name=names[event["player"]], target=names[event["target"]])
        return text + (t("fg.ev_forced") if event["forced"] else "")
    if kind == "fox_skipped":
        return t("fg.ev_fox_skipped", name=names[event["player"]])
    if kind == "no_target":
        return t("fg.ev_no_target", name=names[event["player"]])
    scores = ", ".join(f"{names[p]} {s}" for p, s in enumerate(event["scores"]))
    if kind == "over":
        winners = event["winners"]
        who = t("fg.ev_draw") if not winners else t("fg.ev_won", names=join_names([names[p] for p in winners]))
        return t("fg.ev_over", who=who, scores=scores)
    return t("fg.ev_round_end", round=event["round"], scores=scores)


def actor(event: dict[str, Any]) -> int | None:
    """The seat whose move (or card) a log event is about, for its colour; None for the table's own events."""
    for key in ("player", "declarer", "start"):
        if key in event:
            return event[key]
    return None


def log_lines(view: dict[str, Any], names: list[str]) -> list[tuple[int | None, str]]:
    """The whole move log in words, oldest first."""
    return [(actor(event), describe(event, view, names)) for event in view["log"]]
