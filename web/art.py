"""Every game's cards and pieces, drawn from its rules data: new art for Fox, Hansel or Gretel and Cookie Battle.

One visual language across the new art (Hennote's and Dim Sum's cards keep their own look, drawn only here:
their boards wrap :func:`hn_face` and :func:`ds_face`, so every game's cards come from this one module): a card is a
white rounded card edged in its kind's colour, the kind's picture in the middle (a symbol of static/sprite.svg),
the rank or points in the top corner as the data says, its name at the foot; a piece or a tile is a round
or rounded-square token. Colour is never the only cue: every kind has its own silhouette, and a card with a
rank shows it as a numeral. In Japanese a Fox card keeps its kanji (甘, 酸, 狐) as a small corner mark.

Every drawing is an image (``role="img"``) named in the current language (web/i18n.py), so a screen reader
hears "Pudding, 4 points, full at 3" where a player sees the pudding, the 4 and the ≤3. Pure functions: an id
in, an element out, no board state. Every board draws its cards with these; gallery.html shows them all.

API: :func:`draw` (game, what, id, size) and :func:`label` for any item; :func:`faces` lists every distinct
face of a game from its data; :func:`symbol` names the sprite symbol of an item. The per-game drawers
(:func:`hn_card`, :func:`fox_card`, :func:`hg_card`, :func:`hg_nest`, :func:`cb_card`, :func:`cb_piece`,
:func:`cb_marker`, :func:`ds_card`)
are what a board calls.
"""

from __future__ import annotations

from collections.abc import Callable

from pygames.cookie_battle import data as cb
from pygames.dimsum import data as ds
from pygames.fox_grapes import data as fg
from pygames.hansel_gretel import data as hg
from pygames.hennote import data as hn

from .dom import Node, el
from .games.hennote import log as hn_words  # Hennote's words (hn.rock, …) and card names; no browser needed
from .i18n import TEXT, add, lang, pick, t

#: Card sizes: ``sm`` for a row of many (a hand), ``md`` for a phone's table (five fit across 375 px).
SIZES = ("sm", "md", "lg")

WORDS: dict[str, dict[str, str]] = {
    "art.sep": {"ja": "、", "en": ", "},
    "art.points": {"ja": "{n}点", "en": "{n} points", "en_one": "{n} point"},
    "art.limit": {"ja": "まんぷく数{n}", "en": "full at {n}"},
    "art.no_limit": {"ja": "まんぷく数なし", "en": "no limit"},
    "art.hg.bird": {"ja": "小鳥", "en": "Bird"},
    "art.hg.nest": {"ja": "小鳥の巣", "en": "Bird's nest"},
    "art.cb.suit.green": {"ja": "緑", "en": "Green"},
    "art.cb.suit.red": {"ja": "赤", "en": "Red"},
    "art.cb.suit.blue": {"ja": "青", "en": "Blue"},
    "art.cb.suit.gold": {"ja": "ゴールド", "en": "Gold"},
    "art.cb.suit.grey": {"ja": "グレー", "en": "Grey"},
    "art.cb.card": {"ja": "{suit}の{n}", "en": "{suit} {n}"},
    "art.cb.pen": {"ja": "{card}（マーカーの印つき）", "en": "{card}, with a marker sign"},
    "art.cb.trump": {"ja": "{card}（切り札）", "en": "{card} (trump)"},
    "art.cb.special": {"ja": "{card}（特殊カード）", "en": "{card} (special)"},
    "art.cb.magician": {"ja": "魔術師", "en": "Magician"},
    "art.cb.flavour.chocolate": {"ja": "チョコ", "en": "Chocolate"},
    "art.cb.flavour.strawberry": {"ja": "いちご", "en": "Strawberry"},
    "art.cb.flavour.matcha": {"ja": "抹茶", "en": "Matcha"},
    "art.cb.piece": {
        "ja": "{flavour}のかけら、{n}点",
        "en": "{flavour} piece, {n} points",
        "en_one": "{flavour} piece, {n} point",
    },
    "art.cb.rotten": {"ja": "くさったかけら", "en": "Rotten piece"},
    "art.cb.marker": {"ja": "マジックマーカー「{name}」", "en": "Magic marker: {name}"},
}
if not set(WORDS) <= set(TEXT):  # once per import of both (prerender.py imports web/ afresh each time)
    add(WORDS)

#: Fox's kanji, a small corner mark in Japanese (the board's tiles were these alone).
FOX_KANJI = {"sweet": "甘", "sour": "酸", "fox": "狐"}


# --- one face ----------------------------------------------------------------------------------


