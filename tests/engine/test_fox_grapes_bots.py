"""The Fox and the Grapes bots: they count cards from what their seat can see, and never declare against the count.

The strong bot's guessed worlds (its determinizations) are checked here in the phases a random game
rarely stops in: a fox action or a push waiting while cards are still face down, the last round.
"""

from __future__ import annotations

import pytest

from pygames.core import Rng, bot_move
from pygames.fox_grapes import GAME
from pygames.fox_grapes.bot import CountingBot, EasyBot, declaration_values, unseen
from pygames.fox_grapes.data import CARDS, DECKS
from pygames.fox_grapes.search import StrongBot, observed, sample, seat_models

from .fox_grapes_positions import cards_in_play, counts, declare, hidden_twin, play, position

LEVELS = {"normal": CountingBot, "strong": StrongBot}


def without_moves(view: dict) -> dict:
    return {key: value for key, value in view.items() if key != "moves"}


def test_unseen_cards_are_the_deck_minus_everything_the_seat_has_seen():
    state = GAME.new(3, 4)
    view = state.view(0)
    hand = state.hands[0]
    # 3 players: 8 sweet, 8 sour, 5 foxes; 3 + 3 face up; the rest minus player 0's hand.
    assert unseen(view) == {"sweet": 5 - hand["sweet"], "sour": 5 - hand["sour"], "fox": 5 - hand["fox"]}


def test_the_levels_a_player_picks_normal_first():
    assert list(GAME.bots) == ["normal", "easy", "strong", "random"]
    assert isinstance(GAME.bot(1), CountingBot)


# --- no blunders a person would notice --------------------------------------------------


def last_round_with_only_foxes_unseen() -> object:
    """3 players, round 5: player 0 holds the last sweet grape and can count that the others hold only foxes.

    Every other sweet and sour grape is face up, so the cards of players 1 and 2 must be foxes,
    whatever they claim: player 1 claims 'sweet', player 2 'sour'.
    """
    face_up = [counts(3, 3, 1), counts(2, 3, 1), counts(2, 2, 1)]  # 7 sweet, 8 sour, 3 foxes
    state = position(3, round=5, hands=[counts(1, 0, 0), counts(0, 0, 1), counts(0, 0, 1)], face_up=face_up)
    assert cards_in_play(state) == DECKS[3]
    play(state, ("sweet", "sweet"), ("fox", "sweet"), ("fox", "sour"))
    assert unseen(state.view(0)) == counts(0, 0, 2)
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_no_sweet_call_on_a_card_the_count_says_is_a_fox(level):
    # ⑦-②: a fox declared 'sweet' goes to its player, with the fox's action against the declarer.
    state = last_round_with_only_foxes_unseen()
    for seed in range(3):
        action = bot_move(state, 0, LEVELS[level](seed))
        assert action["call"] == "fox", action  # ⑦-①: a true fox call takes the fox and its action


def test_the_easy_bot_never_declares_a_kind_it_can_count_is_gone():
    state = last_round_with_only_foxes_unseen()
    assert {bot_move(state, 0, EasyBot(seed))["call"] for seed in range(10)} == {"fox"}


@pytest.mark.parametrize("level", LEVELS)
def test_in_the_two_player_game_no_sweet_call_on_three_cards_known_to_be_foxes(level):
    # Round 3: every fox but player 0's own is with player 1 or among the 3 unused cards, and every
    # grape not face up is in player 0's hand; player 1 claims all three foxes are sweet grapes.
    face_up = [counts(4, 4, 0), counts(5, 3, 0)]
    state = position(2, round=3, hands=[counts(0, 2, 1), counts(0, 0, 3)], face_up=face_up)
    state.unused = counts(0, 0, 3)
    assert cards_in_play(state) == DECKS[2]
    play(state, ("sour", "sour"), ("sour", "sweet"), ("fox", "fox"), *[("fox", "sweet")] * 3)
    for slot in range(3):
        action = bot_move(state, 0, LEVELS[level](slot))
        assert action["call"] == "fox", action
        declare(state, (1, action["slot"], action["call"]))


