"""Dim Sum All-You-Can-Stack (医食同源 ウマウマ点心罪(積み)ホーダイ): 2–4 players."""

from ..core import RandomBot
from ..core.game import Game, Option
from ..core.lazy import Lazy
from .data import FACES
from .text import DESCRIPTION, RULES, TITLE

GAME = Game(
    id="dimsum",
    version=1,
    title=TITLE,
    description=DESCRIPTION,
    min_players=2,
    max_players=4,
    state_class=Lazy("pygames.dimsum.engine:DimsumState"),
    options=(
        Option(
            "faces",
            default="choose",
            choices=("choose", "random", *FACES),
            label={"ja": "胃袋の面", "en": "Stomach faces"},
            choice_labels={
                "choose": {"ja": "各自が選ぶ", "en": "Each player chooses"},
                "random": {"ja": "ランダム", "en": "Dealt at random"},
                **{
                    f"{face}": {"ja": f"全員{info['ja']}", "en": f"Everyone: {info['en']}"}
                    for face, info in FACES.items()
                },
            },
        ),
    ),
    rules=RULES,
    bots={
        "normal": Lazy("pygames.dimsum.bot:GreedyBot"),
        "easy": Lazy("pygames.dimsum.bot:EasyBot"),
        "strong": Lazy("pygames.dimsum.search:StrongBot"),
        "random": RandomBot,
    },
    lesson_at="pygames.dimsum.lesson:LESSON",
    hint_reason=Lazy("pygames.dimsum.hints:reason"),
)
