"""The Fox and the Grapes: one scenario per sentence of the rules text and our rulings."""

from __future__ import annotations

import random

import pytest

from pygames.core import IllegalAction
from pygames.fox_grapes import GAME

from .fox_grapes_positions import cards_in_play, counts, declare, events, play, position

CARDS = ("sweet", "sour", "fox")


def neutral_round(state) -> None:
    """Every player plays a sour grape claimed sour and gets a sour call: each takes their own."""
    n = state.num_players
    per = 3 if n == 2 else 1
    play(state, *[("sour", "sour")] * (n * per))
    if n == 2:
        first = state.to_act()[0]
        declare(state, *[(1 - first, s, "sour") for s in range(3)])
        declare(state, *[(first, s, "sour") for s in range(3)])
    else:
        for _ in range(n):
            (p,) = state.to_act()
            declare(state, ((p + 1) % n, "sour"))


# --- the deal -------------------------------------------------------------------------

# (sweet, sour, fox) dealt after the face-up cards, from the rules text's table.
DEALT = {2: (7, 7, 7), 3: (5, 5, 5), 4: (7, 7, 6), 5: (9, 9, 7), 6: (10, 10, 10)}
DECK = {2: (9, 9, 7), 3: (8, 8, 5), 4: (11, 11, 6), 5: (14, 14, 7), 6: (16, 16, 10)}


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_the_deal_for_each_player_count(n):
    for seed in range(5):
        state = GAME.new(n, seed)
        assert state.face_up == [counts(1, 1, 0)] * n
        hand = 9 if n == 2 else 5
        assert [sum(h.values()) for h in state.hands] == [hand] * n
        assert sum(state.unused.values()) == (3 if n == 2 else 0)
        dealt = tuple(sum(h[c] for h in state.hands) + state.unused[c] for c in CARDS)
        assert dealt == DEALT[n]
        assert cards_in_play(state) == dict(zip(CARDS, DECK[n]))
        assert state.round == 1 and state.rounds == (3 if n == 2 else 5)


def test_the_two_player_unused_cards_are_never_shown():
    state = GAME.new(2, 7)
    for viewer in (0, 1, None):
        assert state.view(viewer)["unused"] == 3
    assert "unused" not in str(state.view(0)["seats"])


def test_the_start_player_is_drawn_at_random():
    assert {GAME.new(4, seed).start for seed in range(40)} == {0, 1, 2, 3}


# --- ②: playing a card face down with a claim ----------------------------------------


def test_players_play_one_card_each_from_the_start_player_clockwise():
    state = position(4, start=2)
    seen = []
    for _ in range(4):
        (p,) = state.to_act()
        seen.append(p)
        state.apply(p, {"do": "play", "card": "fox", "claim": "sweet"})
    assert seen == [2, 3, 0, 1]
    assert state.phase == "declare" and state.to_act() == [2]
    assert [h["fox"] for h in state.hands] == [8] * 4  # one card each left the hand


def test_a_claim_may_be_a_lie_and_a_card_must_be_in_hand():
    state = position(3, hands=[counts(1, 0, 0)] * 3)
    assert {(a["card"], a["claim"]) for a in state.legal_actions(0)} == {("sweet", k) for k in CARDS}
    with pytest.raises(IllegalAction, match="no fox in your hand") as refused:
        state.apply(0, {"do": "play", "card": "fox", "claim": "fox"})
    assert refused.value.reason["ja"] == "手札にキツネがありません。"


def test_the_claim_is_public_and_the_card_is_private():
    state = position(3)
    play(state, ("fox", "sweet"))
    assert state.view(0)["seats"][0]["table"][0]["card"] == "fox"
    for viewer in (1, 2, None):
        slot = state.view(viewer)["seats"][0]["table"][0]
        assert slot["claim"] == "sweet" and slot["card"] is None
    assert state.view(1)["log"][-1] == {"e": "play", "player": 0, "slot": 0, "claim": "sweet"}


