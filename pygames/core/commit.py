"""A deal nobody chose: the seed of a hosted table, made from every device's share (issue 48).

Each device (the host, and each phone by the seat it plays) draws 128 random bits and first sends
only a *commitment* to them: SHA-256 of a domain-separated encoding of its party and its share.
Once every commitment is in, the shares are revealed and each is checked against its commitment;
the seed is SHA-256 of all shares in party order. A share fixed before anyone else's is seen
cannot aim at a deal, and a commitment cannot be opened to another share without breaking SHA-256,
so neither the host nor a guest picks the cards. At the end the host sends the seed with every
commitment and share, and a guest checks them against what it saw (:func:`verify`) and replays its
record from that seed.

What this cannot stop (the limit of every commit-reveal): the last device to reveal sees the seed
first and could walk away instead of revealing; the table then starts over with fresh shares, which
gives a quitter a second deal, not a chosen one. The host's device runs the engine and could read
hidden cards: the deal is random and the record checkable, the host is not blind.

Everything here is plain JSON: parties are ints (``HOST`` for the host's device, else the seat a
phone plays), commitments and shares lower-case hex strings, the seed a hex string too (JSON numbers
above 2**53 lose digits in JavaScript).
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Mapping
from typing import Any

from .errors import DealError
from .rng import KEYED_SEEDS

#: The host's device as a party (a phone is the seat it plays, 0 and up).
HOST = -1
#: Domain separation: a commitment or seed of this protocol is never a hash of anything else.
_COMMIT = b"pygames/deal/commit/v1\x00"
_SEED = b"pygames/deal/seed/v1\x00"
_REDRAW = b"pygames/deal/redraw/v1\x00"
SHARE_BYTES = 16
_SHARE = re.compile(r"[0-9a-f]{32}")
_DIGEST = re.compile(r"[0-9a-f]{64}")
#: Parties fit in a signed 16-bit field of the encoding; a table has at most a few.
_PARTIES = range(HOST, 64)


def share() -> str:
    """This device's 128-bit contribution, as hex (from ``os.urandom``: ``crypto.getRandomValues`` in Pyodide)."""
    return os.urandom(SHARE_BYTES).hex()


def commitment(party: int, value: str) -> str:
    """SHA-256 of this protocol's tag, the party and its share: a share bound to one party, hidden until revealed."""
    _check_party(party)
    _check(value, _SHARE, "a share is 32 lower-case hex digits")
    return hashlib.sha256(_COMMIT + party.to_bytes(2, "big", signed=True) + bytes.fromhex(value)).hexdigest()


def derive(shares: Mapping[int, str]) -> int:
    """The seed of all ``shares`` (party → share), in party order; always at least :data:`KEYED_SEEDS`.

    SHA-256 → its first 128 bits; in the 1-in-2**64 case that they fall below ``KEYED_SEEDS``, hashed
    again, so a hosted game always draws from the keyed generator, as :func:`~pygames.core.rng.new_seed`
    promises (a small seed is one someone could search for).
    """
    if not shares:
        raise DealError("A deal needs at least one share.")
    encoded = _SEED
    for party in sorted(shares):
        _check_party(party)
        encoded += party.to_bytes(2, "big", signed=True) + bytes.fromhex(_check(shares[party], _SHARE, "bad share"))
    digest = hashlib.sha256(encoded).digest()
    while (seed := int.from_bytes(digest[:16], "big")) < KEYED_SEEDS:
        digest = hashlib.sha256(_REDRAW + digest).digest()
    return seed


