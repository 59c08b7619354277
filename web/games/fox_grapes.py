"""The Fox and the Grapes' board: opponents compact at the top, the decision in the middle, the viewer's
face-down cards and hand docked at the bottom, so every decision fits one phone screen.

Everything drawn comes from the view; every tap narrows the viewer's legal actions
(e.g. ``{"do": "play", "card": "sour"}`` waits for a claim) and the action is played
as soon as only one legal action matches. The move log is told in words by fox_grapes_log;
a round's reveals come one card at a time as the engine's steps, and what changed since
the step before (``table.before``) is highlighted.
"""

from __future__ import annotations

from typing import Any

from pygames.fox_grapes.data import CARDS

from ..dom import Element, button, el
from ..i18n import join_names, t
from . import Table, matches, narrow
from .fox_grapes_log import card_name, describe, log_lines

#: A short mark on every card face, so that colour is never the only cue.
MARKS = {"sweet": "甘", "sour": "酸", "fox": "狐"}
#: The last round's events listed on the game-over screen.
FINAL_EVENTS = ("no_target", "reveal", "self_check", "push", "fox", "fox_skipped")


def short_name(card: str) -> str:
    return t(f"fg.short_{card}")


class Board:
    """Draws the table and keeps the viewer's half-made choice and which opponents are opened."""

    def __init__(self) -> None:
        self.opened: set[int] = set()  # opponents whose detail the viewer opened
        self.reset()

    def reset(self) -> None:
        self.pending: dict[str, Any] = {}

    def is_private(self, view: dict[str, Any]) -> bool:
        # The acting player's screen always shows their hand and their own face-down cards.
        return view["phase"] != "over"

    # --- what happened, in words (read by the play screen) ------------------------------

    def log(self, view: dict[str, Any], names: list[str]) -> list[tuple[int | None, str]]:
        return log_lines(view, names)

    def upcoming(self, view: dict[str, Any]) -> str:
        return t(f"fg.{view['phase']}_phase") if view["phase"] in ("play", "declare", "fox", "push") else ""

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

    # --- drawing ---------------------------------------------------------------------------

    def render(self, table: Table) -> Element:
        self._table = table
        view = table.view
        phase = view["phase"]
        if phase == "over":
            body = [self._standings(table), self._final_steps(table), self._last_round(table)]
        else:
            others = table.others()
            body = [
                self._header(table),
                el("div", [self._opponent(table, p) for p in others], cls="fg-opps", data_testid="fg-opponents"),
                self._controls(table),
                self._mine(table),
                self._last_round(table),
            ]
        return el(
            "section",
            body,
            cls=f"fg fg-{phase} fg-n{len(view['seats'])}",
            data_testid="board",
            data_phase=phase,
            data_viewer=table.viewer,
        )

    def _header(self, table: Table) -> Element:
        view = table.view
        return el(
            "div",
            el("span", cls="fg-round", text=t("fg.round", round=view["round"], rounds=view["rounds"])),
            el("span", cls="fg-start", text=t("fg.start", name=table.names[view["start"]])),
            cls="fg-header",
            data_testid="fg-round",
            data_round=view["round"],
        )

    def _before(self, table: Table) -> dict[str, Any] | None:
        """The view of the step before this one, if it shows the same round (what to highlight against)."""
        before = table.before
        if before and before["round"] == table.view["round"] and before["phase"] != "over":
            return before
        return None

    # --- the opponents (compact rows at the top, detail on tap) ------------------------

    def _opponent(self, table: Table, p: int) -> Element:
        view = table.view
        seat = view["seats"][p]
        opened = p in self.opened

        def toggle() -> None:
            self.opened ^= {p}
            table.refresh()

        head = button(
            el("span", cls="fg-dot", aria_hidden="true"),
            el("span", cls="fg-name", text=table.names[p], data_testid="fg-name"),
            el("span", cls="fg-opp-score", text=t("fg.points", n=view["scores"][p])),
            action=toggle,
            cls="fg-opp-toggle",
            aria_expanded="true" if opened else "false",
            data_testid=f"fg-open-{p}",
        )
        slots = el("div", [self._slot(table, p, i, s) for i, s in enumerate(seat["table"])], cls="fg-slots")
        detail = el(
            "div",
            el("span", cls="tag", text=t("play.bot_tag")) if table.bots[p] else None,
            self._grapes(table, p),
            el("span", cls="fg-hand-size", text=t("fg.hand_count", n=seat["hand_size"])),
            cls="fg-opp-detail",
            data_testid="fg-opp-detail",
        )
        acting = "is-turn" if p in self._acting(view) else ""
        return el(
            "div",
            head,
            slots,
            detail,
            cls=" ".join(filter(None, ["fg-opp", table.colour(p), acting, "is-open" if opened else ""])),
            data_testid="fg-seat",
            data_player=p,
            data_hand=seat["hand_size"],
        )

    def _grapes(self, table: Table, p: int, context: bool = False) -> Element:
        """A seat's face-up cards and points; a count that changed since the step before is highlighted."""
        face, points = table.view["seats"][p]["face_up"], table.view["scores"][p]
        before = self._before(table)
        was = before["seats"][p]["face_up"] if before else face
        changed = before is not None and before["scores"][p] != points
        return el(
            "div",
            [self._count(card, face[card], face[card] != was[card]) for card in CARDS],
            el(
                "span",
                cls="fg-score" + (" is-changed" if changed else ""),
                text=t("fg.points", n=points),
                data_testid="fg-score",
            ),
            cls="fg-grapes",
            data_testid="fg-faceup",
            data_player=p,
            data_sweet=face["sweet"],
            data_sour=face["sour"],
            data_fox=face["fox"],
            data_score=points,
            data_context=context or None,
        )

    def _count(self, card: str, n: int, changed: bool) -> Element:
        return el(
            "span",
            el("span", cls="fg-mark", text=MARKS[card], aria_hidden="true"),
            t(f"fg.{card}_n", n=n),
            cls=f"fg-count fg-{card}" + (" is-changed" if changed else ""),
        )

    def _acting(self, view: dict[str, Any]) -> list[int]:
        return view["to_act"] if view["phase"] != "resolve" else []

    # --- face-down cards ------------------------------------------------------------------

    def _slot(self, table: Table, owner: int, index: int, slot: dict[str, Any]) -> Element:
        """A face-down card (its face for its owner, or once turned up), its claim and the declaration on it."""
        view = table.view
        mine = owner == table.viewer
        offered = (
            not mine
            and view["phase"] == "declare"
            and "target" not in self.pending
            and self._offers(do="declare", target=owner, slot=index)
        )
        chosen = self.pending.get("target") == owner and self.pending.get("slot") == index
        before = self._before(table)
        was = before["seats"][owner]["table"] if before else None
        changed = was is not None and (index >= len(was) or was[index] != slot)
        face = self._face(slot["card"], size="sm") if slot["card"] else self._back()
        call = slot["call"]
        fate = None  # where a card turned up went
        if slot["state"] == "taken":
            fate = el("span", cls="fg-fate", text=t("fg.taken_by", name=table.names[slot["taker"]]))
        elif slot["state"] == "removed":
            fate = el("span", cls="fg-fate", text=t("fg.out"))
        if call:
            said = el(
                "span",
                cls="fg-call is-set",
                text=t("fg.call_short", name=table.names[call["by"]], call=short_name(call["call"])),
                data_testid="fg-call-chip",
                data_call=call["call"],
                data_by=call["by"],
            )
        else:
            said = el("span", cls="fg-call", text=t("fg.no_call")) if slot["state"] == "down" else None
        claim = el("span", cls="fg-claim", text=t("fg.claim", claim=short_name(slot["claim"])))
        parts = [face, el("span", claim, el("span", said, fate, cls="fg-slot-line"), cls="fg-slot-text")]
        attrs = {
            "data_player": owner,
            "data_slot": index,
            "data_card": slot["card"] if mine and slot["card"] else None,
            "data_state": slot["state"],
            "data_context": True if chosen or (mine and view["phase"] == "push") else None,
        }
        cls = "fg-slot" + (" is-chosen" if chosen else "") + (" is-changed" if changed else "")
        if offered:
            return button(
                parts,
                action=lambda: self._choose(do="declare", target=owner, slot=index),
                cls=cls + " is-choice",
                data_choice=True,
                data_testid=f"fg-slot-{owner}-{index}",  # a control's name: focus finds it again after a render
                **attrs,
            )
        return el("div", parts, cls=cls, **attrs)

    def _face(self, card: str, size: str) -> Element:
        return el(
            "span",
            el("span", cls="fg-face-mark", text=MARKS[card], aria_hidden="true"),
            el("span", cls="fg-face-name", text=card_name(card)),
            cls=f"fg-face fg-face-{size} fg-{card}",
        )

    def _back(self) -> Element:
        return el(
            "span",
            el("span", cls="fg-face-mark", text="?", aria_hidden="true"),
            el("span", cls="sr-only", text=t("fg.facedown")),
            cls="fg-face fg-face-sm fg-back",
        )

    # --- the viewer's side, docked at the bottom -----------------------------------------

    def _mine(self, table: Table) -> Element:
        view = table.view
        p = table.viewer
        seat = view["seats"][p]
        head = el(
            "div",
            el("span", cls="fg-dot", aria_hidden="true"),
            el("span", cls="fg-name", text=table.names[p], data_testid="fg-name"),
            el("span", cls="tag", text=t("fg.you")) if table.is_you(p) else None,
            self._grapes(table, p, context=view["phase"] == "fox" and bool(table.legal)),
            cls="fg-me-head",
        )
        slots = [self._slot(table, p, i, s) for i, s in enumerate(seat["table"])]
        return el(
            "div",
            head,
            el("div", slots, self._hand(table), cls="fg-me-cards"),
            cls=" ".join(filter(None, ["fg-me", table.colour(p), "is-turn" if p in self._acting(view) else ""])),
            data_testid="fg-seat",
            data_player=p,
        )

    def _hand(self, table: Table) -> Element | None:
        hand = table.view["seats"][table.viewer]["hand"]
        if hand is None:
            return None
        choosing = table.view["phase"] == "play" and "card" not in self.pending and bool(table.legal)
        if not (choosing or self.pending.get("do") == "play"):  # not choosing from it: one short line
            return el(
                "p",
                el("span", cls="fg-hand-label", text=t("fg.hand_short")),
                [self._count(card, hand[card], False) for card in CARDS if hand[card]] or t("fg.hand_empty"),
                cls="fg-hand fg-hand-line",
                data_testid="fg-hand",
            )
        cards = []
        for card in CARDS:
            if not hand[card]:
                continue
            offered = choosing and self._offers(do="play", card=card)
            picked = self.pending.get("card") == card
            face = [
                self._face(card, size="md"),
                el("span", cls="fg-hand-n", text=t("fg.in_hand_n", n=hand[card])),
            ]
            attrs = {
                "data_card": card,
                "data_count": hand[card],
                "data_context": True if picked else None,
            }
            cls = "fg-hand-card" + (" is-picked" if picked else "")
            if offered:
                action = lambda c=card: self._choose(do="play", card=c)  # noqa: E731
                testid = f"fg-hand-{card}"
                cards.append(
                    button(face, action=action, cls=cls + " is-choice", data_choice=True, data_testid=testid, **attrs)
                )
            else:
                cards.append(el("div", face, cls=cls, **attrs))
        return el(
            "div",
            el("h3", cls="sr-only", text=t("fg.hand", name=table.names[table.viewer])),
            cards or el("p", cls="fg-hand-empty", text=t("fg.hand_empty")),
            cls="fg-hand",
            data_testid="fg-hand",
        )

    # --- the decision ------------------------------------------------------------------

    def _controls(self, table: Table) -> Element:
        view = table.view
        phase = view["phase"]
        me = table.names[table.viewer]
        options: list[Element] = []
        if not table.legal:
            acting = self._acting(view)
            if table.stepping and any(map(table.is_you, acting)):  # moves being shown (in the status's words), then you
                prompt = t("fg.you_next", name=me)
            elif acting:
                prompt = t("fg.waiting", name=join_names([table.names[p] for p in acting]))
            else:
                prompt = t(f"fg.{phase}_phase")
        elif phase == "play":
            if "card" in self.pending:
                prompt = t("fg.claim_prompt", card=card_name(self.pending["card"]))
                options = [self._option(k, "claim", claim=k) for k in CARDS]
            else:
                prompt = t("fg.play_prompt", name=me)
        elif phase == "declare":
            if "target" in self.pending:
                owner = self.pending["target"]
                claim = view["seats"][owner]["table"][self.pending["slot"]]["claim"]
                card = t("fg.card_of", owner=table.names[owner])
                if view["cards_per_round"] > 1:
                    card = t("fg.card_n_of", owner=table.names[owner], n=self.pending["slot"] + 1)
                prompt = t("fg.call_prompt", card=card, claim=card_name(claim))
                options = [self._option(k, "call", call=k) for k in CARDS]
            else:
                prompt = t("fg.declare_prompt", name=me)
        elif phase == "fox":
            prompt, options = self._fox_options(table)
        else:
            prompt = t("fg.push_prompt", name=me)
            options = [
                button(
                    table.names[a["target"]],
                    action=lambda a=a: table.act(a),
                    cls="btn btn-choice",
                    data_testid=f"fg-push-{a['target']}",
                    data_choice=True,
                )
                for a in table.legal
            ]
        cancel = None
        if self.pending:
            cancel = button(t("fg.cancel"), action=self._cancel, cls="btn btn-ghost", data_testid="choice-cancel")
        return el(
            "div",
            el("div", el("p", cls="prompt", text=prompt, data_testid="fg-prompt"), cancel, cls="fg-prompt-row"),
            el("div", options, cls=f"fg-options fg-options-{len(options)}") if options else None,
            cls="fg-controls" + (" is-active" if table.legal else ""),
            data_testid="controls",
            data_pending=self.pending.get("do"),
        )

    def _fox_options(self, table: Table) -> tuple[str, list[Element]]:
        """The fox's special action: what to do first (when both ways are open), then against whom."""
        me = table.names[table.viewer]
        left = [a for a in table.legal if matches(a, self.pending)]
        choices = sorted({a["choice"] for a in left})
        targets = sorted({a["target"] for a in left})
        seats = table.view["seats"]
        if len(choices) > 1 and len(targets) > 1:
            return t("fg.fox_prompt", name=me), [
                button(
                    t(f"fg.fox_{choice}"),
                    action=lambda c=choice: self._choose(do="fox", choice=c),
                    cls="btn btn-choice",
                    data_testid=f"fg-fox-{choice}",
                    data_choice=True,
                )
                for choice in choices
            ]
        prompt = t("fg.fox_prompt", name=me) if len(choices) > 1 else t(f"fg.fox_whom_{choices[0]}", name=me)
        options = []
        for a in left:
            name = table.names[a["target"]]
            sweet = seats[a["target"]]["face_up"]["sweet"]
            label = (
                t("fg.fox_give", target=name) if a["choice"] == "give_sour" else t("fg.fox_take", target=name, n=sweet)
            )
            if len(choices) == 1 and len(targets) > 1:
                label = t("fg.fox_target", target=name, n=sweet)
            options.append(
                button(
                    label,
                    action=lambda a=a: table.act(a),
                    cls="btn btn-choice",
                    data_testid=f"fg-fox-{a['choice']}-{a['target']}",
                    data_choice=True,
                )
            )
        return prompt, options

    def _option(self, card: str, kind: str, **step: Any) -> Element:
        return button(
            el("span", cls=f"fg-mark fg-{card}", text=MARKS[card], aria_hidden="true"),
            short_name(card),
            action=lambda: self._choose(**step),
            cls=f"btn btn-choice fg-opt fg-{card}",
            data_testid=f"fg-{kind}-{card}",
            data_value=card,
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
        view = table.view
        log = view["log"]
        start = max(i for i, e in enumerate(log) if e["e"] == "round")
        shown = [e for e in log[start:] if e["e"] in FINAL_EVENTS]
        return el(
            "div",
            el("h3", cls="section-title", text=t("fg.final_reveals")),
            el("ol", [el("li", text=describe(e, view, table.names)) for e in shown], cls="fg-final-list"),
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
                    el("th", text=table.names[p], scope="row", cls=table.colour(p)),
                    el("td", text=str(view["scores"][p])),
                    el("td", text=str(face["fox"])),
                    el("td", text=str(face["sweet"])),
                    el("td", text=str(face["sour"])),
                    data_testid="fg-standing",
                    data_player=p,
                    data_score=view["scores"][p],
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
