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


def check_shown(page, lang: str) -> None:
    """The gallery as shown now, in ``lang``: every face, named, drawn, inside its card and the phone's width."""
    shown = page.locator(f"#{lang} [data-testid=gallery-item]")
    assert shown.count() == expected_items()
    assert page.locator("[data-testid=gallery-item]:visible").count() == expected_items()  # the other language hidden
    for game in ("hennote", "fox_grapes", "hansel_gretel", "cookie_battle", "dimsum"):
        assert page.locator(f"#{lang} [data-testid=gallery-{game}] h2").count() == 1, game
    art = page.locator(f"#{lang} [data-testid=gallery-item] [role=img]")
    assert art.count() == expected_items()
    unnamed = page.evaluate("""lang => [...document.querySelectorAll(`#${lang} [data-testid=gallery-item] [role=img]`)]
        .filter(e => !(e.getAttribute('aria-label') || '').trim()).map(e => e.dataset.art)""", lang)
    assert unnamed == []
    # every picture is drawn: its symbol is in the page's sprite and has a size
    missing = page.evaluate("""lang => [...document.querySelectorAll(`#${lang} [data-art] use`)]
        .filter(u => !document.getElementById(u.getAttribute('href').slice(1)) ||
                     !u.closest('svg').getBoundingClientRect().width).map(u => u.getAttribute('href'))""", lang)
    assert missing == []
    # nothing printed on a card spills out of it (a long name, a number)
    spilt = page.evaluate("""lang => [...document.querySelectorAll(`#${lang} [data-art]`)].flatMap(card => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll('span')].filter(s => { const r = s.getBoundingClientRect();
            return r.width && (r.left < box.left - 6 || r.right > box.right + 6 || r.top < box.top - 6 ||
                               r.bottom > box.bottom + 6); }).map(s => `${card.dataset.art}: ${s.textContent}`); })""",
                          lang)
    assert spilt == []
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    wide = page.evaluate("""() => [...document.querySelectorAll('main *')]
        .filter(e => e.getBoundingClientRect().right > innerWidth + 0.5).map(e => e.outerHTML.slice(0, 80))""")
    assert wide == []
    assert_accessible(page, f"gallery.html in {lang}")


def test_gallery_shows_every_face_named_and_accessible_at_phone_width_in_both_languages(page) -> None:
    page.set_viewport_size(PHONE)
    page.goto(page.site_url + "gallery.html")
    check_shown(page, "en")
    page.click("a[href='#ja']")
    check_shown(page, "ja")
    assert page.locator("#ja [data-art='fox_grapes:fox']").inner_text().count("狐") == 1  # the kanji stays, as a mark
