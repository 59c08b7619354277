"""Hennote's move log and undo: what each player may read back, and what they may take back.

The log is public (every card in play is face up); a secret placement is logged as made,
its cards only when both placements turn up. Undo follows the core rule: a move that
turned up a deck card (a retreat from the deck, a stock or gap refill) or both placements
cannot be taken back, and a bot's reply goes back with the human's move it answered.
"""

from __future__ import annotations

import json
import random

from pygames import GAMES

HENNOTE = GAMES["hennote"]
HUMAN, BOT = 0, 1
PUBLIC = ("field", "stock", "deck", "discard", "wins")


def placed(seed: int, human_first: bool = True):
    """A game just past both placements, with the human (seat 0) taking the first turn when asked."""
    for s in range(seed, seed + 50):
        state = HENNOTE.new(2, s)
        if (state.first == HUMAN) == human_first:
            break
    for player in (0, 1):
        state.apply(player, state.legal_actions(player)[0])
    return state


def reveals(state, player, action) -> bool:
    """Would ``action`` show anyone something hidden (a deck card turned up)?"""
    trial = state.clone()
    trial.apply(player, action)
    return len(trial.learned) > len(state.learned)


def quiet_actions(state, player):
    return [a for a in state.legal_actions(player) if not reveals(state, player, a)]


def events(view, kind):
    return [e for e in view["log"] if e["e"] == kind]


# --- the log ---------------------------------------------------------------------------


def test_a_secret_placement_is_logged_without_its_cards_until_both_turn_up():
    state = HENNOTE.new(2, 4)
    state.apply(0, state.legal_actions(0)[5])
    mine = state.placed[0]
    seen_by_other = json.dumps(state.view(1))
    assert events(state.view(1), "place") == [{"e": "place", "player": 0}]
    assert not any(c in seen_by_other for c in mine), "player 1 read player 0's placement in the log"

    state.apply(1, state.legal_actions(1)[0])
    (reveal,) = events(state.view(1), "reveal")
    assert reveal["table"][0]["field"] == mine
    assert reveal["table"][1]["field"] == state.placed[1]


def test_a_retreat_says_which_card_left_and_which_came_in_even_from_the_deck():
    state = placed(1)
    field = list(state.field[state.first])
    top = state.deck[state.first][-1]
    state.apply(state.first, {"do": "retreat", "slot": 2, "from": "deck"})
    for viewer in (0, 1):
        (retreat,) = events(state.view(viewer), "retreat")
        assert retreat["player"] == state.first
        assert retreat["discarded"] == field[2] and retreat["card"] == top and retreat["from"] == "deck"


def test_the_log_replays_to_the_table_the_players_see():
    """After any move, the table logged with the last event is the table on screen, for both players."""
    rng = random.Random(11)
    for seed in range(30):
        state = HENNOTE.new(2, seed, {"gods": rng.choice(["random", "draft"])})
        while not state.is_over():
            player = state.to_act()[0]
            state.apply(player, rng.choice(state.legal_actions(player)))
            if state.phase != "play":
                continue
            for viewer in (0, 1):
                view = state.view(viewer)
                last = next(e for e in reversed(view["log"]) if "table" in e)
                now = [{key: side[key] for key in PUBLIC} for side in view["sides"]]
                assert last["table"] == now, (seed, len(state.history))
        assert state.view(0)["log"][-1]["e"] == "end"


def test_every_refill_names_its_cards_and_where_they_went():
    """The stock card that fills a gap, the deck card that fills another, and the stock drawn after."""
    state = placed(2)
    first = state.first
    brought = state.stock[first][0]
    state.apply(first, {"do": "retreat", "slot": 0, "from": "stock", "card": brought})
    for viewer in (0, 1):
        refills = [e for e in events(state.view(viewer), "refill") if e["player"] == first]
        drawn = [c for e in refills for c in e["stock"]]
        assert drawn and set(drawn) <= set(state.stock[first]) | set(state.discard[first]) | {
            c for e in refills for c in e["slots"] if c
        }
        assert brought not in drawn

    refill = next(e for e in events(state.view(0), "refill") if any(e["slots"]))
    side = refill["table"][refill["player"]]
    for slot, c in enumerate(refill["slots"]):
        if c:
            assert side["field"][slot] == c
    assert all(refill["slots"][slot] for slot in refill["from_deck"])


# --- undo --------------------------------------------------------------------------------


def positions_with_a_quiet_move(games: int):
    """Positions from random games where the human (seat 0) must act and may slide or change revealing nothing."""
    rng = random.Random(5)
    for seed in range(games):
        state = HENNOTE.new(2, seed)
        while not state.is_over():
            player = state.to_act()[0]
            if player == HUMAN and state.phase == "play" and state.step == "act":
                mine = [a for a in quiet_actions(state, HUMAN) if a["do"] in ("slide", "change")]
                if mine:
                    yield state.clone(), mine[0]
            state.apply(player, rng.choice(state.legal_actions(player)))


def test_undo_takes_back_a_quiet_move_and_the_bots_quiet_reply_exactly():
    """A slide or change that turned up no card, answered by a bot move that turned up none either."""
    found = 0
    for state, move in positions_with_a_quiet_move(20):
        before, kept = state.view(HUMAN), len(state.history)
        state.apply(HUMAN, move)
        if state.is_over():
            continue  # a finished game is never undone
        assert state.undo_point(HUMAN, {HUMAN}) == kept
        replies = quiet_actions(state, BOT) if state.to_act() == [BOT] else []
        if replies:
            state.apply(BOT, replies[0])
            assert state.undo_point(HUMAN, {HUMAN}) == kept
            assert state.rewind(kept).view(HUMAN) == before
            found += 1
    assert found >= 3, "too few quiet positions to test undo"


def test_undo_is_refused_after_a_card_turned_up_from_the_deck():
    state = placed(3)
    me = state.first
    state.apply(me, {"do": "retreat", "slot": 1, "from": "deck"})
    assert state.undo_point(me, {0, 1}) is None
    assert state.undo_point(me, {me}) is None


def test_undo_of_a_placement_is_refused_once_both_placements_turn_up():
    state = HENNOTE.new(2, 6)
    state.apply(0, state.legal_actions(0)[0])
    assert state.undo_point(0, {0, 1}) == 0, "a placement nobody has seen yet can be changed"
    state.apply(1, state.legal_actions(1)[3])
    assert state.undo_point(1, {0, 1}) is None
    assert state.undo_point(0, {0}) is None, "undo against a bot: its placement was revealed"


def test_undo_is_refused_once_a_bots_deck_card_was_turned_up():
    for state, move in positions_with_a_quiet_move(20):
        state.apply(HUMAN, move)
        if state.to_act() != [BOT] or state.step != "act":
            continue
        state.apply(BOT, {"do": "retreat", "slot": 2, "from": "deck"})
        assert state.undo_point(HUMAN, {HUMAN}) is None
        return
    raise AssertionError("no position where the bot could retreat from its deck after a quiet move")
