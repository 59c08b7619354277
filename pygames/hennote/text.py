"""Hennote's titles and in-app rules, in Japanese and English."""

TITLE = {"ja": "ヘンノーテ", "en": "Hennote"}
DESCRIPTION = {
    "ja": "じゃんけんの神々を並べ替えて、絵柄を3枚そろえるか戦闘で9勝する2人用ゲーム。",
    "en": "Slide rock-paper-scissors gods into line: three of one god, or nine battle wins.",
}
RULES = {
    "ja": """\
目的：自分の戦場（3列）に同じ神を3枚そろえるか、じゃんけんの戦闘で先に9勝すること。

準備：各プレイヤーは神を3柱（各グー・チョキ・パーの3枚、計9枚）持ちます。各神から1枚ずつ選び、裏向きで好きな列に置き、両者がそろったら同時に公開します。残り6枚をシャッフルして山札にし、上から2枚を表向きの「ストック」にします。先手はランダムに決まります。

手番：
1. 戦場に空きがあれば、ストックのカードを好きな空きに置きます（足りなければ山札の一番上）。その後ストックを2枚に補充します。
2. アクションを1つ行います。
 ・スライド：右端か左端のカードを反対の端へ動かし、全体をずらします。
 ・チェンジ：中央のカードを右か左のカードと入れ替えます（左右同士は不可）。
 ・リトリート：戦場のカード1枚を捨て札にし、その列にストックの1枚か山札の一番上（見ずに）を出します。
 先手の最初のアクションは必ずリトリートです。
3. 戦闘：3列すべてでじゃんけん。負けたカードは持ち主の捨て札へ、勝った側は勝利数+1。あいこは何もしません。
4. 補充：手番プレイヤーだけが、空いた列をストックから埋め（足りない分は山札の一番上）、ストックを2枚に戻します。山札が尽きたら捨て札をシャッフルして新しい山札にします。
5. 勝利判定：手番プレイヤーの戦場が同じ神3枚なら勝ち。そうでなければ勝利数9以上のプレイヤーの勝ち（両者9以上なら多い方、同数なら手番でない方）。

オプション：同じアクションを2回続けて使えない。

当サイトの裁定：神の選択は「ランダム」か「交互に1柱ずつ指名」（先手から）。ストックが空きより少ないとき（ストックからリトリートした後など）、ストックを置いた残りの空きには山札の上から左の列から順に置きます。どの列でも勝敗がつかないアクションが12回続いたら（各6手番）、引き分けで終了します。""",
    "en": """\
Goal: three cards of the same god on your battlefield (three columns), or nine battle wins first.

Setup: each player owns 3 gods (a rock, a scissors and a paper card each: 9 cards). Pick one card of each god and place them face down in the columns you like; both placements are revealed together. Shuffle your other 6 cards into your deck and turn its top 2 face up as your stock. The first player is drawn at random.

Your turn:
1. If your battlefield has gaps, fill them with stock cards of your choice (the deck top if the stock runs short), then refill the stock to 2.
2. Take one action.
 • Slide: move the left or right end card to the other end; the others shift along.
 • Change: swap the centre card with the left or right one (never left with right).
 • Retreat: discard one battlefield card, and put a stock card or the unseen top card of your deck in its place.
 The first player's first action must be Retreat.
3. Battle: rock-paper-scissors in all three columns. Each losing card goes to its owner's discard pile and the column's winner scores one win. Ties do nothing.
4. Refill: only the turn player fills their gaps from the stock (the deck top if it runs short), then refills the stock to 2. An empty deck is rebuilt by shuffling the discard pile.
5. Win check: the turn player wins with three cards of one god. Otherwise a player with 9+ wins wins (both 9+: more wins; a tie goes to the player who is not taking the turn).

Option: no player may use the same action twice in a row.

Our rulings: gods are dealt at random or drafted one at a time, first player first. When the stock holds fewer cards than there are gaps (after a retreat from the stock), the stock cards go where you choose and the remaining gaps take deck cards, left to right. If 12 actions in a row (6 turns each) end with no column won, the game ends in a draw.""",
}
