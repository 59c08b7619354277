"""Every word the front end shows, in Japanese and English, and the current language.

Game titles, descriptions, rules and option labels come from the Game objects (they
carry both languages); everything else is in TEXT: the shared words below, and each
board's own words, which its module adds (with its own key prefix) when first imported.
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
    "setup.phone": {"ja": "スマホ", "en": "Phone"},
    "setup.default_name": {"ja": "プレイヤー{n}", "en": "Player {n}"},
    "setup.default_bot": {"ja": "ボット{n}", "en": "Bot {n}"},
    "setup.colour": {"ja": "色", "en": "colour"},
    "setup.level": {"ja": "強さ", "en": "level"},
    "setup.bots_level": {"ja": "ボット全員の強さ", "en": "Every bot's level"},
    "setup.mixed": {"ja": "席ごとに違う", "en": "Differs by seat"},
    "level.easy": {"ja": "やさしい", "en": "Easy"},
    "level.normal": {"ja": "ふつう", "en": "Normal"},
    "level.strong": {"ja": "強い", "en": "Strong"},
    "setup.options": {"ja": "オプション", "en": "Options"},
    "setup.on": {"ja": "あり", "en": "On"},
    "setup.off": {"ja": "なし", "en": "Off"},
    "setup.start": {"ja": "ゲーム開始", "en": "Start game"},
    "setup.replace_warning": {
        "ja": "開始すると、このゲームの保存中の対局は上書きされます。",
        "en": "Starting replaces this game's saved game.",
    },
    # --- player colours (web/colours.py; "yellow" and "orange" are darkened to olive and amber for contrast) ---
    "colour.blue": {"ja": "青", "en": "Blue"},
    "colour.vermillion": {"ja": "朱色", "en": "Vermillion"},
    "colour.green": {"ja": "青緑", "en": "Bluish green"},
    "colour.purple": {"ja": "赤紫", "en": "Reddish purple"},
    "colour.black": {"ja": "黒", "en": "Black"},
    "colour.orange": {"ja": "琥珀色", "en": "Amber"},
    "colour.sky": {"ja": "空色", "en": "Sky blue"},
    "colour.yellow": {"ja": "オリーブ", "en": "Olive"},
    # --- play ------------------------------------------------------------------------------
    "play.turn": {"ja": "{name}の番", "en": "{name}'s turn"},
    "play.bot_thinking": {"ja": "{name}（ボット）が考え中…", "en": "{name} (bot) is thinking…"},
    "play.bot_tag": {"ja": "ボット", "en": "bot"},
    "play.illegal": {"ja": "その手は指せません：{reason}", "en": "Not allowed: {reason}"},
    "play.cancel": {"ja": "やめる", "en": "Cancel"},
    "play.and": {"ja": "・", "en": " and "},
    "play.undo": {"ja": "取り消す", "en": "Undo"},
    "play.undone": {"ja": "直前の手を取り消しました", "en": "Your last move was taken back"},
    "play.moves": {"ja": "手の記録", "en": "Moves"},
    "play.no_moves": {"ja": "まだ手はありません", "en": "No moves yet"},
    "play.close": {"ja": "閉じる", "en": "Close"},
    "play.skip": {"ja": "飛ばす", "en": "Skip"},
    "play.hint": {"ja": "ヒント", "en": "Hint"},
    "hint.thinking": {"ja": "ヒントを考えています…", "en": "Thinking of a hint…"},
    "hint.reason": {"ja": "ヒント：{reason}", "en": "Hint: {reason}"},
    "hint.marked": {"ja": "ヒント：印のついた手が強いボットの選ぶ手です",
                    "en": "Hint: the marked choice is the strong bot's"},
    "setup.hints": {"ja": "ヒント", "en": "Hints"},
    "setup.hints_on": {"ja": "使える", "en": "Allowed"},
    "setup.hints_off": {"ja": "なし", "en": "None"},
    "home.learn": {"ja": "遊んで覚える", "en": "Learn"},
    "rules.learn": {"ja": "遊びながら覚える（3分）", "en": "Learn by playing (3 min)"},
    "lesson.title": {"ja": "{title}を覚える", "en": "Learn {title}"},
    "lesson.next": {"ja": "次へ", "en": "Next"},
    "lesson.leave": {"ja": "やめる", "en": "Leave"},
    "lesson.done": {"ja": "本番で遊ぶ", "en": "Play a real game"},
    "lesson.count": {"ja": "{n}/{total}", "en": "{n} of {total}"},
    "lesson.your_turn": {"ja": "あなたの番です", "en": "Your turn"},
    "lesson.read_on": {"ja": "読んだら「次へ」", "en": "Read, then tap Next"},
    "lesson.not_that": {"ja": "今は光っているところをタップしてみましょう。",
                        "en": "Not that one yet: try what is highlighted."},
    "lesson.not_that_why": {"ja": "今は光っているところをタップしてみましょう。（{reason}）",
                            "en": "Not that one yet: try what is highlighted. ({reason})"},
    "lesson.missing": {"ja": "このゲームの練習はまだありません。", "en": "This game has no lesson yet."},
    "setup.pace": {"ja": "ほかの人の手の見せかた", "en": "Other players' moves"},
    "setup.pace_reading": {"ja": "読める速さで", "en": "At reading pace"},
    "setup.pace_fast": {"ja": "速く", "en": "Fast"},
    "play.go_on": {"ja": "つづける", "en": "Continue"},
    "play.round_over": {"ja": "ラウンド終了", "en": "End of the round"},
    "play.step": {"ja": "相手の手", "en": "Another player's move"},
    "play.step_by": {"ja": "{name}の手番", "en": "{name} moves"},
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
    "over.hints": {"ja": "使ったヒント：{list}", "en": "Hints used: {list}"},
    "over.hints_by": {"ja": "{name} {n}回", "en": "{name} ×{n}"},
    "over.again": {"ja": "もう一度（同じ設定）", "en": "Play again (same\u00a0seats)"},  # never wraps inside (…)
    "over.new": {"ja": "新しいゲーム", "en": "New game"},
    "over.home": {"ja": "ホームへ", "en": "Home"},
    "over.final": {"ja": "最終結果", "en": "Final result"},
    "over.replay": {"ja": "リプレイを見る", "en": "Watch the replay"},
    # --- replays and records -----------------------------------------------------------------
    "replay.title": {"ja": "リプレイ", "en": "Replay"},
    "replay.at": {"ja": "{n}／{total}手", "en": "Move {n} of {total}"},
    "replay.deal": {"ja": "配られたところ。", "en": "The deal."},
    "replay.first": {"ja": "最初へ", "en": "To the start"},
    "replay.back": {"ja": "1手戻る", "en": "One move back"},
    "replay.play": {"ja": "再生", "en": "Play"},
    "replay.pause": {"ja": "一時停止", "en": "Pause"},
    "replay.forward": {"ja": "1手進む", "en": "One move on"},
    "replay.last": {"ja": "最後へ", "en": "To the end"},
    "replay.seat": {"ja": "誰の視点で見るか", "en": "Whose view"},
    "replay.spectator": {"ja": "観戦者（公開情報のみ）", "en": "Spectator (public only)"},
    "replay.speed": {"ja": "再生の速さ", "en": "Speed"},
    "replay.round": {"ja": "第{n}ラウンド", "en": "Round {n}"},
    "replay.jump": {"ja": "ラウンドへ移動", "en": "Go to round"},
    "replay.share": {"ja": "記録を共有", "en": "Share the record"},
    "replay.link": {"ja": "リプレイのリンク", "en": "Replay link"},
    "replay.too_long": {
        "ja": "この記録はリンクには長すぎます。ファイルでダウンロードしてください。",
        "en": "This record is too long for a link: download it as a file.",
    },
    "replay.download": {"ja": "記録をダウンロード", "en": "Download the record"},
    "deal.share": {"ja": "この配り方を共有…", "en": "Share this deal…"},
    "deal.title": {"ja": "共有する配り方", "en": "Shared deal"},
    "deal.link": {"ja": "配り方のリンク", "en": "Deal link"},
    "deal.warning": {
        "ja": "このリンクを持つ人は、この配り方の伏せられたカードをすべて再現できます。"
        "別の卓と結果を比べるためのもので、リンクを持つ人との対戦には使わないでください。",
        "en": "Anyone holding this link can recreate every hidden card of this deal. Use it to compare two tables, "
        "not to play against someone who has it.",
    },
    "deal.same": {
        "ja": "同じ人数・同じ設定で始めると、同じカードが配られます。",
        "en": "Started with the same number of players and the same options, it deals the same cards.",
    },
    "deal.forget": {"ja": "共有をやめる（ふつうに配る）", "en": "Stop sharing (deal at random)"},
    "deal.error_title": {"ja": "この配り方は開けません", "en": "This deal cannot be opened"},
    "record.open": {"ja": "記録ファイルを開く", "en": "Open a record"},
    "chart.title": {"ja": "ラウンドごとの得点", "en": "Score after each round"},
    "chart.numbers": {"ja": "ラウンドごとの得点（数字）", "en": "Scores by round (numbers)"},
    "chart.round": {"ja": "ラウンド", "en": "Round"},
    "history.played": {"ja": "この端末で終えたゲーム：{n}。", "en": "Games finished here: {n}."},
    "history.wins": {"ja": "{name} {n}勝", "en": "{name} won {n}"},
    "history.and": {"ja": "、", "en": ", "},
    "history.best": {"ja": "勝者の最高点：{score}（{name}）", "en": "Best winning score: {score} ({name})."},
    "history.clear": {"ja": "記録を消す", "en": "Clear history"},
    "record.other_game": {"ja": "この記録は{game}のものではありません。", "en": "This record is not of {game}."},
    "replay.embed": {"ja": "ブログに埋め込む", "en": "Embed in a blog post"},
    "record.error_title": {"ja": "この記録は開けません", "en": "This record cannot be opened"},
    # --- saves -----------------------------------------------------------------------------
    "save.error_title": {"ja": "保存データを読み込めません", "en": "This saved game cannot be resumed"},
    "save.error_body": {
        "ja": "保存データが壊れているか、別のバージョンのものです。新しく始めるか、保存データを削除してください。",
        "en": "The save is damaged or from a different version. Start a new game or discard the save.",
    },
    "save.details": {"ja": "詳細：{reason}", "en": "Details: {reason}"},
    "save.new": {"ja": "新しく始める", "en": "Start a new game"},
    "save.discard": {"ja": "削除してホームへ", "en": "Discard and go home"},
    "save.broken_short": {"ja": "保存データが壊れています", "en": "Saved game is damaged"},
    "save.download": {"ja": "保存データをダウンロード", "en": "Download the save"},
    "save.not_saved": {
        "ja": "このゲームは保存されていません：{reason}",
        "en": "This game is not being saved: {reason}",
    },
    "save.not_counted": {
        "ja": "このゲームは記録（履歴）に残せませんでした：{reason}",
        "en": "This game could not be added to the history: {reason}",
    },
    "save.cannot_save": {"ja": "ゲームは保存されません：{reason}", "en": "Games will not be saved: {reason}"},
    "save.reason.full": {"ja": "このサイトの保存領域がいっぱいです。", "en": "the storage for this site is full."},
    "save.reason.refused": {
        "ja": "ブラウザがこのサイトのデータ保存を許可していません。",
        "en": "the browser does not let this site store data.",
    },
    "save.reason.unreadable": {
        "ja": "ブラウザがこのサイトの保存データを読ませてくれません。",
        "en": "the browser does not let this site read what it stored.",
    },
    "save.moved_on": {"ja": "このゲームは別のタブで進みました", "en": "This game continued in another tab"},
    "save.moved_on_hint": {
        "ja": "このタブの局面は古くなっています。読み込み直すと、いまの局面から続けられます。",
        "en": "The position in this tab is out of date. Reload to continue from where the game is now.",
    },
    "save.reload": {"ja": "読み込み直す", "en": "Reload"},
    # --- start-up and the address's query ------------------------------------------------------
    "start.failed": {"ja": "起動中に問題が起きました", "en": "Something went wrong while starting"},
    "query.ignored": {
        "ja": "{name} = “{value}” は無視しました（{expect}を指定してください）",
        "en": "Ignored {name} = “{value}”: expected {expect}.",
    },
    "query.dismiss": {"ja": "閉じる", "en": "Close"},
    # --- the page before Python (pre-rendered by the build, prerender.py) ---------------------
    "wait.title": {
        "ja": "読み込みが終わりしだい開きます",
        "en": "This opens as soon as the games have loaded",
    },
    # --- rules -----------------------------------------------------------------------------
    "rules.title": {"ja": "{title}のルール", "en": "Rules of {title}"},
    # --- offline notices (static/offline.js, before or beside Python; build.py inlines them) ----
    "offline.ready": {"ja": "オフラインでも遊べるようになりました", "en": "Available offline"},
    "offline.update": {"ja": "新しいバージョンがあります", "en": "Update ready"},
    "offline.reload": {"ja": "再読み込み", "en": "Reload"},
    "offline.close": {"ja": "閉じる", "en": "Close"},
    # --- start-up progress (static/boot.js, before Python; build.py inlines them) ---------------
    "boot.download": {"ja": "ダウンロード中…", "en": "Downloading…"},
    "boot.bytes": {"ja": "{total} MB中 {done} MB", "en": "{done} of {total} MB"},
    "boot.start": {"ja": "Pythonを起動しています…", "en": "Starting Python…"},
    "boot.open": {"ja": "ゲームを開いています…", "en": "Opening the games…"},
    "boot.slow": {
        "ja": "時間がかかっています。接続を確認して再読み込みしてください。",
        "en": "This is taking a while. Check your connection and reload.",
    },
    # --- embedding (embed.html, and the home screen's embed panel) ---------------------------
    "embed.button": {"ja": "共有・埋め込み", "en": "Share / embed"},
    "share.link": {"ja": "このサイトへのリンク", "en": "Link to this site"},
    "embed.title": {"ja": "ブログやサイトに埋め込む", "en": "Embed in a blog or site"},
    "embed.hint": {
        "ja": "このHTMLをページに貼り付けてください。2行目のscriptは省略できます（枠の高さをゲームに合わせます）。",
        "en": "Paste this HTML into your page. The second line (a script) is optional: it makes the frame "
        "follow the game's height.",
    },
    "embed.code": {"ja": "埋め込みコード", "en": "Embed code"},
    "embed.copy": {"ja": "コピー", "en": "Copy"},
    "embed.copied": {"ja": "コピーしました", "en": "Copied"},
    "embed.select": {
        "ja": "選択しました。Ctrl+C（⌘C）でコピーしてください",
        "en": "Selected: press Ctrl+C (⌘C) to copy",
    },
    "embed.close": {"ja": "閉じる", "en": "Close"},
    "embed.full_site": {"ja": "サイトで開く", "en": "Open the site"},
    # embed.html's poster shows these before Python runs (build.py inlines them there)
    "embed.poster.play": {"ja": "遊ぶ", "en": "Play"},
    "embed.poster.loading": {"ja": "読み込み中…", "en": "Loading…"},
    "embed.poster.blocked": {
        "ja": "このページの埋め込み設定では、ゲームをここで動かせません。",
        "en": "The page this game is embedded in does not let it run here.",
    },
    "embed.poster.unsaved": {
        "ja": "このブラウザは埋め込まれたゲームの保存を許可していません。"
        "ここで遊べますが、ページを離れるとゲームは残りません。",
        "en": "This browser does not let embedded games save. You can play here, but the game is lost when you leave.",
    },
    "embed.poster.keep_tab": {"ja": "新しいタブで開いて保存する", "en": "Open it in a new tab to keep it"},
    "embed.poster.open_tab": {"ja": "新しいタブで開いて遊ぶ", "en": "Open it in a new tab to play"},
    "embed.poster.unsupported": {
        "ja": "このブラウザはWebAssemblyに対応していないため、ゲームを動かせません。",
        "en": "This browser does not support WebAssembly, so the games cannot run.",
    },
    "embed.invalid": {"ja": "このゲームは表示できません", "en": "This game cannot be shown"},
    "embed.invalid_hint": {"ja": "埋め込みコードの設定に誤りがあります：", "en": "The embed code has a mistake:"},
    "embed.expect.game": {"ja": "次のどれか：{ids}", "en": "one of: {ids}"},
    "embed.expect.players": {"ja": "{min}〜{max}の数", "en": "a number from {min} to {max}"},
    "embed.expect.players_one": {"ja": "{min}のみ", "en": "only {min}"},
    "embed.expect.seats": {
        "ja": "human か bot（bot:easy・bot:normal・bot:strong も可）をカンマ区切りで{min}〜{max}個"
        "（例：human,bot:strong）",
        "en": "{min} to {max} of human or bot (or bot:easy, bot:normal, bot:strong), comma-separated "
        "(e.g. human,bot:strong)",
    },
    "embed.expect.count": {
        "ja": "人数（players）と席（seats）の数が合いません",
        "en": "players and seats disagree on the number of players",
    },
    "embed.expect.lang": {"ja": "ja か en", "en": "ja or en"},
    "embed.expect.option": {"ja": "次のどれか：{choices}", "en": "one of: {choices}"},
    "embed.expect.unknown": {"ja": "このゲームの設定ではありません", "en": "not a setting of this game"},
    "embed.expect.once": {"ja": "2回以上指定されています", "en": "given more than once"},
    "embed.expect.learn": {"ja": "1（練習のあるゲームのみ）", "en": "1 (for a game with a lesson)"},
    "embed.expect.botdelay": {"ja": "0〜10の秒数", "en": "a number of seconds from 0 to 10"},
    # --- a hosted table: this device and the phones at the table (web/hosting.py, web/lobby.py, web/guest.py) ---
    "host.title": {"ja": "スマホを招待する", "en": "Invite the phones"},
    "host.here": {"ja": "参加しました", "en": "joined"},
    "host.waiting": {"ja": "待っています", "en": "waiting"},
    "host.show_invite": {"ja": "招待を表示", "en": "Show invitation"},
    "host.making": {"ja": "招待を作っています…", "en": "Making the invitation…"},
    "host.scan_this": {"ja": "{name}のスマホのカメラでこのコードを読み取るか、リンクを送ってください。",
                       "en": "{name}: scan this code with your phone's camera, or open the link."},
    "host.qr": {"ja": "{name}への招待のQRコード", "en": "QR code of the invitation for {name}"},
    "host.link": {"ja": "{name}への招待リンク", "en": "Invitation link for {name}"},
    "host.answer": {"ja": "{name}のスマホの応答", "en": "Answer from {name}'s phone"},
    "host.answer_label": {"ja": "スマホに表示された応答を貼り付けるか、読み取ってください：",
                          "en": "Paste or scan the answer their phone shows:"},
    "host.submit": {"ja": "つなぐ", "en": "Connect"},
    "host.scan": {"ja": "カメラで読み取る", "en": "Scan"},
    "host.bad_answer": {"ja": "この応答ではつなげません：{reason}", "en": "That answer does not connect: {reason}"},
    "host.joined": {"ja": "{name}のスマホが参加しました", "en": "{name}'s phone has joined"},
    "host.lost": {"ja": "{name}のスマホとの接続が切れました", "en": "{name}'s phone has gone"},
    "host.dealing": {"ja": "全員そろいました。カードを配っています…", "en": "Everyone is here. Dealing…"},
    "host.needs_site": {
        "ja": "各スマホは一度このサイトを開いておく必要があります（オンラインで読み込むか、前回インストール済み）。"
              "そのあとは同じWi-Fi（またはテザリング）だけで遊べ、インターネットは不要です。",
        "en": "Each phone needs this site once (loaded online, or installed on an earlier visit). "
              "Then one Wi-Fi (or a phone's hotspot) is enough: no internet, no server.",
    },
    "host.their_turn": {"ja": "{name}のスマホの番", "en": "Waiting for {name}'s phone"},
    "host.away": {"ja": "{name}のスマホがつながっていません", "en": "{name}'s phone is not connected"},
    "host.to_bot": {"ja": "ボットに任せる", "en": "Bot plays it"},
    "host.to_here": {"ja": "この端末で遊ぶ", "en": "Play it here"},
    "guest.joining": {"ja": "招待を読み込んでいます…", "en": "Reading the invitation…"},
    "guest.title": {"ja": "テーブルに参加", "en": "Join the table"},
    "guest.show_answer": {"ja": "このコードをホストの端末で読み取ってもらうか、下の応答を送ってください。",
                          "en": "Let the host scan this code, or send them the answer below."},
    "guest.answer": {"ja": "ホストへの応答", "en": "Answer for the host"},
    "guest.qr": {"ja": "ホストへの応答のQRコード", "en": "QR code of the answer for the host"},
    "guest.waiting": {"ja": "ホストがゲームを始めるのを待っています…", "en": "Waiting for the host to start…"},
    "guest.lost": {
        "ja": "ホストとの接続が切れました。ホストの端末に表示される新しい招待を読み取るか、貼り付けてください。",
        "en": "The connection to the host was lost. Scan or paste the new invitation the host's device shows.",
    },
    "guest.rejoin": {"ja": "招待", "en": "Invitation"},
    "guest.join_table": {"ja": "テーブルに参加", "en": "Join a table"},
    "guest.ask": {"ja": "ホストの端末に表示された招待を読み取るか、貼り付けてください。",
                  "en": "Scan or paste the invitation the host's device shows."},
    "guest.rejoin_go": {"ja": "参加する", "en": "Join"},
    "guest.bad": {"ja": "この招待は使えません：{reason}", "en": "This invitation cannot be used: {reason}"},
    "guest.not_now": {"ja": "今はその手を選べません。", "en": "That move is not open now."},
    "guest.your_turn": {"ja": "あなたの番", "en": "Your turn"},
    "guest.sent": {"ja": "送りました…", "en": "Sent…"},
}

_current = "en"


#: A text's form for a count of one, beside its language's: ``{"en": "{n} points", "en_one": "{n} point"}``.
ONE = "_one"


def add(words: Mapping[str, Mapping[str, str]]) -> None:
    """Add a board's words to TEXT; every key must be new and in every language (a form for one is optional)."""
    for key, text in words.items():
        if key in TEXT or not set(LANGUAGES) <= set(text) <= {*LANGUAGES, *(lang + ONE for lang in LANGUAGES)}:
            raise ValueError(f"translation {key!r} is a duplicate or misses a language")
        TEXT[key] = dict(text)


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
    """The text for ``key`` in the current language, with ``{placeholders}`` filled in.

    The count is ``n``: where it is the int 1 and the text has a form for one (``en_one``), that form is used.
    """
    text = TEXT[key]
    one = _current + ONE
    chosen = text[one] if one in text and type(values.get("n")) is int and values["n"] == 1 else text[_current]
    return chosen.format(**values)


def pick(text: Mapping[str, str]) -> str:
    """A game's own bilingual text (title, rules, option labels) in the current language."""
    return text.get(_current) or text.get("en") or next(iter(text.values()), "")


def join_names(names: list[str]) -> str:
    return t("play.and").join(names)
