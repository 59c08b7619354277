"""Cookie Battle's board: the trick in play order, the contested piece, and the viewer's hand.

Everything drawn comes from the view; every tap narrows the viewer's legal actions
(a half-made choice is a partial action, e.g. ``{"do": "pass", "left": "red-3"}`` or
``{"do": "marker", "kind": "gift", "piece": "matcha-2"}``) and the action is played as
soon as only one legal action matches. The round's public log is listed step by step.
"""

from __future__ import annotations

from typing import Any

from pygames.cookie_battle.data import MAGICIAN, MARKER_KINDS, kind_of, points_of, suit_of, value_of

from ..dom import Child, Element, button, el
from ..i18n import add, join_names, pick, t
from . import Table, matches, narrow
from .cookie_battle_text import WORDS

add(WORDS)

#: The follow-up questions of a marker, in the order they are asked.
MARKER_STEPS = ("card", "piece", "target")


def card_name(card: str) -> str:
    if card == MAGICIAN:
        return t("cb.magician")
    return t("cb.card", suit=t("cb.suit_" + suit_of(card)), n=value_of(card))


def piece_name(piece: str | None) -> str:
    if piece is None:
        return t("cb.facedown_piece")
    if kind_of(piece) == "rotten":
        return t("cb.piece_rotten")
    return t("cb.piece", flavour=t("cb.flavour_" + kind_of(piece)), n=points_of(piece))


def marker_name(kind: str) -> str:
    return pick(MARKER_KINDS[kind]["name"])


def describe(event: dict[str, Any], names: list[str]) -> str:
    """One step of the public log (plus the viewer's own private details) as a sentence."""
    kind = event["e"]
    if kind == "round":
        return t("cb.ev_round", round=event["round"], name=names[event["first"]])
    if kind == "passed":
        text = t("cb.ev_passed")
        if "got_from_left" in event:
            text += " — " + t("cb.my_pass", left=card_name(event["gave_left"]), right=card_name(event["gave_right"]))
        return text
    if kind == "reveal":
        if event["piece"] is None:
            return t("cb.ev_reveal_none", n=event["trick"], name=names[event["player"]])
        return t("cb.ev_reveal", n=event["trick"], name=names[event["player"]], piece=piece_name(event["piece"]))
    if kind == "play":
        return t("cb.ev_play", name=names[event["player"]], card=card_name(event["card"]))
    if kind == "marker_gain":
        if "kind" in event:
            return t("cb.ev_marker_gain_kind", name=names[event["player"]], marker=marker_name(event["kind"]))
        return t("cb.ev_marker_gain", name=names[event["player"]])
    if kind == "marker":
        name, marker = names[event["player"]], marker_name(event["kind"])
        if "target" in event:
            text = t("cb.ev_marker_target", name=name, target=names[event["target"]], marker=marker)
        else:
            text = t("cb.ev_marker", name=name, marker=marker)
        if "old" in event:
            text += " " + t("cb.ev_switch", old=piece_name(event["old"]), piece=piece_name(event["piece"]))
        elif "piece" in event:
            text += " " + t("cb.ev_detail_piece", piece=piece_name(event["piece"]))
        if "gave" in event:
            text += " " + t("cb.ev_detail_cards", gave=card_name(event["gave"]), got=card_name(event["got"]))
        return text
    if kind == "trick":
        return trick_result(event, names)
    if kind == "round_end":
        return t("cb.ev_round_end", round=event["round"])
    return t("cb.ev_game_end")


def trick_result(result: dict[str, Any], names: list[str]) -> str:
    reason = t("cb.reason_" + result["reason"])
    name = names[result["winner"]]
    if result["piece"] is None:
        text = t("cb.trick_won_nopiece", name=name, reason=reason)
    else:
        text = t("cb.trick_won", name=name, reason=reason, piece=piece_name(result["piece"]))
    if result["markers"]:
        text += " · " + t("cb.marker_earned", names=join_names([names[p] for p in result["markers"]]))
    return text


