"""Hennote's board: two battlefields facing each other across three columns.

Everything drawn comes from the view; every tap narrows the viewer's legal actions
(a half-made choice is a partial action, e.g. ``{"do": "retreat", "slot": 1}``) and
the action is played as soon as only one legal action matches.
"""

from __future__ import annotations

from typing import Any

from pygames.hennote.data import GODS, SIGNS, SLOTS, WIN_BATTLES, god_of, sign_of

from ..dom import Child, Element, button, el, icon
from ..i18n import join_names, pick, t
from . import Table, matches, narrow
from .hennote_log import ACTIONS, card_label, log_lines, news_lines, outcome

#: The follow-up choice of the actions that have a side: the action's key, then (value, label) pairs.
SIDE_CHOICES = {
    "slide": ("from", (("left", "hn.slide_left"), ("right", "hn.slide_right"))),
    "change": ("with", (("left", "hn.change_left"), ("right", "hn.change_right"))),
}


class Board:
    """Draws the table and keeps the viewer's half-made choice until it names one legal action."""

    def __init__(self) -> None:
        self.open_discard: int | None = None
        self.reset()

    def reset(self) -> None:
        self.pending: dict[str, Any] = {}  # the partial action being chosen
        self.placement: list[str | None] = [None] * SLOTS  # secret placement being composed
        self.place_target: int | None = None  # empty column chosen for the next placed card
        self.refill_pick: str | None = None  # stock card picked, waiting for a gap
        self.refill_assign: dict[int, str] = {}  # gap → stock card, chosen so far

    def is_private(self, view: dict[str, Any]) -> bool:
        return view["phase"] == "place"

    def outcome(self, view: dict[str, Any], names: list[str]) -> str:
        return outcome(view["log"][-1], names)

    def log(self, view: dict[str, Any], names: list[str]) -> list[tuple[int | None, str]]:
        return log_lines(view, names)

    def news(self, before: dict[str, Any], after: dict[str, Any], names: list[str]) -> list[str]:
        return news_lines(before, after, names)

    def upcoming(self, view: dict[str, Any]) -> str:
        """Said on the pass-and-play curtain: the only secret decision is the placement."""
        return t("hn.upcoming_place") if view["phase"] == "place" else ""

    def render(self, table: Table) -> Element:
        self._table = table  # the taps handled below act on the table last drawn
        phase = table.view["phase"]
        body = {"gods": self._draft, "place": self._placement}.get(phase, self._play)(table)
        return el(
            "section",
            body,
            cls=f"hn hn-{phase}",
            data_testid="board",
            data_phase=phase,
            data_viewer=table.viewer,
            data_result=table.view["win_reason"],
            data_event=table.view["log"][-1]["e"] if table.view["log"] else None,  # the last thing that happened
        )

    # --- setup: draft and secret placement ---------------------------------------------

    def _draft(self, table: Table) -> Child:
        view = table.view
        drafter = view["to_act"][0] if view["to_act"] else None
        chosen = [
            el(
                "p",
                el("span", cls="hn-gods-owner", text=t("hn.gods_of", name=table.names[p])),
                [el("span", cls=f"chip god-{g}", text=pick(GODS[g])) for g in side["gods"]],
                cls="hn-gods-line",
                data_testid="drafted",
                data_player=p,
            )
            for p, side in enumerate(view["sides"])
        ]
        if table.legal:
            prompt = t("hn.draft_prompt", name=table.names[table.viewer])
            picks = el(
                "div",
                [
                    button(
                        el("span", cls="god-mark"),
                        pick(GODS[action["god"]]),
                        action=lambda a=action: table.act(a),
                        cls=f"btn god-btn god-{action['god']}",
                        data_testid="draft-god",
                        data_god=action["god"],
                        data_choice=True,
                    )
                    for action in table.legal
                ],
                cls="hn-draft-grid",
            )
        else:
            prompt, picks = t("hn.draft_waiting", name=table.names[drafter] if drafter is not None else ""), None
        return [
            el("h2", cls="panel-title", text=t("hn.draft_title")),
            el("p", cls="prompt", text=prompt),
            picks,
            chosen,
        ]

    def _placement(self, table: Table) -> Child:
        view, me = table.view, table.viewer
        others = [
            el(
                "p",
                icon("card-back", "placed-mark") if side["placed"] else None,
                table.names[p],
                " — ",
                t("hn.place_done") if side["placed"] else t("hn.place_not_yet"),
                cls="hn-placed-status" + self._seat_class(table, p),
                data_testid="placed-status",
                data_player=p,
                data_placed="yes" if side["placed"] else "no",
            )
            for p, side in enumerate(view["sides"])
            if p != me
        ]
        status = el("div", others)
        if not table.legal:
            mine = view["sides"][me]["field"]
            waiting = [table.names[p] for p in view["to_act"]]
            return [
                el("h2", cls="panel-title", text=t("hn.place_title")),
                el("p", cls="prompt", text=t("hn.place_waiting", name=join_names(waiting))),
                el("div", [self._card(c) if c else self._empty() for c in mine], cls="hn-row hn-field"),
                status,
            ]
        slots = [self._placement_slot(i) for i in range(SLOTS)]
        placed_gods = {god_of(c) for c in self.placement if c}
        pool = [
            el(
                "div",
                el("span", cls=f"chip god-{god}", text=pick(GODS[god])),
                el("div", [self._pool_card(f"{god}-{sign}", placed_gods) for sign in SIGNS], cls="hn-pool-cards"),
                cls="hn-pool-god",
            )
            for god in view["sides"][me]["gods"]
        ]
        ready = all(self.placement)
        confirm = button(
            t("hn.place_confirm"),
            action=(lambda: table.act({"do": "place", "slots": list(self.placement)})) if ready else None,
            cls="btn btn-primary btn-wide",
            data_testid="place-confirm",
            data_choice=ready,
        )
        return el(
            "div",
            el("h2", cls="panel-title", text=t("hn.place_title")),
            el("p", cls="prompt", text=t("hn.place_prompt")),
            el("div", slots, cls="hn-row hn-field hn-place-slots", data_context=True),
            el("div", pool, cls="hn-pool"),
            confirm,
            status,
            cls="hn-placing",
        )

    def _placement_slot(self, slot: int) -> Element:
        placed = self.placement[slot]
        label = el("span", cls="slot-label", text=t("hn.column", n=slot + 1))
        if placed:
            content = self._card(placed, action=lambda: self._unplace(slot), testid=f"placed-{slot}")
        else:
            content = button(
                t("hn.empty_slot"),
                action=lambda: self._target(slot),
                cls="card card-md card-empty" + (" is-target" if self.place_target == slot else ""),
                data_testid=f"place-target-{slot}",
                aria_label=t("hn.gap", n=slot + 1),
                aria_pressed="true" if self.place_target == slot else "false",
            )
        return el("div", content, label, cls="hn-slot", data_testid="place-slot", data_slot=slot, data_card=placed)

    def _pool_card(self, card_id: str, placed_gods: set[str]) -> Element:
        used = card_id in self.placement
        open_god = god_of(card_id) not in placed_gods
        # One name for every card of a god not yet placed: after a card is placed, focus moves on to the next god's.
        return self._card(
            card_id,
            action=None if used else (lambda: self._place(card_id)),
            extra="is-used" if used else "",
            testid="place-card" if open_god else f"place-{card_id}",
            choice=open_god,
        )

    def _place(self, card_id: str) -> None:
        """Put a card in the chosen (or first empty) column; a card of the same god gives way."""
        for slot, placed in enumerate(self.placement):
            if placed and god_of(placed) == god_of(card_id):
                self.placement[slot] = None
                if self.place_target is None:
                    self.place_target = slot
        target = self.place_target if self.place_target is not None else self.placement.index(None)
        self.placement[target] = card_id
        self.place_target = None
        self._table.refresh()

    def _unplace(self, slot: int) -> None:
        self.placement[slot] = None
        self.place_target = slot
        self._table.refresh()

    def _target(self, slot: int) -> None:
        self.place_target = None if self.place_target == slot else slot
        self._table.refresh()

    # --- play ----------------------------------------------------------------------------

    def _play(self, table: Table) -> Child:
        me = table.viewer
        before = table.before
        self._before = before if before and before.get("phase") == "play" else None
        controls = self._controls(table) if table.legal and not table.view["over"] else None
        # Two groups, so a landscape phone can put them side by side; in portrait CSS interleaves them
        # (opponent, their field, the battle, your field, your side, the controls).
        return [
            el("div", self._field(table, 1 - me), self._battle(table), self._field(table, me), cls="hn-table"),
            el("div", self._side(table, 1 - me), self._side(table, me), controls, cls="hn-dock"),
            self._discard_list(table, self.open_discard) if self.open_discard is not None else None,
        ]

    def _was(self, p: int) -> dict[str, Any] | None:
        """Side ``p`` as the step before this one showed it (None: nothing to compare with)."""
        return self._before["sides"][p] if self._before else None

    def _seat_class(self, table: Table, p: int) -> str:
        return f" {table.colour(p)}" if table.colour(p) else ""

    def _side(self, table: Table, p: int) -> Element:
        """One player's name, wins, stock, deck and discard pile: compact for the opponent, tappable for the viewer."""
        view = table.view
        side, was = view["sides"][p], self._was(p)
        mine = p == table.viewer
        is_turn = view["turn"] == p and not view["over"]
        last = side["last_action"]
        won = view["over"] and view["winners"] == [p] and view["win_reason"] == "battles"
        wins_cls = "wins" + (" is-changed" if was and was["wins"] != side["wins"] else "") + (" is-win" if won else "")
        head = el(
            "div",
            el("span", cls="turn-dot", aria_hidden="true"),
            el("span", cls="side-name", text=table.names[p], data_testid="side-name"),
            el("span", cls="tag", text=t("play.bot_tag")) if table.bots[p] else None,
            el("span", cls="side-last", text=t("hn.last_action", action=t("hn." + last))) if last else None,
            el(
                "span",
                t("hn.wins", wins=side["wins"], target=WIN_BATTLES),
                cls=wins_cls,
                data_testid="wins",
                data_player=p,
                data_wins=side["wins"],
            ),
            cls="hn-side-head" + (" is-turn" if is_turn else ""),
        )
        return el(
            "div",
            head,
            self._supply(table, p),
            cls="hn-side" + (" is-me" if mine else " is-opponent") + self._seat_class(table, p),
            data_testid="side",
            data_player=p,
            data_context=True,
        )

    def _supply(self, table: Table, p: int) -> Element:
        """Stock (labelled: the prompts name it), deck and discard pile of one player."""
        side, was = table.view["sides"][p], self._was(p)
        mine = p == table.viewer
        size = "sm" if mine else "xs"
        retreat_slot_chosen = mine and self.pending.get("do") == "retreat" and "slot" in self.pending
        stock = []
        for index, card_id in enumerate(side["stock"]):
            action, extra, choice = None, "", False
            if was and card_id not in was["stock"]:
                extra = "is-changed"
            if retreat_slot_chosen and self._offers(table, **{"from": "stock", "card": card_id}):
                action, choice = (lambda c=card_id: self._choose(**{"from": "stock", "card": c})), True
            elif mine and table.view["step"] == "refill" and table.legal:
                if card_id in self.refill_assign.values():
                    continue
                if self.refill_pick == card_id:
                    action, extra = (lambda c=card_id: self._pick_refill(c)), "is-picked"
                elif self._refill_gaps(card_id):
                    action, choice = (lambda c=card_id: self._pick_refill(c)), True
            stock.append(
                self._card(
                    card_id,
                    action=action,
                    extra=extra,
                    size=size,
                    choice=choice,
                    testid="stock-picked" if extra == "is-picked" else f"stock-card-{index}",  # focus: on to the gaps
                    label=t("hn.stock_card", card=card_label(card_id)),
                )
            )
        deck_choice = retreat_slot_chosen and self._offers(table, **{"from": "deck"})
        deck_face = [icon("card-back", "card-back-art"), el("span", cls="deck-count", text=str(side["deck"]))]
        deck_attrs = {
            "data_testid": "deck",
            "data_player": p,
            "data_count": side["deck"],
            "aria_label": t("hn.deck_top", n=side["deck"]) if deck_choice else t("hn.deck", n=side["deck"]),
        }
        if deck_choice:
            deck = button(
                deck_face,
                action=lambda: self._choose(**{"from": "deck"}),
                cls=f"card card-{size} card-back is-choice",
                data_choice=True,
                **deck_attrs,
            )
        else:
            deck = el("div", deck_face, cls=f"card card-{size} card-back", role="img", **deck_attrs)
        return el(
            "div",
            el(
                "div",
                el("span", cls="pile-label", text=t("hn.stock"), aria_hidden="true"),
                stock,
                cls="hn-stock",
                data_testid="stock",
                data_player=p,
                role="group",
                aria_label=t("hn.stock"),
            ),
            el("div", deck, el("span", cls="pile-label", text=t("hn.deck", n=side["deck"])), cls="hn-deck"),
            self._discard_toggle(table, p),
            cls="hn-supply",
        )

    def _discard_toggle(self, table: Table, p: int) -> Element:
        """The discard pile: its count and its top card (a retreat's discard is seen at once); opens the pile."""
        pile, was = table.view["sides"][p]["discard"], self._was(p)
        is_open = self.open_discard == p
        top = pile[-1] if pile else None
        top_mark = (
            el(
                "span",
                icon(f"sign-{sign_of(top)}", "mini-sign"),
                cls=f"discard-top god-{god_of(top)}",
                data_testid="discard-top",
                data_card=top,
                title=card_label(top),
            )
            if top
            else None
        )
        changed = was is not None and was["discard"] != pile
        return button(
            icon("pile", "icon"),
            el("span", text=t("hn.discard", n=len(pile))),
            top_mark,
            action=lambda: self._toggle_discard(p),
            cls="btn btn-ghost discard-btn" + (" is-open" if is_open else "") + (" is-changed" if changed else ""),
            data_testid=f"discard-toggle-{p}",
            data_player=p,
            aria_expanded="true" if is_open else "false",
            aria_label=t("hn.discard", n=len(pile)) + (" " + t("hn.top_discard", card=card_label(top)) if top else ""),
        )

    def _field(self, table: Table, p: int) -> Element:
        view = table.view
        side, was = view["sides"][p], self._was(p)
        mine = p == table.viewer
        winning = view["over"] and view["winners"] == [p] and view["win_reason"] == "gods"
        slots = []
        for slot, card_id in enumerate(side["field"]):
            if mine and view["step"] == "refill" and slot in self.refill_assign:
                content = self._card(self.refill_assign[slot], extra="is-pending")
            elif card_id:
                action, choice = None, False
                extra = "is-changed" if was is not None and was["field"][slot] != card_id else ""
                if winning:
                    extra = "is-win"
                if mine and self.pending == {"do": "retreat"} and self._offers(table, slot=slot):
                    action, choice = (lambda s=slot: self._choose(slot=s)), True
                if mine and self.pending.get("slot") == slot:
                    extra = "is-leaving"
                content = self._card(card_id, action=action, extra=extra, choice=choice, testid=f"field-card-{slot}")
            elif mine and self.refill_pick and slot in self._refill_gaps(self.refill_pick):
                content = button(
                    t("hn.empty_slot"),
                    action=lambda s=slot: self._put_refill(s),
                    cls="card card-md card-empty is-target",
                    data_choice=True,
                    data_testid=f"gap-{slot}",
                    aria_label=t("hn.gap", n=slot + 1),
                )
            else:
                gone = was is not None and was["field"][slot] is not None
                content = self._empty(extra="is-changed" if gone else "")
            slots.append(
                el("div", content, cls="hn-slot", data_testid="slot", data_slot=slot, data_card=card_id or None)
            )
        return el(
            "div",
            slots,
            cls="hn-row hn-field" + (" is-me" if mine else "") + self._seat_class(table, p),
            data_testid="field",
            data_player=p,
            data_context=True,
            role="group",
            aria_label=t("hn.field_of", name=table.names[p]),
        )

    def _battle(self, table: Table) -> Element:
        battle = table.view["last_battle"]
        me = table.viewer
        if battle is None:
            return el("div", el("p", cls="battle-caption", text=t("hn.no_battle")), cls="hn-battle")
        fresh = self._before is not None and self._before["last_battle"] != battle
        columns = []
        for i, column in enumerate(battle["columns"]):
            winner = column["winner"]
            theirs, mine = column["cards"][1 - me], column["cards"][me]
            if winner is None:
                mark, text, cls = "=", t("hn.col_tie"), "is-tie"
            else:
                mark = "▼" if winner == me else "▲"
                text, cls = t("hn.col_win", name=table.names[winner]), "is-mine" if winner == me else "is-theirs"
            columns.append(
                el(
                    "div",
                    el(
                        "span",
                        icon(f"sign-{sign_of(theirs)}", "mini-sign"),
                        icon(f"sign-{sign_of(mine)}", "mini-sign"),
                        cls="battle-signs",
                    ),
                    el("span", mark, " ", text, cls="battle-text"),
                    cls=f"battle-col {cls}",
                    data_testid="battle-result",
                    data_column=i,
                    data_winner="none" if winner is None else winner,
                )
            )
        caption = el("p", cls="battle-caption", text=t("hn.battle", name=table.names[battle["by"]]))
        return el(
            "div",
            caption,
            el("div", columns, cls="hn-row battle-row"),
            cls="hn-battle" + (" is-changed" if fresh else ""),
            data_testid="battle",
        )

    def _discard_list(self, table: Table, p: int) -> Element:
        cards = table.view["sides"][p]["discard"]
        return el(
            "div",
            el(
                "div",
                el("h3", text=t("hn.discard_of", name=table.names[p])),
                button(
                    "×",
                    action=lambda: self._toggle_discard(p),
                    cls="btn btn-ghost btn-close",
                    aria_label=t("play.cancel"),
                    data_testid="discard-close",
                ),
                cls="discard-head",
            ),
            el(
                "div",
                [self._card(c, size="sm") for c in cards] or el("p", text=t("hn.discard_empty")),
                cls="discard-cards",
            ),
            cls="hn-discard-list",
            data_testid="discard-list",
            data_player=p,
            role="region",
            aria_label=t("hn.discard_of", name=table.names[p]),
        )

    def _toggle_discard(self, p: int) -> None:
        self.open_discard = None if self.open_discard == p else p
        self._table.refresh()

    # --- the action panel ------------------------------------------------------------

    def _controls(self, table: Table) -> Element:
        """The prompt (with Cancel beside it once a choice is half made) and the buttons of this decision."""
        view = table.view
        kind = self.pending.get("do")
        options: list[Element] = []
        cancel = bool(self.pending or self.refill_assign or self.refill_pick)
        if view["step"] == "refill":
            prompt, testid = t("hn.refill_prompt"), "prompt-refill"
        elif kind is None:
            if view["must_retreat"]:
                prompt, testid = t("hn.must_retreat"), "hint-retreat"
            elif not all(self._offers(table, do=a) for a in ACTIONS):
                prompt, testid = t("hn.no_repeat"), "hint-no-repeat"
            else:
                prompt, testid = t("hn.action_prompt"), "prompt-action"
            options = [self._action_button(table, a) for a in ACTIONS]
        elif kind in SIDE_CHOICES:
            key, choices = SIDE_CHOICES[kind]
            options = [
                button(
                    t(label),
                    action=lambda v=value: self._choose(**{key: v}),
                    cls="btn btn-choice",
                    data_testid=f"choice-{value}",
                    data_value=value,
                    data_choice=True,
                )
                for value, label in choices
                if self._offers(table, **{key: value})
            ]
            prompt, testid = t(f"hn.{kind}_prompt"), f"prompt-{kind}"
        else:
            prompt = t("hn.retreat_with") if "slot" in self.pending else t("hn.retreat_prompt")
            testid = "prompt-retreat"
        return el(
            "div",
            el(
                "div",
                el("p", cls="prompt", text=prompt, data_testid=testid),
                self._cancel() if cancel and not options else None,
                cls="hn-prompt-row",
            ),
            el(
                "div",
                options,
                self._cancel() if cancel else None,
                cls="action-row" if kind is None else "choice-row",
            )
            if options
            else None,
            cls="hn-controls",
            data_testid="controls",
            data_pending=kind,
        )

    def _action_button(self, table: Table, kind: str) -> Element:
        offered = self._offers(table, do=kind)
        return button(
            icon(f"act-{kind}", "act-icon"),
            el("span", cls="act-name", text=t(f"hn.{kind}")),
            el("span", cls="act-help", text=t(f"hn.{kind}_help")),
            action=(lambda: self._choose(do=kind)) if offered else None,
            cls="btn btn-action",
            data_testid=f"action-{kind}",
            data_choice=offered,
        )

    def _cancel(self) -> Element:
        return button(t("play.cancel"), action=self._cancel_choice, cls="btn btn-ghost", data_testid="choice-cancel")

    def _cancel_choice(self) -> None:
        self.pending, self.refill_pick, self.refill_assign = {}, None, {}
        self._table.refresh()

    # --- narrowing the legal actions -------------------------------------------------

    def _offers(self, table: Table, **step: Any) -> bool:
        """Is there a legal action that extends the current choice with ``step``?"""
        wanted = {**self.pending, **step}
        return any(matches(action, wanted) for action in table.legal)

    def _choose(self, **step: Any) -> None:
        """Extend the choice; play it once exactly one legal action is left."""
        self.pending.update(step)
        narrow(self._table, self.pending)

    def _refill_left(self) -> list[dict[str, Any]]:
        return [
            action
            for action in self._table.legal
            if matches(action, {"do": "refill"}) and all(action["slots"][s] == c for s, c in self.refill_assign.items())
        ]

    def _refill_gaps(self, card_id: str) -> list[int]:
        """The gaps where ``card_id`` can still go, given the gaps already filled."""
        return sorted(
            {
                slot
                for action in self._refill_left()
                for slot, placed in enumerate(action["slots"])
                if placed == card_id and slot not in self.refill_assign
            }
        )

    def _pick_refill(self, card_id: str) -> None:
        if self.refill_pick == card_id:
            self.refill_pick = None
            self._table.refresh()
            return
        self.refill_pick = card_id
        gaps = self._refill_gaps(card_id)
        if len(gaps) == 1:
            self._put_refill(gaps[0])
        else:
            self._table.refresh()

    def _put_refill(self, slot: int) -> None:
        assert self.refill_pick is not None
        self.refill_assign[slot] = self.refill_pick
        self.refill_pick = None
        left = self._refill_left()
        if len(left) == 1:
            self._table.act(left[0])
        else:
            self._table.refresh()

    # --- cards -------------------------------------------------------------------------

    def _card(
        self,
        card_id: str,
        *,
        action: Any = None,
        extra: str = "",
        size: str = "md",
        testid: str = "card",
        choice: bool = False,
        label: str | None = None,
    ) -> Element:
        god, sign = god_of(card_id), sign_of(card_id)
        face = [  # the space makes the name read from the face "Ra Rock", as its label says
            el("span", cls="card-god", text=pick(GODS[god])),
            " ",
            icon(f"sign-{sign}", "card-sign"),
            el("span", cls="card-label", text=t(f"hn.{sign}")),
        ]
        cls = f"card card-{size} god-{god} sign-{sign} {extra}".strip()
        attrs = {"data_card": card_id, "aria_label": label or card_label(card_id)}
        if action is None:  # never a control's name: focus must not look for a control here after a render
            return el("div", face, cls=cls, role="img", data_testid="card", **attrs)
        cls += " is-choice" if choice else ""
        return button(face, action=action, cls=cls, data_choice=choice, data_testid=testid, **attrs)

    def _back(self) -> Element:
        back = icon("card-back", "card-back-art")
        return el("div", back, cls="card card-md card-back", role="img", aria_label=t("hn.facedown"))

    def _empty(self, extra: str = "") -> Element:
        return el("div", el("span", text=t("hn.empty_slot")), cls=f"card card-md card-empty {extra}".strip())
