"""Cookie Battle bots that play by rules of thumb, reading only their seat's view.

The normal bot counts: every contested piece is shown before it is won, so it knows what
it holds and most of what the others hold (:mod:`.memory`). It wants the pieces that add
to its score (above all the one that completes a cookie), ducks rotten ones, earns markers
with low cards and spends them on its rotten pieces. Since the top score gets a stomach
ache and loses, it stops collecting once it would clearly be on top, and then sheds points.
The easy bot plays at random but knows that rotten pieces are bad.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.game import Action
from ..core.rng import Rng
from .data import GOLD, GREY, MAGICIAN, MARKER_HIGH, MARKER_LOW, POINTS_PER_UNUSED_MARKER, ROTTEN, ROUNDS, SUIT, VALUE
from .data import kind_of as piece_kind
from .engine import best_assembly, marker_earners, trick_winner
from .memory import remember

UNKNOWN_PIECE = 1.5  # what a piece of someone else's that this seat never saw is worth, on average


# --- choosing a card for a wish: win the trick, lose it, or either --------------------------


def power(card: str) -> int:
    """How hard a card is to beat, roughly: 13, then golds, then numbers (a 0 and the Magician last)."""
    value = VALUE[card]
    if value is None:
        return -2
    if value == 13:
        return 100
    if value == 0:
        return -1
    return value + (20 if SUIT[card] == GOLD else 0)


def spare(card: str) -> int:
    """How much a card is worth keeping: the cards that win or duck at will (13, 0, Magician, gold) most."""
    value = VALUE[card]
    if value is None or value in (0, 13):
        return 60 if value != 13 else 100
    return value + (20 if SUIT[card] == GOLD else 0)


def wins(trick: Sequence[str], card: str) -> bool:
    """Would ``card`` take the trick as it stands?"""
    return trick_winner([*trick, card])[0] == len(trick)


def earns_marker(trick: Sequence[str], card: str) -> bool:
    """Would ``card`` earn a marker as the trick stands (a lowest 2–5, or the Magician)?"""
    if card == MAGICIAN:
        return True
    value = VALUE[card]
    if value is None or not MARKER_LOW <= value <= MARKER_HIGH or SUIT[card] == GREY:
        return False
    return len(trick) in marker_earners([*trick, card])


def pick_card(cards: Sequence[str], trick: Sequence[str], players: int, wish: int) -> str:
    """The card of ``cards`` (the playable ones) that best serves ``wish``: +1 win, -1 lose, 0 either.

    To win: the cheapest sure winner when last, else the strongest card that takes the trick for now.
    To lose: the strongest card that loses (a 0 only when last: a 12 may still come). Either: a card
    that earns a marker, else the one least worth keeping.
    """
    if wish > 0:
        if not trick:
            return max(cards, key=power)
        last = len(trick) == players - 1
        order = sorted(cards, key=power, reverse=not last)
        return next((c for c in order if wins(trick, c)), None) or min(cards, key=spare)
    if wish < 0:
        if not trick:
            return min(cards, key=power)
        last = len(trick) == players - 1
        order = sorted(cards, key=power, reverse=True)
        safe = next((c for c in order if (last or VALUE[c] != 0) and not wins(trick, c)), None)
        return safe or next((c for c in order if not wins(trick, c)), None) or order[-1]
    earning = [c for c in cards if c != MAGICIAN and trick and earns_marker(trick, c)]
    return min(earning or cards, key=spare)


# --- what a seat can count -----------------------------------------------------------------


def points(pieces: Sequence[str]) -> int:
    """The points of these pieces at the final assembly."""
    return best_assembly(pieces)["points"]


def estimates(view: dict[str, Any]) -> list[float]:
    """Each seat's score as this seat can count it: known pieces exactly, the others on average, markers at 2."""
    memory = remember(view)
    counts, markers = view["piece_counts"], view["marker_counts"]
    return [
        points(memory.pieces[p])
        + UNKNOWN_PIECE * (counts[p] - len(memory.pieces[p]))
        + POINTS_PER_UNUSED_MARKER * markers[p]
        for p in range(view["players"])
    ]


def tricks_left(view: dict[str, Any]) -> int:
    """Tricks still to be played in the game, this one included."""
    per_round = view["tricks_per_round"]
    return (ROUNDS - view["round"]) * per_round + per_round - view["trick_number"] + 1


# --- the bots ------------------------------------------------------------------------------------


