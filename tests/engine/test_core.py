"""The protocol every game shares: options, seeds, saves, the random bot."""

from __future__ import annotations

import pytest

from pygames import GAMES, IllegalAction, RandomBot, SaveError, bot_move, load, save
from pygames.core.rng import Rng, new_seed
from pygames.simulate import simulate


def test_every_game_has_titles_rules_and_a_player_range_in_both_languages():
    for game in GAMES.values():
        for text in (game.title, game.description, game.rules):
            assert text["ja"] and text["en"]
        assert 1 <= game.min_players <= game.max_players
        for option in game.options:
            assert option.default in option.choices and option.label["ja"] and option.label["en"]


def test_the_rng_gives_the_same_numbers_for_the_same_seed_on_every_python():
    # Golden values (the Node/Pyodide check runs the same engine under CPython 3.14):
    # a change here would make every existing save replay into a different game.
    rng = Rng(2026)
    assert [rng.below(100) for _ in range(8)] == [51, 1, 34, 86, 41, 19, 6, 97]
    cards = list(range(10))
    Rng(7).shuffle(cards)
    assert cards == [8, 1, 5, 9, 0, 4, 3, 2, 6, 7]


def test_a_new_game_is_dealt_from_128_random_bits_by_a_keyed_generator():
    # Golden values for seeds of 2**64 and up (every game since 2026-12-01).
    rng = Rng(2**64 + 2026)
    assert [rng.below(100) for _ in range(8)] == [53, 15, 76, 53, 66, 57, 79, 44]
    cards = list(range(10))
    Rng(2**127 + 7).shuffle(cards)
    assert cards == [5, 1, 3, 2, 4, 8, 6, 0, 7, 9]
    seeds = {new_seed() for _ in range(50)}
    assert len(seeds) == 50 and all(2**64 <= s < 2**128 for s in seeds)
    assert max(s.bit_length() for s in seeds) == 128
    # the seed's high half matters: two seeds that agree in their low 64 bits deal differently
    low = 12345
    a, b = Rng(2**64 + low), Rng(2**65 + low)
    assert [a.below(2**32) for _ in range(4)] != [b.below(2**32) for _ in range(4)]


@pytest.mark.parametrize("seed", [-1, 2**128, 1.0, True, "7"])
def test_a_seed_outside_128_bits_is_refused(seed):
    with pytest.raises(IllegalAction, match="seed"):
        GAMES["hennote"].new(2, seed)


@pytest.mark.parametrize(
    ("players", "options", "message"),
    [
        (3, None, "for 2–2 players"),
        (2, {"gods": "auction"}, "cannot be 'auction'"),
        (2, {"speed": 1}, "Unknown option"),
    (2, {"no_repeat": 1}, "cannot be 1"),
    ],
)
def test_a_bad_setup_is_refused_with_a_clear_message(players, options, message):
    with pytest.raises(IllegalAction, match=message):
        GAMES["hennote"].new(players, 1, options)


def finished_game():
    state = GAMES["hennote"].new(2, 11)
    bots = [RandomBot(1), RandomBot(2)]
    while not state.is_over():
        player = state.to_act()[0]
        state.apply(player, bot_move(state, player, bots[player]))
    return state


def test_a_save_holds_the_seed_and_actions_and_loads_back_to_the_same_game():
    state = finished_game()
    data = save(state)
    assert set(data) == {"game", "version", "players", "seed", "options", "actions"}
    assert load(data) == state


@pytest.mark.parametrize(
    ("mangle", "message"),
    [
        (lambda d: "not a dict", "not a saved game"),
        (lambda d: {**d, "game": "chess"}, "unknown game"),
        (lambda d: {**d, "version": 0}, "different version"),
        (lambda d: {**d, "version": "1"}, "different version"),
        (lambda d: {**d, "version": True}, "different version"),
        (lambda d: {**d, "actions": d["actions"][:3] + [[0, {"do": "fly"}]]}, "damaged"),
        (lambda d: {**d, "actions": [["x", 1]]}, "damaged"),
        (lambda d: {**d, "players": 9}, "damaged"),
    ],
)
def test_a_corrupt_save_gives_a_clear_error(mangle, message):
    with pytest.raises(SaveError, match=message):
        load(mangle(save(finished_game())))


def test_simulate_reports_every_game_finished_with_a_winner():
    report = simulate("hennote", 2, 20, seed=5, verify=True)
    assert report.games == 20
    assert sum(report.wins) == pytest.approx(20)
    assert all(length > 0 for length in report.lengths)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_undo_takes_back_only_the_players_own_move_and_bots_since_and_never_past_what_a_human_saw(game_id):
    """BGA's undo policy, for every game: seat 0 is human (with seat 1 too in the second half), the rest bots."""
    game = GAMES[game_id]
    for seed in range(6):
        humans = [0] if seed < 3 else [0, 1]
        state = game.new(game.min_players, seed, {})
        bot = RandomBot(seed)
        views: list[dict] = []  # seat 0's view before each move
        while not state.is_over():
            views.append(state.view(0))
            player = state.to_act()[0]
            state.apply(player, bot_move(state, player, bot))
            keep = state.undo_point(0, humans)
            if keep is None:
                continue
            taken = state.history[keep:]
            assert taken[0][0] == 0, "undo takes back seat 0's own move first"
            assert not any(p in humans and p != 0 for p, _ in taken), "another human's move was taken back"
            learned = [state.learned.get(i, frozenset()) for i in range(keep, len(state.history))]
            assert not any(seats & set(humans) for seats in learned), "undo went back past a reveal to a human"
            assert state.rewind(keep).view(0) == views[keep], "undo did not restore seat 0's exact view"


def test_an_action_that_draws_at_random_cannot_be_undone():
    """A card dealt or drawn at random is news to everyone at the table: the move that drew it stays."""
    for game_id, game in GAMES.items():
        state = game.new(game.min_players, 1, {})
        bot = RandomBot(1)
        while not state.is_over():
            player = state.to_act()[0]
            drawn = state.rng.drawn
            state.apply(player, bot_move(state, player, bot))
            if state.rng.drawn != drawn:
                assert state.undo_point(player, [player]) is None, f"{game_id}: a random draw was undoable"
                break
