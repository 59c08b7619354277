"""Cookie Battle's board, phone first: opponents in one compact row, the trick in play order, the hand docked below.

Everything drawn comes from the view; every tap narrows the viewer's legal actions
(a half-made choice is a partial action, e.g. ``{"do": "pass", "left": "red-3"}`` or
``{"do": "marker", "kind": "gift", "piece": "matcha-2"}``). Once the taps name exactly one
legal action it waits for a confirm (a card played face up cannot be taken back), so one
stray tap never commits anything. The move log is play.py's "Moves" panel, from :meth:`Board.log`.
"""

from __future__ import annotations

from typing import Any

from pygames.cookie_battle.data import MAGICIAN, MARKER_KINDS, kind_of, points_of, suit_of, value_of

from ..dom import Child, Element, button, el
from ..i18n import add, join_names, pick, t
from . import Table, matches
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
            text += " — " + t("cb.ev_my_pass", left=card_name(event["gave_left"]), right=card_name(event["gave_right"]))
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


def actor(event: dict[str, Any]) -> int | None:
    """The seat whose move (or win) a log line tells, for its colour; ``None`` for the table's own events."""
    if event["e"] == "trick":
        return event["winner"]
    if event["e"] == "round":
        return event["first"]
    return event.get("player")


def settled_trick(view: dict[str, Any]) -> dict[str, Any] | None:
    """The trick just won while all its cards are still on the table (a step of the move that ended it), else None."""
    return view["last_trick"] if len(view["trick"]) == view["players"] else None


def sr(text: str) -> Element:
    """Words for screen readers only, beside a compact visible figure."""
    return el("span", cls="cb-sr", text=text)


