"""The Fox and the Grapes (キツネと葡萄), by 久遠: 2–6 players."""

from ..core import RandomBot
from ..core.game import Game
from ..core.lazy import Lazy
from .text import DESCRIPTION, RULES, TITLE

GAME = Game(
    id="fox_grapes",
    version=1,
    title=TITLE,
    description=DESCRIPTION,
    min_players=2,
    max_players=6,
    state_class=Lazy("pygames.fox_grapes.engine:FoxGrapesState"),
    options=(),
    rules=RULES,
    lesson_at="pygames.fox_grapes.lesson:LESSON",
    hint_reason=Lazy("pygames.fox_grapes.hints:reason"),
    bots={
        "normal": Lazy("pygames.fox_grapes.bot:CountingBot"),
        "easy": Lazy("pygames.fox_grapes.bot:EasyBot"),
        "strong": Lazy("pygames.fox_grapes.search:StrongBot"),
        "random": RandomBot,
    },
)
