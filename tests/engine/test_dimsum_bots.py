"""Dim Sum's three bots: no blunder a player would notice, and a strong bot that guesses what it cannot see."""

from __future__ import annotations

from collections import Counter

import pytest

from pygames.core import RandomBot, bot_move
from pygames.core.rng import Rng
from pygames.dimsum import GAME
from pygames.dimsum.data import ALL_CARDS, FACES, KINDS, kind_of
from pygames.dimsum.engine import DimsumState
from pygames.dimsum.search import StrongBot

from .dimsum_positions import position, stomach

G, S, X, H = "gyoza", "shumai", "xiaolongbao", "harumaki"
LEVELS = ("easy", "normal", "strong")


def sample(state: DimsumState, seat: int, seed: int) -> DimsumState:
    return DimsumState.from_view(GAME, state.view(seat), Rng(seed))


def agrees(sampled: DimsumState, view: dict, seat: int) -> bool:
    seen = sampled.view(seat)
    return all(seen[key] == view[key] for key in view if key != "moves")


def play_to_the_end(state: DimsumState, seed: int = 0) -> DimsumState:
    bot = RandomBot(seed)
    while not state.is_over():
        player = state.to_act()[0]
        state.apply(player, bot.choose({}, state.legal_actions(player)))
    return state


# --- no blunders ---------------------------------------------------------------------


def test_the_default_bot_is_the_normal_one_and_every_level_is_there():
    assert list(GAME.bots)[:3] == ["normal", "easy", "strong"] and "random" in GAME.bots
    assert type(GAME.bot(1)).__name__ == "GreedyBot"


# Rules (b): cubes that do not fit the empty cells overflow, and the indigestion gauge moves. Cells
# 13 and 14 are left: the pair fits them; the tall pair and the square overflow. The opponent is level.
TWELVE = stomach(([1, 2, 3], X), ([4, 5, 6], S), ([7, 8, 9], G), ([10, 11, 12], H))
FITS = {"do": "take", "from": "market", "card": "gyoza-pair"}


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_bot_takes_a_card_that_overflows_when_another_fits_and_scores_more(level, seed):
    # The last card but one: the point lost to indigestion decides the game.
    state = position([TWELVE, TWELVE], market=["gyoza-tall", "gyoza-pair"], deck=[], taken=12)
    assert [state.preview(0, c)["indigestion"] for c in state.market] == [True, False]
    assert bot_move(state, 0, GAME.bot(seed, level)) == FITS


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_in_mid_game_the_bots_take_the_card_that_fits_rather_than_one_that_overflows(level, seed):
    state = position([TWELVE, TWELVE], market=["gyoza-tall", "gyoza-pair", "shumai-square"], taken=8)
    assert [state.preview(0, c)["indigestion"] for c in state.market] == [True, False, True]
    chosen = bot_move(state, 0, GAME.bot(seed, level))
    if level == "easy":  # a beginner may gamble on the unseen deck top, but sees the overflow
        assert chosen.get("card") not in ("gyoza-tall", "shumai-square")
    else:
        assert chosen == FITS


def test_in_mid_game_the_strong_bot_nearly_always_takes_the_card_that_fits():
    # Six cards are still to come, so one point moves few games, and the search counts wins,
    # not points: measured, 17 in 20 seeds take the pair at the default budget. (A search that
    # also counted points would see it every time: reported on issue 14.)
    state = position([TWELVE, TWELVE], market=["gyoza-tall", "gyoza-pair", "shumai-square"], taken=8)
    assert sum(bot_move(state, 0, StrongBot(seed)) == FITS for seed in range(10)) >= 8


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [1, 2])
def test_no_bot_takes_a_card_with_no_stack_to_go_on_when_another_stacks(level, seed):
    # ベツバラ: with cell 14 filled, cubes go on stacks of their own kind; a card none of whose
    # cubes can be stacked moves the gauge. Shumai and spring rolls have stacks here, gyoza none.
    full = stomach(([1, 2, 3, 4, 5], X), ([6, 7, 8, 9], S), ([10, 11, 12, 13, 14], H))
    state = position([full, full], market=["gyoza-square", "shumai-tall", "gyoza-line"], taken=10)
    assert [state.preview(0, c)["indigestion"] for c in state.market] == [True, False, True]
    # The unseen deck top (most likely a kind with a stack) is a fair gamble; a gyoza card is not.
    assert bot_move(state, 0, GAME.bot(seed, level)).get("card") not in ("gyoza-square", "gyoza-line")


def test_the_normal_bot_prefers_the_face_worth_most_and_stacks_and_takes_a_bonus_without_dithering():
    state = GAME.new(2, 3)
    assert bot_move(state, 0, GAME.bot(1))["face"] == "centre"
    last = position(taken=12, deck=[], market=["gyoza-mono", "shumai-mono"], gauge=[2, 0])
    last.apply(0, {"do": "take", "from": "market", "card": "gyoza-mono"})
    assert last.step == "bonus"
    assert bot_move(last, 0, GAME.bot(1)) in last.legal_actions(0)


# --- the strong bot's samples -----------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_sample_agrees_with_the_seats_view_in_every_phase_and_plays_to_the_end(players):
    state = GAME.new(players, 40 + players)
    bots = [GAME.bot(p, "normal") for p in range(players)]
    checked = Counter()
    while not state.is_over():
        for seat in range(players):
            view = state.view(seat)
            sampled = DimsumState.from_view(GAME, view, Rng(len(state.history) * 7 + seat))
            assert agrees(sampled, view, seat)
            assert play_to_the_end(sampled, seat).is_over()
            checked[state.phase if state.phase == "face" else state.step] += 1
        player = state.to_act()[0]
        state.apply(player, bot_move(state, player, bots[player]))
    assert checked["face"] and checked["take"]


