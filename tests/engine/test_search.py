"""The strong bot of every game sees only its own seat: its guesses agree with the view, and nothing else counts.

Each game's determinization (its search module's ``sample(view, rng)``, which its strong bot's plan names) must
give a complete game that looks, from the bot's seat, exactly like the one on the table; and since bots are handed
a view and nothing more, two tables that look the same from a seat get the same move from a bot with the same seed,
however the hidden cards lie (the twin-world test).
"""

from __future__ import annotations

import importlib
import random

import pytest

from pygames import GAMES, State
from pygames.core import LEVELS, Rng, bot_move
from pygames.core.lazy import Lazy
from pygames.core.search import SearchBot


def strong(game_id: str) -> type[SearchBot] | None:
    maker = GAMES[game_id].bots.get("strong")
    maker = maker.resolve() if isinstance(maker, Lazy) else maker
    return maker if isinstance(maker, type) and issubclass(maker, SearchBot) else None


def sampler(game_id: str):
    """A game's determinization: every searching game's ``search.sample(view, rng)``, the one signature."""
    return importlib.import_module(strong(game_id).__module__).sample


SEARCHING = [game_id for game_id in GAMES if strong(game_id)]
COUNTS = {game_id: sorted({GAMES[game_id].min_players, GAMES[game_id].max_players}) for game_id in GAMES}


def positions(game_id: str, players: int, games: int = 4, stride: int = 5):
    """Positions of seeded random games (copies), every few actions and the last, all phases met."""
    for seed in range(games):
        state = GAMES[game_id].new(players, seed, {})
        rng = random.Random(seed)
        while not state.is_over():
            if len(state.history) % stride == seed % stride:
                yield state.clone()
            player = state.to_act()[0]
            state.apply(player, rng.choice(state.legal_actions(player)))


def without_moves(view: dict) -> dict:
    return {key: value for key, value in view.items() if key != "moves"}


UNSEEN_BY_NO_ONE = ("rng", "seed", "history", "learned", "_learning")  # how a world came about, not how it lies


def lie_of_the_cards(state: State) -> dict:
    """Where every card is, hidden or not: the state without its seed, generator and history."""
    return {key: value for key, value in vars(state).items() if key not in UNSEEN_BY_NO_ONE}


def play_to_the_end(state: State, seed: int) -> None:
    rng = random.Random(seed)
    while not state.is_over():
        player = state.to_act()[0]
        state.apply(player, rng.choice(state.legal_actions(player)))


def test_every_game_offers_the_three_levels_with_normal_as_the_default():
    for game in GAMES.values():
        assert set(LEVELS) | {"random"} == set(game.bots), game.id
        assert next(iter(game.bots)) == "normal", game.id
        assert strong(game.id), f"{game.id}: the strong level is a search"


@pytest.mark.parametrize("game_id", SEARCHING)
def test_a_guessed_world_looks_from_the_seat_exactly_like_the_table_and_plays_on(game_id):
    sample = sampler(game_id)
    bot = strong(game_id)(0)
    for players in COUNTS[game_id]:
        for n, state in enumerate(positions(game_id, players)):
            for seat in range(players):
                view = state.view(seat)
                assert bot.plan(view).sample is sample, "the plan samples with the search module's sample"
                world = sample(view, Rng(n * 31 + seat))
                assert without_moves(world.view(seat)) == without_moves(view), f"{players}p, move {len(state.history)}"
                assert world.to_act() == state.to_act()
                play_to_the_end(world, n)


@pytest.mark.parametrize("game_id", SEARCHING)
def test_the_hidden_cards_are_guessed_not_read(game_id):
    """Guesses differ from world to world where the seat cannot see, so the bot never sees the real cards."""
    sample = sampler(game_id)
    players = COUNTS[game_id][0]
    differing = 0
    for state in positions(game_id, players, games=2):
        seat = state.to_act()[0]
        worlds = [sample(state.view(seat), Rng(k)) for k in range(4)]
        differing += any(lie_of_the_cards(world) != lie_of_the_cards(worlds[0]) for world in worlds)
    assert differing, "every guess was the same: the sampler is not guessing what the seat cannot see"


@pytest.mark.parametrize("game_id", SEARCHING)
def test_twin_worlds_that_look_alike_from_the_seat_get_the_same_move_at_every_level(game_id):
    sample = sampler(game_id)
    players = COUNTS[game_id][-1]
    twins = 0
    for n, state in enumerate(positions(game_id, players, games=2, stride=9)):
        seat = state.to_act()[0]
        first, second = sample(state.view(seat), Rng(2 * n)), sample(state.view(seat), Rng(2 * n + 1))
        if lie_of_the_cards(first) == lie_of_the_cards(second):
            continue  # nothing hidden differs here
        twins += 1
        for level in LEVELS:
            make = GAMES[game_id].bots[level]
            bots = [make(7) for _ in range(2)]
            if level == "strong":
                bots = [strong(game_id)(7, iterations=40) for _ in range(2)]
            moves = [bot_move(world, seat, bot) for world, bot in zip((first, second), bots)]
            assert moves[0] == moves[1], f"{level} chose differently in twin worlds at move {len(state.history)}"
    assert twins, "no position with hidden cards to differ"


@pytest.mark.parametrize("game_id", SEARCHING)
def test_the_search_imagines_only_legal_moves(game_id, monkeypatch):
    """Its playouts skip the rules' checks for speed, so here every imagined move goes through them."""
    monkeypatch.setattr(State, "advance", State.apply)
    bot_class = strong(game_id)
    for players in COUNTS[game_id]:
        for state in positions(game_id, players, games=1, stride=11):
            seat = state.to_act()[0]
            bot_move(state, seat, bot_class(3, iterations=5))


def test_a_search_tells_how_many_iterations_its_budget_bought():
    """bench/bots.py --budget compares what the app's time budget buys with the bench's iteration budget."""
    state = GAMES["fox_grapes"].new(5, 5, {})  # the first card to play: a plain search among many
    seat = state.to_act()[0]
    counted = strong("fox_grapes")(1, iterations=37)
    timed = strong("fox_grapes")(1, seconds=0.05)
    bot_move(state, seat, counted)
    bot_move(state, seat, timed)
    assert counted.searched == 37
    assert timed.searched > 0
