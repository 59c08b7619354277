"""Hennote's components: the gods, the hand signs, and the numbers of the rules."""

GODS: dict[str, dict[str, str]] = {
    "ra": {"ja": "ラー", "en": "Ra"},
    "horus": {"ja": "ホルス", "en": "Horus"},
    "anubis": {"ja": "アヌビス", "en": "Anubis"},
    "bastet": {"ja": "バステト", "en": "Bastet"},
    "thoth": {"ja": "トト", "en": "Thoth"},
    "isis": {"ja": "イシス", "en": "Isis"},
}
SIGNS: tuple[str, ...] = ("rock", "scissors", "paper")
BEATS: dict[str, str] = {"rock": "scissors", "scissors": "paper", "paper": "rock"}
GODS_EACH = 3  # gods (sets of three cards) per player
SLOTS = 3  # battlefield columns
STOCK = 2  # face-up stock cards
WIN_BATTLES = 9  # battle wins that win the game
# Our ruling: this many actions in a row with no column won end the game in a draw,
# so two players who only slide tied columns back and forth cannot play forever.
# Random play never comes near it (longest quiet run in 2,000 games: 6).
STALEMATE_ACTIONS = 12


def card(god: str, sign: str) -> str:
    """A card's id, e.g. ``"ra-rock"``: unique, since each god has one card per sign."""
    return f"{god}-{sign}"


def god_of(card_id: str) -> str:
    return card_id.split("-", 1)[0]


def sign_of(card_id: str) -> str:
    return card_id.split("-", 1)[1]
