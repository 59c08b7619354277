"""Hennote's undo (issue 46): what a player of the physical game may take back, against the normal bot.

Our ruling (the engine's docstring): every card in play is face up and neither player knows the
order of either deck, so a bot decides on nothing hidden. A move comes back, with the bot's moves
since, until a deck card is turned up (a retreat from the deck, or the refill that ends a turn)
or both placements are: the battle after an action is fought by cards already on the table.
"""

from __future__ import annotations

from collections.abc import Callable

from pygames.core import bot_move
from pygames.hennote import GAME
from pygames.hennote.engine import HennoteState

HUMAN, BOT = 0, 1


def table(seed: int, **options) -> tuple[HennoteState, dict]:
    """A seeded game: seat 0 human (any legal move, as a beginner plays), the normal bot in seat 1."""
    state = GAME.new(2, seed, options)
    assert isinstance(state, HennoteState)
    return state, {HUMAN: GAME.bots["random"](seed), BOT: GAME.bots["normal"](seed)}


def move(state: HennoteState, bots: dict) -> int:
    player = state.to_act()[0]
    state.apply(player, bot_move(state, player, bots[player]))
    return player


def positions(wanted: Callable[[HennoteState], bool], seeds: int = 12, **options):
    """Every position of seeded games (normal bots) where ``wanted`` holds, each as (state, bots)."""
    for seed in range(seeds):
        state, bots = table(seed, **options)
        while not state.is_over():
            if wanted(state):
                yield state, bots
            move(state, bots)


def test_an_action_comes_back_while_you_fill_the_gaps_it_left_but_not_once_the_stock_is_drawn():
    """'Fill the gaps from the stock (your choice), then refill the stock to 2 from the deck.'"""
    undone = refused = 0
    for state, bots in positions(lambda s: s.phase == "play" and s.to_act() == [HUMAN] and s.step == "act"):
        before, acted = state.clone(), len(state.history)
        trial = state.clone()
        move(trial, bots)
        if trial.is_over() or trial.to_act() != [HUMAN] or trial.step != "refill":
            continue  # no gap to fill: not this scenario
        if trial.history[acted][1].get("from") == "deck":  # a retreat that turned up the deck's top card
            assert trial.undo_point(HUMAN, [HUMAN]) is None
            refused += 1
            continue
        keep = trial.undo_point(HUMAN, [HUMAN])
        assert keep == acted  # the battle showed nothing hidden: the slide, change or retreat comes back
        back = trial.rewind(keep)
        assert back == before and back.view(HUMAN) == before.view(HUMAN)
        move(trial, bots)  # the refill turns up the new stock cards: the turn stands
        if not trial.is_over():
            assert trial.undo_point(HUMAN, [HUMAN]) is None
        undone += 1
    assert undone >= 5 and refused >= 3, (undone, refused)


def test_a_bots_turn_that_turned_up_a_deck_card_keeps_your_turn_before_it():
    """A bot's refill or retreat from the deck shows you its new card: nothing before it comes back."""
    found = 0
    for state, bots in positions(lambda s: s.phase == "play" and s.to_act() == [BOT], seeds=6):
        trial, shown = state.clone(), len(state.learned)
        while not trial.is_over() and trial.to_act() == [BOT]:
            move(trial, bots)
        if trial.is_over() or len(trial.learned) == shown:
            continue
        assert trial.undo_point(HUMAN, [HUMAN]) is None
        found += 1
    assert found >= 10


def test_the_draft_is_open_so_your_pick_comes_back_with_the_bots_pick_since():
    """Gods drafted one at a time, first player first: every pick is public and rests on nothing hidden."""
    for seed in range(4):
        state, bots = table(seed, gods="draft")
        while state.to_act() != [HUMAN]:
            move(state, bots)
        before = state.clone()
        move(state, bots)
        move(state, bots)  # the bot's pick
        assert state.phase == "gods" and state.history[-1][0] == BOT
        keep = state.undo_point(HUMAN, [HUMAN])
        assert keep == len(before.history)
        assert state.rewind(keep) == before


def test_the_secret_placement_comes_back_until_the_bots_placement_turns_both_up():
    """'Each player places 3 cards face down; when both have, they are turned face up.'"""
    for seed in range(4):
        state, bots = table(seed)
        before = state.clone()
        state.apply(HUMAN, bot_move(state, HUMAN, bots[HUMAN]))
        assert state.undo_point(HUMAN, [HUMAN]) == 0  # the bot has not placed: nothing was shown
        assert state.rewind(0) == before
        state.apply(BOT, bot_move(state, BOT, bots[BOT]))  # the bot's secret choice turns both up
        assert state.phase == "play"
        assert state.undo_point(HUMAN, [HUMAN]) is None
