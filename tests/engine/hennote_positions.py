"""Chosen Hennote positions for scenario tests, built without playing up to them."""

from __future__ import annotations

from pygames import GAMES
from pygames.hennote.data import SIGNS, card
from pygames.hennote.engine import HennoteState

GODS = (["ra", "horus", "anubis"], ["bastet", "thoth", "isis"])


def position(
    field: tuple[list, list],
    stock: tuple[list, list] = ([], []),
    deck: tuple[list, list] | None = None,
    discard: tuple[list, list] = ([], []),
    *,
    turn: int = 0,
    wins: tuple[int, int] = (0, 0),
    quiet_actions: int = 0,
    options: dict | None = None,
) -> HennoteState:
    """A play-phase position at the start of ``turn``'s action (not the game's first),
    after ``quiet_actions`` actions in a row that won no column.

    Each deck defaults to the player's other cards in a fixed order (top = last).
    """
    game = GAMES["hennote"]
    view = {
        "options": game.resolve_options(options),
        "first": turn,
        "turn": turn,
        "step": "act",
        "acted": False,
        "quiet_actions": quiet_actions,
        "must_retreat": False,
        "sides": [
            {
                "gods": GODS[p],
                "field": field[p],
                "stock": stock[p],
                "discard": discard[p],
                "wins": wins[p],
                "last_action": None,
            }
            for p in (0, 1)
        ],
    }
    state = HennoteState.from_view(game, view, seed=0)
    for p in (0, 1):
        if deck is not None:
            state.deck[p] = list(deck[p])
        else:
            state.deck[p] = [
                card(g, s) for g in GODS[p] for s in SIGNS if card(g, s) not in field[p] + stock[p] + discard[p]
            ]
    return state


def cards_of(state: HennoteState, player: int) -> list[str]:
    """Every card a player owns, wherever it is."""
    where = [c for c in state.field[player] if c] + state.stock[player] + state.deck[player] + state.discard[player]
    return sorted(where)
