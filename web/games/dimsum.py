"""Dim Sum All-You-Can-Stack's board: every stomach grid, the market and deck, a placement preview.

Everything drawn comes from the view and the legal actions. A market card is first
tapped to preview its landing cells on the viewer's own stomach (from the view's
``previews``), then taken; the deck's top card is taken unseen. Second-layer cubes are
stacked by tapping a stack; the bonus of the turn before last is a choice of two.
"""

from __future__ import annotations

from typing import Any

from pygames.dimsum.data import CELLS, FACES, KINDS, SHAPES, kind_of, shape_of

from ..dom import Element, button, el
from ..i18n import add, join_names, pick, t
from . import Table
from .dimsum_text import WORDS

add(WORDS)

LINES = ("excluded", "excluded_points", "first_layer", "upper_layers", "full", "all_kinds", "face", "chips", "gauge")
LOG_EVENTS = ("take", "place", "stack", "bonus", "faces")


def kind_name(kind: str) -> str:
    return pick(KINDS[kind])


def card_name(card: str) -> str:
    return f"{kind_name(kind_of(card))} {pick(SHAPES[shape_of(card)])}"


def cell_list(cells: list[int]) -> str:
    return ", ".join(str(c) for c in cells) or t("ds.none")


def describe(event: dict[str, Any], names: list[str]) -> str:
    """One log event as a sentence that names the player."""
    kind = event["e"]
    if kind == "faces":
        return t("ds.ev_faces", faces=", ".join(f"{names[p]} {pick(FACES[f])}" for p, f in enumerate(event["faces"])))
    name = names[event["player"]]
    if kind == "take":
        key = "ds.ev_take_market" if event["from"] == "market" else "ds.ev_take_deck"
        return t(key, name=name, card=card_name(event["card"]))
    if kind == "place":
        parts = [t("ds.ev_place", name=name, cells=cell_list(event["cells"]))]
        if event["overflow"]:
            parts.append(t("ds.ev_over", cells=cell_list(event["overflow"])))
        if event["returned"]:
            parts.append(t("ds.ev_back", n=event["returned"]))
        if event["indigestion"]:
            parts.append(t("ds.ev_gauge", n=event["gauge"]))
        return " ".join(parts)
    if kind == "stack":
        if not event["cells"]:
            return t("ds.ev_nostack", name=name, n=event["returned"], g=event["gauge"])
        return t("ds.ev_stack", name=name, cells=cell_list(event["cells"]))
    picks = join_names([t(f"ds.pick_{p}") for p in event["picks"]])
    return t("ds.ev_bonus", name=name, picks=picks)


def shape_drawing(shape: str, kind: str | None = None, label: str | None = None) -> Element:
    """A card shape as a small grid of cubes, drawn from ``SHAPES`` (the one source of the shapes).

    With a ``kind`` the cubes wear its colour and letter (a card); without, they are plain
    and the first cube is marked ● (the rules' drawings). ``label`` makes it an image with
    that text alternative; without one it is decorative (the card's name is beside it).
    """
    cubes = SHAPES[shape]["cubes"]
    left = min(dc for _, dc in cubes)
    return el(
        "span",
        [
            el(
                "span",
                cls=f"ds-cube ds-k-{kind}" if kind else "ds-cube ds-cube-plain" + (" is-first" if i == 0 else ""),
                text=KINDS[kind]["mark"] if kind else "●" if i == 0 else None,
                style=f"grid-row:{dr + 1};grid-column:{dc - left + 1}",
            )
            for i, (dr, dc) in enumerate(cubes)
        ],
        cls="ds-shape",
        role="img" if label else None,
        aria_label=label,
        aria_hidden=None if label else "true",
    )


def shape_words(shape: str) -> str:
    """A shape in words (the drawing's text alternative): each cube's place from the first cube."""
    places = [t("ds.fig_first")]
    for dr, dc in SHAPES[shape]["cubes"][1:]:
        steps = [t("ds.fig_down", n=dr)] if dr else []
        if dc:
            steps.append(t("ds.fig_right", n=dc) if dc > 0 else t("ds.fig_left", n=-dc))
        places.append(t("ds.fig_from_first", where=t("ds.fig_and").join(steps)))
    return t("ds.fig_cubes", places=t("ds.fig_sep").join(places))


