"""The Fox and the Grapes told from one seat: the move log in words, and reveals shown one card at a time.

The words come from the board's log module (web/games/fox_grapes/log.py, no DOM); the steps are the
engine's own (``State.story``). What a player watching the reveals would notice: one more card
turned up a step, the right card, the round they are in, and never a later state.
"""

from __future__ import annotations

import random

import pytest

from pygames.fox_grapes import GAME
from web import i18n
from web.games.fox_grapes.log import log_lines

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


def turned_up(view) -> set[tuple[int, int]]:
    return {(p, i) for p, seat in enumerate(view["seats"]) for i, s in enumerate(seat["table"]) if s["state"] != "down"}


def games(players: int, seeds: range):
    """(before, steps, state after) for every action of seeded random games, from seat 0's side."""
    for seed in seeds:
        state = GAME.new(players, seed)
        rng = random.Random(seed)
        while not state.is_over():
            before = state.view(0)
            player = state.to_act()[0]
            yield before, state.story(player, rng.choice(state.legal_actions(player)), 0), state


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_reveals_come_one_card_at_a_time_and_never_show_a_later_state(players):
    replayed = 0
    for before, shown, _state in games(players, range(8)):
        after = shown[-1]
        middle = shown[:-1]
        if not middle:
            continue
        replayed += 1
        previous = before
        for step in middle:
            # the round being revealed, as it was: its round, start player, hands and nobody's turn
            assert (step["round"], step["start"], step["order"]) == (before["round"], before["start"], before["order"])
            assert [s["hand_size"] for s in step["seats"]] == [s["hand_size"] for s in middle[0]["seats"]]
            assert step["seats"][0]["hand"] == middle[0]["seats"][0]["hand"]
            assert step["to_act"] == [] and step["phase"] == "resolve"
            new = turned_up(step) - turned_up(previous)
            assert len(new) <= 1 and turned_up(previous) <= turned_up(step)
            if not new and step is not middle[0]:  # a fox action: grapes change hands, no card turns
                assert [s["face_up"] for s in step["seats"]] != [s["face_up"] for s in previous["seats"]]
            previous = step
        # every card shown is the card that was really there
        ended = after["round"] != before["round"] or after["over"]
        table = after["last_table"] if ended else [seat["table"] for seat in after["seats"]]
        for p, i in turned_up(middle[-1]):
            assert middle[-1]["seats"][p]["table"][i]["card"] == table[p][i]["card"]
        if ended:  # the last step is the round's end: the grapes add up to the after-view's
            assert [s["face_up"] for s in middle[-1]["seats"]] == [s["face_up"] for s in after["seats"]]
            assert middle[-1]["scores"] == after["scores"]
        else:  # a choice is asked for: the after-view shows the card that asked for it
            assert len(turned_up(after) - turned_up(middle[-1])) <= 1
    assert replayed >= 8


def test_a_round_of_four_reveals_takes_the_declaration_four_steps_then_the_next_round():
    for before, shown, _state in games(4, range(20)):
        log = shown[-1]["log"][len(before["log"]) :]
        if any(e["e"] == "round" for e in log) and not any(e["e"] in ("fox", "fox_skipped", "push") for e in log):
            reveals = sum(e["e"] in ("reveal", "self_check") for e in log)
            assert reveals == 4 and len(shown) == 1 + reveals + 1
            assert turned_up(shown[0]) == turned_up(before), "first the last declaration, every card still down"
            assert shown[-1]["round"] == before["round"] + 1
            return
    raise AssertionError("no plain round found")


def test_a_card_played_face_down_is_one_step():
    state = GAME.new(3, 1)
    player = state.to_act()[0]
    assert state.story(player, state.legal_actions(player)[0], 0) == [state.view(0)]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_log_tells_every_move_in_words_naming_the_players(lang):
    i18n.set_lang(lang)
    try:
        *_, (_, (*_, after), state) = games(3, range(1))
        lines = log_lines(after, NAMES[:3])
        assert len(lines) == len(state.log)
        assert all(text.strip() for _, text in lines)
        plays = [(seat, text) for (seat, text), event in zip(lines, state.log) if event["e"] == "play"]
        assert len(plays) == 15 and all(NAMES[seat] in text for seat, text in plays)
        assert lines[0][0] == state.log[0]["start"] and lines[-1][0] is None
        assert "{" not in "".join(text for _, text in lines)
    finally:
        i18n.set_lang("en")
