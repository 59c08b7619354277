"""Dim Sum's guided first game: two players, the whole meal (seven cards each), every rule that decides a game.

You (seat 0) start and choose the Centre bottleneck stomach (+4); Mei takes the healthy one. Your
Xiaolongbao Square fills cells 1–4 in shape; your Gyoza L fills the bottleneck, 8, which closes 12. Mei's
unseen deck card spills over (indigestion); so does your Spring roll L, whose spilt cube skips the closed 12.
Your Shumai Single brings the fourth kind (+3); your Spring roll Pair down fills 14, so your next cards are
second helpings: the Shumai Square stacks on your only shumai, and the Xiaolongbao Pair down (not the Spring
roll, your most common kind, which scores nothing) goes cube by cube on the stack you pick. Your turn before
last earns a chip; Mei's last turn both bonuses; you win 27 to 19. The deal is seed ``LESSON.seed``'s under the
real rules, found by a search over seeds (you start, and the normal bot's play for both seats shows each of
these rules); the last three cards were then chosen so that you, rather than Mei, stack cube by cube.
"""

from __future__ import annotations

from typing import Any

from ..core.lesson import Beat, Lesson
from . import GAME

YOU, MEI = 0, 1


def _take(card: str) -> dict[str, Any]:
    return {"do": "take", "from": "market", "card": card}


DECK: dict[str, Any] = {"do": "take", "from": "deck"}


def _stack(cell: int) -> dict[str, Any]:
    return {"do": "stack", "cell": cell}