def rules_figures() -> list[Element]:
    """The rules screen's drawings: the seven card shapes and the four stomach faces, from the same data as play."""
    shapes = [
        el("li", shape_drawing(shape, label=shape_words(shape)), el("span", text=pick(info)), cls="ds-fig-item")
        for shape, info in SHAPES.items()
    ]
    board = Board()
    faces = []
    for face, info in FACES.items():
        neck = t("ds.face_neck", b=info["bottleneck"], c=info["blocks"]) if info["bottleneck"] else t("ds.face_none")
        faces.append(
            el(
                "li",
                board._grid({str(c): [] for c in CELLS}, face, None, compact=True),
                el("span", cls="ds-face-name", text=pick(info)),
                el("span", cls="ds-face-detail", text=f"{neck} · {t('ds.face_bonus', n=info['bonus'])}"),
                cls="ds-fig-item ds-fig-face",
            )
        )
    return [
        el(
            "figure",
            el("figcaption", text=t("ds.fig_shapes")),
            el("ul", shapes, cls="ds-fig-list"),
            cls="ds-fig",
            data_testid="ds-fig-shapes",
        ),
        el(
            "figure",
            el("figcaption", text=t("ds.fig_faces")),
            el("ul", faces, cls="ds-fig-list ds-fig-faces"),
            cls="ds-fig",
            data_testid="ds-fig-faces",
        ),
    ]


