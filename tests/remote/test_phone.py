"""A phone at a hosted table (issue 48), host and phones talking through JSON text, without a browser.

"The seed is made from every device's contribution, each committed (hash) before any is revealed, so
neither host nor guest can pick the deal; at the end the host sends the seed and every guest's record
can be checked by replaying it." "Tables mix phones, people on the host's device and bots."
"""

from __future__ import annotations

import json
import random

import pytest

from pygames import GAMES
from pygames.core.commit import HOST, Deal, commitment, share
from pygames.core.phone import Phone, parse
from pygames.core.wire import Host, new_token

PLAYERS = {"hansel_gretel": 3, "fox_grapes": 3, "hennote": 2, "cookie_battle": 3, "dimsum": 2}


class Table:
    """A host with phones at ``remote`` seats; the other seats are played on the host's device at random."""

    def __init__(self, game_id: str, players: int, remote: list[int], seed: int) -> None:
        self.game, self.players, self.rng = GAMES[game_id], players, random.Random(seed)
        tokens = {seat: new_token() for seat in remote}
        table = {"names": [f"P{i}" for i in range(players)], "colours": ["red"] * players,
                 "bots": [i not in remote for i in range(players)], "phones": [i in remote for i in range(players)]}
        self.deal = Deal([HOST, *remote])
        self.host_share = share()
        self.deal.commit(HOST, commitment(HOST, self.host_share))
        self.host = Host(tokens, humans=remote, deal=self.deal, table=table)
        self.phones = {seat: Phone(seat, token) for seat, token in tokens.items()}
        for seat, phone in self.phones.items():
            self.host.connect(seat)
            self.send(seat, phone.hello())

    def send(self, seat: int, text: str) -> None:
        """A phone's message to the host, and everything that follows from it, delivered as text."""
        self.deliver(self.host.receive(seat, text))

    def deliver(self, out: list[tuple[int, dict]]) -> None:
        if self.deal.committed and HOST not in self.deal.shares:
            self.deal.reveal(HOST, self.host_share)  # the host reveals once every commitment is in, as they do
        if self.deal.complete and self.host.state is None:
            out = out + self.host.start(self.game.new(self.players, self.deal.seed()))
        for seat, message in out:
            _, answers = self.phones[seat].receive(json.dumps(message))
            for answer in answers:
                self.send(seat, answer)

    def play_out(self) -> None:
        state = self.host.state
        while not state.is_over():
            player = self.rng.choice(state.to_act())
            if player in self.phones:
                phone = self.phones[player]
                assert phone.view == state.view(player), "the phone holds its seat's view, as the host sees it"
                self.send(player, phone.act(self.rng.choice(phone.update["legal"])))
            else:
                self.deliver(self.host.play(player, self.rng.choice(state.legal_actions(player))))


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_a_whole_hosted_game_deals_from_every_share_and_every_phone_checks_it(game_id):
    table = Table(game_id, PLAYERS[game_id], remote=sorted({1, PLAYERS[game_id] - 1}), seed=3)
    assert table.host.state is not None, "the game starts once every share is in"
    assert table.host.state.seed == table.deal.seed() != 0
    table.play_out()
    for phone in table.phones.values():
        ok, words = phone.check()
        assert ok, words["en"]
        assert phone.view["over"]


def test_a_host_that_changes_the_record_is_caught():
    table = Table("hennote", 2, remote=[1], seed=4)
    table.play_out()
    phone = table.phones[1]
    assert phone.check()[0]
    phone.update["record"] = phone.update["record"][:-1]  # one move left out
    ok, words = phone.check()
    assert not ok and "replay" in words["en"]


def test_a_deal_without_the_phones_share_is_caught():
    table = Table("fox_grapes", 2, remote=[1], seed=5)
    table.play_out()
    phone = table.phones[1]
    phone.share = share()  # as if the host had dealt from another share than the one this phone revealed
    ok, words = phone.check()
    assert not ok and "own share" in words["en"]


def test_a_phone_reveals_nothing_for_commitments_without_its_own():
    phone = Phone(1, new_token())
    phone.receive(json.dumps({"t": "table", "seat": 1, "names": ["a", "b"], "colours": ["", ""],
                              "bots": [False, False], "phones": [False, True], "dealing": True}))
    other = [[HOST, commitment(HOST, share())], [1, commitment(1, share())]]
    assert phone.receive(json.dumps({"t": "commitments", "commitments": other})) == (None, [])


@pytest.mark.parametrize("raw", [
    None, 5, "", "[]", "{}", '{"t":"update"}', '{"t":"update","steps":[],"by":[],"legal":[],"undo":false}',
    '{"t":"update","steps":[{}],"by":[1,2],"legal":[],"undo":false}',
    '{"t":"update","steps":[{}],"by":[true],"legal":[],"undo":false}',
    '{"t":"table","seat":3,"names":["a"],"colours":[""],"bots":[false],"phones":[true],"dealing":false}',
    '{"t":"refused","n":1,"reason":{"en":"x"}}', '{"t":"pong","n":1.0}', "[" * 100_000, "x" * 5_000_000,
])
def test_a_malformed_host_message_is_dropped(raw):
    assert parse(raw) is None
    assert Phone(0, new_token()).receive(raw) == (None, [])
