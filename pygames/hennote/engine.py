"""Hennote rules: a 2-player game of sliding rock-paper-scissors gods into line."""

from __future__ import annotations

from itertools import permutations, product
from typing import Any

from ..core.game import Action, Game, State, Text
from .data import BEATS, GODS, GODS_EACH, SIGNS, SLOTS, STALEMATE_ACTIONS, STOCK, WIN_BATTLES, card, god_of, sign_of

Slot = str | None

#: Why a move is refused, in each language (:meth:`HennoteState.explain`): the rules' own words for cards and actions.
REASONS: dict[str, Text] = {
    "must_retreat": {
        "en": "The first player's first action must be Retreat.",
        "ja": "先手の最初のアクションは必ずリトリートです。",
    },
    "no_repeat": {
        "en": "You may not use the same action twice in a row.",
        "ja": "同じアクションを2回続けて使うことはできません。",
    },
    "refill_first": {
        "en": "First fill the gaps on your battlefield from your stock.",
        "ja": "先に、戦場の空いた列をストックから補充します。",
    },
    "acted": {
        "en": "You have taken this turn's action: fill the gaps to end your turn.",
        "ja": "この手番のアクションは済んでいます。空いた列を補充すると手番が終わります。",
    },
    "refill_slots": {
        "en": "Put each stock card into an empty column of your battlefield.",
        "ja": "ストックのカードは、戦場の空いた列に置きます。",
    },
    "no_gap": {"en": "Your battlefield has no empty column to fill.", "ja": "戦場に空いた列はありません。"},
    "not_in_stock": {"en": "That card is not in your stock.", "ja": "そのカードはストックにありません。"},
    "place": {
        "en": "Place one card of each of your gods, one in each column.",
        "ja": "自分の神から1枚ずつ選び、3つの列に1枚ずつ置きます。",
    },
    "place_first": {
        "en": "First place your three cards face down on your battlefield.",
        "ja": "まず戦場に3枚のカードを裏向きで配置します。",
    },
    "god_taken": {"en": "That god is already taken.", "ja": "その神はもう指名されています。"},
    "draft_first": {"en": "First draft your gods, one at a time.", "ja": "まず神を1柱ずつ指名します。"},
    "not_now": {"en": "That move is not allowed now.", "ja": "今はその手はできません。"},
}


