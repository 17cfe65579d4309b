"""What the Aurum referee tells the table: one `Event` per action and per consequence.

The game calls these at the moment it changes its state (after every check passed), so
the log reads like a score sheet: round and trick headings, every card, who won each
trick, the gold taken (or why none), why a round ended, its scoring, nuggets, the winner.
Words live in `assets/translations/<lang>/aurum.json` (keys `aurum.event.*`).
"""

from __future__ import annotations

from companion.gamelog import event
from companion.games.aurum.deck import GOLD, card_label, split
from companion.text import Joined, Message

_CARDS: dict[str, Message] = {}


def card(code: str) -> Message:
    """A card's name as words (`Copper 5`, `Cuivre 5`), made once per code."""
    found = _CARDS.get(code)
    if found is None:
        found = _CARDS[code] = card_label(code)  # the same words as the refusals and the app
    return found


def cards(codes) -> Joined:
    return Joined([card(code) for code in codes])


class Story:
    """The Aurum game's narrator: appends to `game.log`."""

    __slots__ = ("game", "trick_number")

    def __init__(self, game):
        self.game = game
        self.trick_number = 0

    def _add(self, kind: str, key: str, seats: tuple = (), heading: bool = False, **fields) -> None:
        self.game.log.append(event(kind, key, fields, seats, heading))

    def side_name(self, side: int):
        game = self.game
        if game.teams:
            first, second = game.members(side)
            return Message("aurum.event.team", first=game.names[first], second=game.names[second])
        return game.names[side]

    # -- the actions ------------------------------------------------------------------

    def round_starts(self) -> None:
        game = self.game
        self.trick_number = 0
        self._add("round", "aurum.event.round", (), True, round=game.round, name=game.names[game.token])

    def aside(self, codes: list[str]) -> None:
        self._add("aside", "aurum.event.aside", (), cards=cards(codes))

    def bid(self, seat: int, code: str) -> None:
        self._add("bid", "aurum.event.bid", (seat,), name=self.game.names[seat], card=card(code))

    def swap(self, seat: int, gold: str, code: str, bid_of: int, old: str) -> None:
        names = self.game.names
        if bid_of == seat:
            self._add("swap", "aurum.event.swap_own", (seat,), name=names[seat], gold=card(gold),
                      card=card(code), old=card(old))
        else:
            self._add("swap", "aurum.event.swap_partner", (seat, bid_of), name=names[seat], gold=card(gold),
                      card=card(code), old=card(old), partner=names[bid_of])

    def play(self, seat: int, code: str, leads: bool) -> None:
        if leads:
            self.trick_number += 1
            self._add("trick", "aurum.event.trick_heading", (), True, n=self.trick_number)
        self._add("play", "aurum.event.play", (seat,), name=self.game.names[seat], card=card(code))

    def stop(self, seat: int) -> None:
        self._add("round", "aurum.event.stop", (seat,), name=self.game.names[seat])

    # -- what the referee does on its own ---------------------------------------------

    def trick(self, result, plays) -> None:
        """Trick won, gold taken from the supply (or why not, R-1), gold back to the supply.
        The seat that takes (or would take) gold is the lowest card's, which leads next."""
        names = self.game.names
        self._add("trick", "aurum.event.trick_won", (result.winner,), name=names[result.winner], n=self.trick_number)
        low = result.low
        lowest = names[result.lowest]
        wanted = f"{GOLD}{low}"
        if result.gold_taken:
            self._add("gold", "aurum.event.gold_taken", (result.lowest,), name=lowest, gold=card(result.gold_taken))
        elif split(wanted) is None:
            self._add("gold", "aurum.event.no_gold_value", (result.lowest,), name=lowest, value=low)
        elif wanted in result.gold_returned:
            self._add("gold", "aurum.event.no_gold_played", (result.lowest,), name=lowest, gold=card(wanted))
        else:
            self._add("gold", "aurum.event.no_gold_supply", (result.lowest,), name=lowest, gold=card(wanted))
        if result.gold_returned:
            self._add("gold", "aurum.event.gold_back", (), cards=cards(result.gold_returned))

    def stuck(self, seat: int) -> None:
        self._add("round", "aurum.event.stuck", (seat,), name=self.game.names[seat])

    def trick_lost(self, golds: list[str]) -> None:
        self._add("round", "aurum.event.trick_lost" if golds else "aurum.event.trick_lost_no_gold", (),
                  gold=cards(golds))

    def scored(self, results: dict, nugget_sides: list[int]) -> None:
        game = self.game
        for side, result in results.items():
            self._add("score", "aurum.event.score", tuple(game.members(side)), name=self.side_name(side),
                      tricks=result.tricks, n=result.tricks, bid=result.bid, bid_points=result.bid_points,
                      gold_points=result.gold_points, score=result.score, total=game.totals[side])
        for side in nugget_sides:
            self._add("nugget", "aurum.event.nugget", tuple(game.members(side)), name=self.side_name(side),
                      n=game.nuggets[side])

    def game_over(self, sides: list[int]) -> None:
        game = self.game
        seats = tuple(s for side in sides for s in game.members(side))
        winners = Joined([self.side_name(side) if game.teams else game.names[side] for side in sides])
        self._add("end", "aurum.event.game_over", seats, names=winners, n=len(sides))
