"""The Fox and the Grapes rules: play a card face down with a claim, declare on another's card, reveal."""

from __future__ import annotations

import marshal
from typing import Any

from ..core.game import Action, State, Text
from .data import (
    CARD_NAMES,
    CARDS,
    DECKS,
    FACE_UP_START,
    FOX_CHOICES,
    HAND_SIZE,
    SELF_CHECK_FALSE,
    UNUSED,
    cards_per_round,
    rounds,
)

#: Why a move is refused, in each language (``explain``); ``{card}`` is a card's own name.
REFUSALS: dict[str, dict[str, str]] = {
    "no_card": {"en": "You have no {card} in your hand.", "ja": "手札に{card}がありません。"},
    "play": {
        "en": "Play one card from your hand face down and claim sweet, sour or fox.",
        "ja": "手札から1枚を伏せて、「甘い葡萄」「酸っぱい葡萄」「キツネ」のどれかを申告してください。",
    },
    "own_card": {
        "en": "You cannot declare on your own card: pick another player's.",
        "ja": "自分のカードには宣言できません。他のプレイヤーのカードを選んでください。",
    },
    "called": {
        "en": "That card already has a declaration on it.",
        "ja": "そのカードにはもう宣言されています。",
    },
    "call_word": {
        "en": "Declare sweet, sour or fox.",
        "ja": "「甘い葡萄」「酸っぱい葡萄」「キツネ」のどれかを宣言してください。",
    },
    "declare": {
        "en": "Declare sweet, sour or fox on a face-down card that has no declaration yet.",
        "ja": "まだ宣言されていない伏せたカードに、「甘い葡萄」「酸っぱい葡萄」「キツネ」のどれかを宣言してください。",
    },
    "no_sour": {
        "en": "You have no face-up sour grape to give.",
        "ja": "押し付ける酸っぱい葡萄が、あなたの前にありません。",
    },
    "no_sweet": {
        "en": "That player has no sweet grape to take (a fox can never be taken).",
        "ja": "その人には奪える甘い葡萄がありません（キツネは奪えません）。",
    },
    "fox": {
        "en": "Choose the fox's special action: give one of your sour grapes or take one of their sweet grapes.",
        "ja": "キツネの特殊アクションを選んでください：自分の酸っぱい葡萄を1枚押し付けるか、"
        "相手の甘い葡萄を1枚奪います。",
    },
    "push": {
        "en": "Choose another player to take your sour grape.",
        "ja": "酸っぱい葡萄を押し付ける相手（自分以外のプレイヤー）を選んでください。",
    },
    "not_now": {"en": "That move is not allowed now.", "ja": "今はその手はできません。"},
}


def _say(key: str, card: dict[str, str] | None = None) -> Text:
    """A refusal's words in each language, a card named in that language (``CARD_NAMES``)."""
    named = card or {"en": "", "ja": ""}
    return {
        "en": REFUSALS[key]["en"].format(card=named["en"].lower()),
        "ja": REFUSALS[key]["ja"].format(card=named["ja"]),
    }


def _counts() -> dict[str, int]:
    return {c: 0 for c in CARDS}


def decided_by(keys: list[list[int]], winners: list[int]) -> str:
    """What settled the game, for its story: ``points``, ``foxes`` or ``sweet`` (the first of the ranking's keys
    on which the winner beats the best other seat), ``shared`` (several winners) or ``draw`` (none)."""
    if not winners:
        return "draw"
    if len(winners) > 1:
        return "shared"
    best = keys[winners[0]]
    runner_up = max(k for p, k in enumerate(keys) if p != winners[0])
    return next(name for name, mine, theirs in zip(("points", "foxes", "sweet"), best, runner_up) if mine > theirs)


