"""Home: the playable games, a "continue" for each saved game, and the damaged-save screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygames
from pygames import Game, SaveError

from . import storage
from .dom import Element, button, el, icon
from .games import playable
from .i18n import pick, t
from .session import discard, load_session, save_key

if TYPE_CHECKING:
    from .app import App


def render(app: App) -> Element:
    return el(
        "div",
        el("p", cls="tagline", text=t("app.tagline")),
        el("div", [game_card(app, game) for game in playable(pygames.GAMES)], cls="game-list"),
        cls="home",
        data_testid="home-screen",
    )


def game_card(app: App, game: Game) -> Element:
    players = (
        t("home.players", min=game.min_players)
        if game.min_players == game.max_players
        else t("home.players_range", min=game.min_players, max=game.max_players)
    )
    return el(
        "article",
        el("div", icon(f"art-{game.id}", "game-art"), cls="game-art-wrap"),
        el(
            "div",
            el("h2", cls="game-title", text=pick(game.title)),
            el("p", icon("people", "icon"), players, cls="game-players"),
            el("p", cls="game-desc", text=pick(game.description)),
            saved_game(app, game),
            el(
                "div",
                button(
                    t("home.new"),
                    action=lambda: app.setup(game.id),
                    cls="btn btn-primary",
                    data_testid=f"play-{game.id}",
                ),
                button(
                    t("home.rules"),
                    action=lambda: app.rules(game.id),
                    cls="btn btn-ghost",
                    data_testid=f"rules-{game.id}",
                ),
                cls="game-actions",
            ),
            cls="game-body",
        ),
        cls="game-card",
        data_testid="game-card",
        data_game=game.id,
    )


def saved_game(app: App, game: Game) -> Element | None:
    """A "continue" button for a saved game, or a notice (with a way out) if it is damaged."""
    if storage.read(save_key(game.id)) is None:
        return None
    try:
        session = load_session(game.id)
    except SaveError as err:
        return el(
            "div",
            el("p", icon("warn", "icon"), t("save.broken_short"), cls="notice-title"),
            el("p", cls="notice-detail", text=t("save.details", reason=str(err))),
            button(
                t("save.discard"),
                action=lambda: forget(app, game.id),
                cls="btn btn-ghost",
                data_testid="save-error-discard",
            ),
            cls="notice notice-error",
            data_testid="save-error",
            role="alert",
        )
    return button(
        icon("play", "icon"),
        t("home.continue", moves=session.state.view(None)["moves"] + 1),
        action=lambda: app.play(session),
        cls="btn btn-continue",
        data_testid=f"continue-{game.id}",
    )


def forget(app: App, game_id: str) -> None:
    discard(game_id)
    app.home()


def save_error(app: App, game_id: str, reason: str) -> Element:
    """The page shown when the game to resume cannot be loaded: say why, and offer a way on."""

    def start_new() -> None:
        discard(game_id)
        app.setup(game_id)

    return el(
        "div",
        el("h2", icon("warn", "icon"), t("save.error_title")),
        el("p", text=t("save.error_body")),
        el("p", cls="notice-detail", text=t("save.details", reason=reason)),
        el(
            "div",
            button(t("save.new"), action=start_new, cls="btn btn-primary", data_testid="save-error-new"),
            button(
                t("save.discard"),
                action=lambda: forget(app, game_id),
                cls="btn btn-ghost",
                data_testid="save-error-discard",
            ),
            cls="game-actions",
        ),
        cls="notice notice-error save-error",
        data_testid="save-error",
        role="alert",
    )
