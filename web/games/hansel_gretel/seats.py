"""Hansel or Gretel's players: the others as compact chips (a tap opens one's cards), the viewer's own
cards against their limits, every collection and the scores."""

from __future__ import annotations

from pygames.hansel_gretel.data import MISCHIEF, SCORED_KINDS, kind_of, limit_of

from ...dom import Child, Element, button, el
from ...i18n import t
from .. import Table, kit
from .cards import bird_drawing, mark, score, size, tile_mark
from .log import kind_name
from .picks import Picks


def changed_cls(table: Table, what: str, p: int | None = None) -> str:
    """`` is-changed`` where the step now shown changed something since ``table.before``."""
    before = kit.before(table, "game")
    if not before:
        return ""
    now = table.view
    if what == "nest":
        return " is-changed" if before["nest"] != now["nest"] else ""
    if what == "collection" and p is not None:
        was, is_ = before["collections"][p], now["collections"][p]
        return " is-changed" if (was["cards"], was["mirrors"]) != (is_["cards"], is_["mirrors"]) else ""
    return ""


def others(table: Table, picks: Picks) -> Element:
    view = table.view
    split = view["split"]
    others = table.others()
    chips = []
    for p in others:
        col = view["collections"][p]
        state = None
        if split is not None and view["phase"] == "choose" and p in split["choosers"]:
            chosen = p in split["chosen"]
            state = el(
                "span",
                "✓" if chosen else "…",
                cls="hg-chip-state" + (" is-done" if chosen else ""),
                data_testid="chooser",
                data_player=p,
                data_chosen="yes" if chosen else "no",
                title=t("hg.chosen" if chosen else "hg.choosing"),
            )
        elif col["tidying"]:
            state = el("span", "…", cls="hg-chip-state", title=t("hg.tidying"))
        chips.append(
            button(
                el(
                    "span",
                    state or el("span", cls="hg-swatch", aria_hidden="true"),
                    el("bdi", cls="hg-chip-name", text=table.names[p]),
                    cls="hg-chip-top",
                ),
                el(
                    "span",
                    score(col["score"], in_control=True),
                    size(col["size"], in_control=True),
                    tile_mark(short=True) if view["tile"] == p else None,
                    bird_drawing("hg-bird-icon") if view["bird"] == p else None,
                    cls="hg-chip-line",
                ),
                action=lambda p=p: picks.open(table, p),
                cls=f"hg-chip {table.colour(p)}"
                + (" is-open" if picks.opened == p else "")
                + changed_cls(table, "collection", p),
                data_testid=f"chip-{p}",
                data_player=p,
                aria_expanded="true" if picks.opened == p else "false",
            )
        )
    detail = collection(table, picks.opened) if picks.opened is not None else None
    return el("div", el("div", chips, cls="hg-chips", style=f"--n:{len(chips)}"), detail, cls="hg-others")


def mine(table: Table) -> Element:
    """The viewer's cards by kind against each limit: what every choice is weighed against."""
    view = table.view
    p = table.viewer
    col = view["collections"][p]
    chips: list[Child] = []
    for kind in SCORED_KINDS:
        n = col["counts"].get(kind, 0)
        if not n:
            continue
        limit = limit_of(kind)
        over = kind in col["over"]
        tip = t("hg.tip_have", kind=kind_name(kind), n=n, limit=limit) if limit else f"{kind_name(kind)} ×{n}"
        chips.append(
            kit.counter(
                [
                    mark(kind),
                    f"{n}/{limit}" if limit is not None else f"{n}",
                    el("span", cls="hg-over", text=" " + t("hg.over_short")) if over else None,
                ],
                tip + (" — " + t("hg.tip_over") if over else ""),
                cls=f"hg-have kind-{kind}" + (" is-over" if over else ""),
                data_testid="kind-count",
                data_kind=kind,
                data_count=n,
                data_over="yes" if over else "no",
            )
        )
    others = {"witch": col["witches"], **{k: sum(kind_of(c) == k for c in col["cards"]) for k in ("bear", "mirror")}}
    for kind, count in others.items():
        if count:
            shown = [mark(kind), f"×{count}"]
            chips.append(kit.counter(shown, f"{kind_name(kind)} ×{count}", cls=f"hg-have kind-{kind}"))
    return el(
        "div",
        el(
            "span",
            el("bdi", cls="hg-name", text=table.names[p]),
            tile_mark() if view["tile"] == p and view["phase"] != "over" else None,
            bird_drawing("hg-bird-icon") if view["bird"] == p else None,
            score(col["score"]),
            size(col["size"]),
            cls="hg-mine-head",
        ),
        chips or el("span", cls="hg-muted", text=t("hg.collection_empty")),
        cls=f"hg-mine {table.colour(p)}" + changed_cls(table, "collection", p),
        data_testid="mine",
        data_player=p,
        data_context=True if table.legal else None,
        aria_label=t("hg.mine_label"),
        role="group",
    )


