"""Setup: how many players, who sits where (human or bot at a level, a name and a colour), and the variant options."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import js

import pygames
from pygames import Game, Option
from pygames.core import LEVELS

from . import colours
from .dom import Element, button, el, on
from .i18n import pick, t
from .names import clip
from .session import Seat, has_save, new_session
from .widgets import link_row

if TYPE_CHECKING:
    from .nav import Nav


@dataclass
class SetupForm:
    """What the player has chosen so far; it survives language switches and re-draws."""

    game: Game
    seats: list[Seat]
    options: dict[str, Any] = field(default_factory=dict)
    deal: int | None = None  # a shared deal's seed (a deal link): both tables get the same cards
    hints: bool = True  # whether players may ask for hints at this table

    @classmethod
    def for_game(cls, game_id: str) -> SetupForm:
        """Defaults: seat 1 is a human, the others are bots."""
        game = pygames.GAMES[game_id]
        form = cls(game, [], {opt.name: opt.default for opt in game.options})
        form.resize(game.min_players)
        return form

    def resize(self, count: int) -> None:
        """Add seats (bots, in a colour nobody has) or drop the last ones."""
        while len(self.seats) < count:
            n = len(self.seats)
            self.seats.append(Seat("", bot=n > 0, colour=colours.free(n, (seat.colour for seat in self.seats))))
        del self.seats[count:]

    def recolour(self, index: int, colour: str) -> None:
        """Give seat ``index`` a colour; a seat that had it takes this seat's old one, so no two seats share."""
        for seat in self.seats:
            if seat.colour == colour:
                seat.colour = self.seats[index].colour
        self.seats[index].colour = colour

    def seat_names(self) -> list[str]:
        """Names as typed, or a default for a blank one."""
        return [clip(seat.name.strip()) or default_name(i, seat.bot) for i, seat in enumerate(self.seats)]


def default_name(index: int, bot: bool) -> str:
    return t("setup.default_bot" if bot else "setup.default_name", n=index + 1)


def render(app: Nav, form: SetupForm, back: Callable[[], Any] | None) -> Element:
    """The form; ``back`` (none in an embed, where setup is the first screen) leads where the player came from."""
    game = form.game
    return el(
        "div",
        button("← ", t("nav.back"), action=back, cls="btn btn-ghost screen-back", data_testid="setup-back")
        if back
        else None,
        el("h1", cls="screen-title", tabindex="-1", text=pick(game.title)),
        el("p", cls="subtitle", text=t("setup.title")),
        player_count(app, form),
        el("div", [seat_row(app, form, i) for i in range(len(form.seats))], cls="seat-list"),
        bots_level(app, form),
        options_panel(form) if game.options else None,
        pace_panel(app),
        hints_panel(app, form),
        el("p", cls="hint", text=t("setup.replace_warning")) if has_save(game.id) else None,
        button(t("setup.start"), action=lambda: start(app, form), cls="btn btn-primary btn-wide",
               data_testid="start-game"),
        deal_panel(app, form),
        cls="setup",
        data_testid="setup-screen",
        data_game=game.id,
    )


def start(app: Nav, form: SetupForm) -> None:
    """Deal a new game with the form's seats and options (it replaces this game's save) and play it; with phone
    seats, invite the phones first (the deal is then made by every device: web/hosting.py)."""
    from pygames.core.wire import new_token

    seats = [Seat(name, seat.bot, seat.colour, seat.level, phone=seat.phone, token=new_token() if seat.phone else "")
             for name, seat in zip(form.seat_names(), form.seats)]
    if any(seat.phone for seat in seats):
        app.host(form.game, seats, dict(form.options), form.hints)
        return
    app.play(new_session(form.game, seats, dict(form.options), form.deal, form.hints))