class Board:
    """Draws the table and keeps the viewer's half-made choice until it names one legal action."""

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.pending: dict[str, Any] = {}
        self.note: str | None = None  # why the card just tapped cannot be played

    def is_private(self, view: dict[str, Any]) -> bool:
        # The acting player's screen shows their hand, pieces and markers (and their pass).
        return view["phase"] != "over"

    def outcome(self, view: dict[str, Any], names: list[str]) -> str:
        final = view["final"] or []
        scores = [f["score"] for f in final]
        ends = [e for e in view["log"] if e["e"] == "game_end"]
        winners = ends[-1]["winners"] if ends else []
        ache = view["stomach_ache"]
        won = join_names([names[p] for p in winners])
        if not scores:
            return ""
        if not ache:
            return t("cb.reason_all_tied", score=scores[0])
        top = max(scores)
        if not winners:
            return ""
        score = scores[winners[0]]
        tied = [p for p, s in enumerate(scores) if s == score]
        key = "cb.reason_ache_rotten" if len(tied) > len(winners) else "cb.reason_ache"
        if len(winners) > 1:
            key += "_many"
        return t(key, ache=join_names([names[p] for p in ache]), top=top, names=won, score=score)

    def render(self, table: Table) -> Element:
        self._table = table
        view = table.view
        phase = view["phase"]
        if phase == "over":
            body: Child = [self._final(table), self._round_results(table)]
        else:
            body = [
                self._header(table),
                self._players(table),
                self._trick(table) if phase == "play" else None,
                self._last_trick(table),
                self._controls(table),
                self._hand(table),
                self._mine(table),
                self._log(table),
                self._round_results(table),
            ]
        return el(
            "section",
            body,
            cls=f"cb cb-{phase}",
            data_testid="board",
            data_phase=phase,
            data_viewer=table.viewer,
            data_round=view["round"],
        )

    # --- the table ---------------------------------------------------------------------

    def _header(self, table: Table) -> Element:
        view = table.view
        parts = [
            el(
                "span",
                t("cb.round", round=view["round"], rounds=view["rounds"]),
                cls="chip",
                data_testid="cb-round",
                data_round=view["round"],
            ),
            el(
                "span",
                t("cb.trick", n=view["trick_number"], total=view["tricks_per_round"]),
                cls="chip",
                data_testid="cb-trick-number",
                data_trick=view["trick_number"],
            )
            if view["phase"] == "play"
            else None,
            el("span", t("cb.first", name=table.names[view["first_player"]]), cls="chip"),
            el("span", t("cb.pile", pieces=view["pile_pieces"], markers=view["pile_markers"]), cls="chip"),
        ]
        return el("div", parts, cls="cb-header")

    def _players(self, table: Table) -> Element:
        view = table.view
        rows = []
        for p, name in enumerate(table.names):
            is_turn = view["turn"] == p
            passed = view["passed"][p] if view["passed"] is not None else None
            rows.append(
                el(
                    "li",
                    el("span", cls="cb-name", text=name),
                    el("span", cls="tag", text=t("cb.you")) if p == table.viewer else None,
                    el("span", cls="tag", text=t("play.bot_tag")) if table.bots[p] else None,
                    el("span", cls="tag cb-turn-tag", text=t("cb.turn_mark")) if is_turn else None,
                    el("span", cls="tag", text=t("cb.passed" if passed else "cb.passing"))
                    if passed is not None
                    else None,
                    el(
                        "span",
                        el("span", t("cb.hand_count", n=view["hand_counts"][p])),
                        el("span", t("cb.piece_count", n=view["piece_counts"][p]), data_testid="cb-piece-count"),
                        el("span", t("cb.marker_count", n=view["marker_counts"][p]), data_testid="cb-marker-count"),
                        cls="cb-counts",
                    ),
                    cls="cb-player" + (" is-turn" if is_turn else "") + (" is-me" if p == table.viewer else ""),
                    data_testid="cb-player",
                    data_player=p,
                    data_pieces=view["piece_counts"][p],
                    data_markers=view["marker_counts"][p],
                )
            )
        return el("ul", rows, cls="cb-players")

    def _trick(self, table: Table) -> Element:
        view = table.view
        piece = view["contested"]
        contested = el(
            "div",
            el("p", cls="cb-label", text=t("cb.contested")),
            self._piece(piece) if piece else el("p", text=t("cb.no_piece")),
            cls="cb-contested",
            data_testid="cb-contested",
            data_piece=piece,
        )
        suit = view["trick_suit"]
        led = el(
            "p",
            t("cb.led", suit=t("cb.suit_" + suit)) if suit else t("cb.led_none"),
            cls="cb-led" + (f" suit-{suit}" if suit else ""),
            data_testid="cb-led",
            data_suit=suit,
        )
        cards = [
            el(
                "div",
                self._card(play["card"]),
                el("span", cls="cb-owner", text=f"{i + 1}. {table.names[play['player']]}"),
                cls="cb-played",
                data_testid="cb-trick-card",
                data_player=play["player"],
                data_card=play["card"],
            )
            for i, play in enumerate(view["trick"])
        ]
        return el(
            "div",
            contested,
            el(
                "div",
                el("p", cls="cb-label", text=t("cb.table")),
                led,
                el("div", cards or el("p", cls="muted", text=t("cb.trick_empty")), cls="cb-trick-cards"),
                cls="cb-trick-area",
            ),
            cls="cb-table",
            data_testid="cb-trick",
        )

    def _last_trick(self, table: Table) -> Element | None:
        last = table.view["last_trick"]
        if not last:
            return None
        cards = [
            el(
                "div",
                self._card(play["card"], size="sm", win=play["player"] == last["winner"]),
                el("span", cls="cb-owner", text=table.names[play["player"]]),
                cls="cb-played",
            )
            for play in last["cards"]
        ]
        return el(
            "div",
            el("p", cls="cb-label", text=t("cb.last_trick") + f" ({last['trick']})"),
            el("div", cards, cls="cb-trick-cards"),
            el("p", cls="cb-result", text=trick_result(last, table.names)),
            cls="cb-last",
            data_testid="cb-last-trick",
            data_winner=last["winner"],
        )

    # --- what the viewer may do --------------------------------------------------------

    def _controls(self, table: Table) -> Element | None:
        view, me = table.view, table.viewer
        names = table.names
        parts: list[Child] = []
        if view["phase"] == "pass":
            if table.legal:
                left, right = view["neighbours"]["left"], view["neighbours"]["right"]
                if "left" in self.pending:
                    parts.append(
                        el(
                            "p",
                            cls="chip",
                            text=t("cb.pass_left_chosen", to=names[left], card=card_name(self.pending["left"])),
                        )
                    )
                    parts.append(el("p", cls="prompt", text=t("cb.pass_prompt_right", name=names[me], to=names[right])))
                else:
                    parts.append(el("p", cls="prompt", text=t("cb.pass_prompt_left", name=names[me], to=names[left])))
            else:
                mine = view["my_pass"]
                if mine:
                    parts.append(
                        el(
                            "p",
                            cls="prompt",
                            text=t("cb.my_pass", left=card_name(mine["left"]), right=card_name(mine["right"])),
                        )
                    )
                waiting = [names[p] for p, done in enumerate(view["passed"]) if not done]
                parts.append(el("p", cls="muted", text=t("cb.pass_waiting", names=join_names(waiting))))
        elif table.legal:
            kind = self.pending.get("kind")
            if self.pending.get("do") == "marker" and kind:
                step = self._next_step(table)
                marker = marker_name(kind)
                parts.append(el("p", cls="prompt", text=t(f"cb.choose_{step}", marker=marker)))
                parts.append(el("p", cls="muted", text=pick(MARKER_KINDS[kind]["effect"])))
                if step == "target":
                    parts.append(
                        el(
                            "div",
                            [
                                button(
                                    names[q],
                                    action=lambda q=q: self._choose(target=q),
                                    cls="btn",
                                    data_testid="cb-target",
                                    data_target=q,
                                    data_choice=True,
                                )
                                for q in self._values(table, "target")
                            ],
                            cls="cb-choices",
                        )
                    )
                elif step == "piece":
                    parts.append(
                        el(
                            "div",
                            [
                                self._piece(x, action=lambda x=x: self._choose(piece=x), testid="cb-piece-choice")
                                for x in self._values(table, "piece")
                            ],
                            cls="cb-choices",
                        )
                    )
                parts.append(
                    button(t("cb.cancel"), action=self._cancel, cls="btn btn-ghost btn-small", data_testid="cb-cancel")
                )
            else:
                parts.append(el("p", cls="prompt", text=t("cb.play_prompt", name=names[me])))
                kinds = sorted({a["kind"] for a in table.legal if a["do"] == "marker"}, key=list(MARKER_KINDS).index)
                if kinds:
                    parts.append(el("p", cls="muted", text=t("cb.marker_prompt")))
                    parts.append(
                        el(
                            "div",
                            [
                                button(
                                    el("span", cls="cb-marker-icon", aria_hidden="true"),
                                    t("cb.use_marker", marker=marker_name(k)),
                                    action=lambda k=k: self._choose(do="marker", kind=k),
                                    cls=f"btn cb-marker marker-{k}",
                                    data_testid="cb-use-marker",
                                    data_kind=k,
                                    data_choice=True,
                                    title=pick(MARKER_KINDS[k]["effect"]),
                                )
                                for k in kinds
                            ],
                            cls="cb-choices",
                        )
                    )
        elif view["turn"] is not None:
            parts.append(el("p", cls="muted", text=t("cb.waiting", name=names[view["turn"]])))
        if self.note:
            parts.append(el("p", cls="cb-note", text=self.note, role="alert", data_testid="cb-illegal"))
        exchange = view["my_exchange"]
        if exchange and view["phase"] == "play" and view["trick_number"] == 1 and not view["trick"]:
            left, right = view["neighbours"]["left"], view["neighbours"]["right"]
            parts.append(
                el(
                    "p",
                    cls="chip",
                    data_testid="cb-exchange",
                    text=t(
                        "cb.exchange",
                        left=names[left],
                        right=names[right],
                        got_left=card_name(exchange["got_from_left"]),
                        got_right=card_name(exchange["got_from_right"]),
                    ),
                )
            )
        return el("div", parts, cls="cb-controls", data_testid="cb-controls") if parts else None

    def _hand(self, table: Table) -> Element | None:
        view = table.view
        hand = view["hand"]
        if hand is None:
            return None
        cards = []
        marker_card = self.pending.get("do") == "marker" and self._next_step(table) == "card"
        choosing_marker = self.pending.get("do") == "marker"
        for card in hand:
            action, choice, extra = None, False, ""
            if view["phase"] == "pass" and table.legal:
                if self.pending.get("left") == card:
                    action, extra = self._cancel, "is-picked"
                elif self._offers(
                    table, **({"right": card} if "left" in self.pending else {"do": "pass", "left": card})
                ):
                    step = {"right": card} if "left" in self.pending else {"do": "pass", "left": card}
                    action, choice = (lambda s=step: self._choose(**s)), True
            elif view["phase"] == "play" and table.legal:
                if marker_card:
                    if self._offers(table, card=card):
                        action, choice = (lambda c=card: self._choose(card=c)), True
                elif not choosing_marker:
                    if self._offers(table, do="play", card=card):
                        action, choice = (lambda c=card: self._play(c)), True
                    else:
                        action, extra = (lambda c=card: self._explain(c)), "is-illegal"
            cards.append(self._card(card, action=action, choice=choice, extra=extra, testid="cb-hand-card"))
        return el(
            "div",
            el("h3", cls="section-title", text=t("cb.hand", name=table.names[table.viewer])),
            el("div", cards, cls="cb-hand-cards"),
            cls="cb-hand",
            data_testid="cb-hand",
        )

    def _mine(self, table: Table) -> Element | None:
        view = table.view
        if view["my_pieces"] is None:
            return None
        pieces = [self._piece(x, testid="cb-my-piece") for x in view["my_pieces"]]
        markers = [
            el(
                "span",
                el("span", cls="cb-marker-icon", aria_hidden="true"),
                marker_name(k),
                cls=f"chip cb-marker marker-{k}",
                data_testid="cb-my-marker",
                data_kind=k,
                title=pick(MARKER_KINDS[k]["effect"]),
            )
            for k in view["my_markers"]
        ]
        return el(
            "div",
            el("h3", cls="section-title", text=t("cb.mine")),
            el("div", pieces or el("span", cls="muted", text=t("cb.no_pieces")), cls="cb-pieces"),
            el("div", markers or el("span", cls="muted", text=t("cb.no_markers")), cls="cb-markers"),
            cls="cb-mine",
            data_testid="cb-mine",
        )

    def _log(self, table: Table) -> Element:
        events = table.view["log"]
        items = [el("li", text=describe(e, table.names), data_event=e["e"]) for e in events]
        return el(
            "details",
            el("summary", t("cb.log")),
            el("ol", items[-40:], cls="cb-log-list", reversed=False),
            cls="cb-log",
            data_testid="cb-log",
            open=True,
        )

    def _round_results(self, table: Table) -> Element | None:
        results = table.view["round_results"]
        if not results:
            return None
        head = el(
            "tr",
            el("th", t("cb.player_col"), scope="col"),
            [el("th", t("cb.round_col", n=r + 1), scope="col") for r in range(len(results))],
        )
        rows = [
            el("tr", el("th", name, scope="row"), [el("td", str(r[p])) for r in results])
            for p, name in enumerate(table.names)
        ]
        return el(
            "div",
            el("h3", cls="section-title", text=t("cb.round_results")),
            el("table", el("thead", head), el("tbody", rows), cls="cb-results"),
            data_testid="cb-round-results",
        )

    # --- the end: cookies for everyone ---------------------------------------------------

    def _final(self, table: Table) -> Element:
        view = table.view
        final = view["final"] or []
        ends = [e for e in view["log"] if e["e"] == "game_end"]
        winners = ends[-1]["winners"] if ends else []
        blocks = []
        for p, f in enumerate(final):
            ache = p in view["stomach_ache"]
            won = p in winners
            cookies = [
                el(
                    "div",
                    [self._piece(x, size="sm") for x in cookie],
                    cls="cb-cookie",
                    title=t("cb.cookie"),
                    data_testid="cb-cookie",
                )
                for cookie in f["cookies"]
            ]
            blocks.append(
                el(
                    "div",
                    el(
                        "p",
                        el("span", cls="cb-name", text=table.names[p]),
                        el("span", cls="cb-score", text=t("cb.score", n=f["score"])),
                        el("span", cls="tag cb-ache", text=t("cb.ache")) if ache else None,
                        el("span", cls="tag cb-win", text=t("cb.winner_tag")) if won else None,
                        cls="cb-final-head",
                    ),
                    el("div", el("p", cls="cb-label", text=t("cb.cookie")), cookies, cls="cb-cookies")
                    if cookies
                    else None,
                    el(
                        "div",
                        el("p", cls="cb-label", text=t("cb.loose")),
                        [self._piece(x, size="sm") for x in f["loose"]],
                        cls="cb-pieces",
                    )
                    if f["loose"]
                    else None,
                    el(
                        "div",
                        el("p", cls="cb-label", text=t("cb.rotten")),
                        [self._piece(x, size="sm") for x in f["rotten"]],
                        [self._piece(x, size="sm", extra="is-cancelled") for x in f["cancelled"]],
                        cls="cb-pieces",
                    )
                    if f["rotten"]
                    else None,
                    el("p", cls="muted", text=t("cb.markers_points", n=f["markers"], points=f["marker_points"])),
                    cls="cb-final" + (" is-ache" if ache else "") + (" is-winner" if won else ""),
                    data_testid="cb-final",
                    data_player=p,
                    data_score=f["score"],
                    data_ache="yes" if ache else "no",
                )
            )
        return el(
            "div",
            el("h3", cls="section-title", text=t("cb.final_title")),
            el("p", cls="cb-ache-rule", text=t("cb.ache_rule"), data_testid="cb-ache-rule"),
            el("div", blocks, cls="cb-finals"),
        )

    # --- pieces and cards ---------------------------------------------------------------

    def _card(
        self,
        card: str,
        *,
        action: Any = None,
        choice: bool = False,
        extra: str = "",
        size: str = "md",
        testid: str = "cb-card",
        win: bool = False,
    ) -> Element:
        suit = suit_of(card)
        value = value_of(card)
        face = [
            el("span", cls="cb-value", text="★" if value is None else str(value)),
            el("span", cls="cb-suit", text=t("cb.magician") if card == MAGICIAN else t("cb.suit_" + suit)),
        ]
        cls = f"cb-card cb-card-{size} suit-{suit} {extra}".strip() + (" is-win" if win else "")
        attrs = {"data_testid": testid, "data_card": card, "aria_label": card_name(card)}
        if action is None:
            return el("div", face, cls=cls, **attrs)
        return button(face, action=action, cls=cls + (" is-choice" if choice else ""), data_choice=choice, **attrs)

    def _piece(
        self, piece: str, *, action: Any = None, size: str = "md", extra: str = "", testid: str = "cb-piece"
    ) -> Element:
        kind = kind_of(piece)
        face = [
            el("span", cls="cb-piece-mark", aria_hidden="true"),
            el("span", cls="cb-piece-text", text=piece_name(piece)),
        ]
        cls = f"cb-piece cb-piece-{size} flavour-{kind} {extra}".strip()
        attrs = {"data_testid": testid, "data_piece": piece}
        if action is None:
            return el("span", face, cls=cls, **attrs)
        return button(face, action=action, cls=cls + " is-choice", data_choice=True, **attrs)

    # --- narrowing the legal actions ----------------------------------------------------

    def _offers(self, table: Table, **step: Any) -> bool:
        wanted = {**self.pending, **step}
        return any(matches(action, wanted) for action in table.legal)

    def _values(self, table: Table, key: str) -> list[Any]:
        seen: list[Any] = []
        for action in table.legal:
            if matches(action, self.pending) and key in action and action[key] not in seen:
                seen.append(action[key])
        return seen

    def _next_step(self, table: Table) -> str | None:
        """The marker question still open: its card, then its piece, then its target."""
        for key in MARKER_STEPS:
            if key not in self.pending and self._values(table, key):
                return key
        return None

    def _choose(self, **step: Any) -> None:
        self.note = None
        self.pending.update(step)
        narrow(self._table, self.pending)

    def _play(self, card: str) -> None:
        self.pending = {"do": "play", "card": card}
        self.note = None
        narrow(self._table, self.pending)

    def _explain(self, card: str) -> None:
        suit = self._table.view["trick_suit"]
        self.note = t("cb.illegal_card", card=card_name(card), suit=t("cb.suit_" + (suit or "grey")))
        self._table.refresh()

    def _cancel(self) -> None:
        self.pending.clear()
        self.note = None
        self._table.refresh()
