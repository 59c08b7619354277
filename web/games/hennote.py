"""Hennote's board: two battlefields facing each other across three columns.

Everything drawn comes from the view; every tap narrows the viewer's legal actions
(a half-made choice is a partial action, e.g. ``{"do": "retreat", "slot": 1}``) and
the action is played as soon as only one legal action matches.
"""

from __future__ import annotations

from typing import Any

from pygames.hennote.data import GODS, SIGNS, SLOTS, STALEMATE_ACTIONS, WIN_BATTLES, god_of, sign_of

from ..dom import Child, Element, button, el, icon
from ..i18n import add, join_names, pick, t
from . import Table, matches, narrow
from .hennote_text import WORDS

add(WORDS)

ACTIONS = ("slide", "change", "retreat")
#: The follow-up choice of the actions that have a side: the action's key, then (value, label) pairs.
SIDE_CHOICES = {
    "slide": ("from", (("left", "hn.slide_left"), ("right", "hn.slide_right"))),
    "change": ("with", (("left", "hn.change_left"), ("right", "hn.change_right"))),
}


def god_name(card_id: str) -> str:
    return pick(GODS[god_of(card_id)])


def card_label(card_id: str) -> str:
    return f"{god_name(card_id)} {t('hn.' + sign_of(card_id))}"


