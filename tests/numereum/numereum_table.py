"""A physical Numereum table for tests: real cards in a shuffled pile, real hands, random players.

Every action it records is one that real people could take with real cards, so the referee
must accept all of them; and the table's own card positions are an independent account
to compare with the referee's summary (hand sizes, reserves, pile, combinations).
"""

from __future__ import annotations

import random
from itertools import combinations

from companion.games.numereum import OPTIONS, new_game
from companion.games.numereum.combos import criteria_met
from companion.games.numereum.deck import BASIC_CODES, NON_BASIC_CODES, value_of
from companion.options import resolve

PLAYERS = ["Iris", "Jules"]


class Table:
    """The cards on a real table, one random decision after another."""

    def __init__(self, rng: random.Random, options: dict | None = None, values: list[str] | None = None,
                 tie_bias: float = 0.0):
        self.rng = rng
        self.tie_bias = tie_bias  # how often the second seat matches the first bid's value
        self.options = dict(options or {})
        resolved = resolve(OPTIONS, self.options, 2, "Numereum")
        if resolved["deck"] is not None:
            values = [f"{int(v):02d}" for v in resolved["deck"]]
        elif values is None:
            values = list(NON_BASIC_CODES)[: resolved["deck_size"]]
        self.total = len(values)
        self.pile = list(values)
        rng.shuffle(self.pile)
        self.suite = resolved["suite"]
        self.game = new_game(PLAYERS, resolved)
        self.actions: list[dict] = []
        self.hands = [list(BASIC_CODES), list(BASIC_CODES)]
        self.reserves: list[list[str]] = [[], []]
        self.fresh: list[list[bool]] = [[], []]
        self.combined: list[list[list[str]]] = [[], []]
        self.discard: list[str] = []
        self.prizes: list[str] = []
        self.bids: list[list[str]] = [[], []]

    # every action goes through the referee, which must accept it
    def act(self, action: dict) -> None:
        error = self.game.why_not(action)
        assert error is None, f"the referee refused a real move {action}: {error}"
        self.game.apply(action)
        self.actions.append(action)

    def draw(self, count: int) -> list[str]:
        taken, self.pile = self.pile[:count], self.pile[count:]
        return taken

    def cards_in_play(self) -> int:
        """Every non-basic card wherever it is (must always equal the deck size)."""
        non_basic = lambda cards: [c for c in cards if not c.startswith("B")]  # noqa: E731
        return (len(self.pile) + sum(len(non_basic(hand)) for hand in self.hands)
                + sum(map(len, self.reserves)) + sum(3 * len(c) for c in self.combined)
                + len(non_basic(self.discard)) + len(self.prizes) + len(non_basic(sum(self.bids, []))))

    def play(self, max_actions: int = 2000) -> "Table":
        """Play to the end (or until max_actions), with random but legal choices."""
        for seat in (0, 1):
            cards = self.draw(2)
            self.act({"do": "reserve", "player": seat, "cards": cards})
            self.reserves[seat] += cards
            self.fresh[seat] += [False, False]
        while not self.game.finished and len(self.actions) < max_actions:
            self.round()
        return self

    def round(self) -> None:
        rng = self.rng
        self.prizes = self.draw(2)
        self.act({"do": "reveal", "cards": list(self.prizes)})
        self.fresh = [[False] * len(r) for r in self.reserves]
        first = self.choose_bids()
        self.take_bids(first)
        self.act({"do": "bid", "cards": first})
        values = [value_of(card) for card in first]
        winner = None
        if values[0] != values[1]:
            lower = values.index(min(values))
            if self.game.can_raise() and rng.random() < 0.6:
                second = self.choose_bids()
                self.take_bids(second)
                self.act({"do": "raise", "cards": second})
                totals = [sum(value_of(c) for c in self.bids[seat]) for seat in (0, 1)]
                winner = None if totals[0] == totals[1] else totals.index(max(totals))
            else:
                self.act({"do": "concede"})
                winner = 1 - lower
        self.settle(winner)
        self.combine_some()
        if not self.game.finished:
            self.act({"do": "close"})

    def choose_bids(self) -> list[str]:
        mine = self.rng.choice(self.hands[0])
        equal = [card for card in self.hands[1] if value_of(card) == value_of(mine)]
        if equal and self.rng.random() < self.tie_bias:
            return [mine, self.rng.choice(equal)]
        return [mine, self.rng.choice(self.hands[1])]

    def take_bids(self, cards: list[str]) -> None:
        for seat, card in enumerate(cards):
            self.hands[seat].remove(card)
            self.bids[seat].append(card)

    def settle(self, winner: int | None) -> None:
        for seat in (0, 1):
            for card in self.bids[seat]:
                if card.startswith("B"):
                    self.discard.append(card)
                else:
                    self.reserves[seat].append(card)
                    self.fresh[seat].append(True)
        if winner is None:
            self.discard += self.prizes
        else:
            self.hands[winner].append(self.prizes[0])
            self.reserves[winner].append(self.prizes[1])
            self.fresh[winner].append(True)
        self.prizes, self.bids = [], [[], []]

    def possible_combinations(self, seat: int) -> list[tuple[int, int, int]]:
        """Brute force over the real reserve: an independent check of the referee's hint."""
        reserve, fresh = self.reserves[seat], self.fresh[seat]
        return [t for t in combinations(range(len(reserve)), 3)
                if any(fresh[i] for i in t) and criteria_met([reserve[i] for i in t], self.suite)]

    def combine_some(self) -> None:
        rng = self.rng
        while not self.game.finished:
            options = [(seat, t) for seat in (0, 1) for t in self.possible_combinations(seat)]
            for seat in (0, 1):
                hint = self.game.valid_combinations(seat)
                mine = {tuple(sorted(self.reserves[seat][i] for i in t)) for s, t in options if s == seat}
                assert {tuple(sorted(c.cards)) for c in hint} == mine
            if not options or rng.random() < 0.15:
                return
            seat, triple = rng.choice(options)
            cards = [self.reserves[seat][i] for i in triple]
            draws = 2 if len(criteria_met(cards, self.suite)) >= 2 else 1
            self.act({"do": "combine", "player": seat, "cards": cards})
            # mirror the referee's choice among equal codes: stale copies first, one fresh kept
            for index in sorted(self._positions(seat, cards), reverse=True):
                del self.reserves[seat][index]
                del self.fresh[seat][index]
            self.combined[seat].append(cards)
            self.hands[seat] += self.draw(draws)

    def _positions(self, seat: int, cards: list[str]) -> list[int]:
        reserve, fresh = self.reserves[seat], self.fresh[seat]
        chosen: list[int] = []
        for card in cards:
            copies = [i for i, c in enumerate(reserve) if c == card and i not in chosen]
            chosen.append(min(copies, key=lambda i: fresh[i]))
        if not any(fresh[i] for i in chosen):
            for slot, card in enumerate(cards):
                new = [i for i, c in enumerate(reserve) if c == card and fresh[i] and i not in chosen]
                if new:
                    chosen[slot] = new[0]
                    break
        return chosen

    def record(self) -> dict:
        return {"format": 1, "game": "numereum", "players": list(PLAYERS), "options": dict(self.options),
                "actions": list(self.actions)}
