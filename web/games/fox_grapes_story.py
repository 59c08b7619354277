"""What happened at a Fox and the Grapes table, told from one seat's views: the move log in words, and a
round's reveals as steps, one card turned up at a time.

Pure Python over plain views (no DOM), so it runs and is tested outside the browser. A step is built only
from the view before an action and the view after it: the log the after-view gained says which card turned
up, what it was and who took it; everything else in a step is the before-view's. So a step never shows
what came later (the next round's hand sizes, start player or turn), and never a card the seat had not
yet seen turned up.
"""

from __future__ import annotations

import marshal
from typing import Any

from pygames.fox_grapes.data import CARD_NAMES

from ..i18n import add, join_names, pick, t
from .fox_grapes_text import WORDS

add(WORDS)

#: Log events that turn a card up or move face-up cards: each is drawn as a step of its own.
STEP_EVENTS = ("reveal", "self_check", "push", "fox")
#: Log events that close a round: what follows them is the after-view's to show, not a step's.
ROUND_OVER = ("round_end", "round", "over")


def card_name(card: str) -> str:
    return pick(CARD_NAMES[card])


def card_of(view: dict[str, Any], owner: str, slot: int) -> str:
    """ "Bo's card", or "Bo's card 2" when each player has several face-down cards (the 2-player game)."""
    if view["cards_per_round"] > 1:
        return t("fg.card_n_of", owner=owner, n=slot + 1)
    return t("fg.card_of", owner=owner)


def effects(event: dict[str, Any]) -> list[tuple[int, str, int]]:
    """How one log event changed the face-up cards: (player, card, +1 or -1)."""
    kind = event["e"]
    if kind == "reveal":
        return [(event["taker"], event["card"], 1)]
    if kind == "self_check" and event["outcome"] == "taken":
        return [(event["player"], event["card"], 1)]
    if kind == "push":
        return [(event["target"], "sour", 1)]
    if kind == "fox":
        p, target = event["player"], event["target"]
        if event["choice"] == "give_sour":
            return [(p, "sour", -1), (target, "sour", 1)]
        return [(target, "sweet", -1), (p, "sweet", 1)]
    return []


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


# --- one card at a time ------------------------------------------------------------------


def _score(face_up: dict[str, int]) -> int:
    return face_up["sweet"] + face_up["fox"] - face_up["sour"]


def _play(view: dict[str, Any], event: dict[str, Any]) -> None:
    """Apply one log event to a view of the same round (the cards it turned up come from the event)."""
    kind = event["e"]
    seats = view["seats"]
    if kind == "declare":
        seats[event["target"]]["table"][event["slot"]]["call"] = {"by": event["player"], "call": event["call"]}
    elif kind == "no_target":
        view["self_check"].append(event["player"])
    elif kind == "reveal":
        seats[event["owner"]]["table"][event["slot"]].update(card=event["card"], state="taken", taker=event["taker"])
    elif kind == "self_check":
        slot = seats[event["player"]]["table"][0]
        outcome = event["outcome"]
        slot.update(
            card=event["card"],
            state={"taken": "taken", "removed": "removed", "push": "pending"}[outcome],
            taker=event["player"] if outcome == "taken" else None,
        )
        if outcome == "removed":
            view["removed"][event["card"]] += 1
    elif kind == "push":
        seats[event["player"]]["table"][0].update(state="taken", taker=event["target"])
    for player, card, delta in effects(event):
        seats[player]["face_up"][card] += delta
    faces = [seat["face_up"] for seat in seats]
    view["scores"] = [_score(face) for face in faces]
    view["ranking"] = [[_score(face), face["fox"], face["sweet"]] for face in faces]
    view["log"].append(event)


def steps(before: dict[str, Any], after: dict[str, Any]) -> list[dict[str, Any]]:
    """The views between ``before`` and ``after`` (one seat's): a step for each card turned up or fox action,
    the last step ``after`` itself. Steps show the before-view's round, turn order and hands, with nothing to do.
    """
    gained = after["log"][len(before["log"]) :]
    if after["log"][: len(before["log"])] != before["log"] or not any(e["e"] in STEP_EVENTS for e in gained):
        return [after]  # nothing turned up (or not the same game: an undo, a new game)
    view = marshal.loads(marshal.dumps(before))
    view.update(phase="resolve", to_act=[], pending=None)
    shown: list[dict[str, Any]] = []
    changed = False  # the view holds a step not yet shown
    for event in gained:
        if event["e"] in ROUND_OVER:
            break
        if event["e"] in STEP_EVENTS and changed:
            shown.append(marshal.loads(marshal.dumps(view)))
        _play(view, event)
        changed = changed or event["e"] in STEP_EVENTS
    else:  # the round goes on (a choice is asked for): ``after`` shows the last card turned up
        return shown + [after]
    return shown + [view, after]
