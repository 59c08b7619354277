"""A game on screen: whose turn, the curtain between human players, bots, errors, game over.

Nothing here knows the rules of any game: the board draws the table from one seat's
view; this module decides *whose* view that is, hides it behind a curtain when another
human must not see it, lets bots move after a short visible delay, and autosaves.

Every move a player did not make themselves is shown to them step by step: each human
seat has a count of the moves it has seen, and before that seat may act again the moves
since are replayed from its own views (the engine's ``State.story``), each long enough to read
its words (the board's ``news``, said in the live region too: :func:`reading_time`). A round's
end stays until tapped. A tap skips to the next round's end, or the end; reduced motion shows
only the rounds' ends. Bots think meanwhile (``Session.bot_turn``): their moves wait for the
table. Undo is the engine's rule (``State.undo_point``).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import js

from pygames import IllegalAction, State

from . import dom, hints
from .dom import Element, button, el, icon, later
from .games import Table, board_for, news
from .hints import Hint
from .i18n import join_names, lang, pick, t
from .saving import moved_on, not_counted, not_saved
from .session import Session, new_session

if TYPE_CHECKING:
    from .nav import Nav


@dataclass
class Step:
    """One frame of a move being shown: the seat's view then, the view just before, and what happened."""

    view: dict[str, Any]
    before: dict[str, Any]
    words: list[str]
    summary: bool = False  # a round's end, with its scores: it stays until the player taps on

    @property
    def caption(self) -> str:
        """What the step says, on screen and in the live region alike."""
        return " ".join(self.words) or t("play.step")


