"""Hennote's guided first game: one fixed deal, played through the real rules to a summoned god.

You (seat 0: Horus, Thoth, Isis) go first against Mina (Ra, Anubis, Bastet). The script shows the
first player's forced Retreat, a battle in every column, a lost card and the refill of its gap,
a Slide, a Change, and the win by three cards of one god (Thoth), which the Change makes room for.
The deal is the seed's (found by a small search over seeds and scripts); nothing here bends a rule.
"""

from __future__ import annotations

from ..core.lesson import Beat, Lesson
from . import GAME

SEED = 171736039258653562611759798008678702968
YOU, MINA = 0, 1


def _retreat(slot: int, card: str) -> dict:
    return {"do": "retreat", "slot": slot, "from": "stock", "card": card}


BEATS = (
    Beat(
        {
            "en": "Your cards are Egyptian gods, and each one shows rock, paper or scissors. "
            "Your three columns face Mina's three, and facing cards fight.",
            "ja": "カードはエジプトの神々で、1枚ごとにグー・チョキ・パーのどれかが描かれています。"
            "あなたの3列とミナの3列が向かい合い、向かい合うカード同士が戦います。",
        }
    ),
    Beat(
        {
            "en": "Line up three cards of one god on your battlefield to summon it and win. "
            "Nine battle wins also win the game.",
            "ja": "自分の戦場に同じ神のカードを3枚そろえると、神を召喚して勝ちです。戦闘で9勝しても勝ちになります。",
        }
    ),
    Beat(
        {
            "en": "Place one card of each of your gods face down: Horus Rock, Isis Paper, Thoth Paper. "
            "Both battlefields turn face up together.",
            "ja": "自分の神から1枚ずつ、ホルスのグー、イシスのパー、トトのパーを裏向きで置きます。"
            "両者の戦場は同時に表になります。",
        },
        YOU,
        {"do": "place", "slots": ["horus-rock", "isis-paper", "thoth-paper"]},
    ),
    Beat(None, MINA, {"do": "place", "slots": ["anubis-paper", "ra-rock", "bastet-rock"]}),
    Beat(
        {
            "en": "You go first, and the first player's first action must be a Retreat. "
            "Swap your Horus Rock for the Horus Scissors in your stock.",
            "ja": "あなたは先手で、最初のアクションは必ずリトリートです。"
            "ホルスのグーを捨て、ストックのホルスのチョキを出します。",
        },
        YOU,
        _retreat(0, "horus-scissors"),
    ),
    Beat(
        {
            "en": "After every action, all three columns battle. "
            "You won all three for 3 wins, and Mina's beaten cards went to her discard pile.",
            "ja": "アクションのあとは毎回、3列すべてで戦闘です。3列とも勝って3勝、"
            "負けたミナのカードは捨て札になりました。",
        }
    ),
    Beat(None, MINA, {"do": "refill", "slots": ["anubis-scissors", "ra-paper", None]}),
    Beat(
        {
            "en": "Mina retreats too: her Anubis Rock beats your Horus Scissors. "
            "Your beaten card goes to your discard pile and leaves a gap.",
            "ja": "ミナもリトリートし、アヌビスのグーがあなたのホルスのチョキに勝ちます。"
            "負けたカードは捨て札になり、列が空きます。",
        },
        MINA,
        _retreat(0, "anubis-rock"),
    ),
    Beat(
        {
            "en": "Your turn starts by filling the gap from your stock. "
            "Take Isis Scissors: with two cards of Isis, you are one short of three.",
            "ja": "手番の最初に、空いた列をストックから補充します。"
            "イシスのチョキを置けば、イシスが2枚で3枚まであと1枚です。",
        },
        YOU,
        {"do": "refill", "slots": ["isis-scissors", None, None]},
    ),
    Beat(
        {
            "en": "Slide: the left card moves to the right end and the others shift along. "
            "Now your Paper and Scissors beat two of Mina's cards.",
            "ja": "スライド：左端のカードを右端へ動かし、ほかのカードは1つずつずれます。"
            "これでパーとチョキがミナのカード2枚に勝ちます。",
        },
        YOU,
        {"do": "slide", "from": "left"},
    ),
    Beat(None, MINA, {"do": "refill", "slots": ["bastet-scissors", None, "ra-scissors"]}),
    Beat(
        {
            "en": "Mina strikes back and takes both your Isis cards. "
            "Cards come and go all game: what counts is the god you line up.",
            "ja": "ミナの反撃で、イシスの2枚が負けました。"
            "カードは入れ替わり続けるので、大事なのはどの神をそろえるかです。",
        },
        MINA,
        _retreat(2, "ra-rock"),
    ),
    Beat(
        {
            "en": "Fill both gaps: Thoth Rock on the left, Isis Rock on the right. "
            "That makes two Thoth cards on your battlefield.",
            "ja": "2つの空きに、左はトトのグー、右はイシスのグーを補充します。これで戦場にトトが2枚です。",
        },
        YOU,
        {"do": "refill", "slots": ["thoth-rock", None, "isis-rock"]},
    ),
    Beat(
        {
            "en": "Your third Thoth is in your stock. "
            "Change the centre card with the right one: Isis meets Ra Paper, loses, and leaves a gap for Thoth.",
            "ja": "3枚目のトトがストックに来ました。中央と右をチェンジすると、"
            "イシスがラーのパーに負けて、トトを置く空きができます。",
        },
        YOU,
        {"do": "change", "with": "right"},
    ),
    Beat(
        {
            "en": "Put Thoth Scissors into the gap. Three cards of Thoth summon the god, and you win!",
            "ja": "空いた列にトトのチョキを置きます。トトが3枚そろって神を召喚、あなたの勝ちです！",
        },
        YOU,
        {"do": "refill", "slots": [None, "thoth-scissors", None]},
    ),
    Beat(
        {
            "en": "That is Hennote: move your cards to win battles, and make room for a third card of one god. "
            "Watch your opponent's line too, and stop it before it is complete.",
            "ja": "カードを動かして戦闘に勝ちつつ、同じ神の3枚目を置く場所を作るのがヘンノーテです。"
            "相手の並びにも目を配り、そろう前に止めましょう。",
        }
    ),
)

LESSON = Lesson(
    game=GAME,
    players=2,
    seed=SEED,
    beats=BEATS,
    names=({"en": "You", "ja": "あなた"}, {"en": "Mina", "ja": "ミナ"}),
)
