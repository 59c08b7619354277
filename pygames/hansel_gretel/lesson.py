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
            "en": "Choose Hansel in secret: everyone's choice turns face up at once. "
            "Its two parfaits break their limit of 1, but the bear with them can discard one.",
            "ja": "ヘンゼルをこっそり選びます（全員が選ぶと一斉に公開）。"
            "パフェ2枚はまんぷく数1を超えますが、同じ山の熊で1枚捨てられます。",
        },
        YOU,
        {"do": "choose", "pile": "hansel"},
    ),
    Beat(None, ANN, {"do": "choose", "pile": "hansel"}),
    Beat(None, BEN, {"do": "choose", "pile": "gretel"}),
    Beat(
        {
            "en": "Ben alone chose Gretel, so he takes it all, the witch and the bird card included. "
            "You and Ann both chose Hansel, so Ann splits it again for you two.",
            "ja": "グレーテルを選んだのはベンだけなので、魔女も小鳥カードも全部ベンのものです。"
            "ヘンゼルはあなたとアンが選んだので、アンが2人のために分け直します。",
        },
        ANN,
        {"do": "cut", "at": 3},
    ),
    Beat(
        {
            "en": "Ann put the bear and both parfaits on one side, the candy on the other. "
            "Choose Hansel in secret: she thinks two parfaits score 0, but your bear can fix that.",
            "ja": "アンは熊とパフェ2枚を片方に、キャンディをもう片方に分けました。"
            "ヘンゼルをこっそり選びましょう（パフェ2枚は0点に見えますが、熊で直せます）。",
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
            "en": "Round over: you have 7 points, Ann 1 and Ben 13 (his witch cost 4), and Ann, with the fewest "
            "cards, cuts next. After 5 rounds the most points wins: now play a real game!",
            "ja": "ラウンド終了：あなた7点、アン1点、ベン13点（魔女で-4点）で、カードが一番少ないアンが次の親です。"
            "5ラウンド後に一番得点の多い人が勝つこのゲームを、さっそく本番で遊んでみましょう！",
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
