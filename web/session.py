"""One game at the table: the engine state plus who sits in each seat, and its autosave.

A save is ``{"engine": pygames.save(state), "seats": [{"name", "bot", "colour", "level", "hints"}, ...],
"hints": allowed}`` (a hosted table's phone seats also have ``"phone": true`` and their ``"token"``, and the
save the deal's ``"deal"`` proof: web/hosting.py) under
``pygames:save:<game id>`` (a seat saved before colours or levels existed gets its seat's default colour
and the default level);
``pygames:current`` names the game being played, so a reload goes straight back to it.

Storage is anyone's to edit and other tabs share it, so: a save is parsed with its nesting
bounded, and anything wrong with it is a SaveError; a tab writes only over the exact save text
it last read or wrote (otherwise the game moved on in another tab, and it stops); a refused
write is kept as ``Session.unsaved`` (``uncounted`` for the history) for the play screen to announce.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pygames
from pygames import Game, SaveError, State
from pygames.core import DEFAULT_LEVEL, LEVELS, Bot
from pygames.core.rng import new_seed

from . import colours, storage
from .names import clip, isolate

CURRENT = "current"
#: The strong level searches the iterations its strength was measured at (its ``ITERATIONS``, as in the bench's
#: tables), in slices so the page stays live, but never more than this many seconds of its own: a phone at half
#: this machine's speed still reaches them (bench/bots.py --budget). The time the table still shows the last move
#: step by step, and the pause every bot move takes, are free on top (``bot_turn``).
STRONG_CAP = 2.5


@dataclass
class Seat:
    """A player: a name (user text, shown as text only), whether a bot plays it, a colour (web/colours.py),
    and how well the bot plays (a level of ``pygames.core.LEVELS``; kept for a human too, should they swap)."""

    name: str
    bot: bool
    colour: str
    level: str = DEFAULT_LEVEL
    hints: int = 0  # hints this seat has asked for (shown at the game's end and in its record)
    phone: bool = False  # a person at the table playing on their own phone (web/hosting.py)
    token: str = ""  # that phone's seat token: its invitation carries it, a returning phone shows it again

    def to_json(self) -> dict[str, Any]:
        seat = {"name": self.name, "bot": self.bot, "colour": self.colour, "level": self.level, "hints": self.hints}
        return {**seat, "phone": True, "token": self.token} if self.phone else seat


@dataclass
class Session:
    """A game in progress with its seats; bots (each at its seat's level) are rebuilt on load."""

    state: State
    seats: list[Seat]
    stored: str | None = None  # the save text this tab last read or wrote: the only one it may replace
    #: A new game not yet written: it replaces whatever an older game left under its key.
    fresh: bool = False
    hints: bool = True  # whether a human seat may ask for a hint (set up at the table)
    keep: bool = True  # False for a lesson: it is never saved, counted or resumed
    deal: dict[str, Any] | None = None  # a hosted table's proof of its deal (pygames.core.commit), sent at the end
    unsaved: str | None = field(default=None, init=False)  # why the last autosave failed (storage.FULL/REFUSED)
    moved_on: bool = field(default=False, init=False)  # the save changed in another tab: this tab plays no more
    counted: bool = field(default=False, init=False)  # the finished game is in this device's history (web/history.py)
    uncounted: str | None = field(default=None, init=False)  # why the finished game could not be added to it
    bots: dict[int, Bot] = field(init=False)
    remote: Any = field(default=None, init=False)  # the web.hosting.Hosting of a table with phone seats

    def __post_init__(self) -> None:
        self.bots = {i: make_bot(self.game, seat.level) for i, seat in enumerate(self.seats) if seat.bot}

    @property
    def game(self) -> Game:
        return self.state.game

    @property
    def names(self) -> list[str]:
        """The names as shown: each inside a bidi isolate."""
        return [isolate(seat.name) for seat in self.seats]

    @property
    def colours(self) -> list[str]:
        """The CSS class that paints each seat (``pc-0`` … ``pc-7``), in seat order."""
        return [colours.css_class(seat.colour) for seat in self.seats]

    def humans(self) -> list[int]:
        """The seats people play, on this device or on their phones (the engine's undo rule reads them)."""
        return [i for i, seat in enumerate(self.seats) if not seat.bot]

    def here(self) -> list[int]:
        """The seats people play on this device."""
        return [i for i, seat in enumerate(self.seats) if not seat.bot and not seat.phone]

    def acting_humans(self) -> list[int]:
        """The people on this device who may act now."""
        return [p for p in self.state.to_act() if not self.seats[p].bot and not self.seats[p].phone]

    def acting_phones(self) -> list[int]:
        return [p for p in self.state.to_act() if self.seats[p].phone]

    def acting_bots(self) -> list[int]:
        return [p for p in self.state.to_act() if self.seats[p].bot]

    def play(self, player: int, action: Any) -> None:
        """Apply an action (raises IllegalAction, changing nothing) and autosave; nothing once moved on."""
        if self.moved_on:
            return
        self.state.apply(player, action)
        self.store()
        if self.remote is not None:
            self.remote.changed()

    def undo_point(self, player: int) -> int | None:
        """How many actions stay if ``player`` undoes (the engine's rule, with the humans at this table)."""
        return None if self.moved_on else self.state.undo_point(player, self.humans())

    def undo(self, player: int) -> bool:
        """Take back ``player``'s latest undoable action (and the bots' moves since) and autosave; False if none."""
        keep = self.undo_point(player)
        if keep is None:
            return False
        self.state = self.state.rewind(keep)
        self.store()
        if self.remote is not None:
            self.remote.changed()
        return True

    def bot_turn(self, player: int, busy: Callable[[], bool]) -> Iterator[bool]:
        """The bot in ``player``'s seat thinks, yielding between slices of its search (False), then moves.

        It sees only that seat's view. While ``busy()`` (the table still shows the last move, step by step) its
        search goes on for free, and its move waits until the table is free. Should the game change while it
        thinks (an undo, a game played on in another tab), its move is dropped: the play screen asks again.
        """
        state, moves = self.state, len(self.state.history)
        bot = self.bots[player]
        view, legal = state.view(player), state.legal_actions(player)
        if hasattr(bot, "think"):
            thinking = bot.think(view, legal)
            action = next(thinking)
            while action is None:
                yield False
                action = thinking.send(busy())
        else:
            action = bot.choose(view, legal)
        yield False  # the move (its save, then its drawing) in a task of its own, after the last slice
        while busy():
            yield True  # only waiting: no need to come back at once
        if self.state is state and len(state.history) == moves:
            self.play(player, action)

    def store(self) -> None:
        """Autosave (or clear the save once the game is over), unless another tab changed it meanwhile.

        ``pygames:current`` is written only after its save, so a reload never points at a save that is not there.
        """
        if not self.keep:
            return
        key = save_key(self.game.id)
        try:
            found = storage.look(key)
        except storage.Unreadable as err:  # not another tab: nothing can be checked, so nothing is written
            self.unsaved = err.reason
            return
        if found != self.stored and not self.fresh:
            self.moved_on = True
            return
        if self.state.is_over():  # a finished game cannot be continued; it is counted in the history
            from . import history

            storage.remove(key)
            storage.remove(CURRENT)
            self.stored = self.unsaved = None
            if not self.counted:
                self.counted = True
                self.uncounted = history.add(self.state, [seat.name for seat in self.seats],
                                             [seat.hints for seat in self.seats])
            return
        saved = {"engine": pygames.save(self.state), "seats": [seat.to_json() for seat in self.seats],
                 "hints": self.hints}
        text = json.dumps({**saved, "deal": self.deal} if self.deal else saved, separators=(",", ":"))
        self.unsaved = storage.write(key, text)
        if self.unsaved is None:
            self.stored, self.fresh = text, False
            storage.write(CURRENT, self.game.id)


def make_bot(game: Game, level: str) -> Bot:
    """A bot at ``level``, seeded apart from the game (a bot must not share the stream that shuffles the decks).

    The strong level searches its own iteration budget, within ``STRONG_CAP`` seconds.
    """
    if level == "strong":
        strong = game.bots[level].resolve()
        return strong(new_seed(), iterations=strong.ITERATIONS, seconds=STRONG_CAP)
    return game.bots[level](new_seed())


def save_key(game_id: str) -> str:
    return f"save:{game_id}"


def new_session(game: Game, seats: list[Seat], options: dict[str, Any], seed: int | None = None,
                hints: bool = True, deal: dict[str, Any] | None = None) -> Session:
    """A fresh game dealt from 128 random bits (the browser's ``crypto.getRandomValues``), saved at once;
    ``seed``: a shared deal's instead.

    It replaces this game's save, whatever it holds (the setup screen warns of that).
    """
    seed = new_seed() if seed is None else seed
    session = Session(game.new(len(seats), seed, options), seats, fresh=True, hints=hints, deal=deal)
    session.store()
    return session


def changed_elsewhere(game_id: str, stored: str | None) -> bool:
    """Whether another tab wrote this game's save: a read that works and finds other text than ``stored``.

    A read the browser refuses tells nothing, so it is never taken for another tab.
    """
    try:
        return storage.look(save_key(game_id)) != stored
    except storage.Unreadable:
        return False


def has_save(game_id: str) -> bool:
    return storage.read(save_key(game_id)) is not None


def load_session(game_id: str) -> Session:
    """The saved game for ``game_id``; raises SaveError (with a reason) if it cannot be resumed, and nothing else."""
    text = storage.read(save_key(game_id))
    if text is None:
        raise SaveError("There is no saved game.")
    try:
        return session_from(storage.parse(text), game_id, text)
    except SaveError:
        raise
    except Exception as err:  # noqa: BLE001 - whatever storage holds is a damaged save, never a dead page
        raise SaveError(f"This save is damaged: {type(err).__name__}.") from err


def session_from(data: Any, game_id: str, text: str) -> Session:
    if not isinstance(data, dict):
        raise SaveError("This is not a saved game.")
    state = pygames.load(data.get("engine"))
    if state.game.id != game_id:
        raise SaveError("This save belongs to another game.")
    seats = data.get("seats")
    if not (
        isinstance(seats, list)
        and len(seats) == state.num_players
        and all(
            isinstance(s, dict) and isinstance(s.get("name"), str) and isinstance(s.get("bot"), bool) for s in seats
        )
    ):
        raise SaveError("This save is damaged (seats).")
    deal = data.get("deal")
    return Session(
        state,
        [Seat(clip(s["name"]), s["bot"], saved_colour(s, i), saved_level(s), saved_hints(s), *saved_phone(s))
         for i, s in enumerate(seats)],
        stored=text,
        hints=data.get("hints") is not False,  # a save from before hints allowed them
        deal=deal if isinstance(deal, dict) else None,
    )


def saved_phone(seat: dict[str, Any]) -> tuple[bool, str]:
    """Whether a saved seat is a phone's, and its token; one without a token that could be shown is not."""
    from pygames.core.wire import is_token

    token = seat.get("token")
    if seat.get("phone") is True and not seat["bot"] and is_token(token):
        return True, token
    return False, ""


def saved_colour(seat: dict[str, Any], index: int) -> str:
    """A seat's saved colour; a save from before colours (or one edited by hand) gets the seat's default.

    A colour only paints the seat, so an odd one is replaced rather than keeping the game from resuming.
    """
    colour = seat.get("colour")
    return colour if colour in colours.PALETTE else colours.default(index)


def saved_level(seat: dict[str, Any]) -> str:
    """A seat's saved bot level; a save from before levels (or an odd value) gets the default, as colours do."""
    level = seat.get("level")
    return level if level in LEVELS else DEFAULT_LEVEL


def saved_hints(seat: dict[str, Any]) -> int:
    """A seat's count of hints; a save from before hints (or an odd value) counts none."""
    hints = seat.get("hints")
    return hints if type(hints) is int and 0 <= hints < 10**6 else 0


def discard(game_id: str) -> None:
    """Delete a game's save (and forget it as the current game)."""
    storage.remove(save_key(game_id))
    if storage.read(CURRENT) == game_id:
        storage.remove(CURRENT)


def current_game() -> str | None:
    """What ``pygames:current`` names: the game on screen when the page was left (``App.resume`` checks it)."""
    return storage.read(CURRENT)


def arrive(session: Session) -> None:
    """The player is at this game's table (by Back or Forward too): a reload should come back to it."""
    saved = storage.read(save_key(session.game.id))  # unreadable: None, and no pointer to a save unseen
    if saved is not None and saved == session.stored and not session.moved_on:
        storage.write(CURRENT, session.game.id)


def leave() -> None:
    """The player went back home: a reload should show home, not jump into the game."""
    storage.remove(CURRENT)
