"""A small seeded random number generator kept inside each game state.

Python's ``random`` module is not used so that the same seed gives the same game
under every CPython (3.11 on a desktop, 3.14 in Pyodide) and so that the whole
generator is a pair of values that clones and compares with the state.

Every new game gets a 128-bit seed (:func:`new_seed`) and draws from BLAKE2b keyed
with it, so no one can work the seed out from the cards they see and so predict the
hidden ones: there are 2**128 seeds to try and no shortcut through the generator.
Seeds below 2**64 (every save made before 2026-12-01, and the fixed seeds of tests)
keep SplitMix64, so those games replay card for card as they were dealt.
"""

from __future__ import annotations

import os
from collections.abc import MutableSequence, Sequence
from hashlib import blake2b
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
#: Seeds from here up use the keyed generator; below, SplitMix64.
KEYED_SEEDS = 1 << 64
#: Seeds are below this (a save naming a larger one is refused).
SEED_LIMIT = 1 << 128


class Rng:
    """SplitMix64 for seeds below 2**64; BLAKE2b keyed with the seed, in counter mode, above."""

    __slots__ = ("_key", "_state")

    def __init__(self, seed: int) -> None:
        if seed < KEYED_SEEDS:
            self._key: bytes | None = None
            self._state = seed & _MASK
        else:
            self._key = seed.to_bytes(16, "little")
            self._state = 0  # the counter

    def _next(self) -> int:
        if self._key is not None:
            self._state += 1
            digest = blake2b(self._state.to_bytes(8, "little"), key=self._key, digest_size=8).digest()
            return int.from_bytes(digest, "little")
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self._next()
            if x < limit:
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        """One item of a non-empty sequence."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    @property
    def drawn(self) -> int:
        """Changes with every draw: the core compares it to find actions that drew at random."""
        return self._state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and (other._key, other._state) == (self._key, self._state)

    def __repr__(self) -> str:
        return f"Rng(state={self._state:#x})" if self._key is None else f"Rng(keyed, drawn={self._state})"


def new_seed() -> int:
    """A fresh 128-bit seed from the operating system (under Pyodide: the browser's ``crypto.getRandomValues``).

    Redrawn in the 1-in-2**64 case that it falls below :data:`KEYED_SEEDS`, so every new game
    uses the keyed generator.
    """
    while (seed := int.from_bytes(os.urandom(16), "big")) < KEYED_SEEDS:
        pass
    return seed
