"""What one seat can remember of a Cookie Battle game from its view alone.

Every contested piece is shown face up before someone wins it, and every card is played
face up, so a player with a good memory knows most of what the others hold: the pieces
each has won, the cards they were passed, the pieces put under the pile, the suits they
did not follow (so hold none of, until a marker brings them a new card). This module reads
that from the view's log, so the normal bot can count scores and the strong bot's
determinizations agree with all of it. Where a secret move (a stolen, gifted or tossed
piece, a traded or redrawn card) makes a memory uncertain, the memory is dropped: less
knowledge, never wrong knowledge. A determinization instead guesses (``rng``): which of the
holder's pieces moved, as the rules or a sensible player would have chosen it, so that the
rest of what the seat saw stays where it is.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.rng import Rng
from .data import GREY, ROTTEN, SUIT
from .data import kind_of as piece_kind
from .engine import trick_suit


@dataclass
class Memory:
    """One seat's memory, replayed from its view."""

    #: The pieces each player is known to hold (the viewer's own: all of them).
    pieces: list[list[str]]
    #: The known bottom of the piece pile, bottom first (``None``: a piece put there unseen).
    pile_bottom: list[str | None] = field(default_factory=list)
    #: The cards known to be in each hand this round (the viewer's own: all of them).
    cards: list[list[str]] = field(default_factory=list)
    #: The cards played this round, the current trick's too.
    played: list[str] = field(default_factory=list)
    #: The known bottom of the unused cards, bottom first (``None``: a card put there unseen).
    unused_bottom: list[str | None] = field(default_factory=list)
    #: The suits each player has shown to hold none of this round (it did not follow them).
    void: list[set[str]] = field(default_factory=list)


def _drop(items: list[Any], item: Any) -> None:
    if item in items:
        items.remove(item)


def _draw(bottom: list[Any], size: int) -> None:
    """The top of a pile of ``size`` is drawn: it was a known bottom one once the rest is gone."""
    if size <= len(bottom):
        bottom.pop()


def _pile_change(event: dict[str, Any]) -> int:
    """How an event changes the size of the piece pile."""
    if event["e"] == "reveal" and event["piece"] is not None:
        return -1
    return 1 if event["e"] == "marker" and event["kind"] == "toss" else 0


def remember(view: dict[str, Any], rng: Rng | None = None) -> Memory:
    """Replay the view's log into what its seat knows now.

    With ``rng``, a piece that moved unseen is guessed rather than forgotten (:func:`_guess`): one
    possible memory of many, for a determinization.
    """
    n, me = view["players"], view["viewer"]
    memory = Memory(pieces=[[] for _ in range(n)], cards=[[] for _ in range(n)], void=[set() for _ in range(n)])
    log = view["log"]
    trick: list[str] = []
    counts = list(view["piece_counts"])  # each seat's pieces as the log goes, counted back from now
    for event in log:
        if event["e"] == "trick" and event["piece"] is not None:
            counts[event["winner"]] -= 1
        elif event["e"] == "marker":
            _count(counts, event, -1)
    pile = view["pile_pieces"] - sum(_pile_change(event) for event in log)  # counted back from now
    for event in log:
        kind = event["e"]
        if kind == "round":
            memory.cards, memory.played, memory.unused_bottom = [[] for _ in range(n)], [], []
            memory.void, trick = [set() for _ in range(n)], []
        elif kind == "passed" and me is not None and "gave_left" in event:
            memory.cards[(me + 1) % n].append(event["gave_left"])
            memory.cards[(me - 1) % n].append(event["gave_right"])
        elif kind == "reveal" and event["piece"] is not None:
            _draw(memory.pile_bottom, pile)
            if rng is not None:
                _unplace(memory, event["piece"])
        elif kind == "play":
            suit = trick_suit(trick)
            if suit is not None and SUIT[event["card"]] not in (suit, GREY):
                memory.void[event["player"]].add(suit)
            trick.append(event["card"])
            memory.played.append(event["card"])
            _drop(memory.cards[event["player"]], event["card"])
        elif kind == "trick":
            trick = []
            if event["piece"] is not None:
                memory.pieces[event["winner"]].append(event["piece"])
                counts[event["winner"]] += 1
        elif kind == "marker":
            if event["kind"] in ("redraw", "trade"):  # a new card in hand: it may be of any suit
                memory.void[event["player"]].clear()
                if event.get("target") is not None:
                    memory.void[event["target"]].clear()
            if rng is not None and event["kind"] in _MOVES:
                _guess(memory, event, me, counts, rng)
            else:
                if rng is not None and event["kind"] == "switch":
                    _unplace(memory, event["piece"])
                _marker(memory, event, me, pile, view["unused_cards"])
            _count(counts, event, 1)
        pile += _pile_change(event)
    if me is not None:
        memory.pieces[me] = list(view["my_pieces"])
        memory.cards[me] = list(view["hand"])
    return memory


