"""The host's side of a hosted table (issue 48, parts 2 and 4), without a browser.

"Each guest receives only its own seat's view() (never the state, the seed, another seat's view or the
bots' thoughts) and sends actions; the host applies them through the engine, so an illegal action is
refused with the engine's reason and changes nothing." "Messages from a guest are checked before
anything else: size and JSON depth limits, exact types, its own seat only; a flood or malformed message
never stalls the table." "A guest that reloads, locks its screen or drops off the Wi-Fi gets its seat
back ... with its current view."
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pygames import GAMES, save
from pygames.core.action import same_json
from pygames.core.commit import HOST, Deal, commitment, share, verify
from pygames.core.wire import MAX_BYTES, MAX_DEPTH, Host, Refusal, check, nesting, new_token
from tests.engine.cookie_battle_positions import strings
from tests.engine.test_story import SECRETS

TOKEN = "t" * 16 + "0123456789abcdef"


def say(kind: str, seat: int, n: int, **fields: Any) -> str:
    """A guest message as the phone sends it."""
    return json.dumps({"t": kind, "seat": seat, "n": n, **fields})


class Phone:
    """One guest: numbers its messages, keeps what the host sent it."""

    def __init__(self, host: Host, seat: int, token: str = TOKEN) -> None:
        self.host, self.seat, self.token, self.n = host, seat, token, 0
        self.inbox: list[dict[str, Any]] = []

    def send(self, kind: str, **fields: Any) -> list[tuple[int, dict[str, Any]]]:
        self.n += 1
        return self.deliver(self.host.receive(self.seat, say(kind, self.seat, self.n, **fields)))

    def deliver(self, out: list[tuple[int, dict[str, Any]]]) -> list[tuple[int, dict[str, Any]]]:
        self.inbox += [json.loads(json.dumps(m)) for seat, m in out if seat == self.seat]  # through the wire
        return out


def hosted(game_id: str, players: int, seed: int, remote: int) -> tuple[Host, Phone]:
    state = GAMES[game_id].new(players, seed)
    host = Host({remote: TOKEN}, humans=[remote], state=state)
    host.connect(remote)
    phone = Phone(host, remote)
    phone.send("hello", token=TOKEN)
    return host, phone


# --- check(): every guest message, before anything else -------------------------------------------


def test_the_largest_real_message_is_far_under_the_limit():
    biggest = 0
    for game in GAMES.values():
        state = game.new(game.max_players, 3)
        rng = random.Random(3)
        while not state.is_over():
            player = rng.choice(state.to_act())
            legal = state.legal_actions(player)
            biggest = max(biggest, *(len(say("act", 5, 2**31 - 1, action=a).encode()) for a in legal))
            state.apply(player, rng.choice(legal))
    assert biggest * 5 <= MAX_BYTES, biggest


@pytest.mark.parametrize(("raw", "why"), [
    ("x" * (MAX_BYTES + 1), "too large"),
    ("é" * (MAX_BYTES // 2 + 1), "too large"),  # 2 bytes a character
    (b"\xff\xfe", "not UTF-8"),
    ("\ud800", "not UTF-8"),
    (None, "not text"),
    (12, "not text"),
    ("[" * 400 + "]" * 400, "nested too deeply"),
    ('{"t":"ping","seat":1,"n":1,"x":' + "[" * (MAX_DEPTH) + "]" * MAX_DEPTH + "}", "nested too deeply"),
    ("{", "not JSON"),
    ('{"t":"ping","seat":1,"n":NaN}', "not JSON"),
    ('{"t":"ping","seat":1,"seat":1,"n":1}', "not JSON"),
    ("[1]", "not a JSON object"),
    ('{"t":"shout","seat":1,"n":1}', "unknown kind"),
    ('{"t":["ping"],"seat":1,"n":1}', "unknown kind"),
    ('{"t":"ping","seat":1,"n":1,"extra":0}', "wrong fields"),
    ('{"t":"act","seat":1,"n":1}', "wrong fields"),
    ('{"t":"ping","seat":0,"n":1}', "not this guest's seat"),
    ('{"t":"ping","seat":true,"n":1}', "not this guest's seat"),
    ('{"t":"ping","seat":1.0,"n":1}', "not this guest's seat"),
    ('{"t":"ping","seat":"1","n":1}', "not this guest's seat"),
    ('{"t":"ping","seat":1,"n":true}', "bad sequence number"),
    ('{"t":"ping","seat":1,"n":7.0}', "bad sequence number"),
    ('{"t":"ping","seat":1,"n":0}', "bad sequence number"),
    ('{"t":"ping","seat":1,"n":2147483648}', "bad sequence number"),
    ('{"t":"ping","seat":1,"n":5}', "replayed or out of order"),
    ('{"t":"hello","seat":1,"n":9,"token":16}', "token is not str"),
    ('{"t":"hello","seat":1,"n":9,"token":"short"}', "bad token"),
    ('{"t":"rejoin","seat":1,"n":9,"token":"' + TOKEN + '","seen":-1}', "bad seen"),
    ('{"t":"rejoin","seat":1,"n":9,"token":"' + TOKEN + '","seen":false}', "seen is not int"),
])
def test_wrong_messages_are_refused_with_a_reason(raw, why):
    assert check(raw, seat=1, last=5) == Refusal(why)


def test_a_new_token_is_one_a_hello_may_carry():
    token = new_token()
    assert token != new_token()
    assert check(say("hello", 2, 1, token=token), 2, 0) == {"t": "hello", "seat": 2, "n": 1, "token": token}


def test_good_messages_pass_as_sent():
    assert check('{"t":"act","seat":1,"n":6,"action":{"do":"x","slots":["a"]}}', 1, 5) == {
        "t": "act", "seat": 1, "n": 6, "action": {"do": "x", "slots": ["a"]}}
    assert check(b'{"t":"ping","seat":0,"n":1}', 0, 0) == {"t": "ping", "seat": 0, "n": 1}


def test_nesting_counts_brackets_outside_strings_only():
    assert nesting('{"a":"[[[[{{{{\\"[[[[","b":[[1]]}') == 3
    assert nesting("[" * 100_000) == 100_000  # no recursion, no crash


@settings(max_examples=500, deadline=None)
@given(st.one_of(st.text(max_size=300), st.binary(max_size=300),
                 st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
                              lambda inner: st.lists(inner, max_size=4)
                              | st.dictionaries(st.sampled_from(["t", "seat", "n", "token", "action", "x"]), inner,
                                                max_size=5)).map(json.dumps)))
def test_check_never_raises(raw):
    result = check(raw, 1, 3)
    assert isinstance(result, (dict, Refusal))


# --- the host loop under fire ---------------------------------------------------------------------


def hostile(rng: random.Random, host: Host, phone: Phone) -> str | bytes | Any:
    """One message a careless or hostile phone might send at seat 1; none may change the game."""
    seat, last = phone.seat, phone.n
    state = host.state
    legal = state.legal_actions(seat)

    def nxt() -> int:
        phone.n += 1
        return phone.n

    kind = rng.randrange(12)
    if kind == 0:  # another seat, or a seat of another type
        return say("act", rng.choice([0, 2, -1, True, 1.0, "1", None]), last + 1, action=rng.choice(legal or [0]))
    if kind == 1:  # an illegal action, a look-alike of a legal one, or a move out of turn
        options = [{"do": "declare"}, 0, "pass", [], {"do": "cheat", "card": "x"}, None, True, 1.5]
        for action in legal:
            options += [json.loads(json.dumps(action).replace("0", "0.0")), [action], {**action, "x": 1}]
        action = rng.choice(options)
        if any(same_json(a, action) for a in legal):
            action = {"not": "legal"}
        return say("act", seat, nxt(), action=action)
    if kind == 2:  # huge
        return say("act", seat, last + 1, action="x" * rng.choice([MAX_BYTES, 10_000, 1_000_000]))
    if kind == 3:  # deep
        depth = rng.choice([MAX_DEPTH, 100, 100_000])
        return f'{{"t":"act","seat":1,"n":{last + 1},"action":{"[" * depth}{"]" * depth}}}'
    if kind == 4:  # wrong types for the sequence number
        return say("act", seat, rng.choice([True, float(last + 1), str(last + 1), None, -1, 2**40]),
                   action=rng.choice(legal or [0]))
    if kind == 5:  # replayed, or out of order
        taken = host.guests[seat].last  # the host's own count: every number up to it is spent
        return say("act", seat, rng.randint(max(0, taken - 5), taken), action=rng.choice(legal or [0]))
    if kind == 6:  # unknown kinds
        return say(rng.choice(["shout", "state", "view", "seed", "", "ACT"]), seat, last + 1)
    if kind == 7:  # not JSON at all
        return rng.choice(["", "{", "undefined", "NaN", "\x00", b"\xc3\x28", "[1,2", "'single'", "{'t':'act'}"])
    if kind == 8:  # not text at all
        return rng.choice([None, 12, 1.5, [], {"t": "act"}, object()])
    if kind == 9:  # a second hello, or a stranger's token
        return say(rng.choice(["hello", "rejoin"]), seat, nxt(), token="x" * 32, **({"seen": 0} if rng.random() < .5
                                                                                     else {}))
    if kind == 10:  # a deal message after the game started
        return say(rng.choice(["commit", "reveal"]), seat, nxt(), **rng.choice([{"hash": "0" * 64},
                                                                                 {"share": "0" * 32}]))
    return say("act", seat, last + 1, action=rng.choice(legal or [0]), extra=1)  # an extra field


def test_a_thousand_hostile_messages_change_nothing_and_the_game_goes_on():
    host, phone = hosted("fox_grapes", 2, seed=11, remote=1)
    rng = random.Random(48)
    sent = 0
    while not host.state.is_over():
        for _ in range(25):
            before = save(host.state), [host.state.view(p) for p in (0, 1)]
            out = host.receive(1, hostile(rng, host, phone))
            assert (save(host.state), [host.state.view(p) for p in (0, 1)]) == before
            assert all(m["t"] == "refused" for _seat, m in out)
            sent += 1
        player = rng.choice(host.state.to_act())
        action = rng.choice(host.state.legal_actions(player))
        if player == 1:
            out = phone.send("act", action=action)
            assert out and out[0][1]["t"] == "update", "a real move still goes through after the flood"
        else:
            phone.deliver(host.play(player, action))
    assert sent >= 1000, sent
    assert host.dropped > 500
    assert phone.inbox[-1]["steps"][-1] == host.state.view(1)


def test_an_illegal_action_is_refused_with_the_engines_reason():
    host, phone = hosted("fox_grapes", 2, seed=2, remote=1)
    not_my_turn = 1 not in host.state.to_act()
    out = phone.send("act", action={"do": "nonsense"})
    expected = host.state.refusal(1, {"do": "nonsense"})
    assert out == [(1, {"t": "refused", "n": phone.n, "reason": dict(expected)})]
    assert not_my_turn or expected["en"] != "It is not player 2's turn."


# --- what a phone receives: its own seat's views, nothing more --------------------------------------

WALKS = [("hennote", 2, 0), ("fox_grapes", 3, 1), ("hansel_gretel", 3, 2), ("cookie_battle", 4, 3), ("dimsum", 3, 4)]


def plain_keys(value: Any) -> set[str]:
    """Every dict key anywhere in a JSON value."""
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in plain_keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in plain_keys(v)}
    return set()


@pytest.mark.parametrize(("game_id", "players", "seed"), WALKS)
def test_a_phone_is_sent_no_card_its_seat_cannot_see(game_id, players, seed):
    remote = players - 1
    host, phone = hosted(game_id, players, seed, remote)
    rng = random.Random(seed)
    scanned = 0
    while not host.state.is_over():
        player = rng.choice(host.state.to_act())
        action = rng.choice(host.state.legal_actions(player))
        before = host.state.view(remote)
        start = len(phone.inbox)
        if player == remote:
            phone.send("act", action=action)
        else:
            phone.deliver(host.play(player, action))
        after = host.state.view(remote)
        seen = strings(before) | strings(after)
        for message in phone.inbox[start:]:
            scanned += 1
            assert message["t"] == "update" and message["steps"][-1] == after
            assert message["legal"] == host.state.legal_actions(remote)
            leaked = strings(message) & SECRETS[game_id] - seen
            assert not leaked, f"seat {remote} was sent {leaked}"
            for step in message["steps"]:
                assert step["viewer"] == remote and step.keys() in (before.keys(), after.keys()), "its views"
            assert ("seed" in message) == host.state.is_over(), "the seed only at the end"
            forbidden = {"rng", "history", "thoughts"} | (set() if host.state.is_over() else {"seed"})
            assert not plain_keys(message) & forbidden
    assert scanned > 20 and phone.inbox[-1]["seed"] == f"{host.state.seed:x}"


# --- faults: a phone that goes and comes back -----------------------------------------------------


def play_host_moves(host: Host, rng: random.Random, count: int, phone: Phone | None = None) -> None:
    """``count`` random moves made on the host's device for whoever is to act (seat 1's too, as a stand-in)."""
    for _ in range(count):
        player = rng.choice(host.state.to_act())
        out = host.play(player, rng.choice(host.state.legal_actions(player)))
        if phone is not None:
            phone.deliver(out)


def test_a_phone_that_rejoins_gets_the_steps_it_missed_and_its_view():
    host, phone = hosted("fox_grapes", 2, seed=5, remote=1)
    rng = random.Random(5)
    play_host_moves(host, rng, 4, phone)
    seen = phone.inbox[-1]["steps"][-1]["moves"]
    host.leave(1)  # the phone locked its screen
    missed = host.state.rewind(seen)
    play_host_moves(host, rng, 5)
    expected, by = [], []  # the steps of each move it missed, but its own (it saw them as it made them)
    for index, (player, action) in enumerate(host.state.history[seen:], start=seen):
        frames = missed.story(player, action, 1)
        if player != 1 or 1 in host.state.learned.get(index, ()):
            expected += frames
            by += [player] * len(frames)
    if expected[-1] != host.state.view(1):
        expected, by = [*expected, host.state.view(1)], [*by, None]
    host.connect(1)  # a new channel; a new phone numbers from 1 again
    again = Phone(host, 1)
    out = again.send("rejoin", token=TOKEN, seen=seen)
    assert out == [(1, {"t": "table", "seat": 1, "dealing": False}),
                   (1, {"t": "update", "steps": expected, "by": by, "legal": host.state.legal_actions(1),
                        "undo": host.state.undo_point(1, host.humans) is not None})]
    assert expected[-1] == host.state.view(1) and len(expected) >= 3 and 0 in by


def test_another_token_is_refused_and_the_seat_stays_its_phones():
    host, phone = hosted("fox_grapes", 2, seed=6, remote=1)
    host.leave(1)
    host.connect(1)
    thief = Phone(host, 1, token="someone-else-entirely")
    out = thief.send("rejoin", token=thief.token, seen=0)
    assert out[0][1]["t"] == "refused" and out[0][1]["reason"]["en"] == "This seat belongs to another phone."
    assert thief.send("ping") == [] and thief.send("act", action=0) == [], "no hello, no game"
    back = Phone(host, 1)
    back.n = thief.n
    assert back.send("hello", token=TOKEN)[1][1]["steps"] == [host.state.view(1)]


def test_a_rejoin_after_an_undo_gets_its_view_as_it_is_now():
    host, phone = hosted("hennote", 2, seed=1, remote=1)
    rng = random.Random(2)
    for _ in range(60):
        if host.state.undo_point(1, host.humans) is not None and host.state.history[-1][0] == 1:
            break
        player = rng.choice(host.state.to_act())
        action = rng.choice(host.state.legal_actions(player))
        if player == 1:
            phone.send("act", action=action)
        else:
            phone.deliver(host.play(player, action))
    else:
        pytest.skip("no undoable move in this walk")
    moves = host.state.view(1)["moves"]
    out = phone.send("undo")
    assert host.state.view(1)["moves"] < moves
    assert out[0][1]["steps"] == [host.state.view(1)], "moves it saw were taken back: its view now, whole"


def test_the_deal_over_the_wire_then_the_seed_at_the_end():
    deal = Deal([HOST, 1])
    host = Host({1: TOKEN}, humans=[1], deal=deal)
    host.connect(1)
    phone = Phone(host, 1)
    phone.send("hello", token=TOKEN)
    assert phone.send("act", action=0)[0][1]["reason"]["en"] == "The game has not started yet."
    mine, theirs = share(), share()
    phone.send("commit", hash=commitment(1, mine))
    assert phone.send("reveal", share=mine)[0][1]["t"] == "refused", "a reveal before every commitment is in"
    deal.commit(HOST, commitment(HOST, theirs))
    phone.deliver(host.commitments())
    seen = dict(phone.inbox[-1]["commitments"])
    deal.reveal(HOST, theirs)
    assert phone.send("reveal", share=mine) == []
    phone.deliver(host.start(GAMES["fox_grapes"].new(2, deal.seed())))
    assert "seed" not in phone.inbox[-1]
    rng = random.Random(0)
    while not host.state.is_over():
        player = rng.choice(host.state.to_act())
        phone.deliver(host.play(player, rng.choice(host.state.legal_actions(player))))
    end = phone.inbox[-1]
    assert verify(end["deal"], {int(p): h for p, h in seen.items()}, mine=(1, mine)) == int(end["seed"], 16)


def test_a_phone_back_after_too_many_moves_for_one_message_is_told_its_view_alone(monkeypatch):
    """A data channel carries at most 256 KiB a message: past MAX_UPDATE the steps give way to the view now."""
    from pygames.core import wire

    host, phone = hosted("cookie_battle", 3, seed=9, remote=1)
    seen = phone.inbox[-1]["steps"][-1]["moves"]
    host.leave(1)
    play_host_moves(host, random.Random(9), 30)
    monkeypatch.setattr(wire, "MAX_UPDATE", 20_000)
    host.connect(1)
    again = Phone(host, 1)
    update = again.send("rejoin", token=TOKEN, seen=seen)[1][1]
    assert update["steps"] == [host.state.view(1)] and update["by"] == [None]
    assert len(json.dumps(update)) < 20_000
