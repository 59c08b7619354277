"""Why a hinted Dim Sum move is good, as a rule of thumb a player can reuse: read from the seat's view alone.

:func:`reason` gets the view of the seat to move and the move the strong bot chose, and names the first rule
of thumb that holds for it (a full stomach, the fourth kind, cell 14, a cell saved from the bottleneck, a shape
that fits, a stack that scores); None when no simple rule says why (the search weighed more than one).
"""

from __future__ import annotations

from typing import Any

from ..core.game import Action, Text
from .data import (
    ALL_KINDS_BONUS,
    CELLS,
    FACES,
    FULL_BONUS,
    KINDS,
    LAST_CELL,
    SHAPES,
    UPPER_LAYER_POINTS,
    kind_of,
    shape_of,
)


def reason(view: dict[str, Any], action: Action) -> Text | None:
    """A rule of thumb's words for ``action`` in ``view`` (the acting seat's own), or None."""
    if not isinstance(action, dict):
        return None
    do = action.get("do")
    if do == "face":
        return _face(action.get("face"))
    seat = view["seats"][view["viewer"]]
    if do == "bonus":
        return _bonus(view, action.get("pick"))
    if do == "stack":
        kind = kind_of(view["pending"]["card"])
        return {
            "en": f"Any stack topped by {KINDS[kind]['en']} scores the same: {UPPER_LAYER_POINTS} points a cube.",
            "ja": f"一番上が{KINDS[kind]['ja']}の山なら、どこに重ねても1個{UPPER_LAYER_POINTS}点で同じです。",
        }
    if do != "take":
        return None
    if action.get("from") == "deck":
        return _deck(view)
    card = action.get("card")
    preview = view.get("previews", {}).get(card)
    if preview is None:
        return None
    return _take(seat, card, preview)


def _face(face: Any) -> Text | None:
    info = FACES.get(face) if isinstance(face, str) else None
    if info is None:
        return None
    if info["bottleneck"] is None:
        return {
            "en": "No bottleneck: every cell stays open, so a full stomach's +3 is easier to reach.",
            "ja": "ボトルネックがないので全マスが使え、14マスを埋める+3点を狙いやすくなります。",
        }
    bonus = info["bonus"]
    best = bonus == max(f["bonus"] for f in FACES.values())
    return {
        "en": f"This face pays +{bonus} at the end"
        + (", the most of any face." if best else ".")
        + f" Fill cell {info['blocks']} early: once {info['bottleneck']} is filled, it is shut.",
        "ja": f"この面は終了時に+{bonus}点"
        + ("で、いちばん高い面です。" if best else "です。")
        + f"{info['bottleneck']}が埋まると{info['blocks']}は閉じるので、先に埋めましょう。",
    }


def _bonus(view: dict[str, Any], pick: Any) -> Text | None:
    if pick == "chip" and view["chips_left"]:
        return {
            "en": "A bonus chip is +1 point, as much as a gauge step back.",
            "ja": "追加勝利点チップは+1点で、ゲージを1段戻すのと同じ価値です。",
        }
    if pick == "gauge":
        if not view["chips_left"]:
            return {
                "en": "No chips are left, so a step back on the gauge is the bonus that scores.",
                "ja": "チップが残っていないので、ゲージを1段戻すほうが点になります。",
            }
        return {
            "en": "A step back on the gauge gives back a point, as much as a chip.",
            "ja": "ゲージを1段戻すと1点取り戻せて、チップと同じ価値です。",
        }
    return None


def _deck(view: dict[str, Any]) -> Text | None:
    previews = view.get("previews") or {}
    if previews and all(p["indigestion"] for p in previews.values()):
        return {
            "en": "Every market card would give you indigestion; the deck's unseen card may fit.",
            "ja": "場のカードはどれも消化不良になります。見えない山札のカードなら収まるかもしれません。",
        }
    return None


def _tops(cells: dict[str, list[str]]) -> dict[str, int]:
    """How many stacks each kind tops (seen from above, as the score counts them)."""
    tops = dict.fromkeys(KINDS, 0)
    for stack in cells.values():
        if stack:
            tops[stack[-1]] += 1
    return tops


def _take(seat: dict[str, Any], card: str, preview: dict[str, Any]) -> Text | None:
    kind = kind_of(card)
    name = KINDS[kind]
    tops = _tops(seat["cells"])
    if preview["layer"] == 2:
        most = max(tops.values())
        if not preview["targets"] or (tops[kind] == most and list(tops.values()).count(most) == 1):
            return None  # nothing stacks, or onto the kind that scores nothing: no simple rule says why
        cubes = preview["cubes"]
        return {
            "en": (f"Its {cubes} cubes stack" if cubes > 1 else "Its cube stacks")
            + f" on your {name['en']} for {UPPER_LAYER_POINTS * cubes} points.",
            "ja": f"{cubes}個を{name['ja']}の上に重ねて{UPPER_LAYER_POINTS * cubes}点になります。",
        }
    landed = set(preview["cells"]) | set(preview["overflow"])
    filled = {int(c) for c, stack in seat["cells"].items() if stack}
    if not preview["indigestion"] and len(filled | landed) == len(CELLS):
        return {
            "en": f"It fills your last cells: a full stomach scores +{FULL_BONUS}.",
            "ja": f"残りのマスがすべて埋まり、14マス満腹で+{FULL_BONUS}点です。",
        }
    if not tops[kind] and sum(1 for n in tops.values() if not n) == 1:
        return {
            "en": f"{name['en']} is the one kind you lack: all four kinds score +{ALL_KINDS_BONUS}.",
            "ja": f"{name['ja']}はまだ食べていない最後の種類で、4種そろうと+{ALL_KINDS_BONUS}点です。",
        }
    if LAST_CELL in landed:
        return {
            "en": f"It fills cell {LAST_CELL}: from then on your cards stack for {UPPER_LAYER_POINTS} points a cube.",
            "ja": f"{LAST_CELL}のマスが埋まり、この後のカードはベツバラで1個{UPPER_LAYER_POINTS}点になります。",
        }
    face = FACES[seat["face"]] if seat["face"] else None
    below = face["blocks"] if face else None
    if below is not None and below in landed and not seat["cells"][str(face["bottleneck"])]:
        return {
            "en": f"It fills cell {below} before your bottleneck, {face['bottleneck']}, shuts it.",
            "ja": f"ボトルネックの{face['bottleneck']}が埋まって閉じる前に、{below}のマスを埋められます。",
        }
    if not preview["indigestion"]:
        cubes = len(SHAPES[shape_of(card)]["cubes"])
        if cubes == 1:
            return {
                "en": "A single cube always fits: no indigestion.",
                "ja": "1個のカードは必ず収まり、消化不良になりません。",
            }
        return {
            "en": f"All {cubes} cubes fit the shape: no indigestion.",
            "ja": f"{cubes}個とも形どおりに収まり、消化不良になりません。",
        }
    return None
