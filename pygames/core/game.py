"""The engine protocol that every game implements.

A :class:`Game` is the static description of a game (titles, player range,
variant options) and a factory for states. A :class:`State` is one game in
progress. Subclasses write the rules in a handful of underscore methods; the
public methods here add the checks every game needs, so that an illegal action
always raises :class:`IllegalAction` and leaves the state as it was.
"""

from __future__ import annotations

import copy
import importlib
import marshal
from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .action import Action, same_json
from .bots import Bot, RandomBot
from .errors import IllegalAction
from .rng import SEED_LIMIT, Rng

Text = Mapping[str, str]  # {"ja": ..., "en": ...}


@dataclass(frozen=True)
class Option:
    """A variant option a player can set before a game starts."""

    name: str
    default: Any
    choices: tuple[Any, ...]
    label: Text
    choice_labels: Mapping[Any, Text] = field(default_factory=dict)


@dataclass(frozen=True)
class Game:
    """What a game is, before anyone plays it."""

    id: str
    version: int  # bump when a rules change would replay old saves differently
    title: Text
    description: Text
    min_players: int
    max_players: int
    state_class: Callable[..., State]  # the State subclass, or a Lazy that imports it
    options: tuple[Option, ...] = ()
    rules: Text = field(default_factory=dict)  # the in-app rules, one text per language
    #: Bot makers by name, the default first (``game.bot(seed)`` makes it): the levels players pick
    #: (:data:`~pygames.core.bots.LEVELS`) and ``random``.
    bots: Mapping[str, Callable[[int], Bot]] = field(default_factory=lambda: {"random": RandomBot})
    #: The guided first game: ``"pygames.<id>.lesson:LESSON"`` (a :class:`~pygames.core.lesson.Lesson`), read by
    #: :meth:`lesson`, so listing the games loads no script.
    lesson_at: str | None = None
    #: A rule of thumb's words for a hinted move, ``hint_reason(view, action) -> Text | None`` (the game's
    #: ``hints.reason``, imported on first call): "completes your cookie". None: no rule of thumb says why.
    hint_reason: Callable[[dict[str, Any], Action], Text | None] | None = None

    def lesson(self) -> Any:
        """The game's guided first game (a :class:`~pygames.core.lesson.Lesson`), or None if it has none yet."""
        if self.lesson_at is None:
            return None
        module, _, name = self.lesson_at.partition(":")
        return getattr(importlib.import_module(module), name)

    def bot(self, seed: int, name: str | None = None) -> Bot:
        """A bot for one seat (the default level unless ``name`` picks another)."""
        return self.bots[name or next(iter(self.bots))](seed)

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill in defaults and reject unknown names and values."""
        given = dict(options or {})
        resolved = {}
        for opt in self.options:
            value = given.pop(opt.name, opt.default)
            if not any(value == c and type(value) is type(c) for c in opt.choices):  # 1 is not True
                raise IllegalAction(f"Option {opt.name!r} cannot be {value!r}.")
            resolved[opt.name] = value
        if given:
            raise IllegalAction(f"Unknown option(s) for {self.id}: {', '.join(sorted(given))}.")
        return resolved

    def new(self, num_players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        """A fresh game; every random event in it comes from ``seed``."""
        if type(num_players) is not int or not self.min_players <= num_players <= self.max_players:
            raise IllegalAction(
                f"{self.title['en']} is for {self.min_players}–{self.max_players} players, not {num_players}."
            )
        if type(seed) is not int or not 0 <= seed < SEED_LIMIT:
            raise IllegalAction("The seed must be an integer from 0 to 2**128 - 1.")
        return self.state_class(self, num_players, seed, self.resolve_options(options))


class State(ABC):
    """One game in progress: the rules live in the subclass's underscore methods."""

    game: Game
    #: Attributes that are not part of the position (compared and cloned apart).
    _shared: ClassVar[tuple[str, ...]] = ("game",)
    #: While :meth:`story` runs: the seat watching and the views it has seen so far (else the class's ``None``).
    _watcher: ClassVar[int | None] = None
    _seen: ClassVar[list[dict[str, Any]] | None] = None

    def __init__(self, game: Game, num_players: int, seed: int, options: dict[str, Any]) -> None:
        self.game = game
        self.num_players = num_players
        self.seed = seed
        self.options = options
        self.rng = Rng(seed)
        self.history: list[tuple[int, Action]] = []
        #: For each action that let someone learn what was hidden (history index → those seats): the
        #: points :meth:`undo_point` never goes back past. Filled by :meth:`reveal`, :meth:`gives_away`
        #: and by random draws.
        self.learned: dict[int, frozenset[int]] = {}
        self._learning: set[int] = set()
        self._setup()

    # --- the rules: implemented by each game -------------------------------------

    @abstractmethod
    def _setup(self) -> None:
        """Deal, shuffle and draw whatever the game needs before the first action."""

    @abstractmethod
    def to_act(self) -> list[int]:
        """The players who must act now (several for a simultaneous secret choice)."""

    @abstractmethod
    def legal_actions(self, player: int) -> list[Action]:
        """Every action ``player`` may take now (empty when it is not their turn)."""

    @abstractmethod
    def _apply(self, player: int, action: Action) -> None:
        """Play a legal action, including any chance events it triggers."""

    @abstractmethod
    def _view(self, player: int | None) -> dict[str, Any]:
        """The game-specific part of :meth:`view`."""

    @abstractmethod
    def winners(self) -> list[int]:
        """The players who won (several on a shared win); empty while playing."""

    @abstractmethod
    def scores(self) -> list[int]:
        """Each player's score as the game counts it."""

    def explain(self, player: int, action: Action) -> Text:
        """Why ``action`` is illegal, in words a player understands, in each language (``{"ja": …, "en": …}``).

        Any value may come in: never raise. The board shows it on a choice it draws but the rules refuse now.
        """
        return NOT_NOW

    # --- the protocol ------------------------------------------------------------

    def is_over(self) -> bool:
        """True once the game has ended."""
        return bool(self.winners()) or (not self.to_act())

    def apply(self, player: int, action: Action) -> None:
        """Play ``action`` for ``player`` or raise :class:`IllegalAction`, changing nothing.

        The action must equal a legal one exactly, JSON type for JSON type: ``1.0`` and
        ``True`` are not the legal ``1``, and a seat is an ``int``, never a ``bool``.
        """
        refused = self._not_acting(player)
        if refused is not None:
            raise IllegalAction(refused["en"], refused)
        # ``==`` in C first (exact equality implies it), the type-exact check only on what passes
        legal = next((a for a in self.legal_actions(player) if a == action and same_json(a, action)), None)
        if legal is None:
            reason = self._reason(player, action)
            raise IllegalAction(reason["en"], reason)
        drawn = self.rng.drawn
        self._learning = set()
        self._apply(player, marshal.loads(marshal.dumps(legal)))  # the engine's own copy: nothing the caller holds
        if self.rng.drawn != drawn:  # a card drawn at random: everyone may have learned something
            self._learning = set(range(self.num_players))
        if self._learning:
            self.learned[len(self.history)] = frozenset(self._learning)
            self._learning = set()
        self.history.append((player, marshal.loads(marshal.dumps(legal))))

    def advance(self, player: int, action: Action) -> None:
        """:meth:`apply` without its checks and copies, for search, which applies thousands of actions a move.

        ``action`` must be one that ``legal_actions(player)`` has just listed, and nothing may change it later.
        What players learned is not kept: a search's imagined game is never undone.
        """
        self._apply(player, action)
        self._learning.clear()
        self.history.append((player, action))

    def reveal(self, *seats: int) -> None:
        """Called by ``_apply`` where hidden information becomes visible to ``seats`` (no seats: to everyone).

        A face-down card turned up, a secret choice shown, a card played from a hidden hand: after
        that, the action cannot be undone by anyone who saw it (random draws are found by the core).
        """
        self._learning.update(seats or range(self.num_players))

    def moment(self) -> None:
        """Called by ``_apply`` where the players at a real table would see one step of an action before the next.

        The table as it is now is shown on its own (a card leaves the market, and only then do its
        cubes land): call it *before* the next public change, never after the last. It costs a check
        of one attribute unless :meth:`story` is listening, so search pays nothing for it.
        """
        if self._seen is not None:
            self._seen.append(self.view(self._watcher))

    def story(self, player: int, action: Action, seat: int | None) -> list[dict[str, Any]]:
        """Apply ``action`` as :meth:`apply` does, and return the views ``seat`` saw while it happened.

        One view per :meth:`moment` the rules marked that showed something new, then ``view(seat)``
        after the action, always last. Each is the same filtered :meth:`view` the seat gets between
        actions, so a step never shows what the seat could not see at that moment. Boards, the step
        by step catch-up and the move log draw from this: no second copy of the rules outside.
        """
        shown = [self.view(seat)]
        self._watcher, self._seen = seat, []
        try:
            self.apply(player, action)
            for view in self._seen:
                if view != shown[-1]:
                    shown.append(view)
        finally:
            del self._watcher, self._seen  # back to the class's None: nothing left in the position
        return [*shown[1:], self.view(seat)]

    def gives_away(self, player: int) -> None:
        """Called by ``_apply`` where ``player`` decides on what only they hold, in front of the others.

        A claim on a face-down card, a call on another's: nothing is turned up, but the choice
        rests on ``player``'s hidden hand, so the others may read something from it. For
        :meth:`undo_point` it is a :meth:`reveal` to the others: once a bot has made such a choice,
        no human takes back a move made before it (and a human's own stays once another human
        has heard it, as a card played face up does). Search calls it on every imagined Fox action,
        so the others are looked up, not counted out each time (the generator cost 19% of an action).
        """
        others = _OTHERS.get((self.num_players, player))
        if others is None:
            others = _OTHERS[self.num_players, player] = tuple(s for s in range(self.num_players) if s != player)
        self._learning.update(others)

    def undo_point(self, player: int, humans: Collection[int]) -> int | None:
        """How many actions to keep so that ``player``'s latest action is taken back, or ``None`` if it cannot be.

        Board Game Arena's policy as one rule for every game, so that undo never tells you more
        (issue 46). Walking back from the last action, bots' moves are taken back along with it,
        but the walk stops at any other human's action and at any action from which a human
        (``humans``: the seats people play) learned something hidden: a card turned up or drawn at
        random (:meth:`reveal`, random draws), or a seat's decision made on what only that seat
        holds (:meth:`gives_away`: a claim, a call). So a player takes back a move only while no
        other seat has made a decision they could learn from, and nothing has been shown since.
        """
        if self.is_over():
            return None
        people = set(humans)
        for index in range(len(self.history) - 1, -1, -1):
            if self.learned.get(index, frozenset()) & people:
                return None
            actor = self.history[index][0]
            if actor == player:
                return index
            if actor in people:
                return None
        return None

    def rewind(self, moves: int) -> State:
        """The same game after its first ``moves`` actions, replayed from the seed (undo, step-by-step replays)."""
        state = self.game.new(self.num_players, self.seed, self.options)
        for player, action in self.history[:moves]:
            state.apply(player, action)
        return state

    def refusal(self, player: int, action: Any) -> Text:
        """Why ``player`` may not play ``action`` now, in each language (the game over, not their turn, or the
        rule that forbids it); what a board shows on a choice it draws but the rules refuse."""
        return self._not_acting(player) or self._reason(player, action)

    def _not_acting(self, player: Any) -> Text | None:
        if self.is_over():
            return {"en": "The game is over.", "ja": "ゲームは終わりました。"}
        if type(player) is not int or not 0 <= player < self.num_players:
            return {"en": "No such player.", "ja": "そのプレイヤーはいません。"}
        if player not in self.to_act():
            return {"en": f"It is not player {player + 1}'s turn.", "ja": f"プレイヤー{player + 1}の番ではありません。"}
        return None

    def _reason(self, player: int, action: Any) -> Text:
        """:meth:`explain`, which must not raise; should a game's explain fail, a plain reason still comes.

        A game whose explain still answers in English alone has its words in both places."""
        try:
            reason = self.explain(player, action)
        except Exception:  # noqa: BLE001 - a refusal must never become a crash
            reason = None
        if isinstance(reason, str):
            return {"en": reason, "ja": reason}
        if isinstance(reason, Mapping) and all(isinstance(reason.get(code), str) for code in ("en", "ja")):
            return {"en": reason["en"], "ja": reason["ja"]}
        return NOT_NOW

    def view(self, player: int | None) -> dict[str, Any]:
        """Everything ``player`` may see and nothing more (``None``: a spectator).

        A fresh copy: changing it cannot change the game. (``marshal`` copies plain data
        in C, 3× faster than a JSON round trip and 6× faster than ``deepcopy``.)
        """
        view = {
            "game": self.game.id,
            "players": self.num_players,
            "viewer": player,
            "to_act": self.to_act(),
            "over": self.is_over(),
            "winners": self.winners(),
            "scores": self.scores(),
            "moves": len(self.history),
            "options": self.options,
            **self._view(player),
        }
        return marshal.loads(marshal.dumps(view))

    def clone(self) -> State:
        """An independent copy at the same point."""
        memo = {id(getattr(self, name)): getattr(self, name) for name in self._shared}
        return copy.deepcopy(self, memo)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return vars(self) == vars(other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.game.id} moves={len(self.history)} to_act={self.to_act()}>"


NOT_NOW: Text = {"en": "That move is not allowed now.", "ja": "今はその手はできません。"}

#: (players, seat) → every other seat: what :meth:`State.gives_away` marks, worked out once.
_OTHERS: dict[tuple[int, int], tuple[int, ...]] = {}


def bot_move(state: State, player: int, bot: Bot) -> Action:
    """Ask ``bot`` for ``player``'s action, handing it only that player's view."""
    return bot.choose(state.view(player), state.legal_actions(player))
