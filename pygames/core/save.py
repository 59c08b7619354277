"""Saves: the game's parameters, its seed and the actions, never a state.

Loading replays the actions, so a save holds no hidden card in clear, stays a
few hundred bytes, and an edited or corrupt save cannot build an impossible
position: the rules check every replayed action.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import IllegalAction, SaveError
from .game import Game, State

SAVE_KEYS = ("game", "version", "players", "seed", "options", "actions")


def save(state: State) -> dict[str, Any]:
    """A JSON-ready dict that :func:`load` turns back into an equal state."""
    return {
        "game": state.game.id,
        "version": state.game.version,
        "players": state.num_players,
        "seed": state.seed,
        "options": dict(state.options),
        "actions": [[player, action] for player, action in state.history],
    }


def load(data: Any, games: Mapping[str, Game]) -> State:
    """Rebuild a state from :func:`save` output, or raise :class:`SaveError` (and nothing else).

    A save comes from storage anyone can edit, so whatever goes wrong while replaying it,
    the caller gets a :class:`SaveError` with a reason it can show.
    """
    if not isinstance(data, Mapping) or any(key not in data for key in SAVE_KEYS):
        raise SaveError("This is not a saved game.")
    game = games.get(data["game"]) if isinstance(data["game"], str) else None
    if game is None:
        raise SaveError(f"This save is for an unknown game ({str(data['game'])[:40]!r}).")
    if type(data["version"]) is not int or data["version"] != game.version:
        raise SaveError(f"This save is from a different version of {game.title['en']} and cannot be resumed.")
    actions = data["actions"]
    if not isinstance(actions, list) or not isinstance(data["options"], Mapping):
        raise SaveError("This save is damaged.")
    step = 0
    try:
        state = game.new(data["players"], data["seed"], data["options"])
        for step, entry in enumerate(actions, start=1):
            if not (isinstance(entry, list) and len(entry) == 2):
                raise SaveError(f"This save is damaged (move {step}).")
            state.apply(entry[0], entry[1])
    except SaveError:
        raise
    except IllegalAction as err:
        raise SaveError(f"This save is damaged: {err}") from err
    except Exception as err:  # noqa: BLE001 - an engine fault on odd input is still a damaged save, not a crash
        where = f" (move {step})" if step else ""
        raise SaveError(f"This save is damaged{where}: {type(err).__name__}.") from err
    return state
