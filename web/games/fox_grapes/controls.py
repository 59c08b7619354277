"""The Fox and the Grapes' decision, in the middle of the board: the prompt, the options and Cancel.

Every tap narrows the viewer's legal actions through the half-made choice ``pending``
(``{"do": "play", "card": "sour"}`` waits for a claim); the action is played as soon as
only one legal action matches.
"""

from __future__ import annotations

from typing import Any

from pygames.fox_grapes.data import CARDS

from ...dom import Element, button, el
from ...i18n import join_names, t
from .. import Table, matches
from ..kit import cancel, choose, left, mark, refused, toward
from .cards import icon, short_name
from .log import card_name
from .seats import acting


def controls(table: Table, pending: dict[str, Any]) -> Element:
    """What the viewer is asked now, and the options that answer it."""
    view = table.view
    phase = view["phase"]
    me = table.names[table.viewer]
    options: list[Element] = []
    if not table.legal:
        to_act = acting(view)
        if table.stepping and any(map(table.is_you, to_act)):  # moves being shown (in the status's words), then you
            prompt = t("fg.you_next", name=me)
        elif to_act:
            prompt = t("fg.waiting", name=join_names([table.names[p] for p in to_act]))
        else:
            prompt = t(f"fg.{phase}_phase")
    elif phase == "play":
        if "card" in pending:
            prompt = t("fg.claim_prompt", card=card_name(pending["card"]))
            options = [option(table, pending, k, "claim", claim=k) for k in CARDS]
        else:
            prompt = t("fg.play_prompt", name=me)
    elif phase == "declare":
        if "target" in pending:
            owner = pending["target"]
            claim = view["seats"][owner]["table"][pending["slot"]]["claim"]
            card = t("fg.card_of", owner=table.names[owner])
            if view["cards_per_round"] > 1:
                card = t("fg.card_n_of", owner=table.names[owner], n=pending["slot"] + 1)
            prompt = t("fg.call_prompt", card=card, claim=card_name(claim))
            options = [option(table, pending, k, "call", call=k) for k in CARDS]
        else:
            prompt = t("fg.declare_prompt", name=me)
    elif phase == "fox":
        prompt, options = fox_options(table, pending)
    else:
        prompt = t("fg.push_prompt", name=me)
        options = [
            button(
                table.names[a["target"]],
                action=lambda a=a: table.act(a),
                cls="btn btn-choice",
                data_testid=f"fg-push-{a['target']}",
                data_choice=True,
                **toward(table, pending, **a),
            )
            for a in table.legal
        ]
    return el(
        "div",
        el(
            "div",
            el("p", cls="prompt", text=prompt, data_testid="fg-prompt"),
            drop(table, pending),
            cls="fg-prompt-row",
        ),
        el("div", options, cls=f"fg-options fg-options-{len(options)}") if options else None,
        cls="fg-controls" + (" is-active" if table.legal else ""),
        data_testid="controls",
        data_pending=pending.get("do"),
    )


def drop(table: Table, pending: dict[str, Any]) -> Element | None:
    """Choose again: a half-made choice is dropped; marked when it strays from the move a guide points at."""
    if not pending:
        return None
    astray = table.guide is not None and not matches(table.guide, pending)
    return button(
        t("fg.cancel"),
        action=lambda: cancel(table, pending),
        cls="btn btn-ghost",
        data_testid="choice-cancel",
        **(mark(table) if astray else {}),
    )


def fox_options(table: Table, pending: dict[str, Any]) -> tuple[str, list[Element]]:
    """The fox's special action: what to do first (when both ways are open), then against whom."""
    me = table.names[table.viewer]
    open_ = left(table, pending)
    choices = sorted({a["choice"] for a in open_})
    targets = sorted({a["target"] for a in open_})
    seats = table.view["seats"]
    if len(choices) > 1 and len(targets) > 1:
        return t("fg.fox_prompt", name=me), [
            button(
                t(f"fg.fox_{choice}"),
                action=lambda c=choice: choose(table, pending, do="fox", choice=c),
                cls="btn btn-choice",
                data_testid=f"fg-fox-{choice}",
                data_choice=True,
                **toward(table, pending, do="fox", choice=choice),
            )
            for choice in choices
        ]
    prompt = t("fg.fox_prompt", name=me) if len(choices) > 1 else t(f"fg.fox_whom_{choices[0]}", name=me)
    whom = len(choices) == 1 and len(table.view["pending"]["targets"]) > 1  # one way, several players: whom?
    shown = [{"do": "fox", "target": p, "choice": choices[0]} for p in table.view["pending"]["targets"]]
    options = []
    for a in shown if whom else open_:
        name = table.names[a["target"]]
        sweet = seats[a["target"]]["face_up"]["sweet"]
        label = t("fg.fox_give", target=name) if a["choice"] == "give_sour" else t("fg.fox_take", target=name, n=sweet)
        if whom:
            label = t("fg.fox_target", target=name, n=sweet)
        testid = f"fg-fox-{a['choice']}-{a['target']}"
        if a not in open_:  # a player with no sweet grape to take: shown, refused with the rule's reason
            options.append(refused(label, table, a, "btn btn-choice", testid))
            continue
        options.append(
            button(
                label,
                action=lambda a=a: table.act(a),
                cls="btn btn-choice",
                data_testid=testid,
                data_choice=True,
                **toward(table, pending, **a),
            )
        )
    return prompt, options


def option(table: Table, pending: dict[str, Any], card: str, kind: str, **step: Any) -> Element:
    """One card kind as an answer (a claim, a call)."""
    return button(
        icon(card),
        short_name(card),
        action=lambda: choose(table, pending, **step),
        cls=f"btn btn-choice fg-opt fg-{card}",
        data_testid=f"fg-{kind}-{card}",
        data_value=card,
        data_choice=True,
        **toward(table, pending, **step),
    )
