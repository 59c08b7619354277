"""Hennote's strong bot: the core's ISMCTS, on decks and placements sampled from its own view."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Any

from ..core import Action, Rng
from ..core.search import Plan, SearchBot, in_slices
from . import GAME
from .danger import dangers
from .data import BEATS, GODS, SIGNS, WIN_BATTLES, card
from .engine import HennoteState

GOD = {card(g, s): g for g in GODS for s in SIGNS}
BEATEN = {card(g, s): BEATS[s] for g in GODS for s in SIGNS}  # the sign each card beats
SIGN = {card(g, s): s for g in GODS for s in SIGNS}
WIN = 100.0  # a scale, not a tuning: any value above the columns and threat (7) gives the same playouts
#: A line the opponent can complete next turn weighs as much as four columns. No evidence of its own (351ba20
#: measured the whole playout: 70% vs normal against 62% for random playouts at equal time).
THREAT = 4


def sample(view: dict[str, Any], rng: Rng) -> HennoteState:
    """A whole game agreeing with ``view``: the deck orders and a placement still face down drawn at random."""
    return HennoteState.from_view(GAME, view, rng.below(2**64))


def observed(state: HennoteState, player: int, action: Action, observer: int) -> Any:
    """A placement is made face down: the observer sees only that it was made. Every other move is public."""
    return None if action["do"] == "place" else action


def playout(state: HennoteState, player: int, rng: Rng) -> Action:
    """The normal bot's rules of thumb, one action deep on the state's own fields: complete three of a god,
    win the battle and do not lose it; a blind draw counts as a tie."""
    legal = state.legal_actions(player)
    if state.phase != "play" or len(legal) == 1:
        return legal[rng.below(len(legal))]
    best: list[Action] = []
    best_value = -2 * WIN
    for action in legal:
        value = _value(state, player, action)
        if value > best_value:
            best, best_value = [action], value
        elif value == best_value:
            best.append(action)
    return best[rng.below(len(best))]


def _value(state: HennoteState, player: int, action: Action) -> float:
    """How good ``action`` looks after its battle: a win or a loss by the win check at the end of the turn,
    else columns won less columns lost, and a line of gods the opponent could complete next turn counts
    heavily against it."""
    row = list(state.field[player])
    stock = state.stock[player]
    kind = action["do"]
    if kind == "refill":
        row = [c or action["slots"][i] for i, c in enumerate(row)]
        return WIN if None not in row and len({GOD[c] for c in row}) == 1 else 0.0
    if kind == "slide":
        row = row[1:] + row[:1] if action["from"] == "left" else row[-1:] + row[:-1]
    elif kind == "change":
        other = 0 if action["with"] == "left" else 2
        row[1], row[other] = row[other], row[1]
    else:
        row[action["slot"]] = action.get("card")  # a blind draw: unknown, None
        if action["from"] == "stock":
            stock = [c for c in stock if c != action["card"]]
    facing = list(state.field[1 - player])
    won = lost = 0
    for i, c in enumerate(row):
        theirs = facing[i]
        if c is None or theirs is None:
            continue
        if BEATEN[c] == SIGN[theirs]:
            won += 1
            facing[i] = None
        elif BEATEN[theirs] == SIGN[c]:
            lost += 1
            row[i] = None
    gods = {GOD[c] for c in row if c}
    if len(gods) == 1:  # three of a god now, or after filling the gaps from the stock
        (god,) = gods
        blind = kind == "retreat" and action["from"] == "deck"
        if not blind and row.count(None) <= sum(GOD[c] == god for c in stock):
            return WIN
    mine, yours = state.wins[player] + won, state.wins[1 - player] + lost
    if max(mine, yours) >= WIN_BATTLES:  # nine wins: more wins, and a tie goes to the player not on turn
        return WIN if mine > yours else -WIN
    return won - lost - THREAT * _threat(facing, state.stock[1 - player])


def _threat(row: list[str | None], stock: list[str]) -> bool:
    """Could this row become three of a god next turn: its gaps and one retreat filled from the stock?"""
    if not stock:
        return False
    reach = row.count(None) + 1
    gods = [GOD[c] for c in row if c]
    for god in {GOD[c] for c in stock}:
        need = 3 - gods.count(god)
        if need <= reach and need <= sum(GOD[c] == god for c in stock):
            return True
    return False


class StrongBot(SearchBot):
    """ISMCTS with the rules of thumb in its playouts, in the play phase.

    The setup is not searched. The gods differ only in name, so they are random. The placement is a
    blind guess against a blind guess in each column, but not as a whole: a god's three cards show
    three different signs, so three of a god facing three of one sign always lose one card in the
    battle, and a line the opponent builds on the first turn rarely stands. The bot places one sign,
    drawn at random, in all three columns (a random first player's opening win: 2.9% → 1.8%).
    """

    PLAN = Plan(sample=sample, playout=playout, observed=observed)
    ITERATIONS = 340
    #: The danger check as a whole (b76136e) vs main: 97.3% vs 96.6% of games 0-999 against random, 97.2% vs 95.8% of
    #: 1000-1999. 16 worlds: a cost, not compared.
    DANGER_WORLDS = 16  # deck orders in the danger check (the opponent's choices are all counted in each)

    def screen(
        self, view: dict[str, Any], legal: Sequence[Action]
    ) -> Sequence[Action] | Generator[None, None, Sequence[Action]]:
        """The placement and the setup without a search (see above); in play, the actions :meth:`safe` leaves."""
        if view["phase"] == "place":
            sign = SIGNS[self.rng.below(len(SIGNS))]
            return [self.rng.choice([a for a in legal if all(SIGN[c] == sign for c in a["slots"])])]
        if view["phase"] != "play":
            return [self.rng.choice(legal)]
        if len(legal) > 1:
            return self.safe(view, legal)
        return legal

    def safe(self, view: dict[str, Any], legal: Sequence[Action]) -> Generator[None, None, list[Action]]:
        """The actions worth searching: the safest by their danger (:mod:`.danger`).

        An action's danger is how often a random opponent's next turn wins after it. With a few hundred
        iterations the search cannot tell a move that lets the opponent line up one time in fifty from a safe
        one: both win nearly always. So only the actions as safe as the safest are searched. (Searching those within
        0.05 of it, each less 1 or 3 times its danger, lost 10 and 9 of 400 games against random where a cut lost 12:
        inside the noise, returned to the cut, #45; seeds 0 and 10000 pooled, before → after: vs random 98.5% → 97.0%
        of 200 games, −1.5 ± 2.9 points; vs normal 70.0% → 67.5% of 80.) In the browser the check took up to 360 ms
        at once (at a refill with gaps), so it runs in slices like the search.
        """
        danger = yield from in_slices(dangers(view, list(legal), self.DANGER_WORLDS, self.rng))
        least = min(danger)
        return [a for a, d in zip(legal, danger) if d <= least]
