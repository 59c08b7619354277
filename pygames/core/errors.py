"""Errors a caller can catch and show to a player as they are."""


class IllegalAction(ValueError):
    """An action the rules do not allow now; the state is left unchanged."""


class SaveError(ValueError):
    """A save that cannot be loaded: corrupt, from another game, or from an old version."""