def test_the_view_shows_own_hand_and_only_hand_sizes_of_others():
    state = position(3, hands=[counts(3, 1, 1), counts(0, 5, 0), counts(1, 1, 3)])
    view = state.view(1)
    assert view["seats"][1]["hand"] == counts(0, 5, 0)
    assert view["seats"][0]["hand"] is None and view["seats"][0]["hand_size"] == 5
    assert all(seat["hand"] is None for seat in state.view(None)["seats"])


# --- ③: declarations -------------------------------------------------------------------


def test_declarations_go_from_the_start_player_on_an_untargeted_other_player():
    state = position(4, start=1)
    play(state, *[("sweet", "sweet")] * 4)
    assert state.to_act() == [1]
    assert {a["target"] for a in state.legal_actions(1)} == {0, 2, 3}
    declare(state, (2, "sour"))
    assert state.to_act() == [2]
    assert {a["target"] for a in state.legal_actions(2)} == {0, 1, 3}  # not 2 itself
    declare(state, (3, "sour"))
    assert {a["target"] for a in state.legal_actions(3)} == {0, 1}  # 2 has a declaration now


def test_a_player_already_declared_on_cannot_be_chosen():
    state = position(3)
    play(state, *[("sweet", "sweet")] * 3)
    declare(state, (1, "sweet"), (2, "sweet"))
    before = state.clone()
    with pytest.raises(IllegalAction, match="already has a declaration") as refused:
        state.apply(2, {"do": "declare", "target": 1, "slot": 0, "call": "sour"})
    assert refused.value.reason["ja"] == "そのカードにはもう宣言されています。"
    assert state == before


def test_nobody_declares_on_their_own_card():
    state = position(3)
    play(state, *[("sweet", "sweet")] * 3)
    with pytest.raises(IllegalAction, match="your own card"):
        state.apply(0, {"do": "declare", "target": 0, "slot": 0, "call": "sweet"})


def test_the_declarations_are_public():
    state = position(3)
    play(state, *[("sweet", "sweet")] * 3)
    declare(state, (2, "fox"))
    for viewer in (0, 1, 2, None):
        assert state.view(viewer)["seats"][2]["table"][0]["call"] == {"by": 0, "call": "fox"}


def test_the_last_player_without_a_target_makes_no_declaration_and_self_checks():
    state = position(3)
    play(state, ("sour", "sour"), ("sour", "sour"), ("sweet", "sweet"))
    declare(state, (1, "sour"), (0, "sour"))
    assert events(state, "no_target") == [{"e": "no_target", "player": 2}]
    assert events(state, "self_check")[0]["player"] == 2
    assert state.round == 2  # the round resolved without player 2 declaring


def test_the_last_player_who_was_declared_on_has_exactly_one_target():
    state = position(3)
    play(state, *[("sour", "sour")] * 3)
    declare(state, (2, "sour"), (0, "sour"))
    assert {a["target"] for a in state.legal_actions(2)} == {1}


# --- ④–⑦: reveals ------------------------------------------------------------------------

# (call, true card) -> (who takes it, 0 = the declarer, 1 = the player of the card), from ⑤–⑦.
TAKER = {
    ("sweet", "sweet"): 0,  # ⑤ the declarer takes the grape
    ("sweet", "sour"): 0,
    ("sweet", "fox"): 1,  # ⑦-② the fox's player takes it
    ("sour", "sweet"): 1,  # ⑥ the player of the grape takes it
    ("sour", "sour"): 1,
    ("sour", "fox"): 1,  # ⑦-②
    ("fox", "fox"): 0,  # ⑦-① a true fox: the declarer
    ("fox", "sweet"): 1,  # ⑦-① sweet: its player
    ("fox", "sour"): 0,  # ⑦-① sour: the declarer
}


def reveal_round(claim, call, card, face_up=None):
    """3 players, start 0: player 0 declares ``call`` on player 1's ``card`` (claimed ``claim``).

    The other two reveals are fixed: player 1 calls sweet on player 2's sour (1 takes a
    sour), player 2 calls sweet on player 0's sweet (2 takes a sweet).
    """
    state = position(3, face_up=face_up)
    play(state, ("sweet", "sweet"), (card, claim), ("sour", "sour"))
    declare(state, (1, call), (2, "sweet"), (0, "sweet"))
    return state