class PlayScreen:
    """Draws one session and drives its bots."""

    def __init__(self, app: Nav, session: Session) -> None:
        self.app = app
        self.session = session
        self.board = board_for(session.game)
        here = session.here()
        self.viewer = here[0] if here else 0  # whose view is drawn (their side at the bottom)
        self.unveiled: int | None = None  # the human who has lifted the curtain
        self.error: str | None = None
        self.note: str | None = None  # why the rules refused the choice just tapped (said until the next action)
        self.note_kind = "refused-words"  # what the note is (a lesson's answer to a tap it did not ask for)
        self.hint: Hint | None = None  # the hint asked last (kept while it is still for the position on screen)
        self.bot_scheduled = False
        moves = len(session.state.history)
        self.seen = dict.fromkeys([*range(session.state.num_players), None], moves)  # moves each seat was shown
        self.replay: State | None = None  # the game as far as the steps shown so far (replayed, never the state)
        self.queue: list[Step] = []  # steps still to show
        self.step: Step | None = None  # the step on screen
        self.step_scheduled = False
        self.log_open = False
        self.rounds_of: State | None = None  # the finished game whose scores by round are in ``rounds``
        self.rounds: list[list[int]] = []

    # --- drawing -----------------------------------------------------------------------

    def render(self) -> Element:
        if self.session.moved_on:  # another tab played on: never draw (or save) a stale position
            return moved_on(self.app, self.session.game.id)
        state = self.session.state
        acting, here = self.session.acting_humans(), self.session.here()
        if acting and self.viewer not in acting or here and self.viewer not in here:
            self.viewer = (acting or here)[0]  # (a seat handed to this device from a phone is a player here now)
            self.board.reset()  # a half-made choice belongs to the previous player
        if self.viewer not in acting and self.note_kind == "refused-words":
            self.note = None  # a refused tap's reason is said until the turn passes (a lesson's until the beat does)
        view = state.view(self.shown_seat)
        if self.needs_curtain(view):
            return self.curtain(view)
        self.catch_up()
        self.schedule_bot()
        if self.step is not None:
            return self.stepping()
        if state.is_over():
            return self.game_over(view)
        self.announce_turn()
        return el(
            "div",
            self.status(),
            self.phones_away(),
            not_saved(self.session),
            el("p", cls="error", text=self.error, data_testid="error", role="alert") if self.error else None,
            self.board.render(self.table(view, state.legal_actions(self.viewer) if self.viewer in acting else [])),
            self.move_log(view),
            cls="play",
            data_testid="play-screen",
            data_game=self.session.game.id,
        )

    @property
    def shown_seat(self) -> int | None:
        """Whose view this device draws: the person here, or nobody's (``None``) when nobody plays here and phones
        hold hidden cards (a seat handed to this device later makes it a player's again)."""
        session = self.session
        return None if not session.here() and any(seat.phone for seat in session.seats) else self.viewer

    def phones_away(self) -> Element | None:
        """A hosted table's phones that are not connected now: each with a way to bring it back or hand it on."""
        remote = self.session.remote
        if remote is None or not remote.waiting() or self.session.state.is_over():
            return None
        from .lobby import away

        return away(self.app, remote)

    def table(self, view: dict[str, Any], legal: list[Any], before: dict[str, Any] | None = None) -> Table:
        state, seat = self.session.state, self.viewer
        guide, mark = self.guide() if legal else (None, "data-hint")
        return Table(
            view=view,
            viewer=self.viewer,
            legal=legal,
            names=self.session.names,
            bots=[seat.bot for seat in self.session.seats],
            act=self.act,
            refresh=self.app.render,
            colours=self.session.colours,
            before=before,
            stepping=before is not None,
            guide=guide,
            guide_mark=mark,
            why=lambda action: pick(state.refusal(seat, action)),
            refuse=self.refused,
        )

    def guide(self) -> tuple[Any, str]:
        """The move the board points at, and its mark: the hint found for the position on screen, if any."""
        hint = self.current_hint()
        return (hint.action if hint else None), "data-hint"

    def refused(self, reason: str) -> None:
        """A choice the rules refuse now was tapped: say why (nothing changes)."""
        self.note = reason
        dom.announce(reason)
        self.app.render()

    def acting_shown(self) -> list[int]:
        """The humans the status names: whoever holds the device acts for themselves only."""
        acting = self.session.acting_humans()
        return [self.viewer] if self.viewer in acting else acting

    def status(self) -> Element:
        acting, said = self.acting_shown(), self.turn_text()
        hint = self.current_hint()
        if self.note or hint:  # why a tap was refused, or the hint: in the bar, where the board does not move
            said = self.note or hint.words()
            words = el("p", icon("bulb" if hint and not self.note else "info", "icon"), said,
                       cls="status is-note", data_testid=self.note_kind if self.note else "hint-words",
                       tabindex="-1")
        else:
            words = el(
                "p",
                el("span", cls="status-dot" + ("" if acting else " is-bot")),
                said,
                cls="status",
                data_testid="turn",
                data_player=",".join(str(p) for p in (acting or self.session.acting_phones()
                                                      or self.session.acting_bots())),
                tabindex="-1",
            )
        return self.bar(words, said, self.undo_button(), self.hint_button())


    def bar(self, words: Element, said: str, first: Element | None, extra: Element | None = None) -> Element:
        return status_bar(words, said, first, extra, self.log_button(),
                          tool("book", t("home.rules"), lambda: self.app.rules(self.session.game.id), "play-rules"))

    def turn_text(self) -> str:
        acting = self.acting_shown()
        names = self.session.names
        if acting:
            return t("play.turn", name=join_names([names[p] for p in acting]))
        phones = self.session.acting_phones()
        if phones:
            return t("host.their_turn", name=join_names([names[p] for p in phones]))
        return t("play.bot_thinking", name=join_names([names[p] for p in self.session.acting_bots()]))

    def announce_turn(self) -> None:
        """Say whose turn it is when it changes (the live region repeats nothing)."""
        dom.announce(self.turn_text())

    # --- hints -------------------------------------------------------------------------

    def hints_on(self) -> bool:
        """Whether the seat on screen may ask for a hint now: its turn, at a table set up with hints."""
        return self.session.hints and self.viewer in self.session.acting_humans()

    def current_hint(self) -> Hint | None:
        """The hint asked for the position on screen by the seat on screen (an older one no longer applies)."""
        hint = self.hint
        if hint is None or hint.seat != self.viewer or hint.moves != len(self.session.state.history):
            return None
        return hint

    def hint_button(self) -> Element | None:
        if not self.hints_on():
            return None
        busy = self.current_hint() is not None and self.current_hint().action is None
        return tool("bulb", t("play.hint"), self.ask_hint, "hint", aria_busy="true" if busy else None)

    def ask_hint(self) -> None:
        """Search from the seat's view in slices; the found move is marked on the board and counted once."""
        if self.current_hint() is not None:  # asked already: shown again, not counted again
            self.board.reset()
            self.note = None
            self.app.render()
            return
        state, seat = self.session.state, self.viewer
        view, legal = state.view(seat), state.legal_actions(seat)
        self.hint, self.note = Hint(seat, len(state.history)), None
        thinking = hints.search(self.session.game, view, legal)
        dom.announce(t("hint.thinking"))
        self.app.render()
        later(0, lambda: self.hint_slice(self.hint, thinking, view))

    def hint_slice(self, hint: Hint, thinking: Iterator[Any], view: dict[str, Any]) -> None:
        if self.app.owner is not self or self.current_hint() is not hint:
            return  # the player moved on (or left) meanwhile: the hint is dropped, and not counted
        action = next(thinking)
        if action is None:
            later(0, lambda: self.hint_slice(hint, thinking, view))
            return
        hint.action, hint.reason = action, hints.reason(self.session.game, view, action)
        self.session.seats[hint.seat].hints += 1
        self.session.store()
        self.board.reset()  # a half-made choice of another move would hide the way to this one
        dom.announce(hint.words())
        self.app.render()
        dom.focus_first(self.app.root, "[data-hint]")

    # --- undo --------------------------------------------------------------------------

    def undo_button(self) -> Element | None:
        """Undo for the seat on screen, while the engine allows it (nothing hidden shown since, no other human)."""
        if self.viewer not in self.session.here() or self.session.undo_point(self.viewer) is None:
            return None
        return tool("undo", t("play.undo"), self.undo, "undo")

    def undo(self) -> None:
        if self.session.undo(self.viewer):
            moves = len(self.session.state.history)
            self.seen = {seat: min(seen, moves) for seat, seen in self.seen.items()}
            self.error = self.note = None
            self.board.reset()
            dom.announce(t("play.undone"))
        self.app.render()

    # --- the move log ------------------------------------------------------------------

    def log_button(self) -> Element:
        return tool("moves", t("play.moves"), self.toggle_log, "moves",
                    aria_expanded="true" if self.log_open else "false", aria_controls="move-log")

    def toggle_log(self) -> None:
        self.log_open = not self.log_open
        self.app.render()

    def move_log(self, view: dict[str, Any]) -> Element | None:
        if not self.log_open:
            return None
        return move_log(self.board.log(view, self.session.names), self.session.colours, self.toggle_log)

    # --- moves shown step by step ---------------------------------------------------------

    def catch_up(self) -> None:
        """Queue the steps of every move the seat on screen has not been shown (not its own, unless it revealed)."""
        if self.step is not None or self.queue:
            return
        state = self.session.state
        seat = self.shown_seat
        seen, moves = self.seen.get(seat, 0), len(state.history)
        if seen >= moves:
            return
        replay = self.replay
        if replay is None or replay.history != state.history[:seen]:  # after an undo, or another seat's steps
            replay = state.rewind(seen)
        for index in range(seen, moves):
            player, action = state.history[index]
            before = replay.view(seat)
            frames = replay.story(player, action, seat)  # the engine's own steps, the last the view after
            if player == seat and seat not in state.learned.get(index, ()):
                continue  # the seat's own move: it saw it as it made it
            shown, words = before, [t("play.step_by", name=self.session.names[player])]  # if nothing else is said
            for frame in frames:  # each step in its own words (else the last said)
                words = news(self.board, shown, frame, self.session.names) or words
                self.queue.append(Step(frame, shown, words, ends_round(shown, frame)))
                shown = frame
        self.replay = replay
        self.seen[seat] = moves
        self.next_step()

    def next_step(self) -> None:
        """Put the next queued step on screen (or none) and time its end (a round's end waits for a tap)."""
        if reduced_motion():  # no motion: only the rounds' ends are shown, the rest said at once
            self.drop_queue()
        self.step = self.queue.pop(0) if self.queue else None
        if self.step is None:
            return
        if not reduced_motion() or self.step.summary:
            dom.announce(self.step.caption)
        if not self.step_scheduled and not self.held(self.step):
            self.step_scheduled = True  # timed from when it is drawn (after this task), so it stays its full time
            seconds = reading_time(self.step.caption, self.app.step_delay)
            later(0, lambda: later(seconds, self.step_done))

    def held(self, step: Step) -> bool:
        """Whether ``step`` stays until tapped: a round's end, unless moves are shown at no pace at all."""
        return step.summary and self.app.step_delay > 0

    def step_done(self) -> None:
        self.step_scheduled = False
        if self.app.owner is not self or (self.step is not None and self.held(self.step)):
            return  # left the game, or a round's end is waiting for its tap
        self.next_step()
        self.app.render()

    def go_on(self) -> None:
        """The player has read a round's end: the next step."""
        self.next_step()
        self.app.render()

    def skip(self) -> None:
        """Show the end of the moves at once (a tap on a step), stopping at a round's end; what it skipped is
        still said."""
        self.drop_queue()
        self.next_step()
        self.app.render()

    def drop_queue(self) -> None:
        """Forget the steps not yet shown up to the next round's end, saying their words at once (each once)."""
        held = next((i for i, step in enumerate(self.queue) if self.held(step)), len(self.queue))
        dropped, self.queue = self.queue[:held], self.queue[held:]
        words = dict.fromkeys(word for step in dropped for word in step.words)
        if words:
            dom.announce(" ".join(words))

    def stepping(self) -> Element:
        """One step of a move the player did not make: the board as it was then, what changed marked, in words."""
        step = self.step
        assert step is not None
        held = self.held(step)
        said = t("play.round_over") if held else step.caption
        summary = el(
            "div",
            el("p", step.caption),
            button(t("play.go_on"), action=self.go_on, cls="btn btn-primary", data_testid="step-continue",
                   data_autofocus=True),
            cls="step-summary",
            data_testid="step-summary",
            role="dialog",
            aria_label=t("play.round_over"),
        ) if held else None
        board = el("div", self.board.render(self.table(step.view, [], before=step.before)), summary,
                   cls="step-board", data_testid="step")
        return el(
            "div",
            self.bar(
                el("p", said, cls="status is-step", data_testid="step-words", tabindex="-1"),
                said,
                tool("r-last", t("play.skip"), self.skip, "skip"),
            ),
            self.phones_away(),
            board if held else dom.on(board, "click", lambda _event: self.skip()),
            cls="play is-stepping",
            data_testid="play-screen",
            data_game=self.session.game.id,
        )

    def needs_curtain(self, view: dict[str, Any]) -> bool:
        """With two or more humans, private information waits until its owner asks for it."""
        return (
            len(self.session.here()) > 1
            and self.viewer in self.session.acting_humans()
            and self.board.is_private(view)
            and self.unveiled != self.viewer
        )

    def curtain(self, view: dict[str, Any]) -> Element:
        name = self.session.names[self.viewer]
        upcoming = getattr(self.board, "upcoming", None)
        dom.announce(t("curtain.title", name=name))

        def reveal() -> None:
            self.unveiled = self.viewer
            self.app.render()

        return el(
            "div",
            icon("curtain", "curtain-art"),
            el("h2", text=t("curtain.title", name=name)),
            el("p", text=upcoming(view), cls="curtain-next", data_testid="curtain-next") if upcoming else None,
            el("p", text=t("curtain.note")),
            button(
                t("curtain.reveal", name=name),
                action=reveal,
                cls="btn btn-primary btn-wide",
                data_testid="curtain-reveal",
                data_autofocus=True,
            ),
            cls="curtain",
            data_testid="curtain",
            data_curtain_player=self.viewer,
        )

    def game_over(self, view: dict[str, Any]) -> Element:
        state = self.session.state
        names = self.session.names
        winners = state.winners()
        headline = winners_headline(winners, names)
        final = self.table(view, [])
        dom.announce(f"{t('over.title')}. {headline}")
        return el(
            "div",
            el(
                "div",
                icon("trophy", "trophy"),
                el("h2", text=t("over.title")),
                el("p", cls="winner", text=headline, data_testid="winner", data_winners=",".join(map(str, winners))),
                not_counted(self.session),
                el(
                    "p",
                    cls="win-reason",
                    text=self.board.outcome(view, names),
                    data_testid="win-reason",
                ),
                self.hints_used(),
                el(
                    "div",
                    button(t("over.again"), action=self.play_again, cls="btn btn-primary", data_testid="play-again",
                           data_autofocus=True),
                    button(
                        t("over.new"),
                        action=lambda: self.app.setup(self.session.game.id),
                        cls="btn",
                        data_testid="new-game",
                    ),
                    None  # an embed has no home: "new game" already leads to its setup
                    if self.app.embed_mode
                    else button(t("over.home"), action=self.app.home, cls="btn btn-ghost", data_testid="go-home"),
                    button(t("over.replay"), action=self.watch_replay, cls="btn", data_testid="watch-replay"),
                    self.log_button(),
                    cls="game-actions",
                ),
                self.score_chart(),
                cls="over-panel",
            ),
            self.move_log(view),
            el("h3", cls="section-title", text=t("over.final")),
            self.board.render(final),
            cls="play game-over",
            data_testid="game-over",
            data_game=self.session.game.id,
        )

    def hints_used(self) -> Element | None:
        """Who asked for hints, and how many (said only when someone did)."""
        used = [(self.session.names[p], seat.hints) for p, seat in enumerate(self.session.seats) if seat.hints]
        if not used:
            return None
        return el("p", t("over.hints", list=t("play.and").join(t("over.hints_by", name=name, n=n) for name, n in used)),
                  cls="hints-used", data_testid="hints-used")

    # --- moves -------------------------------------------------------------------------

    def act(self, action: Any) -> None:
        """Play the viewer's action; an illegal one is explained, never fatal."""
        try:
            self.session.play(self.viewer, action)
        except IllegalAction as err:
            self.error = t("play.illegal", reason=pick(err.reason))
        else:
            self.error = None
        self.note = None
        self.board.reset()
        self.app.render()

    def schedule_bot(self) -> None:
        """If a bot must move, let it think at once, even while the last move is still shown: its move waits for
        the table, and shows no sooner than ``app.bot_delay`` after its turn came (the page stays responsive)."""
        if self.bot_scheduled or self.session.state.is_over() or self.bot_to_move() is None:
            return
        self.bot_scheduled = True
        later(0, self.bot_step)

    def bot_to_move(self) -> int | None:
        """The bot seat whose move comes now (None: no bot is to move)."""
        bots = self.session.acting_bots()
        return bots[0] if bots else None

    def bot_step(self) -> None:
        if self.app.owner is not self or self.session.state.is_over():
            self.bot_scheduled = False
            return  # the player left this game (it resumes when they come back)
        seat = self.bot_to_move()
        if seat is not None:
            js.document.documentElement.setAttribute("data-thinking", "")
            since, pause = time.perf_counter(), self.app.bot_delay
            busy = lambda: self.step is not None or time.perf_counter() - since < pause  # noqa: E731
            self.think(self.session.bot_turn(seat, busy))
        else:
            self.bot_scheduled = False

    def think(self, turn: Iterator[bool]) -> None:
        """One slice of a bot's thinking; the next comes after the browser has handled taps and drawn.

        A strong bot searches for most of a second: in slices of about 25 ms, the page stays live. A bot
        that has chosen while the table still shows the last move looks again every 50 ms.
        ``<html data-thinking>`` marks the thinking (for tests, and for styles that show it).
        """
        thinking = js.document.documentElement
        if self.app.owner is not self:
            self.bot_scheduled = False  # left mid-thought: the bot thinks afresh on the way back
            thinking.removeAttribute("data-thinking")
            return
        try:
            waiting = next(turn)
        except StopIteration:
            self.bot_scheduled = False
            thinking.removeAttribute("data-thinking")
            self.app.render()
        else:
            thinking.setAttribute("data-thinking", "")
            held = waiting and self.step is not None and self.held(self.step)  # nothing moves before a tap
            later(WAIT if waiting else 0, lambda: self.think(turn), counted=not held)

    def score_chart(self) -> Element | None:
        """Each seat's score after each round (web/chart.py), drawn once per finished game."""
        from .chart import by_round, score_chart

        if self.rounds_of is not self.session.state:  # the replay behind the chart, once
            self.rounds_of, self.rounds = self.session.state, by_round(self.session.state)
        return score_chart(self.rounds, self.session.names, self.session.colours)

    def watch_replay(self) -> None:
        """The game just finished, from the start, seen from this seat; Close comes back to this screen."""
        from .replay import from_session

        self.app.replay(from_session(self.session), lambda: self.app.play(self.session, screen=self), self.viewer,
                        self.session.colours)

    def play_again(self) -> None:
        if self.session.remote is not None:  # the same phones, a new deal made by every device
            self.session.remote.again()
            return
        options = self.session.state.view(None)["options"]
        seats = [replace(seat, hints=0) for seat in self.session.seats]
        self.app.play(new_session(self.session.game, seats, options, hints=self.session.hints))


