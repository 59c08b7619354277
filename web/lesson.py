"""A guided first game (issue 47): a game's :class:`~pygames.core.lesson.Lesson` on the play screen, beat by beat.

The lesson is a real game at a real table: the engine deals its seed and plays every scripted move, the
board draws it as in any game, and the other seats' moves are shown step by step as bots' are. What the
lesson adds is a panel of words above the table, a mark on the one tap it asks for (``data-lesson-target``,
drawn by the board from ``Table.guide``) and a gate on every other tap, answered with a friendly line that
changes nothing. Nothing is saved: leaving is always safe, and the real game's save is never touched.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from pygames import Action, Game
from pygames.core.lesson import Beat, Lesson

from . import colours, dom
from .dom import Element, button, el, jsnull, later
from .i18n import pick, t
from .play import PlayScreen
from .session import Seat, Session

if TYPE_CHECKING:
    from .nav import Nav

TARGET = "[data-lesson-target]"
#: What a lesson lets through besides its target: its own buttons, the bar's tools (Moves, Rules, Skip) and a tap
#: on a move being shown (it skips to the move's end).
FREE = "[data-lesson-target], [data-lesson-free], .tools, [data-testid=step]"


class Scripted:
    """The bot of a lesson's other seat: it plays the move of the beat on screen, nothing else."""

    def __init__(self, screen: LessonScreen) -> None:
        self.screen = screen

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        return self.screen.current().action


class LessonScreen(PlayScreen):
    """A play screen that follows a script: the panel, the target, the gate."""

    def __init__(self, app: Nav, game: Game) -> None:
        lesson: Lesson = game.lesson()
        seats = [Seat(pick(name), i != lesson.learner, colours.default(i)) for i, name in enumerate(lesson.names)]
        session = Session(lesson.new(), seats, hints=False, keep=False)
        session.bots = {seat: Scripted(self) for seat in session.bots}
        super().__init__(app, session)
        self.note_kind = "lesson-line"  # the friendly answer to a tap the lesson did not ask for, in the bar
        self.lesson = lesson
        self.beat = 0  # the beat on screen
        self.after = lesson.moves_after()
        self.focused = -1  # the beat whose target has had focus (once a beat: a player's Tab is never undone)
        self.follow = False  # the target was just tapped: focus goes on to the next one

    # --- where the script is ---------------------------------------------------------------

    def current(self) -> Beat:
        return self.lesson.beats[self.beat]

    def made(self) -> bool:
        """Whether the beat on screen has had its move (words alone have none to make)."""
        return len(self.session.state.history) >= self.after[self.beat]

    def advance(self) -> None:
        """Move past beats that need no tap: the learner's move once made, another seat's wordless one once shown."""
        while self.beat < len(self.lesson.beats) - 1:
            beat = self.current()
            if beat.action is None or not self.made():
                return
            if beat.seat == self.lesson.learner or (beat.text is None and self.step is None and not self.queue):
                self.beat += 1
                self.note = None
                continue
            return

    def learner_to_move(self) -> bool:
        beat = self.current()
        return beat.action is not None and beat.seat == self.lesson.learner and not self.made()

    # --- drawing -------------------------------------------------------------------------

    def render(self) -> Element:
        self.catch_up()
        self.advance()
        dom.set_gate(self.gate)
        if self.focused != self.beat or self.follow:  # a new beat, or a tap on the way: the next target takes focus
            later(0, self.focus_target)  # (so the keyboard alone follows the lesson), once it is drawn
        return el(
            "div",
            self.panel(),
            super().render(),
            cls="lesson",
            data_testid="lesson",
            data_beat=self.beat,
            data_game=self.session.game.id,
        )

    def focus_target(self) -> None:
        if self.app.owner is self and dom.focus_first(self.app.root, TARGET):
            self.focused, self.follow = self.beat, False

    def panel(self) -> Element:
        beats = self.lesson.beats
        shown = next((b for b in reversed(beats[: self.beat + 1]) if b.text), None)
        last = self.beat == len(beats) - 1
        if last:
            go_on = button(t("lesson.done"), action=self.done, cls="btn btn-primary", data_testid="lesson-done",
                           data_lesson_target=True)
        elif self.current().action is None or (self.made() and self.current().seat != self.lesson.learner):
            go_on = button(t("lesson.next"), action=self.next, cls="btn btn-primary", data_testid="lesson-next",
                           data_lesson_target=True)
        else:
            go_on = None  # the learner's move, or another seat's still to come
        return el(
            "section",
            el("p", t("lesson.count", n=self.beat + 1, total=len(beats)), cls="lesson-count",
               data_testid="lesson-count"),
            el("div",
               button(t("lesson.leave"), action=self.leave, cls="btn btn-ghost", data_testid="lesson-leave"),
               go_on, cls="lesson-actions"),
            el("p", text=pick(shown.text) if shown else "", cls="lesson-words", data_testid="lesson-words"),
            cls="lesson-panel",
            data_lesson_free=True,
            aria_label=t("lesson.title", title=pick(self.session.game.title)),
        )

    def turn_text(self) -> str:
        if self.learner_to_move():
            return t("lesson.your_turn")
        if self.bot_to_move() is not None:
            return super().turn_text()  # the seat whose move comes is thinking
        return t("lesson.read_on")  # nobody moves until the learner taps Next

    def guide(self) -> tuple[Any, str]:
        return (self.current().action if self.learner_to_move() else None), "data-lesson-target"

    def undo_button(self) -> Element | None:
        return None  # a lesson goes one way: its script would not know a move taken back

    def game_over(self, view: dict[str, Any]) -> Element:
        """The script's last move ended the game: the final table and why, the panel above says the rest."""
        return el(
            "div",
            el("p", cls="win-reason", text=self.board.outcome(view, self.session.names), data_testid="win-reason"),
            self.board.render(self.table(view, [])),
            cls="play game-over",
            data_testid="lesson-over",
            data_game=self.session.game.id,
        )

    # --- taps ------------------------------------------------------------------------------

    def gate(self, found: Any, event: Any) -> bool:
        """Let through the lesson's target and its free controls; answer any other tap, changing nothing."""
        if self.app.owner is not self:
            return True
        if found.closest(TARGET) not in (None, jsnull):
            self.follow = True
            return True
        if found.closest(FREE) not in (None, jsnull):
            return True
        refused = found.getAttribute("data-refused")
        self.note = t("lesson.not_that_why", reason=refused) if refused else t("lesson.not_that")
        dom.announce(self.note)
        self.app.render()
        return False

    def act(self, action: Any) -> None:
        if not self.learner_to_move() or action != self.current().action:  # never reached through the gate
            self.note = t("lesson.not_that")
            self.board.reset()
            self.app.render()
            return
        super().act(action)

    def bot_to_move(self) -> int | None:
        """Another seat moves only when its beat is on screen (the script, not the turn order, decides)."""
        beat = self.current()
        due = beat.action is not None and beat.seat != self.lesson.learner and not self.made()
        return beat.seat if due else None

    def next(self) -> None:
        if self.step is not None or self.queue:
            self.drop_queue()  # the move's steps not yet seen: its end at once
            self.step = None
        self.beat = min(self.beat + 1, len(self.lesson.beats) - 1)
        self.note = None
        self.app.render()

    def leave(self) -> None:
        dom.set_gate(None)
        self.app.home()

    def done(self) -> None:
        """Play a real game: the setup, filled in with the learner and bots at the lesson's table size."""
        from .setup import SetupForm

        dom.set_gate(None)
        form = SetupForm.for_game(self.session.game.id)
        form.resize(self.lesson.players)
        self.app.setup(self.session.game.id, form)
