"""The strong bot of every game sees only its own seat: its guesses agree with the view, and nothing else counts.

Each game's determinization (its search module's ``sample(view, rng)``, which its strong bot's plan names) must
give a complete game that looks, from the bot's seat, exactly like the one on the table; and since bots are handed
a view and nothing more, two tables that look the same from a seat get the same move from a bot with the same seed,
however the hidden cards lie (the twin-world test).
"""

from __future__ import annotations

import importlib
import random
from dataclasses import replace

import pytest

from pygames import GAMES, State
from pygames.core import LEVELS, Rng, bot_move
from pygames.core.lazy import Lazy
from pygames.core.search import Plan, SearchBot


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


def test_a_penalty_turns_the_next_search_away_from_an_action_and_only_the_next():
    # Hennote: retreating Horus for the third Ra in the stock wins at once, and a plain search finds it.
    from pygames.hennote import search as hennote

    from .hennote_positions import position

    class Plain(SearchBot):
        PLAN = Plan(sample=hennote.sample, playout=hennote.playout, observed=hennote.observed)

    state = position(
        (["ra-rock", "ra-paper", "horus-scissors"], ["bastet-rock", "thoth-rock", "isis-paper"]),
        (["ra-scissors", "horus-paper"], ["bastet-paper", "thoth-paper"]),
    )
    view, legal = state.view(0), state.legal_actions(0)
    win = {"do": "retreat", "slot": 2, "from": "stock", "card": "ra-scissors"}
    bot = Plain(1, iterations=300)
    assert bot.choose(view, legal) == win
    bot.penalize([(win, 1.0)])
    assert bot.choose(view, legal) != win
    assert bot.choose(view, legal) == win


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


class Gamble:
    """A one-seat game: pass for a sure 0.6, or draw a card, then bet on it (1 if it is good, 0 if not) or fold
    for 0.5. The drawer sees the card before it bets."""

    def __init__(self, rng: Rng) -> None:
        self.good = rng.below(2) == 1
        self.moves: list[str] = []

    def is_over(self) -> bool:
        return self.moves == ["pass"] or len(self.moves) == 2

    def to_act(self) -> list[int]:
        return [0]

    def legal_actions(self, player: int) -> list[str]:
        return ["bet", "fold"] if self.moves else ["pass", "draw"]

    def advance(self, player: int, action: str) -> None:
        self.moves.append(action)

    def worth(self) -> list[float]:
        last = self.moves[-1]
        return [0.6 if last == "pass" else 0.5 if last == "fold" else float(self.good)]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_bot_that_will_see_what_it_draws_values_the_draw_by_what_it_will_do_then(seed):
    # Drawing is worth 0.75 to a player who bets on a good card and folds a bad one; to a search that forgets
    # what it drew, betting and folding are both worth 0.5, so it passes.
    class Forgetful(SearchBot):
        PLAN = Plan(sample=lambda view, rng: Gamble(rng), reward=Gamble.worth)

    class Drawer(SearchBot):
        PLAN = replace(Forgetful.PLAN, turned_up=lambda state, player, action: state.good if action == "draw" else None)

    assert Drawer(seed, iterations=400).choose({"viewer": 0}, ["pass", "draw"]) == "draw"
    assert Forgetful(seed, iterations=400).choose({"viewer": 0}, ["pass", "draw"]) == "pass"


class Raffle:
    """A one-seat game of luck with a small edge: a hidden ticket worth 0 to 9 tenths, taken as it is ("plain")
    or with half a tenth more ("edge")."""

    def __init__(self, rng: Rng) -> None:
        self.ticket = rng.below(10)
        self.choice: str | None = None

    def is_over(self) -> bool:
        return self.choice is not None

    def to_act(self) -> list[int]:
        return [0]

    def legal_actions(self, player: int) -> list[str]:
        return ["plain", "edge"]

    def advance(self, player: int, action: str) -> None:
        self.choice = action

    def worth(self) -> list[float]:
        return [(self.ticket + (0.5 if self.choice == "edge" else 0.0)) / 10]


def test_a_search_on_paired_worlds_sees_a_small_edge_through_big_luck():
    # Played on worlds of their own, the ticket's luck (about 0.29 either way) hides the edge (0.05) at a small
    # budget; played on the same world, a round at a time, the two choices differ by the edge alone.
    class Unpaired(SearchBot):
        PLAN = Plan(sample=lambda view, rng: Raffle(rng), reward=Raffle.worth)

    class Paired(SearchBot):
        PLAN = replace(Unpaired.PLAN, paired_root=True)

    view, legal = {"viewer": 0}, ["plain", "edge"]
    paired = [Paired(seed, iterations=10).choose(view, legal) for seed in range(40)]
    unpaired = [Unpaired(seed, iterations=10).choose(view, legal) for seed in range(40)]
    assert paired.count("edge") == 40
    assert unpaired.count("edge") <= 32
    rounded = Paired(1, iterations=11)
    rounded.choose(view, legal)
    assert rounded.searched == 12  # a budget is spent a whole round at a time, and told as it was spent
    marked = Paired(1, iterations=10)
    marked.penalize([("edge", 0.1)])  # more than the edge: the paired search too takes the mark off
    assert marked.choose(view, legal) == "plain"
