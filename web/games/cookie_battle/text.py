"""Cookie Battle's words on the board, in Japanese and English (added to the one table in i18n)."""

WORDS: dict[str, dict[str, str]] = {
    # --- Cookie Battle ------------------------------------------------------------------
    "cb.round": {"ja": "ラウンド {round}/{rounds}", "en": "Round {round}/{rounds}"},
    "cb.trick": {"ja": "トリック {n}/{total}", "en": "Trick {n}/{total}"},
    "cb.first": {"ja": "最初の人：{name}", "en": "First player: {name}"},
    "cb.pile": {
        "ja": "かけらの山 {pieces}・マーカーの山 {markers}",
        "en": "Piece pile {pieces} · marker pile {markers}",
    },
    "cb.passed": {"ja": "渡した", "en": "passed"},
    "cb.passing": {"ja": "えらび中", "en": "choosing"},
    "cb.turn_mark": {"ja": "番", "en": "to play"},
    "cb.you": {"ja": "あなた", "en": "you"},
    "cb.contested": {"ja": "争うかけら", "en": "Contested piece"},
    "cb.no_piece": {"ja": "かけらの山がなくなりました", "en": "The piece pile is empty"},
    "cb.led": {"ja": "手番スート：{suit}", "en": "Led suit: {suit}"},
    "cb.led_none": {"ja": "手番スート：まだなし", "en": "Led suit: not yet"},
    "cb.trick_won": {
        "ja": "{name}の勝ち（{reason}）：{piece}を取りました",
        "en": "{name} won ({reason}) and takes {piece}",
    },
    "cb.trick_won_nopiece": {"ja": "{name}の勝ち（{reason}）", "en": "{name} won ({reason})"},
    "cb.reason_thirteen": {"ja": "最初の13", "en": "the first 13"},
    "cb.reason_zero": {"ja": "12があるので最初の0", "en": "a 12 was played, so the first 0"},
    "cb.reason_gold": {"ja": "いちばん大きいゴールド", "en": "the highest gold"},
    "cb.reason_suit": {"ja": "いちばん大きい手番スート", "en": "the highest card of the led suit"},
    "cb.reason_first": {"ja": "色のカードがないので最初のカード", "en": "no coloured card, so the first card"},
    "cb.marker_earned": {"ja": "マーカーをもらった人：{names}", "en": "Marker earned by: {names}"},
    "cb.facedown_piece": {"ja": "裏向きのかけら", "en": "a face-down piece"},
    "cb.suit_green": {"ja": "緑", "en": "green"},
    "cb.suit_red": {"ja": "赤", "en": "red"},
    "cb.suit_blue": {"ja": "青", "en": "blue"},
    "cb.suit_gold": {"ja": "ゴールド", "en": "gold"},
    "cb.suit_grey": {"ja": "グレー", "en": "grey"},
    "cb.magician": {"ja": "魔術師", "en": "Magician"},
    "cb.card": {"ja": "{suit}の{n}", "en": "{suit} {n}"},
    "cb.flavour_chocolate": {"ja": "チョコ", "en": "chocolate"},
    "cb.flavour_strawberry": {"ja": "いちご", "en": "strawberry"},
    "cb.flavour_matcha": {"ja": "抹茶", "en": "matcha"},
    "cb.flavour_rotten": {"ja": "くさった", "en": "rotten"},
    "cb.piece": {"ja": "{flavour} {n}点", "en": "{flavour} {n} pts", "en_one": "{flavour} {n} pt"},
    "cb.piece_rotten": {"ja": "くさったかけら", "en": "rotten piece"},
    "cb.mine": {"ja": "あなたのかけらとマーカー", "en": "Your pieces and markers"},
    "cb.no_pieces": {"ja": "かけらはまだありません", "en": "No pieces yet"},
    "cb.pass_prompt_left": {
        "ja": "{name}：左どなりの{to}に渡すカードを1枚えらんでください",
        "en": "{name}: choose the card to pass to your left neighbour, {to}",
    },
    "cb.pass_prompt_right": {
        "ja": "{name}：右どなりの{to}に渡すカードを1枚えらんでください",
        "en": "{name}: choose the card to pass to your right neighbour, {to}",
    },
    "cb.pass_waiting": {
        "ja": "渡すカードをえらんでいる人：{names}",
        "en": "Still choosing the cards to pass: {names}",
    },
    "cb.my_pass": {"ja": "あなたは左へ{left}、右へ{right}を渡します", "en": "You pass {left} left and {right} right"},
    "cb.exchange": {
        "ja": "もらったカード：{left}（左）から{got_left}、{right}（右）から{got_right}",
        "en": "Received: {got_left} from {left} (left), {got_right} from {right} (right)",
    },
    "cb.waiting": {"ja": "{name}の番です", "en": "Waiting for {name}"},
    "cb.use_marker": {"ja": "{marker}を使う", "en": "Use {marker}"},
    "cb.choose_card": {
        "ja": "{marker}：手札のカードを1枚えらんでください",
        "en": "{marker}: choose a card from your hand",
    },
    "cb.choose_piece": {
        "ja": "{marker}：自分のかけらを1つえらんでください",
        "en": "{marker}: choose one of your pieces",
    },
    "cb.choose_target": {"ja": "{marker}：相手をえらんでください", "en": "{marker}: choose a player"},
    "cb.ev_round": {"ja": "ラウンド{round}開始：最初は{name}", "en": "Round {round} begins: {name} leads first"},
    "cb.ev_passed": {"ja": "全員がカードを渡しました", "en": "Everyone passed their cards"},
    "cb.ev_my_pass": {
        "ja": "あなたは左へ{left}、右へ{right}を渡しました",
        "en": "you passed {left} left and {right} right",
    },
    "cb.ev_reveal": {"ja": "トリック{n}：{name}が{piece}を公開", "en": "Trick {n}: {name} reveals {piece}"},
    "cb.ev_reveal_none": {
        "ja": "トリック{n}：{name}がリード（かけらなし）",
        "en": "Trick {n}: {name} leads (no piece left)",
    },
    "cb.ev_play": {"ja": "{name}が{card}を出しました", "en": "{name} plays {card}"},
    "cb.ev_marker_gain": {"ja": "{name}がマーカーを1本もらいました", "en": "{name} earns a magic marker"},
    "cb.ev_marker_gain_kind": {"ja": "{name}が{marker}をもらいました", "en": "{name} earns {marker}"},
    "cb.ev_marker": {"ja": "{name}が{marker}を使いました", "en": "{name} uses {marker}"},
    "cb.ev_marker_target": {"ja": "{name}が{target}に{marker}を使いました", "en": "{name} uses {marker} on {target}"},
    "cb.ev_switch": {"ja": "（{old}のかわりに{piece}）", "en": "({piece} instead of {old})"},
    "cb.ev_detail_piece": {"ja": "（かけら：{piece}）", "en": "(piece: {piece})"},
    "cb.ev_detail_cards": {"ja": "（{gave}をわたして{got}をもらった）", "en": "(gave {gave}, got {got})"},
    "cb.ev_round_end": {"ja": "ラウンド{round}終了", "en": "Round {round} is over"},
    "cb.ev_game_end": {"ja": "ゲーム終了", "en": "The game is over"},
    "cb.round_results": {"ja": "ラウンドごとのかけらの数", "en": "Pieces after each round"},
    "cb.round_col": {"ja": "R{n}", "en": "R{n}"},
    "cb.player_col": {"ja": "プレイヤー", "en": "Player"},
    "cb.final_title": {"ja": "クッキーの組み立て", "en": "Cookies assembled"},
    "cb.cookie": {"ja": "まるごとクッキー（12点）", "en": "Whole cookie (12 points)"},
    "cb.loose": {"ja": "ばらのかけら", "en": "Loose pieces"},
    "cb.rotten": {"ja": "くさったかけらと、それで消えたかけら", "en": "Rotten pieces and the pieces they spoil"},
    "cb.markers_points": {
        "ja": "残ったマーカー {n}本 × 2 = {points}点",
        "en": "Unused markers {n} × 2 = {points} points",
    },
    "cb.score": {"ja": "{n}点", "en": "{n} points", "en_one": "{n} point"},
    "cb.ache": {"ja": "おなかが痛い！", "en": "Stomach ache!"},
    "cb.winner_tag": {"ja": "勝ち", "en": "Winner"},
    "cb.ache_rule": {
        "ja": "いちばん高い得点の人は食べすぎでおなかが痛くなり、勝てません。"
        "その次に高い得点の人が勝ちです（同点ならくさったかけらが少ない人）。",
        "en": "Whoever has the highest score ate too much and gets a stomach ache: they cannot win. "
        "The next highest score wins (on a tie, fewer rotten pieces).",
    },
    "cb.reason_ache": {
        "ja": "{ache}は{top}点でおなかが痛くなって勝てません。次に高い{score}点の{names}の勝ち。",
        "en": "{ache} scored {top}: a stomach ache, so no win. {names} wins with the next highest score, {score}.",
    },
    "cb.reason_ache_many": {
        "ja": "{ache}は{top}点でおなかが痛くなって勝てません。次に高い{score}点の{names}がいっしょに勝ち。",
        "en": "{ache} scored {top}: a stomach ache, so no win. {names} share the win with the next highest, {score}.",
    },
    "cb.reason_ache_rotten": {
        "ja": "{ache}は{top}点でおなかが痛くなって勝てません。"
        "{score}点で同点のうち、くさったかけらが少ない{names}の勝ち。",
        "en": "{ache} scored {top}: a stomach ache, so no win. "
        "Of those on {score}, {names} had the fewest rotten pieces.",
    },
    "cb.reason_ache_rotten_many": {
        "ja": "{ache}は{top}点でおなかが痛くなって勝てません。"
        "{score}点で同点のうち、くさったかけらが少ない{names}がいっしょに勝ち。",
        "en": "{ache} scored {top}: a stomach ache, so no win. "
        "Of those on {score}, {names} share the fewest rotten pieces.",
    },
    "cb.reason_all_tied": {
        "ja": "全員{score}点で同点なので、全員の勝ちです。",
        "en": "Everyone scored {score}: a shared win.",
    },
    "cb.hand": {"ja": "あなたの手札（色ごと）", "en": "Your hand (by suit)"},
    "cb.play_prompt": {
        "ja": "{name}：出すカードをタップして、もう一度タップか「出す」で決定",
        "en": "{name}: tap a card, then tap it again or confirm",
    },
    "cb.play_confirm_prompt": {
        "ja": "表向きに出したカードは戻せません。",
        "en": "A card played face up cannot be taken back.",
    },
    "cb.play_confirm": {"ja": "{card}を出す", "en": "Play {card}"},
    "cb.pass_to_left": {"ja": "左の{to}へ", "en": "To {to} (left)"},
    "cb.pass_to_right": {"ja": "右の{to}へ", "en": "To {to} (right)"},
    "cb.pass_confirm_prompt": {
        "ja": "この2枚を渡しますか？（カードをタップすると選びなおせます）",
        "en": "Pass these two cards? (Tap a chosen card to change it.)",
    },
    "cb.pass_confirm": {"ja": "渡す", "en": "Pass them"},
    "cb.markers_button": {"ja": "マジックマーカーを使う…", "en": "Use a magic marker…"},
    "cb.marker_menu": {
        "ja": "カードを出す前に使うマーカーをえらんでください：",
        "en": "Choose a marker to use before you play your card:",
    },
    "cb.marker_confirm_prompt": {"ja": "{marker}を使いますか？", "en": "Use {marker}?"},
    "cb.back": {"ja": "もどる", "en": "Back"},
    "cb.trick_head": {"ja": "出した順", "en": "in play order"},
    "cb.last_trick_head": {"ja": "前のトリック（{n}）", "en": "Last trick ({n})"},
    "cb.tip_cards": {"ja": "手札{n}枚、", "en": "{n} cards in hand,", "en_one": "{n} card in hand,"},
    "cb.tip_pieces": {"ja": "かけら{n}個、", "en": "{n} pieces,", "en_one": "{n} piece,"},
    "cb.tip_markers": {"ja": "マーカー{n}本", "en": "{n} markers", "en_one": "{n} marker"},
    "cb.sr_selected": {"ja": "（選択中：もう一度で出す）", "en": "(selected: press again to play)"},
    "cb.sr_pass_left": {"ja": "（左へ渡す）", "en": "(to pass left)"},
    "cb.sr_pass_right": {"ja": "（右へ渡す）", "en": "(to pass right)"},
    "cb.detail_counts": {
        "ja": "手札 {cards}枚・かけら {pieces}個・マーカー {markers}本",
        "en": "{cards} cards · {pieces} pieces · {markers} markers",
    },
    "cb.detail_last": {"ja": "前のトリックで出したカード：{card}", "en": "Played in the last trick: {card}"},
    "cb.detail_rounds": {"ja": "ラウンドごとのかけら：{counts}", "en": "Pieces after each round: {counts}"},
    "cb.up_pass": {
        "ja": "手札から、左どなりと右どなりに渡すカードを1枚ずつえらびます。",
        "en": "Choose two cards from your hand to pass: one to the left, one to the right.",
    },
    "cb.up_lead": {"ja": "トリック{n}の最初のカードを出します。", "en": "Lead trick {n} with any card."},
    "cb.up_follow": {
        "ja": "トリック{n}にカードを出します（手番スート：{suit}）。",
        "en": "Play a card to trick {n} (led suit: {suit}).",
    },
    "cb.up_no_suit": {"ja": "まだなし", "en": "none yet"},
    "cb.cancel": {"ja": "やめる", "en": "Cancel"},
    # --- how to win, first (summary.py) ---
    "cb.htw_title": {"ja": "勝ち方", "en": "How to win"},
    "cb.htw_goal": {
        "ja": "3ラウンドでクッキーのかけらを取り合い、同じ味のかけら{n}つでまるごとクッキー（{points}点）。"
        "でも最高得点の人はおなかが痛くなって勝てず、2番目に高い人が勝ちです！",
        "en": "Win cookie pieces over three rounds: four of one flavour make a whole cookie worth {points} points. "
        "But the highest score gets a stomach ache: the second-highest score wins!",
    },
    "cb.htw_lead_pic": {
        "ja": "チョコのかけらが公開され、緑の7がリードされる",
        "en": "A chocolate piece turned up, and a green 7 led",
    },
    "cb.htw_lead": {
        "ja": "リードする人がかけらを1つ公開し、カードを1枚出します。その色が手番スートです。",
        "en": "The leader turns up a cookie piece and plays a card: its colour is the led suit.",
    },
    "cb.htw_follow_pic": {
        "ja": "緑の7に緑の10を出す。赤の9はバツ",
        "en": "A green 10 follows the green 7; a red 9 is crossed out",
    },
    "cb.htw_follow": {
        "ja": "手番スートを持っていたら同じ色を出します。グレーの特殊カードはいつでも出せます。",
        "en": "Follow the led suit if you can; a grey special card is always allowed.",
    },
    "cb.htw_win_pic": {
        "ja": "ゴールドの3が緑の10に勝ち、チョコのかけらを取る",
        "en": "A gold 3 beats the green 10 and takes the chocolate piece",
    },
    "cb.htw_win": {
        "ja": "いちばん大きいゴールドの切り札、なければ手番スートのいちばん大きいカードが勝ち、かけらを取ります。",
        "en": "The highest gold trump wins, else the highest card of the led suit: its player takes the piece.",
    },
    "cb.htw_cookie_pic": {
        "ja": "チョコのかけら4つで12点。くさったかけらがいちごのかけらをだめにする",
        "en": "Four chocolate pieces make 12 points; a rotten piece spoils a strawberry one",
    },
    "cb.htw_cookie": {
        "ja": "同じ味4つでまるごとクッキー12点。くさったかけらは良いかけらを1つだめにします。",
        "en": "Four of one flavour make a whole cookie, 12 points; a rotten piece spoils a good one.",
    },
}