def test_a_face_chosen_in_secret_is_guessed_at_random_and_a_face_not_yet_chosen_stays_open():
    state = GAME.new(3, 5)
    state.apply(0, {"do": "face", "face": "upper"})
    state.apply(1, {"do": "face", "face": "centre"})
    view = state.view(0)
    guesses = Counter()
    for seed in range(60):
        sampled = DimsumState.from_view(GAME, view, Rng(seed))
        assert agrees(sampled, view, 0)
        assert sampled.faces[0] == "upper" and sampled.faces[2] is None
        assert sampled.to_act() == [2]
        guesses[sampled.faces[1]] += 1
        sampled.apply(2, {"do": "face", "face": "healthy"})  # the last face turns them all up
        assert sampled.phase == "play"
    assert set(guesses) == set(FACES)


def test_the_strong_bot_chooses_the_same_face_whatever_the_others_chose_in_secret():
    worlds = []
    for face in ("centre", "healthy"):
        state = GAME.new(2, 9)
        state.apply(1, {"do": "face", "face": face})
        worlds.append(state)
    assert worlds[0].view(0) == worlds[1].view(0)
    assert bot_move(worlds[0], 0, StrongBot(4)) == bot_move(worlds[1], 0, StrongBot(4))


def test_the_strong_bot_chooses_the_same_card_whatever_the_unseen_deck_holds():
    state = GAME.new(3, 11, {"faces": "random"})
    bots = [GAME.bot(p, "normal") for p in range(3)]
    for _ in range(6):
        player = state.to_act()[0]
        state.apply(player, bot_move(state, player, bots[player]))
    other = state.clone()
    other.deck[0], other.box[0] = other.box[0], other.deck[0]  # a different card in the game, unseen
    other.deck.reverse()
    assert state.deck != other.deck and state.view(state.turn) == other.view(other.turn)
    seat = state.turn
    assert bot_move(state, seat, StrongBot(2)) == bot_move(other, seat, StrongBot(2))


def test_the_sampled_deck_holds_what_the_deal_promises_each_kind():
    # Rules: with 2 players the deck is 3 cards of each kind plus 2 at random. Twelve cards are
    # seen and only one is a gyoza, so the two cards left in the deck must both be gyoza.
    state = position(market=["shumai-mono", "harumaki-mono", "xiaolongbao-mono"], taken=9)
    state.eaten = [
        ["gyoza-mono", "shumai-pair", "shumai-tall", "harumaki-pair", "xiaolongbao-pair"],
        ["shumai-line", "harumaki-tall", "xiaolongbao-tall", "xiaolongbao-line"],
    ]
    seen = set(state.market).union(*state.eaten)
    state.deck = ["gyoza-square", "gyoza-ell"]
    state.box = sorted(c for c in ALL_CARDS if c not in seen and c not in state.deck)
    decks = set()
    for seed in range(30):
        sampled = sample(state, 0, seed)
        assert agrees(sampled, state.view(0), 0)
        assert [kind_of(c) for c in sampled.deck] == [G, G]
        assert sorted(sampled.deck + sampled.box) == sorted(c for c in ALL_CARDS if c not in seen)
        decks.add(tuple(sorted(sampled.deck)))
    assert len(decks) > 3  # which two gyoza: any of the unseen ones


@pytest.mark.parametrize("players", [2, 3])
def test_every_sampled_game_deals_each_kind_its_share(players):
    each = {2: 3, 3: 4}[players]
    state = GAME.new(players, 17, {"faces": "healthy"})
    bots = [GAME.bot(p, "normal") for p in range(players)]
    while state.taken < 3 * players:
        player = state.to_act()[0]
        state.apply(player, bot_move(state, player, bots[player]))
    for seed in range(20):
        sampled = sample(state, 1, seed)
        cards = sampled.deck + sampled.market + [c for eaten in sampled.eaten for c in eaten]
        assert min(sum(kind_of(c) == k for c in cards) for k in KINDS) >= each
        assert len(cards) == len(set(cards)) == 7 * players


def test_the_last_cards_sample_and_play_out():
    # The last turn but one: the deck is empty, two market cards are left, the bonus comes.
    state = position(taken=12, deck=[], market=["gyoza-mono", "shumai-mono"], gauge=[2, 1])
    state.apply(0, {"do": "take", "from": "market", "card": "gyoza-mono"})
    for seat in (0, 1):
        view = state.view(seat)
        sampled = DimsumState.from_view(GAME, view, Rng(seat))
        assert agrees(sampled, view, seat) and sampled.deck == [] and sampled.step == "bonus"
        assert play_to_the_end(sampled).is_over()
    assert bot_move(state, 0, StrongBot(1)) in state.legal_actions(0)


@pytest.mark.parametrize("players", [2, 4])
def test_the_quick_final_score_equals_the_score_shown_line_by_line(players):
    """The engine (and the strong bot's imagined games) count scores with ``final_score``; the table shows the lines."""
    checked = 0
    for seed in range(6):
        state = GAME.new(players, seed)
        bots = [RandomBot(seed * 7 + p) for p in range(players)]
        while True:
            if state.phase != "face":
                for p in range(players):
                    assert state.final_score(p) == state.score_lines(p)["total"], (seed, len(state.history), p)
                    checked += 1
            if state.is_over():
                break
            player = state.to_act()[0]
            state.apply(player, bot_move(state, player, bots[player]))
    assert checked > 100 * players
