"""The Fox and the Grapes' words on the board, in Japanese and English (added to the one table in i18n)."""

WORDS: dict[str, dict[str, str]] = {
    # --- The Fox and the Grapes ------------------------------------------------------------
    "fg.round": {"ja": "ラウンド {round}/{rounds}", "en": "Round {round} of {rounds}"},
    "fg.start": {"ja": "スタート：{name}", "en": "Start player: {name}"},
    "fg.you": {"ja": "あなた", "en": "you"},
    "fg.hand_count": {"ja": "手札 {n}枚", "en": "{n} in hand"},
    "fg.points": {"ja": "{n}点", "en": "{n} pts", "en_one": "{n} pt"},
    "fg.tip_faceup": {"ja": "表向きの{card}：{n}枚", "en": "{card} face up: {n}"},
    "fg.tip_hand": {"ja": "手札の{card}：{n}枚", "en": "{card} in hand: {n}"},
    "fg.facedown": {"ja": "伏せたカード", "en": "Face-down card"},
    "fg.claim": {"ja": "申告：{claim}", "en": "Claim: {claim}"},
    "fg.call": {"ja": "{name}の宣言：{call}", "en": "{name} calls {call}"},
    "fg.no_call": {"ja": "宣言なし", "en": "No call yet"},
    "fg.call_short": {"ja": "{name}：{call}", "en": "{name}: {call}"},
    "fg.out": {"ja": "→ 除外", "en": "→ out"},
    "fg.short_sweet": {"ja": "甘い", "en": "Sweet"},
    "fg.short_sour": {"ja": "酸っぱい", "en": "Sour"},
    "fg.short_fox": {"ja": "キツネ", "en": "Fox"},
    "fg.in_hand_n": {"ja": "{n}枚", "en": "×{n}"},
    "fg.taken_by": {"ja": "→ {name}", "en": "→ {name}"},
    "fg.hand": {"ja": "あなたの手札（{name}）", "en": "Your hand ({name})"},
    "fg.hand_short": {"ja": "手札：", "en": "In hand:"},
    "fg.hand_empty": {"ja": "手札はありません", "en": "No cards in hand"},
    "fg.play_prompt": {
        "ja": "{name}：伏せるカードを手札から選んでください",
        "en": "{name}: pick a card from your hand to play face down",
    },
    "fg.claim_prompt": {
        "ja": "{card}を伏せて申告：（嘘でもOK）",
        "en": "Play {card}, claiming… (you may lie)",
    },
    "fg.declare_prompt": {
        "ja": "{name}：宣言するカード（他のプレイヤーの、まだ宣言されていないカード）をタップ",
        "en": "{name}: tap another player's face-down card that has no declaration yet",
    },
    "fg.call_prompt": {
        "ja": "{card}（申告：{claim}）に何と宣言しますか？",
        "en": "What do you declare on {card} (claimed {claim})?",
    },
    "fg.fox_prompt": {
        "ja": "{name}：キツネの特殊アクションを選んでください",
        "en": "{name}: choose the fox's special action",
    },
    "fg.fox_give": {"ja": "{target}に酸っぱい葡萄を1枚押し付ける", "en": "Give {target} one of your sour grapes"},
    "fg.fox_take": {
        "ja": "{target}の甘い葡萄（{n}枚）から1枚奪う",
        "en": "Take one of {target}'s sweet grapes ({n})",
    },
    "fg.fox_give_sour": {"ja": "自分の酸っぱい葡萄を1枚押し付ける", "en": "Give one of your sour grapes"},
    "fg.fox_take_sweet": {"ja": "甘い葡萄を1枚奪う", "en": "Take one sweet grape"},
    "fg.fox_whom_give_sour": {
        "ja": "{name}：酸っぱい葡萄を誰に押し付けますか？",
        "en": "{name}: who gets one of your sour grapes?",
    },
    "fg.fox_whom_take_sweet": {
        "ja": "{name}：誰の甘い葡萄を奪いますか？",
        "en": "{name}: whose sweet grape do you take?",
    },
    "fg.fox_target": {"ja": "{target}（甘い葡萄 {n}枚）", "en": "{target} ({n} sweet)"},
    "fg.push_prompt": {
        "ja": "{name}：酸っぱい葡萄を誰に押し付けますか？",
        "en": "{name}: who gets your sour grape?",
    },
    "fg.waiting": {"ja": "{name}の番です…", "en": "Waiting for {name}…"},
    "fg.you_next": {"ja": "次は{name}の番です", "en": "{name}: your turn is next"},
    "fg.play_phase": {"ja": "カードを伏せて申告する", "en": "Play a card face down and claim it"},
    "fg.declare_phase": {"ja": "他のプレイヤーのカードに宣言する", "en": "Declare on another player's card"},
    "fg.fox_phase": {"ja": "キツネの特殊アクション", "en": "The fox's special action"},
    "fg.push_phase": {"ja": "酸っぱい葡萄を押し付ける", "en": "Give away the sour grape"},
    "fg.resolve_phase": {"ja": "伏せたカードを公開しています", "en": "Turning the cards up"},
    "fg.cancel": {"ja": "選び直す", "en": "Choose again"},
    "fg.ev_reveal": {
        "ja": "{declarer}が{card_of}（申告：{claim}）に「{call}」と宣言。中身は{card}でした。{taker}が取ります。",
        "en": "{declarer} declared “{call}” on {card_of} (claimed {claim}). It is {card}: {taker} takes it.",
    },
    "fg.card_of": {"ja": "{owner}のカード", "en": "{owner}'s card"},
    "fg.card_n_of": {"ja": "{owner}の{n}枚目のカード", "en": "{owner}'s card {n}"},
    "fg.ev_round": {
        "ja": "ラウンド{round}/{rounds}：スタートプレイヤーは{name}です。",
        "en": "Round {round} of {rounds}: {name} starts.",
    },
    "fg.ev_play": {
        "ja": "{name}がカードを1枚伏せて「{claim}」と申告しました。",
        "en": "{name} played a card face down, claiming {claim}.",
    },
    "fg.ev_declare": {
        "ja": "{name}が{card}に「{call}」と宣言しました。",
        "en": "{name} declared “{call}” on {card}.",
    },
    "fg.ev_over": {"ja": "ゲーム終了：{who}。得点：{scores}", "en": "The game is over: {who}. Points: {scores}"},
    "fg.ev_won": {"ja": "{names}の勝ち", "en": "{names} won"},
    "fg.ev_draw": {"ja": "引き分け", "en": "a draw"},
    "fg.ev_self": {
        "ja": "自己チェック：{name}のカード（申告：{claim}）の中身は{card}でした。",
        "en": "Self-check: {name}'s card (claimed {claim}) is {card}.",
    },
    "fg.ev_self_taken": {"ja": "{name}が取ります。", "en": "{name} keeps it."},
    "fg.ev_self_removed": {"ja": "ゲームから除外されます。", "en": "It leaves the game."},
    "fg.ev_self_push": {
        "ja": "本当の申告なので、{name}は他のプレイヤーに押し付けます。",
        "en": "The claim was true: {name} gives it to another player.",
    },
    "fg.ev_push": {
        "ja": "{name}が酸っぱい葡萄を{target}に押し付けました。",
        "en": "{name} gave the sour grape to {target}.",
    },
    "fg.ev_fox_give": {
        "ja": "キツネの特殊アクション：{name}が{target}に酸っぱい葡萄を1枚押し付けました。",
        "en": "Fox action: {name} gave {target} a sour grape.",
    },
    "fg.ev_fox_take": {
        "ja": "キツネの特殊アクション：{name}が{target}の甘い葡萄を1枚奪いました。",
        "en": "Fox action: {name} took a sweet grape from {target}.",
    },
    "fg.ev_forced": {"ja": "（できるのはこれだけでした）", "en": " (the only possible way)"},
    "fg.ev_fox_skipped": {
        "ja": "キツネの特殊アクション：{name}は押し付ける酸っぱい葡萄も奪える甘い葡萄もないため、行いません。",
        "en": "Fox action: {name} has no sour grape to give and there is no sweet grape to take: nothing happens.",
    },
    "fg.ev_no_target": {
        "ja": "{name}には宣言できるカードが残っていません：自己チェックを行います。",
        "en": "{name} has no card left to declare on: self-check.",
    },
    "fg.ev_round_end": {"ja": "ラウンド{round}終了。得点：{scores}", "en": "Round {round} is over. Points: {scores}"},
    # --- how to win, first (summary.py): the goal and a turn in four pictures ---------------
    "fg.htw_title": {"ja": "勝ち方", "en": "How to win"},
    "fg.htw_goal": {
        "ja": "自分の前に甘い葡萄とキツネを集め、酸っぱい葡萄は避けましょう。甘い葡萄・キツネは1枚1点、"
        "酸っぱい葡萄は1枚マイナス1点で、最後のラウンドの後に得点が最も多い人の勝ちです。",
        "en": "Collect sweet grapes and foxes in front of you and dodge sour ones: each sweet grape or fox scores "
        "1, each sour grape −1. The most points after the last round wins.",
    },
    "fg.htw_claim": {
        "ja": "カードを1枚伏せて「甘い」「酸っぱい」「キツネ」と申告。嘘でもOK。",
        "en": "Play a card face down and claim sweet, sour or fox. You may lie.",
    },
    "fg.htw_claim_pic": {
        "ja": "伏せたカードと、「{sweet}」という申告の吹き出し",
        "en": "A face-down card and a speech bubble claiming {sweet}",
    },
    "fg.htw_declare": {
        "ja": "他の人のカードに宣言：「甘い」なら自分がもらい、「酸っぱい」なら出した人が引き取る。",
        "en": "Declare on another player's card: sweet, you take it; sour, its player keeps it.",
    },
    "fg.htw_declare_pic": {
        "ja": "他の人の伏せたカードに「{sour}」と宣言するプレイヤー",
        "en": "A player declaring {sour} on another player's face-down card",
    },
    "fg.htw_reveal": {
        "ja": "カードを公開。葡萄は取った人の前に表向きで置かれます。",
        "en": "The card turns up and goes face up in front of whoever takes it.",
    },
    "fg.htw_reveal_pic": {
        "ja": "公開された{sweet}が、「甘い」と宣言したプレイヤーのものになる",
        "en": "A card turned up, {sweet}, going to the player who declared sweet",
    },
    "fg.htw_fox": {
        "ja": "「キツネ」と見抜かれなかったキツネは出した人のものに。甘い葡萄を奪うか、酸っぱい葡萄を押し付けます。",
        "en": "A fox not called fox goes back to its player, who takes a sweet grape or hands over a sour one.",
    },
    "fg.htw_fox_pic": {
        "ja": "{fox}が、相手の{sweet}を1枚奪う",
        "en": "A {fox} taking one of the other player's {sweet}",
    },
    "fg.removed": {"ja": "除外", "en": "out of the game"},
    "fg.last_round": {"ja": "前のラウンドの結果", "en": "Last round"},
    "fg.final_reveals": {"ja": "最終ラウンドの公開", "en": "The last round's reveals"},
    "fg.col_player": {"ja": "プレイヤー", "en": "Player"},
    "fg.col_points": {"ja": "得点", "en": "Points"},
    "fg.col_fox": {"ja": "キツネ", "en": "Foxes"},
    "fg.col_sweet": {"ja": "甘", "en": "Sweet"},
    "fg.col_sour": {"ja": "酸", "en": "Sour"},
    "fg.reason_points": {"ja": "{name}が{points}点で最多です。", "en": "{name} has the most points ({points})."},
    "fg.reason_foxes": {
        "ja": "{points}点で並びましたが、キツネの多い{name}（{n}枚）の勝ちです。",
        "en": "Tied on {points} points: {name} wins with more foxes ({n}).",
    },
    "fg.reason_sweet": {
        "ja": "{points}点・キツネ{fox}枚で並びましたが、甘い葡萄の多い{name}（{n}枚）の勝ちです。",
        "en": "Tied on {points} points and {fox} foxes: {name} wins with more sweet grapes ({n}).",
    },
    "fg.reason_shared": {
        "ja": "{names}が得点{points}点・キツネ{fox}枚・甘い葡萄{sweet}枚で並び、同率1位です。",
        "en": "{names} tie on {points} points, {fox} foxes and {sweet} sweet grapes: they share first place.",
    },
    "fg.reason_draw": {
        "ja": "得点{points}点・キツネ{fox}枚・甘い葡萄{sweet}枚で完全に並んだため、引き分けです。",
        "en": "Tied on {points} points, {fox} foxes and {sweet} sweet grapes: the game is a draw.",
    },
}
