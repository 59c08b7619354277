"""The Fox and the Grapes' titles and in-app rules, in Japanese and English."""

TITLE = {"ja": "キツネと葡萄", "en": "The Fox and the Grapes"}
DESCRIPTION = {
    "ja": "伏せた葡萄は甘いか酸っぱいか、それともキツネか。申告と宣言で読み合う2〜6人のブラフゲーム。",
    "en": "Is the face-down grape sweet, sour, or a fox? A bluffing game of claims and calls for 2–6 players.",
}
RULES = {
    "ja": """\
目的：公開カードの「甘い葡萄」と「キツネ」の合計から「酸っぱい葡萄」を引いた勝利点を最も多く集めること。

準備：各プレイヤーは「甘い葡萄」「酸っぱい葡萄」を1枚ずつ公開して置きます。残りのカードを混ぜて配り切ります（3〜6人：各5枚）。使用枚数は人数で変わります（甘い・酸っぱい・キツネ：3人 8・8・5、4人 11・11・6、5人 14・14・7、6人 16・16・10）。

ラウンド（3〜6人、全5ラウンド）：
1. スタートプレイヤーから時計回りに、手札から1枚を伏せて「甘い」「酸っぱい」「キツネ」のどれかを申告します（嘘でも構いません）。
2. スタートプレイヤーから時計回りに、まだ宣言されていない他のプレイヤー1人の伏せたカードに「甘い」「酸っぱい」「キツネ」を宣言します。最後のプレイヤーに宣言相手が残っていなければ、宣言せず自己チェック（5.）を行います。
3. スタートプレイヤーから時計回りに、宣言した人が順に、自分が宣言したカードを公開します（自己チェックはそのあと最後）。
 ・「甘い」と宣言：葡萄は宣言した人が取ります。
 ・「酸っぱい」と宣言：葡萄は出した人が取ります。
 ・「キツネ」と宣言：本当にキツネなら宣言した人が取ります。甘い葡萄なら出した人、酸っぱい葡萄なら宣言した人が取ります。
 ・「キツネ」以外の宣言をされたカードがキツネなら、出した人が取ります。
 取ったキツネは「甘い葡萄」側に置きます。
4. キツネの特殊アクション：キツネを取った人は、相手（宣言した人か出した人）に対して「自分の酸っぱい葡萄を1枚押し付ける」か「相手の甘い葡萄を1枚奪う（キツネは奪えません）」を行います。どちらもできなければ行いません。
5. 自己チェック：申告と中身を比べます。
 ・「甘い」申告：甘い葡萄なら自分が取る。酸っぱい葡萄なら自分が取る。キツネならゲームから除外。
 ・「酸っぱい」申告：本当なら好きな他のプレイヤー1人に押し付ける。嘘ならゲームから除外。
 ・「キツネ」申告：本当なら自分が取り（甘い葡萄側）、好きな他のプレイヤー1人に特殊アクション。甘い葡萄なら除外、酸っぱい葡萄なら自分が取る。
6. スタートプレイヤーは時計回りに隣の人へ移ります。

2人用（全3ラウンド）：甘い9・酸っぱい9・キツネ7枚を使い、各9枚を配ります。残り3枚は非公開のまま使いません。毎ラウンド、先攻が3枚、続いて後攻が3枚を1枚ずつ伏せて申告し、先攻が後攻の3枚それぞれに、続いて後攻が先攻の3枚それぞれに宣言します。公開も同じ順番です。先攻はラウンドごとに交代します。

終了：勝利点の多い人の勝ち。同点ならキツネの多い人、さらに同数なら甘い葡萄の多い人。それも同じなら同率1位（2人用では引き分け）。ゲームから除外したカードは得点になりません。

当サイトの裁定：席順は時計回りです。最初のスタートプレイヤー（2人用の先攻）はランダムに決まります。キツネの特殊アクションは必ず行います。できるやり方が1通りしかないときは自動で行います。自己チェックでの特殊アクションでは、まず内容を、次に相手を選びます（行えるものだけが選べます）。2人用では宣言する順番は自由ですが、公開は相手が伏せた順（並べた左から右）に行います。取り消し（元に戻す）は、ほかの人がその後に申告や宣言をしたとき（その手を知ったうえでやり直すことになるため）や、伏せたカードが公開された後にはできません。""",
    "en": """\
Goal: the most points from your face-up cards: sweet grapes plus foxes, minus sour grapes.

Setup: each player starts with one sweet and one sour grape face up. The other cards are shuffled and all dealt (3–6 players: 5 each). The cards in play depend on the player count (sweet, sour, fox: 3 players 8, 8, 5; 4 players 11, 11, 6; 5 players 14, 14, 7; 6 players 16, 16, 10).

A round (3–6 players, 5 rounds):
1. From the start player clockwise, each player plays a card from their hand face down and claims "sweet", "sour" or "fox" (lying is allowed).
2. From the start player clockwise, each player declares sweet, sour or fox on the face-down card of one other player who has no declaration yet. If the last player has no such player left, they make no declaration and do the self-check (5.).
3. From the start player clockwise, each declarer in turn reveals the card they declared on (the self-check comes last).
 • Declared sweet: the declarer takes the grape.
 • Declared sour: the player who played it takes the grape.
 • Declared fox: a real fox goes to the declarer; a sweet grape goes to the player who played it; a sour grape goes to the declarer.
 • A fox declared as sweet or sour goes to the player who played it.
 A fox that is taken goes on its taker's sweet side.
4. The fox's special action: whoever takes a fox then either gives one of their own face-up sour grapes to the other party (the declarer or the player of the fox), or takes one sweet grape from them (never a fox). If neither is possible, nothing happens.
5. Self-check: the player compares their claim with their card.
 • Claimed sweet: a sweet or a sour grape is theirs; a fox leaves the game.
 • Claimed sour: if true, they give it to any other player; if false, it leaves the game.
 • Claimed fox: if true, they take it (sweet side) and do the special action against any other player; a sweet grape leaves the game; a sour grape is theirs.
6. The start player moves one seat clockwise.

Two players (3 rounds): use 9 sweet, 9 sour and 7 foxes and deal 9 each; the last 3 cards stay hidden and unused. Each round the first player plays 3 cards one at a time, each with a claim, then the second player does. The first player declares on each of the second player's 3 cards, then the second player on each of the first player's. Reveals follow the same order. The first player alternates each round.

End: the most points wins. Ties: more foxes, then more sweet grapes, then a shared place (a draw with two players). Cards out of the game score nothing.

Our rulings: seats go clockwise in seat order. The first start player (the 2-player game's first player) is drawn at random. The fox's special action is not optional; when only one way is possible it happens by itself. In the self-check's special action you choose what to do, then against whom (only possible ones are offered). With two players you declare on the opponent's cards in any order, but they are revealed in the order they were played (left to right as laid). An action cannot be undone once another player has claimed or declared since (you would bluff again knowing their choice) or a face-down card was revealed.""",
}