class HennoteState(State):
    """Phases: ``gods`` (draft) → ``place`` (secret, simultaneous) → ``play``.

    In ``play`` the turn player is in step ``refill`` (placing stock cards into gaps)
    or ``act`` (slide, change or retreat); battle and the stock draw happen inside
    :meth:`_apply` as chance-free and chance events of the rules.

    Every event goes into ``log`` as data (who did what, and the public table after it),
    so each player can read the game back; a turn's refill, action and battle are each a
    :meth:`moment` of its story. Nothing secret is logged: a placement is logged as made, its cards only
    when both are turned up.

    Undo (our ruling, issue 46; the core's rule decides): in play every card is face up and
    neither player knows the order of either deck, so a bot's move rests on nothing hidden and
    is taken back with the human's move before it, as the opponent across a real table would
    let you take back a slide. What stands is what turned a card up: both placements, a retreat
    from the deck, and the refill that draws the stock (:meth:`_draw` reveals). So a slide, a
    change or a retreat from the stock comes back while you choose how to fill the gaps it left,
    and the turn stands once its new stock cards are seen; a slide or change that leaves you no
    gap draws nothing and comes back until a card is turned up after it (the bot's refill, as a
    rule). Nothing more needs marking here.
    """

    def _setup(self) -> None:
        self.first = self.rng.below(2)
        self.gods: list[list[str]] = [[], []]
        self.placed: list[list[str] | None] = [None, None]
        self.field: list[list[Slot]] = [[None] * SLOTS, [None] * SLOTS]
        self.stock: list[list[str]] = [[], []]
        self.deck: list[list[str]] = [[], []]  # the top card is the last one
        self.discard: list[list[str]] = [[], []]
        self.wins = [0, 0]
        self.turn = self.first
        self.step = "act"
        self.acted = False  # has the turn player taken this turn's action yet?
        self.actions_taken = 0
        self.quiet_actions = 0  # actions in a row after which no column was won
        self.last_action: list[str | None] = [None, None]
        self.last_battle: dict[str, Any] | None = None
        self.winner: int | None = None
        self.win_reason: str | None = None
        self.log: list[dict[str, Any]] = []
        if self.options["gods"] == "draft":
            self.phase = "gods"
        else:
            order = list(GODS)
            self.rng.shuffle(order)
            self.gods = [
                sorted(order[:GODS_EACH], key=list(GODS).index),
                sorted(order[GODS_EACH:], key=list(GODS).index),
            ]
            self.phase = "place"

    @classmethod
    def from_view(cls, game: Game, view: dict[str, Any], seed: int) -> HennoteState:
        """A state in any phase that agrees with everything ``view`` shows, the rest drawn at random by ``seed``.

        Bots play on such samples (determinization), so they never read what their seat could not
        see: the deck orders, and an opponent's secret placement (a random one, if it is made).
        """
        state = game.new(2, seed, view["options"])
        assert isinstance(state, cls)
        sides = view["sides"]
        state.phase, state.first = view.get("phase", "play"), view["first"]
        state.quiet_actions = view["quiet_actions"]
        state.log = list(view.get("log", ()))
        state.last_battle = view.get("last_battle")
        winners = view.get("winners", ())
        state.winner, state.win_reason = (winners[0] if winners else None), view.get("win_reason")
        for p, side in enumerate(sides):
            state.gods[p] = list(side["gods"])
            state.wins[p], state.last_action[p] = side["wins"], side["last_action"]
        if state.phase == "place":
            for p, side in enumerate(sides):
                if side["placed"]:
                    state.placed[p] = list(side["field"]) if p == view.get("viewer") else state._any_placement(p)
        if state.phase != "play":
            return state
        state.turn, state.step, state.acted = view["turn"], view["step"], view["acted"]
        state.actions_taken = 0 if view["must_retreat"] else 1
        for p, side in enumerate(sides):
            state.field[p], state.stock[p] = list(side["field"]), list(side["stock"])
            state.discard[p] = list(side["discard"])
            seen = set(side["field"]) | set(side["stock"]) | set(side["discard"])
            state.deck[p] = [card(g, s) for g in side["gods"] for s in SIGNS if card(g, s) not in seen]
            state.rng.shuffle(state.deck[p])
        return state

    def _any_placement(self, player: int) -> list[str]:
        """A random placement: one card of each of ``player``'s gods, in a random order."""
        order = list(self.gods[player])
        self.rng.shuffle(order)
        return [card(g, SIGNS[self.rng.below(len(SIGNS))]) for g in order]

    def clone(self) -> HennoteState:
        """A copy whose log shares the logged events: an event never changes once logged (bots clone a lot)."""
        log, self.log = self.log, []
        try:
            twin = super().clone()
        finally:
            self.log = log
        assert isinstance(twin, HennoteState)
        twin.log = list(log)
        return twin

    # --- whose move and what they may do -------------------------------------------

    def to_act(self) -> list[int]:
        if self.win_reason is not None:
            return []
        if self.phase == "gods":
            return [self._drafter()]
        if self.phase == "place":
            return [p for p in (0, 1) if self.placed[p] is None]
        return [self.turn]

    def _drafter(self) -> int:
        """Draft order: the first player picks first, then the players alternate."""
        picks = len(self.gods[0]) + len(self.gods[1])
        return self.first if picks % 2 == 0 else 1 - self.first

    def legal_actions(self, player: int) -> list[Action]:
        if player not in self.to_act():
            return []
        if self.phase == "gods":
            taken = set(self.gods[0] + self.gods[1])
            return [{"do": "god", "god": g} for g in GODS if g not in taken]
        if self.phase == "place":
            return [
                {"do": "place", "slots": [card(g, s) for g, s in zip(order, signs)]}
                for order in permutations(self.gods[player])
                for signs in product(SIGNS, repeat=SLOTS)
            ]
        if self.step == "refill":
            return self._refill_options(player)
        return self._play_options(player)

    def _play_options(self, player: int) -> list[Action]:
        options: list[Action] = []
        if self.actions_taken > 0:
            options += [{"do": "slide", "from": "left"}, {"do": "slide", "from": "right"}]
            options += [{"do": "change", "with": "left"}, {"do": "change", "with": "right"}]
        for slot in range(SLOTS):
            options += [{"do": "retreat", "slot": slot, "from": "stock", "card": c} for c in self.stock[player]]
            options.append({"do": "retreat", "slot": slot, "from": "deck"})
        if self.options["no_repeat"] and self.last_action[player]:
            options = [a for a in options if a["do"] != self.last_action[player]]
        return options

    def _refill_options(self, player: int) -> list[Action]:
        """Every way to put stock cards into the gaps (deck cards fill any gap left)."""
        gaps = [i for i, c in enumerate(self.field[player]) if c is None]
        stock = self.stock[player]
        options: list[Action] = []
        if len(gaps) >= len(stock):
            for chosen in permutations(gaps, len(stock)):
                slots: list[Slot] = [None] * SLOTS
                for c, slot in zip(stock, chosen):
                    slots[slot] = c
                options.append({"do": "refill", "slots": slots})
        else:
            for chosen in permutations(stock, len(gaps)):
                slots = [None] * SLOTS
                for c, slot in zip(chosen, gaps):
                    slots[slot] = c
                options.append({"do": "refill", "slots": slots})
        return options

    def explain(self, player: int, action: Action) -> Text:
        """Why ``action`` is refused now, in each language: the rule that forbids it, named as the rules name it."""
        kind = action.get("do") if isinstance(action, dict) else None
        if self.phase == "gods":
            if kind == "god" and action.get("god") in GODS:
                return REASONS["god_taken"]
            return REASONS["draft_first"]
        if self.phase == "place":
            return REASONS["place"] if kind == "place" else REASONS["place_first"]
        if self.step == "refill":
            if kind == "refill":
                return REASONS["refill_slots"]
            return REASONS["acted"] if self.acted else REASONS["refill_first"]
        if kind == "refill":
            return REASONS["no_gap"]
        if self.actions_taken == 0 and kind in ("slide", "change"):
            return REASONS["must_retreat"]
        if self.options["no_repeat"] and kind is not None and kind == self.last_action[player]:
            return REASONS["no_repeat"]
        if kind == "retreat" and action.get("from") == "stock" and "card" in action:
            if action["card"] not in self.stock[player]:
                return REASONS["not_in_stock"]
        return REASONS["not_now"]

    # --- playing an action ------------------------------------------------------------

    def _apply(self, player: int, action: Action) -> None:
        kind = action["do"]
        if kind == "god":
            self.gods[player].append(action["god"])
            self.log.append({"e": "god", "player": player, "god": action["god"]})
            remaining = [g for g in GODS if g not in self.gods[0] + self.gods[1]]
            if len(remaining) == 1:  # the last god is not a choice
                self.log.append({"e": "god", "player": self._drafter(), "god": remaining[0]})
                self.gods[self._drafter()].append(remaining[0])
            if not remaining[1:]:
                self.gods = [sorted(gs, key=list(GODS).index) for gs in self.gods]
                self.phase = "place"
        elif kind == "place":
            self.placed[player] = list(action["slots"])
            self.log.append({"e": "place", "player": player})
            if all(self.placed):
                self._reveal()
        elif kind == "refill":
            self._refill(player, action["slots"])
            if self.acted:
                self._end_turn()
            else:
                self.step = "act"
        else:
            self._record(kind, player, **self._act(player, action))
            self.acted = True
            self.actions_taken += 1
            self.last_action[player] = kind
            self._battle()
            self._after_action()
        self._auto_refill()

    def _reveal(self) -> None:
        """Both placements are turned face up; the rest of each player's cards form their deck."""
        for p in (0, 1):
            self.field[p] = list(self.placed[p])  # type: ignore[arg-type]
            rest = [card(g, s) for g in self.gods[p] for s in SIGNS if card(g, s) not in self.field[p]]
            self.rng.shuffle(rest)
            self.deck[p] = rest
            self._draw_stock(p)
        self.phase = "play"
        self.turn = self.first
        self.step = "act"
        self.reveal()  # both placements turn face up: each player sees the other's
        self._record("reveal", None, first=self.first)

    def _act(self, player: int, action: dict[str, Any]) -> dict[str, Any]:
        """Slide, change or retreat; what the log says of it (a retreat: the card discarded and the card brought in)."""
        row = self.field[player]
        details = {k: v for k, v in action.items() if k != "do"}
        if action["do"] == "slide":
            self.field[player] = row[1:] + row[:1] if action["from"] == "left" else row[-1:] + row[:-1]
        elif action["do"] == "change":
            other = 0 if action["with"] == "left" else SLOTS - 1
            row[1], row[other] = row[other], row[1]
        else:  # retreat
            slot = action["slot"]
            details["discarded"] = row[slot]
            self.discard[player].append(row[slot])  # type: ignore[arg-type]
            row[slot] = None
            if action["from"] == "stock":
                self.stock[player].remove(action["card"])
                row[slot] = action["card"]
            else:
                row[slot] = details["card"] = self._draw(player)
        return details

    def _battle(self) -> None:
        """Rock-paper-scissors in every column; losers go to their owner's discard pile."""
        self.moment()  # the action is seen before the battle it leads to
        columns = []
        for i in range(SLOTS):
            a, b = self.field[0][i], self.field[1][i]
            assert a is not None and b is not None
            winner = 0 if BEATS[sign_of(a)] == sign_of(b) else 1 if BEATS[sign_of(b)] == sign_of(a) else None
            if winner is not None:
                loser = 1 - winner
                self.discard[loser].append(self.field[loser][i])  # type: ignore[arg-type]
                self.field[loser][i] = None
                self.wins[winner] += 1
            columns.append({"cards": [a, b], "winner": winner})
        won = any(column["winner"] is not None for column in columns)
        self.quiet_actions = 0 if won else self.quiet_actions + 1
        self.last_battle = {"by": self.turn, "columns": columns}
        self._record("battle", self.turn, columns=columns)

    def _after_action(self) -> None:
        if None in self.field[self.turn]:
            self.step = "refill"
        else:
            if len(self.stock[self.turn]) < STOCK:
                self.moment()  # the battle is seen before the stock is drawn up
            self._record_refill(self.turn, [None] * SLOTS, [], self._draw_stock(self.turn))
            self._end_turn()

    def _refill(self, player: int, slots: list[Slot]) -> None:
        self.moment()  # what came before (a battle, the other player's turn) is seen before the gaps fill
        row = self.field[player]
        placed = list(slots)
        for i, c in enumerate(slots):
            if c is not None:
                self.stock[player].remove(c)
                row[i] = c
        from_deck = [i for i in range(SLOTS) if row[i] is None]
        for i in from_deck:
            row[i] = placed[i] = self._draw(player)
        self._record_refill(player, placed, from_deck, self._draw_stock(player))

    def _record_refill(self, player: int, placed: list[Slot], from_deck: list[int], stocked: list[str]) -> None:
        """Log a refill: the card put in each gap (``from_deck``: the gaps the deck filled), the stock drawn."""
        if any(placed) or stocked:
            self._record("refill", player, slots=placed, from_deck=from_deck, stock=stocked)

    def _record(self, event: str, player: int | None, **details: Any) -> None:
        """Log one event with the public table after it (every card but the deck order is public in play)."""
        table = [
            {
                "field": list(self.field[p]),
                "stock": list(self.stock[p]),
                "deck": len(self.deck[p]),
                "discard": list(self.discard[p]),
                "wins": self.wins[p],
            }
            for p in (0, 1)
        ]
        self.log.append({"e": event, "player": player, **details, "table": table})

    def _auto_refill(self) -> None:
        """A refill with only one possible placement needs no decision."""
        while self.win_reason is None and self.phase == "play" and self.step == "refill":
            stock, gaps = len(self.stock[self.turn]), self.field[self.turn].count(None)
            if stock and not gaps == stock == 1:  # a choice of card or of gap (counted without listing them all)
                return
            self._apply(self.turn, self._refill_options(self.turn)[0])

    def _end_turn(self) -> None:
        """Win check for the turn player, then the other player's turn begins."""
        p = self.turn
        if len({god_of(c) for c in self.field[p]}) == 1:  # type: ignore[arg-type]
            self.winner, self.win_reason = p, "gods"
        elif max(self.wins) >= WIN_BATTLES:
            if self.wins[0] != self.wins[1]:
                self.winner = 0 if self.wins[0] > self.wins[1] else 1
            else:
                self.winner = 1 - p
            self.win_reason = "battles"
        elif self.quiet_actions >= STALEMATE_ACTIONS:
            self.win_reason = "stalemate"  # a draw: nobody wins
        if self.win_reason is not None:
            end = {"e": "end", "player": self.winner, "reason": self.win_reason, "wins": list(self.wins)}
            if self.win_reason == "gods":
                end["god"] = god_of(self.field[p][0])  # type: ignore[arg-type]
            self.log.append(end)
            return
        self.turn = 1 - p
        self.acted = False
        self.step = "refill" if None in self.field[self.turn] else "act"

    def _draw(self, player: int) -> str:
        """The top card of the deck, turned face up; an empty deck is first rebuilt from the discard pile."""
        if not self.deck[player]:
            self.deck[player], self.discard[player] = self.discard[player], []
            self.rng.shuffle(self.deck[player])
            self._record("reshuffle", player, cards=len(self.deck[player]))
        self.reveal()  # the deck's order was hidden from both players
        return self.deck[player].pop()

    def _draw_stock(self, player: int) -> list[str]:
        """Fill the stock up to two from the deck; the cards drawn."""
        drawn = []
        while len(self.stock[player]) < STOCK:
            drawn.append(self._draw(player))
            self.stock[player].append(drawn[-1])
        return drawn

    # --- results and what each player sees ---------------------------------------

    def winners(self) -> list[int]:
        return [] if self.winner is None else [self.winner]

    def scores(self) -> list[int]:
        return list(self.wins)

    def _view(self, player: int | None) -> dict[str, Any]:
        sides = []
        for p in (0, 1):
            side: dict[str, Any] = {
                "gods": list(self.gods[p]),
                "field": list(self.field[p]),
                "stock": list(self.stock[p]),
                "deck": len(self.deck[p]),
                "discard": list(self.discard[p]),
                "wins": self.wins[p],
                "last_action": self.last_action[p],
            }
            if self.phase == "place":
                side["placed"] = self.placed[p] is not None
                if p == player and self.placed[p] is not None:
                    side["field"] = list(self.placed[p])  # type: ignore[arg-type]
            sides.append(side)
        return {
            "phase": self.phase,
            "first": self.first,
            "turn": self.turn if self.phase == "play" else None,
            "step": self.step if self.phase == "play" else None,
            "must_retreat": self.phase == "play" and self.actions_taken == 0,
            "acted": self.acted,
            "quiet_actions": self.quiet_actions,
            "available_gods": [g for g in GODS if g not in self.gods[0] + self.gods[1]],
            "sides": sides,
            "last_battle": self.last_battle,
            "win_reason": self.win_reason,
            "log": list(self.log),  # all public: see the class docstring
        }
