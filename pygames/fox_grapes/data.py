"""The Fox and the Grapes' components and the numbers of the rules, apart from the logic."""

from __future__ import annotations

#: The three kinds of card; also the three claims and the three declarations.
CARDS: tuple[str, ...] = ("sweet", "sour", "fox")
CARD_NAMES: dict[str, dict[str, str]] = {
    "sweet": {"ja": "甘い葡萄", "en": "Sweet grapes"},
    "sour": {"ja": "酸っぱい葡萄", "en": "Sour grapes"},
    "fox": {"ja": "キツネ", "en": "Fox"},
}

#: Cards in play by player count (the rules text's table).
DECKS: dict[int, dict[str, int]] = {
    2: {"sweet": 9, "sour": 9, "fox": 7},
    3: {"sweet": 8, "sour": 8, "fox": 5},
    4: {"sweet": 11, "sour": 11, "fox": 6},
    5: {"sweet": 14, "sour": 14, "fox": 7},
    6: {"sweet": 16, "sour": 16, "fox": 10},
}
#: Every player starts with one sweet and one sour grape face up.
FACE_UP_START: dict[str, int] = {"sweet": 1, "sour": 1, "fox": 0}
#: Cards dealt to each player.
HAND_SIZE: dict[int, int] = {2: 9, 3: 5, 4: 5, 5: 5, 6: 5}
#: Cards left unused and hidden (only the 2-player game has any).
UNUSED: dict[int, int] = {2: 3, 3: 0, 4: 0, 5: 0, 6: 0}


def rounds(num_players: int) -> int:
    """Rounds in a game: 3 for two players, 5 otherwise."""
    return 3 if num_players == 2 else 5


def cards_per_round(num_players: int) -> int:
    """Cards each player plays face down a round: 3 for two players, 1 otherwise."""
    return 3 if num_players == 2 else 1


#: The fox special action's two choices.
FOX_CHOICES: tuple[str, ...] = ("give_sour", "take_sweet")
FOX_CHOICE_NAMES: dict[str, dict[str, str]] = {
    "give_sour": {"ja": "自分の酸っぱい葡萄を1枚押し付ける", "en": "Give them one of your sour grapes"},
    "take_sweet": {"ja": "相手の甘い葡萄を1枚奪う", "en": "Take one of their sweet grapes"},
}

#: A face-down card that is revealed goes face up ("taken") or out of the game ("removed").
#: Self-check outcomes for a false claim (claim, true card): who gets the card.
SELF_CHECK_FALSE: dict[tuple[str, str], str] = {
    ("sweet", "sour"): "self",
    ("sweet", "fox"): "removed",
    ("sour", "sweet"): "removed",
    ("sour", "fox"): "removed",
    ("fox", "sweet"): "removed",
    ("fox", "sour"): "self",
}
