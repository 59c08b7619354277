"""How often a random opponent's next turn wins, counted over all of its choices: the strong bot's danger check.

A random reply that lines up three of a god one time in fifty is the strong bot's main way to lose to a random
player, and a few hundred playouts cannot tell such a move from a safe one. So the check plays the rest of the
bot's turn and the opponent's whole next turn on a few sampled deck orders, and in each it goes through *every*
choice the opponent has (the refill before its action, its action, the refill after), each as likely as a random
player makes it. The deck orders are the only thing left to chance. (A game drawn by twelve quiet actions
counts as no win: random players never come near it.)

This runs outside the engine, on small lists of card numbers (card = god × 3 + sign, so a sign beats the next
one, rock → scissors → paper → rock), because it plays thousands of turns a move. It reads only the bot's view.
"""

from __future__ import annotations

from collections.abc import Iterator
from copy import copy
from itertools import permutations
from typing import Any

from ..core import Action, Rng
from .data import GODS, SIGNS, SLOTS, STOCK, WIN_BATTLES, card

NUMBER = {card(g, s): 3 * i + j for i, g in enumerate(GODS) for j, s in enumerate(SIGNS)}
Row = list[int | None]


def _beats(a: int, b: int) -> bool:
    return (b - a) % 3 == 1


def _draw(deck: list[int], discard: list[int], rng: Rng) -> int:
    """The top card; an empty deck is first rebuilt from the discard pile, shuffled."""
    if not deck:
        deck[:], discard[:] = discard, []
        rng.shuffle(deck)
    return deck.pop()


def _refills(row: Row, stock: list[int]) -> list[Row]:
    """The engine's refill choices: which stock card goes into which gap (``None``: the deck fills it)."""
    gaps = [i for i in range(SLOTS) if row[i] is None]
    options = []
    if len(gaps) >= len(stock):
        for chosen in permutations(gaps, len(stock)):
            slots: Row = [None] * SLOTS
            for c, slot in zip(stock, chosen):
                slots[slot] = c
            options.append(slots)
    else:
        for picked in permutations(stock, len(gaps)):
            slots = [None] * SLOTS
            for c, slot in zip(picked, gaps):
                slots[slot] = c
            options.append(slots)
    return options


def _refill(row: Row, stock: list[int], deck: list[int], discard: list[int], slots: Row, rng: Rng) -> None:
    """Put the chosen stock cards in, the deck's top cards in the other gaps (left to right), then draw to two."""
    for i, c in enumerate(slots):
        if c is not None:
            stock.remove(c)
            row[i] = c
    for i in range(SLOTS):
        if row[i] is None:
            row[i] = _draw(deck, discard, rng)
    while len(stock) < STOCK:
        stock.append(_draw(deck, discard, rng))


def _moves(stock: list[int], last: str | None, no_repeat: bool) -> list[tuple[str, Any, Any]]:
    """Every action of a turn after the first: (kind, how, card), ``card`` the stock card a retreat brings in
    (``None``: the deck's top card)."""
    moves: list[tuple[str, Any, Any]] = [("slide", "left", None), ("slide", "right", None)]
    moves += [("change", 0, None), ("change", SLOTS - 1, None)]
    for slot in range(SLOTS):
        moves += [("retreat", slot, c) for c in stock]
        moves.append(("retreat", slot, None))
    if no_repeat and last:
        moves = [m for m in moves if m[0] != last]
    return moves


def _act(row: Row, stock: list[int], deck: list[int], discard: list[int], move: tuple[str, Any, Any], rng: Rng) -> Row:
    kind, how, c = move
    if kind == "slide":
        return row[1:] + row[:1] if how == "left" else row[-1:] + row[:-1]
    row = list(row)
    if kind == "change":
        row[1], row[how] = row[how], row[1]
    else:
        discard.append(row[how])  # type: ignore[arg-type]
        if c is None:
            row[how] = _draw(deck, discard, rng)
        else:
            stock.remove(c)
            row[how] = c
    return row


def _battle(row: Row, facing: Row, discard: list[int], facing_discard: list[int]) -> tuple[int, int]:
    """Columns won by ``row`` and by ``facing``; each lost card leaves a gap and goes to its owner's discard."""
    won = lost = 0
    for i in range(SLOTS):
        a, b = row[i], facing[i]
        if _beats(a, b):  # type: ignore[arg-type]
            won += 1
            facing_discard.append(b)  # type: ignore[arg-type]
            facing[i] = None
        elif _beats(b, a):  # type: ignore[arg-type]
            lost += 1
            discard.append(a)  # type: ignore[arg-type]
            row[i] = None
    return won, lost


def _line(row: Row) -> bool:
    return row[0] // 3 == row[1] // 3 == row[2] // 3  # type: ignore[operator]


