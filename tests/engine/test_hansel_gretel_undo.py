"""Hansel or Gretel and undo (BGA's policy, issue #13 item 3): what a player may take back, and what not.

The choices turn face up together, the tidied bears and mirrors are shown together, and every new
row comes face up from the deck: after any of these, nothing before it can be taken back.
"""

from __future__ import annotations

import random

from pygames.hansel_gretel import GAME

H, G = "hansel", "gretel"


def game(players: int = 4, parent: int = 0, bird: bool = False):
    """A fresh game whose first parent is ``parent``."""
    seed = next(s for s in range(200) if GAME.new(players, s, {"bird": bird}).parent == parent)
    return GAME.new(players, seed, {"bird": bird})


def test_undoing_a_cut_restores_the_exact_view_before_it():
    state = game(bird=True)
    before_bird = state.view(0)
    state.apply(0, {"do": "bird", "at": 2})
    before_cut = state.view(0)
    state.apply(0, {"do": "cut", "at": 5})
    assert state.undo_point(0, humans={0}) == 1
    back = state.rewind(1)
    assert back.view(0) == before_cut and back.to_act() == [0]
    assert back.undo_point(0, humans={0}) == 0
    assert back.rewind(0).view(0) == before_bird


def test_a_secret_choice_can_be_taken_back_with_the_bots_choices_since_until_the_reveal():
    state = game(players=4)
    state.apply(0, {"do": "cut", "at": 4})
    before = state.view(0)
    state.apply(0, {"do": "choose", "pile": H})
    state.apply(1, {"do": "choose", "pile": G})  # bots 1 and 2 choose in secret: nothing is shown yet
    state.apply(2, {"do": "choose", "pile": H})
    assert state.undo_point(0, humans={0}) == 1
    back = state.rewind(1)
    assert back.view(0) == before
    assert sorted(back.to_act()) == [0, 1, 2, 3] and back.view(0)["split"]["chosen"] == []
    state.apply(3, {"do": "choose", "pile": G})  # the last choice: all four turn face up
    assert any(e["event"] == "reveal" for e in state.view(0)["log"])
    assert state.undo_point(0, humans={0}) is None


def test_the_last_chooser_cannot_take_back_the_choice_that_revealed_everyones():
    state = game(players=3)
    state.apply(0, {"do": "cut", "at": 4})
    state.apply(1, {"do": "choose", "pile": G})
    state.apply(2, {"do": "choose", "pile": H})
    state.apply(0, {"do": "choose", "pile": H})
    for humans in ({0}, {0, 1, 2}):
        assert state.undo_point(0, humans=humans) is None


def test_another_humans_secret_choice_since_blocks_undo_even_before_the_reveal():
    state = game(players=3)
    state.apply(0, {"do": "cut", "at": 4})
    state.apply(0, {"do": "choose", "pile": H})
    state.apply(1, {"do": "choose", "pile": G})
    assert state.undo_point(0, humans={0, 1}) is None  # Ben chose after Ann
    assert state.undo_point(1, humans={0, 1}) == 2  # Ben may still take his back


def play_randomly(players: int, seed: int, humans: set[int]):
    """A whole game of random legal moves; yields (state, the seat that just acted, its views by move count)."""
    state = GAME.new(players, seed, {"bird": seed % 2 == 0})
    rng = random.Random(seed)
    views: dict[int, list] = {p: [state.view(p)] for p in humans}
    while not state.is_over():
        player = rng.choice(state.to_act())
        state.apply(player, rng.choice(state.legal_actions(player)))
        for p in humans:
            views[p].append(state.view(p))
        yield state, player, views


PUBLIC_NEWS = {"round", "reveal", "bear", "mirror", "mirror_fizzles", "round_end"}


def news(events: list[dict], player: int) -> list[str]:
    """What turned up for ``player`` among ``events``: not their own bears and mirrors, which they always knew."""
    return [e["event"] for e in events if e["event"] in PUBLIC_NEWS and e.get("player", -1) != player]


