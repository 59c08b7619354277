"""Cookie Battle's undo (issue #13, BGA's policy): what a player may take back, from the engine's reveal points.

A card played from a hidden hand is seen by everyone else; the next cookie piece, a
drawn marker, a Redraw's card and a Switch's piece are turned up; Steal and Trade draw
at random. Only what nobody else human has seen since can be taken back.
"""

from __future__ import annotations

from collections.abc import Callable

from pygames.cookie_battle import GAME
from pygames.cookie_battle.engine import CookieBattleState
from pygames.core import Rng, bot_move
from pygames.core.game import Action

ALL_SEATS = [0, 1, 2, None]


def reach(
    seed: int, wanted: Callable[[CookieBattleState, int], Action | None], n: int = 3, prefer_markers: bool = True
) -> tuple[CookieBattleState, int, Action]:
    """Play a seeded game (markers used whenever possible, so they come round) until ``wanted`` names an action."""
    state = GAME.new(n, seed)
    assert isinstance(state, CookieBattleState)
    rng = Rng(seed)
    while not state.is_over():
        for player in state.to_act():
            action = wanted(state, player)
            if action is not None:
                return state, player, action
        player = rng.choice(state.to_act())
        legal = state.legal_actions(player)
        markers = [a for a in legal if a["do"] == "marker" and a["kind"] in ("steal", "gift", "toss")]
        state.apply(player, rng.choice(markers if prefer_markers and markers else legal))
    raise AssertionError("the game ended before the wanted position")


def marker(kind: str, **fields) -> Callable[[CookieBattleState, int], Action | None]:
    """The first way to use a marker of ``kind`` (with these choices) that the player to act has."""

    def wanted(state: CookieBattleState, player: int) -> Action | None:
        return next(
            (
                a
                for a in state.legal_actions(player)
                if a["do"] == "marker" and a["kind"] == kind and all(a.get(k) == v for k, v in fields.items())
            ),
            None,
        )

    return wanted


def a_card_mid_trick(state: CookieBattleState, player: int) -> Action | None:
    """A card for the player who is neither first nor last in the trick (others still to play after them)."""
    if state.phase == "play" and len(state.trick) == 1:
        return next(a for a in state.legal_actions(player) if a["do"] == "play")
    return None


def views(state: CookieBattleState) -> dict:
    return {seat: state.view(seat) for seat in ALL_SEATS}


def test_a_pass_is_taken_back_before_anyone_else_moves_and_every_view_is_as_it_was():
    state = GAME.new(3, 7)
    before, clone = views(state), state.clone()
    hand = state.hands[0]
    state.apply(0, {"do": "pass", "left": hand[0], "right": hand[1]})
    keep = state.undo_point(0, humans=[0, 1, 2])
    assert keep == 0
    back = state.rewind(keep)
    assert views(back) == before and back == clone
    assert back.legal_actions(0) == clone.legal_actions(0)


def test_a_pass_cannot_be_taken_back_once_another_human_has_passed():
    state = GAME.new(3, 7)
    state.apply(0, {"do": "pass", "left": state.hands[0][0], "right": state.hands[0][1]})
    state.apply(1, {"do": "pass", "left": state.hands[1][0], "right": state.hands[1][1]})
    assert state.undo_point(0, humans=[0, 1, 2]) is None
    assert state.undo_point(1, humans=[0, 1, 2]) == 1  # the second pass is still secret: it can go


def test_the_last_pass_shows_everyone_the_cards_they_received_so_it_stays():
    state = GAME.new(3, 7)
    for p in (1, 2):
        state.apply(p, {"do": "pass", "left": state.hands[p][0], "right": state.hands[p][1]})
    assert state.undo_point(2, humans=[0, 1, 2]) == 1
    state.apply(0, {"do": "pass", "left": state.hands[0][0], "right": state.hands[0][1]})
    assert state.phase == "play"
    for humans in ([0], [0, 1, 2]):  # against bots too: the cards passed to you were shown
        assert state.undo_point(0, humans) is None


def test_a_card_played_face_up_cannot_be_taken_back_by_a_table_of_humans():
    state, player, action = reach(3, a_card_mid_trick)
    state.apply(player, action)
    assert state.undo_point(player, humans=[0, 1, 2]) is None


def test_against_bots_your_card_comes_back_until_a_bot_shows_its_card():
    state, player, action = reach(3, a_card_mid_trick)
    before, clone = views(state), state.clone()
    moves = len(state.history)
    state.apply(player, action)
    keep = state.undo_point(player, humans=[player])  # only bots saw the card
    assert keep == moves
    back = state.rewind(keep)
    assert views(back) == before and back == clone

    bot = state.turn
    state.apply(bot, next(a for a in state.legal_actions(bot) if a["do"] == "play"))
    assert state.undo_point(player, humans=[player]) is None  # the bot's hidden card is now known