def grapes_only():
    return [(claim, call, card) for claim in CARDS for call in CARDS for card in ("sweet", "sour")]


@pytest.mark.parametrize(("claim", "call", "card"), grapes_only())
def test_reveal_of_a_grape(claim, call, card):
    state = reveal_round(claim, call, card)
    taker = TAKER[call, card]
    expected = [counts(1, 1, 0), counts(1, 2, 0), counts(2, 1, 0)]
    expected[taker][card] += 1
    assert state.face_up == expected
    first = events(state, "reveal")[0]
    assert (first["declarer"], first["owner"], first["card"], first["taker"]) == (0, 1, card, taker)
    assert state.round == 2 and not events(state, "fox")


@pytest.mark.parametrize("choice", ["give_sour", "take_sweet"])
@pytest.mark.parametrize(("claim", "call"), [(k, c) for k in CARDS for c in CARDS])
def test_reveal_of_a_fox_and_the_special_action(claim, call, choice):
    state = reveal_round(claim, call, "fox")
    taker = TAKER[call, "fox"]
    other = 1 - taker
    assert state.phase == "fox" and state.to_act() == [taker]
    assert state.face_up[taker] == (counts(1, 1, 1))  # the fox is on the sweet side
    assert sorted((a["target"], a["choice"]) for a in state.legal_actions(taker)) == [
        (other, "give_sour"),
        (other, "take_sweet"),
    ]
    state.apply(taker, {"do": "fox", "target": other, "choice": choice})
    expected = [counts(1, 1, 0), counts(1, 2, 0), counts(2, 1, 0)]
    expected[taker]["fox"] += 1
    if choice == "give_sour":
        expected[taker]["sour"] -= 1
        expected[other]["sour"] += 1
    else:
        expected[other]["sweet"] -= 1
        expected[taker]["sweet"] += 1
    assert state.face_up == expected
    assert state.round == 2


@pytest.mark.parametrize("call", CARDS)
def test_the_fox_special_action_is_skipped_when_impossible(call):
    taker = TAKER[call, "fox"]
    face_up = [counts(1, 1, 0), counts(1, 1, 0), counts(1, 1, 0)]
    face_up[taker] = counts(1, 0, 0)  # no sour grape to give
    face_up[1 - taker] = counts(0, 1, 0)  # no sweet grape to take
    state = reveal_round("sweet", call, "fox", face_up)
    assert events(state, "fox_skipped") == [{"e": "fox_skipped", "player": taker, "targets": [1 - taker]}]
    assert not events(state, "fox")
    assert state.face_up[taker]["fox"] == 1 and state.round == 2


def test_a_fox_cannot_be_taken_by_the_special_action_so_only_one_way_is_left():
    face_up = [counts(0, 1, 3), counts(1, 1, 0), counts(1, 1, 0)]  # player 0: foxes but no sweet
    state = reveal_round("fox", "sour", "fox", face_up)  # player 1 takes the fox, acts against 0
    assert events(state, "fox") == [{"e": "fox", "player": 1, "target": 0, "choice": "give_sour", "forced": True}]
    assert state.face_up[0]["fox"] == 3 and state.face_up[0]["sour"] == 2


def test_an_impossible_special_action_is_refused_with_a_reason():
    state = position(3, face_up=[counts(1, 0, 0), counts(0, 2, 0), counts(1, 1, 0)])
    play(state, ("sweet", "sweet"), ("fox", "fox"), ("sour", "sour"))
    # player 0 calls sweet on player 1's fox: player 1 takes it and acts against player 0
    declare(state, (1, "sweet"), (2, "sour"), (0, "sour"))
    assert state.phase == "fox" and state.to_act() == [1]
    assert state.view(None)["pending"]["targets"] == [0]
    assert state.refusal(1, {"do": "fox", "target": 2, "choice": "take_sweet"})["ja"] == (
        "キツネの特殊アクションの相手はプレイヤー1です。"
    )
    before = state.clone()
    with pytest.raises(IllegalAction, match="against player 1"):
        state.apply(1, {"do": "fox", "target": 2, "choice": "take_sweet"})
    with pytest.raises(IllegalAction):
        state.apply(1, {"do": "fox", "target": 0, "choice": "take_fox"})
    assert state == before


