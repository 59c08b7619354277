"""Cookie Battle rules: a trick-taking game for 3–6 players where the top score gets a stomach ache.

Module order: pure rule functions (legal plays, trick winner, marker earners, the
final assembly, the winners) → the state → the marker effects (one small function
per kind, registered in :data:`EFFECTS`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..core.game import Action, State, Text
from .data import (
    COLOURS,
    DECK,
    FLAVOURS,
    GOLD,
    GREY,
    HAND_SIZE,
    KIND,
    MAGICIAN,
    MARKER_HIGH,
    MARKER_KINDS,
    MARKER_LOW,
    MARKERS,
    PIECES,
    PIECES_PER_COOKIE,
    POINTS,
    POINTS_PER_UNUSED_MARKER,
    ROTTEN,
    ROUNDS,
    SUIT,
    VALUE,
    WHOLE_COOKIE_POINTS,
    sort_key,
    suit_of,
    value_of,
)

# --- rules as pure functions ----------------------------------------------------------


def trick_suit(cards: Sequence[str]) -> str | None:
    """The suit of the first coloured card played (gold and grey leads have none until then)."""
    return next((SUIT[c] for c in cards if SUIT[c] in COLOURS), None)


def playable(hand: Sequence[str], trick: Sequence[str]) -> list[str]:
    """The cards of ``hand`` that may join ``trick``: follow the trick's suit if you can (grey always allowed)."""
    suit = trick_suit(trick)
    if suit is None or not any(SUIT[c] == suit for c in hand):
        return list(hand)
    return [c for c in hand if SUIT[c] in (suit, GREY)]


def trick_winner(cards: Sequence[str]) -> tuple[int, str]:
    """The index of the winning card in play order, and which rule made it win.

    First rule that applies: the first 13; the first 0 when a 12 is on the table;
    the highest gold; the highest card of the trick's suit; the first card that is
    not the Magician.
    """
    values = [VALUE[c] for c in cards]
    if 13 in values:
        return values.index(13), "thirteen"
    if 0 in values and 12 in values:
        return values.index(0), "zero"
    suits = [SUIT[c] for c in cards]
    if GOLD in suits:
        return max((i for i, s in enumerate(suits) if s == GOLD), key=values.__getitem__), "gold"
    suit = next((s for s in suits if s in COLOURS), None)
    if suit is not None:
        return max((i for i, s in enumerate(suits) if s == suit), key=values.__getitem__), "suit"
    return next(i for i, c in enumerate(cards) if c != MAGICIAN), "first"


def marker_earners(cards: Sequence[str]) -> list[int]:
    """Indices (in play order) of the cards whose players earn a magic marker.

    The Magician always earns one. The lowest number (coloured or gold) earns one
    when it is 2–5 and no 0 was played; on a tie the weakest kind earns it (off-suit
    < trick suit < gold), and a tie that remains gives one to each.
    """
    earners = [i for i, c in enumerate(cards) if c == MAGICIAN]
    numbers = [i for i, c in enumerate(cards) if suit_of(c) != GREY]
    if numbers and not any(value_of(c) == 0 for c in cards):
        lowest = min(value_of(cards[i]) for i in numbers)  # type: ignore[type-var]
        if MARKER_LOW <= lowest <= MARKER_HIGH:
            suit = trick_suit(cards)

            def strength(i: int) -> int:
                s = suit_of(cards[i])
                return 2 if s == GOLD else 1 if s == suit else 0

            tied = [i for i in numbers if value_of(cards[i]) == lowest]
            weakest = min(strength(i) for i in tied)
            earners += [i for i in tied if strength(i) == weakest]
    return sorted(earners)


_INDEX = {p: i for i, p in enumerate(PIECES)}
_BEST_FIRST = {p: (-POINTS[p], i) for i, p in enumerate(PIECES)}  # a flavour's pieces, the best first


