"""Hansel or Gretel (ヘンゼルかグレーテル), by 林尚志: 3–6 players."""

from ..core import RandomBot
from ..core.game import Game, Option
from ..core.lazy import Lazy
from .text import DESCRIPTION, RULES, TITLE

GAME = Game(
    id="hansel_gretel",
    version=2,  # 2: re-splits and next-parent ties count from the parent tile's holder, so old saves replay differently
    title=TITLE,
    description=DESCRIPTION,
    min_players=3,
    max_players=6,
    state_class=Lazy("pygames.hansel_gretel.engine:HanselGretelState"),
    options=(
        Option(
            "bird",
            default=True,
            choices=(True, False),
            label={"ja": "小鳥ルール", "en": "Bird rule"},
            choice_labels={
                True: {
                    "ja": "あり（小鳥カードを取った人が巣をもらう）",
                    "en": "On (the bird card's holder takes the nest)",
                },
                False: {
                    "ja": "なし（ラウンド最初の親が巣をもらう）",
                    "en": "Off (the round's first parent takes the nest)",
                },
            },
        ),
    ),
    rules=RULES,
    bots={
        "normal": Lazy("pygames.hansel_gretel.bot:NormalBot"),
        "easy": Lazy("pygames.hansel_gretel.bot:EasyBot"),
        "strong": Lazy("pygames.hansel_gretel.search:StrongBot"),
        "random": RandomBot,
    },
    lesson_at="pygames.hansel_gretel.lesson:LESSON",
    hint_reason=Lazy("pygames.hansel_gretel.hints:reason"),
)
