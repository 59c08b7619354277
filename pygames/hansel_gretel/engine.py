"""Hansel or Gretel rules: divide a row of sweets, choose a pile in secret, re-split contested piles."""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations_with_replacement
from typing import Any

from ..core.game import NOT_NOW, Action, State, Text
from ..core.rng import Rng
from .data import (
    BEAR_DISCARDS,
    BIRD,
    DECK_SIZE,
    MISCHIEF,
    PILES,
    ROUNDS,
    ROW_SIZE,
    SCORED_KINDS,
    SWEETS,
    cookie_cards,
    deck_cards,
    kind_of,
    limit_of,
    points_of,
)

#: Cards a bear may discard (taken this round): sweets and cookie men, never mischief.
DISCARDABLE = frozenset((*SWEETS, "cookie"))
#: Every card's kind, looked up in a dict: the search calls the rules millions of times.
KIND = {card: kind_of(card) for card in (*deck_cards(), *cookie_cards(), BIRD)}
#: Points of ``n`` cards of a scored kind (0 past its limit), for n up to every card of the game.
WORTH = {
    kind: [n * points_of(kind) if limit_of(kind) is None or n <= limit_of(kind) else 0 for n in range(80)]  # type: ignore[operator]
    for kind in SCORED_KINDS
}


