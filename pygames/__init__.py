"""pygames: rules engines for five Japanese designer card games.

>>> import pygames
>>> state = pygames.GAMES["hennote"].new(2, seed=7)
>>> state.to_act()
[0, 1]
>>> pygames.load(pygames.save(state)) == state
True
"""

from typing import Any

from .cookie_battle import GAME as COOKIE_BATTLE
from .core import Action, Game, IllegalAction, Option, RandomBot, SaveError, State, bot_move, save
from .core.save import load as _load
from .dimsum import GAME as DIMSUM
from .fox_grapes import GAME as FOX_GRAPES
from .hansel_gretel import GAME as HANSEL_GRETEL
from .hennote import GAME as HENNOTE

#: Every game with a rules engine, by id (the site shows those that also have a board).
GAMES: dict[str, Game] = {game.id: game for game in (HENNOTE, FOX_GRAPES, HANSEL_GRETEL, COOKIE_BATTLE, DIMSUM)}


def load(data: Any) -> State:
    """Rebuild a saved game (see :func:`pygames.core.save.load`)."""
    return _load(data, GAMES)


__all__ = [
    "GAMES",
    "Action",
    "Game",
    "IllegalAction",
    "Option",
    "RandomBot",
    "SaveError",
    "State",
    "bot_move",
    "load",
    "save",
]