def test_the_card_that_ends_a_trick_turns_up_the_next_piece_so_it_stays():
    def last_card(state: CookieBattleState, player: int) -> Action | None:
        if state.phase == "play" and len(state.trick) == state.num_players - 1 and any(state.hands):
            if sum(map(len, state.hands)) > 1:
                return next(a for a in state.legal_actions(player) if a["do"] == "play")
        return None

    state, player, action = reach(4, last_card)
    piles = len(state.pile)
    state.apply(player, action)
    assert len(state.pile) == piles - 1  # the next piece was turned up
    assert state.undo_point(player, humans=[player]) is None


def test_a_toss_against_bots_is_undone_to_the_exact_earlier_position():
    state, player, action = reach(1, marker("toss"))
    before, clone = views(state), state.clone()
    state.apply(player, action)
    keep = state.undo_point(player, humans=[player])
    assert keep == len(clone.history)
    back = state.rewind(keep)
    assert views(back) == before and back == clone


def test_a_redraw_shows_you_a_new_card_so_it_stays():
    state, player, action = reach(1, marker("redraw"))
    state.apply(player, action)
    assert state.undo_point(player, humans=[player]) is None


def test_a_switch_turns_up_another_piece_so_it_stays():
    state, player, action = reach(1, marker("switch"))
    state.apply(player, action)
    assert state.undo_point(player, humans=[player]) is None


def test_a_steal_draws_a_random_piece_so_it_stays():
    state, player, action = reach(1, marker("steal"))
    state.apply(player, action)
    assert state.undo_point(player, humans=[player]) is None


def test_a_gift_comes_back_against_bots_but_not_once_a_human_has_seen_the_piece():
    state, player, action = reach(1, marker("gift"))
    target = action["target"]
    clone = state.clone()
    state.apply(player, action)
    assert state.undo_point(player, humans=[player]) == len(clone.history)
    assert state.undo_point(player, humans=[player, target]) is None


def test_using_a_marker_shows_the_others_which_face_down_marker_it_was():
    state, player, action = reach(1, marker("toss"))
    state.apply(player, action)
    others = [p for p in range(3) if p != player]
    assert "toss" in state.view(others[0])["used_markers"]
    assert state.undo_point(player, humans=[player, others[0]]) is None


# --- issue 46: undo never tells you more, with the normal bots -------------------------------------

HUMAN = 0


def bots_for(players: int, seed: int) -> dict:
    return {p: GAME.bots["normal"](seed * 10 + p) for p in range(players)}


def test_your_pass_comes_back_while_the_bots_pass_in_secret_and_stays_once_the_passes_are_shown():
    """'Each player passes two cards face down, one to each neighbour; then all are picked up.'"""
    for seed in range(3):
        state = GAME.new(4, seed)
        bots = bots_for(4, seed)
        before = state.clone()
        state.apply(HUMAN, bot_move(state, HUMAN, bots[HUMAN]))
        for bot in (1, 2):  # secret choices: the human sees only that they were made
            state.apply(bot, bot_move(state, bot, bots[bot]))
            keep = state.undo_point(HUMAN, [HUMAN])
            assert keep == 0
            assert state.rewind(keep) == before
        state.apply(3, bot_move(state, 3, bots[3]))  # the last pass: everyone picks up what was passed
        assert state.phase == "play"
        assert state.undo_point(HUMAN, [HUMAN]) is None


def test_a_bots_card_played_from_its_hidden_hand_keeps_your_card_before_it():
    """'In turn, each plays a card to the trick': the bot's card shows what it held."""
    found = 0
    for seed in range(6):
        state = GAME.new(3, seed)
        bots = bots_for(3, seed)
        while not state.is_over():
            player = state.to_act()[0]
            before = state.clone()
            state.apply(player, bot_move(state, player, bots[player]))
            mid_trick = state.phase == "play" and 0 < len(state.trick) < state.num_players - 1
            if player != HUMAN or not mid_trick or state.history[-1][1]["do"] != "play":
                continue
            keep = state.undo_point(HUMAN, [HUMAN])
            assert keep == len(before.history)  # only the bots saw your card
            assert state.rewind(keep) == before
            bot = state.to_act()[0]
            state.apply(bot, next(a for a in state.legal_actions(bot) if a["do"] == "play"))
            assert state.undo_point(HUMAN, [HUMAN]) is None
            found += 1
            break  # one trick a game
    assert found >= 3
