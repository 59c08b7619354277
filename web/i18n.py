"""Every word the front end shows, in Japanese and English, and the current language.

Game titles, descriptions, rules and option labels come from the Game objects (they
carry both languages); everything else is in TEXT below.
"""

from __future__ import annotations

from collections.abc import Mapping

LANGUAGES = ("ja", "en")
#: The switch's label names the language it switches to, in that language.
LANGUAGE_NAMES = {"ja": "日本語", "en": "English"}

TEXT: dict[str, dict[str, str]] = {
    # --- the app ---------------------------------------------------------------------------
    "app.title": {"ja": "カードゲーム", "en": "Card games"},
    "app.tagline": {
        "ja": "1台の端末で対面プレイ、またはボットと対戦",
        "en": "Pass-and-play on one device, or play bots",
    },
    "nav.back": {"ja": "戻る", "en": "Back"},
    "lang.switch": {"ja": "言語を切り替え", "en": "Switch language"},
    # --- home ------------------------------------------------------------------------------
    "home.players": {"ja": "{min}人用", "en": "{min} players"},
    "home.players_range": {"ja": "{min}〜{max}人用", "en": "{min}–{max} players"},
    "home.new": {"ja": "新しいゲーム", "en": "New game"},
    "home.continue": {"ja": "続きから（{moves}手目）", "en": "Continue (move {moves})"},
    "home.rules": {"ja": "ルール", "en": "Rules"},
    # --- setup -----------------------------------------------------------------------------
    "setup.title": {"ja": "ゲームの準備", "en": "Game setup"},
    "setup.players": {"ja": "人数", "en": "Players"},
    "setup.seat": {"ja": "席{n}", "en": "Seat {n}"},
    "setup.name": {"ja": "名前", "en": "Name"},
    "setup.human": {"ja": "人間", "en": "Human"},
    "setup.bot": {"ja": "ボット", "en": "Bot"},
    "setup.default_name": {"ja": "プレイヤー{n}", "en": "Player {n}"},
    "setup.default_bot": {"ja": "ボット{n}", "en": "Bot {n}"},
    "setup.options": {"ja": "オプション", "en": "Options"},
    "setup.on": {"ja": "あり", "en": "On"},
    "setup.off": {"ja": "なし", "en": "Off"},
    "setup.start": {"ja": "ゲーム開始", "en": "Start game"},
    "setup.replace_warning": {
        "ja": "開始すると、このゲームの保存中の対局は上書きされます。",
        "en": "Starting replaces this game's saved game.",
    },
    # --- play ------------------------------------------------------------------------------
    "play.turn": {"ja": "{name}の番", "en": "{name}'s turn"},
    "play.bot_thinking": {"ja": "{name}（ボット）が考え中…", "en": "{name} (bot) is thinking…"},
    "play.bot_tag": {"ja": "ボット", "en": "bot"},
    "play.illegal": {"ja": "その手は指せません：{reason}", "en": "Not allowed: {reason}"},
    "play.cancel": {"ja": "やめる", "en": "Cancel"},
    "play.and": {"ja": "・", "en": " and "},
    # --- curtain ---------------------------------------------------------------------------
    "curtain.title": {"ja": "{name}さんに端末を渡してください", "en": "Pass the device to {name}"},
    "curtain.note": {
        "ja": "ほかの人は画面を見ないでください。",
        "en": "Everyone else, please look away.",
    },
    "curtain.reveal": {"ja": "{name}です — 表示する", "en": "I am {name} — show"},
    # --- game over -------------------------------------------------------------------------
    "over.title": {"ja": "ゲーム終了", "en": "Game over"},
    "over.winner": {"ja": "{names}の勝ち！", "en": "{names} wins!"},
    "over.winners": {"ja": "{names}の勝ち！", "en": "{names} win!"},
    "over.draw": {"ja": "引き分け", "en": "A draw"},
    "over.again": {"ja": "もう一度（同じ設定）", "en": "Play again (same seats)"},
    "over.new": {"ja": "新しいゲーム", "en": "New game"},
    "over.home": {"ja": "ホームへ", "en": "Home"},
    "over.final": {"ja": "最終結果", "en": "Final result"},
    # --- saves -----------------------------------------------------------------------------
    "save.error_title": {"ja": "保存データを読み込めません", "en": "This saved game cannot be resumed"},
    "save.error_body": {
        "ja": "保存データが壊れているか、古い形式です。新しく始めるか、保存データを削除してください。",
        "en": "The save is damaged or from an older version. Start a new game or discard the save.",
    },
    "save.details": {"ja": "詳細：{reason}", "en": "Details: {reason}"},
    "save.new": {"ja": "新しく始める", "en": "Start a new game"},
    "save.discard": {"ja": "削除してホームへ", "en": "Discard and go home"},
    "save.broken_short": {"ja": "保存データが壊れています", "en": "Saved game is damaged"},
    # --- rules -----------------------------------------------------------------------------
    "rules.title": {"ja": "{title}のルール", "en": "Rules of {title}"},
    # --- Hennote ---------------------------------------------------------------------------
    "hn.rock": {"ja": "グー", "en": "Rock"},
    "hn.scissors": {"ja": "チョキ", "en": "Scissors"},
    "hn.paper": {"ja": "パー", "en": "Paper"},
    "hn.wins": {"ja": "勝利 {wins}/{target}", "en": "Wins {wins}/{target}"},
    "hn.deck": {"ja": "山札 {n}", "en": "Deck {n}"},
    "hn.discard": {"ja": "捨て札 {n}", "en": "Discard {n}"},
    "hn.discard_of": {"ja": "{name}の捨て札", "en": "{name}'s discard pile"},
    "hn.discard_empty": {"ja": "（なし）", "en": "(empty)"},
    "hn.stock": {"ja": "ストック", "en": "Stock"},
    "hn.facedown": {"ja": "裏向きのカード", "en": "Face-down card"},
    "hn.empty_slot": {"ja": "空き", "en": "Empty"},
    "hn.draft_title": {"ja": "神を指名", "en": "Draft the gods"},
    "hn.draft_prompt": {"ja": "{name}：神を1柱選んでください", "en": "{name}: choose a god"},
    "hn.draft_waiting": {"ja": "{name}が神を選んでいます", "en": "{name} is choosing a god"},
    "hn.gods_of": {"ja": "{name}の神", "en": "{name}'s gods"},
    "hn.place_title": {"ja": "戦場への配置（非公開）", "en": "Secret placement"},
    "hn.place_prompt": {
        "ja": "各神から1枚ずつ選び、3つの列に置きます。空いた列をタップすると置き先を選べます。",
        "en": "Pick one card of each god for your three columns. "
        "Tap an empty column to choose where the next card goes.",
    },
    "hn.place_confirm": {"ja": "この配置で決定", "en": "Confirm placement"},
    "hn.place_waiting": {"ja": "{name}の配置を待っています…", "en": "Waiting for {name} to place…"},
    "hn.place_done": {"ja": "配置済み", "en": "placed"},
    "hn.column": {"ja": "{n}列目", "en": "Column {n}"},
    "hn.slide": {"ja": "スライド", "en": "Slide"},
    "hn.change": {"ja": "チェンジ", "en": "Change"},
    "hn.retreat": {"ja": "リトリート", "en": "Retreat"},
    "hn.slide_help": {"ja": "端のカードを反対の端へ", "en": "an end card to the other end"},
    "hn.change_help": {"ja": "中央と左右を入れ替え", "en": "swap the centre with a side"},
    "hn.retreat_help": {"ja": "1枚捨てて出し直す", "en": "discard one, bring a new one"},
    "hn.slide_prompt": {"ja": "どちらの端のカードを動かしますか？", "en": "Which end card moves across?"},
    "hn.slide_left": {"ja": "左端 → 右端へ", "en": "Left end → to the right end"},
    "hn.slide_right": {"ja": "右端 → 左端へ", "en": "Right end → to the left end"},
    "hn.change_prompt": {"ja": "中央のカードと入れ替えるのは？", "en": "Swap the centre card with which side?"},
    "hn.change_left": {"ja": "左のカード", "en": "The left card"},
    "hn.change_right": {"ja": "右のカード", "en": "The right card"},
    "hn.retreat_prompt": {"ja": "捨てる戦場のカードをタップ", "en": "Tap the battlefield card to discard"},
    "hn.retreat_with": {
        "ja": "代わりに出すカード：ストックのカードか山札の一番上をタップ",
        "en": "Replace it: tap a stock card, or the deck for its (unseen) top card",
    },
    "hn.must_retreat": {
        "ja": "先手の最初のアクションは必ずリトリートです。",
        "en": "The first player's first action must be Retreat.",
    },
    "hn.no_repeat": {"ja": "前回と同じアクションは使えません。", "en": "You may not repeat your last action."},
    "hn.refill_prompt": {
        "ja": "空いた列を補充：ストックのカードをタップし、次に空いた列をタップ",
        "en": "Fill the gaps: tap a stock card, then an empty column",
    },
    "hn.battle": {"ja": "前回の戦闘（{name}の手番）", "en": "Last battle ({name}'s turn)"},
    "hn.no_battle": {"ja": "まだ戦闘はありません", "en": "No battle yet"},
    "hn.col_win": {"ja": "{name}の勝ち", "en": "{name} wins"},
    "hn.col_tie": {"ja": "あいこ", "en": "Tie"},
    "hn.last_action": {"ja": "前回：{action}", "en": "Last: {action}"},
    "hn.reason_gods": {"ja": "{name}が{god}を3枚そろえて召喚しました。", "en": "{name} lined up three cards of {god}."},
    "hn.reason_battles": {"ja": "{name}が戦闘で{wins}勝しました。", "en": "{name} won {wins} battles."},
    "hn.reason_tie": {
        "ja": "両者が{wins}勝で並んだため、手番でない{name}の勝ちです。",
        "en": "Both reached {wins} battle wins: the tie goes to {name}, who was not taking the turn.",
    },
    "hn.reason_stalemate": {
        "ja": "{n}回続けてどの列も勝敗がつかなかったため、引き分けです。",
        "en": "No column was won in {n} actions in a row: the game is a draw.",
    },
}

_current = "en"


def lang() -> str:
    """The language shown now: "ja" or "en"."""
    return _current


def set_lang(code: str) -> None:
    global _current
    _current = code if code in LANGUAGES else "en"


def detect(stored: str | None, navigator_language: str) -> str:
    """The stored choice if any, else Japanese for ``ja*`` browsers and English for the rest."""
    if stored in LANGUAGES:
        return stored
    return "ja" if navigator_language.lower().startswith("ja") else "en"


def t(key: str, **values: object) -> str:
    """The text for ``key`` in the current language, with ``{placeholders}`` filled in."""
    return TEXT[key][_current].format(**values)


def pick(text: Mapping[str, str]) -> str:
    """A game's own bilingual text (title, rules, option labels) in the current language."""
    return text.get(_current) or text.get("en") or next(iter(text.values()), "")


def join_names(names: list[str]) -> str:
    return t("play.and").join(names)
