"""gallery.html: every card and piece web/art.py draws, at phone size, named, accessible, without sideways scroll."""

from __future__ import annotations

from pygames.cookie_battle import data as cb
from pygames.dimsum import data as ds
from pygames.fox_grapes import data as fg
from pygames.hansel_gretel import data as hg
from pygames.hennote import data as hn

from .checks import assert_accessible

PHONE = {"width": 375, "height": 812}


def expected_items() -> int:
    """The distinct faces, counted from the rules data: alike cards (Cookie Battle's 0s, 13s) count once."""
    hennote = len(hn.GODS) * len(hn.SIGNS)  # a card per god and sign
    dimsum = len(ds.ALL_CARDS)
    fox = len(fg.CARDS)
    hansel = len({hg.kind_of(c) for c in [*hg.deck_cards(), *hg.cookie_cards(), hg.BIRD]}) + 1  # + the nest tile
    cards = len({(cb.suit_of(c), cb.value_of(c)) for c in cb.DECK})
    pieces = len({(cb.kind_of(p), cb.points_of(p)) for p in cb.PIECES})
    return hennote + fox + hansel + cards + pieces + len(cb.MARKER_KINDS) + dimsum


def test_gallery_shows_every_face_named_and_accessible_at_phone_width(page) -> None:
    page.set_viewport_size(PHONE)
    page.goto(page.site_url + "gallery.html")
    items = page.locator("[data-testid=gallery-item]")
    assert items.count() == expected_items()
    for game in ("hennote", "fox_grapes", "hansel_gretel", "cookie_battle", "dimsum"):
        assert page.locator(f"[data-testid=gallery-{game}] h2").count() == 1, game
    art = page.locator("[data-testid=gallery-item] [role=img]")
    assert art.count() == expected_items()
    unnamed = page.evaluate("""() => [...document.querySelectorAll('[data-testid=gallery-item] [role=img]')]
        .filter(e => !(e.getAttribute('aria-label') || '').trim()).map(e => e.dataset.art)""")
    assert unnamed == []
    # every picture is drawn: its symbol is in the page's sprite and has a size
    missing = page.evaluate("""() => [...document.querySelectorAll('[data-art] use')]
        .filter(u => !document.getElementById(u.getAttribute('href').slice(1)) ||
                     !u.closest('svg').getBoundingClientRect().width).map(u => u.getAttribute('href'))""")
    assert missing == []
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    wide = page.evaluate("""() => [...document.querySelectorAll('main *')]
        .filter(e => e.getBoundingClientRect().right > innerWidth + 0.5).map(e => e.outerHTML.slice(0, 80))""")
    assert wide == []
    assert_accessible(page, "gallery.html")
