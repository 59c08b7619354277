"""Cookie Battle (クッキーバトル / Batalha dos Cookies), by Thiago Queiroz: 3–6 players."""

from ..core import RandomBot
from ..core.game import Game, Option
from ..core.lazy import Lazy
from .text import DESCRIPTION, RULES, TITLE

GAME = Game(
    id="cookie_battle",
    version=1,
    title=TITLE,
    description=DESCRIPTION,
    min_players=3,
    max_players=6,
    state_class=Lazy("pygames.cookie_battle.engine:CookieBattleState"),
    options=(
        Option(
            "first",
            default="random",
            choices=("random", "p1"),
            label={"ja": "最初のプレイヤー", "en": "First player"},
            choice_labels={
                "random": {"ja": "ランダム", "en": "At random"},
                "p1": {"ja": "プレイヤー1（いちばん年下の人）", "en": "Player 1 (the youngest)"},
            },
        ),
        Option(
            "markers",
            default="powers",
            choices=("powers", "points"),
            label={"ja": "マジックマーカー", "en": "Magic markers"},
            choice_labels={
                "powers": {"ja": "力を使える", "en": "With their powers"},
                "points": {"ja": "得点だけ（1本2点）", "en": "Points only (2 each)"},
            },
        ),
    ),
    rules=RULES,
    lesson_at="pygames.cookie_battle.lesson:LESSON",
    hint_reason=Lazy("pygames.cookie_battle.hints:reason"),
    bots={
        "normal": Lazy("pygames.cookie_battle.bot:NormalBot"),
        "easy": Lazy("pygames.cookie_battle.bot:EasyBot"),
        "strong": Lazy("pygames.cookie_battle.search:StrongBot"),
        "random": RandomBot,
    },
)