def _marker(memory: Memory, event: dict[str, Any], me: int | None, pile: int, unused: int) -> None:
    """A used marker's effect on the memory (``pile`` and ``unused``: the sizes of the piles before it)."""
    player, kind, target = event["player"], event["kind"], event.get("target")
    seen = me is not None and me in (player, target)
    pieces, cards = memory.pieces, memory.cards
    if kind == "steal":
        if seen:
            _drop(pieces[target], event["piece"])
            pieces[player].append(event["piece"])
        else:
            pieces[target].clear()  # a random one of them left
    elif kind == "gift":
        if seen:
            _drop(pieces[player], event["piece"])
            pieces[target].append(event["piece"])
        else:
            pieces[player].clear()
    elif kind == "toss":
        if seen:
            _drop(pieces[player], event["piece"])
        else:
            pieces[player].clear()
        memory.pile_bottom.insert(0, event["piece"] if seen else None)
    elif kind == "switch":
        memory.pile_bottom.insert(0, event["old"])
        _draw(memory.pile_bottom, pile + 1)
    elif kind == "redraw":
        _draw(memory.unused_bottom, unused)
        if seen:
            memory.unused_bottom.insert(0, event["gave"])
        else:
            cards[player].clear()
            memory.unused_bottom.insert(0, None)
    elif kind == "trade":
        if seen:
            other = target if me == player else player
            _drop(cards[other], event["got"])
            cards[other].append(event["gave"])
        else:
            cards[player].clear()
            cards[target].clear()



#: The markers that move a piece, and whose piece moves: the holder's own (chosen) or the target's (at random).
_MOVES = {"steal": "target", "gift": "player", "toss": "player"}


def _count(counts: list[int], event: dict[str, Any], sign: int) -> None:
    """A used marker's change to the piece counts (``sign`` -1: undone)."""
    player, kind = event["player"], event["kind"]
    if kind in ("steal", "gift"):
        giver, taker = (event["target"], player) if kind == "steal" else (player, event["target"])
        counts[giver] -= sign
        counts[taker] += sign
    elif kind == "toss":
        counts[player] -= sign


def _unplace(memory: Memory, piece: str) -> None:
    """Forget where an earlier guess put ``piece``: it has just been seen elsewhere."""
    for held in memory.pieces:
        _drop(held, piece)
    memory.pile_bottom[:] = [None if x == piece else x for x in memory.pile_bottom]


def _guess(memory: Memory, event: dict[str, Any], me: int | None, counts: list[int], rng: Rng) -> None:
    """A steal, gift or toss, its piece guessed where this seat did not see it.

    A steal takes any of the target's pieces alike. A gift or toss is chosen: most often a rotten
    piece (one in four a tasty one, as a seat on top sheds points). A guess may be a piece this seat
    never saw: then only the counts move, and the deal fills them. A piece seen later somewhere else
    is taken back from where a guess put it (:func:`_unplace`).
    """
    kind, player = event["kind"], event["player"]
    holder = event[_MOVES[kind]]
    known = memory.pieces[holder]
    piece = event.get("piece") if me in (player, event.get("target")) else None
    if piece is not None:
        if piece not in known and known and len(known) >= counts[holder]:  # a guess filled this seat wrongly
            known.pop(rng.below(len(known)))
        _unplace(memory, piece)
    else:
        rotten = [x for x in known if piece_kind(x) == ROTTEN]
        if kind != "steal" and rotten and rng.below(4):
            piece = rotten[rng.below(len(rotten))]
        else:
            slot = rng.below(max(counts[holder], len(known), 1))
            piece = known[slot] if slot < len(known) else None
        if piece is not None:
            known.remove(piece)
    if kind == "toss":
        memory.pile_bottom.insert(0, piece)
    elif piece is not None:
        memory.pieces[player if kind == "steal" else event["target"]].append(piece)
