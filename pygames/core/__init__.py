"""The engine protocol shared by every game (see ``game.py``).

* ``GAMES[id]`` is a :class:`Game`: titles, player range, variant options.
* ``game.new(num_players, seed, options)`` → :class:`State`; every random event
  comes from a seeded :class:`Rng` kept in the state.
* ``state.to_act()`` → players who must act now (several for a secret choice).
* ``state.legal_actions(player)`` → JSON-value actions; ``state.apply(player,
  action)`` plays one or raises :class:`IllegalAction`, changing nothing.
* ``state.view(player)`` → JSON dict of what that player may see (``None`` for a
  spectator). The UI, saves, logs and bots all read views, never the state.
* ``state.story(player, action, seat)`` → applies the action and returns the views
  ``seat`` saw while it happened (each :meth:`State.moment` the rules mark), the last
  ``view(seat)`` after it: what a board shows of a move made by someone else.
* ``state.is_over()``, ``state.scores()``, ``state.winners()``, ``state.clone()``.
* :func:`save` / :func:`load`: ``{game, version, players, seed, options,
  actions}``, rebuilt by replaying the actions.
"""

from .action import Action
from .bots import DEFAULT_LEVEL, LEVELS, Bot, RandomBot
from .errors import IllegalAction, SaveError
from .game import Game, Option, State, bot_move
from .rng import Rng
from .save import save

__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "Action",
    "Bot",
    "Game",
    "IllegalAction",
    "Option",
    "RandomBot",
    "Rng",
    "SaveError",
    "State",
    "bot_move",
    "save",
]
