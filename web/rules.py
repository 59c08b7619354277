"""The in-app rules of a game: the Game object's own text, then any drawings its board module offers."""

from __future__ import annotations

from collections.abc import Callable

import pygames

from .dom import Element, button, el, icon
from .games import how_to_win, rules_figures
from .i18n import pick, t


def render(game_id: str, back: Callable[[], None], learn: Callable[[], None] | None = None) -> Element:
    game = pygames.GAMES[game_id]
    figures = rules_figures(game_id)
    return el(
        "article",
        button("← ", t("nav.back"), action=back, cls="btn btn-ghost screen-back", data_testid="rules-back"),
        el("h1", cls="screen-title", tabindex="-1", text=t("rules.title", title=pick(game.title))),
        how_to_win(game_id),
        button(icon("cap", "icon"), t("rules.learn"), action=learn, cls="btn btn-primary rules-learn",
               data_testid=f"learn-{game_id}") if learn and game.lesson_at else None,
        el("div", cls="rules-text", text=pick(game.rules), data_testid="rules-text"),
        el("div", figures, cls="rules-figures", data_testid="rules-figures") if figures else None,
        cls="rules",
        data_testid="rules-screen",
        data_game=game_id,
    )
