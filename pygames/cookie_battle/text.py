"""Cookie Battle's titles and in-app rules, in Japanese and English (the marker kinds come from ``data``)."""

from .data import MARKER_KINDS

TITLE = {"ja": "クッキーバトル", "en": "Cookie Battle"}
DESCRIPTION = {
    "ja": "クッキーのかけらを取り合うトリックテイキング。でも一番たくさん食べた人はおなかが痛くなって勝てない！",
    "en": "A trick-taking game for cookie pieces — but whoever eats the most gets a stomach ache and cannot win!",
}

_MARKERS_JA = "\n".join(f" ・{k['name']['ja']}（3本）：{k['effect']['ja']}" for k in MARKER_KINDS.values())
_MARKERS_EN = "\n".join(f" • {k['name']['en']} (3): {k['effect']['en']}" for k in MARKER_KINDS.values())

RULES = {
    "ja": f"""\
目的：3ラウンドでクッキーのかけらを集めて得点します。ただし最高得点の人はおなかが痛くなって勝てません。2番目に高い得点の人が勝ちです。

内容：カード54枚（緑・赤・青の1〜12、ゴールドの切り札1〜12、グレーの特殊カード：0が3枚、13が2枚、魔術師1枚）、クッキーのかけら36個（チョコ・いちご・抹茶が各10個：1点×4、2点×3、3点×3／くさったかけら6個：0点）、マジックマーカー18本（6種類×3本）。

準備：カードをよく混ぜ、3/4/5/6人なら各12/12/9/8枚配ります。残りはそのラウンドでは使いません。各プレイヤーは手札から1枚を左隣、1枚を右隣に、全員同時にこっそり渡します。

トリック：
1. リードする人が山からかけらを1つ公開します。これがこのトリックで争うかけらです。
2. リードする人から時計回りに1枚ずつ出します。最初に出た色（緑・赤・青）のカードの色が「手番スート」です。ゴールドやグレーで始まったときは、そのあと最初に出た色のカードで決まります。
3. 手番スートのカードを持っていたら、そのスートかグレーの特殊カードを出さなければなりません。持っていなければ何を出してもかまいません。グレーの特殊カードはいつでも出せます。
4. 勝つカード（上から順に最初にあてはまるもの）：最初に出た13／場に12（どの色でもゴールドでも）があって13がなければ最初の0／いちばん大きいゴールド／いちばん大きい手番スート／それ以外は魔術師ではない最初のカード。魔術師は決して勝ちません。
5. 勝った人は争ったかけらを裏向きで取り、次のかけらを公開して次のトリックをリードします。かけらの中身は本人だけが見られます。かけらの数はみんなに見えます。

マジックマーカー：
 ・2〜5のカード（色でもゴールドでも）がそのトリックでいちばん小さい数なら、出した人がマーカーを1本もらいます（0・13・魔術師は数に入りません）。0が出ていたらもらえません。同じ数なら弱い種類の人がもらいます（手番スート以外の色 < 手番スート < ゴールド）。それでも同じなら全員1本ずつもらいます。
 ・魔術師を出した人は必ず1本もらいます。
 ・マーカーは山から裏向きでもらい、山がなくなったらもうもらえません。
 ・使わずに残ったマーカーは最後に1本2点です。

マーカーの種類（自分の番、カードを出す前に使えます。下の裁定を参照）：
{_MARKERS_JA}

ラウンドの終わり：手札がなくなったらラウンド終了。次のラウンドはかけらが一番少ない人から始めます（同じ数の人が何人かいるときは下の裁定のとおり）。3ラウンドで終わりです。

得点：かけらは自動で一番得点が高くなるように組み立てます。同じ味のかけら4つで丸いクッキー1枚＝12点。残りのかけらは書かれた点数。くさったかけら1つにつき、くさっていないかけらを1つ失います。これに使わなかったマーカー1本2点を足します。

勝ち：最高得点の人（同点なら全員）はおなかが痛くなって勝てません。その次に高い得点の人が勝ちです。同点ならくさったかけらが少ない人、それでも同点なら勝ちを分け合います。全員が同じ得点なら全員で勝ちを分け合います。

オプション：最初のプレイヤー（ランダム／プレイヤー1＝いちばん年下の人）。マーカーの力（使える／得点だけ）。

当サイトの裁定：
 ・「左隣」は次に出す人（時計回り）です。渡すカードは全員が選び終わってから同時に受け取ります。カードの受け渡しは毎ラウンド行います。
 ・マーカーを使うタイミング：ルールでは「ゲーム中いつでも」（カードを出す前でも後でも、他の人の番でも）使えますが、当サイトでは持ち主が自分の番に、カードを出す前にだけ使えます。そのときなら何本でも1本ずつ使えます。使ったマーカーはゲームから取り除きます（山に戻りません）。何も起きない使い方はできません（かけらのない人からぬすむ、山が空なのにとりかえる、など）。
 ・次のラウンドの最初のプレイヤー：ラウンド終了時にかけらが一番少ない人です。同じ数の人が何人かいるときは、前のラウンドの最初の人の左隣から時計回りに数えて最初に来る人です。前のラウンドの最初の人は、同じ数の人の中で一番あとになります（ルールの「前のラウンドの最初のプレイヤーから時計回りに最も近いプレイヤー」をこう読み、最初の人が回るようにしています）。
 ・ぬすむ・プレゼント・ポイッで動いたかけらの中身は、かかわった人だけが見られます。こうかんでは、相手から取るカードを先にランダムに選び、それから自分のカードをわたします。
 ・1つのトリックで何人かがマーカーをもらうときは、カードを出した順にもらいます。途中で山がなくなったら、あとの人はもらえません。
 ・かけらの山は足りなくなりません（3・4人でちょうど36回のトリック）。もしなくなったら、そのトリックはかけらなしで行います。
 ・得点はゲームが終わってかけらを公開するまで表示しません。
 ・組み立てでは、失うかけらは得点が一番高くなるように自動で選びます。
 ・カード・渡すカード・マーカーは、えらんだあと「決定」（カードはもう一度タップでも）で出します。
 ・「元に戻す」は、ほかの人がまだ見ていないことだけ戻せます。渡すカードは次の人が渡すまで戻せます。表向きに出したカード、公開されたかけら、使ったマーカーの種類は、ほかの人が見たので戻せません（ボットだけが見たときは、ボットが次のカードを出すまで戻せます）。""",
    "en": f"""\
Goal: collect cookie pieces over 3 rounds. But the highest score gets a stomach ache and cannot win: the second-highest score wins.

Contents: 54 cards (green, red and blue 1–12; gold trumps 1–12; grey specials: three 0s, two 13s and the Magician), 36 cookie pieces (chocolate, strawberry and matcha, 10 each: four 1s, three 2s, three 3s; 6 rotten pieces worth 0) and 18 magic markers (6 kinds × 3).

Setup: shuffle the cards and deal 12/12/9/8 each to 3/4/5/6 players; the rest are not used this round. Everyone secretly and at the same time passes one card to their left neighbour and one to their right neighbour.

Tricks:
1. The leader reveals the top cookie piece: the prize of this trick.
2. Starting with the leader, everyone plays one card clockwise. The colour (green, red, blue) of the first coloured card is the trick's suit; a trick led with gold or grey takes the suit of the first coloured card played after.
3. If you hold a card of the trick's suit, play that suit or a grey special card. If you do not, play anything. Grey special cards are always allowed.
4. The winning card, first rule that applies: the first 13 played; the first 0 if a 12 (any colour or gold) is on the table and no 13; the highest gold; the highest card of the trick's suit; otherwise the first card played that is not the Magician. The Magician never wins.
5. The winner takes the piece face down, reveals the next one and leads the next trick. Only its owner may look at a piece; everyone sees how many pieces each player has.

Magic markers:
 • A 2, 3, 4 or 5 (coloured or gold) that is the lowest number in the trick earns its player a marker (0s, 13s and the Magician are not numbers here), unless a 0 was played. On a tie the weakest kind earns it (another colour < the trick's suit < gold); if still tied, each tied player earns one.
 • The Magician always earns its player a marker.
 • Markers come face down from the pile while it lasts.
 • Each unused marker scores 2 points at the end.

The marker kinds (use them on your own turn, before you play a card; see our rulings):
{_MARKERS_EN}

End of a round: when the hands are empty. The next round's first player is the one with the fewest pieces (for a tie, see our rulings below). The game ends after 3 rounds.

Scoring: your pieces are assembled for you in the way that scores most. Four pieces of one flavour make a whole cookie: 12 points. Other pieces score their printed points. Each rotten piece cancels one tasty piece. Add 2 points per unused marker.

Winning: the highest score (everyone who has it) gets a stomach ache and cannot win. The next lower score wins; on a tie, fewer rotten pieces; still tied, a shared win. If everyone has the same score, everyone shares the win.

Options: first player (random, or player 1 = the youngest). Marker powers (usable, or points only).

Our rulings:
 • Your left neighbour is the next player in play order (clockwise). Passed cards are received once everyone has chosen. The pass happens every round.
 • When markers are used: the box rules allow them at any time (before or after playing a card, even on another player's turn); here a marker is used by its holder on their own turn, before they play a card. Then you may use any number of them, one at a time. A used marker leaves the game (it does not go back to the pile). A marker cannot be used when it would do nothing (Steal from a player without pieces, Switch with an empty pile, …).
 • The next round's first player is the one with the fewest pieces at the end of the round. On a tie, it is the first of the tied players counting clockwise from the player after the previous first player, so the previous first player comes last among the tied (our reading of "the nearest clockwise from the previous first player", which passes the lead on).
 • Which piece moved with Steal, Gift or Toss is seen only by the players involved. In a Trade, the card you take is drawn at random first, then you give yours.
 • When several players earn markers in one trick, they take them in play order; if the pile runs out, the later ones get none.
 • The piece pile cannot run out (3 or 4 players play exactly 36 tricks); if it ever did, the trick would be played for no piece.
 • Scores are shown only at the end, when the pieces are revealed.
 • In the assembly, the pieces lost to rotten ones are chosen to give you the most points.
 • A card, a pass or a marker is played once you confirm it (or, for a card, tap it a second time).
 • Undo takes back only what no other person has seen: your pass until the next person passes. A card played face up, a piece turned up and the kind of a marker used have been seen, so they stay (if only bots saw them, you can take them back until a bot shows its next card).""",
}
