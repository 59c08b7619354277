"""Cookie Battle over many seeded random games: the promises that hold at every step."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pygames.cookie_battle import GAME
from pygames.cookie_battle.data import DECK, HAND_SIZE, MARKERS, PIECES, ROUNDS
from pygames.core import IllegalAction, Rng
from pygames.core.save import load, save

from .cookie_battle_positions import all_cards, all_pieces, strings

OPTION_SETS = [{"first": f, "markers": m} for f in ("random", "p1") for m in ("powers", "points")]


def max_actions(n: int) -> int:
    """A proven bound: each round is n passes and n × hand-size card plays (every play
    empties a hand by one, and only a play does), and marker uses are at most 18 since a
    used marker leaves the game and only the 18 of the pile are ever handed out."""
    return ROUNDS * (n + n * HAND_SIZE[n]) + len(MARKERS)


BOGUS = [
    None,
    [],
    "play",
    {"do": "play"},
    {"do": "play", "card": "purple-3"},
    {"do": "pass", "left": "green-1", "right": "green-1"},
    {"do": "marker", "kind": "wish"},
    {"do": "marker", "kind": "steal", "target": 9},
]


def play_random_game(n, seed, options, bot_seed, check_every=1):
    """Play one seeded random game, checking every promise along the way; return the final state."""
    state = GAME.new(n, seed, options)
    rng = Rng(bot_seed)
    known_cards = [set(hand) for hand in state.hands]  # cards each player has held (so may have seen)
    public_pieces: set[str] = set()  # pieces contested face up so far (the view's log shows who won them)
    known_pieces = [set() for _ in range(n)]
    rounds_seen = {state.round}
    step = 0
    while not state.is_over():
        assert len(state.history) <= max_actions(n), "the game did not end within the bound"
        player = rng.choice(state.to_act())
        legal = state.legal_actions(player)
        assert legal, "a player to act always has an action"
        if step % check_every == 0:
            before = state.clone()
            bogus = rng.choice([*BOGUS, _unplayable(state, player)])
            with pytest.raises(IllegalAction):
                state.apply(player, bogus)
            assert state == before, "an illegal action changed the state"
        state.apply(player, rng.choice(legal))
        step += 1
        rounds_seen.add(state.round)

        assert all_cards(state) == sorted(DECK), "a card went missing or doubled"
        assert all_pieces(state) == sorted(PIECES), "a piece went missing or doubled"
        held = Counter(k for m in state.markers for k in m)
        assert held + Counter(state.marker_pile) + Counter(state.used_markers) == Counter(MARKERS)

        if state.contested:
            public_pieces.add(state.contested)
        for p in range(n):  # what each player has held, they may remember
            known_cards[p] |= set(state.hands[p])
            known_pieces[p] |= set(state.pieces[p])
        if state.is_over() or step % check_every:
            continue
        for viewer in [*range(n), None]:
            view = state.view(viewer)
            json.dumps(view)
            seen = strings(this_round(view))
            if viewer is not None:
                assert view["hand"] == sorted(state.hands[viewer], key=lambda c: view["hand"].index(c))
                assert sorted(view["my_markers"]) == sorted(state.markers[viewer])
            mine_c = known_cards[viewer] if viewer is not None else set()
            mine_p = known_pieces[viewer] if viewer is not None else set()
            for other in range(n):
                if other == viewer:
                    continue
                hidden_cards = set(state.hands[other]) - mine_c
                assert not hidden_cards & seen, f"player {viewer} sees {other}'s hand"
                hidden_pieces = set(state.pieces[other]) - mine_p - public_pieces
                assert not hidden_pieces & seen, f"player {viewer} sees {other}'s pieces"
            for event in view["log"]:
                assert "private" not in event
                if event["e"] == "marker_gain" and event["player"] != viewer:
                    assert "kind" not in event, "an unrevealed marker leaked"
            assert not (set(state.pile) - public_pieces - mine_p) & seen, "the pile's pieces leaked"
            assert view["scores"] == [0] * n

    assert rounds_seen == {1, 2, 3} and state.round == ROUNDS and state.phase == "over"
    assert state.to_act() == [] and all(state.legal_actions(p) == [] for p in range(n))
    assert len(state.history) <= max_actions(n)
    return state


def this_round(view):
    """The view with only this round's log: earlier rounds' lines name cards since dealt anew (history, not places)."""
    starts = [i for i, e in enumerate(view["log"]) if e["e"] == "round"]
    return {**view, "log": view["log"][starts[-1] :]}


def _unplayable(state, player):
    """An action that looks legal but is not: a card that is not in the player's hand."""
    card = next(c for c in DECK if c not in state.hands[player])
    if state.phase == "pass":
        return {"do": "pass", "left": card, "right": state.hands[player][0]}
    return {"do": "play", "card": card}


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: f"{o['first']}-{o['markers']}")
@pytest.mark.parametrize("n", [3, 4, 5, 6])
@settings(max_examples=2, deadline=None)
@given(seed=st.integers(0, 2**32), bot_seed=st.integers(0, 2**32))
def test_random_games_keep_every_promise(n, options, seed, bot_seed):
    state = play_random_game(n, seed, options, bot_seed, check_every=3)
    scores, winners = state.scores(), state.winners()
    assert winners, "someone always wins (a tie shares the win)"
    if len(set(scores)) > 1:
        assert all(scores[w] < max(scores) for w in winners), "the highest score won"
        assert len({scores[w] for w in winners}) == 1
    assert load(json.loads(json.dumps(save(state))), {GAME.id: GAME}) == state


