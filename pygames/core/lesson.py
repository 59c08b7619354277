"""A guided first game: a fixed deal and a script, played through the engine like any game.

A lesson is what lichess's Learn stages are: a starting position (here a seed and its deal)
plus the moves expected, each with a short text. Nothing in it changes the rules: every scripted
action must be legal where it comes, and the deal is the seed's. A :class:`Beat` is one step the
learner reads: words alone (the theme, the goal; the learner taps Next), a move of another seat
(applied, shown, then Next), or the learner's own move (the board marks the taps that make it).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from .action import Action
from .game import Game, State, Text


@dataclass(frozen=True)
class Beat:
    """One step of a lesson: at most two sentences (what happens, why it matters) and the move they are about.

    ``seat`` None: words alone. ``seat`` the learner's: the learner makes ``action`` (the board marks each tap).
    Another seat: the app plays ``action`` for it, shows it, and waits for Next; with ``text`` None, it is only
    shown (step by step, as any bot's move) and the lesson goes on by itself.
    """

    text: Text | None
    seat: int | None = None
    action: Action | None = None


@dataclass(frozen=True)
class Lesson:
    """A fixed deal and its script: ``beats`` from the theme to the end of one round."""

    game: Game
    players: int
    seed: int  # 128 bits, like any deal: the lesson's cards are the seed's, under the real rules
    beats: tuple[Beat, ...]
    names: tuple[Text, ...]  # every seat's name, the learner's ("You") included
    options: Mapping[str, Any] = field(default_factory=dict)
    learner: int = 0

    def new(self) -> State:
        """The lesson's deal, before any move."""
        return self.game.new(self.players, self.seed, dict(self.options))

    def moves_after(self) -> list[int]:
        """For each beat, how many actions the game holds once it is done (words alone add none)."""
        counts, moves = [], 0
        for beat in self.beats:
            moves += beat.action is not None
            counts.append(moves)
        return counts

    def replay(self) -> Iterator[tuple[Beat, State]]:
        """Each beat with the game just after it, applying the script through the engine (an illegal step raises)."""
        state = self.new()
        for beat in self.beats:
            if beat.action is not None:
                assert beat.seat is not None, "a scripted move names its seat"
                state.apply(beat.seat, beat.action)
            yield beat, state
