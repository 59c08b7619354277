"""A phone at a hosted table (issue 48): it joins by an invitation and plays its seat from what the host sends.

This screen holds no game: the host's engine is the only one. It draws the board from its seat's
view, offers the legal moves it was sent, shows every other move step by step as the host told it
(the engine's own steps), and asks for undo; the host's engine decides. Its own language, its own
pace. At the end it checks the deal and replays the record (``pygames.core.phone.Phone.check``).

If the channel goes (the host reloaded, the Wi-Fi dropped), the last table stays on screen with a
box for the host's new invitation; the phone then says how far it had seen, and is told the rest.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import pygames
from pygames.core.phone import Phone

from . import colours, dom
from .dom import Element, button, el, icon, later, on
from .games import Table, board_for, news
from .i18n import join_names, pick, t
from .names import clip, isolate
from .play import Step, ends_round, move_log, reading_time, reduced_motion, status_bar, tool, winners_headline

if TYPE_CHECKING:
    from .nav import Nav


class Invitation:
    """An invitation link's payload, ``<seat>.<token>.<offer>``; ValueError (with why) when it is not one."""

    def __init__(self, text: str) -> None:
        from pygames.core.wire import is_token

        seat, _, rest = text.strip().partition(".")
        token, _, self.offer = rest.partition(".")
        if not (seat.isdigit() and len(seat) <= 2 and is_token(token) and self.offer):
            raise ValueError(t("guest.bad", reason="?"))
        self.seat, self.token = int(seat), token

    @classmethod
    def from_link(cls, text: str) -> Invitation:
        from .hosting import JOIN

        return cls(text.split(JOIN, 1)[1] if JOIN in text else text)


