"""The app shell: which screen is shown, the header with the language switch, and start-up.

Screens are functions returning an element; ``App.show`` remembers the current one so a
language switch or a state change can simply draw it again. Screens other than home are
imported on first use, to keep start-up short. On embed.html (``<html data-mode=embed>``)
the app shows one game set up by the query (web/embed.py) and never goes to the site's home.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js

from . import dom, i18n, storage
from .dom import Element, button, el, icon
from .i18n import LANGUAGE_NAMES, pick, t

LANG_KEY = "lang"
DEFAULT_BOT_DELAY = 0.6  # seconds: slow enough for a human to follow a bot's move


class App:
    """Owns the page root and the screen on it."""

    def __init__(self, root: Element) -> None:
        self.root = root
        self.screen: Callable[[], Element] = lambda: el("div")
        self.owner: Any = None  # the object that drew the current screen (e.g. a running game)
        self.bot_delay = bot_delay_from_url()
        self.embed_mode = js.document.documentElement.getAttribute("data-mode") == "embed"
        self.embed: Any = None  # the checked embed.Query, once it has no problems

    def start(self) -> None:
        """Pick the language, then resume the game that was on screen, or show home."""
        if self.embed_mode:
            self.start_embed()
            return
        i18n.set_lang(i18n.detect(storage.read(LANG_KEY), str(js.navigator.language or "")))
        dom.listen(self.root)
        from .session import current_game

        game_id = current_game()
        if game_id is not None:
            self.resume(game_id)
        else:
            self.home()
        js.document.documentElement.dataset.app = "ready"

    def start_embed(self) -> None:
        """One game from the query: its own save if any, else straight to play (seats given) or its setup.

        The site's ``current`` pointer is left alone: an embed on a blog must not decide what the
        site itself resumes, and it resumes only the save of its own game.
        """
        import pygames

        from . import embed
        from .games import playable
        from .session import CURRENT, Seat, has_save, new_session
        from .setup import default_name

        storage.leave_alone(CURRENT)
        params = js.URLSearchParams.new(js.location.search)
        pairs = [(str(key), str(value)) for key, value in params.entries()]
        query = embed.parse(pairs, {game.id: game for game in playable(pygames.GAMES)})
        i18n.set_lang(query.lang or i18n.detect(None, str(js.navigator.language or "")))
        dom.listen(self.root)
        if query.problems:
            self.show(lambda: embed.problems_screen(query.problems))
        else:
            self.embed = query
            if has_save(query.game.id):
                self.resume(query.game.id)
            elif query.bots is not None:
                seats = [Seat(default_name(i, bot), bot) for i, bot in enumerate(query.bots)]
                self.play(new_session(query.game, seats, dict(query.options)))
            else:
                self.setup(query.game.id)
        js.document.documentElement.dataset.app = "ready"

    def show(self, screen: Callable[[], Element], owner: Any = None) -> None:
        """Make ``screen`` the current screen and draw it."""
        self.screen, self.owner = screen, owner
        self.render()

    def render(self) -> None:
        """Draw the current screen again (after a move, a choice, or a language switch)."""
        js.document.documentElement.lang = i18n.lang()
        js.document.title = t("app.title")
        dom.mount(self.root, lambda: el("div", self.header(), el("main", self.screen(), cls="screen"), cls="shell"))

    def header(self) -> Element:
        other = "en" if i18n.lang() == "ja" else "ja"
        title = pick(self.embed.game.title) if self.embed else t("app.title")
        return el(
            "header",
            button(
                icon("logo", "logo"),
                el("span", text=title),
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
                action=lambda: self.switch_language(other),
                cls="btn btn-ghost lang-toggle",
                data_testid="lang-toggle",
                data_lang=i18n.lang(),
                aria_label=t("lang.switch"),
            ),
            cls="app-header",
        )

    def switch_language(self, code: str) -> None:
        i18n.set_lang(code)
        if not self.embed_mode:  # an embed's language is the host page's choice, not the site's
            storage.write(LANG_KEY, code)
        self.render()

    # --- navigation ------------------------------------------------------------------------

    def home(self) -> None:
        if self.embed_mode:  # an embed has no home: its game's setup stands in for it
            if self.embed:
                self.setup(self.embed.game.id)
            return
        from . import home
        from .session import leave

        leave()
        self.show(lambda: home.render(self))

    def setup(self, game_id: str) -> None:
        from . import setup

        form = setup.SetupForm.for_game(game_id)
        if self.embed and self.embed.game.id == game_id:  # prefilled from the embed's query
            form.resize(self.embed.players)
            for seat, bot in zip(form.seats, self.embed.bots or []):
                seat.bot = bot
            form.options.update(self.embed.options)
        self.show(lambda: setup.render(self, form))

    def rules(self, game_id: str) -> None:
        from . import rules

        back = self.screen, self.owner
        self.show(lambda: rules.render(game_id, lambda: self.show(*back)))

    def play(self, session: Any) -> None:
        from .play import PlayScreen

        screen = PlayScreen(self, session)
        self.show(screen.render, owner=screen)

    def resume(self, game_id: str) -> None:
        """Continue a saved game, or explain why it cannot be continued."""
        from pygames import SaveError

        from .games import has_board
        from .session import leave, load_session

        if not has_board(game_id):  # a save from a game this site no longer offers
            leave()
            self.home()
            return
        try:
            session = load_session(game_id)
        except SaveError as err:
            from . import home

            reason = str(err)
            self.show(lambda: home.save_error(self, game_id, reason))
            return
        self.play(session)


def bot_delay_from_url() -> float:
    """``?botdelay=0`` (seconds) speeds bots up for tests and impatient players."""
    value = js.URLSearchParams.new(js.location.search).get("botdelay")
    try:
        return max(0.0, float(value)) if isinstance(value, str) else DEFAULT_BOT_DELAY  # a missing one is jsnull
    except ValueError:
        return DEFAULT_BOT_DELAY
