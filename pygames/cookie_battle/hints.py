"""Cookie Battle's rules of thumb: the words for a move the strong bot chose, from the seat's own view.

``reason(view, action)`` names the first simple rule that explains the move ("completes your cookie", "the
piece at stake is rotten: lose this trick"), or None when none does (the search saw further than a rule).
It reads only what the seat sees: its hand and pieces, the trick so far, the piece at stake, the counts.
"""

from __future__ import annotations

from typing import Any

from ..core.game import Action, Text
from .bot import earns_marker, power, wins
from .data import GOLD, GREY, MAGICIAN, MARKER_KINDS, PIECES_PER_COOKIE, ROTTEN, VALUE, kind_of, suit_of
from .engine import playable

FLAVOUR_WORDS: dict[str, tuple[str, str]] = {
    "chocolate": ("chocolate", "チョコ"),
    "strawberry": ("strawberry", "いちご"),
    "matcha": ("matcha", "抹茶"),
}


def _say(en: str, ja: str) -> Text:
    return {"en": en, "ja": ja}


def reason(view: dict[str, Any], action: Action) -> Text | None:
    """The rule of thumb behind ``action`` for the seat whose ``view`` this is, or None."""
    if not isinstance(action, dict) or view.get("hand") is None:
        return None
    if action.get("do") == "pass":
        return _pass(action)
    if action.get("do") == "play":
        return _play(view, action.get("card"))
    if action.get("do") == "marker":
        return _marker(view, action)
    return None


def _keeper(card: str) -> bool:
    """A card that wins or loses at will: a 13, a 0, the Magician or a gold trump."""
    return suit_of(card) in (GOLD, GREY)


def _pass(action: dict[str, Any]) -> Text | None:
    if _keeper(action["left"]) or _keeper(action["right"]):
        return None
    return _say(
        "Pass middling cards and keep those that win or lose at will: golds, 13s, 0s and the Magician.",
        "中くらいのカードを渡し、勝ち負けを選べるカード（ゴールド・13・0・魔術師）は手元に残しましょう。",
    )


def _play(view: dict[str, Any], card: Any) -> Text | None:
    if card not in (view["hand"] or ()):
        return None
    trick = [play["card"] for play in view["trick"]]
    last = len(trick) == view["players"] - 1
    contested = view["contested"]
    winning = card != MAGICIAN and wins(trick, card)  # the Magician never wins
    if contested is not None and kind_of(contested) == ROTTEN and not winning:
        if earns_marker(trick, card):
            return _say(
                "The piece at stake is rotten: lose this trick, and your low card earns a magic marker.",
                "争うかけらはくさっています：このトリックは負けて、小さいカードでマジックマーカーをもらいましょう。",
            )
        return _say(
            "The piece at stake is rotten: lose this trick.",
            "争うかけらはくさっています：このトリックは負けましょう。",
        )
    if contested is not None and winning and kind_of(contested) != ROTTEN:
        flavour = kind_of(contested)
        have = sum(kind_of(piece) == flavour for piece in view["my_pieces"])
        if have % PIECES_PER_COOKIE == PIECES_PER_COOKIE - 1:
            en, ja = FLAVOUR_WORDS[flavour]
            return _say(
                f"Winning this piece completes your {en} cookie: 12 points.",
                f"このかけらを取れば{ja}のクッキーがまるごと完成して12点です。",
            )
    if VALUE.get(card) == 13 and winning:
        return _say(
            "A 13 beats every card: the piece is yours.", "13はどのカードにも勝つので、かけらはあなたのものです。"
        )
    if VALUE.get(card) == 0 and winning:
        return _say(
            "A 0 beats everything when a 12 is on the table (and no 13).",
            "場に12があって13がなければ、0がいちばん強くなります。",
        )
    if card == MAGICIAN:
        return _say(
            "The Magician never wins, but it always earns a magic marker.",
            "魔術師は決して勝ちませんが、必ずマジックマーカーをもらえます。",
        )
    if trick and earns_marker(trick, card) and not winning:
        return _say(
            "The lowest card of the trick, a 2 to 5, earns a magic marker.",
            "トリックでいちばん小さい2〜5のカードは、マジックマーカーをもらえます。",
        )
    if not winning and _most_pieces(view):
        return _say(
            "You hold the most pieces, and the top score cannot win: let this piece go.",
            "あなたのかけらがいちばん多く、最高得点の人は勝てません：このかけらは見送りましょう。",
        )
    if last and winning:
        winners = [other for other in playable(view["hand"], trick) if other != card and wins(trick, other)]
        if all(power(other) >= power(card) for other in winners):
            return _say(
                "The cheapest card that takes this trick: keep your strong cards for later.",
                "このトリックに勝てるいちばん安いカードです：強いカードはあとに取っておきましょう。",
            )
    return None


def _marker(view: dict[str, Any], action: dict[str, Any]) -> Text | None:
    kind = action.get("kind")
    contested = view["contested"]
    piece = action.get("piece")
    if kind == "switch" and contested is not None and kind_of(contested) == ROTTEN:
        return _say(
            "Switch away the rotten piece at stake for the next one.",
            "争うかけらがくさっているので、次のかけらにとりかえましょう。",
        )
    if kind in ("toss", "gift") and isinstance(piece, str) and piece in view["my_pieces"] and kind_of(piece) == ROTTEN:
        name = MARKER_KINDS[kind]["name"]
        return _say(
            f"{name['en']} your rotten piece: it would spoil one of your good ones.",
            f"くさったかけらを「{name['ja']}」で手放しましょう：持っていると良いかけらを1つだめにします。",
        )
    return None


def _most_pieces(view: dict[str, Any]) -> bool:
    counts = view["piece_counts"]
    me = view["viewer"]
    return counts[me] > 0 and counts[me] == max(counts) and counts.count(counts[me]) == 1