@pytest.mark.parametrize("level", LEVELS)
def test_the_bot_calls_what_the_count_makes_certain(level):
    # Round 4: player 0 holds every sour grape and fox not face up: player 1's card must be sweet,
    # whatever player 1 claims.
    face_up = [counts(2, 3, 2), counts(1, 2, 1), counts(1, 2, 1)]
    state = position(3, round=4, hands=[counts(0, 1, 1), counts(2, 0, 0), counts(2, 0, 0)], face_up=face_up)
    assert cards_in_play(state) == DECKS[3]
    play(state, ("sour", "sour"), ("sweet", "sour"), ("sweet", "fox"))
    assert unseen(state.view(0)) == counts(4, 0, 0)
    action = bot_move(state, 0, LEVELS[level](1))
    assert action["call"] == "sweet"


def test_the_fox_action_takes_a_sweet_grape_from_the_leader():
    state = position(3, face_up=[counts(5, 1, 0), counts(1, 1, 0), counts(1, 1, 0)])
    play(state, ("sour", "sour"), ("sour", "sour"), ("fox", "fox"))
    declare(state, (1, "sour"), (0, "sour"))  # player 2 self-checks a true fox
    assert state.phase == "fox" and len(state.legal_actions(2)) == 4
    assert bot_move(state, 2, CountingBot(3)) == {"do": "fox", "target": 0, "choice": "take_sweet"}


def test_the_bot_decides_from_its_view_alone():
    for seed in range(20):
        state = GAME.new(4, seed)
        while state.phase == "play":
            (p,) = state.to_act()
            state.apply(p, state.legal_actions(p)[seed % len(state.legal_actions(p))])
        (p,) = state.to_act()
        twin = hidden_twin(state, p, seed)
        assert twin.view(p) == state.view(p)
        assert bot_move(state, p, CountingBot(seed)) == bot_move(twin, p, CountingBot(seed))


def test_the_bot_beats_random_play_more_often_than_its_share():
    bot_wins = 0
    for seed in range(40):
        state = GAME.new(3, seed)
        bots = [GAME.bot(seed, "normal"), GAME.bot(seed + 1, "random"), GAME.bot(seed + 2, "random")]
        while not state.is_over():
            (player,) = state.to_act()
            state.apply(player, bot_move(state, player, bots[player]))
        bot_wins += 0 in state.winners()
    assert bot_wins >= 20  # a fair share would be 13 or 14; measured 68 of 100 over 200 games


class Contrary(CountingBot):
    """Declares on the card the count picks, but the call the count rates worst: no counting player would."""

    def choose(self, view, legal):
        action = super().choose(view, legal)
        if view["phase"] != "declare":
            return action
        same = [a for a in legal if (a["target"], a["slot"]) == (action["target"], action["slot"])]
        values = declaration_values(view, same)
        return same[values.index(min(values))]


def test_the_strong_bot_reads_from_the_declarations_who_counts_cards_and_who_does_not():
    state = GAME.new(3, 8)
    bots = [CountingBot(1), CountingBot(2), Contrary(3)]
    while state.round < 4:
        (player,) = state.to_act()
        state.apply(player, bot_move(state, player, bots[player]))
    models = seat_models(state.view(0), Rng(0))
    assert models[1] > 0.8 and models[2] < 0.1, models  # player 1 plays by the count, player 2 against it
    # the guessed worlds have player 2 move at random, player 1 as a counting player
    assert sum(2 in sample(state.view(0), Rng(k)).random_seats for k in range(20)) >= 18
    assert sum(1 in sample(state.view(0), Rng(k)).random_seats for k in range(20)) <= 5


# --- the strong bot's guessed worlds ---------------------------------------------------------


def guesses(state, seat: int, count: int = 12) -> list:
    """Worlds guessed from ``seat``'s view, each checked to look exactly like the table from there."""
    view = state.view(seat)
    worlds = [sample(view, Rng(k)) for k in range(count)]
    for world in worlds:
        assert without_moves(world.view(seat)) == without_moves(view)
        assert world.to_act() == state.to_act()
        assert cards_in_play(world) == DECKS[state.num_players]
    return worlds


def face_down(state, player: int) -> tuple[str, ...]:
    return tuple(slot["card"] for slot in state.table[player] if slot["state"] == "down")