def test_undo_never_crosses_something_a_human_saw_turn_up_and_always_restores_the_exact_view():
    """Random 3–6 player games: whenever undo is offered, rewinding gives back the very view before that
    action, and between the two nothing came face up (a reveal, a new row, someone's bears and mirrors)."""
    offered = refused_after_news = 0
    for seed in range(24):
        players = 3 + seed % 4
        humans = {0, seed % players} if seed % 3 else {0}
        for state, player, views in play_randomly(players, seed, humans):
            if player not in humans or state.is_over():
                continue
            keep = state.undo_point(player, humans)
            now = views[player][-1]["log"]
            if keep is None:
                refused_after_news += bool(news(now[len(views[player][-2]["log"]) :], player))
                continue
            offered += 1
            assert state.history[keep][0] == player
            assert state.rewind(keep).view(player) == views[player][keep]
            since = now[len(views[player][keep]["log"]) :]
            assert not news(since, player), since
    assert offered > 100 and refused_after_news > 50


def test_a_new_row_laid_out_after_the_last_bear_cannot_be_taken_back():
    """The last player to use a bear ends the round, and the next row comes face up from the deck."""
    for seed in range(300):
        for state, player, views in play_randomly(3, seed, {0}):
            log = views[0][-1]["log"]
            if player == 0 and log and state.view(0)["phase"] != "tidy" and views[0][-2]["phase"] == "tidy":
                if not state.is_over() and log[-1]["event"] == "split" and log[-2]["event"] == "round":
                    assert state.undo_point(0, humans={0}) is None
                    return
    raise AssertionError("no round ended on player 0's bear or mirror in 300 games")


# --- issue 46: undo never tells you more, with the normal bots -------------------------------------


def test_against_normal_bots_your_choice_comes_back_while_theirs_are_secret_and_stays_once_all_turn_up():
    """'Every player but the parent chooses Hansel or Gretel in secret; the choices turn up together.'"""
    for seed in range(3):
        state = GAME.new(4, seed, {"bird": False})
        bots = {p: GAME.bots["normal"](seed * 10 + p) for p in range(4)}
        while not (state.phase == "choose" and 0 in state.to_act() and len(state.to_act()) >= 3):
            player = next(p for p in state.to_act() if p != 0) if state.to_act() != [0] else 0
            state.apply(player, bots[player].choose(state.view(player), state.legal_actions(player)))
        before = state.clone()
        state.apply(0, bots[0].choose(state.view(0), state.legal_actions(0)))
        others = list(state.to_act())
        for bot in others[:-1]:  # a secret choice shows the human only that it was made
            state.apply(bot, bots[bot].choose(state.view(bot), state.legal_actions(bot)))
            keep = state.undo_point(0, {0})
            assert keep == len(before.history)
            assert state.rewind(keep) == before
        last = others[-1]
        state.apply(last, bots[last].choose(state.view(last), state.legal_actions(last)))  # all turn up
        assert state.undo_point(0, {0}) is None


def test_against_normal_bots_a_cut_comes_back_with_the_bots_secret_choices_since():
    """'The parent cuts the row in two': a move on open cards, taken back with the bots' secret choices since."""
    for seed in [s for s in range(40) if GAME.new(4, s, {"bird": False}).parent == 0][:3]:
        state = GAME.new(4, seed, {"bird": False})
        bots = {p: GAME.bots["normal"](seed * 10 + p) for p in range(4)}
        before = state.clone()
        state.apply(0, bots[0].choose(state.view(0), state.legal_actions(0)))  # the cut
        for bot in [p for p in state.to_act() if p != 0][:-1]:
            state.apply(bot, bots[bot].choose(state.view(bot), state.legal_actions(bot)))
            assert state.undo_point(0, {0}) == 0
            assert state.rewind(0) == before