class GuestScreen:
    """One phone's seat at a hosted table."""

    def __init__(self, app: Nav, invitation: Invitation | None) -> None:
        self.app = app
        self.phone = Phone(invitation.seat, invitation.token) if invitation else Phone(0, "")
        #: "asking" (no invitation yet) → "joining" → "answer" → "playing" (or "lost", then "joining" again)
        self.stage = "joining" if invitation else "asking"
        self.problem: str | None = None
        self.answer_text = ""
        self.link: Any = None
        self.board: Any = None
        self.names: list[str] = []
        self.colours: list[str] = []
        self.bots: list[bool] = []
        self.queue: list[Step] = []
        self.step: Step | None = None
        self.sent = False  # a move is on its way to the host: nothing more to choose until it answers
        self.note: str | None = None  # the host's reason for refusing the last move
        self.log_open = False
        self.draft = ""
        self.scanner: Any = None  # the camera reading the host's new invitation (web/scan.py), while it is open
        self.checked: tuple[bool, Any] | None = None
        self.shown_view: dict[str, Any] | None = None  # the view the queued steps lead to: the board after them
        if invitation is not None:
            self.join(invitation)

    # --- the channel ----------------------------------------------------------------------

    def join(self, invitation: Invitation) -> None:
        asyncio.ensure_future(self._join(invitation))

    async def _join(self, invitation: Invitation) -> None:
        from . import peer, qr
        from .signaling import SignalError

        try:
            await qr.load()  # the answer is shown as a QR code
            link, answer = await peer.join(invitation.offer)
        except SignalError as err:
            self.problem = t("guest.bad", reason=str(err))
            self.stage = "lost" if self.phone.view else "failed"
            self.app.render()
            return
        if invitation.seat != self.phone.seat or invitation.token != self.phone.token:
            self.phone = Phone(invitation.seat, invitation.token)  # another seat's invitation: a new phone there
        self.link, self.answer_text, self.stage, self.problem = link, answer, "answer", None
        link.on_open = lambda: self.opened(link)
        link.on_message = lambda raw: self.received(link, raw)
        link.on_close = lambda: self.closed(link)
        self.app.render()

    def opened(self, link: Any) -> None:
        if link is self.link:
            link.send(self.phone.hello())

    def received(self, link: Any, raw: Any) -> None:
        if link is not self.link:
            return
        message, answers = self.phone.receive(raw)
        for answer in answers:
            link.send(answer)
        if message is None:
            return
        kind = message["t"]
        if kind == "table":
            self.table_told(message)
        elif kind == "update":
            self.updated(message)
        elif kind == "refused":
            self.sent = False
            self.note = pick(message["reason"])
            dom.announce(self.note)
        self.app.render()

    def closed(self, link: Any) -> None:
        if link is self.link:
            self.link, self.stage, self.sent = None, "lost", False
            dom.announce(t("guest.lost"))
            self.app.render()

    def table_told(self, message: dict[str, Any]) -> None:
        if message["dealing"]:  # a new game at this table: the last one's board and check go
            self.shown_view, self.checked, self.queue, self.step = None, None, [], None
        self.names = [isolate(clip(name)) for name in message["names"]]
        self.colours = [colours.css_class(c if c in colours.PALETTE else colours.default(i))
                        for i, c in enumerate(message["colours"])]
        self.bots = [bot is True for bot in message["bots"]]
        self.stage = "playing"

    def updated(self, message: dict[str, Any]) -> None:
        """The host's news: the steps of each move this phone did not make, then its view now and its moves."""
        view = message["steps"][-1]
        game = pygames.GAMES.get(view.get("game"))
        if game is None:
            return
        if self.board is None:
            self.board = board_for(game)
        before = self.shown_view
        if before is not None and view["moves"] >= before["moves"]:
            shown = before
            for frame, by in zip(message["steps"], message["by"]):
                if by is not None:
                    words = news(self.board, shown, frame, self.names) or [t("play.step_by", name=self.name(by))]
                    self.queue.append(Step(frame, shown, words, ends_round(shown, frame)))
                shown = frame
        else:
            self.board.reset()  # an undo, or the first view: drawn as it is
        self.shown_view = view
        self.sent, self.note = False, None
        if view["over"] and self.checked is None:
            self.checked = self.phone.check()
        if self.step is None:
            self.next_step()

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)

    # --- moves shown step by step (as web/play.py shows them) ---------------------------------

    def next_step(self) -> None:
        if reduced_motion():
            self.queue = [step for step in self.queue if step.summary]
        self.step = self.queue.pop(0) if self.queue else None
        if self.step is None:
            if self.shown_view is not None and not self.shown_view["over"]:
                dom.announce(self.turn_text())
            return
        dom.announce(self.step.caption)
        if not (self.step.summary and self.app.step_delay > 0):
            step = self.step
            later(reading_time(step.caption, self.app.step_delay), lambda: self.step_done(step))

    def step_done(self, step: Step) -> None:
        if self.app.owner is self and self.step is step:
            self.next_step()
            self.app.render()

    def skip(self) -> None:
        held = next((i for i, step in enumerate(self.queue) if step.summary), len(self.queue))
        self.queue = self.queue[held:]
        self.next_step()
        self.app.render()

    # --- acting ---------------------------------------------------------------------------

    def act(self, action: Any) -> None:
        if self.link is None or self.sent:
            return
        self.sent, self.note = True, None
        self.board.reset()
        self.link.send(self.phone.act(action))
        dom.announce(t("guest.sent"))
        self.app.render()

    def undo(self) -> None:
        if self.link is not None and not self.sent:
            self.sent = True
            self.link.send(self.phone.undo())
            self.app.render()

    def refused(self, reason: str) -> None:
        self.note = reason
        dom.announce(reason)
        self.app.render()

    # --- drawing ----------------------------------------------------------------------------

    def render(self) -> Element:
        if self.stage == "playing" and self.shown_view is not None:
            return self.table_screen()
        return el("div", el("h1", cls="screen-title", tabindex="-1", text=t("guest.title")), self.joining(),
                  cls="guest", data_testid="guest", data_stage=self.stage)

    def joining(self) -> Element:
        if self.stage == "joining":
            return el("p", text=t("guest.joining"), role="status")
        if self.stage == "answer" and self.link is not None and not self.link.open:
            from .qr import code

            field = el("textarea", cls="text-input answer-text", readonly=True, rows="3",
                       aria_label=t("guest.answer"), data_testid="answer-text")
            field.value = self.answer_text
            return el("section", el("p", text=t("guest.show_answer")), code(self.answer_text, t("guest.qr")), field,
                      cls="invitation")
        if self.stage in ("answer", "playing"):
            return el("p", text=t("guest.waiting"), role="status", data_testid="guest-waiting")
        return el("section",
                  el("p", text=self.problem, cls="error", role="alert") if self.problem else None,
                  self.rejoin_box() if self.stage in ("lost", "asking") else
                  button(t("over.home"), action=self.app.home, cls="btn btn-primary", data_testid="guest-home"))

    def rejoin_box(self) -> Element:
        """The host's invitation, pasted (or scanned): a first one from home, or a new one after the channel went."""
        field = el("textarea", cls="text-input", rows="2", aria_label=t("guest.rejoin"), data_testid="rejoin-input")
        field.value = self.draft

        def typed(event: Any) -> None:
            self.draft = str(event.target.value)

        def go() -> None:
            try:
                invitation = Invitation.from_link(self.draft)
            except ValueError as err:
                self.problem = str(err)
                self.app.render()
                return
            self.stage, self.draft = "joining", ""
            self.join(invitation)
            self.app.render()

        def read(text: str) -> None:
            self.scanner, self.draft = None, text
            go()

        def cancelled() -> None:
            self.scanner = None
            self.app.render()

        def scan() -> None:
            from .scan import Scanner

            self.scanner = Scanner(read, cancelled, "scan-invitation")
            self.app.render()
            self.scanner.start()

        on(field, "input", typed)
        return el("div",
                  el("p", text=t("guest.lost"), role="alert") if self.stage == "lost" else
                  el("p", text=t("guest.ask")),
                  field,
                  el("div",
                     button(t("guest.rejoin_go"), action=go, cls="btn btn-primary", data_testid="rejoin-submit"),
                     button(t("host.scan"), action=scan, cls="btn", data_testid="scan-invitation-start"),
                     cls="invitation-actions"),
                  self.scanner.view() if self.scanner is not None else None,
                  cls="rejoin", data_testid="guest-lost" if self.stage == "lost" else "guest-ask")

    def table(self, view: dict[str, Any], legal: list[Any], before: dict[str, Any] | None = None) -> Table:
        return Table(view=view, viewer=self.phone.seat, legal=legal, names=self.names, bots=self.bots, act=self.act,
                     refresh=self.app.render, colours=self.colours, before=before, stepping=before is not None,
                     why=lambda _action: t("guest.not_now"), refuse=self.refused)

    def turn_text(self) -> str:
        acting = self.shown_view["to_act"] if self.shown_view else []
        if self.phone.seat in acting:
            return t("guest.your_turn")
        if any(self.bots[p] for p in acting if p < len(self.bots)):
            return t("play.bot_thinking", name=join_names([self.name(p) for p in acting]))
        return t("play.turn", name=join_names([self.name(p) for p in acting]))

    def table_screen(self) -> Element:
        view = self.shown_view
        if self.step is not None:
            return self.stepping()
        if view["over"]:
            return self.game_over(view)
        update = self.phone.update
        mine = self.link is not None and not self.sent and self.phone.seat in view["to_act"]
        said = self.note or self.turn_text()
        words = el("p",
                   icon("info", "icon") if self.note else el("span", cls="status-dot" + ("" if mine else " is-bot")),
                   said, cls="status" + (" is-note" if self.note else ""),
                   data_testid="refused-words" if self.note else "turn",
                   data_player=",".join(str(p) for p in view["to_act"]), tabindex="-1")
        undo = tool("undo", t("play.undo"), self.undo, "undo") if update and update["undo"] and mine else None
        return el(
            "div",
            self.bar(words, said, undo),
            None if self.link is not None else self.joining(),
            self.board.render(self.table(view, update["legal"] if mine else [])),
            self.move_log(view),
            cls="play guest-play",
            data_testid="play-screen",
            data_game=view["game"],
            data_guest=self.phone.seat,
        )

    def bar(self, words: Element, said: str, first: Element | None) -> Element:
        game_id = self.shown_view["game"]
        return status_bar(words, said, first, None,
                          tool("moves", t("play.moves"), self.toggle_log, "moves",
                               aria_expanded="true" if self.log_open else "false", aria_controls="move-log"),
                          tool("book", t("home.rules"), lambda: self.app.rules(game_id), "play-rules"))

    def toggle_log(self) -> None:
        self.log_open = not self.log_open
        self.app.render()

    def move_log(self, view: dict[str, Any]) -> Element | None:
        return move_log(self.board.log(view, self.names), self.colours, self.toggle_log) if self.log_open else None

    def stepping(self) -> Element:
        step = self.step
        held = step.summary and self.app.step_delay > 0
        said = t("play.round_over") if held else step.caption
        summary = el("div", el("p", step.caption),
                     button(t("play.go_on"), action=lambda: (self.next_step(), self.app.render()),
                            cls="btn btn-primary", data_testid="step-continue", data_autofocus=True),
                     cls="step-summary", data_testid="step-summary", role="dialog",
                     aria_label=t("play.round_over")) if held else None
        board = el("div", self.board.render(self.table(step.view, [], before=step.before)), summary,
                   cls="step-board", data_testid="step")
        return el("div",
                  self.bar(el("p", said, cls="status is-step", data_testid="step-words", tabindex="-1"), said,
                           tool("r-last", t("play.skip"), self.skip, "skip")),
                  board if held else dom.on(board, "click", lambda _event: self.skip()),
                  cls="play is-stepping", data_testid="play-screen", data_game=step.view["game"])

    def game_over(self, view: dict[str, Any]) -> Element:
        winners = view["winners"]
        headline = winners_headline(winners, self.names)
        ok, words = self.checked or (False, {"en": "", "ja": ""})
        dom.announce(f"{t('over.title')}. {headline}")
        return el(
            "div",
            el("div",
               icon("trophy", "trophy"),
               el("h2", text=t("over.title")),
               el("p", cls="winner", text=headline, data_testid="winner", data_winners=",".join(map(str, winners))),
               el("p", cls="win-reason", text=self.board.outcome(view, self.names), data_testid="win-reason"),
               el("p", icon("check" if ok else "warn", "icon"), pick(words), cls="deal-check",
                  data_testid="deal-check", data_ok="true" if ok else "false"),
               el("div", button(t("over.home"), action=self.app.home, cls="btn btn-primary", data_testid="go-home",
                                data_autofocus=True), cls="game-actions"),
               cls="over-panel"),
            el("h3", cls="section-title", text=t("over.final")),
            self.board.render(self.table(view, [])),
            cls="play game-over",
            data_testid="game-over",
            data_game=view["game"],
        )