def test_taking_a_sweet_grape_from_a_player_without_one_is_explained():
    state = self_check_round("fox", "fox", face_up=[counts(0, 1, 2), counts(1, 1, 0), counts(1, 1, 0)])
    assert state.to_act() == [2]  # the true fox self-check: player 2 acts against any player
    with pytest.raises(IllegalAction, match="no sweet grape") as refused:
        state.apply(2, {"do": "fox", "target": 0, "choice": "take_sweet"})
    assert "甘い葡萄がありません" in refused.value.reason["ja"]


def test_giving_a_sour_grape_without_one_is_explained():
    state = self_check_round("fox", "fox", face_up=[counts(1, 1, 0), counts(1, 1, 0), counts(1, 0, 0)])
    assert state.to_act() == [2]
    with pytest.raises(IllegalAction, match="no face-up sour grape"):
        state.apply(2, {"do": "fox", "target": 1, "choice": "give_sour"})


def test_reveals_go_from_the_start_player_clockwise():
    state = position(4, start=2)
    play(state, *[("sweet", "sweet")] * 4)
    declare(state, (0, "sour"), (1, "sour"), (2, "sour"), (3, "sour"))
    assert [e["declarer"] for e in events(state, "reveal")] == [2, 3, 0, 1]


def test_reveals_follow_the_declarers_not_the_owners_of_the_cards():
    # Ruling: declarations are revealed from the start player clockwise (④: each declarer reveals
    # their target's card in turn), whoever owns the cards.
    state = position(4, start=2)
    play(state, *[("sweet", "sweet")] * 4)
    declare(state, (1, "sour"), (0, "sour"), (3, "sour"), (2, "sour"))  # by players 2, 3, 0 and 1
    reveals = [(e["declarer"], e["owner"]) for e in events(state, "reveal")]
    assert reveals == [(2, 1), (3, 0), (0, 3), (1, 2)]


def test_the_self_check_comes_after_the_reveals_even_from_an_earlier_seat():
    state = position(3, start=1)  # play order 1, 2, 0: player 0 is left without a target
    play(state, *[("sour", "sour")] * 3)
    declare(state, (2, "sour"), (1, "sour"))
    steps = [(e["e"], e.get("declarer", e.get("player"))) for e in state.log if e["e"] in ("reveal", "self_check")]
    assert steps == [("reveal", 1), ("reveal", 2), ("self_check", 0)]


# --- ⑧: the self-check --------------------------------------------------------------------


def self_check_round(claim, card, face_up=None):
    """3 players, start 0: 0 and 1 call sour on each other's sour grape; 2 self-checks ``card``."""
    state = position(3, face_up=face_up)
    play(state, ("sour", "sour"), ("sour", "sour"), (card, claim))
    declare(state, (1, "sour"), (0, "sour"))
    return state


BASE = [counts(1, 2, 0), counts(1, 2, 0), counts(1, 1, 0)]  # after the two fixed reveals


@pytest.mark.parametrize(
    ("claim", "card", "taken"),
    [
        ("sweet", "sweet", True),  # true: keep it
        ("sweet", "sour", True),  # a lie with a sour grape: keep it
        ("sweet", "fox", False),  # a lie with a fox: removed
        ("sour", "sweet", False),  # a false sour claim: removed, whatever it is
        ("sour", "fox", False),
        ("fox", "sweet", False),  # a false fox claim with a sweet grape: removed
        ("fox", "sour", True),  # ... with a sour grape: keep it
    ],
)
def test_self_check_without_a_choice(claim, card, taken):
    state = self_check_round(claim, card)
    expected = [dict(u) for u in BASE]
    removed = counts()
    if taken:
        expected[2][card] += 1
    else:
        removed[card] += 1
    assert state.face_up == expected and state.removed == removed
    assert state.round == 2
    assert events(state, "self_check")[0]["outcome"] == ("taken" if taken else "removed")


