"""Why a hinted Hennote move is good, in a rule of thumb's words, from the seat's own view.

``reason(view, action)`` plays the move on the table the view shows (the deck order is not seen, so a
rule that needs a blind draw says nothing) and names the first rule of thumb it meets: a summon or a
ninth battle win, a line of the opponent's broken, a battle won, a pair that waits for its third card.
None when no simple rule says why (the strong bot's reasons go deeper than that).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.game import Action, Text
from . import GAME
from .data import GODS, WIN_BATTLES, god_of
from .engine import HennoteState


def reason(view: dict[str, Any], action: Action) -> Text | None:
    """A rule of thumb's words for ``action`` in ``view`` (the viewer's move), or None."""
    if view.get("phase") != "play" or not isinstance(action, dict) or view.get("viewer") is None:
        return None
    me = view["viewer"]
    other = 1 - me
    before = view["sides"]
    after = _after(view, action)
    if after is None:
        return None
    seen = set(before[me]["field"]) | set(before[me]["stock"])
    if after.win_reason == "gods" and after.winners() == [me] and seen.issuperset(after.field[me]):
        return _said(SUMMON, god=god_of(after.field[me][0]))
    if after.step == "refill" and after.turn == me and not after.is_over():
        for refill in after.legal_actions(me):  # the refill after this action, from the stock alone
            done = after.clone()
            done.apply(me, refill)
            if done.win_reason == "gods" and done.winners() == [me] and seen.issuperset(done.field[me]):
                return _said(ROOM, god=god_of(done.field[me][0]))
    if after.wins[me] >= WIN_BATTLES and after.wins[me] > after.wins[other]:
        return _said(NINE)
    won = after.wins[me] - before[me]["wins"]
    lost = after.wins[other] - before[other]["wins"]
    threat = _threat(before[other])
    if threat and Counter(god_of(c) for c in after.field[other] if c)[threat] < 2:
        return _said(BLOCK, god=threat)
    if action["do"] != "refill" and won > lost:
        return _said(BATTLE if lost else SWEEP, won=won, lost=lost)
    if action["do"] == "refill":
        pair = _pair(after.field[me])
        if pair and _pair([c for c in before[me]["field"]]) != pair:
            return _said(PAIR, god=pair)
    return None


def _after(view: dict[str, Any], action: Action) -> HennoteState | None:
    """The table after ``action`` (a blind draw: None, since what it brings is not seen)."""
    if action.get("from") == "deck":
        return None
    state = HennoteState.from_view(GAME, view, 0)
    if action not in state.legal_actions(view["viewer"]):
        return None
    state.apply(view["viewer"], action)
    if any(event["e"] == "refill" and event["from_deck"] for event in state.log[len(view["log"]) :]):
        return None  # a gap filled from the deck: the card that came was not seen before the move
    return state


def _pair(field: list[str | None]) -> str | None:
    """The god with two cards on this battlefield, if any."""
    counts = Counter(god_of(c) for c in field if c)
    return next((god for god, n in counts.items() if n >= 2), None)


def _threat(side: dict[str, Any]) -> str | None:
    """A god the opponent has two cards of on their battlefield and the third at hand in their stock."""
    pair = _pair(side["field"])
    if pair and any(god_of(c) == pair for c in side["stock"]):
        return pair
    return None


def _said(words: dict[str, str], god: str | None = None, won: int = 0, lost: int = 0) -> Text:
    """``words`` in each language, with the god's name and the columns counted ("1 column", "2 columns")."""
    return {
        lang: text.format(
            god=GODS[god][lang] if god else "",
            won=won if lang == "ja" else _columns(won),
            lost=lost if lang == "ja" else _columns(lost),
        )
        for lang, text in words.items()
    }


def _columns(n: int) -> str:
    return "1 column" if n == 1 else f"{n} columns"


SUMMON = {
    "en": "Three cards of {god}: you summon the god and win.",
    "ja": "{god}が3枚そろい、神を召喚して勝ちです。",
}
ROOM = {
    "en": "The battle leaves a gap for the third {god} in your stock: you summon it and win.",
    "ja": "戦闘で空いた列に、ストックの3枚目の{god}を置けば召喚して勝ちです。",
}
NINE = {"en": "This battle brings you to nine wins: you win.", "ja": "この戦闘で9勝に達し、勝ちです。"}
BLOCK = {
    "en": "Your opponent has two {god} cards and the third in their stock: this breaks up their pair.",
    "ja": "相手は{god}が2枚並び、3枚目がストックにあります。この手でその並びを崩せます。",
}
SWEEP = {
    "en": "This battle is yours: you win {won} and lose none.",
    "ja": "この戦闘は完勝です。{won}列で勝ち、負ける列はありません。",
}
BATTLE = {
    "en": "This battle is yours: you win {won} and lose {lost}.",
    "ja": "この戦闘は勝ち越しです。{won}列で勝ち、負けは{lost}列です。",
}
PAIR = {
    "en": "Two cards of {god}: a third one would summon the god.",
    "ja": "{god}が2枚になります。あと1枚で神を召喚できます。",
}