def best_assembly(pieces: Sequence[str]) -> dict[str, Any]:
    """The assembly of ``pieces`` that scores the most.

    Each rotten piece cancels one tasty piece; four tasty pieces of one flavour make
    a whole cookie (12 points); the other tasty pieces score their printed points.
    """
    rotten = sorted((p for p in pieces if KIND[p] == ROTTEN), key=_INDEX.__getitem__)
    groups = [sorted((p for p in pieces if KIND[p] == f), key=_BEST_FIRST.__getitem__) for f in FLAVOURS]
    to_cancel = min(len(rotten), sum(len(g) for g in groups))
    # kept[f][k]: the points of flavour f when its k best pieces are kept
    kept = [[_kept_points(group, k) for k in range(len(group) + 1)] for group in groups]
    sizes = [len(g) for g in groups]
    best_points, best_cancel = -1, (0, 0, 0)
    for a in range(min(sizes[0], to_cancel) + 1):
        for b in range(min(sizes[1], to_cancel - a) + 1):
            c = to_cancel - a - b
            if c > sizes[2]:
                continue
            total = kept[0][sizes[0] - a] + kept[1][sizes[1] - b] + kept[2][sizes[2] - c]
            if total > best_points:
                best_points, best_cancel = total, (a, b, c)
    cookies: list[list[str]] = []
    loose: list[str] = []
    cancelled: list[str] = []
    for group, n in zip(groups, best_cancel):
        keep = len(group) - n
        whole, extra = divmod(keep, PIECES_PER_COOKIE)
        loose += group[:extra]  # the best pieces stay loose: a whole cookie scores 12 whatever its pieces
        cookies += [group[extra + PIECES_PER_COOKIE * k : extra + PIECES_PER_COOKIE * (k + 1)] for k in range(whole)]
        cancelled += group[keep:]  # the weakest pieces are the ones lost
    return {"cookies": cookies, "loose": loose, "rotten": rotten, "cancelled": cancelled, "points": best_points}


def _kept_points(group: Sequence[str], keep: int) -> int:
    """The points of the ``keep`` best pieces of one flavour (sorted best first)."""
    whole, extra = divmod(keep, PIECES_PER_COOKIE)
    return WHOLE_COOKIE_POINTS * whole + sum(POINTS[p] for p in group[:extra])


def stomach_ache_winners(scores: Sequence[int], rotten: Sequence[int]) -> list[int]:
    """The highest score cannot win: the next lower score wins, then fewer rotten pieces, then a shared win."""
    top = max(scores)
    rest = [s for s in scores if s < top]
    if not rest:  # everyone tied: all share the win
        return list(range(len(scores)))
    second = max(rest)
    tied = [p for p, s in enumerate(scores) if s == second]
    fewest = min(rotten[p] for p in tied)
    return [p for p in tied if rotten[p] == fewest]


#: Each suit's word in English and Japanese, for the engine's reasons.
SUIT_WORDS: dict[str, tuple[str, str]] = {
    "green": ("green", "緑"),
    "red": ("red", "赤"),
    "blue": ("blue", "青"),
    GOLD: ("gold", "ゴールド"),
    GREY: ("grey", "グレー"),
}


def _say(en: str, ja: str) -> Text:
    """A reason in both languages."""
    return {"en": en, "ja": ja}


# --- the state --------------------------------------------------------------------------


