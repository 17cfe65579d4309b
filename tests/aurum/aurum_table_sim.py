"""Helpers for the Aurum tests: a quick game builder, and a simulated table that deals real
hands and plays random legal games while keeping its own independent account of tricks,
gold and scores (the oracle the referee is checked against)."""

from __future__ import annotations

import random
from collections import Counter

from companion.games import aurum
from companion.games.aurum.deck import base_cards, gold_cards, gold_points, is_gold, suit_of, value_of
from companion.options import resolve


def new(players: int = 4, **options):
    names = ["Ana", "Ben", "Cleo", "Dev"][:players]
    return aurum.new_game(names, resolve(aurum.OPTIONS, options, players, "Aurum"))


def run(game, *actions):
    """Apply compact actions: ("bid", 0, "Cu7"), ("play", 1, "Zn3"), ("swap", 0, "Au1", "Zn2", 2),
    ("stop", 1) / ("stop", 1, [...]), ("aside", ["P6", "Ag2"])."""
    for action in actions:
        game.apply(expand(action))
    return game


def expand(action) -> dict:
    verb, *rest = action
    if verb == "aside":
        return {"do": "aside", "cards": rest[0]}
    if verb == "swap":
        player, gold, card, bid_of = rest
        return {"do": "swap", "player": player, "gold": gold, "card": card, "bid_of": bid_of}
    if verb == "stop":
        out = {"do": "stop", "player": rest[0]}
        if len(rest) > 1:
            out["hand"] = rest[1]
        return out
    return {"do": verb, "player": rest[0], "card": rest[1]}


def gold_in_play(game) -> Counter:
    """Every gold card the game holds right now: supply + collections + trick."""
    held = Counter(game.supply)
    for collection in game.collections:
        held.update(collection)
    held.update(card for _, card in game.trick if is_gold(card))
    return held


def known_places(game) -> list[tuple[str, str]]:
    """(card, place) for every base-metal card the referee knows the place of."""
    places = [(c, "aside") for c in game.aside]
    places += [(c, f"bid{s}") for s, c in enumerate(game.bids) if c]
    places += [(c, "trick") for _, c in game.trick if not is_gold(c)]
    places += [(c, "played") for c in game.played]
    places += [(c, f"hand{s}") for s, hand in enumerate(game.in_hand) for c in hand]
    return places