class HanselGretelState(State):
    """Phases per round: ``bird`` → ``cut`` → ``choose`` for every split, then ``tidy``; ``over`` at the end.

    A split is ``{"items", "choosers", "splitter", "depth", "path", "cut"}``: ``items``
    is the row (or pile) being divided in order, ``path`` names it ("" for the row,
    "H", "HG", ... for re-splits of piles). Piles waiting for a re-split wait in
    ``self.pending`` (a stack: Hansel's re-split and all of its own are done first).
    ``self.parent`` is the round's first parent; ``self.tile`` the parent tile's holder,
    who passes it to every re-splitter and from whom the next re-splitter and the
    next parent are counted.
    """

    def _setup(self) -> None:
        n = self.num_players
        cards = deck_cards()
        self.rng.shuffle(cards)
        self.deck: list[str] = cards[: DECK_SIZE[n]]  # the top card is the last one
        self.box: list[str] = cards[DECK_SIZE[n] :]  # unused this game, unseen
        self.cookies: list[str] = cookie_cards()  # top = last
        self.bird_at: str | int | None = "beside" if self.options["bird"] else None  # beside, "split", a player
        self.nest: list[str] = []
        self.discard: list[str] = []
        self.collections: list[list[str]] = [[] for _ in range(n)]
        self.this_round: list[list[str]] = [[] for _ in range(n)]  # cards each player took this round
        self.mirror_kind: dict[str, str] = {}  # a resolved mirror → the kind it copies
        self.bears_used: list[str] = []
        self.parent = self.rng.below(n)  # the round's first parent (rules ⑧: the nest without the bird rule)
        self.tile = self.parent  # the parent tile's holder: whoever began the latest split (rules ⑦, ⑨)
        self.round = 0
        self.phase = "cut"
        self.split: dict[str, Any] | None = None
        self.pending: list[dict[str, Any]] = []
        self.choices: dict[int, str] = {}
        self.tidy_snapshot: list[dict[str, Any]] | None = None  # what others see while tidying
        self.tidy_discard = 0  # the discard pile's size when tidying began
        self.tidy_events: list[list[dict[str, Any]]] = [[] for _ in range(n)]
        self.log: list[dict[str, Any]] = []
        self._start_round()

    # --- rounds and splits ---------------------------------------------------------

    def _start_round(self) -> None:
        """Lay out the row in draw order; the parent splits it among every player."""
        self.round += 1
        self.this_round = [[] for _ in range(self.num_players)]
        size = min(ROW_SIZE[self.num_players], len(self.deck))
        row = [self.deck.pop() for _ in range(size)]
        self.reveal()  # the row comes face up from the shuffled deck
        self.log.append({"event": "round", "round": self.round, "parent": self.parent, "row": list(row)})
        self._begin_split(row, list(range(self.num_players)), self.parent, depth=0, path="")

    def _begin_split(self, items: list[str], choosers: list[int], splitter: int, depth: int, path: str) -> None:
        """``splitter`` takes the parent tile (with Hansel's and Gretel's) and divides ``items``."""
        self.tile = splitter
        self.split = {
            "items": items,
            "choosers": choosers,
            "splitter": splitter,
            "depth": depth,
            "path": path,
            "cut": None,
        }
        self.choices = {}
        self.phase = "bird" if self.bird_at == "beside" else "cut"
        self.log.append(
            {"event": "split", "path": path, "splitter": splitter, "choosers": list(choosers), "items": list(items)}
        )

    def _next_split(self) -> None:
        """Start the next waiting re-split, or end the round's dividing.

        The re-splitter is the next of the pile's choosers clockwise after the parent
        tile's holder now, who may have re-split other piles since this one was made.
        """
        if self.pending:
            pile = self.pending.pop()
            choosers = pile["choosers"]
            splitter = next(p for p in self._clockwise_after(self.tile) if p in choosers)
            self._begin_split(pile["items"], choosers, splitter, pile["depth"], pile["path"])
        else:
            self.split = None
            self._end_dividing()

    def _reveal(self) -> None:
        """All choices turn face up together; every pile's outcome follows, Hansel first."""
        split = self.split
        assert split is not None
        self.reveal()  # every secret choice turns face up
        k = split["cut"]
        piles = {"hansel": split["items"][:k], "gretel": split["items"][k:]}
        self.log.append(
            {
                "event": "reveal",
                "path": split["path"],
                "choices": {str(p): c for p, c in sorted(self.choices.items())},
                "piles": {name: list(cards) for name, cards in piles.items()},
            }
        )
        self.moment()  # every choice face up, the piles still on the table
        resplits = []
        for name in PILES:
            items = piles[name]
            takers = [p for p in split["choosers"] if self.choices[p] == name]
            sweets = [c for c in items if c != BIRD]
            path = split["path"] + name[0].upper()
            if not takers:
                self._to_nest(items)
                self.log.append({"event": "nest", "path": path, "cards": sweets})
            elif len(takers) == 1:
                self._take(takers[0], items)
                self.log.append({"event": "take", "path": path, "player": takers[0], "cards": list(items)})
            elif len(sweets) == 1:
                self._to_nest(items)
                given = []
                for p in self._clockwise_after(split["splitter"]):  # after the pile's maker, if too few are left
                    if p in takers and self.cookies:
                        cookie = self.cookies.pop()
                        self._take(p, [cookie])
                        given.append(p)
                self.log.append({"event": "cookies", "path": path, "cards": sweets, "players": given})
            else:
                resplits.append({"items": items, "choosers": takers, "path": path})
                self.log.append({"event": "contested", "path": path, "players": takers})
        self.moment()  # what each pile came to, before the next split or the round's end
        for pile in reversed(resplits):  # a stack: Hansel's re-split comes out first
            pile["depth"] = split["depth"] + 1
            self.pending.append(pile)
        self._next_split()

    def _to_nest(self, items: list[str]) -> None:
        for c in items:
            if c == BIRD:
                self.bird_at = "beside"
            else:
                self.nest.append(c)

    def _take(self, player: int, items: list[str]) -> None:
        for c in items:
            if c == BIRD:
                self.bird_at = player
            else:
                self.collections[player].append(c)
                self.this_round[player].append(c)

    def _end_dividing(self) -> None:
        """The nest goes to the bird card's holder (or the round's parent); then bears and mirrors."""
        if self.options["bird"]:
            owner = self.bird_at if isinstance(self.bird_at, int) else None
        else:
            owner = self.parent
        if owner is not None and self.nest:
            self.log.append({"event": "nest_taken", "player": owner, "cards": list(self.nest)})
            self._take(owner, self.nest)
            self.nest = []
        elif self.nest:
            self.log.append({"event": "nest_stays", "cards": list(self.nest)})
        if self.options["bird"]:
            self.bird_at = "beside"
        self.phase = "tidy"
        self.tidy_snapshot = [self._collection_view(p) for p in range(self.num_players)]
        self.tidy_discard = len(self.discard)
        self.tidy_events = [[] for _ in range(self.num_players)]
        for p in range(self.num_players):
            self._auto_tidy(p)
        self._maybe_end_tidy()

    # --- bears and mirrors ------------------------------------------------------------

    def _pending_bears(self, player: int) -> list[str]:
        return [c for c in self.collections[player] if KIND[c] == "bear" and c not in self.bears_used]

    def _pending_mirrors(self, player: int) -> list[str]:
        return [c for c in self.collections[player] if KIND[c] == "mirror" and c not in self.mirror_kind]

    def _tidying(self, player: int) -> bool:
        """A bear or mirror still to use (``to_act`` of the tidy phase, asked often: one pass, no lists)."""
        used, copied = self.bears_used, self.mirror_kind
        for c in self.collections[player]:
            kind = KIND[c]
            if (kind == "bear" and c not in used) or (kind == "mirror" and c not in copied):
                return True
        return False

    def _counts(self, player: int) -> dict[str, int]:
        """Cards per scored kind, a resolved mirror counting as the kind it copies."""
        counts = dict.fromkeys(SCORED_KINDS, 0)
        copied = self.mirror_kind
        for c in self.collections[player]:
            kind = KIND[c]
            if kind in counts:
                counts[kind] += 1
            elif c in copied:
                counts[copied[c]] += 1
        return counts

    def _bear_choices(self, player: int) -> list[list[str]]:
        kinds = sorted({kind_of(c) for c in self.this_round[player]} & DISCARDABLE, key=SCORED_KINDS.index)
        have = {k: sum(kind_of(c) == k for c in self.this_round[player]) for k in kinds}
        options: list[list[str]] = []
        for n in range(BEAR_DISCARDS + 1):
            for combo in combinations_with_replacement(kinds, n):
                if all(combo.count(k) <= have[k] for k in combo):
                    options.append(list(combo))
        return options

    def _mirror_choices(self, player: int) -> list[str]:
        return [k for k, n in self._counts(player).items() if n > 0]

    def _auto_tidy(self, player: int) -> None:
        """At the start of tidying, decisions with no choice resolve themselves.

        Later a bear with nothing left to discard or a mirror with nothing left to
        copy is an explicit action, so that others cannot tell from the number of a
        player's actions what the earlier ones were.
        """
        while True:
            mirrors = self._pending_mirrors(player)
            if mirrors and not self._mirror_choices(player):
                self._fizzle(player, mirrors[0])
                continue
            bears = self._pending_bears(player)
            if bears and self._bear_choices(player) == [[]]:
                self.bears_used.append(bears[0])
                self.tidy_events[player].append({"event": "bear", "player": player, "discarded": []})
                continue
            return

    def _fizzle(self, player: int, mirror: str) -> None:
        self.collections[player].remove(mirror)
        self.discard.append(mirror)
        self.tidy_events[player].append({"event": "mirror_fizzles", "player": player, "card": mirror})

    def _maybe_end_tidy(self) -> None:
        if any(self._tidying(p) for p in range(self.num_players)):
            return
        self.reveal()  # everyone's bears and mirrors are shown
        for events in self.tidy_events:
            self.log.extend(events)
        self.tidy_events = [[] for _ in range(self.num_players)]
        self.tidy_snapshot = None
        self.this_round = [[] for _ in range(self.num_players)]
        sizes = [len(cards) for cards in self.collections]
        self.log.append({"event": "round_end", "round": self.round, "scores": self.scores(), "cards": sizes})
        if self.round >= ROUNDS or not self.deck:
            self.phase = "over"
            self.log.append({"event": "game_over", "scores": self.scores(), "winners": self.winners()})
            return
        self.parent = self._next_parent()
        self._start_round()

    def _next_parent(self) -> int:
        """Fewest cards in front; ties go to the nearest clockwise after the tile's holder (今の親), the holder last."""
        order = self._clockwise_after(self.tile)
        fewest = min(len(self.collections[p]) for p in order)
        return next(p for p in order if len(self.collections[p]) == fewest)

    def _clockwise_after(self, player: int) -> list[int]:
        """Every seat, clockwise from the one after ``player`` round to ``player`` itself."""
        n = self.num_players
        return [(player + i) % n for i in range(1, n + 1)]

    # --- whose move and what they may do -------------------------------------------

    def to_act(self) -> list[int]:
        phase = self.phase
        if phase == "choose":
            choices = self.choices
            return [p for p in self.split["choosers"] if p not in choices]  # type: ignore[index]
        if phase == "over":
            return []
        if phase == "tidy":
            return [p for p in range(self.num_players) if self._tidying(p)]
        assert self.split is not None
        return [self.split["splitter"]]

    def legal_actions(self, player: int) -> list[Action]:
        if player not in self.to_act():
            return []
        if self.phase == "tidy":
            options: list[Action] = []
            if self._pending_bears(player):
                options += [{"do": "bear", "discard": combo} for combo in self._bear_choices(player)]
            if self._pending_mirrors(player):
                copies: list[str | None] = list(self._mirror_choices(player)) or [None]  # None: it fizzles
                options += [{"do": "mirror", "copy": kind} for kind in copies]
            return options
        assert self.split is not None
        items = self.split["items"]
        if self.phase == "bird":
            return [{"do": "bird", "at": i} for i in range(len(items) + 1)]
        if self.phase == "cut":
            # each side holds a card that is not the bird card: the one bird card alone is no pile
            first = 2 if items[0] == BIRD else 1
            last = len(items) - 1 if items[-1] == BIRD else len(items)
            return [{"do": "cut", "at": k} for k in range(first, last)]
        return [{"do": "choose", "pile": name} for name in PILES]

    def explain(self, player: int, action: Action) -> Text:
        kind = action.get("do") if isinstance(action, dict) else None
        phase = self.phase
        if phase == "tidy":
            if kind == "bear":
                return self._explain_bear(player, action)
            if kind == "mirror":
                if not self._pending_mirrors(player):
                    return {"en": "You have no mirror to use.", "ja": "使う鏡がありません。"}
                return {
                    "en": "A mirror copies a kind of sweet you hold.",
                    "ja": "鏡が写せるのは、持っているお菓子の種類だけです。",
                }
            return {
                "en": "The round's dividing is over: use your bears and mirrors.",
                "ja": "山分けは終わりました。熊と鏡を使ってください。",
            }
        if kind in ("bear", "mirror"):
            return {
                "en": "Bears and mirrors are used once the round's dividing is over.",
                "ja": "熊と鏡は、ラウンドの山分けが終わってから使います。",
            }
        if phase == "bird":
            if kind == "bird":
                return {
                    "en": "Put the bird card into a gap of the row (the ends too).",
                    "ja": "小鳥カードは列のすき間（両端も可）に入れます。",
                }
            return {
                "en": "First put the bird card into a gap of the row.",
                "ja": "先に小鳥カードを列のすき間に入れてください。",
            }
        if phase == "cut":
            if kind == "cut":
                return self._explain_cut(action.get("at"))
            return {"en": "First the row is cut into two piles.", "ja": "まず列を2つの山に切ります。"}
        if phase == "choose":
            if kind == "choose":
                return {
                    "en": "Choose the Hansel pile or the Gretel pile.",
                    "ja": "ヘンゼルかグレーテルの山を選んでください。",
                }
            return {
                "en": "The piles are already cut: now choose one in secret.",
                "ja": "山はもう分かれています。どちらかをこっそり選んでください。",
            }
        return NOT_NOW

    def _explain_cut(self, at: Any) -> Text:
        """Why a cut at gap ``at`` makes no two piles."""
        items = self.split["items"] if self.split is not None else []
        if type(at) is int and 0 < at < len(items) and BIRD in (items[at - 1], items[at]):
            return {
                "en": "The bird card alone is no pile: each pile needs a card besides it.",
                "ja": "小鳥カードだけでは山になりません。どちらの山にもお菓子などのカードが1枚以上必要です。",
            }
        if type(at) is int and at in (0, len(items)):
            return {
                "en": "A cut at the end leaves one pile empty: each pile needs at least one card.",
                "ja": "端で切ると片方の山が空になります。どちらの山にも1枚以上必要です。",
            }
        return {
            "en": "Cut between two cards so that each pile holds at least one card (the bird card does not count).",
            "ja": "どちらの山にも1枚以上（小鳥カードは数えません）入るように、カードとカードの間で切ってください。",
        }

    def _explain_bear(self, player: int, action: dict[str, Any]) -> Text:
        """Why a bear may not discard these cards."""
        if not self._pending_bears(player):
            return {"en": "You have no bear to use.", "ja": "使う熊がありません。"}
        discard = action.get("discard")
        kinds = discard if isinstance(discard, list) else []
        if "witch" in kinds:
            return {"en": "A bear can never discard a witch.", "ja": "熊でも魔女は捨てられません。"}
        if "bear" in kinds or "mirror" in kinds:
            return {
                "en": "A bear discards sweets and cookie men only, never a bear or a mirror.",
                "ja": "熊が捨てられるのはお菓子とクッキーマンだけです（熊や鏡は捨てられません）。",
            }
        if len(kinds) > BEAR_DISCARDS:
            return {"en": "A bear discards at most 2 sweets.", "ja": "熊が捨てられるのは2枚までです。"}
        return {
            "en": "A bear discards only sweets you took this round.",
            "ja": "熊が捨てられるのは、このラウンドにもらったお菓子だけです。",
        }

    # --- playing an action ------------------------------------------------------------

    def _apply(self, player: int, action: Action) -> None:
        assert isinstance(action, dict)
        kind = action["do"]
        if kind == "bird":
            assert self.split is not None
            self.split["items"].insert(action["at"], BIRD)
            self.bird_at = "split"
            self.phase = "cut"
            self.log.append({"event": "bird", "path": self.split["path"], "player": player, "at": action["at"]})
        elif kind == "cut":
            assert self.split is not None
            self.split["cut"] = action["at"]
            self.phase = "choose"
            self.log.append({"event": "cut", "path": self.split["path"], "player": player, "at": action["at"]})
        elif kind == "choose":
            assert self.split is not None
            self.choices[player] = action["pile"]
            if len(self.choices) == len(self.split["choosers"]):
                self._reveal()
        elif kind == "bear":
            self.bears_used.append(self._pending_bears(player)[0])
            discarded = []
            for k in action["discard"]:
                card = next(c for c in reversed(self.this_round[player]) if kind_of(c) == k)
                self.this_round[player].remove(card)
                self.collections[player].remove(card)
                self.discard.append(card)
                discarded.append(card)
            self.tidy_events[player].append({"event": "bear", "player": player, "discarded": discarded})
            self._maybe_end_tidy()
        else:  # mirror
            mirror = self._pending_mirrors(player)[0]
            if action["copy"] is None:
                self._fizzle(player, mirror)
            else:
                self.mirror_kind[mirror] = action["copy"]
                self.tidy_events[player].append(
                    {"event": "mirror", "player": player, "card": mirror, "copies": action["copy"]}
                )
            self._maybe_end_tidy()

    # --- results and what each player sees ---------------------------------------

    def _revealing(self) -> dict[str, Any] | None:
        """While a split's choices are shown (the moments of :meth:`_reveal`, the only time every chooser has
        chosen): who chose which pile and what each pile came to so far (its log event, by "H" / "G")."""
        split = self.split
        if self.phase != "choose" or split is None or len(self.choices) < len(split["choosers"]):
            return None
        at = len(self.log) - 1
        while self.log[at]["event"] != "reveal":
            at -= 1
        return {"choices": self.log[at]["choices"], "outcomes": {e["path"][-1]: e for e in self.log[at + 1 :]}}

    def _score_of(self, counts: dict[str, int], witches: int) -> int:
        return MISCHIEF["witch"]["points"] * witches + sum(WORTH[kind][n] for kind, n in counts.items())

    def _collection_view(self, player: int) -> dict[str, Any]:
        """A player's cards in front of them, grouped and scored."""
        counts = self._counts(player)
        witches = sum(KIND[c] == "witch" for c in self.collections[player])
        return {
            "cards": list(self.collections[player]),
            "mirrors": {c: self.mirror_kind.get(c) for c in self.collections[player] if KIND[c] == "mirror"},
            "counts": counts,
            "over": [k for k, n in counts.items() if n and not WORTH[k][n]],
            "witches": witches,
            "size": len(self.collections[player]),
            "score": self._score_of(counts, witches),
        }

    def _public_collection(self, player: int) -> dict[str, Any]:
        """What everyone sees: while players tidy in private, the collections before tidying."""
        if self.tidy_snapshot is not None:
            return self.tidy_snapshot[player]
        return self._collection_view(player)

    def scores(self) -> list[int]:
        return [self._public_collection(p)["score"] for p in range(self.num_players)]

    def ranking(self) -> list[int]:
        """Each player's rank (1 = best): higher score, then fewer cards; equal ranks are shared."""
        scores = self.scores()
        keys = [(-scores[p], len(self.collections[p])) for p in range(self.num_players)]
        return [1 + sum(other < key for other in keys) for key in keys]

    def winners(self) -> list[int]:
        if self.phase != "over":
            return []
        return [p for p, rank in enumerate(self.ranking()) if rank == 1]

    def _view(self, player: int | None) -> dict[str, Any]:
        split = None
        if self.split is not None:
            choices = self.split["choosers"]
            split = {
                "path": self.split["path"],
                "depth": self.split["depth"],
                "items": list(self.split["items"]),
                "splitter": self.split["splitter"],
                "choosers": list(choices),
                "cut": self.split["cut"],
                "chosen": [p for p in choices if p in self.choices],
                "my_choice": self.choices.get(player) if player is not None else None,
            }
        waiting = [
            {"path": p["path"], "items": list(p["items"]), "choosers": list(p["choosers"])} for p in self.pending
        ]
        collections = []
        for p in range(self.num_players):
            shown = self._collection_view(p) if p == player else self._public_collection(p)
            collections.append(
                {**shown, "tidying": self.phase == "tidy" and p in self.to_act()}
            )
        log = list(self.log)
        if player is not None:
            log += self.tidy_events[player]
        mine: dict[str, Any] = {}
        if player is not None and self.phase == "tidy":
            mine = {
                "bears": len(self._pending_bears(player)),
                "mirrors": len(self._pending_mirrors(player)),
                "this_round": list(self.this_round[player]),
            }
        return {
            "phase": self.phase,
            "round": self.round,
            "rounds": ROUNDS,
            "parent": self.parent,
            "tile": self.tile,
            "deck": len(self.deck),
            "cookies": len(self.cookies),
            "bird": self.bird_at,
            "nest": list(self.nest),
            "discard": list(self.discard[: self.tidy_discard] if self.tidy_snapshot is not None else self.discard),
            "split": split,
            "waiting": waiting,
            "collections": collections,
            "tidy": mine,
            "ranking": self.ranking() if self.phase == "over" else None,
            "reveal": self._revealing(),
            "log": log,
        }

    # --- a world guessed from one seat's view (the strong bot's determinization) ---------

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: Rng, guess: Guess | None = None) -> HanselGretelState:
        """A whole game that looks exactly like ``view`` from its seat, the unseen cards dealt at random.

        Hidden from a seat: the order of the deck and which unseen cards are in the box, the
        choices others have made in secret, and how others have used bears and mirrors while
        tidying (a player still tidying is guessed to have done nothing yet). ``guess`` makes
        those secret moves (random legal ones by default).
        """
        from . import GAME

        guess = guess or _any_legal
        me, n = view["viewer"], view["players"]
        state = cls.__new__(cls)
        state.game, state.num_players, state.seed, state.options = GAME, n, 0, dict(view["options"])
        state.rng, state.history, state.learned, state._learning = Rng(0), [], {}, set()
        log = list(view["log"])
        mine: list[dict[str, Any]] = []  # my own tidying so far: only my view shows it
        while view["phase"] == "tidy" and log and log[-1]["event"] in TIDY_EVENTS:
            mine.insert(0, log.pop())
        seen, this_round = set(), [[] for _ in range(n)]
        cookie_pile, cookies_given = cookie_cards(), 0
        for event in log:
            kind = event["event"]
            if kind == "round":
                seen.update(event["row"])
                this_round = [[] for _ in range(n)]
            elif kind == "take" or kind == "nest_taken":
                this_round[event["player"]] += [c for c in event["cards"] if c != BIRD]
            elif kind == "cookies":
                for p in event["players"]:
                    cookies_given += 1
                    this_round[p].append(cookie_pile[-cookies_given])
        unseen = [c for c in deck_cards() if c not in seen]
        rng.shuffle(unseen)
        state.deck, state.box = unseen[: view["deck"]], unseen[view["deck"] :]
        state.cookies = cookie_pile[: view["cookies"]]
        state.bird_at, state.nest, state.discard = view["bird"], list(view["nest"]), list(view["discard"])
        state.parent, state.tile, state.round, state.phase = view["parent"], view["tile"], view["round"], view["phase"]
        state.log = log
        state.this_round = this_round
        state.tidy_snapshot, state.tidy_discard = None, len(state.discard)
        state.tidy_events = [[] for _ in range(n)]
        shown = view["collections"]
        state.collections = [list(c["cards"]) for c in shown]
        if state.phase == "tidy" and me is not None:  # my cards as they were before I tidied
            fresh = set(this_round[me])
            state.collections[me] = [c for c in shown[me]["cards"] if c not in fresh] + this_round[me]
        state.mirror_kind = {
            card: copies
            for p, c in enumerate(shown)
            for card, copies in c["mirrors"].items()
            if copies is not None and not (state.phase == "tidy" and card in this_round[p])
        }
        state.bears_used = [
            c
            for p, cards in enumerate(state.collections)
            for c in cards
            if kind_of(c) == "bear" and not (state.phase == "tidy" and c in this_round[p])
        ]
        state.split, state.pending, state.choices = None, [], {}
        if view["split"] is not None:
            split = view["split"]
            state.split = {key: split[key] for key in ("items", "choosers", "splitter", "depth", "path", "cut")}
            state.split["items"] = list(split["items"])
            state.split["choosers"] = list(split["choosers"])
        state.pending = [
            {"items": list(w["items"]), "choosers": list(w["choosers"]), "path": w["path"], "depth": len(w["path"])}
            for w in view["waiting"]
        ]
        if state.phase == "choose":
            for p in view["split"]["chosen"]:
                state.choices[p] = view["split"]["my_choice"] if p == me else guess(state, p, rng)["pile"]
        if state.phase == "tidy":
            state.tidy_snapshot = [state._collection_view(p) for p in range(n)]
            for p in range(n):
                state._auto_tidy(p)
            for event in mine[len(state.tidy_events[me]) :]:
                if event["event"] == "bear":
                    state._apply(me, {"do": "bear", "discard": [kind_of(c) for c in event["discarded"]]})
                else:
                    state._apply(me, {"do": "mirror", "copy": event.get("copies")})
            for p in range(n):
                while p != me and not shown[p]["tidying"] and p in state.to_act():
                    state._apply(p, guess(state, p, rng))
        return state


TIDY_EVENTS = ("bear", "mirror", "mirror_fizzles")  # private while players tidy
#: Who makes the secret moves of a guessed world: (state, player, rng) → a legal action.
Guess = Callable[[HanselGretelState, int, Rng], Action]


def _any_legal(state: HanselGretelState, player: int, rng: Rng) -> Action:
    return rng.choice(state.legal_actions(player))
