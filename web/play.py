"""A game on screen: whose turn, the curtain between human players, bots, errors, game over.

Nothing here knows the rules of any game: the board draws the table from one seat's
view; this module decides *whose* view that is, hides it behind a curtain when another
human must not see it, lets bots move after a short visible delay, and autosaves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pygames import IllegalAction

from .dom import Element, button, el, icon, later
from .games import Table, board_for
from .i18n import join_names, t
from .saving import moved_on, not_saved
from .session import Session, new_session

if TYPE_CHECKING:
    from .app import App


class PlayScreen:
    """Draws one session and drives its bots."""

    def __init__(self, app: App, session: Session) -> None:
        self.app = app
        self.session = session
        self.board = board_for(session.game)
        humans = session.humans()
        self.viewer = humans[0] if humans else 0  # whose view is drawn (their side at the bottom)
        self.unveiled: int | None = None  # the human who has lifted the curtain
        self.error: str | None = None
        self.bot_scheduled = False

    # --- drawing -----------------------------------------------------------------------

    def render(self) -> Element:
        if self.session.moved_on:  # another tab played on: never draw (or save) a stale position
            return moved_on(self.app, self.session.game.id)
        state = self.session.state
        acting = self.session.acting_humans()
        if acting and self.viewer not in acting:
            self.viewer = acting[0]
            self.board.reset()  # a half-made choice belongs to the previous player
        view = state.view(self.viewer)
        self.schedule_bot()
        if state.is_over():
            return self.game_over(view)
        if self.needs_curtain(view):
            return self.curtain()
        table = Table(
            view=view,
            viewer=self.viewer,
            legal=state.legal_actions(self.viewer) if self.viewer in acting else [],
            names=self.session.names,
            bots=[seat.bot for seat in self.session.seats],
            act=self.act,
            refresh=self.app.render,
        )
        return el(
            "div",
            self.status(),
            not_saved(self.session),
            el("p", cls="error", text=self.error, data_testid="error", role="alert") if self.error else None,
            self.board.render(table),
            cls="play",
            data_testid="play-screen",
            data_game=self.session.game.id,
        )

    def status(self) -> Element:
        acting = self.session.acting_humans()
        bots = self.session.acting_bots()
        names = self.session.names
        if self.viewer in acting:  # whoever holds the device acts for themselves only
            acting = [self.viewer]
        if acting:
            text = t("play.turn", name=join_names([names[p] for p in acting]))
        else:
            text = t("play.bot_thinking", name=join_names([names[p] for p in bots]))
        return el(
            "div",
            el(
                "p",
                el("span", cls="status-dot" + ("" if acting else " is-bot")),
                text,
                cls="status",
                data_testid="turn",
                data_player=",".join(str(p) for p in (acting or bots)),
            ),
            button(
                t("home.rules"),
                action=lambda: self.app.rules(self.session.game.id),
                cls="btn btn-ghost btn-small",
                data_testid="play-rules",
            ),
            cls="status-bar",
        )

    def needs_curtain(self, view: dict[str, Any]) -> bool:
        """With two or more humans, private information waits until its owner asks for it."""
        return (
            len(self.session.humans()) > 1
            and self.viewer in self.session.acting_humans()
            and self.board.is_private(view)
            and self.unveiled != self.viewer
        )

    def curtain(self) -> Element:
        name = self.session.names[self.viewer]

        def reveal() -> None:
            self.unveiled = self.viewer
            self.app.render()

        return el(
            "div",
            icon("curtain", "curtain-art"),
            el("h2", text=t("curtain.title", name=name)),
            el("p", text=t("curtain.note")),
            button(
                t("curtain.reveal", name=name),
                action=reveal,
                cls="btn btn-primary btn-wide",
                data_testid="curtain-reveal",
            ),
            cls="curtain",
            data_testid="curtain",
            data_curtain_player=self.viewer,
        )

    def game_over(self, view: dict[str, Any]) -> Element:
        state = self.session.state
        names = self.session.names
        winners = state.winners()
        if not winners:
            headline = t("over.draw")
        else:
            headline = t(
                "over.winner" if len(winners) == 1 else "over.winners", names=join_names([names[p] for p in winners])
            )
        final = Table(view, self.viewer, [], names, [s.bot for s in self.session.seats], self.act, self.app.render)
        return el(
            "div",
            el(
                "div",
                icon("trophy", "trophy"),
                el("h2", text=t("over.title")),
                el("p", cls="winner", text=headline, data_testid="winner", data_winners=",".join(map(str, winners))),
                el(
                    "p",
                    cls="win-reason",
                    text=self.board.outcome(view, names),
                    data_testid="win-reason",
                ),
                el(
                    "div",
                    button(t("over.again"), action=self.play_again, cls="btn btn-primary", data_testid="play-again"),
                    button(
                        t("over.new"),
                        action=lambda: self.app.setup(self.session.game.id),
                        cls="btn",
                        data_testid="new-game",
                    ),
                    None  # an embed has no home: "new game" already leads to its setup
                    if self.app.embed_mode
                    else button(t("over.home"), action=self.app.home, cls="btn btn-ghost", data_testid="go-home"),
                    cls="game-actions",
                ),
                cls="over-panel",
            ),
            el("h3", cls="section-title", text=t("over.final")),
            self.board.render(final),
            cls="play game-over",
            data_testid="game-over",
            data_game=self.session.game.id,
        )

    # --- moves -------------------------------------------------------------------------

    def act(self, action: Any) -> None:
        """Play the viewer's action; an illegal one is explained, never fatal."""
        try:
            self.session.play(self.viewer, action)
        except IllegalAction as err:
            self.error = t("play.illegal", reason=str(err))
        else:
            self.error = None
        self.board.reset()
        self.app.render()

    def schedule_bot(self) -> None:
        """If a bot must move, let it move after a short delay (the page stays responsive)."""
        if self.bot_scheduled or self.session.state.is_over() or not self.session.acting_bots():
            return
        self.bot_scheduled = True
        later(self.app.bot_delay, self.bot_step)

    def bot_step(self) -> None:
        self.bot_scheduled = False
        if self.app.owner is not self or self.session.state.is_over():
            return  # the player left this game; it resumes when they come back
        bots = self.session.acting_bots()
        if bots:
            self.session.play_bot(bots[0])
            self.app.render()

    def play_again(self) -> None:
        options = self.session.state.view(None)["options"]
        self.app.play(new_session(self.session.game, self.session.seats, options))
