"""The words of the front end (web/i18n.py and each board's text module): every count reads right in English.

"1 pts", "1 cards": a text that counts with ``{n}`` before a plural noun has a form for one (``en_one``).
"""

from __future__ import annotations

import importlib
import re
import string
from pathlib import Path

import pytest

from web import i18n

GAMES_DIR = Path(__file__).parent.parent / "web" / "games"
#: Each board's words: its package's ``text`` module (``web/games/<id>/text.py``).
BOARD_WORDS = sorted(f"{p.parent.name}.text" for p in GAMES_DIR.glob("*/text.py"))
#: A count of one before a plural noun ("1 pts", "1 cubes"); verbs and nouns that end in s in the singular are not.
PLURAL_AFTER_ONE = re.compile(r"(?<![\d.])1 (?!(?:pass|goes|fits|overflows)\b)([a-z]+s)\b")


@pytest.fixture(scope="module")
def every_text() -> dict[str, dict[str, str]]:
    for name in BOARD_WORDS:
        words = importlib.import_module(f"web.games.{name}").WORDS
        if not set(words) <= set(i18n.TEXT):
            i18n.add(words)
    return i18n.TEXT


def filled(template: str, n: int) -> str:
    """``template`` with ``n`` as its count and a neutral word for every other placeholder."""
    names = {field for _, field, _, _ in string.Formatter().parse(template) if field}
    return template.format(**{name: n if name == "n" else "X" for name in names})


def test_a_count_of_one_is_never_followed_by_a_plural(every_text) -> None:
    i18n.set_lang("en")
    wrong = []
    for key, text in every_text.items():
        if "{n}" not in text["en"]:
            continue
        said = i18n.t(key, **{name: 1 if name == "n" else "X" for _, name, _, _ in
                              string.Formatter().parse(text["en"]) if name})
        if PLURAL_AFTER_ONE.search(said):
            wrong.append(f"{key}: {said}")
    assert not wrong, "\n".join(wrong)


def test_other_counts_keep_their_plural(every_text) -> None:
    i18n.set_lang("en")
    for key, text in every_text.items():
        if "en_one" in text:
            assert i18n.t(key, **{"n": 2, **{k: "X" for _, k, _, _ in string.Formatter().parse(text["en"])
                                             if k and k != "n"}}) == filled(text["en"], 2)
            assert filled(text["en_one"], 1) != filled(text["en"], 1), key


def test_japanese_has_no_form_for_one_and_needs_none(every_text) -> None:
    i18n.set_lang("ja")
    try:
        assert i18n.t("cb.score", n=1) == "1点"
    finally:
        i18n.set_lang("en")
