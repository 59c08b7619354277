"""Hansel or Gretel's split: the row with its numbered gaps (the bird card, the cut), then the two piles
to choose from, who chose what, and the piles waiting to be re-split."""

from __future__ import annotations

from pygames.hansel_gretel.data import BIRD, PILES

from ...dom import Child, Element, button, el
from ...i18n import join_names, t
from .. import Table, kit
from .cards import bird_drawing, card, grouped
from .log import pile_name
from .picks import Picks


def split(table: Table, picks: Picks) -> Element:
    view, names = table.view, table.names
    split = view["split"]
    phase = view["phase"]
    splitter = split["splitter"]
    acting = bool(table.legal)
    where = t("hg.the_row") if not split["path"] else t("hg.the_pile", pile=pile_name(split["path"]))
    parts: list[Child] = []
    if phase in ("bird", "cut"):
        if acting:  # the prompt, then (a gap picked) the confirm in its place, and the row
            key = "hg.bird_prompt" if phase == "bird" else "hg.cut_prompt"
            if picks.gap is None:
                parts.append(el("p", cls="prompt hg-prompt", text=t(key, where=where)))
            else:
                parts.append(gap_confirm(table, picks, split["items"], phase))
            parts.append(gapped_row(table, picks, split["items"]))
        else:
            key = "hg.waiting_bird" if phase == "bird" else "hg.waiting_cut"
            parts.append(el("p", cls="prompt hg-prompt", text=t(key, name=names[splitter], where=where)))
            parts.append(plain_row(split["items"]))
    else:  # choose
        k = split["cut"]
        piles = {"hansel": split["items"][:k], "gretel": split["items"][k:]}
        chooser = acting and split["my_choice"] is None
        if view["reveal"]:
            parts.append(el("p", cls="prompt hg-prompt", text=t("hg.revealed")))
        elif chooser and picks.pile is not None:  # a pile picked: its confirm in the prompt's place
            act = {"do": "choose", "pile": picks.pile}
            parts.append(
                button(
                    t("hg.choose_confirm", pile=t(f"hg.{picks.pile}")),
                    action=lambda: table.act(act),
                    cls="btn btn-primary hg-confirm",
                    data_testid="choose-confirm",
                    data_choice=True,
                    **kit.toward_confirm(table, act),
                )
            )
        elif chooser:
            prompt = t("hg.choose_prompt_pile", where=where) if split["path"] else t("hg.choose_prompt")
            parts.append(el("p", cls="prompt hg-prompt", text=prompt))
        else:
            still = [p for p in split["choosers"] if p not in split["chosen"]]
            text = t("hg.choose_waiting", names=join_names([names[p] for p in still])) if still else ""
            if any(map(table.is_you, split["chosen"])):
                text = t("hg.choose_done") + " " + text
            parts.append(el("p", cls="prompt hg-prompt", text=text.strip() or where))
        parts.append(
            el(
                "div",
                [pile(table, picks, name, piles[name], chooser, fate(table, name)) for name in PILES],
                cls="hg-piles",
                data_testid="piles",
                data_context=True if chooser else None,
            )
        )
    return el(
        "div",
        parts,
        cls="hg-split panel",
        data_testid="split",
        data_path=split["path"],
        data_splitter=splitter,
        data_depth=split["depth"],
    )


def after(table: Table) -> Element | None:
    """Under your own cards: who chooses in a re-split, and the piles waiting to be re-split."""
    view, names = table.view, table.names
    split = view["split"]
    if split is None or not (split["path"] or view["waiting"]):
        return None
    parts: list[Child] = []
    if split["path"]:  # a re-split: only some choose
        choosers = join_names([names[p] for p in split["choosers"]])
        parts.append(el("p", cls="hg-muted hg-choosers", text=t("hg.split_between", names=choosers)))
    if view["waiting"]:
        parts.append(
            el(
                "div",
                el("span", cls="hg-muted", text=t("hg.waiting_piles")),
                [
                    el(
                        "span",
                        el("span", cls="hg-path", text=pile_name(pile["path"])),
                        grouped(pile["items"]),
                        el("bdi", cls="hg-muted", text=join_names([names[p] for p in pile["choosers"]])),
                        cls="hg-waiting-pile",
                        data_testid="waiting-pile",
                        data_path=pile["path"],
                    )
                    for pile in reversed(view["waiting"])  # the next one first
                ],
                cls="hg-waiting",
            )
        )
    return el("div", parts, cls="hg-after")


def plain_row(items: list[str]) -> Element:
    return el("div", [card(c, testid="row-card") for c in items], cls="hg-row hg-row-plain")


