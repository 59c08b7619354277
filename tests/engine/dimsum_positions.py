"""Chosen Dim Sum positions for scenario tests, built without playing up to them."""

from __future__ import annotations

from pygames.dimsum import GAME
from pygames.dimsum.data import ALL_CARDS, CELLS, SHAPES, shape_of
from pygames.dimsum.engine import DimsumState


def stomach(*groups: tuple) -> dict[int, list[str]]:
    """A stomach from ``(cells, kind)`` groups; ``cells`` is an iterable of cell numbers
    (a cell listed twice gets a two-cube stack)."""
    cells: dict[int, list[str]] = {c: [] for c in CELLS}
    for numbers, kind in groups:
        for n in numbers:
            cells[n].append(kind)
    return cells


def position(
    stomachs: list[dict[int, list[str]]] | None = None,
    *,
    players: int = 2,
    faces: list[str] | None = None,
    market: list[str] | None = None,
    deck: list[str] | None = None,
    turn: int = 0,
    taken: int = 0,
    gauge: list[int] | None = None,
) -> DimsumState:
    """A play-phase position at the start of ``turn``'s turn after ``taken`` cards were taken.

    The deck is ``deck`` (top = last), by default every card not in the market; the
    remaining cards are out of the game.
    """
    state = GAME.new(players, 0, {"faces": "healthy"})
    assert isinstance(state, DimsumState)
    state.faces = list(faces or ["healthy"] * players)
    state.stomachs = [dict((c, list(s)) for c, s in st.items()) for st in (stomachs or [stomach()] * players)]
    state.market = list(market if market is not None else ["gyoza-mono", "shumai-mono", "harumaki-mono"])
    rest = [c for c in ALL_CARDS if c not in state.market]
    state.deck = list(deck) if deck is not None else rest
    state.box = sorted(c for c in rest if c not in state.deck)
    state.turn, state.start, state.taken = turn, turn, taken
    state.gauge = list(gauge or [0] * players)
    state.log = []
    return state


def cube_count(card_ids: list[str]) -> int:
    return sum(len(SHAPES[shape_of(c)]["cubes"]) for c in card_ids)
