"""Dim Sum All-You-Can-Stack's board: the market, your stomach docked below it, the others compact above.

Everything drawn comes from the view and the legal actions. On a phone every decision fits one
screen: the other players are one-line chips at the top (a tap opens one in full), then the
prompt and the market, then the viewer's own stomach. A market card is first tapped to preview
its landing cells on that stomach (from the view's ``previews``), then taken; the deck's top card
is taken unseen. Second-layer cubes are stacked by tapping a stack; the bonus of the turn before
last is a choice of two. Cubes are drawn as their dim sum (static/sprite.svg) with a letter beside.
"""

from __future__ import annotations

from typing import Any

from pygames.dimsum.data import CELLS, FACES, GAUGE_STEPS, KINDS, SHAPES, kind_of, shape_of

from ..dom import Element, button, el, icon
from ..i18n import add, join_names, pick, t
from . import Table
from .dimsum_text import WORDS

add(WORDS)

LINES = ("excluded", "excluded_points", "first_layer", "upper_layers", "full", "all_kinds", "face", "chips", "gauge")
LOG_EVENTS = ("faces", "take", "place", "stack", "bonus", "end")


def kind_name(kind: str) -> str:
    return pick(KINDS[kind])


def mark(kind: str) -> str:
    """The kind's letter (小 / X …), shown beside its drawing for players who tell colours apart badly."""
    return pick(KINDS[kind]["mark"])


def card_name(card: str) -> str:
    return f"{kind_name(kind_of(card))} {pick(SHAPES[shape_of(card)])}"


def cell_list(cells: list[int]) -> str:
    return ", ".join(str(c) for c in cells) or t("ds.none")


def food(kind: str, cls: str = "ds-food") -> Element:
    """The dim sum a cube stands for, drawn (decorative: its letter or name is always beside it)."""
    return icon(f"ds-{kind}", cls)


def describe(event: dict[str, Any], names: list[str]) -> str:
    """One log event as a sentence that names the player."""
    kind = event["e"]
    if kind == "faces":
        return t("ds.ev_faces", faces=", ".join(f"{names[p]} {pick(FACES[f])}" for p, f in enumerate(event["faces"])))
    if kind == "end":
        winners = event["winners"]
        return t("ds.ev_end", names=join_names([names[p] for p in winners]), points=event["scores"][winners[0]])
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
            return t("ds.ev_nostack", n=event["returned"], name=name, g=event["gauge"])
        return t("ds.ev_stack", name=name, cells=cell_list(event["cells"]))
    picks = join_names([t(f"ds.pick_{p}") for p in event["picks"]])
    return t("ds.ev_bonus", name=name, picks=picks)


