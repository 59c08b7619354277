"""The app shell: which screen is shown, the header with the language switch, and start-up.

Screens are functions returning an element; ``App.show`` remembers the current one so a
language switch or a state change can simply draw it again. Screens other than home are
imported on first use, to keep start-up short. On embed.html (``<html data-mode=embed>``)
the app shows one game set up by the query (web/embed.py) and never goes to the site's home.

Home, setup, rules and a game are entries in the browser's history (``{"pygames": screen, "game": id}``),
so Back and Forward move between them; a screen opened at start-up deeper than home gets home below
it, so Back never leaves the site from there. A game is saved after every move, so leaving it by Back
loses nothing. An embed adds no entries: they would land in the history of the page that embeds it.

Start-up never stops on "Loading…": whatever storage holds, it ends on a screen with a way on.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_proxy, to_js

from . import dom, i18n, storage
from .dom import Element, button, el, icon
from .embed import Problem, bot_delay, shown
from .i18n import LANGUAGE_NAMES, pick, t

LANG_KEY = "lang"
PACE_KEY = "pace"  # "fast", or none: the reading pace
DEFAULT_BOT_DELAY = 0.4  # seconds a bot "thinks" before its move is shown
DEFAULT_STEP_DELAY = 0.8  # seconds each step of a move is shown at least: long enough to read a few words
FAST = 0.5  # the fast pace's share of those


class App:
    """Owns the page root and the screen on it."""

    def __init__(self, root: Element) -> None:
        self.root = root
        self.screen: Callable[[], Element] = lambda: el("div")
        self.owner: Any = None  # the object that drew the current screen (e.g. a running game)
        self.paced = True  # False once ``?botdelay`` has set both delays itself
        self.pace(storage.read(PACE_KEY) == "fast")
        self.ignored: list[Problem] = []  # bad query values, shown above the screen until dismissed
        value = js.URLSearchParams.new(js.location.search).get("botdelay")  # ``?botdelay=0`` speeds bots up
        if isinstance(value, str):  # a missing one is jsnull
            seconds = bot_delay(value)
            if seconds is None:
                self.ignored.append(Problem("botdelay", value, "botdelay"))
            else:  # tests and impatient players: bots and the steps of their moves both take this long
                self.bot_delay = self.step_delay = seconds
                self.paced = False
        self.embed_mode = js.document.documentElement.getAttribute("data-mode") == "embed"
        self.embed: Any = None  # the checked embed.Query, once it has no problems
        self.title: str | None = None  # the current screen's own title, for a screen without a visible one
        self.entry: dict[str, Any] | None = None  # the history entry of the current screen (site only)
        self.forms: dict[str, Any] = {}  # each game's last setup form: Back and Forward find it as it was
        self.playing: Any = None  # the last game on screen: Back from its rules finds it as it was
        self.sharing: str | None = None  # the game whose Share / embed menu is open on home (web/nav.py)
        self.guest: Any = None  # this phone's seat at a hosted table, once it opened an invitation (web/guest.py)

    def start(self) -> None:
        """Draw the first screen; whatever goes wrong, the page leaves "Loading…" for a screen with a way on."""
        dom.listen(self.root)
        js.window.addEventListener("storage", create_proxy(self.storage_changed))
        try:
            if self.embed_mode:
                self.start_embed()
            else:
                self.entry = history_entry(js.history.state)  # set by this tab before a reload, or by prerender.js
                js.window.addEventListener("popstate", create_proxy(self.popped))
                js.window.addEventListener("hashchange", create_proxy(self.open_fragment))
                self.start_site()
        except Exception as err:  # noqa: BLE001 - storage and queries are anyone's to edit
            js.console.warn(f"start-up failed: {err!r}")
            dom.mount(self.root, self.start_failed)  # alone: the shell itself may be what failed
        finally:
            js.document.documentElement.dataset.app = "ready"

    def start_site(self) -> None:
        """Pick the language, then resume the game that was on screen, or go on from the pre-rendered page, or home."""
        from . import handover
        from .session import current_game

        pre = handover.take()  # before the first draw: what the pre-rendered page recorded, and its focus
        stored = pre[0].get("lang") if pre else storage.read(LANG_KEY)
        i18n.set_lang(i18n.detect(stored, str(js.navigator.language or "")))
        game_id = current_game()
        if self.open_fragment():
            pass
        elif self.learn_query() or self.table_query():
            pass
        elif game_id is not None:  # the entry below a resumed game is home (unless this tab was deeper already)
            self.resume(game_id, "replace" if self.entry and self.entry["pygames"] != "home" else "above_home")
        elif pre:
            handover.go_on(self, *pre)
        else:
            self.home("replace")

    def open_fragment(self, _event: Any = None) -> bool:
        """A link's payload in the address's fragment (it never left the browser): a hosted table's invitation
        (``#join=``, web/guest.py), a replay (``#record=``) or a deal (``#deal=``). Also when such a link is opened
        in a tab already on the site: only the fragment changes then, and the page is not loaded again."""
        fragment = str(js.location.hash or "")
        if not fragment.startswith(("#join=", "#record=", "#deal=")):
            return False
        js.history.replaceState(js.history.state, "", str(js.location.pathname) + str(js.location.search))
        kind, _, text = fragment[1:].partition("=")
        if kind == "join":
            self.join(text)
        elif kind == "record":
            self.home("replace")  # below the replay: its Close and a bad link's Home lead there
            self.open_link(text)
        else:
            self.open_deal(text)
        return True

    def learn_query(self) -> bool:
        """``?learn=<game id>``: that game's lesson, above home (a bad id is said above home)."""
        import pygames

        from .games import playable

        value = js.URLSearchParams.new(js.location.search).get("learn")
        if not isinstance(value, str):  # none given: jsnull
            return False
        games = {game.id: game for game in playable(pygames.GAMES) if game.lesson_at}
        if value not in games:
            self.ignored.append(Problem("learn", value, "game", {"ids": ", ".join(games)}))
            return False
        self.learn(value, "above_home")
        return True

    def table_query(self) -> bool:
        """``?game=<id>&seats=human,phone,bot:strong``: a table with phone seats opens its invitations at once (one
        without phones, its setup filled in); bad values are said above home."""
        import pygames

        from . import colours, embed
        from .games import playable
        from .session import Seat
        from .setup import SetupForm, default_name

        params = js.URLSearchParams.new(js.location.search)
        pairs = [(str(key), str(value)) for key, value in params.entries() if str(key) not in ("botdelay", "learn")]
        if not any(key == "game" for key, _ in pairs):
            return False
        kept = "?botdelay=" + str(params.get("botdelay")) if params.has("botdelay") else ""
        js.history.replaceState(js.history.state, "", str(js.location.pathname) + kept)  # once: a reload resumes
        query = embed.parse(pairs, {game.id: game for game in playable(pygames.GAMES)}, phones=True)
        if query.problems or query.bots is None:
            self.ignored.extend(query.problems)
            return False
        form = SetupForm.for_game(query.game.id)
        form.options.update(query.options)
        form.seats = [Seat("", bot, colours.default(i), level, phone=phone)
                      for i, (bot, level, phone) in enumerate(zip(query.bots, query.levels, query.phones))]
        if not any(query.phones):
            self.home("replace")
            self.setup(query.game.id, form)
            return True
        self.home("replace")
        for i, seat in enumerate(form.seats):
            seat.name = default_name(i, seat.bot)
        from .setup import start

        start(self, form)
        return True

    def start_failed(self) -> Element:
        return el(
            "div",
            el("h1", icon("warn", "icon"), t("start.failed")),
            button(t("over.home"), action=self.home, cls="btn btn-primary", data_testid="start-failed-home"),
            cls="notice notice-error save-error",
            data_testid="start-failed",
            role="alert",
        )

    def storage_changed(self, event: Any) -> None:
        """Another tab changed storage: stop a game whose save moved on, and keep home's cards current."""
        from .session import changed_elsewhere, save_key

        changed = event.key if isinstance(event.key, str) else None  # null: all storage was cleared
        session = getattr(self.owner, "session", None)
        if session is not None:
            game_id = session.game.id
            if (
                changed in (None, storage.PREFIX + save_key(game_id))
                and not session.moved_on
                and changed_elsewhere(game_id, session.stored)
            ):
                session.moved_on = True
                self.render()
        elif self.owner == "home" and (changed is None or changed.startswith(storage.PREFIX + save_key(""))):
            self.render()  # only for saves: home's own storage probe must not set two open homes ping-ponging

    def start_embed(self) -> None:
        """One game from the query: its own save if any, else straight to play (seats given) or its setup.

        The site's ``current`` pointer is left alone: an embed on a blog must not decide what the
        site itself resumes, and it resumes only the save of its own game.
        """
        import pygames

        from . import colours, embed
        from .games import playable
        from .session import CURRENT, Seat, has_save, new_session
        from .setup import default_name

        storage.leave_alone(CURRENT)
        params = js.URLSearchParams.new(js.location.search)
        pairs = [(str(key), str(value)) for key, value in params.entries()]
        query = embed.parse(pairs, {game.id: game for game in playable(pygames.GAMES)})
        i18n.set_lang(query.lang or i18n.detect(None, str(js.navigator.language or "")))
        fragment = str(js.location.hash or "")
        if query.problems:
            self.show(lambda: embed.problems_screen(query.problems))
        elif fragment.startswith("#record="):  # a replay in a blog post: the record is in the fragment only
            self.embed = query
            self.open_link(fragment.removeprefix("#record="), query.game)
        else:
            self.embed = query
            if query.learn:
                self.learn(query.game.id)
            elif has_save(query.game.id):
                self.resume(query.game.id)
            elif query.bots is not None:
                seats = [
                    Seat(default_name(i, bot), bot, colours.default(i), level)
                    for i, (bot, level) in enumerate(zip(query.bots, query.levels or []))
                ]
                self.play(new_session(query.game, seats, dict(query.options)))
            else:
                self.setup(query.game.id)

    def show(self, screen: Callable[[], Element], owner: Any = None, title: str | None = None) -> None:
        """Make ``screen`` the current screen and draw it, from its top (never where the last one was scrolled),
        with focus on its heading (or on the control it asks for first); ``title`` heads a screen that shows none
        of its own."""
        self.screen, self.owner, self.title = screen, owner, title
        self.render()
        js.window.scrollTo(0, 0)
        dom.focus_start(self.root)

    def render(self) -> None:
        """Draw the current screen again (after a move, a choice, or a language switch)."""
        js.document.documentElement.lang = i18n.lang()
        js.document.title = t("app.title")
        dom.mount(self.root, self.shell)

    def shell(self) -> Element:
        """The header, then the screen: one ``<h1>`` in all, home's in the header, another's at its top."""
        title = (el("h1", cls="sr-only", text=self.title, data_testid="screen-title", tabindex="-1")
                 if self.title else None)
        return el(
            "div", self.header(), self.ignored_notice(), el("main", title, self.screen(), cls="screen"), cls="shell"
        )

    def ignored_notice(self) -> Element | None:
        """Bad query values on the site's own pages: said once, then play goes on with the defaults."""
        if not self.ignored or self.embed_mode:  # an embed shows its problems screen instead
            return None

        def dismiss() -> None:
            self.ignored.clear()
            self.render()

        return el(
            "div",
            [
                el("p", text=t("query.ignored", name=shown(p.key), value=shown(p.value),
                                expect=t(f"embed.expect.{p.expect}", **p.values)), data_key=shown(p.key))
                for p in self.ignored
            ],
            button(t("query.dismiss"), action=dismiss, cls="btn btn-ghost btn-small", data_testid="query-dismiss"),
            cls="notice notice-error query-notice",
            data_testid="query-problem",
            role="status",
        )

    def header(self) -> Element:
        other = "en" if i18n.lang() == "ja" else "ja"
        title = pick(self.embed.game.title) if self.embed else t("app.title")
        brand = (icon("logo", "logo"), el("span", text=title))
        return el(
            "header",
            el("h1", *brand, cls="brand", data_testid="home")  # home's title: no link to where one is
            if self.owner == "home"
            else button(
                *brand,
                action=self.home if self.embed or not self.embed_mode else None,
                cls="brand",
                data_testid="home",
            ),
            el(
                "a",
                text=t("embed.full_site"),
                href="./",
                target="_blank",
                rel="noopener",
                cls="embed-site-link",
                data_testid="embed-full-site",
            )
            if self.embed_mode
            else None,
            button(
                icon("globe", "icon"),
                el("span", text=LANGUAGE_NAMES[other], lang=other),
                el("span", text=f" ({t('lang.switch')})", cls="sr-only"),  # its name starts with what it shows
                action=lambda: self.switch_language(other),
                cls="btn btn-ghost lang-toggle",
                data_testid="lang-toggle",
                data_lang=i18n.lang(),
            ),
            cls="app-header",
        )

    def pace(self, fast: bool) -> None:
        """The bots' pause and the steps' least time at the reading pace or the fast one (unless ``?botdelay``)."""
        self.fast = fast
        if self.paced:
            self.bot_delay = DEFAULT_BOT_DELAY * (FAST if fast else 1)
            self.step_delay = DEFAULT_STEP_DELAY * (FAST if fast else 1)

    def set_fast(self, fast: bool) -> None:
        self.pace(fast)
        if fast:
            storage.write(PACE_KEY, "fast")
        else:
            storage.remove(PACE_KEY)

    def switch_language(self, code: str) -> None:
        i18n.set_lang(code)
        if not self.embed_mode:  # an embed's language is the host page's choice, not the site's
            storage.write(LANG_KEY, code)
        self.render()

    # --- navigation ------------------------------------------------------------------------
    # ``how`` each screen enters the browser's history: "push" a new entry, "replace" the current one,
    # or "above_home" (at start-up: home replaces the current entry, and the screen goes above it).

    def home(self, how: str = "push") -> None:
        if self.embed_mode:  # an embed has no home: its game's setup stands in for it
            if self.embed:
                self.setup(self.embed.game.id)
            return
        from . import home
        from .session import leave

        leave()
        self.enter("home", None, "replace" if how == "above_home" else how)
        self.show(lambda: home.render(self), owner="home")

    def setup(self, game_id: str, form: Any = None, how: str = "push") -> None:
        """The setup screen: a fresh form, or ``form`` (filled in before Python, web/handover.py; or by Back)."""
        from . import setup

        form = form or setup.SetupForm.for_game(game_id)
        if self.embed and self.embed.game.id == game_id:  # prefilled from the embed's query
            form.resize(self.embed.players)
            for seat, bot, level in zip(form.seats, self.embed.bots or [], self.embed.levels or []):
                seat.bot, seat.level = bot, level
            form.options.update(self.embed.options)
        self.forms[game_id] = form
        self.enter("setup", game_id, how)
        back = None if self.embed_mode else lambda: js.history.back()  # an embed's setup is its home: none behind
        self.show(lambda: setup.render(self, form, back))

    def rules(self, game_id: str, how: str = "push") -> None:
        from . import rules

        if self.embed_mode:
            shown = self.screen, self.owner, self.title
            back = lambda: self.show(*shown)  # noqa: E731 - an embed keeps no history: back to what was shown
        else:
            back = lambda: js.history.back()  # noqa: E731 - rules always open above the screen they came from
        self.enter("rules", game_id, how)
        self.show(lambda: rules.render(game_id, back, lambda: self.learn(game_id)))

    def learn(self, game_id: str, how: str = "push") -> None:
        """The guided first game (web/lesson.py); a game without one yet: its rules, with a word why."""
        import pygames

        from .lesson import LessonScreen

        game = pygames.GAMES[game_id]
        if game.lesson_at is None:
            self.rules(game_id, how)
            return
        screen = LessonScreen(self, game)
        self.enter("learn", game_id, how)
        self.show(screen.render, owner=screen, title=t("lesson.title", title=pick(game.title)))

    def host(self, game: Any, seats: list[Any], options: dict[str, Any], hints: bool) -> None:
        """A table with phone seats: their invitations, then the deal every device takes part in (web/hosting.py)."""
        from . import lobby
        from .hosting import Hosting

        hosting = Hosting(self, game, seats, options, hints)
        self.show(lambda: lobby.render(self, hosting), owner=hosting, title=t("host.title"))

    def join(self, text: str | None) -> None:
        """A phone opened an invitation: its seat at the host's table (web/guest.py), or why it cannot join;
        ``None`` (Join a table, on home): the screen asks for the invitation, pasted or scanned."""
        from .guest import GuestScreen, Invitation

        if text is None:
            invitation = None
        else:
            self.home("replace")  # below the table: Back from its rules comes back to it
            try:
                invitation = Invitation(text)
            except ValueError as err:
                self.record_problem(str(err), "guest.title")
                return
        self.guest = GuestScreen(self, invitation)
        self.enter("join", None, "push")
        self.show(self.guest.render, owner=self.guest, title=t("guest.title"))

    def play(self, session: Any, how: str | None = None, screen: Any = None) -> None:
        """Show a game (on ``screen`` if given); by default it takes the place of the setup or finished game it
        came from. A saved table with phone seats opens their channels again (web/hosting.py)."""
        from .play import PlayScreen
        from .session import arrive

        if session.remote is None and any(seat.phone for seat in session.seats):
            from .hosting import Hosting

            Hosting(self, session.game, session.seats, dict(session.state.options), session.hints, session)
        if how is None:
            how = "replace" if self.entry and self.entry["pygames"] in ("setup", "play") else "push"
        screen = screen or PlayScreen(self, session)
        self.playing = screen
        self.enter("play", session.game.id, how)
        arrive(session)
        self.show(screen.render, owner=screen, title=pick(session.game.title))

    def replay(self, replay: Any, close: Callable[[], None] | None = None, seat: int = 0,
               seat_colours: list[str] | None = None) -> None:
        """Watch a finished game (web/replay.py); ``close`` goes back to where it came from (else home)."""
        from .replay import ReplayScreen

        screen = ReplayScreen(self, replay, close or self.home, seat, seat_colours)
        self.show(screen.render, owner=screen, title=f"{pick(replay.state.game.title)} – {t('replay.title')}")

    def record_problem(self, reason: str, title: str = "record.error_title") -> None:
        """A record or deal (a file or a link) that cannot be opened: why, and the way home."""
        self.show(lambda: el(
            "div",
            el("h1", icon("warn", "icon"), t(title)),
            el("p", cls="notice-detail", text=t("save.details", reason=reason)),
            button(t("over.home"), action=self.home, cls="btn btn-primary", data_testid="record-error-home",
                   data_autofocus=True),
            cls="notice notice-error save-error",
            data_testid="record-error",
            role="alert",
        ))

    def open_link(self, text: str, embedded: Any = None) -> None:
        """A replay link (``#record=…``): the game it holds, or why it cannot be shown.

        In an embed (``embedded``: its game) only a record of that game is shown, and Close leads to its setup.
        """
        from pygames import SaveError

        from .replay import from_link

        try:
            replay = from_link(text)
            if embedded is not None and replay.state.game is not embedded:
                raise SaveError(t("record.other_game", game=pick(embedded.title)))
        except SaveError as err:
            self.record_problem(str(err))
            return
        self.replay(replay, None if embedded is None else lambda: self.setup(embedded.id))

    def open_deal(self, text: str) -> None:
        """A deal link (``#deal=…``): its game's setup with its players, options and seed; a bad one says why."""
        import pygames
        from pygames import SaveError
        from pygames.core.record import read_deal

        from .setup import SetupForm

        try:
            game, players, options, seed = read_deal(text, pygames.GAMES)
        except SaveError as err:
            self.home("replace")
            self.record_problem(str(err), "deal.error_title")
            return
        form = SetupForm.for_game(game.id)
        form.resize(players)
        form.options.update(options)
        form.deal = seed
        self.setup(game.id, form, "above_home")

    def resume(self, game_id: str, how: str = "push", again: bool = False) -> None:
        """Continue a saved game, or explain why it cannot be continued; home when there is none.

        ``again``: back from its rules, the game last on screen is shown as it was (a lifted curtain stays
        lifted) if its save is unchanged; from anywhere else a pass-and-play game starts at its curtain.
        """
        from pygames import SaveError

        from .games import has_board
        from .session import changed_elsewhere, has_save, load_session

        last = self.playing
        if (  # an unsaved game too: it lives only in this tab
            again
            and last is not None
            and last.session.game.id == game_id
            and not last.session.moved_on
            and (last.session.unsaved is not None or not changed_elsewhere(game_id, last.session.stored))
        ):
            self.play(last.session, how, last)
            return
        if not (has_board(game_id) and has_save(game_id)):  # finished elsewhere, or a game this site does not offer
            self.home(how)
            return
        try:
            session = load_session(game_id)
        except SaveError as err:
            from . import home

            reason = str(err)
            self.enter("play", game_id, how)
            self.show(lambda: home.save_error(self, game_id, reason))
            return
        self.play(session, how)

    # --- history ---------------------------------------------------------------------------

    def enter(self, screen: str, game_id: str | None, how: str) -> None:
        """Record the screen about to be shown in the browser's history (never in an embed's host page)."""
        if self.embed_mode:
            return
        entry = {"pygames": screen, "game": game_id}
        if how == "push" and (entry == self.entry or self.left_a_finished_game()):
            how = "replace"  # no entry twice in a row, and none for a game that is over
        if how == "above_home":
            js.history.replaceState(as_js({"pygames": "home", "game": None}), "")
            how = "push"
        (js.history.pushState if how == "push" else js.history.replaceState)(as_js(entry), "")
        self.entry = entry

    def left_a_finished_game(self) -> bool:
        """Whether the entry being left is a game that is over (nothing to come back to). A game this tab
        plays is asked, not storage: an unsaved game in progress has no save, yet Back must find it."""
        from .session import has_save

        if not (self.entry and self.entry["pygames"] == "play"):
            return False
        last = self.playing
        if last is not None and last.session.game.id == self.entry["game"] and not last.session.moved_on:
            return last.session.state.is_over()
        return not has_save(self.entry["game"])

    def popped(self, event: Any) -> None:
        """Back or Forward: show that entry's screen (a game from its save), or home for an entry not ours."""
        import pygames

        from .games import playable

        entry = history_entry(event.state) or {"pygames": "home", "game": None}
        screen, game_id = entry["pygames"], entry["game"]
        if screen == "join" and self.guest is not None:  # back to this phone's seat at a hosted table
            self.entry = entry
            self.show(self.guest.render, owner=self.guest, title=t("guest.title"))
        elif game_id not in {game.id for game in playable(pygames.GAMES)}:
            self.home("replace")
        elif screen == "setup":
            self.setup(game_id, self.forms.get(game_id), "replace")
        elif screen == "rules":
            self.rules(game_id, "replace")
        elif screen == "learn":
            self.learn(game_id, "replace")  # a lesson starts again from its first beat (nothing of it is saved)
        elif screen == "play":
            self.resume(game_id, "replace", again=self.entry == {"pygames": "rules", "game": game_id})
        else:
            self.home("replace")


def history_entry(state: Any) -> dict[str, Any] | None:
    """A history entry's state if this app made it (``{"pygames": screen, "game": id or None}``), else None."""
    try:
        data = json.loads(str(js.JSON.stringify(state)))
    except (TypeError, ValueError):
        return None
    if not (isinstance(data, dict) and data.get("pygames") in ("home", "setup", "rules", "play", "learn", "join")):
        return None
    game_id = data.get("game")
    return {"pygames": data["pygames"], "game": game_id if isinstance(game_id, str) else None}


def as_js(entry: dict[str, Any]) -> Any:
    """A history entry as a plain JS object (what ``history.state`` gives back, and prerender.js writes)."""
    return to_js(entry, dict_converter=js.Object.fromEntries)

