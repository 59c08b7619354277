"""Dim Sum's titles and in-app rules, in Japanese and English."""

TITLE = {"ja": "医食同源 ウマウマ点心罪(積み)ホーダイ", "en": "Dim Sum All-You-Can-Stack"}
DESCRIPTION = {
    "ja": "点心カードを取って、キューブを胃袋のマスに詰め込む2〜4人用ゲーム。はみ出すと消化不良！",
    "en": "Take dim-sum cards and pack their cubes into your stomach grid, 2–4 players. Overflow means indigestion!",
}
RULES = {
    "ja": """\
目的：点心キューブを胃袋（1〜14のマス）に詰め込み、最も多くの点を取ること。

準備：各プレイヤーは胃袋の4つの面から1つを選びます（全員が秘密に選び、同時に公開）。点心カードは4種（小籠包・焼売・餃子・春巻）×7形。山札は2人なら各種3枚＋残りから無作為に2枚（14枚）、3人なら各種4枚＋無作為に5枚（21枚）、4人なら全28枚。使わないカードは誰も見ません。山札から3枚を表にして場に並べます。スタートプレイヤーは無作為に決まります。

手番：場の3枚のうち1枚か、山札の一番上（見ずに）を取ります。場から取ったらすぐ山札から補充します。取ったカードのキューブを自分の胃袋に置きます。
(a) 形の最初のキューブ（読む順で最初のキューブ、下の図の●）を、キューブが無く塞がれていないマスのうち最も小さい番号のマスに置き、残りをカードの形どおりに置きます。回転はしません。7つの形は下の図のとおりです。
(b) 形どおりに置けないキューブ（マスが無い、埋まっている、塞がれている）ははみ出します。形の順に、キューブのある最も大きい番号のマスの次の番号のマス（塞がれたマスは飛ばす）に置きます。14のマスが埋まっていれば、はみ出したキューブは戻します。はみ出しがあったカード1枚につき消化不良ゲージを1段進めます。

ベツバラ：カードを取る前に14のマスが埋まっていれば、そのカードのキューブはすべて、一番上が同じ種類のキューブの上に重ねます（何段でも。どの山に重ねるかは自分で選びます）。同じ種類が胃袋に無ければ1つも置けずに戻し、ゲージを1段進めます。

ボトルネック：健康な胃袋以外の面には色の違うマスがあります。そのマスが埋まると、それ以降に取ったカードはそのすぐ下のマスに置けません（ベツバラは除く）。

最後の2手番：最後の手番のプレイヤーは追加勝利点チップ1枚とゲージ1段戻しの両方を得ます（ゲージが空ならチップのみ）。その1つ前の手番のプレイヤーはどちらか1つを選びます。

終了：全員が7枚ずつ取ったら終了です。上から見て最も多い種類のキューブは得点になりません。残りのキューブは1段目1点、2段目以上1個2点。14マスすべて埋まっていれば+3点、4種すべてが胃袋にあれば+3点、面のボーナス（上がつかえる+2・右がつかえる+3・真ん中がつかえる+4）、チップ1枚+1点、ゲージ1段につき−1点（最大−6）。最高点のプレイヤーが勝ち、同点なら勝利を分かち合います。

胃袋（行は上から）：1 2 ／ 3 4 5 ／ 6 7 8 9 10 ／ （空き）11 12 13 14。ボトルネック：上がつかえる胃袋は4が埋まると7、右がつかえる胃袋は9が埋まると13、真ん中がつかえる胃袋は8が埋まると12が塞がります。

画面では、キューブをその点心の絵と文字（小＝小籠包・焼＝焼売・餃＝餃子・春＝春巻）で示します。

オプション：胃袋の面は各自が選ぶ（標準）、ランダムに配る、全員同じ面、から選べます。

当サイトの裁定：形どおりに置けるキューブを先に置き、はみ出したキューブはその後に置きます。ボトルネックのマスとその下のマスを同じカードで埋めることはできます（塞がるのは次のカードから）。はみ出したキューブが何個でも、ゲージはカード1枚につき1段です。カードの途中で14のマスが埋まった場合、残りのはみ出したキューブは戻します（ベツバラには置きません）。重ねられる山が1つだけなら自動で置きます。最後の2手番のボーナスはその手番のキューブを置いた後に得ます。1つ前の手番のプレイヤーのゲージが空ならチップを自動で得ます。最も多い種類が複数あるときは、得点が最も高くなる種類を除きます。除くのはキューブの点だけで、14マスと4種のボーナスは除いた種類も数えます。14マスのボーナスは14マスすべて（ボトルネックの下のマスも）が埋まっているときだけです。ボトルネックの下のマスを先に（または同じカードで）埋めずに塞がれると、そのマスは空のままなので、14のマスが埋まってもボーナスは取れません（面のボーナスがその危険の代わりです）。""",
    "en": """\
Goal: pack dim-sum cubes into your stomach (cells 1–14) and score the most points.

Setup: each player picks one of the four stomach faces (in secret; the choices are revealed together). The dim-sum cards are 4 kinds (xiaolongbao, shumai, gyoza, spring roll) × 7 shapes. The deck is, with 2 players, 3 cards of each kind plus 2 more at random (14 cards); with 3 players, 4 of each kind plus 5 at random (21); with 4 players, all 28. Unused cards stay unseen. Three deck cards are turned face up as the market. The start player is drawn at random.

Your turn: take one of the three market cards (refilled at once from the deck) or the unseen top card of the deck, and put its cubes into your stomach.
(a) The shape's first cube (first in reading order, marked ● in the drawings below) goes on the lowest-numbered empty cell that is not blocked; the others go where the card's shape puts them. Shapes never rotate. The seven shapes are drawn below.
(b) A cube that does not fit the shape there (no cell, a filled cell or a blocked cell) overflows: in shape order, each goes on the cell numbered one above the highest filled cell (skipping a blocked cell). With cell 14 filled, an overflowing cube goes back. A card that overflows moves your indigestion gauge one step.

Second helping: if cell 14 was filled before you took the card, each of its cubes goes on top of a stack whose top cube is the same kind (any height; you pick the stack). With no stack of that kind, nothing is placed, the cubes go back and your gauge moves one step.

Bottleneck: every face but the healthy stomach has one cell of another colour. Once it is filled, cards taken afterwards cannot use the cell directly below it (the second helping ignores this).

The last two turns: the player of the last turn gets both a bonus chip and one step back on their gauge (only the chip with an empty gauge); the player of the turn before picks one of the two.

End: when everyone has taken 7 cards. Seen from above, the most numerous kind in your stomach scores nothing. Every other cube scores 1 in the first layer and 2 above it. +3 when all 14 cells are filled, +3 when all 4 kinds are in your stomach, the face bonus (upper +2, right +3, centre +4), +1 per chip, −1 per gauge step (at most −6). The highest total wins; ties share the win.

The stomach (rows from the top): 1 2 / 3 4 5 / 6 7 8 9 10 / (gap) 11 12 13 14. Bottlenecks: upper — filling 4 blocks 7; right — filling 9 blocks 13; centre — filling 8 blocks 12.

On screen each cube is drawn as its dim sum, with a letter: X xiaolongbao, S shumai, G gyoza, R spring roll.

Option: the stomach faces are chosen by each player (the default), dealt at random, or the same face for everyone.

Our rulings: the cubes that fit the shape are placed first, then the overflowing ones. One card may fill both the bottleneck and the cell below it (the block starts with the next card). However many cubes overflow, a card moves the gauge one step. If cell 14 fills in the middle of a card, its remaining overflowing cubes go back (no second helping). With only one stack to choose, the cubes are stacked for you. The last-two-turn bonuses come after that turn's cubes are placed; a player of the turn before the last with an empty gauge takes the chip. When several kinds tie for the most, the one excluded is the one that leaves you the most points. The exclusion only takes away cube points: the excluded kind still counts for the 14-cell and four-kind bonuses. The 14-cell bonus needs all 14 cells filled, the cell below the bottleneck included: if that cell is blocked before you fill it (fill it first, or with the same card), it stays empty, so filling cell 14 does not earn the bonus (the face bonus pays for that risk).""",
}