class CookieBattleState(State):
    """Phases per round: ``pass`` (secret, simultaneous) → ``play`` (tricks); ``over`` after round 3."""

    def _setup(self) -> None:
        n = self.num_players
        self.round = 0
        self.first_player = self.rng.below(n) if self.options["first"] == "random" else 0
        self.pile = list(PIECES)  # the piece pile, face down; the top is the last one
        self.rng.shuffle(self.pile)
        self.marker_pile = list(MARKERS)  # the top is the last one
        self.rng.shuffle(self.marker_pile)
        self.pieces: list[list[str]] = [[] for _ in range(n)]
        self.markers: list[list[str]] = [[] for _ in range(n)]
        self.used_markers: list[str] = []
        self.contested: str | None = None
        self.log: list[dict[str, Any]] = []
        self.round_results: list[list[int]] = []  # the piece counts at the end of each round
        self.last_trick: dict[str, Any] | None = None
        self.final: list[dict[str, Any]] | None = None
        self._deal()

    # --- round structure ------------------------------------------------------------

    def _deal(self) -> None:
        """A new round: shuffle all 54 cards, deal, and ask everyone for their pass."""
        n = self.num_players
        self.round += 1
        deck = list(DECK)
        self.rng.shuffle(deck)
        size = HAND_SIZE[n]
        self.hands = [sorted(deck[p * size : (p + 1) * size], key=sort_key) for p in range(n)]
        self.unused = deck[n * size :]  # set aside face down; the top is the last one
        self.won_cards: list[list[str]] = [[] for _ in range(n)]
        self.passes: list[dict[str, str] | None] = [None] * n
        self.exchanged: list[dict[str, str] | None] = [None] * n
        self.trick: list[tuple[int, str]] = []
        self.trick_number = 0
        self.last_trick = None
        self.phase = "pass"
        self.leader = self.turn = self.first_player
        self._event({"e": "round", "round": self.round, "first": self.first_player})

    def left(self, player: int) -> int:
        """The left neighbour is the next player in (clockwise) play order."""
        return (player + 1) % self.num_players

    def right(self, player: int) -> int:
        return (player - 1) % self.num_players

    def _exchange(self) -> None:
        """Every pass is revealed to its receiver at once, then the first trick begins."""
        for p, chosen in enumerate(self.passes):
            assert chosen is not None
            self.hands[p].remove(chosen["left"])
            self.hands[p].remove(chosen["right"])
        private = {}
        for p in range(self.num_players):
            got_left = self.passes[self.left(p)]["right"]  # type: ignore[index]
            got_right = self.passes[self.right(p)]["left"]  # type: ignore[index]
            self.hands[p] = sorted([*self.hands[p], got_left, got_right], key=sort_key)
            mine = self.passes[p]
            assert mine is not None
            self.exchanged[p] = {
                "gave_left": mine["left"],
                "gave_right": mine["right"],
                "got_from_left": got_left,
                "got_from_right": got_right,
            }
            private[p] = dict(self.exchanged[p])  # type: ignore[arg-type]
        self.reveal()  # every pass is shown to its receiver
        self._event({"e": "passed"}, private)
        self.phase = "play"
        self._start_trick(self.first_player)

    def _start_trick(self, leader: int) -> None:
        """The leader reveals the next cookie piece: the prize of this trick."""
        self.leader = self.turn = leader
        self.trick = []
        self.trick_number += 1
        self.contested = self.pile.pop() if self.pile else None
        self.reveal()  # the top of the face-down pile, turned up for everyone
        self._event({"e": "reveal", "player": leader, "piece": self.contested, "trick": self.trick_number})

    def _finish_trick(self) -> None:
        cards = [c for _, c in self.trick]
        index, reason = trick_winner(cards)
        winner = self.trick[index][0]
        if self.contested is not None:
            self.pieces[winner].append(self.contested)
        earned = []
        for i in marker_earners(cards):
            player = self.trick[i][0]
            if not self.marker_pile:
                break  # the pile ran out: no more markers
            kind = self.marker_pile.pop()
            self.markers[player].append(kind)
            self.reveal(player)  # a face-down marker: its kind is seen by whoever takes it
            earned.append(player)
            self._event({"e": "marker_gain", "player": player}, {player: {"kind": kind}})
        self.won_cards[winner] += cards
        self.last_trick = {
            "trick": self.trick_number,
            "cards": [{"player": p, "card": c} for p, c in self.trick],
            "suit": trick_suit(cards),
            "winner": winner,
            "reason": reason,
            "piece": self.contested,
            "markers": earned,
        }
        self._event({"e": "trick", **self.last_trick})
        self.moment()  # the whole trick and its winner, seen before the cards are cleared
        self.contested = None
        self.trick = []
        if any(self.hands):
            self._start_trick(winner)
        else:
            self._end_round()

    def _end_round(self) -> None:
        counts = [len(p) for p in self.pieces]
        self.round_results.append(counts)
        self._event({"e": "round_end", "round": self.round, "piece_counts": counts})
        if self.round == ROUNDS:
            self._end_game()
            return
        n = self.num_players
        order = [(self.first_player + k) % n for k in range(1, n + 1)]  # the previous first player comes last
        self.first_player = min(order, key=lambda p: counts[p])
        self._deal()

    def _end_game(self) -> None:
        self.phase = "over"
        self.reveal()  # the pieces are turned up for the final assembly
        self.trick = []
        self.final = []
        for p in range(self.num_players):
            assembly = best_assembly(self.pieces[p])
            marker_points = POINTS_PER_UNUSED_MARKER * len(self.markers[p])
            self.final.append(
                {
                    **assembly,
                    "markers": len(self.markers[p]),
                    "marker_points": marker_points,
                    "score": assembly["points"] + marker_points,
                }
            )
        scores, winners = self.scores(), self.winners()
        ache = self._stomach_ache()
        rivals = [p for p, s in enumerate(scores) if ache and s == scores[winners[0]]]
        # what settled it, for the story: everyone tied, the next score below the ache, or fewer rotten pieces
        decided_by = "rotten" if len(rivals) > len(winners) else "next_score" if ache else "all_tied"
        self._event(
            {"e": "game_end", "scores": scores, "stomach_ache": ache, "winners": winners, "decided_by": decided_by}
        )

    def _others(self, player: int) -> list[int]:
        return [p for p in range(self.num_players) if p != player]

    def _stomach_ache(self) -> list[int]:
        scores = self.scores()
        if len(set(scores)) == 1:
            return []
        return [p for p, s in enumerate(scores) if s == max(scores)]

    def _event(self, public: dict[str, Any], private: dict[int, dict[str, Any]] | None = None) -> None:
        """Record one step for the log; ``private`` details are shown only to the players they name."""
        if private:
            public["private"] = private
        self.log.append(public)

    # --- whose move and what they may do -------------------------------------------

    def to_act(self) -> list[int]:
        if self.phase == "pass":
            return [p for p in range(self.num_players) if self.passes[p] is None]
        if self.phase == "play":
            return [self.turn]
        return []

    def legal_actions(self, player: int) -> list[Action]:
        if player not in self.to_act():
            return []
        hand = self.hands[player]
        if self.phase == "pass":
            return [{"do": "pass", "left": a, "right": b} for a in hand for b in hand if a != b]
        actions: list[Action] = [{"do": "play", "card": c} for c in playable(hand, [c for _, c in self.trick])]
        if self.options["markers"] == "powers":
            for kind in MARKER_KINDS:
                if kind in self.markers[player]:
                    actions += self._marker_actions(player, kind)
        return actions

    def _marker_actions(self, player: int, kind: str) -> list[Action]:
        """Every way ``player`` can use a marker of ``kind`` now (none when it would do nothing)."""
        spec = MARKER_KINDS[kind]
        needs = spec["needs"]
        if kind == "switch" and (not self.pile or self.contested is None):
            return []
        if kind == "redraw" and not self.unused:
            return []
        choices: list[dict[str, Any]] = [{"do": "marker", "kind": kind}]
        if "card" in needs:
            choices = [{**a, "card": c} for a in choices for c in self.hands[player]]
        if "piece" in needs:
            choices = [{**a, "piece": x} for a in choices for x in self.pieces[player]]
        if "target" in needs:
            targets = [q for q in range(self.num_players) if q != player and self._has(q, spec["target_has"])]
            choices = [{**a, "target": q} for a in choices for q in targets]
        return choices  # type: ignore[return-value]

    def _has(self, player: int, what: str | None) -> bool:
        if what == "pieces":
            return bool(self.pieces[player])
        if what == "cards":
            return bool(self.hands[player])
        return True

    def explain(self, player: int, action: Action) -> Text:
        kind = action.get("do") if isinstance(action, dict) else None
        if self.phase == "pass":
            if kind != "pass":
                return _say(
                    "First choose the cards you pass: one to your left neighbour, one to your right.",
                    "まず渡すカードをえらびましょう：左どなりに1枚、右どなりに1枚です。",
                )
            hand = self.hands[player]
            if action.get("left") not in hand or action.get("right") not in hand:
                return _say("You can only pass cards from your hand.", "渡せるのは自分の手札のカードだけです。")
            if action.get("left") == action.get("right"):
                return _say(
                    "Pass two different cards: one to the left and one to the right.",
                    "ちがうカードを2枚渡します：左に1枚、右に1枚です。",
                )
            return _say("That pass is not allowed.", "その渡し方はできません。")
        if self.phase != "play":
            return _say("The game is over.", "ゲームは終わりました。")
        if kind == "pass":
            return _say("The cards have already been passed this round.", "このラウンドのカードはもう渡しました。")
        if kind == "play":
            card = action.get("card")
            if card not in self.hands[player]:
                return _say("That card is not in your hand.", "そのカードは手札にありません。")
            suit = trick_suit([c for _, c in self.trick]) or GREY
            en, ja = SUIT_WORDS[suit]
            return _say(
                f"You must follow the led suit ({en}): you hold a {en} card. A grey special card is always allowed.",
                f"手番スートの{ja}を持っているので、{ja}のカードを出さなければなりません。"
                "グレーの特殊カードならいつでも出せます。",
            )
        if kind == "marker":
            return self._explain_marker(player, action)
        return _say("That move is not allowed now.", "今はその手はできません。")

    def _explain_marker(self, player: int, action: dict[str, Any]) -> Text:
        kind = action.get("kind")
        if self.options["markers"] != "powers":
            return _say(
                "In this game magic markers have no powers: each unused one scores 2 points.",
                "このゲームではマジックマーカーに力はありません：使わずに残った1本が2点です。",
            )
        if not isinstance(kind, str) or kind not in MARKER_KINDS:
            return _say("There is no such magic marker.", "そんなマジックマーカーはありません。")
        spec = MARKER_KINDS[kind]
        en, ja = spec["name"]["en"], spec["name"]["ja"]
        if kind not in self.markers[player]:
            return _say(f"You have no {en} marker.", f"「{ja}」のマーカーを持っていません。")
        useless = self._useless_marker(player, kind)
        if useless is not None:
            return useless
        target = action.get("target")
        if "target" in spec["needs"]:
            if type(target) is not int or not 0 <= target < self.num_players:
                return _say(f"Choose a player for {en}.", f"「{ja}」を使う相手をえらんでください。")
            if target == player:
                return _say(
                    f"Use {en} on another player, not yourself.", f"「{ja}」は自分ではなく、ほかの人に使います。"
                )
            if not self._has(target, spec["target_has"]):
                if spec["target_has"] == "pieces":
                    return _say(
                        f"That player has no cookie pieces for {en}.",
                        f"その人はクッキーのかけらを持っていないので、「{ja}」を使えません。",
                    )
                return _say(
                    f"That player has no cards left for {en}.",
                    f"その人は手札が残っていないので、「{ja}」を使えません。",
                )
        if "piece" in spec["needs"] and action.get("piece") not in self.pieces[player]:
            return _say("Choose one of your own cookie pieces.", "自分のクッキーのかけらを1つえらんでください。")
        if "card" in spec["needs"] and action.get("card") not in self.hands[player]:
            return _say("Choose a card from your hand.", "手札のカードを1枚えらんでください。")
        return _say(f"{en} cannot be used like that.", f"「{ja}」はそのようには使えません。")

    def _useless_marker(self, player: int, kind: str) -> Text | None:
        """Why a marker ``player`` holds would do nothing now (None when some use of it is legal)."""
        if self._marker_actions(player, kind):
            return None
        ja = MARKER_KINDS[kind]["name"]["ja"]
        if kind == "switch":
            if self.contested is None:
                return _say(
                    "No piece is contested now: there is nothing to switch.",
                    "いま争うかけらがないので、とりかえられません。",
                )
            return _say(
                "The piece pile is empty: there is no other piece to switch to.",
                "かけらの山がからっぽなので、とりかえるかけらがありません。",
            )
        if kind == "redraw":
            return _say(
                "Every card was dealt this round: there is no unused card to redraw.",
                "このラウンドは全部のカードが配られたので、ひきなおすカードがありません。",
            )
        if kind == "steal":
            return _say(
                "Nobody else has a cookie piece to steal yet.", "ほかの人はまだクッキーのかけらを持っていません。"
            )
        if kind in ("gift", "toss"):
            return _say(
                f"You have no cookie piece yet to use {MARKER_KINDS[kind]['name']['en']} on.",
                f"まだクッキーのかけらがないので、「{ja}」を使えません。",
            )
        return _say("Nobody else has a card left to trade.", "ほかの人の手札が残っていないので、こうかんできません。")

    # --- playing an action ------------------------------------------------------------

    def _apply(self, player: int, action: Action) -> None:
        assert isinstance(action, dict)
        kind = action["do"]
        if kind == "pass":
            self.passes[player] = {"left": action["left"], "right": action["right"]}
            if all(p is not None for p in self.passes):
                self._exchange()
        elif kind == "play":
            card = action["card"]
            self.hands[player].remove(card)
            self.trick.append((player, card))
            self.reveal(*self._others(player))  # a card from a hidden hand, face up on the table
            self._event({"e": "play", "player": player, "card": card})
            if len(self.trick) == self.num_players:
                self._finish_trick()
            else:
                self.turn = (self.turn + 1) % self.num_players
        else:
            marker = action["kind"]
            self.markers[player].remove(marker)
            self.used_markers.append(marker)
            self.reveal(*self._others(player))  # the others learn which face-down marker it was
            public, private = EFFECTS[marker](self, player, action)
            self._event({"e": "marker", "player": player, "kind": marker, **public}, private)

    # --- results and what each player sees ---------------------------------------

    def winners(self) -> list[int]:
        if self.final is None:
            return []
        return stomach_ache_winners(self.scores(), [len(f["rotten"]) for f in self.final])

    def scores(self) -> list[int]:
        """Final scores; zeros while playing, since the pieces are secret until the final assembly."""
        if self.final is None:
            return [0] * self.num_players
        return [f["score"] for f in self.final]

    def _view(self, player: int | None) -> dict[str, Any]:
        n = self.num_players
        me = player if isinstance(player, int) and 0 <= player < n else None
        over = self.phase == "over"
        view: dict[str, Any] = {
            "phase": self.phase,
            "round": self.round,
            "rounds": ROUNDS,
            "first_player": self.first_player,
            "leader": self.leader if self.phase == "play" else None,
            "turn": self.turn if self.phase == "play" else None,
            "trick_number": self.trick_number,
            "tricks_per_round": HAND_SIZE[n],
            "trick": [{"player": p, "card": c} for p, c in self.trick],
            "trick_suit": trick_suit([c for _, c in self.trick]),
            "contested": self.contested,
            "hand_counts": [len(h) for h in self.hands],
            "piece_counts": [len(p) for p in self.pieces],
            "marker_counts": [len(m) for m in self.markers],
            "pile_pieces": len(self.pile),
            "pile_markers": len(self.marker_pile),
            "used_markers": list(self.used_markers),
            "unused_cards": len(self.unused),
            "passed": [p is not None for p in self.passes] if self.phase == "pass" else None,
            "last_trick": self.last_trick,
            "round_results": self.round_results,
            "log": [_event_view(e, me) for e in self.log],
            "final": self.final,
            "stomach_ache": self._stomach_ache() if over else [],
            "hand": None,
            "my_pass": None,
            "my_exchange": None,
            "my_pieces": None,
            "my_markers": None,
            "neighbours": None,
        }
        if me is not None:
            view["hand"] = sorted(self.hands[me], key=sort_key)
            view["my_pass"] = dict(self.passes[me]) if self.passes[me] else None  # type: ignore[arg-type]
            view["my_exchange"] = dict(self.exchanged[me]) if self.exchanged[me] else None  # type: ignore[arg-type]
            view["my_pieces"] = sorted(self.pieces[me], key=PIECES.index)
            view["my_markers"] = sorted(self.markers[me], key=list(MARKER_KINDS).index)
            view["neighbours"] = {"left": self.left(me), "right": self.right(me)}
        return view