def deal_panel(app: Nav, form: SetupForm) -> Element:
    """"Share this deal": a link that gives another table these cards (its seed in it), with the warning it needs."""
    from pygames.core.record import deal_link
    from pygames.core.rng import new_seed

    def share() -> None:
        form.deal = new_seed()
        app.render()

    def forget() -> None:
        form.deal = None
        app.render()

    if form.deal is None:
        return el("div", button(t("deal.share"), action=share, cls="btn btn-ghost", data_testid="deal-share"),
                  cls="deal-panel", data_needs_python=True)

    text = deal_link(form.game, len(form.seats), form.options, form.deal)
    link = f"{js.URL.new('./', js.location.href).href}#deal={text}"
    return el(
        "section",
        el("h2", cls="section-title", text=t("deal.title")),
        el("p", cls="deal-warning", text=t("deal.warning"), data_testid="deal-warning"),
        link_row(link, t("deal.link"), "deal-link"),
        el("p", cls="hint", text=t("deal.same")),
        button(t("deal.forget"), action=forget, cls="btn btn-ghost", data_testid="deal-forget"),
        cls="deal-panel",
        data_testid="deal-panel",
    )


def player_count(app: Nav, form: SetupForm) -> Element | None:
    game = form.game
    if game.min_players == game.max_players:
        return None

    def choose(n: int) -> None:
        form.resize(n)
        app.render()

    return fieldset(
        t("setup.players"),
        [
            segment(str(n), f"players-{n}", "players", n == len(form.seats), lambda n=n: choose(n))
            for n in range(game.min_players, game.max_players + 1)
        ],
    )


def seat_row(app: Nav, form: SetupForm, index: int) -> Element:
    seat = form.seats[index]

    def rename(event: Any) -> None:
        field = event.target
        if not getattr(event, "isComposing", False):  # an IME's unfinished word is left alone (clipped at start)
            kept = clip(str(field.value))
            if kept != field.value:
                field.value = kept  # past the limit: the extra characters go, a flag or an emoji whole
        seat.name = str(field.value)

    def set_bot(bot: bool, phone: bool = False) -> None:
        seat.bot, seat.phone = bot, phone
        app.render()  # the placeholder name follows the kind

    name = el(
        "input",
        cls="text-input",
        type="text",
        autocomplete="off",
        placeholder=default_name(index, seat.bot),
        aria_label=f"{t('setup.seat', n=index + 1)} {t('setup.name')}",
        data_testid=f"seat-name-{index}",
    )
    name.value = seat.name  # a property, not markup: user text stays text
    on(name, "input", rename)
    kind = el(
        "div",
        segment(t("setup.human"), f"seat-{index}-human", f"seat-{index}", not seat.bot and not seat.phone,
                lambda: set_bot(False)),
        segment(t("setup.bot"), f"seat-{index}-bot", f"seat-{index}", seat.bot, lambda: set_bot(True)),
        None if app.embed_mode else segment(t("setup.phone"), f"seat-{index}-phone", f"seat-{index}", seat.phone,
                                            lambda: set_bot(False, phone=True), data_needs_python=True),
        cls="segmented",
        role="radiogroup",
    )
    return el(
        "div",
        el("span", el("span", cls="seat-dot"), t("setup.seat", n=index + 1), cls="seat-label"),
        name,
        colour_picker(app, form, index),
        kind,
        level_picker(app, form, index),
        cls=f"seat-row {colours.css_class(seat.colour)}",
        data_testid="seat",
        data_seat=index,
        data_kind="bot" if seat.bot else "phone" if seat.phone else "human",
    )


def colour_picker(app: Nav, form: SetupForm, index: int) -> Element:
    """The seat's colour: a native select (keys, readers and phones know it), its text in the colour itself."""

    def choose(event: Any) -> None:
        form.recolour(index, str(event.target.value))
        app.render()  # a seat that gave up its colour changes too

    picker = el(
        "select",
        [
            el("option", text=t(f"colour.{colour}"), value=colour, selected=colour == form.seats[index].colour)
            for colour in colours.PALETTE
        ],
        cls="colour-picker",
        aria_label=f"{t('setup.seat', n=index + 1)} {t('setup.colour')}",
        data_testid=f"seat-{index}-colour",
    )
    on(picker, "change", choose)
    return picker


