"""Hansel or Gretel's components and numbers, apart from the rules' logic.

The printed card values are not public: these are the defaults of
``shared/games/hansel_gretel/rulings.md``. An owner of the physical game can
correct any number here, in this one place.
"""

from __future__ import annotations

from functools import cache

#: Sweets in the deck: points per card, fullness limit (None: no limit), cards in the box.
SWEETS: dict[str, dict] = {
    "candy": {"ja": "キャンディ", "en": "Candy", "points": 1, "limit": None, "cards": 14},
    "donut": {"ja": "ドーナツ", "en": "Donut", "points": 2, "limit": 4, "cards": 11},
    "macaron": {"ja": "マカロン", "en": "Macaron", "points": 3, "limit": 3, "cards": 9},
    "pudding": {"ja": "プリン", "en": "Pudding", "points": 4, "limit": 3, "cards": 8},
    "chocolate": {"ja": "チョコレート", "en": "Chocolate", "points": 5, "limit": 2, "cards": 7},
    "ice_cream": {"ja": "アイスクリーム", "en": "Ice cream", "points": 6, "limit": 2, "cards": 6},
    "parfait": {"ja": "パフェ", "en": "Parfait", "points": 7, "limit": 1, "cards": 5},
    "cake": {"ja": "ケーキ", "en": "Cake", "points": 8, "limit": 1, "cards": 5},
}
#: Mischief cards, shuffled into the deck with the sweets.
MISCHIEF: dict[str, dict] = {
    "witch": {"ja": "魔女", "en": "Witch", "points": -4, "cards": 3},
    "bear": {"ja": "熊", "en": "Bear", "points": 0, "cards": 3},
    "mirror": {"ja": "鏡", "en": "Mirror", "points": 0, "cards": 3},
}
#: Cookie men: their own pile, given for a contested one-card pile.
COOKIE = {"ja": "クッキーマン", "en": "Cookie man", "points": 5, "limit": 2, "cards": 14}
BIRD = "bird"  # the single bird card (bird rule only)

DECK_SIZE = {3: 40, 4: 50, 5: 60, 6: 70}  # cards kept from the shuffled deck
ROW_SIZE = {3: 8, 4: 10, 5: 12, 6: 14}  # cards laid out each round
ROUNDS = 5
BEAR_DISCARDS = 2  # sweets a bear may discard
PILES = ("hansel", "gretel")  # left of the cut, right of the cut

#: Kinds a player can collect and score, in display order (mirrors count as the kind they copy).
SCORED_KINDS: tuple[str, ...] = (*SWEETS, "cookie")


def limit_of(kind: str) -> int | None:
    """The fullness limit of a sweet kind or of cookie men."""
    return COOKIE["limit"] if kind == "cookie" else SWEETS[kind]["limit"]


def points_of(kind: str) -> int:
    """Points per card of a sweet kind or of cookie men."""
    return COOKIE["points"] if kind == "cookie" else SWEETS[kind]["points"]


@cache
def kind_of(card_id: str) -> str:
    """``"cake-3"`` → ``"cake"``; ``"bird"`` → ``"bird"``."""
    return card_id.rsplit("-", 1)[0] if "-" in card_id else card_id


def deck_cards() -> list[str]:
    """Every sweets and mischief card of the box, in a fixed order (74 cards)."""
    table = {**SWEETS, **MISCHIEF}
    return [f"{kind}-{i}" for kind, row in table.items() for i in range(1, row["cards"] + 1)]


def cookie_cards() -> list[str]:
    """The cookie-man pile, in a fixed order (top = last)."""
    return [f"cookie-{i}" for i in range(1, COOKIE["cards"] + 1)]