def picture(symbol_id: str, cls: str = "art-pic") -> Node:
    """A sprite symbol, decorative: the element around it carries the name."""
    return el("svg", el("use", svg=True, href=f"#{symbol_id}"), svg=True, cls=cls, aria_hidden="true")


def face(
    symbol_id: str,
    *,
    shape: str,
    label: str,
    name: str | None = None,
    corner: str | None = None,
    foot: str | None = None,
    mark: str | None = None,
    size: str = "md",
    data_art: str,
) -> Node:
    """A card (``shape="card"``), a piece or a tile: the picture, what the data prints on it, one name for all."""
    if size not in SIZES:
        raise ValueError(f"size {size!r} is not one of {SIZES}")
    return el(
        "div",
        el("span", cls="art-corner", text=corner) if corner else None,
        el("span", cls="art-mark", text=mark, lang="ja") if mark else None,
        picture(symbol_id),
        el("span", cls="art-name", text=name) if name else None,
        el("span", cls="art-foot", text=foot) if foot else None,
        cls=f"art art-{shape} art-{size} art-{symbol_id}",
        role="img",
        aria_label=label,
        title=label,
        data_art=data_art,
    )


def signed(n: int) -> str:
    """A printed number with a real minus sign (−4)."""
    return f"−{-n}" if n < 0 else str(n)


# --- The Fox and the Grapes -----------------------------------------------------------------


def fox_label(card: str) -> str:
    return pick(fg.CARD_NAMES[card])


def fox_card(card: str, size: str = "md") -> Node:
    """A Fox card face: ``sweet``, ``sour`` or ``fox``."""
    return face(
        f"fg-{card}",
        shape="card",
        label=fox_label(card),
        name=fox_label(card),
        mark=FOX_KANJI[card] if lang() == "ja" else None,
        size=size,
        data_art=f"fox_grapes:{card}",
    )


# --- Hansel or Gretel ---------------------------------------------------------------------------


def hg_kind(card: str) -> str:
    """The kind of a card id (``"cake-3"``) or of a kind itself (``"cake"``, ``"bird"``)."""
    return hg.kind_of(card)


def hg_points(kind: str) -> int | None:
    """The points a kind's card prints: sweets and cookie men theirs, the witch hers; none on the others."""
    if kind in hg.SCORED_KINDS:
        return hg.points_of(kind)
    if kind in hg.MISCHIEF and hg.MISCHIEF[kind]["points"]:
        return hg.MISCHIEF[kind]["points"]
    return None


def hg_name(kind: str) -> str:
    if kind == hg.BIRD:
        return t("art.hg.bird")
    return pick(hg.COOKIE if kind == "cookie" else {**hg.SWEETS, **hg.MISCHIEF}[kind])


def hg_label(card: str) -> str:
    kind = hg_kind(card)
    words = [hg_name(kind)]
    points = hg_points(kind)
    if points is not None:
        words.append(t("art.points", n=points))
    if kind in hg.SCORED_KINDS:
        limit = hg.limit_of(kind)
        words.append(t("art.limit", n=limit) if limit else t("art.no_limit"))
    return t("art.sep").join(words)


def hg_card(card: str, size: str = "md") -> Node:
    """A Hansel or Gretel card: a sweet, a cookie man, the witch, bear, mirror or bird (an id or a kind)."""
    kind = hg_kind(card)
    points = hg_points(kind)
    limit = hg.limit_of(kind) if kind in hg.SCORED_KINDS else None
    return face(
        f"hg-{kind}",
        shape="card",
        label=hg_label(card),
        name=hg_name(kind),
        corner=signed(points) if points is not None else None,
        foot=f"≤{limit}" if limit else None,
        size=size,
        data_art=f"hansel_gretel:{kind}",
    )


def hg_nest(size: str = "md") -> Node:
    """The bird's nest tile, where unchosen sweets wait."""
    return face(
        "hg-nest", shape="tile", label=t("art.hg.nest"), name=t("art.hg.nest"), size=size, data_art="hansel_gretel:nest"
    )


# --- Cookie Battle ----------------------------------------------------------------------------


def cb_card_label(card: str) -> str:
    if card == cb.MAGICIAN:
        return t("art.cb.special", card=t("art.cb.magician"))
    suit = cb.suit_of(card)
    name = t("art.cb.card", suit=t(f"art.cb.suit.{suit}"), n=cb.value_of(card))
    if has_pen(card):
        name = t("art.cb.pen", card=name)
    if suit == cb.GOLD:
        return t("art.cb.trump", card=name)
    return t("art.cb.special", card=name) if suit == cb.GREY else name


def has_pen(card: str) -> bool:
    """Whether a card prints the magic-marker sign: the numbers that can earn one (2–5), not the grey specials."""
    value = cb.value_of(card)
    return cb.suit_of(card) != cb.GREY and value is not None and cb.MARKER_LOW <= value <= cb.MARKER_HIGH


