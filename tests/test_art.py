"""web/art.py, the cards and pieces drawn as the games' own: every id of every deck draws, named in both languages.

The app's own modules run on the host against prerender.py's stand-in browser.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from prerender import fake_browser
from pygames.cookie_battle import data as cb
from pygames.dimsum import data as ds
from pygames.fox_grapes import data as fg
from pygames.hansel_gretel import data as hg
from pygames.hennote import data as hn

ROOT = Path(__file__).resolve().parent.parent
SPRITE = (ROOT / "static" / "sprite.svg").read_text()
CSS = (ROOT / "static" / "app.css").read_text()

#: Every id each drawer takes, straight from the rules data (not from art.faces, which the gallery uses).
EVERY_ID: dict[tuple[str, str], list[str]] = {
    ("hennote", "card"): [f"{god}-{sign}" for god in hn.GODS for sign in hn.SIGNS],
    ("fox_grapes", "card"): list(fg.CARDS),
    ("hansel_gretel", "card"): [*hg.deck_cards(), *hg.cookie_cards(), hg.BIRD, *hg.SWEETS, *hg.MISCHIEF, "cookie"],
    ("hansel_gretel", "tile"): ["nest"],
    ("cookie_battle", "card"): list(cb.DECK),
    ("cookie_battle", "piece"): list(cb.PIECES),
    ("cookie_battle", "marker"): list(cb.MARKER_KINDS),
    ("dimsum", "card"): list(ds.ALL_CARDS),
}
#: What tells two kinds apart in each game's data: items of different kinds must never share a picture.
KIND = {
    ("hennote", "card"): hn.sign_of,  # the god is the card's colour band and name
    ("fox_grapes", "card"): lambda card: card,
    ("hansel_gretel", "card"): hg.kind_of,
    ("hansel_gretel", "tile"): lambda tile: tile,
    ("cookie_battle", "card"): lambda card: card if card == cb.MAGICIAN else cb.suit_of(card),
    ("cookie_battle", "piece"): cb.kind_of,
    ("cookie_battle", "marker"): lambda kind: kind,
    ("dimsum", "card"): ds.kind_of,  # the shape is the cubes' layout
}
#: Drawn as their boards draw them today (their own classes in app.css, not .art-…).
OWN_LOOK = ("hennote", "dimsum")


@pytest.fixture(scope="module")
def web() -> Iterator[dict[str, Any]]:
    with fake_browser(ROOT):
        from web import art, i18n

        yield {"art": art, "i18n": i18n}
        i18n.set_lang("en")


def text_of(tree: list[Any] | str) -> str:
    return tree if isinstance(tree, str) else "".join(text_of(child) for child in tree[4])


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_id_of_every_deck_draws_an_image_with_a_name(web, lang: str) -> None:
    art, i18n = web["art"], web["i18n"]
    i18n.set_lang(lang)
    for (game, what), ids in EVERY_ID.items():
        for item in ids:
            tree = art.draw(game, what, item).tree()
            attrs = tree[2]
            assert attrs["role"] == "img", (game, item)
            assert attrs["aria-label"].strip() == art.label(game, what, item).strip() != "", (game, item)
            assert "{" not in attrs["aria-label"], (game, item)  # every placeholder filled
            for size in art.SIZES:
                art.draw(game, what, item, size)


def test_the_names_differ_by_language_and_items_that_look_different_have_different_names(web) -> None:
    art, i18n = web["art"], web["i18n"]
    for game in art.GAMES:
        for what, items in art.faces(game):
            said = {}
            for lang in ("ja", "en"):
                i18n.set_lang(lang)
                said[lang] = [art.label(game, what, item) for item in items]
                assert len(set(said[lang])) == len(items), (game, what, lang)
            if game != "cookie_battle" or what != "card":  # "緑の1" and "Green 1" differ; digits alone may not
                assert all(ja != en for ja, en in zip(said["ja"], said["en"], strict=True)), (game, what)


def test_the_card_says_what_the_data_prints(web) -> None:
    """Ranks and points from the data: Cookie Battle's numbers, Hansel or Gretel's points and limits."""
    art, i18n = web["art"], web["i18n"]
    i18n.set_lang("en")
    for card in cb.DECK:
        value = cb.value_of(card)
        corner = [c for c in art.cb_card(card).tree()[4] if c[2].get("class") == "art-corner"]
        assert [text_of(c) for c in corner] == ([] if value is None else [str(value)]), card
    for kind in hg.SCORED_KINDS:
        drawn = text_of(art.hg_card(kind).tree())
        assert str(hg.points_of(kind)) in drawn, kind
        limit = hg.limit_of(kind)
        assert (f"≤{limit}" in drawn) if limit else ("≤" not in drawn), kind
    assert "−4" in text_of(art.hg_card("witch-1").tree())
    assert art.hg_label("pudding-2") == "Pudding, 4 points, full at 3"
    assert art.cb_piece_label("strawberry-1") == "Strawberry piece, 1 point"
    assert art.cb_card_label("gold-12") == "Gold 12 (trump)" and art.cb_card_label("zero-3") == "Grey 0 (special)"
    assert art.cb_card_label("red-4") == "Red 4, with a marker sign" and art.cb_card_label("blue-6") == "Blue 6"
    pens = [card for card in cb.DECK if "#cb-pen" in str(art.cb_card(card).tree())]
    numbered = [card for card in cb.DECK if cb.suit_of(card) != cb.GREY]
    assert pens == [card for card in numbered if cb.MARKER_LOW <= cb.value_of(card) <= cb.MARKER_HIGH]


def test_fox_keeps_its_kanji_as_a_mark_in_japanese_only(web) -> None:
    art, i18n = web["art"], web["i18n"]
    i18n.set_lang("ja")
    assert "狐" in text_of(art.fox_card("fox").tree())
    i18n.set_lang("en")
    assert "狐" not in text_of(art.fox_card("fox").tree())


def test_two_kinds_never_share_a_symbol_and_every_symbol_is_in_the_sprite_with_a_colour(web) -> None:
    art = web["art"]
    owner: dict[str, tuple[str, str, object]] = {}
    for (game, what), ids in EVERY_ID.items():
        for item in ids:
            symbol = art.symbol(game, what, item)
            kind = (game, what, KIND[game, what](item))
            assert owner.setdefault(symbol, kind) == kind, f"{symbol} drawn for {owner[symbol]} and {kind}"
            assert f'<symbol id="{symbol}"' in SPRITE, symbol
            if what != "marker" and game not in OWN_LOOK:  # markers share one token colour; emblems differ
                assert re.search(rf"\.art-{symbol}[ ,{{]", CSS), f"no colour for .art-{symbol} in app.css"


def test_faces_lists_each_distinct_face_once(web) -> None:
    """The gallery's count: Cookie Battle's 54 cards are 51 faces (three 0s and two 13s look alike)."""
    art = web["art"]
    count = {game: sum(len(items) for _, items in art.faces(game)) for game in art.GAMES}
    pieces = len({(cb.kind_of(p), cb.points_of(p)) for p in cb.PIECES})
    assert count == {
        "hennote": len(hn.GODS) * len(hn.SIGNS),
        "dimsum": len(ds.KINDS) * len(ds.SHAPES),
        "fox_grapes": len(fg.CARDS),
        "hansel_gretel": len(hg.SWEETS) + len(hg.MISCHIEF) + 2 + 1,  # + cookie man, bird; + the nest tile
        "cookie_battle": len(cb.DECK) - 2 - 1 + pieces + len(cb.MARKER_KINDS),
    }
