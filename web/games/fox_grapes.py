"""The Fox and the Grapes' board: every player's face-up grapes and face-down card, the viewer's hand.

Everything drawn comes from the view; every tap narrows the viewer's legal actions
(e.g. ``{"do": "play", "card": "sour"}`` waits for a claim) and the action is played
as soon as only one legal action matches. The reveals of a round happen at once in
the engine; the board replays them from the public log one step at a time, with the
face-up grapes as they were after that step, before the viewer acts again.
"""

from __future__ import annotations

from typing import Any

from pygames.fox_grapes.data import CARD_NAMES, CARDS

from ..dom import Element, button, el
from ..i18n import add, join_names, pick, t
from . import Table, matches, narrow
from .fox_grapes_text import WORDS

add(WORDS)

#: Log events replayed one at a time.
STEPS = ("no_target", "reveal", "self_check", "push", "fox", "fox_skipped", "round_end")
#: A short mark on every card face, so that colour is never the only cue.
MARKS = {"sweet": "甘", "sour": "酸", "fox": "狐"}


def card_name(card: str) -> str:
    return pick(CARD_NAMES[card])


def effects(event: dict[str, Any]) -> list[tuple[int, str, int]]:
    """How one log event changed the face-up cards: (player, card, +/-1)."""
    kind = event["e"]
    if kind == "reveal":
        return [(event["taker"], event["card"], 1)]
    if kind == "self_check" and event["outcome"] == "taken":
        return [(event["player"], event["card"], 1)]
    if kind == "push":
        return [(event["target"], "sour", 1)]
    if kind == "fox":
        p, target = event["player"], event["target"]
        if event["choice"] == "give_sour":
            return [(p, "sour", -1), (target, "sour", 1)]
        return [(target, "sweet", -1), (p, "sweet", 1)]
    return []


def score(face_up: dict[str, int]) -> int:
    return face_up["sweet"] + face_up["fox"] - face_up["sour"]


def describe(event: dict[str, Any], names: list[str]) -> str:
    """One replayed step as a sentence that names the players."""
    kind = event["e"]
    if kind == "reveal":
        return t(
            "fg.ev_reveal",
            declarer=names[event["declarer"]],
            owner=names[event["owner"]],
            claim=card_name(event["claim"]),
            call=card_name(event["call"]),
            card=card_name(event["card"]),
            taker=names[event["taker"]],
        )
    if kind == "self_check":
        name = names[event["player"]]
        head = t("fg.ev_self", name=name, claim=card_name(event["claim"]), card=card_name(event["card"]))
        tail = {"taken": "fg.ev_self_taken", "removed": "fg.ev_self_removed", "push": "fg.ev_self_push"}
        return f"{head} {t(tail[event['outcome']], name=name)}"
    if kind == "push":
        return t("fg.ev_push", name=names[event["player"]], target=names[event["target"]])
    if kind == "fox":
        key = "fg.ev_fox_give" if event["choice"] == "give_sour" else "fg.ev_fox_take"
        text = t(key, name=names[event["player"]], target=names[event["target"]])
        return text + (t("fg.ev_forced") if event["forced"] else "")
    if kind == "fox_skipped":
        return t("fg.ev_fox_skipped", name=names[event["player"]])
    if kind == "no_target":
        return t("fg.ev_no_target", name=names[event["player"]])
    scores = ", ".join(f"{names[p]} {s}" for p, s in enumerate(event["scores"]))
    return t("fg.ev_round_end", round=event["round"], scores=scores)


