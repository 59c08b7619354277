"""Chosen Cookie Battle positions for scenario tests, built without playing up to them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from pygames.cookie_battle import GAME
from pygames.cookie_battle.data import DECK, MARKERS, PIECES, sort_key
from pygames.cookie_battle.engine import CookieBattleState


def position(
    hands: Sequence[Sequence[str]],
    *,
    trick: Sequence[str] = (),
    leader: int = 0,
    contested: str | None = "chocolate-1",
    pieces: Sequence[Sequence[str]] | None = None,
    markers: Sequence[Sequence[str]] | None = None,
    pile: Sequence[str] | None = None,
    marker_pile: Sequence[str] | None = None,
    unused: Sequence[str] | None = None,
    round: int = 1,
    first_player: int | None = None,
    options: dict | None = None,
) -> CookieBattleState:
    """A play-phase position: ``trick`` holds the cards already played, starting with ``leader``.

    Every player count comes from ``len(hands)``. Piles default to everything not placed
    elsewhere (tops are last), so the cards, pieces and markers stay complete.
    """
    n = len(hands)
    state = GAME.new(n, 0, options)
    assert isinstance(state, CookieBattleState)
    pieces = [list(p) for p in (pieces or [[] for _ in range(n)])]
    markers = [list(m) for m in (markers or [[] for _ in range(n)])]
    state.phase = "play"
    state.round = round
    state.first_player = leader if first_player is None else first_player
    state.hands = [sorted(h, key=sort_key) for h in hands]
    state.trick = [((leader + i) % n, c) for i, c in enumerate(trick)]
    state.leader = leader
    state.turn = (leader + len(trick)) % n
    state.trick_number = 1
    state.passes = [{"left": "-", "right": "-"}] * n
    state.exchanged = [None] * n
    state.won_cards = [[] for _ in range(n)]
    state.contested = contested
    state.pieces = pieces
    state.markers = markers
    state.used_markers = []
    placed_cards = [c for h in hands for c in h] + list(trick)
    state.unused = list(unused) if unused is not None else [c for c in DECK if c not in placed_cards]
    placed_pieces = [x for p in pieces for x in p] + ([contested] if contested else [])
    state.pile = list(pile) if pile is not None else [x for x in PIECES if x not in placed_pieces]
    if marker_pile is not None:
        state.marker_pile = list(marker_pile)
    else:
        left = Counter(MARKERS) - Counter(k for m in markers for k in m)
        state.marker_pile = sorted(left.elements())
    state.log = []
    state.last_trick = None
    return state


def play(state: CookieBattleState, *cards: str) -> CookieBattleState:
    """Play ``cards`` in turn order from the current player."""
    for card in cards:
        state.apply(state.turn, {"do": "play", "card": card})
    return state


def all_cards(state: CookieBattleState) -> list[str]:
    """Every card wherever it is: hands, the trick, won tricks and the unused cards."""
    where = [c for h in state.hands for c in h] + [c for _, c in state.trick]
    where += [c for w in state.won_cards for c in w] + state.unused
    return sorted(where)


def all_pieces(state: CookieBattleState) -> list[str]:
    """Every cookie piece: players', the pile and the contested one."""
    where = [x for p in state.pieces for x in p] + state.pile + ([state.contested] if state.contested else [])
    return sorted(where)


def strings(value: object) -> set[str]:
    """Every string anywhere in a JSON value (keys and values), to look for leaked ids."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set(value) | {s for v in value.values() for s in strings(v)}
    if isinstance(value, list | tuple):
        return {s for v in value for s in strings(v)}
    return set()