@settings(max_examples=12, deadline=None)
@given(
    n=st.integers(3, 6),
    options=st.sampled_from(OPTION_SETS),
    seed=st.integers(0, 2**32),
    bot_seed=st.integers(0, 2**32),
    cut=st.floats(0, 1),
)
def test_save_load_round_trips_mid_game_and_replays_the_same_game(n, options, seed, bot_seed, cut):
    state = GAME.new(n, seed, options)
    rng = Rng(bot_seed)
    stop = int(cut * max_actions(n))
    while not state.is_over() and len(state.history) < stop:
        player = rng.choice(state.to_act())
        state.apply(player, rng.choice(state.legal_actions(player)))
    loaded = load(json.loads(json.dumps(save(state))), {GAME.id: GAME})
    assert loaded == state
    for viewer in [*range(n), None]:
        assert loaded.view(viewer) == state.view(viewer)
    # The same seed and the same actions give the same game, step by step.
    first, second = GAME.new(n, seed, options), GAME.new(n, seed, options)
    for player, action in state.history:
        first.apply(player, action)
        second.apply(player, action)
        assert first.view(player) == second.view(player) and first.view(None) == second.view(None)
    assert first == second == state


def test_different_seeds_give_different_deals():
    assert GAME.new(4, 1).hands != GAME.new(4, 2).hands


@pytest.mark.parametrize("n", [3, 4, 5, 6])
@pytest.mark.parametrize("seed", [1, 2])
def test_the_set_aside_cards_never_appear_in_any_view(n, seed):
    """Rules: 余ったカードはそのラウンドでは使用しない — the cards left over after the deal stay face down.

    For every viewer (and a spectator), after every action of a random game, no card in
    the unused pile appears anywhere in the view, this round's log included, unless that viewer
    held it this round (a card they passed on, or put under the pile with Redraw). The
    players use markers whenever they can, so Redraw happens in every game.
    """
    state = GAME.new(n, seed, {"first": "random", "markers": "powers"})
    rng = Rng(seed)
    round_no = 0
    held: list[set[str]] = []
    while True:
        if state.round != round_no:  # a new deal: nobody has seen this round's unused cards
            round_no, held = state.round, [set() for _ in range(n)]
        for p in range(n):
            held[p] |= set(state.hands[p])
        for viewer in [*range(n), None]:
            mine = held[viewer] if viewer is not None else set()
            leaked = (set(state.unused) - mine) & strings(this_round(state.view(viewer)))
            assert not leaked, f"player {viewer} sees the set-aside cards {sorted(leaked)}"
        if state.is_over():
            break
        player = rng.choice(state.to_act())
        legal = state.legal_actions(player)
        markers = [a for a in legal if a["do"] == "marker"]
        state.apply(player, rng.choice(markers or legal))
    used = [e["kind"] for e in state.log if e["e"] == "marker"]
    assert "redraw" in used, "this game never put a card under the unused pile"
