"""Watch a finished game again: every action, forward and back, from any seat, with the move log's words.

The game's own board draws each position (no second renderer) from one seat's view of the game
replayed to that point (``State.rewind``): a replay shows only views, as play does. Playing on
shows each action's steps in between, as the engine tells them (``State.story``). The game is
over, so any seat may be watched, its hand shown, or the public view a spectator has. A record
(``pygames.core.record``) is what a replay is built from and what it offers to download or share
as a link.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import js

from pygames import GAMES, SaveError, State
from pygames.core.record import from_link as unlink
from pygames.core.record import read, record, to_link

from . import colours, dom
from .chart import round_starts
from .dom import Element, button, el, icon, later, on
from .games import Table, board_for, news
from .i18n import t
from .names import clip, isolate
from .widgets import copier, link_row

if TYPE_CHECKING:
    from .nav import Nav
    from .session import Session

#: Steps a second at each speed the player may pick (1× shows each action as long as a step of play).
SPEEDS = (0.5, 1, 2, 4)
#: Longest link offered: beyond it chat apps and address bars cut links, and the record goes as a file.
LINK_LIMIT = 2000


@dataclass
class Replay:
    """A finished game and its record (a JSON-ready dict of ``pygames.core.record``)."""

    state: State
    record: dict[str, Any]

    @property
    def names(self) -> list[str]:
        return [isolate(clip(name)) for name in self.record["names"]]


def from_session(session: Session) -> Replay:
    """The record of a game just finished at this table."""
    levels = [seat.level if seat.bot else None for seat in session.seats]
    date = str(js.Date.new().toISOString())
    build = str(js.document.documentElement.getAttribute("data-build") or "")
    data = record(session.state, [seat.name for seat in session.seats], levels, date, build,
                  [seat.hints for seat in session.seats])
    return Replay(session.state, data)


def from_text(text: str) -> Replay:
    """A record file's text as a replay; :class:`SaveError` with the reason if it is not a sound record."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as err:
        raise SaveError("This is not a game record.") from err
    return Replay(read(data, GAMES), data)


def from_link(text: str) -> Replay:
    """A link's ``#record=`` text as a replay; :class:`SaveError` if it holds no sound record."""
    data, state = unlink(text, GAMES)
    return Replay(state, data)


