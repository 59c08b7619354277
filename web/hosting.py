"""A hosted table (issue 48): this device runs the one engine; each phone seat is a friend's phone.

Each phone seat gets an invitation: a link holding the seat, its token and this device's WebRTC offer
(web/peer.py, web/signaling.py), shown as a QR code and as text. The phone answers with its own short
text, pasted or scanned here; the channel then opens over the local network, with no server between.
Everything a phone sends goes through ``pygames.core.wire.Host`` (checked first, then the engine);
everything it is sent is its own seat's view.

Before the game, the deal: this device and every phone commit to a share, then reveal it
(``pygames.core.commit``), and the game is dealt from all of them. The proof is kept in the save, so a
host that reloads can still show it at the end. A phone that goes gets a fresh invitation at once; its
seat waits for it, or is handed to a bot or to this device.
"""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING, Any

import js

from pygames import Game
from pygames.core import commit
from pygames.core.commit import HOST, Deal
from pygames.core.wire import Host

from . import dom
from .i18n import t
from .session import Seat, Session, make_bot, new_session

if TYPE_CHECKING:
    from .nav import Nav

#: Where an invitation's payload starts in its link: ``…/#join=<seat>.<token>.<offer>``.
JOIN = "#join="


class Hosting:
    """The host's side of a table with phone seats: their links, invitations, the deal, and the engine's answers."""

    def __init__(self, app: Nav, game: Game, seats: list[Seat], options: dict[str, Any], hints: bool,
                 session: Session | None = None) -> None:
        self.app, self.game, self.seats, self.options, self.hints = app, game, seats, options, hints
        self.session = session
        self.links: dict[int, Any] = {}  # seat → its current web.peer.Link
        self.invites: dict[int, str] = {}  # seat → its invitation link (while the seat has no phone)
        self.problems: dict[int, str] = {}  # seat → why the answer pasted for it was refused
        self.drafts: dict[int, str] = {}  # seat → the answer typed so far (kept across re-draws)
        self.shown: int | None = None  # the phone seat whose invitation the host opened
        self.expanded = False  # during the game: the invitation of a phone that went is open
        self.scanner: Any = None  # the camera reading a phone's answer (web/scan.py), while it is open
        self.share = commit.share()
        deal = Deal.from_proof(session.deal) if session is not None and session.deal else self.new_deal()
        self.host = Host({i: seat.token for i, seat in enumerate(seats) if seat.phone},
                         humans=[i for i, seat in enumerate(seats) if not seat.bot],
                         state=session.state if session else None, deal=deal, table=public(seats))
        if session is not None:
            session.remote = self
        for seat in self.phones():
            self.invite(seat)

    def new_deal(self) -> Deal:
        """A deal among this device and every phone seat, this device's share committed first."""
        deal = Deal([HOST, *(i for i, seat in enumerate(self.seats) if seat.phone)])
        deal.commit(HOST, commit.commitment(HOST, self.share))
        return deal

    # --- what the screens ask ---------------------------------------------------------------------

    def phones(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.phone]

    def joined(self, seat: int) -> bool:
        guest = self.host.guests.get(seat)
        return guest is not None and guest.joined

    def waiting(self) -> list[int]:
        """The phone seats whose phone is not at the table now."""
        return [seat for seat in self.phones() if not self.joined(seat)]

    def toggle(self, app: Nav) -> None:
        self.expanded = not self.expanded
        app.render()

    def invite(self, seat: int) -> None:
        """A fresh invitation for ``seat`` (any older one for it stops working)."""
        self.invites.pop(seat, None)
        asyncio.ensure_future(self._invite(seat))

    async def _invite(self, seat: int) -> None:
        from . import peer, qr

        await qr.load()  # the invitation is shown as a QR code: segno comes with the first one
        link, offer = await peer.invite()
        if not self.seats[seat].phone:  # handed to a bot or to this device meanwhile
            link.close()
            return
        old = self.links.pop(seat, None)
        if old is not None:
            old.close()
        self.links[seat] = link
        self.host.connect(seat)  # a new channel: its numbering starts again, and it shows its token first
        link.on_message = lambda raw: self.received(seat, link, raw)
        link.on_close = lambda: self.closed(seat, link)
        base = str(js.URL.new("./", js.location.href).href)
        self.invites[seat] = f"{base}{JOIN}{seat}.{self.seats[seat].token}.{offer}"
        self.app.render()

    def answer(self, seat: int, text: str) -> None:
        """The phone's answer for ``seat``, pasted or scanned: the channel opens once both sides agree."""
        asyncio.ensure_future(self._answer(seat, text.strip()))

    async def _answer(self, seat: int, text: str) -> None:
        from . import peer
        from .signaling import SignalError

        link = self.links.get(seat)
        if link is None:
            return
        self.problems.pop(seat, None)
        try:
            await peer.accept(link, text)
        except SignalError as err:
            self.problems[seat] = t("host.bad_answer", reason=str(err))
            dom.announce(self.problems[seat])
        self.app.render()

    # --- the channels -------------------------------------------------------------------------

    def received(self, seat: int, link: Any, raw: Any) -> None:
        if self.links.get(seat) is not link:
            return  # an old channel of this seat: only the newest speaks for it
        was, before = self.joined(seat), self.host.state and list(self.host.state.history)
        self.settle(self.host.receive(seat, raw), before)
        if self.joined(seat) and not was:
            self.invites.pop(seat, None)
            self.drafts.pop(seat, None)
            dom.announce(t("host.joined", name=self.seats[seat].name))
            self.app.render()

    def closed(self, seat: int, link: Any) -> None:
        """``seat``'s phone went: its seat waits with a fresh invitation (a deal not yet made starts again)."""
        if self.links.get(seat) is not link:
            return
        del self.links[seat]
        self.host.leave(seat)
        if self.session is None:
            self.restart_deal()
        dom.announce(t("host.lost", name=self.seats[seat].name))
        self.invite(seat)
        self.app.render()

    def restart_deal(self) -> None:
        """Before the game: a phone left mid-deal, so every share is drawn again (a new page has a new share)."""
        self.share = commit.share()
        self.host.deal = self.new_deal()
        self.send([(seat, self.host.welcome(seat)) for seat in self.phones() if self.joined(seat)])

    def settle(self, out: list[tuple[int, dict[str, Any]]], before: list[Any] | None) -> None:
        """After a phone's message: the deal's next step, the game's new position saved, and the answers sent."""
        deal, session = self.host.deal, self.session
        if deal is not None and deal.committed and HOST not in deal.shares:
            deal.reveal(HOST, self.share)  # every commitment is in: this device reveals too
        if session is None and deal is not None and deal.complete:
            session = self.begin(deal)
            out = out + self.host.start(session.state)
        elif session is not None and self.host.state is not None:
            if self.host.state is not session.state or self.host.state.history != before:
                session.state = self.host.state  # a phone's move or undo: saved as any move is
                session.store()
        self.send(out)
        self.app.render()

    def begin(self, deal: Deal) -> Session:
        """Every share is in: the game, dealt from all of them, saved with its proof; this device shows it."""
        session = new_session(self.game, self.seats, self.options, seed=deal.seed(), hints=self.hints,
                              deal=deal.to_json())
        session.remote = self
        self.session = session
        self.app.play(session)
        return session

    def again(self) -> None:
        """Play again at the same table: the same phones, a new deal made by every device (the lobby meanwhile)."""
        from . import lobby

        for seat in self.seats:
            seat.hints = 0
        self.session, self.host.state = None, None
        self.restart_deal()
        self.app.show(lambda: lobby.render(self.app, self), owner=self, title=t("host.title"))
        self.settle([], None)  # every phone may already be here

    def changed(self) -> None:
        """A move or an undo made on this device (a person here, or a bot): every phone is told."""
        if self.session is not None:
            self.host.state = self.session.state
            self.send(self.host.broadcast())

    def send(self, out: list[tuple[int, dict[str, Any]]]) -> None:
        for seat, message in out:
            link = self.links.get(seat)
            if link is not None and link.open:
                link.send(json.dumps(message, separators=(",", ":")))

    def hand_over(self, seat: int, bot: bool) -> None:
        """A seat whose phone is gone goes to a bot (at the default level) or to a person on this device."""
        session = self.session
        if session is None or seat not in self.phones():
            return
        link = self.links.pop(seat, None)
        if link is not None:
            link.close()
        self.invites.pop(seat, None)
        self.host.guests.pop(seat, None)
        place = session.seats[seat]
        place.phone, place.token, place.bot = False, "", bot
        self.host.humans = frozenset(i for i, s in enumerate(session.seats) if not s.bot)
        if bot:
            session.bots[seat] = make_bot(session.game, place.level)
        session.store()
        self.app.render()

    def leave(self) -> None:
        """This table is left (home, or another game): every channel closes."""
        for link in self.links.values():
            link.close()
        self.links.clear()


def public(seats: list[Seat]) -> dict[str, Any]:
    """What every phone may know of the table: names, colours, who is a bot and who a phone."""
    return {"names": [seat.name for seat in seats], "colours": [seat.colour for seat in seats],
            "bots": [seat.bot for seat in seats], "phones": [seat.phone for seat in seats]}

