"""Cookie Battle's components: the deck, the cookie pieces, the magic markers and the numbers.

Everything a rules change might touch lives here, apart from the logic: the six
marker kinds are a table (names, effect text, what the effect needs) and each
effect is one small function in ``engine.py`` registered under the same name.
"""

from __future__ import annotations

# --- cards -----------------------------------------------------------------------

COLOURS: tuple[str, ...] = ("green", "red", "blue")  # the three suits
GOLD = "gold"  # the trump suit
GREY = "grey"  # the specials: three 0s, two 13s and the Magician
SUITS: tuple[str, ...] = (*COLOURS, GOLD, GREY)  # also the hand's sort order
RANKS = range(1, 13)  # coloured and gold cards are numbered 1–12
MAGICIAN = "magician"
ZEROS: tuple[str, ...] = ("zero-1", "zero-2", "zero-3")
THIRTEENS: tuple[str, ...] = ("thirteen-1", "thirteen-2")
DECK: tuple[str, ...] = (
    *(f"{suit}-{rank}" for suit in (*COLOURS, GOLD) for rank in RANKS),
    *ZEROS,
    *THIRTEENS,
    MAGICIAN,
)
HAND_SIZE: dict[int, int] = {3: 12, 4: 12, 5: 9, 6: 8}  # by player count; the rest are unused
ROUNDS = 3
MARKER_LOW, MARKER_HIGH = 2, 5  # the lowest number in a trick earns a marker when it is 2–5


def _suit(card: str) -> str:
    head = card.split("-", 1)[0]
    return head if head in SUITS else GREY


def _value(card: str) -> int | None:
    if card == MAGICIAN:
        return None
    if card in ZEROS:
        return 0
    if card in THIRTEENS:
        return 13
    return int(card.split("-", 1)[1])


# looked up, not parsed: the search reads them millions of times
SUIT: dict[str, str] = {card: _suit(card) for card in DECK}
VALUE: dict[str, int | None] = {card: _value(card) for card in DECK}


def suit_of(card: str) -> str:
    """``green``, ``red``, ``blue``, ``gold`` or ``grey``."""
    return SUIT[card] if card in SUIT else _suit(card)


def value_of(card: str) -> int | None:
    """The printed number (0 and 13 for the grey specials); ``None`` for the Magician."""
    return VALUE[card] if card in VALUE else _value(card)


def sort_key(card: str) -> tuple[int, int]:
    """Hands are shown by suit (green, red, blue, gold, grey), then by number."""
    value = value_of(card)
    return SUITS.index(suit_of(card)), 14 if value is None else value


# --- cookie pieces ----------------------------------------------------------------

FLAVOURS: tuple[str, ...] = ("chocolate", "strawberry", "matcha")  # the tasty kinds
ROTTEN = "rotten"
FLAVOUR_POINTS: tuple[int, ...] = (1, 1, 1, 1, 2, 2, 2, 3, 3, 3)  # printed points, per flavour
ROTTEN_PIECES = 6
PIECES: tuple[str, ...] = (
    *(f"{flavour}-{i}" for flavour in FLAVOURS for i in range(1, len(FLAVOUR_POINTS) + 1)),
    *(f"{ROTTEN}-{i}" for i in range(1, ROTTEN_PIECES + 1)),
)
PIECES_PER_COOKIE = 4
WHOLE_COOKIE_POINTS = 12
POINTS_PER_UNUSED_MARKER = 2


def kind_of(piece: str) -> str:
    """``chocolate``, ``strawberry``, ``matcha`` or ``rotten``."""
    return piece.split("-", 1)[0]


#: Each piece's kind, looked up: scoring and the strong bot's playouts read it in their inner loops.
KIND: dict[str, str] = {piece: kind_of(piece) for piece in PIECES}


def points_of(piece: str) -> int:
    """A piece's printed points when it is scored loose (rotten: 0)."""
    kind, number = piece.split("-", 1)
    return 0 if kind == ROTTEN else FLAVOUR_POINTS[int(number) - 1]


#: Each piece's loose points, looked up (as :data:`KIND`: scoring runs in the search's inner loops).
POINTS: dict[str, int] = {piece: points_of(piece) for piece in PIECES}


# --- magic markers ----------------------------------------------------------------

MARKERS_PER_KIND = 3
#: The six kinds, in display order. ``needs`` says what the holder chooses:
#: ``target`` (another player), ``piece`` (one of their own pieces), ``card`` (one of
#: their own cards). ``target_has`` is what the target must hold for the marker to do
#: something: ``pieces`` or ``cards``.
MARKER_KINDS: dict[str, dict] = {
    "steal": {
        "name": {"ja": "ぬすむ", "en": "Steal"},
        "effect": {
            "ja": "好きな相手のクッキーのかけらを1つ、見ないでランダムにもらう。",
            "en": "Take one random cookie piece from a player of your choice.",
        },
        "needs": ("target",),
        "target_has": "pieces",
    },
    "gift": {
        "name": {"ja": "プレゼント", "en": "Gift"},
        "effect": {
            "ja": "自分のかけらを1つ選んで、好きな相手にあげる（くさったかけらでもいいよ）。",
            "en": "Give one of your cookie pieces (your choice, rotten ones too) to a player of your choice.",
        },
        "needs": ("piece", "target"),
        "target_has": None,
    },
    "toss": {
        "name": {"ja": "ポイッ", "en": "Toss"},
        "effect": {
            "ja": "自分のかけらを1つ選んで、裏向きのままかけらの山のいちばん下にもどす。",
            "en": "Put one of your cookie pieces face down at the bottom of the piece pile.",
        },
        "needs": ("piece",),
        "target_has": None,
    },
    "switch": {
        "name": {"ja": "とりかえ", "en": "Switch"},
        "effect": {
            "ja": "いま争っているかけらを山のいちばん下にもどし、山の次のかけらを公開して争う。",
            "en": "Put the contested cookie piece at the bottom of the pile and reveal the next one instead.",
        },
        "needs": (),
        "target_has": None,
    },
    "redraw": {
        "name": {"ja": "ひきなおし", "en": "Redraw"},
        "effect": {
            "ja": "手札を1枚、このラウンドで配られなかったカードと取りかえる：その1枚を使わないカードの山の"
            "いちばん下に置き、山のいちばん上のカードをもらう。",
            "en": "Swap one card of your hand for a card nobody was dealt this round: yours goes under the unused "
            "cards and you take the top unused card.",
        },
        "needs": ("card",),
        "target_has": None,
    },
    "trade": {
        "name": {"ja": "こうかん", "en": "Trade"},
        "effect": {
            "ja": "手札を1枚選んで好きな相手にわたし、その人の手札からランダムに1枚もらう。",
            "en": "Give one card from your hand to a player of your choice and take a random card from theirs.",
        },
        "needs": ("card", "target"),
        "target_has": "cards",
    },
}
MARKERS: tuple[str, ...] = tuple(kind for kind in MARKER_KINDS for _ in range(MARKERS_PER_KIND))
