"""Hansel or Gretel's board: a row of sweets, a cut, two piles and a secret choice.

Everything drawn comes from the view and the viewer's legal actions: a tap on a gap
picks a cut (or the bird card's place), a confirm plays it; the piles are chosen with
one tap; bears and mirrors offer their legal options as buttons. The round so far is
told step by step from the view's public log, re-splits indented under their pile.
"""

from __future__ import annotations

from typing import Any

from pygames.hansel_gretel.data import BIRD, COOKIE, MISCHIEF, PILES, SCORED_KINDS, SWEETS, kind_of, limit_of, points_of

from ..dom import Child, Element, button, el
from ..i18n import add as add_words
from ..i18n import join_names, pick, t
from . import Table
from .hansel_gretel_text import WORDS

add_words(WORDS)

#: Short marks drawn on every card beside its name (colour is never the only cue).
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
    "bird": "♪",
}


def kind_name(kind: str) -> str:
    if kind == "cookie":
        return pick(COOKIE)
    if kind == BIRD:
        return t("hg.bird")
    return pick(SWEETS.get(kind) or MISCHIEF[kind])


def pile_name(path: str) -> str:
    """``"HG"`` → "Hansel › Gretel": where a pile came from."""
    return " › ".join(t("hg.hansel" if step == "H" else "hg.gretel") for step in path)


def card_points(kind: str) -> int | None:
    if kind in SCORED_KINDS:
        return points_of(kind)
    if kind in MISCHIEF:
        return MISCHIEF[kind]["points"]
    return None