class EasyBot:
    """Any legal move, but never wins a rotten piece when, last to play, another card loses."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        piece = view["contested"]
        trick = [t["card"] for t in view["trick"]]
        if piece is not None and piece_kind(piece) == ROTTEN and len(trick) == view["players"] - 1:
            ducks = [a for a in legal if a["do"] != "play" or not wins(trick, a["card"])]
            return self.rng.choice(ducks or list(legal))
        return self.rng.choice(legal)


class NormalBot:
    """Passes its least useful cards, wins the pieces it wants, ducks the rest, uses markers on rotten pieces."""

    #: Points per trick left in the game by which the bot counts itself on top before it is (0: once it is).
    caution = 0.0
    #: On top with this few tricks left in the game, it spends markers to lose their 2 points each (0: never).
    burn_tricks = 12

    def __init__(self, seed: int = 0, *, caution: float = caution, burn_tricks: int = burn_tricks) -> None:
        self.rng = Rng(seed)
        self.caution, self.burn_tricks = caution, burn_tricks  # the strong bot's rules set their own

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        if legal[0]["do"] == "pass":
            return pass_least_useful(view["hand"])
        me = view["viewer"]
        scores = estimates(view)
        marker = self._marker(view, legal, scores)
        if marker is not None:
            return marker
        cards = [a["card"] for a in legal if a["do"] == "play"]
        trick = [t["card"] for t in view["trick"]]
        return {"do": "play", "card": pick_card(cards, trick, view["players"], wish(view, scores, me, self.caution))}

    def _marker(self, view: dict[str, Any], legal: Sequence[Action], scores: list[float]) -> Action | None:
        """A marker worth more than its 2 points: a rotten piece given to a rival or tossed away.

        On top near the end, a marker is spent for its own sake: its 2 points are 2 too many.
        """
        me = view["viewer"]
        mine = view["my_pieces"]
        top = max(s for p, s in enumerate(scores) if p != me)
        if scores[me] > top and tricks_left(view) <= self.burn_tricks:
            return self._burn(view, legal, scores)
        rotten = [x for x in mine if piece_kind(x) == ROTTEN]
        if not rotten or not any(a["do"] == "marker" for a in legal):
            return None
        without = list(mine)
        without.remove(rotten[0])
        if points(without) - points(mine) <= POINTS_PER_UNUSED_MARKER:
            return None
        others = sorted((p for p in range(view["players"]) if p != me), key=lambda p: scores[p])
        rivals = others[:-1] or others  # the top one may stay on top: the others are who I must beat
        gifts = [a for a in legal if a.get("kind") == "gift" and a["piece"] == rotten[0]]
        for rival in reversed(rivals):
            for action in gifts:
                if action["target"] == rival:
                    return action
        return next((a for a in legal if a.get("kind") == "toss" and a["piece"] == rotten[0]), None)

    def _burn(self, view: dict[str, Any], legal: Sequence[Action], scores: list[float]) -> Action | None:
        """The marker that costs its holder most: a tasty piece to the lowest score, else any that does nothing."""
        me = view["viewer"]
        lowest = min((p for p in range(view["players"]) if p != me), key=lambda p: scores[p])
        mine = view["my_pieces"]

        def loss(action: Action) -> float:
            if "piece" not in action or (action["kind"] == "gift" and action["target"] != lowest):
                return -1 if action["kind"] in ("gift", "steal", "trade") else 0
            rest = list(mine)
            rest.remove(action["piece"])
            return points(mine) - points(rest)

        markers = [a for a in legal if a["do"] == "marker"]
        best = max(markers, key=loss, default=None)
        return best if best is not None and loss(best) >= 0 else None


def wish(view: dict[str, Any], scores: Sequence[float], me: int, caution: float) -> int:
    """+1 to win this trick's piece, -1 to lose it, 0 either: more points unless they would give a stomach ache.

    With ``caution``, a seat counts itself on top once within that many points per trick left of the top.
    """
    piece = view["contested"]
    if piece is None:
        return 0
    mine = view["my_pieces"]
    gain = points([*mine, piece]) - points(mine)
    top = max(s for p, s in enumerate(scores) if p != me)
    ahead = scores[me] + gain - top + caution * (tricks_left(view) - 1)
    if ahead > 0:  # on top at the end: the fewer points the better
        return -1 if gain > 0 else 1 if gain < 0 else 0
    return 1 if gain > 0 else -1 if gain < 0 else 0


def pass_least_useful(hand: Sequence[str]) -> Action:
    """Pass the two middling cards: the ones that can neither win nor duck at will."""
    ranked = sorted(hand, key=lambda c: (abs(spare(c) - 7), c))
    return {"do": "pass", "left": ranked[0], "right": ranked[1]}