def cb_card(card: str, size: str = "md") -> Node:
    """A Cookie Battle card: its suit's picture (the Magician his own), its number in the corner, and on a 2–5 the
    magic-marker sign the printed cards carry."""
    suit, value = cb.suit_of(card), cb.value_of(card)
    magician = card == cb.MAGICIAN
    drawn = face(
        "cb-magician" if magician else f"cb-{suit}",
        shape="card",
        label=cb_card_label(card),
        name=t("art.cb.magician") if magician else t(f"art.cb.suit.{suit}"),
        corner=None if value is None else str(value),
        size=size,
        data_art=f"cookie_battle:{'magician' if magician else f'{suit}-{value}'}",
    )
    if has_pen(card):
        drawn.children.insert(0, picture("cb-pen", "art-pen"))
    return drawn


def cb_piece_label(piece: str) -> str:
    kind = cb.kind_of(piece)
    if kind == cb.ROTTEN:
        return t("art.cb.rotten")
    return t("art.cb.piece", flavour=t(f"art.cb.flavour.{kind}"), n=cb.points_of(piece))


def cb_piece(piece: str, size: str = "md") -> Node:
    """A cookie piece, face up: a quarter cookie of its flavour (the rotten one bitten and mouldy), its points."""
    kind = cb.kind_of(piece)
    return face(
        f"cb-{kind}",
        shape="piece",
        label=cb_piece_label(piece),
        corner=None if kind == cb.ROTTEN else str(cb.points_of(piece)),
        size=size,
        data_art=f"cookie_battle:{kind}-{cb.points_of(piece)}",
    )


def cb_marker_label(kind: str) -> str:
    return t("art.cb.marker", name=pick(cb.MARKER_KINDS[kind]["name"]))


def cb_marker(kind: str, size: str = "md") -> Node:
    """A magic marker, face up: its kind's emblem and name."""
    return face(
        f"cb-mk-{kind}",
        shape="marker",
        label=cb_marker_label(kind),
        name=pick(cb.MARKER_KINDS[kind]["name"]),
        size=size,
        data_art=f"cookie_battle:marker-{kind}",
    )


# --- Hennote and Dim Sum: their own look, drawn once here for their boards -----------------------------------


def hn_label(card: str) -> str:
    """A Hennote card's name: "Ra Rock" (the board's log names it the same way)."""
    return hn_words.card_label(card)


def hn_face(card: str) -> list[Node | str]:
    """A Hennote card's face: the god's name, the hand sign and its word (the board wraps it as a tap or not)."""
    sign = hn.sign_of(card)
    return [
        el("span", cls="card-god", text=pick(hn.GODS[hn.god_of(card)])),
        " ",  # the name reads from the face "Ra Rock", as its label says
        picture(f"sign-{sign}", "card-sign"),
        el("span", cls="card-label", text=t(f"hn.{sign}")),
    ]


def hn_card(card: str, size: str = "md") -> Node:
    """A Hennote card (``"ra-rock"``): the god's band and name, the hand sign, its word (``.card`` in app.css)."""
    if size not in SIZES:
        raise ValueError(f"size {size!r} is not one of {SIZES}")
    return el(
        "div",
        hn_face(card),
        cls=f"card card-{'sm' if size == 'sm' else 'md'} god-{hn.god_of(card)} sign-{hn.sign_of(card)}",
        role="img",
        aria_label=hn_label(card),
        data_art=f"hennote:{card}",
    )


def ds_label(card: str) -> str:
    """A Dim Sum card's name: its kind, then its shape."""
    return f"{pick(ds.KINDS[ds.kind_of(card)])} {pick(ds.SHAPES[ds.shape_of(card)])}"


def ds_shape(shape: str, kind: str | None = None, label: str | None = None) -> Node:
    """A Dim Sum shape as a small grid of cubes, drawn from ``SHAPES`` (the one source of the shapes).

    With a ``kind`` the cubes are that dim sum (a card); without, they are plain and the first cube is marked ●
    (the rules' drawings). ``label`` makes it an image with that text alternative; without one it is decorative
    (the card's name is beside it).
    """
    cubes = ds.SHAPES[shape]["cubes"]
    left = min(dc for _, dc in cubes)
    return el(
        "span",
        [
            el(
                "span",
                picture(f"ds-{kind}", "ds-food") if kind else None,
                cls=f"ds-cube ds-k-{kind}" if kind else "ds-cube ds-cube-plain" + (" is-first" if i == 0 else ""),
                text=None if kind else "●" if i == 0 else None,
                style=f"grid-row:{dr + 1};grid-column:{dc - left + 1}",
            )
            for i, (dr, dc) in enumerate(cubes)
        ],
        cls="ds-shape",
        role="img" if label else None,
        aria_label=label,
        aria_hidden=None if label else "true",
    )


