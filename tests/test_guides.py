"""Every board points the way to any legal move, tap by tap, and says why a refused choice is refused.

A lesson's expected move and a hint reach the board as ``Table.guide``; the board marks the next tap
toward it (``kit.toward``). Here each board is drawn under CPython (prerender.py's fake browser) for
positions of seeded random games, a legal move is picked at random as the guide, and only marked
elements are tapped: the board must play exactly that move within a few taps. The same drawings
check that every refused choice (``kit.refused``) carries the engine's reason, never a silent tap.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

import prerender
from pygames import GAMES

ROOT = Path(__file__).resolve().parent.parent
GUIDED = list(GAMES)  # every board marks its guides and its refused choices
POSITIONS = 12  # per game and player count: each a different phase or step
MARK = "data-lesson-target"


def walk(node: Any):
    yield node
    for child in getattr(node, "children", []):
        if not isinstance(child, str):
            yield from walk(child)


def positions(game_id: str, players: int, count: int, seed: int) -> list[Any]:
    """``count`` positions of seeded random games, spread over whole games (a copy each)."""
    rng = random.Random(seed)
    found = []
    game = GAMES[game_id]
    for _ in range(count):
        state = game.new(players, rng.getrandbits(128), {})
        stop = rng.randrange(60)
        for _ in range(stop):
            if state.is_over():
                break
            player = state.to_act()[0]
            state.apply(player, rng.choice(state.legal_actions(player)))
        if not state.is_over():
            found.append(state.clone())
    return found


@pytest.fixture(scope="module")
def browser():
    with prerender.fake_browser(ROOT) as js:
        yield js


@pytest.mark.parametrize("game_id", GUIDED)
def test_following_the_marks_alone_plays_the_guided_move(browser, game_id):
    from web import dom
    from web.games import Table, board_for

    game = GAMES[game_id]
    rng = random.Random(7)
    for players in sorted({game.min_players, game.max_players}):
        for state in positions(game_id, players, POSITIONS, seed=players):
            player = state.to_act()[0]
            legal = state.legal_actions(player)
            goal = rng.choice(legal)
            board, played = board_for(game), []
            for _ in range(12):
                table = Table(view=state.view(player), viewer=player, legal=legal,
                              names=[f"P{p}" for p in range(players)], bots=[p != player for p in range(players)],
                              act=played.append, refresh=lambda: None, guide=goal, guide_mark=MARK,
                              why=lambda action, s=state, p=player: s.refusal(p, action)["en"])
                marked = [n for n in walk(board.render(table)) if MARK in n.attrs]
                assert marked, f"{game_id}: nothing marked toward {goal} (taps so far: {played})"
                assert json.loads(marked[0].attrs[MARK]) == goal
                handler = dom._handlers[marked[0].attrs["data-on-click"]]
                handler(None)
                if played:
                    break
            assert played == [goal], f"{game_id}: following the marks played {played}, not {goal}"


@pytest.mark.parametrize("game_id", GUIDED)
def test_a_refused_choice_says_the_engines_reason(browser, game_id):
    from web import dom
    from web.games import Table, board_for

    game = GAMES[game_id]
    refused = 0
    for players in sorted({game.min_players, game.max_players}):
        for state in positions(game_id, players, POSITIONS * 2, seed=100 + players):
            player = state.to_act()[0]
            said: list[str] = []
            table = Table(view=state.view(player), viewer=player, legal=state.legal_actions(player),
                          names=[f"P{p}" for p in range(players)], bots=[p != player for p in range(players)],
                          act=lambda action: pytest.fail(f"a refused choice played {action}"),
                          refresh=lambda: None, why=lambda action, s=state, p=player: s.refusal(p, action)["en"],
                          refuse=said.append)
            for node in walk(board_for(game).render(table)):
                if "data-refused" in node.attrs:
                    refused += 1
                    reason = node.attrs["data-refused"]
                    assert reason and node.attrs.get("aria-disabled") == "true"
                    dom._handlers[node.attrs["data-on-click"]](None)
                    assert said[-1] == reason
    assert refused, f"{game_id}: no refused choice drawn in {POSITIONS * 4} positions"