def level_picker(app: Nav, form: SetupForm, index: int) -> Element:
    """How well the seat's bot plays: a native select, drawn for every seat and shown for a bot (CSS), so
    the page drawn before Python (static/prerender.js) only has to flip the seat's kind."""
    seat = form.seats[index]

    def choose(event: Any) -> None:
        seat.level = str(event.target.value)
        app.render()  # the choice for every bot follows

    picker = el(
        "select",
        [el("option", text=t(f"level.{level}"), value=level, selected=level == seat.level) for level in LEVELS],
        cls="level-picker",
        aria_label=f"{t('setup.seat', n=index + 1)} {t('setup.level')}",
        data_testid=f"seat-{index}-level",
    )
    on(picker, "change", choose)
    return picker


MIXED = "mixed"  # the bots' levels differ: the one choice for all of them shows no level


def common_level(form: SetupForm) -> str:
    """The level every bot seat has, or ``MIXED`` (also with no bot yet: a level then applies to those to come)."""
    levels = {seat.level for seat in form.seats if seat.bot}
    return levels.pop() if len(levels) == 1 else MIXED


def bots_level(app: Nav, form: SetupForm) -> Element:
    """One choice that sets every bot seat's level at once (each seat's own select still sets one)."""

    def choose(event: Any) -> None:
        level = str(event.target.value)
        if level in LEVELS:
            for seat in form.seats:
                seat.level = level
            app.render()

    shown = common_level(form)
    picker = el(
        "select",
        el("option", text=t("setup.mixed"), value=MIXED, selected=shown == MIXED, disabled=True),
        [el("option", text=t(f"level.{level}"), value=level, selected=level == shown) for level in LEVELS],
        cls="level-picker",
        data_testid="bots-level",
    )
    on(picker, "change", choose)
    return el("label", el("span", text=t("setup.bots_level")), picker, cls="bots-level")


def pace_panel(app: Nav) -> Element:
    """How fast others' moves are shown: at a reading pace (the words of each step decide), or fast."""
    return fieldset(t("setup.pace"), [
        segment(t(f"setup.pace_{name}"), f"pace-{name}", "pace", app.fast == fast, lambda f=fast: app.set_fast(f))
        for name, fast in (("reading", False), ("fast", True))
    ])


def hints_panel(app: Nav, form: SetupForm) -> Element:
    """Whether the players may ask for hints (a table of practised players may want none)."""

    def choose(on: bool) -> None:
        form.hints = on

    return fieldset(t("setup.hints"), [
        segment(t(f"setup.hints_{name}"), f"hints-{name}", "hints", form.hints == on, lambda o=on: choose(o))
        for name, on in (("on", True), ("off", False))
    ])


def options_panel(form: SetupForm) -> Element:
    return el(
        "div",
        el("h2", cls="section-title", text=t("setup.options")),
        [option_row(form, opt) for opt in form.game.options],
        cls="options",
    )


def option_row(form: SetupForm, opt: Option) -> Element:
    def choose(value: Any) -> None:
        form.options[opt.name] = value

    def label(value: Any) -> str:
        if value in opt.choice_labels:
            return pick(opt.choice_labels[value])
        if isinstance(value, bool):
            return t("setup.on" if value else "setup.off")
        return str(value)

    return fieldset(
        pick(opt.label),
        [
            segment(
                label(value),
                f"option-{opt.name}-{str(value).lower()}",
                f"option-{opt.name}",
                form.options[opt.name] == value,
                lambda v=value: choose(v),
            )
            for value in opt.choices
        ],
    )


def fieldset(legend: str, segments: list[Element]) -> Element:
    return el("fieldset", el("legend", text=legend), el("div", segments, cls="segmented"), cls="field")


def segment(label: str, testid: str, group: str, checked: bool, choose: Any, **attrs: Any) -> Element:
    """One choice of a segmented control: a real radio input, so keyboards and readers know it."""
    radio = el("input", type="radio", name=group, checked=checked, data_testid=testid, cls="segment-input")
    on(radio, "change", lambda _event: choose())
    return el("label", radio, el("span", text=label), cls="segment", **attrs)
