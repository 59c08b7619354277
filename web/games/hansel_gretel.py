"""Hansel or Gretel's board: a row of sweets, a cut, two piles and a secret choice.

Everything drawn comes from the view and the viewer's legal actions. Phone first: a one-line
header, the other players as compact chips (a tap opens one's cards), the decision (the row with
its numbered gaps, or the two piles) and your own cards against their limits, all in one screen.
Every choice is two taps: pick (a gap, a pile, the cards a bear discards), then confirm.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pygames.hansel_gretel.data import BIRD, MISCHIEF, PILES, SCORED_KINDS, kind_of, limit_of, points_of

from ..dom import Child, Element, button, el
from ..i18n import add as add_words
from ..i18n import join_names, t
from . import Table
from .hansel_gretel_log import kind_name, lines, news, pile_name
from .hansel_gretel_text import WORDS

add_words(WORDS)

#: Short marks drawn on every card beside its name (colour is never the only cue); the bird is drawn.
MARKS = {
    "candy": "◆",
    "donut": "◎",
    "macaron": "●",
    "pudding": "▲",
    "chocolate": "■",
    "ice_cream": "▼",
    "parfait": "♥",
    "cake": "★",
    "witch": "☠",
    "bear": "✕",
    "mirror": "◐",
    "cookie": "✿",
}
#: The bird card as a small drawing (viewBox 0 0 32 32): tail, body, wing, head, beak, eye, legs.
BIRD_SHAPES: tuple[tuple[str, dict[str, str]], ...] = (
    ("path", {"d": "M9 18 L1 13 L3 22 Z", "fill": "currentColor"}),
    ("ellipse", {"cx": "15", "cy": "19", "rx": "9", "ry": "7", "fill": "currentColor"}),
    ("path", {"d": "M8 17 Q14 12 20 18 Q13 23 8 17 Z", "fill": "#bfe6cf"}),
    ("circle", {"cx": "22", "cy": "12", "r": "5.5", "fill": "currentColor"}),
    ("path", {"d": "M27 10.5 L31.5 12.5 L27 14.5 Z", "fill": "#e39a12"}),
    ("circle", {"cx": "23.6", "cy": "11", "r": "1.6", "fill": "#fff"}),
    ("circle", {"cx": "24", "cy": "11", "r": ".8", "fill": "#13261b"}),
    ("path", {"d": "M13 25.5 L12 30 M17 25.5 L18 30", "stroke": "#e39a12", "stroke-width": "1.6"}),
)


def bird_drawing(cls: str = "hg-bird-art") -> Element:
    """The bird card's picture, drawn in SVG (decorative: the card says "Bird" in words)."""
    shapes = [el(tag, svg=True, **attrs) for tag, attrs in BIRD_SHAPES]
    return el("svg", shapes, svg=True, cls=cls, viewBox="0 0 32 32", aria_hidden="true")


def mark(kind: str) -> Element:
    """A kind's mark: the bird drawn, the others a glyph in the kind's colour."""
    if kind == BIRD:
        return bird_drawing()
    return el("span", cls="hg-mark", text=MARKS.get(kind, "?"), aria_hidden="true")


def card_points(kind: str) -> int | None:
    if kind in SCORED_KINDS:
        return points_of(kind)
    if kind in MISCHIEF:
        return MISCHIEF[kind]["points"]
    return None