class Board:
    """Draws the stomachs, the market and the controls; keeps the previewed market card."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.selected: str | None = None  # the market card previewed on the viewer's stomach

    def is_private(self, view: dict[str, Any]) -> bool:
        # The face choice is secret; during play the hand-off still gets a curtain (whose turn it is).
        return view["phase"] != "over"

    def outcome(self, view: dict[str, Any], names: list[str]) -> str:
        totals = [seat["score"]["total"] for seat in view["seats"]]
        best = max(totals)
        winners = [p for p, s in enumerate(totals) if s == best]
        if len(winners) == 1:
            return t("ds.reason_one", name=names[winners[0]], points=best)
        return t("ds.reason_tie", names=join_names([names[p] for p in winners]), points=best)

    def render(self, table: Table) -> Element:
        self._table = table
        view = table.view
        phase = view["phase"]
        if self.selected not in view["market"] or view.get("step") != "take" or not table.legal:
            self.selected = None
        body: list[Any] = []
        if phase == "over":
            body = [self._scores(table), self._stomachs(table)]
        else:
            body = [
                self._header(table),
                self._controls(table),
                self._stomachs(table),
                self._log(table),
            ]
        return el(
            "section",
            body,
            cls=f"ds ds-{phase}",
            data_testid="board",
            data_phase=phase,
            data_step=view.get("step"),
            data_viewer=table.viewer,
            data_taken=view["taken"],
        )

    # --- header, market, controls ----------------------------------------------------

    def _header(self, table: Table) -> Element:
        view = table.view
        bonus = view.get("turn_bonus")
        return el(
            "div",
            el(
                "span",
                text=t("ds.info", left=view["turns_left"], deck=view["deck"], chips=view["chips_left"]),
                data_testid="ds-info",
                data_turns_left=view["turns_left"],
                data_deck=view["deck"],
            ),
            el("span", cls="ds-bonus-note", text=t(f"ds.bonus_{bonus}"), data_testid="ds-turn-bonus")
            if bonus
            else None,
            cls="ds-header",
        )

    def _controls(self, table: Table) -> Element:
        view = table.view
        me = table.names[table.viewer]
        phase, step = view["phase"], view.get("step")
        parts: list[Any] = []
        if phase == "face":
            if table.legal:
                parts.append(el("p", cls="prompt", text=t("ds.face_prompt", name=me), data_testid="ds-prompt"))
                parts.append(el("div", [self._face_option(table, a["face"]) for a in table.legal], cls="ds-faces"))
            else:
                parts.append(el("p", cls="prompt", text=t("ds.face_waiting"), data_testid="ds-prompt"))
        elif not table.legal:
            parts.append(
                el("p", cls="prompt", text=t("ds.waiting", name=table.names[view["turn"]]), data_testid="ds-prompt")
            )
            parts.append(self._market(table, active=False))
        elif step == "take":
            parts.append(el("p", cls="prompt", text=t("ds.take_prompt", name=me), data_testid="ds-prompt"))
            parts.append(self._market(table, active=True))
            if self.selected:
                parts.append(self._preview_note(view["previews"][self.selected]))
                parts.append(
                    el(
                        "div",
                        button(
                            t("ds.take"),
                            action=self._take_selected,
                            cls="btn btn-primary",
                            data_testid="ds-take",
                            data_card=self.selected,
                            data_choice=True,
                        ),
                        button(t("ds.cancel"), action=self._cancel, cls="btn btn-ghost", data_testid="choice-cancel"),
                        cls="ds-take-actions",
                    )
                )
        elif step == "stack":
            pending = view["pending"]
            kind = kind_of(pending["card"])
            text = t("ds.stack_prompt", name=me, kind=kind_name(kind), n=pending["left"])
            parts.append(el("p", cls="prompt", text=text, data_testid="ds-prompt"))
            parts.append(self._card(pending["card"], "ds-pending"))
        else:  # bonus
            parts.append(el("p", cls="prompt", text=t("ds.bonus_prompt", name=me), data_testid="ds-prompt"))
            parts.append(
                el(
                    "div",
                    [
                        button(
                            t(f"ds.bonus_{a['pick']}"),
                            action=lambda a=a: table.act(a),
                            cls="btn btn-choice",
                            data_testid="ds-bonus",
                            data_pick=a["pick"],
                            data_choice=True,
                        )
                        for a in table.legal
                    ],
                    cls="ds-options",
                )
            )
        return el(
            "div",
            parts,
            cls="ds-controls" + (" is-active" if table.legal else ""),
            data_testid="controls",
            data_selected=self.selected,
        )

    def _face_option(self, table: Table, face: str) -> Element:
        info = FACES[face]
        neck = t("ds.face_neck", b=info["bottleneck"], c=info["blocks"]) if info["bottleneck"] else t("ds.face_none")
        return button(
            el("span", cls="ds-face-name", text=pick(info)),
            el("span", cls="ds-face-detail", text=f"{neck} · {t('ds.face_bonus', n=info['bonus'])}"),
            self._grid({str(c): [] for c in CELLS}, face, None, compact=True),
            action=lambda: table.act({"do": "face", "face": face}),
            cls="btn btn-choice ds-face-opt",
            data_testid="ds-face",
            data_face=face,
            data_choice=True,
        )

    def _market(self, table: Table, active: bool) -> Element:
        view = table.view
        cards = []
        for card in view["market"]:
            if active:
                cards.append(
                    button(
                        self._card_body(card),
                        action=lambda card=card: self._select(card),
                        cls="ds-card is-choice" + (" is-chosen" if card == self.selected else ""),
                        data_testid="ds-market-card",
                        data_card=card,
                        data_choice=True,
                        aria_pressed="true" if card == self.selected else "false",
                    )
                )
            else:
                cards.append(
                    el("div", self._card_body(card), cls="ds-card", data_testid="ds-market-card", data_card=card)
                )
        deck_text = t("ds.deck", n=view["deck"]) if view["deck"] else t("ds.deck_empty")
        deck_active = active and any(a.get("from") == "deck" for a in table.legal)
        if deck_active:
            deck = button(
                el("span", cls="ds-deck-back", text="?", aria_hidden="true"),
                el("span", text=deck_text),
                action=lambda: table.act({"do": "take", "from": "deck"}),
                cls="ds-card ds-deck is-choice",
                data_testid="ds-deck",
                data_count=view["deck"],
                data_choice=True,
            )
        else:
            deck = el(
                "div",
                el("span", cls="ds-deck-back", text="?", aria_hidden="true"),
                el("span", text=deck_text),
                cls="ds-card ds-deck",
                data_testid="ds-deck",
                data_count=view["deck"],
            )
        return el(
            "div",
            el("h3", cls="ds-subtitle", text=t("ds.market")),
            el("div", cards, deck, cls="ds-market-row"),
            cls="ds-market",
            data_testid="ds-market",
        )

    def _card(self, card: str, testid: str) -> Element:
        return el("div", self._card_body(card), cls="ds-card", data_testid=testid, data_card=card)

    def _card_body(self, card: str) -> list[Element]:
        return [shape_drawing(shape_of(card), kind_of(card)), el("span", cls="ds-card-name", text=card_name(card))]

    def _preview_note(self, preview: dict[str, Any]) -> Element:
        if preview["layer"] == 2:
            if preview["targets"]:
                lines = [t("ds.preview_stack", n=preview["cubes"], cells=cell_list(preview["targets"]))]
            else:
                lines = [t("ds.preview_nostack", n=preview["cubes"])]
        else:
            lines = [t("ds.preview_fit", n=len(preview["cells"]))]
            if preview["overflow"]:
                lines.append(t("ds.preview_over", n=len(preview["overflow"])))
            if preview["returned"]:
                lines.append(t("ds.preview_back", n=preview["returned"]))
            if preview["indigestion"]:
                lines.append(t("ds.preview_gauge"))
        return el(
            "ul",
            [el("li", text=line) for line in lines],
            cls="ds-preview-note" + (" is-bad" if preview["indigestion"] else ""),
            data_testid="ds-preview-note",
            data_indigestion="yes" if preview["indigestion"] else "no",
        )

    # --- the stomachs ------------------------------------------------------------------

    def _stomachs(self, table: Table) -> Element:
        view = table.view
        order = [table.viewer] + [p for p in range(len(view["seats"])) if p != table.viewer]
        return el(
            "div",
            [self._seat(table, p, compact=p != table.viewer) for p in order],
            cls="ds-seats",
        )

    def _seat(self, table: Table, p: int, compact: bool) -> Element:
        view = table.view
        seat = view["seats"][p]
        face = seat["face"]
        turn = view.get("turn") == p
        if face:
            face_text = pick(FACES[face])
        else:
            face_text = t("ds.face_secret") if seat["chosen"] else t("ds.face_choosing")
        score = seat["score"]
        head = el(
            "div",
            el("span", cls="turn-dot", aria_hidden="true"),
            el("span", cls="side-name", text=table.names[p]),
            el("span", cls="tag", text=t("ds.you")) if p == table.viewer else None,
            el("span", cls="tag", text=t("play.bot_tag")) if table.bots[p] else None,
            el("span", cls="ds-face-label", text=face_text),
            cls="ds-seat-head",
        )
        gauge = el(
            "div",
            el(
                "span",
                [el("span", cls="ds-pip" + (" is-on" if i < seat["gauge"] else "")) for i in range(6)],
                cls="ds-pips",
                aria_hidden="true",
            ),
            el("span", text=t("ds.gauge", n=seat["gauge"])),
            el("span", cls="ds-chips", text=t("ds.chips", n=seat["chips"])),
            el("span", cls="ds-points", text=t("ds.points", n=score["total"])) if score else None,
            cls="ds-meters",
            data_testid="ds-meters",
            data_gauge=seat["gauge"],
            data_chips=seat["chips"],
            data_score=score["total"] if score else None,
        )
        preview = None
        stack_cells: list[int] = []
        if p == table.viewer and table.legal:
            if self.selected:
                preview = view["previews"][self.selected]
            if view.get("step") == "stack":
                stack_cells = view["pending"]["targets"]
        return el(
            "div",
            head,
            gauge,
            self._grid(seat["cells"], face, seat, compact=compact, preview=preview, stack_cells=stack_cells),
            cls="ds-seat" + (" is-compact" if compact else " is-me") + (" is-turn" if turn else ""),
            data_testid="ds-seat",
            data_player=p,
            data_face=face,
        )

    def _grid(
        self,
        cells: dict[str, list[str]],
        face: str | None,
        seat: dict[str, Any] | None,
        compact: bool,
        preview: dict[str, Any] | None = None,
        stack_cells: list[int] | None = None,
    ) -> Element:
        info = FACES[face] if face else None
        neck = info["bottleneck"] if info else None
        blocks = info["blocks"] if info else None
        blocked = seat["blocked"] if seat else None
        land: set[int] = set()
        over: set[int] = set()
        targets: set[int] = set()
        kind = None
        if preview and self.selected:
            kind = kind_of(self.selected)
            if preview["layer"] == 1:
                land, over = set(preview["cells"]), set(preview["overflow"])
            else:
                targets = set(preview["targets"])
        items = []
        for cell, (row, col) in CELLS.items():
            stack = cells[str(cell)]
            top = stack[-1] if stack else None
            cls = "ds-cell"
            marks: list[Any] = [el("span", cls="ds-num", text=str(cell))]
            if top:
                cls += f" ds-k-{top}"
                marks.append(el("span", cls="ds-mark", text=KINDS[top]["mark"], title=kind_name(top)))
                if len(stack) > 1:
                    marks.append(el("span", cls="ds-height", text=f"×{len(stack)}", data_testid="ds-height"))
            if cell == neck:
                cls += " is-neck"
                marks.append(el("span", cls="ds-flag", text=t("ds.bottleneck")))
            if cell == blocked:
                cls += " is-blocked"
                marks.append(el("span", cls="ds-flag ds-flag-blocked", text=t("ds.blocked")))
            elif cell == blocks and not compact:
                cls += " is-below-neck"
            ghost = None
            if cell in land:
                cls += " is-land"
                ghost = el("span", cls=f"ds-ghost ds-k-{kind}", text=KINDS[kind]["mark"])  # type: ignore[index]
            elif cell in over:
                cls += " is-over"
                ghost = el("span", cls=f"ds-ghost ds-k-{kind}", text="!")
            elif cell in targets:
                cls += " is-target"
                ghost = el("span", cls=f"ds-ghost ds-k-{kind}", text="+")
            attrs = {
                "data_testid": "ds-cell",
                "data_cell": cell,
                "data_kind": top,
                "data_height": len(stack),
                "data_preview": "land"
                if cell in land
                else "over"
                if cell in over
                else "stack"
                if cell in targets
                else None,
                "style": f"grid-row:{row + 1};grid-column:{col + 1}",
            }
            if stack_cells and cell in stack_cells:
                items.append(
                    button(
                        marks,
                        ghost,
                        action=lambda cell=cell: self._table.act({"do": "stack", "cell": cell}),
                        cls=cls + " is-choice",
                        data_choice=True,
                        **attrs,
                    )
                )
            else:
                items.append(el("div", marks, ghost, cls=cls, **attrs))
        return el(
            "div",
            items,
            cls="ds-grid" + (" is-compact" if compact else ""),
            data_testid="ds-grid",
        )

    # --- the log and the final scores -------------------------------------------------

    def _log(self, table: Table) -> Element | None:
        events = [e for e in table.view["log"] if e["e"] in LOG_EVENTS][-8:]
        if not events:
            return None
        return el(
            "div",
            el("h3", cls="ds-subtitle", text=t("ds.log")),
            el("ol", [el("li", text=describe(e, table.names)) for e in events], cls="ds-log-list"),
            cls="ds-log",
            data_testid="ds-log",
        )

    def _scores(self, table: Table) -> Element:
        seats = table.view["seats"]
        head = el(
            "tr", el("th", text=t("ds.col_line"), scope="col"), [el("th", text=n, scope="col") for n in table.names]
        )
        rows = []
        for line in (*LINES, "total"):
            cells = []
            for seat in seats:
                value = seat["score"][line]
                if line == "excluded":
                    text = kind_name(value) if value else t("ds.none")
                elif line == "excluded_points":
                    text = f"({value})"
                else:
                    text = f"{value:+d}" if line != "total" else str(value)
                cells.append(el("td", text=text))
            rows.append(
                el(
                    "tr",
                    el("th", text=t(f"ds.line_{line}"), scope="row"),
                    cells,
                    cls="ds-total" if line == "total" else "",
                    data_testid="ds-score-line",
                    data_line=line,
                )
            )
        return el(
            "div",
            el("table", el("thead", head), el("tbody", rows), cls="ds-score-table"),
            cls="ds-scores",
            data_testid="ds-scores",
        )

    # --- taps ----------------------------------------------------------------------------

    def _select(self, card: str) -> None:
        self.selected = None if self.selected == card else card
        self._table.refresh()

    def _cancel(self) -> None:
        self.selected = None
        self._table.refresh()

    def _take_selected(self) -> None:
        action = {"do": "take", "from": "market", "card": self.selected}
        if action in self._table.legal:
            self._table.act(action)
        else:
            self._cancel()
