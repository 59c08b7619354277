"""Every action told as the engine's own story (``State.story``), over seeded random games of all five games.

For every action and every seat (and a spectator): the steps end with ``view(seat)``, each step shows
something new, each is a plain JSON view with the keys of ``view()``, and no step shows a card that
neither the view before nor the view after shows. The scenario tests say, from a sentence of the
rules, which steps a player at the table sees.
"""

from __future__ import annotations

import json
import marshal
import random
from typing import Any

import pytest

from pygames import GAMES
from pygames.cookie_battle.data import DECK, MARKER_KINDS, PIECES
from pygames.dimsum.data import ALL_CARDS
from pygames.hansel_gretel.data import cookie_cards, deck_cards
from pygames.hennote.data import GODS, SIGNS, card

from .cookie_battle_positions import strings

#: (game, players, seeds): a few hundred actions each, every player count's shape somewhere.
WALKS = [
    ("hennote", 2, range(3)),
    ("fox_grapes", 2, range(2)),
    ("fox_grapes", 4, range(2)),
    ("fox_grapes", 6, range(1)),
    ("hansel_gretel", 3, range(1)),
    ("hansel_gretel", 4, range(1)),
    ("cookie_battle", 4, range(1)),
    ("dimsum", 2, range(2)),
    ("dimsum", 4, range(1)),
]

#: What a seat may not see before its time, by name: cards, pieces and markers (the Fox's cards are
#: kinds, the same words as a claim: a test of their own below).
SECRETS = {
    "hennote": {card(g, s) for g in GODS for s in SIGNS},
    "fox_grapes": set(),
    "hansel_gretel": {*deck_cards(), *cookie_cards()},
    "cookie_battle": {*DECK, *PIECES, *MARKER_KINDS},
    "dimsum": set(ALL_CARDS),
}


def plain(value: Any) -> bool:
    """JSON made of dicts with string keys, lists, strings, ints, bools and None (no floats, tuples or sets)."""
    if isinstance(value, dict):
        return all(isinstance(k, str) and plain(v) for k, v in value.items())
    if isinstance(value, list):
        return all(plain(v) for v in value)
    return value is None or type(value) in (str, int, bool)


def walk(game_id: str, players: int, seed: int):
    """(action index, player, action, {seat: (view before, steps)}) for each action of one random game."""
    seats = [*range(players), None]
    states = {seat: GAMES[game_id].new(players, seed) for seat in seats}
    rng = random.Random(seed)
    reference = states[0]
    while not reference.is_over():
        player = rng.choice(reference.to_act())
        action = rng.choice(reference.legal_actions(player))
        told = {}
        for seat, state in states.items():
            before = state.view(seat)
            told[seat] = (before, state.story(player, action, seat))
        yield player, action, states, told


@pytest.mark.parametrize(("game_id", "players", "seeds"), WALKS)
def test_every_step_is_a_view_the_seat_could_see_then(game_id, players, seeds):
    stepped = 0
    for seed in seeds:
        plain_state = GAMES[game_id].new(players, seed)
        for player, action, states, told in walk(game_id, players, seed):
            plain_state.apply(player, action)
            for seat, (before, steps) in told.items():
                state = states[seat]
                assert state == plain_state, "telling the story changed the game"
                assert steps[-1] == state.view(seat), "the last step is the view after the action"
                stepped += len(steps) > 1
                seen = strings(before) | strings(steps[-1])
                previous = before
                for step in steps:
                    assert step.keys() in (before.keys(), steps[-1].keys()), "a step is a whole view"
                    assert plain(step) and marshal.loads(marshal.dumps(step)) == step
                    assert json.loads(json.dumps(step)) == step
                    if step is not steps[-1]:  # the view after is the end even when nothing showed (a secret move)
                        assert {**step, "moves": 0} != {**previous, "moves": 0}, "every step shows something new"
                        assert step["moves"] == before["moves"], "a step comes before the move counts"
                    leaked = strings(step) & SECRETS[game_id] - seen
                    assert not leaked, f"a step shows {leaked}, which neither the view before nor after shows"
                    previous = step
    assert stepped, "no action of these games was told in more than one step"


def fox_cards_shown(view: dict[str, Any]) -> dict[tuple[int, int, int], str]:
    """The face-up cards on the Fox table, by (round, owner, slot): a card's kind, the same strings as a claim's."""
    return {
        (view["round"], p, i): slot["card"]
        for p, seat in enumerate(view["seats"])
        for i, slot in enumerate(seat["table"])
        if slot["card"] is not None
    }


def test_a_fox_step_shows_only_cards_the_table_shows_after():
    """The Fox cards are kinds, not ids (the strings check above cannot tell them apart): each slot instead."""
    for players in (2, 3, 5):
        for _player, _action, _states, told in walk("fox_grapes", players, 7):
            for before, steps in told.values():
                after = steps[-1]
                shown = fox_cards_shown(before) | fox_cards_shown(after)
                if after["last_table"] is not None:  # the round just ended: its table is kept, all face up
                    for p, slots in enumerate(after["last_table"]):
                        shown |= {(after["round"] - 1, p, i): s["card"] for i, s in enumerate(slots)}
                        if after["over"]:
                            shown |= {(after["round"], p, i): s["card"] for i, s in enumerate(slots)}
                for step in steps:
                    for where, kind in fox_cards_shown(step).items():
                        assert shown.get(where) == kind, f"card {where} is shown in a step only"


