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

列：戦場は1〜3列目の3列で、両者に共通です。自分の1列目のカードは相手の1列目のカードと向かい合い（2列目同士、3列目同士も同じ）、その2枚で戦います。画面では相手の戦場が上、自分の戦場が下に、同じ列の順で並びます。

手番：
1. 戦場に空きがあれば、ストックのカードを好きな空きに置きます（足りなければ山札の一番上）。その後ストックを2枚に補充します。
2. アクションを1つ行います。
 ・スライド：右端か左端のカードを反対の端へ動かし、全体をずらします。
 ・チェンジ：中央のカードを右か左のカードと入れ替えます（左右同士は不可）。
 ・リトリート：戦場のカード1枚を捨て札にし、その列にストックの1枚か山札の一番上（見ずに）を出します。
 先手の最初のアクションは必ずリトリートです。
3. 戦闘：3列すべてで、向かい合う2枚がじゃんけん。負けたカードは持ち主の捨て札へ、勝った側は勝利数+1。あいこは何もしません。
4. 補充：手番プレイヤーだけが、空いた列をストックから埋め（足りない分は山札の一番上）、ストックを2枚に戻します。
5. 勝利判定：手番プレイヤーの戦場が同じ神3枚なら勝ち。そうでなければ勝利数9以上のプレイヤーの勝ち（両者9以上なら多い方、同数なら手番でない方）。

山札と捨て札：カードを引かなければならないときに山札が空なら、そのときに自分の捨て札をシャッフルして新しい山札にしてから引きます。山札がなくなっただけでは作り直さず、それまでの捨て札は捨て札のままです（その後に捨てたカードも一緒に混ぜます）。捨て札は公開情報で、自分と相手の捨て札をいつでも見られます（「捨て札」ボタン）。

オプション：同じアクションを2回続けて使えない。

当サイトの裁定：神の選択は「ランダム」か「交互に1柱ずつ指名」（先手から）。ストックが空きより少ないとき（ストックからリトリートした後など）、ストックを置いた残りの空きには山札の上から左の列から順に置きます。どの列でも勝敗がつかないアクションが（両者合わせて）12回続いたら（各6手番）、引き分けで終了します。ただし勝利判定が先なので、その12回目の手番で同じ神3枚がそろえばそのプレイヤーの勝ちです。ルールの「途中で山札が0枚になる場合は、即座に捨て札をシャッフル」は、上のとおり「引く必要が生じたとき」と読んでいます。アクションの取り消し（元に戻す）は、山札のカードが表になった（山札からのリトリート、ストックや空きの補充）後や、両者の配置を公開した後にはできません。記録には、リトリートで捨てたカードと出したカードも残ります。""",
    "en": """\
Goal: three cards of the same god on your battlefield (three columns), or nine battle wins first.

Setup: each player owns 3 gods (a rock, a scissors and a paper card each: 9 cards). Pick one card of each god and place them face down in the columns you like; both placements are revealed together. Shuffle your other 6 cards into your deck and turn its top 2 face up as your stock. The first player is drawn at random.

Columns: the battlefield has three columns, 1 to 3, shared by both players. Your card in column 1 faces your opponent's card in column 1 (and column 2 faces column 2, column 3 faces column 3): those two cards fight. On screen your opponent's battlefield is above yours, columns in the same order.

Your turn:
1. If your battlefield has gaps, fill them with stock cards of your choice (the deck top if the stock runs short), then refill the stock to 2.
2. Take one action.
 • Slide: move the left or right end card to the other end; the others shift along.
 • Change: swap the centre card with the left or right one (never left with right).
 • Retreat: discard one battlefield card, and put a stock card or the unseen top card of your deck in its place.
 The first player's first action must be Retreat.
3. Battle: in all three columns, the two facing cards play rock-paper-scissors. Each losing card goes to its owner's discard pile and the column's winner scores one win. Ties do nothing.
4. Refill: only the turn player fills their gaps from the stock (the deck top if it runs short), then refills the stock to 2.
5. Win check: the turn player wins with three cards of one god. Otherwise a player with 9+ wins wins (both 9+: more wins; a tie goes to the player who is not taking the turn).

Deck and discard pile: when a card must be drawn from an empty deck, your discard pile is shuffled into a new deck first, then you draw. The deck running out does not rebuild it: until a card must be drawn, your discarded cards stay in the discard pile (cards discarded meanwhile are shuffled in too). Discard piles are public: both players may look at both piles at any time (the Discard button).

Option: no player may use the same action twice in a row.

Our rulings: gods are dealt at random or drafted one at a time, first player first. When the stock holds fewer cards than there are gaps (after a retreat from the stock), the stock cards go where you choose and the remaining gaps take deck cards, left to right. If 12 actions in a row (by both players: 6 turns each) end with no column won, the game ends in a draw. The win check comes first: three cards of one god on that twelfth turn still win. We read the rules text's "if the deck runs out, shuffle the discard pile in at once" as "when a card must be drawn", as above. An action cannot be undone once it turned up a deck card (a retreat from the deck, a refill of the stock or of a gap) or revealed both placements. The move log shows every retreat's discarded card and the card brought in.""",
}