#: Characters read in a step's least time (``app.step_delay``, 0.8 s): 20 a second in English (about 240 words
#: a minute), 10 in Japanese (600 characters a minute), whose characters carry more each.
CHARS_PER_STEP = {"en": 16, "ja": 8}
WAIT = 0.05  # seconds between looks of a bot whose move waits for the table
#: Characters from which the bar's words outgrow its two lines beside the tools at 360 px: set smaller, on a panel
#: that spills over the board's top rather than pushing it down.
LONG_WORDS = {"en": 40, "ja": 20}


def status_bar(words: Element, said: str, first: Element | None, extra: Element | None, log: Element,
               rules: Element) -> Element:
    """The line above the board, the same size whatever it says: what is happening, in a box of fixed height
    (long words in smaller type), then one place for Undo or Skip (kept when empty), a Hint while the player may
    ask one, Moves and Rules. The play screen and a phone's (web/guest.py) both draw it."""
    return el(
        "div",
        el("div", words, cls="narration" + (" is-long" if len(said) > LONG_WORDS[lang()] else "")),
        el("div", first or el("span", cls="tool-slot"), extra, log, rules, cls="tools"),
        cls="status-bar",
    )


def move_log(lines: list[tuple[int | None, str]], colours: list[str], close: Any) -> Element:
    """Every move so far in words, newest last, over the table (one tap to open, one to close)."""
    return el(
        "section",
        el("div",
           el("h2", text=t("play.moves"), id="move-log-title"),
           button(t("play.close"), action=close, cls="btn btn-small", data_testid="moves-close"),
           cls="move-log-head"),
        el(
            "ol",
            [el("li", text=line, cls=colours[seat] if seat is not None and seat < len(colours) else "")
             for seat, line in lines],
            cls="move-log-list",
            tabindex="0",
            aria_labelledby="move-log-title",
        )
        if lines
        else el("p", text=t("play.no_moves")),
        cls="move-log",
        id="move-log",
        data_testid="move-log",
        role="region",
        aria_labelledby="move-log-title",
    )