def _event_view(event: dict[str, Any], viewer: int | None) -> dict[str, Any]:
    """One log event as ``viewer`` may see it: the public part, plus their own private details."""
    seen = {k: v for k, v in event.items() if k != "private"}
    if viewer is not None and viewer in event.get("private", {}):
        seen.update(event["private"][viewer])
    return seen


# --- marker effects: one small function per kind ---------------------------------------

Effect = Callable[[CookieBattleState, int, dict[str, Any]], tuple[dict[str, Any], dict[int, dict[str, Any]]]]


def _steal(state: CookieBattleState, player: int, action: dict[str, Any]) -> tuple[dict, dict]:
    target = action["target"]
    piece = state.rng.choice(state.pieces[target])
    state.pieces[target].remove(piece)
    state.pieces[player].append(piece)
    return {"target": target}, {player: {"piece": piece}, target: {"piece": piece}}


def _gift(state: CookieBattleState, player: int, action: dict[str, Any]) -> tuple[dict, dict]:
    target, piece = action["target"], action["piece"]
    state.pieces[player].remove(piece)
    state.pieces[target].append(piece)
    state.reveal(target)  # the receiver sees the piece they were given
    return {"target": target}, {player: {"piece": piece}, target: {"piece": piece}}


def _toss(state: CookieBattleState, player: int, action: dict[str, Any]) -> tuple[dict, dict]:
    piece = action["piece"]
    state.pieces[player].remove(piece)
    state.pile.insert(0, piece)
    return {}, {player: {"piece": piece}}