def shape_drawing(shape: str, kind: str | None = None, label: str | None = None) -> Element:
    """A card shape as a small grid of cubes, drawn from ``SHAPES`` (the one source of the shapes).

    With a ``kind`` the cubes are that dim sum (a card); without, they are plain and the
    first cube is marked ● (the rules' drawings). ``label`` makes it an image with that
    text alternative; without one it is decorative (the card's name is beside it).
    """
    cubes = SHAPES[shape]["cubes"]
    left = min(dc for _, dc in cubes)
    return el(
        "span",
        [
            el(
                "span",
                food(kind) if kind else None,
                cls=f"ds-cube ds-k-{kind}" if kind else "ds-cube ds-cube-plain" + (" is-first" if i == 0 else ""),
                text=None if kind else "●" if i == 0 else None,
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


def face_detail(face: str) -> str:
    info = FACES[face]
    neck = t("ds.face_neck", b=info["bottleneck"], c=info["blocks"]) if info["bottleneck"] else t("ds.face_none")
    return f"{neck} · {t('ds.face_bonus', n=info['bonus'])}"


def kinds_key() -> Element:
    """Each kind's drawing, letter and name: the key to the cubes."""
    return el(
        "ul",
        [
            el(
                "li",
                el("span", food(k), el("span", cls="ds-key-mark", text=mark(k)), cls=f"ds-key-cube ds-k-{k}"),
                kind_name(k),
            )
            for k in KINDS
        ],
        cls="ds-key",
        data_testid="ds-key",
    )


def rules_figures() -> list[Element]:
    """The rules screen's drawings: the seven card shapes, the four kinds and the four faces, from the play data."""
    shapes = [
        el("li", shape_drawing(shape, label=shape_words(shape)), el("span", text=pick(info)), cls="ds-fig-item")
        for shape, info in SHAPES.items()
    ]
    board = Board()
    faces = [
        el(
            "li",
            board._grid({str(c): [] for c in CELLS}, face, None, compact=True),
            el("span", cls="ds-face-name", text=pick(info)),
            el("span", cls="ds-face-detail", text=face_detail(face)),
            cls="ds-fig-item ds-fig-face",
        )
        for face, info in FACES.items()
    ]
    return [
        el(
            "figure",
            el("figcaption", text=t("ds.fig_shapes")),
            el("ul", shapes, cls="ds-fig-list"),
            cls="ds-fig",
            data_testid="ds-fig-shapes",
        ),
        el("figure", el("figcaption", text=t("ds.fig_kinds")), kinds_key(), cls="ds-fig", data_testid="ds-fig-kinds"),
        el(
            "figure",
            el("figcaption", text=t("ds.fig_faces")),
            el("ul", faces, cls="ds-fig-list ds-fig-faces"),
            cls="ds-fig",
            data_testid="ds-fig-faces",
        ),
    ]


class Board:
    """Draws the table; keeps the previewed market card and which other player is opened in full."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.selected: str | None = None  # the market card previewed on the viewer's stomach
        self.opened: int | None = None  # the other player shown in full (a tap on their chip)

    def is_private(self, view: dict[str, Any]) -> bool:
        # The face choice is secret; during play the hand-off still gets a curtain (whose turn it is).
        return view["phase"] != "over"

    def outcome(self, view: dict[str, Any], names: list[str]) -> str:
        winners = view["winners"]
        if not winners:  # not over yet
            return ""
        best = view["scores"][winners[0]]
        if len(winners) == 1:
            return t("ds.reason_one", name=names[winners[0]], points=best)
        return t("ds.reason_tie", names=join_names([names[p] for p in winners]), points=best)

    def log(self, view: dict[str, Any], names: list[str]) -> list[tuple[int | None, str]]:
        """The whole game in words, oldest first: each line with the seat whose move it was (None: everyone's)."""
        return [(e.get("player"), describe(e, names)) for e in view["log"] if e["e"] in LOG_EVENTS]

    def upcoming(self, view: dict[str, Any]) -> str:
        """What the player behind the curtain is about to do."""
        if view["phase"] == "face":
            return t("ds.next_face")
        return t({"stack": "ds.next_stack", "bonus": "ds.next_bonus"}.get(view.get("step") or "", "ds.next_take"))

    def render(self, table: Table) -> Element:
        self._table = table
        view = table.view
        phase = view["phase"]
        if self.selected not in view["market"] or view.get("step") != "take" or not table.legal:
            self.selected = None
        if phase == "over":
            body: list[Any] = [self._scores(table), self._final_seats(table)]
        else:
            main = [self._opponents(table), self._detail(table), self._controls(table)]
            body = [el("div", main, cls="ds-main"), self._me(table) if phase == "play" else None]
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

    # --- the others, compact ------------------------------------------------------------

    def _opponents(self, table: Table) -> Element:
        if self.opened not in table.others():
            self.opened = None
        return el("div", [self._chip(table, p) for p in table.others()], cls="ds-opponents")

    def _colour(self, table: Table, p: int) -> str:
        """The seat's colour class (``pc-N``, from the play screen), which sets ``--pc`` and ``--pc-text``."""
        return f" {table.colour(p)}" if table.colour(p) else ""

    def _chip(self, table: Table, p: int) -> Element:
        """One other player in a line: their stomach in miniature, name, points and gauge; a tap opens them."""
        view = table.view
        seat = view["seats"][p]
        if view["phase"] == "face":
            line = t("ds.face_secret") if seat["chosen"] else t("ds.face_choosing")
        else:
            line = t("ds.chip_line", n=seat["score"]["total"], g=seat["gauge"])
        opened = self.opened == p
        before = self._before(table)
        return button(
            self._mini(seat["cells"], before["seats"][p]["cells"] if before else None),
            el(
                "span",
                el("span", cls="ds-chip-name", text=table.names[p]),
                el("span", cls="ds-chip-line", text=line),
                cls="ds-chip-text",
            ),
            action=lambda: self._open(None if opened else p),
            cls="ds-chip"
            + self._colour(table, p)
            + (" is-turn" if view.get("turn") == p else "")
            + (" is-open" if opened else ""),
            aria_expanded="true" if opened else "false",
            aria_controls="ds-detail" if opened else None,
            data_testid=f"ds-opponent-{p}",
            data_player=p,
            data_score=seat["score"]["total"] if seat["score"] else None,
        )

    def _mini(self, cells: dict[str, list[str]], old: dict[str, list[str]] | None) -> Element:
        """A stomach in miniature: one coloured square per cell (decorative; the full grid is a tap away)."""
        squares = []
        for cell, (row, col) in CELLS.items():
            stack = cells[str(cell)]
            cls = f"ds-mini-cell ds-k-{stack[-1]}" if stack else "ds-mini-cell"
            if old is not None and old[str(cell)] != stack:
                cls += " is-changed"
            squares.append(el("span", cls=cls, style=f"grid-row:{row + 1};grid-column:{col + 1}"))
        return el("span", squares, cls="ds-mini", aria_hidden="true")

    def _mover(self, table: Table) -> int | None:
        """While a move is shown step by step: the other player who made it (their stomach opens by itself)."""
        before = self._before(table)
        if not table.stepping or before is None:
            return None
        gained = table.view["log"][len(before["log"]) :]
        movers = [e["player"] for e in gained if "player" in e and e["e"] != "turn"]
        return movers[-1] if movers and movers[-1] != table.viewer else None

    def _detail(self, table: Table) -> Element | None:
        mover = self._mover(table)
        shown = mover if mover is not None else self.opened
        if shown is None:
            return None
        return el(
            "div",
            self._seat(table, shown),
            None
            if mover is not None
            else button(
                t("ds.close"),
                action=lambda: self._open(None),
                cls="btn btn-ghost ds-detail-close",
                data_testid="ds-detail-close",
            ),
            cls="ds-detail",
            id="ds-detail",
            data_testid="ds-detail",
        )

    # --- header, market, controls ----------------------------------------------------

    def _header(self, table: Table) -> Element:
        view = table.view
        info = [
            t("ds.turns_left", n=view["turns_left"]),
            t("ds.deck_left", n=view["deck"]) if view["deck"] else t("ds.deck_empty"),
            t("ds.chips_left", n=view["chips_left"]),
        ]
        return el(
            "div",
            el(
                "span",
                text=" · ".join(info),
                data_testid="ds-info",
                data_turns_left=view["turns_left"],
                data_deck=view["deck"],
            ),
            cls="ds-header",
        )

    def _prompt(self, text: str) -> Element:
        return el("p", cls="prompt ds-prompt", text=text, data_testid="ds-prompt")

    def _controls(self, table: Table) -> Element:
        view = table.view
        phase, step = view["phase"], view.get("step")
        parts: list[Any] = []
        if phase == "face":
            if table.legal:
                parts.append(self._prompt(t("ds.face_prompt")))
                parts.append(el("div", [self._face_option(table, a["face"]) for a in table.legal], cls="ds-faces"))
            else:
                parts.append(self._prompt(t("ds.face_waiting")))
        elif not table.legal:
            mine = table.stepping and table.is_you(view["turn"])  # a move shown before the viewer's own turn
            parts.append(self._prompt(t("ds.you_next") if mine else t("ds.waiting", name=table.names[view["turn"]])))
            parts.append(self._market(table, active=False))
        elif step == "take":
            if self.selected:  # the preview takes the prompt's place: what this card would do
                parts.append(self._preview_note(view["previews"][self.selected]))
            else:
                parts.append(self._prompt(t("ds.take_prompt")))
            parts.append(self._market(table, active=True))
            if self.selected:
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
            parts.append(
                el(
                    "div",
                    self._card(pending["card"], "ds-pending"),
                    self._prompt(t("ds.stack_prompt", n=pending["left"], kind=kind_name(kind))),
                    cls="ds-stack-row",
                )
            )
        else:  # bonus
            parts.append(self._prompt(t("ds.bonus_prompt")))
            parts.append(
                el(
                    "div",
                    [
                        button(
                            t(f"ds.bonus_{a['pick']}"),
                            action=lambda a=a: table.act(a),
                            cls="btn btn-choice",
                            data_testid=f"ds-bonus-{a['pick']}",
                            data_pick=a["pick"],
                            data_choice=True,
                        )
                        for a in table.legal
                    ],
                    cls="ds-options",
                )
            )
        bonus = view.get("turn_bonus")
        if bonus:  # the last two turns: say so where the player looks
            parts.insert(0, el("p", cls="ds-bonus-note", text=t(f"ds.bonus_{bonus}"), data_testid="ds-turn-bonus"))
        return el(
            "div",
            parts,
            cls="ds-controls" + (" is-active" if table.legal else ""),
            data_testid="controls",
            data_selected=self.selected,
        )

    def _face_option(self, table: Table, face: str) -> Element:
        return button(
            self._grid({str(c): [] for c in CELLS}, face, None, compact=True),
            el("span", cls="ds-face-name", text=pick(FACES[face])),
            el("span", cls="ds-face-detail", text=face_detail(face)),
            action=lambda: table.act({"do": "face", "face": face}),
            cls="btn btn-choice ds-face-opt",
            data_testid=f"ds-face-{face}",
            data_face=face,
            data_choice=True,
        )

    def _market(self, table: Table, active: bool) -> Element:
        view = table.view
        before = self._before(table)
        new = set(view["market"]) - set(before["market"]) if before else set()
        cards = []
        for card in view["market"]:
            changed = " is-changed" if card in new else ""
            if active:
                chosen = card == self.selected
                cards.append(
                    button(
                        self._card_body(card),
                        action=lambda card=card: self._select(card),
                        cls="ds-card is-choice" + (" is-chosen" if chosen else "") + changed,
                        data_testid=f"ds-market-{card}",
                        data_card=card,
                        data_market=True,
                        data_choice=True,
                        aria_pressed="true" if chosen else "false",
                    )
                )
            else:
                cards.append(
                    el("div", self._card_body(card), cls="ds-card" + changed, data_card=card, data_market=True)
                )
        count = view["deck"]
        deck_body = [
            el("span", cls="ds-deck-back", text="?", aria_hidden="true"),
            el(
                "span",
                el("span", cls="ds-card-name", text=t("ds.deck")),
                el("span", cls="ds-card-sub", text=t("ds.deck_unseen", n=count) if count else t("ds.deck_empty")),
                cls="ds-card-text",
            ),
        ]
        changed = " is-changed" if before and before["deck"] != count else ""
        if active and any(a.get("from") == "deck" for a in table.legal):
            deck = button(
                deck_body,
                action=lambda: table.act({"do": "take", "from": "deck"}),
                cls="ds-card ds-deck is-choice" + changed,
                data_testid="ds-deck",
                data_count=count,
                data_choice=True,
            )
        else:
            deck = el("div", deck_body, cls="ds-card ds-deck" + changed, data_testid="ds-deck", data_count=count)
        return el(
            "div",
            el("h3", cls="ds-subtitle", text=t("ds.market")),
            el("div", cards, deck, cls="ds-market-row"),
            cls="ds-market",
            data_testid="ds-market",
            data_context=True,
        )

    def _card(self, card: str, testid: str) -> Element:
        return el("div", self._card_body(card), cls="ds-card", data_testid=testid, data_card=card, data_context=True)

    def _card_body(self, card: str) -> list[Element]:
        kind = kind_of(card)
        return [
            shape_drawing(shape_of(card), kind),
            el(
                "span",
                el("span", cls="ds-card-name", text=kind_name(kind)),
                el("span", cls="ds-card-sub", text=pick(SHAPES[shape_of(card)])),
                cls="ds-card-text",
            ),
        ]

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
            "p",
            t("ds.sep").join(lines),
            cls="ds-preview-note" + (" is-bad" if preview["indigestion"] else ""),
            data_testid="ds-preview-note",
            data_indigestion="yes" if preview["indigestion"] else "no",
            data_context=True,
        )

    # --- the stomachs ------------------------------------------------------------------

    def _before(self, table: Table) -> dict[str, Any] | None:
        """This seat's view before the step now shown (from the play screen), to mark what changed."""
        before = table.before
        return before if before and before.get("phase") == table.view["phase"] else None

    def _me(self, table: Table) -> Element:
        return el("div", self._seat(table, table.viewer), self._header(table), cls="ds-me")

    def _seat(self, table: Table, p: int) -> Element:
        view = table.view
        seat = view["seats"][p]
        face = seat["face"]
        me = table.is_you(p)
        face_text = pick(FACES[face]) if face else t("ds.face_secret") if seat["chosen"] else t("ds.face_choosing")
        score = seat["score"]
        before = self._before(table)
        old = before["seats"][p] if before else None
        head = el(
            "div",
            el("span", cls="ds-seat-name" + self._colour(table, p), text=table.names[p]),
            el("span", cls="tag", text=t("ds.you")) if me else None,
            el("span", cls="tag", text=t("play.bot_tag")) if table.bots[p] else None,
            el("span", cls="ds-face-label", text=face_text),
            cls="ds-seat-head",
        )
        gauge_changed = old is not None and old["gauge"] != seat["gauge"]
        meters = el(
            "div",
            el(
                "span",
                [el("span", cls="ds-pip" + (" is-on" if i < seat["gauge"] else "")) for i in range(GAUGE_STEPS)],
                cls="ds-pips",
                aria_hidden="true",
            ),
            el("span", cls="ds-gauge" + (" is-changed" if gauge_changed else ""), text=t("ds.gauge", n=seat["gauge"])),
            el("span", cls="ds-chips", text=t("ds.chips", n=seat["chips"])),
            el("span", cls="ds-points", text=t("ds.total" if view["over"] else "ds.points", n=score["total"]))
            if score
            else None,
            cls="ds-meters",
            data_testid="ds-meters",
            data_gauge=seat["gauge"],
            data_chips=seat["chips"],
            data_score=score["total"] if score else None,
            data_context=True if me and view.get("step") == "bonus" and table.legal else None,
        )
        preview = None
        stack_cells: list[int] = []
        if me and table.legal:
            if self.selected:
                preview = view["previews"][self.selected]
            if view.get("step") == "stack":
                stack_cells = view["pending"]["targets"]
        grid = self._grid(
            seat["cells"],
            face,
            seat,
            compact=False,
            preview=preview,
            stack_cells=stack_cells,
            old=old["cells"] if old else None,
            context=me and bool(table.legal),
        )
        return el(
            "div",
            head,
            meters,
            grid,
            cls="ds-seat" + (" is-me" if me else "") + (" is-turn" if view.get("turn") == p else ""),
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
        old: dict[str, list[str]] | None = None,
        context: bool = False,
    ) -> Element:
        """A stomach: each cell's number (top left), its top cube drawn as the dim sum with its letter
        (top right) and stack height (bottom right), and the bottleneck marks (bottom left): four corners,
        so no mark covers another. ``compact`` (a face's picture) shows the numbers and the bottleneck only.
        """
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
            cls = "ds-cell" + (f" ds-k-{top}" if top else " is-empty")
            if old is not None and old[str(cell)] != stack:
                cls += " is-changed"
            marks: list[Any] = [el("span", cls="ds-num", text=str(cell))]
            if top:
                marks.append(food(top))
                marks.append(el("span", cls="ds-mark", text=mark(top)))
                marks.append(el("span", cls="ds-sr", text=kind_name(top)))
                if len(stack) > 1:
                    marks.append(el("span", cls="ds-height", text=f"×{len(stack)}", data_testid="ds-height"))
            if cell == neck:
                cls += " is-neck"
                if not compact:
                    marks.append(el("span", cls="ds-flag", text=t("ds.bottleneck")))
            if cell == blocked:
                cls += " is-blocked"
                if not compact:
                    marks.append(el("span", cls="ds-flag", text=t("ds.blocked")))
            elif cell == blocks:
                cls += " is-below-neck"
            ghost = None
            if cell in land or cell in over:
                cls += " is-land" if cell in land else " is-over"
                ghost = el(
                    "span",
                    food(kind),  # type: ignore[arg-type]
                    el("span", cls="ds-ghost-mark", text="!" if cell in over else mark(kind)),  # type: ignore[arg-type]
                    cls=f"ds-ghost ds-k-{kind}",
                )
            elif cell in targets or (stack_cells and cell in stack_cells):
                cls += " is-target"
                ghost = el("span", cls="ds-ghost-plus", text="+")
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
                        **{**attrs, "data_testid": f"ds-stack-{cell}"},  # unique: focus comes back to it
                    )
                )
            else:
                items.append(el("div", marks, ghost, cls=cls, **attrs))
        return el(
            "div",
            items,
            cls="ds-grid" + (" is-compact" if compact else ""),
            data_testid="ds-grid",
            data_context=True if context else None,
        )

    # --- the final scores -------------------------------------------------------------

    def _final_seats(self, table: Table) -> Element:
        order = [table.viewer, *table.others()]
        return el("div", [self._seat(table, p) for p in order], cls="ds-final-seats")

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
                    content: Any = (
                        el(
                            "span",
                            food(value),
                            el("span", text=mark(value)),
                            cls=f"ds-key-cube ds-k-{value}",
                            title=kind_name(value),
                        )
                        if value
                        else t("ds.none")
                    )
                    cells.append(el("td", content, el("span", cls="ds-sr", text=kind_name(value)) if value else None))
                    continue
                if line == "excluded_points":
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
            kinds_key(),
            cls="ds-scores",
            data_testid="ds-scores",
        )

    # --- taps ----------------------------------------------------------------------------

    def _open(self, p: int | None) -> None:
        self.opened = p
        self._table.refresh()

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
