"""Errors a caller can catch and show to a player as they are."""


class IllegalAction(ValueError):
    """An action the rules do not allow now; the state is left unchanged.

    ``reason`` holds the why in each language (``{"ja": …, "en": …}``); the message is its English.
    """

    def __init__(self, message: str, reason: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.reason = reason or {"en": message, "ja": message}


class SaveError(ValueError):
    """A save that cannot be loaded: corrupt, from another game, or from an old version."""


class DealError(ValueError):
    """A step of the shared deal (:mod:`pygames.core.commit`) that breaks its rules: refused, nothing changes.

    A reveal that does not match its commitment, a second commitment for one seat, a reveal before
    every commitment is in: the table cannot trust the seed, so the caller says so and stops.
    """
