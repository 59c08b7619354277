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
    step: str = "act",
    acted: bool = False,
    actions_taken: int = 2,
    options: dict | None = None,
    seed: int = 0,
) -> HennoteState:
    """A game in its play phase; each deck defaults to the player's other cards (top = last)."""
    state = GAMES["hennote"].new(2, seed, options)
    assert isinstance(state, HennoteState)
    state.gods = [list(GODS[0]), list(GODS[1])]
    state.phase = "play"
    state.field = [list(field[0]), list(field[1])]
    state.stock = [list(stock[0]), list(stock[1])]
    state.discard = [list(discard[0]), list(discard[1])]
    if deck is None:
        deck = tuple(
            [card(g, s) for g in GODS[p] for s in SIGNS if card(g, s) not in field[p] + stock[p] + discard[p]]
            for p in (0, 1)
        )
    state.deck = [list(deck[0]), list(deck[1])]
    state.turn, state.first = turn, turn
    state.wins = list(wins)
    state.step, state.acted, state.actions_taken = step, acted, actions_taken
    return state


def cards_of(state: HennoteState, player: int) -> list[str]:
    """Every card a player owns, wherever it is."""
    where = [c for c in state.field[player] if c] + state.stock[player] + state.deck[player] + state.discard[player]
    return sorted(where)