class ReplayScreen:
    """Steps through a finished game; ``close`` leads back to where it was opened from."""

    def __init__(self, app: Nav, replay: Replay, close: Callable[[], None], seat: int | None = 0,
                 seat_colours: list[str] | None = None) -> None:
        self.app, self.replay, self.close = app, replay, close
        self.board = board_for(replay.state.game)
        self.seat = seat  # whose view is shown: a seat, hand and all, or None for a spectator's (public) view
        self.colours = seat_colours or [colours.css_class(colours.default(p)) for p in range(replay.state.num_players)]
        self.at = 0  # actions shown so far: 0 is the deal, the end is the finished game
        self.speed = 1
        self.playing = False
        self.cache = replay.state.rewind(0)
        self.link: str | None = None
        self.round_starts: list[tuple[int, int]] | None = None
        self.said = ""  # the words of the action on screen (the live region says them after a step)
        self.frames: list[dict[str, Any]] = []  # while playing: the engine's steps of the next action, still to show
        self.frame: tuple[dict[str, Any], dict[str, Any]] | None = None  # that step on screen: (before, view)

    @property
    def total(self) -> int:
        return len(self.replay.state.history)

    def position(self, moves: int) -> State:
        """The game after ``moves`` actions: on from the last position shown, or replayed anew to go back."""
        if len(self.cache.history) > moves:
            self.cache = self.replay.state.rewind(moves)
        for player, action in self.replay.state.history[len(self.cache.history) : moves]:
            self.cache.apply(player, action)
        return self.cache

    def rounds(self) -> list[tuple[int, int]]:
        """Where each round starts, as (round, actions before it), for games whose view counts rounds."""
        if self.round_starts is None:
            self.round_starts = [(number, index) for number, index, _ in round_starts(self.replay.state)]
        return self.round_starts

    # --- drawing -----------------------------------------------------------------------------

    def views(self) -> tuple[dict[str, Any] | None, dict[str, Any]]:
        """The watched seat's view before the action shown (None at the deal) and after it."""
        before = self.position(self.at - 1).view(self.seat) if self.at else None
        return before, self.position(self.at).view(self.seat)

    def render(self) -> Element:
        before, view = self.frame or self.views()
        words = news(self.board, before, view, self.replay.names) if before is not None else []
        self.said = " ".join(words) or (t("replay.deal") if self.at == 0 else t("play.step"))
        table = Table(view=view, viewer=0 if self.seat is None else self.seat, legal=[], names=self.replay.names,
                      bots=[level is not None for level in self.replay.record["levels"]], act=lambda _a: None,
                      refresh=self.app.render, colours=self.colours, before=before, stepping=before is not None)
        return el(
            "div",
            el(
                "div",
                el("h2", text=t("replay.title"), cls="replay-title"),
                el("p", t("replay.at", n=self.at, total=self.total), cls="replay-at", data_testid="replay-at",
                   data_at=self.at),
                el("p", self.said, cls="replay-words", data_testid="replay-words", tabindex="-1"),
                self.controls(),
                self.choices(),
                cls="replay-head",
            ),
            self.board.render(table),
            self.sharing(),
            cls="play replay",
            data_testid="replay-screen",
            data_game=self.replay.state.game.id,
        )

    def controls(self) -> Element:
        first, last = self.at == 0, self.at == self.total
        return el(
            "div",
            button(icon("r-first"), action=None if first else lambda: self.go(0), cls="btn btn-small",
                   aria_label=t("replay.first"), data_testid="replay-first", data_autofocus=last),
            button(icon("r-back"), action=None if first else lambda: self.go(self.at - 1), cls="btn btn-small",
                   aria_label=t("replay.back"), data_testid="replay-back"),
            button(icon("r-pause" if self.playing else "play"),
                   action=None if last and not self.playing else self.toggle_play, cls="btn btn-small btn-primary",
                   aria_label=t("replay.pause" if self.playing else "replay.play"), data_testid="replay-play"),
            button(icon("r-forward"), action=None if last else lambda: self.go(self.at + 1), cls="btn btn-small",
                   aria_label=t("replay.forward"), data_testid="replay-forward", data_autofocus=not last),
            button(icon("r-last"), action=None if last else lambda: self.go(self.total), cls="btn btn-small",
                   aria_label=t("replay.last"), data_testid="replay-last"),
            button(t("play.close"), action=self.leave, cls="btn btn-ghost btn-small", data_testid="replay-close"),
            cls="replay-controls",
            role="group",
            aria_label=t("replay.title"),
        )

    def choices(self) -> Element:
        """Whose view, how fast, and (in games of rounds) a jump to a round."""
        names = [clip(name) for name in self.replay.record["names"]]
        seats = [(None, t("replay.spectator")), *enumerate(names)]
        seat = el("select", [el("option", text=name, value="" if p is None else str(p), selected=p == self.seat)
                             for p, name in seats],
                  aria_label=t("replay.seat"), data_testid="replay-seat")
        on(seat, "change", lambda event: self.watch(int(event.target.value) if event.target.value else None))
        speed = el("select", [el("option", text=f"{s}×", value=str(s), selected=s == self.speed) for s in SPEEDS],
                   aria_label=t("replay.speed"), data_testid="replay-speed")
        on(speed, "change", lambda event: self.set_speed(float(event.target.value)))
        rounds = self.rounds()
        jump = None
        if rounds:
            current = max((number for number, start in rounds if start <= self.at), default=rounds[0][0])
            jump = el("select", [el("option", text=t("replay.round", n=number), value=str(start),
                                    selected=number == current) for number, start in rounds],
                      aria_label=t("replay.jump"), data_testid="replay-round")
            on(jump, "change", lambda event: self.go(int(event.target.value)))
        return el("div", seat, speed, jump, cls="replay-choices")

    def sharing(self) -> Element:
        """Download the record, and share it as a link and as an embed (the record in the fragment: never sent
        to a server), unless the link would be too long to share."""
        if self.link is None:
            self.link = to_link(self.replay.record, {self.replay.state.game.id: self.replay.state.game})
        url = f"{js.URL.new('./', js.location.href).href}#record={self.link}"
        fits = len(url) <= LINK_LIMIT
        return el(
            "section",
            el("h3", cls="section-title", text=t("replay.share")),
            link_row(url, t("replay.link"), "replay-link") if fits
            else el("p", cls="hint", text=t("replay.too_long"), data_testid="replay-too-long"),
            self.embed_code() if fits else None,
            el("div", button(t("replay.download"), action=self.download, cls="btn", data_testid="replay-download"),
               cls="game-actions"),
            cls="replay-share",
        )

    def embed_code(self) -> Element:
        """The code a blog pastes to show this replay (embed.html with the record in the fragment)."""
        from .embed import snippet
        from .i18n import lang, pick

        game = self.replay.state.game
        url = js.URL.new(f"embed.html?game={game.id}&lang={lang()}#record={self.link}", js.location.href)
        code = snippet(str(url.href), str(url.origin), f"{pick(game.title)} – {t('replay.title')}")
        area = el("textarea", cls="embed-code", readonly=True, rows=4, spellcheck="false",
                  aria_label=t("replay.embed"), data_testid="replay-embed")
        area.value = code
        return el("div", el("h4", cls="embed-panel-title", text=t("replay.embed")), area,
                  el("div", *copier(area, code, "replay-embed"), cls="game-actions"))

    # --- moving ------------------------------------------------------------------------------

    def go(self, moves: int) -> None:
        self.frames, self.frame = [], None
        self.at = max(0, min(self.total, moves))
        if self.at == self.total:
            self.playing = False
        self.app.render()
        dom.announce(self.said)

    def watch(self, seat: int | None) -> None:
        self.frames, self.frame = [], None
        self.seat = seat
        self.app.render()

    def set_speed(self, speed: float) -> None:
        self.speed = int(speed) if speed == int(speed) else speed
        self.app.render()

    def toggle_play(self) -> None:
        self.frames, self.frame = [], None
        self.playing = not self.playing
        if self.playing and self.at == self.total:
            self.at = 0
        self.app.render()
        if self.playing:
            later(self.app.step_delay / self.speed, self.tick)

    def tick(self) -> None:
        """Play on: the next action's steps in between (the engine's ``State.story``), one a tick, then the action."""
        if not self.playing or self.app.owner is not self:
            return
        if self.frame is None:  # the next action: told on the position before it (which moves on with it)
            state, (player, action) = self.position(self.at), self.replay.state.history[self.at]
            shown = state.view(self.seat)
            self.frames = state.story(player, action, self.seat)[:-1]
        else:
            shown = self.frame[1]
        if self.frames:
            self.frame = (shown, self.frames.pop(0))
            self.app.render()
            dom.announce(self.said)
        else:
            self.go(self.at + 1)
        if self.playing:
            later(self.app.step_delay / self.speed, self.tick)

    def leave(self) -> None:
        self.playing = False
        self.close()

    def download(self) -> None:
        """The record as a small JSON file."""
        game, date = self.replay.state.game.id, self.replay.record["date"][:10]
        dom.download(json.dumps(self.replay.record, ensure_ascii=False, indent=1), f"pygames-{game}-{date}.json",
                     "application/json")
