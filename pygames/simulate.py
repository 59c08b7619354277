"""Headless bot games: what a designer wants to know, and a smoke test on any CPython."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import GAMES, load, save
from .core import State, bot_move
from .core.rng import KEYED_SEEDS


@dataclass
class Report:
    """Totals over a batch of bot games."""

    game: str
    players: int
    bots: list[str]
    games: int = 0
    wins: list[float] = field(default_factory=list)  # a shared win counts 1/k for each winner; a draw, none
    score_totals: list[int] = field(default_factory=list)
    lengths: list[int] = field(default_factory=list)
    seconds: float = 0.0

    def lines(self) -> list[str]:
        n = max(self.games, 1)
        seats = range(self.players)
        return [
            f"{self.game}: {self.games} games, {self.players} players, bots: {', '.join(self.bots)}",
            "wins by seat:   " + "  ".join(f"P{p + 1} {self.wins[p] / n:6.1%}" for p in seats),
            "average score:  " + "  ".join(f"P{p + 1} {self.score_totals[p] / n:6.2f}" for p in seats),
            f"game length:    mean {sum(self.lengths) / n:.1f} actions, min {min(self.lengths, default=0)}, "
            f"max {max(self.lengths, default=0)}",
            f"engine speed:   {self.games / self.seconds if self.seconds else 0:.0f} games/s "
            f"({sum(self.lengths) / self.seconds if self.seconds else 0:.0f} actions/s)",
        ]


VERIFY_EVERY = 7  # actions between checks: replaying a save each step would make long games quadratic


def play_out(state: State, seed: int, verify: bool = False, bot_names: Sequence[str] = ()) -> State:
    """Play bots to the end (random ones unless named); with ``verify``, check the protocol's promises.

    The checks run every few actions and at the end (a prime stride, so they fall in every phase).
    """
    names = list(bot_names) or ["random"] * state.num_players
    bots = [state.game.bot(seed * 131 + p, names[p]) for p in range(state.num_players)]
    while not state.is_over():
        player = state.to_act()[0]
        action = bot_move(state, player, bots[player])
        checking = verify and len(state.history) % VERIFY_EVERY == seed % VERIFY_EVERY
        if checking:
            _check_illegal_changes_nothing(state, player)
        state.apply(player, action)
        if checking or (verify and state.is_over()):
            assert load(save(state)) == state, f"save/load round trip differs after {len(state.history)} actions"
    return state


def _check_illegal_changes_nothing(state: State, player: int) -> None:
    from .core import IllegalAction

    before = state.clone()
    for bogus in ({"do": "nonsense"}, "x", 0):
        try:
            state.apply(player, bogus)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"{bogus!r} was accepted")
        assert state == before, "an illegal action changed the state"


def simulate(
    game_id: str,
    players: int,
    games: int,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    verify: bool = False,
    bot_names: Sequence[str] = (),
) -> Report:
    """Play ``games`` seeded bot games (random bots unless named per seat) and total the results."""
    game = GAMES[game_id]
    names = list(bot_names) or ["random"] * players
    if len(names) != players or any(name not in game.bots for name in names):
        raise ValueError(f"name one bot per seat from: {', '.join(game.bots)}")
    report = Report(game_id, players, names, wins=[0.0] * players, score_totals=[0] * players)
    start = time.perf_counter()
    for i in range(games):
        # dealt from keyed seeds, like every game in the browser
        state = play_out(game.new(players, KEYED_SEEDS + seed + i, options), seed + i, verify, names)
        winners = state.winners()
        for p in winners:
            report.wins[p] += 1 / len(winners)
        for p, score in enumerate(state.scores()):
            report.score_totals[p] += score
        report.lengths.append(len(state.history))
        report.games += 1
    report.seconds = time.perf_counter() - start
    return report
