"""The app shell: which screen is shown, the header with the language switch, and start-up.

Screens are functions returning an element; ``App.show`` remembers the current one so a
language switch or a state change can simply draw it again. Screens other than home are
imported on first use, to keep start-up short.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js

from . import dom, i18n, storage
from .dom import Element, button, el, icon
from .i18n import LANGUAGE_NAMES, t

LANG_KEY = "lang"
DEFAULT_BOT_DELAY = 0.6  # seconds: slow enough for a human to follow a bot's move


class App:
    """Owns the page root and the screen on it."""

    def __init__(self, root: Element) -> None:
        self.root = root
        self.screen: Callable[[], Element] = lambda: el("div")
        self.owner: Any = None  # the object that drew the current screen (e.g. a running game)
        self.bot_delay = bot_delay_from_url()

    def start(self) -> None:
        """Pick the language, then resume the game that was on screen, or show home."""
        i18n.set_lang(i18n.detect(storage.read(LANG_KEY), str(js.navigator.language or "")))
        dom.listen(self.root)
        from .session import current_game

        game_id = current_game()
        if game_id is not None:
            self.resume(game_id)
        else:
            self.home()
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
        return el(
            "header",
            button(
                icon("logo", "logo"), el("span", text=t("app.title")), action=self.home, cls="brand", data_testid="home"
            ),
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
        storage.write(LANG_KEY, code)
        self.render()

    # --- navigation ------------------------------------------------------------------------

    def home(self) -> None:
        from . import home
        from .session import leave

        leave()
        self.show(lambda: home.render(self))

    def setup(self, game_id: str) -> None:
        from . import setup

        form = setup.SetupForm.for_game(game_id)
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