class World:
    """One sampled deck order for each player, and the table as the bot's view shows it (the bot's side first)."""

    def __init__(self, view: dict[str, Any], rng: Rng) -> None:
        me = view["viewer"]
        self.rng = rng
        self.no_repeat, self.must_retreat = bool(view["options"].get("no_repeat")), view["must_retreat"]
        sides = [view["sides"][me], view["sides"][1 - me]]
        self.rows: list[Row] = [[None if c is None else NUMBER[c] for c in side["field"]] for side in sides]
        self.stocks = [[NUMBER[c] for c in side["stock"]] for side in sides]
        self.discards = [[NUMBER[c] for c in side["discard"]] for side in sides]
        self.wins = tuple(side["wins"] for side in sides)
        self.last = [side["last_action"] for side in sides]
        self.known: dict[tuple[Any, ...], float] = {}  # the opponent's turns already counted
        self.decks = []
        for side, row, stock, discard in zip(sides, self.rows, self.stocks, self.discards):
            seen = set(row) | set(stock) | set(discard)
            deck = [NUMBER[card(g, s)] for g in side["gods"] for s in SIGNS if NUMBER[card(g, s)] not in seen]
            rng.shuffle(deck)
            self.decks.append(deck)

    def refilled(self, slots: Row) -> World:
        """This world once the bot has refilled its row with ``slots`` (before its action)."""
        twin = copy(self)
        twin.rows, twin.stocks, twin.decks, twin.discards = (
            [list(x[0]), x[1]] for x in (self.rows, self.stocks, self.decks, self.discards)
        )
        _refill(twin.rows[0], twin.stocks[0], twin.decks[0], twin.discards[0], slots, self.rng)
        return twin


def opponent_wins(world: World, mine: Row, wins: tuple[int, int], rows=None) -> float:
    """The share of a random opponent's whole next turns that win: three of a god, or the battles.

    ``mine`` is the bot's row as its turn ends (full); ``rows`` the opponent's row, stock, deck, discard if not
    the world's own."""
    row, stock, deck, discard = rows or (world.rows[1], world.stocks[1], world.decks[1], world.discards[1])
    key = (*mine, *row, *stock, *wins, *deck, -1, *discard)  # many of the bot's turns end alike
    known = world.known.get(key)
    if known is not None:
        return known
    if None in row:
        options = _refills(row, stock)
        total = 0.0
        for slots in options:
            r, s, d, x = list(row), list(stock), list(deck), list(discard)
            _refill(r, s, d, x, slots, world.rng)
            total += _opponent_acts(world, mine, wins, r, s, d, x)
        value = total / len(options)
    else:
        value = _opponent_acts(world, mine, wins, row, stock, deck, discard)
    world.known[key] = value
    return value


