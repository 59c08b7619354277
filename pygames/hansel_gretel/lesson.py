"""Hansel or Gretel's guided first round: three players, the bird rule on, you the first parent.

The deal is the seed's (found by a search for a row with a witch, a bear and two parfaits): bear,
parfait, parfait, candy, witch, macaron, cake, ice cream. You put the bird card in and cut; Ben takes
Gretel's pile alone, witch and all; you and Ann contest Hansel's, Ann re-splits it, and your bear
saves one of your two parfaits from their limit. Every move goes through the engine under the real rules.
"""

from __future__ import annotations

from ..core.lesson import Beat, Lesson
from . import GAME

YOU, ANN, BEN = 0, 1, 2

BEATS = (
    Beat(
        {
            "en": "A row of sweets lies in the forest, and it must be shared out. "
            "One player cuts the row into two piles, and everyone picks the pile they want in secret.",
            "ja": "森の中にお菓子が1列に並んでいます。1人が列を2つの山に分け、みんながほしい山をこっそり選びます。",
        }
    ),
    Beat(
        {
            "en": "Score the most points over 5 rounds. "
            "But each sweet has a limit: take more than that and the whole kind scores 0.",
            "ja": "5ラウンドで一番多く得点した人の勝ちです。"
            "ただしお菓子には「まんぷく数」があり、それを超えて取った種類は0点になります。",
        }
    ),
    Beat(
        {
            "en": "You are the parent: first put the bird card into a gap, here at the right end. "
            "Whoever takes it also gets the nest, the cards nobody took.",
            "ja": "あなたが親です。まず小鳥カードを右端のすき間に入れます"
            "（取った人は、誰も選ばなかった巣のカードももらえます）。",
        },
        YOU,
        {"do": "bird", "at": 8},
    ),
    Beat(
        {
            "en": "Now cut at gap 4: left of the cut is Hansel's pile, right is Gretel's. "
            "Gretel gets the best sweets, but also the witch (−4 points).",
            "ja": "すき間4で切ります。"
            "左がヘンゼル、右がグレーテルの山で、グレーテルにはいいお菓子と魔女（-4点）が入ります。",
        },
        YOU,
        {"do": "cut", "at": 4},
    ),
    Beat(
        {
            "en": "Choose Hansel, in secret. "
            "Its two parfaits break their limit of 1, but the bear with them can discard one.",
            "ja": "ヘンゼルをこっそり選びます。パフェ2枚はまんぷく数1を超えますが、同じ山の熊で1枚捨てられます。",
        },
        YOU,
        {"do": "choose", "pile": "hansel"},
    ),
    Beat(None, ANN, {"do": "choose", "pile": "hansel"}),
    Beat(
        {
            "en": "All choices turn face up together. "
            "Ben alone chose Gretel, so he takes the whole pile, the witch and the bird card included.",
            "ja": "全員の選択を一斉に公開します。"
            "グレーテルを選んだのはベンだけなので、魔女も小鳥カードも全部ベンのものです。",
        },
        BEN,
        {"do": "choose", "pile": "gretel"},
    ),
    Beat(
        {
            "en": "You and Ann both chose Hansel, so you two alone split it again, and Ann cuts. "
            "She puts the bear and both parfaits on one side, the candy on the other.",
            "ja": "ヘンゼルはあなたとアンが選んだので、2人だけで山分けし直します。"
            "アンが切り、熊とパフェ2枚を片方に、キャンディをもう片方にしました。",
        },
        ANN,
        {"do": "cut", "at": 3},
    ),
    Beat(
        {
            "en": "Choose Hansel again, in secret: the bear and the two parfaits. "
            "Ann thinks two parfaits score 0, but your bear can fix that.",
            "ja": "もう一度ヘンゼル（熊とパフェ2枚）をこっそり選びます。"
            "アンはパフェ2枚なら0点だと考えましたが、熊があれば大丈夫です。",
        },
        YOU,
        {"do": "choose", "pile": "hansel"},
    ),
    Beat(
        {
            "en": "Ann chose the candy, so each of you takes your own pile. "
            "Every share is settled: now bears and mirrors, in secret.",
            "ja": "アンはキャンディを選んだので、それぞれ選んだ山をもらいます。"
            "全員の取り分が決まったので、熊と鏡を使います（秘密）。",
        },
        ANN,
        {"do": "choose", "pile": "gretel"},
    ),
    Beat(
        {
            "en": "Two parfaits against a limit of 1 score 0. Your bear discards one, and the other scores 7.",
            "ja": "パフェ2枚はまんぷく数1を超えるので0点です。熊で1枚捨てれば、残りの1枚が7点になります。",
        },
        YOU,
        {"do": "bear", "discard": ["parfait"]},
    ),
    Beat(
        {
            "en": "The round is over: you have 7 points, Ann 1 and Ben 13, his witch taking 4 away. "
            "Ann has the fewest cards, so she is the parent of the next row.",
            "ja": "ラウンド終了です。"
            "あなた7点、アン1点、ベンは魔女の-4点を引いて13点で、カードが一番少ないアンが次の親です。",
        }
    ),
    Beat(
        {
            "en": "Five rounds like this, and the most points wins (on a tie, fewer cards). Now play a real game!",
            "ja": "これを5ラウンド行い、得点の一番多い人が勝ちです（同点ならカードの少ない人）。では本番をどうぞ！",
        }
    ),
)

LESSON = Lesson(
    game=GAME,
    players=3,
    seed=0xEB6AF120182A61CEC07B3F4972C9441E,
    beats=BEATS,
    names=({"en": "You", "ja": "あなた"}, {"en": "Ann", "ja": "アン"}, {"en": "Ben", "ja": "ベン"}),
    options={"bird": True},
    learner=YOU,
)