def _switch(state: CookieBattleState, player: int, action: dict[str, Any]) -> tuple[dict, dict]:
    old = state.contested
    assert old is not None
    state.pile.insert(0, old)
    state.contested = state.pile.pop()
    state.reveal()  # the next piece of the pile, turned up
    return {"old": old, "piece": state.contested}, {}


def _redraw(state: CookieBattleState, player: int, action: dict[str, Any]) -> tuple[dict, dict]:
    card = action["card"]
    new = state.unused.pop()
    state.reveal(player)  # the holder sees the unused card they take
    state.hands[player].remove(card)
    state.unused.insert(0, card)
    state.hands[player] = sorted([*state.hands[player], new], key=sort_key)
    return {}, {player: {"gave": card, "got": new}}


def _trade(state: CookieBattleState, player: int, action: dict[str, Any]) -> tuple[dict, dict]:
    target, card = action["target"], action["card"]
    taken = state.rng.choice(state.hands[target])
    state.hands[target].remove(taken)
    state.hands[player].remove(card)
    state.hands[target] = sorted([*state.hands[target], card], key=sort_key)
    state.hands[player] = sorted([*state.hands[player], taken], key=sort_key)
    return {"target": target}, {player: {"gave": card, "got": taken}, target: {"gave": taken, "got": card}}


#: Kind → effect. Change a kind here and in ``data.MARKER_KINDS``.
EFFECTS: dict[str, Effect] = {
    "steal": _steal,
    "gift": _gift,
    "toss": _toss,
    "switch": _switch,
    "redraw": _redraw,
    "trade": _trade,
}
assert set(EFFECTS) == set(MARKER_KINDS)