def _opponent_acts(world: World, mine: Row, wins: tuple[int, int], row: Row, stock, deck, discard) -> float:
    """The share of the opponent's actions (and the refills after them) that win, its row already refilled."""
    moves = _moves(stock, world.last[1], world.no_repeat)
    total = 0.0
    for kind, how, c in moves:
        s, d, x = stock, deck, discard
        if kind == "slide":
            r = row[1:] + row[:1] if how == "left" else row[-1:] + row[:-1]
        else:
            r = list(row)
            if kind == "change":
                r[1], r[how] = r[how], r[1]
            elif c is not None:
                x = [*discard, r[how]]
                r[how] = c
                s = [k for k in stock if k != c]
            elif deck:
                x = [*discard, r[how]]
                r[how], d = deck[-1], deck[:-1]
            else:  # the deck is rebuilt from the discard pile: the slow way
                s, d, x = list(stock), [], list(discard)
                r = _act(row, s, d, x, (kind, how, c), world.rng)
        won = lost = 0
        for i in range(SLOTS):
            a, b = r[i], mine[i]
            if (b - a) % 3 == 1:  # type: ignore[operator]
                won += 1
            elif (a - b) % 3 == 1:  # type: ignore[operator]
                lost += 1
                x = [*x, a]
                r[i] = None
        my_wins, their_wins = wins[0] + lost, wins[1] + won
        # The battles decide if a line does not: nine wins, and a tie goes to the bot (not on turn).
        by_battles = 1.0 if their_wins >= WIN_BATTLES and their_wins > my_wins else 0.0
        gods = {k // 3 for k in r if k is not None}
        if len(gods) > 1:
            total += by_battles
        elif not lost:
            total += 1.0  # three of a god already
        elif gods and len(d) >= lost and sum(k // 3 in gods for k in (*s, *d[-lost:])) < lost:
            total += by_battles  # too few cards of that god within reach
        else:
            total += _refilled_lines(r, s, d, x, by_battles, world.rng)
    return total / len(moves)


def _refilled_lines(
    row: Row, stock: list[int], deck: list[int], discard: list[int], otherwise: float, rng: Rng
) -> float:
    """The share of the refills of ``row`` (its cards all of one god) that make three of a god (or else win
    ``otherwise``: on battles, or not)."""
    options = _refills(row, stock)
    if len(deck) < SLOTS:  # the deck may run out: the discard pile comes under it, shuffled
        rebuilt = list(discard)
        rng.shuffle(rebuilt)
        deck = rebuilt + deck
    lines = 0.0
    for slots in options:
        r = [k if k is not None else slots[i] for i, k in enumerate(row)]
        top = len(deck)
        for i in range(SLOTS):
            if r[i] is None:
                top -= 1
                r[i] = deck[top]
        lines += 1.0 if _line(r) else otherwise
    return lines / len(options)


def _end_of_my_turn(row: Row, wins: tuple[int, int]) -> float | None:
    """The bot's own win check as its turn ends: 0 (it wins), 1 (it loses on battles), None (play goes on)."""
    if _line(row):
        return 0.0
    if max(wins) >= WIN_BATTLES:
        return 0.0 if wins[0] > wins[1] else 1.0  # a tie goes to the player not on turn
    return None


def _after_refill(w: World, row: Row, stock, deck, discard, slots: Row, wins, theirs=None) -> float:
    """The danger once the bot puts ``slots`` in and ends its turn."""
    r, s, d, x = list(row), list(stock), list(deck), list(discard)
    _refill(r, s, d, x, slots, w.rng)
    end = _end_of_my_turn(r, wins)
    return end if end is not None else opponent_wins(w, r, wins, theirs)


def _act_danger(worlds: list[World], move: tuple[str, Any, Any]) -> float:
    """The danger of an action over ``worlds``: for each card a blind retreat may draw (what the bot sees before
    it refills), the refill that is safest over the worlds that drew it."""
    blind = move[0] == "retreat" and move[2] is None
    seen: dict[int | None, list[list[float]]] = {}
    for w in worlds:
        s, d, x = list(w.stocks[0]), list(w.decks[0]), list(w.discards[0])
        r = _act(w.rows[0], s, d, x, move, w.rng)
        drawn = r[move[1]] if blind else None
        theirs = (list(w.rows[1]), list(w.stocks[1]), list(w.decks[1]), list(w.discards[1]))
        won, lost = _battle(r, theirs[0], x, theirs[3])
        wins = (w.wins[0] + won, w.wins[1] + lost)
        options = _refills(r, s) if None in r else [[None] * SLOTS]
        seen.setdefault(drawn, []).append([_after_refill(w, r, s, d, x, slots, wins, theirs) for slots in options])
    return sum(min(map(sum, zip(*values))) for values in seen.values()) / len(worlds)


def dangers(view: dict[str, Any], legal: list[Action], worlds: int, rng: Rng) -> Iterator[float | None]:
    """Each legal action's danger in turn: how often the random opponent's next turn wins, the bot's turn ended as
    safely as it can be by what it will see. A ``None`` between them marks where a caller may pause
    (:func:`~pygames.core.search.in_slices`): an action's danger may take tens of milliseconds."""
    sampled = [World(view, rng) for _ in range(worlds)]
    for action in legal:
        if view["step"] == "act":
            yield _act_danger(sampled, _move(action))
            continue
        slots = [None if c is None else NUMBER[c] for c in action["slots"]]
        if view["acted"]:  # the refill that ends the turn
            total = sum(
                _after_refill(w, *(x[0] for x in (w.rows, w.stocks, w.decks, w.discards)), slots, w.wins)
                for w in sampled
            )
            yield total / worlds
            continue
        # A refill before the action: for each row and stock it may leave, the safest action.
        seen: dict[tuple[Any, ...], list[World]] = {}
        for w in sampled:
            twin = w.refilled(slots)
            seen.setdefault((*twin.rows[0], *twin.stocks[0]), []).append(twin)
        total = 0.0
        for group in seen.values():
            moves = _moves(group[0].stocks[0], group[0].last[0], group[0].no_repeat)
            if group[0].must_retreat:
                moves = [m for m in moves if m[0] == "retreat"]
            least = 1.0
            for move in moves:
                least = min(least, _act_danger(group, move))
                if not least:
                    break  # nothing is safer
                yield None
            total += len(group) * least
        yield total / worlds


def _move(action: Action) -> tuple[str, Any, Any]:
    if action["do"] == "slide":
        return ("slide", action["from"], None)
    if action["do"] == "change":
        return ("change", 0 if action["with"] == "left" else SLOTS - 1, None)
    return ("retreat", action["slot"], NUMBER[action["card"]] if action["from"] == "stock" else None)
