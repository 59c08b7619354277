"""The Fox and the Grapes' rules of thumb: why a hinted move is a good one, in words, from the seat's view only.

``reason(view, action)`` names the one simple rule behind the strong bot's move when one applies
(``Game.hint_reason``), and None when no simple rule says why. It reads what the seat may see: the
claims, the calls, every card turned up so far and its own hand (``bot.unseen`` counts the rest).
"""

from __future__ import annotations

from typing import Any

from ..core.game import Action, Text
from .bot import unseen
from .data import CARD_NAMES, CARDS

#: A kind of card in English in the plural, for "every fox is accounted for".
PLURAL = {"sweet": "sweet grapes", "sour": "sour grapes", "fox": "foxes"}

HIDE_FOX: Text = {
    "en": "Hide the fox under another claim: called anything but fox, it comes back to you and bites.",
    "ja": "キツネは別の申告で隠しましょう：「キツネ」以外を宣言されれば、あなたのもとに戻ってかみつきます。",
}
SOUR_AS_SWEET: Text = {
    "en": "Dress a sour grape up as sweet: whoever believes you takes it.",
    "ja": "酸っぱい葡萄を「甘い」と申告：信じた人が引き取ります。",
}
SWEET_AS_SOUR: Text = {
    "en": "Call your sweet grape sour: if they believe you, you keep it.",
    "ja": "甘い葡萄を「酸っぱい」と申告：信じてもらえれば、あなたの手元に残ります。",
}
SOUR_IS_SAFE: Text = {
    "en": "Declaring sour never puts the card in front of you: the safe call when you cannot tell.",
    "ja": "「酸っぱい」と宣言すれば、そのカードが自分の前に来ることはありません。迷ったときの安全策です。",
}
FOX_FOR_FOX: Text = {
    "en": "Call a fox a fox and it is yours, and it bites.",
    "ja": "キツネを「キツネ」と見抜けば、そのキツネはあなたのもの。さらにかみつけます。",
}
LIKELY_SWEET: Text = {
    "en": "Sweet grapes are the likeliest card still unseen: believe the claim and take it.",
    "ja": "まだ見えていないカードは甘い葡萄が最も多いので、申告を信じて「甘い」と宣言しましょう。",
}
BLUFFED_BEFORE: Text = {
    "en": "They have bluffed before: doubt their claim.",
    "ja": "この人は前にも嘘の申告をしています。疑いましょう。",
}
TAKE_SWEET: Text = {
    "en": "The fox takes a sweet grape: one point to you and one off them.",
    "ja": "キツネで甘い葡萄を奪う：あなたに1点、相手から1点です。",
}
GIVE_SOUR: Text = {
    "en": "The fox hands over your sour grape: one point back to you and one off them.",
    "ja": "キツネで酸っぱい葡萄を押し付ける：あなたは1点戻り、相手は1点減ります。",
}
BITE_LEADER: Text = {
    "en": "Let the fox bite the leader: they are the one to catch.",
    "ja": "キツネは首位の人にかみつきましょう。追いつくべき相手です。",
}
PUSH_LEADER: Text = {
    "en": "Give the sour grape to the leader: it costs them a point.",
    "ja": "酸っぱい葡萄は首位の人に押し付けましょう。その人が1点減ります。",
}


def reason(view: dict[str, Any], action: Action) -> Text | None:
    """Why ``action`` is a good move for the seat whose ``view`` this is, or None when no simple rule says."""
    if not isinstance(action, dict):
        return None
    kind = action.get("do")
    if kind == "play":
        return _play(action)
    if kind == "declare":
        return _declare(view, action)
    if kind == "fox":
        return _fox(view, action)
    if kind == "push":
        return PUSH_LEADER if _leads(view, action["target"]) else None
    return None


def _play(action: dict[str, Any]) -> Text | None:
    card, claim = action["card"], action["claim"]
    if card == "fox" and claim != "fox":
        return HIDE_FOX
    if card == "sour" and claim == "sweet":
        return SOUR_AS_SWEET
    if card == "sweet" and claim == "sour":
        return SWEET_AS_SOUR
    return None  # the truth now and then: no rule of thumb says when


def _declare(view: dict[str, Any], action: dict[str, Any]) -> Text | None:
    target, call = action["target"], action["call"]
    claim = view["seats"][target]["table"][action["slot"]]["claim"]
    left = unseen(view)
    if call != claim and left[claim] <= 0:
        return {
            "en": f"Every one of the {PLURAL[claim]} is accounted for: that claim is a lie.",
            "ja": f"{CARD_NAMES[claim]['ja']}はもう残っていません。その申告は嘘です。",
        }
    possible = [c for c in CARDS if left[c] > 0]
    if possible == [call]:
        return {
            "en": f"Only {PLURAL[call]} are left unseen: it must be one.",
            "ja": f"まだ見えていないカードは{CARD_NAMES[call]['ja']}だけです。",
        }
    if call != claim:
        if _bluffs(view, target):
            return BLUFFED_BEFORE
        same = _claims_this_round(view, target).count(claim)
        if same >= 2:
            return {
                "en": f"They have claimed {claim} {same} times this round: doubt it.",
                "ja": f"この人はこのラウンドで「{CARD_NAMES[claim]['ja']}」を{same}回申告しています。疑いましょう。",
            }
    if call == "sour":
        return SOUR_IS_SAFE
    if call == "fox" and claim == "fox":
        return FOX_FOR_FOX
    if call == claim == "sweet" and left["sweet"] >= max(left.values()):
        return LIKELY_SWEET
    return None


def _fox(view: dict[str, Any], action: dict[str, Any]) -> Text:
    targets = view["pending"]["targets"] if view.get("pending") else [action["target"]]
    if len(targets) > 1 and _leads(view, action["target"]):
        return BITE_LEADER
    return TAKE_SWEET if action["choice"] == "take_sweet" else GIVE_SOUR


def _leads(view: dict[str, Any], seat: int) -> bool:
    """Whether ``seat`` is ahead of (or level with) every other seat but the viewer's, by the game's ranking."""
    ranking = view["ranking"]
    return all(ranking[seat] >= ranking[p] for p in range(len(ranking)) if p != view["viewer"])


def _bluffs(view: dict[str, Any], seat: int) -> bool:
    """Whether a card of ``seat``'s turned up so far was not what they claimed."""
    return any(
        e["e"] in ("reveal", "self_check") and e.get("owner", e.get("player")) == seat and e["claim"] != e["card"]
        for e in view["log"]
    )


def _claims_this_round(view: dict[str, Any], seat: int) -> list[str]:
    """What ``seat`` has claimed this round, in order."""
    log = view["log"]
    start = max(i for i, e in enumerate(log) if e["e"] == "round")
    return [e["claim"] for e in log[start:] if e["e"] == "play" and e["player"] == seat]
