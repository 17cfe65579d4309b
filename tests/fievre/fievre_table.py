"""A small driver for Fièvre rule tests: play turns in a few lines, read gold and owners back."""

from __future__ import annotations

from companion.games import fievre
from companion.games.fievre.game import Fievre
from companion.options import resolve

NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eli"]


def logged_gold(log, players: int) -> list[int]:
    """Each seat's gold as the game log tells it: 10 + the sum of its changes (spec)."""
    totals = [10] * players
    for event in log:
        for seat, change in enumerate(event.gold or ()):
            totals[seat] += change
    return totals


def C(town: str, roll: int, nuggets: int, dangerous: bool = False) -> dict:
    card = {"town": town, "roll": roll, "nuggets": nuggets}
    if dangerous:
        card["dangerous"] = True
    return card


def E(event: str) -> dict:
    return {"event": event}


class Table:
    def __init__(self, players: int = 4, **options):
        self.options = resolve(fievre.OPTIONS, options, players, "fievre")
        self.game = Fievre(NAMES[:players], self.options)
        self.actions: list[dict] = []

    def act(self, do: str, **fields) -> None:
        """Apply an action; every rule test also checks the game log's promise at each step:
        the action is logged, and 10 + the logged gold changes is each seat's gold."""
        action = {"do": do, **fields}
        start = len(self.game.log)
        self.game.apply(action)
        self.actions.append(action)
        assert len(self.game.log) > start, f"{action} logged nothing"
        assert logged_gold(self.game.log, self.game.n) == self.game.gold, f"the log's gold is off after {action}"

    @property
    def gold(self) -> list[int]:
        return list(self.game.gold)

    def reveal(self, *cards) -> list[int]:
        """Reveal cards; returns their ids."""
        first = self.game.next_id
        self.act("reveal", cards=list(cards))
        return list(range(first, first + len(cards)))

    def auction(self, winner: int | None = None, price: int = 0) -> None:
        """Everybody passes except `winner`, who bids `price` when their turn comes (all pass if None)."""
        while self.game.phase == "auction":
            seat = self.game.to_act()
            if seat == winner and self.game.bid < price:
                self.act("bid", player=seat, amount=price)
            else:
                self.act("pass", player=seat)

    def take(self, card: int, **extra) -> int:
        seat = extra.pop("player", None)
        seat = self.game.next_chooser() if seat is None else seat
        self.act("take", player=seat, card=card, **extra)
        return seat

    def take_in_order(self, *cards: int) -> None:
        for card in cards:
            self.take(card)

    def roll(self, d1: int, d2: int) -> None:
        self.act("roll", dice=[d1, d2])

    def turn(self, cards, winner=None, price=0, order=None, dice=(5, 6)) -> list[int]:
        """A plain turn: reveal, auction, takes (cards in `order`, default reveal order), roll."""
        ids = self.reveal(*cards)
        self.auction(winner, price)
        self.take_in_order(*(ids[i] for i in (order or range(len(ids)))))
        if dice:
            self.roll(*dice)
        return ids

    def owner(self, card_id: int) -> int | None:
        concession = self.game.concessions.get(card_id) or self.game.saloons.get(card_id)
        return concession.owner if concession else None