class Board:
    """Draws the table and keeps the viewer's half-made choice (a gap, a pile) until it is confirmed."""

    def reset(self) -> None:
        self.gap: int | None = None  # the gap tapped for the cut or the bird card
        self.pile: str | None = None  # the pile tapped, before "choose" is confirmed
        self.discards: list[str] = []  # this round's cards picked for a bear to discard
        self.opened: int | None = None  # the player whose cards are opened from their chip

    def __init__(self) -> None:
        self.reset()

    def is_private(self, view: dict[str, Any]) -> bool:
        # the secret pile choice and the secret bears and mirrors
        return view["phase"] in ("choose", "tidy")

    def outcome(self, view: dict[str, Any], names: list[str]) -> str:
        cols = view["collections"]
        first = view["winners"]
        if not first:
            return ""
        score, cards = cols[first[0]]["score"], cols[first[0]]["size"]
        if len(first) > 1:
            return t("hg.reason_shared", names=join_names([names[p] for p in first]), score=score, cards=cards)
        if any(c["score"] == score for p, c in enumerate(cols) if p != first[0]):
            return t("hg.reason_cards", name=names[first[0]], score=score, cards=cards)
        return t("hg.reason_one", name=names[first[0]], score=score)

    # --- words for the play screen: the log, what changed, what comes next ------------------

    def log(self, view: dict[str, Any], names: list[str]) -> list[tuple[int | None, str]]:
        return [(line.seat, line.text) for line in lines(view["log"], names)]

    def news(self, before: dict[str, Any], after: dict[str, Any], names: list[str]) -> list[str]:
        return [line.text for line in news(before, after, names)]

    def upcoming(self, view: dict[str, Any]) -> str:
        """What the player behind the curtain is about to do, said before they lift it."""
        split = view["split"]
        if view["phase"] == "tidy":
            return t("hg.next_tidy")
        if split is None:
            return ""
        where = t("hg.the_row") if not split["path"] else t("hg.the_pile", pile=pile_name(split["path"]))
        if view["phase"] == "choose":
            cut = split["cut"]
            left = sum(c != BIRD for c in split["items"][:cut])
            right = sum(c != BIRD for c in split["items"][cut:])
            return t("hg.next_choose", where=where, left=left, right=right)
        return t("hg.next_bird" if view["phase"] == "bird" else "hg.next_cut", where=where)

    # --- the board ----------------------------------------------------------------------------

    def render(self, table: Table) -> Element:
        if table.stepping or table.view["reveal"]:
            table = replace(table, legal=[])  # a step of a replay offers nothing to tap
        self._table = table
        view = table.view
        phase = view["phase"]
        parts: list[Child] = [self._header(table)]
        if phase == "over":
            parts.append(self._scores(table, final=True))
            parts.append(self._collections(table))
        else:
            parts.append(self._others(table))
            if phase == "tidy":
                parts.append(self._tidy(table))
            elif view["split"] is not None:
                parts.append(self._split(table))
            parts.append(self._mine(table))
            parts.append(self._after(table))
        return el(
            "section",
            parts,
            cls=f"hg hg-{phase}" + (" is-acting" if table.legal else ""),
            data_testid="board",
            data_phase=phase,
            data_viewer=table.viewer,
            data_round=view["round"],
        )

    def _colour(self, p: int) -> str:
        return self._table.colour(p)

    # --- the header: round, parent tile, deck, cookie men, bird, nest ---------------------------

    def _header(self, table: Table) -> Element:
        view = table.view
        over = view["phase"] == "over"
        bird = view["bird"]
        if bird is None:
            bird_text = None
        elif bird == "beside":
            bird_text = t("hg.bird_beside")
        elif bird == "split":
            bird_text = t("hg.bird_split")
        else:
            bird_text = t("hg.bird_with", name=table.names[bird])
        nest = view["nest"]
        return el(
            "div",
            el("span", cls="hg-round", text=t("hg.round", n=view["round"], of=view["rounds"])),
            None
            if over
            else el(
                "span",
                self._tile_mark(),
                el("bdi", text=table.names[view["tile"]]),
                cls="hg-stat hg-tile-holder",
                data_testid="tile-holder",
                data_player=view["tile"],
            ),
            el(
                "span",
                el("span", cls="hg-nest-label", text=t("hg.nest")),
                self._grouped(nest) or el("span", cls="hg-muted", text=t("hg.nest_empty")),
                # without the bird rule the nest goes to the round's first parent, wherever the tile is
                None
                if bird is not None or over
                else el(
                    "span",
                    t("hg.nest_to_parent", name=table.names[view["parent"]]),
                    cls="hg-muted hg-nest-owner",
                    data_testid="nest-owner",
                    data_player=view["parent"],
                ),
                cls="hg-nest" + self._changed_cls("nest"),
                data_testid="nest",
                data_count=len(nest),
            ),
            el("span", cls="hg-stat", text=t("hg.deck", n=view["deck"]), data_testid="deck-count"),
            el(
                "span",
                mark("cookie"),
                el("span", cls="hg-sr", text=t("hg.cookies_left") + " "),
                str(view["cookies"]),
                cls="hg-stat kind-cookie",
                title=t("hg.cookies_left"),
            ),
            el(
                "span",
                bird_drawing("hg-bird-icon"),
                el("span", cls="hg-sr", text=t("hg.bird_card") + " "),
                bird_text,
                cls="hg-stat hg-bird-at",
                data_testid="bird-at",
            )
            if bird_text
            else None,
            cls="hg-head",
        )

    def _changed_cls(self, what: str, p: int | None = None) -> str:
        """`` is-changed`` where the step now shown changed something since ``table.before``."""
        before = self._table.before
        if not before or before.get("game") != "hansel_gretel":
            return ""
        now = self._table.view
        if what == "nest":
            return " is-changed" if before["nest"] != now["nest"] else ""
        if what == "collection" and p is not None:
            was, is_ = before["collections"][p], now["collections"][p]
            return " is-changed" if (was["cards"], was["mirrors"]) != (is_["cards"], is_["mirrors"]) else ""
        return ""

    # --- the other players, compact; the viewer's own cards against their limits --------------

    def _others(self, table: Table) -> Element:
        view = table.view
        split = view["split"]
        others = table.others()
        chips = []
        for p in others:
            col = view["collections"][p]
            state = None
            if split is not None and view["phase"] == "choose" and p in split["choosers"]:
                chosen = p in split["chosen"]
                state = el(
                    "span",
                    "✓" if chosen else "…",
                    cls="hg-chip-state" + (" is-done" if chosen else ""),
                    data_testid="chooser",
                    data_player=p,
                    data_chosen="yes" if chosen else "no",
                    title=t("hg.chosen" if chosen else "hg.choosing"),
                )
            elif col["tidying"]:
                state = el("span", "…", cls="hg-chip-state", title=t("hg.tidying"))
            chips.append(
                button(
                    el(
                        "span",
                        state or el("span", cls="hg-swatch", aria_hidden="true"),
                        el("bdi", cls="hg-chip-name", text=table.names[p]),
                        cls="hg-chip-top",
                    ),
                    el(
                        "span",
                        self._score(col["score"]),
                        self._size(col["size"]),
                        self._tile_mark(short=True) if view["tile"] == p else None,
                        bird_drawing("hg-bird-icon") if view["bird"] == p else None,
                        cls="hg-chip-line",
                    ),
                    action=lambda p=p: self._open(p),
                    cls=f"hg-chip {self._colour(p)}"
                    + (" is-open" if self.opened == p else "")
                    + self._changed_cls("collection", p),
                    data_testid=f"chip-{p}",
                    data_player=p,
                    aria_expanded="true" if self.opened == p else "false",
                )
            )
        detail = self._collection(table, self.opened) if self.opened is not None else None
        return el("div", el("div", chips, cls="hg-chips", style=f"--n:{len(chips)}"), detail, cls="hg-others")

    def _open(self, p: int) -> None:
        self.opened = None if self.opened == p else p
        self._table.refresh()

    def _mine(self, table: Table) -> Element:
        """The viewer's cards by kind against each limit: what every choice is weighed against."""
        view = table.view
        p = table.viewer
        col = view["collections"][p]
        chips: list[Child] = []
        for kind in SCORED_KINDS:
            n = col["counts"].get(kind, 0)
            if not n:
                continue
            limit = limit_of(kind)
            over = kind in col["over"]
            chips.append(
                el(
                    "span",
                    mark(kind),
                    el("span", cls="hg-sr", text=kind_name(kind) + " "),
                    f"{n}/{limit}" if limit is not None else f"{n}",
                    el("span", cls="hg-over", text=" " + t("hg.over_short")) if over else None,
                    cls=f"hg-have kind-{kind}" + (" is-over" if over else ""),
                    data_testid="kind-count",
                    data_kind=kind,
                    data_count=n,
                    data_over="yes" if over else "no",
                    title=kind_name(kind),
                )
            )
        if col["witches"]:
            chips.append(
                el("span", mark("witch"), f"×{col['witches']}", cls="hg-have kind-witch", title=kind_name("witch"))
            )
        for kind in ("bear", "mirror"):
            count = sum(kind_of(c) == kind for c in col["cards"])
            if count:
                chips.append(el("span", mark(kind), f"×{count}", cls=f"hg-have kind-{kind}", title=kind_name(kind)))
        return el(
            "div",
            el(
                "span",
                el("bdi", cls="hg-name", text=table.names[p]),
                self._tile_mark() if view["tile"] == p and view["phase"] != "over" else None,
                bird_drawing("hg-bird-icon") if view["bird"] == p else None,
                self._score(col["score"]),
                self._size(col["size"]),
                cls="hg-mine-head",
            ),
            chips or el("span", cls="hg-muted", text=t("hg.collection_empty")),
            cls=f"hg-mine {self._colour(p)}" + self._changed_cls("collection", p),
            data_testid="mine",
            data_player=p,
            data_context=True if table.legal else None,
            aria_label=t("hg.mine_label"),
            role="group",
        )

    # --- the current split: bird, cut, choice ----------------------------------------------

    def _split(self, table: Table) -> Element:
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
                if self.gap is None:
                    parts.append(el("p", cls="prompt hg-prompt", text=t(key, where=where)))
                else:
                    parts.append(self._gap_confirm(table, split["items"], phase))
                parts.append(self._gapped_row(table, split["items"]))
            else:
                key = "hg.waiting_bird" if phase == "bird" else "hg.waiting_cut"
                parts.append(el("p", cls="prompt hg-prompt", text=t(key, name=names[splitter], where=where)))
                parts.append(self._plain_row(split["items"]))
        else:  # choose
            k = split["cut"]
            piles = {"hansel": split["items"][:k], "gretel": split["items"][k:]}
            chooser = acting and split["my_choice"] is None
            if view["reveal"]:
                parts.append(el("p", cls="prompt hg-prompt", text=t("hg.revealed")))
            elif chooser and self.pile is not None:  # a pile picked: its confirm in the prompt's place
                act = {"do": "choose", "pile": self.pile}
                parts.append(
                    button(
                        t("hg.choose_confirm", pile=t(f"hg.{self.pile}")),
                        action=lambda: table.act(act),
                        cls="btn btn-primary hg-confirm",
                        data_testid="choose-confirm",
                        data_choice=True,
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
                    [self._pile(name, piles[name], chooser, self._fate(table, name)) for name in PILES],
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

    def _after(self, table: Table) -> Element | None:
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
                            self._grouped(pile["items"]),
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

    def _plain_row(self, items: list[str]) -> Element:
        return el("div", [self._card(c, testid="row-card") for c in items], cls="hg-row hg-row-plain")

    def _gapped_row(self, table: Table, items: list[str]) -> Element:
        """The row with a numbered tap target in every gap where the viewer may act.

        Gap ``k`` has ``k`` cards on its left (the number the log uses). Each card travels with the gap
        after it, so a line of the row always ends on a gap and never starts with one: a cut at a line's
        end reads like the end of a line of text. Once a gap is picked, the cards each side are marked
        Hansel and Gretel where they lie.
        """
        offered = {action["at"]: action for action in table.legal}
        side = None if self.gap is None or table.legal[0]["do"] != "cut" else self.gap

        def gap(at: int) -> Child:
            if at not in offered:
                return el("span", cls="hg-gap-off", aria_hidden="true") if 0 < at < len(items) else None
            chosen = self.gap == at
            bird = offered[at]["do"] == "bird"
            left = sum(c != BIRD for c in items[:at])
            right = sum(c != BIRD for c in items[at:])
            label = t("hg.gap_bird", n=at) if bird else t("hg.gap_cut", n=at, left=left, right=right)
            return button(
                el("span", cls="hg-gap-line", aria_hidden="true"),
                bird_drawing("hg-gap-bird") if bird and chosen else None,
                el("span", cls="hg-gap-num", text=str(at)),
                action=lambda a=at: self._pick_gap(a),
                cls="hg-gap" + (" is-picked" if chosen else ""),
                data_testid=f"gap-{at}",
                data_gap=at,
                data_choice=True,
                aria_label=label,
                aria_pressed="true" if chosen else "false",
            )

        units: list[Child] = [gap(0)]
        for at, card in enumerate(items):
            where = None if side is None else ("hansel" if at < side else "gretel")
            units.append(el("span", self._card(card, testid="row-card", side=where), gap(at + 1), cls="hg-unit"))
        return el("div", units, cls="hg-row", data_testid="row", data_context=True)

    def _gap_confirm(self, table: Table, items: list[str], phase: str) -> Element:
        assert self.gap is not None
        act = {"do": phase, "at": self.gap}
        if phase == "bird":
            text = t("hg.bird_confirm", n=self.gap)
        else:
            left = sum(c != BIRD for c in items[: self.gap])
            right = sum(c != BIRD for c in items[self.gap :])
            text = t("hg.cut_confirm", n=self.gap, left=left, right=right)
        return button(
            text,
            action=lambda: table.act(act),
            cls="btn btn-primary hg-confirm",
            data_testid=f"{phase}-confirm",
            data_choice=True,
        )

    def _pick_gap(self, at: int) -> None:
        self.gap = None if self.gap == at else at
        self._table.refresh()

    def _fate(self, table: Table, pile: str) -> Element | None:
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
                [el("bdi", names[p], cls=f"hg-chosen-by {self._colour(p)}") for p in who]
                or el("span", cls="hg-muted", text=t("hg.nobody")),
                cls="hg-who",
            ),
            el("span", cls="hg-fate is-changed", text=fate, data_testid="fate") if fate else None,
            cls="hg-reveal",
            data_testid="revealed",
            data_pile=pile,
        )

    def _pile(self, name: str, cards: list[str], choosable: bool, fate: Element | None = None) -> Element:
        sweets = [c for c in cards if c != BIRD]
        title = el(
            "span",
            el("span", cls="hg-pile-arrow", text="◀" if name == "hansel" else "▶", aria_hidden="true"),
            el("span", cls="hg-pile-name", text=t(f"hg.{name}")),
            el("span", cls="hg-pile-count", text=t("hg.pile_cards", n=len(sweets))),
            cls="hg-pile-title",
        )
        body = [title, fate, [self._card(c) for c in cards]]
        cls = f"hg-pile hg-pile-{name}"
        if not choosable:
            return el("div", body, cls=cls, data_testid="pile", data_pile=name, data_count=len(cards))
        picked = self.pile == name
        return button(
            body,
            action=lambda: self._pick_pile(name),
            cls=cls + (" is-picked" if picked else ""),
            data_testid=f"choose-{name}",
            data_pile=name,
            data_count=len(cards),
            data_choice=True,
            aria_pressed="true" if picked else "false",
        )

    def _pick_pile(self, name: str) -> None:
        self.pile = None if self.pile == name else name
        self._table.refresh()

    # --- bears and mirrors ---------------------------------------------------------------

    def _tidy(self, table: Table) -> Element:
        view, names = table.view, table.names
        if not table.legal:
            busy = [p for p, c in enumerate(view["collections"]) if c["tidying"]]
            return el(
                "div",
                el("p", cls="prompt hg-prompt", text=t("hg.tidy_waiting", names=join_names([names[p] for p in busy]))),
                cls="hg-tidy panel",
                data_testid="tidy",
            )
        mine = view["tidy"]
        bears = [a for a in table.legal if a["do"] == "bear"]
        mirrors = [a for a in table.legal if a["do"] == "mirror"]
        groups: list[Child] = []
        if bears:
            groups.append(
                el(
                    "div",
                    el("h3", cls="hg-subtitle", text=MARKS["bear"] + " " + t("hg.bear_title")),
                    self._bear_picker(table, bears, mine.get("this_round", [])),
                    cls="hg-group",
                )
            )
        if mirrors:
            options = [
                button(
                    self._mirror_option(view["collections"][table.viewer], a["copy"]),
                    action=lambda a=a: table.act(a),
                    cls="btn hg-option" + (" hg-square" if a["copy"] else ""),
                    data_testid=f"mirror-{a['copy'] or 'none'}",
                    data_copy=a["copy"] or "",
                    data_choice=True,
                )
                for a in mirrors
            ]
            groups.append(
                el(
                    "div",
                    el("h3", cls="hg-subtitle", text=MARKS["mirror"] + " " + t("hg.mirror_title")),
                    el("div", options, cls="hg-options"),
                    cls="hg-group",
                )
            )
        return el(
            "div",
            el("p", cls="prompt hg-prompt", text=t("hg.tidy_prompt")),
            None
            if bears
            else el(
                "div",
                [self._short(c) for c in mine.get("this_round", [])],
                cls="hg-pile-cards",
                data_context=True,
                aria_label=t("hg.this_round"),
                role="group",
            ),
            el("div", groups, cls="hg-groups"),
            cls="hg-tidy panel",
            data_testid="tidy",
        )

    @staticmethod
    def _mirror_option(col: dict[str, Any], kind: str | None) -> list[Child]:
        """ "Candy 2→3/4": the kind a mirror would copy and what its count becomes against the limit."""
        if kind is None:
            return [t("hg.mirror_fizzle")]
        n = col["counts"].get(kind, 0)
        limit = limit_of(kind)
        after = f"{n}→{n + 1}" + (f"/{limit}" if limit is not None else "")
        return [
            el("span", cls="hg-sr", text=t("hg.mirror_copy_sr") + " " + kind_name(kind) + " "),
            el("span", mark(kind), el("span", text=t(f"hg.short.{kind}"), aria_hidden="true"), cls="hg-option-kind"),
            el("span", cls="hg-option-after", text=after),
        ]

    def _bear_picker(self, table: Table, bears: list[dict[str, Any]], this_round: list[str]) -> Element:
        """This round's cards as toggles: tap up to two to discard, then confirm (or discard nothing)."""
        offered = {tuple(a["discard"]): a for a in bears}
        discardable = {k for a in bears for k in a["discard"]}
        self.discards = [c for c in self.discards if c in this_round]
        full = max(len(k) for k in offered) <= len(self.discards)
        toggles = []
        for card_id in this_round:
            if kind_of(card_id) not in SCORED_KINDS:
                continue  # a witch, a bear or a mirror: never discarded, so not offered
            picked = card_id in self.discards
            can = kind_of(card_id) in discardable and (picked or not full)
            toggles.append(
                button(
                    el("span", cls="hg-mini-mark", text="✕" if picked else "", aria_hidden="true"),
                    self._short(card_id),
                    action=(lambda c=card_id: self._toggle_discard(c)) if can else None,
                    cls="hg-toggle hg-square" + (" is-picked" if picked else ""),
                    data_testid=f"bear-{card_id}",
                    data_card=card_id,
                    data_choice=can,
                    aria_pressed="true" if picked else "false",
                )
            )
        chosen = tuple(sorted((kind_of(c) for c in self.discards), key=SCORED_KINDS.index))
        confirm = offered.get(chosen) if chosen else None
        return el(
            "div",
            el("div", toggles, cls="hg-pile-cards hg-toggles", aria_label=t("hg.this_round"), role="group"),
            el(
                "div",
                button(
                    t("hg.bear_discard", cards=join_names([kind_name(k) for k in chosen]) or "—"),
                    action=(lambda: table.act(confirm)) if confirm else None,
                    cls="btn btn-primary hg-option",
                    data_testid="bear-confirm",
                    data_choice=confirm is not None,
                ),
                button(
                    t("hg.bear_none"),
                    action=(lambda: table.act(offered[()])) if () in offered else None,
                    cls="btn hg-option",
                    data_testid="bear-none",
                    data_choice=() in offered,
                ),
                cls="hg-options",
            ),
            cls="hg-bear",
        )

    def _toggle_discard(self, card_id: str) -> None:
        if card_id in self.discards:
            self.discards.remove(card_id)
        else:
            self.discards.append(card_id)
        self._table.refresh()

    # --- collections and scores (the game over, and a chip opened) ----------------------------

    def _collections(self, table: Table) -> Element:
        view = table.view
        order = [table.viewer] + [p for p in range(len(view["collections"])) if p != table.viewer]
        return el(
            "div",
            el("h3", cls="section-title", text=t("hg.collections")),
            el("div", [self._collection(table, p) for p in order], cls="hg-collections"),
        )

    def _collection(self, table: Table, p: int) -> Element:
        view = table.view
        col = view["collections"][p]
        counts, over = col["counts"], set(col["over"])
        rows = []
        for kind in SCORED_KINDS:
            n = counts.get(kind, 0)
            if not n:
                continue
            limit = limit_of(kind)
            is_over = kind in over
            rows.append(
                el(
                    "li",
                    mark(kind),
                    el("span", cls="hg-kind-name", text=kind_name(kind)),
                    el("span", f"{n}/{limit}" if limit is not None else f"{n}", cls="hg-kind-count"),
                    el("span", cls="hg-over", text="✕ " + t("hg.over_limit")) if is_over else None,
                    cls=f"hg-kind kind-{kind}" + (" is-over" if is_over else ""),
                    data_testid="kind-count",
                    data_kind=kind,
                    data_count=n,
                    data_over="yes" if is_over else "no",
                )
            )
        extras = []
        if col["witches"]:
            extras.append(
                el(
                    "li",
                    mark("witch"),
                    t("hg.witches", n=col["witches"], pts=col["witches"] * MISCHIEF["witch"]["points"]),
                    cls="hg-kind kind-witch",
                    data_testid="kind-count",
                    data_kind="witch",
                    data_count=col["witches"],
                )
            )
        bears = sum(kind_of(c) == "bear" for c in col["cards"])
        if bears:
            extras.append(el("li", mark("bear"), t("hg.bears", n=bears), cls="hg-kind kind-bear"))
        for copies in col["mirrors"].values():
            text = t("hg.mirror_copies", kind=kind_name(copies)) if copies else t("hg.mirror_unset")
            extras.append(el("li", mark("mirror"), text, cls="hg-kind kind-mirror"))
        has_tile = view["tile"] == p and view["phase"] != "over"
        return el(
            "div",
            el(
                "div",
                el("span", cls="hg-swatch", aria_hidden="true"),
                el("bdi", cls="hg-name", text=table.names[p]),
                el("span", cls="tag", text=t("play.bot_tag")) if table.bots[p] else None,
                self._tile_mark() if has_tile else None,
                el("span", bird_drawing("hg-bird-icon"), t("hg.bird"), cls="tag") if view["bird"] == p else None,
                el("span", cls="tag hg-tidying", text=t("hg.tidying")) if col["tidying"] else None,
                el("span", cls="hg-size", text=t("hg.cards", n=col["size"])),
                el("span", cls="hg-score", text=t("hg.score", n=col["score"])),
                cls="hg-col-head",
            ),
            el("ul", rows, extras, cls="hg-kinds")
            if rows or extras
            else el("p", cls="hg-muted", text=t("hg.collection_empty")),
            cls=f"hg-collection {self._colour(p)}" + (" is-me" if table.is_you(p) else ""),
            data_testid="collection",
            data_player=p,
            data_tile="yes" if has_tile else "no",
            data_score=col["score"],
            data_size=col["size"],
        )

    def _scores(self, table: Table, final: bool) -> Element:
        view = table.view
        cols = view["collections"]
        ranking = view["ranking"]
        order = sorted(range(len(cols)), key=lambda p: (ranking[p] if ranking else 0, -cols[p]["score"], p))
        rows = [
            el(
                "tr",
                el("td", text=t("hg.rank", n=ranking[p]) if ranking else ""),
                el("th", el("bdi", text=table.names[p]), scope="row", cls=self._colour(p)),
                el("td", text=t("hg.score", n=cols[p]["score"])),
                el("td", text=t("hg.cards", n=cols[p]["size"])),
                cls="is-first" if ranking and ranking[p] == 1 else "",
                data_testid="final-score" if final else "score-row",
                data_player=p,
                data_score=cols[p]["score"],
                data_rank=ranking[p] if ranking else None,
            )
            for p in order
        ]
        return el(
            "div",
            el("h3", cls="section-title", text=t("hg.final_scores" if final else "hg.scores")),
            el("table", el("tbody", rows), cls="hg-score-table"),
            cls="hg-scores" + (" panel" if final else ""),
            data_testid="scores",
        )

    # --- cards and the parent tile ----------------------------------------------------------

    @staticmethod
    def _score(n: int) -> Element:
        """A player's score, short: the number in bold ("点" in Japanese), "points" for screen readers."""
        return el(
            "span",
            t("hg.score_short", n=n),
            el("span", cls="hg-sr", text=" " + t("hg.points_word")),
            cls="hg-chip-score",
            title=t("hg.score", n=n),
        )

    @staticmethod
    def _size(n: int) -> Element:
        """How many cards lie in front of a player: a small card drawn, the number, "cards" for screen readers."""
        return el(
            "span",
            el("span", cls="hg-cards-icon", aria_hidden="true"),
            str(n),
            el("span", cls="hg-sr", text=" " + t("hg.cards_word")),
            cls="hg-chip-size",
            title=t("hg.cards", n=n),
        )

    @staticmethod
    def _tile_mark(short: bool = False) -> Element:
        """The parent tile drawn as a small tile; screen readers hear what it means."""
        return el(
            "span",
            el("span", text=t("hg.tile_short" if short else "hg.tile_mark"), aria_hidden="true"),
            cls="hg-tile",
            role="img",
            aria_label=t("hg.tile_label"),
            title=t("hg.tile_label"),
            data_testid="parent-tile",
        )

    def _card(self, card_id: str, testid: str = "card", side: str | None = None) -> Element:
        """A compact card: its mark (the bird drawn), points, fullness limit and short name."""
        kind = kind_of(card_id)
        pts = card_points(kind)
        limit = limit_of(kind) if kind in SCORED_KINDS else None
        return el(
            "div",
            mark(kind),
            el("span", cls="hg-card-pts", text=str(pts), aria_hidden="true") if pts is not None else None,
            el("span", cls="hg-card-name", text=t(f"hg.short.{kind}"), aria_hidden="true"),
            el("span", cls="hg-card-limit", text=f"≤{limit}", aria_hidden="true") if limit else None,
            el("span", cls="hg-sr", text=self._card_words(kind, pts, limit)),
            cls=f"hg-card kind-{kind}" + (f" is-{side}" if side else ""),
            data_testid=testid,
            data_card=card_id,
        )

    @staticmethod
    def _card_words(kind: str, pts: int | None, limit: int | None) -> str:
        """What a screen reader hears for a card (the drawing says it only in pictures)."""
        words = [kind_name(kind)]
        if pts is not None:
            words.append(t("hg.score", n=pts))
        if limit:
            words.append(t("hg.limit", n=limit))
        return ", ".join(words)

    @staticmethod
    def _grouped(cards: list[str]) -> list[Element]:
        """Cards as one small mark per kind with how many ("◆×2"), their names for screen readers and on hover."""
        kinds: dict[str, list[str]] = {}
        for card in cards:
            kinds.setdefault(kind_of(card), []).append(card)
        return [
            el(
                "span",
                mark(kind),
                el("span", cls="hg-sr", text=kind_name(kind) + " "),
                f"×{len(ids)}" if len(ids) > 1 else None,
                cls=f"hg-tiny kind-{kind}",
                title=kind_name(kind),
                data_cards=" ".join(ids),
            )
            for kind, ids in kinds.items()
        ]

    @staticmethod
    def _short(card_id: str) -> Element:
        """A card in a line of text, short: its mark and short name (the full name for screen readers)."""
        kind = kind_of(card_id)
        return el(
            "span",
            mark(kind),
            el("span", text=t(f"hg.short.{kind}"), aria_hidden="true"),
            el("span", cls="hg-sr", text=kind_name(kind)),
            cls=f"hg-mini kind-{kind}",
            data_card=card_id,
        )

    def _mini(self, card_id: str) -> Element:
        kind = kind_of(card_id)
        return el("span", mark(kind), kind_name(kind), cls=f"hg-mini kind-{kind}", data_card=card_id)