@pytest.mark.parametrize("target", [0, 1])
def test_a_true_sour_self_check_is_given_to_a_chosen_player(target):
    state = self_check_round("sour", "sour")
    assert state.phase == "push" and state.to_act() == [2]
    assert state.legal_actions(2) == [{"do": "push", "target": 0}, {"do": "push", "target": 1}]
    with pytest.raises(IllegalAction):
        state.apply(2, {"do": "push", "target": 2})
    state.apply(2, {"do": "push", "target": target})
    expected = [dict(u) for u in BASE]
    expected[target]["sour"] += 1
    assert state.face_up == expected and state.round == 2


@pytest.mark.parametrize(
    ("target", "choice"), [(0, "give_sour"), (1, "give_sour"), (0, "take_sweet"), (1, "take_sweet")]
)
def test_a_true_fox_self_check_then_the_special_action_on_any_player(target, choice):
    state = self_check_round("fox", "fox")
    assert state.phase == "fox" and state.to_act() == [2]
    assert state.face_up[2] == counts(1, 1, 1)
    assert len(state.legal_actions(2)) == 4
    state.apply(2, {"do": "fox", "target": target, "choice": choice})
    expected = [dict(u) for u in BASE]
    expected[2]["fox"] += 1
    if choice == "give_sour":
        expected[2]["sour"] -= 1
        expected[target]["sour"] += 1
    else:
        expected[target]["sweet"] -= 1
        expected[2]["sweet"] += 1
    assert state.face_up == expected and state.round == 2


def test_a_true_fox_self_check_skips_the_special_action_when_impossible():
    state = self_check_round("fox", "fox", face_up=[counts(0, 1, 0), counts(0, 1, 0), counts(0, 0, 0)])
    assert events(state, "fox_skipped") == [{"e": "fox_skipped", "player": 2, "targets": [0, 1]}]
    assert state.face_up[2] == counts(0, 0, 1) and state.round == 2


def test_self_check_comes_after_every_other_reveal():
    state = self_check_round("sweet", "sweet")
    kinds = [e["e"] for e in state.log if e["e"] in ("reveal", "self_check")]
    assert kinds == ["reveal", "reveal", "self_check"]


# --- rounds, the start player and the end ---------------------------------------------------


def test_the_start_player_moves_clockwise_each_round():
    state = position(5, start=3)
    starts = []
    while state.phase != "over":
        starts.append(state.start)
        neutral_round(state)
    assert starts == [3, 4, 0, 1, 2]


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_the_game_ends_after_five_rounds(n):
    state = position(n)
    for r in range(1, 6):
        assert state.round == r and not state.is_over()
        neutral_round(state)
    assert state.is_over() and state.to_act() == []
    assert [e["round"] for e in events(state, "round_end")] == [1, 2, 3, 4, 5]


def test_two_players_play_three_cards_each_then_declare_three_each():
    state = position(2, start=1)
    order = []
    for _ in range(6):
        (p,) = state.to_act()
        order.append(p)
        state.apply(p, {"do": "play", "card": "sweet", "claim": "sweet"})
    assert order == [1, 1, 1, 0, 0, 0]
    assert state.to_act() == [1]
    assert {(a["target"], a["slot"]) for a in state.legal_actions(1)} == {(0, 0), (0, 1), (0, 2)}
    declare(state, (0, 2, "sour"), (0, 0, "sweet"))
    assert {(a["target"], a["slot"]) for a in state.legal_actions(1)} == {(0, 1)}
    declare(state, (0, 1, "fox"))
    assert state.to_act() == [0]
    declare(state, (1, 0, "sour"), (1, 1, "sour"), (1, 2, "sour"))
    reveals = [(e["declarer"], e["slot"]) for e in events(state, "reveal")]
    assert reveals == [(1, 0), (1, 1), (1, 2), (0, 0), (0, 1), (0, 2)]
    # 1 took slot 0's sweet (sweet call); slot 1 a sweet called fox and slot 2 called sour went back to 0.
    assert state.face_up == [counts(3, 1, 0), counts(5, 1, 0)]
    assert state.start == 0 and state.round == 2  # the first player alternates