#: Where a long dim sum's name may break on a narrow card: at a syllable, with a hyphen (soft hyphens).
DS_SYLLABLES = {"Xiaolongbao": "Xiao\u00adlong\u00adbao"}


def ds_face(card: str) -> list[Node]:
    """A Dim Sum card's face: its shape as cubes of its dim sum, the kind and the shape named."""
    kind, shape = ds.kind_of(card), ds.shape_of(card)
    return [
        ds_shape(shape, kind),
        el(
            "span",
            el("span", cls="ds-card-name", text=DS_SYLLABLES.get(pick(ds.KINDS[kind]), pick(ds.KINDS[kind]))),
            el("span", cls="ds-card-sub", text=pick(ds.SHAPES[shape])),
            cls="ds-card-text",
        ),
    ]


def ds_card(card: str, size: str = "md") -> Node:
    """A Dim Sum card (``"gyoza-square"``) on its own, named (the board wraps :func:`ds_face` in its own cells)."""
    if size not in SIZES:
        raise ValueError(f"size {size!r} is not one of {SIZES}")
    return el("div", ds_face(card), cls="ds-card", role="img", aria_label=ds_label(card), data_art=f"dimsum:{card}")


# --- every item of every game --------------------------------------------------------------------

#: (game, what) → (draw(id, size), label(id)), what being ``card``, ``piece``, ``marker`` or ``tile``.
DRAWERS: dict[tuple[str, str], tuple[Callable[..., Node], Callable[[str], str]]] = {
    ("hennote", "card"): (hn_card, hn_label),
    ("fox_grapes", "card"): (fox_card, fox_label),
    ("hansel_gretel", "card"): (hg_card, hg_label),
    ("hansel_gretel", "tile"): (lambda _id, size="md": hg_nest(size), lambda _id: t("art.hg.nest")),
    ("cookie_battle", "card"): (cb_card, cb_card_label),
    ("cookie_battle", "piece"): (cb_piece, cb_piece_label),
    ("cookie_battle", "marker"): (cb_marker, cb_marker_label),
    ("dimsum", "card"): (ds_card, ds_label),
}
#: The games, in the order of pygames.GAMES (the home screen's).
GAMES = ("hennote", "fox_grapes", "hansel_gretel", "cookie_battle", "dimsum")


def draw(game: str, what: str, item: str, size: str = "md") -> Node:
    """Any item of any game: ``draw("cookie_battle", "piece", "matcha-7")``."""
    return DRAWERS[game, what][0](item, size)


def label(game: str, what: str, item: str) -> str:
    """An item's name in the current language, as its drawing's ``aria-label`` says it."""
    return DRAWERS[game, what][1](item)


def distinct(items: list[str], key: Callable[[str], object]) -> list[str]:
    """The first of each group of items that look alike (same key), in order."""
    seen: dict[object, str] = {}
    for item in items:
        seen.setdefault(key(item), item)
    return list(seen.values())


def faces(game: str) -> list[tuple[str, list[str]]]:
    """Every distinct face of a game, by what it is (cards, pieces, …), from its rules data.

    Two cards that look alike (Cookie Battle's three 0s) appear once, by their first id.
    """
    if game == "hennote":
        return [("card", [f"{god}-{sign}" for god in hn.GODS for sign in hn.SIGNS])]
    if game == "fox_grapes":
        return [("card", list(fg.CARDS))]
    if game == "hansel_gretel":
        cards = [*hg.deck_cards(), *hg.cookie_cards(), hg.BIRD]
        return [("card", distinct(cards, hg.kind_of)), ("tile", ["nest"])]
    if game == "cookie_battle":
        return [
            ("card", distinct(list(cb.DECK), lambda c: (cb.suit_of(c), cb.value_of(c)))),
            ("piece", distinct(list(cb.PIECES), lambda p: (cb.kind_of(p), cb.points_of(p)))),
            ("marker", list(cb.MARKER_KINDS)),
        ]
    if game == "dimsum":
        return [("card", list(ds.ALL_CARDS))]
    raise KeyError(game)


def symbol(game: str, what: str, item: str) -> str:
    """The sprite symbol an item is drawn with."""

    def uses(node: Node | str) -> list[str]:
        if isinstance(node, str) or node.attrs.get("class") == "art-pen":  # a sign on the card, not its picture
            return []
        own = [node.attrs["href"][1:]] if node.tag == "use" else []
        return own + [found for child in node.children for found in uses(child)]

    return uses(draw(game, what, item))[0]