BEATS = (
    Beat(
        {
            "en": "Welcome to an all-you-can-eat dim sum lunch with Mei! "
            "Each card you take is a plate, and its dim sum go into your stomach, a grid of 14 cells.",
            "ja": "メイと点心の食べ放題に来ました！カードを1枚取るたびに、その点心を14マスの胃袋に詰め込みます。",
        }
    ),
    Beat(
        {
            "en": "After seven cards each, the most points wins: every dim sum scores, but the kind you have most of "
            "scores nothing. "
            "Dim sum that do not fit give you indigestion, which costs points.",
            "ja": "7枚ずつ取ったら、点の多い人の勝ちです。"
            "点心は1個ごとに点になりますが、いちばん多い種類は0点、はみ出すと消化不良で減点です。",
        }
    ),
    Beat(
        {
            "en": "Choose the Centre bottleneck stomach: it is worth +4 at the end. "
            "The catch: once cell 8 is filled, cell 12 below it is shut.",
            "ja": "「真ん中がつかえる胃袋」を選びましょう。"
            "終了時に+4点ですが、8のマスが埋まるとその下の12は使えなくなります。",
        },
        YOU,
        {"do": "face", "face": "centre"},
    ),
    Beat(None, MEI, {"do": "face", "face": "healthy"}),
    Beat(
        {
            "en": "Tap the Xiaolongbao Square to see where it lands, then take it. "
            "A card's first cube goes on your lowest empty cell and the rest follow its shape: here 1 to 4, "
            "a perfect fit.",
            "ja": "小籠包の四角をタップして置き場所を確かめてから取りましょう。"
            "最初のキューブがいちばん小さい空きマスに入り、残りは形どおりに1〜4へぴったり収まります。",
        },
        YOU,
        _take("xiaolongbao-square"),
    ),
    Beat(None, MEI, _take("harumaki-square")),
    Beat(
        {
            "en": "Take the Gyoza L: it starts on cell 5 and its other cubes fall on 8 and 9. "
            "Cell 8 is your bottleneck, so from now on no card may use cell 12.",
            "ja": "餃子のL字を取りましょう。"
            "5から始まって8と9に入りますが、8はボトルネックなので、これからのカードは12のマスに置けません。",
        },
        YOU,
        _take("gyoza-ell"),
    ),
    Beat(
        {
            "en": "Mei takes the deck's top card unseen: a Xiaolongbao Line, with no room beside cell 5. "
            "Two cubes spill onto the next cells, 6 and 7, and her indigestion gauge rises a step: −1 point.",
            "ja": "メイは山札の一番上を見ずに取りました。"
            "小籠包の横3個ですが5の右にマスがなく、2個が6と7へはみ出して消化不良ゲージが1段進みます（−1点）。",
        },
        MEI,
        DECK,
    ),
    Beat(
        {
            "en": "Take the Spring roll L: there is no cell under 6, so one cube spills past your last cube, "
            "skipping the shut 12, to 13. "
            "Indigestion costs you a point, but three dim sum are worth more.",
            "ja": "春巻のL字を取りましょう。"
            "6の下にはマスがないので1個が使えない12を飛ばして13へはみ出し、消化不良で−1点ですが、3個分の点のほうが大きいです。",
        },
        YOU,
        _take("harumaki-ell"),
    ),
    Beat(None, MEI, _take("shumai-line")),
    Beat(
        {
            "en": "Take the Shumai Single: it fills cell 7. "
            "Now all four kinds are in your stomach, worth +3 at the end.",
            "ja": "焼売の1個を取りましょう。7のマスに入り、4種類すべての点心がそろったので終了時に+3点です。",
        },
        YOU,
        _take("shumai-mono"),
    ),
    Beat(None, MEI, _take("gyoza-jay")),
    Beat(
        {
            "en": "Take the Spring roll Pair down: it fills 10 and 14. "
            "With cell 14 full, every later card is a second helping: its cubes stack on the same kind, "
            "2 points each.",
            "ja": "春巻の縦2個を取りましょう。"
            "10と14が埋まり、ここからはベツバラ：同じ種類の点心の上に重ねて、1個2点になります。",
        },
        YOU,
        _take("harumaki-tall"),
    ),
    Beat(None, MEI, _take("xiaolongbao-ell")),
    Beat(
        {
            "en": "Take the Shumai Square: your only shumai is on cell 7, so all four cubes stack there. "
            "That is 8 points in the second layer.",
            "ja": "焼売の四角を取りましょう。焼売は7のマスだけなので4個ともそこに重なり、2段目以上で8点です。",
        },
        YOU,
        _take("shumai-square"),
    ),
    Beat(None, MEI, _take("gyoza-mono")),
    Beat(None, MEI, _stack(11)),
    Beat(
        {
            "en": "Take the Xiaolongbao Pair down, not the Spring roll: spring rolls top the most of your cells, "
            "so they score nothing. "
            "Xiaolongbao stacked on xiaolongbao score 2 each.",
            "ja": "春巻ではなく小籠包の縦2個を取りましょう。"
            "春巻はいちばん多い種類なので0点ですが、小籠包を小籠包に重ねれば1個2点です。",
        },
        YOU,
        _take("xiaolongbao-tall"),
    ),
    Beat(
        {
            "en": "A second helping goes on one cube at a time, on any stack topped by its kind: tap cell 1.",
            "ja": "ベツバラは1個ずつ、一番上が同じ種類の山に重ねます。1のマスをタップしましょう。",
        },
        YOU,
        _stack(1),
    ),
    Beat(
        {
            "en": "Stack the second one on cell 1 too: a stack may grow as high as you like.",
            "ja": "2個目も1のマスへ重ねましょう。山は何段でも高くできます。",
        },
        YOU,
        _stack(1),
    ),
    Beat(
        {
            "en": "The turn before last earns one bonus: a chip (+1) or one step back on your gauge (+1). "
            "Take the chip.",
            "ja": "最後から2番目の手番には、チップ（+1点）か消化不良ゲージ1段戻し（+1点）のどちらかがもらえます。"
            "チップを選びましょう。",
        },
        YOU,
        {"do": "bonus", "pick": "chip"},
    ),
    Beat(None, MEI, _take("harumaki-mono")),
    Beat(
        {
            "en": "Mei's last turn earns both bonuses, a chip and a step back on her gauge. The meal is over.",
            "ja": "最後の手番のメイは、チップとゲージ1段戻しの両方をもらいます。これで食事は終わりです。",
        },
        MEI,
        _stack(1),
    ),
    Beat(
        {
            "en": "You win, 27 to 19! Spring rolls, your most common kind, score nothing, "
            "but your stacks, all four kinds (+3) and your centre stomach (+4) carry the day.",
            "ja": "27対19であなたの勝ちです！"
            "いちばん多い春巻は0点ですが、重ねた点心、4種そろい（+3点）、真ん中がつかえる胃袋（+4点）が効きました。",
        }
    ),
    Beat(
        {
            "en": "That is a whole game. Fit the shapes, dodge indigestion and stack the dim sum that count!",
            "ja": "これで1ゲームの流れはおしまいです。形を合わせて消化不良を避け、点になる点心を重ねましょう！",
        }
    ),
)

LESSON = Lesson(
    game=GAME,
    players=2,
    seed=246185897846109870785977986997437971742,
    beats=BEATS,
    names=({"en": "You", "ja": "あなた"}, {"en": "Mei", "ja": "メイ"}),
    options={"faces": "choose"},
    learner=YOU,
)