def test_the_two_player_game_ends_after_three_rounds():
    state = position(2)
    for r in (1, 2, 3):
        assert state.round == r and not state.is_over()
        neutral_round(state)
    assert state.is_over()


# --- scores and tie-breaks -----------------------------------------------------------------


def decided_by(state):
    """What the game's end tells every seat settled it."""
    (over,) = events(state, "over")
    return over["decided_by"]


def final(face_up, n=None):
    """The last round of a game with the given face-up cards, played out neutrally (+1 sour each)."""
    n = n or len(face_up)
    state = position(n, face_up=face_up, round=3 if n == 2 else 5)
    neutral_round(state)
    assert state.is_over()
    return state


def test_score_is_sweet_plus_fox_minus_sour():
    state = final([counts(4, 1, 2), counts(2, 0, 0), counts(0, 0, 0)])
    assert state.scores() == [5 - 1, 2 - 1, 0 - 1]
    assert state.winners() == [0] and decided_by(state) == "points"


def test_a_tie_goes_to_more_foxes():
    state = final([counts(3, 0, 0), counts(1, 0, 2), counts(0, 0, 0)])
    assert state.scores()[0] == state.scores()[1]
    assert state.winners() == [1] and decided_by(state) == "foxes"


def test_a_tie_on_foxes_goes_to_more_sweet_grapes():
    state = final([counts(4, 1, 1), counts(3, 0, 1), counts(0, 0, 0)])
    assert state.scores()[0] == state.scores()[1]
    assert state.winners() == [0] and decided_by(state) == "sweet"


def test_a_full_tie_shares_first_place():
    state = final([counts(3, 1, 1), counts(3, 1, 1), counts(1, 0, 0)])
    assert state.winners() == [0, 1] and decided_by(state) == "shared"


def test_a_full_tie_with_two_players_is_a_draw():
    state = final([counts(3, 1, 1), counts(3, 1, 1)], n=2)
    assert state.is_over() and state.winners() == []
    assert events(state, "over")[0]["winners"] == [] and decided_by(state) == "draw"


def test_two_players_a_tie_broken_by_sweet_grapes_is_a_win():
    state = final([counts(2, 1, 1), counts(1, 0, 1)], n=2)
    assert state.scores() == [-1, -1] and state.winners() == [0]  # 3 sour each in the last round
    assert decided_by(state) == "sweet"  # one fox each; 2 sweet grapes against 1


def test_removed_cards_score_nothing():
    state = self_check_round("sweet", "fox")
    assert state.removed == counts(0, 0, 1)
    assert state.scores() == [1 - 2, 1 - 2, 0]


def test_every_refusal_is_said_in_both_languages():
    """Whatever is tapped in whichever phase, the reason comes in English and Japanese, never the generic one."""
    rng = random.Random(3)
    for n in (2, 3, 5):
        state = GAME.new(n, rng.getrandbits(128))
        while not state.is_over():
            (p,) = state.to_act()
            legal = state.legal_actions(p)
            tries = [{"do": "play", "card": c, "claim": "fox"} for c in CARDS]
            tries += [{"do": "declare", "target": t, "slot": 0, "call": "sour"} for t in range(n)]
            tries += [{"do": "fox", "target": t, "choice": c} for t in range(n) for c in ("give_sour", "take_sweet")]
            tries += [{"do": "push", "target": p}, "nonsense"]
            for action in tries:
                if action in legal:
                    continue
                reason = state.refusal(p, action)
                assert reason["en"] and reason["ja"] and reason["en"] != reason["ja"]
                assert reason["en"] != "That move is not allowed now."
            state.apply(p, rng.choice(legal))
