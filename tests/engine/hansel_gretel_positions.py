"""Chosen Hansel or Gretel positions for scenario tests, built without playing up to them."""

from __future__ import annotations

from pygames.hansel_gretel import GAME
from pygames.hansel_gretel.data import BIRD, cookie_cards, deck_cards
from pygames.hansel_gretel.engine import HanselGretelState


def position(
    row: list[str],
    *,
    players: int = 3,
    bird: bool = True,
    parent: int = 0,
    round: int = 1,
    collections: dict[int, list[str]] | None = None,
    nest: list[str] = (),  # type: ignore[assignment]
    cookies_left: int | None = None,
    deck: list[str] | None = None,
) -> HanselGretelState:
    """The start of round ``round`` with ``row`` laid out (in this order) and ``parent`` to split it.

    Every card not placed elsewhere stays in the deck (or ``deck``, top = last) or in the box.
    """
    state = GAME.new(players, 0, {"bird": bird})
    assert isinstance(state, HanselGretelState)
    collections = collections or {}
    state.collections = [list(collections.get(p, [])) for p in range(players)]
    state.nest = list(nest)
    placed = set(row) | set(nest) | {c for cards in state.collections for c in cards}
    rest = [c for c in deck_cards() if c not in placed]
    state.deck = list(deck) if deck is not None else rest[:30]
    state.box = [c for c in rest if c not in state.deck]
    cookies = cookie_cards()
    given = [c for cards in state.collections for c in cards if c.startswith("cookie")]
    state.cookies = [c for c in cookies if c not in given]
    if cookies_left is not None:
        state.discard = state.cookies[cookies_left:]  # out of play, for the test's sake
        state.cookies = state.cookies[:cookies_left]
    state.bird_at = "beside" if bird else None
    state.parent = parent
    state.round = round - 1
    state.log = []
    state.deck += list(reversed(row))
    state._start_round()
    return state


def split(state: HanselGretelState, at: int, choices: dict[int, str], bird_at: int | None = None) -> None:
    """The splitter (puts the bird card at ``bird_at`` and) cuts at ``at``; then each chooser chooses."""
    assert state.split is not None
    splitter = state.split["splitter"]
    if bird_at is not None:
        state.apply(splitter, {"do": "bird", "at": bird_at})
    state.apply(splitter, {"do": "cut", "at": at})
    assert sorted(state.to_act()) == sorted(choices), (state.to_act(), choices)
    for player, pile in choices.items():
        state.apply(player, {"do": "choose", "pile": pile})


def where_is_every_card(state: HanselGretelState) -> list[str]:
    """Every card, from wherever it lies (a card in two places appears twice)."""
    cards = state.deck + state.box + state.cookies + state.nest + state.discard
    for held in state.collections:
        cards += held
    if state.split is not None:
        cards += state.split["items"]
    for pile in state.pending:
        cards += pile["items"]
    if state.bird_at is not None and state.bird_at != "split":
        cards.append(BIRD)
    return sorted(cards)