def test_a_guess_keeps_the_seats_own_cards_and_deals_the_others_from_the_unseen_ones():
    state = GAME.new(4, 11)
    for _ in range(3):  # three cards face down with claims, one still to come
        (p,) = state.to_act()
        state.apply(p, state.legal_actions(p)[0])
    seat = state.to_act()[0]
    worlds = guesses(state, seat, 30)
    for world in worlds:
        assert world.hands[seat] == state.hands[seat]
        assert [s["claim"] for t in world.table for s in t] == [s["claim"] for t in state.table for s in t]
    others = [p for p in range(4) if p != seat and state.table[p]]
    # the others' face-down cards and hands are guessed: they differ from world to world
    assert len({tuple(face_down(w, p) for p in others) for w in worlds}) > 1
    assert len({tuple(tuple(w.hands[p].values()) for p in others) for w in worlds}) > 1


#: A 3-player deal: the 15 cards not face up, 5 to each player.
DEAL = [counts(2, 2, 1), counts(2, 1, 2), counts(1, 2, 2)]


def fox_action_waiting_with_a_card_still_face_down():
    """3 players: player 1's fox, declared 'sweet' by player 0, is revealed first; player 1's fox action
    waits while the cards of players 2 and 0 are still face down."""
    state = position(3, hands=DEAL)
    play(state, ("sweet", "sweet"), ("fox", "sweet"), ("sour", "sour"))
    declare(state, (1, "sweet"), (2, "sour"), (0, "fox"))
    assert state.phase == "fox" and state.pending["player"] == 1
    assert [s["state"] for t in state.table for s in t] == ["down", "taken", "down"]
    return state


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_a_guess_while_a_fox_action_waits_keeps_the_reveals_to_come(seat):
    state = fox_action_waiting_with_a_card_still_face_down()
    for world in guesses(state, seat):
        assert world.resolving == state.resolving
        assert world.table[seat] == state.table[seat]  # the seat's own card, known to it
        while world.round == 1:  # the fox action, and any fox action that a reveal to come brings
            (player,) = world.to_act()
            world.apply(player, world.legal_actions(player)[0])
        # the reveals still to come were made, in the engine's order
        assert [e["owner"] for e in world.log if e["e"] == "reveal"] == [1, 2, 0]


def test_a_guess_while_a_true_sour_self_check_waits_for_its_push():
    state = position(3, hands=DEAL)
    play(state, ("sweet", "sweet"), ("sweet", "fox"), ("sour", "sour"))
    declare(state, (1, "sweet"), (0, "sour"))  # player 2 has no card left to declare on
    assert state.phase == "push" and state.to_act() == [2]
    for world in guesses(state, 0):
        assert world.resolving == [] and world.table[2] == state.table[2]
        world.apply(2, {"do": "push", "target": 1})
        assert world.face_up[1]["sour"] == state.face_up[1]["sour"] + 1


def test_a_guess_of_the_two_player_games_last_declaration_keeps_the_unused_cards_hidden():
    state = GAME.new(2, 5)
    while not (state.round == 3 and state.phase == "declare" and len(state.queue) == 1):
        (p,) = state.to_act()
        state.apply(p, state.legal_actions(p)[-1])
    seat = state.to_act()[0]
    hidden = unseen(state.view(seat))
    assert sum(hidden.values()) == 6  # the other player's three face-down cards (none revealed yet), 3 unused
    worlds = guesses(state, seat, 20)
    assert all(sum(w.unused.values()) == 3 for w in worlds)
    assert len({tuple(w.unused.values()) for w in worlds}) > 1
    for world in worlds:
        while not world.is_over():  # the last declaration, then any fox action the reveals bring
            (player,) = world.to_act()
            world.apply(player, world.legal_actions(player)[0])
        assert world.round == 3


def test_an_opponents_face_down_card_is_seen_as_its_claim_alone():
    state = position(3)
    plays = [{"do": "play", "card": card, "claim": claim} for card in CARDS for claim in CARDS]
    seen = {(a["card"], a["claim"]): observed(state, 0, a, 1) for a in plays}
    assert seen["sweet", "fox"] == seen["fox", "fox"] != seen["fox", "sweet"]
    calls = [{"do": "declare", "target": 1, "slot": 0, "call": call} for call in CARDS]
    assert len({str(observed(state, 0, a, 1)) for a in calls}) == 3  # declarations are public
