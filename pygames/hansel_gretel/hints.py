"""Hansel or Gretel's rules of thumb: why a hinted move is good, in words, from the seat's view alone.

``reason(view, action)`` answers for the strong bot's move a few plain rules a player can reuse (a
witch to avoid, a limit not to break, a bear or a mirror that keeps a kind within its limit, an even
cut); None when none of them says why.
"""

from __future__ import annotations

from typing import Any

from ..core.game import Action, Text
from .data import BIRD, COOKIE, MISCHIEF, SCORED_KINDS, SWEETS, kind_of, limit_of, points_of

EVEN = 3  # a cut whose two piles differ by at most this many points to you is "even"


def name(kind: str) -> Text:
    """A kind's name in each language (the cards' own words)."""
    row = COOKIE if kind == "cookie" else SWEETS.get(kind) or MISCHIEF[kind]
    return {"en": row["en"].lower(), "ja": row["ja"]}


def worth(counts: dict[str, int], witches: int) -> int:
    """Points of a collection: per kind cards × points, 0 past its limit; −4 per witch."""
    total = witches * MISCHIEF["witch"]["points"]
    for kind, n in counts.items():
        limit = limit_of(kind)
        total += 0 if limit is not None and n > limit else n * points_of(kind)
    return total


def gain(mine: dict[str, Any], cards: list[str]) -> int:
    """What taking ``cards`` adds to a collection's points (bears and mirrors left aside)."""
    counts = dict(mine["counts"])
    witches = mine["witches"]
    for card in cards:
        kind = kind_of(card)
        if kind in counts:
            counts[kind] += 1
        witches += kind == "witch"
    return worth(counts, witches) - worth(mine["counts"], mine["witches"])


def broken(mine: dict[str, Any], cards: list[str]) -> str | None:
    """A kind that ``cards`` would push past its limit (the first, in the cards' order), or None."""
    counts = dict(mine["counts"])
    for card in cards:
        kind = kind_of(card)
        if kind in counts:
            counts[kind] += 1
            limit = limit_of(kind)
            if limit is not None and counts[kind] > limit >= mine["counts"][kind]:
                return kind
    return None


def reason(view: dict[str, Any], action: Action) -> Text | None:
    """The rule of thumb behind ``action`` for the seat whose ``view`` this is, or None."""
    if not isinstance(action, dict) or view.get("viewer") is None:
        return None
    mine = view["collections"][view["viewer"]]
    split = view.get("split")
    kind = action.get("do")
    if kind == "choose" and split is not None and split["cut"] is not None:
        k = split["cut"]
        piles = {"hansel": split["items"][:k], "gretel": split["items"][k:]}
        return choose(mine, view, piles[action["pile"]], piles["gretel" if action["pile"] == "hansel" else "hansel"])
    if kind == "cut" and split is not None:
        return cut(mine, split["items"][: action["at"]], split["items"][action["at"] :])
    if kind == "bear":
        return bear(mine, action["discard"])
    if kind == "mirror" and action.get("copy"):
        return mirror(mine, action["copy"])
    return None


def choose(mine: dict[str, Any], view: dict[str, Any], pile: list[str], other: list[str]) -> Text | None:
    witch = any(kind_of(c) == "witch" for c in other) and not any(kind_of(c) == "witch" for c in pile)
    if witch:
        return {"en": "The other pile hides a witch (−4 points).", "ja": "もう一方の山には魔女（-4点）がいます。"}
    over = broken(mine, other)
    if over and not broken(mine, pile):
        what = name(over)
        return {
            "en": f"The other pile would break your {what['en']} limit, and the whole kind would score 0.",
            "ja": f"もう一方の山を取ると{what['ja']}がまんぷく数を超え、その種類がすべて0点になります。",
        }
    if BIRD in pile and view["nest"]:
        n = len(view["nest"])
        return {
            "en": f"This pile holds the bird card: the {n} cards in the nest come with it.",
            "ja": f"この山には小鳥カードがあり、巣の{n}枚もついてきます。",
        }
    mine_now, theirs = gain(mine, pile), gain(mine, other)
    if mine_now > theirs:
        return {
            "en": f"This pile is worth more to you: {mine_now} points against {theirs}.",
            "ja": f"この山のほうが得点になります（{mine_now}点と{theirs}点）。",
        }
    return None


def cut(mine: dict[str, Any], left: list[str], right: list[str]) -> Text | None:
    if abs(gain(mine, left) - gain(mine, right)) <= EVEN:
        return {
            "en": "An even cut: whichever pile the others leave you, you lose little.",
            "ja": "どちらの山もほぼ同じ価値に切れば、ほかの人がどちらを残しても損が少なくなります。",
        }
    for pile, rest in ((left, right), (right, left)):
        if any(kind_of(c) == "witch" for c in pile) and gain(mine, pile) >= gain(mine, rest):
            return {
                "en": "The witch sits with the best sweets: whoever takes them pays 4 points.",
                "ja": "魔女をいいお菓子と同じ山に入れれば、それを取る人は4点を払うことになります。",
            }
    return None


def bear(mine: dict[str, Any], discard: list[str]) -> Text | None:
    counts = mine["counts"]
    if not discard:
        if any(counts[k] > (limit_of(k) or counts[k]) for k in SCORED_KINDS):
            return None  # keeping a kind past its limit: no simple rule says why
        return {
            "en": "Nothing you hold breaks a limit: keep every card.",
            "ja": "まんぷく数を超えている種類はないので、何も捨てません。",
        }
    for kind in discard:
        limit = limit_of(kind)
        if limit is not None and counts[kind] > limit == counts[kind] - discard.count(kind):
            what = name(kind)
            return {
                "en": f"You hold more {what['en']} than its limit of {limit}: discard down to it, and it scores again.",
                "ja": f"{what['ja']}がまんぷく数{limit}を超えています。{limit}枚まで捨てれば、また得点になります。",
            }
    return None


def mirror(mine: dict[str, Any], copy: str) -> Text | None:
    counts = mine["counts"]
    limit = limit_of(copy)
    if limit is not None and counts[copy] + 1 > limit:
        return None
    what = name(copy)
    better = [
        k for k in SCORED_KINDS if counts[k] and points_of(k) > points_of(copy) and counts[k] + 1 > (limit_of(k) or 99)
    ]
    if better:
        top = name(max(better, key=points_of))
        return {
            "en": f"Counted as {top['en']}, the mirror would break that limit; "
            f"as {what['en']}, it scores {points_of(copy)}.",
            "ja": f"鏡を{top['ja']}にするとまんぷく数を超えます。{what['ja']}にすれば{points_of(copy)}点です。",
        }
    return {
        "en": f"The mirror counts as one more {what['en']}: {points_of(copy)} points, within its limit.",
        "ja": f"鏡を{what['ja']}1枚として数えれば、まんぷく数を超えずに{points_of(copy)}点です。",
    }
