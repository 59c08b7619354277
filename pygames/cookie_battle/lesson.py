"""Cookie Battle's guided first game: three players, the pass and the first five tricks of round 1.

You (seat 0) lead first. You pass two middling cards, then duck a rotten piece with your blue 2 (the
lowest card, so it earns a magic marker), follow green when Mia leads it, win with a gold trump, see
Mia play a grey 0 although she holds green, and win the fourth chocolate piece: a whole cookie. The
lesson stops there (the round would go on for seven more tricks) and says so. The deal is seed
``LESSON.seed``'s under the real rules, found by a search over seeds (the first five pieces revealed
are one rotten and four chocolate, and your hand can win the four and lose the rotten one).
"""

from __future__ import annotations

from ..core.lesson import Beat, Lesson
from . import GAME

YOU, MIA, KEN = 0, 1, 2  # Mia is your left neighbour (the next to play), Ken your right


def _play(card: str) -> dict[str, str]:
    return {"do": "play", "card": card}


def _pass(left: str, right: str) -> dict[str, str]:
    return {"do": "pass", "left": left, "right": right}


BEATS = (
    Beat(
        {
            "en": "Everyone loves cookies: in Cookie Battle you play cards to win the cookie pieces at stake. "
            "But watch out for rotten pieces and magic markers!",
            "ja": "クッキーが大好きな子どもたちが、カードを出し合ってクッキーのかけらを取り合います。"
            "でも、くさったかけらと魔法のマーカーに気をつけて！",
        }
    ),
    Beat(
        {
            "en": "Four pieces of one flavour make a whole cookie worth 12 points; "
            "each rotten piece spoils a good one. "
            "But whoever scores the most after three rounds gets a stomach ache: the second-highest score wins!",
            "ja": "同じ味のかけら4つでまるごとクッキー（12点）、くさったかけらは良いかけらを1つだめにします。"
            "でも3ラウンド後にいちばん得点が高い人はおなかが痛くなって勝てず、2番目の人が勝ちです！",
        }
    ),
    Beat(
        {
            "en": "First everyone secretly passes one card to the left and one to the right. "
            "Pass your red 7 to Mia on your left and your blue 9 to Ken on your right.",
            "ja": "まず全員が、左どなりに1枚、右どなりに1枚のカードをこっそり渡します。"
            "赤の7を左のミアに、青の9を右のケンに渡しましょう。",
        },
        YOU,
        _pass("red-7", "blue-9"),
    ),
    Beat(None, MIA, _pass("green-7", "green-6")),
    Beat(None, KEN, _pass("blue-7", "red-6")),
    Beat(
        {
            "en": "You lead, and the piece at stake is rotten, so you don't want it. "
            "Lead your blue 2: it will hardly win, and the lowest card of a trick earns a magic marker "
            "if it is a 2 to 5.",
            "ja": "あなたのリードですが、争うかけらはくさっているので取りたくありません。"
            "青の2を出しましょう：まず勝たないうえ、トリックでいちばん小さい数が2〜5ならマジックマーカーがもらえます。",
        },
        YOU,
        _play("blue-2"),
    ),
    Beat(None, MIA, _play("blue-12")),
    Beat(
        {
            "en": "Mia's blue 12 wins the rotten piece: at the end it spoils one of her good pieces. "
            "Your blue 2 was the lowest card, so you earn a magic marker: use its power before you play a card, "
            "or keep it for 2 points.",
            "ja": "ミアが青の12で勝って、くさったかけらを取りました：最後にミアの良いかけらを1つだめにします。"
            "あなたの青の2がいちばん小さかったので、マジックマーカーをもらいました"
            "（カードを出す前に力を使うか、残して2点にします）。",
        },
        KEN,
        _play("blue-5"),
    ),
    Beat(None, MIA, _play("green-4")),
    Beat(None, KEN, _play("green-5")),
    Beat(
        {
            "en": "Mia led green and you hold green, so you must follow with green "
            "(a grey special card is always allowed). "
            "Your green 6 beats Ken's 5 and wins the chocolate piece.",
            "ja": "ミアが緑を出し、あなたは緑を持っているので、緑を出さなければなりません"
            "（グレーの特殊カードはいつでも出せます）。"
            "緑の6ならケンの5に勝って、チョコのかけらが取れます。",
        },
        YOU,
        _play("green-6"),
    ),
    Beat(
        {
            "en": "You won, so you turn up the next piece (chocolate again) and lead. "
            "Gold cards are trumps over every colour: try your gold 3.",
            "ja": "勝ったので次のかけらを公開してリード：またチョコです。"
            "ゴールドは緑・赤・青に勝つ切り札なので、ゴールドの3を出してみましょう。",
        },
        YOU,
        _play("gold-3"),
    ),
    Beat(None, MIA, _play("red-6")),
    Beat(None, KEN, _play("red-3")),
    Beat(
        {
            "en": "Nobody else played gold, so your 3 took a second chocolate piece, and a third is up. "
            "Lead your green 9: the others must follow green if they can.",
            "ja": "ほかにゴールドが出なかったので3で2つ目のチョコを取り、次は3つ目のチョコです。"
            "緑の9をリードしましょう：ほかの人は緑を持っていれば緑を出さなければなりません。",
        },
        YOU,
        _play("green-9"),
    ),
    Beat(
        {
            "en": "Mia plays a grey 0 although she holds green: grey special cards may always be played. "
            "A 0 wins only when a 12 is on the table, so your 9 is still ahead.",
            "ja": "ミアは緑を持っているのに、グレーの0を出しました：グレーの特殊カードはいつでも出せます。"
            "0は場に12があるときだけ勝つので、まだあなたの9が勝っています。",
        },
        MIA,
        _play("zero-3"),
    ),
    Beat(None, KEN, _play("green-7")),
    Beat(
        {
            "en": "The fourth chocolate piece: win it and your four make a whole cookie worth 12 points. "
            "Lead your gold 10, a strong trump.",
            "ja": "4つ目のチョコです：取れば4つでまるごとクッキー、12点です。"
            "強い切り札、ゴールドの10をリードしましょう。",
        },
        YOU,
        _play("gold-10"),
    ),
    Beat(None, MIA, _play("red-7")),
    Beat(
        {
            "en": "Your gold 10 wins: four chocolate pieces make a whole cookie, 12 points at the end. "
            "Only you see your pieces; the others see only how many you hold.",
            "ja": "ゴールドの10で勝ちました：チョコのかけら4つで、まるごとクッキー（12点）のできあがりです。"
            "かけらの中身は自分だけが見られ、ほかの人には数だけが見えます。",
        },
        KEN,
        _play("red-4"),
    ),
    Beat(
        {
            "en": "The round goes on like this until every hand is empty, and a game lasts three rounds. "
            "Collect cookies, but don't eat the most: you're ready for a real game!",
            "ja": "このラウンドは手札がなくなるまでこうして続き、3ラウンドでゲーム終了です。"
            "クッキーを集めても、食べすぎないように：さあ、本番を遊びましょう！",
        }
    ),
)

LESSON = Lesson(
    game=GAME,
    players=3,
    seed=28488418516896402774338773637004040605,
    beats=BEATS,
    names=(
        {"en": "You", "ja": "あなた"},
        {"en": "Mia", "ja": "ミア"},
        {"en": "Ken", "ja": "ケン"},
    ),
    options={"first": "p1", "markers": "powers"},
)
