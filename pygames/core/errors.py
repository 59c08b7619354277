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