class Board:
    """Draws the table and keeps the viewer's half-made choice until they confirm the one legal action it names."""

    def __init__(self) -> None:
        self.open_seat: int | None = None  # the opponent whose details are open (a tap on their chip)
        self.reset()

    def reset(self) -> None:
        self.pending: dict[str, Any] = {}
        self.note: str | None = None  # why the card just tapped cannot be played

    def is_private(self, view: dict[str, Any]) -> bool:
        # The acting player's screen shows their hand, pieces and markers (and their pass).
        return view["phase"] != "over"

    def log(self, view: dict[str, Any], names: list[str]) -> list[tuple[int | None, str]]:
        """The whole game's log in words, oldest first: the seat each line is about, and the sentence."""
        return [(actor(event), describe(event, names)) for event in view["log"]]

    def upcoming(self, view: dict[str, Any]) -> str:
        """What the next player will do, said on the pass-and-play curtain."""
        if view["phase"] == "pass":
            return t("cb.up_pass")
        if view["phase"] != "play":
            return ""
        if not view["trick"]:
            return t("cb.up_lead", n=view["trick_number"])
        suit = view["trick_suit"]
        return t("cb.up_follow", n=view["trick_number"], suit=t("cb.suit_" + suit) if suit else t("cb.up_no_suit"))

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
                self._seats(table),
                self._seat_detail(table),
                self._trick(table) if phase == "play" else None,
                el(
                    "div",
                    self._controls(table),
                    self._hand(table),
                    self._mine(table),
                    cls="cb-dock",
                    data_testid="cb-dock",
                ),
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

    # --- the other players: one compact row, details on tap -------------------------------

    def _seats(self, table: Table) -> Element:
        view = table.view
        before = table.before
        chips = []
        for p in self._chips(table):
            passed = view["passed"][p] if view["passed"] is not None else None
            changed = before is not None and any(
                before[key][p] != view[key][p] for key in ("piece_counts", "marker_counts")
            )
            mark, state = (
                ("▶", t("cb.turn_mark"))
                if view["turn"] == p
                else ("✓", t("cb.passed"))
                if passed
                else ("…", t("cb.passing"))
                if passed is not None
                else ("", "")
            )
            chips.append(
                el(
                    "li",
                    button(
                        el(
                            "span",
                            el("span", cls="cb-seat-dot", aria_hidden="true"),
                            el("span", cls="cb-seat-name", text=table.names[p]),
                            cls="cb-seat-line",
                        ),
                        el(
                            "span",
                            el("span", cls="cb-ico cb-ico-card", aria_hidden="true"),
                            str(view["hand_counts"][p]),
                            sr(" " + t("cb.sr_cards") + ","),
                            el("span", cls="cb-ico cb-ico-piece", aria_hidden="true"),
                            str(view["piece_counts"][p]),
                            sr(" " + t("cb.sr_pieces") + ","),
                            el("span", cls="cb-ico cb-ico-marker", aria_hidden="true"),
                            str(view["marker_counts"][p]),
                            sr(" " + t("cb.sr_markers")),
                            el("span", mark, sr(" " + state), cls="cb-seat-state") if state else None,
                            cls="cb-seat-line cb-counts",
                        ),
                        action=lambda p=p: self._toggle_seat(p),
                        cls=f"cb-seat {table.colour(p)}"
                        + (" is-turn" if view["turn"] == p else "")
                        + (" is-changed" if changed else "")
                        + (" is-open" if self.open_seat == p else ""),
                        aria_expanded="true" if self.open_seat == p else "false",
                        data_testid=f"cb-seat-{p}",
                        data_player=p,
                        data_pieces=view["piece_counts"][p],
                        data_markers=view["marker_counts"][p],
                    ),
                )
            )
        info = el("p", self._info(table), cls="cb-info") if view["phase"] == "pass" else None
        return el("div", info, el("ul", chips, cls="cb-seats"), cls="cb-top")

    def _info(self, table: Table) -> list[Child]:
        """Where the game is: the round, and the trick while tricks are played."""
        view = table.view
        return [
            el(
                "span",
                t("cb.round", round=view["round"], rounds=view["rounds"]),
                data_testid="cb-round",
                data_round=view["round"],
            ),
            el(
                "span",
                t("cb.trick", n=view["trick_number"], total=view["tricks_per_round"]),
                data_testid="cb-trick-number",
                data_trick=view["trick_number"],
            )
            if view["phase"] == "play"
            else None,
        ]

    def _seat_detail(self, table: Table) -> Element | None:
        p = self.open_seat
        view = table.view
        if p is None or p not in self._chips(table):
            return None
        last = view["last_trick"]
        played = next((play["card"] for play in (last or {}).get("cards", []) if play["player"] == p), None)
        won = [r[p] for r in view["round_results"]]
        return el(
            "div",
            el("p", el("span", cls="cb-name", text=table.names[p]), cls="cb-detail-name"),
            el(
                "p",
                t(
                    "cb.detail_counts",
                    cards=view["hand_counts"][p],
                    pieces=view["piece_counts"][p],
                    markers=view["marker_counts"][p],
                ),
            ),
            el("p", t("cb.detail_last", card=card_name(played))) if played else None,
            el("p", t("cb.detail_rounds", counts=" / ".join(map(str, won)))) if won else None,
            el("p", t("cb.first", name=table.names[view["first_player"]])) if view["first_player"] == p else None,
            cls=f"cb-detail {table.colour(p)}",
            data_testid="cb-seat-detail",
            data_player=p,
        )

    def _chips(self, table: Table) -> list[int]:
        """The seats in the top row: the others, and for a spectator (no hand to show) every seat."""
        return list(range(table.view["players"])) if table.spectator else table.others()

    def _toggle_seat(self, player: int) -> None:
        self.open_seat = None if self.open_seat == player else player
        self._table.refresh()

    # --- the trick: every seat's slot in play order -----------------------------------------

    def _trick(self, table: Table) -> Element:
        view = table.view
        before = table.before
        n = view["players"]
        settled = settled_trick(view)
        showing_last = not view["trick"] and view["last_trick"] and not settled
        done = settled or (view["last_trick"] if showing_last else None)
        plays = done["cards"] if done else view["trick"]
        leader = plays[0]["player"] if plays else view["leader"]
        new_cards = {play["card"] for play in plays} - {play["card"] for play in before["trick"]} if before else set()
        slots = []
        for k in range(n):
            player = (leader + k) % n
            play = plays[k] if k < len(plays) else None
            turn = view["turn"] == player and play is None
            card = play["card"] if play else None
            win = bool(done) and done["winner"] == player
            slots.append(
                el(
                    "li",
                    self._card(
                        card, size="sm", win=win, extra="is-changed" if card in new_cards and not showing_last else ""
                    )
                    if card
                    else el("span", cls="cb-slot-empty" + (" is-turn" if turn else ""), aria_hidden="true"),
                    el(
                        "span",
                        ("▶ " if turn else "") + ("★ " if win else ""),
                        el("span", text=t("cb.you") if table.is_you(player) else table.names[player]),
                        cls=f"cb-owner {table.colour(player)}",
                    ),
                    cls="cb-slot" + (" is-turn" if turn else "") + (" is-win" if win else ""),
                    data_testid="cb-trick-card" if card and not showing_last else "cb-slot",
                    data_player=player,
                    data_card=card,
                )
            )
        piece = view["contested"]
        suit = done["suit"] if done else view["trick_suit"]
        heading = t("cb.last_trick_head", n=done["trick"]) if showing_last else t("cb.trick_head")
        return el(
            "div",
            el(
                "div",
                el(
                    "p",
                    el("span", cls="cb-label", text=t("cb.contested") + " "),
                    self._piece(piece, extra="is-changed" if before and piece != before["contested"] else "")
                    if piece
                    else el("span", text=t("cb.no_piece")),
                    cls="cb-contested",
                    data_testid="cb-contested",
                    data_piece=piece,
                ),
                el(
                    "p",
                    t("cb.led", suit=t("cb.suit_" + suit)) if suit else t("cb.led_none"),
                    cls="cb-led" + (f" suit-{suit}" if suit else ""),
                    data_testid="cb-led",
                    data_suit=suit,
                ),
                cls="cb-table-head",
            ),
            el("p", self._info(table), el("span", text=heading), cls="cb-info"),
            el("ol", slots, cls="cb-slots" + (" is-last" if showing_last else "")),
            el("p", cls="cb-result", text=trick_result(done, table.names), data_testid="cb-result") if done else None,
            self._exchange(table),
            cls="cb-table" + (" is-settled" if settled else ""),
            data_testid="cb-last-trick" if showing_last else "cb-trick",
            data_winner=done["winner"] if done else None,
            data_context=True,
        )

    def _exchange(self, table: Table) -> Element | None:
        """Before the first card of a round: the two cards the viewer was just passed, and by whom (until a tap)."""
        view = table.view
        exchange = view["my_exchange"]
        if not exchange or view["trick_number"] != 1 or view["trick"] or self.pending:
            return None
        left, right = view["neighbours"]["left"], view["neighbours"]["right"]
        return el(
            "p",
            cls="cb-exchange",
            data_testid="cb-exchange",
            text=t(
                "cb.exchange",
                left=table.names[left],
                right=table.names[right],
                got_left=card_name(exchange["got_from_left"]),
                got_right=card_name(exchange["got_from_right"]),
            ),
        )

    # --- what the viewer may do --------------------------------------------------------

    def _controls(self, table: Table) -> Element | None:
        view = table.view
        parts: list[Child] = []
        if view["phase"] == "pass":
            parts += self._pass_controls(table)
        elif table.legal:
            parts += self._play_controls(table)
        elif view["turn"] is not None and not settled_trick(view):
            parts.append(el("p", cls="muted", text=t("cb.waiting", name=table.names[view["turn"]])))
        if self.note:
            parts.append(el("p", cls="cb-note", text=self.note, role="alert", data_testid="cb-illegal"))
        return el("div", parts, cls="cb-controls", data_testid="cb-controls") if parts else None

    def _pass_controls(self, table: Table) -> list[Child]:
        view, names = table.view, table.names
        if not table.legal:
            mine = view["my_pass"]
            waiting = [names[p] for p, done in enumerate(view["passed"]) if not done]
            return [
                el(
                    "p",
                    cls="prompt",
                    text=t("cb.my_pass", left=card_name(mine["left"]), right=card_name(mine["right"])),
                )
                if mine
                else None,
                el("p", cls="muted", text=t("cb.pass_waiting", names=join_names(waiting))),
            ]
        chosen = self._complete(table)
        left, right = view["neighbours"]["left"], view["neighbours"]["right"]
        slots = el(
            "div",
            [
                el(
                    "p",
                    el("span", cls="cb-label", text=t(f"cb.pass_to_{side}", to=names[to])),
                    el("span", cls="cb-pass-card", text=card_name(self.pending[side]) if side in self.pending else "—"),
                    cls=f"cb-pass-slot {table.colour(to)}" + (" is-filled" if side in self.pending else ""),
                    data_testid=f"cb-pass-{side}",
                )
                for side, to in (("left", left), ("right", right))
            ],
            cls="cb-pass-slots",
            data_context=True,
        )
        if chosen is None:
            side, to = ("right", right) if "left" in self.pending else ("left", left)
            prompt = t(f"cb.pass_prompt_{side}", name=names[table.viewer], to=names[to])
            return [el("p", cls="prompt", text=prompt), slots]
        return [
            el("p", cls="prompt", text=t("cb.pass_confirm_prompt")),
            slots,
            self._confirm_row(t("cb.pass_confirm"), chosen),
        ]

    def _play_controls(self, table: Table) -> list[Child]:
        names = table.names
        chosen = self._complete(table)
        if self.pending.get("do") == "play" and chosen is not None:
            card = card_name(chosen["card"])
            return [
                el("p", cls="prompt", text=t("cb.play_confirm_prompt")),
                self._confirm_row(t("cb.play_confirm", card=card), chosen),
            ]
        if self.pending.get("do") != "marker":
            kinds = self._marker_kinds(table)
            return [
                el("p", cls="prompt", text=t("cb.play_prompt", name=names[table.viewer])),
                button(
                    el("span", cls="cb-marker-icon", aria_hidden="true"),
                    t("cb.markers_button"),
                    action=lambda: self._choose(do="marker"),
                    cls="btn cb-markers-btn",
                    data_testid="cb-markers",
                    data_choice=True,
                )
                if kinds
                else None,
            ]
        kind = self.pending.get("kind")
        if kind is None:  # the marker menu: each kind with what it does
            return [
                el("p", cls="prompt", text=t("cb.marker_menu")),
                el(
                    "div",
                    [
                        button(
                            el(
                                "span",
                                el("span", cls="cb-marker-icon", aria_hidden="true"),
                                t("cb.use_marker", marker=marker_name(k)),
                                cls="cb-marker-name",
                            ),
                            el("span", cls="cb-marker-effect", text=pick(MARKER_KINDS[k]["effect"])),
                            action=lambda k=k: self._choose(kind=k),
                            cls=f"btn cb-marker marker-{k}",
                            data_testid=f"cb-marker-{k}",
                            data_kind=k,
                            data_choice=True,
                        )
                        for k in self._marker_kinds(table)
                    ],
                    cls="cb-marker-menu",
                ),
                self._cancel_button(t("cb.back")),
            ]
        marker = marker_name(kind)
        effect = el("p", cls="cb-effect", text=pick(MARKER_KINDS[kind]["effect"]), data_context=True)
        if chosen is not None:
            return [
                el("p", cls="prompt", text=t("cb.marker_confirm_prompt", marker=marker)),
                effect,
                self._confirm_row(t("cb.use_marker", marker=marker), chosen),
            ]
        step = self._next_step(table)
        parts: list[Child] = [el("p", cls="prompt", text=t(f"cb.choose_{step}", marker=marker)), effect]
        if step == "target":
            parts.append(
                el(
                    "div",
                    [
                        button(
                            names[q],
                            action=lambda q=q: self._choose(target=q),
                            cls=f"btn cb-target {table.colour(q)}",
                            data_testid=f"cb-target-{q}",
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
                        self._piece(x, action=lambda x=x: self._choose(piece=x), testid=f"cb-piece-{x}")
                        for x in self._values(table, "piece")
                    ],
                    cls="cb-choices",
                )
            )
        parts.append(self._cancel_button(t("cb.cancel")))
        return parts

    def _confirm_row(self, label: str, action: dict[str, Any]) -> Element:
        return el(
            "div",
            button(
                label,
                action=lambda: self._table.act(action),
                cls="btn btn-primary cb-confirm",
                data_testid="cb-confirm",
                data_choice=True,
            ),
            self._cancel_button(t("cb.cancel")),
            cls="cb-confirm-row",
        )

    def _cancel_button(self, label: str) -> Element:
        return button(label, action=self._cancel, cls="btn btn-ghost", data_testid="cb-cancel")

    def _marker_kinds(self, table: Table) -> list[str]:
        return sorted({a["kind"] for a in table.legal if a["do"] == "marker"}, key=list(MARKER_KINDS).index)

    def _hand(self, table: Table) -> Element | None:
        view = table.view
        hand = view["hand"]
        if hand is None:
            return None
        before = table.before
        new = set(hand) - set(before["hand"] or hand) if before and before["round"] == view["round"] else set()
        playing = view["phase"] == "play" and bool(table.legal)
        marker_card = (
            self.pending.get("do") == "marker" and self.pending.get("kind") and self._next_step(table) == "card"
        )
        cards = []
        for card in hand:
            action, choice, extra, state = None, False, "", ""
            if view["phase"] == "pass" and table.legal:
                side = next((s for s in ("left", "right") if self.pending.get(s) == card), None)
                if side:
                    action, extra = (lambda s=side: self._unpick(s)), "is-picked"
                    state = t(f"cb.sr_pass_{side}")
                elif self._complete(table) is None:
                    step = {"right": card} if "left" in self.pending else {"do": "pass", "left": card}
                    if self._offers(table, **step):
                        action, choice = (lambda s=step: self._choose(**s)), True
            elif playing and marker_card:
                if self._offers(table, card=card):
                    action, choice = (lambda c=card: self._choose(card=c)), True
            elif playing and self.pending.get("do") != "marker":
                if self.pending.get("card") == card:
                    action, choice, extra = (lambda: self._table.act(self._complete(self._table))), True, "is-picked"
                    state = t("cb.sr_selected")
                elif self._offers(table, do="play", card=card):
                    action, choice = (lambda c=card: self._select(c)), True
                else:
                    action, extra = (lambda c=card: self._explain(c)), "is-illegal"
            if card in new:
                extra += " is-changed"
            cards.append(
                self._card(card, action=action, choice=choice, extra=extra, testid=f"cb-hand-{card}", state=state)
            )
        me = table.viewer
        return el(
            "div",
            el("div", cards, cls="cb-hand-cards"),
            cls="cb-hand " + table.colour(me),
            role="group",
            aria_label=t("cb.hand"),
            data_testid="cb-hand",
            # the whole hand matters while a card is chosen from it; at a confirm, the chosen cards are shown above
            data_context=True if self.pending.get("do") != "marker" and self._complete(table) is None else None,
        )

    def _mine(self, table: Table) -> Element | None:
        view = table.view
        if view["my_pieces"] is None:
            return None
        pieces = [self._piece(x, size="sm", testid="cb-my-piece") for x in view["my_pieces"]]
        markers = [
            el(
                "span",
                el("span", cls="cb-marker-icon", aria_hidden="true"),
                marker_name(k),
                cls=f"cb-my-marker marker-{k}",
                data_testid="cb-my-marker",
                data_kind=k,
            )
            for k in view["my_markers"]
        ]
        return el(
            "div",
            el("span", cls="cb-label", text=t("cb.mine")),
            pieces or el("span", cls="muted", text=t("cb.no_pieces")),
            markers,
            el("span", cls="cb-pile", text=t("cb.pile", pieces=view["pile_pieces"], markers=view["pile_markers"])),
            cls="cb-mine",
            data_testid="cb-mine",
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
            el("tr", el("th", name, scope="row", cls=table.colour(p)), [el("td", str(r[p])) for r in results])
            for p, name in enumerate(table.names)
        ]
        return el(
            "div",
            el("h3", cls="section-title", text=t("cb.round_results")),
            el("table", el("thead", head), el("tbody", rows), cls="cb-results"),
            cls="cb-round-results",
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
                    cls=f"cb-final {table.colour(p)}" + (" is-ache" if ache else "") + (" is-winner" if won else ""),
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
        state: str = "",
    ) -> Element:
        """A card: its number and suit in words (the accessible name is what it shows, never a second label)."""
        suit = suit_of(card)
        value = value_of(card)
        face = [
            el("span", cls="cb-value", text="★" if value is None else str(value)),
            el("span", cls="cb-suit", text=" " + (t("cb.magician") if card == MAGICIAN else t("cb.suit_" + suit))),
            sr(" " + state) if state else None,
        ]
        cls = f"cb-card cb-card-{size} suit-{suit} {extra}".strip() + (" is-win" if win else "")
        attrs = {"data_testid": testid, "data_card": card}
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

    def _complete(self, table: Table) -> dict[str, Any] | None:
        """The one legal action the taps so far name (waiting for the confirm), or ``None``."""
        if not self.pending:
            return None
        left = [action for action in table.legal if matches(action, self.pending)]
        return left[0] if len(left) == 1 else None

    def _next_step(self, table: Table) -> str | None:
        """The marker question still open: its card, then its piece, then its target."""
        for key in MARKER_STEPS:
            if key not in self.pending and self._values(table, key):
                return key
        return None

    def _choose(self, **step: Any) -> None:
        self.note = None
        self.pending.update(step)
        if not any(matches(action, self.pending) for action in self._table.legal):
            self.pending.clear()  # a choice nothing matches is dropped
        self._table.refresh()

    def _select(self, card: str) -> None:
        """A hand card tapped: it is raised, and plays on a second tap or the confirm."""
        self.pending = {"do": "play", "card": card}
        self.note = None
        self._table.refresh()

    def _unpick(self, side: str) -> None:
        """A card chosen for the pass, tapped again: it goes back to the hand (the right one stays chosen)."""
        self.pending.pop(side, None)
        if "left" not in self.pending and "right" in self.pending:
            self.pending["left"] = self.pending.pop("right")
        if set(self.pending) <= {"do"}:
            self.pending.clear()
        self.note = None
        self._table.refresh()

    def _explain(self, card: str) -> None:
        suit = self._table.view["trick_suit"]
        self.pending.clear()
        self.note = t("cb.illegal_card", card=card_name(card), suit=t("cb.suit_" + (suit or "grey")))
        self._table.refresh()

    def _cancel(self) -> None:
        self.pending.clear()
        self.note = None
        self._table.refresh()