class Deal:
    """The host's record of one shared deal: commitments first, then reveals, then the seed.

    Every refusal raises :class:`DealError` and changes nothing, so a hostile message cannot
    leave the deal half-updated.
    """

    def __init__(self, parties: list[int]) -> None:
        if not parties or len(set(parties)) != len(parties):
            raise DealError("Each party takes part in a deal once.")
        for party in parties:
            _check_party(party)
        self.parties = sorted(parties)
        self.commitments: dict[int, str] = {}
        self.shares: dict[int, str] = {}

    def commit(self, party: int, digest: Any) -> None:
        """Take ``party``'s commitment; refused once any share is revealed, or if it already committed."""
        self._member(party)
        if party in self.commitments:
            raise DealError(f"Party {party} has already committed.")
        if self.shares:
            raise DealError("The shares are being revealed: it is too late to commit.")
        self.commitments[party] = _check(digest, _DIGEST, "a commitment is 64 lower-case hex digits")

    @property
    def committed(self) -> bool:
        """Every party's commitment is in: the shares may now be revealed."""
        return len(self.commitments) == len(self.parties)

    def reveal(self, party: int, value: Any) -> None:
        """Take ``party``'s share: refused before every commitment is in, twice, or if it does not match."""
        self._member(party)
        if not self.committed:
            raise DealError("A share is revealed only once every commitment is in.")
        if party in self.shares:
            raise DealError(f"Party {party} has already revealed its share.")
        _check(value, _SHARE, "a share is 32 lower-case hex digits")
        if commitment(party, value) != self.commitments[party]:
            raise DealError(f"Party {party}'s share does not match its commitment.")
        self.shares[party] = value

    @property
    def complete(self) -> bool:
        """Every share is revealed and checked: the seed is known."""
        return len(self.shares) == len(self.parties)

    def seed(self) -> int:
        """The deal's seed; :class:`DealError` while a share is missing."""
        if not self.complete:
            missing = [p for p in self.parties if p not in self.shares]
            raise DealError(f"No seed yet: shares missing from {missing}.")
        return derive(self.shares)

    def to_json(self) -> dict[str, Any]:
        """What the host sends at the end for :func:`verify`: the seed, every commitment and share."""
        return {
            "seed": f"{self.seed():x}",
            "commitments": [[p, self.commitments[p]] for p in self.parties],
            "shares": [[p, self.shares[p]] for p in self.parties],
        }

    @classmethod
    def from_proof(cls, proof: Any) -> Deal:
        """A finished deal again from its :meth:`to_json` (a host's save): every commitment, then every share,
        checked as they were the first time (:class:`DealError` if the proof does not hold)."""
        commitments = _pairs(proof["commitments"], _DIGEST)
        deal = cls(list(commitments))
        for party, digest in commitments.items():
            deal.commit(party, digest)
        for party, value in _pairs(proof["shares"], _SHARE).items():
            deal.reveal(party, value)
        return deal

    def _member(self, party: Any) -> None:
        if type(party) is not int or party not in self.parties:
            raise DealError(f"{party!r} is not a party to this deal.")


def verify(proof: Any, seen: Mapping[int, str], mine: tuple[int, str] | None = None) -> int:
    """The seed a guest was sent at the end, checked; :class:`DealError` (never anything else) if it is wrong.

    ``proof`` is :meth:`Deal.to_json` as received; ``seen`` the commitments (party → digest) this guest
    was shown before it revealed its own share; ``mine`` its own party and share. The proof must name
    exactly those commitments, every share must open its commitment, ``mine`` must be in it unchanged,
    and the seed must be :func:`derive` of the shares. The guest then replays its record from it.
    """
    try:
        commitments = _pairs(proof["commitments"], _DIGEST)
        shares = _pairs(proof["shares"], _SHARE)
        told = proof["seed"]
        seed = int(told, 16) if isinstance(told, str) and re.fullmatch(r"[0-9a-f]{1,32}", told) else None
    except (KeyError, TypeError) as err:
        raise DealError("The deal's proof is damaged.") from err
    if seed is None:
        raise DealError("The deal's proof is damaged (its seed).")
    if commitments != dict(seen):
        raise DealError("The commitments are not the ones shown before the reveal.")
    if shares.keys() != commitments.keys():
        raise DealError("A share is missing from the deal's proof.")
    for party, value in shares.items():
        if commitment(party, value) != commitments[party]:
            raise DealError(f"Party {party}'s share does not match its commitment.")
    if mine is not None and shares.get(mine[0]) != mine[1]:
        raise DealError("This device's own share is not in the deal.")
    if derive(shares) != seed:
        raise DealError("The seed is not the one the shares make.")
    return seed


def verify_commitments(items: Any) -> dict[int, str]:
    """The ``commitments`` message's pairs as party → digest; :class:`DealError` if any is malformed or repeated."""
    return _pairs(items, _DIGEST)


def _pairs(items: Any, pattern: re.Pattern[str]) -> dict[int, str]:
    if not isinstance(items, list) or len(items) > len(_PARTIES):
        raise DealError("The deal's proof is damaged.")
    found: dict[int, str] = {}
    for item in items:
        if not (isinstance(item, list) and len(item) == 2 and type(item[0]) is int and item[0] in _PARTIES):
            raise DealError("The deal's proof is damaged.")
        if item[0] in found:
            raise DealError(f"Party {item[0]} appears twice in the deal's proof.")
        found[item[0]] = _check(item[1], pattern, "The deal's proof is damaged.")
    return found


def _check(value: Any, pattern: re.Pattern[str], why: str) -> str:
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise DealError(why[0].upper() + why[1:] + ("" if why.endswith(".") else "."))
    return value


def _check_party(party: Any) -> None:
    if type(party) is not int or party not in _PARTIES:
        raise DealError(f"{party!r} is not a party (the host is {HOST}, a phone its seat).")