class FoxGrapesState(State):
    """Phases of a round: ``play`` → ``declare`` → resolution (``fox`` / ``push`` choices) → next round.

    Seats are numbered clockwise. Each player's face-down cards of the round are
    ``table[p]``: slots ``{"card", "claim", "call", "state", "taker"}`` where
    ``state`` is ``down`` (hidden), ``pending`` (revealed, waiting for a push
    target), ``taken`` or ``removed``. Reveals that need no decision happen inside
    :meth:`_apply`; the public event log records each one for the UI.
    """

    def _setup(self) -> None:
        n = self.num_players
        self.rounds = rounds(n)
        self.per_round = cards_per_round(n)
        self.face_up = [dict(FACE_UP_START) for _ in range(n)]
        pool = []
        for c in CARDS:
            pool += [c] * (DECKS[n][c] - n * FACE_UP_START[c])
        self.rng.shuffle(pool)
        self.hands = [_counts() for _ in range(n)]
        for p in range(n):
            for c in pool[p * HAND_SIZE[n] : (p + 1) * HAND_SIZE[n]]:
                self.hands[p][c] += 1
        self.unused = _counts()  # the 2-player game's three unused cards: never shown
        for c in pool[n * HAND_SIZE[n] :]:
            self.unused[c] += 1
        assert sum(self.unused.values()) == UNUSED[n]
        self.removed = _counts()
        self.start = self.rng.below(n)  # our ruling: the start player is drawn at random
        self.round = 1
        self.log: list[dict[str, Any]] = []
        self.last_table: list[list[dict[str, Any]]] | None = None
        self.phase = "play"
        self._begin_round()

    # --- the round's flow -----------------------------------------------------------

    def _begin_round(self) -> None:
        n = self.num_players
        self.phase = "play"
        self.order = [(self.start + i) % n for i in range(n)]
        self.table: list[list[dict[str, Any]]] = [[] for _ in range(n)]
        # 2 players: the first player plays (and declares) all three, then the second.
        self.queue = [p for p in self.order for _ in range(self.per_round)]
        self.self_checks: list[int] = []
        self.resolving: list[list[Any]] = []
        self.pending: dict[str, Any] | None = None
        self.log.append({"e": "round", "round": self.round, "start": self.start})

    def _end_round(self) -> None:
        self.last_table = self.table
        self.log.append({"e": "round_end", "round": self.round, "scores": self.scores()})
        if self.round >= self.rounds:
            self.phase = "over"
            self.table = [[] for _ in range(self.num_players)]
            winners = self.winners()
            over = {"e": "over", "winners": winners, "scores": self.scores()}
            self.log.append({**over, "decided_by": decided_by(self.ranking_keys(), winners)})
            return
        self.round += 1
        self.start = (self.start + 1) % self.num_players  # clockwise
        self._begin_round()

    # --- whose move and what they may do -------------------------------------------

    def to_act(self) -> list[int]:
        if self.phase in ("play", "declare"):
            return self.queue[:1]
        if self.phase in ("fox", "push"):
            assert self.pending is not None
            return [self.pending["player"]]
        return []

    def targets(self, player: int) -> list[tuple[int, int]]:
        """The face-down cards ``player`` may declare on now: (owner, slot)."""
        return [
            (t, s)
            for t in range(self.num_players)
            if t != player
            for s, slot in enumerate(self.table[t])
            # 3–6 players: a player with a declaration on their card cannot be chosen again.
            if slot["call"] is None
        ]

    def legal_actions(self, player: int) -> list[Action]:
        if player not in self.to_act():
            return []
        if self.phase == "play":
            return [{"do": "play", "card": c, "claim": k} for c in CARDS if self.hands[player][c] > 0 for k in CARDS]
        if self.phase == "declare":
            return [
                {"do": "declare", "target": t, "slot": s, "call": k} for t, s in self.targets(player) for k in CARDS
            ]
        assert self.pending is not None
        return marshal.loads(marshal.dumps(self.pending["options"]))  # a fresh copy, fast

    def explain(self, player: int, action: Action) -> Text:
        """Why ``action`` is refused now, in each language, naming the cards as the game does."""
        kind = action.get("do") if isinstance(action, dict) else None
        if self.phase == "play":
            card = action.get("card") if kind == "play" else None
            if card in CARDS and action.get("claim") in CARDS:
                return _say("no_card", card=CARD_NAMES[card])
            return _say("play")
        if self.phase == "declare":
            if kind == "declare":
                target, slot = action.get("target"), action.get("slot")
                if target == player:
                    return _say("own_card")
                if isinstance(target, int) and 0 <= target < self.num_players and isinstance(slot, int):
                    if 0 <= slot < len(self.table[target]) and self.table[target][slot]["call"] is not None:
                        return _say("called")
                if action.get("call") not in CARDS:
                    return _say("call_word")
            return _say("declare")
        if self.phase == "fox":
            assert self.pending is not None
            targets = self.pending["targets"]
            if kind == "fox":
                target, choice = action.get("target"), action.get("choice")
                if type(target) is not int or target not in targets:
                    return {
                        "en": "The fox's special action is against "
                        + " or ".join(f"player {t + 1}" for t in targets)
                        + ".",
                        "ja": "キツネの特殊アクションの相手は"
                        + "か".join(f"プレイヤー{t + 1}" for t in targets)
                        + "です。",
                    }
                if choice == "give_sour" and self.face_up[player]["sour"] == 0:
                    return _say("no_sour")
                if choice == "take_sweet" and self.face_up[target]["sweet"] == 0:
                    return _say("no_sweet")
            return _say("fox")
        if self.phase == "push":
            return _say("push")
        return _say("not_now")

    # --- playing an action ------------------------------------------------------------

    def _apply(self, player: int, action: Action) -> None:
        kind = action["do"]
        # Every choice here is made holding a hidden hand (a claim, a call, even whom a fox robs):
        # the others may read it, so no one takes back a move made before a bot's (core undo rule).
        self.gives_away(player)
        if kind == "play":
            self.hands[player][action["card"]] -= 1
            self.table[player].append(
                {"card": action["card"], "claim": action["claim"], "call": None, "state": "down", "taker": None}
            )
            self.log.append(
                {"e": "play", "player": player, "slot": len(self.table[player]) - 1, "claim": action["claim"]}
            )
            self.queue.pop(0)
            if not self.queue:
                self.phase = "declare"
                self.queue = [p for p in self.order for _ in range(self.per_round)]
                self._skip_untargeted()
        elif kind == "declare":
            slot = self.table[action["target"]][action["slot"]]
            slot["call"] = {"by": player, "call": action["call"]}
            self.log.append(
                {
                    "e": "declare",
                    "player": player,
                    "target": action["target"],
                    "slot": action["slot"],
                    "call": action["call"],
                }
            )
            self.queue.pop(0)
            self._skip_untargeted()
        elif kind == "fox":
            self.pending = None
            self.phase = "resolve"
            self._fox(player, action, forced=False)
            self._resolve()
        elif kind == "push":
            self.pending = None
            self.phase = "resolve"
            self._push(player, action["target"])
            self._resolve()

    def _skip_untargeted(self) -> None:
        """A declarer left with no card to declare on does the self-check (⑧) instead."""
        while self.queue and not self.targets(self.queue[0]):
            p = self.queue.pop(0)
            if p not in self.self_checks:
                self.self_checks.append(p)
                self.log.append({"e": "no_target", "player": p})
        if not self.queue:
            self._start_resolution()

    def _start_resolution(self) -> None:
        """Reveals from the start player clockwise (2 players: in the order the cards were played), then self-checks."""
        calls = [
            (self.order.index(s["call"]["by"]), t, i)
            for t in range(self.num_players)
            for i, s in enumerate(self.table[t])
            if s["call"]
        ]
        calls.sort()
        self.resolving = [["reveal", t, i] for _, t, i in calls] + [["self", p, 0] for p in self.self_checks]
        self.phase = "resolve"
        self._resolve()

    def _resolve(self) -> None:
        """Resolve reveals until one needs a player's decision, then end the round."""
        while self.resolving and self.pending is None:
            self.moment()  # one card turns up at a time: what came before it is seen first
            kind, owner, index = self.resolving.pop(0)
            if kind == "reveal":
                self._reveal(owner, index)
            else:
                self._self_check(owner)
        if self.pending is None:
            self.moment()  # the last card turned up is seen before the round is scored and cleared
            self._end_round()

    def _reveal(self, owner: int, index: int) -> None:
        """⑤–⑦: who takes the revealed card, and the fox's special action."""
        slot = self.table[owner][index]
        card, declarer, call = slot["card"], slot["call"]["by"], slot["call"]["call"]
        self.reveal()  # the face-down card is turned up for everyone: no undo back past this
        if card == "fox":
            # ⑦-①: a true fox call: the declarer takes it; ⑦-②: otherwise its player does.
            taker, other = (declarer, owner) if call == "fox" else (owner, declarer)
        elif call == "sweet":  # ⑤
            taker, other = declarer, None
        elif call == "sour":  # ⑥
            taker, other = owner, None
        else:  # ⑦-①: a fox call on a grape
            taker, other = (owner, None) if card == "sweet" else (declarer, None)
        self._take(slot, taker)
        self.log.append(
            {
                "e": "reveal",
                "declarer": declarer,
                "owner": owner,
                "slot": index,
                "claim": slot["claim"],
                "call": call,
                "card": card,
                "taker": taker,
            }
        )
        if other is not None:
            self._offer_fox(taker, [other])

    def _self_check(self, player: int) -> None:
        """⑧: the player without a target reveals their own card against their claim."""
        slot = self.table[player][0]
        card, claim = slot["card"], slot["claim"]
        self.reveal()  # turned up for everyone
        event: dict[str, Any] = {"e": "self_check", "player": player, "claim": claim, "card": card}
        if claim == card == "sour":
            slot["state"] = "pending"
            event["outcome"] = "push"
            self.log.append(event)
            others = [t for t in range(self.num_players) if t != player]
            self.pending = {
                "kind": "push",
                "player": player,
                "targets": others,
                "options": [{"do": "push", "target": t} for t in others],
            }
            self.phase = "push"
            return
        if claim == card or SELF_CHECK_FALSE[claim, card] == "self":
            self._take(slot, player)
            event["outcome"] = "taken"
            self.log.append(event)
            if card == "fox":
                self._offer_fox(player, [t for t in range(self.num_players) if t != player])
            return
        slot["state"] = "removed"
        self.removed[card] += 1
        event["outcome"] = "removed"
        self.log.append(event)

    def _take(self, slot: dict[str, Any], taker: int) -> None:
        """The card goes face up in front of ``taker`` (a fox on the sweet side)."""
        slot["state"], slot["taker"] = "taken", taker
        self.face_up[taker][slot["card"]] += 1

    def _push(self, player: int, target: int) -> None:
        slot = self.table[player][0]
        self._take(slot, target)
        self.log.append({"e": "push", "player": player, "target": target})

    def _fox_options(self, player: int, others: list[int]) -> list[Action]:
        return [
            {"do": "fox", "target": t, "choice": c}
            for t in others
            for c in FOX_CHOICES
            if (self.face_up[player]["sour"] > 0 if c == "give_sour" else self.face_up[t]["sweet"] > 0)
        ]

    def _offer_fox(self, player: int, others: list[int]) -> None:
        """The fox special action: asked for when there is a choice, done when only one way is possible."""
        options = self._fox_options(player, others)
        if not options:
            self.log.append({"e": "fox_skipped", "player": player, "targets": others})
        elif len(options) == 1:
            self.moment()  # the fox is seen turned up before it takes or gives a grape
            self._fox(player, options[0], forced=True)
        else:
            self.pending = {"kind": "fox", "player": player, "targets": list(others), "options": options}
            self.phase = "fox"

    def _fox(self, player: int, action: dict[str, Any], forced: bool) -> None:
        target, choice = action["target"], action["choice"]
        if choice == "give_sour":
            self.face_up[player]["sour"] -= 1
            self.face_up[target]["sour"] += 1
        else:
            self.face_up[target]["sweet"] -= 1
            self.face_up[player]["sweet"] += 1
        self.log.append({"e": "fox", "player": player, "target": target, "choice": choice, "forced": forced})

    # --- results and what each player sees ---------------------------------------

    def scores(self) -> list[int]:
        return [u["sweet"] + u["fox"] - u["sour"] for u in self.face_up]

    def ranking_keys(self) -> list[list[int]]:
        """What decides the winner, in order: score, then foxes, then sweet grapes."""
        return [[s, u["fox"], u["sweet"]] for s, u in zip(self.scores(), self.face_up)]

    def winners(self) -> list[int]:
        if self.phase != "over":
            return []
        keys = self.ranking_keys()
        best = max(keys)
        tied = [p for p, k in enumerate(keys) if k == best]
        if self.num_players == 2 and len(tied) == 2:
            return []  # the 2-player game: a full tie is a draw
        return tied

    def _slot_view(self, owner: int, slot: dict[str, Any], viewer: int | None) -> dict[str, Any]:
        hidden = slot["state"] == "down" and owner != viewer
        return {
            "claim": slot["claim"],
            "card": None if hidden else slot["card"],
            "call": slot["call"],
            "state": slot["state"],
            "taker": slot["taker"],
        }

    def _view(self, player: int | None) -> dict[str, Any]:
        seats = []
        for p in range(self.num_players):
            seats.append(
                {
                    "hand": dict(self.hands[p]) if p == player else None,
                    "hand_size": sum(self.hands[p].values()),
                    "face_up": dict(self.face_up[p]),
                    "table": [self._slot_view(p, s, player) for s in self.table[p]],
                }
            )
        last = None
        if self.last_table is not None:  # every card of a finished round was revealed
            last = [[self._slot_view(p, s, player) for s in slots] for p, slots in enumerate(self.last_table)]
        return {
            "phase": self.phase,
            "round": self.round,
            "rounds": self.rounds,
            "cards_per_round": self.per_round,
            "start": self.start,
            "order": list(self.order),
            "seats": seats,
            "self_check": list(self.self_checks),
            "pending": self.pending,
            "removed": dict(self.removed),
            "unused": sum(self.unused.values()),
            "deck": dict(DECKS[self.num_players]),
            "ranking": self.ranking_keys(),
            "last_table": last,
            "log": self.log,
        }
