"""Hansel or Gretel's move log in words, from the public log of a view (and the viewer's own bears and mirrors).

One place turns log events into sentences: the "Moves" panel (``Board.log``) and what changed between two
views (``Board.news``: the captions of the engine's steps and the aria-live announcements) both read
:func:`lines`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pygames.hansel_gretel.data import BIRD, COOKIE, MISCHIEF, SWEETS, kind_of

from ...i18n import join_names, pick, t

#: Events a viewer sees only for themselves until everyone has tidied (then they come again, in public).
PRIVATE = ("bear", "mirror", "mirror_fizzles")


@dataclass
class Line:
    """One sentence of the log: whose move it is (for their colour), the words, the event told."""

    seat: int | None
    text: str
    event: str


def kind_name(kind: str) -> str:
    if kind == "cookie":
        return pick(COOKIE)
    if kind == BIRD:
        return t("hg.bird")
    return pick(SWEETS.get(kind) or MISCHIEF[kind])


def pile_name(path: str) -> str:
    """``"HG"`` → "Hansel › Gretel": where a pile came from."""
    return " › ".join(t("hg.hansel" if step == "H" else "hg.gretel") for step in path)


def card_list(cards: list[str]) -> str:
    return join_names([kind_name(kind_of(c)) for c in cards]) if cards else "—"


def lines(events: list[dict[str, Any]], names: list[str]) -> list[Line]:
    """Every event in words, one line each, oldest first (the row each split divides is followed to count a cut)."""
    rows: dict[str, list[str]] = {}  # path → the cards being divided there now
    out: list[Line] = []
    for event in events:
        kind = event["event"]
        path = event.get("path", "")
        if kind == "round":
            out.append(
                Line(
                    event["parent"],
                    t("hg.ev_round", n=event["round"], name=names[event["parent"]], k=len(event["row"])),
                    kind,
                )
            )
        elif kind == "split":
            rows[path] = list(event["items"])
            others = join_names([names[p] for p in event["choosers"]])
            who = names[event["splitter"]]
            text = (
                t("hg.ev_split_pile", pile=pile_name(path), name=who, names=others)
                if path
                else t("hg.ev_split_row", name=who, names=others)
            )
            out.append(Line(event["splitter"], text, kind))
        elif kind == "bird":
            rows.setdefault(path, []).insert(event["at"], BIRD)
            out.append(Line(event["player"], t("hg.ev_bird", name=names[event["player"]], n=event["at"]), kind))
        elif kind == "cut":
            row = rows.get(path, [])
            left = sum(c != BIRD for c in row[: event["at"]])
            right = sum(c != BIRD for c in row[event["at"] :])
            text = t("hg.ev_cut", name=names[event["player"]], n=event["at"], left=left, right=right)
            out.append(Line(event["player"], text, kind))
        elif kind == "reveal":
            choices = ", ".join(f"{names[int(p)]} → {t('hg.' + c)}" for p, c in event["choices"].items())
            out.append(Line(None, t("hg.ev_reveal", choices=choices), kind))
        elif kind == "take":
            text = t("hg.ev_take", pile=pile_name(path), name=names[event["player"]])
            out.append(Line(event["player"], text, kind))
        elif kind == "nest":
            out.append(Line(None, t("hg.ev_nest", pile=pile_name(path)), kind))
        elif kind == "cookies":
            who = join_names([names[p] for p in event["players"]]) or t("hg.ev_cookies_none")
            text = t("hg.ev_cookies", pile=pile_name(path), names=who)
            out.append(Line(None, text, kind))
        elif kind == "contested":
            who = join_names([names[p] for p in event["players"]])
            out.append(Line(None, t("hg.ev_contested", pile=pile_name(path), names=who), kind))
        elif kind == "nest_taken":
            name = names[event["player"]]
            out.append(Line(event["player"], t("hg.ev_nest_taken", name=name), kind))
        elif kind == "nest_stays":
            out.append(Line(None, t("hg.ev_nest_stays"), kind))
        elif kind == "bear":
            name = names[event["player"]]
            if event["discarded"]:
                text = t("hg.ev_bear", name=name, cards=card_list(event["discarded"]))
            else:
                text = t("hg.ev_bear_none", name=name)
            out.append(Line(event["player"], text, kind))
        elif kind == "mirror":
            text = t("hg.ev_mirror", name=names[event["player"]], kind=kind_name(event["copies"]))
            out.append(Line(event["player"], text, kind))
        elif kind == "mirror_fizzles":
            out.append(Line(event["player"], t("hg.ev_fizzle", name=names[event["player"]]), kind))
        elif kind == "round_end":
            scores = ", ".join(f"{names[p]} {s}" for p, s in enumerate(event["scores"]))
            out.append(Line(None, t("hg.ev_round_end", n=event["round"], scores=scores), kind))
        elif kind == "game_over":
            out.append(Line(None, t("hg.ev_game_over"), kind))
    return out


def public_part(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The view's log without the viewer's own bears and mirrors, which trail it while players tidy."""
    log = view["log"]
    if view["phase"] != "tidy":
        return log
    end = len(log)
    while end and log[end - 1]["event"] in PRIVATE and log[end - 1]["player"] == view["viewer"]:
        end -= 1
    return log[:end]


def new_events(before: dict[str, Any], after: dict[str, Any]) -> list[dict[str, Any]]:
    """What ``after``'s log holds that ``before``'s did not (the viewer's own tidy events once only)."""
    known = public_part(before)
    mine = before["log"][len(known) :]
    fresh = after["log"][len(known) :]
    for event in mine:  # told already when the viewer chose them: not again when everyone's turn up
        if event in fresh:
            fresh.remove(event)
    return fresh


def news(before: dict[str, Any], after: dict[str, Any], names: list[str]) -> list[Line]:
    """What happened between two views of one seat, in words (read with the log before it: a cut's gap
    is counted on the row its split laid out)."""
    known = public_part(before)
    said = lines(known + new_events(before, after), names)[len(known) :]
    return said or [Line(p, t("hg.ev_chose", name=names[p]), "chose") for p in newly_chosen(before, after)]


def newly_chosen(before: dict[str, Any], after: dict[str, Any]) -> list[int]:
    """The seats that chose a pile in secret between two views (the log says nothing until all have)."""
    was, now = before.get("split") or {}, after.get("split") or {}
    if was.get("path") != now.get("path"):
        return []
    return [p for p in now.get("chosen", []) if p not in was.get("chosen", [])]
