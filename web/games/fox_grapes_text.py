"""The Fox and the Grapes' words on the board, in Japanese and English (added to the one table in i18n)."""

WORDS: dict[str, dict[str, str]] = {
    # --- The Fox and the Grapes ------------------------------------------------------------
    "fg.round": {"ja": "ラウンド {round}/{rounds}", "en": "Round {round} of {rounds}"},
    "fg.start": {"ja": "スタート：{name}", "en": "Start player: {name}"},
    "fg.you": {"ja": "あなた", "en": "you"},
    "fg.hand_count": {"ja": "手札 {n}枚", "en": "{n} in hand"},
    "fg.points": {"ja": "{n}点", "en": "{n} pts"},
    "fg.sweet_n": {"ja": "甘 {n}", "en": "Sweet {n}"},
    "fg.sour_n": {"ja": "酸 {n}", "en": "Sour {n}"},
    "fg.fox_n": {"ja": "狐 {n}", "en": "Fox {n}"},
    "fg.facedown": {"ja": "伏せたカード", "en": "Face-down card"},
    "fg.claim": {"ja": "申告：{claim}", "en": "Claim: {claim}"},
    "fg.call": {"ja": "{name}の宣言：{call}", "en": "{name} declares: {call}"},
    "fg.no_call": {"ja": "宣言なし", "en": "No declaration yet"},
    "fg.your_card": {"ja": "中身：{card}", "en": "Really: {card}"},
    "fg.hand": {"ja": "あなたの手札（{name}）", "en": "Your hand ({name})"},
    "fg.hand_empty": {"ja": "手札はありません", "en": "No cards in hand"},
    "fg.play_prompt": {
        "ja": "{name}：伏せるカードを手札から選んでください",
        "en": "{name}: pick a card from your hand to play face down",
    },
    "fg.claim_prompt": {
        "ja": "{card}を伏せます。何と申告しますか？（嘘でも構いません）",
        "en": "You play {card}. What do you claim it is? (You may lie.)",
    },
    "fg.declare_prompt": {
        "ja": "{name}：宣言するカード（他のプレイヤーの、まだ宣言されていないカード）をタップ",
        "en": "{name}: tap another player's face-down card that has no declaration yet",
    },
    "fg.call_prompt": {
        "ja": "{owner}のカード（申告：{claim}）に何と宣言しますか？",
        "en": "What do you declare on {owner}'s card (claimed {claim})?",
    },
    "fg.fox_prompt": {
        "ja": "{name}：キツネの特殊アクションを選んでください",
        "en": "{name}: choose the fox's special action",
    },
    "fg.fox_give": {"ja": "{target}に酸っぱい葡萄を1枚押し付ける", "en": "Give {target} one of your sour grapes"},
    "fg.fox_take": {"ja": "{target}の甘い葡萄を1枚奪う", "en": "Take one sweet grape from {target}"},
    "fg.push_prompt": {
        "ja": "{name}：酸っぱい葡萄を押し付ける相手を選んでください",
        "en": "{name}: choose who gets your sour grape",
    },
    "fg.push_to": {"ja": "{target}に押し付ける", "en": "Give it to {target}"},
    "fg.waiting": {"ja": "{name}の番です…", "en": "Waiting for {name}…"},
    "fg.play_phase": {"ja": "カードを伏せて申告する", "en": "Play a card face down and claim it"},
    "fg.declare_phase": {"ja": "他のプレイヤーのカードに宣言する", "en": "Declare on another player's card"},
    "fg.fox_phase": {"ja": "キツネの特殊アクション", "en": "The fox's special action"},
    "fg.push_phase": {"ja": "酸っぱい葡萄を押し付ける", "en": "Give away the sour grape"},
    "fg.self_check_note": {
        "ja": "{name}は宣言する相手がいないため、公開のときに自己チェックを行います。",
        "en": "{name} has no card left to declare on: they do the self-check at the reveal.",
    },
    "fg.cancel": {"ja": "選び直す", "en": "Choose again"},
    "fg.reveal_title": {"ja": "公開 {n}/{total}", "en": "Reveal {n} of {total}"},
    "fg.next": {"ja": "次へ", "en": "Next"},
    "fg.skip": {"ja": "すべて飛ばす", "en": "Skip all"},
    "fg.ev_reveal": {
        "ja": "{declarer}が{owner}のカード（申告：{claim}）に「{call}」と宣言。中身は{card}でした。{taker}が取ります。",
        "en": "{declarer} declared “{call}” on {owner}'s card (claimed {claim}). It is {card}: {taker} takes it.",
    },
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
