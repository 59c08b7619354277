"""Hennote's move log in words, from the view's log alone.

Pure Python (no DOM): the board draws what these return, and tests call them directly.
A turn's steps are the engine's (``State.story``); their captions are these words.
"""

from __future__ import annotations

from typing import Any

from pygames.hennote.data import GODS, STALEMATE_ACTIONS, god_of, sign_of

from ...i18n import add, pick, t
from .text import WORDS

add(WORDS)

ACTIONS = ("slide", "change", "retreat")


def god_name(card_id: str) -> str:
    return pick(GODS[god_of(card_id)])


def card_label(card_id: str) -> str:
    """A card's name, "Ra Rock": what web/art.py's drawing of it says."""
    return f"{god_name(card_id)} {t('hn.' + sign_of(card_id))}"


def log_lines(view: dict[str, Any], names: list[str]) -> list[tuple[int | None, str]]:
    """The whole move log in words, oldest first: (the seat whose move it is, or None; the sentence)."""
    return [(event.get("player"), line(event, names)) for event in view.get("log", [])]


def line(event: dict[str, Any], names: list[str]) -> str:
    """One event of the log in words."""
    kind, player = event["e"], event.get("player")
    name = names[player] if player is not None else ""
    if kind == "god":
        return t("hn.log_god", name=name, god=pick(GODS[event["god"]]))
    if kind == "place":
        return t("hn.log_place", name=name)
    if kind == "reveal":
        fields = [t("hn.log_sep").join(card_label(c) for c in side["field"] if c) for side in event["table"]]
        return t(
            "hn.log_reveal", a=names[0], b=names[1], cards_a=fields[0], cards_b=fields[1], first=names[event["first"]]
        )
    if kind in ("slide", "change"):
        return t(f"hn.log_{kind}_{event['from' if kind == 'slide' else 'with']}", name=name)
    if kind == "retreat":
        out, card = card_label(event["discarded"]), card_label(event["card"])
        return t(f"hn.log_retreat_{event['from']}", name=name, n=event["slot"] + 1, out=out, card=card)
    if kind == "battle":
        return t(
            "hn.log_battle", columns=t("hn.log_sep").join(_column(i, c, names) for i, c in enumerate(event["columns"]))
        )
    if kind == "refill":
        return t("hn.log_refill", name=name, what=_refill(event))
    if kind == "reshuffle":
        return t("hn.log_reshuffle", name=name, n=event["cards"])
    if kind == "end":
        return outcome(event, names)
    return kind  # an event this board does not know (a newer engine): shown as its name, never a crash


def news_lines(before: dict[str, Any], after: dict[str, Any], names: list[str]) -> list[str]:
    """What happened between two views, short enough to caption a step and to be said aloud (the log has it all)."""
    old, new = before.get("log", []), after.get("log", [])
    if len(new) < len(old) or new[: len(old)] != old:
        return [line(event, names) + t("hn.stop") for event in new[-1:]]
    return [short(event, names) + t("hn.stop") for event in new[len(old) :] if event["e"] != "reshuffle"]


def short(event: dict[str, Any], names: list[str]) -> str:
    """One event in a few words: the retreat's two cards, the battle's score, a refill named only."""
    kind, player = event["e"], event.get("player")
    if kind == "retreat":
        out, card = card_label(event["discarded"]), card_label(event["card"])
        return t("hn.news_retreat", name=names[player], out=out, card=card)
    if kind == "battle":
        won = [column["winner"] for column in event["columns"] if column["winner"] is not None]
        scores = [t("hn.news_won", name=names[p], n=won.count(p)) for p in (0, 1) if p in won]
        return t("hn.news_battle", wins=t("hn.log_sep").join(scores) if scores else t("hn.news_tied"))
    if kind == "refill":
        return t("hn.news_refill", name=names[player])
    return line(event, names)


def _column(index: int, column: dict[str, Any], names: list[str]) -> str:
    winner = column["winner"]
    if winner is None:
        return t("hn.log_col_tie", n=index + 1)
    win, lose = column["cards"][winner], column["cards"][1 - winner]
    return t("hn.log_col_win", n=index + 1, name=names[winner], win=card_label(win), lose=card_label(lose))


def _refill(event: dict[str, Any]) -> str:
    parts = [
        t(
            "hn.log_gap",
            n=slot + 1,
            card=card_label(c),
            source=t(f"hn.log_source_{'deck' if slot in event['from_deck'] else 'stock'}"),
        )
        for slot, c in enumerate(event["slots"])
        if c
    ]
    if event["stock"]:
        parts.append(t("hn.log_stocked", cards=t("hn.log_sep").join(card_label(c) for c in event["stock"])))
    return t("hn.log_list_sep").join(parts)


def outcome(end: dict[str, Any], names: list[str]) -> str:
    """How the game ended (``end``: the log's last event, or the same keys): gods or battles, and the battle count."""
    if end["reason"] == "stalemate":
        return t("hn.reason_stalemate", n=STALEMATE_ACTIONS)
    winner = end["player"]
    mine, theirs = end["wins"][winner], end["wins"][1 - winner]
    if end["reason"] == "gods":
        return t("hn.reason_gods", name=names[winner], god=pick(GODS[end["god"]]), mine=mine, theirs=theirs)
    key = "hn.reason_tie" if mine == theirs else "hn.reason_battles"
    return t(key, name=names[winner], mine=mine, theirs=theirs)
