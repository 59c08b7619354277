"""The Fox and the Grapes' guided first game: two players, one whole round, every rule that decides a game.

You (seat 0) start. You bluff with a sour grape claimed sweet, hide a fox under a sweet claim and
keep a sweet grape under a sour one; Hana plays hers; you believe one claim, doubt one and believe
one; she calls sweet on all three of yours. Then the cards turn up in the order played, Hana's call
on your fox gives it back to you, and its special action takes one of her sweet grapes. The deal is
seed ``LESSON.seed``'s under the real rules (found by a search over seeds: you start holding every
kind of card, Hana a sweet grape and two sour ones).
"""

from __future__ import annotations

from ..core.lesson import Beat, Lesson
from . import GAME

YOU, HANA = 0, 1


def _play(card: str, claim: str) -> dict[str, str]:
    return {"do": "play", "card": card, "claim": claim}


def _declare(target: int, slot: int, call: str) -> dict[str, object]:
    return {"do": "declare", "target": target, "slot": slot, "call": call}


BEATS = (
    Beat(
        {
            "en": "A hungry fox could not reach the grapes, so it said they must be sour anyway. "
            "Here every card is a grape, sweet or sour, or a sly fox, played face down.",
            "ja": "お腹をすかせたキツネは、届かない葡萄を「どうせ酸っぱいさ」と言って去りました。"
            "このゲームでは甘い葡萄・酸っぱい葡萄・キツネのカードを伏せて出し、中身を読み合います。",
        }
    ),
    Beat(
        {
            "en": "Each sweet grape and fox in front of you scores a point; each sour grape costs one. "
            "With two players, the most points after three rounds wins.",
            "ja": "自分の前にある甘い葡萄とキツネは1枚1点、酸っぱい葡萄は1枚マイナス1点です。"
            "2人なら3ラウンド遊び、得点の多い人が勝ちです。",
        }
    ),
    Beat(
        {
            "en": "Play a card face down and claim what it is; you may lie. "
            "Play your sour grape claiming sweet: if Hana believes you and calls sweet, she takes it.",
            "ja": "カードを1枚伏せて、中身を申告します（嘘でも構いません）。"
            "酸っぱい葡萄を「甘い」と申告しましょう：ハナが信じて「甘い」と宣言すれば、ハナが引き取ります。",
        },
        YOU,
        _play("sour", "sweet"),
    ),
    Beat(
        {
            "en": "Now your fox, claimed sweet too. A fox called anything but fox comes back to you as a point, "
            "and it bites.",
            "ja": "次はキツネを、これも「甘い」と申告して伏せます。"
            "キツネは「キツネ」以外を宣言されると出した人のもとに戻って1点になり、相手にかみつきます。",
        },
        YOU,
        _play("fox", "sweet"),
    ),
    Beat(
        {
            "en": "Last, your sweet grape, claimed sour. If Hana believes that and calls sour, you keep it.",
            "ja": "最後に甘い葡萄を「酸っぱい」と申告して伏せます。"
            "ハナが信じて「酸っぱい」と宣言すれば、あなたの手元に残ります。",
        },
        YOU,
        _play("sweet", "sour"),
    ),
    Beat(None, HANA, _play("sweet", "sweet")),
    Beat(None, HANA, _play("sour", "sweet")),
    Beat(
        {
            "en": "Hana claims sweet, sweet and sour. Now declare on each of her cards: "
            "sweet means “I take it”, sour means “you keep it”.",
            "ja": "ハナは「甘い」「甘い」「酸っぱい」と申告しました。今度はあなたが1枚ずつ宣言します："
            "「甘い」は「私がもらう」、「酸っぱい」は「出した人が引き取って」という意味です。",
        },
        HANA,
        _play("sour", "sour"),
    ),
    Beat(
        {
            "en": "Tap Hana's first card and declare sweet. If it really is sweet, that grape is yours.",
            "ja": "ハナの1枚目をタップして「甘い」と宣言しましょう。本当に甘ければ、その葡萄はあなたのものです。",
        },
        YOU,
        _declare(HANA, 0, "sweet"),
    ),
    Beat(
        {
            "en": "Two sweet claims in a row look suspicious: doubt the second and declare sour. "
            "If it is sour, Hana has to keep it.",
            "ja": "「甘い」が2枚続くのは怪しいので、2枚目は疑って「酸っぱい」と宣言しましょう。"
            "本当に酸っぱければ、ハナが自分で引き取ります。",
        },
        YOU,
        _declare(HANA, 1, "sour"),
    ),
    Beat(
        {
            "en": "Her third card is claimed sour: believe it and declare sour. A sour grape then stays with Hana.",
            "ja": "3枚目の申告は「酸っぱい」です。信じて「酸っぱい」と宣言すれば、酸っぱい葡萄はハナに残ります。",
        },
        YOU,
        _declare(HANA, 2, "sour"),
    ),
    Beat(None, HANA, _declare(YOU, 0, "sweet")),
    Beat(None, HANA, _declare(YOU, 1, "sweet")),
    Beat(
        {
            "en": "Hana declared sweet on all three of your cards. "
            "Now every card turns up, in the order it was played.",
            "ja": "ハナはあなたの3枚すべてに「甘い」と宣言しました。"
            "ここで伏せたカードが、出した順に1枚ずつ公開されます。",
        },
        HANA,
        _declare(YOU, 2, "sweet"),
    ),
    Beat(
        {
            "en": "Your calls were right: Hana's sweet grape is yours, her two sour ones stay with her. "
            "She believed your sour grape was sweet, so she took it.",
            "ja": "あなたの宣言は的中：ハナの甘い葡萄はあなたのもの、酸っぱい2枚はハナに残りました。"
            "ハナはあなたの「甘い」を信じて、酸っぱい葡萄を引き取りました。",
        }
    ),
    Beat(
        {
            "en": "Hana called sweet on your fox, so it comes back to your sweet side. "
            "Now it bites: take one of Hana's sweet grapes.",
            "ja": "ハナがキツネに「甘い」と宣言したので、キツネはあなたの甘い葡萄側に加わります。"
            "特殊アクションで、ハナの甘い葡萄を1枚奪いましょう。",
        },
        YOU,
        {"do": "fox", "target": HANA, "choice": "take_sweet"},
    ),
    Beat(
        {
            "en": "Hana doubted your sour claim and took your sweet grape, yet the round ends 3 to −3 for you. "
            "That is the game: claim, doubt, and let a hidden fox bite, for two more rounds.",
            "ja": "ハナは「酸っぱい」を疑ってあなたの甘い葡萄を取りましたが、"
            "1ラウンド目はあなたが3点、ハナがマイナス3点です。"
            "申告し、疑い、隠したキツネでかみつく：あと2ラウンド、これを続けます。",
        }
    ),
)

LESSON = Lesson(
    game=GAME,
    players=2,
    seed=0xA89BC4466B24F3EDCB8A8A870A78FE60,
    beats=BEATS,
    names=({"en": "You", "ja": "あなた"}, {"en": "Hana", "ja": "ハナ"}),
)