def gapped_row(table: Table, picks: Picks, items: list[str]) -> Element:
    """The row with a numbered tap target in every gap where the viewer may act.

    Gap ``k`` has ``k`` cards on its left (the number the log uses). Each card travels with the gap
    after it, so a line of the row always ends on a gap and never starts with one: a cut at a line's
    end reads like the end of a line of text. Once a gap is picked, the cards each side are marked
    Hansel and Gretel where they lie.
    """
    offered = {action["at"]: action for action in table.legal}
    do = table.legal[0]["do"]
    side = None if picks.gap is None or do != "cut" else picks.gap
    pending = {"do": do} if picks.gap is None else {"do": do, "at": picks.gap}

    def gap(at: int) -> Child:
        if at not in offered:  # a cut that leaves a pile without a card: shown, and says why not
            return kit.refused(
                [el("span", cls="hg-gap-line", aria_hidden="true"), el("span", cls="hg-gap-num", text=str(at))],
                table,
                {"do": do, "at": at},
                "hg-gap",
                f"gap-refused-{at}",
            )
        chosen = picks.gap == at
        bird = offered[at]["do"] == "bird"
        left = sum(c != BIRD for c in items[:at])
        right = sum(c != BIRD for c in items[at:])
        label = t("hg.gap_bird", n=at) if bird else t("hg.gap_cut", n=at, left=left, right=right)
        return button(
            el("span", cls="hg-gap-line", aria_hidden="true"),
            bird_drawing("hg-gap-bird") if bird and chosen else None,
            el("span", cls="hg-gap-num", text=str(at)),
            action=lambda a=at: picks.pick_gap(table, a),
            cls="hg-gap" + (" is-picked" if chosen else ""),
            data_testid=f"gap-{at}",
            data_gap=at,
            data_choice=True,
            aria_label=label,
            aria_pressed="true" if chosen else "false",
            **kit.toward(table, pending, at=at),
        )

    units: list[Child] = [gap(0)]
    for at, card_id in enumerate(items):
        where = None if side is None else ("hansel" if at < side else "gretel")
        units.append(el("span", card(card_id, testid="row-card", side=where), gap(at + 1), cls="hg-unit"))
    return el("div", units, cls="hg-row", data_testid="row", data_context=True)


def gap_confirm(table: Table, picks: Picks, items: list[str], phase: str) -> Element:
    assert picks.gap is not None
    act = {"do": phase, "at": picks.gap}
    if phase == "bird":
        text = t("hg.bird_confirm", n=picks.gap)
    else:
        left = sum(c != BIRD for c in items[: picks.gap])
        right = sum(c != BIRD for c in items[picks.gap :])
        text = t("hg.cut_confirm", n=picks.gap, left=left, right=right)
    return button(
        text,
        action=lambda: table.act(act),
        cls="btn btn-primary hg-confirm",
        data_testid=f"{phase}-confirm",
        data_choice=True,
        **kit.toward_confirm(table, act),
    )


def fate(table: Table, pile: str) -> Element | None:
    """In a reveal step: who chose ``pile`` and (next step) what it comes to."""
    reveal = table.view["reveal"]
    if not reveal:
        return None
    names = table.names
    who = [int(p) for p, chosen in reveal["choices"].items() if chosen == pile]
    event = reveal["outcomes"].get(pile[0].upper())
    if event is None:
        fate = None
    elif event["event"] == "take":
        fate = t("hg.out_take", name=names[event["player"]])
    elif event["event"] == "nest":
        fate = t("hg.out_nest")
    elif event["event"] == "cookies":
        fate = t("hg.out_cookies", names=join_names([names[p] for p in event["players"]]) or "—")
    else:
        fate = t("hg.out_contested")
    return el(
        "span",
        el(
            "span",
            [el("bdi", names[p], cls=f"hg-chosen-by {table.colour(p)}") for p in who]
            or el("span", cls="hg-muted", text=t("hg.nobody")),
            cls="hg-who",
        ),
        el("span", cls="hg-fate is-changed", text=fate, data_testid="fate") if fate else None,
        cls="hg-reveal",
        data_testid="revealed",
        data_pile=pile,
    )


def pile(
    table: Table, picks: Picks, name: str, cards: list[str], choosable: bool, fate: Element | None = None
) -> Element:
    sweets = [c for c in cards if c != BIRD]
    title = el(
        "span",
        el("span", cls="hg-pile-arrow", text="◀" if name == "hansel" else "▶", aria_hidden="true"),
        el("span", cls="hg-pile-name", text=t(f"hg.{name}")),
        el("span", cls="hg-pile-count", text=t("hg.pile_cards", n=len(sweets))),
        cls="hg-pile-title",
    )
    body = [title, fate, [card(c) for c in cards]]
    cls = f"hg-pile hg-pile-{name}"
    if not choosable:
        return el("div", body, cls=cls, data_testid="pile", data_pile=name, data_count=len(cards))
    picked = picks.pile == name
    pending = {"do": "choose"} if picks.pile is None else {"do": "choose", "pile": picks.pile}
    return button(
        body,
        action=lambda: picks.pick_pile(table, name),
        **kit.toward(table, pending, pile=name),
        cls=cls + (" is-picked" if picked else ""),
        data_testid=f"choose-{name}",
        data_pile=name,
        data_count=len(cards),
        data_choice=True,
        aria_pressed="true" if picked else "false",
    )
