"""Home: the playable games, a "continue" for each saved game, a Share / embed menu, and the damaged-save screen.

Home must start whatever storage holds: each card reads its own save, and one that fails shows as
damaged on that card (with Discard and a download of its text) while every other card works.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import js

import pygames
from pygames import Game, SaveError

from . import i18n, storage
from .dom import Element, button, el, icon, on
from .games import playable
from .i18n import pick, t
from .saving import cannot_save, download_button
from .session import discard, load_session, save_key
from .widgets import copier, link_row

if TYPE_CHECKING:
    from .nav import Nav

#: Largest record file read: a 6-player game's record is about 10 kB.
RECORD_BYTES = 1 << 20


def render(app: Nav) -> Element:
    return el(
        "div",
        el("p", cls="tagline", text=t("app.tagline")),
        cannot_save(),
        el("div", [game_card(app, game) for game in playable(pygames.GAMES)], cls="game-list"),
        el("div", record_opener(app), join_opener(app), cls="home-tools"),
        cls="home",
        data_testid="home-screen",
    )


def game_card(app: Nav, game: Game) -> Element:
    players = (
        t("home.players", min=game.min_players)
        if game.min_players == game.max_players
        else t("home.players_range", min=game.min_players, max=game.max_players)
    )
    return el(
        "article",
        el("div", icon(f"art-{game.id}", "game-art"), cls=f"game-art-wrap game-art-{game.id}"),
        el(
            "div",
            el("h2", cls="game-title", text=pick(game.title)),
            el("p", icon("people", "icon"), players, cls="game-players"),
            el("p", cls="game-desc", text=pick(game.description)),
            saved_game(app, game),
            past_games(app, game),
            el(
                "div",
                button(
                    t("home.new"),
                    action=lambda: app.setup(game.id),
                    cls="btn btn-primary",
                    data_testid=f"play-{game.id}",
                ),
                button(
                    icon("cap", "icon"),
                    t("home.learn"),
                    action=lambda: app.learn(game.id),
                    cls="btn",
                    data_testid=f"learn-{game.id}",
                )
                if game.lesson_at
                else None,
                button(
                    t("home.rules"),
                    action=lambda: app.rules(game.id),
                    cls="btn btn-ghost",
                    data_testid=f"rules-{game.id}",
                ),
                cls="game-actions",
            ),
            button(  # secondary: for the few who share or embed, out of the players' way
                icon("share", "icon"),
                t("embed.button"),
                action=lambda: toggle_embed(app, game.id),
                cls="btn btn-ghost share-toggle",
                data_testid=f"embed-{game.id}",
                aria_expanded="true" if app.sharing == game.id else "false",
                aria_controls=f"share-{game.id}",
            ),
            embed_panel(app, game) if app.sharing == game.id else None,
            cls="game-body",
        ),
        cls="game-card",
        data_testid="game-card",
        data_game=game.id,
    )


def toggle_embed(app: Nav, game_id: str) -> None:
    """Open or close a game's Share / embed menu; focus stays on its button, or goes back to it from Close."""
    app.sharing = None if app.sharing == game_id else game_id
    app.render()  # web/dom.py keeps focus on the control used, if it is drawn again
    if app.sharing is None:
        app.root.querySelector(f'[data-testid="embed-{game_id}"]').focus()


def embed_panel(app: Nav, game: Game) -> Element:
    """The Share / embed menu: the site's address, and the code a blog pastes to show this game alone (embed.html)."""
    from .embed import snippet

    query = f"embed.html?game={game.id}&lang={i18n.lang()}"
    url = js.URL.new(query, js.location.href)  # relative to this page: works under any sub-path
    code = snippet(str(url.href), str(url.origin), f"{pick(game.title)} – {t('app.title')}")
    site = str(js.URL.new("./", js.location.href).href)
    area = el("textarea", cls="embed-code", readonly=True, rows=6, spellcheck="false", aria_label=t("embed.code"),
              data_testid="embed-snippet")
    area.value = code
    return el(
        "section",
        el("h3", cls="embed-panel-title", text=t("share.link")),
        link_row(site, t("share.link"), "share-link"),
        el("h3", cls="embed-panel-title", text=t("embed.title")),
        el("p", cls="hint", text=t("embed.hint")),
        area,
        el(
            "div",
            *copier(area, code, "embed"),
            button(t("embed.close"), action=lambda: toggle_embed(app, game.id), cls="btn btn-ghost",
                   data_testid="embed-close"),
            cls="game-actions",
        ),
        cls="embed-panel",
        id=f"share-{game.id}",
        data_testid="embed-panel",
        aria_label=t("embed.button"),
    )


def saved_game(app: Nav, game: Game) -> Element | None:
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
            el(
                "div",
                button(
                    t("save.discard"),
                    action=lambda: forget(app, game.id),
                    cls="btn btn-ghost",
                    data_testid="save-error-discard",
                ),
                download_button(game.id),
                cls="game-actions",
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


def past_games(app: Nav, game: Game) -> Element | None:
    """This device's history of the game: games played, wins per name, the best winning score; and Clear."""
    from . import history
    from .names import clip, isolate

    done = history.summary(game.id)
    if done is None:
        return None
    wins = t("history.and").join(t("history.wins", name=isolate(clip(name)), n=n) for name, n in done.wins[:3])
    best = t("history.best", score=done.best[0], name=isolate(clip(done.best[1]))) if done.best else ""

    def clear() -> None:
        history.clear(game.id)
        app.render()

    return el(
        "div",
        el("p", t("history.played", n=done.played), " ", wins, " ", best, cls="history-line"),
        button(t("history.clear"), action=clear, cls="btn btn-ghost btn-small", data_testid=f"history-clear-{game.id}"),
        cls="history",
        data_testid=f"history-{game.id}",
        data_played=done.played,
    )


def join_opener(app: Nav) -> Element:
    """"Join a table": a friend hosts a game on their device; this phone pastes or scans its invitation."""
    return button(icon("phone", "icon"), t("guest.join_table"), action=lambda: app.join(None),
                  cls="btn btn-ghost", data_testid="join-table", data_needs_python=True)


def record_opener(app: Nav) -> Element:
    """"Open a record": a record file (from "Download the record") opens as a replay, or says why it cannot."""
    picker = el("input", type="file", accept=".json,application/json", cls="file-input", data_testid="open-record")

    def chosen(event: Any) -> None:
        files = event.target.files
        if files is not None and files.length:
            import asyncio

            asyncio.ensure_future(open_record(app, files.item(0)))

    on(picker, "change", chosen)
    return el("div", el("label", icon("upload", "icon"), t("record.open"), picker, cls="btn btn-ghost file-button"),
              cls="record-open", data_needs_python=True)


async def open_record(app: Nav, file: Any) -> None:
    from .replay import from_text

    try:
        text = str(await file.text()) if file.size <= RECORD_BYTES else ""
        replay = from_text(text)
    except SaveError as err:
        app.record_problem(str(err))
        return
    app.replay(replay)


def forget(app: Nav, game_id: str) -> None:
    discard(game_id)
    app.home("replace")  # the screen of a save that is no more: not a place Back should lead to


def save_error(app: Nav, game_id: str, reason: str) -> Element:
    """The page shown when the game to resume cannot be loaded: say why, and offer a way on."""

    def start_new() -> None:
        discard(game_id)
        app.setup(game_id, how="replace")

    return el(
        "div",
        el("h1", icon("warn", "icon"), t("save.error_title")),
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
            download_button(game_id),
            cls="game-actions",
        ),
        cls="notice notice-error save-error",
        data_testid="save-error",
        data_game=game_id,
        role="alert",
    )
