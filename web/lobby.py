"""Inviting the phones of a hosted table (issue 48): before the game, and again for a phone that went.

One seat's invitation at a time is open (its QR code, its link, the box for the phone's answer), so
what the host must do fits a phone's screen; the other phone seats are a line each, with how they are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .dom import Element, button, el, icon, on
from .i18n import pick, t
from .names import isolate
from .widgets import copier

if TYPE_CHECKING:
    from .hosting import Hosting
    from .nav import Nav


def render(app: Nav, hosting: Hosting) -> Element:
    """The lobby: every phone seat, the open one's invitation, and a word on what each phone needs."""
    waiting = hosting.waiting()
    return el(
        "div",
        button("← ", t("nav.back"), action=app.home, cls="btn btn-ghost screen-back", data_testid="lobby-back"),
        el("h1", cls="screen-title", tabindex="-1", text=pick(hosting.game.title)),
        el("p", cls="subtitle", text=t("host.title")),
        el("ol", [seat_line(app, hosting, seat, seat == opened(hosting, waiting) if waiting else False)
                  for seat in hosting.phones()], cls="phone-seats"),
        invitation(app, hosting, opened(hosting, waiting)) if waiting else
        el("p", cls="hint", text=t("host.dealing"), data_testid="lobby-dealing", role="status"),
        el("p", cls="hint", text=t("host.needs_site")),
        cls="lobby",
        data_testid="lobby",
        data_game=hosting.game.id,
    )


def opened(hosting: Hosting, waiting: list[int]) -> int:
    """The seat whose invitation is open: the one the host chose, else the first still waiting."""
    return hosting.shown if hosting.shown in waiting else waiting[0]


def seat_line(app: Nav, hosting: Hosting, seat: int, open_now: bool) -> Element:
    joined = hosting.joined(seat)

    def show() -> None:
        hosting.shown = seat
        app.render()

    name = isolate(hosting.seats[seat].name)
    return el(
        "li",
        icon("check" if joined else "phone", "icon"),
        el("span", name, cls="phone-seat-name"),
        el("span", text=t("host.here" if joined else "host.waiting"), cls="phone-seat-state"),
        None if joined or open_now else button(t("host.show_invite"), action=show, cls="btn btn-ghost btn-small",
                                   data_testid="show-invite", data_seat=seat),
        cls="phone-seat" + (" is-joined" if joined else ""),
        data_testid="phone-seat",
        data_seat=seat,
        data_joined="true" if joined else "false",
    )


def invitation(app: Nav, hosting: Hosting, seat: int) -> Element:
    """One seat's invitation: its QR code and link, then the phone's answer (pasted, or scanned)."""
    from .qr import code

    link = hosting.invites.get(seat)
    name = hosting.seats[seat].name
    if link is None:
        return el("section", el("p", text=t("host.making"), role="status"), cls="invitation", aria_busy="true",
                  data_testid="invitation", data_seat=seat)
    field = el("input", cls="text-input share-link", type="url", readonly=True, aria_label=t("host.link", name=name),
               data_testid="invite-text", data_seat=seat)
    field.value = link  # a property: the link stays text
    answer = el("textarea", cls="text-input answer-input", rows="2", aria_label=t("host.answer", name=name),
                autocomplete="off", spellcheck="false", data_testid="answer-input", data_seat=seat)
    answer.value = hosting.drafts.get(seat, "")

    def typed(event: Any) -> None:
        hosting.drafts[seat] = str(event.target.value)

    on(answer, "input", typed)
    problem = hosting.problems.get(seat)
    return el(
        "section",
        el("p", text=t("host.scan_this", name=isolate(name)), cls="hint"),
        code(link, t("host.qr", name=name)),
        el("div", field, *copier(field, link, f"invite-{seat}"), cls="share-row"),
        el("label", text=t("host.answer_label")),
        answer,
        el("p", text=problem, cls="error", role="alert", data_testid="answer-problem") if problem else None,
        el("div",
           button(t("host.submit"), action=lambda: hosting.answer(seat, hosting.drafts.get(seat, "")),
                  cls="btn btn-primary", data_testid="answer-submit", data_seat=seat),
           button(t("host.scan"), action=lambda: scan_answer(app, hosting, seat), cls="btn",
                  data_testid="scan-answer-start", data_seat=seat),
           cls="invitation-actions"),
        hosting.scanner.view() if hosting.scanner is not None else None,
        cls="invitation",
        data_testid="invitation",
        data_seat=seat,
    )


def scan_answer(app: Nav, hosting: Hosting, seat: int) -> None:
    """Read the phone's answer off its screen with this device's camera (pasting it stays open meanwhile)."""
    from .scan import Scanner

    def read(text: str) -> None:
        hosting.scanner = None
        hosting.answer(seat, text)

    def cancelled() -> None:
        hosting.scanner = None
        app.render()

    hosting.scanner = Scanner(read, cancelled, "scan-answer")
    app.render()
    hosting.scanner.start()


def away(app: Nav, hosting: Hosting) -> Element:
    """During the game: each phone not at the table, and the ways on (its new invitation, a bot, this device)."""
    seats = hosting.waiting()
    seat = opened(hosting, seats)
    name = hosting.seats[seat].name
    return el(
        "section",
        el("p", icon("warn", "icon"), t("host.away", name=isolate(name)), cls="away-words", role="status"),
        el("div",
           button(t("host.show_invite") if not hosting.expanded else t("play.close"),
                  action=lambda: hosting.toggle(app), cls="btn btn-small", data_testid="away-invite",
                  aria_expanded="true" if hosting.expanded else "false"),
           button(t("host.to_bot"), action=lambda: hosting.hand_over(seat, bot=True), cls="btn btn-small",
                  data_testid="hand-to-bot", data_seat=seat),
           button(t("host.to_here"), action=lambda: hosting.hand_over(seat, bot=False), cls="btn btn-small",
                  data_testid="hand-to-here", data_seat=seat),
           cls="away-actions"),
        invitation(app, hosting, seat) if hosting.expanded else None,
        cls="away",
        data_testid="phones-away",
        data_seat=seat,
    )