class Board:
    """Draws the table and keeps the viewer's half-made choice (a gap) until it is confirmed."""

    def reset(self) -> None:
        self.gap: int | None = None  # the gap tapped for the cut or the bird card
        self.discards: list[str] = []  # this round's cards picked for a bear to discard

    def __init__(self) -> None:
        self.reset()

    def is_private(self, view: dict[str, Any]) -> bool:
        # the secret pile choice and the secret bears and mirrors
        return view["phase"] in ("choose", "tidy")

    def outcome(self, view: dict[str, Any], names: list[str]) -> str:
        ranking = view["ranking"] or []
        cols = view["collections"]
        first = [p for p, rank in enumerate(ranking) if rank == 1]
        if not first:
            return ""
        score, cards = cols[first[0]]["score"], cols[first[0]]["size"]
        if len(first) > 1:
            return t("hg.reason_shared", names=join_names([names[p] for p in first]), score=score, cards=cards)
        if any(c["score"] == score for p, c in enumerate(cols) if p != first[0]):
            return t("hg.reason_cards", name=names[first[0]], score=score, cards=cards)
        return t("hg.reason_one", name=names[first[0]], score=score)

    def render(self, table: Table) -> Element:
        self._table = table
        view = table.view
        phase = view["phase"]
        parts: list[Child] = [self._header(table)]
        if phase == "over":
            parts.append(self._scores(table, final=True))
        elif phase == "tidy":
            parts.append(self._tidy(table))
        elif view["split"] is not None:
            parts.append(self._split(table))
        parts.append(self._steps(table))
        parts.append(self._collections(table))
        if phase != "over":
            parts.append(self._scores(table, final=False))
        return el(
            "section",
            parts,
            cls=f"hg hg-{phase}",
            data_testid="board",
            data_phase=phase,
            data_viewer=table.viewer,
            data_round=view["round"],
        )

    # --- the header: round, parent tile, deck, bird, nest -----------------------------------

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
            el(
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
                el("span", cls="hg-stat", text=t("hg.deck", n=view["deck"]), data_testid="deck-count"),
                el("span", cls="hg-stat", text=t("hg.cookies_left", n=view["cookies"])),
                el("span", cls="hg-stat hg-bird-at", text=bird_text, data_testid="bird-at") if bird_text else None,
                cls="hg-stats",
            ),
            el(
                "div",
                el("span", cls="hg-nest-label", text=t("hg.nest")),
                [self._mini(c) for c in nest] or el("span", cls="hg-muted", text=t("hg.nest_empty")),
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
                cls="hg-nest",
                data_testid="nest",
                data_count=len(nest),
            ),
            cls="hg-head",
        )

    # --- the current split: bird, cut, choice ----------------------------------------

    def _split(self, table: Table) -> Element:
        view, names = table.view, table.names
        split = view["split"]
        phase = view["phase"]
        splitter = split["splitter"]
        acting = bool(table.legal)
        title = (
            t("hg.split_title_row") if not split["path"] else t("hg.split_title_pile", pile=pile_name(split["path"]))
        )
        choosers = el(
            "p",
            cls="hg-choosers",
            text=t("hg.split_between", names=join_names([names[p] for p in split["choosers"]])),
        )
        parts: list[Child] = [el("h2", cls="panel-title", text=title), choosers]
        if phase in ("bird", "cut"):
            if acting:
                key = "hg.bird_prompt" if phase == "bird" else "hg.cut_prompt"
                parts.append(el("p", cls="prompt", text=t(key, name=names[table.viewer])))
                parts.append(self._gapped_row(table, split["items"]))
                if self.gap is not None:
                    parts.append(self._preview(split["items"], phase))
                    confirm = "hg.bird_confirm" if phase == "bird" else "hg.cut_confirm"
                    act = {"do": phase, "at": self.gap}
                    parts.append(
                        button(
                            t(confirm),
                            action=lambda: table.act(act),
                            cls="btn btn-primary btn-wide",
                            data_testid=f"{phase}-confirm",
                            data_choice=True,
                        )
                    )
            else:
                key = "hg.waiting_bird" if phase == "bird" else "hg.waiting_cut"
                parts.append(el("p", cls="prompt", text=t(key, name=names[splitter])))
                parts.append(
                    el("div", [self._card(c, testid="row-card") for c in split["items"]], cls="hg-row hg-row-plain")
                )
        else:  # choose
            k = split["cut"]
            piles = {"hansel": split["items"][:k], "gretel": split["items"][k:]}
            parts.append(el("div", [self._pile(name, piles[name]) for name in PILES], cls="hg-piles"))
            still = [p for p in split["choosers"] if p not in split["chosen"]]
            if acting:
                parts.append(el("p", cls="prompt", text=t("hg.choose_prompt", name=names[table.viewer])))
                parts.append(
                    el(
                        "div",
                        [
                            button(
                                el("span", cls="hg-choose-mark", text="◀" if name == "hansel" else "▶"),
                                t("hg.choose_btn", pile=t(f"hg.{name}")),
                                action=lambda a=action: table.act(a),
                                cls=f"btn hg-choose hg-choose-{name}",
                                data_testid=f"choose-{name}",
                                data_choice=True,
                            )
                            for action in table.legal
                            for name in [action["pile"]]
                        ],
                        cls="hg-choose-row",
                    )
                )
            else:
                text = t("hg.choose_waiting", names=join_names([names[p] for p in still])) if still else ""
                if table.viewer in split["chosen"]:
                    text = t("hg.choose_done") + " " + text
                parts.append(el("p", cls="prompt", text=text.strip()))
            parts.append(
                el(
                    "div",
                    [
                        el(
                            "span",
                            ("✓ " if p in split["chosen"] else "… ") + names[p],
                            cls="hg-who" + (" is-done" if p in split["chosen"] else ""),
                            data_testid="chooser",
                            data_player=p,
                            data_chosen="yes" if p in split["chosen"] else "no",
                        )
                        for p in split["choosers"]
                    ],
                    cls="hg-who-row",
                )
            )
        if view["waiting"]:
            parts.append(
                el(
                    "div",
                    el("p", cls="hg-muted", text=t("hg.waiting_piles")),
                    [
                        el(
                            "div",
                            el("span", cls="hg-path", text=pile_name(pile["path"])),
                            [self._mini(c) for c in pile["items"]],
                            el("span", cls="hg-muted", text=join_names([names[p] for p in pile["choosers"]])),
                            cls="hg-waiting-pile",
                            data_testid="waiting-pile",
                            data_path=pile["path"],
                        )
                        for pile in reversed(view["waiting"])  # the next one first
                    ],
                    cls="hg-waiting",
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
            style=f"--depth:{split['depth']}",
        )

    def _gapped_row(self, table: Table, items: list[str]) -> Element:
        """The row with a tap target in every gap where the viewer may act."""
        offered = {action["at"]: action for action in table.legal}
        children: list[Child] = []
        for at in range(len(items) + 1):
            if at in offered:
                chosen = self.gap == at
                label = t("hg.gap_bird" if offered[at]["do"] == "bird" else "hg.gap_cut", n=at)
                children.append(
                    button(
                        el("span", cls="hg-gap-line", aria_hidden="true"),
                        el("span", cls="hg-gap-mark", text=MARKS[BIRD] if offered[at]["do"] == "bird" else "✂"),
                        action=lambda a=at: self._pick_gap(a),
                        cls="hg-gap" + (" is-picked" if chosen else ""),
                        data_testid="gap",
                        data_at=at,
                        data_choice=not chosen,
                        aria_label=label,
                        aria_pressed="true" if chosen else "false",
                    )
                )
            elif 0 < at <= len(items):
                children.append(el("span", cls="hg-gap-off", aria_hidden="true"))
            if at < len(items):
                children.append(self._card(items[at], testid="row-card"))
        return el("div", children, cls="hg-row", data_testid="row")

    def _pick_gap(self, at: int) -> None:
        self.gap = None if self.gap == at else at
        self._table.refresh()

    def _preview(self, items: list[str], phase: str) -> Element:
        """What the tapped gap would give: the row with the bird card in it, or the two piles."""
        assert self.gap is not None
        if phase == "bird":
            row = [*items[: self.gap], BIRD, *items[self.gap :]]
            return el("div", [self._mini(c) for c in row], cls="hg-preview", data_testid="preview")
        piles = {"hansel": items[: self.gap], "gretel": items[self.gap :]}
        return el("div", [self._pile(name, piles[name], small=True) for name in PILES], cls="hg-piles hg-preview")

    def _pile(self, name: str, cards: list[str], small: bool = False) -> Element:
        sweets = [c for c in cards if c != BIRD]
        return el(
            "div",
            el(
                "h3",
                el("span", cls="hg-pile-mark", text="◀" if name == "hansel" else "▶"),
                t(f"hg.{name}"),
                el("span", cls="hg-muted", text=" " + t("hg.pile_cards", n=len(sweets))),
                cls="hg-pile-title",
            ),
            el("div", [(self._mini(c) if small else self._card(c)) for c in cards], cls="hg-pile-cards"),
            cls=f"hg-pile hg-pile-{name}",
            data_testid="pile",
            data_pile=name,
            data_count=len(cards),
        )

    # --- bears and mirrors ---------------------------------------------------------------

    def _tidy(self, table: Table) -> Element:
        view, names = table.view, table.names
        if not table.legal:
            busy = [p for p, c in enumerate(view["collections"]) if c["tidying"]]
            return el(
                "div",
                el("h2", cls="panel-title", text=t("hg.tidy_title")),
                el("p", cls="prompt", text=t("hg.tidy_waiting", names=join_names([names[p] for p in busy]))),
                cls="hg-tidy panel",
                data_testid="tidy",
            )
        mine = view["tidy"]
        bears = [a for a in table.legal if a["do"] == "bear"]
        mirrors = [a for a in table.legal if a["do"] == "mirror"]
        groups: list[Child] = []
        if bears:
            groups.append(el("h3", cls="hg-subtitle", text=MARKS["bear"] + " " + t("hg.bear_title")))
            groups.append(self._bear_picker(table, bears, mine.get("this_round", [])))
        if mirrors:
            groups.append(el("h3", cls="hg-subtitle", text=MARKS["mirror"] + " " + t("hg.mirror_title")))
            groups.append(
                el(
                    "div",
                    [
                        button(
                            t("hg.mirror_copy", kind=kind_name(a["copy"])) if a["copy"] else t("hg.mirror_fizzle"),
                            action=lambda a=a: table.act(a),
                            cls="btn hg-option",
                            data_testid="mirror-option",
                            data_copy=a["copy"] or "",
                            data_choice=True,
                        )
                        for a in mirrors
                    ],
                    cls="hg-options",
                )
            )
        return el(
            "div",
            el("h2", cls="panel-title", text=t("hg.tidy_title")),
            el("p", cls="prompt", text=t("hg.tidy_prompt", name=names[table.viewer])),
            None if bears else el("p", cls="hg-muted", text=t("hg.this_round")),
            None if bears else el("div", [self._mini(c) for c in mine.get("this_round", [])], cls="hg-pile-cards"),
            groups,
            cls="hg-tidy panel",
            data_testid="tidy",
        )

    def _bear_picker(self, table: Table, bears: list[dict[str, Any]], this_round: list[str]) -> Element:
        """This round's cards as toggles: tap up to two to discard, then confirm (or discard nothing)."""
        offered = {tuple(a["discard"]): a for a in bears}
        discardable = {k for a in bears for k in a["discard"]}
        self.discards = [c for c in self.discards if c in this_round]
        full = max(len(k) for k in offered) <= len(self.discards)
        toggles = []
        for card_id in this_round:
            picked = card_id in self.discards
            can = kind_of(card_id) in discardable and (picked or not full)
            toggles.append(
                button(
                    el("span", cls="hg-mini-mark", text="✕ " if picked else ""),
                    self._mini(card_id),
                    action=(lambda c=card_id: self._toggle_discard(c)) if can else None,
                    cls="hg-toggle" + (" is-picked" if picked else ""),
                    data_testid="bear-card",
                    data_card=card_id,
                    data_choice=can,
                    aria_pressed="true" if picked else "false",
                )
            )
        chosen = tuple(sorted((kind_of(c) for c in self.discards), key=SCORED_KINDS.index))
        confirm = offered.get(chosen) if chosen else None
        return el(
            "div",
            el("div", toggles, cls="hg-pile-cards hg-toggles"),
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

    # --- the round so far, step by step ----------------------------------------------

    def _steps(self, table: Table) -> Element | None:
        log = table.view["log"]
        starts = [i for i, event in enumerate(log) if event["event"] == "round"]
        if not starts:
            return None
        current = self._step_list(table, log[starts[-1] :])
        parts: list[Child] = [
            el("details", el("summary", text=t("hg.steps")), current, cls="hg-steps", open=True, data_testid="steps")
        ]
        if len(starts) > 1:
            previous = log[starts[-2] : starts[-1]]
            parts.append(
                el(
                    "details",
                    el("summary", text=t("hg.prev_steps", n=previous[0]["round"])),
                    self._step_list(table, previous),
                    cls="hg-steps",
                    data_testid="prev-steps",
                )
            )
        return el("div", parts, cls="hg-history")

    def _step_list(self, table: Table, events: list[dict[str, Any]]) -> Element:
        names = table.names
        items = []
        for event in events:
            kind = event["event"]
            depth = len(event.get("path", ""))
            cards: list[str] = []
            if kind == "round":
                text = t("hg.ev_round", n=event["round"], name=names[event["parent"]], k=len(event["row"]))
                cards = event["row"]
            elif kind == "split":
                others = join_names([names[p] for p in event["choosers"]])
                if event["path"]:
                    text = t(
                        "hg.ev_split_pile", pile=pile_name(event["path"]), name=names[event["splitter"]], names=others
                    )
                else:
                    text = t("hg.ev_split_row", name=names[event["splitter"]], names=others)
            elif kind == "bird":
                text = t("hg.ev_bird", name=names[event["player"]], n=event["at"])
            elif kind == "cut":
                text = t("hg.ev_cut", name=names[event["player"]])
            elif kind == "reveal":
                choices = ", ".join(f"{names[int(p)]} → {t('hg.' + c)}" for p, c in event["choices"].items())
                text = t("hg.ev_reveal", choices=choices)
            elif kind == "take":
                depth -= 1
                text, cards = (
                    t("hg.ev_take", pile=pile_name(event["path"]), name=names[event["player"]]),
                    event["cards"],
                )
            elif kind == "nest":
                depth -= 1
                text, cards = t("hg.ev_nest", pile=pile_name(event["path"])), event["cards"]
            elif kind == "cookies":
                depth -= 1
                who = join_names([names[p] for p in event["players"]]) or t("hg.ev_cookies_none")
                text, cards = t("hg.ev_cookies", pile=pile_name(event["path"]), names=who), event["cards"]
            elif kind == "contested":
                depth -= 1
                who = join_names([names[p] for p in event["players"]])
                text = t("hg.ev_contested", pile=pile_name(event["path"]), names=who)
            elif kind == "nest_taken":
                text, cards = t("hg.ev_nest_taken", name=names[event["player"]]), event["cards"]
            elif kind == "nest_stays":
                text, cards = t("hg.ev_nest_stays"), event["cards"]
            elif kind == "bear":
                name = names[event["player"]]
                if event["discarded"]:
                    text = t("hg.ev_bear", name=name, cards="")
                    cards = event["discarded"]
                else:
                    text = t("hg.ev_bear_none", name=name)
            elif kind == "mirror":
                text = t("hg.ev_mirror", name=names[event["player"]], kind=kind_name(event["copies"]))
            elif kind == "mirror_fizzles":
                text = t("hg.ev_fizzle", name=names[event["player"]])
            elif kind == "round_end":
                scores = ", ".join(f"{names[p]} {s}" for p, s in enumerate(event["scores"]))
                text = t("hg.ev_round_end", n=event["round"], scores=scores)
            elif kind == "game_over":
                text = t("hg.ev_game_over")
            else:
                continue
            items.append(
                el(
                    "li",
                    el("span", cls="hg-path", text=pile_name(event["path"])) if event.get("path") else None,
                    el("span", cls="hg-step-text", text=text),
                    el("span", [self._mini(c) for c in cards], cls="hg-step-cards") if cards else None,
                    cls=f"hg-step hg-ev-{kind}",
                    style=f"--depth:{max(depth, 0)}",
                    data_testid="step",
                    data_event=kind,
                    data_path=event.get("path"),
                )
            )
        return el("ol", items, cls="hg-step-list")

    # --- collections and scores ------------------------------------------------------

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
                    el("span", cls="hg-kind-mark", text=MARKS[kind]),
                    el("span", cls="hg-kind-name", text=kind_name(kind)),
                    el(
                        "span",
                        f"{n}/{limit}" if limit is not None else f"{n}",
                        cls="hg-kind-count",
                    ),
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
                    el("span", cls="hg-kind-mark", text=MARKS["witch"]),
                    t("hg.witches", n=col["witches"], pts=col["witches"] * MISCHIEF["witch"]["points"]),
                    cls="hg-kind kind-witch",
                    data_testid="kind-count",
                    data_kind="witch",
                    data_count=col["witches"],
                )
            )
        bears = sum(kind_of(c) == "bear" for c in col["cards"])
        if bears:
            extras.append(el("li", f"{MARKS['bear']} ", t("hg.bears", n=bears), cls="hg-kind kind-bear"))
        for copies in col["mirrors"].values():
            text = t("hg.mirror_copies", kind=kind_name(copies)) if copies else t("hg.mirror_unset")
            extras.append(el("li", f"{MARKS['mirror']} ", text, cls="hg-kind kind-mirror"))
        has_tile = view["tile"] == p and view["phase"] != "over"
        return el(
            "div",
            el(
                "div",
                el("span", cls="hg-name", text=table.names[p]),
                el("span", cls="tag", text=t("play.bot_tag")) if table.bots[p] else None,
                self._tile_mark() if has_tile else None,
                el("span", cls="tag", text=MARKS[BIRD] + " " + t("hg.bird")) if view["bird"] == p else None,
                el("span", cls="tag hg-tidying", text=t("hg.tidying")) if col["tidying"] else None,
                el("span", cls="hg-size", text=t("hg.cards", n=col["size"])),
                el("span", cls="hg-score", text=t("hg.score", n=col["score"])),
                cls="hg-col-head",
            ),
            el("ul", rows, extras, cls="hg-kinds")
            if rows or extras
            else el("p", cls="hg-muted", text=t("hg.collection_empty")),
            cls="hg-collection" + (" is-me" if p == table.viewer else ""),
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
                el("th", text=table.names[p], scope="row"),
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
    def _tile_mark() -> Element:
        """The parent tile drawn as a small tile; screen readers hear what it means."""
        return el(
            "span",
            el("span", text=t("hg.tile_mark"), aria_hidden="true"),
            cls="hg-tile",
            role="img",
            aria_label=t("hg.tile_label"),
            title=t("hg.tile_label"),
            data_testid="parent-tile",
        )

    def _card(self, card_id: str, testid: str = "card") -> Element:
        kind = kind_of(card_id)
        pts = card_points(kind)
        limit = limit_of(kind) if kind in SCORED_KINDS else None
        return el(
            "div",
            el("span", cls="hg-card-mark", text=MARKS.get(kind, "?"), aria_hidden="true"),
            el("span", cls="hg-card-name", text=kind_name(kind)),
            el("span", cls="hg-card-pts", text=t("hg.points_short", n=pts)) if pts is not None else None,
            el("span", cls="hg-card-limit", text=t("hg.limit", n=limit)) if limit is not None else None,
            cls=f"hg-card kind-{kind}",
            data_testid=testid,
            data_card=card_id,
        )

    def _mini(self, card_id: str) -> Element:
        kind = kind_of(card_id)
        return el(
            "span",
            el("span", text=MARKS.get(kind, "?"), aria_hidden="true"),
            kind_name(kind),
            cls=f"hg-mini kind-{kind}",
            data_card=card_id,
        )
