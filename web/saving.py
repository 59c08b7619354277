"""What the player sees about saving: a save that fails, a game that moved on in another tab, a damaged save's text.

A failed save is never silent: the play screen carries a lasting notice until a save works again,
the game-over screen says when the history could not take the game, and home says so while
nothing can be saved at all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import dom, storage
from .dom import Element, button, el, icon
from .i18n import t
from .session import Session, save_key

if TYPE_CHECKING:
    from .nav import Nav


def not_saved(session: Session) -> Element | None:
    """On the play screen while the autosave fails: what is wrong, until a later save works."""
    return _warning("save.not_saved", session.unsaved, "not-saved")


def not_counted(session: Session) -> Element | None:
    """On the game-over screen when the finished game could not be added to this device's history."""
    return _warning("save.not_counted", session.uncounted, "not-counted")


def cannot_save() -> Element | None:
    """On home while storage refuses even a small write: games will play, but not be kept."""
    return _warning("save.cannot_save", storage.problem(), "cannot-save")


def _warning(words: str, problem: str | None, testid: str) -> Element | None:
    """A lasting notice naming what storage refused (``storage.FULL``/``REFUSED``), or nothing when all is well."""
    if problem is None:
        return None
    return el(
        "p",
        icon("warn", "icon"),
        t(words, reason=t(f"save.reason.{problem}")),
        cls="notice notice-error notice-title save-failed",
        data_testid=testid,
        data_reason=problem,
        role="status",
    )


def moved_on(app: Nav, game_id: str) -> Element:
    """Instead of the board once another tab changed this game's save: load what is there now, or go home."""
    return el(
        "div",
        el("h2", icon("warn", "icon"), t("save.moved_on")),
        el("p", text=t("save.moved_on_hint")),
        el(
            "div",
            button(t("save.reload"), action=lambda: app.resume(game_id), cls="btn btn-primary",
                   data_testid="moved-on-reload"),
            button(t("over.home"), action=app.home, cls="btn btn-ghost", data_testid="moved-on-home"),
            cls="game-actions",
        ),
        cls="notice notice-error save-error",
        data_testid="moved-on",
        data_game=game_id,
        role="alert",
    )


def download_button(game_id: str) -> Element:
    """Save the exact stored text of a damaged save as a file, to keep it or send it in a report."""

    def download() -> None:
        text = storage.read(save_key(game_id))
        if text is not None:
            dom.download(text, f"pygames-{game_id}-save.txt", "text/plain;charset=utf-8")

    return button(t("save.download"), action=download, cls="btn btn-ghost", data_testid="save-download")
