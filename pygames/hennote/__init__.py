"""Hennote (ヘンノーテ), by おるー: 2 players."""

from ..core import RandomBot
from ..core.game import Game, Option
from ..core.lazy import Lazy
from .text import DESCRIPTION, RULES, TITLE

GAME = Game(
    id="hennote",
    version=1,
    title=TITLE,
    description=DESCRIPTION,
    min_players=2,
    max_players=2,
    state_class=Lazy("pygames.hennote.engine:HennoteState"),
    options=(
        Option(
            "gods",
            default="random",
            choices=("random", "draft"),
            label={"ja": "神の決め方", "en": "Gods"},
            choice_labels={
                "random": {"ja": "ランダム", "en": "Dealt at random"},
                "draft": {"ja": "交互に指名", "en": "Drafted in turn"},
            },
        ),
        Option(
            "no_repeat",
            default=False,
            choices=(False, True),
            label={"ja": "同じアクションの連続禁止", "en": "No same action twice in a row"},
        ),
    ),
    rules=RULES,
    lesson_at="pygames.hennote.lesson:LESSON",
    hint_reason=Lazy("pygames.hennote.hints:reason"),
    bots={
        "normal": Lazy("pygames.hennote.bot:GreedyBot"),
        "easy": Lazy("pygames.hennote.bot:EasyBot"),
        "strong": Lazy("pygames.hennote.search:StrongBot"),
        "random": RandomBot,
    },
)