def collections(table: Table) -> Element:
    view = table.view
    order = [table.viewer] + [p for p in range(len(view["collections"])) if p != table.viewer]
    return el(
        "div",
        el("h3", cls="section-title", text=t("hg.collections")),
        el("div", [collection(table, p) for p in order], cls="hg-collections"),
    )


def collection(table: Table, p: int) -> Element:
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
                mark(kind),
                el("span", cls="hg-kind-name", text=kind_name(kind)),
                el("span", f"{n}/{limit}" if limit is not None else f"{n}", cls="hg-kind-count"),
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
                mark("witch"),
                t("hg.witches", n=col["witches"], pts=col["witches"] * MISCHIEF["witch"]["points"]),
                cls="hg-kind kind-witch",
                data_testid="kind-count",
                data_kind="witch",
                data_count=col["witches"],
            )
        )
    bears = sum(kind_of(c) == "bear" for c in col["cards"])
    if bears:
        extras.append(el("li", mark("bear"), t("hg.bears", n=bears), cls="hg-kind kind-bear"))
    for copies in col["mirrors"].values():
        text = t("hg.mirror_copies", kind=kind_name(copies)) if copies else t("hg.mirror_unset")
        extras.append(el("li", mark("mirror"), text, cls="hg-kind kind-mirror"))
    has_tile = view["tile"] == p and view["phase"] != "over"
    return el(
        "div",
        el(
            "div",
            el("span", cls="hg-swatch", aria_hidden="true"),
            el("bdi", cls="hg-name", text=table.names[p]),
            el("span", cls="tag", text=t("play.bot_tag")) if table.bots[p] else None,
            tile_mark() if has_tile else None,
            el("span", bird_drawing("hg-bird-icon"), t("hg.bird"), cls="tag") if view["bird"] == p else None,
            el("span", cls="tag hg-tidying", text=t("hg.tidying")) if col["tidying"] else None,
            el("span", cls="hg-size", text=t("hg.cards", n=col["size"])),
            el("span", cls="hg-score", text=t("hg.score", n=col["score"])),
            cls="hg-col-head",
        ),
        el("ul", rows, extras, cls="hg-kinds")
        if rows or extras
        else el("p", cls="hg-muted", text=t("hg.collection_empty")),
        cls=f"hg-collection {table.colour(p)}" + (" is-me" if table.is_you(p) else ""),
        data_testid="collection",
        data_player=p,
        data_tile="yes" if has_tile else "no",
        data_score=col["score"],
        data_size=col["size"],
    )


def scores(table: Table, final: bool) -> Element:
    view = table.view
    cols = view["collections"]
    ranking = view["ranking"]
    order = sorted(range(len(cols)), key=lambda p: (ranking[p] if ranking else 0, -cols[p]["score"], p))
    rows = [
        el(
            "tr",
            el("td", text=t("hg.rank", n=ranking[p]) if ranking else ""),
            el("th", el("bdi", text=table.names[p]), scope="row", cls=table.colour(p)),
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
