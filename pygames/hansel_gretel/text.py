"""Hansel or Gretel's titles and in-app rules, in Japanese and English."""

TITLE = {"ja": "ヘンゼルかグレーテル", "en": "Hansel or Gretel"}
DESCRIPTION = {
    "ja": "親が並んだお菓子を2つの山に分け、全員がこっそりヘンゼルかグレーテルを選ぶ、3〜6人用の山分けゲーム。",
    "en": "The parent cuts a row of sweets in two; everyone secretly picks Hansel or Gretel. Divide and choose for 3–6 players.",
}
RULES = {
    "ja": """\
目的：5ラウンドでお菓子を集め、得点を一番多くすること。ただし「まんぷく数」を超えて集めた種類は0点です。

カード（当サイトの既定値）：キャンディ1点（まんぷく数なし・14枚）、ドーナツ2点（4・11枚）、マカロン3点（3・9枚）、プリン4点（3・8枚）、チョコレート5点（2・7枚）、アイスクリーム6点（2・6枚）、パフェ7点（1・5枚）、ケーキ8点（1・5枚）。いたずらカード：魔女（-4点）・熊・鏡 各3枚。クッキーマン（5点・まんぷく数2）14枚は別の山にします。タイル：親タイル、ヘンゼルタイル、グレーテルタイル（分ける人が持ちます。画面では親タイルだけを名前の横の「親」の印で示し、ヘンゼルとグレーテルは山の◀・▶で示します）と小鳥の巣タイル（画面の「巣」）。カードの「≤3」はまんぷく数です。

準備：お菓子といたずらカード74枚を混ぜ、3人40枚・4人50枚・5人60枚・6人70枚を山札にします。最初の親はランダムに決まり、親タイルを持ちます（画面では名前の横の「親」の印）。

ラウンド：
1. 山札から3人8枚・4人10枚・5人12枚・6人14枚を順番に1列に並べます（順番は変えません）。
2. 親は列の1か所を切り、左をヘンゼル、右をグレーテルの山にします。どちらの山にも1枚以上（小鳥カードは数えません）。小鳥ルールありで小鳥カードが横にあれば、切る前に列の好きなすき間（両端も可）に入れます。
3. 全員がヘンゼルかグレーテルを秘密に選び、一斉に公開します。
4. 誰も選ばなかった山：お菓子は小鳥の巣へ（小鳥カードは横に戻ります）。
5. 1人だけが選んだ山：その人がすべてもらいます（小鳥カードも）。
6. 複数人が選んだ山：2枚以上ならその人たちだけで山分けし直します。新しく分ける人は、いま親タイルを持っている人（このラウンドで最後に分けた人）から時計回りで次の、その山を選んだ人で、親タイルを受け取ります。1枚だけなら、そのカードは巣へ行き、選んだ人はクッキーマンを1枚ずつもらいます（まんぷくでも断れません。14枚がなくなったらもらえません）。小鳥カードは横に戻ります。
7. 全員の取り分が決まったら、小鳥ルールありなら小鳥カードを持つ人が巣のカードをすべてもらいます（誰も持っていなければ巣は次のラウンドへ残ります）。なしならそのラウンド最初の親がもらいます。小鳥カードは横に戻ります。
8. 熊：このラウンドにもらったお菓子を2枚まで捨てられます（魔女は捨てられません）。鏡：持っているお菓子1種類（クッキーマンも可）を選び、その1枚として数えます（まんぷく数にも数えます）。お菓子がなければ鏡は捨て札です。熊と鏡は好きな順に使えます。魔女、使った熊、鏡（写す物がなく捨てた鏡を除く）は手元に残り、次の親と最終順位の同点判定でカードとして数えます。
9. 次の親は手元のカードが最も少ない人。同数なら今の親（ラウンドの終わりに親タイルを持っている人）から時計回りで近い人（今の親は最後）です。次の親が親タイルを受け取ります。

終了：5ラウンド後に得点を数えます。種類ごとに枚数×点数、まんぷく数を超えた種類は0点。クッキーマンも同様（5点、3枚以上で0点）。魔女は1枚-4点。得点の高い順、同点ならカードの少ない人が上位、それも同じなら同順位です。

当サイトの裁定：
・公開後、「誰も選ばない」「1人だけ」「1枚を複数人」の山はヘンゼル・グレーテルとも直ちに処理し、山分けし直しはその後、ヘンゼル側（その中の山分けもすべて）を先、グレーテル側を後に行います。このため横に戻った小鳥カードはすぐ次の山分けで入れられます。
・親タイルは山分けし直すたびに分ける人へ移ります。グレーテル側の山分けし直しも、その山を作った人ではなく、その時点で親タイルを持つ人（ヘンゼル側を最後に分けた人かもしれません）から時計回りで決めます。
・次の親の同数判定の「今の親」は、ラウンドの終わりに親タイルを持っている人です。小鳥ルールなしで巣をもらうのは、親タイルがどこにあっても、そのラウンド最初の親です。
・ラウンドの終わりに巣からもらったカードも「このラウンドにもらった」カードです（熊で捨てられ、熊・鏡も使います）。
・熊が捨てられるのはこのラウンドにもらったお菓子とクッキーマンだけです（魔女・熊・鏡は捨てられません）。
・鏡は、持っている種類（先に置いた鏡で数えている種類も）から選びます。
・熊と鏡の使い方は、全員が終わるまでほかのプレイヤーには見えません（手元・得点・捨て札は使う前のまま表示されます）。ラウンドの終わりの時点で捨てる物がない熊、写す物がない鏡は自動で処理されます（先に熊でお菓子を捨てて写す物がなくなった鏡は、自分で「捨て札にする」を選びます。行動の回数から使い方が分からないようにするためです）。
・小鳥カードは手元の枚数に数えません。
・クッキーマンが選んだ人数より少ないときは、その山を作った人から時計回りの順に配ります。
・画面では、すき間に左にあるカードの枚数で番号を付けます（0は左端。小鳥カードも1枚と数えます）。記録の「すき間4」はその番号です。
・ヘンゼルかグレーテルの選択、すき間、熊で捨てるカードは、タップして選んだあと確定ボタンで決まります。公開や新しい列など、隠れていた情報が出たあとは取り消せません。""",
    "en": """\
Goal: collect sweets over 5 rounds and score the most. A kind collected past its fullness limit scores nothing.

Cards (our defaults): candy 1 point (no limit, 14 cards), donut 2 (limit 4, 11), macaron 3 (3, 9), pudding 4 (3, 8), chocolate 5 (2, 7), ice cream 6 (2, 6), parfait 7 (1, 5), cake 8 (1, 5). Mischief: witch (−4), bear and mirror, 3 each. Cookie men (5 points, limit 2), 14 cards, are a pile of their own. Tiles: the parent tile with the Hansel and Gretel tiles (held by whoever splits; on screen only the parent tile is drawn, as a “Parent” mark beside its holder's name, and the piles are marked ◀ Hansel and ▶ Gretel) and the bird's nest tile (the “Nest” on screen). “≤3” on a card is its fullness limit.

Setup: shuffle the 74 sweets and mischief cards and keep 40/50/60/70 as the deck for 3/4/5/6 players. The first parent is drawn at random and holds the parent tile (shown as a “Parent” mark beside the holder's name).

A round:
1. Lay out 8/10/12/14 cards (3/4/5/6 players) from the deck in one row, in the order drawn.
2. The parent cuts the row once: the left part is the Hansel pile, the right part the Gretel pile, each with at least one card (the bird card does not count). With the bird rule, if the bird card is beside the row, the parent first puts it into any gap of the row, ends included.
3. Everyone secretly chooses Hansel or Gretel; the choices are revealed together.
4. A pile nobody chose: its sweets go to the bird's nest (the bird card goes back beside the row).
5. A pile one player chose: that player takes it all, bird card included.
6. A pile several players chose: with 2 or more cards, those players alone divide it again; the new splitter is the next of them clockwise after whoever holds the parent tile at that moment (the last player who split anything this round), and takes the parent tile. With 1 card, the card goes to the nest and each of them takes a cookie man (even past its limit; none once the 14 are gone); the bird card goes back beside the row.
7. When every share is settled: with the bird rule, the bird card's holder takes the whole nest (if nobody holds it, the nest stays for the next round); without it, the round's first parent takes it. The bird card goes back beside the deck.
8. Bear: discard up to 2 sweets you took this round (never a witch). Mirror: pick one kind of sweet you hold (cookie men included); the mirror counts as one more card of it, toward its limit too. With no sweet, the mirror is discarded. Use bears and mirrors in any order. Witches, used bears and mirrors (except a mirror discarded with nothing to copy) stay in front of their holder and count as cards for the next parent and the final tie-break.
9. The next parent is the player with the fewest cards in front of them; ties go to the nearest player clockwise after the current parent (whoever holds the parent tile when the round ends), the current parent last. The next parent takes the parent tile.

End: after 5 rounds, each kind scores cards × points, or 0 past its limit; cookie men likewise (5 each, 0 with 3 or more); −4 per witch. Higher score ranks higher; ties: fewer cards ranks higher; still tied: shared rank.

Our rulings:
• After a reveal, the piles that nobody chose, that one player chose, or that hold one contested card are settled at once (Hansel's, then Gretel's); re-splits come after, Hansel's (with all of its own re-splits) before Gretel's. So a bird card that went back beside the row goes into the very next split.
• The parent tile passes to every re-splitter. So Gretel's re-split, too, counts clockwise from whoever holds the tile at that moment (perhaps the last re-splitter of Hansel's pile), not from the player who made that pile.
• "The current parent" in the next-parent tie is whoever holds the parent tile when the round ends. Without the bird rule, the nest goes to the round's first parent wherever the tile is.
• Cards taken from the nest at the end of a round are cards taken this round: a bear may discard them, and bears and mirrors among them are used.
• A bear discards only sweets and cookie men taken this round (never a witch, a bear or a mirror).
• A mirror copies any kind you hold, including a kind you hold only through an earlier mirror.
• Bear and mirror decisions stay hidden from the other players until everyone is done (collections, scores and the discard pile show the state before them). A bear with nothing to discard and a mirror with nothing to copy when the round's dividing ends resolve themselves (a mirror left with nothing to copy after your bear's discards is discarded by your own choice, so that the number of your actions tells nothing).
• The bird card does not count among the cards in front of a player.
• When fewer cookie men are left than there are choosers, they go clockwise from the player who made the pile.
• On screen a gap is numbered by the cards on its left (0 is the left end; the bird card counts as a card); "gap 4" in the log is that number.
• A pile, a gap or a bear's discards are picked with a tap and played with the confirm button. Nothing can be taken back once something hidden has come to light (the choices, a new row, the others' bears and mirrors).""",
}