def fox_turned_up(view: dict[str, Any]) -> set[tuple[int, int]]:
    """The Fox cards of this round that are no longer face down: (owner, slot)."""
    return {(p, i) for p, seat in enumerate(view["seats"]) for i, s in enumerate(seat["table"]) if s["state"] != "down"}


# --- scenarios: one sentence of the rules each -------------------------------------------------


def stories(game_id: str, players: int, seeds: range, seat: int | None):
    """(player, action, view before, steps) for every action of seeded random games, told to ``seat``."""
    for seed in seeds:
        for player, action, _states, told in walk(game_id, players, seed):
            yield (player, action, *told[seat])


def test_hennote_a_turn_shows_the_action_then_the_battle_then_the_refill():
    """Hennote: after an action all three columns battle; then the turn player fills gaps and stock."""
    for player, action, before, steps in stories("hennote", 2, range(6), seat=0):
        if player != 1 or action.get("do") != "retreat" or len(steps) != 3:
            continue
        acted, fought, refilled = steps
        brought = acted["log"][-1]
        assert brought["e"] == "retreat" and acted["sides"][1]["field"][action["slot"]] == brought["card"]
        assert None not in acted["sides"][1]["field"], "no column has been fought yet"
        assert acted["last_battle"] == before["last_battle"]
        assert fought["log"][-1]["e"] == "battle" and fought["last_battle"]["columns"] == fought["log"][-1]["columns"]
        for i, column in enumerate(fought["last_battle"]["columns"]):
            if column["winner"] is not None:
                assert fought["sides"][1 - column["winner"]]["field"][i] is None, "the loser's card is gone"
        assert [e["e"] for e in refilled["log"][len(fought["log"]) :]][-1] == "refill"
        return
    raise AssertionError("no retreat of seat 1 was followed by a refill")


def test_dimsum_a_take_shows_the_card_leave_and_the_market_refill_before_the_cubes_land():
    """Dim Sum: take a card, turn up a new market card, then place the card's cubes in your stomach."""
    for player, action, before, steps in stories("dimsum", 3, range(2), seat=0):
        if player == 0 or action.get("from") != "market" or not before["deck"]:
            continue
        left, landed = steps
        assert action["card"] not in left["market"] and left["market"] == landed["market"]
        assert len(set(left["market"]) - set(before["market"])) == 1, "one new card turned up"
        assert left["seats"][player]["cells"] == before["seats"][player]["cells"], "no cube has landed yet"
        assert left["log"][-1] == {"e": "take", "player": player, "card": action["card"], "from": "market"}
        assert landed["seats"][player]["cells"] != before["seats"][player]["cells"]
        return
    raise AssertionError("no market take by another seat")


def test_fox_reveals_turn_up_one_card_at_a_time():
    """The Fox and the Grapes: the declared cards are turned up one by one, from the start player."""
    longest = 0
    for _player, _action, before, steps in stories("fox_grapes", 4, range(3), seat=0):
        if len(steps) < 3:
            continue
        longest = max(longest, len(steps))
        middle = steps[:-1]
        assert middle[0]["log"][-1]["e"] in ("declare", "no_target", "fox", "push"), "first the move itself"
        assert fox_turned_up(middle[0]) == fox_turned_up(before), "before any card turns up"
        for earlier, later in zip(middle, middle[1:]):
            assert later["round"] == before["round"] and later["seats"][0]["hand"] == before["seats"][0]["hand"]
            turned = len(fox_turned_up(later)) - len(fox_turned_up(earlier))
            kind = later["log"][-1]["e"]
            assert turned == (1 if kind in ("reveal", "self_check") else 0), kind
            assert later["scores"] == [s["face_up"]["sweet"] + s["face_up"]["fox"] - s["face_up"]["sour"]
                                       for s in later["seats"]], "the engine's own scores at each card"
    assert longest >= 4


def test_cookie_battle_the_last_card_shows_the_whole_trick_and_its_winner():
    """Cookie Battle: when everyone has played, the winner takes the piece; then they lead the next trick."""
    for player, _action, before, steps in stories("cookie_battle", 4, range(1), seat=0):
        if len(before["trick"]) != 3 or player == 0:
            continue
        settled, after = steps
        done = settled["last_trick"]
        assert [play["card"] for play in settled["trick"]] == [play["card"] for play in done["cards"]]
        assert settled["log"][-1] == {"e": "trick", **done}
        assert sum(settled["piece_counts"]) == sum(before["piece_counts"]) + (done["piece"] is not None)
        assert after["trick"] == [] and after["last_trick"] == done
        return
    raise AssertionError("no trick was finished by another seat")


def test_hansel_gretel_the_choices_turn_up_then_each_pile_meets_its_fate():
    """Hansel or Gretel: everyone turns their choice face up together; then each pile is settled."""
    for _player, _action, before, steps in stories("hansel_gretel", 4, range(1), seat=1):
        if len(steps) != 3:
            continue
        faces, fates, after = steps
        assert faces["split"]["items"] == before["split"]["items"] and faces["collections"] == before["collections"]
        assert faces["reveal"]["choices"] == faces["log"][-1]["choices"] and faces["reveal"]["outcomes"] == {}
        assert sorted(fates["reveal"]["outcomes"]) == ["G", "H"]
        assert after["reveal"] is None and before["reveal"] is None
        return
    raise AssertionError("no reveal was told")