class Table:
    """A real table for one random game: deals, bids, swaps, plays and stops legally."""

    def __init__(self, rng: random.Random, players: int, options: dict,
                 gold_rate: float = 0.15, swap_rate: float = 0.25, reveal_rate: float = 0.5):
        self.rng = rng
        self.gold_rate, self.swap_rate, self.reveal_rate = gold_rate, swap_rate, reveal_rate
        self.endings: list[str] = []
        self.n = players
        self.options = resolve(aurum.OPTIONS, options, players, "Aurum")
        self.game = new(players, **options)
        self.actions: list[dict] = []
        self.expected_rounds: list[dict] = []

    # the oracle: an independent, plain account of each round
    def deal(self) -> None:
        cards = base_cards(self.n)
        self.rng.shuffle(cards)
        self.hands = [set(cards[12 * s:12 * s + 12]) for s in range(self.n)]
        self.leftover = cards[12 * self.n:]
        self.gold = [["Au0"] if self.options["zero_gold"] else [] for _ in range(self.n)]
        self.supply = Counter(gold_cards(self.n, False))
        self.bids = [None] * self.n
        self.won = [0] * self.n

    def act(self, action: dict) -> None:
        problem = self.game.why_not(action)
        assert problem is None, f"referee refused a legal {action}: {problem}"
        self.game.apply(action)
        self.actions.append(action)
        self.check_invariants()

    def check_invariants(self) -> None:
        game = self.game
        assert gold_in_play(game) == Counter(gold_cards(self.n, self.options["zero_gold"]))
        places = known_places(game)
        cards = [c for c, _ in places]
        assert len(cards) == len(set(cards)), f"a card in two places: {places}"
        if game.finished:
            return
        for seat in range(self.n):
            assert game.in_hand[seat] <= self.hands[seat] or game.round != self.round_no
            assert game.hand_size[seat] == len(self.hands[seat]) or game.round != self.round_no

    def play_round(self) -> None:
        game = self.game
        self.round_no = game.round
        self.deal()
        token = game.token
        if self.n == 4 and self.rng.random() < 0.7:
            self.act({"do": "aside", "cards": list(self.leftover)})
        order = [(token + k) % self.n for k in range(self.n)]
        if self.n == 3:
            self.rng.shuffle(order)
        for seat in order:
            card = self.rng.choice(sorted(self.hands[seat]))
            self.hands[seat].remove(card)
            self.bids[seat] = card
            self.act({"do": "bid", "player": seat, "card": card})
        trick: list[tuple[int, str]] = []
        leader = token
        while True:
            if not trick:
                if not self.hands[leader]:
                    self.end_round(ended_by="empty leader")
                    return
                self.maybe_swaps(leader)
            seat = (leader + len(trick)) % self.n
            in_trick = {suit_of(c) for _, c in trick if not is_gold(c)}
            legal = sorted(c for c in self.hands[seat] if suit_of(c) not in in_trick)
            gold = self.gold[seat] if trick else []
            if not legal and not self.hands[seat] and not gold:
                self.end_round(ended_by="empty hand")
                return
            assert game.round == self.round_no and game.to_act() == seat, "the referee ended the round early"
            if not legal and (not gold or self.rng.random() < 1 - self.gold_rate):
                action = {"do": "stop", "player": seat}
                if self.rng.random() < self.reveal_rate:
                    action["hand"] = sorted(self.hands[seat])
                self.act(action)
                self.end_round(ended_by="stop")
                return
            if gold and (not legal or self.rng.random() < self.gold_rate):
                card = self.rng.choice(gold)
                self.gold[seat].remove(card)
            else:
                card = self.rng.choice(legal)
                self.hands[seat].remove(card)
            trick.append((seat, card))
            self.act({"do": "play", "player": seat, "card": card})
            if len(trick) == self.n:
                leader = self.settle(trick)
                trick = []

    def maybe_swaps(self, leader: int) -> None:
        for step in range(self.n):
            seat = (leader + step) % self.n
            if not self.gold[seat] or not self.hands[seat] or self.rng.random() >= self.swap_rate:
                continue
            gold = self.rng.choice(self.gold[seat])
            card = self.rng.choice(sorted(self.hands[seat]))
            bid_of = self.rng.choice([seat, (seat + 2) % 4] if self.n == 4 else [seat])
            self.gold[seat].remove(gold)
            self.supply[gold] += 1
            self.hands[seat].remove(card)
            self.hands[seat].add(self.bids[bid_of])
            self.bids[bid_of] = card
            self.act({"do": "swap", "player": seat, "gold": gold, "card": card, "bid_of": bid_of})

    def settle(self, trick) -> int:
        """Resolve a trick the plain way; returns the next leader."""
        base = [(value_of(c), i, s) for i, (s, c) in enumerate(trick) if not is_gold(c)]
        golds = [(value_of(c), i, s) for i, (s, c) in enumerate(trick) if is_gold(c)]
        low_value = min(v for v, _, _ in base)
        lowest = max((i, s) for v, i, s in base if v == low_value)[1]
        winner = max(golds or base)[2]  # highest value, then later index
        wanted = f"Au{low_value}"
        if self.supply[wanted] > 0:
            self.supply[wanted] -= 1
            self.gold[lowest].append(wanted)
        for _, card in trick:
            if is_gold(card):
                self.supply[card] += 1
        self.won[winner] += 1
        return lowest

    def end_round(self, ended_by: str) -> None:
        self.endings.append(ended_by)
        sides = [[0, 2], [1, 3]] if self.n == 4 else [[s] for s in range(self.n)]
        scores, bid_points, gold_pts = [0] * self.n, [0] * self.n, [0] * self.n
        for members in sides:
            tricks = sum(self.won[s] for s in members)
            bid = max(value_of(self.bids[s]) for s in members)
            bp = 0 if tricks < bid else (2 * bid if tricks == bid else bid)
            gp = sum(gold_points(c) for s in members for c in self.gold[s])
            for s in members:
                scores[s], bid_points[s], gold_pts[s] = bp + gp, bp, gp
        self.expected_rounds.append({"scores": scores, "tricks": list(self.won),
                                     "bid_points": bid_points, "gold_points": gold_pts})
        got = self.game.rounds[len(self.expected_rounds) - 1]
        assert {k: got[k] for k in self.expected_rounds[-1]} == self.expected_rounds[-1], ended_by

    def play_game(self, max_rounds: int = 12) -> None:
        while not self.game.finished and len(self.expected_rounds) < max_rounds:
            self.play_round()