class Board:
    """Draws the table, replays reveals, and keeps the viewer's half-made choice."""

    def __init__(self) -> None:
        self.seen: dict[int, int] = {}  # per viewer: log events before this index were replayed to them
        self.reset()

    def reset(self) -> None:
        self.pending: dict[str, Any] = {}

    def is_private(self, view: dict[str, Any]) -> bool:
        # The acting player's screen always shows their hand and their own face-down cards.
        return view["phase"] != "over"

    def outcome(self, view: dict[str, Any], names: list[str]) -> str:
        over = [e for e in view["log"] if e["e"] == "over"]
        winners = over[-1]["winners"] if over else []
        ranking = view["ranking"]
        best = max(ranking)
        points, fox, sweet = best
        if not winners:
            return t("fg.reason_draw", points=points, fox=fox, sweet=sweet)
        if len(winners) > 1:
            return t(
                "fg.reason_shared", names=join_names([names[p] for p in winners]), points=points, fox=fox, sweet=sweet
            )
        others = sorted((k for p, k in enumerate(ranking) if p != winners[0]), reverse=True)
        name = names[winners[0]]
        if not others or others[0][0] < points:
            return t("fg.reason_points", name=name, points=points)
        if others[0][1] < fox:
            return t("fg.reason_foxes", name=name, points=points, n=fox)
        return t("fg.reason_sweet", name=name, points=points, fox=fox, n=sweet)

    def render(self, table: Table) -> Element:
        self._table = table
        view = table.view
        phase = view["phase"]
        log = view["log"]
        self.seen.setdefault(table.viewer, len(log))  # a resumed game does not replay the past
        step = None if phase == "over" else self._next_step(table)
        if step is not None:
            replayed = max(e["round"] for e in log[: step + 1] if e["e"] == "round")
            body = [
                self._header(table, replayed),
                self._replay(table, step),
                self._seats(table, upto=step, show_table=False),
            ]
            body.append(self._hand(table, choosing=False))
        elif phase == "over":
            body = [self._standings(table), self._final_steps(table), self._last_round(table)]
        else:
            body = [
                self._header(table),
                self._controls(table),
                self._seats(table, upto=None, show_table=True),
                self._hand(table),
                self._last_round(table),
            ]
        return el(
            "section",
            body,
            cls=f"fg fg-{phase}",
            data_testid="board",
            data_phase=phase,
            data_viewer=table.viewer,
            data_replay="yes" if step is not None else "no",
        )

    # --- the replay of reveals --------------------------------------------------------

    def _next_step(self, table: Table) -> int | None:
        log = table.view["log"]
        for index in range(self.seen[table.viewer], len(log)):
            if log[index]["e"] in STEPS:
                return index
        self.seen[table.viewer] = len(log)
        return None

    def _replay(self, table: Table, index: int) -> Element:
        log = table.view["log"]
        # this batch of steps: the run of replayed events (and round starts) around this one
        first = index
        while first > 0 and log[first - 1]["e"] in STEPS + ("round",):
            first -= 1
        last = index
        while last + 1 < len(log) and log[last + 1]["e"] in STEPS + ("round",):
            last += 1
        steps = [i for i in range(first, last + 1) if log[i]["e"] in STEPS]
        event = log[index]
        card = event.get("card")

        def next_step() -> None:
            self.seen[table.viewer] = index + 1
            table.refresh()

        def skip() -> None:
            self.seen[table.viewer] = len(log)
            table.refresh()

        return el(
            "div",
            el("h2", cls="panel-title", text=t("fg.reveal_title", n=steps.index(index) + 1, total=len(steps))),
            el(
                "div",
                self._face(card, size="lg") if card else None,
                el("p", cls="fg-event", text=describe(event, table.names), data_testid="fg-event"),
                cls="fg-replay-body",
            ),
            el(
                "div",
                button(
                    t("fg.next"),
                    action=next_step,
                    cls="btn btn-primary",
                    data_testid="fg-next",
                    data_choice=True,
                ),
                button(t("fg.skip"), action=skip, cls="btn btn-ghost", data_testid="fg-skip"),
                cls="fg-replay-actions",
            ),
            cls="fg-replay",
            data_testid="fg-replay",
            data_event=event["e"],
            data_step=index,
        )

    # --- the table ---------------------------------------------------------------------

    def _header(self, table: Table, round_no: int | None = None) -> Element:
        view = table.view
        round_no = round_no or view["round"]
        return el(
            "div",
            el("span", cls="fg-round", text=t("fg.round", round=round_no, rounds=view["rounds"])),
            el("span", cls="fg-start", text=t("fg.start", name=table.names[view["start"]])),
            cls="fg-header",
            data_testid="fg-round",
            data_round=round_no,
        )

    def _face_up(self, view: dict[str, Any], upto: int | None) -> list[dict[str, int]]:
        """Everyone's face-up cards, as they were right after log event ``upto`` (now if None)."""
        counts = [dict(seat["face_up"]) for seat in view["seats"]]
        if upto is not None:
            for event in view["log"][upto + 1 :]:
                for p, card, delta in effects(event):
                    counts[p][card] -= delta
        return counts

    def _seats(self, table: Table, upto: int | None, show_table: bool) -> Element:
        view = table.view
        counts = self._face_up(view, upto)
        acting = self._acting(view)
        rows = []
        for p, seat in enumerate(view["seats"]):
            face = counts[p]
            head = el(
                "div",
                el("span", cls="turn-dot", aria_hidden="true"),
                el("span", cls="side-name", text=table.names[p], data_testid="fg-name"),
                el("span", cls="tag", text=t("fg.you")) if p == table.viewer else None,
                el("span", cls="tag", text=t("play.bot_tag")) if table.bots[p] else None,
                el("span", cls="fg-hand-size", text=t("fg.hand_count", n=seat["hand_size"])),
                cls="fg-seat-head",
            )
            grapes = el(
                "div",
                [self._count(card, face[card]) for card in CARDS],
                el("span", cls="fg-score", text=t("fg.points", n=score(face)), data_testid="fg-score"),
                cls="fg-grapes",
                data_testid="fg-faceup",
                data_player=p,
                data_sweet=face["sweet"],
                data_sour=face["sour"],
                data_fox=face["fox"],
                data_score=score(face),
            )
            slots = el("div", [self._slot(table, p, i, s) for i, s in enumerate(seat["table"])], cls="fg-slots")
            note = None
            if show_table and p in view["self_check"] and view["phase"] == "declare":
                note = el("p", cls="hint", text=t("fg.self_check_note", name=table.names[p]), data_testid="fg-self")
            rows.append(
                el(
                    "div",
                    head,
                    grapes,
                    slots if show_table else None,
                    note,
                    cls="fg-seat" + (" is-turn" if p in acting else "") + (" is-me" if p == table.viewer else ""),
                    data_testid="fg-seat",
                    data_player=p,
                )
            )
        return el("div", rows, cls="fg-seats")

    def _acting(self, view: dict[str, Any]) -> list[int]:
        if view["phase"] in ("fox", "push"):
            return [view["pending"]["player"]]
        if view["phase"] == "play":
            played = sum(len(seat["table"]) for seat in view["seats"])
            per = view["cards_per_round"]
            return [view["order"][played // per]] if played // per < len(view["order"]) else []
        return []

    def _count(self, card: str, n: int) -> Element:
        return el(
            "span",
            el("span", cls="fg-mark", text=MARKS[card], aria_hidden="true"),
            t(f"fg.{card}_n", n=n),
            cls=f"fg-count fg-{card}",
            title=card_name(card),
        )

    def _slot(self, table: Table, owner: int, index: int, slot: dict[str, Any]) -> Element:
        """A face-down card (its face only for its owner), its claim and the declaration on it."""
        call = slot["call"]
        mine = owner == table.viewer
        offered = (
            not mine
            and table.view["phase"] == "declare"
            and self.pending.get("do") is None
            and self._offers(do="declare", target=owner, slot=index)
        )
        chosen = self.pending.get("target") == owner and self.pending.get("slot") == index
        face = self._face(slot["card"], size="sm") if slot["card"] else self._back()
        parts = [
            face,
            el("span", cls="fg-claim", text=t("fg.claim", claim=card_name(slot["claim"]))),
            el(
                "span",
                cls="fg-call" + (" is-set" if call else ""),
                text=self._call_text(table, call),
                data_testid="fg-call-chip" if call else None,
                data_call=call["call"] if call else None,
                data_by=call["by"] if call else None,
            ),
        ]
        attrs = {
            "data_testid": "fg-slot",
            "data_player": owner,
            "data_slot": index,
            "data_card": slot["card"] if mine and slot["card"] else None,
        }
        cls = "fg-slot" + (" is-chosen" if chosen else "")
        if offered:
            return button(
                parts,
                action=lambda: self._choose(do="declare", target=owner, slot=index),
                cls=cls + " is-choice",
                data_choice=True,
                **attrs,
            )
        return el("div", parts, cls=cls, **attrs)

    def _call_text(self, table: Table, call: dict[str, Any] | None) -> str:
        if call is None:
            return t("fg.no_call")
        return t("fg.call", name=table.names[call["by"]], call=card_name(call["call"]))

    def _face(self, card: str, size: str) -> Element:
        return el(
            "span",
            el("span", cls="fg-face-mark", text=MARKS[card], aria_hidden="true"),
            el("span", cls="fg-face-name", text=card_name(card)),
            cls=f"fg-face fg-face-{size} fg-{card}",
        )

    def _back(self) -> Element:
        return el("span", el("span", cls="fg-face-mark", text="?"), cls="fg-face fg-face-sm fg-back")

    def _hand(self, table: Table, choosing: bool = True) -> Element | None:
        hand = table.view["seats"][table.viewer]["hand"]
        if hand is None:
            return None
        choosing = choosing and table.view["phase"] == "play" and not self.pending and bool(table.legal)
        cards = []
        for card in CARDS:
            if not hand[card]:
                continue
            offered = choosing and self._offers(do="play", card=card)
            picked = self.pending.get("card") == card
            face = [self._face(card, size="md"), el("span", cls="fg-hand-n", text=f"×{hand[card]}")]
            attrs = {"data_testid": "fg-hand-card", "data_card": card, "data_count": hand[card]}
            cls = "fg-hand-card" + (" is-picked" if picked else "")
            if offered:
                cards.append(
                    button(
                        face,
                        action=lambda c=card: self._choose(do="play", card=c),
                        cls=cls + " is-choice",
                        data_choice=True,
                        **attrs,
                    )
                )
            else:
                cards.append(el("div", face, cls=cls, **attrs))
        return el(
            "div",
            el("h3", cls="fg-hand-title", text=t("fg.hand", name=table.names[table.viewer])),
            el("div", cards or el("p", text=t("fg.hand_empty")), cls="fg-hand-cards"),
            cls="fg-hand",
            data_testid="fg-hand",
        )

    # --- the action panel --------------------------------------------------------------

    def _controls(self, table: Table) -> Element:
        view = table.view
        phase = view["phase"]
        me = table.names[table.viewer]
        options: list[Element] = []
        if not table.legal:
            acting = [table.names[p] for p in self._acting(view)]
            prompt = t("fg.waiting", name=join_names(acting)) if acting else t(f"fg.{phase}_phase")
        elif phase == "play":
            if "card" in self.pending:
                prompt = t("fg.claim_prompt", card=card_name(self.pending["card"]))
                options = [self._option(t("fg.claim", claim=card_name(k)), "fg-claim", k, claim=k) for k in CARDS]
            else:
                prompt = t("fg.play_prompt", name=me)
        elif phase == "declare":
            if "target" in self.pending:
                owner = self.pending["target"]
                claim = view["seats"][owner]["table"][self.pending["slot"]]["claim"]
                prompt = t("fg.call_prompt", owner=table.names[owner], claim=card_name(claim))
                options = [self._option(card_name(k), "fg-call", k, call=k) for k in CARDS]
            else:
                prompt = t("fg.declare_prompt", name=me)
        elif phase == "fox":
            prompt = t("fg.fox_prompt", name=me)
            options = [
                button(
                    t(
                        "fg.fox_give" if a["choice"] == "give_sour" else "fg.fox_take",
                        target=table.names[a["target"]],
                    ),
                    action=lambda a=a: table.act(a),
                    cls="btn btn-choice",
                    data_testid="fg-fox",
                    data_value=a["choice"],
                    data_target=a["target"],
                    data_choice=True,
                )
                for a in table.legal
            ]
        else:
            prompt = t("fg.push_prompt", name=me)
            options = [
                button(
                    t("fg.push_to", target=table.names[a["target"]]),
                    action=lambda a=a: table.act(a),
                    cls="btn btn-choice",
                    data_testid="fg-push",
                    data_target=a["target"],
                    data_choice=True,
                )
                for a in table.legal
            ]
        cancel = None
        if self.pending:
            cancel = button(t("fg.cancel"), action=self._cancel, cls="btn btn-ghost", data_testid="choice-cancel")
        return el(
            "div",
            el("p", cls="prompt", text=prompt, data_testid="fg-prompt"),
            el("div", options, cls="fg-options") if options else None,
            cancel,
            cls="fg-controls" + (" is-active" if table.legal else ""),
            data_testid="controls",
            data_pending=self.pending.get("do"),
        )

    def _option(self, label: str, testid: str, value: str, **step: Any) -> Element:
        return button(
            el("span", cls=f"fg-mark fg-{value}", text=MARKS[value], aria_hidden="true"),
            label,
            action=lambda: self._choose(**step),
            cls=f"btn btn-choice fg-opt fg-{value}",
            data_testid=testid,
            data_value=value,
            data_choice=True,
        )

    def _cancel(self) -> None:
        self.pending = {}
        self._table.refresh()

    # --- the previous round, all revealed ------------------------------------------------

    def _last_round(self, table: Table) -> Element | None:
        last = table.view["last_table"]
        if not last:
            return None
        rows = []
        for p, slots in enumerate(last):
            for slot in slots:
                call = slot["call"]
                taker = slot["taker"]
                rows.append(
                    el(
                        "li",
                        self._face(slot["card"], size="xs") if slot["card"] else self._back(),
                        el(
                            "span",
                            f"{table.names[p]} — {t('fg.claim', claim=card_name(slot['claim']))}",
                            f" · {t('fg.call', name=table.names[call['by']], call=card_name(call['call']))}"
                            if call
                            else "",
                            f" → {table.names[taker]}" if taker is not None else f" → {t('fg.removed')}",
                        ),
                        cls="fg-last-row",
                    )
                )
        return el(
            "details",
            el("summary", text=t("fg.last_round")),
            el("ul", rows, cls="fg-last-list"),
            cls="fg-last",
            data_testid="fg-last-round",
        )

    def _final_steps(self, table: Table) -> Element:
        """The last round's reveals, all at once (the game is over)."""
        log = table.view["log"]
        start = max(i for i, e in enumerate(log) if e["e"] == "round")
        steps = [e for e in log[start:] if e["e"] in STEPS]
        return el(
            "div",
            el("h3", cls="section-title", text=t("fg.final_reveals")),
            el("ol", [el("li", text=describe(e, table.names)) for e in steps], cls="fg-final-list"),
            data_testid="fg-final-reveals",
        )

    def _standings(self, table: Table) -> Element:
        view = table.view
        order = sorted(range(len(view["seats"])), key=lambda p: view["ranking"][p], reverse=True)
        head = el(
            "tr",
            [
                el("th", text=t(key), scope="col")
                for key in ("fg.col_player", "fg.col_points", "fg.col_fox", "fg.col_sweet", "fg.col_sour")
            ],
        )
        rows = []
        for p in order:
            face = view["seats"][p]["face_up"]
            rows.append(
                el(
                    "tr",
                    el("th", text=table.names[p], scope="row"),
                    el("td", text=str(score(face))),
                    el("td", text=str(face["fox"])),
                    el("td", text=str(face["sweet"])),
                    el("td", text=str(face["sour"])),
                    data_testid="fg-standing",
                    data_player=p,
                    data_score=score(face),
                )
            )
        return el(
            "div",
            el("table", el("thead", head), el("tbody", rows), cls="fg-standings"),
            data_testid="fg-standings",
        )

    # --- narrowing the legal actions -------------------------------------------------

    def _offers(self, **step: Any) -> bool:
        wanted = {**self.pending, **step}
        return any(matches(action, wanted) for action in self._table.legal)

    def _choose(self, **step: Any) -> None:
        """Extend the choice; play it once exactly one legal action is left."""
        self.pending.update(step)
        narrow(self._table, self.pending)