class Board:
    """Draws the table and keeps the viewer's half-made choice until it names one legal action."""

    def __init__(self) -> None:
        self.open_discard: int | None = None
        self._drawn: dict[int, list[str | None]] = {}  # each battlefield as last drawn: new cards get noticed
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
        if view["win_reason"] == "stalemate":
            return t("hn.reason_stalemate", n=STALEMATE_ACTIONS)
        winner = view["winners"][0]
        sides = view["sides"]
        if view["win_reason"] == "gods":
            return t("hn.reason_gods", name=names[winner], god=god_name(sides[winner]["field"][0]))
        wins = [side["wins"] for side in sides]
        if wins[0] == wins[1]:
            return t("hn.reason_tie", name=names[winner], wins=wins[winner])
        return t("hn.reason_battles", name=names[winner], wins=wins[winner])

    def render(self, table: Table) -> Element:
        self._table = table  # the taps handled below act on the table last drawn
        phase = table.view["phase"]
        body = {"gods": self._draft, "place": self._placement}.get(phase, self._play)(table)
        return el(
            "section", body, cls=f"hn hn-{phase}", data_testid="board", data_phase=phase, data_viewer=table.viewer
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
                "div",
                el("p", table.names[p], " — ", t("hn.place_done") if side["placed"] else "…", cls="placed-name"),
                el(
                    "div",
                    [self._back() if side["placed"] else self._empty() for _ in range(SLOTS)],
                    cls="hn-row hn-mini",
                ),
                cls="hn-placed-status",
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
        return [
            el("h2", cls="panel-title", text=t("hn.place_title")),
            el("p", cls="prompt", text=t("hn.place_prompt")),
            el("div", slots, cls="hn-row hn-field hn-place-slots"),
            el("div", pool, cls="hn-pool"),
            confirm,
            status,
        ]

    def _placement_slot(self, slot: int) -> Element:
        placed = self.placement[slot]
        label = el("span", cls="slot-label", text=t("hn.column", n=slot + 1))
        if placed:
            content = self._card(placed, action=lambda: self._unplace(slot))
        else:
            content = button(
                t("hn.empty_slot"),
                action=lambda: self._target(slot),
                cls="card card-md card-empty" + (" is-target" if self.place_target == slot else ""),
            )
        return el("div", content, label, cls="hn-slot", data_testid="place-slot", data_slot=slot, data_card=placed)

    def _pool_card(self, card_id: str, placed_gods: set[str]) -> Element:
        used = card_id in self.placement
        open_god = god_of(card_id) not in placed_gods
        return self._card(
            card_id,
            action=None if used else (lambda: self._place(card_id)),
            extra="is-used" if used else "",
            testid="place-card",
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
        opponent = 1 - me
        parts = [
            self._side_head(table, opponent),
            self._supply(table, opponent),
            self._field(table, opponent),
            self._battle(table),
            self._field(table, me),
            self._supply(table, me),
            self._side_head(table, me),
        ]
        if table.legal and not table.view["over"]:
            parts.append(self._controls(table))
        if self.open_discard is not None:
            parts.append(self._discard_list(table, self.open_discard))
        return parts

    def _side_head(self, table: Table, p: int) -> Element:
        side = table.view["sides"][p]
        is_turn = table.view["turn"] == p and not table.view["over"]
        last = side["last_action"]
        return el(
            "div",
            el("span", cls="turn-dot", aria_hidden="true"),
            el("span", cls="side-name", text=table.names[p], data_testid="side-name"),
            el("span", cls="tag", text=t("play.bot_tag")) if table.bots[p] else None,
            el("span", cls="side-last", text=t("hn.last_action", action=t("hn." + last))) if last else None,
            el(
                "span",
                t("hn.wins", wins=side["wins"], target=WIN_BATTLES),
                cls="wins",
                data_testid="wins",
                data_player=p,
                data_wins=side["wins"],
            ),
            cls="hn-side-head" + (" is-turn" if is_turn else "") + (" is-me" if p == table.viewer else ""),
            data_player=p,
        )

    def _supply(self, table: Table, p: int) -> Element:
        """Stock, deck and discard pile of one player."""
        side = table.view["sides"][p]
        mine = p == table.viewer
        retreat_slot_chosen = mine and self.pending.get("do") == "retreat" and "slot" in self.pending
        stock = []
        for card_id in side["stock"]:
            action, extra, choice = None, "", False
            if retreat_slot_chosen and self._offers(table, **{"from": "stock", "card": card_id}):
                action, choice = (lambda c=card_id: self._choose(**{"from": "stock", "card": c})), True
            elif mine and table.view["step"] == "refill" and table.legal:
                if card_id in self.refill_assign.values():
                    continue
                if self.refill_pick == card_id:
                    action, extra = (lambda c=card_id: self._pick_refill(c)), "is-picked"
                elif self._refill_gaps(card_id):
                    action, choice = (lambda c=card_id: self._pick_refill(c)), True
            stock.append(self._card(card_id, action=action, extra=extra, size="sm", choice=choice))
        deck_choice = retreat_slot_chosen and self._offers(table, **{"from": "deck"})
        deck_face = [icon("card-back", "card-back-art"), el("span", cls="deck-count", text=str(side["deck"]))]
        deck_attrs = {
            "data_testid": "deck",
            "data_player": p,
            "data_count": side["deck"],
            "aria_label": t("hn.deck", n=side["deck"]),
        }
        if deck_choice:
            deck = button(
                deck_face,
                action=lambda: self._choose(**{"from": "deck"}),
                cls="card card-sm card-back is-choice",
                data_choice=True,
                **deck_attrs,
            )
        else:
            deck = el("div", deck_face, cls="card card-sm card-back", **deck_attrs)
        count = len(side["discard"])
        discard = button(
            icon("pile", "icon"),
            el("span", text=t("hn.discard", n=count)),
            action=lambda: self._toggle_discard(p),
            cls="btn btn-ghost discard-btn" + (" is-open" if self.open_discard == p else ""),
            data_testid="discard-toggle",
            data_player=p,
            aria_expanded="true" if self.open_discard == p else "false",
        )
        return el(
            "div",
            el("div", stock, cls="hn-stock", data_testid="stock", data_player=p, aria_label=t("hn.stock")),
            el("div", deck, el("span", cls="pile-label", text=t("hn.deck", n=side["deck"])), cls="hn-deck"),
            discard,
            cls="hn-supply" + (" is-me" if mine else ""),
        )

    def _field(self, table: Table, p: int) -> Element:
        side = table.view["sides"][p]
        mine = p == table.viewer
        before = self._drawn.get(p)
        slots = []
        for slot, card_id in enumerate(side["field"]):
            if mine and table.view["step"] == "refill" and slot in self.refill_assign:
                content = self._card(self.refill_assign[slot], extra="is-pending")
            elif card_id:
                action, choice = None, False
                extra = "is-new" if before is not None and before[slot] != card_id else ""
                if mine and self.pending == {"do": "retreat"} and self._offers(table, slot=slot):
                    action, choice = (lambda s=slot: self._choose(slot=s)), True
                if mine and self.pending.get("slot") == slot:
                    extra = "is-leaving"
                content = self._card(card_id, action=action, extra=extra, choice=choice)
            elif mine and self.refill_pick and slot in self._refill_gaps(self.refill_pick):
                content = button(
                    t("hn.empty_slot"),
                    action=lambda s=slot: self._put_refill(s),
                    cls="card card-md card-empty is-target",
                    data_choice=True,
                )
            else:
                content = self._empty()
            slots.append(
                el("div", content, cls="hn-slot", data_testid="slot", data_slot=slot, data_card=card_id or None)
            )
        self._drawn[p] = list(side["field"])
        return el("div", slots, cls="hn-row hn-field" + (" is-me" if mine else ""), data_testid="field", data_player=p)

    def _battle(self, table: Table) -> Element:
        battle = table.view["last_battle"]
        me = table.viewer
        if battle is None:
            return el("div", el("p", cls="battle-caption", text=t("hn.no_battle")), cls="hn-battle")
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
        return el("div", caption, el("div", columns, cls="hn-row battle-row"), cls="hn-battle")

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
        )

    def _toggle_discard(self, p: int) -> None:
        self.open_discard = None if self.open_discard == p else p
        self._table.refresh()

    # --- the action panel ------------------------------------------------------------

    def _controls(self, table: Table) -> Element:
        view = table.view
        if view["step"] == "refill":
            return el(
                "div",
                el("p", cls="prompt", text=t("hn.refill_prompt")),
                self._cancel() if self.refill_assign or self.refill_pick else None,
                cls="hn-controls",
                data_testid="controls",
            )
        kind = self.pending.get("do")
        if kind is None:
            hints = []
            if view["must_retreat"]:
                hints.append(el("p", cls="hint", text=t("hn.must_retreat"), data_testid="hint-retreat"))
            elif not all(self._offers(table, do=a) for a in ACTIONS):
                hints.append(el("p", cls="hint", text=t("hn.no_repeat"), data_testid="hint-no-repeat"))
            buttons = [self._action_button(table, a) for a in ACTIONS]
            return el("div", hints, el("div", buttons, cls="action-row"), cls="hn-controls", data_testid="controls")
        if kind in SIDE_CHOICES:
            key, choices = SIDE_CHOICES[kind]
            options = [
                button(
                    t(label),
                    action=lambda v=value: self._choose(**{key: v}),
                    cls="btn btn-choice",
                    data_testid="choice",
                    data_value=value,
                    data_choice=True,
                )
                for value, label in choices
                if self._offers(table, **{key: value})
            ]
            prompt = t(f"hn.{kind}_prompt")
        else:
            options = []
            prompt = t("hn.retreat_with") if "slot" in self.pending else t("hn.retreat_prompt")
        return el(
            "div",
            el("p", cls="prompt", text=prompt),
            el("div", options, cls="choice-row") if options else None,
            self._cancel(),
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
    ) -> Element:
        god, sign = god_of(card_id), sign_of(card_id)
        face = [
            el("span", cls="card-god", text=pick(GODS[god])),
            icon(f"sign-{sign}", "card-sign"),
            el("span", cls="card-label", text=t(f"hn.{sign}")),
        ]
        cls = f"card card-{size} god-{god} sign-{sign} {extra}".strip()
        attrs = {"data_testid": testid, "data_card": card_id, "aria_label": card_label(card_id)}
        if action is None:
            return el("div", face, cls=cls, **attrs)
        return button(face, action=action, cls=cls + (" is-choice" if choice else ""), data_choice=choice, **attrs)

    def _back(self) -> Element:
        return el("div", icon("card-back", "card-back-art"), cls="card card-md card-back", aria_label=t("hn.facedown"))

    def _empty(self) -> Element:
        return el("div", el("span", text=t("hn.empty_slot")), cls="card card-md card-empty")