def winners_headline(winners: list[int], names: list[str]) -> str:
    """Who won, in words (or a draw)."""
    if not winners:
        return t("over.draw")
    return t("over.winner" if len(winners) == 1 else "over.winners", names=join_names([names[p] for p in winners]))


def reading_time(words: str, least: float) -> float:
    """Seconds a step stays: ``least`` (the pace: 0.8 s, less when fast, 0 in tests) or, for longer words, as
    much more as reading them takes."""
    return least * max(1.0, len(words) / CHARS_PER_STEP[lang()])


def ends_round(before: dict[str, Any], after: dict[str, Any]) -> bool:
    """Whether a step scores a round (the engines log ``round_end`` then): its summary waits for a tap."""
    new = after["log"][len(before["log"]):]
    return any((event.get("e") or event.get("event")) == "round_end" for event in new)


def tool(symbol: str, name: str, action: Any, testid: str, **attrs: Any) -> Element:
    """A button of the bar above the board: an icon, its name for screen readers and as a tooltip."""
    return button(icon(symbol, "icon"), action=action, cls="btn btn-ghost tool", data_testid=testid,
                  aria_label=name, title=name, **attrs)


def reduced_motion() -> bool:
    """The player asked their system for less motion: moves are shown at once, not step by step."""
    return bool(js.matchMedia("(prefers-reduced-motion: reduce)").matches)
